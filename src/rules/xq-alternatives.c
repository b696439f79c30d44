/* xq-alternatives.c: the way out of a forbidden cycle
 *
 * The side that must change (CXA 24.3, 26.1, 26.4; AXF; seed 000) is told what each of its legal
 * moves would be where it next moves: in the final position when it is to move there, else after
 * the other side's next move of the cycle (the other side may go on; it is allowed to).
 *
 *   repeats    the move the cycle goes on with, or one that returns to an earlier position of the
 *              game whose cycle this side would have to change again (xq_judge() on the game with
 *              the move added says so);
 *   continues  a different move, no capture, that keeps the forbidden pattern against the same pieces: the
 *              same kind of attack (将, 杀 or 捉 by heaviest nature, CXA 27.4) as the side's moves
 *              in the cycle, a chase against a piece the cycle chases — so a new cycle made of
 *              such moves would be ruled the same way. Under AXF, where only perpetual check and
 *              the perpetual chase of one and the same piece are forbidden: a check after a
 *              perpetual check, a move that chases that piece after a perpetual chase;
 *   breaks     every other move: it mates, takes a piece (the position cannot come back; a piece
 *              the cycle chases, which ends that chase, whatever the capturer attacks next), is
 *              idle (闲), or attacks in another way or other pieces than the cycle does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-alternatives"

#include "config.h"

#include "xq-alternatives.h"

#include <string.h>

#include "xq-movegen.h"

typedef struct
{
  const XqJudgeOptions *opts;
  const XqRuling       *ruling;
  XqColor               side;
  gboolean              pawns_count; /* 细则11: a pawn's chases count, the other side attacking perpetually */
  guint                 kinds;       /* XqNature bits: the kinds of attack of the side's cycle moves */
  XqBitboard            targets;     /* the pieces the cycle chases, where they stand now */
} Context;

static gboolean
continues (const Context *c,
           XqNature       nature,
           XqBitboard     chased)
{
  if (c->opts->analysis.profile == XQ_PROFILE_AXF)
    {
      if (c->ruling->side[c->side].pattern == XQ_PATTERN_PERPETUAL_CHECK)
        return nature == XQ_NATURE_CHECK;
      return (chased & c->targets) != 0;
    }
  if ((c->kinds & nature) == 0 || nature == XQ_NATURE_IDLE)
    return FALSE;
  return nature != XQ_NATURE_CHASE || c->targets == 0 || (chased & c->targets) != 0;
}

static XqAlternativeReason
continue_reason (const Context *c,
                 XqNature       nature)
{
  if (c->opts->analysis.profile == XQ_PROFILE_AXF &&
      c->ruling->side[c->side].pattern != XQ_PATTERN_PERPETUAL_CHECK)
    return XQ_WAY_CHASE_AGAIN;
  switch (nature)
    {
    case XQ_NATURE_CHECK:
      return XQ_WAY_CHECK_AGAIN;
    case XQ_NATURE_MATE_THREAT:
      return XQ_WAY_MATE_THREAT_AGAIN;
    default:
      return XQ_WAY_CHASE_AGAIN;
    }
}

static gint
compare_alternatives (gconstpointer a,
                      gconstpointer b,
                      gpointer      data)
{
  const XqAlternative *x = a, *y = b;

  if (x->kind != y->kind)
    return (int) x->kind - (int) y->kind;
  return (int) x->reason - (int) y->reason;
}

