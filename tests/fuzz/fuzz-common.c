/* fuzz-common.c: properties the fuzz harnesses check besides "no crash"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xq-game-node-private.h"

static char *
canonical_comment (const char *comment)
{
  GString *s;

  if (comment == NULL || strchr (comment, '}') == NULL)
    return g_strdup (comment);
  s = g_string_new (NULL);
  for (const char *p = comment; *p; p++)
    {
      if (*p == '}')
        g_string_append (s, "｝");
      else
        g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

/* The comments as the writer must write them. */
static void
canonicalize (XqGame *game)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, xq_game_get_root (game));
  while (stack->len > 0)
    {
      XqGameNode      *node = g_ptr_array_steal_index (stack, stack->len - 1);
      g_autofree char *after = canonical_comment (xq_game_node_get_comment (node));
      g_autofree char *before = canonical_comment (xq_game_node_get_comment_before (node));

      xq_game_node_set_comment (node, after);
      xq_game_node_set_comment_before (node, before);
      for (XqGameNode *c = xq_game_node_get_next (node); c != NULL; c = xq_game_node_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
}

void
fuzz_check_pgn_round_trip (const XqGame *game,
                           XqNotation    notation)
{
  g_autoptr (XqGame) expected = xq_game_copy (game);
  g_autoptr (XqGame) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char   *text = NULL;

  canonicalize (expected);
  text = xq_pgn_write_game (game, notation);
  back = xq_pgn_read_game (text, -1, &error);
  if (back == NULL)
    {
      fprintf (stderr, "written PGN does not read back: %s\n---\n%s\n---\n", error->message, text);
      abort ();
    }
  /* SAN is written with the Variant tag western programs need */
  if ((notation == XQ_NOTATION_SAN || notation == XQ_NOTATION_SAN_WINBOARD) && xq_game_get_tag (game, "Variant") == NULL)
    xq_game_set_tag (back, "Variant", NULL);
  if (!xq_game_equal (expected, back))
    {
      g_autofree char *again = xq_pgn_write_game (back, notation);
      fprintf (stderr, "PGN round trip changed the game\n--- written\n%s\n--- read back and written\n%s\n", text, again);
      abort ();
    }
}

void
fuzz_check_xqf_round_trip (const XqGame *game)
{
  g_autoptr (XqGame)    expected = xq_game_copy (game);
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  g_autoptr (GBytes)    bytes = xq_xqf_write (game, NULL);
  g_autoptr (GError)    error = NULL;
  g_autoptr (XqGame)    back = NULL;
  gsize                 len;
  const guint8         *data = g_bytes_get_data (bytes, &len);

  g_ptr_array_add (stack, xq_game_get_root (expected));
  while (stack->len > 0)
    {
      XqGameNode *node = g_ptr_array_steal_index (stack, stack->len - 1);
      const char *before = xq_game_node_get_comment_before (node);
      const char *after = xq_game_node_get_comment (node);

      if (before != NULL)
        {
          g_autofree char *both = after != NULL ? g_strconcat (before, "\n", after, NULL) : g_strdup (before);
          xq_game_node_set_comment (node, both);
          xq_game_node_set_comment_before (node, NULL);
        }
      xq_game_node_clear_nags (node);
      for (XqGameNode *c = xq_game_node_get_next (node); c != NULL; c = xq_game_node_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  back = xq_xqf_read (data, len, NULL, &error);
  if (back == NULL)
    {
      fprintf (stderr, "written XQF does not read back: %s\n", error->message);
      abort ();
    }
  if (!xq_position_same (xq_game_get_start (expected), xq_game_get_start (back)) ||
      xq_position_side (xq_game_get_start (expected)) != xq_position_side (xq_game_get_start (back)))
    {
      fprintf (stderr, "XQF round trip changed the start\n");
      abort ();
    }
  if (!xq_game_node_tree_equal (xq_game_get_root (expected), xq_game_get_root (back)))
    {
      g_autofree char *a = xq_pgn_write_game (expected, XQ_NOTATION_ICCS);
      g_autofree char *b = xq_pgn_write_game (back, XQ_NOTATION_ICCS);
      fprintf (stderr, "XQF round trip changed the game\n--- expected\n%s\n--- read back\n%s\n", a, b);
      abort ();
    }
}

void
fuzz_check_lenient (const XqGame *lenient,
                    const XqGame *strict,
                    GPtrArray    *warnings)
{
  for (guint i = 0; i < warnings->len; i++)
    {
      const XqRecordWarning *w = g_ptr_array_index (warnings, i);
      if (w->game == 0 || (w->line <= 0 && w->offset < 0) || !g_utf8_validate (w->message, -1, NULL))
        {
          fprintf (stderr, "a warning without a place or with bad text: %s\n", w->message);
          abort ();
        }
    }
  if ((strict != NULL) != (lenient != NULL && warnings->len == 0))
    {
      fprintf (stderr, "strict reading %s, lenient reading gave %s with %u warnings\n", strict ? "succeeded" : "failed",
               lenient ? "a game" : "nothing", warnings->len);
      abort ();
    }
  if (strict != NULL && !xq_game_equal (strict, lenient))
    {
      fprintf (stderr, "strict and lenient reading gave different games\n");
      abort ();
    }
  if (lenient != NULL)
    {
      fuzz_check_pgn_round_trip (lenient, XQ_NOTATION_ICCS);
      fuzz_check_xqf_round_trip (lenient);
    }
}
