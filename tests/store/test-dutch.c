/* test-dutch.c: the FIDE Dutch system (C.04.3) — a hand-worked event, the absolute criteria and
 * completion on random events, and C.5–C.7, C.10–C.15 bracket by bracket against every legal pairing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "test-util.h"
#include "xq-dutch-explain.h"
#include "xq-dutch.h"
#include "xq-standings.h"
#include "xq-store-error.h"

/* Pairs the next round; asserts the boards "red-black …" (bye: "red-0") in board order. */
static GArray *
expect_round (XqEventData *data,
              const char  *expected)
{
  g_autoptr (GError)  error = NULL;
  GArray             *games = xq_dutch_pair (data, NULL, &error);
  g_autoptr (GString) got = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      g_string_append_printf (got, "%s%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT, i > 0 ? " " : "", g->red, g->black);
    }
  g_assert_cmpstr (got->str, ==, expected);
  return games;
}

static void
enter (XqEventData *data,
       guint        round,
       GArray      *games,
       const char  *results)
{
  g_auto (GStrv) codes = g_strsplit (results, " ", -1);

  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      test_add_game (data, round, g->red, g->black, g->black == 0 ? XQ_GAME_RESULT_NONE : test_result (codes[i]));
    }
  g_array_unref (games);
}

/* Seven players, pairing numbers 1–7 by rating, 2-1-0 scoring (a win 2), initial colour Red
 * (random seed 0). Each round derived from C.04.3 by hand. */
static void
test_hand_worked (void)
{
  g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_SWISS, 7, NULL, NULL);
  GArray                 *games;

  g_test_summary ("A seven-player event paired by hand from the articles of C.04.3: floats, a "
                  "heterogeneous bracket, colour conflicts and the bye, round by round");
  data->event.swiss_rules = XQ_SWISS_RULES_DUTCH;
  data->event.rounds = 5;
  data->event.random_seed = 0;
  g_assert_true (xq_dutch_initial_red (data));

  /* Round 1: one bracket of 7, MaxPairs 3: S1 = 1 2 3, S2 = 4 5 6 7; the first candidate 1-4
   * 2-5 3-6 leaves 7 (the lowest) to the bye and breaks nothing. E.5: 1 (odd) takes the initial
   * colour Red, 2 (even) Black, 3 Red. */
  games = expect_round (data, "1-4 5-2 3-6 7-0");
  /* 1 beats 4, 5–2 drawn, 6 beats 3. Scores: 1 6 7 on a win; 2 5 on a draw; 3 4 on 0. */
  enter (data, 1, games, "1-0 1/2-1/2 0-1");

  /* Round 2. Bracket {1 6 7} (homogeneous, MaxPairs 1, S1 = 1, S2 = 6 7): 1-6 would float 7 down
   * again after his bye (C.12); 1-7 floats 6, who did not float: 1-7, equal otherwise (C.5–C.11:
   * one pair, same PSD, colours 1 Black/6 Red/7 none compatible). E.1: 1 wants Black.
   * Bracket {6 | 2 5} (heterogeneous, the PPB: no C.7): 6-2 would deny one of two strong
   * preferences for Red (C.10, C.11), 6-5 none: 6-5, 2 floats. E.1: 6 Red.
   * Last bracket {2 | 3 4}: 2-3 or 2-4 with the other's bye (PSD 2,1) beat 3-4 with 2's bye
   * (3,0) (C.6); 2-4 both want Red (C.10): 2-3, bye 4. E.1: 2 Red. */
  games = expect_round (data, "7-1 6-5 2-3 4-0");
  /* 1 wins with Black, 6–5 drawn, 2 beats 3. Scores: 1 on 4; 2 6 on 3; 4 5 7 on 2; 3 on 0. */
  enter (data, 2, games, "0-1 1/2-1/2 1-0");

  /* Round 3. Bracket {1}: nobody to pair, 1 floats (C.5). Bracket {1 | 2 6}: pairing MDP 1
   * (SD 1, the floater's 2) beats pairing 2-6 and floating 1 (SD 3) (C.6); the next bracket gets
   * two pairs and SD 1 either way (C.7); 1-2 floats 6 and 1-6 floats 2, both downfloaters last
   * round (C.12 equal): the first transposition, 1-2. E.1: 1 (mild, Red) Red, 2 (mild, Black).
   * Bracket {6 | 4 5 7} (the PPB): two pairs, 6-4 5-7 or 6-7 4-5 (6-5 met): the second gives two
   * players their colour against their preference (C.10: 6 and 7 want Black, 4 and 5 Red): 6-4
   * 5-7. E.1: 4 Red (strong), 6 Black; 5 Red, 7 Black. Last bracket {3}: the bye (C.2: never
   * had one). */
  games = expect_round (data, "1-2 4-6 5-7 3-0");
  enter (data, 3, games, "1-0 0-1 1/2-1/2");

  /* Explained: board 1 is 1 moved down to the bracket of 3 points, colours by E.1; the bye the
   * last bracket's. */
  {
    g_autoptr (GError)             error = NULL;
    g_autoptr (XqRoundExplanation) x = xq_dutch_explain (data, 3, &error);
    const XqBoardExplanation      *b1, *bye;

    g_assert_no_error (error);
    g_assert_nonnull (strstr (x->summary[XQ_LANG_EN], "FIDE Dutch (C.04.3)"));
    g_assert_nonnull (strstr (x->summary[XQ_LANG_EN], "initial colour drawn for the event is Red"));
    g_assert_nonnull (strstr (x->summary[XQ_LANG_ZH_TW], "紅方"));
    g_assert_cmpuint (x->boards->len, ==, 4);
    b1 = &g_array_index (x->boards, XqBoardExplanation, 0);
    bye = &g_array_index (x->boards, XqBoardExplanation, 3);
    g_assert_cmpstr (b1->floated, ==, "red-down");
    g_assert_nonnull (strstr (b1->text[XQ_LANG_EN], "Bracket 2: a player moved down"));
    g_assert_nonnull (strstr (b1->text[XQ_LANG_EN], "(E.1)"));
    g_assert_nonnull (strstr (bye->text[XQ_LANG_EN], "pairing-allocated bye"));
  }
}

