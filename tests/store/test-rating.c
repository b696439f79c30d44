/* test-rating.c: rating changes and performance ratings against worked FIDE examples
 *
 * Every figure below is worked by hand from the FIDE Rating Regulations (Handbook B.02, effective
 * 1 March 2024; 8.3.1 as amended from 1 October 2025): table 8.1.2 (D → PD), table 8.1.1
 * (p → dp), 8.3.1 (the 400-point rule and its 2650 exemption), 8.3.2 (ΣΔR × K), 8.3.3 (K),
 * 8.3.4 (rounding, 0.5 away from zero), 8.2 (a first rating) and the Title Regulations 1.4.9
 * (Rp = Ra + dp). The working is written next to each figure.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "test-util.h"
#include "xq-event-ratings.h"
#include "xq-rating.h"

/* Table 8.1.2 at the edges of its rows, both columns. */
static void
test_table_812 (void)
{
  static const struct
  {
    int d, pd;
  } cases[] = {
    { 0, 50 },
    { 3, 50 },
    { 4, 51 },
    { -4, 49 },
    { 10, 51 },
    { 11, 52 },
    { 61, 58 },
    { 62, 59 },
    { 91, 62 },
    { 92, 63 },
    { -98, 37 },
    { -99, 36 },
    { 153, 70 },
    { 154, 71 },
    { 197, 75 },
    { -197, 25 },
    { 198, 76 },
    { 344, 88 },
    { 345, 89 },
    { 391, 91 },
    { 392, 92 },
    { 400, 92 },
    { -400, 8 },
    { 411, 92 },
    { 412, 93 },
    { 456, 94 },
    { 457, 95 },
    { 517, 96 },
    { 518, 97 },
    { 559, 97 },
    { 560, 98 },
    { 619, 98 },
    { 620, 99 },
    { 735, 99 },
    { 736, 100 },
    { -736, 0 },
    { -735, 1 },
    { 2000, 100 },
  };

  g_test_summary ("FIDE Rating Regulations table 8.1.2: the score probability PD of the higher (H) and "
                  "lower (L) rated player at the edges of the rows");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int pd = xq_rating_expected_score (cases[i].d);
      if (pd != cases[i].pd)
        g_error ("D = %d: PD .%02d, table 8.1.2 says .%02d", cases[i].d, pd, cases[i].pd);
    }
  /* H + L = 1 in every row. */
  for (int d = 0; d <= 800; d++)
    g_assert_cmpint (xq_rating_expected_score (d) + xq_rating_expected_score (-d), ==, 100);
}

/* Table 8.1.1 and its mirror. */
static void
test_table_811 (void)
{
  static const int p[] = { 100, 99, 92, 83, 75, 67, 60, 57, 51, 50, 49, 40, 33, 25, 8, 1, 0 };
  static const int dp[] = { 800, 677, 401, 273, 193, 125, 72, 50, 7, 0, -7, -72, -125, -193, -401, -677, -800 };

  g_test_summary ("FIDE Rating Regulations table 8.1.1: dp for a score fraction p");
  for (guint i = 0; i < G_N_ELEMENTS (p); i++)
    g_assert_cmpint (xq_rating_dp (p[i]), ==, dp[i]);
  for (int x = 0; x <= 100; x++)
    g_assert_cmpint (xq_rating_dp (x), ==, -xq_rating_dp (100 - x));
}

