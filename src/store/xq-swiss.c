/* xq-swiss.c: Swiss pairing as a maximum-weight perfect matching (criteria in xq-swiss.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-swiss.h"

#include <stdlib.h>
#include <string.h>

#include "xq-catalog.h"
#include "xq-standings.h"
#include "xq-store-error.h"

typedef struct
{
  gint64   entry;
  int      score;
  int      rating;
  guint    number;
  GString *colours; /* 'R'/'B' of games played over the board, oldest first */
  gboolean had_bye;
  int      level; /* score group, 0 = top */
  int      pos;   /* place inside the score group */
  int      group_size;
  int      pref;     /* +1 Red, −1 Black, 0 none */
  int      strength; /* 2 imbalance, 1 alternation, 0 none */
  gboolean can_red;
  gboolean can_black;
} Player;

struct _XqSwissProblem
{
  const XqEventData *data;
  guint              round;
  guint              n_players;
  gboolean           has_bye;
  Player            *players; /* ranking order */
  guint8            *met;     /* n × n: played before */
  int                n_levels;
  guint32            lot; /* random split: per round */
  /* Tier multipliers. */
  XqWeight m_fpos, m_col, m_gap, m_out, m_bye, base;
};

gboolean
xq_swiss_colour_allowed (const char *history,
                         gboolean    red)
{
  int   diff = 0;
  gsize len = strlen (history);
  char  c = red ? 'R' : 'B';

  for (gsize i = 0; i < len; i++)
    diff += history[i] == 'R' ? 1 : -1;
  diff += red ? 1 : -1;
  if (diff > 2 || diff < -2)
    return FALSE;
  if (len >= 2 && history[len - 1] == c && history[len - 2] == c)
    return FALSE;
  return TRUE;
}

static void
set_preferences (Player *p)
{
  const char *h = p->colours->str;
  gsize       len = p->colours->len;
  int         diff = 0;

  for (gsize i = 0; i < len; i++)
    diff += h[i] == 'R' ? 1 : -1;
  p->can_red = xq_swiss_colour_allowed (h, TRUE);
  p->can_black = xq_swiss_colour_allowed (h, FALSE);
  if (diff != 0)
    {
      p->pref = diff > 0 ? -1 : 1;
      p->strength = 2;
    }
  else if (len > 0)
    {
      p->pref = h[len - 1] == 'R' ? -1 : 1;
      p->strength = 1;
    }
  else
    {
      p->pref = 0;
      p->strength = 0;
    }
}

static int
player_cmp (gconstpointer pa,
            gconstpointer pb)
{
  const Player *a = pa, *b = pb;

  if (a->score != b->score)
    return a->score > b->score ? -1 : 1;
  if (a->rating != b->rating)
    return a->rating > b->rating ? -1 : 1;
  return a->number < b->number ? -1 : (a->number > b->number);
}

/* Cost of giving @a Red (@a_red) and @b the other colour: unmet preference strengths. */
static int
assignment_cost (const Player *a,
                 const Player *b,
                 gboolean      a_red)
{
  int cost = 0;

  if (a->pref != 0 && (a->pref > 0) != a_red)
    cost += a->strength;
  if (b->pref != 0 && (b->pref > 0) == a_red)
    cost += b->strength;
  return cost;
}

/* Least colour cost of a board, −1 when no assignment is allowed. */
static int
colour_cost (const Player *a,
             const Player *b)
{
  int best = -1;

  if (a->can_red && b->can_black)
    best = assignment_cost (a, b, TRUE);
  if (a->can_black && b->can_red)
    {
      int c = assignment_cost (a, b, FALSE);
      if (best < 0 || c < best)
        best = c;
    }
  return best;
}

