/* xq-text-ruling.c: words for cycle rulings and game ends
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-ruling"

#include "config.h"

#include "xq-text-ruling.h"

#include "xq-catalog.h"
#include "xq-text-cite.h"
#include "xq-text-piece.h"
#include "xq-text.h"

/* The cycle replayed: the position before each of its moves, and each move's analysis. */
typedef struct
{
  guint           first, last; /* 1-based plies */
  XqPosition     *before;      /* [ply - first] */
  XqMoveAnalysis *analyses;    /* [ply - first] */
} Cycle;

static void
cycle_init (Cycle             *c,
            const XqTextStyle *style,
            const XqPosition  *start,
            const XqMove      *moves,
            guint              n_moves,
            const XqRuling    *r)
{
  XqPosition        pos = *start;
  XqUndo            undo;
  XqAnalysisOptions opts;

  c->first = c->last = 0;
  c->before = NULL;
  c->analyses = NULL;
  if (!r->has_cycle || r->first_ply == 0 || r->last_ply < r->first_ply || r->last_ply > n_moves)
    return;
  c->first = r->first_ply;
  c->last = r->last_ply;
  c->before = g_new (XqPosition, c->last - c->first + 1);
  c->analyses = g_new0 (XqMoveAnalysis, c->last - c->first + 1);
  xq_analysis_options_init (&opts, style->profile);
  for (guint p = 1; p <= c->last; p++)
    {
      if (p >= c->first)
        {
          XqPosition copy = pos;
          c->before[p - c->first] = pos;
          xq_analyse_move (&copy, moves[p - 1], &opts, &c->analyses[p - c->first]);
        }
      xq_position_make (&pos, moves[p - 1], &undo);
    }
}

static void
cycle_clear (Cycle *c)
{
  g_clear_pointer (&c->before, g_free);
  g_clear_pointer (&c->analyses, g_free);
}

/* 一 for one, 数 for several */
static const char *
how_many (guint n)
{
  return n <= 1 ? "一" : (n == 2 ? "二" : "数");
}

/* The AXF rules have no counted terms (数捉一闲, 一捉二闲 are CXA 25.2's) and judge a perpetual chase
 * by the piece chased (AXF rule 32: one piece chasing two or more in turn is a draw): the words
 * where AXF's differ from the CXA terms, or NULL. @lang: Chinese, traditional Chinese or English. */
static char *
axf_term (XqLang             lang,
          const XqCycleSide *s,
          gboolean           verb)
{
  gboolean    tw = lang == XQ_LANG_ZH_TW, en = lang == XQ_LANG_EN;
  guint       attacks = s->checks + s->mate_threats + s->chases;
  const char *zh = NULL, *zh_tw = NULL, *noun = NULL, *verb_en = NULL;

  /* Forbidden under AXF and no perpetual check: every move chases one and the same piece, the
   * checks and mate threats among them too (rule 12 allows 一将一捉 only where the check does not) */
  if (s->forbidden && s->pattern != XQ_PATTERN_PERPETUAL_CHECK && s->pattern != XQ_PATTERN_PERPETUAL_CHASE)
    return g_strdup (en ? (verb ? "chases one piece perpetually" : "perpetual chase of one piece")
                        : (tw ? "長捉一子" : "长捉一子"));
  switch (s->pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHASE:
      if (s->same_piece)
        return NULL;
      zh = "轮捉数子", zh_tw = "輪捉數子", noun = "chases of several pieces in turn",
      verb_en = "chases several pieces in turn";
      break;
    case XQ_PATTERN_CHECK_IDLE:
    case XQ_PATTERN_CHECKS_IDLE:
      if (attacks == 1 && s->idles == 1)
        return NULL;
      zh = "有将有闲", zh_tw = "有將有閒", noun = "checks with idle moves between",
      verb_en = "checks with idle moves between";
      break;
    case XQ_PATTERN_MATE_THREAT_IDLE:
      if (attacks == 1 && s->idles == 1)
        return NULL;
      zh = "有杀有闲", zh_tw = "有殺有閒", noun = "mate threats with idle moves between",
      verb_en = "threatens mate with idle moves between";
      break;
    case XQ_PATTERN_CHASE_IDLE:
      if (attacks == 1 && s->idles == 1)
        return NULL;
      zh = "有捉有闲", zh_tw = "有捉有閒", noun = "chases with idle moves between",
      verb_en = "chases with idle moves between";
      break;
    case XQ_PATTERN_MIXED_ATTACKS:
      zh = "将、杀、捉交替", zh_tw = "將、殺、捉交替", noun = "checks, mate threats and chases in turn",
      verb_en = "checks, threatens mate and chases in turn";
      break;
    case XQ_PATTERN_NONE:
    case XQ_PATTERN_PERPETUAL_CHECK:
    case XQ_PATTERN_PERPETUAL_MATE_THREAT:
    case XQ_PATTERN_CHECK_CHASE:
    case XQ_PATTERN_CHECK_MATE_THREAT:
    case XQ_PATTERN_MATE_THREAT_CHASE:
    case XQ_PATTERN_ATTACKS_IDLE:
    case XQ_PATTERN_KING_CHASE:
    case XQ_PATTERN_PAWN_CHASE:
    case XQ_PATTERN_EXCHANGE:
    case XQ_PATTERN_SACRIFICE:
    case XQ_PATTERN_BLOCK:
    case XQ_PATTERN_FOLLOW:
    case XQ_PATTERN_IDLE:
    default:
      return NULL;
    }
  return g_strdup (en ? (verb ? verb_en : noun) : (tw ? zh_tw : zh));
}

char *
xq_text_side_term (XqLang             lang,
                   XqColor            color,
                   const XqCycleSide *s)
{
  gboolean tw = lang == XQ_LANG_ZH_TW;
  guint    idles = MAX (s->idles, 1);

  switch (s->pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHECK:
      return g_strdup (tw ? "長將" : "长将");
    case XQ_PATTERN_PERPETUAL_MATE_THREAT:
      return g_strdup (tw ? "長殺" : "长杀");
    case XQ_PATTERN_PERPETUAL_CHASE:
      return g_strdup (tw ? "長捉" : "长捉");
    case XQ_PATTERN_CHECK_CHASE:
      return g_strdup (tw ? "一將一捉" : "一将一捉");
    case XQ_PATTERN_CHECK_MATE_THREAT:
      return g_strdup (tw ? "一將一殺" : "一将一杀");
    case XQ_PATTERN_MATE_THREAT_CHASE:
      return g_strdup (tw ? "一殺一捉" : "一杀一捉");
    case XQ_PATTERN_MIXED_ATTACKS:
      return g_strdup (tw ? "長打" : "长打");
    case XQ_PATTERN_CHECK_IDLE:
    case XQ_PATTERN_CHECKS_IDLE:
      return g_strdup_printf (tw ? "%s將%s閒" : "%s将%s闲", s->checks == idles ? "一" : how_many (s->checks),
                              how_many (idles));
    case XQ_PATTERN_MATE_THREAT_IDLE:
      return g_strdup_printf (tw ? "%s殺%s閒" : "%s杀%s闲", s->mate_threats == idles ? "一" : how_many (s->mate_threats),
                              how_many (idles));
    case XQ_PATTERN_CHASE_IDLE:
      return g_strdup_printf (tw ? "%s捉%s閒" : "%s捉%s闲", s->chases == idles ? "一" : how_many (s->chases),
                              how_many (idles));
    case XQ_PATTERN_ATTACKS_IDLE:
      return g_strdup (tw ? "打中有閒" : "打中有闲");
    case XQ_PATTERN_KING_CHASE:
      return g_strdup_printf (tw ? "%s長捉" : "%s长捉", xq_text_general_name (tw ? XQ_LANG_ZH_TW : XQ_LANG_ZH_CN, color));
    case XQ_PATTERN_PAWN_CHASE:
      return g_strdup_printf (tw ? "%s長捉" : "%s长捉",
                              xq_text_kind_name (tw ? XQ_LANG_ZH_TW : XQ_LANG_ZH_CN, color, XQ_PAWN));
    case XQ_PATTERN_EXCHANGE:
      return g_strdup (tw ? "長兌" : "长兑");
    case XQ_PATTERN_SACRIFICE:
      return g_strdup (tw ? "長獻" : "长献");
    case XQ_PATTERN_BLOCK:
      return g_strdup (tw ? "長攔" : "长拦");
    case XQ_PATTERN_FOLLOW:
      return g_strdup (tw ? "長跟" : "长跟");
    case XQ_PATTERN_IDLE:
      return g_strdup (tw ? "閒著" : "闲着");
    case XQ_PATTERN_NONE:
    default:
      return g_strdup ("—");
    }
}

