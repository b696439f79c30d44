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

#include "xq-pgn-private.h"

typedef struct
{
  gsize offset;
  gsize length;
  int   line;
  int   column;
  guint first_tag;
  guint n_tags;
} Entry;

typedef struct
{
  const char *name;
  const char *value;
} IndexTag;

struct _XqPgnIndex
{
  GBytes       *bytes;    /* the text scanned: the file, or its UTF-8 form for UTF-16 */
  gsize         start;    /* after the byte-order mark */
  XqEncoding    encoding; /* of the file */
  XqEncoding    scanned;  /* of bytes */
  GArray       *games;    /* of Entry */
  GArray       *tags;     /* of IndexTag */
  GStringChunk *strings;  /* tag names and values */
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

  XqPgnIndex   *index;
  GString      *raw; /* scratch for tag values */
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

static void
begin_game (Scan *s)
{
  GArray  *games = s->index->games;
  Entry    entry = { 0 };
  gboolean blank = line_blank (s);

  entry.offset = blank ? s->line_start : s->i;
  entry.line = s->line;
  entry.column = blank ? 1 : column_of (s);
  entry.first_tag = s->index->tags->len;
  if (games->len > 0)
    {
      Entry *last = &g_array_index (games, Entry, games->len - 1);
      last->length = entry.offset - last->offset;
    }
  g_array_append_val (games, entry);
}

static const char *
convert_value (Scan *s)
{
  if (s->raw->len == 0)
    return "";
  if (s->index->scanned == XQ_ENCODING_UTF8)
    {
      if (g_utf8_validate (s->raw->str, (gssize) s->raw->len, NULL))
        return g_string_chunk_insert_len (s->index->strings, s->raw->str, (gssize) s->raw->len);
      else
        {
          g_autofree char *valid = xq_encoding_to_utf8 (XQ_ENCODING_UTF8, s->raw->str, s->raw->len, NULL);
          return g_string_chunk_insert (s->index->strings, valid);
        }
    }
  for (gsize k = 0; k < s->raw->len; k++)
    if ((guchar) s->raw->str[k] >= 0x80)
      {
        gsize            len;
        g_autofree char *utf8 = xq_encoding_to_utf8 (s->index->scanned, s->raw->str, s->raw->len, &len);
        return g_string_chunk_insert_len (s->index->strings, utf8, (gssize) len);
      }
  return g_string_chunk_insert_len (s->index->strings, s->raw->str, (gssize) s->raw->len);
}

/* At '['. Records a well-formed tag pair; anything else is left for the parser to report when
 * the game is loaded. Always consumes at least the '['. */
static void
scan_tag (Scan *s)
{
  gsize    name_start, name_end;
  IndexTag tag;

  step (s);
  while (s->i < s->n && (s->d[s->i] == ' ' || s->d[s->i] == '\t'))
    step (s);
  name_start = s->i;
  while (s->i < s->n && (g_ascii_isalnum (s->d[s->i]) || s->d[s->i] == '_'))
    step (s);
  name_end = s->i;
  if (name_end == name_start)
    return;
  while (s->i < s->n && (s->d[s->i] == ' ' || s->d[s->i] == '\t'))
    step (s);
  g_string_truncate (s->raw, 0);
  if (s->i < s->n && s->d[s->i] == '"')
    {
      step (s);
      for (;;)
        {
          gsize from;
          if (s->i >= s->n || s->d[s->i] == '\n' || s->d[s->i] == '\r')
            return;
          if (s->d[s->i] == '"')
            {
              step (s);
              break;
            }
          if (s->d[s->i] == '\\' && s->i + 1 < s->n && (s->d[s->i + 1] == '"' || s->d[s->i + 1] == '\\'))
            step (s);
          from = s->i;
          step (s);
          g_string_append_len (s->raw, (const char *) s->d + from, (gssize) (s->i - from));
        }
    }
  else
    {
      gsize from = s->i;
      while (s->i < s->n && s->d[s->i] != ']' && s->d[s->i] != '\n' && s->d[s->i] != '\r')
        step (s);
      g_string_append_len (s->raw, (const char *) s->d + from, (gssize) (s->i - from));
      while (s->raw->len > 0 && is_space ((guchar) s->raw->str[s->raw->len - 1]))
        g_string_truncate (s->raw, s->raw->len - 1);
    }
  while (s->i < s->n && (s->d[s->i] == ' ' || s->d[s->i] == '\t'))
    step (s);
  if (s->i >= s->n || s->d[s->i] != ']')
    return;
  step (s);

  {
    char  name[64];
    gsize len = MIN (name_end - name_start, sizeof name - 1);
    memcpy (name, s->d + name_start, len);
    name[len] = '\0';
    tag.name = g_string_chunk_insert_const (s->index->strings, name);
  }
  tag.value = convert_value (s);
  g_array_append_val (s->index->tags, tag);
  g_array_index (s->index->games, Entry, s->index->games->len - 1).n_tags++;
}

static gboolean
is_result (const guchar *w,
           gsize         len)
{
  return (len == 1 && w[0] == '*') || (len == 3 && (memcmp (w, "1-0", 3) == 0 || memcmp (w, "0-1", 3) == 0)) ||
         (len == 7 && memcmp (w, "1/2-1/2", 7) == 0);
}

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
      else if (c == '{')
        {
          if (state == STATE_NONE)
            {
              begin_game (s);
              state = STATE_HEAD;
            }
          skip_to (s, '}');
          if (s->i < s->n)
            step (s);
        }
      else if (c == ';')
        {
          if (state == STATE_NONE)
            {
              begin_game (s);
              state = STATE_HEAD;
            }
          skip_to (s, '\n');
        }
      else
        {
          gsize start = s->i;

          if (state == STATE_NONE || state == STATE_DONE)
            {
              begin_game (s);
              depth = 0;
            }
          state = STATE_MOVES;
          if (c == '(' || c == ')')
            {
              depth += c == '(' ? 1 : (depth > 0 ? -1 : 0);
              step (s);
              continue;
            }
          do
            step (s);
          while (s->i < s->n && !ends_word (s->d[s->i]));
          if (depth == 0 && is_result (s->d + start, s->i - start))
            state = STATE_DONE;
        }
    }
  if (s->index->games->len > 0)
    {
      Entry *last = &g_array_index (s->index->games, Entry, s->index->games->len - 1);
      last->length = s->n - last->offset;
    }
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
  self->strings = g_string_chunk_new (64 * 1024);

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
  s.i = self->start;
  s.line = 1;
  s.line_start = s.i;
  s.dbcs = xq_encoding_is_double_byte (self->scanned);
  s.index = self;
  s.raw = g_string_new (NULL);
  scan (&s);
  g_string_free (s.raw, TRUE);
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
  copy->bytes = g_bytes_ref (self->bytes);
  copy->start = self->start;
  copy->encoding = self->encoding;
  copy->scanned = self->scanned;
  copy->games = g_array_copy (self->games);
  copy->tags = g_array_sized_new (FALSE, FALSE, sizeof (IndexTag), self->tags->len);
  copy->strings = g_string_chunk_new (64 * 1024);
  for (guint i = 0; i < self->tags->len; i++)
    {
      IndexTag tag = g_array_index (self->tags, IndexTag, i);
      tag.name = g_string_chunk_insert_const (copy->strings, tag.name);
      tag.value = g_string_chunk_insert (copy->strings, tag.value);
      g_array_append_val (copy->tags, tag);
    }
  return copy;
}

void
xq_pgn_index_free (XqPgnIndex *self)
{
  if (self == NULL)
    return;
  g_bytes_unref (self->bytes);
  g_array_unref (self->games);
  g_array_unref (self->tags);
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
  /* The last of equal names wins, as in the parser. */
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

/**
 * xq_pgn_index_load_game:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_pgn_index_load_game (const XqPgnIndex *self,
                        guint             game,
                        GError          **error)
{
  const Entry     *entry;
  const char      *data;
  g_autofree char *utf8 = NULL;
  gsize            len;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < self->games->len, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  entry = &g_array_index (self->games, Entry, game);
  data = (const char *) g_bytes_get_data (self->bytes, NULL) + entry->offset;
  utf8 = xq_encoding_to_utf8 (self->scanned, data, entry->length, &len);
  return xq_pgn_parse_game (utf8, len, entry->line, entry->column, error);
}
