/* xq-movegen.c: move generation, bulk counting and move checking
 *
 * Legality: a pseudo-legal move is legal unless it leaves the mover's general attacked. When the
 * side to move is not in check, only a few moves can do that — the general's own moves, moves
 * of a piece that shields the general from a rook, a cannon (either of its two screens), the
 * facing general or a horse (its leg), and moves onto an open line between the general and an
 * enemy cannon (they become its screen). Those moves are tested by make/test/unmake; all other
 * moves are legal without a test. In check every move is tested.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-movegen"

#include "config.h"

#include "xq-movegen.h"

#include <stdlib.h>

#include "xq-tables.h"

typedef struct
{
  XqBitboard test_from; /* moves from these points need a full test */
  XqBitboard test_to;   /* moves to these (empty) points need a full test */
} Guard;

static inline gboolean
is_piece (const XqPosition *pos,
          XqSquare          sq,
          XqColor           color,
          XqKind            kind)
{
  return pos->board[sq] == xq_piece_make (color, kind);
}

static void
compute_guard (const XqPosition *pos,
               Guard            *g)
{
  XqColor    us = (XqColor) pos->side, them = xq_color_other (us);
  XqSquare   k = pos->king[us];
  XqBitboard mine = pos->by_color[us];
  XqBitboard enemy_horses;

  g->test_from = 0;
  g->test_to = 0;
  if (k == XQ_SQUARE_NONE)
    return;
  g->test_from = xq_bb_square (k);
  if (xq_position_king_attacked (pos, us))
    {
      g->test_from = xq_tables.all;
      return;
    }

  for (int d = 0; d < 4; d++)
    {
      XqBitboard b = xq_tables.rays[k][d] & pos->occ;
      XqSquare   p1, p2 = XQ_SQUARE_NONE, p3 = XQ_SQUARE_NONE;

      if (!b)
        continue;
      p1 = xq_ray_nearest (b, (XqDirection) d);
      b &= ~xq_bb_square (p1);
      if (b)
        {
          p2 = xq_ray_nearest (b, (XqDirection) d);
          b &= ~xq_bb_square (p2);
          if (b)
            p3 = xq_ray_nearest (b, (XqDirection) d);
        }

      if (is_piece (pos, p1, them, XQ_CANNON))
        g->test_to |= xq_tables.between[k][p1];
      if (p2 == XQ_SQUARE_NONE)
        continue;
      if (xq_bb_test (mine, p1) &&
          (is_piece (pos, p2, them, XQ_ROOK) ||
           ((d == XQ_DIR_NORTH || d == XQ_DIR_SOUTH) && is_piece (pos, p2, them, XQ_KING))))
        g->test_from |= xq_bb_square (p1);
      if (p3 != XQ_SQUARE_NONE && is_piece (pos, p3, them, XQ_CANNON))
        g->test_from |= (xq_bb_square (p1) | xq_bb_square (p2)) & mine;
    }

  enemy_horses = pos->pieces[xq_piece_make (them, XQ_HORSE)];
  if (enemy_horses)
    for (int i = 0; i < 4; i++)
      {
        XqSquare leg = xq_tables.diagonal[k][i];
        if (leg != XQ_SQUARE_NONE && xq_bb_test (mine, leg) &&
            (xq_tables.horse_attackers[k][0xf & ~(1u << i)] & enemy_horses))
          g->test_from |= xq_bb_square (leg);
      }
}

static inline XqBitboard
piece_targets (const XqPosition *pos,
               XqSquare          sq,
               XqKind            kind,
               XqColor           us)
{
  switch (kind)
    {
    case XQ_KING:
      return xq_tables.king_steps[sq];
    case XQ_ADVISOR:
      return xq_tables.advisor_steps[sq];
    case XQ_ELEPHANT:
      return xq_elephant_targets (sq, pos->occ);
    case XQ_HORSE:
      return xq_horse_targets (sq, pos->occ);
    case XQ_ROOK:
      return xq_rook_targets (sq, pos->occ, pos->occ_t);
    case XQ_CANNON:
      return xq_cannon_targets (sq, pos->occ, pos->occ_t);
    case XQ_PAWN:
      return xq_tables.pawn_steps[us][sq];
    case XQ_NO_KIND:
    default:
      return 0;
    }
}

/* Would the mover's general be safe after @move? Computed on the changed occupancy without
 * making the move: the general (moved or not) must not be attacked by a rook, cannon, horse or
 * pawn of the other side, nor face the other general. A piece captured on the to-point attacks
 * nothing any more. */
