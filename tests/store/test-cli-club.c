/* test-cli-club.c: the club night through qili-cli tournament — create's options, a late entry,
 * a bye asked for, a swap with its warnings, the journal with --by, explain in three languages,
 * and the refusals of bad input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cli-util.h"

static char *
new_db (void)
{
  return g_build_filename (g_get_user_data_dir (), "club-cli.db", NULL);
}

static JsonObject *
obj (JsonNode *node)
{
  return json_node_get_object (node);
}

static void
test_club_night (void)
{
  g_autofree char     *db = new_db ();
  g_autoptr (JsonNode) created = NULL, late = NULL, bye = NULL, pair = NULL, swap = NULL, journal = NULL, explain = NULL;
  JsonArray           *boards, *entries;
  JsonObject          *last, *text;
  gint64               half_bye = 0;

  g_test_summary ("A club night through qili-cli: a Swiss with a late-entry policy and bye limits, six players, "
                  "round 1, a late entry (joined_round), a half-point bye (bye in pair's JSON), a swap by an "
                  "arbiter named with --by (warnings), the journal and explain in en, zh_CN, zh_TW");
  created = cli_json (db, ARGS ("create", "--name", "Club night", "--system", "swiss", "--rounds", "4", "--late-entry", "half",
                                "--half-byes", "2", "--club-rounds", "1"));
  g_assert_cmpint (json_object_get_int_member (obj (created), "event"), ==, 1);
  for (int i = 1; i <= 6; i++)
    {
      g_autofree char     *name = g_strdup_printf ("P%d", i);
      g_autofree char     *rating = g_strdup_printf ("%d", 2000 - 10 * i);
      g_autoptr (JsonNode) added = cli_json (db, ARGS ("add-player", "--event", "1", "--name", name, "--rating", rating,
                                                       "--club", i <= 3 ? "A" : "B"));
      g_assert_false (json_object_has_member (obj (added), "joined_round"));
    }
  g_clear_pointer (&pair, json_node_unref);
  pair = cli_json (db, ARGS ("pair", "--event", "1"));
  boards = json_object_get_array_member (obj (pair), "boards");
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      g_autofree char     *board = g_strdup_printf ("%u", i + 1);
      g_autoptr (JsonNode) r = cli_json (db, ARGS ("result", "--event", "1", "--round", "1", "--board", board, "1/2-1/2"));
    }
  late = cli_json (db, ARGS ("add-player", "--event", "1", "--name", "Late 迟到", "--rating", "1500"));
  g_assert_cmpint (json_object_get_int_member (obj (late), "joined_round"), ==, 2);
  bye = cli_json (db, ARGS ("bye", "--event", "1", "--player", "2", "--round", "2", "--half"));
  g_assert_cmpstr (json_object_get_string_member (obj (bye), "bye"), ==, "half");

  g_clear_pointer (&pair, json_node_unref);
  pair = cli_json (db, ARGS ("pair", "--event", "1"));
  boards = json_object_get_array_member (obj (pair), "boards");
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      JsonObject *b = json_array_get_object_element (boards, i);
      if (json_object_get_null_member (b, "black") && g_str_equal (json_object_get_string_member (b, "bye"), "half"))
        half_bye = json_object_get_int_member (b, "red");
    }
  g_assert_cmpint (half_bye, ==, 2);

  /* Swap the two players of board 1: their colours. */
  {
    JsonObject      *b1 = json_array_get_object_element (boards, 0);
    g_autofree char *a = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (b1, "red"));
    g_autofree char *b = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (b1, "black"));
    swap = cli_json (db, ARGS ("--by", "Arbiter 王", "swap", "--event", "1", "--round", "2", "--player", a, "--with", b));
  }
  g_assert_cmpstr (json_object_get_string_member (obj (swap), "action"), ==, "swap");
  g_assert_nonnull (json_object_get_array_member (obj (swap), "warnings"));

  journal = cli_json (db, ARGS ("journal", "--event", "1"));
  entries = json_object_get_array_member (obj (journal), "journal");
  g_assert_cmpuint (json_array_get_length (entries), ==, 3); /* the late entry, the bye, the swap */
  last = json_array_get_object_element (entries, json_array_get_length (entries) - 1);
  g_assert_cmpstr (json_object_get_string_member (last, "who"), ==, "Arbiter 王");
  g_assert_cmpstr (json_object_get_string_member (last, "action"), ==, "swap");
  text = json_object_get_object_member (last, "text");
  g_assert_nonnull (strstr (json_object_get_string_member (text, "en"), "swapped by hand"));
  g_assert_nonnull (strstr (json_object_get_string_member (text, "zh_CN"), "手动调换"));
  g_assert_nonnull (strstr (json_object_get_string_member (text, "zh_TW"), "手動對調"));

  explain = cli_json (db, ARGS ("explain", "--event", "1", "--round", "2"));
  boards = json_object_get_array_member (obj (explain), "boards");
  g_assert_cmpuint (json_array_get_length (boards), >=, 3);
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      JsonObject *t = json_object_get_object_member (json_array_get_object_element (boards, i), "text");
      g_assert_cmpuint (strlen (json_object_get_string_member (t, "en")), >, 20);
      g_assert_cmpuint (strlen (json_object_get_string_member (t, "zh_CN")), >, 20);
      g_assert_cmpuint (strlen (json_object_get_string_member (t, "zh_TW")), >, 20);
    }
  g_assert_nonnull (strstr (json_object_get_string_member (json_object_get_object_member (obj (explain), "summary"), "zh_CN"),
                            "第二轮起由积分多的依序往下编"));
}

