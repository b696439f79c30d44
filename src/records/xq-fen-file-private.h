/* xq-fen-file-private.h: the FEN at the start of a text, for the readers that build on it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-fen-file.h"
#include "xq-pgn-private.h"

G_BEGIN_DECLS

/* Reads the position at the start of @text[0..len) (UTF-8), which starts at @line and @column
 * of its file: "startpos", or a FEN board (after an optional "position" and "fen") and the fields
 * on the board's line that look like side, "- -" and counters. On success fills @start and @end
 * (the offset after the last field read); otherwise fills @problem (its what, line and column). */
gboolean xq_fen_file_read_position (const char   *text,
                                    gsize         len,
                                    int           line,
                                    int           column,
                                    XqPosition   *start,
                                    gsize        *end,
                                    XqPgnProblem *problem);

G_END_DECLS
