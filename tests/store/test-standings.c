/* test-standings.c: every tie-break on hand-worked examples
 *
 * The six-player event below (2/1/0 scoring, worked by hand):
 *   R1  1–4 1-0    5–2 0-1    3–6 ½ (Red: 1 违例)
 *   R2  2–1 ½      6–5 +-     4–3 0-1
 *   R3  1–6 1-0    3–2 0-1    5–4 ½
 * Points: 1 = 5, 2 = 5, 3 = 3, 6 = 3, 4 = 1, 5 = 1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "test-util.h"
#include "xq-standings.h"
#include "xq-store-error.h"

static XqEventData *
six (const char *tiebreaks)
{
  XqEventData *d = test_event_new (XQ_SYSTEM_SWISS, 6, NULL, tiebreaks);

  test_add_game (d, 1, 1, 4, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 1, 5, 2, XQ_GAME_RESULT_BLACK_WIN);
  test_add_game (d, 1, 3, 6, XQ_GAME_RESULT_DRAW)->red_violations = 1;
  test_add_game (d, 2, 2, 1, XQ_GAME_RESULT_DRAW);
  test_add_game (d, 2, 6, 5, XQ_GAME_RESULT_RED_WIN_FORFEIT);
  test_add_game (d, 2, 4, 3, XQ_GAME_RESULT_BLACK_WIN);
  test_add_game (d, 3, 1, 6, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 3, 3, 2, XQ_GAME_RESULT_BLACK_WIN);
  test_add_game (d, 3, 5, 4, XQ_GAME_RESULT_DRAW);
  return d;
}

static const XqStanding *
row_of (XqStandings *s,
        gint64       entry)
{
  for (guint i = 0; i < s->rows->len; i++)
    if (g_array_index (s->rows, XqStanding, i).entry_id == entry)
      return &g_array_index (s->rows, XqStanding, i);
  g_assert_not_reached ();
}

static void
assert_order (XqStandings *s,
              const int   *entries,
              const int   *ranks)
{
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding *r = &g_array_index (s->rows, XqStanding, i);
      if (r->entry_id != entries[i] || (int) r->rank != ranks[i])
        g_error ("row %u: entry %" G_GINT64_FORMAT " rank %u, expected entry %d rank %d", i, r->entry_id, r->rank,
                 entries[i], ranks[i]);
    }
}

static void
test_values (void)
{
  g_autoptr (XqEventData) d = six ("cxa-14.3.1");
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);
  static const int        points[] = { 10, 10, 6, 2, 2, 6 };
  static const double     sb[] = { 6.5, 6.5, 2.5, 0.5, 0.5, 2.5 };
  static const double     wins[] = { 2, 2, 1, 0, 0, 0 };
  static const double     black_games[] = { 1, 2, 1, 2, 0, 2 };
  static const double     black_wins[] = { 0, 2, 1, 0, 0, 0 };
  static const double     fouls[] = { 0, 0, 1, 0, 0, 0 };
  static const double     unbeaten[] = { 1, 1, 0, 0, 0, 0 };
  static const double     net[] = { 2, 2, 0, -2, -1, -1 };
  static const double     progressive[] = { 10, 10, 7, 1, 1, 7 };

  g_test_summary ("Scores and every tie-break value of a six-player event worked by hand; forfeits count "
                  "points and opponents but not wins, losses or colours");
  for (gint64 e = 1; e <= 6; e++)
    {
      const XqStanding *r = row_of (s, e);
      g_assert_cmpint (r->points, ==, points[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_BUCHHOLZ], ==, 9.0);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_SONNEBORN_BERGER], ==, sb[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_WINS], ==, wins[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_BLACK_GAMES], ==, black_games[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_BLACK_WINS], ==, black_wins[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_FOULS], ==, fouls[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_UNBEATEN], ==, unbeaten[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_NET_WINS], ==, net[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_PROGRESSIVE], ==, progressive[e - 1]);
      g_assert_cmpfloat (r->values[XQ_TIEBREAK_GAME_POINTS], ==, points[e - 1] / 2.0);
    }
  /* 累进分 without round 1, then without rounds 1–2; scores after round 2, then round 1. */
  g_assert_cmpuint (row_of (s, 1)->progressive_cut->len, ==, 2);
  g_assert_cmpint (g_array_index (row_of (s, 1)->progressive_cut, int, 0), ==, 16);
  g_assert_cmpint (g_array_index (row_of (s, 1)->progressive_cut, int, 1), ==, 10);
  g_assert_cmpint (g_array_index (row_of (s, 3)->earlier_rounds, int, 0), ==, 6);
  g_assert_cmpint (g_array_index (row_of (s, 3)->earlier_rounds, int, 1), ==, 2);
  g_assert_cmpint (g_array_index (row_of (s, 6)->earlier_rounds, int, 1), ==, 2);
}

