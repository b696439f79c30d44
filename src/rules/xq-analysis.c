/* xq-analysis.c: what a move is under the competition rules
 *
 * Natures follow CXA 28 and 29 (seed 001 术语, seed 002 棋例釋義):
 * - 将: after the move the enemy general is attacked (28.1).
 * - 杀: if the opponent passed, the mover could mate at once or by consecutive checks (28.2).
 * - 捉: after the move (opponent passing) the mover can win an enemy piece of material value next
 *   move — directly, after a check (抽), or by an exchange that nets material — and could not
 *   before the move (29.1–29.4, 细则2–7, 9, 10), subject to the profile's protection rule.
 * - 抽: a check after which the mover wins material whatever the reply.
 * - 兑 献 拦 跟 and 闲 as 28.5–28.9. The heaviest nature counts (27.4): 将 > 杀 > 捉 > 闲.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-analysis"

#include "config.h"

#include "xq-analysis.h"

#include <string.h>

#include "xq-check-wins.h"
#include "xq-material.h"
#include "xq-movegen.h"
#include "xq-tables.h"

void
xq_analysis_options_init (XqAnalysisOptions *opts,
                          XqProfile          profile)
{
  opts->profile = profile;
  /* 28.2 杀: mate "in the next move or by consecutive checks" (连续照将), however many; nine checks
   * (seventeen plies) hold every such mate a player would see, within the search's node budget. */
  opts->mate_checks = 9;
  /* 29.4 / 细则7: a capture answered by mate at once or by consecutive checks is no chase; the same
   * depth as 杀. */
  opts->poison_checks = opts->mate_checks;
  /* CXA 29.1 counts winning material through checks as a chase; the AXF cases do not (wxf-141:
   * "perpetual threat to capture after check. draw"). */
  opts->chase_by_checks = profile != XQ_PROFILE_AXF;
}

static XqChaseExclusion
exclusion_for (const XqThreat *t)
{
  if (t->flags & XQ_THREAT_WINS)
    {
      if (t->flags & XQ_THREAT_KING_ONLY)
        return XQ_EXCLUDE_KING_ALONE;
      if (t->flags & XQ_THREAT_PAWN_ONLY)
        return XQ_EXCLUDE_PAWN_ALONE;
    }
  if (t->flags & XQ_THREAT_POISONED)
    return XQ_EXCLUDE_TAKER_MATED;
  if (t->flags & XQ_THREAT_SKEWERED)
    return XQ_EXCLUDE_TAKER_LOSES;
  if (t->flags & XQ_THREAT_NO_VALUE)
    return XQ_EXCLUDE_NO_VALUE;
  if (t->flags & XQ_THREAT_FLOATING_PAWN)
    return XQ_EXCLUDE_FLOATING_PAWN;
  if (t->flags & XQ_THREAT_MUTUAL)
    return XQ_EXCLUDE_MUTUAL;
  if (t->flags & XQ_THREAT_PROFILE_PROTECTED)
    return XQ_EXCLUDE_PROFILE;
  return XQ_EXCLUDE_PROTECTED;
}

/* 29.2 (产生于刚走的这着棋, 上一着尚不存在), 细则2 (从没捉到捉) and 细则6 (从捉到捉): a chase is new
 * when the piece can be won after the move and no chase of it stood before the move — by any
 * piece, in any way the profile counts (directly, through an exchange, after a check). So a move
 * that takes the root away from an attacked piece (the screen of a defending cannon moves, a piece
 * steps onto the defender's line, the defender's recapture becomes illegal) makes a new chase; a
 * second attacker on a piece that could already be won makes nothing new. The same test serves
 * every profile; what "can be won" means is the profile's (AXF: a rook under a horse or cannon can
 * always be won, so making its root false is chase to chase).
 *
 * The general's or a pawn's own attack is idle (27.1, 27.2), so it is no chase that stood before:
 * a piece joining it chases anew (细则2, 细则9). But such an attack is itself new only when the
 * piece could not be won at all before the move: a general or pawn that keeps an old attack is not
 * credited again (将帅长捉, 兵卒长捉, 细则11 need the attack to arise from the move). */
/* @set, with the moved piece named by its new point. */
static XqBitboard
moved_along (XqBitboard set,
             XqMove     move)
{
  if (xq_bb_test (set, xq_move_from (move)))
    set = (set & ~xq_bb_square (xq_move_from (move))) | xq_bb_square (xq_move_to (move));
  return set;
}

