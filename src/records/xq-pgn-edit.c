/* xq-pgn-edit.c: a PGN file's games replaced, added, duplicated or deleted in place
 *
 * The index knows where each game's text lies in the file (xq_pgn_index_get_span()); an edit
 * splices the bytes of the game written in between the bytes before and after it, which are
 * copied as they are. The new text is written in the file's own encoding: GB18030 files that
 * hold no four-byte character are GBK (or GB2312) files and are written as GBK, so that a
 * character outside GBK is refused rather than written as a sequence their readers do not know.
 * A UTF-16 file is scanned as UTF-8: the splice is made there and the whole text encoded back,
 * which gives the same bytes for the rest of the file because UTF-16 converts character by
 * character (checked: a file with unpaired surrogates is refused).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-pgn-edit.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-pgn-private.h"
#include "xq-record-error.h"

typedef struct
{
  const XqPgnIndex *index;
  const char       *data; /* the text scanned */
  gsize             size;
  gsize             start; /* after the byte-order mark */
  const char       *charset;
} Splice;

static gboolean
has_four_byte_units (const char *data,
                     gsize       from,
                     gsize       size)
{
  for (gsize i = from; i < size;)
    {
      guchar c = (guchar) data[i];

      if (c < 0x80)
        i++;
      else if (i + 1 < size && (guchar) data[i + 1] >= 0x30 && (guchar) data[i + 1] <= 0x39)
        return TRUE;
      else
        i += 2;
    }
  return FALSE;
}

static void
splice_init (Splice           *sp,
             const XqPgnIndex *index)
{
  GBytes *scanned = xq_pgn_index_get_scanned (index, &sp->start);

  sp->index = index;
  sp->data = g_bytes_get_data (scanned, &sp->size);
  switch (xq_pgn_index_get_encoding (index))
    {
    case XQ_ENCODING_GB18030:
      sp->charset = has_four_byte_units (sp->data, sp->start, sp->size) ? "GB18030" : "GBK";
      break;
    case XQ_ENCODING_BIG5:
      sp->charset = "BIG5";
      break;
    case XQ_ENCODING_UTF8:
    case XQ_ENCODING_UTF16LE:
    case XQ_ENCODING_UTF16BE:
    default:
      sp->charset = "UTF-8"; /* UTF-16 is scanned, and spliced, as UTF-8 */
      break;
    }
}

/* The line break of the text around @offset: the first after it, else the file's first. */
static const char *
line_break (const Splice *sp,
            gsize         offset)
{
  const char *nl = memchr (sp->data + offset, '\n', sp->size - offset);

  if (nl == NULL)
    nl = memchr (sp->data + sp->start, '\n', sp->size - sp->start);
  if (nl != NULL)
    return nl > sp->data && nl[-1] == '\r' ? "\r\n" : "\n";
  if (memchr (sp->data + sp->start, '\r', sp->size - sp->start) != NULL)
    return "\r";
  return "\n";
}

/* The line of the text at @offset, counted as the index counts (LF, CRLF and lone CR). */
static int
line_at (const Splice *sp,
         gsize         offset)
{
  int line = 1;

  for (gsize i = sp->start; i < offset && i < sp->size; i++)
    if (sp->data[i] == '\n' || (sp->data[i] == '\r' && (i + 1 >= sp->size || sp->data[i + 1] != '\n')))
      line++;
  return line;
}

