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

XqGame *
records_test_random_game (GRand   *rand,
                          gboolean setup)
{
  XqPosition  start;
  XqGame     *game;
  XqGameNode *node;
  XqPosition  pos;

  if (setup)
    g_assert_true (xq_position_from_fen (&start, "2bak4/4a4/4b1n2/p3p3p/2p3p2/9/P1P1P1P1P/1C2B2C1/4A4/1NB1KA1R1 b", NULL));
  else
    xq_position_init_start (&start);
  game = xq_game_new (&start);
  node = xq_game_get_root (game);
  pos = start;
  for (guint ply = 0; ply < 60; ply++)
    {
      XqMoveList list;
      XqUndo     undo;
      XqMove     move;
      guint      k;

      xq_generate_legal (&pos, &list);
      if (list.n == 0)
        break;
      k = (guint) g_rand_int_range (rand, 0, (gint32) list.n);
      move = list.moves[k];
      if (list.n > 1 && g_rand_int_range (rand, 0, 6) == 0)
        {
          /* An alternative, one move long, with a comment */
          XqMove      other = list.moves[(k + 1 + (guint) g_rand_int_range (rand, 0, (gint32) list.n - 1)) % list.n];
          XqGameNode *alt;

          xq_game_add_move (game, node, move, NULL);
          alt = xq_game_add_move (game, node, other, NULL);
          xq_game_node_set_comment (alt, "another way");
        }
      node = xq_game_add_move (game, node, move, NULL);
      if (g_rand_int_range (rand, 0, 8) == 0)
        xq_game_node_add_nag (node, (guint8) g_rand_int_range (rand, 1, 7));
      if (g_rand_int_range (rand, 0, 10) == 0)
        xq_game_node_set_comment (node, "a note");
      xq_position_make (&pos, move, &undo);
    }
  xq_game_set_tag (game, "Event", "random");
  return game;
}

const char *
records_test_corpus_dir (void)
{
  static char *dir;

  if (dir == NULL)
    dir = g_build_filename (g_getenv ("QILI_SHARED_DIR") ? g_getenv ("QILI_SHARED_DIR") : "../shared", "data", "records",
                            "real", NULL);
  return dir;
}
