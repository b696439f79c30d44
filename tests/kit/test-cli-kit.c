/* test-cli-kit.c: qili-cli tournament export --format pdf|web, the kit from the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  char *dir;
  char *db;
} Fixture;

/* Runs qili-cli tournament --db DB ARGS…; returns the exit status, stderr in *err (nullable). */
static int
run (Fixture    *f,
     char      **err,
     const char *first,
     ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  g_autofree char      *out = NULL;
  char                 *errout = NULL;
  int                   status = 0;
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
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &errout, &status, &error);
  g_assert_no_error (error);
  if (err != NULL)
    *err = errout;
  else
    g_free (errout);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
setup (Fixture      *f,
       gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_dir_make_tmp ("qili-cli-kit-XXXXXX", &error);
  g_assert_no_error (error);
  f->db = g_build_filename (f->dir, "club.db", NULL);
  g_assert_cmpint (run (f, NULL, "generate", "--players", "9", "--rounds", "3", "--seed", "5", NULL), ==, 0);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr (GDir) d = g_dir_open (path, 0, NULL);
      const char      *name;
      while ((name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_remove (path);
}

static void
teardown (Fixture      *f,
          gconstpointer data)
{
  remove_tree (f->dir);
  g_free (f->db);
  g_free (f->dir);
}

static void
test_pdf (Fixture      *f,
          gconstpointer data)
{
  static const char *const docs[] = { "pairings-by-name", "pairings", "score-sheets", "table-cards", "wall-chart" };
  /* Under the sanitizers and valgrind (QILI_TEST_QUICK) the Chinese ones are left to the plain build. */
  guint n_langs = g_getenv ("QILI_TEST_QUICK") != NULL ? 1 : 3;

  g_test_summary ("export --format pdf --document D --output F writes each document of the kit, in each language");

  for (guint i = 0; i < G_N_ELEMENTS (docs); i++)
    for (guint l = 0; l < n_langs; l++)
      {
        static const char *const langs[] = { "en", "zh_CN", "zh_TW" };
        g_autofree char         *out = g_strdup_printf ("%s/%s-%s.pdf", f->dir, docs[i], langs[l]);
        g_autofree char         *text = NULL;

        g_assert_cmpint (run (f, NULL, "export", "--event", "1", "--format", "pdf", "--document", docs[i], "--language",
                              langs[l], "--output", out, NULL),
                         ==, 0);
        g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
        g_assert_true (g_str_has_prefix (text, "%PDF-"));
      }
  /* An earlier round. */
  {
    g_autofree char *out = g_build_filename (f->dir, "r1.pdf", NULL);
    g_assert_cmpint (run (f, NULL, "export", "--event", "1", "--format", "pdf", "--document", "score-sheets", "--round", "1",
                          "--output", out, NULL),
                     ==, 0);
  }
}

static void
test_bad (Fixture      *f,
          gconstpointer data)
{
  g_autofree char *out = g_build_filename (f->dir, "x.pdf", NULL);
  char            *err = NULL;

  g_test_summary ("Bad kit exports are refused with exit 2 and one line, and write nothing");
  g_assert_cmpint (run (f, &err, "export", "--event", "1", "--format", "pdf", "--document", "posters", "--output", out, NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "qili-cli: "));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (f, &err, "export", "--event", "1", "--format", "pdf", "--document", "pairings", NULL), ==, 2);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (f, &err, "export", "--event", "1", "--format", "pdf", "--document", "pairings", "--round", "9",
                        "--output", out, NULL),
                   ==, 2);
  g_assert_nonnull (strstr (err, "no round 9"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (f, &err, "export", "--event", "1", "--format", "pdf", "--document", "wall-chart", "--round", "1",
                        "--output", out, NULL),
                   ==, 2);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (f, &err, "export", "--event", "1", "--format", "pdf", "--document", "pairings", "--language", "fr",
                        "--output", out, NULL),
                   ==, 2);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (f, &err, "export", "--event", "7", "--format", "pdf", "--document", "pairings", "--output", out, NULL),
                   ==, 2);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (f, &err, "export", "--event", "1", "--format", "csv", "--document", "pairings", NULL), ==, 2);
  g_clear_pointer (&err, g_free);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

static void
test_web (Fixture      *f,
          gconstpointer data)
{
  g_autofree char *site = g_build_filename (f->dir, "site", NULL);
  g_autofree char *index = g_build_filename (site, "index.html", NULL);
  g_autofree char *player = g_build_filename (site, "player-9.html", NULL);
  g_autofree char *foreign = g_build_filename (site, "standings.html", NULL);
  char            *err = NULL;

  g_test_summary ("export --format web writes the pages as a folder, and never over a file Qili did not write");
  g_assert_cmpint (run (f, NULL, "export", "--event", "1", "--format", "web", "--output", site, NULL), ==, 0);
  g_assert_true (g_file_test (index, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (player, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_set_contents (foreign, "mine", -1, NULL));
  g_assert_cmpint (run (f, &err, "export", "--event", "1", "--format", "web", "--output", site, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "standings.html"));
  g_free (err);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add ("/xq/kit/cli/pdf", Fixture, NULL, setup, test_pdf, teardown);
  g_test_add ("/xq/kit/cli/bad", Fixture, NULL, setup, test_bad, teardown);
  g_test_add ("/xq/kit/cli/web", Fixture, NULL, setup, test_web, teardown);
  return g_test_run ();
}
