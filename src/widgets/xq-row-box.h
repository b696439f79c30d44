/* xq-row-box.h: the content of a list row that opens something, activatable over AT-SPI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define XQ_TYPE_ROW_BOX (xq_row_box_get_type ())

G_DECLARE_FINAL_TYPE (XqRowBox, xq_row_box, XQ, ROW_BOX, GtkBox)

GtkWidget *xq_row_box_new (GtkOrientation orientation,
                           int            spacing);

guint      xq_row_box_get_position (XqRowBox *self);
void       xq_row_box_set_position (XqRowBox *self,
                                    guint     position);

void       xq_row_box_set_row_label (XqRowBox   *self,
                                     const char *label);

G_END_DECLS
