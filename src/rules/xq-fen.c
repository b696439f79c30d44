/* xq-fen.c: FEN reading and writing, position validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-fen"

#include "config.h"

#include "xq-fen.h"

#include <string.h>

#include "xq-tables.h"

static void
set_problem (XqPositionProblem *problem,
             XqPositionError    code,
             int                column,
             XqSquare           square,
             XqPiece            piece)
{
  if (problem == NULL)
    return;
  memset (problem, 0, sizeof *problem);
  problem->code = code;
  problem->column = column;
  problem->square = square;
  problem->piece = piece;
  problem->color = piece ? xq_piece_color (piece) : XQ_RED;
}

static gboolean
square_problem (const XqPosition  *pos,
                XqSquare           sq,
                XqPositionProblem *problem)
{
  XqPiece p = pos->board[sq];
  XqColor c = xq_piece_color (p);
  int     f = xq_square_file (sq);
  int     rel = c == XQ_RED ? xq_square_rank (sq) : XQ_RANKS - 1 - xq_square_rank (sq);

  switch (xq_piece_kind (p))
    {
    case XQ_KING:
      if (!xq_bb_test (xq_tables.palace[c], sq))
        return set_problem (problem, XQ_POSITION_KING_SQUARE, 0, sq, p), TRUE;
      break;
    case XQ_ADVISOR:
      if (!xq_bb_test (xq_tables.advisor_points[c], sq))
        return set_problem (problem, XQ_POSITION_ADVISOR_SQUARE, 0, sq, p), TRUE;
      break;
    case XQ_ELEPHANT:
      if (!xq_bb_test (xq_tables.elephant_points[c], sq))
        return set_problem (problem, XQ_POSITION_ELEPHANT_SQUARE, 0, sq, p), TRUE;
      break;
    case XQ_PAWN:
      /* Before the river a pawn only goes straight on, so it stands on a starting file. */
      if (rel < 3 || (rel < 5 && f % 2 == 1))
        return set_problem (problem, XQ_POSITION_PAWN_SQUARE, 0, sq, p), TRUE;
      break;
    case XQ_HORSE:
    case XQ_ROOK:
    case XQ_CANNON:
    case XQ_NO_KIND:
    default:
      break;
    }
  return FALSE;
}

gboolean
xq_position_problem_is_unreachable (const XqPositionProblem *problem)
{
  return problem->code == XQ_POSITION_ADVISOR_SQUARE || problem->code == XQ_POSITION_ELEPHANT_SQUARE ||
         problem->code == XQ_POSITION_PAWN_SQUARE;
}

gboolean
xq_position_validate_flags (const XqPosition  *pos,
                            XqFenFlags         flags,
                            XqPositionProblem *problem)
{
  XqPositionProblem warning = { XQ_POSITION_OK };

  for (int c = 0; c < XQ_N_COLORS; c++)
    for (XqKind k = XQ_KING; k <= XQ_PAWN; k++)
      {
        XqPiece p = xq_piece_make ((XqColor) c, k);
        if (pos->count[p] > xq_kind_start_count (k))
          {
            /* Name the last one found, which is the surplus piece in reading order. */
            set_problem (problem, XQ_POSITION_TOO_MANY_PIECES, 0, xq_bb_last (pos->pieces[p]), p);
            return FALSE;
          }
      }
  for (int c = 0; c < XQ_N_COLORS; c++)
    if (pos->count[xq_piece_make ((XqColor) c, XQ_KING)] == 0)
      {
        set_problem (problem, XQ_POSITION_NO_KING, 0, XQ_SQUARE_NONE, xq_piece_make ((XqColor) c, XQ_KING));
        return FALSE;
      }
  /* Black's back rank first, as a FEN reads. */
  for (int r = XQ_RANKS - 1; r >= 0; r--)
    for (int f = 0; f < XQ_FILES; f++)
      {
        XqSquare          sq = xq_square_make (f, r);
        XqPositionProblem found;
        if (!pos->board[sq] || !square_problem (pos, sq, &found))
          continue;
        if ((flags & XQ_FEN_ALLOW_UNREACHABLE) && xq_position_problem_is_unreachable (&found))
          {
            if (warning.code == XQ_POSITION_OK)
              warning = found;
            continue;
          }
        if (problem)
          *problem = found;
        return FALSE;
      }
  if (xq_position_kings_facing (pos))
    {
      set_problem (problem, XQ_POSITION_KINGS_FACING, 0, pos->king[XQ_BLACK], xq_piece_make (XQ_BLACK, XQ_KING));
      return FALSE;
    }
  if (xq_position_king_attacked (pos, xq_color_other ((XqColor) pos->side)))
    {
      XqColor victim = xq_color_other ((XqColor) pos->side);
      set_problem (problem, XQ_POSITION_OPPONENT_IN_CHECK, 0, pos->king[victim], xq_piece_make (victim, XQ_KING));
      return FALSE;
    }
  if (problem)
    {
      if (warning.code != XQ_POSITION_OK)
        *problem = warning;
      else
        set_problem (problem, XQ_POSITION_OK, 0, XQ_SQUARE_NONE, XQ_NO_PIECE);
    }
  return TRUE;
}

