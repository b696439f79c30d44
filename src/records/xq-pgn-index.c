/* xq-pgn-index.c: the games of a PGN file, listed by their tags and read when asked for
 *
 * The scanner walks the raw bytes once. In GB18030 and Big5 a byte >= 0x80 starts a two-byte
 * unit whose second byte may look like '[', '\\', '{' or '}', so such units are stepped over
 * whole; the structure of PGN is all ASCII, so nothing else needs decoding. Tag values are
 * converted to UTF-8 as they are found; movetext is converted and parsed per game on demand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-pgn-index.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-pgn-private.h"
#include "xq-record-warning.h"

typedef struct
{
  gsize       offset; /* where the game starts (its line, when only blanks come before it) */
  gsize       length;
  int         line;
  int         column;
  gsize       moves_offset; /* the first word of its movetext; NO_MOVES when it has none */
  gsize       moves_end;    /* after its result (and comments right after it), or its end */
  int         moves_line;
  int         moves_column;
  const char *intro; /* comments among the tags and before the moves, or NULL */
  guint       first_tag;
  guint       n_tags;
  guint       first_warning;
  guint       n_warnings;
} Entry;

#define NO_MOVES G_MAXSIZE

typedef struct
{
  const char *name;
  const char *value;
  int         line;
  int         column;
} IndexTag;

struct _XqPgnIndex
{
  GBytes       *file;     /* the file's bytes as given */
  GBytes       *bytes;    /* the text scanned: the file, or its UTF-8 form for UTF-16 */
  gsize         start;    /* after the byte-order mark */
  XqEncoding    encoding; /* of the file */
  XqEncoding    scanned;  /* of bytes */
  GArray       *games;    /* of Entry */
  GArray       *tags;     /* of IndexTag */
  GPtrArray    *warnings; /* of XqRecordWarning: tags that could not be read */
  GStringChunk *strings;  /* tag names and values, intros */
};

typedef enum {
  STATE_NONE,  /* before the first game */
  STATE_HEAD,  /* tags and comments of a game */
  STATE_MOVES, /* its movetext */
  STATE_DONE,  /* after its result */
} State;

typedef struct
{
  const guchar *d;
  gsize         n;
  gsize         i;
  int           line;
  gsize         line_start; /* offset of the current line; columns are counted when needed */
  gboolean      dbcs;
  gboolean      tagless; /* any word starts a game (a text of moves without tags) */
  gboolean      skipped; /* text outside games was skipped */

  XqPgnIndex   *index;
  GString      *raw;   /* scratch for tag values */
  GString      *intro; /* comments of the game's head, as read */
} Scan;

static inline void
new_line (Scan *s)
{
  s->line++;
  s->line_start = s->i;
}

/* Steps over one character (a two-byte unit in GB18030 and Big5). */
static inline void
step (Scan *s)
{
  guchar c = s->d[s->i];

  if (c == '\n')
    {
      s->i++;
      new_line (s);
      return;
    }
  if (c == '\r')
    {
      s->i++;
      if (s->i >= s->n || s->d[s->i] != '\n')
        new_line (s);
      return;
    }
  if (c < 0x80)
    s->i++;
  else if (s->dbcs)
    s->i += s->i + 1 < s->n && s->d[s->i + 1] >= 0x30 ? 2 : 1;
  else
    {
      s->i++;
      while (s->i < s->n && (s->d[s->i] & 0xc0) == 0x80)
        s->i++;
    }
}

/* Steps to the next @stop (an ASCII byte other than CR and LF) or the end. In UTF-8 no byte of
 * a longer character is ASCII, so memchr() finds it; lines are counted on the way. */
