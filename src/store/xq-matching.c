/* xq-matching.c: maximum-weight matching on general graphs
 *
 * Edmonds' primal-dual blossom algorithm in the O(n³) form described by Galil ("Efficient
 * algorithms for finding maximum matching in graphs", 1986). Written for Qili from the paper's
 * description.
 *
 * Conventions: every edge k has two endpoints 2k and 2k + 1 (ends[p] is the vertex); a vertex's
 * mate is stored as the endpoint at the far side. Vertices are 0…n−1, non-trivial blossoms
 * n…2n−1. Dual values are kept doubled against the weights (an edge's reduced cost is
 * dual[u] + dual[v] − 2w + 2Σ dual[B]), so integer weights keep every dual integral.
 * Labels: S (outer, even) and T (inner, odd). A stage grows alternating trees from every free
 * S-vertex until it finds an augmenting path or no dual change can help.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-matching.h"

#include <string.h>

enum {
  FREE = 0,
  LABEL_S = 1,
  LABEL_T = 2,
};

typedef struct
{
  XqWeight twice; /* twice the (stored) weight: the reduced cost is dual + dual − twice */
  int      other; /* far vertex */
  int      p;     /* far endpoint */
} Adj;

struct _XqMatching
{
  guint     n;
  GArray   *ends;    /* guint, two per edge */
  GArray   *weights; /* XqWeight, one per edge */
  gboolean  solved;

  GArray  **incident;   /* per vertex: remote endpoints (int) */
  Adj     **adj;        /* per vertex: the same edges with weight and far vertex, for scanning */
  int      *mate;       /* remote endpoint or −1 */
  int      *label;      /* per top-level blossom or vertex */
  int      *label_end;  /* endpoint through which the label came, −1 */
  int      *in_blossom; /* vertex → top-level blossom */
  int      *parent;     /* blossom → parent blossom, −1 */
  GArray  **children;   /* blossom → sub-blossoms (int), cyclic from the base */
  GArray  **child_ends; /* blossom → endpoints linking the children */
  int      *base;       /* blossom → base vertex */
  int      *best_edge;  /* least-slack edge to a different S-blossom, −1 */
  XqWeight *best_slack; /* slack of best_edge, exact after every dual change */
  GArray  **best_edges; /* S-blossom → least-slack edges to other S-blossoms, or NULL */
  int      *unused;     /* stack of free blossom numbers */
  guint     n_unused;
  XqWeight *dual;
  gboolean  max_cardinality;
  guint8   *allowed; /* edge has zero slack */
  GArray   *queue;   /* S-vertices still to scan (int) */
  gboolean *marked;  /* scratch for scan_blossom */
  GArray   *path;    /* scratch for scan_blossom (int) */
  GArray   *leaves;  /* scratch for add_blossom (int) */
  GArray   *edges;   /* scratch for add_blossom (int) */
  int      *best_to; /* scratch for add_blossom, −1 between uses: per S-blossom, the least-slack edge */
  XqWeight *best_slack_to;
  int      *leaf_lo; /* after solve (): the range of leaves of each blossom (number_leaves ()) */
  int      *leaf_hi;
  int      *chain;     /* the blossoms around chain_for, bottom up */
  XqWeight *chain_sum; /* per place in chain: the duals of that blossom and every one above it */
  guint     chain_len;
  int       chain_for; /* the vertex whose chain is kept */
  XqWeight *spread;    /* per vertex: its dual and twice those of the blossoms around it */
  int      *leaf_at;   /* vertices in the order of leaf_lo */
  XqWeight *min_dual;  /* per blossom and class: the least dual of the class's vertices inside */
  gboolean *has_min;
};

XqMatching *
xq_matching_new (guint n_vertices)
{
  XqMatching *self = g_new0 (XqMatching, 1);

  self->n = n_vertices;
  self->ends = g_array_new (FALSE, FALSE, sizeof (guint));
  self->weights = g_array_new (FALSE, FALSE, sizeof (XqWeight));
  return self;
}

void
xq_matching_free (XqMatching *self)
{
  if (self == NULL)
    return;
  if (self->incident != NULL)
    {
      for (guint v = 0; v < self->n; v++)
        {
          g_array_unref (self->incident[v]);
          g_free (self->adj[v]);
        }
      for (guint b = 0; b < 2 * self->n; b++)
        {
          g_clear_pointer (&self->children[b], g_array_unref);
          g_clear_pointer (&self->child_ends[b], g_array_unref);
          g_clear_pointer (&self->best_edges[b], g_array_unref);
        }
    }
  g_free (self->incident);
  g_free (self->adj);
  g_free (self->mate);
  g_free (self->label);
  g_free (self->label_end);
  g_free (self->in_blossom);
  g_free (self->parent);
  g_free (self->leaf_lo);
  g_free (self->leaf_hi);
  g_free (self->chain);
  g_free (self->chain_sum);
  g_free (self->spread);
  g_free (self->leaf_at);
  g_free (self->min_dual);
  g_free (self->has_min);
  g_free (self->children);
  g_free (self->child_ends);
  g_free (self->base);
  g_free (self->best_edge);
  g_free (self->best_slack);
  g_free (self->best_edges);
  g_free (self->unused);
  g_free (self->dual);
  g_free (self->allowed);
  g_clear_pointer (&self->queue, g_array_unref);
  g_free (self->marked);
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->leaves, g_array_unref);
  g_clear_pointer (&self->edges, g_array_unref);
  g_free (self->best_to);
  g_free (self->best_slack_to);
  g_array_unref (self->ends);
  g_array_unref (self->weights);
  g_free (self);
}

