/* xq-swiss.h: Swiss pairing (积分编排) as an exact optimisation
 *
 * Qili's top-down pairing (the FIDE Dutch system, XQ_SWISS_RULES_DUTCH, is xq-dutch.h, which
 * reads the history through XqSwissProblem). The players' history (XqSwissProblem): score, score
 * group, colours of the games played over the board, byes, floats, opponents.
 *
 * Qili's rules pair a round as a maximum-weight perfect matching over the players to be paired
 * (plus a bye vertex when their number is odd). Absolute criteria remove edges; the others are
 * stacked into one wide weight (xq-weight.h) so that a higher criterion always outweighs
 * everything below it:
 *
 *   absolute  no rematch; no pair the event forbids; a colour assignment exists in which nobody
 *             gets a third game of the same colour in a row nor a colour difference of 3; at
 *             most one pairing bye per player
 *   1. every player is paired (if impossible under the absolute criteria: no pairing, an error)
 *   2. in the rounds the event names, fewest boards of two players of the same club
 *   3. the bye goes to the lowest-ranked player who can take it
 *   4. top-down score differences (seed 000: 第二轮起由积分多的依序往下编; FIDE C.04.1): for each
 *      score group from the top, the least Σ (score difference)² over the boards whose higher
 *      player is in it, one group after the other — so a player who must float meets the nearest
 *      score group, and the highest boards are as level as they can be before any lower one
 *   5. colour preferences met (seed 000: 尽可能 alternate): a player with a colour imbalance
 *      (strong, 2) or who alternates (mild, 1) gets the colour he is due; least Σ of the
 *      strengths of unmet preferences
 *   6. fewest players floating the same way as in the previous round (down again, up again)
 *   7. who floats: the lowest of a score group floats down and meets the highest of the group
 *      below (least Σ of their distances from the bottom and the top of their groups)
 *   8. the chosen split inside each score group: 拦腰 (top half against bottom half), 临近
 *      (neighbours), 首尾 (first against last) or by lot
 * Score differences count in the scoring's smallest step (a draw's points). Colour histories count
 * games played over the board only (forfeits and byes leave no colour; a team's colour is that of
 * every match it played, home or away); annulled games (a withdrawal, seed 000 §14) count neither
 * as a meeting nor for colours. Should an event have more score groups than the weights can hold
 * apart, its lowest score groups share one criterion (4) — far beyond any real event.
 * tests/store/test-swiss.c checks criteria 2–6 against every legal pairing of random events of up
 * to 12 players, and the whole weight by brute force.
 *
 * Players are ranked by score, then rating (or the number drawn by lot, when round 1 went by lot),
 * then registration number. Players who asked for a bye for the round, who join later, or who
 * have withdrawn are not paired. The matching runs on the complete graph of allowed pairs (above
 * 600 players, on a graph of likely partners to which every pair is added whose reduced cost
 * shows it could improve the result, until none can; xq-matching.h): the exact optimum of these
 * criteria, never a greedy pass.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-matching.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

typedef struct _XqSwissProblem XqSwissProblem;

/* A player to be paired, as the pairing sees him. */
typedef struct
{
  gint64      entry;
  int         score; /* half points, as the standings */
  int         rating;
  guint       number;
  guint       lot;
  const char *club;
  const char *colours; /* 'R'/'B' of games played over the board, oldest first */
  gboolean    had_bye; /* has had the pairing's bye */
  int         level;   /* score group, 0 = top */
  int         pos;     /* place inside the score group */
  int         group_size;
  int         pref;     /* colour due: +1 Red, −1 Black, 0 none */
  int         strength; /* 2 imbalance, 1 alternation, 0 none */
  gboolean    can_red;  /* Red breaks no absolute colour rule */
  gboolean    can_black;
  int         floated; /* in the previous round: −1 floated down (or had the bye), +1 up, 0 neither */
} XqSwissPlayer;

/* Points of every entry after @after rounds (0: none), by entry index; also the Dutch system's.
 * Returns: (transfer full). */
int *xq_swiss_scores_after (const XqEventData *data,
                            guint              after) G_GNUC_WARN_UNUSED_RESULT;

/* The pairing problem of round @round (= data->n_rounds + 1) of a Swiss event.
 * Returns: (transfer full) (nullable). */
XqSwissProblem *xq_swiss_problem_new (const XqEventData *data,
                                      guint              round,
                                      GError           **error) G_GNUC_WARN_UNUSED_RESULT;
void            xq_swiss_problem_free (XqSwissProblem *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqSwissProblem, xq_swiss_problem_free)

