/* xq-cbf.c: 象棋桥 (CCBridge)'s XML form of a game (CBF)
 *
 *   <ChineseChessRecord Version="1.0">
 *    <Head><Name>…</Name><Contest>…</Contest>…<RecordResult>0</RecordResult><FEN>…</FEN></Head>
 *    <MoveList>
 *     <Move value="00-00"><![CDATA[comment before the first move]]></Move>
 *     <Move value="77-47" />                     h2e2: file 7, row 7 from Black's side, to file 4
 *     <Move value="26-23" end="1"><![CDATA[comment]]></Move>
 *    </MoveList>
 *   </ChineseChessRecord>
 *
 * Read with GMarkup; the text is UTF-8 as its declaration says (a BOM is skipped).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-cbf.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-game-node-private.h"
#include "xq-text.h"

typedef enum {
  WHERE_OTHER,
  WHERE_HEAD_FIELD,
  WHERE_MOVE,
} Where;

typedef struct
{
  GPtrArray           *tags; /* name, value, name, value … (head fields, in order) */
  char                *fen;
  char                *result;
  GString             *text; /* of the current element */
  Where                where;
  char                *field;

  XqGame              *game;
  XqGameNode          *node;
  XqPosition           pos;
  gboolean             started;   /* the first <Move> (the start position) was seen */
  gboolean             ended;     /* a move marked end="1" was read */
  gboolean             stopped;   /* an illegal move: the rest is not read */
  guint                after_end; /* moves after the end, not read */
  int                  stop_line;
  int                  stop_column;
  char                *stop_what;
  int                  stop_code;
  GMarkupParseContext *context;
} Cbf;

static const struct
{
  const char *field;
  const char *tag;
} head_names[] = {
  { "Name", "Title" },
  { "Contest", "Event" },
  { "Round", "Round" },
  { "Group", "Group" },
  { "Table", "Table" },
  { "Date", "Date" },
  { "Site", "Site" },
  { "TimeRule", "TimeControl" },
  { "Red", "Red" },
  { "RedTeam", "RedTeam" },
  { "RedTime", "RedTime" },
  { "RedRating", "RedElo" },
  { "Black", "Black" },
  { "BlackTeam", "BlackTeam" },
  { "BlackTime", "BlackTime" },
  { "BlackRating", "BlackElo" },
  { "Referee", "Referee" },
  { "Recorder", "Recorder" },
  { "Commentator", "Annotator" },
  { "Creator", "Creator" },
  { "ECCO", "ECCO" },
  { "ContestType", "EventType" },
  { "URL", "URL" },
  { "From", "Source" },
};

gboolean
xq_cbf_detect (const char *text,
               gsize       len)
{
  gsize n = MIN (len, 1024);

  return g_strstr_len (text, (gssize) n, "<ChineseChessRecord") != NULL;
}

static void
stop (Cbf        *c,
      int         code,
      const char *what)
{
  if (c->stopped)
    return;
  c->stopped = TRUE;
  c->stop_code = code;
  c->stop_what = g_strdup (what);
  g_markup_parse_context_get_position (c->context, &c->stop_line, &c->stop_column);
}

/* "XY-XY" → a move; XQ_MOVE_NONE when it is not one. */
static XqMove
parse_value (const char *value)
{
  if (strlen (value) != 5 || value[2] != '-')
    return XQ_MOVE_NONE;
  for (int i = 0; i < 5; i++)
    if (i != 2 && !g_ascii_isdigit (value[i]))
      return XQ_MOVE_NONE;
  return xq_move_make (xq_square_make (value[0] - '0', 9 - (value[1] - '0')),
                       xq_square_make (value[3] - '0', 9 - (value[4] - '0')));
}

static void
start_game (Cbf *c)
{
  XqPosition        start;
  XqPositionProblem problem;

  if (c->game != NULL)
    return;
  if (c->fen != NULL && c->fen[0] != '\0')
    {
      if (!xq_position_from_fen (&start, c->fen, &problem))
        {
          XqLang           lang = xq_lang_from_locale ();
          g_autofree char *why = xq_text_position_problem (lang, &problem);
          g_autofree char *what = g_strdup_printf (XQ_T (lang, "the FEN is not a valid position: %s"), why);
          stop (c, XQ_RECORD_ERROR_BAD_POSITION, what);
          return;
        }
      c->game = xq_game_new (&start);
    }
  else
    c->game = xq_game_new (NULL);
  c->node = xq_game_get_root (c->game);
  c->pos = *xq_game_get_start (c->game);
}

