/* test-swiss.c: Swiss pairing — the exact optimum (brute force), the criteria, and checks of
 * many simulated tournaments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "test-util.h"
#include "xq-desk.h"
#include "xq-standings.h"
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

/* The documented criteria (xq-swiss.h), computed here from the event itself, independently of
 * the pairing code: for a candidate pairing, the vector (bye, players outside their score group,
 * Σ score gap², unmet colour preferences), compared in that order, smaller better. */
typedef struct
{
  gint64   entry;
  int      score;
  char     colours[64]; /* R/B of games played over the board */
  guint    n_colours;
  gboolean had_bye;
} Cand;

enum { CRIT_BYE,
       CRIT_OUT,
       CRIT_GAP,
       CRIT_COLOUR,
       N_CRIT };

typedef struct
{
  Cand    *c;
  guint    n;   /* players, ranked */
  gboolean bye; /* vertex n is the bye */
  guint8  *met;
  gint64   best[N_CRIT];
  gboolean found;
  guint64  matchings; /* complete pairings compared */
  int      mate[16];
} Brute;

/* Games with Red minus games with Black. */
static int
brute_balance (const Cand *p)
{
  int diff = 0;

  for (guint i = 0; i < p->n_colours; i++)
    diff += p->colours[i] == 'R' ? 1 : -1;
  return diff;
}

static gboolean
brute_colour_ok (const Cand *p,
                 char        c)
{
  int diff = brute_balance (p) + (c == 'R' ? 1 : -1);

  if (ABS (diff) > 2)
    return FALSE;
  return !(p->n_colours >= 2 && p->colours[p->n_colours - 1] == c && p->colours[p->n_colours - 2] == c);
}

/* Unmet preference of @p given @c: 2 for a colour imbalance, 1 for alternation, 0 without history. */
static int
brute_unmet (const Cand *p,
             char        c)
{
  int diff = brute_balance (p);

  if (diff != 0)
    return (diff > 0) == (c == 'R') ? 2 : 0;
  if (p->n_colours > 0)
    return p->colours[p->n_colours - 1] == c ? 1 : 0;
  return 0;
}

/* The least unmet preferences of a board of @a and @b over allowed colourings; −1 if none. */
static int
brute_board_colour (const Cand *a,
                    const Cand *b)
{
  int best = -1;

  if (brute_colour_ok (a, 'R') && brute_colour_ok (b, 'B'))
    best = brute_unmet (a, 'R') + brute_unmet (b, 'B');
  if (brute_colour_ok (a, 'B') && brute_colour_ok (b, 'R'))
    {
      int c = brute_unmet (a, 'B') + brute_unmet (b, 'R');
      if (best < 0 || c < best)
        best = c;
    }
  return best;
}

static void
brute_add_board (Brute  *bf,
                 guint   a,
                 guint   b,
                 gint64 *cost,
                 int     sign)
{
  if (b == bf->n)
    cost[CRIT_BYE] += sign * (gint64) (bf->n - 1 - a); /* the lower the receiver, the better */
  else
    {
      int gap = bf->c[a].score - bf->c[b].score;
      if (gap != 0)
        cost[CRIT_OUT] += sign * 2;
      cost[CRIT_GAP] += sign * (gint64) gap * gap;
      cost[CRIT_COLOUR] += sign * brute_board_colour (&bf->c[a], &bf->c[b]);
    }
}

static gboolean
brute_allowed (Brute *bf,
               guint  a,
               guint  b)
{
  if (b == bf->n)
    return !bf->c[a].had_bye;
  return !bf->met[a * bf->n + b] && brute_board_colour (&bf->c[a], &bf->c[b]) >= 0;
}

static int
crit_cmp (const gint64 *x,
          const gint64 *y)
{
  for (int k = 0; k < N_CRIT; k++)
    if (x[k] != y[k])
      return x[k] < y[k] ? -1 : 1;
  return 0;
}

/* Every perfect matching of the vertices not yet matched, lowest free vertex first. */
static void
brute_enumerate (Brute  *bf,
                 gint64 *cost)
{
  guint nv = bf->n + (bf->bye ? 1 : 0), a = 0;

  while (a < nv && bf->mate[a] >= 0)
    a++;
  if (a == nv)
    {
      bf->matchings++;
      if (!bf->found || crit_cmp (cost, bf->best) < 0)
        memcpy (bf->best, cost, sizeof bf->best);
      bf->found = TRUE;
      return;
    }
  for (guint b = a + 1; b < nv; b++)
    {
      if (bf->mate[b] >= 0 || !brute_allowed (bf, a, b))
        continue;
      bf->mate[a] = (int) b;
      bf->mate[b] = (int) a;
      brute_add_board (bf, a, b, cost, 1);
      brute_enumerate (bf, cost);
      brute_add_board (bf, a, b, cost, -1);
      bf->mate[a] = bf->mate[b] = -1;
    }
}

