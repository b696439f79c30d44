/* xq-dutch.c: the FIDE Dutch system (C.04.3), bracket by bracket, each bracket an exact
 * maximum-weight matching (criteria and order in xq-dutch.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-dutch.h"

#include <stdlib.h>
#include <string.h>

#include "xq-catalog.h"
#include "xq-matching.h"
#include "xq-standings.h"
#include "xq-store-error.h"
#include "xq-swiss.h"

/* The quality criteria with one tier each (C.6 and C.7's PSD have one tier per score difference,
 * placed by add_psd_tiers ()). */
enum {
  Q_C8,
  Q_C9,
  Q_C10,
  Q_C11,
  Q_C12,
  Q_C13,
  Q_C14,
  Q_C15,
  Q_C16,
  Q_C17,
  Q_C18,
  Q_C19,
  Q_EXCHANGES, /* D: exchanges (the candidates' order) */
  Q_SUMS,      /* D: the numbers exchanged */
  N_Q
};

/* How a player of the bracket may be paired while the candidate is narrowed down (D). */
typedef enum {
  FREE,
  S1_MOVED, /* an S1 player moved to S2: paired with a lower S1 player, or floats */
  S1_STAYS,
  S2_MOVED, /* an S2 player moved to S1: paired with a higher S2 player */
  S2_STAYS,
  MDP_PAIRED, /* an MDP of S1: paired with a resident */
  MDP_LIMBO,  /* an MDP in the limbo: floats on */
  FINAL_S1,   /* the candidate's S1: paired with an S2 player */
  FINAL_S2,
} Role;

typedef enum {
  STAGE_QUALITY,   /* and which MDPs are paired (D.3: no cost, their order alone) */
  STAGE_REMAINDER, /* exchanges between S1 and S2 */
} Stage;

typedef struct
{
  XqSwissProblem *sp;
  guint           n;  /* players */
  guint           nv; /* vertices: players, then the bye vertex when n is odd */
  int            *score;
  guint          *number; /* pairing number */
  XqDutchColour  *colour;
  int            *float1, *float2; /* floats one and two rounds before: −1 down, +1 up, 0 */
  gboolean       *bye_ok;
  gboolean       *top;  /* topscorer (A.7), last round only */
  gboolean       *left; /* not paired yet */
  int             win;
  gboolean        initial_red;
  /* The bracket being paired. */
  guint   *bsn;   /* bracket sequence number (1…) */
  guint8  *where; /* 0 elsewhere, 1 MDP, 2 resident, 3 next score group, 4 below */
  guint8  *half;  /* 1 S1, 2 S2 (remainder) */
  Role    *role;
  int     *force; /* the partner a player must take, or −1 */
  int      bracket_min;
  int      next_score;
  gboolean last_bracket, with_next;
  Stage    stage;
  guint    n1;    /* remainder S1 size */
  guint    hsize; /* remainder size */
  /* Tiers, highest first: C.5, C.6's differences, C.7's pairs and differences, the rest. */
  guint     n_tiers;
  int      *psd_values, *next_values;
  guint     n_psd, n_next;
  guint     t_pairs, t_psd, t_next_pairs, t_next_psd, t_q;
  XqWeight *mult;
  XqWeight  base;
} Dutch;

enum {
  ELSEWHERE,
  MDP,
  RESIDENT,
  NEXT,
  BELOW
};

static gboolean
is_bye (Dutch *d,
        guint  v)
{
  return v >= d->n;
}

/* The absolute criteria C.1–C.3 (and the event's forbidden pairs). */
static gboolean
allowed (Dutch *d,
         guint  u,
         guint  v)
{
  const XqDutchColour *a, *b;

  if (u == v)
    return FALSE;
  if (is_bye (d, u) || is_bye (d, v))
    return d->bye_ok[MIN (u, v)];
  if (xq_swiss_problem_met (d->sp, u, v) || xq_swiss_problem_forbidden (d->sp, u, v))
    return FALSE;
  a = &d->colour[u];
  b = &d->colour[v];
  if (a->strength == XQ_DUTCH_PREF_ABSOLUTE && b->strength == XQ_DUTCH_PREF_ABSOLUTE && a->pref == b->pref && !(d->top[u] || d->top[v]))
    return FALSE;
  return TRUE;
}

static gboolean
in_bracket (Dutch *d,
            guint  v)
{
  return !is_bye (d, v) && (d->where[v] == MDP || d->where[v] == RESIDENT);
}

/* Whether u–v is a pair of the bracket: two of its players, not two MDPs (B.2: S1 holds MDPs, S2
 * residents), except in the last bracket, which must take whatever is left. */
static gboolean
bracket_pair (Dutch *d,
              guint  u,
              guint  v)
{
  return in_bracket (d, u) && in_bracket (d, v) && (d->last_bracket || d->where[u] != MDP || d->where[v] != MDP);
}

