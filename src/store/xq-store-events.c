/* xq-store-events.c: reading and writing events, entries, rounds and results
 *
 * Above xq-store.c; the special parts of an event file are written by files above this one
 * (xq-store-teams.c: teams and line-ups; xq-store-club.c: the club night), which call it and are
 * never called from it: loading an event reads every table of it here, line-ups included, and the
 * club night's tables and journal through xq-store-club-tables.c, below this file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include <json-glib/json-glib.h>

#include "xq-catalog.h"
#include "xq-names.h"
#include "xq-store-private.h"
#include "xq-store-season-private.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

/* The v2 columns of a result: score and who forfeited. */
static void
result_columns (XqGameResult result,
                const char **score,
                const char **forfeit)
{
  static const char *const scores[] = { "", "1-0", "0-1", "1/2-1/2", "1-0", "0-1", "0-0" };
  static const char *const forfeits[] = { "", "", "", "", "black", "red", "both" };

  *score = scores[result];
  *forfeit = forfeits[result];
}

static XqGameResult
result_from_columns (const char *score,
                     const char *forfeit)
{
  XqGameResult r = XQ_GAME_RESULT_NONE;

  if (g_strcmp0 (forfeit, "black") == 0)
    return XQ_GAME_RESULT_RED_WIN_FORFEIT;
  if (g_strcmp0 (forfeit, "red") == 0)
    return XQ_GAME_RESULT_BLACK_WIN_FORFEIT;
  if (g_strcmp0 (forfeit, "both") == 0)
    return XQ_GAME_RESULT_DOUBLE_FORFEIT;
  if (score != NULL)
    xq_game_result_from_string (score, &r);
  return r;
}

static const char *const stage_names[] = { "main", "group", "knockout" };

static int
index_of (const char *const *names,
          guint              n,
          const char        *text)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], text) == 0)
      return (int) i;
  return 0;
}

static const char *
col_text (sqlite3_stmt *stmt,
          int           col)
{
  const char *t = (const char *) sqlite3_column_text (stmt, col);
  return t != NULL ? t : "";
}

/* The columns id, round, stage, board, game, kind, red, black, red_player, black_player, result,
 * forfeit, red_violations, black_violations, annulled, bye. */
static void
read_game (sqlite3_stmt *gm,
           XqGame       *g)
{
  g->id = sqlite3_column_int64 (gm, 0);
  g->round = (guint) sqlite3_column_int64 (gm, 1);
  g->stage = (XqStage) index_of (stage_names, G_N_ELEMENTS (stage_names), col_text (gm, 2));
  g->board = (guint) sqlite3_column_int64 (gm, 3);
  g->game = (guint) sqlite3_column_int64 (gm, 4);
  if (!xq_game_kind_from_string (col_text (gm, 5), &g->kind))
    g->kind = XQ_GAME_REGULAR;
  g->red = sqlite3_column_int64 (gm, 6);
  g->black = sqlite3_column_int64 (gm, 7);
  g->red_player = sqlite3_column_int64 (gm, 8);
  g->black_player = sqlite3_column_int64 (gm, 9);
  g->result = result_from_columns (col_text (gm, 10), col_text (gm, 11));
  g->red_violations = (guint) sqlite3_column_int (gm, 12);
  g->black_violations = (guint) sqlite3_column_int (gm, 13);
  g->annulled = sqlite3_column_int (gm, 14) != 0;
  if (!xq_bye_kind_from_string (col_text (gm, 15), &g->bye))
    g->bye = XQ_BYE_PAIRING;
}

gboolean
xq_store_check_event_exists (XqStore *self,
                             gint64   event_id,
                             GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, "SELECT 1 FROM events WHERE id = :id", error);
  int                      rc;

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":id", event_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);
  g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no event %lld"),
               (long long) event_id);
  return FALSE;
}

