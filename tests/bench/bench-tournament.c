/* bench-tournament.c: times Swiss pairing and standings on an event of an event file
 *
 * bench-tournament FILE EVENT: pairs the event's last round again (in memory, from the results of
 * the rounds before it) and computes the standings after all rounds; prints the times as JSON.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "xq-standings.h"
#include "xq-store.h"
#include "xq-swiss.h"

#define REPEAT 5

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqStore)     store = NULL;
  g_autoptr (XqEventData) data = NULL;
  double                  pair_best = G_MAXDOUBLE, standings_best = G_MAXDOUBLE;
  guint                   players, rounds, boards = 0;

  if (argc != 3)
    {
      fprintf (stderr, "usage: bench-tournament FILE EVENT\n");
      return 2;
    }
  store = xq_store_open (argv[1], &error);
  if (store == NULL || (data = xq_store_load_event (store, g_ascii_strtoll (argv[2], NULL, 10), &error)) == NULL)
    {
      fprintf (stderr, "bench-tournament: %s\n", error->message);
      return 1;
    }
  players = data->entries->len;
  rounds = data->n_rounds;

  for (int i = 0; i < REPEAT; i++)
    {
      gint64                  t0 = g_get_monotonic_time ();
      g_autoptr (XqStandings) s = xq_standings_compute (data, NULL);
      standings_best = MIN (standings_best, (g_get_monotonic_time () - t0) / 1e6);
    }

  /* Forget the last round and pair it again. */
  {
    guint keep = 0;
    while (keep < data->games->len && g_array_index (data->games, XqGame, keep).round < rounds)
      keep++;
    g_array_set_size (data->games, keep);
    data->n_rounds = rounds - 1;
  }
  for (int i = 0; i < REPEAT; i++)
    {
      gint64             t0 = g_get_monotonic_time ();
      g_autoptr (GArray) games = xq_swiss_pair (data, &error);
      if (games == NULL)
        {
          fprintf (stderr, "bench-tournament: %s\n", error->message);
          return 1;
        }
      boards = games->len;
      pair_best = MIN (pair_best, (g_get_monotonic_time () - t0) / 1e6);
    }
  printf ("{\"players\":%u,\"rounds\":%u,\"pair_round_seconds\":%.4f,\"pair_round\":%u,\"boards\":%u,"
          "\"standings_seconds\":%.4f}\n",
          players, rounds, pair_best, rounds, boards, standings_best);
  return 0;
}
