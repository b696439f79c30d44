/* xq-position.c: board state, make/unmake, attacks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-position"

#include "config.h"

#include "xq-position.h"

#include <string.h>

#include "xq-tables.h"
#include "xq-zobrist.h"

static inline XqBitboard
bb_t (XqSquare sq)
{
  return (XqBitboard) 1 << xq_transpose (sq);
}

void
xq_position_init_empty (XqPosition *pos)
{
  xq_zobrist_init ();
  memset (pos, 0, sizeof *pos);
  pos->king[XQ_RED] = pos->king[XQ_BLACK] = XQ_SQUARE_NONE;
  pos->side = XQ_RED;
  pos->fullmove = 1;
}

void
xq_position_init_start (XqPosition *pos)
{
  static const XqKind back[XQ_FILES] = { XQ_ROOK, XQ_HORSE, XQ_ELEPHANT, XQ_ADVISOR, XQ_KING,
                                         XQ_ADVISOR, XQ_ELEPHANT, XQ_HORSE, XQ_ROOK };

  xq_position_init_empty (pos);
  for (int f = 0; f < XQ_FILES; f++)
    {
      xq_position_put (pos, xq_square_make (f, 0), xq_piece_make (XQ_RED, back[f]));
      xq_position_put (pos, xq_square_make (f, 9), xq_piece_make (XQ_BLACK, back[f]));
      if (f % 2 == 0)
        {
          xq_position_put (pos, xq_square_make (f, 3), xq_piece_make (XQ_RED, XQ_PAWN));
          xq_position_put (pos, xq_square_make (f, 6), xq_piece_make (XQ_BLACK, XQ_PAWN));
        }
    }
  for (int f = 1; f < XQ_FILES; f += 6)
    {
      xq_position_put (pos, xq_square_make (f, 2), xq_piece_make (XQ_RED, XQ_CANNON));
      xq_position_put (pos, xq_square_make (f, 7), xq_piece_make (XQ_BLACK, XQ_CANNON));
    }
}

static inline void
add_piece (XqPosition *pos,
           XqSquare    sq,
           XqPiece     piece)
{
  XqBitboard b = xq_bb_square (sq);

  pos->board[sq] = piece;
  pos->pieces[piece] |= b;
  pos->by_color[xq_piece_color (piece)] |= b;
  pos->occ |= b;
  pos->occ_t |= bb_t (sq);
  pos->key ^= xq_zobrist.piece[piece][sq];
  pos->count[piece]++;
  if (xq_piece_kind (piece) == XQ_KING)
    pos->king[xq_piece_color (piece)] = sq;
}

static inline void
remove_piece (XqPosition *pos,
              XqSquare    sq)
{
  XqPiece    piece = pos->board[sq];
  XqBitboard b = xq_bb_square (sq);

  pos->board[sq] = XQ_NO_PIECE;
  pos->pieces[piece] &= ~b;
  pos->by_color[xq_piece_color (piece)] &= ~b;
  pos->occ &= ~b;
  pos->occ_t &= ~bb_t (sq);
  pos->key ^= xq_zobrist.piece[piece][sq];
  pos->count[piece]--;
  if (xq_piece_kind (piece) == XQ_KING && pos->king[xq_piece_color (piece)] == sq)
    {
      XqBitboard others = pos->pieces[piece];
      pos->king[xq_piece_color (piece)] = others ? xq_bb_first (others) : XQ_SQUARE_NONE;
    }
}

void
xq_position_put (XqPosition *pos,
                 XqSquare    sq,
                 XqPiece     piece)
{
  g_return_if_fail (xq_square_is_valid (sq));
  g_return_if_fail (piece == XQ_NO_PIECE || xq_piece_is_valid (piece));

  if (pos->board[sq] != XQ_NO_PIECE)
    remove_piece (pos, sq);
  if (piece != XQ_NO_PIECE)
    add_piece (pos, sq, piece);
}

void
xq_position_remove (XqPosition *pos,
                    XqSquare    sq)
{
  xq_position_put (pos, sq, XQ_NO_PIECE);
}

void
xq_position_set_side (XqPosition *pos,
                      XqColor     side)
{
  if (pos->side != side)
    {
      pos->side = (guint8) side;
      pos->key ^= xq_zobrist.black_to_move;
    }
}

void
xq_position_make (XqPosition *pos,
                  XqMove      move,
                  XqUndo     *undo)
{
  XqSquare   from = xq_move_from (move), to = xq_move_to (move);
  XqPiece    piece = pos->board[from];
  XqPiece    captured = pos->board[to];
  XqColor    us = xq_piece_color (piece);
  XqBitboard bf = xq_bb_square (from), bt = xq_bb_square (to);

  undo->key = pos->key;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->captured = captured;

  if (captured != XQ_NO_PIECE)
    {
      pos->pieces[captured] ^= bt;
      pos->by_color[us ^ 1] ^= bt;
      pos->count[captured]--;
      pos->key ^= xq_zobrist.piece[captured][to];
      pos->occ ^= bf;
      pos->occ_t ^= bb_t (from);
      pos->halfmove_clock = 0;
    }
  else
    {
      pos->occ ^= bf | bt;
      pos->occ_t ^= bb_t (from) | bb_t (to);
      pos->halfmove_clock++;
    }
  pos->pieces[piece] ^= bf | bt;
  pos->by_color[us] ^= bf | bt;
  pos->board[from] = XQ_NO_PIECE;
  pos->board[to] = piece;
  pos->key ^= xq_zobrist.piece[piece][from] ^ xq_zobrist.piece[piece][to] ^ xq_zobrist.black_to_move;
  if (xq_piece_kind (piece) == XQ_KING)
    pos->king[us] = to;
  if (us == XQ_BLACK)
    pos->fullmove++;
  pos->side ^= 1;
}

void
xq_position_unmake (XqPosition   *pos,
                    XqMove        move,
                    const XqUndo *undo)
{
  XqSquare   from = xq_move_from (move), to = xq_move_to (move);
  XqPiece    piece = pos->board[to];
  XqPiece    captured = undo->captured;
  XqColor    us = xq_piece_color (piece);
  XqBitboard bf = xq_bb_square (from), bt = xq_bb_square (to);

  pos->side ^= 1;
  if (us == XQ_BLACK)
    pos->fullmove--;
  if (xq_piece_kind (piece) == XQ_KING)
    pos->king[us] = from;
  pos->board[from] = piece;
  pos->board[to] = captured;
  pos->pieces[piece] ^= bf | bt;
  pos->by_color[us] ^= bf | bt;
  if (captured != XQ_NO_PIECE)
    {
      pos->pieces[captured] ^= bt;
      pos->by_color[us ^ 1] ^= bt;
      pos->count[captured]++;
      pos->occ ^= bf;
      pos->occ_t ^= bb_t (from);
    }
  else
    {
      pos->occ ^= bf | bt;
      pos->occ_t ^= bb_t (from) | bb_t (to);
    }
  pos->key = undo->key;
  pos->halfmove_clock = undo->halfmove_clock;
}

void
xq_position_make_null (XqPosition *pos,
                       XqUndo     *undo)
{
  undo->key = pos->key;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->captured = XQ_NO_PIECE;
  pos->key ^= xq_zobrist.black_to_move;
  pos->halfmove_clock++;
  if (pos->side == XQ_BLACK)
    pos->fullmove++;
  pos->side ^= 1;
}

void
xq_position_unmake_null (XqPosition   *pos,
                         const XqUndo *undo)
{
  pos->side ^= 1;
  if (pos->side == XQ_BLACK)
    pos->fullmove--;
  pos->key = undo->key;
  pos->halfmove_clock = undo->halfmove_clock;
}

gboolean
xq_position_king_attacked (const XqPosition *pos,
                           XqColor           color)
{
  XqSquare   k = pos->king[color];
  XqColor    them = xq_color_other (color);
  XqBitboard occ = pos->occ, occ_t = pos->occ_t;

  if (k == XQ_SQUARE_NONE)
    return FALSE;
  if (xq_rook_hits (k, occ, occ_t) & pos->pieces[xq_piece_make (them, XQ_ROOK)])
    return TRUE;
  if (xq_file_hits (k, occ_t) & pos->pieces[xq_piece_make (them, XQ_KING)])
    return TRUE;
  if (xq_cannon_hits (k, occ, occ_t) & pos->pieces[xq_piece_make (them, XQ_CANNON)])
    return TRUE;
  if (xq_horse_attackers_of (k, occ) & pos->pieces[xq_piece_make (them, XQ_HORSE)])
    return TRUE;
  if (xq_tables.pawn_attackers[them][k] & pos->pieces[xq_piece_make (them, XQ_PAWN)])
    return TRUE;
  return FALSE;
}

gboolean
xq_position_in_check (const XqPosition *pos)
{
  return xq_position_king_attacked (pos, (XqColor) pos->side);
}

gboolean
xq_position_kings_facing (const XqPosition *pos)
{
  XqSquare k = pos->king[XQ_RED];

  if (k == XQ_SQUARE_NONE || pos->king[XQ_BLACK] == XQ_SQUARE_NONE)
    return FALSE;
  return (xq_file_hits (k, pos->occ_t) & pos->pieces[xq_piece_make (XQ_BLACK, XQ_KING)]) != 0;
}

XqBitboard
xq_position_attackers (const XqPosition *pos,
                       XqSquare          sq,
                       XqColor           by,
                       XqBitboard        occ)
{
  XqBitboard hit1, hit2, result = 0;
  XqBitboard mine = pos->by_color[by] & occ;

  xq_ray_hits (sq, occ, &hit1, &hit2);
  result |= hit1 & pos->pieces[xq_piece_make (by, XQ_ROOK)];
  result |= hit2 & pos->pieces[xq_piece_make (by, XQ_CANNON)];
  result |= xq_tables.horse_attackers[sq][xq_diagonal_mask (sq, occ)] & pos->pieces[xq_piece_make (by, XQ_HORSE)];
  result |= xq_tables.pawn_attackers[by][sq] & pos->pieces[xq_piece_make (by, XQ_PAWN)];
  result |= xq_tables.king_steps[sq] & pos->pieces[xq_piece_make (by, XQ_KING)];
  result |= xq_tables.advisor_steps[sq] & pos->pieces[xq_piece_make (by, XQ_ADVISOR)];
  result |= xq_elephant_targets (sq, occ) & pos->pieces[xq_piece_make (by, XQ_ELEPHANT)];
  return result & mine;
}

XqBitboard
xq_position_attacks_from (const XqPosition *pos,
                          XqSquare          sq)
{
  XqPiece    p = pos->board[sq];
  XqBitboard occ = pos->occ, t;

  switch (xq_piece_kind (p))
    {
    case XQ_KING:
      t = xq_tables.king_steps[sq];
      break;
    case XQ_ADVISOR:
      t = xq_tables.advisor_steps[sq];
      break;
    case XQ_ELEPHANT:
      t = xq_elephant_targets (sq, occ);
      break;
    case XQ_HORSE:
      t = xq_horse_targets (sq, occ);
      break;
    case XQ_ROOK:
      t = xq_rook_hits (sq, occ, pos->occ_t);
      break;
    case XQ_CANNON:
      t = xq_cannon_hits (sq, occ, pos->occ_t);
      break;
    case XQ_PAWN:
      t = xq_tables.pawn_steps[xq_piece_color (p)][sq];
      break;
    case XQ_NO_KIND:
    default:
      t = 0;
      break;
    }
  return t & occ;
}

gboolean
xq_position_same (const XqPosition *a,
                  const XqPosition *b)
{
  return a->side == b->side && memcmp (a->board, b->board, sizeof a->board) == 0;
}

gboolean
xq_position_is_valid (const XqPosition *pos)
{
  XqPosition fresh;

  xq_position_init_empty (&fresh);
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    {
      XqPiece p = pos->board[sq];
      if (p != XQ_NO_PIECE && !xq_piece_is_valid (p))
        return FALSE;
      if (p != XQ_NO_PIECE)
        add_piece (&fresh, sq, p);
    }
  xq_position_set_side (&fresh, (XqColor) pos->side);

  if (pos->side > XQ_BLACK || fresh.key != pos->key || fresh.occ != pos->occ || fresh.occ_t != pos->occ_t)
    return FALSE;
  for (int c = 0; c < XQ_N_COLORS; c++)
    {
      XqBitboard kings = fresh.pieces[xq_piece_make ((XqColor) c, XQ_KING)];
      if (fresh.by_color[c] != pos->by_color[c])
        return FALSE;
      if (kings ? pos->king[c] != xq_bb_first (kings) && !xq_bb_test (kings, pos->king[c])
                : pos->king[c] != XQ_SQUARE_NONE)
        return FALSE;
    }
  for (int p = 0; p < XQ_N_PIECES; p++)
    if (fresh.pieces[p] != pos->pieces[p] || fresh.count[p] != pos->count[p])
      return FALSE;
  return TRUE;
}