gint64
xq_store_create_event (XqStore       *self,
                       const XqEvent *event,
                       GError       **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;
  g_autoptr (GArray)             defaults = NULL;
  GArray                        *tiebreaks = event->tiebreaks;
  gint64                         id;

  g_return_val_if_fail (XQ_IS_STORE (self), 0);
  if (event->name == NULL || *event->name == '\0' || !g_utf8_validate (event->name, -1, NULL))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "An event needs a name"));
      return 0;
    }
  if (event->games_per_match < 1 || event->games_per_match > 2)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A match has 1 or 2 games"));
      return 0;
    }
  if (event->system == XQ_SYSTEM_SWISS && (event->rounds < 1 || event->rounds > 99))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "A Swiss event needs a number of rounds from 1 to 99"));
      return 0;
    }
  if (event->team_boards > 16 ||
      (event->team_boards > 0 && (event->system == XQ_SYSTEM_GROUPS || event->games_per_match != 1)))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "A team event is a round robin, double round robin, Swiss or knockout of one match per "
                                  "pairing, on 1 to 16 boards"));
      return 0;
    }
  if (event->match_points == XQ_SCORING_3_1_0_BLACK2)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "Match points are 2-1-0, 3-1-0 or 1-0.5-0"));
      return 0;
    }
  if (tiebreaks == NULL)
    tiebreaks = defaults = event->team_boards > 0 ? xq_tiebreaks_default_team () : xq_tiebreaks_default (event->system);

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return 0;
  stmt = xq_store_prepare (self,
                           "INSERT INTO events (name, system, rounds, scoring, pairing_method, bye_opponent,"
                           " games_per_match, team_boards, group_count, random_seed, rule_profile, match_points,"
                           " swiss_pairing, round_one, late_entry, half_byes, zero_byes, bye_closed_rounds, team_bye)"
                           " VALUES (:name, :system, :rounds, :scoring, :method, :bye, :games, :boards, :groups, :seed,"
                           " :profile, :match_points, :swiss_pairing, :round_one, :late_entry, :half_byes, :zero_byes,"
                           " :bye_closed_rounds, :team_bye)",
                           error);
  if (stmt == NULL)
    return 0;
  xq_store_bind_text (stmt, ":name", event->name);
  xq_store_bind_text (stmt, ":system", xq_system_to_string (event->system));
  xq_store_bind_int64 (stmt, ":rounds", event->rounds);
  xq_store_bind_text (stmt, ":scoring", xq_scoring_to_string (event->scoring));
  xq_store_bind_text (stmt, ":method", xq_pairing_method_to_string (event->method));
  xq_store_bind_text (stmt, ":bye", event->bye_opponent == XQ_BYE_OPPONENT_ZERO ? "zero" : "lowest");
  xq_store_bind_int64 (stmt, ":games", event->games_per_match);
  xq_store_bind_int64 (stmt, ":boards", event->team_boards);
  xq_store_bind_int64 (stmt, ":groups", event->group_count);
  xq_store_bind_int64 (stmt, ":seed", event->random_seed);
  xq_store_bind_text (stmt, ":profile", xq_profile_to_string (event->profile));
  xq_store_bind_text (stmt, ":match_points", xq_scoring_to_string (event->match_points));
  xq_store_bind_text (stmt, ":swiss_pairing", xq_swiss_rules_to_string (event->swiss_rules));
  xq_store_bind_text (stmt, ":round_one", xq_round_one_to_string (event->round_one));
  xq_store_bind_text (stmt, ":late_entry", xq_late_entry_to_string (event->late_entry));
  xq_store_bind_int64 (stmt, ":half_byes", event->half_byes);
  xq_store_bind_int64 (stmt, ":zero_byes", event->zero_byes);
  xq_store_bind_int64 (stmt, ":bye_closed_rounds", event->bye_closed_rounds);
  xq_store_bind_text (stmt, ":team_bye", xq_team_bye_to_string (event->team_bye));
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not create the event")))
    return 0;
  id = sqlite3_last_insert_rowid (xq_store_get_db (self));
  if (!xq_store_write_club_rounds (self, id, event->club_rounds, error))
    return 0;

  for (guint i = 0; i < tiebreaks->len; i++)
    {
      g_autoptr (sqlite3_stmt) tb = xq_store_prepare (
        self, "INSERT INTO tiebreaks (event_id, position, name) VALUES (:event, :position, :name)", error);
      if (tb == NULL)
        return 0;
      xq_store_bind_int64 (tb, ":event", id);
      xq_store_bind_int64 (tb, ":position", i + 1);
      xq_store_bind_text (tb, ":name", xq_tiebreak_to_string (g_array_index (tiebreaks, XqTiebreak, i)));
      if (!xq_store_step_done (self, tb, error, XQ_T (lang (), "Could not create the event")))
        return 0;
    }
  if (!xq_store_write_season (self, id, &event->season, error))
    return 0;
  if (!xq_store_transaction_commit (tx, error))
    return 0;
  return id;
}

GArray *
xq_store_list_events (XqStore *self,
                      GError **error)
{
  g_autoptr (GArray)       ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, "SELECT id FROM events ORDER BY id", error);
  int                      rc;

  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }
  return g_steal_pointer (&ids);
}

/* Fills data->lineups (team events). */
static gboolean
load_lineups (XqStore     *self,
              XqEventData *data,
              GError     **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (
    self, "SELECT round, entry_id, board, player_id FROM team_lineups WHERE event_id = :id ORDER BY round, entry_id, board",
    error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":id", data->event.id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      XqLineup l;
      l.round = (guint) sqlite3_column_int64 (stmt, 0);
      l.entry = sqlite3_column_int64 (stmt, 1);
      l.board = (guint) sqlite3_column_int64 (stmt, 2);
      l.player = sqlite3_column_int64 (stmt, 3);
      g_array_append_val (data->lineups, l);
    }
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);
  return TRUE;
}

