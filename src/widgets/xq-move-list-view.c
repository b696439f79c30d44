/* xq-move-list-view.c: the moves of the game as a record book: one row per round
 *
 * The list shows XqMoveBook over the game (number, Red's move, Black's move; variations and
 * comments on rows of their own, indented; after the last move of a game read only in part, why
 * the rest could not be read) and keeps the round of the current move selected and
 * in view, its move marked. A move is a button: clicking it, or Enter on it, goes there (a
 * variation becomes the line shown); the keyboard can walk the rounds with Up and Down.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-move-list-view"

#include "config.h"

#include "xq-move-list-view.h"

#include <glib/gi18n.h>

#include "xq-book-row.h"
#include "xq-game-model.h"
#include "xq-move-book.h"

struct _XqMoveListView
{
  GtkWidget     parent_instance;

  XqGameModel  *game;
  XqMoveBook   *book;
  GSignalGroup *book_signals;
  gboolean      following; /* selection being set from the model */

  GtkListView  *list_view; /* on the "moves" page, NULL until the game first has moves */

  /* Template widgets */
  GtkStack           *stack;
  GtkSingleSelection *selection;
};

G_DEFINE_FINAL_TYPE (XqMoveListView, xq_move_list_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The round of the current move selected and in view */
static void
follow_current (XqMoveListView *self)
{
  guint row = self->book != NULL ? xq_move_book_get_current (self->book) : G_MAXUINT;

  self->following = TRUE;
  if (row == G_MAXUINT)
    gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  else
    {
      gtk_single_selection_set_selected (self->selection, row);
      if (self->list_view != NULL)
        gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", row);
    }
  self->following = FALSE;
}

/* A round chosen by the keyboard (or a click beside its moves): its first move. */
static void
selection_changed_cb (XqMoveListView *self)
{
  guint                 selected = gtk_single_selection_get_selected (self->selection);
  g_autoptr (XqBookRow) item = NULL;
  guint                 row;

  if (self->following || self->book == NULL || selected == GTK_INVALID_LIST_POSITION ||
      selected == xq_move_book_get_current (self->book))
    return;
  item = g_list_model_get_item (G_LIST_MODEL (self->book), selected);
  row = xq_book_row_get_model_row (item, 0);
  if (row == G_MAXUINT)
    row = xq_book_row_get_model_row (item, 1);
  if (row != G_MAXUINT)
    xq_game_model_activate_row (self->game, row);
  else
    follow_current (self); /* a comment: back to where the game is */
}

/* Rows: the round's number, Red's and Black's moves as buttons; or a variation (a button), or a
 * comment, indented; or, styled as a warning, where a game read in part breaks off and why. (A factory in C: the buttons' action target changes with the item, and a
 * GtkBuilder binding would set the target and the action name one after the other.) */

enum {
  PART_NUMBER,
  PART_RED,
  PART_BLACK,
  PART_VARIATION,
  PART_COMMENT,
  N_PARTS
};

/* A move (or a variation) clicked or activated: the game goes there. */
static void
move_clicked_cb (GtkButton   *button,
                 GtkListItem *list_item)
{
  XqMoveListView *self = g_object_get_data (G_OBJECT (list_item), "xq-move-list");
  XqBookRow      *item = gtk_list_item_get_item (list_item);
  guint           side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "xq-side"));
  guint           row = item != NULL ? xq_book_row_get_model_row (item, side) : G_MAXUINT;

  if (self != NULL && self->game != NULL && row != G_MAXUINT)
    xq_game_model_activate_row (self->game, row);
}

