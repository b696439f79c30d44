/* xq-text-cite.c: each profile's own clauses
 *
 * CXA: reference/cxa-rules-1999.md (articles 3, 4, 24–29; 棋例细则 1–13).
 * AXF: the Asian rules (chapter 4, section 4, "Detail rules and examples"), whose diagram numbers
 * the AXF cases of shared/data/rules/axf-repetition-cases.json give ("diagram 24", "diagrams
 * 71-75"); only rules whose text and diagrams we have are numbered here.
 * 1957: seed 000, by its section (输棋, 禁止着法, 和棋, 限着) and item, and the examples of its
 * 疑难棋势 (例一…例九) by number.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-cite"

#include "config.h"

#include "xq-text-cite.h"

#include <string.h>

#include "xq-catalog.h"

/* Items of seed 000 */
typedef enum {
  S57_NONE = 0,
  S57_LOSS,  /* 输棋 */
  S57_F1,    /* 禁止着法（一）长将 */
  S57_F2,    /* （二）长要杀 */
  S57_F3,    /* （三）一将一要杀 */
  S57_F4,    /* （四）长捉无根子 */
  S57_F5,    /* （五）一将一捉 */
  S57_D3,    /* 和棋 三、长拦 */
  S57_D4,    /* 四、长兑 */
  S57_D5,    /* 五、长跟 */
  S57_D6,    /* 六、一将一闲 */
  S57_D7,    /* 七、解将还将 */
  S57_D8,    /* 八、卒兵长捉 */
  S57_D9,    /* 九、将帅长捉 */
  S57_D10,   /* 十、车、马循环反捉 */
  S57_LIMIT, /* 限着 */
  S57_E3,    /* 疑难棋势 例三: a pawn's perpetual chase against a forced perpetual mate threat */
  S57_E4,    /* 例四 解捉还捉 */
  S57_E5,    /* 例五 二捉一还打 */
  S57_E6,    /* 例六 二打一还打 */
  S57_E9,    /* 例九 长捉 against 一将一还捉 */
  S57_N
} Item1957;

typedef struct
{
  gboolean    forbidden; /* 禁止着法, else 和棋 (or 输棋, 限着, 疑难棋势 below) */
  int         number;    /* item number (例 number for 疑难棋势), 0 for none */
  const char *zh;        /* simplified */
  const char *tw;        /* traditional */
  const char *en;
  gboolean    example; /* one of the 疑难棋势 examples (例一…例九) */
} Item1957Text;

static const Item1957Text items_1957[S57_N] = {
  [S57_LOSS] = { FALSE, 0, "输棋", "輸棋", "Losing" },
  [S57_F1] = { TRUE, 1, "长将", "長將", "perpetual check" },
  [S57_F2] = { TRUE, 2, "长要杀", "長要殺", "perpetual mate threat" },
  [S57_F3] = { TRUE, 3, "一将一要杀", "一將一要殺", "one check, one mate threat" },
  [S57_F4] = { TRUE, 4, "长捉无根子", "長捉無根子", "perpetual chase of an unprotected piece" },
  [S57_F5] = { TRUE, 5, "一将一捉", "一將一捉", "one check, one chase" },
  [S57_D3] = { FALSE, 3, "长拦", "長攔", "perpetual blocking" },
  [S57_D4] = { FALSE, 4, "长兑", "長兌", "perpetual exchange offers" },
  [S57_D5] = { FALSE, 5, "长跟", "長跟", "perpetual following" },
  [S57_D6] = { FALSE, 6, "一将一闲", "一將一閒", "one check, one idle move" },
  [S57_D7] = { FALSE, 7, "解将还将", "解將還將", "check answered by check" },
  [S57_D8] = { FALSE, 8, "卒兵长捉", "卒兵長捉", "perpetual chase by pawns" },
  [S57_D9] = { FALSE, 9, "将帅长捉", "將帥長捉", "perpetual chase by the general" },
  [S57_D10] = { FALSE, 10, "车、马循环反捉", "車、馬循環反捉", "rook and horse chasing each other" },
  [S57_LIMIT] = { FALSE, 0, "限着", "限著", "Move limit" },
  [S57_E3] = { FALSE, 3, "卒长捉红车，车被迫长杀", "卒長捉紅車，車被迫長殺",
               "a pawn chases a rook perpetually, the rook is forced into perpetual mate threats", TRUE },
  [S57_E4] = { FALSE, 4, "解捉还捉", "解捉還捉", "each move parries a chase and chases in return", TRUE },
  [S57_E5] = { FALSE, 5, "二捉一还打", "二捉一還打", "two chases against one return attack", TRUE },
  [S57_E6] = { FALSE, 6, "二打一还打", "二打一還打", "two attacks against one return attack", TRUE },
  [S57_E9] = { FALSE, 9, "长捉对一将一还捉", "長捉對一將一還捉", "perpetual chase against one check, one chase in return",
               TRUE },
};

