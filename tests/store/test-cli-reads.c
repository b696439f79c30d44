/* test-cli-reads.c: nothing silently wrong in qili-cli tournament (issue 29) — unknown event,
 * round and group ids are named, a result "--" before another option, and read commands that
 * neither create nor change a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <utime.h>

#include "cli-util.h"

static char *
db_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), name, NULL);
}

/* A 4-player Swiss with round 1 paired: event 1. */
static void
make_swiss (const char *db)
{
  g_autoptr (JsonNode) created = cli_json (db, ARGS ("create", "--name", "Reads", "--system", "swiss", "--rounds", "3"));
  g_autoptr (JsonNode) pair = NULL;

  for (int i = 1; i <= 4; i++)
    {
      g_autofree char     *name = g_strdup_printf ("P%d", i);
      g_autoptr (JsonNode) added = cli_json (db, ARGS ("add-player", "--event", "1", "--name", name));
    }
  pair = cli_json (db, ARGS ("pair", "--event", "1"));
}

static void
test_unknown_ids (void)
{
  g_autofree char     *db = db_path ("ids.db");
  g_autoptr (JsonNode) groups = NULL;

  g_test_summary ("An unknown event, round, board or group is named in the refusal (exit 2), never taken for "
                  "another (a result for event 9 once said round 1 had no board 1; --group 7 of a Swiss gave "
                  "empty standings)");
  make_swiss (db);
  cli_assert_refused (db, ARGS ("result", "--event", "9", "--round", "1", "--board", "1", "1-0"), 2, "There is no event 9");
  cli_assert_refused (db, ARGS ("result", "--event", "1", "--round", "7", "--board", "1", "1-0"), 2,
                      "Event 1 has no round 7");
  cli_assert_refused (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "9", "1-0"), 2, "Round 1 has no board 9");
  cli_assert_refused (db, ARGS ("undo", "--event", "9"), 2, "There is no event 9");
  cli_assert_refused (db, ARGS ("undo", "--event", "1"), 2, "no result change to undo");
  cli_assert_refused (db, ARGS ("standings", "--event", "9"), 2, "There is no event 9");
  cli_assert_refused (db, ARGS ("explain", "--event", "1", "--round", "5"), 2, "Event 1 has no round 5");
  cli_assert_refused (db, ARGS ("standings", "--event", "1", "--group", "7"), 2, "Event 1 has no groups");

  groups = cli_json (db, ARGS ("create", "--name", "Groups", "--system", "groups", "--groups", "2"));
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (groups), "event"), ==, 2);
  cli_assert_refused (db, ARGS ("standings", "--event", "2", "--group", "3"), 2, "Event 2 has no group 3 (groups 1 to 2)");
  cli_assert_refused (db, ARGS ("standings", "--event", "2", "--group", "0"), 2, "Event 2 has no group 0");
  {
    g_autoptr (JsonNode) a = cli_json (db, ARGS ("standings", "--event", "2", "--group", "2"));
    g_assert_nonnull (json_object_get_array_member (json_node_get_object (a), "standings"));
  }
}

static const char *
result_of (JsonNode *node)
{
  return json_object_get_string_member (json_node_get_object (node), "result");
}

static void
test_double_dash (void)
{
  g_autofree char     *db = db_path ("dash.db");
  g_autoptr (JsonNode) a = NULL, b = NULL, c = NULL, d = NULL;

  g_test_summary ("The result -- (both forfeit) may be followed by another option of result; a -- followed by "
                  "anything else ends the options (README: results -+ and -- are typed like the others)");
  make_swiss (db);
  a = cli_json (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "1", "--", "--red-violations", "1"));
  g_assert_cmpstr (result_of (a), ==, "--");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (a), "red_violations"), ==, 1);
  b = cli_json (db, ARGS ("result", "--event", "1", "--round", "1", "--", "--board=2"));
  g_assert_cmpstr (result_of (b), ==, "--");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (b), "board"), ==, 2);
  c = cli_json (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "2", "--", "-+"));
  g_assert_cmpstr (result_of (c), ==, "-+");
  d = cli_json (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "2", "--", "--"));
  g_assert_cmpstr (result_of (d), ==, "--");
  cli_assert_refused (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "2", "--", "--bogus"), 2,
                      "is not a result");
}