/* A new event has no players yet: its standings are an empty table, not a crash (an ASan/UBSan
 * finding: the empty row array went to qsort as NULL). */
static void
test_empty (void)
{
  g_autoptr (XqEventData) d = test_event_new (XQ_SYSTEM_SWISS, 0, NULL, "cxa-14.3.1");
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);

  g_test_summary ("An event without players has empty standings");
  g_assert_nonnull (s);
  g_assert_cmpuint (s->rows->len, ==, 0);
}

static void
test_cxa_14_3_1 (void)
{
  g_autoptr (XqEventData) d = six ("cxa-14.3.1");
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);
  static const int        order[] = { 2, 1, 3, 6, 4, 5 }, ranks[] = { 1, 2, 3, 4, 5, 6 };

  g_test_summary ("CXA 14.3.1 (对手分 → 胜局 → 犯规 → 后走局数 → earlier rounds): 2 over 1 on games with Black, "
                  "3 over 6 on wins, 4 over 5 on games with Black");
  assert_order (s, order, ranks);
}

static void
test_axf (void)
{
  g_autoptr (XqEventData) d = six ("axf");
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);
  static const int        order[] = { 2, 1, 3, 6, 4, 5 }, ranks[] = { 1, 2, 3, 4, 5, 6 };

  g_test_summary ("AXF (Buchholz → direct → wins → Black wins → Black games → fouls)");
  assert_order (s, order, ranks);
}

static void
test_seed_000 (void)
{
  g_autoptr (XqEventData) d = six ("seed-000");
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);
  static const int        order[] = { 1, 2, 6, 3, 4, 5 }, ranks[] = { 1, 1, 3, 4, 5, 5 };

  g_test_summary ("Seed 000 (direct → unbeaten → fewer 违例 → shared place): 1 and 2 share first, "
                  "6 passes 3 on 违例, 4 and 5 share fifth");
  assert_order (s, order, ranks);
}

static void
test_progressive (void)
{
  g_autoptr (XqEventData) d = six ("cxa-14.3.2");
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);
  static const int        order[] = { 2, 1, 3, 6, 4, 5 }, ranks[] = { 1, 2, 3, 4, 5, 6 };

  g_test_summary ("CXA 14.3.2 (累进分 → 胜局 → 犯规 → 后走局数 → dropping first rounds)");
  assert_order (s, order, ranks);
}

/* A round robin of four (2/1/0):
 *   R1  1–4 1-0   2–3 1-0
 *   R2  4–3 ½     1–2 0-1
 *   R3  2–4 0-1   3–1 0-1
 * 1 and 2 have 4 points; 小分 1 = 3 + 1 = 4, 2 = 1 + 4 = 5. */
