/* xq-app-icons.h: Qili's own icons, added to the icon theme where they are first shown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void xq_app_icons_ensure (GdkDisplay *display);

G_END_DECLS
