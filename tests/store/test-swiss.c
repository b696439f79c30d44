/* test-swiss.c: Swiss pairing — the exact optimum (brute force), the criteria, and checks of
 * many simulated tournaments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "test-util.h"
#include "xq-desk.h"
#include "xq-swiss.h"

static const XqGameResult random_results[] = { XQ_GAME_RESULT_RED_WIN, XQ_GAME_RESULT_RED_WIN, XQ_GAME_RESULT_BLACK_WIN, XQ_GAME_RESULT_BLACK_WIN,
                                               XQ_GAME_RESULT_DRAW, XQ_GAME_RESULT_DRAW, XQ_GAME_RESULT_RED_WIN_FORFEIT,
                                               XQ_GAME_RESULT_BLACK_WIN_FORFEIT, XQ_GAME_RESULT_DOUBLE_FORFEIT };

/* Pairs the next round with the real pairing code and enters random results. FALSE when no
 * pairing exists. */
static gboolean
play_round (XqEventData *data,
            GRand       *rand)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) games = xq_swiss_pair (data, &error);
  guint              round = data->n_rounds + 1;

  if (games == NULL)
    {
      g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING);
      return FALSE;
    }
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      XqGameResult  r = random_results[g_rand_int_range (rand, 0, G_N_ELEMENTS (random_results))];
      test_add_game (data, round, g->red, g->black, r);
    }
  return TRUE;
}

/* Best total weight of a perfect matching of the vertex set @mask, by dynamic programming;
 * FALSE when none. */
static gboolean
brute_force (XqSwissProblem *p,
             guint           nv,
             XqWeight       *best)
{
  guint                full = (1u << nv) - 1;
  g_autofree XqWeight *value = g_new0 (XqWeight, full + 1);
  g_autofree gboolean *ok = g_new0 (gboolean, full + 1);

  ok[0] = TRUE;
  for (guint mask = 1; mask <= full; mask++)
    {
      int v;
      if (__builtin_popcount (mask) % 2 == 1)
        continue;
      v = __builtin_ctz (mask);
      for (guint u = v + 1; u < nv; u++)
        {
          XqWeight w;
          guint    rest = mask & ~(1u << v) & ~(1u << u);
          if (!(mask & (1u << u)) || !ok[rest] || !xq_swiss_problem_weight (p, v, u, &w))
            continue;
          if (!ok[mask] || value[rest] + w > value[mask])
            {
              ok[mask] = TRUE;
              value[mask] = value[rest] + w;
            }
        }
    }
  *best = value[full];
  return ok[full];
}

static void
test_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240601);
  guint             tournaments = 1000, rounds_checked = 0, impossible = 0;

  g_test_summary ("On 1000 random tournaments of up to 12 players, every round's pairing has the largest "
                  "weight any pairing can have (brute force over all perfect matchings)");
  for (guint t = 0; t < tournaments; t++)
    {
      guint                   n = g_rand_int_range (rand, 3, 13);
      guint                   rounds = g_rand_int_range (rand, 1, n + 1);
      g_autoptr (XqEventData) data = NULL;
      int                     ratings[12];

      for (guint i = 0; i < n; i++)
        ratings[i] = g_rand_int_range (rand, 1200, 1300); /* ties in rating too */
      data = test_event_new (XQ_SYSTEM_SWISS, n, ratings, NULL);
      data->event.method = (XqPairingMethod) g_rand_int_range (rand, 0, 4);
      data->event.random_seed = t;
      for (guint r = 1; r <= rounds; r++)
        {
          g_autoptr (XqSwissProblem) p = xq_swiss_problem_new (data, r, NULL);
          guint                      nv = xq_swiss_problem_get_n_vertices (p);
          g_autofree int            *mates = g_new (int, nv);
          g_autoptr (GError)         error = NULL;
          XqWeight                   best = 0, got = 0;
          gboolean                   exists = brute_force (p, nv, &best);

          if (!xq_swiss_problem_solve (p, mates, &error))
            {
              g_assert_false (exists);
              g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING);
              impossible++;
              break;
            }
          g_assert_true (exists);
          for (guint v = 0; v < nv; v++)
            {
              XqWeight w;
              g_assert_cmpint (mates[mates[v]], ==, (int) v);
              if ((guint) mates[v] < v)
                continue;
              g_assert_true (xq_swiss_problem_weight (p, v, mates[v], &w));
              got += w;
            }
          if (got != best)
            g_error ("tournament %u round %u (%u vertices, method %d): pairing weight %s the best by %.0f", t, r, nv,
                     data->event.method, got > best ? "exceeds" : "falls short of", (double) (got > best ? got - best : best - got));
          rounds_checked++;
          g_assert_true (play_round (data, rand));
        }
    }
  g_test_message ("%u rounds checked, %u tournaments ended early with no legal pairing", rounds_checked, impossible);
}

