/* xq-group-table.c: the table of one group (groups system)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-group-table"

#include "config.h"

#include "xq-group-table.h"

#include "xq-standing-item.h"
#include "xq-tournament-ui.h"

struct _XqGroupTable
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel       *title_label;
  GtkColumnView  *column_view;
  GtkNoSelection *selection;
};

G_DEFINE_FINAL_TYPE (XqGroupTable, xq_group_table, GTK_TYPE_WIDGET)

static char *
record_text (GtkListItem *list_item,
             guint        wins,
             guint        draws,
             guint        losses)
{
  return g_strdup_printf ("%u / %u / %u", wins, draws, losses);
}

static char *
name_text (GtkListItem *list_item,
           const char  *name,
           gboolean     withdrawn,
           gboolean     playoff)
{
  return xq_tournament_ui_standing_name (name, withdrawn, playoff);
}

static void
xq_group_table_dispose (GObject *object)
{
  XqGroupTable *self = XQ_GROUP_TABLE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_GROUP_TABLE);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_group_table_parent_class)->dispose (object);
}

static void
xq_group_table_class_init (XqGroupTableClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_group_table_dispose;

  g_type_ensure (XQ_TYPE_STANDING_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-group-table.ui");
  gtk_widget_class_bind_template_child (widget_class, XqGroupTable, title_label);
  gtk_widget_class_bind_template_child (widget_class, XqGroupTable, column_view);
  gtk_widget_class_bind_template_child (widget_class, XqGroupTable, selection);
  gtk_widget_class_bind_template_callback (widget_class, record_text);
  gtk_widget_class_bind_template_callback (widget_class, name_text);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_group_table_init (XqGroupTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
xq_group_table_new (const char *title,
                    GListModel *rows)
{
  XqGroupTable *self = g_object_new (XQ_TYPE_GROUP_TABLE, NULL);

  gtk_label_set_text (self->title_label, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->column_view), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_no_selection_set_model (self->selection, rows);
  return GTK_WIDGET (self);
}
