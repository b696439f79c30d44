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

  app = xq_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
