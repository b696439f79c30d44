/* xq-threats.c: what the side to move could win next move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-threats"

#include "config.h"

#include "xq-threats.h"

#include <string.h>

#include "xq-check-wins.h"
#include "xq-mate.h"
#include "xq-material.h"
#include "xq-movegen.h"

/* The most checks a line that punishes a capture may hold (a skewer through the taker, a piece left
 * behind: taker-loses): the skewers of practice take one to three checks; deeper lines would make
 * every capture of a tactical position wait for a search as deep as 杀's. */
#define XQ_SKEWER_CHECKS 3

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

/* Would the capture lose as much as it gains to the other side's checks: a check after which, in
 * every line, it wins back a piece worth at least the gain (a skewer through the taker, a piece
 * left behind)? Then the capture wins nothing (29.1 "得子": 得 means a gain). Asked with the mate
 * test of 29.4, where it decides (xq_find_threat_on()). A piece the other side can already take
 * with gain without a check, or could win through checks before the capture, is no loss the
 * capture causes: it hangs whether or not the capture is made, so it is not counted. */
/* Of the pieces of the side to move on @among, those the other side could win through checks were
 * it to move now (the side to move passing): they hang whether or not a capture is made. */
static XqBitboard
hanging_anyway (XqPosition            *pos,
                const XqThreatOptions *opts,
                XqBitboard             among)
{
  XqBitboard anyway = 0;
  XqUndo     undo;
  gboolean   exhausted;

  if (among == 0 || xq_position_king_attacked (pos, (XqColor) pos->side))
    return 0;
  xq_position_make_null (pos, &undo);
  while (among)
    {
      XqSquare sq = xq_bb_pop (&among);
      if (xq_check_wins_any (pos, opts, xq_bb_square (sq), opts->check_depth, NULL, FALSE, NULL, NULL, &exhausted))
        anyway |= xq_bb_square (sq);
    }
  xq_position_unmake_null (pos, &undo);
  return anyway;
}

static gboolean
capture_is_skewered (XqPosition            *pos,
                     const XqCaptureEval   *e,
                     const XqThreatOptions *opts)
{
  XqColor         us = (XqColor) pos->side;
  XqThreatOptions back = *opts;
  XqBitboard      ours, worth = 0;
  XqUndo          undo;
  gboolean        skewered = FALSE, exhausted;

  if (opts->poison_checks <= 0 || e->gain <= 0)
    return FALSE;
  back.poison_checks = 0;
  back.standing_check = FALSE;
  back.check_depth = MIN (opts->check_depth, XQ_SKEWER_CHECKS);
  xq_position_make (pos, e->capture, &undo);
  ours = pos->by_color[us] & ~pos->pieces[xq_piece_make (us, XQ_KING)];
  while (ours)
    {
      XqSquare sq = xq_bb_pop (&ours);
      XqThreat hanging;

      if (!xq_piece_counts_as_material (pos->board[sq], sq) || xq_piece_value (pos->board[sq]) < e->gain)
        continue;
      if (xq_find_threat_on (pos, &back, sq, &hanging) && (hanging.flags & XQ_THREAT_WINS))
        continue;
      worth |= xq_bb_square (sq);
    }
  if (worth && !xq_position_king_attacked (pos, xq_color_other (us)))
    skewered = xq_check_wins_any (pos, &back, worth, back.check_depth, NULL, FALSE, NULL, NULL, &exhausted) && !exhausted;
  xq_position_unmake (pos, e->capture, &undo);
  if (skewered)
    {
      XqBitboard anyway = hanging_anyway (pos, &back, worth & ~xq_bb_square (xq_move_to (e->capture)));
      if (anyway)
        {
          worth &= ~anyway;
          skewered = FALSE;
          xq_position_make (pos, e->capture, &undo);
          if (worth)
            skewered =
              xq_check_wins_any (pos, &back, worth, back.check_depth, NULL, FALSE, NULL, NULL, &exhausted) && !exhausted;
          xq_position_unmake (pos, e->capture, &undo);
        }
    }
  return skewered;
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

/* The direct threat on the enemy piece on @sq, filled into @t (already found or made for it):
 * FALSE when the side to move cannot take it at all. */
static gboolean
direct_threat_on (XqPosition            *pos,
                  const XqThreatOptions *opts,
                  XqSquare               sq,
                  XqBitboard             standing,
                  XqThreat              *t)
{
  XqBitboard attackers = legal_capturers (pos, sq, standing), rest;
  int        best_gain = G_MININT;
  int        cheapest = G_MAXINT;
  guint      why_not = 0;
  gboolean   any_poisoned = FALSE, any_skewered = FALSE;

  if (!attackers)
    return FALSE;
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
      if (wins && poison_applies (opts->profile) && capture_is_skewered (pos, &e, opts))
        {
          wins = FALSE;
          any_skewered = TRUE;
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
      /* Only the direct winner set decides 27.1/27.2; a piece winning together with the general
       * or a pawn chases (细则9). */
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
      else if (any_skewered)
        t->flags |= XQ_THREAT_SKEWERED;
    }
  return TRUE;
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
      XqSquare sq = xq_bb_pop (&targets);
      XqThreat t;

      memset (&t, 0, sizeof t);
      t.square = sq;
      t.piece = pos->board[sq];
      t.check = XQ_MOVE_NONE;
      if (!direct_threat_on (pos, opts, sq, standing, &t))
        continue;
      if (out->n >= XQ_MAX_THREATS)
        return;
      out->threats[out->n++] = t;
    }
}

