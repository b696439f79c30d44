/* xq-store-teams.c: team members and line-ups (分台制) in the event file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-catalog.h"
#include "xq-store-private.h"
#include "xq-team.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

/* The event of team @team_id, 0 with NOT_FOUND when @team_id is no team. */
static gint64
event_of_team (XqStore *self,
               gint64   team_id,
               GError **error)
{
  g_autoptr (sqlite3_stmt) stmt =
    xq_store_prepare (self, "SELECT event_id FROM entries WHERE id = :id AND team_name IS NOT NULL", error);
  g_autofree char *not_found = g_strdup_printf (XQ_T (lang (), "There is no team %lld"), (long long) team_id);

  if (stmt == NULL)
    return 0;
  xq_store_bind_int64 (stmt, ":id", team_id);
  if (!xq_store_step_row (self, stmt, error, not_found))
    return 0;
  return sqlite3_column_int64 (stmt, 0);
}

gint64
xq_store_add_team_player (XqStore            *self,
                          gint64              event_id,
                          gint64              team_id,
                          const XqPlayerSpec *spec,
                          GError            **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       m = NULL;
  g_autofree char               *clean_name = NULL;
  gint64                         player_id;

  g_return_val_if_fail (XQ_IS_STORE (self), 0);
  clean_name = xq_store_check_player_spec (spec, error);
  if (clean_name == NULL)
    return 0;
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !xq_store_check_event_exists (self, event_id, error))
    return 0;
  if (event_of_team (self, team_id, error) != event_id)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no team %lld in event %lld"),
                     (long long) team_id, (long long) event_id);
      return 0;
    }
  player_id = xq_store_insert_player (self, clean_name, spec, error);
  if (player_id == 0)
    return 0;
  m = xq_store_prepare (self,
                        "INSERT INTO team_members (entry_id, position, player_id)"
                        " SELECT :entry, coalesce (max (position), 0) + 1, :player FROM team_members WHERE entry_id = :entry",
                        error);
  if (m == NULL)
    return 0;
  xq_store_bind_int64 (m, ":entry", team_id);
  xq_store_bind_int64 (m, ":player", player_id);
  if (!xq_store_step_done (self, m, error, XQ_T (lang (), "Could not add the player")))
    return 0;
  if (!xq_store_transaction_commit (tx, error))
    return 0;
  return player_id;
}

gboolean
xq_store_move_team_player (XqStore *self,
                           gint64   team_id,
                           gint64   player_id,
                           guint    position,
                           GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       q = NULL;
  g_autoptr (GArray)             order = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64                         event_id;
  int                            rc, from = -1;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || (event_id = event_of_team (self, team_id, error)) == 0)
    return FALSE;
  if (!xq_store_check_no_rounds (self, event_id, error))
    return FALSE;
  q = xq_store_prepare (self, "SELECT player_id FROM team_members WHERE entry_id = :entry ORDER BY position", error);
  if (q == NULL)
    return FALSE;
  xq_store_bind_int64 (q, ":entry", team_id);
  while ((rc = sqlite3_step (q)) == SQLITE_ROW)
    {
      gint64 p = sqlite3_column_int64 (q, 0);
      if (p == player_id)
        from = (int) order->len;
      g_array_append_val (order, p);
    }
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);
  if (from < 0 || position < 1 || position > order->len)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "Player %lld is not a member of team %lld, or there is no place %u"), (long long) player_id,
                   (long long) team_id, position);
      return FALSE;
    }
  g_array_remove_index (order, (guint) from);
  g_array_insert_val (order, position - 1, player_id);
  /* Out of the way first, so that (entry, position) stays unique throughout. */
  {
    g_autoptr (sqlite3_stmt) away =
      xq_store_prepare (self, "UPDATE team_members SET position = position + 100000 WHERE entry_id = :entry", error);
    if (away == NULL)
      return FALSE;
    xq_store_bind_int64 (away, ":entry", team_id);
    if (!xq_store_step_done (self, away, error, XQ_T (lang (), "Could not change the team")))
      return FALSE;
  }
  for (guint i = 0; i < order->len; i++)
    {
      g_autoptr (sqlite3_stmt) u =
        xq_store_prepare (self, "UPDATE team_members SET position = :pos WHERE entry_id = :entry AND player_id = :player", error);
      if (u == NULL)
        return FALSE;
      xq_store_bind_int64 (u, ":pos", i + 1);
      xq_store_bind_int64 (u, ":entry", team_id);
      xq_store_bind_int64 (u, ":player", g_array_index (order, gint64, i));
      if (!xq_store_step_done (self, u, error, XQ_T (lang (), "Could not change the team")))
        return FALSE;
    }
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_update_team (XqStore    *self,
                      gint64      team_id,
                      const char *name,
                      const char *club,
                      GError    **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       u = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL) ||
      (club != NULL && !g_utf8_validate (club, -1, NULL)))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A team needs a name"));
      return FALSE;
    }
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || event_of_team (self, team_id, error) == 0)
    return FALSE;
  u = xq_store_prepare (self, "UPDATE entries SET team_name = :name, team_club = :club WHERE id = :id", error);
  if (u == NULL)
    return FALSE;
  xq_store_bind_text (u, ":name", name);
  xq_store_bind_text (u, ":club", club != NULL ? club : "");
  xq_store_bind_int64 (u, ":id", team_id);
  if (!xq_store_step_done (self, u, error, XQ_T (lang (), "Could not change the team")))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

