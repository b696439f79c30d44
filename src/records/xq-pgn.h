/* xq-pgn.h: PGN game records (Chinese, WXF, ICCS or SAN movetext) read and written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* Reads the first game of @text (UTF-8; @len -1 for NUL-terminated): tags, movetext with moves
 * in any notation (detected per move), comments, variations, NAGs and the result. The FEN tag
 * becomes the start position and is not kept as a tag, nor is Format (the writer sets it).
 * Returns: (transfer full) (nullable): the game, or NULL with @error set (XQ_RECORD_ERROR),
 * its message starting with the line and column. */
XqGame *xq_pgn_read_game (const char *text,
                          gssize      len,
                          GError    **error) G_GNUC_WARN_UNUSED_RESULT;

/* Reads every game of a PGN file's bytes, whatever the encoding (see XqPgnIndex).
 * Returns: (transfer full) (element-type XqGame): the games, or NULL with @error set. */
GPtrArray *xq_pgn_read_all (GBytes  *bytes,
                            GError **error) G_GNUC_WARN_UNUSED_RESULT;

/* Writes @game as UTF-8 PGN with moves in @notation, keeping tags (in their order), comments,
 * NAGs and variations, plus FEN (for a set-up start) and Format tags. A '}' inside a comment,
 * which PGN cannot hold, is written as the full-width '｝'. In SAN, as western programs read
 * xiangqi, a Variant "xiangqi" tag is added when the game has none, and for WinBoard the FEN
 * names the horse H and the elephant E.
 * Returns: (transfer full) */
char *xq_pgn_write_game (const XqGame *game,
                         XqNotation    notation) G_GNUC_WARN_UNUSED_RESULT;

/* A style of the writer's own: Red's chariot and horse named as Black's (車 馬, not 俥 傌), as
 * most traditional-character files write them (Big5 has no 俥 or 傌). */
#define XQ_PGN_STYLE_SHARED_NAMES ((XqNotationStyle) (1 << 8))

/* As xq_pgn_write_game(), Chinese moves in @style (traditional characters, full-width digits,
 * XQ_PGN_STYLE_SHARED_NAMES), as a file written so has them. */
char *xq_pgn_write_game_styled (const XqGame   *game,
                                XqNotation      notation,
                                XqNotationStyle style) G_GNUC_WARN_UNUSED_RESULT;

/* The PGN name of @notation for the Format tag ("Chinese", "WXF", "ICCS", "SAN", "WinBoard SAN"). */
const char *xq_pgn_notation_name (XqNotation notation);

G_END_DECLS
