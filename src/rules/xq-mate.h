/* xq-mate.h: mate at once or by consecutive checks (CXA 28.2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-move-list.h"
#include "xq-position.h"

G_BEGIN_DECLS

#define XQ_MATE_MAX_CHECKS 6

/* The legal moves of the side to move when it is in check (the same set as xq_generate_legal(),
 * fewer moves tried). */
void xq_generate_evasions (XqPosition *pos,
                           XqMoveList *list);
/* Legal moves of the side to move that give check. */
void xq_generate_checks (XqPosition *pos,
                         XqMoveList *list);
/* Can the side to move mate with at most @max_checks checking moves, every one of the
 * opponent's replies answered? On success @line (nullable, XQ_MATE_MAX_CHECKS * 2 entries) gets
 * one mating line (checks and the first replies) and @line_len its length. */
gboolean xq_mate_by_checks (XqPosition *pos,
                            int         max_checks,
                            XqMove     *line,
                            guint      *line_len);

/* Does the legal @move of the side to move give check and mate with at most @max_checks checking
 * moves (@move the first), every reply answered? */
gboolean xq_move_mates (XqPosition *pos,
                        XqMove      move,
                        int         max_checks);

G_END_DECLS
