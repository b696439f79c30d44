/* test-cli-season.c: the season from the command line — member add/list/import/edit/history,
 * add-player --member, create --rating-method, ratings, close, details, prizes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  char *dir;
  char *db;
} Fixture;

/* Runs qili-cli tournament --db DB ARGS…; returns stdout, the exit status in *status. */
static char *
run (Fixture    *f,
     int        *status,
     char      **err,
     const char *first,
     ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  char                 *out = NULL, *errout = NULL;
  int                   wait_status = 0;
  va_list               args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("QILI_CLI"));
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

/* The JSON object printed by a command that must succeed. */
static JsonObject *
ok (char *out,
    int   status)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;
  JsonObject            *o;

  g_assert_cmpint (status, ==, 0);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  o = json_object_ref (json_node_get_object (json_parser_get_root (parser)));
  g_free (out);
  return o;
}

#define OK(f, ...)                                      \
  ({                                                    \
    int   s_ = 0;                                       \
    char *o_ = run ((f), &s_, NULL, __VA_ARGS__, NULL); \
    ok (o_, s_);                                        \
  })

static void
bad (Fixture    *f,
     const char *expect,
     const char *first,
     ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  g_autofree char      *out = NULL, *errout = NULL;
  int                   wait_status = 0;
  va_list               args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("QILI_CLI"));
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
  if (!WIFEXITED (wait_status) || WEXITSTATUS (wait_status) != 2 || !g_str_has_prefix (errout, "qili-cli: ") ||
      strstr (errout, expect) == NULL)
    g_error ("%s …: expected exit 2 saying “%s”, got %d: %s", first, expect, WEXITSTATUS (wait_status), errout);
  g_assert_cmpstr (out, ==, "");
}

static void
setup (Fixture      *f,
       gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_dir_make_tmp ("qili-cli-season-XXXXXX", &error);
  g_assert_no_error (error);
  f->db = g_build_filename (f->dir, "club.db", NULL);
}

static void
teardown (Fixture      *f,
          gconstpointer data)
{
  g_autoptr (GDir) d = g_dir_open (f->dir, 0, NULL);
  const char      *name;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (f->dir);
  g_free (f->db);
  g_free (f->dir);
}

static void
test_register (Fixture      *f,
               gconstpointer data)
{
  g_autofree char       *csv = g_build_filename (f->dir, "members.csv", NULL);
  g_autofree char       *bad_csv = g_build_filename (f->dir, "bad.csv", NULL);
  g_autoptr (JsonObject) o = NULL, list = NULL, edited = NULL, found = NULL;
  JsonArray             *members;
  int                    status;

  g_test_summary ("member add, import, list (type-ahead by pinyin initials), edit; bad input exits 2 and imports nothing");
  /* member add makes a missing file, as import does; list never does. */
  bad (f, "There is no event file", "member", "list", NULL);
  o = OK (f, "member", "add", "--name", "李四", "--rating", "1500", "--club", "东城", "--sex", "m", "--birth", "1999");
  g_assert_cmpint (json_object_get_int_member (o, "member"), ==, 1);
  g_assert_true (g_file_set_contents (csv, "姓名,单位,等级分,性别,出生\n张伟,东城,2150,男,1990\n安琪,西城,1980,女,2010\n", -1, NULL));
  json_object_unref (o);
  o = OK (f, "member", "import", csv);
  g_assert_cmpint (json_object_get_int_member (o, "added"), ==, 2);
  json_object_unref (o);
  o = OK (f, "member", "import", csv);
  g_assert_cmpint (json_object_get_int_member (o, "added"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (o, "unchanged"), ==, 2);
  found = OK (f, "member", "list", "--find", "zw");
  members = json_object_get_array_member (found, "members");
  g_assert_cmpuint (json_array_get_length (members), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (members, 0), "name"), ==, "张伟");
  edited = OK (f, "member", "edit", "--member", "2", "--club", "南城", "--rating", "2160");
  list = OK (f, "member", "list");
  members = json_object_get_array_member (list, "members");
  g_assert_cmpuint (json_array_get_length (members), ==, 3);
  /* In the locale's order (C: English, Latin before Chinese; all Chinese here, pinyin order). */
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (members, 0), "name"), ==, "安琪");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (members, 2), "club"), ==, "南城");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (members, 2), "rating"), ==, 2160);

  g_assert_true (g_file_set_contents (bad_csv, "name,rating\n王五,\"1,500\"\n", -1, NULL));
  bad (f, "line 2, column 4", "member", "import", bad_csv, NULL); /* columns in characters */
  bad (f, "Sex is m or w", "member", "add", "--name", "X", "--sex", "q", NULL);
  bad (f, "--name", "member", "add", "--rating", "12", NULL);
  bad (f, "no member 99", "member", "edit", "--member", "99", "--rating", "1", NULL);
  bad (f, "action", "member", "remove", NULL);
  g_free (run (f, &status, NULL, "member", "list", NULL));
  {
    g_autoptr (JsonObject) again = OK (f, "member", "list");
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (again, "members")), ==, 3);
  }
}

