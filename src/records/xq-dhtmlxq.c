/* xq-dhtmlxq.c: 东萍象棋网 (dpxq.com)'s [DhtmlXQ]…[/DhtmlXQ] text, as web pages show games
 *
 *   [DhtmlXQ]
 *   [DhtmlXQ_title]…[/DhtmlXQ_title]
 *   [DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]
 *   [DhtmlXQ_movelist]77477062…[/DhtmlXQ_movelist]
 *   [DhtmlXQ_move_0_3_1]1022…[/DhtmlXQ_move_0_3_1]
 *   [DhtmlXQ_comment2]…[/DhtmlXQ_comment2]   [DhtmlXQ_comment1_3]…[/DhtmlXQ_comment1_3]
 *   [/DhtmlXQ]
 *
 * Points are two digits: the file from Red's left (0–8), the row from Black's side (0–9).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-dhtmlxq.h"

#include <stdlib.h>
#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-game-node-private.h"
#include "xq-pgn-private.h"
#include "xq-text.h"

#define FIELD_OPEN "[DhtmlXQ_"

typedef struct
{
  char *name; /* after "DhtmlXQ_" */
  char *value;
  gsize offset; /* of the value */
} Field;

typedef struct
{
  guint        id;
  guint        parent;
  guint        step;  /* the move of the parent line it is an alternative to (1-based) */
  guint        start; /* step of its first move */
  GPtrArray   *nodes; /* its moves' nodes, in order */
  XqGameNode  *from;  /* the node its first move is played after */
  const Field *field;
} Line;

static const struct
{
  const char *field;
  const char *tag;
} tag_names[] = {
  { "title", "Title" },
  { "event", "Event" },
  { "date", "Date" },
  { "place", "Site" },
  { "round", "Round" },
  { "table", "Table" },
  { "red", "Red" },
  { "redteam", "RedTeam" },
  { "black", "Black" },
  { "blackteam", "BlackTeam" },
  { "result", "Result" },
  { "open", "Opening" },
  { "ecco", "ECCO" },
  { "author", "Annotator" },
  { "remark", "Remark" },
  { "timerule", "TimeControl" },
  { "redtime", "RedTime" },
  { "blacktime", "BlackTime" },
  { "redelo", "RedElo" },
  { "blackelo", "BlackElo" },
};

static void
field_clear (gpointer data)
{
  Field *f = data;

  g_free (f->name);
  g_free (f->value);
}

gboolean
xq_dhtmlxq_detect (const char *text,
                   gsize       len)
{
  return g_strstr_len (text, (gssize) len, "[DhtmlXQ") != NULL;
}

guint
xq_dhtmlxq_list (const char *text,
                 gsize       len,
                 GArray     *starts,
                 GArray     *ends)
{
  const char *end = text + len;
  const char *p = text;
  guint       n = 0;

  while (p < end)
    {
      const char *open = g_strstr_len (p, end - p, "[DhtmlXQ]");
      const char *close;
      gsize       a, b;
      if (open == NULL)
        break;
      close = g_strstr_len (open, end - open, "[/DhtmlXQ]");
      a = (gsize) (open - text);
      b = close != NULL ? (gsize) (close - text) : len;
      g_array_append_val (starts, a);
      g_array_append_val (ends, b);
      n++;
      p = close != NULL ? close + 1 : end;
    }
  if (n == 0 && g_strstr_len (text, (gssize) len, FIELD_OPEN) != NULL)
    {
      gsize a = 0;
      g_array_append_val (starts, a);
      g_array_append_val (ends, len);
      n = 1;
    }
  return n;
}

/* Line and column (in characters) of @offset. */
static void
place (const char *text,
       gsize       offset,
       int        *line,
       int        *column)
{
  const char *line_start = text;

  *line = 1;
  for (const char *q = text; q < text + offset; q++)
    if (*q == '\n')
      {
        (*line)++;
        line_start = q + 1;
      }
  *column = (int) g_utf8_strlen (line_start, text + offset - line_start) + 1;
}

