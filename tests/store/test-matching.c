/* test-matching.c: the blossom algorithm against brute force on random general graphs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-matching.h"

#define MAXV 12

typedef struct
{
  guint    n;
  gboolean has[MAXV][MAXV];
  gint64   w[MAXV][MAXV];
} Graph;

/* Best total over matchings of the vertex set @mask (perfect ones only when @perfect);
 * G_MININT64 when none. Memoised by mask. */
static gint64
best (const Graph *g,
      guint        mask,
      gboolean     perfect,
      gint64      *memo,
      gboolean    *known)
{
  gint64 result = G_MININT64;
  int    v;

  if (mask == 0)
    return 0;
  if (known[mask])
    return memo[mask];
  v = __builtin_ctz (mask);
  if (!perfect)
    result = best (g, mask & ~(1u << v), perfect, memo, known); /* v stays single */
  for (guint u = v + 1; u < g->n; u++)
    if ((mask & (1u << u)) && g->has[v][u])
      {
        gint64 rest = best (g, mask & ~(1u << v) & ~(1u << u), perfect, memo, known);
        if (rest != G_MININT64 && rest + g->w[v][u] > result)
          result = rest + g->w[v][u];
      }
  known[mask] = TRUE;
  memo[mask] = result;
  return result;
}

static void
random_graph (GRand *rand,
              Graph *g)
{
  double density = g_rand_double_range (rand, 0.2, 1.0);
  int    spread = g_rand_boolean (rand) ? 5 : 1000; /* many ties, or few */

  memset (g, 0, sizeof *g);
  g->n = g_rand_int_range (rand, 1, MAXV + 1);
  for (guint a = 0; a < g->n; a++)
    for (guint b = a + 1; b < g->n; b++)
      if (g_rand_double (rand) < density)
        {
          g->has[a][b] = g->has[b][a] = TRUE;
          g->w[a][b] = g->w[b][a] = g_rand_int_range (rand, -spread / 5, spread);
        }
}

/* @w × 2^@shift: the same problem in the high bits of the wide weights. */
static XqWeight
wide (gint64 w,
      guint  shift)
{
  XqWeight x = xq_weight_int (w);

  for (guint i = 0; i < shift; i++)
    x = xq_weight_twice (x);
  return x;
}

typedef struct
{
  XqMatching *m;
  guint       n;
  gboolean   *seen;
  XqWeight    probe;
} Partners;

static void
saw_partner (guint    u,
             guint    v,
             XqWeight shared,
             gpointer user_data)
{
  Partners *p = user_data;

  g_assert_cmpuint (v, >, u);
  g_assert_cmpint (xq_matching_get_top (p->m, u), ==, xq_matching_get_top (p->m, v));
  g_assert_false (p->seen[v]);
  p->seen[v] = TRUE;
  /* The shared part makes the reduced cost exact. */
  g_assert_cmpint (xq_matching_improves_within (p->m, u, v, p->probe, shared), ==,
                   xq_weight_sign (xq_matching_slack (p->m, u, v, p->probe)) < 0);
}

/* xq_matching_blossom_partners () leaves out no partner in u's blossom whose pair, at the bound
 * of its class, has a negative reduced cost, visits each at most once, and its shared part gives
 * the exact reduced cost (the pricing of a big Swiss round, issue 29, rests on this). */
static void
check_partners (XqMatching  *m,
                const Graph *g,
                guint        shift,
                GRand       *rand)
{
  int      klass[MAXV];
  XqWeight bound[3];
  gboolean seen[MAXV];
  Partners p = { m, g->n, seen, xq_weight_int (0) };

  for (guint v = 0; v < g->n; v++)
    klass[v] = (int) (v % 4) - 1; /* the same on every call */
  for (guint u = 0; u < g->n; u++)
    {
      for (int c = 0; c < 3; c++)
        bound[c] = wide (g_rand_int_range (rand, -200, 1200), shift);
      p.probe = wide (g_rand_int_range (rand, -200, 1200), shift);
      memset (seen, 0, sizeof seen);
      xq_matching_blossom_partners (m, u, klass, 3, bound, saw_partner, &p);
      for (guint v = u + 1; v < g->n; v++)
        if (klass[v] >= 0 && xq_matching_get_top (m, u) == xq_matching_get_top (m, v) && xq_matching_get_top (m, u) != (int) u &&
            xq_weight_sign (xq_matching_slack (m, u, v, bound[klass[v]])) < 0)
          g_assert_true (seen[v]);
    }
}

/* The dual solution proves the matching optimal: no edge of the graph has a negative reduced
 * cost, every matched edge has none at all, and xq_matching_improves () says of any pair and
 * weight what the sign of the reduced cost says (xq_matching_may_improve () never rules out one
 * that does). */
