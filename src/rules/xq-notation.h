/* xq-notation.h: moves in Chinese, WXF and ICCS notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-movegen.h"
#include "xq-position.h"

G_BEGIN_DECLS

typedef enum {
  XQ_NOTATION_CHINESE = 0, /* 炮二平五, 马8进7, 前车进一 */
  XQ_NOTATION_WXF = 1,     /* C2.5, H8+7, R+.1 */
  XQ_NOTATION_ICCS = 2,    /* h2e2 */
} XqNotation;

/* Why a move text was not accepted. */
typedef enum {
  XQ_NOTATION_OK = 0,
  XQ_NOTATION_EMPTY,         /* no move text */
  XQ_NOTATION_SYNTAX,        /* not a move in any known notation; column says where */
  XQ_NOTATION_UNKNOWN_PIECE, /* the piece name is not one we know */
  XQ_NOTATION_NO_SUCH_PIECE, /* the mover has no such piece on that file / in that place */
  XQ_NOTATION_AMBIGUOUS,     /* several pieces fit and more than one could make the move */
  XQ_NOTATION_OFF_BOARD,     /* the described target lies off the board */
  XQ_NOTATION_ILLEGAL,       /* a piece and target were found but the move breaks a rule (problem) */
} XqNotationError;

/* @column is the 1-based character (not byte) column in the move text of where the syntax breaks,
 * the unknown piece name, the start of the piece described (NO_SUCH_PIECE, AMBIGUOUS, ILLEGAL) or
 * the number (OFF_BOARD); 1 for EMPTY. */
typedef struct
{
  XqNotationError code;
  int             column;
  XqMoveProblem   problem; /* for XQ_NOTATION_ILLEGAL */
  XqMove          move;    /* the move that was meant, when one was identified (ILLEGAL) */
} XqNotationProblem;

/* How xq_notation_write() spells a move; the default is simplified characters and ASCII. */
typedef enum {
  XQ_NOTATION_STYLE_DEFAULT = 0,
  XQ_NOTATION_STYLE_TRADITIONAL = 1 << 0, /* Chinese: 俥 傌 帥 / 車 馬 砲 將, 進, 後 */
  XQ_NOTATION_STYLE_FULL_WIDTH = 1 << 1,  /* ASCII digits, letters and signs full width: 马８进７ */
} XqNotationStyle;

/* Bytes a written move needs at most, with the NUL. */
#define XQ_NOTATION_MAX_SIZE 32

/* Writes @move (legal in @pos) in @notation. Chinese uses Chinese numerals for Red, ASCII digits
 * for Black; tandem pieces 前/中/后 (一二三四五 for four or five pawns on a file). */
char *xq_notation_format (XqPosition *pos,
                          XqMove      move,
                          XqNotation  notation) G_GNUC_WARN_UNUSED_RESULT;

/* As xq_notation_format(), in @style, into @buf (no allocation). Returns the length in bytes. */
gsize xq_notation_write (const XqPosition *pos,
                         XqMove            move,
                         XqNotation        notation,
                         XqNotationStyle   style,
                         char              buf[XQ_NOTATION_MAX_SIZE]);

/* Reads one move in any of the three notations (detected), accepting simplified and traditional
 * characters and their variants, full-width digits and punctuation, and the tandem forms of both
 * conventions. Chinese numerals and digits mean the side to move's files either way. When several
 * pieces fit the text, the one that can legally make the move is taken (AMBIGUOUS if more can).
 * Any bytes are safe: invalid UTF-8 is a syntax error, and only the first few characters are
 * read. Returns the legal move, or XQ_MOVE_NONE with @problem (nullable) filled. */
XqMove xq_notation_parse (XqPosition        *pos,
                          const char        *text,
                          XqNotationProblem *problem);

/* Where the piece on @sq stands, as the notation names it: @file is its side's file number (1–9
 * from that side's right); when like pieces share the file, @count says how many and @index its
 * place from the front (0 = 前); @count is 1 otherwise. Returns FALSE for an empty point. */
typedef struct
{
  int file;
  int index;
  int count;
} XqPiecePlace;

gboolean xq_notation_piece_place (const XqPosition *pos,
                                  XqSquare          sq,
                                  XqPiecePlace     *place);

/* The notation @text is written in, guessed from its characters (no position needed): any
 * character beyond ASCII after full-width forms are folded means Chinese, "h2e2"/"H2-E2" ICCS,
 * anything else WXF. */
XqNotation xq_notation_detect (const char *text);

G_END_DECLS
