/* xq-capture-eval.h: is a piece protected? (有根 无根 假根 少根 暗根)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-position.h"

G_BEGIN_DECLS

/* Protection status of a piece against one capture (CXA 28.16, 29.3; seed 002 有根子和無根子). */
typedef enum {
  XQ_PROTECTION_UNPROTECTED = 0, /* 无根: no piece of its side can recapture */
  XQ_PROTECTION_PROTECTED,       /* 有根: a recapture is legal and the exchange wins nothing */
  XQ_PROTECTION_FALSE_ROOT,      /* 假根: pieces bear on the point but no recapture is legal */
  XQ_PROTECTION_UNDER_PROTECTED, /* 少根: recapture is possible but the exchange still wins material */
  XQ_PROTECTION_HIDDEN_ROOT,     /* 暗根: protected only by pieces that bear once the capture is made */
} XqProtection;

#define XQ_N_PROTECTIONS 5

/* Why a defender does or does not count. */
typedef enum {
  XQ_ROOT_NONE = 0,
  XQ_ROOT_PINNED,           /* 假根: recapturing would expose its own general (pin by @by) */
  XQ_ROOT_GENERALS_FACE,    /* 假根: recapturing would leave the generals facing */
  XQ_ROOT_KING_INTO_ATTACK, /* 假根: the defender is the general and the point is attacked (by @by) */
  XQ_ROOT_OUTNUMBERED,      /* 少根: more attackers than effective defenders */
  XQ_ROOT_CHEAPER_ATTACKER, /* 少根: the attacker is worth less than the piece it takes */
  XQ_ROOT_LINE_OPENS,       /* 暗根: the capturing piece leaves the defender's line */
  XQ_ROOT_LEG_FREED,        /* 暗根: the capturing piece frees the defender's horse leg or elephant eye */
  XQ_ROOT_SCREEN_CHANGES,   /* 暗根: the capture changes a cannon's screens */
} XqRootReason;

#define XQ_MAX_DEFENDERS 8

typedef struct
{
  XqSquare     defender;
  XqRootReason reason;
  XqSquare     by; /* the piece that pins or attacks, or XQ_SQUARE_NONE */
} XqDefenderNote;

typedef struct
{
  XqMove         capture;
  XqSquare       square; /* where the target stands */
  XqPiece        target; /* XQ_NO_PIECE when the move goes to an empty point (an offer) */
  XqPiece        attacker;
  XqBitboard     defenders;        /* pieces that can legally recapture (hidden ones included) */
  XqBitboard     hidden_defenders; /* the subset that did not bear on the point before */
  XqBitboard     false_defenders;  /* bear on the point (or would) but cannot legally recapture */
  guint          n_notes;
  XqDefenderNote notes[XQ_MAX_DEFENDERS]; /* one per false or hidden defender */
  XqProtection   status;
  XqRootReason   reason;
  int            gain; /* material the capturing side nets by the best exchange on the point */
  /* The same line split by 25.3: the value of the pieces other than pawns it nets, and the crossed
   * pawns it nets (taken minus lost). Of opposite signs, the gain is pawns traded against pieces,
   * whose value floats (细则10); both at least 0, it is clean material (e.g. an even trade and a
   * pawn). */
  int piece_gain;
  int crossed_pawn_gain;
} XqCaptureEval;

/* Evaluates @capture for the side to move in @pos (which need not be legal for that side, e.g.
 * a general capturing onto a guarded point: the target then counts as protected). @pos is
 * restored before returning. */
void xq_evaluate_capture (XqPosition    *pos,
                          XqMove         capture,
                          XqCaptureEval *out);

/* As xq_evaluate_capture(), with the attacks of the pieces in @standing on the capturer's general
 * disregarded for the capturer's side (a check that stands before the capture, when the question
 * is what the capturer could win but for that check). */
void xq_evaluate_capture_full (XqPosition    *pos,
                               XqMove         capture,
                               XqBitboard     standing,
                               XqCaptureEval *out);

/* Best exchange on @sq for the side to move, standing pat when captures gain nothing (SEE with
 * legal moves only). */
int xq_exchange_gain (XqPosition *pos,
                      XqSquare    sq);

G_END_DECLS