static void
check_duals (XqMatching  *m,
             const Graph *g,
             guint        shift,
             GRand       *rand)
{
  for (guint a = 0; a < g->n; a++)
    for (guint b = 0; b < g->n; b++)
      {
        XqWeight w = wide (g->has[a][b] ? g->w[a][b] : g_rand_int_range (rand, -200, 1200), shift), s;
        gboolean improves;
        if (a == b)
          continue;
        s = xq_matching_slack (m, a, b, w);
        if (g->has[a][b])
          g_assert_cmpint (xq_weight_sign (s), >=, 0);
        if (xq_matching_get_mate (m, a) == (int) b)
          g_assert_cmpint (xq_weight_sign (s), ==, 0);
        improves = xq_matching_improves (m, a, b, w, NULL);
        if (!xq_matching_may_improve (m, a, b, w))
          g_assert_false (improves);
        g_assert_cmpint (improves, ==, xq_weight_sign (s) < 0);
        if (improves)
          {
            XqWeight got = xq_weight_int (0);
            g_assert_true (xq_matching_improves (m, a, b, w, &got));
            g_assert_cmpint (xq_weight_cmp (got, s), ==, 0);
          }
      }
}

static void
check_one (const Graph *g,
           gboolean     max_cardinality,
           guint        shift,
           GRand       *rand)
{
  g_autoptr (XqMatching) m = xq_matching_new (g->n);
  g_autofree gint64     *memo = g_new0 (gint64, 1u << g->n);
  g_autofree gboolean   *known = g_new0 (gboolean, 1u << g->n);
  gint64                 total = 0, expect;
  guint                  matched = 0;
  gboolean               perfect_exists;

  for (guint a = 0; a < g->n; a++)
    for (guint b = a + 1; b < g->n; b++)
      if (g->has[a][b])
        xq_matching_add_edge (m, a, b, wide (g->w[a][b], shift));
  xq_matching_set_max_cardinality (m, max_cardinality);
  xq_matching_solve (m);
  for (guint v = 0; v < g->n; v++)
    {
      int u = xq_matching_get_mate (m, v);
      if (u < 0)
        continue;
      g_assert_cmpint (xq_matching_get_mate (m, (guint) u), ==, (int) v);
      g_assert_true (g->has[v][u]);
      matched++;
      if ((guint) u > v)
        total += g->w[v][u];
    }
  expect = best (g, (1u << g->n) - 1, FALSE, memo, known);
  memset (known, 0, sizeof (gboolean) << g->n);
  perfect_exists = best (g, (1u << g->n) - 1, TRUE, memo, known) != G_MININT64;
  if (!max_cardinality)
    {
      g_assert_cmpint (total, ==, expect);
      check_duals (m, g, shift, rand);
      check_partners (m, g, shift, rand);
    }
  else if (perfect_exists)
    {
      memset (known, 0, sizeof (gboolean) << g->n);
      g_assert_cmpuint (matched, ==, g->n);
      g_assert_cmpint (total, ==, best (g, (1u << g->n) - 1, TRUE, memo, known));
      check_duals (m, g, shift, rand);
      check_partners (m, g, shift, rand);
    }
}

static void
test_random (gconstpointer data)
{
  gboolean          max_cardinality = GPOINTER_TO_INT (data);
  g_autoptr (GRand) rand = g_rand_new_with_seed (max_cardinality ? 7 : 11);
  guint             count = g_test_slow () ? 20000 : 3000;

  g_test_summary ("Maximum-weight matching equals the brute-force optimum on random general graphs");
  for (guint i = 0; i < count; i++)
    {
      Graph g;
      random_graph (rand, &g);
      /* Every tenth problem again far above 128 bits, where Qili's pairing weights live. */
      check_one (&g, max_cardinality, 0, rand);
      if (i % 10 == 0)
        check_one (&g, max_cardinality, 200, rand);
    }
}

/* Odd cycles force blossoms: a 5-cycle with a pendant, the textbook case for shrinking. */
static void
test_blossom (void)
{
  Graph     g = { 0 };
  const int edges[][3] = { { 0, 1, 8 }, { 1, 2, 9 }, { 2, 3, 10 }, { 3, 4, 7 }, { 4, 0, 6 }, { 4, 5, 5 }, { 2, 6, 3 }, { 6, 7, 4 }, { 5, 7, 1 } };

  g.n = 8;
  for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
    {
      int a = edges[i][0], b = edges[i][1];
      g.has[a][b] = g.has[b][a] = TRUE;
      g.w[a][b] = g.w[b][a] = edges[i][2];
    }
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);

  check_one (&g, FALSE, 0, rand);
  check_one (&g, TRUE, 0, rand);
}

/* Solves the heaviest perfect matching of the pairs in @in (n × n) and returns its weight. */
static gint64
solve_pairs (const gint64   *w,
             const gboolean *in,
             guint           n,
             XqMatching    **out)
{
  g_autoptr (XqMatching) m = xq_matching_new (n);
  gint64                 total = 0;

  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      if (in[a * n + b])
        xq_matching_add_edge (m, a, b, xq_weight_int (w[a * n + b]));
  xq_matching_set_max_cardinality (m, TRUE);
  xq_matching_solve (m);
  for (guint v = 0; v < n; v++)
    {
      int u = xq_matching_get_mate (m, v);
      g_assert_cmpint (u, >=, 0);
      if ((guint) u > v)
        total += w[v * n + u];
    }
  *out = g_steal_pointer (&m);
  return total;
}

