/* test-store.c: the event file — creation, upgrades from every earlier version, refusals that
 * leave the file byte for byte as it was, transactions, the result journal, bad input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sqlite-util.h"
#include "test-util.h"
#include "xq-desk.h"
#include "xq-store-private.h"
#include "xq-store.h"

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer user_data)
{
  f->dir = g_build_filename (g_get_user_data_dir (), "events", NULL);
  g_assert_cmpint (g_mkdir_with_parents (f->dir, 0700), ==, 0);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer user_data)
{
  g_free (f->dir);
}

/* Copies tests/data/store/@name into the fixture's folder; returns the copy's path. */
static char *
copy_fixture (Fixture    *f,
              const char *name)
{
  g_autofree char   *src = g_test_build_filename (G_TEST_DIST, "data", "store", name, NULL);
  g_autofree char   *contents = NULL;
  char              *dst = g_build_filename (f->dir, name, NULL);
  gsize              len;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (src, &contents, &len, &error);
  g_assert_no_error (error);
  g_file_set_contents (dst, contents, len, &error);
  g_assert_no_error (error);
  return dst;
}

static gint64
query_int (const char *path,
           const char *sql)
{
  sqlite3      *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64        v = -1;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    v = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return v;
}

static void
test_create (Fixture      *f,
             gconstpointer user_data)
{
  g_autofree char   *path = g_build_filename (f->dir, "new", "folder", "events.db", NULL);
  g_autofree char   *def = xq_store_dup_default_path ();
  g_autofree char   *mode = NULL;
  g_autoptr (GError) error = NULL;
  XqStore           *store;

  g_test_summary ("A new file gets Qili's application_id, the latest schema, WAL, and its folder");
  g_assert_true (g_str_has_prefix (def, g_get_user_data_dir ()));
  g_assert_true (g_str_has_suffix (def, G_DIR_SEPARATOR_S "qili" G_DIR_SEPARATOR_S "events.db"));
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_store_get_schema_version (store), ==, xq_store_latest_version ());
  g_assert_null (xq_store_get_backup_path (store));
  g_assert_finalize_object (store);
  g_assert_cmpint (query_int (path, "PRAGMA application_id"), ==, XQ_STORE_APPLICATION_ID);
  g_assert_cmpint (query_int (path, "PRAGMA user_version"), ==, xq_store_latest_version ());
  mode = test_sqlite_text (path, FALSE, "PRAGMA journal_mode");
  g_assert_cmpstr (mode, ==, "wal");
  /* Every table is STRICT. */
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND sql NOT LIKE '%STRICT'"), ==, 0);

  /* Opening again changes nothing and needs no backup. */
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_null (xq_store_get_backup_path (store));
  g_assert_finalize_object (store);
}

static void
test_migrate_v1 (Fixture      *f,
                 gconstpointer user_data)
{
  g_autofree char        *path = copy_fixture (f, "events-v1.db");
  g_autoptr (GBytes)      before = test_read_bytes (path);
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) data = NULL;
  XqStore                *store;
  const char             *backup;

  g_test_summary ("A version 1 file is backed up, then upgraded: forfeits keep their score, byes lose stray results");
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_store_get_schema_version (store), ==, xq_store_latest_version ());
  backup = xq_store_get_backup_path (store);
  g_assert_nonnull (backup);
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  /* The backup is the old file's content at version 1. */
  g_assert_cmpint (query_int (backup, "PRAGMA user_version"), ==, 1);
  g_assert_cmpint (query_int (backup, "SELECT count(*) FROM games WHERE result = '+-'"), ==, 1);

  data = xq_store_load_event (store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (data->event.name, ==, "2023 club championship 俱乐部赛");
  g_assert_cmpuint (data->entries->len, ==, 5);
  g_assert_cmpuint (data->games->len, ==, 6);
  g_assert_cmpuint (data->n_rounds, ==, 2);
  {
    const XqGame *g = &g_array_index (data->games, XqGame, 0);
    g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_RED_WIN);
    g_assert_cmpuint (g->black_violations, ==, 1);
    g = &g_array_index (data->games, XqGame, 1);
    g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_RED_WIN_FORFEIT);
    g = &g_array_index (data->games, XqGame, 2);
    g_assert_cmpint (g->black, ==, 0);
    g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_NONE);
    g = &g_array_index (data->games, XqGame, 3);
    g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_DOUBLE_FORFEIT);
    g = &g_array_index (data->games, XqGame, 4);
    g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_DRAW);
    g_assert_cmpuint (g->red_violations, ==, 2);
  }
  /* The upgraded file takes results and journals them. */
  g_assert_true (xq_desk_set_result (store, 1, 2, 2, 1, "1-0", -1, -1, &error));
  g_assert_no_error (error);
  g_assert_finalize_object (store);
  g_assert_cmpint (query_int (path, "PRAGMA user_version"), ==, xq_store_latest_version ());
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM result_journal"), ==, 1);
  (void) before;
}

