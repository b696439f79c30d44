/* xq-record-tree.c: game trees stored in pre-order with "next" and "variation" flags (XQF, CBR)
 *
 * The root's record comes first, then the tree in pre-order: a record's "next" flag says its
 * first continuation follows, its "variation" flag that after its subtree comes an alternative
 * to it. A line ends at a record without "next"; the next record is then the alternative of
 * the latest move that announced one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-record-tree.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-game-node-private.h"
#include "xq-record-warning.h"
#include "xq-text.h"

typedef struct
{
  XqGameNode *node;
  XqUndo      undo;
  guint       var_depth;
} PathEntry;

gboolean
xq_record_tree_fail (GError    **error,
                     int         code,
                     gsize       offset,
                     const char *format,
                     ...)
{
  g_autofree char *what = NULL;
  va_list          args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, XQ_RECORD_ERROR, code, XQ_T (xq_lang_from_locale (), "Byte offset %lu (0x%lx): %s"),
               (unsigned long) offset, (unsigned long) offset, what);
  return FALSE;
}

/* The records of the subtree under a skipped move, counted without reading their moves.
 * Returns the offset after them, or 0 when the file ends or breaks inside. */
static gsize
skip_subtree (XqTreeReadFunc read,
              gconstpointer  source,
              gsize          offset,
              int           *number,
              guint         *skipped)
{
  guint        pending = 0; /* alternatives still to come in the subtree */
  XqTreeRecord r;

  for (;;)
    {
      (*number)++;
      if (!read (source, offset, *number, &r, NULL))
        return 0;
      (*skipped)++;
      offset = r.end;
      if (r.variation)
        pending++;
      if (r.next)
        continue;
      if (pending == 0)
        return offset;
      pending--;
    }
}

/* The message of @error without its "Byte offset …: " place. */
static const char *
bare_message (const GError *error)
{
  const char *colon = strstr (error->message, "): ");

  return colon != NULL ? colon + 3 : error->message;
}

