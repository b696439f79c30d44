/* xq-ruling.c: judging a repeated cycle (棋例) and the end of a game
 *
 * Sources: CXA 24–26 (reference/cxa-rules-1999.md), seed 001 二、禁止着法与允许着法 and 四、棋例,
 * seed 002 七、棋例釋義, seed 000 禁止着法 / 和棋 / 疑难棋势 for the 1957 profile, RULES.md §3–4.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-ruling"

#include "config.h"

#include "xq-ruling.h"

#include <string.h>

#include "xq-movegen.h"

void
xq_judge_options_init (XqJudgeOptions *opts,
                       XqProfile       profile)
{
  memset (opts, 0, sizeof *opts);
  xq_analysis_options_init (&opts->analysis, profile);
}

typedef enum {
  KIND_IDLE,
  KIND_CHECK,
  KIND_MATE,
  KIND_CHASE,
} MoveKind;

typedef struct
{
  MoveKind   kind;
  gboolean   pawn_chase; /* idle, but a pawn newly attacks a piece of value (27.2, 细则11) */
  gboolean   king_chase;
  gboolean   pawn_only; /* the only pieces chased are chased by pawns alone */
  guint      natures;
  guint8     chased_ids[XQ_MAX_TARGETS];
  guint      n_chased;
  XqBitboard pawn_chased_sq;
} CycleMove;

static MoveKind
kind_of (const XqMoveAnalysis *a)
{
  switch (a->heaviest)
    {
    case XQ_NATURE_CHECK:
      return KIND_CHECK;
    case XQ_NATURE_MATE_THREAT:
      return KIND_MATE;
    case XQ_NATURE_CHASE:
      return KIND_CHASE;
    default:
      return KIND_IDLE;
    }
}

static XqPattern
idle_pattern (const CycleMove *moves,
              guint            n)
{
  static const struct
  {
    guint     nature;
    XqPattern pattern;
  } kinds[] = {
    { XQ_NATURE_EXCHANGE, XQ_PATTERN_EXCHANGE },
    { XQ_NATURE_SACRIFICE, XQ_PATTERN_SACRIFICE },
    { XQ_NATURE_BLOCK, XQ_PATTERN_BLOCK },
    { XQ_NATURE_FOLLOW, XQ_PATTERN_FOLLOW },
  };
  gboolean all_king = TRUE, all_pawn = TRUE;

  for (guint i = 0; i < n; i++)
    {
      all_king &= moves[i].king_chase;
      all_pawn &= moves[i].pawn_chase;
    }
  if (all_king)
    return XQ_PATTERN_KING_CHASE;
  if (all_pawn)
    return XQ_PATTERN_PAWN_CHASE;
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      gboolean all = TRUE;
      for (guint i = 0; i < n; i++)
        all &= (moves[i].natures & kinds[k].nature) != 0;
      if (all)
        return kinds[k].pattern;
    }
  return XQ_PATTERN_IDLE;
}