/* The notation of one move word (ASCII ones: ICCS "h2e2", WXF "C2.5", else SAN "Che2"). */
static XqNotation
classify (const char *w)
{
  gsize n = strlen (w);

  while (n > 0 && (w[n - 1] == '!' || w[n - 1] == '?' || w[n - 1] == '+' || w[n - 1] == '#'))
    n--;
  if ((n == 4 || (n == 5 && w[2] == '-')) && w[0] >= 'a' && w[0] <= 'i' && g_ascii_isdigit (w[1]) &&
      w[n - 2] >= 'a' && w[n - 2] <= 'i' && g_ascii_isdigit (w[n - 1]))
    return XQ_NOTATION_ICCS;
  if (n >= 4 && (g_ascii_isalpha (w[0]) || w[0] == '+' || w[0] == '-') && strchr ("123456789+-.", w[1]) != NULL &&
      strchr (".+-=", w[2]) != NULL && g_ascii_isdigit (w[3]))
    return XQ_NOTATION_WXF;
  if ((guchar) w[0] < 0x80 && g_ascii_isalpha (w[0]))
    return XQ_NOTATION_SAN;
  return XQ_NOTATION_CHINESE;
}

/* SAN counted as WinBoard does (ranks 0–9, H and E) or as pychess (1–10, N and B). */
static int
san_ranks (const char *w)
{
  if (w[0] == 'H' || w[0] == 'E')
    return 0;
  if (w[0] == 'N' || w[0] == 'B' || strstr (w, "10") != NULL)
    return 1;
  for (const char *p = w; *p != '\0'; p++)
    if (*p == '0' && (p == w || p[-1] != '1'))
      return 0;
  return -1;
}

/* The first moves of @text: the notation and the characters they are written in. */
static void
guess_notation (const char      *text,
                XqNotation      *notation,
                XqNotationStyle *style)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
  guint          moves = 0;
  gboolean       in_comment = FALSE;
  gboolean       red_names = FALSE;
  int            ranks = -1;

  *notation = XQ_NOTATION_CHINESE;
  *style = XQ_NOTATION_STYLE_DEFAULT;
  for (guint i = 0; words[i] != NULL && moves < 12; i++)
    {
      const char *w = words[i];

      if (in_comment)
        {
          in_comment = strchr (w, '}') == NULL;
          continue;
        }
      if (*w == '{')
        {
          in_comment = strchr (w, '}') == NULL;
          continue;
        }
      while (*w == '(' || *w == ')')
        w++;
      /* "12." and "12..." before a move, or glued to it ("1.h2e2") */
      while (g_ascii_isdigit (*w))
        w++;
      if (w != words[i] && *w != '.' && *w != '\0')
        continue; /* a result, a number alone */
      while (*w == '.')
        w++;
      if (*w == '\0' || *w == '$' || *w == '*' || *w == '{' || *w == ';')
        continue;
      if (moves == 0)
        {
          *notation = classify (w);
          if (*notation == XQ_NOTATION_ICCS || *notation == XQ_NOTATION_WXF)
            return;
        }
      moves++;
      if (*notation == XQ_NOTATION_SAN)
        {
          if (ranks < 0)
            ranks = san_ranks (w);
          continue;
        }
      for (const char *p = w; *p != '\0'; p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);
          if (c >= 0xff10 && c <= 0xff19)
            *style |= XQ_NOTATION_STYLE_FULL_WIDTH;
          else if (g_utf8_strchr ("車馬俥傌帥將進後砲", -1, c) != NULL)
            *style |= XQ_NOTATION_STYLE_TRADITIONAL;
          if (c == 0x4fe5 || c == 0x508c) /* 俥 傌 */
            red_names = TRUE;
        }
    }
  if (*notation == XQ_NOTATION_SAN && ranks == 0)
    *notation = XQ_NOTATION_SAN_WINBOARD;
  if ((*style & XQ_NOTATION_STYLE_TRADITIONAL) && !red_names)
    *style |= XQ_PGN_STYLE_SHARED_NAMES;
}

