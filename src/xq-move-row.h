/* xq-move-row.h: one row of the move list (a move of the line, or a variation)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_MOVE_ROW (xq_move_row_get_type ())

G_DECLARE_FINAL_TYPE (XqMoveRow, xq_move_row, XQ, MOVE_ROW, GObject)

XqMoveRow  *xq_move_row_new (guint       ply,
                             gboolean    is_red,
                             gboolean    is_variation,
                             const char *number,
                             const char *text) G_GNUC_WARN_UNUSED_RESULT;

guint       xq_move_row_get_ply (XqMoveRow *self);
gboolean    xq_move_row_get_is_variation (XqMoveRow *self);
gboolean    xq_move_row_get_is_red (XqMoveRow *self);
const char *xq_move_row_get_number (XqMoveRow *self);
const char *xq_move_row_get_text (XqMoveRow *self);
const char *xq_move_row_get_markup (XqMoveRow *self);
const char *xq_move_row_get_comment (XqMoveRow *self);
void        xq_move_row_set_comment (XqMoveRow  *self,
                                     const char *comment);
/* Why the record breaks off after this move (the game was read only in part), or NULL */
const char *xq_move_row_get_cut (XqMoveRow *self);
void        xq_move_row_set_cut (XqMoveRow  *self,
                                 const char *cut);

G_END_DECLS