XqEventData *
xq_store_load_event (XqStore *self,
                     gint64   event_id,
                     GError **error)
{
  g_autoptr (XqEventData)  data = xq_event_data_new ();
  g_autoptr (sqlite3_stmt) ev = NULL;
  g_autoptr (sqlite3_stmt) tb = NULL;
  g_autoptr (sqlite3_stmt) en = NULL;
  g_autoptr (sqlite3_stmt) tm = NULL;
  g_autoptr (sqlite3_stmt) gm = NULL;
  g_autoptr (GHashTable)   groups = g_hash_table_new (g_int64_hash, g_int64_equal);
  XqEvent                 *e = &data->event;
  int                      rc;

  g_return_val_if_fail (XQ_IS_STORE (self), NULL);

  ev = xq_store_prepare (self,
                         "SELECT name, system, rounds, scoring, pairing_method, bye_opponent, games_per_match,"
                         " team_boards, group_count, random_seed, rule_profile, match_points, swiss_pairing, round_one,"
                         " late_entry, half_byes, zero_byes, bye_closed_rounds, team_bye FROM events WHERE id = :id",
                         error);
  if (ev == NULL)
    return NULL;
  xq_store_bind_int64 (ev, ":id", event_id);
  rc = sqlite3_step (ev);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no event %lld"),
                   (long long) event_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }
  e->id = event_id;
  e->name = g_strdup (col_text (ev, 0));
  xq_system_from_string (col_text (ev, 1), &e->system);
  e->rounds = (guint) sqlite3_column_int64 (ev, 2);
  xq_scoring_from_string (col_text (ev, 3), &e->scoring);
  xq_pairing_method_from_string (col_text (ev, 4), &e->method);
  e->bye_opponent = g_str_equal (col_text (ev, 5), "zero") ? XQ_BYE_OPPONENT_ZERO : XQ_BYE_OPPONENT_LOWEST;
  e->games_per_match = (guint) sqlite3_column_int64 (ev, 6);
  e->team_boards = (guint) sqlite3_column_int64 (ev, 7);
  e->group_count = (guint) sqlite3_column_int64 (ev, 8);
  e->random_seed = sqlite3_column_int64 (ev, 9);
  if (!xq_profile_from_string (col_text (ev, 10), &e->profile))
    e->profile = XQ_PROFILE_CXA;
  if (!xq_scoring_from_string (col_text (ev, 11), &e->match_points))
    e->match_points = XQ_SCORING_2_1_0;
  xq_swiss_rules_from_string (col_text (ev, 12), &e->swiss_rules);
  xq_round_one_from_string (col_text (ev, 13), &e->round_one);
  xq_late_entry_from_string (col_text (ev, 14), &e->late_entry);
  e->half_byes = (guint) sqlite3_column_int64 (ev, 15);
  e->zero_byes = (guint) sqlite3_column_int64 (ev, 16);
  e->bye_closed_rounds = (guint) sqlite3_column_int64 (ev, 17);
  xq_team_bye_from_string (col_text (ev, 18), &e->team_bye);
  if (!xq_store_load_club_night (self, data, error))
    return NULL;

  tb = xq_store_prepare (self, "SELECT name FROM tiebreaks WHERE event_id = :id ORDER BY position", error);
  if (tb == NULL)
    return NULL;
  xq_store_bind_int64 (tb, ":id", event_id);
  while ((rc = sqlite3_step (tb)) == SQLITE_ROW)
    {
      XqTiebreak t;
      if (xq_tiebreak_from_string (col_text (tb, 0), &t))
        g_array_append_val (e->tiebreaks, t);
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }

  en = xq_store_prepare (self,
                         "SELECT e.id, e.player_id, e.number, coalesce (p.name, e.team_name), coalesce (p.club, e.team_club),"
                         " coalesce (e.rating, p.rating, 0), coalesce (p.federation_id, ''), e.withdrawn_round,"
                         " (SELECT count(*) FROM groups g2 WHERE g2.event_id = e.event_id AND g2.id < e.group_id),"
                         " e.group_id, e.joined_round, coalesce (e.lot, 0)"
                         " FROM entries e LEFT JOIN players p ON p.id = e.player_id"
                         " WHERE e.event_id = :id ORDER BY e.number",
                         error);
  if (en == NULL)
    return NULL;
  xq_store_bind_int64 (en, ":id", event_id);
  while ((rc = sqlite3_step (en)) == SQLITE_ROW)
    {
      XqEntry entry = { 0 };
      entry.id = sqlite3_column_int64 (en, 0);
      entry.player_id = sqlite3_column_int64 (en, 1);
      entry.number = (guint) sqlite3_column_int64 (en, 2);
      entry.name = g_strdup (col_text (en, 3));
      entry.club = g_strdup (col_text (en, 4));
      entry.rating = sqlite3_column_int (en, 5);
      entry.federation_id = g_strdup (col_text (en, 6));
      entry.withdrawn_round = sqlite3_column_type (en, 7) == SQLITE_NULL ? -1 : sqlite3_column_int (en, 7);
      entry.group = sqlite3_column_type (en, 9) == SQLITE_NULL ? -1 : sqlite3_column_int (en, 8);
      entry.joined_round = (guint) sqlite3_column_int64 (en, 10);
      entry.lot = (guint) sqlite3_column_int64 (en, 11);
      g_array_append_val (data->entries, entry);
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }

  if (e->team_boards > 0)
    {
      tm = xq_store_prepare (self,
                             "SELECT m.entry_id, m.player_id, m.position, p.name, p.club, coalesce (m.rating, p.rating),"
                             " p.federation_id"
                             " FROM team_members m JOIN entries e ON e.id = m.entry_id JOIN players p ON p.id = m.player_id"
                             " WHERE e.event_id = :id ORDER BY e.number, m.position",
                             error);
      if (tm == NULL)
        return NULL;
      xq_store_bind_int64 (tm, ":id", event_id);
      while ((rc = sqlite3_step (tm)) == SQLITE_ROW)
        {
          int      i = xq_event_data_entry_index (data, sqlite3_column_int64 (tm, 0));
          gint64   pid = sqlite3_column_int64 (tm, 1);
          XqEntry *entry = &g_array_index (data->entries, XqEntry, i);
          XqPlayer player = { 0 };
          if (entry->members == NULL)
            entry->members = g_array_new (FALSE, FALSE, sizeof (gint64));
          g_array_append_val (entry->members, pid);
          player.id = pid;
          player.team = entry->id;
          player.position = (guint) sqlite3_column_int64 (tm, 2);
          player.name = g_strdup (col_text (tm, 3));
          player.club = g_strdup (col_text (tm, 4));
          player.rating = sqlite3_column_int (tm, 5);
          player.federation_id = g_strdup (col_text (tm, 6));
          g_array_append_val (data->players, player);
        }
      if (rc != SQLITE_DONE)
        {
          xq_store_fail_read (self, error);
          return NULL;
        }
      /* A team without players yet has an empty list; a team's rating (its seeding in a Swiss's
       * first round and a knockout's bracket) is the mean rating of its first B players. */
      for (guint i = 0; i < data->entries->len; i++)
        {
          XqEntry *entry = &g_array_index (data->entries, XqEntry, i);
          int      sum = 0;
          guint    n = 0;

          if (entry->player_id != 0)
            continue;
          if (entry->members == NULL)
            entry->members = g_array_new (FALSE, FALSE, sizeof (gint64));
          for (guint k = 0; k < data->players->len && n < e->team_boards; k++)
            {
              const XqPlayer *p = &g_array_index (data->players, XqPlayer, k);
              if (p->team == entry->id)
                {
                  sum += p->rating;
                  n++;
                }
            }
          entry->rating = n > 0 ? sum / (int) n : 0;
        }
      if (!load_lineups (self, data, error))
        return NULL;
    }

  gm = xq_store_prepare (self,
                         "SELECT g.id, r.number, r.stage, g.board, g.game, g.kind, g.red, g.black, g.red_player,"
                         " g.black_player, g.result, g.forfeit, g.red_violations, g.black_violations, g.annulled, g.bye"
                         " FROM games g JOIN rounds r ON r.id = g.round_id WHERE r.event_id = :id"
                         " ORDER BY r.number, g.board, g.game",
                         error);
  if (gm == NULL)
    return NULL;
  xq_store_bind_int64 (gm, ":id", event_id);
  while ((rc = sqlite3_step (gm)) == SQLITE_ROW)
    {
      XqGame g = { 0 };
      read_game (gm, &g);
      g_array_append_val (data->games, g);
      data->n_rounds = MAX (data->n_rounds, g.round);
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }
  {
    gint64                   max_round = 0;
    g_autoptr (sqlite3_stmt) mr = xq_store_prepare (self, "SELECT coalesce (max (number), 0) FROM rounds WHERE event_id = :id", error);
    if (mr == NULL)
      return NULL;
    xq_store_bind_int64 (mr, ":id", event_id);
    if (sqlite3_step (mr) != SQLITE_ROW)
      {
        xq_store_fail_read (self, error);
        return NULL;
      }
    max_round = sqlite3_column_int64 (mr, 0);
    data->n_rounds = MAX (data->n_rounds, (guint) max_round);
  }
  if (!xq_store_load_season (self, data, error))
    return NULL;
  return g_steal_pointer (&data);
}

