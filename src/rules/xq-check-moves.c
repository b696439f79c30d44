/* xq-check-moves.c: the moves that answer a check, and the moves that give one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-check-moves"

#include "config.h"

#include "xq-check-moves.h"

#include <string.h>

#include "xq-movegen.h"
#include "xq-tables.h"

/* Where each kind of piece gives check to the general on @k from, for the present occupancy, and
 * which pieces uncover a check by moving. The general must not be in check already. */
typedef struct
{
  XqBitboard direct[XQ_N_KINDS];  /* points a piece of that kind checks from, occupancy unchanged */
  XqBitboard near;                /* the first two pieces on each line: moving along it changes it */
  XqBitboard line_of[XQ_SQUARES]; /* for a piece in near: its line from the general */
  XqBitboard discoverers;         /* own pieces whose leaving their line or leg uncovers a check */
  XqBitboard screens;             /* empty points between the general and our cannon with nothing between */
} CheckSquares;

static void
check_squares (const XqPosition *pos,
               XqColor           us,
               XqSquare          k,
               CheckSquares     *cs)
{
  XqPiece    rook = xq_piece_make (us, XQ_ROOK), cannon = xq_piece_make (us, XQ_CANNON);
  XqBitboard own = pos->by_color[us], horses = pos->pieces[xq_piece_make (us, XQ_HORSE)];

  cs->near = 0;
  cs->screens = 0;
  cs->discoverers = 0;
  cs->direct[XQ_CANNON] = 0;
  for (int d = 0; d < 4; d++)
    {
      XqBitboard ray = xq_tables.rays[k][d], b = ray & pos->occ;
      XqSquare   s1, s2 = XQ_SQUARE_NONE, s3 = XQ_SQUARE_NONE;
      XqBitboard rest;

      if (!b)
        continue;
      s1 = xq_ray_nearest (b, (XqDirection) d);
      rest = xq_tables.rays[s1][d] & pos->occ;
      cs->near |= xq_bb_square (s1);
      cs->line_of[s1] = ray;
      if (pos->board[s1] == cannon)
        cs->screens |= xq_tables.between[k][s1];
      if (rest)
        {
          s2 = xq_ray_nearest (rest, (XqDirection) d);
          rest = xq_tables.rays[s2][d] & pos->occ;
          cs->direct[XQ_CANNON] |= xq_tables.between[s1][s2] | xq_bb_square (s2);
          cs->near |= xq_bb_square (s2);
          cs->line_of[s2] = ray;
          if (rest)
            s3 = xq_ray_nearest (rest, (XqDirection) d);
        }
      else
        cs->direct[XQ_CANNON] |= xq_tables.rays[s1][d];
      /* Our rook behind the first piece, or our cannon behind the first two. */
      if (s2 != XQ_SQUARE_NONE && pos->board[s2] == rook)
        cs->discoverers |= xq_bb_square (s1) & own;
      if (s3 != XQ_SQUARE_NONE && pos->board[s3] == cannon)
        cs->discoverers |= (xq_bb_square (s1) | xq_bb_square (s2)) & own;
    }
  cs->direct[XQ_ROOK] = xq_rook_targets (k, pos->occ, pos->occ_t);
  cs->direct[XQ_HORSE] = xq_horse_attackers_of (k, pos->occ);
  cs->direct[XQ_PAWN] = xq_tables.pawn_attackers[us][k];
  cs->direct[XQ_KING] = cs->direct[XQ_ADVISOR] = cs->direct[XQ_ELEPHANT] = cs->direct[XQ_NO_KIND] = 0;
  /* Our piece on a horse's leg (a point diagonally next to the general): our horse checks once it
   * steps away. */
  for (int i = 0; i < 4; i++)
    {
      XqSquare leg = xq_tables.diagonal[k][i];
      if (leg != XQ_SQUARE_NONE && xq_bb_test (own, leg) &&
          (xq_horse_attackers_of (k, pos->occ & ~xq_bb_square (leg)) & ~cs->direct[XQ_HORSE] & horses))
        cs->discoverers |= xq_bb_square (leg);
    }
}

/* Which moves of the side to move need their general's safety tested: with the general not in
 * check, only the general's own moves, moves of a piece that shields it (from a rook or the other
 * general behind it, as one of two screens of a cannon, on a horse's leg) and moves onto a point
 * where the piece would become a cannon's only screen can expose it. */
