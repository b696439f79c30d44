/* xq-mate.h: mate at once or by consecutive checks (CXA 28.2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-check-moves.h"

G_BEGIN_DECLS

/* The most consecutive checks a search may be asked for, and so the longest line cited. */
#define XQ_MATE_MAX_CHECKS 12
/* A line by checks: each check and the reply to it, and a last move (the mate, or the capture that
 * wins material). */
#define XQ_MATE_LINE_MAX (XQ_MATE_MAX_CHECKS * 2 + 1)
/* Moves one question may play before it gives up and answers "not found": a position whose check
 * tree is too wide to search answers in bounded time, as not a threat. Searches of real games stay
 * far below it (tests/bench/classify.sh prints the counts). */
#define XQ_CHECK_SEARCH_BUDGET 400000

/* What the check searches of this thread did since it started or since the last reset. */
typedef struct
{
  guint64 questions; /* questions searched (not answered from the cache) */
  guint64 cached;    /* questions answered from the cache of earlier answers */
  guint64 nodes;     /* moves played by the searches */
  guint64 max_nodes; /* the most moves one question played */
  guint64 exhausted; /* questions that ran out of budget (answered "not found") */
} XqCheckSearchStats;

void xq_check_search_stats (XqCheckSearchStats *out);
void xq_check_search_stats_reset (void);

/* Can the side to move mate with at most @max_checks checking moves, every one of the opponent's
 * replies answered? On success @line (nullable, XQ_MATE_LINE_MAX entries) gets a mating line: the
 * shortest mate, against the reply that holds out longest at each step (checks and replies, the
 * mate last), and @line_len its length. The answer depends on the position alone. */
gboolean xq_mate_by_checks (XqPosition *pos,
                            int         max_checks,
                            XqMove     *line,
                            guint      *line_len);

/* Does the legal @move of the side to move give check and mate with at most @max_checks checking
 * moves (@move the first), every reply answered? */
gboolean xq_move_mates (XqPosition *pos,
                        XqMove      move,
                        int         max_checks);

/* For the searches of material won by checks (xq-threats.c): count @nodes played by one question
 * into this thread's statistics. */
void xq_check_search_account (guint64  nodes,
                              gboolean exhausted,
                              gboolean cached);

G_END_DECLS
