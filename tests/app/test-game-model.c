/* test-game-model.c: XqGameModel without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-game-model.h"
#include "xq-move-row.h"

static XqMove
iccs (const char *text)
{
  XqMove move = XQ_MOVE_NONE;

  g_assert_true (xq_move_from_iccs (text, &move));
  return move;
}

static gboolean
play (XqGameModel *game,
      const char  *text)
{
  return xq_game_model_play_move (game, iccs (text), NULL);
}

static void
play_all (XqGameModel *game,
          const char  *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    g_assert_true (play (game, list[i]));
}

static XqMoveRow *
row (XqGameModel *game,
     guint        index)
{
  XqMoveRow *item = g_list_model_get_item (G_LIST_MODEL (game), index);

  g_assert_nonnull (item);
  g_object_unref (item); /* the model keeps its rows */
  return item;
}

static void
test_start (void)
{
  XqGameModel *game = xq_game_model_new ();
  XqPosition   start;

  xq_position_init_start (&start);
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 0);
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, 0);
  g_assert_true (xq_position_same (xq_game_model_get_position (game), &start));
  g_assert_cmpuint (xq_game_model_get_last_move (game), ==, XQ_MOVE_NONE);
  g_assert_false (xq_game_model_get_can_undo (game));
  g_assert_false (xq_game_model_get_modified (game));
  g_assert_cmpuint (xq_game_model_get_current_row (game), ==, G_MAXUINT);
  g_assert_finalize_object (game);
}

static void
test_play (void)
{
  XqGameModel     *game = xq_game_model_new ();
  XqPosition       start;
  g_autofree char *expected = NULL;

  xq_position_init_start (&start);
  expected = xq_notation_format (&start, iccs ("h2e2"), XQ_NOTATION_CHINESE);

  g_assert_true (play (game, "h2e2"));
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 1);
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 1);
  g_assert_cmpuint (xq_game_model_get_last_move (game), ==, iccs ("h2e2"));
  g_assert_cmpint (xq_game_model_get_position (game)->side, ==, XQ_BLACK);
  g_assert_true (xq_game_model_get_modified (game));
  g_assert_true (xq_game_model_get_can_undo (game));

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, 1);
  g_assert_cmpstr (xq_move_row_get_number (row (game, 0)), ==, "1.");
  g_assert_cmpstr (xq_move_row_get_text (row (game, 0)), ==, expected);
  g_assert_true (xq_move_row_get_is_red (row (game, 0)));
  g_assert_false (xq_move_row_get_is_variation (row (game, 0)));

  g_assert_true (play (game, "h9g7"));
  g_assert_cmpstr (xq_move_row_get_number (row (game, 1)), ==, "");
  g_assert_false (xq_move_row_get_is_red (row (game, 1)));
  g_assert_cmpuint (xq_game_model_get_current_row (game), ==, 1);
  g_assert_finalize_object (game);
}

static void
test_illegal (void)
{
  XqGameModel  *game = xq_game_model_new ();
  XqMoveProblem problem = XQ_MOVE_OK;

  /* b0-d1: the elephant on c0 blocks the horse's leg */
  g_assert_false (xq_game_model_play_move (game, iccs ("b0d1"), &problem));
  g_assert_cmpint (problem, ==, XQ_MOVE_HORSE_LEG);
  g_assert_cmpint (xq_game_model_check_move (game, iccs ("b9c7")), ==, XQ_MOVE_NOT_YOUR_PIECE);
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 0);
  g_assert_false (xq_game_model_get_can_undo (game));
  g_assert_finalize_object (game);
}

static void
test_legal_targets (void)
{
  XqGameModel *game = xq_game_model_new ();
  XqBitboard   targets = xq_game_model_get_legal_targets (game, xq_square_make (1, 0));

  /* The horse on b0 reaches a2 and c2 (d1 is blocked) */
  g_assert_cmpint (xq_bb_count (targets), ==, 2);
  g_assert_true (xq_bb_test (targets, xq_square_make (0, 2)));
  g_assert_true (xq_bb_test (targets, xq_square_make (2, 2)));
  /* Black's pieces have no targets while Red is to move */
  g_assert_true (xq_game_model_get_legal_targets (game, xq_square_make (1, 9)) == XQ_BB_EMPTY);
  g_assert_finalize_object (game);
}

