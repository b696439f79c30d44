/* xq-cycle-dialog.c: the moves of a repetition cycle, side by side, with each side's pattern
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-cycle-dialog"

#include "config.h"

#include "xq-cycle-dialog.h"

#include <glib/gi18n.h>

#include "xq-cycle-item.h"
#include "xq-explanation-model.h"

struct _XqCycleDialog
{
  AdwWindow parent_instance;

  /* Template widgets */
  AdwPreferencesGroup *verdict_group;
  AdwPreferencesGroup *red_group;
  AdwPreferencesGroup *black_group;
};

G_DEFINE_FINAL_TYPE (XqCycleDialog, xq_cycle_dialog, ADW_TYPE_WINDOW)

/* A move of the cycle, chosen (a click, Enter): the board behind shows it. */
static void
row_activated_cb (AdwActionRow *row,
                  XqCycleItem  *item)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (row))));

  if (parent != NULL && xq_cycle_item_get_ply (item) > 0)
    gtk_widget_activate_action (GTK_WIDGET (parent), "game.go-to", "u", xq_cycle_item_get_ply (item));
}

static GtkWidget *
move_row (XqCycleItem *item)
{
  GtkWidget       *row = adw_action_row_new ();
  g_autofree char *title = g_strdup_printf ("%s %s", xq_cycle_item_get_number (item), xq_cycle_item_get_move (item));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), xq_cycle_item_get_nature (item));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, _ ("Show this move on the board"));
  g_signal_connect_data (row, "activated", G_CALLBACK (row_activated_cb), g_object_ref (item),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  return row;
}

static void
fill (XqCycleDialog      *self,
      XqExplanationModel *explanation)
{
  GListModel      *cycle = xq_explanation_model_get_cycle (explanation);
  const char      *red = xq_explanation_model_get_red_pattern (explanation);
  const char      *black = xq_explanation_model_get_black_pattern (explanation);
  const char      *detail = xq_explanation_model_get_ruling_detail (explanation);
  const char      *clause = xq_explanation_model_get_ruling_clause (explanation);
  g_autofree char *description = NULL;

  description = g_strdup_printf ("%s%s%s", detail != NULL ? detail : "", clause != NULL && detail != NULL ? "\n" : "",
                                 clause != NULL ? clause : "");
  adw_preferences_group_set_title (self->verdict_group, xq_explanation_model_get_ruling_title (explanation));
  adw_preferences_group_set_description (self->verdict_group, description);
  adw_preferences_group_set_description (self->red_group, red);
  adw_preferences_group_set_description (self->black_group, black);
  for (guint i = 0; i < g_list_model_get_n_items (cycle); i++)
    {
      g_autoptr (XqCycleItem) item = g_list_model_get_item (cycle, i);
      adw_preferences_group_add (xq_cycle_item_get_red (item) ? self->red_group : self->black_group, move_row (item));
    }
}

static void
xq_cycle_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), XQ_TYPE_CYCLE_DIALOG);

  G_OBJECT_CLASS (xq_cycle_dialog_parent_class)->dispose (object);
}

static void
xq_cycle_dialog_class_init (XqCycleDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_cycle_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-cycle-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqCycleDialog, verdict_group);
  gtk_widget_class_bind_template_child (widget_class, XqCycleDialog, red_group);
  gtk_widget_class_bind_template_child (widget_class, XqCycleDialog, black_group);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
xq_cycle_dialog_init (XqCycleDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
xq_cycle_dialog_new (GtkWindow          *parent,
                     XqExplanationModel *explanation)
{
  XqCycleDialog *self;

  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (explanation), NULL);

  self = g_object_new (XQ_TYPE_CYCLE_DIALOG, "transient-for", parent, NULL);
  fill (self, explanation);
  return GTK_WIDGET (self);
}
