/* test-quiz-model.c: a quiz session over library examples, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-example-item.h"
#include "xq-game-model.h"
#include "xq-library-model.h"
#include "xq-model-types.h"
#include "xq-quiz-model.h"

/* A list of the examples @ids (NULL-terminated), in that order. */
static GListModel *
examples (XqLibraryModel    *library,
          const char *const *ids)
{
  GListStore *store = g_list_store_new (XQ_TYPE_EXAMPLE_ITEM);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      XqExampleItem *item = xq_library_model_lookup (library, ids[i]);
      g_assert_nonnull (item);
      g_list_store_append (store, item);
    }
  return G_LIST_MODEL (store);
}

static guint
option_index (XqQuizModel *quiz,
              const char  *text)
{
  for (guint i = 0; i < xq_quiz_model_get_n_options (quiz); i++)
    if (g_strcmp0 (xq_quiz_model_get_option (quiz, i), text) == 0)
      return i;
  g_assert_not_reached ();
}

static void
test_nature (void)
{
  g_autoptr (XqLibraryModel) library = xq_library_model_new (XQ_LANG_EN);
  const char *const          ids[] = { "n-check-rook", "n-chase", NULL };
  g_autoptr (GListModel)     list = examples (library, ids);
  XqQuizModel               *quiz = xq_quiz_model_new (list, 0);
  XqGameModel               *game = xq_quiz_model_get_game (quiz);
  GArray                    *marks;
  XqMark                     mark;
  XqMove                     move;

  g_assert_cmpstr (xq_quiz_model_get_progress (quiz), ==, "Question 1 of 2");
  g_assert_cmpstr (xq_quiz_model_get_question (quiz), ==, "Under the CXA rules, what is move 1, 车九平六, by itself?");
  g_assert_cmpuint (xq_quiz_model_get_n_options (quiz), ==, 4);
  g_assert_cmpstr (xq_quiz_model_get_option (quiz, 0), ==, "Check (将)");
  g_assert_cmpstr (xq_quiz_model_get_moves (quiz), ==, "1. 车九平六");
  g_assert_cmpstr (xq_quiz_model_get_score (quiz), ==, "0 of 0 right");
  g_assert_cmpint (xq_quiz_model_get_selected (quiz), ==, -1);
  g_assert_false (xq_quiz_model_get_answered (quiz));
  g_assert_null (xq_quiz_model_get_result (quiz));
  g_assert_null (xq_quiz_model_get_explanation (quiz));
  g_assert_true (xq_quiz_model_get_has_next (quiz));
  g_assert_false (xq_quiz_model_get_finished (quiz));

  /* The board shows the example played up to the move asked about, with the move as an arrow */
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 1);
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 1);
  g_assert_true (xq_move_from_iccs ("a1d1", &move));
  g_assert_true (xq_game_model_get_last_move (game) == move);
  marks = xq_quiz_model_get_marks (quiz);
  g_assert_nonnull (marks);
  g_assert_cmpuint (marks->len, ==, 1);
  mark = g_array_index (marks, XqMark, 0);
  g_assert_cmpint (mark.kind, ==, XQ_MARK_MOVE);
  g_assert_cmpint (mark.from, ==, xq_move_from (move));
  g_assert_cmpint (mark.to, ==, xq_move_to (move));

  /* Nothing chosen: nothing to check */
  g_assert_false (xq_quiz_model_check (quiz));
  /* A wrong answer: scored, explained */
  xq_quiz_model_set_selected (quiz, (int) option_index (quiz, "Chase (捉)"));
  g_assert_true (xq_quiz_model_check (quiz));
  g_assert_true (xq_quiz_model_get_answered (quiz));
  g_assert_false (xq_quiz_model_get_correct (quiz));
  g_assert_cmpuint (xq_quiz_model_get_answer (quiz), ==, option_index (quiz, "Check (将)"));
  g_assert_cmpstr (xq_quiz_model_get_result (quiz), ==, "Not quite. The answer: Check (将).");
  g_assert_nonnull (strstr (xq_quiz_model_get_explanation (quiz), "CXA rules art. 28.1"));
  g_assert_cmpstr (xq_quiz_model_get_score (quiz), ==, "0 of 1 right");
  /* Answered: the choice stays, a second check does nothing */
  xq_quiz_model_set_selected (quiz, 0);
  g_assert_cmpint (xq_quiz_model_get_selected (quiz), ==, (int) option_index (quiz, "Chase (捉)"));
  g_assert_false (xq_quiz_model_check (quiz));
  g_assert_cmpuint (xq_quiz_model_get_n_answered (quiz), ==, 1);

  /* The next question: a right answer */
  g_assert_true (xq_quiz_model_next (quiz));
  g_assert_cmpstr (xq_quiz_model_get_progress (quiz), ==, "Question 2 of 2");
  g_assert_cmpstr (xq_example_item_get_id (xq_quiz_model_get_example (quiz)), ==, "n-chase");
  g_assert_false (xq_quiz_model_get_answered (quiz));
  g_assert_null (xq_quiz_model_get_result (quiz));
  xq_quiz_model_set_selected (quiz, 99); /* out of range: no choice */
  g_assert_cmpint (xq_quiz_model_get_selected (quiz), ==, -1);
  xq_quiz_model_set_selected (quiz, (int) option_index (quiz, "Chase (捉)"));
  g_assert_true (xq_quiz_model_check (quiz));
  g_assert_true (xq_quiz_model_get_correct (quiz));
  g_assert_cmpstr (xq_quiz_model_get_result (quiz), ==, "Right.");
  g_assert_cmpstr (xq_quiz_model_get_score (quiz), ==, "1 of 2 right");
  g_assert_cmpuint (xq_quiz_model_get_n_right (quiz), ==, 1);
  /* That was the last one */
  g_assert_false (xq_quiz_model_get_has_next (quiz));
  g_assert_true (xq_quiz_model_get_finished (quiz));
  g_assert_false (xq_quiz_model_next (quiz));

  /* Again from the start, the score at zero */
  xq_quiz_model_restart (quiz);
  g_assert_cmpstr (xq_quiz_model_get_progress (quiz), ==, "Question 1 of 2");
  g_assert_cmpstr (xq_quiz_model_get_score (quiz), ==, "0 of 0 right");
  g_assert_false (xq_quiz_model_get_finished (quiz));

  g_assert_finalize_object (quiz);
}

