/* xq-standings.h: scores, tie-breaks and ranks of an event
 *
 * Policies (where the rule texts are silent), applied everywhere:
 *  - Points: in a two-game round robin (double-roundrobin, seed 000 §13.三, CXA 14.2) the points
 *    are 场分: the player who scores more in the games of a pairing takes a win's points, level
 *    players a draw's points each; 局分 (the game points) is then the first criterion, before the
 *    event's tie-breaks. Opponent-based tie-breaks use the opponents' 场分, game by game.
 *  - Points: a bye in a Swiss scores a win; in a round robin a bye scores nothing (everyone sits
 *    out once). A forfeit win scores a win (in the groups system, seed 002, it scores 2); a
 *    forfeit loss and a double forfeit score nothing. Annulled games (a withdrawal before half
 *    the games, seed 000 §14) count for nobody.
 *  - Unplayed games (forfeits, byes) count their points and, for the opponent-based tie-breaks
 *    (Buchholz, Sonneborn-Berger, direct encounter), the real opponent; the bye's opponent is a
 *    virtual player with the lowest score in the field (or zero, per event), and a bye counts as a
 *    win against it in 小分. Forfeits are not games played: 胜局 and 后走胜局 count wins over the
 *    board, and the colour history (后走局数, Swiss colours) leaves them out. But a forfeit is a
 *    result: in 净胜局 (wins − losses) and 不败 (unbeaten) a forfeit loss (a double forfeit too)
 *    counts as a loss and a forfeit win as a win; a bye is neither.
 *  - Sonneborn-Berger (小分): the final score of each opponent beaten plus half of each one drawn.
 *  - Direct encounter (直胜): among the players still level, the points each scored in the games
 *    between them.
 *  - Team events (xq-team.h): points are 场分 by the event's match points, 局分 the sum of the
 *    boards' game points; direct encounter and Buchholz use 场分; board-points (台次分) compares
 *    局分 on board 1, then board 2, …
 *  - Players level on points and every tie-break share the place (shown with the same rank), but
 *    where the event's rules ask for a play-off (xq-playoff.h) they play off for it: "playoff"
 *    ranks them by their play-off games; until those are played they are level, marked playoff.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-tournament.h"

G_BEGIN_DECLS

/* A tie on a deciding place that the event's rules settle by a play-off (xq-playoff.h: when one
 * is due, its games). */
typedef struct
{
  int     group;   /* 0-based group, −1: the event's own standings */
  guint   place;   /* the place the entries are level for (1-based) */
  GArray *entries; /* gint64 entry ids, by registration number */
} XqPlayoff;

void xq_playoff_free (XqPlayoff *playoff);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqPlayoff, xq_playoff_free)

/* 1 when @game (a play-off) is won by Red (@black FALSE) or Black, else 0. */
int xq_playoff_game_won (const XqGame *game,
                         gboolean      black);

typedef struct
{
  gint64   entry_id;
  guint    rank;        /* 1-based; equal for a shared place */
  int      points;      /* half points (match points in a team event, 场分 in a two-game round robin) */
  int      game_points; /* half points of single games */
  guint    played;      /* games played over the board */
  guint    wins;
  guint    draws;
  guint    losses;
  guint    forfeits_won;  /* won because the opponent did not play */
  guint    forfeits_lost; /* not played: forfeited, or both forfeited */
  guint    fouls;
  guint    black_games;
  guint    black_wins;
  gboolean withdrawn;
  gboolean playoff;       /* level on a deciding place: a play-off is due or under way */
  guint    playoff_games; /* play-off games played */
  /* Tie-break values by XqTiebreak, in half points where they are points. */
  double  values[XQ_N_TIEBREAKS];
  GArray *progressive_cut; /* int half points: without round 1, without rounds 1–2, … */
  GArray *earlier_rounds;  /* int half points: score after R−1, R−2, …, 1 */
  GArray *board_points;    /* team events: int half points of 局分 on board 1, 2, …; NULL otherwise */
} XqStanding;

typedef struct
{
  GArray    *rows;     /* XqStanding, in rank order */
  guint      rounds;   /* rounds counted */
  GPtrArray *playoffs; /* XqPlayoff: ties to be played off now */
} XqStandings;

typedef struct
{
  guint up_to_round; /* 0 = every round */
  int   group;       /* −1 = every entry; else only this group's entries and group-stage games */
} XqStandingsOptions;

XqStandings *xq_standings_compute (const XqEventData        *data,
                                   const XqStandingsOptions *options) G_GNUC_WARN_UNUSED_RESULT;
void         xq_standings_free (XqStandings *standings);
/* The vector a tie-break ranks by (progressive cut, earlier rounds, board points: int half points),
 * or NULL for a tie-break that is one value in @row->values. */
GArray *xq_standing_tiebreak_vector (const XqStanding *row,
                                     XqTiebreak        tiebreak);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqStandings, xq_standings_free)

/* Whether points are 场分 (match points of two-game pairings) rather than game points. */
gboolean xq_standings_uses_match_points (const XqEventData *data);
/* The criteria applied, in order, to entries level on points: the event's tie-breaks, after 局分
 * in a two-game round robin. Returns: (transfer full) (element-type XqTiebreak). */
GArray *xq_standings_criteria (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;

/* Points earned by Red / Black in @game under the event's scoring (half points). */
int xq_standings_game_points (const XqEventData *data,
                              const XqGame      *game,
                              gboolean           black);

/* Whether @entry_id has been struck from the table (withdrew before half the games). */
gboolean xq_standings_entry_struck (const XqEventData *data,
                                    gint64             entry_id);

G_END_DECLS
