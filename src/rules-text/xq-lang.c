/* xq-lang.c: the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-lang"

#include "config.h"

#include "xq-lang.h"

XqLang
xq_lang_from_locale (void)
{
  const char *const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *n = names[i];
      if (g_str_has_prefix (n, "zh_TW") || g_str_has_prefix (n, "zh_HK") || g_str_has_prefix (n, "zh_MO"))
        return XQ_LANG_ZH_TW;
      if (g_str_has_prefix (n, "zh"))
        return XQ_LANG_ZH_CN;
      if (g_str_has_prefix (n, "en") || g_str_equal (n, "C") || g_str_equal (n, "POSIX"))
        return XQ_LANG_EN;
    }
  return XQ_LANG_EN;
}

const char *
xq_lang_to_string (XqLang lang)
{
  switch (lang)
    {
    case XQ_LANG_ZH_CN:
      return "zh_CN";
    case XQ_LANG_ZH_TW:
      return "zh_TW";
    case XQ_LANG_EN:
    default:
      return "en";
    }
}
