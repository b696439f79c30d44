/* xq-pgn-writer.c: writes games as UTF-8 PGN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include <string.h>

#include "xq-game-node-private.h"
#include "xq-pgn.h"

/* Movetext lines are wrapped at this display width (a Chinese character counts two). */
#define LINE_WIDTH 80

typedef struct
{
  const XqGame   *game;
  GString        *out;
  int             column; /* display width of the current line */
  XqNotation      notation;
  XqNotationStyle style;
  gboolean        need_number; /* a black move must carry its number ("12...") */
  gboolean        glue;        /* no space before the next token (after "(") */
} Writer;

static int
display_width (const char *text,
               int        *last_line)
{
  int width = 0;

  *last_line = -1;
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c == '\n')
        {
          *last_line = 0;
          continue;
        }
      if (*last_line >= 0)
        *last_line += g_unichar_iswide (c) ? 2 : 1;
      width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

static void
emit (Writer     *w,
      const char *token)
{
  int last_line;
  int width = display_width (token, &last_line);

  if (w->glue)
    w->glue = FALSE;
  else if (w->column > 0)
    {
      if (w->column + 1 + width > LINE_WIDTH)
        {
          g_string_append_c (w->out, '\n');
          w->column = 0;
        }
      else
        {
          g_string_append_c (w->out, ' ');
          w->column++;
        }
    }
  g_string_append (w->out, token);
  w->column = last_line >= 0 ? last_line : w->column + width;
}

static void
emit_comment (Writer     *w,
              const char *comment)
{
  GString *token = g_string_new ("{");

  for (const char *p = comment; *p; p = g_utf8_next_char (p))
    {
      if (*p == '}')
        g_string_append (token, "｝");
      else
        g_string_append_unichar (token, g_utf8_get_char (p));
    }
  g_string_append_c (token, '}');
  emit (w, token->str);
  g_string_free (token, TRUE);
  w->need_number = TRUE;
}

/* 俥 and 傌 (three bytes each in UTF-8) become 車 and 馬, of the same length. */
static void
share_names (char *text)
{
  static const char *const pairs[][2] = { { "俥", "車" }, { "傌", "馬" } };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    for (char *p = strstr (text, pairs[i][0]); p != NULL; p = strstr (p, pairs[i][0]))
      memcpy (p, pairs[i][1], strlen (pairs[i][1]));
}

static void
emit_move (Writer           *w,
           const XqGameNode *node,
           XqPosition       *pos,
           gboolean          first)
{
  char             text[XQ_NOTATION_MAX_SIZE];
  g_autofree char *token = NULL;
  char             number[32];

  if (node->comment_before != NULL)
    emit_comment (w, node->comment_before);
  xq_notation_write (pos, node->move, w->notation, w->style & ~XQ_PGN_STYLE_SHARED_NAMES, text);
  if (w->style & XQ_PGN_STYLE_SHARED_NAMES)
    share_names (text);
  /* The number and its move stay on one line. */
  if (xq_position_side (pos) == XQ_RED)
    token = g_strdup_printf ("%u. %s", xq_game_move_number (w->game, node->ply - 1), text);
  else if (first || w->need_number)
    token = g_strdup_printf ("%u... %s", xq_game_move_number (w->game, node->ply - 1), text);
  else
    token = g_strdup (text);
  w->need_number = FALSE;
  emit (w, token);
  for (guint i = 0; i < node->n_nags; i++)
    {
      g_snprintf (number, sizeof number, "$%u", node->nags[i]);
      emit (w, number);
    }
  if (node->comment != NULL)
    emit_comment (w, node->comment);
}

/* The line from @head along first children; @before is the position before @head. The
 * alternatives to a first child are written after it; a variation head's own alternatives
 * are written by the caller. Recursion depth is the variation depth, which the readers bound. */
static void
write_line (Writer           *w,
            const XqGameNode *head,
            const XqPosition *before)
{
  XqPosition pos = *before;
  gboolean   first = TRUE;

  for (const XqGameNode *n = head; n != NULL; n = n->first_child)
    {
      XqPosition prev = pos;
      XqUndo     undo;

      emit_move (w, n, &pos, first);
      xq_position_make (&pos, n->move, &undo);
      if (!(first && n->parent->first_child != n))
        for (const XqGameNode *alt = n->next_sibling; alt != NULL; alt = alt->next_sibling)
          {
            emit (w, "(");
            w->glue = TRUE;
            write_line (w, alt, &prev);
            g_string_append_c (w->out, ')');
            w->column++;
            w->need_number = TRUE;
          }
      first = FALSE;
    }
}

static void
append_tag (GString    *out,
            const char *name,
            const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *p = value; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append (out, "\"]\n");
}

const char *
xq_pgn_notation_name (XqNotation notation)
{
  switch (notation)
    {
    case XQ_NOTATION_WXF:
      return "WXF";
    case XQ_NOTATION_ICCS:
      return "ICCS";
    case XQ_NOTATION_SAN:
      return "SAN";
    case XQ_NOTATION_SAN_WINBOARD:
      return "WinBoard SAN";
    case XQ_NOTATION_CHINESE:
    default:
      return "Chinese";
    }
}

static const char *
result_marker (const XqGame *game)
{
  const char *result = xq_game_get_tag (game, "Result");

  if (result != NULL &&
      (g_str_equal (result, "1-0") || g_str_equal (result, "0-1") || g_str_equal (result, "1/2-1/2")))
    return result;
  return "*";
}

char *
xq_pgn_write_game (const XqGame *game,
                   XqNotation    notation)
{
  return xq_pgn_write_game_styled (game, notation, XQ_NOTATION_STYLE_DEFAULT);
}

char *
xq_pgn_write_game_styled (const XqGame   *game,
                          XqNotation      notation,
                          XqNotationStyle style)
{
  Writer            w = { 0 };
  const XqGameNode *root;
  gboolean          san = notation == XQ_NOTATION_SAN || notation == XQ_NOTATION_SAN_WINBOARD;

  g_return_val_if_fail (game != NULL, NULL);

  w.game = game;
  w.out = g_string_new (NULL);
  w.notation = notation;
  w.style = style;
  for (guint i = 0; i < xq_game_get_n_tags (game); i++)
    append_tag (w.out, xq_game_get_tag_name (game, i), xq_game_get_tag_value (game, i));
  /* Western programs read a game as xiangqi only when the Variant tag says so */
  if (san && xq_game_get_tag (game, "Variant") == NULL)
    append_tag (w.out, "Variant", "xiangqi");
  if (!xq_game_has_standard_start (game))
    {
      g_autofree char *fen = xq_position_to_fen (xq_game_get_start (game));
      /* WinBoard's FEN names the horse H and the elephant E, as its moves do */
      if (notation == XQ_NOTATION_SAN_WINBOARD)
        for (char *c = fen; *c != ' ' && *c != '\0'; c++)
          *c = *c == 'n' ? 'h' : *c == 'N' ? 'H'
                               : *c == 'b' ? 'e'
                               : *c == 'B' ? 'E'
                                           : *c;
      append_tag (w.out, "FEN", fen);
    }
  append_tag (w.out, "Format", xq_pgn_notation_name (notation));
  g_string_append_c (w.out, '\n');

  root = xq_game_get_root (game);
  if (root->comment != NULL)
    emit_comment (&w, root->comment);
  if (root->first_child != NULL)
    write_line (&w, root->first_child, xq_game_get_start (game));
  emit (&w, result_marker (game));
  g_string_append_c (w.out, '\n');
  return g_string_free (w.out, FALSE);
}