char *
xq_text_side_pattern (XqLang             lang,
                      XqColor            color,
                      const XqCycleSide *s)
{
  gboolean several;

  if (lang != XQ_LANG_EN)
    return xq_text_side_term (lang, color, s);
  switch (s->pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHECK:
      return g_strdup ("perpetual check");
    case XQ_PATTERN_PERPETUAL_MATE_THREAT:
      return g_strdup ("perpetual mate threats");
    case XQ_PATTERN_PERPETUAL_CHASE:
      return g_strdup ("perpetual chase");
    case XQ_PATTERN_CHECK_CHASE:
      return g_strdup ("one check, one chase");
    case XQ_PATTERN_CHECK_MATE_THREAT:
      return g_strdup ("one check, one mate threat");
    case XQ_PATTERN_MATE_THREAT_CHASE:
      return g_strdup ("one mate threat, one chase");
    case XQ_PATTERN_MIXED_ATTACKS:
      return g_strdup ("perpetual attacks");
    case XQ_PATTERN_CHECK_IDLE:
    case XQ_PATTERN_CHECKS_IDLE:
      several = s->checks > MAX (s->idles, 1);
      return g_strdup_printf ("%s, %s", several ? "several checks" : "one check",
                              s->idles > 1 ? "idle moves" : "one idle move");
    case XQ_PATTERN_MATE_THREAT_IDLE:
      several = s->mate_threats > MAX (s->idles, 1);
      return g_strdup_printf ("%s, %s", several ? "several mate threats" : "one mate threat",
                              s->idles > 1 ? "idle moves" : "one idle move");
    case XQ_PATTERN_CHASE_IDLE:
      several = s->chases > MAX (s->idles, 1);
      return g_strdup_printf ("%s, %s", several ? "several chases" : "one chase",
                              s->idles > 1 ? "idle moves" : "one idle move");
    case XQ_PATTERN_ATTACKS_IDLE:
      return g_strdup ("attacks with an idle move");
    case XQ_PATTERN_KING_CHASE:
      return g_strdup ("perpetual chase by the general");
    case XQ_PATTERN_PAWN_CHASE:
      return g_strdup ("perpetual chase by pawns");
    case XQ_PATTERN_EXCHANGE:
      return g_strdup ("perpetual exchange offers");
    case XQ_PATTERN_SACRIFICE:
      return g_strdup ("perpetual sacrifice offers");
    case XQ_PATTERN_BLOCK:
      return g_strdup ("perpetual blocking");
    case XQ_PATTERN_FOLLOW:
      return g_strdup ("perpetual following");
    case XQ_PATTERN_IDLE:
      return g_strdup ("idle moves");
    case XQ_PATTERN_NONE:
    default:
      return g_strdup ("—");
    }
}

/* @n in words as the Chinese term counts it (一, 二, 数): "one", "two", "several" */
static const char *
count_en (guint n)
{
  return n <= 1 ? "one" : (n == 2 ? "two" : "several");
}

/* How a side mixes @attacks attacking moves (@one: "check", @many: "checks") with @idles idle
 * moves, a verb phrase: "alternates checks with idle moves" (一将一闲), "makes two checks to each
 * idle move" (二将一闲), "makes one chase to every two idle moves" (一捉二闲). */
static char *
attacks_with_idles_en (const char *one,
                       const char *many,
                       guint       attacks,
                       guint       idles)
{
  if (attacks == idles || idles == 0)
    return g_strdup_printf ("alternates %s with idle moves", many);
  return g_strdup_printf ("makes %s %s to %s%s", count_en (attacks), attacks > 1 ? many : one,
                          idles == 1 ? "each" : (idles == 2 ? "every two" : "several"),
                          idles == 1 ? " idle move" : " idle moves");
}

/* What @s's side does in the cycle, an English verb phrase for "Red …": "checks perpetually",
 * "threatens mate perpetually", "alternates checks with chases". The Chinese sentences use the
 * term (长将, 一将一捉) instead. */
static char *
side_verb_en (const XqCycleSide *s)
{
  switch (s->pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHECK:
      return g_strdup ("checks perpetually");
    case XQ_PATTERN_PERPETUAL_MATE_THREAT:
      return g_strdup ("threatens mate perpetually");
    case XQ_PATTERN_PERPETUAL_CHASE:
      return g_strdup ("chases perpetually");
    case XQ_PATTERN_CHECK_CHASE:
      return g_strdup ("alternates checks with chases");
    case XQ_PATTERN_CHECK_MATE_THREAT:
      return g_strdup ("alternates checks with mate threats");
    case XQ_PATTERN_MATE_THREAT_CHASE:
      return g_strdup ("alternates mate threats with chases");
    case XQ_PATTERN_MIXED_ATTACKS:
      return g_strdup ("attacks perpetually with checks, mate threats and chases");
    case XQ_PATTERN_CHECK_IDLE:
    case XQ_PATTERN_CHECKS_IDLE:
      return attacks_with_idles_en ("check", "checks", s->checks, s->idles);
    case XQ_PATTERN_MATE_THREAT_IDLE:
      return attacks_with_idles_en ("mate threat", "mate threats", s->mate_threats, s->idles);
    case XQ_PATTERN_CHASE_IDLE:
      return attacks_with_idles_en ("chase", "chases", s->chases, s->idles);
    case XQ_PATTERN_ATTACKS_IDLE:
      return g_strdup ("alternates attacks with idle moves");
    case XQ_PATTERN_KING_CHASE:
      return g_strdup ("chases perpetually with its general");
    case XQ_PATTERN_PAWN_CHASE:
      return g_strdup ("chases perpetually with pawns");
    case XQ_PATTERN_EXCHANGE:
      return g_strdup ("offers exchanges perpetually");
    case XQ_PATTERN_SACRIFICE:
      return g_strdup ("offers sacrifices perpetually");
    case XQ_PATTERN_BLOCK:
      return g_strdup ("blocks perpetually");
    case XQ_PATTERN_FOLLOW:
      return g_strdup ("follows perpetually");
    case XQ_PATTERN_IDLE:
      return g_strdup ("makes only idle moves");
    case XQ_PATTERN_NONE:
    default:
      return g_strdup ("makes no repeated attack");
    }
}