static void
skip_to (Scan  *s,
         guchar stop)
{
  if (!s->dbcs)
    {
      const guchar *end = memchr (s->d + s->i, stop, s->n - s->i);
      gsize         to = end ? (gsize) (end - s->d) : s->n;
      gsize         k = s->i, last = 0;
      const guchar *p;

      /* Line breaks are LF and lone CR; the line starts after the last of them. */
      while (k < to && (p = memchr (s->d + k, '\n', to - k)) != NULL)
        {
          k = (gsize) (p - s->d) + 1;
          s->line++;
          last = MAX (last, k);
        }
      k = s->i;
      while (k < to && (p = memchr (s->d + k, '\r', to - k)) != NULL)
        {
          k = (gsize) (p - s->d) + 1;
          if (k >= s->n || s->d[k] != '\n')
            {
              s->line++;
              last = MAX (last, k);
            }
        }
      if (last > 0)
        s->line_start = last;
      s->i = to;
      return;
    }
  while (s->i < s->n && s->d[s->i] != stop)
    step (s);
}

/* Characters from the start of the line to the current byte, plus one. */
static int
column_of (const Scan *s)
{
  int col = 1;

  for (gsize k = s->line_start; k < s->i; col++)
    {
      guchar c = s->d[k];
      if (c < 0x80)
        k++;
      else if (s->dbcs)
        k += k + 1 < s->n && s->d[k + 1] >= 0x30 ? 2 : 1;
      else
        for (k++; k < s->i && (s->d[k] & 0xc0) == 0x80; k++)
          ;
    }
  return col;
}

/* Only spaces and tabs before the current byte on its line. */
static gboolean
line_blank (const Scan *s)
{
  for (gsize k = s->line_start; k < s->i; k++)
    if (s->d[k] != ' ' && s->d[k] != '\t')
      return FALSE;
  return TRUE;
}

static inline gboolean
is_space (guchar c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static inline gboolean
ends_word (guchar c)
{
  return is_space (c) || c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' || c == ']';
}

static Entry *
current (Scan *s)
{
  return &g_array_index (s->index->games, Entry, s->index->games->len - 1);
}

static const char *
convert_text (Scan       *s,
              const char *raw,
              gsize       len)
{
  if (len == 0)
    return "";
  if (s->index->scanned == XQ_ENCODING_UTF8)
    {
      if (g_utf8_validate (raw, (gssize) len, NULL))
        return g_string_chunk_insert_len (s->index->strings, raw, (gssize) len);
      else
        {
          g_autofree char *valid = xq_encoding_to_utf8 (XQ_ENCODING_UTF8, raw, len, NULL);
          return g_string_chunk_insert (s->index->strings, valid);
        }
    }
  for (gsize k = 0; k < len; k++)
    if ((guchar) raw[k] >= 0x80)
      {
        gsize            n;
        g_autofree char *utf8 = xq_encoding_to_utf8 (s->index->scanned, raw, len, &n);
        return g_string_chunk_insert_len (s->index->strings, utf8, (gssize) n);
      }
  return g_string_chunk_insert_len (s->index->strings, raw, (gssize) len);
}

/* Ends the head of the current game: its intro comments are kept, its moves start here. */
static void
end_head (Scan *s)
{
  Entry *entry = current (s);

  if (s->intro->len > 0)
    {
      g_autofree char *clean = NULL;
      const char      *utf8 = convert_text (s, s->intro->str, s->intro->len);
      clean = xq_encoding_clean_comment (utf8, -1);
      entry->intro = clean != NULL ? g_string_chunk_insert (s->index->strings, clean) : NULL;
      g_string_truncate (s->intro, 0);
    }
}

static void
begin_game (Scan *s)
{
  GArray  *games = s->index->games;
  Entry    entry = { 0 };
  gboolean blank = line_blank (s);

  entry.offset = blank ? s->line_start : s->i;
  entry.line = s->line;
  entry.column = blank ? 1 : column_of (s);
  entry.moves_offset = NO_MOVES;
  entry.moves_end = NO_MOVES;
  entry.first_tag = s->index->tags->len;
  entry.first_warning = s->index->warnings->len;
  if (games->len > 0)
    {
      Entry *last = current (s);
      end_head (s);
      last->length = entry.offset - last->offset;
      if (last->moves_end == NO_MOVES)
        last->moves_end = entry.offset;
    }
  g_array_append_val (games, entry);
}

