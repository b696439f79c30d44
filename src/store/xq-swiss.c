/* xq-swiss.c: Swiss pairing — the players' history, and Qili's top-down rules as a
 * maximum-weight perfect matching (criteria in xq-swiss.h)
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

/* Up to this many vertices the complete graph is solved at once (a few tens of MB); above, a
 * graph of likely partners grows until the duals prove that no pair left out could help. */
#define SPARSE_FROM 600
/* Partners of each player put in the sparse graph around each ideal place. */
#define WINDOW 6

enum {
  MET = 1 << 0,
  FORBIDDEN = 1 << 1,
};

/* The criteria below the absolute ones, lowest first; the score-group criteria (4) sit between
 * TIER_COLOUR and TIER_BYE, one per score group (or merged), lowest group first. */
enum {
  TIER_SPLIT,
  TIER_CHOICE,
  TIER_FLOAT,
  TIER_COLOUR,
  TIER_LEVELS,
};

struct _XqSwissProblem
{
  const XqEventData *data;
  guint              round;
  guint              n_players;
  gboolean           has_bye;
  XqSwissPlayer     *players; /* ranking order */
  GString          **colours; /* per player */
  guint8            *met;     /* n × n: MET, FORBIDDEN */
  int               *levels;  /* score of each score group, top first */
  int                n_levels;
  int                unit; /* smallest score step present */
  gboolean           club_round;
  guint32            lot; /* random split: per round */
  /* Criteria: multipliers, lowest first; level_tier[k] is the criterion of score group k. */
  guint     n_tiers;
  XqWeight *mult;
  int      *level_tier;
  int       tier_bye, tier_club;
  XqWeight  base;
  guint     n_edges;
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
set_preferences (XqSwissPlayer *p)
{
  const char *h = p->colours;
  gsize       len = strlen (h);
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

typedef struct
{
  XqSwissPlayer p;
  GString      *colours;
  gboolean      by_lot;
} Sortable;

static int
player_cmp (gconstpointer pa,
            gconstpointer pb)
{
  const Sortable      *sa = pa, *sb = pb;
  const XqSwissPlayer *a = &sa->p, *b = &sb->p;

  if (a->score != b->score)
    return a->score > b->score ? -1 : 1;
  if (sa->by_lot && a->lot != b->lot)
    return (a->lot == 0) != (b->lot == 0) ? (a->lot == 0 ? 1 : -1) : (a->lot < b->lot ? -1 : 1);
  if (a->rating != b->rating)
    return a->rating > b->rating ? -1 : 1;
  return a->number < b->number ? -1 : (a->number > b->number);
}

/* Cost of giving @a Red (@a_red) and @b the other colour: unmet preference strengths. */
static int
assignment_cost (const XqSwissPlayer *a,
                 const XqSwissPlayer *b,
                 gboolean             a_red)
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
colour_cost (const XqSwissPlayer *a,
             const XqSwissPlayer *b)
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

/* Squared distance from the ideal partner inside a score group (criterion 8): convex, so the
 * optimum stays near the ideal split. */
static guint64
split_cost (XqSwissProblem      *self,
            const XqSwissPlayer *hi,
            const XqSwissPlayer *lo)
{
  int g = hi->group_size, pa = hi->pos, pb = lo->pos, d;

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
  return (guint64) d * (guint64) d;
}

guint
xq_swiss_problem_get_n_vertices (XqSwissProblem *self)
{
  return self->n_players + (self->has_bye ? 1 : 0);
}

guint
xq_swiss_problem_get_n_players (XqSwissProblem *self)
{
  return self->n_players;
}

gint64
xq_swiss_problem_get_entry (XqSwissProblem *self,
                            guint           v)
{
  return v < self->n_players ? self->players[v].entry : 0;
}

const XqSwissPlayer *
xq_swiss_problem_get_player (XqSwissProblem *self,
                             guint           v)
{
  g_return_val_if_fail (v < self->n_players, NULL);
  return &self->players[v];
}

const int *
xq_swiss_problem_get_levels (XqSwissProblem *self,
                             guint          *n)
{
  *n = (guint) self->n_levels;
  return self->levels;
}

gboolean
xq_swiss_problem_met (XqSwissProblem *self,
                      guint           a,
                      guint           b)
{
  return a < self->n_players && b < self->n_players && (self->met[(gsize) a * self->n_players + b] & MET);
}

gboolean
xq_swiss_problem_forbidden (XqSwissProblem *self,
                            guint           a,
                            guint           b)
{
  return a < self->n_players && b < self->n_players && (self->met[(gsize) a * self->n_players + b] & FORBIDDEN);
}

gboolean
xq_swiss_problem_club_round (XqSwissProblem *self)
{
  return self->club_round;
}

guint
xq_swiss_problem_get_n_edges (XqSwissProblem *self)
{
  return self->n_edges;
}

static gboolean
same_club (const XqSwissPlayer *a,
           const XqSwissPlayer *b)
{
  return a->club != NULL && *a->club != '\0' && b->club != NULL && g_str_equal (a->club, b->club);
}

gboolean
xq_swiss_problem_weight (XqSwissProblem *self,
                         guint           a,
                         guint           b,
                         XqWeight       *weight)
{
  const XqSwissPlayer *hi, *lo;
  XqWeight             cost;
  int                  col, gap;

  if (a == b)
    return FALSE;
  if (a >= self->n_players || b >= self->n_players)
    {
      guint p = MIN (a, b);
      if (self->players[p].had_bye)
        return FALSE;
      *weight = xq_weight_sub (self->base, xq_weight_mul (self->mult[self->tier_bye], self->n_players - 1 - p));
      return TRUE;
    }
  if (self->met[(gsize) a * self->n_players + b] != 0)
    return FALSE;
  hi = &self->players[MIN (a, b)];
  lo = &self->players[MAX (a, b)];
  col = colour_cost (hi, lo);
  if (col < 0)
    return FALSE;
  cost = xq_weight_mul (self->mult[TIER_COLOUR], (guint64) col);
  if (self->club_round && same_club (hi, lo))
    cost = xq_weight_add (cost, self->mult[self->tier_club]);
  gap = (hi->score - lo->score) / self->unit;
  if (gap != 0)
    {
      guint64 floats = (hi->floated < 0 ? 1 : 0) + (lo->floated > 0 ? 1 : 0);
      guint64 choice = (guint64) (hi->group_size - 1 - hi->pos) + (guint64) lo->pos;
      cost = xq_weight_add_mul (cost, self->mult[self->level_tier[hi->level]], (guint64) gap * (guint64) gap);
      cost = xq_weight_add_mul (cost, self->mult[TIER_FLOAT], floats);
      cost = xq_weight_add_mul (cost, self->mult[TIER_CHOICE], choice);
    }
  else
    cost = xq_weight_add (cost, xq_weight_int ((gint64) split_cost (self, hi, lo)));
  *weight = xq_weight_sub (self->base, cost);
  return TRUE;
}

gboolean
xq_swiss_problem_costs (XqSwissProblem *self,
                        guint           a,
                        guint           b,
                        guint64         costs[XQ_SWISS_N_CRITERIA],
                        int            *gap_level)
{
  const XqSwissPlayer *hi, *lo;
  int                  gap, col;
  XqWeight             w;

  memset (costs, 0, sizeof (guint64) * XQ_SWISS_N_CRITERIA);
  *gap_level = -1;
  if (!xq_swiss_problem_weight (self, a, b, &w))
    return FALSE;
  if (a >= self->n_players || b >= self->n_players)
    {
      costs[XQ_SWISS_CRITERION_BYE] = self->n_players - 1 - MIN (a, b);
      return TRUE;
    }
  hi = &self->players[MIN (a, b)];
  lo = &self->players[MAX (a, b)];
  col = colour_cost (hi, lo);
  costs[XQ_SWISS_CRITERION_COLOUR] = (guint64) col;
  costs[XQ_SWISS_CRITERION_CLUB] = self->club_round && same_club (hi, lo) ? 1 : 0;
  gap = (hi->score - lo->score) / self->unit;
  if (gap != 0)
    {
      costs[XQ_SWISS_CRITERION_GAPS] = (guint64) gap * (guint64) gap;
      *gap_level = hi->level;
      costs[XQ_SWISS_CRITERION_FLOATS] = (hi->floated < 0 ? 1 : 0) + (lo->floated > 0 ? 1 : 0);
      costs[XQ_SWISS_CRITERION_CHOICE] = (guint64) (hi->group_size - 1 - hi->pos) + (guint64) lo->pos;
    }
  else
    costs[XQ_SWISS_CRITERION_SPLIT] = split_cost (self, hi, lo);
  return TRUE;
}

void
xq_swiss_problem_free (XqSwissProblem *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_players; i++)
    g_string_free (self->colours[i], TRUE);
  g_free (self->colours);
  g_free (self->players);
  g_free (self->met);
  g_free (self->levels);
  g_free (self->mult);
  g_free (self->level_tier);
  g_free (self);
}

static int
gcd (int a,
     int b)
{
  while (b != 0)
    {
      int t = a % b;
      a = b;
      b = t;
    }
  return a;
}

/* The multipliers: each criterion's exceeds the most all criteria below it can add up to over
 * a round. When they do not fit the weight, the lowest score groups share a criterion. */
static void
set_tiers (XqSwissProblem *self)
{
  guint               n = self->n_players, boards = n / 2 + 1;
  int                 min_score = self->players[n - 1].score;
  g_autofree guint64 *level_bound = g_new0 (guint64, self->n_levels);
  g_autofree int     *group_of = g_new (int, self->n_levels);
  int                 n_groups = self->n_levels;

  for (guint i = 0; i < n; i++)
    {
      const XqSwissPlayer *p = &self->players[i];
      guint64              g = (guint64) ((p->score - min_score) / self->unit);
      level_bound[p->level] += g * g;
    }
  for (int k = 0; k < self->n_levels; k++)
    group_of[k] = k;

  for (;;)
    {
      g_autofree guint64 *bound = NULL;
      guint               t = 0;

      self->n_tiers = TIER_LEVELS + (guint) n_groups + 2;
      bound = g_new0 (guint64, self->n_tiers);
      bound[TIER_SPLIT] = (guint64) boards * n * n;
      bound[TIER_CHOICE] = (guint64) boards * 2 * n;
      bound[TIER_FLOAT] = (guint64) boards * 2;
      bound[TIER_COLOUR] = (guint64) boards * 4;
      for (int k = 0; k < self->n_levels; k++)
        bound[TIER_LEVELS + (n_groups - 1 - group_of[k])] += level_bound[k];
      self->tier_bye = TIER_LEVELS + n_groups;
      self->tier_club = self->tier_bye + 1;
      bound[self->tier_bye] = n;
      bound[self->tier_club] = boards;

      g_free (self->mult);
      self->mult = g_new (XqWeight, self->n_tiers);
      self->mult[0] = xq_weight_int (1);
      for (t = 1; t < self->n_tiers; t++)
        self->mult[t] = xq_weight_mul (self->mult[t - 1], bound[t - 1] + 1);
      self->base = xq_weight_mul (self->mult[self->n_tiers - 1], bound[self->n_tiers - 1] + 1);
      /* Doubled weights, duals and their sums need a few bits of room. */
      if (xq_weight_bits (self->base) + 6 < XQ_WEIGHT_BITS || n_groups == 1)
        break;
      /* Merge the two lowest criteria of score groups. */
      for (int k = 0; k < self->n_levels; k++)
        if (group_of[k] == n_groups - 1)
          group_of[k] = n_groups - 2;
      n_groups--;
      g_debug ("swiss: %d score groups do not fit the weights apart; the lowest now share a criterion", self->n_levels);
    }
  g_free (self->level_tier);
  self->level_tier = g_new (int, self->n_levels);
  for (int k = 0; k < self->n_levels; k++)
    self->level_tier[k] = TIER_LEVELS + (n_groups - 1 - group_of[k]);
}

/* Whether the entry is paired in @round: still in, joined, and no bye asked for. A round already
 * paired (explained afterwards) holds whoever has a board or the pairing's bye in it, though he
 * may have withdrawn since. */
static gboolean
to_pair (const XqEventData *data,
         const XqEntry     *entry,
         guint              round)
{
  if (round <= data->n_rounds)
    {
      for (guint i = 0; i < data->games->len; i++)
        {
          const XqGame *g = &g_array_index (data->games, XqGame, i);
          if (g->round == round && g->kind == XQ_GAME_REGULAR && (g->red == entry->id || g->black == entry->id) &&
              (g->black != 0 || g->bye == XQ_BYE_PAIRING))
            return TRUE;
        }
      return FALSE;
    }
  return entry->withdrawn_round < 0 && MAX (entry->joined_round, 1) <= round &&
         xq_event_data_requested_bye (data, entry->id, round) == XQ_BYE_PAIRING;
}

int *
xq_swiss_scores_after (const XqEventData *data,
                       guint              after)
{
  int *points = g_new0 (int, data->entries->len);

  if (after > 0)
    {
      XqStandingsOptions      options = { after, -1 };
      g_autoptr (XqStandings) standings = xq_standings_compute (data, &options);
      for (guint r = 0; r < standings->rows->len; r++)
        {
          const XqStanding *s = &g_array_index (standings->rows, XqStanding, r);
          int               i = xq_event_data_entry_index (data, s->entry_id);
          if (i >= 0)
            points[i] = s->points;
        }
    }
  return points;
}

/* Whether @g, a game of the history, is the one that stands for its pairing (a team match: board 1). */
static gboolean
pairing_game (const XqGame *g,
              guint         round)
{
  return g->round < round && !g->annulled && g->game == 1 && g->kind == XQ_GAME_REGULAR;
}

/* Opponents, colours, byes and last round's floats. */
static void
read_history (XqSwissProblem *self,
              GHashTable     *index)
{
  const XqEventData *data = self->data;
  guint              n = self->n_players;
  gboolean           team = data->event.team_boards > 0;
  g_autofree int    *before = NULL;

  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      guint         a = GPOINTER_TO_UINT (g_hash_table_lookup (index, &g->red));
      guint         b = g->black != 0 ? GPOINTER_TO_UINT (g_hash_table_lookup (index, &g->black)) : 0;

      if (!pairing_game (g, self->round))
        continue;
      if (g->black == 0)
        {
          if (a > 0 && g->bye == XQ_BYE_PAIRING)
            self->players[a - 1].had_bye = TRUE;
          continue;
        }
      if (a > 0 && b > 0)
        {
          self->met[(gsize) (a - 1) * n + (b - 1)] |= MET;
          self->met[(gsize) (b - 1) * n + (a - 1)] |= MET;
        }
      /* A team's colour is that of every match it played (home: Red on board 1); a player's,
       * that of every game played over the board. */
      if (!team && (g->result == XQ_GAME_RESULT_NONE || xq_game_result_is_forfeit (g->result)))
        continue;
      if (a > 0)
        g_string_append_c (self->colours[a - 1], 'R');
      if (b > 0)
        g_string_append_c (self->colours[b - 1], 'B');
    }

