/* xq-event-item.h: one event of the events file, as the list of events shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_EVENT_ITEM (xq_event_item_get_type ())

G_DECLARE_FINAL_TYPE (XqEventItem, xq_event_item, XQ, EVENT_ITEM, GObject)

XqEventItem *xq_event_item_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* The properties; strings are (transfer none) and last until the next update. */
gint64      xq_event_item_get_id (XqEventItem *self);
const char *xq_event_item_get_name (XqEventItem *self);
int         xq_event_item_get_system (XqEventItem *self);
int         xq_event_item_get_profile (XqEventItem *self);
guint       xq_event_item_get_rounds (XqEventItem *self);
guint       xq_event_item_get_n_entries (XqEventItem *self);
guint       xq_event_item_get_n_rounds (XqEventItem *self);
guint       xq_event_item_get_n_unfinished (XqEventItem *self);
const char *xq_event_item_get_created (XqEventItem *self);
/* The boards of a team event (分台制): its entries are teams; 0 for an event of players. */
guint xq_event_item_get_boards (XqEventItem *self);

/* The values of every property, for an update. */
typedef struct
{
  gint64      id;
  const char *name;
  int         system;
  int         profile;
  guint       rounds;
  guint       n_entries;
  guint       n_rounds;
  guint       n_unfinished;
  const char *created;
  guint       boards; /* a team event's boards; 0 for players */
} XqEventItemValues;

/* Sets every property; notifies only the ones that changed. */
void xq_event_item_update (XqEventItem             *self,
                           const XqEventItemValues *values);

G_END_DECLS
