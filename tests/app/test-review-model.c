/* test-review-model.c: a whole game reviewed by Debian's Fairy-Stockfish on a worker thread
 * (issue 28): progress, marks, the rule events qili-cli review finds, cancelling
 *
 * The searches are depth-limited; nothing is timed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-engine-test.h"
#include "xq-game-model.h"
#include "xq-review-model.h"

static void
wait_until_done (XqReviewModel *review)
{
  guint timeout = g_timeout_add_seconds (120, xq_engine_test_timeout_cb, (gpointer) "the review's end");

  while (xq_review_model_get_running (review))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

static void
changed_cb (XqReviewModel *review,
            guint         *count)
{
  (*count)++;
}

/* The real game: every position evaluated, the marks as the engine's scores make them, and the
 * rule events those qili-cli review finds on it; new thresholds re-mark at once. */
static void
test_real_game (void)
{
  XqGameModel        *game;
  XqGame             *record;
  XqReviewModel      *review;
  g_autoptr (GArray)  findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
  g_autoptr (GArray)  moves = NULL;
  const XqFinding    *events;
  XqMistakeThresholds t;
  XqJudgeOptions      opts;
  guint               n_events, n, changes = 0, marked = 0, marked_after = 0;
  g_autofree char    *summary = NULL;
  g_autofree char    *first = NULL;

  if (!xq_engine_test_have_engine () || (record = xq_engine_test_load_real_game ()) == NULL)
    return;
  game = xq_game_model_new ();
  xq_game_model_take_game (game, record);
  n = xq_game_model_get_n_plies (game);
  g_assert_cmpuint (n, ==, 52);
  review = xq_review_model_new (game);
  g_signal_connect (review, "changed", G_CALLBACK (changed_cb), &changes);
  xq_review_model_set_limit (review, 2, 0);
  xq_review_model_start (review);
  g_assert_true (xq_review_model_get_running (review));
  g_assert_true (xq_review_model_get_active (review));
  g_assert_cmpuint (xq_review_model_get_n_plies (review), ==, n);
  wait_until_done (review);
  g_assert_cmpstr (xq_review_model_get_message (review), ==, "");
  g_assert_false (xq_review_model_get_failed (review));
  g_assert_cmpuint (xq_review_model_get_n_done (review), ==, n + 1);
  g_assert_cmpuint (changes, >=, 2);

  for (guint p = 0; p <= n; p++)
    {
      const XqEngineEval *eval = xq_review_model_get_eval (review, p);

      g_assert_nonnull (eval);
      g_assert_cmpuint (eval->ply, ==, p);
      g_assert_cmpuint (eval->depth, >=, 1);
      if (p > 0 && xq_review_model_get_mark (review, p, NULL) != XQ_NAG_NONE)
        marked++;
    }
  g_assert_null (xq_review_model_get_eval (review, n + 1));

  /* The same events as review */
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  moves = xq_game_dup_main_line (xq_game_model_get_game (game));
  xq_review_game (xq_game_model_get_start_position (game), (const XqMove *) moves->data, moves->len, &opts, findings);
  events = xq_review_model_get_events (review, &n_events);
  g_assert_cmpuint (n_events, ==, findings->len);
  g_assert_cmpuint (n_events, >=, 5);
  for (guint i = 0; i < n_events; i++)
    {
      g_assert_cmpuint (events[i].ply, ==, g_array_index (findings, XqFinding, i).ply);
      g_assert_cmpint (events[i].ruling.reason, ==, g_array_index (findings, XqFinding, i).ruling.reason);
    }
  g_assert_cmpint (xq_review_event_kind (&events[0]), ==, XQ_REVIEW_EVENT_FORBIDDEN);
  first = xq_review_model_describe_event (review, 0);
  g_assert_true (g_str_has_prefix (first, "Red must change: "));
  g_assert_nonnull (strstr (first, "26.4"));

  /* Thresholds of one centipawn: every move that lost anything and was not the engine's choice */
  changes = 0;
  t = (XqMistakeThresholds){ 1, 1, 1 };
  xq_review_model_set_thresholds (review, &t);
  g_assert_cmpuint (changes, ==, 1);
  for (guint p = 1; p <= n; p++)
    if (xq_review_model_get_mark (review, p, NULL) != XQ_NAG_NONE)
      marked_after++;
  g_assert_cmpuint (marked_after, >=, marked);
  summary = xq_review_model_dup_summary (review);
  g_assert_true (g_str_has_prefix (summary, "Red: "));
  g_assert_nonnull (strstr (summary, "rule events"));

  /* Written into the game, as edits: glyphs where the moves have none, notes after comments */
  {
    guint            first_marked = 0, event_ply = events[0].ply, written, current = 7;
    g_autofree char *before_comment = NULL;

    for (guint p = 1; p <= n && first_marked == 0; p++)
      if (xq_review_model_get_mark (review, p, NULL) != XQ_NAG_NONE && p != event_ply)
        first_marked = p;
    g_assert_cmpuint (first_marked, >, 0);
    /* The annotator's own glyph and comment on the first marked move stay */
    xq_game_model_set_ply (game, first_marked);
    g_assert_true (xq_game_model_set_glyph (game, XQ_NAG_GOOD));
    g_assert_true (xq_game_model_set_comment (game, "A coach's note"));
    xq_game_model_set_modified (game, FALSE);
    xq_game_model_set_ply (game, current);

    written = xq_review_model_write_marks (review);
    g_assert_cmpuint (written, >=, marked_after);
    g_assert_true (xq_game_model_get_modified (game));
    g_assert_cmpuint (xq_game_model_get_ply (game), ==, current);
    xq_game_model_set_ply (game, first_marked);
    g_assert_cmpuint (xq_game_model_get_glyph (game), ==, XQ_NAG_GOOD);
    g_assert_true (g_str_has_prefix (xq_game_model_get_comment (game), "A coach's note\nReview: "));
    for (guint p = first_marked + 1; p <= n; p++)
      {
        XqNag nag = xq_review_model_get_mark (review, p, NULL);

        xq_game_model_set_ply (game, p);
        if (nag != XQ_NAG_NONE)
          {
            g_assert_cmpuint (xq_game_model_get_glyph (game), ==, nag);
            g_assert_nonnull (strstr (xq_game_model_get_comment (game), "the engine’s choice was"));
          }
      }
    /* The rule event's ruling */
    xq_game_model_set_ply (game, event_ply);
    g_assert_nonnull (strstr (xq_game_model_get_comment (game), "Red must change"));
    before_comment = g_strdup (xq_game_model_get_comment (game));
    /* Once only */
    g_assert_cmpuint (xq_review_model_write_marks (review), ==, 0);
    g_assert_cmpstr (xq_game_model_get_comment (game), ==, before_comment);
    /* Undo takes them back */
    while (xq_game_model_get_can_undo (game) && xq_game_model_get_modified (game))
      xq_game_model_undo (game);
    xq_game_model_set_ply (game, first_marked);
    g_assert_cmpstr (xq_game_model_get_comment (game), ==, "A coach's note");
    xq_game_model_set_ply (game, event_ply);
    g_assert_true (xq_game_model_get_comment (game) == NULL || strstr (xq_game_model_get_comment (game), "Review") == NULL);
  }

  /* Another line shown: the review no longer fits the game */
  g_assert_false (xq_review_model_get_stale (review));
  xq_game_model_set_ply (game, 10);
  g_assert_false (xq_review_model_get_stale (review));
  {
    XqPosition pos = *xq_game_model_get_position (game);
    XqMoveList legal;
    XqMove     other = XQ_MOVE_NONE;

    xq_generate_legal (&pos, &legal);
    for (guint i = 0; i < legal.n && other == XQ_MOVE_NONE; i++)
      if (legal.moves[i] != xq_game_model_get_move_at (game, 11))
        other = legal.moves[i];
    g_assert_true (xq_game_model_play_move (game, other, NULL));
  }
  g_assert_true (xq_review_model_get_stale (review));

  g_object_run_dispose (G_OBJECT (review));
  g_assert_finalize_object (review);
  g_assert_finalize_object (game);
}

