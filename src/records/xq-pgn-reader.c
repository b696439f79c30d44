/* xq-pgn-reader.c: reads PGN games (Chinese, WXF or ICCS movetext)
 *
 * The reader is tolerant of what real Chinese collections contain: full-width digits and
 * punctuation, traditional characters (left to the notation parser), move numbers glued to
 * moves ("1.炮二平五马8进7"), moves written without spaces, ";" and "{}" comments, "$n" and
 * "!?" annotations, Chinese result words. Anything it cannot read is an error that names the
 * line and column; an illegal move also names the move number, its text and why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-game-node-private.h"
#include "xq-pgn-private.h"
#include "xq-record-error.h"
#include "xq-text.h"

/* Move texts are tried whole, then as their first 4 or 5 characters when moves are glued. */
static const int prefix_lengths[] = { 4, 5 };
/* No move text is longer (a five-character Chinese move and two annotation marks, with room);
 * longer words are only taken apart, and error messages show this much of them. */
#define MAX_MOVE_CHARS 12

typedef struct
{
  XqGameNode *node; /* the node the variation is an alternative to */
  XqPosition  pos;  /* after it */
  XqPosition  prev; /* before it */
  int         line; /* of the '(' */
  int         column;
} Frame;

typedef struct
{
  const char *text;
  gsize       len;
  gsize       i;      /* byte offset of the next character */
  int         line;   /* of text[i] */
  int         column; /* of text[i], in characters */

  XqGame     *game;
  XqGameNode *node;      /* the last move read (the root before any) */
  XqPosition  pos;       /* after node */
  XqPosition  prev;      /* before node (when have_prev) */
  gboolean    have_prev; /* FALSE at the root and at the start of a variation */
  GArray     *frames;    /* of Frame, open variations */
  GString    *pending;   /* comment waiting for the next move (comment_before) */
  GHashTable *after;     /* XqGameNode → GString: comments gathered, set when the game is read */
  GHashTable *before;    /* the same for comments before moves */
  gboolean    at_var_start;
  gboolean    after_var_end;
  gboolean    finished; /* a result was read */

  /* SAN (WinBoard, pychess): how its ranks are counted, once a move needed it */
  XqNotation san;        /* XQ_NOTATION_SAN (1–10) or XQ_NOTATION_SAN_WINBOARD (0–9) */
  gboolean   san_chosen; /* san is set: guessed from the movetext, or for a second reading */
  gboolean   san_used;   /* a move was read as SAN (or tried) */

  /* The first problem met: reading stops there. */
  gboolean failed;
  int      fail_code;
  int      fail_line;
  int      fail_column;
  char    *fail_what;
} Parser;

/* Full-width digits and punctuation as their ASCII forms; 0 for other characters. */
static char
fold (gunichar c)
{
  if (c < 0x80)
    return (char) c;
  if (c >= 0xff10 && c <= 0xff19)
    return (char) ('0' + (c - 0xff10));
  switch (c)
    {
    case 0xff0e: /* ． */
    case 0x3002: /* 。 */
    case 0x3001: /* 、 */
    case 0x2026: /* … (counted as one dot: only its being a dot matters) */
      return '.';
    case 0xff08: /* （ */
      return '(';
    case 0xff09: /* ） */
      return ')';
    case 0xff0d: /* － */
    case 0x2014: /* — */
    case 0x2013: /* – */
      return '-';
    case 0xff0f: /* ／ */
      return '/';
    case 0xff0a: /* ＊ */
      return '*';
    case 0xff04: /* ＄ */
      return '$';
    case 0xff01: /* ！ */
      return '!';
    case 0xff1f: /* ？ */
      return '?';
    default:
      return 0;
    }
}

static gboolean
is_space (gunichar c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == 0x3000 ||
         c == 0x00a0 || c == 0xfeff || c == 0x200b;
}

static gboolean
at_end (Parser *p)
{
  return p->i >= p->len;
}

static gunichar
peek (Parser *p)
{
  return at_end (p) ? 0 : g_utf8_get_char (p->text + p->i);
}

static void
advance (Parser *p)
{
  char c = p->text[p->i];

  p->i = (gsize) (g_utf8_next_char (p->text + p->i) - p->text);
  if (c == '\n' || (c == '\r' && (p->i >= p->len || p->text[p->i] != '\n')))
    {
      p->line++;
      p->column = 1;
    }
  else if (c != '\r')
    p->column++;
}

static void
skip_line (Parser *p)
{
  while (!at_end (p) && p->text[p->i] != '\n')
    advance (p);
}