guint
xq_matching_get_n_vertices (XqMatching *self)
{
  return self->n;
}

guint
xq_matching_get_n_edges (XqMatching *self)
{
  return self->weights->len;
}

void
xq_matching_add_edge (XqMatching *self,
                      guint       u,
                      guint       v,
                      XqWeight    weight)
{
  g_return_if_fail (!self->solved);
  g_return_if_fail (u < self->n && v < self->n && u != v);

  /* Stored doubled: every initial dual is then even, all labelled vertices keep one parity
   * and the slack of an edge between two S-vertices stays even, so halving it is exact even
   * with the jump start's unequal initial duals. */
  weight = xq_weight_twice (weight);
  g_array_append_val (self->ends, u);
  g_array_append_val (self->ends, v);
  g_array_append_val (self->weights, weight);
}

#define END(p)     ((int) g_array_index (self->ends, guint, (p)))
#define WEIGHT(k)  (g_array_index (self->weights, XqWeight, (k)))
#define IARR(a, i) g_array_index ((a), int, (i))

static XqWeight
slack (XqMatching *self,
       int         k)
{
  return xq_weight_slack (self->dual[END (2 * k)], self->dual[END (2 * k + 1)], WEIGHT (k));
}

/* Appends every vertex inside blossom @b to @out. */
static void
collect_leaves (XqMatching *self,
                int         b,
                GArray     *out)
{
  if (b < (int) self->n)
    {
      g_array_append_val (out, b);
      return;
    }
  for (guint i = 0; i < self->children[b]->len; i++)
    collect_leaves (self, IARR (self->children[b], i), out);
}

static void
queue_push (XqMatching *self,
            int         v)
{
  g_array_append_val (self->queue, v);
}

/* Labels the top-level blossom of vertex @w with @t, reached through endpoint @p. */
static void
assign_label (XqMatching *self,
              int         w,
              int         t,
              int         p)
{
  int b = self->in_blossom[w];

  g_assert (self->label[w] == FREE && self->label[b] == FREE);
  self->label[w] = self->label[b] = t;
  self->label_end[w] = self->label_end[b] = p;
  self->best_edge[w] = self->best_edge[b] = -1;
  if (t == LABEL_S)
    collect_leaves (self, b, self->queue); /* every vertex inside is to scan */
  else
    {
      /* A T-blossom's base is matched; its mate becomes S. */
      int base = self->base[b];
      g_assert (self->mate[base] >= 0);
      assign_label (self, END (self->mate[base]), LABEL_S, self->mate[base] ^ 1);
    }
}

/* Walks back from S-vertices @v and @w; returns the base of the new blossom or −1 when the two
 * trees differ (an augmenting path). */
static int
scan_blossom (XqMatching *self,
              int         v,
              int         w)
{
  GArray *path = self->path;
  int     found = -1;

  g_array_set_size (path, 0);
  while (v != -1 || w != -1)
    {
      int b = self->in_blossom[v];

      if (self->marked[b])
        {
          found = self->base[b];
          break;
        }
      g_assert (self->label[b] == LABEL_S);
      g_array_append_val (path, b);
      self->marked[b] = TRUE;
      if (self->label_end[b] == -1)
        v = -1; /* root of the tree */
      else
        {
          int t = END (self->label_end[b]);
          b = self->in_blossom[t];
          g_assert (self->label[b] == LABEL_T);
          g_assert (self->label_end[b] >= 0);
          v = END (self->label_end[b]);
        }
      if (w != -1)
        {
          int tmp = v;
          v = w;
          w = tmp;
        }
    }
  for (guint i = 0; i < path->len; i++)
    self->marked[IARR (path, i)] = FALSE;
  return found;
}

