/* test-cli.c: the qili-cli tournament contract — JSON out, "qili-cli: <message>" and exit 2 on bad
 * input, generated events through check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <grp.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

typedef struct
{
  char *db;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer user_data)
{
  f->db = g_build_filename (g_get_user_data_dir (), "cli.db", NULL);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer user_data)
{
  g_free (f->db);
}

/* Runs qili-cli tournament --db DB ARGS…; returns stdout, sets *status and *err. */
static char *
run (Fixture    *f,
     int        *status,
     char      **err,
     const char *first,
     ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  const char           *cli = g_getenv ("QILI_CLI");
  char                 *out = NULL, *errout = NULL;
  int                   wait_status = 0;
  va_list               args;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--db");
  g_ptr_array_add (argv, f->db);
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &errout, &wait_status, &error);
  g_assert_no_error (error);
  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  if (err != NULL)
    *err = errout;
  else
    g_free (errout);
  return out;
}

/* Runs a command that must succeed; returns its JSON object (one reference owned by the caller). */
static JsonNode *
run_json (Fixture    *f,
          const char *first,
          ...)
{
  g_autoptr (GPtrArray)  argv = g_ptr_array_new ();
  g_autoptr (GError)     error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char       *out = NULL, *errout = NULL;
  const char            *cli = g_getenv ("QILI_CLI");
  int                    wait_status = 0;
  va_list                args;

  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--db");
  g_ptr_array_add (argv, f->db);
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &errout, &wait_status, &error);
  g_assert_no_error (error);
  if (!WIFEXITED (wait_status) || WEXITSTATUS (wait_status) != 0)
    g_error ("%s failed: %s", first, errout);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static gint64
member_int (JsonNode   *node,
            const char *name)
{
  return json_object_get_int_member (json_node_get_object (node), name);
}

static void
assert_bad_input (int         status,
                  const char *err)
{
  g_assert_cmpint (status, ==, 2);
  g_assert_true (g_str_has_prefix (err, "qili-cli: "));
  /* Exactly one line. */
  g_assert_nonnull (strchr (err, '\n'));
  g_assert_cmpint (strchr (err, '\n') - err + 1, ==, (int) strlen (err));
}

