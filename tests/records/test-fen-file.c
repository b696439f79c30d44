/* test-fen-file.c: a FEN, optionally with moves, as a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"

static XqGame *
read_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  XqGame            *game = xq_fen_file_read (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
test_detect (void)
{
  g_assert_true (xq_fen_file_detect (XQ_START_FEN, strlen (XQ_START_FEN)));
  g_assert_true (xq_fen_file_detect ("\n  position fen 4k4/9/9/9/9/9/9/9/4R4/3K5 b", 43));
  g_assert_true (xq_fen_file_detect ("position startpos moves h2e2", 28));
  g_assert_false (xq_fen_file_detect ("[Event \"x\"]", 11));
  g_assert_false (xq_fen_file_detect ("1. h2e2 h9g7", 12));
  g_assert_false (xq_fen_file_detect ("", 0));
}

static void
test_fen_only (void)
{
  g_autoptr (XqGame) game = read_ok ("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 12 40\n");
  g_autofree char   *fen = xq_position_to_fen (xq_game_get_start (game));

  g_assert_cmpstr (fen, ==, "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 12 40");
  g_assert_cmpuint (xq_game_count_moves (game), ==, 0);
}

static void
test_fullmove_zero (void)
{
  g_autoptr (XqGame) game = read_ok ("r4k3/9/9/9/9/4R4/9/9/9/4K4 r - - 0 0 moves e4e9\n");
  g_autofree char   *fen = xq_position_to_fen (xq_game_get_start (game));

  g_test_summary ("A FEN whose full-move number is 0 reads, its first move numbered 1 (issue 27).");
  g_assert_cmpstr (fen, ==, "r4k3/9/9/9/9/4R4/9/9/9/4K4 w - - 0 1");
  g_assert_cmpuint (xq_game_count_moves (game), ==, 1);
  g_assert_cmpuint (xq_game_move_number (game, 0), ==, 1);
}

static void
test_with_moves (void)
{
  const char *const texts[] = {
    XQ_START_FEN " moves h2e2 h9g7 h0g2",
    "\xef\xbb\xbf"
    "fen " XQ_START_FEN "\nh2e2 h9g7\nh0g2\n",
    "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w moves h2e2 h9g7 h0g2",
    "position startpos moves h2e2 h9g7 h0g2",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w 0 1\n1. h2e2 {center} h9g7 2. h0g2 *",
  };

  g_test_summary ("A FEN with moves after it, in the plain and the UCCI forms, with or without counters.");
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (XqGame) game = read_ok (texts[i]);
      g_autofree char   *line = records_test_main_line (game);
      g_assert_true (xq_game_has_standard_start (game));
      g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2");
    }
}

static void
test_write (void)
{
  g_autoptr (XqGame) game = read_ok ("2bak4/9/4b4/4C4/9/9/9/4B4/4A4/3AK4 b - - 3 12 moves e9f9 e6e5");
  g_autoptr (XqGame) empty = read_ok ("4k4/9/9/9/9/9/9/9/4R4/3K5 b");
  g_autofree char   *text = xq_fen_file_write (game, XQ_NOTATION_ICCS);
  g_autofree char   *text_empty = xq_fen_file_write (empty, XQ_NOTATION_ICCS);
  g_autoptr (XqGame) back = read_ok (text);

  g_assert_cmpstr (text, ==, "2bak4/9/4b4/4C4/9/9/9/4B4/4A4/3AK4 b - - 3 12 moves e9f9 e6e5\n");
  g_assert_cmpstr (text_empty, ==, "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1\n");
  g_assert_true (xq_game_equal (game, back));
}

static void
test_errors (void)
{
  static const struct
  {
    const char *text;
    int         code;
    const char *where;
    const char *what;
  } cases[] = {
    { "  \n ", XQ_RECORD_ERROR_NO_GAME, "Line 2, column 2:", "the text holds no FEN" },
    { "\n\n  position fen 4k4/9/9/9/9/9/9/9/4X4/4K4 w", XQ_RECORD_ERROR_BAD_POSITION, "Line 3, column 35:",
      "Column 20: 'X' is neither a piece letter nor a digit." },
    { "position fen hello", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 14:", "a FEN board" },
    { "4k4/9/9/9/9/9/9/9/4R4/4K4 w", XQ_RECORD_ERROR_BAD_POSITION, "Line 1, column 1:", "is in check" },
    { XQ_START_FEN " moves h2e2 h9h8", XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 1, column 82:",
      "move 1 (Black): 'h9h8' is illegal: the piece does not move that way" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (XqGame) game = xq_fen_file_read (cases[i].text, -1, &error);
      g_assert_null (game);
      records_test_assert_error (error, cases[i].code, cases[i].where, cases[i].what, NULL);
    }
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/fen-file/detect", test_detect);
  g_test_add_func ("/xq/records/fen-file/fen-only", test_fen_only);
  g_test_add_func ("/xq/records/fen-file/fullmove-zero", test_fullmove_zero);
  g_test_add_func ("/xq/records/fen-file/with-moves", test_with_moves);
  g_test_add_func ("/xq/records/fen-file/write", test_write);
  g_test_add_func ("/xq/records/fen-file/errors", test_errors);
  return g_test_run ();
}
