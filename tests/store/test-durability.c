/* test-durability.c: a process entering results is killed (SIGKILL) at random points; every
 * result it reported as saved is in the file afterwards and the file passes integrity_check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "xq-desk.h"
#include "xq-store-private.h"
#include "xq-store.h"

#define PLAYERS 80

static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "+-", "-+", "--" };

/* The child: enters a result on every board, reporting "board result-index" after each commit. */
G_GNUC_NORETURN static void
child (const char *path,
       gint64      event,
       guint       boards,
       int         fd,
       guint32     seed)
{
  g_autoptr (GError) error = NULL;
  XqStore           *store = xq_store_open (path, &error);
  GRand             *rand = g_rand_new_with_seed (seed);

  if (store == NULL)
    _exit (3);
  for (guint b = 1; b <= boards; b++)
    {
      guint r = g_rand_int_range (rand, 0, G_N_ELEMENTS (results));
      char  line[32];
      int   len;

      if (!xq_desk_set_result (store, event, 1, b, 1, results[r], -1, -1, &error))
        _exit (4);
      len = g_snprintf (line, sizeof line, "%u %u\n", b, r);
      if (write (fd, line, len) != len)
        _exit (5);
    }
  _exit (0);
}

static void
one_run (guint32 seed)
{
  g_autofree char    *path = g_strdup_printf ("%s/durable-%u.db", g_get_user_data_dir (), seed);
  g_autoptr (GError)  error = NULL;
  g_autoptr (GRand)   rand = g_rand_new_with_seed (seed);
  g_autoptr (GArray)  saved = g_array_new (FALSE, FALSE, sizeof (guint) * 2);
  g_autoptr (GString) buffer = g_string_new (NULL);
  XqStore            *store;
  XqEvent             event = { 0 };
  gint64              id;
  guint               boards = PLAYERS / 2, stop_after;
  int                 fds[2], status;
  pid_t               pid;

  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  event.name = (char *) "Durability";
  event.system = XQ_SYSTEM_SWISS;
  event.rounds = 1;
  event.games_per_match = 1;
  id = xq_store_create_event (store, &event, &error);
  for (guint i = 0; i < PLAYERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i);
      xq_store_add_player (store, id, name, 1500, NULL, NULL, &error);
    }
  g_assert_cmpuint (xq_desk_pair (store, id, NULL, &error), ==, 1);
  g_assert_no_error (error);
  g_object_unref (store);

  g_assert_cmpint (pipe (fds), ==, 0);
  stop_after = g_rand_int_range (rand, 0, boards + 1);
  fflush (stdout);
  fflush (stderr);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (fds[0]);
      child (path, id, boards, fds[1], seed);
    }
  close (fds[1]);

  /* Read reports until the chosen count, then kill within a random few milliseconds. */
  while (saved->len < stop_after)
    {
      char    chunk[256];
      ssize_t n = read (fds[0], chunk, sizeof chunk);
      char   *nl;

      if (n <= 0)
        break;
      g_string_append_len (buffer, chunk, n);
      while ((nl = strchr (buffer->str, '\n')) != NULL)
        {
          guint pair[2];
          g_assert_cmpint (sscanf (buffer->str, "%u %u", &pair[0], &pair[1]), ==, 2);
          g_array_append_val (saved, pair);
          g_string_erase (buffer, 0, nl - buffer->str + 1);
        }
    }
  g_usleep (g_rand_int_range (rand, 0, 4000));
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  /* Reports written before the kill but not read yet count as saved too. */
  for (;;)
    {
      char    chunk[256];
      ssize_t n = read (fds[0], chunk, sizeof chunk);
      char   *nl;

      if (n <= 0)
        break;
      g_string_append_len (buffer, chunk, n);
      while ((nl = strchr (buffer->str, '\n')) != NULL)
        {
          guint pair[2];
          if (sscanf (buffer->str, "%u %u", &pair[0], &pair[1]) == 2)
            g_array_append_val (saved, pair);
          g_string_erase (buffer, 0, nl - buffer->str + 1);
        }
    }
  close (fds[0]);
  g_assert_true (!WIFEXITED (status) || WEXITSTATUS (status) == 0);

  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  {
    g_autoptr (sqlite3_stmt) check = xq_store_prepare (store, "PRAGMA integrity_check", &error);
    g_assert_cmpint (sqlite3_step (check), ==, SQLITE_ROW);
    g_assert_cmpstr ((const char *) sqlite3_column_text (check, 0), ==, "ok");
  }
  for (guint i = 0; i < saved->len; i++)
    {
      guint       *pair = &g_array_index (saved, guint, 2 * i);
      XqGame       g;
      XqGameResult expect;
      g_assert_true (xq_store_find_game (store, id, 1, pair[0], 1, &g, &error));
      g_assert_true (xq_game_result_from_string (results[pair[1]], &expect));
      g_assert_cmpint (g.result, ==, expect);
    }
  g_test_message ("seed %u: killed after %u reported results", seed, saved->len);
  g_object_unref (store);
}

