/* xq-app-icons.c: Qili's own icons, added to the icon theme where they are first shown
 *
 * GTK 4.8 starts reading a display's icon theme on a worker thread the moment the theme is made
 * (adw_init makes it and adds libadwaita's icons at once), and a resource path added after that
 * reading throws it away: the theme is read again, on the main thread, and every widget is
 * restyled. GtkApplication adds "<resource base path>/icons" before adw_init runs, so with a base
 * path set every start-up read the theme twice — about 60 M instructions, 8 % of the CPU time
 * to the first frame (tests/bench/startup.sh). The application therefore sets no resource base
 * path; the widgets show Adwaita's icons (the Board page and the rounds' "Open on the Board"
 * buttons have view-grid), and what shows Qili's own icon (the About window) calls
 * xq_app_icons_ensure() first, paying for the second reading only then. An installed Qili finds
 * the same icons in hicolor as well; the build tree has only the resources.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-app-icons"

#include "config.h"

#include "xq-app-icons.h"

#define ICONS_PATH "/io/github/qili/Qili/icons"

void
xq_app_icons_ensure (GdkDisplay *display)
{
  g_return_if_fail (GDK_IS_DISPLAY (display));

  if (g_object_get_data (G_OBJECT (display), "xq-app-icons") != NULL)
    return;
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display), ICONS_PATH);
  g_object_set_data (G_OBJECT (display), "xq-app-icons", GINT_TO_POINTER (TRUE));
}
