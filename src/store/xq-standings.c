/* xq-standings.c: scores, tie-breaks and ranks of an event
 *
 * Below the play-offs: the standings find the ties that a play-off must settle (XqPlayoff) and
 * count the play-off games played; which play-offs are due and their games (xq-playoff.c) are
 * worked out from the standings, never the other way round.
 *
 * Every game (or, in a team event, every match) becomes a "contest" between two entries; the
 * scores and tie-break values are sums over contests; ranks come from refining blocks of level
 * entries one tie-break at a time, so that direct encounter is computed among exactly the
 * entries still level when it is reached.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-standings.h"

#include <string.h>

#include "xq-berger.h"

void
xq_playoff_free (XqPlayoff *playoff)
{
  if (playoff == NULL)
    return;
  g_clear_pointer (&playoff->entries, g_array_unref);
  g_free (playoff);
}

int
xq_playoff_game_won (const XqGame *game,
                     gboolean      black)
{
  switch (game->result)
    {
    case XQ_GAME_RESULT_RED_WIN:
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
      return black ? 0 : 1;
    case XQ_GAME_RESULT_BLACK_WIN:
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
    case XQ_GAME_RESULT_DRAW: /* 和棋先手算负 */
      return black ? 1 : 0;
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
    case XQ_GAME_RESULT_NONE:
    default:
      return 0;
    }
}

typedef struct
{
  guint    round;
  int      a, b;     /* entry indexes; b = −1: a bye */
  int      pts[2];   /* half points */
  int      gp[2];    /* game points (half points) */
  int      outcome;  /* for a: 1 win, 0 draw, −1 loss, as decided */
  gboolean unplayed; /* forfeit or bye */
  gboolean a_black;
  guint    fouls[2];
} Contest;

typedef struct
{
  const XqEventData        *data;
  const XqStandingsOptions *options;
  gboolean                  final;          /* the stage's games are all played: play-offs may be due */
  guint                     playoff_places; /* places 1… that a play-off decides */
  GPtrArray                *due;            /* XqPlayoff */
  GArray                   *contests;
  GHashTable               *index; /* entry id → index + 1 */
  gboolean                 *in_scope;
  int                      *cum; /* [entry * (rounds + 1) + r]: score after round r */
  guint                     rounds;
  int                       lowest; /* lowest score in the field (for the bye's virtual opponent) */
} Work;

int
xq_standings_game_points (const XqEventData *data,
                          const XqGame      *game,
                          gboolean           black)
{
  XqGameResult r = game->result;

  if (game->annulled)
    return 0;
  if (game->black == 0)
    return 0;
  if (data->event.system == XQ_SYSTEM_GROUPS && game->stage == XQ_STAGE_GROUP &&
      ((r == XQ_GAME_RESULT_RED_WIN_FORFEIT && !black) || (r == XQ_GAME_RESULT_BLACK_WIN_FORFEIT && black)))
    return 4; /* seed 002 §二.1(3): a forfeit win scores 2 */
  return black ? xq_scoring_black_points (data->event.scoring, r) : xq_scoring_red_points (data->event.scoring, r);
}

gboolean
xq_standings_entry_struck (const XqEventData *data,
                           gint64             entry_id)
{
  const XqEntry *e = xq_event_data_find_entry (data, entry_id);

  if (e == NULL || e->withdrawn_round < 0)
    return FALSE;
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->red != entry_id && g->black != entry_id)
        continue;
      if (g->black != 0 && !g->annulled)
        return FALSE;
    }
  /* Withdrew with every game annulled, or before playing any. */
  return TRUE;
}

/* The rounds a stage is planned to have: of the group @group in the groups system, of the whole
 * event otherwise; 0 when play-offs do not apply (knockouts). */
static guint
planned_rounds (const XqEventData *data,
                int                group)
{
  guint n = data->entries->len;

  switch (data->event.system)
    {
    case XQ_SYSTEM_ROUNDROBIN:
      return xq_berger_n_rounds (n);
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
      return 2 * xq_berger_n_rounds (n);
    case XQ_SYSTEM_SWISS:
      return data->event.rounds;
      case XQ_SYSTEM_GROUPS: {
        guint size = 0;
        if (group < 0)
          return 0;
        for (guint i = 0; i < n; i++)
          if (g_array_index (data->entries, XqEntry, i).group == group)
            size++;
        return 2 * xq_berger_n_rounds (size);
      }
    case XQ_SYSTEM_KNOCKOUT:
    default:
      return 0;
    }
}

/* The places 1… a tie for which is played off: the two that go through in a group of the groups
 * system, the first where the tie-breaks list "playoff", none in team events (issue 18). */
