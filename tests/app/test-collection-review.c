/* test-collection-review.c: a file's games reviewed in a worker thread, as the game picker does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-collection-review.h"

static XqRecordFile *
open_hu_ronghua (void)
{
  const char      *shared = g_getenv ("QILI_SHARED_DIR");
  g_autofree char *path = NULL;

  if (shared == NULL)
    return NULL;
  path = g_build_filename (shared, "data", "records", "real", "maksimKorzh-wukong-xiangqi",
                           "Hu_Ronghua_1391_UCI_games.pgn", NULL);
  return xq_record_file_new_for_path (path, NULL);
}

static void
wait_while_running (XqCollectionReview *review)
{
  while (xq_collection_review_get_running (review))
    g_main_context_iteration (NULL, TRUE);
}

static void
count_cb (XqCollectionReview *review,
          GParamSpec         *pspec,
          guint              *notified)
{
  (*notified)++;
}

/* Every game is tallied as qili-cli review --summary tallies it (231 games of the 1,391 with a
 * forbidden cycle under CXA, tests/review), and progress comes in steps. */
static void
test_whole_file (void)
{
  g_autoptr (XqRecordFile)       records = open_hu_ronghua ();
  g_autoptr (XqCollectionReview) review = NULL;
  XqReviewTally                  sum = { 0 };
  guint                          notified = 0;

  if (records == NULL)
    {
      g_test_skip ("the 1,391-game file is not there");
      return;
    }
  review = xq_collection_review_new (records, XQ_PROFILE_CXA);
  g_signal_connect (review, "notify::n-done", G_CALLBACK (count_cb), &notified);
  g_assert_cmpuint (xq_collection_review_get_n_games (review), ==, 1391);
  g_assert_false (xq_collection_review_get_running (review));
  xq_collection_review_start (review);
  g_assert_true (xq_collection_review_get_running (review));
  wait_while_running (review);
  g_assert_false (xq_collection_review_get_cancelled (review));
  g_assert_cmpuint (xq_collection_review_get_n_done (review), ==, 1391);
  g_assert_cmpuint (notified, >=, 1);
  for (guint i = 0; i < 1391; i++)
    {
      gboolean             failed = TRUE;
      const XqReviewTally *t = xq_collection_review_get_tally (review, i, &failed);

      g_assert_false (failed);
      g_assert_nonnull (t);
      g_assert_cmpuint (t->games, ==, 1);
      sum.cycles += t->cycles;
      sum.forbidden_cycles += t->forbidden_cycles;
      sum.games_with_forbidden += t->games_with_forbidden;
    }
  g_assert_cmpuint (sum.games_with_forbidden, ==, 231);
  g_assert_cmpuint (xq_collection_review_get_n_forbidden (review), ==, 231);
  g_assert_cmpuint (xq_collection_review_get_n_partial (review), ==, 0);
  g_assert_cmpuint (sum.cycles, ==, 527);
  g_assert_cmpuint (sum.forbidden_cycles, ==, 327);
  /* Game 1 has two allowed cycles (both sides idle, then a chase against a block) */
  g_assert_cmpuint (xq_collection_review_get_tally (review, 0, NULL)->cycles, ==, 2);
  g_assert_null (xq_collection_review_get_tally (review, 1391, NULL));
  g_assert_finalize_object (g_steal_pointer (&review));
}

/* Cancelled at once: it stops before the end, and says so. */
static void
test_cancel (void)
{
  g_autoptr (XqRecordFile)       records = open_hu_ronghua ();
  g_autoptr (XqCollectionReview) review = NULL;

  if (records == NULL)
    {
      g_test_skip ("the 1,391-game file is not there");
      return;
    }
  review = xq_collection_review_new (records, XQ_PROFILE_CXA);
  xq_collection_review_start (review);
  xq_collection_review_cancel (review);
  wait_while_running (review);
  g_assert_true (xq_collection_review_get_cancelled (review));
  g_assert_cmpuint (xq_collection_review_get_n_done (review), <, 1391);
  g_assert_null (xq_collection_review_get_tally (review, 1390, NULL));
  g_assert_finalize_object (g_steal_pointer (&review));
}

/* Dropped while running (the picker closed): the worker stops and nothing is left behind. */
static void
test_dropped (void)
{
  g_autoptr (XqRecordFile) records = open_hu_ronghua ();
  XqCollectionReview      *review;

  if (records == NULL)
    {
      g_test_skip ("the 1,391-game file is not there");
      return;
    }
  review = xq_collection_review_new (records, XQ_PROFILE_AXF);
  xq_collection_review_start (review);
  g_assert_finalize_object (review);
  /* The worker's end is delivered to the main context with nobody to tell. */
  for (guint i = 0; i < 50; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* A game that cannot be read is marked so; a damaged one is reviewed up to the damage, as the
 * app opens it (records: lenient reading). */
static void
test_unreadable_game (void)
{
  static const char              text[] = "[Event \"A\"]\n\n1. h2e2 h9g7 *\n\n"
                                          "[Event \"B\"]\n\n1. h2e2 z9z9 *\n\n"
                                          "[Event \"C\"]\n[FEN \"xx\"]\n\n1. h2e2 *\n";
  g_autoptr (GBytes)             bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr (XqRecordFile)       records = xq_record_file_new (bytes, NULL);
  g_autoptr (XqCollectionReview) review = NULL;
  gboolean                       failed = FALSE;

  g_assert_nonnull (records);
  review = xq_collection_review_new (records, XQ_PROFILE_CXA);
  xq_collection_review_start (review);
  wait_while_running (review);
  g_assert_nonnull (xq_collection_review_get_tally (review, 0, &failed));
  g_assert_false (failed);
  g_assert_nonnull (xq_collection_review_get_tally (review, 1, &failed));
  g_assert_false (failed);
  g_assert_null (xq_collection_review_get_tally (review, 2, &failed));
  g_assert_true (failed);
  /* Which games were read only in part, and how much of each was not (the picker says so) */
  g_assert_cmpuint (xq_collection_review_get_n_unread (review, 0), ==, 0);
  g_assert_cmpuint (xq_collection_review_get_n_unread (review, 1), ==, 1);
  g_assert_cmpuint (xq_collection_review_get_n_unread (review, 3), ==, 0);
  g_assert_cmpuint (xq_collection_review_get_n_partial (review), ==, 1);
  g_assert_false (xq_collection_review_get_cancelled (review));
  g_assert_finalize_object (g_steal_pointer (&review));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/collection-review/whole-file", test_whole_file);
  g_test_add_func ("/xq/app/collection-review/cancel", test_cancel);
  g_test_add_func ("/xq/app/collection-review/dropped", test_dropped);
  g_test_add_func ("/xq/app/collection-review/unreadable-game", test_unreadable_game);
  return g_test_run ();
}
