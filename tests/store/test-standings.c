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
  static const double     net[] = { 2, 2, 0, -2, -2, 0 }; /* 6 won and 5 lost by forfeit in round 2 */
  static const double     progressive[] = { 10, 10, 7, 1, 1, 7 };

  g_test_summary ("Scores and every tie-break value of a six-player event worked by hand; forfeits count "
                  "points and opponents, and in 净胜局 as a win and a loss, but not as wins over the board "
                  "(胜局) or colours");
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

/* A double round robin of six, pairing by pairing (the two games of i–j, from i's side; only the
 * upper triangle is read):
 * W both won (4–0 in game points), w a win and a draw (3–1), d two draws, L and l the same lost.
 * 3 wins every pairing narrowly; 1 crushes 2, 4, 5 and 6 but loses to 3; 2 crushes 4, 5 beats 6
 * narrowly. 局分: 1 = 17, 3 = 15; 场分 (2 for a pairing won, 1 each when level): 3 = 10, 1 = 8. */
static XqEventData *
double_six (const char *tiebreaks)
{
  static const char *const table[6] = {
    /*      1    2    3    4    5    6 */
    /* 1 */ ".WlWWW",
    /* 2 */ "L.lWdd",
    /* 3 */ "ww.www",
    /* 4 */ "LLl.dd",
    /* 5 */ "Lddl.w",
    /* 6 */ "Lddll.",
  };
  XqEventData *d = test_event_new (XQ_SYSTEM_DOUBLE_ROUNDROBIN, 6, NULL, tiebreaks);
  guint        round = 1;

  for (gint64 i = 1; i <= 6; i++)
    for (gint64 j = i + 1; j <= 6; j++)
      {
        char         c = table[i - 1][j - 1];
        XqGameResult first, second; /* i has Red in the first game, Black in the second */

        switch (c)
          {
          case 'W':
            first = XQ_GAME_RESULT_RED_WIN, second = XQ_GAME_RESULT_BLACK_WIN;
            break;
          case 'w':
            first = XQ_GAME_RESULT_RED_WIN, second = XQ_GAME_RESULT_DRAW;
            break;
          case 'L':
            first = XQ_GAME_RESULT_BLACK_WIN, second = XQ_GAME_RESULT_RED_WIN;
            break;
          case 'l':
            first = XQ_GAME_RESULT_BLACK_WIN, second = XQ_GAME_RESULT_DRAW;
            break;
          case 'd':
          default:
            first = second = XQ_GAME_RESULT_DRAW;
            break;
          }
        test_add_game (d, round, i, j, first);
        test_add_game (d, round + 1, j, i, second);
        round += 2;
      }
  return d;
}

static void
test_match_points (void)
{
  g_autoptr (XqEventData) d = double_six ("cxa-14.1");
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);
  g_autoptr (GArray)      criteria = xq_standings_criteria (d);
  static const int        match_points[] = { 8, 4, 10, 2, 4, 2 }, game_points[] = { 17, 9, 15, 5, 8, 6 };

  g_test_summary ("Seed 000 §13.三, CXA 14.2: a two-game round robin ranks by 场分 (2 for a pairing won, 1 "
                  "each when level), then 局分: the player who wins every pairing narrowly is first, ahead "
                  "of the one with more game points");
  for (gint64 e = 1; e <= 6; e++)
    {
      g_assert_cmpint (row_of (s, e)->points, ==, 2 * match_points[e - 1]);
      g_assert_cmpint (row_of (s, e)->game_points, ==, 2 * game_points[e - 1]);
    }
  g_assert_cmpint (g_array_index (s->rows, XqStanding, 0).entry_id, ==, 3);
  g_assert_cmpint (g_array_index (s->rows, XqStanding, 1).entry_id, ==, 1);
  /* 局分 comes first among the criteria, before the preset's 小分. */
  g_assert_cmpint (g_array_index (criteria, XqTiebreak, 0), ==, XQ_TIEBREAK_GAME_POINTS);
  g_assert_cmpint (g_array_index (criteria, XqTiebreak, 1), ==, XQ_TIEBREAK_SONNEBORN_BERGER);
}

