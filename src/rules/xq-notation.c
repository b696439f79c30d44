/* xq-notation.c: moves in Chinese, WXF and ICCS notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Conventions (RULES.md §5; AXF/WXF "Official Xiangqi piece names and notation"):
 *
 * - Files are counted from the mover's right: Red 一…九 (ICCS file i = 一), Black 1…9 (ICCS file
 *   a = 1). 进/+ is towards the enemy. 平/. and the 进/退 of advisors, elephants and horses name
 *   the destination file; the 进/退 of the general, rooks, cannons and pawns count steps.
 * - Two rooks, horses or cannons on one file: 前/后 (WXF `R+`, `R-`) instead of the file.
 *   Advisors and elephants never need it: only one of two on a file can go each way.
 * - Pawns on one file: 2 → 前/后; 3 → 前/中/后; 4 or 5 → 一 二 三 四 五 from the front (WXF:
 *   `P+` `P3` `P-` for three, `++` `P+` `P3` `P-` `--` for five). When two files hold two or more
 *   pawns each, the position replaces the piece name and the file is kept: 前三, 中三, 后七
 *   (WXF `3+`, `33`, `7-`).
 * - Ordinals 一…五 are Chinese numerals for both sides; the file and step numbers of Black are
 *   ASCII digits.
 *
 * Reading is lenient: variants and traditional characters, full-width forms, both tandem orders
 * (前车 and 车前, 前兵九 and 前九), WXF `+R` and `R+`, `=` or nothing for sideways, and when
 * several pieces fit the description the move is taken if exactly one of them can legally make it.
 */

#define G_LOG_DOMAIN "xq-notation"

#include "config.h"

#include "xq-notation.h"

#include <string.h>

#include "xq-san.h"

/* Characters of a move text we look at (whitespace not counted). No notation needs more than six;
 * the rest of a longer text is never read, since an error is found before it. */
#define MAX_SYMBOLS 16

/* A byte sequence that is not UTF-8. */
#define SYMBOL_INVALID ((gunichar) 0xffffffff)

typedef enum {
  ACTION_FORWARD,  /* 进 + */
  ACTION_BACKWARD, /* 退 - */
  ACTION_SIDEWAYS, /* 平 . */
} Action;

/* Which of the pieces of the named kind the text means. */
typedef enum {
  SELECT_FILE,         /* the ones on the named file */
  SELECT_WXF_FILE,     /* the same, but the middle pawn when three or five are on it (WXF) */
  SELECT_FRONT,        /* 前: nearest the enemy */
  SELECT_MIDDLE,       /* 中: of three, or the third of five */
  SELECT_REAR,         /* 后 */
  SELECT_ORDINAL,      /* 一…五: counted from the front */
  SELECT_WXF_PLUS,     /* +: the front one, or the second of four or five */
  SELECT_WXF_MINUS,    /* -: the rear one, or the second rearmost of four or five */
  SELECT_WXF_FOREMOST, /* ++ */
  SELECT_WXF_REARMOST, /* -- */
} Select;

/* What a move text says, before it is looked up on the board. */
typedef struct
{
  XqKind kind;
  Select select;
  int    ordinal; /* SELECT_ORDINAL: 1 = front */
  int    file;    /* board file 0–8, or -1 for any file with two or more such pieces */
  Action action;
  int    number;        /* 1–9: steps, or the destination file counted from the mover's right */
  int    column;        /* where the description of the piece starts */
  int    number_column; /* where the number is */
} Description;

typedef struct
{
  gunichar ch;     /* full-width forms and dashes made ASCII */
  int      column; /* 1-based character column in the text */
} Symbol;

typedef struct
{
  Symbol   sym[MAX_SYMBOLS];
  int      n;
  int      end_column; /* the column after the last symbol */
  gboolean ascii;      /* every symbol is ASCII */
} Symbols;

/* Simplified names by colour and kind, then traditional ones. */
static const char *const chinese_names[2][XQ_N_COLORS][XQ_N_KINDS] = {
  {
    { NULL, "帅", "仕", "相", "马", "车", "炮", "兵" },
    { NULL, "将", "士", "象", "马", "车", "炮", "卒" },
  },
  {
    { NULL, "帥", "仕", "相", "傌", "俥", "炮", "兵" },
    { NULL, "將", "士", "象", "馬", "車", "砲", "卒" },
  },
};

static const char *const chinese_numerals[10] = { NULL, "一", "二", "三", "四", "五", "六", "七", "八", "九" };

static const char *const chinese_actions[2][3] = {
  { "进", "退", "平" },
  { "進", "退", "平" },
};

static const char *const chinese_front = "前";
static const char *const chinese_middle = "中";
static const char *const chinese_rear[2] = { "后", "後" };

