/* xq-review.h: ruling on every position of a game in one pass (qili-cli review, the game picker)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-ruling.h"

G_BEGIN_DECLS

/* Plays a game move by move and says where xq_judge() would rule: each position that occurs for
 * the second or the third time (same side to move) closes a cycle; the 60-move rule and the
 * arbiter's move limit are reported once, where they first apply after a capture; checkmate and
 * stalemate at the end. Repetitions are found incrementally (a scan back to the last capture,
 * two plies at a time); only a position that is found is judged, on the moves since the last
 * capture, which is what xq_judge() looks at. */
typedef struct _XqReview XqReview;

/* @opts: copied; its move limit (if any) is the game's. */
XqReview *xq_review_new (const XqPosition     *start,
                         const XqJudgeOptions *opts) G_GNUC_WARN_UNUSED_RESULT;
void      xq_review_free (XqReview *self);

/* Plays the legal @move. Returns TRUE when the position reached is a finding, with @out the
 * ruling xq_judge() gives on the game so far. */
gboolean xq_review_play (XqReview *self,
                         XqMove    move,
                         XqRuling *out);
/* After the last move: TRUE when the final position is checkmate or stalemate and that was not
 * reported by the last xq_review_play() (or, for a game without moves, at the start). */
gboolean xq_review_finish (XqReview *self,
                           XqRuling *out);
/* Plies played so far. */
guint xq_review_get_ply (const XqReview *self);

/* One finding: the ruling on the position after @ply (1-based; 0 is the start). */
typedef struct
{
  guint    ply;
  XqRuling ruling;
} XqFinding;

/* Reviews @start + @moves (legal) and appends each finding to @findings (an array of
 * XqFinding). Returns the number appended. */
guint xq_review_game (const XqPosition     *start,
                      const XqMove         *moves,
                      guint                 n_moves,
                      const XqJudgeOptions *opts,
                      GArray               *findings);

/* Counts of findings, for a game or a file (qili-cli review --summary, the game picker). A
 * "cycle" is a run of closed cycles that overlap (the same repetition going round); it is
 * forbidden when a side must change at one of its positions, and counted under the pattern of
 * that side at the first such position. */
typedef struct
{
  guint games;
  guint games_with_cycles;
  guint games_with_forbidden;
  guint closings; /* positions that close a cycle */
  guint cycles;
  guint forbidden_cycles;
  guint by_pattern[XQ_N_PATTERNS]; /* forbidden cycles by the pattern of the side that must change */
  guint checkmates;
  guint stalemates;
  guint sixty_moves;
  guint move_limits;
  guint move_limit_checks; /* 1957: limits run out with a check inside (the arbiter may set a new one) */
} XqReviewTally;

/* Adds the findings of one game (in ply order). */
void xq_review_tally_add_game (XqReviewTally   *tally,
                               const XqFinding *findings,
                               guint            n_findings);

G_END_DECLS