static void
  G_GNUC_PRINTF (5, 6)
    warn (Scan       *s,
          int         code,
          int         line,
          int         column,
          const char *format,
          ...)
{
  g_autofree char *what = NULL;
  va_list          args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (s->index->warnings, xq_record_warning_new (s->index->games->len, line, column, -1, code, what));
  current (s)->n_warnings++;
}

static void
skip_spaces (Scan *s)
{
  while (s->i < s->n && (s->d[s->i] == ' ' || s->d[s->i] == '\t'))
    step (s);
}

static gboolean
at_line_end (const Scan *s,
             gsize       k)
{
  return k >= s->n || s->d[k] == '\n' || s->d[k] == '\r';
}

/* At a '"' (at @k) inside a tag value: is it the closing one? It is when only blanks and a
 * ']' or the end of the line follow; a quote the writer meant inside the value
 * ([Event ""Huangshan Cup" National…"]) is followed by other text. */
static gboolean
closes_value (const Scan *s,
              gsize       k)
{
  k++;
  while (k < s->n && (s->d[k] == ' ' || s->d[k] == '\t'))
    k++;
  return at_line_end (s, k) || s->d[k] == ']';
}

/* The lines a tag value may go on over (hbsxcjp's cchess breaks titles over lines). */
#define MAX_VALUE_LINES 8

/* Reads a quoted value from the '"' into s->raw; FALSE when it is not closed. */
static gboolean
scan_quoted (Scan *s)
{
  int lines = 0;

  step (s); /* " */
  for (;;)
    {
      gsize from;

      if (s->i >= s->n)
        return FALSE;
      if (s->d[s->i] == '\n' || s->d[s->i] == '\r')
        {
          gsize k;
          if (++lines > MAX_VALUE_LINES)
            return FALSE;
          step (s);
          /* A line that starts another tag ends the search. */
          for (k = s->i; k < s->n && (s->d[k] == ' ' || s->d[k] == '\t'); k++)
            ;
          if (k < s->n && s->d[k] == '[')
            return FALSE;
          g_string_append_c (s->raw, '\n');
          continue;
        }
      if (s->d[s->i] == '"' && closes_value (s, s->i))
        {
          step (s);
          return TRUE;
        }
      if (s->d[s->i] == '\\' && s->i + 1 < s->n && (s->d[s->i + 1] == '"' || s->d[s->i + 1] == '\\'))
        step (s);
      from = s->i;
      step (s);
      g_string_append_len (s->raw, (const char *) s->d + from, (gssize) (s->i - from));
    }
}

/* At '['. Records the tag pair; a tag that cannot be read is a warning and the scan goes on
 * at the next line. Always consumes at least the '['. */