/* Makes a blossom with base @base from the cycle closed by edge @k between two S-vertices. */
static void
add_blossom (XqMatching *self,
             int         base,
             int         k)
{
  int       v = END (2 * k), w = END (2 * k + 1);
  int       bb = self->in_blossom[base], bv = self->in_blossom[v], bw = self->in_blossom[w];
  int       b;
  GArray   *path, *endps, *leaves = self->leaves, *candidates = self->edges;
  GArray   *best;
  XqWeight *best_slack_to = self->best_slack_to;
  int      *best_to = self->best_to;

  g_assert (self->n_unused > 0);
  b = self->unused[--self->n_unused];
  self->base[b] = base;
  self->parent[b] = -1;
  self->parent[bb] = b;

  path = self->children[b] = g_array_new (FALSE, FALSE, sizeof (int));
  endps = self->child_ends[b] = g_array_new (FALSE, FALSE, sizeof (int));

  /* From v back to the base, building the list in reverse. */
  while (bv != bb)
    {
      int p;
      self->parent[bv] = b;
      g_array_append_val (path, bv);
      p = self->label_end[bv];
      g_array_append_val (endps, p);
      g_assert (self->label[bv] == LABEL_T || (self->label[bv] == LABEL_S && self->label_end[bv] == self->mate[self->base[bv]]));
      g_assert (self->label_end[bv] >= 0);
      v = END (self->label_end[bv]);
      bv = self->in_blossom[v];
    }
  g_array_append_val (path, bb);
  /* Reverse both lists: they must start at the base. */
  for (guint i = 0, j = path->len - 1; i < j; i++, j--)
    {
      int t = IARR (path, i);
      IARR (path, i) = IARR (path, j);
      IARR (path, j) = t;
    }
  for (guint i = 0, j = endps->len ? endps->len - 1 : 0; endps->len && i < j; i++, j--)
    {
      int t = IARR (endps, i);
      IARR (endps, i) = IARR (endps, j);
      IARR (endps, j) = t;
    }
  {
    int p = 2 * k;
    g_array_append_val (endps, p);
  }
  /* From w back to the base. */
  while (bw != bb)
    {
      int p;
      self->parent[bw] = b;
      g_array_append_val (path, bw);
      p = self->label_end[bw] ^ 1;
      g_array_append_val (endps, p);
      g_assert (self->label_end[bw] >= 0);
      w = END (self->label_end[bw]);
      bw = self->in_blossom[w];
    }

  g_assert (self->label[bb] == LABEL_S);
  self->label[b] = LABEL_S;
  self->label_end[b] = self->label_end[bb];
  self->dual[b] = xq_weight_int (0);

  g_array_set_size (leaves, 0);
  collect_leaves (self, b, leaves);
  for (guint i = 0; i < leaves->len; i++)
    {
      int x = IARR (leaves, i);
      if (self->label[self->in_blossom[x]] == LABEL_T)
        queue_push (self, x); /* former T-vertices become S */
      self->in_blossom[x] = b;
    }

  /* Least-slack edges from the new blossom to every other S-blossom. */
  for (guint i = 0; i < path->len; i++)
    {
      int bv2 = IARR (path, i);

      g_array_set_size (candidates, 0);
      if (self->best_edges[bv2] != NULL)
        g_array_append_vals (candidates, self->best_edges[bv2]->data, self->best_edges[bv2]->len);
      else
        {
          GArray *sub = leaves;
          g_array_set_size (sub, 0);
          collect_leaves (self, bv2, sub);
          for (guint j = 0; j < sub->len; j++)
            {
              GArray *inc = self->incident[IARR (sub, j)];
              for (guint q = 0; q < inc->len; q++)
                {
                  int kk = IARR (inc, q) / 2;
                  g_array_append_val (candidates, kk);
                }
            }
        }
      for (guint j = 0; j < candidates->len; j++)
        {
          int      kk = IARR (candidates, j);
          int      i2 = END (2 * kk), j2 = END (2 * kk + 1);
          int      bj;
          XqWeight ks;
          if (self->in_blossom[j2] == b)
            {
              int t = i2;
              i2 = j2;
              j2 = t;
            }
          bj = self->in_blossom[j2];
          if (bj == b || self->label[bj] != LABEL_S)
            continue;
          ks = slack (self, kk);
          if (best_to[bj] == -1 || xq_weight_lt (ks, best_slack_to[bj]))
            {
              best_to[bj] = kk;
              best_slack_to[bj] = ks;
            }
        }
      g_clear_pointer (&self->best_edges[bv2], g_array_unref);
      self->best_edge[bv2] = -1;
    }
  best = self->best_edges[b] = g_array_new (FALSE, FALSE, sizeof (int));
  self->best_edge[b] = -1;
  for (guint i = 0; i < 2 * self->n; i++)
    if (best_to[i] != -1)
      {
        g_array_append_val (best, best_to[i]);
        if (self->best_edge[b] == -1 || xq_weight_lt (best_slack_to[i], self->best_slack[b]))
          {
            self->best_edge[b] = best_to[i];
            self->best_slack[b] = best_slack_to[i];
          }
        best_to[i] = -1;
      }
}

/* Undoes blossom @b; during a stage the sub-blossoms get labels so the tree stays valid. */
static void
expand_blossom (XqMatching *self,
                int         b,
                gboolean    end_stage)
{
  GArray *kids = self->children[b];
  GArray *endps = self->child_ends[b];

  for (guint i = 0; i < kids->len; i++)
    {
      int s = IARR (kids, i);
      self->parent[s] = -1;
      if (s < (int) self->n)
        self->in_blossom[s] = s;
      else if (end_stage && xq_weight_sign (self->dual[s]) == 0)
        expand_blossom (self, s, end_stage);
      else
        {
          g_autoptr (GArray) leaves = g_array_new (FALSE, FALSE, sizeof (int));
          collect_leaves (self, s, leaves);
          for (guint j = 0; j < leaves->len; j++)
            self->in_blossom[IARR (leaves, j)] = s;
        }
    }

  if (!end_stage && self->label[b] == LABEL_T)
    {
      /* Relabel the path from the entry child to the base: alternately T and S. */
      int entry = self->in_blossom[END (self->label_end[b] ^ 1)];
      int len = (int) kids->len;
      int j = 0, jstep, endptrick;
      int p;

      while (IARR (kids, j) != entry)
        j++;
      if (j & 1)
        {
          j -= len;
          jstep = 1;
          endptrick = 0;
        }
      else
        {
          jstep = -1;
          endptrick = 1;
        }
#define KID(x)  IARR (kids, ((x) % len + len) % len)
#define KEND(x) IARR (endps, ((x) % len + len) % len)
      p = self->label_end[b];
      while (j != 0)
        {
          self->label[END (p ^ 1)] = FREE;
          self->label[END (KEND (j - endptrick) ^ endptrick ^ 1)] = FREE;
          assign_label (self, END (p ^ 1), LABEL_T, p);
          self->allowed[KEND (j - endptrick) / 2] = TRUE;
          j += jstep;
          p = KEND (j - endptrick) ^ endptrick;
          self->allowed[p / 2] = TRUE;
          j += jstep;
        }
      /* The base child gets T through p without a new S below it. */
      {
        int bv = KID (j);
        self->label[END (p ^ 1)] = self->label[bv] = LABEL_T;
        self->label_end[END (p ^ 1)] = self->label_end[bv] = p;
        self->best_edge[bv] = -1;
      }
      /* The other children: label those reached from outside. */
      j += jstep;
      while (KID (j) != entry)
        {
          int                bv = KID (j);
          g_autoptr (GArray) leaves = NULL;

          if (self->label[bv] == LABEL_S)
            {
              j += jstep;
              continue;
            }
          leaves = g_array_new (FALSE, FALSE, sizeof (int));
          collect_leaves (self, bv, leaves);
          for (guint q2 = 0; q2 < leaves->len; q2++)
            {
              int v = IARR (leaves, q2);
              if (self->label[v] != FREE)
                {
                  g_assert (self->label[v] == LABEL_T);
                  g_assert (self->in_blossom[v] == bv);
                  self->label[v] = FREE;
                  self->label[END (self->mate[self->base[bv]])] = FREE;
                  assign_label (self, v, LABEL_T, self->label_end[v]);
                  break;
                }
            }
          j += jstep;
        }
#undef KID
#undef KEND
    }

  self->label[b] = FREE;
  self->label_end[b] = -1;
  g_clear_pointer (&self->children[b], g_array_unref);
  g_clear_pointer (&self->child_ends[b], g_array_unref);
  self->base[b] = -1;
  g_clear_pointer (&self->best_edges[b], g_array_unref);
  self->best_edge[b] = -1;
  self->unused[self->n_unused++] = b;
}

