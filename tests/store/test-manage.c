/* test-manage.c: the desk's housekeeping on a real event file — the list of events, deleting and
 * duplicating events, correcting and removing players, pairing a round again, what a withdrawal
 * would do, the crosstable rows the views show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-desk.h"
#include "xq-export.h"
#include "xq-standings.h"
#include "xq-store-private.h"
#include "xq-store.h"

typedef struct
{
  XqStore *store;
  char    *path;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer user_data)
{
  g_autoptr (GError) error = NULL;

  f->path = g_build_filename (g_get_user_data_dir (), "manage.db", NULL);
  f->store = xq_store_open (f->path, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer user_data)
{
  g_assert_finalize_object (f->store);
  g_free (f->path);
}

static gint64
make_event (Fixture    *f,
            const char *name,
            XqSystem    system,
            guint       n_players)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) tb = xq_tiebreaks_parse ("wins,buchholz", NULL);
  XqEvent            event = { 0 };
  gint64             id;

  event.name = (char *) name;
  event.system = system;
  event.rounds = system == XQ_SYSTEM_SWISS ? 5 : 0;
  event.games_per_match = 1;
  event.tiebreaks = tb;
  event.profile = XQ_PROFILE_1957;
  id = xq_store_create_event (f->store, &event, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *player = g_strdup_printf ("%s %u", name, i + 1);
      g_assert_cmpint (xq_store_add_player (f->store, id, player, 2000 - 10 * (int) i, "Club", NULL, &error), >, 0);
      g_assert_no_error (error);
    }
  return id;
}

static XqEventData *
load (Fixture *f,
      gint64   event)
{
  g_autoptr (GError) error = NULL;
  XqEventData       *d = xq_store_load_event (f->store, event, &error);

  g_assert_no_error (error);
  return d;
}

static gint64
count (Fixture    *f,
       const char *sql)
{
  sqlite3_stmt *stmt = NULL;
  gint64        v = -1;

  g_assert_cmpint (sqlite3_prepare_v2 (xq_store_get_db (f->store), sql, -1, &stmt, NULL), ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    v = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return v;
}

static void
test_summaries (Fixture      *f,
                gconstpointer user_data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) list = NULL;
  gint64             a = make_event (f, "Spring", XQ_SYSTEM_SWISS, 5);
  gint64             b = make_event (f, "Autumn", XQ_SYSTEM_ROUNDROBIN, 4);
  XqEventSummary    *s;

  g_test_summary ("The list of events names each with its system, rule profile, entries, rounds paired and "
                  "games still without a result");
  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 1);
  g_assert_true (xq_desk_set_result (f->store, a, 1, 1, 1, "1-0", -1, -1, &error));
  g_assert_no_error (error);
  list = xq_store_list_event_summaries (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 2);
  s = &g_array_index (list, XqEventSummary, 0);
  g_assert_cmpint (s->id, ==, a);
  g_assert_cmpstr (s->name, ==, "Spring");
  g_assert_cmpint (s->system, ==, XQ_SYSTEM_SWISS);
  g_assert_cmpint (s->profile, ==, XQ_PROFILE_1957);
  g_assert_cmpuint (s->rounds, ==, 5);
  g_assert_cmpuint (s->n_entries, ==, 5);
  g_assert_cmpuint (s->n_rounds, ==, 1);
  g_assert_cmpuint (s->n_unfinished, ==, 1); /* 2 boards and a bye; one result in */
  g_assert_true (g_str_has_suffix (s->created, "Z"));
  s = &g_array_index (list, XqEventSummary, 1);
  g_assert_cmpint (s->id, ==, b);
  g_assert_cmpuint (s->n_rounds, ==, 0);
}

