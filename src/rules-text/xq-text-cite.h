/* xq-text-cite.h: each profile's own clauses for the points rule texts make
 *
 * A sentence says what the rules make of a fact and cites the clause of the profile's own book:
 * the CXA competition rules by article and detailed ruling (《中国象棋竞赛规则》第29.3条，细则3),
 * the AXF (Asian) rules by rule and diagram number (《亚洲象棋规则》第15条，图18至25), the 1957
 * national rules (seed 000) by section and item (1957年规则“禁止着法”第四项“长捉无根子”). Where a
 * book has no clause for a point the citation is empty and the sentence says what the profile does
 * without a number, never another book's.
 *
 * A new point is one more XqCite and one more row in the table of xq-text-cite.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-text-style.h"

G_BEGIN_DECLS

typedef enum {
  XQ_CITE_NONE = 0,
  /* what a move is */
  XQ_CITE_CHECK,               /* 将 */
  XQ_CITE_MATE_THREAT,         /* 杀 */
  XQ_CITE_CHASE,               /* 捉 an unprotected (or falsely protected) piece */
  XQ_CITE_CHASE_BY_CHECKS,     /* 抽: won after a check */
  XQ_CITE_CHASE_BY_EXCHANGE,   /* a protected piece won by a full exchange (cheaper attacker, outnumbered) */
  XQ_CITE_CANNON_ON_ROOK,      /* AXF: a cannon attacking a rook chases it though it is protected */
  XQ_CITE_ROOK_ON_CANNON,      /* AXF: a rook chasing an unprotected cannon */
  XQ_CITE_AXF_PROTECTED_CHASE, /* AXF: a horse on a rook, an advisor or elephant on a piece */
  XQ_CITE_CHASE_WITH_OFFER,    /* a chase that also offers material is a chase */
  XQ_CITE_NOT_NEW,             /* 从捉到捉 */
  XQ_CITE_NEWLY_UNPROTECTED,   /* an attacked piece whose protection the move takes away: a new chase */
  XQ_CITE_MATE_LINE,           /* a piece won on the way to mate belongs to the 杀 */
  XQ_CITE_HIDDEN_ROOT_CUT,     /* AXF: a root only the capture would open, cut: no new chase */
  XQ_CITE_KING_ALONE,          /* the general alone attacks */
  XQ_CITE_PAWN_ALONE,          /* a pawn alone attacks */
  XQ_CITE_TAKER_MATED,         /* taking gets the taker mated */
  XQ_CITE_NO_VALUE,            /* uncrossed pawn: no material value */
  XQ_CITE_FLOATING_PAWN,       /* a crossed pawn's value floats */
  XQ_CITE_PROTECTED,           /* a protected piece is not chased */
  XQ_CITE_MUTUAL,              /* like pieces attacking each other: an exchange offer */
  XQ_CITE_EXCHANGE,            /* 兑 */
  XQ_CITE_SACRIFICE,           /* 献 */
  XQ_CITE_BLOCK,               /* 拦 */
  XQ_CITE_FOLLOW,              /* 跟 */
  XQ_CITE_IDLE,                /* 闲 */
  XQ_CITE_HEAVIEST,            /* several effects: the heaviest counts */
  /* how a game or a cycle ends */
  XQ_CITE_CHECKMATE,
  XQ_CITE_STALEMATE,
  XQ_CITE_SIXTY_MOVES,
  XQ_CITE_MOVE_LIMIT,
  XQ_CITE_PERPETUAL_CHECK,      /* one-sided perpetual check loses */
  XQ_CITE_BOTH_ALLOWED,         /* 不变作和 */
  XQ_CITE_BOTH_FORBIDDEN,       /* 不变作和 (no one-sided 长将) */
  XQ_CITE_FORBIDDEN_VS_ALLOWED, /* the forbidden side changes or loses */
  XQ_CITE_PERPETUAL_CHASE,      /* a perpetual chase must be changed */
  XQ_CITE_PERPETUAL_MATE_THREAT,
  XQ_CITE_CHECK_MATE_THREAT,
  XQ_CITE_CHECK_CHASE,
  XQ_CITE_MUTUAL_CHECKS,        /* both sides check perpetually */
  XQ_CITE_TWO_CHECKS_ONE,       /* two checks against one check back */
  XQ_CITE_CHECK_IDLE,           /* 一将一闲 and 数将一闲 are allowed */
  XQ_CITE_ATTACK_WITH_IDLE,     /* an idle move among attacks makes them allowed */
  XQ_CITE_KING_CHASE,           /* 将帅长捉 allowed */
  XQ_CITE_PAWN_CHASE,           /* 兵卒长捉 allowed */
  XQ_CITE_CHASE_SEVERAL,        /* one piece chasing two or more in turn (AXF: allowed) */
  XQ_CITE_OFFERS,               /* 长兑, 长献 allowed */
  XQ_CITE_BLOCKS,               /* 长拦 allowed */
  XQ_CITE_FOLLOWS,              /* 长跟 allowed */
  XQ_CITE_ROOK_HORSE,           /* 1957: rook and horse chasing each other in a cycle: draw */
  XQ_CITE_PAWN_RETURN,          /* 1957: a pawn's chase answers a forbidden pattern: draw (例三) */
  XQ_CITE_RETURN_CHASE,         /* 1957: two chases against one chase in return: draw (例五) */
  XQ_CITE_RETURN_ATTACK,        /* 1957: two attacks against one return attack: draw (例六) */
  XQ_CITE_CHASE_VS_CHECK_CHASE, /* 1957: perpetual chase against 一将一捉 in return: draw (例九) */
  XQ_CITE_MUTUAL_CHASE,         /* 1957: both sides chase on every move, each parrying the other: draw (例四) */
  XQ_CITE_PERPETUAL_CHECK_TERM, /* what 长将 is (CXA 28.10; the verdict on it is XQ_CITE_PERPETUAL_CHECK) */
  XQ_CITE_REPEATED_VIOLATION,   /* AXF: a violation repeated after the arbiter's call loses (rule 3) */
  XQ_CITE_ATTACKS,              /* 一杀一捉 and other mixes of attacks on every move: forbidden (CXA 25.2) */
  XQ_N_CITES
} XqCite;

/* The citation bare ("《中国象棋竞赛规则》第26.4条" / "CXA rules art. 26.4"), or NULL where the
 * style's profile has no clause for @cite. */
char *xq_text_cite (const XqTextStyle *style,
                    XqCite             cite) G_GNUC_WARN_UNUSED_RESULT;
/* The same in parentheses to end a sentence with ("（…）" / " (…)"), or "" where there is none. */
char *xq_text_cite_paren (const XqTextStyle *style,
                          XqCite             cite) G_GNUC_WARN_UNUSED_RESULT;
/* "依《中国象棋竞赛规则》第26.4条，" / "Under CXA rules art. 26.4, ", or "" where there is none. */
char *xq_text_cite_lead (const XqTextStyle *style,
                         XqCite             cite) G_GNUC_WARN_UNUSED_RESULT;
/* The profile's rule book as the reader knows it: 中国象棋协会规则 / "the AXF rules". */
const char *xq_text_book_name (const XqTextStyle *style);

G_END_DECLS
