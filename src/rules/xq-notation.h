/* xq-notation.h: moves in Chinese, WXF, ICCS and algebraic (SAN) notation
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
  /* Algebraic notation (SAN) as western programs write xiangqi: files a–i, the piece's letter, 'x'
   * for a capture, '+' and '#' for check and mate. */
  XQ_NOTATION_SAN = 3,          /* Che3, Ng8, Rxb10: ranks 1–10, N and B (pychess, Fairy-Stockfish) */
  XQ_NOTATION_SAN_WINBOARD = 4, /* Che2, Hg7, Rxb9: ranks 0–9, H and E (WinBoard, XBoard) */
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

/* How a record tells a piece from the other pieces of its kind and side (the first two characters
 * of a Chinese move, the first two of a WXF move): by its file, or by its place among the like
 * pieces on its file. */
typedef enum {
  XQ_PLACE_FILE = 0, /* 炮二, C2: the only one of its kind on the file (or an advisor, elephant) */
  XQ_PLACE_FRONT,    /* 前炮, C+ */
  XQ_PLACE_MIDDLE,   /* 中兵, P3 (of three, or the third of five) */
  XQ_PLACE_REAR,     /* 后炮, C- */
  XQ_PLACE_ORDINAL,  /* 二兵: four or five pawns on a file, counted from the front */
} XqPlace;

typedef struct
{
  XqColor  color;
  XqKind   kind;
  int      file; /* 1–9, counted from the side's own right (红 一…九, 黑 1…9) */
  XqPlace  place;
  int      ordinal;    /* XQ_PLACE_ORDINAL: 1 = front */
  int      count;      /* like pieces on the file */
  int      index;      /* 0 = the one nearest the enemy */
  gboolean file_named; /* with a place, the file is named too (pawns on two files: 前三) */
} XqDesignation;

/* The name a Chinese record gives a piece of @color and @kind: 炮, 马, 将 (傌, 砲, 將 in traditional
 * style), as xq_notation_write() writes it. */
const char *xq_notation_piece_name (XqColor         color,
                                    XqKind          kind,
                                    XqNotationStyle style);

/* How the record designates the piece on @sq (a piece must stand there; @pos need not be legal). */
void xq_notation_designate (const XqPosition *pos,
                            XqSquare          sq,
                            XqDesignation    *out);

/* Bytes a written move needs at most, with the NUL. */
#define XQ_NOTATION_MAX_SIZE 32

/* Writes @move (legal in @pos) in @notation. Chinese uses Chinese numerals for Red, ASCII digits
 * for Black; tandem pieces 前/中/后 (一二三四五 for four or five pawns on a file). SAN names the
 * file (else the rank, else both) of a piece when a like one could go to the same point too, and
 * a pawn's file when it captures or moves sideways. */
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

/* The notation @text is written in, guessed from its characters (no position needed): any
 * character beyond ASCII after full-width forms are folded means Chinese, "h2e2"/"H2-E2" ICCS,
 * anything else WXF. (SAN, whose ranks cannot be told from one move, is not guessed.) */
XqNotation xq_notation_detect (const char *text);

/* Reads one move in SAN, its ranks counted as @notation (XQ_NOTATION_SAN or
 * XQ_NOTATION_SAN_WINBOARD) says: the letter of the piece (R, H or N, E or B, A, K, C; none or P
 * for a pawn), then its file and/or rank when written, 'x', the point reached, "+", "#", "!?"
 * ignored. A pawn that does not name its file goes straight ahead when one can. Files are lower
 * case and letters upper case. Returns the legal move, or XQ_MOVE_NONE with @problem filled. */
XqMove xq_notation_parse_san (XqPosition        *pos,
                              const char        *text,
                              XqNotation         notation,
                              XqNotationProblem *problem);
/* TRUE when @text has the shape of a SAN move, with either count of ranks. */
gboolean xq_notation_looks_like_san (const char *text);

G_END_DECLS