static void
test_season (Fixture      *f,
             gconstpointer data)
{
  g_autoptr (JsonObject) ev = NULL, ratings = NULL, closed = NULL, history = NULL, details = NULL, prizes = NULL;
  g_autoptr (JsonObject) standings = NULL;
  g_autofree char       *trf = NULL, *err = NULL;
  JsonArray             *rows;
  int                    status;

  g_test_summary ("create --rating-method, add-player --member, ratings (JSON), close updates the register with its "
                  "history; details and prizes; a closed event takes no result");
  for (guint i = 0; i < 4; i++)
    {
      static const char *const names[] = { "张伟", "王天一", "安琪", "白雪" };
      g_autoptr (JsonObject)   m = OK (f, "member", "add", "--name", names[i], "--rating", "2000", "--sex", i < 2 ? "m" : "w");
    }
  ev = OK (f, "create", "--name", "Spring", "--system", "roundrobin", "--rating-method", "club", "--k", "32");
  for (guint i = 1; i <= 4; i++)
    {
      g_autofree char       *m = g_strdup_printf ("%u", i);
      g_autoptr (JsonObject) p = OK (f, "add-player", "--event", "1", "--member", m);
      g_assert_cmpint (json_object_get_int_member (p, "player"), ==, i);
    }
  bad (f, "already", "add-player", "--event", "1", "--member", "1", NULL);
  bad (f, "--member", "add-player", "--event", "1", "--member", "1", "--name", "x", NULL);
  bad (f, "--k", "create", "--name", "x", "--system", "swiss", "--k", "10", NULL);
  bad (f, "--rating-method", "create", "--name", "x", "--system", "swiss", "--rating-method", "elo", NULL);
  for (guint r = 1; r <= 3; r++)
    {
      g_autofree char *round = g_strdup_printf ("%u", r);
      g_free (run (f, &status, NULL, "pair", "--event", "1", NULL));
      g_assert_cmpint (status, ==, 0);
      for (guint b = 1; b <= 2; b++)
        {
          g_autofree char *board = g_strdup_printf ("%u", b);
          g_free (run (f, &status, NULL, "result", "--event", "1", "--round", round, "--board", board, "1-0", NULL));
          g_assert_cmpint (status, ==, 0);
        }
    }
  ratings = OK (f, "ratings", "--event", "1");
  g_assert_cmpstr (json_object_get_string_member (ratings, "method"), ==, "club");
  g_assert_cmpint (json_object_get_int_member (ratings, "k"), ==, 32);
  rows = json_object_get_array_member (ratings, "ratings");
  g_assert_cmpuint (json_array_get_length (rows), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *r = json_array_get_object_element (rows, i);
      gint64      change = json_object_get_int_member (r, "change");
      g_assert_cmpint (json_object_get_int_member (r, "games"), ==, 3);
      /* K 32, expected .50 a game: ±16 a game. */
      g_assert_cmpint (change % 16, ==, 0);
      g_assert_cmpint (json_object_get_int_member (r, "new_rating"), ==, 2000 + change);
      g_assert_cmpint (json_object_get_int_member (r, "opponents_average"), ==, 2000);
      g_assert_cmpstr (json_object_get_string_member (r, "expected"), ==, "1.50");
    }
  standings = OK (f, "standings", "--event", "1");
  g_assert_true (json_object_has_member (json_array_get_object_element (json_object_get_array_member (standings, "standings"), 0),
                                         "rating_change"));
  details = OK (f, "details", "--event", "1", "--city", "北京", "--start", "2026-03-01", "--arbiter", "刘三", "--round", "1", "--date",
                "2026-03-01");
  g_assert_cmpstr (json_object_get_string_member (details, "city"), ==, "北京");
  bad (f, "YYYY-MM-DD", "details", "--event", "1", "--start", "01/03/2026", NULL);
  prizes = OK (f, "prizes", "--event", "1", "--set", "1:1000,2:600,3:300:奖杯");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (prizes, "prizes")), ==, 3);
  bad (f, "PLACE:AMOUNT", "prizes", "--event", "1", "--set", "first:1000", NULL);

  closed = OK (f, "close", "--event", "1");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (closed, "ratings")), ==, 4);
  history = OK (f, "member", "history", "--member", "1");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (history, "history")), ==, 1);
  g_assert_cmpint (json_object_get_int_member (history, "rating"), ==,
                   json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (history, "history"), 0), "new"));
  g_free (run (f, &status, &err, "result", "--event", "1", "--round", "1", "--board", "1", "0-1", NULL));
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "closed"));
  bad (f, "closed", "close", "--event", "1", NULL);
  /* The rating report. */
  trf = run (f, &status, NULL, "export", "--event", "1", "--format", "trf", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (trf, "022 北京\n"));
  g_assert_nonnull (strstr (trf, "102 刘三\n"));
}