char *
xq_text_side_doing (XqLang             lang,
                    XqColor            color,
                    const XqCycleSide *s)
{
  if (lang != XQ_LANG_EN)
    return xq_text_side_term (lang, color, s);
  return side_verb_en (s);
}

char *
xq_text_side_term_styled (const XqTextStyle *style,
                          XqColor            color,
                          const XqCycleSide *s)
{
  char *axf = style->profile == XQ_PROFILE_AXF ? axf_term (style->lang, s, FALSE) : NULL;

  return axf != NULL ? axf : xq_text_side_pattern (style->lang, color, s);
}

char *
xq_text_side_doing_styled (const XqTextStyle *style,
                           XqColor            color,
                           const XqCycleSide *s)
{
  char *axf = style->profile == XQ_PROFILE_AXF ? axf_term (style->lang, s, TRUE) : NULL;

  return axf != NULL ? axf : xq_text_side_doing (style->lang, color, s);
}

/* The pieces chased by @color in the cycle, named where they stand before its last move. */
static char *
chased_names (const XqTextStyle *style,
              const Cycle       *c,
              const XqPosition  *final,
              XqBitboard         set)
{
  (void) c;
  return xq_text_pieces (style, final, set);
}

/* The pieces @color's general (@by_pawns: its pawns) chases in the cycle, named after the last such
 * move: these chases are idle, so the side's own set of chased pieces leaves them out. */
static char *
idle_chased_names (const XqTextStyle *style,
                   const Cycle       *c,
                   XqColor            color,
                   gboolean           by_pawns)
{
  for (guint p = c->last; c->before && p >= c->first; p--)
    {
      const XqMoveAnalysis *a = &c->analyses[p - c->first];
      XqBitboard            set = by_pawns ? a->pawn_chased : a->king_chased;
      if (a->mover == color && set)
        {
          XqPosition after = c->before[p - c->first];
          XqUndo     undo;
          xq_position_make (&after, a->move, &undo);
          return xq_text_pieces (style, &after, set);
        }
    }
  return NULL;
}

/* The idle moves of @color in the cycle, in the style's notation, each once (@n: how many). */
static char *
idle_moves (const XqTextStyle *style,
            const Cycle       *c,
            XqColor            color,
            guint             *n)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);

  for (guint p = c->first; c->before && p <= c->last; p++)
    {
      const XqMoveAnalysis *a = &c->analyses[p - c->first];
      if (a->mover == color && a->heaviest == XQ_NATURE_IDLE)
        {
          char    *move = xq_text_move (style, &c->before[p - c->first], a->move);
          gboolean seen = FALSE;
          for (guint i = 0; i < moves->len && !seen; i++)
            seen = g_str_equal (moves->pdata[i], move);
          if (seen)
            g_free (move);
          else
            g_ptr_array_add (moves, move);
        }
    }
  *n = moves->len;
  if (moves->len == 0)
    return NULL;
  return xq_text_join (style->lang, moves);
}

/* Do all of @color's chases in the cycle have @attacker kinds on @target kinds? */
static gboolean
chases_are (const Cycle *c,
            XqColor      color,
            XqKind       attacker,
            XqKind       target)
{
  gboolean any = FALSE;

  for (guint p = c->first; c->before && p <= c->last; p++)
    {
      const XqMoveAnalysis *a = &c->analyses[p - c->first];
      XqPosition            after = c->before[p - c->first];
      XqUndo                undo;

      if (a->mover != color)
        continue;
      xq_position_make (&after, a->move, &undo);
      for (guint i = 0; i < a->n_targets; i++)
        {
          const XqTarget *t = &a->targets[i];
          XqSquare        from = xq_move_from (t->eval.capture);
          if (!t->chased)
            continue;
          if (xq_piece_kind (t->piece) != target || !xq_square_is_valid (from) ||
              xq_piece_kind (after.board[from]) != attacker)
            return FALSE;
          any = TRUE;
        }
    }
  return any;
}

/* The part of @c that one loop covers (plies @first..@last, inside @c). */
static Cycle
sub_cycle (const Cycle *c,
           guint        first,
           guint        last)
{
  Cycle sub = { 0 };

  if (c->before == NULL || first < c->first || last > c->last || first > last)
    return sub;
  sub.first = first;
  sub.last = last;
  sub.before = c->before + (first - c->first);
  sub.analyses = c->analyses + (first - c->first);
  return sub;
}

/* The clause of a side's pattern (@s, its moves in @c), where the profile has one of its own. */
static XqCite
pattern_cite (const XqTextStyle *style,
              const Cycle       *c,
              const XqCycleSide *s,
              XqColor            color)
{
  switch (s->pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHECK:
      /* what 长将 is (28.10); the verdict on it cites 26.1 */
      return XQ_CITE_PERPETUAL_CHECK_TERM;
    case XQ_PATTERN_PERPETUAL_MATE_THREAT:
      return XQ_CITE_PERPETUAL_MATE_THREAT;
    case XQ_PATTERN_PERPETUAL_CHASE:
      if (style->profile == XQ_PROFILE_AXF && chases_are (c, color, XQ_CANNON, XQ_ROOK))
        return XQ_CITE_CANNON_ON_ROOK;
      if (style->profile == XQ_PROFILE_AXF && chases_are (c, color, XQ_ROOK, XQ_CANNON))
        return XQ_CITE_ROOK_ON_CANNON;
      if (style->profile == XQ_PROFILE_AXF && !s->same_piece)
        return XQ_CITE_CHASE_SEVERAL;
      return XQ_CITE_PERPETUAL_CHASE;
    case XQ_PATTERN_CHECK_CHASE:
      /* AXF rule 12 allows 一将一捉; where every move chases one piece it is a perpetual chase */
      if (style->profile == XQ_PROFILE_AXF && s->forbidden)
        return XQ_CITE_NONE;
      return XQ_CITE_CHECK_CHASE;
    case XQ_PATTERN_CHECK_MATE_THREAT:
      return XQ_CITE_CHECK_MATE_THREAT;
    case XQ_PATTERN_CHECK_IDLE:
    case XQ_PATTERN_CHECKS_IDLE:
      return XQ_CITE_CHECK_IDLE;
    case XQ_PATTERN_MATE_THREAT_IDLE:
    case XQ_PATTERN_CHASE_IDLE:
    case XQ_PATTERN_ATTACKS_IDLE:
      return XQ_CITE_ATTACK_WITH_IDLE;
    case XQ_PATTERN_KING_CHASE:
      return XQ_CITE_KING_CHASE;
    case XQ_PATTERN_PAWN_CHASE:
      return XQ_CITE_PAWN_CHASE;
    case XQ_PATTERN_EXCHANGE:
    case XQ_PATTERN_SACRIFICE:
      return XQ_CITE_OFFERS;
    case XQ_PATTERN_BLOCK:
      return XQ_CITE_BLOCKS;
    case XQ_PATTERN_FOLLOW:
      return XQ_CITE_FOLLOWS;
    case XQ_PATTERN_MATE_THREAT_CHASE:
    case XQ_PATTERN_MIXED_ATTACKS:
      return XQ_CITE_ATTACKS;
    case XQ_PATTERN_IDLE:
      return XQ_CITE_IDLE;
    case XQ_PATTERN_NONE:
    default:
      return XQ_CITE_NONE;
    }
}

