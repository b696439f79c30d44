/* xq-move-list.h: a caller-provided buffer of moves (no heap)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-move.h"

G_BEGIN_DECLS

/* More than any position with legal piece counts can generate (at most 120 pseudo-legal moves). */
#define XQ_MAX_MOVES 256

typedef struct
{
  guint  n;
  XqMove moves[XQ_MAX_MOVES];
} XqMoveList;

static inline void
xq_move_list_clear (XqMoveList *list)
{
  list->n = 0;
}

static inline void
xq_move_list_add (XqMoveList *list,
                  XqMove      move)
{
  if (G_LIKELY (list->n < XQ_MAX_MOVES))
    list->moves[list->n++] = move;
}

static inline gboolean
xq_move_list_contains (const XqMoveList *list,
                       XqMove            move)
{
  for (guint i = 0; i < list->n; i++)
    if (list->moves[i] == move)
      return TRUE;
  return FALSE;
}

G_END_DECLS
