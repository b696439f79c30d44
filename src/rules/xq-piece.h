/* xq-piece.h: sides, piece kinds, pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  XQ_RED = 0,
  XQ_BLACK = 1,
} XqColor;

#define XQ_N_COLORS 2

static inline XqColor
xq_color_other (XqColor c)
{
  return (XqColor) (c ^ 1);
}

typedef enum {
  XQ_NO_KIND = 0,
  XQ_KING = 1, /* 帅/将, "general" */
  XQ_ADVISOR = 2,
  XQ_ELEPHANT = 3,
  XQ_HORSE = 4,
  XQ_ROOK = 5,
  XQ_CANNON = 6,
  XQ_PAWN = 7,
} XqKind;

#define XQ_N_KINDS 8

/* A piece is colour * 8 + kind; 0 is an empty point. Red pieces are 1–7, Black 9–15. */
typedef guint8 XqPiece;

#define XQ_NO_PIECE ((XqPiece) 0)
#define XQ_N_PIECES 16

static inline XqPiece
xq_piece_make (XqColor color,
               XqKind  kind)
{
  return (XqPiece) ((int) color * 8 + (int) kind);
}

static inline XqColor
xq_piece_color (XqPiece p)
{
  return (XqColor) (p >> 3);
}

static inline XqKind
xq_piece_kind (XqPiece p)
{
  return (XqKind) (p & 7);
}

static inline gboolean
xq_piece_is_valid (XqPiece p)
{
  return (p & 7) != 0 && p < XQ_N_PIECES;
}

/* UCCI FEN letter: upper case for Red ("KABNRCP"). */
char xq_piece_to_fen_char (XqPiece p);
/* Accepts UCCI letters and the WXF letters E (elephant) and H (horse); XQ_NO_PIECE otherwise. */
XqPiece xq_piece_from_fen_char (char c);

/* Number of pieces of @kind each side starts with. */
int xq_kind_start_count (XqKind kind);

G_END_DECLS
