/* xq-forbidden-moves.h: the moves that would repeat a cycle their side must change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-ruling.h"

G_BEGIN_DECLS

/* A legal move of the side to move that goes back to a position of the game (since the last
 * capture, the same side to move) and so closes a cycle that this side must change: the
 * ruling xq_judge() gives on the game with the move added says so. */
typedef struct
{
  XqMove   move;
  guint    earlier_ply; /* the position after this ply comes back (0: the start) */
  XqRuling ruling;      /* on the game with the move added */
} XqForbiddenMove;

/* Appends to @out (an array of XqForbiddenMove) each such move in the position after @start +
 * @moves (legal), in the order of the legal move generator, and returns how many. A capture
 * can never be one; nor can a move in a position where the game is over. */
guint xq_forbidden_moves (const XqPosition     *start,
                          const XqMove         *moves,
                          guint                 n_moves,
                          const XqJudgeOptions *opts,
                          GArray               *out);

/* Whether @move (legal after @start + @moves) is such a move; @out (nullable) gets the details. */
gboolean xq_move_is_forbidden (const XqPosition     *start,
                               const XqMove         *moves,
                               guint                 n_moves,
                               const XqJudgeOptions *opts,
                               XqMove                move,
                               XqForbiddenMove      *out);

G_END_DECLS
