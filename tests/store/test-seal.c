/* test-seal.c: a file changed behind Qili's back is checked in full again before a write
 *
 * A Qili connection that leaves a file sound records what the file then looks like
 * (xq-store-seal.c), and the next one trusts a file that looks so without PRAGMA quick_check and
 * integrity_check. Each test here changes a sealed file as another program would — truncates it,
 * flips a byte of a b-tree page in place, writes to it with the sqlite3 shell, or writes to it
 * through another connection while Qili has it open — in a way only the full integrity_check
 * finds, and asserts that the next write is refused as damaged and leaves the file byte for byte
 * as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <utime.h>

#include "sqlite-util.h"
#include "test-util.h"
#include "xq-desk.h"
#include "xq-store.h"

/* A sealed file: a 40-player Swiss with two rounds played, written and closed by Qili, and a
 * moment later (more than one tick of the file system's clock: a program changing the file in
 * place within the tick of Qili's own last write keeps its change time, xq-store-seal.c). */
static char *
sealed_file (const char *name,
             gint64     *event)
{
  g_autofree char   *path = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_autoptr (GError) error = NULL;
  XqStore           *store = xq_store_open (path, &error);
  guint              played = 0;

  g_assert_no_error (error);
  *event = xq_desk_generate (store, XQ_SYSTEM_SWISS, 40, 3, 7, &played, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (played, ==, 3);
  g_assert_finalize_object (store);
  /* Opened, written and closed again: the file is now as a sealed connection left it. */
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_true (xq_desk_set_result (store, *event, 3, 1, 1, "1/2-1/2", -1, -1, &error));
  g_assert_finalize_object (store);
  g_usleep (50 * 1000);
  return g_steal_pointer (&path);
}

/* The premise: integrity_check finds what was done to @path. Through a connection that may write,
 * as Qili's own check: a read-only one does not test CHECK constraints. */
static void
assert_damage_found (const char *path)
{
  sqlite3      *db = NULL;
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_test_message ("integrity_check: %s", sqlite3_column_text (stmt, 0));
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), !=, "ok");
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

/* Qili refuses to write to @path, now and on a second try, and leaves it as it was. */
static void
assert_write_refused (const char *path,
                      gint64      event)
{
  g_autoptr (GBytes)  before = test_read_bytes (path);
  g_autoptr (GBytes)  after = NULL;
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = xq_store_open (path, &error);

  /* quick_check at opening may find it already; else integrity_check before the write. */
  if (store == NULL)
    {
      g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT);
      return;
    }
  g_assert_no_error (error);
  g_assert_false (xq_desk_set_result (store, event, 3, 2, 1, "0-1", -1, -1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "damaged"));
  g_clear_error (&error);
  g_assert_finalize_object (g_steal_pointer (&store));
  after = test_read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  /* A second opener is not told the file is sound either. */
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_false (xq_desk_set_result (store, event, 3, 2, 1, "0-1", -1, -1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT);
}

/* Adds an event of 300 players to sealed @path, which puts rows in the file's last page, and
 * leaves it sealed again. */
static void
grow (const char *path)
{
  g_autoptr (GError)       error = NULL;
  g_autoptr (GPtrArray)    names = g_ptr_array_new_with_free_func (g_free);
  g_autofree XqPlayerSpec *specs = g_new0 (XqPlayerSpec, 300);
  XqStore                 *store = xq_store_open (path, &error);
  XqEvent                  grown = { 0 };
  gint64                   id;

  g_assert_no_error (error);
  grown.name = (char *) "Grown";
  grown.system = XQ_SYSTEM_SWISS;
  grown.rounds = 5;
  grown.games_per_match = 1;
  id = xq_store_create_event (store, &grown, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 300; i++)
    {
      g_ptr_array_add (names, g_strdup_printf ("Player %u", i + 1));
      specs[i].name = g_ptr_array_index (names, i);
      specs[i].rating = 1500 + (int) i;
    }
  g_assert_true (xq_store_add_players (store, id, specs, 300, NULL, &error));
  g_assert_finalize_object (store);
  g_usleep (50 * 1000);
}

static void
test_truncated (void)
{
  gint64           event;
  g_autofree char *path = sealed_file ("truncated.db", &event);
  g_autofree char *quick = NULL;
  GStatBuf         st;

  grow (path);

  g_test_summary ("A sealed file cut one byte short (quick_check passes, integrity_check does not) is refused");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (truncate (path, st.st_size - 1), ==, 0);
  quick = test_sqlite_text (path, TRUE, "PRAGMA quick_check");
  g_assert_cmpstr (quick, ==, "ok");
  assert_damage_found (path);
  assert_write_refused (path, event);
}