static gboolean
end_ok (Dutch *d,
        guint  v,
        guint  u)
{
  gboolean pair = bracket_pair (d, v, u);

  if (is_bye (d, v))
    return TRUE;
  if (d->force[v] >= 0 && (guint) d->force[v] != u)
    return FALSE;
  switch (d->role[v])
    {
    case S1_MOVED:
      return !pair || (d->half[u] == 1 && d->bsn[u] < d->bsn[v]);
    case S1_STAYS:
      return pair && (d->half[u] == 2 || d->bsn[u] > d->bsn[v]);
    case S2_MOVED:
      return pair && d->half[u] == 2 && d->bsn[u] > d->bsn[v];
    case S2_STAYS:
      return !pair || d->half[u] == 1 || d->bsn[u] < d->bsn[v];
    case MDP_PAIRED:
      return pair && d->where[u] == RESIDENT;
    case MDP_LIMBO:
      return !pair;
    case FINAL_S1:
      return pair && d->role[u] == FINAL_S2;
    case FINAL_S2:
      return !pair || d->role[u] == FINAL_S1;
    case FREE:
    default:
      return TRUE;
    }
}

static gboolean
edge_ok (Dutch *d,
         guint  u,
         guint  v)
{
  return d->left[u] && d->left[v] && allowed (d, u, v) && end_ok (d, u, v) && end_ok (d, v, u);
}

static int
value_index (const int *values,
             guint      n,
             int        value)
{
  for (guint i = 0; i < n; i++)
    if (values[i] == value)
      return (int) i;
  return -1;
}

/* Adds the cost of a score difference @sd to the PSD tiers starting at @t0 (largest first). */
static void
add_sd (gint64    *cost,
        guint      t0,
        const int *values,
        guint      n,
        int        sd)
{
  int i = value_index (values, n, sd);

  if (sd <= 0 || n == 0)
    return;
  /* A difference left without a tier of its own (set_tiers ()) shares the last one. */
  cost[t0 + (i >= 0 ? (guint) i : n - 1)]++;
}

/* The floats C.12–C.19 of @p, in the bracket, paired with @q. */
static void
float_costs (Dutch  *d,
             gint64 *cost,
             guint   p,
             guint   q)
{
  int dir = 0, sd = 0;

  if (!bracket_pair (d, p, q))
    dir = -1; /* floats down out of the bracket (or takes the bye) */
  else if (d->score[p] != d->score[q])
    {
      dir = d->score[p] > d->score[q] ? -1 : 1;
      sd = ABS (d->score[p] - d->score[q]);
    }
  if (dir == 0)
    return;
  if (d->float1[p] == dir)
    {
      cost[d->t_q + (dir < 0 ? Q_C12 : Q_C13)]++;
      cost[d->t_q + (dir < 0 ? Q_C16 : Q_C17)] += sd;
    }
  if (d->float2[p] == dir)
    {
      cost[d->t_q + (dir < 0 ? Q_C14 : Q_C15)]++;
      cost[d->t_q + (dir < 0 ? Q_C18 : Q_C19)] += sd;
    }
}

/* The order of the candidates (D) of the stage: costs of @p's side of the pair u–v. */
static void
order_costs (Dutch  *d,
             gint64 *cost,
             guint   p,
             guint   q)
{
  gboolean pair = bracket_pair (d, p, q);

  if (d->stage == STAGE_REMAINDER && d->half[p] != 0)
    {
      guint top = d->hsize + 1;
      if (!pair && d->half[p] == 1)
        {
          cost[d->t_q + Q_EXCHANGES]++;
          cost[d->t_q + Q_SUMS] += top - d->bsn[p];
        }
      else if (pair && d->half[p] == d->half[q] && d->bsn[p] < d->bsn[q])
        {
          /* Counted once, at the lower number: S1 moves out the higher, S2 moves in the lower. */
          cost[d->t_q + Q_EXCHANGES]++;
          cost[d->t_q + Q_SUMS] += d->half[p] == 1 ? top - d->bsn[q] : d->bsn[p];
        }
    }
}

/* Whether @p is in the next bracket when paired with @q: a player of the next score group, or
 * a downfloater of this bracket. */
static gboolean
in_next (Dutch *d,
         guint  p,
         guint  q)
{
  return !is_bye (d, p) && (d->where[p] == NEXT || (in_bracket (d, p) && !bracket_pair (d, p, q)));
}