/* The side whose forbidden pattern is answered by return attacks (1957; CXA 三打一还打). */
static XqColor
answered_side (const XqCycleSide side[XQ_N_COLORS])
{
  if (side[XQ_RED].excused != side[XQ_BLACK].excused)
    return side[XQ_RED].excused ? XQ_RED : XQ_BLACK;
  return side[XQ_RED].forbidden ? XQ_RED : XQ_BLACK;
}

/* Does @s answer only with attacks that are ones in form only, or with a pawn's chases? */
static gboolean
answers_in_form (const XqCycleSide *s)
{
  return s->attacks == 0 && s->form_chases > 0;
}

/* Seed 000's example for a return attack (1957): 例三 where only a pawn answers, 例五 where two
 * chases meet one chase, 例六 where two attacks meet one (a return attack counts as it is played,
 * one in form only too); other balances have no example. */
static XqCite
return_cite (const XqCycleSide side[XQ_N_COLORS],
             XqAttackBalance   balance)
{
  XqColor            f = answered_side (side);
  const XqCycleSide *fs = &side[f], *as = &side[xq_color_other (f)];

  if (as->attacks == 0 && as->form_chases == 0)
    return XQ_CITE_PAWN_RETURN;
  if (balance != XQ_ATTACKS_TWO_VS_ONE)
    return XQ_CITE_NONE;
  if (fs->chases == fs->attacks && as->chases == as->attacks && as->pawn_chases == 0 && as->form_chases == 0)
    return XQ_CITE_RETURN_CHASE;
  return XQ_CITE_RETURN_ATTACK;
}

/* The first loop whose verdict is a draw by return attacks (1957), or NULL. */
static const XqCycleLoop *
return_loop (const XqRuling *r)
{
  for (guint i = 0; i < MIN (r->n_loops, XQ_MAX_LOOPS); i++)
    if (r->loops[i].verdict.reason == XQ_REASON_RETURN_ATTACK)
      return &r->loops[i];
  return NULL;
}

/* What the verdict rests on. */
static XqCite
verdict_cite (const XqTextStyle *style,
              const Cycle       *c,
              const XqRuling    *r)
{
  switch (r->reason)
    {
    case XQ_REASON_CHECKMATE:
      return XQ_CITE_CHECKMATE;
    case XQ_REASON_STALEMATE:
      return XQ_CITE_STALEMATE;
    case XQ_REASON_SIXTY_MOVES:
      return XQ_CITE_SIXTY_MOVES;
    case XQ_REASON_MOVE_LIMIT:
    case XQ_REASON_MOVE_LIMIT_CHECK:
      return XQ_CITE_MOVE_LIMIT;
    case XQ_REASON_PERPETUAL_CHECK:
      if (style->profile == XQ_PROFILE_AXF && r->balance == XQ_ATTACKS_TWO_VS_ONE)
        return XQ_CITE_TWO_CHECKS_ONE;
      return XQ_CITE_PERPETUAL_CHECK;
      case XQ_REASON_RETURN_ATTACK: {
        const XqCycleLoop *l = r->n_loops > 1 ? return_loop (r) : NULL;
        return l != NULL ? return_cite (l->side, l->verdict.balance) : return_cite (r->side, r->balance);
      }
    case XQ_REASON_BOTH_ALLOWED:
      if (style->profile == XQ_PROFILE_1957)
        {
          XqColor more = r->side[XQ_RED].attacks >= r->side[XQ_BLACK].attacks ? XQ_RED : XQ_BLACK;
          return pattern_cite (style, c, &r->side[more], more);
        }
      return XQ_CITE_BOTH_ALLOWED;
    case XQ_REASON_BOTH_FORBIDDEN:
      if (style->profile != XQ_PROFILE_CXA && r->side[XQ_RED].pattern == XQ_PATTERN_PERPETUAL_CHECK &&
          r->side[XQ_BLACK].pattern == XQ_PATTERN_PERPETUAL_CHECK)
        return XQ_CITE_MUTUAL_CHECKS;
      /* seed 000 例九: 黑车长捉红炮两步，红炮一将一还捉，双方不变作和 */
      if (style->profile == XQ_PROFILE_1957 &&
          ((r->side[XQ_RED].pattern == XQ_PATTERN_PERPETUAL_CHASE &&
            r->side[XQ_BLACK].pattern == XQ_PATTERN_CHECK_CHASE) ||
           (r->side[XQ_RED].pattern == XQ_PATTERN_CHECK_CHASE &&
            r->side[XQ_BLACK].pattern == XQ_PATTERN_PERPETUAL_CHASE)))
        return XQ_CITE_CHASE_VS_CHECK_CHASE;
      /* seed 000 和棋 十: 车、马循环反捉：车捉马马踩车，彼此不变作为和棋 — every chase of one
       * side is a rook's on a horse, every chase of the other a horse's on a rook */
      if (style->profile == XQ_PROFILE_1957 && r->side[XQ_RED].pattern == XQ_PATTERN_PERPETUAL_CHASE &&
          r->side[XQ_BLACK].pattern == XQ_PATTERN_PERPETUAL_CHASE &&
          ((chases_are (c, XQ_RED, XQ_ROOK, XQ_HORSE) && chases_are (c, XQ_BLACK, XQ_HORSE, XQ_ROOK)) ||
           (chases_are (c, XQ_RED, XQ_HORSE, XQ_ROOK) && chases_are (c, XQ_BLACK, XQ_ROOK, XQ_HORSE))))
        return XQ_CITE_ROOK_HORSE;
      /* seed 000 例四: 仕六进五，车7退2，仕五退六，车7进2，解捉还捉，双方不变作和 */
      if (style->profile == XQ_PROFILE_1957 && r->side[XQ_RED].pattern == XQ_PATTERN_PERPETUAL_CHASE &&
          r->side[XQ_BLACK].pattern == XQ_PATTERN_PERPETUAL_CHASE)
        return XQ_CITE_MUTUAL_CHASE;
      return XQ_CITE_BOTH_FORBIDDEN;
    case XQ_REASON_FORBIDDEN_CYCLE:
      if (style->profile == XQ_PROFILE_CXA || !r->must_change_set)
        return XQ_CITE_FORBIDDEN_VS_ALLOWED;
      if (style->profile == XQ_PROFILE_AXF)
        {
          /* AXF: the detailed rule of the chase where there is one (rules 15, 18), else rule 3 —
           * never rule 12 (一将一捉 allowed) or 32 (several pieces, allowed) for a loss */
          XqCite own = pattern_cite (style, c, &r->side[r->must_change], r->must_change);
          if (own == XQ_CITE_CANNON_ON_ROOK || own == XQ_CITE_ROOK_ON_CANNON)
            return own;
          return XQ_CITE_REPEATED_VIOLATION;
        }
      return pattern_cite (style, c, &r->side[r->must_change], r->must_change);
    case XQ_REASON_NONE:
    default:
      return XQ_CITE_NONE;
    }
}

XqCite
xq_text_verdict_cite (const XqTextStyle *style,
                      const XqPosition  *start,
                      const XqMove      *moves,
                      guint              n_moves,
                      const XqRuling    *r)
{
  Cycle  c = { 0 };
  XqCite cite;

  /* Only the AXF clauses of a perpetual chase and the 1957 rook-and-horse draw (both sides chase
   * perpetually) turn on what the cycle's chases are (chases_are): the others need no analysis,
   * which keeps qili-cli review's clause per finding cheap. */
  if ((style->profile == XQ_PROFILE_AXF && r->reason == XQ_REASON_FORBIDDEN_CYCLE) ||
      (style->profile == XQ_PROFILE_1957 && r->side[XQ_RED].pattern == XQ_PATTERN_PERPETUAL_CHASE &&
       r->side[XQ_BLACK].pattern == XQ_PATTERN_PERPETUAL_CHASE))
    cycle_init (&c, style, start, moves, n_moves, r);
  cite = verdict_cite (style, &c, r);
  cycle_clear (&c);
  return cite;
}

