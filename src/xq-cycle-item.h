/* xq-cycle-item.h: a move of a repetition cycle: its side, number, text and nature
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_CYCLE_ITEM (xq_cycle_item_get_type ())

G_DECLARE_FINAL_TYPE (XqCycleItem, xq_cycle_item, XQ, CYCLE_ITEM, GObject)

XqCycleItem *xq_cycle_item_new (const char *side,
                                const char *number,
                                const char *move,
                                const char *nature,
                                gboolean    red) G_GNUC_WARN_UNUSED_RESULT;

const char  *xq_cycle_item_get_side (XqCycleItem *self);
const char  *xq_cycle_item_get_number (XqCycleItem *self);
const char  *xq_cycle_item_get_move (XqCycleItem *self);
const char  *xq_cycle_item_get_nature (XqCycleItem *self);
gboolean     xq_cycle_item_get_red (XqCycleItem *self);
/* The ply of the move (1-based): where the board goes when the move is chosen; 0 when unknown. */
guint xq_cycle_item_get_ply (XqCycleItem *self);
void  xq_cycle_item_set_ply (XqCycleItem *self,
                             guint        ply);

G_END_DECLS
