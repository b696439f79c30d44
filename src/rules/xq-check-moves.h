/* xq-check-moves.h: the moves that answer a check, and the moves that give one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-move-list.h"
#include "xq-position.h"

G_BEGIN_DECLS

/* The legal moves of the side to move when it is in check (the same set as xq_generate_legal(),
 * fewer moves tried). */
void xq_generate_evasions (XqPosition *pos,
                           XqMoveList *list);
/* Has the side to move (in check) a legal move? */
gboolean xq_has_evasion (XqPosition *pos);
/* Legal moves of the side to move that give check. */
void xq_generate_checks (XqPosition *pos,
                         XqMoveList *list);

G_END_DECLS