/* C.3's exception: in the last round two topscorers with the same absolute preference may meet. */
static void
test_topscorers (void)
{
  g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_SWISS, 6, NULL, NULL);
  g_autoptr (GError)      error = NULL;
  g_autoptr (GArray)      games = NULL;

  g_test_summary ("Two topscorers who both had Red twice meet in the last round (C.3, A.7), the higher-ranked "
                  "taking his preference (E.2 equal, E.3 never different, E.4); before the last round the "
                  "same players cannot be paired at all");
  data->event.swiss_rules = XQ_SWISS_RULES_DUTCH;
  data->event.random_seed = 0;
  /* 1 and 2 win twice with Red (RR: absolute Black); 3 and 4 lose twice with Black (BB: absolute
   * Red); 5 and 6 draw twice. */
  test_add_game (data, 1, 1, 3, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 2, 4, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 5, 6, XQ_GAME_RESULT_DRAW);
  test_add_game (data, 2, 1, 4, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 2, 2, 3, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 2, 6, 5, XQ_GAME_RESULT_DRAW);

  /* Round 3 of 3: 1 and 2 (4 points, over half of the 4 possible) are topscorers and may meet;
   * 1 (higher) gets Black by E.4, 2 a third Red. Bracket {5 6} cannot pair (met): both float
   * to {3 4}, which may not meet each other (C.3: non-topscorers, both absolute Red): MDP 5
   * takes the first resident, 3 (C.10 equal either way); 3 Red by E.2 (absolute over 5's
   * mild), 4 Red by E.1. */
  data->event.rounds = 3;
  g_array_unref (expect_round (data, "2-1 3-5 4-6"));
  /* Round 3 of 4: nobody is a topscorer, 1–2 and 3–4 break C.3, and 1 and 2 have met 3 and 4:
   * no pairing. */
  data->event.rounds = 4;
  games = xq_dutch_pair (data, NULL, &error);
  g_assert_null (games);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING);
}

/* An event of @n players paired by FIDE Dutch, initial colour Red (random seed 0). */
static XqEventData *
dutch_event_new (guint n)
{
  XqEventData *data = test_event_new (XQ_SYSTEM_SWISS, n, NULL, NULL);

  data->event.swiss_rules = XQ_SWISS_RULES_DUTCH;
  data->event.random_seed = 0;
  return data;
}

static void
forbid (XqEventData *data,
        gint64       a,
        gint64       b)
{
  XqForbiddenPair f = { MIN (a, b), MAX (a, b) };

  g_array_append_val (data->forbidden, f);
}

/* A heterogeneous bracket of two MDPs, both paired: eight players, 2-1-0 scoring, a history set
 * by hand, round 3 derived from C.04.3 article by article. */
static void
test_two_mdps (void)
{
  g_autoptr (XqEventData) data = dutch_event_new (8);

  g_test_summary ("A heterogeneous bracket with two MDPs, derived by hand: both MDPs paired (B.1, C.6), "
                  "their opponents by the first legal transposition of S2 among the equally good candidates "
                  "(B.7, D.1), then the remainder, colours by E.1–E.4");
  /* Round 1: 1, 2, 3 beat 5, 6, 7 with Red; 4 beats 8 with Black. Round 2: 1 beats 3 and 2 beats
   * 4 with Red, 5 beats 7 and 6 beats 8 with Red. No floats (equal scores every time, A.4.b). */
  test_add_game (data, 1, 1, 5, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 2, 6, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 3, 7, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 8, 4, XQ_GAME_RESULT_BLACK_WIN);
  test_add_game (data, 2, 1, 3, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 2, 2, 4, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 2, 5, 7, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 2, 6, 8, XQ_GAME_RESULT_RED_WIN);
  /* Scores: 1 2 on 4; 3 4 5 6 on 2; 7 8 on 0. Colours (A.6): 1 and 2 RR, absolute Black; 4 BB and
   * 7 BB, absolute Red; 3 RB and 8 RB, mild Red; 5 BR and 6 BR, mild Black.
   *
   * Bracket 1 {1 2}: 1-2 breaks C.3 (non-topscorers, both absolute Black): no pair (C.5); both
   * float.
   * Bracket 2 {1 2 | 3 4 5 6}, BSNs 1–6: M0 = 2, MaxPairs 3, M1 = 2 (B.1); S1 = 1 2, S2 = 3 4 5 6
   * (B.2). 1 met 3 and 5, 2 met 4 and 6 (C.1): 1 takes 4 or 6, 2 takes 3 or 5. Both MDPs paired
   * with a resident pair: PSD 2,2,0 (C.6), the least; C.7 does not apply (the next bracket is the
   * last). C.10: 1-4 and 2-3 grant both; 1-6 and 2-5 deny 6 and 5 (mild Black, against absolute
   * Black); the remainder 5-6 (both mild Black) or 3-4 (both Red) denies one. So 1-4 2-3 5-6,
   * 1-4 2-5 3-6 and 1-6 2-3 4-5 deny one preference each, 1-6 2-5 3-4 three; C.11 none of them
   * (no strong preference denied); no floats to repeat (C.12–C.19). Of the three as good, B.7
   * takes the MDP-Pairing of the first transposition of S2 (D.1, its first N1 = 2 BSNs): 3-4 and
   * 3-5 and 3-6 break C.1 (1-3), so 4-3: 1-4 2-3; its remainder {5 6} pairs 5-6 (B.6).
   * Bracket 3 {7 8} (the last): 7-8.
   * Colours: 4-1 and 3-2 (E.1); 5-6 both mild Black, never different colours (E.3): 5 ranks
   * higher and gets Black (E.4), 6-5; 7 absolute Red against 8 mild Red: 7-8 (E.2). */
  g_array_unref (expect_round (data, "4-1 3-2 6-5 7-8"));
}