static GArray *
read_fields (const char *text,
             gsize       start,
             gsize       end)
{
  GArray     *fields = g_array_new (FALSE, FALSE, sizeof (Field));
  const char *p = text + start, *stop = text + end;

  g_array_set_clear_func (fields, field_clear);
  while (p < stop)
    {
      const char      *open = g_strstr_len (p, stop - p, FIELD_OPEN);
      const char      *name, *name_end, *close;
      g_autofree char *closing = NULL;
      Field            f;

      if (open == NULL)
        break;
      name = open + strlen (FIELD_OPEN);
      name_end = memchr (name, ']', stop - name);
      if (name_end == NULL)
        break;
      f.name = g_strndup (name, name_end - name);
      closing = g_strdup_printf ("[/DhtmlXQ_%s]", f.name);
      close = g_strstr_len (name_end + 1, stop - (name_end + 1), closing);
      if (close == NULL)
        /* Unclosed: up to the next field. */
        close = g_strstr_len (name_end + 1, stop - (name_end + 1), "[");
      if (close == NULL)
        close = stop;
      f.value = g_strndup (name_end + 1, close - (name_end + 1));
      f.offset = (gsize) (name_end + 1 - text);
      g_array_append_val (fields, f);
      p = close;
    }
  return fields;
}

static const Field *
find (GArray     *fields,
      const char *name)
{
  for (guint i = 0; i < fields->len; i++)
    if (g_str_equal (g_array_index (fields, Field, i).name, name))
      return &g_array_index (fields, Field, i);
  return NULL;
}

/* "XY" at @s → a square; FALSE for a point off the board. */
static gboolean
point (const char *s,
       XqSquare   *sq)
{
  if (!g_ascii_isdigit (s[0]) || !g_ascii_isdigit (s[1]) || s[0] > '8')
    return FALSE;
  *sq = xq_square_make (s[0] - '0', 9 - (s[1] - '0'));
  return TRUE;
}

static char *
comment_text (const char *value)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (const char *q = value; *q; q++)
    {
      if (q[0] == '|' && q[1] == '|')
        {
          g_string_append_c (s, '\n');
          q++;
        }
      else if (q[0] == '\\' && q[1] == 'u' && g_ascii_isxdigit (q[2]) && g_ascii_isxdigit (q[3]) &&
               g_ascii_isxdigit (q[4]) && g_ascii_isxdigit (q[5]))
        {
          char hex[5] = { q[2], q[3], q[4], q[5], 0 };
          g_string_append_unichar (s, (gunichar) strtoul (hex, NULL, 16));
          q += 5;
        }
      else
        g_string_append_c (s, *q);
    }
  return xq_encoding_clean_comment (s->str, (gssize) s->len);
}

typedef struct
{
  const char *text;
  XqGame     *game;
  guint       game_number;
  GPtrArray  *warnings; /* every problem, strict or not */
} Reader;

/* A problem at @offset of the text. */
static void
  G_GNUC_PRINTF (4, 5)
    problem (Reader     *r,
             int         code,
             gsize       offset,
             const char *format,
             ...)
{
  g_autofree char *what = NULL;
  int              line, column;
  va_list          args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  place (r->text, offset, &line, &column);
  g_ptr_array_add (r->warnings, xq_record_warning_new (r->game_number, line, column, -1, code, what));
}

/* "WHAT, in variation L; the rest of the line was not read". */
static char *
line_then (const Line *line,
           const char *what)
{
  XqLang           lang = xq_lang_from_locale ();
  g_autofree char *where = line->id == 0 ? g_strdup_printf (XQ_T (lang, "%s, in the main line"), what)
                                         : g_strdup_printf (XQ_T (lang, "%s, in variation %u"), what, line->id);

  return xq_record_then (where, XQ_T (lang, "the rest of the line was not read"));
}

