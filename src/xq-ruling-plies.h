/* xq-ruling-plies.h: where the rulings of a line of play are, for Next/Previous Ruling
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-rules.h"

G_BEGIN_DECLS

/* The plies where qili-cli review finds a closed cycle, for one line of moves, kept until the
 * line, its start or the options change. */
typedef struct _XqRulingPlies XqRulingPlies;

XqRulingPlies                *xq_ruling_plies_new (void) G_GNUC_WARN_UNUSED_RESULT;
void                          xq_ruling_plies_free (XqRulingPlies *self);

/* Reviews @start + @moves unless it is the line reviewed last time with the same options.
 * Returns TRUE when the plies changed. */
gboolean xq_ruling_plies_update (XqRulingPlies        *self,
                                 const XqPosition     *start,
                                 const XqMove         *moves,
                                 guint                 n_moves,
                                 const XqJudgeOptions *opts);
/* The first ply after @ply (@forward) or the last before it where a cycle closes, or
 * G_MAXUINT when there is none. */
guint xq_ruling_plies_find (const XqRulingPlies *self,
                            guint                ply,
                            gboolean             forward);
/* Returns: (transfer none): the plies, in order, *@n of them. */
const guint *xq_ruling_plies_get (const XqRulingPlies *self,
                                  guint               *n);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqRulingPlies, xq_ruling_plies_free)

G_END_DECLS
