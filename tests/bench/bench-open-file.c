/* bench-open-file.c: game files opened in the window — prints figures, asserts nothing
 *
 * Usage: bench-open-file FILE… (tests/bench/open-file.sh gives the biggest files of the
 * real-world corpus). Under a display, for each file: the time from xq_window_open_file() to the
 * painted list of games (the picker, for a file of several games) or the painted game (a single
 * game, such as an opening library's tree), the longest stall of the main loop meanwhile, and for
 * a picker the time until its worker thread reviewed every game, with the longest stall then.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "xq-collection-review.h"
#include "xq-game-model.h"
#include "xq-game-picker.h"
#include "xq-window.h"

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Runs the main loop until @widget's window has painted a frame. */
static void
wait_for_paint (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (gtk_widget_get_native (widget)));
  gboolean       painted = FALSE;
  gulong         id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);

  gtk_widget_queue_draw (widget);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}

/* The longest gap between two turns of the main loop (a timeout every 5 ms) */
typedef struct
{
  gint64 last;
  gint64 worst;
} Stall;

static gboolean
tick_cb (gpointer data)
{
  Stall *s = data;
  gint64 t = g_get_monotonic_time ();

  if (s->last != 0)
    s->worst = MAX (s->worst, t - s->last);
  s->last = t;
  return G_SOURCE_CONTINUE;
}

static void
stall_reset (Stall *s)
{
  s->last = g_get_monotonic_time ();
  s->worst = 0;
}

static XqGamePicker *
find_picker (void)
{
  g_autoptr (GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (XQ_IS_GAME_PICKER (l->data) && gtk_widget_get_mapped (l->data))
      return l->data;
  return NULL;
}

int
main (int    argc,
      char **argv)
{
  XqWindow    *window;
  XqGameModel *game;
  Stall        stall = { 0 };

  if (argc < 2)
    {
      g_printerr ("usage: %s FILE…\n", argv[0]);
      return 2;
    }
  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  window = xq_window_new (NULL);
  game = xq_window_get_game (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  wait_for_paint (GTK_WIDGET (window));
  g_timeout_add (5, tick_cb, &stall);

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (argv[i]);
      g_autofree char  *name = g_file_get_basename (file);
      const XqGame     *before = xq_game_model_get_game (game);
      XqGamePicker     *picker = NULL;
      double            t0 = now (), deadline = t0 + 60;

      stall_reset (&stall);
      xq_window_open_file (window, file);
      while ((picker = find_picker ()) == NULL && xq_game_model_get_game (game) == before && now () < deadline)
        g_main_context_iteration (NULL, TRUE);
      if (picker == NULL && xq_game_model_get_game (game) == before)
        {
          g_printerr ("%s: not opened within 60 s\n", name);
          return 1;
        }
      wait_for_paint (picker != NULL ? GTK_WIDGET (picker) : GTK_WIDGET (window));
      if (picker != NULL)
        {
          XqCollectionReview *review = xq_game_picker_get_review (picker);
          double              t1 = now ();
          double              listed = t1 - t0;
          double              worst = stall.worst / 1e3;

          while (review != NULL && xq_collection_review_get_running (review))
            g_main_context_iteration (NULL, TRUE);
          g_print ("%s: %u games listed in %.0f ms (longest stall %.0f ms); reviewed in %.0f ms more (longest stall "
                   "%.0f ms)\n",
                   name, xq_game_picker_get_n_shown (picker), 1000 * listed, worst, 1000 * (now () - t1),
                   stall.worst / 1e3);
          gtk_window_destroy (GTK_WINDOW (picker));
        }
      else
        g_print ("%s: game of %u plies shown in %.0f ms (longest stall %.0f ms)\n", name,
                 xq_game_model_get_n_plies (game), 1000 * (now () - t0), stall.worst / 1e3);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