/* The number of the root page of index @name. */
static guint
root_page (const char *path,
           const char *name)
{
  g_autofree char *sql = g_strdup_printf ("SELECT rootpage FROM sqlite_schema WHERE name = '%s'", name);
  g_autofree char *text = test_sqlite_text (path, TRUE, sql);

  g_assert_nonnull (text);
  return (guint) g_ascii_strtoull (text, NULL, 10);
}

static void
test_flipped_byte (void)
{
  gint64           event;
  g_autofree char *path = sealed_file ("flipped.db", &event);
  guint            page = root_page (path, "games_red");
  g_autofree char *page_size = test_sqlite_text (path, TRUE, "PRAGMA page_size");
  g_autofree char *quick = NULL;
  FILE            *f;
  int              c;
  long             at;

  g_test_summary ("A sealed file with one byte flipped in place in a b-tree page (an index's key: "
                  "quick_check passes, integrity_check does not) is refused");
  /* The last byte of the index's root page (a leaf at this size): the rowid of its last entry. */
  at = (long) page * atol (page_size) - 1;
  f = fopen (path, "r+b");
  g_assert_nonnull (f);
  g_assert_cmpint (fseek (f, at, SEEK_SET), ==, 0);
  c = fgetc (f);
  g_assert_cmpint (c, !=, EOF);
  g_assert_cmpint (fseek (f, at, SEEK_SET), ==, 0);
  g_assert_cmpint (fputc (c ^ 0x5a, f), !=, EOF);
  g_assert_cmpint (fclose (f), ==, 0);
  quick = test_sqlite_text (path, TRUE, "PRAGMA quick_check");
  g_assert_cmpstr (quick, ==, "ok");
  assert_damage_found (path);
  assert_write_refused (path, event);
}

static void
test_sqlite3_shell (void)
{
  gint64             event;
  g_autofree char   *path = sealed_file ("shell.db", &event);
  g_autoptr (GError) error = NULL;
  g_autofree char   *out = NULL, *err = NULL;
  int                status = 0;
  const char        *argv[] = { "sqlite3", path,
                                "PRAGMA ignore_check_constraints = ON; UPDATE games SET red_violations = 7 WHERE board = 3; SELECT changes ();",
                                NULL };

  g_test_summary ("A sealed file changed by the sqlite3 shell past a CHECK constraint (which only "
                  "integrity_check sees) is refused");
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_cmpstr (out, ==, "3\n"); /* rounds 1 to 3 */
  assert_damage_found (path);
  assert_write_refused (path, event);
}

static void
test_changed_while_open (void)
{
  gint64              event;
  g_autofree char    *path = sealed_file ("open.db", &event);
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = xq_store_open (path, &error);
  sqlite3            *db = NULL;

  g_test_summary ("A sealed file opened by Qili and then changed by another program before Qili's first write "
                  "(still in the -wal) is refused");
  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA ignore_check_constraints = ON; UPDATE games SET black_violations = 9 WHERE board = 4",
                                 NULL, NULL, NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
  g_assert_false (xq_desk_set_result (store, event, 3, 2, 1, "0-1", -1, -1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT);
  g_assert_finalize_object (g_steal_pointer (&store));
  assert_damage_found (path);
}

static void
test_sound_file_written (void)
{
  gint64              event;
  g_autofree char    *path = sealed_file ("sound.db", &event);
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = NULL;
  g_autofree char    *full = NULL;
  GStatBuf            st;

  g_test_summary ("A sealed file touched only by Qili, or only in its times (touch), is written as usual");
  for (guint i = 0; i < 3; i++)
    {
      store = xq_store_open (path, &error);
      g_assert_no_error (error);
      g_assert_true (xq_desk_set_result (store, event, 3, 2 + i, 1, "1-0", -1, -1, &error));
      g_assert_no_error (error);
      g_clear_object (&store);
    }
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (utime (path, NULL), ==, 0);
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_true (xq_desk_set_result (store, event, 3, 5, 1, "0-1", -1, -1, &error));
  g_assert_no_error (error);
  g_clear_object (&store);
  full = test_sqlite_text (path, TRUE, "PRAGMA integrity_check");
  g_assert_cmpstr (full, ==, "ok");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/store/seal/truncated", test_truncated);
  g_test_add_func ("/xq/store/seal/flipped-byte", test_flipped_byte);
  g_test_add_func ("/xq/store/seal/sqlite3-shell", test_sqlite3_shell);
  g_test_add_func ("/xq/store/seal/changed-while-open", test_changed_while_open);
  g_test_add_func ("/xq/store/seal/sound-file-written", test_sound_file_written);
  return g_test_run ();
}