static guint
simulate_and_check (guint   count,
                    guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint             rounds_total = 0;

  for (guint t = 0; t < count; t++)
    {
      guint                   n = g_rand_int_range (rand, 2, 61);
      guint                   rounds = g_rand_int_range (rand, 1, MIN (n, 12) + 1);
      g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_SWISS, n, NULL, NULL);
      g_autoptr (GArray)      violations = NULL;

      data->event.rounds = rounds;
      data->event.method = (XqPairingMethod) g_rand_int_range (rand, 0, 4);
      for (guint r = 1; r <= rounds; r++)
        {
          if (!play_round (data, rand))
            break;
          rounds_total++;
        }
      violations = xq_desk_check (data);
      for (guint i = 0; i < violations->len; i++)
        g_test_message ("tournament %u: %s", t, g_array_index (violations, XqViolation, i).message);
      g_assert_cmpuint (violations->len, ==, 0);
    }
  return rounds_total;
}

static void
test_generated_checked (gconstpointer count)
{
  guint rounds;

  g_test_summary ("Simulated Swiss tournaments (2–60 players, random results with forfeits) pass check: "
                  "no rematch, no third colour in a row, colour difference below 3, one bye at most, scores consistent");
  rounds = simulate_and_check (GPOINTER_TO_UINT (count), 77);
  g_test_message ("%u rounds paired", rounds);
}

static XqEventData *
round_one (XqPairingMethod method,
           guint           n)
{
  XqEventData *data = test_event_new (XQ_SYSTEM_SWISS, n, NULL, NULL);

  data->event.method = method;
  return data;
}

static void
assert_boards (GArray    *games,
               const int *expect,
               guint      n_boards)
{
  g_assert_cmpuint (games->len, ==, n_boards);
  for (guint i = 0; i < n_boards; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      g_assert_cmpint (g->red, ==, expect[2 * i]);
      g_assert_cmpint (g->black, ==, expect[2 * i + 1]);
    }
}

static void
test_round_one_methods (void)
{
  static const int        fold[] = { 1, 5, 2, 6, 3, 7, 4, 8 };
  static const int        adjacent[] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  static const int        first_last[] = { 1, 8, 2, 7, 3, 6, 4, 5 };
  g_autoptr (XqEventData) a = round_one (XQ_PAIRING_FOLD, 8);
  g_autoptr (XqEventData) b = round_one (XQ_PAIRING_ADJACENT, 8);
  g_autoptr (XqEventData) c = round_one (XQ_PAIRING_FIRST_LAST, 8);
  g_autoptr (GArray)      ga = xq_swiss_pair (a, NULL);
  g_autoptr (GArray)      gb = xq_swiss_pair (b, NULL);
  g_autoptr (GArray)      gc = xq_swiss_pair (c, NULL);

  g_test_summary ("Round 1 by rating: 拦腰 1–5 2–6…, 临近 1–2 3–4…, 首尾 1–8 2–7…; the higher-rated player has Red (seed 000: 单号先走)");
  assert_boards (ga, fold, 4);
  assert_boards (gb, adjacent, 4);
  assert_boards (gc, first_last, 4);
}

static void
test_bye (void)
{
  g_autoptr (XqEventData) data = round_one (XQ_PAIRING_FOLD, 7);
  g_autoptr (GArray)      r1 = xq_swiss_pair (data, NULL);
  const XqGame           *bye;

  g_test_summary ("The bye goes to the lowest-ranked player, never twice to the same one, and scores a win");
  bye = &g_array_index (r1, XqGame, r1->len - 1);
  g_assert_cmpint (bye->black, ==, 0);
  g_assert_cmpint (bye->red, ==, 7);
  /* Round 1: everyone loses with Red but the bye; 7 is then ranked first among nobody… */
  for (guint i = 0; i < r1->len; i++)
    {
      const XqGame *g = &g_array_index (r1, XqGame, i);
      test_add_game (data, 1, g->red, g->black, XQ_GAME_RESULT_DRAW);
    }
  {
    g_autoptr (GArray) r2 = xq_swiss_pair (data, NULL);
    const XqGame      *bye2 = &g_array_index (r2, XqGame, r2->len - 1);
    g_assert_cmpint (bye2->black, ==, 0);
    /* Everyone drew but 7 (bye = a win, 2 points): the lowest ranked without a bye is 6. */
    g_assert_cmpint (bye2->red, ==, 6);
  }
}

