/* xq-fen-file.c: a position in FEN, optionally followed by moves, as a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-fen-file.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-fen-file-private.h"
#include "xq-pgn-private.h"
#include "xq-record-error.h"
#include "xq-text.h"

typedef struct
{
  const char *text;
  gsize       len;
  gsize       i;
  int         line;
  int         column;
} Cursor;

typedef struct
{
  gsize start;
  gsize end;
  int   line;
  int   column;
} Word;

static gboolean
is_space_at (const Cursor *c)
{
  guchar b = (guchar) c->text[c->i];

  if (b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f' || b == '\v')
    return TRUE;
  return c->len - c->i >= 3 && memcmp (c->text + c->i, "\xe3\x80\x80", 3) == 0; /* U+3000 */
}

static void
advance (Cursor *c)
{
  char b = c->text[c->i];

  c->i = (gsize) (g_utf8_next_char (c->text + c->i) - c->text);
  if (c->i > c->len)
    c->i = c->len;
  if (b == '\n' || (b == '\r' && (c->i >= c->len || c->text[c->i] != '\n')))
    {
      c->line++;
      c->column = 1;
    }
  else if (b != '\r')
    c->column++;
}

static gboolean
next_word (Cursor *c,
           Word   *w)
{
  while (c->i < c->len && is_space_at (c))
    advance (c);
  if (c->i >= c->len)
    return FALSE;
  w->start = c->i;
  w->line = c->line;
  w->column = c->column;
  while (c->i < c->len && !is_space_at (c))
    advance (c);
  w->end = c->i;
  return TRUE;
}

static gboolean
word_is (const Cursor *c,
         const Word   *w,
         const char   *s)
{
  gsize n = strlen (s);

  return w->end - w->start == n && g_ascii_strncasecmp (c->text + w->start, s, n) == 0;
}

static gboolean
is_board (const char *s,
          gsize       n)
{
  int slashes = 0;

  if (n == 0)
    return FALSE;
  for (gsize k = 0; k < n; k++)
    {
      if (s[k] == '/')
        slashes++;
      else if (!g_ascii_isalnum (s[k]))
        return FALSE;
    }
  return slashes == 9;
}

/* The first word that names the position, after "position" and "fen". */
static gboolean
first_word (Cursor *c,
            Word   *w)
{
  if (!next_word (c, w))
    return FALSE;
  if (word_is (c, w, "position") && !next_word (c, w))
    return FALSE;
  if (word_is (c, w, "fen") && !next_word (c, w))
    return FALSE;
  return TRUE;
}