static const char        wxf_letters[XQ_N_KINDS] = { '?', 'K', 'A', 'E', 'H', 'R', 'C', 'P' };
static const char        wxf_actions[3] = { '+', '-', '.' };

/* Pieces that move along lines, whose 进/退 count steps. */
static gboolean
is_straight_mover (XqKind kind)
{
  return kind == XQ_KING || kind == XQ_ROOK || kind == XQ_CANNON || kind == XQ_PAWN;
}

/* The file number the mover writes (1–9 from its right) for a board file. */
static int
text_file (XqColor color,
           int     file)
{
  return color == XQ_RED ? XQ_FILES - file : file + 1;
}

static int
board_file (XqColor color,
            int     number)
{
  return color == XQ_RED ? XQ_FILES - number : number - 1;
}

static int
forward (XqColor color)
{
  return color == XQ_RED ? 1 : -1;
}

/* The squares of @piece on @file, the one nearest the enemy first. Returns how many. */
static int
file_pieces (const XqPosition *pos,
             XqPiece           piece,
             int               file,
             XqSquare          out[XQ_RANKS])
{
  int n = 0;

  for (int i = 0; i < XQ_RANKS; i++)
    {
      int      rank = xq_piece_color (piece) == XQ_RED ? XQ_RANKS - 1 - i : i;
      XqSquare sq = xq_square_make (file, rank);

      if (xq_position_get (pos, sq) == piece)
        out[n++] = sq;
    }
  return n;
}

/* Files holding two or more of @piece. */
static int
tandem_files (const XqPosition *pos,
              XqPiece           piece)
{
  int files = 0;

  for (int f = 0; f < XQ_FILES; f++)
    {
      XqSquare squares[XQ_RANKS];

      if (file_pieces (pos, piece, f, squares) >= 2)
        files++;
    }
  return files;
}

/* Writing */

typedef struct
{
  char           *buf;
  gsize           len;
  XqNotationStyle style;
} Writer;

static void
put_ascii (Writer *w,
           char    c)
{
  g_assert (w->len + 4 <= XQ_NOTATION_MAX_SIZE);
  if ((w->style & XQ_NOTATION_STYLE_FULL_WIDTH) && c > 0x20 && c < 0x7f)
    w->len += g_unichar_to_utf8 ((gunichar) c + 0xfee0, w->buf + w->len);
  else
    w->buf[w->len++] = c;
  w->buf[w->len] = '\0';
}

static void
put_utf8 (Writer     *w,
          const char *s)
{
  gsize n = strlen (s);

  g_assert (w->len + n < XQ_NOTATION_MAX_SIZE);
  memcpy (w->buf + w->len, s, n + 1);
  w->len += n;
}

/* A file or step number: Chinese numerals for Red, digits for Black. */
static void
put_number (Writer *w,
            XqColor color,
            int     number)
{
  g_assert (number >= 1 && number <= 9);
  if (color == XQ_RED)
    put_utf8 (w, chinese_numerals[number]);
  else
    put_ascii (w, (char) ('0' + number));
}

/* WXF for the piece @index from the front of @count: + front, - rear, @middle between. */
static char
wxf_place (int  index,
           int  count,
           char middle)
{
  if (index == 0)
    return '+';
  if (index == count - 1)
    return '-';
  return middle;
}

static const char *
place_word (Writer *w,
            XqPlace place)
{
  if (place == XQ_PLACE_FRONT)
    return chinese_front;
  if (place == XQ_PLACE_REAR)
    return chinese_rear[(w->style & XQ_NOTATION_STYLE_TRADITIONAL) != 0];
  return chinese_middle;
}

/* The place of the piece @index from the front of @count on a file: 前, 中 or 后. */
static XqPlace
tandem_place (int count,
              int index)
{
  if (index == 0)
    return XQ_PLACE_FRONT;
  if (index == count - 1)
    return XQ_PLACE_REAR;
  return XQ_PLACE_MIDDLE;
}

const char *
xq_notation_piece_name (XqColor         color,
                        XqKind          kind,
                        XqNotationStyle style)
{
  g_return_val_if_fail (kind > XQ_NO_KIND && kind < XQ_N_KINDS, "?");

  return chinese_names[(style & XQ_NOTATION_STYLE_TRADITIONAL) != 0][color == XQ_BLACK][kind];
}

