/* test-kit-print.c: the event kit printed to PDF, read back with pdftotext and pdfinfo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "../store/test-util.h"
#include "xq-kit-print.h"

typedef struct
{
  char *dir;
} Fixture;

static void
setup (Fixture      *f,
       gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_dir_make_tmp ("qili-kit-XXXXXX", &error);
  g_assert_no_error (error);
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
  g_free (f->dir);
}

/* Five players (张伟, 王天一, 安琪, Brown, 白雪), two rounds; round 2 has a bye and no result yet. */
static XqEventData *
event_data (void)
{
  static const char *const names[] = { "张伟", "王天一", "安琪", "Brown", "白雪" };
  XqEventData             *d = test_event_new (XQ_SYSTEM_SWISS, 5, NULL, NULL);

  g_free (d->event.name);
  d->event.name = g_strdup ("春季俱乐部赛 Spring Club");
  for (guint i = 0; i < 5; i++)
    {
      XqEntry *e = &g_array_index (d->entries, XqEntry, i);
      g_free (e->name);
      e->name = g_strdup (names[i]);
      g_free (e->club);
      e->club = g_strdup (i % 2 == 0 ? "东城" : "西城");
    }
  test_add_game (d, 1, 1, 2, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 1, 3, 4, XQ_GAME_RESULT_DRAW);
  test_add_game (d, 1, 5, 0, XQ_GAME_RESULT_NONE);
  test_add_game (d, 2, 3, 1, XQ_GAME_RESULT_NONE);
  test_add_game (d, 2, 4, 5, XQ_GAME_RESULT_NONE);
  test_add_game (d, 2, 2, 0, XQ_GAME_RESULT_NONE);
  return d;
}

static XqKitEvent *
event (XqLang lang)
{
  return xq_kit_event_new (event_data (), NULL, lang);
}

