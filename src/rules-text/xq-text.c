/* xq-text.c: words for engine codes (positions, moves, notation)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text"

#include "config.h"

#include "xq-text.h"

#include "xq-catalog.h"
#include "xq-text-piece.h"

const char *
xq_text_side_name (XqLang  lang,
                   XqColor color)
{
  return color == XQ_RED ? XQ_T (lang, "Red") : XQ_T (lang, "Black");
}

const char *
xq_text_piece_name (XqLang  lang,
                    XqPiece piece)
{
  static const char *const red[XQ_N_KINDS] = {
    NULL,
    XQ_N ("red general"),
    XQ_N ("red advisor"),
    XQ_N ("red elephant"),
    XQ_N ("red horse"),
    XQ_N ("red rook"),
    XQ_N ("red cannon"),
    XQ_N ("red pawn"),
  };
  static const char *const black[XQ_N_KINDS] = {
    NULL,
    XQ_N ("black general"),
    XQ_N ("black advisor"),
    XQ_N ("black elephant"),
    XQ_N ("black horse"),
    XQ_N ("black rook"),
    XQ_N ("black cannon"),
    XQ_N ("black pawn"),
  };

  if (!xq_piece_is_valid (piece))
    return XQ_T (lang, "empty point");
  return xq_catalog_lookup (lang, (xq_piece_color (piece) == XQ_RED ? red : black)[xq_piece_kind (piece)]);
}

const char *
xq_text_move_problem (XqLang        lang,
                      XqMoveProblem problem)
{
  switch (problem)
    {
    case XQ_MOVE_OK:
      return XQ_T (lang, "legal move");
    case XQ_MOVE_NO_PIECE:
      return XQ_T (lang, "there is no piece on that point");
    case XQ_MOVE_NOT_YOUR_PIECE:
      return XQ_T (lang, "that piece belongs to the other side");
    case XQ_MOVE_SAME_SQUARE:
      return XQ_T (lang, "the piece must move to another point");
    case XQ_MOVE_OWN_PIECE:
      return XQ_T (lang, "a piece cannot capture its own side");
    case XQ_MOVE_BAD_SHAPE:
      return XQ_T (lang, "the piece does not move that way");
    case XQ_MOVE_LEAVES_PALACE:
      return XQ_T (lang, "the piece may not leave the palace");
    case XQ_MOVE_CROSSES_RIVER:
      return XQ_T (lang, "an elephant may not cross the river");
    case XQ_MOVE_ELEPHANT_EYE:
      return XQ_T (lang, "the elephant's eye is blocked");
    case XQ_MOVE_HORSE_LEG:
      return XQ_T (lang, "the horse's leg is blocked");
    case XQ_MOVE_LINE_BLOCKED:
      return XQ_T (lang, "the way is blocked");
    case XQ_MOVE_CANNON_NO_SCREEN:
      return XQ_T (lang, "a cannon captures only over a screen");
    case XQ_MOVE_CANNON_SCREENS:
      return XQ_T (lang, "a cannon captures over exactly one screen");
    case XQ_MOVE_PAWN_BACKWARD:
      return XQ_T (lang, "a pawn never moves back");
    case XQ_MOVE_PAWN_SIDEWAYS:
      return XQ_T (lang, "a pawn moves sideways only after crossing the river");
    case XQ_MOVE_GENERALS_FACE:
      return XQ_T (lang, "the generals would face each other");
    case XQ_MOVE_LEAVES_IN_CHECK:
      return XQ_T (lang, "the general would be left in check");
    default:
      return XQ_T (lang, "illegal move");
    }
}

static const char *const red_files[] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };

/* Where a set-up problem stands, as the board names the point for the piece's side: the file as
 * its moves write it (红 一…九 from Red's right, 黑 1…9 from Black's right) and the row counted
 * from that side's own back rank (四路第2行, "file 4 (row 2)"), with the ICCS name after it only
 * when the board shows ICCS coordinates (四路第2行（f1）, "file 4 (row 2, f1)"). In English
 * without @board (a file's warnings, the command line) the ICCS name alone ("f1"). */
