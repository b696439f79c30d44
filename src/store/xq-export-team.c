/* xq-export-team.c: CSV, HTML and TRF-16 of team events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-export-team.h"

#include <string.h>

#include "xq-export-private.h"
#include "xq-export-report.h"
#include "xq-team.h"

#define csv_field   xq_export_csv_field
#define points_text xq_export_points_text
#define html_text   xq_export_html_text

static const char *
team_name (const XqEventData *data,
           gint64             id)
{
  const XqEntry *e = xq_event_data_find_entry (data, id);
  return e != NULL ? e->name : "";
}

static const char *
player_name (const XqEventData *data,
             gint64             id)
{
  const XqPlayer *p = xq_event_data_find_player (data, id);
  return id == 0 ? "—" : p != NULL ? p->name
                                   : "?";
}

static const char *
result_text (const XqGame *g)
{
  return g->annulled ? "annulled" : xq_game_result_to_string (g->result);
}

char *
xq_export_team_scores (const XqEventData *data,
                       gint64             team,
                       gint64             opponent)
{
  g_autoptr (GArray) a = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) b = g_array_new (FALSE, FALSE, sizeof (int));
  GString           *out = g_string_new (NULL);

  xq_team_scores_against (data, team, opponent, a, b);
  for (guint i = 0; i < a->len; i++)
    {
      g_autofree char *x = points_text (g_array_index (a, int, i));
      g_autofree char *y = points_text (g_array_index (b, int, i));
      g_string_append_printf (out, "%s%s:%s", i > 0 ? " " : "", x, y);
    }
  return g_string_free (out, FALSE);
}

static void
pairings_csv (const XqEventData *data,
              GString           *out,
              guint              round)
{
  const char *const head[] = { "round", "match", "board", "home", "away", "red", "black", "result" };

  for (guint i = 0; i < G_N_ELEMENTS (head); i++)
    csv_field (out, head[i], i + 1 == G_N_ELEMENTS (head));
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame    *g = &g_array_index (data->games, XqGame, i);
      g_autofree char *r = g_strdup_printf ("%u", g->round);
      g_autofree char *m = g_strdup_printf ("%u", g->board);
      g_autofree char *b = NULL;
      gboolean         first_red = g->game % 2 == 1 || g->black == 0;

      if (g->round != round)
        continue;
      b = g->kind == XQ_GAME_DECIDER ? g_strdup ("decider") : g_strdup_printf ("%u", g->game);
      if (g->kind == XQ_GAME_DECIDER)
        first_red = TRUE; /* the decider's Red, whoever drew it */
      csv_field (out, r, FALSE);
      csv_field (out, m, FALSE);
      csv_field (out, g->black == 0 ? "" : b, FALSE);
      csv_field (out, team_name (data, first_red ? g->red : g->black), FALSE);
      csv_field (out, g->black == 0 ? "(bye)" : team_name (data, first_red ? g->black : g->red), FALSE);
      csv_field (out, g->black == 0 ? "" : player_name (data, g->red_player), FALSE);
      csv_field (out, g->black == 0 ? "" : player_name (data, g->black_player), FALSE);
      csv_field (out, g->black == 0 ? "" : result_text (g), TRUE);
    }
}

