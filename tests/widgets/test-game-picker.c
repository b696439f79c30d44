/* test-game-picker.c: the game picker on a list of positions (issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "xq-game-io.h"
#include "xq-game-picker.h"
#include "xq-test-util.h"

static XqGameFile *
games_from (const char *name)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_DIST, "data", "records", name, NULL);
  g_autofree char   *contents = NULL;
  gsize              len = 0;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  XqGameFile        *games;

  g_assert_true (g_file_get_contents (path, &contents, &len, &error));
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  games = xq_game_file_new (bytes, NULL, &error);
  g_assert_no_error (error);
  return games;
}

static void
picked_cb (XqGamePicker *picker,
           guint         index,
           gpointer      data)
{
  *(guint *) data = index;
}

static void
test_positions (void)
{
  g_autoptr (XqGameFile) games = games_from ("xqwizard-gbk-big5.epd");
  XqGamePicker          *picker = xq_game_picker_new (NULL, games);
  GtkWindow             *shown;
  GdkTexture            *texture;
  GtkWidget             *title;
  GtkWidget             *check;
  guint                  picked = G_MAXUINT;

  g_test_summary ("A list of positions is listed by the names of its positions and the side to move, without the "
                  "rulings a position without moves cannot have; searching finds a name, Enter opens it.");
  g_signal_connect (picker, "picked", G_CALLBACK (picked_cb), &picked);
  xq_game_picker_review (picker, XQ_PROFILE_CXA);
  g_assert_null (xq_game_picker_get_review (picker));
  shown = xq_test_show (GTK_WIDGET (picker), 760, 600);
  g_assert_true (shown == GTK_WINDOW (picker));
  title = xq_test_find_type (GTK_WIDGET (picker), ADW_TYPE_WINDOW_TITLE);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, _ ("Choose a Position"));
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), ==, "7 positions");
  check = xq_test_find_type (GTK_WIDGET (picker), GTK_TYPE_CHECK_BUTTON);
  g_assert_false (gtk_widget_get_visible (check));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (picker), "5. 05.马后炮 · Red to move"));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (picker), "7. 07.海底捞月 · Black to move"));
  g_assert_null (xq_test_find_label (GTK_WIDGET (picker), "Rulings"));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (picker), "Position"));
  texture = xq_test_render (GTK_WIDGET (picker));
  xq_test_save (texture, "game-picker-positions");
  g_object_unref (texture);

  xq_game_picker_set_search (picker, "马后炮");
  xq_test_flush ();
  g_assert_cmpuint (xq_game_picker_get_n_shown (picker), ==, 1);
  g_object_ref (picker);
  g_signal_emit_by_name (xq_test_find_type (GTK_WIDGET (picker), GTK_TYPE_SEARCH_ENTRY), "activate");
  xq_test_flush ();
  g_assert_cmpuint (picked, ==, 4);
  g_object_unref (shown);
  g_assert_finalize_object (picker);
}

static void
test_unreadable_position (void)
{
  g_autoptr (XqGameFile) games = games_from ("positions-utf8.epd");
  XqGamePicker          *picker = xq_game_picker_new (NULL, games);
  GtkWindow             *shown = xq_test_show (GTK_WIDGET (picker), 760, 600);

  g_test_summary ("A line of a position list that is no position is listed as one that cannot be read, with its "
                  "line; a position with moves keeps the Rulings column.");
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (picker), "3. Cannot be read (line 5)"));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (picker), "5. Two rooks · Red to move"));
  g_assert_true (gtk_widget_get_mapped (xq_test_find_label (GTK_WIDGET (picker), "Rulings")));
  g_object_ref (picker);
  gtk_window_destroy (GTK_WINDOW (picker));
  xq_test_flush ();
  g_object_unref (shown);
  g_assert_finalize_object (picker);
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);
  g_test_add_func ("/xq/widgets/game-picker/positions", test_positions);
  g_test_add_func ("/xq/widgets/game-picker/unreadable-position", test_unreadable_position);
  return g_test_run ();
}