static void
test_migrate_v2 (Fixture      *f,
                 gconstpointer user_data)
{
  g_autofree char        *path = copy_fixture (f, "events-v2.db");
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) data = NULL;
  g_autoptr (GArray)      journal = NULL;
  XqStore                *store;
  const char             *backup;

  g_test_summary ("A version 2 file is backed up, then upgraded: its events get the CXA rule profile, games "
                  "and journal stay");
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_store_get_schema_version (store), ==, xq_store_latest_version ());
  backup = xq_store_get_backup_path (store);
  g_assert_nonnull (backup);
  g_assert_cmpint (query_int (backup, "PRAGMA user_version"), ==, 2);

  data = xq_store_load_event (store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (data->event.name, ==, "象棋公开赛 Open");
  g_assert_cmpint (data->event.profile, ==, XQ_PROFILE_CXA);
  g_assert_cmpuint (data->games->len, ==, 2);
  g_assert_cmpint (g_array_index (data->games, XqGame, 1).result, ==, XQ_GAME_RESULT_DRAW);
  g_assert_cmpuint (g_array_index (data->games, XqGame, 1).red_violations, ==, 1);
  journal = xq_store_list_journal (store, 1, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (journal->len, ==, 2);

  /* The new column takes the other profiles and refuses unknown ones. */
  g_assert_true (xq_store_update_event (store, 2, "Swiss night", XQ_PROFILE_AXF, &error));
  g_assert_no_error (error);
  g_clear_pointer (&data, xq_event_data_free);
  data = xq_store_load_event (store, 2, &error);
  g_assert_cmpint (data->event.profile, ==, XQ_PROFILE_AXF);
  {
    g_autoptr (XqStoreTransaction) tx = xq_store_begin_write (store, &error);
    g_assert_false (xq_store_exec (store, "UPDATE events SET rule_profile = 'fide' WHERE id = 2", &error));
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  }
  g_assert_finalize_object (store);
  g_assert_cmpint (query_int (path, "PRAGMA user_version"), ==, xq_store_latest_version ());
}

static void
test_migrate_v3 (Fixture      *f,
                 gconstpointer user_data)
{
  g_autofree char        *path = copy_fixture (f, "events-v3.db");
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) data = NULL;
  g_autoptr (GArray)      journal = NULL;
  g_autoptr (GArray)      playoff = g_array_new (FALSE, TRUE, sizeof (XqGame));
  XqStore                *store;
  XqGame                  g = { 0 };

  g_test_summary ("A version 3 file is backed up, then upgraded to take play-off games: the games table is "
                  "rebuilt with every game, result, forfeit and violation, and no journal row is lost");
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_store_get_schema_version (store), ==, xq_store_latest_version ());
  g_assert_cmpint (query_int (xq_store_get_backup_path (store), "PRAGMA user_version"), ==, 3);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM result_journal"), ==, 5);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM games"), ==, 8);
  g_assert_cmpint (query_int (path, "PRAGMA foreign_key_check"), ==, -1); /* no row */
  data = xq_store_load_event (store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (data->games->len, ==, 4);
  g_assert_cmpint (g_array_index (data->games, XqGame, 0).result, ==, XQ_GAME_RESULT_RED_WIN);
  g_assert_cmpint (g_array_index (data->games, XqGame, 1).result, ==, XQ_GAME_RESULT_DRAW);
  g_assert_cmpuint (g_array_index (data->games, XqGame, 1).red_violations, ==, 1);
  g_assert_cmpint (g_array_index (data->games, XqGame, 2).result, ==, XQ_GAME_RESULT_BLACK_WIN_FORFEIT);
  journal = xq_store_list_journal (store, 1, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (journal->len, ==, 3); /* the undone change is left out */
  /* Foreign keys are on again, and a play-off game can be stored. */
  g_assert_false (xq_store_exec (store, "INSERT INTO games (round_id, board, red) VALUES (99, 9, 1)", &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g.board = 3;
  g.game = 1;
  g.kind = XQ_GAME_PLAYOFF;
  g.red = 1;
  g.black = 2;
  g_array_append_val (playoff, g);
  g_assert_true (xq_store_add_games (store, 1, 2, playoff, &error));
  g_assert_no_error (error);
  g_clear_pointer (&data, xq_event_data_free);
  data = xq_store_load_event (store, 1, &error);
  g_assert_cmpint (g_array_index (data->games, XqGame, 4).kind, ==, XQ_GAME_PLAYOFF);
  g_assert_finalize_object (store);
}

static void
test_migrate_v4 (Fixture      *f,
                 gconstpointer user_data)
{
  g_autofree char        *path = copy_fixture (f, "events-v4.db");
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) data = NULL;
  XqStore                *store;
  const XqEntry          *team;

  g_test_summary ("A version 4 file is backed up, then upgraded for team events (issue 18): every event "
                  "gets match points 2-1-0, every team a club, and the line-up rows of the version-1 "
                  "table become line-ups by round number, so the team keeps its reserve on board 2");
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_store_get_schema_version (store), ==, xq_store_latest_version ());
  g_assert_nonnull (xq_store_get_backup_path (store));
  g_assert_cmpint (query_int (xq_store_get_backup_path (store), "PRAGMA user_version"), ==, 4);
  g_assert_cmpint (query_int (xq_store_get_backup_path (store), "SELECT count(*) FROM games"), ==, 10);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM games"), ==, 10);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM result_journal"), ==, 5);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM team_lineups"), ==, 2);
  g_assert_cmpint (query_int (path, "PRAGMA foreign_key_check"), ==, -1); /* no row */
  data = xq_store_load_event (store, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (data->event.team_boards, ==, 2);
  g_assert_cmpint (data->event.match_points, ==, XQ_SCORING_2_1_0);
  team = xq_event_data_find_entry (data, 11);
  g_assert_cmpstr (team->name, ==, "Red Dragons");
  g_assert_cmpstr (team->club, ==, "");
  g_assert_cmpuint (team->members->len, ==, 3);
  g_assert_cmpuint (data->lineups->len, ==, 2);
  g_assert_cmpint (g_array_index (data->lineups, XqLineup, 1).player, ==, 13);
  g_assert_cmpuint (g_array_index (data->lineups, XqLineup, 1).round, ==, 1);
  g_assert_cmpuint (data->games->len, ==, 2);
  g_assert_cmpint (g_array_index (data->games, XqGame, 0).result, ==, XQ_GAME_RESULT_RED_WIN);
  g_clear_pointer (&data, xq_event_data_free);
  data = xq_store_load_event (store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (data->games->len, ==, 4);
  g_assert_finalize_object (store);
}

/* Every row of @table in @path, the columns @columns of each, as text (ordered by rowid). */
static char *
table_text (const char *path,
            const char *table,
            const char *columns)
{
  g_autofree char *sql = g_strdup_printf ("SELECT group_concat (quote (%s), '|') FROM (SELECT * FROM %s ORDER BY rowid)",
                                          columns, table);
  return test_sqlite_text (path, FALSE, sql);
}

static void
test_migrate_v5 (Fixture      *f,
                 gconstpointer user_data)
{
  static const struct
  {
    const char *table, *columns;
  } kept[] = {
    { "events", "id || name || system || rounds || scoring || pairing_method || bye_opponent || games_per_match || "
                "team_boards || group_count || random_seed || created || rule_profile || match_points" },
    { "players", "id || name || club || rating || federation_id" },
    { "entries", "id || event_id || number || coalesce (player_id, '-') || coalesce (team_name, '-') || "
                 "coalesce (withdrawn_round, '-') || team_club" },
    { "games", "id || round_id || board || game || kind || red || coalesce (black, '-') || result || forfeit || "
               "red_violations || black_violations || annulled" },
    { "result_journal", "id || game_id || old_result || new_result || changed || undone" },
    { "team_members", "entry_id || position || player_id" },
    { "rounds", "id || event_id || number || stage" },
  };
  g_autofree char        *path = copy_fixture (f, "events-v5.db");
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) data = NULL;
  g_autofree char        *pairing = NULL, *late = NULL;
  XqStore                *store;
  const char             *backup;

  g_test_summary ("A version 5 file is backed up, then upgraded for the club night (issue 29): every row "
                  "of every table keeps every value, existing events pair by the new default and late "
                  "entrants get nothing for missed rounds, every bye is still the pairing's bye");
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_store_get_schema_version (store), ==, xq_store_latest_version ());
  backup = xq_store_get_backup_path (store);
  g_assert_nonnull (backup);
  g_assert_cmpint (query_int (backup, "PRAGMA user_version"), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *before = table_text (backup, kept[i].table, kept[i].columns);
      g_autofree char *after = table_text (path, kept[i].table, kept[i].columns);
      g_assert_nonnull (before);
      g_assert_cmpstr (after, ==, before);
    }
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM games"), ==, 9);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM games WHERE black IS NULL AND bye = ''"), ==, 3);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM entries WHERE joined_round = 1 AND lot IS NULL"), ==, 8);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM event_journal"), ==, 0);
  g_assert_cmpint (query_int (path, "PRAGMA foreign_key_check"), ==, -1); /* no row */
  pairing = test_sqlite_text (path, FALSE, "SELECT group_concat (swiss_pairing || round_one || team_bye) FROM events");
  g_assert_cmpstr (pairing, ==, "qiliratingnone,qiliratingnone");
  late = test_sqlite_text (path, FALSE, "SELECT late_entry || half_byes || zero_byes || bye_closed_rounds FROM events WHERE id = 1");
  g_assert_cmpstr (late, ==, "none1990");
  data = xq_store_load_event (store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (data->games->len, ==, 6);
  g_assert_cmpuint (data->n_rounds, ==, 2);
  g_assert_finalize_object (store);
}

