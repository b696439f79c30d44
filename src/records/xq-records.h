/* xq-records.h: the single include for the game-record layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-encoding.h"
#include "xq-fen-file.h"
#include "xq-game-node.h"
#include "xq-game-review.h"
#include "xq-game.h"
#include "xq-pgn-edit.h"
#include "xq-pgn-index.h"
#include "xq-pgn.h"
#include "xq-position-list.h"
#include "xq-record-error.h"
#include "xq-record-file.h"
#include "xq-record-save.h"
#include "xq-record-warning.h"
#include "xq-record-writer.h"
#include "xq-wxf.h"
#include "xq-xqf.h"
