/* xq-encoding.c: the text encodings of game records, detected and converted to UTF-8
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-encoding.h"

#include <errno.h>
#include <string.h>

#include "xq-catalog.h"
#include "xq-record-error.h"

/* How much text the detector converts to compare GB18030 and Big5. */
#define SAMPLE_BYTES (64 * 1024)

/* Characters that fill Xiangqi records, in simplified and traditional forms. A GBK file read as
 * Big5 (or the other way round) gives unrelated characters, so the right reading has more. */
static const char vocabulary[] =
  "车車俥马馬傌碼炮砲包兵卒相象仕士帅帥将將进進退平前后後中红紅黑胜勝和负負局"
  "一二三四五六七八九着著棋谱譜先手红方黑方";

const char *
xq_encoding_get_name (XqEncoding encoding)
{
  switch (encoding)
    {
    case XQ_ENCODING_GB18030:
      return "GB18030";
    case XQ_ENCODING_BIG5:
      return "BIG5";
    case XQ_ENCODING_UTF16LE:
      return "UTF-16LE";
    case XQ_ENCODING_UTF16BE:
      return "UTF-16BE";
    case XQ_ENCODING_UTF8:
    default:
      return "UTF-8";
    }
}

gboolean
xq_encoding_is_double_byte (XqEncoding encoding)
{
  return encoding == XQ_ENCODING_GB18030 || encoding == XQ_ENCODING_BIG5;
}

/* One descriptor per encoding, opened once: glibc loads a converter module when the first
 * descriptor opens and unloads it when the last one closes, which costs far more than the
 * conversion of a game. Conversions share them under a lock. */
G_LOCK_DEFINE_STATIC (converters);
static GIConv   converters[XQ_ENCODING_UTF16BE + 1];
static gboolean converter_open[XQ_ENCODING_UTF16BE + 1];

static void
append_replacement (GString *out)
{
  g_string_append (out, "\xef\xbf\xbd");
}

/* Replaces the NULs of UTF-8 @s. */
static void
replace_nuls (GString *s)
{
  for (gsize i = 0; i < s->len; i++)
    if (s->str[i] == '\0')
      {
        g_string_erase (s, (gssize) i, 1);
        g_string_insert (s, (gssize) i, "\xef\xbf\xbd");
        i += 2;
      }
}

/* Converts from a legacy or UTF-16 @encoding. Strict: NULL at the first invalid sequence (one
 * cut short at the end is dropped). Otherwise invalid units become U+FFFD. */
static char *
convert (XqEncoding  encoding,
         const char *data,
         gsize       len,
         gsize      *out_len,
         gboolean    strict)
{
  GString *out = g_string_sized_new (len + len / 2);
  char    *in = (char *) data;
  gsize    in_left = len;
  char     buf[4096];
  GIConv   cd;

  G_LOCK (converters);
  if (!converter_open[encoding])
    {
      converters[encoding] = g_iconv_open ("UTF-8", xq_encoding_get_name (encoding));
      g_assert (converters[encoding] != (GIConv) -1);
      converter_open[encoding] = TRUE;
    }
  cd = converters[encoding];
  g_iconv (cd, NULL, NULL, NULL, NULL);
  while (in_left > 0)
    {
      char *o = buf;
      gsize o_left = sizeof buf;
      gsize r = g_iconv (cd, &in, &in_left, &o, &o_left);
      int   saved = errno;

      g_string_append_len (out, buf, (gssize) (sizeof buf - o_left));
      if (r != (gsize) -1 || saved == E2BIG)
        continue;
      if (strict && saved == EINVAL)
        break;
      if (strict)
        {
          G_UNLOCK (converters);
          g_string_free (out, TRUE);
          return NULL;
        }
      /* EILSEQ or EINVAL (cut short): one replacement character per broken unit, the same
       * unit the PGN index steps over. */
      append_replacement (out);
      if (encoding == XQ_ENCODING_UTF16LE || encoding == XQ_ENCODING_UTF16BE)
        {
          gsize skip = MIN (in_left, 2);
          in += skip;
          in_left -= skip;
        }
      else
        {
          gsize skip = (guchar) *in >= 0x80 && in_left >= 2 && (guchar) in[1] >= 0x30 ? 2 : 1;
          in += skip;
          in_left -= skip;
        }
      g_iconv (cd, NULL, NULL, NULL, NULL);
    }
  G_UNLOCK (converters);
  replace_nuls (out);
  if (out_len)
    *out_len = out->len;
  return g_string_free (out, FALSE);
}

