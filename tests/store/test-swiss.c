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
#include "xq-swiss-explain.h"
#include "xq-swiss.h"

static const XqGameResult random_results[] = { XQ_GAME_RESULT_RED_WIN, XQ_GAME_RESULT_RED_WIN, XQ_GAME_RESULT_BLACK_WIN, XQ_GAME_RESULT_BLACK_WIN,
                                               XQ_GAME_RESULT_DRAW, XQ_GAME_RESULT_DRAW, XQ_GAME_RESULT_RED_WIN_FORFEIT,
                                               XQ_GAME_RESULT_BLACK_WIN_FORFEIT, XQ_GAME_RESULT_DOUBLE_FORFEIT };

/* Enters the pairing @games of round @round with random results (a bye keeps its kind). */
static void
enter_round (XqEventData *data,
             GArray      *games,
             guint        round,
             GRand       *rand)
{
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      XqGameResult  r = random_results[g_rand_int_range (rand, 0, G_N_ELEMENTS (random_results))];
      test_add_game (data, round, g->red, g->black, r)->bye = g->bye;
    }
}

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
  enter_round (data, games, round, rand);
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
          w = xq_weight_add (value[rest], w);
          if (!ok[mask] || xq_weight_lt (value[mask], w))
            {
              ok[mask] = TRUE;
              value[mask] = w;
            }
        }
    }
  *best = value[full];
  return ok[full];
}

/* Random club-night settings: clubs, rounds that keep them apart, a forbidden pair, byes asked
 * for, a late entry. */
static void
random_club_night (XqEventData *data,
                   GRand       *rand,
                   guint        rounds)
{
  static const char *const clubs[] = { "", "东湖", "西城", "南山" };
  guint                    n = data->entries->len;

  if (g_rand_int_range (rand, 0, 3) == 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      XqEntry *e = &g_array_index (data->entries, XqEntry, i);
      g_free (e->club);
      e->club = g_strdup (clubs[g_rand_int_range (rand, 0, G_N_ELEMENTS (clubs))]);
    }
  for (guint r = 1; r <= rounds; r++)
    if (g_rand_int_range (rand, 0, 3) == 0)
      g_array_append_val (data->event.club_rounds, r);
  if (n >= 4 && g_rand_int_range (rand, 0, 2) == 0)
    {
      XqForbiddenPair f = { g_rand_int_range (rand, 1, n / 2 + 1), g_rand_int_range (rand, n / 2 + 1, n + 1) };
      g_array_append_val (data->forbidden, f);
    }
  for (guint k = 0; k < 2; k++)
    if (g_rand_int_range (rand, 0, 2) == 0)
      {
        XqByeRequest b = { g_rand_int_range (rand, 1, n + 1), g_rand_int_range (rand, 1, rounds + 1),
                           g_rand_boolean (rand) ? XQ_BYE_HALF : XQ_BYE_ZERO };
        if (xq_event_data_requested_bye (data, b.entry, b.round) == XQ_BYE_PAIRING)
          g_array_append_val (data->bye_requests, b);
      }
  if (n >= 5 && g_rand_int_range (rand, 0, 3) == 0)
    g_array_index (data->entries, XqEntry, n - 1).joined_round = g_rand_int_range (rand, 1, rounds + 1);
}

static void
test_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240601);
  guint             tournaments = 1000, rounds_checked = 0, impossible = 0;

  if (g_getenv ("QILI_TEST_QUICK") != NULL)
    tournaments = 100;
  g_test_summary ("On 1000 random tournaments of up to 12 players (clubs kept apart, forbidden pairs, byes "
                  "asked for, late entries), every round's pairing has the largest weight any pairing can have "
                  "(brute force over all perfect matchings)");
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
      random_club_night (data, rand, rounds);
      for (guint r = 1; r <= rounds; r++)
        {
          g_autoptr (XqSwissProblem) p = xq_swiss_problem_new (data, r, NULL);
          guint                      nv;
          g_autofree int            *mates = NULL;
          g_autoptr (GError)         error = NULL;
          XqWeight                   best = xq_weight_int (0), got = xq_weight_int (0);
          gboolean                   exists;

          if (p == NULL)
            break; /* fewer than two players to pair */
          nv = xq_swiss_problem_get_n_vertices (p);
          mates = g_new (int, nv);
          exists = brute_force (p, nv, &best);
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
              got = xq_weight_add (got, w);
            }
          if (xq_weight_cmp (got, best) != 0)
            g_error ("tournament %u round %u (%u vertices, method %d): pairing weight %s the best", t, r, nv,
                     data->event.method, xq_weight_lt (best, got) ? "exceeds" : "falls short of");
          rounds_checked++;
          g_assert_true (play_round (data, rand));
        }
    }
  g_test_message ("%u rounds checked, %u tournaments ended early with no legal pairing", rounds_checked, impossible);
}

