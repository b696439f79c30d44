/* cycle-gen.h: repetition cycles made up for tests — random positions with a few pieces, and loops
 * of moves that go back to them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-rules.h"

G_BEGIN_DECLS

/* A random legal position, Red to move: both generals, then up to @max_pieces other pieces a side
 * (rooks, horses, cannons, advisors and elephants on their points, pawns where pawns can stand),
 * nobody in check, Red with a legal move. */
void cycle_gen_position (GRand      *rand,
                         XqPosition *out,
                         guint       max_pieces);

/* A loop of four plies from @pos back to it: a move of each side, then each moves back (no
 * capture; a pawn only sideways). With @attacks, moves that check or chase are preferred for the
 * side to move first, and taken half of the time for the other. Returns FALSE when none is found. */
gboolean cycle_gen_loop (GRand                   *rand,
                         const XqPosition        *pos,
                         const XqAnalysisOptions *opts,
                         gboolean                 attacks,
                         XqMove                   loop[4]);

/* A game of @n_loops loops from @pos (@pattern: a string of loop letters, "AB", "ABA", "AAB": the
 * same letter plays the same loop), its moves appended to @moves. Returns FALSE when @pos has no
 * loop for a letter. */
gboolean cycle_gen_game (GRand                   *rand,
                         const XqPosition        *pos,
                         const XqAnalysisOptions *opts,
                         const char              *pattern,
                         GArray                  *moves);

G_END_DECLS
