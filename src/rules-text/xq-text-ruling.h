/* xq-text-ruling.h: words for cycle rulings and game ends
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"
#include "xq-rules.h"

G_BEGIN_DECLS

/* The rule-book term, always Chinese: 长将, 一将一捉, 将帅长捉 … */
const char *xq_text_pattern_term (XqPattern pattern);
/* The name in @lang: "perpetual check" / "长将" */
const char *xq_text_pattern_name (XqLang    lang,
                                  XqPattern pattern);
/* "CXA 26.4" / "中国象棋竞赛规则 26.4" … */
const char *xq_text_clause (XqLang   lang,
                            XqClause clause);
/* The full ruling: each side's pattern with the pieces chased, the clause and the consequence,
 * e.g. "红方长捉黑车，黑方一将一闲：依 CXA 26.4 红方须变着，不变判负。" @final is the position
 * after the last move (to name chased pieces). */
char *xq_text_ruling (XqLang            lang,
                      const XqPosition *final,
                      const XqRuling   *ruling) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
