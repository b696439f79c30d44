/* xq-text-piece.h: pieces, squares and moves named as the board and the record show them
 *
 * The board shows file numbers (红 九…一, 黑 1…9), so a piece is named by its side, kind and file
 * as Chinese records do (红方三路炮, 黑方7路马), by its place on the file when like pieces share it
 * (红方前炮, 红方中兵, 红方二兵, 红方三路前兵: exactly as xq_notation_designate() tells them apart),
 * and in English as WXF does ("Red's cannon on file 3", "Red's front cannon"). ICCS squares are
 * added only when the style allows them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-text-style.h"

G_BEGIN_DECLS

/* "马" / "horse" (傌 / 馬 in zh_TW, by side) */
const char *xq_text_kind_name (XqLang  lang,
                               XqColor color,
                               XqKind  kind);
/* 帅 / 将 (帥 / 將), "general": the general of @color */
const char *xq_text_general_name (XqLang  lang,
                                  XqColor color);
/* The piece on @sq: 红方三路炮 / "Red's cannon on file 3" (with "（h2）" / " (h2)" when squares are
 * allowed). */
char *xq_text_piece (const XqTextStyle *style,
                     const XqPosition  *pos,
                     XqSquare           sq) G_GNUC_WARN_UNUSED_RESULT;
/* The pieces of @set on @pos, joined (红方三路炮、红方四路马 / "… and …"); "—" when empty. */
char *xq_text_pieces (const XqTextStyle *style,
                      const XqPosition  *pos,
                      XqBitboard         set) G_GNUC_WARN_UNUSED_RESULT;
/* A point as @color counts it: 三路河口, 7路卒林线, 三路对方底线 / "file 3, rank 5" (with the ICCS square
 * when allowed). */
char *xq_text_square (const XqTextStyle *style,
                      XqColor            color,
                      XqSquare           sq) G_GNUC_WARN_UNUSED_RESULT;
/* The rank of a point as @color counts it, for a table whose row already names the piece and its
 * file (and the ICCS square, when allowed): 河口, 卒林线, 对方宫顶线 / "rank 5". */
char *xq_text_rank (const XqTextStyle *style,
                    XqColor            color,
                    XqSquare           sq) G_GNUC_WARN_UNUSED_RESULT;
/* @move (legal in @pos) in the style's notation; traditional characters in zh_TW. */
char *xq_text_move (const XqTextStyle *style,
                    const XqPosition  *pos,
                    XqMove             move) G_GNUC_WARN_UNUSED_RESULT;
/* Joins @items in the language's way: "A、B和C" / "A, B and C". */
char *xq_text_join (XqLang     lang,
                    GPtrArray *items) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
