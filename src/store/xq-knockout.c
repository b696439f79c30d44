/* xq-knockout.c: brackets and match decisions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-knockout.h"

void
xq_knockout_bracket (guint  size,
                     guint *slots)
{
  guint len = 1;

  slots[0] = 1;
  while (len < size)
    {
      /* Each seed s is joined by its partner 2·len + 1 − s. */
      for (guint i = len; i-- > 0;)
        {
          guint s = slots[i];
          slots[2 * i] = s;
          slots[2 * i + 1] = 2 * len + 1 - s;
        }
      len *= 2;
    }
}

void
xq_knockout_add_match (GArray *games,
                       guint   round,
                       guint   board,
                       gint64  first,
                       gint64  second,
                       guint   games_per_match)
{
  for (guint k = 1; k <= (second == 0 ? 1 : games_per_match); k++)
    {
      XqGame g = { 0 };
      g.round = round;
      g.stage = XQ_STAGE_KNOCKOUT;
      g.board = board;
      g.game = k;
      g.kind = XQ_GAME_REGULAR;
      g.red = k % 2 == 1 ? first : second;
      g.black = k % 2 == 1 ? second : first;
      if (second == 0)
        {
          g.red = first;
          g.black = 0;
        }
      g_array_append_val (games, g);
    }
}

XqMatchState
xq_knockout_match_state (const XqEventData *data,
                         guint              round,
                         guint              board,
                         gint64            *winner,
                         GArray            *more)
{
  gint64   a = 0, b = 0;
  int      pa = 0, pb = 0;
  guint    n_tiebreak = 0, last_game = 0;
  gboolean any = FALSE;

  *winner = 0;
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      int           pr, pbk;

      if (g->round != round || g->board != board || g->annulled)
        continue;
      any = TRUE;
      last_game = MAX (last_game, g->game);
      if (g->game == 1)
        {
          a = g->red;
          b = g->black;
        }
      if (g->black == 0)
        {
          *winner = g->red;
          return XQ_MATCH_DECIDED;
        }
      if (g->result == XQ_GAME_RESULT_NONE)
        return XQ_MATCH_PLAYING;
      if (g->kind == XQ_GAME_DECIDER)
        {
          /* A draw counts as a loss for Red. */
          switch (g->result)
            {
            case XQ_GAME_RESULT_RED_WIN:
            case XQ_GAME_RESULT_RED_WIN_FORFEIT:
              *winner = g->red;
              break;
            case XQ_GAME_RESULT_DOUBLE_FORFEIT:
              /* Nobody turned up: the higher seed (Red of game 1) goes through. */
              *winner = a;
              break;
            case XQ_GAME_RESULT_NONE:
            case XQ_GAME_RESULT_BLACK_WIN:
            case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
            case XQ_GAME_RESULT_DRAW:
            default:
              *winner = g->black;
              break;
            }
          return XQ_MATCH_DECIDED;
        }
      if (g->kind == XQ_GAME_TIEBREAK)
        n_tiebreak++;
      /* Game points 2/1/0 regardless of the event's scoring. */
      pr = xq_scoring_red_points (XQ_SCORING_2_1_0, g->result);
      pbk = xq_scoring_black_points (XQ_SCORING_2_1_0, g->result);
      if (g->red == a)
        {
          pa += pr;
          pb += pbk;
        }
      else
        {
          pa += pbk;
          pb += pr;
        }
    }
  if (!any)
    return XQ_MATCH_PLAYING;
  if (pa != pb)
    {
      *winner = pa > pb ? a : b;
      return XQ_MATCH_DECIDED;
    }
  if (more != NULL)
    {
      if (data->event.games_per_match == 1 && n_tiebreak == 0)
        {
          for (guint k = 1; k <= 2; k++)
            {
              XqGame g = { 0 };
              g.round = round;
              g.stage = XQ_STAGE_KNOCKOUT;
              g.board = board;
              g.game = last_game + k;
              g.kind = XQ_GAME_TIEBREAK;
              g.red = k == 1 ? b : a;
              g.black = k == 1 ? a : b;
              g_array_append_val (more, g);
            }
        }
      else
        {
          XqGame   g = { 0 };
          gboolean a_red = xq_lot (data->event.random_seed, round, board) % 2 == 0;
          g.round = round;
          g.stage = XQ_STAGE_KNOCKOUT;
          g.board = board;
          g.game = last_game + 1;
          g.kind = XQ_GAME_DECIDER;
          g.red = a_red ? a : b;
          g.black = a_red ? b : a;
          g_array_append_val (more, g);
        }
    }
  return XQ_MATCH_NEEDS_MORE;
}