/* A process in the middle of a write to a rollback-journal file is killed: the -journal it leaves
 * is hot, and only a writer may roll it back. */
static void
test_hot_journal (Fixture      *f,
                  gconstpointer user_data)
{
  g_autofree char    *path = copy_fixture (f, "events-v3.db");
  g_autofree char    *journal = g_strconcat (path, "-journal", NULL);
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = NULL;
  int                 fds[2], status;
  char                ready = 0;
  pid_t               pid;

  g_test_summary ("A file left with a hot rollback journal by a killed writer opens: the cut-off write is "
                  "rolled back first (the read-only look at it failed before), then it is upgraded with "
                  "every journal row");
  g_assert_cmpint (pipe (fds), ==, 0);
  fflush (stdout);
  fflush (stderr);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      sqlite3 *db = NULL;
      char     ok = 'n';

      /* A cache of one page makes the changed pages go to the file before the commit. */
      if (sqlite3_open (path, &db) == SQLITE_OK &&
          sqlite3_exec (db, "PRAGMA cache_size = 1; BEGIN IMMEDIATE; DELETE FROM result_journal; DELETE FROM games;",
                        NULL, NULL, NULL) == SQLITE_OK)
        ok = 'y';
      if (write (fds[1], &ok, 1) != 1)
        ok = 'n';
      for (;;)
        pause ();
    }
  close (fds[1]);
  g_assert_cmpint (read (fds[0], &ready, 1), ==, 1);
  close (fds[0]);
  g_assert_cmpint (ready, ==, 'y');
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (g_file_test (journal, G_FILE_TEST_EXISTS));

  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_store_get_schema_version (store), ==, xq_store_latest_version ());
  g_assert_finalize_object (g_steal_pointer (&store));
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM result_journal"), ==, 5);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM games"), ==, 8);
}