static gboolean
  G_GNUC_PRINTF (5, 6)
    fail (Parser     *p,
          int         code,
          int         line,
          int         column,
          const char *format,
          ...)
{
  va_list args;

  if (p->failed)
    return FALSE;
  va_start (args, format);
  p->fail_what = g_strdup_vprintf (format, args);
  va_end (args);
  p->failed = TRUE;
  p->fail_code = code;
  p->fail_line = line;
  p->fail_column = column;
  return FALSE;
}

/* The problem as an error whose message starts with its place. */
static void
set_error (Parser  *p,
           GError **error)
{
  g_set_error (error, XQ_RECORD_ERROR, p->fail_code, XQ_T (xq_lang_from_locale (), "Line %d, column %d: %s"),
               p->fail_line, p->fail_column, p->fail_what);
}

/* Movetext --------------------------------------------------------------------------------- */

/* Comments are gathered per node and set once at the end, so that many comments on one move
 * cost linear time. */
static void
note (GHashTable *table,
      XqGameNode *node,
      const char *text)
{
  GString *s = g_hash_table_lookup (table, node);

  if (s == NULL)
    g_hash_table_insert (table, node, g_string_new (text));
  else
    {
      g_string_append_c (s, '\n');
      g_string_append (s, text);
    }
}

static void
add_comment (Parser     *p,
             const char *raw,
             gsize       len)
{
  g_autofree char *text = xq_encoding_clean_comment (raw, (gssize) len);

  if (text == NULL)
    return;
  if (p->at_var_start || p->after_var_end)
    {
      if (p->pending->len > 0)
        g_string_append_c (p->pending, '\n');
      g_string_append (p->pending, text);
    }
  else
    note (p->after, p->node, text);
}

static void
flush_pending (Parser *p)
{
  if (p->pending->len == 0)
    return;
  note (p->after, p->node, p->pending->str);
  g_string_truncate (p->pending, 0);
}

static void
apply_comments (Parser *p)
{
  GHashTableIter iter;
  gpointer       node, text;

  g_hash_table_iter_init (&iter, p->after);
  while (g_hash_table_iter_next (&iter, &node, &text))
    xq_game_node_append_comment (node, ((GString *) text)->str);
  g_hash_table_iter_init (&iter, p->before);
  while (g_hash_table_iter_next (&iter, &node, &text))
    xq_game_node_append_comment_before (node, ((GString *) text)->str);
}

static gboolean
read_brace_comment (Parser *p)
{
  int   line = p->line, column = p->column;
  gsize start;

  advance (p); /* { */
  start = p->i;
  while (!at_end (p) && p->text[p->i] != '}')
    advance (p);
  if (at_end (p))
    return fail (p, XQ_RECORD_ERROR_SYNTAX, line, column, "%s",
                 XQ_T (xq_lang_from_locale (), "the comment opened here with '{' is not closed with '}'"));
  add_comment (p, p->text + start, p->i - start);
  advance (p); /* } */
  return TRUE;
}

static void
read_line_comment (Parser *p)
{
  gsize start;

  advance (p); /* ; */
  start = p->i;
  skip_line (p);
  add_comment (p, p->text + start, p->i - start);
}

static gboolean
read_nag (Parser *p)
{
  int   line = p->line, column = p->column;
  guint value = 0, digits = 0;

  advance (p); /* $ */
  while (!at_end (p) && g_ascii_isdigit (fold (peek (p))))
    {
      value = value * 10 + (guint) (fold (peek (p)) - '0');
      if (value > 255)
        break;
      digits++;
      advance (p);
    }
  if (digits == 0 || value > 255)
    return fail (p, XQ_RECORD_ERROR_SYNTAX, line, column, "%s",
                 XQ_T (xq_lang_from_locale (), "'$' must be followed by a number from 0 to 255"));
  if (!xq_game_node_is_root (p->node))
    xq_game_node_add_nag (p->node, (guint8) value);
  return TRUE;
}

static gboolean
open_variation (Parser *p)
{
  Frame frame;

  if (p->finished)
    return fail (p, XQ_RECORD_ERROR_SYNTAX, p->line, p->column, "%s",
                 XQ_T (xq_lang_from_locale (), "a variation after the game's result"));
  if (!p->have_prev)
    return fail (p, XQ_RECORD_ERROR_SYNTAX, p->line, p->column, "%s",
                 XQ_T (xq_lang_from_locale (), "a variation must follow a move it is an alternative to"));
  if (p->frames->len >= XQ_GAME_MAX_VARIATION_DEPTH)
    return fail (p, XQ_RECORD_ERROR_TOO_DEEP, p->line, p->column,
                 XQ_T (xq_lang_from_locale (), "variations are nested more than %d deep"),
                 XQ_GAME_MAX_VARIATION_DEPTH);
  /* A comment after a closed variation and before this one stays with the move. */
  flush_pending (p);
  frame.node = p->node;
  frame.pos = p->pos;
  frame.prev = p->prev;
  frame.line = p->line;
  frame.column = p->column;
  g_array_append_val (p->frames, frame);
  p->node = xq_game_node_get_parent (p->node);
  p->pos = p->prev;
  p->have_prev = FALSE;
  p->at_var_start = TRUE;
  p->after_var_end = FALSE;
  advance (p);
  return TRUE;
}

