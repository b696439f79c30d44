/* xq-row-box.c: the content of a list row that opens something, activatable over AT-SPI
 *
 * GTK 4.8 gives a list row (GtkListBoxRow, a list view's item) no AT-SPI action: only a pointer
 * click or Enter opens it. It does export the actions a widget's own action groups hold, so this
 * box gives the row it sits in an action "row.activate" that does what Enter does: the list box
 * row's activation, or the list view's "activate" for the item at "position" (bind it to the
 * GtkListItem's position in the factory). "row-label" names the row for a screen reader (a list
 * view's row has no name of its own).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-row-box"

#include "config.h"

#include "xq-row-box.h"

struct _XqRowBox
{
  GtkBox     parent_instance;

  guint      position;
  char      *row_label;
  GtkWidget *row; /* the row given the action: a weak pointer */
};

G_DEFINE_FINAL_TYPE (XqRowBox, xq_row_box, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_POSITION,
  PROP_ROW_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The row: the widget under the list box or the list view (a column view's rows are under its
 * inner list view). */
static GtkWidget *
find_row (XqRowBox *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  for (GtkWidget *parent = gtk_widget_get_parent (widget); parent != NULL;
       widget = parent, parent = gtk_widget_get_parent (parent))
    if (GTK_IS_LIST_BOX (parent) || GTK_IS_LIST_VIEW (parent))
      return widget;
  return NULL;
}

static void
update_row_label (XqRowBox *self)
{
  if (self->row != NULL && self->row_label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->row), GTK_ACCESSIBLE_PROPERTY_LABEL, self->row_label, -1);
}

static void
activate_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  XqRowBox  *self = user_data;
  GtkWidget *row = self->row;

  if (row == NULL)
    return;
  if (GTK_IS_LIST_BOX_ROW (row))
    gtk_widget_activate (row);
  else
    gtk_widget_activate_action (row, "list.activate-item", "u", self->position);
}

static void
xq_row_box_root (GtkWidget *widget)
{
  XqRowBox  *self = XQ_ROW_BOX (widget);
  GtkWidget *row;

  GTK_WIDGET_CLASS (xq_row_box_parent_class)->root (widget);
  row = find_row (self);
  if (row == NULL || row == self->row)
    return;
  {
    g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
    g_autoptr (GSimpleAction)      action = g_simple_action_new ("activate", NULL);

    /* The group lives with the row; the action reaches this box as long as both live. */
    g_signal_connect_object (action, "activate", G_CALLBACK (activate_cb), self, 0);
    g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
    gtk_widget_insert_action_group (row, "row", G_ACTION_GROUP (group));
  }
  g_set_weak_pointer (&self->row, row);
  update_row_label (self);
}

static void
xq_row_box_dispose (GObject *object)
{
  XqRowBox *self = XQ_ROW_BOX (object);

  g_clear_weak_pointer (&self->row);
  g_clear_pointer (&self->row_label, g_free);

  G_OBJECT_CLASS (xq_row_box_parent_class)->dispose (object);
}

static void
xq_row_box_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  XqRowBox *self = XQ_ROW_BOX (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_ROW_LABEL:
      g_value_set_string (value, self->row_label);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_row_box_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  XqRowBox *self = XQ_ROW_BOX (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      xq_row_box_set_position (self, g_value_get_uint (value));
      break;
    case PROP_ROW_LABEL:
      xq_row_box_set_row_label (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_row_box_class_init (XqRowBoxClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_row_box_dispose;
  object_class->get_property = xq_row_box_get_property;
  object_class->set_property = xq_row_box_set_property;
  widget_class->root = xq_row_box_root;

  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, GTK_INVALID_LIST_POSITION,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROW_LABEL] = g_param_spec_string ("row-label", NULL, NULL, NULL,
                                                    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_row_box_init (XqRowBox *self)
{
  self->position = GTK_INVALID_LIST_POSITION;
}

GtkWidget *
xq_row_box_new (GtkOrientation orientation,
                int            spacing)
{
  return g_object_new (XQ_TYPE_ROW_BOX, "orientation", orientation, "spacing", spacing, NULL);
}

guint
xq_row_box_get_position (XqRowBox *self)
{
  g_return_val_if_fail (XQ_IS_ROW_BOX (self), GTK_INVALID_LIST_POSITION);

  return self->position;
}

void
xq_row_box_set_position (XqRowBox *self,
                         guint     position)
{
  g_return_if_fail (XQ_IS_ROW_BOX (self));

  if (self->position == position)
    return;
  self->position = position;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

/* The row's accessible name (set on the row once the box is in it). */
void
xq_row_box_set_row_label (XqRowBox   *self,
                          const char *label)
{
  g_return_if_fail (XQ_IS_ROW_BOX (self));

  if (g_strcmp0 (self->row_label, label) == 0)
    return;
  g_free (self->row_label);
  self->row_label = g_strdup (label);
  update_row_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROW_LABEL]);
}
