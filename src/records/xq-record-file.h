/* xq-record-file.h: an opened game file (PGN, XQF, CBR, CBL, CBF, DhtmlXQ, FEN, WXF or a position list),
 * listing its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-pgn-index.h"
#include "xq-record-warning.h"

G_BEGIN_DECLS

typedef enum {
  XQ_RECORD_FORMAT_PGN = 0,
  XQ_RECORD_FORMAT_XQF,
  XQ_RECORD_FORMAT_FEN,
  XQ_RECORD_FORMAT_CBR,     /* 象棋桥 (CCBridge) record: one game */
  XQ_RECORD_FORMAT_CBL,     /* 象棋桥 library: many CBR records */
  XQ_RECORD_FORMAT_CBF,     /* 象棋桥's XML form of a game */
  XQ_RECORD_FORMAT_DHTMLXQ, /* 东萍象棋网's [DhtmlXQ]…[/DhtmlXQ] text */
  XQ_RECORD_FORMAT_EPD,     /* a list of positions, one FEN a line, each named by its comment */
  XQ_RECORD_FORMAT_WXF,     /* WXF's own files: "FORMAT WXF", header lines, START{ … }END */
} XqRecordFormat;

/* What the app and qili-cli open: the games of one file.
 *
 * Reading is lenient and honest: a damaged game, record or tag does not lose the rest of the
 * file. A PGN file is indexed (tags only) and each game parsed when it is loaded; the other
 * formats are read when opened. To read every game with what could not be read of each:
 *
 *   g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();
 *   for (guint i = 0; i < xq_record_file_get_n_games (file); i++)
 *     {
 *       guint  before = warnings->len;
 *       XqGame *game = xq_record_file_load_game (file, i, warnings, &error);
 *       // game NULL: nothing of game i could be read (one warning says why);
 *       // else warnings[before..] are the parts of game i skipped or cut short
 *     }
 */
typedef struct _XqRecordFile XqRecordFile;

/* By magic bytes (XQF, CBR, CBL), then the text: CBF's XML root, a WXF FORMAT line, lines of FEN
 * boards (a position list), a FEN board, a [DhtmlXQ] block; PGN otherwise. */
XqRecordFormat xq_record_format_detect (const guint8 *data,
                                        gsize         len);
/* "pgn", "xqf", "fen", "cbr", "cbl", "cbf", "dhtmlxq", "epd", "wxf" */
const char *xq_record_format_to_string (XqRecordFormat format);

/* Fails (XQ_RECORD_ERROR) only when nothing of the file can be read: binary data in no format
 * we know, a broken XQF or CBR header or set-up, a FEN file that is no position, a file
 * without a game.
 * Returns: (transfer full) (nullable) */
XqRecordFile *xq_record_file_new (GBytes  *bytes,
                                  GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Reads the file at @path (G_FILE_ERROR when that fails) and opens it.
 * Returns: (transfer full) (nullable) */
XqRecordFile *xq_record_file_new_for_path (const char *path,
                                           GError    **error) G_GNUC_WARN_UNUSED_RESULT;
/* Returns: (transfer full) */
XqRecordFile  *xq_record_file_copy (const XqRecordFile *self) G_GNUC_WARN_UNUSED_RESULT;
void           xq_record_file_free (XqRecordFile *self);

XqRecordFormat xq_record_file_get_format (const XqRecordFile *self);
guint          xq_record_file_get_n_games (const XqRecordFile *self);
/* Returns: (transfer none) (nullable): tag @name of game @game, without loading it. */
const char *xq_record_file_get_tag (const XqRecordFile *self,
                                    guint               game,
                                    const char         *name);
/* The line where game @game starts (PGN, WXF, and the line of a position in a list), else 1. */
int xq_record_file_get_line (const XqRecordFile *self,
                             guint               game);
/* Returns: (transfer none) (nullable): the index of a PGN file, NULL for XQF and FEN. */
XqPgnIndex *xq_record_file_get_index (const XqRecordFile *self);
/* Game @game, parsed now (PGN) or copied.
 *
 * Lenient when @warnings (element-type XqRecordWarning) is given: the game is kept up to any
 * damage (lines cut short are marked, xq_game_node_get_cut()) and each part skipped or cut is
 * appended to @warnings; NULL (with @error set and one warning appended) only when nothing of
 * the game can be read. Strict when @warnings is NULL: any damage is an error.
 * Returns: (transfer full) (nullable) */
XqGame *xq_record_file_load_game (const XqRecordFile *self,
                                  guint               game,
                                  GPtrArray          *warnings,
                                  GError            **error) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqRecordFile, xq_record_file_free)

G_END_DECLS
