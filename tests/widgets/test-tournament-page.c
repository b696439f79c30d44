/* test-tournament-page.c: the Tournament page in the main window — creating an event, players,
 * pairing and results by row, undo, the dispute button, standings and crosstable columns,
 * brackets and groups, a team's board order by drag and drop, printing to PDF
 *
 * Each view is also rendered to $G_TEST_BUILDDIR/tournament-*.png for a person to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "xq-board-item.h"
#include "xq-bracket-view.h"
#include "xq-crosstable-view.h"
#include "xq-event-dialog.h"
#include "xq-player-item.h"
#include "xq-players-view.h"
#include "xq-rounds-view.h"
#include "xq-standing-item.h"
#include "xq-standings-view.h"
#include "xq-teams-view-private.h"
#include "xq-test-util.h"
#include "xq-tournament-model.h"
#include "xq-tournament-page.h"
#include "xq-tournament-print.h"
#include "xq-tournament-ui.h"

/* The page in a window of its own, as in the main window: in a toast overlay, with a "win" action
 * group that records the disputes opened (the main window's win.open-dispute is tested in
 * test-window.c: the records' and the store's XqGame cannot meet in one file). */
typedef struct
{
  GtkWindow         *window;
  XqTournamentPage  *page;
  XqTournamentModel *model;
  GVariant          *dispute;
} Fixture;

static void
open_dispute_cb (GSimpleAction *action,
                 GVariant      *param,
                 Fixture       *f)
{
  g_clear_pointer (&f->dispute, g_variant_unref);
  f->dispute = g_variant_ref (param);
}

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  g_autoptr (GError)             error = NULL;
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr (GSimpleAction)      action = g_simple_action_new ("open-dispute", G_VARIANT_TYPE ("(sssss)"));
  GtkWidget                     *overlay = adw_toast_overlay_new ();
  GtkWindow                     *window;

  f->page = XQ_TOURNAMENT_PAGE (xq_tournament_page_new ());
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (f->page));
  f->window = GTK_WINDOW (g_object_ref_sink (gtk_window_new ()));
  gtk_window_set_child (f->window, overlay);
  g_signal_connect (action, "activate", G_CALLBACK (open_dispute_cb), f);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  gtk_widget_insert_action_group (GTK_WIDGET (f->window), "win", G_ACTION_GROUP (group));
  window = xq_test_show (GTK_WIDGET (f->page), 1200, 800);
  g_object_unref (window);
  g_assert_true (xq_tournament_page_ensure_file (f->page, &error));
  g_assert_no_error (error);
  f->model = xq_tournament_page_get_model (f->page);
  /* Each test starts from an empty events file. */
  while (g_list_model_get_n_items (xq_tournament_model_get_events (f->model)) > 0)
    {
      g_autoptr (GObject) item = g_list_model_get_item (xq_tournament_model_get_events (f->model), 0);
      gint64              id;
      g_object_get (item, "id", &id, NULL);
      g_assert_true (xq_tournament_model_delete_event (f->model, id, NULL));
    }
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  gtk_window_destroy (f->window);
  xq_test_flush ();
  g_assert_finalize_object (f->window);
  g_clear_pointer (&f->dispute, g_variant_unref);
}

static void
snap (GtkWidget  *widget,
      const char *name)
{
  g_autoptr (GdkTexture) texture = NULL;

  xq_test_wait_for_paint (widget);
  texture = xq_test_render (widget);
  xq_test_save (texture, name);
}

/* An event of @n_players players opened on the page, decided by @tiebreaks (else the system's). */
static gint64
create_event_decided_by (Fixture    *f,
                         const char *name,
                         XqSystem    system,
                         guint       n_players,
                         GArray     *tiebreaks)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) tb = tiebreaks != NULL ? g_array_ref (tiebreaks) : xq_tiebreaks_default (system);
  XqEvent            event = { 0 };
  gint64             id;

  event.name = (char *) name;
  event.system = system;
  event.rounds = system == XQ_SYSTEM_SWISS ? 5 : 0;
  event.games_per_match = system == XQ_SYSTEM_GROUPS ? 2 : 1;
  event.group_count = system == XQ_SYSTEM_GROUPS ? 2 : 0;
  event.scoring = system == XQ_SYSTEM_GROUPS ? XQ_SCORING_3_1_0 : XQ_SCORING_2_1_0;
  event.tiebreaks = tb;
  event.profile = XQ_PROFILE_AXF;
  xq_event_set_defaults (&event);
  id = xq_tournament_model_create_event (f->model, &event, &error);
  g_assert_no_error (error);
  g_assert_true (xq_tournament_model_open_event (f->model, id, &error));
  for (guint i = 0; i < n_players; i++)
    {
      static const char *const names[] = { "王天一", "郑惟桐", "许银川", "吕钦", "Lai Li", "Sam Lee", "赵鑫鑫", "蒋川" };
      g_autofree char         *player = i < G_N_ELEMENTS (names) ? g_strdup (names[i]) : g_strdup_printf ("Player %u", i + 1);
      XqPlayerSpec             spec = { player, 2600 - 50 * (int) i, i % 2 == 0 ? "杭州" : "Club", NULL };
      g_assert_cmpint (xq_tournament_model_add_player (f->model, &spec, &error), >, 0);
    }
  xq_test_flush ();
  return id;
}

static gint64
create_event (Fixture    *f,
              const char *name,
              XqSystem    system,
              guint       n_players)
{
  return create_event_decided_by (f, name, system, n_players, NULL);
}

static void
wait_not_busy (Fixture *f)
{
  while (xq_tournament_model_get_busy (f->model))
    g_main_context_iteration (NULL, TRUE);
  xq_test_flush ();
}

static XqRoundsView *
rounds_view (Fixture *f)
{
  return XQ_ROUNDS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_ROUNDS_VIEW));
}

static guint
selected_board (Fixture *f)
{
  return gtk_single_selection_get_selected (xq_rounds_view_get_selection (rounds_view (f)));
}

static XqBoardItem *
board (Fixture *f,
       guint    i)
{
  XqBoardItem *item = g_list_model_get_item (xq_tournament_model_get_boards (f->model), i);

  g_object_unref (item);
  return item;
}

/* The combo row titled @title under @root, or NULL. */
static AdwComboRow *
combo_row (GtkWidget  *root,
           const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found;
      if (ADW_IS_COMBO_ROW (child) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
        return ADW_COMBO_ROW (child);
      if ((found = combo_row (child, title)) != NULL)
        return found;
    }
  return NULL;
}

static void
test_create_event (Fixture      *f,
                   gconstpointer data)
{
  GtkWidget         *dialog = xq_event_dialog_new (f->model);
  GArray            *tbs;
  XqTiebreak         first, second;
  const XqEventData *d;
  GtkWidget         *name_row;

  g_test_summary ("The new-event dialog creates and opens the event with the system's tie-breaks in the order "
                  "the arbiter dragged them to");
  gtk_window_set_transient_for (GTK_WINDOW (dialog), f->window);
  gtk_window_present (GTK_WINDOW (dialog));
  xq_test_wait_for_paint (dialog);
  snap (dialog, "tournament-new-event");
  g_assert_false (xq_test_action_enabled (dialog, "event-dialog.create"));
  name_row = xq_test_find_type (dialog, ADW_TYPE_ENTRY_ROW);
  gtk_editable_set_text (GTK_EDITABLE (name_row), "Spring Open 春季赛");
  xq_test_flush ();
  tbs = xq_event_dialog_get_tiebreaks (XQ_EVENT_DIALOG (dialog));
  g_assert_cmpuint (tbs->len, ==, 5); /* Swiss: CXA 14.3.1 */
  first = g_array_index (tbs, XqTiebreak, 0);
  second = g_array_index (tbs, XqTiebreak, 1);
  xq_event_dialog_move_tiebreak (XQ_EVENT_DIALOG (dialog), 1, 0);
  g_assert_cmpint (g_array_index (tbs, XqTiebreak, 0), ==, second);
  g_assert_cmpint (g_array_index (tbs, XqTiebreak, 1), ==, first);
  /* The arrows and the remove button act on the list too. */
  g_assert_true (xq_test_activate (dialog, "event-dialog.remove-tiebreak", g_variant_new_uint32 (4)));
  g_assert_cmpuint (tbs->len, ==, 4);
  g_assert_true (xq_test_activate (dialog, "event-dialog.move-tiebreak", g_variant_new ("(uu)", 0, 1)));
  g_assert_cmpint (g_array_index (tbs, XqTiebreak, 0), ==, first);
  g_assert_true (xq_test_activate (dialog, "event-dialog.move-tiebreak", g_variant_new ("(uu)", 0, 1)));
  g_assert_true (xq_test_action_enabled (dialog, "event-dialog.create"));
  /* A late entrant gets a half-point bye for each round missed (issue 29: chosen per event). */
  g_assert_nonnull (combo_row (dialog, "Late entries"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (combo_row (dialog, "Late entries"))));
  adw_combo_row_set_selected (combo_row (dialog, "Late entries"), XQ_LATE_ENTRY_HALF);
  /* The pairing system (issue 29): FIDE Dutch beside Qili's rules, which pairs by its own S1/S2 and
   * so has no split to choose; round 1 by the numbers drawn. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (combo_row (dialog, "Pairing in a score group"))));
  adw_combo_row_set_selected (combo_row (dialog, "Pairing system"), XQ_SWISS_RULES_DUTCH);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (combo_row (dialog, "Pairing in a score group"))));
  adw_combo_row_set_selected (combo_row (dialog, "Round 1"), XQ_ROUND_ONE_LOT);
  xq_test_wait_for_paint (dialog);
  snap (dialog, "tournament-new-event-dutch");
  g_assert_true (xq_test_activate (dialog, "event-dialog.create", NULL));

  d = xq_tournament_model_get_data (f->model);
  g_assert_nonnull (d);
  g_assert_cmpstr (d->event.name, ==, "Spring Open 春季赛");
  g_assert_cmpint (d->event.system, ==, XQ_SYSTEM_SWISS);
  g_assert_cmpuint (d->event.rounds, ==, 7);
  g_assert_cmpuint (d->event.tiebreaks->len, ==, 4);
  g_assert_cmpint (g_array_index (d->event.tiebreaks, XqTiebreak, 0), ==, second);
  g_assert_cmpint (d->event.late_entry, ==, XQ_LATE_ENTRY_HALF);
  g_assert_cmpint (d->event.swiss_rules, ==, XQ_SWISS_RULES_DUTCH);
  g_assert_cmpint (d->event.round_one, ==, XQ_ROUND_ONE_LOT);
  g_assert_cmpuint (d->event.half_byes, ==, 1); /* as qili-cli's create */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (xq_test_find_type (GTK_WIDGET (f->page), GTK_TYPE_STACK))),
                   ==, "event");
  xq_test_flush ();
}

