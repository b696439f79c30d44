/* xq-ruling.h: judging a repeated cycle (棋例) and the end of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-analysis.h"

G_BEGIN_DECLS

typedef enum {
  XQ_RESULT_NONE = 0, /* "*": no cycle closed and the game not over */
  XQ_RESULT_RED_WINS, /* "1-0" */
  XQ_RESULT_BLACK_WINS,
  XQ_RESULT_DRAW,
} XqResult;

/* One side's moves inside a cycle (seed 001 二、禁止着法与允许着法; CXA 25.2, 28.10–28.15). */
typedef enum {
  XQ_PATTERN_NONE = 0,
  /* forbidden kinds (长打) */
  XQ_PATTERN_PERPETUAL_CHECK,       /* 长将 */
  XQ_PATTERN_PERPETUAL_MATE_THREAT, /* 长杀 */
  XQ_PATTERN_PERPETUAL_CHASE,       /* 长捉 */
  XQ_PATTERN_CHECK_CHASE,           /* 一将一捉 */
  XQ_PATTERN_CHECK_MATE_THREAT,     /* 一将一杀 */
  XQ_PATTERN_MATE_THREAT_CHASE,     /* 一杀一捉 */
  XQ_PATTERN_MIXED_ATTACKS,         /* 将、杀、捉 all in one cycle */
  /* allowed kinds */
  XQ_PATTERN_CHECK_IDLE,       /* 一将一闲 */
  XQ_PATTERN_CHECKS_IDLE,      /* 数将一闲 */
  XQ_PATTERN_MATE_THREAT_IDLE, /* 数杀一闲 */
  XQ_PATTERN_CHASE_IDLE,       /* 一捉一闲 / 数捉一闲 */
  XQ_PATTERN_ATTACKS_IDLE,     /* attacks of several kinds with an idle move between */
  XQ_PATTERN_KING_CHASE,       /* 将帅长捉 */
  XQ_PATTERN_PAWN_CHASE,       /* 兵卒长捉 */
  XQ_PATTERN_EXCHANGE,         /* 长兑 */
  XQ_PATTERN_SACRIFICE,        /* 长献 */
  XQ_PATTERN_BLOCK,            /* 长拦 */
  XQ_PATTERN_FOLLOW,           /* 长跟 */
  XQ_PATTERN_IDLE,             /* 闲 */
} XqPattern;

#define XQ_N_PATTERNS 20

/* How the attacks of the two sides relate (二打一还打 …, seed 001; CXA 28.14, 28.15). */
typedef enum {
  XQ_EXCHANGE_OF_ATTACKS_NONE = 0,
  XQ_ATTACKS_ONE_SIDED,    /* 长打对非长打 without any return attack */
  XQ_ATTACKS_TWO_VS_ONE,   /* 二打一还打 */
  XQ_ATTACKS_TWO_VS_TWO,   /* 二打二还打 */
  XQ_ATTACKS_THREE_VS_ONE, /* 三打一还打 */
  XQ_ATTACKS_MANY_VS_MANY, /* 多打对多打 */
  XQ_ATTACKS_MUTUAL,       /* 长打对长打 */
} XqAttackBalance;

/* Why the result is what it is. */
typedef enum {
  XQ_REASON_NONE = 0,
  XQ_REASON_CHECKMATE,        /* CXA 3.1, 4.1.1 */
  XQ_REASON_STALEMATE,        /* 困毙, CXA 3.2, 4.1.3 */
  XQ_REASON_FORBIDDEN_CYCLE,  /* one side forbidden, the other allowed (CXA 24.3, 26.4) */
  XQ_REASON_PERPETUAL_CHECK,  /* one-sided perpetual check (CXA 24.1, 26.1; 棋例(4)) */
  XQ_REASON_BOTH_ALLOWED,     /* 不变作和 (CXA 26.2) */
  XQ_REASON_BOTH_FORBIDDEN,   /* 不变作和 (CXA 26.3) */
  XQ_REASON_SIXTY_MOVES,      /* 60 moves without a capture: claimable draw (CXA 4.2.4) */
  XQ_REASON_MOVE_LIMIT,       /* the arbiter's move limit ran out (限着, seed 000; CXA 4.2.4 可酌减) */
  XQ_REASON_RETURN_ATTACK,    /* 1957: a forbidden pattern answered by a return attack, a pawn's chase
                               * included: 不变作和 (seed 000 疑难棋势 例三, 例五, 例六) */
  XQ_REASON_MOVE_LIMIT_CHECK, /* 1957: the arbiter's limit ran out, but a check inside it is a new
                               * development (将、帅被威胁): the arbiter may set a new limit (限着) */
} XqRulingReason;

/* Which clause a ruling rests on. Words come from rules-text. */
typedef enum {
  XQ_CLAUSE_NONE = 0,
  XQ_CLAUSE_CXA_3_1,
  XQ_CLAUSE_CXA_3_2,
  XQ_CLAUSE_CXA_4_2_4, /* 60 moves without a capture, or the arbiter's reduced limit (可酌减) */
  XQ_CLAUSE_CXA_26_1,
  XQ_CLAUSE_CXA_26_2,
  XQ_CLAUSE_CXA_26_3,
  XQ_CLAUSE_CXA_26_4,
  XQ_CLAUSE_AXF_PERPETUAL_CHECK, /* AXF: perpetual check loses */
  XQ_CLAUSE_AXF_PERPETUAL_CHASE, /* AXF: perpetual chase of one piece loses */
  XQ_CLAUSE_AXF_DRAW,            /* AXF: neither or both forbidden: draw */
  XQ_CLAUSE_1957_FORBIDDEN,      /* seed 000 禁止着法 */
  XQ_CLAUSE_1957_DRAW,           /* seed 000 和棋 */
  XQ_CLAUSE_1957_MOVE_LIMIT,     /* seed 000 限着 */
} XqClause;

