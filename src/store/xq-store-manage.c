/* xq-store-manage.c: the desk's housekeeping — listing, deleting, duplicating and renaming events,
 * correcting and removing entries, taking back a round that has no results yet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-catalog.h"
#include "xq-store-private.h"
#include "xq-store-season-private.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

static const char *
col_text (sqlite3_stmt *stmt,
          int           col)
{
  const char *t = (const char *) sqlite3_column_text (stmt, col);
  return t != NULL ? t : "";
}

static void
clear_summary (gpointer p)
{
  XqEventSummary *s = p;

  g_free (s->name);
  g_free (s->created);
}

GArray *
xq_store_list_event_summaries (XqStore *self,
                               GError **error)
{
  g_autoptr (GArray)       list = g_array_new (FALSE, TRUE, sizeof (XqEventSummary));
  g_autoptr (sqlite3_stmt) stmt = NULL;
  int                      rc;

  g_return_val_if_fail (XQ_IS_STORE (self), NULL);

  g_array_set_clear_func (list, clear_summary);
  stmt = xq_store_prepare (self,
                           "SELECT e.id, e.name, e.system, e.rule_profile, e.rounds, e.created,"
                           " (SELECT count(*) FROM entries n WHERE n.event_id = e.id),"
                           " (SELECT coalesce (max (r.number), 0) FROM rounds r WHERE r.event_id = e.id),"
                           " (SELECT count(*) FROM games g JOIN rounds r ON r.id = g.round_id"
                           "   WHERE r.event_id = e.id AND g.black IS NOT NULL AND g.annulled = 0 AND g.result = ''),"
                           " e.team_boards"
                           " FROM events e ORDER BY e.id",
                           error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      XqEventSummary s = { 0 };

      s.id = sqlite3_column_int64 (stmt, 0);
      s.name = g_strdup (col_text (stmt, 1));
      xq_system_from_string (col_text (stmt, 2), &s.system);
      if (!xq_profile_from_string (col_text (stmt, 3), &s.profile))
        s.profile = XQ_PROFILE_CXA;
      s.rounds = (guint) sqlite3_column_int64 (stmt, 4);
      s.created = g_strdup (col_text (stmt, 5));
      s.n_entries = (guint) sqlite3_column_int64 (stmt, 6);
      s.n_rounds = (guint) sqlite3_column_int64 (stmt, 7);
      s.n_unfinished = (guint) sqlite3_column_int64 (stmt, 8);
      s.boards = (guint) sqlite3_column_int64 (stmt, 9);
      g_array_append_val (list, s);
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }
  return g_steal_pointer (&list);
}

/* Players who take part in nothing any more (no entry, team, game or line-up). */
static gboolean
delete_orphan_players (XqStore *self,
                       GError **error)
{
  return xq_store_exec (self,
                        "DELETE FROM players WHERE id NOT IN (SELECT player_id FROM entries WHERE player_id IS NOT NULL)"
                        " AND id NOT IN (SELECT player_id FROM team_members)"
                        " AND id NOT IN (SELECT player_id FROM lineups)"
                        " AND id NOT IN (SELECT player_id FROM team_lineups)"
                        " AND id NOT IN (SELECT red_player FROM games WHERE red_player IS NOT NULL)"
                        " AND id NOT IN (SELECT black_player FROM games WHERE black_player IS NOT NULL)",
                        error);
}

static gboolean
exec_for_event (XqStore    *self,
                const char *sql,
                gint64      event_id,
                GError    **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, sql, error);

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  return xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not delete the event"));
}