gboolean
xq_way_out (const XqPosition     *start,
            const XqMove         *moves,
            guint                 n,
            const XqJudgeOptions *opts,
            const XqRuling       *ruling,
            XqWayOut             *out)
{
  g_autofree XqPosition *hist = NULL;
  g_autofree XqMove     *line = NULL;
  Context                c = { opts, ruling };
  const XqCycleSide     *s;
  XqMoveList             legal;
  XqMoveAnalysis         a;
  XqPosition             pos;
  guint                  first, len, last_capture = 0;

  g_return_val_if_fail (start != NULL && opts != NULL && ruling != NULL && out != NULL, FALSE);
  g_return_val_if_fail (moves != NULL || n == 0, FALSE);

  if (!ruling->must_change_set || !ruling->has_cycle || ruling->first_ply == 0 || ruling->last_ply != n)
    return FALSE;
  g_return_val_if_fail (ruling->first_ply + 1 < n, FALSE);

  /* The game, and one more move: the other side's, or the one tried. */
  hist = g_new (XqPosition, n + 3);
  line = g_new (XqMove, n + 2);
  if (n > 0)
    memcpy (line, moves, n * sizeof *moves);
  hist[0] = *start;
  for (guint i = 0; i < n; i++)
    {
      XqUndo undo;
      hist[i + 1] = hist[i];
      xq_position_make (&hist[i + 1], moves[i], &undo);
      if (undo.captured != XQ_NO_PIECE)
        last_capture = i + 1;
    }

  memset (out, 0, sizeof *out);
  c.side = ruling->must_change;
  s = &ruling->side[c.side];
  out->side = c.side;
  out->pattern = s->pattern;
  out->clause = ruling->clause;
  out->before = XQ_MOVE_NONE;
  first = ruling->first_ply - 1; /* hist[first] is the final position too */
  len = n;
  c.targets = s->chased;
  if (hist[n].side == c.side)
    out->cycle_move = moves[first];
  else
    {
      XqUndo undo;
      out->before = moves[first];
      out->cycle_move = moves[first + 1];
      line[len++] = out->before;
      hist[len] = hist[n];
      xq_position_make (&hist[len], out->before, &undo);
      /* A chased piece the other side moves is followed to where it goes. */
      if (c.targets & xq_bb_square (xq_move_from (out->before)))
        c.targets = (c.targets & ~xq_bb_square (xq_move_from (out->before))) | xq_bb_square (xq_move_to (out->before));
    }
  out->final = hist[n];
  out->position = hist[len];

  c.pawns_count = opts->analysis.profile == XQ_PROFILE_CXA &&
                  ruling->side[xq_color_other (c.side)].attacks == ruling->side[xq_color_other (c.side)].moves;
  if (s->checks > 0)
    c.kinds |= XQ_NATURE_CHECK;
  if (s->mate_threats > 0)
    c.kinds |= XQ_NATURE_MATE_THREAT;
  if (s->chases > 0)
    c.kinds |= XQ_NATURE_CHASE;
  /* The pieces the cycle's own next move chases are the cycle's too. */
  pos = hist[len];
  xq_analyse_move (&pos, out->cycle_move, &opts->analysis, &a);
  c.targets |= a.chased | (c.pawns_count ? a.pawn_chased : 0);

  pos = hist[len];
  xq_generate_legal (&pos, &legal);
  for (guint i = 0; i < legal.n; i++)
    {
      XqAlternative  *alt = &out->moves[out->n++];
      XqMove          m = legal.moves[i];
      XqPosition      after = hist[len];
      XqUndo          undo;
      XqBitboard      chased;
      XqPositionState state;
      gint            earlier = -1;

      memset (alt, 0, sizeof *alt);
      alt->move = m;
      pos = hist[len];
      xq_analyse_move (&pos, m, &opts->analysis, &a);
      alt->nature = a.heaviest;
      chased = a.chased | (c.pawns_count ? a.pawn_chased : 0);
      if (alt->nature == XQ_NATURE_IDLE && c.pawns_count && a.pawn_chased)
        alt->nature = XQ_NATURE_CHASE;
      xq_position_make (&after, m, &undo);
      alt->captured = undo.captured;
      state = xq_position_state (&after);

      if (m == out->cycle_move)
        {
          alt->kind = XQ_ALTERNATIVE_REPEATS;
          alt->reason = XQ_WAY_CYCLE_MOVE;
          alt->earlier_ply = first + (len > n ? 2 : 1);
          continue;
        }
      if (state != XQ_STATE_PLAYING)
        {
          alt->kind = XQ_ALTERNATIVE_BREAKS;
          alt->reason = state == XQ_STATE_CHECKMATE ? XQ_WAY_CHECKMATE : XQ_WAY_STALEMATE;
          continue;
        }

      /* Back to an earlier position: judged as the game would be with this move. */
      if (undo.captured == XQ_NO_PIECE)
        for (gint k = (gint) len - 1; k >= (gint) last_capture && earlier < 0; k -= 2)
          if (hist[k].key == after.key && xq_position_same (&hist[k], &after))
            earlier = k;
      if (earlier >= 0)
        {
          XqRuling again;
          line[len] = m;
          xq_judge (start, line, len + 1, opts, &again, NULL);
          if (again.must_change_set && again.must_change == c.side)
            {
              alt->kind = XQ_ALTERNATIVE_REPEATS;
              alt->reason = XQ_WAY_EARLIER_POSITION;
              alt->earlier_ply = (guint) earlier;
              continue;
            }
        }

      /* A capture is a change whatever the capturing piece attacks next: the position cannot
       * come back, and taking a piece the cycle chases ends that chase (issue 26: 车三进二
       * taking the horse is a change as much as 炮三进四 taking it). */
      if (undo.captured != XQ_NO_PIECE)
        {
          alt->kind = XQ_ALTERNATIVE_BREAKS;
          alt->reason = xq_bb_test (c.targets, xq_move_to (m)) ? XQ_WAY_TAKES_CHASED : XQ_WAY_CAPTURE;
          continue;
        }
      if (continues (&c, alt->nature, chased))
        {
          alt->kind = XQ_ALTERNATIVE_CONTINUES;
          alt->reason = continue_reason (&c, alt->nature);
          if (alt->reason == XQ_WAY_CHASE_AGAIN)
            alt->targets = chased & c.targets;
          continue;
        }
      alt->kind = XQ_ALTERNATIVE_BREAKS;
      if (alt->nature == XQ_NATURE_IDLE)
        alt->reason = XQ_WAY_IDLE;
      else if (alt->nature == XQ_NATURE_CHASE && (c.kinds & XQ_NATURE_CHASE))
        {
          alt->reason = XQ_WAY_OTHER_TARGET;
          alt->targets = chased;
          alt->pattern_targets = c.targets;
        }
      else
        alt->reason = XQ_WAY_OTHER_ATTACK;
    }

  /* By kind, then by reason; in move order within a reason (g_qsort_with_data is stable). */
  g_qsort_with_data (out->moves, (gint) out->n, sizeof out->moves[0], compare_alternatives, NULL);
  for (guint i = 0; i < out->n; i++)
    out->n_of_kind[out->moves[i].kind]++;
  return TRUE;
}

const char *
xq_alternative_kind_to_string (XqAlternativeKind kind)
{
  switch (kind)
    {
    case XQ_ALTERNATIVE_REPEATS:
      return "repeats";
    case XQ_ALTERNATIVE_CONTINUES:
      return "continues";
    case XQ_ALTERNATIVE_BREAKS:
    default:
      return "breaks";
    }
}

const char *
xq_alternative_reason_to_string (XqAlternativeReason reason)
{
  static const char *const names[] = {
    "cycle-move",
    "earlier-position",
    "check-again",
    "mate-threat-again",
    "chase-again",
    "checkmate",
    "stalemate",
    "capture",
    "idle",
    "other-attack",
    "other-target",
    "takes-chased",
  };

  return (guint) reason < G_N_ELEMENTS (names) ? names[reason] : "idle";
}
