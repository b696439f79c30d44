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

/* Does the exchange trade crossed pawns against other pieces (25.3: 一兵换取数子或一子换取数兵)? */
static gboolean
exchange_floats (const XqCaptureEval *e)
{
  return (e->piece_gain > 0 && e->crossed_pawn_gain < 0) || (e->piece_gain < 0 && e->crossed_pawn_gain > 0);
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
          /* 25.3, 细则10: a crossed pawn's value floats; an exchange that nets crossed pawns by
           * giving pieces, or pieces by giving crossed pawns, wins nothing. Whatever else the line
           * takes, it must not trade pawns against pieces: an even trade of pieces plus a pawn is
           * clean material, and by 28.16 a piece that loses it is 少根, chased like 无根. */
          if (exchange_floats (e))
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

/* Would the capture get the taker mated, at once or by consecutive checks (CXA 29.4, 细则7)? The
 * mate may come from any piece, e.g. one the capturer no longer keeps off a point it guarded. */
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
  /* A capture made as if a standing check were not there (XqThreatOptions.standing_check) leaves
   * no real position to search. */
  mated = !xq_position_king_attacked (pos, xq_color_other ((XqColor) pos->side)) && xq_has_legal_move (pos) &&
          xq_mate_by_checks (pos, opts->poison_checks, NULL, NULL);
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

/* The enemy pieces that check the side to move, when the threats are asked for as if that check
 * were not there (XqThreatOptions.standing_check), else 0. */
static XqBitboard
standing_checkers (const XqPosition      *pos,
                   const XqThreatOptions *opts)
{
  XqColor us = (XqColor) pos->side;

  if (!opts->standing_check || pos->king[us] == XQ_SQUARE_NONE || !xq_position_king_attacked (pos, us))
    return 0;
  return xq_position_attackers (pos, pos->king[us], xq_color_other (us), pos->occ);
}

/* Is the capture legal for the side to move, attacks on its general by the pieces in @standing
 * disregarded (unless the general itself moves)? */
static gboolean
capture_is_legal (XqPosition *pos,
                  XqMove      m,
                  XqBitboard  standing)
{
  XqMoveProblem problem;
  XqColor       us = (XqColor) pos->side;
  XqUndo        undo;
  gboolean      legal;

  /* A rook, cannon, horse or pawn that attacks the point can move there by the rules of movement
   * (the attack tables say so); only its general's safety is left to test. */
  switch (xq_piece_kind (pos->board[xq_move_from (m)]))
    {
    case XQ_ROOK:
    case XQ_CANNON:
    case XQ_HORSE:
    case XQ_PAWN:
      if (xq_position_move_is_safe (pos, m))
        return TRUE;
      break;
    case XQ_KING:
    case XQ_ADVISOR:
    case XQ_ELEPHANT:
    case XQ_NO_KIND:
    default:
      break;
    }
  problem = xq_position_check_move (pos, m);
  if (problem == XQ_MOVE_OK)
    return TRUE;
  if (problem != XQ_MOVE_LEAVES_IN_CHECK || standing == 0 || xq_move_from (m) == pos->king[us])
    return FALSE;
  xq_position_make (pos, m, &undo);
  legal = (xq_position_attackers (pos, pos->king[us], xq_color_other (us), pos->occ) & ~standing) == 0;
  xq_position_unmake (pos, m, &undo);
  return legal;
}

/* Captures of the piece on @sq by the side to move (legal, or legal but for @standing). */
static XqBitboard
legal_capturers (XqPosition *pos,
                 XqSquare    sq,
                 XqBitboard  standing)
{
  XqBitboard geo = xq_position_attackers (pos, sq, (XqColor) pos->side, pos->occ);
  XqBitboard legal = 0;

  while (geo)
    {
      XqSquare a = xq_bb_pop (&geo);
      if (capture_is_legal (pos, xq_move_make (a, sq), standing))
        legal |= xq_bb_square (a);
    }
  return legal;
}

/* Does the profile exclude a chase when taking the piece gets the taker mated? CXA and 1957 do
 * (CXA 29.4, 细则7: 得子后不致被将死). AXF does not: its rule book judges a chase by the attack and
 * the protection of the piece alone, whatever the capture costs afterwards (WXF rule 15, diagrams
 * 22-23), and its perpetual-mate case wxf-017 keeps a rook's old attack on an elephant an old
 * attack though taking the elephant would let the other side mate by checks. This reading is
 * Qili's (issue 14, class 7); no CXA clause is borrowed for AXF. */
static gboolean
poison_applies (XqProfile profile)
{
  return profile != XQ_PROFILE_AXF;
}

static void
direct_threats (XqPosition            *pos,
                const XqThreatOptions *opts,
                XqThreatSet           *out)
{
  XqColor    them = xq_color_other ((XqColor) pos->side);
  XqBitboard targets = pos->by_color[them] & ~pos->pieces[xq_piece_make (them, XQ_KING)];
  XqBitboard standing = standing_checkers (pos, opts);

  while (targets)
    {
      XqSquare   sq = xq_bb_pop (&targets);
      XqBitboard attackers = legal_capturers (pos, sq, standing), rest;
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

          xq_evaluate_capture_full (pos, xq_move_make (a, sq), standing, &e);
          wins = capture_wins (&e, opts->profile, &flags);
          if (e.status == XQ_PROTECTION_HIDDEN_ROOT)
            t->hidden_only |= xq_bb_square (a);
          if (wins && attack_is_mutual (pos, &e, opts->profile))
            {
              wins = FALSE;
              flags |= XQ_THREAT_MUTUAL;
            }
          if (wins && poison_applies (opts->profile) && capture_is_poisoned (pos, e.capture, opts))
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

/* Can the side to move win the piece on @sq by one capture now — a capture that wins by the
 * profile, nets more than @lost (what the reply before it took) and is not answered by mate (29.4)?
 * The general's own captures do not count. */
static gboolean
piece_is_won (XqPosition            *pos,
              const XqThreatOptions *opts,
              XqSquare               sq,
              int                    lost,
              gboolean               poison)
{
  XqBitboard attackers;

  if (pos->board[sq] == XQ_NO_PIECE || xq_piece_color (pos->board[sq]) == pos->side ||
      xq_piece_kind (pos->board[sq]) == XQ_KING || !xq_piece_counts_as_material (pos->board[sq], sq))
    return FALSE;
  attackers = legal_capturers (pos, sq, 0) & ~pos->pieces[xq_piece_make ((XqColor) pos->side, XQ_KING)];
  while (attackers)
    {
      XqSquare      a = xq_bb_pop (&attackers);
      XqCaptureEval e;
      guint         flags = 0;
      xq_evaluate_capture (pos, xq_move_make (a, sq), &e);
      if (e.gain - lost > 0 && capture_wins (&e, opts->profile, &flags) &&
          !(poison && poison_applies (opts->profile) && capture_is_poisoned (pos, e.capture, opts)))
        return TRUE;
    }
  return FALSE;
}

/* Replies that take something first: they are the likeliest to refute the check's threat, and a
 * refutation ends the search. */
static void
order_replies (const XqPosition *pos,
               XqMoveList       *replies)
{
  guint front = 0;

  for (guint j = 0; j < replies->n; j++)
    if (pos->board[xq_move_to (replies->moves[j])] != XQ_NO_PIECE)
      {
        XqMove m = replies->moves[j];
        replies->moves[j] = replies->moves[front];
        replies->moves[front++] = m;
      }
}

/* After a check by the side that just moved: is a piece won whatever the reply (抽, 29.1)? The
 * pieces won in every line go to @won (where they stand before the reply); none means no 抽: a
 * check after which Black may choose which piece to give up names no piece (issue 14, class 6).
 * Only the pieces still won in every line so far are looked at after each reply. */
static gboolean
check_wins_among (XqPosition            *pos,
                  const XqThreatOptions *opts,
                  XqBitboard             common,
                  XqBitboard            *won)
{
  XqMoveList replies;

  *won = 0;
  if (common == 0)
    return FALSE;
  xq_generate_evasions (pos, &replies); /* the side to move is in check */
  if (replies.n == 0)
    return FALSE; /* mate, not 抽 */
  order_replies (pos, &replies);
  /* Two rounds: the cheap conditions first for every reply, then the mate test (29.4) only for the
   * pieces that survive them all, which are usually none. */
  for (int round = 0; round < 2 && common; round++)
    for (guint j = 0; j < replies.n && common; j++)
      {
        XqMove     r = replies.moves[j];
        XqUndo     undo;
        XqBitboard left = common, kept = 0;
        int        lost = pos->board[xq_move_to (r)] ? xq_piece_value (pos->board[xq_move_to (r)]) : 0;

        xq_position_make (pos, r, &undo);
        while (left)
          {
            XqSquare sq = xq_bb_pop (&left);
            /* A piece that answered the check is won where it went. */
            XqSquare now = sq == xq_move_from (r) ? xq_move_to (r) : sq;
            if (piece_is_won (pos, opts, now, lost, round == 1))
              kept |= xq_bb_square (sq);
          }
        xq_position_unmake (pos, r, &undo);
        common = kept;
      }
  *won = common;
  return common != 0;
}

gboolean
xq_check_wins_material (XqPosition            *pos,
                        const XqThreatOptions *opts,
                        XqBitboard            *won)
{
  XqColor them = (XqColor) pos->side; /* the side answering the check */

  return check_wins_among (pos, opts, pos->by_color[them] & ~pos->pieces[xq_piece_make (them, XQ_KING)], won);
}

static void
check_threats (XqPosition            *pos,
               const XqThreatOptions *opts,
               XqThreatSet           *out)
{
  XqMoveList checks;

  XqColor    them = xq_color_other ((XqColor) pos->side);
  XqBitboard open = 0;

  /* Only pieces not yet won (directly or by an earlier check) and of material value are looked for:
   * a 抽 of a piece already won adds nothing. */
  for (XqBitboard p = pos->by_color[them] & ~pos->pieces[xq_piece_make (them, XQ_KING)]; p;)
    {
      XqSquare sq = xq_bb_pop (&p);
      if (xq_piece_counts_as_material (pos->board[sq], sq))
        open |= xq_bb_square (sq);
    }
  for (guint i = 0; i < out->n; i++)
    if (out->threats[i].flags & XQ_THREAT_WINS)
      open &= ~xq_bb_square (out->threats[i].square);

  xq_generate_checks (pos, &checks);
  for (guint i = 0; i < checks.n && open; i++)
    {
      XqUndo     undo;
      XqBitboard won = 0;
      gboolean   wins;

      xq_position_make (pos, checks.moves[i], &undo);
      wins = check_wins_among (pos, opts, open & ~xq_bb_square (xq_move_to (checks.moves[i])), &won);
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
          open &= ~xq_bb_square (sq);
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
