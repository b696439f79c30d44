/* xq-preferences-window.h: rule profile, notation, pieces, coordinates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define XQ_TYPE_PREFERENCES_WINDOW (xq_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (XqPreferencesWindow, xq_preferences_window, XQ, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *xq_preferences_window_new (void);

G_END_DECLS
