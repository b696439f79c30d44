/* xq-kit-event.h: an event as the event kit shows it (printed documents, web pages)
 *
 * The boards of a round, who plays where (alphabetically), each player's games, the standings,
 * the crosstable and the ratings, worked out once from an XqEventData and named in one language.
 * A "player" here is the person at the board: the entry's player in an individual event, the team
 * member in a team event; players are known by their player id, as the ratings are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-event-ratings.h"
#include "xq-export.h"
#include "xq-lang.h"
#include "xq-standings.h"

G_BEGIN_DECLS

typedef struct _XqKitEvent XqKitEvent;

typedef struct
{
  const XqGame *game;
  char         *label; /* "3"; a team event "3.2" (match.board); "3 (2)" a second game */
  gint64        red;   /* player ids; black 0: a bye */
  gint64        black;
  const char   *red_name;   /* (transfer none) */
  const char   *black_name; /* NULL for a bye */
  const char   *red_team;   /* team events: the teams; NULL otherwise */
  const char   *black_team;
} XqKitBoard;

typedef struct
{
  gint64            player;
  const char       *name;
  const char       *club;  /* the team in a team event */
  const XqKitBoard *board; /* where the player sits */
  gboolean          red;
  const char       *opponent; /* NULL: a bye */
} XqKitSeat;

typedef struct
{
  gint64      player;
  gint64      entry;
  const char *name;
  const char *club;
  const char *team; /* team events */
  int         rating;
  const char *federation_id;
} XqKitPlayer;

/* @data is taken. @ratings (nullable, XqPlayerRating) is taken; NULL: the ratings by the event's
 * own method (none for an unrated event). */
XqKitEvent *xq_kit_event_new (XqEventData *data,
                              GArray      *ratings,
                              XqLang       lang) G_GNUC_WARN_UNUSED_RESULT;
void        xq_kit_event_free (XqKitEvent *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqKitEvent, xq_kit_event_free)

const XqEventData *xq_kit_event_get_data (XqKitEvent *self);
XqStandings       *xq_kit_event_get_standings (XqKitEvent *self);
XqCrosstable      *xq_kit_event_get_crosstable (XqKitEvent *self);
XqLang             xq_kit_event_get_lang (XqKitEvent *self);
/* The players' ratings (nullable: the event is not rated). */
GArray *xq_kit_event_get_ratings (XqKitEvent *self);
/* The rating row of @player (nullable). */
const XqPlayerRating *xq_kit_event_get_rating (XqKitEvent *self,
                                               gint64      player);

/* The latest round with games (0: none yet). */
guint xq_kit_event_get_latest_round (XqKitEvent *self);
/* Whether every game of @round played over the board or forfeited has its result (a bye and an
 * annulled game need none). */
gboolean xq_kit_event_is_round_complete (XqKitEvent *self,
                                         guint       round);
/* The boards of @round in board order. Returns: (transfer none) (element-type XqKitBoard). */
GArray *xq_kit_event_get_boards (XqKitEvent *self,
                                 guint       round);
/* Everyone seated in @round, alphabetically (xq_names_sort_key).
 * Returns: (transfer none) (element-type XqKitSeat). */
GArray *xq_kit_event_get_seats (XqKitEvent *self,
                                guint       round);
/* Every player of the event, alphabetically. Returns: (transfer none) (element-type XqKitPlayer). */
GArray            *xq_kit_event_get_players (XqKitEvent *self);
const XqKitPlayer *xq_kit_event_find_player (XqKitEvent *self,
                                             gint64      player);
/* The boards of every round @player sat at, in round order. Returns: (transfer container)
 * (element-type XqKitBoard). */
GPtrArray *xq_kit_event_dup_player_boards (XqKitEvent *self,
                                           gint64      player) G_GNUC_WARN_UNUSED_RESULT;
/* The name of the entry @entry_id (a player or a team). */
const char *xq_kit_event_entry_name (XqKitEvent *self,
                                     gint64      entry_id);
/* The player shown for the entry @entry_id in the standings: its player, 0 for a team. */
gint64 xq_kit_event_entry_player (XqKitEvent *self,
                                  gint64      entry_id);

/* The result of @board as printed: "1 – 0", "½ – ½", "+ – −" (a forfeit), "×" (annulled), ""
 * (not yet); a bye says so. Returns: (transfer full). */
char *xq_kit_board_result (XqKitEvent       *self,
                           const XqKitBoard *board) G_GNUC_WARN_UNUSED_RESULT;
/* The result of @board for @player: "1", "½", "0", "+", "−", "×", "". */
const char *xq_kit_board_score_for (const XqKitBoard *board,
                                    gint64            player);
/* The event's half points as text: "3", "3.5". Returns: (transfer full). */
char *xq_kit_points (int half_points) G_GNUC_WARN_UNUSED_RESULT;
/* "+12", "−3", "0". Returns: (transfer full). */
char *xq_kit_signed (int value) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
