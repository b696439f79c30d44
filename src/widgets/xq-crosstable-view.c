/* xq-crosstable-view.c: the crosstable: each player’s games round by round
 *
 * The cells are the exports' ("12r1": the opponent's place in the table, r or b for the colour,
 * then the result), one column per round, rows in table order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-crosstable-view"

#include "config.h"

#include "xq-crosstable-view.h"

#include <glib/gi18n.h>

#include "xq-standing-item.h"
#include "xq-tournament-ui.h"

struct _XqCrosstableView
{
  GtkWidget          parent_instance;

  XqTournamentModel *model;
  GSignalGroup      *model_signals;
  GPtrArray         *round_columns; /* GtkColumnViewColumn, one per round */

  /* Template widgets */
  GtkStack            *stack;
  GtkColumnView       *column_view;
  GtkNoSelection      *selection;
  GtkColumnViewColumn *points_column;
  GtkLabel            *note_label;
};

G_DEFINE_FINAL_TYPE (XqCrosstableView, xq_crosstable_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
name_text (GtkListItem *list_item,
           const char  *name,
           gboolean     withdrawn)
{
  if (name == NULL)
    return g_strdup ("");
  if (withdrawn)
    /* Translators: a player in the standings who has withdrawn from the event */
    return g_strdup_printf (_ ("%s (withdrew)"), name);
  return g_strdup (name);
}

/* One column per round paired. */
static void
update_columns (XqCrosstableView *self)
{
  guint n = self->model != NULL ? xq_tournament_model_get_n_rounds (self->model) : 0;
  guint position;

  if (n == self->round_columns->len)
    return;
  while (self->round_columns->len > n)
    {
      gtk_column_view_remove_column (self->column_view,
                                     g_ptr_array_index (self->round_columns, self->round_columns->len - 1));
      g_ptr_array_remove_index (self->round_columns, self->round_columns->len - 1);
    }
  /* Before Points. */
  position = g_list_model_get_n_items (gtk_column_view_get_columns (self->column_view)) - 1;
  for (guint r = self->round_columns->len; r < n; r++)
    {
      g_autofree char     *title = g_strdup_printf ("%u", r + 1);
      GtkColumnViewColumn *column = xq_tournament_ui_strv_column (title, "cells", r);

      gtk_column_view_column_set_fixed_width (column, 72);
      gtk_column_view_insert_column (self->column_view, position++, column);
      g_ptr_array_add (self->round_columns, column);
    }
}

static void
model_changed_cb (XqCrosstableView *self)
{
  guint n = self->model != NULL ? g_list_model_get_n_items (xq_tournament_model_get_standings (self->model)) : 0;

  update_columns (self);
  gtk_label_set_text (self->note_label,
                      xq_tournament_ui_crosstable_note (self->model != NULL &&
                                                        xq_tournament_model_get_team_boards (self->model) > 0));
  gtk_stack_set_visible_child_name (self->stack,
                                    n > 0 && xq_tournament_model_get_n_rounds (self->model) > 0 ? "table" : "empty");
}

static void
xq_crosstable_view_dispose (GObject *object)
{
  XqCrosstableView *self = XQ_CROSSTABLE_VIEW (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_pointer (&self->round_columns, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_CROSSTABLE_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_crosstable_view_parent_class)->dispose (object);
}

static void
xq_crosstable_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  XqCrosstableView *self = XQ_CROSSTABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_crosstable_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  XqCrosstableView *self = XQ_CROSSTABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_crosstable_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_crosstable_view_class_init (XqCrosstableViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_crosstable_view_dispose;
  object_class->get_property = xq_crosstable_view_get_property;
  object_class->set_property = xq_crosstable_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_TOURNAMENT_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (XQ_TYPE_STANDING_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-crosstable-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqCrosstableView, stack);
  gtk_widget_class_bind_template_child (widget_class, XqCrosstableView, column_view);
  gtk_widget_class_bind_template_child (widget_class, XqCrosstableView, selection);
  gtk_widget_class_bind_template_child (widget_class, XqCrosstableView, points_column);
  gtk_widget_class_bind_template_child (widget_class, XqCrosstableView, note_label);
  gtk_widget_class_bind_template_callback (widget_class, name_text);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_crosstable_view_init (XqCrosstableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->round_columns = g_ptr_array_new_with_free_func (g_object_unref);
  self->model_signals = g_signal_group_new (XQ_TYPE_TOURNAMENT_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb), self);
  model_changed_cb (self);
}

GtkWidget *
xq_crosstable_view_new (void)
{
  return g_object_new (XQ_TYPE_CROSSTABLE_VIEW, NULL);
}

/**
 * xq_crosstable_view_get_model:
 *
 * Returns: (transfer none) (nullable): the model shown
 */
XqTournamentModel *
xq_crosstable_view_get_model (XqCrosstableView *self)
{
  g_return_val_if_fail (XQ_IS_CROSSTABLE_VIEW (self), NULL);

  return self->model;
}

void
xq_crosstable_view_set_model (XqCrosstableView  *self,
                              XqTournamentModel *model)
{
  g_return_if_fail (XQ_IS_CROSSTABLE_VIEW (self));
  g_return_if_fail (model == NULL || XQ_IS_TOURNAMENT_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  gtk_no_selection_set_model (self->selection, model != NULL ? xq_tournament_model_get_standings (model) : NULL);
  model_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

/**
 * xq_crosstable_view_get_column_view:
 *
 * Returns: (transfer none): the table
 */
GtkColumnView *
xq_crosstable_view_get_column_view (XqCrosstableView *self)
{
  g_return_val_if_fail (XQ_IS_CROSSTABLE_VIEW (self), NULL);

  return self->column_view;
}