void
xq_notation_designate (const XqPosition *pos,
                       XqSquare          sq,
                       XqDesignation    *out)
{
  XqPiece  piece = xq_position_get (pos, sq);
  XqSquare squares[XQ_RANKS];
  int      file = xq_square_file (sq);

  g_return_if_fail (xq_piece_is_valid (piece));

  out->color = xq_piece_color (piece);
  out->kind = xq_piece_kind (piece);
  out->file = text_file (out->color, file);
  out->count = file_pieces (pos, piece, file, squares);
  out->index = 0;
  while (out->index < out->count && squares[out->index] != sq)
    out->index++;
  out->place = XQ_PLACE_FILE;
  out->ordinal = 0;
  out->file_named = FALSE;

  if ((out->kind == XQ_ROOK || out->kind == XQ_HORSE || out->kind == XQ_CANNON) && out->count == 2)
    out->place = tandem_place (out->count, out->index);
  else if (out->kind == XQ_PAWN && out->count >= 2 && tandem_files (pos, piece) >= 2)
    {
      out->place = tandem_place (out->count, out->index);
      out->file_named = TRUE;
    }
  else if (out->kind == XQ_PAWN && out->count >= 2 && out->count <= 3)
    out->place = tandem_place (out->count, out->index);
  else if (out->kind == XQ_PAWN && out->count >= 4)
    {
      out->place = XQ_PLACE_ORDINAL;
      out->ordinal = MIN (out->index + 1, 9); /* more than five only in a broken set-up */
    }
}

static void
write_chinese (Writer           *w,
               const XqPosition *pos,
               XqSquare          from,
               Action            action,
               int               number)
{
  XqDesignation d;
  gboolean      traditional = (w->style & XQ_NOTATION_STYLE_TRADITIONAL) != 0;
  const char   *name;

  xq_notation_designate (pos, from, &d);
  name = chinese_names[traditional][d.color][d.kind];
  if (d.place == XQ_PLACE_FILE)
    {
      put_utf8 (w, name);
      put_number (w, d.color, d.file);
    }
  else if (d.place == XQ_PLACE_ORDINAL)
    {
      put_utf8 (w, chinese_numerals[d.ordinal]);
      put_utf8 (w, name);
    }
  else
    {
      put_utf8 (w, place_word (w, d.place));
      if (d.file_named)
        put_number (w, d.color, d.file);
      else
        put_utf8 (w, name);
    }
  put_utf8 (w, chinese_actions[traditional][action]);
  put_number (w, d.color, number);
}

static void
write_wxf (Writer           *w,
           const XqPosition *pos,
           XqSquare          from,
           Action            action,
           int               number)
{
  XqDesignation d;
  char          digit;

  xq_notation_designate (pos, from, &d);
  digit = (char) ('0' + d.file);
  if (d.place == XQ_PLACE_FILE)
    {
      put_ascii (w, wxf_letters[d.kind]);
      put_ascii (w, digit);
    }
  else if (d.kind != XQ_PAWN)
    {
      put_ascii (w, wxf_letters[d.kind]);
      put_ascii (w, d.index == 0 ? '+' : '-');
    }
  else if (d.file_named)
    {
      put_ascii (w, digit);
      put_ascii (w, wxf_place (d.index, d.count, digit));
    }
  else if (d.count <= 3)
    {
      put_ascii (w, 'P');
      put_ascii (w, wxf_place (d.index, d.count, digit));
    }
  else if (d.index == 0 || d.index == d.count - 1)
    {
      put_ascii (w, wxf_place (d.index, d.count, '?'));
      put_ascii (w, wxf_place (d.index, d.count, '?'));
    }
  else
    {
      /* the second from either end is P+ or P-, the middle of five its file */
      put_ascii (w, 'P');
      put_ascii (w, wxf_place (d.index - 1, d.count - 2, digit));
    }
  put_ascii (w, wxf_actions[action]);
  put_ascii (w, (char) ('0' + number));
}

gsize
xq_notation_write (const XqPosition *pos,
                   XqMove            move,
                   XqNotation        notation,
                   XqNotationStyle   style,
                   char              buf[XQ_NOTATION_MAX_SIZE])
{
  Writer   w = { buf, 0, style };
  XqSquare from = xq_move_from (move);
  XqSquare to = xq_move_to (move);
  XqPiece  piece;
  XqColor  color;
  int      advance, number;
  Action   action;

  g_return_val_if_fail (buf != NULL, 0);
  buf[0] = '\0';
  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (xq_square_is_valid (from) && xq_square_is_valid (to) && from != to, 0);

  if (notation == XQ_NOTATION_ICCS)
    {
      char iccs[5];

      xq_move_to_iccs (move, iccs);
      for (int i = 0; i < 4; i++)
        put_ascii (&w, iccs[i]);
      return w.len;
    }

  if (notation == XQ_NOTATION_SAN || notation == XQ_NOTATION_SAN_WINBOARD)
    return xq_san_write (pos, move, notation, buf);

  g_return_val_if_fail (notation == XQ_NOTATION_CHINESE || notation == XQ_NOTATION_WXF, 0);
  piece = xq_position_get (pos, from);
  g_return_val_if_fail (xq_piece_is_valid (piece), 0);

  color = xq_piece_color (piece);
  advance = (xq_square_rank (to) - xq_square_rank (from)) * forward (color);
  if (advance > 0)
    action = ACTION_FORWARD;
  else if (advance < 0)
    action = ACTION_BACKWARD;
  else
    action = ACTION_SIDEWAYS;
  if (action != ACTION_SIDEWAYS && is_straight_mover (xq_piece_kind (piece)))
    number = ABS (advance);
  else
    number = text_file (color, xq_square_file (to));

  if (notation == XQ_NOTATION_CHINESE)
    write_chinese (&w, pos, from, action, number);
  else
    write_wxf (&w, pos, from, action, number);
  return w.len;
}