/* 8.3.1: the 400-point rule, worked for both players of one game. */
static void
test_400_points (void)
{
  g_test_summary ("FIDE 8.3.1: a difference over 400 points counts as 400 (below 2650)");

  /* A (1800, K 20) draws B (2300, K 20). D = −500 counts as −400: PD of A = L of 392–411 = .08;
   * ΔR = .50 − .08 = .42; × 20 = 8.4 → +8. Without the rule PD would be .04 (485–517): +9. */
  g_assert_cmpint (xq_rating_effective_difference (XQ_RATING_FIDE, 1800, 2300), ==, -400);
  g_assert_cmpint (xq_rating_game_delta (XQ_RATING_FIDE, 1800, 2300, 1), ==, 42);
  g_assert_cmpint (xq_rating_change (42, 20), ==, 8);
  g_assert_cmpint (xq_rating_change (50 - xq_rating_expected_score (-500), 20), ==, 9);
  /* B: D = +500 counts as +400: PD = H of 392–411 = .92; ΔR = .50 − .92 = −.42; × 20 = −8.4 → −8. */
  g_assert_cmpint (xq_rating_game_delta (XQ_RATING_FIDE, 2300, 1800, 1), ==, -42);
  g_assert_cmpint (xq_rating_change (-42, 20), ==, -8);

  /* Exactly 400 and 401: the same PD (.92), the rule changes nothing there. */
  g_assert_cmpint (xq_rating_game_delta (XQ_RATING_FIDE, 2400, 2000, 2), ==, 8);
  g_assert_cmpint (xq_rating_game_delta (XQ_RATING_FIDE, 2401, 2000, 2), ==, 8);
  /* 735 points apart: capped at 400 the stronger player still expects .92, not .99. */
  g_assert_cmpint (xq_rating_game_delta (XQ_RATING_FIDE, 2735, 2000, 0), ==, -99); /* 2650+: uncapped */
  g_assert_cmpint (xq_rating_game_delta (XQ_RATING_FIDE, 2635, 1900, 0), ==, -92);
}

/* 8.3.1 from 1 October 2025: a player rated 2650 or more uses the real difference. */
static void
test_2650_exemption (void)
{
  g_test_summary ("FIDE 8.3.1 (1 October 2025): from 2650 the real difference is used; the club method caps always");

  /* A (2700, K 10) loses to B (2100, K 20). A: D = +600, not capped: PD = .98 (560–619);
   * ΔR = −.98; × 10 = −9.8 → −10 (capped it would be .92: −9.2 → −9). */
  g_assert_cmpint (xq_rating_effective_difference (XQ_RATING_FIDE, 2700, 2100), ==, 600);
  g_assert_cmpint (xq_rating_change (xq_rating_game_delta (XQ_RATING_FIDE, 2700, 2100, 0), 10), ==, -10);
  /* B is under 2650: D = −600 counts as −400: PD = .08; ΔR = .92; × 20 = 18.4 → +18. */
  g_assert_cmpint (xq_rating_change (xq_rating_game_delta (XQ_RATING_FIDE, 2100, 2700, 2), 20), ==, 18);
  /* 2649 is capped. */
  g_assert_cmpint (xq_rating_effective_difference (XQ_RATING_FIDE, 2649, 2100), ==, 400);
  /* The club method caps everyone. */
  g_assert_cmpint (xq_rating_effective_difference (XQ_RATING_CLUB, 2700, 2100), ==, 400);
  g_assert_cmpint (xq_rating_change (xq_rating_game_delta (XQ_RATING_CLUB, 2700, 2100, 0), 10), ==, -9);
}

/* 8.3.4: the change is rounded to the nearest whole number, 0.5 away from zero. */
static void
test_rounding (void)
{
  g_test_summary ("FIDE 8.3.4: the rating change is rounded, 0.5 away from zero");

  /* A (2405, K 10) loses to B (2600): D = −195, PD = L of 189–197 = .25; ΔR = −.25; × 10 = −2.5 → −3. */
  g_assert_cmpint (xq_rating_game_delta (XQ_RATING_FIDE, 2405, 2600, 0), ==, -25);
  g_assert_cmpint (xq_rating_change (-25, 10), ==, -3);
  /* A draws instead: ΔR = .50 − .25 = .25; × 10 = 2.5 → +3. */
  g_assert_cmpint (xq_rating_change (xq_rating_game_delta (XQ_RATING_FIDE, 2405, 2600, 1), 10), ==, 3);
  g_assert_cmpint (xq_rating_change (249, 1), ==, 2); /* 2.49 → 2 */
  g_assert_cmpint (xq_rating_change (-249, 1), ==, -2);
  g_assert_cmpint (xq_rating_change (150, 1), ==, 2); /* 1.5 → 2 */
  g_assert_cmpint (xq_rating_change (-150, 1), ==, -2);
  g_assert_cmpint (xq_rating_change (0, 40), ==, 0);
}

