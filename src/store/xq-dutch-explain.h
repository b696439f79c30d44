/* xq-dutch-explain.h: why a round paired by the FIDE Dutch system (C.04.3) is as it is
 *
 * For each board: its bracket (from the top), whether a player moved down to it (an MDP against
 * a resident, B.2) or the two come from one score group (S1 against S2), the bye (C.2, C.6), and
 * the article that gave the colours (E.1–E.5). Boards that C.04.3 would not give from the history
 * (changed by hand) say so. Sentences in English, zh_CN and zh_TW (XqRoundExplanation of
 * xq-swiss-explain.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-swiss-explain.h"

G_BEGIN_DECLS

/* Explains round @round (paired) of the Dutch Swiss @data. Returns: (transfer full) (nullable). */
XqRoundExplanation *xq_dutch_explain (const XqEventData *data,
                                      guint              round,
                                      GError           **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
