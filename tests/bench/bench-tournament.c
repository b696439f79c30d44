/* bench-tournament.c: times Swiss pairing and standings on an event of an event file
 *
 * bench-tournament FILE EVENT: pairs the event's last round again (in memory, from the results of
 * the rounds before it) and computes the standings after all rounds; prints the times as JSON, and
 * digests (FNV-1a, 64 bits) of the pairings stored in the file and of the round paired again, so
 * that two builds can be shown to pair alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "xq-standings.h"
#include "xq-store.h"
#include "xq-swiss.h"

#define REPEAT 5

/* The process's CPU time: steadier than the clock on a machine that others load. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Folds round, board, red and black of every game of @games into @h. */
static guint64
digest_pairings (guint64       h,
                 const GArray *games)
{
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      gint64        fields[4] = { g->round, g->board, g->red, g->black };
      const guint8 *bytes = (const guint8 *) fields;

      for (gsize b = 0; b < sizeof fields; b++)
        {
          h ^= bytes[b];
          h *= 0x100000001b3ull;
        }
    }
  return h;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqStore)     store = NULL;
  g_autoptr (XqEventData) data = NULL;
  double                  pair_best = G_MAXDOUBLE, pair_cpu_best = G_MAXDOUBLE, standings_best = G_MAXDOUBLE;
  guint                   players, rounds, boards = 0;
  guint64                 stored_digest, paired_digest = 0;

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
  stored_digest = digest_pairings (0xcbf29ce484222325ull, data->games);
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
      double             c0 = cpu_seconds ();
      g_autoptr (GArray) games = xq_swiss_pair (data, &error);
      if (games == NULL)
        {
          fprintf (stderr, "bench-tournament: %s\n", error->message);
          return 1;
        }
      boards = games->len;
      paired_digest = digest_pairings (0xcbf29ce484222325ull, games);
      pair_best = MIN (pair_best, (g_get_monotonic_time () - t0) / 1e6);
      pair_cpu_best = MIN (pair_cpu_best, cpu_seconds () - c0);
    }
  printf ("{\"players\":%u,\"rounds\":%u,\"pair_round_seconds\":%.4f,\"pair_round_cpu_seconds\":%.4f,\"pair_round\":%u,\"boards\":%u,"
          "\"standings_seconds\":%.4f,\"stored_pairings\":\"%016" G_GINT64_MODIFIER "x\",\"paired_again\":\"%016" G_GINT64_MODIFIER
          "x\"}\n",
          players, rounds, pair_best, pair_cpu_best, rounds, boards, standings_best, stored_digest, paired_digest);
  return 0;
}
