/* xq-text-alternatives.h: words for the way out of a forbidden cycle
 *
 * Written like the ruling above them (xq-text-style.h): pieces named as the board shows them,
 * moves in the style's notation, each reason citing the profile's own clause (xq-text-cite.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-text-cite.h"

G_BEGIN_DECLS

/* What the sentences about one way out need, worked out once from the game and its ruling. */
typedef struct
{
  XqTextStyle     style;
  const XqWayOut *way_out; /* not owned: must outlive this */
  XqCite          verdict; /* the point the ruling rests on (the clause of xq_text_clause()) */
  XqCycleSide     moves;   /* the cycle's moves of the side that must change, as the ruling counts them */
} XqWayOutText;

/* For @way_out (xq_way_out() on @start + @moves with @ruling) written in @style. */
void xq_way_out_text_init (XqWayOutText      *text,
                           const XqTextStyle *style,
                           const XqPosition  *start,
                           const XqMove      *moves,
                           guint              n_moves,
                           const XqRuling    *ruling,
                           const XqWayOut    *way_out);

/* A heading for the moves of @kind: "Repeats the cycle" / "重复循环" … */
const char *xq_text_alternative_kind (XqLang            lang,
                                      XqAlternativeKind kind);
/* Why @alternative is of its kind, with its clause, e.g. "Checks again: still perpetual check,
 * which would be ruled the same (CXA rules art. 26.1 and detailed ruling 1)." /
 * "仍是将军，仍属长将，裁决相同（《中国象棋竞赛规则》第26.1条及细则1）。" */
/* Why the move is of its kind, a sentence whose subject is the move: "R3+2: takes Black’s horse
 * on file 7, the piece chased: …" / "车三进二：吃去被捉的黑方7路马，…". */
char *xq_text_alternative (const XqWayOutText  *text,
                           const XqAlternative *alternative) G_GNUC_WARN_UNUSED_RESULT;
/* The same without the move, a caption for a group of moves with the same reason ("Takes …"). */
char *xq_text_alternative_reason (const XqWayOutText  *text,
                                  const XqAlternative *alternative) G_GNUC_WARN_UNUSED_RESULT;
/* What the list is, one sentence each: who must change (after the other side's next move of the
 * cycle, when it is that side's turn), then how many moves of each kind it has. */
GPtrArray *xq_text_way_out_sentences (const XqWayOutText *text) G_GNUC_WARN_UNUSED_RESULT;
/* The same sentences joined: "Red must change (…). Red has 14 legal moves: 1 repeating the
 * cycle, 1 keeping the forbidden pattern, 12 breaking it." */
char *xq_text_way_out (const XqWayOutText *text) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