  /* Floats of the previous round: who met a lower or a higher score, who had the bye. */
  if (self->round < 2)
    return;
  before = xq_swiss_scores_after (data, self->round - 2);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      guint         a, b;
      int           ia, ib;

      if (g->round != self->round - 1 || g->annulled || g->game != 1 || g->kind != XQ_GAME_REGULAR)
        continue;
      a = GPOINTER_TO_UINT (g_hash_table_lookup (index, &g->red));
      if (g->black == 0)
        {
          if (a > 0 && g->bye == XQ_BYE_PAIRING)
            self->players[a - 1].floated = -1;
          continue;
        }
      b = GPOINTER_TO_UINT (g_hash_table_lookup (index, &g->black));
      ia = xq_event_data_entry_index (data, g->red);
      ib = xq_event_data_entry_index (data, g->black);
      if (ia < 0 || ib < 0 || before[ia] == before[ib])
        continue;
      if (a > 0)
        self->players[a - 1].floated = before[ia] > before[ib] ? -1 : 1;
      if (b > 0)
        self->players[b - 1].floated = before[ib] > before[ia] ? -1 : 1;
    }
}

XqSwissProblem *
xq_swiss_problem_new (const XqEventData *data,
                      guint              round,
                      GError           **error)
{
  g_autoptr (XqSwissProblem) self = g_new0 (XqSwissProblem, 1);
  g_autoptr (GHashTable)     index = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr (GArray)         players = g_array_new (FALSE, TRUE, sizeof (Sortable));
  g_autofree int            *points = NULL;
  guint                      n;

  self->data = data;
  self->round = round;
  self->lot = mix ((guint32) data->event.random_seed ^ mix (round));
  self->club_round = xq_event_club_round (&data->event, round);

  points = xq_swiss_scores_after (data, round - 1);
  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *entry = &g_array_index (data->entries, XqEntry, i);
      Sortable       s = { 0 };

      if (!to_pair (data, entry, round))
        continue;
      s.p.entry = entry->id;
      s.p.rating = entry->rating;
      s.p.number = entry->number;
      s.p.lot = entry->lot;
      s.p.club = entry->club;
      s.p.score = points[i];
      s.colours = g_string_new (NULL);
      s.by_lot = data->event.round_one == XQ_ROUND_ONE_LOT;
      g_array_append_val (players, s);
    }
  n = self->n_players = players->len;
  if (n < 2)
    {
      for (guint i = 0; i < n; i++)
        g_string_free (g_array_index (players, Sortable, i).colours, TRUE);
      self->n_players = 0;
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING,
                   XQ_T (xq_lang_from_locale (), "A round needs at least two players"));
      return NULL;
    }
  g_array_sort (players, player_cmp);
  self->players = g_new0 (XqSwissPlayer, n);
  self->colours = g_new0 (GString *, n);
  for (guint i = 0; i < n; i++)
    {
      self->players[i] = g_array_index (players, Sortable, i).p;
      self->colours[i] = g_array_index (players, Sortable, i).colours;
      g_hash_table_insert (index, &self->players[i].entry, GUINT_TO_POINTER (i + 1));
    }
  self->has_bye = n % 2 == 1;

  self->met = g_new0 (guint8, (gsize) n * n);
  for (guint i = 0; i < data->forbidden->len; i++)
    {
      const XqForbiddenPair *f = &g_array_index (data->forbidden, XqForbiddenPair, i);
      guint                  a = GPOINTER_TO_UINT (g_hash_table_lookup (index, &f->first));
      guint                  b = GPOINTER_TO_UINT (g_hash_table_lookup (index, &f->second));
      if (a > 0 && b > 0)
        {
          self->met[(gsize) (a - 1) * n + (b - 1)] |= FORBIDDEN;
          self->met[(gsize) (b - 1) * n + (a - 1)] |= FORBIDDEN;
        }
    }
  read_history (self, index);
  for (guint i = 0; i < n; i++)
    {
      self->players[i].colours = self->colours[i]->str;
      set_preferences (&self->players[i]);
    }

  /* Score groups, and the smallest score step between them. */
  self->levels = g_new (int, n);
  self->unit = 0;
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
          self->levels[level++] = self->players[start].score;
          self->unit = gcd (self->unit, self->players[start].score - self->players[n - 1].score);
          start = i;
        }
    self->n_levels = level;
  }
  if (self->unit <= 0)
    self->unit = 1;
  set_tiers (self);
  g_debug ("swiss: round %u, %u players, %d score groups, weights of %u bits", round, n, self->n_levels, xq_weight_bits (self->base));
  return g_steal_pointer (&self);
}

