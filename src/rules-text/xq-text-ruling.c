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

/* The idle moves of @color in the cycle, in the style's notation. */
static char *
idle_moves (const XqTextStyle *style,
            const Cycle       *c,
            XqColor            color)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);

  for (guint p = c->first; c->before && p <= c->last; p++)
    {
      const XqMoveAnalysis *a = &c->analyses[p - c->first];
      if (a->mover == color && a->heaviest == XQ_NATURE_IDLE)
        g_ptr_array_add (moves, xq_text_move (style, &c->before[p - c->first], a->move));
    }
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

/* The clause of @color's pattern, where the profile has one of its own. */
static XqCite
pattern_cite (const XqTextStyle *style,
              const Cycle       *c,
              const XqRuling    *r,
              XqColor            color)
{
  const XqCycleSide *s = &r->side[color];

  switch (s->pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHECK:
      return XQ_CITE_PERPETUAL_CHECK;
    case XQ_PATTERN_PERPETUAL_MATE_THREAT:
      return XQ_CITE_PERPETUAL_MATE_THREAT;
    case XQ_PATTERN_PERPETUAL_CHASE:
      if (style->profile == XQ_PROFILE_AXF && chases_are (c, color, XQ_CANNON, XQ_ROOK))
        return XQ_CITE_CANNON_ON_ROOK;
      if (style->profile == XQ_PROFILE_AXF && chases_are (c, color, XQ_ROOK, XQ_CANNON))
        return XQ_CITE_ROOK_ON_CANNON;
      if (style->profile == XQ_PROFILE_AXF && !s->forbidden && !s->same_piece)
        return XQ_CITE_CHASE_SEVERAL;
      return XQ_CITE_PERPETUAL_CHASE;
    case XQ_PATTERN_CHECK_CHASE:
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
    case XQ_PATTERN_IDLE:
    case XQ_PATTERN_NONE:
    default:
      return XQ_CITE_NONE;
    }
}

/* The side whose forbidden pattern is answered (1957 return attacks): the one whose every move attacks. */
static XqColor
answered_side (const XqRuling *r)
{
  return r->side[XQ_RED].forbidden ? XQ_RED : XQ_BLACK;
}

/* Seed 000's example for a return attack (1957): 例三 where only a pawn answers, 例五 where two
 * chases meet one chase, 例六 where two attacks meet one; other balances have no example. */
