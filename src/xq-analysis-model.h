/* xq-analysis-model.h: engine analysis of the game's current position, for the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-types.h"
#include "xq-uci-engine.h"

G_BEGIN_DECLS

#define XQ_TYPE_ANALYSIS_MODEL (xq_analysis_model_get_type ())

G_DECLARE_FINAL_TYPE (XqAnalysisModel, xq_analysis_model, XQ, ANALYSIS_MODEL, GObject)

XqAnalysisModel *xq_analysis_model_new (XqGameModel *game) G_GNUC_WARN_UNUSED_RESULT;

/* Analysing: the engine is started the first time, and thinks about every position shown. */
gboolean    xq_analysis_model_get_active (XqAnalysisModel *self);
void        xq_analysis_model_set_active (XqAnalysisModel *self,
                                          gboolean         active);
const char *xq_analysis_model_get_engine_path (XqAnalysisModel *self);
void        xq_analysis_model_set_engine_path (XqAnalysisModel *self,
                                               const char      *path);
/* "+0.35", "−1.20" (pawns, from Red's side), "Red mates in 3"; "" before the first answer. */
const char *xq_analysis_model_get_score (XqAnalysisModel *self);
guint       xq_analysis_model_get_depth (XqAnalysisModel *self);
/* The engine's best line in the game's notation. */
const char *xq_analysis_model_get_line (XqAnalysisModel *self);
/* The first move of the line (XQ_MOVE_NONE when there is none): the board draws it. */
guint xq_analysis_model_get_best_move (XqAnalysisModel *self);
/* What the engine is doing, or why it cannot ("No engine at …"). */
const char *xq_analysis_model_get_message (XqAnalysisModel *self);
/* Whether the message is a failure. */
gboolean xq_analysis_model_get_failed (XqAnalysisModel *self);

G_END_DECLS