static void
test_flow (Fixture      *f,
           gconstpointer user_data)
{
  g_autoptr (JsonNode) created = run_json (f, "create", "--name", "Club night", "--system", "swiss", "--rounds", "3",
                                           "--tiebreaks", "cxa-14.3.1", NULL);
  g_autoptr (JsonNode) paired = NULL;
  g_autoptr (JsonNode) standings = NULL;
  g_autoptr (JsonNode) checked = NULL;
  g_autofree char     *csv_path = g_build_filename (g_get_user_data_dir (), "players.csv", NULL);
  g_autofree char     *html_path = g_build_filename (g_get_user_data_dir (), "event.html", NULL);
  g_autofree char     *html = NULL;
  g_autofree char     *trf = NULL;
  g_autofree char     *err = NULL;
  JsonArray           *boards, *rows;
  JsonObject          *first;
  int                  status;
  char                 event[16];

  g_test_summary ("create, add-player, import-players, pair, result, standings, export, check: the JSON contract");
  g_assert_cmpint (member_int (created, "event"), ==, 1);
  g_snprintf (event, sizeof event, "%" G_GINT64_FORMAT, member_int (created, "event"));
  {
    g_autoptr (JsonNode) p = run_json (f, "add-player", "--event", event, "--name", "王天一", "--rating", "2700", "--club",
                                       "杭州", NULL);
    g_assert_cmpint (member_int (p, "player"), ==, 1);
  }
  g_file_set_contents (csv_path, "name,rating,club\n郑惟桐,2680,四川\n\"Lai, Li-huei\",2400,\n Bob ,1700,\n", -1, NULL);
  {
    g_autoptr (JsonNode) imported = run_json (f, "import-players", "--event", event, csv_path, NULL);
    g_assert_cmpint (member_int (imported, "imported"), ==, 3);
  }
  /* Odd field: round 1 has a bye (black null) on the last board. */
  {
    g_autoptr (JsonNode) p = run_json (f, "add-player", "--event", event, "--name", "Eve", NULL);
    (void) p;
  }
  paired = run_json (f, "pair", "--event", event, NULL);
  g_assert_cmpint (member_int (paired, "round"), ==, 1);
  boards = json_object_get_array_member (json_node_get_object (paired), "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, 3);
  first = json_array_get_object_element (boards, 0);
  g_assert_cmpint (json_object_get_int_member (first, "board"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (first, "red"), ==, 1);
  g_assert_true (json_object_get_null_member (json_array_get_object_element (boards, 2), "black"));
  {
    g_autoptr (JsonNode) r1 = run_json (f, "result", "--event", event, "--round", "1", "--board", "1", "+-", NULL);
    g_assert_true (json_object_get_boolean_member (json_node_get_object (r1), "saved"));
  }
  standings = run_json (f, "standings", "--event", event, NULL);
  rows = json_object_get_array_member (json_node_get_object (standings), "standings");
  g_assert_cmpuint (json_array_get_length (rows), ==, 5);
  first = json_array_get_object_element (rows, 0);
  g_assert_cmpint (json_object_get_int_member (first, "rank"), ==, 1);
  g_assert_cmpfloat (json_object_get_double_member (first, "points"), ==, 2.0);
  g_assert_true (json_object_has_member (json_object_get_object_member (first, "tiebreaks"), "buchholz"));
  g_assert_true (json_object_has_member (json_object_get_object_member (first, "tiebreaks"), "earlier-rounds"));

  trf = run (f, &status, NULL, "export", "--event", event, "--format", "trf", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (trf, "012 Club night\n"));
  g_free (run (f, &status, NULL, "export", "--event", event, "--format", "html", "--output", html_path, NULL));
  g_assert_cmpint (status, ==, 0);
  g_file_get_contents (html_path, &html, NULL, NULL);
  g_assert_nonnull (strstr (html, "王天一"));
  /* Issue 31: a page for people, not the CLI's keys: "Opponents’ scores (对手分)", not "buchholz";
   * "Swiss · win 2, draw 1, loss 0 · round 1", not "swiss · 2-1-0 · 1" */
  g_assert_null (strstr (html, "<th>buchholz</th>"));
  g_assert_nonnull (strstr (html, "<th>Opponents’ scores (对手分)</th>"));
  g_assert_null (strstr (html, "swiss · 2-1-0"));
  g_assert_nonnull (strstr (html, "<p>Swiss · win 2, draw 1, loss 0 · round 1</p>"));
  /* --output over an earlier export: replaced whole, the earlier one kept in the backups folder */
  {
    g_autofree char *backups = g_build_filename (g_get_user_data_dir (), "qili", "backups", NULL);
    g_autofree char *again = NULL, *kept_path = NULL, *kept = NULL;
    g_autoptr (GDir) dir = NULL;
    const char      *name;

    /* The child finds the backups folder as GLib's isolated test folders do */
    g_setenv ("XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
    g_free (run (f, &status, NULL, "export", "--event", event, "--format", "trf", "--output", html_path, NULL));
    g_assert_cmpint (status, ==, 0);
    g_file_get_contents (html_path, &again, NULL, NULL);
    g_assert_cmpstr (again, ==, trf);
    dir = g_dir_open (backups, 0, NULL);
    g_assert_nonnull (dir);
    name = g_dir_read_name (dir);
    g_assert_nonnull (name);
    g_assert_true (g_str_has_prefix (name, "event."));
    kept_path = g_build_filename (backups, name, NULL);
    g_file_get_contents (kept_path, &kept, NULL, NULL);
    g_assert_cmpstr (kept, ==, html);
    g_assert_null (g_dir_read_name (dir));
  }

  checked = run_json (f, "check", "--event", event, NULL);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (checked), "ok"));

  /* Round 2 waits for the last result of round 1. */
  g_free (run (f, &status, &err, "pair", "--event", event, NULL));
  assert_bad_input (status, err);
  g_assert_nonnull (strstr (err, "board 2"));
  {
    g_autoptr (JsonNode) r2 = run_json (f, "result", "--event", event, "--round", "1", "--board", "2", "1/2-1/2", NULL);
    g_autoptr (JsonNode) p2 = run_json (f, "pair", "--event", event, NULL);
    g_autoptr (JsonNode) undo = run_json (f, "undo", "--event", event, NULL);
    g_assert_cmpint (member_int (p2, "round"), ==, 2);
    g_assert_cmpint (member_int (undo, "board"), ==, 2);
    (void) r2;
  }
}

static const char *
member_str (JsonNode   *node,
            const char *name)
{
  return json_object_get_string_member (json_node_get_object (node), name);
}

static void
test_result_forms (Fixture      *f,
                   gconstpointer user_data)
{
  g_autoptr (JsonNode) created = run_json (f, "create", "--name", "Forfeits", "--system", "roundrobin", NULL);
  g_autoptr (JsonNode) paired = NULL;
  int                  status;

  g_test_summary ("result: -+ (Red forfeits) and -- (both) can be typed anywhere among the options, after a -- "
                  "too; the reply gives the result as stored, after seed 002's rule that a third violation "
                  "loses the game");
  (void) created;
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char     *name = g_strdup_printf ("P%u", i + 1);
      g_autoptr (JsonNode) p = run_json (f, "add-player", "--event", "1", "--name", name, NULL);
      (void) p;
    }
  paired = run_json (f, "pair", "--event", "1", NULL);
  {
    g_autoptr (JsonNode) a = run_json (f, "result", "--event", "1", "--round", "1", "--board", "1", "-+", NULL);
    g_autoptr (JsonNode) b = run_json (f, "result", "-+", "--event", "1", "--round", "1", "--board", "2", NULL);
    g_autoptr (JsonNode) c = run_json (f, "result", "--event", "1", "--round", "1", "--board", "3", "--", NULL);
    g_autoptr (JsonNode) d = run_json (f, "result", "--event", "1", "--round=1", "--board", "3", "--", "--", NULL);
    g_autoptr (JsonNode) e = run_json (f, "result", "--event", "1", "--round", "1", "--board", "2", "--", "1-0", NULL);
    g_assert_cmpstr (member_str (a, "result"), ==, "-+");
    g_assert_cmpstr (member_str (b, "result"), ==, "-+");
    g_assert_cmpstr (member_str (c, "result"), ==, "--");
    g_assert_cmpstr (member_str (d, "result"), ==, "--");
    g_assert_cmpstr (member_str (e, "result"), ==, "1-0");
  }
  {
    /* Typed 1-0 with Red's third violation: stored (and replied) as 0-1. */
    g_autoptr (JsonNode) v = run_json (f, "result", "--event", "1", "--round", "1", "--board", "1", "--red-violations",
                                       "3", "1-0", NULL);
    g_autofree char     *csv = NULL;
    g_assert_cmpstr (member_str (v, "result"), ==, "0-1");
    g_assert_cmpstr (member_str (v, "entered"), ==, "1-0");
    g_assert_cmpint (member_int (v, "red_violations"), ==, 3);
    csv = run (f, &status, NULL, "export", "--event", "1", "--format", "csv", "--table", "pairings", NULL);
    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (csv, "\n1,1,1,P1,P6,0-1\r\n"));
  }
  {
    g_autofree char *err = NULL;
    g_free (run (f, &status, &err, "result", "--event", "1", "--round", "1", "--board", "1", "-+", "--", NULL));
    assert_bad_input (status, err);
  }
  (void) paired;
}