static XqCite
return_cite (const XqRuling *r)
{
  XqColor            f = answered_side (r);
  const XqCycleSide *fs = &r->side[f], *as = &r->side[xq_color_other (f)];

  if (as->attacks == 0)
    return XQ_CITE_PAWN_RETURN;
  if (r->balance != XQ_ATTACKS_TWO_VS_ONE)
    return XQ_CITE_NONE;
  if (fs->chases == fs->attacks && as->chases == as->attacks && as->pawn_chases == 0)
    return XQ_CITE_RETURN_CHASE;
  return XQ_CITE_RETURN_ATTACK;
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
      return XQ_CITE_PERPETUAL_CHECK;
    case XQ_REASON_RETURN_ATTACK:
      return return_cite (r);
    case XQ_REASON_BOTH_ALLOWED:
      if (style->profile == XQ_PROFILE_1957)
        return pattern_cite (style, c, r, r->side[XQ_RED].attacks >= r->side[XQ_BLACK].attacks ? XQ_RED : XQ_BLACK);
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
      if (style->profile == XQ_PROFILE_CXA)
        return XQ_CITE_FORBIDDEN_VS_ALLOWED;
      if (r->must_change_set)
        {
          if (style->profile == XQ_PROFILE_AXF && r->balance == XQ_ATTACKS_TWO_VS_ONE &&
              r->side[r->must_change].pattern == XQ_PATTERN_PERPETUAL_CHECK)
            return XQ_CITE_TWO_CHECKS_ONE;
          return pattern_cite (style, c, r, r->must_change);
        }
      return XQ_CITE_FORBIDDEN_VS_ALLOWED;
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
  if ((style->profile == XQ_PROFILE_AXF && (r->side[XQ_RED].pattern == XQ_PATTERN_PERPETUAL_CHASE ||
                                            r->side[XQ_BLACK].pattern == XQ_PATTERN_PERPETUAL_CHASE)) ||
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

/* What one side does in the cycle, a clause: 红方长捉黑方7路马 / "Red chases … perpetually". */
static char *
side_doing (const XqTextStyle *style,
            const Cycle       *c,
            const XqPosition  *final,
            const XqRuling    *r,
            XqColor            color)
{
  XqLang             lang = style->lang;
  const XqCycleSide *s = &r->side[color];
  const char        *side = xq_text_side_name (lang, color);
  g_autofree char   *term = xq_text_side_pattern (lang, color, s);
  g_autofree char   *chased = s->chased ? chased_names (style, c, final, s->chased) : NULL;
  g_autofree char   *idle = NULL;

  switch (s->pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHASE:
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
      idle = idle_moves (style, c, color);
      if (idle)
        {
          g_autofree char *doing = xq_text_side_doing (lang, color, s);
          if (s->idles > 1)
            /* Translators: the side, what it does (一捉一闲 / "alternates chases with idle moves"),
             * its idle moves */
            return g_strdup_printf (XQ_T (lang, "%1$s %2$s (the idle moves: %3$s)"), side, doing, idle);
          /* Translators: the side, what it does (一捉一闲 / "alternates chases with idle moves"), its
           * idle move */
          return g_strdup_printf (XQ_T (lang, "%1$s %2$s (the idle move: %3$s)"), side, doing, idle);
        }
      break;
    case XQ_PATTERN_IDLE:
      return g_strdup_printf (XQ_T (lang, "%s makes only idle moves"), side);
    default:
      break;
    }
  {
    g_autofree char *doing = xq_text_side_doing (lang, color, s);
    /* Translators: the side and what it does in the cycle, its pattern in Chinese: 红方长将 /
     * "Red checks perpetually" */
    return g_strdup_printf (XQ_T (lang, "%1$s %2$s"), side, doing);
  }
}

/* Whether @color's pattern, forbidden by itself, is answered by a return attack (1957 例三, 例五,
 * 例六): seed 000 calls it a plain draw (双方不变作和), so the side's sentence does not call it
 * forbidden, nor cite 禁止着法. */
static gboolean
excused (const XqRuling *r,
         XqColor         color)
{
  return r->reason == XQ_REASON_RETURN_ATTACK && r->side[color].forbidden && answered_side (r) == color;
}

/* "…, which is forbidden" with the pattern's own clause where it differs from the verdict's and
 * from the one just cited (@cited). */
static char *
side_clause (const XqTextStyle *style,
             const Cycle       *c,
             const XqPosition  *final,
             const XqRuling    *r,
             XqColor            color,
             XqCite             verdict,
             XqCite             cited)
{
  g_autofree char *doing = side_doing (style, c, final, r, color);
  XqCite           own = pattern_cite (style, c, r, color);
  g_autofree char *cite = own != verdict && own != cited && !excused (r, color) ? xq_text_cite_paren (style, own)
                                                                                : g_strdup ("");

  if (r->side[color].pattern == XQ_PATTERN_NONE)
    return NULL;
  if (excused (r, color) && r->side[xq_color_other (color)].attacks == 0)
    /* Translators: 1957 例三; what the side does (a clause), the other side's pawn (兵/卒), the rule
     * book ("the 1957 rules"): 红方长杀，对方以卒还捉，按1957年规则不算违例 */
    return g_strdup_printf (XQ_T (style->lang, "%1$s, answered by the opponent’s %2$s chasing in return, which is no offence under %3$s"),
                            doing, xq_text_kind_name (style->lang, xq_color_other (color), XQ_PAWN),
                            xq_text_book_name (style));
  if (excused (r, color))
    /* Translators: 1957 例五, 例六; what the side does (a clause), the rule book ("the 1957 rules"):
     * 黑方长捉红方九路炮，对方有还打，按1957年规则不算违例 */
    return g_strdup_printf (XQ_T (style->lang, "%1$s, answered by the opponent’s return attacks, which is no offence under %2$s"),
                            doing, xq_text_book_name (style));
  if (r->side[color].forbidden)
    /* Translators: what the side does (a clause), then the clause */
    return g_strdup_printf (XQ_T (style->lang, "%1$s, which is forbidden%2$s"), doing, cite);
  return g_strdup_printf (XQ_T (style->lang, "%1$s, which is allowed%2$s"), doing, cite);
}

/* Moves whose chase is one in form only (taking would be mated): the verdict turns on them. */
static void
add_poisoned (GPtrArray         *out,
              const XqTextStyle *style,
              const Cycle       *c)
{
  for (guint p = c->first; c->before && p <= c->last; p++)
    {
      const XqMoveAnalysis *a = &c->analyses[p - c->first];
      XqPosition            after = c->before[p - c->first];
      XqUndo                undo;

      xq_position_make (&after, a->move, &undo);
      for (guint i = 0; i < a->n_targets; i++)
        if (a->targets[i].exclusion == XQ_EXCLUDE_TAKER_MATED)
          {
            g_autofree char *move = xq_text_move (style, &c->before[p - c->first], a->move);
            g_autofree char *name = xq_text_piece (style, &after, a->targets[i].square);
            g_autofree char *cite = xq_text_cite_paren (style, XQ_CITE_TAKER_MATED);
            /* Translators: the side, its move, the piece attacked in form only, the clause */
            g_ptr_array_add (out, g_strdup_printf (XQ_T (style->lang, "%1$s’s %2$s attacks %3$s in form only: taking it would be mated at once, so the move counts as idle%4$s."),
                                                   xq_text_side_name (style->lang, a->mover), move, name, cite));
            break;
          }
    }
}

/* "Under X, " / "依X，"; where the profile has no numbered clause, "Under the AXF rules, " /
 * "按亚洲规则，": what the book does, without another book's number. */
static char *
lead_for (const XqTextStyle *style,
          XqCite             cite)
{
  char *lead = xq_text_cite_lead (style, cite);

  if (*lead == '\0')
    {
      g_free (lead);
      /* Translators: leads a sentence when the rule book has no numbered clause: 按亚洲规则， */
      lead = g_strdup_printf (XQ_T (style->lang, "Under %s, "), xq_text_book_name (style));
    }
  return lead;
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

  g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "The position has occurred %u times."), r->repetitions));
  {
    g_autofree char *red = side_clause (style, &c, &final, r, XQ_RED, verdict, XQ_CITE_NONE);
    g_autofree char *black = side_clause (style, &c, &final, r, XQ_BLACK, verdict,
                                          r->side[XQ_RED].pattern != XQ_PATTERN_NONE && !excused (r, XQ_RED)
                                            ? pattern_cite (style, &c, r, XQ_RED)
                                            : XQ_CITE_NONE);
    char            *both = NULL;
    if (red && black)
      /* Translators: Red's clause; Black's clause */
      both = g_strdup_printf (XQ_T (lang, "%1$s; %2$s."), red, black);
    else if (red || black)
      both = g_strdup_printf (XQ_T (lang, "%s."), red ? red : black);
    if (both)
      {
        if (lang == XQ_LANG_EN)
          both[0] = g_ascii_toupper (both[0]);
        g_ptr_array_add (out, both);
      }
  }
  /* 二打一还打 and the like only where both sides attack */
  if (r->side[XQ_RED].attacks > 0 && r->side[XQ_BLACK].attacks > 0)
    {
      const char *balance = NULL;
      switch (r->balance)
        {
        case XQ_ATTACKS_TWO_VS_ONE:
          balance = XQ_T (lang, "Both sides attack: two attacks against one return attack.");
          break;
        case XQ_ATTACKS_TWO_VS_TWO:
          balance = XQ_T (lang, "Both sides attack: two attacks against two, which is allowed.");
          break;
        case XQ_ATTACKS_THREE_VS_ONE:
          balance = XQ_T (lang, "Both sides attack: three attacks against one, which is allowed.");
          break;
        case XQ_ATTACKS_MANY_VS_MANY:
          balance = XQ_T (lang, "Both sides attack: several attacks against several, which is allowed.");
          break;
        case XQ_EXCHANGE_OF_ATTACKS_NONE:
        case XQ_ATTACKS_ONE_SIDED:
        case XQ_ATTACKS_MUTUAL:
        default:
          break;
        }
      if (balance)
        g_ptr_array_add (out, g_strdup (balance));
    }
  add_poisoned (out, style, &c);
  {
    g_autofree char *lead = lead_for (style, verdict);
    g_autofree char *rest = NULL;
    const char      *who = r->must_change_set ? xq_text_side_name (lang, r->must_change) : NULL;

    if (who)
      /* Translators: the side that must change (twice); follows "依…第26.4条，" / "Under …, " */
      rest = g_strdup_printf (XQ_T (lang, "%1$s must change; if %1$s does not, %1$s loses."), who);
    else if (r->reason == XQ_REASON_RETURN_ATTACK && r->side[xq_color_other (answered_side (r))].attacks == 0)
      {
        XqColor f = answered_side (r), a = xq_color_other (f);
        /* Translators: 1957 例三; the side whose every move attacks, the other side, its pawn (兵/卒);
         * follows "依…，" / "Under …, " */
        rest = g_strdup_printf (XQ_T (lang, "%1$s’s attacks are answered by %2$s’s %3$s chasing in return, and the game is drawn if neither changes."),
                                xq_text_side_name (lang, f), xq_text_side_name (lang, a), xq_text_kind_name (lang, a, XQ_PAWN));
      }
    else if (r->reason == XQ_REASON_RETURN_ATTACK)
      /* Translators: 1957 例五, 例六; the side whose every move attacks, the side attacking in return */
      rest = g_strdup_printf (XQ_T (lang, "%1$s’s attacks are answered by %2$s’s return attacks, and the game is drawn if neither changes."),
                              xq_text_side_name (lang, answered_side (r)),
                              xq_text_side_name (lang, xq_color_other (answered_side (r))));
    else if (r->reason == XQ_REASON_BOTH_FORBIDDEN)
      rest = g_strdup (XQ_T (lang, "both sides attack perpetually, and the game is drawn if neither changes."));
    else
      rest = g_strdup (XQ_T (lang, "both sides’ moves are allowed, and the game is drawn if neither changes."));
    g_ptr_array_add (out, g_strconcat (lead, rest, NULL));
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
