/* xq-swiss.h: Swiss pairing (积分编排) as an exact optimisation
 *
 * Each round is a maximum-weight perfect matching over the players still in (plus a bye vertex
 * when their number is odd). Absolute criteria remove edges; the others are stacked into one
 * 128-bit weight so that a higher criterion always outweighs everything below it:
 *
 *   absolute  no rematch; a colour assignment exists in which nobody gets a third game of the same
 *             colour in a row nor a colour difference of 3; at most one bye per player
 *   1. every player is paired (if impossible under the absolute criteria: no pairing, an error)
 *   2. the bye goes to the lowest-ranked player who can take it
 *   3. fewest players outside their score group (paired with someone of another score)
 *   4. the smallest gaps: least Σ over boards of (score difference)², so that two small gaps beat
 *      one large one
 *   5. colour preferences met: a player with a colour imbalance (strong, 2) or who alternates
 *      (mild, 1) gets the colour he is due; least Σ of the strengths of unmet preferences
 *   6. floats as low in the table as possible: Σ over crossed group boundaries of their height
 *   7. the chosen split inside each score group: 拦腰 (top half against bottom half), 临近
 *      (neighbours), 首尾 (first against last) or by lot
 * Colour histories count games played over the board only (forfeits and byes leave no colour);
 * annulled games (a withdrawal, seed 000 §14) count neither as a meeting nor for colours.
 * tests/store/test-swiss.c checks criteria 2–5 against every legal pairing of random events of up
 * to 12 players.
 *
 * Players are ranked by score, then rating, then registration number; round 1 is therefore by
 * rating. The matching runs on the complete graph of allowed pairs (xq-matching.c, O(n³)), so the
 * result is the exact optimum of these criteria, never a greedy pass that can get stuck.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-matching.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

typedef struct _XqSwissProblem XqSwissProblem;

/* The pairing problem of round @round (= data->n_rounds + 1) of a Swiss event.
 * Returns: (transfer full) (nullable). */
XqSwissProblem *xq_swiss_problem_new (const XqEventData *data,
                                      guint              round,
                                      GError           **error) G_GNUC_WARN_UNUSED_RESULT;
void            xq_swiss_problem_free (XqSwissProblem *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqSwissProblem, xq_swiss_problem_free)

/* Vertices: the players in ranking order, then the bye vertex when there is one. */
guint xq_swiss_problem_get_n_vertices (XqSwissProblem *self);
/* Entry id of vertex @v, 0 for the bye vertex. */
gint64 xq_swiss_problem_get_entry (XqSwissProblem *self,
                                   guint           v);
/* FALSE when the absolute criteria forbid @a–@b; otherwise the weight. */
gboolean xq_swiss_problem_weight (XqSwissProblem *self,
                                  guint           a,
                                  guint           b,
                                  XqWeight       *weight);
/* Solves; @mates gets the partner of every vertex. FALSE with NO_PAIRING when no perfect
 * matching satisfies the absolute criteria. */
gboolean xq_swiss_problem_solve (XqSwissProblem *self,
                                 int            *mates,
                                 GError        **error);

/* Pairs round data->n_rounds + 1: boards (XqGame with board, red, black; black 0 = bye, last)
 * in board order (highest scores first). Returns: (transfer full) (element-type XqGame). */
GArray *xq_swiss_pair (const XqEventData *data,
                       GError           **error) G_GNUC_WARN_UNUSED_RESULT;

/* Colours @a (Red?) for a board of @a and @b as the pairing would; for tests and check. */
gboolean xq_swiss_colour_allowed (const char *history,
                                  gboolean    red);

G_END_DECLS