/* 8.3.3: K by the FIDE conditions, in the order FIDE's published K follow. */
static void
test_k (void)
{
  XqRatingPlayer p;

  g_test_summary ("FIDE 8.3.3: K = 40 / 20 / 10 by the player's history, and K × n ≤ 700");

  /* An established adult under 2400. */
  p = (XqRatingPlayer){ 2150, 0, 120, 2200, 1980 };
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 9), ==, 20);
  /* Once 2400 was published: 10, even after dropping below. */
  p = (XqRatingPlayer){ 2350, 0, 300, 2410, 1980 };
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 9), ==, 10);
  /* Fewer than 30 games: 40. */
  p = (XqRatingPlayer){ 1650, 0, 12, 1650, 1990 };
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 9), ==, 40);
  /* A junior until the end of the year of the 18th birthday, under 2300: 40. */
  p = (XqRatingPlayer){ 2100, 0, 200, 2150, 2008 };
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 9), ==, 40);
  /* The year after: 20. */
  g_assert_cmpuint (xq_rating_fide_k (&p, 2027, 9), ==, 20);
  /* A junior who once reached 2300: 20. */
  p = (XqRatingPlayer){ 2250, 0, 200, 2310, 2010 };
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 9), ==, 20);
  /* A K published on a rating list is used as it is. */
  p = (XqRatingPlayer){ 2250, 40, 200, 2250, 1970 };
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 9), ==, 40);
  /* Unknown history: an established player. */
  p = (XqRatingPlayer){ 1900, 0, -1, 0, 0 };
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 9), ==, 20);
  /* K × n ≤ 700: with 35 games 20 stays (700), with 36 it is 19, with 39 it is 17. */
  p = (XqRatingPlayer){ 2000, 0, 500, 2000, 1970 };
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 35), ==, 20);
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 36), ==, 19);
  g_assert_cmpuint (xq_rating_fide_k (&p, 2026, 39), ==, 17);
}

/* Ra and Rp (Title Regulations 1.4.9 with table 8.1.1). */
static void
test_performance (void)
{
  g_test_summary ("Performance rating Rp = Ra + dp (table 8.1.1), Ra and p rounded, 0.5 up");

  /* 5 games, 3 points against 2250, 2050, 2180, 2400, 1900: Ra = 10780 / 5 = 2156; p = .60,
   * dp = 72; Rp = 2228. */
  g_assert_cmpint (xq_rating_average (10780, 5), ==, 2156);
  g_assert_cmpint (xq_rating_performance (10780, 5, 6), ==, 2228);
  /* 3 games, 2 points against 2000s: p = .6667 → .67, dp = 125: 2125; 1 point: .33 → −125. */
  g_assert_cmpint (xq_rating_performance (6000, 3, 4), ==, 2125);
  g_assert_cmpint (xq_rating_performance (6000, 3, 2), ==, 1875);
  /* All won: +800; none: −800. */
  g_assert_cmpint (xq_rating_performance (4000, 2, 4), ==, 2800);
  g_assert_cmpint (xq_rating_performance (4000, 2, 0), ==, 1200);
  /* Rounding at a half: Ra 2000.5 → 2001; p .665 → .67. */
  g_assert_cmpint (xq_rating_average (4001, 2), ==, 2001);
  g_assert_cmpint (xq_rating_average (4003, 2), ==, 2002);
  g_assert_cmpint (xq_rating_score_fraction (266, 200), ==, 67);
  g_assert_cmpint (xq_rating_score_fraction (265, 200), ==, 66);
}

