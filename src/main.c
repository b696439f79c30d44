/* main.c: starts Qili
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), "Qili");
  adw_status_page_set_description (ADW_STATUS_PAGE (status), _ ("Xiangqi rulings for arbiters, coaches and clubs"));
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (status, TRUE);
  gtk_box_append (GTK_BOX (box), status);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Qili");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 800);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (AdwApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = adw_application_new (APP_ID, G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
