/* text-checks.c: what a text an arbiter signs must be, checked mechanically
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "text-checks.h"

#include <stdio.h>
#include <string.h>

#include "xq-text-cite.h"
#include "xq-text-piece.h"
#include "xq-text.h"

static GRegex *re_axf_counted, *re_axf_balance, *re_cxa, *re_idle_in_attack, *re_prior_zh, *re_prior_en, *re_rule9;

static void
init_regexes (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  /* CXA 25.2's counted terms (数捉一闲, 一将二闲 …; 一X一闲 is AXF's too) and seed 001's balances */
  re_axf_counted = g_regex_new ("(?!一[将將捉杀殺]一[闲閒])[一二三数數][将將捉杀殺][一二三数數][闲閒]|"
                                "several (checks|chases|mate threats) to|to each idle move|to every two idle moves",
                                0, 0, NULL);
  re_axf_balance = g_regex_new ("[二三多]打[一二对對]|多打|还打|還打|return attack|three attacks|several attacks|"
                                "two attacks",
                                0, 0, NULL);
  re_cxa = g_regex_new ("CXA|中国象棋竞赛规则|中國象棋競賽規則|细则|細則|detailed ruling|art\\. |\\b2[4-9]\\.[0-9]", 0, 0, NULL);
  re_idle_in_attack = g_regex_new ("按闲着处理|按閒著處理|counts as idle|counted as idle", 0, 0, NULL);
  re_prior_zh = g_regex_new ("已可走(\\S{4})吃", 0, 0, NULL);
  re_prior_en = g_regex_new ("could already take .+? with (\\S+?):", 0, 0, NULL);
  re_rule9 = g_regex_new ("细则9|細則9|detailed rulings? (\\d+, )*9\\b", 0, 0, NULL);
  g_once_init_leave (&done, 1);
}

static void
fail (TextChecks        *tc,
      const char        *what,
      const char        *source,
      const XqTextStyle *style,
      const char        *text)
{
  const char *log = g_getenv ("QILI_TEXT_CHECKS_LOG");

  tc->failures++;
  if (tc->shown++ < 40)
    g_test_message ("%s: %s, %s, %s: %s", what, source, xq_lang_to_string (style->lang),
                    xq_profile_to_string (style->profile), text);
  /* all of them, in UTF-8 whatever the locale, for reading */
  if (log != NULL)
    {
      FILE *f = fopen (log, "a");
      if (f != NULL)
        {
          fprintf (f, "%s\t%s\t%s\t%s\t%s\n", what, source, xq_lang_to_string (style->lang),
                   xq_profile_to_string (style->profile), text);
          fclose (f);
        }
    }
}

static gboolean
is_chinese (const XqTextStyle *style)
{
  return style->lang != XQ_LANG_EN;
}

/* Words a sentence may not start with: it would have no subject ("—攻击…", "Chases …"). */
static gboolean
starts_without_subject (const XqTextStyle *style,
                        const char        *text)
{
  static const char *const zh[] = { "—", "-", "，", "：", "、", "（", "攻击", "攻擊", "捉", "吃", "走", "改", "仍",
                                    "属", "屬", "为", "為", "是", "被", "回到", "使", "将死", "將死", "闲着", "閒著",
                                    "拦", "攔", "跟", "兑", "兌", "献", "獻", "要杀", "要殺", "构成", "構成", "形式上",
                                    "已", "又", "再", "可", "能" };
  static const char *const en[] = { "Chases ", "Attacks ", "Takes ", "Checks ", "Threatens ", "Goes ",
                                    "Leaves ", "Checkmates", "Keeps ", "Blocks ", "Follows ", "Offers ",
                                    "Gives ", "Makes ", "Is ", "Was ", "Counts ", "Another ",
                                    "Still ", "Stands ", "Answers ", "Wins ", "Alternates ", "An idle" };

  /* a name left empty ("—"), wherever it stands */
  if (strstr (text, "—") != NULL)
    return TRUE;
  if (is_chinese (style))
    {
      /* "走子前" (before the move) and "捉子" (a chasing move) lead a sentence that has its subject */
      if (g_str_has_prefix (text, "走子前") || g_str_has_prefix (text, "捉子"))
        return FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (zh); i++)
        if (g_str_has_prefix (text, zh[i]))
          return TRUE;
      return FALSE;
    }
  if (!(g_ascii_isupper (text[0]) || g_ascii_isdigit (text[0])))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (en); i++)
    if (g_str_has_prefix (text, en[i]))
      return TRUE;
  return FALSE;
}

