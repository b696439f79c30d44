/* xq-collection-review.h: every game of a file reviewed for rulings, in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-records.h"

G_BEGIN_DECLS

#define XQ_TYPE_COLLECTION_REVIEW (xq_collection_review_get_type ())

G_DECLARE_FINAL_TYPE (XqCollectionReview, xq_collection_review, XQ, COLLECTION_REVIEW, GObject)

/* @records: copied; @profile: the rules the games are judged by. */
XqCollectionReview *xq_collection_review_new (const XqRecordFile *records,
                                              XqProfile           profile) G_GNUC_WARN_UNUSED_RESULT;

guint               xq_collection_review_get_n_games (XqCollectionReview *self);
/* Games reviewed so far: games 0 .. n-done - 1 (in file order). Notified as they come in. */
guint xq_collection_review_get_n_done (XqCollectionReview *self);
/* Games with a forbidden cycle among those reviewed. */
guint xq_collection_review_get_n_forbidden (XqCollectionReview *self);
/* Games read only in part (a damaged game kept up to the damage) among those reviewed. */
guint xq_collection_review_get_n_partial (XqCollectionReview *self);
/* How many parts of game @index could not be read; 0 while it is not reviewed. */
guint    xq_collection_review_get_n_unread (XqCollectionReview *self,
                                            guint               index);
gboolean xq_collection_review_get_running (XqCollectionReview *self);
/* TRUE once xq_collection_review_cancel() stopped it before the end. */
gboolean xq_collection_review_get_cancelled (XqCollectionReview *self);

/* Starts the review in a worker thread (once). */
void xq_collection_review_start (XqCollectionReview *self);
void xq_collection_review_cancel (XqCollectionReview *self);

/* The counts of game @index (its findings tallied as qili-cli review --summary does), or NULL
 * while it is not reviewed or when it could not be read (*@failed, nullable, says which).
 * Returns: (transfer none) (nullable) */
const XqReviewTally *xq_collection_review_get_tally (XqCollectionReview *self,
                                                     guint               index,
                                                     gboolean           *failed);

G_END_DECLS
