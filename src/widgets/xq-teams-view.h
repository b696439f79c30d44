/* xq-teams-view.h: the teams of a team event (分台制) — add teams and players, board order, line-ups
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-tournament-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_TEAMS_VIEW (xq_teams_view_get_type ())

G_DECLARE_FINAL_TYPE (XqTeamsView, xq_teams_view, XQ, TEAMS_VIEW, GtkWidget)

GtkWidget         *xq_teams_view_new (void) G_GNUC_WARN_UNUSED_RESULT;

XqTournamentModel *xq_teams_view_get_model (XqTeamsView *self);
void               xq_teams_view_set_model (XqTeamsView       *self,
                                            XqTournamentModel *model);
GtkEntry          *xq_teams_view_get_lineup_entry (XqTeamsView *self);
GtkLabel          *xq_teams_view_get_lineup_label (XqTeamsView *self);

G_END_DECLS
