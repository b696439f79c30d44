/* test-season.c: the club's season in the event file — the register of members (migration from
 * version 6 with a backup and no entry lost, CSV import, editing, entering members), ratings fixed
 * per event, closing an event into the register with its history, the rating report, prizes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "sqlite-util.h"
#include "xq-desk.h"
#include "xq-export.h"
#include "xq-prizes.h"
#include "xq-store-season.h"
#include "xq-store.h"

typedef struct
{
  char    *dir;
  char    *path;
  XqStore *store;
} Fixture;

static void
setup (Fixture      *f,
       gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_build_filename (g_get_user_data_dir (), "season", NULL);
  g_assert_cmpint (g_mkdir_with_parents (f->dir, 0700), ==, 0);
  f->path = g_build_filename (f->dir, "club.db", NULL);
  if (data == NULL)
    {
      f->store = xq_store_open (f->path, &error);
      g_assert_no_error (error);
    }
}

static void
teardown (Fixture      *f,
          gconstpointer data)
{
  if (f->store != NULL)
    g_assert_finalize_object (f->store);
  g_free (f->path);
  g_free (f->dir);
}

static gint64
query_int (const char *path,
           const char *sql)
{
  sqlite3      *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64        v = -1;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    v = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return v;
}

/* Every row of @table as text, in rowid order. */
static char *
table_text (const char *path,
            const char *table,
            const char *columns)
{
  g_autofree char *sql = g_strdup_printf ("SELECT group_concat (%s, '|') FROM (SELECT * FROM %s ORDER BY rowid)", columns, table);
  return test_sqlite_text (path, FALSE, sql);
}

/* ---- Migration ---------------------------------------------------------------------------- */

static void
test_migrate_v6 (Fixture      *f,
                 gconstpointer data)
{
  static const struct
  {
    const char *table, *columns;
  } kept[] = {
    { "events", "quote (id) || name || system || rounds || scoring || created || rule_profile || match_points || swiss_pairing" },
    { "players", "id || name || club || rating || federation_id" },
    { "entries", "id || event_id || number || coalesce (player_id, '-') || coalesce (team_name, '-') || joined_round" },
    { "team_members", "entry_id || position || player_id" },
    { "rounds", "id || event_id || number || stage" },
    { "games", "id || round_id || board || game || kind || red || coalesce (black, '-') || result || forfeit || bye" },
    { "result_journal", "id || game_id || old_result || new_result || changed || undone" },
  };
  g_autofree char        *src = g_test_build_filename (G_TEST_DIST, "data", "store", "events-v6.db", NULL);
  g_autofree char        *contents = NULL;
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) one = NULL, three = NULL;
  gsize                   len;
  const char             *backup;

  g_test_summary ("A version 6 file is backed up, then gets the register: one member for each name, club and "
                  "federation id, every player linked, the events under way keep their ratings, and no row of "
                  "any earlier table changes — no entry lost");
  g_assert_true (g_file_get_contents (src, &contents, &len, NULL));
  g_assert_true (g_file_set_contents (f->path, contents, len, NULL));
  f->store = xq_store_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_store_get_schema_version (f->store), ==, 7);
  backup = xq_store_get_backup_path (f->store);
  g_assert_nonnull (backup);
  g_assert_cmpint (query_int (backup, "PRAGMA user_version"), ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *before = table_text (backup, kept[i].table, kept[i].columns);
      g_autofree char *after = table_text (f->path, kept[i].table, kept[i].columns);
      g_assert_nonnull (before);
      g_assert_cmpstr (after, ==, before);
    }
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM entries"), ==, 17);
  /* 15 player rows; 12 people: 王天一 of 北京 three times (two ratings), 许银川 of 广东 twice,
   * 郑惟桐 of 四川 and of 重庆 apart. */
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM players"), ==, 15);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM members"), ==, 12);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM players WHERE member_id IS NULL"), ==, 0);
  g_assert_cmpint (query_int (f->path, "SELECT count(DISTINCT member_id) FROM players WHERE name = '王天一'"), ==, 1);
  g_assert_cmpint (query_int (f->path, "SELECT count(DISTINCT member_id) FROM players WHERE name = '郑惟桐'"), ==, 2);
  /* The member is rated as the latest row rated him (2610, event 3), the highest 2610. */
  g_assert_cmpint (query_int (f->path, "SELECT rating FROM members WHERE name = '王天一'"), ==, 2610);
  /* Events 1 and 2 are under way: ratings fixed; events 3 and 4 take the player's. */
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM entries WHERE event_id = 1 AND rating IS NOT NULL"), ==, 5);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM team_members WHERE rating IS NOT NULL"), ==, 6);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM entries WHERE event_id IN (3, 4) AND rating IS NOT NULL"), ==, 0);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM events WHERE rating_method = 'none' AND closed IS NULL"), ==, 4);
  g_assert_cmpint (query_int (f->path, "PRAGMA foreign_key_check"), ==, -1);
  /* The events read as before. */
  one = xq_store_load_event (f->store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (one->entries->len, ==, 5);
  g_assert_cmpint (g_array_index (one->entries, XqEntry, 0).rating, ==, 2600);
  three = xq_store_load_event (f->store, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (three->entries, XqEntry, 0).rating, ==, 2610);
}