/* Share of the non-ASCII characters of @data that are well-formed UTF-8 (0..1), or -1 when
 * there are none. */
static double
utf8_share (const char *data,
            gsize       len)
{
  gsize good = 0, bad = 0, i = 0;

  while (i < len)
    {
      guchar c = (guchar) data[i];
      if (c < 0x80)
        {
          i++;
          continue;
        }
      {
        const char *end = NULL;
        gsize       n = MIN (len - i, 4);
        /* One character: validate the longest prefix that forms one. */
        if (!g_utf8_validate (data + i, (gssize) n, &end) && end == data + i)
          {
            bad++;
            i++;
            continue;
          }
        good++;
        i += (gsize) (g_utf8_next_char (data + i) - (data + i));
      }
    }
  if (good + bad == 0)
    return -1;
  return (double) good / (double) (good + bad);
}

/* A slice of @data starting at its first non-ASCII byte, cut on a double-byte boundary. */
static void
legacy_sample (const char  *data,
               gsize        len,
               const char **sample,
               gsize       *sample_len)
{
  gsize start = 0, i;

  while (start < len && (guchar) data[start] < 0x80)
    start++;
  /* Keep a little ASCII before it; it cannot split a character. */
  start = start > 64 ? start - 64 : 0;
  while (start > 0 && (guchar) data[start - 1] >= 0x80)
    start--;
  i = start;
  while (i < len && i - start < SAMPLE_BYTES)
    i += (guchar) data[i] >= 0x80 ? 2 : 1;
  *sample = data + start;
  *sample_len = MIN (i, len) - start;
}

/* Converts the sample strictly; -1 when it is not valid in @encoding, else the number of
 * vocabulary characters. */
static int
vocabulary_score (XqEncoding  encoding,
                  const char *sample,
                  gsize       len)
{
  g_autofree char *utf8 = NULL;
  int              score = 0;

  utf8 = convert (encoding, sample, len, NULL, TRUE);
  if (utf8 == NULL)
    return -1;
  for (const char *p = utf8; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c >= 0x80 && g_utf8_strchr (vocabulary, -1, c) != NULL)
        score++;
    }
  return score;
}

/* Big5 uses trail bytes 0x40–0x7E for a large share of its characters; GB2312 text (the common
 * part of GBK) never does. */
static gboolean
looks_like_big5 (const char *sample,
                 gsize       len)
{
  gsize pairs = 0, low_trail = 0;

  for (gsize i = 0; i + 1 < len;)
    {
      guchar c = (guchar) sample[i];
      if (c < 0x80)
        {
          i++;
          continue;
        }
      pairs++;
      if ((guchar) sample[i + 1] >= 0x40 && (guchar) sample[i + 1] <= 0x7e)
        low_trail++;
      i += 2;
    }
  return pairs > 0 && low_trail * 5 > pairs;
}

/* The characters each encoding reads @sample as that are common ones (GB2312's first level,
 * Big5's 常用字) and the other encoding cannot read as common: the same bytes are common
 * characters in one and rare ones in the other, so the right reading has more. */
static void
common_scores (const char *sample,
               gsize       len,
               int        *gb,
               int        *big5)
{
  *gb = *big5 = 0;
  for (gsize i = 0; i + 1 < len;)
    {
      guchar   lead = (guchar) sample[i], trail = (guchar) sample[i + 1];
      gboolean gb_common, big5_common;

      if (lead < 0x80)
        {
          i++;
          continue;
        }
      gb_common = lead >= 0xb0 && lead <= 0xd7 && trail >= 0xa1 && trail <= 0xfe;
      big5_common = lead >= 0xa4 && lead <= 0xc6 && ((trail >= 0x40 && trail <= 0x7e) || trail >= 0xa1);
      *gb += gb_common && !big5_common;
      *big5 += big5_common && !gb_common;
      i += 2;
    }
}

