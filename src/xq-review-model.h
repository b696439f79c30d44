/* xq-review-model.h: the game reviewed by the engine, move by move, with the rules' events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-engine-review.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_REVIEW_MODEL (xq_review_model_get_type ())

G_DECLARE_FINAL_TYPE (XqReviewModel, xq_review_model, XQ, REVIEW_MODEL, GObject)

/* What a rule event on the graph is. */
typedef enum {
  XQ_REVIEW_EVENT_FORBIDDEN = 0, /* a cycle closes that a side must change */
  XQ_REVIEW_EVENT_CYCLE,         /* a cycle closes that nobody must change */
  XQ_REVIEW_EVENT_COUNT,         /* 60 moves without a capture, the arbiter's move limit */
  XQ_REVIEW_EVENT_END,           /* checkmate, stalemate */
} XqReviewEventKind;

XqReviewModel *xq_review_model_new (XqGameModel *game) G_GNUC_WARN_UNUSED_RESULT;

/* How the review is made, read when it starts: the engine (path, hash MB, threads, rule option
 * as in XqEngineSettings), and a depth or a time (ms) per position. */
void      xq_review_model_set_engine (XqReviewModel *self,
                                      const char    *path,
                                      guint          hash_mb,
                                      guint          threads,
                                      const char    *rule);
void      xq_review_model_set_limit (XqReviewModel *self,
                                     guint          depth,
                                     guint          movetime_ms);
XqProfile xq_review_model_get_profile (XqReviewModel *self);
void      xq_review_model_set_profile (XqReviewModel *self,
                                       XqProfile      profile);
/* The drops in score that make a move ?!, ?, ?? (centipawns); the marks change at once. */
void xq_review_model_set_thresholds (XqReviewModel             *self,
                                     const XqMistakeThresholds *thresholds);

/* Reviews the line the game shows (the start, the moves to the current one and the main
 * continuation) on a worker thread; a review running is cancelled first. */
void xq_review_model_start (XqReviewModel *self);
/* Stops the review: the engine is gone when "running" turns FALSE; what was done stays. */
void     xq_review_model_cancel (XqReviewModel *self);
gboolean xq_review_model_get_running (XqReviewModel *self);
/* Whether there is a review (running, done or stopped). */
gboolean xq_review_model_get_active (XqReviewModel *self);
/* Forgets the review. */
void xq_review_model_clear (XqReviewModel *self);
/* Positions done so far, of how many (the moves reviewed and the start). */
guint xq_review_model_get_n_done (XqReviewModel *self);
guint xq_review_model_get_n_plies (XqReviewModel *self);
/* Whether the game shows another line than the one reviewed (the graph no longer fits it). */
gboolean xq_review_model_get_stale (XqReviewModel *self);
/* What the review is doing or why it stopped ("Reviewing with Fairy-Stockfish…", an engine's
 * failure); "" when done. */
const char *xq_review_model_get_message (XqReviewModel *self);
gboolean    xq_review_model_get_failed (XqReviewModel *self);

/* The position after @ply, once done; NULL before.
 * Returns: (transfer none) (nullable) */
const XqEngineEval *xq_review_model_get_eval (XqReviewModel *self,
                                              guint          ply);
/* The glyph of move @ply (1-based) by the score it lost for its side (*@loss, centipawns), once
 * both positions around it are done. */
XqNag xq_review_model_get_mark (XqReviewModel *self,
                                guint          ply,
                                int           *loss);
/* The move of @ply (1-based) in the line reviewed. */
XqMove xq_review_model_get_move (XqReviewModel *self,
                                 guint          ply);
/* The rule events of the line reviewed, as qili-cli review finds them (XqFinding, by ply).
 * Returns: (transfer none) (array length=n) */
const XqFinding  *xq_review_model_get_events (XqReviewModel *self,
                                              guint         *n);
XqReviewEventKind xq_review_event_kind (const XqFinding *finding);
/* A short name of event @index for the graph: "Red must change: perpetual chase (CXA rules art.
 * 26.4)", "60 moves without a capture (CXA 4.2.4)", "Checkmate", in the UI language. */
char *xq_review_model_describe_event (XqReviewModel *self,
                                      guint          index) G_GNUC_WARN_UNUSED_RESULT;
/* One line about move @ply: "23. 炮二平五? −1.20 (lost 1.45; 车一平二 was the engine’s choice)". */
char *xq_review_model_describe_ply (XqReviewModel *self,
                                    guint          ply) G_GNUC_WARN_UNUSED_RESULT;
/* "Red: 2 ?!, 1 ? · Black: 1 ?? · 3 rule events" */
char *xq_review_model_dup_summary (XqReviewModel *self) G_GNUC_WARN_UNUSED_RESULT;
/* The review as text, one line each, for printing: who reviewed and how, the summary, then each
 * marked move (xq_review_model_describe_ply()) and each rule event with its ply.
 * Returns: (transfer full) (element-type utf8) */
GPtrArray *xq_review_model_dup_report (XqReviewModel *self) G_GNUC_WARN_UNUSED_RESULT;
/* "+0.35" (pawns, Red's side), "Red mates in 3", "Black is mated" */
char *xq_review_format_score (const XqEngineEval *eval) G_GNUC_WARN_UNUSED_RESULT;

/* Writes the marks into the game through its editing API (each an edit: the game is modified,
 * and Undo takes them back one by one): each marked move gets its glyph unless it has one
 * already, and a comment with the score it lost and the engine's choice; each rule event a
 * comment with its ruling. A comment the move has is kept, the review's note added after it
 * (once: writing again adds nothing). Nothing while the review runs or the game shows another
 * line. Returns the moves changed. */
guint xq_review_model_write_marks (XqReviewModel *self);

G_END_DECLS
