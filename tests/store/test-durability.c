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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_data_func ("/xq/store/durability/kill", GUINT_TO_POINTER (g_test_slow () ? 200 : 12), test_kill);
  return g_test_run ();
}
