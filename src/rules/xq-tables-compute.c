/* xq-tables-compute.c: the move and attack tables, computed
 *
 * Run at build time only: xq-tables-gen writes what this computes as the constant xq_tables_data
 * (xq-tables-data.c in the build folder), so that start-up neither computes the tables nor
 * writes their 300 KB, and a process maps only the pages it reads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-tables"

#include "config.h"

#include "xq-tables-compute.h"

#include <string.h>

static const int orth_df[4] = { 0, 0, 1, -1 }; /* north, south, east, west */
static const int orth_dr[4] = { 1, -1, 0, 0 };
static const int diag_df[4] = { 1, -1, 1, -1 }; /* NE, NW, SE, SW */
static const int diag_dr[4] = { 1, 1, -1, -1 };

static gboolean
in_palace (int file,
           int rank)
{
  return file >= 3 && file <= 5 && (rank <= 2 || rank >= 7);
}

static gboolean
same_half (int r1,
           int r2)
{
  return (r1 <= 4) == (r2 <= 4);
}

static XqBitboard
bb_at (int file,
       int rank)
{
  return xq_bb_square (xq_square_make (file, rank));
}

/* Slide/hit masks for a piece at @pos on a line of @len points with occupancy @occ. */
static void
line_masks (int      pos,
            guint    occ,
            int      len,
            guint16 *slide,
            guint16 *hit1,
            guint16 *hit2)
{
  *slide = *hit1 = *hit2 = 0;
  for (int step = -1; step <= 1; step += 2)
    {
      int i = pos + step;
      int found = 0;
      for (; i >= 0 && i < len; i += step)
        {
          if (occ & (1u << i))
            {
              found++;
              if (found == 1)
                *hit1 |= (guint16) (1u << i);
              else
                {
                  *hit2 |= (guint16) (1u << i);
                  break;
                }
            }
          else if (found == 0)
            *slide |= (guint16) (1u << i);
        }
    }
}

