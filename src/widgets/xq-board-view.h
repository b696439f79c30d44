/* xq-board-view.h: the board, its pieces and markers; turns clicks and drags into moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-board-render.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_BOARD_VIEW (xq_board_view_get_type ())

G_DECLARE_FINAL_TYPE (XqBoardView, xq_board_view, XQ, BOARD_VIEW, GtkWidget)

GtkWidget         *xq_board_view_new (void);

XqGameModel       *xq_board_view_get_game (XqBoardView *self);
void               xq_board_view_set_game (XqBoardView *self,
                                           XqGameModel *game);
XqSetupModel      *xq_board_view_get_setup (XqBoardView *self);
void               xq_board_view_set_setup (XqBoardView  *self,
                                            XqSetupModel *setup);
gboolean           xq_board_view_get_flipped (XqBoardView *self);
void               xq_board_view_set_flipped (XqBoardView *self,
                                              gboolean     flipped);
XqBoardCoordinates xq_board_view_get_coordinates (XqBoardView *self);
void               xq_board_view_set_coordinates (XqBoardView       *self,
                                                  XqBoardCoordinates coordinates);
const char        *xq_board_view_get_piece_set (XqBoardView *self);
void               xq_board_view_set_piece_set (XqBoardView *self,
                                                const char  *name);
/* The overlay: an array of XqMark (arrows attacker → target, defender → target, rings). */
GArray    *xq_board_view_get_marks (XqBoardView *self);
void       xq_board_view_set_marks (XqBoardView *self,
                                    GArray      *marks);
XqMove     xq_board_view_get_hint (XqBoardView *self);
void       xq_board_view_set_hint (XqBoardView *self,
                                   XqMove       hint);
GVariant  *xq_board_view_get_hints (XqBoardView *self);
void       xq_board_view_set_hints (XqBoardView *self,
                                    GVariant    *hints);
gboolean   xq_board_view_get_dark (XqBoardView *self);
void       xq_board_view_set_dark (XqBoardView *self,
                                   gboolean     dark);

XqSquare   xq_board_view_get_selected (XqBoardView *self);
XqBitboard xq_board_view_get_targets (XqBoardView *self);

/* What a click on @sq does (select, move, place), and what dropping a piece dragged from @from on
 * @to does; for keyboard use and tests. */
void xq_board_view_activate_square (XqBoardView *self,
                                    XqSquare     sq);
void xq_board_view_drop (XqBoardView *self,
                         XqSquare     from,
                         XqSquare     to);
/* The keyboard's cursor (the point that has the focus while the board has it). */
XqSquare xq_board_view_get_cursor (XqBoardView *self);
/* Whether the arrow keys move that cursor: the user moved into the board with the keyboard. */
gboolean xq_board_view_get_keyboard_cursor (XqBoardView *self);
void     xq_board_view_set_keyboard_cursor (XqBoardView *self,
                                            gboolean     keyboard);
/* Says @text to a screen reader on the point that has the focus, if the board has it. */
void xq_board_view_announce (XqBoardView *self,
                             const char  *text);
/* Where @sq is drawn, in widget coordinates. */
gboolean xq_board_view_get_square_center (XqBoardView *self,
                                          XqSquare     sq,
                                          double      *x,
                                          double      *y);

G_END_DECLS
