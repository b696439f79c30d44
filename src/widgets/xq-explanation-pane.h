/* xq-explanation-pane.h: natures, evidence and protection of the current move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-model-types.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_EXPLANATION_PANE (xq_explanation_pane_get_type ())

G_DECLARE_FINAL_TYPE (XqExplanationPane, xq_explanation_pane, XQ, EXPLANATION_PANE, GtkWidget)

GtkWidget          *xq_explanation_pane_new (void);

XqExplanationModel *xq_explanation_pane_get_model (XqExplanationPane *self);
void                xq_explanation_pane_set_model (XqExplanationPane  *self,
                                                   XqExplanationModel *model);

G_END_DECLS
