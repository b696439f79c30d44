/* xq-store-season.c: an event's season in the file — rating method, report, prizes, closing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-store-season.h"

#include <stdio.h>
#include <string.h>

#include "xq-catalog.h"
#include "xq-store-private.h"
#include "xq-store-season-private.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

static const char *
col_text (sqlite3_stmt *stmt,
          int           col)
{
  const char *t = (const char *) sqlite3_column_text (stmt, col);
  return t != NULL ? t : "";
}

static const char *
or_empty (const char *text)
{
  return text != NULL ? text : "";
}

/* Runs @stmt (with :event bound to @event_id) to its end. */
static gboolean
run_for_event (XqStore    *self,
               const char *sql,
               gint64      event_id,
               GError    **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, sql, error);

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  return xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not write the event file"));
}

gboolean
xq_store_write_season (XqStore             *self,
                       gint64               event_id,
                       const XqEventSeason *season,
                       GError             **error)
{
  g_autoptr (sqlite3_stmt) stmt = NULL;

  g_assert (xq_store_in_transaction (self));
  stmt = xq_store_prepare (self,
                           "UPDATE events SET rating_method = :method, rating_k = :k, rating_per_round = :per_round"
                           " WHERE id = :event",
                           error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_text (stmt, ":method", xq_rating_method_to_string (season->rating_method));
  xq_store_bind_int64 (stmt, ":k", season->rating_k > 0 ? season->rating_k : 20);
  xq_store_bind_int64 (stmt, ":per_round", season->rating_per_round ? 1 : 0);
  xq_store_bind_int64 (stmt, ":event", event_id);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not create the event")))
    return FALSE;
  return season->city == NULL || xq_store_set_report (self, event_id, season, error);
}

static gboolean
load_settings (XqStore       *self,
               gint64         event_id,
               XqEventSeason *s,
               GError       **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self,
                                                    "SELECT rating_method, rating_k, rating_per_round, closed, city, federation,"
                                                    " start_date, end_date, chief_arbiter, deputy_arbiters, time_control,"
                                                    " prize_split FROM events WHERE id = :event",
                                                    error);

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  if (!xq_store_step_row (self, stmt, error, XQ_T (lang (), "There is no such event")))
    return FALSE;
  if (!xq_rating_method_from_string (col_text (stmt, 0), &s->rating_method))
    s->rating_method = XQ_RATING_NONE;
  s->rating_k = (guint) sqlite3_column_int (stmt, 1);
  s->rating_per_round = sqlite3_column_int (stmt, 2) != 0;
  g_free (s->closed);
  s->closed = sqlite3_column_type (stmt, 3) == SQLITE_NULL ? NULL : g_strdup (col_text (stmt, 3));
#define TAKE(field, col)                          \
  G_STMT_START                                    \
  {                                               \
    g_free (s->field);                            \
    s->field = g_strdup (col_text (stmt, (col))); \
  }                                               \
  G_STMT_END
  TAKE (city, 4);
  TAKE (federation, 5);
  TAKE (start_date, 6);
  TAKE (end_date, 7);
  TAKE (chief_arbiter, 8);
  TAKE (deputy_arbiters, 9);
  TAKE (time_control, 10);
#undef TAKE
  if (!xq_prize_split_from_string (col_text (stmt, 11), &s->prize_split))
    s->prize_split = XQ_PRIZE_SPLIT_RANKING;
  return TRUE;
}

static gboolean
load_round_dates (XqStore       *self,
                  gint64         event_id,
                  XqEventSeason *s,
                  GError       **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, "SELECT number, date FROM rounds WHERE event_id = :event ORDER BY number", error);
  int                      rc;

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  g_ptr_array_set_size (s->round_dates, 0);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      guint number = (guint) sqlite3_column_int (stmt, 0);
      while (s->round_dates->len < number)
        g_ptr_array_add (s->round_dates, g_strdup (""));
      g_free (g_ptr_array_index (s->round_dates, number - 1));
      g_ptr_array_index (s->round_dates, number - 1) = g_strdup (col_text (stmt, 1));
    }
  return rc == SQLITE_DONE || xq_store_fail_read (self, error);
}