/* C.7: pairs and PSD of the next bracket (this one's downfloaters and the next score group). */
static void
next_costs (Dutch  *d,
            guint   u,
            guint   v,
            gint64 *cost)
{
  gboolean nu, nv;

  if (!d->with_next)
    return;
  nu = in_next (d, u, v);
  nv = in_next (d, v, u);
  if (nu && nv && (d->where[u] == NEXT || d->where[v] == NEXT))
    {
      add_sd (cost, d->t_next_psd, d->next_values, d->n_next, ABS (d->score[u] - d->score[v]));
      return;
    }
  for (int side = 0; side < 2; side++)
    {
      guint p = side == 0 ? u : v;
      if (side == 0 ? nu : nv)
        {
          cost[d->t_next_pairs]++;
          add_sd (cost, d->t_next_psd, d->next_values, d->n_next, d->score[p] - (d->next_score - d->win));
        }
    }
}

/* Costs of u–v under every tier. */
static void
edge_costs (Dutch  *d,
            guint   u,
            guint   v,
            gint64 *cost)
{
  memset (cost, 0, sizeof (gint64) * d->n_tiers);
  for (int side = 0; side < 2; side++)
    {
      guint p = side == 0 ? u : v, q = side == 0 ? v : u;

      if (is_bye (d, p))
        continue;
      if (in_bracket (d, p))
        {
          if (!bracket_pair (d, p, q))
            {
              cost[d->t_pairs]++;
              add_sd (cost, d->t_psd, d->psd_values, d->n_psd, d->score[p] - (d->bracket_min - d->win));
            }
          else if (p < q)
            add_sd (cost, d->t_psd, d->psd_values, d->n_psd, ABS (d->score[p] - d->score[q]));
          float_costs (d, cost, p, q);
          order_costs (d, cost, p, q);
        }
    }
  next_costs (d, u, v, cost);
  /* Colours of a pair of the bracket: C.8–C.11. */
  if (!is_bye (d, u) && !is_bye (d, v) && bracket_pair (d, u, v))
    {
      guint                hi = MIN (u, v), lo = MAX (u, v);
      const XqDutchColour *a = &d->colour[hi], *b = &d->colour[lo];
      if (a->pref != 0 && a->pref == b->pref)
        {
          cost[d->t_q + Q_C10]++;
          if (MIN (a->strength, b->strength) >= XQ_DUTCH_PREF_STRONG)
            cost[d->t_q + Q_C11]++;
        }
      if (d->top[hi] || d->top[lo])
        {
          gboolean red = xq_dutch_colour_allocate (a, b, d->number[hi], d->initial_red, NULL);
          cost[d->t_q + Q_C8] += xq_dutch_colour_beyond_two (a, red) + xq_dutch_colour_beyond_two (b, !red);
          cost[d->t_q + Q_C9] += xq_dutch_colour_third_running (a, red) + xq_dutch_colour_third_running (b, !red);
        }
    }
}

static int
descending (gconstpointer a,
            gconstpointer b)
{
  return *(const int *) b - *(const int *) a;
}

static void
sort_descending (int  *values,
                 guint n)
{
  qsort (values, n, sizeof (int), descending);
}

