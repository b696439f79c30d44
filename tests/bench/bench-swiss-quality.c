/* bench-swiss-quality.c: how good the Swiss pairings are, over generated events
 *
 * bench-swiss-quality [--events N] [--seed S] [--system qili|dutch]: N events (default 100) of 8
 * to 60 players with ratings from 1400 to 2400 are paired round by round by the real pairing code
 * (in memory), results drawn from the rating difference (Elo expectation, a third of the games
 * drawn at equal strength). Over every board of rounds 2 onwards it counts, in wins (a draw is
 * half a win):
 *   sum_sq_diff       Σ (score difference of the two players)²
 *   far_rounds        rounds with at least one board two wins or more apart
 *   leader_bottom     rounds in which a sole leader meets a player of the bottom half (of them
 *                     leader_bottom_forced: he had met every other player of the top half)
 *   floats            boards of players with different scores
 *   colour_repeats    players given the colour they had in their previous game
 * Prints one JSON line; asserts nothing (tests/bench/swiss-quality.sh).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "../store/test-util.h"
#include "xq-dutch.h"
#include "xq-standings.h"
#include "xq-swiss.h"

typedef struct
{
  guint  events, rounds, boards;
  double sum_sq_diff;
  guint  far_rounds, leader_bottom, leader_bottom_forced, floats, colour_repeats, max_diff_halves;
  double seconds;
  guint  failed;
} Figures;

static int
rank_cmp (gconstpointer a,
          gconstpointer b,
          gpointer      user_data)
{
  const int     *points = user_data;
  const XqEntry *ea = *(const XqEntry *const *) a, *eb = *(const XqEntry *const *) b;

  if (points[ea->id] != points[eb->id])
    return points[ea->id] > points[eb->id] ? -1 : 1;
  if (ea->rating != eb->rating)
    return ea->rating > eb->rating ? -1 : 1;
  return ea->number < eb->number ? -1 : 1;
}

static XqGameResult
play (GRand *rand,
      int    red_rating,
      int    black_rating)
{
  double e = 1.0 / (1.0 + pow (10.0, (black_rating - red_rating) / 400.0));
  double draw = 0.33 * (1.0 - fabs (2 * e - 1));
  double x = g_rand_double (rand);

  if (x < e - draw / 2)
    return XQ_GAME_RESULT_RED_WIN;
  if (x < e + draw / 2)
    return XQ_GAME_RESULT_DRAW;
  return XQ_GAME_RESULT_BLACK_WIN;
}

static char
last_colour (const XqEventData *data,
             gint64             entry)
{
  for (guint i = data->games->len; i > 0; i--)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i - 1);
      if (g->black == 0)
        continue;
      if (g->red == entry)
        return 'R';
      if (g->black == entry)
        return 'B';
    }
  return 0;
}

static void
measure_round (const XqEventData *data,
               GArray            *games,
               Figures           *f)
{
  guint                   round = data->n_rounds + 1;
  XqStandingsOptions      o = { round - 1, -1 };
  g_autoptr (XqStandings) st = xq_standings_compute (data, &o);
  g_autofree int         *points = g_new0 (int, data->entries->len + 1);
  g_autoptr (GPtrArray)   ranked = g_ptr_array_new ();
  int                     win = xq_scoring_win_points (data->event.scoring);
  gboolean                far = FALSE;
  gint64                  leader = 0;

  for (guint i = 0; i < st->rows->len; i++)
    {
      const XqStanding *s = &g_array_index (st->rows, XqStanding, i);
      points[s->entry_id] = s->points;
    }
  for (guint i = 0; i < data->entries->len; i++)
    g_ptr_array_add (ranked, &g_array_index (data->entries, XqEntry, i));
  g_ptr_array_sort_with_data (ranked, rank_cmp, points);
  if (ranked->len >= 2)
    {
      const XqEntry *a = g_ptr_array_index (ranked, 0), *b = g_ptr_array_index (ranked, 1);
      if (points[a->id] > points[b->id])
        leader = a->id;
    }

  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      int           diff;

      if (g->black == 0)
        continue;
      f->boards++;
      diff = ABS (points[g->red] - points[g->black]);
      if (round >= 2)
        {
          f->sum_sq_diff += ((double) diff / win) * ((double) diff / win);
          f->max_diff_halves = MAX (f->max_diff_halves, (guint) (2 * diff / win));
          if (diff >= 2 * win)
            far = TRUE;
          if (diff != 0)
            f->floats++;
        }
      if (last_colour (data, g->red) == 'R')
        f->colour_repeats++;
      if (last_colour (data, g->black) == 'B')
        f->colour_repeats++;
      if (leader != 0 && (g->red == leader || g->black == leader))
        {
          gint64 other = g->red == leader ? g->black : g->red;
          for (guint k = 0; k < ranked->len; k++)
            if (((const XqEntry *) g_ptr_array_index (ranked, k))->id == other && k >= ranked->len / 2)
              {
                guint unmet = 0;
                f->leader_bottom++;
                for (guint j = 1; j < ranked->len / 2; j++)
                  {
                    gint64   opp = ((const XqEntry *) g_ptr_array_index (ranked, j))->id;
                    gboolean met = FALSE;
                    for (guint q = 0; q < data->games->len; q++)
                      {
                        const XqGame *h = &g_array_index (data->games, XqGame, q);
                        if ((h->red == leader && h->black == opp) || (h->black == leader && h->red == opp))
                          met = TRUE;
                      }
                    unmet += !met;
                  }
                if (unmet == 0)
                  f->leader_bottom_forced++;
              }
        }
    }
  if (far)
    f->far_rounds++;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("— pairing quality over generated Swiss events");
  g_autoptr (GError)         error = NULL;
  g_autofree char           *system = NULL;
  int                        events = 100, seed = 2029, players = 0, rounds_opt = 0;
  double                     slowest = 0;
  Figures                    f = { 0 };
  GOptionEntry               options[] = {
                  { "events", 0, 0, G_OPTION_ARG_INT, &events, "Events to generate (100)", "N" },
                  { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "Random seed", "S" },
                  { "system", 0, 0, G_OPTION_ARG_STRING, &system, "Pairing rules: qili (default) or dutch", "RULES" },
                  { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players of every event (default 8–60 at random)", "N" },
                  { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds_opt, "Rounds of every event (default 4–9 at random)", "R" },
                  { NULL },
  };
  g_autoptr (GRand) rand = NULL;

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "bench-swiss-quality: %s\n", error->message);
      return 2;
    }
  rand = g_rand_new_with_seed ((guint32) seed);
  for (int e = 0; e < events; e++)
    {
      guint                   n = players > 0 ? (guint) players : (guint) g_rand_int_range (rand, 8, 61);
      guint                   rounds = rounds_opt > 0 ? (guint) rounds_opt : MIN (g_rand_int_range (rand, 4, 10), n / 2 + 1);
      g_autofree int         *ratings = g_new (int, n);
      g_autoptr (XqEventData) data = NULL;

      for (guint i = 0; i < n; i++)
        ratings[i] = g_rand_int_range (rand, 1400, 2401);
      data = test_event_new (XQ_SYSTEM_SWISS, n, ratings, NULL);
      data->event.rounds = rounds;
      if (system != NULL && !xq_swiss_rules_from_string (system, &data->event.swiss_rules))
        {
          fprintf (stderr, "bench-swiss-quality: unknown pairing rules %s\n", system);
          return 2;
        }
      f.events++;
      for (guint r = 1; r <= rounds; r++)
        {
          gint64             t0 = g_get_monotonic_time ();
          g_autoptr (GArray) games = data->event.swiss_rules == XQ_SWISS_RULES_DUTCH ? xq_dutch_pair (data, NULL, NULL) : xq_swiss_pair (data, NULL);

          f.seconds += (g_get_monotonic_time () - t0) / 1e6;
          slowest = MAX (slowest, (g_get_monotonic_time () - t0) / 1e6);
          if (games == NULL)
            {
              f.failed++;
              break;
            }
          f.rounds++;
          measure_round (data, games, &f);
          for (guint i = 0; i < games->len; i++)
            {
              const XqGame  *g = &g_array_index (games, XqGame, i);
              const XqEntry *red = xq_event_data_find_entry (data, g->red);
              const XqEntry *black = g->black != 0 ? xq_event_data_find_entry (data, g->black) : NULL;
              test_add_game (data, r, g->red, g->black, black != NULL ? play (rand, red->rating, black->rating) : XQ_GAME_RESULT_NONE);
            }
        }
    }
  printf ("{\"system\":\"%s\",\"events\":%u,\"rounds\":%u,\"boards\":%u,\"sum_sq_diff\":%.2f,\"far_rounds\":%u,"
          "\"leader_bottom\":%u,\"leader_bottom_forced\":%u,\"floats\":%u,\"max_diff\":%.1f,\"colour_repeats\":%u,\"unpaired_rounds\":%u,"
          "\"pairing_seconds\":%.3f,\"slowest_round_seconds\":%.3f}\n",
          system != NULL ? system : "qili", f.events, f.rounds, f.boards, f.sum_sq_diff, f.far_rounds, f.leader_bottom, f.leader_bottom_forced,
          f.floats, f.max_diff_halves / 2.0, f.colour_repeats, f.failed, f.seconds, slowest);
  return 0;
}
