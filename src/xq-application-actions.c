/* xq-application-actions.c: app.* actions (about, preferences, quit, new window)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-application-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-app-icons.h"
#include "xq-application.h"
#include "xq-preferences-window.h"
#include "xq-window.h"

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  GtkApplication   *app = user_data;
  GtkWidget        *about;
  const char *const developers[] = { "The Qili developers", NULL };

  xq_app_icons_ensure (gdk_display_get_default ());
  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "application-name", _ ("Qili"),
                        "application-icon", APP_ID,
                        "developer-name", _ ("The Qili developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _ ("Review Xiangqi games under the competition rules: what each move is, "
                                       "which pieces are protected, and who must change in a repeated cycle."),
                        "website", "https://github.com/qili/qili",
                        "issue-url", "https://github.com/qili/qili/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: your names, one per line */
                        "translator-credits", _ ("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  GtkApplication *app = user_data;
  GtkWindow      *window = GTK_WINDOW (xq_preferences_window_new ());

  gtk_window_set_transient_for (window, gtk_application_get_active_window (app));
  gtk_window_present (window);
}

static void
new_window_action (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  gtk_window_present (GTK_WINDOW (xq_window_new (XQ_APPLICATION (user_data))));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

static const GActionEntry app_actions[] = {
  { "about", about_action, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_action, NULL, NULL, NULL, { 0 } },
  { "new-window", new_window_action, NULL, NULL, NULL, { 0 } },
  { "quit", quit_action, NULL, NULL, NULL, { 0 } },
};

void
xq_application_init_actions (XqApplication *self)
{
  static const char *const quit_accels[] = { "<Control>q", NULL };
  static const char *const preferences_accels[] = { "<Control>comma", NULL };
  static const char *const new_window_accels[] = { "<Control><Shift>n", NULL };
  static const char *const shortcuts_accels[] = { "<Control>question", NULL };

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.new-window", new_window_accels);
  /* The window builds its shortcuts window when asked (not GtkApplication's help overlay, which
   * is built for every window at start-up) */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay", shortcuts_accels);
}
