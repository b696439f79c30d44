/* xq-board-point.h: one of the 90 points of the board, for the keyboard and screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define XQ_TYPE_BOARD_POINT (xq_board_point_get_type ())

G_DECLARE_FINAL_TYPE (XqBoardPoint, xq_board_point, XQ, BOARD_POINT, GtkWidget)

GtkWidget *xq_board_point_new (guint8 square);

guint8     xq_board_point_get_square (XqBoardPoint *self);
/* The accessible name and description given (GTK 4.8 has no getter for them). */
const char *xq_board_point_get_name (XqBoardPoint *self);
const char *xq_board_point_get_description (XqBoardPoint *self);
/* Sets the accessible name and description, each only when it changed. */
void xq_board_point_set_texts (XqBoardPoint *self,
                               const char   *name,
                               const char   *description);

G_END_DECLS