/* Puts u–v in @in (a bit matrix of the pairs in the graph) when the absolute criteria allow it. */
static void
add_edge (XqSwissProblem *self,
          guint8         *in,
          guint           nv,
          guint           u,
          guint           v)
{
  XqWeight w;
  gsize    k = (gsize) MIN (u, v) * nv + MAX (u, v);

  if (u == v || (in[k / 8] & (1u << (k % 8))) || !xq_swiss_problem_weight (self, u, v, &w))
    return;
  in[k / 8] |= (guint8) (1u << (k % 8));
}

static gboolean
edge_in (const guint8 *in,
         guint         nv,
         guint         u,
         guint         v)
{
  gsize k = (gsize) MIN (u, v) * nv + MAX (u, v);
  return (in[k / 8] & (1u << (k % 8))) != 0;
}

/* Walks from place @q of the group starting at @start (of @g players) outwards and puts in the
 * first WINDOW partners of @a that the absolute criteria allow and the first WINDOW whose colours
 * suit both: with colours above the split, the best partner may be far from the ideal place. */
static void
add_near (XqSwissProblem *self,
          guint8         *in,
          guint           nv,
          guint           a,
          int             start,
          int             g,
          int             q)
{
  int allowed = 0, suited = 0;

  for (int d = 0; d < g && (allowed < WINDOW || suited < WINDOW); d++)
    for (int sign = -1; sign <= 1; sign += 2)
      {
        int      x = q + sign * d;
        guint    b = (guint) (start + x);
        XqWeight w;
        if (x < 0 || x >= g || b == a || (d == 0 && sign > 0) || !xq_swiss_problem_weight (self, a, b, &w))
          continue;
        if (colour_cost (&self->players[MIN (a, b)], &self->players[MAX (a, b)]) == 0)
          suited++;
        else if (allowed >= WINDOW)
          continue;
        allowed++;
        add_edge (self, in, nv, a, b);
      }
}

