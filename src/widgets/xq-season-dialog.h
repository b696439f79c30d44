/* xq-season-dialog.h: the open event's rating method, rating report fields and prizes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-season-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_SEASON_DIALOG (xq_season_dialog_get_type ())
G_DECLARE_FINAL_TYPE (XqSeasonDialog, xq_season_dialog, XQ, SEASON_DIALOG, AdwWindow)

GtkWidget *xq_season_dialog_new (XqSeasonModel *season);

G_END_DECLS