static void
standings_csv (const XqEventData *data,
               XqStandings       *s,
               GString           *out)
{
  g_autoptr (GArray) tbs = xq_standings_criteria (data);

  /* "shared" is no value: the rank shows it. */
  for (guint t = tbs->len; t-- > 0;)
    if (g_array_index (tbs, XqTiebreak, t) == XQ_TIEBREAK_SHARED)
      g_array_remove_index (tbs, t);
  csv_field (out, "rank", FALSE);
  csv_field (out, "number", FALSE);
  csv_field (out, "team", FALSE);
  csv_field (out, "club", FALSE);
  csv_field (out, "match_points", FALSE);
  csv_field (out, "game_points", tbs->len == 0);
  for (guint t = 0; t < tbs->len; t++)
    csv_field (out, xq_tiebreak_to_string (g_array_index (tbs, XqTiebreak, t)), t + 1 == tbs->len);
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (s->rows, XqStanding, i);
      const XqEntry    *e = xq_event_data_find_entry (data, row->entry_id);
      g_autofree char  *rank = g_strdup_printf ("%u", row->rank);
      g_autofree char  *number = g_strdup_printf ("%u", e->number);
      g_autofree char  *mp = points_text (row->points);
      g_autofree char  *gp = points_text (row->game_points);

      csv_field (out, rank, FALSE);
      csv_field (out, number, FALSE);
      csv_field (out, e->name, FALSE);
      csv_field (out, e->club, FALSE);
      csv_field (out, mp, FALSE);
      csv_field (out, gp, tbs->len == 0);
      for (guint t = 0; t < tbs->len; t++)
        {
          g_autofree char *v = xq_export_tiebreak_value (row, g_array_index (tbs, XqTiebreak, t));
          csv_field (out, v, t + 1 == tbs->len);
        }
    }
}

static void
crosstable_csv (const XqEventData *data,
                XqStandings       *s,
                GString           *out)
{
  csv_field (out, "rank", FALSE);
  csv_field (out, "team", FALSE);
  for (guint i = 0; i < s->rows->len; i++)
    csv_field (out, team_name (data, g_array_index (s->rows, XqStanding, i).entry_id), FALSE);
  csv_field (out, "match_points", FALSE);
  csv_field (out, "game_points", TRUE);
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (s->rows, XqStanding, i);
      g_autofree char  *rank = g_strdup_printf ("%u", row->rank);
      g_autofree char  *mp = points_text (row->points);
      g_autofree char  *gp = points_text (row->game_points);

      csv_field (out, rank, FALSE);
      csv_field (out, team_name (data, row->entry_id), FALSE);
      for (guint j = 0; j < s->rows->len; j++)
        {
          g_autofree char *cell =
            i == j ? g_strdup ("×") : xq_export_team_scores (data, row->entry_id, g_array_index (s->rows, XqStanding, j).entry_id);
          csv_field (out, cell, FALSE);
        }
      csv_field (out, mp, FALSE);
      csv_field (out, gp, TRUE);
    }
}

static void
boards_csv (const XqEventData *data,
            GString           *out)
{
  g_autoptr (GArray) rows = xq_team_board_results (data);
  const char *const  head[] = { "board", "player", "team", "played", "wins", "draws", "losses", "forfeits", "points" };

  for (guint i = 0; i < G_N_ELEMENTS (head); i++)
    csv_field (out, head[i], i + 1 == G_N_ELEMENTS (head));
  for (guint i = 0; i < rows->len; i++)
    {
      const XqBoardResult *b = &g_array_index (rows, XqBoardResult, i);
      char                *cells[] = { g_strdup_printf ("%u", b->board), g_strdup_printf ("%u", b->played),
                                       g_strdup_printf ("%u", b->wins), g_strdup_printf ("%u", b->draws),
                                       g_strdup_printf ("%u", b->losses), g_strdup_printf ("%u", b->forfeits),
                                       points_text (b->points) };

      csv_field (out, cells[0], FALSE);
      csv_field (out, player_name (data, b->player), FALSE);
      csv_field (out, team_name (data, b->team), FALSE);
      for (guint k = 1; k < G_N_ELEMENTS (cells); k++)
        csv_field (out, cells[k], k + 1 == G_N_ELEMENTS (cells));
      for (guint k = 0; k < G_N_ELEMENTS (cells); k++)
        g_free (cells[k]);
    }
}