/* The likely partners: near each ideal place inside the score group, the top of the next groups
 * down for the bottom of a group, and every player who may take the bye. */
static void
add_candidates (XqSwissProblem *self,
                guint8         *in,
                guint           nv)
{
  guint n = self->n_players;

  for (guint a = 0; a < n; a++)
    {
      const XqSwissPlayer *p = &self->players[a];
      int                  start = (int) a - p->pos, g = p->group_size;
      int                  ideals[4], n_ideals = 0;

      ideals[n_ideals++] = p->pos;
      ideals[n_ideals++] = p->pos + g / 2;
      ideals[n_ideals++] = p->pos - g / 2;
      ideals[n_ideals++] = g - 1 - p->pos;
      for (int k = 0; k < n_ideals; k++)
        if (ideals[k] >= 0 && ideals[k] < g)
          add_near (self, in, nv, a, start, g, ideals[k]);
      if (self->data->event.method == XQ_PAIRING_RANDOM)
        for (int q = 0; q < g; q++)
          add_edge (self, in, nv, a, (guint) (start + q));
      /* The bottom of a group with the top of the next groups down. */
      if (p->pos >= g - 2 * WINDOW)
        {
          guint b = (guint) (start + g);
          for (int levels = 0; levels < 3 && b < n; levels++)
            {
              add_near (self, in, nv, a, (int) b, self->players[b].group_size, 0);
              b += (guint) self->players[b].group_size;
            }
        }
    }
  if (self->has_bye)
    for (guint a = 0; a < n; a++)
      add_edge (self, in, nv, a, n);
}