static void
note_prior (XqTarget       *tg,
            const XqThreat *b,
            gboolean        stood)
{
  tg->prior = XQ_MOVE_NONE;
  tg->prior_attackers = 0;
  tg->prior_status = XQ_PROTECTION_UNPROTECTED;
  if (b == NULL)
    return;
  tg->prior_attackers = b->attackers;
  tg->prior_status = b->eval.status;
  if (stood)
    tg->prior = (b->flags & XQ_THREAT_BY_CHECKS) ? b->check : b->eval.capture;
}

/* AXF (its rule book: wxf-055..059, fsf-021, fsf-022 after WXF rule 19 and Diagrams 39-41;
 * wxf-086, wxf-087): taking away a root that only the capture itself would have opened (暗根: the
 * capturing piece stands between the piece and its defender) makes no new chase: the attacker
 * attacks as before and the piece was protected only through it. Other roots taken away do make
 * one (the AXF appendix: a pawn moved to keep a horse unprotected, the rook chases it). */
static gboolean
axf_static_attack (const XqThreat *t,
                   const XqThreat *b,
                   XqMove          move)
{
  return b != NULL && t->winners != 0 && (t->winners & ~moved_along (b->hidden_only, move)) == 0;
}

/* AXF (rule 18 and diagrams 32-38: a chase is an attack the move creates): a piece that hung
 * before the move — the general or a pawn could take it, which AXF does not call a chase — and
 * that the same pieces still win is no new chase when the move only takes a screen away and
 * uncovers one more attacker (issue 26, class 5). */
static gboolean
axf_uncovered_on_hanging (const XqThreat *t,
                          const XqThreat *b,
                          XqMove          move)
{
  return b != NULL && (b->flags & XQ_THREAT_WINS) && (t->winners & moved_along (b->winners, move)) != 0 &&
         !xq_bb_test (t->winners, xq_move_to (move));
}

/* What the mover could do before the move, asked only where it matters: could it already win the
 * piece through checks (29.1)? */
typedef struct
{
  XqPosition            *pos; /* before the move, the mover to move */
  const XqThreatOptions *opts;
  XqPosition            *after; /* after the move, the opponent having passed */
  const XqThreatOptions *after_opts;
} Before;

