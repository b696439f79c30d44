/* xq-example-item.h: one example of the teaching library, in one language, for lists and panes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "xq-library.h"
#include "xq-records.h"

G_BEGIN_DECLS

#define XQ_TYPE_EXAMPLE_ITEM (xq_example_item_get_type ())

G_DECLARE_FINAL_TYPE (XqExampleItem, xq_example_item, XQ, EXAMPLE_ITEM, GObject)

/* @example must outlive the item (the built-in examples live as long as the process). */
XqExampleItem   *xq_example_item_new (const XqExample *example,
                                      XqLang           lang) G_GNUC_WARN_UNUSED_RESULT;

const XqExample *xq_example_item_get_example (XqExampleItem *self);
XqLang           xq_example_item_get_lang (XqExampleItem *self);
const char      *xq_example_item_get_id (XqExampleItem *self);
XqTopic          xq_example_item_get_topic (XqExampleItem *self);
/* "Allowed cycles" */
const char *xq_example_item_get_topic_title (XqExampleItem *self);
const char *xq_example_item_get_title (XqExampleItem *self);
/* "CXA rules", "AXF rules" or "1957 rules" */
const char *xq_example_item_get_rules (XqExampleItem *self);
/* The clause illustrated ("CXA 26.4") and where the example comes from */
const char *xq_example_item_get_clause (XqExampleItem *self);
const char *xq_example_item_get_source (XqExampleItem *self);
const char *xq_example_item_get_explanation (XqExampleItem *self);
/* Where the arbiter rules otherwise than the engine can (CXA 27.3, 细则13) */
gboolean xq_example_item_get_overridden (XqExampleItem *self);
/* "The arbiter rules a draw", or NULL */
const char *xq_example_item_get_arbiter_ruling (XqExampleItem *self);
/* Why the arbiter overrides the engine, or NULL */
const char *xq_example_item_get_arbiter_note (XqExampleItem *self);
guint       xq_example_item_get_n_moves (XqExampleItem *self);
guint       xq_example_item_get_n_questions (XqExampleItem *self);

/* Whether every word of @query occurs (case-folded) in the title, the topic, the clause, the
 * source, the identifier or the explanation. An empty query matches. */
gboolean xq_example_item_matches (XqExampleItem *self,
                                  const char    *query);
/* The example as a game record of its first @n_moves moves (G_MAXUINT: all), with the title as
 * its Event and its identifier in the tag XQ_EXAMPLE_TAG. Returns: (transfer full) */
XqGame *xq_example_item_dup_game (XqExampleItem *self,
                                  guint          n_moves) G_GNUC_WARN_UNUSED_RESULT;

/* The tag that names the library example a game was made from. */
#define XQ_EXAMPLE_TAG "QiliExample"

G_END_DECLS