/* Solves the graph of the pairs in @in; FALSE when the matching is not perfect. */
static gboolean
solve_graph (XqSwissProblem *self,
             const guint8   *in,
             guint           nv,
             int            *mates,
             XqMatching    **out)
{
  g_autoptr (XqMatching) m = xq_matching_new (nv);
  gboolean               perfect = TRUE;

  for (guint u = 0; u < nv; u++)
    for (guint v = u + 1; v < nv; v++)
      if (edge_in (in, nv, u, v))
        {
          XqWeight w;
          xq_swiss_problem_weight (self, u, v, &w);
          xq_matching_add_edge (m, u, v, w);
        }
  self->n_edges = xq_matching_get_n_edges (m);
  xq_matching_set_max_cardinality (m, TRUE);
  xq_matching_solve (m);
  for (guint v = 0; v < nv; v++)
    {
      mates[v] = xq_matching_get_mate (m, v);
      if (mates[v] < 0)
        perfect = FALSE;
    }
  *out = g_steal_pointer (&m);
  return perfect;
}

/* The heaviest a board of a player of score group k and one of group l can weigh (at [k × n_levels
 * + l]): no cost below the score differences counted. */
static XqWeight *
heaviest_by_levels (XqSwissProblem *self)
{
  XqWeight *h = g_new (XqWeight, (gsize) self->n_levels * self->n_levels);

  for (int k = 0; k < self->n_levels; k++)
    for (int l = 0; l < self->n_levels; l++)
      {
        guint64 gap = (guint64) (ABS (self->levels[k] - self->levels[l]) / self->unit);
        h[k * self->n_levels + l] = xq_weight_sub (self->base, xq_weight_mul (self->mult[self->level_tier[MIN (k, l)]], gap * gap));
      }
  return h;
}

