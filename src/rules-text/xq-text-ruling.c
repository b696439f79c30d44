/* xq-text-ruling.c: words for cycle rulings and game ends
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-ruling"

#include "config.h"

#include "xq-text-ruling.h"

#include "xq-catalog.h"
#include "xq-text.h"

const char *
xq_text_pattern_term (XqPattern pattern)
{
  static const char *const terms[XQ_N_PATTERNS] = {
    "—",
    "长将",
    "长杀",
    "长捉",
    "一将一捉",
    "一将一杀",
    "一杀一捉",
    "长打",
    "一将一闲",
    "数将一闲",
    "数杀一闲",
    "一捉一闲",
    "打闲",
    "将帅长捉",
    "兵卒长捉",
    "长兑",
    "长献",
    "长拦",
    "长跟",
    "闲",
  };

  return (guint) pattern < XQ_N_PATTERNS ? terms[pattern] : "—";
}

const char *
xq_text_pattern_name (XqLang    lang,
                      XqPattern pattern)
{
  switch (pattern)
    {
    case XQ_PATTERN_PERPETUAL_CHECK:
      return XQ_T (lang, "perpetual check");
    case XQ_PATTERN_PERPETUAL_MATE_THREAT:
      return XQ_T (lang, "perpetual mate threat");
    case XQ_PATTERN_PERPETUAL_CHASE:
      return XQ_T (lang, "perpetual chase");
    case XQ_PATTERN_CHECK_CHASE:
      return XQ_T (lang, "one check, one chase");
    case XQ_PATTERN_CHECK_MATE_THREAT:
      return XQ_T (lang, "one check, one mate threat");
    case XQ_PATTERN_MATE_THREAT_CHASE:
      return XQ_T (lang, "one mate threat, one chase");
    case XQ_PATTERN_MIXED_ATTACKS:
      return XQ_T (lang, "perpetual attacks");
    case XQ_PATTERN_CHECK_IDLE:
      return XQ_T (lang, "one check, one idle move");
    case XQ_PATTERN_CHECKS_IDLE:
      return XQ_T (lang, "several checks, one idle move");
    case XQ_PATTERN_MATE_THREAT_IDLE:
      return XQ_T (lang, "mate threats with an idle move");
    case XQ_PATTERN_CHASE_IDLE:
      return XQ_T (lang, "chases with an idle move");
    case XQ_PATTERN_ATTACKS_IDLE:
      return XQ_T (lang, "attacks with an idle move");
    case XQ_PATTERN_KING_CHASE:
      return XQ_T (lang, "perpetual chase by the general");
    case XQ_PATTERN_PAWN_CHASE:
      return XQ_T (lang, "perpetual chase by pawns");
    case XQ_PATTERN_EXCHANGE:
      return XQ_T (lang, "perpetual exchange offers");
    case XQ_PATTERN_SACRIFICE:
      return XQ_T (lang, "perpetual sacrifice offers");
    case XQ_PATTERN_BLOCK:
      return XQ_T (lang, "perpetual blocking");
    case XQ_PATTERN_FOLLOW:
      return XQ_T (lang, "perpetual following");
    case XQ_PATTERN_IDLE:
      return XQ_T (lang, "idle moves");
    case XQ_PATTERN_NONE:
    default:
      return XQ_T (lang, "no pattern");
    }
}

const char *
xq_text_clause (XqLang   lang,
                XqClause clause)
{
  switch (clause)
    {
    case XQ_CLAUSE_CXA_3_1:
      return XQ_T (lang, "CXA 3.1");
    case XQ_CLAUSE_CXA_3_2:
      return XQ_T (lang, "CXA 3.2");
    case XQ_CLAUSE_CXA_4_2_4:
      return XQ_T (lang, "CXA 4.2.4");
    case XQ_CLAUSE_CXA_26_1:
      return XQ_T (lang, "CXA 26.1");
    case XQ_CLAUSE_CXA_26_2:
      return XQ_T (lang, "CXA 26.2");
    case XQ_CLAUSE_CXA_26_3:
      return XQ_T (lang, "CXA 26.3");
    case XQ_CLAUSE_CXA_26_4:
      return XQ_T (lang, "CXA 26.4");
    case XQ_CLAUSE_AXF_PERPETUAL_CHECK:
      return XQ_T (lang, "AXF perpetual check rule");
    case XQ_CLAUSE_AXF_PERPETUAL_CHASE:
      return XQ_T (lang, "AXF perpetual chase rule");
    case XQ_CLAUSE_AXF_DRAW:
      return XQ_T (lang, "AXF repetition rule");
    case XQ_CLAUSE_1957_FORBIDDEN:
      return XQ_T (lang, "1957 rules, forbidden moves");
    case XQ_CLAUSE_1957_DRAW:
      return XQ_T (lang, "1957 rules, drawn positions");
    case XQ_CLAUSE_1957_MOVE_LIMIT:
      return XQ_T (lang, "1957 rules, move limit");
    case XQ_CLAUSE_NONE:
    default:
      return "";
    }
}

static char *
chased_names (XqLang            lang,
              const XqPosition *final,
              XqBitboard        set)
{
  GString *s = g_string_new (NULL);

  while (set)
    {
      XqSquare sq = xq_bb_pop (&set);
      if (s->len)
        g_string_append (s, XQ_T (lang, ", "));
      g_string_append (s, xq_text_piece_name (lang, final->board[sq]));
    }
  return g_string_free (s, FALSE);
}

/* "perpetual chase (长捉)" in English; the term alone in Chinese. */
static char *
pattern_label (XqLang    lang,
               XqPattern pattern)
{
  if (lang == XQ_LANG_EN)
    return g_strdup_printf ("%s (%s)", xq_text_pattern_name (lang, pattern), xq_text_pattern_term (pattern));
  return g_strdup (xq_text_pattern_name (lang, pattern));
}

