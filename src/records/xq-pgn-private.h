/* xq-pgn-private.h: the PGN parser, shared with the FEN-file reader and the index
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-pgn.h"

G_BEGIN_DECLS

/* Parses the game in @text[0..len) (UTF-8, no NULs), which starts at @line and @column of its
 * file so that errors name the file's lines. Stops at the end or at a tag after the movetext. */
XqGame *xq_pgn_parse_game (const char *text,
                           gsize       len,
                           int         line,
                           int         column,
                           GError    **error) G_GNUC_WARN_UNUSED_RESULT;

/* Parses movetext only (moves, comments, variations, NAGs, result) and adds it to @game. */
gboolean xq_pgn_parse_movetext (XqGame     *game,
                                const char *text,
                                gsize       len,
                                int         line,
                                int         column,
                                GError    **error);

/* Result strings of PGN: "1-0", "0-1", "1/2-1/2" or "*"; NULL for anything else.
 * Accepts full-width forms and the Chinese words (红胜, 黑胜, 和棋, …). */
const char *xq_pgn_result_from_text (const char *text,
                                     gssize      len);

G_END_DECLS
