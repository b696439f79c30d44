/* fuzz-notation.c: libFuzzer harness for reading moves (xq_notation_parse, xq_notation_parse_san)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * meson setup build-fuzz -Dfuzzing=true -Dapp=false -Db_sanitize=address,undefined \
 *   -Db_lundef=false --buildtype=debug   (with CC=clang)
 * build-fuzz/tests/fuzz/fuzz-notation -max_total_time=60 tests/fuzz/findings
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "xq-rules.h"

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

/* Positions with every tandem form, so that the look-up paths run too. */
static const char *const fens[] = {
  XQ_START_FEN,
  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b",
  "4k4/9/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w",
  "2P1k4/2P6/2P6/2P6/2P6/9/9/9/r8/3K5 w",
  "5k3/9/9/9/9/4p4/4p4/4p4/4p4/3K5 b",
  "3k5/9/6c2/9/9/6c2/9/9/9/4K4 b",
  "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w",
  "3a1k3/9/3a5/9/9/9/9/9/9/4K4 b",
  "3k5/9/9/9/9/9/9/9/R7R/4K4 w",
  "3k5/9/9/9/9/p8/P8/9/9/4K4 b",
};

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  XqPosition        pos;
  XqNotationProblem problem;
  XqMove            move;
  char             *text;

  if (size == 0)
    return 0;
  if (!xq_position_from_fen (&pos, fens[data[0] % G_N_ELEMENTS (fens)], NULL))
    abort ();
  /* The text is everything after the first byte, NUL-terminated (a NUL inside ends it early). */
  text = g_malloc (size);
  memcpy (text, data + 1, size - 1);
  text[size - 1] = '\0';

  (void) xq_notation_detect (text);
  move = xq_notation_parse (&pos, text, &problem);
  if (move != XQ_MOVE_NONE)
    {
      char written[XQ_NOTATION_MAX_SIZE];

      if (problem.code != XQ_NOTATION_OK || !xq_position_is_legal (&pos, move))
        abort ();
      /* What was read can be written and read back as the same move. */
      for (int n = XQ_NOTATION_CHINESE; n <= XQ_NOTATION_ICCS; n++)
        {
          xq_notation_write (&pos, move, (XqNotation) n, XQ_NOTATION_STYLE_DEFAULT, written);
          if (xq_notation_parse (&pos, written, NULL) != move)
            abort ();
        }
    }
  else if (problem.code == XQ_NOTATION_OK || problem.column < 1)
    abort ();
  /* SAN, in both counts of ranks: a move read is legal and written back the same */
  for (int n = XQ_NOTATION_SAN; n <= XQ_NOTATION_SAN_WINBOARD; n++)
    {
      move = xq_notation_parse_san (&pos, text, (XqNotation) n, &problem);
      if (move != XQ_MOVE_NONE)
        {
          char written[XQ_NOTATION_MAX_SIZE];

          if (problem.code != XQ_NOTATION_OK || !xq_position_is_legal (&pos, move) ||
              !xq_notation_looks_like_san (text))
            abort ();
          xq_notation_write (&pos, move, (XqNotation) n, XQ_NOTATION_STYLE_DEFAULT, written);
          if (xq_notation_parse_san (&pos, written, (XqNotation) n, NULL) != move)
            abort ();
        }
      else if (problem.code == XQ_NOTATION_OK || problem.column < 1)
        abort ();
    }
  g_free (text);
  return 0;
}
