/* xq-team.c: team events (分台制) — line-ups, boards and colours, match scores, count-back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-team.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-store-error.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

gboolean
xq_team_event (const XqEventData *data)
{
  return data->event.team_boards > 0;
}

void
xq_team_lineup (const XqEventData *data,
                gint64             team,
                guint              round,
                gint64            *out)
{
  const XqEntry *e = xq_event_data_find_entry (data, team);
  guint          boards = data->event.team_boards;
  gboolean       handed_in = FALSE;

  for (guint k = 0; k < boards; k++)
    out[k] = 0;
  for (guint i = 0; i < data->lineups->len; i++)
    {
      const XqLineup *l = &g_array_index (data->lineups, XqLineup, i);
      if (l->round != round || l->entry != team)
        continue;
      handed_in = TRUE;
      if (l->board >= 1 && l->board <= boards)
        out[l->board - 1] = l->player;
    }
  if (handed_in || e == NULL || e->members == NULL)
    return;
  for (guint k = 0; k < boards && k < e->members->len; k++)
    out[k] = g_array_index (e->members, gint64, k);
}

static int
member_position (const XqEntry *e,
                 gint64         player)
{
  for (guint i = 0; e->members != NULL && i < e->members->len; i++)
    if (g_array_index (e->members, gint64, i) == player)
      return (int) i + 1;
  return 0;
}

gboolean
xq_team_check_lineup (const XqEventData *data,
                      gint64             team,
                      const gint64      *players,
                      guint              n,
                      GError           **error)
{
  const XqEntry *e = xq_event_data_find_entry (data, team);
  int            last = 0;
  guint          last_board = 0;

  if (e == NULL || e->player_id != 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no team %lld in this event"),
                   (long long) team);
      return FALSE;
    }
  if (n > data->event.team_boards)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "A line-up has at most %u players, one for each board; %u were given"),
                   data->event.team_boards, n);
      return FALSE;
    }
  {
    guint fielded = 0;
    for (guint k = 0; k < n; k++)
      fielded += players[k] != 0;
    if (fielded == 0)
      {
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                     XQ_T (lang (), "A line-up names at least one player (a team that does not come forfeits its match)"));
        return FALSE;
      }
  }
  for (guint k = 0; k < n; k++)
    {
      int pos;

      if (players[k] == 0)
        continue;
      pos = member_position (e, players[k]);
      if (pos == 0)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                       XQ_T (lang (), "Board %u: player %lld is not a member of %s"), k + 1, (long long) players[k], e->name);
          return FALSE;
        }
      for (guint j = 0; j < k; j++)
        if (players[j] == players[k])
          {
            g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                         XQ_T (lang (), "Board %u: player %lld already plays board %u"), k + 1, (long long) players[k], j + 1);
            return FALSE;
          }
      if (pos < last)
        {
          /* seed 000 分台制: 台次必须与原报名时排定的名次顺序相适应 */
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                       XQ_T (lang (), "Board %u: player %lld, registered no. %d, may not play below board %u, whose player is "
                                      "registered no. %d: the registered order is kept (a reserve may come in, players are "
                                      "never swapped)"),
                       k + 1, (long long) players[k], pos, last_board, last);
          return FALSE;
        }
      last = pos;
      last_board = k + 1;
    }
  return TRUE;
}

