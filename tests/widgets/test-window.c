/* test-window.c: the main window: moves, move list navigation, set-up validation, messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "xq-board-view.h"
#include "xq-explanation-model.h"
#include "xq-file-dialogs.h"
#include "xq-game-model.h"
#include "xq-game-picker.h"
#include "xq-header-dialog.h"
#include "xq-move-list-view.h"
#include "xq-setup-model.h"
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

static gboolean
activate (Fixture    *f,
          const char *action,
          GVariant   *param)
{
  gboolean done = gtk_widget_activate_action_variant (GTK_WIDGET (f->window), action, param);

  xq_test_flush ();
  return done;
}

static gboolean
play (Fixture    *f,
      const char *iccs)
{
  XqMove move;

  g_assert_true (xq_move_from_iccs (iccs, &move));
  return activate (f, "game.play-move", g_variant_new ("(yy)", xq_move_from (move), xq_move_to (move)));
}

/* The action behind a button, as the user sees it: can it be clicked? */
static gboolean
button_sensitive (Fixture    *f,
                  const char *label)
{
  GtkWidget *button = xq_test_find_button (GTK_WIDGET (f->window), label);

  g_assert_nonnull (button);
  return gtk_widget_is_sensitive (button);
}

static void
test_play_and_navigate (Fixture      *f,
                        gconstpointer data)
{
  XqMoveListView *list = f->window->move_list;

  g_assert_true (play (f, "h2e2"));
  g_assert_true (play (f, "h9g7"));
  g_assert_true (play (f, "h0g2"));
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 3);
  /* A record book: round 2 holds the third move */
  g_assert_cmpuint (xq_move_list_view_get_selected (list), ==, 1);

  /* Keys and buttons go through the same actions */
  g_assert_true (activate (f, "game.back", NULL));
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 2);
  g_assert_cmpuint (xq_move_list_view_get_selected (list), ==, 0);
  g_assert_true (activate (f, "game.first", NULL));
  g_assert_cmpuint (xq_move_list_view_get_selected (list), ==, GTK_INVALID_LIST_POSITION);
  /* At the start, First and Back are disabled */
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "game.back"));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "game.first"));
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (f->window), "game.forward"));
  g_assert_true (activate (f, "game.last", NULL));
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 3);
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "game.forward"));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "game.last"));

  /* The status line follows the position */
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (f->window), "Black to move"));
}

static void
test_list_click (Fixture      *f,
                 gconstpointer data)
{
  GtkSelectionModel *selection;
  GtkWidget         *list_view;

  play (f, "h2e2");
  play (f, "h9g7");
  play (f, "h0g2");
  /* Choosing a row (as a click does) goes to its move */
  list_view = xq_test_find_type (GTK_WIDGET (f->window->move_list), GTK_TYPE_LIST_VIEW);
  g_assert_true (GTK_IS_LIST_VIEW (list_view));
  selection = gtk_list_view_get_model (GTK_LIST_VIEW (list_view));
  gtk_selection_model_select_item (selection, 0, TRUE);
  xq_test_flush ();
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 1);
}

static void
test_variation_and_undo (Fixture      *f,
                         gconstpointer data)
{
  play (f, "h2e2");
  play (f, "h9g7");
  activate (f, "game.back", NULL);
  /* A different move where a continuation exists: a variation, nothing asked */
  g_assert_true (play (f, "b9c7"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->game)), ==, 3);
  g_assert_true (activate (f, "game.promote-variation", NULL));
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_true (xq_game_model_get_in_variation (f->game));
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->game)), ==, 2);
  g_assert_true (activate (f, "game.redo", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->game)), ==, 3);
}

static void
test_illegal_move (Fixture      *f,
                   gconstpointer data)
{
  /* b0-d1 is blocked by the elephant on c0: the reason is shown, nothing is played */
  play (f, "b0d1");
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 0);
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (f->window), "The horse's leg is blocked"));
}

static void
test_move_entry (Fixture      *f,
                 gconstpointer data)
{
  GtkEntry *entry = f->window->move_entry;

  /* Any notation: Chinese, WXF, ICCS */
  gtk_editable_set_text (GTK_EDITABLE (entry), "炮二平五");
  g_signal_emit_by_name (entry, "activate");
  xq_test_flush ();
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (entry), "H8+7");
  g_signal_emit_by_name (entry, "activate");
  gtk_editable_set_text (GTK_EDITABLE (entry), "h0g2");
  g_signal_emit_by_name (entry, "activate");
  xq_test_flush ();
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 3);

  /* Not a move here: the reason is shown and the text stays for correcting */
  gtk_editable_set_text (GTK_EDITABLE (entry), "马2进4");
  g_signal_emit_by_name (entry, "activate");
  xq_test_flush ();
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "马2进4");
}

static void
test_setup (Fixture      *f,
            gconstpointer data)
{
  XqSetupModel *setup;
  GtkWidget    *entry;

  play (f, "h2e2");
  g_assert_true (activate (f, "setup.begin", NULL));
  setup = f->window->setup;
  g_assert_nonnull (setup);
  g_assert_true (button_sensitive (f, "_Done"));
  /* While setting up, the game's actions are off */
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "game.back"));

  /* Remove the red general: invalid, the message says why, Done is off */
  activate (f, "setup.remove", g_variant_new_byte (xq_square_make (4, 0)));
  g_assert_false (xq_setup_model_get_valid (setup));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (f->window), "Red has no general."));
  g_assert_false (button_sensitive (f, "_Done"));

  /* Place it with the palette (select the red general, click e1) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window->setup_panel), "setup.select-piece", "i",
                                             xq_piece_make (XQ_RED, XQ_KING)));
  activate (f, "setup.place", g_variant_new_byte (xq_square_make (4, 1)));
  g_assert_true (xq_setup_model_get_valid (setup));
  g_assert_true (button_sensitive (f, "_Done"));

  /* Typing a FEN: live messages from the engine */
  entry = GTK_WIDGET (xq_test_find_label (GTK_WIDGET (f->window), "The position is valid."));
  g_assert_nonnull (entry);
  {
    GtkWidget *fen = xq_test_find_type (GTK_WIDGET (f->window->setup_panel), GTK_TYPE_ENTRY);

    g_assert_nonnull (fen);
    gtk_editable_set_text (GTK_EDITABLE (fen), "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
    xq_test_flush ();
    g_assert_true (xq_setup_model_get_valid (setup));
    gtk_editable_set_text (GTK_EDITABLE (fen), "3k5/9/9/9/9/9/9/9/4R4/4K4 x");
    xq_test_flush ();
    g_assert_false (xq_setup_model_get_valid (setup));
    g_assert_nonnull (xq_test_find_label (GTK_WIDGET (f->window), "Column 27: the side to move must be 'w' or 'b'."));
    gtk_editable_set_text (GTK_EDITABLE (fen), "3k5/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1");
    xq_test_flush ();
  }

  /* Done: a new game from the position, which undo takes back */
  g_assert_true (activate (f, "setup.done", NULL));
  g_assert_null (f->window->setup);
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 0);
  g_assert_cmpint (xq_game_model_get_position (f->game)->side, ==, XQ_BLACK);
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 1);

  /* Cancel leaves the game as it was */
  activate (f, "setup.begin", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window->setup_panel), "setup.clear", NULL);
  xq_test_flush ();
  g_assert_false (xq_setup_model_get_valid (f->window->setup));
  g_assert_true (activate (f, "setup.cancel", NULL));
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 1);
}

