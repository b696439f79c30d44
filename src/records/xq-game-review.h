/* xq-game-review.h: reviewing the main line of a game record for rulings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* The tags that set the arbiter's move limit (限着, seed 000) on a game: MoveLimit, the number
 * of moves, and MoveLimitFrom, the ply after which they count (0 when absent), counted as
 * qili-cli judge --move-limit N --from-ply P counts them. */
#define XQ_MOVE_LIMIT_TAG      "MoveLimit"
#define XQ_MOVE_LIMIT_FROM_TAG "MoveLimitFrom"

/* The moves of the main line of @game.
 * Returns: (transfer full) (element-type XqMove) */
GArray *xq_game_dup_main_line (const XqGame *game) G_GNUC_WARN_UNUSED_RESULT;

/* Judge options for @game under @profile, with the move limit of its tags. A tag that is not a
 * number (or a MoveLimitFrom after the last move) is not applied: FALSE with @error
 * (XQ_RECORD_ERROR_SYNTAX) saying which, @opts filled all the same. */
gboolean xq_game_judge_options (const XqGame   *game,
                                XqProfile       profile,
                                XqJudgeOptions *opts,
                                GError        **error);

/* xq_review_game() on the main line of @game: appends its findings (XqFinding) to @findings and
 * returns how many. */
guint xq_game_review (const XqGame         *game,
                      const XqJudgeOptions *opts,
                      GArray               *findings);

G_END_DECLS
