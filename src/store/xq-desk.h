/* xq-desk.h: the tournament desk — pairing rounds, entering results, withdrawals, checks
 *
 * Operations on an event kept in an XqStore; every change goes through the store's transactions.
 * Withdrawals follow seed 000 §14: an entry that has played fewer than half of its scheduled games
 * is struck out (all its games annulled, for its opponents too); otherwise its results stand and
 * the games it still had to play are forfeited. The game still in progress when it withdraws
 * counts as played and its result is left to the arbiter.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-store.h"

G_BEGIN_DECLS

typedef struct
{
  char  *kind; /* rematch, forbidden, colour, bye, double-booking, score, unfinished, withdrawn, lineup, club */
  guint  round;
  gint64 players[2]; /* player ids (0 = none) */
  char  *message;
} XqViolation;

/* Creates the games due next: the next round, or in a knockout the tie-break games or deciders of
 * level matches. Returns the round number (0 on error); @games (nullable) gets the new games. */
guint xq_desk_pair (XqStore *store,
                    gint64   event_id,
                    GArray **games,
                    GError **error);
/* Draws the numbers by lot (the event's lot: the same draw again for the same event) of the entries
 * that have none, before round 1; returns how many were drawn, −1 on error. A Swiss paired in
 * round 1 by lot draws them itself. */
int xq_desk_draw_lots (XqStore *store,
                       gint64   event_id,
                       GError **error);
/* Enters a result; @red_violations / @black_violations < 0 keep the recorded counts. */
gboolean xq_desk_set_result (XqStore    *store,
                             gint64      event_id,
                             guint       round,
                             guint       board,
                             guint       game,
                             const char *result,
                             int         red_violations,
                             int         black_violations,
                             GError    **error);
/* What a withdrawal of @player_id now would do (seed 000 §14), for the arbiter to confirm. */
typedef struct
{
  guint    played;    /* games played, counting one in progress */
  guint    scheduled; /* games an entry is scheduled to play */
  gboolean annul;     /* fewer than half played: every game of the entry is annulled */
  guint    annulled;  /* games with a result that would then count for nobody */
  guint    remaining; /* games still to come: forfeited, or in a Swiss simply not paired */
} XqWithdrawal;

/* Fills @out; NOT_FOUND when @player_id is not in the event, CONSTRAINT when they have withdrawn. */
gboolean xq_desk_withdrawal_preview (const XqEventData *data,
                                     gint64             player_id,
                                     XqWithdrawal      *out,
                                     GError           **error);
gboolean xq_desk_withdraw (XqStore  *store,
                           gint64    event_id,
                           gint64    player_id,
                           gboolean *struck,
                           GError  **error);
/* Rematches, colour limits, byes, score consistency. Returns: (transfer full) (element-type XqViolation). */
GArray *xq_desk_check (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;
/* A new event of @n_players random players, paired round by round by the real pairing code with
 * random results entered through the real result path. @rounds_played gets the rounds made (fewer
 * than asked when no further pairing exists). */
gint64 xq_desk_generate (XqStore *store,
                         XqSystem system,
                         guint    n_players,
                         guint    n_rounds,
                         guint64  seed,
                         guint   *rounds_played,
                         GError **error);

/* The entry of @player_id in @data, 0 when not entered. */
gint64 xq_desk_entry_of_player (const XqEventData *data,
                                gint64             player_id);
/* The player id shown for @entry_id (the entry id for a team). */
gint64 xq_desk_player_of_entry (const XqEventData *data,
                                gint64             entry_id);
/* Reads players from CSV (@length bytes, −1: up to a NUL; xq-csv.h): a header naming name and optionally rating,
 * club, federation_id (any order; also 姓名, 等级分, 单位), other columns ignored. Adds them all or
 * none, refusing with the line and column (INVALID) a line with more or fewer fields than the
 * header (a rating written 1,500), a rating not a whole number from 0 to 9999, a line break or
 * control character in a field, a name or club of more than 100 characters; and (DUPLICATE) a
 * name already entered or earlier in the file — the same once case, width and spaces are set
 * aside — unless @allow_duplicates. Returns the number added, −1 on error. */
int xq_desk_import_players (XqStore    *store,
                            gint64      event_id,
                            const char *csv,
                            gsize       length,
                            gboolean    allow_duplicates,
                            GError    **error);

G_END_DECLS