/* ---- The register ------------------------------------------------------------------------- */

static gint64
add (Fixture    *f,
     const char *name,
     const char *club,
     int         rating,
     const char *birth)
{
  g_autoptr (GError) error = NULL;
  XqMember           m = { 0, (char *) name, (char *) club, rating, NULL, NULL, NULL, NULL, (char *) birth, NULL, 0, -1, 0 };
  gint64             id = xq_store_add_member (f->store, &m, &error);

  g_assert_no_error (error);
  return id;
}

static void
test_members (Fixture      *f,
              gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) found = NULL, all = NULL;
  g_auto (XqMember)  m = { 0 };
  static const struct
  {
    const char *name, *sex, *birth, *federation;
    int         rating;
  } bad[] = {
    { "", "", "", "", 0 },
    { "  ", "", "", "", 0 },
    { "a\nb", "", "", "", 0 },
    { "ok", "x", "", "", 0 },
    { "ok", "", "1890", "", 0 },
    { "ok", "", "2010-02-30", "", 0 },
    { "ok", "", "3000", "", 0 },
    { "ok", "", "", "china", 0 },
    { "ok", "", "", "", 10000 },
    { "ok", "", "90", "", 0 },
  };

  g_test_summary ("The register: members added, found by type-ahead (pinyin initials), edited; what is not a "
                  "member's data is refused saying what");
  add (f, "张伟", "东城", 2150, "1990");
  add (f, "王天一", "北京", 2600, "");
  add (f, "安琪", "西城", 1980, "2010-05-01");
  found = xq_store_list_members (f->store, "zw", XQ_LANG_ZH_CN, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (g_array_index (found, XqMember, 0).name, ==, "张伟");
  all = xq_store_list_members (f->store, NULL, XQ_LANG_ZH_CN, &error);
  g_assert_cmpuint (all->len, ==, 3);
  g_assert_cmpstr (g_array_index (all, XqMember, 0).name, ==, "安琪"); /* pinyin order */
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) e = NULL;
      XqMember           m2 = { 0, (char *) bad[i].name, NULL, bad[i].rating, NULL, (char *) bad[i].federation, NULL, (char *) bad[i].sex,
                                (char *) bad[i].birth, NULL, 0, -1, 0 };
      g_assert_cmpint (xq_store_add_member (f->store, &m2, &e), ==, 0);
      g_assert_error (e, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
    }
  g_assert_true (xq_store_get_member (f->store, 1, &m, &error));
  g_free (m.club);
  m.club = g_strdup ("南城");
  g_assert_true (xq_store_update_member (f->store, &m, &error));
  g_assert_no_error (error);
  m.id = 99;
  g_assert_false (xq_store_update_member (f->store, &m, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
}

/* Imports @csv; returns the error's message (NULL on success) and sets @counts. */
static char *
import (Fixture        *f,
        const char     *csv,
        gsize           len,
        XqMemberImport *counts)
{
  g_autoptr (GError) error = NULL;

  if (xq_store_import_members (f->store, csv, len, counts, &error))
    return NULL;
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  return g_strdup (error->message);
}

static void
test_import (Fixture      *f,
             gconstpointer data)
{
  static const char list[] = "姓名,单位,等级分,性别,出生,编号,Tit,SGm\r\n"
                             "张伟,东城,2150,男,1990,CN001,,12\r\n"
                             "\"王, 天一\",北京,2600,男,1988/06/14,CN002,GM,\r\n"
                             "安琪,西城,,女,2010,,,\r\n";
  static const struct
  {
    const char *csv, *where;
  } refused[] = {
    { "name,rating\nA,1500\nB,\"1,500\"\n", "line 3, column 3" },
    { "name,rating\nA,15 00\n", "line 2, column 3" },
    { "name,rating\n\"A\nB\",1500\n", "line 2, column 1" },
    { "name\rA\rB\r", "line 1, column 5" },
    { "name,rating\nA,12\0003\n", "line 2, column 5" },
    { "name,club\nA,x\nA,x\n", "line 3" },
    { "club,rating\nx,1\n", "line 1" },
    { "name,rating\nA\n", "line 2" },
    { "name,sex\nA,x\n", "line 2, column 3" },
    { "name,birth\nA,1990-13-01\n", "line 2, column 3" },
    { "name\n\"A\n", "line 2, column 1" },
    { "name\nA\"B\n", "line 2, column 2" },
    { "name\n\xff\n", "line 2, column 1" },
  };
  XqMemberImport     counts = { 0 };
  g_autofree char   *err = NULL;
  g_autofree char   *long_name = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (XqMember)  m = { 0 };

  g_test_summary ("Importing members from CSV: read exactly or refused whole with the line and column; a list "
                  "imported again adds no one twice, a rating list updates the members by federation id");
  err = import (f, list, sizeof list - 1, &counts);
  g_assert_null (err);
  g_assert_cmpuint (counts.added, ==, 3);
  g_assert_true (xq_store_get_member (f->store, 2, &m, &error));
  g_assert_cmpstr (m.name, ==, "王, 天一");
  g_assert_cmpstr (m.birth, ==, "1988-06-14");
  g_assert_cmpstr (m.title, ==, "GM");
  g_assert_cmpstr (m.sex, ==, "m");
  xq_member_clear (&m);
  g_assert_true (xq_store_get_member (f->store, 1, &m, &error));
  g_assert_cmpint (m.rated_games, ==, 12);
  xq_member_clear (&m);
  /* Again: nothing added. */
  g_assert_null (import (f, list, sizeof list - 1, &counts));
  g_assert_cmpuint (counts.added, ==, 0);
  g_assert_cmpuint (counts.unchanged, ==, 3);
  /* A newer rating list: members found by federation id, one new. */
  {
    static const char newer[] = "ID,Name,Rtg\nCN001,张伟,2170\nCN002,\"王, 天一\",2600\nCN009,新人,1800\n";
    g_assert_null (import (f, newer, sizeof newer - 1, &counts));
    g_assert_cmpuint (counts.updated, ==, 1);
    g_assert_cmpuint (counts.unchanged, ==, 1);
    g_assert_cmpuint (counts.added, ==, 1);
    g_assert_cmpint (query_int (f->path, "SELECT rating FROM members WHERE federation_id = 'CN001'"), ==, 2170);
  }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      gsize            len = strlen (refused[i].csv);
      g_autofree char *msg = NULL;
      gint64           before = query_int (f->path, "SELECT count(*) FROM members");
      if (i == 4)
        len = 21; /* the NUL inside */
      msg = import (f, refused[i].csv, len, &counts);
      if (msg == NULL || strstr (msg, refused[i].where) == NULL)
        g_error ("CSV %u: expected an error at %s, got %s", i, refused[i].where, msg != NULL ? msg : "success");
      g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM members"), ==, before);
    }
  /* A name over 100 characters. */
  long_name = g_strnfill (101, 'a');
  {
    g_autofree char *csv = g_strdup_printf ("name\n%s\n", long_name);
    g_autofree char *msg = import (f, csv, strlen (csv), &counts);
    g_assert_nonnull (strstr (msg, "line 2, column 1"));
  }
}

