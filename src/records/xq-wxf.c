/* xq-wxf.c: WXF's own game files ("FORMAT WXF", header lines, START{ … }END)
 *
 * Read line by line: a game's header lines "KEY VALUE" from its FORMAT line on, an optional
 * set-up (a FEN line or a SETUP{ … } block), then its moves between START{ and }END, which the
 * PGN parser reads (any notation, comments and variations).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-wxf.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-game-node-private.h"
#include "xq-pgn-private.h"
#include "xq-record-error.h"
#include "xq-text.h"

/* A header key longer than this is no tag name (PGN writers and readers keep them shorter). */
#define MAX_KEY 32

/* Header keys and the tags they become. RED, BLACK and EVENT hold several fields. */
static const struct
{
  const char *key;
  const char *tag;
} keys[] = {
  { "GAME", "Game" },
  { "DATE", "Date" },
  { "PLACE", "Site" },
  { "SITE", "Site" },
  { "ROUND", "Round" },
  { "RESULT", "Result" },
  { "TIME", "TimeControl" },
  { "AUTHOR", "Annotator" },
  { "ANNOTATOR", "Annotator" },
  { "TITLE", "Title" },
  { "OPENING", "Opening" },
};

typedef struct
{
  const char *text;
  gsize       len;
  gsize       i; /* start of the next line */
  int         line;
} Lines;

typedef struct
{
  guint      number; /* of the game in the file, from 1 */
  int        line;   /* where it starts */
  XqGame    *game;
  XqPosition start;
  gboolean   have_start;
  GPtrArray *tags;     /* name, value, name, value … (owned strings) */
  GString   *comment;  /* REMARK and COMMENT lines */
  GPtrArray *warnings; /* of XqRecordWarning */
  GError    *error;    /* nothing of the game could be read */
} Game;

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* The next line [*start, *end), without its line break; FALSE at the end. */
static gboolean
next_line (Lines *l,
           gsize *start,
           gsize *end)
{
  const char *nl;

  if (l->i >= l->len)
    return FALSE;
  *start = l->i;
  nl = memchr (l->text + l->i, '\n', l->len - l->i);
  *end = nl != NULL ? (gsize) (nl - l->text) : l->len;
  l->i = nl != NULL ? *end + 1 : l->len;
  l->line++;
  while (*end > *start && is_blank (l->text[*end - 1]))
    (*end)--;
  return TRUE;
}