static gboolean
close_variation (Parser *p)
{
  Frame *frame;

  if (p->frames->len == 0)
    return fail (p, XQ_RECORD_ERROR_SYNTAX, p->line, p->column, "%s",
                 XQ_T (xq_lang_from_locale (), "')' closes no variation"));
  /* A comment at the end of the variation stays in it; one in an empty variation goes to the
   * move it was an alternative to. */
  if (!p->at_var_start)
    flush_pending (p);
  frame = &g_array_index (p->frames, Frame, p->frames->len - 1);
  p->node = frame->node;
  p->pos = frame->pos;
  p->prev = frame->prev;
  p->have_prev = TRUE;
  g_array_set_size (p->frames, p->frames->len - 1);
  if (p->at_var_start)
    flush_pending (p);
  p->at_var_start = FALSE;
  p->after_var_end = TRUE;
  advance (p);
  return TRUE;
}

static void
set_result (Parser     *p,
            const char *result)
{
  const char *tag = xq_game_get_tag (p->game, "Result");

  /* Only the main line's result counts; a result inside a variation just ends it. */
  if (p->frames->len == 0)
    {
      /* "*" adds nothing, so that a game without a Result tag keeps having none. */
      if ((tag == NULL || tag[0] == '\0' || g_str_equal (tag, "*")) && !g_str_equal (result, "*"))
        xq_game_set_tag (p->game, "Result", result);
      p->finished = TRUE;
    }
}

const char *
xq_pgn_result_from_text (const char *text,
                         gssize      len)
{
  static const struct
  {
    const char *word;
    const char *result;
  } words[] = {
    { "1-0", "1-0" },
    { "0-1", "0-1" },
    { "1/2-1/2", "1/2-1/2" },
    { "1/2", "1/2-1/2" },
    { "½-½", "1/2-1/2" },
    { "0.5-0.5", "1/2-1/2" },
    { "*", "*" },
    { "红胜", "1-0" },
    { "紅勝", "1-0" },
    { "红方胜", "1-0" },
    { "紅方勝", "1-0" },
    { "红先胜", "1-0" },
    { "紅先勝", "1-0" },
    { "黑胜", "0-1" },
    { "黑勝", "0-1" },
    { "黑方胜", "0-1" },
    { "黑方勝", "0-1" },
    { "红先负", "0-1" },
    { "紅先負", "0-1" },
    { "和棋", "1/2-1/2" },
    { "和局", "1/2-1/2" },
    { "红先和", "1/2-1/2" },
    { "紅先和", "1/2-1/2" },
  };
  g_autoptr (GString) folded = g_string_new (NULL);
  gsize               n = len < 0 ? strlen (text) : (gsize) len;

  for (const char *q = text; q < text + n; q = g_utf8_next_char (q))
    {
      gunichar c = g_utf8_get_char (q);
      char     f = fold (c);
      if (f != 0)
        g_string_append_c (folded, f);
      else
        g_string_append_unichar (folded, c);
    }
  for (guint k = 0; k < G_N_ELEMENTS (words); k++)
    if (g_str_equal (folded->str, words[k].word))
      return words[k].result;
  return NULL;
}

static int
problem_rank (XqNotationError code)
{
  switch (code)
    {
    case XQ_NOTATION_ILLEGAL:
      return 6;
    case XQ_NOTATION_AMBIGUOUS:
      return 5;
    case XQ_NOTATION_NO_SUCH_PIECE:
      return 4;
    case XQ_NOTATION_OFF_BOARD:
      return 3;
    case XQ_NOTATION_UNKNOWN_PIECE:
      return 2;
    case XQ_NOTATION_SYNTAX:
      return 1;
    case XQ_NOTATION_OK:
    case XQ_NOTATION_EMPTY:
    default:
      return 0;
    }
}

static gboolean
is_annotation_char (gunichar c)
{
  char f = fold (c);
  return f == '!' || f == '?';
}