/* The order of the MDP-exchanges (D.3): of equally good brackets the one whose S1 has the lowest
 * BSNs in lexicographic order, not the fewest or smallest exchanges with the limbo. Twelve players,
 * 2-1-0 scoring; round 2 derived by hand. */
static void
test_mdp_exchange_order (void)
{
  g_autoptr (XqEventData) data = dutch_event_new (12);

  g_test_summary ("Five MDPs of one score, two of whom can be paired: S1 is {1 5} (D.3.b: the lowest BSNs in "
                  "lexicographic order, 1-5 before 2-3), the others float; then D.1 in the last bracket");
  /* Round 1: 1–5 beat 8–12 with Red, 6 (Red) drew with 7. Players 1–5 never to meet each other
   * (the event's forbidden pairs, like C.1); nor 1-7, 3-7, 3-8, 3-9, 3-12, 5-8, 5-9, 5-10. */
  for (gint64 a = 1; a <= 5; a++)
    test_add_game (data, 1, a, a + 7, XQ_GAME_RESULT_RED_WIN);
  test_add_game (data, 1, 6, 7, XQ_GAME_RESULT_DRAW);
  for (gint64 a = 1; a <= 5; a++)
    for (gint64 b = a + 1; b <= 5; b++)
      forbid (data, a, b);
  forbid (data, 1, 7);
  forbid (data, 3, 7);
  forbid (data, 3, 8);
  forbid (data, 3, 9);
  forbid (data, 3, 12);
  forbid (data, 5, 8);
  forbid (data, 5, 9);
  forbid (data, 5, 10);
  /* Scores: 1–5 on 2, 6 7 on 1, 8–12 on 0. Colours: 1–5 and 6 strong Black, 7–12 strong Red; no
   * floats (A.4.b). 3 may meet only 11 of 8–12 (it met 10), and so may 5 (it met 12).
   *
   * Bracket 1 {1 2 3 4 5}: no pair allowed; all five float (C.5).
   * Bracket 2 {1 2 3 4 5 | 6 7}, BSNs 1–7: 6-7 met (C.1); MaxPairs 2, M1 = 2 (B.1); S1 = 1 2, the
   * limbo 3 4 5, S2 = 6 7 (B.2). It is the PPB: its downfloaters and 8–12 must complete the
   * round (C.4), so 3 and 5 (each only 11) cannot both float. Every candidate with two MDPs paired
   * has the same PSD (C.6), one A against 6 denying a strong preference (C.10, C.11) and no
   * floats to repeat: they are told apart by their order alone (B.8).
   * S1 = 1 2 (B.7: all transpositions of S2 first): 1-7 is forbidden, so 1-6 2-7, which floats 3
   * and 5: C.4 fails. Then the MDP-exchanges in D.3's order, all MDPs of one score (a), by the
   * lowest BSNs of the new S1 (b): 1 3 (1 and 3 both only take 6: no MDP-Pairing), 1 4 (floats
   * 3 and 5: C.4), 1 5: 1-6 5-7, floating 2 3 4. (Fewest exchanges with the least sum would have
   * taken 2 3 first: that is D.2's order for residents, not D.3's.)
   * Bracket 3 {2 3 4 | 8 9 10 11 12}, the last: M1 = 3, S1 = 2 3 4, S2 = 8–12; every complete
   * candidate pairs the MDPs with 0-point players and two 0-point players together (C.5, C.6),
   * granting every preference but one of the last pair (C.10, C.11): D.1's first transposition
   * that works: 2-8 (2 met 9 but not 8), 3-11 (its only one), 4-9; the remainder 10-12.
   * Colours: 1 and 6 both strong Black, no earlier difference (E.3): 1 ranks higher, Black (E.4):
   * 6-1; 7-5, 8-2, 11-3, 9-4 (E.1); 10 and 12 both strong Red: 10-12 (E.4). */
  g_array_unref (expect_round (data, "6-1 7-5 8-2 11-3 9-4 10-12"));
}

/* Round 1 by rating, and by drawn numbers: top half against bottom half, colours by E.5. */
static void
test_round_one (void)
{
  g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_SWISS, 10, NULL, NULL);

  g_test_summary ("Round 1: S1 (the top half) against S2 in order, the initial colour to the odd "
                  "numbers (E.5); by drawn numbers when the event chose the lot");
  data->event.swiss_rules = XQ_SWISS_RULES_DUTCH;
  data->event.random_seed = 0;
  g_array_unref (expect_round (data, "1-6 7-2 3-8 9-4 5-10"));
  /* Initial colour Black: the odd numbers take Black. */
  for (gint64 seed = 1; xq_dutch_initial_red (data); seed++)
    data->event.random_seed = seed;
  g_array_unref (expect_round (data, "6-1 2-7 8-3 4-9 10-5"));
  /* By lot: the numbers drawn are the pairing numbers (10 drew 1, 9 drew 2, …). */
  data->event.round_one = XQ_ROUND_ONE_LOT;
  for (guint i = 0; i < 10; i++)
    g_array_index (data->entries, XqEntry, i).lot = 10 - i;
  g_array_unref (expect_round (data, "5-10 9-4 3-8 7-2 1-6"));
}

/* ---- random events ---- */

typedef struct
{
  guint          n;
  gint64        *entry; /* by vertex: players in order of score, then pairing number */
  int           *score;
  XqDutchColour *colour;
  int           *float1, *float2; /* floats one and two rounds before: −1 down, +1 up */
} Field;

