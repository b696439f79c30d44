/* test-movegen.c: piece movement rules, legality, check, mate and 困毙
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "xq-rules.h"

static XqMove
iccs (const char *text)
{
  XqMove m = XQ_MOVE_NONE;

  g_assert_true (xq_move_from_iccs (text, &m));
  return m;
}

static void
load (XqPosition *pos,
      const char *fen)
{
  XqPositionProblem problem;

  if (!xq_position_from_fen (pos, fen, &problem))
    g_error ("bad test FEN %s (code %d)", fen, problem.code);
}

static void
assert_problem (const char   *fen,
                const char   *move,
                XqMoveProblem expected)
{
  XqPosition pos;
  XqMoveList list;
  XqMove     m = iccs (move);

  load (&pos, fen);
  g_assert_cmpint (xq_position_check_move (&pos, m), ==, expected);
  xq_generate_legal (&pos, &list);
  g_assert_cmpint (xq_move_list_contains (&list, m), ==, expected == XQ_MOVE_OK);
}

static void
test_horse_leg (void)
{
  g_test_summary ("蹩马腿: a horse cannot jump past a piece next to it (CXA 2.2).");
  assert_problem (XQ_START_FEN, "b0c2", XQ_MOVE_OK);
  assert_problem (XQ_START_FEN, "b0a2", XQ_MOVE_OK);
  assert_problem (XQ_START_FEN, "b0d1", XQ_MOVE_HORSE_LEG); /* leg c0: elephant */
  assert_problem ("3k5/9/9/9/9/9/9/2R6/2N6/4K4 w", "c1b3", XQ_MOVE_HORSE_LEG);
  assert_problem ("3k5/9/9/9/9/9/9/2R6/2N6/4K4 w", "c1e2", XQ_MOVE_OK);
  assert_problem (XQ_START_FEN, "b0b2", XQ_MOVE_OWN_PIECE);
  assert_problem (XQ_START_FEN, "b0b1", XQ_MOVE_BAD_SHAPE);
}

static void
test_elephant (void)
{
  g_test_summary ("塞象眼 and the river for elephants (CXA 2.2).");
  assert_problem (XQ_START_FEN, "c0e2", XQ_MOVE_OK);
  assert_problem ("3k5/9/9/9/9/9/9/9/3n5/2B1K4 w", "c0e2", XQ_MOVE_ELEPHANT_EYE);
  assert_problem ("3k5/9/9/9/9/2B6/9/9/9/4K4 w", "c4e6", XQ_MOVE_CROSSES_RIVER);
  assert_problem ("3k5/9/9/9/9/2B6/9/9/9/4K4 w", "c4a2", XQ_MOVE_OK);
}

static void
test_palace (void)
{
  assert_problem ("4k4/9/9/9/9/9/9/9/9/3K5 w", "d0c0", XQ_MOVE_LEAVES_PALACE);
  assert_problem ("4k4/9/9/9/9/9/9/9/9/3K5 w", "d0d1", XQ_MOVE_OK);
  assert_problem ("4k4/9/9/9/9/9/9/9/9/3K5 w", "d0e1", XQ_MOVE_BAD_SHAPE);
  assert_problem ("5k3/9/9/9/9/9/9/9/9/3AK4 w", "d0c1", XQ_MOVE_LEAVES_PALACE);
  assert_problem ("5k3/9/9/9/9/9/9/9/9/3AK4 w", "d0e1", XQ_MOVE_OK);
}

static void
test_cannon (void)
{
  g_test_summary ("A cannon moves like a rook and captures over exactly one screen.");
  assert_problem (XQ_START_FEN, "h2h9", XQ_MOVE_OK); /* over h7 (cannon) onto the horse */
  assert_problem (XQ_START_FEN, "h2e2", XQ_MOVE_OK);
  assert_problem (XQ_START_FEN, "h2h6", XQ_MOVE_OK);
  assert_problem (XQ_START_FEN, "h2h7", XQ_MOVE_CANNON_NO_SCREEN);
  assert_problem (XQ_START_FEN, "b2b8", XQ_MOVE_LINE_BLOCKED);
  assert_problem ("4k4/9/4n4/4p4/9/9/9/9/4C4/3K5 w", "e1e9", XQ_MOVE_CANNON_SCREENS);
  assert_problem ("4k4/9/4n4/4p4/9/9/9/9/4C4/3K5 w", "e1e7", XQ_MOVE_OK);
}

