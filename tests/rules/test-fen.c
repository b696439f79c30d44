/* test-fen.c: FEN reading, writing and validation errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-rules.h"
#include "xq-text.h"

static void
test_start_round_trip (void)
{
  XqPosition       pos, start;
  g_autofree char *fen = NULL;

  g_assert_true (xq_position_from_fen (&pos, XQ_START_FEN, NULL));
  xq_position_init_start (&start);
  g_assert_true (xq_position_same (&pos, &start));
  g_assert_cmpuint (pos.key, ==, start.key);
  fen = xq_position_to_fen (&pos);
  g_assert_cmpstr (fen, ==, XQ_START_FEN);
}

static void
test_wxf_letters (void)
{
  XqPosition       a, b;
  g_autofree char *fen = NULL;

  g_test_summary ("WXF letters E (elephant) and H (horse) read like UCCI B and N.");
  g_assert_true (xq_position_from_fen (&a, "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w", NULL));
  g_assert_true (xq_position_from_fen (&b, XQ_START_FEN, NULL));
  g_assert_true (xq_position_same (&a, &b));
  fen = xq_position_to_board_fen (&a);
  g_assert_cmpstr (fen, ==, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR");
}

static void
test_fields (void)
{
  XqPosition       pos;
  g_autofree char *fen = NULL;

  g_assert_true (xq_position_from_fen (&pos, "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 12 40", NULL));
  g_assert_cmpint (xq_position_side (&pos), ==, XQ_BLACK);
  g_assert_cmpuint (pos.halfmove_clock, ==, 12);
  g_assert_cmpuint (pos.fullmove, ==, 40);
  fen = xq_position_to_fen (&pos);
  g_assert_cmpstr (fen, ==, "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 12 40");
  /* "r" for Red, and the side alone, are accepted too. */
  g_assert_true (xq_position_from_fen (&pos, "5k3/9/9/9/9/9/9/9/4R4/3K5 r", NULL));
  g_assert_cmpint (xq_position_side (&pos), ==, XQ_RED);
  g_assert_true (xq_position_from_fen (&pos, "  5k3/9/9/9/9/9/9/9/4R4/3K5  ", NULL));
}

static void
test_fullmove_zero (void)
{
  XqPosition       pos;
  g_autofree char *fen = NULL;

  g_test_summary ("A full-move number of 0, which XQ Wizard's position sets and other writers put for the first "
                  "move, reads as move 1 (issue 27); other counters still must be numbers.");
  g_assert_true (xq_position_from_fen (&pos, "r4k3/9/9/9/9/4R4/9/9/9/4K4 r - - 0 0", NULL));
  g_assert_cmpint (xq_position_side (&pos), ==, XQ_RED);
  g_assert_cmpuint (pos.halfmove_clock, ==, 0);
  g_assert_cmpuint (pos.fullmove, ==, 1);
  fen = xq_position_to_fen (&pos);
  g_assert_cmpstr (fen, ==, "r4k3/9/9/9/9/4R4/9/9/9/4K4 w - - 0 1");
  g_assert_true (xq_position_from_fen (&pos, "r4k3/9/9/9/9/4R4/9/9/9/4K4 b - - 3 0", NULL));
  g_assert_cmpuint (pos.halfmove_clock, ==, 3);
  g_assert_cmpuint (pos.fullmove, ==, 1);
  g_assert_false (xq_position_from_fen (&pos, "r4k3/9/9/9/9/4R4/9/9/9/4K4 w - - 0 -1", NULL));
}