GArray *
xq_team_expand (const XqEventData *data,
                GArray            *matches)
{
  GArray            *games = g_array_new (FALSE, TRUE, sizeof (XqGame));
  guint              boards = data->event.team_boards;
  g_autofree gint64 *pa = g_new0 (gint64, boards);
  g_autofree gint64 *pb = g_new0 (gint64, boards);

  for (guint i = 0; i < matches->len; i++)
    {
      const XqGame *m = &g_array_index (matches, XqGame, i);

      if (m->black == 0 || m->kind != XQ_GAME_REGULAR)
        {
          g_array_append_val (games, *m);
          continue;
        }
      xq_team_lineup (data, m->red, m->round, pa);
      xq_team_lineup (data, m->black, m->round, pb);
      for (guint k = 1; k <= boards; k++)
        {
          XqGame   g = *m;
          gboolean first_red = k % 2 == 1; /* CXA 13.2 */
          gint64   a = pa[k - 1], b = pb[k - 1];

          g.game = k;
          g.red = first_red ? m->red : m->black;
          g.black = first_red ? m->black : m->red;
          g.red_player = first_red ? a : b;
          g.black_player = first_red ? b : a;
          if (g.result == XQ_GAME_RESULT_NONE && !g.annulled)
            {
              if (g.red_player == 0 && g.black_player == 0)
                g.result = XQ_GAME_RESULT_DOUBLE_FORFEIT;
              else if (g.red_player == 0)
                g.result = XQ_GAME_RESULT_BLACK_WIN_FORFEIT;
              else if (g.black_player == 0)
                g.result = XQ_GAME_RESULT_RED_WIN_FORFEIT;
            }
          else if (!first_red && (g.result == XQ_GAME_RESULT_RED_WIN_FORFEIT || g.result == XQ_GAME_RESULT_BLACK_WIN_FORFEIT))
            /* a withdrawal's forfeit goes against the same team on every board */
            g.result = g.result == XQ_GAME_RESULT_RED_WIN_FORFEIT ? XQ_GAME_RESULT_BLACK_WIN_FORFEIT
                                                                  : XQ_GAME_RESULT_RED_WIN_FORFEIT;
          g_array_append_val (games, g);
        }
    }
  return games;
}

gboolean
xq_team_match (const XqEventData *data,
               guint              round,
               guint              match,
               XqTeamMatch       *out)
{
  gboolean any = FALSE;

  memset (out, 0, sizeof *out);
  out->complete = TRUE;
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      int           side_red;

      if (g->round != round || g->board != match || g->kind != XQ_GAME_REGULAR)
        continue;
      if (!any || g->game == 1)
        {
          out->first = g->game % 2 == 1 || g->black == 0 ? g->red : g->black;
          out->second = g->game % 2 == 1 || g->black == 0 ? g->black : g->red;
        }
      any = TRUE;
      if (g->black == 0)
        continue;
      out->boards = MAX (out->boards, g->game);
      if (g->annulled)
        continue;
      if (g->result == XQ_GAME_RESULT_NONE)
        {
          out->complete = FALSE;
          continue;
        }
      side_red = g->game % 2 == 1 ? 0 : 1;
      if (g->game >= 1 && g->game <= 16)
        {
          out->board_points[side_red][g->game - 1] = xq_scoring_red_points (data->event.scoring, g->result);
          out->board_points[1 - side_red][g->game - 1] = xq_scoring_black_points (data->event.scoring, g->result);
        }
      out->game_points[side_red] += xq_scoring_red_points (data->event.scoring, g->result);
      out->game_points[1 - side_red] += xq_scoring_black_points (data->event.scoring, g->result);
    }
  return any;
}

int
xq_team_count_back (const XqTeamMatch *match)
{
  for (guint k = 0; k < match->boards && k < 16; k++)
    if (match->board_points[0][k] != match->board_points[1][k])
      return match->board_points[0][k] > match->board_points[1][k] ? 1 : -1;
  return 0;
}

XqMatchState
xq_team_knockout_state (const XqEventData *data,
                        guint              round,
                        guint              match,
                        gint64            *winner,
                        GArray            *more)
{
  XqTeamMatch   m;
  const XqGame *board1 = NULL;
  int           cb;

  *winner = 0;
  if (!xq_team_match (data, round, match, &m))
    return XQ_MATCH_PLAYING;
  if (m.second == 0)
    {
      *winner = m.first;
      return XQ_MATCH_DECIDED;
    }
  if (!m.complete)
    return XQ_MATCH_PLAYING;
  if (m.game_points[0] != m.game_points[1])
    {
      *winner = m.game_points[0] > m.game_points[1] ? m.first : m.second;
      return XQ_MATCH_DECIDED;
    }
  cb = xq_team_count_back (&m);
  if (cb != 0)
    {
      *winner = cb > 0 ? m.first : m.second;
      return XQ_MATCH_DECIDED;
    }
  /* The fall-back: one decider between the board-1 players. */
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round != round || g->board != match || g->annulled)
        continue;
      if (g->kind == XQ_GAME_REGULAR && g->game == 1)
        board1 = g;
      if (g->kind != XQ_GAME_DECIDER)
        continue;
      switch (g->result)
        {
        case XQ_GAME_RESULT_NONE:
          return XQ_MATCH_PLAYING;
        case XQ_GAME_RESULT_RED_WIN:
        case XQ_GAME_RESULT_RED_WIN_FORFEIT:
          *winner = g->red;
          break;
        case XQ_GAME_RESULT_DOUBLE_FORFEIT:
          *winner = m.first;
          break;
        case XQ_GAME_RESULT_BLACK_WIN:
        case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
        case XQ_GAME_RESULT_DRAW: /* 和棋先手算负 */
        default:
          *winner = g->black;
          break;
        }
      return XQ_MATCH_DECIDED;
    }
  if (more != NULL && board1 != NULL)
    {
      XqGame   g = { 0 };
      gboolean first_red = xq_lot (data->event.random_seed, round, match) % 2 == 0;

      g.round = round;
      g.stage = board1->stage;
      g.board = match;
      g.game = m.boards + 1;
      g.kind = XQ_GAME_DECIDER;
      g.red = first_red ? m.first : m.second;
      g.black = first_red ? m.second : m.first;
      /* board 1: the first-named team's player is Red */
      g.red_player = first_red ? board1->red_player : board1->black_player;
      g.black_player = first_red ? board1->black_player : board1->red_player;
      g_array_append_val (more, g);
    }
  return XQ_MATCH_NEEDS_MORE;
}

