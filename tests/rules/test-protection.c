/* test-protection.c: protection of a piece against a capture, through the code path of
 * `qili-cli protected` (xq_evaluate_capture), on protection.ini
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rule-cases.h"

static void
test_case (gconstpointer data)
{
  const RuleCase  *c = data;
  g_autofree char *capture = rule_case_get (c, "capture", "");
  g_autofree char *want = rule_case_get (c, "protected", "");
  g_autofree char *want_status = rule_case_get (c, "status", NULL);
  g_autofree char *title = rule_case_get (c, "title", "");
  g_autofree char *clause = rule_case_get (c, "clause", "");
  g_autofree char *summary = g_strdup_printf ("%s (%s)", title, clause);
  XqPosition       pos = c->start;
  XqCaptureEval    e;
  XqMove           move;
  gboolean         got, ok;

  g_test_summary (summary);
  g_assert_true (xq_move_from_iccs (capture, &move));
  xq_evaluate_capture (&pos, move, &e);
  g_assert_true (xq_position_same (&pos, &c->start));
  got = e.defenders != 0;
  ok = got == g_str_equal (want, "true") &&
       (want_status == NULL || g_str_equal (xq_protection_to_string (e.status), want_status));
  if (!ok && rule_case_known_failure (c))
    {
      g_test_incomplete ("known disagreement with the case data (see known_failure)");
      return;
    }
  if (ok && rule_case_known_failure (c))
    g_test_message ("%s: listed as a known failure but now agrees; update protection.ini", c->id);
  g_assert_cmpstr (got ? "true" : "false", ==, want);
  if (want_status)
    g_assert_cmpstr (xq_protection_to_string (e.status), ==, want_status);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GPtrArray) cases = NULL;

  g_test_init (&argc, &argv, NULL);
  cases = rule_cases_add ("protection.ini", "/xq/rules/protection", test_case);
  return g_test_run ();
}