/* A FIDE Dutch event: paired by C.04.3 and explained by its articles. */
static void
test_dutch (void)
{
  g_autofree char     *db = new_db ();
  g_autoptr (JsonNode) created = NULL, pair = NULL, explain = NULL;
  JsonArray           *boards;
  JsonObject          *summary;

  g_test_summary ("--pairing dutch pairs round 1 top half against bottom half (C.04.3) and explain cites "
                  "FIDE Dutch and the colour article of each board in three languages");
  created = cli_json (db, ARGS ("create", "--name", "Dutch", "--system", "swiss", "--rounds", "3", "--pairing", "dutch"));
  for (int i = 1; i <= 5; i++)
    {
      g_autofree char     *name = g_strdup_printf ("P%d", i);
      g_autofree char     *rating = g_strdup_printf ("%d", 2000 - 10 * i);
      g_autoptr (JsonNode) added = cli_json (db, ARGS ("add-player", "--event", "1", "--name", name, "--rating", rating));
    }
  pair = cli_json (db, ARGS ("pair", "--event", "1"));
  boards = json_object_get_array_member (obj (pair), "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, 3);
  explain = cli_json (db, ARGS ("explain", "--event", "1", "--round", "1"));
  summary = json_object_get_object_member (obj (explain), "summary");
  g_assert_nonnull (strstr (json_object_get_string_member (summary, "en"), "FIDE Dutch (C.04.3)"));
  g_assert_nonnull (strstr (json_object_get_string_member (summary, "zh_CN"), "C.04.3"));
  boards = json_object_get_array_member (obj (explain), "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, 3);
  g_assert_nonnull (strstr (json_object_get_string_member (json_object_get_object_member (json_array_get_object_element (boards, 0), "text"), "en"),
                            "(E.5)"));
  g_assert_nonnull (strstr (json_object_get_string_member (json_object_get_object_member (json_array_get_object_element (boards, 2), "text"), "en"),
                            "pairing-allocated bye"));
}

static void
test_refusals (void)
{
  g_autofree char     *db = new_db ();
  g_autoptr (JsonNode) created = NULL;

  g_test_summary ("Bad input of the club night's commands is refused in one line with exit 2 and changes nothing");
  cli_assert_refused (db, ARGS ("create", "--name", "X", "--system", "swiss", "--rounds", "3", "--late-entry", "some"), 2, "--late-entry");
  /* A pairing system Qili does not have is refused, never paired by Qili's rules under its name. */
  cli_assert_refused (db, ARGS ("create", "--name", "X", "--system", "swiss", "--rounds", "3", "--pairing", "monrad"), 2, "--pairing");
  cli_assert_refused (db, ARGS ("create", "--name", "X", "--system", "swiss", "--rounds", "3", "--half-byes", "-1"), 2, "--half-byes");
  cli_assert_refused (db, ARGS ("create", "--name", "X", "--system", "swiss", "--rounds", "3", "--club-rounds", "1,x"), 2, "--club-rounds");
  created = cli_json (db, ARGS ("create", "--name", "X", "--system", "swiss", "--rounds", "3"));
  cli_assert_refused (db, ARGS ("bye", "--event", "1", "--player", "9", "--round", "1", "--half"), 2, "no player 9");
  cli_assert_refused (db, ARGS ("bye", "--event", "1", "--player", "9", "--round", "1"), 2, "--half");
  cli_assert_refused (db, ARGS ("bye", "--event", "7", "--player", "1", "--round", "1", "--zero"), 2, "no event 7");
  cli_assert_refused (db, ARGS ("swap", "--event", "1", "--round", "1", "--player", "1", "--with", "2"), 2, NULL);
  cli_assert_refused (db, ARGS ("explain", "--event", "1", "--round", "1"), 2, "no round 1");
  cli_assert_refused (db, ARGS ("unpair", "--event", "1", "--round", "1"), 2, "--board");
  /* Out-of-range options are refused, never read as another value. */
  cli_assert_refused (db, ARGS ("standings", "--event", "1", "--round", "99"), 2, "no round 99");
  {
    g_autoptr (JsonNode) a = cli_json (db, ARGS ("add-player", "--event", "1", "--name", "A"));
    g_autoptr (JsonNode) b = cli_json (db, ARGS ("add-player", "--event", "1", "--name", "B"));
    g_autoptr (JsonNode) p = cli_json (db, ARGS ("pair", "--event", "1"));
    g_autoptr (JsonNode) r = NULL;
    cli_assert_refused (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "1", "--red-violations", "-1", "1-0"), 2,
                        "--red-violations");
    cli_assert_refused (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "1", "--black-violations", "4", "1-0"), 2,
                        "--black-violations");
    r = cli_json (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "1", "--red-violations", "1", "1-0"));
    g_assert_cmpint (json_object_get_int_member (obj (r), "red_violations"), ==, 1);
  }
}