/* "!", "?", "!!", "??", "!?", "?!" as a NAG; 0 for anything else. */
static guint8
annotation_nag (const char *text,
                gsize       len)
{
  char s[3] = { 0 };
  int  n = 0;

  for (const char *q = text; q < text + len; q = g_utf8_next_char (q))
    {
      if (n == 2)
        return 0;
      s[n++] = fold (g_utf8_get_char (q));
    }
  if (g_str_equal (s, "!"))
    return XQ_NAG_GOOD;
  if (g_str_equal (s, "?"))
    return XQ_NAG_MISTAKE;
  if (g_str_equal (s, "!!"))
    return XQ_NAG_BRILLIANT;
  if (g_str_equal (s, "??"))
    return XQ_NAG_BLUNDER;
  if (g_str_equal (s, "!?"))
    return XQ_NAG_INTERESTING;
  if (g_str_equal (s, "?!"))
    return XQ_NAG_DUBIOUS;
  return 0;
}

static gboolean
play (Parser *p,
      XqMove  move)
{
  XqGameNode *child;
  XqUndo      undo;

  if (p->finished)
    return FALSE;
  child = xq_game_node_find_child (p->node, move);
  if (child == NULL)
    child = xq_game_node_append_child (p->node, move);
  p->prev = p->pos;
  xq_position_make (&p->pos, move, &undo);
  p->node = child;
  p->have_prev = TRUE;
  if (p->pending->len > 0)
    {
      XqGameNode *parent = xq_game_node_get_parent (child);

      /* A comment can stand before a move in PGN only at the start of a variation or after
       * the variations of the move before; elsewhere it reads as the comment after that move,
       * so it is kept there, as a rewrite would read it. */
      if (xq_game_node_get_index (child) > 0 ||
          (!xq_game_node_is_root (parent) && xq_game_node_get_index (parent) == 0 &&
           xq_game_node_get_next_sibling (parent) != NULL))
        note (p->before, child, p->pending->str);
      else
        note (p->after, parent, p->pending->str);
      g_string_truncate (p->pending, 0);
    }
  p->at_var_start = FALSE;
  p->after_var_end = FALSE;
  return TRUE;
}

static gboolean
move_error (Parser                  *p,
            int                      line,
            int                      column,
            const char              *text,
            const XqNotationProblem *problem)
{
  XqLang           lang = xq_lang_from_locale ();
  g_autofree char *why = xq_text_notation_problem (lang, problem, text);

  return fail (p, XQ_RECORD_ERROR_ILLEGAL_MOVE, line, column, XQ_T (lang, "move %u (%s): %s"),
               xq_game_move_number (p->game, xq_game_node_get_ply (p->node)),
               xq_text_side_name (lang, xq_position_side (&p->pos)), why);
}

/* How the SAN moves of @text[0..len) count ranks: 1–10 when a move reaches or leaves rank 10
 * ("Rb10"), 0–9 when one names rank 0 ("Rb0"); comments are passed over. 0–9, as WinBoard
 * writes, when nothing tells. */
static XqNotation
guess_san_ranks (const char *text,
                 gsize       len)
{
  gsize i = 0;

  while (i < len)
    {
      gsize start, end;

      if (text[i] == '{')
        {
          const char *close = memchr (text + i, '}', len - i);
          i = close != NULL ? (gsize) (close - text) + 1 : len;
          continue;
        }
      if (text[i] == ';')
        {
          const char *nl = memchr (text + i, '\n', len - i);
          i = nl != NULL ? (gsize) (nl - text) + 1 : len;
          continue;
        }
      if (!g_ascii_isalnum (text[i]))
        {
          i++;
          continue;
        }
      start = i;
      while (i < len && (g_ascii_isalnum (text[i]) || text[i] == '-'))
        i++;
      end = i;
      /* A word that ends with a file letter and its rank */
      if (end - start >= 3 && text[end - 1] == '0' && text[end - 2] == '1' && text[end - 3] >= 'a' &&
          text[end - 3] <= 'i')
        return XQ_NOTATION_SAN;
      if (end - start >= 2 && text[end - 1] == '0' && text[end - 2] >= 'a' && text[end - 2] <= 'i')
        return XQ_NOTATION_SAN_WINBOARD;
    }
  return XQ_NOTATION_SAN_WINBOARD;
}

/* @candidate as SAN, when the notations read move by move have not read it; @problem keeps
 * their reason unless SAN's says more. */
static XqMove
try_san (Parser            *p,
         const char        *candidate,
         XqNotationProblem *problem)
{
  XqNotationProblem san_problem;
  XqMove            move;

  if (!xq_notation_looks_like_san (candidate))
    return XQ_MOVE_NONE;
  if (!p->san_chosen)
    {
      p->san = guess_san_ranks (p->text, p->len);
      p->san_chosen = TRUE;
    }
  p->san_used = TRUE;
  move = xq_notation_parse_san (&p->pos, candidate, p->san, &san_problem);
  if (move != XQ_MOVE_NONE || problem_rank (san_problem.code) > problem_rank (problem->code))
    *problem = san_problem;
  return move;
}