static void
test_players (Fixture      *f,
              gconstpointer data)
{
  XqPlayersView           *view;
  GtkSingleSelection      *list;
  GtkEntry                *name;
  GtkColumnView           *table;
  GListModel              *columns;
  g_autoptr (GObject)      rating_column = NULL;
  g_autoptr (XqPlayerItem) top = NULL;

  g_test_summary ("Players are typed in one after another with Enter, sorted by a column, found by name and "
                  "removed before round 1");
  create_event (f, "Players", XQ_SYSTEM_SWISS, 4);
  view = XQ_PLAYERS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_PLAYERS_VIEW));
  xq_tournament_page_show_view (f->page, "players");
  list = xq_players_view_get_list (view);
  name = GTK_ENTRY (xq_test_find_type (GTK_WIDGET (view), GTK_TYPE_ENTRY));
  gtk_editable_set_text (GTK_EDITABLE (name), "New Player");
  g_signal_emit_by_name (name, "activate");
  xq_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 5);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "");
  g_assert_true (gtk_window_get_focus (f->window) == GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (name))));

  /* Sorting by rating, highest first: the new player (unrated) goes last. */
  table = xq_players_view_get_column_view (view);
  columns = gtk_column_view_get_columns (table);
  rating_column = g_list_model_get_item (columns, 3);
  gtk_column_view_sort_by_column (table, GTK_COLUMN_VIEW_COLUMN (rating_column), GTK_SORT_DESCENDING);
  xq_test_flush ();
  top = g_list_model_get_item (G_LIST_MODEL (list), 0);
  g_assert_cmpint (xq_player_item_get_rating (top), ==, 2600);
  {
    g_autoptr (XqPlayerItem) last = g_list_model_get_item (G_LIST_MODEL (list), 4);
    g_assert_cmpstr (xq_player_item_get_name (last), ==, "New Player");
  }
  gtk_column_view_sort_by_column (table, NULL, GTK_SORT_ASCENDING);

  /* Finding by name. */
  gtk_editable_set_text (GTK_EDITABLE (xq_test_find_type (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY)), "郑");
  while (g_list_model_get_n_items (G_LIST_MODEL (list)) != 1)
    g_main_context_iteration (NULL, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (xq_test_find_type (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY)), "");
  while (g_list_model_get_n_items (G_LIST_MODEL (list)) != 5)
    g_main_context_iteration (NULL, TRUE);
  snap (GTK_WIDGET (f->page), "tournament-players");

  /* Removing needs a selection and no round yet. */
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "players.remove"));
  gtk_single_selection_set_selected (list, 4);
  xq_test_flush ();
  g_assert_true (gtk_widget_get_sensitive (xq_test_find_button (GTK_WIDGET (view), "_Remove…")));
  g_assert_true (xq_tournament_model_remove_player (f->model, xq_player_item_get_entry_id (gtk_single_selection_get_selected_item (list)),
                                                    NULL));
  xq_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 4);
}

static AdwMessageDialog *
message_dialog (void)
{
  g_autoptr (GList) windows = gtk_window_list_toplevels ();
  AdwMessageDialog *dialog = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      dialog = l->data;
  return dialog;
}

static void
test_import (Fixture      *f,
             gconstpointer data)
{
  g_autofree char    *good_path = g_build_filename (g_get_user_data_dir (), "players.csv", NULL);
  g_autofree char    *bad_path = g_build_filename (g_get_user_data_dir (), "bad.csv", NULL);
  g_autoptr (GFile)   good = g_file_new_for_path (good_path);
  g_autoptr (GFile)   bad = g_file_new_for_path (bad_path);
  g_autoptr (GError)  error = NULL;
  XqPlayersView      *view;
  GtkSingleSelection *list;
  AdwMessageDialog   *ask;

  g_test_summary ("Import Players imports a list once; a list with 1,500 as a rating imports nobody; the same "
                  "list again asks first, and imports it only when told to");
  create_event (f, "Import", XQ_SYSTEM_SWISS, 2);
  view = XQ_PLAYERS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_PLAYERS_VIEW));
  xq_tournament_page_show_view (f->page, "players");
  list = xq_players_view_get_list (view);
  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_file_set_contents (good_path, "name,rating,club\nLi Lai,1500,A\n\"Zhao, Xin\",1400,B\n", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (bad_path, "name,rating,club\nWang Wei,1,500,C\n", -1, &error);
  g_assert_no_error (error);

  xq_players_view_import_file (view, bad);
  xq_test_flush ();
  g_assert_null (message_dialog ());
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 2);

  xq_players_view_import_file (view, good);
  xq_test_flush ();
  g_assert_null (message_dialog ());
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 4);

  /* Again: asked; cancelled, nothing changes. */
  xq_players_view_import_file (view, good);
  xq_test_flush ();
  ask = message_dialog ();
  g_assert_nonnull (ask);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ask), "Li Lai"));
  snap (GTK_WIDGET (ask), "tournament-import-twice");
  adw_message_dialog_response (ask, "cancel");
  gtk_window_destroy (GTK_WINDOW (ask));
  xq_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 4);

  /* Again, and imported anyway: two more people of those names. */
  xq_players_view_import_file (view, good);
  xq_test_flush ();
  ask = message_dialog ();
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "import");
  gtk_window_destroy (GTK_WINDOW (ask));
  xq_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 6);
}

static void
test_withdraw_text (Fixture      *f,
                    gconstpointer data)
{
  XqWithdrawal     w = { 2, 5, TRUE, 2, 3 };
  g_autofree char *annul = NULL, *forfeit = NULL, *swiss = NULL;

  g_test_summary ("Before a withdrawal the arbiter reads what seed 000 §14 will do with the player's games");
  annul = xq_players_view_describe_withdrawal ("Sam", FALSE, XQ_SYSTEM_ROUNDROBIN, &w);
  g_assert_cmpstr (annul, ==, "Sam has played 2 of 5 games, fewer than half. They leave the table and their 2 results "
                              "are annulled: they count for nobody, their opponents included.");
  w = (XqWithdrawal){ 3, 5, FALSE, 0, 2 };
  forfeit = xq_players_view_describe_withdrawal ("Sam", FALSE, XQ_SYSTEM_ROUNDROBIN, &w);
  g_assert_cmpstr (forfeit, ==, "Sam has played 3 of 5 games, half or more. Their results stand; the 2 games still to "
                                "come are lost by forfeit.");
  swiss = xq_players_view_describe_withdrawal ("Sam", FALSE, XQ_SYSTEM_SWISS, &w);
  g_assert_cmpstr (swiss, ==, "Sam has played 3 of 5 games, half or more. Their results stand and they are not paired "
                              "again.");
}

static void
test_withdraw_team_text (Fixture      *f,
                         gconstpointer data)
{
  XqWithdrawal     w = { 1, 5, TRUE, 1, 4 };
  g_autofree char *annul = NULL, *forfeit = NULL;

  g_test_summary ("A team's withdrawal counts matches, not games (seed 000 §14 for the team as a whole)");
  annul = xq_players_view_describe_withdrawal ("Riverside", TRUE, XQ_SYSTEM_ROUNDROBIN, &w);
  g_assert_cmpstr (annul, ==, "Riverside has played 1 of 5 matches, fewer than half. They leave the table and their 1 "
                              "result is annulled: it counts for nobody, their opponent included.");
  w = (XqWithdrawal){ 4, 5, FALSE, 0, 1 };
  forfeit = xq_players_view_describe_withdrawal ("Riverside", TRUE, XQ_SYSTEM_ROUNDROBIN, &w);
  g_assert_cmpstr (forfeit, ==, "Riverside has played 4 of 5 matches, half or more. Their results stand; the 1 match "
                                "still to come is lost by forfeit.");
}

static void
test_rounds (Fixture      *f,
             gconstpointer data)
{
  XqRoundsView *view;
  XqBoardItem  *b;

  g_test_summary ("Pairing from the page, then results by row moving to the next board, violations, undo "
                  "back to the board changed, pairing again while nothing is entered");
  create_event (f, "Rounds", XQ_SYSTEM_ROUNDROBIN, 6);
  xq_tournament_page_show_view (f->page, "rounds");
  view = rounds_view (f);
  snap (GTK_WIDGET (f->page), "tournament-rounds-empty");
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "rounds.pair"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.pair", NULL));
  wait_not_busy (f);
  g_assert_cmpuint (xq_tournament_model_get_n_rounds (f->model), ==, 1);
  g_assert_cmpuint (selected_board (f), ==, 0);
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "rounds.repair"));

  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string ("1-0")));
  g_assert_cmpint (xq_board_item_get_result (board (f, 0)), ==, XQ_GAME_RESULT_RED_WIN);
  g_assert_cmpuint (selected_board (f), ==, 1);
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "rounds.repair"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.violation", g_variant_new_string ("black+")));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string ("1/2-1/2")));
  b = board (f, 1);
  g_assert_cmpint (xq_board_item_get_result (b), ==, XQ_GAME_RESULT_DRAW);
  g_assert_cmpuint (xq_board_item_get_black_violations (b), ==, 1);
  g_assert_cmpuint (selected_board (f), ==, 2);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string ("-+")));
  g_assert_cmpint (xq_board_item_get_result (board (f, 2)), ==, XQ_GAME_RESULT_BLACK_WIN_FORFEIT);
  /* The last board: the selection stays. */
  g_assert_cmpuint (selected_board (f), ==, 2);
  snap (GTK_WIDGET (f->page), "tournament-rounds");

  /* Undo takes back the forfeit and selects its board. */
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (view), 0);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.undo", NULL));
  g_assert_cmpint (xq_board_item_get_result (board (f, 2)), ==, XQ_GAME_RESULT_NONE);
  g_assert_cmpuint (selected_board (f), ==, 2);
  /* Delete clears a result. */
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (view), 0);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string ("")));
  g_assert_cmpint (xq_board_item_get_result (board (f, 0)), ==, XQ_GAME_RESULT_NONE);
  g_assert_cmpuint (selected_board (f), ==, 0);

  /* Round 2 once round 1 is complete. */
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "rounds.pair"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string ("0-1")));
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (view), 2);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string ("+-")));
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "rounds.pair"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.pair", NULL));
  wait_not_busy (f);
  g_assert_cmpuint (xq_tournament_model_get_round (f->model), ==, 2);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.repair", NULL));
  wait_not_busy (f);
  g_assert_cmpuint (xq_tournament_model_get_n_rounds (f->model), ==, 2);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.previous", NULL));
  g_assert_cmpuint (xq_tournament_model_get_round (f->model), ==, 1);
}

