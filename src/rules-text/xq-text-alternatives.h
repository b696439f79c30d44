/* xq-text-alternatives.h: words for the way out of a forbidden cycle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"
#include "xq-rules.h"

G_BEGIN_DECLS

/* A heading for the moves of @kind: "Repeats the cycle" / "重复循环" … */
const char *xq_text_alternative_kind (XqLang            lang,
                                      XqAlternativeKind kind);
/* Why @alternative is of its kind, citing the ruling's clause, e.g. "Checks again (将): still
 * perpetual check (长将), which would be ruled the same (CXA 26.1)." */
char *xq_text_alternative (XqLang               lang,
                           const XqWayOut      *way_out,
                           const XqAlternative *alternative) G_GNUC_WARN_UNUSED_RESULT;
/* What the list is: "Red must change. Of its 12 moves, 1 repeats the cycle, 4 keep the perpetual
 * check, 7 change it." With the other side's move in @notation when the list is for after it. */
char *xq_text_way_out (XqLang          lang,
                       const XqWayOut *way_out,
                       XqNotation      notation) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
