/* test-window-review.c: Review Game in the main window (issue 28): the action, the panel under
 * the board, the review printed after the game, the engine's lines drawn on the board
 *
 * Against Debian's Fairy-Stockfish (skipped without it), at depth 1; nothing is timed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-engine-test.h"
#include "xq-game-model.h"
#include "xq-test-util.h"
#include "xq-window-private.h"

typedef struct
{
  XqWindow    *window;
  XqGameModel *game;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  GtkWindow *window;

  f->window = g_object_ref_sink (xq_window_new (NULL));
  f->game = xq_window_get_game (f->window);
  window = xq_test_show (GTK_WIDGET (f->window), 1100, 760);
  g_object_unref (window);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  xq_test_flush ();
  g_assert_finalize_object (f->window);
}

static void
play_game (Fixture *f)
{
  const char *moves[] = { "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "b7a7", "a0b0", "a9b9" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      XqMove move;

      g_assert_true (xq_move_from_iccs (moves[i], &move));
      g_assert_true (gtk_widget_activate_action_variant (
        GTK_WIDGET (f->window), "game.play-move", g_variant_new ("(yy)", xq_move_from (move), xq_move_to (move))));
    }
  xq_test_flush ();
}

static int
print_pages (Fixture    *f,
             const char *name)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr (GError) error = NULL;
  int                pages = 0;

  g_assert_true (xq_window_print (f->window, GTK_PRINT_OPERATION_ACTION_EXPORT, path, &pages, &error));
  g_assert_no_error (error);
  return pages;
}

/* Review Game on the line shown: the panel under the board fills, the review prints after the
 * game on a page of its own, and Close takes the panel (and the printed page) away. */
static void
test_review (Fixture      *f,
             gconstpointer data)
{
  GSettings *settings = f->window->settings;
  guint      timeout;
  int        without, with;

  if (!xq_engine_test_have_engine ())
    return;
  play_game (f);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (f->window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->window->review_panel)));
  without = print_pages (f, "printed-game.pdf");

  g_settings_set_string (settings, "review-by", "depth");
  g_settings_set_uint (settings, "review-depth", 1);
  /* Every move that loses anything is marked */
  g_settings_set_uint (settings, "mistake-dubious", 1);
  g_settings_set_uint (settings, "mistake-mistake", 1);
  g_settings_set_uint (settings, "mistake-blunder", 1);
  xq_window_start_review (f->window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window->review_panel)));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (f->window->review_panel), gtk_widget_get_parent (
                                                                                 GTK_WIDGET (f->window->board_view))));
  timeout = g_timeout_add_seconds (120, xq_engine_test_timeout_cb, (gpointer) "the review's end");
  while (xq_review_model_get_running (f->window->review))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  g_assert_cmpuint (xq_review_model_get_n_done (f->window->review), ==, 11);

  with = print_pages (f, "printed-review.pdf");
  g_assert_cmpint (with, ==, without + 1);

  /* Write Marks: the panel's button, through the game's edits */
  xq_game_model_set_modified (f->game, FALSE);
  {
    GtkWidget *write = xq_test_find_button (GTK_WIDGET (f->window->review_panel), "_Write Marks");

    g_assert_nonnull (write);
    g_assert_true (gtk_widget_get_visible (write));
    g_assert_true (gtk_widget_is_sensitive (write));
    g_signal_emit_by_name (write, "clicked");
    xq_test_flush ();
  }
  g_assert_true (xq_game_model_get_modified (f->game));
  g_assert_true (xq_game_model_get_can_undo (f->game));

  /* Another line shown: the review no longer prints */
  xq_game_model_set_ply (f->game, 4);
  {
    XqMove move;
    g_assert_true (xq_move_from_iccs ("a0a1", &move));
    g_assert_true (xq_game_model_play_move (f->game, move, NULL));
  }
  g_assert_true (xq_review_model_get_stale (f->window->review));
  g_assert_cmpint (print_pages (f, "printed-stale.pdf"), ==, without);

  xq_review_model_clear (f->window->review);
  xq_test_flush ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->window->review_panel)));
}

/* The preferences reach the analysis: lines, profile; its arrows reach the board. */
static void
test_analysis_settings (Fixture      *f,
                        gconstpointer data)
{
  GSettings *settings = f->window->settings;

  g_settings_set_uint (settings, "analysis-lines", 5);
  g_assert_cmpuint (xq_analysis_model_get_n_lines (f->window->analysis), ==, 5);
  g_settings_set_uint (settings, "analysis-lines", 2);
  g_assert_cmpuint (xq_analysis_model_get_n_lines (f->window->analysis), ==, 2);
  g_settings_set_enum (settings, "rule-profile", XQ_PROFILE_AXF);
  g_assert_cmpint (xq_analysis_model_get_profile (f->window->analysis), ==, XQ_PROFILE_AXF);
  g_assert_cmpint (xq_review_model_get_profile (f->window->review), ==, XQ_PROFILE_AXF);
  g_assert_true (g_variant_equal (xq_board_view_get_hints (f->window->board_view),
                                  xq_analysis_model_get_hints (f->window->analysis)));
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);

  g_test_add ("/xq/widgets/window-review/review", Fixture, NULL, fixture_setup, test_review, fixture_teardown);
  g_test_add ("/xq/widgets/window-review/analysis-settings", Fixture, NULL, fixture_setup, test_analysis_settings,
              fixture_teardown);

  return g_test_run ();
}
