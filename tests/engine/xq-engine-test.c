/* xq-engine-test.c: what the tests against Debian's Fairy-Stockfish share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-engine-test.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "xq-uci-engine.h"

gboolean
xq_engine_test_have_engine (void)
{
  if (g_file_test (XQ_ENGINE_DEFAULT_PATH, G_FILE_TEST_IS_EXECUTABLE))
    return TRUE;
  g_test_skip ("no " XQ_ENGINE_DEFAULT_PATH " (apt-get install fairy-stockfish)");
  return FALSE;
}

char *
xq_engine_test_real_game_path (void)
{
  const char *shared = g_getenv ("QILI_SHARED_DIR");
  char       *path = g_build_filename (shared != NULL ? shared : ".", "data", XQ_ENGINE_TEST_REAL_GAME, NULL);

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    return path;
  g_free (path);
  g_test_skip ("no shared corpus");
  return NULL;
}

XqGame *
xq_engine_test_load_real_game (void)
{
  g_autofree char         *path = xq_engine_test_real_game_path ();
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqRecordFile) file = NULL;
  XqGame                  *game;

  if (path == NULL)
    return NULL;
  file = xq_record_file_new_for_path (path, &error);
  g_assert_no_error (error);
  game = xq_record_file_load_game (file, 0, NULL, &error);
  g_assert_no_error (error);
  return game;
}

guint
xq_engine_test_count_children (void)
{
  g_autoptr (GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char      *name;
  guint            n = 0;

  g_assert_nonnull (proc);
  while ((name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *path = NULL, *stat = NULL;
      const char      *end;
      char             state;
      int              ppid;

      if (!g_ascii_isdigit (*name))
        continue;
      path = g_build_filename ("/proc", name, "stat", NULL);
      if (g_file_get_contents (path, &stat, NULL, NULL) && (end = strrchr (stat, ')')) != NULL &&
          sscanf (end + 1, " %c %d", &state, &ppid) == 2 && ppid == getpid ())
        n++;
    }
  return n;
}

gboolean
xq_engine_test_timeout_cb (gpointer what)
{
  g_error ("%s did not come in time", (const char *) what);
  return G_SOURCE_REMOVE;
}
