/* test-rulings.c: cycle verdicts (棋例) on the rule cases of the cycles-*.ini (cycles-1957.ini: seed
 * 000 by its letter; cycles-loops.ini: repetitions made of several loops) and axf-repetition.ini
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rule-cases.h"

static void
check_optional (const RuleCase *c,
                const char     *key,
                const char     *got)
{
  g_autofree char *want = rule_case_get (c, key, NULL);

  if (want)
    g_assert_cmpstr (got, ==, want);
}

static void
test_case (gconstpointer data)
{
  const RuleCase            *c = data;
  g_autofree char           *title = rule_case_get (c, "title", "");
  g_autofree char           *clause = rule_case_get (c, "clause", "");
  g_autofree char           *want = rule_case_get (c, "result", "*");
  g_autofree char           *summary = g_strdup_printf ("%s (%s)", title, clause);
  g_autofree char           *plies = rule_case_get (c, "plies", NULL);
  XqJudgeOptions             opts;
  XqRuling                   r;
  g_autofree XqMoveAnalysis *analyses = g_new0 (XqMoveAnalysis, MAX (1, c->moves->len));

  g_autofree char           *limit = rule_case_get (c, "move_limit", "0");
  g_autofree char           *from = rule_case_get (c, "from_ply", "0");

  g_test_summary (summary);
  xq_judge_options_init (&opts, c->profile);
  opts.move_limit = (guint) g_ascii_strtoull (limit, NULL, 10);
  opts.move_limit_from = (guint) g_ascii_strtoull (from, NULL, 10);
  xq_judge (&c->start, (const XqMove *) c->moves->data, c->moves->len, &opts, &r, analyses);

  if (!g_str_equal (xq_result_to_string (r.result), want) && rule_case_known_failure (c))
    {
      g_test_incomplete ("known disagreement with the case data (see known_failure)");
      return;
    }
  g_assert_cmpstr (xq_result_to_string (r.result), ==, want);
  check_optional (c, "must_change", r.must_change_set ? (r.must_change == XQ_RED ? "red" : "black") : "none");
  check_optional (c, "reason", xq_reason_to_string (r.reason));
  if (r.has_cycle)
    {
      g_autofree char *first = g_strdup_printf ("%u", r.first_ply);
      check_optional (c, "first_ply", first);
      check_optional (c, "red_pattern", xq_pattern_to_string (r.side[XQ_RED].pattern));
      check_optional (c, "black_pattern", xq_pattern_to_string (r.side[XQ_BLACK].pattern));
      /* The loops of the cycle, each judged by itself: "2-5 0-1, 6-9 0-1" (its plies, its result) */
      {
        g_autoptr (GString) loops = g_string_new (NULL);
        g_autofree char    *previous = NULL;
        g_autoptr (GString) occ = g_string_new (NULL);

        for (guint i = 0; i < MIN (r.n_loops, XQ_MAX_LOOPS); i++)
          g_string_append_printf (loops, "%s%u-%u %s", i ? ", " : "", r.loops[i].first_ply, r.loops[i].last_ply,
                                  xq_result_to_string (r.loops[i].verdict.result));
        check_optional (c, "loops", loops->str);
        for (guint i = 0; i < MIN (r.repetitions, XQ_MAX_OCCURRENCES); i++)
          g_string_append_printf (occ, "%s%u", i ? " " : "", r.occurrences[i]);
        check_optional (c, "occurrences", occ->str);
        /* The ruling at the previous occurrence, where the last loop changed it: "5 0-1" */
        previous = r.changed ? g_strdup_printf ("%u %s", r.previous_ply, xq_result_to_string (r.previous.result))
                             : g_strdup ("none");
        check_optional (c, "previous", previous);
      }
    }
  /* The heaviest nature of each move of the cycle, in order ("check chase idle …"). */
  if (plies)
    {
      g_auto (GStrv) want_plies = g_strsplit (plies, " ", -1);
      g_assert_true (r.has_cycle);
      g_assert_cmpuint (g_strv_length (want_plies), ==, r.last_ply - r.first_ply + 1);
      for (guint i = 0; want_plies[i]; i++)
        g_assert_cmpstr (xq_nature_to_string (analyses[r.first_ply - 1 + i].heaviest), ==, want_plies[i]);
    }
}

static void
add_file (const char *name,
          GPtrArray  *keep)
{
  g_autofree char *base = g_strndup (name, strlen (name) - 4);
  g_autofree char *prefix = g_strdup_printf ("/xq/rules/rulings/%s", base);

  g_ptr_array_add (keep, rule_cases_add (name, prefix, test_case));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GPtrArray) keep = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  g_test_init (&argc, &argv, NULL);
  add_file ("axf-repetition.ini", keep);
  add_file ("cycles-cxa.ini", keep);
  add_file ("cycles-chases.ini", keep);
  add_file ("cycles-1957.ini", keep);
  add_file ("cycles-loops.ini", keep);
  add_file ("cycles-threats.ini", keep);
  return g_test_run ();
}