/* The lines of @text, after a UTF-8 byte-order mark. */
static Lines
lines_of (const char *text,
          gsize       len)
{
  Lines l = { text, len, 0, 0 };

  if (len >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    l.i = 3;
  return l;
}

static gsize
skip_blanks (const char *text,
             gsize       i,
             gsize       end)
{
  while (i < end && is_blank (text[i]))
    i++;
  return i;
}

/* The word of capital letters at @i ("FORMAT", "START"), its length; 0 when none. */
static gsize
key_length (const char *text,
            gsize       i,
            gsize       end)
{
  gsize n = 0;

  while (i + n < end && (g_ascii_isupper (text[i + n]) || text[i + n] == '_'))
    n++;
  return n;
}

static gboolean
key_is (const char *text,
        gsize       i,
        gsize       n,
        const char *key)
{
  return strlen (key) == n && g_ascii_strncasecmp (text + i, key, n) == 0;
}

/* "START{", "SETUP{": @key opens a block at @i */
static gboolean
opens_block (const char *text,
             gsize       i,
             gsize       n,
             gsize       end,
             const char *key)
{
  return key_is (text, i, n, key) && i + n < end && text[i + n] == '{';
}

static int
column_of (const char *text,
           gsize       line_start,
           gsize       i)
{
  return 1 + (int) g_utf8_strlen (text + line_start, (gssize) (i - line_start));
}

static void
warn (Game       *g,
      int         line,
      int         column,
      int         code,
      const char *what)
{
  g_ptr_array_add (g->warnings, xq_record_warning_new (g->number, line, column, -1, (XqRecordError) code, what));
}

static void
add_tag (Game       *g,
         const char *name,
         const char *value,
         gsize       len)
{
  g_autofree char *v = g_strstrip (g_strndup (value, len));

  if (v[0] == '\0' || !xq_game_tag_name_is_valid (name))
    return;
  g_ptr_array_add (g->tags, g_strdup (name));
  g_ptr_array_add (g->tags, g_steal_pointer (&v));
}

/* "NAME ; RATING ; TEAM": each field to its tag, the last one taking the rest. */
static void
add_fields (Game              *g,
            const char        *value,
            gsize              len,
            const char *const *names,
            guint              n_names)
{
  g_autofree char *text = g_strndup (value, len);
  g_auto (GStrv)   fields = g_strsplit (text, ";", (gint) n_names);

  for (guint f = 0; fields[f] != NULL && f < n_names; f++)
    {
      char *field = fields[f];
      gsize n = strlen (field);

      while (n > 0 && (field[n - 1] == ';' || is_blank (field[n - 1])))
        n--;
      add_tag (g, names[f], field, n);
    }
}

static void
add_header (Game       *g,
            const char *key,
            gsize       key_len,
            const char *value,
            gsize       len)
{
  static const char *const red[] = { "Red", "RedElo", "RedTeam" };
  static const char *const black[] = { "Black", "BlackElo", "BlackTeam" };
  static const char *const event[] = { "Event", "TimeControl" };
  g_autofree char         *name = g_strndup (key, key_len);

  if (key_is (key, 0, key_len, "RED"))
    add_fields (g, value, len, red, G_N_ELEMENTS (red));
  else if (key_is (key, 0, key_len, "BLACK"))
    add_fields (g, value, len, black, G_N_ELEMENTS (black));
  else if (key_is (key, 0, key_len, "EVENT"))
    add_fields (g, value, len, event, G_N_ELEMENTS (event));
  else if (key_is (key, 0, key_len, "REMARK") || key_is (key, 0, key_len, "COMMENT"))
    {
      g_autofree char *text = xq_encoding_clean_comment (value, (gssize) len);
      if (text != NULL)
        {
          if (g->comment->len > 0)
            g_string_append_c (g->comment, '\n');
          g_string_append (g->comment, text);
        }
    }
  else if (key_is (key, 0, key_len, "RESULT"))
    {
      g_autofree char *raw = g_strstrip (g_strndup (value, len));
      const char      *result = xq_pgn_result_from_text (raw, -1);
      add_tag (g, "Result", result != NULL ? result : raw, strlen (result != NULL ? result : raw));
    }
  else
    {
      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        if (key_is (key, 0, key_len, keys[k].key))
          {
            add_tag (g, keys[k].tag, value, len);
            return;
          }
      if (key_len <= MAX_KEY)
        add_tag (g, name, value, len);
      else
        {
          /* No tag has so long a name: the line is kept in the comment */
          g_autofree char *line = g_strdup_printf ("%s %.*s", name, (int) len, value);
          g_autofree char *text = xq_encoding_clean_comment (line, -1);
          if (g->comment->len > 0)
            g_string_append_c (g->comment, '\n');
          g_string_append (g->comment, text);
        }
    }
}

/* FEN BOARD [r|b] */
static void
read_fen (Game       *g,
          const char *text,
          gsize       line_start,
          gsize       i,
          gsize       end,
          int         line)
{
  XqLang            lang = xq_lang_from_locale ();
  g_autofree char  *fen = g_strndup (text + i, end - i);
  XqPositionProblem problem;

  if (!xq_position_from_fen (&g->start, fen, &problem))
    {
      g_autofree char *why = xq_text_position_problem (lang, &problem);
      int              column = column_of (text, line_start, i) + (problem.column > 0 ? problem.column - 1 : 0);
      g->error = g_error_new (XQ_RECORD_ERROR, XQ_RECORD_ERROR_BAD_POSITION, XQ_T (lang, "Line %d, column %d: %s"),
                              line, column, why);
      {
        g_autofree char *what = xq_record_then (why, XQ_T (lang, "the game was not read"));
        warn (g, line, column, XQ_RECORD_ERROR_BAD_POSITION, what);
      }
      return;
    }
  g->have_start = TRUE;
}

/* SETUP{ Ra0 Hb0 … ke9 [RED|BLACK] [MOVE n] }: pieces on their points (ICCS), who moves. */
static void
read_setup (Game       *g,
            const char *text,
            gsize       i,
            gsize       end,
            int         line,
            int         column)
{
  XqLang            lang = xq_lang_from_locale ();
  XqPositionProblem problem;
  int               setup_line = line, setup_column = column;

  xq_position_init_empty (&g->start);
  while (i < end)
    {
      gsize n;

      if (g_ascii_isspace (text[i]))
        {
          if (text[i] == '\n')
            {
              line++;
              column = 0;
            }
          i++;
          column++;
          continue;
        }
      n = 0;
      while (i + n < end && !g_ascii_isspace (text[i + n]))
        n++;
      if (n == 3 && xq_piece_from_fen_char (text[i]) != XQ_NO_PIECE && text[i + 1] >= 'a' && text[i + 1] <= 'i' &&
          g_ascii_isdigit (text[i + 2]))
        xq_position_put (&g->start, xq_square_make (text[i + 1] - 'a', text[i + 2] - '0'),
                         xq_piece_from_fen_char (text[i]));
      else if (key_is (text, i, n, "RED") || key_is (text, i, n, "BLACK"))
        xq_position_set_side (&g->start, key_is (text, i, n, "RED") ? XQ_RED : XQ_BLACK);
      else if (!key_is (text, i, n, "MOVE") && !g_ascii_isdigit (text[i]))
        {
          g_autofree char *word = g_strndup (text + i, n);
          g_autofree char *what = g_strdup_printf (
            XQ_T (lang, "'%s' is no piece on a point (such as Ra0) in SETUP; it was not read"), word);
          warn (g, line, column, XQ_RECORD_ERROR_SYNTAX, what);
        }
      i += n;
      column += (int) g_utf8_strlen (text + i - n, (gssize) n);
    }
  if (!xq_position_validate (&g->start, &problem))
    {
      g_autofree char *why = xq_text_position_problem (lang, &problem);
      g_autofree char *what = xq_record_then (why, XQ_T (lang, "the game was not read"));
      g->error = g_error_new (XQ_RECORD_ERROR, XQ_RECORD_ERROR_BAD_POSITION, XQ_T (lang, "Line %d, column %d: %s"),
                              setup_line, setup_column, why);
      warn (g, setup_line, setup_column, XQ_RECORD_ERROR_BAD_POSITION, what);
      return;
    }
  g->have_start = TRUE;
}

static void
game_begin (Game *g,
            guint number,
            int   line)
{
  memset (g, 0, sizeof *g);
  g->number = number;
  g->line = line;
  g->tags = g_ptr_array_new_with_free_func (g_free);
  g->comment = g_string_new (NULL);
  g->warnings = xq_record_warnings_new ();
}

/* The game so far, before its moves. */
static void
game_make (Game *g)
{
  if (g->game != NULL || g->error != NULL)
    return;
  g->game = xq_game_new (g->have_start ? &g->start : NULL);
  for (guint k = 0; k + 1 < g->tags->len; k += 2)
    xq_game_set_tag (g->game, g->tags->pdata[k], g->tags->pdata[k + 1]);
  if (g->comment->len > 0)
    xq_game_node_set_comment (xq_game_get_root (g->game), g->comment->str);
}

static void
game_end (Game            *g,
          XqRecordGameFunc func,
          gpointer         user_data)
{
  game_make (g);
  if (g->error != NULL)
    g_clear_pointer (&g->game, xq_game_free);
  func (g->game, g->warnings, g->error, g->line, user_data);
  g_ptr_array_unref (g->tags);
  g_string_free (g->comment, TRUE);
}

/* Goes on with the line after the one that holds @pos, in a block that began on the current line
 * (which starts at @line_start). */
static void
skip_past (Lines *l,
           gsize  line_start,
           gsize  pos)
{
  const char *nl;

  pos = MIN (pos, l->len);
  for (gsize k = line_start; k < pos; k++)
    if (l->text[k] == '\n')
      l->line++;
  nl = memchr (l->text + pos, '\n', l->len - pos);
  l->i = nl != NULL ? (gsize) (nl - l->text) + 1 : l->len;
}

/* The moves of START{ … }END, from @i on the current line; goes on after }END. */
static void
read_moves (Game  *g,
            Lines *l,
            gsize  line_start,
            gsize  i)
{
  XqLang       lang = xq_lang_from_locale ();
  const char  *close = g_strstr_len (l->text + i, (gssize) (l->len - i), "}END");
  gsize        end = close != NULL ? (gsize) (close - l->text) : l->len;
  int          line = l->line;
  int          column = column_of (l->text, line_start, i);
  XqPgnProblem problem;

  game_make (g);
  if (g->game != NULL && !xq_pgn_read_movetext (g->game, l->text + i, end - i, line, column, &problem))
    {
      const char      *then = xq_game_holds_only_tags (g->game) ? XQ_T (lang, "no move of the game was read, only its tags")
                                                                : XQ_T (lang, "the rest of the game was not read");
      g_autofree char *what = xq_record_then (problem.what, then);
      warn (g, problem.line, problem.column, problem.code, what);
      g_free (problem.what);
    }
  else if (g->game != NULL && close == NULL)
    warn (g, line, column - 6, XQ_RECORD_ERROR_SYNTAX,
          XQ_T (lang, "the moves opened here with START{ are not closed with }END"));
  skip_past (l, line_start, end);
}

/* Keys that start a game of their own after the moves of another */
static gboolean
starts_game (const char *text,
             gsize       i,
             gsize       n)
{
  if (key_is (text, i, n, "FORMAT") || key_is (text, i, n, "RED") || key_is (text, i, n, "BLACK") ||
      key_is (text, i, n, "EVENT") || key_is (text, i, n, "FEN"))
    return TRUE;
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    if (key_is (text, i, n, keys[k].key))
      return TRUE;
  return FALSE;
}

gboolean
xq_wxf_detect (const char *text,
               gsize       len)
{
  Lines l;
  gsize start, end;

  g_return_val_if_fail (text != NULL || len == 0, FALSE);
  l = lines_of (text, len);
  while (next_line (&l, &start, &end))
    {
      gsize i = skip_blanks (text, start, end);
      gsize n = key_length (text, i, end);

      if (i == end)
        continue;
      if (key_is (text, i, n, "FORMAT") && (i + n == end || is_blank (text[i + n])))
        return TRUE;
      return opens_block (text, i, n, end, "START");
    }
  return FALSE;
}

guint
xq_wxf_read (const char      *text,
             gsize            len,
             XqRecordGameFunc func,
             gpointer         user_data)
{
  XqLang   lang = xq_lang_from_locale ();
  Lines    l;
  Game     g;
  gboolean open = FALSE, played = FALSE;
  guint    n_games = 0;
  gsize    start, end;

  g_return_val_if_fail (text != NULL || len == 0, 0);
  g_return_val_if_fail (func != NULL, 0);

  l = lines_of (text, len);
  while (next_line (&l, &start, &end))
    {
      gsize i = skip_blanks (text, start, end);
      gsize n = key_length (text, i, end);

      if (i == end)
        continue;
      /* After a game's moves, text that is no header is around the games */
      if (played && !starts_game (text, i, n))
        continue;
      /* A FORMAT line starts a game; so does a header after a game's moves */
      if (key_is (text, i, n, "FORMAT") || !open || played)
        {
          if (open)
            game_end (&g, func, user_data);
          game_begin (&g, ++n_games, l.line);
          open = TRUE;
          played = FALSE;
        }
      if (opens_block (text, i, n, end, "START"))
        {
          read_moves (&g, &l, start, i + n + 1);
          played = TRUE;
        }
      else if (opens_block (text, i, n, end, "SETUP"))
        {
          const char *close = memchr (text + i, '}', len - i);
          gsize       stop = close != NULL ? (gsize) (close - text) : len;

          read_setup (&g, text, i + n + 1, stop, l.line, column_of (text, start, i + n + 1));
          skip_past (&l, start, stop);
        }
      else if (key_is (text, i, n, "FEN") && i + n < end && is_blank (text[i + n]))
        read_fen (&g, text, start, skip_blanks (text, i + n, end), end, l.line);
      else if (n > 0 && (i + n == end || is_blank (text[i + n])))
        {
          if (!key_is (text, i, n, "FORMAT"))
            {
              gsize v = skip_blanks (text, i + n, end);
              add_header (&g, text + i, n, text + v, end - v);
            }
        }
      else
        warn (&g, l.line, column_of (text, start, i), XQ_RECORD_ERROR_SYNTAX,
              XQ_T (lang, "a header line (KEY VALUE) or START{ is expected here; the line was not read"));
    }
  if (open)
    game_end (&g, func, user_data);
  return n_games;
}