XqEncoding
xq_encoding_detect (const char *data,
                    gsize       len,
                    gsize      *bom_len)
{
  const char *sample;
  gsize       sample_len;
  double      share;
  int         gb, big5;

  if (bom_len)
    *bom_len = 0;
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      if (bom_len)
        *bom_len = 3;
      return XQ_ENCODING_UTF8;
    }
  if (len >= 2 && memcmp (data, "\xff\xfe", 2) == 0)
    {
      if (bom_len)
        *bom_len = 2;
      return XQ_ENCODING_UTF16LE;
    }
  if (len >= 2 && memcmp (data, "\xfe\xff", 2) == 0)
    {
      if (bom_len)
        *bom_len = 2;
      return XQ_ENCODING_UTF16BE;
    }

  legacy_sample (data, len, &sample, &sample_len);
  share = utf8_share (sample, sample_len);
  if (share < 0 || share >= 0.7)
    return XQ_ENCODING_UTF8;

  gb = vocabulary_score (XQ_ENCODING_GB18030, sample, sample_len);
  big5 = vocabulary_score (XQ_ENCODING_BIG5, sample, sample_len);
  if (big5 > gb)
    return XQ_ENCODING_BIG5;
  if (gb > big5)
    return XQ_ENCODING_GB18030;
  if (big5 >= 0 && gb >= 0)
    {
      int gb_common, big5_common;
      common_scores (sample, sample_len, &gb_common, &big5_common);
      if (gb_common != big5_common)
        return gb_common > big5_common ? XQ_ENCODING_GB18030 : XQ_ENCODING_BIG5;
    }
  if (big5 >= 0 && looks_like_big5 (sample, sample_len))
    return XQ_ENCODING_BIG5;
  return XQ_ENCODING_GB18030;
}

/* A character Chinese text is made of: ideographs, CJK and full-width punctuation, general
 * punctuation (… — “”). */
static gboolean
is_chinese_text (gunichar c)
{
  return c < 0x80 || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x3000 && c <= 0x303f) ||
         (c >= 0xff00 && c <= 0xffef) || (c >= 0x2000 && c <= 0x206f) || c == 0xb7;
}

/* Characters of @data read in @encoding that are no Chinese text; -1 when it is not valid there.
 * @vocabulary gets the number of characters of game records. */
static int
foreign_count (XqEncoding  encoding,
               const char *data,
               gsize       len,
               int        *vocabulary_found)
{
  g_autofree char *utf8 = convert (encoding, data, len, NULL, TRUE);
  int              foreign = 0;

  *vocabulary_found = 0;
  if (utf8 == NULL)
    return -1;
  for (const char *p = utf8; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (!is_chinese_text (c))
        foreign++;
      else if (c >= 0x80 && g_utf8_strchr (vocabulary, -1, c) != NULL)
        (*vocabulary_found)++;
    }
  return foreign;
}

XqEncoding
xq_encoding_detect_short (const char *data,
                          gsize       len,
                          XqEncoding  fallback)
{
  int gb_words, big5_words;
  int gb, big5;

  if (utf8_share (data, len) == 1.0 || utf8_share (data, len) < 0)
    return XQ_ENCODING_UTF8;
  gb = foreign_count (XQ_ENCODING_GB18030, data, len, &gb_words);
  big5 = foreign_count (XQ_ENCODING_BIG5, data, len, &big5_words);
  if (gb < 0 || big5 < 0)
    return gb < 0 && big5 < 0 ? fallback : gb < 0 ? XQ_ENCODING_BIG5
                                                  : XQ_ENCODING_GB18030;
  if (gb != big5)
    return gb < big5 ? XQ_ENCODING_GB18030 : XQ_ENCODING_BIG5;
  if (gb_words != big5_words)
    return gb_words > big5_words ? XQ_ENCODING_GB18030 : XQ_ENCODING_BIG5;
  {
    int gb_common, big5_common;
    common_scores (data, len, &gb_common, &big5_common);
    if (gb_common != big5_common)
      return gb_common > big5_common ? XQ_ENCODING_GB18030 : XQ_ENCODING_BIG5;
  }
  if (looks_like_big5 (data, len))
    return XQ_ENCODING_BIG5;
  return fallback;
}

