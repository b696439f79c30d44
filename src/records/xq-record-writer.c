/* xq-record-writer.c: a game written as a file in a chosen format (Save As, qili-cli convert)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-record-writer.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-fen-file.h"
#include "xq-game-node-private.h"
#include "xq-pgn.h"
#include "xq-record-error.h"
#include "xq-xqf.h"

gboolean
xq_record_format_can_write (XqRecordFormat format)
{
  return format == XQ_RECORD_FORMAT_PGN || format == XQ_RECORD_FORMAT_XQF || format == XQ_RECORD_FORMAT_FEN;
}

const char *
xq_record_format_get_extension (XqRecordFormat format)
{
  return format == XQ_RECORD_FORMAT_DHTMLXQ ? "txt" : xq_record_format_to_string (format);
}

/* What of the tree a line of moves leaves out: comments, marks, variations. */
static void
count_tree (const XqGameNode *root,
            gboolean         *comments,
            gboolean         *marks,
            gboolean         *variations,
            gboolean         *brace)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, (gpointer) root);
  while (stack->len > 0)
    {
      const XqGameNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      *comments |= node->comment != NULL || node->comment_before != NULL;
      *brace |= (node->comment != NULL && strchr (node->comment, '}') != NULL) ||
                (node->comment_before != NULL && strchr (node->comment_before, '}') != NULL);
      *marks |= node->n_nags > 0;
      *variations |= node->first_child != NULL && node->first_child->next_sibling != NULL;
      for (const XqGameNode *c = node->first_child; c != NULL; c = c->next_sibling)
        g_ptr_array_add (stack, (gpointer) c);
    }
}

static void
lose (GPtrArray  *losses,
      const char *what)
{
  if (losses != NULL)
    g_ptr_array_add (losses, g_strdup (what));
}

/**
 * xq_record_write_game:
 *
 * Returns: (transfer full) (nullable): the file's bytes
 */
GBytes *
xq_record_write_game (const XqGame  *game,
                      XqRecordFormat format,
                      XqNotation     notation,
                      GPtrArray     *losses,
                      GError       **error)
{
  XqLang   lang = xq_lang_from_locale ();
  gboolean comments = FALSE, marks = FALSE, variations = FALSE, brace = FALSE;
  char    *text;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  count_tree (xq_game_get_root (game), &comments, &marks, &variations, &brace);
  switch (format)
    {
    case XQ_RECORD_FORMAT_XQF:
      return xq_xqf_write (game, losses);
    case XQ_RECORD_FORMAT_PGN:
      if (brace)
        lose (losses, XQ_T (lang, "a '}' in a comment is written as '｝': PGN ends a comment at '}'"));
      text = xq_pgn_write_game (game, notation);
      return g_bytes_new_take (text, strlen (text));
    case XQ_RECORD_FORMAT_FEN:
      if (xq_game_get_n_tags (game) > 0)
        lose (losses, XQ_T (lang, "a FEN line has no tags: they are not written"));
      if (comments)
        lose (losses, XQ_T (lang, "a FEN line has no comments: they are not written"));
      if (marks)
        lose (losses, XQ_T (lang, "a FEN line has no marks of moves (!, ?): they are not written"));
      if (variations)
        lose (losses, XQ_T (lang, "a FEN line holds the main line only: the variations are not written"));
      text = xq_fen_file_write (game, notation);
      return g_bytes_new_take (text, strlen (text));
    case XQ_RECORD_FORMAT_CBR:
    case XQ_RECORD_FORMAT_CBL:
    case XQ_RECORD_FORMAT_CBF:
    case XQ_RECORD_FORMAT_DHTMLXQ:
    case XQ_RECORD_FORMAT_EPD:
    case XQ_RECORD_FORMAT_WXF:
    default:
      g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_UNSUPPORTED,
                   XQ_T (lang, "Qili does not write %s files; it writes PGN, XQF and FEN."),
                   xq_record_format_to_string (format));
      return NULL;
    }
}