static void
scan_tag (Scan *s)
{
  XqLang   lang = xq_lang_from_locale ();
  int      line = s->line;
  gsize    name_start, name_end, tag_line_start = s->line_start;
  int      value_line, value_column;
  IndexTag tag;
  char     name[64];

  step (s);
  skip_spaces (s);
  name_start = s->i;
  while (s->i < s->n && (g_ascii_isalnum (s->d[s->i]) || s->d[s->i] == '_'))
    step (s);
  name_end = s->i;
  if (name_end == name_start)
    {
      warn (s, XQ_RECORD_ERROR_SYNTAX, line, column_of (s), "%s",
            XQ_T (lang, "a tag name (letters, digits, '_') must follow '['; the line was not read"));
      skip_to (s, '\n');
      return;
    }
  {
    gsize len = MIN (name_end - name_start, sizeof name - 1);
    memcpy (name, s->d + name_start, len);
    name[len] = '\0';
  }
  skip_spaces (s);
  g_string_truncate (s->raw, 0);
  value_line = s->line;
  value_column = column_of (s) + 1;
  if (s->i < s->n && s->d[s->i] == '"')
    {
      gsize at = s->i;
      int   at_line = s->line;
      int   at_column = value_column - 1;
      if (!scan_quoted (s))
        {
          /* Back to the end of the tag's line. */
          s->i = at;
          s->line = at_line;
          s->line_start = tag_line_start;
          skip_to (s, '\n');
          warn (s, XQ_RECORD_ERROR_SYNTAX, at_line, at_column,
                XQ_T (lang, "the value of tag %s is not closed with '\"'; the tag was not read"), name);
          return;
        }
    }
  else
    {
      gsize from = s->i;
      value_column--;
      while (s->i < s->n && s->d[s->i] != ']' && s->d[s->i] != '\n' && s->d[s->i] != '\r')
        step (s);
      g_string_append_len (s->raw, (const char *) s->d + from, (gssize) (s->i - from));
      while (s->raw->len > 0 && is_space ((guchar) s->raw->str[s->raw->len - 1]))
        g_string_truncate (s->raw, s->raw->len - 1);
    }
  skip_spaces (s);
  /* A missing ']' loses nothing: the value was read. */
  if (s->i < s->n && s->d[s->i] == ']')
    step (s);

  tag.name = g_string_chunk_insert_const (s->index->strings, name);
  tag.value = convert_text (s, s->raw->str, s->raw->len);
  tag.line = value_line;
  tag.column = value_column;
  if (strchr (tag.value, '\n') != NULL)
    {
      g_autofree char *joined = g_strdup (tag.value);
      g_strdelimit (joined, "\n", ' ');
      g_strstrip (joined);
      tag.value = g_string_chunk_insert (s->index->strings, joined);
    }
  g_array_append_val (s->index->tags, tag);
  current (s)->n_tags++;
}

static gboolean
is_result (const guchar *w,
           gsize         len)
{
  return (len == 1 && w[0] == '*') || (len == 3 && (memcmp (w, "1-0", 3) == 0 || memcmp (w, "0-1", 3) == 0)) ||
         (len == 7 && memcmp (w, "1/2-1/2", 7) == 0);
}

/* A digit (ASCII or full width in the file's encoding) starts movetext: "1.", "１．". */
static gboolean
starts_with_digit (const Scan *s)
{
  const guchar *d = s->d + s->i;
  gsize         left = s->n - s->i;

  if (g_ascii_isdigit (d[0]))
    return TRUE;
  if (left < 2)
    return FALSE;
  switch (s->index->scanned)
    {
    case XQ_ENCODING_GB18030:
      return d[0] == 0xa3 && d[1] >= 0xb0 && d[1] <= 0xb9;
    case XQ_ENCODING_BIG5:
      return d[0] == 0xa2 && d[1] >= 0xaf && d[1] <= 0xb8;
    case XQ_ENCODING_UTF8:
    case XQ_ENCODING_UTF16LE:
    case XQ_ENCODING_UTF16BE:
    default:
      return left >= 3 && d[0] == 0xef && d[1] == 0xbc && d[2] >= 0x90 && d[2] <= 0x99;
    }
}

static gboolean
only_blanks (const Scan *s,
             gsize       from,
             gsize       to)
{
  for (gsize k = from; k < to; k++)
    if (!is_space (s->d[k]))
      return FALSE;
  return TRUE;
}

/* The word at the scanner is a result ("1-0" after a result starts no game). */
static gboolean
word_is_result (const Scan *s)
{
  gsize k = s->i;

  while (k < s->n && !ends_word (s->d[k]))
    k++;
  return is_result (s->d + s->i, k - s->i);
}

static void
skip_word (Scan *s)
{
  do
    step (s);
  while (s->i < s->n && !ends_word (s->d[s->i]));
}

/* Comments in the head of a game are kept for its intro. */
static void
head_comment (Scan  *s,
              guchar stop)
{
  gsize from;

  step (s); /* { or ; */
  from = s->i;
  skip_to (s, stop);
  if (s->intro->len > 0)
    g_string_append_c (s->intro, '\n');
  g_string_append_len (s->intro, (const char *) s->d + from, (gssize) (s->i - from));
  if (stop == '}' && s->i < s->n)
    step (s);
}

