/* test-analysis-model.c: the game's position analysed by Debian's Fairy-Stockfish
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

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

  return g_test_run ();
}