/* 8.2: a first rating. */
static void
test_first_rating (void)
{
  g_test_summary ("FIDE 8.2: a first rating from 5 or more games, two hypothetical 1800s drawn");

  /* 5 games, 4 points against 2000, 1900, 1850, 1750, 1700 (9200): Ra = (9200 + 3600) / 7 =
   * 1828.57; p = (4 + 1) / 7 = .714 → .71, dp = 158; Ru = 1986.57 → 1987. */
  g_assert_cmpint (xq_rating_first (XQ_RATING_FIDE, 9200, 5, 8), ==, 1987);
  /* 2.5 of 5 against 9000: Ra = 12600 / 7 = 1800, p = 3.5 / 7 = .50: 1800. */
  g_assert_cmpint (xq_rating_first (XQ_RATING_FIDE, 9000, 5, 5), ==, 1800);
  /* ½ of 5 against 1500s: Ra = 11100 / 7 = 1585.71, p = 1.5 / 7 = .21, dp = −230: 1355.71 →
   * 1356, under the floor of 1400: no FIDE rating; the club method keeps 1356. */
  g_assert_cmpint (xq_rating_first (XQ_RATING_FIDE, 7500, 5, 1), ==, 0);
  g_assert_cmpint (xq_rating_first (XQ_RATING_CLUB, 7500, 5, 1), ==, 1356);
  /* 5 of 5 against 2300s: Ra = 15100 / 7 = 2157.14, p = 6 / 7 = .86, dp = 309: 2466 → 2200. */
  g_assert_cmpint (xq_rating_first (XQ_RATING_FIDE, 11500, 5, 10), ==, 2200);
  g_assert_cmpint (xq_rating_first (XQ_RATING_CLUB, 11500, 5, 10), ==, 2466);
  /* 4 games are not enough; a zero score is disregarded. */
  g_assert_cmpint (xq_rating_first (XQ_RATING_FIDE, 8000, 4, 6), ==, 0);
  g_assert_cmpint (xq_rating_first (XQ_RATING_FIDE, 9000, 5, 0), ==, 0);
}

/* A player (entry 1, 2150, K 20) meets five others in five rounds; a forfeit and a game against
 * an unrated player are not rated. */
static XqEventData *
five_rounds (void)
{
  static const int ratings[] = { 2150, 2250, 2050, 2180, 2400, 1900, 0 };
  XqEventData     *d = test_event_new (XQ_SYSTEM_SWISS, 7, ratings, NULL);

  test_add_game (d, 1, 1, 2, XQ_GAME_RESULT_RED_WIN);   /* 1 beats 2250 */
  test_add_game (d, 2, 3, 1, XQ_GAME_RESULT_DRAW);      /* draws 2050 */
  test_add_game (d, 3, 1, 4, XQ_GAME_RESULT_BLACK_WIN); /* loses to 2180 */
  test_add_game (d, 4, 5, 1, XQ_GAME_RESULT_DRAW);      /* draws 2400 */
  test_add_game (d, 5, 1, 6, XQ_GAME_RESULT_RED_WIN);   /* beats 1900 */
  test_add_game (d, 6, 1, 3, XQ_GAME_RESULT_RED_WIN_FORFEIT);
  test_add_game (d, 7, 7, 1, XQ_GAME_RESULT_RED_WIN); /* loses to the unrated player */
  return d;
}

