/* test-drawing-node.c: drawings kept on disk read back as drawn, a damaged file drawn anew
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "xq-drawing-node.h"

#define WIDTH  40
#define HEIGHT 30

static guint n_draws;

/* Two halves and a diagonal: pixels that differ from row to row and column to column */
static void
draw (cairo_t *cr,
      gpointer user_data)
{
  n_draws++;
  cairo_set_source_rgb (cr, 0.8, 0.1, 0.1);
  cairo_rectangle (cr, 0, 0, WIDTH / 2.0, HEIGHT);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.1, 0.2, 0.9, 0.6);
  cairo_rectangle (cr, WIDTH / 2.0, 0, WIDTH / 2.0, HEIGHT);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, 0, 0);
  cairo_line_to (cr, WIDTH, HEIGHT);
  cairo_stroke (cr);
}

static guchar *
pixels (XqDrawing *drawing)
{
  guchar *data = g_malloc (WIDTH * HEIGHT * 4);

  gdk_texture_download (xq_drawing_get_texture (drawing), data, WIDTH * 4);
  return data;
}

static char *
cache_file (const char *key)
{
  g_autofree char *name = g_strdup_printf ("%s-%dx%d", key, WIDTH, HEIGHT);

  return g_build_filename (g_get_user_cache_dir (), "qili", "drawings", name, NULL);
}

static void
test_read_back (void)
{
  g_autofree char   *path = cache_file ("test-read-back");
  XqDrawing         *drawn, *read;
  g_autofree guchar *drawn_pixels = NULL, *read_pixels = NULL;

  n_draws = 0;
  drawn = xq_drawing_new_cached ("test-read-back", TRUE, WIDTH, HEIGHT, draw, NULL);
  g_assert_cmpuint (n_draws, ==, 1);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  read = xq_drawing_new_cached ("test-read-back", TRUE, WIDTH, HEIGHT, draw, NULL);
  g_assert_cmpuint (n_draws, ==, 1); /* read, not drawn */
  drawn_pixels = pixels (drawn);
  read_pixels = pixels (read);
  g_assert_cmpmem (read_pixels, WIDTH * HEIGHT * 4, drawn_pixels, WIDTH * HEIGHT * 4);
  xq_drawing_free (drawn);
  /* The image read stays valid after the file is replaced */
  g_assert_true (g_file_set_contents (path, "replaced", -1, NULL));
  g_clear_pointer (&read_pixels, g_free);
  read_pixels = pixels (read);
  g_assert_cmpmem (read_pixels, WIDTH * HEIGHT * 4, drawn_pixels, WIDTH * HEIGHT * 4);
  xq_drawing_free (read);
}

/* A file cut short, or of another size: drawn anew, never read past its end */
static void
test_damaged (void)
{
  g_autofree char   *path = cache_file ("test-damaged");
  g_autofree char   *contents = NULL;
  gsize              length;
  XqDrawing         *drawing;
  g_autofree guchar *expected = NULL, *got = NULL;

  n_draws = 0;
  drawing = xq_drawing_new_cached ("test-damaged", TRUE, WIDTH, HEIGHT, draw, NULL);
  expected = pixels (drawing);
  xq_drawing_free (drawing);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, (gssize) length / 2, NULL));
  drawing = xq_drawing_new_cached ("test-damaged", FALSE, WIDTH, HEIGHT, draw, NULL);
  g_assert_cmpuint (n_draws, ==, 2);
  got = pixels (drawing);
  g_assert_cmpmem (got, WIDTH * HEIGHT * 4, expected, WIDTH * HEIGHT * 4);
  xq_drawing_free (drawing);

  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  drawing = xq_drawing_new_cached ("test-damaged", FALSE, WIDTH, HEIGHT, draw, NULL);
  g_assert_cmpuint (n_draws, ==, 3);
  xq_drawing_free (drawing);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *cache = g_dir_make_tmp ("qili-drawings-XXXXXX", NULL);
  int              status;

  g_assert_nonnull (cache);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xq/widgets/drawing-node/read-back", test_read_back);
  g_test_add_func ("/xq/widgets/drawing-node/damaged", test_damaged);
  status = g_test_run ();
  {
    g_autofree char *dir = g_build_filename (cache, "qili", "drawings", NULL);
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char      *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *file = g_build_filename (dir, name, NULL);
        g_unlink (file);
      }
    g_rmdir (dir);
    g_autofree char *qili = g_build_filename (cache, "qili", NULL);
    g_rmdir (qili);
    g_rmdir (cache);
  }
  return status;
}
