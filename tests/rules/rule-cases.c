/* rule-cases.c: shared helpers of the rule-case tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rule-cases.h"

static void
rule_case_free (gpointer data)
{
  RuleCase *c = data;

  g_free (c->file);
  g_free (c->id);
  g_key_file_unref (c->keys);
  g_array_unref (c->moves);
  g_free (c);
}

char *
rule_case_get (const RuleCase *c,
               const char     *key,
               const char     *fallback)
{
  char *v = g_key_file_get_string (c->keys, c->id, key, NULL);

  return v ? v : g_strdup (fallback);
}

XqBitboard
rule_case_squares (const char *text)
{
  g_auto (GStrv) parts = g_strsplit_set (text ? text : "", " ,", -1);
  XqBitboard     set = 0;

  for (guint i = 0; parts[i]; i++)
    {
      XqSquare sq;
      if (parts[i][0] == '\0')
        continue;
      if (!xq_square_from_iccs (parts[i], &sq))
        g_error ("bad square '%s'", parts[i]);
      set |= xq_bb_square (sq);
    }
  return set;
}

gboolean
rule_case_known_failure (const RuleCase *c)
{
  g_autofree char *why = rule_case_get (c, "known_failure", NULL);

  if (why == NULL)
    return FALSE;
  g_test_message ("%s: known disagreement with the case data: %s", c->id, why);
  return TRUE;
}

GPtrArray *
rule_cases_load (const char *name)
{
  g_autofree char     *path = g_test_build_filename (G_TEST_DIST, "data", "rulings", name, NULL);
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_autoptr (GError)   error = NULL;
  g_auto (GStrv)       groups = NULL;
  GPtrArray           *cases = g_ptr_array_new_with_free_func (rule_case_free);

  if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, &error))
    g_error ("%s: %s", path, error->message);
  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i]; i++)
    {
      RuleCase         *c = g_new0 (RuleCase, 1);
      g_autofree char  *fen = NULL, *moves = NULL, *profile = NULL;
      g_auto (GStrv)    parts = NULL;
      XqPositionProblem problem;
      XqPosition        pos;

      c->file = g_strdup (name);
      c->id = g_strdup (groups[i]);
      c->keys = g_key_file_ref (keys);
      c->moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
      fen = rule_case_get (c, "fen", XQ_START_FEN);
      moves = rule_case_get (c, "moves", "");
      profile = rule_case_get (c, "profile", "cxa");
      if (!xq_position_from_fen_flags (&c->start, fen, XQ_FEN_ALLOW_UNREACHABLE, &problem))
        g_error ("%s [%s]: bad FEN (problem %d)", name, c->id, problem.code);
      if (!xq_profile_from_string (profile, &c->profile))
        g_error ("%s [%s]: bad profile %s", name, c->id, profile);
      pos = c->start;
      parts = g_strsplit (moves, " ", -1);
      for (guint m = 0; parts[m]; m++)
        {
          XqMove move;
          XqUndo undo;
          if (parts[m][0] == '\0')
            continue;
          if (!xq_move_from_iccs (parts[m], &move) || !xq_position_is_legal (&pos, move))
            g_error ("%s [%s]: move %u '%s' is not legal", name, c->id, m + 1, parts[m]);
          g_array_append_val (c->moves, move);
          xq_position_make (&pos, move, &undo);
        }
      g_ptr_array_add (cases, c);
    }
  return cases;
}

GPtrArray *
rule_cases_add (const char   *name,
                const char   *prefix,
                GTestDataFunc func)
{
  GPtrArray *cases = rule_cases_load (name);

  for (guint i = 0; i < cases->len; i++)
    {
      const RuleCase  *c = cases->pdata[i];
      g_autofree char *path = g_strdup_printf ("%s/%s", prefix, c->id);
      g_test_add_data_func (path, c, func);
    }
  return cases;
}
