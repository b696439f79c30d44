/* xq-rules.h: the single include for the rules engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-alternatives.h"
#include "xq-analysis.h"
#include "xq-bitboard.h"
#include "xq-capture-eval.h"
#include "xq-fen.h"
#include "xq-forbidden-moves.h"
#include "xq-mate.h"
#include "xq-material.h"
#include "xq-move-list.h"
#include "xq-move.h"
#include "xq-movegen.h"
#include "xq-notation.h"
#include "xq-perft.h"
#include "xq-piece.h"
#include "xq-position.h"
#include "xq-profile.h"
#include "xq-review.h"
#include "xq-ruling.h"
#include "xq-square.h"
#include "xq-threats.h"
