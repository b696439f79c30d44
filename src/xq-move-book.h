/* xq-move-book.h: the game's moves as a record book prints them, one row per round
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_MOVE_BOOK (xq_move_book_get_type ())

G_DECLARE_FINAL_TYPE (XqMoveBook, xq_move_book, XQ, MOVE_BOOK, GObject)

XqMoveBook *xq_move_book_new (XqGameModel *game) G_GNUC_WARN_UNUSED_RESULT;

/* The book row holding the current move, or G_MAXUINT at the start. */
guint xq_move_book_get_current (XqMoveBook *self);

G_END_DECLS