char *
xq_notation_format (XqPosition *pos,
                    XqMove      move,
                    XqNotation  notation)
{
  char buf[XQ_NOTATION_MAX_SIZE];

  xq_notation_write (pos, move, notation, XQ_NOTATION_STYLE_DEFAULT, buf);
  return g_strdup (buf);
}

/* Reading: characters */

static gunichar
normalise (gunichar c)
{
  /* Full-width ASCII forms: ０–９, Ａ–Ｚ, ａ–ｚ, ＋, －, ．, ＝ … */
  if (c >= 0xff01 && c <= 0xff5e)
    return c - 0xfee0;
  if (c == 0x2212 || c == 0x2013 || c == 0x2014) /* − minus sign, – en dash, — em dash */
    return '-';
  return c;
}

static gboolean
is_space (gunichar c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == 0xa0 || c == 0x3000;
}

/* Splits @text into normalised characters with their columns, skipping whitespace. Stops at the
 * first byte that is not UTF-8 (kept as SYMBOL_INVALID) or after MAX_SYMBOLS characters. */
static void
read_symbols (const char *text,
              Symbols    *s)
{
  const char *p = text;
  int         column = 1;

  s->n = 0;
  s->end_column = 1;
  s->ascii = TRUE;
  while (*p != '\0' && s->n < MAX_SYMBOLS)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          s->sym[s->n].ch = SYMBOL_INVALID;
          s->sym[s->n].column = column;
          s->n++;
          s->ascii = FALSE;
          s->end_column = column + 1;
          return;
        }
      p = g_utf8_next_char (p);
      c = normalise (c);
      if (!is_space (c))
        {
          s->sym[s->n].ch = c;
          s->sym[s->n].column = column;
          s->n++;
          if (c >= 0x80)
            s->ascii = FALSE;
          s->end_column = column + 1;
        }
      column++;
    }
}

/* The column of symbol @i, or of the end when the text is shorter. */
static int
column_of (const Symbols *s,
           int            i)
{
  return i < s->n ? s->sym[i].column : s->end_column;
}

