/* xq-berger.h: round-robin schedules by the Berger rule (FIDE C.05 Annex 1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint red;   /* 1-based pairing number */
  guint black; /* 0: @red has the bye */
} XqBergerBoard;

/* Rounds of one cycle for @n players (n − 1 for even n, n for odd n). */
guint xq_berger_n_rounds (guint n);
/* Fills @boards (room for (n + 1) / 2) with round @round (1-based, ≤ n_rounds) and returns the
 * number of boards. The game of the highest number (the bye for odd n) comes first for even n,
 * and the bye comes last for odd n. */
guint xq_berger_round (guint          n,
                       guint          round,
                       XqBergerBoard *boards);

/* Round @round (1-based over both cycles, ≤ 2 · n_rounds) of a double round robin: returns the
 * Berger round to play and sets @reversed when its colours are reversed. FIDE C.05 Annex 1: the
 * last two rounds of the first cycle are played in reverse order, so that nobody has the same
 * colour three times running where the cycles meet; the second cycle is the first one in Berger
 * order with colours reversed. */
guint xq_berger_double_round (guint     n,
                              guint     round,
                              gboolean *reversed);

G_END_DECLS