char *
xq_export_team_csv (const XqEventData *data,
                    XqExportTable      table,
                    guint              round)
{
  GString                *out = g_string_new (NULL);
  g_autoptr (XqStandings) s = xq_standings_compute (data, NULL);

  switch (table)
    {
    case XQ_EXPORT_PAIRINGS:
      pairings_csv (data, out, round > 0 ? round : data->n_rounds);
      break;
    case XQ_EXPORT_CROSSTABLE:
      crosstable_csv (data, s, out);
      break;
    case XQ_EXPORT_BOARDS:
      boards_csv (data, out);
      break;
    case XQ_EXPORT_STANDINGS:
    default:
      standings_csv (data, s, out);
      break;
    }
  return g_string_free (out, FALSE);
}

char *
xq_export_team_html (const XqEventData *data)
{
  GString                *out = g_string_new (NULL);
  g_autoptr (XqStandings) s = xq_standings_compute (data, NULL);
  g_autoptr (GArray)      tbs = xq_standings_criteria (data);
  g_autoptr (GArray)      boards = xq_team_board_results (data);
  guint                   round = data->n_rounds;

  for (guint t = tbs->len; t-- > 0;)
    if (g_array_index (tbs, XqTiebreak, t) == XQ_TIEBREAK_SHARED)
      g_array_remove_index (tbs, t);
  g_string_append (out, "<!DOCTYPE html>\n<html lang=\"zh\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
  html_text (out, data->event.name);
  g_string_append (out,
                   "</title>\n<style>\n"
                   "body{font-family:'Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif;margin:2em;color:#000}\n"
                   "table{border-collapse:collapse;margin:1em 0;font-size:10pt}\n"
                   "th,td{border:1px solid #888;padding:2px 6px;text-align:center}\n"
                   "td.name{text-align:left}tr.match td{font-weight:bold;background:#eee}\n"
                   "h1{font-size:16pt}h2{font-size:13pt;page-break-after:avoid}\n"
                   "@media print{body{margin:0}section{page-break-before:always}"
                   "section:first-of-type{page-break-before:auto}}\n"
                   "</style>\n</head>\n<body>\n<h1>");
  html_text (out, data->event.name);
  g_string_append_printf (out, "</h1>\n<p>Team %s (分台制) · %u boards · matches (场分): %s · games: %s · round %u</p>\n",
                          xq_export_system_title (data->event.system), data->event.team_boards,
                          xq_export_scoring_title (data->event.match_points), xq_export_scoring_title (data->event.scoring),
                          round);

  /* The latest round: each match, then its boards. */
  g_string_append_printf (out, "<section>\n<h2>Round %u</h2>\n<table>\n<tr><th>Board</th><th>Red</th><th>Result</th><th>Black</th></tr>\n",
                          round);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round != round)
        continue;
      if (g->black == 0)
        {
          g_string_append_printf (out, "<tr class=\"match\"><td>%u</td><td class=\"name\">", g->board);
          html_text (out, team_name (data, g->red));
          g_string_append (out, "</td><td></td><td class=\"name\">(bye)</td></tr>\n");
          continue;
        }
      if (g->game == 1 && g->kind == XQ_GAME_REGULAR)
        {
          XqTeamMatch m;
          g_string_append_printf (out, "<tr class=\"match\"><td>%u</td><td class=\"name\">", g->board);
          html_text (out, team_name (data, g->red));
          g_string_append (out, "</td><td>");
          if (xq_team_match (data, round, g->board, &m) && m.complete)
            {
              g_autofree char *a = points_text (m.game_points[0]);
              g_autofree char *b = points_text (m.game_points[1]);
              g_string_append_printf (out, "%s : %s", a, b);
            }
          g_string_append (out, "</td><td class=\"name\">");
          html_text (out, team_name (data, g->black));
          g_string_append (out, "</td></tr>\n");
        }
      if (g->kind == XQ_GAME_DECIDER)
        g_string_append (out, "<tr><td>decider</td><td class=\"name\">");
      else
        g_string_append_printf (out, "<tr><td>%u.%u</td><td class=\"name\">", g->board, g->game);
      html_text (out, player_name (data, g->red_player));
      g_string_append (out, "</td><td>");
      html_text (out, g->annulled ? "×" : xq_game_result_to_string (g->result));
      g_string_append (out, "</td><td class=\"name\">");
      html_text (out, player_name (data, g->black_player));
      g_string_append (out, "</td></tr>\n");
    }
  g_string_append (out, "</table>\n</section>\n");

  /* Standings. */
  g_string_append (out, "<section>\n<h2>Standings</h2>\n<table>\n<tr><th>Rank</th><th>Team</th><th>Club</th>"
                        "<th>Match points (场分)</th><th>Game points (局分)</th>");
  for (guint t = 0; t < tbs->len; t++)
    {
      g_string_append (out, "<th>");
      html_text (out, xq_export_tiebreak_title (g_array_index (tbs, XqTiebreak, t)));
      g_string_append (out, "</th>");
    }
  g_string_append (out, "</tr>\n");
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (s->rows, XqStanding, i);
      const XqEntry    *e = xq_event_data_find_entry (data, row->entry_id);
      g_autofree char  *mp = points_text (row->points);
      g_autofree char  *gp = points_text (row->game_points);

      g_string_append_printf (out, "<tr><td>%u</td><td class=\"name\">", row->rank);
      html_text (out, e->name);
      g_string_append (out, "</td><td class=\"name\">");
      html_text (out, e->club);
      g_string_append_printf (out, "</td><td>%s</td><td>%s</td>", mp, gp);
      for (guint t = 0; t < tbs->len; t++)
        {
          g_autofree char *v = xq_export_tiebreak_value (row, g_array_index (tbs, XqTiebreak, t));
          g_string_append (out, "<td>");
          html_text (out, v);
          g_string_append (out, "</td>");
        }
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</table>\n</section>\n");

  /* Crosstable of teams. */
  g_string_append (out, "<section>\n<h2>Crosstable</h2>\n<table>\n<tr><th>Rank</th><th>Team</th>");
  for (guint j = 0; j < s->rows->len; j++)
    g_string_append_printf (out, "<th>%u</th>", j + 1);
  g_string_append (out, "<th>场分</th><th>局分</th></tr>\n");
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (s->rows, XqStanding, i);
      g_autofree char  *mp = points_text (row->points);
      g_autofree char  *gp = points_text (row->game_points);

      g_string_append_printf (out, "<tr><td>%u</td><td class=\"name\">", row->rank);
      html_text (out, team_name (data, row->entry_id));
      g_string_append (out, "</td>");
      for (guint j = 0; j < s->rows->len; j++)
        {
          g_autofree char *cell =
            i == j ? g_strdup ("×") : xq_export_team_scores (data, row->entry_id, g_array_index (s->rows, XqStanding, j).entry_id);
          g_string_append (out, "<td>");
          html_text (out, cell);
          g_string_append (out, "</td>");
        }
      g_string_append_printf (out, "<td>%s</td><td>%s</td></tr>\n", mp, gp);
    }
  g_string_append (out, "</table>\n<p>Each cell: the row team’s 局分 against the column team, match by match.</p>\n</section>\n");

  /* Board results (individual board prizes). */
  g_string_append (out, "<section>\n<h2>Board results</h2>\n<table>\n<tr><th>Board</th><th>Player</th><th>Team</th>"
                        "<th>Played</th><th>+</th><th>=</th><th>−</th><th>Points</th></tr>\n");
  for (guint i = 0; i < boards->len; i++)
    {
      const XqBoardResult *b = &g_array_index (boards, XqBoardResult, i);
      g_autofree char     *pts = points_text (b->points);

      g_string_append_printf (out, "<tr><td>%u</td><td class=\"name\">", b->board);
      html_text (out, player_name (data, b->player));
      g_string_append (out, "</td><td class=\"name\">");
      html_text (out, team_name (data, b->team));
      g_string_append_printf (out, "</td><td>%u</td><td>%u</td><td>%u</td><td>%u</td><td>%s</td></tr>\n", b->played, b->wins,
                              b->draws, b->losses, pts);
    }
  g_string_append (out, "</table>\n</section>\n</body>\n</html>\n");
  return g_string_free (out, FALSE);
}