/* Text outside games (a writer's banner or trailer, "=====" lines, a site's address) is
 * skipped, as PGN's import format allows: after a game's result, and before the first game,
 * only a tag pair or a move number starts a game. */
static void
scan (Scan *s)
{
  State state = STATE_NONE;
  int   depth = 0;

  while (s->i < s->n)
    {
      guchar c = s->d[s->i];

      if (is_space (c))
        step (s);
      else if (c == '%' && s->i == s->line_start)
        skip_to (s, '\n');
      else if (c == '[')
        {
          if (state != STATE_HEAD)
            {
              begin_game (s);
              state = STATE_HEAD;
              depth = 0;
            }
          scan_tag (s);
        }
      else if ((c == '{' || c == ';') && (state == STATE_NONE || state == STATE_HEAD))
        {
          if (state == STATE_NONE)
            {
              begin_game (s);
              state = STATE_HEAD;
            }
          head_comment (s, c == '{' ? '}' : '\n');
        }
      else if (c == '{' || c == ';')
        {
          gsize start = s->i;
          skip_to (s, c == '{' ? '}' : '\n');
          if (c == '{' && s->i < s->n)
            step (s);
          /* A comment right after the result belongs to the game. */
          if (state == STATE_DONE && c == '{' && only_blanks (s, current (s)->moves_end, start))
            current (s)->moves_end = s->i;
        }
      else
        {
          gsize start = s->i;

          if (state == STATE_NONE || state == STATE_DONE)
            {
              /* A variation opened before any move is the game's error to report. */
              if (!s->tagless && !(starts_with_digit (s) && !word_is_result (s)) && !(state == STATE_NONE && c == '('))
                {
                  s->skipped = TRUE;
                  skip_word (s);
                  continue;
                }
              begin_game (s);
              depth = 0;
            }
          if (current (s)->moves_offset == NO_MOVES)
            {
              Entry *entry = current (s);
              end_head (s);
              entry->moves_offset = s->i;
              entry->moves_line = s->line;
              entry->moves_column = column_of (s);
            }
          state = STATE_MOVES;
          if (c == '(' || c == ')')
            {
              depth += c == '(' ? 1 : (depth > 0 ? -1 : 0);
              step (s);
              continue;
            }
          skip_word (s);
          if (depth == 0 && is_result (s->d + start, s->i - start))
            {
              state = STATE_DONE;
              current (s)->moves_end = s->i;
            }
        }
    }
  if (s->index->games->len > 0)
    {
      Entry *last = current (s);
      end_head (s);
      last->length = s->n - last->offset;
      if (last->moves_end == NO_MOVES)
        last->moves_end = s->n;
    }
}

static void
index_clear (XqPgnIndex *self)
{
  g_array_set_size (self->games, 0);
  g_array_set_size (self->tags, 0);
  g_ptr_array_set_size (self->warnings, 0);
}

/**
 * xq_pgn_index_new:
 * @bytes: the file's contents
 *
 * Returns: (transfer full): the index
 */