static gint64
next_number (XqStore *self,
             gint64   event_id,
             GError **error)
{
  g_autoptr (sqlite3_stmt) stmt =
    xq_store_prepare (self, "SELECT coalesce (max (number), 0) + 1 FROM entries WHERE event_id = :id", error);

  if (stmt == NULL)
    return 0;
  xq_store_bind_int64 (stmt, ":id", event_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      xq_store_fail_read (self, error);
      return 0;
    }
  return sqlite3_column_int64 (stmt, 0);
}

gboolean
xq_store_check_no_rounds (XqStore *self,
                          gint64   event_id,
                          GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, "SELECT count(*) FROM rounds WHERE event_id = :id", error);

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":id", event_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return xq_store_fail_read (self, error);
  if (sqlite3_column_int64 (stmt, 0) > 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "The event has started; entries can no longer be added"));
      return FALSE;
    }
  return TRUE;
}

gint64
xq_store_insert_player (XqStore            *self,
                        const char         *clean_name,
                        const XqPlayerSpec *spec,
                        GError            **error)
{
  g_autoptr (sqlite3_stmt) pl = NULL;

  pl = xq_store_prepare (self,
                         "INSERT INTO players (name, club, rating, federation_id, member_id)"
                         " VALUES (:name, :club, :rating, :fid, :member)",
                         error);
  if (pl == NULL)
    return 0;
  xq_store_bind_text (pl, ":name", clean_name);
  xq_store_bind_text (pl, ":club", spec->club != NULL ? spec->club : "");
  xq_store_bind_int64 (pl, ":rating", spec->rating);
  xq_store_bind_text (pl, ":fid", spec->federation_id != NULL ? spec->federation_id : "");
  if (spec->member_id > 0)
    xq_store_bind_int64 (pl, ":member", spec->member_id);
  else
    xq_store_bind_null (pl, ":member");
  if (!xq_store_step_done (self, pl, error, XQ_T (lang (), "Could not add the player")))
    return 0;
  return sqlite3_last_insert_rowid (xq_store_get_db (self));
}

char *
xq_store_check_player_spec (const XqPlayerSpec *spec,
                            GError            **error)
{
  g_autofree char *clean_name = NULL;

  if (spec->name == NULL || !g_utf8_validate (spec->name, -1, NULL) ||
      *(clean_name = g_strstrip (g_strdup (spec->name))) == '\0')
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A player needs a name"));
      return NULL;
    }
  if (spec->rating < 0 || spec->rating > 9999)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A rating is a number from 0 to 9999"));
      return NULL;
    }
  if ((spec->club != NULL && !g_utf8_validate (spec->club, -1, NULL)) ||
      (spec->federation_id != NULL && !g_utf8_validate (spec->federation_id, -1, NULL)))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "Text must be UTF-8"));
      return NULL;
    }
  /* A line break would split the player's line of a TRF or CSV export. */
  if (!xq_names_one_line (clean_name, XQ_NAMES_MAX) || !xq_names_one_line (spec->club, XQ_NAMES_MAX) ||
      !xq_names_one_line (spec->federation_id, 20))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "A name or club is one line of at most 100 characters, a federation id of at most 20"));
      return NULL;
    }
  return g_steal_pointer (&clean_name);
}

static gint64
insert_player (XqStore            *self,
               gint64              event_id,
               const XqPlayerSpec *spec,
               guint               joined,
               gint64             *entry_id,
               GError            **error)
{
  g_autoptr (sqlite3_stmt) en = NULL;
  g_autofree char         *clean_name = NULL;
  gint64                   player_id, number;

  clean_name = xq_store_check_player_spec (spec, error);
  if (clean_name == NULL)
    return 0;
  player_id = xq_store_insert_player (self, clean_name, spec, error);
  if (player_id == 0)
    return 0;

  number = next_number (self, event_id, error);
  if (number == 0)
    return 0;
  en = xq_store_prepare (self,
                         "INSERT INTO entries (event_id, number, player_id, joined_round)"
                         " VALUES (:event, :number, :player, :joined)",
                         error);
  if (en == NULL)
    return 0;
  xq_store_bind_int64 (en, ":event", event_id);
  xq_store_bind_int64 (en, ":number", number);
  xq_store_bind_int64 (en, ":player", player_id);
  xq_store_bind_int64 (en, ":joined", MAX (joined, 1));
  if (!xq_store_step_done (self, en, error, XQ_T (lang (), "Could not add the player")))
    return 0;
  *entry_id = sqlite3_last_insert_rowid (xq_store_get_db (self));
  return player_id;
}

/* Whether entries may still come in: before round 1 always; in an individual Swiss also later,
 * until its last round is paired (a late entry, paired from the next round). @joined gets the
 * round the new entries are paired from, @late what they get for the rounds before it. */
