/* xq-standings-view.h: the standings, with a column for each of the event's tie-breaks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-tournament-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_STANDINGS_VIEW (xq_standings_view_get_type ())

G_DECLARE_FINAL_TYPE (XqStandingsView, xq_standings_view, XQ, STANDINGS_VIEW, GtkWidget)

GtkWidget         *xq_standings_view_new (void) G_GNUC_WARN_UNUSED_RESULT;

XqTournamentModel *xq_standings_view_get_model (XqStandingsView *self);
void               xq_standings_view_set_model (XqStandingsView   *self,
                                                XqTournamentModel *model);
GtkColumnView     *xq_standings_view_get_column_view (XqStandingsView *self);

G_END_DECLS
