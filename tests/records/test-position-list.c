/* test-position-list.c: lists of positions, one FEN a line (EPD), as XQ Wizard's endgame sets and
 * plain FEN lists have them (issue 27)
 *
 * The samples in tests/data/records/ were written here from the layout of those files: a FEN,
 * then "; NAME", NAME in simplified characters (GBK) and traditional ones (Big5) joined by '|'.
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
  g_assert_nonnull (file);
  return file;
}

static XqRecordFile *
open_text (const char *text)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));

  return open_bytes (bytes);
}

static XqGame *
load (XqRecordFile *file,
      guint         index)
{
  g_autoptr (GError) error = NULL;
  XqGame            *game = xq_record_file_load_game (file, index, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
assert_fen (const XqGame *game,
            const char   *expected)
{
  g_autofree char *fen = xq_position_to_fen (xq_game_get_start (game));

  g_assert_cmpstr (fen, ==, expected);
}

static void
test_detect (void)
{
  static const struct
  {
    const char *text;
    gboolean    list;
  } cases[] = {
    { "3k5/9/9/9/9/9/9/9/4R4/4K4 w\n3k5/9/9/R8/9/9/9/9/9/4K4 w\n", TRUE },
    { "# a list\n\n3k5/9/9/9/9/9/9/9/4R4/4K4 w\r\n% more\r\n3k5/9/9/R8/9/9/9/9/9/4K4 w\r\n", TRUE },
    { "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1 ; a name", TRUE },
    /* A board that is no valid position still makes a line of the list */
    { "3k5/9/9/9/9/9/9/9/4R4/4K4 w\n4k4/9/9/9/9/9/9/9/4R4/4K4 w\n", TRUE },
    /* One FEN, its moves on the lines after it */
    { "3k5/9/9/9/9/9/9/9/4R4/4K4 w\ne1e9 d9d8\n", FALSE },
    { "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1 moves e1e9 ; check", FALSE },
    { "3k5/9/9/9/9/9/9/9/4R4/4K4 w\n", FALSE },
    { "[Event \"x\"]\n1. h2e2 *\n", FALSE },
    { "", FALSE },
  };

  g_test_summary ("A list of positions is two or more lines that start with a FEN board, or one FEN with a name; a "
                  "FEN with moves after it stays one game.");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("case %u", i);
      g_assert_cmpint (xq_position_list_detect (cases[i].text, strlen (cases[i].text)), ==, cases[i].list);
    }
}

static void
test_xqwizard (void)
{
  static const char *const titles[] = { "01.对面笑", "02.单车杀(一)", "03.双车错", "04.闷宫",
                                        "05.马后炮", "06.铁门栓", "07.海底捞月" };
  static const char *const traditional[] = { "01.對面笑", "02.單車殺(一)", "03.雙車錯", "04.悶宮",
                                             "05.馬後炮", "06.鐵門栓", "07.海底撈月" };
  g_autoptr (GBytes)       bytes = records_test_data ("xqwizard-gbk-big5.epd");
  g_autoptr (XqRecordFile) file = open_bytes (bytes);
  g_autoptr (XqGame)       last = NULL;

  g_test_summary ("XQ Wizard's endgame sets: each position named by its comment, whose simplified (GBK) and "
                  "traditional (Big5) parts are each decoded in their own encoding; '… b - - 0 0' reads.");
  g_assert_cmpint (xq_record_file_get_format (file), ==, XQ_RECORD_FORMAT_EPD);
  g_assert_cmpstr (xq_record_format_to_string (XQ_RECORD_FORMAT_EPD), ==, "epd");
  g_assert_cmpuint (xq_record_file_get_n_games (file), ==, G_N_ELEMENTS (titles));
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      g_autoptr (XqGame) game = load (file, i);
      g_autofree char   *both = g_strdup_printf ("%s|%s", titles[i], traditional[i]);

      g_assert_cmpstr (xq_record_file_get_tag (file, i, "Title"), ==, titles[i]);
      g_assert_cmpstr (xq_game_get_tag (game, "Title"), ==, titles[i]);
      /* The whole name, both parts, is kept */
      g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (game)), ==, both);
      g_assert_cmpuint (xq_game_count_moves (game), ==, 0);
      g_assert_cmpint (xq_record_file_get_line (file, i), ==, (int) i + 1);
    }
  last = load (file, 6);
  assert_fen (last, "3k5/9/9/9/9/9/9/9/3r5/4K4 b - - 0 1");
}