static char *
point_words (const XqTextStyle *style,
             XqPiece            piece,
             XqSquare           sq,
             gboolean           board)
{
  char     iccs[3];
  XqColor  color = xq_piece_is_valid (piece) ? xq_piece_color (piece) : XQ_RED;
  int      file, row;
  GString *s;

  if (!xq_square_is_valid (sq))
    return g_strdup ("?");
  xq_square_to_iccs (sq, iccs);
  if (style->lang == XQ_LANG_EN && !board)
    return g_strdup (iccs);
  file = color == XQ_RED ? XQ_FILES - xq_square_file (sq) : xq_square_file (sq) + 1;
  row = color == XQ_RED ? xq_square_rank (sq) + 1 : XQ_RANKS - xq_square_rank (sq);
  if (style->lang == XQ_LANG_EN)
    {
      if (style->squares)
        /* Translators: where a piece stands as the board shows it, with the ICCS name: "file 4 (row 2, f1)" */
        return g_strdup_printf (XQ_T (style->lang, "file %d (row %d, %s)"), file, row, iccs);
      /* Translators: where a piece stands as the board shows it: "file 4 (row 2)", the file as that
       * side's moves write it, the row counted from that side's back rank */
      return g_strdup_printf (XQ_T (style->lang, "file %d (row %d)"), file, row);
    }
  s = g_string_new (NULL);
  if (color == XQ_RED)
    g_string_append (s, red_files[CLAMP (file, 1, 9)]);
  else
    g_string_append_printf (s, "%d", file);
  g_string_append_printf (s, "路第%d行", row);
  if (style->squares)
    g_string_append_printf (s, "（%s）", iccs);
  return g_string_free (s, FALSE);
}

/* The piece of a set-up problem: "red horse"; in Chinese by its side and the name its moves are
 * written with (红马; 紅傌 in zh_TW), as the rule texts name it. */
static char *
piece_words (XqLang  lang,
             XqPiece piece)
{
  if (lang == XQ_LANG_EN || !xq_piece_is_valid (piece))
    return g_strdup (xq_text_piece_name (lang, piece));
  return g_strconcat (xq_piece_color (piece) == XQ_RED ? (lang == XQ_LANG_ZH_TW ? "紅" : "红") : "黑",
                      xq_text_kind_name (lang, xq_piece_color (piece), xq_piece_kind (piece)), NULL);
}

static char *
problem_words (const XqTextStyle       *style,
               const XqPositionProblem *problem,
               gboolean                 board);

char *
xq_text_position_problem (XqLang                   lang,
                          const XqPositionProblem *problem)
{
  XqTextStyle style;

  xq_text_style_init (&style, lang, XQ_PROFILE_CXA);
  return problem_words (&style, problem, FALSE);
}

char *
xq_text_position_problem_styled (const XqTextStyle       *style,
                                 const XqPositionProblem *problem)
{
  return problem_words (style, problem, TRUE);
}