typedef struct
{
  const char     *name;
  const char     *fen;
  XqPositionError code;
  int             column;
  const char     *square;
  const char     *words; /* must appear in the English sentence */
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "empty", "   ", XQ_POSITION_EMPTY_TEXT, 1, NULL, "empty" },
  { "bad-character", "4k4/9/9/9/9/9/9/9/4X4/4K4 w", XQ_POSITION_BAD_CHARACTER, 20, NULL, "'X'" },
  { "non-ascii-character", "4k4/9/9/9/9/9/9/9/4\xe9\xa9\xac"
                           "4/4K4 w",
    XQ_POSITION_BAD_CHARACTER, 20, NULL, "a character that is neither" },
  { "rank-too-long", "4k5/9/9/9/9/9/9/9/9/4K4 w", XQ_POSITION_RANK_TOO_LONG, 3, NULL, "row 1" },
  { "rank-too-long-piece", "4k4r/9/9/9/9/9/9/9/9/4K4 w", XQ_POSITION_RANK_TOO_LONG, 4, NULL, "more than 9" },
  { "rank-too-short", "4k3/9/9/9/9/9/9/9/9/4K4 w", XQ_POSITION_RANK_TOO_SHORT, 4, NULL, "fewer than 9" },
  { "too-many-ranks", "4k4/9/9/9/9/9/9/9/9/4K4/9 w", XQ_POSITION_TOO_MANY_RANKS, 24, NULL, "more than 10 rows" },
  { "too-few-ranks", "4k4/9/9/9/9/9/9/9/4K4 w", XQ_POSITION_TOO_FEW_RANKS, 22, NULL, "fewer than 10 rows" },
  { "bad-side", "4k4/9/9/9/9/9/9/9/9/4K4 x", XQ_POSITION_BAD_SIDE, 25, NULL, "'w' or 'b'" },
  { "bad-counter", "4k4/9/9/9/9/9/9/9/9/4K4 w - - x 1", XQ_POSITION_BAD_COUNTER, 31, NULL, "numbers" },
  { "too-many-rooks", "4k4/9/9/9/9/9/9/R8/R8/R3K4 w", XQ_POSITION_TOO_MANY_PIECES, 0, "a2", "red rook on a2" },
  { "too-many-pawns", "4k4/9/9/P1P1P1P1P/P8/9/9/9/9/4K4 w", XQ_POSITION_TOO_MANY_PIECES, 0, NULL, "red pawn" },
  { "no-king", "9/9/9/9/9/9/9/9/9/4K4 w", XQ_POSITION_NO_KING, 0, NULL, "Black has no general" },
  { "king-outside-palace", "4k4/9/9/9/9/9/9/9/9/2K6 w", XQ_POSITION_KING_SQUARE, 0, "c0", "outside its palace" },
  { "advisor-square", "3k5/9/9/9/9/9/9/9/5A3/4K4 w", XQ_POSITION_ADVISOR_SQUARE, 0, "f1", "palace diagonals" },
  { "elephant-square", "4k4/9/9/9/9/9/9/9/9/3BK4 w", XQ_POSITION_ELEPHANT_SQUARE, 0, "d0", "no elephant" },
  { "black-elephant-across", "4k4/9/9/9/9/2b6/9/9/9/4K4 w", XQ_POSITION_ELEPHANT_SQUARE, 0, "c4", "black elephant" },
  { "pawn-behind-start", "4k4/9/9/9/9/9/9/P8/9/4K4 w", XQ_POSITION_PAWN_SQUARE, 0, "a2", "no pawn" },
  { "pawn-odd-file", "4k4/9/9/9/9/9/1P7/9/9/4K4 w", XQ_POSITION_PAWN_SQUARE, 0, "b3", "no pawn" },
  { "kings-facing", "4k4/9/9/9/9/9/9/9/9/4K4 w", XQ_POSITION_KINGS_FACING, 0, "e9", "face each other" },
  { "opponent-in-check", "3k5/9/9/9/9/9/9/9/9/3RK4 w", XQ_POSITION_OPPONENT_IN_CHECK, 0, "d9", "not that side's turn" },
};

static void
test_error_case (gconstpointer data)
{
  const ErrorCase  *c = data;
  XqPosition        pos;
  XqPositionProblem problem;
  g_autofree char  *english = NULL;

  g_assert_false (xq_position_from_fen (&pos, c->fen, &problem));
  g_assert_cmpint (problem.code, ==, c->code);
  g_assert_cmpint (problem.column, ==, c->column);
  if (c->square)
    {
      char buf[3];
      xq_square_to_iccs (problem.square, buf);
      g_assert_cmpstr (buf, ==, c->square);
    }
  english = xq_text_position_problem (XQ_LANG_EN, &problem);
  g_assert_true (g_utf8_validate (english, -1, NULL));
  if (c->words && !strstr (english, c->words))
    g_error ("'%s' does not contain '%s'", english, c->words);
}