static const XqGameResult random_results[] = { XQ_GAME_RESULT_RED_WIN, XQ_GAME_RESULT_BLACK_WIN, XQ_GAME_RESULT_DRAW };

static gboolean
have_met (const XqEventData *data,
          gint64             a,
          gint64             b)
{
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if ((g->red == a && g->black == b) || (g->red == b && g->black == a))
        return TRUE;
    }
  return FALSE;
}

static GString *
history (const XqEventData *data,
         gint64             entry)
{
  GString *h = g_string_new (NULL);

  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->black != 0 && g->red == entry)
        g_string_append_c (h, 'R');
      else if (g->black != 0 && g->black == entry)
        g_string_append_c (h, 'B');
    }
  return h;
}

static gboolean
had_bye (const XqEventData *data,
         gint64             entry)
{
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->black == 0 && g->red == entry && g->bye == XQ_BYE_PAIRING)
        return TRUE;
    }
  return FALSE;
}

/* The float of @entry in round @t (A.4.b; the pairing bye is a downfloat). */
static int
float_in (const XqEventData *data,
          gint64             entry,
          guint              t)
{
  XqStandingsOptions      o = { t - 1, -1 };
  g_autoptr (XqStandings) st = NULL;
  int                     mine = 0, theirs = 0;
  gint64                  other = -1;

  if (t < 1)
    return 0;
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round == t && (g->red == entry || g->black == entry))
        other = g->red == entry ? g->black : g->red;
    }
  if (other == 0)
    return -1;
  if (other < 0 || t == 1)
    return 0;
  st = xq_standings_compute (data, &o);
  for (guint i = 0; i < st->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (st->rows, XqStanding, i);
      if (row->entry_id == entry)
        mine = row->points;
      if (row->entry_id == other)
        theirs = row->points;
    }
  return mine == theirs ? 0 : mine > theirs ? -1
                                            : 1;
}

static void
free_string (gpointer s)
{
  g_string_free (s, TRUE);
}

/* C.1–C.3 (no topscorers: the event is never in its last round) and the event's forbidden pairs
 * for a board. */
static gboolean
legal_board (const XqEventData *data,
             gint64             a,
             gint64             b)
{
  g_autoptr (GString) ha = NULL;
  g_autoptr (GString) hb = NULL;
  XqDutchColour       ca, cb;

  if (b == 0)
    return !had_bye (data, a);
  if (have_met (data, a, b) || xq_event_data_forbidden (data, a, b))
    return FALSE;
  ha = history (data, a);
  hb = history (data, b);
  xq_dutch_colour_init (&ca, ha->str);
  xq_dutch_colour_init (&cb, hb->str);
  return !(ca.strength == XQ_DUTCH_PREF_ABSOLUTE && cb.strength == XQ_DUTCH_PREF_ABSOLUTE && ca.pref == cb.pref);
}

static int
field_cmp (gconstpointer pa,
           gconstpointer pb,
           gpointer      user_data)
{
  const int *points = user_data;
  gint64     a = *(const gint64 *) pa, b = *(const gint64 *) pb;

  if (points[a] != points[b])
    return points[a] > points[b] ? -1 : 1;
  return a < b ? -1 : (a > b); /* entry id = pairing number (ratings descending) */
}

/* The vector C.5, C.6 of bracket @k of pairing @mate (by vertex, −1 the bye), given the MDPs
 * @mdps (a bit set) coming in; @out_mdps gets the downfloaters. Returns the bracket's pairs as
 * a bit set over vertices (the pairs themselves are determined by @mate). */
static void
bracket_vector (const Field *f,
                const int   *mate,
                guint        start,
                guint        end,
                guint        mdps,
                int          win,
                GArray      *vector,
                guint       *out_mdps,
                guint       *out_paired)
{
  guint    in = mdps, paired = 0, floaters = 0;
  GArray  *sd = g_array_new (FALSE, FALSE, sizeof (int));
  gboolean last = end >= f->n;

  for (guint v = start; v < end; v++)
    in |= 1u << v;
  for (guint v = 0; v < f->n; v++)
    {
      int u = mate[v];
      if (!(in & (1u << v)))
        continue;
      if (u >= 0 && (in & (1u << u)) && (last || !((mdps >> v) & 1) || !((mdps >> u) & 1)))
        {
          paired |= 1u << v;
          if ((guint) u > v)
            {
              int d = ABS (f->score[v] - f->score[u]);
              g_array_append_val (sd, d);
            }
        }
      else
        {
          int d = f->score[v] - (f->score[start] - win);
          floaters |= 1u << v;
          g_array_append_val (sd, d);
        }
    }
  /* PSD: highest first. */
  for (guint i = 0; i < sd->len; i++)
    for (guint j = i + 1; j < sd->len; j++)
      if (g_array_index (sd, int, j) > g_array_index (sd, int, i))
        {
          int t = g_array_index (sd, int, i);
          g_array_index (sd, int, i) = g_array_index (sd, int, j);
          g_array_index (sd, int, j) = t;
        }
  g_array_set_size (vector, 0);
  {
    int nf = __builtin_popcount (floaters);
    g_array_append_val (vector, nf);
  }
  g_array_append_vals (vector, sd->data, sd->len);
  g_array_unref (sd);
  *out_mdps = floaters;
  *out_paired = paired;
}

/* Appends C.7 (pairs and PSD of the next bracket, unless the next is the last or the one before
 * it) and C.10, C.11 (unmet colour preferences, unmet strong ones) of the bracket's pairs. */
