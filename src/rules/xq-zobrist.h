/* xq-zobrist.h: position hash keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-piece.h"
#include "xq-square.h"

G_BEGIN_DECLS

typedef struct
{
  guint64 piece[XQ_N_PIECES][XQ_SQUARES];
  guint64 black_to_move;
} XqZobrist;

extern XqZobrist xq_zobrist;

/* Fills the keys from a fixed seed, so keys are the same in every run. Idempotent. */
void xq_zobrist_init (void);

G_END_DECLS