static void
test_delete (Fixture      *f,
             gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) kept = NULL;
  gint64                  a = make_event (f, "Gone", XQ_SYSTEM_SWISS, 6);
  gint64                  b = make_event (f, "Kept", XQ_SYSTEM_SWISS, 4);
  gint64                  copy;

  g_test_summary ("Deleting an event takes its rounds, games, journal and entries, and the players who play "
                  "nowhere else; other events stay whole");
  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 1);
  g_assert_true (xq_desk_set_result (f->store, a, 1, 1, 1, "1-0", -1, -1, &error));
  g_assert_cmpuint (xq_desk_pair (f->store, b, NULL, &error), ==, 1);
  /* The copy shares the players of "Kept": they stay while it does. */
  copy = xq_store_duplicate_event (f->store, b, "Kept again", &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy, >, 0);

  g_assert_true (xq_store_delete_event (f->store, a, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count (f, "SELECT count(*) FROM events"), ==, 2);
  g_assert_cmpint (count (f, "SELECT count(*) FROM players"), ==, 4);
  g_assert_cmpint (count (f, "SELECT count(*) FROM result_journal"), ==, 0);
  g_assert_cmpint (count (f, "SELECT count(*) FROM rounds"), ==, 1);
  kept = load (f, b);
  g_assert_cmpuint (kept->entries->len, ==, 4);
  g_assert_cmpuint (kept->games->len, ==, 2);

  g_assert_true (xq_store_delete_event (f->store, b, &error));
  g_assert_cmpint (count (f, "SELECT count(*) FROM players"), ==, 4); /* still in the copy */
  g_assert_true (xq_store_delete_event (f->store, copy, &error));
  g_assert_cmpint (count (f, "SELECT count(*) FROM players"), ==, 0);
  g_assert_false (xq_store_delete_event (f->store, copy, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
}

static void
test_duplicate (Fixture      *f,
                gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) src = NULL;
  g_autoptr (XqEventData) dup = NULL;
  gint64                  a = make_event (f, "Club night", XQ_SYSTEM_ROUNDROBIN, 5);
  gint64                  b;

  g_test_summary ("A duplicate has the settings, tie-breaks, rule profile and players of the original, in the "
                  "same order, but no rounds or withdrawals");
  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 1);
  g_assert_true (xq_desk_withdraw (f->store, a, 5, NULL, &error));
  g_assert_no_error (error);
  b = xq_store_duplicate_event (f->store, a, "Club night (2)", &error);
  g_assert_no_error (error);
  src = load (f, a);
  dup = load (f, b);
  g_assert_cmpstr (dup->event.name, ==, "Club night (2)");
  g_assert_cmpint (dup->event.system, ==, XQ_SYSTEM_ROUNDROBIN);
  g_assert_cmpint (dup->event.profile, ==, XQ_PROFILE_1957);
  g_assert_cmpuint (dup->event.tiebreaks->len, ==, 2);
  g_assert_cmpint (g_array_index (dup->event.tiebreaks, XqTiebreak, 0), ==, XQ_TIEBREAK_WINS);
  g_assert_cmpint (g_array_index (dup->event.tiebreaks, XqTiebreak, 1), ==, XQ_TIEBREAK_BUCHHOLZ);
  g_assert_cmpuint (dup->entries->len, ==, 5);
  g_assert_cmpuint (dup->n_rounds, ==, 0);
  for (guint i = 0; i < 5; i++)
    {
      const XqEntry *s = &g_array_index (src->entries, XqEntry, i), *d = &g_array_index (dup->entries, XqEntry, i);
      g_assert_cmpint (d->player_id, ==, s->player_id);
      g_assert_cmpuint (d->number, ==, s->number);
      g_assert_cmpint (d->withdrawn_round, ==, -1);
      g_assert_cmpint (d->group, ==, -1);
    }
  /* The copy takes new players; the original (started) does not. */
  g_assert_cmpint (xq_store_add_player (f->store, b, "Late", 1000, NULL, NULL, &error), >, 0);
  g_assert_no_error (error);
  g_assert_cmpint (xq_store_duplicate_event (f->store, a, "", &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (xq_store_duplicate_event (f->store, 999, "X", &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
}

static void
test_update_event (Fixture      *f,
                   gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  gint64                  a = make_event (f, "Old name", XQ_SYSTEM_SWISS, 2);

  g_test_summary ("An event can be renamed and its rule profile changed at any time; a blank name is refused");
  g_assert_true (xq_store_update_event (f->store, a, "  New name  ", XQ_PROFILE_AXF, &error));
  g_assert_no_error (error);
  d = load (f, a);
  g_assert_cmpstr (d->event.name, ==, "New name");
  g_assert_cmpint (d->event.profile, ==, XQ_PROFILE_AXF);
  g_assert_false (xq_store_update_event (f->store, a, "   ", XQ_PROFILE_AXF, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
}

static void
test_players (Fixture      *f,
              gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  gint64                  a = make_event (f, "P", XQ_SYSTEM_SWISS, 4);
  XqPlayerSpec            fix = { " 吕钦 ", 2650, "广东", "CXA-7" };
  XqPlayerSpec            bad = { "X", 12000, NULL, NULL };
  const XqEntry          *e;
  gint64                  second;

  g_test_summary ("Players are corrected in place; before round 1 one can be removed and the numbers close up; "
                  "afterwards removing is refused");
  d = load (f, a);
  second = g_array_index (d->entries, XqEntry, 1).id;
  g_assert_true (xq_store_update_player (f->store, g_array_index (d->entries, XqEntry, 0).player_id, &fix, &error));
  g_assert_no_error (error);
  g_assert_false (xq_store_update_player (f->store, g_array_index (d->entries, XqEntry, 0).player_id, &bad, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (xq_store_update_player (f->store, 999, &fix, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (xq_store_remove_entry (f->store, second, &error));
  g_assert_no_error (error);
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, a);
  g_assert_cmpuint (d->entries->len, ==, 3);
  e = &g_array_index (d->entries, XqEntry, 0);
  g_assert_cmpstr (e->name, ==, "吕钦");
  g_assert_cmpstr (e->club, ==, "广东");
  g_assert_cmpint (e->rating, ==, 2650);
  g_assert_cmpstr (e->federation_id, ==, "CXA-7");
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (g_array_index (d->entries, XqEntry, i).number, ==, i + 1);
  g_assert_cmpstr (g_array_index (d->entries, XqEntry, 1).name, ==, "P 3");
  g_assert_cmpint (count (f, "SELECT count(*) FROM players"), ==, 3);
  /* New players continue the numbering. */
  g_assert_cmpint (xq_store_add_player (f->store, a, "Next", 0, NULL, NULL, &error), >, 0);
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, a);
  g_assert_cmpuint (g_array_index (d->entries, XqEntry, 3).number, ==, 4);

  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 1);
  g_assert_false (xq_store_remove_entry (f->store, g_array_index (d->entries, XqEntry, 0).id, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (xq_store_remove_entry (f->store, 999, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
}

static void
test_repair (Fixture      *f,
             gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  gint64                  a = make_event (f, "R", XQ_SYSTEM_SWISS, 6);
  guint                   n_games;

  g_test_summary ("The latest round can be taken back and paired again while it has no results (an undone "
                  "result counts as none); an earlier round or one with results cannot");
  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 1);
  g_assert_true (xq_desk_set_result (f->store, a, 1, 1, 1, "1-0", -1, -1, &error));
  g_assert_false (xq_store_delete_round (f->store, a, 1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_true (xq_store_undo_result (f->store, a, NULL, &error));
  g_assert_true (xq_store_delete_round (f->store, a, 1, &error));
  g_assert_no_error (error);
  d = load (f, a);
  g_assert_cmpuint (d->n_rounds, ==, 0);
  g_assert_cmpuint (d->games->len, ==, 0);
  g_assert_cmpint (count (f, "SELECT count(*) FROM result_journal"), ==, 0);

  /* A player leaves before the round starts: the new pairing goes without him. */
  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 1);
  g_assert_true (xq_desk_withdraw (f->store, a, g_array_index (d->entries, XqEntry, 5).player_id, NULL, &error));
  g_assert_true (xq_store_delete_round (f->store, a, 1, &error));
  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 1);
  g_assert_no_error (error);
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, a);
  n_games = d->games->len;
  g_assert_cmpuint (n_games, ==, 3); /* five players: two boards and a bye */

  /* Only the latest round. */
  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      if (g->black != 0)
        g_assert_true (xq_desk_set_result (f->store, a, 1, g->board, 1, "1/2-1/2", -1, -1, &error));
    }
  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 2);
  g_assert_false (xq_store_delete_round (f->store, a, 1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (xq_store_delete_round (f->store, a, 3, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (xq_store_delete_round (f->store, a, 2, &error));
  g_assert_no_error (error);
}

static void
test_withdrawal_preview (Fixture      *f,
                         gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  gint64                  a = make_event (f, "W", XQ_SYSTEM_ROUNDROBIN, 6);
  XqWithdrawal            w;
  gboolean                struck = TRUE;

  g_test_summary ("Before confirming, the arbiter sees what a withdrawal will do (seed 000 §14): fewer than "
                  "half the games played annuls them all, half or more forfeits the rest");
  for (guint r = 1; r <= 2; r++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, r);
      d = load (f, a);
      for (guint i = 0; i < d->games->len; i++)
        {
          const XqGame *g = &g_array_index (d->games, XqGame, i);
          if (g->round == r)
            g_assert_true (xq_desk_set_result (f->store, a, r, g->board, 1, "1-0", -1, -1, &error));
        }
      g_clear_pointer (&d, xq_event_data_free);
    }
  d = load (f, a);
  /* Player 1 has played 2 of 5: struck out, both results annulled. */
  g_assert_true (xq_desk_withdrawal_preview (d, 1, &w, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 2);
  g_assert_cmpuint (w.scheduled, ==, 5);
  g_assert_true (w.annul);
  g_assert_cmpuint (w.annulled, ==, 2);
  g_assert_cmpuint (w.remaining, ==, 3);

  /* A third round is paired and in progress: it counts as played, so the results stand. */
  g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, 3);
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, a);
  g_assert_true (xq_desk_withdrawal_preview (d, 1, &w, &error));
  g_assert_cmpuint (w.played, ==, 3);
  g_assert_false (w.annul);
  g_assert_cmpuint (w.annulled, ==, 0);
  g_assert_cmpuint (w.remaining, ==, 2);
  g_assert_true (xq_desk_withdraw (f->store, a, 1, &struck, &error));
  g_assert_false (struck);

  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, a);
  g_assert_false (xq_desk_withdrawal_preview (d, 1, &w, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (xq_desk_withdrawal_preview (d, 999, &w, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
}

static void
test_crosstable_rows (Fixture      *f,
                      gconstpointer user_data)
{
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqEventData)  d = NULL;
  g_autoptr (XqStandings)  s = NULL;
  g_autoptr (XqCrosstable) ct = NULL;
  g_autofree char         *csv = NULL;
  g_auto (GStrv)           lines = NULL;
  gint64                   a = make_event (f, "C", XQ_SYSTEM_SWISS, 5);

  g_test_summary ("The crosstable rows a view shows are the cells of the CSV export, in table order");
  for (guint r = 1; r <= 2; r++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, a, NULL, &error), ==, r);
      d = load (f, a);
      for (guint i = 0; i < d->games->len; i++)
        {
          const XqGame *g = &g_array_index (d->games, XqGame, i);
          if (g->round == r && g->black != 0)
            g_assert_true (xq_desk_set_result (f->store, a, r, g->board, 1, r == 1 ? "1-0" : "1/2-1/2", -1, -1, &error));
        }
      g_clear_pointer (&d, xq_event_data_free);
    }
  d = load (f, a);
  s = xq_standings_compute (d, NULL);
  ct = xq_crosstable_new (d, s);
  csv = xq_export_csv (d, XQ_EXPORT_CROSSTABLE, 0);
  lines = g_strsplit (csv, "\r\n", -1);
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding     *row = &g_array_index (s->rows, XqStanding, i);
      g_autoptr (GPtrArray) cells = xq_crosstable_dup_row (ct, row->entry_id);
      g_auto (GStrv)        fields = g_strsplit (lines[i + 1], ",", -1);

      g_assert_cmpuint (cells->len, ==, 2);
      g_assert_cmpstr (g_ptr_array_index (cells, 0), ==, fields[2]);
      g_assert_cmpstr (g_ptr_array_index (cells, 1), ==, fields[3]);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(path, func) g_test_add ("/xq/store/manage/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("summaries", test_summaries);
  ADD ("delete", test_delete);
  ADD ("duplicate", test_duplicate);
  ADD ("update-event", test_update_event);
  ADD ("players", test_players);
  ADD ("repair", test_repair);
  ADD ("withdrawal-preview", test_withdrawal_preview);
  ADD ("crosstable-rows", test_crosstable_rows);
#undef ADD
  return g_test_run ();
}