static void
test_rook (void)
{
  assert_problem (XQ_START_FEN, "a0a2", XQ_MOVE_OK);
  assert_problem (XQ_START_FEN, "a0a4", XQ_MOVE_LINE_BLOCKED);
  assert_problem (XQ_START_FEN, "a0a3", XQ_MOVE_OWN_PIECE);
  assert_problem (XQ_START_FEN, "a0b1", XQ_MOVE_BAD_SHAPE);
}

static void
test_pawn (void)
{
  g_test_summary ("Pawns go forward; sideways only after the river; never back.");
  assert_problem (XQ_START_FEN, "e3e4", XQ_MOVE_OK);
  assert_problem (XQ_START_FEN, "e3d3", XQ_MOVE_PAWN_SIDEWAYS);
  assert_problem ("4k4/9/9/4P4/9/9/9/9/9/3K5 w", "e6d6", XQ_MOVE_OK);
  assert_problem ("4k4/9/9/4P4/9/9/9/9/9/3K5 w", "e6e5", XQ_MOVE_PAWN_BACKWARD);
  assert_problem ("4k4/9/9/4P4/9/9/9/9/9/3K5 w", "e6e8", XQ_MOVE_BAD_SHAPE);
  assert_problem ("3k5/9/9/9/9/9/4p4/9/9/4K4 b", "e3e2", XQ_MOVE_OK);
  assert_problem ("3k5/9/9/9/9/9/4p4/9/9/4K4 b", "e3f3", XQ_MOVE_OK);
}

static void
test_not_your_move (void)
{
  assert_problem (XQ_START_FEN, "h7e7", XQ_MOVE_NOT_YOUR_PIECE);
  assert_problem (XQ_START_FEN, "e5e6", XQ_MOVE_NO_PIECE);
}

static void
test_pins_and_facing (void)
{
  g_test_summary ("Flying general: a move may not leave the generals facing; pinned pieces stay.");
  /* The horse on e1 is the only piece between the generals. */
  assert_problem ("4k4/9/9/9/9/9/9/9/4N4/4K4 w", "e1d3", XQ_MOVE_GENERALS_FACE);
  /* Rook pin along the file. */
  assert_problem ("4k4/9/9/9/4r4/9/9/9/4N4/4K4 w", "e1d3", XQ_MOVE_LEAVES_IN_CHECK);
  /* Cannon: removing one of two screens. */
  assert_problem ("3ck4/9/9/9/9/3R5/9/9/3N5/3K5 w", "d1c3", XQ_MOVE_LEAVES_IN_CHECK);
  /* Cannon: stepping onto the open line in front of it makes a screen. */
  assert_problem ("3ck4/9/9/9/9/9/9/9/2N6/3K5 w", "c1d3", XQ_MOVE_LEAVES_IN_CHECK);
  /* Horse leg: moving the blocker lets the horse check. */
  assert_problem ("3k5/9/9/9/9/9/9/3n5/3R5/4K4 w", "d1c1", XQ_MOVE_LEAVES_IN_CHECK);
  assert_problem ("3k5/9/9/9/9/9/9/3n5/3R5/4K4 w", "d1d2", XQ_MOVE_OK);
  /* The general may not step onto an attacked point. */
  assert_problem ("3rk4/9/9/9/9/9/9/9/4A4/4K4 w", "e0d0", XQ_MOVE_LEAVES_IN_CHECK);
}