/* ---- Events, closing, history -------------------------------------------------------------- */

static gint64
rated_event (Fixture       *f,
             const char    *name,
             XqRatingMethod method)
{
  g_autoptr (GError) error = NULL;
  XqEvent            e = { 0 };
  gint64             id;

  e.name = (char *) name;
  e.system = XQ_SYSTEM_ROUNDROBIN;
  e.scoring = XQ_SCORING_2_1_0;
  e.games_per_match = 1;
  e.season.rating_method = method;
  e.season.rating_k = 32;
  id = xq_store_create_event (f->store, &e, &error);
  g_assert_no_error (error);
  return id;
}

static void
enter (Fixture *f,
       gint64   event,
       gint64   member)
{
  g_autoptr (GError) error = NULL;
  g_assert_cmpint (xq_store_enter_member (f->store, event, 0, member, &error), >, 0);
  g_assert_no_error (error);
}

/* Pairs and plays a round: Red wins on every board, or with @by_number the entry registered
 * first. */
static void
play_round_as (Fixture *f,
               gint64   event,
               gboolean by_number)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) games = NULL;
  guint              round = xq_desk_pair (f->store, event, &games, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      if (g->black != 0)
        g_assert_true (xq_desk_set_result (f->store, event, round, g->board, g->game,
                                           !by_number || g->red < g->black ? "1-0" : "0-1", -1, -1, &error));
      g_assert_no_error (error);
    }
}