typedef struct
{
  XqWeight dual;
  guint    v;
} ByDual;

static int
by_dual_cmp (gconstpointer pa,
             gconstpointer pb)
{
  const ByDual *a = pa, *b = pb;
  int           c = xq_weight_cmp (a->dual, b->dual);

  return c != 0 ? c : (a->v > b->v) - (a->v < b->v);
}

/* Puts u–v (u < v) in the graph when it is left out, allowed, and could improve the matching:
 * always when either end is left free. */
static guint
price_pair (XqSwissProblem *self,
            XqMatching     *m,
            guint8         *in,
            guint           nv,
            const int      *mates,
            guint           u,
            guint           v)
{
  XqWeight w;
  gsize    k = (gsize) u * nv + v;

  if (edge_in (in, nv, u, v) || !xq_swiss_problem_weight (self, u, v, &w))
    return 0;
  if (mates[u] >= 0 && mates[v] >= 0 && !xq_matching_improves (m, u, v, w, NULL))
    return 0;
  in[k / 8] |= (guint8) (1u << (k % 8));
  return 1;
}

typedef struct
{
  XqSwissProblem *self;
  XqMatching     *m;
  guint8         *in;
  guint           nv;
  const int      *mates;
  guint           added;
} Pricing;

/* A pair of two matched players inside one blossom, as the walk over every pair prices it: the
 * duals of the blossoms holding both (@shared) count already in the bound of its score groups,
 * which xq_matching_blossom_partners () checked. */