static void
test_explanation_and_banner (Fixture      *f,
                             gconstpointer data)
{
  /* Horses out and back twice: the start position recurs, the banner shows */
  const char *const moves[] = { "h0g2", "h9g7", "g2h0", "g7h9" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (f, moves[i]);
  g_assert_true (xq_explanation_model_get_ruling_active (f->window->explanation));
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (f->window), "win.show-cycle"));
  g_assert_true (activate (f, "win.show-cycle", NULL));
  activate (f, "game.back", NULL);
  g_assert_false (xq_explanation_model_get_ruling_active (f->window->explanation));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "win.show-cycle"));
}

/* Whether the window's explanation is that of the ply shown: the same texts as a model made afresh
 * for that ply, in the pane and in the banner as the user sees them. */
static gboolean
shows_current_ply (Fixture *f)
{
  XqExplanationModel            *shown = f->window->explanation;
  g_autoptr (XqExplanationModel) fresh = xq_explanation_model_new (NULL);
  GtkWidget                     *pane = GTK_WIDGET (f->window->explanation_pane);
  GtkWidget                     *banner = GTK_WIDGET (f->window->ruling_banner);
  GtkRevealer                   *revealer = GTK_REVEALER (xq_test_find_type (banner, GTK_TYPE_REVEALER));
  g_autoptr (GString)            evidence = g_string_new (NULL);
  const char *const             *sentences;

  xq_explanation_model_set_profile (fresh, xq_explanation_model_get_profile (shown));
  xq_explanation_model_set_squares (fresh, xq_explanation_model_get_squares (shown));
  xq_explanation_model_set_move_limit (fresh, xq_explanation_model_get_move_limit (shown));
  xq_explanation_model_set_game (fresh, f->game);

  sentences = xq_explanation_model_get_evidence (fresh);
  for (guint i = 0; sentences[i] != NULL; i++)
    g_string_append_printf (evidence, "%s• %s", i > 0 ? "\n" : "", sentences[i]);

  return g_strcmp0 (xq_explanation_model_get_heading (shown), xq_explanation_model_get_heading (fresh)) == 0 &&
         g_strv_equal ((const char *const *) xq_explanation_model_get_evidence (shown), sentences) &&
         g_list_model_get_n_items (xq_explanation_model_get_natures (shown)) ==
           g_list_model_get_n_items (xq_explanation_model_get_natures (fresh)) &&
         g_list_model_get_n_items (xq_explanation_model_get_targets (shown)) ==
           g_list_model_get_n_items (xq_explanation_model_get_targets (fresh)) &&
         xq_explanation_model_get_ruling_active (shown) == xq_explanation_model_get_ruling_active (fresh) &&
         g_strcmp0 (xq_explanation_model_get_ruling_title (shown), xq_explanation_model_get_ruling_title (fresh)) == 0 &&
         g_strcmp0 (xq_explanation_model_get_ruling_detail (shown), xq_explanation_model_get_ruling_detail (fresh)) == 0 &&
         g_strcmp0 (xq_explanation_model_get_counters (shown), xq_explanation_model_get_counters (fresh)) == 0 &&
         /* what the user sees: the heading and the evidence in the pane, the banner only on a ruling */
         xq_test_find_label (pane, xq_explanation_model_get_heading (fresh)) != NULL &&
         (evidence->len == 0 || xq_test_find_label (pane, evidence->str) != NULL) &&
         gtk_revealer_get_reveal_child (revealer) == xq_explanation_model_get_ruling_active (fresh) &&
         (!xq_explanation_model_get_ruling_active (fresh) ||
          xq_test_find_label (banner, xq_explanation_model_get_ruling_title (fresh)) != NULL);
}

/* Steps as fast as keys come (no frame, no idle between them), then lets the app catch up, as
 * long as it takes (the explanation may come later than the step): then it must be the last
 * ply's, never one of the plies passed on the way, and never missing. */
static void
step_fast (Fixture    *f,
           const char *action,
           guint       times)
{
  gint64 deadline;

  for (guint i = 0; i < times; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), action, NULL));
  xq_test_flush ();
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!shows_current_ply (f) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (shows_current_ply (f));
}

