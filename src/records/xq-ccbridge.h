/* xq-ccbridge.h: 象棋桥 (CCBridge) records (CBR) and libraries of them (CBL)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-record-warning.h"

G_BEGIN_DECLS

/* A CBR record is a header of this size, then its moves. */
#define XQ_CBR_HEADER_SIZE 2214

/* TRUE when @data starts with "CCBridge Record". */
gboolean xq_cbr_detect (const guint8 *data,
                        gsize         len);
/* TRUE when @data starts with "CCBridgeLibrary". */
gboolean xq_cbl_detect (const guint8 *data,
                        gsize         len);

/* Reads the CBR record at @offset of @data (a CBR file, or a record of a library): title,
 * event, date, site, players and result, the set-up, the tree of moves and variations and
 * their comments (UTF-16). Lenient when @warnings is given (see xq_xqf_read()); the warnings
 * are of game @game_number, with byte offsets in @data.
 * Returns: (transfer full) (nullable) */
XqGame *xq_cbr_read (const guint8 *data,
                     gsize         len,
                     gsize         offset,
                     guint         game_number,
                     GPtrArray    *warnings,
                     GError      **error) G_GNUC_WARN_UNUSED_RESULT;

/* A library groups its games under headings: records with an empty board and no moves. When
 * the record at @offset is one, returns TRUE with its title and comment (both nullable).
 * Returns: TRUE for a heading */
gboolean xq_cbr_read_heading (const guint8 *data,
                              gsize         len,
                              gsize         offset,
                              char        **title,
                              char        **comment);

/* The offsets of the records of a CBL library, in file order (a record starts each 4096-byte
 * slot it takes after the index; a long one takes several). @title (nullable) receives the
 * library's name. Fails when @data is no library.
 * Returns: (transfer full) (nullable) (element-type gsize) */
GArray *xq_cbl_list (const guint8 *data,
                     gsize         len,
                     char        **title,
                     GError      **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
