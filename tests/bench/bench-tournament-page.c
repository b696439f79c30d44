/* bench-tournament-page.c: the Tournament page on a large event — prints figures, asserts nothing
 *
 * Usage: bench-tournament-page EVENTS.DB EVENT_ID (tests/bench/tournament-page.sh makes the file:
 * 1000 players, 11 rounds). Under a display: opens the event, sorts the players by each column,
 * filters them, scrolls the players, standings and crosstable from top to bottom a page at a time
 * (each step timed to the painted frame), enters and takes back results, and pairs the last round
 * again in its thread while timing the longest stall of the main loop.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "xq-crosstable-view.h"
#include "xq-players-view.h"
#include "xq-standings-view.h"
#include "xq-tournament-model.h"
#include "xq-tournament-page.h"

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static void
flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Runs the main loop until the window has painted a frame. */
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

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Scrolls the column view from top to bottom a page at a time; prints mean and worst frame. */
static void
scroll_through (const char    *what,
                GtkColumnView *view)
{
  GtkWidget     *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  double         total = 0, worst = 0;
  guint          steps = 0;

  /* The list view may restore its anchor row after a model change: insist until it is at the top. */
  for (int tries = 0; tries < 10 && (tries == 0 || gtk_adjustment_get_value (adj) > 0); tries++)
    {
      gtk_adjustment_set_value (adj, 0);
      wait_for_paint (GTK_WIDGET (view));
    }
  /* The list's height is an estimate that grows as rows are measured: stop when a step moves no further. */
  for (double before = -1; gtk_adjustment_get_value (adj) > before;)
    {
      double t0 = now (), dt;

      before = gtk_adjustment_get_value (adj);
      gtk_adjustment_set_value (adj, before + gtk_adjustment_get_page_size (adj) * 0.9);
      wait_for_paint (GTK_WIDGET (view));
      dt = now () - t0;
      total += dt;
      worst = MAX (worst, dt);
      steps++;
    }
  g_print ("  \"scroll_%s\": {\"pages\": %u, \"mean_ms\": %.1f, \"worst_ms\": %.1f},\n", what, steps,
           steps > 0 ? 1000 * total / steps : 0, 1000 * worst);
}

