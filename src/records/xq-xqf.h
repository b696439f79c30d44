/* xq-xqf.h: XQF game records (XQStudio 1.0–1.8, plain and encrypted)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-record-warning.h"

G_BEGIN_DECLS

/* The header is 1024 bytes; records follow. */
#define XQ_XQF_HEADER_SIZE 1024

/* TRUE when @data starts like an XQF file ("XQ"). */
gboolean xq_xqf_detect (const guint8 *data,
                        gsize         len);

/* Reads an XQF file: versions 1.0 (plain) and 1.1–1.8 (encrypted with the keys in the header),
 * the set-up position, the tree of moves and variations with their comments, and the title,
 * event, date, site, players, result and other header strings (GBK, or Big5, converted to
 * UTF-8).
 *
 * Strict when @warnings is NULL: damaged data is an error whose message starts with its byte
 * offset. Lenient otherwise: an illegal or damaged move is skipped with the moves after it
 * (the tree keeps its other branches), a file cut short keeps what was read, and each skipped
 * part is appended to @warnings (element-type XqRecordWarning, with its byte offset). A broken
 * header or set-up is an error in both modes (no move could be read).
 * Returns: (transfer full) (nullable) */
XqGame *xq_xqf_read (const guint8 *data,
                     gsize         len,
                     GPtrArray    *warnings,
                     GError      **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