static void
test_states (void)
{
  XqPosition pos;

  g_test_summary ("将死 is a loss (CXA 3.1); 困毙, no legal move without check, is a loss too (3.2).");
  load (&pos, XQ_START_FEN);
  g_assert_cmpint (xq_position_state (&pos), ==, XQ_STATE_PLAYING);

  /* Cannon over a pawn checks; the rooks hold the side files. */
  load (&pos, "4k4/9/9/4P4/9/9/9/4C4/3R1R3/4K4 b");
  g_assert_true (xq_position_in_check (&pos));
  g_assert_cmpint (xq_position_state (&pos), ==, XQ_STATE_CHECKMATE);

  /* Black general on e9 hemmed in, not in check, no other piece: 困毙. */
  load (&pos, "4k4/3P1P3/9/9/9/9/9/9/9/3K5 b");
  g_assert_false (xq_position_in_check (&pos));
  g_assert_cmpint (xq_count_legal (&pos), ==, 0);
  g_assert_cmpint (xq_position_state (&pos), ==, XQ_STATE_STALEMATE);
}

static void
test_legal_targets (void)
{
  XqPosition pos;
  XqBitboard t;

  load (&pos, XQ_START_FEN);
  t = xq_position_legal_targets (&pos, xq_square_make (1, 0));
  g_assert_cmpint (xq_bb_count (t), ==, 2);
  g_assert_true (xq_bb_test (t, xq_square_make (0, 2)));
  g_assert_true (xq_bb_test (t, xq_square_make (2, 2)));
  g_assert_cmpint (xq_bb_count (xq_position_legal_targets (&pos, xq_square_make (1, 7))), ==, 0);
}

static void
test_zobrist_incremental (void)
{
  XqPosition a, b;
  XqUndo     u;

  g_test_summary ("The key after moves equals the key of the same position read fresh.");
  load (&a, XQ_START_FEN);
  xq_position_make (&a, iccs ("h2e2"), &u);
  xq_position_make (&a, iccs ("h9g7"), &u);
  load (&b, "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
  g_assert_true (xq_position_same (&a, &b));
  g_assert_cmpuint (a.key, ==, b.key);
  g_assert_cmpuint (a.fullmove, ==, b.fullmove);
}

static int
cmp_moves (gconstpointer a,
           gconstpointer b)
{
  return (int) *(const XqMove *) a - (int) *(const XqMove *) b;
}

static void
assert_same_moves (XqMoveList *a,
                   XqMoveList *b)
{
  qsort (a->moves, a->n, sizeof (XqMove), cmp_moves);
  qsort (b->moves, b->n, sizeof (XqMove), cmp_moves);
  g_assert_cmpuint (a->n, ==, b->n);
  g_assert_cmpmem (a->moves, a->n * sizeof (XqMove), b->moves, b->n * sizeof (XqMove));
}

/* The fast generators of the mate search against the plain ones: every check is found (and only
 * checks), every answer to a check, and the move tests agree with playing the move. */
static void
check_generators (XqPosition *pos)
{
  XqColor    us = (XqColor) pos->side, them = xq_color_other (us);
  XqMoveList legal, pseudo, checks, brute, evasions;

  xq_generate_legal (pos, &legal);
  xq_generate_pseudo (pos, &pseudo);
  xq_move_list_clear (&brute);
  for (guint i = 0; i < pseudo.n; i++)
    {
      XqMove   m = pseudo.moves[i];
      XqUndo   undo;
      gboolean check, safe, facing;
      xq_position_make (pos, m, &undo);
      facing = xq_position_kings_facing (pos);
      check = xq_position_king_attacked (pos, them) && !facing;
      safe = !facing && !xq_position_king_attacked (pos, us);
      xq_position_unmake (pos, m, &undo);
      g_assert_cmpint (xq_position_move_is_safe (pos, m), ==, safe);
      g_assert_true (xq_bb_test (xq_position_pseudo_targets (pos, xq_move_from (m)), xq_move_to (m)));
      if (!facing)
        g_assert_cmpint (xq_position_move_gives_check (pos, m), ==, check);
      if (check && safe)
        xq_move_list_add (&brute, m);
    }
  xq_generate_checks (pos, &checks);
  assert_same_moves (&checks, &brute);
  if (xq_position_in_check (pos))
    {
      xq_generate_evasions (pos, &evasions);
      assert_same_moves (&evasions, &legal);
    }
}

static void
walk (XqPosition *pos,
      int         depth)
{
  XqMoveList legal;

  check_generators (pos);
  if (depth == 0)
    return;
  xq_generate_legal (pos, &legal);
  for (guint i = 0; i < legal.n; i++)
    {
      XqUndo undo;
      xq_position_make (pos, legal.moves[i], &undo);
      walk (pos, depth - 1);
      xq_position_unmake (pos, legal.moves[i], &undo);
    }
}

static void
test_fast_generators (void)
{
  /* The start, a middlegame of the perft suite, and open positions full of checks. */
  static const char *const fens[] = {
    XQ_START_FEN,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "2Ra2bn1/3k5/2n6/4P1P2/1rp5R/4N4/1cp1r3C/3A4B/2NK5/9 b - - 11 85",
    "9/2Nnk4/9/9/5r3/3C5/r6R1/7R1/3K5/7c1 w - - 0 1",
    "4k4/7C1/9/9/9/7r1/7R1/9/9/5K1r1 w - - 0 1",
    "3k3N1/9/3P5/1r1RP4/9/1p7/3p5/9/n8/5K3 w - - 0 1",
    "3k5/1NR6/9/9/9/9/9/9/9/4K4 w - - 0 1",   /* the rook on the horse's leg steps away: check */
    "3ak4/9/4R4/9/4C4/9/9/9/9/3K5 b - - 0 1", /* rook and cannon over it: the advisor blocks both */
  };

  g_test_summary ("Checks and answers to checks found without playing every move are the same moves");
  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      XqPosition pos;
      load (&pos, fens[i]);
      walk (&pos, 2);
    }
}

