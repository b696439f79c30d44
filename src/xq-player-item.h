/* xq-player-item.h: one entry of the event (a player, or a team), as the players view shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_PLAYER_ITEM (xq_player_item_get_type ())

G_DECLARE_FINAL_TYPE (XqPlayerItem, xq_player_item, XQ, PLAYER_ITEM, GObject)

XqPlayerItem *xq_player_item_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* The properties; strings are (transfer none) and last until the next update. */
gint64      xq_player_item_get_entry_id (XqPlayerItem *self);
gint64      xq_player_item_get_player_id (XqPlayerItem *self);
guint       xq_player_item_get_number (XqPlayerItem *self);
const char *xq_player_item_get_name (XqPlayerItem *self);
const char *xq_player_item_get_club (XqPlayerItem *self);
int         xq_player_item_get_rating (XqPlayerItem *self);
const char *xq_player_item_get_federation_id (XqPlayerItem *self);
int         xq_player_item_get_withdrawn_round (XqPlayerItem *self);
gboolean    xq_player_item_get_struck (XqPlayerItem *self);
int         xq_player_item_get_group (XqPlayerItem *self);
const char *xq_player_item_get_points (XqPlayerItem *self);
guint       xq_player_item_get_bye_round (XqPlayerItem *self);
int         xq_player_item_get_bye_kind (XqPlayerItem *self);

/* The values of every property, for an update. */
typedef struct
{
  gint64      entry_id;
  gint64      player_id;
  guint       number;
  const char *name;
  const char *club;
  int         rating;
  const char *federation_id;
  int         withdrawn_round;
  gboolean    struck;
  int         group;
  const char *points;
  guint       bye_round; /* the next round not yet paired with a bye asked for, or 0 */
  int         bye_kind;  /* that bye: an XqByeKind */
} XqPlayerItemValues;

/* Sets every property; notifies only the ones that changed. */
void xq_player_item_update (XqPlayerItem             *self,
                            const XqPlayerItemValues *values);

G_END_DECLS