static void
test_black_pawn_valid_on_own_side (void)
{
  XqPosition        pos;
  XqPositionProblem problem;

  /* A black pawn on Red's side has crossed; on rank 1 next to the red general it is fine. */
  g_assert_true (xq_position_from_fen (&pos, "3k5/9/9/9/9/9/9/9/p8/4K4 w", &problem));
  /* Black pawn behind its starting rank (rank 7 of the board from Red's side). */
  g_assert_false (xq_position_from_fen (&pos, "3k5/p8/9/9/9/9/9/9/9/4K4 w", &problem));
  g_assert_cmpint (problem.code, ==, XQ_POSITION_PAWN_SQUARE);
}

static void
test_validate_setup (void)
{
  XqPosition        pos;
  XqPositionProblem problem;

  g_test_summary ("Set-up positions are checked by the same rules as FEN text.");
  xq_position_init_empty (&pos);
  g_assert_false (xq_position_validate (&pos, &problem));
  g_assert_cmpint (problem.code, ==, XQ_POSITION_NO_KING);
  xq_position_put (&pos, xq_square_make (4, 0), xq_piece_make (XQ_RED, XQ_KING));
  xq_position_put (&pos, xq_square_make (3, 9), xq_piece_make (XQ_BLACK, XQ_KING));
  g_assert_true (xq_position_validate (&pos, &problem));
  xq_position_put (&pos, xq_square_make (3, 9), XQ_NO_PIECE);
  xq_position_put (&pos, xq_square_make (4, 9), xq_piece_make (XQ_BLACK, XQ_KING));
  g_assert_false (xq_position_validate (&pos, &problem));
  g_assert_cmpint (problem.code, ==, XQ_POSITION_KINGS_FACING);
}

/* A set-up position with several faults at once: each is found, in the order validate reports
 * the first (the set-up panel lists them all and marks their pieces). */