static gboolean
load_prizes (XqStore       *self,
             gint64         event_id,
             XqEventSeason *s,
             GError       **error)
{
  g_autoptr (sqlite3_stmt) pz = NULL, ct = NULL;
  int                      rc;

  ct = xq_store_prepare (self,
                         "SELECT name, sex, born_from, born_to, rating_below, club FROM prize_categories"
                         " WHERE event_id = :event ORDER BY position",
                         error);
  if (ct == NULL)
    return FALSE;
  xq_store_bind_int64 (ct, ":event", event_id);
  while ((rc = sqlite3_step (ct)) == SQLITE_ROW)
    {
      XqPrizeCategory c = { g_strdup (col_text (ct, 0)), g_strdup (col_text (ct, 1)), sqlite3_column_int (ct, 2),
                            sqlite3_column_int (ct, 3), sqlite3_column_int (ct, 4), g_strdup (col_text (ct, 5)) };
      g_array_append_val (s->categories, c);
    }
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);
  pz = xq_store_prepare (self,
                         "SELECT p.category, p.place, p.amount, p.label FROM prizes p"
                         " LEFT JOIN prize_categories c ON c.event_id = p.event_id AND c.name = p.category"
                         " WHERE p.event_id = :event ORDER BY coalesce (c.position, 0), p.place",
                         error);
  if (pz == NULL)
    return FALSE;
  xq_store_bind_int64 (pz, ":event", event_id);
  while ((rc = sqlite3_step (pz)) == SQLITE_ROW)
    {
      XqPrize p = { g_strdup (col_text (pz, 0)), (guint) sqlite3_column_int (pz, 1), sqlite3_column_int64 (pz, 2),
                    g_strdup (col_text (pz, 3)) };
      g_array_append_val (s->prizes, p);
    }
  return rc == SQLITE_DONE || xq_store_fail_read (self, error);
}

/* What the register knows of the event's players. */
static gboolean
load_players (XqStore       *self,
              gint64         event_id,
              XqEventSeason *s,
              GError       **error)
{
  g_autoptr (sqlite3_stmt) stmt = NULL;
  int                      rc;

  stmt = xq_store_prepare (self,
                           "SELECT p.id, m.id, m.sex, m.birth, m.federation, m.title, m.listed_k, m.rated_games, m.highest"
                           " FROM players p JOIN members m ON m.id = p.member_id"
                           " WHERE p.id IN (SELECT player_id FROM entries WHERE event_id = :event AND player_id IS NOT NULL"
                           "  UNION SELECT tm.player_id FROM team_members tm JOIN entries e ON e.id = tm.entry_id"
                           "  WHERE e.event_id = :event)"
                           " ORDER BY p.id",
                           error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      XqSeasonPlayer sp = { sqlite3_column_int64 (stmt, 0), sqlite3_column_int64 (stmt, 1), g_strdup (col_text (stmt, 2)),
                            g_strdup (col_text (stmt, 3)), g_strdup (col_text (stmt, 4)), g_strdup (col_text (stmt, 5)),
                            (guint) sqlite3_column_int (stmt, 6), sqlite3_column_int (stmt, 7), sqlite3_column_int (stmt, 8) };
      g_array_append_val (s->players, sp);
    }
  return rc == SQLITE_DONE || xq_store_fail_read (self, error);
}

gboolean
xq_store_load_season (XqStore     *self,
                      XqEventData *data,
                      GError     **error)
{
  XqEventSeason *s = &data->event.season;

  xq_event_season_init (s);
  return load_settings (self, data->event.id, s, error) && load_round_dates (self, data->event.id, s, error) &&
         load_prizes (self, data->event.id, s, error) && load_players (self, data->event.id, s, error);
}