char *
xq_text_clause (const XqTextStyle *style,
                const XqPosition  *start,
                const XqMove      *moves,
                guint              n_moves,
                const XqRuling    *r)
{
  return xq_text_cite (style, xq_text_verdict_cite (style, start, moves, n_moves, r));
}

/* What one side (@s, its moves in @c) does, a clause: 红方长捉黑方7路马 / "Red chases … perpetually". */
static char *
side_doing (const XqTextStyle *style,
            const Cycle       *c,
            const XqPosition  *final,
            const XqCycleSide *s,
            XqColor            color)
{
  XqLang           lang = style->lang;
  const char      *side = xq_text_side_name (lang, color);
  g_autofree char *chased = s->chased ? chased_names (style, c, final, s->chased) : NULL;
  g_autofree char *idle = NULL;
  g_autofree char *doing = xq_text_side_doing_styled (style, color, s);
  guint            n_idle = 0;

  /* AXF: forbidden only for perpetual check or the perpetual chase of one piece, whatever else the
   * moves do: named by that piece */
  if (style->profile == XQ_PROFILE_AXF && s->forbidden && s->pattern != XQ_PATTERN_PERPETUAL_CHECK &&
      s->chased_always != 0)
    {
      g_autofree char *one = chased_names (style, c, final, s->chased_always);
      return g_strdup_printf (XQ_T (lang, "%1$s chases %2$s perpetually"), side, one);
    }
  switch (s->pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHASE:
      if (chased && style->profile == XQ_PROFILE_AXF && !s->same_piece)
        /* Translators: AXF rule 32; the side, the pieces it chases in turn */
        return g_strdup_printf (XQ_T (lang, "%1$s chases %2$s in turn"), side, chased);
      if (chased)
        /* Translators: the side, the pieces it chases */
        return g_strdup_printf (XQ_T (lang, "%1$s chases %2$s perpetually"), side, chased);
      break;
    case XQ_PATTERN_CHECK_CHASE:
      if (chased)
        return g_strdup_printf (XQ_T (lang, "%1$s alternates checks with chases of %2$s"), side, chased);
      break;
    case XQ_PATTERN_MATE_THREAT_CHASE:
      if (chased)
        return g_strdup_printf (XQ_T (lang, "%1$s alternates mate threats with chases of %2$s"), side, chased);
      break;
    case XQ_PATTERN_KING_CHASE:
      if (!chased)
        chased = idle_chased_names (style, c, color, FALSE);
      if (chased)
        /* Translators: the side, the pieces its general chases, the general (帅/将) */
        return g_strdup_printf (XQ_T (lang, "%1$s chases %2$s perpetually with its %3$s"), side, chased,
                                xq_text_general_name (lang, color));
      break;
    case XQ_PATTERN_PAWN_CHASE:
      if (!chased)
        chased = idle_chased_names (style, c, color, TRUE);
      if (chased)
        /* Translators: the side, the pieces its pawns chase, the pawn (兵/卒) */
        return g_strdup_printf (XQ_T (lang, "%1$s chases %2$s perpetually with a %3$s"), side, chased,
                                xq_text_kind_name (lang, color, XQ_PAWN));
      break;
    case XQ_PATTERN_CHECK_IDLE:
    case XQ_PATTERN_CHECKS_IDLE:
    case XQ_PATTERN_MATE_THREAT_IDLE:
    case XQ_PATTERN_CHASE_IDLE:
    case XQ_PATTERN_ATTACKS_IDLE:
      idle = idle_moves (style, c, color, &n_idle);
      if (idle && n_idle == 1)
        /* Translators: the side, what it does (一捉一闲 / "alternates chases with idle moves"), its
         * idle move */
        return g_strdup_printf (XQ_T (lang, "%1$s %2$s (the idle move: %3$s)"), side, doing, idle);
      if (idle)
        /* Translators: the side, what it does (一捉一闲 / "alternates chases with idle moves"),
         * its idle moves */
        return g_strdup_printf (XQ_T (lang, "%1$s %2$s (the idle moves: %3$s)"), side, doing, idle);
      break;
    case XQ_PATTERN_IDLE:
      return g_strdup_printf (XQ_T (lang, "%s makes only idle moves"), side);
    default:
      break;
    }
  /* Translators: the side and what it does in the cycle, its pattern in Chinese: 红方长将 /
   * "Red checks perpetually" */
  return g_strdup_printf (XQ_T (lang, "%1$s %2$s"), side, doing);
}

/* One side's moves with their standing: "…, which is forbidden (28.12)", "…, which is allowed
 * (25.2)", or, where the other side's return attacks excuse a forbidden pattern, the words of
 * that (1957: no offence; CXA: the balance says it, so no standing here). Each side with its
 * pattern's own clause, where the profile has one. */
static char *
side_clause (const XqTextStyle *style,
             const Cycle       *c,
             const XqPosition  *final,
             const XqCycleSide  side[XQ_N_COLORS],
             XqColor            color)
{
  const XqCycleSide *s = &side[color], *other = &side[xq_color_other (color)];
  g_autofree char   *doing = side_doing (style, c, final, s, color);
  XqCite             own = pattern_cite (style, c, s, color);
  g_autofree char   *cite = xq_text_cite_paren (style, own);

  if (s->pattern == XQ_PATTERN_NONE)
    return NULL;
  if (s->excused && style->profile == XQ_PROFILE_1957 && other->attacks == 0 && other->form_chases == 0)
    /* Translators: 1957 例三; what the side does (a clause), the other side's pawn (兵/卒), the rule
     * book ("the 1957 rules"): 红方长杀，对方以卒还捉，按1957年规则不算违例 */
    return g_strdup_printf (XQ_T (style->lang, "%1$s, answered by the opponent’s %2$s chasing in return, which is no offence under %3$s"),
                            doing, xq_text_kind_name (style->lang, xq_color_other (color), XQ_PAWN),
                            xq_text_book_name (style));
  if (s->excused && style->profile == XQ_PROFILE_1957)
    /* Translators: 1957 例五, 例六; what the side does (a clause), the rule book ("the 1957 rules"):
     * 黑方长捉红方九路炮，对方有还打，按1957年规则不算违例 */
    return g_strdup_printf (XQ_T (style->lang, "%1$s, answered by the opponent’s return attacks, which is no offence under %2$s"),
                            doing, xq_text_book_name (style));
  if (s->excused)
    /* a forbidden pattern that the other side's return attacks make allowed, as the balance says
     * (三打一还打): no standing here */
    return g_strconcat (doing, cite, NULL);
  if (s->forbidden)
    /* Translators: what the side does (a clause), then the clause */
    return g_strdup_printf (XQ_T (style->lang, "%1$s, which is forbidden%2$s"), doing, cite);
  return g_strdup_printf (XQ_T (style->lang, "%1$s, which is allowed%2$s"), doing, cite);
}

