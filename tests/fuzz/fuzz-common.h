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

/* Writes @game as XQF, reads it back and aborts unless the same start and tree return (a comment
 * before a move joined to the one after it, no marks: what XQF holds). */
void fuzz_check_xqf_round_trip (const XqGame *game);

/* Reads @game's source both ways and checks what leniency promises: strict reading succeeds
 * exactly when lenient reading finds nothing to warn about, and then gives the same game;
 * every warning names a game and a place and is valid UTF-8. @lenient and @strict are the two
 * results (either may be NULL), @warnings what the lenient reading reported. */
void fuzz_check_lenient (const XqGame *lenient,
                         const XqGame *strict,
                         GPtrArray    *warnings);

G_END_DECLS
