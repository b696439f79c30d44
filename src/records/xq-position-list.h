/* xq-position-list.h: lists of positions, one FEN a line (EPD), each named by its comment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-record-warning.h"

G_BEGIN_DECLS

/* TRUE when @text (UTF-8) lists positions: two or more of its lines start with a FEN board, or
 * its only line is a FEN followed by "; comment". Blank lines and lines that start with '#' or
 * '%' do not count. */
gboolean xq_position_list_detect (const char *text,
                                  gsize       len);

/* Reads a list of positions, one a line, as XQ Wizard's endgame sets and plain FEN lists have
 * them:
 *
 *   FEN [moves MOVES…] [; NAME]         NAME names the position (tag Title)
 *   FEN OPCODE OPERANDS; …              EPD operations: id names it, c0–c9 are its comment,
 *                                       any other is kept as a tag of its name
 *
 * FEN is a board with the fields that follow it (side, "- -", counters, each optional). XQ
 * Wizard writes a name in simplified and in traditional characters, each in its own encoding
 * (GBK|Big5): the parts of NAME between '|' are decoded one by one, the first is the title and
 * the whole of NAME is kept as the comment before the first move. Blank lines and lines that
 * start with '#' or '%' are skipped. A line that holds no position is an entry that cannot be
 * read (a warning with its line and column), and the list goes on. @func is called for each
 * position in order (@game NULL for a line that is no position).
 * Returns: the number of entries (calls of @func). */
guint xq_position_list_read (const guint8    *data,
                             gsize            len,
                             XqRecordGameFunc func,
                             gpointer         user_data);

G_END_DECLS