static void
test_explanation_after_fast_steps (Fixture      *f,
                                   gconstpointer data)
{
  /* Cannons to the centre, horses out (plies 1-4), then the horses out and back: ply 8 closes a
   * cycle (the position after ply 4 again), no other ply does */
  const char *const moves[] = { "h2e2", "h7e7", "b0c2", "b9c7", "h0g2", "h9g7", "g2h0", "g7h9" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (play (f, moves[i]));
  g_assert_true (xq_explanation_model_get_ruling_active (f->window->explanation));
  g_assert_true (activate (f, "game.first", NULL));
  g_assert_false (xq_explanation_model_get_ruling_active (f->window->explanation));

  /* Through the game to the cycle: the last move's explanation and the banner */
  step_fast (f, "game.forward", G_N_ELEMENTS (moves));
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 8);
  g_assert_true (xq_explanation_model_get_ruling_active (f->window->explanation));
  g_assert_cmpstr (xq_explanation_model_get_heading (f->window->explanation), ==, "4… 马7退8 (Black)");

  /* Back past it: no banner left over from ply 8 */
  step_fast (f, "game.back", 3);
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 5);
  g_assert_false (xq_explanation_model_get_ruling_active (f->window->explanation));
  g_assert_cmpstr (xq_explanation_model_get_heading (f->window->explanation), ==, "3. 马二进三 (Red)");

  /* Back and forth, ending on the cycle again, and at the start */
  step_fast (f, "game.back", 2);
  step_fast (f, "game.forward", 5);
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 8);
  g_assert_true (xq_explanation_model_get_ruling_active (f->window->explanation));
  step_fast (f, "game.back", 8);
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 0);
  g_assert_cmpstr (xq_explanation_model_get_heading (f->window->explanation), ==, "Start position");
}

static void
test_open_and_recent (Fixture      *f,
                      gconstpointer data)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "opened.fen", NULL);
  g_autoptr (GFile)  file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  const char        *fen = "3k5/4a4/9/9/7n1/9/9/9/9/1R2K4 w - - 0 1";

  g_assert_true (g_file_set_contents (path, fen, -1, NULL));
  xq_window_open_file (f->window, file);
  while (xq_game_model_get_position (f->game)->board[xq_square_make (4, 0)] != xq_piece_make (XQ_RED, XQ_KING))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (xq_game_model_get_modified (f->game));
  /* The file is remembered in the recent list shown in the menu */
  {
    gint64   deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    gboolean listed = FALSE;

    while (!listed && g_get_monotonic_time () < deadline)
      {
        GMenuModel *recent = G_MENU_MODEL (f->window->recent_section);

        for (int i = 0; i < g_menu_model_get_n_items (recent) && !listed; i++)
          {
            g_autoptr (GVariant) target =
              g_menu_model_get_item_attribute_value (recent, i, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_STRING);
            listed = target != NULL && g_str_has_suffix (g_variant_get_string (target, NULL), "opened.fen");
          }
        g_main_context_iteration (NULL, FALSE);
      }
    g_assert_true (listed);
  }

  /* Pasted text: a FEN starts a game from it */
  play (f, "b0b5");
  g_assert_true (xq_game_model_get_modified (f->game));
  g_assert_true (xq_window_load_text (f->window, "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1", &error));
  /* The moves played are not lost without asking: the question waits, Cancel keeps them */
  xq_test_flush ();
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 1);
  {
    GListModel       *toplevels = gtk_window_get_toplevels ();
    AdwMessageDialog *question = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
        if (ADW_IS_MESSAGE_DIALOG (window))
          question = ADW_MESSAGE_DIALOG (window);
      }
    g_assert_nonnull (question);
    adw_message_dialog_response (question, "cancel");
    gtk_window_destroy (GTK_WINDOW (question));
    xq_test_flush ();
  }
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 1);
  g_assert_false (xq_window_load_text (f->window, "not a game", &error));
  g_assert_nonnull (error);
}

/* Next and Previous Ruling step between the positions where a cycle closes. */
static void
test_next_ruling (Fixture      *f,
                  gconstpointer data)
{
  /* The horses out and back three times: the start position's second and third occurrence
   * (plies 4 and 8) and the positions between close cycles (plies 4 to 11). */
  const char *const moves[] = { "h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0", "g7h9",
                                "h0g2", "h9g7", "g2h0", "g7h9", "b0c2" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (f, moves[i]);
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "game.next-ruling"));
  g_assert_true (activate (f, "game.previous-ruling", NULL));
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 11);
  g_assert_true (xq_explanation_model_get_ruling_active (f->window->explanation));
  activate (f, "game.first", NULL);
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "game.previous-ruling"));
  g_assert_true (activate (f, "game.next-ruling", NULL));
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 4);
  g_assert_true (activate (f, "game.next-ruling", NULL));
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 5);
  g_assert_true (activate (f, "game.previous-ruling", NULL));
  g_assert_cmpuint (xq_game_model_get_ply (f->game), ==, 4);
}

static XqGamePicker *
wait_for_picker (void)
{
  XqGamePicker *picker = NULL;

  while (picker == NULL)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
          if (XQ_IS_GAME_PICKER (window))
            picker = XQ_GAME_PICKER (window);
        }
      g_main_context_iteration (NULL, TRUE);
    }
  return picker;
}

