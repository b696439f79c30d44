/* records-test.c: helpers shared by the records tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "records-test.h"

#include <string.h>

void
records_test_init (int    *argc,
                   char ***argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (argc, argv, NULL);
}

GBytes *
records_test_data (const char *name)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_DIST, "data", "records", name, NULL);
  g_autoptr (GError) error = NULL;
  char              *contents = NULL;
  gsize              len = 0;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, len);
}

XqGame *
records_test_pgn (const char *pgn)
{
  g_autoptr (GError) error = NULL;
  XqGame            *game = xq_pgn_read_game (pgn, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

char *
records_test_main_line (const XqGame *game)
{
  GString *s = g_string_new (NULL);

  for (XqGameNode *n = xq_game_node_get_next (xq_game_get_root (game)); n != NULL; n = xq_game_node_get_next (n))
    {
      char iccs[5];
      xq_move_to_iccs (xq_game_node_get_move (n), iccs);
      if (s->len > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, iccs);
    }
  return g_string_free (s, FALSE);
}

void
records_test_assert_error (const GError *error,
                           int           code,
                           ...)
{
  va_list     args;
  const char *part;

  g_assert_nonnull (error);
  if (error->domain != XQ_RECORD_ERROR || error->code != code)
    g_error ("expected XQ_RECORD_ERROR %d, got %s %d: %s", code, g_quark_to_string (error->domain), error->code,
             error->message);
  va_start (args, code);
  while ((part = va_arg (args, const char *)) != NULL)
    if (strstr (error->message, part) == NULL)
      g_error ("expected \"%s\" in the message: %s", part, error->message);
  va_end (args);
}
