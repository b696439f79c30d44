/* xq-library-view.c: the Library page: the rule examples by topic, searchable, and their quiz
 *
 * A list of the built-in examples (XqLibraryModel), headed by topic and filtered by the search
 * words; beside it the chosen example on a board of its own, with its text and, where the arbiter
 * overrides the engine (CXA 27.3, 细则13), the arbiter's ruling in a card of its own. "Open on
 * Board" hands the example to the window ("win.open-example"), which shows it on the main board
 * with the explanation pane; "Start Quiz" asks the questions of the listed examples from the
 * chosen one on, on this page's board, the list folded away to leave the board room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-library-view"

#include "config.h"

#include "xq-library-view.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-bar.h"
#include "xq-board-view.h"
#include "xq-game-model.h"
#include "xq-handout-print.h"
#include "xq-library-model.h"
#include "xq-model-types.h"
#include "xq-quiz-model.h"
#include "xq-quiz-view.h"
#include "xq-row-box.h"

struct _XqLibraryView
{
  GtkWidget           parent_instance;

  XqLibraryModel     *library;
  GtkFilterListModel *filtered;
  char               *query;
  XqExampleItem      *selected;
  XqGameModel        *preview;
  XqQuizModel        *quiz;
  GBinding           *quiz_marks;

  /* Template widgets */
  AdwFlap        *flap;
  GtkSearchEntry *search_entry;
  GtkListBox     *list_box;
  XqBoardView    *board_view;
  GtkStack       *panel_stack;
  GtkLabel       *topic_label;
  GtkLabel       *title_label;
  GtkLabel       *meta_label;
  GtkWidget      *override_box;
  GtkLabel       *override_title;
  GtkLabel       *override_note;
  GtkLabel       *explanation_label;
  GtkLabel       *source_label;
  GtkWidget      *quiz_button;
  XqQuizView     *quiz_view;
};

G_DEFINE_FINAL_TYPE (XqLibraryView, xq_library_view, GTK_TYPE_WIDGET)

static void
update_actions (XqLibraryView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "library.open-example", self->selected != NULL);
  gtk_widget_action_set_enabled (widget, "library.start-quiz", self->quiz == NULL && self->selected != NULL);
  gtk_widget_action_set_enabled (widget, "library.end-quiz", self->quiz != NULL);
}

static gboolean
filter_cb (gpointer item,
           gpointer user_data)
{
  XqLibraryView *self = user_data;

  return xq_example_item_matches (item, self->query);
}

/* A row of the list: the title, and the clause beneath; a badge where the arbiter overrides. */
static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  XqExampleItem *example = item;
  GtkWidget     *row = gtk_list_box_row_new ();
  GtkWidget     *box = xq_row_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget     *title = gtk_label_new (xq_example_item_get_title (example));
  GtkWidget     *clause = gtk_label_new (xq_example_item_get_clause (example));

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (clause), 0);
  gtk_label_set_ellipsize (GTK_LABEL (clause), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (clause, "caption");
  gtk_widget_add_css_class (clause, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  if (xq_example_item_get_overridden (example))
    {
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *badge = gtk_label_new (_ ("Arbiter overrides"));

      gtk_widget_add_css_class (badge, "override-badge");
      gtk_widget_set_tooltip_text (badge, xq_example_item_get_arbiter_ruling (example));
      gtk_box_append (GTK_BOX (line), badge);
      gtk_box_append (GTK_BOX (line), clause);
      gtk_box_append (GTK_BOX (box), line);
    }
  else
    gtk_box_append (GTK_BOX (box), clause);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  xq_example_item_get_title (example), -1);
  return row;
}

static XqExampleItem *
row_item (XqLibraryView *self,
          GtkListBoxRow *row)
{
  XqExampleItem *item = g_list_model_get_item (G_LIST_MODEL (self->filtered), gtk_list_box_row_get_index (row));

  if (item != NULL)
    g_object_unref (item); /* the list holds it */
  return item;
}

/* A heading above the first example of each topic. */
static void
header_cb (GtkListBoxRow *row,
           GtkListBoxRow *before,
           gpointer       user_data)
{
  XqLibraryView *self = user_data;
  XqExampleItem *item = row_item (self, row);
  XqExampleItem *previous = before != NULL ? row_item (self, before) : NULL;
  GtkWidget     *header;

  if (item == NULL || (previous != NULL && xq_example_item_get_topic (previous) == xq_example_item_get_topic (item)))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_list_box_row_get_header (row);
  if (header == NULL)
    {
      header = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (header), 0);
      gtk_label_set_wrap (GTK_LABEL (header), TRUE);
      gtk_widget_add_css_class (header, "library-topic");
      gtk_list_box_row_set_header (row, header);
    }
  gtk_label_set_text (GTK_LABEL (header), xq_example_item_get_topic_title (item));
}