static char *
side_sentence (XqLang            lang,
               const XqPosition *final,
               const XqRuling   *r,
               XqColor           c)
{
  const XqCycleSide *s = &r->side[c];
  const char        *side = xq_text_side_name (lang, c);
  g_autofree char   *label = pattern_label (lang, s->pattern);

  if (s->chased && (s->pattern == XQ_PATTERN_PERPETUAL_CHASE || s->pattern == XQ_PATTERN_CHASE_IDLE ||
                    s->pattern == XQ_PATTERN_CHECK_CHASE || s->pattern == XQ_PATTERN_MATE_THREAT_CHASE ||
                    s->pattern == XQ_PATTERN_PAWN_CHASE || s->pattern == XQ_PATTERN_KING_CHASE))
    {
      g_autofree char *names = chased_names (lang, final, s->chased);
      return g_strdup_printf (XQ_T (lang, "%s: %s of the %s"), side, label, names);
    }
  return g_strdup_printf (XQ_T (lang, "%s: %s"), side, label);
}

char *
xq_text_ruling (XqLang            lang,
                const XqPosition *final,
                const XqRuling   *r)
{
  const char *clause = xq_text_clause (lang, r->clause);

  switch (r->reason)
    {
    case XQ_REASON_CHECKMATE:
      return g_strdup_printf (XQ_T (lang, "%s is checkmated and loses (%s)."),
                              xq_text_side_name (lang, (XqColor) final->side), clause);
    case XQ_REASON_STALEMATE:
      return g_strdup_printf (XQ_T (lang, "%s has no legal move (困毙) and loses (%s)."),
                              xq_text_side_name (lang, (XqColor) final->side), clause);
    case XQ_REASON_SIXTY_MOVES:
      return g_strdup_printf (XQ_T (lang, "%u moves without a capture: either player may claim a draw (%s)."),
                              r->plies_without_capture / 2, clause);
    case XQ_REASON_MOVE_LIMIT:
      return g_strdup_printf (XQ_T (lang, "The arbiter's move limit has run out without a new development: draw (%s)."),
                              clause);
    case XQ_REASON_NONE:
      return g_strdup (XQ_T (lang, "No repetition cycle is closed and the game is not over."));
    case XQ_REASON_FORBIDDEN_CYCLE:
    case XQ_REASON_PERPETUAL_CHECK:
    case XQ_REASON_BOTH_ALLOWED:
    case XQ_REASON_BOTH_FORBIDDEN:
    default:
      break;
    }

  {
    g_autofree char *red = side_sentence (lang, final, r, XQ_RED);
    g_autofree char *black = side_sentence (lang, final, r, XQ_BLACK);
    g_autofree char *facts = g_strdup_printf (XQ_T (lang, "The position has occurred %u times. %s; %s."),
                                              r->repetitions, red, black);
    g_autofree char *head = NULL;
    const char      *balance = NULL;

    switch (r->balance)
      {
      case XQ_ATTACKS_TWO_VS_ONE:
        balance = XQ_T (lang, "Two attacks against one return attack (二打一还打) count as forbidden.");
        break;
      case XQ_ATTACKS_TWO_VS_TWO:
        balance = XQ_T (lang, "Two attacks against two (二打二还打).");
        break;
      case XQ_ATTACKS_THREE_VS_ONE:
        balance = XQ_T (lang, "Three attacks against one return attack (三打一还打) are allowed.");
        break;
      case XQ_ATTACKS_MANY_VS_MANY:
        balance = XQ_T (lang, "Several attacks against several (多打对多打) are allowed.");
        break;
      case XQ_EXCHANGE_OF_ATTACKS_NONE:
      case XQ_ATTACKS_ONE_SIDED:
      case XQ_ATTACKS_MUTUAL:
      default:
        break;
      }
    head = balance ? g_strdup_printf (lang == XQ_LANG_EN ? "%s %s" : "%s%s", facts, balance) : g_strdup (facts);
    if (r->must_change_set)
      return g_strdup_printf (XQ_T (lang, "%s Under %s %s must change; if not, %s loses."), head, clause,
                              xq_text_side_name (lang, r->must_change), xq_text_side_name (lang, r->must_change));
    if (r->reason == XQ_REASON_BOTH_FORBIDDEN)
      return g_strdup_printf (XQ_T (lang, "%s Both sides attack perpetually; under %s the game is drawn if neither changes."),
                              head, clause);
    return g_strdup_printf (XQ_T (lang, "%s Both sides' moves are allowed; under %s the game is drawn if neither changes."),
                            head, clause);
  }
}