/* How a big Swiss round is solved (xq-swiss.h): a sparse graph of likely pairs, grown by every
 * pair whose reduced cost is negative until none is, reaches the complete graph's optimum. The
 * graphs are large enough for deeply nested blossoms. */
static void
test_pricing (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (29);
  guint             count = g_test_slow () ? 40 : 6;

  g_test_summary ("A sparse graph grown by pricing reaches the complete graph's heaviest perfect matching");
  for (guint i = 0; i < count; i++)
    {
      guint                  n = 2 * (guint) g_rand_int_range (rand, 40, 120);
      g_autofree gint64     *w = g_new (gint64, n * n);
      g_autofree gboolean   *all = g_new (gboolean, n * n);
      g_autofree gboolean   *in = g_new0 (gboolean, n * n);
      g_autoptr (XqMatching) complete = NULL;
      gint64                 optimum, total = 0;
      guint                  passes = 0;

      /* Weights that favour near neighbours, as score groups and splits do, with much noise. */
      for (guint a = 0; a < n; a++)
        for (guint b = a + 1; b < n; b++)
          {
            gint64 d = (gint64) b - (gint64) a - (gint64) (n / 8);
            w[a * n + b] = 1000000 - d * d * 10 + g_rand_int_range (rand, 0, 3000);
            all[a * n + b] = TRUE;
            in[a * n + b] = b - a <= 3;
          }
      optimum = solve_pairs (w, all, n, &complete);
      for (;; passes++)
        {
          g_autoptr (XqMatching) m = NULL;
          guint                  added = 0;

          total = solve_pairs (w, in, n, &m);
          for (guint a = 0; a < n; a++)
            for (guint b = a + 1; b < n; b++)
              if (!in[a * n + b] && xq_matching_improves (m, a, b, xq_weight_int (w[a * n + b]), NULL))
                {
                  in[a * n + b] = TRUE;
                  added++;
                }
          if (added == 0)
            break;
          g_assert_cmpuint (passes, <, n);
        }
      g_assert_cmpint (total, ==, optimum);
    }
}

static void
test_weight_arithmetic (void)
{
  XqWeight big = xq_weight_int (1), minus = xq_weight_int (-5);

  g_test_summary ("Wide weights add, subtract, compare, double, halve and multiply across their words");
  for (int i = 0; i < 200; i++)
    big = xq_weight_twice (big); /* 2^200 */
  g_assert_cmpuint (xq_weight_bits (big), ==, 201);
  g_assert_cmpint (xq_weight_cmp (xq_weight_add (big, minus), big), <, 0);
  g_assert_cmpint (xq_weight_cmp (xq_weight_sub (xq_weight_add (big, minus), big), minus), ==, 0);
  g_assert_cmpint (xq_weight_sign (xq_weight_sub (minus, big)), <, 0);
  g_assert_cmpint (xq_weight_cmp (xq_weight_half (xq_weight_twice (minus)), minus), ==, 0);
  g_assert_cmpint (xq_weight_cmp (xq_weight_half (big), xq_weight_sub (big, xq_weight_half (big))), ==, 0);
  g_assert_cmpint (xq_weight_cmp (xq_weight_mul (big, 6), xq_weight_add (xq_weight_twice (big), xq_weight_mul (big, 4))), ==, 0);
  g_assert_cmpint (xq_weight_cmp (xq_weight_mul (minus, 3), xq_weight_int (-15)), ==, 0);
  g_assert_cmpint (xq_weight_cmp (xq_weight_slack (big, big, big), xq_weight_int (0)), ==, 0);
  g_assert_cmpfloat (xq_weight_to_double (xq_weight_int (-12345)), ==, -12345.0);
  g_assert_true (xq_weight_lt (minus, xq_weight_int (0)));
}

static void
test_empty (void)
{
  g_autoptr (XqMatching) m = xq_matching_new (3);

  xq_matching_solve (m);
  for (guint v = 0; v < 3; v++)
    g_assert_cmpint (xq_matching_get_mate (m, v), ==, -1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/xq/store/matching/random-max-weight", GINT_TO_POINTER (FALSE), test_random);
  g_test_add_data_func ("/xq/store/matching/random-max-cardinality", GINT_TO_POINTER (TRUE), test_random);
  g_test_add_func ("/xq/store/matching/blossom", test_blossom);
  g_test_add_func ("/xq/store/matching/empty", test_empty);
  g_test_add_func ("/xq/store/matching/pricing", test_pricing);
  g_test_add_func ("/xq/store/matching/weight-arithmetic", test_weight_arithmetic);
  return g_test_run ();
}
