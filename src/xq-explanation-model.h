/* xq-explanation-model.h: what the current move is under the rules, and the ruling on a cycle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-model-types.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_EXPLANATION_MODEL (xq_explanation_model_get_type ())

G_DECLARE_FINAL_TYPE (XqExplanationModel, xq_explanation_model, XQ, EXPLANATION_MODEL, GObject)

XqExplanationModel *xq_explanation_model_new (XqGameModel *game) G_GNUC_WARN_UNUSED_RESULT;

XqGameModel        *xq_explanation_model_get_game (XqExplanationModel *self);
void                xq_explanation_model_set_game (XqExplanationModel *self,
                                                   XqGameModel        *game);
XqProfile           xq_explanation_model_get_profile (XqExplanationModel *self);
void                xq_explanation_model_set_profile (XqExplanationModel *self,
                                                      XqProfile           profile);

guint               xq_explanation_model_get_move_limit (XqExplanationModel *self);
void                xq_explanation_model_set_move_limit (XqExplanationModel *self,
                                                         guint               moves);

/* The current move: "5. 炮二平五 (Red)", or "Start position". */
const char *xq_explanation_model_get_heading (XqExplanationModel *self);
/* A note when there is nothing to explain, or the analysis cannot be had. */
const char *xq_explanation_model_get_status (XqExplanationModel *self);
gboolean    xq_explanation_model_get_available (XqExplanationModel *self);
/* XqNatureItem, heaviest first */
GListModel *xq_explanation_model_get_natures (XqExplanationModel *self);
/* Sentences, each citing its clause */
const char *const *xq_explanation_model_get_evidence (XqExplanationModel *self);
/* XqTargetItem: the protection table */
GListModel *xq_explanation_model_get_targets (XqExplanationModel *self);
guint       xq_explanation_model_get_selected_target (XqExplanationModel *self);
void        xq_explanation_model_set_selected_target (XqExplanationModel *self,
                                                      guint               position);
/* Arrows of the selected target (an array of XqMark), or NULL */
GArray *xq_explanation_model_get_marks (XqExplanationModel *self);
/* The game's own comment at the current move (from the file), or NULL */
const char *xq_explanation_model_get_comment (XqExplanationModel *self);
/* "No capture for 23 of 60 moves", or NULL when the counter does not run */
const char *xq_explanation_model_get_counters (XqExplanationModel *self);

/* The ruling when the current position closes a cycle. */
gboolean    xq_explanation_model_get_ruling_active (XqExplanationModel *self);
gboolean    xq_explanation_model_get_ruling_forbidden (XqExplanationModel *self);
const char *xq_explanation_model_get_ruling_title (XqExplanationModel *self);
const char *xq_explanation_model_get_ruling_detail (XqExplanationModel *self);
const char *xq_explanation_model_get_ruling_clause (XqExplanationModel *self);
/* XqCycleItem: the moves of the cycle, with each side's pattern as the last two items' nature */
GListModel *xq_explanation_model_get_cycle (XqExplanationModel *self);
guint       xq_explanation_model_get_cycle_first_ply (XqExplanationModel *self);
/* Each side's pattern in the cycle ("长捉 perpetual chase: forbidden"), or NULL */
const char *xq_explanation_model_get_red_pattern (XqExplanationModel *self);
const char *xq_explanation_model_get_black_pattern (XqExplanationModel *self);
/* Where the game is a library example in which the arbiter overrides the engine (CXA 27.3,
 * 细则13) and the current position closes its cycle: the arbiter's ruling, else NULL */
const char *xq_explanation_model_get_ruling_override (XqExplanationModel *self);

/* When the current position closes a cycle a side must change: its moves by kind and reason
 * (XqAlternativeItem), and a sentence saying who must change and how many moves of each kind */
GListModel *xq_explanation_model_get_alternatives (XqExplanationModel *self);
const char *xq_explanation_model_get_way_out (XqExplanationModel *self);
/* Where the next and the previous closed cycle of the line are (plies, as review finds them), or
 * G_MAXUINT */
guint xq_explanation_model_get_next_ruling (XqExplanationModel *self);
guint xq_explanation_model_get_previous_ruling (XqExplanationModel *self);

/* The library example the game was made from (its XQ_EXAMPLE_TAG), or NULL */
XqExampleItem *xq_explanation_model_get_example (XqExplanationModel *self);

gboolean       xq_explanation_model_get_squares (XqExplanationModel *self);
void           xq_explanation_model_set_squares (XqExplanationModel *self,
                                                 gboolean            squares);

G_END_DECLS