static void
extend_vector (const Field *f,
               const int   *mate,
               guint        start,
               guint        end,
               guint        mdps,
               guint        floaters,
               guint        paired,
               int          win,
               GArray      *vector)
{
  guint next_end = end, out, next_paired;
  int   c10 = 0, c11 = 0;

  while (next_end < f->n && f->score[next_end] == f->score[end])
    next_end++;
  if (next_end < f->n)
    {
      g_autoptr (GArray) next = g_array_new (FALSE, FALSE, sizeof (int));
      bracket_vector (f, mate, end, next_end, floaters, win, next, &out, &next_paired);
      g_array_append_vals (vector, next->data, next->len);
    }
  for (guint v = 0; v < f->n; v++)
    {
      int u = mate[v];
      if (((paired >> v) & 1) && u > (int) v)
        {
          const XqDutchColour *a = &f->colour[v], *b = &f->colour[u];
          if (a->pref != 0 && a->pref == b->pref)
            {
              c10++;
              c11 += MIN (a->strength, b->strength) >= XQ_DUTCH_PREF_STRONG;
            }
        }
    }
  g_array_append_val (vector, c10);
  g_array_append_val (vector, c11);
  /* C.12–C.15: the same downfloat / upfloat as one round, then two rounds before; C.16–C.19: the
   * score differences of those players' pairs (a downfloater's is its next bracket's: 0 here). */
  {
    int same[8] = { 0 };
    for (guint v = 0; v < f->n; v++)
      {
        int dir, sd, u = mate[v];
        if (!((paired >> v) & 1) && !((floaters >> v) & 1))
          continue;
        dir = (floaters >> v) & 1 ? -1 : f->score[v] > f->score[u] ? -1
                                       : f->score[v] < f->score[u] ? 1
                                                                   : 0;
        if (dir == 0)
          continue;
        sd = (floaters >> v) & 1 ? 0 : ABS (f->score[v] - f->score[u]);
        same[dir < 0 ? 0 : 1] += f->float1[v] == dir;
        same[dir < 0 ? 2 : 3] += f->float2[v] == dir;
        same[dir < 0 ? 4 : 5] += f->float1[v] == dir ? sd : 0;
        same[dir < 0 ? 6 : 7] += f->float2[v] == dir ? sd : 0;
      }
    g_array_append_vals (vector, same, 8);
  }
  (void) mdps;
}

static int
int_cmp (gconstpointer a,
         gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* The place of a homogeneous bracket's (or a remainder's) pairing among C.04.3's candidates (D.1,
 * D.2), as a vector to compare (smaller first). @members are its players in order (BSN 1, 2, …),
 * @floaters those who float: exchanges, then the difference of the sums exchanged, the numbers
 * moved from S1 (highest first), those moved from S2 (lowest first), then the transposition: the
 * partners of S1 (after the exchange) in order. */
static void
order_key (const Field *f,
           const int   *mate,
           const guint *members,
           guint        n_members,
           guint        floaters,
           GArray      *key)
{
  g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) in = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree int    *bsn = g_new0 (int, f->n);
  int                n1 = 0, sum = 0, k;

  for (guint i = 0; i < n_members; i++)
    bsn[members[i]] = (int) i + 1;
  for (guint i = 0; i < n_members; i++)
    n1 += !((floaters >> members[i]) & 1);
  n1 /= 2; /* MaxPairs: S1 is the first n1 players (B.2) */
  for (guint i = 0; i < n_members; i++)
    {
      guint v = members[i];
      int   b = bsn[v], u = mate[v];
      if ((floaters >> v) & 1)
        {
          if (b <= n1)
            g_array_append_val (out, b);
        }
      else if (bsn[u] > b)
        {
          int c = bsn[u];
          if (b <= n1 && c <= n1)
            g_array_append_val (out, c);
          else if (b > n1 && c > n1)
            g_array_append_val (in, b);
        }
    }
  g_array_sort (out, int_cmp);
  g_array_sort (in, int_cmp);
  for (guint i = 0; i < in->len; i++)
    sum += g_array_index (in, int, i);
  for (guint i = 0; i < out->len; i++)
    sum -= g_array_index (out, int, i);
  k = (int) out->len;
  g_array_append_val (key, k);
  g_array_append_val (key, sum);
  for (guint i = out->len; i > 0; i--)
    {
      int x = -g_array_index (out, int, i - 1);
      g_array_append_val (key, x);
    }
  g_array_append_vals (key, in->data, in->len);
  for (guint i = 0; i < n_members; i++)
    {
      guint    v = members[i];
      int      b = bsn[v];
      gboolean moved_out = FALSE, moved_in = FALSE;
      for (guint j = 0; j < out->len; j++)
        moved_out |= g_array_index (out, int, j) == b;
      for (guint j = 0; j < in->len; j++)
        moved_in |= g_array_index (in, int, j) == b;
      if (!((b <= n1 && !moved_out) || moved_in))
        continue;
      g_array_append_val (key, bsn[mate[v]]);
    }
}

/* The place of a heterogeneous bracket's pairing among C.04.3's candidates (B.7), as a vector to
 * compare (smaller first); FALSE when it is no candidate at all (two MDPs paired together: B.3
 * pairs S1's MDPs with S2's residents only). BSNs: the MDPs @mdps first, then the residents
 * @start…@end − 1, each in A.2 order (the vertices' order). The outer loop of B.7 is the MDP-
 * exchange (D.3): (a) the highest different score of the new S1 (here: more MDPs paired first,
 * then their scores highest first), (b) the lowest lexicographic value of S1's BSNs sorted
 * ascending; then the transposition of S2 (D.1), the first N1 = M1 BSNs of S2: the partners of
 * S1's MDPs in order; then the remainder (the residents not paired with an MDP) as a homogeneous
 * bracket (B.6, D.1, D.2), explored in full before the next MDP-Pairing (B.7). */