static void
collect_targets (XqMoveAnalysis    *out,
                 const XqThreatSet *before,
                 const XqThreatSet *after,
                 XqProfile          profile,
                 Before            *prior,
                 XqBitboard         only)
{
  for (guint i = 0; i < after->n; i++)
    {
      const XqThreat *t = &after->threats[i];
      const XqThreat *b = xq_threat_set_find (before, t->square);
      XqTarget       *tg = NULL;
      XqThreat        b_poison, t_poison;
      gboolean        won_before, chased_before, stood;
      XqMove          by_checks_before = XQ_MOVE_NONE;

      if (only != 0 && !xq_bb_test (only, t->square))
        continue;
      /* Asked again for some pieces: each keeps its row. */
      for (guint j = 0; j < out->n_targets && tg == NULL; j++)
        if (out->targets[j].square == t->square)
          tg = &out->targets[j];
      if (tg == NULL)
        {
          if (out->n_targets >= XQ_MAX_TARGETS)
            break;
          tg = &out->targets[out->n_targets++];
        }

      /* The threats were found without the mate test of 29.4 (the taker mated); it is made where
       * it decides: for a piece chased now, whether a chase stood before; then, for a chase that
       * would be new, whether it is one. */
      if (b && xq_threat_is_chase (t) && (b->flags & XQ_THREAT_WINS) && xq_threats_poison_applies (prior->opts))
        {
          xq_find_threat_on (prior->pos, prior->opts, t->square, &b_poison);
          b = &b_poison;
        }
      won_before = b != NULL && (b->flags & XQ_THREAT_WINS);
      chased_before = b != NULL && xq_threat_is_chase (b);
      if (xq_threat_is_chase (t) && !(t->flags & XQ_THREAT_BY_CHECKS) &&
          !(chased_before && (t->winners & moved_along (b->winners, out->move)) != 0) &&
          xq_threats_poison_applies (prior->after_opts))
        {
          xq_find_threat_on (prior->after, prior->after_opts, t->square, &t_poison);
          t = &t_poison;
        }

      /* A chase stands when a piece that chased it before the move still wins it (the moved
       * piece followed to its new point). When the pieces that chased it are gone and another
       * wins it now — the moved piece uncovered it — the chase is new (wxf-033). A piece that
       * could be won before only through checks is no chase that stood before a direct attack
       * (29.1, 29.2: a new form of winning it); one won through checks now stood if it could be
       * won so before (the same 抽 kept). */
      if (xq_threat_is_chase (t))
        {
          stood = chased_before && (t->winners & moved_along (b->winners, out->move)) != 0;
          if (!stood && (t->flags & XQ_THREAT_BY_CHECKS) && !won_before)
            {
              by_checks_before = xq_threat_won_by_checks (prior->pos, prior->opts, t->square, t->check);
              stood = by_checks_before != XQ_MOVE_NONE;
            }
          if (!stood && profile == XQ_PROFILE_AXF && axf_uncovered_on_hanging (t, b, out->move))
            stood = TRUE;
        }
      else
        stood = won_before;

      memset (tg, 0, sizeof *tg);
      tg->square = t->square;
      tg->piece = t->piece;
      tg->attackers = t->attackers;
      tg->winners = t->winners;
      tg->eval = t->eval;
      tg->check = t->check;
      tg->threatened_before = stood;
      note_prior (tg, b, stood);
      if (by_checks_before != XQ_MOVE_NONE)
        tg->prior = by_checks_before;
      tg->way = (t->flags & XQ_THREAT_BY_CHECKS)     ? XQ_CHASE_BY_CHECKS
                : (t->flags & XQ_THREAT_BY_EXCHANGE) ? XQ_CHASE_BY_EXCHANGE
                                                     : XQ_CHASE_DIRECT;

      if ((t->flags & XQ_THREAT_WINS) && stood)
        tg->exclusion = XQ_EXCLUDE_NOT_NEW;
      else if (xq_threat_is_chase (t) && profile == XQ_PROFILE_AXF && axf_static_attack (t, b, out->move))
        tg->exclusion = XQ_EXCLUDE_HIDDEN_ROOT_CUT;
      else if (xq_threat_is_chase (t))
        {
          tg->chased = TRUE;
          out->chased |= xq_bb_square (t->square);
        }
      else
        {
          tg->exclusion = exclusion_for (t);
          /* A new win by the general alone or by pawns alone (with the help of the move, seed 001
           * 棋例(5)(6): 兵卒本身(包括借助其他棋子)叫吃按闲) is idle, but remembered for 将帅长捉,
           * 兵卒长捉 and the mutual attacks of 细则11. */
          if (tg->exclusion == XQ_EXCLUDE_KING_ALONE)
            out->king_chased |= xq_bb_square (t->square);
          if (tg->exclusion == XQ_EXCLUDE_PAWN_ALONE)
            out->pawn_chased |= xq_bb_square (t->square);
        }
    }
}

/* The side to move (the mover, the opponent having passed): its checks after which some line of
 * checks mates or wins one of the enemy pieces @open (within the depth of 杀), all found in one
 * search, into @productive; every check when the search's budget runs out first. FALSE when it is
 * settled that none does: then neither 杀 nor a chase through checks is looked for. */
static gboolean
winning_checks (XqPosition            *pos,
                const XqThreatOptions *topts,
                XqBitboard             open,
                XqMoveList            *productive)
{
  XqColor  them = xq_color_other ((XqColor) pos->side);
  gboolean exhausted;

  xq_move_list_clear (productive);
  /* The pieces sought must be some: a general alone is sought by mate only. */
  if (open == 0)
    open = pos->pieces[xq_piece_make (them, XQ_KING)];
  if (xq_check_wins_any (pos, topts, open, topts->check_depth, NULL, FALSE, NULL, productive, &exhausted))
    return TRUE;
  if (!exhausted)
    return FALSE;
  xq_generate_checks (pos, productive);
  return TRUE;
}