gboolean
xq_find_threat_on (XqPosition            *pos,
                   const XqThreatOptions *opts,
                   XqSquare               sq,
                   XqThreat              *out)
{
  memset (out, 0, sizeof *out);
  out->square = sq;
  out->piece = pos->board[sq];
  out->check = XQ_MOVE_NONE;
  return direct_threat_on (pos, opts, sq, standing_checkers (pos, opts), out);
}

gboolean
xq_threats_piece_is_won (XqPosition            *pos,
                         const XqThreatOptions *opts,
                         XqSquare               sq,
                         int                    balance,
                         int                    pieces,
                         int                    crossed,
                         gboolean               poison,
                         XqMove                *capture)
{
  XqBitboard attackers;
  int        lost = balance < 0 ? -balance : 0;

  if (pos->board[sq] == XQ_NO_PIECE || xq_piece_color (pos->board[sq]) == pos->side ||
      xq_piece_kind (pos->board[sq]) == XQ_KING || !xq_piece_counts_as_material (pos->board[sq], sq))
    return FALSE;
  /* A capture gains at most the piece taken: none makes up for a line that gave up as much. */
  if (xq_piece_value (pos->board[sq]) <= lost)
    return FALSE;
  attackers = legal_capturers (pos, sq, 0) & ~pos->pieces[xq_piece_make ((XqColor) pos->side, XQ_KING)];
  while (attackers)
    {
      XqSquare      a = xq_bb_pop (&attackers);
      XqCaptureEval e;
      guint         flags = 0;
      xq_evaluate_capture (pos, xq_move_make (a, sq), &e);
      if (e.gain - lost > 0 && capture_wins (&e, opts->profile, &flags) &&
          !((pieces + e.piece_gain > 0 && crossed + e.crossed_pawn_gain < 0) ||
            (pieces + e.piece_gain < 0 && crossed + e.crossed_pawn_gain > 0)) &&
          !(poison && poison_applies (opts->profile) && capture_is_poisoned (pos, e.capture, opts)))
        {
          if (capture)
            *capture = e.capture;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
xq_threats_poison_applies (const XqThreatOptions *opts)
{
  return poison_applies (opts->profile) && opts->poison_checks > 0;
}

/* After a check by the side that just moved: is a piece won whatever the reply, at once or through
 * further checks (抽, 29.1 通过连续将军得子)? The pieces won in every line go to @won (where they
 * stand before the reply); none means no 抽: a check after which Black may choose which piece to
 * give up names no piece (issue 14, class 6). The cheap conditions first, then the mate test of
 * 29.4 only for the pieces that survive them, which are usually none. */
static gboolean
check_wins_among (XqPosition            *pos,
                  const XqThreatOptions *opts,
                  XqBitboard             common,
                  XqBitboard            *won)
{
  int more = MAX (0, opts->check_depth - 1);

  *won = xq_check_wins (pos, opts, common, more, FALSE);
  if (*won && xq_threats_poison_applies (opts))
    *won = xq_check_wins (pos, opts, *won, more, TRUE);
  return *won != 0;
}

gboolean
xq_check_wins_material (XqPosition            *pos,
                        const XqThreatOptions *opts,
                        XqBitboard            *won)
{
  XqColor them = (XqColor) pos->side; /* the side answering the check */

  return check_wins_among (pos, opts, pos->by_color[them] & ~pos->pieces[xq_piece_make (them, XQ_KING)], won);
}

/* The first check (not on @mating) after which the piece on @sq is won in every line (29.1), the
 * taker not mated for it (29.4), or XQ_MOVE_NONE. */
static XqMove
won_by_checks (XqPosition            *pos,
               const XqThreatOptions *opts,
               XqSquare               sq,
               const XqMoveList      *mating)
{
  XqMove check;

  if (!xq_check_wins_any (pos, opts, xq_bb_square (sq), opts->check_depth, mating, FALSE, &check, NULL, NULL))
    return XQ_MOVE_NONE;
  if (xq_threats_poison_applies (opts) &&
      !xq_check_wins_any (pos, opts, xq_bb_square (sq), opts->check_depth, mating, TRUE, &check, NULL, NULL))
    return XQ_MOVE_NONE;
  return check;
}

/* A piece won through checks by the general alone, or by pawns (and the general) alone, is a
 * chase by them: idle (27.1, 27.2). Which pieces the line after the check @c moves: the check's,
 * each further check's and the capture's (the line against the longest defence). */
static guint
weak_line (XqPosition            *pos,
           const XqThreatOptions *opts,
           XqMove                 c,
           XqSquare               sq)
{
  XqPosition walk = *pos;
  XqMove     line[XQ_MATE_LINE_MAX];
  guint      n, kinds = 0;
  XqUndo     undo;

  kinds |= 1u << xq_piece_kind (walk.board[xq_move_from (c)]);
  xq_position_make (&walk, c, &undo);
  n = xq_check_win_line (&walk, opts, sq, opts->check_depth - 1, line);
  for (guint i = 0; i < n; i++)
    {
      if (i % 2 == 1 || i + 1 == n)
        kinds |= 1u << xq_piece_kind (walk.board[xq_move_from (line[i])]);
      xq_position_make (&walk, line[i], &undo);
    }
  if (kinds & ~((1u << XQ_KING) | (1u << XQ_PAWN)))
    return 0;
  return (kinds & (1u << XQ_PAWN)) ? XQ_THREAT_PAWN_ONLY : XQ_THREAT_KING_ONLY;
}

static void
check_threats (XqPosition            *pos,
               const XqThreatOptions *opts,
               XqThreatSet           *out)
{
  XqMoveList checks;
  /* Only pieces not yet won (directly or by an earlier check) and of material value are looked for:
   * a 抽 of a piece already won adds nothing. */
  XqBitboard open = xq_threat_set_open (pos, out);

  if (open == 0)
    return;
  /* Each check in turn (those that win anything at all, when the caller found them): what it wins
   * in every line (a check that mates by force wins nothing as a 抽, xq_check_wins()). A piece
   * taken by the check itself is a direct threat, already counted. */
  if (opts->productive)
    checks = *opts->productive;
  else
    xq_generate_checks (pos, &checks);
  for (guint i = 0; i < checks.n && open; i++)
    {
      XqMove     c = checks.moves[i];
      XqUndo     undo;
      XqBitboard won = 0;

      xq_position_make (pos, c, &undo);
      check_wins_among (pos, opts, open & ~xq_bb_square (xq_move_to (c)), &won);
      xq_position_unmake (pos, c, &undo);
      while (won)
        {
          XqSquare  sq = xq_bb_pop (&won);
          XqThreat *t = threat_for (out, sq, pos->board[sq]);
          if (t == NULL || (t->flags & XQ_THREAT_WINS))
            continue;
          t->flags = (t->flags & ~(XQ_THREAT_NO_VALUE | XQ_THREAT_FLOATING_PAWN | XQ_THREAT_PROFILE_PROTECTED |
                                   XQ_THREAT_POISONED | XQ_THREAT_MUTUAL)) |
                     XQ_THREAT_WINS | XQ_THREAT_BY_CHECKS | weak_line (pos, opts, c, sq);
          t->check = c;
          t->winners |= xq_bb_square (xq_move_from (c));
          open &= ~xq_bb_square (sq);
        }
    }
}

XqMove
xq_threat_won_by_checks (XqPosition            *pos,
                         const XqThreatOptions *opts,
                         XqSquare               sq,
                         XqMove                 hint)
{
  XqMoveList mating;
  XqMove     check;

  /* The check that wins it elsewhere is the likeliest: tried alone first. */
  if (hint != XQ_MOVE_NONE && xq_position_is_legal (pos, hint) && xq_position_move_gives_check (pos, hint))
    {
      XqUndo     undo;
      XqBitboard won;
      xq_position_make (pos, hint, &undo);
      check_wins_among (pos, opts, xq_bb_square (sq), &won);
      xq_position_unmake (pos, hint, &undo);
      if (won)
        return hint;
    }

  /* The first check found that wins the piece, unless it mates by force (then it is the 杀's, and
   * the others are tried). */
  xq_move_list_clear (&mating);
  while ((check = won_by_checks (pos, opts, sq, &mating)) != XQ_MOVE_NONE &&
         xq_move_mates (pos, check, opts->check_depth))
    xq_move_list_add (&mating, check);
  return check;
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

XqBitboard
xq_threat_set_open (const XqPosition  *pos,
                    const XqThreatSet *set)
{
  XqColor    them = xq_color_other ((XqColor) pos->side);
  XqBitboard open = 0;

  for (XqBitboard p = pos->by_color[them] & ~pos->pieces[xq_piece_make (them, XQ_KING)]; p;)
    {
      XqSquare sq = xq_bb_pop (&p);
      if (xq_piece_counts_as_material (pos->board[sq], sq))
        open |= xq_bb_square (sq);
    }
  for (guint i = 0; i < set->n; i++)
    if (set->threats[i].flags & XQ_THREAT_WINS)
      open &= ~xq_bb_square (set->threats[i].square);
  return open;
}

void
xq_find_threats_by_checks (XqPosition            *pos,
                           const XqThreatOptions *opts,
                           XqThreatSet           *out)
{
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
