/* xq-store.h: one SQLite file holding a set of events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-store-error.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

#define XQ_TYPE_STORE (xq_store_get_type ())
G_DECLARE_FINAL_TYPE (XqStore, xq_store, XQ, STORE, GObject)

/* PRAGMA application_id of Qili event files: "QILI". */
#define XQ_STORE_APPLICATION_ID 0x51494C49

typedef struct _XqStoreTransaction XqStoreTransaction;

typedef struct
{
  gint64       id;
  gint64       game_id;
  guint        round;
  guint        board;
  guint        game;
  XqGameResult old_result;
  XqGameResult new_result;
  guint        old_violations[2];
  guint        new_violations[2];
  char        *changed; /* ISO 8601, UTC */
} XqJournalEntry;

typedef enum {
  XQ_STORE_OPEN_DEFAULT = 0,
  XQ_STORE_OPEN_CREATE = 1 << 0,    /* create a missing file (and its folder); else NOT_FOUND */
  XQ_STORE_OPEN_READ_ONLY = 1 << 1, /* open read-only even when the file may be written */
} XqStoreOpenFlags;

/* Opens @path; upgrades an older file after copying it to "<path>.v<N>-<time>.bak". Refuses,
 * leaving the file untouched and no -wal or -shm beside it, a file of another application, one
 * that is not a database or fails quick_check, and one from a newer Qili. A file this process may
 * not write (or whose folder it may not write) opens read-only: reading works, every write fails
 * with READ_ONLY. Before the first write on a connection the file must pass integrity_check, or
 * writes fail with CORRUPT and the file is not changed. A full disk fails a write with FULL and
 * rolls it back. Returns: (transfer full) (nullable). */
XqStore *xq_store_open_full (const char      *path,
                             XqStoreOpenFlags flags,
                             GError         **error) G_GNUC_WARN_UNUSED_RESULT;
/* xq_store_open_full with XQ_STORE_OPEN_CREATE. Returns: (transfer full) (nullable). */
XqStore *xq_store_open (const char *path,
                        GError    **error) G_GNUC_WARN_UNUSED_RESULT;
/* $XDG_DATA_HOME/qili/events.db. Returns: (transfer full). */
char *xq_store_dup_default_path (void) G_GNUC_WARN_UNUSED_RESULT;
/* The schema version this build writes. */
guint       xq_store_latest_version (void);

const char *xq_store_get_path (XqStore *self);
/* Who makes the changes the event journal records: set by the caller (qili-cli --by), else the
 * user's real name (or login). */
const char *xq_store_get_user (XqStore *self);
void        xq_store_set_user (XqStore    *self,
                               const char *user);
/* Whether the file was opened read-only (property "read-only"). */
gboolean xq_store_get_read_only (XqStore *self);
/* FALSE with READ_ONLY, saying so, when the file was opened read-only. */
gboolean xq_store_check_writable (XqStore *self,
                                  GError **error);
guint    xq_store_get_schema_version (XqStore *self);
/* The copy made before upgrading this file when it was opened. Returns: (transfer none) (nullable). */
const char *xq_store_get_backup_path (XqStore *self);

/* Starts a write transaction (BEGIN IMMEDIATE). Freeing it without a successful commit rolls
 * back. Transactions do not nest. Returns: (transfer full) (nullable). */
XqStoreTransaction *xq_store_begin_write (XqStore *self,
                                          GError **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean            xq_store_transaction_commit (XqStoreTransaction *tx,
                                                 GError            **error);
void                xq_store_transaction_free (XqStoreTransaction *tx);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqStoreTransaction, xq_store_transaction_free)

/* Events. @event's id is ignored; its tiebreaks may be NULL (the system's preset). Returns the new
 * id, 0 on error. */
gint64 xq_store_create_event (XqStore       *self,
                              const XqEvent *event,
                              GError       **error);
/* Ids of all events, oldest first. Returns: (transfer full) (element-type gint64). */
GArray *xq_store_list_events (XqStore *self,
                              GError **error) G_GNUC_WARN_UNUSED_RESULT;
typedef struct
{
  gint64    id;
  char     *name;
  XqSystem  system;
  XqProfile profile;
  guint     rounds;       /* planned rounds (Swiss); 0 = given by the system */
  guint     n_entries;    /* players or teams entered */
  guint     n_rounds;     /* rounds paired so far */
  guint     n_unfinished; /* games of the paired rounds still without a result */
  guint     boards;       /* boards of a team event (分台制); 0 for players */
  char     *created;      /* ISO 8601, UTC */
} XqEventSummary;

