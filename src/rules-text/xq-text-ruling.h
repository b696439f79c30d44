/* xq-text-ruling.h: words for cycle rulings and game ends
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-text-cite.h"

G_BEGIN_DECLS

/* The rule-book term of one side's moves in a cycle, by what they are and how many: 长将, 一将一闲,
 * 数将一闲, 一捉一闲, 数捉一闲, 一杀一闲, 将帅长捉 (帅长捉 / 将长捉 by side) … (traditional in zh_TW). */
char *xq_text_side_term (XqLang             lang,
                         XqColor            color,
                         const XqCycleSide *side) G_GNUC_WARN_UNUSED_RESULT;
/* What the side does in the cycle, to follow the side's name: "checks perpetually", "alternates
 * chases with idle moves", "makes two checks to each idle move" …; the term in Chinese. */
char *xq_text_side_doing (XqLang             lang,
                          XqColor            color,
                          const XqCycleSide *side) G_GNUC_WARN_UNUSED_RESULT;
/* Its name in @lang: "perpetual chase", "one chase, one idle move" …; the term in Chinese. */
char *xq_text_side_pattern (XqLang             lang,
                            XqColor            color,
                            const XqCycleSide *side) G_GNUC_WARN_UNUSED_RESULT;
/* The same in the style's language under its profile's words: the AXF rules have no counted terms
 * (数捉一闲) and call a chase of several pieces in turn 轮捉数子 (its rule 32). */
char *xq_text_side_term_styled (const XqTextStyle *style,
                                XqColor            color,
                                const XqCycleSide *side) G_GNUC_WARN_UNUSED_RESULT;
char *xq_text_side_doing_styled (const XqTextStyle *style,
                                 XqColor            color,
                                 const XqCycleSide *side) G_GNUC_WARN_UNUSED_RESULT;
/* The clause the ruling rests on under the style's profile ("《中国象棋竞赛规则》第26.4条",
 * "AXF rule 6, diagrams 1–3"), or NULL when the profile has no numbered clause for it. The game is
 * @start and @moves (the last one reaches the ruled position). */
char *xq_text_clause (const XqTextStyle *style,
                      const XqPosition  *start,
                      const XqMove      *moves,
                      guint              n_moves,
                      const XqRuling    *ruling) G_GNUC_WARN_UNUSED_RESULT;
/* The point that clause stands for (XQ_CITE_NONE when the ruling has none), for texts that cite
 * it again, such as the way out. */
XqCite xq_text_verdict_cite (const XqTextStyle *style,
                             const XqPosition  *start,
                             const XqMove      *moves,
                             guint              n_moves,
                             const XqRuling    *ruling);
/* The full ruling: how often the position occurred, each side's moves with the pieces chased and
 * the idle moves that make them allowed, the moves that turn on a clause, and the consequence
 * with the clause, e.g. "同一局面已出现3次。红方长捉黑方7路马，属禁止着法；黑方一将一闲（闲着为
 * 车2平3），属允许着法。依《中国象棋竞赛规则》第26.4条，红方必须变着，不变判负。" */
/* The same, one sentence each. */
GPtrArray *xq_text_ruling_sentences (const XqTextStyle *style,
                                     const XqPosition  *start,
                                     const XqMove      *moves,
                                     guint              n_moves,
                                     const XqRuling    *ruling) G_GNUC_WARN_UNUSED_RESULT;
char      *xq_text_ruling (const XqTextStyle *style,
                           const XqPosition  *start,
                           const XqMove      *moves,
                           guint              n_moves,
                           const XqRuling    *ruling) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