/* A TRF's columns are fixed: what does not fit is written cut, and said (exit 3), never dropped
 * silently (a federation id of 15 characters lost its last 4 without a word). */
static void
test_trf_cut (Fixture      *f,
              gconstpointer data)
{
  g_autofree char *trf = NULL, *err = NULL;
  const char      *long_name = "Maximilian Alexander von Hohenzollern"; /* 37 characters */
  int              status;

  g_test_summary ("export --format trf: a name over 33 characters and a federation id over 11 are reported (exit 3) "
                  "and the report is still written");
  json_object_unref (OK (f, "member", "add", "--name", long_name, "--federation-id", "CHN-2026-000123"));
  json_object_unref (OK (f, "member", "add", "--name", "王天一", "--federation-id", "8600123"));
  json_object_unref (OK (f, "create", "--name", "Spring", "--system", "roundrobin", "--rating-method", "club"));
  json_object_unref (OK (f, "add-player", "--event", "1", "--member", "1"));
  json_object_unref (OK (f, "add-player", "--event", "1", "--member", "2"));
  trf = run (f, &status, &err, "export", "--event", "1", "--format", "trf", NULL);
  g_assert_cmpint (status, ==, 3);
  g_assert_nonnull (strstr (trf, "001    1"));
  g_assert_nonnull (strstr (trf, "Maximilian Alexander von Hohenzol"));
  g_assert_nonnull (strstr (err, long_name));
  g_assert_nonnull (strstr (err, "33 characters"));
  g_assert_nonnull (strstr (err, "CHN-2026-000123"));
  g_assert_null (strstr (err, "8600123"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add ("/xq/store/cli-season/register", Fixture, NULL, setup, test_register, teardown);
  g_test_add ("/xq/store/cli-season/season", Fixture, NULL, setup, test_season, teardown);
  g_test_add ("/xq/store/cli-season/trf-cut", Fixture, NULL, setup, test_trf_cut, teardown);
  return g_test_run ();
}