static void
test_kill (gconstpointer data)
{
  guint runs = GPOINTER_TO_UINT (data);

  g_test_summary ("SIGKILL at random points while results are entered: every reported result survives and "
                  "PRAGMA integrity_check is ok");
  for (guint i = 0; i < runs; i++)
    one_run (1000 + i);
}

/* The version 3 fixture upgraded by a child killed at a random time within the upgrade: the file
 * is afterwards either as it was or fully upgraded, and opening it upgrades it with every game and
 * journal row. */
static void
test_kill_upgrade (gconstpointer data)
{
  guint             runs = GPOINTER_TO_UINT (data), finished = 0;
  g_autofree char  *fixture = g_test_build_filename (G_TEST_DIST, "data", "store", "events-v3.db", NULL);
  g_autofree char  *bytes = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (17);
  gsize             len;
  gint64            span;

  g_test_summary ("SIGKILL while a version 3 file (in rollback-journal or WAL mode) is being upgraded (backup, "
                  "then the games table rebuilt with foreign keys off): the next open rolls back what was cut "
                  "off and upgrades it with every game and journal row");
  g_assert_true (g_file_get_contents (fixture, &bytes, &len, NULL));
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  /* How long an upgrade takes here, to kill within it. */
  {
    g_autofree char *path = g_strdup_printf ("%s/upgrade-timed.db", g_get_user_data_dir ());
    gint64           start = g_get_monotonic_time ();
    XqStore         *timed;

    g_assert_true (g_file_set_contents (path, bytes, len, NULL));
    timed = xq_store_open (path, NULL);
    g_assert_nonnull (timed);
    g_object_unref (timed);
    span = MAX (g_get_monotonic_time () - start, 1000);
  }
  for (guint i = 0; i < runs; i++)
    {
      g_autofree char    *path = g_strdup_printf ("%s/upgrade-%u.db", g_get_user_data_dir (), i);
      g_autoptr (GError)  error = NULL;
      g_autoptr (XqStore) store = NULL;
      int                 status, fds[2];
      char                done = 0;
      pid_t               pid;

      g_assert_true (g_file_set_contents (path, bytes, len, NULL));
      if (i % 2 == 1)
        {
          /* As Qili leaves its files: in WAL mode (the fixture is in rollback-journal mode). */
          sqlite3 *db = NULL;
          g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
          g_assert_cmpint (sqlite3_exec (db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL), ==, SQLITE_OK);
          sqlite3_close (db);
        }
      fflush (stdout);
      fflush (stderr);
      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          /* Says whether the upgrade got through, then ends the way the parent would end it, so
           * that nothing runs at exit (under valgrind: no leak check of a half-copied process). */
          XqStore *child_store = xq_store_open (path, NULL);
          char     said = child_store != NULL ? 'y' : 'n';
          if (write (fds[1], &said, 1) != 1)
            said = 'n';
          kill (getpid (), SIGKILL);
        }
      close (fds[1]);
      g_usleep (g_rand_int_range (rand, 0, (gint32) (span * 3 / 2)));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      if (read (fds[0], &done, 1) == 1)
        {
          g_assert_cmpint (done, ==, 'y');
          finished++;
        }
      close (fds[0]);
      store = xq_store_open (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (xq_store_get_schema_version (store), ==, xq_store_latest_version ());
      {
        g_autoptr (sqlite3_stmt) games = xq_store_prepare (store, "SELECT count(*) FROM games", &error);
        g_autoptr (sqlite3_stmt) journal = xq_store_prepare (store, "SELECT count(*) FROM result_journal", &error);
        g_autoptr (sqlite3_stmt) check = xq_store_prepare (store, "PRAGMA integrity_check", &error);
        g_assert_cmpint (sqlite3_step (games), ==, SQLITE_ROW);
        g_assert_cmpint (sqlite3_column_int (games, 0), ==, 8);
        g_assert_cmpint (sqlite3_step (journal), ==, SQLITE_ROW);
        g_assert_cmpint (sqlite3_column_int (journal, 0), ==, 5);
        g_assert_cmpint (sqlite3_step (check), ==, SQLITE_ROW);
        g_assert_cmpstr ((const char *) sqlite3_column_text (check, 0), ==, "ok");
      }
    }
  g_test_message ("%u upgrades killed within 1.5 × %" G_GINT64_FORMAT " µs, %u of them finished first", runs, span,
                  finished);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_data_func ("/xq/store/durability/kill", GUINT_TO_POINTER (g_test_slow () ? 200 : 12), test_kill);
  g_test_add_data_func ("/xq/store/durability/kill-upgrade", GUINT_TO_POINTER (g_test_slow () ? 200 : 20),
                        test_kill_upgrade);
  return g_test_run ();
}