/* A team event (分台制) of @n_teams teams of three, on two boards. */
static void
create_team_event (Fixture *f,
                   XqSystem system,
                   guint    n_teams)
{
  static const char *const teams[] = { "北京队", "Shanghai", "广东队", "Hangzhou" };
  g_autoptr (GError)       error = NULL;
  XqEvent                  event = { 0 };
  gint64                   id;

  event.name = (char *) "City teams 城市团体赛";
  event.system = system;
  event.rounds = system == XQ_SYSTEM_SWISS ? 3 : 0;
  event.games_per_match = 1;
  event.team_boards = 2;
  event.match_points = XQ_SCORING_2_1_0;
  id = xq_tournament_model_create_event (f->model, &event, &error);
  g_assert_no_error (error);
  g_assert_true (xq_tournament_model_open_event (f->model, id, &error));
  for (guint t = 0; t < n_teams; t++)
    {
      gint64 team = xq_tournament_model_add_team (f->model, teams[t], "Club", &error);
      g_assert_no_error (error);
      for (guint k = 0; k < 3; k++)
        {
          g_autofree char *name = g_strdup_printf ("%s %u", teams[t], k + 1);
          XqPlayerSpec     spec = { name, 2400 - 100 * (int) k, NULL, NULL };
          g_assert_cmpint (xq_tournament_model_add_team_player (f->model, team, &spec, &error), >, 0);
        }
    }
  xq_test_flush ();
}

static GtkLabel *label_containing (GtkWidget  *root,
                                   const char *part);

static void
test_explain (Fixture      *f,
              gconstpointer data)
{
  XqRoundsView *view;
  GtkPopover   *popover;
  GtkLabel     *text;
  guint         n;

  g_test_summary ("In a Swiss, Why? on a board of round 2 opens a popover saying in words why the board is "
                  "paired so: the score groups, who floats, the colours; a round robin offers no Why?");
  create_event (f, "Explained", XQ_SYSTEM_SWISS, 8);
  xq_tournament_page_show_view (f->page, "rounds");
  view = rounds_view (f);
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "rounds.explain"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.pair", NULL));
  wait_not_busy (f);
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "rounds.explain"));
  /* Red wins on boards 1–3, a draw on board 4: score groups of 3, 2 and 3 (2-1-0). */
  n = g_list_model_get_n_items (xq_tournament_model_get_boards (f->model));
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string (i == 3 ? "1/2-1/2" : "1-0")));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.pair", NULL));
  wait_not_busy (f);
  g_assert_cmpuint (xq_tournament_model_get_round (f->model), ==, 2);
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (view), 0);
  xq_test_flush ();
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.explain", NULL));
  popover = xq_rounds_view_get_explanation (view);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  text = GTK_LABEL (xq_test_find_type (GTK_WIDGET (popover), GTK_TYPE_LABEL));
  g_test_message ("%s", gtk_label_get_text (text));
  g_assert_nonnull (strstr (gtk_label_get_text (text), "score"));
  g_assert_nonnull (strstr (gtk_label_get_text (text), " has Red, "));
  g_assert_nonnull (strstr (gtk_label_get_text (text), "第二轮起由积分多的依序往下编"));
  snap (GTK_WIDGET (f->window), "tournament-explain");
  snap (GTK_WIDGET (popover), "tournament-explain-popover");
  gtk_popover_popdown (popover);
  xq_test_flush ();
}

static void
test_late_entry (Fixture      *f,
                 gconstpointer data)
{
  XqPlayersView      *view;
  GtkSingleSelection *list;
  GtkEntry           *name;
  const XqEventData  *d;

  g_test_summary ("After round 1 of a Swiss the Players view still takes entries: a late entrant is paired from "
                  "the next round, and the view says so; a round robin closes entries at round 1");
  create_event (f, "Late", XQ_SYSTEM_SWISS, 4);
  view = XQ_PLAYERS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_PLAYERS_VIEW));
  list = xq_players_view_get_list (view);
  xq_tournament_page_show_view (f->page, "rounds");
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL));
  wait_not_busy (f);
  xq_tournament_page_show_view (f->page, "players");
  xq_test_flush ();
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "players.add"));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "players.remove"));
  g_assert_nonnull (label_containing (GTK_WIDGET (view), "paired from round 2"));
  name = GTK_ENTRY (xq_test_find_type (GTK_WIDGET (view), GTK_TYPE_ENTRY));
  gtk_editable_set_text (GTK_EDITABLE (name), "Late 迟到");
  g_signal_emit_by_name (name, "activate");
  xq_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 5);
  d = xq_tournament_model_get_data (f->model);
  g_assert_cmpstr (g_array_index (d->entries, XqEntry, 4).name, ==, "Late 迟到");
  g_assert_cmpint (g_array_index (d->entries, XqEntry, 4).joined_round, ==, 2);
  snap (GTK_WIDGET (f->page), "tournament-late-entry");
}

static void
test_late_entry_closed (Fixture      *f,
                        gconstpointer data)
{
  XqPlayersView *view;

  g_test_summary ("A round robin takes no entries once round 1 is paired");
  create_event (f, "Closed", XQ_SYSTEM_ROUNDROBIN, 4);
  view = XQ_PLAYERS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_PLAYERS_VIEW));
  xq_tournament_page_show_view (f->page, "rounds");
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL));
  wait_not_busy (f);
  xq_tournament_page_show_view (f->page, "players");
  xq_test_flush ();
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "players.add"));
  g_assert_nonnull (label_containing (GTK_WIDGET (view), "Entries closed"));
}

static char *pdf_text (const char *path);
static void  check_narrow (Fixture    *f,
                           const char *view,
                           GString    *problems);

/* A stamp as the store keeps it: "2026-12-06T08:40:38Z". */
#define UTC_STAMP "\\dT\\d\\d:\\d\\d:\\d\\dZ"

/* The latest journal entry's stamp, stored in UTC ("…Z"), as a clock @minutes ahead of UTC shows
 * it, in the locale's date and time. */
static char *
journal_when_there (Fixture *f,
                    int      minutes)
{
  const XqEventData         *d = xq_tournament_model_get_data (f->model);
  const XqEventJournalEntry *last;
  g_autoptr (GTimeZone)      utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime)      at = NULL, there = NULL;

  g_assert_cmpuint (d->journal->len, >, 0);
  last = &g_array_index (d->journal, XqEventJournalEntry, d->journal->len - 1);
  g_assert_true (g_str_has_suffix (last->at, "Z"));
  at = g_date_time_new_from_iso8601 (last->at, utc);
  g_assert_nonnull (at);
  there = g_date_time_add_minutes (at, minutes);
  return g_date_time_format (there, "%x %X");
}

/* How many labels under @root hold @part, drawn, in a row (a column view's) whose labels also hold
 * @row_name (NULL: any row). */
static guint
labels_holding (GtkWidget  *root,
                const char *part,
                const char *row_name)
{
  guint n = 0;

  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), part) != NULL &&
      gtk_widget_is_drawable (root))
    {
      GtkWidget *row = gtk_widget_get_parent (gtk_widget_get_parent (root)); /* label, cell, row */
      return row_name == NULL || (row != NULL && label_containing (row, row_name) != NULL) ? 1 : 0;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += labels_holding (c, part, row_name);
  return n;
}

