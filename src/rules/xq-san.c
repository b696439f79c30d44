/* xq-san.c: moves in algebraic notation (SAN), as WinBoard, XBoard and pychess write xiangqi
 *
 * Files a–i from Red's left, ranks from Red's side: WinBoard and XBoard count them 0–9 (as ICCS
 * does), pychess and Fairy-Stockfish 1–10. A move is the piece's letter (none for a pawn), what
 * tells it from a like piece that could go to the same point (its file, else its rank, else
 * both), 'x' for a capture, the point reached, and '+' or '#' for check and mate: "Cbe2", "Hg7",
 * "Rxb9", "Rb10", "Ecxe2", "Afe1". A pawn names its file when it captures or moves sideways
 * ("axa3", "ab3"), as in chess a pawn that changes file does.
 *
 * Letters: WinBoard writes H for the horse and E for the elephant; pychess and Fairy-Stockfish
 * write N and B, the letters of the FEN. Both are read whichever the ranks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-rules"

#include "config.h"

#include "xq-san.h"

#include <string.h>

#include "xq-movegen.h"

/* The longest SAN move is "Rb10xb10+" and a few marks; longer text is no SAN move. */
#define MAX_SAN 16

typedef struct
{
  XqKind kind;      /* XQ_PAWN when no letter */
  int    from_file; /* 0–8, or -1 */
  int    from_rank; /* 0–9 on the board, or -1 */
  int    to_file;
  int    to_rank;
  int    column; /* 1-based, where the move text starts (after leading spaces) */
} San;

static gboolean
is_file (char c)
{
  return c >= 'a' && c <= 'i';
}

static XqKind
kind_of_letter (char c)
{
  switch (c)
    {
    case 'K':
      return XQ_KING;
    case 'A':
      return XQ_ADVISOR;
    case 'E':
    case 'B':
      return XQ_ELEPHANT;
    case 'H':
    case 'N':
      return XQ_HORSE;
    case 'R':
      return XQ_ROOK;
    case 'C':
      return XQ_CANNON;
    case 'P':
      return XQ_PAWN;
    default:
      return XQ_NO_KIND;
    }
}

static char
letter_of_kind (XqKind     kind,
                XqNotation notation)
{
  switch (kind)
    {
    case XQ_KING:
      return 'K';
    case XQ_ADVISOR:
      return 'A';
    case XQ_ELEPHANT:
      return notation == XQ_NOTATION_SAN_WINBOARD ? 'E' : 'B';
    case XQ_HORSE:
      return notation == XQ_NOTATION_SAN_WINBOARD ? 'H' : 'N';
    case XQ_ROOK:
      return 'R';
    case XQ_CANNON:
      return 'C';
    case XQ_PAWN:
    case XQ_NO_KIND:
    default:
      return '\0';
    }
}

/* The rank written at @s[*i]: one digit 0–9, or 1–10 with "10"; -1 when none. Advances *i. */
static int
read_rank (const char *s,
           gsize       n,
           gsize      *i,
           XqNotation  notation)
{
  if (*i >= n || !g_ascii_isdigit (s[*i]))
    return -1;
  if (notation == XQ_NOTATION_SAN_WINBOARD)
    return s[(*i)++] - '0';
  if (s[*i] == '1' && *i + 1 < n && s[*i + 1] == '0')
    {
      *i += 2;
      return 9;
    }
  if (s[*i] == '0')
    return -1;
  return s[(*i)++] - '1';
}

/* Splits @text into a SAN move; FALSE when it does not have the shape of one in @notation.
 * @syntax_column gets where the shape breaks. */
