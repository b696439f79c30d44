/* xq-record-file.h: an opened game file (PGN, XQF or FEN), listing its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-pgn-index.h"

G_BEGIN_DECLS

typedef enum {
  XQ_RECORD_FORMAT_PGN = 0,
  XQ_RECORD_FORMAT_XQF,
  XQ_RECORD_FORMAT_FEN,
} XqRecordFormat;

/* What the app and qili-cli open: the games of one file. A PGN file is indexed (tags only)
 * and each game is parsed when it is loaded; an XQF or FEN file holds one game, read at once. */
typedef struct _XqRecordFile XqRecordFile;

/* XQF by its magic bytes, FEN when the text starts with a FEN board, PGN otherwise. */
XqRecordFormat xq_record_format_detect (const guint8 *data,
                                        gsize         len);
/* "pgn", "xqf", "fen" */
const char *xq_record_format_to_string (XqRecordFormat format);

/* Fails (XQ_RECORD_ERROR) for binary data that is no XQF, for a damaged XQF or FEN game, and
 * for a file without a game.
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
/* The line where game @game starts (PGN), else 1. */
int xq_record_file_get_line (const XqRecordFile *self,
                             guint               game);
/* Returns: (transfer none) (nullable): the index of a PGN file, NULL for XQF and FEN. */
XqPgnIndex *xq_record_file_get_index (const XqRecordFile *self);
/* Returns: (transfer full) (nullable): game @game, parsed now (PGN) or copied. */
XqGame *xq_record_file_load_game (const XqRecordFile *self,
                                  guint               game,
                                  GError            **error) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqRecordFile, xq_record_file_free)

G_END_DECLS