static gboolean
entries_open (XqStore     *self,
              gint64       event_id,
              guint       *joined,
              XqLateEntry *late,
              GError     **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self,
                                                    "SELECT (SELECT count(*) FROM rounds WHERE event_id = :id), system,"
                                                    " team_boards, rounds, late_entry FROM events WHERE id = :id",
                                                    error);
  guint                    n, planned;
  XqSystem                 system = XQ_SYSTEM_ROUNDROBIN;

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":id", event_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return xq_store_fail_read (self, error);
  n = (guint) sqlite3_column_int64 (stmt, 0);
  xq_system_from_string ((const char *) sqlite3_column_text (stmt, 1), &system);
  planned = (guint) sqlite3_column_int64 (stmt, 3);
  *late = XQ_LATE_ENTRY_NONE;
  xq_late_entry_from_string ((const char *) sqlite3_column_text (stmt, 4), late);
  *joined = n + 1;
  if (n == 0)
    return TRUE;
  if (system == XQ_SYSTEM_SWISS && sqlite3_column_int64 (stmt, 2) == 0)
    {
      if (n < planned)
        return TRUE;
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Every round of the Swiss is paired; entries can no longer be added"));
      return FALSE;
    }
  g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
               XQ_T (lang (), "The event has started; entries can no longer be added"));
  return FALSE;
}

/* A late entry's byes for the rounds before @joined (a half-point or a zero-point bye each, as
 * the event says), as further boards of those rounds. */
static gboolean
add_missed_byes (XqStore  *self,
                 gint64    event_id,
                 gint64    entry_id,
                 guint     joined,
                 XqByeKind kind,
                 GError  **error)
{
  for (guint r = 1; r < joined; r++)
    {
      g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self,
                                                        "SELECT r.id, coalesce (max (g.board), 0) + 1 FROM rounds r"
                                                        " LEFT JOIN games g ON g.round_id = r.id"
                                                        " WHERE r.event_id = :event AND r.number = :round",
                                                        error);
      g_autoptr (GArray)       games = g_array_new (FALSE, TRUE, sizeof (XqGame));
      XqGame                   g = { 0 };
      gint64                   rid;

      if (stmt == NULL)
        return FALSE;
      xq_store_bind_int64 (stmt, ":event", event_id);
      xq_store_bind_int64 (stmt, ":round", r);
      if (sqlite3_step (stmt) != SQLITE_ROW || (rid = sqlite3_column_int64 (stmt, 0)) == 0)
        continue; /* a round without its row: nothing to add to */
      g.board = (guint) sqlite3_column_int64 (stmt, 1);
      g.game = 1;
      g.red = entry_id;
      g.bye = kind;
      g_array_append_val (games, g);
      if (!xq_store_insert_games (self, rid, games, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
xq_store_add_players (XqStore            *self,
                      gint64              event_id,
                      const XqPlayerSpec *specs,
                      guint               n,
                      gint64             *ids,
                      GError            **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  g_autoptr (JsonBuilder) detail = json_builder_new ();
  guint                   joined = 1;
  XqLateEntry             late = XQ_LATE_ENTRY_NONE;

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  if (!xq_store_check_event_exists (self, event_id, error) || !entries_open (self, event_id, &joined, &late, error))
    return FALSE;
  json_builder_begin_object (detail);
  json_builder_set_member_name (detail, "entries");
  json_builder_begin_array (detail);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) local_error = NULL;
      gint64             entry_id = 0;
      gint64             id = insert_player (self, event_id, &specs[i], joined, &entry_id, &local_error);
      if (id != 0 && joined > 1 && late != XQ_LATE_ENTRY_NONE)
        add_missed_byes (self, event_id, entry_id, joined, late == XQ_LATE_ENTRY_HALF ? XQ_BYE_HALF : XQ_BYE_ZERO,
                         &local_error);
      if (id == 0 || local_error != NULL)
        {
          if (n > 1)
            g_propagate_prefixed_error (error, g_steal_pointer (&local_error),
                                        XQ_T (lang (), "Player %u: "), i + 1);
          else
            g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      if (ids != NULL)
        ids[i] = id;
      json_builder_begin_object (detail);
      json_builder_set_member_name (detail, "entry");
      json_builder_add_int_value (detail, entry_id);
      json_builder_set_member_name (detail, "name");
      json_builder_add_string_value (detail, specs[i].name);
      json_builder_end_object (detail);
    }
  json_builder_end_array (detail);
  /* A late entry is a change the arbiter makes by hand: the journal says who and when. */
  if (joined > 1)
    {
      g_autofree char *text = NULL;
      json_builder_set_member_name (detail, "joined_round");
      json_builder_add_int_value (detail, joined);
      json_builder_set_member_name (detail, "missed");
      json_builder_add_string_value (detail, xq_late_entry_to_string (late));
      json_builder_end_object (detail);
      text = xq_store_json_text (detail);
      if (!xq_store_journal_add (self, event_id, "late-entry", joined, text, error))
        return FALSE;
    }
  return xq_store_transaction_commit (tx, error);
}

gint64
xq_store_add_player (XqStore    *self,
                     gint64      event_id,
                     const char *name,
                     int         rating,
                     const char *club,
                     const char *federation_id,
                     GError    **error)
{
  XqPlayerSpec spec = { name, rating, club, federation_id };
  gint64       id = 0;

  if (!xq_store_add_players (self, event_id, &spec, 1, &id, error))
    return 0;
  return id;
}

gint64
xq_store_add_team (XqStore      *self,
                   gint64        event_id,
                   const char   *name,
                   const char   *club,
                   const gint64 *player_ids,
                   guint         n_players,
                   GError      **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       en = NULL;
  gint64                         entry_id, number;

  g_return_val_if_fail (XQ_IS_STORE (self), 0);
  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL) ||
      (club != NULL && !g_utf8_validate (club, -1, NULL)))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A team needs a name"));
      return 0;
    }
  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return 0;
  if (!xq_store_check_event_exists (self, event_id, error) || !xq_store_check_no_rounds (self, event_id, error))
    return 0;
  number = next_number (self, event_id, error);
  if (number == 0)
    return 0;
  en = xq_store_prepare (
    self, "INSERT INTO entries (event_id, number, team_name, team_club) VALUES (:event, :number, :name, :club)", error);
  if (en == NULL)
    return 0;
  xq_store_bind_int64 (en, ":event", event_id);
  xq_store_bind_int64 (en, ":number", number);
  xq_store_bind_text (en, ":name", name);
  xq_store_bind_text (en, ":club", club != NULL ? club : "");
  if (!xq_store_step_done (self, en, error, XQ_T (lang (), "Could not add the team")))
    return 0;
  entry_id = sqlite3_last_insert_rowid (xq_store_get_db (self));
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr (sqlite3_stmt) m = xq_store_prepare (
        self, "INSERT INTO team_members (entry_id, position, player_id) VALUES (:entry, :position, :player)", error);
      if (m == NULL)
        return 0;
      xq_store_bind_int64 (m, ":entry", entry_id);
      xq_store_bind_int64 (m, ":position", i + 1);
      xq_store_bind_int64 (m, ":player", player_ids[i]);
      if (!xq_store_step_done (self, m, error, XQ_T (lang (), "Could not add the team")))
        return 0;
    }
  if (!xq_store_transaction_commit (tx, error))
    return 0;
  return entry_id;
}