static void
show_example (XqLibraryView *self)
{
  XqExampleItem   *item = self->selected;
  g_autofree char *meta = NULL;
  g_autofree char *source = NULL;
  g_autofree char *questions = NULL;

  if (self->quiz == NULL)
    gtk_stack_set_visible_child_name (self->panel_stack, item != NULL ? "example" : "empty");
  if (item == NULL)
    {
      xq_game_model_reset (self->preview, NULL);
      xq_board_view_set_marks (self->board_view, NULL);
      return;
    }

  /* The start position on the page's board, the first move as an arrow */
  xq_game_model_take_game (self->preview, xq_example_item_dup_game (item, G_MAXUINT));
  if (self->quiz == NULL)
    {
      g_autoptr (GArray) marks = xq_marks_new ();
      XqMove             first = xq_game_model_get_move_at (self->preview, 1);

      xq_marks_add (marks, XQ_MARK_MOVE, xq_move_from (first), xq_move_to (first));
      xq_board_view_set_marks (self->board_view, marks);
    }

  gtk_label_set_text (self->topic_label, xq_example_item_get_topic_title (item));
  gtk_label_set_text (self->title_label, xq_example_item_get_title (item));
  /* Translators: the rule book and the clause of a library example, e.g. "CXA rules · CXA 26.4" */
  meta = g_strdup_printf (_ ("%s · %s"), xq_example_item_get_rules (item), xq_example_item_get_clause (item));
  gtk_label_set_text (self->meta_label, meta);
  gtk_widget_set_visible (self->override_box, xq_example_item_get_overridden (item));
  if (xq_example_item_get_overridden (item))
    {
      gtk_label_set_text (self->override_title, _ ("The arbiter overrides the engine"));
      gtk_label_set_text (self->override_note, xq_example_item_get_arbiter_note (item));
    }
  gtk_label_set_text (self->explanation_label, xq_example_item_get_explanation (item));
  /* Translators: where a library example comes from, e.g. "Source: CXA 1999 细则3 (图三)" */
  source = g_strdup_printf (_ ("Source: %s"), xq_example_item_get_source (item));
  gtk_label_set_text (self->source_label, source);
  questions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Questions on this example (%u) and the ones listed after it",
                                            "Questions on this example (%u) and the ones listed after it",
                                            xq_example_item_get_n_questions (item)),
                               xq_example_item_get_n_questions (item));
  gtk_widget_set_tooltip_text (self->quiz_button, questions);
}

/* No row chosen (while the list is filtered anew) keeps the example shown. */
static void
row_selected_cb (XqLibraryView *self,
                 GtkListBoxRow *row)
{
  XqExampleItem *item = row != NULL ? row_item (self, row) : NULL;

  if (item == NULL || !g_set_object (&self->selected, item))
    return;
  show_example (self);
  update_actions (self);
}

/* Enter, a double click or a screen reader's action on an example: straight to the main board,
 * that example (the row activated need not be the one selected). */
static void
row_activated_cb (XqLibraryView *self,
                  GtkListBoxRow *row)
{
  gtk_list_box_select_row (self->list_box, row);
  gtk_widget_activate_action (GTK_WIDGET (self), "library.open-example", NULL);
}

/* Chooses the row of @item if it is listed. */
static gboolean
select_item (XqLibraryView *self,
             XqExampleItem *item)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));

  for (guint i = 0; item != NULL && i < n; i++)
    {
      g_autoptr (XqExampleItem) listed = g_list_model_get_item (G_LIST_MODEL (self->filtered), i);

      if (listed == item)
        {
          gtk_list_box_select_row (self->list_box, gtk_list_box_get_row_at_index (self->list_box, (int) i));
          return TRUE;
        }
    }
  return FALSE;
}

static void
select_first (XqLibraryView *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list_box, 0);

  if (row != NULL)
    gtk_list_box_select_row (self->list_box, row);
  else
    {
      /* Nothing listed: nothing shown */
      g_clear_object (&self->selected);
      show_example (self);
      update_actions (self);
    }
}

