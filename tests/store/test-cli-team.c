/* test-cli-team.c: the qili-cli tournament contract of team events (issue 18) — create --system
 * team-… --boards, add-team, add-player --team, lineup, pair (matches), result --match --board,
 * standings (match_points, game_points, tiebreaks), withdraw --team, exports with team tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cli-util.h"

typedef struct
{
  char *db;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer user_data)
{
  f->db = g_build_filename (g_get_user_data_dir (), "cli-team.db", NULL);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer user_data)
{
  g_free (f->db);
}

static char *
run_v (Fixture     *f,
       int         *status,
       char       **err,
       const char **args)
{
  return cli_run (f->db, status, err, args);
}

static JsonNode *
run_json (Fixture     *f,
          const char **args)
{
  return cli_json (f->db, args);
}

/* A command that must be refused as bad input, in one line naming @needle. */
static void
assert_refused (Fixture     *f,
                const char **args,
                const char  *needle)
{
  cli_assert_refused (f->db, args, 2, needle);
}

static gint64
int_of (JsonNode   *node,
        const char *name)
{
  return json_object_get_int_member (json_node_get_object (node), name);
}

static char *
id_text (gint64 id)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, id);
}

static void
test_flow (Fixture      *f,
           gconstpointer user_data)
{
  g_autoptr (JsonNode) created = run_json (f, ARGS ("create", "--name", "City league", "--system", "team-roundrobin",
                                                    "--boards", "3", "--match-points", "3-1-0"));
  g_autofree char     *event = id_text (int_of (created, "event"));
  gint64               teams[4], players[4][4];
  g_autoptr (JsonNode) paired = NULL;
  g_autoptr (JsonNode) standings = NULL;
  JsonArray           *matches, *boards, *rows;
  JsonObject          *match;

  g_test_summary ("A team round robin from the command line: teams, players in board order, a line-up with a "
                  "reserve, pair gives matches with their boards in CXA 13.2 colours, results by match and "
                  "board, standings by 场分 (3-1-0) and 局分 with the tie-breaks and board results");
  for (guint t = 0; t < 4; t++)
    {
      g_autofree char     *name = g_strdup_printf ("Team %u", t + 1);
      g_autoptr (JsonNode) team = run_json (f, ARGS ("add-team", "--event", event, "--name", name, "--club", "Club"));
      g_autofree char     *tid = NULL;

      teams[t] = int_of (team, "team");
      tid = id_text (teams[t]);
      for (guint k = 0; k < 4; k++)
        {
          g_autofree char     *pname = g_strdup_printf ("T%u-%u", t + 1, k + 1);
          g_autoptr (JsonNode) p =
            run_json (f, ARGS ("add-player", "--event", event, "--team", tid, "--name", pname, "--rating", "1800"));
          players[t][k] = int_of (p, "player");
        }
    }
  /* Team 1 brings its reserve (4th) in on board 3; swapping boards is refused with the reason. */
  {
    g_autofree char     *tid = id_text (teams[0]);
    g_autofree char     *p1 = id_text (players[0][0]), *p2 = id_text (players[0][1]), *p4 = id_text (players[0][3]);
    g_autoptr (JsonNode) l = run_json (f, ARGS ("lineup", "--event", event, "--round", "1", "--team", tid, p1, p2, p4));
    JsonArray           *lb = json_object_get_array_member (json_node_get_object (l), "boards");

    g_assert_cmpuint (json_array_get_length (lb), ==, 3);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (lb, 2), "player"), ==, players[0][3]);
    assert_refused (f, ARGS ("lineup", "--event", event, "--round", "1", "--team", tid, p2, p1, p4), "registered order");
    assert_refused (f, ARGS ("lineup", "--event", event, "--round", "1", "--team", tid, p1, "x"), "not a player id");
  }
  paired = run_json (f, ARGS ("pair", "--event", event));
  g_assert_cmpint (int_of (paired, "round"), ==, 1);
  matches = json_object_get_array_member (json_node_get_object (paired), "matches");
  g_assert_cmpuint (json_array_get_length (matches), ==, 2);
  for (guint m = 0; m < 2; m++)
    {
      gint64 home, away;
      match = json_array_get_object_element (matches, m);
      g_assert_cmpint (json_object_get_int_member (match, "match"), ==, m + 1);
      home = json_object_get_int_member (match, "home");
      away = json_object_get_int_member (match, "away");
      boards = json_object_get_array_member (match, "boards");
      g_assert_cmpuint (json_array_get_length (boards), ==, 3);
      for (guint k = 0; k < 3; k++)
        {
          JsonObject *b = json_array_get_object_element (boards, k);
          g_assert_cmpint (json_object_get_int_member (b, "board"), ==, k + 1);
          /* CXA 13.2: home (first-named) Red on odd boards */
          g_assert_cmpint (json_object_get_int_member (b, "red_team"), ==, k % 2 == 0 ? home : away);
          if (home == teams[0] || away == teams[0])
            {
              gint64 t1_player = json_object_get_int_member (b, (home == teams[0]) == (k % 2 == 0) ? "red" : "black");
              g_assert_cmpint (t1_player, ==, k == 2 ? players[0][3] : players[0][k]);
            }
        }
    }
  /* Match 1: home wins boards 1 and 2, board 3 drawn; match 2 drawn on every board. */
  {
    g_autoptr (JsonNode) r = run_json (f, ARGS ("result", "--event", event, "--round", "1", "--match", "1", "--board", "1", "1-0"));
    g_assert_cmpint (int_of (r, "match"), ==, 1);
    g_assert_cmpint (int_of (r, "board"), ==, 1);
  }
  json_node_unref (run_json (f, ARGS ("result", "--event", event, "--round", "1", "--match", "1", "--board", "2", "0-1")));
  json_node_unref (run_json (f, ARGS ("result", "--event", event, "--round", "1", "--match", "1", "--board", "3", "1/2-1/2")));
  for (guint k = 1; k <= 3; k++)
    {
      g_autofree char *board = g_strdup_printf ("%u", k);
      json_node_unref (run_json (f, ARGS ("result", "--event", event, "--round", "1", "--match", "2", "--board", board, "1/2-1/2")));
    }
  assert_refused (f, ARGS ("result", "--event", event, "--round", "1", "--match", "1", "--board", "4", "1-0"), NULL);
  standings = run_json (f, ARGS ("standings", "--event", event));
  rows = json_object_get_array_member (json_node_get_object (standings), "standings");
  g_assert_cmpuint (json_array_get_length (rows), ==, 4);
  {
    JsonObject *first = json_array_get_object_element (rows, 0);
    JsonObject *tb = json_object_get_object_member (first, "tiebreaks");
    gint64      home1 = json_object_get_int_member (json_array_get_object_element (matches, 0), "home");

    g_assert_cmpint (json_object_get_int_member (first, "rank"), ==, 1);
    g_assert_cmpint (json_object_get_int_member (first, "team"), ==, home1);
    g_assert_cmpfloat (json_node_get_double (json_object_get_member (first, "match_points")), ==, 3.0);
    g_assert_cmpfloat (json_node_get_double (json_object_get_member (first, "game_points")), ==, 5.0);
    g_assert_true (json_object_has_member (tb, "direct"));
    g_assert_true (json_object_has_member (tb, "board-points"));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (tb, "board-points")), ==, 3);
    /* The drawn match: 1 场分 each, 局分 3 each. */
    g_assert_cmpfloat (json_node_get_double (json_object_get_member (json_array_get_object_element (rows, 1), "match_points")), ==,
                       1.0);
  }
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (standings), "boards")), ==, 12);
}