/* Tries the move text text[offsets[a]..offsets[b]) with trailing "!?" split off; a text that
 * is the @whole word may be SAN. */
static XqMove
try_move (Parser            *p,
          const gsize       *offsets,
          guint              a,
          guint              b,
          gboolean           whole,
          guint8            *nag,
          XqNotationProblem *problem)
{
  XqMove           move;
  guint            m = b;
  char             small[128];
  g_autofree char *big = NULL;
  char            *candidate = small;
  gsize            len;

  while (m > a + 1 && is_annotation_char (g_utf8_get_char (p->text + offsets[m - 1])))
    m--;
  *nag = m < b ? annotation_nag (p->text + offsets[m], offsets[b] - offsets[m]) : 0;
  if (m < b && *nag == 0)
    m = b; /* not an annotation after all: let the notation parser judge it */
  len = offsets[m] - offsets[a];
  if (len >= sizeof small)
    candidate = big = g_malloc (len + 1);
  memcpy (candidate, p->text + offsets[a], len);
  candidate[len] = '\0';
  /* "C8b6" is SAN (the cannon of rank 8 to b6) before it is ICCS (c8 to b6): ICCS is written in
   * one case, SAN names the piece in upper case and the point in lower case. */
  if (whole && g_ascii_isupper (candidate[0]) && strpbrk (candidate + 1, "abcdefghi") != NULL)
    {
      XqNotationProblem san_problem = { 0 };
      move = try_san (p, candidate, &san_problem);
      if (move != XQ_MOVE_NONE)
        return move;
    }
  move = xq_notation_parse (&p->pos, candidate, problem);
  if (move == XQ_MOVE_NONE && whole)
    move = try_san (p, candidate, problem);
  return move;
}

/* A word of movetext: one or more moves, maybe with move numbers and annotations glued on. */
static gboolean
read_word (Parser *p)
{
  int               line = p->line, column = p->column;
  gsize             start = p->i;
  const char       *result;
  gsize             small[65];
  g_autofree gsize *big = NULL;
  gsize            *offsets = small;
  guint             k, n;
  gboolean          after_number = FALSE;

  while (!at_end (p))
    {
      gunichar c = peek (p);
      char     f = fold (c);
      if (is_space (c) || f == '{' || f == '}' || f == '(' || f == ')' || f == ';' || f == '[' || f == ']' ||
          f == '$')
        break;
      advance (p);
    }

  result = xq_pgn_result_from_text (p->text + start, p->i - start);
  if (result != NULL)
    {
      set_result (p, result);
      return TRUE;
    }

  /* Character offsets of the word, plus its end. */
  n = (guint) g_utf8_strlen (p->text + start, (gssize) (p->i - start));
  if (n + 1 > G_N_ELEMENTS (small))
    offsets = big = g_new (gsize, n + 1);
  k = 0;
  for (gsize q = start; q < p->i; q = (gsize) (g_utf8_next_char (p->text + q) - p->text))
    offsets[k++] = q;
  offsets[k] = p->i;
  k = 0;
  while (k < n)
    {
      guint             digits = k, dots;
      XqNotationProblem best = { 0 }, problem;
      guint             best_end = n;
      XqMove            move = XQ_MOVE_NONE;
      guint8            nag = 0;
      guint             end = n;
      gboolean          numbered;

#define CHAR_AT(j) g_utf8_get_char (p->text + offsets[(j)])
      /* Annotations of the move before ("炮二平五!马8进7"). */
      if (is_annotation_char (CHAR_AT (k)))
        {
          guint a = k;
          while (k < n && is_annotation_char (CHAR_AT (k)))
            k++;
          nag = annotation_nag (p->text + offsets[a], offsets[k] - offsets[a]);
          if (nag != 0 && !xq_game_node_is_root (p->node))
            {
              xq_game_node_add_nag (p->node, nag);
              continue;
            }
          k = a;
        }
      /* Move numbers: "12.", "12...", "１２．", "12、", a bare "12", and "..." alone. A word
       * that starts with digits is first tried as a move: WXF writes the middle of three
       * tandem pawns on file 4 as "44.5". After a move number, only a move may follow. */
      while (digits < n && g_ascii_isdigit (fold (CHAR_AT (digits))))
        digits++;
      dots = digits;
      while (dots < n && fold (CHAR_AT (dots)) == '.')
        dots++;
      if (digits > k && !p->finished && n - k <= MAX_MOVE_CHARS)
        {
          XqNotationProblem whole;
          move = try_move (p, offsets, k, n, TRUE, &nag, &whole);
          if (move != XQ_MOVE_NONE)
            {
              play (p, move);
              if (nag != 0)
                xq_game_node_add_nag (p->node, nag);
              k = n;
              continue;
            }
        }
      numbered = digits > k && (dots > digits || (dots == n && !after_number));
      if (numbered || (digits == k && dots > k))
        {
          k = dots;
          after_number = TRUE;
          continue;
        }

      if (p->finished)
        {
          int col = column + (int) k;
          return fail (p, XQ_RECORD_ERROR_SYNTAX, line, col, "%s",
                       XQ_T (xq_lang_from_locale (), "moves after the game's result"));
        }

      /* The rest whole, then glued moves of 4 or 5 characters; digits in front tried last. */
      if (n - k <= MAX_MOVE_CHARS)
        move = try_move (p, offsets, k, n, TRUE, &nag, &best);
      else
        {
          best.code = XQ_NOTATION_SYNTAX;
          best.column = MAX_MOVE_CHARS + 1;
          best_end = k + MAX_MOVE_CHARS;
        }
      for (guint t = 0; move == XQ_MOVE_NONE && t < G_N_ELEMENTS (prefix_lengths); t++)
        {
          guint b = k + (guint) prefix_lengths[t];
          if (b >= n)
            break;
          /* Annotations belong to the move they follow. */
          while (b < n && is_annotation_char (CHAR_AT (b)))
            b++;
          move = try_move (p, offsets, k, b, FALSE, &nag, &problem);
          if (move != XQ_MOVE_NONE)
            end = b;
          else if (problem_rank (problem.code) > problem_rank (best.code))
            {
              best = problem;
              best_end = b;
            }
        }
      if (move == XQ_MOVE_NONE && digits > k)
        {
          /* "1炮二平五": a move number without its dot. */
          k = digits;
          continue;
        }
#undef CHAR_AT
      if (move == XQ_MOVE_NONE)
        {
          g_autofree char *text = NULL;

          best_end = MIN (best_end, k + MAX_MOVE_CHARS);
          text = g_strndup (p->text + offsets[k], offsets[best_end] - offsets[k]);
          if (best_end < n)
            {
              char *shown = g_strconcat (text, "…", NULL);
              g_free (text);
              text = shown;
            }
          return move_error (p, line, column + (int) k, text, &best);
        }
      play (p, move);
      if (nag != 0)
        xq_game_node_add_nag (p->node, nag);
      k = end;
    }
  return TRUE;
}

