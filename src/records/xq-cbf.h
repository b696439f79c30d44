/* xq-cbf.h: 象棋桥 (CCBridge)'s XML form of a game (CBF)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-record-warning.h"

G_BEGIN_DECLS

/* TRUE when the UTF-8 @text (a BOM and an XML declaration may come first) has the root element
 * <ChineseChessRecord>. */
gboolean xq_cbf_detect (const char *text,
                        gsize       len);

/* Reads a CBF game: the <Head> fields as tags (Name → Title, Contest → Event, Red, Black, Date,
 * Site, Round, …, ECCO; RecordResult → Result), the start position from <FEN>, and the
 * <MoveList>: <Move value="XY-XY"> elements (file from Red's left and row from Black's side
 * of each point; the first, "00-00", stands for the start position), each with its comment as
 * text. A move marked end="1" ends the list. Lenient when @warnings is given: an illegal move
 * ends the game there, broken XML keeps what was read before it.
 * Returns: (transfer full) (nullable) */
XqGame *xq_cbf_read (const char *text,
                     gsize       len,
                     GPtrArray  *warnings,
                     GError    **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