/* Swaps matched and unmatched edges inside blossom @b so that vertex @v becomes its base. */
static void
augment_blossom (XqMatching *self,
                 int         b,
                 int         v)
{
  GArray *kids, *endps;
  int     t = v, i, j, jstep, endptrick, len;

  while (self->parent[t] != b)
    t = self->parent[t];
  if (t >= (int) self->n)
    augment_blossom (self, t, v);

  kids = self->children[b];
  endps = self->child_ends[b];
  len = (int) kids->len;
  i = j = 0;
  while (IARR (kids, i) != t)
    i++;
  j = i;
  if (i & 1)
    {
      j -= len;
      jstep = 1;
      endptrick = 0;
    }
  else
    {
      jstep = -1;
      endptrick = 1;
    }
#define KID(x)  IARR (kids, ((x) % len + len) % len)
#define KEND(x) IARR (endps, ((x) % len + len) % len)
  while (j != 0)
    {
      int p;
      j += jstep;
      t = KID (j);
      p = KEND (j - endptrick) ^ endptrick;
      if (t >= (int) self->n)
        augment_blossom (self, t, END (p));
      j += jstep;
      t = KID (j);
      if (t >= (int) self->n)
        augment_blossom (self, t, END (p ^ 1));
      self->mate[END (p)] = p ^ 1;
      self->mate[END (p ^ 1)] = p;
    }
#undef KID
#undef KEND
  /* Rotate so that the new base's child comes first. */
  {
    g_autoptr (GArray) k2 = g_array_new (FALSE, FALSE, sizeof (int));
    g_autoptr (GArray) e2 = g_array_new (FALSE, FALSE, sizeof (int));
    for (int x = 0; x < len; x++)
      {
        g_array_append_val (k2, IARR (kids, (i + x) % len));
        g_array_append_val (e2, IARR (endps, (i + x) % len));
      }
    memcpy (kids->data, k2->data, sizeof (int) * len);
    memcpy (endps->data, e2->data, sizeof (int) * len);
  }
  self->base[b] = self->base[IARR (kids, 0)];
  g_assert (self->base[b] == v);
}

/* Flips the augmenting path through edge @k (both ends S, different trees). */
static void
augment_matching (XqMatching *self,
                  int         k)
{
  int ends[2][2] = { { END (2 * k), 2 * k + 1 }, { END (2 * k + 1), 2 * k } };

  for (int side = 0; side < 2; side++)
    {
      int s = ends[side][0], p = ends[side][1];

      for (;;)
        {
          int bs = self->in_blossom[s], t, bt;
          g_assert (self->label[bs] == LABEL_S);
          if (bs >= (int) self->n)
            augment_blossom (self, bs, s);
          self->mate[s] = p;
          if (self->label_end[bs] == -1)
            break; /* reached the root */
          t = END (self->label_end[bs]);
          bt = self->in_blossom[t];
          g_assert (self->label[bt] == LABEL_T);
          s = END (self->label_end[bt]);
          {
            int j = END (self->label_end[bt] ^ 1);
            g_assert (self->base[bt] == t);
            if (bt >= (int) self->n)
              augment_blossom (self, bt, j);
            self->mate[j] = self->label_end[bt];
          }
          p = self->label_end[bt] ^ 1;
        }
    }
}

void
xq_matching_set_max_cardinality (XqMatching *self,
                                 gboolean    max_cardinality)
{
  g_return_if_fail (!self->solved);
  self->max_cardinality = max_cardinality;
}

/* Scans the edges of S-vertex @v: a tight edge labels a free vertex T, closes a blossom or
 * augments the matching (then TRUE); any other keeps the least-slack edges up to date. */