static GtkWidget *
part (GtkListItem *list_item,
      guint        index)
{
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *child = gtk_widget_get_first_child (box);

  for (guint i = 0; i < index; i++)
    child = gtk_widget_get_next_sibling (child);
  return child;
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              XqMoveListView           *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *number = gtk_label_new (NULL);

  g_object_set_data (G_OBJECT (list_item), "xq-move-list", self);
  gtk_list_item_set_activatable (list_item, FALSE);
  gtk_widget_add_css_class (box, "book-row");
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_add_css_class (number, "move-number");
  gtk_box_append (GTK_BOX (box), number);
  for (guint i = PART_RED; i <= PART_VARIATION; i++)
    {
      GtkWidget *button = gtk_button_new ();

      gtk_widget_set_hexpand (button, TRUE);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "xq-side", GUINT_TO_POINTER (i == PART_BLACK ? 1 : 0));
      g_signal_connect (button, "clicked", G_CALLBACK (move_clicked_cb), list_item);
      if (i == PART_VARIATION)
        gtk_widget_set_margin_start (button, 18);
      gtk_box_append (GTK_BOX (box), button);
    }
  {
    GtkWidget *comment = gtk_label_new (NULL);

    gtk_widget_set_hexpand (comment, TRUE);
    gtk_label_set_xalign (GTK_LABEL (comment), 0);
    gtk_label_set_wrap (GTK_LABEL (comment), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (comment), PANGO_WRAP_WORD_CHAR);
    gtk_widget_set_margin_start (comment, 18);
    gtk_widget_add_css_class (comment, "book-comment");
    gtk_box_append (GTK_BOX (box), comment);
  }
  gtk_list_item_set_child (list_item, box);
}

static void
set_move (GtkWidget  *button,
          const char *text,
          gboolean    current,
          gboolean    variation)
{
  /* The button's name is its move; GTK 4.8 would add the label's text again. */
  gtk_button_set_label (GTK_BUTTON (button), text);
  if (GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (button))))
    {
      GtkLabel *label = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)));

      gtk_label_set_xalign (label, 0);
      gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
      /* Red's and Black's moves ask for the same width whatever their text ("…" after a
       * comment, a glyph): the row shares its space equally, and Black's column stays put. */
      if (!variation)
        {
          gtk_label_set_width_chars (label, 6);
          gtk_label_set_max_width_chars (label, 6);
        }
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_widget_remove_css_class (button, variation ? "book-move" : "book-variation");
  gtk_widget_add_css_class (button, variation ? "book-variation" : "book-move");
  if (current)
    gtk_widget_add_css_class (button, "current");
  else
    gtk_widget_remove_css_class (button, "current");
  gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_SELECTED, current, -1);
}

static void
update_row (GtkListItem *list_item)
{
  XqBookRow    *item = gtk_list_item_get_item (list_item);
  XqBookRowKind kind;
  int           current;

  if (item == NULL)
    return;
  kind = xq_book_row_get_kind (item);
  current = xq_book_row_get_current (item);
  gtk_label_set_text (GTK_LABEL (part (list_item, PART_NUMBER)), xq_book_row_get_number (item));
  gtk_widget_set_visible (part (list_item, PART_RED), kind == XQ_BOOK_ROW_ROUND);
  gtk_widget_set_visible (part (list_item, PART_BLACK), kind == XQ_BOOK_ROW_ROUND);
  gtk_widget_set_visible (part (list_item, PART_VARIATION), kind == XQ_BOOK_ROW_VARIATION);
  gtk_widget_set_visible (part (list_item, PART_COMMENT), kind == XQ_BOOK_ROW_COMMENT || kind == XQ_BOOK_ROW_CUT);
  if (kind == XQ_BOOK_ROW_CUT)
    gtk_widget_add_css_class (part (list_item, PART_COMMENT), "warning");
  else
    gtk_widget_remove_css_class (part (list_item, PART_COMMENT), "warning");
  if (kind == XQ_BOOK_ROW_ROUND)
    {
      set_move (part (list_item, PART_RED), xq_book_row_get_text (item, 0), current == 0, FALSE);
      set_move (part (list_item, PART_BLACK), xq_book_row_get_text (item, 1), current == 1, FALSE);
      gtk_widget_set_sensitive (part (list_item, PART_RED), xq_book_row_get_model_row (item, 0) != G_MAXUINT);
      gtk_widget_set_opacity (part (list_item, PART_BLACK), xq_book_row_get_model_row (item, 1) != G_MAXUINT);
    }
  else if (kind == XQ_BOOK_ROW_VARIATION)
    set_move (part (list_item, PART_VARIATION), xq_book_row_get_text (item, 0), current == 0, TRUE);
  else if (kind == XQ_BOOK_ROW_CUT)
    {
      /* Translators: in the move list, after the last move of a game read only in part; %s says
       * what was wrong in the file ("move 12 (Red): 'b0b1' is illegal: …") */
      g_autofree char *text = g_strdup_printf (_ ("⚠ The rest of the game could not be read: %s"),
                                               xq_book_row_get_text (item, 0));
      gtk_label_set_text (GTK_LABEL (part (list_item, PART_COMMENT)), text);
    }
  else
    {
      /* Translators: a comment of the record in the move list, marked as one */
      g_autofree char *text = g_strdup_printf (_ ("※ %s"), xq_book_row_get_text (item, 0));
      gtk_label_set_text (GTK_LABEL (part (list_item, PART_COMMENT)), text);
    }
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item)
{
  g_signal_connect_object (gtk_list_item_get_item (list_item), "notify::red-classes", G_CALLBACK (update_row),
                           list_item, G_CONNECT_SWAPPED);
  update_row (list_item);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item)
{
  XqBookRow *item = gtk_list_item_get_item (list_item);

  if (item != NULL)
    g_signal_handlers_disconnect_by_func (item, update_row, list_item);
}