/* Spawns with the rights of an unprivileged user when the test runs as root. */
static void
drop_root (gpointer user_data)
{
  if (geteuid () == 0 && (setgroups (0, NULL) != 0 || setgid (65534) != 0 || setuid (65534) != 0))
    _exit (99);
}

static char *
run_as_user (const char *db,
             int        *status,
             char      **err,
             const char *first,
             ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  char                 *out = NULL;
  int                   wait_status = 0;
  va_list               args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("QILI_CLI"));
  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--db");
  g_ptr_array_add (argv, (gpointer) db);
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync ("/", (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, drop_root, NULL, &out, err, &wait_status, &error);
  g_assert_no_error (error);
  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return out;
}

static void
test_files (Fixture      *f,
            gconstpointer user_data)
{
  g_autofree char   *missing_dir = g_build_filename (g_get_user_data_dir (), "absent", NULL);
  g_autofree char   *missing = g_build_filename (missing_dir, "events.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char   *dir = g_dir_make_tmp ("qili-cli-files-XXXXXX", &error);
  g_autofree char   *db = g_build_filename (dir, "club.db", NULL);
  g_autofree char   *wal = g_strconcat (db, "-wal", NULL);
  g_autofree char   *shm = g_strconcat (db, "-shm", NULL);
  Fixture            club = { db };
  int                status;

  g_test_summary ("Read commands on a missing file fail and create nothing; a file the user may not write "
                  "gives standings, exports and check, and a write fails saying it is read-only (exit 1), "
                  "leaving no -wal or -shm");
  g_assert_no_error (error);
  {
    Fixture     none = { missing };
    const char *reads[][2] = { { "standings", NULL }, { "check", NULL }, { "export", "csv" } };
    for (guint i = 0; i < G_N_ELEMENTS (reads); i++)
      {
        g_autofree char *err = NULL;
        if (reads[i][1] != NULL)
          g_free (run (&none, &status, &err, reads[i][0], "--event", "1", "--format", reads[i][1], NULL));
        else
          g_free (run (&none, &status, &err, reads[i][0], "--event", "1", NULL));
        assert_bad_input (status, err);
        g_assert_nonnull (strstr (err, "no event file"));
        g_assert_false (g_file_test (missing_dir, G_FILE_TEST_EXISTS));
      }
    {
      g_autofree char *err = NULL;
      g_free (run (&none, &status, &err, "result", "--event", "1", "--round", "1", "--board", "1", "1-0", NULL));
      assert_bad_input (status, err);
      g_assert_false (g_file_test (missing_dir, G_FILE_TEST_EXISTS));
    }
  }

  {
    g_autoptr (JsonNode) created = run_json (&club, "create", "--name", "Club", "--system", "roundrobin", NULL);
    for (guint i = 0; i < 4; i++)
      {
        g_autofree char     *name = g_strdup_printf ("P%u", i + 1);
        g_autoptr (JsonNode) p = run_json (&club, "add-player", "--event", "1", "--name", name, NULL);
        (void) p;
      }
    g_free (run (&club, &status, NULL, "pair", "--event", "1", NULL));
    g_assert_cmpint (status, ==, 0);
    (void) created;
  }
  g_assert_cmpint (g_chmod (dir, geteuid () == 0 ? 0755 : 0555), ==, 0);
  g_assert_cmpint (g_chmod (db, 0444), ==, 0);
  {
    g_autofree char *out = NULL, *err = NULL;
    out = run_as_user (db, &status, &err, "standings", "--event", "1", NULL);
    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (out, "\"standings\""));
    g_free (g_steal_pointer (&out));
    out = run_as_user (db, &status, NULL, "export", "--event", "1", "--format", "html", NULL);
    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (out, "P1"));
    g_free (g_steal_pointer (&out));
    out = run_as_user (db, &status, NULL, "check", "--event", "1", NULL);
    g_assert_cmpint (status, ==, 0);
    g_free (g_steal_pointer (&out));
    g_clear_pointer (&err, g_free);
    g_free (run_as_user (db, &status, &err, "result", "--event", "1", "--round", "1", "--board", "1", "1-0", NULL));
    g_assert_cmpint (status, ==, 1);
    g_assert_true (g_str_has_prefix (err, "qili-cli: "));
    g_assert_nonnull (strstr (err, "read-only"));
  }
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_cmpint (g_unlink (db), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_help (Fixture      *f,
           gconstpointer user_data)
{
  static const char *const readings[] = { "场分", "局分", "小分", "胜局", "colour history", "净胜局", "不败",
                                          "seed 000 §14, in every system, in a Swiss too", "Σ (score",
                                          "last two rounds", "Play-off", "和棋先手算负", "Knockout",
                                          "integrity_check", "read-only", "-+ and --" };
  g_autofree char         *out = NULL;
  int                      status;

  g_test_summary ("qili-cli tournament --help states each reading: 场分, the bye in 小分, 胜局 over the board, "
                  "the colour history without forfeits, 净胜局 and 不败, the annul rule in a Swiss, the Swiss "
                  "criteria, the double round robin, play-offs, the knockout tie-breaks, event files");
  out = run (f, &status, NULL, "--help", NULL);
  g_assert_cmpint (status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    if (strstr (out, readings[i]) == NULL)
      g_error ("--help does not say “%s”", readings[i]);
  g_assert_false (g_file_test (f->db, G_FILE_TEST_EXISTS));
}

static void
test_bad_input (Fixture      *f,
                gconstpointer user_data)
{
  g_autoptr (JsonNode) created = run_json (f, "create", "--name", "RR", "--system", "roundrobin", "--rules", "axf", NULL);
  g_autofree char     *foreign = g_build_filename (g_get_user_data_dir (), "notes.db", NULL);
  g_autofree char     *before = NULL, *after = NULL;
  Fixture              other = { foreign };
  int                  status;

  g_test_summary ("Bad input: exit status 2 and one line 'qili-cli: <message>'; a foreign file is left as it was");
  (void) created;
#define BAD(...)                                        \
  {                                                     \
    g_autofree char *err = NULL;                        \
    g_free (run (f, &status, &err, __VA_ARGS__, NULL)); \
    assert_bad_input (status, err);                     \
  }
  BAD ("frobnicate");
  BAD ("create", "--name", "X", "--system", "ladder");
  BAD ("create", "--name", "X", "--system", "swiss");
  BAD ("create", "--name", "X", "--system", "roundrobin", "--tiebreaks", "luck");
  BAD ("create", "--name", "X", "--system", "roundrobin", "--rules", "fide");
  BAD ("add-player", "--event", "1");
  BAD ("add-player", "--event", "7", "--name", "Nobody");
  BAD ("pair", "--event", "1");
  BAD ("result", "--event", "1", "--round", "1", "--board", "1", "2-0");
  BAD ("standings", "--event", "99");
  BAD ("export", "--event", "1", "--format", "pdf");
  BAD ("withdraw", "--event", "1", "--player", "5");
#undef BAD
  g_file_set_contents (foreign, "not a database at all\n", -1, NULL);
  g_file_get_contents (foreign, &before, NULL, NULL);
  {
    g_autofree char *err = NULL;
    g_free (run (&other, &status, &err, "check", "--event", "1", NULL));
    assert_bad_input (status, err);
  }
  g_file_get_contents (foreign, &after, NULL, NULL);
  g_assert_cmpstr (before, ==, after);
}

static void
test_generated (gconstpointer data)
{
  guint             count = GPOINTER_TO_UINT (data);
  g_autoptr (GRand) rand = g_rand_new_with_seed (4242);
  Fixture           f = { g_build_filename (g_get_user_data_dir (), "generated.db", NULL) };

  g_test_summary ("Events generated through the real pairing and result paths pass check");
  for (guint i = 0; i < count; i++)
    {
      guint                players = g_rand_int_range (rand, 2, 41);
      guint                rounds = g_rand_int_range (rand, 1, MIN (players, 10) + 1);
      gboolean             rr = g_rand_int_range (rand, 0, 4) == 0;
      g_autofree char     *p = g_strdup_printf ("%u", players);
      g_autofree char     *r = g_strdup_printf ("%u", rr ? MIN (rounds, players % 2 ? players : players - 1) : rounds);
      g_autofree char     *s = g_strdup_printf ("%u", i);
      g_autoptr (JsonNode) gen = run_json (&f, "generate", "--players", p, "--rounds", r, "--seed", s, "--system",
                                           rr ? "roundrobin" : "swiss", NULL);
      g_autofree char     *event = g_strdup_printf ("%" G_GINT64_FORMAT, member_int (gen, "event"));
      g_autoptr (JsonNode) checked = run_json (&f, "check", "--event", event, NULL);

      if (!json_object_get_boolean_member (json_node_get_object (checked), "ok"))
        {
          g_autoptr (JsonGenerator) gen_out = json_generator_new ();
          g_autofree char          *text = NULL;
          json_generator_set_root (gen_out, checked);
          text = json_generator_to_data (gen_out, NULL);
          g_error ("generated event %s (%s players, %s rounds) fails check: %s", event, p, r, text);
        }
    }
  g_free (f.db);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add ("/xq/store/cli/flow", Fixture, NULL, fixture_setup, test_flow, fixture_teardown);
  g_test_add ("/xq/store/cli/bad-input", Fixture, NULL, fixture_setup, test_bad_input, fixture_teardown);
  g_test_add ("/xq/store/cli/result-forms", Fixture, NULL, fixture_setup, test_result_forms, fixture_teardown);
  g_test_add ("/xq/store/cli/files", Fixture, NULL, fixture_setup, test_files, fixture_teardown);
  g_test_add ("/xq/store/cli/help", Fixture, NULL, fixture_setup, test_help, fixture_teardown);
  g_test_add_data_func ("/xq/store/cli/generated", GUINT_TO_POINTER (g_test_slow () ? 300 : 20), test_generated);
  return g_test_run ();
}
