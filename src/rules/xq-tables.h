/* xq-tables.h: precomputed move and attack tables (private to the engine)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-bitboard.h"
#include "xq-piece.h"

G_BEGIN_DECLS

typedef enum {
  XQ_DIR_NORTH = 0, /* towards Black, rank + 1 */
  XQ_DIR_SOUTH = 1,
  XQ_DIR_EAST = 2, /* file + 1 */
  XQ_DIR_WEST = 3,
} XqDirection;

typedef struct
{
  /* Line moves. Index: position on the line, occupancy of the line (bit per point).
   * slide = empty points reached before the first piece; hit1 = the first piece; hit2 = the
   * piece after it (what a cannon captures). */
  guint16 rank_slide[XQ_FILES][1 << XQ_FILES];
  guint16 rank_hit1[XQ_FILES][1 << XQ_FILES];
  guint16 rank_hit2[XQ_FILES][1 << XQ_FILES];
  guint16 file_slide[XQ_RANKS][1 << XQ_RANKS];
  guint16 file_hit1[XQ_RANKS][1 << XQ_RANKS];
  guint16 file_hit2[XQ_RANKS][1 << XQ_RANKS];
  /* Bit r of a file mask -> square (file 0, rank r) */
  XqBitboard file_spread[1 << XQ_RANKS];

  XqBitboard king_steps[XQ_SQUARES];    /* inside either palace */
  XqBitboard advisor_steps[XQ_SQUARES]; /* inside either palace */
  /* Index: which of the 4 blocking points are occupied (bit i = direction i). */
  XqBitboard horse_moves[XQ_SQUARES][16];
  XqBitboard horse_attackers[XQ_SQUARES][16]; /* points from which a horse reaches sq */
  XqBitboard elephant_moves[XQ_SQUARES][16];
  XqSquare   horse_leg[XQ_SQUARES][4]; /* orthogonal neighbours, XQ_SQUARE_NONE off board */
  XqSquare   diagonal[XQ_SQUARES][4];  /* diagonal neighbours (horse attackers' legs, elephant eyes) */
  XqBitboard pawn_steps[XQ_N_COLORS][XQ_SQUARES];
  XqBitboard pawn_attackers[XQ_N_COLORS][XQ_SQUARES]; /* points from which a pawn of colour c reaches sq */
  XqBitboard rays[XQ_SQUARES][4];                     /* XqDirection, excluding sq */
  XqBitboard between[XQ_SQUARES][XQ_SQUARES];         /* strictly between two points on a line */
  XqBitboard palace[XQ_N_COLORS];
  XqBitboard own_half[XQ_N_COLORS];
  XqBitboard advisor_points[XQ_N_COLORS];
  XqBitboard elephant_points[XQ_N_COLORS];
  XqBitboard all;
} XqTables;

/* The tables are constant data made at build time (xq-tables-gen writes what
 * xq_tables_compute() computes): nothing to initialise, and only the pages read are mapped. */
typedef union
{
  unsigned char bytes[sizeof (XqTables)];
  XqTables      tables;
} XqTablesData;

extern const XqTablesData xq_tables_data;

#define xq_tables (xq_tables_data.tables)

static inline int
xq_transpose (XqSquare sq)
{
  return xq_square_file (sq) * XQ_RANKS + xq_square_rank (sq);
}

/* Empty points a rook or cannon slides to, plus the pieces at the first (hit1) or second (hit2)
 * blocker, from @sq on both lines. @occ is rank-major, @occ_t file-major occupancy. */
static inline XqBitboard
xq_line_targets (XqSquare   sq,
                 XqBitboard occ,
                 XqBitboard occ_t,
                 gboolean   cannon)
{
  int        f = xq_square_file (sq), r = xq_square_rank (sq);
  guint      ro = (guint) (occ >> (r * XQ_FILES)) & 0x1ff;
  guint      fo = (guint) (occ_t >> (f * XQ_RANKS)) & 0x3ff;
  guint      rm = xq_tables.rank_slide[f][ro] | (cannon ? xq_tables.rank_hit2[f][ro] : xq_tables.rank_hit1[f][ro]);
  guint      fm = xq_tables.file_slide[r][fo] | (cannon ? xq_tables.file_hit2[r][fo] : xq_tables.file_hit1[r][fo]);
  XqBitboard bb = ((XqBitboard) rm) << (r * XQ_FILES);
  bb |= xq_tables.file_spread[fm] << f;
  return bb;
}