/* The tiers' multipliers: each exceeds all that the tiers below it can add up to over a round. */
static void
set_tiers (Dutch *d)
{
  guint               left = 0, nb = 0;
  g_autofree guint64 *most = NULL;
  g_autofree gint64  *cost = NULL;
  gboolean            fits = FALSE;

  for (guint v = 0; v < d->nv; v++)
    {
      left += d->left[v];
      nb += d->left[v] && in_bracket (d, v);
    }
  /* The score differences that can occur, largest first: C.6 (pairs and downfloaters of the
   * bracket) and C.7 (of the next bracket). */
  g_free (d->psd_values);
  g_free (d->next_values);
  d->psd_values = g_new (int, d->nv * 2 + 2);
  d->next_values = g_new (int, d->nv * 2 + 2);
  d->n_psd = d->n_next = 0;
  for (guint u = 0; u < d->n; u++)
    {
      int sd[2];
      if (!d->left[u])
        continue;
      sd[0] = in_bracket (d, u) ? d->score[u] - (d->bracket_min - d->win) : 0;
      sd[1] = d->with_next && (in_bracket (d, u) || d->where[u] == NEXT) ? d->score[u] - (d->next_score - d->win) : 0;
      if (sd[0] > 0 && value_index (d->psd_values, d->n_psd, sd[0]) < 0)
        d->psd_values[d->n_psd++] = sd[0];
      if (sd[1] > 0 && value_index (d->next_values, d->n_next, sd[1]) < 0)
        d->next_values[d->n_next++] = sd[1];
      for (guint v = u + 1; v < d->n; v++)
        {
          int diff = ABS (d->score[u] - d->score[v]);
          if (!d->left[v] || diff == 0)
            continue;
          if (in_bracket (d, u) && in_bracket (d, v) && value_index (d->psd_values, d->n_psd, diff) < 0)
            d->psd_values[d->n_psd++] = diff;
          if (d->with_next && (in_bracket (d, u) || d->where[u] == NEXT) && d->where[v] == NEXT &&
              value_index (d->next_values, d->n_next, diff) < 0)
            d->next_values[d->n_next++] = diff;
        }
    }
  sort_descending (d->psd_values, d->n_psd);
  sort_descending (d->next_values, d->n_next);

  while (!fits)
    {
      g_autofree guint64 *bound = NULL;

      d->t_pairs = 0;
      d->t_psd = 1;
      d->t_next_pairs = d->t_psd + d->n_psd;
      d->t_next_psd = d->t_next_pairs + 1;
      d->t_q = d->t_next_psd + d->n_next;
      d->n_tiers = d->t_q + N_Q;
      g_free (most);
      g_free (cost);
      most = g_new0 (guint64, d->n_tiers);
      cost = g_new0 (gint64, d->n_tiers);
      bound = g_new0 (guint64, d->n_tiers);
      for (guint u = 0; u < d->nv; u++)
        for (guint v = u + 1; v < d->nv; v++)
          if (d->left[u] && d->left[v] && allowed (d, u, v))
            {
              edge_costs (d, u, v, cost);
              for (guint t = 0; t < d->n_tiers; t++)
                most[t] = MAX (most[t], (guint64) cost[t]);
            }
      most[d->t_q + Q_EXCHANGES] = 2;
      most[d->t_q + Q_SUMS] = 2 * ((guint64) nb + 2);
      for (guint t = 0; t < d->n_tiers; t++)
        bound[t] = most[t] * (left / 2 + 1);
      g_free (d->mult);
      d->mult = g_new (XqWeight, d->n_tiers);
      d->mult[d->n_tiers - 1] = xq_weight_int (1);
      for (guint t = d->n_tiers - 1; t > 0; t--)
        d->mult[t - 1] = xq_weight_mul (d->mult[t], bound[t] + 1);
      d->base = xq_weight_mul (d->mult[0], bound[0] + 1);
      fits = xq_weight_bits (d->base) + 8 < XQ_WEIGHT_BITS;
      if (!fits)
        {
          /* Far beyond real events: the smallest differences share a tier (add_sd ()). */
          g_debug ("dutch: %u + %u score differences do not fit the weights apart", d->n_psd, d->n_next);
          if (d->n_next > 1)
            d->n_next--;
          else if (d->n_psd > 1)
            d->n_psd--;
          else
            break;
        }
    }
}

static XqWeight
edge_weight (Dutch *d,
             guint  u,
             guint  v)
{
  g_autofree gint64 *cost = g_new (gint64, d->n_tiers);
  XqWeight           w = d->base;

  edge_costs (d, u, v, cost);
  for (guint t = 0; t < d->n_tiers; t++)
    if (cost[t] != 0)
      w = xq_weight_sub (w, xq_weight_mul (d->mult[t], (guint64) cost[t]));
  return w;
}

/* The heaviest perfect matching of the players left under the roles; FALSE when none. */
static gboolean
solve (Dutch    *d,
       int      *mates,
       XqWeight *total)
{
  g_autofree guint *local = g_new (guint, d->nv);
  g_autofree guint *global = g_new (guint, d->nv);
  g_autofree int   *found = g_new (int, d->nv);
  guint             m = 0;
  XqWeight          sum = xq_weight_int (0);

  for (guint v = 0; v < d->nv; v++)
    if (d->left[v])
      {
        local[v] = m;
        global[m++] = v;
      }
  {
    g_autoptr (XqMatching) matching = xq_matching_new (m);
    for (guint i = 0; i < m; i++)
      for (guint j = i + 1; j < m; j++)
        if (edge_ok (d, global[i], global[j]))
          xq_matching_add_edge (matching, i, j, edge_weight (d, global[i], global[j]));
    xq_matching_set_max_cardinality (matching, TRUE);
    xq_matching_solve (matching);
    for (guint i = 0; i < m; i++)
      {
        int j = xq_matching_get_mate (matching, i);
        if (j < 0)
          return FALSE;
        found[global[i]] = (int) global[j];
        if ((guint) j > i)
          sum = xq_weight_add (sum, edge_weight (d, global[i], global[j]));
      }
  }
  for (guint i = 0; i < m; i++)
    mates[global[i]] = found[global[i]];
  *total = sum;
  return TRUE;
}

/* Whether @mates (optimal for the stage) already obeys the roles. */
static gboolean
mates_ok (Dutch     *d,
          const int *mates)
{
  for (guint v = 0; v < d->nv; v++)
    if (d->left[v] && !edge_ok (d, v, (guint) mates[v]))
      return FALSE;
  return TRUE;
}

/* Whether a pairing as good as @target exists under the roles; @best gets it. */
static gboolean
still_optimal (Dutch   *d,
               int     *best,
               XqWeight target)
{
  g_autofree int *m = NULL;
  XqWeight        w;

  if (mates_ok (d, best))
    return TRUE;
  m = g_new (int, d->nv);
  if (!solve (d, m, &w) || xq_weight_cmp (w, target) != 0)
    return FALSE;
  memcpy (best, m, sizeof (int) * d->nv);
  return TRUE;
}

