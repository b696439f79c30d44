/* xq-position-list.c: lists of positions, one FEN a line (EPD), each named by its comment
 *
 * The lines are taken from the bytes, not from the text converted as a whole: XQ Wizard names
 * each position twice after the ';', in simplified characters (GBK) and in traditional ones
 * (Big5), so the parts of a name are decoded one by one. A line break is never part of a GBK,
 * Big5 or GB18030 character, so the lines of the bytes are the lines of the text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-position-list.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-fen-file-private.h"
#include "xq-game-node-private.h"
#include "xq-record-error.h"

/* The operation codes of EPD (the chess standard's list): a line whose FEN is followed by one
 * of these holds operations, not moves. */
static const char *const epd_opcodes[] = {
  "acd",
  "acn",
  "acs",
  "am",
  "bm",
  "c0",
  "c1",
  "c2",
  "c3",
  "c4",
  "c5",
  "c6",
  "c7",
  "c8",
  "c9",
  "ce",
  "dm",
  "eco",
  "fmvn",
  "hmvc",
  "id",
  "nic",
  "noop",
  "pm",
  "pv",
  "rc",
  "sm",
  "tcgi",
  "tcgs",
  "tcri",
  "tcsi",
  "v0",
  "v1",
  "v2",
  "v3",
  "v4",
  "v5",
  "v6",
  "v7",
  "v8",
  "v9",
};

/* EPD's operation codes are up to 15 letters and digits. */
#define MAX_OPCODE 15

typedef struct
{
  const char *data; /* the bytes, or the text in UTF-8 when it was converted as a whole */
  gsize       len;
  XqEncoding  encoding; /* of @data: UTF-8, or the legacy encoding detected for the file */
} Source;