void
xq_pgn_edit_get_notation (const XqPgnIndex *index,
                          guint             game,
                          XqNotation       *notation,
                          XqNotationStyle  *style)
{
  const char      *format;
  Splice           sp;
  gsize            begin, end, moves;
  g_autofree char *utf8 = NULL;

  g_return_if_fail (index != NULL);
  g_return_if_fail (game < xq_pgn_index_get_n_games (index));

  splice_init (&sp, index);
  xq_pgn_index_get_span (index, game, &begin, &end);
  moves = xq_pgn_index_get_moves_offset (index, game);
  if (moves != G_MAXSIZE && moves < end)
    {
      /* The first dozen moves tell; a long game need not be converted whole. */
      gsize len = MIN (end - moves, 1024);
      utf8 = xq_encoding_to_utf8 (xq_encoding_is_double_byte (xq_pgn_index_get_encoding (index))
                                    ? xq_pgn_index_get_encoding (index)
                                    : XQ_ENCODING_UTF8,
                                  sp.data + moves, len, NULL);
    }
  guess_notation (utf8 != NULL ? utf8 : "", notation, style);
  format = xq_pgn_index_get_tag (index, game, "Format");
  if (format != NULL)
    {
      if (g_ascii_strcasecmp (format, "ICCS") == 0)
        *notation = XQ_NOTATION_ICCS;
      else if (g_ascii_strcasecmp (format, "WXF") == 0)
        *notation = XQ_NOTATION_WXF;
      else if (g_ascii_strcasecmp (format, "Chinese") == 0)
        *notation = XQ_NOTATION_CHINESE;
      else if (g_ascii_strcasecmp (format, "SAN") == 0)
        *notation = XQ_NOTATION_SAN;
      else if (g_ascii_strcasecmp (format, "WinBoard SAN") == 0)
        *notation = XQ_NOTATION_SAN_WINBOARD;
    }
}

/* Does game @game's text end in a result token ("1-0", "0-1", "1/2-1/2", "*"), perhaps followed
 * by a comment? */
static gboolean
span_has_result (const Splice *sp,
                 gsize         begin,
                 gsize         end)
{
  static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "*" };
  gsize                    e = end;

  while (e > begin && g_ascii_isspace (sp->data[e - 1]))
    e--;
  if (e > begin && sp->data[e - 1] == '}')
    {
      while (e > begin && sp->data[e - 1] != '{')
        e--;
      if (e > begin)
        e--;
      while (e > begin && g_ascii_isspace (sp->data[e - 1]))
        e--;
    }
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      gsize n = strlen (results[i]);
      if (e - begin >= n && memcmp (sp->data + e - n, results[i], n) == 0 &&
          (e - begin == n || g_ascii_isspace (sp->data[e - n - 1]) || sp->data[e - n - 1] == '}' ||
           sp->data[e - n - 1] == ')'))
        return TRUE;
    }
  return FALSE;
}

/* Takes out of @text (a game as the writer writes it, UTF-8, LF) what the writer adds but the
 * game it replaces did not have: a Format tag (the moves tell their notation) and a "*" result
 * token. The text read back decides whether that was safe (see xq_pgn_edit_replace()). */
static char *
keep_form (const Splice *sp,
           guint         game,
           const XqGame *replacement,
           const char   *text)
{
  gsize    begin, end;
  GString *out = g_string_new (NULL);
  gboolean format = xq_pgn_index_get_tag (sp->index, game, "Format") != NULL ||
                    xq_game_get_tag (replacement, "Format") != NULL;
  gboolean result;

  xq_pgn_index_get_span (sp->index, game, &begin, &end);
  result = span_has_result (sp, begin, end) || xq_game_get_tag (replacement, "Result") != NULL;
  for (const char *line = text; *line != '\0';)
    {
      const char *nl = strchr (line, '\n');
      gsize       n = nl != NULL ? (gsize) (nl - line) + 1 : strlen (line);

      if (format || !g_str_has_prefix (line, "[Format \""))
        g_string_append_len (out, line, (gssize) n);
      line += n;
    }
  if (!result)
    {
      gsize n = out->len;
      while (n > 0 && out->str[n - 1] == '\n')
        n--;
      if (n > 0 && out->str[n - 1] == '*' && (n == 1 || out->str[n - 2] == ' ' || out->str[n - 2] == '\n'))
        {
          n--;
          while (n > 0 && out->str[n - 1] == ' ')
            n--;
          g_string_erase (out, (gssize) n, (gssize) (out->len - n));
          g_string_append_c (out, '\n');
        }
    }
  return g_string_free (out, FALSE);
}

