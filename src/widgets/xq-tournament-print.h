/* xq-tournament-print.h: printing pairing cards, pairings, standings and the crosstable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-tournament-model.h"

G_BEGIN_DECLS

typedef enum {
  XQ_PRINT_CARDS,     /* a result slip per board of the round shown, four to a page */
  XQ_PRINT_PAIRINGS,  /* the pairing table of the round shown */
  XQ_PRINT_STANDINGS, /* the standings with every tie-break */
  XQ_PRINT_CROSSTABLE,
  XQ_PRINT_JOURNAL, /* the event journal: every change made by hand, when, who, what */
} XqPrintKind;

/* Prints @kind of the open event of @model through the print dialog, or with
 * GTK_PRINT_OPERATION_ACTION_EXPORT straight to the PDF file @export_to; @n_pages (nullable) gets
 * the number of pages. */
gboolean xq_tournament_print (GtkWindow              *parent,
                              XqTournamentModel      *model,
                              XqPrintKind             kind,
                              GtkPrintOperationAction action,
                              const char             *export_to,
                              int                    *n_pages,
                              GError                **error);

G_END_DECLS