typedef struct
{
  gboolean   exact; /* in check, or no general: every move is tested */
  XqSquare   king;
  XqBitboard shields; /* own pieces whose leaving may expose the general */
  XqBitboard screens; /* empty points between the general and a cannon with nothing between */
} Safety;

static void
safety_init (const XqPosition *pos,
             XqColor           us,
             Safety           *sf)
{
  XqColor    them = xq_color_other (us);
  XqSquare   k = pos->king[us];
  XqBitboard own = pos->by_color[us], horses = pos->pieces[xq_piece_make (them, XQ_HORSE)];
  XqPiece    rook = xq_piece_make (them, XQ_ROOK), cannon = xq_piece_make (them, XQ_CANNON);
  XqPiece    general = xq_piece_make (them, XQ_KING);

  sf->king = k;
  sf->shields = 0;
  sf->screens = 0;
  sf->exact = k == XQ_SQUARE_NONE || xq_position_king_attacked (pos, us);
  if (sf->exact)
    return;
  for (int d = 0; d < 4; d++)
    {
      XqBitboard b = xq_tables.rays[k][d] & pos->occ;
      XqSquare   s1, s2;
      if (!b)
        continue;
      s1 = xq_ray_nearest (b, (XqDirection) d);
      if (pos->board[s1] == cannon)
        sf->screens |= xq_tables.between[k][s1];
      b = xq_tables.rays[s1][d] & pos->occ;
      if (!b)
        continue;
      s2 = xq_ray_nearest (b, (XqDirection) d);
      if (pos->board[s2] == rook || pos->board[s2] == general)
        sf->shields |= xq_bb_square (s1) & own;
      b = xq_tables.rays[s2][d] & pos->occ;
      if (b && pos->board[xq_ray_nearest (b, (XqDirection) d)] == cannon)
        sf->shields |= (xq_bb_square (s1) | xq_bb_square (s2)) & own;
    }
  for (int i = 0; i < 4; i++)
    {
      XqSquare leg = xq_tables.diagonal[k][i];
      if (leg != XQ_SQUARE_NONE && xq_bb_test (own, leg) &&
          (xq_horse_attackers_of (k, pos->occ & ~xq_bb_square (leg)) & horses))
        sf->shields |= xq_bb_square (leg);
    }
}

static inline gboolean
move_is_safe (const XqPosition *pos,
              const Safety     *sf,
              XqMove            m)
{
  XqSquare from = xq_move_from (m);

  if (!sf->exact && from != sf->king && !xq_bb_test (sf->shields, from) && !xq_bb_test (sf->screens, xq_move_to (m)))
    return TRUE;
  return xq_position_move_is_safe (pos, m);
}

/* The legal answers to a check (xq_generate_legal when not in check), found faster than by testing
 * every move: only the general's moves, moves onto the checker or between it and the general (a
 * horse's leg; for a cannon any empty point between, as a second screen), and moves of the side's
 * own cannon screen can answer a single check. A double check falls back to the full generator.
 * With @first_only, stops at the first answer found. */
