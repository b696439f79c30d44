/* xq-store-club-tables.c: the club night's tables as every event has them — the rounds in which
 * clubs are kept apart, requested byes, forbidden pairs and the event journal
 *
 * Below xq-store-events.c (which loads and creates an event with these tables and journals a late
 * entry) and xq-store-club.c (which changes them by the arbiter's hand); calls neither, only
 * xq-store.c.
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
xq_store_read_event_journal (XqStore *self,
                             gint64   event_id,
                             GError **error)
{
  g_autoptr (GArray)       list = g_array_new (FALSE, TRUE, sizeof (XqEventJournalEntry));
  g_autoptr (sqlite3_stmt) stmt = NULL;
  int                      rc;

  g_array_set_clear_func (list, xq_event_journal_entry_clear);
  stmt = xq_store_prepare (self,
                           "SELECT id, at, who, action, coalesce (round, 0), detail FROM event_journal"
                           " WHERE event_id = :event ORDER BY id",
                           error);
  if (stmt == NULL)
    return NULL;
  xq_store_bind_int64 (stmt, ":event", event_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      XqEventJournalEntry e = { 0 };
      e.id = sqlite3_column_int64 (stmt, 0);
      e.at = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      e.who = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      e.action = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      e.round = (guint) sqlite3_column_int64 (stmt, 4);
      e.detail = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
      g_array_append_val (list, e);
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }
  return g_steal_pointer (&list);
}

gboolean
xq_store_load_club_night (XqStore     *self,
                          XqEventData *data,
                          GError     **error)
{
  g_autoptr (sqlite3_stmt) cr = NULL, br = NULL, fp = NULL;
  gint64                   id = data->event.id;
  int                      rc;

  cr = xq_store_prepare (self, "SELECT round FROM club_rounds WHERE event_id = :id ORDER BY round", error);
  if (cr == NULL)
    return FALSE;
  xq_store_bind_int64 (cr, ":id", id);
  g_array_set_size (data->event.club_rounds, 0);
  while ((rc = sqlite3_step (cr)) == SQLITE_ROW)
    {
      guint r = (guint) sqlite3_column_int64 (cr, 0);
      g_array_append_val (data->event.club_rounds, r);
    }
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);

  br = xq_store_prepare (self, "SELECT entry_id, round, kind FROM bye_requests WHERE event_id = :id ORDER BY round, entry_id",
                         error);
  if (br == NULL)
    return FALSE;
  xq_store_bind_int64 (br, ":id", id);
  while ((rc = sqlite3_step (br)) == SQLITE_ROW)
    {
      XqByeRequest r = { 0 };
      r.entry = sqlite3_column_int64 (br, 0);
      r.round = (guint) sqlite3_column_int64 (br, 1);
      if (!xq_bye_kind_from_string ((const char *) sqlite3_column_text (br, 2), &r.kind))
        r.kind = XQ_BYE_ZERO;
      g_array_append_val (data->bye_requests, r);
    }
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);

  fp = xq_store_prepare (self, "SELECT first, second FROM forbidden_pairs WHERE event_id = :id ORDER BY first, second", error);
  if (fp == NULL)
    return FALSE;
  xq_store_bind_int64 (fp, ":id", id);
  while ((rc = sqlite3_step (fp)) == SQLITE_ROW)
    {
      XqForbiddenPair f = { sqlite3_column_int64 (fp, 0), sqlite3_column_int64 (fp, 1) };
      g_array_append_val (data->forbidden, f);
    }
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);

  {
    g_autoptr (GArray) journal = xq_store_read_event_journal (self, id, error);
    if (journal == NULL)
      return FALSE;
    g_array_append_vals (data->journal, journal->data, journal->len);
    g_array_set_clear_func (journal, NULL); /* the strings now belong to data->journal */
  }
  return TRUE;
}

gboolean
xq_store_write_club_rounds (XqStore *self,
                            gint64   event_id,
                            GArray  *rounds,
                            GError **error)
{
  g_autoptr (sqlite3_stmt) del = xq_store_prepare (self, "DELETE FROM club_rounds WHERE event_id = :id", error);

  g_assert (xq_store_in_transaction (self));
  if (del == NULL)
    return FALSE;
  xq_store_bind_int64 (del, ":id", event_id);
  if (!xq_store_step_done (self, del, error, XQ_T (lang (), "Could not save the event")))
    return FALSE;
  for (guint i = 0; rounds != NULL && i < rounds->len; i++)
    {
      g_autoptr (sqlite3_stmt) ins =
        xq_store_prepare (self, "INSERT OR IGNORE INTO club_rounds (event_id, round) VALUES (:id, :round)", error);
      if (ins == NULL)
        return FALSE;
      xq_store_bind_int64 (ins, ":id", event_id);
      xq_store_bind_int64 (ins, ":round", g_array_index (rounds, guint, i));
      if (!xq_store_step_done (self, ins, error, XQ_T (lang (), "Could not save the event")))
        return FALSE;
    }
  return TRUE;
}

char *
xq_store_json_text (JsonBuilder *b)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode)      root = json_builder_get_root (b);

  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

gboolean
xq_store_journal_add (XqStore    *self,
                      gint64      event_id,
                      const char *action,
                      guint       round,
                      const char *detail,
                      GError    **error)
{
  g_autoptr (sqlite3_stmt) stmt = NULL;

  g_assert (xq_store_in_transaction (self));
  stmt = xq_store_prepare (self,
                           "INSERT INTO event_journal (event_id, who, action, round, detail)"
                           " VALUES (:event, :who, :action, :round, :detail)",
                           error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  xq_store_bind_text (stmt, ":who", xq_store_get_user (self));
  xq_store_bind_text (stmt, ":action", action);
  if (round > 0)
    xq_store_bind_int64 (stmt, ":round", round);
  else
    xq_store_bind_null (stmt, ":round");
  xq_store_bind_text (stmt, ":detail", detail != NULL ? detail : "{}");
  return xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the event"));
}