static void
test_club_night (Fixture      *f,
                 gconstpointer data)
{
  XqPlayersView      *players;
  XqRoundsView       *rounds;
  GtkSingleSelection *list;
  const XqEventData  *d;
  g_autofree char    *red = NULL, *black = NULL;
  gboolean            half_bye = FALSE;
  guint               n;
  g_autofree char    *saved_tz = g_strdup (g_getenv ("TZ"));
  g_autofree char    *when = NULL;

  g_test_summary ("The club night on the page: a half-point bye asked for in the Players view before round 2 is "
                  "paired, a board's colours swapped by hand, and the journal of both with who and when (in the "
                  "local time, on the page and in print)");
  /* A zone of our own, with no tzdata needed: India's, UTC+5:30 all year. */
  g_setenv ("TZ", "IST-5:30", TRUE);
  create_event (f, "Club night", XQ_SYSTEM_SWISS, 7);
  players = XQ_PLAYERS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_PLAYERS_VIEW));
  list = xq_players_view_get_list (players);
  xq_tournament_page_show_view (f->page, "rounds");
  rounds = rounds_view (f);
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.pair", NULL));
  wait_not_busy (f);
  n = g_list_model_get_n_items (xq_tournament_model_get_boards (f->model));
  for (guint i = 0; i < n; i++)
    if (xq_board_item_get_editable (board (f, i)))
      {
        gtk_single_selection_set_selected (xq_rounds_view_get_selection (rounds), i);
        g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.result", g_variant_new_string ("1-0")));
      }

  /* Players no. 2 and no. 3 are kept apart from now on (an absolute rule). */
  xq_tournament_page_show_view (f->page, "players");
  xq_test_flush ();
  gtk_single_selection_set_selected (list, 1);
  xq_test_flush ();
  {
    GtkWidget *apart = gtk_widget_get_ancestor (GTK_WIDGET (xq_test_find_type (GTK_WIDGET (players), GTK_TYPE_DROP_DOWN)),
                                                GTK_TYPE_POPOVER);
    g_assert_nonnull (apart);
    gtk_popover_popup (GTK_POPOVER (apart));
    xq_test_flush ();
    gtk_drop_down_set_selected (GTK_DROP_DOWN (xq_test_find_type (apart, GTK_TYPE_DROP_DOWN)), 1); /* no. 3 */
    g_assert_true (xq_test_activate (GTK_WIDGET (players), "players.forbid", g_variant_new_boolean (TRUE)));
    d = xq_tournament_model_get_data (f->model);
    g_assert_cmpuint (d->forbidden->len, ==, 1);
    g_assert_true (xq_event_data_forbidden (d, g_array_index (d->entries, XqEntry, 1).id, g_array_index (d->entries, XqEntry, 2).id));
    g_assert_nonnull (label_containing (apart, "Never paired against"));
    snap (apart, "tournament-keep-apart");
    gtk_popover_popdown (GTK_POPOVER (apart));
    xq_test_flush ();
  }

  /* Player no. 2 asks for a half-point bye in round 2. */
  xq_tournament_page_show_view (f->page, "players");
  xq_test_flush ();
  gtk_single_selection_set_selected (list, 1);
  xq_test_flush ();
  g_assert_true (gtk_widget_get_visible (xq_test_find_type (GTK_WIDGET (players), GTK_TYPE_MENU_BUTTON)));
  g_assert_true (xq_test_activate (GTK_WIDGET (players), "players.bye", g_variant_new_string ("half")));
  d = xq_tournament_model_get_data (f->model);
  g_assert_cmpuint (d->bye_requests->len, ==, 1);
  g_assert_cmpint (g_array_index (d->bye_requests, XqByeRequest, 0).kind, ==, XQ_BYE_HALF);
  g_assert_cmpuint (g_array_index (d->bye_requests, XqByeRequest, 0).round, ==, 2);
  /* The Players table's Status column says so before round 2 is paired, on his row alone; the
   * other kind of bye, and taking it back, show as well. */
  xq_test_flush ();
  g_assert_cmpuint (labels_holding (GTK_WIDGET (players), "Half-point bye asked for round 2", "郑惟桐"), ==, 1);
  g_assert_true (xq_test_activate (GTK_WIDGET (players), "players.bye", g_variant_new_string ("zero")));
  xq_test_flush ();
  g_assert_cmpuint (labels_holding (GTK_WIDGET (players), "Half-point bye asked for", NULL), ==, 0);
  g_assert_cmpuint (labels_holding (GTK_WIDGET (players), "Zero-point bye (absent) asked for round 2", "郑惟桐"), ==, 1);
  snap (GTK_WIDGET (players), "tournament-bye-asked");
  g_assert_true (xq_test_activate (GTK_WIDGET (players), "players.bye", g_variant_new_string ("none")));
  xq_test_flush ();
  g_assert_cmpuint (labels_holding (GTK_WIDGET (players), "bye (absent) asked for", NULL), ==, 0);
  g_assert_true (xq_test_activate (GTK_WIDGET (players), "players.bye", g_variant_new_string ("half")));
  xq_test_flush ();
  g_assert_cmpuint (labels_holding (GTK_WIDGET (players), "Half-point bye asked for round 2", "郑惟桐"), ==, 1);

  xq_tournament_page_show_view (f->page, "rounds");
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.pair", NULL));
  wait_not_busy (f);
  n = g_list_model_get_n_items (xq_tournament_model_get_boards (f->model));
  for (guint i = 0; i < n; i++)
    half_bye |= xq_board_item_get_bye (board (f, i)) && g_strcmp0 (xq_board_item_get_red_name (board (f, i)), "郑惟桐") == 0;
  g_assert_true (half_bye);
  /* Paired, the bye is a board of the round: the Status column no longer announces it. */
  xq_tournament_page_show_view (f->page, "players");
  xq_test_flush ();
  g_assert_cmpuint (labels_holding (GTK_WIDGET (players), "bye asked for", NULL), ==, 0);
  xq_tournament_page_show_view (f->page, "rounds");
  xq_test_flush ();

  /* Board 1's colours swapped by hand: journaled. */
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (rounds), 0);
  xq_test_flush ();
  red = g_strdup (xq_board_item_get_red_name (board (f, 0)));
  black = g_strdup (xq_board_item_get_black_name (board (f, 0)));
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (rounds), "rounds.swap-colours"));
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.swap-colours", NULL));
  g_assert_cmpstr (xq_board_item_get_red_name (board (f, 0)), ==, black);
  g_assert_cmpstr (xq_board_item_get_black_name (board (f, 0)), ==, red);
  g_test_message ("%s", gtk_label_get_text (xq_rounds_view_get_journal (rounds)));
  g_assert_nonnull (strstr (gtk_label_get_text (xq_rounds_view_get_journal (rounds)), "swapped by hand"));
  g_assert_nonnull (strstr (gtk_label_get_text (xq_rounds_view_get_journal (rounds)), "half-point bye"));
  /* Its stamp: stored in UTC, shown in the local time (UTC+5:30 here) in the locale's date and time. */
  when = journal_when_there (f, 330);
  g_assert_nonnull (strstr (gtk_label_get_text (xq_rounds_view_get_journal (rounds)), when));
  g_assert_false (g_regex_match_simple (UTC_STAMP, gtk_label_get_text (xq_rounds_view_get_journal (rounds)), 0, 0));
  /* Board 2 un-paired, its players paired again the other way round: journaled. */
  {
    g_autofree char *red2 = NULL, *black2 = NULL;
    guint            boards = g_list_model_get_n_items (xq_tournament_model_get_boards (f->model));
    gtk_single_selection_set_selected (xq_rounds_view_get_selection (rounds), 1);
    xq_test_flush ();
    red2 = g_strdup (xq_board_item_get_red_name (board (f, 1)));
    black2 = g_strdup (xq_board_item_get_black_name (board (f, 1)));
    g_assert_false (xq_test_action_enabled (GTK_WIDGET (rounds), "rounds.pair-players"));
    g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.unpair", NULL));
    g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)), ==, boards - 1);
    g_assert_nonnull (strstr (gtk_label_get_text (xq_rounds_view_get_journal (rounds)), "taken out of the pairing by hand"));
    g_assert_true (xq_test_action_enabled (GTK_WIDGET (rounds), "rounds.pair-players"));
    {
      GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (xq_rounds_view_get_journal (rounds)), GTK_TYPE_POPOVER);
      gtk_popover_popup (GTK_POPOVER (popover));
      xq_test_flush ();
      snap (popover, "tournament-changes-by-hand");
      gtk_popover_popdown (GTK_POPOVER (popover));
      xq_test_flush ();
    }
    g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.pair-players", NULL));
    g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)), ==, boards);
    g_assert_nonnull (strstr (gtk_label_get_text (xq_rounds_view_get_journal (rounds)), "paired by hand on board"));
    g_assert_false (xq_test_action_enabled (GTK_WIDGET (rounds), "rounds.pair-players"));
    /* The two meet again on the new board. */
    {
      gboolean found = FALSE;
      for (guint i = 0; i < boards; i++)
        {
          const char *r = xq_board_item_get_red_name (board (f, i)), *b = xq_board_item_get_black_name (board (f, i));
          found |= (g_strcmp0 (r, red2) == 0 && g_strcmp0 (b, black2) == 0) || (g_strcmp0 (r, black2) == 0 && g_strcmp0 (b, red2) == 0);
        }
      g_assert_true (found);
    }
  }
  /* A board with a result is not changed by hand. */
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (rounds), 0);
  xq_test_flush ();
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.result", g_variant_new_string ("1-0")));
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (rounds), 0);
  xq_test_flush ();
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (rounds), "rounds.swap-colours"));
  snap (GTK_WIDGET (f->page), "tournament-club-night");

  /* The journal prints: who, when, what. */
  {
    g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "tournament-journal.pdf", NULL);
    g_autofree char   *text = NULL;
    g_autoptr (GError) error = NULL;
    int                n_pages = 0;

    g_unlink (path);
    g_assert_true (xq_tournament_print (f->window, f->model, XQ_PRINT_JOURNAL, GTK_PRINT_OPERATION_ACTION_EXPORT, path,
                                        &n_pages, &error));
    g_assert_no_error (error);
    g_assert_cmpint (n_pages, ==, 1);
    text = pdf_text (path);
    g_test_message ("%s", text);
    g_assert_nonnull (strstr (text, "swapped by hand"));
    g_assert_nonnull (strstr (text, "half-point bye"));
    /* The same local time as on the page, never the stored UTC stamp. */
    g_assert_nonnull (strstr (text, when));
    g_assert_false (g_regex_match_simple (UTC_STAMP, text, 0, 0));
  }
  if (saved_tz != NULL)
    g_setenv ("TZ", saved_tz, TRUE);
  else
    g_unsetenv ("TZ");
}

static void
test_teams (Fixture      *f,
            gconstpointer data)
{
  XqTeamsView             *view;
  GtkEntry                *lineup;
  GtkLabel                *check;
  XqRoundsView            *rounds;
  GListModel              *members;
  g_autoptr (GArray)       set = NULL;
  g_autoptr (XqPlayerItem) first = NULL;
  gint64                   team;

  g_test_summary ("A team event on the page: the Teams view replaces Players, Alt+↑ moves a player up the board "
                  "order, a line-up is checked as it is typed with the reason of a refusal, then set; the round "
                  "shows each match's boards as match.board with the player and his team; results by key; "
                  "standings in 场分");
  create_team_event (f, XQ_SYSTEM_ROUNDROBIN, 4);
  g_assert_cmpuint (xq_tournament_model_get_team_boards (f->model), ==, 2);
  view = XQ_TEAMS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_TEAMS_VIEW));
  xq_tournament_page_show_view (f->page, "teams");
  xq_test_flush ();
  team = g_array_index (xq_tournament_model_get_data (f->model)->entries, XqEntry, 0).id;
  members = xq_tournament_model_dup_team_members (f->model, team);
  first = g_list_model_get_item (members, 0);
  g_object_unref (members);

  /* The first team and its first player are selected: Alt+↓ (teams.move-down) moves him to board 2,
   * Alt+↑ back. */
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "teams.move-down"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.move-down", NULL));
  members = xq_tournament_model_dup_team_members (f->model, team);
  {
    g_autoptr (XqPlayerItem) second = g_list_model_get_item (members, 1);
    g_assert_cmpint (xq_player_item_get_player_id (second), ==, xq_player_item_get_player_id (first));
  }
  g_object_unref (members);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.move-up", NULL));

  /* A line-up typed: checked at every key. */
  lineup = xq_teams_view_get_lineup_entry (view);
  check = xq_teams_view_get_lineup_label (view);
  gtk_editable_set_text (GTK_EDITABLE (lineup), "2 1");
  xq_test_flush ();
  g_test_message ("%s", gtk_label_get_text (check));
  g_assert_nonnull (strstr (gtk_label_get_text (check), "registered order"));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "teams.set-lineup"));
  gtk_editable_set_text (GTK_EDITABLE (lineup), "1 3");
  xq_test_flush ();
  g_assert_nonnull (strstr (gtk_label_get_text (check), "✓"));
  snap (GTK_WIDGET (f->page), "tournament-teams");
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "teams.set-lineup"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.set-lineup", NULL));
  set = xq_tournament_model_dup_lineup (f->model, team, 1);
  g_assert_cmpuint (set->len, ==, 2);
  g_assert_cmpint (g_array_index (set, gint64, 0), ==, xq_player_item_get_player_id (first));

  /* Round 1: two matches of two boards. */
  xq_tournament_page_show_view (f->page, "rounds");
  rounds = rounds_view (f);
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.pair", NULL));
  wait_not_busy (f);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      XqBoardItem *b = board (f, i);
      g_assert_cmpint (xq_board_item_get_group (b), ==, -2);
      g_assert_cmpuint (xq_board_item_get_board (b), ==, i / 2 + 1);
      g_assert_cmpuint (xq_board_item_get_game (b), ==, i % 2 + 1);
      g_assert_nonnull (strstr (xq_board_item_get_red_name (b), " · "));
    }
  for (guint i = 0; i < 4; i++)
    g_assert_true (xq_test_activate (GTK_WIDGET (rounds), "rounds.result", g_variant_new_string (i == 3 ? "1/2-1/2" : "1-0")));
  snap (GTK_WIDGET (f->page), "tournament-team-rounds");
  /* Match 1: each first-named Red board won: level 2–2; match 2: 1-0 then ½: 3–1 to the home team. */
  {
    g_autoptr (XqStandingItem) top = g_list_model_get_item (xq_tournament_model_get_standings (f->model), 0);
    g_assert_cmpstr (xq_standing_item_get_points (top), ==, "2");
  }
  xq_tournament_page_show_view (f->page, "standings");
  xq_test_flush ();
  snap (GTK_WIDGET (f->page), "tournament-team-standings");
  xq_tournament_page_show_view (f->page, "crosstable");
  xq_test_flush ();
  snap (GTK_WIDGET (f->page), "tournament-team-crosstable");

  /* The first team withdraws after one match of three (seed 000 §14): asked, then struck out. */
  xq_tournament_page_show_view (f->page, "teams");
  xq_test_flush ();
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "teams.withdraw"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.withdraw", NULL));
  {
    g_autoptr (GList) windows = gtk_window_list_toplevels ();
    AdwMessageDialog *dialog = NULL;
    for (GList *l = windows; l != NULL; l = l->next)
      if (ADW_IS_MESSAGE_DIALOG (l->data))
        dialog = l->data;
    g_assert_nonnull (dialog);
    g_test_message ("%s", adw_message_dialog_get_body (dialog));
    adw_message_dialog_response (dialog, "withdraw");
    xq_test_flush ();
  }
  g_assert_cmpint (g_array_index (xq_tournament_model_get_data (f->model)->entries, XqEntry, 0).withdrawn_round, ==, 1);
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "teams.withdraw"));
}

