/* xq-tournament-season.h: the Tournament page's season actions (xq-tournament-season.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-season-model.h"
#include "xq-tournament-page.h"

G_BEGIN_DECLS

/* Returns: (transfer none): the page's register, ratings and publishing */
XqSeasonModel *xq_tournament_page_get_season (XqTournamentPage *self);

/* tournament.members, add-members, season, close-ratings, publish, print-kit (s), export-web */
void xq_tournament_season_class_init (GtkWidgetClass *widget_class);
void xq_tournament_season_update_actions (XqTournamentPage *self);

G_END_DECLS