static void
test_cxa_14_1 (void)
{
  g_autoptr (XqEventData) d = test_event_new (XQ_SYSTEM_ROUNDROBIN, 4, NULL, "cxa-14.1");
  g_autoptr (XqStandings) s = NULL;
  static const int        order[] = { 2, 1, 4, 3 }, ranks[] = { 1, 2, 3, 4 };

  g_test_summary ("CXA 14.1 (小分 → 胜局 → 直胜 → 犯规 → 后走局数): Sonneborn-Berger decides between 4-point players");
  test_add_game (d, 1, 1, 4, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 1, 2, 3, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 2, 4, 3, XQ_GAME_RESULT_DRAW);
  test_add_game (d, 2, 1, 2, XQ_GAME_RESULT_BLACK_WIN);
  test_add_game (d, 3, 2, 4, XQ_GAME_RESULT_BLACK_WIN);
  test_add_game (d, 3, 3, 1, XQ_GAME_RESULT_BLACK_WIN);
  s = xq_standings_compute (d, NULL);
  assert_order (s, order, ranks);
  g_assert_cmpfloat (row_of (s, 1)->values[XQ_TIEBREAK_SONNEBORN_BERGER], ==, 4.0);
  g_assert_cmpfloat (row_of (s, 2)->values[XQ_TIEBREAK_SONNEBORN_BERGER], ==, 5.0);
}

/* Four players: 1 beats 3 and 4 but loses to 2; 2 draws with 3 and 4. 1 and 2 have 4 points. */
static XqEventData *
direct_event (const char *tiebreaks)
{
  XqEventData *d = test_event_new (XQ_SYSTEM_ROUNDROBIN, 4, NULL, tiebreaks);

  test_add_game (d, 1, 1, 4, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 1, 2, 3, XQ_GAME_RESULT_DRAW);
  test_add_game (d, 2, 4, 3, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 2, 1, 2, XQ_GAME_RESULT_BLACK_WIN);
  test_add_game (d, 3, 2, 4, XQ_GAME_RESULT_DRAW);
  test_add_game (d, 3, 3, 1, XQ_GAME_RESULT_BLACK_WIN);
  return d;
}

static void
test_direct (void)
{
  g_autoptr (XqEventData) a = direct_event ("direct,wins");
  g_autoptr (XqEventData) b = direct_event ("wins,direct");
  g_autoptr (XqStandings) sa = xq_standings_compute (a, NULL);
  g_autoptr (XqStandings) sb = xq_standings_compute (b, NULL);
  static const int        order_a[] = { 2, 1, 4, 3 }, order_b[] = { 1, 2, 4, 3 }, ranks[] = { 1, 2, 3, 4 };

  g_test_summary ("直胜: of two players level on points, the winner of their game is ahead when direct "
                  "encounter comes first; wins first puts the player with more wins ahead");
  assert_order (sa, order_a, ranks);
  g_assert_cmpfloat (g_array_index (sa->rows, XqStanding, 0).values[XQ_TIEBREAK_DIRECT], ==, 2.0);
  assert_order (sb, order_b, ranks);
}

/* A bye's opponent is the lowest score in the field, or zero. */
static void
test_bye_opponent (void)
{
  g_autoptr (XqEventData) d = test_event_new (XQ_SYSTEM_SWISS, 3, NULL, "buchholz");
  g_autoptr (XqStandings) s = NULL;

  g_test_summary ("The bye's opponent counts as the lowest score in the field for Buchholz (option: zero)");
  test_add_game (d, 1, 1, 2, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 1, 3, 0, XQ_GAME_RESULT_NONE);
  test_add_game (d, 2, 2, 3, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 2, 1, 0, XQ_GAME_RESULT_NONE);
  s = xq_standings_compute (d, NULL);
  /* Points 1 = 4, 2 = 2, 3 = 2 (byes score a win); lowest = 2 points. */
  g_assert_cmpint (row_of (s, 1)->points, ==, 8);
  g_assert_cmpfloat (row_of (s, 1)->values[XQ_TIEBREAK_BUCHHOLZ], ==, 4.0);
  g_assert_cmpfloat (row_of (s, 2)->values[XQ_TIEBREAK_BUCHHOLZ], ==, 6.0);
  g_assert_cmpfloat (row_of (s, 3)->values[XQ_TIEBREAK_BUCHHOLZ], ==, 4.0);
  d->event.bye_opponent = XQ_BYE_OPPONENT_ZERO;
  xq_standings_free (g_steal_pointer (&s));
  s = xq_standings_compute (d, NULL);
  g_assert_cmpfloat (row_of (s, 1)->values[XQ_TIEBREAK_BUCHHOLZ], ==, 2.0);
  g_assert_cmpfloat (row_of (s, 3)->values[XQ_TIEBREAK_BUCHHOLZ], ==, 2.0);
}

