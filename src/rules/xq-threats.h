/* xq-threats.h: what the side to move could win next move (the raw material of 捉, CXA 29)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-capture-eval.h"
#include "xq-move-list.h"
#include "xq-profile.h"

G_BEGIN_DECLS

typedef enum {
  XQ_THREAT_WINS = 1 << 0,              /* the side to move can win this piece next move (29.1) */
  XQ_THREAT_BY_EXCHANGE = 1 << 1,       /* only through an exchange that nets material (少根, 细则3) */
  XQ_THREAT_BY_CHECKS = 1 << 2,         /* through a check first (抽, 29.1) */
  XQ_THREAT_KING_ONLY = 1 << 3,         /* only the general can win it: idle (27.1) */
  XQ_THREAT_PAWN_ONLY = 1 << 4,         /* only pawns (and the general) can win it: idle (27.2) */
  XQ_THREAT_POISONED = 1 << 5,          /* taking it gets the taker mated: idle (29.4, 细则7) */
  XQ_THREAT_NO_VALUE = 1 << 6,          /* attacked, but no material value: general, uncrossed pawn (25.3) */
  XQ_THREAT_FLOATING_PAWN = 1 << 7,     /* the gain is a crossed pawn traded for a piece: not a gain (细则10) */
  XQ_THREAT_PROFILE_PROTECTED = 1 << 8, /* the profile does not count attacks on protected pieces (AXF, 1957) */
  XQ_THREAT_MUTUAL = 1 << 9,            /* it can take its attacker back, an even trade: 兑, not 捉 (28.5) */
  XQ_THREAT_SKEWERED = 1 << 10,         /* taking it is answered by checks that win back as much: no gain (29.1) */
} XqThreatFlags;

typedef struct
{
  XqSquare      square; /* where the attacked piece stands */
  XqPiece       piece;
  XqBitboard    attackers;   /* pieces that can legally capture it */
  XqBitboard    winners;     /* those whose capture wins it by the profile (after the exclusions) */
  XqCaptureEval eval;        /* the capture that counts: a winning one, else the cheapest attacker's */
  XqMove        check;       /* for XQ_THREAT_BY_CHECKS: the first check of the line that wins it */
  guint         flags;       /* XqThreatFlags */
  XqBitboard    hidden_only; /* attackers against which its only roots are hidden (暗根): the capture opens them */
} XqThreat;

#define XQ_MAX_THREATS 16

typedef struct
{
  guint    n;
  XqThreat threats[XQ_MAX_THREATS];
} XqThreatSet;

/* The most checks a line that wins material may hold (29.1 通过连续将军得子), the first included.
 * Mates are searched deeper (XqAnalysisOptions.mate_checks, 9): the lines that win material are
 * far more, and seven checks keep the classification of a tactical game within its time budget
 * (tests/bench/classify.sh). */
#define XQ_CHECK_WIN_DEPTH 7

typedef struct
{
  XqProfile profile;
  int       poison_checks; /* depth of the "taker gets mated" test (29.4), in checking moves */
  gboolean  by_checks;     /* also look for material won through checks (抽) */
  /* When the side to move is in check, count the captures it could make but for that check (what
   * it already threatened before the check came: 29.2 compares with that). */
  gboolean standing_check;
  int      check_depth; /* the most checks a line that wins material may hold (29.1), the first included */
  /* With by_checks: the only checks that may win anything (found by xq_check_wins_any()), or NULL
   * to try them all. */
  const XqMoveList *productive;
} XqThreatOptions;

/* A threat that counts as a chase: wins, and none of the exclusions applies. */
static inline gboolean
xq_threat_is_chase (const XqThreat *t)
{
  return (t->flags & XQ_THREAT_WINS) &&
         !(t->flags & (XQ_THREAT_KING_ONLY | XQ_THREAT_PAWN_ONLY | XQ_THREAT_POISONED));
}

/* Every enemy piece (not the general) the side to move attacks, and what it could win. */
void xq_find_threats (XqPosition            *pos,
                      const XqThreatOptions *opts,
                      XqThreatSet           *out);
/* The direct threat on the enemy piece on @sq alone, as xq_find_threats() finds it; FALSE when the
 * side to move cannot take it at all. */
gboolean xq_find_threat_on (XqPosition            *pos,
                            const XqThreatOptions *opts,
                            XqSquare               sq,
                            XqThreat              *out);
/* Only the pieces won through checks, added to @out (which holds the direct threats). */
void xq_find_threats_by_checks (XqPosition            *pos,
                                const XqThreatOptions *opts,
                                XqThreatSet           *out);
/* The enemy pieces of material value that @set does not win yet. */
XqBitboard      xq_threat_set_open (const XqPosition  *pos,
                                    const XqThreatSet *set);
const XqThreat *xq_threat_set_find (const XqThreatSet *set,
                                    XqSquare           sq);
/* A check of the side to move after which the enemy piece on @sq is won whatever the replies,
 * through at most opts->check_depth checks (29.1), or XQ_MOVE_NONE; checks that mate by force do
 * not count (they are a 杀). @hint (or XQ_MOVE_NONE), when it is such a check, is the answer. */
XqMove xq_threat_won_by_checks (XqPosition            *pos,
                                const XqThreatOptions *opts,
                                XqSquare               sq,
                                XqMove                 hint);
/* After a check by the side that just moved: is a piece won whatever the reply, at once or through
 * further checks (抽, 29.1)? The pieces won in every line go to @won (where they stand before the
 * reply); none means no 抽. */
gboolean xq_check_wins_material (XqPosition            *pos,
                                 const XqThreatOptions *opts,
                                 XqBitboard            *won);

G_END_DECLS