/* The "moves" page, made when the game first has moves: a first frame with an empty game does
 * without the list, its scrolled window and their styles. */
static void
make_moves_page (XqMoveListView *self)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget                     *scrolled = gtk_scrolled_window_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row_cb), NULL);
  self->list_view = GTK_LIST_VIEW (
    gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)), g_steal_pointer (&factory)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list_view), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Moves"), -1);
  gtk_widget_add_css_class (GTK_WIDGET (self->list_view), "navigation-sidebar");
  gtk_widget_add_css_class (GTK_WIDGET (self->list_view), "move-book");
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list_view));
  gtk_stack_add_named (self->stack, scrolled, "moves");
}

static void
update_page (XqMoveListView *self)
{
  gboolean empty = self->book == NULL || g_list_model_get_n_items (G_LIST_MODEL (self->book)) == 0;

  if (!empty && self->list_view == NULL)
    make_moves_page (self);
  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "moves");
}

static void
book_items_changed_cb (XqMoveListView *self)
{
  update_page (self);
  follow_current (self);
}

static void
xq_move_list_view_dispose (GObject *object)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  if (self->book_signals != NULL)
    g_signal_group_set_target (self->book_signals, NULL);
  g_clear_object (&self->book_signals);
  if (self->selection != NULL)
    gtk_single_selection_set_model (self->selection, NULL);
  g_clear_object (&self->book);
  g_clear_object (&self->game);
  self->list_view = NULL; /* goes with the stack */
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_MOVE_LIST_VIEW);
  /* The template's top widget is not bound to a field: unparent it too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_move_list_view_parent_class)->dispose (object);
}

static void
xq_move_list_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_move_list_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      xq_move_list_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_move_list_view_class_init (XqMoveListViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_move_list_view_dispose;
  object_class->get_property = xq_move_list_view_get_property;
  object_class->set_property = xq_move_list_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, XQ_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (XQ_TYPE_BOOK_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-move-list-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, stack);
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, selection);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
}

static void
xq_move_list_view_init (XqMoveListView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->book_signals = g_signal_group_new (XQ_TYPE_MOVE_BOOK);
  g_signal_group_connect_swapped (self->book_signals, "notify::current", G_CALLBACK (follow_current), self);
  /* After the selection has taken the change in (not before, as a handler on the book would) */
  g_signal_connect_object (self->selection, "items-changed", G_CALLBACK (book_items_changed_cb), self,
                           G_CONNECT_SWAPPED);
  update_page (self);
}

GtkWidget *
xq_move_list_view_new (void)
{
  return g_object_new (XQ_TYPE_MOVE_LIST_VIEW, NULL);
}

/**
 * xq_move_list_view_get_game:
 *
 * Returns: (transfer none) (nullable): the game listed
 */
XqGameModel *
xq_move_list_view_get_game (XqMoveListView *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_LIST_VIEW (self), NULL);

  return self->game;
}

void
xq_move_list_view_set_game (XqMoveListView *self,
                            XqGameModel    *game)
{
  g_return_if_fail (XQ_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (game == NULL || XQ_IS_GAME_MODEL (game));

  if (!g_set_object (&self->game, game))
    return;
  g_clear_object (&self->book);
  if (game != NULL)
    self->book = xq_move_book_new (game);
  g_signal_group_set_target (self->book_signals, self->book);
  self->following = TRUE;
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (self->book));
  self->following = FALSE;
  update_page (self);
  follow_current (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

guint
xq_move_list_view_get_selected (XqMoveListView *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_LIST_VIEW (self), GTK_INVALID_LIST_POSITION);

  return gtk_single_selection_get_selected (self->selection);
}