/* 二打一还打 and the like (seed 001; CXA 28.14, 28.15), only where both sides attack; under AXF only
 * its own two categories (rule 7 解将还将, rule 8 二将一还将). NULL for none. @answered_in_form: the
 * 1957 return attacks are ones in form only. */
static const char *
balance_words (const XqTextStyle *style,
               const XqCycleSide  side[XQ_N_COLORS],
               XqAttackBalance    balance)
{
  XqLang   lang = style->lang;
  gboolean both = (side[XQ_RED].attacks > 0 || side[XQ_RED].form_chases > 0) &&
                  (side[XQ_BLACK].attacks > 0 || side[XQ_BLACK].form_chases > 0);

  if (style->profile == XQ_PROFILE_AXF)
    {
      gboolean checks = side[XQ_RED].pattern == XQ_PATTERN_PERPETUAL_CHECK ||
                        side[XQ_BLACK].pattern == XQ_PATTERN_PERPETUAL_CHECK;
      if (balance == XQ_ATTACKS_MUTUAL && side[XQ_RED].pattern == XQ_PATTERN_PERPETUAL_CHECK &&
          side[XQ_BLACK].pattern == XQ_PATTERN_PERPETUAL_CHECK)
        /* Translators: AXF rule 7 */
        return XQ_T (lang, "each check answered by a check back");
      if (balance == XQ_ATTACKS_TWO_VS_ONE && checks &&
          side[XQ_RED].checks + side[XQ_BLACK].checks == side[XQ_RED].attacks + side[XQ_BLACK].attacks)
        /* Translators: AXF rule 8 */
        return XQ_T (lang, "two checks against one check back");
      return NULL;
    }
  /* seed 000 names only its examples' (例五 二捉一还打, 例六 二打一还打) */
  if (style->profile == XQ_PROFILE_1957)
    {
      if (balance != XQ_ATTACKS_TWO_VS_ONE || !both)
        return NULL;
      if (side[XQ_RED].chases == side[XQ_RED].attacks && side[XQ_BLACK].chases == side[XQ_BLACK].attacks &&
          side[XQ_RED].form_chases + side[XQ_BLACK].form_chases == 0)
        /* Translators: seed 000 例五 二捉一还打 */
        return XQ_T (lang, "two chases against one return attack");
      return XQ_T (lang, "two attacks against one return attack");
    }
  switch (balance)
    {
    case XQ_ATTACKS_ONE_SIDED:
      /* Translators: CXA 28.15 长打对非长打 */
      return XQ_T (lang, "perpetual attacks on one side only");
    case XQ_ATTACKS_MUTUAL:
      /* Translators: CXA 28.14 长打对长打 */
      return both ? XQ_T (lang, "perpetual attacks on both sides") : NULL;
    case XQ_ATTACKS_TWO_VS_ONE:
      return both ? XQ_T (lang, "two attacks against one return attack") : NULL;
    case XQ_ATTACKS_TWO_VS_TWO:
      return both ? XQ_T (lang, "two attacks against two, which is allowed") : NULL;
    case XQ_ATTACKS_THREE_VS_ONE:
      return both ? XQ_T (lang, "three attacks against one, which is allowed") : NULL;
    case XQ_ATTACKS_MANY_VS_MANY:
      return both ? XQ_T (lang, "several attacks against several, which is allowed") : NULL;
    case XQ_EXCHANGE_OF_ATTACKS_NONE:
    default:
      return NULL;
    }
}

/* Moves whose chase is one in form only (taking would be mated): the verdict turns on them. Under
 * 1957 they are return attacks all the same (seed 000 例六), when the verdict is a draw for it. */
static void
add_poisoned (GPtrArray         *out,
              const XqTextStyle *style,
              const Cycle       *c,
              gboolean           returns_as_played)
{
  GHashTable *said = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint p = c->first; c->before && p <= c->last; p++)
    {
      const XqMoveAnalysis *a = &c->analyses[p - c->first];
      XqPosition            after = c->before[p - c->first];
      XqUndo                undo;

      xq_position_make (&after, a->move, &undo);
      for (guint i = 0; i < a->n_targets; i++)
        if (a->targets[i].exclusion == XQ_EXCLUDE_TAKER_MATED)
          {
            char            *move = xq_text_move (style, &c->before[p - c->first], a->move);
            g_autofree char *name = xq_text_piece (style, &after, a->targets[i].square);
            g_autofree char *cite = xq_text_cite_paren (style, XQ_CITE_TAKER_MATED);

            if (!g_hash_table_add (said, move))
              break;
            if (returns_as_played && a->heaviest == XQ_NATURE_IDLE)
              /* Translators: 1957 例六; the side, its move, the piece attacked in form only */
              g_ptr_array_add (out, g_strdup_printf (XQ_T (style->lang, "%1$s’s %2$s attacks %3$s, though taking it would be mated at once: the 1957 rules count a return attack as it is played, so it is one."),
                                                     xq_text_side_name (style->lang, a->mover), move, name));
            else
              /* Translators: the side, its move, the piece attacked in form only, the clause */
              g_ptr_array_add (out, g_strdup_printf (XQ_T (style->lang, "%1$s’s %2$s attacks %3$s in form only: taking it would be mated at once, so the move counts as idle%4$s."),
                                                     xq_text_side_name (style->lang, a->mover), move, name, cite));
            break;
          }
    }
  g_hash_table_unref (said);
}

/* The moves of plies @first..@last with their move numbers, in the style's notation:
 * "26.……马7进8 27.车七平三 马8退7" / "26... H7+8 27. R7.3 H8-7". */
static char *
numbered_moves (const XqTextStyle *style,
                const Cycle       *c,
                guint              first,
                guint              last)
{
  GString *s = g_string_new (NULL);

  for (guint p = first; c->before && p <= last; p++)
    {
      const XqPosition *before = &c->before[p - c->first];
      g_autofree char  *move = xq_text_move (style, before, c->analyses[p - c->first].move);
      gboolean          red = before->side == XQ_RED;

      if (s->len > 0)
        g_string_append_c (s, ' ');
      if (style->lang == XQ_LANG_EN)
        {
          if (red)
            g_string_append_printf (s, "%u. ", before->fullmove);
          else if (p == first)
            g_string_append_printf (s, "%u... ", before->fullmove);
        }
      else
        {
          if (red)
            g_string_append_printf (s, "%u.", before->fullmove);
          else if (p == first)
            g_string_append_printf (s, "%u.……", before->fullmove);
        }
      g_string_append (s, move);
    }
  return g_string_free (s, FALSE);
}

/* "after plies 1, 5 and 9" / "第1、5、9着后", with the start named as such. */
static char *
occurrence_words (const XqTextStyle *style,
                  const XqRuling    *r)
{
  g_autoptr (GPtrArray) plies = g_ptr_array_new_with_free_func (g_free);
  gboolean              start = FALSE;
  g_autofree char      *list = NULL;
  guint                 n = MIN (r->repetitions, XQ_MAX_OCCURRENCES);

  for (guint i = 0; i < n; i++)
    {
      if (r->occurrences[i] == 0)
        start = TRUE;
      else
        g_ptr_array_add (plies, g_strdup_printf ("%u", r->occurrences[i]));
    }
  if (r->repetitions > n)
    g_ptr_array_add (plies, g_strdup ("…"));
  list = xq_text_join (style->lang, plies);
  if (start && plies->len == 1)
    /* Translators: the plies after which a position stood: 起始局面及第4着后 */
    return g_strdup_printf (XQ_T (style->lang, "at the start and after ply %s"), list);
  if (start)
    return g_strdup_printf (XQ_T (style->lang, "at the start and after plies %s"), list);
  /* Translators: 第1、5、9着后 */
  return g_strdup_printf (XQ_T (style->lang, "after plies %s"), list);
}

