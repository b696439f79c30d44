/* xq-match-item.h: one match of a knockout bracket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_MATCH_ITEM (xq_match_item_get_type ())

G_DECLARE_FINAL_TYPE (XqMatchItem, xq_match_item, XQ, MATCH_ITEM, GObject)

XqMatchItem *xq_match_item_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* The properties; strings are (transfer none) and last until the next update. */
guint       xq_match_item_get_round (XqMatchItem *self);
guint       xq_match_item_get_board (XqMatchItem *self);
const char *xq_match_item_get_first_name (XqMatchItem *self);
const char *xq_match_item_get_second_name (XqMatchItem *self);
const char *xq_match_item_get_first_score (XqMatchItem *self);
const char *xq_match_item_get_second_score (XqMatchItem *self);
const char *xq_match_item_get_games (XqMatchItem *self);
int         xq_match_item_get_winner (XqMatchItem *self);
int         xq_match_item_get_state (XqMatchItem *self);
const char *xq_match_item_get_decided_by (XqMatchItem *self);

/* The values of every property, for an update. */
typedef struct
{
  guint       round;
  guint       board;
  const char *first_name;
  const char *second_name;
  const char *first_score;
  const char *second_score;
  const char *games;
  int         winner;
  int         state;
  const char *decided_by; /* how a match level after its regular games was won, or "" */
} XqMatchItemValues;

/* Sets every property; notifies only the ones that changed. */
void xq_match_item_update (XqMatchItem             *self,
                           const XqMatchItemValues *values);

G_END_DECLS
