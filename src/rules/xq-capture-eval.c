/* xq-capture-eval.c: protection of a piece against a capture, and exchange counting
 *
 * A piece is protected (有根) when, after the capture, its side can legally recapture on the point.
 * Pieces that bear on the point but cannot legally recapture make a false root (假根): pinned, the
 * generals would face, or the general would step onto an attacked point. Pieces that can recapture
 * only because the capture itself opened their way are hidden roots (暗根); they protect. When a
 * recapture exists but the exchange on the point still nets material for the capturer, the piece
 * is under-protected (少根). CXA 28.16, 29.3; seed 002 有根子和無根子; RULES.md §3.4.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-capture-eval"

#include "config.h"

#include "xq-capture-eval.h"

#include <string.h>

#include "xq-material.h"
#include "xq-tables.h"

/* Is the move from @d to @sq legal for the side to move? Captures of the general always count
 * (they end the game). Attacks on the mover's general by pieces in @ignore are disregarded: when
 * a move is analysed by letting its opponent pass, a check that move gave is still on the board,
 * and a defender protects unless the recapture itself exposes its general (a pin); @ignore may
 * also hold a check standing on the capturer (xq_evaluate_capture_full()). Fills why not. */
static gboolean
capture_is_legal (XqPosition   *pos,
                  XqSquare      d,
                  XqSquare      sq,
                  XqBitboard    ignore,
                  XqRootReason *reason,
                  XqSquare     *by)
{
  XqColor  us = (XqColor) pos->side;
  XqMove   m = xq_move_make (d, sq);
  XqUndo   undo;
  gboolean legal = TRUE;

  *reason = XQ_ROOT_NONE;
  *by = XQ_SQUARE_NONE;
  if (xq_piece_kind (pos->board[sq]) == XQ_KING)
    return TRUE;
  xq_position_make (pos, m, &undo);
  if (xq_position_kings_facing (pos))
    {
      legal = FALSE;
      *reason = XQ_ROOT_GENERALS_FACE;
      *by = pos->king[xq_color_other (us)];
    }
  else if (xq_position_king_attacked (pos, us))
    {
      XqBitboard a = xq_position_attackers (pos, pos->king[us], xq_color_other (us), pos->occ);
      if ((a & ~ignore) || xq_piece_kind (pos->board[sq]) == XQ_KING)
        {
          legal = FALSE;
          *reason = xq_piece_kind (pos->board[sq]) == XQ_KING ? XQ_ROOT_KING_INTO_ATTACK : XQ_ROOT_PINNED;
          a &= ~ignore;
          *by = a ? xq_bb_first (a) : XQ_SQUARE_NONE;
        }
    }
  xq_position_unmake (pos, m, &undo);
  return legal;
}

/* The cheapest piece of the side to move that can legally capture on @sq, or XQ_SQUARE_NONE. */
static XqSquare
cheapest_capturer (XqPosition *pos,
                   XqSquare    sq,
                   XqBitboard  ignore)
{
  XqBitboard geo = xq_position_attackers (pos, sq, (XqColor) pos->side, pos->occ);
  XqSquare   best = XQ_SQUARE_NONE;
  int        best_value = G_MAXINT;

  while (geo)
    {
      XqSquare     d = xq_bb_pop (&geo);
      int          v = xq_piece_value (pos->board[d]);
      XqRootReason r;
      XqSquare     by;
      if (v < best_value && capture_is_legal (pos, d, sq, ignore, &r, &by))
        {
          best = d;
          best_value = v;
        }
    }
  return best;
}

/* A crossed pawn captured on @sq counts for the floating-pawn balance (25.3); an uncrossed one has
 * no material value there (it still counts 1 in the exchange, as a pawn that may cross). */
static int
crossed_pawn_count (const XqPosition *pos,
                    XqSquare          sq)
{
  return xq_piece_kind (pos->board[sq]) == XQ_PAWN && xq_pawn_has_crossed (pos->board[sq], sq) ? 1 : 0;
}

/* Best exchange on @sq for the side to move, standing pat when it gains nothing. @crossed gets the
 * crossed pawns it nets on the line it chooses (taken minus lost), @pieces the value of the other
 * pieces (pawns excluded). */
static int
exchange (XqPosition *pos,
          XqSquare    sq,
          XqBitboard  ignore,
          int         depth,
          int        *pieces,
          int        *crossed)
{
  XqSquare d;
  XqUndo   undo;
  XqMove   m;
  int      captured, v, sub_pieces = 0, sub_crossed = 0, here_crossed;
  gboolean pawn;

  *pieces = 0;
  *crossed = 0;
  if (depth > 32)
    return 0;
  captured = xq_piece_value (pos->board[sq]);
  if (captured == 0)
    return 0;
  d = cheapest_capturer (pos, sq, ignore);
  if (d == XQ_SQUARE_NONE)
    return 0;
  pawn = xq_piece_kind (pos->board[sq]) == XQ_PAWN;
  here_crossed = crossed_pawn_count (pos, sq);
  if (xq_piece_kind (pos->board[sq]) == XQ_KING)
    {
      *pieces = captured;
      return captured;
    }
  m = xq_move_make (d, sq);
  xq_position_make (pos, m, &undo);
  v = captured - exchange (pos, sq, ignore, depth + 1, &sub_pieces, &sub_crossed);
  xq_position_unmake (pos, m, &undo);
  if (v <= 0)
    return 0;
  *pieces = (pawn ? 0 : captured) - sub_pieces;
  *crossed = here_crossed - sub_crossed;
  return v;
}

