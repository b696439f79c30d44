/* xq-move.h: a move packed in 16 bits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-square.h"

G_BEGIN_DECLS

/* from | to << 7. A move from a point to itself never occurs, so 0 is free to mean "none". */
typedef guint16 XqMove;

#define XQ_MOVE_NONE ((XqMove) 0)

static inline XqMove
xq_move_make (XqSquare from,
              XqSquare to)
{
  return (XqMove) (from | (to << 7));
}

static inline XqSquare
xq_move_from (XqMove m)
{
  return (XqSquare) (m & 0x7f);
}

static inline XqSquare
xq_move_to (XqMove m)
{
  return (XqSquare) (m >> 7);
}

/* "h2e2" plus NUL into @buf (5 bytes). */
void xq_move_to_iccs (XqMove m,
                      char  *buf);
/* Parses "h2e2" or "H2-E2" (shape only; legality is the position's business). */
gboolean xq_move_from_iccs (const char *text,
                            XqMove     *out_move);

G_END_DECLS