static void
assert_refused (Fixture     *f,
                const char  *path,
                XqStoreError code)
{
  g_autoptr (GBytes) before = test_read_bytes (path);
  g_autoptr (GBytes) after = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char   *wal = g_strconcat (path, "-wal", NULL);
  XqStore           *store = xq_store_open (path, &error);

  g_assert_null (store);
  g_assert_error (error, XQ_STORE_ERROR, (int) code);
  g_test_message ("refused: %s", error->message);
  after = test_read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
}

static void
test_refuse_newer (Fixture      *f,
                   gconstpointer user_data)
{
  g_autofree char *path = copy_fixture (f, "newer.db");

  g_test_summary ("A file from a newer Qili is refused and left byte for byte as it was");
  assert_refused (f, path, XQ_STORE_ERROR_TOO_NEW);
}

static void
test_refuse_foreign (Fixture      *f,
                     gconstpointer user_data)
{
  g_autofree char *path = copy_fixture (f, "foreign.db");

  g_test_summary ("Another application's SQLite file is refused and left byte for byte as it was");
  assert_refused (f, path, XQ_STORE_ERROR_FOREIGN);
}

static void
test_refuse_corrupt (Fixture      *f,
                     gconstpointer user_data)
{
  g_autofree char   *text = g_build_filename (f->dir, "notes.db", NULL);
  g_autofree char   *damaged = copy_fixture (f, "events-v1.db");
  g_autoptr (GError) error = NULL;
  g_autofree char   *contents = NULL;
  gsize              len;

  g_test_summary ("A file that is not a database, or a damaged one, is refused and left as it was");
  g_file_set_contents (text, "Round 1: Wang–Zheng 1-0\n", -1, &error);
  g_assert_no_error (error);
  assert_refused (f, text, XQ_STORE_ERROR_CORRUPT);

  /* Scribble over the b-tree pages after the first (the schema page survives). */
  g_file_get_contents (damaged, &contents, &len, &error);
  g_assert_no_error (error);
  for (gsize i = 4096; i < len; i += 7)
    contents[i] = (char) (i * 31);
  g_file_set_contents (damaged, contents, len, &error);
  g_assert_no_error (error);
  assert_refused (f, damaged, XQ_STORE_ERROR_CORRUPT);
}

