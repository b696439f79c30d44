/* xq-fen.h: FEN reading and writing, position validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-position.h"

G_BEGIN_DECLS

#define XQ_START_FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

/* What is wrong with a FEN or a set-up position. The engine has no strings; rules-text words it. */
typedef enum {
  XQ_POSITION_OK = 0,
  /* syntax (column set) */
  XQ_POSITION_EMPTY_TEXT,
  XQ_POSITION_BAD_CHARACTER, /* character @ch is neither a piece letter nor a digit */
  XQ_POSITION_RANK_TOO_LONG, /* board row @row (0 = Black's back rank) has more than 9 points */
  XQ_POSITION_RANK_TOO_SHORT,
  XQ_POSITION_TOO_MANY_RANKS,
  XQ_POSITION_TOO_FEW_RANKS,
  XQ_POSITION_BAD_SIDE,    /* side field is not w, r or b */
  XQ_POSITION_BAD_COUNTER, /* half-move or move number field is not a number */
  /* contents (square and piece set) */
  XQ_POSITION_TOO_MANY_PIECES,  /* more pieces of @piece's kind than a side has */
  XQ_POSITION_NO_KING,          /* @color has no general */
  XQ_POSITION_KING_SQUARE,      /* general outside its palace */
  XQ_POSITION_ADVISOR_SQUARE,   /* advisor off the palace diagonals */
  XQ_POSITION_ELEPHANT_SQUARE,  /* elephant on a point no elephant reaches */
  XQ_POSITION_PAWN_SQUARE,      /* pawn behind its starting rank or on a point it cannot reach */
  XQ_POSITION_KINGS_FACING,     /* generals face each other on an open file */
  XQ_POSITION_OPPONENT_IN_CHECK /* the side that just moved is in check */
} XqPositionError;

typedef struct
{
  XqPositionError code;
  int             column; /* 1-based character column in the FEN text, 0 when not from text */
  int             row;    /* board row for rank errors, 0 = top (Black's back rank) */
  char            ch;
  XqSquare        square; /* XQ_SQUARE_NONE when not about one point */
  XqPiece         piece;
  XqColor         color;
} XqPositionProblem;

typedef enum {
  XQ_FEN_STRICT = 0,
  /* Accept advisors, elephants and pawns on points they can never reach in a game (composed
   * diagrams have them); the first one is still reported in the problem, as a warning. */
  XQ_FEN_ALLOW_UNREACHABLE = 1 << 0,
} XqFenFlags;

/* Parses and validates. On failure @pos is unspecified and @problem (nullable) says why. The side,
 * the two "-" fields and the counters are optional; a full-move number of 0, which some writers
 * put for the first move, reads as 1. */
gboolean xq_position_from_fen (XqPosition        *pos,
                               const char        *fen,
                               XqPositionProblem *problem);
/* As xq_position_from_fen(); with XQ_FEN_ALLOW_UNREACHABLE it may return TRUE with a warning in
 * @problem (code not XQ_POSITION_OK). */
gboolean xq_position_from_fen_flags (XqPosition        *pos,
                                     const char        *fen,
                                     XqFenFlags         flags,
                                     XqPositionProblem *problem);
/* Checks a position built by hand (set-up mode) by the same rules as the FEN reader. */
gboolean xq_position_validate (const XqPosition  *pos,
                               XqPositionProblem *problem);
gboolean xq_position_validate_flags (const XqPosition  *pos,
                                     XqFenFlags         flags,
                                     XqPositionProblem *problem);
/* Every problem of a position built by hand, in the order xq_position_validate() looks for them:
 * each kind a side has too many of (naming the surplus piece in reading order), each side without
 * a general, each piece on a point it can never stand on (reading order), then, when each side has
 * one general, generals facing and the side not to move in check. Appends XqPositionProblem
 * values to @problems; returns how many (0: the position is valid). */
guint xq_position_problems (const XqPosition *pos,
                            GArray           *problems);
/* Advisor, elephant or pawn on a point it cannot reach. */
gboolean xq_position_problem_is_unreachable (const XqPositionProblem *problem);
/* UCCI letters, "w"/"b" side, "- -", half-move clock and move number. */
char *xq_position_to_fen (const XqPosition *pos) G_GNUC_WARN_UNUSED_RESULT;
/* Only the board field, for comparisons and keys. */
char *xq_position_to_board_fen (const XqPosition *pos) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
