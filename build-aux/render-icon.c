/* render-icon.c: write an SVG icon as a PNG of one size, at build time
 *
 * Usage: render-icon INPUT.svg SIZE OUTPUT.png
 *
 * The app icon at the size GTK gives the window manager is cheaper as a PNG: an SVG costs a
 * librsvg parse and a rendering when a window is realised. The SVG stays the source; meson runs
 * this to make the PNG.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <cairo.h>
#include <librsvg/rsvg.h>
#include <stdlib.h>

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GError)  error = NULL;
  g_autoptr (GObject) handle = NULL;
  cairo_surface_t    *surface;
  cairo_t            *cr;
  RsvgRectangle       viewport;
  int                 size;

  if (argc != 4 || (size = atoi (argv[2])) <= 0 || size > 1024)
    {
      g_printerr ("usage: render-icon INPUT.svg SIZE OUTPUT.png\n");
      return 2;
    }
  handle = G_OBJECT (rsvg_handle_new_from_file (argv[1], &error));
  if (handle == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return 1;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  viewport = (RsvgRectangle){ 0, 0, size, size };
  if (!rsvg_handle_render_document (RSVG_HANDLE (handle), cr, &viewport, &error))
    {
      g_printerr ("%s: cannot render: %s\n", argv[1], error->message);
      return 1;
    }
  cairo_destroy (cr);
  if (cairo_surface_write_to_png (surface, argv[3]) != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("%s: cannot write the PNG\n", argv[3]);
      return 1;
    }
  cairo_surface_destroy (surface);
  return 0;
}