/* Starting in the middle of the list goes round it: every question once. */
static void
test_order (void)
{
  g_autoptr (XqLibraryModel) library = xq_library_model_new (XQ_LANG_EN);
  const char *const          ids[] = { "n-check-rook", "cxa-1", "n-chase", NULL };
  g_autoptr (GListModel)     list = examples (library, ids);
  g_autoptr (XqQuizModel)    quiz = xq_quiz_model_new (list, 1);
  const char                *seen[8];
  guint                      n = 0;

  /* cxa-1: the verdict first, with three choices */
  g_assert_cmpstr (xq_quiz_model_get_progress (quiz), ==, "Question 1 of 7");
  g_assert_cmpuint (xq_quiz_model_get_n_options (quiz), ==, 3);
  g_assert_null (xq_quiz_model_get_marks (quiz));
  g_assert_cmpuint (xq_game_model_get_ply (xq_quiz_model_get_game (quiz)), ==, 5);
  g_assert_cmpstr (xq_quiz_model_get_moves (quiz), ==, "1. 车四平五 将5平6 2. 车五平四 将6平5 3. 车四平五");
  do
    seen[n++] = xq_example_item_get_id (xq_quiz_model_get_example (quiz));
  while (xq_quiz_model_next (quiz) && n < G_N_ELEMENTS (seen));
  g_assert_cmpuint (n, ==, 7);
  g_assert_cmpstr (seen[0], ==, "cxa-1");
  g_assert_cmpstr (seen[4], ==, "cxa-1");
  g_assert_cmpstr (seen[5], ==, "n-chase");
  g_assert_cmpstr (seen[6], ==, "n-check-rook");
  /* Skipped questions are not scored */
  g_assert_cmpuint (xq_quiz_model_get_n_answered (quiz), ==, 0);
}

/* 细则13: the engine alone rules Red's check-and-chase forbidden; the arbiter rules a draw, and
 * the quiz takes the arbiter's ruling. */
static void
test_arbiter (void)
{
  g_autoptr (XqLibraryModel) library = xq_library_model_new (XQ_LANG_EN);
  const char *const          ids[] = { "cxa-13a", NULL };
  g_autoptr (GListModel)     list = examples (library, ids);
  g_autoptr (XqQuizModel)    quiz = xq_quiz_model_new (list, 0);

  g_assert_cmpuint (xq_quiz_model_get_answer (quiz), ==, option_index (quiz, "Neither must change: a draw"));
  xq_quiz_model_set_selected (quiz, (int) option_index (quiz, "Red must change; if not, Red loses"));
  g_assert_true (xq_quiz_model_check (quiz));
  g_assert_false (xq_quiz_model_get_correct (quiz));
  g_assert_nonnull (strstr (xq_quiz_model_get_explanation (quiz), "The arbiter rules a draw"));
  g_assert_nonnull (strstr (xq_quiz_model_get_explanation (quiz), "The engine alone rules:"));
}

/* The texts follow the examples' language. */
static void
test_chinese (void)
{
  g_autoptr (XqLibraryModel) library = xq_library_model_new (XQ_LANG_ZH_CN);
  const char *const          ids[] = { "n-chase", NULL };
  g_autoptr (GListModel)     list = examples (library, ids);
  g_autoptr (XqQuizModel)    quiz = xq_quiz_model_new (list, 0);

  g_assert_nonnull (strstr (xq_quiz_model_get_question (quiz), "车九进四"));
  g_assert_null (strstr (xq_quiz_model_get_question (quiz), "Under"));
  xq_quiz_model_set_selected (quiz, 2);
  g_assert_true (xq_quiz_model_check (quiz));
  g_assert_true (xq_quiz_model_get_correct (quiz));
  g_assert_nonnull (strstr (xq_quiz_model_get_explanation (quiz), "捉"));
}

/* An empty list: a finished session with nothing to ask. */
static void
test_empty (void)
{
  g_autoptr (GListStore)  store = g_list_store_new (XQ_TYPE_EXAMPLE_ITEM);
  g_autoptr (XqQuizModel) quiz = xq_quiz_model_new (G_LIST_MODEL (store), 0);

  g_assert_null (xq_quiz_model_get_example (quiz));
  g_assert_null (xq_quiz_model_get_question (quiz));
  g_assert_cmpuint (xq_quiz_model_get_n_options (quiz), ==, 0);
  g_assert_true (xq_quiz_model_get_finished (quiz));
  g_assert_false (xq_quiz_model_get_has_next (quiz));
  g_assert_false (xq_quiz_model_check (quiz));
  g_assert_false (xq_quiz_model_next (quiz));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/quiz-model/nature", test_nature);
  g_test_add_func ("/xq/app/quiz-model/order", test_order);
  g_test_add_func ("/xq/app/quiz-model/arbiter", test_arbiter);
  g_test_add_func ("/xq/app/quiz-model/chinese", test_chinese);
  g_test_add_func ("/xq/app/quiz-model/empty", test_empty);
  return g_test_run ();
}