XqPgnIndex *
xq_pgn_index_new (GBytes *bytes)
{
  XqPgnIndex *self;
  Scan        s = { 0 };
  gsize       size, bom = 0;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);

  self = g_new0 (XqPgnIndex, 1);
  self->games = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->tags = g_array_new (FALSE, FALSE, sizeof (IndexTag));
  self->warnings = xq_record_warnings_new ();
  self->strings = g_string_chunk_new (64 * 1024);

  self->file = g_bytes_ref (bytes);
  data = g_bytes_get_data (bytes, &size);
  self->encoding = size > 0 ? xq_encoding_detect (data, size, &bom) : XQ_ENCODING_UTF8;
  if (self->encoding == XQ_ENCODING_UTF16LE || self->encoding == XQ_ENCODING_UTF16BE)
    {
      gsize len;
      char *utf8 = xq_encoding_to_utf8 (self->encoding, data + bom, size - bom, &len);
      self->bytes = g_bytes_new_take (utf8, len);
      self->scanned = XQ_ENCODING_UTF8;
      self->start = 0;
    }
  else
    {
      self->bytes = g_bytes_ref (bytes);
      self->scanned = self->encoding;
      self->start = bom;
    }

  data = g_bytes_get_data (self->bytes, &size);
  s.d = (const guchar *) data;
  s.n = size;
  s.dbcs = xq_encoding_is_double_byte (self->scanned);
  s.index = self;
  s.raw = g_string_new (NULL);
  s.intro = g_string_new (NULL);
  for (int pass = 0; pass < 2; pass++)
    {
      s.i = self->start;
      s.line = 1;
      s.line_start = s.i;
      s.tagless = pass == 1;
      s.skipped = FALSE;
      g_string_truncate (s.intro, 0);
      scan (&s);
      /* Text with neither tags nor move numbers: moves alone ("炮二平五 马8进7"). */
      if (self->games->len > 0 || !s.skipped)
        break;
      index_clear (self);
    }
  g_string_free (s.raw, TRUE);
  g_string_free (s.intro, TRUE);
  return self;
}

/**
 * xq_pgn_index_copy:
 *
 * Returns: (transfer full): a copy sharing the text
 */
XqPgnIndex *
xq_pgn_index_copy (const XqPgnIndex *self)
{
  XqPgnIndex *copy;

  g_return_val_if_fail (self != NULL, NULL);
  copy = g_new0 (XqPgnIndex, 1);
  copy->file = g_bytes_ref (self->file);
  copy->bytes = g_bytes_ref (self->bytes);
  copy->start = self->start;
  copy->encoding = self->encoding;
  copy->scanned = self->scanned;
  copy->games = g_array_copy (self->games);
  copy->tags = g_array_sized_new (FALSE, FALSE, sizeof (IndexTag), self->tags->len);
  copy->warnings = xq_record_warnings_new ();
  copy->strings = g_string_chunk_new (64 * 1024);
  for (guint i = 0; i < self->tags->len; i++)
    {
      IndexTag tag = g_array_index (self->tags, IndexTag, i);
      tag.name = g_string_chunk_insert_const (copy->strings, tag.name);
      tag.value = g_string_chunk_insert (copy->strings, tag.value);
      g_array_append_val (copy->tags, tag);
    }
  for (guint i = 0; i < copy->games->len; i++)
    {
      Entry *entry = &g_array_index (copy->games, Entry, i);
      if (entry->intro != NULL)
        entry->intro = g_string_chunk_insert (copy->strings, entry->intro);
    }
  for (guint i = 0; i < self->warnings->len; i++)
    g_ptr_array_add (copy->warnings, xq_record_warning_copy (g_ptr_array_index (self->warnings, i)));
  return copy;
}

void
xq_pgn_index_free (XqPgnIndex *self)
{
  if (self == NULL)
    return;
  g_bytes_unref (self->file);
  g_bytes_unref (self->bytes);
  g_array_unref (self->games);
  g_array_unref (self->tags);
  g_ptr_array_unref (self->warnings);
  g_string_chunk_free (self->strings);
  g_free (self);
}

XqEncoding
xq_pgn_index_get_encoding (const XqPgnIndex *self)
{
  g_return_val_if_fail (self != NULL, XQ_ENCODING_UTF8);
  return self->encoding;
}

guint
xq_pgn_index_get_n_games (const XqPgnIndex *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->games->len;
}

int
xq_pgn_index_get_line (const XqPgnIndex *self,
                       guint             game)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (game < self->games->len, 0);
  return g_array_index (self->games, Entry, game).line;
}