static void
test_colours (void)
{
  g_autoptr (XqEventData) data = round_one (XQ_PAIRING_FOLD, 4);
  g_autoptr (GRand)       rand = g_rand_new_with_seed (3);

  g_test_summary ("Colours alternate where possible; a player with Red, Red gets Black");
  /* Player 1 had Red twice; player 2 Black twice; 3 and 4 alternate. */
  test_add_game (data, 1, 1, 3, XQ_GAME_RESULT_DRAW);
  test_add_game (data, 1, 4, 2, XQ_GAME_RESULT_DRAW);
  test_add_game (data, 2, 1, 4, XQ_GAME_RESULT_DRAW);
  test_add_game (data, 2, 3, 2, XQ_GAME_RESULT_DRAW);
  {
    g_autoptr (GArray) r3 = xq_swiss_pair (data, NULL);
    g_assert_cmpuint (r3->len, ==, 2);
    /* 1 and 2 have not met: 1 must take Black, 2 must take Red. */
    g_assert_cmpint (g_array_index (r3, XqGame, 0).red, ==, 2);
    g_assert_cmpint (g_array_index (r3, XqGame, 0).black, ==, 1);
  }
  (void) rand;
}

static void
test_no_pairing (void)
{
  g_autoptr (XqEventData) data = round_one (XQ_PAIRING_FOLD, 2);
  g_autoptr (GError)      error = NULL;
  g_autoptr (GArray)      r2 = NULL;

  g_test_summary ("When only rematches remain, pairing fails with a clear error instead of breaking a rule");
  test_add_game (data, 1, 1, 2, XQ_GAME_RESULT_RED_WIN);
  r2 = xq_swiss_pair (data, &error);
  g_assert_null (r2);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING);
}

static void
test_score_groups (void)
{
  g_autoptr (XqEventData) data = round_one (XQ_PAIRING_FOLD, 8);
  g_autoptr (GArray)      r2 = NULL;

  g_test_summary ("Later rounds pair inside score groups from the top: winners meet winners");
  test_add_game (data, 1, 1, 5, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 6, 2, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 3, 7, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 8, 4, XQ_GAME_RESULT_RED_WIN);
  r2 = xq_swiss_pair (data, NULL);
  /* Winners 1 3 6 8 (by rating), losers 2 4 5 7: 拦腰 inside each group, colours alternating. */
  for (guint i = 0; i < 2; i++)
    {
      const XqGame *g = &g_array_index (r2, XqGame, i);
      g_assert_true (g->red == 1 || g->red == 3 || g->red == 6 || g->red == 8);
      g_assert_true (g->black == 1 || g->black == 3 || g->black == 6 || g->black == 8);
    }
  g_assert_cmpint (MIN (g_array_index (r2, XqGame, 0).red, g_array_index (r2, XqGame, 0).black), ==, 1);
  g_assert_cmpint (MAX (g_array_index (r2, XqGame, 0).red, g_array_index (r2, XqGame, 0).black), ==, 6);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/store/swiss/round-one-methods", test_round_one_methods);
  g_test_add_func ("/xq/store/swiss/bye", test_bye);
  g_test_add_func ("/xq/store/swiss/colours", test_colours);
  g_test_add_func ("/xq/store/swiss/score-groups", test_score_groups);
  g_test_add_func ("/xq/store/swiss/no-pairing", test_no_pairing);
  if (g_test_slow ())
    g_test_add_data_func ("/xq/store/swiss/generated-5000", GUINT_TO_POINTER (5000), test_generated_checked);
  else
    {
      g_test_add_func ("/xq/store/swiss/brute-force-1000", test_brute_force);
      g_test_add_data_func ("/xq/store/swiss/generated-300", GUINT_TO_POINTER (300), test_generated_checked);
    }
  return g_test_run ();
}