/* Is there a check that wins the piece on @sq whatever the reply and does not itself start a mate? */
static gboolean
check_wins_without_mate (XqPosition            *pos,
                         const XqThreatOptions *topts,
                         XqSquare               sq,
                         int                    mate_checks)
{
  XqMoveList checks;

  xq_generate_checks (pos, &checks);
  for (guint i = 0; i < checks.n; i++)
    {
      XqUndo     undo;
      XqBitboard won = 0;
      gboolean   wins;

      xq_position_make (pos, checks.moves[i], &undo);
      wins = xq_check_wins_material (pos, topts, &won) && xq_bb_test (won, sq);
      xq_position_unmake (pos, checks.moves[i], &undo);
      if (wins && !xq_move_mates (pos, checks.moves[i], mate_checks))
        return TRUE;
    }
  return FALSE;
}

/* 27.4, 28.2: a piece whose every winning capture is the first check of a mate is taken on the way
 * to mate; it belongs to the 杀, not to a 捉 (issue 14, class 6). @pos is after the move, the
 * opponent having passed. */
static void
drop_mate_line_targets (XqPosition            *pos,
                        XqMoveAnalysis        *out,
                        const XqThreatOptions *topts,
                        int                    mate_checks)
{
  for (guint i = 0; i < out->n_targets; i++)
    {
      XqTarget  *tg = &out->targets[i];
      XqBitboard winners = tg->winners;
      gboolean   all_mate = TRUE;

      if (!tg->chased)
        continue;
      /* Through a check (抽): only when every check that wins it starts the mate. */
      if (tg->way == XQ_CHASE_BY_CHECKS)
        all_mate = xq_move_mates (pos, tg->check, mate_checks) && !check_wins_without_mate (pos, topts, tg->square, mate_checks);
      else
        while (all_mate && winners)
          all_mate = xq_move_mates (pos, xq_move_make (xq_bb_pop (&winners), tg->square), mate_checks);
      if (all_mate)
        {
          tg->chased = FALSE;
          tg->exclusion = XQ_EXCLUDE_MATE_LINE;
          out->chased &= ~xq_bb_square (tg->square);
        }
    }
}

/* 兑: an enemy piece of the same value can take the moved piece, which is protected (28.5). */
static XqBitboard
exchange_offers (XqPosition *pos,
                 XqSquare    to)
{
  XqPiece    mine = pos->board[to];
  XqBitboard takers = xq_position_attackers (pos, to, (XqColor) pos->side, pos->occ);
  XqBitboard result = 0;

  if (!xq_piece_counts_as_material (mine, to))
    return 0;
  while (takers)
    {
      XqSquare      y = xq_bb_pop (&takers);
      XqCaptureEval e;
      if (xq_piece_value (pos->board[y]) != xq_piece_value (mine) ||
          xq_position_check_move (pos, xq_move_make (y, to)) != XQ_MOVE_OK)
        continue;
      xq_evaluate_capture (pos, xq_move_make (y, to), &e);
      if (e.defenders)
        result |= xq_bb_square (y);
    }
  return result;
}

/* Pieces of the side not to move, among @among, that the side to move can take for nothing. */
static XqBitboard
free_pieces (XqPosition *pos,
             XqBitboard  among)
{
  XqColor    them = xq_color_other ((XqColor) pos->side);
  XqBitboard pieces = pos->by_color[them] & ~pos->pieces[xq_piece_make (them, XQ_KING)] & among;
  XqBitboard result = 0;

  while (pieces)
    {
      XqSquare   z = xq_bb_pop (&pieces);
      XqBitboard takers;
      if (!xq_piece_counts_as_material (pos->board[z], z))
        continue;
      takers = xq_position_attackers (pos, z, (XqColor) pos->side, pos->occ);
      while (takers)
        {
          XqSquare      y = xq_bb_pop (&takers);
          XqCaptureEval e;
          if (xq_position_check_move (pos, xq_move_make (y, z)) != XQ_MOVE_OK)
            continue;
          xq_evaluate_capture (pos, xq_move_make (y, z), &e);
          if (e.defenders == 0)
            {
              result |= xq_bb_square (z);
              break;
            }
        }
    }
  return result;
}

/* 献: an unprotected piece newly left to be taken, and taking it neither gets the taker mated
 * nor costs it material (28.6). @pos is after the move (taker to move), @prior the same side to
 * move before it. */