static gboolean
hetero_key (const Field *f,
            const int   *mate,
            guint        start,
            guint        end,
            guint        mdps,
            guint        floaters,
            GArray      *key)
{
  g_autofree int    *bsn = g_new0 (int, f->n);
  g_autoptr (GArray) s1 = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) remainder = g_array_new (FALSE, FALSE, sizeof (guint));
  int                b = 0, m1;

  for (guint v = 0; v < end; v++)
    if (((mdps >> v) & 1) || v >= start)
      bsn[v] = ++b;
  for (guint v = 0; v < start; v++)
    {
      int u = mate[v];
      if (!((mdps >> v) & 1) || u < 0)
        continue;
      if ((mdps >> u) & 1)
        return FALSE;
      if ((guint) u >= start && (guint) u < end)
        g_array_append_val (s1, v);
    }
  for (guint v = start; v < end; v++)
    if (mate[v] < 0 || !((mdps >> mate[v]) & 1))
      g_array_append_val (remainder, v);
  g_array_set_size (key, 0);
  m1 = -(int) s1->len;
  g_array_append_val (key, m1);
  /* D.3.a: the MDPs are in A.2 order, so S1's scores come highest first. */
  for (guint i = 0; i < s1->len; i++)
    {
      int s = -f->score[g_array_index (s1, guint, i)];
      g_array_append_val (key, s);
    }
  /* D.3.b */
  for (guint i = 0; i < s1->len; i++)
    g_array_append_val (key, bsn[g_array_index (s1, guint, i)]);
  /* D.1: the MDP-Pairing. */
  for (guint i = 0; i < s1->len; i++)
    g_array_append_val (key, bsn[mate[g_array_index (s1, guint, i)]]);
  order_key (f, mate, (const guint *) remainder->data, remainder->len, floaters, key);
  return TRUE;
}

static int
vector_cmp (GArray *a,
            GArray *b)
{
  for (guint i = 0; i < MIN (a->len, b->len); i++)
    if (g_array_index (a, int, i) != g_array_index (b, int, i))
      return g_array_index (a, int, i) < g_array_index (b, int, i) ? -1 : 1;
  return (int) a->len - (int) b->len;
}

/* Every legal perfect pairing of the vertices in @mask, into @all (arrays of n ints). */
static void
enumerate (const XqEventData *data,
           const Field       *f,
           guint              mask,
           int               *mate,
           GPtrArray         *all)
{
  int v;

  if (mask == 0)
    {
      g_ptr_array_add (all, g_memdup2 (mate, sizeof (int) * f->n));
      return;
    }
  v = __builtin_ctz (mask);
  if (f->n % 2 == 1 && mate[v] == -2)
    {
      /* The bye: only when no bye is taken yet. */
      gboolean bye_taken = FALSE;
      for (guint u = 0; u < f->n; u++)
        bye_taken |= mate[u] == -1;
      if (!bye_taken && legal_board (data, f->entry[v], 0))
        {
          mate[v] = -1;
          enumerate (data, f, mask & ~(1u << v), mate, all);
          mate[v] = -2;
        }
    }
  for (guint u = v + 1; u < f->n; u++)
    if ((mask & (1u << u)) && legal_board (data, f->entry[v], f->entry[u]))
      {
        mate[v] = (int) u;
        mate[u] = v;
        enumerate (data, f, mask & ~(1u << v) & ~(1u << u), mate, all);
        mate[v] = mate[u] = -2;
      }
}

/* Checks @games (the engine's pairing) bracket by bracket: among the legal pairings that agree
 * with it on the brackets above, none is better by C.5, C.6, C.7, C.10–C.15 in order. */
typedef struct
{
  guint compared;     /* candidates compared by C.5–C.15 */
  guint ordered;      /* as good candidates of a homogeneous bracket put in D.1/D.2's order */
  guint hetero;       /* as good candidates of a heterogeneous bracket put in B.7's order (D.3) */
  guint hetero_limbo; /* of those, told apart while some MDPs stayed in the limbo */
} Stats;

/* Says what the engine and an earlier candidate paired in the bracket, when they disagree. */
static void
report_order (const Field *f,
              const int   *engine,
              const int   *candidate,
              guint        start,
              guint        end,
              guint        mdps)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (guint v = 0; v < end; v++)
    if (((mdps >> v) & 1) || v >= start)
      g_string_append_printf (s, " %" G_GINT64_FORMAT "(%d%s): engine %" G_GINT64_FORMAT ", earlier %" G_GINT64_FORMAT ";", f->entry[v],
                              f->score[v], (mdps >> v) & 1 ? " MDP" : "", engine[v] >= 0 ? f->entry[engine[v]] : 0,
                              candidate[v] >= 0 ? f->entry[candidate[v]] : 0);
  g_test_message ("heterogeneous bracket out of order:%s", s->str);
}