static guint
playoff_places (const XqEventData        *data,
                const XqStandingsOptions *o)
{
  if (data->event.team_boards > 0)
    return 0;
  if (data->event.system == XQ_SYSTEM_GROUPS)
    return o->group >= 0 ? 2 : 0;
  for (guint i = 0; i < data->event.tiebreaks->len; i++)
    if (g_array_index (data->event.tiebreaks, XqTiebreak, i) == XQ_TIEBREAK_PLAYOFF)
      return 1;
  return 0;
}

/* Whether the standings asked for are final: every planned round paired and counted, every game of
 * the stage (in the group asked for) with a result. */
static gboolean
stage_final (const XqEventData        *data,
             const XqStandingsOptions *o)
{
  guint planned = planned_rounds (data, o->group);

  if (planned == 0 || data->n_rounds < planned || (o->up_to_round > 0 && o->up_to_round < planned))
    return FALSE;
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame  *g = &g_array_index (data->games, XqGame, i);
      const XqEntry *red;

      if (g->kind != XQ_GAME_REGULAR || g->round > planned || g->black == 0 || g->annulled ||
          g->stage == XQ_STAGE_KNOCKOUT || g->result != XQ_GAME_RESULT_NONE)
        continue;
      if (o->group < 0)
        return FALSE;
      red = xq_event_data_find_entry (data, g->red);
      if (red != NULL && red->group == o->group)
        return FALSE;
    }
  return TRUE;
}

gboolean
xq_standings_uses_match_points (const XqEventData *data)
{
  return data->event.system == XQ_SYSTEM_DOUBLE_ROUNDROBIN && data->event.team_boards == 0;
}

GArray *
xq_standings_criteria (const XqEventData *data)
{
  GArray    *list = g_array_new (FALSE, FALSE, sizeof (XqTiebreak));
  XqTiebreak first = XQ_TIEBREAK_GAME_POINTS;

  gboolean   playoff = FALSE;

  if (xq_standings_uses_match_points (data))
    g_array_append_val (list, first);
  for (guint i = 0; i < data->event.tiebreaks->len; i++)
    {
      XqTiebreak t = g_array_index (data->event.tiebreaks, XqTiebreak, i);
      playoff |= t == XQ_TIEBREAK_PLAYOFF;
      if (t != first || !xq_standings_uses_match_points (data))
        g_array_append_val (list, t);
    }
  /* The groups system always plays off a tie for a place that goes through (seed 002 六.2). */
  if (data->event.system == XQ_SYSTEM_GROUPS && !playoff)
    {
      XqTiebreak t = XQ_TIEBREAK_PLAYOFF;
      guint      at = list->len;
      for (guint i = 0; i < list->len; i++)
        if (g_array_index (list, XqTiebreak, i) == XQ_TIEBREAK_SHARED)
          at = i;
      g_array_insert_val (list, at, t);
    }
  return list;
}

static int
idx (Work  *w,
     gint64 id)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (w->index, &id)) - 1;
}

static gboolean
game_counts (const XqEventData        *data,
             const XqGame             *g,
             const XqStandingsOptions *o)
{
  if (g->annulled)
    return FALSE;
  if (o->up_to_round > 0 && g->round > o->up_to_round)
    return FALSE;
  if (o->group >= 0 && g->stage != XQ_STAGE_GROUP)
    return FALSE;
  if (data->event.system == XQ_SYSTEM_KNOCKOUT || g->stage == XQ_STAGE_KNOCKOUT)
    return g->kind == XQ_GAME_REGULAR && g->black != 0;
  return g->kind != XQ_GAME_PLAYOFF; /* a play-off scores nothing */
}