static XqBitboard
sacrifices (XqPosition *pos,
            XqPosition *prior,
            int         mate_checks)
{
  XqBitboard offered = free_pieces (pos, xq_tables.all);

  if (offered)
    offered &= ~free_pieces (prior, offered);
  XqBitboard result = 0;

  while (offered)
    {
      XqSquare   z = xq_bb_pop (&offered);
      XqBitboard takers = xq_position_attackers (pos, z, (XqColor) pos->side, pos->occ);
      while (takers)
        {
          XqSquare y = xq_bb_pop (&takers);
          XqMove   m = xq_move_make (y, z);
          XqUndo   undo;
          gboolean safe;
          int      value = xq_piece_value (pos->board[z]);
          if (xq_position_check_move (pos, m) != XQ_MOVE_OK)
            continue;
          xq_position_make (pos, m, &undo);
          safe = !xq_mate_by_checks (pos, MAX (1, mate_checks - 1), NULL, NULL) &&
                 xq_exchange_gain (pos, z) < value;
          xq_position_unmake (pos, m, &undo);
          if (safe)
            {
              result |= xq_bb_square (z);
              break;
            }
        }
    }
  return result;
}

static XqBitboard
reach (XqPiece    piece,
       XqSquare   sq,
       XqBitboard occ,
       XqBitboard occ_t)
{
  switch (xq_piece_kind (piece))
    {
    case XQ_ROOK:
      return xq_rook_targets (sq, occ, occ_t);
    case XQ_CANNON:
      return xq_line_targets (sq, occ, occ_t, FALSE); /* where it may move without capturing */
    case XQ_HORSE:
      return xq_horse_targets (sq, occ);
    case XQ_ELEPHANT:
      return xq_elephant_targets (sq, occ);
    case XQ_KING:
    case XQ_ADVISOR:
    case XQ_PAWN:
    case XQ_NO_KIND:
    default:
      return 0;
    }
}

/* 拦: enemy pieces that lose points they could reach because the moved piece now stands in their
 * way (28.7). @pos is after the move. */
static XqBitboard
blocks (const XqPosition *pos,
        XqSquare          to)
{
  XqColor    them = (XqColor) pos->side;
  XqBitboard pieces = pos->by_color[them];
  XqBitboard occ_without = pos->occ & ~xq_bb_square (to);
  XqBitboard occ_t_without = pos->occ_t & ~((XqBitboard) 1 << xq_transpose (to));
  XqBitboard result = 0;

  while (pieces)
    {
      XqSquare   p = xq_bb_pop (&pieces);
      XqBitboard with = reach (pos->board[p], p, pos->occ, pos->occ_t);
      XqBitboard without = reach (pos->board[p], p, occ_without, occ_t_without);
      if (without & ~with & ~xq_bb_square (to))
        result |= xq_bb_square (p);
    }
  return result;
}