/* Our child processes (any state, zombies too). */

/* Cancelled while the engine thinks: "running" turns FALSE, no engine process is left, what was
 * done stays; the UI thread was never blocked (the main loop ran all along). Then again from the
 * start, and dropped by disposing of the model while it runs. */
static void
test_cancel (void)
{
  XqGameModel   *game;
  XqReviewModel *review;
  guint          before = xq_engine_test_count_children ();
  guint          timeout;

  if (!xq_engine_test_have_engine ())
    return;
  game = xq_game_model_new ();
  review = xq_review_model_new (game);
  xq_review_model_set_limit (review, 60, 0); /* far longer than the test waits */
  xq_review_model_start (review);
  timeout = g_timeout_add_seconds (60, xq_engine_test_timeout_cb, (gpointer) "the review's end");
  while (xq_engine_test_count_children () == before)
    g_main_context_iteration (NULL, FALSE), g_usleep (10000);
  g_source_remove (timeout);
  g_usleep (200000);
  g_assert_true (xq_review_model_get_running (review));
  xq_review_model_cancel (review);
  wait_until_done (review);
  g_assert_cmpuint (xq_engine_test_count_children (), ==, before);
  g_assert_cmpstr (xq_review_model_get_message (review), ==, "The review was stopped.");
  g_assert_true (xq_review_model_get_active (review));
  g_assert_cmpuint (xq_review_model_get_n_done (review), ==, 0);

  /* Started again, then the model goes away while it runs: the worker still ends the engine */
  xq_review_model_start (review);
  timeout = g_timeout_add_seconds (60, xq_engine_test_timeout_cb, (gpointer) "the review's end");
  while (xq_engine_test_count_children () == before)
    g_main_context_iteration (NULL, FALSE), g_usleep (10000);
  g_source_remove (timeout);
  g_object_run_dispose (G_OBJECT (review));
  g_assert_finalize_object (review);
  timeout = g_timeout_add_seconds (60, xq_engine_test_timeout_cb, (gpointer) "the review's end");
  while (xq_engine_test_count_children () > before)
    g_main_context_iteration (NULL, FALSE), g_usleep (10000);
  g_source_remove (timeout);
  /* The worker's end reaches no model */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (game);
}

/* No engine there: the review says so and stops. */
static void
test_missing (void)
{
  XqGameModel   *game = xq_game_model_new ();
  XqReviewModel *review = xq_review_model_new (game);

  xq_review_model_set_engine (review, "/nonexistent/pikafish", 0, 0, NULL);
  xq_review_model_set_limit (review, 1, 0);
  xq_review_model_start (review);
  wait_until_done (review);
  g_assert_true (xq_review_model_get_failed (review));
  g_assert_nonnull (strstr (xq_review_model_get_message (review), "/nonexistent/pikafish"));
  g_object_run_dispose (G_OBJECT (review));
  g_assert_finalize_object (review);
  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/review-model/real-game", test_real_game);
  g_test_add_func ("/xq/app/review-model/cancel", test_cancel);
  g_test_add_func ("/xq/app/review-model/missing", test_missing);

  return g_test_run ();
}
