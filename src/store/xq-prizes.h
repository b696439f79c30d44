/* xq-prizes.h: who wins which prize
 *
 * The readings (where an event's regulations differ, they say so; these are written in the prize
 * list and the README):
 *  - Place prizes first, down the final standings (withdrawn players struck from the table win
 *    nothing). Players level share, as the event sets (XqPrizeSplit): "ranking" shares only a
 *    place the ranking itself leaves shared (level after every tie-break); "points" shares among
 *    all players level on points; "hort" gives half of each prize by the ranking and shares the
 *    other half among those level on points. A group covering places a..b shares the money of
 *    those places (a place without a prize adds nothing), equally, to the cent (a cent left over
 *    stays with the organiser); a prize that is not money (a trophy) goes by the ranking.
 *  - Then each category, in the order set: its places go down the standings to the players who
 *    qualify (sex, birth year, rating at the event, club) and won no prize yet: one prize a player.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-standings.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

typedef struct
{
  const char *category; /* "" for places; (transfer none): the event's */
  guint       place;    /* the place (or the category's place) the prize is for */
  gint64      amount;   /* as set, whole units; 0 for a place beyond the prizes that shares a pool */
  const char *label;
  gint64      entry;       /* the winner; 0: nobody qualifies */
  gint64      cents;       /* what the winner receives, in hundredths */
  guint       shared_from; /* the places the winner's share covers (equal: not shared) */
  guint       shared_to;
} XqPrizeAward;

/* Every prize of @data (and every share of a shared pool) with its winner, places first in order,
 * then each category in order. Returns: (transfer full) (element-type XqPrizeAward). */
GArray *xq_prizes_award (const XqEventData *data,
                         XqStandings       *standings) G_GNUC_WARN_UNUSED_RESULT;

/* Whether entry @entry_id of @data qualifies for @category. */
gboolean xq_prizes_qualifies (const XqEventData     *data,
                              const XqPrizeCategory *category,
                              gint64                 entry_id);

/* "1,234.50" style without grouping: "1234.50", "300". Returns: (transfer full). */
char *xq_prizes_money_text (gint64 cents) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