static void
check_brackets (const XqEventData *data,
                GArray            *games,
                Stats             *stats)
{
  XqStandingsOptions        o = { data->n_rounds, -1 };
  g_autoptr (XqStandings)   st = xq_standings_compute (data, &o);
  g_autofree int           *points = g_new0 (int, data->entries->len + 1);
  g_autoptr (GArray)        order = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (GPtrArray)     all = g_ptr_array_new_with_free_func (g_free);
  g_autofree int           *engine = NULL;
  g_autofree int           *mate = NULL;
  g_autofree int           *score = NULL;
  g_autofree XqDutchColour *colour = NULL;
  g_autofree int           *float1 = NULL;
  g_autofree int           *float2 = NULL;
  g_autoptr (GPtrArray)     colours = NULL;
  Field                     f = { 0 };
  int                       win = xq_scoring_win_points (data->event.scoring);
  g_autofree guint         *alive = NULL;

  for (guint i = 0; i < st->rows->len; i++)
    points[g_array_index (st->rows, XqStanding, i).entry_id] = g_array_index (st->rows, XqStanding, i).points;
  for (guint i = 0; i < data->entries->len; i++)
    {
      gint64 id = g_array_index (data->entries, XqEntry, i).id;
      g_array_append_val (order, id);
    }
  g_array_sort_with_data (order, field_cmp, points);
  f.n = order->len;
  f.entry = (gint64 *) order->data;
  score = g_new (int, f.n);
  colours = g_ptr_array_new_with_free_func (free_string);
  f.colour = colour = g_new (XqDutchColour, f.n);
  float1 = g_new0 (int, f.n);
  float2 = g_new0 (int, f.n);
  for (guint v = 0; v < f.n; v++)
    {
      score[v] = points[f.entry[v]];
      g_ptr_array_add (colours, history (data, f.entry[v]));
      xq_dutch_colour_init (&colour[v], ((GString *) g_ptr_array_index (colours, v))->str);
      float1[v] = float_in (data, f.entry[v], data->n_rounds);
      float2[v] = data->n_rounds >= 2 ? float_in (data, f.entry[v], data->n_rounds - 1) : 0;
    }
  f.float1 = float1;
  f.float2 = float2;
  f.score = score;
  engine = g_new (int, f.n);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      int           a = -1, b = -1;
      for (guint v = 0; v < f.n; v++)
        {
          if (f.entry[v] == g->red)
            a = (int) v;
          if (f.entry[v] == g->black)
            b = (int) v;
        }
      engine[a] = b;
      if (b >= 0)
        engine[b] = a;
    }
  mate = g_new (int, f.n);
  for (guint v = 0; v < f.n; v++)
    mate[v] = -2;
  enumerate (data, &f, (1u << f.n) - 1, mate, all);
  g_assert_cmpuint (all->len, >, 0);
  alive = g_new (guint, all->len);
  for (guint c = 0; c < all->len; c++)
    alive[c] = 1;

  {
    guint              e_mdps = 0, start = 0;
    g_autofree guint  *c_mdps = g_new0 (guint, all->len);
    g_autoptr (GArray) ve = g_array_new (FALSE, FALSE, sizeof (int));
    g_autoptr (GArray) vc = g_array_new (FALSE, FALSE, sizeof (int));
    g_autoptr (GArray) ke = g_array_new (FALSE, FALSE, sizeof (int));
    g_autoptr (GArray) kc = g_array_new (FALSE, FALSE, sizeof (int));

    while (start < f.n)
      {
        guint end = start, e_out, e_paired, members[32];
        while (end < f.n && f.score[end] == f.score[start])
          end++;
        for (guint v = start; v < end; v++)
          members[v - start] = v;
        bracket_vector (&f, engine, start, end, e_mdps, win, ve, &e_out, &e_paired);
        extend_vector (&f, engine, start, end, e_mdps, e_out, e_paired, win, ve);
        for (guint c = 0; c < all->len; c++)
          {
            const int *cm = g_ptr_array_index (all, c);
            guint      c_out, c_paired;
            if (!alive[c])
              continue;
            bracket_vector (&f, cm, start, end, c_mdps[c], win, vc, &c_out, &c_paired);
            extend_vector (&f, cm, start, end, c_mdps[c], c_out, c_paired, win, vc);
            stats->compared++;
            g_assert_cmpint (vector_cmp (ve, vc), <=, 0);
            /* A homogeneous bracket: as good a pairing comes later among the candidates (D). */
            if (e_mdps == 0 && vector_cmp (ve, vc) == 0)
              {
                g_array_set_size (ke, 0);
                g_array_set_size (kc, 0);
                order_key (&f, engine, members, end - start, e_out, ke);
                order_key (&f, cm, members, end - start, c_out, kc);
                g_assert_cmpint (vector_cmp (ke, kc), <=, 0);
                stats->ordered++;
              }
            /* A heterogeneous one: the same, in B.7's order (D.3, D.1, then the remainder). */
            if (e_mdps != 0 && vector_cmp (ve, vc) == 0 && hetero_key (&f, engine, start, end, e_mdps, e_out, ke))
              {
                if (hetero_key (&f, cm, start, end, c_mdps[c], c_out, kc))
                  {
                    if (vector_cmp (ke, kc) > 0)
                      report_order (&f, engine, cm, start, end, e_mdps);
                    g_assert_cmpint (vector_cmp (ke, kc), <=, 0);
                    stats->hetero++;
                    stats->hetero_limbo += vector_cmp (ke, kc) != 0 && __builtin_popcount (e_mdps) > -g_array_index (ke, int, 0);
                  }
              }
            /* Alive below: the same pairs and the same downfloaters here. */
            if (c_out != e_out || c_paired != e_paired)
              alive[c] = 0;
            for (guint v = 0; v < f.n && alive[c]; v++)
              if ((e_paired >> v) & 1)
                alive[c] = cm[v] == engine[v];
            c_mdps[c] = c_out;
          }
        e_mdps = e_out;
        start = end;
      }
  }
}

/* Pairs @events random events of @min_n to @max_n players over up to @max_rounds rounds (fewer
 * than the players), each with up to @max_forbidden random forbidden pairs and a club of up to
 * @max_club top-rated players kept apart (every pair of it forbidden) who win in round 1 (so they
 * share a score and all float together), checking each round (check_brackets ()); results drawn
 * from @results. */