static void
test_navigation (void)
{
  XqGameModel *game = xq_game_model_new ();

  play_all (game, "h2e2 h9g7 h0g2 i9h9");
  g_assert_false (xq_game_model_go_forward (game));
  g_assert_true (xq_game_model_go_back (game));
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 3);
  g_assert_cmpuint (xq_game_model_get_last_move (game), ==, iccs ("h0g2"));
  g_assert_true (xq_game_model_go_first (game));
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 0);
  g_assert_false (xq_game_model_go_back (game));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 4);
  g_assert_true (xq_game_model_go_forward (game));
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 1);
  g_assert_true (xq_game_model_go_last (game));
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 4);
  xq_game_model_set_ply (game, 2);
  g_assert_cmpuint (xq_game_model_get_last_move (game), ==, iccs ("h9g7"));
  /* Following the line by playing its next move adds nothing */
  g_assert_true (play (game, "h0g2"));
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 3);
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, 4);
  g_assert_finalize_object (game);
}

static void
test_variation (void)
{
  XqGameModel *game = xq_game_model_new ();
  guint        variation_row = G_MAXUINT;

  play_all (game, "h2e2 h9g7 h0g2");
  xq_game_model_set_ply (game, 1);
  /* A different reply where a continuation exists: a variation, nothing asked */
  g_assert_true (play (game, "b9c7"));
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 2);
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 2);
  g_assert_true (xq_game_model_get_in_variation (game));
  g_assert_cmpuint (xq_game_model_get_last_move (game), ==, iccs ("b9c7"));

  /* Rows: 1. h2e2, 1… b9c7, then the old main line as a variation of ply 2 */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, 3);
  for (guint i = 0; i < 3; i++)
    if (xq_move_row_get_is_variation (row (game, i)))
      variation_row = i;
  g_assert_cmpuint (variation_row, ==, 2);
  g_assert_cmpuint (xq_move_row_get_ply (row (game, 2)), ==, 2);
  g_assert_nonnull (strstr (xq_move_row_get_markup (row (game, 2)), "<i>"));

  /* Choosing the variation row makes it the line shown again */
  g_assert_true (xq_game_model_activate_row (game, variation_row));
  g_assert_false (xq_game_model_get_in_variation (game));
  g_assert_cmpuint (xq_game_model_get_last_move (game), ==, iccs ("h9g7"));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 3);

  /* Promote the other branch, then delete it */
  xq_game_model_activate_row (game, 2);
  g_assert_true (xq_game_model_get_in_variation (game));
  g_assert_true (xq_game_model_promote_variation (game));
  g_assert_false (xq_game_model_get_in_variation (game));
  g_assert_true (xq_game_model_delete_variation (game));
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 1);
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, 3);
  g_assert_finalize_object (game);
}

static void
test_undo_redo (void)
{
  XqGameModel *game = xq_game_model_new ();
  XqPosition   pos;

  play_all (game, "h2e2 h9g7");
  g_assert_true (xq_game_model_undo (game));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 1);
  g_assert_true (xq_game_model_get_can_redo (game));
  g_assert_true (xq_game_model_redo (game));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 2);
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 2);
  g_assert_false (xq_game_model_redo (game));

  /* A new start position is an edit too */
  g_assert_true (xq_position_from_fen (&pos, "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", NULL));
  xq_game_model_set_start_position (game, &pos);
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 0);
  g_assert_true (xq_position_same (xq_game_model_get_position (game), &pos));
  g_assert_true (xq_game_model_undo (game));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 2);

  /* A new edit drops what could be redone */
  g_assert_true (xq_game_model_undo (game));
  g_assert_true (play (game, "b9c7"));
  g_assert_false (xq_game_model_get_can_redo (game));

  xq_game_model_reset (game, NULL);
  g_assert_false (xq_game_model_get_can_undo (game));
  g_assert_false (xq_game_model_get_modified (game));
  g_assert_finalize_object (game);
}

static void
test_notation (void)
{
  XqGameModel *game = xq_game_model_new ();

  play (game, "h2e2");
  xq_game_model_set_notation (game, XQ_NOTATION_ICCS);
  g_assert_cmpstr (xq_move_row_get_text (row (game, 0)), ==, "h2e2");
  g_assert_finalize_object (game);
}

