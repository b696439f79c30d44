/* xq-store-private.h: what the parts of XqStore share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>
#include <sqlite3.h>

#include "xq-store.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

sqlite3 *xq_store_get_db (XqStore *self);
gboolean xq_store_in_transaction (XqStore *self);

/* Sets @error from the connection's last error with @what as context; returns FALSE. */
gboolean xq_store_fail (XqStore    *self,
                        GError    **error,
                        const char *what);
/* xq_store_fail() for a failed read: "Could not read the event file". */
gboolean xq_store_fail_read (XqStore *self,
                             GError **error);
/* Prepares @sql; NULL with @error set on failure. */
sqlite3_stmt *xq_store_prepare (XqStore    *self,
                                const char *sql,
                                GError    **error);
/* Binds by name; a name the statement lacks is a programming error. */
void xq_store_bind_int64 (sqlite3_stmt *stmt,
                          const char   *name,
                          gint64        value);
void xq_store_bind_text (sqlite3_stmt *stmt,
                         const char   *name,
                         const char   *value);
void xq_store_bind_null (sqlite3_stmt *stmt,
                         const char   *name);
/* Steps a statement that returns no rows. */
gboolean xq_store_step_done (XqStore      *self,
                             sqlite3_stmt *stmt,
                             GError      **error,
                             const char   *what);
/* Steps a statement that should return a row: FALSE with NOT_FOUND and the message @not_found
 * when it returns none, or with the connection's error. */
gboolean xq_store_step_row (XqStore      *self,
                            sqlite3_stmt *stmt,
                            GError      **error,
                            const char   *not_found);
/* Runs SQL text without parameters. */
gboolean xq_store_exec (XqStore    *self,
                        const char *sql,
                        GError    **error);

/* xq-store-events.c: NOT_FOUND unless the event exists; CONSTRAINT once it has a round. */
gboolean xq_store_check_event_exists (XqStore *self,
                                      gint64   event_id,
                                      GError **error);
gboolean xq_store_check_no_rounds (XqStore *self,
                                   gint64   event_id,
                                   GError **error);
/* The player's name without surrounding spaces, or NULL with INVALID for a bad spec. */
/* Inserts the player of @spec under @clean_name (xq_store_check_player_spec): its id, or 0 with @error */
gint64 xq_store_insert_player (XqStore            *self,
                               const char         *clean_name,
                               const XqPlayerSpec *spec,
                               GError            **error);
char  *xq_store_check_player_spec (const XqPlayerSpec *spec,
                                   GError            **error) G_GNUC_WARN_UNUSED_RESULT;

/* xq-store-club-tables.c (below xq-store-events.c and xq-store-club.c): fills
 * data->event.club_rounds, data->bye_requests, data->forbidden and data->journal; writes the rounds
 * in which clubs are kept apart (inside a transaction). */
gboolean xq_store_load_club_night (XqStore     *self,
                                   XqEventData *data,
                                   GError     **error);
gboolean xq_store_write_club_rounds (XqStore *self,
                                     gint64   event_id,
                                     GArray  *rounds,
                                     GError **error);

/* The JSON text of what @b has built (an event journal's detail). */
char *xq_store_json_text (JsonBuilder *b) G_GNUC_WARN_UNUSED_RESULT;
/* The event journal of @event_id, oldest first, without checking that the event exists
 * (xq_store_list_event_journal does). Returns: (transfer full) (element-type XqEventJournalEntry). */
GArray *xq_store_read_event_journal (XqStore *self,
                                     gint64   event_id,
                                     GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Records a change made by hand in the event journal (inside a transaction), by the store's user. */
gboolean xq_store_journal_add (XqStore    *self,
                               gint64      event_id,
                               const char *action,
                               guint       round,
                               const char *detail,
                               GError    **error);
/* xq-store-events.c: inserts @games (XqGame) into round row @round_id. */
gboolean xq_store_insert_games (XqStore *self,
                                gint64   round_id,
                                GArray  *games,
                                GError **error);

/* An event file's schema: the version this Qili writes, and how a file of an older version is
 * brought up to it (inside xq_store_open_schema: checked, backed up, then each step in a
 * transaction of its own). xq-store.c knows nothing of the tables; xq-store-migrations.c
 * describes them and opens every file with its schema (xq_store_open, xq_store_open_full). */
typedef struct
{
  guint latest;
  gboolean (*upgrade) (XqStore *self,
                       guint    from_version,
                       GError **error);
} XqStoreSchema;

/* Opens @path as xq_store_open_full does, to @schema. */
XqStore *xq_store_open_schema (const char          *path,
                               XqStoreOpenFlags     flags,
                               const XqStoreSchema *schema,
                               GError             **error);

G_END_DECLS