static inline gboolean
leaves_king_safe (const XqPosition *pos,
                  XqMove            move)
{
  XqSquare   from = xq_move_from (move), to = xq_move_to (move);
  XqColor    us = (XqColor) pos->side, them = xq_color_other (us);
  XqBitboard gone = ~xq_bb_square (to);
  XqBitboard occ = (pos->occ & ~xq_bb_square (from)) | xq_bb_square (to);
  XqBitboard occ_t = (pos->occ_t & ~((XqBitboard) 1 << xq_transpose (from))) | ((XqBitboard) 1 << xq_transpose (to));
  XqSquare   k = xq_piece_kind (pos->board[from]) == XQ_KING ? to : pos->king[us];

  if (k == XQ_SQUARE_NONE)
    return TRUE;
  if (xq_rook_hits (k, occ, occ_t) & pos->pieces[xq_piece_make (them, XQ_ROOK)] & gone)
    return FALSE;
  if (xq_file_hits (k, occ_t) & pos->pieces[xq_piece_make (them, XQ_KING)])
    return FALSE;
  if (xq_cannon_hits (k, occ, occ_t) & pos->pieces[xq_piece_make (them, XQ_CANNON)] & gone)
    return FALSE;
  if (xq_horse_attackers_of (k, occ) & pos->pieces[xq_piece_make (them, XQ_HORSE)] & gone)
    return FALSE;
  if (xq_tables.pawn_attackers[them][k] & pos->pieces[xq_piece_make (them, XQ_PAWN)] & gone)
    return FALSE;
  return TRUE;
}

gboolean
xq_position_move_is_safe (const XqPosition *pos,
                          XqMove            move)
{
  return leaves_king_safe (pos, move);
}

gboolean
xq_position_move_gives_check (const XqPosition *pos,
                              XqMove            move)
{
  XqSquare   from = xq_move_from (move), to = xq_move_to (move);
  XqColor    us = (XqColor) pos->side, them = xq_color_other (us);
  XqSquare   k = pos->king[them];
  XqKind     kind = xq_piece_kind (pos->board[from]);
  XqBitboard occ = (pos->occ & ~xq_bb_square (from)) | xq_bb_square (to);
  XqBitboard occ_t, rooks, cannons, horses;

  if (k == XQ_SQUARE_NONE)
    return FALSE;
  /* The moved piece from its new point. */
  switch (kind)
    {
    case XQ_PAWN:
      if (xq_bb_test (xq_tables.pawn_attackers[us][k], to))
        return TRUE;
      break;
    case XQ_HORSE:
      if (xq_bb_test (xq_horse_attackers_of (k, occ), to))
        return TRUE;
      break;
    case XQ_KING:
    case XQ_ADVISOR:
    case XQ_ELEPHANT:
    case XQ_ROOK:
    case XQ_CANNON:
    case XQ_NO_KIND:
    default:
      break;
    }
  /* Lines and legs: the moved piece (a rook or cannon) and every piece the change of occupancy
   * may uncover. */
  occ_t = (pos->occ_t & ~((XqBitboard) 1 << xq_transpose (from))) | ((XqBitboard) 1 << xq_transpose (to));
  rooks = pos->pieces[xq_piece_make (us, XQ_ROOK)];
  cannons = pos->pieces[xq_piece_make (us, XQ_CANNON)];
  horses = pos->pieces[xq_piece_make (us, XQ_HORSE)] & ~xq_bb_square (from);
  if (kind == XQ_ROOK)
    rooks = (rooks & ~xq_bb_square (from)) | xq_bb_square (to);
  else if (kind == XQ_CANNON)
    cannons = (cannons & ~xq_bb_square (from)) | xq_bb_square (to);
  if ((rooks | cannons) && (xq_rook_hits (k, occ, occ_t) & rooks))
    return TRUE;
  if (cannons && (xq_cannon_hits (k, occ, occ_t) & cannons))
    return TRUE;
  return horses && (xq_horse_attackers_of (k, occ) & horses);
}

XqBitboard
xq_position_pseudo_targets (const XqPosition *pos,
                            XqSquare          from)
{
  XqPiece piece = pos->board[from];

  if (piece == XQ_NO_PIECE)
    return 0;
  return piece_targets (pos, from, xq_piece_kind (piece), xq_piece_color (piece)) & ~pos->by_color[xq_piece_color (piece)];
}