static void
search_changed_cb (XqLibraryView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  if (g_strcmp0 (text, self->query) == 0)
    return;
  g_free (self->query);
  self->query = g_strdup (text);
  gtk_filter_changed (gtk_filter_list_model_get_filter (self->filtered), GTK_FILTER_CHANGE_DIFFERENT);
  /* Keep the chosen example if it is still listed, else choose the first one listed */
  if (!select_item (self, self->selected))
    select_first (self);
}

static void
stop_search_cb (XqLibraryView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

/* library.* */

static void
open_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqLibraryView *self = XQ_LIBRARY_VIEW (widget);

  if (self->selected != NULL)
    gtk_widget_activate_action (widget, "win.open-example", "s", xq_example_item_get_id (self->selected));
}

static void
start_quiz_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqLibraryView *self = XQ_LIBRARY_VIEW (widget);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list_box);

  if (self->quiz != NULL || self->selected == NULL)
    return;
  /* The examples listed now, from the chosen one on */
  self->quiz = xq_quiz_model_new (G_LIST_MODEL (self->filtered), row != NULL ? gtk_list_box_row_get_index (row) : 0);
  xq_quiz_view_set_model (self->quiz_view, self->quiz);
  xq_board_view_set_game (self->board_view, xq_quiz_model_get_game (self->quiz));
  self->quiz_marks = g_object_bind_property (self->quiz, "marks", self->board_view, "marks", G_BINDING_SYNC_CREATE);
  gtk_stack_set_visible_child_name (self->panel_stack, "quiz");
  /* The board gets the room the list had */
  adw_flap_set_reveal_flap (self->flap, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->quiz_view));
  update_actions (self);
}

static void
end_quiz (XqLibraryView *self)
{
  if (self->quiz == NULL)
    return;
  g_clear_pointer (&self->quiz_marks, g_binding_unbind);
  xq_board_view_set_marks (self->board_view, NULL);
  xq_board_view_set_game (self->board_view, self->preview);
  xq_quiz_view_set_model (self->quiz_view, NULL);
  g_clear_object (&self->quiz);
}

static void
end_quiz_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  XqLibraryView *self = XQ_LIBRARY_VIEW (widget);
  GtkListBoxRow *row;

  end_quiz (self);
  show_example (self);
  adw_flap_set_reveal_flap (self->flap, TRUE);
  row = gtk_list_box_get_selected_row (self->list_box);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  update_actions (self);
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqLibraryView *self = XQ_LIBRARY_VIEW (widget);

  if (self->quiz == NULL)
    {
      adw_flap_set_reveal_flap (self->flap, TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
    }
}

static void
xq_library_view_dispose (GObject *object)
{
  XqLibraryView *self = XQ_LIBRARY_VIEW (object);

  end_quiz (self);
  if (self->list_box != NULL)
    gtk_list_box_bind_model (self->list_box, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_LIBRARY_VIEW);
  /* The template's top widget is not bound to a field: unparent it too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_object (&self->selected);
  g_clear_object (&self->filtered);
  g_clear_object (&self->library);
  g_clear_object (&self->preview);

  G_OBJECT_CLASS (xq_library_view_parent_class)->dispose (object);
}

static void
xq_library_view_finalize (GObject *object)
{
  XqLibraryView *self = XQ_LIBRARY_VIEW (object);

  g_clear_pointer (&self->query, g_free);

  G_OBJECT_CLASS (xq_library_view_parent_class)->finalize (object);
}

/* The handout's title: the topic when every example listed is of one, the search typed besides. */
static char *
handout_title (XqLibraryView *self)
{
  GListModel      *listed = G_LIST_MODEL (self->filtered);
  guint            n = g_list_model_get_n_items (listed);
  const char      *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *topic = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqExampleItem) item = g_list_model_get_item (listed, i);
      const char               *title = xq_example_item_get_topic_title (item);
      if (topic == NULL)
        topic = g_strdup (title);
      else if (g_strcmp0 (topic, title) != 0)
        g_clear_pointer (&topic, g_free);
      if (topic == NULL && i > 0)
        break;
    }
  if (topic == NULL)
    topic = g_strdup (_ ("Examples from the Library"));
  if (query != NULL && *query != '\0')
    /* Translators: a handout's title: the topic and the search that chose its examples */
    return g_strdup_printf (_ ("%s — “%s”"), topic, query);
  return g_steal_pointer (&topic);
}

