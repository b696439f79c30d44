/* xq-rounds-view.h: the pairing table of a round, with result entry from the keyboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-tournament-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_ROUNDS_VIEW (xq_rounds_view_get_type ())

G_DECLARE_FINAL_TYPE (XqRoundsView, xq_rounds_view, XQ, ROUNDS_VIEW, GtkWidget)

GtkWidget          *xq_rounds_view_new (void) G_GNUC_WARN_UNUSED_RESULT;

XqTournamentModel  *xq_rounds_view_get_model (XqRoundsView *self);
void                xq_rounds_view_set_model (XqRoundsView      *self,
                                              XqTournamentModel *model);
GtkSingleSelection *xq_rounds_view_get_selection (XqRoundsView *self);
GtkPopover         *xq_rounds_view_get_explanation (XqRoundsView *self);
GtkLabel           *xq_rounds_view_get_journal (XqRoundsView *self);

G_END_DECLS
