/* xq-threats.c: what the side to move could win next move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-threats"

#include "config.h"

#include "xq-threats.h"

#include <string.h>

#include "xq-mate.h"
#include "xq-material.h"
#include "xq-movegen.h"

/* AXF: a protected piece is chased only when a lower piece attacks it — a rook by a horse or a
 * cannon, or a rook, horse or cannon by an advisor or an elephant (RULES.md §3). */
static gboolean
axf_counts_protected (XqKind target,
                      XqKind attacker)
{
  if (target == XQ_ROOK && (attacker == XQ_HORSE || attacker == XQ_CANNON))
    return TRUE;
  return (target == XQ_ROOK || target == XQ_HORSE || target == XQ_CANNON) &&
         (attacker == XQ_ADVISOR || attacker == XQ_ELEPHANT);
}

/* Does this capture win the piece, by the profile? Adds the reason it does not to @flags. */
static gboolean
capture_wins (const XqCaptureEval *e,
              XqProfile            profile,
              guint               *flags)
{
  XqKind target = xq_piece_kind (e->target), attacker = xq_piece_kind (e->attacker);

  if (!xq_piece_counts_as_material (e->target, e->square))
    {
      *flags |= XQ_THREAT_NO_VALUE;
      return FALSE;
    }
  switch (e->status)
    {
    case XQ_PROTECTION_UNPROTECTED:
    case XQ_PROTECTION_FALSE_ROOT:
      return TRUE;
    case XQ_PROTECTION_UNDER_PROTECTED:
      if (profile == XQ_PROFILE_CXA)
        {
          /* 细则10: a crossed pawn's value floats; trading it for a piece or a piece for it wins
           * nothing. */
          if (target == XQ_PAWN || attacker == XQ_PAWN)
            {
              *flags |= XQ_THREAT_FLOATING_PAWN;
              return FALSE;
            }
          *flags |= XQ_THREAT_BY_EXCHANGE;
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case XQ_PROTECTION_PROTECTED:
    case XQ_PROTECTION_HIDDEN_ROOT:
    default:
      if (profile == XQ_PROFILE_AXF && axf_counts_protected (target, attacker))
        return TRUE;
      if (profile != XQ_PROFILE_CXA)
        *flags |= XQ_THREAT_PROFILE_PROTECTED;
      return FALSE;
    }
}

/* Can the attacked piece take its attacker back, an even trade? Then the attack offers an exchange
 * (兑, CXA 28.5: rook facing rook, both unprotected or both protected) rather than a chase. AXF
 * counts a mutual attack of two pieces of the same kind as no chase unless the attacked one is
 * pinned (it cannot take back). */
static gboolean
attack_is_mutual (XqPosition          *pos,
                  const XqCaptureEval *e,
                  XqProfile            profile)
{
  XqSquare a = xq_move_from (e->capture), t = e->square;
  XqUndo   undo;
  gboolean mutual = FALSE;

  if (profile == XQ_PROFILE_AXF ? xq_piece_kind (e->target) != xq_piece_kind (e->attacker)
                                : xq_piece_value (e->target) != xq_piece_value (e->attacker))
    return FALSE;
  xq_position_make_null (pos, &undo);
  if (xq_position_check_move (pos, xq_move_make (t, a)) == XQ_MOVE_OK)
    {
      if (profile == XQ_PROFILE_AXF)
        mutual = TRUE;
      else
        {
          XqCaptureEval back;
          xq_evaluate_capture (pos, xq_move_make (t, a), &back);
          mutual = back.defenders == 0;
        }
    }
  xq_position_unmake_null (pos, &undo);
  return mutual;
}

/* Would the capture get the taker mated (29.4)? */
static gboolean
capture_is_poisoned (XqPosition            *pos,
                     XqMove                 capture,
                     const XqThreatOptions *opts)
{
  XqUndo   undo;
  gboolean mated;

  if (opts->poison_checks <= 0)
    return FALSE;
  xq_position_make (pos, capture, &undo);
  mated = !xq_has_legal_move (pos) ? FALSE : xq_mate_by_checks (pos, opts->poison_checks, NULL, NULL);
  xq_position_unmake (pos, capture, &undo);
  return mated;
}

static XqThreat *
threat_for (XqThreatSet *set,
            XqSquare     sq,
            XqPiece      piece)
{
  for (guint i = 0; i < set->n; i++)
    if (set->threats[i].square == sq)
      return &set->threats[i];
  if (set->n >= XQ_MAX_THREATS)
    return NULL;
  memset (&set->threats[set->n], 0, sizeof set->threats[set->n]);
  set->threats[set->n].square = sq;
  set->threats[set->n].piece = piece;
  set->threats[set->n].check = XQ_MOVE_NONE;
  return &set->threats[set->n++];
}

/* Legal captures of the piece on @sq by the side to move. */
static XqBitboard
legal_capturers (XqPosition *pos,
                 XqSquare    sq)
{
  XqBitboard geo = xq_position_attackers (pos, sq, (XqColor) pos->side, pos->occ);
  XqBitboard legal = 0;

  while (geo)
    {
      XqSquare a = xq_bb_pop (&geo);
      if (xq_position_check_move (pos, xq_move_make (a, sq)) == XQ_MOVE_OK)
        legal |= xq_bb_square (a);
    }
  return legal;
}

static void
direct_threats (XqPosition            *pos,
                const XqThreatOptions *opts,
                XqThreatSet           *out)
{
  XqColor    them = xq_color_other ((XqColor) pos->side);
  XqBitboard targets = pos->by_color[them] & ~pos->pieces[xq_piece_make (them, XQ_KING)];

  while (targets)
    {
      XqSquare   sq = xq_bb_pop (&targets);
      XqBitboard attackers = legal_capturers (pos, sq), rest;
      XqThreat  *t;
      int        best_gain = G_MININT;
      int        cheapest = G_MAXINT;
      guint      why_not = 0;
      gboolean   any_poisoned = FALSE;

      if (!attackers)
        continue;
      t = threat_for (out, sq, pos->board[sq]);
      if (t == NULL)
        return;
      t->attackers = attackers;
      rest = attackers;
      while (rest)
        {
          XqSquare      a = xq_bb_pop (&rest);
          XqCaptureEval e;
          guint         flags = 0;
          gboolean      wins;

          xq_evaluate_capture (pos, xq_move_make (a, sq), &e);
          wins = capture_wins (&e, opts->profile, &flags);
          if (wins && attack_is_mutual (pos, &e, opts->profile))
            {
              wins = FALSE;
              flags |= XQ_THREAT_MUTUAL;
            }
          if (wins && capture_is_poisoned (pos, e.capture, opts))
            {
              wins = FALSE;
              any_poisoned = TRUE;
            }
          if (wins)
            {
              t->winners |= xq_bb_square (a);
              t->flags |= flags & XQ_THREAT_BY_EXCHANGE;
              if (e.gain > best_gain)
                {
                  best_gain = e.gain;
                  t->eval = e;
                }
            }
          else
            {
              why_not |= flags;
              if (best_gain == G_MININT && xq_piece_value (e.attacker) < cheapest)
                {
                  cheapest = xq_piece_value (e.attacker);
                  t->eval = e;
                }
            }
        }

      if (t->winners)
        {
          XqColor    us = (XqColor) pos->side;
          XqBitboard weak = pos->pieces[xq_piece_make (us, XQ_KING)] | pos->pieces[xq_piece_make (us, XQ_PAWN)];
          t->flags |= XQ_THREAT_WINS;
          /* Only the direct winner set decides 27.1/27.2; a piece winning together with the
           * general or a pawn chases (细则9). */
          if ((t->winners & ~pos->pieces[xq_piece_make (us, XQ_KING)]) == 0)
            t->flags |= XQ_THREAT_KING_ONLY;
          else if ((t->winners & ~weak) == 0)
            t->flags |= XQ_THREAT_PAWN_ONLY;
          /* A winning direct capture is not an exchange when another winner takes it for free. */
          if (t->eval.status != XQ_PROTECTION_UNDER_PROTECTED)
            t->flags &= ~XQ_THREAT_BY_EXCHANGE;
        }
      else
        {
          t->flags |= why_not & (XQ_THREAT_NO_VALUE | XQ_THREAT_FLOATING_PAWN | XQ_THREAT_PROFILE_PROTECTED | XQ_THREAT_MUTUAL);
          if (any_poisoned)
            t->flags |= XQ_THREAT_POISONED;
        }
    }
}

/* The best material the side to move can net now, minus @lost; squares of pieces winning it. */
static int
best_win (XqPosition            *pos,
          const XqThreatOptions *opts,
          XqBitboard            *where)
{
  XqColor    them = xq_color_other ((XqColor) pos->side);
  XqBitboard targets = pos->by_color[them] & ~pos->pieces[xq_piece_make (them, XQ_KING)];
  int        best = 0;

  *where = 0;
  while (targets)
    {
      XqSquare   sq = xq_bb_pop (&targets);
      XqBitboard attackers;
      if (!xq_piece_counts_as_material (pos->board[sq], sq))
        continue;
      attackers = legal_capturers (pos, sq);
      while (attackers)
        {
          XqSquare      a = xq_bb_pop (&attackers);
          XqCaptureEval e;
          guint         flags = 0;
          xq_evaluate_capture (pos, xq_move_make (a, sq), &e);
          if (!capture_wins (&e, opts->profile, &flags) || xq_piece_kind (e.attacker) == XQ_KING)
            continue;
          if (e.gain > best)
            {
              best = e.gain;
              *where = xq_bb_square (sq);
            }
          else if (e.gain == best && best > 0)
            *where |= xq_bb_square (sq);
        }
    }
  return best;
}

gboolean
xq_check_wins_material (XqPosition            *pos,
                        const XqThreatOptions *opts,
                        XqBitboard            *won)
{
  XqMoveList replies;
  XqBitboard common = xq_tables.all;

  *won = 0;
  xq_generate_legal (pos, &replies);
  if (replies.n == 0)
    return FALSE; /* mate, not 抽 */
  for (guint j = 0; j < replies.n; j++)
    {
      XqMove     r = replies.moves[j];
      XqUndo     undo;
      XqBitboard where, mapped = 0;
      int        lost = pos->board[xq_move_to (r)] ? xq_piece_value (pos->board[xq_move_to (r)]) : 0;
      int        gain;

      xq_position_make (pos, r, &undo);
      gain = best_win (pos, opts, &where);
      xq_position_unmake (pos, r, &undo);
      if (gain - lost <= 0)
        return FALSE;
      /* Name the pieces by where they stood before the reply. */
      while (where)
        {
          XqSquare sq = xq_bb_pop (&where);
          mapped |= xq_bb_square (sq == xq_move_to (r) ? xq_move_from (r) : sq);
        }
      common &= mapped;
      if (j == 0)
        *won = mapped;
    }
  if (common)
    *won = common;
  return TRUE;
}

static void
check_threats (XqPosition            *pos,
               const XqThreatOptions *opts,
               XqThreatSet           *out)
{
  XqMoveList checks;

  xq_generate_checks (pos, &checks);
  for (guint i = 0; i < checks.n; i++)
    {
      XqUndo     undo;
      XqBitboard won = 0;
      gboolean   wins;

      xq_position_make (pos, checks.moves[i], &undo);
      wins = xq_check_wins_material (pos, opts, &won);
      xq_position_unmake (pos, checks.moves[i], &undo);
      if (!wins)
        continue;
      /* A piece taken by the check itself is a direct threat, already counted. */
      won &= ~xq_bb_square (xq_move_to (checks.moves[i]));
      while (won)
        {
          XqSquare  sq = xq_bb_pop (&won);
          XqThreat *t = threat_for (out, sq, pos->board[sq]);
          if (t == NULL || (t->flags & XQ_THREAT_WINS))
            continue;
          t->flags = (t->flags & ~(XQ_THREAT_NO_VALUE | XQ_THREAT_FLOATING_PAWN | XQ_THREAT_PROFILE_PROTECTED |
                                   XQ_THREAT_POISONED | XQ_THREAT_MUTUAL)) |
                     XQ_THREAT_WINS | XQ_THREAT_BY_CHECKS;
          t->check = checks.moves[i];
          t->winners |= xq_bb_square (xq_move_from (checks.moves[i]));
        }
    }
}

void
xq_find_threats (XqPosition            *pos,
                 const XqThreatOptions *opts,
                 XqThreatSet           *out)
{
  out->n = 0;
  direct_threats (pos, opts, out);
  if (opts->by_checks)
    check_threats (pos, opts, out);
}

const XqThreat *
xq_threat_set_find (const XqThreatSet *set,
                    XqSquare           sq)
{
  for (guint i = 0; i < set->n; i++)
    if (set->threats[i].square == sq)
      return &set->threats[i];
  return NULL;
}