static void
individual_contests (Work                     *w,
                     const XqStandingsOptions *o)
{
  const XqEventData *data = w->data;
  int                win = xq_scoring_win_points (data->event.scoring);

  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      Contest       c = { 0 };

      if (!game_counts (data, g, o))
        continue;
      c.round = g->round;
      c.a = idx (w, g->red);
      if (c.a < 0 || !w->in_scope[c.a])
        continue;
      if (g->black == 0)
        {
          /* A Swiss bye: the pairing's scores a win, a half-point bye a (Red's) draw, a zero-point
           * bye nothing; each counts a virtual opponent in the opponent sums. */
          c.b = -1;
          c.unplayed = TRUE;
          if (data->event.system == XQ_SYSTEM_SWISS)
            {
              c.pts[0] = g->bye == XQ_BYE_PAIRING ? win : g->bye == XQ_BYE_HALF ? xq_scoring_red_points (data->event.scoring, XQ_GAME_RESULT_DRAW)
                                                                                : 0;
              c.outcome = g->bye == XQ_BYE_PAIRING ? 1 : g->bye == XQ_BYE_HALF ? 0
                                                                               : -1;
            }
          g_array_append_val (w->contests, c);
          continue;
        }
      c.b = idx (w, g->black);
      if (c.b < 0 || !w->in_scope[c.b] || g->result == XQ_GAME_RESULT_NONE)
        continue;
      c.pts[0] = c.gp[0] = xq_standings_game_points (data, g, FALSE);
      c.pts[1] = c.gp[1] = xq_standings_game_points (data, g, TRUE);
      c.unplayed = xq_game_result_is_forfeit (g->result);
      switch (g->result)
        {
        case XQ_GAME_RESULT_RED_WIN:
        case XQ_GAME_RESULT_RED_WIN_FORFEIT:
          c.outcome = 1;
          break;
        case XQ_GAME_RESULT_BLACK_WIN:
        case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
          c.outcome = -1;
          break;
        case XQ_GAME_RESULT_DOUBLE_FORFEIT:
          c.outcome = -2; /* a loss for both */
          break;
        case XQ_GAME_RESULT_DRAW:
        case XQ_GAME_RESULT_NONE:
        default:
          c.outcome = 0;
          break;
        }
      c.fouls[0] = g->red_violations;
      c.fouls[1] = g->black_violations;
      g_array_append_val (w->contests, c);
    }
}

/* Two-game round robins (seed 000 §13.三, CXA 14.2): the points of a pairing are 场分, a win of
 * the pairing (more game points in its games) or a draw's points when level. Each game's contest gets
 * the change of its pairing's 场分, so that sums over rounds and over the games among tied players
 * stay right; its game points stay in gp. A pairing counts the games counted so far (after the
 * first cycle the table is that of a single round robin); two double forfeits score nobody. */
static void
match_points (Work *w)
{
  const XqEventData     *data = w->data;
  g_autoptr (GHashTable) pairings = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  int                    win = xq_scoring_win_points (data->event.scoring);
  int                    draw = xq_scoring_red_points (data->event.scoring, XQ_GAME_RESULT_DRAW);

  for (guint i = 0; i < w->contests->len; i++)
    {
      Contest *c = &g_array_index (w->contests, Contest, i);
      gint64   key;
      int     *p; /* game points of the lower index, of the higher, match points of each */
      int      lo, mp[2];

      if (c->b < 0)
        continue;
      lo = c->a < c->b ? 0 : 1;
      key = (gint64) MIN (c->a, c->b) * (gint64) G_MAXINT32 + MAX (c->a, c->b);
      p = g_hash_table_lookup (pairings, &key);
      if (p == NULL)
        {
          p = g_new0 (int, 4);
          g_hash_table_insert (pairings, g_memdup2 (&key, sizeof key), p);
        }
      p[0] += c->gp[lo];
      p[1] += c->gp[1 - lo];
      if (p[0] == p[1])
        mp[0] = mp[1] = p[0] == 0 ? 0 : draw;
      else
        {
          mp[0] = p[0] > p[1] ? win : 0;
          mp[1] = win - mp[0];
        }
      c->pts[lo] = mp[0] - p[2];
      c->pts[1 - lo] = mp[1] - p[3];
      p[2] = mp[0];
      p[3] = mp[1];
    }
}