/* Runs a poppler tool on @path; returns its output. */
static char *
poppler (const char *tool,
         const char *path)
{
  const char        *argv[] = { tool, "-layout", "-enc", "UTF-8", path, "-", NULL };
  const char        *info[] = { tool, path, NULL };
  g_autoptr (GError) error = NULL;
  char              *out = NULL;
  int                status = 0;

  g_spawn_sync (NULL, (char **) (g_str_equal (tool, "pdfinfo") ? info : argv), NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static char *
print (Fixture      *f,
       XqKitEvent   *kit,
       XqKitDocument doc,
       guint         round,
       guint        *pages)
{
  g_autoptr (GError)     error = NULL;
  g_autoptr (XqKitPrint) p = xq_kit_print_new (kit, doc, round, &error);
  char                  *path = g_strdup_printf ("%s/%s-%u.pdf", f->dir, xq_kit_document_to_string (doc), round);

  g_assert_no_error (error);
  g_assert_true (xq_kit_print_to_pdf (p, path, pages, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_by_name (Fixture      *f,
              gconstpointer data)
{
  g_autoptr (XqKitEvent) kit = event (XQ_LANG_ZH_CN);
  guint                  pages = 0;
  g_autofree char       *path = print (f, kit, XQ_KIT_PAIRINGS_BY_NAME, 2, &pages);
  g_autofree char       *text = poppler ("pdftotext", path);
  g_auto (GStrv)         lines = g_strsplit (text, "\n", -1);
  g_autoptr (GString)    order = g_string_new (NULL);

  g_test_summary ("Pairings by name: everyone of the round in pinyin order, with board, colour and opponent");
  g_assert_cmpuint (pages, ==, 1);
  g_assert_nonnull (strstr (text, "春季俱乐部赛 Spring Club"));
  g_assert_nonnull (strstr (text, "第 2 轮"));
  /* The first name on each line: an, bai, wang, zhang, then the Latin name. */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      static const char *const names[] = { "安琪", "白雪", "王天一", "张伟", "Brown" };
      const char              *line = g_strchug (lines[i]);
      for (guint k = 0; k < G_N_ELEMENTS (names); k++)
        if (g_str_has_prefix (line, names[k]))
          g_string_append_printf (order, "%u", k);
    }
  g_assert_cmpstr (order->str, ==, "01234");
  /* 安琪 is Red on board 1 against 张伟; 王天一 has the bye. */
  g_assert_nonnull (strstr (text, "安琪"));
}

static void
test_sheets_and_cards (Fixture      *f,
                       gconstpointer data)
{
  g_autoptr (XqKitEvent) kit = event (XQ_LANG_EN);
  guint                  pages = 0;
  g_autofree char       *sheets = print (f, kit, XQ_KIT_SCORE_SHEETS, 2, &pages);
  g_autofree char       *text = poppler ("pdftotext", sheets);
  g_autofree char       *cards = NULL, *card_text = NULL;

  g_test_summary ("A score sheet and a table card per board played (not for the bye), filled in with the event, "
                  "round, board, names, clubs and colours");
  g_assert_cmpuint (pages, ==, 2);
  g_assert_nonnull (strstr (text, "Round 2 · Board 1"));
  g_assert_nonnull (strstr (text, "Round 2 · Board 2"));
  g_assert_null (strstr (text, "Board 3"));
  g_assert_nonnull (strstr (text, "安琪"));
  g_assert_nonnull (strstr (text, "张伟"));
  g_assert_nonnull (strstr (text, "东城"));
  g_assert_nonnull (strstr (text, "60"));
  g_assert_nonnull (strstr (text, "Arbiter's signature"));

  cards = print (f, kit, XQ_KIT_TABLE_CARDS, 1, &pages);
  card_text = poppler ("pdftotext", cards);
  g_assert_cmpuint (pages, ==, 2);
  g_assert_nonnull (strstr (card_text, "王天一"));
}

static void
test_wall_chart (Fixture      *f,
                 gconstpointer data)
{
  g_autoptr (XqKitEvent) kit = event (XQ_LANG_EN);
  guint                  pages = 0;
  g_autofree char       *path = print (f, kit, XQ_KIT_WALL_CHART, 0, &pages);
  g_autofree char       *info = poppler ("pdfinfo", path);
  g_autofree char       *text = poppler ("pdftotext", path);

  g_test_summary ("The wall chart: landscape A4, every player with points and the crosstable");
  g_assert_cmpuint (pages, ==, 1);
  g_assert_nonnull (strstr (info, "841.89 x 595.276 pts (A4)"));
  for (guint i = 0; i < 5; i++)
    g_assert_nonnull (strstr (text, g_array_index (xq_kit_event_get_players (kit), XqKitPlayer, i).name));
  /* Round 2 is still being played: its standings are not "after round 2" yet. */
  g_assert_null (strstr (text, "after round"));
  g_assert_nonnull (strstr (text, "round 2 in progress"));

  /* Its results in, in Chinese: 第2轮后. */
  {
    XqEventData           *d = event_data ();
    g_autoptr (XqKitEvent) done = NULL;
    g_autofree char       *done_path = NULL, *done_text = NULL;

    for (guint i = 0; i < d->games->len; i++)
      {
        XqGame *g = &g_array_index (d->games, XqGame, i);
        if (g->round == 2 && g->black != 0)
          g->result = XQ_GAME_RESULT_BLACK_WIN;
      }
    done = xq_kit_event_new (d, NULL, XQ_LANG_ZH_CN);
    done_path = print (f, done, XQ_KIT_WALL_CHART, 0, &pages);
    done_text = poppler ("pdftotext", done_path);
    g_assert_nonnull (strstr (done_text, "第2轮后"));
    g_assert_null (strstr (done_text, "进行中"));
  }
}

static void
test_nothing (Fixture      *f,
              gconstpointer data)
{
  XqEventData           *d = test_event_new (XQ_SYSTEM_SWISS, 4, NULL, NULL);
  g_autoptr (XqKitEvent) kit = xq_kit_event_new (d, NULL, XQ_LANG_EN);
  g_autoptr (XqKitEvent) two = event (XQ_LANG_EN);
  g_autoptr (GError)     error = NULL;
  XqKitPrint            *p;

  g_test_summary ("Nothing to print: no round yet, a round that does not exist");
  p = xq_kit_print_new (kit, XQ_KIT_SCORE_SHEETS, 0, &error);
  g_assert_null (p);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  p = xq_kit_print_new (two, XQ_KIT_PAIRINGS, 3, &error);
  g_assert_null (p);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* A PDF replaces the file whole, or leaves it as it was. */
static void
test_atomic (Fixture      *f,
             gconstpointer data)
{
  g_autoptr (XqKitEvent) kit = event (XQ_LANG_EN);
  g_autoptr (GError)     error = NULL;
  g_autoptr (XqKitPrint) p = xq_kit_print_new (kit, XQ_KIT_PAIRINGS, 1, &error);
  g_autofree char       *folder = g_build_filename (f->dir, "no-such-folder", "kit.pdf", NULL);
  g_autofree char       *path = g_build_filename (f->dir, "kit.pdf", NULL);
  char                  *text = NULL;

  g_test_summary ("The PDF is written whole (a temporary file renamed) or not at all");
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_false (xq_kit_print_to_pdf (p, folder, NULL, &error));
  g_assert_nonnull (error);
  g_assert_true (xq_kit_print_to_pdf (p, path, NULL, NULL));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "%PDF-"));
  g_free (text);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add ("/xq/kit/print/by-name", Fixture, NULL, setup, test_by_name, teardown);
  g_test_add ("/xq/kit/print/sheets-and-cards", Fixture, NULL, setup, test_sheets_and_cards, teardown);
  g_test_add ("/xq/kit/print/wall-chart", Fixture, NULL, setup, test_wall_chart, teardown);
  g_test_add ("/xq/kit/print/nothing", Fixture, NULL, setup, test_nothing, teardown);
  g_test_add ("/xq/kit/print/atomic", Fixture, NULL, setup, test_atomic, teardown);
  return g_test_run ();
}
