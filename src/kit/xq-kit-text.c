/* xq-kit-text.c: the kit's words from the embedded catalogues
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include "xq-kit-text.h"

#include <stdlib.h>
#include <string.h>

const char *
xq_kit_text_lookup_context (XqLang      lang,
                            const char *context,
                            const char *msgid)
{
  g_autofree char *key = g_strconcat (context, "\004", msgid, NULL);
  const char      *found = xq_catalog_lookup (lang, key);

  /* Not translated: the lookup hands our key back. */
  return found == key ? msgid : found;
}

const char *
xq_kit_text_system (XqLang   lang,
                    XqSystem system,
                    gboolean team)
{
  if (team)
    switch (system)
      {
      case XQ_SYSTEM_ROUNDROBIN:
        return XQ_T (lang, "Team round robin (分台制)");
      case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
        return XQ_T (lang, "Team double round robin (分台制)");
      case XQ_SYSTEM_KNOCKOUT:
        return XQ_T (lang, "Team knockout (分台制)");
      case XQ_SYSTEM_SWISS:
      case XQ_SYSTEM_GROUPS:
      default:
        return XQ_T (lang, "Team Swiss (分台制)");
      }
  switch (system)
    {
    case XQ_SYSTEM_ROUNDROBIN:
      return XQ_T (lang, "Round robin");
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
      return XQ_T (lang, "Double round robin");
    case XQ_SYSTEM_SWISS:
      return XQ_T (lang, "Swiss");
    case XQ_SYSTEM_KNOCKOUT:
      return XQ_T (lang, "Knockout");
    case XQ_SYSTEM_GROUPS:
    default:
      return XQ_T (lang, "Groups, then knockout");
    }
}

const char *
xq_kit_text_tiebreak (XqLang     lang,
                      XqTiebreak tiebreak)
{
  switch (tiebreak)
    {
    case XQ_TIEBREAK_SONNEBORN_BERGER:
      return XQ_TC (lang, "tie-break", "SB");
    case XQ_TIEBREAK_GAME_POINTS:
      return XQ_TC (lang, "tie-break", "Game pts");
    case XQ_TIEBREAK_BUCHHOLZ:
      return XQ_TC (lang, "tie-break", "Buchholz");
    case XQ_TIEBREAK_PROGRESSIVE:
      return XQ_TC (lang, "tie-break", "Progr.");
    case XQ_TIEBREAK_PROGRESSIVE_CUT:
      return XQ_TC (lang, "tie-break", "Progr. cut");
    case XQ_TIEBREAK_EARLIER_ROUNDS:
      return XQ_TC (lang, "tie-break", "Earlier rounds");
    case XQ_TIEBREAK_WINS:
      return XQ_TC (lang, "tie-break", "Wins");
    case XQ_TIEBREAK_DIRECT:
      return XQ_TC (lang, "tie-break", "Direct");
    case XQ_TIEBREAK_FOULS:
      return XQ_TC (lang, "tie-break", "Violations");
    case XQ_TIEBREAK_BLACK_GAMES:
      return XQ_TC (lang, "tie-break", "With Black");
    case XQ_TIEBREAK_BLACK_WINS:
      return XQ_TC (lang, "tie-break", "Black wins");
    case XQ_TIEBREAK_UNBEATEN:
      return XQ_TC (lang, "tie-break", "Unbeaten");
    case XQ_TIEBREAK_NET_WINS:
      return XQ_TC (lang, "tie-break", "W − L");
    case XQ_TIEBREAK_PLAYOFF:
      return XQ_TC (lang, "tie-break", "Play-off");
    case XQ_TIEBREAK_BOARD_POINTS:
      return XQ_TC (lang, "tie-break", "Boards");
    case XQ_TIEBREAK_SHARED:
    case XQ_N_TIEBREAKS:
    default:
      return XQ_TC (lang, "tie-break", "Shared");
    }
}

const char *
xq_kit_text_html_lang (XqLang lang)
{
  switch (lang)
    {
    case XQ_LANG_ZH_CN:
      return "zh-CN";
    case XQ_LANG_ZH_TW:
      return "zh-TW";
    case XQ_LANG_EN:
    default:
      return "en";
    }
}

/* Our language for one language tag, or −1. */
static int
lang_of_tag (const char *tag)
{
  g_autofree char *t = g_ascii_strdown (tag, -1);

  if (g_str_equal (t, "en") || g_str_has_prefix (t, "en-"))
    return XQ_LANG_EN;
  if (g_str_has_prefix (t, "zh-tw") || g_str_has_prefix (t, "zh-hk") || g_str_has_prefix (t, "zh-mo") ||
      g_str_has_prefix (t, "zh-hant"))
    return XQ_LANG_ZH_TW;
  if (g_str_equal (t, "zh") || g_str_has_prefix (t, "zh-"))
    return XQ_LANG_ZH_CN;
  return -1;
}

XqLang
xq_kit_text_lang_from_accept (const char *accept_language)
{
  g_auto (GStrv) items = NULL;
  double         best_q = 0;
  int            best = XQ_LANG_EN;

  if (accept_language == NULL || strlen (accept_language) > 1024)
    return XQ_LANG_EN;
  items = g_strsplit (accept_language, ",", 32);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto (GStrv) parts = g_strsplit (items[i], ";", 4);
      double         q = 1.0;
      int            lang;

      g_strstrip (parts[0]);
      for (guint k = 1; parts[k] != NULL; k++)
        {
          char *p = g_strstrip (parts[k]);
          if (g_str_has_prefix (p, "q="))
            q = g_ascii_strtod (p + 2, NULL);
        }
      lang = lang_of_tag (parts[0]);
      if (lang >= 0 && q > best_q)
        {
          best_q = q;
          best = lang;
        }
    }
  return (XqLang) best;
}
