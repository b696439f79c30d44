/* xq-knockout.h: seeded brackets and matches decided by games, tie-breaks and a decider
 *
 * A match has 1 or 2 regular games (colours swapped in the second). If it is level on game points
 * afterwards, a 1-game match gets two tie-break games; a match still level, or a level 2-game
 * match (seed 002: 若兩盤平局加賽一局), gets one decider in which a draw counts as a loss for Red
 * (和棋先手算負); its colours are drawn by lot.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-tournament.h"

G_BEGIN_DECLS

typedef enum {
  XQ_MATCH_PLAYING,    /* games without results */
  XQ_MATCH_NEEDS_MORE, /* level: tie-break games or a decider are due */
  XQ_MATCH_DECIDED,
} XqMatchState;

/* Bracket slot order for @size (a power of two): seeds 1…size, e.g. 1 8 4 5 2 7 3 6. */
void xq_knockout_bracket (guint  size,
                          guint *slots);

/* The games of a new match on @board between entries @first (higher seed; Red in game 1) and
 * @second (0: a bye) appended to @games. */
void xq_knockout_add_match (GArray *games,
                            guint   round,
                            guint   board,
                            gint64  first,
                            gint64  second,
                            guint   games_per_match);

/* State of the match on @board of @round; @winner gets the entry that goes through when decided,
 * @more (nullable) gets the games due when it NEEDS_MORE. */
XqMatchState xq_knockout_match_state (const XqEventData *data,
                                      guint              round,
                                      guint              board,
                                      gint64            *winner,
                                      GArray            *more);

/* Where an entry of the knockout stage finished: places @first…@last (shared when they differ).
 * @out_round is the knockout round it lost (0: not out); while @open, the matches still to be
 * decided leave the place between @first and @last. */
typedef struct
{
  gint64   entry;
  guint    first;
  guint    last;
  guint    out_round;
  gboolean open;
} XqKnockoutPlace;

/* The places of the knockout stage of @data (games of stage XQ_STAGE_KNOCKOUT), best first: the
 * winner of the final 1st, its loser 2nd, and those who lost in a round of m matches share
 * places m + 1 … (the players of that round); there is no third-place match. Entries still in
 * come first, with their places open. Returns: (transfer full) (element-type XqKnockoutPlace). */
GArray *xq_knockout_places (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
