/* test-analysis-model.c: the game's position analysed by Debian's Fairy-Stockfish
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-analysis-model.h"
#include "xq-game-model.h"

#define MATE_IN_ONE "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"

static gboolean
timeout_cb (gpointer data)
{
  g_error ("the analysis did not get there in time");
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @check holds. */
static void
wait_for (gboolean (*check) (XqAnalysisModel *),
          XqAnalysisModel *analysis)
{
  guint timeout = g_timeout_add_seconds (30, timeout_cb, NULL);

  while (!check (analysis))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

static gboolean
has_mate (XqAnalysisModel *analysis)
{
  return g_strcmp0 (xq_analysis_model_get_score (analysis), "Red mates in 1") == 0;
}

static gboolean
is_deep (XqAnalysisModel *analysis)
{
  return xq_analysis_model_get_depth (analysis) >= 3 && *xq_analysis_model_get_line (analysis) != '\0';
}

static gboolean
is_off (XqAnalysisModel *analysis)
{
  return !xq_analysis_model_get_active (analysis);
}

static void
test_mate (void)
{
  XqGameModel     *game;
  XqAnalysisModel *analysis;
  XqPosition       pos;

  if (!g_file_test (XQ_ENGINE_DEFAULT_PATH, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("no " XQ_ENGINE_DEFAULT_PATH);
      return;
    }
  game = xq_game_model_new ();
  g_assert_true (xq_position_from_fen (&pos, MATE_IN_ONE, NULL));
  xq_game_model_set_start_position (game, &pos);
  analysis = xq_analysis_model_new (game);
  xq_analysis_model_set_active (analysis, TRUE);
  wait_for (has_mate, analysis);
  g_assert_cmpstr (xq_analysis_model_get_line (analysis), ==, "车八进八");
  g_assert_cmpuint (xq_analysis_model_get_best_move (analysis), ==,
                    xq_move_make (xq_square_make (1, 1), xq_square_make (1, 9)));
  g_assert_false (xq_analysis_model_get_failed (analysis));

  /* Another position: the analysis starts again on it, from Red's side */
  xq_position_init_start (&pos);
  xq_game_model_set_start_position (game, &pos);
  g_assert_cmpstr (xq_analysis_model_get_score (analysis), ==, "");
  wait_for (is_deep, analysis);
  g_assert_true (g_str_has_prefix (xq_analysis_model_get_score (analysis), "+") ||
                 g_str_has_prefix (xq_analysis_model_get_score (analysis), "−"));

  /* Off: no best move any more */
  xq_analysis_model_set_active (analysis, FALSE);
  g_assert_cmpuint (xq_analysis_model_get_best_move (analysis), ==, XQ_MOVE_NONE);

  g_object_run_dispose (G_OBJECT (analysis));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (analysis);
  g_assert_finalize_object (game);
}

static gboolean
has_final_lines (XqAnalysisModel *analysis)
{
  guint n;

  xq_analysis_model_get_lines (analysis, &n);
  return n > 0 && xq_analysis_model_get_depth (analysis) == 8 && g_strcmp0 (xq_analysis_model_get_message (analysis), "") != 0 &&
         xq_analysis_model_get_lines (analysis, &n)[n - 1].depth == 8;
}

/* Several lines, each with its nature; the engine's first choice repeats a cycle Red must change
 * (长杀 against idle moves, CXA 26.4; the case of tests/engine/test-engine-review.c): it is marked
 * and shown after the allowed lines, the best allowed move named, its arrow drawn as forbidden. */
static void
test_lines_forbidden (void)
{
  const char           *moves[] = { "h6g6", "g9i7", "g6h6", "i7g9" };
  XqGameModel          *game;
  XqAnalysisModel      *analysis;
  XqPosition            pos;
  const XqAnalysisLine *lines;
  GVariant             *hints;
  guint                 n;
  XqMove                forbidden;

  if (!g_file_test (XQ_ENGINE_DEFAULT_PATH, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("no " XQ_ENGINE_DEFAULT_PATH);
      return;
    }
  game = xq_game_model_new ();
  g_assert_true (xq_position_from_fen (&pos, "3ak1b2/4a4/4b4/r3C2R1/p8/9/P8/4p4/4p4/5K3 w - - 0 1", NULL));
  xq_game_model_set_start_position (game, &pos);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      XqMove m;
      g_assert_true (xq_move_from_iccs (moves[i], &m));
      g_assert_true (xq_game_model_play_move (game, m, NULL));
    }
  g_assert_true (xq_move_from_iccs ("h6g6", &forbidden));
  analysis = xq_analysis_model_new (game);
  xq_analysis_model_set_n_lines (analysis, 3);
  xq_analysis_model_set_depth_limit (analysis, 8);
  xq_analysis_model_set_active (analysis, TRUE);
  wait_for (has_final_lines, analysis);

  lines = xq_analysis_model_get_lines (analysis, &n);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_null (lines[i].forbidden);
      g_assert_cmpuint (lines[i].move, !=, forbidden);
      g_assert_cmpstr (lines[i].natures, !=, "");
    }
  g_assert_cmpuint (lines[3].move, ==, forbidden);
  g_assert_cmpuint (lines[3].rank, ==, 1);
  g_assert_cmpint (lines[3].heaviest, ==, XQ_NATURE_MATE_THREAT);
  g_assert_true (g_str_has_prefix (lines[3].forbidden, "Forbidden: repeats the cycle ("));
  g_assert_nonnull (strstr (lines[3].forbidden, "26.4"));
  g_assert_true (g_str_has_prefix (lines[3].moves, "车二平三"));
  /* The best allowed move is named, and is the first line's */
  g_assert_nonnull (strstr (xq_analysis_model_get_advice (analysis), "车二平三"));
  g_assert_cmpuint (xq_analysis_model_get_best_move (analysis), ==, lines[0].move);
  /* Arrows of decreasing weight; the forbidden one marked */
  hints = xq_analysis_model_get_hints (analysis);
  g_assert_cmpuint (g_variant_n_children (hints), ==, 4);
  {
    guint16  move;
    guint8   weight, last = 255;
    gboolean is_forbidden;

    for (guint i = 0; i < 4; i++)
      {
        g_variant_get_child (hints, i, "(qyb)", &move, &weight, &is_forbidden);
        g_assert_cmpuint (move, ==, lines[i].move);
        g_assert_cmpuint (weight, <, last);
        g_assert_true (is_forbidden == (i == 3));
        last = weight;
      }
  }

  /* One line: one allowed line, and still the forbidden one (it ranks first) */
  xq_analysis_model_set_n_lines (analysis, 1);
  wait_for (has_final_lines, analysis);
  lines = xq_analysis_model_get_lines (analysis, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_null (lines[0].forbidden);
  g_assert_nonnull (lines[1].forbidden);

  g_object_run_dispose (G_OBJECT (analysis));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (analysis);
  g_assert_finalize_object (game);
}

/* No engine there: a clear message, analysis off, the game untouched */
static void
test_missing (void)
{
  XqGameModel     *game = xq_game_model_new ();
  XqAnalysisModel *analysis = xq_analysis_model_new (game);

  xq_analysis_model_set_engine_path (analysis, "/nonexistent/pikafish");
  xq_analysis_model_set_active (analysis, TRUE);
  wait_for (is_off, analysis);
  g_assert_true (xq_analysis_model_get_failed (analysis));
  g_assert_nonnull (strstr (xq_analysis_model_get_message (analysis), "/nonexistent/pikafish"));
  g_assert_cmpstr (xq_analysis_model_get_score (analysis), ==, "");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (analysis);
  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/analysis-model/mate", test_mate);
  g_test_add_func ("/xq/app/analysis-model/missing", test_missing);
  g_test_add_func ("/xq/app/analysis-model/lines-forbidden", test_lines_forbidden);

  return g_test_run ();
}