void
xq_generate_pseudo (const XqPosition *pos,
                    XqMoveList       *list)
{
  XqColor    us = (XqColor) pos->side;
  XqBitboard own = pos->by_color[us];

  xq_move_list_clear (list);
  for (XqKind kind = XQ_KING; kind <= XQ_PAWN; kind++)
    {
      XqBitboard pieces = pos->pieces[xq_piece_make (us, kind)];
      while (pieces)
        {
          XqSquare   from = xq_bb_pop (&pieces);
          XqBitboard t = piece_targets (pos, from, kind, us) & ~own;
          while (t)
            xq_move_list_add (list, xq_move_make (from, xq_bb_pop (&t)));
        }
    }
}

void
xq_generate_legal (XqPosition *pos,
                   XqMoveList *list)
{
  XqColor    us = (XqColor) pos->side;
  XqBitboard own = pos->by_color[us];
  Guard      g;

  compute_guard (pos, &g);
  xq_move_list_clear (list);
  for (XqKind kind = XQ_KING; kind <= XQ_PAWN; kind++)
    {
      XqBitboard pieces = pos->pieces[xq_piece_make (us, kind)];
      while (pieces)
        {
          XqSquare   from = xq_bb_pop (&pieces);
          XqBitboard t = piece_targets (pos, from, kind, us) & ~own;
          gboolean   test_all = xq_bb_test (g.test_from, from);
          while (t)
            {
              XqSquare to = xq_bb_pop (&t);
              XqMove   m = xq_move_make (from, to);
              if ((!test_all && !xq_bb_test (g.test_to, to)) || leaves_king_safe (pos, m))
                xq_move_list_add (list, m);
            }
        }
    }
}

