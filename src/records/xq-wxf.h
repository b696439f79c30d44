/* xq-wxf.h: WXF's own game files ("FORMAT WXF", header lines, START{ … }END)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-record-warning.h"

G_BEGIN_DECLS

/* TRUE when @text (UTF-8) starts like a WXF file: its first line that is not blank is
 * "FORMAT …", or "START{" stands at the start of a line. */
gboolean xq_wxf_detect (const char *text,
                        gsize       len);

/* Reads the games of a WXF file (@text in UTF-8), as the World Xiangqi Federation's format and
 * the programs that write it (PlayOK, XieXie) lay them out:
 *
 *   FORMAT  WXF                      the notation of the moves (any is read, move by move)
 *   RED     NAME ; RATING ; TEAM     tags Red, RedElo, RedTeam (empty fields left out)
 *   BLACK   NAME ; RATING ; TEAM     tags Black, BlackElo, BlackTeam
 *   EVENT   NAME ; TIME CONTROL      tags Event, TimeControl
 *   DATE, PLACE (Site), ROUND, RESULT, GAME, TIME (TimeControl), AUTHOR (Annotator); any other
 *   KEY VALUE line is kept as a tag of the key's name; REMARK and COMMENT are the comment before
 *   the first move
 *   FEN     BOARD [r|b]              a set-up start, in FEN (H and E for horse and elephant too)
 *   SETUP{ Ra0 … [RED|BLACK] }       or pieces put on their points (ICCS coordinates)
 *   START{                           the moves, numbered, Black's in lower case, with comments
 *     1. C2.5 h8+7 …                 in braces and variations in parentheses as in PGN
 *   }END
 *
 * A file may hold several games, each from its FORMAT line. Lenient: a line that cannot be read
 * is a warning with its line and column, a game is kept up to a move that cannot be read, and
 * the reading goes on. @func gets each game in order.
 * Returns: the number of games (calls of @func). */
guint xq_wxf_read (const char      *text,
                   gsize            len,
                   XqRecordGameFunc func,
                   gpointer         user_data);

G_END_DECLS
