/* test-writers.c: two programs writing one event file at once (the app and a qili-cli script):
 * every write waits for the other's lock (busy timeout) instead of failing "database is locked"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-store.h"

#define WRITERS 4
#define WRITES  100

typedef struct
{
  const char *path;
  gint64      event;
  guint       writer;
  guint       failures;
  char       *first_error;
} Writer;

/* One writer: its own connection to the file, like another program. */
static gpointer
write_players (gpointer data)
{
  Writer             *w = data;
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = xq_store_open (w->path, &error);

  if (store == NULL)
    {
      w->failures = WRITES;
      w->first_error = g_strdup (error->message);
      return NULL;
    }
  for (guint i = 0; i < WRITES; i++)
    {
      g_autofree char *name = g_strdup_printf ("Writer %u player %u", w->writer, i);
      if (xq_store_add_player (store, w->event, name, 1500, NULL, NULL, &error) == 0)
        {
          w->failures++;
          if (w->first_error == NULL)
            w->first_error = g_strdup (error->message);
          g_clear_error (&error);
        }
    }
  return NULL;
}

static void
test_racing_writes (void)
{
  g_autofree char        *path = g_build_filename (g_get_user_data_dir (), "racing.db", NULL);
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqStore)     store = NULL;
  g_autoptr (XqEventData) data = NULL;
  XqEvent                 event = { 0 };
  Writer                  writers[WRITERS] = { { 0 } };
  GThread                *threads[WRITERS];
  gint64                  id;
  guint                   failures = 0;

  g_test_summary ("Four writers on one event file, each with its own connection, add 100 players each at once: "
                  "all 400 writes succeed (they wait for each other's lock), none is lost");
  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  event.name = (char *) "Racing";
  event.system = XQ_SYSTEM_SWISS;
  event.rounds = 5;
  event.games_per_match = 1;
  xq_event_set_defaults (&event);
  id = xq_store_create_event (store, &event, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < WRITERS; i++)
    {
      writers[i] = (Writer){ path, id, i, 0, NULL };
      threads[i] = g_thread_new ("writer", write_players, &writers[i]);
    }
  for (guint i = 0; i < WRITERS; i++)
    {
      g_thread_join (threads[i]);
      if (writers[i].first_error != NULL)
        g_test_message ("writer %u: %u failed, first: %s", i, writers[i].failures, writers[i].first_error);
      failures += writers[i].failures;
      g_free (writers[i].first_error);
    }
  g_assert_cmpuint (failures, ==, 0);
  data = xq_store_load_event (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (data->entries->len, ==, WRITERS * WRITES);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/store/writers/racing", test_racing_writes);
  return g_test_run ();
}