static int
cand_cmp (gconstpointer pa,
          gconstpointer pb,
          gpointer      user_data)
{
  const XqEventData *data = user_data;
  const Cand        *a = pa, *b = pb;
  const XqEntry     *ea = xq_event_data_find_entry (data, a->entry), *eb = xq_event_data_find_entry (data, b->entry);

  if (a->score != b->score)
    return a->score > b->score ? -1 : 1;
  if (ea->rating != eb->rating)
    return ea->rating > eb->rating ? -1 : 1;
  return ea->number < eb->number ? -1 : 1;
}

/* Compares the pairing @games of the next round with every legal pairing; returns FALSE when a
 * legal pairing is better on the criteria (@best and @got get both vectors). */
static gboolean
brute_check_round (const XqEventData *data,
                   GArray            *games,
                   guint64           *matchings,
                   gint64            *best,
                   gint64            *got)
{
  guint                   round = data->n_rounds + 1;
  XqStandingsOptions      o = { round - 1, -1 };
  g_autoptr (XqStandings) st = xq_standings_compute (data, &o);
  g_autoptr (GArray)      cands = g_array_new (FALSE, TRUE, sizeof (Cand));
  g_autofree guint8      *met = NULL;
  Brute                   bf = { 0 };
  gint64                  cost[N_CRIT] = { 0 };

  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (data->entries, XqEntry, i);
      Cand           c = { 0 };
      if (e->withdrawn_round >= 0)
        continue;
      c.entry = e->id;
      for (guint k = 0; k < st->rows->len; k++)
        if (g_array_index (st->rows, XqStanding, k).entry_id == e->id)
          c.score = g_array_index (st->rows, XqStanding, k).points;
      for (guint k = 0; k < data->games->len; k++)
        {
          const XqGame *g = &g_array_index (data->games, XqGame, k);
          if (g->annulled || (g->red != e->id && g->black != e->id))
            continue;
          if (g->black == 0)
            c.had_bye = TRUE;
          else if (g->result != XQ_GAME_RESULT_NONE && !xq_game_result_is_forfeit (g->result))
            c.colours[c.n_colours++] = g->red == e->id ? 'R' : 'B';
        }
      g_array_append_val (cands, c);
    }
  g_array_sort_with_data (cands, cand_cmp, (gpointer) data);
  bf.c = (Cand *) cands->data;
  bf.n = cands->len;
  bf.bye = bf.n % 2 == 1;
  met = g_new0 (guint8, bf.n * bf.n);
  for (guint k = 0; k < data->games->len; k++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, k);
      int           a = -1, b = -1;
      if (g->annulled || g->black == 0)
        continue;
      for (guint i = 0; i < bf.n; i++)
        {
          if (bf.c[i].entry == g->red)
            a = (int) i;
          if (bf.c[i].entry == g->black)
            b = (int) i;
        }
      if (a >= 0 && b >= 0)
        met[a * bf.n + b] = met[b * bf.n + a] = 1;
    }
  bf.met = met;
  for (guint v = 0; v < G_N_ELEMENTS (bf.mate); v++)
    bf.mate[v] = -1;
  brute_enumerate (&bf, cost);
  *matchings += bf.matchings;
  g_assert_true (bf.found); /* the pairing code found one, so one exists */

  /* The pairing made, with the colours it gave. */
  memset (got, 0, sizeof (gint64) * N_CRIT);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      int           a = -1, b = -1;
      for (guint k = 0; k < bf.n; k++)
        {
          if (bf.c[k].entry == g->red)
            a = (int) k;
          if (bf.c[k].entry == g->black)
            b = (int) k;
        }
      g_assert_cmpint (a, >=, 0);
      if (g->black == 0)
        {
          g_assert_false (bf.c[a].had_bye);
          got[CRIT_BYE] += bf.n - 1 - a;
          continue;
        }
      g_assert_cmpint (b, >=, 0);
      g_assert_false (met[a * bf.n + b]);
      g_assert_true (brute_colour_ok (&bf.c[a], 'R') && brute_colour_ok (&bf.c[b], 'B'));
      if (bf.c[a].score != bf.c[b].score)
        got[CRIT_OUT] += 2;
      got[CRIT_GAP] += (gint64) (bf.c[a].score - bf.c[b].score) * (bf.c[a].score - bf.c[b].score);
      got[CRIT_COLOUR] += brute_unmet (&bf.c[a], 'R') + brute_unmet (&bf.c[b], 'B');
    }
  memcpy (best, bf.best, sizeof bf.best);
  return crit_cmp (got, best) == 0;
}

