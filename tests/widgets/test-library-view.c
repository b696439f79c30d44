/* test-library-view.c: the Library page (browse, search, open an example, the quiz and its keys)
 * and the example on the main board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "xq-example-item.h"
#include "xq-explanation-model.h"
#include "xq-game-model.h"
#include "xq-library-view.h"
#include "xq-quiz-model.h"
#include "xq-quiz-view.h"
#include "xq-ruling-banner.h"
#include "xq-test-util.h"
#include "xq-window-private.h"

typedef struct
{
  XqLibraryView *view;
  GtkWindow     *window;
  char          *opened; /* the last "win.open-example" parameter */
} Fixture;

static void
open_example_cb (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  Fixture *f = user_data;

  g_free (f->opened);
  f->opened = g_variant_dup_string (param, NULL);
}

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr (GSimpleAction)      open = g_simple_action_new ("open-example", G_VARIANT_TYPE_STRING);

  f->view = g_object_ref_sink (XQ_LIBRARY_VIEW (xq_library_view_new ()));
  f->window = xq_test_show (GTK_WIDGET (f->view), 1200, 760);
  /* The window's action, as XqWindow has it */
  g_signal_connect (open, "activate", G_CALLBACK (open_example_cb), f);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (open));
  gtk_widget_insert_action_group (GTK_WIDGET (f->window), "win", G_ACTION_GROUP (group));
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  gtk_window_destroy (f->window);
  g_object_unref (f->window);
  xq_test_flush ();
  g_assert_finalize_object (f->view);
  g_free (f->opened);
}

static GtkWidget *
find_named (GtkWidget  *root,
            GType       type,
            const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type) &&
          g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (child)), name) == 0)
        return child;
      found = find_named (child, type, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
n_rows (Fixture *f)
{
  GtkWidget *list = xq_test_find_type (GTK_WIDGET (f->view), GTK_TYPE_LIST_BOX);
  guint      n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row))
      n++;
  return n;
}

/* Types into the search entry and waits for the search (GtkSearchEntry waits a little). */
static void
search (Fixture    *f,
        const char *text)
{
  GtkWidget *entry = xq_test_find_type (GTK_WIDGET (f->view), GTK_TYPE_SEARCH_ENTRY);
  gint64     deadline;

  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "search-changed");
  deadline = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  while (g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  xq_test_flush ();
}

/* Renders @widget for a person to look at ($G_TEST_BUILDDIR/@name.png). */
static void
save (GtkWidget  *widget,
      const char *name)
{
  g_autoptr (GdkTexture) texture = NULL;

  xq_test_wait_for_paint (widget);
  texture = xq_test_render (widget);
  xq_test_save (texture, name);
}

static gboolean
shown (GtkWidget *widget)
{
  return widget != NULL && gtk_widget_is_drawable (widget);
}

static void
test_browse (Fixture      *f,
             gconstpointer data)
{
  GtkWidget *root = GTK_WIDGET (f->view);
  guint      all = n_rows (f);

  /* Every example, the first one chosen, a heading above each topic */
  g_assert_cmpuint (all, >=, 70);
  g_assert_cmpstr (xq_example_item_get_id (xq_library_view_get_selected (f->view)), ==, "n-check-rook");
  g_assert_true (shown (xq_test_find_label (root, "A rook checks (将)")));
  g_assert_nonnull (xq_test_find_label (root, "Allowed cycles"));
  g_assert_nonnull (xq_test_find_label (root, "Forbidden cycles"));
  g_assert_nonnull (xq_test_find_label (root, "CXA, AXF and 1957 rules compared"));
  g_assert_true (xq_test_action_enabled (root, "library.open-example"));
  g_assert_true (xq_test_action_enabled (root, "library.start-quiz"));

  /* Searching: the examples of ruling 13, both overridden by the arbiter, and clearly marked */
  search (f, "细则13");
  g_assert_cmpuint (n_rows (f), ==, 2);
  g_assert_cmpstr (xq_example_item_get_id (xq_library_view_get_selected (f->view)), ==, "cxa-13a");
  g_assert_nonnull (xq_test_find_label (root, "Arbiter overrides"));
  g_assert_true (shown (xq_test_find_label (root, "The arbiter overrides the engine")));

  /* Nothing found: said so, and nothing to open */
  search (f, "no example says this");
  g_assert_cmpuint (n_rows (f), ==, 0);
  g_assert_null (xq_library_view_get_selected (f->view));
  g_assert_true (shown (xq_test_find_label (root, "No Examples Found")));
  g_assert_false (xq_test_action_enabled (root, "library.open-example"));

  /* Choosing an example clears a search that hides it */
  g_assert_true (xq_library_view_select (f->view, "cxa-1"));
  g_assert_cmpuint (n_rows (f), ==, all);
  g_assert_cmpstr (xq_example_item_get_id (xq_library_view_get_selected (f->view)), ==, "cxa-1");
  g_assert_false (shown (xq_test_find_label (root, "The arbiter overrides the engine")));
  g_assert_false (xq_library_view_select (f->view, "no-such-example"));
  save (root, "library-view");
}

