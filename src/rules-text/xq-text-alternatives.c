/* xq-text-alternatives.c: words for the way out of a forbidden cycle
 *
 * A move that repeats or continues does not satisfy the ruling, so its reason cites the clause
 * the ruling rests on; a move that breaks cites what makes it a change: mate and stalemate their
 * own clauses (CXA 3.1, 3.2), an idle move the definition of 闲 (CXA 28.9) where the profile has
 * one, anything else the ruling's clause. Where the profile has no numbered clause the sentence
 * cites nothing (xq-text-cite.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-alternatives"

#include "config.h"

#include "xq-text-alternatives.h"

#include "xq-catalog.h"
#include "xq-text-analysis.h"
#include "xq-text-piece.h"
#include "xq-text-ruling.h"
#include "xq-text.h"

void
xq_way_out_text_init (XqWayOutText      *text,
                      const XqTextStyle *style,
                      const XqPosition  *start,
                      const XqMove      *moves,
                      guint              n_moves,
                      const XqRuling    *ruling,
                      const XqWayOut    *way_out)
{
  g_return_if_fail (text != NULL && style != NULL && ruling != NULL && way_out != NULL);

  text->style = *style;
  text->way_out = way_out;
  text->verdict = xq_text_verdict_cite (style, start, moves, n_moves, ruling);
  text->moves = ruling->side[way_out->side];
}

const char *
xq_text_alternative_kind (XqLang            lang,
                          XqAlternativeKind kind)
{
  switch (kind)
    {
    case XQ_ALTERNATIVE_REPEATS:
      return XQ_T (lang, "Repeats the cycle");
    case XQ_ALTERNATIVE_CONTINUES:
      return XQ_T (lang, "Keeps the forbidden pattern");
    case XQ_ALTERNATIVE_BREAKS:
    default:
      return XQ_T (lang, "Breaks the cycle (allowed)");
    }
}

/* The clause a reason cites, in parentheses to end the sentence with ("" for none). */
static char *
reason_cite (const XqWayOutText  *t,
             const XqAlternative *a)
{
  switch (a->reason)
    {
    case XQ_WAY_CHECKMATE:
      return xq_text_cite_paren (&t->style, XQ_CITE_CHECKMATE);
    case XQ_WAY_STALEMATE:
      return xq_text_cite_paren (&t->style, XQ_CITE_STALEMATE);
      case XQ_WAY_IDLE: {
        g_autofree char *idle = xq_text_cite (&t->style, XQ_CITE_IDLE);
        return xq_text_cite_paren (&t->style, idle != NULL ? XQ_CITE_IDLE : t->verdict);
      }
    case XQ_WAY_CYCLE_MOVE:
    case XQ_WAY_EARLIER_POSITION:
    case XQ_WAY_CHECK_AGAIN:
    case XQ_WAY_MATE_THREAT_AGAIN:
    case XQ_WAY_CHASE_AGAIN:
    case XQ_WAY_CAPTURE:
    case XQ_WAY_TAKES_CHASED:
    case XQ_WAY_OTHER_ATTACK:
    case XQ_WAY_OTHER_TARGET:
    default:
      return xq_text_cite_paren (&t->style, t->verdict);
    }
}

char *
xq_text_alternative (const XqWayOutText  *t,
                     const XqAlternative *a)
{
  g_autofree char *move = NULL;
  g_autofree char *reason = NULL;

  g_return_val_if_fail (t != NULL && t->way_out != NULL && a != NULL, NULL);

  /* The move is the sentence's subject: "R3+2: takes …" / "车三进二：吃去…" */
  move = xq_text_move (&t->style, &t->way_out->position, a->move);
  reason = xq_text_alternative_reason (t, a);
  if (t->style.lang == XQ_LANG_EN)
    {
      reason[0] = g_ascii_tolower (reason[0]);
      return g_strdup_printf ("%s: %s", move, reason);
    }
  return g_strdup_printf ("%s：%s", move, reason);
}