static void
test_failed_migration (Fixture      *f,
                       gconstpointer user_data)
{
  g_autofree char *path = copy_fixture (f, "events-v1-dangling.db");

  g_test_summary ("An upgrade that fails rolls back and leaves the file byte for byte as it was");
  assert_refused (f, path, XQ_STORE_ERROR_MIGRATION);
  g_assert_cmpint (query_int (path, "PRAGMA user_version"), ==, 1);
}

static gint64
new_event (XqStore *store,
           guint    n_players)
{
  g_autoptr (GError) error = NULL;
  XqEvent            event = { 0 };
  gint64             id;

  event.name = (char *) "Desk";
  event.system = XQ_SYSTEM_SWISS;
  event.rounds = 5;
  event.games_per_match = 1;
  id = xq_store_create_event (store, &event, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);
      g_assert_cmpint (xq_store_add_player (store, id, name, 2000 - (int) i, NULL, NULL, &error), >, 0);
      g_assert_no_error (error);
    }
  return id;
}

static XqGameResult
result_of (XqStore *store,
           gint64   event,
           guint    round,
           guint    board)
{
  XqGame             g;
  g_autoptr (GError) error = NULL;

  g_assert_true (xq_store_find_game (store, event, round, board, 1, &g, &error));
  return g.result;
}

