/* xq-alternatives.h: the way out of a forbidden cycle — what each move of the side that must
 * change would be
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-ruling.h"

G_BEGIN_DECLS

typedef enum {
  XQ_ALTERNATIVE_REPEATS = 0, /* plays the cycle on */
  XQ_ALTERNATIVE_CONTINUES,   /* another move, but the same forbidden pattern against the same pieces */
  XQ_ALTERNATIVE_BREAKS,      /* a change: allowed */
} XqAlternativeKind;

#define XQ_N_ALTERNATIVE_KINDS 3

/* Why a move is of its kind. */
typedef enum {
  XQ_WAY_CYCLE_MOVE = 0,    /* repeats: the move the cycle goes on with */
  XQ_WAY_EARLIER_POSITION,  /* repeats: back to an earlier position, a cycle this side must change again */
  XQ_WAY_CHECK_AGAIN,       /* continues: another check (将) */
  XQ_WAY_MATE_THREAT_AGAIN, /* continues: another mate threat (杀) */
  XQ_WAY_CHASE_AGAIN,       /* continues: chases a piece the cycle chases (捉) */
  XQ_WAY_CHECKMATE,         /* breaks: it mates (CXA 3.1) */
  XQ_WAY_STALEMATE,         /* breaks: the other side has no move left (困毙, CXA 3.2) */
  XQ_WAY_CAPTURE,           /* breaks: it takes a piece; the position cannot come back */
  XQ_WAY_IDLE,              /* breaks: an idle move (闲, CXA 28.9) */
  XQ_WAY_OTHER_ATTACK,      /* breaks: an attack of a kind the cycle's moves of this side are not */
  XQ_WAY_OTHER_TARGET,      /* breaks: chases other pieces than the cycle does */
  XQ_WAY_TAKES_CHASED,      /* breaks: it takes a piece the cycle chases, which ends that chase */
} XqAlternativeReason;

typedef struct
{
  XqMove              move;
  XqAlternativeKind   kind;
  XqAlternativeReason reason;
  XqNature            nature;          /* its heaviest nature as the cycle counts it (a pawn's chase where 细则11 counts it) */
  XqBitboard          targets;         /* CHASE_AGAIN: the cycle's pieces it chases; OTHER_TARGET: the pieces it chases */
  XqBitboard          pattern_targets; /* OTHER_TARGET: the pieces the cycle chases */
  XqPiece             captured;        /* CAPTURE, TAKES_CHASED */
  guint               earlier_ply;     /* EARLIER_POSITION: the ply after which the position stood (0: the start) */
} XqAlternative;

typedef struct
{
  XqColor    side;          /* the side that must change */
  XqPattern  pattern;       /* its pattern in the cycle */
  XqClause   clause;        /* the ruling's */
  XqPosition final;         /* the position after the last move */
  XqPosition position;      /* where the side moves: @final, or the one after @before */
  XqMove     before;        /* the other side's next move in the cycle, assumed first when the other side is to
                             * move in the final position; XQ_MOVE_NONE otherwise */
  XqMove        cycle_move; /* the move that plays the cycle on */
  guint         n;
  guint         n_of_kind[XQ_N_ALTERNATIVE_KINDS];
  XqAlternative moves[XQ_MAX_MOVES]; /* every legal move: repeats, then continues, then breaks */
} XqWayOut;

/* When @ruling (xq_judge() on the same game) says a side must change, fills @out with what each
 * legal move of that side would be, and returns TRUE; FALSE when nobody must change. */
gboolean xq_way_out (const XqPosition     *start,
                     const XqMove         *moves,
                     guint                 n_moves,
                     const XqJudgeOptions *opts,
                     const XqRuling       *ruling,
                     XqWayOut             *out);

/* "repeats", "continues", "breaks" */
const char *xq_alternative_kind_to_string (XqAlternativeKind kind);
/* "cycle-move", "earlier-position", "check-again", … */
const char *xq_alternative_reason_to_string (XqAlternativeReason reason);

G_END_DECLS