/* Team events (分台制): one contest per match; match points from the sum of board points. */
static void
team_contests (Work                     *w,
               const XqStandingsOptions *o)
{
  const XqEventData     *data = w->data;
  g_autoptr (GHashTable) matches = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  GHashTableIter         iter;
  gpointer               value;

  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      gint64        key = (gint64) g->round * 100000 + g->board;
      Contest      *c;
      int           a, b;

      if (!game_counts (data, g, o) || g->kind != XQ_GAME_REGULAR)
        continue;
      c = g_hash_table_lookup (matches, &key);
      a = idx (w, g->red);
      b = g->black == 0 ? -1 : idx (w, g->black);
      if (c == NULL)
        {
          gint64 *k = g_new (gint64, 1);
          *k = key;
          c = g_new0 (Contest, 1);
          c->round = g->round;
          c->a = a;
          c->b = b;
          c->outcome = 4; /* not played until a board is played: 4 all double forfeits, 2 played, 3 unfinished */
          g_hash_table_insert (matches, k, c);
        }
      if (b < 0)
        continue;
      if (g->result == XQ_GAME_RESULT_NONE)
        c->outcome = 3; /* unfinished match */
      else if (g->result != XQ_GAME_RESULT_DOUBLE_FORFEIT && c->outcome == 4)
        c->outcome = 2;
      if (a == c->a)
        {
          c->gp[0] += xq_standings_game_points (data, g, FALSE);
          c->gp[1] += xq_standings_game_points (data, g, TRUE);
          c->fouls[0] += g->red_violations;
          c->fouls[1] += g->black_violations;
        }
      else
        {
          c->gp[1] += xq_standings_game_points (data, g, FALSE);
          c->gp[0] += xq_standings_game_points (data, g, TRUE);
          c->fouls[1] += g->red_violations;
          c->fouls[0] += g->black_violations;
        }
    }
  g_hash_table_iter_init (&iter, matches);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Contest *c = value;
      int      win = xq_scoring_win_points (data->event.match_points);
      int      draw = xq_scoring_red_points (data->event.match_points, XQ_GAME_RESULT_DRAW);

      if (c->a < 0 || !w->in_scope[c->a] || (c->b >= 0 && !w->in_scope[c->b]) || c->outcome == 3)
        continue;
      if (c->b < 0)
        {
          /* A team's bye: a match won, and the board points the event sets (events.team_bye). */
          c->unplayed = TRUE;
          c->pts[0] = data->event.system == XQ_SYSTEM_SWISS ? win : 0;
          c->outcome = data->event.system == XQ_SYSTEM_SWISS ? 1 : 0;
          if (data->event.system == XQ_SYSTEM_SWISS && data->event.team_bye != XQ_TEAM_BYE_NONE)
            c->gp[0] = (int) data->event.team_boards *
                       xq_scoring_red_points (data->event.scoring, data->event.team_bye == XQ_TEAM_BYE_WIN ? XQ_GAME_RESULT_RED_WIN
                                                                                                           : XQ_GAME_RESULT_DRAW);
        }
      else if (c->outcome == 4)
        {
          /* every board double forfeited: nobody played the match */
          c->unplayed = TRUE;
          c->outcome = -2;
        }
      else
        {
          c->outcome = c->gp[0] > c->gp[1] ? 1 : c->gp[0] < c->gp[1] ? -1
                                                                     : 0;
          c->pts[0] = c->outcome > 0 ? win : c->outcome == 0 ? draw
                                                             : 0;
          c->pts[1] = c->outcome < 0 ? win : c->outcome == 0 ? draw
                                                             : 0;
        }
      g_array_append_val (w->contests, *c);
    }
}

static int
compare_ints_desc (const int *a,
                   const int *b,
                   guint      n)
{
  for (guint i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] > b[i] ? -1 : 1;
  return 0;
}

typedef struct
{
  XqStanding *row;
  double      key;
  const int  *vec;
  guint       vec_len;
} Keyed;

static int
keyed_cmp (gconstpointer pa,
           gconstpointer pb)
{
  const Keyed *a = pa, *b = pb;

  if (a->vec != NULL)
    {
      int c = compare_ints_desc (a->vec, b->vec, MIN (a->vec_len, b->vec_len));
      if (c != 0)
        return c;
    }
  else if (a->key != b->key)
    return a->key > b->key ? -1 : 1;
  return 0;
}

static int
keyed_cmp_stable (gconstpointer pa,
                  gconstpointer pb)
{
  const Keyed *a = pa, *b = pb;
  int          c = keyed_cmp (pa, pb);

  if (c != 0)
    return c;
  return (a->row < b->row) ? -1 : (a->row > b->row);
}

/* Direct encounter among the rows of one block: points scored in contests inside it. */
static void
direct_values (Work        *w,
               XqStanding **rows,
               guint        n)
{
  g_autoptr (GHashTable) members = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < n; i++)
    {
      g_hash_table_insert (members, GINT_TO_POINTER (idx (w, rows[i]->entry_id) + 1), rows[i]);
      rows[i]->values[XQ_TIEBREAK_DIRECT] = 0;
    }
  for (guint i = 0; i < w->contests->len; i++)
    {
      const Contest *c = &g_array_index (w->contests, Contest, i);
      XqStanding    *ra, *rb;

      if (c->b < 0)
        continue;
      ra = g_hash_table_lookup (members, GINT_TO_POINTER (c->a + 1));
      rb = g_hash_table_lookup (members, GINT_TO_POINTER (c->b + 1));
      if (ra == NULL || rb == NULL)
        continue;
      ra->values[XQ_TIEBREAK_DIRECT] += c->pts[0] / 2.0;
      rb->values[XQ_TIEBREAK_DIRECT] += c->pts[1] / 2.0;
    }
}

static void refine (Work        *w,
                    XqStanding **rows,
                    guint        n,
                    GArray      *tiebreaks,
                    guint        level,
                    guint        first_rank);

