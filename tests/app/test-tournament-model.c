/* test-tournament-model.c: XqTournamentModel without a display — events, players, pairing in a
 * thread, results and undo, standings and crosstable rows, brackets, groups, exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-board-item.h"
#include "xq-event-item.h"
#include "xq-knockout.h"
#include "xq-match-item.h"
#include "xq-player-item.h"
#include "xq-standing-item.h"
#include "xq-tournament-export.h"
#include "xq-tournament-model.h"

typedef struct
{
  XqTournamentModel *model;
  char              *path;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer user_data)
{
  g_autoptr (GError) error = NULL;

  f->path = g_build_filename (g_get_user_data_dir (), "qili", "events.db", NULL);
  f->model = xq_tournament_model_new ();
  g_assert_true (xq_tournament_model_open_file (f->model, f->path, &error));
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer user_data)
{
  /* Finished tasks drop their reference to the model in an idle. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (f->model);
  g_free (f->path);
}

static gint64
create (Fixture    *f,
        const char *name,
        XqSystem    system,
        guint       n_players)
{
  g_autoptr (GError) error = NULL;
  XqEvent            event = { 0 };
  gint64             id;

  event.name = (char *) name;
  event.system = system;
  event.rounds = system == XQ_SYSTEM_SWISS ? 5 : 0;
  event.games_per_match = system == XQ_SYSTEM_GROUPS ? 2 : 1;
  event.group_count = system == XQ_SYSTEM_GROUPS ? 2 : 0;
  event.scoring = system == XQ_SYSTEM_GROUPS ? XQ_SCORING_3_1_0 : XQ_SCORING_2_1_0;
  event.profile = XQ_PROFILE_AXF;
  id = xq_tournament_model_create_event (f->model, &event, &error);
  g_assert_no_error (error);
  g_assert_true (xq_tournament_model_open_event (f->model, id, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *player = g_strdup_printf ("P%u", i + 1);
      XqPlayerSpec     spec = { player, 2000 - 100 * (int) i, "Club", NULL };
      g_assert_cmpint (xq_tournament_model_add_player (f->model, &spec, &error), >, 0);
      g_assert_no_error (error);
    }
  return id;
}

static void
pair_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  guint             *round = user_data;
  g_autoptr (GError) error = NULL;

  *round = xq_tournament_model_pair_finish (XQ_TOURNAMENT_MODEL (source), result, &error);
  if (*round == 0)
    g_test_message ("pairing: %s", error->message);
  *round = *round == 0 ? G_MAXUINT : *round;
}

/* Pairs and waits; returns the round, 0 on error. */
static guint
pair (Fixture *f,
      gboolean again)
{
  guint round = 0;

  xq_tournament_model_pair_async (f->model, again, NULL, pair_done_cb, &round);
  g_assert_true (xq_tournament_model_get_busy (f->model));
  g_assert_false (xq_tournament_model_get_can_pair (f->model));
  while (round == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (xq_tournament_model_get_busy (f->model));
  return round == G_MAXUINT ? 0 : round;
}

static XqBoardItem *
board (Fixture *f,
       guint    i)
{
  XqBoardItem *item = g_list_model_get_item (xq_tournament_model_get_boards (f->model), i);

  g_assert_nonnull (item);
  g_object_unref (item); /* the list keeps it */
  return item;
}

static XqStandingItem *
standing (Fixture *f,
          guint    i)
{
  XqStandingItem *item = g_list_model_get_item (xq_tournament_model_get_standings (f->model), i);

  g_assert_nonnull (item);
  g_object_unref (item);
  return item;
}

static void
test_events (Fixture      *f,
             gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  GListModel             *events = xq_tournament_model_get_events (f->model);
  g_autoptr (XqEventItem) item = NULL;
  gint64                  a, b, copy;

  g_test_summary ("The events of the file are listed, created, duplicated and deleted; the open one closes "
                  "when deleted");
  g_assert_true (g_str_has_suffix (xq_tournament_model_get_path (f->model), "events.db"));
  g_assert_cmpuint (g_list_model_get_n_items (events), ==, 0);
  a = create (f, "Spring", XQ_SYSTEM_SWISS, 4);
  b = create (f, "Club", XQ_SYSTEM_ROUNDROBIN, 3);
  g_assert_cmpint (xq_tournament_model_get_event_id (f->model), ==, b);
  g_assert_cmpstr (xq_tournament_model_get_event_name (f->model), ==, "Club");
  g_assert_cmpint (xq_tournament_model_get_profile (f->model), ==, XQ_PROFILE_AXF);
  xq_tournament_model_close_event (f->model);
  g_assert_cmpuint (g_list_model_get_n_items (events), ==, 2);
  item = g_list_model_get_item (events, 0);
  g_assert_cmpint (xq_event_item_get_id (item), ==, a);
  g_assert_cmpstr (xq_event_item_get_name (item), ==, "Spring");
  g_assert_cmpuint (xq_event_item_get_n_entries (item), ==, 4);
  g_assert_cmpint (xq_event_item_get_system (item), ==, XQ_SYSTEM_SWISS);

  copy = xq_tournament_model_duplicate_event (f->model, a, "Spring (copy)", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (events), ==, 3);
  g_assert_true (xq_tournament_model_open_event (f->model, copy, &error));
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_players (f->model)), ==, 4);
  g_assert_true (xq_tournament_model_update_event (f->model, "Summer", XQ_PROFILE_1957, &error));
  g_assert_cmpstr (xq_tournament_model_get_event_name (f->model), ==, "Summer");
  g_assert_true (xq_tournament_model_delete_event (f->model, copy, &error));
  g_assert_no_error (error);
  g_assert_cmpint (xq_tournament_model_get_event_id (f->model), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_players (f->model)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (events), ==, 2);
  g_assert_true (xq_tournament_model_delete_event (f->model, b, &error));
  g_assert_cmpuint (g_list_model_get_n_items (events), ==, 1);
  g_assert_false (xq_tournament_model_open_event (f->model, b, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_assert_cmpint (xq_tournament_model_get_event_id (f->model), ==, 0);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_players (Fixture      *f,
              gconstpointer user_data)
{
  g_autoptr (GError)       error = NULL;
  GListModel              *players = xq_tournament_model_get_players (f->model);
  g_autoptr (XqPlayerItem) first = NULL;
  g_autoptr (XqPlayerItem) second = NULL;
  XqPlayerSpec             fix = { "王天一", 2700, "杭州", "CXA-1" };
  guint                    notified = 0;

  g_test_summary ("Players are added, corrected, imported and removed until round 1 is paired; the rows keep "
                  "their items");
  create (f, "P", XQ_SYSTEM_SWISS, 3);
  g_assert_true (xq_tournament_model_get_can_edit_players (f->model));
  first = g_list_model_get_item (players, 0);
  g_signal_connect (first, "notify", G_CALLBACK (count_cb), &notified);
  g_assert_true (xq_tournament_model_update_player (f->model, xq_player_item_get_player_id (first), &fix, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (xq_player_item_get_name (first), ==, "王天一");
  g_assert_cmpstr (xq_player_item_get_club (first), ==, "杭州");
  g_assert_cmpint (xq_player_item_get_rating (first), ==, 2700);
  g_assert_cmpuint (notified, ==, 4); /* name, club, rating, federation id */

  g_assert_cmpint (xq_tournament_model_import_players (f->model, "name,rating,club\nLi,1500,A\nZhao,1400,B\n", -1, FALSE, &error), ==, 2);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 5);
  g_assert_cmpint (xq_tournament_model_import_players (f->model, "rating\n12\n", -1, FALSE, &error), ==, -1);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 5);

  second = g_list_model_get_item (players, 1);
  g_assert_true (xq_tournament_model_remove_player (f->model, xq_player_item_get_entry_id (second), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 4);
  {
    g_autoptr (XqPlayerItem) now_second = g_list_model_get_item (players, 1);
    g_assert_true (now_second == second); /* rows are reused */
    g_assert_cmpstr (xq_player_item_get_name (second), ==, "P3");
    g_assert_cmpuint (xq_player_item_get_number (second), ==, 2);
  }

  g_assert_cmpuint (pair (f, FALSE), ==, 1);
  g_assert_false (xq_tournament_model_get_can_edit_players (f->model));
  /* A Swiss under way takes a late entry (issue 29), paired from the next round. */
  g_assert_cmpint (xq_tournament_model_add_player (f->model, &fix, &error), >, 0);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 5);
  g_signal_handlers_disconnect_by_data (first, &notified);
}

static void
test_rounds (Fixture      *f,
             gconstpointer user_data)
{
  g_autoptr (GError) error = NULL;
  GListModel        *boards = xq_tournament_model_get_boards (f->model);
  XqBoardItem       *b1;
  guint              position = 0;

  g_test_summary ("A round robin of 6: pairing in a thread, results and violations by row, standings, undo "
                  "back to the round of the change");
  create (f, "RR", XQ_SYSTEM_ROUNDROBIN, 6);
  g_assert_cmpuint (xq_tournament_model_get_total_rounds (f->model), ==, 5);
  g_assert_true (xq_tournament_model_get_can_pair (f->model));
  g_assert_false (xq_tournament_model_get_can_repair (f->model));
  g_assert_false (xq_tournament_model_get_can_undo (f->model));
  g_assert_cmpuint (pair (f, FALSE), ==, 1);
  g_assert_cmpuint (xq_tournament_model_get_round (f->model), ==, 1);
  g_assert_cmpuint (xq_tournament_model_get_n_rounds (f->model), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (boards), ==, 3);
  g_assert_false (xq_tournament_model_get_can_pair (f->model));
  g_assert_true (xq_tournament_model_get_can_repair (f->model));
  b1 = board (f, 0);
  g_assert_cmpint (xq_board_item_get_group (b1), ==, -1); /* no groups in a Swiss */
  g_assert_cmpuint (xq_board_item_get_board (b1), ==, 1);
  g_assert_cmpstr (xq_board_item_get_red_score (b1), ==, "0");
  g_assert_true (xq_board_item_get_editable (b1));
  g_assert_cmpstr (xq_board_item_get_result_text (b1), ==, "");

  g_assert_true (xq_tournament_model_set_result (f->model, 0, XQ_GAME_RESULT_RED_WIN, &error));
  g_assert_true (xq_tournament_model_set_result (f->model, 1, XQ_GAME_RESULT_DRAW, &error));
  g_assert_true (xq_tournament_model_set_violations (f->model, 1, 1, 0, &error));
  g_assert_true (xq_tournament_model_set_result (f->model, 2, XQ_GAME_RESULT_BLACK_WIN_FORFEIT, &error));
  g_assert_no_error (error);
  g_assert_true (board (f, 0) == b1);
  g_assert_cmpstr (xq_board_item_get_result_text (b1), ==, "1–0");
  g_assert_cmpstr (xq_board_item_get_result_text (board (f, 1)), ==, "½–½");
  g_assert_cmpuint (xq_board_item_get_red_violations (board (f, 1)), ==, 1);
  g_assert_cmpint (xq_board_item_get_result (board (f, 1)), ==, XQ_GAME_RESULT_DRAW);
  g_assert_cmpstr (xq_board_item_get_result_text (board (f, 2)), ==, "–+");
  g_assert_false (xq_tournament_model_get_can_repair (f->model));
  g_assert_true (xq_tournament_model_get_can_pair (f->model));
  g_assert_true (xq_tournament_model_get_can_undo (f->model));

  /* The winners lead; the forfeit counts as a win. */
  g_assert_cmpuint (xq_standing_item_get_rank (standing (f, 0)), ==, 1);
  g_assert_cmpstr (xq_standing_item_get_points (standing (f, 0)), ==, "2");
  g_assert_cmpstr (xq_standing_item_get_points (standing (f, 2)), ==, "1");
  g_assert_cmpuint (g_strv_length ((char **) xq_standing_item_get_cells (standing (f, 0))), ==, 1);

  g_assert_cmpuint (pair (f, FALSE), ==, 2);
  g_assert_cmpuint (xq_tournament_model_get_round (f->model), ==, 2);
  /* Scores before round 2 on the pairing table. */
  {
    gboolean seen_two = FALSE;
    for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
      seen_two |= g_str_equal (xq_board_item_get_red_score (board (f, i)), "2") ||
                  g_str_equal (xq_board_item_get_black_score (board (f, i)), "2");
    g_assert_true (seen_two);
  }
  g_assert_true (xq_tournament_model_set_result (f->model, 1, XQ_GAME_RESULT_DRAW, &error));

  /* Undo: the round 2 draw, then round 1's forfeit (the table shows round 1 again). */
  g_assert_true (xq_tournament_model_undo (f->model, &position, &error));
  g_assert_cmpuint (position, ==, 1);
  g_assert_cmpstr (xq_board_item_get_result_text (board (f, 1)), ==, "");
  g_assert_true (xq_tournament_model_undo (f->model, &position, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (xq_tournament_model_get_round (f->model), ==, 1);
  g_assert_cmpuint (position, ==, 2);
  g_assert_cmpstr (xq_board_item_get_result_text (board (f, 2)), ==, "");

  /* A third violation loses the game. */
  g_assert_true (xq_tournament_model_set_violations (f->model, 2, 0, 3, &error));
  g_assert_cmpint (xq_board_item_get_result (board (f, 2)), ==, XQ_GAME_RESULT_RED_WIN);
  g_assert_false (xq_tournament_model_set_result (f->model, 7, XQ_GAME_RESULT_RED_WIN, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
}

static void
test_repair (Fixture      *f,
             gconstpointer user_data)
{
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqPlayerItem) last = NULL;
  XqWithdrawal             w;
  gboolean                 struck = TRUE;

  g_test_summary ("A Swiss round without results is paired again after a late withdrawal; the arbiter "
                  "sees what the withdrawal does first");
  create (f, "S", XQ_SYSTEM_SWISS, 6);
  g_assert_cmpuint (pair (f, FALSE), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)), ==, 3);
  last = g_list_model_get_item (xq_tournament_model_get_players (f->model), 5);
  g_assert_true (xq_tournament_model_withdrawal_preview (f->model, xq_player_item_get_player_id (last), &w, &error));
  g_assert_true (w.annul);
  g_assert_cmpuint (w.scheduled, ==, 5);
  g_assert_true (xq_tournament_model_withdraw (f->model, xq_player_item_get_player_id (last), &struck, &error));
  g_assert_no_error (error);
  g_assert_true (struck);
  g_assert_true (xq_player_item_get_struck (last));
  g_assert_cmpint (xq_player_item_get_withdrawn_round (last), ==, 1);
  g_assert_true (xq_tournament_model_get_can_repair (f->model));
  g_assert_cmpuint (pair (f, TRUE), ==, 1);
  g_assert_cmpuint (xq_tournament_model_get_n_rounds (f->model), ==, 1);
  /* Five left: two boards and a bye. */
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)), ==, 3);
  g_assert_true (xq_board_item_get_bye (board (f, 2)));
  g_assert_false (xq_board_item_get_editable (board (f, 2)));
  g_assert_false (xq_tournament_model_set_result (f->model, 2, XQ_GAME_RESULT_RED_WIN, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_true (xq_tournament_model_set_result (f->model, 0, XQ_GAME_RESULT_RED_WIN, &error));
  g_assert_false (xq_tournament_model_get_can_repair (f->model));
  /* Re-pairing a round with results fails and leaves it alone. */
  g_assert_cmpuint (pair (f, TRUE), ==, 0);
  g_assert_cmpuint (xq_tournament_model_get_n_rounds (f->model), ==, 1);
  g_assert_cmpstr (xq_board_item_get_result_text (board (f, 0)), ==, "1–0");
}

static void
test_knockout_groups (Fixture      *f,
                      gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  GListModel             *matches = xq_tournament_model_get_matches (f->model);
  g_autoptr (XqMatchItem) m = NULL;
  g_autoptr (GListModel)  group = NULL;

  g_test_summary ("Knockout matches list their games and winner; the groups system has a table per group");
  create (f, "K", XQ_SYSTEM_KNOCKOUT, 4);
  g_assert_cmpuint (pair (f, FALSE), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (matches), ==, 2);
  g_assert_true (xq_tournament_model_set_result (f->model, 0, XQ_GAME_RESULT_BLACK_WIN, &error));
  m = g_list_model_get_item (matches, 0);
  g_assert_cmpstr (xq_match_item_get_first_name (m), ==, "P1");
  g_assert_cmpstr (xq_match_item_get_second_name (m), ==, "P4");
  g_assert_cmpstr (xq_match_item_get_games (m), ==, "0");
  g_assert_cmpstr (xq_match_item_get_first_score (m), ==, "0");
  g_assert_cmpstr (xq_match_item_get_second_score (m), ==, "1");
  g_assert_cmpint (xq_match_item_get_winner (m), ==, 2);
  g_assert_cmpint (xq_match_item_get_state (m), ==, XQ_MATCH_DECIDED);
  g_assert_true (xq_tournament_model_set_result (f->model, 1, XQ_GAME_RESULT_RED_WIN, &error));
  g_assert_cmpuint (pair (f, FALSE), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (matches), ==, 3);
  g_clear_object (&m);
  m = g_list_model_get_item (matches, 2);
  g_assert_cmpuint (xq_match_item_get_round (m), ==, 2);
  g_assert_cmpint (xq_match_item_get_winner (m), ==, 0);
  g_assert_cmpstr (xq_match_item_get_first_score (m), ==, ""); /* nothing played yet */
  {
    g_autoptr (XqMatchItem) won = g_list_model_get_item (matches, 0);
    g_assert_cmpstr (xq_match_item_get_decided_by (won), ==, ""); /* won in its one game */
  }

  /* A match drawn all the way: two tie-break games drawn, then the decider drawn. The bracket
   * says why Black of the decider went through (seed 002: 和棋先手算负). */
  create (f, "K2", XQ_SYSTEM_KNOCKOUT, 4);
  g_assert_cmpuint (pair (f, FALSE), ==, 1);
  g_assert_true (xq_tournament_model_set_result (f->model, 1, XQ_GAME_RESULT_RED_WIN, &error));
  g_clear_object (&m);
  m = g_list_model_get_item (matches, 0);
  for (guint step = 0; step < 4 && xq_match_item_get_state (m) != XQ_MATCH_DECIDED; step++)
    {
      GListModel *boards = xq_tournament_model_get_boards (f->model);
      for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
        if (xq_board_item_get_board (board (f, i)) == 1 && xq_board_item_get_editable (board (f, i)) &&
            xq_board_item_get_result (board (f, i)) == XQ_GAME_RESULT_NONE)
          g_assert_true (xq_tournament_model_set_result (f->model, i, XQ_GAME_RESULT_DRAW, &error));
      if (xq_match_item_get_state (m) == XQ_MATCH_NEEDS_MORE)
        {
          g_assert_cmpstr (xq_match_item_get_decided_by (m), ==, "");
          g_assert_cmpuint (pair (f, FALSE), >, 0);
        }
    }
  g_assert_cmpint (xq_match_item_get_state (m), ==, XQ_MATCH_DECIDED);
  g_assert_cmpstr (xq_match_item_get_games (m), ==, "½ ½ ½ ½");
  g_assert_nonnull (strstr (xq_match_item_get_decided_by (m), "the decider was drawn"));
  g_assert_nonnull (strstr (xq_match_item_get_decided_by (m), "和棋先手算负"));

  create (f, "G", XQ_SYSTEM_GROUPS, 8);
  g_assert_cmpuint (xq_tournament_model_get_n_groups (f->model), ==, 0);
  g_assert_cmpuint (pair (f, FALSE), ==, 1);
  g_assert_cmpuint (xq_tournament_model_get_n_groups (f->model), ==, 2);
  group = xq_tournament_model_dup_group_standings (f->model, 1);
  g_assert_cmpuint (g_list_model_get_n_items (group), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (matches), ==, 0);
  /* Each board of the group stage says its group (both players are in it), so that the desk
   * can call out "group A, board 1". */
  {
    GListModel *boards = xq_tournament_model_get_boards (f->model);
    guint       in_group[2] = { 0, 0 };

    g_assert_cmpuint (g_list_model_get_n_items (boards), ==, 4);
    for (guint i = 0; i < 4; i++)
      {
        int g = xq_board_item_get_group (board (f, i));
        g_assert_cmpint (g, >=, 0);
        g_assert_cmpint (g, <=, 1);
        in_group[g]++;
      }
    g_assert_cmpuint (in_group[0], ==, 2);
    g_assert_cmpuint (in_group[1], ==, 2);
  }
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GError **error = user_data;

  if (!xq_tournament_export_finish (result, NULL, error))
    g_assert_nonnull (*error);
  else
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_EXISTS, "done"); /* a marker: finished */
}

static void
export_and_wait (Fixture       *f,
                 XqExportFormat format,
                 GFile         *file,
                 GCancellable  *cancellable,
                 GError       **error)
{
  xq_tournament_export_async (f->path, xq_tournament_model_get_event_id (f->model), format, XQ_EXPORT_STANDINGS, 0,
                              file, cancellable, export_done_cb, error);
  while (*error == NULL)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_export (Fixture      *f,
             gconstpointer user_data)
{
  g_autoptr (GFile)        csv = g_file_new_build_filename (g_get_user_data_dir (), "standings.csv", NULL);
  g_autoptr (GFile)        html = g_file_new_build_filename (g_get_user_data_dir (), "event.html", NULL);
  g_autoptr (GFile)        trf = g_file_new_build_filename (g_get_user_data_dir (), "event.trf", NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autofree char         *text = NULL;
  GError                  *error = NULL;

  g_test_summary ("Exports run in a thread on their own connection and write CSV, HTML and TRF; a cancelled "
                  "one writes nothing");
  create (f, "Export 导出", XQ_SYSTEM_ROUNDROBIN, 4);
  g_assert_cmpuint (pair (f, FALSE), ==, 1);
  g_assert_true (xq_tournament_model_set_result (f->model, 0, XQ_GAME_RESULT_RED_WIN, &error));

  export_and_wait (f, XQ_EXPORT_FORMAT_CSV, csv, NULL, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_true (g_file_load_contents (csv, NULL, &text, NULL, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "rank,number,name,club,rating,points"));
  g_clear_pointer (&text, g_free);

  export_and_wait (f, XQ_EXPORT_FORMAT_HTML, html, NULL, &error);
  g_clear_error (&error);
  g_assert_true (g_file_load_contents (html, NULL, &text, NULL, NULL, NULL));
  g_assert_nonnull (strstr (text, "Export 导出"));
  g_clear_pointer (&text, g_free);

  g_cancellable_cancel (cancellable);
  export_and_wait (f, XQ_EXPORT_FORMAT_TRF, trf, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_false (g_file_query_exists (trf, NULL));
  export_and_wait (f, XQ_EXPORT_FORMAT_TRF, trf, NULL, &error);
  g_clear_error (&error);
  g_assert_true (g_file_load_contents (trf, NULL, &text, NULL, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "012 Export 导出\n"));
}

static void
test_read_only (Fixture      *f,
                gconstpointer user_data)
{
  g_autoptr (XqTournamentModel) reader = xq_tournament_model_new ();
  g_autoptr (GFile)             csv = g_file_new_build_filename (g_get_user_data_dir (), "read-only.csv", NULL);
  g_autofree char              *text = NULL;
  GError                       *error = NULL;
  gint64                        id;
  gboolean                      notified = FALSE;

  g_test_summary ("An events file opened read-only: its events, boards, standings and exports are there; nothing "
                  "can be paired, entered, undone or edited, and a write says the file is read-only");
  id = create (f, "Read-only 只读", XQ_SYSTEM_ROUNDROBIN, 4);
  g_assert_cmpuint (pair (f, FALSE), ==, 1);
  g_assert_true (xq_tournament_model_set_result (f->model, 0, XQ_GAME_RESULT_RED_WIN, &error));
  g_assert_false (xq_tournament_model_get_read_only (f->model));

  g_signal_connect_swapped (reader, "notify::read-only", G_CALLBACK (g_nullify_pointer), &notified);
  notified = TRUE;
  g_assert_true (xq_tournament_model_open_file_full (reader, f->path, XQ_STORE_OPEN_READ_ONLY, &error));
  g_assert_no_error (error);
  g_assert_false (notified); /* the notification ran */
  g_assert_true (xq_tournament_model_get_read_only (reader));
  g_assert_true (xq_tournament_model_open_event (reader, id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_standings (reader)), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_boards (reader)), ==, 2);
  g_assert_false (xq_tournament_model_get_can_pair (reader));
  g_assert_false (xq_tournament_model_get_can_repair (reader));
  g_assert_false (xq_tournament_model_get_can_undo (reader));
  g_assert_false (xq_tournament_model_get_can_edit_players (reader));
  g_assert_false (xq_tournament_model_set_result (reader, 1, XQ_GAME_RESULT_DRAW, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);
  /* Exports read it on a connection of their own. */
  xq_tournament_export_async (f->path, id, XQ_EXPORT_FORMAT_CSV, XQ_EXPORT_STANDINGS, 0, csv, NULL, export_done_cb,
                              &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS); /* export_done_cb's "done" */
  g_clear_error (&error);
  g_assert_true (g_file_load_contents (csv, NULL, &text, NULL, NULL, NULL));
  g_assert_nonnull (strstr (text, "P1"));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (g_steal_pointer (&reader));
}

/* Three players of a round robin that breaks ties with "playoff" draw every game: first place is
 * played off. */
static void
test_playoffs (Fixture      *f,
               gconstpointer user_data)
{
  g_autoptr (GArray) tb = xq_tiebreaks_parse ("direct,wins,playoff", NULL);
  GError            *error = NULL;
  XqEvent            event = { 0 };
  gint64             id;
  guint              boards;

  g_test_summary ("Play-offs in the model: due once the last round is in, they can be paired; the table marks "
                  "the tied rows; the play-off boards are entered like others and decide the place");
  event.name = (char *) "Play-off 加赛";
  event.system = XQ_SYSTEM_ROUNDROBIN;
  event.games_per_match = 1;
  event.tiebreaks = tb;
  id = xq_tournament_model_create_event (f->model, &event, &error);
  g_assert_true (xq_tournament_model_open_event (f->model, id, &error));
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *player = g_strdup_printf ("P%u", i + 1);
      XqPlayerSpec     spec = { player, 2000, NULL, NULL };
      g_assert_cmpint (xq_tournament_model_add_player (f->model, &spec, &error), >, 0);
    }
  for (guint r = 1; r <= 3; r++)
    {
      g_assert_cmpuint (pair (f, FALSE), ==, r);
      g_assert_cmpuint (xq_tournament_model_get_playoffs (f->model)->len, ==, 0);
      for (guint i = 0; i < g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)); i++)
        if (xq_board_item_get_editable (board (f, i)))
          g_assert_true (xq_tournament_model_set_result (f->model, i, XQ_GAME_RESULT_DRAW, &error));
    }
  g_assert_no_error (error);
  g_assert_cmpuint (xq_tournament_model_get_playoffs (f->model)->len, ==, 1);
  g_assert_true (xq_tournament_model_get_can_pair (f->model));
  g_assert_true (xq_standing_item_get_playoff (standing (f, 0)));
  g_assert_true (xq_standing_item_get_shared (standing (f, 1)));

  boards = g_list_model_get_n_items (xq_tournament_model_get_boards (f->model));
  g_assert_cmpuint (pair (f, FALSE), ==, 3);
  g_assert_cmpuint (xq_tournament_model_get_playoffs (f->model)->len, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_boards (f->model)), ==, boards + 3);
  g_assert_false (xq_tournament_model_get_can_pair (f->model));
  /* P2 wins both its play-off games (a draw with Black counts as Black's win); P1 beats P3. */
  for (guint i = boards; i < boards + 3; i++)
    {
      XqBoardItem *b = board (f, i);
      XqGameResult r = xq_board_item_get_black_number (b) == 2 ? XQ_GAME_RESULT_DRAW
                       : xq_board_item_get_red_number (b) == 2 ? XQ_GAME_RESULT_RED_WIN
                       : xq_board_item_get_red_number (b) == 1 ? XQ_GAME_RESULT_RED_WIN
                                                               : XQ_GAME_RESULT_BLACK_WIN;
      g_assert_cmpint (xq_board_item_get_kind (b), ==, XQ_GAME_PLAYOFF);
      g_assert_true (xq_tournament_model_set_result (f->model, i, r, &error));
    }
  g_assert_no_error (error);
  g_assert_false (xq_standing_item_get_playoff (standing (f, 0)));
  g_assert_cmpuint (xq_standing_item_get_rank (standing (f, 0)), ==, 1);
  g_assert_cmpstr (xq_standing_item_get_name (standing (f, 0)), ==, "P2");
  g_assert_cmpstr (xq_standing_item_get_points (standing (f, 0)), ==, "2");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(path, func) \
  g_test_add ("/xq/models/tournament/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("events", test_events);
  ADD ("players", test_players);
  ADD ("rounds", test_rounds);
  ADD ("repair", test_repair);
  ADD ("knockout-groups", test_knockout_groups);
  ADD ("export", test_export);
  ADD ("read-only", test_read_only);
  ADD ("playoffs", test_playoffs);
#undef ADD
  return g_test_run ();
}
