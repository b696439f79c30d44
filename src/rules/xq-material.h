/* xq-material.h: material values of CXA 25.3
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-piece.h"
#include "xq-square.h"
#include "xq-tables.h"

G_BEGIN_DECLS

/* CXA 25.3: 车 ≈ 2 马 ≈ 2 炮 ≈ 马 + 炮; 马 = 炮; 士 = 相. A rook for two minor pieces is even, and a
 * minor piece is worth more than an advisor or elephant. Pawns are worth 1 in exchange counting; a
 * crossed pawn's value "floats" (25.3, 细则10) and the chase rules treat it specially. */
#define XQ_VALUE_ROOK     10
#define XQ_VALUE_HORSE    5
#define XQ_VALUE_CANNON   5
#define XQ_VALUE_ADVISOR  2
#define XQ_VALUE_ELEPHANT 2
#define XQ_VALUE_PAWN     1
#define XQ_VALUE_KING     1000

static inline int
xq_kind_value (XqKind kind)
{
  static const int values[XQ_N_KINDS] = { 0, XQ_VALUE_KING, XQ_VALUE_ADVISOR, XQ_VALUE_ELEPHANT,
                                          XQ_VALUE_HORSE, XQ_VALUE_ROOK, XQ_VALUE_CANNON, XQ_VALUE_PAWN };
  return values[kind & 7];
}

static inline int
xq_piece_value (XqPiece piece)
{
  return xq_kind_value (xq_piece_kind (piece));
}

/* A pawn standing on the enemy's half has crossed the river. */
static inline gboolean
xq_pawn_has_crossed (XqPiece  pawn,
                     XqSquare sq)
{
  return !xq_bb_test (xq_tables.own_half[xq_piece_color (pawn)], sq);
}

/* CXA 25.3: material = rook, horse, cannon, advisor, elephant and a crossed pawn; not the general
 * and not a pawn that has not crossed the river. */
static inline gboolean
xq_piece_counts_as_material (XqPiece  piece,
                             XqSquare sq)
{
  switch (xq_piece_kind (piece))
    {
    case XQ_KING:
    case XQ_NO_KIND:
      return FALSE;
    case XQ_PAWN:
      return xq_pawn_has_crossed (piece, sq);
    case XQ_ADVISOR:
    case XQ_ELEPHANT:
    case XQ_HORSE:
    case XQ_ROOK:
    case XQ_CANNON:
    default:
      return TRUE;
    }
}

G_END_DECLS