static void
start_element_cb (GMarkupParseContext *context,
                  const char          *name,
                  const char         **attribute_names,
                  const char         **attribute_values,
                  gpointer             user_data,
                  GError             **error)
{
  Cbf          *c = user_data;
  const char   *parent = NULL;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  if (stack != NULL && stack->next != NULL)
    parent = stack->next->data;
  g_string_truncate (c->text, 0);
  c->where = WHERE_OTHER;
  if (g_strcmp0 (parent, "Head") == 0)
    {
      c->where = WHERE_HEAD_FIELD;
      g_free (c->field);
      c->field = g_strdup (name);
      return;
    }
  if (!g_str_equal (name, "Move"))
    return;
  c->where = WHERE_MOVE;
  start_game (c);
  if (c->stopped || c->game == NULL)
    return;
  if (!c->started)
    {
      c->started = TRUE; /* "00-00": the start position */
      return;
    }
  if (c->ended)
    {
      c->after_end++;
      return;
    }
  {
    XqLang        lang = xq_lang_from_locale ();
    const char   *value = NULL;
    XqMove        move;
    XqMoveProblem problem;

    for (int i = 0; attribute_names[i] != NULL; i++)
      if (g_str_equal (attribute_names[i], "value"))
        value = attribute_values[i];
      else if (g_str_equal (attribute_names[i], "end") && g_strcmp0 (attribute_values[i], "0") != 0)
        c->ended = TRUE;
    move = value != NULL ? parse_value (value) : XQ_MOVE_NONE;
    if (move == XQ_MOVE_NONE)
      {
        g_autofree char *what = g_strdup_printf (XQ_T (lang, "move %u (%s): '%s' is not a move (XY-XY)"),
                                                 xq_game_move_number (c->game, xq_game_node_get_ply (c->node)),
                                                 xq_text_side_name (lang, xq_position_side (&c->pos)),
                                                 value != NULL ? value : "");
        stop (c, XQ_RECORD_ERROR_ILLEGAL_MOVE, what);
        return;
      }
    problem = xq_position_check_move (&c->pos, move);
    if (problem != XQ_MOVE_OK)
      {
        char             iccs[5];
        g_autofree char *what = NULL;
        xq_move_to_iccs (move, iccs);
        what = g_strdup_printf (XQ_T (lang, "move %u (%s): %s is illegal: %s"),
                                xq_game_move_number (c->game, xq_game_node_get_ply (c->node)),
                                xq_text_side_name (lang, xq_position_side (&c->pos)), iccs,
                                xq_text_move_problem (lang, problem));
        stop (c, XQ_RECORD_ERROR_ILLEGAL_MOVE, what);
        return;
      }
    {
      XqUndo undo;
      c->node = xq_game_node_append_child (c->node, move);
      xq_position_make (&c->pos, move, &undo);
    }
  }
}

static void
end_element_cb (GMarkupParseContext *context,
                const char          *name,
                gpointer             user_data,
                GError             **error)
{
  Cbf *c = user_data;

  if (c->where == WHERE_HEAD_FIELD && g_strcmp0 (c->field, name) == 0)
    {
      g_autofree char *value = g_strstrip (g_strdup (c->text->str));
      if (g_str_equal (name, "FEN"))
        {
          g_free (c->fen);
          c->fen = g_steal_pointer (&value);
        }
      else if (g_str_equal (name, "RecordResult"))
        {
          g_free (c->result);
          c->result = g_steal_pointer (&value);
        }
      else if (value[0] != '\0')
        {
          g_ptr_array_add (c->tags, g_strdup (name));
          g_ptr_array_add (c->tags, g_steal_pointer (&value));
        }
    }
  else if (c->where == WHERE_MOVE && g_str_equal (name, "Move") && c->game != NULL && !c->stopped &&
           c->after_end == 0 && c->text->len > 0)
    {
      g_autofree char *clean = xq_encoding_clean_comment (c->text->str, (gssize) c->text->len);
      if (clean != NULL)
        xq_game_node_append_comment (c->node, clean);
    }
  c->where = WHERE_OTHER;
  g_string_truncate (c->text, 0);
}