static void
test_game_picker (Fixture      *f,
                  gconstpointer data)
{
  g_autofree char  *path = g_test_build_filename (G_TEST_BUILT, "three-games.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  const char       *pgn = "[Event \"Spring Open\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n[Result \"1-0\"]\n\n"
                          "1. 炮二平五 马8进7 2. 马二进三 1-0\n\n"
                          "[Event \"Spring Open\"]\n[Red \"Zhao\"]\n[Black \"Chen\"]\n[Result \"0-1\"]\n\n"
                          "1. 兵七进一 卒7进1 0-1\n\n"
                          "[Event \"Club Cup\"]\n[Red \"Sun\"]\n[Black \"Zhou\"]\n[Result \"*\"]\n\n"
                          "1. 相三进五 *\n\n"
                          "[Event \"Club Cup\"]\n[Red \"Wu\"]\n[Black \"Qian\"]\n[Result \"*\"]\n"
                          "[FEN \"3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1\"]\n\n"
                          "1. f8e8 e9f9 2. e8f8 f9e9 3. f8e8 *\n";
  XqGamePicker     *picker;

  g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
  xq_window_open_file (f->window, file);
  /* Several games: a picker lists them by their tags */
  picker = wait_for_picker ();
  g_assert_cmpuint (xq_game_picker_get_n_shown (picker), ==, 4);
  /* The Rulings column: the games are reviewed off the main thread */
  g_assert_nonnull (xq_game_picker_get_review (picker));
  while (xq_collection_review_get_running (xq_game_picker_get_review (picker)))
    g_main_context_iteration (NULL, TRUE);
  xq_test_flush ();
  g_assert_cmpuint (xq_collection_review_get_n_done (xq_game_picker_get_review (picker)), ==, 4);
  xq_game_picker_set_forbidden_only (picker, TRUE);
  xq_test_flush ();
  g_assert_cmpuint (xq_game_picker_get_n_shown (picker), ==, 1);
  xq_game_picker_set_forbidden_only (picker, FALSE);
  /* The rulings are searched too */
  xq_game_picker_set_search (picker, "长将");
  xq_test_flush ();
  g_assert_cmpuint (xq_game_picker_get_n_shown (picker), ==, 1);
  xq_game_picker_set_search (picker, "chen");
  xq_test_flush ();
  g_assert_cmpuint (xq_game_picker_get_n_shown (picker), ==, 1);
  xq_game_picker_set_search (picker, "spring");
  xq_test_flush ();
  g_assert_cmpuint (xq_game_picker_get_n_shown (picker), ==, 2);
  /* Enter takes the first game shown */
  g_signal_emit_by_name (xq_test_find_type (GTK_WIDGET (picker), GTK_TYPE_SEARCH_ENTRY), "activate");
  xq_test_flush ();
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Red"), ==, "Li");
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 3);
  g_assert_cmpstr (xq_game_model_get_title (f->game), ==, "Li vs Wang");
}

/* Collects the x of Black's move in every round row of the move list shown. */
static void
collect_black_columns (GtkWidget *widget,
                       GtkWidget *list_view,
                       GArray    *xs,
                       GPtrArray *numbers)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BOX (child) && gtk_widget_has_css_class (child, "book-row"))
        {
          GtkWidget       *number = gtk_widget_get_first_child (child);
          GtkWidget       *red = gtk_widget_get_next_sibling (number);
          GtkWidget       *black = gtk_widget_get_next_sibling (red);
          graphene_point_t at;

          if (gtk_widget_get_visible (black) && gtk_widget_get_mapped (black) &&
              gtk_widget_compute_point (black, list_view, &GRAPHENE_POINT_INIT (0, 0), &at))
            {
              g_array_append_val (xs, at.x);
              g_ptr_array_add (numbers, (gpointer) gtk_label_get_text (GTK_LABEL (number)));
            }
          continue;
        }
      collect_black_columns (child, list_view, xs, numbers);
    }
}

/* Issue 31: after a comment the round keeps its number and Black's move its column. */
static void
test_comment_row_columns (Fixture      *f,
                          gconstpointer data)
{
  GtkWidget            *list_view;
  g_autoptr (GArray)    xs = g_array_new (FALSE, FALSE, sizeof (float));
  g_autoptr (GPtrArray) numbers = g_ptr_array_new ();

  g_assert_true (xq_game_model_set_comment (f->game, "Before the first move"));
  play (f, "h2e2");
  g_assert_true (xq_game_model_set_comment (f->game, "A central cannon"));
  play (f, "h9g7");
  play (f, "h0g2");
  play (f, "b9c7");
  g_assert_true (xq_game_model_set_glyph (f->game, 5));
  xq_test_flush ();
  xq_test_wait_for_paint (GTK_WIDGET (f->window));
  list_view = xq_test_find_type (GTK_WIDGET (f->window->move_list), GTK_TYPE_LIST_VIEW);
  collect_black_columns (list_view, list_view, xs, numbers);
  /* The comment before the first move opens the move list */
  g_assert_nonnull (xq_test_find_label (list_view, "※ Before the first move"));
  g_assert_cmpuint (xs->len, ==, 3);
  /* "1." with 炮二平五, "1." again with "…" and 马8进7 after the comment, "2." */
  g_assert_cmpstr (g_ptr_array_index (numbers, 0), ==, "1.");
  g_assert_cmpstr (g_ptr_array_index (numbers, 1), ==, "1.");
  g_assert_cmpstr (g_ptr_array_index (numbers, 2), ==, "2.");
  g_assert_cmpfloat_with_epsilon (g_array_index (xs, float, 1), g_array_index (xs, float, 2), 0.5);
  g_assert_cmpfloat_with_epsilon (g_array_index (xs, float, 0), g_array_index (xs, float, 2), 0.5);
}

/* The game details dialog sets the tags as one edit; its rule profile is the one judged by. */
static void
test_header_dialog (Fixture      *f,
                    gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  XqHeaderDialog       *dialog = NULL;
  GListModel           *toplevels = gtk_window_get_toplevels ();

  play (f, "h2e2");
  xq_game_model_set_modified (f->game, FALSE);
  g_assert_true (activate (f, "win.edit-header", NULL));
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (XQ_IS_HEADER_DIALOG (window))
        dialog = XQ_HEADER_DIALOG (window);
    }
  g_assert_nonnull (dialog);
  xq_header_dialog_set_text (dialog, "Red", "许银川");
  xq_header_dialog_set_text (dialog, "Black", "吕钦");
  xq_header_dialog_set_text (dialog, "Event", "全国个人赛");
  xq_header_dialog_apply (dialog);
  xq_test_flush ();
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Red"), ==, "许银川");
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Event"), ==, "全国个人赛");
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (f->window)), "• 许银川 vs 吕钦"));
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_null (xq_game_model_get_tag (f->game, "Red"));
  g_assert_false (xq_game_model_get_modified (f->game));

  /* A game that names its rules is judged by them */
  {
    const char *const names[] = { "Rules", NULL };
    const char *const values[] = { "1957", NULL };
    g_autofree char  *profile = NULL;

    xq_game_model_set_tags (f->game, names, values);
    xq_window_apply_game_rules (f->window);
    profile = g_settings_get_string (settings, "rule-profile");
    g_assert_cmpstr (profile, ==, "1957");
    g_settings_reset (settings, "rule-profile");
  }
  xq_game_model_set_modified (f->game, FALSE);
}