char *
xq_encoding_to_utf8 (XqEncoding  encoding,
                     const char *data,
                     gsize       len,
                     gsize      *out_len)
{
  GString *out;

  if (encoding == XQ_ENCODING_UTF8)
    {
      gsize i = 0;

      if (g_utf8_validate (data, (gssize) len, NULL))
        {
          if (out_len)
            *out_len = len;
          return g_strndup (data, len);
        }
      out = g_string_sized_new (len);
      while (i < len)
        {
          const char *end = NULL;
          gsize       n = MIN (len - i, 4);

          if ((guchar) data[i] < 0x80)
            {
              if (data[i] == '\0')
                append_replacement (out);
              else
                g_string_append_c (out, data[i]);
              i++;
            }
          else if (!g_utf8_validate (data + i, (gssize) n, &end) && end == data + i)
            {
              append_replacement (out);
              i++;
            }
          else
            {
              gsize clen = (gsize) (g_utf8_next_char (data + i) - (data + i));
              g_string_append_len (out, data + i, (gssize) clen);
              i += clen;
            }
        }
      if (out_len)
        *out_len = out->len;
      return g_string_free (out, FALSE);
    }

  return convert (encoding, data, len, out_len, FALSE);
}

/**
 * xq_encoding_from_utf8:
 *
 * Returns: (transfer full) (nullable): @text in @charset
 */
char *
xq_encoding_from_utf8 (const char *charset,
                       const char *text,
                       gsize       len,
                       gsize      *out_len,
                       gsize      *bad_offset,
                       GError    **error)
{
  g_autoptr (GError) conv_error = NULL;
  gsize              read = 0, written = 0;
  char              *out;

  g_return_val_if_fail (charset != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_ascii_strcasecmp (charset, "UTF-8") == 0)
    {
      if (out_len != NULL)
        *out_len = len;
      return g_strndup (text, len);
    }
  out = g_convert (text, (gssize) len, charset, "UTF-8", &read, &written, &conv_error);
  if (out == NULL)
    {
      XqLang   lang = xq_lang_from_locale ();
      gunichar c = read < len ? g_utf8_get_char_validated (text + read, (gssize) (len - read)) : (gunichar) -1;

      if (bad_offset != NULL)
        *bad_offset = read;
      if (c != (gunichar) -1 && c != (gunichar) -2)
        {
          char buf[8] = { 0 };
          g_unichar_to_utf8 (c, buf);
          g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_ENCODING,
                       XQ_T (lang, "the character “%s” (U+%04X) cannot be written in %s"), buf, c, charset);
        }
      else
        g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_ENCODING, XQ_T (lang, "the text cannot be written in %s: %s"),
                     charset, conv_error->message);
      return NULL;
    }
  if (out_len != NULL)
    *out_len = written;
  return out;
}

char *
xq_encoding_clean_comment (const char *text,
                           gssize      len)
{
  GString *s;
  gsize    n = len < 0 ? strlen (text) : (gsize) len;

  s = g_string_sized_new (n);
  for (gsize i = 0; i < n; i++)
    {
      if (text[i] == '\r')
        {
          g_string_append_c (s, '\n');
          if (i + 1 < n && text[i + 1] == '\n')
            i++;
        }
      else
        g_string_append_c (s, text[i]);
    }
  g_strstrip (s->str);
  if (s->str[0] == '\0')
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}
