/* xq-tournament-model.h: an events file and the event open in it, for the tournament page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-desk.h"
#include "xq-playoff.h"
#include "xq-store.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_TOURNAMENT_MODEL (xq_tournament_model_get_type ())

G_DECLARE_FINAL_TYPE (XqTournamentModel, xq_tournament_model, XQ, TOURNAMENT_MODEL, GObject)

XqTournamentModel *xq_tournament_model_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* The events file: opened (created when missing) with its list of events. */
gboolean xq_tournament_model_open_file (XqTournamentModel *self,
                                        const char        *path,
                                        GError           **error);
/* The same with xq_store_open_full's @flags (a file that may not be written opens read-only). */
gboolean    xq_tournament_model_open_file_full (XqTournamentModel *self,
                                                const char        *path,
                                                XqStoreOpenFlags   flags,
                                                GError           **error);
const char *xq_tournament_model_get_path (XqTournamentModel *self);
XqStore    *xq_tournament_model_get_store (XqTournamentModel *self);
/* XqEventItem, oldest first. */
GListModel *xq_tournament_model_get_events (XqTournamentModel *self);

gint64      xq_tournament_model_create_event (XqTournamentModel *self,
                                              const XqEvent     *event,
                                              GError           **error);
gint64      xq_tournament_model_duplicate_event (XqTournamentModel *self,
                                                 gint64             event_id,
                                                 const char        *name,
                                                 GError           **error);
gboolean    xq_tournament_model_delete_event (XqTournamentModel *self,
                                              gint64             event_id,
                                              GError           **error);

/* The open event (0: none). */
gboolean           xq_tournament_model_open_event (XqTournamentModel *self,
                                                   gint64             event_id,
                                                   GError           **error);
void               xq_tournament_model_close_event (XqTournamentModel *self);
gint64             xq_tournament_model_get_event_id (XqTournamentModel *self);
const XqEventData *xq_tournament_model_get_data (XqTournamentModel *self);
const char        *xq_tournament_model_get_event_name (XqTournamentModel *self);
XqSystem           xq_tournament_model_get_system (XqTournamentModel *self);
XqProfile          xq_tournament_model_get_profile (XqTournamentModel *self);
gboolean           xq_tournament_model_update_event (XqTournamentModel *self,
                                                     const char        *name,
                                                     XqProfile          profile,
                                                     GError           **error);

/* Lists of the open event, kept up to date: XqPlayerItem by number, XqBoardItem of the round
 * shown, XqStandingItem in table order (with the crosstable), XqMatchItem of the knockout round
 * shown. */
GListModel *xq_tournament_model_get_players (XqTournamentModel *self);
GListModel *xq_tournament_model_get_boards (XqTournamentModel *self);
GListModel *xq_tournament_model_get_standings (XqTournamentModel *self);
GListModel *xq_tournament_model_get_matches (XqTournamentModel *self);
/* The standings of one group of the groups system. Returns: (transfer full). */
GListModel *xq_tournament_model_dup_group_standings (XqTournamentModel *self,
                                                     guint              group) G_GNUC_WARN_UNUSED_RESULT;
guint       xq_tournament_model_get_n_groups (XqTournamentModel *self);
/* The rounds of the group stage of a groups event (a double round robin in each group), else 0 */
guint xq_tournament_model_get_group_rounds (XqTournamentModel *self);

/* The round shown (1 … n-rounds; 0 before round 1 is paired). */
guint xq_tournament_model_get_round (XqTournamentModel *self);
void  xq_tournament_model_set_round (XqTournamentModel *self,
                                     guint              round);
guint xq_tournament_model_get_n_rounds (XqTournamentModel *self);
/* Rounds the system will have (0 when it depends on results: knockout, groups). */
guint xq_tournament_model_get_total_rounds (XqTournamentModel *self);

