/* xq-bar.h: a bar of a start, a centre and an end child that wraps where the row does not fit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define XQ_TYPE_BAR (xq_bar_get_type ())

G_DECLARE_FINAL_TYPE (XqBar, xq_bar, XQ, BAR, GtkWidget)

GtkWidget *xq_bar_new (void);

/* Rows laid out for @width: 1 (all in one row), 2 (the start child above the others) or 3 (each
 * child on a row of its own). */
guint xq_bar_get_rows_for_width (XqBar *self,
                                 int    width);

G_END_DECLS