/* The documented criteria (xq-swiss.h), computed here from the event itself, independently of
 * the pairing code: for a candidate pairing, the vector (boards of one club in a club round, bye,
 * Σ score gap² of the boards of each score group from the top, unmet colour preferences, repeated
 * floats), compared in that order, smaller better. */
typedef struct
{
  gint64      entry;
  int         score;
  int         level;   /* score group, 0 = top */
  int         floated; /* previous round: −1 down (or the bye), +1 up */
  const char *club;
  char        colours[64]; /* R/B of games played over the board */
  guint       n_colours;
  gboolean    had_bye;
} Cand;

#define MAX_CRIT 20
enum { CRIT_CLUB,
       CRIT_BYE,
       CRIT_LEVEL0 };

typedef struct
{
  Cand    *c;
  guint    n;   /* players, ranked */
  gboolean bye; /* vertex n is the bye */
  guint8  *met;
  gboolean club_round;
  guint    n_crit; /* CRIT_LEVEL0 + levels + 2 (colour, float) */
  gint64   best[MAX_CRIT];
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

/* Adds (@sign 1) or takes away (−1) the criteria of a board of @a and @b, @colour its colour cost. */
static void
brute_add_board (Brute  *bf,
                 guint   a,
                 guint   b,
                 int     colour,
                 gint64 *cost,
                 int     sign)
{
  const Cand *x, *y;
  int         gap;

  if (b == bf->n)
    {
      cost[CRIT_BYE] += sign * (gint64) (bf->n - 1 - a); /* the lower the receiver, the better */
      return;
    }
  x = bf->c[a].score >= bf->c[b].score ? &bf->c[a] : &bf->c[b];
  y = x == &bf->c[a] ? &bf->c[b] : &bf->c[a];
  gap = x->score - y->score;
  if (bf->club_round && *x->club != '\0' && g_str_equal (x->club, y->club))
    cost[CRIT_CLUB] += sign;
  cost[CRIT_LEVEL0 + x->level] += sign * (gint64) gap * gap;
  cost[bf->n_crit - 2] += sign * colour;
  if (gap != 0)
    cost[bf->n_crit - 1] += sign * ((x->floated < 0) + (y->floated > 0));
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
crit_cmp (const Brute  *bf,
          const gint64 *x,
          const gint64 *y)
{
  for (guint k = 0; k < bf->n_crit; k++)
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
      if (!bf->found || crit_cmp (bf, cost, bf->best) < 0)
        memcpy (bf->best, cost, sizeof bf->best);
      bf->found = TRUE;
      return;
    }
  for (guint b = a + 1; b < nv; b++)
    {
      int colour = b < bf->n ? brute_board_colour (&bf->c[a], &bf->c[b]) : 0;
      if (bf->mate[b] >= 0 || !brute_allowed (bf, a, b))
        continue;
      bf->mate[a] = (int) b;
      bf->mate[b] = (int) a;
      brute_add_board (bf, a, b, colour, cost, 1);
      brute_enumerate (bf, cost);
      brute_add_board (bf, a, b, colour, cost, -1);
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

/* Score of @entry after @round rounds (0: none). */
static int
score_after (const XqEventData *data,
             gint64             entry,
             guint              round)
{
  XqStandingsOptions      o = { round, -1 };
  g_autoptr (XqStandings) st = NULL;

  if (round == 0)
    return 0;
  st = xq_standings_compute (data, &o);
  for (guint k = 0; k < st->rows->len; k++)
    if (g_array_index (st->rows, XqStanding, k).entry_id == entry)
      return g_array_index (st->rows, XqStanding, k).points;
  return 0;
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
  guint              round = data->n_rounds + 1;
  g_autoptr (GArray) cands = g_array_new (FALSE, TRUE, sizeof (Cand));
  g_autofree guint8 *met = NULL;
  Brute              bf = { 0 };
  gint64             cost[MAX_CRIT] = { 0 };
  int                n_levels = 0;

  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (data->entries, XqEntry, i);
      Cand           c = { 0 };
      if (e->withdrawn_round >= 0 || e->joined_round > round || xq_event_data_requested_bye (data, e->id, round) != XQ_BYE_PAIRING)
        continue;
      c.entry = e->id;
      c.club = e->club;
      c.score = score_after (data, e->id, round - 1);
      for (guint k = 0; k < data->games->len; k++)
        {
          const XqGame *g = &g_array_index (data->games, XqGame, k);
          if (g->annulled || (g->red != e->id && g->black != e->id))
            continue;
          if (g->black == 0)
            c.had_bye |= g->bye == XQ_BYE_PAIRING;
          else if (g->result != XQ_GAME_RESULT_NONE && !xq_game_result_is_forfeit (g->result))
            c.colours[c.n_colours++] = g->red == e->id ? 'R' : 'B';
          /* Floats of the previous round. */
          if (g->round + 1 != round)
            continue;
          if (g->black == 0)
            c.floated = g->bye == XQ_BYE_PAIRING ? -1 : 0;
          else
            {
              int mine = score_after (data, e->id, round - 2);
              int theirs = score_after (data, g->red == e->id ? g->black : g->red, round - 2);
              c.floated = mine > theirs ? -1 : mine < theirs ? 1
                                                             : 0;
            }
        }
      g_array_append_val (cands, c);
    }
  g_array_sort_with_data (cands, cand_cmp, (gpointer) data);
  bf.c = (Cand *) cands->data;
  bf.n = cands->len;
  bf.bye = bf.n % 2 == 1;
  bf.club_round = xq_event_club_round (&data->event, round);
  for (guint i = 0; i < bf.n; i++)
    {
      if (i == 0 || bf.c[i].score != bf.c[i - 1].score)
        n_levels++;
      bf.c[i].level = n_levels - 1;
    }
  bf.n_crit = CRIT_LEVEL0 + n_levels + 2;
  g_assert_cmpuint (bf.n_crit, <=, MAX_CRIT);
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
  for (guint a = 0; a < bf.n; a++)
    for (guint b = 0; b < bf.n; b++)
      if (xq_event_data_forbidden (data, bf.c[a].entry, bf.c[b].entry))
        met[a * bf.n + b] = 1;
  bf.met = met;
  for (guint v = 0; v < G_N_ELEMENTS (bf.mate); v++)
    bf.mate[v] = -1;
  brute_enumerate (&bf, cost);
  *matchings += bf.matchings;
  g_assert_true (bf.found); /* the pairing code found one, so one exists */

  /* The pairing made, with the colours it gave. */
  memset (got, 0, sizeof (gint64) * MAX_CRIT);
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
      if (g->black == 0 && g->bye != XQ_BYE_PAIRING)
        {
          g_assert_cmpint (a, <, 0); /* a bye asked for: not among those paired */
          g_assert_cmpint (xq_event_data_requested_bye (data, g->red, round), ==, g->bye);
          continue;
        }
      g_assert_cmpint (a, >=, 0);
      if (g->black == 0)
        {
          g_assert_false (bf.c[a].had_bye);
          brute_add_board (&bf, a, bf.n, 0, got, 1);
          continue;
        }
      g_assert_cmpint (b, >=, 0);
      g_assert_false (met[a * bf.n + b]);
      g_assert_true (brute_colour_ok (&bf.c[a], 'R') && brute_colour_ok (&bf.c[b], 'B'));
      brute_add_board (&bf, a, b, brute_unmet (&bf.c[a], 'R') + brute_unmet (&bf.c[b], 'B'), got, 1);
    }
  memcpy (best, bf.best, sizeof bf.best);
  return crit_cmp (&bf, got, best) == 0;
}

static char *
crit_to_string (const gint64 *v)
{
  GString *s = g_string_new ("(");

  for (guint k = 0; k < MAX_CRIT; k++)
    g_string_append_printf (s, "%s%" G_GINT64_FORMAT, k > 0 ? " " : "", v[k]);
  g_string_append_c (s, ')');
  return g_string_free (s, FALSE);
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

  g_test_summary ("On random Swiss events of 3 to 12 players (400; 4000 in the slow suite) (random results with "
                  "forfeits, withdrawals, clubs kept apart, forbidden pairs, byes asked for, late entries), every "
                  "round's pairing is the best of all legal pairings on the documented order of criteria: clubs "
                  "apart, bye to the lowest, Σ gap² score group by score group from the top, fewest unmet colour "
                  "preferences, fewest repeated floats (computed here, not by the pairing code)");
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
      random_club_night (data, rand, rounds);
      for (guint r = 1; r <= rounds; r++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (GArray) games = xq_swiss_pair (data, &error);
          gint64             best[MAX_CRIT], got[MAX_CRIT];

          if (games == NULL)
            {
              g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING);
              break;
            }
          rounds_checked++;
          if (!brute_check_round (data, games, &matchings, best, got))
            {
              g_autofree char *a = crit_to_string (got), *b = crit_to_string (best);
              worse++;
              g_test_message ("event %u round %u (%u players): pairing %s, best %s", t, r, n, a, b);
            }
          enter_round (data, games, r, rand);
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

/* The score of @entry before the next round of @data. */
static int
points_of (const XqEventData *data,
           gint64             entry)
{
  return score_after (data, entry, data->n_rounds);
}

static const XqGame *
board_of (GArray *games,
          gint64  entry)
{
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      if (g->red == entry || g->black == entry)
        return g;
    }
  g_assert_not_reached ();
  return NULL;
}

static void
test_leader_not_against_last (void)
{
  /* Players A–J are 1–10 (by rating). After round 2: A 2 wins, B–I one win each, J no point. */
  static const int        r1[][2] = { { 1, 2 }, { 3, 4 }, { 5, 6 }, { 7, 8 }, { 9, 10 } };
  static const int        r2[][3] = { { 1, 3, 1 }, { 5, 2, 0 }, { 7, 4, 0 }, { 9, 6, 0 }, { 8, 10, 1 } };
  g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_SWISS, 10, NULL, NULL);
  g_autoptr (GArray)      r3 = NULL;
  const XqGame           *a, *j;

  g_test_summary ("Issue 29: 10 players, 3 rounds, A alone on two wins, eight on one, J on none: round 3 pairs "
                  "A with a player of one win and J with another (seed 000: 第二轮起由积分多的依序往下编; FIDE "
                  "C.04.1: a floater meets the nearest score group), never J against A");
  data->event.rounds = 3;
  for (guint i = 0; i < G_N_ELEMENTS (r1); i++)
    test_add_game (data, 1, r1[i][0], r1[i][1], XQ_GAME_RESULT_RED_WIN);
  for (guint i = 0; i < G_N_ELEMENTS (r2); i++)
    test_add_game (data, 2, r2[i][0], r2[i][1], r2[i][2] ? XQ_GAME_RESULT_RED_WIN : XQ_GAME_RESULT_BLACK_WIN);
  g_assert_cmpint (points_of (data, 1), ==, 8);
  g_assert_cmpint (points_of (data, 10), ==, 0);
  for (gint64 p = 2; p <= 9; p++)
    g_assert_cmpint (points_of (data, p), ==, 4);
  r3 = xq_swiss_pair (data, NULL);
  g_assert_nonnull (r3);
  a = board_of (r3, 1);
  j = board_of (r3, 10);
  g_assert_true (a != j);
  g_assert_cmpint (points_of (data, a->red == 1 ? a->black : a->red), ==, 4);
  g_assert_cmpint (points_of (data, j->red == 10 ? j->black : j->red), ==, 4);
  /* The leader's board is the first, the last-placed player's the last. */
  g_assert_true (a == &g_array_index (r3, XqGame, 0));
  g_assert_true (j == &g_array_index (r3, XqGame, r3->len - 1));

  /* The explanation says who floats, why, and to which group, in three languages. */
  for (guint i = 0; i < r3->len; i++)
    {
      const XqGame *g = &g_array_index (r3, XqGame, i);
      test_add_game (data, 3, g->red, g->black, XQ_GAME_RESULT_NONE);
    }
  {
    g_autoptr (GError)             error = NULL;
    g_autoptr (XqRoundExplanation) x = xq_swiss_explain (data, 3, &error);
    const XqBoardExplanation      *first, *last;
    g_assert_no_error (error);
    g_assert_cmpuint (x->boards->len, ==, 5);
    first = &g_array_index (x->boards, XqBoardExplanation, 0);
    last = &g_array_index (x->boards, XqBoardExplanation, 4);
    g_test_message ("%s", x->summary[XQ_LANG_EN]);
    for (guint i = 0; i < x->boards->len; i++)
      g_test_message ("board %u: %s", g_array_index (x->boards, XqBoardExplanation, i).board,
                      g_array_index (x->boards, XqBoardExplanation, i).text[XQ_LANG_EN]);
    g_assert_nonnull (strstr (x->summary[XQ_LANG_EN], "第二轮起由积分多的依序往下编"));
    g_assert_nonnull (strstr (x->summary[XQ_LANG_EN], "4: 1, 2: 8, 0: 1"));
    g_assert_nonnull (strstr (first->text[XQ_LANG_EN], "P1 (score 4) floats down"));
    g_assert_nonnull (strstr (first->text[XQ_LANG_EN], "alone in his score group"));
    g_assert_nonnull (strstr (first->text[XQ_LANG_EN], "next one down"));
    g_assert_nonnull (first->floated);
    g_assert_nonnull (strstr (last->text[XQ_LANG_EN], "floats down to P10 (score 0)"));
    g_assert_nonnull (strstr (last->text[XQ_LANG_ZH_CN], "下浮"));
    g_assert_nonnull (strstr (last->text[XQ_LANG_ZH_TW], "下浮"));
    g_assert_nonnull (strstr (g_array_index (x->boards, XqBoardExplanation, 1).text[XQ_LANG_EN], "one score group"));
    for (guint i = 0; i < x->boards->len; i++)
      g_assert_nonnull (strstr (g_array_index (x->boards, XqBoardExplanation, i).text[XQ_LANG_EN], " has Red, "));
    g_assert_null (xq_swiss_explain (data, 4, &error));
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  }
}