static gboolean
parse_movetext (Parser *p)
{
  while (!at_end (p))
    {
      gunichar c = peek (p);
      char     f = fold (c);

      if (is_space (c))
        advance (p);
      else if (c == '%' && p->column == 1)
        skip_line (p);
      else if (c == '{')
        {
          if (!read_brace_comment (p))
            return FALSE;
        }
      else if (c == ';')
        read_line_comment (p);
      else if (f == '(')
        {
          if (!open_variation (p))
            return FALSE;
        }
      else if (f == ')')
        {
          if (!close_variation (p))
            return FALSE;
        }
      else if (f == '$')
        {
          if (!read_nag (p))
            return FALSE;
        }
      else if (c == '[')
        break; /* the next game's tags */
      else if (c == '}' || c == ']')
        return fail (p, XQ_RECORD_ERROR_SYNTAX, p->line, p->column, XQ_T (xq_lang_from_locale (), "unexpected '%c'"),
                     (char) c);
      else if (!read_word (p))
        return FALSE;
    }
  if (p->frames->len > 0)
    {
      Frame *frame = &g_array_index (p->frames, Frame, p->frames->len - 1);
      return fail (p, XQ_RECORD_ERROR_SYNTAX, frame->line, frame->column, "%s",
                   XQ_T (xq_lang_from_locale (), "the variation opened here with '(' is not closed with ')'"));
    }
  flush_pending (p);
  apply_comments (p);
  return TRUE;
}

static void
free_gstring (GString *s)
{
  g_string_free (s, TRUE);
}

static void
parser_init (Parser     *p,
             const char *text,
             gsize       len,
             int         line,
             int         column)
{
  memset (p, 0, sizeof *p);
  p->text = text;
  p->len = len;
  p->line = line;
  p->column = column;
  p->frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  p->pending = g_string_new (NULL);
  p->after = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) free_gstring);
  p->before = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) free_gstring);
}

static void
parser_clear (Parser *p)
{
  g_array_unref (p->frames);
  g_string_free (p->pending, TRUE);
  g_hash_table_unref (p->after);
  g_hash_table_unref (p->before);
  g_free (p->fail_what);
}