/* The ids of @team's players in board order. */
static GArray *
board_order (Fixture *f,
             gint64   team)
{
  g_autoptr (GListModel) members = xq_tournament_model_dup_team_members (f->model, team);
  GArray                *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint i = 0; i < g_list_model_get_n_items (members); i++)
    {
      g_autoptr (XqPlayerItem) p = g_list_model_get_item (members, i);
      gint64                   id = xq_player_item_get_player_id (p);
      g_array_append_val (ids, id);
    }
  return ids;
}

static void
assert_board_order (Fixture *f,
                    gint64   team,
                    gint64   first,
                    gint64   second,
                    gint64   third)
{
  g_autoptr (GArray) ids = board_order (f, team);

  g_assert_cmpuint (ids->len, ==, 3);
  g_assert_cmpint (g_array_index (ids, gint64, 0), ==, first);
  g_assert_cmpint (g_array_index (ids, gint64, 1), ==, second);
  g_assert_cmpint (g_array_index (ids, gint64, 2), ==, third);
}

/* What dragging the player of row @row gives, 0 when no drag starts. */
static gint64
drag_from (XqTeamsView *view,
           guint        row)
{
  GtkDragSource                 *source = NULL;
  g_autoptr (GdkContentProvider) content = NULL;
  g_autoptr (GError)             error = NULL;
  GValue                         value = G_VALUE_INIT;
  gint64                         id;

  xq_test_wait_for_paint (GTK_WIDGET (view));
  g_assert_true (xq_teams_view_get_member_row (view, row, &source, NULL));
  g_signal_emit_by_name (source, "prepare", 4.0, 4.0, &content);
  if (content == NULL)
    return 0;
  g_value_init (&value, G_TYPE_INT64);
  g_assert_true (gdk_content_provider_get_value (content, &value, &error));
  g_assert_no_error (error);
  id = g_value_get_int64 (&value);
  g_value_unset (&value);
  return id;
}

static gboolean
message_shown (void)
{
  g_autoptr (GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return TRUE;
  return FALSE;
}

/* Player @player dropped on row @row, as GTK does at the end of a drag; whether it was taken. */
static gboolean
drop_on (XqTeamsView *view,
         guint        row,
         gint64       player)
{
  GtkDropTarget *target = NULL;
  GValue         value = G_VALUE_INIT;
  gboolean       taken = FALSE;

  xq_test_wait_for_paint (GTK_WIDGET (view));
  g_assert_true (xq_teams_view_get_member_row (view, row, NULL, &target));
  g_value_init (&value, G_TYPE_INT64);
  g_value_set_int64 (&value, player);
  g_signal_emit_by_name (target, "drop", &value, 4.0, 4.0, &taken);
  g_value_unset (&value);
  xq_test_flush ();
  return taken;
}

static void
test_teams_drag (Fixture      *f,
                 gconstpointer data)
{
  XqTeamsView        *view;
  GtkListView        *list;
  GtkSingleSelection *selection;
  GtkWidget          *focus;
  g_autoptr (GArray)  p = NULL;
  g_autoptr (GArray)  other = NULL;
  gint64              team;

  g_test_summary ("The board order of a team by drag and drop: a player dropped on another row of his team takes "
                  "its place and stays selected; refused on his own row, for a player of another team, and once "
                  "round 1 is paired (the registered order is fixed, seed 000 分台制)");
  create_team_event (f, XQ_SYSTEM_ROUNDROBIN, 2);
  view = XQ_TEAMS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_TEAMS_VIEW));
  xq_tournament_page_show_view (f->page, "teams");
  xq_test_flush ();
  team = g_array_index (xq_tournament_model_get_data (f->model)->entries, XqEntry, 0).id;
  p = board_order (f, team);
  other = board_order (f, g_array_index (xq_tournament_model_get_data (f->model)->entries, XqEntry, 1).id);
  g_assert_nonnull (label_containing (GTK_WIDGET (view), "drag a player onto another row"));

  /* Board 3 dragged onto board 1: 3 1 2, the moved player selected, the list focused. */
  g_assert_cmpint (drag_from (view, 2), ==, g_array_index (p, gint64, 2));
  g_assert_true (drop_on (view, 0, g_array_index (p, gint64, 2)));
  assert_board_order (f, team, g_array_index (p, gint64, 2), g_array_index (p, gint64, 0), g_array_index (p, gint64, 1));
  list = xq_teams_view_get_members_list (view);
  selection = GTK_SINGLE_SELECTION (gtk_list_view_get_model (list));
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 0);
  g_assert_cmpint (xq_player_item_get_player_id (gtk_single_selection_get_selected_item (selection)), ==,
                   g_array_index (p, gint64, 2));
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (list)));
  g_assert_nonnull (focus);
  g_assert_true (focus == GTK_WIDGET (list) || gtk_widget_is_ancestor (focus, GTK_WIDGET (list)));

  /* On his own row, or a player of the other team: nothing moves. */
  g_assert_false (drop_on (view, 0, g_array_index (p, gint64, 2)));
  g_assert_false (drop_on (view, 1, g_array_index (other, gint64, 0)));
  assert_board_order (f, team, g_array_index (p, gint64, 2), g_array_index (p, gint64, 0), g_array_index (p, gint64, 1));

  /* Down again: board 1 onto board 3 gives back 1 2 3. */
  g_assert_true (drop_on (view, 2, g_array_index (p, gint64, 2)));
  assert_board_order (f, team, g_array_index (p, gint64, 0), g_array_index (p, gint64, 1), g_array_index (p, gint64, 2));
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 2);

  /* Round 1 paired: the order is fixed, as for Alt+↑; no drag starts and a drop is refused. */
  xq_tournament_page_show_view (f->page, "rounds");
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL));
  wait_not_busy (f);
  g_assert_cmpuint (xq_tournament_model_get_n_rounds (f->model), ==, 1);
  xq_tournament_page_show_view (f->page, "teams");
  xq_test_flush ();
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "teams.move-up"));
  g_assert_cmpint (drag_from (view, 2), ==, 0);
  g_assert_false (drop_on (view, 0, g_array_index (p, gint64, 2)));
  assert_board_order (f, team, g_array_index (p, gint64, 0), g_array_index (p, gint64, 1), g_array_index (p, gint64, 2));
  /* Refused quietly: it is not tried on the event file, so no error is shown. */
  g_assert_false (message_shown ());
}

/* The message dialog shown, with @text typed into its first field when @text is given. */
static AdwMessageDialog *
shown_dialog (const char *text)
{
  g_autoptr (GList) windows = gtk_window_list_toplevels ();
  AdwMessageDialog *dialog = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      dialog = l->data;
  g_assert_nonnull (dialog);
  if (text != NULL)
    gtk_editable_set_text (GTK_EDITABLE (xq_test_find_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY)), text);
  return dialog;
}

static void
answer (AdwMessageDialog *dialog,
        const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  xq_test_flush ();
}

