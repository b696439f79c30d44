/* test-perft.c: move generation against known perft counts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xq-rules.h"

/* Entries above this many nodes go to the slow suite. */
#define DEFAULT_SUITE_LIMIT G_GUINT64_CONSTANT (20000000)
/* Up to this many nodes the walk checks every make/unmake (slower: no bulk counting). */
#define CHECKED_LIMIT G_GUINT64_CONSTANT (2000000)

typedef struct
{
  char   *fen;
  int     depth;
  guint64 nodes;
} PerftCase;

static void
perft_case_free (gpointer data)
{
  PerftCase *c = data;

  g_free (c->fen);
  g_free (c);
}

/* Every make/unmake keeps the position consistent and unmake restores it byte for byte. */
static guint64
checked_perft (XqPosition *pos,
               int         depth)
{
  XqMoveList list;
  guint64    nodes = 0;

  if (depth == 0)
    return 1;
  xq_generate_legal (pos, &list);
  g_assert_cmpuint (list.n, ==, xq_count_legal (pos));
  for (guint i = 0; i < list.n; i++)
    {
      XqPosition before = *pos;
      XqUndo     undo;

      g_assert_true (xq_position_is_legal (pos, list.moves[i]));
      xq_position_make (pos, list.moves[i], &undo);
      g_assert_true (xq_position_is_valid (pos));
      g_assert_false (xq_position_king_attacked (pos, xq_color_other (xq_position_side (pos))));
      nodes += checked_perft (pos, depth - 1);
      xq_position_unmake (pos, list.moves[i], &undo);
      g_assert_true (xq_position_is_valid (pos));
      g_assert_cmpmem (&before, sizeof before, pos, sizeof *pos);
    }
  return nodes;
}

static void
test_perft_case (gconstpointer data)
{
  const PerftCase  *c = data;
  XqPosition        pos;
  XqPositionProblem problem;

  g_test_summary ("Legal move paths equal the published perft count (chessprogramming, Fairy-Stockfish).");
  g_assert_true (xq_position_from_fen (&pos, c->fen, &problem));
  /* Under valgrind (QILI_TEST_QUICK) only the small counts; all of them run in the other builds. */
  if (g_getenv ("QILI_TEST_QUICK") && c->nodes > 200000)
    {
      g_test_skip ("large count: not under valgrind");
      return;
    }
  g_assert_cmpuint (xq_perft (&pos, c->depth), ==, c->nodes);
  if (c->nodes <= (g_getenv ("QILI_TEST_QUICK") ? 20000 : CHECKED_LIMIT))
    g_assert_cmpuint (checked_perft (&pos, c->depth), ==, c->nodes);
}

static GPtrArray *
load_cases (void)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_DIST, "data", "perft.epd", NULL);
  g_autofree char   *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv)     lines = NULL;
  GPtrArray         *cases = g_ptr_array_new_with_free_func (perft_case_free);

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto (GStrv) fields = NULL;
      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], ";", -1);
      for (guint f = 1; fields[f]; f++)
        {
          PerftCase *c = g_new0 (PerftCase, 1);
          c->fen = g_strstrip (g_strdup (fields[0]));
          g_assert_true (sscanf (fields[f], "D%d %" G_GUINT64_FORMAT, &c->depth, &c->nodes) == 2);
          g_ptr_array_add (cases, c);
        }
    }
  return cases;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GPtrArray) cases = NULL;
  gboolean              slow = argc > 1 && g_str_equal (argv[argc - 1], "--slow");

  if (slow)
    argc--;
  g_test_init (&argc, &argv, NULL);
  cases = load_cases ();
  for (guint i = 0; i < cases->len; i++)
    {
      PerftCase       *c = cases->pdata[i];
      g_autofree char *name = g_strdup_printf ("/xq/rules/perft/%u-depth%d", i, c->depth);
      if ((c->nodes > DEFAULT_SUITE_LIMIT) == slow)
        g_test_add_data_func (name, c, test_perft_case);
    }
  return g_test_run ();
}