gboolean
xq_store_copy_season (XqStore *self,
                      gint64   from,
                      gint64   to,
                      GError **error)
{
  g_autoptr (sqlite3_stmt) ev = NULL, ct = NULL, pz = NULL;

  ev = xq_store_prepare (self,
                         "UPDATE events SET (rating_method, rating_k, rating_per_round, city, federation, chief_arbiter,"
                         " deputy_arbiters, time_control, prize_split) = (SELECT rating_method, rating_k, rating_per_round,"
                         " city, federation, chief_arbiter, deputy_arbiters, time_control, prize_split FROM events"
                         " WHERE id = :from) WHERE id = :to",
                         error);
  ct = xq_store_prepare (self,
                         "INSERT INTO prize_categories (event_id, name, position, sex, born_from, born_to, rating_below, club)"
                         " SELECT :to, name, position, sex, born_from, born_to, rating_below, club FROM prize_categories"
                         " WHERE event_id = :from",
                         error);
  pz = xq_store_prepare (self,
                         "INSERT INTO prizes (event_id, category, place, amount, label)"
                         " SELECT :to, category, place, amount, label FROM prizes WHERE event_id = :from",
                         error);
  if (ev == NULL || ct == NULL || pz == NULL)
    return FALSE;
  for (guint i = 0; i < 3; i++)
    {
      sqlite3_stmt *stmt = i == 0 ? ev : i == 1 ? ct
                                                : pz;
      xq_store_bind_int64 (stmt, ":from", from);
      xq_store_bind_int64 (stmt, ":to", to);
      if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not create the event")))
        return FALSE;
    }
  return TRUE;
}

/* NOT_FOUND for a missing event, CONSTRAINT for a closed one. */
static gboolean
check_open (XqStore *self,
            gint64   event_id,
            GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, "SELECT closed IS NOT NULL FROM events WHERE id = :event", error);

  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":event", event_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no event %lld"), (long long) event_id);
      return FALSE;
    }
  if (sqlite3_column_int (stmt, 0) != 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "The event is closed: its ratings are in the register and it can no longer change"));
      return FALSE;
    }
  return TRUE;
}

gboolean
xq_store_set_rating_method (XqStore       *self,
                            gint64         event_id,
                            XqRatingMethod method,
                            guint          k,
                            gboolean       per_round,
                            GError       **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  XqEventSeason                  s = { 0 };

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  if (k < 1 || k > 100)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "K is a number from 1 to 100"));
      return FALSE;
    }
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !check_open (self, event_id, error))
    return FALSE;
  s.rating_method = method;
  s.rating_k = k;
  s.rating_per_round = per_round;
  return xq_store_write_season (self, event_id, &s, error) && xq_store_transaction_commit (tx, error);
}

/* Whether @date is "" or a real date YYYY-MM-DD. */
static gboolean
valid_date (const char *date)
{
  int                   y, m, d;
  g_autoptr (GDateTime) dt = NULL;

  if (date == NULL || *date == '\0')
    return TRUE;
  if (strlen (date) != 10 || sscanf (date, "%4d-%2d-%2d", &y, &m, &d) != 3 || date[4] != '-' || date[7] != '-')
    return FALSE;
  dt = g_date_time_new_utc (y, m, d, 0, 0, 0);
  return dt != NULL;
}

static gboolean
check_text (const char *text,
            guint       max,
            const char *what,
            GError    **error)
{
  if (text == NULL)
    return TRUE;
  if (!g_utf8_validate (text, -1, NULL) || g_utf8_strlen (text, -1) > max || strpbrk (text, "\r\n\t") != NULL)
    {
      /* Translators: %s names a field (city, arbiter, …), %u a number of characters */
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "The %s must be one line of at most %u characters"),
                   what, max);
      return FALSE;
    }
  return TRUE;
}