gboolean
xq_fen_file_detect (const char *text,
                    gsize       len)
{
  Cursor c = { text, len, 0, 1, 1 };
  Word   w;

  if (len >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    c.i = 3;
  if (!first_word (&c, &w))
    return FALSE;
  return word_is (&c, &w, "startpos") || is_board (text + w.start, w.end - w.start);
}

static gboolean
field_matches (const Cursor *c,
               const Word   *w,
               int           field)
{
  const char *s = c->text + w->start;
  gsize       n = w->end - w->start;

  switch (field)
    {
    case 0:
      return n == 1 && strchr ("wWbBrR", s[0]) != NULL;
    case 1:
    case 2:
      return n == 1 && s[0] == '-';
    default:
      for (gsize k = 0; k < n; k++)
        if (!g_ascii_isdigit (s[k]))
          return FALSE;
      return n > 0 && n < 6;
    }
}

/* Sets @problem (what it says in @lang's words, and where) and returns FALSE. */
static gboolean
  G_GNUC_PRINTF (5, 6)
    set_problem (XqPgnProblem *problem,
                 int           code,
                 int           line,
                 int           column,
                 const char   *format,
                 ...)
{
  va_list args;

  va_start (args, format);
  problem->what = g_strdup_vprintf (format, args);
  va_end (args);
  problem->code = code;
  problem->line = line;
  problem->column = column;
  return FALSE;
}

/* The position at the cursor: "startpos", or a board and the fields on its line that look
 * like side, "- -" and counters. */
static gboolean
read_position (Cursor       *c,
               XqPosition   *start,
               XqPgnProblem *problem)
{
  XqLang lang = xq_lang_from_locale ();
  Word   w, board;

  if (!first_word (c, &board))
    return set_problem (problem, XQ_RECORD_ERROR_NO_GAME, c->line, c->column, "%s",
                        XQ_T (lang, "the text holds no FEN"));
  if (word_is (c, &board, "startpos"))
    {
      xq_position_init_start (start);
      return TRUE;
    }
  {
    g_autoptr (GString) fen = g_string_new_len (c->text + board.start, (gssize) (board.end - board.start));
    XqPositionProblem   why;

    if (!is_board (fen->str, fen->len))
      return set_problem (problem, XQ_RECORD_ERROR_SYNTAX, board.line, board.column, "%s",
                          XQ_T (lang, "a FEN board (ten rows of pieces and digits separated by '/') is expected"));
    /* Side, "- -", counters: each taken only when it looks like one. */
    for (int field = 0; field < 5; field++)
      {
        Cursor saved = *c;
        if (!next_word (c, &w) || w.line != board.line || !field_matches (c, &w, field))
          {
            *c = saved;
            if (field == 1 || field == 2)
              {
                field = 2; /* the counters may follow without the dashes */
                continue;
              }
            break;
          }
        g_string_append_c (fen, ' ');
        g_string_append_len (fen, c->text + w.start, (gssize) (w.end - w.start));
      }
    if (!xq_position_from_fen (start, fen->str, &why))
      {
        g_autofree char *text = xq_text_position_problem (lang, &why);
        return set_problem (problem, XQ_RECORD_ERROR_BAD_POSITION, board.line,
                            board.column + (why.column > 0 ? why.column - 1 : 0), "%s", text);
      }
  }
  return TRUE;
}

gboolean
xq_fen_file_read_position (const char   *text,
                           gsize         len,
                           int           line,
                           int           column,
                           XqPosition   *start,
                           gsize        *end,
                           XqPgnProblem *problem)
{
  Cursor c = { text, len, 0, line, column };

  g_return_val_if_fail (text != NULL && start != NULL && end != NULL && problem != NULL, FALSE);
  memset (problem, 0, sizeof *problem);
  if (!read_position (&c, start, problem))
    return FALSE;
  *end = c.i;
  return TRUE;
}

/**
 * xq_fen_file_read:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_fen_file_read (const char *text,
                  gssize      len,
                  GError    **error)
{
  Cursor             c = { text, 0, 0, 1, 1 };
  Word               w;
  XqPosition         start;
  XqPgnProblem       problem = { 0 };
  g_autoptr (XqGame) game = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  c.len = len < 0 ? strlen (text) : (gsize) len;
  if (c.len >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    c.i = 3;
  if (!read_position (&c, &start, &problem))
    {
      g_set_error (error, XQ_RECORD_ERROR, problem.code, XQ_T (xq_lang_from_locale (), "Line %d, column %d: %s"),
                   problem.line, problem.column, problem.what);
      g_free (problem.what);
      return NULL;
    }

  game = xq_game_new (&start);
  {
    Cursor saved = c;
    if (!next_word (&c, &w) || !word_is (&c, &w, "moves"))
      c = saved;
  }
  if (!xq_pgn_parse_movetext (game, text + c.i, c.len - c.i, c.line, c.column, error))
    return NULL;
  return g_steal_pointer (&game);
}

char *
xq_fen_file_write (const XqGame *game,
                   XqNotation    notation)
{
  GString    *out;
  XqPosition  pos;
  const char *sep = " moves ";

  g_return_val_if_fail (game != NULL, NULL);

  pos = *xq_game_get_start (game);
  out = g_string_new (NULL);
  {
    g_autofree char *fen = xq_position_to_fen (&pos);
    g_string_append (out, fen);
  }
  for (XqGameNode *n = xq_game_node_get_next (xq_game_get_root (game)); n != NULL; n = xq_game_node_get_next (n))
    {
      g_autofree char *text = xq_notation_format (&pos, xq_game_node_get_move (n), notation);
      XqUndo           undo;

      g_string_append (out, sep);
      g_string_append (out, text);
      sep = " ";
      xq_position_make (&pos, xq_game_node_get_move (n), &undo);
    }
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}