static void
test_big5 (void)
{
  static const char *const titles[] = { "01.對面笑", "02.單車殺(一)", "03.雙車錯", "04.悶宮" };
  g_autoptr (GBytes)       bytes = records_test_data ("positions-big5.epd");
  g_autoptr (XqRecordFile) file = open_bytes (bytes);

  g_test_summary ("A position list in Big5 alone: the names read in traditional characters.");
  g_assert_cmpint (xq_record_file_get_format (file), ==, XQ_RECORD_FORMAT_EPD);
  g_assert_cmpuint (xq_record_file_get_n_games (file), ==, G_N_ELEMENTS (titles));
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      g_autoptr (XqGame) game = load (file, i);
      g_assert_cmpstr (xq_game_get_tag (game, "Title"), ==, titles[i]);
      g_assert_null (xq_game_node_get_comment (xq_game_get_root (game)));
    }
}

static void
test_lenient (void)
{
  g_autoptr (GBytes)       bytes = records_test_data ("positions-utf8.epd");
  g_autoptr (XqRecordFile) file = open_bytes (bytes);
  g_autoptr (GPtrArray)    warnings = xq_record_warnings_new ();
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqGame)       broken = NULL;
  g_autoptr (XqGame)       second = load (file, 1);
  g_autoptr (XqGame)       moves = load (file, 3);
  g_autoptr (XqGame)       epd = load (file, 4);
  g_autofree char         *line = records_test_main_line (moves);
  const XqRecordWarning   *w;

  g_test_summary ("A line that holds no position is an entry not read, with its line and column, and the list goes "
                  "on; '#' lines and blank lines are skipped; moves and EPD operations (id, c0) on a line read.");
  g_assert_cmpuint (xq_record_file_get_n_games (file), ==, 5);
  g_assert_cmpstr (xq_game_get_tag (second, "Title"), ==, "单车杀");
  assert_fen (second, "3k5/9/9/R8/9/9/9/9/9/4K4 w - - 0 1");
  g_assert_cmpint (xq_record_file_get_line (file, 1), ==, 3);

  broken = xq_record_file_load_game (file, 2, warnings, &error);
  g_assert_null (broken);
  records_test_assert_error (error, XQ_RECORD_ERROR_BAD_POSITION, "Line 5, column 20:", "'X'", NULL);
  g_assert_cmpuint (warnings->len, ==, 1);
  w = g_ptr_array_index (warnings, 0);
  g_assert_cmpuint (w->game, ==, 3);
  g_assert_cmpint (w->line, ==, 5);
  g_assert_cmpint (w->column, ==, 20);
  g_assert_true (g_str_has_suffix (w->message, "; the position was not read"));

  g_assert_cmpstr (line, ==, "b1b9");
  g_assert_cmpstr (xq_game_get_tag (moves, "Title"), ==, "with its first move");
  g_assert_cmpstr (xq_game_get_tag (epd, "Title"), ==, "Two rooks");
  g_assert_cmpstr (xq_game_get_tag (epd, "bm"), ==, "b1b9");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (epd)), ==, "mate in 2");
  {
    /* A comment is kept as the readers keep comments: without spaces at its ends (fuzz-text-formats:
     * crashes/epd-comment-with-spaces) */
    g_autoptr (XqRecordFile) spaced = open_text ("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - c0 \"  mate \";\n"
                                                 "3k5/9/9/R8/9/9/9/9/9/4K4 w - - c0 \" \";\n");
    g_autoptr (XqGame)       first = load (spaced, 0);
    g_autoptr (XqGame)       empty = load (spaced, 1);
    g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (first)), ==, "mate");
    g_assert_null (xq_game_node_get_comment (xq_game_get_root (empty)));
  }
  {
    /* An operation code longer than EPD allows is no tag (PGN would cut its name): kept in the
     * comment (fuzz-text-formats: crashes/epd-long-opcode) */
    g_autoptr (XqRecordFile) longer = open_text ("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - bm e1e9; abcdefghijklmnopq x;\n"
                                                 "3k5/9/9/R8/9/9/9/9/9/4K4 w\n");
    g_autoptr (XqGame)       first = load (longer, 0);
    g_assert_cmpstr (xq_game_get_tag (first, "bm"), ==, "e1e9");
    g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (first)), ==, "abcdefghijklmnopq x");
  }
}