typedef struct
{
  gint64 last;
  gint64 worst;
  guint  done;
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
pair_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Stall             *s = data;
  g_autoptr (GError) error = NULL;

  s->done = xq_tournament_model_pair_finish (XQ_TOURNAMENT_MODEL (source), result, &error);
  if (s->done == 0)
    {
      g_printerr ("pairing: %s\n", error->message);
      s->done = G_MAXUINT;
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError) error = NULL;
  GtkWidget         *window, *overlay, *page;
  XqTournamentModel *model;
  XqPlayersView     *players;
  GtkColumnView     *table;
  GListModel        *columns;
  gint64             event;
  double             t0;
  guint              n_players = 0;
  guint              n_undo = 0;

  if (argc != 3)
    {
      g_printerr ("usage: %s EVENTS.DB EVENT_ID\n", argv[0]);
      return 2;
    }
  event = g_ascii_strtoll (argv[2], NULL, 10);
  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  page = xq_tournament_page_new ();
  model = xq_tournament_page_get_model (XQ_TOURNAMENT_PAGE (page));
  overlay = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), page);
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);

  if (!xq_tournament_model_open_file (model, argv[1], &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  /* The last round without results, to pair it again below (through the store, as undo does). */
  while (xq_store_undo_result (xq_tournament_model_get_store (model), event, NULL, NULL))
    if (++n_undo >= 500)
      break;

  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (page))
    g_main_context_iteration (NULL, TRUE);
  wait_for_paint (page);

  g_print ("{\n");
  t0 = now ();
  if (!xq_tournament_model_open_event (model, event, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_print ("  \"open_event_ms\": %.1f,\n", 1000 * (now () - t0));
  wait_for_paint (page);
  g_print ("  \"open_event_painted_ms\": %.1f,\n", 1000 * (now () - t0));
  g_print ("  \"players\": %u, \"rounds\": %u,\n", g_list_model_get_n_items (xq_tournament_model_get_players (model)),
           xq_tournament_model_get_n_rounds (model));

  /* A team event (bench-team.c makes one): its Teams view instead of the players. */
  if (xq_tournament_model_get_team_boards (model) > 0)
    {
      t0 = now ();
      xq_tournament_page_show_view (XQ_TOURNAMENT_PAGE (page), "teams");
      wait_for_paint (page);
      g_print ("  \"teams_view_painted_ms\": %.1f,\n", 1000 * (now () - t0));
      goto tables;
    }

  /* Players: sort by every sortable column, both ways. */
  xq_tournament_page_show_view (XQ_TOURNAMENT_PAGE (page), "players");
  wait_for_paint (page);
  players = XQ_PLAYERS_VIEW (find_type (page, XQ_TYPE_PLAYERS_VIEW));
  table = xq_players_view_get_column_view (players);
  columns = gtk_column_view_get_columns (table);
  for (guint c = 0; c < g_list_model_get_n_items (columns); c++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, c);
      if (gtk_column_view_column_get_sorter (column) == NULL)
        continue;
      for (int order = 0; order < 2; order++)
        {
          t0 = now ();
          gtk_column_view_sort_by_column (table, column, order == 0 ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING);
          flush ();
          wait_for_paint (page);
          g_print ("  \"sort_%s_%s_ms\": %.1f,\n", gtk_column_view_column_get_title (column), order == 0 ? "up" : "down",
                   1000 * (now () - t0));
        }
    }
  gtk_column_view_sort_by_column (table, NULL, GTK_SORT_ASCENDING);
  flush ();
  n_players = g_list_model_get_n_items (G_LIST_MODEL (xq_players_view_get_list (players)));
  t0 = now ();
  gtk_editable_set_text (GTK_EDITABLE (find_type (GTK_WIDGET (players), GTK_TYPE_SEARCH_ENTRY)), "Player 09");
  while (g_list_model_get_n_items (G_LIST_MODEL (xq_players_view_get_list (players))) > 200)
    g_main_context_iteration (NULL, TRUE);
  wait_for_paint (page);
  g_print ("  \"filter_ms\": %.1f,\n", 1000 * (now () - t0));
  gtk_editable_set_text (GTK_EDITABLE (find_type (GTK_WIDGET (players), GTK_TYPE_SEARCH_ENTRY)), "");
  while (g_list_model_get_n_items (G_LIST_MODEL (xq_players_view_get_list (players))) < n_players)
    g_main_context_iteration (NULL, TRUE);
  scroll_through ("players", table);

tables:
  xq_tournament_page_show_view (XQ_TOURNAMENT_PAGE (page), "standings");
  wait_for_paint (page);
  scroll_through ("standings",
                  xq_standings_view_get_column_view (XQ_STANDINGS_VIEW (find_type (page, XQ_TYPE_STANDINGS_VIEW))));
  xq_tournament_page_show_view (XQ_TOURNAMENT_PAGE (page), "crosstable");
  wait_for_paint (page);
  scroll_through ("crosstable",
                  xq_crosstable_view_get_column_view (XQ_CROSSTABLE_VIEW (find_type (page, XQ_TYPE_CROSSTABLE_VIEW))));

  /* Pairing the last round again in its thread, with the main loop ticking every 5 ms. */
  xq_tournament_page_show_view (XQ_TOURNAMENT_PAGE (page), "rounds");
  wait_for_paint (page);
  {
    Stall s = { 0 };
    guint id = g_timeout_add (5, tick_cb, &s);

    t0 = now ();
    xq_tournament_model_pair_async (model, TRUE, NULL, pair_done_cb, &s);
    while (s.done == 0)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
    g_print ("  \"pair_again_ms\": %.1f, \"pair_again_worst_main_loop_stall_ms\": %.1f,\n", 1000 * (now () - t0),
             s.worst / 1000.0);
  }

  /* Results on the round shown: each one written (synchronous = FULL), read back, lists updated. */
  {
    double total = 0, worst = 0;
    guint  n = 20;

    for (guint i = 0; i < n; i++)
      {
        double dt;
        t0 = now ();
        xq_tournament_model_set_result (model, i, i % 2 ? XQ_GAME_RESULT_RED_WIN : XQ_GAME_RESULT_DRAW, NULL);
        wait_for_paint (page);
        dt = now () - t0;
        total += dt;
        worst = MAX (worst, dt);
      }
    g_print ("  \"result_entry\": {\"n\": %u, \"mean_ms\": %.1f, \"worst_ms\": %.1f},\n", n, 1000 * total / n,
             1000 * worst);
    t0 = now ();
    for (guint i = 0; i < n; i++)
      xq_tournament_model_undo (model, NULL, NULL);
    wait_for_paint (page);
    g_print ("  \"undo_mean_ms\": %.1f\n", 1000 * (now () - t0) / n);
  }
  g_print ("}\n");
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
  return 0;
}
