/* xq-fen-file.h: a position in FEN, optionally followed by moves, as a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* TRUE when the first word of @text (UTF-8), after an optional "position" and "fen", is a FEN
 * board (ten rows of letters and digits separated by '/'), or "startpos". */
gboolean xq_fen_file_detect (const char *text,
                             gsize       len);

/* Reads "FEN [w|b [- - [HALFMOVE [FULLMOVE]]]] [moves] [MOVES…]", where MOVES are in any
 * notation and may go on over several lines as PGN movetext (with comments and variations).
 * The UCCI forms "position fen FEN moves …" and "position startpos moves …" are accepted.
 * Returns: (transfer full) (nullable) */
XqGame *xq_fen_file_read (const char *text,
                          gssize      len,
                          GError    **error) G_GNUC_WARN_UNUSED_RESULT;

/* One line: the start FEN, then " moves " and the main line in @notation when there are moves.
 * Variations and comments are not written.
 * Returns: (transfer full) */
char *xq_fen_file_write (const XqGame *game,
                         XqNotation    notation) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
