/* test-text-verdicts.c: the texts an arbiter signs, checked over many made-up cycles
 *
 * Random positions with a few pieces a side, and games of loops back to them ("AB": one loop, then
 * another; "ABA", "AAB" …), so that repetitions of one loop and of several, rulings that change
 * from one occurrence to the next, checks, mate threats and chases of every kind come up. Every
 * text written for them — each move's, the ruling's, the way out's — under the CXA, AXF and 1957
 * profiles in English, simplified and traditional Chinese goes through text-checks.h. Under
 * QILI_TEST_QUICK (the sanitizers and valgrind) a sample.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "cycle-gen.h"
#include "text-checks.h"

static const XqProfile profiles[] = { XQ_PROFILE_CXA, XQ_PROFILE_AXF, XQ_PROFILE_1957 };
static const XqLang    langs[] = { XQ_LANG_EN, XQ_LANG_ZH_CN, XQ_LANG_ZH_TW };
static const char     *patterns[] = { "AA", "AB", "ABA", "AAB", "ABB", "ABAB", "ABC" };

static void
test_generated (void)
{
  gboolean          quick = g_getenv ("QILI_TEST_QUICK") != NULL;
  guint             games = quick ? 12 : 480, made = 0, tries = 0;
  g_autoptr (GRand) rand = g_rand_new_with_seed (26);
  TextChecks        tc = { 0 };

  g_test_summary ("Every text for made-up cycles of one loop and of several, in every profile and language, is one "
                  "an arbiter signs (issue 26)");
  while (made < games && tries < games * 20)
    {
      XqPosition         start;
      XqAnalysisOptions  opts;
      g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
      const char        *pattern = patterns[made % G_N_ELEMENTS (patterns)];
      g_autofree char   *fen = NULL;
      g_autofree char   *source = NULL;

      tries++;
      cycle_gen_position (rand, &start, 5);
      xq_analysis_options_init (&opts, XQ_PROFILE_CXA);
      if (!cycle_gen_game (rand, &start, &opts, pattern, moves))
        continue;
      made++;
      fen = xq_position_to_fen (&start);
      {
        GString *iccs = g_string_new (NULL);
        for (guint i = 0; i < moves->len; i++)
          {
            char m[5];
            xq_move_to_iccs (g_array_index (moves, XqMove, i), m);
            g_string_append_printf (iccs, " %s", m);
          }
        source = g_strdup_printf ("game %u (%s, %s:%s)", made, fen, pattern, iccs->str);
        g_string_free (iccs, TRUE);
      }
      for (guint p = 0; p < G_N_ELEMENTS (profiles); p++)
        for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
          {
            XqTextStyle           style;
            g_autoptr (GPtrArray) blocks = NULL;

            xq_text_style_init (&style, langs[l], profiles[p]);
            blocks = text_walk (&style, &start, (const XqMove *) moves->data, moves->len, 0);
            text_checks_game (&tc, &style, &start, (const XqMove *) moves->data, moves->len, blocks, source);
          }
    }
  g_test_message ("%u games, %u sentences, %u move texts, %u cycle rulings (%u of several loops, %u changed since "
                  "the previous occurrence)",
                  made, tc.sentences, tc.move_texts, tc.rulings, tc.multi_loop, tc.changed);
  g_assert_cmpuint (tc.failures, ==, 0);
  g_assert_cmpuint (made, ==, games);
  if (!quick)
    {
      g_assert_cmpuint (tc.multi_loop, >, 100);
      g_assert_cmpuint (tc.changed, >, 20);
    }
}

/* The checks catch what issue 26 lists as wrong. */
static void
test_checks_catch (void)
{
  static const struct
  {
    XqLang      lang;
    XqProfile   profile;
    const char *text;
  } bad[] = {
    { XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "—攻击黑方7路马。" },
    { XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "红方一捉数闲（闲着为马7进8、马7进8、马8退7），属允许着法。" },
    { XQ_LANG_EN, XQ_PROFILE_CXA, "Red alternates chases with idle moves (the idle moves: H7+8, H7+8 and H8-7)." },
    { XQ_LANG_EN, XQ_PROFILE_CXA, "Chases Black’s rook on file 1 instead, no longer Black’s pawn on file 4: a change." },
    { XQ_LANG_ZH_CN, XQ_PROFILE_AXF, "红方数捉一闲，属允许着法。" },
    { XQ_LANG_ZH_CN, XQ_PROFILE_AXF, "裁决：红方长捉，黑方一捉一闲，属多打对多打；按亚洲规则，双方不变作和。" },
    { XQ_LANG_ZH_CN, XQ_PROFILE_AXF, "依《中国象棋竞赛规则》第26.4条，红方须变着。" },
    { XQ_LANG_EN, XQ_PROFILE_AXF, "Ruling: Red makes several chases to each idle move; under the AXF rules, a draw." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      TextChecks  tc = { 0 };
      XqTextStyle style;

      xq_text_style_init (&style, bad[i].lang, bad[i].profile);
      text_checks_sentence (&tc, &style, bad[i].text, "the issue's examples");
      if (tc.failures == 0)
        g_error ("not caught: %s", bad[i].text);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xq/rules-text/verdicts/checks-catch", test_checks_catch);
  g_test_add_func ("/xq/rules-text/verdicts/generated", test_generated);
  return g_test_run ();
}
