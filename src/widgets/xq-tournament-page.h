/* xq-tournament-page.h: the Tournament page — events, players, rounds, standings, crosstable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-types.h"

/* Only xq-types.h here: the store's XqGame (a game of an event) and the records' XqGame (a game
 * tree) cannot meet in one file, and the window includes this header. */

G_BEGIN_DECLS

#define XQ_TYPE_TOURNAMENT_PAGE (xq_tournament_page_get_type ())

G_DECLARE_FINAL_TYPE (XqTournamentPage, xq_tournament_page, XQ, TOURNAMENT_PAGE, GtkWidget)

GtkWidget *xq_tournament_page_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* Returns: (transfer none): the page's model (its events file and open event) */
XqTournamentModel *xq_tournament_page_get_model (XqTournamentPage *self);
/* Opens the events file of the settings (or the default one) unless a file is open already; done
 * when the page is first shown. */
gboolean xq_tournament_page_ensure_file (XqTournamentPage *self,
                                         GError          **error);
/* Shows one of the event's views: "players", "rounds", "bracket", "standings", "crosstable". */
void xq_tournament_page_show_view (XqTournamentPage *self,
                                   const char       *name);
/* Prints "cards", "pairings", "standings", "crosstable", or "shown": the table of the view shown
 * (Ctrl+P); to @export_to with GTK_PRINT_OPERATION_ACTION_EXPORT. */
gboolean xq_tournament_page_print (XqTournamentPage       *self,
                                   const char             *what,
                                   GtkPrintOperationAction action,
                                   const char             *export_to,
                                   GError                **error);

G_END_DECLS