static void
test_teams_edit (Fixture      *f,
                 gconstpointer data)
{
  XqTeamsView           *view;
  GtkSingleSelection    *members;
  const XqEventData     *t;
  g_autoptr (GArray)     p = NULL;
  g_autoptr (GListModel) order = NULL;
  gint64                 team;

  g_test_summary ("Issue 31: before round 1 a team is renamed and removed, a team's player corrected and taken "
                  "out (those after him move up a board); after round 1 names may still be corrected, nobody "
                  "removed");
  create_team_event (f, XQ_SYSTEM_ROUNDROBIN, 3);
  view = XQ_TEAMS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_TEAMS_VIEW));
  xq_tournament_page_show_view (f->page, "teams");
  xq_test_flush ();
  t = xq_tournament_model_get_data (f->model);
  team = g_array_index (t->entries, XqEntry, 0).id;
  p = board_order (f, team);

  /* Rename the first team (F2 in the list of teams). */
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "teams.rename-team"));
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.rename-team", NULL));
  snap (GTK_WIDGET (shown_dialog (NULL)), "tournament-team-rename");
  answer (shown_dialog ("北京一队"), "save");
  t = xq_tournament_model_get_data (f->model);
  g_assert_cmpstr (g_array_index (t->entries, XqEntry, 0).name, ==, "北京一队");
  g_assert_cmpuint (t->entries->len, ==, 3);

  /* Correct its first player, then take him out: boards 2 and 3 move up. */
  members = GTK_SINGLE_SELECTION (gtk_list_view_get_model (xq_teams_view_get_members_list (view)));
  gtk_single_selection_set_selected (members, 0);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.edit-player", NULL));
  answer (shown_dialog ("Wang Tianyi"), "save");
  order = xq_tournament_model_dup_team_members (f->model, team);
  {
    g_autoptr (XqPlayerItem) first = g_list_model_get_item (order, 0);
    g_assert_cmpstr (xq_player_item_get_name (first), ==, "Wang Tianyi");
  }
  gtk_single_selection_set_selected (members, 0);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.remove-player", NULL));
  answer (shown_dialog (NULL), "remove");
  {
    g_autoptr (GArray) now = board_order (f, team);
    g_assert_cmpuint (now->len, ==, 2);
    g_assert_cmpint (g_array_index (now, gint64, 0), ==, g_array_index (p, gint64, 1));
    g_assert_cmpint (g_array_index (now, gint64, 1), ==, g_array_index (p, gint64, 2));
  }

  /* Remove the third team; Cancel keeps it. */
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (
                                       xq_teams_view_get_teams_list (view))),
                                     2);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.remove-team", NULL));
  answer (shown_dialog (NULL), "cancel");
  g_assert_cmpuint (xq_tournament_model_get_data (f->model)->entries->len, ==, 3);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "teams.remove-team", NULL));
  answer (shown_dialog (NULL), "remove");
  t = xq_tournament_model_get_data (f->model);
  g_assert_cmpuint (t->entries->len, ==, 2);
  g_assert_cmpstr (g_array_index (t->entries, XqEntry, 1).name, ==, "Shanghai");

  /* Round 1 paired: correcting still works, removing is withdrawing now. */
  xq_tournament_page_show_view (f->page, "rounds");
  g_assert_true (xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL));
  wait_not_busy (f);
  xq_tournament_page_show_view (f->page, "teams");
  xq_test_flush ();
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "teams.rename-team"));
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (view), "teams.edit-player"));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "teams.remove-team"));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (view), "teams.remove-player"));
}

static void
test_dispute (Fixture      *f,
              gconstpointer data)
{
  XqRoundsView *view;
  const char   *red, *black, *event, *round, *profile;

  g_test_summary ("A board's dispute button asks the window to open the game with the players, the event, the "
                  "round and the event's rule profile");
  create_event (f, "Dispute 争议", XQ_SYSTEM_ROUNDROBIN, 4);
  xq_tournament_page_show_view (f->page, "rounds");
  view = rounds_view (f);
  xq_test_activate (GTK_WIDGET (view), "rounds.pair", NULL);
  wait_not_busy (f);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.dispute",
                                   g_variant_new_int64 (xq_board_item_get_game_id (board (f, 1)))));
  g_assert_nonnull (f->dispute);
  g_variant_get (f->dispute, "(&s&s&s&s&s)", &red, &black, &event, &round, &profile);
  g_assert_cmpstr (red, ==, xq_board_item_get_red_name (board (f, 1)));
  g_assert_cmpstr (black, ==, xq_board_item_get_black_name (board (f, 1)));
  g_assert_cmpstr (event, ==, "Dispute 争议");
  g_assert_cmpstr (round, ==, "1");
  g_assert_cmpstr (profile, ==, "axf");
  g_assert_cmpuint (selected_board (f), ==, 1);
}

/* Enters a result on every board of the round shown that has none, the way the arbiter does. */
static void
finish_round (Fixture *f)
{
  XqRoundsView *view = rounds_view (f);
  const char   *results[] = { "1-0", "1/2-1/2", "0-1" };
  guint         n = g_list_model_get_n_items (xq_tournament_model_get_boards (f->model));

  for (guint i = 0; i < n; i++)
    {
      if (!xq_board_item_get_editable (board (f, i)) || xq_board_item_get_result (board (f, i)) != XQ_GAME_RESULT_NONE)
        continue;
      gtk_single_selection_set_selected (xq_rounds_view_get_selection (view), i);
      g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string (results[i % 3])));
    }
}

static void
test_standings_crosstable (Fixture      *f,
                           gconstpointer data)
{
  XqStandingsView  *standings;
  XqCrosstableView *cross;
  guint             n_base;

  g_test_summary ("The standings get a column per tie-break, the crosstable one per round");
  create_event (f, "Standings 积分", XQ_SYSTEM_SWISS, 8);
  xq_tournament_page_show_view (f->page, "rounds");
  for (guint r = 1; r <= 3; r++)
    {
      xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
      wait_not_busy (f);
      finish_round (f);
    }
  snap (GTK_WIDGET (f->page), "tournament-rounds-3");
  standings = XQ_STANDINGS_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_STANDINGS_VIEW));
  cross = XQ_CROSSTABLE_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_CROSSTABLE_VIEW));
  /* Rank, No., Name, Club, Points, W / D / L and five tie-breaks. */
  n_base = 6;
  g_assert_cmpuint (g_list_model_get_n_items (gtk_column_view_get_columns (xq_standings_view_get_column_view (standings))),
                    ==, n_base + 5);
  /* Rank, No., Name, Points and three rounds. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_column_view_get_columns (xq_crosstable_view_get_column_view (cross))),
                    ==, 4 + 3);
  xq_tournament_page_show_view (f->page, "standings");
  snap (GTK_WIDGET (f->page), "tournament-standings");
  xq_tournament_page_show_view (f->page, "crosstable");
  snap (GTK_WIDGET (f->page), "tournament-crosstable");
  {
    g_autoptr (XqStandingItem) top = g_list_model_get_item (xq_tournament_model_get_standings (f->model), 0);
    g_assert_cmpuint (g_strv_length ((char **) xq_standing_item_get_cells (top)), ==, 3);
    g_assert_cmpuint (g_strv_length ((char **) xq_standing_item_get_values (top)), ==, 5);
  }
}

static void
test_print (Fixture      *f,
            gconstpointer data)
{
  const XqPrintKind kinds[] = { XQ_PRINT_CARDS, XQ_PRINT_PAIRINGS, XQ_PRINT_STANDINGS, XQ_PRINT_CROSSTABLE };
  const char       *names[] = { "cards", "pairings", "standings", "crosstable" };
  const int         pages[] = { 2, 1, 1, 1 };

  g_test_summary ("Pairing cards, pairings, standings and crosstable (with the key to its cells) print, here to PDF "
                  "files");
  create_event (f, "Print 打印", XQ_SYSTEM_ROUNDROBIN, 10);
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  finish_round (f);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autofree char   *file = g_strdup_printf ("tournament-%s.pdf", names[k]);
      g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, file, NULL);
      g_autofree char   *contents = NULL;
      g_autoptr (GError) error = NULL;
      int                n_pages = 0;
      gsize              len;

      g_unlink (path);
      g_assert_true (xq_tournament_print (f->window, f->model, kinds[k], GTK_PRINT_OPERATION_ACTION_EXPORT,
                                          path, &n_pages, &error));
      g_assert_no_error (error);
      g_assert_cmpint (n_pages, ==, pages[k]);
      g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
      g_assert_true (g_str_has_prefix (contents, "%PDF"));
      g_test_message ("printed %s: %d pages, %" G_GSIZE_FORMAT " bytes", path, n_pages, len);
      if (kinds[k] == XQ_PRINT_CROSSTABLE)
        {
          /* A printed crosstable says what "10b1" means, as the view does: the reader has no tooltip */
          g_autofree char *text = pdf_text (path);

          g_assert_nonnull (strstr (text, "Each cell: the opponent"));
        }
    }
}

/* The text of the PDF at @path, laid out as printed. */
static char *
pdf_text (const char *path)
{
  const char        *argv[] = { "pdftotext", "-layout", "-enc", "UTF-8", path, "-", NULL };
  g_autoptr (GError) error = NULL;
  char              *out = NULL;
  int                status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static void
test_print_shown (Fixture      *f,
                  gconstpointer data)
{
  static const XqTiebreak many[] = { XQ_TIEBREAK_DIRECT, XQ_TIEBREAK_SONNEBORN_BERGER, XQ_TIEBREAK_WINS,
                                     XQ_TIEBREAK_EARLIER_ROUNDS, XQ_TIEBREAK_BLACK_GAMES, XQ_TIEBREAK_BLACK_WINS,
                                     XQ_TIEBREAK_FOULS, XQ_TIEBREAK_UNBEATEN, XQ_TIEBREAK_NET_WINS,
                                     XQ_TIEBREAK_PROGRESSIVE_CUT };
  static const struct
  {
    const char *view, *has, *lacks;
  } shown[] = {
    { "rounds", "Result", "Club" },
    { "crosstable", "Points", "Club" },
    { "standings", "Club", "Result" },
    { "players", "Club", "Result" },
  };
  g_autoptr (GArray) tiebreaks = g_array_new (FALSE, FALSE, sizeof (XqTiebreak));

  g_test_summary ("Issue 31: Ctrl+P prints the view shown (the round's pairings on Rounds, the crosstable on "
                  "Crosstable, else the standings), and every heading of the printed standings is whole: when "
                  "ten tie-breaks do not fit the page, headings become letters spelt out in a key. The standings "
                  "say how the Earlier rounds column reads");
  g_array_append_vals (tiebreaks, many, G_N_ELEMENTS (many));
  create_event_decided_by (f, "Print 打印", XQ_SYSTEM_ROUNDROBIN, 10, tiebreaks);
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  finish_round (f);
  for (guint k = 0; k < G_N_ELEMENTS (shown); k++)
    {
      g_autofree char   *file = g_strdup_printf ("tournament-shown-%s.pdf", shown[k].view);
      g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, file, NULL);
      g_autofree char   *text = NULL;
      g_autoptr (GError) error = NULL;

      xq_tournament_page_show_view (f->page, shown[k].view);
      xq_test_flush ();
      g_unlink (path);
      g_assert_true (xq_tournament_page_print (f->page, "shown", GTK_PRINT_OPERATION_ACTION_EXPORT, path, &error));
      g_assert_no_error (error);
      text = pdf_text (path);
      g_test_message ("%s printed:\n%s", shown[k].view, text);
      g_assert_nonnull (strstr (text, shown[k].has));
      g_assert_null (strstr (text, shown[k].lacks));
      if (g_str_equal (shown[k].view, "crosstable"))
        g_assert_null (strstr (text, "Result"));
      /* Nothing cut: every heading whole, as a heading or in the key */
      g_assert_null (strstr (text, "…"));
      if (g_str_equal (shown[k].view, "standings"))
        {
          /* On screen, "Earlier rounds 4 2" says how it reads */
          g_assert_nonnull (label_containing (GTK_WIDGET (f->page), "“Earlier rounds” lists a player’s score"));
          g_assert_nonnull (strstr (text, "Key:"));
          /* word by word: pdftotext keeps no spaces inside "W − L" */
          for (guint t = 0; t < G_N_ELEMENTS (many); t++)
            {
              g_auto (GStrv) words = g_strsplit (xq_tournament_ui_tiebreak_short (many[t]), " ", -1);
              for (guint w = 0; words[w] != NULL; w++)
                g_assert_nonnull (strstr (text, words[w]));
            }
        }
    }
}

