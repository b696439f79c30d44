/* test-export-stages.c: the CSV and HTML exports of a groups event show its stages apart (a
 * section per group, then the knockout places); a single-stage event's exports stay as they were,
 * byte for byte
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "test-util.h"
#include "xq-export.h"
#include "xq-rating.h"
#include "xq-standings.h"

/* A journal entry, to show that the HTML keeps its stamps as stored. */
static void
add_journal (XqEventData *data)
{
  XqEventJournalEntry j = { 0 };

  j.id = 1;
  j.at = g_strdup ("2026-12-06T08:40:38Z");
  j.who = g_strdup ("Arbiter <Wang>");
  j.action = g_strdup ("swap");
  j.round = 2;
  j.detail = g_strdup ("{\"entries\":[{\"id\":1,\"name\":\"P1\"},{\"id\":4,\"name\":\"P4\"}],\"board\":1}");
  g_array_append_val (data->journal, j);
}

/* The single-stage events of the golden files: a Swiss with a bye, a half-point bye, a name that
 * needs quoting, clubs and a journal; a round robin; a knockout. */
static XqEventData *
single_stage_event (const char *kind)
{
  XqEventData *data;

  if (g_str_equal (kind, "swiss"))
    {
      XqEntry *e;
      XqGame  *g;

      data = test_event_new (XQ_SYSTEM_SWISS, 5, NULL, "buchholz,wins");
      e = &g_array_index (data->entries, XqEntry, 2);
      g_free (e->name);
      e->name = g_strdup ("Tom <\"&\"> Lee, Jr.");
      g_free (e->club);
      e->club = g_strdup ("东湖");
      test_add_game (data, 1, 1, 2, test_result ("1-0"));
      test_add_game (data, 1, 3, 4, test_result ("1/2-1/2"));
      test_add_game (data, 1, 5, 0, XQ_GAME_RESULT_NONE);
      test_add_game (data, 2, 4, 1, test_result ("0-1"));
      test_add_game (data, 2, 2, 5, test_result ("1-0"));
      g = test_add_game (data, 2, 3, 0, XQ_GAME_RESULT_NONE);
      g->bye = XQ_BYE_HALF;
      add_journal (data);
    }
  else if (g_str_equal (kind, "roundrobin"))
    {
      data = test_event_new (XQ_SYSTEM_ROUNDROBIN, 4, NULL, NULL);
      /* Rated by the club's K: the rating change and performance columns. */
      data->event.season.rating_method = XQ_RATING_CLUB;
      data->event.season.rating_k = 20;
      g_free (data->event.season.start_date);
      data->event.season.start_date = g_strdup ("2026-12-06");
      test_add_game (data, 1, 1, 4, test_result ("1-0"));
      test_add_game (data, 1, 2, 3, test_result ("0-1"));
      test_add_game (data, 2, 4, 3, test_result ("1/2-1/2"));
      test_add_game (data, 2, 1, 2, test_result ("1-0"));
      test_add_game (data, 3, 2, 4, test_result ("1-0"));
      test_add_game (data, 3, 3, 1, XQ_GAME_RESULT_NONE);
    }
  else
    {
      data = test_event_new (XQ_SYSTEM_KNOCKOUT, 4, NULL, NULL);
      test_add_game (data, 1, 1, 4, test_result ("1-0"));
      test_add_game (data, 1, 2, 3, test_result ("0-1"));
      test_add_game (data, 2, 1, 3, XQ_GAME_RESULT_NONE);
    }
  return data;
}

/* @text is byte for byte the file @name of tests/data/store/exports, written by the exports as they
 * were before the stages (commit 3518f44) and never rewritten since. */
static void
assert_golden (const char *name,
               const char *text)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_DIST, "data", "store", "exports", name, NULL);
  g_autofree char   *expected = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &expected, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_single_stage (void)
{
  static const char *kinds[] = { "swiss", "roundrobin", "knockout" };

  g_test_summary ("A single-stage event's CSV (standings, pairings, crosstable) and HTML exports are byte for byte "
                  "what they were before the stages of a groups event were shown apart");
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr (XqEventData) data = single_stage_event (kinds[k]);
      static const struct
      {
        XqExportTable table;
        const char   *name;
      } tables[] = {
        { XQ_EXPORT_STANDINGS, "standings" },
        { XQ_EXPORT_PAIRINGS, "pairings" },
        { XQ_EXPORT_CROSSTABLE, "crosstable" },
      };
      for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
        {
          g_autofree char *csv = xq_export_csv (data, tables[t].table, 0);
          g_autofree char *name = g_strdup_printf ("%s-%s.csv", kinds[k], tables[t].name);
          assert_golden (name, csv);
        }
      {
        g_autofree char *html = xq_export_html (data);
        g_autofree char *name = g_strdup_printf ("%s.html", kinds[k]);
        assert_golden (name, html);
      }
    }
}