static inline XqBitboard
xq_rook_targets (XqSquare sq, XqBitboard occ, XqBitboard occ_t)
{
  return xq_line_targets (sq, occ, occ_t, FALSE);
}

static inline XqBitboard
xq_cannon_targets (XqSquare sq, XqBitboard occ, XqBitboard occ_t)
{
  return xq_line_targets (sq, occ, occ_t, TRUE);
}

/* Pieces (any colour) a rook on @sq attacks: the first on each of its lines. */
static inline XqBitboard
xq_rook_hits (XqSquare sq, XqBitboard occ, XqBitboard occ_t)
{
  int   f = xq_square_file (sq), r = xq_square_rank (sq);
  guint ro = (guint) (occ >> (r * XQ_FILES)) & 0x1ff;
  guint fo = (guint) (occ_t >> (f * XQ_RANKS)) & 0x3ff;
  return (((XqBitboard) xq_tables.rank_hit1[f][ro]) << (r * XQ_FILES)) |
         (xq_tables.file_spread[xq_tables.file_hit1[r][fo]] << f);
}

/* Pieces a cannon on @sq attacks (the second on each line). */
static inline XqBitboard
xq_cannon_hits (XqSquare sq, XqBitboard occ, XqBitboard occ_t)
{
  int   f = xq_square_file (sq), r = xq_square_rank (sq);
  guint ro = (guint) (occ >> (r * XQ_FILES)) & 0x1ff;
  guint fo = (guint) (occ_t >> (f * XQ_RANKS)) & 0x3ff;
  return (((XqBitboard) xq_tables.rank_hit2[f][ro]) << (r * XQ_FILES)) |
         (xq_tables.file_spread[xq_tables.file_hit2[r][fo]] << f);
}

/* Pieces on the file of @sq that stand first above and below it (for facing generals). */
static inline XqBitboard
xq_file_hits (XqSquare sq, XqBitboard occ_t)
{
  int   f = xq_square_file (sq), r = xq_square_rank (sq);
  guint fo = (guint) (occ_t >> (f * XQ_RANKS)) & 0x3ff;
  return xq_tables.file_spread[xq_tables.file_hit1[r][fo]] << f;
}

static inline guint
xq_leg_mask (XqSquare sq, XqBitboard occ)
{
  guint m = 0;
  for (int i = 0; i < 4; i++)
    {
      XqSquare l = xq_tables.horse_leg[sq][i];
      if (l != XQ_SQUARE_NONE && xq_bb_test (occ, l))
        m |= 1u << i;
    }
  return m;
}

static inline guint
xq_diagonal_mask (XqSquare sq, XqBitboard occ)
{
  guint m = 0;
  for (int i = 0; i < 4; i++)
    {
      XqSquare d = xq_tables.diagonal[sq][i];
      if (d != XQ_SQUARE_NONE && xq_bb_test (occ, d))
        m |= 1u << i;
    }
  return m;
}

static inline XqBitboard
xq_horse_targets (XqSquare sq, XqBitboard occ)
{
  return xq_tables.horse_moves[sq][xq_leg_mask (sq, occ)];
}

static inline XqBitboard
xq_horse_attackers_of (XqSquare sq, XqBitboard occ)
{
  return xq_tables.horse_attackers[sq][xq_diagonal_mask (sq, occ)];
}

static inline XqBitboard
xq_elephant_targets (XqSquare sq, XqBitboard occ)
{
  return xq_tables.elephant_moves[sq][xq_diagonal_mask (sq, occ)];
}

G_END_DECLS

G_BEGIN_DECLS

static inline XqSquare
xq_ray_nearest (XqBitboard  blockers,
                XqDirection d)
{
  return (d == XQ_DIR_NORTH || d == XQ_DIR_EAST) ? xq_bb_first (blockers) : xq_bb_last (blockers);
}

/* First and second pieces on every line from @sq for an arbitrary occupancy (slower than the
 * table lookups above, for analysis with pieces lifted off or added). */
static inline void
xq_ray_hits (XqSquare    sq,
             XqBitboard  occ,
             XqBitboard *hit1,
             XqBitboard *hit2)
{
  *hit1 = *hit2 = 0;
  for (int d = 0; d < 4; d++)
    {
      XqBitboard b = xq_tables.rays[sq][d] & occ;
      XqSquare   s;
      if (!b)
        continue;
      s = xq_ray_nearest (b, (XqDirection) d);
      *hit1 |= xq_bb_square (s);
      b &= ~xq_bb_square (s);
      if (b)
        *hit2 |= xq_bb_square (xq_ray_nearest (b, (XqDirection) d));
    }
}

G_END_DECLS
