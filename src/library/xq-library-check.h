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

/* The reviewer's checklist for @example's moves, with the rules alone: a move that passes up a
 * capture winning material (CXA 28.16: a piece 无根 or 少根) without its ply saying why
 * ('passes_up'). Returns: (transfer full) char *: one line per problem, empty when none */
GPtrArray *xq_example_review_moves (const XqExample *example) G_GNUC_WARN_UNUSED_RESULT;

/* Does the engine's @ruling say what @verdict states (result, who must change, stated patterns)? */
gboolean xq_expected_verdict_matches (const XqExpectedVerdict *verdict,
                                      const XqRuling          *ruling);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqExampleCheck, xq_example_check_free)

G_END_DECLS
