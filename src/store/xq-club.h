/* xq-club.h: the club night — a bye asked for before a round, a pairing changed by hand, pairs
 * kept apart, clubs kept apart in chosen rounds, numbers drawn by lot — done on an event in its
 * file, checked against the event's rules, and recorded in the event journal with who and when
 *
 * Players are named by player id (as qili-cli names them). Late entries go through the ordinary
 * add-player path (xq_store_add_players): a Swiss takes them until its last round is paired.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-desk.h"
#include "xq-lang.h"
#include "xq-store.h"

G_BEGIN_DECLS

/* Asks a half-point (@kind XQ_BYE_HALF) or zero-point (XQ_BYE_ZERO) bye for @player_id in round
 * @round, a round of the Swiss not yet paired, within the event's limits (events.half_byes,
 * zero_byes; no half-point bye in the last bye_closed_rounds rounds); XQ_BYE_PAIRING takes the
 * request back. */
gboolean xq_club_request_bye (XqStore  *store,
                              gint64    event_id,
                              gint64    player_id,
                              guint     round,
                              XqByeKind kind,
                              GError  **error);

/* Changes by hand to round @round, the latest, on boards without a result. Each returns the
 * rules the round now breaks on the boards it touched (XqViolation: rematch, forbidden, colour,
 * bye, club), which are warnings: the change is made and journaled with them. NULL on error.
 * Swaps two players (on one board: their colours). Returns: (transfer full) (element-type XqViolation). */
GArray *xq_club_swap (XqStore *store,
                      gint64   event_id,
                      guint    round,
                      gint64   player_a,
                      gint64   player_b,
                      GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Pairs two players not paired in the round (@player_b 0: gives @player_a the pairing's bye),
 * @player_a with Red, on a new last board. Returns: (transfer full) (element-type XqViolation). */
GArray *xq_club_pair (XqStore *store,
                      gint64   event_id,
                      guint    round,
                      gint64   player_a,
                      gint64   player_b,
                      GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Takes board @board out of the round: its players are not paired (a bye asked for stays).
 * Returns: (transfer full) (element-type XqViolation). */
GArray *xq_club_unpair (XqStore *store,
                        gint64   event_id,
                        guint    round,
                        guint    board,
                        GError **error) G_GNUC_WARN_UNUSED_RESULT;

/* Forbids (or allows again) that two players be paired. */
gboolean xq_club_forbid (XqStore *store,
                         gint64   event_id,
                         gint64   player_a,
                         gint64   player_b,
                         gboolean forbid,
                         GError **error);
/* The rounds (1 … planned rounds) in which players of one club are kept apart. */
gboolean xq_club_set_club_rounds (XqStore     *store,
                                  gint64       event_id,
                                  const guint *rounds,
                                  guint        n,
                                  GError     **error);
/* Numbers drawn by lot (round 1 by lot, seed 000 拈阄): sets @player_id's number, before round 1,
 * each number once (xq_desk_draw_lots () draws those still missing). */
gboolean xq_club_set_lot (XqStore *store,
                          gint64   event_id,
                          gint64   player_id,
                          guint    number,
                          GError **error);
/* One entry of the event journal as a sentence in @lang, without who and when. Returns: (transfer full). */
char *xq_club_journal_text (const XqEventJournalEntry *entry,
                            XqLang                     lang) G_GNUC_WARN_UNUSED_RESULT;
/* When a journal entry was made (stored as ISO 8601 UTC, "2026-12-06T08:40:38Z") in the local time
 * zone, in the locale's own date and time ("%x %X"), as an arbiter reads it at the desk; a stamp
 * that does not parse comes back as stored. Returns: (transfer full). */
char *xq_club_journal_when (const char *at) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
