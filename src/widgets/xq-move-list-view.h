/* xq-move-list-view.h: the moves of the game, with round numbers and variations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_MOVE_LIST_VIEW (xq_move_list_view_get_type ())

G_DECLARE_FINAL_TYPE (XqMoveListView, xq_move_list_view, XQ, MOVE_LIST_VIEW, GtkWidget)

GtkWidget   *xq_move_list_view_new (void);

XqGameModel *xq_move_list_view_get_game (XqMoveListView *self);
void         xq_move_list_view_set_game (XqMoveListView *self,
                                         XqGameModel    *game);
/* The row shown as selected (the current move), or GTK_INVALID_LIST_POSITION. */
guint xq_move_list_view_get_selected (XqMoveListView *self);

G_END_DECLS
