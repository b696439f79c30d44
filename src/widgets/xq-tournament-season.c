/* xq-tournament-season.c: the Tournament page's season — the register, ratings and closing,
 * publishing on the local network, the event kit printed, the web folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-tournament-season"

#include "config.h"

#include "xq-tournament-season.h"

#include <glib/gi18n.h>

#include "xq-file-dialogs.h"
#include "xq-kit-print-op.h"
#include "xq-members-dialog.h"
#include "xq-publish-dialog.h"
#include "xq-season-dialog.h"
#include "xq-tournament-ui.h"

static XqTournamentPage *
page_of (GtkWidget *widget)
{
  return XQ_TOURNAMENT_PAGE (widget);
}

static XqSeasonModel *
season_of (GtkWidget *widget)
{
  return xq_tournament_page_get_season (page_of (widget));
}

static XqTournamentModel *
model_of (GtkWidget *widget)
{
  return xq_tournament_page_get_model (page_of (widget));
}

/* Shows @dialog over the page's window. */
static void
present (GtkWidget *widget,
         GtkWidget *dialog)
{
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (gtk_widget_get_root (widget)));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
members_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  present (widget, xq_members_dialog_new (season_of (widget), FALSE));
}

static void
add_members_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GtkWidget *dialog = xq_members_dialog_new (season_of (widget), TRUE);

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  present (widget, dialog);
}

static void
season_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  present (widget, xq_season_dialog_new (season_of (widget)));
}

static void
publish_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  present (widget, xq_publish_dialog_new (season_of (widget)));
}

static void
close_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   GtkWidget        *widget)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) changes = NULL;

  if (g_str_equal (response, "close"))
    {
      if (!xq_season_model_close_event (season_of (widget), &changes, &error))
        xq_tournament_ui_error (widget, _ ("Cannot close the event"), error);
      else
        {
          /* Translators: after closing an event into the register */
          g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u rating entered in the register",
                                                                "%u ratings entered in the register", changes->len),
                                                   changes->len);
          xq_tournament_ui_toast (widget, text);
        }
    }
  g_object_unref (widget);
}

/* "张伟 2150 → 2161 (+11)" a line a rated player. */
static char *
changes_text (XqTournamentModel *model,
              GArray            *ratings)
{
  const XqEventData *data = xq_tournament_model_get_data (model);
  GString           *out = g_string_new (NULL);
  guint              shown = 0;

  for (guint i = 0; ratings != NULL && i < ratings->len; i++)
    {
      const XqPlayerRating *r = &g_array_index (ratings, XqPlayerRating, i);
      const char           *name = "";

      if ((r->rating > 0 && r->games == 0) || (r->rating == 0 && r->new_rating == 0))
        continue;
      for (guint k = 0; k < data->entries->len; k++)
        if (g_array_index (data->entries, XqEntry, k).player_id == r->player_id)
          name = g_array_index (data->entries, XqEntry, k).name;
      if (shown++ == 12)
        {
          g_string_append (out, "…\n");
          break;
        }
      if (r->rating > 0)
        g_string_append_printf (out, "%s  %d → %d (%s%d)\n", name, r->rating, r->new_rating, r->change > 0 ? "+" : r->change < 0 ? "−"
                                                                                                                                 : "±",
                                ABS (r->change));
      else
        /* Translators: an unrated player's first rating in the list of changes */
        g_string_append_printf (out, _ ("%s  first rating %d\n"), name, r->new_rating);
    }
  return g_string_free (out, FALSE);
}