static void
price_in_blossom (guint    u,
                  guint    v,
                  XqWeight shared,
                  gpointer user_data)
{
  Pricing        *p = user_data;
  XqSwissProblem *self = p->self;
  XqWeight        w;
  gsize           k = (gsize) u * p->nv + v;

  if (edge_in (p->in, p->nv, u, v) || !xq_swiss_problem_weight (self, u, v, &w) || !xq_matching_improves_within (p->m, u, v, w, shared))
    return;
  p->in[k / 8] |= (guint8) (1u << (k % 8));
  p->added++;
}

/* Prices every pair left out of the graph after @m was solved and puts in those that could
 * improve it; returns how many. Of two matched players, the pair can only improve the matching
 * when its reduced cost at the heaviest board of their two score groups is negative: for a pair
 * not inside one blossom that is the sum of their duals (xq_matching_may_improve ()), and with
 * the matched players of each group sorted by dual, those partners of a player are a prefix of
 * the group; inside a blossom, the blossoms' duals count too and whole sub-blossoms are passed
 * over (xq_matching_blossom_partners ()). The pairs put in are exactly those a walk over every
 * pair would put in, so the next solve, and the pairing, are the same (issue 29). */
static guint
price_left_out (XqSwissProblem *self,
                XqMatching     *m,
                guint8         *in,
                guint           nv,
                const int      *mates,
                const XqWeight *heaviest)
{
  guint              n = self->n_players, nl = (guint) self->n_levels, added = 0, n_open = 0;
  g_autofree ByDual *sorted = g_new (ByDual, MAX (n, 1));
  g_autofree guint  *start = g_new0 (guint, nl + 1);
  g_autofree guint  *fill = g_new0 (guint, nl + 1);
  g_autofree guint  *open = g_new (guint, nv);

  g_autofree int    *klass = g_new (int, nv);
  Pricing            pricing = { self, m, in, nv, mates, 0 };
  int                top;

  /* The matched players, by score group, lowest dual first; the rest (free, and the bye). */
  for (guint v = 0; v < nv; v++)
    {
      klass[v] = v < n && mates[v] >= 0 ? self->players[v].level : -1;
      if (klass[v] >= 0)
        start[klass[v] + 1]++;
    }
  for (guint l = 0; l < nl; l++)
    start[l + 1] += start[l];
  memcpy (fill, start, sizeof (guint) * (nl + 1));
  for (guint v = 0; v < nv; v++)
    if (v < n && mates[v] >= 0)
      {
        ByDual *e = &sorted[fill[self->players[v].level]++];
        e->dual = xq_matching_get_dual (m, v);
        e->v = v;
      }
    else
      open[n_open++] = v;
  for (guint l = 0; l < nl; l++)
    qsort (sorted + start[l], start[l + 1] - start[l], sizeof (ByDual), by_dual_cmp);

  for (guint u = 0; u < nv; u++)
    {
      if (u >= n || mates[u] < 0)
        {
          for (guint v = u + 1; v < nv; v++)
            added += price_pair (self, m, in, nv, mates, u, v);
          continue;
        }
      top = xq_matching_get_top (m, u);
      for (guint i = 0; i < n_open; i++)
        if (open[i] > u)
          added += price_pair (self, m, in, nv, mates, u, open[i]);
      for (guint l = 0; l < nl; l++)
        {
          XqWeight h = heaviest[self->players[u].level * self->n_levels + (int) l];
          guint    lo = start[l], hi = start[l + 1];
          /* The end of the prefix, by bisection. */
          while (lo < hi)
            {
              guint mid = lo + (hi - lo) / 2;
              if (xq_matching_may_improve (m, u, sorted[mid].v, h))
                lo = mid + 1;
              else
                hi = mid;
            }
          for (guint i = start[l]; i < lo; i++)
            if (sorted[i].v > u && xq_matching_get_top (m, sorted[i].v) != top)
              added += price_pair (self, m, in, nv, mates, u, sorted[i].v);
        }
      /* Those in u's own blossom: there the blossoms' duals settle most pairs at once. */
      xq_matching_blossom_partners (m, u, klass, nl, heaviest + (gsize) self->players[u].level * nl, price_in_blossom, &pricing);
    }
  added += pricing.added;
  return added;
}