/* The loop's name: 第一个循环 / "Loop 1" */
static char *
loop_name (XqLang lang,
           guint  index)
{
  static const char *const numerals[] = { "一", "二", "三", "四", "五", "六", "七", "八" };
  g_autofree char         *number = lang == XQ_LANG_EN || index >= G_N_ELEMENTS (numerals)
                                      ? g_strdup_printf ("%u", index + 1)
                                      : g_strdup (numerals[index]);

  /* Translators: a loop of a repetition by its number (一, 二 … in Chinese): 第一个循环 */
  return g_strdup_printf (XQ_T (lang, "Loop %s"), number);
}

/* What the verdict says of the sides, the first half of the 裁决 sentence: the sides' patterns
 * and how their attacks relate (one loop), or in how many loops each is forbidden. */
static char *
verdict_what (const XqTextStyle *style,
              const Cycle       *c,
              const XqRuling    *r)
{
  XqLang lang = style->lang;

  (void) c;
  if (r->n_loops > 1)
    {
      gboolean held[XQ_N_COLORS];
      for (int k = 0; k < XQ_N_COLORS; k++)
        held[k] = r->side[k].forbidden && !r->side[k].excused;
      if (held[XQ_RED] && held[XQ_BLACK])
        /* Translators: the 裁决 of a repetition of several loops; how many loops */
        return g_strdup_printf (XQ_T (lang, "both sides are forbidden in every one of the %u loops"), r->n_loops);
      if (held[XQ_RED] || held[XQ_BLACK])
        {
          XqColor f = held[XQ_RED] ? XQ_RED : XQ_BLACK;
          /* Translators: the side forbidden in every loop, how many loops, the other side */
          return g_strdup_printf (XQ_T (lang, "%1$s is forbidden in every one of the %2$u loops, %3$s is not"),
                                  xq_text_side_name (lang, f), r->n_loops, xq_text_side_name (lang, xq_color_other (f)));
        }
      return g_strdup_printf (XQ_T (lang, "neither side is forbidden in every one of the %u loops"), r->n_loops);
    }
  {
    g_autofree char *red = xq_text_side_doing_styled (style, XQ_RED, &r->side[XQ_RED]);
    g_autofree char *black = xq_text_side_doing_styled (style, XQ_BLACK, &r->side[XQ_BLACK]);
    const char      *balance = balance_words (style, r->side, r->balance);

    if (answers_in_form (&r->side[XQ_RED]) && r->reason == XQ_REASON_RETURN_ATTACK)
      g_free (red), red = g_strdup (XQ_T (lang, "answers with an attack in form only"));
    if (answers_in_form (&r->side[XQ_BLACK]) && r->reason == XQ_REASON_RETURN_ATTACK)
      g_free (black), black = g_strdup (XQ_T (lang, "answers with an attack in form only"));
    const char *rn = xq_text_side_name (lang, XQ_RED), *bn = xq_text_side_name (lang, XQ_BLACK);

    if (balance)
      /* Translators: the 裁决's sides and how their attacks relate: 红方长捉，黑方一捉一闲，属二打一还打 */
      return g_strdup_printf (XQ_T (lang, "%1$s %2$s, %3$s %4$s: %5$s"), rn, red, bn, black, balance);
    if (r->reason == XQ_REASON_BOTH_ALLOWED)
      /* Translators: the 裁决's sides: 红方一捉一闲，黑方闲着，双方均为允许着法 */
      return g_strdup_printf (XQ_T (lang, "%1$s %2$s, %3$s %4$s: both are allowed"), rn, red, bn, black);
    /* Translators: the 裁决's sides: 红方长捉，黑方长杀 / "Red chases perpetually, Black …" */
    return g_strdup_printf (XQ_T (lang, "%1$s %2$s, %3$s %4$s"), rn, red, bn, black);
  }
}

/* What happens if nobody changes, the second half of the 裁决 sentence. */
static char *
verdict_consequence (const XqTextStyle *style,
                     const XqRuling    *r)
{
  if (r->must_change_set)
    /* Translators: 红方须变着，不变判负 */
    return g_strdup_printf (XQ_T (style->lang, "%1$s must change, or loses"), xq_text_side_name (style->lang, r->must_change));
  return g_strdup (XQ_T (style->lang, "the game is drawn if neither changes"));
}

/* Why the ruling differs from the one at the previous occurrence: the loop played since, and in it
 * the sides that the ruling then held forbidden but that are allowed in it. */
static char *
changed_sentence (const XqTextStyle *style,
                  const Cycle       *c,
                  const XqPosition  *final,
                  const XqRuling    *r)
{
  XqLang                lang = style->lang;
  const XqCycleLoop    *l;
  g_autoptr (GPtrArray) why = g_ptr_array_new_with_free_func (g_free);
  g_autofree char      *before = NULL;
  g_autofree char      *name = NULL;
  g_autofree char      *reasons = NULL;
  Cycle                 sub;

  if (!r->changed || r->changing_loop >= MIN (r->n_loops, XQ_MAX_LOOPS))
    return NULL;
  l = &r->loops[r->changing_loop];
  sub = sub_cycle (c, l->first_ply, l->last_ply);
  if (r->previous.must_change_set)
    before = g_strdup_printf (XQ_T (lang, "%1$s had to change"), xq_text_side_name (lang, r->previous.must_change));
  else
    before = g_strdup (XQ_T (lang, "it was a draw if neither changed"));
  for (int k = 0; k < XQ_N_COLORS; k++)
    if (!l->offending[k] && (r->previous.must_change_set ? r->previous.must_change == (XqColor) k
                                                         : r->previous.reason == XQ_REASON_BOTH_FORBIDDEN))
      {
        g_autofree char *doing = side_doing (style, &sub, final, &l->side[k], (XqColor) k);
        /* Translators: in the new loop, what the side does there (a clause), which is allowed there */
        g_ptr_array_add (why, g_strdup_printf (XQ_T (lang, "%1$s, which is allowed there"), doing));
      }
  if (why->len == 0)
    return NULL;
  reasons = xq_text_join (lang, why);
  name = loop_name (lang, r->changing_loop);
  /* Translators: the ply of the previous occurrence, the ruling then, the new loop's name and plies,
   * what the sides do in it: 上一次（第55着后）红方须变着；此后走出的第二个循环（第56至59着）与前不同：…，
   * 故裁决改变 */
  return g_strdup_printf (XQ_T (lang, "At the previous occurrence (after ply %1$u) %2$s; %3$s (plies %4$u–%5$u) came since, with other moves: %6$s, so the ruling changes."),
                          r->previous_ply, before, name, l->first_ply, l->last_ply, reasons);
}