typedef struct
{
  const char *cxa;         /* articles, space-separated, or NULL */
  const char *cxa_rulings; /* 细则 numbers, space-separated, or NULL */
  int         axf;         /* rule number, 0 for none */
  int         axf_from;    /* diagrams, 0 for none */
  int         axf_to;
  Item1957    s1957;
} CiteRow;

static const CiteRow rows[XQ_N_CITES] = {
  [XQ_CITE_CHECK] = { "28.1", NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_MATE_THREAT] = { "28.2", NULL, 0, 0, 0, S57_F2 },
  [XQ_CITE_CHASE] = { "28.3 29.3", NULL, 0, 0, 0, S57_F4 },
  [XQ_CITE_CHASE_BY_CHECKS] = { "29.1", NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_CHASE_BY_EXCHANGE] = { "29.1 29.3", "3", 0, 0, 0, S57_NONE },
  [XQ_CITE_CANNON_ON_ROOK] = { NULL, NULL, 15, 18, 25, S57_NONE },
  [XQ_CITE_ROOK_ON_CANNON] = { NULL, NULL, 18, 32, 38, S57_NONE },
  [XQ_CITE_AXF_PROTECTED_CHASE] = { NULL, NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_CHASE_WITH_OFFER] = { NULL, "5 12", 36, 90, 93, S57_NONE },
  [XQ_CITE_NOT_NEW] = { "29.2", "6", 0, 0, 0, S57_NONE },
  [XQ_CITE_NEWLY_UNPROTECTED] = { "29.2", "2", 0, 0, 0, S57_NONE },
  [XQ_CITE_MATE_LINE] = { "27.4 28.2", NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_HIDDEN_ROOT_CUT] = { NULL, NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_KING_ALONE] = { "27.1", NULL, 28, 67, 68, S57_D9 },
  [XQ_CITE_PAWN_ALONE] = { "27.2", "11", 0, 0, 0, S57_D8 },
  [XQ_CITE_TAKER_MATED] = { "29.4", "7", 0, 0, 0, S57_NONE },
  [XQ_CITE_NO_VALUE] = { "25.3", NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_FLOATING_PAWN] = { "25.3", "10", 0, 0, 0, S57_NONE },
  [XQ_CITE_PROTECTED] = { "29.3", NULL, 0, 0, 0, S57_F4 },
  [XQ_CITE_MUTUAL] = { "28.5", NULL, 24, 51, 55, S57_D4 },
  [XQ_CITE_EXCHANGE] = { "28.5", NULL, 0, 0, 0, S57_D4 },
  [XQ_CITE_SACRIFICE] = { "28.6", NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_BLOCK] = { "28.7", NULL, 0, 0, 0, S57_D3 },
  [XQ_CITE_FOLLOW] = { "28.8", NULL, 0, 0, 0, S57_D5 },
  [XQ_CITE_IDLE] = { "28.9", NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_HEAVIEST] = { "27.4", "12", 0, 0, 0, S57_NONE },
  /* AXF rule 1: the side that captures the other's general first wins */
  [XQ_CITE_CHECKMATE] = { "3.1", NULL, 1, 0, 0, S57_LOSS },
  [XQ_CITE_STALEMATE] = { "3.2", NULL, 2, 0, 0, S57_LOSS },
  [XQ_CITE_SIXTY_MOVES] = { "4.2.4", NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_MOVE_LIMIT] = { "4.2.4", NULL, 0, 0, 0, S57_LIMIT }, /* CXA: the natural limit, 可酌减 */
  [XQ_CITE_PERPETUAL_CHECK] = { "26.1", "1", 6, 1, 3, S57_F1 },
  [XQ_CITE_BOTH_ALLOWED] = { "26.2", NULL, 5, 0, 0, S57_NONE },
  [XQ_CITE_BOTH_FORBIDDEN] = { "26.3", "8", 0, 0, 0, S57_NONE },
  [XQ_CITE_FORBIDDEN_VS_ALLOWED] = { "26.4", NULL, 0, 0, 0, S57_NONE },
  [XQ_CITE_PERPETUAL_CHASE] = { "28.12", NULL, 0, 0, 0, S57_F4 },
  [XQ_CITE_PERPETUAL_MATE_THREAT] = { "28.11", NULL, 9, 6, 9, S57_F2 },
  [XQ_CITE_CHECK_MATE_THREAT] = { "25.2", NULL, 0, 0, 0, S57_F3 },
  [XQ_CITE_CHECK_CHASE] = { "25.2", NULL, 12, 13, 13, S57_F5 },
  [XQ_CITE_MUTUAL_CHECKS] = { NULL, NULL, 7, 4, 4, S57_D7 },
  [XQ_CITE_TWO_CHECKS_ONE] = { NULL, NULL, 8, 5, 5, S57_NONE },
  [XQ_CITE_CHECK_IDLE] = { "25.2", NULL, 0, 0, 0, S57_D6 },
  [XQ_CITE_ATTACK_WITH_IDLE] = { "25.2", NULL, 0, 0, 0, S57_NONE },
  /* 细则9 is the general chasing with other pieces, a chase: not for 将帅长捉 (issue 26) */
  [XQ_CITE_KING_CHASE] = { "27.1", NULL, 28, 67, 68, S57_D9 },
  [XQ_CITE_PAWN_CHASE] = { "27.2", NULL, 0, 0, 0, S57_D8 },
  [XQ_CITE_CHASE_SEVERAL] = { NULL, NULL, 32, 76, 80, S57_NONE },
  [XQ_CITE_OFFERS] = { "28.13", NULL, 40, 101, 104, S57_D4 },
  [XQ_CITE_BLOCKS] = { "28.13", NULL, 0, 0, 0, S57_D3 },
  [XQ_CITE_FOLLOWS] = { "28.13", NULL, 0, 0, 0, S57_D5 },
  [XQ_CITE_ROOK_HORSE] = { NULL, NULL, 0, 0, 0, S57_D10 },
  [XQ_CITE_PAWN_RETURN] = { NULL, NULL, 0, 0, 0, S57_E3 },
  [XQ_CITE_RETURN_CHASE] = { NULL, NULL, 0, 0, 0, S57_E5 },
  [XQ_CITE_RETURN_ATTACK] = { NULL, NULL, 0, 0, 0, S57_E6 },
  [XQ_CITE_CHASE_VS_CHECK_CHASE] = { NULL, NULL, 0, 0, 0, S57_E9 },
  [XQ_CITE_MUTUAL_CHASE] = { NULL, NULL, 0, 0, 0, S57_E4 },
  [XQ_CITE_PERPETUAL_CHECK_TERM] = { "28.10", NULL, 6, 1, 3, S57_F1 },
  /* AXF rule 3: "The side who violates a rule, asked by the referee to alter, and repeats the
   * violation for three times will be ruled to lose": the rule of every AXF loss by a forbidden
   * cycle that no detailed rule (15 cannons on a rook, 18 a rook on a cannon …) names. */
  [XQ_CITE_REPEATED_VIOLATION] = { "26.4", NULL, 3, 0, 0, S57_NONE },
  [XQ_CITE_ATTACKS] = { "25.2", NULL, 0, 0, 0, S57_NONE },
};

