/* xq-check-wins.h: material won through consecutive checks (CXA 29.1 通过连续将军得子)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-mate.h"
#include "xq-threats.h"

G_BEGIN_DECLS

/* After a check by the side that just moved (@pos: the defender to move, in check): which of the
 * defender's pieces on @among are won whatever the defender answers, by a capture after the reply
 * or after at most @more_checks further checks (each answered as the defender likes), the line
 * netting material? A piece that answers a check is followed where it goes; the result names the
 * pieces where they stand now. A check that mates at once wins nothing here (it is a mate), but a
 * line that ends in mate further on wins every piece. With @poison, a capture answered by mate
 * (29.4) does not count. */
XqBitboard xq_check_wins (XqPosition            *pos,
                          const XqThreatOptions *opts,
                          XqBitboard             among,
                          int                    more_checks,
                          gboolean               poison);

/* The side to move (not in check): can a check (not one on @skip, nullable) win one of the pieces
 * on @among through at most @max_checks checks in all (the first included), or mate? @first
 * (nullable) gets that check, @all_first (nullable) every such check; @exhausted (nullable) whether
 * "no" means only "not found within the budget". With one piece, whether a check wins that piece
 * in every line. */
gboolean xq_check_wins_any (XqPosition            *pos,
                            const XqThreatOptions *opts,
                            XqBitboard             among,
                            int                    max_checks,
                            const XqMoveList      *skip,
                            gboolean               poison,
                            XqMove                *first,
                            XqMoveList            *all_first,
                            gboolean              *exhausted);

/* The line that wins the piece on @target after the check (@pos as for xq_check_wins()): each
 * reply (the one that holds out longest), each further check, and the capture last. Returns its
 * length (0 when the piece is not won), at most XQ_MATE_LINE_MAX moves. */
guint xq_check_win_line (XqPosition            *pos,
                         const XqThreatOptions *opts,
                         XqSquare               target,
                         int                    more_checks,
                         XqMove                *line);

/* For xq-check-wins.c: does the profile exclude a capture answered by mate (29.4), and is the test
 * asked for? */
gboolean xq_threats_poison_applies (const XqThreatOptions *opts);

/* For xq-check-wins.c: can the side to move win the piece on @sq by one capture now, by the
 * profile, the line before it having netted @balance (@pieces in pieces other than pawns, @crossed
 * crossed pawns by number): a capture that nets more than the line gave up, that does not make the
 * whole line a trade of crossed pawns against pieces (25.3, 细则10) and (with @poison) is not
 * answered by mate (29.4)? The general's own captures do not count. @capture gets the capture. */
gboolean xq_threats_piece_is_won (XqPosition            *pos,
                                  const XqThreatOptions *opts,
                                  XqSquare               sq,
                                  int                    balance,
                                  int                    pieces,
                                  int                    crossed,
                                  gboolean               poison,
                                  XqMove                *capture);

G_END_DECLS
