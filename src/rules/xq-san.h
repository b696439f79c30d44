/* xq-san.h: writing moves in algebraic notation (SAN), for xq_notation_write()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-notation.h"

G_BEGIN_DECLS

/* Writes legal @move in SAN, ranks counted as @notation says, into @buf; returns its length. */
gsize xq_san_write (const XqPosition *pos,
                    XqMove            move,
                    XqNotation        notation,
                    char              buf[XQ_NOTATION_MAX_SIZE]);

G_END_DECLS
