/* xq-store-club.c: the club night in the event file — rounds in which clubs are kept apart,
 * forbidden pairs, requested byes, late entries, changes by hand and the event journal
 *
 * On top of xq-store-events.c, which it calls and which never calls it: the tables of the club
 * night that an event is loaded and created with, and the journal both files write to, are read
 * and written by xq-store-club-tables.c, below both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include <json-glib/json-glib.h>

#include "xq-catalog.h"
#include "xq-store-private.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

GArray *
xq_store_list_event_journal (XqStore *self,
                             gint64   event_id,
                             GError **error)
{
  if (!xq_store_check_event_exists (self, event_id, error))
    return NULL;
  return xq_store_read_event_journal (self, event_id, error);
}

gboolean
xq_store_set_club_rounds (XqStore *self,
                          gint64   event_id,
                          GArray  *rounds,
                          GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (JsonBuilder)        b = json_builder_new ();
  g_autofree char               *detail = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !xq_store_check_event_exists (self, event_id, error) ||
      !xq_store_write_club_rounds (self, event_id, rounds, error))
    return FALSE;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rounds");
  json_builder_begin_array (b);
  for (guint i = 0; rounds != NULL && i < rounds->len; i++)
    json_builder_add_int_value (b, g_array_index (rounds, guint, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  detail = xq_store_json_text (b);
  if (!xq_store_journal_add (self, event_id, "club-rounds", 0, detail, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

/* The name of entry @entry_id of @event_id, or NULL with NOT_FOUND. */
static char *
entry_name (XqStore *self,
            gint64   event_id,
            gint64   entry_id,
            GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self,
                                                    "SELECT coalesce (p.name, e.team_name) FROM entries e"
                                                    " LEFT JOIN players p ON p.id = e.player_id"
                                                    " WHERE e.id = :entry AND e.event_id = :event",
                                                    error);
  int                      rc;

  if (stmt == NULL)
    return NULL;
  xq_store_bind_int64 (stmt, ":entry", entry_id);
  xq_store_bind_int64 (stmt, ":event", event_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (rc != SQLITE_DONE)
    xq_store_fail_read (self, error);
  else
    g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Event %lld has no entry %lld"),
                 (long long) event_id, (long long) entry_id);
  return NULL;
}

/* Adds "entries": [{"entry","name"}…] for the entries @ids to the object @b is building. */
static gboolean
add_entries (XqStore      *self,
             JsonBuilder  *b,
             gint64        event_id,
             const gint64 *ids,
             guint         n,
             GError      **error)
{
  json_builder_set_member_name (b, "entries");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = entry_name (self, event_id, ids[i], error);
      if (name == NULL)
        return FALSE;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "entry");
      json_builder_add_int_value (b, ids[i]);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, name);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return TRUE;
}