static gboolean
recent_listed (Fixture    *f,
               const char *label)
{
  GMenuModel *recent = G_MENU_MODEL (f->window->recent_section);

  xq_window_update_recent (f->window);
  for (int i = 0; i < g_menu_model_get_n_items (recent); i++)
    {
      g_autofree char *text = NULL;
      if (g_menu_model_get_item_attribute (recent, i, G_MENU_ATTRIBUTE_LABEL, "s", &text) && g_str_equal (text, label))
        return TRUE;
    }
  return FALSE;
}

/* Issue 31: Open Recent lists game files of every format read, names as they are (an
 * underscore is no mnemonic), never an export; file dialogs open in the folder last used for
 * the kind of file, else Documents, and suggest names from the game. */
static void
test_recent_and_names (Fixture      *f,
                       gconstpointer data)
{
  g_autofree char  *dir = g_dir_make_tmp ("qili-recent-XXXXXX", NULL);
  g_autofree char  *pgn = g_build_filename (dir, "Hu_Ronghua_games.pgn", NULL);
  g_autofree char  *pdf = g_build_filename (dir, "Ruling_report.pdf", NULL);
  g_autofree char  *pdf_uri = g_filename_to_uri (pdf, NULL, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (pgn);
  g_autoptr (GFile) folder = NULL;
  g_autoptr (GFile) documents = NULL;
  g_autofree char  *name = NULL;
  gint64            deadline;

  g_assert_true (g_file_set_contents (pgn, "[Event \"Cup\"]\n[Red \"TAO\"]\n[Black \"HU\"]\n\n1. h2e2 h9g7 2. h0g2 *\n",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (pdf, "%PDF-1.4", -1, NULL));
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), pdf_uri);
  xq_window_open_file (f->window, file);
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!recent_listed (f, "Hu__Ronghua__games.pgn") && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (recent_listed (f, "Hu__Ronghua__games.pgn"));
  g_assert_false (recent_listed (f, "Ruling__report.pdf"));
  g_assert_false (recent_listed (f, "Ruling_report.pdf"));

  /* The folder of games is the one opened from; reports never used: Documents */
  folder = xq_file_dialog_get_folder (XQ_FILE_KIND_GAME);
  g_assert_cmpstr (g_file_peek_path (folder), ==, dir);
  g_clear_object (&folder);
  folder = xq_file_dialog_get_folder (XQ_FILE_KIND_REPORT);
  documents = g_file_new_for_path (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS) != NULL &&
                                       g_file_test (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS), G_FILE_TEST_IS_DIR)
                                     ? g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS)
                                     : g_get_home_dir ());
  g_assert_true (g_file_equal (folder, documents));
  {
    g_autofree char *cwd = g_get_current_dir ();
    g_assert_cmpstr (g_file_peek_path (folder), !=, cwd);
  }

  /* Names from the game and the move shown */
  while (xq_game_model_get_n_plies (f->game) < 3)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (activate (f, "game.last", NULL));
  name = xq_window_file_name (f->window, "Ruling", "pdf");
  g_assert_cmpstr (name, ==, "Ruling – TAO vs HU – move 2.pdf");
  g_clear_pointer (&name, g_free);
  g_assert_true (activate (f, "game.first", NULL));
  name = xq_window_file_name (f->window, "Board", "png");
  g_assert_cmpstr (name, ==, "Board – TAO vs HU.png");
  g_clear_pointer (&name, g_free);
  name = xq_file_dialog_clean_name ("Cup 1/2 – TAO vs HU.pdf");
  g_assert_cmpstr (name, ==, "Cup 1-2 – TAO vs HU.pdf");
  g_unlink (pgn);
  g_unlink (pdf);
  g_rmdir (dir);
}

/* A game of a collection is saved back into its place: the file keeps its other games byte for
 * byte and its encoding; Save is offered only while something changed, and undoing back to the
 * saved state is no change. */
static void
test_save_in_place (Fixture      *f,
                    gconstpointer data)
{
  g_autofree char  *path = g_test_build_filename (G_TEST_BUILT, "collection-gbk.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  const char       *pgn = "[Event \"春季赛\"]\n[Red \"李\"]\n[Black \"王\"]\n\n1. 炮二平五 马8进7 *\n\n"
                          "[Event \"春季赛\"]\n[Red \"赵\"]\n[Black \"陈\"]\n\n1. 兵七进一 卒7进1 {好} *\n\n"
                          "[Event \"俱乐部杯\"]\n[Red \"孙\"]\n[Black \"周\"]\n\n1. 相三进五 *\n";
  g_autofree char  *gbk = g_convert (pgn, -1, "GBK", "UTF-8", NULL, NULL, NULL);
  g_autofree char  *saved = NULL;
  g_autofree char  *utf8 = NULL;
  g_autofree char  *backup = NULL;
  g_autofree char  *kept = NULL;
  g_autofree char  *first = NULL;
  gsize             len, gbk_len = strlen (gbk);
  const char       *second = strstr (pgn, "[Event \"春季赛\"]\n[Red \"赵");
  const char       *third = strstr (pgn, "[Event \"俱乐部杯");
  XqGamePicker     *picker;

  g_assert_true (g_file_set_contents (path, gbk, (gssize) gbk_len, NULL));
  xq_window_open_file (f->window, file);
  picker = wait_for_picker ();
  g_signal_emit_by_name (picker, "picked", 1);
  gtk_window_destroy (GTK_WINDOW (picker));
  xq_test_flush ();
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Red"), ==, "赵");
  /* Nothing changed: nothing to save */
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "win.save"));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (f->window)), "•"));

  g_assert_true (activate (f, "game.last", NULL));
  g_assert_true (play (f, "h2e2"));
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (f->window), "win.save"));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (f->window)), "•"));
  g_assert_true (activate (f, "win.save", NULL));
  g_assert_false (xq_game_model_get_modified (f->game));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->window), "win.save"));

  /* Still three games, in GBK, the first and the third as they were, byte for byte */
  g_assert_true (g_file_get_contents (path, &saved, &len, NULL));
  utf8 = g_convert (saved, (gssize) len, "UTF-8", "GBK", NULL, NULL, NULL);
  g_assert_nonnull (utf8);
  first = g_strndup (pgn, (gsize) (second - pgn));
  g_assert_true (g_str_has_prefix (utf8, first));
  g_assert_true (g_str_has_suffix (utf8, third));
  g_assert_nonnull (strstr (utf8, "炮二平五"));
  /* The previous version is kept in the user's data folder */
  backup = xq_record_backup_path (path);
  g_assert_true (g_file_get_contents (backup, &kept, &len, NULL));
  g_assert_cmpmem (kept, len, gbk, gbk_len);

  /* Undo makes it differ from the file; redo brings the saved state back */
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_true (xq_game_model_get_modified (f->game));
  g_assert_true (activate (f, "game.redo", NULL));
  g_assert_false (xq_game_model_get_modified (f->game));
}

