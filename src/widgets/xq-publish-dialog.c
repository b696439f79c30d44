/* xq-publish-dialog.c: switching publishing on and off, and showing where to find the pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-publish-dialog"

#include "config.h"

#include "xq-publish-dialog.h"

#include <glib/gi18n.h>

#include "xq-kit-print-op.h"
#include "xq-qr-view.h"

struct _XqPublishDialog
{
  AdwWindow      parent_instance;

  XqSeasonModel *season;
  gboolean       updating;

  /* Template widgets */
  AdwToastOverlay     *toast_overlay;
  GtkSwitch           *publish_switch;
  AdwPreferencesGroup *address_group;
  AdwActionRow        *address_row;
  XqQrView            *qr_view;
};

G_DEFINE_FINAL_TYPE (XqPublishDialog, xq_publish_dialog, ADW_TYPE_WINDOW)

static void
update (XqPublishDialog *self)
{
  gboolean    on = xq_season_model_get_publishing (self->season);
  const char *url = xq_season_model_get_url (self->season);

  self->updating = TRUE;
  gtk_switch_set_active (self->publish_switch, on);
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->address_group), on);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->address_row), url != NULL ? url : "");
  xq_qr_view_set_text (self->qr_view, url);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "publish.copy", on);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "publish.print", on);
}

static void
switch_active_cb (XqPublishDialog *self)
{
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  if (gtk_switch_get_active (self->publish_switch))
    {
      if (!xq_season_model_start_publishing (self->season, &error))
        {
          /* Translators: %s says why, e.g. "Address already in use" */
          g_autofree char *text = g_strdup_printf (_ ("Cannot publish: %s"), error->message);
          adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
        }
    }
  else
    xq_season_model_stop_publishing (self->season);
  update (self);
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqPublishDialog *self = XQ_PUBLISH_DIALOG (widget);
  const char      *url = xq_season_model_get_url (self->season);

  if (url == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), url);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_ ("Address copied")));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  XqPublishDialog   *self = XQ_PUBLISH_DIALOG (widget);
  g_autoptr (GError) error = NULL;
  XqTournamentModel *model = xq_season_model_get_tournament (self->season);
  const char        *url = xq_season_model_get_url (self->season);

  if (url == NULL)
    return;
  if (!xq_kit_print_op_run_qr (GTK_WINDOW (self), xq_tournament_model_get_event_name (model), url,
                               GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, &error))
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
}

static void
xq_publish_dialog_dispose (GObject *object)
{
  XqPublishDialog *self = XQ_PUBLISH_DIALOG (object);

  if (self->season != NULL)
    g_signal_handlers_disconnect_by_data (self->season, self);
  g_clear_object (&self->season);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_PUBLISH_DIALOG);
  G_OBJECT_CLASS (xq_publish_dialog_parent_class)->dispose (object);
}

static void
xq_publish_dialog_class_init (XqPublishDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_publish_dialog_dispose;

  g_type_ensure (XQ_TYPE_QR_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-publish-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqPublishDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, XqPublishDialog, publish_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPublishDialog, address_group);
  gtk_widget_class_bind_template_child (widget_class, XqPublishDialog, address_row);
  gtk_widget_class_bind_template_child (widget_class, XqPublishDialog, qr_view);
  gtk_widget_class_bind_template_callback (widget_class, switch_active_cb);
  gtk_widget_class_install_action (widget_class, "publish.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "publish.print", NULL, print_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
xq_publish_dialog_init (XqPublishDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
xq_publish_dialog_new (XqSeasonModel *season)
{
  XqPublishDialog *self = g_object_new (XQ_TYPE_PUBLISH_DIALOG, NULL);

  self->season = g_object_ref (season);
  g_signal_connect_swapped (season, "notify::publishing", G_CALLBACK (update), self);
  update (self);
  return GTK_WIDGET (self);
}

GtkSwitch *
xq_publish_dialog_get_switch (XqPublishDialog *self)
{
  g_return_val_if_fail (XQ_IS_PUBLISH_DIALOG (self), NULL);
  return self->publish_switch;
}
