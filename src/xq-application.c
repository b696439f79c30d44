/* xq-application.c: the application (single instance, opens files in the running instance)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-application"

#include "config.h"

#include "xq-application.h"

#include <glib/gi18n.h>

#include "xq-piece-set.h"
#include "xq-window.h"

struct _XqApplication
{
  AdwApplication parent_instance;

  GPtrArray     *unsaved; /* games left unsaved by a Qili that did not close, offered once */
};

G_DEFINE_FINAL_TYPE (XqApplication, xq_application, ADW_TYPE_APPLICATION)

static XqWindow *
get_window (XqApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (XQ_IS_WINDOW (window))
    return XQ_WINDOW (window);
  return xq_window_new (self);
}

/* The games a Qili that did not close left unsaved are offered in the first window shown. */
static void
offer_unsaved (XqApplication *self,
               XqWindow      *window)
{
  g_autoptr (GPtrArray) unsaved = g_steal_pointer (&self->unsaved);

  for (guint i = 0; unsaved != NULL && i < unsaved->len; i++)
    xq_window_offer_recovery (window, g_ptr_array_index (unsaved, i));
}

static void
xq_application_activate (GApplication *application)
{
  XqWindow *window = get_window (XQ_APPLICATION (application));

  gtk_window_present (GTK_WINDOW (window));
  offer_unsaved (XQ_APPLICATION (application), window);
}

/* "qili game.pgn" opens the game in the running instance's window; more files get more windows. */
static void
xq_application_open (GApplication *application,
                     GFile       **files,
                     int           n_files,
                     const char   *hint)
{
  XqApplication *self = XQ_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    {
      XqWindow *window = i == 0 ? get_window (self) : xq_window_new (self);
      xq_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
      if (i == 0)
        offer_unsaved (self, window);
    }
}

static void
xq_application_startup (GApplication *application)
{
  g_autoptr (GSettings)      settings = NULL;
  g_autoptr (GError)         error = NULL;
  g_autofree char           *pieces = NULL;
  g_autoptr (GtkCssProvider) css = NULL;

  /* No resource base path: GtkApplication would add "<path>/icons" to the icon theme before
   * adw_init, and GTK 4.8 then reads the whole theme twice (see xq-app-icons.c). What the path
   * gave is done here: the style sheet below, the icons by xq_app_icons_ensure() where shown. */
  g_application_set_resource_base_path (application, NULL);
  G_APPLICATION_CLASS (xq_application_parent_class)->startup (application);

  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/qili/Qili/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_set_application_name (_ ("Qili"));
  gtk_window_set_default_icon_name (APP_ID);

  /* The drawings of the chosen set are read at startup, so a broken install says so at once;
   * another set is read when it is chosen. */
  XQ_APPLICATION (application)->unsaved = xq_window_find_unsaved ();

  settings = g_settings_new (APP_ID);
  pieces = g_settings_get_string (settings, "piece-set");
  if (xq_piece_set_lookup (pieces, &error) == NULL)
    g_critical ("%s", error->message);
}

static void
xq_application_finalize (GObject *object)
{
  g_clear_pointer (&XQ_APPLICATION (object)->unsaved, g_ptr_array_unref);
  G_OBJECT_CLASS (xq_application_parent_class)->finalize (object);
}

static void
xq_application_class_init (XqApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = xq_application_finalize;
  app_class->activate = xq_application_activate;
  app_class->open = xq_application_open;
  app_class->startup = xq_application_startup;
}

static void
xq_application_init (XqApplication *self)
{
  xq_application_init_actions (self);
}

XqApplication *
xq_application_new (void)
{
  return g_object_new (XQ_TYPE_APPLICATION, "application-id", APP_ID, "flags", G_APPLICATION_HANDLES_OPEN, NULL);
}