/* The ASCII character of symbol @i, upper case; 0 past the end or for other characters. */
static char
ascii_at (const Symbols *s,
          int            i)
{
  if (i >= s->n || s->sym[i].ch >= 0x80)
    return '\0';
  return g_ascii_toupper ((char) s->sym[i].ch);
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

/* Reading: finding the move on the board */

/* Index (from the front) of the piece @select means among @count on a file; -1 when none does,
 * -2 when all of them might. */
static int
select_index (const Description *d,
              int                count)
{
  switch (d->select)
    {
    case SELECT_FILE:
      return count == 1 ? 0 : -2;
    case SELECT_WXF_FILE:
      if (count == 1)
        return 0;
      if (d->kind == XQ_PAWN && (count == 3 || count == 5))
        return count / 2;
      return -2;
    case SELECT_FRONT:
    case SELECT_WXF_FOREMOST:
      return count >= 2 ? 0 : -1;
    case SELECT_REAR:
    case SELECT_WXF_REARMOST:
      return count >= 2 ? count - 1 : -1;
    case SELECT_MIDDLE:
      return count == 3 || count == 5 ? count / 2 : -1;
    case SELECT_ORDINAL:
      return count >= 2 && d->ordinal <= count ? d->ordinal - 1 : -1;
    case SELECT_WXF_PLUS:
      if (count >= 4)
        return 1;
      return count >= 2 ? 0 : -1;
    case SELECT_WXF_MINUS:
      if (count >= 4)
        return count - 2;
      return count >= 2 ? count - 1 : -1;
    default:
      g_assert_not_reached ();
    }
}

typedef enum {
  TARGET_OK,
  TARGET_OFF_BOARD,
  TARGET_NONE, /* no point fits (BAD_SHAPE, SAME_SQUARE) */
} TargetResult;

/* Where the piece on @from goes by @d; on TARGET_NONE, @why says why there is no such point. */
static TargetResult
find_target (const Description *d,
             XqColor            color,
             XqSquare           from,
             XqSquare          *to,
             XqMoveProblem     *why)
{
  int file = xq_square_file (from);
  int rank = xq_square_rank (from);
  int sign = d->action == ACTION_FORWARD ? forward (color) : -forward (color);

  if (d->action == ACTION_SIDEWAYS)
    {
      int to_file = board_file (color, d->number);

      if (!is_straight_mover (d->kind))
        {
          *why = XQ_MOVE_BAD_SHAPE;
          return TARGET_NONE;
        }
      if (to_file == file)
        {
          *why = XQ_MOVE_SAME_SQUARE;
          return TARGET_NONE;
        }
      *to = xq_square_make (to_file, rank);
      return TARGET_OK;
    }

  if (is_straight_mover (d->kind))
    {
      rank += sign * d->number;
    }
  else
    {
      int to_file = board_file (color, d->number);
      int df = ABS (to_file - file);
      int dr;

      if (d->kind == XQ_ADVISOR && df == 1)
        dr = 1;
      else if (d->kind == XQ_ELEPHANT && df == 2)
        dr = 2;
      else if (d->kind == XQ_HORSE && (df == 1 || df == 2))
        dr = 3 - df;
      else
        {
          *why = XQ_MOVE_BAD_SHAPE;
          return TARGET_NONE;
        }
      file = to_file;
      rank += sign * dr;
    }
  if (!xq_coords_are_valid (file, rank))
    return TARGET_OFF_BOARD;
  *to = xq_square_make (file, rank);
  return TARGET_OK;
}

static XqMove
resolve (XqPosition        *pos,
         const Description *d,
         XqNotationProblem *problem)
{
  XqColor       color = xq_position_side (pos);
  XqPiece       piece = xq_piece_make (color, d->kind);
  XqSquare      candidates[XQ_SQUARES];
  int           n = 0;
  XqMove        found = XQ_MOVE_NONE;
  int           legal = 0;
  gboolean      off_board = FALSE;
  XqMoveProblem why = XQ_MOVE_OK;
  XqMove        illegal = XQ_MOVE_NONE;

  for (int f = 0; f < XQ_FILES; f++)
    {
      XqSquare squares[XQ_RANKS];
      int      count, index;

      if (d->file >= 0 && f != d->file)
        continue;
      count = file_pieces (pos, piece, f, squares);
      if (count == 0)
        continue;
      index = select_index (d, count);
      if (index == -2)
        for (int i = 0; i < count; i++)
          candidates[n++] = squares[i];
      else if (index >= 0)
        candidates[n++] = squares[index];
    }
  if (n == 0)
    return fail (problem, XQ_NOTATION_NO_SUCH_PIECE, d->column);

  for (int i = 0; i < n; i++)
    {
      XqSquare      to;
      XqMoveProblem problem_here = XQ_MOVE_OK;
      XqMove        move;

      switch (find_target (d, color, candidates[i], &to, &problem_here))
        {
        case TARGET_OFF_BOARD:
          off_board = TRUE;
          continue;
        case TARGET_NONE:
          if (why == XQ_MOVE_OK)
            why = problem_here;
          continue;
        case TARGET_OK:
        default:
          break;
        }
      move = xq_move_make (candidates[i], to);
      problem_here = xq_position_check_move (pos, move);
      if (problem_here == XQ_MOVE_OK)
        {
          found = move;
          legal++;
        }
      else if (illegal == XQ_MOVE_NONE)
        {
          /* A move that names a point is the better explanation: it replaces a shape problem. */
          illegal = move;
          why = problem_here;
        }
    }

  if (legal == 1)
    return found;
  if (legal > 1)
    return fail (problem, XQ_NOTATION_AMBIGUOUS, d->column);
  if (why == XQ_MOVE_OK && off_board)
    return fail (problem, XQ_NOTATION_OFF_BOARD, d->number_column);
  problem->problem = why;
  problem->move = illegal;
  return fail (problem, XQ_NOTATION_ILLEGAL, d->column);
}

/* Reading: ICCS */

static gboolean
is_iccs_file (char c)
{
  return c >= 'A' && c <= 'I';
}

static gboolean
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

/* Coordinates: a file letter, a rank digit, then a file letter (or a dash and one). WXF never has
 * a letter in the third place. */
static gboolean
looks_like_iccs (const Symbols *s)
{
  char third = ascii_at (s, 2);

  return s->ascii && is_iccs_file (ascii_at (s, 0)) && is_digit (ascii_at (s, 1)) &&
         (is_iccs_file (third) || (third == '-' && is_iccs_file (ascii_at (s, 3))));
}

static XqMove
parse_iccs (XqPosition        *pos,
            const Symbols     *s,
            XqNotationProblem *problem)
{
  int           i = ascii_at (s, 2) == '-' ? 3 : 2;
  XqSquare      from, to;
  XqMove        move;
  XqMoveProblem why;

  if (!is_iccs_file (ascii_at (s, i)))
    return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, i));
  if (!is_digit (ascii_at (s, i + 1)))
    return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, i + 1));
  if (i + 2 < s->n)
    return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, i + 2));

  from = xq_square_make (ascii_at (s, 0) - 'A', ascii_at (s, 1) - '0');
  to = xq_square_make (ascii_at (s, i) - 'A', ascii_at (s, i + 1) - '0');
  if (from == to)
    {
      problem->problem = XQ_MOVE_SAME_SQUARE;
      return fail (problem, XQ_NOTATION_ILLEGAL, column_of (s, 0));
    }
  move = xq_move_make (from, to);
  why = xq_position_check_move (pos, move);
  if (why != XQ_MOVE_OK)
    {
      problem->problem = why;
      problem->move = move;
      return fail (problem, XQ_NOTATION_ILLEGAL, column_of (s, 0));
    }
  return move;
}

