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
  gboolean   pawn_only;  /* the only pieces chased are chased by pawns alone */
  gboolean   form_chase; /* idle, but it attacks a piece in form only: taking it would be mated (29.4) */
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
               XqCycleSide     *side,
               guint8           common[XQ_MAX_TARGETS],
               guint           *n_common_out)
{
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
      if (k == KIND_IDLE && moves[i].form_chase)
        side->form_chases++;
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
  *n_common_out = side->same_piece ? n_common : 0;
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
set_loser (XqVerdict     *v,
           XqColor        loser,
           XqRulingReason reason,
           XqClause       clause)
{
  v->must_change_set = TRUE;
  v->must_change = loser;
  v->result = loser == XQ_RED ? XQ_RESULT_BLACK_WINS : XQ_RESULT_RED_WINS;
  v->reason = reason;
  v->clause = clause;
}

static void
set_draw (XqVerdict     *v,
          XqRulingReason reason,
          XqClause       clause)
{
  v->result = XQ_RESULT_DRAW;
  v->reason = reason;
  v->clause = clause;
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

static XqClause
perpetual_check_clause (XqProfile profile)
{
  return profile == XQ_PROFILE_AXF    ? XQ_CLAUSE_AXF_PERPETUAL_CHECK
         : profile == XQ_PROFILE_1957 ? XQ_CLAUSE_1957_FORBIDDEN
                                      : XQ_CLAUSE_CXA_26_1;
}

static XqClause
draw_clause (XqProfile profile,
             gboolean  both_forbidden)
{
  return profile == XQ_PROFILE_AXF    ? XQ_CLAUSE_AXF_DRAW
         : profile == XQ_PROFILE_1957 ? XQ_CLAUSE_1957_DRAW
         : both_forbidden             ? XQ_CLAUSE_CXA_26_3
                                      : XQ_CLAUSE_CXA_26_2;
}

/* Both sides forbidden: a draw, unless exactly one of them checks perpetually (CXA 26.1, seed 001
 * 棋例(4); AXF and seed 000 likewise). */
static void
verdict_both (XqVerdict *v,
              gboolean   red_checks,
              gboolean   black_checks,
              XqProfile  profile)
{
  v->balance = XQ_ATTACKS_MUTUAL;
  if (red_checks != black_checks)
    set_loser (v, red_checks ? XQ_RED : XQ_BLACK, XQ_REASON_PERPETUAL_CHECK, perpetual_check_clause (profile));
  else
    set_draw (v, XQ_REASON_BOTH_FORBIDDEN, draw_clause (profile, TRUE));
}

/* The verdict on one loop, from its two sides. */
static void
verdict (const XqCycleSide side[XQ_N_COLORS],
         XqProfile         profile,
         XqVerdict        *v)
{
  const XqCycleSide *red = &side[XQ_RED], *black = &side[XQ_BLACK];
  gboolean           fr = red->forbidden, fb = black->forbidden;

  memset (v, 0, sizeof *v);
  if (fr && fb)
    {
      verdict_both (v, red->pattern == XQ_PATTERN_PERPETUAL_CHECK, black->pattern == XQ_PATTERN_PERPETUAL_CHECK, profile);
      return;
    }
  if (fr || fb)
    {
      XqColor            f = fr ? XQ_RED : XQ_BLACK;
      const XqCycleSide *fs = &side[f], *as = &side[xq_color_other (f)];
      gboolean           check = fs->pattern == XQ_PATTERN_PERPETUAL_CHECK;

      v->balance = balance_of (fs, as, as->attacks);
      switch (profile)
        {
        case XQ_PROFILE_AXF:
          set_loser (v, f, check ? XQ_REASON_PERPETUAL_CHECK : XQ_REASON_FORBIDDEN_CYCLE,
                     check ? XQ_CLAUSE_AXF_PERPETUAL_CHECK : XQ_CLAUSE_AXF_PERPETUAL_CHASE);
          return;
        case XQ_PROFILE_1957:
          /* Seed 000 疑难棋势: a return attack makes it a draw (例五 二捉一还打, 例六 二打一还打),
           * and so does a pawn's chase, allowed by itself (和棋 八) yet a return attack: 例三
           * 卒9平8、8平9长捉红车，车无三步走被迫长杀，如双方不变作和. The CXA re-count (细则11)
           * is not needed: the pawn's side stays allowed, the other side's attacks are answered.
           * A return attack counts as it is played (例六 二打一还打): one whose capture would be
           * answered by mate is a return attack all the same, for seed 000 has no 29.4.
           * Perpetual check is never allowed (禁止着法 一). */
          if (!check && (as->attacks > 0 || as->pawn_chases > 0 || as->form_chases > 0))
            {
              v->balance = balance_of (fs, as, as->attacks + as->pawn_chases + as->form_chases);
              set_draw (v, XQ_REASON_RETURN_ATTACK, XQ_CLAUSE_1957_DRAW);
            }
          else
            set_loser (v, f, check ? XQ_REASON_PERPETUAL_CHECK : XQ_REASON_FORBIDDEN_CYCLE, XQ_CLAUSE_1957_FORBIDDEN);
          return;
        case XQ_PROFILE_CXA:
        default:
          if (check)
            set_loser (v, f, XQ_REASON_PERPETUAL_CHECK, XQ_CLAUSE_CXA_26_1);
          /* 三打一还打 and 多打对多打 are allowed (seed 001 允许着法(10)(11)); 二打一还打 is not (禁止着法(6)). */
          else if (v->balance == XQ_ATTACKS_THREE_VS_ONE || v->balance == XQ_ATTACKS_MANY_VS_MANY)
            set_draw (v, XQ_REASON_BOTH_ALLOWED, XQ_CLAUSE_CXA_26_2);
          else
            set_loser (v, f, XQ_REASON_FORBIDDEN_CYCLE, XQ_CLAUSE_CXA_26_4);
          return;
        }
    }
  /* 多打对多打 only where both sides attack */
  v->balance = red->attacks && black->attacks ? XQ_ATTACKS_MANY_VS_MANY : XQ_EXCHANGE_OF_ATTACKS_NONE;
  set_draw (v, XQ_REASON_BOTH_ALLOWED, draw_clause (profile, FALSE));
}

/* Which sides a loop's verdict holds against: the side that must change, and a side whose
 * forbidden pattern is met by another forbidden one; not a side whose pattern the other side's
 * return attacks excuse (三打一还打, 多打对多打, 1957 还打). */
static void
offending_sides (const XqCycleSide side[XQ_N_COLORS],
                 const XqVerdict  *v,
                 gboolean          offending[XQ_N_COLORS])
{
  for (int c = 0; c < XQ_N_COLORS; c++)
    offending[c] = FALSE;
  switch (v->reason)
    {
    case XQ_REASON_PERPETUAL_CHECK:
    case XQ_REASON_FORBIDDEN_CYCLE:
      offending[v->must_change] = TRUE;
      offending[xq_color_other (v->must_change)] = side[xq_color_other (v->must_change)].forbidden;
      break;
    case XQ_REASON_BOTH_FORBIDDEN:
      offending[XQ_RED] = offending[XQ_BLACK] = TRUE;
      break;
    case XQ_REASON_NONE:
    case XQ_REASON_CHECKMATE:
    case XQ_REASON_STALEMATE:
    case XQ_REASON_BOTH_ALLOWED:
    case XQ_REASON_SIXTY_MOVES:
    case XQ_REASON_MOVE_LIMIT:
    case XQ_REASON_RETURN_ATTACK:
    case XQ_REASON_MOVE_LIMIT_CHECK:
    default:
      break;
    }
}

/* The moves of plies [@from, @to) (0-based move indexes) of one side after the other, as the
 * cycle counts them, pieces followed from @from on; @chased_final receives the pieces chased,
 * named where they stand after @to. */
typedef struct
{
  CycleMove cm[XQ_N_COLORS][256];
  guint     count[XQ_N_COLORS];
  guint8    id[XQ_SQUARES];
} MoveSet;

static void
collect_moves (MoveSet              *set,
               const XqPosition     *hist,
               const XqMove         *moves,
               const XqMoveAnalysis *an, /* an[t - base] for move t */
               guint                 base,
               guint                 from,
               guint                 to)
{
  memset (set->count, 0, sizeof set->count);
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    set->id[sq] = sq;
  for (guint t = from; t < to; t++)
    {
      const XqMoveAnalysis *a = &an[t - base];
      XqColor               mover = (XqColor) hist[t].side;
      CycleMove            *c;
      XqBitboard            chased;

      set->id[xq_move_to (moves[t])] = set->id[xq_move_from (moves[t])];
      if (set->count[mover] >= G_N_ELEMENTS (set->cm[mover]))
        continue;
      c = &set->cm[mover][set->count[mover]++];
      memset (c, 0, sizeof *c);
      c->kind = kind_of (a);
      c->natures = a->natures;
      c->king_chase = a->king_chased != 0;
      c->pawn_chase = a->pawn_chased != 0;
      for (guint i = 0; c->kind == KIND_IDLE && i < a->n_targets; i++)
        c->form_chase |= a->targets[i].exclusion == XQ_EXCLUDE_TAKER_MATED;
      chased = a->chased;
      if (chased == 0 && a->pawn_chased)
        {
          chased = a->pawn_chased;
          c->pawn_only = TRUE;
        }
      while (chased && c->n_chased < XQ_MAX_TARGETS)
        c->chased_ids[c->n_chased++] = set->id[xq_bb_pop (&chased)];
    }
}

/* Where the pieces first seen on the points @ids stand in @final, followed through @set. */
static XqBitboard
final_squares (const MoveSet    *set,
               const XqPosition *final,
               const guint8     *ids,
               guint             n_ids)
{
  XqBitboard out = 0;

  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    for (guint j = 0; j < n_ids; j++)
      if (ids[j] == set->id[sq] && final->board[sq] != XQ_NO_PIECE)
        out |= xq_bb_square (sq);
  return out;
}

/* Each side's counts and pattern over @set; then 细则11 (CXA): when the other side attacks
 * perpetually, a pawn's attacks count as chases too (repeated once in case that made the other
 * side perpetual). */
static void
judge_sides (const MoveSet    *set,
             const XqPosition *final,
             XqProfile         profile,
             XqCycleSide       side[XQ_N_COLORS])
{
  guint8 common[XQ_N_COLORS][XQ_MAX_TARGETS];
  guint  n_common[XQ_N_COLORS];

  for (int c = 0; c < XQ_N_COLORS; c++)
    classify_side (set->cm[c], set->count[c], FALSE, &side[c], common[c], &n_common[c]);
  if (profile == XQ_PROFILE_CXA)
    for (int round = 0; round < 2; round++)
      {
        gboolean all[XQ_N_COLORS];
        for (int c = 0; c < XQ_N_COLORS; c++)
          all[c] = side[c].attacks == side[c].moves;
        for (int c = 0; c < XQ_N_COLORS; c++)
          classify_side (set->cm[c], set->count[c], all[xq_color_other ((XqColor) c)], &side[c], common[c], &n_common[c]);
      }
  for (int c = 0; c < XQ_N_COLORS; c++)
    {
      XqBitboard chased = 0;

      for (guint i = 0; i < set->count[c]; i++)
        chased |= final_squares (set, final, set->cm[c][i].chased_ids, set->cm[c][i].n_chased);
      side[c].chased = chased;
      side[c].chased_always = final_squares (set, final, common[c], n_common[c]);
      side[c].forbidden = is_forbidden (&side[c], profile);
    }
}
/* One loop of the repeated stretch: move indexes [from, to), where the cycle judged first plays it. */
typedef struct
{
  guint from, to;
  guint times;
} LoopSpan;

#define MAX_SEGMENTS 64

static gboolean
same_moves (const XqMove *moves,
            guint         a,
            guint         b,
            guint         len)
{
  return memcmp (moves + a, moves + b, len * sizeof *moves) == 0;
}

/* The verdict over several loops (@which, indexes into @loops): a side is forbidden when it is
 * forbidden, and not excused, in every loop (CXA 26.4, 28.15: 步步是打 over the whole repetition);
 * under AXF, perpetual check in every loop or the chase of one and the same piece through all of
 * them (AXF rule 32, diagram 80: two rooks chasing two cannons in turn draw). */
static void
combine (const XqCycleLoop *loops,
         const guint       *which,
         guint              n,
         XqProfile          profile,
         XqVerdict         *v,
         gboolean           forbidden[XQ_N_COLORS],
         gboolean           excused[XQ_N_COLORS])
{
  gboolean checks[XQ_N_COLORS], held[XQ_N_COLORS];

  if (n == 1)
    {
      *v = loops[which[0]].verdict;
      for (int c = 0; c < XQ_N_COLORS; c++)
        {
          forbidden[c] = loops[which[0]].side[c].forbidden;
          excused[c] = forbidden[c] && !loops[which[0]].offending[c];
        }
      return;
    }
  for (int c = 0; c < XQ_N_COLORS; c++)
    {
      gboolean   every = TRUE, in_each = TRUE;
      XqBitboard always = ~(XqBitboard) 0;

      checks[c] = TRUE;
      for (guint i = 0; i < n; i++)
        {
          const XqCycleLoop *l = &loops[which[i]];
          checks[c] &= l->side[c].pattern == XQ_PATTERN_PERPETUAL_CHECK;
          every &= l->offending[c];
          in_each &= l->side[c].forbidden;
          always &= l->side[c].chased_always;
        }
      if (profile == XQ_PROFILE_AXF)
        {
          forbidden[c] = checks[c] || (in_each && always != 0);
          excused[c] = FALSE;
        }
      else
        {
          /* held against the side only where it is offending in every loop */
          forbidden[c] = in_each;
          excused[c] = in_each && !every;
        }
    }
  for (int c = 0; c < XQ_N_COLORS; c++)
    held[c] = forbidden[c] && !excused[c];

  memset (v, 0, sizeof *v);
  if (held[XQ_RED] && held[XQ_BLACK])
    verdict_both (v, checks[XQ_RED], checks[XQ_BLACK], profile);
  else if (held[XQ_RED] || held[XQ_BLACK])
    {
      XqColor f = held[XQ_RED] ? XQ_RED : XQ_BLACK;
      if (checks[f])
        set_loser (v, f, XQ_REASON_PERPETUAL_CHECK, perpetual_check_clause (profile));
      else
        set_loser (v, f, XQ_REASON_FORBIDDEN_CYCLE,
                   profile == XQ_PROFILE_AXF    ? XQ_CLAUSE_AXF_PERPETUAL_CHASE
                   : profile == XQ_PROFILE_1957 ? XQ_CLAUSE_1957_FORBIDDEN
                                                : XQ_CLAUSE_CXA_26_4);
    }
  else
    {
      /* 1957: where a loop's attacks were answered by return attacks, that is why */
      XqRulingReason reason = XQ_REASON_BOTH_ALLOWED;
      for (guint i = 0; i < n; i++)
        if (loops[which[i]].verdict.reason == XQ_REASON_RETURN_ATTACK)
          reason = XQ_REASON_RETURN_ATTACK;
      set_draw (v, reason, draw_clause (profile, FALSE));
    }
  /* The exchange of attacks, where every loop has the same */
  v->balance = loops[which[0]].verdict.balance;
  for (guint i = 1; i < n; i++)
    if (loops[which[i]].verdict.balance != v->balance)
      v->balance = XQ_EXCHANGE_OF_ATTACKS_NONE;
}

static gboolean
same_verdict (const XqVerdict *a,
              const XqVerdict *b)
{
  return a->result == b->result && a->must_change_set == b->must_change_set &&
         (!a->must_change_set || a->must_change == b->must_change);
}

/* Judges the repetition: the final position stood after @stretch plies first, and the cycle
 * reported is its moves [@first, @n) (the shortest period of the stretch, see cycle_period()).
 * The stretch is cut where the position recurs into loops; each different loop is analysed once
 * and judged by itself, and the loops together give the verdict (combine()). The patterns
 * reported for each side are those of all the cycle's moves. */
static void
judge_cycle (XqPosition           *hist,
             const XqMove         *moves,
             guint                 stretch,
             guint                 first,
             guint                 n,
             const XqJudgeOptions *opts,
             XqRuling             *out,
             XqMoveAnalysis       *analyses)
{
  XqProfile                  profile = opts->analysis.profile;
  guint                      bounds[MAX_SEGMENTS + 1], n_bounds = 0;
  guint                      seg_loop[MAX_SEGMENTS];
  LoopSpan                   spans[MAX_SEGMENTS];
  guint                      n_spans = 0, which[MAX_SEGMENTS];
  g_autofree XqCycleLoop    *loops = NULL;
  g_autofree XqMoveAnalysis *an = g_new (XqMoveAnalysis, n - stretch);
  g_autofree MoveSet        *set = g_new (MoveSet, 1);
  XqVerdict                  v;
  gboolean                   forbidden[XQ_N_COLORS], excused[XQ_N_COLORS];

  /* The occurrences cut the stretch into loops; a long stretch keeps its last MAX_SEGMENTS. */
  for (guint k = stretch; k <= n; k += 2)
    if (hist[k].key == hist[n].key && xq_position_same (&hist[k], &hist[n]))
      {
        if (n_bounds == G_N_ELEMENTS (bounds))
          {
            memmove (bounds, bounds + 1, (n_bounds - 1) * sizeof bounds[0]);
            n_bounds--;
          }
        bounds[n_bounds++] = k;
      }
  if (n_bounds > 0 && bounds[0] > first)
    {
      first = bounds[0];
      out->first_ply = first + 1;
    }
  for (guint i = 0; i + 1 < n_bounds; i++)
    {
      guint a = bounds[i], len = bounds[i + 1] - bounds[i], j;

      for (j = 0; j < n_spans; j++)
        if (spans[j].to - spans[j].from == len && same_moves (moves, spans[j].from, a, len))
          break;
      if (j == n_spans)
        {
          spans[n_spans].from = a;
          spans[n_spans].to = a + len;
          spans[n_spans].times = 0;
          n_spans++;
        }
      else if (spans[j].from < first && a >= first)
        {
          /* shown where the cycle reported plays it */
          spans[j].from = a;
          spans[j].to = a + len;
        }
      spans[j].times++;
      seg_loop[i] = j;
    }

  /* In the order the cycle reported plays them */
  for (guint j = 1; j < n_spans; j++)
    for (guint k = j; k > 0 && spans[k].from < spans[k - 1].from; k--)
      {
        LoopSpan tmp = spans[k];
        spans[k] = spans[k - 1];
        spans[k - 1] = tmp;
        for (guint i = 0; i + 1 < n_bounds; i++)
          seg_loop[i] = seg_loop[i] == k ? k - 1 : seg_loop[i] == k - 1 ? k
                                                                        : seg_loop[i];
      }

  /* Each loop analysed once; the cycle's moves are those of its loops. */
  for (guint j = 0; j < n_spans; j++)
    for (guint t = spans[j].from; t < spans[j].to; t++)
      {
        XqPosition pos = hist[t];
        xq_analyse_move (&pos, moves[t], &opts->analysis, &an[t - stretch]);
      }
  for (guint i = 0; i + 1 < n_bounds; i++)
    {
      const LoopSpan *sp = &spans[seg_loop[i]];
      if (bounds[i] != sp->from)
        for (guint t = 0; t < sp->to - sp->from; t++)
          an[bounds[i] + t - stretch] = an[sp->from + t - stretch];
    }
  if (analyses)
    for (guint t = first; t < n; t++)
      analyses[t] = an[t - stretch];

  loops = g_new0 (XqCycleLoop, n_spans);
  for (guint j = 0; j < n_spans; j++)
    {
      XqCycleLoop *l = &loops[j];

      l->first_ply = spans[j].from + 1;
      l->last_ply = spans[j].to;
      l->times = spans[j].times;
      collect_moves (set, hist, moves, an, stretch, spans[j].from, spans[j].to);
      judge_sides (set, &hist[n], profile, l->side);
      verdict (l->side, profile, &l->verdict);
      offending_sides (l->side, &l->verdict, l->offending);
      for (int c = 0; c < XQ_N_COLORS; c++)
        l->side[c].excused = l->side[c].forbidden && !l->offending[c];
      which[j] = j;
    }

  collect_moves (set, hist, moves, an, stretch, first, n);
  judge_sides (set, &hist[n], profile, out->side);
  combine (loops, which, n_spans, profile, &v, forbidden, excused);
  for (int c = 0; c < XQ_N_COLORS; c++)
    {
      out->side[c].forbidden = forbidden[c];
      out->side[c].excused = excused[c];
    }
  out->result = v.result;
  out->reason = v.reason;
  out->clause = v.clause;
  out->must_change_set = v.must_change_set;
  out->must_change = v.must_change;
  out->balance = v.balance;
  out->n_loops = n_spans;
  memcpy (out->loops, loops, MIN (n_spans, XQ_MAX_LOOPS) * sizeof loops[0]);

  /* The ruling at the previous occurrence: the loops played before the last one. */
  if (n_bounds >= 3)
    {
      guint    n_before = 0, last = seg_loop[n_bounds - 2];
      gboolean seen = FALSE;
      gboolean f_before[XQ_N_COLORS], e_before[XQ_N_COLORS];

      for (guint j = 0; j < n_spans; j++)
        {
          gboolean used = FALSE;
          for (guint i = 0; i + 2 < n_bounds; i++)
            used |= seg_loop[i] == j;
          if (used)
            which[n_before++] = j;
          seen |= used && j == last;
        }
      if (!seen)
        {
          combine (loops, which, n_before, profile, &out->previous, f_before, e_before);
          if (!same_verdict (&out->previous, &v))
            {
              out->changed = TRUE;
              out->previous_ply = bounds[n_bounds - 2];
              out->changing_loop = last;
            }
        }
    }
}

/* The repeated stretch runs from the first occurrence of the final position (@first) to the end.
 * The cycle reported is the shortest that the whole stretch repeats: when every return to the
 * position takes the same moves, one period of them (as the rule books count 一将一闲, 二打一还打
 * …); when the returns differ — a rook loop then a cannon loop, two rooks chasing two cannons in
 * turn — every different loop of the stretch (CXA 25.1 循环, 28.12; issue 14 class 8, issue 26
 * class 4). Returns the length in plies. */
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
      guint o = 0;

      out->has_cycle = TRUE;
      out->first_ply = (guint) last + 1;
      out->last_ply = n;
      for (guint k = (guint) first; k <= n && o < XQ_MAX_OCCURRENCES; k += 2)
        if (hist[k].key == final->key && xq_position_same (&hist[k], final))
          out->occurrences[o++] = k;
      judge_cycle (hist, moves, (guint) first, (guint) last, n, opts, out, analyses);
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
