/* xq-bracket-view.h: the groups and the knockout bracket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-tournament-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_BRACKET_VIEW (xq_bracket_view_get_type ())

G_DECLARE_FINAL_TYPE (XqBracketView, xq_bracket_view, XQ, BRACKET_VIEW, GtkWidget)

GtkWidget         *xq_bracket_view_new (void) G_GNUC_WARN_UNUSED_RESULT;

XqTournamentModel *xq_bracket_view_get_model (XqBracketView *self);
void               xq_bracket_view_set_model (XqBracketView     *self,
                                              XqTournamentModel *model);
/* How many group tables and knockout rounds are shown. */
guint xq_bracket_view_get_n_groups (XqBracketView *self);
guint xq_bracket_view_get_n_rounds (XqBracketView *self);

G_END_DECLS