/* Writes @length bytes of @text to a file in the test's data folder. */
static char *
csv_file (const char *name,
          const char *text,
          gssize      length)
{
  g_autoptr (GError) error = NULL;
  char              *path = g_build_filename (g_get_user_data_dir (), name, NULL);

  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_file_set_contents (path, text, length, &error);
  g_assert_no_error (error);
  return path;
}

static gint64
n_players (const char *db)
{
  g_autoptr (JsonNode) standings = cli_json (db, ARGS ("standings", "--event", "1"));
  return (gint64) json_array_get_length (json_object_get_array_member (obj (standings), "standings"));
}

static void
test_import_strict (void)
{
  g_autofree char     *db = new_db ();
  g_autofree char     *good = csv_file ("good.csv", "name,rating,club\nLi Lai,1500,A\n\"Zhao, Xin\",1400,B\n", -1);
  g_autoptr (JsonNode) created = NULL, imported = NULL, again = NULL;
  g_autofree char     *long_name = g_strnfill (101, 'x');
  g_autofree char     *too_long = g_strdup_printf ("name,rating\nA,1\n%s,2\n", long_name);
  static const char    nul[] = "name,rating\nWang\0Wei,1500\n";
  const struct
  {
    const char *file, *text;
    gssize      length;
    const char *where; /* the line and column the refusal names */
  } bad[] = {
    { "thousands.csv", "name,rating,club\nWang Wei,\"1,500\",C\n", -1, "line 2, column 10" },
    { "unquoted.csv", "name,rating,club\nWang Wei,1,500,C\n", -1, "line 2, column 16" },
    { "break.csv", "name,rating\nOK,1\n\"Wang\nWei\",1500\n", -1, "line 3, column 1" },
    { "nul.csv", nul, sizeof nul - 1, "line 2, column 5" },
    { "cr.csv", "name,rating\rWang Wei,1500\r", -1, "line 1, column 12" },
    { "long.csv", too_long, -1, "line 3, column 1" },
    { "twice.csv", "name,rating\nWang Wei,1500\nwang  wei,1400\n", -1, "line 3, column 1" },
  };

  g_test_summary ("import-players refuses what it cannot read exactly (1,500 as a rating, a line break in a name, "
                  "a NUL byte, CR-only line ends, a name over 100 characters, a name twice) with exit 2, the line "
                  "and column, and nothing imported; the same list twice is refused unless --allow-duplicates");
  created = cli_json (db, ARGS ("create", "--name", "Import", "--system", "swiss", "--rounds", "3"));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *path = csv_file (bad[i].file, bad[i].text, bad[i].length);
      cli_assert_refused (db, ARGS ("import-players", "--event", "1", path), 2, bad[i].where);
      cli_assert_refused (db, ARGS ("import-players", "--event", "1", path), 2, "nothing was imported");
      g_assert_cmpint (n_players (db), ==, 0);
    }
  imported = cli_json (db, ARGS ("import-players", "--event", "1", good));
  g_assert_cmpint (json_object_get_int_member (obj (imported), "imported"), ==, 2);
  /* The same list again: refused, the field stays as it was. */
  cli_assert_refused (db, ARGS ("import-players", "--event", "1", good), 2, "“Li Lai” is already entered");
  cli_assert_refused (db, ARGS ("import-players", "--event", "1", good), 2, "--allow-duplicates");
  g_assert_cmpint (n_players (db), ==, 2);
  /* Two people of one name, on purpose. */
  again = cli_json (db, ARGS ("import-players", "--event", "1", "--allow-duplicates", good));
  g_assert_cmpint (json_object_get_int_member (obj (again), "imported"), ==, 2);
  g_assert_cmpint (n_players (db), ==, 4);
  /* add-player refuses a line break too: it would split the player's TRF line. */
  cli_assert_refused (db, ARGS ("add-player", "--event", "1", "--name", "Wang\nWei"), 2, "one line");
  g_assert_cmpint (n_players (db), ==, 4);
}

