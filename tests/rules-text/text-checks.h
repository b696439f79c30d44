/* text-checks.h: what a text an arbiter signs must be, checked mechanically
 *
 * Over the blocks text_walk() writes for a game (the texts of its moves, the ruling on its last
 * position, the way out), issue 26's rules:
 *   - the ruling on a cycle names the cycle's moves with their move numbers, the plies after which
 *     the position stood, each side's pattern with its clause where the profile has one, and ends
 *     in one 裁决 sentence;
 *   - no sentence calls a side's pattern forbidden while the verdict holds nothing against it;
 *   - no listed set repeats an item; no sentence starts without its subject;
 *   - 长将 cites CXA 28.10 (under CXA); 细则9 only where a piece chases with its general's help;
 *   - AXF texts use AXF's categories: never 多打对多打, 数捉一闲 and the other counted terms, nor a
 *     CXA article; a decisive AXF ruling cites its rule;
 *   - in the text of a check or a mate threat, no "按闲着处理" (counts as idle); no
 *     "走子前已可走X吃Y" where X captures nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "text-walk.h"

G_BEGIN_DECLS

typedef struct
{
  guint failures;
  guint rulings;    /* cycle rulings checked */
  guint multi_loop; /* of them, repetitions of several loops */
  guint changed;    /* of them, rulings that differ from the previous occurrence's */
  guint sentences;  /* sentences checked */
  guint move_texts; /* move blocks checked */
  guint shown;      /* failures reported */
} TextChecks;

/* Checks @blocks (text_walk() of @start + @moves under @style); @source names the game in
 * messages. */
void text_checks_game (TextChecks        *checks,
                       const XqTextStyle *style,
                       const XqPosition  *start,
                       const XqMove      *moves,
                       guint              n_moves,
                       GPtrArray         *blocks,
                       const char        *source);

/* Checks one sentence alone (the rules that need no game), for tests of the checks. */
void text_checks_sentence (TextChecks        *checks,
                           const XqTextStyle *style,
                           const char        *text,
                           const char        *source);

G_END_DECLS