/* @game as the file writes its games, without a line break at its end; @line is where it will
 * start in the file (for the error). */
static char *
encode_game (const Splice *sp,
             const XqGame *game,
             guint         like,
             gboolean      keep,
             const char   *eol,
             int           line,
             gsize        *len,
             GError      **error)
{
  XqNotation         notation;
  XqNotationStyle    style;
  g_autofree char   *text = NULL;
  g_autoptr (GError) local = NULL;
  gsize              n, bad = 0;
  char              *out;

  xq_pgn_edit_get_notation (sp->index, like, &notation, &style);
  text = xq_pgn_write_game_styled (game, notation, style);
  if (keep)
    {
      char *kept = keep_form (sp, like, game, text);
      g_free (text);
      text = kept;
    }
  n = strlen (text);
  while (n > 0 && text[n - 1] == '\n')
    text[--n] = '\0';
  if (strcmp (eol, "\n") != 0)
    {
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      g_free (text);
      text = g_strjoinv (eol, lines);
      n = strlen (text);
    }
  out = xq_encoding_from_utf8 (sp->charset, text, n, len, &bad, &local);
  if (out == NULL)
    {
      int         column = 1;
      const char *line_start = text;

      for (const char *p = text; p < text + bad; p++)
        if (*p == '\n')
          {
            line++;
            line_start = p + 1;
          }
      column += (int) g_utf8_strlen (line_start, text + bad - line_start);
      g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_ENCODING, XQ_T (xq_lang_from_locale (), "Line %d, column %d: %s"),
                   line, column, local->message);
      return NULL;
    }
  return out;
}

/* The written form of @game, to compare what was written with what reads back. */
static char *
canonical (const XqGame *game)
{
  return xq_pgn_write_game (game, XQ_NOTATION_ICCS);
}

/* Encodes the spliced text (UTF-16 files) and reads it back: @n_games games, game @game (unless
 * G_MAXUINT) the same as @expected. */
static GBytes *
finish (const Splice *sp,
        GByteArray   *text,
        guint         n_games,
        guint         game,
        const XqGame *expected,
        GError      **error)
{
  XqLang                 lang = xq_lang_from_locale ();
  XqEncoding             encoding = xq_pgn_index_get_encoding (sp->index);
  g_autoptr (GBytes)     result = NULL;
  g_autoptr (XqPgnIndex) check = NULL;

  if (encoding == XQ_ENCODING_UTF16LE || encoding == XQ_ENCODING_UTF16BE)
    {
      GBytes            *file = xq_pgn_index_get_file_bytes (sp->index);
      gsize              file_len, old_len, new_len;
      const char        *file_data = g_bytes_get_data (file, &file_len);
      const char        *charset = xq_encoding_get_name (encoding);
      g_autofree char   *old = xq_encoding_from_utf8 (charset, sp->data, sp->size, &old_len, NULL, NULL);
      g_autofree char   *utf16 = NULL;
      g_autoptr (GError) local = NULL;
      GByteArray        *out;

      /* The rest of the file must encode back to its own bytes (2: the byte-order mark). */
      if (old == NULL || old_len != file_len - 2 || memcmp (old, file_data + 2, old_len) != 0)
        {
          g_byte_array_unref (text);
          g_set_error_literal (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_ENCODING,
                               XQ_T (lang, "the file holds bytes that are not UTF-16, so its games cannot be "
                                           "written in place without changing them; save it under another name"));
          return NULL;
        }
      utf16 = xq_encoding_from_utf8 (charset, (const char *) text->data, text->len, &new_len, NULL, &local);
      g_byte_array_unref (text);
      if (utf16 == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
      out = g_byte_array_sized_new ((guint) (new_len + 2));
      g_byte_array_append (out, (const guint8 *) file_data, 2);
      g_byte_array_append (out, (const guint8 *) utf16, (guint) new_len);
      result = g_byte_array_free_to_bytes (out);
    }
  else
    result = g_byte_array_free_to_bytes (text);

  check = xq_pgn_index_new (result);
  if (xq_pgn_index_get_n_games (check) != n_games)
    {
      g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_SYNTAX,
                   XQ_T (lang, "the file would hold %u games instead of %u once written; nothing was written"),
                   xq_pgn_index_get_n_games (check), n_games);
      return NULL;
    }
  if (game != G_MAXUINT)
    {
      g_autoptr (GError) local = NULL;
      g_autoptr (XqGame) back = xq_pgn_index_load_game (check, game, NULL, &local);
      g_autofree char   *want = canonical (expected);
      g_autofree char   *got = back != NULL ? canonical (back) : NULL;

      if (back == NULL || strcmp (want, got) != 0)
        {
          g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_SYNTAX,
                       XQ_T (lang, "the game written would not read back as it is (%s); nothing was written"),
                       local != NULL ? local->message : XQ_T (lang, "it reads differently"));
          return NULL;
        }
    }
  return g_steal_pointer (&result);
}