/* A list that names one item twice: "闲着为马7进8、马7进8", "(the idle moves: H7+8, H7+8 and …)". */
static gboolean
repeats_an_item (const XqTextStyle *style,
                 const char        *text)
{
  g_auto (GStrv) runs = NULL;

  if (is_chinese (style))
    {
      g_autoptr (GRegex) split = g_regex_new ("[（）：，；。]", 0, 0, NULL);
      runs = g_regex_split (split, text, 0);
      for (guint r = 0; runs[r] != NULL; r++)
        {
          g_auto (GStrv) items = NULL;
          const char    *list = runs[r];

          if (strstr (list, "、") == NULL)
            continue;
          /* "闲着为A、B": the list after the verb */
          if (strstr (list, "为") != NULL)
            list = strstr (list, "为") + strlen ("为");
          else if (strstr (list, "為") != NULL)
            list = strstr (list, "為") + strlen ("為");
          items = g_strsplit (list, "、", -1);
          for (guint i = 0; items[i] != NULL; i++)
            for (guint j = i + 1; items[j] != NULL; j++)
              if (g_str_equal (items[i], items[j]))
                return TRUE;
        }
      return FALSE;
    }
  {
    g_autoptr (GRegex)     lists = g_regex_new ("moves?: ([^)]*)\\)", 0, 0, NULL);
    g_autoptr (GMatchInfo) m = NULL;

    g_regex_match (lists, text, 0, &m);
    while (g_match_info_matches (m))
      {
        g_autofree char   *list = g_match_info_fetch (m, 1);
        g_autoptr (GRegex) sep = g_regex_new (", | and ", 0, 0, NULL);
        g_auto (GStrv)     items = g_regex_split (sep, list, 0);
        for (guint i = 0; items[i] != NULL; i++)
          for (guint j = i + 1; items[j] != NULL; j++)
            if (g_str_equal (items[i], items[j]))
              return TRUE;
        g_match_info_next (m, NULL);
      }
  }
  return FALSE;
}

void
text_checks_sentence (TextChecks        *tc,
                      const XqTextStyle *style,
                      const char        *text,
                      const char        *source)
{
  init_regexes ();
  tc->sentences++;
  if (starts_without_subject (style, text))
    fail (tc, "a sentence without its subject", source, style, text);
  if (repeats_an_item (style, text))
    fail (tc, "a listed set that repeats an item", source, style, text);
  if (style->profile == XQ_PROFILE_AXF)
    {
      if (g_regex_match (re_axf_counted, text, 0, NULL))
        fail (tc, "a CXA counted term (数捉一闲 …) in an AXF text", source, style, text);
      if (g_regex_match (re_axf_balance, text, 0, NULL))
        fail (tc, "a seed 001 balance (二打一还打, 多打对多打 …) in an AXF text", source, style, text);
    }
  if (style->profile != XQ_PROFILE_CXA && g_regex_match (re_cxa, text, 0, NULL))
    fail (tc, "a CXA clause outside the CXA profile", source, style, text);
}

/* The name of @color as the texts write it. */
static const char *
side (const XqTextStyle *style,
      XqColor            color)
{
  return xq_text_side_name (style->lang, color);
}

static gboolean
is_verdict (const XqTextStyle *style,
            const char        *text)
{
  return g_str_has_prefix (text, is_chinese (style) ? (style->lang == XQ_LANG_ZH_TW ? "裁決：" : "裁决：") : "Ruling: ");
}

static gboolean
is_loop_sentence (const char *text)
{
  return g_str_has_prefix (text, "在此循环中") || g_str_has_prefix (text, "在此循環中") ||
         g_str_has_prefix (text, "In this loop");
}

/* The clauses of a sentence that say a side's moves are forbidden: "红方长捉…，属禁止着法" */
static gboolean
calls_forbidden (const XqTextStyle *style,
                 const char        *text,
                 XqColor            color)
{
  g_auto (GStrv) clauses = g_strsplit (text, is_chinese (style) ? "；" : "; ", -1);

  for (guint i = 0; clauses[i] != NULL; i++)
    if (g_str_has_prefix (clauses[i], side (style, color)) &&
        (strstr (clauses[i], "禁止着法") != NULL || strstr (clauses[i], "禁止著法") != NULL ||
         strstr (clauses[i], "which is forbidden") != NULL))
      return TRUE;
  return FALSE;
}

/* Does the text write @n as a number of its own ("第51、55着", "plies 51, 55")? */
static gboolean
names_number (const char *text,
              guint       n)
{
  g_autofree char *pattern = g_strdup_printf ("(?<![0-9.])%u(?![0-9])", n);
  return g_regex_match_simple (pattern, text, 0, 0);
}

/* The cycle's moves with their numbers: each move in the style's notation, and the move number of
 * each red move (and of a black first move). */