gboolean
xq_store_set_groups (XqStore   *self,
                     gint64     event_id,
                     const int *groups,
                     guint      n_entries,
                     GError   **error)
{
  g_autoptr (XqStoreTransaction) tx = xq_store_begin_write (self, error);
  int                            max_group = -1;
  g_autofree gint64             *group_ids = NULL;

  if (tx == NULL)
    return FALSE;
  for (guint i = 0; i < n_entries; i++)
    max_group = MAX (max_group, groups[i]);
  group_ids = g_new0 (gint64, max_group + 2);
  for (int gi = 0; gi <= max_group; gi++)
    {
      g_autoptr (sqlite3_stmt) g = xq_store_prepare (self, "INSERT INTO groups (event_id, name) VALUES (:event, :name)", error);
      char                     name[8];
      if (g == NULL)
        return FALSE;
      g_snprintf (name, sizeof name, "%c", 'A' + gi % 26);
      if (gi >= 26)
        g_snprintf (name, sizeof name, "%c%d", 'A' + gi % 26, gi / 26);
      xq_store_bind_int64 (g, ":event", event_id);
      xq_store_bind_text (g, ":name", name);
      if (!xq_store_step_done (self, g, error, XQ_T (lang (), "Could not form the groups")))
        return FALSE;
      group_ids[gi] = sqlite3_last_insert_rowid (xq_store_get_db (self));
    }
  for (guint i = 0; i < n_entries; i++)
    {
      g_autoptr (sqlite3_stmt) u = xq_store_prepare (
        self, "UPDATE entries SET group_id = :group WHERE event_id = :event AND number = :number", error);
      if (u == NULL)
        return FALSE;
      xq_store_bind_int64 (u, ":group", group_ids[groups[i]]);
      xq_store_bind_int64 (u, ":event", event_id);
      xq_store_bind_int64 (u, ":number", i + 1);
      if (!xq_store_step_done (self, u, error, XQ_T (lang (), "Could not form the groups")))
        return FALSE;
    }
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_insert_games (XqStore *self,
                       gint64   round_id,
                       GArray  *games,
                       GError **error)
{
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame            *g = &g_array_index (games, XqGame, i);
      g_autoptr (sqlite3_stmt) stmt = NULL;
      const char              *score, *forfeit;

      stmt = xq_store_prepare (self,
                               "INSERT INTO games (round_id, board, game, kind, red, black, red_player, black_player,"
                               " result, forfeit, annulled, bye)"
                               " VALUES (:round, :board, :game, :kind, :red, :black, :red_player, :black_player,"
                               " :result, :forfeit, :annulled, :bye)",
                               error);
      if (stmt == NULL)
        return FALSE;
      result_columns (g->result, &score, &forfeit);
      xq_store_bind_int64 (stmt, ":round", round_id);
      xq_store_bind_int64 (stmt, ":board", g->board);
      xq_store_bind_int64 (stmt, ":game", MAX (g->game, 1));
      xq_store_bind_text (stmt, ":kind", xq_game_kind_to_string (g->kind));
      xq_store_bind_int64 (stmt, ":red", g->red);
      if (g->black != 0)
        xq_store_bind_int64 (stmt, ":black", g->black);
      else
        xq_store_bind_null (stmt, ":black");
      if (g->red_player != 0)
        xq_store_bind_int64 (stmt, ":red_player", g->red_player);
      else
        xq_store_bind_null (stmt, ":red_player");
      if (g->black_player != 0)
        xq_store_bind_int64 (stmt, ":black_player", g->black_player);
      else
        xq_store_bind_null (stmt, ":black_player");
      xq_store_bind_text (stmt, ":result", score);
      xq_store_bind_text (stmt, ":forfeit", forfeit);
      xq_store_bind_int64 (stmt, ":annulled", g->annulled ? 1 : 0);
      xq_store_bind_text (stmt, ":bye", g->black == 0 && g->bye != XQ_BYE_PAIRING ? xq_bye_kind_to_string (g->bye) : "");
      if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the pairings")))
        return FALSE;
    }
  return TRUE;
}