/* The next byte at @i that is not part of a double-byte character's trail. */
static gsize
next_char (const Source *src,
           gsize         i)
{
  if (xq_encoding_is_double_byte (src->encoding) && (guchar) src->data[i] >= 0x80 && i + 1 < src->len)
    return i + 2;
  return i + 1;
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* The first ';' of the line [start, end) outside braces, or @end. */
static gsize
find_semicolon (const Source *src,
                gsize         start,
                gsize         end)
{
  gboolean in_brace = FALSE;

  for (gsize i = start; i < end; i = next_char (src, i))
    {
      char c = src->data[i];
      if (c == '{')
        in_brace = TRUE;
      else if (c == '}')
        in_brace = FALSE;
      else if (c == ';' && !in_brace)
        return i;
    }
  return end;
}

/* One part of a name in UTF-8, decoded in the encoding it reads best in. */
static char *
decode_part (const Source *src,
             const char   *raw,
             gsize         len,
             XqEncoding    fallback)
{
  XqEncoding encoding = src->encoding;

  if (xq_encoding_is_double_byte (encoding))
    encoding = xq_encoding_detect_short (raw, len, fallback);
  return xq_encoding_to_utf8 (encoding, raw, len, NULL);
}

/* The name after the ';' of a line, its parts between '|' decoded one by one; NULL when empty. */
static char *
decode_name (const Source *src,
             gsize         start,
             gsize         end)
{
  g_autoptr (GString) name = g_string_new (NULL);
  gsize               part = start, i = start;
  gboolean            two = memchr (src->data + start, '|', end - start) != NULL;

  while (part <= end)
    {
      if (i >= end || src->data[i] == '|')
        {
          /* Where the bytes alone cannot tell, XQ Wizard's "简体|繁體": GBK, then Big5 */
          XqEncoding       fallback = !two ? src->encoding : part == start ? XQ_ENCODING_GB18030
                                                                           : XQ_ENCODING_BIG5;
          g_autofree char *text = decode_part (src, src->data + part, MIN (i, end) - part, fallback);
          if (part > start)
            g_string_append_c (name, '|');
          g_string_append (name, text);
          part = i + 1;
        }
      i = i < end ? next_char (src, i) : end + 1;
    }
  return xq_encoding_clean_comment (name->str, (gssize) name->len);
}

/* Sets the title and comment of @game from its name: the title is the first part. */
static void
set_name (XqGame     *game,
          const char *name)
{
  const char      *bar = strchr (name, '|');
  g_autofree char *title = g_strndup (name, bar != NULL ? (gsize) (bar - name) : strlen (name));

  g_strstrip (title);
  if (title[0] != '\0')
    xq_game_set_tag (game, "Title", title);
  if (bar != NULL || title[0] == '\0')
    xq_game_node_append_comment (xq_game_get_root (game), name);
}

static gboolean
is_opcode (const char *text,
           gsize       len)
{
  for (guint k = 0; k < G_N_ELEMENTS (epd_opcodes); k++)
    if (strlen (epd_opcodes[k]) == len && g_ascii_strncasecmp (text, epd_opcodes[k], len) == 0)
      return TRUE;
  return FALSE;
}

/* The length of the word at @text (letters, digits, '_'). */
static gsize
word_length (const char *text,
             gsize       len)
{
  gsize n = 0;

  while (n < len && (g_ascii_isalnum (text[n]) || text[n] == '_'))
    n++;
  return n;
}

/* EPD operations "OPCODE OPERANDS;…": id is the title, c0–c9 the comment, the others tags. */
static void
read_operations (XqGame     *game,
                 const char *text,
                 gsize       len)
{
  gsize i = 0;

  while (i < len)
    {
      gsize            n, start;
      gboolean         quoted = FALSE;
      g_autofree char *opcode = NULL;
      g_autofree char *operands = NULL;

      while (i < len && (is_blank (text[i]) || text[i] == ';'))
        i++;
      n = word_length (text + i, len - i);
      if (n == 0)
        break;
      opcode = g_strndup (text + i, n);
      i += n;
      start = i;
      while (i < len && (quoted || text[i] != ';'))
        {
          if (text[i] == '"')
            quoted = !quoted;
          i++;
        }
      operands = g_strstrip (g_strndup (text + start, i - start));
      n = strlen (operands);
      if (n >= 2 && operands[0] == '"' && operands[n - 1] == '"' && memchr (operands + 1, '"', n - 2) == NULL)
        {
          memmove (operands, operands + 1, n - 2);
          operands[n - 2] = '\0';
        }
      if (g_ascii_strcasecmp (opcode, "id") == 0)
        xq_game_set_tag (game, "Title", operands);
      else if (opcode[0] == 'c' && g_ascii_isdigit (opcode[1]) && opcode[2] == '\0')
        {
          g_autofree char *comment = xq_encoding_clean_comment (operands, -1);
          if (comment != NULL)
            xq_game_node_append_comment (xq_game_get_root (game), comment);
        }
      else if (strlen (opcode) <= MAX_OPCODE)
        xq_game_set_tag (game, opcode, operands);
      else
        {
          /* Longer than EPD allows: kept in the comment */
          g_autofree char *both = g_strdup_printf ("%s %s", opcode, operands);
          g_autofree char *comment = xq_encoding_clean_comment (both, -1);
          xq_game_node_append_comment (xq_game_get_root (game), comment);
        }
    }
}

static void
add_warning (GPtrArray          *warnings,
             guint               number,
             const XqPgnProblem *problem,
             const char         *then)
{
  g_autofree char *what = xq_record_then (problem->what, then);

  g_ptr_array_add (warnings, xq_record_warning_new (number, problem->line, problem->column, -1,
                                                    (XqRecordError) problem->code, what));
}

/* Reads the entry on [start, end), line @line, the @number-th of the list. */
static void
read_entry (const Source    *src,
            gsize            start,
            gsize            end,
            int              line,
            guint            number,
            XqRecordGameFunc func,
            gpointer         user_data)
{
  XqLang             lang = xq_lang_from_locale ();
  gsize              semicolon = find_semicolon (src, start, end);
  gsize              n, fen_end = 0, i;
  g_autofree char   *text = xq_encoding_to_utf8 (src->encoding, src->data + start, end - start, &n);
  g_autofree char   *name = NULL;
  GPtrArray         *warnings = xq_record_warnings_new ();
  XqPgnProblem       problem = { 0 };
  XqPosition         position;
  g_autoptr (XqGame) game = NULL;

  if (!xq_fen_file_read_position (text, n, line, 1, &position, &fen_end, &problem))
    {
      GError *error = g_error_new (XQ_RECORD_ERROR, problem.code, XQ_T (lang, "Line %d, column %d: %s"), problem.line,
                                   problem.column, problem.what);
      add_warning (warnings, number, &problem, XQ_T (lang, "the position was not read"));
      g_free (problem.what);
      func (NULL, warnings, error, line, user_data);
      return;
    }
  game = xq_game_new (&position);
  i = fen_end;
  while (i < n && is_blank (text[i]))
    i++;
  if (i < n && is_opcode (text + i, word_length (text + i, n - i)))
    {
      read_operations (game, text + i, n - i);
      func (g_steal_pointer (&game), warnings, NULL, line, user_data);
      return;
    }
  /* What stands before the ';' is moves; the text of the line up to it is the same in UTF-8. */
  {
    gsize moves_end = find_semicolon (&(Source){ text, n, XQ_ENCODING_UTF8 }, i, n);
    gsize w = word_length (text + i, moves_end - i);
    int   column = 1 + (int) g_utf8_strlen (text, (gssize) i);

    if (w == 5 && g_ascii_strncasecmp (text + i, "moves", 5) == 0)
      {
        i += 5;
        column += 5;
      }
    if (!xq_pgn_read_movetext (game, text + i, moves_end - i, line, column, &problem))
      {
        add_warning (warnings, number, &problem, XQ_T (lang, "the rest of the line was not read"));
        g_free (problem.what);
      }
  }
  if (semicolon < end)
    name = decode_name (src, semicolon + 1, end);
  if (name != NULL)
    set_name (game, name);
  func (g_steal_pointer (&game), warnings, NULL, line, user_data);
}

/* Calls @func (line start, end, number) for each line of @src. */
typedef void (*LineFunc) (const Source *src,
                          gsize         start,
                          gsize         end,
                          int           line,
                          gpointer      data);

static void
each_line (const Source *src,
           LineFunc      func,
           gpointer      data)
{
  gsize i = 0;
  int   line = 1;

  if (src->len >= 3 && memcmp (src->data, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  while (i < src->len)
    {
      const char *nl = memchr (src->data + i, '\n', src->len - i);
      gsize       end = nl != NULL ? (gsize) (nl - src->data) : src->len;

      func (src, i, end, line, data);
      i = end + 1;
      line++;
    }
}

/* The start of the content of [start, end): past blanks; @end for a line that holds none (blank,
 * or a '#' or '%' line). */
static gsize
content_start (const Source *src,
               gsize         start,
               gsize         end)
{
  while (start < end && is_blank (src->data[start]))
    start++;
  if (start < end && (src->data[start] == '#' || src->data[start] == '%'))
    return end;
  return start;
}

typedef struct
{
  guint    boards; /* lines that start with a FEN board */
  guint    others; /* other lines with content */
  gboolean named;  /* the first board line has "; NAME" right after its FEN */
} Count;

static void
count_line (const Source *src,
            gsize         start,
            gsize         end,
            int           line,
            gpointer      data)
{
  Count       *count = data;
  gsize        at = content_start (src, start, end);
  XqPosition   position;
  XqPgnProblem problem = { 0 };
  gsize        fen_end = 0;

  if (at == end)
    return;
  if (!xq_fen_file_read_position (src->data + at, end - at, line, 1, &position, &fen_end, &problem) &&
      problem.code != XQ_RECORD_ERROR_BAD_POSITION)
    {
      g_free (problem.what);
      count->others++;
      return;
    }
  g_free (problem.what);
  if (count->boards++ == 0 && fen_end > 0)
    {
      gsize i = at + fen_end;
      while (i < end && is_blank (src->data[i]))
        i++;
      count->named = i < end && src->data[i] == ';';
    }
}

gboolean
xq_position_list_detect (const char *text,
                         gsize       len)
{
  Source source = { text, len, XQ_ENCODING_UTF8 };
  Count  count = { 0 };

  g_return_val_if_fail (text != NULL || len == 0, FALSE);
  each_line (&source, count_line, &count);
  return count.boards >= 2 || (count.boards == 1 && count.others == 0 && count.named);
}

typedef struct
{
  XqRecordGameFunc func;
  gpointer         user_data;
  guint            entries;
} Reading;

static void
read_line (const Source *src,
           gsize         start,
           gsize         end,
           int           line,
           gpointer      data)
{
  Reading *reading = data;

  if (content_start (src, start, end) == end)
    return;
  reading->entries++;
  read_entry (src, start, end, line, reading->entries, reading->func, reading->user_data);
}

guint
xq_position_list_read (const guint8    *data,
                       gsize            len,
                       XqRecordGameFunc func,
                       gpointer         user_data)
{
  Reading          reading = { func, user_data, 0 };
  Source           source = { (const char *) data, len, XQ_ENCODING_UTF8 };
  g_autofree char *converted = NULL;
  gsize            bom = 0;

  g_return_val_if_fail (data != NULL || len == 0, 0);
  g_return_val_if_fail (func != NULL, 0);

  source.encoding = len > 0 ? xq_encoding_detect ((const char *) data, len, &bom) : XQ_ENCODING_UTF8;
  if (source.encoding == XQ_ENCODING_UTF16LE || source.encoding == XQ_ENCODING_UTF16BE)
    {
      gsize n;
      converted = xq_encoding_to_utf8 (source.encoding, (const char *) data + bom, len - bom, &n);
      source.data = converted;
      source.len = n;
      source.encoding = XQ_ENCODING_UTF8;
    }
  each_line (&source, read_line, &reading);
  return reading.entries;
}
