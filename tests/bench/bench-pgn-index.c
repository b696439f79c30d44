/* bench-pgn-index.c: how long a large PGN file takes to open to a list of games
 *
 * Usage: bench-pgn-index FILE. Prints one JSON object: the number of games, the encoding, the
 * seconds to read the file, to index it (tags of every game, no movetext parsed), to look up
 * the players of every game as a list would, and to parse one game in the middle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "xq-records.h"

static double
seconds_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError)       error = NULL;
  g_autoptr (GBytes)       bytes = NULL;
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (XqGame)       game = NULL;
  char                    *contents = NULL;
  gsize                    len = 0, chars = 0;
  gint64                   start;
  double                   read_s, open_s, list_s, load_s;
  guint                    n;

  if (argc != 2)
    {
      fprintf (stderr, "usage: bench-pgn-index FILE\n");
      return 2;
    }
  start = g_get_monotonic_time ();
  if (!g_file_get_contents (argv[1], &contents, &len, &error))
    {
      fprintf (stderr, "bench-pgn-index: %s\n", error->message);
      return 1;
    }
  bytes = g_bytes_new_take (contents, len);
  read_s = seconds_since (start);

  start = g_get_monotonic_time ();
  file = xq_record_file_new (bytes, &error);
  open_s = seconds_since (start);
  if (file == NULL)
    {
      fprintf (stderr, "bench-pgn-index: %s\n", error->message);
      return 1;
    }
  n = xq_record_file_get_n_games (file);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < n; i++)
    {
      const char *red = xq_record_file_get_tag (file, i, "Red");
      const char *black = xq_record_file_get_tag (file, i, "Black");
      chars += (red ? strlen (red) : 0) + (black ? strlen (black) : 0);
    }
  list_s = seconds_since (start);

  start = g_get_monotonic_time ();
  game = xq_record_file_load_game (file, n / 2, NULL, &error);
  load_s = seconds_since (start);
  if (game == NULL)
    {
      fprintf (stderr, "bench-pgn-index: %s\n", error->message);
      return 1;
    }

  printf ("{\"games\":%u,\"bytes\":%" G_GSIZE_FORMAT ",\"encoding\":\"%s\",\"read_seconds\":%.4f,"
          "\"index_seconds\":%.4f,\"list_seconds\":%.4f,\"open_seconds\":%.4f,\"load_one_seconds\":%.5f,"
          "\"moves_in_loaded_game\":%u,\"tag_bytes\":%" G_GSIZE_FORMAT "}\n",
          n, len,
          xq_encoding_get_name (xq_pgn_index_get_encoding (xq_record_file_get_index (file))),
          read_s, open_s, list_s, read_s + open_s, load_s, xq_game_count_moves (game), chars);
  return 0;
}
