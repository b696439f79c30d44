/* xq-bitboard.h: 90-point sets in a 128-bit integer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-square.h"

G_BEGIN_DECLS

/* Bit n is the square n (rank * 9 + file). The top 38 bits are always zero. */
__extension__ typedef unsigned __int128 XqBitboard;

#define XQ_BB_EMPTY ((XqBitboard) 0)

static inline XqBitboard
xq_bb_square (XqSquare sq)
{
  return (XqBitboard) 1 << sq;
}

static inline gboolean
xq_bb_test (XqBitboard bb,
            XqSquare   sq)
{
  return (bb >> sq) & 1;
}

static inline guint64
xq_bb_low (XqBitboard bb)
{
  return (guint64) bb;
}

static inline guint64
xq_bb_high (XqBitboard bb)
{
  return (guint64) (bb >> 64);
}

static inline int
xq_bb_count (XqBitboard bb)
{
  return __builtin_popcountll (xq_bb_low (bb)) + __builtin_popcountll (xq_bb_high (bb));
}

/* Lowest square of a non-empty set. */
static inline XqSquare
xq_bb_first (XqBitboard bb)
{
  guint64 lo = xq_bb_low (bb);
  return (XqSquare) (lo ? __builtin_ctzll (lo) : 64 + __builtin_ctzll (xq_bb_high (bb)));
}

/* Highest square of a non-empty set. */
static inline XqSquare
xq_bb_last (XqBitboard bb)
{
  guint64 hi = xq_bb_high (bb);
  return (XqSquare) (hi ? 127 - __builtin_clzll (hi) : 63 - __builtin_clzll (xq_bb_low (bb)));
}

/* Removes and returns the lowest square of a non-empty set. */
static inline XqSquare
xq_bb_pop (XqBitboard *bb)
{
  XqSquare sq = xq_bb_first (*bb);
  *bb &= *bb - 1;
  return sq;
}

G_END_DECLS