gboolean
xq_store_set_report (XqStore             *self,
                     gint64               event_id,
                     const XqEventSeason *season,
                     GError             **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;
  gboolean                       own = !xq_store_in_transaction (self);

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  if (!valid_date (season->start_date) || !valid_date (season->end_date))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A date is written YYYY-MM-DD"));
      return FALSE;
    }
  if (!check_text (season->city, 60, XQ_T (lang (), "city"), error) || !check_text (season->federation, 3, XQ_T (lang (), "federation"), error) ||
      !check_text (season->chief_arbiter, 60, XQ_T (lang (), "chief arbiter"), error) ||
      !check_text (season->deputy_arbiters, 200, XQ_T (lang (), "deputy arbiters"), error) ||
      !check_text (season->time_control, 60, XQ_T (lang (), "time control"), error))
    return FALSE;
  /* A closed event's report may still be completed (a report is sent after the event). */
  if (own && ((tx = xq_store_begin_write (self, error)) == NULL || !xq_store_check_event_exists (self, event_id, error)))
    return FALSE;
  stmt = xq_store_prepare (self,
                           "UPDATE events SET city = :city, federation = :federation, start_date = :start, end_date = :end,"
                           " chief_arbiter = :chief, deputy_arbiters = :deputies, time_control = :tc, prize_split = :split"
                           " WHERE id = :event",
                           error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_text (stmt, ":city", or_empty (season->city));
  xq_store_bind_text (stmt, ":federation", or_empty (season->federation));
  xq_store_bind_text (stmt, ":start", or_empty (season->start_date));
  xq_store_bind_text (stmt, ":end", or_empty (season->end_date));
  xq_store_bind_text (stmt, ":chief", or_empty (season->chief_arbiter));
  xq_store_bind_text (stmt, ":deputies", or_empty (season->deputy_arbiters));
  xq_store_bind_text (stmt, ":tc", or_empty (season->time_control));
  xq_store_bind_text (stmt, ":split", xq_prize_split_to_string (season->prize_split));
  xq_store_bind_int64 (stmt, ":event", event_id);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not write the event file")))
    return FALSE;
  return !own || xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_set_round_date (XqStore    *self,
                         gint64      event_id,
                         guint       round,
                         const char *date,
                         GError    **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       stmt = NULL;

  if (!valid_date (date))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A date is written YYYY-MM-DD"));
      return FALSE;
    }
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  stmt = xq_store_prepare (self, "UPDATE rounds SET date = :date WHERE event_id = :event AND number = :round", error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_text (stmt, ":date", or_empty (date));
  xq_store_bind_int64 (stmt, ":event", event_id);
  xq_store_bind_int64 (stmt, ":round", round);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not write the event file")))
    return FALSE;
  if (sqlite3_changes (xq_store_get_db (self)) == 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Round %u has not been paired"), round);
      return FALSE;
    }
  return xq_store_transaction_commit (tx, error);
}

gboolean
xq_store_set_prizes (XqStore               *self,
                     gint64                 event_id,
                     const XqPrizeCategory *category,
                     const XqPrize         *prizes,
                     guint                  n,
                     GError               **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (sqlite3_stmt)       del = NULL;
  const char                    *name = category != NULL ? category->name : "";

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  if (category != NULL && (!check_text (category->name, 40, XQ_T (lang (), "category's name"), error) || *category->name == '\0'))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A prize category needs a name"));
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (prizes[i].place < 1 || prizes[i].amount < 0 || !check_text (prizes[i].label, 60, XQ_T (lang (), "prize's label"), error))
      {
        if (error != NULL && *error == NULL)
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A prize is for a place from 1 and an amount of 0 or more"));
        return FALSE;
      }
  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !xq_store_check_event_exists (self, event_id, error))
    return FALSE;
  del = xq_store_prepare (self, "DELETE FROM prizes WHERE event_id = :event AND category = :category", error);
  if (del == NULL)
    return FALSE;
  xq_store_bind_int64 (del, ":event", event_id);
  xq_store_bind_text (del, ":category", name);
  if (!xq_store_step_done (self, del, error, XQ_T (lang (), "Could not write the event file")))
    return FALSE;
  if (category != NULL)
    {
      g_autoptr (sqlite3_stmt) c = NULL;
      if (n == 0)
        c = xq_store_prepare (self, "DELETE FROM prize_categories WHERE event_id = :event AND name = :name", error);
      else
        c = xq_store_prepare (self,
                              "INSERT INTO prize_categories (event_id, name, position, sex, born_from, born_to, rating_below, club)"
                              " VALUES (:event, :name, coalesce ((SELECT position FROM prize_categories WHERE event_id = :event"
                              " AND name = :name), (SELECT coalesce (max (position), 0) + 1 FROM prize_categories"
                              " WHERE event_id = :event)), :sex, :from, :to, :below, :club)"
                              " ON CONFLICT (event_id, name) DO UPDATE SET sex = :sex, born_from = :from, born_to = :to,"
                              " rating_below = :below, club = :club",
                              error);
      if (c == NULL)
        return FALSE;
      xq_store_bind_int64 (c, ":event", event_id);
      xq_store_bind_text (c, ":name", name);
      if (n > 0)
        {
          xq_store_bind_text (c, ":sex", or_empty (category->sex));
          xq_store_bind_int64 (c, ":from", category->born_from);
          xq_store_bind_int64 (c, ":to", category->born_to);
          xq_store_bind_int64 (c, ":below", category->rating_below);
          xq_store_bind_text (c, ":club", or_empty (category->club));
        }
      if (!xq_store_step_done (self, c, error, XQ_T (lang (), "Could not write the event file")))
        return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (sqlite3_stmt) ins = xq_store_prepare (
        self, "INSERT INTO prizes (event_id, category, place, amount, label) VALUES (:event, :category, :place, :amount, :label)", error);
      if (ins == NULL)
        return FALSE;
      xq_store_bind_int64 (ins, ":event", event_id);
      xq_store_bind_text (ins, ":category", name);
      xq_store_bind_int64 (ins, ":place", prizes[i].place);
      xq_store_bind_int64 (ins, ":amount", prizes[i].amount);
      xq_store_bind_text (ins, ":label", or_empty (prizes[i].label));
      if (!xq_store_step_done (self, ins, error, XQ_T (lang (), "Could not write the event file")))
        {
          if (sqlite3_extended_errcode (xq_store_get_db (self)) == SQLITE_CONSTRAINT_PRIMARYKEY)
            {
              g_clear_error (error);
              g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "Place %u has two prizes"), prizes[i].place);
            }
          return FALSE;
        }
    }
  return xq_store_transaction_commit (tx, error);
}

