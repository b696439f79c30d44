/* xq-qr.h: a QR code of a text (the published pages' address), with libqrencode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint   width;   /* modules per side, without the quiet zone */
  guint8 *modules; /* width × width, row by row: 1 dark, 0 light */
} XqQr;

/* The QR code of @text (error correction level M), or NULL with @error when it cannot be made
 * (too long). Returns: (transfer full) (nullable). */
XqQr *xq_qr_new (const char *text,
                 GError    **error) G_GNUC_WARN_UNUSED_RESULT;
void  xq_qr_free (XqQr *qr);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqQr, xq_qr_free)

/* Whether the module at @x, @y is dark (outside the symbol: light). */
gboolean xq_qr_dark (const XqQr *qr,
                     int         x,
                     int         y);
/* An SVG image of @qr with the quiet zone of 4 modules, @module_px pixels a module.
 * Returns: (transfer full). */
char *xq_qr_to_svg (const XqQr *qr,
                    guint       module_px) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
