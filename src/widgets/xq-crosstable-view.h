/* xq-crosstable-view.h: the crosstable: each player’s games round by round
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-tournament-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_CROSSTABLE_VIEW (xq_crosstable_view_get_type ())

G_DECLARE_FINAL_TYPE (XqCrosstableView, xq_crosstable_view, XQ, CROSSTABLE_VIEW, GtkWidget)

GtkWidget         *xq_crosstable_view_new (void) G_GNUC_WARN_UNUSED_RESULT;

XqTournamentModel *xq_crosstable_view_get_model (XqCrosstableView *self);
void               xq_crosstable_view_set_model (XqCrosstableView  *self,
                                                 XqTournamentModel *model);
GtkColumnView     *xq_crosstable_view_get_column_view (XqCrosstableView *self);

G_END_DECLS