/* Two groups of four (A: 1–4, B: 5–8) play a round robin each (rounds 1–3); the winners and
 * runners-up cross over (round 4: A1–B2, B1–A2) and the semi-finals' winners meet in the final
 * (round 5), unless @final_played is FALSE. */
static XqEventData *
groups_event (gboolean final_played)
{
  static const struct
  {
    guint       round;
    gint64      red, black;
    const char *result;
  } group_games[] = {
    { 1, 1, 4, "1-0" },
    { 1, 2, 3, "1-0" },
    { 2, 1, 3, "1-0" },
    { 2, 4, 2, "0-1" },
    { 3, 1, 2, "1-0" },
    { 3, 3, 4, "1-0" },
    { 1, 5, 8, "1-0" },
    { 1, 6, 7, "1-0" },
    { 2, 5, 7, "1-0" },
    { 2, 8, 6, "0-1" },
    { 3, 5, 6, "1-0" },
    { 3, 7, 8, "1-0" },
  };
  XqEventData *data = test_event_new (XQ_SYSTEM_GROUPS, 8, NULL, "buchholz,wins");
  XqGame      *g;

  for (guint i = 0; i < data->entries->len; i++)
    g_array_index (data->entries, XqEntry, i).group = i < 4 ? 0 : 1;
  g_free (g_array_index (data->entries, XqEntry, 5).club);
  g_array_index (data->entries, XqEntry, 5).club = g_strdup ("东湖, 武汉");
  for (guint i = 0; i < G_N_ELEMENTS (group_games); i++)
    test_add_game (data, group_games[i].round, group_games[i].red, group_games[i].black,
                   test_result (group_games[i].result))
      ->stage = XQ_STAGE_GROUP;
  test_add_game (data, 4, 1, 6, test_result ("1-0"))->stage = XQ_STAGE_KNOCKOUT;
  test_add_game (data, 4, 5, 2, test_result ("0-1"))->stage = XQ_STAGE_KNOCKOUT;
  g = test_add_game (data, 5, 1, 2, final_played ? test_result ("1-0") : XQ_GAME_RESULT_NONE);
  g->stage = XQ_STAGE_KNOCKOUT;
  return data;
}

/* The CSV's lines (CRLF) split into fields; no field here holds a comma but the quoted club. */
static GPtrArray *
csv_rows (const char *csv)
{
  GPtrArray     *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_auto (GStrv) lines = g_strsplit (csv, "\r\n", -1);

  for (guint i = 0; lines[i] != NULL && *lines[i] != '\0'; i++)
    {
      g_autoptr (GString) line = g_string_new (lines[i]);
      g_string_replace (line, "\"东湖, 武汉\"", "东湖/武汉", 0);
      g_ptr_array_add (rows, g_strsplit (line->str, ",", -1));
    }
  return rows;
}

static void
test_groups_csv (void)
{
  g_autoptr (XqEventData) data = groups_event (TRUE);
  g_autofree char        *csv = xq_export_csv (data, XQ_EXPORT_STANDINGS, 0);
  g_autoptr (GPtrArray)   rows = csv_rows (csv);
  static const char      *knockout[][4] = {
         { "1", "1", "P1", "Winner" },
         { "2", "2", "P2", "Lost the final" },
         { "3–4", "5", "P5", "Out in: Semi-finals" },
         { "3–4", "6", "P6", "Out in: Semi-finals" },
  };

  g_test_summary ("A groups event's standings CSV shows its stages apart, as the window does: a stage and a group "
                  "column, each group's table with its own ranks, then the knockout places (shared ones as 3–4) "
                  "and how each player went out; one header, every line as wide");
  g_test_message ("%s", csv);
  g_assert_cmpstr (csv, !=, NULL);
  g_assert_true (g_str_has_prefix (csv, "stage,group,rank,number,name,club,rating,points,buchholz,wins,playoff,knockout\r\n"));
  g_assert_cmpuint (rows->len, ==, 1 + 8 + 4);
  for (guint i = 0; i < rows->len; i++)
    g_assert_cmpuint (g_strv_length (g_ptr_array_index (rows, i)), ==, 12);
  /* Each group as the window's group table (xq_standings_compute of that group). */
  for (int group = 0; group < 2; group++)
    {
      XqStandingsOptions      options = { 0, group };
      g_autoptr (XqStandings) s = xq_standings_compute (data, &options);
      g_assert_cmpuint (s->rows->len, ==, 4);
      for (guint i = 0; i < 4; i++)
        {
          char            **row = g_ptr_array_index (rows, 1 + 4 * group + i);
          const XqStanding *st = &g_array_index (s->rows, XqStanding, i);
          g_autofree char  *rank = g_strdup_printf ("%u", st->rank);
          g_autofree char  *number = g_strdup_printf ("%" G_GINT64_FORMAT, st->entry_id);
          g_autofree char  *points = g_strdup_printf ("%d", st->points / 2);
          g_assert_cmpstr (row[0], ==, "group");
          g_assert_cmpstr (row[1], ==, group == 0 ? "A" : "B");
          g_assert_cmpstr (row[2], ==, rank);
          g_assert_cmpstr (row[3], ==, number);
          g_assert_cmpstr (row[7], ==, points);
          g_assert_cmpstr (row[11], ==, "");
        }
    }
  /* P1 and P5 win their groups with 3 wins (6 points at 2-1-0), ranks 1 to 4 in each. */
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 1))[4], ==, "P1");
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 1))[7], ==, "6");
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 5))[4], ==, "P5");
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 8))[2], ==, "4");
  g_assert_nonnull (strstr (csv, "group,B,2,6,P6,\"东湖, 武汉\",1995,"));
  /* Then the knockout: no group, no points nor tie-breaks (the play-off's included), the place and
   * the fate. */
  for (guint i = 0; i < G_N_ELEMENTS (knockout); i++)
    {
      char **row = g_ptr_array_index (rows, 9 + i);
      g_assert_cmpstr (row[0], ==, "knockout");
      g_assert_cmpstr (row[1], ==, "");
      g_assert_cmpstr (row[2], ==, knockout[i][0]);
      g_assert_cmpstr (row[3], ==, knockout[i][1]);
      g_assert_cmpstr (row[4], ==, knockout[i][2]);
      g_assert_cmpstr (row[7], ==, "");
      g_assert_cmpstr (row[8], ==, "");
      g_assert_cmpstr (row[9], ==, "");
      g_assert_cmpstr (row[10], ==, "");
      g_assert_cmpstr (row[11], ==, knockout[i][3]);
    }
}