/* The sentences of one loop of several: its moves, then what each side does in it. */
static void
add_loop (GPtrArray         *out,
          const XqTextStyle *style,
          const Cycle       *c,
          const XqPosition  *final,
          const XqRuling    *r,
          guint              index)
{
  XqLang             lang = style->lang;
  const XqCycleLoop *l = &r->loops[index];
  Cycle              sub = sub_cycle (c, l->first_ply, l->last_ply);
  g_autofree char   *name = loop_name (lang, index);
  g_autofree char   *moves = numbered_moves (style, &sub, l->first_ply, l->last_ply);
  g_autofree char   *red = NULL, *black = NULL;
  const char        *balance;
  g_autofree char   *standing = NULL;

  if (sub.before == NULL)
    return;
  if (l->times > 1)
    /* Translators: the loop's name, its plies, how often it is played, its moves */
    g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "%1$s (plies %2$u–%3$u, played %4$u times): %5$s."), name,
                                           l->first_ply, l->last_ply, l->times, moves));
  else
    /* Translators: the loop's name, its plies, its moves */
    g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "%1$s (plies %2$u–%3$u): %4$s."), name, l->first_ply,
                                           l->last_ply, moves));
  red = side_clause (style, &sub, final, l->side, XQ_RED);
  black = side_clause (style, &sub, final, l->side, XQ_BLACK);
  balance = balance_words (style, l->side, l->verdict.balance);
  if (l->verdict.must_change_set)
    standing = g_strdup_printf (XQ_T (lang, "by itself %1$s would have to change"),
                                xq_text_side_name (lang, l->verdict.must_change));
  else
    standing = g_strdup (XQ_T (lang, "by itself a draw"));
  if (balance)
    /* Translators: in one loop: Red's clause; Black's clause; how the attacks relate; what the loop
     * alone would give */
    g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "In this loop, %1$s; %2$s; %3$s, %4$s."), red, black, balance,
                                           standing));
  else
    g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "In this loop, %1$s; %2$s; %3$s."), red, black, standing));
}

GPtrArray *
xq_text_ruling_sentences (const XqTextStyle *style,
                          const XqPosition  *start,
                          const XqMove      *moves,
                          guint              n_moves,
                          const XqRuling    *r)
{
  XqLang           lang = style->lang;
  XqPosition       final = *start;
  XqUndo           undo;
  Cycle            c;
  XqCite           verdict;
  GPtrArray       *out = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *cite = NULL;

  for (guint i = 0; i < n_moves; i++)
    xq_position_make (&final, moves[i], &undo);
  cycle_init (&c, style, start, moves, n_moves, r);
  verdict = verdict_cite (style, &c, r);
  cite = xq_text_cite_paren (style, verdict);

  switch (r->reason)
    {
    case XQ_REASON_CHECKMATE:
      cycle_clear (&c);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "%1$s is checkmated and loses%2$s."),
                                             xq_text_side_name (lang, (XqColor) final.side), cite));
      return out;
    case XQ_REASON_STALEMATE:
      cycle_clear (&c);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "%1$s has no legal move, is stalemated and loses%2$s."),
                                             xq_text_side_name (lang, (XqColor) final.side), cite));
      return out;
    case XQ_REASON_SIXTY_MOVES:
      cycle_clear (&c);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "%1$u moves without a capture: either player may claim a draw%2$s."),
                                             r->plies_without_capture / 2, cite));
      return out;
    case XQ_REASON_MOVE_LIMIT:
      cycle_clear (&c);
      if (style->profile == XQ_PROFILE_CXA)
        /* CXA 4.2.4: the natural limit of 60 moves without a capture, reduced by the arbiter (可酌减) */
        g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "The natural move limit, reduced by the arbiter, has run out without a capture: a draw%1$s."),
                                               cite));
      else
        g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "The arbiter’s move limit has run out without a new development: a draw%1$s."),
                                               cite));
      return out;
    case XQ_REASON_MOVE_LIMIT_CHECK:
      cycle_clear (&c);
      if (r->limit_check_ply >= 1 && r->limit_check_ply <= n_moves)
        {
          XqPosition       before = *start;
          g_autofree char *move = NULL;

          for (guint i = 0; i + 1 < r->limit_check_ply; i++)
            xq_position_make (&before, moves[i], &undo);
          move = xq_text_move (style, &before, moves[r->limit_check_ply - 1]);
          /* Translators: the side that checked, its move, the clause (限着) */
          g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "The arbiter’s move limit has run out, but %1$s’s %2$s gave check inside it, a new development: the arbiter may set a new limit instead of declaring the draw%3$s."),
                                                 xq_text_side_name (lang, (XqColor) before.side), move, cite));
        }
      return out;
    case XQ_REASON_NONE:
      cycle_clear (&c);
      g_ptr_array_add (out, g_strdup (XQ_T (lang, "No repetition cycle is closed and the game is not over.")));
      return out;
    case XQ_REASON_FORBIDDEN_CYCLE:
    case XQ_REASON_PERPETUAL_CHECK:
    case XQ_REASON_BOTH_ALLOWED:
    case XQ_REASON_BOTH_FORBIDDEN:
    case XQ_REASON_RETURN_ATTACK:
    default:
      break;
    }

  {
    g_autofree char *when = occurrence_words (style, r);
    /* Translators: how often the position occurred, and after which plies (第1、5、9着后) */
    g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "The position has occurred %1$u times (%2$s)."), r->repetitions,
                                           when));
  }
  if (r->n_loops > 1 && c.before != NULL)
    {
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "It came back by %u different loops, each judged by itself."),
                                             r->n_loops));
      for (guint i = 0; i < MIN (r->n_loops, XQ_MAX_LOOPS); i++)
        add_loop (out, style, &c, &final, r, i);
      {
        char *changed = changed_sentence (style, &c, &final, r);
        if (changed)
          g_ptr_array_add (out, changed);
      }
    }
  else
    {
      g_autofree char *list = numbered_moves (style, &c, c.first, c.last);
      g_autofree char *red = NULL, *black = NULL;

      if (c.before != NULL)
        /* Translators: the cycle's moves with their move numbers */
        g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "The moves of the cycle: %s."), list));
      red = side_clause (style, &c, &final, r->side, XQ_RED);
      black = side_clause (style, &c, &final, r->side, XQ_BLACK);
      if (red && black)
        {
          /* Translators: Red's clause; Black's clause */
          char *both = g_strdup_printf (XQ_T (lang, "%1$s; %2$s."), red, black);
          if (lang == XQ_LANG_EN)
            both[0] = g_ascii_toupper (both[0]);
          g_ptr_array_add (out, both);
        }
    }
  add_poisoned (out, style, &c, style->profile == XQ_PROFILE_1957 && r->reason == XQ_REASON_RETURN_ATTACK);
  {
    g_autofree char *what = verdict_what (style, &c, r);
    g_autofree char *then = verdict_consequence (style, r);
    g_autofree char *bare = xq_text_cite (style, verdict);

    if (bare)
      /* Translators: the 裁决: what the sides do, the clause, the consequence: 裁决：红方长捉，黑方一捉一闲，
       * 属二打一还打；依…第26.4条，红方须变着，不变判负。 */
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Ruling: %1$s; under %2$s, %3$s."), what, bare, then));
    else
      /* Translators: the 裁决 where the rule book has no numbered clause: …；按亚洲规则，… */
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Ruling: %1$s; under %2$s, %3$s."), what,
                                             xq_text_book_name (style), then));
  }
  cycle_clear (&c);
  return out;
}

char *
xq_text_ruling (const XqTextStyle *style,
                const XqPosition  *start,
                const XqMove      *moves,
                guint              n_moves,
                const XqRuling    *r)
{
  g_autoptr (GPtrArray) sentences = xq_text_ruling_sentences (style, start, moves, n_moves, r);

  g_ptr_array_add (sentences, NULL);
  return g_strjoinv (style->lang == XQ_LANG_EN ? " " : "", (char **) sentences->pdata);
}