static void
test_cycle (void)
{
  XqGameModel *game = xq_game_model_new ();
  guint        first = 0;

  play_all (game, "h0g2 h9g7 g2h0 g7h9");
  g_assert_cmpuint (xq_game_model_find_cycle (game, 4, &first), ==, 2);
  g_assert_cmpuint (first, ==, 1);
  g_assert_cmpuint (xq_game_model_find_cycle (game, 3, &first), ==, 1);
  play_all (game, "h0g2 h9g7 g2h0 g7h9");
  g_assert_cmpuint (xq_game_model_find_cycle (game, 8, &first), ==, 3);
  g_assert_cmpuint (first, ==, 5);
  g_assert_finalize_object (game);
}

static void
test_tags (void)
{
  XqGameModel   *game = xq_game_model_new ();
  g_auto (GStrv) names = NULL;

  g_assert_cmpstr (xq_game_model_get_title (game), ==, "");
  xq_game_model_set_tag (game, "Event", "Club Championship");
  g_assert_cmpstr (xq_game_model_get_title (game), ==, "Club Championship");
  xq_game_model_set_tag (game, "Red", "Hu Ronghua");
  xq_game_model_set_tag (game, "Black", "Yang Guanlin");
  g_assert_cmpstr (xq_game_model_get_title (game), ==, "Hu Ronghua vs Yang Guanlin");
  names = xq_game_model_dup_tag_names (game);
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_cmpstr (names[0], ==, "Event");
  g_assert_finalize_object (game);
}

/* Saved, then edited and undone back: not modified; any other state is. */
static void
test_modified_states (void)
{
  g_autoptr (XqGameModel) game = xq_game_model_new ();

  play_all (game, "h2e2 h9g7");
  g_assert_true (xq_game_model_get_modified (game));
  xq_game_model_set_modified (game, FALSE); /* saved */
  g_assert_true (xq_game_model_set_comment (game, "Both develop"));
  g_assert_true (xq_game_model_get_modified (game));
  g_assert_true (xq_game_model_undo (game));
  g_assert_false (xq_game_model_get_modified (game));
  g_assert_true (xq_game_model_undo (game));
  g_assert_true (xq_game_model_get_modified (game));
  g_assert_true (xq_game_model_redo (game));
  g_assert_false (xq_game_model_get_modified (game));
  /* The same comment again is no edit */
  g_assert_true (xq_game_model_redo (game));
  g_assert_false (xq_game_model_set_comment (game, "  Both develop\n"));
}