static void
append (GByteArray *out,
        const char *data,
        gsize       len)
{
  g_byte_array_append (out, (const guint8 *) data, (guint) len);
}

/**
 * xq_pgn_edit_replace:
 *
 * Returns: (transfer full) (nullable): the file's new contents
 */
GBytes *
xq_pgn_edit_replace (const XqPgnIndex *index,
                     guint             game,
                     const XqGame     *replacement,
                     GError          **error)
{
  Splice sp;
  gsize  begin, end, len;

  g_return_val_if_fail (index != NULL, NULL);
  g_return_val_if_fail (game < xq_pgn_index_get_n_games (index), NULL);
  g_return_val_if_fail (replacement != NULL, NULL);

  splice_init (&sp, index);
  xq_pgn_index_get_span (index, game, &begin, &end);
  /* The game keeps its form (no Format tag or "*" it did not have) where it reads back the same
   * without them; else it is written whole. */
  for (int keep = 1; keep >= 0; keep--)
    {
      g_autofree char   *text = NULL;
      g_autoptr (GError) local = NULL;
      GByteArray        *out;
      GBytes            *bytes;

      text = encode_game (&sp, replacement, game, keep, line_break (&sp, begin), line_at (&sp, begin), &len, error);
      if (text == NULL)
        return NULL;
      out = g_byte_array_sized_new ((guint) (sp.size - (end - begin) + len));
      append (out, sp.data, begin);
      append (out, text, len);
      append (out, sp.data + end, sp.size - end);
      bytes = finish (&sp, out, xq_pgn_index_get_n_games (index), game, replacement, keep ? &local : error);
      if (bytes != NULL || !keep)
        return bytes;
    }
  g_assert_not_reached ();
}

/* Inserts @len bytes of @text after game @after, a blank line between. */
static GBytes *
insert_text (const Splice *sp,
             guint         after,
             const char   *text,
             gsize         len,
             const XqGame *expected,
             GError      **error)
{
  gsize       begin, end;
  const char *eol;
  GByteArray *out;

  xq_pgn_index_get_span (sp->index, after, &begin, &end);
  eol = line_break (sp, begin);
  out = g_byte_array_sized_new ((guint) (sp->size + len + 4));
  append (out, sp->data, end);
  append (out, eol, strlen (eol));
  append (out, eol, strlen (eol));
  append (out, text, len);
  /* A game that ended the file without a line break gets one, as the others have. */
  if (end == sp->size)
    append (out, eol, strlen (eol));
  append (out, sp->data + end, sp->size - end);
  return finish (sp, out, xq_pgn_index_get_n_games (sp->index) + 1, after + 1, expected, error);
}

