/* fuzz-notation.c: the move reader of every notation
 *
 * The input is a FEN line (or anything, for the start position) and then move texts separated
 * by spaces, played while they read. Every move read must format in Chinese, WXF and ICCS and
 * read back as the same move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"

#define MAX_MOVES 64

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto (GStrv)   words = NULL;
  char            *newline;
  XqPosition       pos;
  guint            played = 0;

  newline = strchr (text, '\n');
  if (newline != NULL)
    *newline = '\0';
  if (newline == NULL || !xq_position_from_fen (&pos, text, NULL))
    xq_position_init_start (&pos);
  words = g_strsplit_set (newline != NULL ? newline + 1 : text, " \t\r\n", -1);

  for (guint i = 0; words[i] != NULL && played < MAX_MOVES; i++)
    {
      XqNotationProblem problem;
      XqMove            move;
      XqUndo            undo;

      (void) xq_notation_detect (words[i]);
      move = xq_notation_parse (&pos, words[i], &problem);
      if (move == XQ_MOVE_NONE)
        continue;
      if (!xq_position_is_legal (&pos, move))
        abort ();
      for (int n = XQ_NOTATION_CHINESE; n <= XQ_NOTATION_ICCS; n++)
        {
          g_autofree char  *written = xq_notation_format (&pos, move, (XqNotation) n);
          XqNotationProblem back_problem;
          XqMove            back = xq_notation_parse (&pos, written, &back_problem);
          if (back != move)
            {
              char iccs[5];
              xq_move_to_iccs (move, iccs);
              fprintf (stderr, "%s written in notation %d as '%s' reads back as %d (problem %d)\n", iccs, n, written,
                       back, back_problem.code);
              abort ();
            }
        }
      xq_position_make (&pos, move, &undo);
      played++;
    }
  return 0;
}
