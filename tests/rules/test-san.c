/* test-san.c: moves in algebraic notation (SAN), as WinBoard (ranks 0–9) and pychess (ranks
 * 1–10) write xiangqi (issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-rules.h"
#include "xq-text.h"

#define MATE_IN_ONE "3k5/R8/9/9/9/9/9/9/9/1R2K4 w"  /* b0b9 mates */
#define PAWNS       "4k4/9/9/3P5/4P4/9/9/9/9/3K5 w" /* red d6 e5: both can go to e6 */
#define BLACK_PAWN  "3k5/9/9/9/9/p8/P8/9/9/4K4 b"   /* black a4 takes a3, or goes to b4 */
#define TWO_ROOKS   "3k5/9/9/9/9/9/9/9/R7R/4K4 w"   /* a1 and i1 both reach e1 */
#define ROOK_FILE   "3k5/9/9/R8/9/9/9/9/R8/4K4 w"   /* a6 and a1 both reach a3 */
#define PINNED      "4k4/9/9/9/4r4/9/9/9/4N4/4K4 w" /* the rook pins the horse */

static void
load (XqPosition *pos,
      const char *fen)
{
  XqPositionProblem problem;

  if (!xq_position_from_fen (pos, fen, &problem))
    g_error ("bad test FEN %s (code %d)", fen, problem.code);
}

static XqMove
iccs (const char *text)
{
  XqMove move;

  g_assert_true (xq_move_from_iccs (text, &move));
  return move;
}

static void
test_write (void)
{
  static const struct
  {
    const char *fen; /* NULL: the start */
    const char *move;
    const char *winboard;
    const char *san;
  } cases[] = {
    { NULL, "h2e2", "Che2", "Che3" }, /* both cannons reach e2: the file tells */
    { NULL, "h0g2", "Hg2", "Ng3" },
    { NULL, "c3c4", "c4", "c5" },
    { NULL, "a0a1", "Ra1", "Ra2" },
    { NULL, "c0e2", "Ece2", "Bce3" },
    { NULL, "f0e1", "Afe1", "Afe2" },
    { NULL, "h2h9", "Cxh9", "Cxh10" },
    { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "h9g7", "Hg7", "Ng8" },
    { MATE_IN_ONE, "b0b9", "Rb9#", "Rb10#" },
    { MATE_IN_ONE, "a8a9", "Ra9+", "Ra10+" },
    { PAWNS, "e5e6", "e6", "e7" },          /* straight ahead: no file */
    { PAWNS, "d6e6", "de6", "de7" },        /* sideways: the file it leaves */
    { BLACK_PAWN, "a4a3", "axa3", "axa4" }, /* a pawn names its file when it takes */
    { BLACK_PAWN, "a4b4", "ab4", "ab5" },
    { TWO_ROOKS, "a1e1", "Rae1", "Rae2" },
    { ROOK_FILE, "a6a3", "R6a3", "R7a4" }, /* on one file: the rank tells */
  };

  g_test_summary ("SAN as WinBoard (ranks 0–9, H and E) and pychess (ranks 1–10, N and B) write it: the file, else "
                  "the rank, of a piece a like one could stand in for; a pawn's file when it takes or goes sideways; "
                  "+ and #.");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqPosition pos;
      char       buf[XQ_NOTATION_MAX_SIZE];

      if (cases[i].fen != NULL)
        load (&pos, cases[i].fen);
      else
        xq_position_init_start (&pos);
      xq_notation_write (&pos, iccs (cases[i].move), XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_STYLE_DEFAULT, buf);
      g_assert_cmpstr (buf, ==, cases[i].winboard);
      xq_notation_write (&pos, iccs (cases[i].move), XQ_NOTATION_SAN, XQ_NOTATION_STYLE_DEFAULT, buf);
      g_assert_cmpstr (buf, ==, cases[i].san);
    }
}

static void
test_parse (void)
{
  static const struct
  {
    const char *fen;
    const char *text;
    XqNotation  notation;
    const char *move;
  } cases[] = {
    { NULL, "Che2", XQ_NOTATION_SAN_WINBOARD, "h2e2" },
    { NULL, "Che3", XQ_NOTATION_SAN, "h2e2" },
    { NULL, "Ch2e2", XQ_NOTATION_SAN_WINBOARD, "h2e2" },
    { NULL, "Hc2", XQ_NOTATION_SAN_WINBOARD, "b0c2" },
    { NULL, "Nc2", XQ_NOTATION_SAN_WINBOARD, "b0c2" }, /* either letter, either count of ranks */
    { NULL, "Hc3", XQ_NOTATION_SAN, "b0c2" },
    { NULL, "Ece2", XQ_NOTATION_SAN_WINBOARD, "c0e2" },
    { NULL, "Bge3", XQ_NOTATION_SAN, "g0e2" },
    { NULL, "Cxh10+", XQ_NOTATION_SAN, "h2h9" },
    { NULL, "Cxh9", XQ_NOTATION_SAN_WINBOARD, "h2h9" },
    { NULL, "c4", XQ_NOTATION_SAN_WINBOARD, "c3c4" },
    { NULL, "Pc5", XQ_NOTATION_SAN, "c3c4" },
    { NULL, "Ra1!?", XQ_NOTATION_SAN_WINBOARD, "a0a1" },
    { MATE_IN_ONE, "Rb10#", XQ_NOTATION_SAN, "b0b9" },
    { PAWNS, "e6", XQ_NOTATION_SAN_WINBOARD, "e5e6" },
    { PAWNS, "de6", XQ_NOTATION_SAN_WINBOARD, "d6e6" },
    { PAWNS, "d8", XQ_NOTATION_SAN, "d6d7" },
    { BLACK_PAWN, "axa3", XQ_NOTATION_SAN_WINBOARD, "a4a3" },
    { BLACK_PAWN, "a3", XQ_NOTATION_SAN_WINBOARD, "a4a3" },
    { BLACK_PAWN, "ab4", XQ_NOTATION_SAN_WINBOARD, "a4b4" },
    { BLACK_PAWN, "b4", XQ_NOTATION_SAN_WINBOARD, "a4b4" }, /* the only pawn that can go there */
    { TWO_ROOKS, "Rie1", XQ_NOTATION_SAN_WINBOARD, "i1e1" },
    { ROOK_FILE, "R1a3", XQ_NOTATION_SAN_WINBOARD, "a1a3" },
  };

  g_test_summary ("SAN moves of WinBoard and pychess files read: disambiguation by file or rank, both letters of the "
                  "horse and elephant, check and mate marks, a pawn without its file goes straight ahead.");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqPosition        pos;
      XqNotationProblem problem;
      XqMove            move;

      g_test_message ("%s", cases[i].text);
      if (cases[i].fen != NULL)
        load (&pos, cases[i].fen);
      else
        xq_position_init_start (&pos);
      move = xq_notation_parse_san (&pos, cases[i].text, cases[i].notation, &problem);
      g_assert_cmpint (problem.code, ==, XQ_NOTATION_OK);
      g_assert_cmpuint (move, ==, iccs (cases[i].move));
      g_assert_true (xq_notation_looks_like_san (cases[i].text));
    }
}