static void
play_events (guint32             seed,
             guint               events,
             guint               min_n,
             guint               max_n,
             guint               max_rounds,
             guint               max_forbidden,
             guint               max_club,
             const XqGameResult *results,
             guint               n_results,
             Stats              *stats)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint             rounds_paired = 0;

  for (guint e = 0; e < events; e++)
    {
      guint                   n = (guint) g_rand_int_range (rand, (gint32) min_n, (gint32) max_n + 1);
      g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_SWISS, n, NULL, NULL);
      gint64                  club_size = 0;

      data->event.swiss_rules = XQ_SWISS_RULES_DUTCH;
      data->event.random_seed = g_rand_int (rand);
      for (guint k = g_rand_int_range (rand, 0, (gint32) max_forbidden + 1); k > 0; k--)
        {
          gint64 a = g_rand_int_range (rand, 1, (gint32) n + 1), b = g_rand_int_range (rand, 1, (gint32) n + 1);
          if (a != b && !xq_event_data_forbidden (data, a, b))
            forbid (data, a, b);
        }
      {
        guint club = MIN ((guint) g_rand_int_range (rand, (gint32) max_club / 2, (gint32) max_club + 1), n);
        for (gint64 a = 1; a <= club; a++)
          for (gint64 b = a + 1; b <= club; b++)
            if (!xq_event_data_forbidden (data, a, b))
              forbid (data, a, b);
        club_size = club;
      }
      for (guint r = 1; r <= max_rounds && r < n; r++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (GArray) games = xq_dutch_pair (data, NULL, &error);
          guint              seen = 0;

          if (games == NULL)
            {
              g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING);
              break;
            }
          rounds_paired++;
          for (guint i = 0; i < games->len; i++)
            {
              const XqGame       *g = &g_array_index (games, XqGame, i);
              g_autoptr (GString) hr = history (data, g->red);
              g_autoptr (GString) hb = g->black != 0 ? history (data, g->black) : NULL;
              g_assert_true (legal_board (data, g->red, g->black));
              if (hb != NULL)
                {
                  XqDutchColour cr, cb;
                  xq_dutch_colour_init (&cr, hr->str);
                  xq_dutch_colour_init (&cb, hb->str);
                  /* An absolute preference is always granted (A.6.a, C.3, E.2). */
                  g_assert_true (cr.strength != XQ_DUTCH_PREF_ABSOLUTE || cr.pref > 0);
                  g_assert_true (cb.strength != XQ_DUTCH_PREF_ABSOLUTE || cb.pref < 0);
                }
              seen += g->black != 0 ? 2 : 1;
            }
          g_assert_cmpuint (seen, ==, n); /* complete: everyone paired, at most one bye */
          check_brackets (data, games, stats);
          for (guint i = 0; i < games->len; i++)
            {
              const XqGame *g = &g_array_index (games, XqGame, i);
              XqGameResult  result = results[g_rand_int_range (rand, 0, (gint32) n_results)];
              if (r == 1 && g->black != 0 && MIN (g->red, g->black) <= club_size)
                result = g->red < g->black ? XQ_GAME_RESULT_RED_WIN : XQ_GAME_RESULT_BLACK_WIN;
              test_add_game (data, r, g->red, g->black, result);
            }
        }
    }
  g_test_message ("%u rounds paired, %u bracket comparisons, %u in D.1/D.2's order, %u in B.7's (D.3) order (%u with a limbo)",
                  rounds_paired, stats->compared, stats->ordered, stats->hetero, stats->hetero_limbo);
}

static void
test_random_events (void)
{
  guint events = g_test_slow () ? 5000 : 1000;
  Stats stats = { 0 };

  if (g_getenv ("QILI_TEST_QUICK") != NULL)
    events = 60;
  g_test_summary ("On 1000 random events of 4 to 10 players over 5 rounds (5000 with -m slow), every Dutch pairing is complete "
                  "and keeps C.1–C.3, and bracket by bracket no legal pairing is better by C.5, "
                  "C.6, C.7, C.10–C.15 in this order, nor as good and earlier among C.04.3's candidates "
                  "(D.1, D.2; in a heterogeneous bracket B.7: D.3, D.1, then the remainder) (brute force over every legal pairing)");
  play_events (20261206, events, 4, 10, 5, 0, 0, random_results, G_N_ELEMENTS (random_results), &stats);
  g_assert_cmpuint (stats.ordered, >, 0);
}

/* Mostly decisive games, rounds until the field nearly runs out of opponents, and forbidden pairs
 * (like rematches, C.1): pairs to avoid push players down into brackets of several MDPs, some of
 * whom stay in the limbo, and completing the round (C.4) decides which. */
static const XqGameResult decisive_results[] = { XQ_GAME_RESULT_RED_WIN, XQ_GAME_RESULT_BLACK_WIN, XQ_GAME_RESULT_RED_WIN,
                                                 XQ_GAME_RESULT_BLACK_WIN, XQ_GAME_RESULT_DRAW };

static void
test_heterogeneous_order (void)
{
  guint events = g_test_slow () ? 3000 : 600;
  Stats stats = { 0 };

  if (g_getenv ("QILI_TEST_QUICK") != NULL)
    events = 40;
  g_test_summary ("On 600 random events of 8 to 12 players over up to 4 rounds (3000 with -m slow), each with up to 10 "
                  "forbidden pairs and a club of 3 to 6 top-rated players kept apart who win round 1 (so they float "
                  "together), in every heterogeneous bracket no legal pairing as good by C.5–C.19 comes earlier among "
                  "C.04.3's candidates (B.7): the MDPs of S1 by D.3 (the highest scores, then the lowest BSNs), their "
                  "opponents by D.1, then the remainder by D.2 and D.1 (brute force over every legal pairing)");
  play_events (20261207, events, 8, 12, 4, 10, 6, decisive_results, G_N_ELEMENTS (decisive_results), &stats);
  g_assert_cmpuint (stats.hetero, >, 0);
  if (g_getenv ("QILI_TEST_QUICK") == NULL)
    g_assert_cmpuint (stats.hetero_limbo, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dutch/hand-worked", test_hand_worked);
  g_test_add_func ("/dutch/round-one", test_round_one);
  g_test_add_func ("/dutch/topscorers", test_topscorers);
  g_test_add_func ("/dutch/two-mdps", test_two_mdps);
  g_test_add_func ("/dutch/mdp-exchange-order", test_mdp_exchange_order);
  g_test_add_func ("/dutch/random-events", test_random_events);
  g_test_add_func ("/dutch/heterogeneous-order", test_heterogeneous_order);
  return g_test_run ();
}