static void
test_all_problems (void)
{
  XqPosition               pos;
  XqPositionProblem        first;
  g_autoptr (GArray)       problems = g_array_new (FALSE, FALSE, sizeof (XqPositionProblem));
  const XqPositionProblem *p;
  char                     iccs[3];

  g_test_summary ("Every fault of a set-up position is found: surplus pieces, each piece off its points, "
                  "generals facing — not only the first.");
  /* Three red rooks (a0, i0, a1), a black elephant on e8, a red pawn on c2 behind its starting rank,
   * and the generals facing on the e file. */
  xq_position_init_empty (&pos);
  xq_position_put (&pos, xq_square_make (4, 9), xq_piece_make (XQ_BLACK, XQ_KING));
  xq_position_put (&pos, xq_square_make (4, 8), xq_piece_make (XQ_BLACK, XQ_ELEPHANT));
  xq_position_put (&pos, xq_square_make (2, 2), xq_piece_make (XQ_RED, XQ_PAWN));
  xq_position_put (&pos, xq_square_make (0, 1), xq_piece_make (XQ_RED, XQ_ROOK));
  xq_position_put (&pos, xq_square_make (0, 0), xq_piece_make (XQ_RED, XQ_ROOK));
  xq_position_put (&pos, xq_square_make (8, 0), xq_piece_make (XQ_RED, XQ_ROOK));
  xq_position_put (&pos, xq_square_make (4, 0), xq_piece_make (XQ_RED, XQ_KING));
  /* The elephant stands between the generals: they do not face each other yet. */
  g_assert_cmpuint (xq_position_problems (&pos, problems), ==, 3);
  g_assert_false (xq_position_validate (&pos, &first));
  p = &g_array_index (problems, XqPositionProblem, 0);
  g_assert_cmpint (p->code, ==, first.code);
  g_assert_cmpint (p->square, ==, first.square);
  g_assert_cmpint (p->code, ==, XQ_POSITION_TOO_MANY_PIECES);
  g_assert_cmpint (p->piece, ==, xq_piece_make (XQ_RED, XQ_ROOK));
  p = &g_array_index (problems, XqPositionProblem, 1);
  g_assert_cmpint (p->code, ==, XQ_POSITION_ELEPHANT_SQUARE);
  xq_square_to_iccs (p->square, iccs);
  g_assert_cmpstr (iccs, ==, "e8");
  p = &g_array_index (problems, XqPositionProblem, 2);
  g_assert_cmpint (p->code, ==, XQ_POSITION_PAWN_SQUARE);
  xq_square_to_iccs (p->square, iccs);
  g_assert_cmpstr (iccs, ==, "c2");

  /* Without the elephant the generals face each other: a fourth fault, after the others. */
  g_array_set_size (problems, 0);
  xq_position_remove (&pos, xq_square_make (4, 8));
  g_assert_cmpuint (xq_position_problems (&pos, problems), ==, 3);
  g_assert_cmpint (g_array_index (problems, XqPositionProblem, 2).code, ==, XQ_POSITION_KINGS_FACING);

  /* Black in check with Red to move, and Black's pawn behind its starting rank too */
  g_array_set_size (problems, 0);
  xq_position_init_empty (&pos);
  xq_position_put (&pos, xq_square_make (3, 9), xq_piece_make (XQ_BLACK, XQ_KING));
  xq_position_put (&pos, xq_square_make (0, 8), xq_piece_make (XQ_BLACK, XQ_PAWN));
  xq_position_put (&pos, xq_square_make (3, 4), xq_piece_make (XQ_RED, XQ_ROOK));
  xq_position_put (&pos, xq_square_make (4, 0), xq_piece_make (XQ_RED, XQ_KING));
  g_assert_cmpuint (xq_position_problems (&pos, problems), ==, 2);
  g_assert_cmpint (g_array_index (problems, XqPositionProblem, 0).code, ==, XQ_POSITION_PAWN_SQUARE);
  g_assert_cmpint (g_array_index (problems, XqPositionProblem, 1).code, ==, XQ_POSITION_OPPONENT_IN_CHECK);
  g_assert_cmpint (g_array_index (problems, XqPositionProblem, 1).square, ==, xq_square_make (3, 9));

  /* No general: said once per side; facing and check need a general on each side. */
  g_array_set_size (problems, 0);
  xq_position_init_empty (&pos);
  xq_position_put (&pos, xq_square_make (4, 9), xq_piece_make (XQ_BLACK, XQ_KING));
  g_assert_cmpuint (xq_position_problems (&pos, problems), ==, 1);
  g_assert_cmpint (g_array_index (problems, XqPositionProblem, 0).code, ==, XQ_POSITION_NO_KING);
  g_assert_cmpint (g_array_index (problems, XqPositionProblem, 0).color, ==, XQ_RED);

  /* A valid position has none */
  g_array_set_size (problems, 0);
  xq_position_init_start (&pos);
  g_assert_cmpuint (xq_position_problems (&pos, problems), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/rules/fen/start-round-trip", test_start_round_trip);
  g_test_add_func ("/xq/rules/fen/wxf-letters", test_wxf_letters);
  g_test_add_func ("/xq/rules/fen/fields", test_fields);
  g_test_add_func ("/xq/rules/fen/fullmove-zero", test_fullmove_zero);
  g_test_add_func ("/xq/rules/fen/black-pawn", test_black_pawn_valid_on_own_side);
  g_test_add_func ("/xq/rules/fen/validate-setup", test_validate_setup);
  g_test_add_func ("/xq/rules/fen/all-problems", test_all_problems);
  for (guint i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *name = NULL;
      if (error_cases[i].words == NULL)
        continue;
      name = g_strdup_printf ("/xq/rules/fen/error/%s", error_cases[i].name);
      g_test_add_data_func (name, &error_cases[i], test_error_case);
    }
  return g_test_run ();
}