static char *
problem_words (const XqTextStyle       *style,
               const XqPositionProblem *problem,
               gboolean                 board)
{
  XqLang           lang = style->lang;
  g_autofree char *sq = point_words (style, problem->piece, problem->square, board);
  g_autofree char *piece = piece_words (lang, problem->piece);

  switch (problem->code)
    {
    case XQ_POSITION_OK:
      return g_strdup (XQ_T (lang, "The position is valid."));
    case XQ_POSITION_EMPTY_TEXT:
      return g_strdup (XQ_T (lang, "The FEN text is empty."));
    case XQ_POSITION_BAD_CHARACTER:
      /* The problem holds one byte; a byte of a multi-byte character is not text on its own. */
      if (!g_ascii_isprint (problem->ch))
        return g_strdup_printf (XQ_T (lang, "Column %d: a character that is neither a piece letter nor a digit."),
                                problem->column);
      return g_strdup_printf (XQ_T (lang, "Column %d: '%c' is neither a piece letter nor a digit."),
                              problem->column, problem->ch);
    case XQ_POSITION_RANK_TOO_LONG:
      return g_strdup_printf (XQ_T (lang, "Column %d: row %d of the board has more than 9 points."),
                              problem->column, problem->row + 1);
    case XQ_POSITION_RANK_TOO_SHORT:
      return g_strdup_printf (XQ_T (lang, "Column %d: row %d of the board has fewer than 9 points."),
                              problem->column, problem->row + 1);
    case XQ_POSITION_TOO_MANY_RANKS:
      return g_strdup_printf (XQ_T (lang, "Column %d: the board has more than 10 rows."), problem->column);
    case XQ_POSITION_TOO_FEW_RANKS:
      return g_strdup_printf (XQ_T (lang, "Column %d: the board has fewer than 10 rows."), problem->column);
    case XQ_POSITION_BAD_SIDE:
      return g_strdup_printf (XQ_T (lang, "Column %d: the side to move must be 'w' or 'b'."), problem->column);
    case XQ_POSITION_BAD_COUNTER:
      return g_strdup_printf (XQ_T (lang, "Column %d: the move counters must be numbers."), problem->column);
    case XQ_POSITION_TOO_MANY_PIECES:
      return g_strdup_printf (XQ_T (lang, "Too many pieces: the %s on %s is one more than a side has."), piece, sq);
    case XQ_POSITION_NO_KING:
      return g_strdup_printf (XQ_T (lang, "%s has no general."), xq_text_side_name (lang, problem->color));
    case XQ_POSITION_KING_SQUARE:
      return g_strdup_printf (XQ_T (lang, "The %s on %s stands outside its palace."), piece, sq);
    case XQ_POSITION_ADVISOR_SQUARE:
      return g_strdup_printf (XQ_T (lang, "The %s on %s is off the palace diagonals."), piece, sq);
    case XQ_POSITION_ELEPHANT_SQUARE:
      return g_strdup_printf (XQ_T (lang, "The %s on %s stands on a point no elephant can reach."), piece, sq);
    case XQ_POSITION_PAWN_SQUARE:
      return g_strdup_printf (XQ_T (lang, "The %s on %s stands where no pawn can get (behind its starting rank, or sideways before the river)."), piece, sq);
    case XQ_POSITION_KINGS_FACING:
      return g_strdup (XQ_T (lang, "The generals face each other on an open file."));
    case XQ_POSITION_OPPONENT_IN_CHECK:
      return g_strdup_printf (XQ_T (lang, "The %s on %s is in check, but it is not that side's turn."), piece, sq);
    default:
      return g_strdup (XQ_T (lang, "The position is not valid."));
    }
}

char *
xq_text_notation_problem (XqLang                   lang,
                          const XqNotationProblem *problem,
                          const char              *text)
{
  switch (problem->code)
    {
    case XQ_NOTATION_OK:
      return g_strdup (XQ_T (lang, "The move is legal."));
    case XQ_NOTATION_EMPTY:
      return g_strdup (XQ_T (lang, "The move text is empty."));
    case XQ_NOTATION_SYNTAX:
      return g_strdup_printf (XQ_T (lang, "'%s' is not a move in Chinese, WXF or ICCS notation (at character %d)."),
                              text, problem->column);
    case XQ_NOTATION_UNKNOWN_PIECE:
      return g_strdup_printf (XQ_T (lang, "'%s': unknown piece name."), text);
    case XQ_NOTATION_NO_SUCH_PIECE:
      return g_strdup_printf (XQ_T (lang, "'%s': the side to move has no such piece there."), text);
    case XQ_NOTATION_AMBIGUOUS:
      return g_strdup_printf (XQ_T (lang, "'%s' is ambiguous: more than one piece can make that move."), text);
    case XQ_NOTATION_OFF_BOARD:
      return g_strdup_printf (XQ_T (lang, "'%s' would leave the board."), text);
    case XQ_NOTATION_ILLEGAL:
      return g_strdup_printf (XQ_T (lang, "'%s' is illegal: %s."), text, xq_text_move_problem (lang, problem->problem));
    default:
      return g_strdup_printf (XQ_T (lang, "'%s' is not a legal move."), text);
    }
}
