/* xq-alternative-item.h: moves of the way out that share a kind and a reason
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-text-alternatives.h"

G_BEGIN_DECLS

#define XQ_TYPE_ALTERNATIVE_ITEM (xq_alternative_item_get_type ())

G_DECLARE_FINAL_TYPE (XqAlternativeItem, xq_alternative_item, XQ, ALTERNATIVE_ITEM, GObject)

XqAlternativeItem *xq_alternative_item_new (XqAlternativeKind kind,
                                            const char       *heading,
                                            const char       *moves,
                                            const char       *reason,
                                            guint             n_moves) G_GNUC_WARN_UNUSED_RESULT;

XqAlternativeKind  xq_alternative_item_get_kind (XqAlternativeItem *self);
/* "Repeats the cycle", "Keeps the forbidden pattern", "Breaks the cycle (allowed)" */
const char *xq_alternative_item_get_heading (XqAlternativeItem *self);
/* "车五平六、车五进二" in the style's notation */
const char *xq_alternative_item_get_moves (XqAlternativeItem *self);
const char *xq_alternative_item_get_reason (XqAlternativeItem *self);
guint       xq_alternative_item_get_n_moves (XqAlternativeItem *self);

/* The way out as items (#XqAlternativeItem), one for each kind and reason sentence, in the
 * order of the way out, written (and the moves named) in @text's style.
 * Returns: (transfer full) */
/* The moves of the group, in order: @n_moves of them. Returns: (transfer none) */
const XqMove *xq_alternative_item_get_move_list (XqAlternativeItem *self,
                                                 guint             *n_moves);

GListStore   *xq_alternative_items_new (const XqWayOutText *text) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