static void
close_ratings_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  XqSeasonModel     *season = season_of (widget);
  GtkWidget         *dialog;
  g_autofree char   *list = NULL;
  g_autofree char   *body = NULL;
  g_autoptr (GError) error = NULL;

  if (!xq_season_model_can_close (season, &error))
    {
      /* A dialog, not a toast: the arbiter reads which board still has no result */
      dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _ ("Cannot close the event"), error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  list = changes_text (model_of (widget), xq_season_model_get_ratings (season));
  body = g_strdup_printf ("%s\n\n%s",
                          _ ("Each member's rating change goes into the register with its history, and the event "
                             "then takes no result and no round. Events not started yet take the new ratings."),
                          *list != '\0' ? list : _ ("The event is not rated: it is closed without changes."));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _ ("Close the Event into the Register?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "close", _ ("_Close Event"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "close", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), g_object_ref (widget));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
print_kit_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  XqTournamentModel *model = model_of (widget);
  g_autoptr (GError) error = NULL;
  XqKitDocument      doc;

  if (!xq_kit_document_from_string (g_variant_get_string (param, NULL), &doc))
    return;
  if (!xq_kit_print_op_run (GTK_WINDOW (gtk_widget_get_root (widget)), xq_tournament_model_get_store (model),
                            xq_tournament_model_get_event_id (model), doc, xq_tournament_model_get_round (model),
                            xq_lang_from_locale (), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, NULL, &error))
    xq_tournament_ui_error (widget, _ ("Cannot print"), error);
}

static void
export_web_response_cb (GtkNativeDialog *dialog,
                        int              response,
                        GtkWidget       *widget)
{
  g_autoptr (GFile)  folder = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char   *path = NULL;
  guint              n = 0;

  if (response == GTK_RESPONSE_ACCEPT)
    folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  if (folder != NULL && (path = g_file_get_path (folder)) != NULL)
    {
      xq_file_dialog_remember (XQ_FILE_KIND_TABLE, folder);
      if (!xq_season_model_export_web (season_of (widget), path, xq_lang_from_locale (), &n, &error))
        xq_tournament_ui_error (widget, _ ("Cannot export the web folder"), error);
      else
        {
          /* Translators: after exporting the event's pages as a folder */
          g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u page written", "%u pages written", n), n);
          xq_tournament_ui_toast (widget, text);
        }
    }
  g_object_unref (widget);
}

static void
export_web_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_ ("Export Web Folder"), GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _ ("_Export"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_TABLE, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (export_web_response_cb), g_object_ref (widget));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
xq_tournament_season_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "tournament.members", NULL, members_action);
  gtk_widget_class_install_action (widget_class, "tournament.add-members", NULL, add_members_action);
  gtk_widget_class_install_action (widget_class, "tournament.season", NULL, season_action);
  gtk_widget_class_install_action (widget_class, "tournament.close-ratings", NULL, close_ratings_action);
  gtk_widget_class_install_action (widget_class, "tournament.publish", NULL, publish_action);
  gtk_widget_class_install_action (widget_class, "tournament.print-kit", "s", print_kit_action);
  gtk_widget_class_install_action (widget_class, "tournament.export-web", NULL, export_web_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "tournament.members", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "tournament.add-members", NULL);
}

void
xq_tournament_season_update_actions (XqTournamentPage *self)
{
  GtkWidget         *widget = GTK_WIDGET (self);
  XqTournamentModel *model = xq_tournament_page_get_model (self);
  XqSeasonModel     *season = xq_tournament_page_get_season (self);
  gboolean           file = model != NULL && xq_tournament_model_get_store (model) != NULL;
  gboolean           writable = file && !xq_tournament_model_get_read_only (model);
  gboolean           open = file && xq_tournament_model_get_event_id (model) != 0;
  gboolean           busy = file && xq_tournament_model_get_busy (model);
  gboolean           closed = season != NULL && xq_season_model_get_closed (season);
  gboolean           rounds = open && xq_tournament_model_get_n_rounds (model) > 0;

  gtk_widget_action_set_enabled (widget, "tournament.members", file && season != NULL);
  gtk_widget_action_set_enabled (widget, "tournament.add-members",
                                 open && writable && !busy && !closed && xq_tournament_model_get_can_edit_players (model));
  gtk_widget_action_set_enabled (widget, "tournament.season", open && writable && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.close-ratings", open && writable && !busy && !closed && rounds);
  gtk_widget_action_set_enabled (widget, "tournament.publish", open && season != NULL);
  gtk_widget_action_set_enabled (widget, "tournament.print-kit", open && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.export-web", open && !busy);
}
