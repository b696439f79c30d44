/* test-text-problems.c: set-up and FEN problems, worded as a Chinese board names its points
 *
 * A set-up error names the point of the piece in Chinese by the piece's side, as the board shows
 * it: the file as that side's moves write it (红 一…九 from Red's right, 黑 1…9 from Black's
 * right) and the row counted from that side's own back rank; the ICCS name only when the board
 * shows ICCS coordinates. English names it the same way on the board ("file 7 (row 1)"), by its
 * ICCS name in a file's warnings and on the command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-text.h"

typedef struct
{
  const char *name;
  const char *fen;
  const char *en;    /* the English sentence, whole (a file's warnings, the command line) */
  const char *board; /* the same as the set-up panel says it */
  const char *zh_cn; /* the Chinese sentences, whole */
  const char *zh_tw;
  const char *iccs; /* the point's ICCS name, given in Chinese only with squares */
} ProblemCase;

static const ProblemCase cases[] = {
  { "too-many-rooks", "4k4/9/9/9/9/9/9/R8/R8/R3K4 w", "Too many pieces: the red rook on a2 is one more than a side has.", "Too many pieces: the red rook on file 9 (row 3) is one more than a side has.",
    "棋子过多：红车在九路第3行，超出了一方应有的数量。", "棋子過多：紅俥在九路第3行，超出了一方應有的數量。", "a2" },
  { "king-outside-palace", "4k4/9/9/9/9/9/9/9/9/2K6 w", "The red general on c0 stands outside its palace.", "The red general on file 7 (row 1) stands outside its palace.",
    "红帅在七路第1行，已出九宫。", "紅帥在七路第1行，已出九宮。", "c0" },
  { "advisor-square", "3k5/9/9/9/9/9/9/9/5A3/4K4 w", "The red advisor on f1 is off the palace diagonals.", "The red advisor on file 4 (row 2) is off the palace diagonals.",
    "红仕在四路第2行，不在九宫斜线上。", "紅仕在四路第2行，不在九宮斜線上。", "f1" },
  { "elephant-square", "4k4/9/9/9/9/9/9/9/9/3BK4 w", "The red elephant on d0 stands on a point no elephant can reach.", "The red elephant on file 6 (row 1) stands on a point no elephant can reach.",
    "红相在六路第1行，这是它走不到的点。", "紅相在六路第1行，這是它走不到的點。", "d0" },
  /* Black counts from its own right (the a file) and its own back rank (row 9) */
  { "black-elephant-across", "4k4/9/9/9/9/2b6/9/9/9/4K4 w",
    "The black elephant on c4 stands on a point no elephant can reach.", "The black elephant on file 3 (row 6) stands on a point no elephant can reach.", "黑象在3路第6行，这是它走不到的点。",
    "黑象在3路第6行，這是它走不到的點。", "c4" },
  { "pawn-behind-start", "4k4/9/9/9/9/9/9/P8/9/4K4 w",
    "The red pawn on a2 stands where no pawn can get (behind its starting rank, or sideways before the river).", "The red pawn on file 9 (row 3) stands where no pawn can get (behind its starting rank, or sideways before the river).",
    "红兵在九路第3行，这是它走不到的点（退到了起始位置之后，或未过河就离开了原来的路）。",
    "紅兵在九路第3行，這是它走不到的點（退到了起始位置之後，或未過河就離開了原來的路）。", "a2" },
  { "black-pawn-behind-start", "3k5/p8/9/9/9/9/9/9/9/4K4 w",
    "The black pawn on a8 stands where no pawn can get (behind its starting rank, or sideways before the river).", "The black pawn on file 1 (row 2) stands where no pawn can get (behind its starting rank, or sideways before the river).",
    "黑卒在1路第2行，这是它走不到的点（退到了起始位置之后，或未过河就离开了原来的路）。",
    "黑卒在1路第2行，這是它走不到的點（退到了起始位置之後，或未過河就離開了原來的路）。", "a8" },
  { "opponent-in-check", "3k5/9/9/9/9/9/9/9/9/3RK4 w", "The black general on d9 is in check, but it is not that side's turn.", "The black general on file 4 (row 1) is in check, but it is not that side's turn.",
    "黑将在4路第1行正被将军，而轮到对方走棋。", "黑將在4路第1行正被將軍，而輪到對方走棋。", "d9" },
};

static char *
problem_text (const ProblemCase *c,
              XqLang             lang,
              gboolean           squares)
{
  XqPosition        pos;
  XqPositionProblem problem;
  XqTextStyle       style;

  g_assert_false (xq_position_from_fen (&pos, c->fen, &problem));
  xq_text_style_init (&style, lang, XQ_PROFILE_CXA);
  style.squares = squares;
  return xq_text_position_problem_styled (&style, &problem);
}

static void
test_problem (gconstpointer data)
{
  const ProblemCase *c = data;
  g_autofree char   *en = problem_text (c, XQ_LANG_EN, FALSE);
  g_autofree char   *en_squares = problem_text (c, XQ_LANG_EN, TRUE);
  g_autofree char   *cn = problem_text (c, XQ_LANG_ZH_CN, FALSE);
  g_autofree char   *tw = problem_text (c, XQ_LANG_ZH_TW, FALSE);
  g_autofree char   *cn_squares = problem_text (c, XQ_LANG_ZH_CN, TRUE);
  g_autofree char   *paren = g_strdup_printf ("行（%s）", c->iccs);
  g_autofree char   *paren_en = g_strdup_printf ("(row %c, %s)", c->board[strcspn (c->board, "(") + 5], c->iccs);
  XqPosition         pos;
  XqPositionProblem  problem;
  g_autofree char   *plain = NULL;

  g_test_summary ("A set-up problem names the point by the piece's side, file and row from its own back rank, in "
                  "English as in Chinese, the ICCS name only with ICCS coordinates; a file's warning in English "
                  "keeps the ICCS name");
  g_assert_cmpstr (en, ==, c->board);
  /* with ICCS coordinates on the board, the ICCS name after the row */
  g_assert_nonnull (strstr (en_squares, paren_en));
  g_assert_cmpstr (cn, ==, c->zh_cn);
  g_assert_cmpstr (tw, ==, c->zh_tw);
  /* no ICCS name in Chinese without coordinates; with them, right after the row */
  g_assert_null (strstr (cn, c->iccs));
  g_assert_null (strstr (tw, c->iccs));
  g_assert_nonnull (strstr (cn_squares, paren));
  /* the language-only call writes as the default style (no squares) */
  g_assert_false (xq_position_from_fen (&pos, c->fen, &problem));
  plain = xq_text_position_problem (XQ_LANG_ZH_CN, &problem);
  g_assert_cmpstr (plain, ==, c->zh_cn);
  g_clear_pointer (&plain, g_free);
  plain = xq_text_position_problem (XQ_LANG_EN, &problem);
  g_assert_cmpstr (plain, ==, c->en);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/xq/rules-text/position-problem/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], test_problem);
    }
  return g_test_run ();
}