static guint32
mix (guint32 x)
{
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

/* Squared distance from the ideal partner: convex, so the optimum stays near the ideal split and
 * the sparse graph's dual solution rules out distant partners quickly. */
static XqWeight
method_cost (XqSwissProblem *self,
             const Player   *hi,
             const Player   *lo)
{
  int g = hi->group_size, pa = hi->pos, pb = lo->pos, d;

  if (hi->level != lo->level)
    d = lo->pos; /* a floater meets the top of the group below */
  else
    switch (self->data->event.method)
      {
      case XQ_PAIRING_ADJACENT:
        d = ABS (pb - pa) - 1;
        break;
      case XQ_PAIRING_FIRST_LAST:
        d = ABS (pa + pb - (g - 1));
        break;
      case XQ_PAIRING_RANDOM:
        d = (int) (mix (self->lot ^ mix ((guint32) MIN (hi->number, lo->number) * 65599u + MAX (hi->number, lo->number))) %
                   (guint32) MAX (self->n_players, 1));
        break;
      case XQ_PAIRING_FOLD:
      default:
        d = ABS (ABS (pb - pa) - g / 2);
        break;
      }
  return (XqWeight) d * d;
}

guint
xq_swiss_problem_get_n_vertices (XqSwissProblem *self)
{
  return self->n_players + (self->has_bye ? 1 : 0);
}

gint64
xq_swiss_problem_get_entry (XqSwissProblem *self,
                            guint           v)
{
  return v < self->n_players ? self->players[v].entry : 0;
}

gboolean
xq_swiss_problem_weight (XqSwissProblem *self,
                         guint           a,
                         guint           b,
                         XqWeight       *weight)
{
  const Player *hi, *lo;
  int           col, gap, fpos = 0;

  if (a == b)
    return FALSE;
  if (a >= self->n_players || b >= self->n_players)
    {
      guint p = MIN (a, b);
      if (self->players[p].had_bye)
        return FALSE;
      *weight = self->base - (XqWeight) (self->n_players - 1 - p) * self->m_bye;
      return TRUE;
    }
  if (self->met[(gsize) a * self->n_players + b])
    return FALSE;
  hi = &self->players[MIN (a, b)];
  lo = &self->players[MAX (a, b)];
  col = colour_cost (hi, lo);
  if (col < 0)
    return FALSE;
  gap = hi->score - lo->score;
  for (int boundary = hi->level; boundary < lo->level; boundary++)
    fpos += self->n_levels - 1 - boundary;
  *weight = self->base - ((gap != 0 ? self->m_out : 0) + (XqWeight) gap * gap * self->m_gap + (XqWeight) col * self->m_col +
                          (XqWeight) fpos * self->m_fpos + method_cost (self, hi, lo));
  return TRUE;
}

void
xq_swiss_problem_free (XqSwissProblem *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_players; i++)
    g_string_free (self->players[i].colours, TRUE);
  g_free (self->players);
  g_free (self->met);
  g_free (self);
}

