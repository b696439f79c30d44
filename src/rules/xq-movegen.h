/* xq-movegen.h: pseudo-legal and legal moves, move checking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-move-list.h"
#include "xq-position.h"

G_BEGIN_DECLS

/* Why a move is not legal. The engine has no strings; rules-text turns these into sentences. */
typedef enum {
  XQ_MOVE_OK = 0,
  XQ_MOVE_NO_PIECE,         /* nothing stands on the from-point */
  XQ_MOVE_NOT_YOUR_PIECE,   /* the piece belongs to the side not to move */
  XQ_MOVE_SAME_SQUARE,      /* from and to are the same point */
  XQ_MOVE_OWN_PIECE,        /* the to-point holds a piece of the mover */
  XQ_MOVE_BAD_SHAPE,        /* the piece never moves that way */
  XQ_MOVE_LEAVES_PALACE,    /* general or advisor would leave the palace */
  XQ_MOVE_CROSSES_RIVER,    /* an elephant may not cross the river */
  XQ_MOVE_ELEPHANT_EYE,     /* 塞象眼: the elephant's eye is blocked */
  XQ_MOVE_HORSE_LEG,        /* 蹩马腿: the horse's leg is blocked */
  XQ_MOVE_LINE_BLOCKED,     /* a rook or a non-capturing cannon is blocked on its line */
  XQ_MOVE_CANNON_NO_SCREEN, /* a cannon captures only over exactly one screen */
  XQ_MOVE_CANNON_SCREENS,   /* more than one piece between cannon and target */
  XQ_MOVE_PAWN_BACKWARD,    /* pawns never retreat */
  XQ_MOVE_PAWN_SIDEWAYS,    /* sideways only after crossing the river */
  XQ_MOVE_GENERALS_FACE,    /* the move would leave the generals facing (CXA 4.1.2) */
  XQ_MOVE_LEAVES_IN_CHECK,  /* the mover's general would be attacked */
} XqMoveProblem;

/* All moves by the rules of movement, ignoring whether the mover's general is left attacked. */
void xq_generate_pseudo (const XqPosition *pos,
                         XqMoveList       *list);
/* Where the piece on @from may go by the rules of movement (its general's safety aside). */
XqBitboard xq_position_pseudo_targets (const XqPosition *pos,
                                       XqSquare          from);
/* For a pseudo-legal @move: is the mover's general safe after it (not attacked, not facing)? */
gboolean xq_position_move_is_safe (const XqPosition *pos,
                                   XqMove            move);
/* For a pseudo-legal @move: does it attack the enemy general (its legality aside)? */
gboolean xq_position_move_gives_check (const XqPosition *pos,
                                       XqMove            move);
/* All legal moves. */
void xq_generate_legal (XqPosition *pos,
                        XqMoveList *list);
/* Number of legal moves, without listing them (bulk counting for perft). */
guint    xq_count_legal (XqPosition *pos);
gboolean xq_has_legal_move (XqPosition *pos);

/* Full check of any move (also ones no generator would produce), with the reason it fails. */
XqMoveProblem xq_position_check_move (XqPosition *pos,
                                      XqMove      move);

static inline gboolean
xq_position_is_legal (XqPosition *pos,
                      XqMove      move)
{
  return xq_position_check_move (pos, move) == XQ_MOVE_OK;
}

/* Legal targets of the piece on @from (the side to move's), as a set. */
XqBitboard xq_position_legal_targets (XqPosition *pos,
                                      XqSquare    from);

typedef enum {
  XQ_STATE_PLAYING = 0,
  XQ_STATE_CHECKMATE, /* the side to move is checked and has no legal move (CXA 3.1) */
  XQ_STATE_STALEMATE, /* 困毙: not checked and no legal move; also a loss (CXA 3.2) */
} XqPositionState;

XqPositionState xq_position_state (XqPosition *pos);

G_END_DECLS