gboolean
xq_store_delete_event (XqStore *self,
                       gint64   event_id,
                       GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  if (!xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  /* Games (with their journal and line-ups) before the entries they name. */
  if (!exec_for_event (self, "DELETE FROM rounds WHERE event_id = :event", event_id, error) ||
      !exec_for_event (self, "DELETE FROM entries WHERE event_id = :event", event_id, error) ||
      !exec_for_event (self, "DELETE FROM events WHERE id = :event", event_id, error) ||
      !delete_orphan_players (self, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

gint64
xq_store_duplicate_event (XqStore    *self,
                          gint64      event_id,
                          const char *name,
                          GError    **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       ev = NULL;
  g_autoptr (sqlite3_stmt)       en = NULL;
  g_autoptr (GHashTable)         entry_map = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  GHashTableIter                 iter;
  gpointer                       old_id, new_id;
  gint64                         id;
  int                            rc;

  g_return_val_if_fail (XQ_IS_STORE (self), 0);

  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "An event needs a name"));
      return 0;
    }
  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return 0;
  if (!xq_store_check_event_exists (self, event_id, error))
    return 0;
  ev = xq_store_prepare (self,
                         "INSERT INTO events (name, system, rounds, scoring, pairing_method, bye_opponent,"
                         " games_per_match, team_boards, group_count, random_seed, rule_profile, match_points)"
                         " SELECT :name, system, rounds, scoring, pairing_method, bye_opponent, games_per_match,"
                         " team_boards, group_count, random_seed, rule_profile, match_points FROM events WHERE id = :event",
                         error);
  if (ev == NULL)
    return 0;
  xq_store_bind_text (ev, ":name", name);
  xq_store_bind_int64 (ev, ":event", event_id);
  if (!xq_store_step_done (self, ev, error, XQ_T (lang (), "Could not create the event")))
    return 0;
  id = sqlite3_last_insert_rowid (xq_store_get_db (self));

  {
    g_autoptr (sqlite3_stmt) tb = xq_store_prepare (
      self, "INSERT INTO tiebreaks (event_id, position, name) SELECT :new, position, name FROM tiebreaks WHERE event_id = :event",
      error);
    if (tb == NULL)
      return 0;
    xq_store_bind_int64 (tb, ":new", id);
    xq_store_bind_int64 (tb, ":event", event_id);
    if (!xq_store_step_done (self, tb, error, XQ_T (lang (), "Could not create the event")))
      return 0;
  }

  en = xq_store_prepare (self, "SELECT id, number, player_id, team_name, team_club FROM entries WHERE event_id = :event ORDER BY number",
                         error);
  if (en == NULL)
    return 0;
  xq_store_bind_int64 (en, ":event", event_id);
  while ((rc = sqlite3_step (en)) == SQLITE_ROW)
    {
      g_autoptr (sqlite3_stmt) ins = xq_store_prepare (
        self, "INSERT INTO entries (event_id, number, player_id, team_name, team_club)"
              " VALUES (:new, :number, :player, :team, :club)",
        error);
      gint64 old = sqlite3_column_int64 (en, 0), copy;

      if (ins == NULL)
        return 0;
      xq_store_bind_int64 (ins, ":new", id);
      xq_store_bind_int64 (ins, ":number", sqlite3_column_int64 (en, 1));
      if (sqlite3_column_type (en, 2) == SQLITE_NULL)
        xq_store_bind_null (ins, ":player");
      else
        xq_store_bind_int64 (ins, ":player", sqlite3_column_int64 (en, 2));
      if (sqlite3_column_type (en, 3) == SQLITE_NULL)
        xq_store_bind_null (ins, ":team");
      else
        xq_store_bind_text (ins, ":team", col_text (en, 3));
      xq_store_bind_text (ins, ":club", col_text (en, 4));
      if (!xq_store_step_done (self, ins, error, XQ_T (lang (), "Could not create the event")))
        return 0;
      copy = sqlite3_last_insert_rowid (xq_store_get_db (self));
      g_hash_table_insert (entry_map, g_memdup2 (&old, sizeof old), g_memdup2 (&copy, sizeof copy));
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return 0;
    }

  /* Team members follow their team. */
  g_hash_table_iter_init (&iter, entry_map);
  while (g_hash_table_iter_next (&iter, &old_id, &new_id))
    {
      g_autoptr (sqlite3_stmt) tm = xq_store_prepare (
        self,
        "INSERT INTO team_members (entry_id, position, player_id)"
        " SELECT :new, position, player_id FROM team_members WHERE entry_id = :old",
        error);
      if (tm == NULL)
        return 0;
      xq_store_bind_int64 (tm, ":new", *(gint64 *) new_id);
      xq_store_bind_int64 (tm, ":old", *(gint64 *) old_id);
      if (!xq_store_step_done (self, tm, error, XQ_T (lang (), "Could not create the event")))
        return 0;
    }
  if (!xq_store_copy_season (self, event_id, id, error))
    return 0;
  if (!xq_store_transaction_commit (tx, error))
    return 0;
  return id;
}

gboolean
xq_store_update_event (XqStore    *self,
                       gint64      event_id,
                       const char *name,
                       XqProfile   profile,
                       GError    **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;
  g_autofree char               *clean = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  if (name == NULL || !g_utf8_validate (name, -1, NULL) || *(clean = g_strstrip (g_strdup (name))) == '\0')
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "An event needs a name"));
      return FALSE;
    }
  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  if (!xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  stmt = xq_store_prepare (self, "UPDATE events SET name = :name, rule_profile = :profile WHERE id = :event", error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_text (stmt, ":name", clean);
  xq_store_bind_text (stmt, ":profile", xq_profile_to_string (profile));
  xq_store_bind_int64 (stmt, ":event", event_id);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the event")))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_update_player (XqStore            *self,
                        gint64              player_id,
                        const XqPlayerSpec *spec,
                        GError            **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;
  g_autofree char               *clean_name = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  g_return_val_if_fail (spec != NULL, FALSE);

  clean_name = xq_store_check_player_spec (spec, error);
  if (clean_name == NULL)
    return FALSE;
  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  stmt = xq_store_prepare (self,
                           "UPDATE players SET name = :name, club = :club, rating = :rating, federation_id = :fid"
                           " WHERE id = :id",
                           error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_text (stmt, ":name", clean_name);
  xq_store_bind_text (stmt, ":club", spec->club != NULL ? spec->club : "");
  xq_store_bind_int64 (stmt, ":rating", spec->rating);
  xq_store_bind_text (stmt, ":fid", spec->federation_id != NULL ? spec->federation_id : "");
  xq_store_bind_int64 (stmt, ":id", player_id);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the player")))
    return FALSE;
  if (sqlite3_changes (xq_store_get_db (self)) != 1)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no such player"));
      return FALSE;
    }
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_remove_entry (XqStore *self,
                       gint64   entry_id,
                       GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       find = NULL;
  g_autoptr (sqlite3_stmt)       del = NULL;
  g_autoptr (sqlite3_stmt)       later = NULL;
  g_autoptr (GArray)             move_up = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64                         event_id, number;
  int                            rc;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  find = xq_store_prepare (self, "SELECT event_id, number FROM entries WHERE id = :id", error);
  if (find == NULL)
    return FALSE;
  xq_store_bind_int64 (find, ":id", entry_id);
  if (!xq_store_step_row (self, find, error, XQ_T (lang (), "There is no such player")))
    return FALSE;
  event_id = sqlite3_column_int64 (find, 0);
  number = sqlite3_column_int64 (find, 1);
  if (!xq_store_check_no_rounds (self, event_id, error))
    return FALSE;

  del = xq_store_prepare (self, "DELETE FROM entries WHERE id = :id", error);
  if (del == NULL)
    return FALSE;
  xq_store_bind_int64 (del, ":id", entry_id);
  if (!xq_store_step_done (self, del, error, XQ_T (lang (), "Could not remove the player")))
    return FALSE;

  /* One at a time from the lowest, so that no two entries ever share a number. */
  later = xq_store_prepare (self, "SELECT id FROM entries WHERE event_id = :event AND number > :number ORDER BY number", error);
  if (later == NULL)
    return FALSE;
  xq_store_bind_int64 (later, ":event", event_id);
  xq_store_bind_int64 (later, ":number", number);
  while ((rc = sqlite3_step (later)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (later, 0);
      g_array_append_val (move_up, id);
    }
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);
  for (guint i = 0; i < move_up->len; i++)
    {
      g_autoptr (sqlite3_stmt) up = xq_store_prepare (self, "UPDATE entries SET number = number - 1 WHERE id = :id", error);
      if (up == NULL)
        return FALSE;
      xq_store_bind_int64 (up, ":id", g_array_index (move_up, gint64, i));
      if (!xq_store_step_done (self, up, error, XQ_T (lang (), "Could not remove the player")))
        return FALSE;
    }
  if (!delete_orphan_players (self, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_remove_team_player (XqStore *self,
                             gint64   team_id,
                             gint64   player_id,
                             GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       find = NULL;
  g_autoptr (sqlite3_stmt)       lineup = NULL;
  g_autofree char               *not_member = NULL;
  gint64                         event_id, position;
  static const char *const       steps[] = {
          "DELETE FROM team_members WHERE entry_id = :team AND player_id = :player",
          /* Out of the way first, so that (entry, position) stays unique throughout, then one up. */
          "UPDATE team_members SET position = position + 100000 WHERE entry_id = :team AND position > :position",
          "UPDATE team_members SET position = position - 100001 WHERE entry_id = :team AND position > 100000",
  };

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  find = xq_store_prepare (self,
                           "SELECT e.event_id, m.position FROM entries e JOIN team_members m ON m.entry_id = e.id"
                           " WHERE e.id = :team AND m.player_id = :player",
                           error);
  if (find == NULL)
    return FALSE;
  xq_store_bind_int64 (find, ":team", team_id);
  xq_store_bind_int64 (find, ":player", player_id);
  not_member = g_strdup_printf (XQ_T (lang (), "Player %lld is not a member of team %lld"), (long long) player_id,
                                (long long) team_id);
  if (!xq_store_step_row (self, find, error, not_member))
    return FALSE;
  event_id = sqlite3_column_int64 (find, 0);
  position = sqlite3_column_int64 (find, 1);
  if (!xq_store_check_no_rounds (self, event_id, error))
    return FALSE;

  /* A line-up set ahead that names the player is the user's to change, not ours to drop. */
  lineup = xq_store_prepare (self,
                             "SELECT min (round) FROM team_lineups WHERE entry_id = :team AND player_id = :player",
                             error);
  if (lineup == NULL)
    return FALSE;
  xq_store_bind_int64 (lineup, ":team", team_id);
  xq_store_bind_int64 (lineup, ":player", player_id);
  if (sqlite3_step (lineup) != SQLITE_ROW)
    return xq_store_fail_read (self, error);
  if (sqlite3_column_type (lineup, 0) != SQLITE_NULL)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "The player is in the team’s line-up of round %lld: change that line-up first"),
                   (long long) sqlite3_column_int64 (lineup, 0));
      return FALSE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, steps[i], error);
      if (stmt == NULL)
        return FALSE;
      xq_store_bind_int64 (stmt, ":team", team_id);
      if (i == 0)
        xq_store_bind_int64 (stmt, ":player", player_id);
      if (i == 1)
        xq_store_bind_int64 (stmt, ":position", position);
      if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not change the team")))
        return FALSE;
    }
  if (!delete_orphan_players (self, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_delete_round (XqStore *self,
                       gint64   event_id,
                       guint    number,
                       GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       latest = NULL;
  g_autoptr (sqlite3_stmt)       entered = NULL;
  g_autoptr (sqlite3_stmt)       del = NULL;
  gint64                         max_round;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  if (!xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  latest = xq_store_prepare (self, "SELECT coalesce (max (number), 0) FROM rounds WHERE event_id = :event", error);
  if (latest == NULL)
    return FALSE;
  xq_store_bind_int64 (latest, ":event", event_id);
  if (sqlite3_step (latest) != SQLITE_ROW)
    return xq_store_fail_read (self, error);
  max_round = sqlite3_column_int64 (latest, 0);
  if (number == 0 || (gint64) number > max_round)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no round %u"), number);
      return FALSE;
    }
  if ((gint64) number != max_round)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Only the latest round can be paired again"));
      return FALSE;
    }
  /* A result the arbiter entered stands in the journal (an undone one does not). */
  entered = xq_store_prepare (self,
                              "SELECT count(*) FROM result_journal j JOIN games g ON g.id = j.game_id"
                              " JOIN rounds r ON r.id = g.round_id"
                              " WHERE r.event_id = :event AND r.number = :number AND j.undone = 0",
                              error);
  if (entered == NULL)
    return FALSE;
  xq_store_bind_int64 (entered, ":event", event_id);
  xq_store_bind_int64 (entered, ":number", number);
  if (sqlite3_step (entered) != SQLITE_ROW)
    return xq_store_fail_read (self, error);
  if (sqlite3_column_int64 (entered, 0) > 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Round %u has results; undo them before pairing it again"), number);
      return FALSE;
    }
  del = xq_store_prepare (self, "DELETE FROM rounds WHERE event_id = :event AND number = :number", error);
  if (del == NULL)
    return FALSE;
  xq_store_bind_int64 (del, ":event", event_id);
  xq_store_bind_int64 (del, ":number", number);
  if (!xq_store_step_done (self, del, error, XQ_T (lang (), "Could not delete the round")))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}