void
xq_tables_compute (XqTables *t)
{
  memset (t, 0, sizeof *t);

  for (int pos = 0; pos < XQ_FILES; pos++)
    for (guint occ = 0; occ < (1u << XQ_FILES); occ++)
      line_masks (pos, occ, XQ_FILES, &t->rank_slide[pos][occ], &t->rank_hit1[pos][occ], &t->rank_hit2[pos][occ]);
  for (int pos = 0; pos < XQ_RANKS; pos++)
    for (guint occ = 0; occ < (1u << XQ_RANKS); occ++)
      line_masks (pos, occ, XQ_RANKS, &t->file_slide[pos][occ], &t->file_hit1[pos][occ], &t->file_hit2[pos][occ]);
  for (guint m = 0; m < (1u << XQ_RANKS); m++)
    for (int r = 0; r < XQ_RANKS; r++)
      if (m & (1u << r))
        t->file_spread[m] |= bb_at (0, r);

  for (int r = 0; r < XQ_RANKS; r++)
    for (int f = 0; f < XQ_FILES; f++)
      {
        XqSquare sq = xq_square_make (f, r);
        t->all |= xq_bb_square (sq);
        if (in_palace (f, r))
          t->palace[r <= 4 ? XQ_RED : XQ_BLACK] |= xq_bb_square (sq);
        t->own_half[r <= 4 ? XQ_RED : XQ_BLACK] |= xq_bb_square (sq);
      }

  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    {
      int f = xq_square_file (sq), r = xq_square_rank (sq);

      for (int d = 0; d < 4; d++)
        {
          int lf = f + orth_df[d], lr = r + orth_dr[d];
          int df = f + diag_df[d], dr = r + diag_dr[d];

          t->horse_leg[sq][d] = xq_coords_are_valid (lf, lr) ? xq_square_make (lf, lr) : XQ_SQUARE_NONE;
          t->diagonal[sq][d] = xq_coords_are_valid (df, dr) ? xq_square_make (df, dr) : XQ_SQUARE_NONE;

          if (in_palace (f, r) && xq_coords_are_valid (lf, lr) && in_palace (lf, lr) && same_half (r, lr))
            t->king_steps[sq] |= bb_at (lf, lr);
          if (in_palace (f, r) && xq_coords_are_valid (df, dr) && in_palace (df, dr) && same_half (r, dr))
            t->advisor_steps[sq] |= bb_at (df, dr);

          for (int ff = lf, rr = lr; xq_coords_are_valid (ff, rr); ff += orth_df[d], rr += orth_dr[d])
            t->rays[sq][d] |= bb_at (ff, rr);
        }

      for (guint mask = 0; mask < 16; mask++)
        for (int d = 0; d < 4; d++)
          {
            /* Horse: leg in orthogonal direction d, two targets beyond it. */
            if (!(mask & (1u << d)) && t->horse_leg[sq][d] != XQ_SQUARE_NONE)
              {
                for (int side = -1; side <= 1; side += 2)
                  {
                    int tf = f + 2 * orth_df[d] + (orth_df[d] == 0 ? side : 0);
                    int tr = r + 2 * orth_dr[d] + (orth_dr[d] == 0 ? side : 0);
                    if (xq_coords_are_valid (tf, tr))
                      t->horse_moves[sq][mask] |= bb_at (tf, tr);
                  }
              }
            /* Horse attackers and elephants: blocking point diagonal d. */
            if (!(mask & (1u << d)) && t->diagonal[sq][d] != XQ_SQUARE_NONE)
              {
                int hf1 = f + diag_df[d], hr1 = r + 2 * diag_dr[d];
                int hf2 = f + 2 * diag_df[d], hr2 = r + diag_dr[d];
                int ef = f + 2 * diag_df[d], er = r + 2 * diag_dr[d];
                if (xq_coords_are_valid (hf1, hr1))
                  t->horse_attackers[sq][mask] |= bb_at (hf1, hr1);
                if (xq_coords_are_valid (hf2, hr2))
                  t->horse_attackers[sq][mask] |= bb_at (hf2, hr2);
                if (xq_coords_are_valid (ef, er) && same_half (r, er))
                  t->elephant_moves[sq][mask] |= bb_at (ef, er);
              }
          }

      for (int c = 0; c < XQ_N_COLORS; c++)
        {
          int      fwd = c == XQ_RED ? 1 : -1;
          gboolean crossed = c == XQ_RED ? r >= 5 : r <= 4;
          if (xq_coords_are_valid (f, r + fwd))
            t->pawn_steps[c][sq] |= bb_at (f, r + fwd);
          if (crossed)
            {
              if (f > 0)
                t->pawn_steps[c][sq] |= bb_at (f - 1, r);
              if (f < XQ_FILES - 1)
                t->pawn_steps[c][sq] |= bb_at (f + 1, r);
            }
        }
    }

  for (int c = 0; c < XQ_N_COLORS; c++)
    for (XqSquare from = 0; from < XQ_SQUARES; from++)
      {
        XqBitboard steps = t->pawn_steps[c][from];
        while (steps)
          t->pawn_attackers[c][xq_bb_pop (&steps)] |= xq_bb_square (from);
      }

  for (XqSquare a = 0; a < XQ_SQUARES; a++)
    for (int d = 0; d < 4; d++)
      {
        XqBitboard acc = 0;
        XqBitboard ray = t->rays[a][d];
        while (ray)
          {
            XqSquare b = (d == XQ_DIR_NORTH || d == XQ_DIR_EAST) ? xq_bb_first (ray) : xq_bb_last (ray);
            ray &= ~xq_bb_square (b);
            t->between[a][b] = acc;
            acc |= xq_bb_square (b);
          }
      }

  /* Advisor and elephant points of each side. */
  {
    static const int adv[5][2] = { { 3, 0 }, { 5, 0 }, { 4, 1 }, { 3, 2 }, { 5, 2 } };
    static const int ele[7][2] = { { 2, 0 }, { 6, 0 }, { 0, 2 }, { 4, 2 }, { 8, 2 }, { 2, 4 }, { 6, 4 } };
    for (int i = 0; i < 5; i++)
      {
        t->advisor_points[XQ_RED] |= bb_at (adv[i][0], adv[i][1]);
        t->advisor_points[XQ_BLACK] |= bb_at (adv[i][0], 9 - adv[i][1]);
      }
    for (int i = 0; i < 7; i++)
      {
        t->elephant_points[XQ_RED] |= bb_at (ele[i][0], ele[i][1]);
        t->elephant_points[XQ_BLACK] |= bb_at (ele[i][0], 9 - ele[i][1]);
      }
  }
}