static void
test_groups_open_csv (void)
{
  g_autoptr (XqEventData) data = groups_event (FALSE);
  g_autofree char        *csv = xq_export_csv (data, XQ_EXPORT_STANDINGS, 0);

  g_test_summary ("While the final is undecided its two players' places are open: no place, \"Still in\"");
  g_assert_nonnull (strstr (csv, "knockout,,,1,P1,,2000,,,,,Still in: place open\r\n"));
  g_assert_nonnull (strstr (csv, "knockout,,,2,P2,,1999,,,,,Still in: place open\r\n"));
  g_assert_nonnull (strstr (csv, "knockout,,3–4,5,P5,,1996,,,,,Out in: Semi-finals\r\n"));
}

static void
test_groups_html (void)
{
  g_autoptr (XqEventData) data = groups_event (TRUE);
  g_autofree char        *html = xq_export_html (data);
  const char             *standings = strstr (html, "<h2>Standings</h2>");
  const char             *a, *b, *ko, *cross;

  g_test_summary ("A groups event's HTML standings: a heading and a table per group, then the knockout places "
                  "with their note, before the crosstable");
  g_assert_nonnull (standings);
  g_test_message ("%s", standings);
  a = strstr (standings, "<h3>Group A</h3>\n<table>");
  b = strstr (standings, "<h3>Group B</h3>\n<table>");
  ko = strstr (standings, "<h3>Knockout stage</h3>\n<table>");
  cross = strstr (standings, "<h2>Crosstable</h2>");
  g_assert_true (a != NULL && b != NULL && ko != NULL && cross != NULL);
  g_assert_true (a < b && b < ko && ko < cross);
  /* Group A's table holds P1–P4, ranked 1–4; P5 is in B's. */
  {
    g_autofree char *group_a = g_strndup (a, b - a);
    g_autofree char *group_b = g_strndup (b, ko - b);
    g_assert_nonnull (strstr (group_a, "<tr><td>1</td><td class=\"name\">P1</td>"));
    g_assert_nonnull (strstr (group_a, "<tr><td>4</td><td class=\"name\">P4</td>"));
    g_assert_null (strstr (group_a, ">P5<"));
    g_assert_nonnull (strstr (group_b, "<tr><td>1</td><td class=\"name\">P5</td>"));
    g_assert_nonnull (strstr (group_b, "东湖, 武汉"));
  }
  g_assert_nonnull (strstr (ko, "<tr><td>1</td><td class=\"name\">P1</td><td class=\"name\"></td><td>2000</td>"
                                "<td class=\"name\">Winner</td></tr>"));
  g_assert_nonnull (strstr (ko, "<tr><td>3–4</td><td class=\"name\">P6</td>"));
  g_assert_nonnull (strstr (ko, "<p>The losers of a round share its places (there is no match for third place).</p>"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xq/store/export/stages/single-stage", test_single_stage);
  g_test_add_func ("/xq/store/export/stages/groups-csv", test_groups_csv);
  g_test_add_func ("/xq/store/export/stages/groups-open-csv", test_groups_open_csv);
  g_test_add_func ("/xq/store/export/stages/groups-html", test_groups_html);
  return g_test_run ();
}
