/* xq-notation.c: moves in Chinese, WXF and ICCS notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-notation"

#include "config.h"

#include "xq-notation.h"

#include <string.h>

/* ICCS only for now; Chinese and WXF follow in the notation commit. */

char *
xq_notation_format (XqPosition *pos,
                    XqMove      move,
                    XqNotation  notation)
{
  char buf[5];

  xq_move_to_iccs (move, buf);
  return g_strdup (buf);
}

XqNotation
xq_notation_detect (const char *text)
{
  return XQ_NOTATION_ICCS;
}

XqMove
xq_notation_parse (XqPosition        *pos,
                   const char        *text,
                   XqNotationProblem *problem)
{
  XqMove        move;
  XqMoveProblem why;

  if (problem)
    memset (problem, 0, sizeof *problem);
  if (!xq_move_from_iccs (text, &move))
    {
      if (problem)
        {
          problem->code = XQ_NOTATION_SYNTAX;
          problem->column = 1;
        }
      return XQ_MOVE_NONE;
    }
  why = xq_position_check_move (pos, move);
  if (why != XQ_MOVE_OK)
    {
      if (problem)
        {
          problem->code = XQ_NOTATION_ILLEGAL;
          problem->problem = why;
          problem->move = move;
        }
      return XQ_MOVE_NONE;
    }
  return move;
}