static void
test_scoring_presets (void)
{
  g_test_summary ("Scoring presets 2/1/0, 3/1/0, 3/1/0 with a Black draw worth 2 (CXA 13.3), 1/½/0; forfeits");
  g_assert_cmpint (xq_scoring_red_points (XQ_SCORING_2_1_0, XQ_GAME_RESULT_RED_WIN), ==, 4);
  g_assert_cmpint (xq_scoring_black_points (XQ_SCORING_2_1_0, XQ_GAME_RESULT_DRAW), ==, 2);
  g_assert_cmpint (xq_scoring_red_points (XQ_SCORING_3_1_0, XQ_GAME_RESULT_RED_WIN), ==, 6);
  g_assert_cmpint (xq_scoring_black_points (XQ_SCORING_3_1_0, XQ_GAME_RESULT_DRAW), ==, 2);
  g_assert_cmpint (xq_scoring_red_points (XQ_SCORING_3_1_0_BLACK2, XQ_GAME_RESULT_DRAW), ==, 2);
  g_assert_cmpint (xq_scoring_black_points (XQ_SCORING_3_1_0_BLACK2, XQ_GAME_RESULT_DRAW), ==, 4);
  g_assert_cmpint (xq_scoring_black_points (XQ_SCORING_1_HALF_0, XQ_GAME_RESULT_DRAW), ==, 1);
  g_assert_cmpint (xq_scoring_red_points (XQ_SCORING_1_HALF_0, XQ_GAME_RESULT_RED_WIN_FORFEIT), ==, 2);
  g_assert_cmpint (xq_scoring_black_points (XQ_SCORING_1_HALF_0, XQ_GAME_RESULT_RED_WIN_FORFEIT), ==, 0);
  g_assert_cmpint (xq_scoring_red_points (XQ_SCORING_2_1_0, XQ_GAME_RESULT_DOUBLE_FORFEIT), ==, 0);
  g_assert_cmpint (xq_scoring_black_points (XQ_SCORING_2_1_0, XQ_GAME_RESULT_DOUBLE_FORFEIT), ==, 0);
}

static void
test_parse (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) list = xq_tiebreaks_parse ("buchholz, wins,fouls", &error);
  g_autoptr (GArray) bad = NULL;

  g_test_summary ("Tie-break lists: presets or names; unknown or repeated names are refused");
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 3);
  g_assert_cmpint (g_array_index (list, XqTiebreak, 2), ==, XQ_TIEBREAK_FOULS);
  bad = xq_tiebreaks_parse ("buchholz,luck", &error);
  g_assert_null (bad);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  bad = xq_tiebreaks_parse ("wins,wins", &error);
  g_assert_null (bad);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/store/standings/values", test_values);
  g_test_add_func ("/xq/store/standings/empty", test_empty);
  g_test_add_func ("/xq/store/standings/cxa-14.1", test_cxa_14_1);
  g_test_add_func ("/xq/store/standings/cxa-14.3.1", test_cxa_14_3_1);
  g_test_add_func ("/xq/store/standings/cxa-14.3.2", test_progressive);
  g_test_add_func ("/xq/store/standings/axf", test_axf);
  g_test_add_func ("/xq/store/standings/seed-000", test_seed_000);
  g_test_add_func ("/xq/store/standings/direct", test_direct);
  g_test_add_func ("/xq/store/standings/bye-opponent", test_bye_opponent);
  g_test_add_func ("/xq/store/standings/scoring", test_scoring_presets);
  g_test_add_func ("/xq/store/standings/parse", test_parse);
  return g_test_run ();
}