static void
test_exports (Fixture      *f,
              gconstpointer user_data)
{
  g_autoptr (JsonNode) created = run_json (f, ARGS ("create", "--name", "Teams", "--system", "team-swiss", "--boards", "2",
                                                    "--rounds", "2"));
  g_autofree char     *event = id_text (int_of (created, "event"));
  g_autofree char     *out = NULL, *err = NULL;
  int                  status;

  g_test_summary ("Exports of a team event: CSV pairings by match and board, standings with match_points and "
                  "game_points, a crosstable of teams, board results; HTML with them all; TRF-16 with 013 team lines");
  for (guint t = 0; t < 2; t++)
    {
      g_autofree char     *name = g_strdup_printf ("Team %c", 'A' + t);
      g_autoptr (JsonNode) team = run_json (f, ARGS ("add-team", "--event", event, "--name", name));
      g_autofree char     *tid = id_text (int_of (team, "team"));
      for (guint k = 0; k < 2; k++)
        {
          g_autofree char *pname = g_strdup_printf ("%c%u", 'A' + t, k + 1);
          json_node_unref (run_json (f, ARGS ("add-player", "--event", event, "--team", tid, "--name", pname)));
        }
    }
  json_node_unref (run_json (f, ARGS ("pair", "--event", event)));
  json_node_unref (run_json (f, ARGS ("result", "--event", event, "--round", "1", "--match", "1", "--board", "1", "1-0")));
  json_node_unref (run_json (f, ARGS ("result", "--event", event, "--round", "1", "--match", "1", "--board", "2", "+-")));

  out = run_v (f, &status, &err, ARGS ("export", "--event", event, "--format", "csv", "--table", "pairings"));
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "round,match,board,home,away,red,black,result\r\n"));
  g_assert_nonnull (strstr (out, "1,1,1,Team A,Team B,A1,B1,1-0\r\n"));
  g_assert_nonnull (strstr (out, "1,1,2,Team A,Team B,B2,A2,+-\r\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = run_v (f, &status, &err, ARGS ("export", "--event", event, "--format", "csv"));
  g_assert_true (g_str_has_prefix (out, "rank,number,team,club,match_points,game_points,game-points,direct,buchholz,board-points"));
  /* Level on 场分 and 局分 (board 2 lost by Team A's forfeit: it is Black there), direct level:
   * board 1 decides (台次分). */
  g_assert_nonnull (strstr (out, "\r\n1,1,Team A,,1,2,2,1,1,2 0\r\n2,2,Team B,,1,2,2,1,1,0 2\r\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = run_v (f, &status, &err, ARGS ("export", "--event", event, "--format", "csv", "--table", "crosstable"));
  g_assert_nonnull (strstr (out, "1,Team A,×,2:2,"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = run_v (f, &status, &err, ARGS ("export", "--event", event, "--format", "csv", "--table", "boards"));
  g_assert_true (g_str_has_prefix (out, "board,player,team,played,wins,draws,losses,forfeits,points\r\n1,A1,Team A,1,1,0,0,0,2\r\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = run_v (f, &status, &err, ARGS ("export", "--event", event, "--format", "html"));
  g_assert_nonnull (strstr (out, "Board results"));
  g_assert_nonnull (strstr (out, "场分"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = run_v (f, &status, &err, ARGS ("export", "--event", event, "--format", "trf"));
  g_assert_nonnull (strstr (out, "\n013 Team A                              1    2\n"));
  g_assert_nonnull (strstr (out, "\n001    1      A1"));
}

static void
test_refusals (Fixture      *f,
               gconstpointer user_data)
{
  g_autoptr (JsonNode) created = NULL;
  g_autoptr (JsonNode) solo = NULL;
  g_autofree char     *event = NULL, *single = NULL;

  g_test_summary ("Bad team input is refused in one line: a team system without --boards, --boards on an "
                  "individual system, add-team on an individual event, add-player without --team in a team event, "
                  "a player of another event's team, a line-up longer than the boards");
  assert_refused (f, ARGS ("create", "--name", "X", "--system", "team-swiss", "--rounds", "3"), "--boards");
  assert_refused (f, ARGS ("create", "--name", "X", "--system", "team-groups", "--boards", "2"), "team-");
  assert_refused (f, ARGS ("create", "--name", "X", "--system", "swiss", "--rounds", "3", "--boards", "2"), "team");
  assert_refused (f, ARGS ("create", "--name", "X", "--system", "team-roundrobin", "--boards", "2", "--match-points", "4-2-0"),
                  "--match-points");
  created = run_json (f, ARGS ("create", "--name", "T", "--system", "team-knockout", "--boards", "2"));
  event = id_text (int_of (created, "event"));
  solo = run_json (f, ARGS ("create", "--name", "S", "--system", "roundrobin"));
  single = id_text (int_of (solo, "event"));
  assert_refused (f, ARGS ("add-team", "--event", single, "--name", "A"), "not a team event");
  assert_refused (f, ARGS ("add-player", "--event", event, "--name", "P"), "--team");
  {
    g_autoptr (JsonNode) t = run_json (f, ARGS ("add-team", "--event", event, "--name", "A"));
    g_autofree char     *tid = id_text (int_of (t, "team"));
    g_autoptr (JsonNode) p1 = run_json (f, ARGS ("add-player", "--event", event, "--team", tid, "--name", "A1"));
    g_autoptr (JsonNode) p2 = run_json (f, ARGS ("add-player", "--event", event, "--team", tid, "--name", "A2"));
    g_autoptr (JsonNode) p3 = run_json (f, ARGS ("add-player", "--event", event, "--team", tid, "--name", "A3"));
    g_autofree char     *a = id_text (int_of (p1, "player")), *b = id_text (int_of (p2, "player")),
                    *c = id_text (int_of (p3, "player"));
    assert_refused (f, ARGS ("add-player", "--event", single, "--team", tid, "--name", "B"), "no team");
    assert_refused (f, ARGS ("lineup", "--event", event, "--round", "1", "--team", tid, a, b, c), "at most 2");
    assert_refused (f, ARGS ("lineup", "--event", event, "--round", "1", "--team", tid, a, a), "already plays board 1");
  }
}

static void
test_result_unknowns (Fixture      *f,
                      gconstpointer user_data)
{
  g_autoptr (JsonNode) created = run_json (f, ARGS ("create", "--name", "Pairs", "--system", "team-roundrobin", "--boards", "2"));
  g_autoptr (JsonNode) solo = run_json (f, ARGS ("create", "--name", "Solo", "--system", "roundrobin"));
  g_autofree char     *event = id_text (int_of (created, "event"));
  g_autofree char     *single = id_text (int_of (solo, "event"));
  g_autofree char     *missing = id_text (int_of (solo, "event") + 40);
  g_autofree char     *no_event = g_strdup_printf ("There is no event %s", missing);
  g_autofree char     *out = NULL, *err = NULL, *plain_err = NULL;
  int                  status = 0, plain_status = 0;

  g_test_summary ("result --match on an event that does not exist names the event, exactly as result without "
                  "--match does; on an individual event it says the event has no matches; then the round, "
                  "then the match");
  for (guint t = 0; t < 2; t++)
    {
      g_autofree char     *name = g_strdup_printf ("Team %u", t + 1);
      g_autoptr (JsonNode) team = run_json (f, ARGS ("add-team", "--event", event, "--name", name));
      g_autofree char     *tid = id_text (int_of (team, "team"));
      for (guint k = 0; k < 2; k++)
        {
          g_autofree char *pname = g_strdup_printf ("T%u-%u", t + 1, k + 1);
          json_node_unref (run_json (f, ARGS ("add-player", "--event", event, "--team", tid, "--name", pname)));
        }
    }
  json_node_unref (run_json (f, ARGS ("pair", "--event", event)));

  out = run_v (f, &status, &err, ARGS ("result", "--event", missing, "--round", "1", "--match", "1", "--board", "1", "1-0"));
  g_free (out);
  out = run_v (f, &plain_status, &plain_err, ARGS ("result", "--event", missing, "--round", "1", "--board", "1", "1-0"));
  g_test_message ("%s", err);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpint (status, ==, plain_status);
  g_assert_cmpstr (err, ==, plain_err);
  g_assert_nonnull (strstr (err, no_event));
  g_assert_null (strstr (err, "match"));
  assert_refused (f, ARGS ("result", "--event", single, "--round", "1", "--match", "1", "--board", "1", "1-0"),
                  "is not a team event");
  assert_refused (f, ARGS ("result", "--event", event, "--round", "7", "--match", "1", "--board", "1", "1-0"), "no round 7");
  assert_refused (f, ARGS ("result", "--event", event, "--round", "1", "--match", "5", "--board", "1", "1-0"),
                  "round 1 has no match 5 with a board 1");
  assert_refused (f, ARGS ("result", "--event", event, "--round", "1", "--match", "1", "--board", "3", "1-0"),
                  "round 1 has no match 1 with a board 3");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(path, func) g_test_add ("/xq/store/cli-team/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("flow", test_flow);
  ADD ("exports", test_exports);
  ADD ("refusals", test_refusals);
  ADD ("result-unknowns", test_result_unknowns);
#undef ADD
  return g_test_run ();
}