/* Reading: WXF */

static XqKind
wxf_kind (char c)
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

/* C2.5, C2=5, C25, R+.3, +R.3, R++1, ++.4, P3.4, 3+.4, 33.4 */
static XqMove
parse_wxf (XqPosition        *pos,
           const Symbols     *s,
           XqNotationProblem *problem)
{
  Description d = { XQ_NO_KIND, SELECT_FILE, 0, -1, ACTION_SIDEWAYS, 0, column_of (s, 0), 0 };
  char        c0 = ascii_at (s, 0);
  char        c1 = ascii_at (s, 1);
  int         unknown_column = 0;
  int         i = 2;

  if (g_ascii_isalpha (c0))
    {
      d.kind = wxf_kind (c0);
      if (d.kind == XQ_NO_KIND)
        unknown_column = column_of (s, 0);
      if (c1 >= '1' && c1 <= '9')
        {
          d.select = SELECT_WXF_FILE;
          d.file = board_file (xq_position_side (pos), c1 - '0');
        }
      else if (c1 == '+' || c1 == '-')
        d.select = c1 == '+' ? SELECT_WXF_PLUS : SELECT_WXF_MINUS;
      else
        return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, 1));
    }
  else if (c0 == '+' || c0 == '-')
    {
      if (c1 == c0)
        {
          d.kind = XQ_PAWN;
          d.select = c0 == '+' ? SELECT_WXF_FOREMOST : SELECT_WXF_REARMOST;
        }
      else if (g_ascii_isalpha (c1))
        {
          d.kind = wxf_kind (c1);
          if (d.kind == XQ_NO_KIND)
            unknown_column = column_of (s, 1);
          d.select = c0 == '+' ? SELECT_WXF_PLUS : SELECT_WXF_MINUS;
        }
      else
        return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, 1));
    }
  else if (c0 >= '1' && c0 <= '9')
    {
      /* Tandem pawns on two files: the file, then +, - or the file again for the middle one. */
      d.kind = XQ_PAWN;
      d.file = board_file (xq_position_side (pos), c0 - '0');
      if (c1 == '+' || c1 == '-')
        d.select = c1 == '+' ? SELECT_FRONT : SELECT_REAR;
      else if (c1 == c0)
        d.select = SELECT_MIDDLE;
      else
        return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, 1));
    }
  else
    return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, 0));

  switch (ascii_at (s, i))
    {
    case '+':
      d.action = ACTION_FORWARD;
      i++;
      break;
    case '-':
      d.action = ACTION_BACKWARD;
      i++;
      break;
    case '.':
    case '=':
      d.action = ACTION_SIDEWAYS;
      i++;
      break;
    default:
      /* C25: no sign means sideways, when the number ends the move. */
      if (!(ascii_at (s, i) >= '1' && ascii_at (s, i) <= '9' && i + 1 == s->n))
        return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, i));
      d.action = ACTION_SIDEWAYS;
      break;
    }
  if (!(ascii_at (s, i) >= '1' && ascii_at (s, i) <= '9'))
    return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, i));
  d.number = ascii_at (s, i) - '0';
  d.number_column = column_of (s, i);
  if (i + 1 < s->n)
    return fail (problem, XQ_NOTATION_SYNTAX, column_of (s, i + 1));
  if (unknown_column)
    return fail (problem, XQ_NOTATION_UNKNOWN_PIECE, unknown_column);
  return resolve (pos, &d, problem);
}

/* Reading: Chinese */