/* Takes u–v out of the round as a pair of the bracket (or the bye). */
static void
fix_pair (Dutch    *d,
          int      *final,
          XqWeight *target,
          guint     u,
          guint     v)
{
  *target = xq_weight_sub (*target, edge_weight (d, u, v));
  final[u] = (int) v;
  final[v] = (int) u;
  d->left[u] = d->left[v] = FALSE;
}

/* Fixes the partners of @players (in order) one after the other, each the first of @partners (in
 * order) that keeps the optimum: the transposition with the smallest numbers first (D.1). */
static void
fix_in_order (Dutch    *d,
              GArray   *players,
              GArray   *partners,
              int      *best,
              int      *final,
              XqWeight *target)
{
  for (guint i = 0; i < players->len; i++)
    {
      guint x = g_array_index (players, guint, i);
      if (!d->left[x])
        continue;
      for (guint j = 0; j < partners->len; j++)
        {
          guint y = g_array_index (partners, guint, j);
          if (!d->left[y] || !allowed (d, x, y))
            continue;
          d->force[x] = (int) y;
          d->force[y] = (int) x;
          if (still_optimal (d, best, *target))
            {
              d->force[x] = d->force[y] = -1;
              fix_pair (d, final, target, x, y);
              break;
            }
          d->force[x] = d->force[y] = -1;
        }
      if (d->left[x])
        {
          /* Cannot happen: the optimum itself pairs x in the bracket. Keep it. */
          g_warning ("dutch: no partner of the optimum found in order; kept the optimum's");
          fix_pair (d, final, target, x, (guint) best[x]);
        }
    }
}

/* Pairs the bracket of @mdps and the score group starting at player @start; @mdps gets the
 * downfloaters. @final gets the pairs. */
