/* test-setup-model.c: XqSetupModel, live validation of a position set up by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-model-types.h"
#include "xq-setup-model.h"

static void
test_start (void)
{
  XqSetupModel *setup = xq_setup_model_new (NULL);

  g_assert_true (xq_setup_model_get_valid (setup));
  g_assert_cmpstr (xq_setup_model_get_fen (setup), ==, XQ_START_FEN);
  g_assert_cmpstr (xq_setup_model_get_message (setup), ==, "The position is valid.");
  g_assert_finalize_object (setup);
}

static void
test_edit (void)
{
  XqSetupModel *setup = xq_setup_model_new (NULL);
  XqSquare      e0 = xq_square_make (4, 0), e1 = xq_square_make (4, 1);

  /* Without the red general the position is invalid, and the message says why */
  xq_setup_model_put (setup, e0, XQ_NO_PIECE);
  g_assert_false (xq_setup_model_get_valid (setup));
  g_assert_cmpint (xq_setup_model_get_problem (setup)->code, ==, XQ_POSITION_NO_KING);
  g_assert_cmpstr (xq_setup_model_get_message (setup), ==, "Red has no general.");

  /* Back in the palace: valid again */
  xq_setup_model_put (setup, e1, xq_piece_make (XQ_RED, XQ_KING));
  g_assert_true (xq_setup_model_get_valid (setup));
  xq_setup_model_move (setup, e1, e0);
  g_assert_cmpint (xq_setup_model_get_position (setup)->board[e0], ==, xq_piece_make (XQ_RED, XQ_KING));
  g_assert_cmpint (xq_setup_model_get_position (setup)->board[e1], ==, XQ_NO_PIECE);

  /* A general outside its palace */
  xq_setup_model_move (setup, e0, xq_square_make (0, 4));
  g_assert_false (xq_setup_model_get_valid (setup));
  g_assert_cmpint (xq_setup_model_get_problem (setup)->code, ==, XQ_POSITION_KING_SQUARE);

  xq_setup_model_clear (setup);
  g_assert_false (xq_setup_model_get_valid (setup));
  g_assert_cmpstr (xq_setup_model_get_fen (setup), ==, "9/9/9/9/9/9/9/9/9/9 w - - 0 1");
  xq_setup_model_reset_to_start (setup);
  g_assert_true (xq_setup_model_get_valid (setup));
  xq_setup_model_set_side (setup, XQ_BLACK);
  g_assert_cmpint (xq_setup_model_get_side (setup), ==, XQ_BLACK);
  g_assert_true (g_str_has_suffix (xq_setup_model_get_fen (setup), " b - - 0 1"));
  g_assert_finalize_object (setup);
}

