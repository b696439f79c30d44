/* test-explanation-model.c: XqExplanationModel over the engine's analysis, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-alternative-item.h"
#include "xq-cycle-item.h"
#include "xq-example-item.h"
#include "xq-explanation-model.h"
#include "xq-game-model.h"
#include "xq-game-review.h"
#include "xq-library-model.h"
#include "xq-nature-item.h"
#include "xq-target-item.h"

static XqGameModel *
game_from (const char *fen,
           const char *moves)
{
  XqGameModel   *game = xq_game_model_new ();
  XqPosition     pos;
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  g_assert_true (xq_position_from_fen (&pos, fen, NULL));
  xq_game_model_reset (game, &pos);
  for (guint i = 0; list[i] != NULL && *list[i] != '\0'; i++)
    {
      XqMove move;
      g_assert_true (xq_move_from_iccs (list[i], &move));
      g_assert_true (xq_game_model_play_move (game, move, NULL));
    }
  return game;
}

static XqNatureItem *
nature (XqExplanationModel *model,
        guint               index)
{
  XqNatureItem *item = g_list_model_get_item (xq_explanation_model_get_natures (model), index);

  g_assert_nonnull (item);
  g_object_unref (item);
  return item;
}

static void
test_start (void)
{
  XqGameModel        *game = xq_game_model_new ();
  XqExplanationModel *model = xq_explanation_model_new (game);

  g_assert_cmpstr (xq_explanation_model_get_heading (model), ==, "Start position");
  g_assert_false (xq_explanation_model_get_available (model));
  g_assert_nonnull (xq_explanation_model_get_status (model));
  g_assert_false (xq_explanation_model_get_ruling_active (model));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

static void
test_check (void)
{
  XqGameModel        *game = game_from ("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", "e1d1");
  XqExplanationModel *model = xq_explanation_model_new (game);

  g_assert_true (xq_explanation_model_get_available (model));
  g_assert_cmpuint (g_list_model_get_n_items (xq_explanation_model_get_natures (model)), ==, 1);
  g_assert_cmpstr (xq_nature_item_get_term (nature (model, 0)), ==, "将");
  g_assert_cmpstr (xq_nature_item_get_name (nature (model, 0)), ==, "check");
  g_assert_true (xq_nature_item_get_heaviest (nature (model, 0)));
  g_assert_true (xq_nature_item_get_attack (nature (model, 0)));
  g_assert_nonnull (strstr (xq_explanation_model_get_evidence (model)[0], "CXA rules art. 28.1"));
  g_assert_nonnull (strstr (xq_explanation_model_get_heading (model), "(Red)"));

  /* Back at the start there is nothing to explain */
  xq_game_model_go_first (game);
  g_assert_false (xq_explanation_model_get_available (model));
  g_assert_cmpuint (g_list_model_get_n_items (xq_explanation_model_get_natures (model)), ==, 0);
  /* and no sentence of the check is left over from it */
  g_assert_null (xq_explanation_model_get_evidence (model)[0]);
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