typedef enum {
  TOKEN_OTHER,
  TOKEN_PIECE,  /* value: XqKind */
  TOKEN_PLACE,  /* value: SELECT_FRONT, SELECT_MIDDLE, SELECT_REAR */
  TOKEN_NUMBER, /* value: 1–9 */
  TOKEN_ACTION, /* value: Action */
  TOKEN_END,
} TokenType;

typedef struct
{
  TokenType type;
  int       value;
  int       column;
} Token;

/* Chinese words, with their traditional forms and variants. */
static const struct
{
  gunichar  ch;
  TokenType type;
  int       value;
} chinese_words[] = {
  { 0x5e05, TOKEN_PIECE, XQ_KING },          /* 帅 */
  { 0x5e25, TOKEN_PIECE, XQ_KING },          /* 帥 */
  { 0x5c06, TOKEN_PIECE, XQ_KING },          /* 将 */
  { 0x5c07, TOKEN_PIECE, XQ_KING },          /* 將 */
  { 0x4ed5, TOKEN_PIECE, XQ_ADVISOR },       /* 仕 */
  { 0x58eb, TOKEN_PIECE, XQ_ADVISOR },       /* 士 */
  { 0x76f8, TOKEN_PIECE, XQ_ELEPHANT },      /* 相 */
  { 0x8c61, TOKEN_PIECE, XQ_ELEPHANT },      /* 象 */
  { 0x9a6c, TOKEN_PIECE, XQ_HORSE },         /* 马 */
  { 0x99ac, TOKEN_PIECE, XQ_HORSE },         /* 馬 */
  { 0x508c, TOKEN_PIECE, XQ_HORSE },         /* 傌 */
  { 0x4b7e, TOKEN_PIECE, XQ_HORSE },         /* 䭾 */
  { 0x8f66, TOKEN_PIECE, XQ_ROOK },          /* 车 */
  { 0x8eca, TOKEN_PIECE, XQ_ROOK },          /* 車 */
  { 0x4fe5, TOKEN_PIECE, XQ_ROOK },          /* 俥 */
  { 0x4f21, TOKEN_PIECE, XQ_ROOK },          /* 伡 */
  { 0x70ae, TOKEN_PIECE, XQ_CANNON },        /* 炮 */
  { 0x7832, TOKEN_PIECE, XQ_CANNON },        /* 砲 */
  { 0x5305, TOKEN_PIECE, XQ_CANNON },        /* 包 */
  { 0x5175, TOKEN_PIECE, XQ_PAWN },          /* 兵 */
  { 0x5352, TOKEN_PIECE, XQ_PAWN },          /* 卒 */
  { 0x524d, TOKEN_PLACE, SELECT_FRONT },     /* 前 */
  { 0x4e2d, TOKEN_PLACE, SELECT_MIDDLE },    /* 中 */
  { 0x540e, TOKEN_PLACE, SELECT_REAR },      /* 后 */
  { 0x5f8c, TOKEN_PLACE, SELECT_REAR },      /* 後 */
  { 0x8fdb, TOKEN_ACTION, ACTION_FORWARD },  /* 进 */
  { 0x9032, TOKEN_ACTION, ACTION_FORWARD },  /* 進 */
  { 0x9000, TOKEN_ACTION, ACTION_BACKWARD }, /* 退 */
  { 0x5e73, TOKEN_ACTION, ACTION_SIDEWAYS }, /* 平 */
  { 0x4e00, TOKEN_NUMBER, 1 },               /* 一 */
  { 0x4e8c, TOKEN_NUMBER, 2 },               /* 二 */
  { 0x4e09, TOKEN_NUMBER, 3 },               /* 三 */
  { 0x56db, TOKEN_NUMBER, 4 },               /* 四 */
  { 0x4e94, TOKEN_NUMBER, 5 },               /* 五 */
  { 0x516d, TOKEN_NUMBER, 6 },               /* 六 */
  { 0x4e03, TOKEN_NUMBER, 7 },               /* 七 */
  { 0x516b, TOKEN_NUMBER, 8 },               /* 八 */
  { 0x4e5d, TOKEN_NUMBER, 9 },               /* 九 */
};

static Token
token_at (const Symbols *s,
          int            i)
{
  Token t = { TOKEN_OTHER, 0, column_of (s, i) };

  if (i >= s->n)
    {
      t.type = TOKEN_END;
      return t;
    }
  if (s->sym[i].ch >= '1' && s->sym[i].ch <= '9')
    {
      t.type = TOKEN_NUMBER;
      t.value = (int) (s->sym[i].ch - '0');
      return t;
    }
  for (gsize k = 0; k < G_N_ELEMENTS (chinese_words); k++)
    if (chinese_words[k].ch == s->sym[i].ch)
      {
        t.type = chinese_words[k].type;
        t.value = chinese_words[k].value;
        break;
      }
  return t;
}