static void
test_event (void)
{
  g_autoptr (XqEventData) d = five_rounds ();
  XqRatingSettings        s = { XQ_RATING_FIDE, 0, FALSE, 2026 };
  g_autoptr (GArray)      r = xq_event_ratings_compute (d, &s, NULL, 0);
  const XqPlayerRating   *p1 = xq_event_ratings_find (r, 1);
  const XqPlayerRating   *p2 = xq_event_ratings_find (r, 2);
  const XqPlayerRating   *p5 = xq_event_ratings_find (r, 5);
  const XqPlayerRating   *p7 = xq_event_ratings_find (r, 7);

  g_test_summary ("An event rated game by game (8.3.2): forfeits (5.1) and unrated opponents (8.3.1) left out");
  g_assert_nonnull (p1);
  /* PD: 2250 (D −100) .36, 2050 (+100) .64, 2180 (−30) .46, 2400 (−250) .19, 1900 (+250) .81:
   * ΣPD = 2.46; score 3; ΣΔR = .54; K 20 (unknown history, under 2400): 10.8 → +11. */
  g_assert_cmpuint (p1->games, ==, 5);
  g_assert_cmpint (p1->score, ==, 6);
  g_assert_cmpint (p1->expected, ==, 246);
  g_assert_cmpuint (p1->k, ==, 20);
  g_assert_cmpint (p1->change, ==, 11);
  g_assert_cmpint (p1->new_rating, ==, 2161);
  g_assert_cmpint (p1->opponents_average, ==, 2156);
  g_assert_cmpint (p1->performance, ==, 2228);
  /* 2250 lost to 2150: PD .64; −.64 × 20 = −12.8 → −13. */
  g_assert_cmpint (p2->change, ==, -13);
  /* 2400 (K 10) drew 2150: PD .81; −.31 × 10 = −3.1 → −3. */
  g_assert_cmpuint (p5->k, ==, 10);
  g_assert_cmpint (p5->change, ==, -3);
  /* The unrated player: one game, no change and no first rating (5 games needed), but a
   * performance: 2150 + 800. */
  g_assert_cmpint (p7->change, ==, 0);
  g_assert_cmpint (p7->new_rating, ==, 0);
  g_assert_cmpuint (p7->k, ==, 0);
  g_assert_cmpint (p7->performance, ==, 2950);

  /* After round 3: 2250 W, 2050 D, 2180 L: ΣPD 1.46, score 1.5: +.04 × 20 = 0.8 → +1. */
  {
    g_autoptr (GArray) r3 = xq_event_ratings_compute (d, &s, NULL, 3);
    g_assert_cmpint (xq_event_ratings_find (r3, 1)->change, ==, 1);
    g_assert_cmpuint (xq_event_ratings_find (r3, 7)->games, ==, 0); /* not played yet */
    g_assert_cmpint (xq_event_ratings_find (r3, 7)->performance, ==, 0);
  }
  /* The club method with K 32: .54 × 32 = 17.28 → +17. */
  {
    XqRatingSettings   club = { XQ_RATING_CLUB, 32, FALSE, 2026 };
    g_autoptr (GArray) rc = xq_event_ratings_compute (d, &club, NULL, 0);
    g_assert_cmpint (xq_event_ratings_find (rc, 1)->change, ==, 17);
    g_assert_cmpuint (xq_event_ratings_find (rc, 5)->k, ==, 32);
  }
  /* An event that is not rated. */
  {
    XqRatingSettings   none = { XQ_RATING_NONE, 0, FALSE, 2026 };
    g_autoptr (GArray) rn = xq_event_ratings_compute (d, &none, NULL, 0);
    g_assert_cmpuint (rn->len, ==, 0);
  }
}

/* The K of each player from its history (the register). */
static void
test_event_k (void)
{
  g_autoptr (XqEventData) d = five_rounds ();
  XqRatingSettings        s = { XQ_RATING_FIDE, 0, FALSE, 2026 };
  g_autoptr (GHashTable)  h = g_hash_table_new (g_int64_hash, g_int64_equal);
  static gint64           one = 1;
  XqRatingPlayer          newcomer = { 1500, 0, 10, 0, 1990 }; /* rating replaced by the event's */
  g_autoptr (GArray)      r = NULL;

  g_test_summary ("FIDE 8.3.3 in an event: a player with fewer than 30 games rated has K 40");
  g_hash_table_insert (h, &one, &newcomer);
  r = xq_event_ratings_compute (d, &s, h, 0);
  /* .54 × 40 = 21.6 → +22. */
  g_assert_cmpuint (xq_event_ratings_find (r, 1)->k, ==, 40);
  g_assert_cmpint (xq_event_ratings_find (r, 1)->change, ==, 22);
}