static void
test_journal_undo (Fixture      *f,
                   gconstpointer user_data)
{
  g_autofree char    *path = g_build_filename (f->dir, "journal.db", NULL);
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = xq_store_open (path, &error);
  g_autoptr (GArray)  journal = NULL;
  gint64              event = new_event (store, 4), game = 0;

  g_test_summary ("Result changes are journaled (old, new, time) and the latest ones can be undone in turn");
  g_assert_cmpuint (xq_desk_pair (store, event, NULL, &error), ==, 1);
  g_assert_true (xq_desk_set_result (store, event, 1, 1, 1, "1-0", -1, -1, &error));
  g_assert_true (xq_desk_set_result (store, event, 1, 1, 1, "0-1", -1, -1, &error));
  g_assert_true (xq_desk_set_result (store, event, 1, 2, 1, "1/2-1/2", 1, 0, &error));
  g_assert_no_error (error);

  journal = xq_store_list_journal (store, event, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (journal->len, ==, 3);
  g_assert_cmpint (g_array_index (journal, XqJournalEntry, 0).new_result, ==, XQ_GAME_RESULT_DRAW);
  g_assert_cmpuint (g_array_index (journal, XqJournalEntry, 0).new_violations[0], ==, 1);
  g_assert_cmpint (g_array_index (journal, XqJournalEntry, 1).old_result, ==, XQ_GAME_RESULT_RED_WIN);
  g_assert_cmpint (g_array_index (journal, XqJournalEntry, 1).new_result, ==, XQ_GAME_RESULT_BLACK_WIN);
  g_assert_nonnull (g_array_index (journal, XqJournalEntry, 1).changed);

  g_assert_true (xq_store_undo_result (store, event, &game, &error));
  g_assert_cmpint (result_of (store, event, 1, 2), ==, XQ_GAME_RESULT_NONE);
  g_assert_true (xq_store_undo_result (store, event, NULL, &error));
  g_assert_cmpint (result_of (store, event, 1, 1), ==, XQ_GAME_RESULT_RED_WIN);
  g_assert_true (xq_store_undo_result (store, event, NULL, &error));
  g_assert_cmpint (result_of (store, event, 1, 1), ==, XQ_GAME_RESULT_NONE);
  g_assert_false (xq_store_undo_result (store, event, NULL, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
}

static void
test_third_violation (Fixture      *f,
                      gconstpointer user_data)
{
  g_autofree char    *path = g_build_filename (f->dir, "violations.db", NULL);
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = xq_store_open (path, &error);
  gint64              event = new_event (store, 2);

  g_test_summary ("违例 are recorded per game and side; a third one in a game makes it a loss");
  g_assert_cmpuint (xq_desk_pair (store, event, NULL, &error), ==, 1);
  g_assert_true (xq_desk_set_result (store, event, 1, 1, 1, "1-0", 3, 1, &error));
  g_assert_cmpint (result_of (store, event, 1, 1), ==, XQ_GAME_RESULT_BLACK_WIN);
  g_assert_false (xq_desk_set_result (store, event, 1, 1, 1, "1-0", 4, 0, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_assert_cmpint (result_of (store, event, 1, 1), ==, XQ_GAME_RESULT_BLACK_WIN);
}

static void
test_transaction (Fixture      *f,
                  gconstpointer user_data)
{
  g_autofree char    *path = g_build_filename (f->dir, "tx.db", NULL);
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = xq_store_open (path, &error);

  g_test_summary ("A write transaction freed without commit rolls back; a committed one stays");
  {
    g_autoptr (XqStoreTransaction) tx = xq_store_begin_write (store, &error);
    g_assert_no_error (error);
    g_assert_true (xq_store_exec (store, "INSERT INTO players (name) VALUES ('ghost')", &error));
  }
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM players"), ==, 0);
  {
    g_autoptr (XqStoreTransaction) tx = xq_store_begin_write (store, &error);
    g_assert_true (xq_store_exec (store, "INSERT INTO players (name) VALUES ('kept')", &error));
    g_assert_true (xq_store_transaction_commit (tx, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM players"), ==, 1);
  /* A constraint failure is an error, not a crash, and the file keeps its rules. */
  {
    g_autoptr (XqStoreTransaction) tx = xq_store_begin_write (store, &error);
    g_assert_false (xq_store_exec (store, "INSERT INTO players (name, rating) VALUES ('x', -5)", &error));
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  }
}

static void
test_bad_input (Fixture      *f,
                gconstpointer user_data)
{
  g_autofree char        *path = g_build_filename (f->dir, "bad.db", NULL);
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqStore)     store = xq_store_open (path, &error);
  g_autoptr (XqEventData) data = NULL;
  gint64                  event = new_event (store, 3);
  int                     n;

  g_test_summary ("Bad input gets a clear error and changes nothing");
  g_assert_cmpint (xq_store_add_player (store, event, "   ", 0, NULL, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (xq_store_add_player (store, event, "X", 10000, NULL, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (xq_store_add_player (store, 99, "X", 0, NULL, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A CSV with one bad line adds nobody. */
  n = xq_desk_import_players (store, event, "name,rating,club\n\"Li, Lai\",2300,\"Taipei \"\"A\"\"\"\nBad,abc,\n", -1, FALSE, &error);
  g_assert_cmpint (n, ==, -1);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  n = xq_desk_import_players (store, event, "\xEF\xBB\xBFrating,name,club\r\n2300,\"Li, Lai\",\"Taipei \"\"A\"\"\"\r\n,许银川,\r\n", -1, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (n, ==, 2);
  data = xq_store_load_event (store, event, &error);
  g_assert_cmpuint (data->entries->len, ==, 5);
  g_assert_cmpstr (g_array_index (data->entries, XqEntry, 3).name, ==, "Li, Lai");
  g_assert_cmpstr (g_array_index (data->entries, XqEntry, 3).club, ==, "Taipei \"A\"");
  g_assert_cmpint (g_array_index (data->entries, XqEntry, 3).rating, ==, 2300);
  g_assert_cmpstr (g_array_index (data->entries, XqEntry, 4).name, ==, "许银川");

  /* Results: unknown text, missing board, a bye, an unfinished round. */
  g_assert_cmpuint (xq_desk_pair (store, event, NULL, &error), ==, 1);
  g_assert_false (xq_desk_set_result (store, event, 1, 1, 1, "2-0", -1, -1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (xq_desk_set_result (store, event, 1, 9, 1, "1-0", -1, -1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (xq_desk_set_result (store, event, 1, 3, 1, "1-0", -1, -1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_cmpuint (xq_desk_pair (store, event, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  /* A Swiss takes a late entry, paired from the next round (tests/store/test-club.c). */
  g_assert_cmpint (xq_store_add_player (store, event, "Late", 0, NULL, NULL, &error), >, 0);
  g_assert_no_error (error);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(path, func) g_test_add ("/xq/store/store/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("create", test_create);
  ADD ("migrate-v1", test_migrate_v1);
  ADD ("migrate-v2", test_migrate_v2);
  ADD ("migrate-v3", test_migrate_v3);
  ADD ("migrate-v4", test_migrate_v4);
  ADD ("migrate-v5", test_migrate_v5);
  ADD ("hot-journal", test_hot_journal);
  ADD ("failed-migration", test_failed_migration);
  ADD ("refuse-newer", test_refuse_newer);
  ADD ("refuse-foreign", test_refuse_foreign);
  ADD ("refuse-corrupt", test_refuse_corrupt);
  ADD ("journal-undo", test_journal_undo);
  ADD ("third-violation", test_third_violation);
  ADD ("transaction", test_transaction);
  ADD ("bad-input", test_bad_input);
#undef ADD
  return g_test_run ();
}