/* A coach's handout: the examples listed, six diagrams to a page, each with its title. */
static void
test_handout (Fixture      *f,
              gconstpointer data)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "library-handout.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char   *text = NULL;
  const char        *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };
  int                pages = 0, status = 0;
  guint              n;

  g_test_summary ("Issue 31: a coach prints the examples a search lists as a handout, six diagrams to a page "
                  "under the topic's name, each example with its title and clause; nothing listed, nothing printed");
  search (f, "长捉");
  n = n_rows (f);
  g_assert_cmpuint (n, >, 6);
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (f->view), "library.print-handout"));
  g_unlink (path);
  g_assert_true (xq_library_view_print_handout (f->view, GTK_PRINT_OPERATION_ACTION_EXPORT, path, &pages, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pages, ==, (int) ((n + 5) / 6));
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &text, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_test_message ("%u examples on %d pages:\n%s", n, pages, text);
  g_assert_nonnull (strstr (text, "“长捉”"));
  g_assert_nonnull (strstr (text, xq_example_item_get_title (xq_library_view_get_selected (f->view))));
  g_assert_nonnull (strstr (text, xq_example_item_get_clause (xq_library_view_get_selected (f->view))));

  search (f, "no example says this");
  g_assert_false (xq_library_view_print_handout (f->view, GTK_PRINT_OPERATION_ACTION_EXPORT, path, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* "Open on Board" hands the example to the window. */
static void
test_open (Fixture      *f,
           gconstpointer data)
{
  g_assert_true (xq_library_view_select (f->view, "cxa-2"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "library.open-example", NULL));
  g_assert_cmpstr (f->opened, ==, "cxa-2");
}

static GtkWidget *
option (Fixture *f,
        guint    index)
{
  char name[32];

  g_snprintf (name, sizeof name, "option_button_%u", index);
  return find_named (GTK_WIDGET (f->view), GTK_TYPE_TOGGLE_BUTTON, name);
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  xq_test_flush ();
}

static void
test_quiz (Fixture      *f,
           gconstpointer data)
{
  GtkWidget   *root = GTK_WIDGET (f->view);
  XqQuizModel *quiz;

  /* The quiz from "A chase (捉)" on: the list folds away for the board */
  g_assert_true (xq_library_view_select (f->view, "n-chase"));
  g_assert_true (gtk_widget_activate_action (root, "library.start-quiz", NULL));
  xq_test_flush ();
  quiz = xq_library_view_get_quiz (f->view);
  g_assert_nonnull (quiz);
  g_assert_false (xq_test_action_enabled (root, "library.start-quiz"));
  g_assert_true (shown (xq_test_find_label (root, "Under the CXA rules, what is move 1, 车九进四, by itself?")));
  g_assert_true (shown (xq_test_find_label (root, "Chase (捉)")));
  g_assert_true (g_str_has_prefix (xq_quiz_model_get_progress (quiz), "Question 1 of "));
  g_assert_true (shown (xq_test_find_label (root, xq_quiz_model_get_progress (quiz))));
  /* The board shows the move asked about */
  g_assert_true (xq_game_model_get_ply (xq_quiz_model_get_game (quiz)) == 1);
  g_assert_false (xq_test_action_enabled (root, "quiz.check"));

  /* A right answer: 3 is Chase */
  click (option (f, 2));
  g_assert_cmpint (xq_quiz_model_get_selected (quiz), ==, 2);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (option (f, 2))));
  click (xq_test_find_button (root, "_Check Answer"));
  g_assert_true (xq_quiz_model_get_correct (quiz));
  g_assert_true (shown (xq_test_find_label (root, "Right.")));
  g_assert_true (shown (xq_test_find_label (root, "1 of 1 right")));
  g_assert_true (gtk_widget_has_css_class (option (f, 2), "right"));
  /* Answered: the choices are closed */
  g_assert_false (gtk_widget_is_sensitive (option (f, 0)));

  /* The next question, answered wrong: the right choice and the wrong one are marked, and why */
  click (xq_test_find_button (root, "_Next Question"));
  g_assert_false (xq_quiz_model_get_answered (quiz));
  g_assert_false (gtk_widget_has_css_class (option (f, 2), "right"));
  {
    guint answer = xq_quiz_model_get_answer (quiz);
    guint wrong = (answer + 1) % xq_quiz_model_get_n_options (quiz);

    click (option (f, wrong));
    click (xq_test_find_button (root, "_Check Answer"));
    g_assert_false (xq_quiz_model_get_correct (quiz));
    g_assert_true (gtk_widget_has_css_class (option (f, wrong), "wrong"));
    g_assert_true (gtk_widget_has_css_class (option (f, answer), "right"));
    g_assert_true (g_str_has_prefix (xq_quiz_model_get_result (quiz), "Not quite. The answer: "));
    g_assert_true (shown (xq_test_find_label (root, xq_quiz_model_get_result (quiz))));
    g_assert_true (shown (xq_test_find_label (root, xq_quiz_model_get_explanation (quiz))));
    g_assert_true (shown (xq_test_find_label (root, "1 of 2 right")));
  }
  save (root, "library-quiz");

  /* Back to the examples */
  g_assert_true (gtk_widget_activate_action (root, "library.end-quiz", NULL));
  xq_test_flush ();
  g_assert_null (xq_library_view_get_quiz (f->view));
  g_assert_true (xq_test_action_enabled (root, "library.start-quiz"));
}

/* The shortcut that @keyval triggers in the quiz view, activated as the key would. */
static gboolean
press (Fixture *f,
       guint    keyval)
{
  GtkWidget  *quiz_view = xq_test_find_type (GTK_WIDGET (f->view), XQ_TYPE_QUIZ_VIEW);
  GListModel *controllers = gtk_widget_observe_controllers (quiz_view);
  gboolean    done = FALSE, found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      /* Before the focused button sees the key */
      g_assert_cmpint (gtk_event_controller_get_propagation_phase (controller), ==, GTK_PHASE_CAPTURE);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !found; j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger     *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval)
            {
              found = TRUE;
              done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, quiz_view,
                                                   gtk_shortcut_get_arguments (shortcut));
            }
        }
    }
  g_object_unref (controllers);
  g_assert_true (found);
  xq_test_flush ();
  return done;
}