/* The member a player links to, 0 for none. */
static gint64
member_of (XqStore *self,
           gint64   player,
           GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, "SELECT coalesce (member_id, 0) FROM players WHERE id = :player", error);

  if (stmt == NULL)
    return -1;
  xq_store_bind_int64 (stmt, ":player", player);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return 0;
  return sqlite3_column_int64 (stmt, 0);
}

static gboolean
record_change (XqStore              *self,
               const XqEventData    *data,
               const char           *now,
               const XqPlayerRating *r,
               gint64                member,
               GError              **error)
{
  g_autoptr (sqlite3_stmt) h = NULL, m = NULL;
  int                      new_rating = r->new_rating;

  h = xq_store_prepare (self,
                        "INSERT INTO rating_history (member_id, event_id, event_name, closed, method, old_rating, new_rating,"
                        " k, games, score, performance) VALUES (:member, :event, :name, :closed, :method, :old, :new, :k,"
                        " :games, :score, :performance)",
                        error);
  m = xq_store_prepare (self,
                        "UPDATE members SET rating = :new, highest = max (highest, :new),"
                        " rated_games = CASE WHEN rated_games < 0 THEN -1 ELSE rated_games + :games END,"
                        " updated = :closed WHERE id = :member",
                        error);
  if (h == NULL || m == NULL)
    return FALSE;
  xq_store_bind_int64 (h, ":member", member);
  xq_store_bind_int64 (h, ":event", data->event.id);
  xq_store_bind_text (h, ":name", data->event.name);
  xq_store_bind_text (h, ":closed", now);
  xq_store_bind_text (h, ":method", xq_rating_method_to_string (data->event.season.rating_method));
  xq_store_bind_int64 (h, ":old", r->rating);
  xq_store_bind_int64 (h, ":new", new_rating);
  xq_store_bind_int64 (h, ":k", r->k);
  xq_store_bind_int64 (h, ":games", r->rating > 0 ? r->games : 0);
  xq_store_bind_int64 (h, ":score", r->score);
  xq_store_bind_int64 (h, ":performance", r->performance);
  xq_store_bind_int64 (m, ":new", new_rating);
  xq_store_bind_int64 (m, ":games", r->rating > 0 ? r->games : 0);
  xq_store_bind_text (m, ":closed", now);
  xq_store_bind_int64 (m, ":member", member);
  return xq_store_step_done (self, h, error, XQ_T (lang (), "Could not write the event file")) &&
         xq_store_step_done (self, m, error, XQ_T (lang (), "Could not write the event file"));
}

gboolean
xq_event_check_closable (const XqEventData *data,
                         GError           **error)
{
  const XqGame *g = xq_event_data_find_missing_result (data, 0);

  if (g != NULL)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Round %u, board %u has no result yet: enter every result before closing the event"),
                   g->round, g->board);
      return FALSE;
    }
  return TRUE;
}

