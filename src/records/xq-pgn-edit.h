/* xq-pgn-edit.h: a PGN file's games replaced, added, duplicated or deleted in place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-pgn-index.h"

G_BEGIN_DECLS

/* Each function returns the file's new contents and changes nothing else: every byte outside
 * the game written (the other games, the text between games, a byte-order mark) is kept as it
 * was, and the game is written as the file writes its games: in the file's encoding (a GBK file
 * stays GBK, Big5 stays Big5, UTF-16 keeps its byte order), with its line breaks (CRLF or LF),
 * its moves in the notation and characters (simplified or traditional, full-width digits) of the
 * game it replaces. A character the encoding cannot hold is an error (XQ_RECORD_ERROR_ENCODING)
 * saying which, and where (the line of the file). The result is read back before it is
 * returned: the game written must read as it was given, and the other games must still be
 * there. */

/* Game @game replaced by @replacement. */
GBytes *xq_pgn_edit_replace (const XqPgnIndex *index,
                             guint             game,
                             const XqGame     *replacement,
                             GError          **error) G_GNUC_WARN_UNUSED_RESULT;
/* @game inserted after game @after (G_MAXUINT: at the end of the file), written like game
 * @after (or the last game). It becomes game @after + 1. */
GBytes *xq_pgn_edit_insert (const XqPgnIndex *index,
                            guint             after,
                            const XqGame     *game,
                            GError          **error) G_GNUC_WARN_UNUSED_RESULT;
/* A copy of game @game's bytes, as they are, inserted right after it. */
GBytes *xq_pgn_edit_duplicate (const XqPgnIndex *index,
                               guint             game,
                               GError          **error) G_GNUC_WARN_UNUSED_RESULT;
/* Game @game removed, with the blank lines after it; the file's only game cannot be. */
GBytes *xq_pgn_edit_delete (const XqPgnIndex *index,
                            guint             game,
                            GError          **error) G_GNUC_WARN_UNUSED_RESULT;

/* How game @game writes its moves: the Format tag, else its first moves. */
void xq_pgn_edit_get_notation (const XqPgnIndex *index,
                               guint             game,
                               XqNotation       *notation,
                               XqNotationStyle  *style);

G_END_DECLS