static gboolean
split (const char *text,
       XqNotation  notation,
       San        *san,
       int        *syntax_column)
{
  gsize start = 0, n = strlen (text), i;

  while (start < n && g_ascii_isspace (text[start]))
    start++;
  while (n > start && (g_ascii_isspace (text[n - 1]) || strchr ("+#!?", text[n - 1]) != NULL))
    n--;
  san->column = (int) start + 1;
  *syntax_column = san->column;
  if (n - start > MAX_SAN || n == start)
    return FALSE;
  i = start;
  san->kind = XQ_PAWN;
  san->from_file = san->from_rank = -1;
  if (g_ascii_isupper (text[i]))
    {
      san->kind = kind_of_letter (text[i]);
      if (san->kind == XQ_NO_KIND)
        return FALSE;
      i++;
    }
  /* What stands before the point reached: a file, a rank, both, then 'x' (or '-', ':') */
  {
    gsize save = i;
    int   file = -1, rank;

    if (i < n && is_file (text[i]))
      file = text[i++] - 'a';
    rank = read_rank (text, n, &i, notation);
    if (i < n && strchr ("x:-", text[i]) != NULL)
      i++;
    if (i < n && is_file (text[i]))
      {
        san->from_file = file;
        san->from_rank = rank;
      }
    else
      i = save; /* they were the point reached */
  }
  *syntax_column = (int) i + 1;
  if (i >= n || !is_file (text[i]))
    return FALSE;
  san->to_file = text[i++] - 'a';
  *syntax_column = (int) i + 1;
  san->to_rank = read_rank (text, n, &i, notation);
  if (san->to_rank < 0)
    return FALSE;
  *syntax_column = (int) i + 1;
  return i == n;
}

gboolean
xq_notation_looks_like_san (const char *text)
{
  San san;
  int column;

  g_return_val_if_fail (text != NULL, FALSE);
  return split (text, XQ_NOTATION_SAN_WINBOARD, &san, &column) || split (text, XQ_NOTATION_SAN, &san, &column);
}

static gboolean
matches (const XqPosition *pos,
         const San        *san,
         XqMove            move)
{
  XqSquare from = xq_move_from (move);
  XqSquare to = xq_move_to (move);

  return xq_piece_kind (xq_position_get (pos, from)) == san->kind && xq_square_file (to) == san->to_file &&
         xq_square_rank (to) == san->to_rank && (san->from_file < 0 || xq_square_file (from) == san->from_file) &&
         (san->from_rank < 0 || xq_square_rank (from) == san->from_rank);
}

static XqMove
fail (XqNotationProblem *problem,
      XqNotationError    code,
      int                column)
{
  problem->code = code;
  problem->column = column;
  return XQ_MOVE_NONE;
}

XqMove
xq_notation_parse_san (XqPosition        *pos,
                       const char        *text,
                       XqNotation         notation,
                       XqNotationProblem *problem)
{
  XqNotationProblem scratch;
  XqMoveList        list;
  San               san;
  int               column;
  XqMove            found = XQ_MOVE_NONE, straight = XQ_MOVE_NONE, nearest = XQ_MOVE_NONE;
  guint             n_found = 0, n_straight = 0;

  if (problem == NULL)
    problem = &scratch;
  memset (problem, 0, sizeof *problem);
  problem->move = XQ_MOVE_NONE;
  g_return_val_if_fail (pos != NULL && text != NULL, XQ_MOVE_NONE);
  g_return_val_if_fail (notation == XQ_NOTATION_SAN || notation == XQ_NOTATION_SAN_WINBOARD, XQ_MOVE_NONE);

  if (!split (text, notation, &san, &column))
    return fail (problem, XQ_NOTATION_SYNTAX, column);
  xq_generate_legal (pos, &list);
  for (guint k = 0; k < list.n; k++)
    if (matches (pos, &san, list.moves[k]))
      {
        found = list.moves[k];
        n_found++;
        if (xq_square_file (xq_move_from (found)) == san.to_file)
          {
            straight = found;
            n_straight++;
          }
      }
  /* A pawn that does not name its file goes straight ahead, as in chess */
  if (san.kind == XQ_PAWN && san.from_file < 0 && n_straight == 1)
    return straight;
  if (n_found == 1)
    return found;
  if (n_found > 1)
    return fail (problem, XQ_NOTATION_AMBIGUOUS, san.column);
  /* Not legal: why, for the piece that comes nearest (the one only a rule stops first) */
  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      XqPiece       piece = xq_position_get (pos, (XqSquare) sq);
      XqMove        move;
      XqMoveProblem why;

      if (piece == XQ_NO_PIECE || xq_piece_color (piece) != xq_position_side (pos) ||
          xq_square_make (san.to_file, san.to_rank) == (XqSquare) sq)
        continue;
      move = xq_move_make ((XqSquare) sq, xq_square_make (san.to_file, san.to_rank));
      if (!matches (pos, &san, move))
        continue;
      why = xq_position_check_move (pos, move);
      if (nearest == XQ_MOVE_NONE || (problem->problem == XQ_MOVE_BAD_SHAPE && why != XQ_MOVE_BAD_SHAPE))
        {
          nearest = move;
          problem->problem = why;
        }
    }
  if (nearest != XQ_MOVE_NONE)
    {
      problem->move = nearest;
      return fail (problem, XQ_NOTATION_ILLEGAL, san.column);
    }
  return fail (problem, XQ_NOTATION_NO_SUCH_PIECE, san.column);
}