static gboolean
pair_bracket (Dutch  *d,
              GArray *mdps,
              guint   start,
              int    *final,
              guint  *bracket_of,
              guint   bracket)
{
  g_autofree int    *best = g_new (int, d->nv);
  g_autoptr (GArray) members = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) residents = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) paired_mdps = g_array_new (FALSE, FALSE, sizeof (guint));
  XqWeight           target;
  guint              end = start, next_end, pairs = 0, m1 = 0;
  gboolean           collapsed = FALSE;

  while (end < d->n && d->score[end] == d->score[start])
    end++;
  next_end = end;
  while (next_end < d->n && d->score[next_end] == d->score[end])
    next_end++;
  memset (d->where, ELSEWHERE, d->nv);
  memset (d->half, 0, d->nv);
  for (guint v = 0; v < d->nv; v++)
    {
      d->role[v] = FREE;
      d->force[v] = -1;
      if (v < d->n && d->left[v])
        d->where[v] = v < start ? ELSEWHERE : v < end      ? RESIDENT
                                            : v < next_end ? NEXT
                                                           : BELOW;
    }
  for (guint i = 0; i < mdps->len; i++)
    d->where[g_array_index (mdps, guint, i)] = MDP;
  /* Bracket sequence numbers: MDPs (ranked above) then residents. */
  for (guint v = 0; v < d->n; v++)
    if (d->left[v] && in_bracket (d, v))
      {
        g_array_append_val (members, v);
        d->bsn[v] = members->len;
        bracket_of[v] = bracket;
        if (d->where[v] == RESIDENT)
          g_array_append_val (residents, v);
      }
  d->bracket_min = d->score[start];
  d->last_bracket = end >= d->n;
  d->next_score = end < d->n ? d->score[end] : 0;
  d->with_next = next_end < d->n; /* neither the last bracket nor the one before it (C.7) */
  d->stage = STAGE_QUALITY;
  set_tiers (d);
  if (!solve (d, best, &target))
    return FALSE; /* cannot happen: the round was checked to be completable */
  for (guint i = 0; i < members->len; i++)
    {
      guint v = g_array_index (members, guint, i), u = (guint) best[v];
      if (!is_bye (d, u) && bracket_pair (d, v, u))
        {
          pairs++;
          m1 += d->where[v] == MDP && d->where[u] == RESIDENT;
          collapsed |= d->where[v] == MDP && d->where[u] == MDP;
        }
    }
  pairs /= 2;

  if (collapsed)
    {
      /* The last bracket pairs MDPs with each other: whatever completes the round. */
      for (guint i = 0; i < members->len; i++)
        {
          guint v = g_array_index (members, guint, i);
          if (d->left[v])
            fix_pair (d, final, &target, v, (guint) best[v]);
        }
      g_array_set_size (mdps, 0);
      return TRUE;
    }

  /* Heterogeneous: which MDPs are paired (S1, the rest in the limbo), then their partners. D.3
   * sorts the MDP-exchanges by the new S1: (a) the highest different score (C.6 has settled it),
   * (b) the lowest lexicographic value of its BSNs in ascending order. So each MDP in BSN order
   * joins S1 when an optimal pairing still pairs it: 1 5 before 2 3, even though 2 3 exchanges
   * smaller numbers with the limbo (the least sum is D.2's rule for residents, not D.3's). */
  if (mdps->len > 0)
    {
      for (guint i = 0; i < members->len; i++)
        {
          guint v = g_array_index (members, guint, i);
          if (d->where[v] != MDP)
            continue;
          d->role[v] = MDP_PAIRED;
          if (!still_optimal (d, best, target))
            d->role[v] = MDP_LIMBO;
          else
            g_array_append_val (paired_mdps, v);
        }
      fix_in_order (d, paired_mdps, residents, best, final, &target);
    }

  /* The remainder (every resident not paired with an MDP): S1 its first MaxPairs players. */
  {
    g_autoptr (GArray) s1 = g_array_new (FALSE, FALSE, sizeof (guint));
    g_autoptr (GArray) s2 = g_array_new (FALSE, FALSE, sizeof (guint));
    guint              h = 0, n1 = pairs - m1;

    for (guint i = 0; i < residents->len; i++)
      {
        guint v = g_array_index (residents, guint, i);
        if (!d->left[v])
          continue;
        d->bsn[v] = ++h;
        d->half[v] = h <= n1 ? 1 : 2;
      }
    d->hsize = h;
    d->stage = STAGE_REMAINDER;
    if (!solve (d, best, &target))
      goto keep_optimum;
    /* D.2.c: the highest numbers moved from S1, then (d) the lowest moved from S2. */
    for (guint i = residents->len; i > 0; i--)
      {
        guint v = g_array_index (residents, guint, i - 1);
        if (!d->left[v] || d->half[v] != 1)
          continue;
        d->role[v] = S1_MOVED;
        if (!still_optimal (d, best, target))
          d->role[v] = S1_STAYS;
      }
    for (guint i = 0; i < residents->len; i++)
      {
        guint v = g_array_index (residents, guint, i);
        if (!d->left[v] || d->half[v] != 2)
          continue;
        d->role[v] = S2_MOVED;
        if (!still_optimal (d, best, target))
          d->role[v] = S2_STAYS;
      }
    for (guint i = 0; i < residents->len; i++)
      {
        guint    v = g_array_index (residents, guint, i);
        gboolean in_s1;
        if (!d->left[v])
          continue;
        in_s1 = d->role[v] == S1_STAYS || d->role[v] == S2_MOVED;
        g_array_append_val (in_s1 ? s1 : s2, v);
      }
    for (guint i = 0; i < s1->len; i++)
      d->role[g_array_index (s1, guint, i)] = FINAL_S1;
    for (guint i = 0; i < s2->len; i++)
      d->role[g_array_index (s2, guint, i)] = FINAL_S2;
    if (!still_optimal (d, best, target))
      goto keep_optimum;
    fix_in_order (d, s1, s2, best, final, &target);
  }
  goto floats;

keep_optimum:
  /* Cannot happen (each step keeps a pairing the last one found): the optimum found last. */
  g_warning ("dutch: a candidate's order could not be followed; the bracket keeps the optimum found");
  for (guint i = 0; i < members->len; i++)
    {
      guint v = g_array_index (members, guint, i), u = (guint) best[v];
      if (d->left[v] && d->left[u] && !is_bye (d, u) && bracket_pair (d, v, u))
        fix_pair (d, final, &target, v, u);
    }

floats:

  /* Whoever is left floats down; in the last bracket, to the bye. */
  g_array_set_size (mdps, 0);
  for (guint i = 0; i < members->len; i++)
    {
      guint v = g_array_index (members, guint, i);
      if (!d->left[v])
        continue;
      if (d->last_bracket)
        fix_pair (d, final, &target, v, (guint) best[v]);
      else
        g_array_append_val (mdps, v);
    }
  return TRUE;
}

static gboolean
pairing_game (const XqGame *g)
{
  return !g->annulled && g->game == 1 && g->kind == XQ_GAME_REGULAR;
}

static int
find_vertex (Dutch *d,
             gint64 entry)
{
  for (guint v = 0; v < d->n; v++)
    if (xq_swiss_problem_get_entry (d->sp, v) == entry)
      return (int) v;
  return -1;
}

/* The floats of round @t (A.4.b; a player who scores without playing more than a loss, by a bye
 * or a forfeit, also floats down) into @floats. */