/* Rating after each round: the second game is rated from the ratings after the first. */
static void
test_per_round (void)
{
  static const int        ratings[] = { 2000, 2000 };
  g_autoptr (XqEventData) d = test_event_new (XQ_SYSTEM_DOUBLE_ROUNDROBIN, 2, ratings, NULL);
  XqRatingSettings        event = { XQ_RATING_FIDE, 0, FALSE, 2026 };
  XqRatingSettings        round = { XQ_RATING_FIDE, 0, TRUE, 2026 };
  g_autoptr (GArray)      re = NULL;
  g_autoptr (GArray)      rr = NULL;

  g_test_summary ("Rated after each round: round 2 from the ratings after round 1");
  test_add_game (d, 1, 1, 2, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 2, 2, 1, XQ_GAME_RESULT_RED_WIN);
  /* Over the event: .50 + .50 expected, 1 scored: 0 each. */
  re = xq_event_ratings_compute (d, &event, NULL, 0);
  g_assert_cmpint (xq_event_ratings_find (re, 1)->change, ==, 0);
  g_assert_cmpint (xq_event_ratings_find (re, 2)->change, ==, 0);
  /* Round by round: 1 wins, +.50 × 20 = +10 (2010), 2 −10 (1990); round 2, D = 20 (18–25): 1
   * expects .53 and loses: −10.6 → −11 (1999); 2 expects .47 and wins: +10.6 → +11 (2001). */
  rr = xq_event_ratings_compute (d, &round, NULL, 0);
  g_assert_cmpint (xq_event_ratings_find (rr, 1)->change, ==, -1);
  g_assert_cmpint (xq_event_ratings_find (rr, 1)->new_rating, ==, 1999);
  g_assert_cmpint (xq_event_ratings_find (rr, 2)->change, ==, 1);
}

/* Five unrated-against-rated games make a first rating. */
static void
test_event_first_rating (void)
{
  static const int        ratings[] = { 0, 2000, 1900, 1850, 1750, 1700 };
  g_autoptr (XqEventData) d = test_event_new (XQ_SYSTEM_ROUNDROBIN, 6, ratings, NULL);
  XqRatingSettings        s = { XQ_RATING_FIDE, 0, FALSE, 2026 };
  g_autoptr (GArray)      r = NULL;

  g_test_summary ("FIDE 8.2 in an event: an unrated player's first rating from five games");
  test_add_game (d, 1, 1, 2, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 2, 3, 1, XQ_GAME_RESULT_BLACK_WIN);
  test_add_game (d, 3, 1, 4, XQ_GAME_RESULT_RED_WIN);
  test_add_game (d, 4, 5, 1, XQ_GAME_RESULT_DRAW);
  test_add_game (d, 5, 1, 6, XQ_GAME_RESULT_DRAW);
  r = xq_event_ratings_compute (d, &s, NULL, 0);
  /* 4 points of 5 against 9200: 1987 (see test_first_rating). */
  g_assert_cmpint (xq_event_ratings_find (r, 1)->new_rating, ==, 1987);
  g_assert_cmpint (xq_event_ratings_find (r, 1)->change, ==, 0);
  /* The rated players' games against him are not rated (8.3.1): no change, no game. */
  g_assert_cmpuint (xq_event_ratings_find (r, 2)->games, ==, 0);
  g_assert_cmpint (xq_event_ratings_find (r, 2)->change, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xq/store/rating/table-8.1.2", test_table_812);
  g_test_add_func ("/xq/store/rating/table-8.1.1", test_table_811);
  g_test_add_func ("/xq/store/rating/400-points", test_400_points);
  g_test_add_func ("/xq/store/rating/2650-exemption", test_2650_exemption);
  g_test_add_func ("/xq/store/rating/rounding", test_rounding);
  g_test_add_func ("/xq/store/rating/k", test_k);
  g_test_add_func ("/xq/store/rating/performance", test_performance);
  g_test_add_func ("/xq/store/rating/first-rating", test_first_rating);
  g_test_add_func ("/xq/store/rating/event", test_event);
  g_test_add_func ("/xq/store/rating/event-k", test_event_k);
  g_test_add_func ("/xq/store/rating/per-round", test_per_round);
  g_test_add_func ("/xq/store/rating/event-first-rating", test_event_first_rating);
  return g_test_run ();
}
