/* xq-text-point.h: what stands on a point of the board, as the notation names it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"
#include "xq-rules.h"

G_BEGIN_DECLS

/* "红方三路炮" / "Red's cannon, file 3"; like pieces on one file by their place, as the notation
 * does ("红方三路前炮" / "Red's front cannon, file 3"); "空位 e3" / "empty point e3". */
char *xq_text_point_name (XqLang            lang,
                          const XqPosition *pos,
                          XqSquare          sq) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