static gboolean
scan_vertex (XqMatching *self,
             int         v)
{
  const Adj *adj = self->adj[v];
  guint      len = self->incident[v]->len;
  XqWeight   dv = self->dual[v]; /* (duals change only between scans) */
  int        bv = self->in_blossom[v];

  g_assert (self->label[bv] == LABEL_S);
  for (guint q = 0; q < len; q++)
    {
      int w = adj[q].other, bw = self->in_blossom[w], p, k, lw;

      if (bv == bw)
        continue; /* (v's blossom may grow while it is scanned) */
      p = adj[q].p;
      k = p / 2;
      lw = self->label[bw];
      if (!self->allowed[k])
        {
          XqWeight ks = xq_weight_sub (xq_weight_add (dv, self->dual[w]), adj[q].twice);

          if (xq_weight_sign (ks) > 0)
            {
              if (lw == LABEL_S)
                {
                  if (self->best_edge[bv] == -1 || xq_weight_lt (ks, self->best_slack[bv]))
                    {
                      self->best_edge[bv] = k;
                      self->best_slack[bv] = ks;
                    }
                }
              else if (self->label[w] == FREE)
                {
                  if (self->best_edge[w] == -1 || xq_weight_lt (ks, self->best_slack[w]))
                    {
                      self->best_edge[w] = k;
                      self->best_slack[w] = ks;
                    }
                }
              continue;
            }
          self->allowed[k] = TRUE;
        }
      if (lw == FREE)
        assign_label (self, w, LABEL_T, p ^ 1);
      else if (lw == LABEL_S)
        {
          int base = scan_blossom (self, v, w);
          if (base < 0)
            {
              augment_matching (self, k);
              return TRUE;
            }
          add_blossom (self, base, k);
          bv = self->in_blossom[v];
        }
      else if (self->label[w] == FREE)
        {
          /* w is inside a T-blossom but not yet reached: remember how. */
          g_assert (lw == LABEL_T);
          self->label[w] = LABEL_T;
          self->label_end[w] = p ^ 1;
        }
    }
  return FALSE;
}

/* The least of the candidates of one type of dual change (a reduced cost @d at @what), the first
 * of equal ones winning. */
typedef struct
{
  XqWeight d;
  int      what;
} Least;

static inline void
least_take (Least   *l,
            XqWeight d,
            int      what)
{
  if (l->what == -1 || xq_weight_lt (d, l->d))
    {
      l->d = d;
      l->what = what;
    }
}

/* How far the duals can change before something happens, and what: type 1 (only when cardinality
 * is free), the smallest vertex dual, that of every free vertex, reaches zero and the matching is
 * optimal; type 2, an edge from an S-vertex to a free vertex becomes tight (@edge); type 3, an
 * edge between two S-blossoms does (@edge); type 4, a T-blossom's dual reaches zero (@blossom).
 * Of equal changes the lower type wins, and within a type the first vertex or blossom: the
 * vertices are gone over once for types 2 and 3, the blossoms once for types 3 and 4. */
static int
find_delta (XqMatching *self,
            XqWeight   *delta,
            int        *edge,
            int        *blossom)
{
  guint    n = self->n;
  Least    two = { .what = -1 }, three = { .what = -1 }, four = { .what = -1 };
  int      type = -1;
  gboolean have = FALSE;

  if (!self->max_cardinality)
    {
      type = 1;
      *delta = self->dual[0];
      for (guint v = 1; v < n; v++)
        *delta = xq_weight_min (*delta, self->dual[v]);
      have = TRUE;
    }
  for (guint v = 0; v < n; v++)
    if (self->best_edge[v] != -1)
      {
        int l = self->label[self->in_blossom[v]];
        if (l == FREE)
          least_take (&two, self->best_slack[v], (int) v);
        else if (l == LABEL_S && self->parent[v] == -1)
          least_take (&three, xq_weight_half (self->best_slack[v]), (int) v);
      }
  for (guint b = n; b < 2 * n; b++)
    if (self->children[b] != NULL && self->parent[b] == -1)
      {
        if (self->label[b] == LABEL_S && self->best_edge[b] != -1)
          least_take (&three, xq_weight_half (self->best_slack[b]), (int) b);
        else if (self->label[b] == LABEL_T)
          least_take (&four, self->dual[b], (int) b);
      }
  if (two.what != -1 && (!have || xq_weight_lt (two.d, *delta)))
    {
      *delta = two.d;
      type = 2;
      *edge = self->best_edge[two.what];
      have = TRUE;
    }
  if (three.what != -1 && (!have || xq_weight_lt (three.d, *delta)))
    {
      *delta = three.d;
      type = 3;
      *edge = self->best_edge[three.what];
      have = TRUE;
    }
  if (four.what != -1 && (!have || xq_weight_lt (four.d, *delta)))
    {
      *delta = four.d;
      type = 4;
      *blossom = four.what;
      have = TRUE;
    }
  if (!have)
    {
      /* Maximum cardinality reached and nothing can improve the weight. */
      type = 1;
      *delta = xq_weight_int (0);
    }
  if (xq_weight_sign (*delta) < 0)
    *delta = xq_weight_int (0);
  return type;
}

/* Changes the duals by @delta: S-vertices down, T-vertices up, top-level S-blossoms up and
 * T-blossoms down; keeps the cached slacks of the best edges exact (each end's dual went down
 * by delta, up or stayed). Labels are many and mixed, so the changes are looked up by label
 * rather than branched on. */
static void
change_duals (XqMatching *self,
              XqWeight    delta)
{
  guint    n = self->n;
  XqWeight zero = xq_weight_int (0), minus = xq_weight_sub (zero, delta), by_label[3], by_blossom_label[3], change[5];

  if (xq_weight_sign (delta) == 0)
    return;
  by_label[FREE] = by_blossom_label[FREE] = zero;
  by_label[LABEL_S] = by_blossom_label[LABEL_T] = minus;
  by_label[LABEL_T] = by_blossom_label[LABEL_S] = delta;
  for (guint v = 0; v < n; v++)
    self->dual[v] = xq_weight_add (self->dual[v], by_label[self->label[self->in_blossom[v]]]);
  for (guint b = n; b < 2 * n; b++)
    if (self->children[b] != NULL && self->parent[b] == -1)
      self->dual[b] = xq_weight_add (self->dual[b], by_blossom_label[self->label[b]]);

  change[2] = zero;
  change[3] = delta;
  change[4] = xq_weight_twice (delta);
  change[1] = minus;
  change[0] = xq_weight_sub (zero, change[4]);
  for (guint x = 0; x < 2 * n; x++)
    if (self->best_edge[x] != -1)
      {
        int k = self->best_edge[x];
        int li = self->label[self->in_blossom[END (2 * k)]], lj = self->label[self->in_blossom[END (2 * k + 1)]];
        int c = 2 + (li == LABEL_T) - (li == LABEL_S) + (lj == LABEL_T) - (lj == LABEL_S);
        self->best_slack[x] = xq_weight_add (self->best_slack[x], change[c]);
      }
}