static const char *const chinese_numerals[11] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十" };

/* "28.3 29.3" -> "28.3、29.3" / "28.3, 29.3" */
static void
append_numbers (GString    *s,
                const char *numbers,
                const char *sep)
{
  g_auto (GStrv) parts = g_strsplit (numbers, " ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append (s, sep);
      g_string_append (s, parts[i]);
    }
}

static char *
cite_cxa (XqLang         lang,
          const CiteRow *row)
{
  GString *s;

  if (row->cxa == NULL && row->cxa_rulings == NULL)
    return NULL;
  s = g_string_new (NULL);
  if (lang == XQ_LANG_EN)
    {
      g_string_append (s, "CXA rules");
      if (row->cxa)
        {
          g_string_append (s, strchr (row->cxa, ' ') ? " arts. " : " art. ");
          append_numbers (s, row->cxa, ", ");
        }
      if (row->cxa_rulings)
        {
          g_string_append (s, row->cxa ? " and " : " ");
          g_string_append (s, strchr (row->cxa_rulings, ' ') ? "detailed rulings " : "detailed ruling ");
          append_numbers (s, row->cxa_rulings, ", ");
        }
      return g_string_free (s, FALSE);
    }
  g_string_append (s, lang == XQ_LANG_ZH_TW ? "《中國象棋競賽規則》" : "《中国象棋竞赛规则》");
  if (row->cxa)
    {
      g_string_append (s, "第");
      append_numbers (s, row->cxa, "、");
      g_string_append (s, lang == XQ_LANG_ZH_TW ? "條" : "条");
    }
  if (row->cxa_rulings)
    {
      g_string_append (s, row->cxa ? "及" : "");
      g_string_append (s, lang == XQ_LANG_ZH_TW ? "細則" : "细则");
      append_numbers (s, row->cxa_rulings, "、");
    }
  return g_string_free (s, FALSE);
}