static void
test_brute_force_criteria (gconstpointer count)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (17);
  guint             events = GPOINTER_TO_UINT (count), rounds_checked = 0, worse = 0;
  guint64           matchings = 0;

  /* Under the sanitizers and valgrind (QILI_TEST_QUICK) a tenth, for memory errors */
  if (g_getenv ("QILI_TEST_QUICK") != NULL)
    events = MAX (events / 10, 20);

  g_test_summary ("On random Swiss events of 3 to 12 players (400; 4000 in the slow suite) (random results with forfeits, withdrawals), "
                  "every round's pairing is the best of all legal pairings on the documented order of "
                  "criteria: bye to the lowest, fewest players outside their score group, least Σ gap², "
                  "fewest unmet colour preferences (computed here, not by the pairing code)");
  for (guint t = 0; t < events; t++)
    {
      guint                   n = g_rand_int_range (rand, 3, 13);
      guint                   rounds = g_rand_int_range (rand, 2, MIN (n, 9) + 1);
      g_autoptr (XqEventData) data = NULL;
      int                     ratings[12];

      for (guint i = 0; i < n; i++)
        ratings[i] = g_rand_int_range (rand, 1200, 1260);
      data = test_event_new (XQ_SYSTEM_SWISS, n, ratings, NULL);
      data->event.method = (XqPairingMethod) g_rand_int_range (rand, 0, 4);
      data->event.random_seed = t;
      for (guint r = 1; r <= rounds; r++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (GArray) games = xq_swiss_pair (data, &error);
          gint64             best[N_CRIT], got[N_CRIT];

          if (games == NULL)
            {
              g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING);
              break;
            }
          rounds_checked++;
          if (!brute_check_round (data, games, &matchings, best, got))
            {
              worse++;
              g_test_message ("event %u round %u (%u players): pairing (%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT
                              ", %" G_GINT64_FORMAT ", %" G_GINT64_FORMAT "), best (%" G_GINT64_FORMAT
                              ", %" G_GINT64_FORMAT ", %" G_GINT64_FORMAT ", %" G_GINT64_FORMAT ")",
                              t, r, n, got[0], got[1], got[2], got[3], best[0], best[1], best[2], best[3]);
            }
          for (guint i = 0; i < games->len; i++)
            {
              const XqGame *g = &g_array_index (games, XqGame, i);
              XqGameResult  res = random_results[g_rand_int_range (rand, 0, G_N_ELEMENTS (random_results))];
              test_add_game (data, r, g->red, g->black, res);
            }
          /* Now and then a player withdraws (and is no longer paired). */
          if (g_rand_int_range (rand, 0, 12) == 0)
            {
              XqEntry *e = &g_array_index (data->entries, XqEntry, g_rand_int_range (rand, 0, n));
              if (e->withdrawn_round < 0)
                e->withdrawn_round = (int) r;
            }
        }
    }
  g_test_message ("%u rounds compared with %" G_GUINT64_FORMAT " legal pairings; %u pairings were not the best",
                  rounds_checked, matchings, worse);
  g_assert_cmpuint (worse, ==, 0);
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
    {
      g_test_add_data_func ("/xq/store/swiss/generated-5000", GUINT_TO_POINTER (5000), test_generated_checked);
      g_test_add_data_func ("/xq/store/swiss/brute-force-criteria-4000", GUINT_TO_POINTER (4000),
                            test_brute_force_criteria);
    }
  else
    {
      g_test_add_func ("/xq/store/swiss/brute-force-1000", test_brute_force);
      g_test_add_data_func ("/xq/store/swiss/brute-force-criteria", GUINT_TO_POINTER (400), test_brute_force_criteria);
      g_test_add_data_func ("/xq/store/swiss/generated-300", GUINT_TO_POINTER (300), test_generated_checked);
    }
  return g_test_run ();
}
