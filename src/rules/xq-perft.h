/* xq-perft.h: move path enumeration (perft) for testing the generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-position.h"

G_BEGIN_DECLS

typedef void (*XqPerftDivideFunc) (XqMove   move,
                                   guint64  nodes,
                                   gpointer user_data);

/* Number of legal move sequences of length @depth (leaves counted in bulk). */
guint64 xq_perft (XqPosition *pos,
                  int         depth);
/* As xq_perft(), reporting the count below each legal root move to @func. */
guint64 xq_perft_divide (XqPosition       *pos,
                         int               depth,
                         XqPerftDivideFunc func,
                         gpointer          user_data);

G_END_DECLS