void
xq_matching_solve (XqMatching *self)
{
  guint    n = self->n, ne = self->weights->len;
  XqWeight max_weight = xq_weight_int (0);

  g_return_if_fail (!self->solved);
  self->solved = TRUE;

  self->incident = g_new (GArray *, n);
  for (guint v = 0; v < n; v++)
    self->incident[v] = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint k = 0; k < ne; k++)
    {
      int p0 = (int) (2 * k + 1), p1 = (int) (2 * k);
      g_array_append_val (self->incident[END (2 * k)], p0);
      g_array_append_val (self->incident[END (2 * k + 1)], p1);
      max_weight = xq_weight_max (max_weight, WEIGHT (k));
    }
  self->adj = g_new (Adj *, n);
  for (guint v = 0; v < n; v++)
    {
      GArray *inc = self->incident[v];
      self->adj[v] = g_new (Adj, MAX (inc->len, 1));
      for (guint q = 0; q < inc->len; q++)
        {
          int p = IARR (inc, q);
          self->adj[v][q].twice = xq_weight_twice (WEIGHT (p / 2));
          self->adj[v][q].other = END (p);
          self->adj[v][q].p = p;
        }
    }

  self->mate = g_new (int, n);
  self->label = g_new0 (int, 2 * n);
  self->label_end = g_new (int, 2 * n);
  self->in_blossom = g_new (int, n);
  self->parent = g_new (int, 2 * n);
  self->children = g_new0 (GArray *, 2 * n);
  self->child_ends = g_new0 (GArray *, 2 * n);
  self->base = g_new (int, 2 * n);
  self->best_edge = g_new (int, 2 * n);
  self->best_slack = g_new0 (XqWeight, 2 * n);
  self->best_edges = g_new0 (GArray *, 2 * n);
  self->unused = g_new (int, n);
  self->dual = g_new0 (XqWeight, 2 * n);
  self->allowed = g_new0 (guint8, MAX (ne, 1));
  self->queue = g_array_new (FALSE, FALSE, sizeof (int));
  self->marked = g_new0 (gboolean, 2 * n);
  self->path = g_array_new (FALSE, FALSE, sizeof (int));
  self->leaves = g_array_new (FALSE, FALSE, sizeof (int));
  self->edges = g_array_new (FALSE, FALSE, sizeof (int));
  self->best_to = g_new (int, 2 * n);
  self->best_slack_to = g_new (XqWeight, 2 * n);
  for (guint b = 0; b < 2 * n; b++)
    self->best_to[b] = -1;

  for (guint v = 0; v < n; v++)
    {
      self->mate[v] = -1;
      self->in_blossom[v] = (int) v;
      self->base[v] = (int) v;
      self->dual[v] = max_weight;
    }
  if (self->max_cardinality)
    {
      /* Jump start: each vertex's dual is its heaviest edge, so every edge is feasible, and
       * edges that are the heaviest of both ends are tight; match those greedily. */
      for (guint v = 0; v < n; v++)
        {
          GArray  *inc = self->incident[v];
          XqWeight best = xq_weight_int (0);
          for (guint q = 0; q < inc->len; q++)
            best = q == 0 ? WEIGHT (IARR (inc, q) / 2) : xq_weight_max (best, WEIGHT (IARR (inc, q) / 2));
          self->dual[v] = best;
        }
      for (guint v = 0; v < n; v++)
        {
          GArray *inc = self->incident[v];
          for (guint q = 0; q < inc->len && self->mate[v] == -1; q++)
            {
              int p = IARR (inc, q), w = END (p);
              if (self->mate[w] == -1 && xq_weight_sign (slack (self, p / 2)) == 0)
                {
                  self->mate[v] = p;
                  self->mate[w] = p ^ 1;
                }
            }
        }
    }
  for (guint b = 0; b < 2 * n; b++)
    {
      self->label_end[b] = -1;
      self->parent[b] = -1;
      self->best_edge[b] = -1;
      if (b >= n)
        self->base[b] = -1;
    }
  self->n_unused = 0;
  for (guint b = 2 * n; b-- > n;)
    self->unused[self->n_unused++] = (int) b;

  for (guint stage = 0; stage < n; stage++)
    {
      gboolean augmented = FALSE;

      for (guint b = 0; b < 2 * n; b++)
        {
          self->label[b] = FREE;
          self->best_edge[b] = -1;
          if (b >= n)
            g_clear_pointer (&self->best_edges[b], g_array_unref);
        }
      memset (self->allowed, 0, MAX (ne, 1));
      g_array_set_size (self->queue, 0);

      for (guint v = 0; v < n; v++)
        if (self->mate[v] == -1 && self->label[self->in_blossom[v]] == FREE)
          assign_label (self, (int) v, LABEL_S, -1);

      for (;;)
        {
          int      delta_type, delta_edge = -1, delta_blossom = -1;
          XqWeight delta;

          while (self->queue->len > 0 && !augmented)
            {
              int v = IARR (self->queue, self->queue->len - 1);

              self->queue->len--; /* pop (len is GArray's own public field) */
              augmented = scan_vertex (self, v);
            }
          if (augmented)
            break;

          /* No tight edge left: change the duals. */
          delta_type = find_delta (self, &delta, &delta_edge, &delta_blossom);
          change_duals (self, delta);

          if (delta_type == 1)
            break; /* optimum reached */
          else if (delta_type == 2)
            {
              int i = END (2 * delta_edge), j = END (2 * delta_edge + 1);
              self->allowed[delta_edge] = TRUE;
              if (self->label[self->in_blossom[i]] == FREE)
                {
                  int t = i;
                  i = j;
                  j = t;
                }
              g_assert (self->label[self->in_blossom[i]] == LABEL_S);
              queue_push (self, i);
              (void) j;
            }
          else if (delta_type == 3)
            {
              int i = END (2 * delta_edge);
              self->allowed[delta_edge] = TRUE;
              g_assert (self->label[self->in_blossom[i]] == LABEL_S);
              queue_push (self, i);
            }
          else
            expand_blossom (self, delta_blossom, FALSE);
        }

      if (!augmented)
        break;

      /* End of stage: expand S-blossoms whose dual fell to zero. */
      for (guint b = n; b < 2 * n; b++)
        if (self->children[b] != NULL && self->parent[b] == -1 && self->label[b] == LABEL_S &&
            xq_weight_sign (self->dual[b]) == 0)
          expand_blossom (self, (int) b, TRUE);
    }
}