/* Vertices: the players in ranking order, then the bye vertex when there is one. */
guint xq_swiss_problem_get_n_vertices (XqSwissProblem *self);
/* Players to pair (vertices without the bye vertex). */
guint xq_swiss_problem_get_n_players (XqSwissProblem *self);
/* Entry id of vertex @v, 0 for the bye vertex. */
gint64 xq_swiss_problem_get_entry (XqSwissProblem *self,
                                   guint           v);
/* Player @v (< n_players). Returns: (transfer none). */
const XqSwissPlayer *xq_swiss_problem_get_player (XqSwissProblem *self,
                                                  guint           v);
/* The score groups' scores, top first; @n gets their number. Returns: (transfer none). */
const int *xq_swiss_problem_get_levels (XqSwissProblem *self,
                                        guint          *n);
/* Whether @a and @b (vertices) have met before, and whether the event forbids them to meet. */
gboolean xq_swiss_problem_met (XqSwissProblem *self,
                               guint           a,
                               guint           b);
gboolean xq_swiss_problem_forbidden (XqSwissProblem *self,
                                     guint           a,
                                     guint           b);
/* Whether clubs are kept apart this round. */
gboolean xq_swiss_problem_club_round (XqSwissProblem *self);
/* FALSE when the absolute criteria forbid @a–@b; otherwise Qili's weight. */
gboolean xq_swiss_problem_weight (XqSwissProblem *self,
                                  guint           a,
                                  guint           b,
                                  XqWeight       *weight);
/* Qili's criteria below the absolute ones, for explaining a pairing. */
typedef enum {
  XQ_SWISS_CRITERION_CLUB,   /* 2: boards of clubmates in a club round */
  XQ_SWISS_CRITERION_BYE,    /* 3: places of the bye above the lowest */
  XQ_SWISS_CRITERION_GAPS,   /* 4: (score difference)², at the score group of the higher player */
  XQ_SWISS_CRITERION_COLOUR, /* 5: unmet colour preferences */
  XQ_SWISS_CRITERION_FLOATS, /* 6: floats the same way as last round */
  XQ_SWISS_CRITERION_CHOICE, /* 7: a floater's distance from the bottom, his partner's from the top */
  XQ_SWISS_CRITERION_SPLIT,  /* 8: the distance from the split's partner, squared */
  XQ_SWISS_N_CRITERIA
} XqSwissCriterion;

/* The costs of a board of @a and @b under each criterion; @gap_level the score group the gap
 * counts in (−1: none). FALSE when the absolute criteria forbid the board. */
gboolean xq_swiss_problem_costs (XqSwissProblem *self,
                                 guint           a,
                                 guint           b,
                                 guint64         costs[XQ_SWISS_N_CRITERIA],
                                 int            *gap_level);
/* Solves by Qili's rules; @mates gets the partner of every vertex. FALSE with NO_PAIRING when no
 * perfect matching satisfies the absolute criteria. */
gboolean xq_swiss_problem_solve (XqSwissProblem *self,
                                 int            *mates,
                                 GError        **error);
/* The pairs the last solve put in its graph, of the n(n−1)/2 possible (for the benchmark). */
guint xq_swiss_problem_get_n_edges (XqSwissProblem *self);

/* Whether @p of the two (vertices, @a ranked higher) takes Red: the colour rules of Qili's
 * pairing (seed 000 §10: alternate where possible; the higher-ranked player's preference first). */
gboolean xq_swiss_problem_higher_takes_red (XqSwissProblem *self,
                                            guint           a,
                                            guint           b);

/* Pairs round data->n_rounds + 1 by the event's rules: boards (XqGame with board, red, black;
 * black 0 = a bye) in board order (highest scores first), the pairing's bye after the boards,
 * then the byes asked for (bye half or zero). Returns: (transfer full) (element-type XqGame). */
GArray *xq_swiss_pair (const XqEventData *data,
                       GError           **error) G_GNUC_WARN_UNUSED_RESULT;

/* Whether a player with colour history @history may take Red (@red) or Black without a third
 * game of one colour running or a colour difference of 3. */
gboolean xq_swiss_colour_allowed (const char *history,
                                  gboolean    red);

/* The boards of a matching (@mates of the problem's vertices), in board order, coloured by
 * @higher_takes_red (a pairing system's colour rules); then the byes asked for. */
typedef gboolean (*XqSwissColourFunc) (XqSwissProblem *self,
                                       guint           a,
                                       guint           b);
GArray *xq_swiss_boards (XqSwissProblem   *self,
                         const int        *mates,
                         XqSwissColourFunc higher_takes_red) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