/* The events file was opened read-only (xq_store_open): reading, printing and exports work. */
gboolean xq_tournament_model_get_read_only (XqTournamentModel *self);
/* Play-offs due now in the open event. Returns: (transfer none) (element-type XqPlayoff). */
GPtrArray *xq_tournament_model_get_playoffs (XqTournamentModel *self);

/* What can be done now. */
gboolean xq_tournament_model_get_can_edit_players (XqTournamentModel *self);
gboolean xq_tournament_model_get_can_pair (XqTournamentModel *self);
gboolean xq_tournament_model_get_can_repair (XqTournamentModel *self);
gboolean xq_tournament_model_get_can_undo (XqTournamentModel *self);
gboolean xq_tournament_model_get_busy (XqTournamentModel *self);

/* Players. */
gint64   xq_tournament_model_add_player (XqTournamentModel  *self,
                                         const XqPlayerSpec *spec,
                                         GError            **error);
gboolean xq_tournament_model_update_player (XqTournamentModel  *self,
                                            gint64              player_id,
                                            const XqPlayerSpec *spec,
                                            GError            **error);
gboolean xq_tournament_model_remove_player (XqTournamentModel *self,
                                            gint64             entry_id,
                                            GError           **error);
/* Imports @length bytes of CSV (xq_desk_import_players); a name already there is refused with
 * XQ_STORE_ERROR_DUPLICATE unless @allow_duplicates. Returns the number of players added, −1 on
 * error (then none is added). */
int      xq_tournament_model_import_players (XqTournamentModel *self,
                                             const char        *csv,
                                             gsize              length,
                                             gboolean           allow_duplicates,
                                             GError           **error);
gboolean xq_tournament_model_withdrawal_preview (XqTournamentModel *self,
                                                 gint64             player_id,
                                                 XqWithdrawal      *out,
                                                 GError           **error);
gboolean xq_tournament_model_withdraw (XqTournamentModel *self,
                                       gint64             player_id,
                                       gboolean          *struck,
                                       GError           **error);

/* Pairs the next round (or, with @again, takes back the latest round, which must have no results,
 * and pairs it anew) in a thread on a connection of its own; the model is busy meanwhile and
 * shows the round when done. */
void xq_tournament_model_pair_async (XqTournamentModel  *self,
                                     gboolean            again,
                                     GCancellable       *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer            user_data);
/* Returns the round paired, 0 on error. */
guint xq_tournament_model_pair_finish (XqTournamentModel *self,
                                       GAsyncResult      *result,
                                       GError           **error);

/* Results of the game at @position of the boards list. */
gboolean xq_tournament_model_set_result (XqTournamentModel *self,
                                         guint              position,
                                         XqGameResult       result,
                                         GError           **error);
gboolean xq_tournament_model_set_violations (XqTournamentModel *self,
                                             guint              position,
                                             guint              red,
                                             guint              black,
                                             GError           **error);
/* Takes back the latest result change; shows its round; @position (nullable) gets its row. */
gboolean xq_tournament_model_undo (XqTournamentModel *self,
                                   guint             *position,
                                   GError           **error);
/* The row of @game_id in the boards list, or G_MAXUINT. */
guint xq_tournament_model_find_board (XqTournamentModel *self,
                                      gint64             game_id);

/* Team events (分台制, xq-team.h): the boards of a match (0: an individual event). */
guint  xq_tournament_model_get_team_boards (XqTournamentModel *self);
gint64 xq_tournament_model_add_team (XqTournamentModel *self,
                                     const char        *name,
                                     const char        *club,
                                     GError           **error);
/* A new player last in @team_id's board order. */
gint64 xq_tournament_model_add_team_player (XqTournamentModel  *self,
                                            gint64              team_id,
                                            const XqPlayerSpec *spec,
                                            GError            **error);
/* Before round 1 only. */
gboolean xq_tournament_model_move_team_player (XqTournamentModel *self,
                                               gint64             team_id,
                                               gint64             player_id,
                                               guint              position,
                                               GError           **error);