static void
test_match_points_then_game_points (void)
{
  g_autoptr (XqEventData) d = double_six ("fouls");
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);
  static const int        order[] = { 3, 1, 2, 5, 6, 4 }, ranks[] = { 1, 2, 3, 4, 5, 6 };

  g_test_summary ("Level on 场分 (2 and 5 with 4), the one with more 局分 is ahead (2: 9, 5: 8), whatever the "
                  "preset; the table after the first cycle is that of a single round robin");
  assert_order (s, order, ranks);
  {
    /* After the first game of every pairing: 场分 is one game's points. */
    g_autoptr (XqEventData) first = double_six ("fouls");
    g_autoptr (XqStandings) s1 = NULL;
    for (guint i = first->games->len; i-- > 0;)
      if (g_array_index (first->games, XqGame, i).round % 2 == 0)
        g_array_remove_index (first->games, i);
    s1 = xq_standings_compute (first, NULL);
    for (guint i = 0; i < s1->rows->len; i++)
      {
        const XqStanding *r = &g_array_index (s1->rows, XqStanding, i);
        g_assert_cmpint (r->points, ==, r->game_points);
      }
  }
}

/* Player 1 of a round robin of nine forfeits all eight games; 2 and 3 draw everything they play. */
static void
test_forfeits_count_as_losses (void)
{
  g_autoptr (XqEventData) d = test_event_new (XQ_SYSTEM_ROUNDROBIN, 9, NULL, "seed-002");
  g_autoptr (XqStandings) s = NULL;
  guint                   round = 1;

  g_test_summary ("Seed 002 净胜局 and seed 000 不败: a forfeit loss counts as a loss (a player who forfeited 8 "
                  "games has net wins −8 and is not unbeaten), a forfeit win as a win; 胜局 stays over the board");
  for (gint64 j = 2; j <= 9; j++)
    test_add_game (d, round++, j % 2 == 0 ? 1 : j, j % 2 == 0 ? j : 1,
                   j % 2 == 0 ? XQ_GAME_RESULT_BLACK_WIN_FORFEIT : XQ_GAME_RESULT_RED_WIN_FORFEIT);
  test_add_game (d, round++, 2, 3, XQ_GAME_RESULT_DRAW);
  test_add_game (d, round++, 4, 5, XQ_GAME_RESULT_DOUBLE_FORFEIT);
  s = xq_standings_compute (d, NULL);
  g_assert_cmpfloat (row_of (s, 1)->values[XQ_TIEBREAK_NET_WINS], ==, -8);
  g_assert_cmpfloat (row_of (s, 1)->values[XQ_TIEBREAK_UNBEATEN], ==, 0);
  g_assert_cmpuint (row_of (s, 1)->forfeits_lost, ==, 8);
  g_assert_cmpuint (row_of (s, 1)->losses, ==, 0);
  /* 2 won by forfeit and drew: net +1, unbeaten, no win over the board. */
  g_assert_cmpfloat (row_of (s, 2)->values[XQ_TIEBREAK_NET_WINS], ==, 1);
  g_assert_cmpfloat (row_of (s, 2)->values[XQ_TIEBREAK_UNBEATEN], ==, 1);
  g_assert_cmpfloat (row_of (s, 2)->values[XQ_TIEBREAK_WINS], ==, 0);
  /* A double forfeit is a loss for both. */
  g_assert_cmpfloat (row_of (s, 4)->values[XQ_TIEBREAK_NET_WINS], ==, 0);
  g_assert_cmpfloat (row_of (s, 4)->values[XQ_TIEBREAK_UNBEATEN], ==, 0);
  g_assert_cmpfloat (row_of (s, 5)->values[XQ_TIEBREAK_NET_WINS], ==, 0);
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
  g_test_add_func ("/xq/store/standings/match-points", test_match_points);
  g_test_add_func ("/xq/store/standings/forfeits-count-as-losses", test_forfeits_count_as_losses);
  g_test_add_func ("/xq/store/standings/match-points-then-game-points", test_match_points_then_game_points);
  g_test_add_func ("/xq/store/standings/scoring", test_scoring_presets);
  g_test_add_func ("/xq/store/standings/parse", test_parse);
  return g_test_run ();
}
