/* test-san-pgn.c: WinBoard/XBoard and pychess xiangqi PGN (SAN movetext), read and written
 * (issue 27)
 *
 * The samples in tests/data/records/ were written here in the layout of those programs' files:
 * winboard-san.pgn with ranks 0–9 and the letters H and E, pychess-san.pgn with ranks 1–10 and
 * N and B. maksimKorzh-wukong-xiangqi's WinBoard game in the shared corpus is read by
 * test-corpus.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"

static GPtrArray *
read_all (GBytes *bytes)
{
  g_autoptr (GError) error = NULL;
  GPtrArray         *games = xq_pgn_read_all (bytes, &error);

  g_assert_no_error (error);
  return games;
}

static GPtrArray *
read_text (const char *text)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));

  return read_all (bytes);
}

static void
test_winboard (void)
{
  g_autoptr (GBytes)    bytes = records_test_data ("winboard-san.pgn");
  g_autoptr (GPtrArray) games = read_all (bytes);
  XqGame               *first, *second;
  g_autofree char      *line = NULL;
  g_autofree char      *mate = NULL;
  g_autofree char      *fen = NULL;
  XqGameNode           *rook;

  g_test_summary ("WinBoard's SAN: ranks 0–9, H and E, comments, a variation, '#', a FEN with WinBoard's letters.");
  g_assert_cmpuint (games->len, ==, 2);
  first = g_ptr_array_index (games, 0);
  second = g_ptr_array_index (games, 1);
  line = records_test_main_line (first);
  g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 i9h9 i0h0 b9a7 h0h6 b7e7 h6g6 a9a8 b0c2");
  g_assert_cmpstr (xq_game_get_tag (first, "Variant"), ==, "xiangqi");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_next (xq_game_get_root (first))), ==, "+0.12/9 3");
  /* 4. Rh6 (4. c4 Cbe7) */
  rook = xq_game_get_root (first);
  for (int i = 0; i < 7; i++)
    rook = xq_game_node_get_next (rook);
  g_assert_nonnull (xq_game_node_get_next_sibling (rook));
  g_assert_cmpuint (xq_game_count_moves (first), ==, 13);
  mate = records_test_main_line (second);
  g_assert_cmpstr (mate, ==, "b0b9");
  fen = xq_position_to_fen (xq_game_get_start (second));
  g_assert_cmpstr (fen, ==, "3k3n1/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
}

static void
test_pychess (void)
{
  g_autoptr (GBytes)    bytes = records_test_data ("pychess-san.pgn");
  g_autoptr (GPtrArray) games = read_all (bytes);
  g_autofree char      *line = NULL;

  g_test_summary ("pychess's SAN: ranks 1–10 (Rh10), N and B.");
  g_assert_cmpuint (games->len, ==, 1);
  line = records_test_main_line (g_ptr_array_index (games, 0));
  g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 i9h9 i0h0 b9a7 h0h6 b7e7 h6g6 a9a8 b0c2");
}

static void
test_ranks_per_game (void)
{
  /* Neither game has a move on rank 0 or rank 10 to tell how the ranks are counted. */
  g_autoptr (GPtrArray) games = read_text ("[Event \"1\"]\n\n1. Che3 Ng8 2. Ng3 Nc8 3. c5 *\n\n"
                                           "[Event \"2\"]\n\n1. Che2 Hg7 2. Hg2 Hc7 3. c4 *\n\n"
                                           "[Event \"3\"]\n\n1. Cbe3 {WinBoard would say Cbe2} Ng8 *\n");

  g_test_summary ("How the ranks of SAN are counted is found per game, also when no move reaches rank 0 or 10: the "
                  "count that reads the game is kept.");
  g_assert_cmpuint (games->len, ==, 3);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *line = records_test_main_line (g_ptr_array_index (games, i));
      g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 b9c7 c3c4");
    }
  {
    g_autofree char *line = records_test_main_line (g_ptr_array_index (games, 2));
    g_assert_cmpstr (line, ==, "b2e2 h9g7");
  }
}

