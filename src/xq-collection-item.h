/* xq-collection-item.h: a game of a file in the game picker: what it is, and its rulings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_COLLECTION_ITEM (xq_collection_item_get_type ())

G_DECLARE_FINAL_TYPE (XqCollectionItem, xq_collection_item, XQ, COLLECTION_ITEM, GObject)

XqCollectionItem *xq_collection_item_new (guint       index,
                                          const char *description) G_GNUC_WARN_UNUSED_RESULT;

/* The game's place in the file, from 0. */
guint xq_collection_item_get_index (XqCollectionItem *self);
/* "3. Li vs Wang · Spring Open · 1-0" */
const char *xq_collection_item_get_description (XqCollectionItem *self);
/* "Forbidden: 长将 · 2 cycles", or "" while not reviewed */
const char *xq_collection_item_get_rulings (XqCollectionItem *self);
/* The same, in Pango markup, the forbidden patterns in bold */
const char *xq_collection_item_get_rulings_markup (XqCollectionItem *self);
void        xq_collection_item_set_rulings (XqCollectionItem *self,
                                            const char       *rulings,
                                            const char       *markup);
/* Does the game hold a cycle a side must change? */
gboolean xq_collection_item_get_forbidden (XqCollectionItem *self);
void     xq_collection_item_set_forbidden (XqCollectionItem *self,
                                           gboolean          forbidden);
/* The description and the rulings, for the search */
const char *xq_collection_item_get_search (XqCollectionItem *self);

G_END_DECLS