static void
test_errors (void)
{
  static const struct
  {
    const char     *fen;
    const char     *text;
    XqNotation      notation;
    XqNotationError code;
    int             column;
  } cases[] = {
    { NULL, "Xe2", XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_SYNTAX, 1 },
    { NULL, "Rb10", XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_SYNTAX, 4 }, /* no rank 10 when they run 0–9 */
    { NULL, "Rb0", XQ_NOTATION_SAN, XQ_NOTATION_SYNTAX, 3 },           /* nor rank 0 when they run 1–10 */
    { NULL, "Ce2", XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_AMBIGUOUS, 1 },
    { NULL, "Rxa9", XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_ILLEGAL, 1 },
    { NULL, "Ke5", XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_ILLEGAL, 1 },
    { NULL, "Rbe1", XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_NO_SUCH_PIECE, 1 },
    { TWO_ROOKS, "Re1", XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_AMBIGUOUS, 1 },
    { PINNED, "Hd3", XQ_NOTATION_SAN_WINBOARD, XQ_NOTATION_ILLEGAL, 1 },
  };

  g_test_summary ("A SAN move that is no move says why: its shape, no such piece, more than one, or illegal.");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqPosition        pos;
      XqNotationProblem problem;

      g_test_message ("%s", cases[i].text);
      if (cases[i].fen != NULL)
        load (&pos, cases[i].fen);
      else
        xq_position_init_start (&pos);
      g_assert_cmpuint (xq_notation_parse_san (&pos, cases[i].text, cases[i].notation, &problem), ==, XQ_MOVE_NONE);
      g_assert_cmpint (problem.code, ==, cases[i].code);
      g_assert_cmpint (problem.column, ==, cases[i].column);
      if (cases[i].code == XQ_NOTATION_ILLEGAL)
        g_assert_cmpint (problem.problem, !=, XQ_MOVE_OK);
      if (g_str_equal (cases[i].text, "Rxa9"))
        g_assert_cmpint (problem.problem, ==, XQ_MOVE_LINE_BLOCKED);
    }
  g_assert_false (xq_notation_looks_like_san ("C2.5"));
  g_assert_false (xq_notation_looks_like_san ("炮二平五"));
  g_assert_false (xq_notation_looks_like_san ("Rb10a1b2c3d4e5"));
  g_assert_false (xq_notation_looks_like_san (""));
}

/* Every legal move of positions along random games, written and read back in both counts. */
static void
test_round_trip (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2027);
  guint             moves = 0;
  guint             games = g_getenv ("QILI_TEST_QUICK") != NULL ? 6 : 40;

  g_test_summary ("Every legal move of 2,000 positions of random games (300 under QILI_TEST_QUICK) reads back from "
                  "its SAN, in both counts of ranks.");
  for (guint game = 0; game < games; game++)
    {
      XqPosition pos;

      xq_position_init_start (&pos);
      for (guint ply = 0; ply < 50; ply++)
        {
          XqMoveList list;
          XqUndo     undo;

          xq_generate_legal (&pos, &list);
          if (list.n == 0)
            break;
          for (guint k = 0; k < list.n; k++)
            {
              XqNotation notations[] = { XQ_NOTATION_SAN, XQ_NOTATION_SAN_WINBOARD };
              for (guint t = 0; t < 2; t++)
                {
                  char              buf[XQ_NOTATION_MAX_SIZE];
                  XqNotationProblem problem;
                  XqMove            back;

                  xq_notation_write (&pos, list.moves[k], notations[t], XQ_NOTATION_STYLE_DEFAULT, buf);
                  back = xq_notation_parse_san (&pos, buf, notations[t], &problem);
                  if (back != list.moves[k])
                    g_error ("%s read back as %u, not %u (code %d)", buf, back, list.moves[k], problem.code);
                }
              moves++;
            }
          xq_position_make (&pos, list.moves[g_rand_int_range (rand, 0, (gint32) list.n)], &undo);
        }
    }
  g_test_message ("%u moves", moves);
  g_assert_cmpuint (moves, >, games * 1000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xq/rules/san/write", test_write);
  g_test_add_func ("/xq/rules/san/parse", test_parse);
  g_test_add_func ("/xq/rules/san/errors", test_errors);
  g_test_add_func ("/xq/rules/san/round-trip", test_round_trip);
  return g_test_run ();
}