static guint
count_games (const char *path)
{
  g_autoptr (XqRecordFile) records = xq_record_file_new_for_path (path, NULL);

  g_assert_nonnull (records);
  return xq_record_file_get_n_games (records);
}

/* The collection from the picker: add, duplicate and delete games, each written into the file at
 * once, the other games' bytes kept; the game shown keeps its place (Ctrl+S still writes it
 * back where it is). */
static void
test_collection_edits (Fixture      *f,
                       gconstpointer data)
{
  g_autofree char  *path = g_test_build_filename (G_TEST_BUILT, "collection-edits.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  const char       *pgn = "[Event \"Cup\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n\n1. h2e2 h9g7 *\n\n"
                          "[Event \"Cup\"]\n[Red \"Zhao\"]\n[Black \"Chen\"]\n\n1. c3c4 *\n\n"
                          "[Event \"Cup\"]\n[Red \"Sun\"]\n[Black \"Zhou\"]\n\n1. g3g4 *\n";
  const char       *second = strstr (pgn, "[Event \"Cup\"]\n[Red \"Zhao");
  const char       *third = strstr (pgn, "[Event \"Cup\"]\n[Red \"Sun");
  g_autofree char  *contents = NULL;
  g_autofree char  *head = NULL;
  XqGamePicker     *picker;
  GListModel       *toplevels = gtk_window_get_toplevels ();

  g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
  xq_window_open_file (f->window, file);
  picker = wait_for_picker ();
  /* The focus starts in the search: Enter opens a game there, it never adds one */
  xq_test_wait_for_paint (GTK_WIDGET (picker));
  {
    GtkWidget *search = xq_test_find_type (GTK_WIDGET (picker), GTK_TYPE_SEARCH_ENTRY);
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (picker));
    g_assert_true (focus != NULL && (focus == search || gtk_widget_is_ancestor (focus, search)));
  }
  g_signal_emit_by_name (picker, "picked", 2); /* Sun vs Zhou is shown */
  xq_test_flush ();
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Red"), ==, "Sun");

  /* Duplicate game 1 (the first row is chosen): 4 games, a copy of it second, byte for byte */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (picker), "picker.duplicate", NULL));
  xq_test_flush ();
  g_assert_cmpuint (count_games (path), ==, 4);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "[Event \"Cup\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n\n1. h2e2 h9g7 *\n\n"
                                             "[Event \"Cup\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n\n1. h2e2 h9g7 *\n\n"));
  g_assert_true (g_str_has_suffix (contents, second));
  g_clear_pointer (&contents, g_free);

  /* A new game at the end */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (picker), "picker.add", NULL));
  xq_test_flush ();
  g_assert_cmpuint (count_games (path), ==, 5);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, third));
  g_clear_pointer (&contents, g_free);

  /* Delete the copy (row 2): asked first */
  xq_game_picker_set_search (picker, "");
  gtk_single_selection_set_selected (
    GTK_SINGLE_SELECTION (gtk_column_view_get_model (GTK_COLUMN_VIEW (xq_test_find_type (GTK_WIDGET (picker), GTK_TYPE_COLUMN_VIEW)))),
    1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (picker), "picker.delete", NULL));
  xq_test_flush ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_window_get_transient_for (GTK_WINDOW (window)) == GTK_WINDOW (picker))
        {
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (window), "delete");
          gtk_window_destroy (GTK_WINDOW (window));
          break;
        }
    }
  xq_test_flush ();
  g_assert_cmpuint (count_games (path), ==, 4);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, pgn));
  g_clear_pointer (&contents, g_free);

  /* The game shown is still Sun vs Zhou, third: a change to it goes back there */
  gtk_window_destroy (GTK_WINDOW (picker));
  g_assert_true (activate (f, "game.last", NULL));
  g_assert_true (play (f, "g6g5"));
  g_assert_true (activate (f, "win.save", NULL));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  head = g_strndup (pgn, (gsize) (third - pgn));
  g_assert_true (g_str_has_prefix (contents, head));
  g_assert_nonnull (strstr (contents, "[Red \"Sun\"]"));
  g_assert_nonnull (strstr (contents, "1. g3g4 g6g5"));
  g_assert_cmpuint (count_games (path), ==, 4);
}

/* Save As writes the game alone in the notation chosen (here WinBoard's SAN, for western
 * programs), and the game is then that file's. */