static void
read_floats (Dutch             *d,
             const XqEventData *data,
             guint              t,
             int               *floats)
{
  g_autofree int *before = NULL;

  if (t < 1)
    return;
  before = xq_swiss_scores_after (data, t - 1);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      int           a, b, ia, ib;

      if (g->round != t || !pairing_game (g))
        continue;
      a = find_vertex (d, g->red);
      b = g->black != 0 ? find_vertex (d, g->black) : -1;
      if (g->black == 0)
        {
          if (a >= 0 && g->bye != XQ_BYE_ZERO)
            floats[a] = -1;
          continue;
        }
      if (g->result == XQ_GAME_RESULT_RED_WIN_FORFEIT || g->result == XQ_GAME_RESULT_BLACK_WIN_FORFEIT ||
          g->result == XQ_GAME_RESULT_DOUBLE_FORFEIT)
        {
          if (g->result == XQ_GAME_RESULT_RED_WIN_FORFEIT && a >= 0)
            floats[a] = -1;
          if (g->result == XQ_GAME_RESULT_BLACK_WIN_FORFEIT && b >= 0)
            floats[b] = -1;
          continue;
        }
      ia = xq_event_data_entry_index (data, g->red);
      ib = xq_event_data_entry_index (data, g->black);
      if (ia < 0 || ib < 0 || before[ia] == before[ib])
        continue;
      if (a >= 0)
        floats[a] = before[ia] > before[ib] ? -1 : 1;
      if (b >= 0)
        floats[b] = before[ib] > before[ia] ? -1 : 1;
    }
}

typedef struct
{
  const XqEntry *entry;
  gboolean       by_lot;
} Ranked;

static int
initial_cmp (gconstpointer pa,
             gconstpointer pb)
{
  const Ranked  *ra = pa, *rb = pb;
  const XqEntry *a = ra->entry, *b = rb->entry;

  if (ra->by_lot && a->lot != b->lot)
    return (a->lot == 0) != (b->lot == 0) ? (a->lot == 0 ? 1 : -1) : (a->lot < b->lot ? -1 : 1);
  if (a->rating != b->rating)
    return a->rating > b->rating ? -1 : 1;
  return a->number < b->number ? -1 : (a->number > b->number);
}

gboolean
xq_dutch_initial_red (const XqEventData *data)
{
  return (((guint64) data->event.random_seed * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 63) == 0;
}

static void
dutch_clear (Dutch *d)
{
  g_free (d->score);
  g_free (d->number);
  g_free (d->colour);
  g_free (d->float1);
  g_free (d->float2);
  g_free (d->bye_ok);
  g_free (d->top);
  g_free (d->left);
  g_free (d->bsn);
  g_free (d->where);
  g_free (d->half);
  g_free (d->role);
  g_free (d->force);
  g_free (d->psd_values);
  g_free (d->next_values);
  g_free (d->mult);
}

static void
dutch_init (Dutch             *d,
            XqSwissProblem    *sp,
            const XqEventData *data,
            guint              round)
{
  g_autoptr (GArray) ranked = g_array_new (FALSE, FALSE, sizeof (Ranked));
  gboolean           last = data->event.rounds > 0 && round == data->event.rounds;

  memset (d, 0, sizeof *d);
  d->sp = sp;
  d->n = xq_swiss_problem_get_n_players (sp);
  d->nv = xq_swiss_problem_get_n_vertices (sp);
  d->win = xq_scoring_win_points (data->event.scoring);
  d->initial_red = xq_dutch_initial_red (data);
  d->score = g_new0 (int, d->nv);
  d->number = g_new0 (guint, d->nv);
  d->colour = g_new0 (XqDutchColour, d->nv);
  d->float1 = g_new0 (int, d->nv);
  d->float2 = g_new0 (int, d->nv);
  d->bye_ok = g_new0 (gboolean, d->nv);
  d->top = g_new0 (gboolean, d->nv);
  d->left = g_new0 (gboolean, d->nv);
  d->bsn = g_new0 (guint, d->nv);
  d->where = g_new0 (guint8, d->nv);
  d->half = g_new0 (guint8, d->nv);
  d->role = g_new0 (Role, d->nv);
  d->force = g_new0 (int, d->nv);

  /* Pairing numbers: the initial ranking list (A.1) of every entry. */
  for (guint i = 0; i < data->entries->len; i++)
    {
      Ranked r = { &g_array_index (data->entries, XqEntry, i), data->event.round_one == XQ_ROUND_ONE_LOT };
      g_array_append_val (ranked, r);
    }
  g_array_sort (ranked, initial_cmp);
  for (guint v = 0; v < d->nv; v++)
    {
      d->left[v] = TRUE;
      if (v >= d->n)
        continue;
      const XqSwissPlayer *p = xq_swiss_problem_get_player (sp, v);
      for (guint i = 0; i < ranked->len; i++)
        if (g_array_index (ranked, Ranked, i).entry->id == p->entry)
          d->number[v] = i + 1;
      d->score[v] = p->score;
      xq_dutch_colour_init (&d->colour[v], p->colours);
      d->bye_ok[v] = !p->had_bye;
      /* A.7: over half the most a player could have scored, when pairing the last round. */
      d->top[v] = last && 2 * p->score > d->win * (int) (round - 1);
    }
  /* C.2: nor whoever has scored a win by forfeit. */
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      int           v = -1;
      if (g->round >= round || !pairing_game (g))
        continue;
      if (g->result == XQ_GAME_RESULT_RED_WIN_FORFEIT)
        v = find_vertex (d, g->red);
      else if (g->result == XQ_GAME_RESULT_BLACK_WIN_FORFEIT)
        v = find_vertex (d, g->black);
      if (v >= 0)
        d->bye_ok[v] = FALSE;
    }
  read_floats (d, data, round - 1, d->float1);
  if (round >= 2)
    read_floats (d, data, round - 2, d->float2);
}