static void
check_moves_named (TextChecks        *tc,
                   const XqTextStyle *style,
                   const XqPosition  *start,
                   const XqMove      *moves,
                   guint              first,
                   guint              last,
                   const char        *text,
                   const char        *source)
{
  XqPosition pos = *start;
  XqUndo     undo;

  for (guint p = 1; p <= last; p++)
    {
      if (p >= first)
        {
          g_autofree char *move = xq_text_move (style, &pos, moves[p - 1]);
          g_autofree char *number = NULL;

          if (strstr (text, move) == NULL)
            {
              fail (tc, "a move of the cycle not named", source, style, text);
              return;
            }
          if (pos.side == XQ_RED)
            number = g_strdup_printf (style->lang == XQ_LANG_EN ? "%u. %s" : "%u.%s", pos.fullmove, move);
          else if (p == first)
            number = g_strdup_printf (style->lang == XQ_LANG_EN ? "%u... %s" : "%u.……%s", pos.fullmove, move);
          if (number != NULL && strstr (text, number) == NULL)
            {
              fail (tc, "a move of the cycle without its move number", source, style, text);
              return;
            }
        }
      xq_position_make (&pos, moves[p - 1], &undo);
    }
}

static void
check_ruling (TextChecks        *tc,
              const XqTextStyle *style,
              const XqPosition  *start,
              const XqMove      *moves,
              const TextBlock   *b,
              const char        *source)
{
  const XqRuling     *r = &b->ruling;
  g_autoptr (GString) all = g_string_new (NULL);
  guint               verdicts = 0;
  gboolean            held[XQ_N_COLORS];
  const char         *last;

  for (guint u = 0; u < b->units->len; u++)
    {
      const char *text = ((TextUnit *) b->units->pdata[u])->text;
      g_string_append (all, text);
      verdicts += is_verdict (style, text);
      if (g_regex_match (re_rule9, text, 0, NULL))
        fail (tc, "细则9 in a ruling (it is for a piece chasing with its general's help)", source, style, text);
    }
  if (!r->has_cycle || b->units->len == 0)
    return;
  switch (r->reason)
    {
    case XQ_REASON_FORBIDDEN_CYCLE:
    case XQ_REASON_PERPETUAL_CHECK:
    case XQ_REASON_BOTH_ALLOWED:
    case XQ_REASON_BOTH_FORBIDDEN:
    case XQ_REASON_RETURN_ATTACK:
      break;
    case XQ_REASON_NONE:
    case XQ_REASON_CHECKMATE:
    case XQ_REASON_STALEMATE:
    case XQ_REASON_SIXTY_MOVES:
    case XQ_REASON_MOVE_LIMIT:
    case XQ_REASON_MOVE_LIMIT_CHECK:
    default:
      return;
    }
  tc->rulings++;
  tc->multi_loop += r->n_loops > 1;
  tc->changed += r->changed;

  /* One 裁决, at the end */
  last = ((TextUnit *) b->units->pdata[b->units->len - 1])->text;
  if (verdicts != 1 || !is_verdict (style, last))
    fail (tc, "the ruling does not end in one 裁决 sentence", source, style, all->str);

  /* The plies of the occurrences */
  for (guint i = 0; i < MIN (r->repetitions, XQ_MAX_OCCURRENCES); i++)
    if (r->occurrences[i] > 0 && !names_number (((TextUnit *) b->units->pdata[0])->text, r->occurrences[i]))
      fail (tc, "an occurrence's ply not named", source, style, ((TextUnit *) b->units->pdata[0])->text);

  /* The moves, with their numbers */
  if (r->n_loops > 1)
    for (guint i = 0; i < MIN (r->n_loops, XQ_MAX_LOOPS); i++)
      check_moves_named (tc, style, start, moves, r->loops[i].first_ply, r->loops[i].last_ply, all->str, source);
  else
    check_moves_named (tc, style, start, moves, r->first_ply, r->last_ply, all->str, source);

  /* Nothing forbidden that the verdict does not hold against the side */
  for (int c = 0; c < XQ_N_COLORS; c++)
    held[c] = r->side[c].forbidden && !r->side[c].excused;
  for (guint u = 0; u < b->units->len; u++)
    {
      const char *text = ((TextUnit *) b->units->pdata[u])->text;
      if (is_loop_sentence (text) || is_verdict (style, text))
        continue;
      for (int c = 0; c < XQ_N_COLORS; c++)
        if (!held[c] && calls_forbidden (style, text, (XqColor) c))
          fail (tc, "a side's moves called forbidden, the verdict holding nothing against them", source, style, text);
    }

  /* Each side's pattern with its clause: under CXA every pattern has one */
  if (style->profile == XQ_PROFILE_CXA)
    for (guint u = 0; u < b->units->len; u++)
      {
        const char    *text = ((TextUnit *) b->units->pdata[u])->text;
        guint          cites = 0;
        const char    *p = text;
        const char    *mark = is_chinese (style) ? (style->lang == XQ_LANG_ZH_TW ? "《中國象棋競賽規則》" : "《中国象棋竞赛规则》")
                                                 : "CXA rules";
        g_auto (GStrv) clauses = g_strsplit (text, is_chinese (style) ? "；" : "; ", -1);
        const char    *first = clauses[0];
        gboolean       sides;

        /* the sentence of the sides: "红方…；黑方…" (after "在此循环中，" in a loop's) */
        if (is_loop_sentence (first))
          first = strstr (first, is_chinese (style) ? "，" : ", ") + (is_chinese (style) ? strlen ("，") : 2);
        sides = !is_verdict (style, text) && clauses[1] != NULL && g_str_has_prefix (first, side (style, XQ_RED)) &&
                g_str_has_prefix (clauses[1], side (style, XQ_BLACK));

        if (!sides)
          continue;
        while ((p = strstr (p, mark)) != NULL)
          {
            cites++;
            p += strlen (mark);
          }
        if (cites < 2)
          fail (tc, "a side's pattern without its clause", source, style, text);
      }

  /* 长将 cites 28.10 */
  if (style->profile == XQ_PROFILE_CXA)
    {
      gboolean perpetual_check = FALSE;
      for (int c = 0; c < XQ_N_COLORS; c++)
        perpetual_check |= r->side[c].pattern == XQ_PATTERN_PERPETUAL_CHECK;
      for (guint i = 0; i < MIN (r->n_loops, XQ_MAX_LOOPS); i++)
        for (int c = 0; c < XQ_N_COLORS; c++)
          perpetual_check |= r->loops[i].side[c].pattern == XQ_PATTERN_PERPETUAL_CHECK;
      if (perpetual_check && strstr (all->str, "28.10") == NULL)
        fail (tc, "长将 without CXA 28.10", source, style, all->str);
    }

  /* A decisive ruling cites its rule */
  if (r->must_change_set && style->profile == XQ_PROFILE_AXF && strstr (last, "《亚洲象棋规则》第") == NULL &&
      strstr (last, "《亞洲象棋規則》第") == NULL && strstr (last, "AXF rule ") == NULL)
    fail (tc, "a decisive AXF ruling without its rule", source, style, last);
  if (r->must_change_set && style->profile == XQ_PROFILE_1957 && strstr (last, "1957") == NULL)
    fail (tc, "a decisive 1957 ruling without its section", source, style, last);
}