static void
test_save_as_notation (Fixture      *f,
                       gconstpointer data)
{
  g_autoptr (GFile)     chosen = NULL;
  g_autofree char      *contents = NULL;
  g_autofree char      *title = NULL;
  GListModel           *toplevels = gtk_window_get_toplevels ();
  GtkWidget            *chooser = NULL;

  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  play (f, "h2e2");
  play (f, "h9g7");
  /* The board shows WXF: Save As offers it first */
  g_settings_set_string (settings, "notation", "wxf");
  g_assert_true (activate (f, "win.save-as", NULL));
  g_settings_reset (settings, "notation");
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && chooser == NULL; i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER (window))
        chooser = GTK_WIDGET (window);
    }
  g_assert_nonnull (chooser);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (xq_test_find_type (chooser, GTK_TYPE_DROP_DOWN))), ==, 0);
  g_assert_cmpstr (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (chooser), "notation"), ==, "wxf");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "for winboard.pgn");
  /* As a user chooses it: the last entry of the dialog's drop-down */
  {
    GtkWidget *drop = xq_test_find_type (chooser, GTK_TYPE_DROP_DOWN);
    g_assert_nonnull (drop);
    gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), 4);
  }
  chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_assert_nonnull (chosen);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  /* The dialog checks the name (asynchronously) before it answers */
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    while (!g_file_query_exists (chosen, NULL) && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, FALSE);
  }
  xq_test_flush ();
  g_assert_true (g_file_load_contents (chosen, NULL, &contents, NULL, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[Variant \"xiangqi\"]"));
  g_assert_nonnull (strstr (contents, "1. Che2 Hg7"));
  g_assert_false (xq_game_model_get_modified (f->game));
  title = g_strdup (gtk_window_get_title (GTK_WINDOW (f->window)));
  g_assert_true (g_str_has_suffix (title, "for winboard.pgn — Qili"));
  g_file_delete (chosen, NULL, NULL);

  /* A name ending in .xqf: XQF, for XQStudio; it reads back as the same moves */
  play (f, "h0g2");
  g_assert_true (activate (f, "win.save-as", NULL));
  chooser = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && chooser == NULL; i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        chooser = GTK_WIDGET (window);
    }
  g_assert_nonnull (chooser);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "for xqstudio.xqf");
  g_clear_object (&chosen);
  chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    while (!g_file_query_exists (chosen, NULL) && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, FALSE);
  }
  xq_test_flush ();
  {
    g_autofree char         *path = g_file_get_path (chosen);
    g_autoptr (XqRecordFile) records = xq_record_file_new_for_path (path, NULL);
    g_autoptr (XqGame)       back = NULL;

    g_assert_nonnull (records);
    g_assert_cmpint (xq_record_file_get_format (records), ==, XQ_RECORD_FORMAT_XQF);
    back = xq_record_file_load_game (records, 0, NULL, NULL);
    g_assert_nonnull (back);
    g_assert_cmpuint (xq_game_count_moves (back), ==, 3);
  }
  g_assert_false (xq_game_model_get_modified (f->game));
  g_file_delete (chosen, NULL, NULL);
}

/* A game read only in part: the picker says which, and its last move says why the rest is not there. */
static void
test_read_in_part (Fixture      *f,
                   gconstpointer data)
{
  g_autofree char  *path = g_test_build_filename (G_TEST_BUILT, "read-in-part.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  const char       *pgn = "[Event \"Whole\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n\n1. h2e2 h9g7 *\n\n"
                          "[Event \"Damaged\"]\n[Red \"Sun\"]\n[Black \"Zhou\"]\n\n1. h2e2 h9g7\n2. b0b1 b9c7 *\n";
  XqGamePicker     *picker = NULL;
  GtkWidget        *title;
  GtkWidget        *mark;

  g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
  xq_window_open_file (f->window, file);
  while (picker == NULL)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
          if (XQ_IS_GAME_PICKER (window))
            picker = XQ_GAME_PICKER (window);
        }
      g_main_context_iteration (NULL, TRUE);
    }
  while (xq_collection_review_get_running (xq_game_picker_get_review (picker)))
    g_main_context_iteration (NULL, TRUE);
  xq_test_flush ();
  title = xq_test_find_type (GTK_WIDGET (picker), ADW_TYPE_WINDOW_TITLE);
  g_assert_nonnull (title);
  g_assert_true (g_str_has_suffix (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), " · 1 read in part"));
  /* Its Rulings column says so: searched, only the damaged game */
  xq_game_picker_set_search (picker, "read in part (1 part not read)");
  xq_test_flush ();
  g_assert_cmpuint (xq_game_picker_get_n_shown (picker), ==, 1);
  g_signal_emit_by_name (xq_test_find_type (GTK_WIDGET (picker), GTK_TYPE_SEARCH_ENTRY), "activate");
  xq_test_flush ();
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Red"), ==, "Sun");
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 2);
  xq_test_wait_for_paint (GTK_WIDGET (f->window));
  mark = xq_test_find_label (GTK_WIDGET (f->window->move_list), "⚠ The rest of the game could not be read: move 2 (Red): "
                                                                "'b0b1' is illegal: the piece does not move that way.");
  g_assert_nonnull (mark);
  g_assert_true (gtk_widget_get_visible (mark));
  g_assert_true (gtk_widget_has_css_class (mark, "warning"));
  /* The banner over the board, made when it first shows, says so too */
  g_assert_true (gtk_revealer_get_reveal_child (f->window->read_banner));
  g_assert_nonnull (f->window->read_banner_label);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (f->window->read_banner_label), "This game was read in part"));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (f->window->read_banner_label), GTK_WIDGET (f->window->read_banner)));

  /* Saved, it does not go over what could not be read: Save asks for another name */
  {
    g_autofree char *after = NULL;
    GListModel      *toplevels = gtk_window_get_toplevels ();
    gboolean         asked = FALSE;

    g_assert_true (activate (f, "game.last", NULL));
    g_assert_true (play (f, "b0c2"));
    g_assert_true (activate (f, "win.save", NULL));
    g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, pgn);
    for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
      {
        g_autoptr (GObject) window = g_list_model_get_item (toplevels, i - 1);
        if (GTK_IS_FILE_CHOOSER (window))
          {
            asked = TRUE;
            gtk_window_destroy (GTK_WINDOW (window));
          }
      }
    g_assert_true (asked);
    xq_game_model_set_modified (f->game, FALSE);
  }
}