gboolean
xq_store_close_event (XqStore *self,
                      gint64   event_id,
                      GArray **ratings,
                      GError **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (XqEventData)        data = NULL;
  g_autoptr (GArray)             changes = NULL;
  g_autoptr (GArray)             violations = NULL;
  g_autoptr (GDateTime)          utc = g_date_time_new_now_utc ();
  g_autofree char               *now = g_date_time_format (utc, "%Y-%m-%dT%H:%M:%SZ");

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  tx = xq_store_begin_write (self, error);
  if (tx == NULL || !check_open (self, event_id, error))
    return FALSE;
  data = xq_store_load_event (self, event_id, error);
  if (data == NULL)
    return FALSE;
  if (!xq_event_check_closable (data, error))
    return FALSE;
  changes = xq_event_ratings_of_event (data, 0);
  for (guint i = 0; i < changes->len; i++)
    {
      const XqPlayerRating *r = &g_array_index (changes, XqPlayerRating, i);
      gint64                member;

      if ((r->rating > 0 && r->games == 0) || (r->rating == 0 && r->new_rating == 0))
        continue; /* no rated game, no first rating */
      member = member_of (self, r->player_id, error);
      if (member < 0)
        return FALSE;
      if (member > 0 && !record_change (self, data, now, r, member, error))
        return FALSE;
    }
  /* Every player of the register gets the member's rating: events not under way take it; those
   * under way or over fixed their ratings when paired (the rounds_fix_ratings trigger). */
  if (!run_for_event (self,
                      "UPDATE players SET rating = (SELECT m.rating FROM members m WHERE m.id = players.member_id)"
                      " WHERE member_id IN (SELECT p.member_id FROM players p WHERE p.member_id IS NOT NULL AND p.id IN"
                      " (SELECT player_id FROM entries WHERE event_id = :event UNION SELECT tm.player_id FROM team_members tm"
                      " JOIN entries e ON e.id = tm.entry_id WHERE e.event_id = :event))",
                      event_id, error))
    return FALSE;
  {
    g_autoptr (sqlite3_stmt) c = xq_store_prepare (self, "UPDATE events SET closed = :now WHERE id = :event", error);
    if (c == NULL)
      return FALSE;
    xq_store_bind_text (c, ":now", now);
    xq_store_bind_int64 (c, ":event", event_id);
    if (!xq_store_step_done (self, c, error, XQ_T (lang (), "Could not write the event file")))
      return FALSE;
  }
  if (!xq_store_transaction_commit (tx, error))
    return FALSE;
  if (ratings != NULL)
    *ratings = g_steal_pointer (&changes);
  return TRUE;
}

static void
clear_change (gpointer p)
{
  XqRatingChange *c = p;

  g_free (c->event_name);
  g_free (c->closed);
}

GArray *
xq_store_member_history (XqStore *self,
                         gint64   member_id,
                         GError **error)
{
  g_autoptr (GArray)       out = g_array_new (FALSE, TRUE, sizeof (XqRatingChange));
  g_autoptr (sqlite3_stmt) stmt = NULL;
  int                      rc;

  g_return_val_if_fail (XQ_IS_STORE (self), NULL);

  g_array_set_clear_func (out, clear_change);
  stmt = xq_store_prepare (self,
                           "SELECT coalesce (event_id, 0), event_name, closed, method, old_rating, new_rating, k, games, score,"
                           " performance FROM rating_history WHERE member_id = :member ORDER BY id",
                           error);
  if (stmt == NULL)
    return NULL;
  xq_store_bind_int64 (stmt, ":member", member_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      XqRatingChange c = { sqlite3_column_int64 (stmt, 0), g_strdup (col_text (stmt, 1)), g_strdup (col_text (stmt, 2)) };
      xq_rating_method_from_string (col_text (stmt, 3), &c.method);
      c.old_rating = sqlite3_column_int (stmt, 4);
      c.new_rating = sqlite3_column_int (stmt, 5);
      c.k = (guint) sqlite3_column_int (stmt, 6);
      c.games = (guint) sqlite3_column_int (stmt, 7);
      c.score = sqlite3_column_int (stmt, 8);
      c.performance = sqlite3_column_int (stmt, 9);
      g_array_append_val (out, c);
    }
  if (rc != SQLITE_DONE)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }
  return g_steal_pointer (&out);
}
