/* bench-board-redraw.c: time to redraw the board in a window, with cached textures
 *
 * Each frame changes the position (the last move flips back and forth), so the board really
 * redraws; the time is measured by the frame clock from the start of the paint phase to its end
 * (snapshot, render, present), which is what a user waits for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "xq-board-view.h"
#include "xq-game-model.h"
#include "xq-model-types.h"

#define WIDTH  1000
#define HEIGHT 1100

typedef struct
{
  gint64   start;
  double   last;
  gboolean painted;
} Timing;

static void
before_paint_cb (GdkFrameClock *clock,
                 Timing        *t)
{
  t->start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Timing        *t)
{
  t->last = (g_get_monotonic_time () - t->start) / 1000.0;
  t->painted = TRUE;
}

static int
compare (const void *a,
         const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* Snapshot and render into a texture, without a window surface (as in the widget tests). */
static double
offscreen_frame (GtkWidget   *board,
                 GskRenderer *renderer)
{
  gint64          start = g_get_monotonic_time ();
  GtkSnapshot    *snapshot = gtk_snapshot_new ();
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT);
  GskRenderNode  *node;
  GdkTexture     *texture;

  GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &bounds);
  gsk_render_node_unref (node);
  g_object_unref (texture);
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* Snapshot and draw the nodes into one surface kept from frame to frame: the board's own cost,
 * without allocating a target or presenting it. */
static double
surface_frame (GtkWidget       *board,
               cairo_surface_t *target)
{
  gint64         start = g_get_monotonic_time ();
  GtkSnapshot   *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  cairo_t       *cr;

  GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  cr = cairo_create (target);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (node);
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* The same window with a plain widget whose background alternates: what presenting a full
 * 1000x1100 frame costs on this display, whatever is drawn. */
static double
baseline (GtkWidget *window,
          Timing    *t,
          int        n)
{
  GtkCssProvider *css = gtk_css_provider_new ();
  GtkWidget      *plain = gtk_label_new (NULL);
  double         *times = g_new (double, n), median;

  gtk_css_provider_load_from_data (css, ".bench-a { background: #c00; } .bench-b { background: #00c; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_widget_set_size_request (plain, WIDTH, HEIGHT);
  gtk_window_set_child (GTK_WINDOW (window), plain);
  for (int i = 0; i < n; i++)
    {
      gtk_widget_remove_css_class (plain, i % 2 ? "bench-a" : "bench-b");
      gtk_widget_add_css_class (plain, i % 2 ? "bench-b" : "bench-a");
      t->painted = FALSE;
      while (!t->painted)
        g_main_context_iteration (NULL, TRUE);
      times[i] = t->last;
    }
  qsort (times, n, sizeof (double), compare);
  median = times[n / 2];
  g_free (times);
  g_object_unref (css);
  return median;
}

int
main (int    argc,
      char **argv)
{
  int                n = argc > 1 ? atoi (argv[1]) : 300;
  GtkWidget         *window, *board;
  XqGameModel       *game;
  GdkFrameClock     *clock;
  Timing             t = { 0 };
  double            *times = g_new (double, n), *offscreen = g_new (double, n), *drawn = g_new (double, n), total = 0, first;
  cairo_surface_t   *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  g_autoptr (GArray) marks = xq_marks_new ();
  XqMove             move;

  gtk_init ();
  adw_init ();
  game = xq_game_model_new ();
  /* A middle-game look: a few moves, the last-move marker and two arrows */
  for (const char *const *m = (const char *const[]){ "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", NULL }; *m; m++)
    {
      xq_move_from_iccs (*m, &move);
      xq_game_model_play_move (game, move, NULL);
    }
  xq_marks_add (marks, XQ_MARK_ATTACK, xq_square_make (7, 0), xq_square_make (7, 9));
  xq_marks_add (marks, XQ_MARK_DEFEND, xq_square_make (6, 7), xq_square_make (7, 9));

  window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  board = xq_board_view_new ();
  gtk_widget_set_size_request (board, WIDTH, HEIGHT);
  xq_board_view_set_game (XQ_BOARD_VIEW (board), game);
  xq_board_view_set_marks (XQ_BOARD_VIEW (board), marks);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_present (GTK_WINDOW (window));
  clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &t);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &t);
  while (!t.painted || gtk_widget_get_width (board) != WIDTH)
    g_main_context_iteration (NULL, TRUE);
  first = t.last;

  for (int i = 0; i < n; i++)
    {
      /* Alternate two positions so that each frame draws a changed board */
      if (i % 2 == 0)
        xq_game_model_go_back (game);
      else
        xq_game_model_go_forward (game);
      t.painted = FALSE;
      while (!t.painted)
        g_main_context_iteration (NULL, TRUE);
      times[i] = t.last;
      total += t.last;
    }
  for (int i = 0; i < n; i++)
    offscreen[i] = offscreen_frame (board, gtk_native_get_renderer (GTK_NATIVE (window)));
  for (int i = 0; i < n; i++)
    {
      if (i % 2 == 0)
        xq_game_model_go_back (game);
      else
        xq_game_model_go_forward (game);
      drawn[i] = surface_frame (board, target);
    }
  qsort (times, n, sizeof (double), compare);
  qsort (offscreen, n, sizeof (double), compare);
  qsort (drawn, n, sizeof (double), compare);
  if (g_str_equal (G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))), "GskCairoRenderer"))
    g_print ("board redraw %dx%d px (snapshot + drawing into a kept surface, cairo), %d frames: median %.2f ms, "
             "p95 %.2f ms\n",
             WIDTH, HEIGHT, n, drawn[n / 2], drawn[n * 95 / 100]);
  g_print ("  whole frames in a window, %s: median %.2f ms, mean %.2f ms, p95 %.2f ms (first frame %.2f ms); "
           "snapshot + render_texture: median %.2f ms; an empty window's full frame here: median %.2f ms\n",
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))), times[n / 2], total / n,
           times[n * 95 / 100], first, offscreen[n / 2], baseline (window, &t, MIN (n, 60)));
  g_free (times);
  g_free (offscreen);
  g_free (drawn);
  cairo_surface_destroy (target);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (game);
  return 0;
}
