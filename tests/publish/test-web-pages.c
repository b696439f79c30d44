/* test-web-pages.c: the event's pages and the web folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "../store/test-util.h"
#include "xq-kit-event.h"
#include "xq-web-folder.h"
#include "xq-web-pages.h"

/* Four players with Chinese and Latin names, two rounds. */
static XqKitEvent *
event (XqLang lang)
{
  XqEventData             *d = test_event_new (XQ_SYSTEM_SWISS, 4, NULL, NULL);
  static const char *const names[] = { "张伟", "Adams <b>&amp;", "王天一", "安琪" };

  for (guint i = 0; i < 4; i++)
    {
      XqEntry *e = &g_array_index (d->entries, XqEntry, i);
      g_free (e->name);
      e->name = g_strdup (names[i]);
    }
  test_add_game (d, 1, 1, 2, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 1, 3, 4, XQ_GAME_RESULT_DRAW);
  test_add_game (d, 2, 4, 1, XQ_GAME_RESULT_NONE);
  test_add_game (d, 2, 2, 3, XQ_GAME_RESULT_BLACK_WIN_FORFEIT);
  return xq_kit_event_new (d, NULL, lang);
}

static char *
render (XqKitEvent *kit,
        const char *name,
        const char *stamp)
{
  g_autoptr (GBytes) bytes = xq_web_pages_render (kit, name, stamp);
  g_assert_nonnull (bytes);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static void
test_list (void)
{
  g_autoptr (XqKitEvent)   kit = event (XQ_LANG_EN);
  g_autoptr (GPtrArray)    names = xq_web_pages_list (kit);
  static const char *const expected[] = {
    "index.html",
    "round-1.html",
    "round-1-names.html",
    "round-2.html",
    "round-2-names.html",
    "standings.html",
    "crosstable.html",
    "players.html",
  };

  g_test_summary ("The pages of an event: index, each round by board and by name, standings, crosstable, players");
  g_assert_cmpuint (names->len, ==, G_N_ELEMENTS (expected) + 4);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (g_ptr_array_index (names, i), ==, expected[i]);
  for (guint i = 0; i < names->len; i++)
    g_assert_true (xq_web_pages_exists (kit, g_ptr_array_index (names, i)));
  g_assert_false (xq_web_pages_exists (kit, "round-3.html"));
  g_assert_false (xq_web_pages_exists (kit, "player-5.html"));
  g_assert_false (xq_web_pages_exists (kit, "player-01.html"));
  g_assert_false (xq_web_pages_exists (kit, "../index.html"));
  g_assert_null (xq_web_pages_render (kit, "secret.html", NULL));
}

static void
test_by_name (void)
{
  g_autoptr (XqKitEvent) kit = event (XQ_LANG_ZH_CN);
  g_autofree char       *html = render (kit, "round-2-names.html", NULL);
  g_autoptr (GString)    order = g_string_new (NULL);
  const char            *an;

  g_test_summary ("Round 2 by name: alphabetical in pinyin (an, wang, zhang), who plays where, names escaped");
  /* The rows in order: 安琪 (4), 王天一 (3), 张伟 (1), then the Latin name (2). */
  for (const char *p = strstr (html, "<tr data-player=\""); p != NULL; p = strstr (p + 1, "<tr data-player=\""))
    g_string_append_c (order, p[strlen ("<tr data-player=\"")]);
  g_assert_cmpstr (order->str, ==, "4312");
  an = strstr (html, "<tr data-player=\"4\">");
  g_assert_nonnull (an);
  /* 安琪 is Red on board 1 against 张伟. */
  g_assert_nonnull (strstr (an, "<td class=\"c\">1</td><td class=\"red\">红方</td>"));
  g_assert_null (strstr (html, "<b>"));
  g_assert_nonnull (strstr (html, "Adams &lt;b&gt;&amp;amp;"));
  g_assert_nonnull (strstr (html, "<html lang=\"zh-CN\""));
  /* A static page has no script. */
  g_assert_null (strstr (html, "<script"));
}

static void
test_live (void)
{
  g_autoptr (XqKitEvent) kit = event (XQ_LANG_EN);
  g_autofree char       *html = render (kit, "index.html", "abc123");

  g_test_summary ("A live page carries its stamp and the script that watches it");
  g_assert_nonnull (strstr (html, "data-stamp=\"abc123\""));
  g_assert_nonnull (strstr (html, "fetch('stamp'"));
  /* The latest round by board; the forfeit shown as such. */
  g_assert_nonnull (strstr (html, "Round 2"));
  g_assert_nonnull (strstr (html, "− – +"));
}

static void
test_player (void)
{
  g_autoptr (XqKitEvent) kit = event (XQ_LANG_EN);
  g_autofree char       *html = render (kit, "player-1.html", NULL);

  g_test_summary ("A player's page lists the player's games with colour, opponent and result");
  g_assert_nonnull (strstr (html, "place 2, 2 points"));
  /* Round 1 Red against player 2, won; round 2 Black against 安琪, not played yet. */
  g_assert_nonnull (strstr (html, "<td class=\"c\">1</td><td class=\"c\">1</td><td class=\"red\">Red</td><td><a "
                                  "href=\"player-2.html\">Adams &lt;b&gt;&amp;amp;</a></td><td class=\"c\">1</td>"));
  g_assert_nonnull (strstr (html, "<td>Black</td><td><a href=\"player-4.html\">安琪</a></td><td class=\"c\"></td>"));
}

static GBytes *
read_file (const char *path)
{
  char *text = NULL;
  gsize len = 0;
  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  return g_bytes_new_take (text, len);
}

static void
test_folder (void)
{
  g_autoptr (XqKitEvent) kit = event (XQ_LANG_ZH_TW);
  g_autoptr (GError)     error = NULL;
  g_autofree char       *dir = g_dir_make_tmp ("qili-web-XXXXXX", &error);
  g_autofree char       *folder = g_build_filename (dir, "site", NULL);
  g_autofree char       *mine = g_build_filename (folder, "notes.txt", NULL);
  g_autofree char       *foreign = g_build_filename (folder, "players.html", NULL);
  g_autofree char       *index = g_build_filename (folder, "index.html", NULL);
  g_autoptr (GBytes)     before = NULL, after = NULL;
  guint                  n = 0;

  g_test_summary ("Export Web Folder: every page as a file; a file Qili did not write is never replaced, and "
                  "nothing is written then; other files are left alone");
  g_assert_no_error (error);
  g_assert_true (xq_web_folder_write (kit, folder, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 12);
  g_assert_true (g_file_test (index, G_FILE_TEST_EXISTS));
  /* Again: our own pages are replaced. */
  g_assert_true (g_file_set_contents (mine, "my notes", -1, NULL));
  g_assert_true (xq_web_folder_write (kit, folder, &n, &error));
  /* A page of the same name that is not ours: refused, nothing changed. */
  g_assert_true (g_file_set_contents (foreign, "<html>my own players page</html>", -1, NULL));
  g_remove (index);
  before = read_file (foreign);
  g_assert_false (xq_web_folder_write (kit, folder, &n, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_nonnull (strstr (error->message, "players.html"));
  after = read_file (foreign);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_false (g_file_test (index, G_FILE_TEST_EXISTS));
  {
    g_autoptr (GBytes) notes = read_file (mine);
    g_assert_cmpmem (g_bytes_get_data (notes, NULL), g_bytes_get_size (notes), "my notes", 8);
  }
  /* Clean up. */
  {
    g_autoptr (GDir) d = g_dir_open (folder, 0, NULL);
    const char      *name;
    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (folder, name, NULL);
        g_remove (path);
      }
  }
  g_rmdir (folder);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/publish/pages/list", test_list);
  g_test_add_func ("/xq/publish/pages/by-name", test_by_name);
  g_test_add_func ("/xq/publish/pages/live", test_live);
  g_test_add_func ("/xq/publish/pages/player", test_player);
  g_test_add_func ("/xq/publish/pages/folder", test_folder);
  return g_test_run ();
}
