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

/* Between these calls (nested as they come) the questions of this thread share what they proved,
 * from an empty table at the outermost begin: their answers then depend on the position and the
 * questions asked before in the scope, in order — as when one move is analysed — and are not kept
 * beyond it. Outside a scope each question starts from an empty table. */
void xq_check_search_scope_begin (void);
void xq_check_search_scope_end (void);

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

/* The side to move, in check: is it mated within @more_checks further checks, whatever it
 * answers? */
gboolean xq_mated_by_checks (XqPosition *pos,
                             int         more_checks);

/* Can the side to move take the piece on @sq now with gain, the line before it having netted
 * @balance (@pieces of it in pieces other than pawns, @crossed crossed pawns by number), so that the
 * whole line wins material? @capture (nullable) gets the capture. Must depend on the position and
 * its arguments alone. */
typedef gboolean (*XqPieceWonFunc) (XqPosition *pos,
                                    XqSquare    sq,
                                    int         balance,
                                    int         pieces,
                                    int         crossed,
                                    XqMove     *capture,
                                    gpointer    data);

/* The side to move, in check (the attacker having just checked): does it lose one of the pieces on
 * @targets whatever it answers — taken with gain (as @won says) after the reply, or after at most
 * @more_checks further checks, the material the checks and replies took counted; taken by a check
 * and not won back; or mated on the way? A piece that answers a check is followed where it goes.
 * With one piece, whether that piece is lost in every line. @salt names what @won depends on
 * besides the position (answers are kept per thread under it). With @line (XQ_MATE_LINE_MAX
 * entries), @line_len gets a winning line with the fewest checks: each reply (the one that holds
 * out longest), each check, the capture last. */
gboolean xq_checks_win_piece (XqPosition    *pos,
                              XqBitboard     targets,
                              int            more_checks,
                              XqPieceWonFunc won,
                              gpointer       data,
                              guint          salt,
                              XqMove        *line,
                              guint         *line_len);

/* As xq_checks_win_piece() for each piece on @targets at once: the pieces each lost in every line
 * (none proved lost when the budget runs out first). */
XqBitboard xq_checks_win_set (XqPosition    *pos,
                              XqBitboard     targets,
                              int            more_checks,
                              XqPieceWonFunc won,
                              gpointer       data,
                              guint          salt);

/* The side to move (not in check): can it give a check (not one on @skip, nullable) after which
 * one of the pieces on @targets is won as xq_checks_win_piece() says, with at most @max_checks
 * checks in all (a line that mates wins too)? A check that takes a piece sought takes it directly
 * and does not count for it. @first (nullable) gets the check; @all_first (nullable) every check
 * that wins so (all are searched); @exhausted (nullable) says whether the answer is only "not found
 * within the budget". */
gboolean xq_checks_win_any (XqPosition       *pos,
                            XqBitboard        targets,
                            int               max_checks,
                            const XqMoveList *skip,
                            XqPieceWonFunc    won,
                            gpointer          data,
                            guint             salt,
                            XqMove           *first,
                            XqMoveList       *all_first,
                            gboolean         *exhausted);

/* Counts @nodes played by one question into this thread's statistics. */
void xq_check_search_account (guint64  nodes,
                              gboolean exhausted,
                              gboolean cached);

G_END_DECLS