/* Counts and pattern of one side; pawn chases count as chases when @pawns_count (细则11). */
static void
classify_side (const CycleMove *moves,
               guint            n,
               gboolean         pawns_count,
               XqCycleSide     *side)
{
  guint common[XQ_MAX_TARGETS];
  guint n_common = 0;

  memset (side, 0, sizeof *side);
  side->moves = n;
  for (guint i = 0; i < n; i++)
    {
      MoveKind k = moves[i].kind;
      gboolean pawn = k == KIND_IDLE && pawns_count && moves[i].pawn_chase;

      if (pawn)
        k = KIND_CHASE;
      else if (k == KIND_IDLE && moves[i].pawn_chase)
        side->pawn_chases++;
      switch (k)
        {
        case KIND_CHECK:
          side->checks++;
          break;
        case KIND_MATE:
          side->mate_threats++;
          break;
        case KIND_CHASE:
          side->chases++;
          break;
        case KIND_IDLE:
        default:
          side->idles++;
          break;
        }

      /* Pieces chased on every move, whatever else the move does (identity tracked through the
       * cycle); a pawn's chases only when they count. */
      if (moves[i].n_chased == 0 || (moves[i].pawn_only && !pawns_count))
        {
          n_common = 0;
          continue;
        }
      side->chasing_moves++;
      if (side->chasing_moves == 1)
        {
          for (guint j = 0; j < moves[i].n_chased; j++)
            common[n_common++] = moves[i].chased_ids[j];
        }
      else
        {
          guint kept = 0;
          for (guint c = 0; c < n_common; c++)
            for (guint j = 0; j < moves[i].n_chased; j++)
              if (moves[i].chased_ids[j] == common[c])
                {
                  common[kept++] = common[c];
                  break;
                }
          n_common = kept;
        }
    }
  side->same_piece = side->chasing_moves == n && n_common > 0;
  side->attacks = side->checks + side->mate_threats + side->chases;

  if (side->attacks == n)
    {
      if (side->checks == n)
        side->pattern = XQ_PATTERN_PERPETUAL_CHECK;
      else if (side->mate_threats == n)
        side->pattern = XQ_PATTERN_PERPETUAL_MATE_THREAT;
      else if (side->chases == n)
        side->pattern = XQ_PATTERN_PERPETUAL_CHASE;
      else if (side->mate_threats == 0)
        side->pattern = XQ_PATTERN_CHECK_CHASE;
      else if (side->chases == 0)
        side->pattern = XQ_PATTERN_CHECK_MATE_THREAT;
      else if (side->checks == 0)
        side->pattern = XQ_PATTERN_MATE_THREAT_CHASE;
      else
        side->pattern = XQ_PATTERN_MIXED_ATTACKS;
    }
  else if (side->attacks == 0)
    side->pattern = idle_pattern (moves, n);
  else if (side->attacks == side->checks)
    side->pattern = side->checks == 1 ? XQ_PATTERN_CHECK_IDLE : XQ_PATTERN_CHECKS_IDLE;
  else if (side->attacks == side->chases)
    side->pattern = XQ_PATTERN_CHASE_IDLE;
  else if (side->attacks == side->mate_threats)
    side->pattern = XQ_PATTERN_MATE_THREAT_IDLE;
  else
    side->pattern = XQ_PATTERN_ATTACKS_IDLE;
}

static gboolean
is_forbidden (const XqCycleSide *s,
              XqProfile          profile)
{
  switch (profile)
    {
    case XQ_PROFILE_AXF:
      /* AXF: perpetual check, and perpetual chase of one and the same piece — every move
       * chases it, whatever else the move does (a check or a mate threat beside it does not
       * excuse it: wxf-076, wxf-079); perpetual mate threat and chasing two pieces in turn are
       * allowed. RULES.md §3 calls 一将一捉 allowed under AXF; the cases agree only where the
       * check does not also chase the piece (wxf-053, wxf-071) and disagree where it does
       * (fsf-004, fsf-009, fsf-010), so the cases, transcribed from the rule book, win. */
      if (s->pattern == XQ_PATTERN_PERPETUAL_CHECK)
        return TRUE;
      return s->chasing_moves == s->moves && s->same_piece;
    case XQ_PROFILE_1957:
    case XQ_PROFILE_CXA:
    default:
      /* 长打: every move an attack (CXA 25.2, 28.15; seed 000 禁止着法). */
      return s->attacks == s->moves && s->moves > 0;
    }
}

static void
set_loser (XqRuling      *out,
           XqColor        loser,
           XqRulingReason reason,
           XqClause       clause)
{
  out->must_change_set = TRUE;
  out->must_change = loser;
  out->result = loser == XQ_RED ? XQ_RESULT_BLACK_WINS : XQ_RESULT_RED_WINS;
  out->reason = reason;
  out->clause = clause;
}

static void
set_draw (XqRuling      *out,
          XqRulingReason reason,
          XqClause       clause)
{
  out->result = XQ_RESULT_DRAW;
  out->reason = reason;
  out->clause = clause;
}