/* The whole stdout of a command that must succeed. */
static char *
out_of (const char  *db,
        const char **args)
{
  g_autofree char *err = NULL;
  int              status = -1;
  char            *out = cli_run (db, &status, &err, args);

  g_assert_cmpint (status, ==, 0);
  return out;
}

static void
test_violation_json (void)
{
  g_autofree char *db = new_db ();
  g_autofree char *unpaired = NULL, *paired = NULL, *checked = NULL;

  g_test_summary ("A rematch paired by hand is written byte for byte as before in both forms: as a warning of "
                  "pair-players (kind, message, players) and as a violation of check (kind, round, players, message)");
  json_node_unref (cli_json (db, ARGS ("create", "--name", "V", "--system", "swiss", "--rounds", "3")));
  for (int i = 1; i <= 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%d", i);
      g_autofree char *rating = g_strdup_printf ("%d", 2000 - i);
      json_node_unref (cli_json (db, ARGS ("add-player", "--event", "1", "--name", name, "--rating", rating)));
    }
  json_node_unref (cli_json (db, ARGS ("pair", "--event", "1"))); /* 1–3, 2–4 */
  json_node_unref (cli_json (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "1", "1-0")));
  json_node_unref (cli_json (db, ARGS ("result", "--event", "1", "--round", "1", "--board", "2", "1-0")));
  json_node_unref (cli_json (db, ARGS ("pair", "--event", "1")));
  unpaired = out_of (db, ARGS ("unpair", "--event", "1", "--round", "2", "--board", "1"));
  g_assert_cmpstr (unpaired, ==, "{\"round\":2,\"action\":\"unpair\",\"board\":1,\"warnings\":[]}\n");
  g_free (out_of (db, ARGS ("unpair", "--event", "1", "--round", "2", "--board", "2")));
  paired = out_of (db, ARGS ("pair-players", "--event", "1", "--round", "2", "--player", "1", "--with", "3"));
  g_assert_cmpstr (paired, ==,
                   "{\"round\":2,\"action\":\"pair\",\"board\":1,\"warnings\":[{\"kind\":\"rematch\","
                   "\"message\":\"P1 and P3 have met (round 1)\",\"players\":[1,3]}]}\n");
  checked = out_of (db, ARGS ("check", "--event", "1"));
  g_assert_cmpstr (checked, ==,
                   "{\"ok\":false,\"violations\":[{\"kind\":\"rematch\",\"round\":2,\"players\":[1,3],"
                   "\"message\":\"P1 and P3 meet again in round 2\"}]}\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/store/cli-club/club-night", test_club_night);
  g_test_add_func ("/xq/store/cli-club/refusals", test_refusals);
  g_test_add_func ("/xq/store/cli-club/dutch", test_dutch);
  g_test_add_func ("/xq/store/cli-club/import-strict", test_import_strict);
  g_test_add_func ("/xq/store/cli-club/violation-json", test_violation_json);
  return g_test_run ();
}
