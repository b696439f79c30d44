/* test-pgn-moves.c: every move Qili writes reads back through PGN as the same move
 *
 * The notation itself is tested move by move in tests/rules/test-notation.c; here the moves go
 * through the PGN reader, where a word is also tried as a move number, a result or glued moves
 * (WXF writes the middle of three tandem pawns on file 4 as "44.5", which once read as move
 * number 44). For each position of random playouts (from start positions rich in tandem
 * pawns), one PGN per notation and style lists every legal move, the first as the move and the
 * others as its variations; reading it back must give every move, in order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"

static const char *const seeds[] = {
  XQ_START_FEN,
  "3k5/9/9/9/P1P1P1P1P/p1p1p1p1p/9/9/9/4K4 w",
  "2bak4/4a4/4b4/9/P1P1P1P1P/p1p1p1p1p/9/9/4A4/2BAK4 b",
  /* three pawns on one file and two on another (前四 中四 后四, WXF 4+ 44 4-) */
  "3k5/9/5P3/3P1P3/3P1P3/9/9/9/9/4K4 w",
  "4k4/9/9/9/9/3p1p3/3p1p3/3p5/9/3K5 b",
  /* three on one file (P+ P5 P-), four and five (++ P+ P3 P- --) */
  "3k5/9/9/9/4P4/4P4/4P4/9/9/5K3 w",
  "2P1k4/2P6/2P6/2P6/2P6/9/9/9/r8/3K5 w",
  "3k5/9/9/2P6/2P6/2P6/2P6/p8/9/4K4 w",
  "5k3/9/9/9/4p4/4p4/4p4/4p4/4p4/3K5 b",
  /* tandem rooks, horses and cannons (前车 后马, R+ H-) */
  "3k5/9/4R4/9/4R4/9/2N6/9/2N6/4K4 w",
  "4k4/9/6c2/9/6c2/9/9/9/9/3K5 b",
};

static const struct
{
  XqNotation      notation;
  XqNotationStyle style;
} forms[] = {
  { XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_DEFAULT },
  { XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL },
  { XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_FULL_WIDTH },
  { XQ_NOTATION_WXF, XQ_NOTATION_STYLE_DEFAULT },
  { XQ_NOTATION_WXF, XQ_NOTATION_STYLE_FULL_WIDTH },
  { XQ_NOTATION_ICCS, XQ_NOTATION_STYLE_DEFAULT },
};

/* Writes every legal move of @pos as one PGN and reads it back; returns the moves checked. */
static guint
check_position (XqPosition *pos)
{
  XqMoveList       list;
  g_autofree char *fen = xq_position_to_fen (pos);
  guint            checked = 0;

  xq_generate_legal (pos, &list);
  if (list.n == 0)
    return 0;
  for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
    {
      g_autoptr (GString) pgn = g_string_new (NULL);
      g_autoptr (GError)  error = NULL;
      g_autoptr (XqGame)  game = NULL;
      const char         *number = xq_position_side (pos) == XQ_RED ? "1. " : "1... ";
      XqGameNode         *node;

      g_string_append_printf (pgn, "[FEN \"%s\"]\n\n", fen);
      for (guint i = 0; i < list.n; i++)
        {
          char text[XQ_NOTATION_MAX_SIZE];
          xq_notation_write (pos, list.moves[i], forms[f].notation, forms[f].style, text);
          g_string_append_printf (pgn, i == 0 ? "%s%s " : "(%s%s) ", number, text);
        }
      g_string_append (pgn, "*\n");
      game = xq_pgn_read_game (pgn->str, -1, &error);
      if (game == NULL)
        g_error ("%s\ndoes not read back: %s", pgn->str, error->message);
      node = xq_game_node_get_next (xq_game_get_root (game));
      for (guint i = 0; i < list.n; i++, node = xq_game_node_get_next_sibling (node))
        {
          if (node == NULL || xq_game_node_get_move (node) != list.moves[i])
            g_error ("%s\nmove %u reads back as another move", pgn->str, i + 1);
          checked++;
        }
      g_assert_null (node);
    }
  return checked;
}

static void
test_every_move (void)
{
  gboolean          quick = g_getenv ("QILI_TEST_QUICK") != NULL;
  guint             target = quick ? 200 : 3000;
  g_autoptr (GRand) rand = g_rand_new_with_seed (16);
  guint             positions = 0, moves = 0, round = 0;

  g_test_summary ("Every legal move of thousands of positions, written in Chinese (simplified, traditional, full "
                  "width), WXF and ICCS, reads back through PGN as the same move: tandem pawns (44.5), 前中后.");
  while (positions < target)
    {
      XqPosition pos;

      g_assert_true (xq_position_from_fen (&pos, seeds[round % G_N_ELEMENTS (seeds)], NULL));
      round++;
      for (int ply = 0; ply < 60 && positions < target; ply++)
        {
          XqMoveList list;
          XqUndo     undo;

          moves += check_position (&pos);
          positions++;
          xq_generate_legal (&pos, &list);
          if (list.n == 0)
            break;
          xq_position_make (&pos, list.moves[g_rand_int_range (rand, 0, (gint32) list.n)], &undo);
        }
    }
  g_test_message ("%u positions, %u moves read back", positions, moves);
}

/* The one that was lost: the middle of three tandem pawns on file 4, in WXF. */
static void
test_tandem_middle (void)
{
  g_autoptr (XqGame) game = NULL;
  XqMove             move;

  g_test_summary ("'44.5' is the middle pawn of three on file 4 moving to file 5, never move number 44.");
  /* Pawns on f7 f6 f5 (file 4 for Red) and d6 d5: the middle one, f6, goes to e6. */
  game = records_test_pgn ("[FEN \"3k5/9/5P3/3P1P3/3P1P3/9/9/9/9/4K4 w\"]\n\n1. 44.5 *");
  move = xq_game_node_get_move (xq_game_node_get_next (xq_game_get_root (game)));
  g_assert_cmpint (xq_square_file (xq_move_from (move)), ==, 5);
  g_assert_cmpint (xq_square_rank (xq_move_from (move)), ==, 6);
  g_assert_cmpint (xq_square_file (xq_move_to (move)), ==, 4);
  g_assert_cmpint (xq_square_rank (xq_move_to (move)), ==, 6);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/pgn-moves/every-move", test_every_move);
  g_test_add_func ("/xq/records/pgn-moves/tandem-middle", test_tandem_middle);
  return g_test_run ();
}
