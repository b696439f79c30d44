/* xq-event-ratings.h: each player's rating change, performance and opponents' average in an event
 *
 * Which games are rated (FIDE Rating Regulations 5.1, 8.3.1): games played over the board, won,
 * drawn or lost, of the regular schedule, between two players; forfeits, byes and annulled games
 * are not (unplayed games "are not counted"), nor are knockout tie-break games, deciders and
 * play-offs (played to break a tie, usually at a faster rate). A rated player's game counts only
 * against a rated opponent; an unrated player's games against rated opponents make their first
 * rating (8.2) when there are enough of them. In a team event each board is a game between its
 * two players, rated with the players' own ratings.
 *
 * Ratings are those the players were entered with (the rating of the event). The change is
 * worked over the whole event, every opponent at the rating of the event (FIDE: ratings of the
 * list in force at the start), unless the event updates after each round: then each round is
 * rated from the ratings reached after the round before, and rounded on its own. A first rating
 * is worked out over the whole event in both cases.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-rating.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

typedef struct
{
  XqRatingMethod method;
  guint          k;         /* club method: K for everyone */
  gboolean       per_round; /* rate each round from the ratings after the round before */
  int            year;      /* the year the event is played in (juniors, 8.3.3); 0: this year */
} XqRatingSettings;

typedef struct
{
  gint64 player_id;         /* the player (a member of a team in a team event) */
  gint64 entry_id;          /* the entry they play for */
  int    rating;            /* at the start of the event; 0: unrated */
  guint  k;                 /* 0 for an unrated player */
  guint  games;             /* games rated: over the board against a rated opponent */
  int    score;             /* half points in those games (a win 2, a draw 1) */
  int    expected;          /* ΣPD in hundredths (rated players) */
  int    change;            /* whole rating points; 0 for an unrated player */
  int    new_rating;        /* rating + change; an unrated player's first rating, or 0 */
  int    opponents_average; /* Ra: average rating of the rated opponents met; 0: none */
  int    performance;       /* Rp = Ra + dp (table 8.1.1); 0: no rated opponent */
} XqPlayerRating;

/* The ratings of every player of @data (those without a rated game too) after @up_to_round
 * (0: every round), in entry order (team members in board order). @players (nullable) maps a player id (gint64 *)
 * to its XqRatingPlayer (K conditions); a player missing there is taken as rated with an unknown
 * history. An unrated event gives an empty array.
 * Returns: (transfer full) (element-type XqPlayerRating). */
GArray *xq_event_ratings_compute (const XqEventData      *data,
                                  const XqRatingSettings *settings,
                                  GHashTable             *players,
                                  guint                   up_to_round) G_GNUC_WARN_UNUSED_RESULT;

/* xq_event_ratings_compute with the event's own method (data->event.season) and what the register
 * knows of its players; the year of its start date (or of now). An unrated event gives an empty
 * array. Returns: (transfer full) (element-type XqPlayerRating). */
GArray *xq_event_ratings_of_event (const XqEventData *data,
                                   guint              up_to_round) G_GNUC_WARN_UNUSED_RESULT;

/* The row of @player_id in @ratings (transfer none) (nullable). */
const XqPlayerRating *xq_event_ratings_find (GArray *ratings,
                                             gint64  player_id);

G_END_DECLS
