/* xq-players-view.h: the entries of the event — add, correct, import, remove, withdraw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-player-item.h"
#include "xq-tournament-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_PLAYERS_VIEW (xq_players_view_get_type ())

G_DECLARE_FINAL_TYPE (XqPlayersView, xq_players_view, XQ, PLAYERS_VIEW, GtkWidget)

GtkWidget          *xq_players_view_new (void) G_GNUC_WARN_UNUSED_RESULT;

XqTournamentModel  *xq_players_view_get_model (XqPlayersView *self);
void                xq_players_view_set_model (XqPlayersView     *self,
                                               XqTournamentModel *model);
GtkSingleSelection *xq_players_view_get_list (XqPlayersView *self);
GtkColumnView      *xq_players_view_get_column_view (XqPlayersView *self);
/* Imports the player list @file (CSV), as Import Players does once a file is chosen: a list it
 * cannot read exactly says why in a toast and imports nothing; a name the event already has (or
 * the list has twice) asks whether to import it anyway. */
void xq_players_view_import_file (XqPlayersView *self,
                                  GFile         *file);

/* The dialog that corrects @player's name, club, rating and federation id (wherever the player is
 * entered), for @widget's window; errors show on @widget. */
void xq_players_view_correct_player (GtkWidget         *widget,
                                     XqTournamentModel *model,
                                     XqPlayerItem      *player);

/* The dialog that renames @team (an entry of a team event) and sets its club. */
void xq_players_view_correct_team (GtkWidget         *widget,
                                   XqTournamentModel *model,
                                   XqPlayerItem      *team);

/* The confirmation text of a withdrawal of @name, a player or (@team) a team, whose counts are
 * games or matches. Returns: (transfer full). */
char *xq_players_view_describe_withdrawal (const char         *name,
                                           gboolean            team,
                                           XqSystem            system,
                                           const XqWithdrawal *withdrawal) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