static void
evasions (XqPosition *pos,
          XqMoveList *list,
          gboolean    first_only)
{
  XqColor    us = (XqColor) pos->side, them = xq_color_other (us);
  XqSquare   k = pos->king[us];
  XqBitboard checkers, to_ok, from_ok, own;
  XqSquare   c;

  xq_move_list_clear (list);
  checkers = k == XQ_SQUARE_NONE ? 0 : xq_position_attackers (pos, k, them, pos->occ);
  if (checkers == 0)
    {
      xq_generate_legal (pos, list);
      return;
    }
  c = xq_bb_first (checkers);
  from_ok = xq_bb_square (k);
  to_ok = checkers;
  if (checkers & (checkers - 1))
    {
      /* A double check: no one move takes or blocks two checkers on two lines, or a horse and
       * another; but when a cannon checks over the other checker as its screen, a piece put
       * between that screen and the general blocks both. Else only the general moves. */
      XqSquare a = c, b = xq_bb_first (checkers & ~xq_bb_square (c));
      XqSquare nearer = xq_bb_test (xq_tables.between[b][k], a) ? a : b;
      XqSquare farther = nearer == a ? b : a;
      to_ok = 0;
      if ((checkers & ~(xq_bb_square (a) | xq_bb_square (b))) == 0 && xq_bb_test (xq_tables.between[farther][k], nearer))
        to_ok = xq_tables.between[nearer][k] & ~pos->occ;
    }
  else
    switch (xq_piece_kind (pos->board[c]))
      {
      case XQ_ROOK:
        to_ok |= xq_tables.between[c][k];
        break;
      case XQ_CANNON:
        to_ok |= xq_tables.between[c][k] & ~pos->occ;
        from_ok |= xq_tables.between[c][k] & pos->by_color[us]; /* the screen, if it is ours */
        break;
        case XQ_HORSE: {
          int      df = xq_square_file (k) - xq_square_file (c), dr = xq_square_rank (k) - xq_square_rank (c);
          XqSquare leg = ABS (df) == 2 ? xq_square_make (xq_square_file (c) + df / 2, xq_square_rank (c))
                                       : xq_square_make (xq_square_file (c), xq_square_rank (c) + dr / 2);
          to_ok |= xq_bb_square (leg);
        }
        break;
      case XQ_PAWN:
      case XQ_KING:
      case XQ_ADVISOR:
      case XQ_ELEPHANT:
      case XQ_NO_KIND:
      default:
        break;
      }

  /* The general first (the likeliest answer, and the first one is all a mate test needs), then
   * the cannon's screen, then every piece onto the checker or into its way. */
  own = pos->by_color[us] & ~xq_bb_square (k);
  for (XqSquare from = k; from != XQ_SQUARE_NONE; from = own ? xq_bb_pop (&own) : XQ_SQUARE_NONE)
    {
      XqBitboard t = xq_position_pseudo_targets (pos, from);
      if (!xq_bb_test (from_ok, from))
        t &= to_ok;
      while (t)
        {
          XqMove m = xq_move_make (from, xq_bb_pop (&t));
          if (xq_position_move_is_safe (pos, m))
            {
              xq_move_list_add (list, m);
              if (first_only)
                return;
            }
        }
    }
}

void
xq_generate_evasions (XqPosition *pos,
                      XqMoveList *list)
{
  evasions (pos, list, FALSE);
}

gboolean
xq_has_evasion (XqPosition *pos)
{
  XqMoveList one;

  evasions (pos, &one, TRUE);
  return one.n > 0;
}

void
xq_generate_checks (XqPosition *pos,
                    XqMoveList *list)
{
  XqColor      us = (XqColor) pos->side, them = xq_color_other (us);
  XqSquare     k = pos->king[them];
  XqBitboard   own;
  CheckSquares cs;
  Safety       sf;

  xq_move_list_clear (list);
  if (k == XQ_SQUARE_NONE)
    return;
  check_squares (pos, us, k, &cs);
  safety_init (pos, us, &sf);
  /* A piece checks from its direct check points, or by stepping between the general and our
   * cannon as its only screen, or by uncovering a check: a discoverer that leaves its line or leg
   * checks wherever it goes. Only moves along the general's lines by the first two pieces on them
   * change those lines in other ways; they are tested exactly, without being played. A move found
   * is then tested for its own general's safety where it could expose it. */
  own = pos->by_color[us];
  while (own)
    {
      XqSquare   from = xq_bb_pop (&own);
      XqKind     kind = xq_piece_kind (pos->board[from]);
      gboolean   moves_line = xq_bb_test (cs.near, from), discovers = xq_bb_test (cs.discoverers, from);
      XqBitboard targets, along = 0, sure, tested;

      if (!moves_line && !discovers && (cs.direct[kind] | cs.screens) == 0)
        continue;
      targets = xq_position_pseudo_targets (pos, from);
      if (moves_line)
        along = targets & cs.line_of[from];
      sure = targets & ~along & (discovers ? xq_tables.all : cs.direct[kind] | cs.screens);
      tested = along;
      while (sure)
        {
          XqMove m = xq_move_make (from, xq_bb_pop (&sure));
          if (move_is_safe (pos, &sf, m))
            xq_move_list_add (list, m);
        }
      while (tested)
        {
          XqMove m = xq_move_make (from, xq_bb_pop (&tested));
          if (xq_position_move_gives_check (pos, m) && move_is_safe (pos, &sf, m))
            xq_move_list_add (list, m);
        }
    }
}