guint
xq_position_problems (const XqPosition *pos,
                      GArray           *problems)
{
  XqPositionProblem found;
  guint             before;
  gboolean          one_king_each = TRUE;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (problems != NULL && g_array_get_element_size (problems) == sizeof (XqPositionProblem), 0);

  before = problems->len;
  for (int c = 0; c < XQ_N_COLORS; c++)
    for (XqKind k = XQ_KING; k <= XQ_PAWN; k++)
      {
        XqPiece p = xq_piece_make ((XqColor) c, k);
        if (pos->count[p] > xq_kind_start_count (k))
          {
            set_problem (&found, XQ_POSITION_TOO_MANY_PIECES, 0, xq_bb_last (pos->pieces[p]), p);
            g_array_append_val (problems, found);
          }
      }
  for (int c = 0; c < XQ_N_COLORS; c++)
    {
      XqPiece king = xq_piece_make ((XqColor) c, XQ_KING);
      if (pos->count[king] == 0)
        {
          set_problem (&found, XQ_POSITION_NO_KING, 0, XQ_SQUARE_NONE, king);
          g_array_append_val (problems, found);
        }
      if (pos->count[king] != 1)
        one_king_each = FALSE;
    }
  for (int r = XQ_RANKS - 1; r >= 0; r--)
    for (int f = 0; f < XQ_FILES; f++)
      {
        XqSquare sq = xq_square_make (f, r);
        if (pos->board[sq] && square_problem (pos, sq, &found))
          g_array_append_val (problems, found);
      }
  if (one_king_each && xq_position_kings_facing (pos))
    {
      set_problem (&found, XQ_POSITION_KINGS_FACING, 0, pos->king[XQ_BLACK], xq_piece_make (XQ_BLACK, XQ_KING));
      g_array_append_val (problems, found);
    }
  /* Facing generals attack each other: that fault once, not a check besides. */
  else if (one_king_each && xq_position_king_attacked (pos, xq_color_other ((XqColor) pos->side)))
    {
      XqColor victim = xq_color_other ((XqColor) pos->side);
      set_problem (&found, XQ_POSITION_OPPONENT_IN_CHECK, 0, pos->king[victim], xq_piece_make (victim, XQ_KING));
      g_array_append_val (problems, found);
    }
  return problems->len - before;
}

gboolean
xq_position_validate (const XqPosition  *pos,
                      XqPositionProblem *problem)
{
  return xq_position_validate_flags (pos, XQ_FEN_STRICT, problem);
}

static gboolean
parse_counter (const char *text,
               int        *i,
               guint       limit,
               guint16    *out)
{
  guint v = 0;
  int   start = *i;

  while (g_ascii_isdigit (text[*i]))
    {
      v = v * 10 + (guint) (text[*i] - '0');
      if (v > limit)
        return FALSE;
      (*i)++;
    }
  if (*i == start || (text[*i] != '\0' && !g_ascii_isspace (text[*i])))
    return FALSE;
  *out = (guint16) v;
  return TRUE;
}

static void
skip_spaces (const char *text,
             int        *i)
{
  while (g_ascii_isspace (text[*i]))
    (*i)++;
}

gboolean
xq_position_from_fen (XqPosition        *pos,
                      const char        *fen,
                      XqPositionProblem *problem)
{
  return xq_position_from_fen_flags (pos, fen, XQ_FEN_STRICT, problem);
}