static char *
cite_axf (XqLang         lang,
          const CiteRow *row)
{
  GString *s;

  if (row->axf == 0)
    return NULL;
  s = g_string_new (NULL);
  if (lang == XQ_LANG_EN)
    {
      g_string_append_printf (s, "AXF rule %d", row->axf);
      if (row->axf_from && row->axf_to > row->axf_from)
        g_string_append_printf (s, " and diagrams %d–%d", row->axf_from, row->axf_to);
      else if (row->axf_from)
        g_string_append_printf (s, " and diagram %d", row->axf_from);
      return g_string_free (s, FALSE);
    }
  if (lang == XQ_LANG_ZH_TW)
    g_string_append_printf (s, "《亞洲象棋規則》第%d條", row->axf);
  else
    g_string_append_printf (s, "《亚洲象棋规则》第%d条", row->axf);
  if (row->axf_from && row->axf_to > row->axf_from)
    g_string_append_printf (s, lang == XQ_LANG_ZH_TW ? "及圖%d至%d" : "及图%d至%d", row->axf_from, row->axf_to);
  else if (row->axf_from)
    g_string_append_printf (s, lang == XQ_LANG_ZH_TW ? "及圖%d" : "及图%d", row->axf_from);
  return g_string_free (s, FALSE);
}

static char *
cite_1957 (XqLang         lang,
           const CiteRow *row)
{
  const Item1957Text *item;
  gboolean            tw = lang == XQ_LANG_ZH_TW;

  if (row->s1957 == S57_NONE)
    return NULL;
  item = &items_1957[row->s1957];
  if (row->s1957 == S57_LOSS || row->s1957 == S57_LIMIT)
    {
      if (lang == XQ_LANG_EN)
        return g_strdup_printf ("the 1957 rules, “%s”", item->en);
      return g_strdup_printf (tw ? "1957年規則「%s」" : "1957年规则“%s”", tw ? item->tw : item->zh);
    }
  if (item->example)
    {
      if (lang == XQ_LANG_EN)
        return g_strdup_printf ("the 1957 rules, “Difficult positions” example %d, “%s”", item->number, item->en);
      return g_strdup_printf (tw ? "1957年規則「疑難棋勢」例%s「%s」" : "1957年规则“疑难棋势”例%s“%s”",
                              chinese_numerals[item->number], tw ? item->tw : item->zh);
    }
  if (lang == XQ_LANG_EN)
    return g_strdup_printf ("the 1957 rules, “%s” item %d, “%s”", item->forbidden ? "Forbidden moves" : "Drawn games",
                            item->number, item->en);
  if (tw)
    return g_strdup_printf ("1957年規則「%s」第%s項「%s」", item->forbidden ? "禁止著法" : "和棋",
                            chinese_numerals[item->number], item->tw);
  return g_strdup_printf ("1957年规则“%s”第%s项“%s”", item->forbidden ? "禁止着法" : "和棋",
                          chinese_numerals[item->number], item->zh);
}

char *
xq_text_cite (const XqTextStyle *style,
              XqCite             cite)
{
  const CiteRow *row;

  if ((guint) cite >= XQ_N_CITES || cite == XQ_CITE_NONE)
    return NULL;
  row = &rows[cite];
  switch (style->profile)
    {
    case XQ_PROFILE_AXF:
      return cite_axf (style->lang, row);
    case XQ_PROFILE_1957:
      return cite_1957 (style->lang, row);
    case XQ_PROFILE_CXA:
    default:
      return cite_cxa (style->lang, row);
    }
}

char *
xq_text_cite_paren (const XqTextStyle *style,
                    XqCite             cite)
{
  g_autofree char *bare = xq_text_cite (style, cite);

  if (bare == NULL)
    return g_strdup ("");
  return g_strdup_printf (style->lang == XQ_LANG_EN ? " (%s)" : "（%s）", bare);
}

char *
xq_text_cite_lead (const XqTextStyle *style,
                   XqCite             cite)
{
  g_autofree char *bare = xq_text_cite (style, cite);

  if (bare == NULL)
    return g_strdup ("");
  if (style->lang == XQ_LANG_EN)
    return g_strdup_printf ("Under %s, ", bare);
  return g_strdup_printf (style->lang == XQ_LANG_ZH_TW ? "依%s，" : "依%s，", bare);
}

const char *
xq_text_book_name (const XqTextStyle *style)
{
  switch (style->profile)
    {
    case XQ_PROFILE_AXF:
      return XQ_T (style->lang, "the AXF rules");
    case XQ_PROFILE_1957:
      return XQ_T (style->lang, "the 1957 rules");
    case XQ_PROFILE_CXA:
    default:
      return XQ_T (style->lang, "the CXA rules");
    }
}
