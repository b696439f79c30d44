/* xq-dhtmlxq.h: 东萍象棋网 (dpxq.com)'s [DhtmlXQ]…[/DhtmlXQ] text, as web pages show games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-record-warning.h"

G_BEGIN_DECLS

/* TRUE when the UTF-8 @text holds a [DhtmlXQ] block or [DhtmlXQ_…] fields. */
gboolean xq_dhtmlxq_detect (const char *text,
                            gsize       len);

/* The games of @text: one per [DhtmlXQ]…[/DhtmlXQ] block (a text of fields without the block
 * tags is one game). Fills @starts and @ends (element-type gsize) with the byte ranges.
 * Returns the number of games. */
guint xq_dhtmlxq_list (const char *text,
                       gsize       len,
                       GArray     *starts,
                       GArray     *ends);

/* Reads the game in @text[start..end): the start position (DhtmlXQ_fen, or DhtmlXQ_binit: 32
 * points "XY" of the pieces, Red's rook horse elephant advisor general advisor elephant horse
 * rook cannon cannon and five pawns, then Black's, with X the file from Red's left and Y the
 * row from Black's side, "99" for a piece off the board), the main line (DhtmlXQ_movelist,
 * "XYXY" a move), variations (DhtmlXQ_move_P_S_B: line B, an alternative to move S of line P),
 * comments (DhtmlXQ_commentS on move S of the main line, 0 before the first move;
 * DhtmlXQ_commentB_S in line B; "||" a line break) and the title, event, date, place, round,
 * table, players, teams, result, opening, ECCO, author, remark and time fields as tags. Line and
 * column of @text name the places. Lenient when @warnings is given (a line is kept up to an
 * illegal move; a variation that branches from no move is skipped), warnings of game
 * @game_number.
 * Returns: (transfer full) (nullable) */
XqGame *xq_dhtmlxq_read (const char *text,
                         gsize       start,
                         gsize       end,
                         guint       game_number,
                         GPtrArray  *warnings,
                         GError    **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
