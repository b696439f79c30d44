/* xq-text-forbidden.h: words for a move that would repeat a cycle its side must change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-text-style.h"

G_BEGIN_DECLS

/* "Forbidden: repeats the cycle (perpetual chase; CXA rules art. 26.4)" /
 * "禁着：重复循环（长捉；《中国象棋竞赛规则》第26.4条）": @forbidden is one of
 * xq_forbidden_moves() after @start + @moves; the pattern is the mover's in the cycle the move
 * would close, the clause the ruling's under the style's profile (left out where the profile
 * numbers none). */
char *xq_text_forbidden_move (const XqTextStyle     *style,
                              const XqPosition      *start,
                              const XqMove          *moves,
                              guint                  n_moves,
                              const XqForbiddenMove *forbidden) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