/* Plays the moves of @line's field after line->from. */
static void
play_line (Reader *r,
           Line   *line)
{
  XqLang      lang = xq_lang_from_locale ();
  const char *moves = line->field->value;
  XqPosition  pos;
  XqGameNode *node = line->from;
  gsize       n = 0;

  xq_game_get_position (r->game, node, &pos);
  for (const char *q = moves; *q; q++)
    if (!g_ascii_isspace (*q))
      n++;
  for (const char *q = moves; *q != '\0';)
    {
      char          m[5] = { 0 };
      int           k = 0;
      const char   *at = q;
      XqSquare      from, to;
      XqMove        move;
      XqMoveProblem why;
      XqUndo        undo;

      while (*q != '\0' && k < 4)
        {
          if (!g_ascii_isspace (*q))
            m[k++] = *q;
          q++;
        }
      if (k == 0)
        break;
      if (k < 4 || !point (m, &from) || !point (m + 2, &to))
        {
          g_autofree char *shown = g_utf8_make_valid (m, -1);
          g_autofree char *what = g_strdup_printf (XQ_T (lang, "move %u (%s): '%s' is not a move (XYXY)"),
                                                   xq_game_move_number (r->game, xq_game_node_get_ply (node)),
                                                   xq_text_side_name (lang, xq_position_side (&pos)), shown);
          g_autofree char *full = line_then (line, what);
          problem (r, XQ_RECORD_ERROR_SYNTAX, line->field->offset + (gsize) (at - moves), "%s", full);
          xq_game_node_set_cut (node, XQ_T (lang, "a move that is no move (XYXY) was not read"));
          return;
        }
      move = xq_move_make (from, to);
      why = xq_position_check_move (&pos, move);
      if (why != XQ_MOVE_OK)
        {
          char             iccs[5];
          g_autofree char *what = NULL;
          xq_move_to_iccs (move, iccs);
          what = g_strdup_printf (XQ_T (lang, "move %u (%s): %s is illegal: %s"),
                                  xq_game_move_number (r->game, xq_game_node_get_ply (node)),
                                  xq_text_side_name (lang, xq_position_side (&pos)), iccs,
                                  xq_text_move_problem (lang, why));
          g_autofree char *full = line_then (line, what);
          problem (r, XQ_RECORD_ERROR_ILLEGAL_MOVE, line->field->offset + (gsize) (at - moves), "%s", full);
          xq_game_node_set_cut (node, what);
          return;
        }
      {
        XqGameNode *child = xq_game_node_find_child (node, move);
        node = child != NULL ? child : xq_game_node_append_child (node, move);
      }
      xq_position_make (&pos, move, &undo);
      g_ptr_array_add (line->nodes, node);
    }
}