/* A coach's edits, written as PGN and read back: the same game. */
static void
test_edits_round_trip (void)
{
  g_autoptr (XqGameModel) game = xq_game_model_new ();
  const char *const       names[] = { "Event", "Red", "Black", "Result", "Rules", "MoveLimit", "MoveLimitFrom", NULL };
  const char *const       values[] = { "第九届全国赛", "许银川", "吕钦", "1-0", "axf", "40", "20", NULL };
  g_autofree char        *pgn = NULL;
  g_autoptr (XqGame)      back = NULL;
  g_autoptr (GError)      error = NULL;
  XqGameNode             *root, *first, *second;

  /* Before the first move; after a move; a glyph; a variation, demoted then promoted */
  g_assert_true (xq_game_model_set_comment (game, "中炮对屏风马"));
  play_all (game, "h2e2 h9g7 h0g2");
  g_assert_true (xq_game_model_set_glyph (game, 1));
  g_assert_cmpstr (xq_move_row_get_text (row (game, 2)), ==, "马二进三!");
  g_assert_true (xq_game_model_set_glyph (game, 5));
  g_assert_cmpuint (xq_game_model_get_glyph (game), ==, 5);
  g_assert_true (xq_game_model_set_comment (game, "稳健"));
  xq_game_model_set_ply (game, 1);
  g_assert_true (play (game, "b9c7")); /* a variation */
  g_assert_true (xq_game_model_get_in_variation (game));
  g_assert_false (xq_game_model_get_can_demote (game)); /* the last line already */
  g_assert_false (xq_game_model_demote_variation (game));
  g_assert_true (xq_game_model_promote_variation (game));
  g_assert_true (xq_game_model_get_can_demote (game));
  g_assert_false (xq_game_model_get_in_variation (game));
  g_assert_true (xq_game_model_demote_variation (game));
  g_assert_true (xq_game_model_get_in_variation (game));
  g_assert_true (xq_game_model_set_tags (game, names, values));
  g_assert_cmpstr (xq_game_model_get_title (game), ==, "许银川 vs 吕钦");

  for (XqNotation notation = XQ_NOTATION_CHINESE; notation <= XQ_NOTATION_ICCS; notation++)
    {
      g_clear_pointer (&pgn, g_free);
      g_clear_pointer (&back, xq_game_free);
      pgn = xq_pgn_write_game (xq_game_model_get_game (game), notation);
      back = xq_pgn_read_game (pgn, -1, &error);
      g_assert_no_error (error);
      g_assert_true (xq_game_equal (back, xq_game_model_get_game (game)));
    }
  root = xq_game_get_root (back);
  g_assert_cmpstr (xq_game_node_get_comment (root), ==, "中炮对屏风马");
  first = xq_game_node_get_next (root);
  second = xq_game_node_get_next (first);
  g_assert_cmpuint (xq_game_node_get_n_children (first), ==, 2);
  g_assert_cmpuint (xq_game_node_get_move (second), ==, iccs ("h9g7"));
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_next (second)), ==, "稳健");
  g_assert_cmpstr (xq_game_get_tag (back, "MoveLimit"), ==, "40");
  g_assert_cmpstr (xq_game_get_tag (back, "Rules"), ==, "axf");
  g_assert_nonnull (strstr (pgn, "{稳健}"));
  g_assert_nonnull (strstr (pgn, "$5"));

  /* A tag set to "" goes; all of it is one undo step */
  {
    const char *const clear_names[] = { "MoveLimitFrom", "Result", NULL };
    const char *const clear_values[] = { "", NULL, NULL };
    g_assert_true (xq_game_model_set_tags (game, clear_names, clear_values));
    g_assert_null (xq_game_model_get_tag (game, "MoveLimitFrom"));
    g_assert_null (xq_game_model_get_tag (game, "Result"));
    g_assert_true (xq_game_model_undo (game));
    g_assert_cmpstr (xq_game_model_get_tag (game, "MoveLimitFrom"), ==, "20");
  }
}

/* Issue 31: after a comment, Black's move opens a row with its number ("2…"). */
static void
test_number_after_comment (void)
{
  g_autoptr (XqGameModel) game = xq_game_model_new ();

  play_all (game, "h2e2");
  g_assert_true (xq_game_model_set_comment (game, "A central cannon"));
  play_all (game, "h9g7 h0g2 b9c7");
  g_assert_cmpstr (xq_move_row_get_number (row (game, 0)), ==, "1.");
  g_assert_cmpstr (xq_move_row_get_number (row (game, 1)), ==, "1…");
  g_assert_cmpstr (xq_move_row_get_number (row (game, 2)), ==, "2.");
  g_assert_cmpstr (xq_move_row_get_number (row (game, 3)), ==, "");
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/game-model/start", test_start);
  g_test_add_func ("/xq/app/game-model/play", test_play);
  g_test_add_func ("/xq/app/game-model/illegal", test_illegal);
  g_test_add_func ("/xq/app/game-model/legal-targets", test_legal_targets);
  g_test_add_func ("/xq/app/game-model/navigation", test_navigation);
  g_test_add_func ("/xq/app/game-model/variation", test_variation);
  g_test_add_func ("/xq/app/game-model/undo-redo", test_undo_redo);
  g_test_add_func ("/xq/app/game-model/notation", test_notation);
  g_test_add_func ("/xq/app/game-model/cycle", test_cycle);
  g_test_add_func ("/xq/app/game-model/tags", test_tags);
  g_test_add_func ("/xq/app/game-model/modified-states", test_modified_states);
  g_test_add_func ("/xq/app/game-model/edits-round-trip", test_edits_round_trip);
  g_test_add_func ("/xq/app/game-model/number-after-comment", test_number_after_comment);

  return g_test_run ();
}
