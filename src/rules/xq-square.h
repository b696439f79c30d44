/* xq-square.h: the 90 points of the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A point of the board. Files 0–8 run from Red's left (ICCS a–i), ranks 0–9 from Red's back
 * rank (ICCS 0–9). Only this header computes raw square numbers. */
typedef guint8 XqSquare;

#define XQ_FILES       9
#define XQ_RANKS       10
#define XQ_SQUARES     90
#define XQ_SQUARE_NONE ((XqSquare) 0xff)

static inline XqSquare
xq_square_make (int file,
                int rank)
{
  return (XqSquare) (rank * XQ_FILES + file);
}

static inline int
xq_square_file (XqSquare sq)
{
  return sq % XQ_FILES;
}

static inline int
xq_square_rank (XqSquare sq)
{
  return sq / XQ_FILES;
}

static inline gboolean
xq_square_is_valid (XqSquare sq)
{
  return sq < XQ_SQUARES;
}

static inline gboolean
xq_coords_are_valid (int file,
                     int rank)
{
  return file >= 0 && file < XQ_FILES && rank >= 0 && rank < XQ_RANKS;
}

/* Mirror top to bottom (Red's view <-> Black's view) */
static inline XqSquare
xq_square_flip_rank (XqSquare sq)
{
  return xq_square_make (xq_square_file (sq), XQ_RANKS - 1 - xq_square_rank (sq));
}

/* Writes "e0" style ICCS name plus NUL into @buf (3 bytes). */
void xq_square_to_iccs (XqSquare sq,
                        char    *buf);
/* Parses two ICCS characters (a–i, 0–9, case-insensitive). */
gboolean xq_square_from_iccs (const char *text,
                              XqSquare   *out_sq);

G_END_DECLS