/* How the attacks of @f (forbidden) and the @returns return attacks of @a relate. */
static XqAttackBalance
balance_of (const XqCycleSide *f,
            const XqCycleSide *a,
            guint              returns)
{
  if (returns == a->moves)
    return XQ_ATTACKS_MUTUAL;
  if (returns == 0)
    return XQ_ATTACKS_ONE_SIDED;
  if (f->moves == 2)
    return returns == 1 ? XQ_ATTACKS_TWO_VS_ONE : XQ_ATTACKS_TWO_VS_TWO;
  return returns == 1 ? XQ_ATTACKS_THREE_VS_ONE : XQ_ATTACKS_MANY_VS_MANY;
}

static void
verdict (XqRuling *out,
         XqProfile profile)
{
  XqCycleSide *red = &out->side[XQ_RED], *black = &out->side[XQ_BLACK];
  gboolean     fr = red->forbidden, fb = black->forbidden;
  gboolean     pr = red->pattern == XQ_PATTERN_PERPETUAL_CHECK, pb = black->pattern == XQ_PATTERN_PERPETUAL_CHECK;

  if (fr && fb)
    {
      out->balance = XQ_ATTACKS_MUTUAL;
      /* One-sided perpetual check is never allowed (CXA 26.1, seed 001 棋例(4)); AXF likewise. */
      if (pr != pb)
        set_loser (out, pr ? XQ_RED : XQ_BLACK, XQ_REASON_PERPETUAL_CHECK,
                   profile == XQ_PROFILE_AXF    ? XQ_CLAUSE_AXF_PERPETUAL_CHECK
                   : profile == XQ_PROFILE_1957 ? XQ_CLAUSE_1957_FORBIDDEN
                                                : XQ_CLAUSE_CXA_26_1);
      else
        set_draw (out, XQ_REASON_BOTH_FORBIDDEN,
                  profile == XQ_PROFILE_AXF    ? XQ_CLAUSE_AXF_DRAW
                  : profile == XQ_PROFILE_1957 ? XQ_CLAUSE_1957_DRAW
                                               : XQ_CLAUSE_CXA_26_3);
      return;
    }
  if (fr || fb)
    {
      XqColor      f = fr ? XQ_RED : XQ_BLACK;
      XqCycleSide *fs = &out->side[f], *as = &out->side[xq_color_other (f)];
      gboolean     check = fs->pattern == XQ_PATTERN_PERPETUAL_CHECK;

      out->balance = balance_of (fs, as, as->attacks);
      switch (profile)
        {
        case XQ_PROFILE_AXF:
          set_loser (out, f, check ? XQ_REASON_PERPETUAL_CHECK : XQ_REASON_FORBIDDEN_CYCLE,
                     check ? XQ_CLAUSE_AXF_PERPETUAL_CHECK : XQ_CLAUSE_AXF_PERPETUAL_CHASE);
          return;
        case XQ_PROFILE_1957:
          /* Seed 000 疑难棋势: a return attack makes it a draw (例五 二捉一还打, 例六 二打一还打),
           * and so does a pawn's chase, allowed by itself (和棋 八) yet a return attack: 例三
           * 卒9平8、8平9长捉红车，车无三步走被迫长杀，如双方不变作和. The CXA re-count (细则11)
           * is not needed: the pawn's side stays allowed, the other side's attacks are answered.
           * Perpetual check is never allowed (禁止着法 一). */
          if (!check && (as->attacks > 0 || as->pawn_chases > 0))
            {
              out->balance = balance_of (fs, as, as->attacks + as->pawn_chases);
              set_draw (out, XQ_REASON_RETURN_ATTACK, XQ_CLAUSE_1957_DRAW);
            }
          else
            set_loser (out, f, check ? XQ_REASON_PERPETUAL_CHECK : XQ_REASON_FORBIDDEN_CYCLE,
                       XQ_CLAUSE_1957_FORBIDDEN);
          return;
        case XQ_PROFILE_CXA:
        default:
          if (check)
            set_loser (out, f, XQ_REASON_PERPETUAL_CHECK, XQ_CLAUSE_CXA_26_1);
          /* 三打一还打 and 多打对多打 are allowed (seed 001 允许着法(10)(11)); 二打一还打 is not (禁止着法(6)). */
          else if (out->balance == XQ_ATTACKS_THREE_VS_ONE || out->balance == XQ_ATTACKS_MANY_VS_MANY)
            set_draw (out, XQ_REASON_BOTH_ALLOWED, XQ_CLAUSE_CXA_26_2);
          else
            set_loser (out, f, XQ_REASON_FORBIDDEN_CYCLE, XQ_CLAUSE_CXA_26_4);
          return;
        }
    }
  out->balance = red->attacks || black->attacks ? XQ_ATTACKS_MANY_VS_MANY : XQ_EXCHANGE_OF_ATTACKS_NONE;
  set_draw (out, XQ_REASON_BOTH_ALLOWED,
            profile == XQ_PROFILE_AXF    ? XQ_CLAUSE_AXF_DRAW
            : profile == XQ_PROFILE_1957 ? XQ_CLAUSE_1957_DRAW
                                         : XQ_CLAUSE_CXA_26_2);
}

