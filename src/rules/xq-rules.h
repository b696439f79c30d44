/* xq-rules.h: the single include for the rules engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-bitboard.h"
#include "xq-fen.h"
#include "xq-move-list.h"
#include "xq-move.h"
#include "xq-movegen.h"
#include "xq-notation.h"
#include "xq-perft.h"
#include "xq-piece.h"
#include "xq-position.h"
#include "xq-square.h"