const char *
xq_pgn_index_get_tag (const XqPgnIndex *self,
                      guint             game,
                      const char       *name)
{
  const Entry *entry;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < self->games->len, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  entry = &g_array_index (self->games, Entry, game);
  /* The last of equal names wins, as in the game. */
  for (guint k = entry->n_tags; k > 0; k--)
    {
      const IndexTag *tag = &g_array_index (self->tags, IndexTag, entry->first_tag + k - 1);
      if (g_ascii_strcasecmp (tag->name, name) == 0)
        return tag->value;
    }
  return NULL;
}

guint
xq_pgn_index_get_n_tags (const XqPgnIndex *self,
                         guint             game)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (game < self->games->len, 0);
  return g_array_index (self->games, Entry, game).n_tags;
}

const char *
xq_pgn_index_get_tag_name (const XqPgnIndex *self,
                           guint             game,
                           guint             index)
{
  const Entry *entry;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < self->games->len, NULL);
  entry = &g_array_index (self->games, Entry, game);
  g_return_val_if_fail (index < entry->n_tags, NULL);
  return g_array_index (self->tags, IndexTag, entry->first_tag + index).name;
}

const char *
xq_pgn_index_get_tag_value (const XqPgnIndex *self,
                            guint             game,
                            guint             index)
{
  const Entry *entry;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < self->games->len, NULL);
  entry = &g_array_index (self->games, Entry, game);
  g_return_val_if_fail (index < entry->n_tags, NULL);
  return g_array_index (self->tags, IndexTag, entry->first_tag + index).value;
}

GBytes *
xq_pgn_index_get_scanned (const XqPgnIndex *self,
                          gsize            *start)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (start != NULL)
    *start = self->start;
  return self->bytes;
}

GBytes *
xq_pgn_index_get_file_bytes (const XqPgnIndex *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->file;
}

void
xq_pgn_index_get_span (const XqPgnIndex *self,
                       guint             game,
                       gsize            *begin,
                       gsize            *end)
{
  const Entry *entry;
  const char  *data;

  g_return_if_fail (self != NULL);
  g_return_if_fail (game < self->games->len);

  entry = &g_array_index (self->games, Entry, game);
  data = g_bytes_get_data (self->bytes, NULL);
  *begin = entry->offset;
  *end = entry->moves_end;
  while (*end > *begin && is_space ((guchar) data[*end - 1]))
    (*end)--;
}

gsize
xq_pgn_index_get_moves_offset (const XqPgnIndex *self,
                               guint             game)
{
  g_return_val_if_fail (self != NULL, G_MAXSIZE);
  g_return_val_if_fail (game < self->games->len, G_MAXSIZE);
  return g_array_index (self->games, Entry, game).moves_offset;
}

static void
set_error (GError               **error,
           const XqRecordWarning *w)
{
  g_set_error (error, XQ_RECORD_ERROR, w->code, XQ_T (xq_lang_from_locale (), "Line %d, column %d: %s"), w->line,
               w->column, w->message);
}

