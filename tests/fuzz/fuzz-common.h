/* fuzz-common.h: properties the fuzz harnesses check besides "no crash"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stddef.h>
#include <stdint.h>

#include "xq-records.h"

G_BEGIN_DECLS

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* Writes @game as PGN in @notation, reads it back and aborts unless the same game returns
 * (a '}' in a comment comes back as '｝', which PGN needs). */
void fuzz_check_pgn_round_trip (const XqGame *game,
                                XqNotation    notation);

G_END_DECLS