static gboolean
parse_uint (const char *s,
            const char *end,
            guint      *value)
{
  char   *stop = NULL;
  guint64 v;

  if (s >= end || !g_ascii_isdigit (*s))
    return FALSE;
  v = g_ascii_strtoull (s, &stop, 10);
  if (stop != end || v > G_MAXUINT16)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static void
line_free (gpointer data)
{
  Line *line = data;

  g_ptr_array_unref (line->nodes);
  g_free (line);
}

static Line *
find_line (GPtrArray *lines,
           guint      id)
{
  for (guint i = 0; i < lines->len; i++)
    if (((Line *) g_ptr_array_index (lines, i))->id == id)
      return g_ptr_array_index (lines, i);
  return NULL;
}

/* The node after move @step of @line (the node before its first move for step start - 1). */
static XqGameNode *
node_at (Line *line,
         guint step)
{
  if (step + 1 == line->start)
    return line->from;
  if (step < line->start || step - line->start >= line->nodes->len)
    return NULL;
  return g_ptr_array_index (line->nodes, step - line->start);
}

static void
read_lines (Reader *r,
            GArray *fields)
{
  XqLang                lang = xq_lang_from_locale ();
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (line_free);
  g_autoptr (GPtrArray) waiting = g_ptr_array_new ();
  const Field          *main_line = find (fields, "movelist");
  gboolean              progress = TRUE;

  if (main_line != NULL)
    {
      Line *line = g_new0 (Line, 1);
      line->start = 1;
      line->nodes = g_ptr_array_new ();
      line->from = xq_game_get_root (r->game);
      line->field = main_line;
      g_ptr_array_add (lines, line);
      play_line (r, line);
    }
  for (guint i = 0; i < fields->len; i++)
    {
      const Field *f = &g_array_index (fields, Field, i);
      const char  *a, *b;
      Line        *line;
      if (!g_str_has_prefix (f->name, "move_"))
        continue;
      a = strchr (f->name + 5, '_');
      b = a != NULL ? strchr (a + 1, '_') : NULL;
      line = g_new0 (Line, 1);
      line->nodes = g_ptr_array_new ();
      line->field = f;
      if (b == NULL || !parse_uint (f->name + 5, a, &line->parent) || !parse_uint (a + 1, b, &line->step) ||
          !parse_uint (b + 1, f->name + strlen (f->name), &line->id) || line->id == 0 || line->step == 0)
        {
          problem (r, XQ_RECORD_ERROR_SYNTAX, f->offset,
                   XQ_T (lang, "DhtmlXQ_%s names no line (move_PARENT_MOVE_LINE); the line was not read"), f->name);
          line_free (line);
          continue;
        }
      line->start = line->step;
      g_ptr_array_add (waiting, line);
    }
  /* A line may come before the line it branches from: repeat while lines find their place. */
  while (waiting->len > 0 && progress)
    {
      progress = FALSE;
      for (guint i = 0; i < waiting->len;)
        {
          Line *line = g_ptr_array_index (waiting, i);
          Line *parent = find_line (lines, line->parent);
          if (parent == NULL || find_line (lines, line->id) != NULL)
            {
              i++;
              continue;
            }
          line->from = node_at (parent, line->step - 1);
          g_ptr_array_remove_index (waiting, i);
          if (line->from == NULL)
            {
              problem (r, XQ_RECORD_ERROR_SYNTAX, line->field->offset,
                       XQ_T (lang, "line %u branches from move %u of line %u, which was not read; the line was not read"),
                       line->id, line->step, line->parent);
              line_free (line);
              continue;
            }
          g_ptr_array_add (lines, line);
          play_line (r, line);
          progress = TRUE;
        }
    }
  for (guint i = 0; i < waiting->len; i++)
    {
      Line *line = g_ptr_array_index (waiting, i);
      problem (r, XQ_RECORD_ERROR_SYNTAX, line->field->offset,
               XQ_T (lang, "line %u branches from line %u, which is not in the game; the line was not read"), line->id,
               line->parent);
      line_free (line);
    }
  /* Comments: commentS (main line), commentL_S (line L), comment0 before the first move. */
  for (guint i = 0; i < fields->len; i++)
    {
      const Field     *f = &g_array_index (fields, Field, i);
      const char      *num = f->name + 7, *sep;
      guint            id = 0, step = 0;
      Line            *line;
      XqGameNode      *node;
      g_autofree char *text = NULL;

      if (!g_str_has_prefix (f->name, "comment"))
        continue;
      sep = strchr (num, '_');
      if (sep != NULL ? !parse_uint (num, sep, &id) || !parse_uint (sep + 1, num + strlen (num), &step)
                      : !parse_uint (num, num + strlen (num), &step))
        continue;
      text = comment_text (f->value);
      if (text == NULL)
        continue;
      line = find_line (lines, id);
      node = step == 0 && id == 0 ? xq_game_get_root (r->game) : line != NULL ? node_at (line, step)
                                                                              : NULL;
      if (node == NULL)
        {
          problem (r, XQ_RECORD_ERROR_SYNTAX, f->offset,
                   XQ_T (lang, "DhtmlXQ_%s is the comment of a move that was not read; it was not read"), f->name);
          continue;
        }
      xq_game_node_append_comment (node, text);
    }
}

static gboolean
read_start (Reader     *r,
            GArray     *fields,
            XqPosition *start)
{
  XqLang            lang = xq_lang_from_locale ();
  const Field      *fen = find (fields, "fen");
  const Field      *binit = find (fields, "binit");
  const Field      *moves = find (fields, "movelist");
  XqPositionProblem why;

  if (fen != NULL && fen->value[0] != '\0')
    {
      if (xq_position_from_fen (start, fen->value, &why))
        return TRUE;
      {
        g_autofree char *text = xq_text_position_problem (lang, &why);
        problem (r, XQ_RECORD_ERROR_BAD_POSITION, fen->offset, XQ_T (lang, "DhtmlXQ_fen is not a valid position: %s"),
                 text);
      }
      return FALSE;
    }
  if (binit == NULL || binit->value[0] == '\0')
    {
      xq_position_init_start (start);
      return TRUE;
    }
  {
    static const XqKind kinds[16] = { XQ_ROOK, XQ_HORSE, XQ_ELEPHANT, XQ_ADVISOR, XQ_KING, XQ_ADVISOR,
                                      XQ_ELEPHANT, XQ_HORSE, XQ_ROOK, XQ_CANNON, XQ_CANNON, XQ_PAWN,
                                      XQ_PAWN, XQ_PAWN, XQ_PAWN, XQ_PAWN };
    const char         *v = binit->value;
    XqSquare            sq;
    XqSquare            first;

    if (strlen (v) != 64)
      {
        problem (r, XQ_RECORD_ERROR_BAD_POSITION, binit->offset,
                 XQ_T (lang, "DhtmlXQ_binit has %u characters, not 64 (32 points)"), (guint) strlen (v));
        return FALSE;
      }
    xq_position_init_empty (start);
    for (int i = 0; i < 32; i++)
      {
        XqColor color = i < 16 ? XQ_RED : XQ_BLACK;
        if (!g_ascii_isdigit (v[2 * i]) || !g_ascii_isdigit (v[2 * i + 1]))
          {
            g_autofree char *raw = g_strndup (v + 2 * i, 2);
            g_autofree char *shown = g_utf8_make_valid (raw, -1);
            problem (r, XQ_RECORD_ERROR_BAD_POSITION, binit->offset + 2 * (gsize) i,
                     XQ_T (lang, "DhtmlXQ_binit: '%s' is not a point"), shown);
            return FALSE;
          }
        if (!point (v + 2 * i, &sq))
          continue; /* off the board */
        if (xq_position_get (start, sq) != XQ_NO_PIECE)
          {
            char name[3];
            xq_square_to_iccs (sq, name);
            problem (r, XQ_RECORD_ERROR_BAD_POSITION, binit->offset + 2 * (gsize) i,
                     XQ_T (lang, "DhtmlXQ_binit puts two pieces on %s"), name);
            return FALSE;
          }
        xq_position_put (start, sq, xq_piece_make (color, kinds[i % 16]));
      }
    /* The side to move is that of the first move's piece. */
    xq_position_set_side (start, XQ_RED);
    if (moves != NULL && strlen (moves->value) >= 2 && point (moves->value, &first))
      {
        XqPiece piece = xq_position_get (start, first);
        if (piece != XQ_NO_PIECE && xq_piece_color (piece) == XQ_BLACK)
          xq_position_set_side (start, XQ_BLACK);
      }
    if (!xq_position_validate (start, &why))
      {
        g_autofree char *text = xq_text_position_problem (lang, &why);
        problem (r, XQ_RECORD_ERROR_BAD_POSITION, binit->offset,
                 XQ_T (lang, "DhtmlXQ_binit is not a valid position: %s"), text);
        return FALSE;
      }
  }
  return TRUE;
}

/**
 * xq_dhtmlxq_read:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_dhtmlxq_read (const char *text,
                 gsize       start,
                 gsize       end,
                 guint       game_number,
                 GPtrArray  *warnings,
                 GError    **error)
{
  XqLang                lang = xq_lang_from_locale ();
  g_autoptr (GArray)    fields = read_fields (text, start, end);
  g_autoptr (XqGame)    game = NULL;
  g_autoptr (GPtrArray) own = xq_record_warnings_new ();
  Reader                r = { text, NULL, game_number, own };
  XqPosition            pos;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (start <= end, NULL);

  if (!read_start (&r, fields, &pos))
    {
      XqRecordWarning *w = g_ptr_array_index (own, 0);
      g_set_error (error, XQ_RECORD_ERROR, w->code, XQ_T (lang, "Line %d, column %d: %s"), w->line, w->column,
                   w->message);
      if (warnings != NULL)
        {
          char *longer = xq_record_then (w->message, XQ_T (lang, "the game was not read"));
          g_free (w->message);
          w->message = longer;
          g_ptr_array_add (warnings, g_ptr_array_steal_index (own, 0));
        }
      return NULL;
    }
  game = xq_game_new (&pos);
  r.game = game;
  xq_game_set_tag (game, "Game", "Chinese Chess");
  for (guint k = 0; k < G_N_ELEMENTS (tag_names); k++)
    {
      const Field     *f = find (fields, tag_names[k].field);
      g_autofree char *value = NULL;
      if (f == NULL)
        continue;
      value = g_strstrip (g_strdup (f->value));
      if (value[0] == '\0')
        continue;
      if (g_str_equal (tag_names[k].tag, "Result"))
        {
          const char *result = xq_pgn_result_from_text (value, -1);
          xq_game_set_tag (game, "Result", result != NULL ? result : "*");
        }
      else
        xq_game_set_tag (game, tag_names[k].tag, value);
    }
  read_lines (&r, fields);
  if (warnings == NULL && own->len > 0)
    {
      XqRecordWarning *w = g_ptr_array_index (own, 0);
      g_set_error (error, XQ_RECORD_ERROR, w->code, XQ_T (lang, "Line %d, column %d: %s"), w->line, w->column,
                   w->message);
      return NULL;
    }
  if (warnings != NULL)
    while (own->len > 0)
      g_ptr_array_add (warnings, g_ptr_array_steal_index (own, 0));
  return g_steal_pointer (&game);
}
