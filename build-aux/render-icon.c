/* render-icon.c: write an SVG icon as a PNG of one size, at build time
 *
 * Usage: render-icon [--symbolic] INPUT.svg SIZE OUTPUT.png
 *
 * Icons that GTK shows before the first frame are cheaper as PNGs: an SVG costs a librsvg parse
 * and a rendering (four for a symbolic icon, one per colour) on a thread at start-up. The SVG
 * stays the source; meson runs this to make the PNGs.
 *
 * --symbolic writes GTK's ".symbolic.png": GTK recolours it, taking the alpha channel as the
 * shape and the red, green and blue channels as the shares of the success, warning and error
 * colours (the rest is the foreground colour), as Adwaita ships its symbolic icons. Qili's
 * symbolic icon has one colour, the foreground, so the PNG is black with the rendering's alpha.
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
  gboolean            symbolic = argc > 1 && g_strcmp0 (argv[1], "--symbolic") == 0;
  g_autoptr (GObject) handle = NULL;
  cairo_surface_t    *surface;
  cairo_t            *cr;
  RsvgRectangle       viewport;
  unsigned char      *data;
  int                 size, stride;

  if (symbolic)
    {
      argv++;
      argc--;
    }
  if (argc != 4 || (size = atoi (argv[2])) <= 0 || size > 1024)
    {
      g_printerr ("usage: render-icon [--symbolic] INPUT.svg SIZE OUTPUT.png\n");
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
  cairo_surface_flush (surface);
  /* Symbolic: keep the alpha (the shape), clear the colours: all of it is the foreground colour */
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; symbolic && y < size; y++)
    for (int x = 0; x < size; x++)
      {
        guint32 *pixel = (guint32 *) (data + y * stride) + x;
        *pixel &= 0xff000000u;
      }
  cairo_surface_mark_dirty (surface);
  if (cairo_surface_write_to_png (surface, argv[3]) != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("%s: cannot write the PNG\n", argv[3]);
      return 1;
    }
  cairo_surface_destroy (surface);
  return 0;
}
