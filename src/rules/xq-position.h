/* xq-position.h: a board position (value type)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-bitboard.h"
#include "xq-move.h"
#include "xq-piece.h"
#include "xq-square.h"

G_BEGIN_DECLS

/* Fixed size, no pointers: copy with `=`. Only the functions below change it, so that the
 * bitboards, the mailbox, the counts and the key always agree (see xq_position_is_valid()). */
typedef struct
{
  XqBitboard pieces[XQ_N_PIECES]; /* by XqPiece */
  XqBitboard by_color[XQ_N_COLORS];
  XqBitboard occ;   /* rank-major: bit rank * 9 + file */
  XqBitboard occ_t; /* file-major: bit file * 10 + rank, for file lookups */
  guint64    key;
  XqPiece    board[XQ_SQUARES];
  XqSquare   king[XQ_N_COLORS]; /* XQ_SQUARE_NONE when absent (set-up only) */
  guint8     side;              /* XqColor to move */
  guint8     count[XQ_N_PIECES];
  guint16    halfmove_clock; /* plies since the last capture */
  guint16    fullmove;       /* move number, from 1 */
} XqPosition;

/* What make() needs to restore; filled by xq_position_make(). */
typedef struct
{
  guint64 key;
  guint16 halfmove_clock;
  XqPiece captured;
} XqUndo;

void xq_position_init_empty (XqPosition *pos);
void xq_position_init_start (XqPosition *pos);

static inline XqPiece
xq_position_get (const XqPosition *pos,
                 XqSquare          sq)
{
  return pos->board[sq];
}

static inline XqColor
xq_position_side (const XqPosition *pos)
{
  return (XqColor) pos->side;
}

/* Set-up editing: keeps everything consistent but does not validate. */
void xq_position_put (XqPosition *pos,
                      XqSquare    sq,
                      XqPiece     piece);
void xq_position_remove (XqPosition *pos,
                         XqSquare    sq);
void xq_position_set_side (XqPosition *pos,
                           XqColor     side);

/* Plays a move that xq_position_is_legal() accepted (or a pseudo-legal one, to be tested). */
void xq_position_make (XqPosition *pos,
                       XqMove      move,
                       XqUndo     *undo);
void xq_position_unmake (XqPosition   *pos,
                         XqMove        move,
                         const XqUndo *undo);
/* Passes the turn (for "what if the opponent did nothing", CXA 28.2). */
void xq_position_make_null (XqPosition *pos,
                            XqUndo     *undo);
void xq_position_unmake_null (XqPosition   *pos,
                              const XqUndo *undo);

/* Is the general of @color attacked (including by the facing enemy general)? */
gboolean xq_position_king_attacked (const XqPosition *pos,
                                    XqColor           color);
gboolean xq_position_in_check (const XqPosition *pos);
/* Pieces of @by that could capture on @sq with occupancy @occ (bit rank-major) — every kind,
 * the general by its palace steps; pinned pieces included. */
XqBitboard xq_position_attackers (const XqPosition *pos,
                                  XqSquare          sq,
                                  XqColor           by,
                                  XqBitboard        occ);
/* Pieces (of either side) the piece on @sq could capture by its movement rules. */
XqBitboard xq_position_attacks_from (const XqPosition *pos,
                                     XqSquare          sq);
/* The generals face each other on an open file. */
gboolean xq_position_kings_facing (const XqPosition *pos);

/* Same pieces on the same points and the same side to move. */
gboolean xq_position_same (const XqPosition *a,
                           const XqPosition *b);
/* Recomputes every derived field from the board and compares (Stockfish pos_is_ok). */
gboolean xq_position_is_valid (const XqPosition *pos);

G_END_DECLS