char *
xq_text_alternative_reason (const XqWayOutText  *t,
                            const XqAlternative *a)
{
  const XqWayOut  *w;
  XqLang           lang;
  g_autofree char *cite = NULL;
  g_autofree char *pattern = NULL;

  g_return_val_if_fail (t != NULL && t->way_out != NULL && a != NULL, NULL);

  w = t->way_out;
  lang = t->style.lang;
  cite = reason_cite (t, a);
  pattern = xq_text_side_pattern (lang, w->side, &t->moves);
  switch (a->reason)
    {
    case XQ_WAY_CYCLE_MOVE:
      /* Translators: the way out; the clause in parentheses, or nothing */
      return g_strdup_printf (XQ_T (lang, "The cycle’s own move: no change%1$s."), cite);
    case XQ_WAY_EARLIER_POSITION:
      /* Translators: the side that must change, the clause */
      return g_strdup_printf (XQ_T (lang, "Goes back to an earlier position of the game: %1$s would again have to change%2$s."),
                              xq_text_side_name (lang, w->side), cite);
    case XQ_WAY_CHECK_AGAIN:
      /* Translators: the side's pattern (长将 / "perpetual check"), the clause */
      return g_strdup_printf (XQ_T (lang, "Checks again: still %1$s, which would be ruled the same%2$s."), pattern,
                              cite);
    case XQ_WAY_MATE_THREAT_AGAIN:
      return g_strdup_printf (XQ_T (lang, "Threatens mate again: still %1$s, which would be ruled the same%2$s."),
                              pattern, cite);
      case XQ_WAY_CHASE_AGAIN: {
        g_autofree char *pieces = xq_text_pieces (&t->style, &w->position, a->targets);
        /* Translators: the pieces chased again, the side's pattern, the clause */
        return g_strdup_printf (XQ_T (lang, "Chases %1$s again: still %2$s, which would be ruled the same%3$s."),
                                pieces, pattern, cite);
      }
    case XQ_WAY_CHECKMATE:
      return g_strdup_printf (XQ_T (lang, "Checkmates: a change that wins the game%1$s."), cite);
    case XQ_WAY_STALEMATE:
      return g_strdup_printf (XQ_T (lang, "Leaves the other side without a legal move: a change that wins the game%1$s."),
                              cite);
      case XQ_WAY_CAPTURE: {
        g_autofree char *taken = xq_text_piece (&t->style, &w->position, xq_move_to (a->move));
        /* Translators: the piece taken, the clause */
        return g_strdup_printf (XQ_T (lang, "Takes %1$s: the position cannot come back, so it is a change%2$s."),
                                taken, cite);
      }
      case XQ_WAY_TAKES_CHASED: {
        g_autofree char *taken = xq_text_piece (&t->style, &w->position, xq_move_to (a->move));
        /* Translators: the piece taken, which the cycle chased; the clause */
        return g_strdup_printf (XQ_T (lang, "Takes %1$s, the piece chased: that chase ends, so it is a change%2$s."),
                                taken, cite);
      }
    case XQ_WAY_IDLE:
      return g_strdup_printf (XQ_T (lang, "An idle move: a change, which is allowed%1$s."), cite);
    case XQ_WAY_OTHER_ATTACK:
      /* Translators: what the move is (将军, 捉 …), the side's pattern, the clause */
      return g_strdup_printf (XQ_T (lang, "Another kind of move (%1$s), no longer %2$s: a change%3$s."),
                              xq_text_nature_name (lang, a->nature), pattern, cite);
    case XQ_WAY_OTHER_TARGET:
      default: {
        g_autofree char *now = xq_text_pieces (&t->style, &w->position, a->targets);
        g_autofree char *then = xq_text_pieces (&t->style, &w->position, a->pattern_targets);
        /* Translators: the pieces the move chases, the pieces the cycle chased, the clause */
        return g_strdup_printf (XQ_T (lang, "Chases %1$s instead, no longer %2$s: a change%3$s."), now, then, cite);
      }
    }
}

GPtrArray *
xq_text_way_out_sentences (const XqWayOutText *t)
{
  const XqWayOut  *w;
  XqLang           lang;
  const char      *side;
  GPtrArray       *out = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *cite = NULL;

  g_return_val_if_fail (t != NULL && t->way_out != NULL, out);

  w = t->way_out;
  lang = t->style.lang;
  side = xq_text_side_name (lang, w->side);
  cite = xq_text_cite_paren (&t->style, t->verdict);
  if (w->before != XQ_MOVE_NONE)
    {
      g_autofree char *move = xq_text_move (&t->style, &w->final, w->before);
      /* Translators: the other side, its next move of the cycle, the side that must change, the clause */
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "If %1$s goes on with %2$s, %3$s must change%4$s."),
                                             xq_text_side_name (lang, xq_color_other (w->side)), move, side, cite));
    }
  else
    /* Translators: the side that must change, the clause */
    g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "%1$s must change%2$s."), side, cite));
  /* Translators: the side, how many legal moves it has, and how many of each kind */
  g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "%1$s has %2$u legal moves: %3$u repeating the cycle, %4$u keeping the forbidden pattern, %5$u breaking it."),
                                         side, w->n, w->n_of_kind[XQ_ALTERNATIVE_REPEATS],
                                         w->n_of_kind[XQ_ALTERNATIVE_CONTINUES], w->n_of_kind[XQ_ALTERNATIVE_BREAKS]));
  return out;
}

char *
xq_text_way_out (const XqWayOutText *t)
{
  g_autoptr (GPtrArray) sentences = xq_text_way_out_sentences (t);

  g_ptr_array_add (sentences, NULL);
  return g_strjoinv (t->style.lang == XQ_LANG_EN ? " " : "", (char **) sentences->pdata);
}
