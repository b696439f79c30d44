/* xq-xqf.h: XQF game records (XQStudio 1.0–1.8, plain and encrypted), read and written
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

/* Writes @game as an XQF file XQStudio reads: version 1.0, not encrypted, the set-up, the moves
 * with every variation, the comments (GBK), the result and the tags the header has fields for
 * (Title, Event, Date, Site, Red, Black, TimeControl, RedTime, BlackTime, Annotator, Author).
 * Reading it back with xq_xqf_read() gives the same tree of moves, comments and start (the
 * writer checks it; text the reader would take for Big5 gets a mark in the header's reserved
 * bytes that says it is GBK, XQ_XQF_MARK_OFFSET in xq-xqf-private.h). What XQF
 * cannot hold is said in @losses (nullable, element-type utf8: one sentence each, in the
 * locale's language): tags without a field, a value longer than its field (cut on a character),
 * comments before moves (joined to the comment after the move), marks such as "!?" (not
 * written), characters outside GBK (written in GB18030).
 * Returns: (transfer full) */
GBytes *xq_xqf_write (const XqGame *game,
                      GPtrArray    *losses) G_GNUC_WARN_UNUSED_RESULT;

/* As xq_xqf_write(), in version @version (10–18) of the format, encrypted from 1.1 on with keys
 * drawn from @seed: for the reader's tests.
 * Returns: (transfer full) */
GBytes *xq_xqf_write_version (const XqGame *game,
                              int           version,
                              guint32       seed,
                              GPtrArray    *losses) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
