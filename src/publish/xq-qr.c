/* xq-qr.c: QR codes with libqrencode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-publish"

#include "config.h"

#include "xq-qr.h"

#include <errno.h>
#include <gio/gio.h>
#include <qrencode.h>

#define QUIET 4

XqQr *
xq_qr_new (const char *text,
           GError    **error)
{
  QRcode *code;
  XqQr   *qr;

  g_return_val_if_fail (text != NULL, NULL);

  code = QRcode_encodeString8bit (text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "cannot make a QR code of “%s”: %s", text,
                   g_strerror (saved));
      return NULL;
    }
  qr = g_new0 (XqQr, 1);
  qr->width = (guint) code->width;
  qr->modules = g_malloc (qr->width * qr->width);
  /* libqrencode: bit 0 of each byte is the module's colour. */
  for (guint i = 0; i < qr->width * qr->width; i++)
    qr->modules[i] = code->data[i] & 1;
  QRcode_free (code);
  return qr;
}

void
xq_qr_free (XqQr *qr)
{
  if (qr == NULL)
    return;
  g_free (qr->modules);
  g_free (qr);
}

gboolean
xq_qr_dark (const XqQr *qr,
            int         x,
            int         y)
{
  if (x < 0 || y < 0 || x >= (int) qr->width || y >= (int) qr->width)
    return FALSE;
  return qr->modules[y * qr->width + x] != 0;
}

char *
xq_qr_to_svg (const XqQr *qr,
              guint       module_px)
{
  guint    side = qr->width + 2 * QUIET;
  GString *svg = g_string_new (NULL);

  g_string_append_printf (svg,
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%u\" height=\"%u\" viewBox=\"0 0 %u %u\" "
                          "shape-rendering=\"crispEdges\"><rect width=\"%u\" height=\"%u\" fill=\"#fff\"/><path fill=\"#000\" d=\"",
                          side * module_px, side * module_px, side, side, side, side);
  for (guint y = 0; y < qr->width; y++)
    for (guint x = 0; x < qr->width; x++)
      if (xq_qr_dark (qr, (int) x, (int) y))
        g_string_append_printf (svg, "M%u %uh1v1h-1z", x + QUIET, y + QUIET);
  g_string_append (svg, "\"/></svg>");
  return g_string_free (svg, FALSE);
}