/* Bulk counting is mostly popcounts: give CPUs that have the instruction a clone that uses it
 * (x86-64 baseline lacks it; the loader picks the clone at run time). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define HOT_CLONES __attribute__ ((target_clones ("popcnt", "default")))
#else
#define HOT_CLONES
#endif

HOT_CLONES guint
xq_count_legal (XqPosition *pos)
{
  XqColor    us = (XqColor) pos->side;
  XqBitboard own = pos->by_color[us];
  Guard      g;
  guint      n = 0;

  compute_guard (pos, &g);
  for (XqKind kind = XQ_KING; kind <= XQ_PAWN; kind++)
    {
      XqBitboard pieces = pos->pieces[xq_piece_make (us, kind)];
      while (pieces)
        {
          XqSquare   from = xq_bb_pop (&pieces);
          XqBitboard t = piece_targets (pos, from, kind, us) & ~own;
          XqBitboard tested = xq_bb_test (g.test_from, from) ? t : t & g.test_to;

          n += (guint) xq_bb_count (t & ~tested);
          while (tested)
            n += leaves_king_safe (pos, xq_move_make (from, xq_bb_pop (&tested)));
        }
    }
  return n;
}

gboolean
xq_has_legal_move (XqPosition *pos)
{
  XqColor    us = (XqColor) pos->side;
  XqBitboard own = pos->by_color[us];
  Guard      g;

  compute_guard (pos, &g);
  for (XqKind kind = XQ_KING; kind <= XQ_PAWN; kind++)
    {
      XqBitboard pieces = pos->pieces[xq_piece_make (us, kind)];
      while (pieces)
        {
          XqSquare   from = xq_bb_pop (&pieces);
          XqBitboard t = piece_targets (pos, from, kind, us) & ~own;
          XqBitboard tested = xq_bb_test (g.test_from, from) ? t : t & g.test_to;

          if (t & ~tested)
            return TRUE;
          while (tested)
            if (leaves_king_safe (pos, xq_move_make (from, xq_bb_pop (&tested))))
              return TRUE;
        }
    }
  return FALSE;
}

XqBitboard
xq_position_legal_targets (XqPosition *pos,
                           XqSquare    from)
{
  XqPiece    piece;
  XqBitboard t, result = 0;

  g_return_val_if_fail (xq_square_is_valid (from), 0);
  piece = pos->board[from];
  if (piece == XQ_NO_PIECE || xq_piece_color (piece) != pos->side)
    return 0;
  t = piece_targets (pos, from, xq_piece_kind (piece), (XqColor) pos->side) & ~pos->by_color[pos->side];
  while (t)
    {
      XqSquare to = xq_bb_pop (&t);
      if (leaves_king_safe (pos, xq_move_make (from, to)))
        result |= xq_bb_square (to);
    }
  return result;
}

static XqMoveProblem
check_shape (const XqPosition *pos,
             XqSquare          from,
             XqSquare          to,
             XqPiece           piece)
{
  XqColor us = xq_piece_color (piece);
  int     df = xq_square_file (to) - xq_square_file (from);
  int     dr = xq_square_rank (to) - xq_square_rank (from);
  int     adf = abs (df), adr = abs (dr);
  int     fwd = us == XQ_RED ? 1 : -1;

  switch (xq_piece_kind (piece))
    {
    case XQ_KING:
      if (adf + adr != 1)
        return XQ_MOVE_BAD_SHAPE;
      if (!xq_bb_test (xq_tables.palace[us], to))
        return XQ_MOVE_LEAVES_PALACE;
      return XQ_MOVE_OK;
    case XQ_ADVISOR:
      if (adf != 1 || adr != 1)
        return XQ_MOVE_BAD_SHAPE;
      if (!xq_bb_test (xq_tables.palace[us], to))
        return XQ_MOVE_LEAVES_PALACE;
      return XQ_MOVE_OK;
    case XQ_ELEPHANT:
      if (adf != 2 || adr != 2)
        return XQ_MOVE_BAD_SHAPE;
      if (!xq_bb_test (xq_tables.own_half[us], to))
        return XQ_MOVE_CROSSES_RIVER;
      if (pos->board[xq_square_make (xq_square_file (from) + df / 2, xq_square_rank (from) + dr / 2)])
        return XQ_MOVE_ELEPHANT_EYE;
      return XQ_MOVE_OK;
    case XQ_HORSE:
      if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1)))
        return XQ_MOVE_BAD_SHAPE;
      if (pos->board[adr == 2 ? xq_square_make (xq_square_file (from), xq_square_rank (from) + dr / 2)
                              : xq_square_make (xq_square_file (from) + df / 2, xq_square_rank (from))])
        return XQ_MOVE_HORSE_LEG;
      return XQ_MOVE_OK;
    case XQ_ROOK:
      case XQ_CANNON: {
        int screens;
        if (adf != 0 && adr != 0)
          return XQ_MOVE_BAD_SHAPE;
        screens = xq_bb_count (xq_tables.between[from][to] & pos->occ);
        if (pos->board[to] == XQ_NO_PIECE || xq_piece_kind (piece) == XQ_ROOK)
          return screens ? XQ_MOVE_LINE_BLOCKED : XQ_MOVE_OK;
        if (screens == 0)
          return XQ_MOVE_CANNON_NO_SCREEN;
        return screens == 1 ? XQ_MOVE_OK : XQ_MOVE_CANNON_SCREENS;
      }
    case XQ_PAWN:
      if (df == 0 && dr == fwd)
        return XQ_MOVE_OK;
      if (df == 0 && dr == -fwd)
        return XQ_MOVE_PAWN_BACKWARD;
      if (adf == 1 && dr == 0)
        return xq_bb_test (xq_tables.own_half[us], from) ? XQ_MOVE_PAWN_SIDEWAYS : XQ_MOVE_OK;
      return dr * fwd < 0 ? XQ_MOVE_PAWN_BACKWARD : XQ_MOVE_BAD_SHAPE;
    case XQ_NO_KIND:
    default:
      return XQ_MOVE_NO_PIECE;
    }
}

XqMoveProblem
xq_position_check_move (XqPosition *pos,
                        XqMove      move)
{
  XqSquare      from = xq_move_from (move), to = xq_move_to (move);
  XqPiece       piece;
  XqMoveProblem problem;
  XqUndo        undo;
  XqColor       us = (XqColor) pos->side;

  if (!xq_square_is_valid (from) || !xq_square_is_valid (to) || from == to)
    return XQ_MOVE_SAME_SQUARE;
  piece = pos->board[from];
  if (piece == XQ_NO_PIECE)
    return XQ_MOVE_NO_PIECE;
  if (xq_piece_color (piece) != us)
    return XQ_MOVE_NOT_YOUR_PIECE;
  if (pos->board[to] != XQ_NO_PIECE && xq_piece_color (pos->board[to]) == us)
    return XQ_MOVE_OWN_PIECE;
  problem = check_shape (pos, from, to, piece);
  if (problem != XQ_MOVE_OK)
    return problem;

  xq_position_make (pos, move, &undo);
  if (xq_position_kings_facing (pos))
    problem = XQ_MOVE_GENERALS_FACE;
  else if (xq_position_king_attacked (pos, us))
    problem = XQ_MOVE_LEAVES_IN_CHECK;
  xq_position_unmake (pos, move, &undo);
  return problem;
}

XqPositionState
xq_position_state (XqPosition *pos)
{
  if (xq_has_legal_move (pos))
    return XQ_STATE_PLAYING;
  return xq_position_in_check (pos) ? XQ_STATE_CHECKMATE : XQ_STATE_STALEMATE;
}