static void
test_bracket (Fixture      *f,
              gconstpointer data)
{
  XqBracketView *bracket;

  g_test_summary ("A knockout shows its rounds as columns of matches, the rounds to come with the matches they "
                  "wait for; the groups system a table per group");
  create_event (f, "Knockout 淘汰赛", XQ_SYSTEM_KNOCKOUT, 8);
  bracket = XQ_BRACKET_VIEW (xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_BRACKET_VIEW));
  xq_tournament_page_show_view (f->page, "rounds");
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  g_assert_cmpuint (xq_bracket_view_get_n_rounds (bracket), ==, 1);
  /* The whole bracket from the start: the semi-finals and the final wait for their winners. */
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (bracket), "Semi-finals"));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (bracket), "Winner of Quarter-finals, match 4"));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (bracket), "Final"));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (bracket), "Winner of Semi-finals, match 2"));
  for (guint i = 0; i < 4; i++)
    g_assert_true (xq_tournament_model_set_result (f->model, i, i % 2 ? XQ_GAME_RESULT_RED_WIN : XQ_GAME_RESULT_BLACK_WIN,
                                                   NULL));
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  xq_test_flush ();
  g_assert_cmpuint (xq_bracket_view_get_n_rounds (bracket), ==, 2);
  g_assert_cmpuint (xq_bracket_view_get_n_groups (bracket), ==, 0);
  g_assert_null (xq_test_find_label (GTK_WIDGET (bracket), "Winner of Quarter-finals, match 1"));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (bracket), "Winner of Semi-finals, match 1"));
  xq_tournament_page_show_view (f->page, "bracket");
  snap (GTK_WIDGET (f->page), "tournament-bracket");

  create_event (f, "Groups 分组", XQ_SYSTEM_GROUPS, 8);
  xq_tournament_page_show_view (f->page, "rounds");
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  finish_round (f);
  g_assert_cmpuint (xq_bracket_view_get_n_groups (bracket), ==, 2);
  xq_tournament_page_show_view (f->page, "bracket");
  snap (GTK_WIDGET (f->page), "tournament-groups");
}

/* Enters a result on every open board of the round shown: the player of the lower number wins. */
static void
finish_round_by_number (Fixture *f)
{
  guint n = g_list_model_get_n_items (xq_tournament_model_get_boards (f->model));

  for (guint i = 0; i < n; i++)
    {
      XqBoardItem *b = board (f, i);

      if (!xq_board_item_get_editable (b) || xq_board_item_get_result (b) != XQ_GAME_RESULT_NONE)
        continue;
      g_assert_true (xq_tournament_model_set_result (f->model, i,
                                                     xq_board_item_get_red_number (b) < xq_board_item_get_black_number (b)
                                                       ? XQ_GAME_RESULT_RED_WIN
                                                       : XQ_GAME_RESULT_BLACK_WIN,
                                                     NULL));
    }
}

/* The subtitle of the knockout row of @title ("1. 王天一"). */
static const char *
knockout_fate (Fixture    *f,
               const char *title)
{
  GtkWidget *row = xq_test_find_row (GTK_WIDGET (f->page), title);

  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static void
test_stages (Fixture      *f,
             gconstpointer data)
{
  g_autoptr (GArray)  tb = xq_tiebreaks_parse ("direct,wins", NULL);
  g_autofree char    *path = g_test_build_filename (G_TEST_BUILT, "tournament-stages.pdf", NULL);
  g_autofree char    *text = NULL;
  g_autoptr (GError)  error = NULL;
  g_autoptr (GString) narrow = g_string_new (NULL);
  GtkWidget          *standings;

  g_test_summary ("Issue 31: groups → cross-over shows the stages apart: a table per group, then the knockout "
                  "places (winner 1st, the final's loser 2nd, the semi-finals' losers share 3rd–4th), open while "
                  "matches are undecided; Ctrl+P on Standings prints the same sections");
  create_event_decided_by (f, "Groups 分组", XQ_SYSTEM_GROUPS, 8, tb);
  standings = xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_STANDINGS_VIEW);
  xq_tournament_page_show_view (f->page, "rounds");
  /* The group stage: a double round robin in each group of 4. */
  while (xq_tournament_model_get_n_rounds (f->model) < xq_tournament_model_get_group_rounds (f->model))
    {
      xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
      wait_not_busy (f);
      finish_round_by_number (f);
    }
  xq_tournament_page_show_view (f->page, "standings");
  xq_test_flush ();
  g_assert_nonnull (xq_test_find_label (standings, "Group Stage"));
  g_assert_nonnull (xq_test_find_label (standings, "Group A"));
  g_assert_nonnull (xq_test_find_label (standings, "Group B"));
  g_assert_null (xq_test_find_label (standings, "Knockout Stage"));

  /* The cross-over paired, nothing played: every place is open. */
  xq_tournament_page_show_view (f->page, "rounds");
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  xq_tournament_page_show_view (f->page, "standings");
  xq_test_flush ();
  g_assert_nonnull (xq_test_find_label (standings, "Knockout Stage"));
  g_assert_cmpstr (knockout_fate (f, "1. 王天一"), ==, "Still in: place open");
  g_assert_nonnull (label_containing (standings, "Matches still to be decided leave places open"));

  /* The cross-over was the semi-finals: played, then the final. */
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_matches (f->model)), ==, 2);
  xq_tournament_page_show_view (f->page, "rounds");
  finish_round_by_number (f);
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_matches (f->model)), ==, 3);
  finish_round_by_number (f);
  xq_tournament_page_show_view (f->page, "standings");
  xq_test_flush ();
  g_assert_cmpstr (knockout_fate (f, "1. 王天一"), ==, "Winner");
  g_assert_cmpstr (knockout_fate (f, "2. 郑惟桐"), ==, "Lost the final");
  g_assert_cmpstr (knockout_fate (f, "3. 许银川"), ==, "Out in: Semi-finals");
  g_assert_cmpstr (knockout_fate (f, "4. 吕钦"), ==, "Out in: Semi-finals");
  g_assert_nonnull (xq_test_find_label (standings, "3–4"));
  g_assert_null (label_containing (standings, "Matches still to be decided"));
  snap (GTK_WIDGET (f->page), "tournament-stages");
  /* The sections fit a 360 px window too. */
  check_narrow (f, "standings", narrow);
  g_assert_cmpstr (narrow->str, ==, "");

  g_unlink (path);
  g_assert_true (xq_tournament_page_print (f->page, "shown", GTK_PRINT_OPERATION_ACTION_EXPORT, path, &error));
  g_assert_no_error (error);
  text = pdf_text (path);
  g_test_message ("printed:\n%s", text);
  g_assert_nonnull (strstr (text, "Group A"));
  g_assert_nonnull (strstr (text, "Group B"));
  g_assert_nonnull (strstr (text, "Knockout Stage"));
  g_assert_nonnull (strstr (text, "Winner"));
  g_assert_nonnull (strstr (text, "Lost the final"));
  g_assert_nonnull (strstr (text, "3–4"));
  /* The sections come in order: the groups, then the knockout. */
  g_assert_true (strstr (text, "Group B") < strstr (text, "Knockout Stage"));
}

static void
test_events_list (Fixture      *f,
                  gconstpointer data)
{
  g_test_summary ("The events list shows every event; back from an event, duplicating and deleting ask first");
  create_event (f, "Club night 俱乐部赛", XQ_SYSTEM_SWISS, 6);
  create_event (f, "Autumn round robin", XQ_SYSTEM_ROUNDROBIN, 4);
  g_assert_true (xq_test_activate (GTK_WIDGET (f->page), "tournament.close-event", NULL));
  g_assert_cmpint (xq_tournament_model_get_event_id (f->model), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_events (f->model)), ==, 2);
  snap (GTK_WIDGET (f->page), "tournament-events");
  {
    g_autoptr (GObject) item = g_list_model_get_item (xq_tournament_model_get_events (f->model), 0);
    gint64              id;
    g_object_get (item, "id", &id, NULL);
    g_assert_true (xq_test_activate (GTK_WIDGET (f->page), "tournament.open-event", g_variant_new_int64 (id)));
    g_assert_cmpint (xq_tournament_model_get_event_id (f->model), ==, id);
    g_assert_cmpstr (xq_tournament_model_get_event_name (f->model), ==, "Club night 俱乐部赛");
  }
}

/* The first label under @root whose text holds @part. */
static GtkLabel *
label_containing (GtkWidget  *root,
                  const char *part)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), part) != NULL)
    return GTK_LABEL (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = label_containing (c, part);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether the info bar holding @label is shown. */
static gboolean
banner_shown (GtkLabel *label)
{
  GtkWidget *bar = gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_INFO_BAR);

  return bar != NULL && gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)) && gtk_widget_is_drawable (GTK_WIDGET (label));
}