/* One line per event for a list of events, oldest first, without loading the games.
 * Returns: (transfer full) (element-type XqEventSummary). */
GArray *xq_store_list_event_summaries (XqStore *self,
                                       GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Deletes an event with its entries, rounds, games and journal; players who then take part in no
 * event are deleted too. NOT_FOUND when there is no such event. */
gboolean xq_store_delete_event (XqStore *self,
                                gint64   event_id,
                                GError **error);
/* A new event named @name with the settings, tie-breaks and entries (same players, same numbers)
 * of @event_id, but no groups, rounds or withdrawals: the next edition of a club event. Returns the
 * new id, 0 on error. */
gint64 xq_store_duplicate_event (XqStore    *self,
                                 gint64      event_id,
                                 const char *name,
                                 GError    **error);
/* Renames an event and sets the rule book of its disputes (both may change at any time). */
gboolean xq_store_update_event (XqStore    *self,
                                gint64      event_id,
                                const char *name,
                                XqProfile   profile,
                                GError    **error);

/* Everything about one event. Returns: (transfer full) (nullable). */
XqEventData *xq_store_load_event (XqStore *self,
                                  gint64   event_id,
                                  GError **error) G_GNUC_WARN_UNUSED_RESULT;

typedef struct
{
  const char *name;
  int         rating;
  const char *club;          /* nullable */
  const char *federation_id; /* nullable */
  gint64      member_id;     /* the register's member the player is (0: none; xq-store-season.h) */
} XqPlayerSpec;

/* Registers new players and enters them in @event_id in order, all or none; @ids (nullable, room
 * for @n) gets the player ids. */
gboolean xq_store_add_players (XqStore            *self,
                               gint64              event_id,
                               const XqPlayerSpec *specs,
                               guint               n,
                               gint64             *ids,
                               GError            **error);
/* Registers a new player and enters them in @event_id; returns the player id, 0 on error. */
gint64 xq_store_add_player (XqStore    *self,
                            gint64      event_id,
                            const char *name,
                            int         rating,
                            const char *club,
                            const char *federation_id,
                            GError    **error);
/* Corrects a player's name, rating, club and federation id (in every event they take part in). */
gboolean xq_store_update_player (XqStore            *self,
                                 gint64              player_id,
                                 const XqPlayerSpec *spec,
                                 GError            **error);
/* Takes an entry out of an event that has not started (CONSTRAINT once a round is paired); the
 * entries after it move up one number. Its player goes too unless entered elsewhere. */
gboolean xq_store_remove_entry (XqStore *self,
                                gint64   entry_id,
                                GError **error);
/* Enters a team (分台制) of @club (nullable) with its members' player ids (possibly none yet) in
 * board order, reserves last; returns the entry id. */
gint64 xq_store_add_team (XqStore      *self,
                          gint64        event_id,
                          const char   *name,
                          const char   *club,
                          const gint64 *player_ids,
                          guint         n_players,
                          GError      **error);
/* Registers a new player as the last member of team @team_id of @event_id (a reserve once the boards are
 * filled); a member may join a team at any time, the order of those before never changes.
 * Returns the player id, 0 on error. */
gint64 xq_store_add_team_player (XqStore            *self,
                                 gint64              event_id,
                                 gint64              team_id,
                                 const XqPlayerSpec *spec,
                                 GError            **error);
/* Moves member @player_id of team @team_id to board order @position (1-based), before round 1
 * only (CONSTRAINT afterwards: the registered order is fixed once play starts). */
gboolean xq_store_move_team_player (XqStore *self,
                                    gint64   team_id,
                                    gint64   player_id,
                                    guint    position,
                                    GError **error);
/* Takes member @player_id out of team @team_id before round 1 is paired (CONSTRAINT afterwards,
 * or while a line-up set ahead names him); those after him move up one place in the board
 * order, and the player goes unless entered elsewhere. */
gboolean xq_store_remove_team_player (XqStore *self,
                                      gint64   team_id,
                                      gint64   player_id,
                                      GError **error);
/* Renames a team and sets its club. */
gboolean xq_store_update_team (XqStore    *self,
                               gint64      team_id,
                               const char *name,
                               const char *club,
                               GError    **error);
/* Stores the line-up of team @team_id for round @round: @players[k] plays board k + 1 (0 = the
 * board is left empty and forfeited); @n ≤ the event's boards, boards after @n are empty. The
 * line-up must be valid (xq_team_check_lineup). When the round is already paired, the team's
 * boards in it take the new players provided none of them has a result entered yet (a forfeit
 * of an empty board is replaced). */
gboolean xq_store_set_lineup (XqStore      *self,
                              gint64        event_id,
                              guint         round,
                              gint64        team_id,
                              const gint64 *players,
                              guint         n,
                              GError      **error);
/* Puts entries into groups (groups system): @groups[i] is the 0-based group of entry i by number. */
gboolean xq_store_set_groups (XqStore   *self,
                              gint64     event_id,
                              const int *groups,
                              guint      n_entries,
                              GError   **error);

/* Adds round @number with @games (XqGame: board, game, kind, red, black, players, result for
 * pre-decided forfeits, annulled); all or nothing. */
gboolean xq_store_add_round (XqStore *self,
                             gint64   event_id,
                             guint    number,
                             XqStage  stage,
                             GArray  *games,
                             GError **error);
/* Adds games to an existing round (knockout tie-breaks and deciders). */
gboolean xq_store_add_games (XqStore *self,
                             gint64   event_id,
                             guint    number,
                             GArray  *games,
                             GError **error);
/* Deletes round @number of @event_id, which must be its latest round and have no results
 * entered yet (pre-decided forfeits of withdrawn players do not count), so that it can be paired
 * again. */
gboolean xq_store_delete_round (XqStore *self,
                                gint64   event_id,
                                guint    number,
                                GError **error);
/* Looks up one game of @event_id by round, board and game number; NOT_FOUND when absent. */
gboolean xq_store_find_game (XqStore *self,
                             gint64   event_id,
                             guint    round,
                             guint    board,
                             guint    game,
                             XqGame  *out,
                             GError **error);
/* Sets a game's result and violations, journaling the change. Three violations of one side make
 * the game a loss for that side. */
gboolean xq_store_set_result (XqStore     *self,
                              gint64       game_id,
                              XqGameResult result,
                              guint        red_violations,
                              guint        black_violations,
                              GError     **error);
/* Reverts the latest result change of @event_id not yet undone; @game_id (nullable) gets the
 * game. Fails with NOT_FOUND when there is nothing to undo. */
gboolean xq_store_undo_result (XqStore *self,
                               gint64   event_id,
                               gint64  *game_id,
                               GError **error);
/* The latest @limit journal entries of @event_id, newest first (undone ones left out).
 * Returns: (transfer full) (element-type XqJournalEntry). */
GArray *xq_store_list_journal (XqStore *self,
                               gint64   event_id,
                               guint    limit,
                               GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Records a withdrawal after round @after_round; with @annul every game of the entry is annulled
 * (the results are kept in the file but count for nobody), otherwise @forfeit_games (game ids,
 * nullable) become forfeit wins for the opponent. */
gboolean xq_store_withdraw (XqStore      *self,
                            gint64        entry_id,
                            guint         after_round,
                            gboolean      annul,
                            const gint64 *forfeit_games,
                            guint         n_forfeit_games,
                            GError      **error);

/* The event journal of @event_id, oldest first. Returns: (transfer full) (element-type XqEventJournalEntry). */
GArray *xq_store_list_event_journal (XqStore *self,
                                     gint64   event_id,
                                     GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Sets the rounds in which players of one club are kept apart. */
gboolean xq_store_set_club_rounds (XqStore *self,
                                   gint64   event_id,
                                   GArray  *rounds,
                                   GError **error);
/* Forbids (or allows again) that entries @a and @b be paired. */
gboolean xq_store_set_forbidden_pair (XqStore *self,
                                      gint64   event_id,
                                      gint64   a,
                                      gint64   b,
                                      gboolean forbidden,
                                      GError **error);
/* Records (@kind half or zero) or takes back (XQ_BYE_PAIRING) a bye asked for by entry @entry_id
 * in round @round; the caller checks the event's rules (xq-club.h). */
gboolean xq_store_set_bye_request (XqStore  *self,
                                   gint64    event_id,
                                   gint64    entry_id,
                                   guint     round,
                                   XqByeKind kind,
                                   GError  **error);
/* Sets the numbers drawn by lot: @lots[i] for entry @entries[i]. */
gboolean xq_store_set_lots (XqStore      *self,
                            gint64        event_id,
                            const gint64 *entries,
                            const guint  *lots,
                            guint         n,
                            GError      **error);
/* A change by hand to round @round (no result entered on the boards it touches): @remove (game
 * ids, nullable) go, @add (XqGame, nullable) come, @update (XqGame with id: red and black,
 * nullable) change; journaled as @action with @detail (a JSON object). */
gboolean xq_store_change_round (XqStore    *self,
                                gint64      event_id,
                                guint       round,
                                GArray     *remove,
                                GArray     *add,
                                GArray     *update,
                                const char *action,
                                const char *detail,
                                GError    **error);

G_END_DECLS
