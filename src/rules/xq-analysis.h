/* xq-analysis.h: what a move is under the competition rules (将 杀 捉 抽 兑 献 拦 跟 闲)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-capture-eval.h"
#include "xq-mate.h"
#include "xq-profile.h"
#include "xq-threats.h"

G_BEGIN_DECLS

/* Move natures (CXA 28; seed 001 术语). Several may apply; the heaviest counts (27.4). */
typedef enum {
  XQ_NATURE_CHECK = 1 << 0,              /* 将 (28.1) */
  XQ_NATURE_MATE_THREAT = 1 << 1,        /* 杀 (28.2) */
  XQ_NATURE_CHASE = 1 << 2,              /* 捉 (28.3, 29) */
  XQ_NATURE_DISCOVERED_CAPTURE = 1 << 3, /* 抽: a check after which material is won (29.1) */
  XQ_NATURE_EXCHANGE = 1 << 4,           /* 兑 (28.5) */
  XQ_NATURE_SACRIFICE = 1 << 5,          /* 献 (28.6) */
  XQ_NATURE_BLOCK = 1 << 6,              /* 拦 (28.7) */
  XQ_NATURE_FOLLOW = 1 << 7,             /* 跟 (28.8) */
  XQ_NATURE_IDLE = 1 << 8,               /* 闲 (28.9): none of 将 杀 捉 */
} XqNature;

#define XQ_N_NATURES 9

/* How a chased piece would be won (29.1). */
typedef enum {
  XQ_CHASE_DIRECT = 0,
  XQ_CHASE_BY_CHECKS,   /* after a check (抽) */
  XQ_CHASE_BY_EXCHANGE, /* a complete exchange that nets material (细则3) */
} XqChaseWay;

/* Why an attacked piece is not counted as chased. */
typedef enum {
  XQ_EXCLUDE_NONE = 0,
  XQ_EXCLUDE_PROTECTED,       /* protected and the exchange wins nothing (29.3) */
  XQ_EXCLUDE_NO_VALUE,        /* no material value: uncrossed pawn (25.3) */
  XQ_EXCLUDE_NOT_NEW,         /* the threat existed before the move: 从捉到捉 is idle (29.2, 细则6) */
  XQ_EXCLUDE_KING_ALONE,      /* only the general attacks it: idle (27.1) */
  XQ_EXCLUDE_PAWN_ALONE,      /* only pawns attack it: idle unless both sides attack (27.2, 细则11) */
  XQ_EXCLUDE_TAKER_MATED,     /* taking it gets the taker mated (29.4, 细则7) */
  XQ_EXCLUDE_FLOATING_PAWN,   /* a crossed pawn traded for a piece wins nothing (25.3, 细则10) */
  XQ_EXCLUDE_PROFILE,         /* the profile does not count attacks on protected pieces (AXF, 1957) */
  XQ_EXCLUDE_MUTUAL,          /* it can take its attacker back, an even trade: an exchange offer (28.5) */
  XQ_EXCLUDE_MATE_LINE,       /* taking it is the first check of a mate: it belongs to the 杀 (27.4, 28.2) */
  XQ_EXCLUDE_HIDDEN_ROOT_CUT, /* AXF: only a root the capture itself opened (暗根) went away: no new chase */
  XQ_EXCLUDE_TAKER_LOSES,     /* taking it is answered by checks that win back as much: no gain (29.1) */
} XqChaseExclusion;

/* One enemy piece the mover attacks after the move, and what that amounts to. */
typedef struct
{
  XqSquare         square;
  XqPiece          piece;
  XqBitboard       attackers; /* mover's pieces that can legally capture it */
  XqBitboard       winners;   /* those whose capture would win it */
  XqCaptureEval    eval;      /* protection: status, defenders, false and hidden roots, gain */
  gboolean         chased;
  XqChaseWay       way;
  XqChaseExclusion exclusion;
  gboolean         threatened_before; /* could the mover already win it before this move? (29.2) */
  XqMove           check;             /* the first check of a 抽, or XQ_MOVE_NONE */
  /* Evidence of newness (29.2, 细则2, 细则6). When it could already be won before the move: the
   * capture (or the check of a 抽) that won it then; else XQ_MOVE_NONE. */
  XqMove       prior;
  XqBitboard   prior_attackers; /* the mover's pieces that could take it before the move (where they stood) */
  XqProtection prior_status;    /* its protection then, against the capture that counted (if attacked) */
  /* Chased through checks: the line that wins it, from the first check (each check, the reply
   * that holds out longest, the capture last), the opponent having passed. */
  guint8 line_len;
  XqMove line[XQ_MATE_LINE_MAX];
} XqTarget;

#define XQ_MAX_TARGETS 16

typedef struct
{
  XqProfile profile;
  int       mate_checks;     /* 杀: mate by at most this many consecutive checks (default 9) */
  int       poison_checks;   /* 29.4: mate of the taker within this many checks (default 9, as 杀) */
  gboolean  chase_by_checks; /* look for chases through a check (抽); default TRUE */
} XqAnalysisOptions;

typedef struct
{
  XqMove     move;
  XqColor    mover;
  XqPiece    piece;
  XqPiece    captured;
  guint      natures;  /* XqNature bits; XQ_NATURE_IDLE whenever none of check, mate threat, chase */
  XqNature   heaviest; /* XQ_NATURE_CHECK, _MATE_THREAT, _CHASE or _IDLE (27.4) */

  XqBitboard checkers; /* pieces giving check */
  guint      mate_len; /* 杀: a mating line after a pass (checks and first replies) */
  XqMove     mate_line[XQ_MATE_LINE_MAX];

  guint      n_targets;
  XqTarget   targets[XQ_MAX_TARGETS];
  XqBitboard chased;      /* squares of the pieces chased (counted) */
  XqBitboard king_chased; /* newly won only by the general: idle, 将帅长捉 allowed (27.1) */
  XqBitboard pawn_chased; /* newly won only by pawns: idle, 兵卒长捉 allowed unless mutual (27.2) */
  XqBitboard discovered;  /* 抽: pieces won after the check */
  /* 抽: the line that wins the first of them, after the move's check (each reply, each further
   * check, the capture last). */
  guint      discovered_len;
  XqMove     discovered_line[XQ_MATE_LINE_MAX];

  XqBitboard exchanged; /* 兑: enemy pieces of equal value offered in exchange */
  XqBitboard offered;   /* 献: own unprotected pieces offered */
  XqBitboard blocked;   /* 拦: enemy pieces whose way the move blocks */
  XqBitboard followed;  /* 跟: protected enemy pieces the moved piece keeps under attack */
} XqMoveAnalysis;

void xq_analysis_options_init (XqAnalysisOptions *opts,
                               XqProfile          profile);

/* Analyses the legal @move in @pos (restored before returning). */
void xq_analyse_move (XqPosition              *pos,
                      XqMove                   move,
                      const XqAnalysisOptions *opts,
                      XqMoveAnalysis          *out);

/* "check", "mate-threat", … (the qili-cli names, DESIGN.md) */
const char *xq_nature_to_string (XqNature nature);
/* "none", "protected", "not-new", "king-alone", … (the qili-cli names of why a target is not chased) */
const char *xq_exclusion_to_string (XqChaseExclusion exclusion);
/* "unprotected", "protected", "false-root", "under-protected", "hidden-root" */
const char *xq_protection_to_string (XqProtection protection);

G_END_DECLS