/* 炮二平五, 马8进7, 前车进一, 车前进一, 前兵进一, 中兵平四, 二兵平四, 前三平四, 前兵三平四, 二八平九,
 * 二兵八平九 */
static XqMove
parse_chinese (XqPosition        *pos,
               const Symbols     *s,
               XqNotationProblem *problem)
{
  Description d = { XQ_NO_KIND, SELECT_FILE, 0, -1, ACTION_SIDEWAYS, 0, column_of (s, 0), 0 };
  gboolean    placed = FALSE; /* a position (前 中 后 or an ordinal) was given */
  int         unknown_column = 0;
  int         i = 0;
  Token       t = token_at (s, 0);
  Token       next = token_at (s, 1);

  /* 前, or an ordinal before the piece name (二兵) */
  if (t.type == TOKEN_PLACE)
    {
      d.select = (Select) t.value;
      placed = TRUE;
      t = token_at (s, ++i);
    }
  else if (t.type == TOKEN_NUMBER &&
           (next.type == TOKEN_PIECE || next.type == TOKEN_OTHER ||
            /* 二八平九, 二4平5: an ordinal, then the file (pawns on two files) */
            (next.type == TOKEN_NUMBER && token_at (s, 2).type == TOKEN_ACTION)))
    {
      d.select = SELECT_ORDINAL;
      d.ordinal = t.value;
      placed = TRUE;
      t = token_at (s, ++i);
    }

  /* The piece name, unless a place and a file say it (前三 = the front pawn on 三) */
  if (t.type == TOKEN_PIECE || t.type == TOKEN_OTHER)
    {
      if (t.type == TOKEN_PIECE)
        d.kind = (XqKind) t.value;
      else
        unknown_column = t.column;
      t = token_at (s, ++i);
      /* 车前 */
      if (!placed && t.type == TOKEN_PLACE)
        {
          d.select = (Select) t.value;
          placed = TRUE;
          t = token_at (s, ++i);
        }
    }
  else if (!placed)
    return fail (problem, XQ_NOTATION_SYNTAX, t.column);

  /* The file */
  if (t.type == TOKEN_NUMBER)
    {
      d.file = board_file (xq_position_side (pos), t.value);
      t = token_at (s, ++i);
    }
  else if (!placed)
    return fail (problem, XQ_NOTATION_SYNTAX, t.column);
  else if (d.kind == XQ_NO_KIND && !unknown_column)
    return fail (problem, XQ_NOTATION_SYNTAX, t.column);

  if (t.type != TOKEN_ACTION)
    return fail (problem, XQ_NOTATION_SYNTAX, t.column);
  d.action = (Action) t.value;
  t = token_at (s, ++i);
  if (t.type != TOKEN_NUMBER)
    return fail (problem, XQ_NOTATION_SYNTAX, t.column);
  d.number = t.value;
  d.number_column = t.column;
  t = token_at (s, ++i);
  if (t.type != TOKEN_END)
    return fail (problem, XQ_NOTATION_SYNTAX, t.column);

  if (unknown_column)
    return fail (problem, XQ_NOTATION_UNKNOWN_PIECE, unknown_column);
  if (d.kind == XQ_NO_KIND)
    d.kind = XQ_PAWN; /* 前三平四 */
  return resolve (pos, &d, problem);
}

/* Public API */

XqNotation
xq_notation_detect (const char *text)
{
  Symbols s;

  if (text == NULL)
    return XQ_NOTATION_WXF;
  read_symbols (text, &s);
  if (!s.ascii)
    return XQ_NOTATION_CHINESE;
  if (looks_like_iccs (&s))
    return XQ_NOTATION_ICCS;
  return XQ_NOTATION_WXF;
}

XqMove
xq_notation_parse (XqPosition        *pos,
                   const char        *text,
                   XqNotationProblem *problem)
{
  XqNotationProblem scratch;
  Symbols           s;

  if (problem == NULL)
    problem = &scratch;
  memset (problem, 0, sizeof *problem);
  problem->move = XQ_MOVE_NONE;
  g_return_val_if_fail (pos != NULL, XQ_MOVE_NONE);

  if (text == NULL)
    return fail (problem, XQ_NOTATION_EMPTY, 1);
  read_symbols (text, &s);
  if (s.n == 0)
    return fail (problem, XQ_NOTATION_EMPTY, 1);
  if (s.sym[s.n - 1].ch == SYMBOL_INVALID)
    return fail (problem, XQ_NOTATION_SYNTAX, s.sym[s.n - 1].column);
  if (!s.ascii)
    return parse_chinese (pos, &s, problem);
  if (looks_like_iccs (&s))
    return parse_iccs (pos, &s, problem);
  return parse_wxf (pos, &s, problem);
}