static void
test_chase (void)
{
  XqGameModel             *game = game_from ("3k5/4a4/9/9/7n1/9/9/9/9/1R2K4 w - - 0 1", "b0b5");
  XqExplanationModel      *model = xq_explanation_model_new (game);
  GListModel              *targets = xq_explanation_model_get_targets (model);
  g_autoptr (XqTargetItem) target = NULL;
  GArray                  *marks;

  g_assert_cmpstr (xq_nature_item_get_term (nature (model, 0)), ==, "捉");
  g_assert_true (xq_nature_item_get_heaviest (nature (model, 0)));
  /* The horse, chased; and the advisor, which the rook could already win by 车八进九+ (29.1), and
   * still can: no new chase of it (29.2) */
  g_assert_cmpuint (g_list_model_get_n_items (targets), ==, 2);
  target = g_list_model_get_item (targets, 0);
  /* Named as the board shows it (English: the WXF way); the square only with ICCS coordinates */
  g_assert_cmpstr (xq_target_item_get_piece (target), ==, "Black’s horse on file 8");
  g_assert_cmpstr (xq_target_item_get_square (target), ==, "rank 5");
  g_assert_cmpstr (xq_target_item_get_status (target), ==, "无根");
  g_assert_true (xq_target_item_get_chased (target));
  g_assert_cmpstr (xq_target_item_get_attackers (target), ==, "Red’s rook on file 8");
  xq_explanation_model_set_squares (model, TRUE);
  g_clear_object (&target);
  target = g_list_model_get_item (targets, 0);
  g_assert_cmpstr (xq_target_item_get_square (target), ==, "rank 5");
  g_assert_cmpstr (xq_target_item_get_piece (target), ==, "Black’s horse on file 8 (h5)");
  g_assert_cmpstr (xq_target_item_get_attackers (target), ==, "Red’s rook on file 8 (b5)");
  xq_explanation_model_set_squares (model, FALSE);
  g_clear_object (&target);
  target = g_list_model_get_item (targets, 0);

  /* Until a row is chosen, the chased piece is ringed */
  marks = xq_explanation_model_get_marks (model);
  g_assert_nonnull (marks);
  g_assert_cmpuint (marks->len, ==, 1);
  g_assert_cmpint (g_array_index (marks, XqMark, 0).kind, ==, XQ_MARK_TARGET);

  /* Choosing the row gives its arrows: attacker b5 → h5 */
  xq_explanation_model_set_selected_target (model, 0);
  marks = xq_explanation_model_get_marks (model);
  g_assert_nonnull (marks);
  g_assert_cmpuint (marks->len, ==, 2);
  g_assert_cmpint (g_array_index (marks, XqMark, 1).kind, ==, XQ_MARK_ATTACK);
  g_assert_cmpint (g_array_index (marks, XqMark, 1).from, ==, xq_square_make (1, 5));
  g_assert_cmpint (g_array_index (marks, XqMark, 1).to, ==, xq_square_make (7, 5));
  xq_explanation_model_set_selected_target (model, G_MAXUINT);
  g_assert_cmpuint (xq_explanation_model_get_marks (model)->len, ==, 1);

  /* The profile is followed */
  xq_explanation_model_set_profile (model, XQ_PROFILE_AXF);
  g_assert_cmpint (xq_explanation_model_get_profile (model), ==, XQ_PROFILE_AXF);
  g_assert_true (xq_explanation_model_get_available (model));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

static void
test_repetition (void)
{
  XqGameModel            *game = game_from (XQ_START_FEN, "h0g2 h9g7 g2h0 g7h9");
  XqExplanationModel     *model = xq_explanation_model_new (game);
  GListModel             *cycle = xq_explanation_model_get_cycle (model);
  g_autoptr (XqCycleItem) first = NULL;

  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_nonnull (xq_explanation_model_get_ruling_title (model));
  g_assert_cmpuint (xq_explanation_model_get_cycle_first_ply (model), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (cycle), ==, 4);
  first = g_list_model_get_item (cycle, 0);
  g_assert_true (xq_cycle_item_get_red (first));
  g_assert_cmpstr (xq_cycle_item_get_number (first), ==, "1.");

  xq_game_model_go_back (game);
  g_assert_false (xq_explanation_model_get_ruling_active (model));
  g_assert_cmpuint (g_list_model_get_n_items (cycle), ==, 0);
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

/* CXA 1999 细则1: one-sided perpetual check is never allowed */
static void
test_perpetual_check (void)
{
  XqGameModel            *game = game_from ("3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1", "f8e8 e9f9 e8f8 f9e9 f8e8");
  XqExplanationModel     *model = xq_explanation_model_new (game);
  GListModel             *cycle = xq_explanation_model_get_cycle (model);
  g_autoptr (XqCycleItem) second = NULL;

  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_true (xq_explanation_model_get_ruling_forbidden (model));
  g_assert_cmpstr (xq_explanation_model_get_ruling_title (model), ==, "Red must change, or loses");
  g_assert_nonnull (strstr (xq_explanation_model_get_ruling_clause (model), "26.1"));
  g_assert_nonnull (strstr (xq_explanation_model_get_red_pattern (model), "长将"));
  g_assert_nonnull (strstr (xq_explanation_model_get_red_pattern (model), "forbidden"));
  g_assert_nonnull (xq_explanation_model_get_ruling_detail (model));
  g_assert_cmpuint (xq_explanation_model_get_cycle_first_ply (model), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (cycle), ==, 4);
  second = g_list_model_get_item (cycle, 1);
  g_assert_nonnull (strstr (xq_cycle_item_get_nature (second), "将"));

  /* The AXF profile rules the same cycle with its own clause */
  xq_explanation_model_set_profile (model, XQ_PROFILE_AXF);
  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_nonnull (strstr (xq_explanation_model_get_ruling_clause (model), "AXF"));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

/* Seed 000 例五 under 1957: Black's chases are answered by Red's return chase, a plain draw; neither
 * side's pattern is labelled forbidden */
static void
test_return_attack_1957 (void)
{
  XqGameModel        *game = game_from ("5k3/9/9/8P/3n1n3/9/9/Cr7/4A4/3A1K3 w - - 0 1", "a2a5 b2b5 a5a2 b5b2 a2a5");
  XqExplanationModel *model = xq_explanation_model_new (game);

  xq_explanation_model_set_profile (model, XQ_PROFILE_1957);
  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_false (xq_explanation_model_get_ruling_forbidden (model));
  g_assert_nonnull (strstr (xq_explanation_model_get_black_pattern (model), "(answered by return attacks, no offence)"));
  g_assert_null (strstr (xq_explanation_model_get_black_pattern (model), "forbidden"));
  g_assert_nonnull (strstr (xq_explanation_model_get_red_pattern (model), "(allowed)"));
  /* Under CXA the same chases are forbidden (二打一还打, seed 001 禁止着法(6)) */
  xq_explanation_model_set_profile (model, XQ_PROFILE_CXA);
  g_assert_nonnull (strstr (xq_explanation_model_get_black_pattern (model), "(forbidden)"));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

static void
test_move_limit (void)
{
  XqGameModel        *game = game_from (XQ_START_FEN, "h0g2 h9g7 g2h0");
  XqExplanationModel *model = xq_explanation_model_new (game);

  xq_explanation_model_set_move_limit (model, 40);
  g_assert_nonnull (strstr (xq_explanation_model_get_counters (model), "Move limit: 39 moves left"));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

/* A library example judged under the arbiter's move limit (限着, seed 000) carries it into the game
 * (MoveLimit tags), and the explanation rules on it when it runs out, as qili-cli judge does. */
static void
test_example_move_limit (void)
{
  const XqExample          *example = xq_library_lookup (xq_library_model_get_builtin (), "s000-move-limit");
  g_autoptr (XqExampleItem) item = NULL;
  XqGameModel              *game = xq_game_model_new ();
  XqExplanationModel       *model = xq_explanation_model_new (game);

  g_assert_nonnull (example);
  item = xq_example_item_new (example, XQ_LANG_EN);
  xq_explanation_model_set_profile (model, XQ_PROFILE_1957);
  xq_game_model_take_game (game, xq_example_item_dup_game (item, G_MAXUINT));
  g_assert_cmpstr (xq_game_model_get_tag (game, XQ_MOVE_LIMIT_TAG), ==, "2");
  g_assert_cmpstr (xq_game_model_get_tag (game, XQ_MOVE_LIMIT_FROM_TAG), ==, "0");
  xq_game_model_go_forward (game);
  g_assert_false (xq_explanation_model_get_ruling_active (model));
  g_assert_cmpstr (xq_explanation_model_get_counters (model), ==, "Move limit: 2 moves left");
  xq_game_model_go_last (game);
  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_false (xq_explanation_model_get_ruling_forbidden (model));
  g_assert_cmpstr (xq_explanation_model_get_ruling_title (model), ==, "The move limit has run out: a draw");
  g_assert_nonnull (strstr (xq_explanation_model_get_ruling_detail (model), "move limit has run out"));
  g_assert_nonnull (strstr (xq_explanation_model_get_ruling_clause (model), "1957"));
  g_assert_cmpuint (g_list_model_get_n_items (xq_explanation_model_get_cycle (model)), ==, 0);
  /* The limit the arbiter sets here wins over the game's */
  xq_explanation_model_set_move_limit (model, 40);
  g_assert_false (xq_explanation_model_get_ruling_active (model));
  xq_explanation_model_set_move_limit (model, 0);
  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

/* Under 1957 a check inside the limit is a new development: the arbiter may set a new limit
 * (seed 000 限着); a MoveLimit tag that is not a number sets no limit. */
static void
test_tag_move_limit (void)
{
  XqGameModel        *game = game_from ("4k3r/9/9/9/9/9/9/4B4/R8/3AKA3 w - - 0 1", "a1a9 e9e8 a9a1 i9h9");
  XqExplanationModel *model = xq_explanation_model_new (game);

  xq_explanation_model_set_profile (model, XQ_PROFILE_1957);
  g_assert_false (xq_explanation_model_get_ruling_active (model));
  xq_game_model_set_tag (game, XQ_MOVE_LIMIT_TAG, "many");
  xq_game_model_go_back (game);
  xq_game_model_go_forward (game);
  g_assert_false (xq_explanation_model_get_ruling_active (model));
  xq_game_model_set_tag (game, XQ_MOVE_LIMIT_TAG, "2");
  xq_game_model_go_back (game);
  xq_game_model_go_forward (game);
  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_cmpstr (xq_explanation_model_get_ruling_title (model), ==,
                   "The move limit has run out after a check: the arbiter may set a new one");
  g_assert_nonnull (strstr (xq_explanation_model_get_ruling_detail (model), "gave check inside it"));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

static void
test_comment (void)
{
  XqGameModel        *game = xq_game_model_new ();
  XqExplanationModel *model = xq_explanation_model_new (game);
  g_autoptr (GError)  error = NULL;
  XqGame             *record = xq_pgn_read_game ("[Event \"Test\"]\n\n1. 炮二平五 { The central cannon. } 马8进7 *\n", -1, &error);

  g_assert_no_error (error);
  xq_game_model_take_game (game, record);
  g_assert_null (xq_explanation_model_get_comment (model));
  xq_game_model_go_forward (game);
  g_assert_cmpstr (xq_explanation_model_get_comment (model), ==, "The central cannon.");
  xq_game_model_go_forward (game);
  g_assert_null (xq_explanation_model_get_comment (model));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

static void
test_counters (void)
{
  XqGameModel        *game = game_from (XQ_START_FEN, "h0g2 h9g7 g2h0");
  XqExplanationModel *model = xq_explanation_model_new (game);

  g_assert_cmpstr (xq_explanation_model_get_counters (model), ==, "No capture for 1 of 60 moves");
  /* seed 000 has no 60-move rule: only the arbiter's limit counts */
  xq_explanation_model_set_profile (model, XQ_PROFILE_1957);
  g_assert_null (xq_explanation_model_get_counters (model));
  xq_explanation_model_set_move_limit (model, 40);
  g_assert_cmpstr (xq_explanation_model_get_counters (model), ==, "Move limit: 39 moves left");
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

/* The way out (CXA 26.1, 细则1): Red's moves after 将5平6, grouped by kind and reason. */
static void
test_way_out (void)
{
  XqGameModel        *game = game_from ("3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1", "f8e8 e9f9 e8f8 f9e9 f8e8");
  XqExplanationModel *model = xq_explanation_model_new (game);
  GListModel         *alternatives = xq_explanation_model_get_alternatives (model);
  guint               n_moves = 0;
  XqAlternativeKind   last = XQ_ALTERNATIVE_REPEATS;

  xq_game_model_set_notation (game, XQ_NOTATION_ICCS);
  g_assert_nonnull (strstr (xq_explanation_model_get_way_out (model), "If Black goes on with e9f9, Red must change"));
  g_assert_cmpuint (g_list_model_get_n_items (alternatives), >=, 4);
  for (guint i = 0; i < g_list_model_get_n_items (alternatives); i++)
    {
      g_autoptr (XqAlternativeItem) item = g_list_model_get_item (alternatives, i);
      const char                   *moves = xq_alternative_item_get_moves (item);

      g_assert_cmpint (xq_alternative_item_get_kind (item), >=, last);
      last = xq_alternative_item_get_kind (item);
      n_moves += xq_alternative_item_get_n_moves (item);
      /* Each reason cites its clause: the ruling's for what does not change, mate's for the mate */
      g_assert_nonnull (strstr (xq_alternative_item_get_reason (item), " (CXA rules art. "));
      if (xq_alternative_item_get_kind (item) != XQ_ALTERNATIVE_BREAKS)
        g_assert_nonnull (strstr (xq_alternative_item_get_reason (item), "art. 26.1 and detailed ruling 1)"));
      if (i == 0)
        {
          g_assert_cmpint (xq_alternative_item_get_kind (item), ==, XQ_ALTERNATIVE_REPEATS);
          g_assert_cmpstr (moves, ==, "e8f8");
          g_assert_cmpstr (xq_alternative_item_get_heading (item), ==, "Repeats the cycle");
        }
      if (strstr (moves, "e8e9"))
        g_assert_cmpint (xq_alternative_item_get_kind (item), ==, XQ_ALTERNATIVE_CONTINUES);
      if (strstr (moves, "f7f8"))
        g_assert_cmpstr (xq_alternative_item_get_reason (item), ==,
                         "Checkmates: a change that wins the game (CXA rules art. 3.1).");
    }
  g_assert_cmpuint (n_moves, ==, 14);

  /* No list where nobody must change: one move back the cycle is not closed */
  xq_game_model_go_back (game);
  xq_game_model_go_back (game);
  xq_game_model_go_back (game);
  g_assert_cmpuint (g_list_model_get_n_items (alternatives), ==, 0);
  g_assert_null (xq_explanation_model_get_way_out (model));
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

/* Next and Previous Ruling: the plies where review finds a closed cycle (second and third
 * occurrences), here 4 to 11 of 13. */
static void
test_ruling_plies (void)
{
  XqGameModel        *game = game_from ("3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1",
                                        "f8e8 e9f9 e8f8 f9e9 f8e8 e9f9 e8f8 f9e9 f8e8 e9f9 e8f8 f9e9 f8e8");
  XqExplanationModel *model = xq_explanation_model_new (game);

  g_assert_cmpuint (xq_explanation_model_get_next_ruling (model), ==, G_MAXUINT);
  g_assert_cmpuint (xq_explanation_model_get_previous_ruling (model), ==, 11);
  xq_game_model_go_first (game);
  g_assert_cmpuint (xq_explanation_model_get_next_ruling (model), ==, 4);
  g_assert_cmpuint (xq_explanation_model_get_previous_ruling (model), ==, G_MAXUINT);
  xq_game_model_set_ply (game, 4);
  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_cmpuint (xq_explanation_model_get_next_ruling (model), ==, 5);
  /* A move played at the start makes another line, without the cycle */
  xq_game_model_go_first (game);
  {
    XqMove move;
    g_assert_true (xq_move_from_iccs ("f7g7", &move));
    g_assert_true (xq_game_model_play_move (game, move, NULL));
  }
  g_assert_cmpuint (xq_explanation_model_get_next_ruling (model), ==, G_MAXUINT);
  g_assert_cmpuint (xq_explanation_model_get_previous_ruling (model), ==, G_MAXUINT);
  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/explanation-model/start", test_start);
  g_test_add_func ("/xq/app/explanation-model/check", test_check);
  g_test_add_func ("/xq/app/explanation-model/return-attack-1957", test_return_attack_1957);
  g_test_add_func ("/xq/app/explanation-model/chase", test_chase);
  g_test_add_func ("/xq/app/explanation-model/repetition", test_repetition);
  g_test_add_func ("/xq/app/explanation-model/counters", test_counters);
  g_test_add_func ("/xq/app/explanation-model/comment", test_comment);
  g_test_add_func ("/xq/app/explanation-model/perpetual-check", test_perpetual_check);
  g_test_add_func ("/xq/app/explanation-model/move-limit", test_move_limit);
  g_test_add_func ("/xq/app/explanation-model/example-move-limit", test_example_move_limit);
  g_test_add_func ("/xq/app/explanation-model/tag-move-limit", test_tag_move_limit);
  g_test_add_func ("/xq/app/explanation-model/way-out", test_way_out);
  g_test_add_func ("/xq/app/explanation-model/ruling-plies", test_ruling_plies);

  return g_test_run ();
}
