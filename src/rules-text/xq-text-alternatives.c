/* xq-text-alternatives.c: words for the way out of a forbidden cycle
 *
 * Every reason cites the clause of the ruling that makes the side change: a move that repeats
 * or continues does not satisfy it, a move that breaks does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-alternatives"

#include "config.h"

#include "xq-text-alternatives.h"

#include "xq-catalog.h"
#include "xq-text-analysis.h"
#include "xq-text-ruling.h"
#include "xq-text.h"

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

/* "perpetual check (长将)" in English; the term alone in Chinese. */
static char *
pattern_label (XqLang    lang,
               XqPattern pattern)
{
  if (lang == XQ_LANG_EN)
    return g_strdup_printf ("%s (%s)", xq_text_pattern_name (lang, pattern), xq_text_pattern_term (pattern));
  return g_strdup (xq_text_pattern_name (lang, pattern));
}

/* "black rook, black horse" for the pieces of @set in @pos. */
static char *
piece_names (XqLang            lang,
             const XqPosition *pos,
             XqBitboard        set)
{
  GString *s = g_string_new (NULL);

  while (set)
    {
      XqSquare sq = xq_bb_pop (&set);
      if (s->len > 0)
        g_string_append (s, XQ_T (lang, ", "));
      g_string_append (s, xq_text_piece_name (lang, pos->board[sq]));
    }
  return g_string_free (s, FALSE);
}

char *
xq_text_alternative (XqLang               lang,
                     const XqWayOut      *w,
                     const XqAlternative *a)
{
  const char      *clause = xq_text_clause (lang, w->clause);
  g_autofree char *pattern = pattern_label (lang, w->pattern);

  g_return_val_if_fail (w != NULL && a != NULL, NULL);

  switch (a->reason)
    {
    case XQ_WAY_CYCLE_MOVE:
      return g_strdup_printf (XQ_T (lang, "The cycle's own move: no change (%s)."), clause);
    case XQ_WAY_EARLIER_POSITION:
      return g_strdup_printf (XQ_T (lang, "Returns to an earlier position of the game: again a cycle %s must change (%s)."),
                              xq_text_side_name (lang, w->side), clause);
    case XQ_WAY_CHECK_AGAIN:
      return g_strdup_printf (XQ_T (lang, "Checks again (将): still %s, which would be ruled the same (%s)."), pattern,
                              clause);
    case XQ_WAY_MATE_THREAT_AGAIN:
      return g_strdup_printf (XQ_T (lang, "Threatens mate again (杀): still %s, which would be ruled the same (%s)."),
                              pattern, clause);
      case XQ_WAY_CHASE_AGAIN: {
        g_autofree char *pieces = piece_names (lang, &w->position, a->targets);
        return g_strdup_printf (XQ_T (lang, "Chases the %s again (捉): still %s, which would be ruled the same (%s)."),
                                pieces, pattern, clause);
      }
    case XQ_WAY_CHECKMATE:
      return g_strdup_printf (XQ_T (lang, "Checkmates: a change that wins the game (%s)."), clause);
    case XQ_WAY_STALEMATE:
      return g_strdup_printf (XQ_T (lang, "Leaves the other side without a move (困毙): a change that wins the game (%s)."),
                              clause);
    case XQ_WAY_CAPTURE:
      return g_strdup_printf (XQ_T (lang, "Takes the %s: the position cannot come back; a change (%s)."),
                              xq_text_piece_name (lang, a->captured), clause);
    case XQ_WAY_IDLE:
      return g_strdup_printf (XQ_T (lang, "An idle move (闲): a change, allowed (%s)."), clause);
    case XQ_WAY_OTHER_ATTACK:
      return g_strdup_printf (XQ_T (lang, "A %s instead: no longer %s; a change (%s)."),
                              xq_text_nature_name (lang, a->nature), pattern, clause);
    case XQ_WAY_OTHER_TARGET:
      default: {
        g_autofree char *now = piece_names (lang, &w->position, a->targets);
        g_autofree char *then = piece_names (lang, &w->position, a->pattern_targets);
        return g_strdup_printf (XQ_T (lang, "Chases the %s instead, no longer the %s: a change (%s)."), now, then,
                                clause);
      }
    }
}

char *
xq_text_way_out (XqLang          lang,
                 const XqWayOut *w,
                 XqNotation      notation)
{
  const char      *side = xq_text_side_name (lang, w->side);
  const char      *clause = xq_text_clause (lang, w->clause);
  g_autofree char *head = NULL;
  g_autofree char *counts = NULL;

  g_return_val_if_fail (w != NULL, NULL);

  if (w->before != XQ_MOVE_NONE)
    {
      XqPosition       final = w->final;
      g_autofree char *move = xq_notation_format (&final, w->before, notation);

      head = g_strdup_printf (XQ_T (lang, "If %s goes on with %s, %s must change (%s)."),
                              xq_text_side_name (lang, xq_color_other (w->side)), move, side, clause);
    }
  else
    head = g_strdup_printf (XQ_T (lang, "%s must change (%s)."), side, clause);
  counts = g_strdup_printf (XQ_T (lang, "Of its %u legal moves, repeat: %u, keep the pattern: %u, break the cycle: %u."),
                            w->n, w->n_of_kind[XQ_ALTERNATIVE_REPEATS], w->n_of_kind[XQ_ALTERNATIVE_CONTINUES],
                            w->n_of_kind[XQ_ALTERNATIVE_BREAKS]);
  return g_strdup_printf (lang == XQ_LANG_EN ? "%s %s" : "%s%s", head, counts);
}