/* Takes @player_id out of @team_id, before round 1 only. */
gboolean xq_tournament_model_remove_team_player (XqTournamentModel *self,
                                                 gint64             team_id,
                                                 gint64             player_id,
                                                 GError           **error);
/* Renames @team_id and sets its club. */
gboolean xq_tournament_model_update_team (XqTournamentModel *self,
                                          gint64             team_id,
                                          const char        *name,
                                          const char        *club,
                                          GError           **error);
/* XqPlayerItem of @team_id's members in board order (number = registered place, entry-id = the
 * team). Returns: (transfer full). */
GListModel *xq_tournament_model_dup_team_members (XqTournamentModel *self,
                                                  gint64             team_id) G_GNUC_WARN_UNUSED_RESULT;
/* Player ids on boards 1…B of @team_id in @round (0: empty). Returns: (transfer full) (element-type gint64). */
GArray *xq_tournament_model_dup_lineup (XqTournamentModel *self,
                                        gint64             team_id,
                                        guint              round) G_GNUC_WARN_UNUSED_RESULT;
/* Whether @players may be @team_id's line-up; the reason in @error when not. */
gboolean xq_tournament_model_check_lineup (XqTournamentModel *self,
                                           gint64             team_id,
                                           const gint64      *players,
                                           guint              n,
                                           GError           **error);
gboolean xq_tournament_model_set_lineup (XqTournamentModel *self,
                                         guint              round,
                                         gint64             team_id,
                                         const gint64      *players,
                                         guint              n,
                                         GError           **error);

/* Why board @board of round @round (a Swiss) is paired as it is, in the language of the user
 * interface: the round's rules and score groups, then the board (xq-swiss-explain.h). Returns:
 * (transfer full) (nullable): NULL with @error for a round not paired or an event not a Swiss. */
char *xq_tournament_model_explain_board (XqTournamentModel *self,
                                         guint              round,
                                         guint              board,
                                         GError           **error) G_GNUC_WARN_UNUSED_RESULT;
/* The club night (xq-club.h), journaled with the user's name. A bye asked for @player_id in
 * round @round (not yet paired): @kind XQ_BYE_HALF or XQ_BYE_ZERO, XQ_BYE_PAIRING takes it back. */
gboolean xq_tournament_model_request_bye (XqTournamentModel *self,
                                          gint64             player_id,
                                          guint              round,
                                          XqByeKind          kind,
                                          GError           **error);
/* Swaps the colours of board @board of the latest round (no result yet); @warnings gets the
 * sentences of the rules the change breaks (the change is made and journaled all the same). */
gboolean xq_tournament_model_swap_colours (XqTournamentModel *self,
                                           guint              board,
                                           char             **warnings,
                                           GError           **error);
/* Takes board @board of the latest round out (no result yet): its players are not paired. */
gboolean xq_tournament_model_unpair (XqTournamentModel *self,
                                     guint              board,
                                     char             **warnings,
                                     GError           **error);
/* Pairs two players not paired in the latest round, @player_a with Red (@player_b 0: the
 * pairing's bye for @player_a), on a new last board. */
gboolean xq_tournament_model_pair_players (XqTournamentModel *self,
                                           gint64             player_a,
                                           gint64             player_b,
                                           char             **warnings,
                                           GError           **error);
/* The players of the latest round with no board in it (un-paired by hand): player ids, in number
 * order. Returns: (transfer full) (element-type gint64). */
GArray *xq_tournament_model_get_unpaired (XqTournamentModel *self) G_GNUC_WARN_UNUSED_RESULT;
/* Forbids (@forbid) or allows again that two players be paired (an absolute rule of the Swiss). */
gboolean xq_tournament_model_forbid (XqTournamentModel *self,
                                     gint64             player_a,
                                     gint64             player_b,
                                     gboolean           forbid,
                                     GError           **error);
/* The event journal, newest first, one line per change: when, who, what, in the interface's
 * language. Returns: (transfer full): "" when nothing was changed by hand. */
char *xq_tournament_model_get_journal_text (XqTournamentModel *self) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
