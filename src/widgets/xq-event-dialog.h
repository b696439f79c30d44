/* xq-event-dialog.h: creating an event — system, rounds, scoring, rule profile, tie-breaks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-tournament-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_EVENT_DIALOG (xq_event_dialog_get_type ())

G_DECLARE_FINAL_TYPE (XqEventDialog, xq_event_dialog, XQ, EVENT_DIALOG, AdwWindow)

/* A dialog that creates the event in @model and opens it. */
GtkWidget *xq_event_dialog_new (XqTournamentModel *model) G_GNUC_WARN_UNUSED_RESULT;

GArray    *xq_event_dialog_get_tiebreaks (XqEventDialog *self);
/* What dragging row @from onto row @to does. */
void xq_event_dialog_move_tiebreak (XqEventDialog *self,
                                    guint          from,
                                    guint          to);

G_END_DECLS