/* A move's texts: no "counts as idle" in a check's or a mate threat's, and an earlier capture
 * named as one must be one. */
static void
check_move (TextChecks        *tc,
            const XqTextStyle *style,
            const TextBlock   *b,
            const char        *source)
{
  tc->move_texts++;
  for (guint u = 0; u < b->units->len; u++)
    {
      const char            *text = ((TextUnit *) b->units->pdata[u])->text;
      g_autoptr (GMatchInfo) m = NULL;

      if ((b->heaviest == XQ_NATURE_CHECK || b->heaviest == XQ_NATURE_MATE_THREAT) &&
          g_regex_match (re_idle_in_attack, text, 0, NULL))
        fail (tc, "\"counts as idle\" in the text of a check or a mate threat", source, style, text);
      if (g_regex_match (is_chinese (style) ? re_prior_zh : re_prior_en, text, 0, &m))
        {
          g_autofree char *prior = g_match_info_fetch (m, 1);
          XqMoveList       pseudo;
          gboolean         captures = FALSE;

          /* X as the text writes it, among the moves of the position before (a capture that a
           * check stands in front of counts: the threat stands behind the check) */
          xq_generate_pseudo (&b->before, &pseudo);
          for (guint i = 0; i < pseudo.n && !captures; i++)
            {
              g_autofree char *text_i = xq_text_move (style, &b->before, pseudo.moves[i]);
              captures = g_str_equal (text_i, prior) && xq_position_get (&b->before, xq_move_to (pseudo.moves[i])) != XQ_NO_PIECE;
            }
          if (!captures)
            fail (tc, "\"could already take … with X\" where X captures nothing", source, style, text);
        }
    }
}

void
text_checks_game (TextChecks        *tc,
                  const XqTextStyle *style,
                  const XqPosition  *start,
                  const XqMove      *moves,
                  guint              n_moves,
                  GPtrArray         *blocks,
                  const char        *source)
{
  init_regexes ();
  (void) n_moves;
  for (guint i = 0; i < blocks->len; i++)
    {
      const TextBlock *b = blocks->pdata[i];

      for (guint u = 0; u < b->units->len; u++)
        text_checks_sentence (tc, style, ((TextUnit *) b->units->pdata[u])->text, source);
      if (b->ply > 0)
        check_move (tc, style, b, source);
      else if (!b->way_out)
        check_ruling (tc, style, start, moves, b, source);
    }
}
