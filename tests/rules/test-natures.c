/* test-natures.c: move natures and protection status on the rule cases of natures.ini
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rule-cases.h"

static char *
natures_to_string (guint natures)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < XQ_N_NATURES; i++)
    if (natures & (1u << i))
      {
        if (s->len)
          g_string_append_c (s, ' ');
        g_string_append (s, xq_nature_to_string ((XqNature) (1u << i)));
      }
  return g_string_free (s, FALSE);
}

static guint
natures_from_string (const char *text)
{
  g_auto (GStrv) parts = g_strsplit (text, " ", -1);
  guint          natures = 0;

  for (guint i = 0; parts[i]; i++)
    {
      int n;
      if (parts[i][0] == '\0')
        continue;
      for (n = 0; n < XQ_N_NATURES; n++)
        if (g_str_equal (parts[i], xq_nature_to_string ((XqNature) (1u << n))))
          break;
      if (n == XQ_N_NATURES)
        g_error ("unknown nature '%s'", parts[i]);
      natures |= 1u << n;
    }
  return natures;
}

static const XqTarget *
target_on (const RuleCase       *c,
           const XqMoveAnalysis *a,
           const char           *square)
{
  XqSquare sq;

  if (!xq_square_from_iccs (square, &sq))
    g_error ("%s: bad square '%s'", c->id, square);
  for (guint t = 0; t < a->n_targets; t++)
    if (a->targets[t].square == sq)
      return &a->targets[t];
  g_error ("%s: no target on %s", c->id, square);
  return NULL;
}

/* "e5:not-new d5:mate-line" against the targets' exclusions; "e5:a5e5 d5:none" against the moves
 * that already won them before the move (the evidence of 29.2). */
static void
check_per_target (const RuleCase       *c,
                  const XqMoveAnalysis *a,
                  const char           *key)
{
  g_autofree char *want = rule_case_get (c, key, NULL);
  g_auto (GStrv)   items = NULL;

  if (want == NULL)
    return;
  items = g_strsplit (want, " ", -1);
  for (guint i = 0; items[i]; i++)
    {
      char           *colon = strchr (items[i], ':');
      const XqTarget *t;
      char            got[5] = "none";

      if (items[i][0] == '\0')
        continue;
      g_assert_nonnull (colon);
      *colon = '\0';
      t = target_on (c, a, items[i]);
      if (g_str_equal (key, "exclusion"))
        g_assert_cmpstr (xq_exclusion_to_string (t->exclusion), ==, colon + 1);
      else
        {
          if (t->prior != XQ_MOVE_NONE)
            xq_move_to_iccs (t->prior, got);
          g_assert_cmpstr (got, ==, colon + 1);
        }
    }
}

/* The cited mating line (杀), as ICCS moves: checks and first replies. */
static void
check_mate_line (const RuleCase       *c,
                 const XqMoveAnalysis *a)
{
  g_autofree char *want = rule_case_get (c, "mate_line", NULL);
  GString         *got = g_string_new (NULL);

  for (guint i = 0; i < a->mate_len; i++)
    {
      char iccs[5];
      xq_move_to_iccs (a->mate_line[i], iccs);
      if (got->len)
        g_string_append_c (got, ' ');
      g_string_append (got, iccs);
    }
  if (want)
    g_assert_cmpstr (got->str, ==, want);
  g_string_free (got, TRUE);
}

static void
test_case (gconstpointer data)
{
  const RuleCase   *c = data;
  g_autofree char  *title = rule_case_get (c, "title", "");
  g_autofree char  *clause = rule_case_get (c, "clause", "");
  g_autofree char  *want_natures = rule_case_get (c, "natures", "");
  g_autofree char  *want_heaviest = rule_case_get (c, "heaviest", NULL);
  g_autofree char  *want_chased = rule_case_get (c, "chased", "");
  g_autofree char  *want_status = rule_case_get (c, "status", "");
  g_autofree char  *summary = g_strdup_printf ("%s (%s)", title, clause);
  g_autofree char  *got_natures = NULL;
  g_autofree char  *wanted = NULL;
  g_auto (GStrv)    statuses = NULL;
  XqAnalysisOptions opts;
  XqMoveAnalysis    a;
  XqPosition        pos = c->start;

  g_test_summary (summary);
  g_assert_cmpuint (c->moves->len, >, 0);
  for (guint i = 0; i + 1 < c->moves->len; i++)
    {
      XqUndo undo;
      xq_position_make (&pos, g_array_index (c->moves, XqMove, i), &undo);
    }
  xq_analysis_options_init (&opts, c->profile);
  xq_analyse_move (&pos, g_array_index (c->moves, XqMove, c->moves->len - 1), &opts, &a);

  got_natures = natures_to_string (a.natures);
  wanted = natures_to_string (natures_from_string (want_natures));
  g_assert_cmpstr (got_natures, ==, wanted);
  if (want_heaviest)
    g_assert_cmpstr (xq_nature_to_string (a.heaviest), ==, want_heaviest);
  g_assert_true (a.chased == rule_case_squares (want_chased));
  check_per_target (c, &a, "exclusion");
  check_per_target (c, &a, "prior");
  check_mate_line (c, &a);
  {
    g_autofree char *want_discovered = rule_case_get (c, "discovered", NULL);
    if (want_discovered)
      g_assert_true (a.discovered == rule_case_squares (want_discovered));
  }

  statuses = g_strsplit (want_status, " ", -1);
  for (guint i = 0; statuses[i]; i++)
    {
      char    *colon = strchr (statuses[i], ':');
      XqSquare sq;
      gboolean found = FALSE;
      if (statuses[i][0] == '\0')
        continue;
      g_assert_nonnull (colon);
      *colon = '\0';
      g_assert_true (xq_square_from_iccs (statuses[i], &sq));
      for (guint t = 0; t < a.n_targets; t++)
        if (a.targets[t].square == sq)
          {
            g_assert_cmpstr (xq_protection_to_string (a.targets[t].eval.status), ==, colon + 1);
            found = TRUE;
          }
      if (!found)
        g_error ("%s: no target on %s", c->id, statuses[i]);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GPtrArray) cases = NULL;
  g_autoptr (GPtrArray) chases = NULL;
  g_autoptr (GPtrArray) threats = NULL;

  g_test_init (&argc, &argv, NULL);
  cases = rule_cases_add ("natures.ini", "/xq/rules/natures", test_case);
  chases = rule_cases_add ("chases.ini", "/xq/rules/chases", test_case);
  threats = rule_cases_add ("threats.ini", "/xq/rules/threats", test_case);
  return g_test_run ();
}
