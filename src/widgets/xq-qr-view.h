/* xq-qr-view.h: a QR code drawn crisp at any size (the published pages' address)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define XQ_TYPE_QR_VIEW (xq_qr_view_get_type ())
G_DECLARE_FINAL_TYPE (XqQrView, xq_qr_view, XQ, QR_VIEW, GtkWidget)

GtkWidget *xq_qr_view_new (void);
/* Property "text": what the code says (NULL or "": nothing is drawn). */
const char *xq_qr_view_get_text (XqQrView *self);
void        xq_qr_view_set_text (XqQrView   *self,
                                 const char *text);
/* Draws the code of @text with its quiet zone in the square @x, @y, @size (printing too). */
void xq_qr_view_draw (cairo_t    *cr,
                      const char *text,
                      double      x,
                      double      y,
                      double      size);

G_END_DECLS
