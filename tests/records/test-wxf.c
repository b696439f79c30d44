/* test-wxf.c: WXF's own game files: "FORMAT WXF", RED/BLACK header lines, START{ … }END
 * (issue 27)
 *
 * The samples in tests/data/records/wxf-*.wxf were written here in the layout the World Xiangqi
 * Federation's file format and the programs that export it (PlayOK) use: KEY VALUE header lines,
 * "NAME ; RATING ;;" players, Black's moves in lower case, a FEN or SETUP{ … } start.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"

static XqRecordFile *
open_bytes (GBytes *bytes)
{
  g_autoptr (GError) error = NULL;
  XqRecordFile      *file = xq_record_file_new (bytes, &error);

  g_assert_no_error (error);
  return file;
}

static XqRecordFile *
open_text (const char *text)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));

  return open_bytes (bytes);
}

static void
test_detect (void)
{
  static const struct
  {
    const char *text;
    gboolean    wxf;
  } cases[] = {
    { "FORMAT  WXF\nRED x\nSTART{\n}END\n", TRUE },
    { "\xef\xbb\xbf\r\n\r\nFORMAT\tICCS\r\n", TRUE },
    { "START{ 1. C2.5 }END", TRUE },
    { "FORMATTED text", FALSE },
    { "[Event \"FORMAT WXF\"]\n1. C2.5 *\n", FALSE },
    { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FALSE },
    { "", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (xq_wxf_detect (cases[i].text, strlen (cases[i].text)), ==, cases[i].wxf);
}

static void
test_playok (void)
{
  g_autoptr (GBytes)       bytes = records_test_data ("wxf-playok.wxf");
  g_autoptr (XqRecordFile) file = open_bytes (bytes);
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqGame)       game = xq_record_file_load_game (file, 0, NULL, &error);
  g_autofree char         *line = NULL;

  g_test_summary ("A WXF file as PlayOK exports it: players with their ratings, the event with its time control, "
                  "Black's moves in lower case.");
  g_assert_no_error (error);
  g_assert_cmpint (xq_record_file_get_format (file), ==, XQ_RECORD_FORMAT_WXF);
  g_assert_cmpstr (xq_record_format_to_string (XQ_RECORD_FORMAT_WXF), ==, "wxf");
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, "Li Wei");
  g_assert_cmpstr (xq_game_get_tag (game, "RedElo"), ==, "1850");
  g_assert_null (xq_game_get_tag (game, "RedTeam"));
  g_assert_cmpstr (xq_game_get_tag (game, "Black"), ==, "Chen Ming");
  g_assert_cmpstr (xq_game_get_tag (game, "BlackElo"), ==, "1790");
  g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, "Club night rapid");
  g_assert_cmpstr (xq_game_get_tag (game, "TimeControl"), ==, "15m+10s");
  g_assert_cmpstr (xq_game_get_tag (game, "Date"), ==, "2026-11-30 19:30:00");
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "*");
  g_assert_null (xq_game_get_tag (game, "Format"));
  line = records_test_main_line (game);
  g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 c6c5 b0c2 b7a7 a0b0 a9b9 h0h6 g6g5 b2a2 h7i7 h6g6");
}

static void
test_setup (void)
{
  g_autoptr (GBytes)       bytes = records_test_data ("wxf-setup.wxf");
  g_autoptr (XqRecordFile) file = open_bytes (bytes);
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqGame)       game = xq_record_file_load_game (file, 0, NULL, &error);
  g_autofree char         *line = NULL;
  g_autofree char         *fen = NULL;
  XqGameNode              *second;

  g_test_summary ("A WXF file with a set-up start (FEN with WXF's letters, Black to move), a remark, comments and a "
                  "variation, in CRLF lines with tabs.");
  g_assert_no_error (error);
  fen = xq_position_to_fen (xq_game_get_start (game));
  g_assert_cmpstr (fen, ==, "4kab2/4a4/4b4/9/9/9/9/9/4A4/3AK1R2 b - - 0 1");
  g_assert_cmpstr (xq_game_get_tag (game, "Game"), ==, "Endgame study");
  g_assert_null (xq_game_get_tag (game, "Red"));
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (game)), ==, "Black to play, from a club lesson");
  line = records_test_main_line (game);
  g_assert_cmpstr (line, ==, "e9d9 g0g9 d9d8");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_next (xq_game_get_root (game))), ==,
                   "the general steps aside");
  second = xq_game_node_get_child (xq_game_node_get_next (xq_game_get_root (game)), 1);
  g_assert_nonnull (second);
  g_assert_cmpstr (xq_game_node_get_comment (second), ==, "threatens");
}

static void
test_two_games (void)
{
  g_autoptr (GBytes)       bytes = records_test_data ("wxf-two-games.wxf");
  g_autoptr (XqRecordFile) file = open_bytes (bytes);
  g_autoptr (GPtrArray)    warnings = xq_record_warnings_new ();
  g_autoptr (XqGame)       first = NULL;
  g_autoptr (XqGame)       second = NULL;
  g_autofree char         *line = NULL;
  g_autofree char         *fen = NULL;
  const XqRecordWarning   *w;

  g_test_summary ("Two games in one WXF file, the second from a SETUP{ … } block of pieces on their points; a word "
                  "of it that is no piece is a warning with its line and column, and the rest is read.");
  g_assert_cmpuint (xq_record_file_get_n_games (file), ==, 2);
  g_assert_cmpint (xq_record_file_get_line (file, 0), ==, 1);
  g_assert_cmpint (xq_record_file_get_line (file, 1), ==, 10);
  first = xq_record_file_load_game (file, 0, warnings, NULL);
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_cmpstr (xq_game_get_tag (first, "Round"), ==, "1");
  second = xq_record_file_load_game (file, 1, warnings, NULL);
  g_assert_nonnull (second);
  fen = xq_position_to_fen (xq_game_get_start (second));
  g_assert_cmpstr (fen, ==, "3k1a3/4a4/9/9/4P4/9/9/9/9/1R2K4 w - - 0 1");
  line = records_test_main_line (second);
  g_assert_cmpstr (line, ==, "b0b9 d9d8 b9b8 d8d9 b8d8");
  g_assert_cmpstr (xq_game_get_tag (second, "Result"), ==, "0-1");
  g_assert_cmpuint (warnings->len, ==, 1);
  w = g_ptr_array_index (warnings, 0);
  g_assert_cmpuint (w->game, ==, 2);
  g_assert_cmpint (w->line, ==, 15);
  g_assert_cmpint (w->column, ==, 12);
  g_assert_nonnull (strstr (w->message, "'Aa?'"));
}

static void
test_damaged (void)
{
  g_autoptr (XqRecordFile) moves = open_text ("FORMAT WXF\nRED A ;;;\nOPENING Central cannon\nXYZ kept\n"
                                              "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ no tag is so long\n"
                                              "a stray line\nSTART{\n 1. C2.5 h8+7\n 2. C5+9 }END\n");
  g_autoptr (XqRecordFile) unclosed = open_text ("FORMAT WXF\nSTART{\n 1. C2.5 h8+7\n");
  g_autoptr (XqRecordFile) position = open_text ("FORMAT WXF\nFEN   4k4/9/9/9/9/9/9/9/4X4/4K4 w\nSTART{\n 1. K5.4 }END\n");
  g_autoptr (GPtrArray)    warnings = xq_record_warnings_new ();
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqGame)       game = NULL;
  g_autoptr (XqGame)       open = NULL;
  g_autoptr (XqGame)       none = NULL;
  g_autofree char         *line = NULL;
  const XqRecordWarning   *w;

  g_test_summary ("A damaged WXF file keeps what can be read: the moves up to an illegal one, the moves of a START{ "
                  "never closed; a start that is no position loses the game, with its line and column.");
  game = xq_record_file_load_game (moves, 0, warnings, NULL);
  line = records_test_main_line (game);
  g_assert_cmpstr (line, ==, "h2e2 h9g7");
  g_assert_cmpstr (xq_game_get_tag (game, "Opening"), ==, "Central cannon");
  g_assert_cmpstr (xq_game_get_tag (game, "XYZ"), ==, "kept");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (game)), ==,
                   "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ no tag is so long");
  g_assert_cmpuint (warnings->len, ==, 2);
  w = g_ptr_array_index (warnings, 0);
  g_assert_cmpint (w->line, ==, 6);
  g_assert_cmpint (w->column, ==, 1);
  w = g_ptr_array_index (warnings, 1);
  g_assert_cmpint (w->line, ==, 9);
  g_assert_cmpint (w->column, ==, 5);
  g_assert_true (g_str_has_prefix (w->message, "move 2 (Red): 'C5+9' would leave the board"));

  g_ptr_array_set_size (warnings, 0);
  open = xq_record_file_load_game (unclosed, 0, warnings, NULL);
  g_clear_pointer (&line, g_free);
  line = records_test_main_line (open);
  g_assert_cmpstr (line, ==, "h2e2 h9g7");
  g_assert_cmpuint (warnings->len, ==, 1);
  w = g_ptr_array_index (warnings, 0);
  g_assert_cmpint (w->line, ==, 2);
  g_assert_cmpint (w->column, ==, 1);
  g_assert_nonnull (strstr (w->message, "}END"));

  none = xq_record_file_load_game (position, 0, NULL, &error);
  g_assert_null (none);
  records_test_assert_error (error, XQ_RECORD_ERROR_BAD_POSITION, "Line 2, column 26:", "'X'", NULL);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/wxf/detect", test_detect);
  g_test_add_func ("/xq/records/wxf/playok", test_playok);
  g_test_add_func ("/xq/records/wxf/setup", test_setup);
  g_test_add_func ("/xq/records/wxf/two-games", test_two_games);
  g_test_add_func ("/xq/records/wxf/damaged", test_damaged);
  return g_test_run ();
}