int
xq_matching_get_mate (XqMatching *self,
                      guint       v)
{
  g_return_val_if_fail (self->solved && v < self->n, -1);
  return self->mate[v] < 0 ? -1 : END (self->mate[v]);
}

/* Numbers the vertices in the order of the blossom tree's leaves, so that every blossom holds a
 * range of them: [leaf_lo, leaf_hi). */
static void
number_leaves (XqMatching *self,
               int         b,
               int        *next)
{
  if (b < (int) self->n)
    {
      self->leaf_lo[b] = (*next)++;
      self->leaf_hi[b] = *next;
      return;
    }
  self->leaf_lo[b] = *next;
  for (guint i = 0; i < self->children[b]->len; i++)
    number_leaves (self, IARR (self->children[b], i), next);
  self->leaf_hi[b] = *next;
}

/* Marks u's chain of blossoms, bottom up, with the sums of the duals of each and those above it. */
static void
mark_chain (XqMatching *self,
            guint       u)
{
  XqWeight sum = xq_weight_int (0);
  guint    len = 0;

  if (self->leaf_lo == NULL)
    {
      int next = 0;

      self->leaf_lo = g_new (int, 2 * self->n);
      self->leaf_hi = g_new (int, 2 * self->n);
      self->chain = g_new (int, self->n + 1);
      self->chain_sum = g_new (XqWeight, self->n + 1);
      for (guint v = 0; v < self->n; v++)
        if (self->parent[v] == -1 || self->in_blossom[v] == (int) v)
          number_leaves (self, (int) v, &next);
        else
          {
            int top = self->in_blossom[v];
            if (self->base[top] == (int) v)
              number_leaves (self, top, &next);
          }
    }
  self->chain_for = (int) u;
  for (int b = self->parent[u]; b != -1; b = self->parent[b])
    self->chain[len++] = b;
  self->chain_len = len;
  for (guint i = len; i-- > 0;)
    {
      sum = xq_weight_add (sum, self->dual[self->chain[i]]);
      self->chain_sum[i] = sum;
    }
}

XqWeight
xq_matching_slack (XqMatching *self,
                   guint       u,
                   guint       v,
                   XqWeight    weight)
{
  XqWeight s;
  guint    lo, hi;
  int      leaf;

  g_return_val_if_fail (self->solved && u < self->n && v < self->n, xq_weight_int (0));

  s = xq_weight_slack (self->dual[u], self->dual[v], xq_weight_twice (weight)); /* weights are stored doubled */
  /* The blossoms holding both: none unless the two share a top-level blossom; else the lowest
   * blossom of u's chain whose range of leaves holds v, and those above it. A big round's pricing
   * asks this of every pair left out of the graph, u after u: u's chain is kept with its sums,
   * and the lowest blossom found by bisection (the ranges nest up the chain). */
  if (self->in_blossom[u] != self->in_blossom[v] || self->parent[u] == -1)
    return s;
  if (self->chain_for != (int) u || self->leaf_lo == NULL)
    mark_chain (self, u);
  leaf = self->leaf_lo[v];
  lo = 0;
  hi = self->chain_len - 1; /* the top holds v */
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      int   b = self->chain[mid];
      if (self->leaf_lo[b] <= leaf && leaf < self->leaf_hi[b])
        hi = mid;
      else
        lo = mid + 1;
    }
  return xq_weight_add (s, xq_weight_twice (self->chain_sum[lo]));
}

XqWeight
xq_matching_get_dual (XqMatching *self,
                      guint       v)
{
  g_return_val_if_fail (self->solved && v < self->n, xq_weight_int (0));
  return self->dual[v];
}

int
xq_matching_get_top (XqMatching *self,
                     guint       v)
{
  g_return_val_if_fail (self->solved && v < self->n, -1);
  return self->in_blossom[v];
}

/* Per blossom and class, the least dual of the class's vertices inside; and the vertices in leaf
 * order. */
