/* xq-text-analysis.h: sentences explaining a move's natures and the pieces it attacks
 *
 * Each sentence states a fact about the position, what the style's profile makes of it, and the
 * profile's own clause (xq-text-cite.h). Pieces are named as the board shows them and moves are
 * written in the style's notation (xq-text-piece.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-text-style.h"

G_BEGIN_DECLS

/* The rule-book term: 将 杀 捉 抽 兑 献 拦 跟 闲 (traditional in zh_TW, simplified otherwise) */
const char *xq_text_nature_term (XqLang   lang,
                                 XqNature nature);
/* The name in @lang: "check" / "将军" */
const char *xq_text_nature_name (XqLang   lang,
                                 XqNature nature);
/* How an arbiter calls the protection of a piece against @eval's capture: a cheaper attacker
 * winning a protected piece by the exchange leaves it 有根 (the exchange wins, 细则3), so only an
 * outnumbered defence is 少根. */
XqProtection xq_text_protection_shown (const XqCaptureEval *eval);
/* 有根 无根 假根 少根 暗根 (traditional in zh_TW) */
const char *xq_text_protection_term (XqLang       lang,
                                     XqProtection protection);
const char *xq_text_protection_name (XqLang       lang,
                                     XqProtection protection);
/* Why a root is false, hidden or short, a clause without final punctuation, e.g. "黑方6路士被红方
 * 五路炮牵制，不能离位回吃". @after is the position the capture of @eval is made from. */
char *xq_text_root_reason (const XqTextStyle   *style,
                           const XqPosition    *after,
                           const XqCaptureEval *eval) G_GNUC_WARN_UNUSED_RESULT;
/* One sentence about one attacked piece: whether it is chased, why, with the clause. */
char *xq_text_target (const XqTextStyle    *style,
                      const XqPosition     *after,
                      const XqMoveAnalysis *analysis,
                      const XqTarget       *target) G_GNUC_WARN_UNUSED_RESULT;
/* The sentences that explain @analysis of a move played from @before, each citing its clause. */
GPtrArray *xq_text_analysis_sentences (const XqTextStyle    *style,
                                       const XqPosition     *before,
                                       const XqMoveAnalysis *analysis) G_GNUC_WARN_UNUSED_RESULT;
/* The same sentences joined into one paragraph. */
char *xq_text_analysis (const XqTextStyle    *style,
                        const XqPosition     *before,
                        const XqMoveAnalysis *analysis) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
