/* xq-text.h: words for what the engine reports as codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"
#include "xq-rules.h"
#include "xq-text-style.h"

G_BEGIN_DECLS

/* "red horse" / "红马" */
const char *xq_text_piece_name (XqLang  lang,
                                XqPiece piece);
/* "Red" / "红方" */
const char *xq_text_side_name (XqLang  lang,
                               XqColor color);
/* A short reason a move is not allowed, e.g. "the horse's leg is blocked" / "蹩马腿". */
const char *xq_text_move_problem (XqLang        lang,
                                  XqMoveProblem problem);
/* A sentence naming the problem and where it is: "column 12"; a point by its ICCS name in English
 * ("e1") and in Chinese as a Chinese board names it for the piece's side (红帅在四路第2行), without
 * ICCS names. */
char *xq_text_position_problem (XqLang                   lang,
                                const XqPositionProblem *problem) G_GNUC_WARN_UNUSED_RESULT;
/* The same in @style, for the board (set-up): a point as the board names it in English too, the
 * file of the piece's side and the row from its back rank ("file 4 (row 2)"); the ICCS name
 * follows (四路第2行（f1）, "file 4 (row 2, f1)") when the style allows squares (the board shows
 * ICCS coordinates). */
char *xq_text_position_problem_styled (const XqTextStyle       *style,
                                       const XqPositionProblem *problem) G_GNUC_WARN_UNUSED_RESULT;
/* A sentence for a move text that was not accepted. */
char *xq_text_notation_problem (XqLang                   lang,
                                const XqNotationProblem *problem,
                                const char              *text) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
