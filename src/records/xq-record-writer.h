/* xq-record-writer.h: a game written as a file in a chosen format (Save As, qili-cli convert)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-record-file.h"

G_BEGIN_DECLS

/* TRUE for the formats a game can be written in: PGN, XQF and FEN. */
gboolean xq_record_format_can_write (XqRecordFormat format);

/* The usual extension of a file in @format, without the dot: "pgn", "xqf", "fen", "cbr", "cbl",
 * "cbf", "txt" (DhtmlXQ), "epd", "wxf". */
const char *xq_record_format_get_extension (XqRecordFormat format);

/* Writes @game as a file in @format:
 * - XQ_RECORD_FORMAT_PGN: UTF-8 PGN, moves in @notation (Chinese, WXF, ICCS, SAN, WinBoard SAN),
 *   tags, comments, marks and variations kept (xq_pgn_write_game());
 * - XQ_RECORD_FORMAT_XQF: XQF 1.0 for XQStudio (xq_xqf_write()), @notation not used;
 * - XQ_RECORD_FORMAT_FEN: one line, the start and the main line in @notation.
 * What the format cannot hold of this game is said in @losses (nullable, element-type utf8: one
 * sentence each in the locale's language, for the user to read), so that nothing is lost
 * silently. Fails (XQ_RECORD_ERROR_UNSUPPORTED) for a format Qili does not write.
 * Returns: (transfer full) (nullable): the file's bytes */
GBytes *xq_record_write_game (const XqGame  *game,
                              XqRecordFormat format,
                              XqNotation     notation,
                              GPtrArray     *losses,
                              GError       **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