int
xq_exchange_gain (XqPosition *pos,
                  XqSquare    sq)
{
  int pieces, crossed;

  return exchange (pos, sq, 0, 0, &pieces, &crossed);
}

static void
add_note (XqCaptureEval *out,
          XqSquare       defender,
          XqRootReason   reason,
          XqSquare       by)
{
  if (out->n_notes < XQ_MAX_DEFENDERS)
    {
      out->notes[out->n_notes].defender = defender;
      out->notes[out->n_notes].reason = reason;
      out->notes[out->n_notes].by = by;
      out->n_notes++;
    }
}

static XqRootReason
hidden_reason (const XqPosition *pos,
               XqSquare          d,
               XqSquare          from,
               XqSquare          sq)
{
  switch (xq_piece_kind (pos->board[d]))
    {
    case XQ_HORSE:
      for (int i = 0; i < 4; i++)
        if (xq_tables.horse_leg[d][i] == from)
          return XQ_ROOT_LEG_FREED;
      break;
    case XQ_ELEPHANT:
      for (int i = 0; i < 4; i++)
        if (xq_tables.diagonal[d][i] == from)
          return XQ_ROOT_LEG_FREED;
      break;
    case XQ_CANNON:
      return XQ_ROOT_SCREEN_CHANGES;
    case XQ_ROOK:
    case XQ_KING:
      if (xq_bb_test (xq_tables.between[d][sq], from))
        return XQ_ROOT_LINE_OPENS;
      break;
    case XQ_ADVISOR:
    case XQ_PAWN:
    case XQ_NO_KIND:
    default:
      break;
    }
  return XQ_ROOT_LINE_OPENS;
}

void
xq_evaluate_capture (XqPosition    *pos,
                     XqMove         capture,
                     XqCaptureEval *out)
{
  xq_evaluate_capture_full (pos, capture, 0, out);
}

void
xq_evaluate_capture_full (XqPosition    *pos,
                          XqMove         capture,
                          XqBitboard     standing,
                          XqCaptureEval *out)
{
  XqSquare   from = xq_move_from (capture), sq = xq_move_to (capture);
  XqColor    them = xq_color_other ((XqColor) pos->side);
  XqBitboard before, geo, ignore = standing;
  XqUndo     undo;
  int        value, target_crossed;

  memset (out, 0, sizeof *out);
  out->capture = capture;
  out->square = sq;
  out->target = pos->board[sq];
  out->attacker = pos->board[from];
  value = out->target ? xq_piece_value (out->target) : 0;
  target_crossed = crossed_pawn_count (pos, sq);

  /* What bore on the point before (the target's own side "attacks" its point: protection). */
  before = xq_position_attackers (pos, sq, them, pos->occ);
  /* A check on the target's side that stands before the capture is not the capture's doing. */
  if (pos->king[them] != XQ_SQUARE_NONE && xq_position_king_attacked (pos, them))
    ignore |= xq_position_attackers (pos, pos->king[them], (XqColor) pos->side, pos->occ);

  xq_position_make (pos, capture, &undo);
  geo = xq_position_attackers (pos, sq, them, pos->occ);
  while (geo)
    {
      XqSquare     d = xq_bb_pop (&geo);
      XqRootReason reason;
      XqSquare     by;
      if (capture_is_legal (pos, d, sq, ignore, &reason, &by))
        {
          out->defenders |= xq_bb_square (d);
          if (!xq_bb_test (before, d))
            {
              out->hidden_defenders |= xq_bb_square (d);
              add_note (out, d, hidden_reason (pos, d, from, sq), XQ_SQUARE_NONE);
            }
        }
      else
        {
          out->false_defenders |= xq_bb_square (d);
          add_note (out, d, reason, by);
        }
    }
  {
    int pieces, crossed;
    out->gain = value - exchange (pos, sq, ignore, 0, &pieces, &crossed);
    out->piece_gain = (out->target && xq_piece_kind (out->target) != XQ_PAWN ? value : 0) - pieces;
    out->crossed_pawn_gain = target_crossed - crossed;
  }
  xq_position_unmake (pos, capture, &undo);

  if (out->defenders == 0)
    {
      out->status = out->false_defenders ? XQ_PROTECTION_FALSE_ROOT : XQ_PROTECTION_UNPROTECTED;
      out->reason = out->false_defenders ? out->notes[0].reason : XQ_ROOT_NONE;
      out->gain = value;
      out->piece_gain = out->target && xq_piece_kind (out->target) != XQ_PAWN ? value : 0;
      out->crossed_pawn_gain = target_crossed;
    }
  else if (out->gain > 0)
    {
      out->status = XQ_PROTECTION_UNDER_PROTECTED;
      out->reason = xq_piece_value (out->attacker) < value ? XQ_ROOT_CHEAPER_ATTACKER : XQ_ROOT_OUTNUMBERED;
    }
  else if ((out->defenders & ~out->hidden_defenders) == 0)
    {
      out->status = XQ_PROTECTION_HIDDEN_ROOT;
      out->reason = XQ_ROOT_LINE_OPENS;
      for (guint i = 0; i < out->n_notes; i++)
        if (xq_bb_test (out->hidden_defenders, out->notes[i].defender))
          {
            out->reason = out->notes[i].reason;
            break;
          }
    }
  else
    {
      out->status = XQ_PROTECTION_PROTECTED;
      out->reason = XQ_ROOT_NONE;
    }
}