static void
test_quiz_keys (Fixture      *f,
                gconstpointer data)
{
  XqQuizModel *quiz;

  g_assert_true (xq_library_view_select (f->view, "n-check-rook"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "library.start-quiz", NULL));
  quiz = xq_library_view_get_quiz (f->view);

  /* Enter with nothing chosen does nothing (the key goes on to the focused widget) */
  g_assert_false (press (f, GDK_KEY_Return));
  /* Number keys pick, also on the keypad; Enter confirms */
  g_assert_true (press (f, GDK_KEY_3));
  g_assert_cmpint (xq_quiz_model_get_selected (quiz), ==, 2);
  g_assert_true (press (f, GDK_KEY_KP_1));
  g_assert_cmpint (xq_quiz_model_get_selected (quiz), ==, 0);
  g_assert_true (press (f, GDK_KEY_Return));
  g_assert_true (xq_quiz_model_get_answered (quiz));
  g_assert_true (xq_quiz_model_get_correct (quiz)); /* 车九平六 checks */
  /* Answered: numbers no longer change the choice */
  g_assert_false (press (f, GDK_KEY_2));
  g_assert_cmpint (xq_quiz_model_get_selected (quiz), ==, 0);
  /* N: the next question */
  g_assert_true (press (f, GDK_KEY_n));
  g_assert_false (xq_quiz_model_get_answered (quiz));
  g_assert_cmpstr (xq_quiz_model_get_progress (quiz), !=, "Question 1 of 1");
  g_assert_true (g_str_has_prefix (xq_quiz_model_get_progress (quiz), "Question 2 of "));
}

/* On the main board: the example's own text in the explanation pane, the engine's per move, and
 * where the arbiter overrides the engine, both rulings in the banner. */