/* Whether the round can be completed at all under the absolute criteria. */
static gboolean
completable (Dutch *d)
{
  g_autoptr (XqMatching) m = xq_matching_new (d->nv);

  for (guint u = 0; u < d->nv; u++)
    for (guint v = u + 1; v < d->nv; v++)
      if (allowed (d, u, v))
        xq_matching_add_edge (m, u, v, xq_weight_int (1));
  xq_matching_set_max_cardinality (m, TRUE);
  xq_matching_solve (m);
  for (guint v = 0; v < d->nv; v++)
    if (xq_matching_get_mate (m, v) < 0)
      return FALSE;
  return TRUE;
}

GArray *
xq_dutch_pair_round (const XqEventData *data,
                     guint              round,
                     GArray           **why,
                     GError           **error)
{
  g_autoptr (XqSwissProblem) sp = xq_swiss_problem_new (data, round, error);
  g_autofree int            *final = NULL;
  g_autofree guint          *bracket_of = NULL;
  g_autoptr (GArray)         mdps = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray                    *games;
  Dutch                      d;
  guint                      bracket = 0;

  if (sp == NULL)
    return NULL;
  dutch_init (&d, sp, data, round);
  if (!completable (&d))
    {
      dutch_clear (&d);
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING,
                   XQ_T (xq_lang_from_locale (),
                         "No pairing of round %u avoids rematches, forbidden pairs, a third game of the same colour in a row, a colour difference of 3 and a second bye"),
                   round);
      return NULL;
    }
  final = g_new (int, d.nv);
  bracket_of = g_new0 (guint, d.nv);
  for (guint start = 0; start < d.n;)
    {
      guint end = start;
      while (end < d.n && d.score[end] == d.score[start])
        end++;
      if (!pair_bracket (&d, mdps, start, final, bracket_of, ++bracket))
        {
          dutch_clear (&d);
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING, "FIDE Dutch: bracket %u of round %u could not be paired", bracket,
                       round);
          return NULL;
        }
      start = end;
    }

  games = xq_swiss_boards (sp, final, xq_swiss_problem_higher_takes_red);
  if (why != NULL)
    *why = g_array_new (FALSE, TRUE, sizeof (XqDutchBoard));
  for (guint i = 0; i < games->len; i++)
    {
      XqGame      *g = &g_array_index (games, XqGame, i);
      XqDutchBoard b = { 0 };
      int          a = find_vertex (&d, g->red), c = g->black != 0 ? find_vertex (&d, g->black) : -1;

      if (a < 0)
        continue; /* a bye asked for */
      if (c >= 0)
        {
          guint    hi = (guint) MIN (a, c), lo = (guint) MAX (a, c);
          gboolean hi_red = xq_dutch_colour_allocate (&d.colour[hi], &d.colour[lo], d.number[hi], d.initial_red, &b.colour_rule);
          g->red = xq_swiss_problem_get_entry (sp, hi_red ? hi : lo);
          g->black = xq_swiss_problem_get_entry (sp, hi_red ? lo : hi);
          b.heterogeneous = d.score[hi] != d.score[lo];
          b.bracket_score = d.score[lo];
        }
      b.red = g->red;
      b.black = g->black;
      b.red_points = d.score[find_vertex (&d, g->red)];
      b.black_points = c >= 0 ? d.score[find_vertex (&d, g->black)] : 0;
      b.bracket = bracket_of[a];
      if (c < 0)
        b.bracket_score = d.score[a];
      if (c >= 0)
        b.bracket = MAX (bracket_of[a], bracket_of[c]);
      if (why != NULL)
        g_array_append_val (*why, b);
    }
  dutch_clear (&d);
  return games;
}

GArray *
xq_dutch_pair (const XqEventData *data,
               GArray           **why,
               GError           **error)
{
  return xq_dutch_pair_round (data, data->n_rounds + 1, why, error);
}