gboolean
xq_store_set_forbidden_pair (XqStore *self,
                             gint64   event_id,
                             gint64   a,
                             gint64   b,
                             gboolean forbidden,
                             GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;
  g_autoptr (JsonBuilder)        jb = json_builder_new ();
  g_autofree char               *detail = NULL;
  gint64                         ids[2] = { MIN (a, b), MAX (a, b) };

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  if (a == b)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A forbidden pair is two different players"));
      return FALSE;
    }
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  json_builder_begin_object (jb);
  if (!add_entries (self, jb, event_id, ids, 2, error))
    return FALSE;
  json_builder_end_object (jb);
  stmt = xq_store_prepare (self,
                           forbidden ? "INSERT OR IGNORE INTO forbidden_pairs (event_id, first, second) VALUES (:event, :a, :b)"
                                     : "DELETE FROM forbidden_pairs WHERE event_id = :event AND first = :a AND second = :b",
                           error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  xq_store_bind_int64 (stmt, ":a", ids[0]);
  xq_store_bind_int64 (stmt, ":b", ids[1]);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the event")))
    return FALSE;
  detail = xq_store_json_text (jb);
  if (!xq_store_journal_add (self, event_id, forbidden ? "forbid" : "allow", 0, detail, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_set_bye_request (XqStore  *self,
                          gint64    event_id,
                          gint64    entry_id,
                          guint     round,
                          XqByeKind kind,
                          GError  **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;
  g_autoptr (JsonBuilder)        b = json_builder_new ();
  g_autofree char               *detail = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  json_builder_begin_object (b);
  if (!add_entries (self, b, event_id, &entry_id, 1, error))
    return FALSE;
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, xq_bye_kind_to_string (kind));
  json_builder_end_object (b);
  if (kind == XQ_BYE_PAIRING)
    stmt = xq_store_prepare (self, "DELETE FROM bye_requests WHERE event_id = :event AND entry_id = :entry AND round = :round",
                             error);
  else
    stmt = xq_store_prepare (self,
                             "INSERT OR REPLACE INTO bye_requests (event_id, entry_id, round, kind)"
                             " VALUES (:event, :entry, :round, :kind)",
                             error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  xq_store_bind_int64 (stmt, ":entry", entry_id);
  xq_store_bind_int64 (stmt, ":round", round);
  if (kind != XQ_BYE_PAIRING)
    xq_store_bind_text (stmt, ":kind", xq_bye_kind_to_string (kind));
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the event")))
    return FALSE;
  detail = xq_store_json_text (b);
  if (!xq_store_journal_add (self, event_id, kind == XQ_BYE_PAIRING ? "cancel-bye" : "bye", round, detail, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_set_lots (XqStore      *self,
                   gint64        event_id,
                   const gint64 *entries,
                   const guint  *lots,
                   guint         n,
                   GError      **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (JsonBuilder)        b = json_builder_new ();
  g_autofree char               *detail = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "lots");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (sqlite3_stmt) stmt =
        xq_store_prepare (self, "UPDATE entries SET lot = :lot WHERE id = :entry AND event_id = :event", error);
      if (stmt == NULL)
        return FALSE;
      xq_store_bind_int64 (stmt, ":lot", lots[i]);
      xq_store_bind_int64 (stmt, ":entry", entries[i]);
      xq_store_bind_int64 (stmt, ":event", event_id);
      if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the event")))
        return FALSE;
      if (sqlite3_changes (xq_store_get_db (self)) != 1)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Event %lld has no entry %lld"),
                       (long long) event_id, (long long) entries[i]);
          return FALSE;
        }
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "entry");
      json_builder_add_int_value (b, entries[i]);
      json_builder_set_member_name (b, "lot");
      json_builder_add_int_value (b, lots[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  detail = xq_store_json_text (b);
  if (!xq_store_journal_add (self, event_id, "lots", 1, detail, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

/* The id of round @round of @event_id, 0 with NOT_FOUND. */
static gint64
round_id (XqStore *self,
          gint64   event_id,
          guint    round,
          GError **error)
{
  g_autoptr (sqlite3_stmt) stmt =
    xq_store_prepare (self, "SELECT id FROM rounds WHERE event_id = :event AND number = :round", error);
  int rc;

  if (stmt == NULL)
    return 0;
  xq_store_bind_int64 (stmt, ":event", event_id);
  xq_store_bind_int64 (stmt, ":round", round);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return sqlite3_column_int64 (stmt, 0);
  if (rc != SQLITE_DONE)
    xq_store_fail_read (self, error);
  else
    g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Event %lld has no round %u"),
                 (long long) event_id, round);
  return 0;
}

/* FALSE with CONSTRAINT when game @game_id is not in round @rid or has a result. */
static gboolean
check_untouched (XqStore *self,
                 gint64   rid,
                 gint64   game_id,
                 GError **error)
{
  g_autoptr (sqlite3_stmt) stmt =
    xq_store_prepare (self, "SELECT result, board FROM games WHERE id = :game AND round_id = :round", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":game", game_id);
  xq_store_bind_int64 (stmt, ":round", rid);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "That board is not in the round"));
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    return xq_store_fail_read (self, error);
  if (*(const char *) sqlite3_column_text (stmt, 0) != '\0')
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Board %d has a result; a pairing is changed by hand before results are entered"),
                   sqlite3_column_int (stmt, 1));
      return FALSE;
    }
  return TRUE;
}

gboolean
xq_store_change_round (XqStore    *self,
                       gint64      event_id,
                       guint       round,
                       GArray     *remove,
                       GArray     *add,
                       GArray     *update,
                       const char *action,
                       const char *detail,
                       GError    **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  gint64                         rid;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !xq_store_check_event_exists (self, event_id, error) ||
      (rid = round_id (self, event_id, round, error)) == 0)
    return FALSE;
  for (guint i = 0; remove != NULL && i < remove->len; i++)
    {
      g_autoptr (sqlite3_stmt) stmt = NULL;
      gint64                   id = g_array_index (remove, gint64, i);
      if (!check_untouched (self, rid, id, error))
        return FALSE;
      stmt = xq_store_prepare (self, "DELETE FROM games WHERE id = :game", error);
      if (stmt == NULL)
        return FALSE;
      xq_store_bind_int64 (stmt, ":game", id);
      if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the pairings")))
        return FALSE;
    }
  for (guint i = 0; update != NULL && i < update->len; i++)
    {
      g_autoptr (sqlite3_stmt) stmt = NULL;
      const XqGame            *g = &g_array_index (update, XqGame, i);
      if (!check_untouched (self, rid, g->id, error))
        return FALSE;
      stmt = xq_store_prepare (self, "UPDATE games SET red = :red, black = :black, bye = :bye WHERE id = :game", error);
      if (stmt == NULL)
        return FALSE;
      xq_store_bind_int64 (stmt, ":game", g->id);
      xq_store_bind_int64 (stmt, ":red", g->red);
      if (g->black != 0)
        xq_store_bind_int64 (stmt, ":black", g->black);
      else
        xq_store_bind_null (stmt, ":black");
      xq_store_bind_text (stmt, ":bye", g->black == 0 && g->bye != XQ_BYE_PAIRING ? xq_bye_kind_to_string (g->bye) : "");
      if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the pairings")))
        return FALSE;
    }
  if (add != NULL && add->len > 0 && !xq_store_insert_games (self, rid, add, error))
    return FALSE;
  if (!xq_store_journal_add (self, event_id, action, round, detail, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}