static void
test_window (void)
{
  XqWindow      *window = g_object_ref_sink (xq_window_new (NULL));
  XqGameModel   *game = xq_window_get_game (window);
  XqExampleItem *example;
  GtkWidget     *banner;
  GList         *toplevels;

  g_object_unref (xq_test_show (GTK_WIDGET (window), 1200, 800));

  adw_view_stack_set_visible_child_name (window->view_stack, "library");
  xq_test_flush ();
  g_assert_true (xq_library_view_select (window->library_view, "cxa-13a"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->library_view), "library.open-example", NULL));
  xq_test_flush ();
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->view_stack), ==, "board");
  g_assert_cmpstr (xq_game_model_get_tag (game, XQ_EXAMPLE_TAG), ==, "cxa-13a");
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 0);
  example = xq_explanation_model_get_example (window->explanation);
  g_assert_nonnull (example);
  g_assert_true (shown (xq_test_find_label (GTK_WIDGET (window), xq_example_item_get_explanation (example))));
  g_assert_true (shown (xq_test_find_label (GTK_WIDGET (window), "Library example · CXA 27.3; 细则13")));
  g_assert_true (shown (xq_test_find_label (GTK_WIDGET (window), "The arbiter overrides the engine")));

  /* Stepping through with the board's own navigation: the engine's explanation of each move */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.forward", NULL));
  xq_test_flush ();
  g_assert_true (shown (xq_test_find_label (GTK_WIDGET (window), "1. 车五平六 (Red)")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.last", NULL));
  xq_test_flush ();
  g_assert_true (xq_explanation_model_get_ruling_active (window->explanation));
  /* (The banner slides in: its labels are visible before they are drawn) */
  banner = GTK_WIDGET (window->ruling_banner);
  g_assert_true (gtk_widget_is_visible (xq_test_find_label (banner, "Red must change, or loses")));
  g_assert_true (gtk_widget_is_visible (
    xq_test_find_label (banner, "The arbiter rules a draw: the engine cannot see this (CXA 27.3; 细则13).")));
  save (GTK_WIDGET (window), "library-on-board");

  /* An AXF example is explained under the AXF rules */
  adw_view_stack_set_visible_child_name (window->view_stack, "library");
  g_assert_true (xq_library_view_select (window->library_view, "axf-pawn-chase"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->library_view), "library.open-example", NULL));
  xq_test_flush ();
  g_assert_cmpint (xq_explanation_model_get_profile (window->explanation), ==, XQ_PROFILE_AXF);
  g_assert_cmpstr (xq_game_model_get_tag (game, XQ_EXAMPLE_TAG), ==, "axf-pawn-chase");

  /* A game with moves of its own is not thrown away without asking */
  xq_game_model_reset (game, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.play-move", "(yy)",
                                             (guchar) xq_square_make (7, 2), (guchar) xq_square_make (4, 2)));
  xq_test_flush ();
  g_assert_true (xq_game_model_get_modified (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example", "s", "cxa-1"));
  xq_test_flush ();
  g_assert_null (xq_game_model_get_tag (game, XQ_EXAMPLE_TAG));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 1);
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      {
        g_assert_cmpstr (adw_message_dialog_get_heading (l->data), ==, "Save the New Game?");
        adw_message_dialog_response (l->data, "discard");
        gtk_window_destroy (l->data);
      }
  g_list_free (toplevels);
  xq_test_flush ();
  g_assert_cmpstr (xq_game_model_get_tag (game, XQ_EXAMPLE_TAG), ==, "cxa-1");

  xq_game_model_set_modified (game, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  xq_test_flush ();
  g_assert_finalize_object (window);
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);

  g_test_add ("/xq/widgets/library-view/browse", Fixture, NULL, fixture_setup, test_browse, fixture_teardown);
  g_test_add ("/xq/widgets/library-view/open", Fixture, NULL, fixture_setup, test_open, fixture_teardown);
  g_test_add ("/xq/widgets/library-view/handout", Fixture, NULL, fixture_setup, test_handout, fixture_teardown);
  g_test_add ("/xq/widgets/library-view/quiz", Fixture, NULL, fixture_setup, test_quiz, fixture_teardown);
  g_test_add ("/xq/widgets/library-view/quiz-keys", Fixture, NULL, fixture_setup, test_quiz_keys, fixture_teardown);
  g_test_add_func ("/xq/widgets/library-view/window", test_window);
  return g_test_run ();
}
