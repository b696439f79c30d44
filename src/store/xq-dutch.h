/* xq-dutch.h: the FIDE Dutch system (C.04.3) for Swiss events
 *
 * Brackets are paired from the top (A.3, B): each bracket is the residents of a score group and
 * the players moved down from above (MDPs). A bracket's pairing is chosen among all those that
 * let the rest of the round be completed (C.4) by the quality criteria in order, then by the
 * order in which C.04.3 generates its candidates (S1/S2, transpositions, exchanges: D). Instead of
 * walking the candidates one by one, each bracket is solved as a maximum-weight perfect matching
 * over all players still unpaired, the criteria stacked in its weight (xq-weight.h):
 *
 *   absolute  C.1 no rematch (and no pair the event forbids); C.2 no second pairing-allocated bye
 *             (nor a bye for whoever won by forfeit); C.3 no two non-topscorers with the same
 *             absolute colour preference (so no colour difference beyond ±2 and no third colour
 *             running, except topscorers in the last round)
 *   C.4  the rest of the round can be completed (a perfect matching of everyone left)
 *   C.5  most pairs in the bracket
 *   C.6  least pairing score difference (PSD: the score differences of the pairs and of the
 *        downfloaters, against one point under the bracket's lowest score, highest first)
 *   C.7  then most pairs and least PSD in the next bracket (not for the last two brackets)
 *   C.8  fewest topscorers or their opponents with a colour difference beyond ±2 (last round)
 *   C.9  fewest topscorers or their opponents with a third colour running (last round)
 *   C.10 fewest players who do not get their colour preference
 *   C.11 fewest players who do not get a strong (or absolute) preference
 *   C.12–C.15 fewest players who get the same downfloat / upfloat as one round before, then as
 *        two rounds before
 *   C.16–C.19 least score differences of those players (Σ)
 * then the candidates' order (B.7): in a heterogeneous bracket the MDPs paired, S1, by D.3 (the
 * highest scores, then the lowest BSNs in lexicographic order: each MDP from the highest joins S1
 * when an optimum still pairs it), each MDP with the first resident that keeps the optimum (D.1);
 * the remainder, and every homogeneous bracket, by S1 = the first
 * MaxPairs players: fewest exchanges, least difference of the sums of the numbers exchanged
 * (D.2.a–b), then the highest number moved from S1 (c) and the lowest moved from S2 (d), then
 * the transposition of S2 with the smallest numbers first (D.1). The bye falls to whoever is left
 * unpaired in the last bracket: by C.6 and D the lowest-ranked player who may take it.
 *
 * Colours by E.1–E.5 (xq-dutch-colour.h); round 1: top half against bottom half, the higher
 * number on odd boards taking the initial colour, which the event's random seed draws. Players
 * are ranked by score, then pairing number (rating, or the number drawn when round 1 went by
 * lot, then registration).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-dutch-colour.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

/* What decided a board, for explaining it. */
typedef struct
{
  gint64      red, black;               /* entries; black 0: the bye */
  int         red_points, black_points; /* before the round, as the standings */
  guint       bracket;                  /* 1 = the top bracket */
  int         bracket_score;            /* of its residents (points as the standings) */
  gboolean    heterogeneous;            /* an MDP (moved down) against a resident */
  XqDutchRule colour_rule;              /* 0 for the bye */
} XqDutchBoard;

/* Pairs round data->n_rounds + 1 by C.04.3, like xq_swiss_pair (): boards (XqGame) in board
 * order, the pairing-allocated bye after them, then the byes asked for. @why (nullable) gets an
 * XqDutchBoard per board and bye, in the same order. Returns: (transfer full) (element-type XqGame). */
GArray *xq_dutch_pair (const XqEventData *data,
                       GArray           **why,
                       GError           **error) G_GNUC_WARN_UNUSED_RESULT;

/* The same for round @round already paired (explaining it): the pairing C.04.3 gives from the
 * history before that round. */
GArray *xq_dutch_pair_round (const XqEventData *data,
                             guint              round,
                             GArray           **why,
                             GError           **error) G_GNUC_WARN_UNUSED_RESULT;

/* The initial colour drawn for the event (E.5): TRUE for Red. */
gboolean xq_dutch_initial_red (const XqEventData *data);

G_END_DECLS