static void
judge_cycle (XqPosition           *hist,
             const XqMove         *moves,
             guint                 first, /* index of the cycle's first move */
             guint                 n,
             const XqJudgeOptions *opts,
             XqRuling             *out,
             XqMoveAnalysis       *analyses)
{
  guint8         id[XQ_SQUARES];
  CycleMove      cm[XQ_N_COLORS][256];
  guint          count[XQ_N_COLORS] = { 0, 0 };
  XqBitboard     chased_final[XQ_N_COLORS] = { 0, 0 };
  XqMoveAnalysis a;

  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    id[sq] = sq;
  for (guint t = first; t < n; t++)
    {
      XqPosition pos = hist[t];
      XqColor    mover = (XqColor) pos.side;
      CycleMove *c;
      XqBitboard chased;

      xq_analyse_move (&pos, moves[t], &opts->analysis, &a);
      if (analyses)
        analyses[t] = a;
      id[xq_move_to (moves[t])] = id[xq_move_from (moves[t])];
      if (count[mover] >= G_N_ELEMENTS (cm[mover]))
        continue;
      c = &cm[mover][count[mover]++];
      memset (c, 0, sizeof *c);
      c->kind = kind_of (&a);
      c->natures = a.natures;
      c->king_chase = a.king_chased != 0;
      c->pawn_chase = a.pawn_chased != 0;
      chased = a.chased;
      if (chased == 0 && a.pawn_chased)
        {
          chased = a.pawn_chased;
          c->pawn_only = TRUE;
        }
      while (chased && c->n_chased < XQ_MAX_TARGETS)
        c->chased_ids[c->n_chased++] = id[xq_bb_pop (&chased)];
    }

  /* Chased pieces named by where they stand at the end of the cycle. */
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    for (int s = 0; s < XQ_N_COLORS; s++)
      for (guint i = 0; i < count[s]; i++)
        for (guint j = 0; j < cm[s][i].n_chased; j++)
          if (cm[s][i].chased_ids[j] == id[sq] && hist[n].board[sq] != XQ_NO_PIECE)
            chased_final[s] |= xq_bb_square (sq);

  /* First without pawn chases; then 细则11: when the other side attacks perpetually, a pawn's
   * attacks count as chases too. Repeat once in case that made the other side perpetual. */
  classify_side (cm[XQ_RED], count[XQ_RED], FALSE, &out->side[XQ_RED]);
  classify_side (cm[XQ_BLACK], count[XQ_BLACK], FALSE, &out->side[XQ_BLACK]);
  if (opts->analysis.profile == XQ_PROFILE_CXA)
    for (int round = 0; round < 2; round++)
      {
        gboolean red_all = out->side[XQ_RED].attacks == out->side[XQ_RED].moves;
        gboolean black_all = out->side[XQ_BLACK].attacks == out->side[XQ_BLACK].moves;
        classify_side (cm[XQ_RED], count[XQ_RED], black_all, &out->side[XQ_RED]);
        classify_side (cm[XQ_BLACK], count[XQ_BLACK], red_all, &out->side[XQ_BLACK]);
      }
  for (int s = 0; s < XQ_N_COLORS; s++)
    {
      out->side[s].chased = chased_final[s];
      out->side[s].forbidden = is_forbidden (&out->side[s], opts->analysis.profile);
    }
  verdict (out, opts->analysis.profile);
}