gboolean
xq_store_add_round (XqStore *self,
                    gint64   event_id,
                    guint    number,
                    XqStage  stage,
                    GArray  *games,
                    GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  stmt = xq_store_prepare (self, "INSERT INTO rounds (event_id, number, stage) VALUES (:event, :number, :stage)", error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  xq_store_bind_int64 (stmt, ":number", number);
  xq_store_bind_text (stmt, ":stage", stage_names[stage]);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not save the pairings")))
    return FALSE;
  if (!xq_store_insert_games (self, sqlite3_last_insert_rowid (xq_store_get_db (self)), games, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_add_games (XqStore *self,
                    gint64   event_id,
                    guint    number,
                    GArray  *games,
                    GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;
  g_autofree char               *not_found = g_strdup_printf (XQ_T (lang (), "There is no round %u"), number);

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  stmt = xq_store_prepare (self, "SELECT id FROM rounds WHERE event_id = :event AND number = :number", error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  xq_store_bind_int64 (stmt, ":number", number);
  if (!xq_store_step_row (self, stmt, error, not_found))
    return FALSE;
  if (!xq_store_insert_games (self, sqlite3_column_int64 (stmt, 0), games, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

/* The number of the event's last round (0: none paired yet). */
static gboolean
count_rounds (XqStore *self,
              gint64   event_id,
              gint64  *out,
              GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, "SELECT coalesce(max(number), 0) FROM rounds WHERE event_id = :id", error);

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":id", event_id);
  if (!xq_store_step_row (self, stmt, error, XQ_T (lang (), "Could not read the event file")))
    return FALSE;
  *out = sqlite3_column_int64 (stmt, 0);
  return TRUE;
}

gboolean
xq_store_find_game (XqStore *self,
                    gint64   event_id,
                    guint    round,
                    guint    board,
                    guint    game,
                    XqGame  *out,
                    GError **error)
{
  g_autoptr (sqlite3_stmt) gm = NULL;
  int                      rc;

  gm = xq_store_prepare (self,
                         "SELECT g.id, r.number, r.stage, g.board, g.game, g.kind, g.red, g.black, g.red_player,"
                         " g.black_player, g.result, g.forfeit, g.red_violations, g.black_violations, g.annulled, g.bye"
                         " FROM games g JOIN rounds r ON r.id = g.round_id"
                         " WHERE r.event_id = :event AND r.number = :round AND g.board = :board AND g.game = :game",
                         error);
  if (gm == NULL)
    return FALSE;
  xq_store_bind_int64 (gm, ":event", event_id);
  xq_store_bind_int64 (gm, ":round", round);
  xq_store_bind_int64 (gm, ":board", board);
  xq_store_bind_int64 (gm, ":game", game);
  rc = sqlite3_step (gm);
  if (rc == SQLITE_DONE)
    {
      /* Say which id is unknown: the event, its round, or the board (game) of the round. */
      gint64 rounds = 0;
      if (!xq_store_check_event_exists (self, event_id, error) || !count_rounds (self, event_id, &rounds, error))
        return FALSE;
      if (round < 1 || round > rounds)
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Event %lld has no round %u"),
                     (long long) event_id, round);
      else
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Round %u has no board %u (game %u)"),
                     round, board, game);
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    return xq_store_fail_read (self, error);
  read_game (gm, out);
  return TRUE;
}

static gboolean
write_result (XqStore     *self,
              gint64       game_id,
              XqGameResult result,
              guint        red_v,
              guint        black_v,
              gboolean     journal,
              GError     **error)
{
  g_autoptr (sqlite3_stmt) old = NULL;
  g_autoptr (sqlite3_stmt) upd = NULL;
  const char              *score, *forfeit;

  old = xq_store_prepare (self, "SELECT result, forfeit, red_violations, black_violations, black FROM games WHERE id = :id", error);
  if (old == NULL)
    return FALSE;
  xq_store_bind_int64 (old, ":id", game_id);
  if (!xq_store_step_row (self, old, error, XQ_T (lang (), "There is no such game")))
    return FALSE;
  if (sqlite3_column_type (old, 4) == SQLITE_NULL)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "That board is a bye; it has no result to enter"));
      return FALSE;
    }
  result_columns (result, &score, &forfeit);
  if (journal)
    {
      g_autoptr (sqlite3_stmt) j = xq_store_prepare (
        self,
        "INSERT INTO result_journal (game_id, old_result, old_forfeit, old_red_violations, old_black_violations,"
        " new_result, new_forfeit, new_red_violations, new_black_violations)"
        " VALUES (:game, :old_result, :old_forfeit, :old_red, :old_black, :new_result, :new_forfeit, :new_red, :new_black)",
        error);
      if (j == NULL)
        return FALSE;
      xq_store_bind_int64 (j, ":game", game_id);
      xq_store_bind_text (j, ":old_result", col_text (old, 0));
      xq_store_bind_text (j, ":old_forfeit", col_text (old, 1));
      xq_store_bind_int64 (j, ":old_red", sqlite3_column_int64 (old, 2));
      xq_store_bind_int64 (j, ":old_black", sqlite3_column_int64 (old, 3));
      xq_store_bind_text (j, ":new_result", score);
      xq_store_bind_text (j, ":new_forfeit", forfeit);
      xq_store_bind_int64 (j, ":new_red", red_v);
      xq_store_bind_int64 (j, ":new_black", black_v);
      if (!xq_store_step_done (self, j, error, XQ_T (lang (), "Could not save the result")))
        return FALSE;
    }
  upd = xq_store_prepare (self,
                          "UPDATE games SET result = :result, forfeit = :forfeit, red_violations = :red,"
                          " black_violations = :black WHERE id = :id",
                          error);
  if (upd == NULL)
    return FALSE;
  xq_store_bind_text (upd, ":result", score);
  xq_store_bind_text (upd, ":forfeit", forfeit);
  xq_store_bind_int64 (upd, ":red", red_v);
  xq_store_bind_int64 (upd, ":black", black_v);
  xq_store_bind_int64 (upd, ":id", game_id);
  return xq_store_step_done (self, upd, error, XQ_T (lang (), "Could not save the result"));
}

gboolean
xq_store_set_result (XqStore     *self,
                     gint64       game_id,
                     XqGameResult result,
                     guint        red_violations,
                     guint        black_violations,
                     GError     **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  if (red_violations > 3 || black_violations > 3)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "A game has at most 3 violations per side; the third one loses it"));
      return FALSE;
    }
  if (red_violations == 3 && black_violations == 3)
    result = XQ_GAME_RESULT_DOUBLE_FORFEIT; /* both lost by the rule: nobody scores */
  else if (red_violations == 3)
    result = XQ_GAME_RESULT_BLACK_WIN;
  else if (black_violations == 3)
    result = XQ_GAME_RESULT_RED_WIN;
  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  if (!write_result (self, game_id, result, red_violations, black_violations, TRUE, error))
    return FALSE;
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_undo_result (XqStore *self,
                      gint64   event_id,
                      gint64  *game_id,
                      GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       last = NULL;
  g_autoptr (sqlite3_stmt)       mark = NULL;
  gint64                         journal_id, gid;

  if (!xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  last = xq_store_prepare (self,
                           "SELECT j.id, j.game_id, j.old_result, j.old_forfeit, j.old_red_violations,"
                           " j.old_black_violations FROM result_journal j JOIN games g ON g.id = j.game_id"
                           " JOIN rounds r ON r.id = g.round_id WHERE r.event_id = :event AND j.undone = 0"
                           " ORDER BY j.id DESC LIMIT 1",
                           error);
  if (last == NULL)
    return FALSE;
  xq_store_bind_int64 (last, ":event", event_id);
  if (!xq_store_step_row (self, last, error, XQ_T (lang (), "There is no result change to undo")))
    return FALSE;
  journal_id = sqlite3_column_int64 (last, 0);
  gid = sqlite3_column_int64 (last, 1);
  if (!write_result (self, gid, result_from_columns (col_text (last, 2), col_text (last, 3)),
                     (guint) sqlite3_column_int (last, 4), (guint) sqlite3_column_int (last, 5), FALSE, error))
    return FALSE;
  mark = xq_store_prepare (self, "UPDATE result_journal SET undone = 1 WHERE id = :id", error);
  if (mark == NULL)
    return FALSE;
  xq_store_bind_int64 (mark, ":id", journal_id);
  if (!xq_store_step_done (self, mark, error, XQ_T (lang (), "Could not undo the result")))
    return FALSE;
  if (!xq_store_transaction_commit (tx, error))
    return FALSE;
  if (game_id != NULL)
    *game_id = gid;
  return TRUE;
}

static void
clear_journal_entry (gpointer p)
{
  XqJournalEntry *e = p;
  g_free (e->changed);
}

GArray *
xq_store_list_journal (XqStore *self,
                       gint64   event_id,
                       guint    limit,
                       GError **error)
{
  g_autoptr (GArray)       list = g_array_new (FALSE, TRUE, sizeof (XqJournalEntry));
  g_autoptr (sqlite3_stmt) stmt = NULL;
  int                      rc;

  g_array_set_clear_func (list, clear_journal_entry);
  stmt = xq_store_prepare (self,
                           "SELECT j.id, j.game_id, r.number, g.board, g.game, j.old_result, j.old_forfeit,"
                           " j.new_result, j.new_forfeit, j.old_red_violations, j.old_black_violations,"
                           " j.new_red_violations, j.new_black_violations, j.changed"
                           " FROM result_journal j JOIN games g ON g.id = j.game_id JOIN rounds r ON r.id = g.round_id"
                           " WHERE r.event_id = :event AND j.undone = 0 ORDER BY j.id DESC LIMIT :limit",
                           error);
  if (stmt == NULL)
    return NULL;
  xq_store_bind_int64 (stmt, ":event", event_id);
  xq_store_bind_int64 (stmt, ":limit", limit);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      XqJournalEntry e = { 0 };
      e.id = sqlite3_column_int64 (stmt, 0);
      e.game_id = sqlite3_column_int64 (stmt, 1);
      e.round = (guint) sqlite3_column_int (stmt, 2);
      e.board = (guint) sqlite3_column_int (stmt, 3);
      e.game = (guint) sqlite3_column_int (stmt, 4);
      e.old_result = result_from_columns (col_text (stmt, 5), col_text (stmt, 6));
      e.new_result = result_from_columns (col_text (stmt, 7), col_text (stmt, 8));
      e.old_violations[0] = (guint) sqlite3_column_int (stmt, 9);
      e.old_violations[1] = (guint) sqlite3_column_int (stmt, 10);
      e.new_violations[0] = (guint) sqlite3_column_int (stmt, 11);
      e.new_violations[1] = (guint) sqlite3_column_int (stmt, 12);
      e.changed = g_strdup (col_text (stmt, 13));
      g_array_append_val (list, e);
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }
  return g_steal_pointer (&list);
}