void
xq_analyse_move (XqPosition              *pos,
                 XqMove                   move,
                 const XqAnalysisOptions *opts,
                 XqMoveAnalysis          *out)
{
  XqThreatOptions topts = { opts->profile, opts->poison_checks, opts->chase_by_checks, TRUE, MIN (opts->mate_checks, XQ_CHECK_WIN_DEPTH), NULL };
  XqThreatSet     before, after;
  XqPosition      before_pos;
  XqThreatOptions before_opts;
  XqMoveList      productive;
  Before          prior_ctx = { &before_pos, &before_opts, pos, &topts };
  gboolean        quiet;
  XqColor         us = (XqColor) pos->side, them = xq_color_other (us);
  XqSquare        to = xq_move_to (move);
  XqUndo          undo, null_undo;
  XqPosition      prior;
  gboolean        check;

  memset (out, 0, sizeof *out);
  /* The searches by checks of one move share what they proved: the answers are a function of the
   * position and the move (xq_check_search_scope_begin()). */
  xq_check_search_scope_begin ();
  out->move = move;
  out->mover = us;
  out->piece = pos->board[xq_move_from (move)];
  out->captured = pos->board[to];

  /* Before the move: what the mover could win, a check it stands in disregarded (its threats stand
   * behind the check; answering the check renews none of them). What it could win only through
   * checks is asked later, for the pieces it wins so after the move. */
  before_pos = *pos;
  before_opts = topts;
  topts.by_checks = FALSE;
  topts.poison_checks = 0;
  xq_find_threats (pos, &topts, &before);
  topts.poison_checks = opts->poison_checks;
  topts.standing_check = FALSE;
  prior = *pos;
  xq_position_make_null (&prior, &null_undo); /* the opponent to move, before the move */

  xq_position_make (pos, move, &undo);
  check = xq_position_king_attacked (pos, them);
  if (check)
    {
      out->natures |= XQ_NATURE_CHECK;
      out->checkers = xq_position_attackers (pos, pos->king[them], us, pos->occ);
      if (xq_check_wins_material (pos, &topts, &out->discovered))
        {
          out->natures |= XQ_NATURE_DISCOVERED_CAPTURE;
          out->discovered_len =
            xq_check_win_line (pos, &topts, xq_bb_first (out->discovered), topts.check_depth - 1, out->discovered_line);
        }
      else
        out->discovered = 0;
    }

  /* Offers are judged with the opponent to move. */
  out->exchanged = exchange_offers (pos, to);
  /* A checking piece left en prise is answering for the check, not an offer (28.6 speaks of
   * pieces given to be taken at leisure). */
  if (!check)
    out->offered = sacrifices (pos, &prior, opts->mate_checks);

  xq_position_make_null (pos, &null_undo);
  /* After a check the opponent cannot pass: what the check wins through further checks is 抽,
   * judged above; only direct attacks are looked at then. The direct attacks first, then the
   * pieces they do not win, through checks (29.1), when some line of checks wins anything: every
   * piece chased is named, for a cycle asks which pieces each move chases (the same piece chased
   * again, or taken, 26.4). */
  topts.by_checks = FALSE;
  topts.poison_checks = 0; /* made in collect_targets(), where it decides */
  xq_find_threats (pos, &topts, &after);
  topts.poison_checks = opts->poison_checks;
  /* One search for the mover's checks, if the opponent passed, that win a piece not won directly
   * (or mate) through at most topts.check_depth checks: most often none does, and no chase through
   * checks is looked for. 杀 is searched deeper, by up to opts->mate_checks checks. */
  quiet = check || !winning_checks (pos, &topts, xq_threat_set_open (pos, &after), &productive);
  collect_targets (out, &before, &after, opts->profile, &prior_ctx, 0);
  if (!check && xq_mate_by_checks (pos, opts->mate_checks, out->mate_line, &out->mate_len))
    out->natures |= XQ_NATURE_MATE_THREAT;
  if (opts->chase_by_checks && !quiet)
    {
      topts.by_checks = TRUE;
      topts.productive = &productive;
      XqBitboard by_checks = 0;

      xq_find_threats_by_checks (pos, &topts, &after);
      for (guint i = 0; i < after.n; i++)
        if (after.threats[i].flags & XQ_THREAT_BY_CHECKS)
          by_checks |= xq_bb_square (after.threats[i].square);
      if (by_checks)
        collect_targets (out, &before, &after, opts->profile, &prior_ctx, by_checks);
    }
  /* The lines of the chases through checks, for the explanation (29.1). */
  for (guint i = 0; i < out->n_targets; i++)
    {
      XqTarget *tg = &out->targets[i];
      XqUndo    u;
      if (!tg->chased || tg->way != XQ_CHASE_BY_CHECKS || tg->check == XQ_MOVE_NONE)
        continue;
      tg->line[0] = tg->check;
      xq_position_make (pos, tg->check, &u);
      tg->line_len = (guint8) (1 + xq_check_win_line (pos, &topts, tg->square, topts.check_depth - 1, tg->line + 1));
      xq_position_unmake (pos, tg->check, &u);
    }
  /* AXF counts the piece as chased all the same (its rule book: a cannon chasing a pinned cannon
   * whose capture starts the mate, wxf-076); perpetual mate threats are allowed there. */
  if ((out->natures & XQ_NATURE_MATE_THREAT) && opts->profile != XQ_PROFILE_AXF)
    drop_mate_line_targets (pos, out, &topts, opts->mate_checks);
  xq_position_unmake_null (pos, &null_undo);

  if (out->chased)
    out->natures |= XQ_NATURE_CHASE;
  if (out->exchanged)
    out->natures |= XQ_NATURE_EXCHANGE;
  if (out->offered)
    out->natures |= XQ_NATURE_SACRIFICE;

  if (!(out->natures & (XQ_NATURE_CHECK | XQ_NATURE_MATE_THREAT | XQ_NATURE_CHASE)))
    {
      out->natures |= XQ_NATURE_IDLE;
      /* A piece the moved piece attacks is faced, and one that can take it without loss is
       * offered something: neither is blocked. */
      out->blocked = blocks (pos, to) & ~xq_position_attacks_from (pos, to);
      {
        XqBitboard takers = out->blocked & xq_position_attackers (pos, to, them, pos->occ);
        while (takers)
          {
            XqSquare      y = xq_bb_pop (&takers);
            XqCaptureEval e;
            if (xq_position_check_move (pos, xq_move_make (y, to)) != XQ_MOVE_OK)
              continue;
            xq_evaluate_capture (pos, xq_move_make (y, to), &e);
            if (e.gain >= 0)
              out->blocked &= ~xq_bb_square (y);
          }
      }
      if (out->blocked)
        out->natures |= XQ_NATURE_BLOCK;
      for (guint i = 0; i < out->n_targets; i++)
        if (xq_bb_test (out->targets[i].attackers, to) && (out->targets[i].exclusion == XQ_EXCLUDE_PROTECTED || out->targets[i].exclusion == XQ_EXCLUDE_PROFILE) &&
            !xq_bb_test (out->exchanged, out->targets[i].square))
          out->followed |= xq_bb_square (out->targets[i].square);
      if (out->followed)
        out->natures |= XQ_NATURE_FOLLOW;
    }
  xq_position_unmake (pos, move, &undo);

  xq_check_search_scope_end ();
  if (out->natures & XQ_NATURE_CHECK)
    out->heaviest = XQ_NATURE_CHECK;
  else if (out->natures & XQ_NATURE_MATE_THREAT)
    out->heaviest = XQ_NATURE_MATE_THREAT;
  else if (out->natures & XQ_NATURE_CHASE)
    out->heaviest = XQ_NATURE_CHASE;
  else
    out->heaviest = XQ_NATURE_IDLE;
}