/* Back to the start of the movetext, for a second reading. */
static void
parser_rewind (Parser *p,
               gsize   i,
               int     line,
               int     column)
{
  p->i = i;
  p->line = line;
  p->column = column;
  g_array_set_size (p->frames, 0);
  g_string_truncate (p->pending, 0);
  g_hash_table_remove_all (p->after);
  g_hash_table_remove_all (p->before);
  p->at_var_start = p->after_var_end = p->finished = p->failed = FALSE;
  g_clear_pointer (&p->fail_what, g_free);
}

static void
start_movetext (Parser *p,
                XqGame *game)
{
  p->game = game;
  p->node = xq_game_get_root (game);
  p->pos = *xq_game_get_start (game);
  p->have_prev = FALSE;
}

/* Reads the movetext; after a problem, keeps what was read before it (the comments too) and
 * marks the line where reading stopped as cut short. */
static gboolean
read_movetext (Parser *p)
{
  if (parse_movetext (p))
    return TRUE;
  g_array_set_size (p->frames, 0);
  flush_pending (p);
  apply_comments (p);
  xq_game_node_set_cut (p->node, p->fail_what);
  return FALSE;
}

gboolean
xq_pgn_parse_movetext (XqGame     *game,
                       const char *text,
                       gsize       len,
                       int         line,
                       int         column,
                       GError    **error)
{
  Parser   p;
  gboolean ok;

  parser_init (&p, text, len, line, column);
  start_movetext (&p, game);
  ok = parse_movetext (&p);
  if (ok && !at_end (&p))
    ok = fail (&p, XQ_RECORD_ERROR_SYNTAX, p.line, p.column, "%s",
               XQ_T (xq_lang_from_locale (), "a tag pair cannot follow the moves"));
  if (!ok)
    set_error (&p, error);
  parser_clear (&p);
  return ok;
}

gboolean
xq_pgn_read_movetext (XqGame       *game,
                      const char   *text,
                      gsize         len,
                      int           line,
                      int           column,
                      XqPgnProblem *problem)
{
  Parser   p;
  gboolean ok;

  g_return_val_if_fail (problem != NULL, FALSE);
  memset (problem, 0, sizeof *problem);
  parser_init (&p, text, len, line, column);
  start_movetext (&p, game);
  ok = read_movetext (&p);
  if (ok && !at_end (&p))
    {
      fail (&p, XQ_RECORD_ERROR_SYNTAX, p.line, p.column, "%s",
            XQ_T (xq_lang_from_locale (), "a tag pair cannot follow the moves"));
      xq_game_node_set_cut (p.node, p.fail_what);
      ok = FALSE;
    }
  if (!ok)
    {
      problem->code = p.fail_code;
      problem->line = p.fail_line;
      problem->column = p.fail_column;
      problem->what = g_steal_pointer (&p.fail_what);
    }
  parser_clear (&p);
  return ok;
}

/* hbsxcjp's cchess writes "BOARD -b" for every game, whoever moves first: a side field that is
 * not w, b or r leaves the side to be found from the first move. Returns the FEN to read. */
static char *
fen_side_unknown (const char *fen,
                  gboolean   *unknown)
{
  const char *space = strchr (fen, ' ');
  const char *side;

  *unknown = FALSE;
  if (space == NULL)
    return g_strdup (fen);
  side = space;
  while (*side == ' ')
    side++;
  if (*side == '\0' || ((side[0] == 'w' || side[0] == 'b' || side[0] == 'r' || side[0] == 'W' || side[0] == 'B' ||
                         side[0] == 'R') &&
                        (side[1] == '\0' || side[1] == ' ')))
    return g_strdup (fen);
  *unknown = TRUE;
  return g_strdup_printf ("%.*s w", (int) (space - fen), fen);
}

/* One reading of a game's movetext from @start (NULL: the standard one), @tags set on it. */
static XqGame *
read_attempt (Parser           *p,
              const XqPgnTag   *tags,
              guint             n_tags,
              const char       *intro,
              const XqPosition *start)
{
  XqGame *game = xq_game_new (start);

  for (guint i = 0; i < n_tags; i++)
    {
      if (g_ascii_strcasecmp (tags[i].name, "FEN") == 0 || g_ascii_strcasecmp (tags[i].name, "Format") == 0)
        continue;
      if (g_utf8_validate (tags[i].value, -1, NULL))
        xq_game_set_tag (game, tags[i].name, tags[i].value);
    }
  start_movetext (p, game);
  if (intro != NULL)
    note (p->after, xq_game_get_root (game), intro);
  read_movetext (p);
  return game;
}