/* The repeated stretch runs from the first occurrence of the final position (@first) to the end.
 * Its moves are judged as one cycle, the shortest that the whole stretch repeats: when every
 * return to the position takes the same moves, one period of them (as the rule books count 一将一闲,
 * 二打一还打 …); when the returns differ — two rooks chasing two cannons in turn — the patterns are
 * those of every move of the stretch (CXA 25.1 循环, 28.12; the AXF diagram of two rooks chasing
 * two cannons in turn, issue 14 class 8). Returns the length in plies. */
static guint
cycle_period (const XqPosition *hist,
              const XqMove     *moves,
              guint             n,
              guint             first)
{
  for (guint p = 2; p < n - first; p += 2)
    {
      gboolean periodic;

      if (hist[n - p].key != hist[n].key || !xq_position_same (&hist[n - p], &hist[n]))
        continue;
      periodic = TRUE;
      for (guint i = first; periodic && i + p < n; i++)
        periodic = moves[i] == moves[i + p];
      if (periodic)
        return p;
    }
  return n - first;
}

void
xq_judge (const XqPosition     *start,
          const XqMove         *moves,
          guint                 n,
          const XqJudgeOptions *opts,
          XqRuling             *out,
          XqMoveAnalysis       *analyses)
{
  g_autofree XqPosition *hist = g_new (XqPosition, n + 1);
  XqPosition            *final;
  XqPositionState        state;
  gint                   last = -1, first = -1;
  guint                  last_capture = 0;

  memset (out, 0, sizeof *out);
  out->move_limit_left = -1;
  hist[0] = *start;
  for (guint i = 0; i < n; i++)
    {
      XqUndo undo;
      hist[i + 1] = hist[i];
      if (hist[i].board[xq_move_to (moves[i])] != XQ_NO_PIECE)
        last_capture = i + 1;
      xq_position_make (&hist[i + 1], moves[i], &undo);
    }
  final = &hist[n];
  out->plies_without_capture = final->halfmove_clock;

  out->repetitions = 1;
  for (gint k = (gint) n - 2; k >= 0; k -= 2)
    if (hist[k].key == final->key && xq_position_same (&hist[k], final))
      {
        out->repetitions++;
        first = k;
      }
  if (first >= 0)
    last = (gint) n - (gint) cycle_period (hist, moves, n, (guint) first);

  state = xq_position_state (final);
  if (state != XQ_STATE_PLAYING)
    {
      out->result = final->side == XQ_RED ? XQ_RESULT_BLACK_WINS : XQ_RESULT_RED_WINS;
      out->reason = state == XQ_STATE_CHECKMATE ? XQ_REASON_CHECKMATE : XQ_REASON_STALEMATE;
      out->clause = state == XQ_STATE_CHECKMATE ? XQ_CLAUSE_CXA_3_1 : XQ_CLAUSE_CXA_3_2;
      return;
    }

  if (opts->move_limit > 0)
    {
      guint from = MAX (opts->move_limit_from, last_capture);
      guint used = n > from ? (n - from) / 2 : 0;
      out->move_limit_left = (gint) opts->move_limit - (gint) used;
    }

  if (last >= 0)
    {
      out->has_cycle = TRUE;
      out->first_ply = (guint) last + 1;
      out->last_ply = n;
      judge_cycle (hist, moves, (guint) last, n, opts, out, analyses);
      out->claimable = out->result == XQ_RESULT_DRAW && out->repetitions >= 3;
      return;
    }
  /* 60 moves without a capture (CXA 4.2.4; AXF likewise); seed 000 has no natural limit, only
   * the arbiter's 限着. */
  if (out->plies_without_capture >= 120 && opts->analysis.profile != XQ_PROFILE_1957)
    {
      out->result = XQ_RESULT_DRAW;
      out->reason = XQ_REASON_SIXTY_MOVES;
      out->clause = XQ_CLAUSE_CXA_4_2_4;
      out->claimable = TRUE;
      return;
    }
  if (opts->move_limit > 0 && out->move_limit_left <= 0)
    {
      switch (opts->analysis.profile)
        {
        case XQ_PROFILE_1957:
          /* 限着: "限令双方继续走若干回合后如果未呈现新的变化，就宣布为和棋". A capture restarts
           * the count (above); a check inside the limit is a new development too (将、帅被威胁):
           * the arbiter may set a new limit, so no draw is declared here. */
          for (guint p = MAX (opts->move_limit_from, last_capture) + 1; p <= n; p++)
            if (xq_position_in_check (&hist[p]))
              out->limit_check_ply = p;
          if (out->limit_check_ply > 0)
            {
              out->reason = XQ_REASON_MOVE_LIMIT_CHECK;
              out->clause = XQ_CLAUSE_1957_MOVE_LIMIT;
              return;
            }
          out->clause = XQ_CLAUSE_1957_MOVE_LIMIT;
          break;
        case XQ_PROFILE_CXA:
          /* CXA 4.2.4: the natural limit of 60 moves without a capture, 可酌减: reduced by the
           * arbiter; only captures count. */
          out->clause = XQ_CLAUSE_CXA_4_2_4;
          break;
        case XQ_PROFILE_AXF:
        default:
          out->clause = XQ_CLAUSE_NONE;
          break;
        }
      out->result = XQ_RESULT_DRAW;
      out->reason = XQ_REASON_MOVE_LIMIT;
    }
}