/* Every position of the tactical bench games (random play with captures: many pieces on the
 * generals' lines, cannons behind two screens, horses behind legs), each side to move. */
static void
test_fast_generators_games (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bench-random-games.txt", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv)   lines = NULL;
  guint            step = g_getenv ("QILI_TEST_QUICK") ? 10 : 1, positions = 0;

  g_test_summary ("Checks and answers to checks found fast equal the plain ones over long tactical games");
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint l = 0; lines[l]; l++)
    {
      g_auto (GStrv) moves = NULL;
      const char    *semi = strchr (lines[l], ';');
      XqPosition     pos;

      if (lines[l][0] == '#' || semi == NULL)
        continue;
      load (&pos, XQ_START_FEN);
      moves = g_strsplit (semi + 1, " ", -1);
      for (guint i = 0; moves[i] && moves[i][0]; i++)
        {
          XqMove m;
          XqUndo undo;
          if (i % step == 0)
            {
              check_generators (&pos);
              positions++;
            }
          g_assert_true (xq_move_from_iccs (moves[i], &m));
          g_assert_true (xq_position_is_legal (&pos, m));
          xq_position_make (&pos, m, &undo);
        }
    }
  g_assert_cmpuint (positions, >, 500);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/rules/movegen/horse-leg", test_horse_leg);
  g_test_add_func ("/xq/rules/movegen/fast-generators-games", test_fast_generators_games);
  g_test_add_func ("/xq/rules/movegen/elephant", test_elephant);
  g_test_add_func ("/xq/rules/movegen/palace", test_palace);
  g_test_add_func ("/xq/rules/movegen/cannon", test_cannon);
  g_test_add_func ("/xq/rules/movegen/rook", test_rook);
  g_test_add_func ("/xq/rules/movegen/pawn", test_pawn);
  g_test_add_func ("/xq/rules/movegen/not-your-move", test_not_your_move);
  g_test_add_func ("/xq/rules/movegen/pins-and-facing", test_pins_and_facing);
  g_test_add_func ("/xq/rules/movegen/states", test_states);
  g_test_add_func ("/xq/rules/movegen/legal-targets", test_legal_targets);
  g_test_add_func ("/xq/rules/movegen/zobrist-incremental", test_zobrist_incremental);
  g_test_add_func ("/xq/rules/movegen/fast-generators", test_fast_generators);
  return g_test_run ();
}