static XqBoardResult *
board_row (GArray *rows,
           gint64  player,
           gint64  team,
           guint   board)
{
  XqBoardResult r = { 0 };

  for (guint i = 0; i < rows->len; i++)
    {
      XqBoardResult *b = &g_array_index (rows, XqBoardResult, i);
      if (b->player == player && b->board == board)
        return b;
    }
  r.player = player;
  r.team = team;
  r.board = board;
  g_array_append_val (rows, r);
  return &g_array_index (rows, XqBoardResult, rows->len - 1);
}

static int
board_result_cmp (gconstpointer pa,
                  gconstpointer pb)
{
  const XqBoardResult *a = pa, *b = pb;

  if (a->board != b->board)
    return a->board < b->board ? -1 : 1;
  if (a->points != b->points)
    return a->points > b->points ? -1 : 1;
  if (a->played != b->played)
    return a->played < b->played ? -1 : 1;
  return a->player < b->player ? -1 : (a->player > b->player);
}

GArray *
xq_team_board_results (const XqEventData *data)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (XqBoardResult));

  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);

      if (g->kind != XQ_GAME_REGULAR || g->black == 0 || g->annulled || g->result == XQ_GAME_RESULT_NONE)
        continue;
      for (int side = 0; side < 2; side++)
        {
          gint64         player = side == 0 ? g->red_player : g->black_player;
          int            pts = side == 0 ? xq_scoring_red_points (data->event.scoring, g->result)
                                         : xq_scoring_black_points (data->event.scoring, g->result);
          int            other = side == 0 ? xq_scoring_black_points (data->event.scoring, g->result)
                                           : xq_scoring_red_points (data->event.scoring, g->result);
          XqBoardResult *b;

          if (player == 0)
            continue; /* an empty board */
          b = board_row (rows, player, side == 0 ? g->red : g->black, g->game);
          b->played++;
          b->points += pts;
          b->forfeits += xq_game_result_is_forfeit (g->result);
          if (g->result == XQ_GAME_RESULT_DOUBLE_FORFEIT || pts < other)
            b->losses++;
          else if (pts > other)
            b->wins++;
          else
            b->draws++;
        }
    }
  g_array_sort (rows, board_result_cmp);
  return rows;
}

guint
xq_team_scores_against (const XqEventData *data,
                        gint64             team,
                        gint64             opponent,
                        GArray            *for_team,
                        GArray            *for_opponent)
{
  guint n = 0;

  for (guint r = 1; r <= data->n_rounds; r++)
    for (guint i = 0; i < data->games->len; i++)
      {
        const XqGame *g = &g_array_index (data->games, XqGame, i);
        XqTeamMatch   m;
        int           a, b;

        if (g->round != r || g->game != 1 || g->kind != XQ_GAME_REGULAR ||
            !((g->red == team && g->black == opponent) || (g->red == opponent && g->black == team)))
          continue;
        if (!xq_team_match (data, r, g->board, &m) || !m.complete)
          continue;
        a = m.first == team ? m.game_points[0] : m.game_points[1];
        b = m.first == team ? m.game_points[1] : m.game_points[0];
        g_array_append_val (for_team, a);
        g_array_append_val (for_opponent, b);
        n++;
      }
  return n;
}
