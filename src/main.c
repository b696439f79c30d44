/* main.c: starts Qili
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "xq-application.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr (XqApplication) app = NULL;
  const char               *localedir = g_getenv ("QILI_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* Run uninstalled (build-aux/qili-dev run, meson devenv, the tests), the catalogues are the
   * ones built in build/po, not the installed ones. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* GTK loads every icon of a new window on GLib's worker threads, about twenty at start-up;
   * with the default of two idle threads kept, each burst makes and ends threads again (46
   * threads made to the first frame instead of 29; tests/bench/startup.sh, about 2 % CPU). Idle
   * threads still end after GLib's idle time. */
  g_thread_pool_set_max_unused_threads (8);
  app = xq_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