static void
text_cb (GMarkupParseContext *context,
         const char          *text,
         gsize                len,
         gpointer             user_data,
         GError             **error)
{
  Cbf *c = user_data;

  if (c->where != WHERE_OTHER)
    g_string_append_len (c->text, text, (gssize) len);
}

static void
set_tags (Cbf *c)
{
  static const char *const results[] = { "*", "1-0", "0-1", "1/2-1/2", "1/2-1/2" };

  xq_game_set_tag (c->game, "Game", "Chinese Chess");
  for (guint i = 0; i + 1 < c->tags->len; i += 2)
    {
      const char *field = g_ptr_array_index (c->tags, i);
      const char *tag = field;
      for (guint k = 0; k < G_N_ELEMENTS (head_names); k++)
        if (g_str_equal (head_names[k].field, field))
          tag = head_names[k].tag;
      if (xq_game_tag_name_is_valid (tag))
        xq_game_set_tag (c->game, tag, g_ptr_array_index (c->tags, i + 1));
    }
  if (c->result != NULL && c->result[0] >= '0' && c->result[0] <= '4' && c->result[1] == '\0')
    xq_game_set_tag (c->game, "Result", results[c->result[0] - '0']);
}

/**
 * xq_cbf_read:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_cbf_read (const char *text,
             gsize       len,
             GPtrArray  *warnings,
             GError    **error)
{
  static const GMarkupParser parser = { start_element_cb, end_element_cb, text_cb, NULL, NULL };
  XqLang                     lang = xq_lang_from_locale ();
  Cbf                        c = { 0 };
  g_autoptr (GError)         markup_error = NULL;
  gboolean                   ok;
  XqGame                    *game = NULL;

  if (len >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    {
      text += 3;
      len -= 3;
    }
  c.tags = g_ptr_array_new_with_free_func (g_free);
  c.text = g_string_new (NULL);
  c.context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &c, NULL);
  ok = g_markup_parse_context_parse (c.context, text, (gssize) len, &markup_error) &&
       g_markup_parse_context_end_parse (c.context, &markup_error);
  if (!ok)
    {
      int line, column;
      g_markup_parse_context_get_position (c.context, &line, &column);
      if (!c.stopped)
        {
          /* GMarkup may quote a cut character of the text. */
          g_autofree char *valid = g_utf8_make_valid (markup_error->message, -1);
          g_autofree char *what = g_strdup_printf (XQ_T (lang, "the XML is broken: %s"), valid);
          c.stopped = TRUE;
          c.stop_code = XQ_RECORD_ERROR_SYNTAX;
          c.stop_what = g_steal_pointer (&what);
          c.stop_line = line;
          c.stop_column = column;
        }
    }
  if (c.game == NULL && !c.stopped)
    start_game (&c);
  if (c.game != NULL)
    set_tags (&c);
  if (c.stopped && (warnings == NULL || c.game == NULL))
    g_set_error (error, XQ_RECORD_ERROR, c.stop_code, XQ_T (lang, "Line %d, column %d: %s"), c.stop_line,
                 c.stop_column, c.stop_what);
  else
    {
      game = g_steal_pointer (&c.game);
      if (c.stopped)
        {
          g_autofree char *what = xq_record_then (c.stop_what, XQ_T (lang, "the rest of the game was not read"));
          xq_game_node_set_cut (c.node, c.stop_what);
          g_ptr_array_add (warnings, xq_record_warning_new (1, c.stop_line, c.stop_column, -1, c.stop_code, what));
        }
      if (c.after_end > 0)
        {
          g_autofree char *what = g_strdup_printf (
            XQ_T (lang, "%u moves after the move marked as the end were not read (CBF does not say what they are)"),
            c.after_end);
          if (warnings == NULL)
            {
              g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_SYNTAX, "%s", what);
              g_clear_pointer (&game, xq_game_free);
            }
          else
            g_ptr_array_add (warnings, xq_record_warning_new (1, 1, 0, -1, XQ_RECORD_ERROR_SYNTAX, what));
        }
    }
  g_clear_pointer (&c.game, xq_game_free);
  g_markup_parse_context_free (c.context);
  g_ptr_array_unref (c.tags);
  g_string_free (c.text, TRUE);
  g_free (c.fen);
  g_free (c.result);
  g_free (c.field);
  g_free (c.stop_what);
  return game;
}