static void
test_print (Fixture      *f,
            gconstpointer data)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "printed-game-explained.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char   *contents = NULL;
  gsize              size = 0;
  int                pages = 0;

  /* A long game: the diagram and the first moves on page one, the rest on a second page */
  for (guint i = 0; i < 60; i++)
    play (f, (const char *const[]){ "h0g2", "h9g7", "g2h0", "g7h9" }[i % 4]);
  xq_game_model_set_tag (f->game, "Event", "Club Championship");
  g_assert_true (xq_window_print (f->window, GTK_PRINT_OPERATION_ACTION_EXPORT, path, &pages, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pages, ==, 2);
  g_assert_true (g_file_get_contents (path, &contents, &size, NULL));
  g_assert_cmpuint (size, >, 10000);
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));

  /* The explanation of the move shown is printed under the diagram: here the start position has
   * come back, so the ruling on the cycle and the clause it cites (issue 31). */
  g_assert_true (xq_explanation_model_get_ruling_active (f->window->explanation));
  {
    const char      *argv[] = { "pdftotext", "-f", "1", "-l", "1", "-enc", "UTF-8", path, "-", NULL };
    g_autofree char *text = NULL;
    g_autofree char *flat = NULL;
    int              status = 0;

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &text,
                  NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    flat = g_strdelimit (g_strdup (text), "\n", ' ');
    g_test_message ("page 1: %s", flat);
    g_assert_nonnull (strstr (flat, xq_explanation_model_get_ruling_title (f->window->explanation)));
    g_assert_nonnull (strstr (flat, xq_explanation_model_get_heading (f->window->explanation)));
  }
}

static void
test_pages_on_demand (Fixture      *f,
                      gconstpointer data)
{
  g_test_summary ("The Library and Tournament pages are made when first shown, so that start-up pays only for "
                  "the Board page (tests/bench/startup.sh)");
  adw_view_stack_set_visible_child_name (f->window->view_stack, "board");
  xq_test_flush ();
  g_assert_null (f->window->library_view);
  g_assert_null (f->window->tournament_page);

  adw_view_stack_set_visible_child_name (f->window->view_stack, "library");
  xq_test_flush ();
  g_assert_nonnull (f->window->library_view);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->window->library_view)));
  g_assert_null (f->window->tournament_page);

  adw_view_stack_set_visible_child_name (f->window->view_stack, "tournament");
  xq_test_flush ();
  g_assert_nonnull (f->window->tournament_page);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->window->tournament_page)));
}

static void
test_open_dispute (Fixture      *f,
                   gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char      *profile = NULL;

  g_test_summary ("The Tournament page opens a disputed game: a new game on the Board page named after the event, "
                  "round and players, judged by the event's rule profile");
  adw_view_stack_set_visible_child_name (f->window->view_stack, "tournament");
  xq_test_flush ();
  g_assert_true (activate (f, "win.open-dispute",
                           g_variant_new ("(sssss)", "王天一", "郑惟桐", "Club night", "3", "1957")));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (f->window->view_stack), ==, "board");
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Red"), ==, "王天一");
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Black"), ==, "郑惟桐");
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Event"), ==, "Club night");
  g_assert_cmpstr (xq_game_model_get_tag (f->game, "Round"), ==, "3");
  g_assert_cmpuint (xq_game_model_get_n_plies (f->game), ==, 0);
  g_assert_false (xq_game_model_get_modified (f->game));
  profile = g_settings_get_string (settings, "rule-profile");
  g_assert_cmpstr (profile, ==, "1957");
  g_assert_cmpint (xq_explanation_model_get_profile (f->window->explanation), ==, XQ_PROFILE_1957);
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (f->window)), "王天一"));
  g_settings_reset (settings, "rule-profile");
  adw_view_stack_set_visible_child_name (f->window->view_stack, "board");
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);

  g_test_add ("/xq/widgets/window/play-and-navigate", Fixture, NULL, fixture_setup, test_play_and_navigate,
              fixture_teardown);
  g_test_add ("/xq/widgets/window/list-click", Fixture, NULL, fixture_setup, test_list_click, fixture_teardown);
  g_test_add ("/xq/widgets/window/variation-and-undo", Fixture, NULL, fixture_setup, test_variation_and_undo,
              fixture_teardown);
  g_test_add ("/xq/widgets/window/illegal-move", Fixture, NULL, fixture_setup, test_illegal_move, fixture_teardown);
  g_test_add ("/xq/widgets/window/move-entry", Fixture, NULL, fixture_setup, test_move_entry, fixture_teardown);
  g_test_add ("/xq/widgets/window/setup", Fixture, NULL, fixture_setup, test_setup, fixture_teardown);
  g_test_add ("/xq/widgets/window/open-and-recent", Fixture, NULL, fixture_setup, test_open_and_recent,
              fixture_teardown);
  g_test_add ("/xq/widgets/window/game-picker", Fixture, NULL, fixture_setup, test_game_picker, fixture_teardown);
  g_test_add ("/xq/widgets/window/comment-row-columns", Fixture, NULL, fixture_setup, test_comment_row_columns,
              fixture_teardown);
  g_test_add ("/xq/widgets/window/recent-and-names", Fixture, NULL, fixture_setup, test_recent_and_names,
              fixture_teardown);
  g_test_add ("/xq/widgets/window/header-dialog", Fixture, NULL, fixture_setup, test_header_dialog, fixture_teardown);
  g_test_add ("/xq/widgets/window/save-in-place", Fixture, NULL, fixture_setup, test_save_in_place, fixture_teardown);
  g_test_add ("/xq/widgets/window/collection-edits", Fixture, NULL, fixture_setup, test_collection_edits,
              fixture_teardown);
  g_test_add ("/xq/widgets/window/save-as-notation", Fixture, NULL, fixture_setup, test_save_as_notation,
              fixture_teardown);
  g_test_add ("/xq/widgets/window/read-in-part", Fixture, NULL, fixture_setup, test_read_in_part, fixture_teardown);
  g_test_add ("/xq/widgets/window/next-ruling", Fixture, NULL, fixture_setup, test_next_ruling, fixture_teardown);
  g_test_add ("/xq/widgets/window/print", Fixture, NULL, fixture_setup, test_print, fixture_teardown);
  g_test_add ("/xq/widgets/window/pages-on-demand", Fixture, NULL, fixture_setup, test_pages_on_demand,
              fixture_teardown);
  g_test_add ("/xq/widgets/window/open-dispute", Fixture, NULL, fixture_setup, test_open_dispute, fixture_teardown);
  g_test_add ("/xq/widgets/window/explanation-and-banner", Fixture, NULL, fixture_setup,
              test_explanation_and_banner, fixture_teardown);
  g_test_add ("/xq/widgets/window/explanation-after-fast-steps", Fixture, NULL, fixture_setup,
              test_explanation_after_fast_steps, fixture_teardown);

  return g_test_run ();
}
