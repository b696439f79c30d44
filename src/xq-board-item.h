/* xq-board-item.h: one game of a round, as the pairing table shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define XQ_TYPE_BOARD_ITEM (xq_board_item_get_type ())

G_DECLARE_FINAL_TYPE (XqBoardItem, xq_board_item, XQ, BOARD_ITEM, GObject)

XqBoardItem *xq_board_item_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* The properties; strings are (transfer none) and last until the next update. */
gint64      xq_board_item_get_game_id (XqBoardItem *self);
guint       xq_board_item_get_round (XqBoardItem *self);
guint       xq_board_item_get_board (XqBoardItem *self);
guint       xq_board_item_get_game (XqBoardItem *self);
int         xq_board_item_get_kind (XqBoardItem *self);
guint       xq_board_item_get_red_number (XqBoardItem *self);
const char *xq_board_item_get_red_name (XqBoardItem *self);
const char *xq_board_item_get_red_score (XqBoardItem *self);
guint       xq_board_item_get_black_number (XqBoardItem *self);
const char *xq_board_item_get_black_name (XqBoardItem *self);
const char *xq_board_item_get_black_score (XqBoardItem *self);
int         xq_board_item_get_result (XqBoardItem *self);
const char *xq_board_item_get_result_text (XqBoardItem *self);
guint       xq_board_item_get_red_violations (XqBoardItem *self);
guint       xq_board_item_get_black_violations (XqBoardItem *self);
gboolean    xq_board_item_get_bye (XqBoardItem *self);
gboolean    xq_board_item_get_annulled (XqBoardItem *self);
gboolean    xq_board_item_get_editable (XqBoardItem *self);
int         xq_board_item_get_group (XqBoardItem *self);

/* The values of every property, for an update. */
typedef struct
{
  gint64      game_id;
  guint       round;
  guint       board;
  guint       game;
  int         kind;
  guint       red_number;
  const char *red_name;
  const char *red_score;
  guint       black_number;
  const char *black_name;
  const char *black_score;
  int         result;
  const char *result_text;
  guint       red_violations;
  guint       black_violations;
  gboolean    bye;
  gboolean    annulled;
  gboolean    editable;
  int         group; /* 0-based group of a group-stage game, −1 = none, −2 = a board of a team match
                        (board = the match, game = the board of the match) */
} XqBoardItemValues;

/* Sets every property; notifies only the ones that changed. */
void xq_board_item_update (XqBoardItem             *self,
                           const XqBoardItemValues *values);

G_END_DECLS