static gboolean
in_stage (Work         *w,
          const XqGame *g)
{
  const XqStandingsOptions *o = w->options;

  if (o->up_to_round > 0 && g->round > o->up_to_round)
    return FALSE;
  return o->group >= 0 ? g->stage == XQ_STAGE_GROUP : g->stage != XQ_STAGE_KNOCKOUT;
}

/* Play-off games won among the rows of one block (values[PLAYOFF]); TRUE when one of their
 * play-off games has no result yet. */
static gboolean
playoff_values (Work        *w,
                XqStanding **rows,
                guint        n)
{
  g_autoptr (GHashTable) members = g_hash_table_new (g_int64_hash, g_int64_equal);
  gboolean               pending = FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_hash_table_insert (members, &rows[i]->entry_id, rows[i]);
      rows[i]->values[XQ_TIEBREAK_PLAYOFF] = 0;
    }
  for (guint i = 0; i < w->data->games->len; i++)
    {
      const XqGame *g = &g_array_index (w->data->games, XqGame, i);
      XqStanding   *red, *black;

      if (g->kind != XQ_GAME_PLAYOFF || g->annulled || !in_stage (w, g))
        continue;
      red = g_hash_table_lookup (members, &g->red);
      black = g_hash_table_lookup (members, &g->black);
      if (red == NULL || black == NULL)
        continue;
      if (g->result == XQ_GAME_RESULT_NONE)
        pending = TRUE;
      red->values[XQ_TIEBREAK_PLAYOFF] += xq_playoff_game_won (g, FALSE);
      black->values[XQ_TIEBREAK_PLAYOFF] += xq_playoff_game_won (g, TRUE);
    }
  return pending;
}

static int
playoff_cmp (gconstpointer pa,
             gconstpointer pb)
{
  const XqStanding *a = *(XqStanding *const *) pa, *b = *(XqStanding *const *) pb;

  if (a->values[XQ_TIEBREAK_PLAYOFF] != b->values[XQ_TIEBREAK_PLAYOFF])
    return a->values[XQ_TIEBREAK_PLAYOFF] > b->values[XQ_TIEBREAK_PLAYOFF] ? -1 : 1;
  return (a < b) ? -1 : (a > b);
}

static int
entry_number_cmp (gconstpointer pa,
                  gconstpointer pb,
                  gpointer      user_data)
{
  const XqEventData *data = user_data;
  const XqEntry     *a = xq_event_data_find_entry (data, *(const gint64 *) pa);
  const XqEntry     *b = xq_event_data_find_entry (data, *(const gint64 *) pb);

  return a->number < b->number ? -1 : (a->number > b->number);
}

/* The "playoff" criterion (xq-playoff.h): on a deciding place of a final table, the block's play-off
 * games rank it; those they leave level go by their games among themselves; a block nobody's
 * play-off games separate is due a play-off (or waiting for one) and shares the place meanwhile. */
static void
playoff_refine (Work        *w,
                XqStanding **rows,
                guint        n,
                GArray      *tiebreaks,
                guint        level,
                guint        first_rank)
{
  gboolean pending;
  guint    start = 0;

  if (!w->final || first_rank > w->playoff_places)
    {
      refine (w, rows, n, tiebreaks, level + 1, first_rank);
      return;
    }
  pending = playoff_values (w, rows, n);
  qsort (rows, n, sizeof (XqStanding *), playoff_cmp);
  if (pending || rows[0]->values[XQ_TIEBREAK_PLAYOFF] == rows[n - 1]->values[XQ_TIEBREAK_PLAYOFF])
    {
      XqPlayoff *p;

      /* Level until every play-off game among them has a result; then, if still level, due. */
      for (guint i = 0; i < n; i++)
        {
          rows[i]->rank = first_rank;
          rows[i]->playoff = TRUE;
        }
      if (pending)
        return;
      p = g_new0 (XqPlayoff, 1);
      p->group = w->options->group;
      p->place = first_rank;
      p->entries = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n);
      for (guint i = 0; i < n; i++)
        g_array_append_val (p->entries, rows[i]->entry_id);
      g_array_sort_with_data (p->entries, entry_number_cmp, (gpointer) w->data);
      g_ptr_array_add (w->due, p);
      return;
    }
  for (guint i = 1; i <= n; i++)
    if (i == n || rows[i]->values[XQ_TIEBREAK_PLAYOFF] != rows[start]->values[XQ_TIEBREAK_PLAYOFF])
      {
        refine (w, rows + start, i - start, tiebreaks, level, first_rank + start);
        start = i;
      }
}

