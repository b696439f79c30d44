/* xq-standing-item.h: one row of the standings and of the crosstable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_STANDING_ITEM (xq_standing_item_get_type ())

G_DECLARE_FINAL_TYPE (XqStandingItem, xq_standing_item, XQ, STANDING_ITEM, GObject)

XqStandingItem *xq_standing_item_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* The properties; strings are (transfer none) and last until the next update. */
gint64             xq_standing_item_get_entry_id (XqStandingItem *self);
guint              xq_standing_item_get_rank (XqStandingItem *self);
gboolean           xq_standing_item_get_shared (XqStandingItem *self);
guint              xq_standing_item_get_number (XqStandingItem *self);
const char        *xq_standing_item_get_name (XqStandingItem *self);
const char        *xq_standing_item_get_club (XqStandingItem *self);
int                xq_standing_item_get_rating (XqStandingItem *self);
const char        *xq_standing_item_get_points (XqStandingItem *self);
guint              xq_standing_item_get_played (XqStandingItem *self);
guint              xq_standing_item_get_wins (XqStandingItem *self);
guint              xq_standing_item_get_draws (XqStandingItem *self);
guint              xq_standing_item_get_losses (XqStandingItem *self);
gboolean           xq_standing_item_get_withdrawn (XqStandingItem *self);
gboolean           xq_standing_item_get_playoff (XqStandingItem *self);
const char *const *xq_standing_item_get_values (XqStandingItem *self);
const char *const *xq_standing_item_get_cells (XqStandingItem *self);

/* The values of every property, for an update. */
typedef struct
{
  gint64             entry_id;
  guint              rank;
  gboolean           shared;
  guint              number;
  const char        *name;
  const char        *club;
  int                rating;
  const char        *points;
  guint              played;
  guint              wins;
  guint              draws;
  guint              losses;
  gboolean           withdrawn;
  gboolean           playoff;
  const char *const *values;
  const char *const *cells;
} XqStandingItemValues;

/* Sets every property; notifies only the ones that changed. */
void xq_standing_item_update (XqStandingItem             *self,
                              const XqStandingItemValues *values);

G_END_DECLS
