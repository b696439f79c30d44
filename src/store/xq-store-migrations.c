/* xq-store-migrations.c: numbered schema upgrades, and opening a file to this schema
 *
 * Above xq-store.c, which knows nothing of the tables: this file gives it the schema
 * (XqStoreSchema) each time it opens a file (xq_store_open, xq_store_open_full) and runs the
 * upgrades with its transactions.
 *
 * Changelog of the schema (PRAGMA user_version):
 *   1  events, tiebreaks, players, groups, entries, team_members, rounds, lineups, games
 *   2  games: result split into score + forfeit, annulled, kind, team players; result_journal
 *   3  events: rule_profile (the rule book for the event's disputes)
 *   4  games: kind 'playoff' (a game that breaks a tie the criteria leave, seed 002 六.2)
 *   5  events: match_points (场分); entries: team_club; team_lineups by round number (分台制)
 *   6  the club night: events: swiss_pairing, round_one, late_entry, half_byes, zero_byes,
 *      bye_closed_rounds, team_bye; entries: joined_round, lot; games: bye (half/zero);
 *      bye_requests, club_rounds, forbidden_pairs, event_journal
 *   7  the season: members (the register), players.member_id; ratings fixed per event
 *      (entries.rating, team_members.rating); events: rating method, closed, report fields,
 *      prize_split; rounds.date; rating_history, prizes, prize_categories; triggers
 *
 * Each data/sql/NNNN-*.sql runs with its "PRAGMA user_version = N" inside one BEGIN IMMEDIATE
 * transaction: either the file is at version N afterwards or it is as it was. Foreign keys are
 * off while migrations run (a table rebuilt by drop and rename would otherwise take the rows that
 * refer to it along, ON DELETE CASCADE), and each migration must leave PRAGMA foreign_key_check
 * empty before it commits.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-catalog.h"
#include "xq-store-private.h"
#include "xq-store-resources.h"

static const char *const migrations[] = {
  "/io/github/qili/Qili/sql/0001-initial.sql",
  "/io/github/qili/Qili/sql/0002-forfeits-journal.sql",
  "/io/github/qili/Qili/sql/0003-rule-profile.sql",
  "/io/github/qili/Qili/sql/0004-playoffs.sql",
  "/io/github/qili/Qili/sql/0005-teams.sql",
  "/io/github/qili/Qili/sql/0006-club-night.sql",
  "/io/github/qili/Qili/sql/0007-season.sql",
};

/* FALSE with @error when the schema has a dangling reference. */
static gboolean
foreign_keys_hold (XqStore *self,
                   GError **error)
{
  sqlite3_stmt *stmt = xq_store_prepare (self, "PRAGMA foreign_key_check", error);
  int           rc;

  if (stmt == NULL)
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, "a row of %s refers to a missing row of %s",
                 (const char *) sqlite3_column_text (stmt, 0), (const char *) sqlite3_column_text (stmt, 2));
  else if (rc != SQLITE_DONE)
    xq_store_fail (self, error, "PRAGMA foreign_key_check");
  sqlite3_finalize (stmt);
  return rc == SQLITE_DONE;
}

/* The migrations' resource is registered when first read, not at start-up: GLib searches every
 * registered resource on each lookup, and GTK makes thousands while it reads the icon theme. */
static void
register_migrations (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      xq_store_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

static gboolean
run_all (XqStore *self,
         guint    from_version,
         GError **error)
{
  for (guint v = from_version + 1; v <= G_N_ELEMENTS (migrations); v++)
    {
      g_autoptr (GBytes)             bytes = NULL;
      g_autoptr (GError)             local_error = NULL;
      g_autofree char               *sql = NULL;
      g_autofree char               *pragmas = NULL;
      g_autoptr (XqStoreTransaction) tx = NULL;
      gsize                          size;

      register_migrations ();
      bytes = g_resources_lookup_data (migrations[v - 1], G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
      g_assert_no_error (local_error); /* compiled in */
      {
        const char *text = g_bytes_get_data (bytes, &size);
        sql = g_strndup (text, size);
      }

      g_debug ("migrating %s to version %u", xq_store_get_path (self), v);
      tx = xq_store_begin_write (self, error);
      if (tx == NULL)
        return FALSE;
      pragmas = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %u;", XQ_STORE_APPLICATION_ID, v);
      if (!xq_store_exec (self, sql, &local_error) || !xq_store_exec (self, pragmas, &local_error) ||
          !foreign_keys_hold (self, &local_error))
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_MIGRATION,
                       XQ_T (xq_lang_from_locale (), "Could not upgrade the event file to version %u: %s"), v,
                       local_error->message);
          return FALSE; /* the transaction rolls back */
        }
      if (!xq_store_transaction_commit (tx, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
upgrade (XqStore *self,
         guint    from_version,
         GError **error)
{
  gboolean ok;

  /* Outside any transaction, where SQLite honours it. */
  if (!xq_store_exec (self, "PRAGMA foreign_keys = OFF", error))
    return FALSE;
  ok = run_all (self, from_version, error);
  if (!xq_store_exec (self, "PRAGMA foreign_keys = ON", ok ? error : NULL))
    return FALSE;
  return ok;
}

static const XqStoreSchema schema = {
  .latest = G_N_ELEMENTS (migrations),
  .upgrade = upgrade,
};

XqStore *
xq_store_open (const char *path,
               GError    **error)
{
  return xq_store_open_schema (path, XQ_STORE_OPEN_CREATE, &schema, error);
}

XqStore *
xq_store_open_full (const char      *path,
                    XqStoreOpenFlags flags,
                    GError         **error)
{
  return xq_store_open_schema (path, flags, &schema, error);
}

guint
xq_store_latest_version (void)
{
  return schema.latest;
}
