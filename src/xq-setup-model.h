/* xq-setup-model.h: a position being set up by hand, with live validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-rules.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_SETUP_MODEL (xq_setup_model_get_type ())

G_DECLARE_FINAL_TYPE (XqSetupModel, xq_setup_model, XQ, SETUP_MODEL, GObject)

XqSetupModel     *xq_setup_model_new (const XqPosition *position) G_GNUC_WARN_UNUSED_RESULT;

const XqPosition *xq_setup_model_get_position (XqSetupModel *self);
void              xq_setup_model_set_position (XqSetupModel     *self,
                                               const XqPosition *position);
XqColor           xq_setup_model_get_side (XqSetupModel *self);
void              xq_setup_model_set_side (XqSetupModel *self,
                                           XqColor       side);
gboolean          xq_setup_model_get_valid (XqSetupModel *self);
const char       *xq_setup_model_get_message (XqSetupModel *self);
const char       *xq_setup_model_get_fen (XqSetupModel *self);
/* Reads @fen; on a syntax error the board keeps its pieces and "message" says what is wrong. */
gboolean                 xq_setup_model_set_fen (XqSetupModel *self,
                                                 const char   *fen);
const XqPositionProblem *xq_setup_model_get_problem (XqSetupModel *self);
/* Every problem at once (XqPositionProblem); the message lists them, one a line. */
const GArray *xq_setup_model_get_problems (XqSetupModel *self);
/* Rings (XqMark, XQ_MARK_PROBLEM) around the pieces the problems are about: property "marks". */
GArray *xq_setup_model_get_marks (XqSetupModel *self);
/* Whether the board shows ICCS coordinates: the message then gives the ICCS name of a point in
 * Chinese too (四路第2行（f1）); without, in Chinese, only the file and row. */
gboolean xq_setup_model_get_squares (XqSetupModel *self);
void     xq_setup_model_set_squares (XqSetupModel *self,
                                     gboolean      squares);

/* Puts @piece on @sq (XQ_NO_PIECE empties it). */
void xq_setup_model_put (XqSetupModel *self,
                         XqSquare      sq,
                         XqPiece       piece);
void xq_setup_model_move (XqSetupModel *self,
                          XqSquare      from,
                          XqSquare      to);
void xq_setup_model_clear (XqSetupModel *self);
void xq_setup_model_reset_to_start (XqSetupModel *self);

G_END_DECLS
