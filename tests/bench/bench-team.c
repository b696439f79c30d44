/* bench-team.c: a team Swiss (分台制) of many teams through the real desk — prints figures, asserts
 * nothing
 *
 * bench-team FILE TEAMS BOARDS ROUNDS: creates a team Swiss of TEAMS teams of BOARDS + 2 players
 * (two reserves) in FILE, then round by round pairs it with xq_desk_pair (load, Swiss matching,
 * boards and colours, line-ups, saving) and enters a random result on every board through the
 * journaled result path; after the last round pairs that round again in memory (Swiss plus the
 * boards, from the results before it, best of 5) and times the standings (best of 5). JSON out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "xq-desk.h"
#include "xq-standings.h"
#include "xq-store.h"
#include "xq-swiss.h"
#include "xq-team.h"

#define REPEAT 5

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static const char *const results[] = { "1-0", "1-0", "0-1", "0-1", "1/2-1/2", "1/2-1/2", "1/2-1/2", "+-" };

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqStore)     store = NULL;
  g_autoptr (XqEventData) data = NULL;
  g_autoptr (GRand)       rand = g_rand_new_with_seed (18);
  XqEvent                 event = { 0 };
  guint                   n_teams, boards, rounds;
  gint64                  id;
  double                  pair_worst = 0, pair_total = 0, results_total = 0, t0;
  double                  memory_best = G_MAXDOUBLE, standings_best = G_MAXDOUBLE;
  guint                   n_games;
  GString                *per_round = g_string_new (NULL);

  if (argc != 5)
    {
      fprintf (stderr, "usage: bench-team FILE TEAMS BOARDS ROUNDS\n");
      return 2;
    }
  n_teams = (guint) atoi (argv[2]);
  boards = (guint) atoi (argv[3]);
  rounds = (guint) atoi (argv[4]);
  store = xq_store_open (argv[1], &error);
  if (store == NULL)
    {
      fprintf (stderr, "bench-team: %s\n", error->message);
      return 1;
    }
  event.name = (char *) "Bench team Swiss";
  event.system = XQ_SYSTEM_SWISS;
  event.rounds = rounds;
  event.games_per_match = 1;
  event.team_boards = boards;
  id = xq_store_create_event (store, &event, &error);
  if (id == 0)
    {
      fprintf (stderr, "bench-team: %s\n", error->message);
      return 1;
    }
  t0 = now ();
  for (guint t = 0; t < n_teams; t++)
    {
      g_autofree char *name = g_strdup_printf ("Team %03u", t + 1);
      gint64           team = xq_store_add_team (store, id, name, "Bench", NULL, 0, &error);
      for (guint k = 0; team != 0 && k < boards + 2; k++)
        {
          g_autofree char *player = g_strdup_printf ("T%03u-%u", t + 1, k + 1);
          XqPlayerSpec     spec = { player, g_rand_int_range (rand, 1200, 2600), NULL, NULL };
          if (xq_store_add_team_player (store, id, team, &spec, &error) == 0)
            team = 0;
        }
      if (team == 0)
        {
          fprintf (stderr, "bench-team: %s\n", error->message);
          return 1;
        }
    }
  fprintf (stderr, "registered %u teams of %u players in %.3f s\n", n_teams, boards + 2, now () - t0);

  for (guint r = 1; r <= rounds; r++)
    {
      g_autoptr (GArray) games = NULL;
      double             t;

      t0 = now ();
      if (xq_desk_pair (store, id, &games, &error) != r)
        {
          fprintf (stderr, "bench-team: round %u: %s\n", r, error != NULL ? error->message : "?");
          return 1;
        }
      t = now () - t0;
      pair_worst = MAX (pair_worst, t);
      pair_total += t;
      g_string_append_printf (per_round, "%s%.4f", r > 1 ? ", " : "", t);
      t0 = now ();
      for (guint i = 0; i < games->len; i++)
        {
          const XqGame *g = &g_array_index (games, XqGame, i);
          if (g->black == 0 || g->result != XQ_GAME_RESULT_NONE)
            continue;
          if (!xq_desk_set_result (store, id, r, g->board, g->game,
                                   results[g_rand_int_range (rand, 0, G_N_ELEMENTS (results))], -1, -1, &error))
            {
              fprintf (stderr, "bench-team: %s\n", error->message);
              return 1;
            }
        }
      results_total += now () - t0;
    }

  data = xq_store_load_event (store, id, &error);
  if (data == NULL)
    {
      fprintf (stderr, "bench-team: %s\n", error->message);
      return 1;
    }
  n_games = data->games->len;
  for (int i = 0; i < REPEAT; i++)
    {
      g_autoptr (XqStandings) s = NULL;
      t0 = now ();
      s = xq_standings_compute (data, NULL);
      standings_best = MIN (standings_best, now () - t0);
    }
  /* Forget the last round and pair it again in memory. */
  {
    guint keep = 0;
    while (keep < data->games->len && g_array_index (data->games, XqGame, keep).round < rounds)
      keep++;
    g_array_set_size (data->games, keep);
    data->n_rounds = rounds - 1;
  }
  for (int i = 0; i < REPEAT; i++)
    {
      g_autoptr (GArray) matches = NULL;
      g_autoptr (GArray) expanded = NULL;
      t0 = now ();
      matches = xq_swiss_pair (data, &error);
      if (matches == NULL)
        {
          fprintf (stderr, "bench-team: %s\n", error->message);
          return 1;
        }
      for (guint k = 0; k < matches->len; k++)
        g_array_index (matches, XqGame, k).round = rounds;
      expanded = xq_team_expand (data, matches);
      memory_best = MIN (memory_best, now () - t0);
    }
  printf ("{\"teams\": %u, \"boards\": %u, \"rounds\": %u, \"games\": %u,\n"
          " \"pair_round_seconds\": [%s],\n"
          " \"pair_worst_seconds\": %.4f, \"pair_mean_seconds\": %.4f,\n"
          " \"pair_last_round_in_memory_seconds\": %.4f,\n"
          " \"results_seconds_per_board\": %.5f,\n"
          " \"standings_seconds\": %.4f}\n",
          n_teams, boards, rounds, n_games, per_round->str, pair_worst, pair_total / rounds, memory_best,
          results_total / MAX (1, n_games), standings_best);
  g_string_free (per_round, TRUE);
  return 0;
}