static void
refine (Work        *w,
        XqStanding **rows,
        guint        n,
        GArray      *tiebreaks,
        guint        level,
        guint        first_rank)
{
  g_autofree Keyed *keyed = NULL;
  XqTiebreak        t;
  guint             start = 0;

  if (n == 1 || level >= tiebreaks->len)
    {
      for (guint i = 0; i < n; i++)
        rows[i]->rank = first_rank;
      return;
    }
  t = g_array_index (tiebreaks, XqTiebreak, level);
  if (t == XQ_TIEBREAK_SHARED)
    {
      refine (w, rows, n, tiebreaks, tiebreaks->len, first_rank);
      return;
    }
  if (t == XQ_TIEBREAK_PLAYOFF)
    {
      playoff_refine (w, rows, n, tiebreaks, level, first_rank);
      return;
    }
  if (t == XQ_TIEBREAK_DIRECT)
    direct_values (w, rows, n);

  keyed = g_new0 (Keyed, n);
  for (guint i = 0; i < n; i++)
    {
      keyed[i].row = rows[i];
      if (t == XQ_TIEBREAK_PROGRESSIVE_CUT)
        {
          keyed[i].vec = (const int *) rows[i]->progressive_cut->data;
          keyed[i].vec_len = rows[i]->progressive_cut->len;
        }
      else if (t == XQ_TIEBREAK_EARLIER_ROUNDS)
        {
          keyed[i].vec = (const int *) rows[i]->earlier_rounds->data;
          keyed[i].vec_len = rows[i]->earlier_rounds->len;
        }
      else if (t == XQ_TIEBREAK_BOARD_POINTS && rows[i]->board_points != NULL)
        {
          keyed[i].vec = (const int *) rows[i]->board_points->data;
          keyed[i].vec_len = rows[i]->board_points->len;
        }
      else
        keyed[i].key = t == XQ_TIEBREAK_FOULS ? -rows[i]->values[t] : rows[i]->values[t];
    }
  qsort (keyed, n, sizeof (Keyed), keyed_cmp_stable);
  for (guint i = 0; i < n; i++)
    rows[i] = keyed[i].row;
  for (guint i = 1; i <= n; i++)
    if (i == n || keyed_cmp (&keyed[i - 1], &keyed[i]) != 0)
      {
        refine (w, rows + start, i - start, tiebreaks, level + 1, first_rank + start);
        start = i;
      }
}

static int
row_points_cmp (gconstpointer pa,
                gconstpointer pb)
{
  const XqStanding *a = *(XqStanding *const *) pa, *b = *(XqStanding *const *) pb;

  if (a->points != b->points)
    return a->points > b->points ? -1 : 1;
  return a < b ? -1 : (a > b);
}