static void
test_nearest_group (void)
{
  /* Eight players; after two rounds 1 has two wins, 3 and 8 a win and a draw, 2 and 4 a win, 6
   * and 7 a draw, 5 nothing. 1 must float: he meets the nearest score group (3 or 8), on board 1. */
  g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_SWISS, 8, NULL, NULL);
  g_autoptr (GArray)      r3 = NULL;
  const XqGame           *top;
  gint64                  opp;

  g_test_summary ("A player who must float meets the nearest score group he can, the highest boards first");
  /* Round 1: 1–5 1-0, 2–6 1-0, 3–7 1-0, 4–8 0-1 → 1 2 3 8 on a win, 4 5 6 7 on none. */
  test_add_game (data, 1, 1, 5, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 2, 6, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 3, 7, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 4, 8, XQ_GAME_RESULT_BLACK_WIN);
  /* Round 2: 1–2 1-0 (1 on two wins, 2 on one), 3–8 draw (both 1.5), 4–5 1-0, 6–7 draw. */
  test_add_game (data, 2, 1, 2, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 2, 8, 3, XQ_GAME_RESULT_DRAW);
  test_add_game (data, 2, 4, 5, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 2, 6, 7, XQ_GAME_RESULT_DRAW);
  r3 = xq_swiss_pair (data, NULL);
  top = board_of (r3, 1);
  opp = top->red == 1 ? top->black : top->red;
  /* 1 meets 3 or 8 (a win and a draw), the nearest score group, not 4 or anyone lower. */
  g_assert_true (opp == 3 || opp == 8);
  g_assert_true (top == &g_array_index (r3, XqGame, 0));
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
  g_test_add_func ("/xq/store/swiss/leader-not-against-last", test_leader_not_against_last);
  g_test_add_func ("/xq/store/swiss/nearest-group", test_nearest_group);
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
