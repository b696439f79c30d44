/* xq-playoff.h: play-offs (加赛) for ties the criteria leave
 *
 * Seed 002 六.2 (若出現分數相同的情況，再加賽一局) and seed 000 §13.四 (冠军不能产生时…加赛一局或若干局):
 * entries still level after every criterion before "playoff" in the event's list, on a place that
 * decides something, play off instead of sharing it or being told apart by registration number.
 * The places: the first two of each group in the groups system (who goes through, and who meets
 * whose runner-up), always; the first place of a round robin or Swiss whose tie-breaks list
 * "playoff". A play-off is due once the stage's games all have results.
 *
 * Format: the entries still level play one game against each other (for two entries, 加赛一局),
 * colours by lot, each game a further board of the stage's last round, entered like any other. A
 * play-off game is won or lost: a draw counts as a win for Black (和棋先手算负, seed 002 二.1(2)),
 * a forfeit as a win for the side that came, a double forfeit for nobody. The play-off games rank
 * the tied entries by games won; those still level go by their play-off games among themselves,
 * and when that leaves them level too, they play another round of play-off games. Play-off games
 * score no points and count in no other tie-break.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-standings.h"

G_BEGIN_DECLS

/* The play-offs due now in @data: ties on deciding places of finished stages whose play-off games
 * (if any) all have results. Returns: (transfer full) (element-type XqPlayoff). */
GPtrArray *xq_playoffs_due (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;

/* The games of @playoff (one for each two of its entries) as boards @first_board… of @round, colours
 * by lot. Returns: (transfer full) (element-type XqGame). */
GArray *xq_playoff_games (const XqEventData *data,
                          const XqPlayoff   *playoff,
                          guint              round,
                          guint              first_board) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