static void
find_min_duals (XqMatching *self,
                const int  *klass,
                guint       n_classes)
{
  self->leaf_at = g_new (int, self->n);
  self->min_dual = g_new (XqWeight, (gsize) 2 * self->n * n_classes);
  self->has_min = g_new0 (gboolean, (gsize) 2 * self->n * n_classes);
  for (guint v = 0; v < self->n; v++)
    {
      self->leaf_at[self->leaf_lo[v]] = (int) v;
      if (klass[v] < 0)
        continue;
      for (int b = self->parent[v]; b != -1; b = self->parent[b])
        {
          gsize i = (gsize) b * n_classes + (guint) klass[v];
          if (!self->has_min[i] || xq_weight_lt (self->dual[v], self->min_dual[i]))
            self->min_dual[i] = self->dual[v];
          self->has_min[i] = TRUE;
        }
    }
}

void
xq_matching_blossom_partners (XqMatching        *self,
                              guint              u,
                              const int         *klass,
                              guint              n_classes,
                              const XqWeight    *bound,
                              XqMatchingPairFunc func,
                              gpointer           user_data)
{
  g_autofree gboolean *open = g_new (gboolean, MAX (n_classes, 1));
  g_autofree XqWeight *limit = g_new (XqWeight, MAX (n_classes, 1));
  int                  lo, hi;

  g_return_if_fail (self->solved && u < self->n);
  if (self->parent[u] == -1)
    return;
  if (self->chain_for != (int) u || self->leaf_lo == NULL)
    mark_chain (self, u);
  if (self->leaf_at == NULL)
    find_min_duals (self, klass, n_classes);
  lo = self->leaf_lo[u];
  hi = self->leaf_hi[u];
  /* The partners whose lowest blossom shared with u is chain[j]: the duals of chain[j] and those
   * above it count in full in their reduced costs. The reduced cost at the bound, y_u + y_v −
   * 4 bound + shared, is negative exactly when y_v is under the class's limit 4 bound − shared −
   * y_u: one comparison per partner. */
  for (guint j = 0; j < self->chain_len; j++)
    {
      int      b = self->chain[j];
      gboolean any = FALSE;
      XqWeight shared = xq_weight_twice (self->chain_sum[j]);
      for (guint c = 0; c < n_classes; c++)
        {
          gsize i = (gsize) b * n_classes + c;
          limit[c] = xq_weight_sub (xq_weight_twice (xq_weight_twice (bound[c])), xq_weight_add (shared, self->dual[u]));
          open[c] = self->has_min[i] && xq_weight_lt (self->min_dual[i], limit[c]);
          any = any || open[c];
        }
      if (any)
        for (int pos = self->leaf_lo[b]; pos < self->leaf_hi[b]; pos++)
          {
            int v;
            if (pos == lo)
              {
                pos = hi - 1;
                continue;
              }
            v = self->leaf_at[pos];
            if (v > (int) u && klass[v] >= 0 && open[klass[v]] && xq_weight_lt (self->dual[v], limit[klass[v]]))
              func (u, (guint) v, shared, user_data);
          }
      lo = self->leaf_lo[b];
      hi = self->leaf_hi[b];
    }
}

gboolean
xq_matching_improves_within (XqMatching *self,
                             guint       u,
                             guint       v,
                             XqWeight    weight,
                             XqWeight    shared)
{
  g_return_val_if_fail (self->solved && u < self->n && v < self->n, FALSE);
  return xq_weight_sign (xq_weight_add (xq_weight_slack (self->dual[u], self->dual[v], xq_weight_twice (weight)), shared)) < 0;
}

gboolean
xq_matching_may_improve (XqMatching *self,
                         guint       u,
                         guint       v,
                         XqWeight    weight)
{
  g_return_val_if_fail (self->solved && u < self->n && v < self->n, TRUE);
  return xq_weight_sign (xq_weight_slack (self->dual[u], self->dual[v], xq_weight_twice (weight))) < 0;
}

gboolean
xq_matching_improves (XqMatching *self,
                      guint       u,
                      guint       v,
                      XqWeight    weight,
                      XqWeight   *slack_out)
{
  XqWeight twice = xq_weight_twice (weight), s;

  g_return_val_if_fail (self->solved && u < self->n && v < self->n, FALSE);

  /* Between the reduced cost without the blossoms' duals (a lower bound) and with all of them
   * spread over their vertices (an upper bound), the blossoms' chains are walked only when the
   * bounds disagree in sign. */
  s = xq_weight_slack (self->dual[u], self->dual[v], twice);
  if (xq_weight_sign (s) >= 0)
    return FALSE;
  /* Inside one top-level blossom, its dual counts in full (blossoms' duals are never negative). */
  if (self->in_blossom[u] == self->in_blossom[v] && self->parent[u] != -1 &&
      xq_weight_sign (xq_weight_add (s, xq_weight_twice (self->dual[self->in_blossom[u]]))) >= 0)
    return FALSE;
  if (self->spread == NULL)
    {
      self->spread = g_new (XqWeight, self->n);
      for (guint x = 0; x < self->n; x++)
        {
          self->spread[x] = self->dual[x];
          for (int b = self->parent[x]; b != -1; b = self->parent[b])
            self->spread[x] = xq_weight_add (self->spread[x], xq_weight_twice (self->dual[b]));
        }
    }
  if (xq_weight_sign (xq_weight_slack (self->spread[u], self->spread[v], twice)) < 0 && slack_out == NULL)
    return TRUE;
  s = xq_matching_slack (self, u, v, weight);
  if (xq_weight_sign (s) >= 0)
    return FALSE;
  if (slack_out != NULL)
    *slack_out = s;
  return TRUE;
}