XqSwissProblem *
xq_swiss_problem_new (const XqEventData *data,
                      guint              round,
                      GError           **error)
{
  g_autoptr (XqSwissProblem) self = g_new0 (XqSwissProblem, 1);
  g_autoptr (XqStandings)    standings = NULL;
  g_autoptr (GHashTable)     index = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr (GArray)         players = g_array_new (FALSE, TRUE, sizeof (Player));
  XqStandingsOptions         options = { round - 1, -1 };
  XqWeight                   e, p_meth, p_fpos, p_col, p_gap, p_out, p_bye;
  int                        max_gap;
  guint                      n;

  self->data = data;
  self->round = round;
  self->lot = mix ((guint32) data->event.random_seed ^ mix (round));

  standings = xq_standings_compute (data, &options);
  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *entry = &g_array_index (data->entries, XqEntry, i);
      Player         p = { 0 };

      if (entry->withdrawn_round >= 0)
        continue;
      p.entry = entry->id;
      p.rating = entry->rating;
      p.number = entry->number;
      p.colours = g_string_new (NULL);
      for (guint r = 0; r < standings->rows->len; r++)
        if (g_array_index (standings->rows, XqStanding, r).entry_id == entry->id)
          p.score = g_array_index (standings->rows, XqStanding, r).points;
      g_array_append_val (players, p);
    }
  n = self->n_players = players->len;
  if (n < 2)
    {
      for (guint i = 0; i < n; i++)
        g_string_free (g_array_index (players, Player, i).colours, TRUE);
      self->n_players = 0;
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING,
                   XQ_T (xq_lang_from_locale (), "A round needs at least two players"));
      return NULL;
    }
  g_array_sort (players, player_cmp);
  self->players = (Player *) g_array_free (g_steal_pointer (&players), FALSE);
  for (guint i = 0; i < n; i++)
    g_hash_table_insert (index, &self->players[i].entry, GUINT_TO_POINTER (i + 1));
  self->has_bye = n % 2 == 1;

  /* History: opponents, colours of games played, byes. */
  self->met = g_new0 (guint8, (gsize) n * n);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      guint         a = GPOINTER_TO_UINT (g_hash_table_lookup (index, &g->red));
      guint         b = g->black != 0 ? GPOINTER_TO_UINT (g_hash_table_lookup (index, &g->black)) : 0;

      if (g->round >= round || g->annulled || g->game != 1 || g->kind != XQ_GAME_REGULAR)
        continue; /* team matches: board 1 stands for the match */
      if (g->black == 0)
        {
          if (a > 0)
            self->players[a - 1].had_bye = TRUE;
          continue;
        }
      if (a > 0 && b > 0)
        self->met[(gsize) (a - 1) * n + (b - 1)] = self->met[(gsize) (b - 1) * n + (a - 1)] = 1;
      if (g->result == XQ_GAME_RESULT_NONE || xq_game_result_is_forfeit (g->result))
        continue;
      if (a > 0)
        g_string_append_c (self->players[a - 1].colours, 'R');
      if (b > 0)
        g_string_append_c (self->players[b - 1].colours, 'B');
    }

  /* Score groups. */
  {
    int   level = 0;
    guint start = 0;
    for (guint i = 1; i <= n; i++)
      if (i == n || self->players[i].score != self->players[start].score)
        {
          for (guint j = start; j < i; j++)
            {
              self->players[j].level = level;
              self->players[j].pos = (int) (j - start);
              self->players[j].group_size = (int) (i - start);
            }
          level++;
          start = i;
        }
    self->n_levels = level;
  }
  for (guint i = 0; i < n; i++)
    set_preferences (&self->players[i]);

  /* Tier multipliers: each exceeds the largest total the tiers below can reach over a round's
   * boards (p_… is the most one board can cost in a tier and those below it). */
  e = n / 2 + 2;
  max_gap = self->players[0].score - self->players[n - 1].score;
  p_meth = (XqWeight) n * n;
  self->m_fpos = e * p_meth + 1;
  p_fpos = (XqWeight) self->n_levels * self->n_levels * self->m_fpos + p_meth;
  self->m_col = e * p_fpos + 1;
  p_col = 4 * self->m_col + p_fpos;
  self->m_gap = e * p_col + 1;
  p_gap = (XqWeight) max_gap * max_gap * self->m_gap + p_col;
  self->m_out = e * p_gap + 1;
  p_out = self->m_out + p_gap;
  self->m_bye = e * p_out + 1;
  p_bye = (XqWeight) (n + 1) * self->m_bye + p_out;
  self->base = e * p_bye + 1;
  return g_steal_pointer (&self);
}