static void
test_fen (void)
{
  XqSetupModel *setup = xq_setup_model_new (NULL);

  g_assert_true (xq_setup_model_set_fen (setup, "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"));
  g_assert_cmpint (xq_setup_model_get_position (setup)->board[xq_square_make (4, 1)], ==,
                   xq_piece_make (XQ_RED, XQ_ROOK));

  /* Readable but illegal: the board shows it and the message says what is wrong */
  g_assert_false (xq_setup_model_set_fen (setup, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"));
  g_assert_cmpint (xq_setup_model_get_problem (setup)->code, ==, XQ_POSITION_KINGS_FACING);
  g_assert_cmpint (xq_setup_model_get_position (setup)->board[xq_square_make (4, 0)], ==,
                   xq_piece_make (XQ_RED, XQ_KING));

  /* Unreadable: the board keeps its pieces, the message gives the column */
  g_assert_false (xq_setup_model_set_fen (setup, "3k5/9/9/9/9/9/9/9/4R4/4K4x w"));
  g_assert_cmpint (xq_setup_model_get_problem (setup)->code, ==, XQ_POSITION_BAD_CHARACTER);
  g_assert_nonnull (strstr (xq_setup_model_get_message (setup), "Column"));
  g_assert_cmpint (xq_setup_model_get_position (setup)->board[xq_square_make (4, 0)], ==,
                   xq_piece_make (XQ_RED, XQ_KING));
  g_assert_finalize_object (setup);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* In Chinese the message names the point as the board does; ICCS names only with ICCS coordinates. */
static void
test_chinese_points (void)
{
  XqSetupModel *setup;
  XqSquare      e0 = xq_square_make (4, 0), c0 = xq_square_make (2, 0);

  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  setup = xq_setup_model_new (NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  xq_setup_model_move (setup, e0, c0);
  g_assert_cmpint (xq_setup_model_get_problem (setup)->code, ==, XQ_POSITION_KING_SQUARE);
  g_assert_cmpstr (xq_setup_model_get_message (setup), ==, "红帅在七路第1行，已出九宫。");
  xq_setup_model_set_squares (setup, TRUE);
  g_assert_true (xq_setup_model_get_squares (setup));
  g_assert_cmpstr (xq_setup_model_get_message (setup), ==, "红帅在七路第1行（c0），已出九宫。");
  g_object_set (setup, "squares", FALSE, NULL);
  g_assert_cmpstr (xq_setup_model_get_message (setup), ==, "红帅在七路第1行，已出九宫。");
  g_assert_finalize_object (setup);
}

static gboolean
marked (XqSetupModel *setup,
        XqSquare      sq)
{
  GArray *marks = xq_setup_model_get_marks (setup);

  for (guint i = 0; i < marks->len; i++)
    if (g_array_index (marks, XqMark, i).to == sq && g_array_index (marks, XqMark, i).kind == XQ_MARK_PROBLEM)
      return TRUE;
  return FALSE;
}

/* Every problem at once, each naming its point as the board does, and its piece ringed. */
static void
test_all_problems (void)
{
  XqSetupModel  *setup = xq_setup_model_new (NULL);
  g_auto (GStrv) lines = NULL;
  guint          notified = 0;
  XqSquare       c0 = xq_square_make (2, 0), c4 = xq_square_make (2, 4), a2 = xq_square_make (0, 2);

  g_test_summary ("Issue 31: set-up errors name points as the board shows them, all at once, and mark their pieces");
  g_signal_connect (setup, "notify::marks", G_CALLBACK (count_notify), &notified);
  /* A third red rook (a2), the red general on c0 outside its palace, a black elephant on c4 across
   * the river */
  g_assert_false (xq_setup_model_set_fen (setup, "4k4/9/9/9/9/2b6/9/R8/9/R1K5R w - - 0 1"));
  g_assert_cmpuint (xq_setup_model_get_problems (setup)->len, ==, 3);
  lines = g_strsplit (xq_setup_model_get_message (setup), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_cmpstr (lines[0], ==, "• Too many pieces: the red rook on file 9 (row 3) is one more than a side has.");
  g_assert_cmpstr (lines[1], ==, "• The black elephant on file 3 (row 6) stands on a point no elephant can reach.");
  g_assert_cmpstr (lines[2], ==, "• The red general on file 7 (row 1) stands outside its palace.");
  g_assert_true (marked (setup, a2));
  g_assert_true (marked (setup, c4));
  g_assert_true (marked (setup, c0));
  g_assert_cmpuint (xq_setup_model_get_marks (setup)->len, ==, 3);
  g_assert_cmpuint (notified, >, 0);

  /* One fixed: two left, and its ring gone */
  xq_setup_model_put (setup, a2, XQ_NO_PIECE);
  g_assert_cmpuint (xq_setup_model_get_problems (setup)->len, ==, 2);
  g_assert_false (marked (setup, a2));
  g_assert_true (marked (setup, c0));

  /* The generals facing: both are ringed */
  xq_setup_model_set_fen (setup, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  g_assert_cmpuint (xq_setup_model_get_problems (setup)->len, ==, 1);
  g_assert_true (marked (setup, xq_square_make (4, 0)));
  g_assert_true (marked (setup, xq_square_make (4, 9)));
  g_assert_cmpstr (xq_setup_model_get_message (setup), ==, "The generals face each other on an open file.");

  /* Valid: no rings */
  xq_setup_model_reset_to_start (setup);
  g_assert_true (xq_setup_model_get_valid (setup));
  g_assert_cmpuint (xq_setup_model_get_marks (setup)->len, ==, 0);
  g_assert_cmpuint (xq_setup_model_get_problems (setup)->len, ==, 0);
  g_assert_finalize_object (setup);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/setup-model/start", test_start);
  g_test_add_func ("/xq/app/setup-model/edit", test_edit);
  g_test_add_func ("/xq/app/setup-model/fen", test_fen);
  g_test_add_func ("/xq/app/setup-model/chinese-points", test_chinese_points);
  g_test_add_func ("/xq/app/setup-model/all-problems", test_all_problems);

  return g_test_run ();
}