/**
 * xq_pgn_edit_insert:
 *
 * Returns: (transfer full) (nullable): the file's new contents
 */
GBytes *
xq_pgn_edit_insert (const XqPgnIndex *index,
                    guint             after,
                    const XqGame     *game,
                    GError          **error)
{
  guint            n;
  Splice           sp;
  gsize            begin, end, len;
  g_autofree char *text = NULL;

  g_return_val_if_fail (index != NULL, NULL);
  g_return_val_if_fail (game != NULL, NULL);
  n = xq_pgn_index_get_n_games (index);
  g_return_val_if_fail (n > 0, NULL);

  if (after >= n)
    after = n - 1;
  splice_init (&sp, index);
  xq_pgn_index_get_span (index, after, &begin, &end);
  text = encode_game (&sp, game, after, FALSE, line_break (&sp, begin), line_at (&sp, end) + 2, &len, error);
  if (text == NULL)
    return NULL;
  return insert_text (&sp, after, text, len, game, error);
}

/**
 * xq_pgn_edit_duplicate:
 *
 * Returns: (transfer full) (nullable): the file's new contents
 */
GBytes *
xq_pgn_edit_duplicate (const XqPgnIndex *index,
                       guint             game,
                       GError          **error)
{
  Splice             sp;
  gsize              begin, end;
  g_autoptr (XqGame) copy = NULL;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (index != NULL, NULL);
  g_return_val_if_fail (game < xq_pgn_index_get_n_games (index), NULL);

  splice_init (&sp, index);
  xq_pgn_index_get_span (index, game, &begin, &end);
  /* The copy must read as the game does; a game read in part is checked only for its count. */
  copy = xq_pgn_index_load_game (index, game, NULL, &local);
  if (copy == NULL)
    {
      GByteArray *out = g_byte_array_new ();
      const char *eol = line_break (&sp, begin);

      append (out, sp.data, end);
      append (out, eol, strlen (eol));
      append (out, eol, strlen (eol));
      append (out, sp.data + begin, end - begin);
      if (end == sp.size)
        append (out, eol, strlen (eol));
      append (out, sp.data + end, sp.size - end);
      return finish (&sp, out, xq_pgn_index_get_n_games (index) + 1, G_MAXUINT, NULL, error);
    }
  return insert_text (&sp, game, sp.data + begin, end - begin, copy, error);
}

/**
 * xq_pgn_edit_delete:
 *
 * Returns: (transfer full) (nullable): the file's new contents
 */
GBytes *
xq_pgn_edit_delete (const XqPgnIndex *index,
                    guint             game,
                    GError          **error)
{
  guint       n;
  Splice      sp;
  gsize       begin, end;
  GByteArray *out;

  g_return_val_if_fail (index != NULL, NULL);
  n = xq_pgn_index_get_n_games (index);
  g_return_val_if_fail (game < n, NULL);

  if (n == 1)
    {
      g_set_error_literal (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME,
                           XQ_T (xq_lang_from_locale (), "the only game of a file cannot be deleted"));
      return NULL;
    }
  splice_init (&sp, index);
  xq_pgn_index_get_span (index, game, &begin, &end);
  if (game + 1 < n)
    {
      gsize next, next_end;

      /* The game and the blanks after it: the next game starts where it did */
      xq_pgn_index_get_span (index, game + 1, &next, &next_end);
      while (end < next && g_ascii_isspace (sp.data[end]))
        end++;
    }
  else
    {
      /* The last game and the blanks before it: the file ends as it did */
      while (begin > sp.start && g_ascii_isspace (sp.data[begin - 1]))
        begin--;
    }
  out = g_byte_array_sized_new ((guint) (sp.size - (end - begin)));
  append (out, sp.data, begin);
  append (out, sp.data + end, sp.size - end);
  return finish (&sp, out, n - 1, G_MAXUINT, NULL, error);
}