static char
trf_result (XqGameResult result,
            gboolean     red)
{
  switch (result)
    {
    case XQ_GAME_RESULT_RED_WIN:
      return red ? '1' : '0';
    case XQ_GAME_RESULT_BLACK_WIN:
      return red ? '0' : '1';
    case XQ_GAME_RESULT_DRAW:
      return '=';
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
      return red ? '+' : '-';
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
      return red ? '-' : '+';
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
      return '-';
    case XQ_GAME_RESULT_NONE:
    default:
      return ' ';
    }
}

char *
xq_export_team_trf (const XqEventData *data)
{
  GString *out = g_string_new (NULL);
  guint    rated = 0;

  for (guint i = 0; i < data->players->len; i++)
    rated += g_array_index (data->players, XqPlayer, i).rating > 0;
  {
    g_autofree char *type = g_strdup_printf ("Team %s, %u boards", xq_system_to_string (data->event.system), data->event.team_boards);
    xq_export_trf_header (out, data, data->players->len, rated, data->entries->len, type);
  }
  /* Players are numbered in team order (data->players); a line per player with his board games. */
  for (guint i = 0; i < data->players->len; i++)
    {
      const XqPlayer *p = &g_array_index (data->players, XqPlayer, i);
      GString        *line = g_string_new (NULL);
      int             points = 0;

      for (guint k = 0; k < data->games->len; k++)
        {
          const XqGame *g = &g_array_index (data->games, XqGame, k);
          if (g->annulled || g->black == 0 || g->kind != XQ_GAME_REGULAR)
            continue;
          if (g->red_player == p->id)
            points += xq_scoring_red_points (XQ_SCORING_1_HALF_0, g->result);
          else if (g->black_player == p->id)
            points += xq_scoring_black_points (XQ_SCORING_1_HALF_0, g->result);
        }
      xq_export_trf_player (line, data, i + 1, p->id, p->name, p->rating, p->federation_id);
      g_string_append_printf (line, "%4.1f %4u", points / 2.0, 0u);
      for (guint r = 1; r <= data->n_rounds; r++)
        {
          const XqGame *found = NULL;
          for (guint k = 0; k < data->games->len && found == NULL; k++)
            {
              const XqGame *g = &g_array_index (data->games, XqGame, k);
              if (g->round == r && g->kind == XQ_GAME_REGULAR && g->black != 0 &&
                  (g->red_player == p->id || g->black_player == p->id))
                found = g;
            }
          if (found == NULL || found->annulled)
            g_string_append (line, "          ");
          else
            {
              gboolean red = found->red_player == p->id;
              gint64   opp = red ? found->black_player : found->red_player;
              guint    opp_number = 0;
              for (guint k = 0; k < data->players->len; k++)
                if (g_array_index (data->players, XqPlayer, k).id == opp)
                  opp_number = k + 1;
              g_string_append_printf (line, "  %04u %c %c", opp_number, red ? 'w' : 'b', trf_result (found->result, red));
            }
        }
      g_string_append (out, g_strchomp (line->str));
      g_string_append_c (out, '\n');
      g_string_free (line, TRUE);
    }
  /* 013: team name, then its players' numbers, in board order. */
  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (data->entries, XqEntry, i);
      GString       *line = g_string_new ("013 ");

      xq_export_fixed (line, e->name, 32);
      for (guint k = 0; k < data->players->len; k++)
        if (g_array_index (data->players, XqPlayer, k).team == e->id)
          g_string_append_printf (line, " %4u", k + 1);
      g_string_append (out, g_strchomp (line->str));
      g_string_append_c (out, '\n');
      g_string_free (line, TRUE);
    }
  return g_string_free (out, FALSE);
}
