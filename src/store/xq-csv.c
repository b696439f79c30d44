/* xq-csv.c: a strict CSV reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-csv.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-store-error.h"

static void
clear_record (gpointer p)
{
  XqCsvRecord *r = p;

  g_ptr_array_unref (r->fields);
  g_array_unref (r->columns);
}

typedef struct
{
  const char *p, *end;
  guint       line, column; /* of p */
  XqLang      lang;
} Reader;

static gboolean
fail (Reader     *r,
      GError    **error,
      const char *what)
{
  /* Translators: where a CSV file cannot be read: line, column, then what is wrong */
  g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (r->lang, "line %u, column %u: %s"), r->line, r->column, what);
  return FALSE;
}

/* Moves past one character (valid UTF-8 checked by the caller). */
static void
advance (Reader *r)
{
  if (*r->p == '\n')
    {
      r->line++;
      r->column = 1;
      r->p++;
      return;
    }
  r->p = g_utf8_next_char (r->p);
  r->column++;
}

/* Reads one field into @out; stops before the comma or line end. */
static gboolean
read_field (Reader  *r,
            GString *out,
            GError **error)
{
  if (r->p < r->end && *r->p == '"')
    {
      guint start_line = r->line, start_column = r->column;

      advance (r);
      for (;;)
        {
          if (r->p >= r->end)
            {
              r->line = start_line;
              r->column = start_column;
              return fail (r, error, XQ_T (r->lang, "a quoted field that starts here never ends"));
            }
          if (*r->p == '"')
            {
              if (r->p + 1 < r->end && r->p[1] == '"')
                {
                  g_string_append_c (out, '"');
                  advance (r);
                  advance (r);
                  continue;
                }
              advance (r);
              break;
            }
          if (*r->p == '\r' && (r->p + 1 >= r->end || r->p[1] != '\n'))
            return fail (r, error, XQ_T (r->lang, "a line ends with CR alone (line ends must be CRLF or LF)"));
          g_string_append_len (out, r->p, g_utf8_next_char (r->p) - r->p);
          advance (r);
        }
      if (r->p < r->end && *r->p != ',' && *r->p != '\n' && *r->p != '\r')
        return fail (r, error, XQ_T (r->lang, "text after a closing quote"));
      return TRUE;
    }
  while (r->p < r->end && *r->p != ',' && *r->p != '\n')
    {
      if (*r->p == '\r')
        {
          if (r->p + 1 < r->end && r->p[1] == '\n')
            break;
          return fail (r, error, XQ_T (r->lang, "a line ends with CR alone (line ends must be CRLF or LF)"));
        }
      if (*r->p == '"')
        return fail (r, error, XQ_T (r->lang, "a quote inside a field that does not start with one"));
      g_string_append_len (out, r->p, g_utf8_next_char (r->p) - r->p);
      advance (r);
    }
  return TRUE;
}

GArray *
xq_csv_parse (const char *text,
              gsize       length,
              GError    **error)
{
  g_autoptr (GArray) records = g_array_new (FALSE, TRUE, sizeof (XqCsvRecord));
  Reader             r = { text, text + length, 1, 1, xq_lang_from_locale () };
  const char        *bad = NULL;

  g_array_set_clear_func (records, clear_record);
  if (memchr (text, '\0', length) != NULL)
    {
      const char *nul = memchr (text, '\0', length);
      /* Where the NUL is: count lines and characters up to it. */
      for (const char *q = text; q < nul; q = g_utf8_next_char (q))
        if (*q == '\n')
          {
            r.line++;
            r.column = 1;
          }
        else
          r.column++;
      fail (&r, error, XQ_T (r.lang, "a NUL byte"));
      return NULL;
    }
  if (!g_utf8_validate (text, (gssize) length, &bad))
    {
      for (const char *q = text; q < bad; q = g_utf8_next_char (q))
        if (*q == '\n')
          {
            r.line++;
            r.column = 1;
          }
        else
          r.column++;
      fail (&r, error, XQ_T (r.lang, "bytes that are not UTF-8 (save the file as UTF-8)"));
      return NULL;
    }
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    r.p += 3;

  while (r.p < r.end)
    {
      XqCsvRecord rec = { r.line, g_ptr_array_new_with_free_func (g_free), g_array_new (FALSE, FALSE, sizeof (guint)) };
      gboolean    blank = TRUE;

      for (;;)
        {
          GString *field = g_string_new (NULL);
          guint    column = r.column;

          if (!read_field (&r, field, error))
            {
              g_string_free (field, TRUE);
              clear_record (&rec);
              return NULL;
            }
          blank = blank && field->len == 0 && (r.p >= r.end || *r.p != ',');
          g_ptr_array_add (rec.fields, g_string_free (field, FALSE));
          g_array_append_val (rec.columns, column);
          if (r.p < r.end && *r.p == ',')
            {
              advance (&r);
              continue;
            }
          break;
        }
      if (r.p < r.end && *r.p == '\r')
        r.p++; /* the CR of a CRLF */
      if (r.p < r.end && *r.p == '\n')
        advance (&r);
      if (blank && rec.fields->len == 1)
        clear_record (&rec); /* a blank line */
      else
        g_array_append_val (records, rec);
    }
  return g_steal_pointer (&records);
}

gboolean
xq_csv_field_error (GError    **error,
                    guint       line,
                    guint       column,
                    const char *what)
{
  g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (xq_lang_from_locale (), "line %u, column %u: %s"), line,
               column, what);
  return FALSE;
}

gboolean
xq_csv_read_number (const char *text,
                    int         min,
                    int         max,
                    int         empty,
                    int        *out)
{
  g_autofree char *t = g_strstrip (g_strdup (text));
  gint64           v = 0;

  if (*t == '\0')
    {
      *out = empty;
      return TRUE;
    }
  if (strlen (t) > 6)
    return FALSE;
  for (const char *p = t; *p; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      v = v * 10 + (*p - '0');
    }
  if (v < min || v > max)
    return FALSE;
  *out = (int) v;
  return TRUE;
}
