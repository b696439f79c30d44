/* xq-basics.c: squares, pieces and moves as text (ICCS and FEN letters)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-basics"

#include "config.h"

#include "xq-move.h"
#include "xq-piece.h"
#include "xq-square.h"

void
xq_square_to_iccs (XqSquare sq,
                   char    *buf)
{
  if (!xq_square_is_valid (sq))
    {
      buf[0] = buf[1] = '?';
      buf[2] = '\0';
      return;
    }
  buf[0] = (char) ('a' + xq_square_file (sq));
  buf[1] = (char) ('0' + xq_square_rank (sq));
  buf[2] = '\0';
}

gboolean
xq_square_from_iccs (const char *text,
                     XqSquare   *out_sq)
{
  char f = g_ascii_tolower (text[0]);

  if (f < 'a' || f > 'i' || text[1] < '0' || text[1] > '9')
    return FALSE;
  *out_sq = xq_square_make (f - 'a', text[1] - '0');
  return TRUE;
}

void
xq_move_to_iccs (XqMove m,
                 char  *buf)
{
  xq_square_to_iccs (xq_move_from (m), buf);
  xq_square_to_iccs (xq_move_to (m), buf + 2);
}

gboolean
xq_move_from_iccs (const char *text,
                   XqMove     *out_move)
{
  XqSquare from, to;
  int      i = 2;

  if (text == NULL || text[0] == '\0' || text[1] == '\0' || !xq_square_from_iccs (text, &from))
    return FALSE;
  if (text[i] == '-')
    i++;
  if (text[i] == '\0' || text[i + 1] == '\0' || !xq_square_from_iccs (text + i, &to) || text[i + 2] != '\0')
    return FALSE;
  if (from == to)
    return FALSE;
  *out_move = xq_move_make (from, to);
  return TRUE;
}

static const char fen_letters[XQ_N_KINDS] = { '?', 'K', 'A', 'B', 'N', 'R', 'C', 'P' };

char
xq_piece_to_fen_char (XqPiece p)
{
  char c;

  if (!xq_piece_is_valid (p))
    return '?';
  c = fen_letters[xq_piece_kind (p)];
  return xq_piece_color (p) == XQ_RED ? c : g_ascii_tolower (c);
}

XqPiece
xq_piece_from_fen_char (char c)
{
  XqColor color = g_ascii_isupper (c) ? XQ_RED : XQ_BLACK;
  XqKind  kind;

  switch (g_ascii_toupper (c))
    {
    case 'K':
      kind = XQ_KING;
      break;
    case 'A':
      kind = XQ_ADVISOR;
      break;
    case 'B':
    case 'E':
      kind = XQ_ELEPHANT;
      break;
    case 'N':
    case 'H':
      kind = XQ_HORSE;
      break;
    case 'R':
      kind = XQ_ROOK;
      break;
    case 'C':
      kind = XQ_CANNON;
      break;
    case 'P':
      kind = XQ_PAWN;
      break;
    default:
      return XQ_NO_PIECE;
    }
  return xq_piece_make (color, kind);
}

int
xq_kind_start_count (XqKind kind)
{
  switch (kind)
    {
    case XQ_KING:
      return 1;
    case XQ_PAWN:
      return 5;
    case XQ_ADVISOR:
    case XQ_ELEPHANT:
    case XQ_HORSE:
    case XQ_ROOK:
    case XQ_CANNON:
      return 2;
    case XQ_NO_KIND:
    default:
      return 0;
    }
}