gboolean
xq_swiss_problem_solve (XqSwissProblem *self,
                        int            *mates,
                        GError        **error)
{
  guint                nv = xq_swiss_problem_get_n_vertices (self), n = self->n_players;
  gsize                bits = (gsize) nv * nv;
  g_autofree guint8   *in = g_new0 (guint8, bits / 8 + 1);
  gboolean             complete = nv <= SPARSE_FROM, perfect = FALSE;
  g_autofree XqWeight *heaviest = NULL;

  if (!complete)
    add_candidates (self, in, nv);
  for (guint pass = 0;; pass++)
    {
      g_autoptr (XqMatching) m = NULL;
      guint                  added;

      if (complete)
        for (guint u = 0; u < nv; u++)
          for (guint v = u + 1; v < nv; v++)
            {
              XqWeight w;
              gsize    k = (gsize) u * nv + v;
              if (xq_swiss_problem_weight (self, u, v, &w))
                in[k / 8] |= (guint8) (1u << (k % 8));
            }
      perfect = solve_graph (self, in, nv, mates, &m);
      g_debug ("swiss: round %u, %u players, pass %u: %u pairs in the graph", self->round, n, pass, self->n_edges);
      if (complete)
        break;
      /* Any pair left out whose reduced cost is negative could improve the matching, and so
       * could any pair of a vertex left free: in with them. The heaviest a pair of two score
       * groups can weigh settles most pairs before their weight is worked out. */
      if (heaviest == NULL)
        heaviest = heaviest_by_levels (self);
      added = price_left_out (self, m, in, nv, mates, heaviest);
      if (added == 0)
        break;
    }

  if (!perfect)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING,
                   XQ_T (xq_lang_from_locale (),
                         "No pairing of round %u avoids rematches, forbidden pairs, a third game of the same colour in a row, a colour difference of 3 and a second bye"),
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

gboolean
xq_swiss_problem_higher_takes_red (XqSwissProblem *self,
                                   guint           va,
                                   guint           vb)
{
  const XqSwissPlayer *a = &self->players[va], *b = &self->players[vb];
  gboolean             can1 = a->can_red && b->can_black, can2 = a->can_black && b->can_red;
  int                  c1, c2;

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
xq_swiss_boards (XqSwissProblem   *self,
                 const int        *mates,
                 XqSwissColourFunc higher_takes_red)
{
  g_autoptr (GArray) boards = g_array_new (FALSE, TRUE, sizeof (Board));
  GArray            *games;

  for (guint v = 0; v < self->n_players; v++)
    {
      guint u = (guint) mates[v];
      Board b = { 0 };

      if (u < v)
        continue;
      b.game.round = self->round;
      b.game.game = 1;
      b.hi_rank = (int) v;
      b.hi_score = self->players[v].score;
      if (u >= self->n_players)
        {
          b.game.red = self->players[v].entry;
          b.game.black = 0;
          b.lo_score = -1;
        }
      else
        {
          gboolean red = higher_takes_red (self, v, u);
          b.game.red = red ? self->players[v].entry : self->players[u].entry;
          b.game.black = red ? self->players[u].entry : self->players[v].entry;
          b.lo_score = self->players[u].score;
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
  /* The byes asked for, by entry number. */
  for (guint i = 0; i < self->data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (self->data->entries, XqEntry, i);
      XqByeKind      kind = xq_event_data_requested_bye (self->data, e->id, self->round);
      XqGame         g = { 0 };

      if (kind == XQ_BYE_PAIRING || e->withdrawn_round >= 0 || MAX (e->joined_round, 1) > self->round)
        continue;
      g.round = self->round;
      g.game = 1;
      g.board = games->len + 1;
      g.red = e->id;
      g.bye = kind;
      g_array_append_val (games, g);
    }
  return games;
}

GArray *
xq_swiss_pair (const XqEventData *data,
               GError           **error)
{
  guint                      round = data->n_rounds + 1;
  g_autoptr (XqSwissProblem) p = xq_swiss_problem_new (data, round, error);
  g_autofree int            *mates = NULL;
  guint                      nv;

  if (p == NULL)
    return NULL;
  nv = xq_swiss_problem_get_n_vertices (p);
  mates = g_new (int, nv);
  if (!xq_swiss_problem_solve (p, mates, error))
    return NULL;
  return xq_swiss_boards (p, mates, xq_swiss_problem_higher_takes_red);
}
