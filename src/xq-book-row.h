/* xq-book-row.h: one line of the record book: a round (number, Red's move, Black's move), a
 * variation, a comment, or where a game read in part breaks off
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  XQ_BOOK_ROW_ROUND,
  XQ_BOOK_ROW_VARIATION,
  XQ_BOOK_ROW_COMMENT,
  XQ_BOOK_ROW_CUT, /* where the record breaks off: the rest of the game could not be read, and why */
} XqBookRowKind;

#define XQ_TYPE_BOOK_ROW (xq_book_row_get_type ())

G_DECLARE_FINAL_TYPE (XqBookRow, xq_book_row, XQ, BOOK_ROW, GObject)

XqBookRow    *xq_book_row_new (XqBookRowKind kind,
                               const char   *number) G_GNUC_WARN_UNUSED_RESULT;

XqBookRowKind xq_book_row_get_kind (XqBookRow *self);
const char   *xq_book_row_get_number (XqBookRow *self);
/* @side 0 for Red's move (or the variation, the comment), 1 for Black's. The text is "" and the
 * game model's row G_MAXUINT where the round has no such move. */
const char *xq_book_row_get_text (XqBookRow *self,
                                  guint      side);
guint       xq_book_row_get_model_row (XqBookRow *self,
                                       guint      side);
void        xq_book_row_set_move (XqBookRow  *self,
                                  guint       side,
                                  const char *text,
                                  guint       model_row);
/* Which of its moves is the current one: 0 Red's, 1 Black's, -1 none. */
int  xq_book_row_get_current (XqBookRow *self);
void xq_book_row_set_current (XqBookRow *self,
                              int        current);

G_END_DECLS