const char *
xq_nature_to_string (XqNature nature)
{
  switch (nature)
    {
    case XQ_NATURE_CHECK:
      return "check";
    case XQ_NATURE_MATE_THREAT:
      return "mate-threat";
    case XQ_NATURE_CHASE:
      return "chase";
    case XQ_NATURE_DISCOVERED_CAPTURE:
      return "discovered-capture";
    case XQ_NATURE_EXCHANGE:
      return "exchange";
    case XQ_NATURE_SACRIFICE:
      return "sacrifice";
    case XQ_NATURE_BLOCK:
      return "block";
    case XQ_NATURE_FOLLOW:
      return "follow";
    case XQ_NATURE_IDLE:
    default:
      return "idle";
    }
}

const char *
xq_exclusion_to_string (XqChaseExclusion exclusion)
{
  switch (exclusion)
    {
    case XQ_EXCLUDE_PROTECTED:
      return "protected";
    case XQ_EXCLUDE_NO_VALUE:
      return "no-value";
    case XQ_EXCLUDE_NOT_NEW:
      return "not-new";
    case XQ_EXCLUDE_KING_ALONE:
      return "king-alone";
    case XQ_EXCLUDE_PAWN_ALONE:
      return "pawn-alone";
    case XQ_EXCLUDE_TAKER_MATED:
      return "taker-mated";
    case XQ_EXCLUDE_FLOATING_PAWN:
      return "floating-pawn";
    case XQ_EXCLUDE_PROFILE:
      return "profile";
    case XQ_EXCLUDE_MUTUAL:
      return "mutual";
    case XQ_EXCLUDE_MATE_LINE:
      return "mate-line";
    case XQ_EXCLUDE_HIDDEN_ROOT_CUT:
      return "hidden-root-cut";
    case XQ_EXCLUDE_TAKER_LOSES:
      return "taker-loses";
    case XQ_EXCLUDE_NONE:
    default:
      return "none";
    }
}

const char *
xq_protection_to_string (XqProtection protection)
{
  switch (protection)
    {
    case XQ_PROTECTION_PROTECTED:
      return "protected";
    case XQ_PROTECTION_FALSE_ROOT:
      return "false-root";
    case XQ_PROTECTION_UNDER_PROTECTED:
      return "under-protected";
    case XQ_PROTECTION_HIDDEN_ROOT:
      return "hidden-root";
    case XQ_PROTECTION_UNPROTECTED:
    default:
      return "unprotected";
    }
}