/* The team's boards of a paired round take the new line-up. */
static gboolean
update_paired_boards (XqStore           *self,
                      const XqEventData *data,
                      guint              round,
                      gint64             team_id,
                      const gint64      *players,
                      GError           **error)
{
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame            *g = &g_array_index (data->games, XqGame, i);
      g_autoptr (sqlite3_stmt) u = NULL;
      gint64                   red, black;
      const char              *score = "", *forfeit = "";
      gboolean                 team_red;

      if (g->round != round || g->kind != XQ_GAME_REGULAR || g->black == 0 || (g->red != team_id && g->black != team_id))
        continue;
      team_red = g->red == team_id;
      red = team_red ? players[g->game - 1] : g->red_player;
      black = team_red ? g->black_player : players[g->game - 1];
      if (red == 0 && black == 0)
        score = "0-0", forfeit = "both";
      else if (red == 0)
        score = "0-1", forfeit = "red";
      else if (black == 0)
        score = "1-0", forfeit = "black";
      u = xq_store_prepare (self,
                            "UPDATE games SET red_player = nullif (:red, 0), black_player = nullif (:black, 0),"
                            " result = :score, forfeit = :forfeit WHERE id = :id",
                            error);
      if (u == NULL)
        return FALSE;
      xq_store_bind_int64 (u, ":red", red);
      xq_store_bind_int64 (u, ":black", black);
      xq_store_bind_text (u, ":score", score);
      xq_store_bind_text (u, ":forfeit", forfeit);
      xq_store_bind_int64 (u, ":id", g->id);
      if (!xq_store_step_done (self, u, error, XQ_T (lang (), "Could not save the line-up")))
        return FALSE;
    }
  return TRUE;
}

gboolean
xq_store_set_lineup (XqStore      *self,
                     gint64        event_id,
                     guint         round,
                     gint64        team_id,
                     const gint64 *players,
                     guint         n,
                     GError      **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (XqEventData)        data = NULL;
  g_autoptr (sqlite3_stmt)       del = NULL;
  g_autofree gint64             *full = NULL;
  guint                          boards;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  data = xq_store_load_event (self, event_id, error);
  if (data == NULL)
    return FALSE;
  boards = data->event.team_boards;
  if (boards == 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "Event %lld is not a team event"),
                   (long long) event_id);
      return FALSE;
    }
  if (round < 1 || round > data->n_rounds + 1)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "A line-up is for a round already paired or the next one (1 to %u)"), data->n_rounds + 1);
      return FALSE;
    }
  if (!xq_team_check_lineup (data, team_id, players, n, error))
    return FALSE;
  full = g_new0 (gint64, boards);
  for (guint k = 0; k < n; k++)
    full[k] = players[k];
  /* A paired round: only while none of the team's boards has a result over the board. */
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round != round || g->kind != XQ_GAME_REGULAR || (g->red != team_id && g->black != team_id) ||
          g->result == XQ_GAME_RESULT_NONE)
        continue;
      if (g->red_player != 0 && g->black_player != 0)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                       XQ_T (lang (), "Round %u: board %u of match %u has a result; the line-up can no longer change"),
                       round, g->game, g->board);
          return FALSE;
        }
    }
  del = xq_store_prepare (self, "DELETE FROM team_lineups WHERE event_id = :event AND round = :round AND entry_id = :entry",
                          error);
  if (del == NULL)
    return FALSE;
  xq_store_bind_int64 (del, ":event", event_id);
  xq_store_bind_int64 (del, ":round", round);
  xq_store_bind_int64 (del, ":entry", team_id);
  if (!xq_store_step_done (self, del, error, XQ_T (lang (), "Could not save the line-up")))
    return FALSE;
  for (guint k = 0; k < boards; k++)
    {
      g_autoptr (sqlite3_stmt) ins = NULL;
      if (full[k] == 0)
        continue;
      ins = xq_store_prepare (self,
                              "INSERT INTO team_lineups (event_id, round, entry_id, board, player_id)"
                              " VALUES (:event, :round, :entry, :board, :player)",
                              error);
      if (ins == NULL)
        return FALSE;
      xq_store_bind_int64 (ins, ":event", event_id);
      xq_store_bind_int64 (ins, ":round", round);
      xq_store_bind_int64 (ins, ":entry", team_id);
      xq_store_bind_int64 (ins, ":board", k + 1);
      xq_store_bind_int64 (ins, ":player", full[k]);
      if (!xq_store_step_done (self, ins, error, XQ_T (lang (), "Could not save the line-up")))
        return FALSE;
    }
  if (round <= data->n_rounds && !update_paired_boards (self, data, round, team_id, full, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}