static void
put (char  *buf,
     gsize *len,
     char   c)
{
  if (*len + 1 < XQ_NOTATION_MAX_SIZE)
    {
      buf[(*len)++] = c;
      buf[*len] = '\0';
    }
}

static void
put_rank (char      *buf,
          gsize     *len,
          int        rank,
          XqNotation notation)
{
  if (notation == XQ_NOTATION_SAN_WINBOARD)
    put (buf, len, (char) ('0' + rank));
  else if (rank == 9)
    {
      put (buf, len, '1');
      put (buf, len, '0');
    }
  else
    put (buf, len, (char) ('1' + rank));
}

gsize
xq_san_write (const XqPosition *pos,
              XqMove            move,
              XqNotation        notation,
              char              buf[XQ_NOTATION_MAX_SIZE])
{
  XqPosition after = *pos;
  XqSquare   from = xq_move_from (move);
  XqSquare   to = xq_move_to (move);
  XqKind     kind = xq_piece_kind (xq_position_get (pos, from));
  gboolean   capture = xq_position_get (pos, to) != XQ_NO_PIECE;
  gboolean   same_file = FALSE, same_rank = FALSE, other = FALSE;
  char       letter = letter_of_kind (kind, notation);
  XqMoveList list;
  XqUndo     undo;
  gsize      len = 0;

  buf[0] = '\0';
  /* Other pieces of the kind that could go there too */
  xq_generate_legal ((XqPosition *) pos, &list);
  for (guint k = 0; k < list.n; k++)
    {
      XqSquare f = xq_move_from (list.moves[k]);
      if (list.moves[k] == move || xq_move_to (list.moves[k]) != to || xq_piece_kind (xq_position_get (pos, f)) != kind)
        continue;
      other = TRUE;
      same_file |= xq_square_file (f) == xq_square_file (from);
      same_rank |= xq_square_rank (f) == xq_square_rank (from);
    }
  if (letter != '\0')
    put (buf, &len, letter);
  if (kind == XQ_PAWN ? (capture || xq_square_file (from) != xq_square_file (to)) : other)
    {
      if (kind == XQ_PAWN || !same_file || same_rank)
        put (buf, &len, (char) ('a' + xq_square_file (from)));
      if (other && same_file)
        put_rank (buf, &len, xq_square_rank (from), notation);
    }
  if (capture)
    put (buf, &len, 'x');
  put (buf, &len, (char) ('a' + xq_square_file (to)));
  put_rank (buf, &len, xq_square_rank (to), notation);
  xq_position_make (&after, move, &undo);
  if (xq_position_in_check (&after))
    put (buf, &len, xq_count_legal (&after) == 0 ? '#' : '+');
  return len;
}