static void
test_damaged (void)
{
  g_autoptr (GBytes)       bytes = NULL;
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (GPtrArray)    warnings = xq_record_warnings_new ();
  g_autoptr (XqGame)       game = NULL;
  g_autoptr (GError)       error = NULL;
  g_autofree char         *line = NULL;
  const XqRecordWarning   *w;
  const char              *text = "[Variant \"xiangqi\"]\n\n1. Che2 Hg7 2. Hg2 Rh9 3. Rh0 Rxh0 *\n";

  g_test_summary ("A SAN game is kept up to an illegal move, whichever count of ranks reads further, and the warning "
                  "names the move and its place.");
  bytes = g_bytes_new (text, strlen (text));
  file = xq_record_file_new (bytes, &error);
  g_assert_no_error (error);
  game = xq_record_file_load_game (file, 0, warnings, &error);
  g_assert_nonnull (game);
  line = records_test_main_line (game);
  g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 i9h9 i0h0");
  g_assert_cmpuint (warnings->len, ==, 1);
  w = g_ptr_array_index (warnings, 0);
  g_assert_cmpint (w->line, ==, 3);
  g_assert_cmpint (w->column, ==, 31);
  g_assert_true (g_str_has_prefix (w->message, "move 3 (Black): 'Rxh0' is illegal"));
}

static void
test_write (void)
{
  g_autoptr (XqGame) game = records_test_pgn ("[Event \"x\"]\n[FEN \"3k3n1/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n\n"
                                              "1. b0b9 1-0\n");
  g_autoptr (XqGame) start = records_test_pgn ("1. h2e2 h9g7 2. h0g2 *\n");
  g_autofree char   *winboard = xq_pgn_write_game (game, XQ_NOTATION_SAN_WINBOARD);
  g_autofree char   *san = xq_pgn_write_game (start, XQ_NOTATION_SAN);

  g_test_summary ("SAN written as western programs read it: a Variant tag, WinBoard's letters in its FEN, '#'.");
  g_assert_cmpstr (winboard, ==,
                   "[Event \"x\"]\n[Result \"1-0\"]\n[Variant \"xiangqi\"]\n"
                   "[FEN \"3k3h1/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n[Format \"WinBoard SAN\"]\n\n1. Rb9# 1-0\n");
  g_assert_cmpstr (san, ==, "[Variant \"xiangqi\"]\n[Format \"SAN\"]\n\n1. Che3 Ng8 2. Ng3 *\n");
  {
    /* "1. Ra2" reads in both counts (a0a1, a0a2): the Format tag Qili writes tells them apart */
    g_autoptr (XqGame) one = records_test_pgn ("1. a0a1 *\n");
    for (int n = XQ_NOTATION_SAN; n <= XQ_NOTATION_SAN_WINBOARD; n++)
      {
        g_autofree char   *text = xq_pgn_write_game (one, (XqNotation) n);
        g_autoptr (XqGame) back = records_test_pgn (text);
        g_autofree char   *line = records_test_main_line (back);
        g_assert_cmpstr (line, ==, "a0a1");
      }
  }
}

static void
test_round_trip (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (27);
  guint             n = g_getenv ("QILI_TEST_QUICK") ? 20 : 200;

  g_test_summary ("Games with variations, comments and NAGs written in SAN (both counts of ranks) read back the "
                  "same, the count found again from the moves.");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqGame) game = records_test_random_game (rand, i % 4 == 3);
      XqNotation         notations[] = { XQ_NOTATION_SAN, XQ_NOTATION_SAN_WINBOARD };

      for (guint t = 0; t < 2; t++)
        {
          g_autofree char   *text = xq_pgn_write_game (game, notations[t]);
          g_autoptr (GError) error = NULL;
          g_autoptr (XqGame) back = xq_pgn_read_game (text, -1, &error);

          if (error != NULL)
            g_error ("game %u does not read back (%s) from:\n%s\n%s", i, error->message, text, xq_pgn_write_game (game, XQ_NOTATION_ICCS));
          g_assert_cmpstr (xq_game_get_tag (back, "Variant"), ==, "xiangqi");
          xq_game_set_tag (back, "Variant", NULL);
          if (!xq_game_equal (game, back))
            g_error ("game %u does not read back from:\n%s", i, text);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/san-pgn/winboard", test_winboard);
  g_test_add_func ("/xq/records/san-pgn/pychess", test_pychess);
  g_test_add_func ("/xq/records/san-pgn/ranks-per-game", test_ranks_per_game);
  g_test_add_func ("/xq/records/san-pgn/damaged", test_damaged);
  g_test_add_func ("/xq/records/san-pgn/write", test_write);
  g_test_add_func ("/xq/records/san-pgn/round-trip", test_round_trip);
  return g_test_run ();
}