const char *
xq_result_to_string (XqResult result)
{
  switch (result)
    {
    case XQ_RESULT_RED_WINS:
      return "1-0";
    case XQ_RESULT_BLACK_WINS:
      return "0-1";
    case XQ_RESULT_DRAW:
      return "1/2-1/2";
    case XQ_RESULT_NONE:
    default:
      return "*";
    }
}

const char *
xq_pattern_to_string (XqPattern pattern)
{
  static const char *const names[XQ_N_PATTERNS] = {
    "none",
    "perpetual-check",
    "perpetual-mate-threat",
    "perpetual-chase",
    "check-chase",
    "check-mate-threat",
    "mate-threat-chase",
    "mixed-attacks",
    "check-idle",
    "checks-idle",
    "mate-threats-idle",
    "chase-idle",
    "attacks-idle",
    "king-chase",
    "pawn-chase",
    "exchange",
    "sacrifice",
    "block",
    "follow",
    "idle",
  };

  return (guint) pattern < XQ_N_PATTERNS ? names[pattern] : "none";
}

const char *
xq_balance_to_string (XqAttackBalance balance)
{
  switch (balance)
    {
    case XQ_ATTACKS_ONE_SIDED:
      return "one-sided";
    case XQ_ATTACKS_TWO_VS_ONE:
      return "two-vs-one";
    case XQ_ATTACKS_TWO_VS_TWO:
      return "two-vs-two";
    case XQ_ATTACKS_THREE_VS_ONE:
      return "three-vs-one";
    case XQ_ATTACKS_MANY_VS_MANY:
      return "many-vs-many";
    case XQ_ATTACKS_MUTUAL:
      return "mutual";
    case XQ_EXCHANGE_OF_ATTACKS_NONE:
    default:
      return "none";
    }
}

const char *
xq_reason_to_string (XqRulingReason reason)
{
  switch (reason)
    {
    case XQ_REASON_CHECKMATE:
      return "checkmate";
    case XQ_REASON_STALEMATE:
      return "stalemate";
    case XQ_REASON_FORBIDDEN_CYCLE:
      return "forbidden-cycle";
    case XQ_REASON_PERPETUAL_CHECK:
      return "perpetual-check";
    case XQ_REASON_BOTH_ALLOWED:
      return "both-allowed";
    case XQ_REASON_BOTH_FORBIDDEN:
      return "both-forbidden";
    case XQ_REASON_SIXTY_MOVES:
      return "sixty-move-rule";
    case XQ_REASON_MOVE_LIMIT:
      return "move-limit";
    case XQ_REASON_RETURN_ATTACK:
      return "return-attack";
    case XQ_REASON_MOVE_LIMIT_CHECK:
      return "move-limit-check";
    case XQ_REASON_NONE:
    default:
      return "none";
    }
}
