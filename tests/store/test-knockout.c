/* test-knockout.c: the places of a knockout stage (groups → cross-over), from its matches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "test-util.h"
#include "xq-knockout.h"

/* A knockout game of @round between @red and @black (0: a bye) with @code as its result. */
static XqGame *
add_match (XqEventData *data,
           guint        round,
           gint64       red,
           gint64       black,
           const char  *code)
{
  XqGame *g = test_add_game (data, round, red, black, code != NULL ? test_result (code) : XQ_GAME_RESULT_NONE);

  g->stage = XQ_STAGE_KNOCKOUT;
  return g;
}

static const XqKnockoutPlace *
find_place (GArray *places,
            gint64  entry)
{
  for (guint i = 0; i < places->len; i++)
    if (g_array_index (places, XqKnockoutPlace, i).entry == entry)
      return &g_array_index (places, XqKnockoutPlace, i);
  g_assert_not_reached ();
  return NULL;
}

static void
assert_place (GArray  *places,
              gint64   entry,
              guint    first,
              guint    last,
              guint    out_round,
              gboolean open)
{
  const XqKnockoutPlace *p = find_place (places, entry);

  g_assert_cmpuint (p->first, ==, first);
  g_assert_cmpuint (p->last, ==, last);
  g_assert_cmpuint (p->out_round, ==, out_round);
  g_assert_cmpint (p->open, ==, open);
}

static void
test_finished (void)
{
  g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_GROUPS, 8, NULL, NULL);
  g_autoptr (GArray)      places = NULL;
  XqGame                 *tiebreak;

  g_test_summary ("A finished bracket of 8: the final's winner 1st, its loser 2nd, the semi-finals' losers share "
                  "3rd–4th (no third-place match), the quarter-finals' losers 5th–8th");
  /* Round 7 after a group stage of 6: quarter-finals, then semi-finals and the final. */
  add_match (data, 7, 1, 8, "1-0");
  add_match (data, 7, 4, 5, "0-1");
  add_match (data, 7, 2, 7, "1/2-1/2");
  add_match (data, 7, 3, 6, "0-1");
  /* A level one-game match: the tie-breaks decide (7 wins both). */
  tiebreak = add_match (data, 7, 2, 7, "0-1");
  tiebreak->game = 2;
  tiebreak->board = 3;
  tiebreak->kind = XQ_GAME_TIEBREAK;
  add_match (data, 8, 1, 5, "1-0");
  add_match (data, 8, 7, 6, "0-1");
  add_match (data, 9, 1, 6, "0-1");
  places = xq_knockout_places (data);

  g_assert_cmpuint (places->len, ==, 8);
  assert_place (places, 6, 1, 1, 0, FALSE);
  assert_place (places, 1, 2, 2, 9, FALSE);
  assert_place (places, 5, 3, 4, 8, FALSE);
  assert_place (places, 7, 3, 4, 8, FALSE);
  assert_place (places, 8, 5, 8, 7, FALSE);
  assert_place (places, 4, 5, 8, 7, FALSE);
  assert_place (places, 2, 5, 8, 7, FALSE);
  assert_place (places, 3, 5, 8, 7, FALSE);
  /* Best first. */
  g_assert_cmpint (g_array_index (places, XqKnockoutPlace, 0).entry, ==, 6);
  g_assert_cmpint (g_array_index (places, XqKnockoutPlace, 1).entry, ==, 1);
  g_assert_cmpuint (g_array_index (places, XqKnockoutPlace, 7).first, ==, 5);
}

static void
test_open (void)
{
  g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_GROUPS, 6, NULL, NULL);
  g_autoptr (GArray)      places = NULL;

  g_test_summary ("Unfinished: a match still playing leaves both players anywhere from 1st to the round's last "
                  "place; a winner waiting for the next round is open down to the round's match count; byes count "
                  "as players of their round");
  /* 6 players in a bracket of 8: seeds 1 and 2 have byes. */
  add_match (data, 5, 1, 0, NULL);
  add_match (data, 5, 4, 5, "1-0");
  add_match (data, 5, 2, 0, NULL);
  add_match (data, 5, 3, 6, NULL);
  places = xq_knockout_places (data);

  g_assert_cmpuint (places->len, ==, 6);
  assert_place (places, 1, 1, 4, 0, TRUE);
  assert_place (places, 4, 1, 4, 0, TRUE);
  assert_place (places, 3, 1, 6, 0, TRUE);
  assert_place (places, 6, 1, 6, 0, TRUE);
  assert_place (places, 5, 5, 6, 5, FALSE);
  g_assert_cmpint (g_array_index (places, XqKnockoutPlace, 5).entry, ==, 5);

  /* The final not yet played: both finalists share 1st–2nd, open. */
  g_array_set_size (data->games, 0);
  add_match (data, 3, 1, 2, "1-0");
  add_match (data, 3, 3, 4, "0-1");
  add_match (data, 4, 1, 4, NULL);
  g_clear_pointer (&places, g_array_unref);
  places = xq_knockout_places (data);
  assert_place (places, 1, 1, 2, 0, TRUE);
  assert_place (places, 4, 1, 2, 0, TRUE);
  assert_place (places, 2, 3, 4, 3, FALSE);
}

static void
test_none (void)
{
  g_autoptr (XqEventData) data = test_event_new (XQ_SYSTEM_GROUPS, 4, NULL, NULL);
  g_autoptr (GArray)      places = NULL;
  XqGame                 *g;

  g_test_summary ("Group games are no part of the knockout places; before the cross-over there are none");
  g = test_add_game (data, 1, 1, 2, test_result ("1-0"));
  g->stage = XQ_STAGE_GROUP;
  places = xq_knockout_places (data);
  g_assert_cmpuint (places->len, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xq/store/knockout/places/finished", test_finished);
  g_test_add_func ("/xq/store/knockout/places/open", test_open);
  g_test_add_func ("/xq/store/knockout/places/none", test_none);
  return g_test_run ();
}
