/* xq-names.c: pinyin and collation of names with ICU
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-names.h"

#include <string.h>
#include <unicode/ucol.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>

/* A transliterator may not be used by two threads at once; collators may. */
static GMutex           trans_lock;
static UTransliterator *trans;

static UTransliterator *
get_transliterator (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      UErrorCode err = U_ZERO_ERROR;
      UChar      id[64];

      u_uastrcpy (id, "Han-Latin/Names; Latin-ASCII; Lower");
      trans = utrans_openU (id, -1, UTRANS_FORWARD, NULL, 0, NULL, &err);
      if (U_FAILURE (err))
        {
          g_debug ("no Han-Latin transliterator: %s", u_errorName (err));
          trans = NULL;
        }
      g_once_init_leave (&once, 1);
    }
  return trans;
}

/* @text as UTF-16; NULL for invalid UTF-8. */
static UChar *
to_uchars (const char *text,
           int32_t    *len,
           int32_t     extra)
{
  UErrorCode err = U_ZERO_ERROR;
  UChar     *out;
  int32_t    n = 0;

  u_strFromUTF8 (NULL, 0, &n, text, -1, &err);
  if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE (err))
    return NULL;
  err = U_ZERO_ERROR;
  out = g_new0 (UChar, n + extra + 1);
  u_strFromUTF8 (out, n + 1, len, text, -1, &err);
  if (U_FAILURE (err))
    {
      g_free (out);
      return NULL;
    }
  return out;
}

static char *
to_utf8 (const UChar *text,
         int32_t      len)
{
  UErrorCode err = U_ZERO_ERROR;
  int32_t    n = 0;
  char      *out;

  u_strToUTF8 (NULL, 0, &n, text, len, &err);
  if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE (err))
    return g_strdup ("");
  err = U_ZERO_ERROR;
  out = g_malloc0 (n + 1);
  u_strToUTF8 (out, n + 1, NULL, text, len, &err);
  return out;
}

char *
xq_names_pinyin (const char *name)
{
  UTransliterator  *t = get_transliterator ();
  g_autofree UChar *buf = NULL;
  int32_t           len = 0, limit, capacity;
  UErrorCode        err = U_ZERO_ERROR;
  g_autofree char  *latin = NULL;
  GString          *out;

  g_return_val_if_fail (name != NULL, NULL);

  if (t == NULL || !g_utf8_validate (name, -1, NULL))
    return g_utf8_strdown (name, -1);
  /* A Han character becomes a syllable of at most 6 letters and a space. */
  capacity = (int32_t) strlen (name) * 8 + 16;
  buf = to_uchars (name, &len, capacity);
  if (buf == NULL)
    return g_utf8_strdown (name, -1);
  limit = len;
  g_mutex_lock (&trans_lock);
  utrans_transUChars (t, buf, &len, capacity, 0, &limit, &err);
  g_mutex_unlock (&trans_lock);
  if (U_FAILURE (err))
    return g_utf8_strdown (name, -1);
  latin = to_utf8 (buf, len);
  /* One space between syllables and words, none around. */
  out = g_string_new (NULL);
  for (const char *p = latin; *p; p++)
    {
      if (g_ascii_isspace (*p) || *p == '-' || *p == '\'' || *p == '.' || *p == ',')
        {
          if (out->len > 0 && out->str[out->len - 1] != ' ')
            g_string_append_c (out, ' ');
          continue;
        }
      g_string_append_c (out, g_ascii_tolower (*p));
    }
  while (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

char *
xq_names_initials (const char *name)
{
  g_autofree char *pinyin = xq_names_pinyin (name);
  GString         *out = g_string_new (NULL);
  gboolean         start = TRUE;

  for (const char *p = pinyin; *p; p = g_utf8_next_char (p))
    {
      if (*p == ' ')
        {
          start = TRUE;
          continue;
        }
      if (start)
        g_string_append_unichar (out, g_utf8_get_char (p));
      start = FALSE;
    }
  return g_string_free (out, FALSE);
}

/* @text with spaces removed. */
static char *
without_spaces (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    if (*p != ' ')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

gboolean
xq_names_match (const char *name,
                const char *query)
{
  g_autofree char *q = NULL, *n = NULL, *pinyin = NULL, *initials = NULL, *joined = NULL, *qjoined = NULL;

  g_return_val_if_fail (name != NULL, FALSE);

  if (query == NULL || *query == '\0')
    return TRUE;
  if (!g_utf8_validate (query, -1, NULL) || !g_utf8_validate (name, -1, NULL))
    return FALSE;
  q = g_utf8_casefold (query, -1);
  g_strstrip (q);
  if (*q == '\0')
    return TRUE;
  n = g_utf8_casefold (name, -1);
  if (strstr (n, q) != NULL)
    return TRUE;
  pinyin = xq_names_pinyin (name);
  initials = xq_names_initials (name);
  joined = without_spaces (pinyin);
  qjoined = without_spaces (q);
  return g_str_has_prefix (initials, qjoined) || g_str_has_prefix (joined, qjoined) ||
         g_str_has_prefix (pinyin, q);
}

static UCollator *
get_collator (XqLang lang)
{
  static gsize      once = 0;
  static UCollator *collators[XQ_N_LANGS];

  if (g_once_init_enter (&once))
    {
      for (int l = 0; l < XQ_N_LANGS; l++)
        {
          UErrorCode err = U_ZERO_ERROR;
          collators[l] = ucol_open (l == XQ_LANG_ZH_TW ? "zh_Hant" : "zh", &err);
          if (U_FAILURE (err))
            collators[l] = NULL;
          else if (l == XQ_LANG_EN)
            {
              /* Latin names first for an English reader, Chinese ones after in pinyin order. */
              static const int32_t order[] = { USCRIPT_LATIN, USCRIPT_HAN };
              ucol_setReorderCodes (collators[l], order, G_N_ELEMENTS (order), &err);
            }
        }
      g_once_init_leave (&once, 1);
    }
  return lang >= 0 && lang < XQ_N_LANGS ? collators[lang] : NULL;
}

char *
xq_names_sort_key (const char *name,
                   XqLang      lang)
{
  UCollator        *coll = get_collator (lang);
  g_autofree UChar *text = NULL;
  int32_t           len = 0, n;
  guint8           *key;

  g_return_val_if_fail (name != NULL, NULL);

  if (coll == NULL || (text = to_uchars (name, &len, 0)) == NULL)
    return g_utf8_collate_key (name, -1);
  n = ucol_getSortKey (coll, text, len, NULL, 0);
  key = g_malloc0 (n + 1);
  ucol_getSortKey (coll, text, len, key, n + 1);
  return (char *) key;
}

gboolean
xq_names_one_line (const char *text,
                   guint       max)
{
  if (text == NULL)
    return TRUE;
  if (!g_utf8_validate (text, -1, NULL) || g_utf8_strlen (text, -1) > max)
    return FALSE;
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

char *
xq_names_key (const char *name)
{
  g_autofree char *nfkc = g_utf8_normalize (name, -1, G_NORMALIZE_NFKC);
  g_autofree char *folded = g_utf8_casefold (nfkc != NULL ? nfkc : name, -1);
  GString         *key = g_string_new (NULL);
  gboolean         space = FALSE;

  for (const char *p = folded; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (g_unichar_isspace (c))
        {
          space = key->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (key, ' ');
      space = FALSE;
      g_string_append_unichar (key, c);
    }
  return g_string_free (key, FALSE);
}