typedef struct
{
  XqPattern pattern;
  gboolean  forbidden; /* a forbidden pattern (长打: every move an attack; AXF: 长将, 长捉 of one piece);
                        * with several loops, forbidden in every loop */
  gboolean excused;    /* forbidden, but answered by the other side's return attacks so that it is
                        * not held against the side (三打一还打, 多打对多打; 1957 还打) */
  guint      moves;    /* moves of this side in the cycle */
  guint      checks;   /* by heaviest nature */
  guint      mate_threats;
  guint      chases;
  guint      idles;
  guint      attacks;       /* checks + mate threats + chases */
  XqBitboard chased;        /* the pieces chased (where they stand at the end), one or several */
  guint      chasing_moves; /* moves that chase something, whatever their heaviest nature */
  gboolean   same_piece;    /* one piece chased on every move of the side */
  guint      pawn_chases;   /* idle moves on which a pawn alone newly attacks a piece of value (27.2) */
  guint      form_chases;   /* idle moves that attack a piece in form only: taking it would be mated (29.4) */
  XqBitboard chased_always; /* the pieces chased on every move of the side (where they stand at the end) */
} XqCycleSide;

/* How a verdict reads, for a cycle or for one of its loops. */
typedef struct
{
  XqResult        result; /* if nobody changes */
  XqRulingReason  reason;
  XqClause        clause;
  gboolean        must_change_set;
  XqColor         must_change;
  XqAttackBalance balance;
} XqVerdict;

/* One loop of a repetition: the moves from one occurrence of the final position to the next (CXA
 * 25.1 循环). When the returns to the position take different moves (a rook loop, then a cannon
 * loop), each loop is judged by itself: its moves classified in it, 二打一还打 and the like counted
 * in it; a side stays forbidden only when it is forbidden in every loop (CXA 26.4, 28.15). */
typedef struct
{
  guint       first_ply; /* 1-based plies of its moves, the first time the cycle plays it */
  guint       last_ply;
  guint       times; /* how often it is played between the first and the last occurrence */
  XqCycleSide side[XQ_N_COLORS];
  XqVerdict   verdict;                /* the loop by itself */
  gboolean    offending[XQ_N_COLORS]; /* forbidden in this loop, and not excused by the other side's
                                       * return attacks (三打一还打, 多打对多打; 1957 还打) */
} XqCycleLoop;

#define XQ_MAX_LOOPS       6
#define XQ_MAX_OCCURRENCES 8

typedef struct
{
  XqResult        result; /* if nobody changes */
  XqRulingReason  reason;
  XqClause        clause;
  gboolean        claimable; /* a draw a player may claim (60 moves, three-fold) */
  gboolean        has_cycle;
  gboolean        must_change_set;
  XqColor         must_change;
  guint           repetitions; /* occurrences of the final position (same side to move) */
  guint           first_ply;   /* 1-based plies of the cycle's moves, first_ply..last_ply */
  guint           last_ply;
  XqCycleSide     side[XQ_N_COLORS];
  XqAttackBalance balance;
  guint           plies_without_capture;
  gint            move_limit_left; /* moves left of the arbiter's limit, -1 when none set */
  guint           limit_check_ply; /* 1957: the last check inside the arbiter's limit (1-based), 0 for none */
  /* The loops of the cycle (different moves back to the same position), one when every return takes
   * the same moves; the first XQ_MAX_LOOPS of them, n_loops counts them all. */
  guint       n_loops;
  XqCycleLoop loops[XQ_MAX_LOOPS];
  /* The plies after which the final position stood (0: the start), the first XQ_MAX_OCCURRENCES */
  guint occurrences[XQ_MAX_OCCURRENCES];
  /* The ruling at the position's previous occurrence, when the last loop played changed it */
  gboolean  changed;
  guint     previous_ply; /* that occurrence (1-based ply) */
  XqVerdict previous;
  guint     changing_loop; /* the index in @loops of the loop that changed it */
} XqRuling;

typedef struct
{
  XqAnalysisOptions analysis;
  guint             move_limit;      /* 限着: moves (0 = none) */
  guint             move_limit_from; /* ply after which the limit counts */
} XqJudgeOptions;

void xq_judge_options_init (XqJudgeOptions *opts,
                            XqProfile       profile);

/* Judges the game @start + @moves (legal). When the final position closes a cycle (occurred
 * before with the same side to move), the cycle's moves are analysed and @analyses (nullable, one
 * per move, indexed by ply - 1) receives them; other entries are left untouched. */
void xq_judge (const XqPosition     *start,
               const XqMove         *moves,
               guint                 n_moves,
               const XqJudgeOptions *opts,
               XqRuling             *out,
               XqMoveAnalysis       *analyses);

/* "one-sided", "two-vs-one", … */
const char *xq_balance_to_string (XqAttackBalance balance);
/* "1-0", "0-1", "1/2-1/2", "*" */
const char *xq_result_to_string (XqResult result);
/* machine names: "perpetual-check", "check-chase", … */
const char *xq_pattern_to_string (XqPattern pattern);
const char *xq_reason_to_string (XqRulingReason reason);

G_END_DECLS