XqGame *
xq_pgn_parse_game (const XqPgnTag *tags,
                   guint           n_tags,
                   const char     *intro,
                   const char     *text,
                   gsize           len,
                   int             line,
                   int             column,
                   XqPgnProblem   *problem)
{
  XqLang             lang = xq_lang_from_locale ();
  Parser             p;
  g_autoptr (XqGame) game = NULL;
  XqPosition         start;
  gboolean           have_fen = FALSE;
  gboolean           side_unknown = FALSE;

  g_return_val_if_fail (problem != NULL, NULL);
  memset (problem, 0, sizeof *problem);

  xq_position_init_start (&start);
  for (guint i = 0; i < n_tags; i++)
    {
      const XqPgnTag   *tag = &tags[i];
      XqPositionProblem position_problem;
      g_autofree char  *fen = NULL;

      if (g_ascii_strcasecmp (tag->name, "FEN") != 0 || tag->value[0] == '\0')
        continue;
      /* The engine reads FEN byte by byte; a non-ASCII character is named here, whole. */
      for (const char *q = tag->value; *q; q = g_utf8_next_char (q))
        if ((guchar) *q >= 0x80)
          {
            char ch[8] = { 0 };
            g_unichar_to_utf8 (g_utf8_get_char (q), ch);
            problem->code = XQ_RECORD_ERROR_BAD_POSITION;
            problem->line = tag->line;
            problem->column = tag->column + (int) g_utf8_pointer_to_offset (tag->value, q);
            problem->what = g_strdup_printf (
              XQ_T (lang, "the FEN tag is not a valid position: '%s' is neither a piece letter nor a digit"), ch);
            return NULL;
          }
      fen = fen_side_unknown (tag->value, &side_unknown);
      if (!xq_position_from_fen (&start, fen, &position_problem))
        {
          g_autofree char *why = xq_text_position_problem (lang, &position_problem);
          problem->code = XQ_RECORD_ERROR_BAD_POSITION;
          problem->line = tag->line;
          problem->column = tag->column + (position_problem.column > 0 ? position_problem.column - 1 : 0);
          problem->what = g_strdup_printf (XQ_T (lang, "the FEN tag is not a valid position: %s"), why);
          return NULL;
        }
      have_fen = TRUE;
    }

  parser_init (&p, text, len, line, column);
  /* The Format tag Qili writes says how its SAN counts ranks */
  for (guint i = 0; i < n_tags; i++)
    if (g_ascii_strcasecmp (tags[i].name, "Format") == 0 &&
        (g_ascii_strcasecmp (tags[i].value, "SAN") == 0 || g_ascii_strcasecmp (tags[i].value, "WinBoard SAN") == 0))
      {
        p.san = g_ascii_strcasecmp (tags[i].value, "SAN") == 0 ? XQ_NOTATION_SAN : XQ_NOTATION_SAN_WINBOARD;
        p.san_chosen = TRUE;
      }
  game = read_attempt (&p, tags, n_tags, intro, have_fen ? &start : NULL);
  if (p.failed && side_unknown && xq_game_node_get_next (xq_game_get_root (game)) == NULL)
    {
      /* The first move was not Red's: Black moves first. */
      xq_position_set_side (&start, XQ_BLACK);
      g_clear_pointer (&game, xq_game_free);
      parser_rewind (&p, 0, line, column);
      game = read_attempt (&p, tags, n_tags, intro, &start);
    }
  if (p.failed && p.san_used)
    {
      /* SAN whose ranks were counted the other way: read again, keep the reading that got further */
      g_autoptr (XqGame) first = g_steal_pointer (&game);
      XqPgnProblem       stop = { p.fail_code, p.fail_line, p.fail_column, g_steal_pointer (&p.fail_what) };

      parser_rewind (&p, 0, line, column);
      p.san = p.san == XQ_NOTATION_SAN ? XQ_NOTATION_SAN_WINBOARD : XQ_NOTATION_SAN;
      game = read_attempt (&p, tags, n_tags, intro, xq_game_get_start (first));
      if (p.failed && xq_game_count_moves (game) <= xq_game_count_moves (first))
        {
          g_clear_pointer (&game, xq_game_free);
          game = g_steal_pointer (&first);
          g_free (p.fail_what);
          p.fail_code = stop.code;
          p.fail_line = stop.line;
          p.fail_column = stop.column;
          p.fail_what = g_steal_pointer (&stop.what);
        }
      g_free (stop.what);
    }
  if (p.failed)
    {
      problem->code = p.fail_code;
      problem->line = p.fail_line;
      problem->column = p.fail_column;
      problem->what = g_steal_pointer (&p.fail_what);
    }
  parser_clear (&p);
  return g_steal_pointer (&game);
}
