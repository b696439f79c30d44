/* xq-library-check.h: judging a library example with the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-library.h"

G_BEGIN_DECLS

typedef struct
{
  guint           n_moves;
  XqMoveAnalysis *analyses;      /* one per move, each analysed in the position before it */
  XqRuling        ruling;        /* xq_judge on the whole sequence */
  gboolean        agree;         /* every stated expectation matches the engine */
  GPtrArray      *disagreements; /* char *: what differs, in English, for developers */
} XqExampleCheck;

/* Analyses every move of @example (xq_analyse_move) and judges the sequence (xq_judge) under the
 * example's profile, and compares both with what the example states. Returns: (transfer full) */
XqExampleCheck *xq_example_check (const XqExample *example) G_GNUC_WARN_UNUSED_RESULT;
void            xq_example_check_free (XqExampleCheck *check);

/* Does the engine's @ruling say what @verdict states (result, who must change, stated patterns)? */
gboolean xq_expected_verdict_matches (const XqExpectedVerdict *verdict,
                                      const XqRuling          *ruling);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqExampleCheck, xq_example_check_free)

G_END_DECLS