/**
 * xq_pgn_index_load_game:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_pgn_index_load_game (const XqPgnIndex *self,
                        guint             game,
                        GPtrArray        *warnings,
                        GError          **error)
{
  XqLang               lang = xq_lang_from_locale ();
  const Entry         *entry;
  const char          *data;
  g_autofree char     *utf8 = NULL;
  g_autofree XqPgnTag *tags = NULL;
  g_autoptr (XqGame)   result = NULL;
  XqPgnProblem         problem;
  gsize                len = 0;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < self->games->len, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  entry = &g_array_index (self->games, Entry, game);
  if (warnings == NULL && entry->n_warnings > 0)
    {
      set_error (error, g_ptr_array_index (self->warnings, entry->first_warning));
      return NULL;
    }
  tags = g_new0 (XqPgnTag, entry->n_tags + 1);
  for (guint k = 0; k < entry->n_tags; k++)
    {
      const IndexTag *tag = &g_array_index (self->tags, IndexTag, entry->first_tag + k);
      tags[k].name = tag->name;
      tags[k].value = tag->value;
      tags[k].line = tag->line;
      tags[k].column = tag->column;
    }
  data = g_bytes_get_data (self->bytes, NULL);
  if (entry->moves_offset != NO_MOVES)
    utf8 = xq_encoding_to_utf8 (self->scanned, data + entry->moves_offset, entry->moves_end - entry->moves_offset,
                                &len);
  result = xq_pgn_parse_game (tags, entry->n_tags, entry->intro, utf8 ? utf8 : "", len,
                              entry->moves_offset != NO_MOVES ? entry->moves_line : entry->line,
                              entry->moves_offset != NO_MOVES ? entry->moves_column : entry->column, &problem);
  /* Text with no tag, comment or move that reads is no game at all ("not a game"). */
  if (result != NULL && problem.what != NULL && entry->n_tags == 0 && entry->intro == NULL &&
      xq_game_node_get_next (xq_game_get_root (result)) == NULL)
    g_clear_pointer (&result, xq_game_free);
  if (problem.what != NULL && warnings == NULL)
    {
      /* Strict: the first problem is the error. */
      g_set_error (error, XQ_RECORD_ERROR, problem.code, XQ_T (lang, "Line %d, column %d: %s"), problem.line,
                   problem.column, problem.what);
      g_free (problem.what);
      return NULL;
    }
  if (warnings != NULL)
    for (guint k = 0; k < entry->n_warnings; k++)
      g_ptr_array_add (warnings, xq_record_warning_copy (g_ptr_array_index (self->warnings, entry->first_warning + k)));
  if (problem.what != NULL)
    {
      const char      *then = result == NULL                     ? XQ_T (lang, "the game was not read")
                              : xq_game_holds_only_tags (result) ? XQ_T (lang, "no move of the game was read, only its tags")
                                                                 : XQ_T (lang, "the rest of the game was not read");
      g_autofree char *what = xq_record_then (problem.what, then);
      g_ptr_array_add (warnings, xq_record_warning_new (game + 1, problem.line, problem.column, -1, problem.code, what));
      if (result == NULL)
        g_set_error (error, XQ_RECORD_ERROR, problem.code, XQ_T (lang, "Line %d, column %d: %s"), problem.line,
                     problem.column, problem.what);
      g_free (problem.what);
    }
  return g_steal_pointer (&result);
}

/**
 * xq_pgn_read_game:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_pgn_read_game (const char *text,
                  gssize      len,
                  GError    **error)
{
  g_autoptr (GBytes)     bytes = NULL;
  g_autoptr (XqPgnIndex) index = NULL;
  g_autofree char       *clean = NULL;
  gsize                  n;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  n = len < 0 ? strlen (text) : (gsize) len;
  if (!g_utf8_validate (text, (gssize) n, NULL))
    {
      clean = xq_encoding_to_utf8 (XQ_ENCODING_UTF8, text, n, &n);
      text = clean;
    }
  bytes = g_bytes_new_static (text, n);
  index = xq_pgn_index_new (bytes);
  if (xq_pgn_index_get_n_games (index) == 0)
    {
      g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME, "%s",
                   XQ_T (xq_lang_from_locale (), "The file holds no game."));
      return NULL;
    }
  return xq_pgn_index_load_game (index, 0, NULL, error);
}

/**
 * xq_pgn_read_all:
 *
 * Returns: (transfer full) (element-type XqGame): the games
 */
GPtrArray *
xq_pgn_read_all (GBytes  *bytes,
                 GError **error)
{
  g_autoptr (XqPgnIndex) index = NULL;
  g_autoptr (GPtrArray)  games = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  index = xq_pgn_index_new (bytes);
  games = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_game_free);
  for (guint i = 0; i < xq_pgn_index_get_n_games (index); i++)
    {
      XqGame *game = xq_pgn_index_load_game (index, i, NULL, error);
      if (game == NULL)
        return NULL;
      g_ptr_array_add (games, game);
    }
  return g_steal_pointer (&games);
}
