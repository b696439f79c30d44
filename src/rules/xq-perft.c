/* xq-perft.c: move path enumeration
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-perft"

#include "config.h"

#include "xq-perft.h"

#include "xq-movegen.h"

static guint64
perft (XqPosition *pos,
       int         depth)
{
  XqMoveList list;
  guint64    nodes = 0;

  if (depth == 1)
    return xq_count_legal (pos);
  xq_generate_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      XqUndo undo;
      xq_position_make (pos, list.moves[i], &undo);
      nodes += perft (pos, depth - 1);
      xq_position_unmake (pos, list.moves[i], &undo);
    }
  return nodes;
}

guint64
xq_perft (XqPosition *pos,
          int         depth)
{
  if (depth <= 0)
    return 1;
  return perft (pos, depth);
}

guint64
xq_perft_divide (XqPosition       *pos,
                 int               depth,
                 XqPerftDivideFunc func,
                 gpointer          user_data)
{
  XqMoveList list;
  guint64    total = 0;

  if (depth <= 0)
    return 1;
  xq_generate_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      XqUndo  undo;
      guint64 nodes;
      xq_position_make (pos, list.moves[i], &undo);
      nodes = xq_perft (pos, depth - 1);
      xq_position_unmake (pos, list.moves[i], &undo);
      if (func)
        func (list.moves[i], nodes, user_data);
      total += nodes;
    }
  return total;
}
