/* xq-nature-item.h: a move nature as a chip: Chinese term, translated name, whether it is the heaviest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_NATURE_ITEM (xq_nature_item_get_type ())

G_DECLARE_FINAL_TYPE (XqNatureItem, xq_nature_item, XQ, NATURE_ITEM, GObject)

XqNatureItem *xq_nature_item_new (const char *term,
                                  const char *name,
                                  gboolean    heaviest,
                                  gboolean    attack) G_GNUC_WARN_UNUSED_RESULT;

const char   *xq_nature_item_get_term (XqNatureItem *self);
const char   *xq_nature_item_get_name (XqNatureItem *self);
gboolean      xq_nature_item_get_heaviest (XqNatureItem *self);
gboolean      xq_nature_item_get_attack (XqNatureItem *self);

G_END_DECLS