gboolean
xq_record_tree_read (XqGame        *game,
                     XqPosition    *pos,
                     gsize          offset,
                     XqTreeReadFunc read,
                     gconstpointer  source,
                     guint          game_number,
                     GArray        *comments,
                     GPtrArray     *warnings,
                     GError       **error)
{
  XqLang             lang = xq_lang_from_locale ();
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (PathEntry));
  g_autoptr (GArray) pending = g_array_new (FALSE, FALSE, sizeof (guint));
  XqGameNode        *root = xq_game_get_root (game);
  int                number = 0;
  XqTreeRecord       r;

  for (;;)
    {
      gsize              record_offset = offset;
      PathEntry          entry;
      XqGameNode        *parent = path->len > 0 ? g_array_index (path, PathEntry, path->len - 1).node : root;
      guint              parent_depth = path->len > 0 ? g_array_index (path, PathEntry, path->len - 1).var_depth : 0;
      XqMoveProblem      problem = XQ_MOVE_OK;
      g_autoptr (GError) local = NULL;

      number++;
      if (!read (source, offset, number, &r, warnings != NULL ? &local : error))
        {
          g_autofree char *what = NULL;

          if (warnings == NULL)
            return FALSE;
          /* The file is cut or broken here: what was read is kept. */
          xq_game_node_set_cut (parent, bare_message (local));
          what = xq_record_then (bare_message (local), XQ_T (lang, "the records after it were not read"));
          g_ptr_array_add (warnings, xq_record_warning_new (game_number, 0, 0, (gint64) offset, local->code, what));
          return TRUE;
        }
      offset = r.end;

      if (!r.off_board)
        problem = xq_position_check_move (pos, r.move);
      if (r.off_board || problem != XQ_MOVE_OK)
        {
          g_autofree char *what = NULL;
          g_autofree char *longer = NULL;
          guint            skipped = 0;
          int              code = r.off_board ? XQ_RECORD_ERROR_DAMAGED : XQ_RECORD_ERROR_ILLEGAL_MOVE;

          if (r.off_board)
            what = g_strdup_printf (XQ_T (lang, "move record %d names a point off the board"), number);
          else
            {
              char iccs[5];
              xq_move_to_iccs (r.move, iccs);
              what = g_strdup_printf (XQ_T (lang, "move record %d, move %u (%s): %s is illegal: %s"), number,
                                      xq_game_move_number (game, path->len), xq_text_side_name (lang, xq_position_side (pos)),
                                      iccs, xq_text_move_problem (lang, problem));
            }
          if (warnings == NULL)
            return xq_record_tree_fail (error, code, record_offset, "%s", what);
          if (r.next)
            {
              offset = skip_subtree (read, source, offset, &number, &skipped);
              if (offset == 0)
                {
                  xq_game_node_set_cut (parent, what);
                  longer = xq_record_then (what, XQ_T (lang, "it and the records after it were not read"));
                  g_ptr_array_add (warnings, xq_record_warning_new (game_number, 0, 0, (gint64) record_offset, code, longer));
                  return TRUE;
                }
            }
          {
            g_autofree char *then = skipped == 0   ? g_strdup (XQ_T (lang, "it was not read"))
                                    : skipped == 1 ? g_strdup (XQ_T (lang, "it and the move after it were not read"))
                                                   : g_strdup_printf (XQ_T (lang, "it and the %u moves after it were not read"), skipped);
            longer = xq_record_then (what, then);
          }
          g_ptr_array_add (warnings, xq_record_warning_new (game_number, 0, 0, (gint64) record_offset, code, longer));
          if (xq_game_node_get_n_children (parent) == 0)
            xq_game_node_set_cut (parent, what);
          /* Its subtree is gone: on with the alternatives, as after the end of a line. */
          if (r.variation)
            g_array_append_val (pending, path->len);
        }
      else
        {
          entry.node = xq_game_node_find_child (parent, r.move);
          if (entry.node == NULL)
            entry.node = xq_game_node_append_child (parent, r.move);
          entry.var_depth = parent_depth + (parent->first_child != entry.node ? 1 : 0);
          if (entry.var_depth > XQ_GAME_MAX_VARIATION_DEPTH)
            return xq_record_tree_fail (error, XQ_RECORD_ERROR_TOO_DEEP, record_offset,
                                        XQ_T (lang, "variations are nested more than %d deep"),
                                        XQ_GAME_MAX_VARIATION_DEPTH);
          if (r.comment_len > 0)
            {
              XqTreeComment c = { entry.node, r.comment_offset, r.comment_len };
              g_array_append_val (comments, c);
            }
          if (r.variation)
            g_array_append_val (pending, path->len);
          if (r.next)
            {
              xq_position_make (pos, r.move, &entry.undo);
              g_array_append_val (path, entry);
              continue;
            }
        }
      if (pending->len == 0)
        break;
      {
        guint depth = g_array_index (pending, guint, pending->len - 1);
        g_array_set_size (pending, pending->len - 1);
        while (path->len > depth)
          {
            PathEntry *top = &g_array_index (path, PathEntry, path->len - 1);
            xq_position_unmake (pos, top->node->move, &top->undo);
            g_array_set_size (path, path->len - 1);
          }
      }
    }
  return TRUE;
}

const guint8 *
xq_record_find_bytes (const guint8 *data,
                      gsize         len,
                      const char   *needle,
                      gsize         needle_len)
{
  const guint8 *p = data;
  const guint8 *end;

  /* Before any arithmetic: empty data may be NULL (g_bytes_get_data() of no bytes) */
  if (data == NULL || needle_len == 0 || len < needle_len)
    return NULL;
  end = data + len;
  while ((p = memchr (p, needle[0], (gsize) (end - p) - needle_len + 1)) != NULL)
    {
      if (memcmp (p, needle, needle_len) == 0)
        return p;
      p++;
      if ((gsize) (end - p) < needle_len)
        break;
    }
  return NULL;
}
