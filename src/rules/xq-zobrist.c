/* xq-zobrist.c: position hash keys from a fixed-seed generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-zobrist"

#include "config.h"

#include "xq-zobrist.h"

XqZobrist xq_zobrist;

/* SplitMix64 (Steele, Lea, Flood 2014): a documented generator whose output for a fixed seed is
 * stable everywhere; the keys are never persisted, but stable keys make runs reproducible. */
static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
xq_zobrist_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint64 state = G_GUINT64_CONSTANT (0x51494c49); /* "QILI" */

      for (int p = 0; p < XQ_N_PIECES; p++)
        for (int sq = 0; sq < XQ_SQUARES; sq++)
          xq_zobrist.piece[p][sq] = xq_piece_is_valid ((XqPiece) p) ? splitmix64 (&state) : 0;
      xq_zobrist.black_to_move = splitmix64 (&state);
      g_once_init_leave (&done, 1);
    }
}
