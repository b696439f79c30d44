/* xq-analysis-view.h: the engine's evaluation, depth and best line, with a switch to analyse
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_ANALYSIS_VIEW (xq_analysis_view_get_type ())

G_DECLARE_FINAL_TYPE (XqAnalysisView, xq_analysis_view, XQ, ANALYSIS_VIEW, GtkWidget)

GtkWidget       *xq_analysis_view_new (void);

XqAnalysisModel *xq_analysis_view_get_model (XqAnalysisView *self);
void             xq_analysis_view_set_model (XqAnalysisView  *self,
                                             XqAnalysisModel *model);

G_END_DECLS
