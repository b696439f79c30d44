/* xq-cli-teams.c: qili-cli tournament for team events (分台制): add-team, add-player --team,
 * lineup, and the team forms of pair, result and standings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli-teams.h"

#include <stdlib.h>

#include "xq-standings.h"
#include "xq-team.h"

void
xq_cli_tiebreaks_json (JsonBuilder      *b,
                       GArray           *criteria,
                       const XqStanding *row)
{
  json_builder_begin_object (b);
  for (guint t = 0; t < criteria->len; t++)
    {
      XqTiebreak tb = g_array_index (criteria, XqTiebreak, t);
      GArray    *vec = xq_standing_tiebreak_vector (row, tb);

      if (tb == XQ_TIEBREAK_SHARED)
        continue;
      json_builder_set_member_name (b, xq_tiebreak_to_string (tb));
      if (vec != NULL)
        {
          json_builder_begin_array (b);
          for (guint k = 0; k < vec->len; k++)
            json_builder_add_double_value (b, g_array_index (vec, int, k) / 2.0);
          json_builder_end_array (b);
        }
      else
        json_builder_add_double_value (b, row->values[tb]);
    }
  json_builder_end_object (b);
}

int
xq_cli_team_add (XqStore    *store,
                 gint64      event_id,
                 const char *name,
                 const char *club,
                 GError    **error)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, error);
  gint64                  id;

  if (data == NULL)
    return -1;
  if (!xq_team_event (data))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   "event %lld is not a team event (create it with --system team-… --boards B)", (long long) event_id);
      return -1;
    }
  id = xq_store_add_team (store, event_id, name, club, NULL, 0, error);
  if (id == 0)
    return -1;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "team");
  json_builder_add_int_value (b, id);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_team_add_player (XqStore            *store,
                        gint64              event_id,
                        gint64              team_id,
                        const XqPlayerSpec *spec,
                        GError            **error)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  gint64                  id = xq_store_add_team_player (store, event_id, team_id, spec, error);

  if (id == 0)
    return -1;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, id);
  json_builder_set_member_name (b, "team");
  json_builder_add_int_value (b, team_id);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static void
add_id_or_null (JsonBuilder *b,
                gint64       id)
{
  if (id == 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, id);
}

int
xq_cli_team_lineup (XqStore *store,
                    gint64   event_id,
                    guint    round,
                    gint64   team_id,
                    char   **words,
                    int      n_words,
                    GError **error)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (XqEventData) data = NULL;
  g_autofree gint64      *players = g_new0 (gint64, MAX (n_words, 1));
  g_autofree gint64      *boards = NULL;

  for (int i = 0; i < n_words; i++)
    {
      char  *end = NULL;
      gint64 v;

      if (g_str_equal (words[i], "-"))
        continue; /* an empty board */
      v = g_ascii_strtoll (words[i], &end, 10);
      if (end == words[i] || *end != '\0' || v <= 0)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                       "board %d: “%s” is not a player id (use - for an empty board)", i + 1,
                       g_utf8_validate (words[i], -1, NULL) ? words[i] : "?");
          return -1;
        }
      players[i] = v;
    }
  if (!xq_store_set_lineup (store, event_id, round, team_id, players, (guint) n_words, error))
    return -1;
  data = xq_store_load_event (store, event_id, error);
  if (data == NULL)
    return -1;
  boards = g_new0 (gint64, data->event.team_boards);
  xq_team_lineup (data, team_id, round, boards);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, round);
  json_builder_set_member_name (b, "team");
  json_builder_add_int_value (b, team_id);
  json_builder_set_member_name (b, "boards");
  json_builder_begin_array (b);
  for (guint k = 0; k < data->event.team_boards; k++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, k + 1);
      json_builder_set_member_name (b, "player");
      add_id_or_null (b, boards[k]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

void
xq_cli_team_pair_json (JsonBuilder       *b,
                       const XqEventData *data,
                       guint              round,
                       GArray            *games)
{
  guint match = 0;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, round);
  json_builder_set_member_name (b, "matches");
  json_builder_begin_array (b);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      gboolean      first_red = g->game % 2 == 1 || g->black == 0 || g->kind == XQ_GAME_DECIDER;

      if (g->board != match)
        {
          if (match != 0)
            {
              json_builder_end_array (b);
              json_builder_end_object (b);
            }
          match = g->board;
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "match");
          json_builder_add_int_value (b, g->board);
          json_builder_set_member_name (b, "home");
          json_builder_add_int_value (b, first_red ? g->red : g->black);
          json_builder_set_member_name (b, "away");
          add_id_or_null (b, first_red ? g->black : g->red);
          json_builder_set_member_name (b, "boards");
          json_builder_begin_array (b);
        }
      if (g->black == 0)
        continue;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, g->game);
      if (g->kind != XQ_GAME_REGULAR)
        {
          json_builder_set_member_name (b, "kind");
          json_builder_add_string_value (b, xq_game_kind_to_string (g->kind));
        }
      json_builder_set_member_name (b, "red");
      add_id_or_null (b, g->red_player);
      json_builder_set_member_name (b, "black");
      add_id_or_null (b, g->black_player);
      json_builder_set_member_name (b, "red_team");
      json_builder_add_int_value (b, g->red);
      if (g->result != XQ_GAME_RESULT_NONE || g->annulled)
        {
          json_builder_set_member_name (b, "result");
          json_builder_add_string_value (b, g->annulled ? "annulled" : xq_game_result_to_string (g->result));
        }
      json_builder_end_object (b);
    }
  if (match != 0)
    {
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_points (JsonBuilder *b,
            const char  *name,
            int          half_points)
{
  json_builder_set_member_name (b, name);
  if (half_points % 2 == 0)
    json_builder_add_int_value (b, half_points / 2);
  else
    json_builder_add_double_value (b, half_points / 2.0);
}

void
xq_cli_team_standings_json (JsonBuilder       *b,
                            const XqEventData *data,
                            XqStandings       *s)
{
  g_autoptr (GArray) criteria = xq_standings_criteria (data);
  g_autoptr (GArray) boards = xq_team_board_results (data);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "standings");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (s->rows, XqStanding, i);
      const XqEntry    *e = xq_event_data_find_entry (data, row->entry_id);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "rank");
      json_builder_add_int_value (b, row->rank);
      json_builder_set_member_name (b, "team");
      json_builder_add_int_value (b, row->entry_id);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, e->name);
      json_builder_set_member_name (b, "club");
      json_builder_add_string_value (b, e->club);
      add_points (b, "match_points", row->points);
      add_points (b, "game_points", row->game_points);
      json_builder_set_member_name (b, "matches");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "won");
      json_builder_add_int_value (b, row->wins + row->forfeits_won);
      json_builder_set_member_name (b, "drawn");
      json_builder_add_int_value (b, row->draws);
      json_builder_set_member_name (b, "lost");
      json_builder_add_int_value (b, row->losses + row->forfeits_lost);
      json_builder_end_object (b);
      if (e->withdrawn_round >= 0)
        {
          json_builder_set_member_name (b, "withdrawn");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_set_member_name (b, "tiebreaks");
      xq_cli_tiebreaks_json (b, criteria, row);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  /* Individual board results (board prizes). */
  json_builder_set_member_name (b, "boards");
  json_builder_begin_array (b);
  for (guint i = 0; i < boards->len; i++)
    {
      const XqBoardResult *r = &g_array_index (boards, XqBoardResult, i);
      const XqPlayer      *p = xq_event_data_find_player (data, r->player);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, r->board);
      json_builder_set_member_name (b, "player");
      json_builder_add_int_value (b, r->player);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, p != NULL ? p->name : "?");
      json_builder_set_member_name (b, "team");
      json_builder_add_int_value (b, r->team);
      json_builder_set_member_name (b, "played");
      json_builder_add_int_value (b, r->played);
      add_points (b, "points", r->points);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}