/**
 * xq_library_view_print_handout:
 * @export_to: (nullable): with GTK_PRINT_OPERATION_ACTION_EXPORT, the PDF file written
 * @n_pages: (out) (optional): the pages printed
 *
 * Prints the examples listed (those of the search typed), six diagrams to a page.
 *
 * Returns: FALSE with @error when nothing could be printed
 */
gboolean
xq_library_view_print_handout (XqLibraryView          *self,
                               GtkPrintOperationAction action,
                               const char             *export_to,
                               int                    *n_pages,
                               GError                **error)
{
  g_autofree char *title = NULL;
  XqPieceSet      *pieces;

  g_return_val_if_fail (XQ_IS_LIBRARY_VIEW (self), FALSE);

  title = handout_title (self);
  pieces = xq_piece_set_lookup (xq_board_view_get_piece_set (self->board_view), error);
  if (pieces == NULL)
    return FALSE;
  return xq_handout_print (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), G_LIST_MODEL (self->filtered), title,
                           pieces, action, export_to, n_pages, error);
}

static void
print_handout_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  g_autoptr (GError) error = NULL;

  if (!xq_library_view_print_handout (XQ_LIBRARY_VIEW (widget), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, NULL,
                                      &error))
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _ ("Cannot print"),
                                                  error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static void
xq_library_view_class_init (XqLibraryViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_library_view_dispose;
  object_class->finalize = xq_library_view_finalize;

  g_type_ensure (XQ_TYPE_BAR);
  g_type_ensure (XQ_TYPE_BOARD_VIEW);
  g_type_ensure (XQ_TYPE_QUIZ_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-library-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, flap);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, list_box);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, board_view);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, topic_label);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, title_label);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, meta_label);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, override_box);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, override_title);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, override_note);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, source_label);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, quiz_button);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryView, quiz_view);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_install_action (widget_class, "library.open-example", NULL, open_example_action);
  gtk_widget_class_install_action (widget_class, "library.start-quiz", NULL, start_quiz_action);
  gtk_widget_class_install_action (widget_class, "library.end-quiz", NULL, end_quiz_action);
  gtk_widget_class_install_action (widget_class, "library.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "library.print-handout", NULL, print_handout_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "library.search", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "library");
}

static void
xq_library_view_init (XqLibraryView *self)
{
  GtkCustomFilter *filter;

  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));

  self->library = xq_library_model_new (xq_lang_from_locale ());
  filter = gtk_custom_filter_new (filter_cb, self, NULL);
  self->filtered = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->library)), GTK_FILTER (filter));
  self->preview = xq_game_model_new ();
  xq_board_view_set_game (self->board_view, self->preview);

  gtk_list_box_set_header_func (self->list_box, header_cb, self, NULL);
  gtk_list_box_bind_model (self->list_box, G_LIST_MODEL (self->filtered), create_row_cb, self, NULL);
  select_first (self);
  update_actions (self);
}

GtkWidget *
xq_library_view_new (void)
{
  return g_object_new (XQ_TYPE_LIBRARY_VIEW, NULL);
}

/**
 * xq_library_view_get_selected:
 *
 * Returns: (transfer none) (nullable): the example chosen
 */
XqExampleItem *
xq_library_view_get_selected (XqLibraryView *self)
{
  g_return_val_if_fail (XQ_IS_LIBRARY_VIEW (self), NULL);

  return self->selected;
}

gboolean
xq_library_view_select (XqLibraryView *self,
                        const char    *id)
{
  XqExampleItem *item;

  g_return_val_if_fail (XQ_IS_LIBRARY_VIEW (self), FALSE);

  item = xq_library_model_lookup (self->library, id);
  if (item == NULL)
    return FALSE;
  if (!xq_example_item_matches (item, self->query))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      search_changed_cb (self);
    }
  return select_item (self, item);
}

/**
 * xq_library_view_get_quiz:
 *
 * Returns: (transfer none) (nullable): the quiz running
 */
XqQuizModel *
xq_library_view_get_quiz (XqLibraryView *self)
{
  g_return_val_if_fail (XQ_IS_LIBRARY_VIEW (self), NULL);

  return self->quiz;
}

/**
 * xq_library_view_get_board_view:
 *
 * Returns: (transfer none): the page's board
 */
GtkWidget *
xq_library_view_get_board_view (XqLibraryView *self)
{
  g_return_val_if_fail (XQ_IS_LIBRARY_VIEW (self), NULL);

  return GTK_WIDGET (self->board_view);
}
