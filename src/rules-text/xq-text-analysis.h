/* xq-text-analysis.h: sentences explaining a move's natures and the pieces it attacks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"
#include "xq-rules.h"

G_BEGIN_DECLS

/* The rule-book term, always Chinese: 将 杀 捉 抽 兑 献 拦 跟 闲 */
const char *xq_text_nature_term (XqNature nature);
/* The name in @lang: "check" / "将军" */
const char *xq_text_nature_name (XqLang   lang,
                                 XqNature nature);
/* 有根 无根 假根 少根 暗根 */
const char *xq_text_protection_term (XqProtection protection);
const char *xq_text_protection_name (XqLang       lang,
                                     XqProtection protection);
/* Why a root is false, hidden or short, e.g. "the defender is pinned by the red rook on e5". */
char *xq_text_root_reason (XqLang               lang,
                           const XqPosition    *after,
                           const XqCaptureEval *eval) G_GNUC_WARN_UNUSED_RESULT;
/* One sentence about one attacked piece: status, why, and whether it is chased (with clause). */
char *xq_text_target (XqLang                lang,
                      const XqPosition     *after,
                      const XqMoveAnalysis *analysis,
                      const XqTarget       *target) G_GNUC_WARN_UNUSED_RESULT;
/* What makes the chase of @target new or not new (29.2): the capture that already won it before
 * the move (named in @before), or the root the move took away; NULL when nothing is to be said. */
char *xq_text_target_newness (XqLang                lang,
                              const XqPosition     *before,
                              const XqMoveAnalysis *analysis,
                              const XqTarget       *target) G_GNUC_WARN_UNUSED_RESULT;
/* The sentences that explain @analysis of a move played from @before, each citing its clause. */
GPtrArray *xq_text_analysis_sentences (XqLang                lang,
                                       const XqPosition     *before,
                                       const XqMoveAnalysis *analysis) G_GNUC_WARN_UNUSED_RESULT;
/* The same sentences joined into one paragraph. */
char *xq_text_analysis (XqLang                lang,
                        const XqPosition     *before,
                        const XqMoveAnalysis *analysis) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