gboolean
xq_store_withdraw (XqStore      *self,
                   gint64        entry_id,
                   guint         after_round,
                   gboolean      annul,
                   const gint64 *forfeit_games,
                   guint         n_forfeit_games,
                   GError      **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       w = NULL;

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  w = xq_store_prepare (self, "UPDATE entries SET withdrawn_round = :round WHERE id = :id AND withdrawn_round IS NULL", error);
  if (w == NULL)
    return FALSE;
  xq_store_bind_int64 (w, ":round", after_round);
  xq_store_bind_int64 (w, ":id", entry_id);
  if (!xq_store_step_done (self, w, error, XQ_T (lang (), "Could not record the withdrawal")))
    return FALSE;
  if (sqlite3_changes (xq_store_get_db (self)) != 1)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "That player has already withdrawn"));
      return FALSE;
    }
  if (annul)
    {
      g_autoptr (sqlite3_stmt) a = xq_store_prepare (self, "UPDATE games SET annulled = 1 WHERE red = :id OR black = :id", error);
      if (a == NULL)
        return FALSE;
      xq_store_bind_int64 (a, ":id", entry_id);
      if (!xq_store_step_done (self, a, error, XQ_T (lang (), "Could not record the withdrawal")))
        return FALSE;
    }
  for (guint i = 0; i < n_forfeit_games; i++)
    {
      g_autoptr (sqlite3_stmt) g = xq_store_prepare (self, "SELECT red FROM games WHERE id = :id", error);
      XqGameResult             r;
      if (g == NULL)
        return FALSE;
      xq_store_bind_int64 (g, ":id", forfeit_games[i]);
      if (sqlite3_step (g) != SQLITE_ROW)
        return xq_store_fail (self, error, XQ_T (lang (), "Could not record the withdrawal"));
      r = sqlite3_column_int64 (g, 0) == entry_id ? XQ_GAME_RESULT_BLACK_WIN_FORFEIT : XQ_GAME_RESULT_RED_WIN_FORFEIT;
      if (!write_result (self, forfeit_games[i], r, 0, 0, TRUE, error))
        return FALSE;
    }
  return xq_store_transaction_commit (tx, error);
}
