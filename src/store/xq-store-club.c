/* xq-store-club.c: the club night in the event file — rounds in which clubs are kept apart,
 * forbidden pairs, requested byes, late entries, changes by hand and the event journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-catalog.h"
#include "xq-store-private.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

static gboolean
read_failed (XqStore *self,
             GError **error)
{
  return xq_store_fail (self, error, XQ_T (lang (), "Could not read the event file"));
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
    return read_failed (self, error);

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
    return read_failed (self, error);

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
    return read_failed (self, error);
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