gboolean
xq_position_from_fen_flags (XqPosition        *pos,
                            const char        *fen,
                            XqFenFlags         flags,
                            XqPositionProblem *problem)
{
  int i = 0, row = 0, file = 0;

  g_return_val_if_fail (fen != NULL, FALSE);
  xq_position_init_empty (pos);
  skip_spaces (fen, &i);
  if (fen[i] == '\0')
    return set_problem (problem, XQ_POSITION_EMPTY_TEXT, 1, XQ_SQUARE_NONE, 0), FALSE;

  for (; fen[i] != '\0' && !g_ascii_isspace (fen[i]); i++)
    {
      char c = fen[i];
      if (c == '/')
        {
          if (file < XQ_FILES)
            {
              set_problem (problem, XQ_POSITION_RANK_TOO_SHORT, i + 1, XQ_SQUARE_NONE, 0);
              if (problem)
                problem->row = row;
              return FALSE;
            }
          row++;
          file = 0;
          if (row >= XQ_RANKS)
            return set_problem (problem, XQ_POSITION_TOO_MANY_RANKS, i + 1, XQ_SQUARE_NONE, 0), FALSE;
        }
      else if (c == '[' && fen[i + 1] == ']')
        {
          /* Fairy-Stockfish writes empty holdings after the board ("…/4K4[] w"). */
          i += 2;
          break;
        }
      else if (c >= '1' && c <= '9')
        {
          file += c - '0';
          if (file > XQ_FILES)
            {
              set_problem (problem, XQ_POSITION_RANK_TOO_LONG, i + 1, XQ_SQUARE_NONE, 0);
              if (problem)
                problem->row = row;
              return FALSE;
            }
        }
      else
        {
          XqPiece p = xq_piece_from_fen_char (c);
          if (p == XQ_NO_PIECE)
            {
              set_problem (problem, XQ_POSITION_BAD_CHARACTER, i + 1, XQ_SQUARE_NONE, 0);
              if (problem)
                problem->ch = c;
              return FALSE;
            }
          if (file >= XQ_FILES)
            {
              set_problem (problem, XQ_POSITION_RANK_TOO_LONG, i + 1, XQ_SQUARE_NONE, 0);
              if (problem)
                problem->row = row;
              return FALSE;
            }
          xq_position_put (pos, xq_square_make (file, XQ_RANKS - 1 - row), p);
          file++;
        }
    }
  if (row < XQ_RANKS - 1)
    return set_problem (problem, XQ_POSITION_TOO_FEW_RANKS, i + 1, XQ_SQUARE_NONE, 0), FALSE;
  if (file < XQ_FILES)
    {
      set_problem (problem, XQ_POSITION_RANK_TOO_SHORT, i + 1, XQ_SQUARE_NONE, 0);
      if (problem)
        problem->row = row;
      return FALSE;
    }

  skip_spaces (fen, &i);
  if (fen[i] != '\0')
    {
      char s = g_ascii_tolower (fen[i]);
      if ((s != 'w' && s != 'r' && s != 'b') || (fen[i + 1] != '\0' && !g_ascii_isspace (fen[i + 1])))
        return set_problem (problem, XQ_POSITION_BAD_SIDE, i + 1, XQ_SQUARE_NONE, 0), FALSE;
      xq_position_set_side (pos, s == 'b' ? XQ_BLACK : XQ_RED);
      i++;
      /* Two unused fields ("- -"), then the counters; all optional. */
      for (int field = 0; field < 2; field++)
        {
          skip_spaces (fen, &i);
          if (fen[i] == '-' && (fen[i + 1] == '\0' || g_ascii_isspace (fen[i + 1])))
            i++;
        }
      skip_spaces (fen, &i);
      if (fen[i] != '\0')
        {
          int start = i;
          if (!parse_counter (fen, &i, 10000, &pos->halfmove_clock))
            return set_problem (problem, XQ_POSITION_BAD_COUNTER, start + 1, XQ_SQUARE_NONE, 0), FALSE;
          skip_spaces (fen, &i);
          if (fen[i] != '\0')
            {
              start = i;
              if (!parse_counter (fen, &i, 10000, &pos->fullmove))
                return set_problem (problem, XQ_POSITION_BAD_COUNTER, start + 1, XQ_SQUARE_NONE, 0), FALSE;
              /* Moves are numbered from 1; writers that count from 0 ("… 0 0") mean the first. */
              if (pos->fullmove == 0)
                pos->fullmove = 1;
              skip_spaces (fen, &i);
              if (fen[i] != '\0')
                return set_problem (problem, XQ_POSITION_BAD_COUNTER, i + 1, XQ_SQUARE_NONE, 0), FALSE;
            }
        }
    }
  return xq_position_validate_flags (pos, flags, problem);
}

char *
xq_position_to_board_fen (const XqPosition *pos)
{
  GString *s = g_string_sized_new (64);

  for (int r = XQ_RANKS - 1; r >= 0; r--)
    {
      int empty = 0;
      for (int f = 0; f < XQ_FILES; f++)
        {
          XqPiece p = pos->board[xq_square_make (f, r)];
          if (p == XQ_NO_PIECE)
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_c (s, (char) ('0' + empty));
          empty = 0;
          g_string_append_c (s, xq_piece_to_fen_char (p));
        }
      if (empty)
        g_string_append_c (s, (char) ('0' + empty));
      if (r > 0)
        g_string_append_c (s, '/');
    }
  return g_string_free (s, FALSE);
}

char *
xq_position_to_fen (const XqPosition *pos)
{
  g_autofree char *board = xq_position_to_board_fen (pos);

  return g_strdup_printf ("%s %c - - %u %u", board, pos->side == XQ_RED ? 'w' : 'b',
                          pos->halfmove_clock, pos->fullmove);
}
