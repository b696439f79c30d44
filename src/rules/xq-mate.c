/* xq-mate.c: mate at once or by consecutive checks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-mate"

#include "config.h"

#include "xq-mate.h"

#include "xq-movegen.h"
#include "xq-tables.h"

/* Points where a change of occupancy (a piece leaving or arriving) can make a check on @k: its
 * rank and file (rooks, cannons and their screens, the facing general), the horse points around
 * it and their legs, and the points from which pawns attack it. A move that touches none of them
 * cannot give check. */
static XqBitboard
check_sensitive (const XqPosition *pos,
                 XqSquare          k,
                 XqColor           attacker)
{
  XqBitboard s = xq_tables.rays[k][0] | xq_tables.rays[k][1] | xq_tables.rays[k][2] | xq_tables.rays[k][3];

  s |= xq_tables.horse_attackers[k][0];
  for (int i = 0; i < 4; i++)
    if (xq_tables.diagonal[k][i] != XQ_SQUARE_NONE)
      s |= xq_bb_square (xq_tables.diagonal[k][i]);
  s |= xq_tables.pawn_attackers[attacker][k];
  return s;
}

void
xq_generate_checks (XqPosition *pos,
                    XqMoveList *list)
{
  XqColor    us = (XqColor) pos->side, them = xq_color_other (us);
  XqMoveList all;
  XqBitboard sensitive;

  xq_move_list_clear (list);
  if (pos->king[them] == XQ_SQUARE_NONE)
    return;
  sensitive = check_sensitive (pos, pos->king[them], us);
  xq_generate_legal (pos, &all);
  for (guint i = 0; i < all.n; i++)
    {
      XqMove m = all.moves[i];
      XqUndo undo;
      if (!xq_bb_test (sensitive, xq_move_from (m)) && !xq_bb_test (sensitive, xq_move_to (m)))
        continue;
      xq_position_make (pos, m, &undo);
      if (xq_position_king_attacked (pos, them))
        xq_move_list_add (list, m);
      xq_position_unmake (pos, m, &undo);
    }
}

static gboolean mates_within (XqPosition *pos,
                              int         checks,
                              XqMove     *line,
                              guint       depth);

/* Does the checking move @m mate with at most @checks checks (@m the first), whatever the replies?
 * With @line, the line through the first reply is written from @depth on, shortest first. */
static gboolean
check_mates (XqPosition *pos,
             XqMove      m,
             int         checks,
             XqMove     *line,
             guint       depth)
{
  XqMoveList replies;
  XqUndo     undo;
  gboolean   mates = TRUE;

  xq_position_make (pos, m, &undo);
  xq_generate_legal (pos, &replies);
  if (replies.n > 0)
    {
      if (checks <= 1)
        mates = FALSE;
      for (guint j = 0; mates && j < replies.n; j++)
        {
          XqUndo undo2;
          xq_position_make (pos, replies.moves[j], &undo2);
          if (j == 0 && line)
            {
              /* The cited line takes the shortest mate after this reply (issue 14, class 9). */
              mates = FALSE;
              for (int k = 1; !mates && k < checks; k++)
                mates = mates_within (pos, k, line, depth + 2);
            }
          else
            mates = mates_within (pos, checks - 1, NULL, depth + 2);
          xq_position_unmake (pos, replies.moves[j], &undo2);
        }
    }
  xq_position_unmake (pos, m, &undo);
  if (mates && line && depth < XQ_MATE_MAX_CHECKS * 2)
    {
      line[depth] = m;
      if (depth + 1 < XQ_MATE_MAX_CHECKS * 2)
        line[depth + 1] = replies.n > 0 ? replies.moves[0] : XQ_MOVE_NONE;
    }
  return mates;
}

static gboolean
mates_within (XqPosition *pos,
              int         checks,
              XqMove     *line,
              guint       depth)
{
  XqMoveList list;

  if (checks <= 0)
    return FALSE;
  xq_generate_checks (pos, &list);
  for (guint i = 0; i < list.n; i++)
    if (check_mates (pos, list.moves[i], checks, line, depth))
      return TRUE;
  return FALSE;
}

gboolean
xq_move_mates (XqPosition *pos,
               XqMove      move,
               int         max_checks)
{
  XqUndo   undo;
  gboolean check;

  max_checks = CLAMP (max_checks, 0, XQ_MATE_MAX_CHECKS);
  if (max_checks == 0)
    return FALSE;
  xq_position_make (pos, move, &undo);
  check = xq_position_in_check (pos);
  xq_position_unmake (pos, move, &undo);
  return check && check_mates (pos, move, max_checks, NULL, 0);
}

/* Re-walks the first-reply line to count its length (the search writes moves top-down). */
static guint
line_length (XqPosition *pos,
             XqMove     *line)
{
  XqPosition copy = *pos;
  guint      n = 0;

  while (n < XQ_MATE_MAX_CHECKS * 2 && line[n] != XQ_MOVE_NONE && xq_position_is_legal (&copy, line[n]))
    {
      XqUndo undo;
      xq_position_make (&copy, line[n], &undo);
      n++;
      if (!xq_has_legal_move (&copy))
        break;
    }
  return n;
}

gboolean
xq_mate_by_checks (XqPosition *pos,
                   int         max_checks,
                   XqMove     *line,
                   guint      *line_len)
{
  gboolean found;

  if (line)
    for (int i = 0; i < XQ_MATE_MAX_CHECKS * 2; i++)
      line[i] = XQ_MOVE_NONE;
  if (line_len)
    *line_len = 0;
  max_checks = CLAMP (max_checks, 0, XQ_MATE_MAX_CHECKS);
  if (max_checks == 0)
    return FALSE;
  /* With a line to cite, shortest first: a mate in one comes before a longer line (CXA 28.2). The
   * question alone needs one search to the full depth. */
  found = FALSE;
  for (int n = line ? 1 : max_checks; !found && n <= max_checks; n++)
    found = mates_within (pos, n, line, 0);
  if (found && line && line_len)
    *line_len = line_length (pos, line);
  return found;
}
