/* xq-move-list-view.c: the moves of the game, with round numbers and variations
 *
 * The list shows the rows of XqGameModel (a GListModel of XqMoveRow) and keeps the current move
 * selected. Choosing a row goes to its move; choosing a variation makes it the line shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-move-list-view"

#include "config.h"

#include "xq-move-list-view.h"

#include "xq-game-model.h"
#include "xq-move-row.h"

struct _XqMoveListView
{
  GtkWidget     parent_instance;

  XqGameModel  *game;
  GSignalGroup *game_signals;
  gboolean      following; /* selection being set from the model */

  /* Template widgets */
  GtkStack           *stack;
  GtkListView        *list_view;
  GtkSingleSelection *selection;
};

G_DEFINE_FINAL_TYPE (XqMoveListView, xq_move_list_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_page (XqMoveListView *self)
{
  gboolean empty = self->game == NULL || g_list_model_get_n_items (G_LIST_MODEL (self->game)) == 0;

  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "moves");
}

static void
follow_current (XqMoveListView *self)
{
  guint row = self->game != NULL ? xq_game_model_get_current_row (self->game) : G_MAXUINT;

  self->following = TRUE;
  if (row == G_MAXUINT)
    gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  else
    {
      gtk_single_selection_set_selected (self->selection, row);
      gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", row);
    }
  self->following = FALSE;
}

static void
game_ply_cb (XqMoveListView *self)
{
  follow_current (self);
}

static void
game_items_changed_cb (XqMoveListView *self)
{
  update_page (self);
  follow_current (self);
}

static void
selection_changed_cb (XqMoveListView *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (self->following || self->game == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  if (selected != xq_game_model_get_current_row (self->game))
    xq_game_model_activate_row (self->game, selected);
}

static void
list_activate_cb (XqMoveListView *self,
                  guint           position,
                  GtkListView    *list_view)
{
  if (self->game != NULL)
    xq_game_model_activate_row (self->game, position);
}

static void
xq_move_list_view_dispose (GObject *object)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
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

  g_type_ensure (XQ_TYPE_MOVE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-move-list-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, stack);
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, list_view);
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, selection);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
}

static void
xq_move_list_view_init (XqMoveListView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->game_signals = g_signal_group_new (XQ_TYPE_GAME_MODEL);
  g_signal_group_connect_swapped (self->game_signals, "notify::ply", G_CALLBACK (game_ply_cb), self);
  /* After the selection has taken the change in (not before, as a handler on the game would) */
  g_signal_connect_object (self->selection, "items-changed", G_CALLBACK (game_items_changed_cb), self,
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
  g_signal_group_set_target (self->game_signals, game);
  self->following = TRUE;
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (game));
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