static void
play_round (Fixture *f,
            gint64   event)
{
  play_round_as (f, event, FALSE);
}

static void
test_close (Fixture      *f,
            gconstpointer data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (GArray)      changes = NULL, history = NULL;
  g_autoptr (XqEventData) before = NULL, after = NULL, next = NULL;
  g_auto (XqMember)       m = { 0 };
  gint64                  a, d, spring, summer, autumn;

  g_test_summary ("Closing an event: each member's change into the register with its history; an event not "
                  "started takes the new ratings, an event under way keeps its own; a closed event takes no "
                  "result and no round");
  a = add (f, "张伟", "东城", 2000, "1990");
  add (f, "王天一", "北京", 2000, "");
  add (f, "安琪", "西城", 2000, "");
  d = add (f, "白雪", "西城", 2000, "");
  spring = rated_event (f, "Spring", XQ_RATING_CLUB);
  summer = rated_event (f, "Summer", XQ_RATING_CLUB);
  autumn = rated_event (f, "Autumn", XQ_RATING_CLUB);
  for (gint64 m_id = a; m_id <= d; m_id++)
    {
      enter (f, spring, m_id);
      enter (f, summer, m_id);
      enter (f, autumn, m_id);
    }
  /* Entering a member twice is refused. */
  g_assert_cmpint (xq_store_enter_member (f->store, spring, 0, a, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);

  /* Summer starts (its ratings fixed); spring is played out. */
  play_round (f, summer);
  for (guint r = 0; r < 3; r++)
    play_round (f, spring);
  before = xq_store_load_event (f->store, summer, &error);
  g_assert_true (xq_store_close_event (f->store, spring, &changes, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes->len, ==, 4);

  /* Club method, K 32, everyone 2000: each game expects .50, so a win is +16, a loss −16. */
  {
    g_autoptr (XqEventData) s = xq_store_load_event (f->store, spring, &error);
    g_autoptr (XqStandings) st = xq_standings_compute (s, NULL);
    for (guint i = 0; i < changes->len; i++)
      {
        const XqPlayerRating *r = &g_array_index (changes, XqPlayerRating, i);
        int                   wins = 0;
        for (guint k = 0; k < s->games->len; k++)
          {
            const XqGame *g = &g_array_index (s->games, XqGame, k);
            wins += g->red == xq_desk_entry_of_player (s, r->player_id) && g->black != 0;
          }
        g_assert_cmpint (r->change, ==, 16 * wins - 16 * (3 - wins));
        g_assert_cmpuint (r->k, ==, 32);
      }
    g_assert_nonnull (s->event.season.closed);
  }
  g_assert_true (xq_store_get_member (f->store, a, &m, &error));
  history = xq_store_member_history (f->store, a, &error);
  g_assert_cmpuint (history->len, ==, 1);
  g_assert_cmpint (g_array_index (history, XqRatingChange, 0).old_rating, ==, 2000);
  g_assert_cmpint (g_array_index (history, XqRatingChange, 0).new_rating, ==, m.rating);
  g_assert_cmpstr (g_array_index (history, XqRatingChange, 0).event_name, ==, "Spring");
  g_assert_cmpuint (g_array_index (history, XqRatingChange, 0).games, ==, 3);

  /* Summer (under way) keeps its ratings; autumn (not started) takes the register's. */
  after = xq_store_load_event (f->store, summer, &error);
  for (guint i = 0; i < after->entries->len; i++)
    g_assert_cmpint (g_array_index (after->entries, XqEntry, i).rating, ==, g_array_index (before->entries, XqEntry, i).rating);
  next = xq_store_load_event (f->store, autumn, &error);
  g_assert_cmpint (g_array_index (next->entries, XqEntry, 0).rating, ==, m.rating);

  /* Closed: no result, no round, no second close, no new method. */
  g_assert_false (xq_desk_set_result (f->store, spring, 1, 1, 1, "0-1", -1, -1, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (xq_store_close_event (f->store, spring, NULL, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (xq_store_set_rating_method (f->store, spring, XQ_RATING_FIDE, 20, FALSE, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  /* An event with a game to play is not closed. */
  {
    g_autoptr (GArray) games = NULL;
    g_assert_cmpuint (xq_desk_pair (f->store, summer, &games, &error), ==, 2);
  }
  g_assert_false (xq_store_close_event (f->store, summer, NULL, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
}

/* Editing a member reaches every event's name, but a rating only the events not started. */
static void
test_edit_reaches (Fixture      *f,
                   gconstpointer data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) started = NULL, waiting = NULL;
  g_auto (XqMember)       m = { 0 };
  gint64                  a, b, e1, e2;

  g_test_summary ("A member edited in one place: the name everywhere, the rating where the event has not fixed it");
  a = add (f, "张伟", "东城", 2000, "");
  b = add (f, "王天一", "北京", 2100, "");
  e1 = rated_event (f, "One", XQ_RATING_FIDE);
  e2 = rated_event (f, "Two", XQ_RATING_FIDE);
  enter (f, e1, a);
  enter (f, e1, b);
  enter (f, e2, a);
  enter (f, e2, b);
  play_round (f, e1);
  g_assert_true (xq_store_get_member (f->store, a, &m, &error));
  g_free (m.name);
  m.name = g_strdup ("张伟伟");
  m.rating = 2222;
  g_assert_true (xq_store_update_member (f->store, &m, &error));
  started = xq_store_load_event (f->store, e1, &error);
  waiting = xq_store_load_event (f->store, e2, &error);
  g_assert_cmpstr (g_array_index (started->entries, XqEntry, 0).name, ==, "张伟伟");
  g_assert_cmpint (g_array_index (started->entries, XqEntry, 0).rating, ==, 2000);
  g_assert_cmpstr (g_array_index (waiting->entries, XqEntry, 0).name, ==, "张伟伟");
  g_assert_cmpint (g_array_index (waiting->entries, XqEntry, 0).rating, ==, 2222);
}

static void
test_report (Fixture      *f,
             gconstpointer data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  g_autofree char        *trf = NULL;
  g_auto (GStrv)          lines = NULL;
  XqMember                m = { 0, (char *) "Lee, Mark", (char *) "", 2400, (char *) "2401360", (char *) "ENG", (char *) "FM",
                                (char *) "m", (char *) "1960", NULL, 0, -1, 0 };
  XqMember                w = { 0, (char *) "Wang, Lin", (char *) "", 2100, (char *) "8600001", (char *) "CHN", (char *) "",
                                (char *) "w", (char *) "2001-07-09", NULL, 0, -1, 0 };
  XqEventSeason           s = { 0 };
  gint64                  e, ma, mw;
  const char             *mark = NULL, *lin = NULL;

  g_test_summary ("The rating report (TRF-16): city, federation, dates, arbiters, time control, round dates; "
                  "sex, title, federation, FIDE id and birth date in their columns");
  ma = xq_store_add_member (f->store, &m, &error);
  mw = xq_store_add_member (f->store, &w, &error);
  e = rated_event (f, "Open", XQ_RATING_FIDE);
  enter (f, e, ma);
  enter (f, e, mw);
  play_round (f, e);
  s.city = (char *) "Beijing";
  s.federation = (char *) "CHN";
  s.start_date = (char *) "2026-03-01";
  s.end_date = (char *) "2026-03-02";
  s.chief_arbiter = (char *) "Zhang, San";
  s.deputy_arbiters = (char *) "Li, Si; Wang, Wu";
  s.time_control = (char *) "90'+30\"";
  g_assert_true (xq_store_set_report (f->store, e, &s, &error));
  g_assert_true (xq_store_set_round_date (f->store, e, 1, "2026-03-01", &error));
  g_assert_no_error (error);
  g_assert_false (xq_store_set_round_date (f->store, e, 1, "2026-02-30", &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  d = xq_store_load_event (f->store, e, &error);
  trf = xq_export_trf (d);
  g_assert_nonnull (strstr (trf, "022 Beijing\n032 CHN\n042 2026/03/01\n052 2026/03/02\n"));
  g_assert_nonnull (strstr (trf, "102 Zhang, San\n112 Li, Si\n112 Wang, Wu\n122 90'+30\"\n"));
  lines = g_strsplit (trf, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "132"))
        g_assert_cmpstr (lines[i] + 91, ==, "26/03/01");
      if (strstr (lines[i], "Lee, Mark") != NULL)
        mark = lines[i];
      if (strstr (lines[i], "Wang, Lin") != NULL)
        lin = lines[i];
    }
  g_assert_nonnull (mark);
  g_assert_nonnull (lin);
  /* Columns (1-based): 10 sex, 11–13 title, 15 name, 49–52 rating, 54–56 federation, 58–68 FIDE id
   * (right-aligned, as in FIDE's example report), 70–79 birth date. */
  g_assert_cmpint (mark[9], ==, 'm');
  g_assert_cmpmem (mark + 10, 3, " FM", 3);
  g_assert_true (g_str_has_prefix (mark + 14, "Lee, Mark"));
  g_assert_cmpmem (mark + 48, 4, "2400", 4);
  g_assert_cmpmem (mark + 53, 3, "ENG", 3);
  g_assert_cmpmem (mark + 56, 13, "     2401360 ", 13);
  g_assert_cmpmem (mark + 69, 10, "1960/00/00", 10);
  g_assert_cmpint (lin[9], ==, 'w');
  g_assert_cmpmem (lin + 69, 10, "2001/07/09", 10);
}

static void
test_prizes (Fixture      *f,
             gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  gint64             e, ids[5];
  const char        *names[] = { "A", "B", "C", "D", "E" };
  const char        *sexes[] = { "m", "w", "m", "w", "m" };
  char               empty[] = "", trophy[] = "Trophy", women_name[] = "Women", sex_w[] = "w";
  XqPrize            places[] = { { empty, 1, 1000, trophy }, { empty, 2, 600, empty }, { empty, 3, 300, empty } };
  XqPrize            women[] = { { empty, 1, 200, empty } };
  XqPrizeCategory    w = { women_name, sex_w, 0, 0, 0, empty };

  g_test_summary ("Prizes: places down the standings, shared by points (equal shares, to the cent) or by the Hort "
                  "system; then a category's to those who qualify and won nothing yet");
  for (guint i = 0; i < 5; i++)
    {
      XqMember m = { 0, (char *) names[i], empty, 2000 - 10 * (int) i, NULL, NULL, NULL, (char *) sexes[i], NULL, NULL, 0, -1, 0 };
      ids[i] = xq_store_add_member (f->store, &m, &error);
    }
  e = rated_event (f, "Cup", XQ_RATING_NONE);
  for (guint i = 0; i < 5; i++)
    enter (f, e, ids[i]);
  g_assert_true (xq_store_set_prizes (f->store, e, NULL, places, 3, &error));
  g_assert_true (xq_store_set_prizes (f->store, e, &w, women, 1, &error));
  g_assert_no_error (error);
  /* A 8 points, B 6, C 4, D 2, E 0: places to A, B, C; the women's prize to D (B has a place). */
  for (guint r = 0; r < 5; r++)
    play_round_as (f, e, TRUE);
  for (int split = XQ_PRIZE_SPLIT_RANKING; split <= XQ_PRIZE_SPLIT_HORT; split++)
    {
      g_autoptr (XqEventData) d = NULL;
      g_autoptr (XqStandings) st = NULL;
      g_autoptr (GArray)      awards = NULL;
      XqEventSeason           s = { 0 };
      gint64                  paid = 0;

      s.prize_split = (XqPrizeSplit) split;
      g_assert_true (xq_store_set_report (f->store, e, &s, &error));
      d = xq_store_load_event (f->store, e, &error);
      st = xq_standings_compute (d, NULL);
      awards = xq_prizes_award (d, st);
      for (guint i = 0; i < awards->len; i++)
        {
          const XqPrizeAward *a = &g_array_index (awards, XqPrizeAward, i);
          if (*a->category == '\0')
            paid += a->cents;
        }
      /* Shared or not, the place prizes pay 1900 in all (a cent may stay with the organiser). */
      g_assert_cmpint (paid, <=, 190000);
      g_assert_cmpint (paid, >=, 189998);
      /* The women's prize goes to a woman who won no place prize. */
      for (guint i = 0; i < awards->len; i++)
        {
          const XqPrizeAward *a = &g_array_index (awards, XqPrizeAward, i);
          if (g_str_equal (a->category, "Women"))
            {
              const XqEntry *en = xq_event_data_find_entry (d, a->entry);
              g_assert_nonnull (en);
              for (guint k = 0; k < awards->len; k++)
                if (*g_array_index (awards, XqPrizeAward, k).category == '\0')
                  g_assert_cmpint (g_array_index (awards, XqPrizeAward, k).entry, !=, a->entry);
              g_assert_cmpstr (en->name, ==, "D");
              g_assert_cmpint (a->cents, ==, 20000);
            }
        }
    }
  /* Two prizes for one place are refused. */
  {
    XqPrize twice[] = { { empty, 1, 10, empty }, { empty, 1, 20, empty } };
    g_assert_false (xq_store_set_prizes (f->store, e, NULL, twice, 2, &error));
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  }
}

/* Shares worked by hand: four players, a round robin scored 2-1-0, tie-break: fewer violations.
 * 1 beats 2, 3 and 4; 2 and 3 beat 4 and draw each other, 3 with a violation: P1 6 points, P2 3,
 * P3 3 (behind P2 on the tie-break), P4 0. Places 1000, 600, 300. */
static void
test_prize_shares (void)
{
  XqEventData            *d = xq_event_data_new ();
  g_autoptr (XqStandings) st = NULL;
  static const guint      games[][3] = { { 1, 2, 1 }, { 3, 4, 1 }, { 1, 3, 1 }, { 2, 4, 1 }, { 1, 4, 1 }, { 3, 2, 0 } };
  static const guint      amounts[] = { 1000, 600, 300 };
  XqTiebreak              fouls = XQ_TIEBREAK_FOULS;
  struct
  {
    XqPrizeSplit split;
    gint64       cents[3];
  } cases[] = {
    { XQ_PRIZE_SPLIT_RANKING, { 100000, 60000, 30000 } }, /* the tie-break decides */
    { XQ_PRIZE_SPLIT_POINTS, { 100000, 45000, 45000 } },  /* (600 + 300) / 2 */
    { XQ_PRIZE_SPLIT_HORT, { 100000, 52500, 37500 } },    /* 300 + 225, 150 + 225 */
  };

  g_test_summary ("Shares worked by hand: two players level on points share 600 + 300 as 450 each; the Hort "
                  "system gives 300 + 225 and 150 + 225; by the ranking the tie-break decides");
  d->event.name = g_strdup ("t");
  d->event.system = XQ_SYSTEM_ROUNDROBIN;
  d->event.scoring = XQ_SCORING_2_1_0;
  d->event.games_per_match = 1;
  g_array_append_val (d->event.tiebreaks, fouls);
  for (guint i = 0; i < 4; i++)
    {
      XqEntry e = { 0 };
      e.id = e.player_id = e.number = i + 1;
      e.name = g_strdup_printf ("P%u", i + 1);
      e.club = g_strdup ("");
      e.federation_id = g_strdup ("");
      e.group = e.withdrawn_round = -1;
      g_array_append_val (d->entries, e);
    }
  for (guint i = 0; i < G_N_ELEMENTS (amounts); i++)
    {
      XqPrize p = { g_strdup (""), i + 1, amounts[i], g_strdup ("") };
      g_array_append_val (d->event.season.prizes, p);
    }
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      XqGame g = { 0 };
      g.id = i + 1;
      g.round = i / 2 + 1;
      g.board = i % 2 + 1;
      g.game = 1;
      g.red = games[i][0];
      g.black = games[i][1];
      g.result = games[i][2] == 1 ? XQ_GAME_RESULT_RED_WIN : XQ_GAME_RESULT_DRAW;
      g.red_violations = games[i][0] == 3 && games[i][2] == 0 ? 1 : 0;
      g_array_append_val (d->games, g);
      d->n_rounds = MAX (d->n_rounds, g.round);
    }
  st = xq_standings_compute (d, NULL);
  g_assert_cmpint (g_array_index (st->rows, XqStanding, 1).entry_id, ==, 2);
  g_assert_cmpint (g_array_index (st->rows, XqStanding, 1).points, ==, g_array_index (st->rows, XqStanding, 2).points);
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (GArray) awards = NULL;
      d->event.season.prize_split = cases[c].split;
      awards = xq_prizes_award (d, st);
      g_assert_cmpuint (awards->len, ==, 3);
      for (guint i = 0; i < 3; i++)
        g_assert_cmpint (g_array_index (awards, XqPrizeAward, i).cents, ==, cases[c].cents[i]);
      if (cases[c].split != XQ_PRIZE_SPLIT_RANKING)
        {
          g_assert_cmpuint (g_array_index (awards, XqPrizeAward, 1).shared_from, ==, 2);
          g_assert_cmpuint (g_array_index (awards, XqPrizeAward, 2).shared_to, ==, 3);
        }
    }
  xq_event_data_free (d);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add ("/xq/store/season/migrate-v6", Fixture, GINT_TO_POINTER (1), setup, test_migrate_v6, teardown);
  g_test_add ("/xq/store/season/members", Fixture, NULL, setup, test_members, teardown);
  g_test_add ("/xq/store/season/import", Fixture, NULL, setup, test_import, teardown);
  g_test_add ("/xq/store/season/close", Fixture, NULL, setup, test_close, teardown);
  g_test_add ("/xq/store/season/edit-reaches", Fixture, NULL, setup, test_edit_reaches, teardown);
  g_test_add ("/xq/store/season/report", Fixture, NULL, setup, test_report, teardown);
  g_test_add ("/xq/store/season/prizes", Fixture, NULL, setup, test_prizes, teardown);
  g_test_add_func ("/xq/store/season/prize-shares", test_prize_shares);
  return g_test_run ();
}