static void
test_playoff (Fixture      *f,
              gconstpointer data)
{
  g_autoptr (GArray) tb = xq_tiebreaks_parse ("direct,wins,playoff", NULL);
  XqRoundsView      *view;
  XqEvent            event = { 0 };
  GtkLabel          *banner;
  guint              boards;
  gint64             id;

  g_test_summary ("Play-offs on the page: a banner names the players level for first place and schedules their "
                  "games; the boards say play-off; the standings mark the tied rows until the play-off decides");
  event.name = (char *) "Play-off 加赛";
  event.system = XQ_SYSTEM_ROUNDROBIN;
  event.games_per_match = 1;
  event.tiebreaks = tb;
  id = xq_tournament_model_create_event (f->model, &event, NULL);
  g_assert_true (xq_tournament_model_open_event (f->model, id, NULL));
  for (guint i = 0; i < 3; i++)
    {
      static const char *const names[] = { "王天一", "郑惟桐", "许银川" };
      XqPlayerSpec             spec = { names[i], 2600, NULL, NULL };
      g_assert_cmpint (xq_tournament_model_add_player (f->model, &spec, NULL), >, 0);
    }
  xq_tournament_page_show_view (f->page, "rounds");
  view = rounds_view (f);
  for (guint r = 1; r <= 3; r++)
    {
      xq_test_activate (GTK_WIDGET (view), "rounds.pair", NULL);
      wait_not_busy (f);
      for (guint i = 0; i < g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)); i++)
        if (xq_board_item_get_editable (board (f, i)))
          g_assert_true (xq_tournament_model_set_result (f->model, i, XQ_GAME_RESULT_DRAW, NULL));
    }
  xq_test_flush ();
  banner = label_containing (GTK_WIDGET (f->page), "level for place 1");
  g_assert_nonnull (banner);
  g_assert_true (banner_shown (banner));
  g_assert_nonnull (strstr (gtk_label_get_text (banner), "王天一, 郑惟桐 and 许银川"));
  g_assert_nonnull (xq_test_find_button (GTK_WIDGET (f->page), "_Schedule the Play-off"));
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (f->page), "tournament.playoff"));
  xq_tournament_page_show_view (f->page, "standings");
  snap (GTK_WIDGET (f->page), "tournament-playoff-due");

  boards = g_list_model_get_n_items (xq_tournament_model_get_boards (f->model));
  g_assert_true (xq_test_activate (GTK_WIDGET (f->page), "tournament.playoff", NULL));
  wait_not_busy (f);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)), ==, boards + 3);
  g_assert_cmpint (xq_board_item_get_kind (board (f, boards)), ==, XQ_GAME_PLAYOFF);
  banner = label_containing (GTK_WIDGET (f->page), "play-off games of round 3");
  g_assert_nonnull (banner);
  g_assert_true (banner_shown (banner));
  g_assert_nonnull (label_containing (GTK_WIDGET (view), "· play-off"));
  /* The first play-off game from the keyboard, like any other. */
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (view), boards);
  g_assert_true (xq_test_activate (GTK_WIDGET (view), "rounds.result", g_variant_new_string ("1-0")));
  snap (GTK_WIDGET (f->page), "tournament-playoff-rounds");
  for (guint i = boards + 1; i < boards + 3; i++)
    {
      XqBoardItem *b = board (f, i);
      /* Whoever won the first game wins the rest too. */
      XqBoardItem *first = board (f, boards);
      XqGameResult r = xq_board_item_get_red_number (b) == xq_board_item_get_red_number (first) ? XQ_GAME_RESULT_RED_WIN
                       : xq_board_item_get_black_number (b) == xq_board_item_get_red_number (first)
                         ? XQ_GAME_RESULT_BLACK_WIN
                         : XQ_GAME_RESULT_RED_WIN;
      g_assert_true (xq_tournament_model_set_result (f->model, i, r, NULL));
    }
  xq_test_flush ();
  g_assert_false (banner_shown (label_containing (GTK_WIDGET (f->page), "play-off")));
  {
    g_autoptr (XqStandingItem) top = g_list_model_get_item (xq_tournament_model_get_standings (f->model), 0);
    g_assert_false (xq_standing_item_get_playoff (top));
    g_assert_cmpuint (xq_standing_item_get_rank (top), ==, 1);
  }
  xq_tournament_page_show_view (f->page, "standings");
  snap (GTK_WIDGET (f->page), "tournament-playoff-decided");
}

static void
test_read_only (Fixture      *f,
                gconstpointer data)
{
  g_autofree char *path = NULL;
  GtkLabel        *banner;
  gint64           id;

  g_test_summary ("A read-only events file: a banner says so; the events, rounds and standings show; printing "
                  "and exports can be used; pairing, results, new events and editing cannot");
  id = create_event (f, "Read-only 只读", XQ_SYSTEM_ROUNDROBIN, 4);
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  finish_round (f);
  path = g_strdup (xq_tournament_model_get_path (f->model));
  g_assert_true (xq_tournament_model_open_file_full (f->model, path, XQ_STORE_OPEN_READ_ONLY, NULL));
  xq_test_flush ();
  banner = label_containing (GTK_WIDGET (f->page), "is read-only");
  g_assert_nonnull (banner);
  g_assert_true (banner_shown (banner));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->page), "tournament.new-event"));
  g_assert_true (xq_test_activate (GTK_WIDGET (f->page), "tournament.open-event", g_variant_new_int64 (id)));
  g_assert_true (banner_shown (banner));
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (banner)));
  xq_tournament_page_show_view (f->page, "rounds");
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (rounds_view (f)), "rounds.pair"));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (rounds_view (f)), "rounds.undo"));
  gtk_single_selection_set_selected (xq_rounds_view_get_selection (rounds_view (f)), 0);
  {
    int before = xq_board_item_get_result (board (f, 0));
    xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.result", g_variant_new_string ("0-1"));
    g_assert_cmpint (xq_board_item_get_result (board (f, 0)), ==, before);
  }
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_standings (f->model)), ==, 4);
  snap (GTK_WIDGET (f->page), "tournament-read-only");
}

/* GNOME's small size: the narrowest window the Tournament page must work in. */
#define NARROW_WIDTH 360
/* What a 360×640 window leaves the page: 640 px less the window's header bar and its pages' bar,
 * and the views' bar the page shows at that width (47 + 52 + 52 px) */
#define NARROW_HEIGHT 489

static int
min_size (GtkWidget     *widget,
          GtkOrientation orientation,
          int            for_size)
{
  int min = 0;

  gtk_widget_measure (widget, orientation, for_size, &min, NULL, NULL, NULL);
  return min;
}

static int
min_width (GtkWidget *widget)
{
  return min_size (widget, GTK_ORIENTATION_HORIZONTAL, -1);
}

static const char *
widget_text (GtkWidget *widget)
{
  const char *text = GTK_IS_LABEL (widget)    ? gtk_label_get_text (GTK_LABEL (widget))
                     : GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                                              : gtk_widget_get_tooltip_text (widget);

  return text != NULL ? text : gtk_widget_get_name (widget);
}

/* Logs the deepest widgets under @root that ask for more than @limit px, with their children:
 * what sets the width. */
static void
log_wide (GtkWidget *root,
          int        limit,
          guint      depth)
{
  gboolean child_wide = FALSE;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_visible (c) && min_width (c) > limit)
      {
        child_wide = TRUE;
        log_wide (c, limit, depth + 1);
      }
  if (child_wide)
    return;
  g_test_message ("%*s%s (%s) asks %d px", (int) depth, "", G_OBJECT_TYPE_NAME (root), widget_text (root), min_width (root));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_visible (c))
      g_test_message ("%*s- %s (%s) %d px", (int) depth, "", G_OBJECT_TYPE_NAME (c), widget_text (c), min_width (c));
}

/* Shows @view (NULL: the events list) and adds to @problems what does not fit a 360×640 window:
 * the page's least width, and its least height at 360 px. */
static void
check_narrow (Fixture    *f,
              const char *view,
              GString    *problems)
{
  const char *name = view != NULL ? view : "events";
  GtkWidget  *page = GTK_WIDGET (f->page);
  GtkWidget  *stack;
  int         width, height;

  if (view != NULL)
    xq_tournament_page_show_view (f->page, view);
  xq_test_flush ();
  width = min_width (page);
  height = min_size (page, GTK_ORIENTATION_VERTICAL, NARROW_WIDTH);
  /* The view on its own, for the log */
  stack = xq_test_find_type (page, view != NULL ? ADW_TYPE_VIEW_STACK : GTK_TYPE_STACK);
  stack = ADW_IS_VIEW_STACK (stack) ? adw_view_stack_get_visible_child (ADW_VIEW_STACK (stack))
                                    : gtk_stack_get_visible_child (GTK_STACK (stack));
  g_test_message ("%s: the page asks %d px (the view %d px); at 360 px it is %d px high", name, width, min_width (stack), height);
  if (width > NARROW_WIDTH)
    {
      log_wide (page, NARROW_WIDTH, 0);
      g_string_append_printf (problems, "%s%s %d px wide", problems->len > 0 ? ", " : "", name, width);
    }
  if (height > NARROW_HEIGHT)
    g_string_append_printf (problems, "%s%s %d px high", problems->len > 0 ? ", " : "", name, height);
}

static void
test_narrow (Fixture      *f,
             gconstpointer data)
{
  static const char *const views[] = { "players", "rounds", "standings", "crosstable" };
  g_autoptr (GString)      problems = g_string_new (NULL);

  g_test_summary ("Issue 31: every view of the Tournament page fits a 360×640 window (GNOME's small size): "
                  "its least width and its least height at that width");
  create_event (f, "Club night 俱乐部赛 with a long name for the title", XQ_SYSTEM_SWISS, 8);
  check_narrow (f, "rounds", problems);
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  finish_round (f);
  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    check_narrow (f, views[i], problems);

  create_event (f, "Groups 分组", XQ_SYSTEM_GROUPS, 8);
  xq_tournament_page_show_view (f->page, "rounds");
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  finish_round (f);
  check_narrow (f, "bracket", problems);
  check_narrow (f, "standings", problems);

  create_event (f, "Knockout 淘汰赛", XQ_SYSTEM_KNOCKOUT, 8);
  xq_tournament_page_show_view (f->page, "rounds");
  xq_test_activate (GTK_WIDGET (rounds_view (f)), "rounds.pair", NULL);
  wait_not_busy (f);
  check_narrow (f, "bracket", problems);

  create_team_event (f, XQ_SYSTEM_ROUNDROBIN, 4);
  check_narrow (f, "teams", problems);
  check_narrow (f, "rounds", problems);

  g_assert_true (xq_test_activate (GTK_WIDGET (f->page), "tournament.close-event", NULL));
  check_narrow (f, NULL, problems);
  g_assert_cmpstr (problems->str, ==, "");
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);
  /* Pages are drawn where they end up, not halfway through a transition. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
#define ADD(path, func) \
  g_test_add ("/xq/widgets/tournament-page/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("create-event", test_create_event);
  ADD ("players", test_players);
  ADD ("import", test_import);
  ADD ("withdraw-text", test_withdraw_text);
  ADD ("withdraw-team-text", test_withdraw_team_text);
  ADD ("rounds", test_rounds);
  ADD ("explain", test_explain);
  ADD ("late-entry", test_late_entry);
  ADD ("late-entry-closed", test_late_entry_closed);
  ADD ("club-night", test_club_night);
  ADD ("teams", test_teams);
  ADD ("teams-drag", test_teams_drag);
  ADD ("teams-edit", test_teams_edit);
  ADD ("dispute", test_dispute);
  ADD ("standings-crosstable", test_standings_crosstable);
  ADD ("print", test_print);
  ADD ("print-shown", test_print_shown);
  ADD ("bracket", test_bracket);
  ADD ("stages", test_stages);
  ADD ("events-list", test_events_list);
  ADD ("playoff", test_playoff);
  ADD ("read-only", test_read_only);
  ADD ("narrow", test_narrow);
#undef ADD
  return g_test_run ();
}
