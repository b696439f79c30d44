/* xq-target-item.h: a row of the protection table: a piece under attack, its attackers and defenders, its status
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_TARGET_ITEM (xq_target_item_get_type ())

G_DECLARE_FINAL_TYPE (XqTargetItem, xq_target_item, XQ, TARGET_ITEM, GObject)

XqTargetItem *xq_target_item_new (const char *piece,
                                  const char *square,
                                  const char *attackers,
                                  const char *defenders,
                                  const char *status,
                                  const char *status_name,
                                  const char *reason,
                                  gboolean    chased) G_GNUC_WARN_UNUSED_RESULT;

const char   *xq_target_item_get_piece (XqTargetItem *self);
const char   *xq_target_item_get_square (XqTargetItem *self);
const char   *xq_target_item_get_attackers (XqTargetItem *self);
const char   *xq_target_item_get_defenders (XqTargetItem *self);
const char   *xq_target_item_get_status (XqTargetItem *self);
const char   *xq_target_item_get_status_name (XqTargetItem *self);
const char   *xq_target_item_get_reason (XqTargetItem *self);
gboolean      xq_target_item_get_chased (XqTargetItem *self);
/* The arrows of this row: attackers and defenders to the piece (an array of XqMark). */
GArray *xq_target_item_get_marks (XqTargetItem *self);
void    xq_target_item_set_marks (XqTargetItem *self,
                                  GArray       *marks);

G_END_DECLS