gboolean
xq_swiss_problem_solve (XqSwissProblem *self,
                        int            *mates,
                        GError        **error)
{
  guint                  nv = xq_swiss_problem_get_n_vertices (self), n = self->n_players;
  g_autoptr (XqMatching) m = xq_matching_new (nv);

  /* The complete graph of allowed pairs: O(n³), under a second for 1000 players. */
  for (guint a = 0; a < nv; a++)
    for (guint b = a + 1; b < nv; b++)
      {
        XqWeight w;
        if (xq_swiss_problem_weight (self, a, b, &w))
          xq_matching_add_edge (m, a, b, w);
      }
  xq_matching_set_max_cardinality (m, TRUE);
  xq_matching_solve (m);
  for (guint v = 0; v < nv; v++)
    mates[v] = xq_matching_get_mate (m, v);
  g_debug ("swiss: round %u, %u players, %u allowed pairs", self->round, n, xq_matching_get_n_edges (m));

  for (guint v = 0; v < nv; v++)
    if (mates[v] < 0)
      {
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING,
                     XQ_T (xq_lang_from_locale (),
                           "No pairing of round %u avoids rematches, a third game of the same colour in a row, a colour difference of 3 and a second bye"),
                     self->round);
        return FALSE;
      }
  return TRUE;
}

typedef struct
{
  XqGame game;
  int    hi_score, lo_score, hi_rank;
} Board;

static int
board_cmp (gconstpointer pa,
           gconstpointer pb)
{
  const Board *a = pa, *b = pb;

  if ((a->game.black == 0) != (b->game.black == 0))
    return a->game.black == 0 ? 1 : -1;
  if (a->hi_score != b->hi_score)
    return a->hi_score > b->hi_score ? -1 : 1;
  if (a->lo_score != b->lo_score)
    return a->lo_score > b->lo_score ? -1 : 1;
  return a->hi_rank - b->hi_rank;
}

/* Who of @a (ranked higher) and @b takes Red. */
static gboolean
higher_takes_red (const Player *a,
                  const Player *b)
{
  gboolean can1 = a->can_red && b->can_black, can2 = a->can_black && b->can_red;
  int      c1, c2;

  if (can1 != can2)
    return can1;
  c1 = assignment_cost (a, b, TRUE);
  c2 = assignment_cost (a, b, FALSE);
  if (c1 != c2)
    return c1 < c2;
  if (a->pref != 0)
    return a->pref > 0;
  if (b->pref != 0)
    return b->pref < 0;
  return TRUE; /* seed 000: the higher number of the board moves first */
}

GArray *
xq_swiss_pair (const XqEventData *data,
               GError           **error)
{
  guint                      round = data->n_rounds + 1;
  g_autoptr (XqSwissProblem) p = xq_swiss_problem_new (data, round, error);
  g_autofree int            *mates = NULL;
  g_autoptr (GArray)         boards = NULL;
  GArray                    *games;
  guint                      nv;

  if (p == NULL)
    return NULL;
  nv = xq_swiss_problem_get_n_vertices (p);
  mates = g_new (int, nv);
  if (!xq_swiss_problem_solve (p, mates, error))
    return NULL;

  boards = g_array_new (FALSE, TRUE, sizeof (Board));
  for (guint v = 0; v < p->n_players; v++)
    {
      guint u = (guint) mates[v];
      Board b = { 0 };

      if (u < v)
        continue;
      b.game.round = round;
      b.game.game = 1;
      b.hi_rank = (int) v;
      b.hi_score = p->players[v].score;
      if (u >= p->n_players)
        {
          b.game.red = p->players[v].entry;
          b.game.black = 0;
          b.lo_score = -1;
        }
      else
        {
          gboolean red = higher_takes_red (&p->players[v], &p->players[u]);
          b.game.red = red ? p->players[v].entry : p->players[u].entry;
          b.game.black = red ? p->players[u].entry : p->players[v].entry;
          b.lo_score = p->players[u].score;
        }
      g_array_append_val (boards, b);
    }
  g_array_sort (boards, board_cmp);
  games = g_array_sized_new (FALSE, TRUE, sizeof (XqGame), boards->len);
  for (guint i = 0; i < boards->len; i++)
    {
      XqGame g = g_array_index (boards, Board, i).game;
      g.board = i + 1;
      g_array_append_val (games, g);
    }
  return games;
}