static void
test_moves_damaged (void)
{
  g_autoptr (XqRecordFile) file = open_text ("3k5/9/9/9/9/9/9/9/4R4/4K4 w moves e1e9 d9d8 d8d7 ; first\n"
                                             "3k5/9/9/R8/9/9/9/9/9/4K4 w moves a6a9 ; second\n");
  g_autoptr (GPtrArray)    warnings = xq_record_warnings_new ();
  g_autoptr (XqGame)       game = xq_record_file_load_game (file, 0, warnings, NULL);
  g_autofree char         *line = records_test_main_line (game);
  const XqRecordWarning   *w;

  g_test_summary ("Moves on a line of a list are read up to a damaged one, which is a warning with its place.");
  g_assert_cmpstr (line, ==, "e1e9 d9d8");
  g_assert_cmpstr (xq_game_get_tag (game, "Title"), ==, "first");
  g_assert_cmpuint (warnings->len, ==, 1);
  w = g_ptr_array_index (warnings, 0);
  g_assert_cmpint (w->line, ==, 1);
  g_assert_cmpint (w->column, ==, 45);
  g_assert_nonnull (strstr (w->message, "'d8d7'"));
  g_assert_true (g_str_has_suffix (w->message, "; the rest of the line was not read"));
}

static void
test_thousand (void)
{
  g_autoptr (GString)      text = g_string_new (NULL);
  g_autoptr (GPtrArray)    fens = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GRand)        rand = g_rand_new_with_seed (27);
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (GBytes)       bytes = NULL;

  g_test_summary ("A plain list of 1,000 positions (positions of random games) reads as 1,000 positions, each its "
                  "own; the second line is no longer taken for moves of the first.");
  for (guint i = 0; i < 1000; i++)
    {
      XqPosition pos;
      guint      plies = g_rand_int_range (rand, 0, 40);

      xq_position_init_start (&pos);
      for (guint p = 0; p < plies; p++)
        {
          XqMoveList list;
          XqUndo     undo;
          xq_generate_legal (&pos, &list);
          if (list.n == 0)
            break;
          xq_position_make (&pos, list.moves[g_rand_int_range (rand, 0, (gint32) list.n)], &undo);
        }
      g_ptr_array_add (fens, xq_position_to_fen (&pos));
      g_string_append_printf (text, "%s\n", (const char *) fens->pdata[i]);
    }
  bytes = g_bytes_new (text->str, text->len);
  file = open_bytes (bytes);
  g_assert_cmpint (xq_record_file_get_format (file), ==, XQ_RECORD_FORMAT_EPD);
  g_assert_cmpuint (xq_record_file_get_n_games (file), ==, 1000);
  for (guint i = 0; i < 1000; i++)
    {
      g_autoptr (XqGame) game = load (file, i);
      assert_fen (game, fens->pdata[i]);
      g_assert_null (xq_game_get_tag (game, "Title"));
      g_assert_cmpint (xq_record_file_get_line (file, i), ==, (int) i + 1);
    }
}

static void
test_single (void)
{
  g_autoptr (XqRecordFile) named = open_text ("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1 ; Rook and king\n");
  g_autoptr (XqRecordFile) moves = open_text ("3k5/9/9/9/9/9/9/9/4R4/4K4 w\n1. e1e9 d9d8 *\n");
  g_autoptr (XqGame)       game = NULL;
  g_autofree char         *line = NULL;

  g_test_summary ("One FEN with a name is a list of one position; a FEN with its moves on the lines after it is "
                  "one game, as before.");
  g_assert_cmpint (xq_record_file_get_format (named), ==, XQ_RECORD_FORMAT_EPD);
  g_assert_cmpstr (xq_record_file_get_tag (named, 0, "Title"), ==, "Rook and king");
  g_assert_cmpint (xq_record_file_get_format (moves), ==, XQ_RECORD_FORMAT_FEN);
  game = load (moves, 0);
  line = records_test_main_line (game);
  g_assert_cmpstr (line, ==, "e1e9 d9d8");
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/position-list/detect", test_detect);
  g_test_add_func ("/xq/records/position-list/xqwizard", test_xqwizard);
  g_test_add_func ("/xq/records/position-list/big5", test_big5);
  g_test_add_func ("/xq/records/position-list/lenient", test_lenient);
  g_test_add_func ("/xq/records/position-list/moves-damaged", test_moves_damaged);
  g_test_add_func ("/xq/records/position-list/thousand", test_thousand);
  g_test_add_func ("/xq/records/position-list/single", test_single);
  return g_test_run ();
}