XqStandings *
xq_standings_compute (const XqEventData        *data,
                      const XqStandingsOptions *options)
{
  XqStandingsOptions        defaults = { 0, -1 };
  const XqStandingsOptions *o = options != NULL ? options : &defaults;
  XqStandings              *out = g_new0 (XqStandings, 1);
  Work                      w = { 0 };
  guint                     n = data->entries->len;
  g_autofree XqStanding    *rows = g_new0 (XqStanding, n);
  g_autofree XqStanding   **order = g_new0 (XqStanding *, n);
  g_autofree gint64        *keys = g_new (gint64, n);
  guint                     n_rows = 0;
  int                       win = xq_scoring_win_points (data->event.scoring);

  w.data = data;
  w.options = o;
  w.due = out->playoffs = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_playoff_free);
  w.final = stage_final (data, o);
  w.playoff_places = playoff_places (data, o);
  w.contests = g_array_new (FALSE, TRUE, sizeof (Contest));
  w.index = g_hash_table_new (g_int64_hash, g_int64_equal);
  w.in_scope = g_new0 (gboolean, MAX (n, 1));
  w.rounds = o->up_to_round > 0 ? MIN (o->up_to_round, data->n_rounds) : data->n_rounds;
  w.cum = g_new0 (int, (gsize) MAX (n, 1) * (w.rounds + 1));

  for (guint i = 0; i < n; i++)
    {
      const XqEntry *e = &g_array_index (data->entries, XqEntry, i);
      keys[i] = e->id;
      g_hash_table_insert (w.index, &keys[i], GINT_TO_POINTER (i + 1));
      w.in_scope[i] = (o->group < 0 || e->group == o->group) && !xq_standings_entry_struck (data, e->id);
    }
  if (data->event.team_boards > 0)
    team_contests (&w, o);
  else
    individual_contests (&w, o);
  if (xq_standings_uses_match_points (data))
    match_points (&w);

  /* Points, counts and the running score. */
  for (guint i = 0; i < n; i++)
    {
      rows[i].entry_id = g_array_index (data->entries, XqEntry, i).id;
      rows[i].withdrawn = g_array_index (data->entries, XqEntry, i).withdrawn_round >= 0;
    }
  /* Play-off games played and won (the ranking recounts them within each tied block). */
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      int           a, b;

      if (g->kind != XQ_GAME_PLAYOFF || g->annulled || g->result == XQ_GAME_RESULT_NONE || !in_stage (&w, g))
        continue;
      a = idx (&w, g->red);
      b = idx (&w, g->black);
      if (a < 0 || b < 0 || !w.in_scope[a] || !w.in_scope[b])
        continue;
      rows[a].playoff_games++;
      rows[b].playoff_games++;
      rows[a].values[XQ_TIEBREAK_PLAYOFF] += xq_playoff_game_won (g, FALSE);
      rows[b].values[XQ_TIEBREAK_PLAYOFF] += xq_playoff_game_won (g, TRUE);
    }
  for (guint i = 0; i < w.contests->len; i++)
    {
      const Contest *c = &g_array_index (w.contests, Contest, i);
      for (int side = 0; side < 2; side++)
        {
          int         e = side == 0 ? c->a : c->b;
          XqStanding *r;
          int         outcome = c->outcome == -2 ? -1 : side == 0 ? c->outcome
                                                                  : -c->outcome;
          gboolean    black = side == 0 ? c->a_black : !c->a_black;

          if (e < 0)
            continue;
          r = &rows[e];
          r->points += c->pts[side];
          r->game_points += c->gp[side];
          r->fouls += c->fouls[side];
          if (c->round <= w.rounds)
            w.cum[e * (w.rounds + 1) + c->round] += c->pts[side];
          if (c->unplayed)
            {
              if (c->b < 0)
                continue; /* a bye: neither won nor lost */
              if (outcome > 0)
                r->forfeits_won++;
              else if (outcome < 0)
                r->forfeits_lost++;
              continue;
            }
          r->played++;
          if (data->event.team_boards == 0)
            {
              /* Individual games: Red is a, Black is b. */
              black = side == 1;
            }
          if (outcome > 0)
            r->wins++;
          else if (outcome < 0)
            r->losses++;
          else
            r->draws++;
          if (black && data->event.team_boards == 0)
            {
              r->black_games++;
              if (outcome > 0)
                r->black_wins++;
            }
        }
    }
  for (guint i = 0; i < n; i++)
    for (guint r = 1; r <= w.rounds; r++)
      w.cum[i * (w.rounds + 1) + r] += w.cum[i * (w.rounds + 1) + r - 1];

  w.lowest = G_MAXINT;
  for (guint i = 0; i < n; i++)
    if (w.in_scope[i])
      w.lowest = MIN (w.lowest, rows[i].points);
  if (w.lowest == G_MAXINT || data->event.bye_opponent == XQ_BYE_OPPONENT_ZERO)
    w.lowest = 0;

  /* Opponent-based values. */
  for (guint i = 0; i < w.contests->len; i++)
    {
      const Contest *c = &g_array_index (w.contests, Contest, i);
      for (int side = 0; side < 2; side++)
        {
          int         e = side == 0 ? c->a : c->b, opp = side == 0 ? c->b : c->a;
          int         outcome = c->outcome == -2 ? -1 : side == 0 ? c->outcome
                                                                  : -c->outcome;
          int         opp_points;
          XqStanding *r;

          if (e < 0)
            continue;
          r = &rows[e];
          opp_points = opp >= 0 ? rows[opp].points : w.lowest;
          if (opp < 0 && data->event.system != XQ_SYSTEM_SWISS)
            continue; /* a round-robin bye: no game, no opponent */
          r->values[XQ_TIEBREAK_BUCHHOLZ] += opp_points / 2.0;
          if (outcome > 0)
            r->values[XQ_TIEBREAK_SONNEBORN_BERGER] += opp_points / 2.0;
          else if (outcome == 0)
            r->values[XQ_TIEBREAK_SONNEBORN_BERGER] += opp_points / 4.0;
        }
    }
  (void) win;

  for (guint i = 0; i < n; i++)
    {
      XqStanding *r = &rows[i];
      const int  *cum = &w.cum[i * (w.rounds + 1)];
      int         progressive = 0;

      if (!w.in_scope[i])
        continue;
      r->values[XQ_TIEBREAK_GAME_POINTS] = r->game_points / 2.0;
      r->values[XQ_TIEBREAK_WINS] = r->wins;
      r->values[XQ_TIEBREAK_FOULS] = r->fouls;
      r->values[XQ_TIEBREAK_BLACK_GAMES] = r->black_games;
      r->values[XQ_TIEBREAK_BLACK_WINS] = r->black_wins;
      r->values[XQ_TIEBREAK_UNBEATEN] = r->losses + r->forfeits_lost == 0 ? 1 : 0;
      r->values[XQ_TIEBREAK_NET_WINS] = (double) (r->wins + r->forfeits_won) - (double) (r->losses + r->forfeits_lost);
      r->progressive_cut = g_array_new (FALSE, FALSE, sizeof (int));
      r->earlier_rounds = g_array_new (FALSE, FALSE, sizeof (int));
      for (guint rd = 1; rd <= w.rounds; rd++)
        progressive += cum[rd];
      r->values[XQ_TIEBREAK_PROGRESSIVE] = progressive / 2.0;
      {
        int rest = progressive;
        for (guint k = 1; k < w.rounds; k++)
          {
            rest -= cum[k];
            g_array_append_val (r->progressive_cut, rest);
          }
      }
      for (guint k = w.rounds; k-- > 1;)
        g_array_append_val (r->earlier_rounds, cum[k]);
      if (data->event.team_boards > 0)
        {
          r->board_points = g_array_new (FALSE, TRUE, sizeof (int));
          g_array_set_size (r->board_points, data->event.team_boards);
        }
      order[n_rows++] = r;
    }

  /* 台次分: 局分 board by board (team events). */
  if (data->event.team_boards > 0)
    for (guint i = 0; i < data->games->len; i++)
      {
        const XqGame *g = &g_array_index (data->games, XqGame, i);
        int           a, b;

        if (!game_counts (data, g, o) || g->kind != XQ_GAME_REGULAR || g->black == 0 || g->game < 1 ||
            g->game > data->event.team_boards)
          continue;
        a = idx (&w, g->red);
        b = idx (&w, g->black);
        if (a >= 0 && rows[a].board_points != NULL)
          g_array_index (rows[a].board_points, int, g->game - 1) += xq_standings_game_points (data, g, FALSE);
        if (b >= 0 && rows[b].board_points != NULL)
          g_array_index (rows[b].board_points, int, g->game - 1) += xq_standings_game_points (data, g, TRUE);
      }
  if (n_rows > 1) /* qsort wants a non-null array even when there is nothing to sort */
    qsort (order, n_rows, sizeof (XqStanding *), row_points_cmp);
  {
    g_autoptr (GArray) criteria = xq_standings_criteria (data);
    guint              start = 0;
    for (guint i = 1; i <= n_rows; i++)
      if (i == n_rows || order[i]->points != order[start]->points)
        {
          refine (&w, order + start, i - start, criteria, 0, start + 1);
          start = i;
        }
  }
  /* Shared places keep registration order. */
  out->rows = g_array_sized_new (FALSE, TRUE, sizeof (XqStanding), n_rows);
  {
    guint start = 0;
    for (guint i = 1; i <= n_rows; i++)
      if (i == n_rows || order[i]->rank != order[start]->rank)
        {
          for (guint a = start; a < i; a++)
            for (guint b = a + 1; b < i; b++)
              if (order[b]->entry_id < order[a]->entry_id)
                {
                  XqStanding *t = order[a];
                  order[a] = order[b];
                  order[b] = t;
                }
          start = i;
        }
  }
  for (guint i = 0; i < n_rows; i++)
    g_array_append_val (out->rows, *order[i]);
  out->rounds = w.rounds;

  g_array_unref (w.contests);
  g_hash_table_unref (w.index);
  g_free (w.in_scope);
  g_free (w.cum);
  return out;
}

void
xq_standings_free (XqStandings *standings)
{
  if (standings == NULL)
    return;
  for (guint i = 0; i < standings->rows->len; i++)
    {
      XqStanding *r = &g_array_index (standings->rows, XqStanding, i);
      g_clear_pointer (&r->progressive_cut, g_array_unref);
      g_clear_pointer (&r->earlier_rounds, g_array_unref);
      g_clear_pointer (&r->board_points, g_array_unref);
    }
  g_array_unref (standings->rows);
  g_ptr_array_unref (standings->playoffs);
  g_free (standings);
}

GArray *
xq_standing_tiebreak_vector (const XqStanding *row,
                             XqTiebreak        tiebreak)
{
  switch (tiebreak)
    {
    case XQ_TIEBREAK_PROGRESSIVE_CUT:
      return row->progressive_cut;
    case XQ_TIEBREAK_EARLIER_ROUNDS:
      return row->earlier_rounds;
    case XQ_TIEBREAK_BOARD_POINTS:
      return row->board_points;
    default:
      return NULL;
    }
}