typedef struct
{
  guint round;
  guint matches;
  guint players;
} KnockoutRound;

static int
compare_places (gconstpointer a,
                gconstpointer b)
{
  const XqKnockoutPlace *pa = a, *pb = b;

  if (pa->first != pb->first)
    return pa->first < pb->first ? -1 : 1;
  if (pa->last != pb->last)
    return pa->last < pb->last ? -1 : 1;
  return pa->entry < pb->entry ? -1 : pa->entry > pb->entry;
}

/* The place of @entry, added when new (entries are few: a search is enough). */
static XqKnockoutPlace *
place_of (GArray *places,
          gint64  entry)
{
  XqKnockoutPlace fresh = { 0 };

  for (guint i = 0; i < places->len; i++)
    if (g_array_index (places, XqKnockoutPlace, i).entry == entry)
      return &g_array_index (places, XqKnockoutPlace, i);
  fresh.entry = entry;
  g_array_append_val (places, fresh);
  return &g_array_index (places, XqKnockoutPlace, places->len - 1);
}

GArray *
xq_knockout_places (const XqEventData *data)
{
  GArray            *places = g_array_new (FALSE, TRUE, sizeof (XqKnockoutPlace));
  g_autoptr (GArray) rounds = g_array_new (FALSE, TRUE, sizeof (KnockoutRound));

  /* The rounds and their matches, from the first game of each match (games are by round, board). */
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame  *g = &g_array_index (data->games, XqGame, i);
      KnockoutRound *r;

      if (g->stage != XQ_STAGE_KNOCKOUT || g->game != 1 || g->kind != XQ_GAME_REGULAR)
        continue;
      if (rounds->len == 0 || g_array_index (rounds, KnockoutRound, rounds->len - 1).round != g->round)
        {
          KnockoutRound fresh = { g->round, 0, 0 };
          g_array_append_val (rounds, fresh);
        }
      r = &g_array_index (rounds, KnockoutRound, rounds->len - 1);
      r->matches++;
      r->players += g->black != 0 ? 2 : 1;
    }

  for (guint k = 0; k < rounds->len; k++)
    {
      const KnockoutRound *r = &g_array_index (rounds, KnockoutRound, k);
      gboolean             final = k + 1 == rounds->len && r->matches == 1;

      for (guint i = 0; i < data->games->len; i++)
        {
          const XqGame *g = &g_array_index (data->games, XqGame, i);
          gint64        winner = 0, sides[2] = { g->red, g->black };
          XqMatchState  state;

          if (g->stage != XQ_STAGE_KNOCKOUT || g->round != r->round || g->game != 1 || g->kind != XQ_GAME_REGULAR)
            continue;
          state = xq_knockout_match_state (data, g->round, g->board, &winner, NULL);
          for (guint s = 0; s < 2; s++)
            {
              XqKnockoutPlace *p;

              if (sides[s] == 0)
                continue;
              p = place_of (places, sides[s]);
              if (state != XQ_MATCH_DECIDED)
                {
                  /* Still playing: anything from the winner to a loser of this round. */
                  p->first = 1;
                  p->last = r->players;
                  p->open = TRUE;
                }
              else if (winner != sides[s])
                {
                  p->first = r->matches + 1;
                  p->last = r->players;
                  p->out_round = r->round;
                  p->open = FALSE;
                }
              else
                {
                  /* Through: the winner of the final is 1st, else one of the places left. */
                  p->first = 1;
                  p->last = r->matches;
                  p->open = !final;
                }
            }
        }
    }
  g_array_sort (places, compare_places);
  return places;
}