static GBytes *
read_bytes (const char *path)
{
  char   *text = NULL;
  gsize   len = 0;
  GError *error = NULL;

  g_file_get_contents (path, &text, &len, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (text, len);
}

static void
assert_no_companions (const char *db)
{
  static const char *suffixes[] = { "-wal", "-shm", "-journal" };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (db, suffixes[i], NULL);
      if (g_file_test (path, G_FILE_TEST_EXISTS))
        g_error ("%s left behind", path);
    }
}

/* The read commands, each on event 1 of a file made by make_swiss. */
static const char **const reads[] = {
  ARGS ("standings", "--event", "1"),
  ARGS ("standings", "--event", "9"),
  ARGS ("export", "--event", "1", "--format", "csv"),
  ARGS ("export", "--event", "1", "--format", "trf"),
  ARGS ("export", "--event", "1", "--format", "html"),
  ARGS ("check", "--event", "1"),
  ARGS ("explain", "--event", "1", "--round", "1"),
  ARGS ("journal", "--event", "1"),
  ARGS ("details", "--event", "1"),
  ARGS ("prizes", "--event", "1"),
  ARGS ("ratings", "--event", "1"),
  ARGS ("member", "list"),
};

static void
test_reads_write_nothing (void)
{
  g_autofree char *made = db_path ("made.db");
  g_autofree char *missing = db_path ("missing.db");
  g_autofree char *copy = db_path ("copy.db");

  g_test_summary ("A read command (standings, export to stdout, check, explain, journal, details, prizes, ratings, "
                  "member list) against a missing path says there is no such file and creates none; against an "
                  "existing file, in WAL or rollback-journal mode, leaves its bytes and mtime as they were and no "
                  "-wal, -shm or -journal beside it");
  make_swiss (made);
  for (guint i = 0; i < G_N_ELEMENTS (reads); i++)
    {
      cli_assert_refused (missing, reads[i], 2, "There is no event file");
      g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
      assert_no_companions (missing);
    }
  for (int mode = 0; mode < 2; mode++)
    for (guint i = 0; i < G_N_ELEMENTS (reads); i++)
      {
        g_autoptr (GBytes) before = NULL, after = NULL;
        g_autofree char   *out = NULL;
        GStatBuf           st;
        struct utimbuf     old = { 1000000000, 1000000000 };
        int                status;

        {
          g_autoptr (GBytes) src = read_bytes (made);
          g_assert_true (g_file_set_contents (copy, g_bytes_get_data (src, NULL), (gssize) g_bytes_get_size (src), NULL));
        }
        if (mode == 1)
          {
            sqlite3 *handle = NULL;
            g_assert_cmpint (sqlite3_open (copy, &handle), ==, SQLITE_OK);
            g_assert_cmpint (sqlite3_exec (handle, "PRAGMA journal_mode = DELETE", NULL, NULL, NULL), ==, SQLITE_OK);
            sqlite3_close (handle);
          }
        assert_no_companions (copy);
        g_assert_cmpint (g_utime (copy, &old), ==, 0);
        before = read_bytes (copy);
        out = cli_run (copy, &status, NULL, reads[i]);
        g_test_message ("%s %s: exit %d", mode == 0 ? "wal" : "delete", reads[i][0], status);
        after = read_bytes (copy);
        g_assert_true (g_bytes_equal (before, after));
        g_assert_cmpint (g_stat (copy, &st), ==, 0);
        g_assert_cmpint ((gint64) st.st_mtime, ==, (gint64) old.modtime);
        assert_no_companions (copy);
      }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/store/cli-reads/unknown-ids", test_unknown_ids);
  g_test_add_func ("/xq/store/cli-reads/double-dash", test_double_dash);
  g_test_add_func ("/xq/store/cli-reads/reads-write-nothing", test_reads_write_nothing);
  return g_test_run ();
}
