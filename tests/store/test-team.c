/* test-team.c: team events (分台制, issue 18) on a real event file — line-ups in registered order
 * with reserves (seed 000 团体比赛 (一)), colours by board (CXA 13.2), 场分/局分 and the team
 * tie-breaks (CXA 14.5 as xq-team.h reads it), forfeited boards, a team withdrawing, team Swiss
 * colours, team knockout count-back and its decider
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-desk.h"
#include "xq-standings.h"
#include "xq-store.h"
#include "xq-team.h"

typedef struct
{
  XqStore *store;
  gint64   event;
  gint64   teams[8];
  gint64   players[8][6]; /* players[t][k]: member k + 1 of team t */
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer user_data)
{
  g_autofree char   *path = g_build_filename (g_get_user_data_dir (), "teams.db", NULL);
  g_autoptr (GError) error = NULL;

  memset (f, 0, sizeof *f);
  f->store = xq_store_open (path, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer user_data)
{
  g_assert_finalize_object (f->store);
}

/* A team event of @n_teams teams "T1"… of @n_members players "Tt-k" each, on @boards boards. */
static void
make_event (Fixture  *f,
            XqSystem  system,
            guint     boards,
            guint     n_teams,
            guint     n_members,
            XqScoring match_points)
{
  g_autoptr (GError) error = NULL;
  XqEvent            event = { 0 };

  event.name = (char *) "Team test";
  event.system = system;
  event.rounds = system == XQ_SYSTEM_SWISS ? 3 : 0;
  event.scoring = XQ_SCORING_2_1_0;
  event.games_per_match = 1;
  event.team_boards = boards;
  event.match_points = match_points;
  f->event = xq_store_create_event (f->store, &event, &error);
  g_assert_no_error (error);
  for (guint t = 0; t < n_teams; t++)
    {
      g_autofree char *name = g_strdup_printf ("T%u", t + 1);
      g_autofree char *club = g_strdup_printf ("Club %u", t + 1);
      f->teams[t] = xq_store_add_team (f->store, f->event, name, club, NULL, 0, &error);
      g_assert_no_error (error);
      for (guint k = 0; k < n_members; k++)
        {
          g_autofree char *player = g_strdup_printf ("T%u-%u", t + 1, k + 1);
          XqPlayerSpec     spec = { player, 2000 - (int) (t * 10 + k), NULL, NULL };
          f->players[t][k] = xq_store_add_team_player (f->store, f->event, f->teams[t], &spec, &error);
          g_assert_no_error (error);
        }
    }
}

static XqEventData *
load (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  XqEventData       *d = xq_store_load_event (f->store, f->event, &error);

  g_assert_no_error (error);
  return d;
}

static const XqGame *
game_of (const XqEventData *d,
         guint              round,
         guint              match,
         guint              board)
{
  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      if (g->round == round && g->board == match && g->game == board)
        return g;
    }
  g_assert_not_reached ();
  return NULL;
}

static const XqStanding *
standing_of (XqStandings *s,
             gint64       team)
{
  for (guint i = 0; i < s->rows->len; i++)
    if (g_array_index (s->rows, XqStanding, i).entry_id == team)
      return &g_array_index (s->rows, XqStanding, i);
  g_assert_not_reached ();
  return NULL;
}

static void
result (Fixture    *f,
        guint       round,
        guint       match,
        guint       board,
        const char *r)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (xq_desk_set_result (f->store, f->event, round, match, board, r, -1, -1, &error));
  g_assert_no_error (error);
}

static void
test_team_entries (Fixture      *f,
                   gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (GError)      error = NULL;
  const XqEntry          *t;

  g_test_summary ("A team has a name, a club and its players in registered (board) order, reserves last; the "
                  "order can change before round 1 only; it is rated by the mean of its first B players");
  make_event (f, XQ_SYSTEM_ROUNDROBIN, 2, 2, 3, XQ_SCORING_2_1_0);
  d = load (f);
  t = xq_event_data_find_entry (d, f->teams[0]);
  g_assert_cmpstr (t->name, ==, "T1");
  g_assert_cmpstr (t->club, ==, "Club 1");
  g_assert_cmpuint (t->members->len, ==, 3);
  g_assert_cmpint (g_array_index (t->members, gint64, 2), ==, f->players[0][2]);
  g_assert_cmpint (t->rating, ==, (2000 + 1999) / 2); /* the mean of its first two (B = 2) */
  g_assert_true (xq_store_move_team_player (f->store, f->teams[0], f->players[0][2], 1, &error));
  g_assert_no_error (error);
  g_assert_true (xq_store_update_team (f->store, f->teams[0], "Dragons", "Club 9", &error));
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  t = xq_event_data_find_entry (d, f->teams[0]);
  g_assert_cmpstr (t->name, ==, "Dragons");
  g_assert_cmpint (g_array_index (t->members, gint64, 0), ==, f->players[0][2]);
  g_assert_cmpint (g_array_index (t->members, gint64, 1), ==, f->players[0][0]);
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 1);
  g_assert_false (xq_store_move_team_player (f->store, f->teams[0], f->players[0][0], 1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  /* A late reserve may still join, last. */
  {
    XqPlayerSpec spec = { "Late", 1500, NULL, NULL };
    g_assert_cmpint (xq_store_add_team_player (f->store, f->event, f->teams[0], &spec, &error), >, 0);
    g_assert_no_error (error);
  }
}

static void
test_remove_member (Fixture      *f,
                    gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (GError)      error = NULL;
  const XqEntry          *t;
  gint64                  lineup[2];

  g_test_summary ("Issue 31: a team's player is taken out before round 1: those after him move up a place, the "
                  "other teams stay as they were; a line-up naming him, or a paired round, refuses it");
  make_event (f, XQ_SYSTEM_ROUNDROBIN, 2, 2, 3, XQ_SCORING_2_1_0);
  g_assert_true (xq_store_remove_team_player (f->store, f->teams[0], f->players[0][0], &error));
  g_assert_no_error (error);
  d = load (f);
  t = xq_event_data_find_entry (d, f->teams[0]);
  g_assert_cmpuint (t->members->len, ==, 2);
  g_assert_cmpint (g_array_index (t->members, gint64, 0), ==, f->players[0][1]);
  g_assert_cmpint (g_array_index (t->members, gint64, 1), ==, f->players[0][2]);
  g_assert_null (xq_event_data_find_player (d, f->players[0][0]));
  t = xq_event_data_find_entry (d, f->teams[1]);
  g_assert_cmpuint (t->members->len, ==, 3);

  /* Not a member: said so */
  g_assert_false (xq_store_remove_team_player (f->store, f->teams[0], f->players[1][0], &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Named by a line-up set ahead: the line-up is the user's to change first */
  lineup[0] = f->players[1][0];
  lineup[1] = f->players[1][2];
  g_assert_true (xq_store_set_lineup (f->store, f->event, 1, f->teams[1], lineup, 2, &error));
  g_assert_no_error (error);
  g_assert_false (xq_store_remove_team_player (f->store, f->teams[1], f->players[1][2], &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);

  /* Once round 1 is paired: refused, nothing changed */
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 1);
  g_assert_false (xq_store_remove_team_player (f->store, f->teams[0], f->players[0][1], &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  g_assert_cmpuint (xq_event_data_find_entry (d, f->teams[0])->members->len, ==, 2);
}

static void
test_colours_by_board (Fixture      *f,
                       gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (GError)      error = NULL;

  g_test_summary ("CXA 13.2: the first-named team has Red on odd boards and Black on even boards; the first B "
                  "members play, in registered order");
  make_event (f, XQ_SYSTEM_ROUNDROBIN, 4, 2, 5, XQ_SCORING_2_1_0);
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 1);
  d = load (f);
  g_assert_cmpuint (d->games->len, ==, 4);
  for (guint k = 1; k <= 4; k++)
    {
      const XqGame *g = game_of (d, 1, 1, k);
      gint64        first = g_array_index (d->games, XqGame, 0).red;
      gint64        other = first == f->teams[0] ? f->teams[1] : f->teams[0];
      int           ft = first == f->teams[0] ? 0 : 1;

      g_assert_cmpint (g->red, ==, k % 2 == 1 ? first : other);
      g_assert_cmpint (g->black, ==, k % 2 == 1 ? other : first);
      g_assert_cmpint (k % 2 == 1 ? g->red_player : g->black_player, ==, f->players[ft][k - 1]);
      g_assert_cmpint (k % 2 == 1 ? g->black_player : g->red_player, ==, f->players[1 - ft][k - 1]);
      g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_NONE);
    }
}

static void
test_lineup_rules (Fixture      *f,
                   gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (GError)      error = NULL;

  g_test_summary ("seed 000 分台制: a line-up keeps the registered order — a reserve may come in, players are "
                  "never swapped; at most B players, members only, each once; each refusal says why");
  make_event (f, XQ_SYSTEM_ROUNDROBIN, 3, 2, 5, XQ_SCORING_2_1_0);
  {
    gint64 swapped[] = { f->players[0][1], f->players[0][0], f->players[0][2] };
    g_assert_false (xq_store_set_lineup (f->store, f->event, 1, f->teams[0], swapped, 3, &error));
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "Board 2"));
    g_assert_nonnull (strstr (error->message, "registered order"));
    g_clear_error (&error);
  }
  {
    gint64 stranger[] = { f->players[0][0], f->players[1][1] };
    g_assert_false (xq_store_set_lineup (f->store, f->event, 1, f->teams[0], stranger, 2, &error));
    g_assert_nonnull (strstr (error->message, "not a member of T1"));
    g_clear_error (&error);
  }
  {
    gint64 twice[] = { f->players[0][0], f->players[0][0] };
    g_assert_false (xq_store_set_lineup (f->store, f->event, 1, f->teams[0], twice, 2, &error));
    g_assert_nonnull (strstr (error->message, "already plays board 1"));
    g_clear_error (&error);
  }
  {
    gint64 four[] = { f->players[0][0], f->players[0][1], f->players[0][2], f->players[0][3] };
    g_assert_false (xq_store_set_lineup (f->store, f->event, 1, f->teams[0], four, 4, &error));
    g_assert_nonnull (strstr (error->message, "at most 3"));
    g_clear_error (&error);
  }
  {
    gint64 later[] = { f->players[0][0] };
    g_assert_false (xq_store_set_lineup (f->store, f->event, 2, f->teams[0], later, 1, &error));
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
    g_clear_error (&error);
  }
  /* Reserves 4 and 5 come in for 2 and 3: 1-4-5, in order. T2 fields two: board 3 is empty. */
  {
    gint64 reserves[] = { f->players[0][0], f->players[0][3], f->players[0][4] };
    gint64 two[] = { f->players[1][0], f->players[1][2] };
    g_assert_true (xq_store_set_lineup (f->store, f->event, 1, f->teams[0], reserves, 3, &error));
    g_assert_no_error (error);
    g_assert_true (xq_store_set_lineup (f->store, f->event, 1, f->teams[1], two, 2, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 1);
  d = load (f);
  {
    gint64 t1[3], t2[3];
    xq_team_lineup (d, f->teams[0], 1, t1);
    xq_team_lineup (d, f->teams[1], 1, t2);
    g_assert_cmpint (t1[1], ==, f->players[0][3]);
    g_assert_cmpint (t1[2], ==, f->players[0][4]);
    g_assert_cmpint (t2[1], ==, f->players[1][2]);
    g_assert_cmpint (t2[2], ==, 0);
  }
  /* The missing player forfeits board 3 (seed 000: a missing player loses his board). */
  {
    const XqGame *g3 = game_of (d, 1, 1, 3);
    gboolean      t1_red = g3->red == f->teams[0];
    g_assert_cmpint (g3->result, ==, t1_red ? XQ_GAME_RESULT_RED_WIN_FORFEIT : XQ_GAME_RESULT_BLACK_WIN_FORFEIT);
    g_assert_cmpint (game_of (d, 1, 1, 1)->result, ==, XQ_GAME_RESULT_NONE);
  }
  /* After pairing, T2's line-up may still change while its boards have no result: board 3 filled. */
  {
    gint64 three[] = { f->players[1][0], f->players[1][1], f->players[1][2] };
    g_assert_true (xq_store_set_lineup (f->store, f->event, 1, f->teams[1], three, 3, &error));
    g_assert_no_error (error);
    g_clear_pointer (&d, xq_event_data_free);
    d = load (f);
    g_assert_cmpint (game_of (d, 1, 1, 3)->result, ==, XQ_GAME_RESULT_NONE);
    g_assert_cmpint (game_of (d, 1, 1, 2)->red_player == f->players[1][1] || game_of (d, 1, 1, 2)->black_player == f->players[1][1], ==, TRUE);
  }
  /* The desk's check finds nothing wrong; a board changed behind its back, it does: T1 fields
   * 1-4-5, and its registered 2nd put on board 3 sits below the 4th. */
  {
    g_autoptr (GArray)      v = NULL;
    g_autoptr (XqEventData) d2 = load (f);
    XqGame                 *g3 = (XqGame *) game_of (d2, 1, 1, 3);

    v = xq_desk_check (d2);
    g_assert_cmpuint (v->len, ==, 0);
    g_clear_pointer (&v, g_array_unref);
    if (g3->red == f->teams[0])
      g3->red_player = f->players[0][1];
    else
      g3->black_player = f->players[0][1];
    v = xq_desk_check (d2);
    g_assert_cmpuint (v->len, ==, 1);
    g_assert_cmpstr (g_array_index (v, XqViolation, 0).kind, ==, "lineup");
    g_test_message ("%s", g_array_index (v, XqViolation, 0).message);
  }
  result (f, 1, 1, 1, "1-0");
  {
    gint64 back[] = { f->players[1][0], f->players[1][2] };
    g_assert_false (xq_store_set_lineup (f->store, f->event, 1, f->teams[1], back, 2, &error));
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
    g_test_message ("%s", error->message);
    g_clear_error (&error);
  }
}

static void
test_match_points (Fixture      *f,
                   gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (XqStandings) s = NULL;
  g_autoptr (GError)      error = NULL;
  gint64                  a, b;

  g_test_summary ("场分 3-1-0 from the sum of the boards' 局分 (2-1-0 per game): a match won 3, drawn 1 each; a "
                  "forfeited board counts as a board lost; 局分 beside");
  make_event (f, XQ_SYSTEM_DOUBLE_ROUNDROBIN, 2, 2, 2, XQ_SCORING_3_1_0);
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 1);
  d = load (f);
  a = game_of (d, 1, 1, 1)->red; /* first-named */
  b = game_of (d, 1, 1, 1)->black;
  result (f, 1, 1, 1, "1-0"); /* a wins board 1 */
  result (f, 1, 1, 2, "-+");  /* a is Black on board 2; Red (b) forfeits */
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 2);
  result (f, 2, 1, 1, "1/2-1/2");
  result (f, 2, 1, 2, "1/2-1/2");
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  s = xq_standings_compute (d, NULL);
  g_assert_cmpint (standing_of (s, a)->points, ==, 2 * (3 + 1));
  g_assert_cmpint (standing_of (s, a)->game_points, ==, 2 * (4 + 2));
  g_assert_cmpint (standing_of (s, b)->points, ==, 2 * 1);
  g_assert_cmpint (standing_of (s, b)->game_points, ==, 2 * 2);
  g_assert_cmpuint (standing_of (s, a)->rank, ==, 1);
}

static void
test_tiebreaks (Fixture      *f,
                gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (XqStandings) s = NULL;
  g_autoptr (GError)      error = NULL;
  g_autoptr (GArray)      criteria = NULL;

  g_test_summary ("CXA 14.5 (preset cxa-14.5): level on 场分 and 局分, the match between them decides; level "
                  "there too, board count-back (台次分: 局分 on board 1 first)");
  make_event (f, XQ_SYSTEM_ROUNDROBIN, 2, 4, 2, XQ_SCORING_2_1_0);
  d = load (f);
  criteria = xq_standings_criteria (d);
  g_assert_cmpuint (criteria->len, ==, 4);
  g_assert_cmpint (g_array_index (criteria, XqTiebreak, 0), ==, XQ_TIEBREAK_GAME_POINTS);
  g_assert_cmpint (g_array_index (criteria, XqTiebreak, 1), ==, XQ_TIEBREAK_DIRECT);
  g_assert_cmpint (g_array_index (criteria, XqTiebreak, 2), ==, XQ_TIEBREAK_BUCHHOLZ);
  g_assert_cmpint (g_array_index (criteria, XqTiebreak, 3), ==, XQ_TIEBREAK_BOARD_POINTS);
  /* Red wins every board: the first-named team wins board 1, the other board 2; every match drawn. */
  for (guint r = 1; r <= 3; r++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, r);
      for (guint m = 1; m <= 2; m++)
        {
          result (f, r, m, 1, "1-0");
          result (f, r, m, 2, "1-0");
        }
    }
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  s = xq_standings_compute (d, NULL);
  /* Every match drawn: every team 3 场分, 局分 6 each; direct and Buchholz level; board 1 decides:
   * a team that was first-named (Red on board 1) more often won board 1 more often. */
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (s->rows, XqStanding, i);
      g_assert_cmpint (row->points, ==, 3 * 2);
      g_assert_cmpint (row->game_points, ==, 6 * 2);
      g_assert_nonnull (row->board_points);
      g_assert_cmpint (g_array_index (row->board_points, int, 0) + g_array_index (row->board_points, int, 1), ==, 12);
    }
  for (guint i = 0; i + 1 < s->rows->len; i++)
    {
      const XqStanding *r1 = &g_array_index (s->rows, XqStanding, i), *r2 = &g_array_index (s->rows, XqStanding, i + 1);
      g_assert_cmpint (g_array_index (r1->board_points, int, 0), >=, g_array_index (r2->board_points, int, 0));
      if (g_array_index (r1->board_points, int, 0) > g_array_index (r2->board_points, int, 0))
        g_assert_cmpuint (r1->rank, <, r2->rank);
    }
  g_assert_cmpuint (g_array_index (s->rows, XqStanding, 0).rank, ==, 1);
  g_assert_cmpint (g_array_index (g_array_index (s->rows, XqStanding, 0).board_points, int, 0), >,
                   g_array_index (g_array_index (s->rows, XqStanding, 3).board_points, int, 0));
}

/* Scores match @match of @round: @score "4-0", "3-1" (a board won, one drawn) or "2-2" for team
 * @winner (a team id; 0 for a drawn match), on two boards. */
static void
score_match (Fixture    *f,
             guint       round,
             guint       match,
             gint64      winner,
             const char *score)
{
  g_autoptr (XqEventData) d = load (f);

  for (guint k = 1; k <= 2; k++)
    {
      const XqGame *g = game_of (d, round, match, k);
      const char   *win = g->red == winner ? "1-0" : "0-1";
      result (f, round, match, k, g_str_equal (score, "2-2") || (k == 2 && g_str_equal (score, "3-1")) ? "1/2-1/2" : win);
    }
}

static void
test_direct (Fixture      *f,
             gconstpointer user_data)
{
  /* beats[a][b]: the score by which team a beats team b ("" for b beats a). */
  static const char *const beats[4][4] = {
    { NULL, "3-1", "", "3-1" },
    { "", NULL, "3-1", "3-1" },
    { "3-1", "", NULL, "2-2" },
    { "", "", "", NULL },
  };
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (XqStandings) s = NULL;
  g_autoptr (GError)      error = NULL;

  g_test_summary ("CXA 14.5: two teams level on 场分 (4) and 局分 (7) are ranked by the match between them, "
                  "before opponents' scores");
  make_event (f, XQ_SYSTEM_ROUNDROBIN, 2, 4, 2, XQ_SCORING_2_1_0);
  for (guint r = 1; r <= 3; r++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, r);
      g_clear_pointer (&d, xq_event_data_free);
      d = load (f);
      for (guint m = 1; m <= 2; m++)
        {
          const XqGame *g = game_of (d, r, m, 1);
          int           a = -1, b = -1;
          for (int t = 0; t < 4; t++)
            {
              if (f->teams[t] == g->red)
                a = t;
              if (f->teams[t] == g->black)
                b = t;
            }
          if (*beats[a][b] != '\0')
            score_match (f, r, m, f->teams[a], beats[a][b]);
          else
            score_match (f, r, m, f->teams[b], beats[b][a]);
        }
    }
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  s = xq_standings_compute (d, NULL);
  /* T1 and T2: 4 场分, 局分 7 each, T1 beat T2; T3 3 场分 (a win, a loss, a draw); T4 1. */
  g_assert_cmpint (standing_of (s, f->teams[0])->points, ==, 8);
  g_assert_cmpint (standing_of (s, f->teams[1])->points, ==, 8);
  g_assert_cmpint (standing_of (s, f->teams[0])->game_points, ==, 14);
  g_assert_cmpint (standing_of (s, f->teams[1])->game_points, ==, 14);
  g_assert_cmpint (standing_of (s, f->teams[2])->points, ==, 6);
  g_assert_cmpint (standing_of (s, f->teams[3])->points, ==, 2);
  g_assert_cmpfloat (standing_of (s, f->teams[0])->values[XQ_TIEBREAK_DIRECT], ==, 2.0);
  g_assert_cmpuint (standing_of (s, f->teams[0])->rank, ==, 1);
  g_assert_cmpuint (standing_of (s, f->teams[1])->rank, ==, 2);
  g_assert_cmpuint (standing_of (s, f->teams[2])->rank, ==, 3);
  g_assert_cmpuint (standing_of (s, f->teams[3])->rank, ==, 4);
}

static void
test_withdrawal (Fixture      *f,
                 gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (XqStandings) s = NULL;
  g_autoptr (GError)      error = NULL;
  gboolean                struck = TRUE;
  gint64                  out;
  guint                   forfeited = 0;

  g_test_summary ("A team withdrawing after half its matches (seed 000 §14): its results stand and every board "
                  "of the matches still to come is forfeited to the opponent");
  make_event (f, XQ_SYSTEM_ROUNDROBIN, 2, 3, 2, XQ_SCORING_2_1_0);
  for (guint r = 1; r <= 2; r++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, r);
      g_clear_pointer (&d, xq_event_data_free);
      d = load (f);
      for (guint i = 0; i < d->games->len; i++)
        {
          const XqGame *g = &g_array_index (d->games, XqGame, i);
          if (g->round == r && g->black != 0)
            result (f, r, g->board, g->game, "1/2-1/2");
        }
    }
  /* The team with the bye in round 3 is the one that has played both; withdraw one still to play. */
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  out = f->teams[0];
  g_assert_true (xq_desk_withdraw (f->store, f->event, out, &struck, &error));
  g_assert_no_error (error);
  g_assert_false (struck);
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 3);
  g_assert_no_error (error);
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      if (g->round != 3 || g->black == 0)
        continue;
      g_assert_true (g->red == out || g->black == out);
      g_assert_cmpint (g->result, ==, g->red == out ? XQ_GAME_RESULT_BLACK_WIN_FORFEIT : XQ_GAME_RESULT_RED_WIN_FORFEIT);
      forfeited++;
    }
  g_assert_cmpuint (forfeited, ==, 2); /* both boards of its last match */
  s = xq_standings_compute (d, NULL);
  g_assert_true (standing_of (s, out)->withdrawn);
}

static void
test_swiss_colours (Fixture      *f,
                    gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (GError)      error = NULL;

  g_test_summary ("Team Swiss: the pairing names the first team by the teams' colour balance — a team first-named "
                  "(Red on board 1) in round 1 is second-named in round 2 where it can be");
  make_event (f, XQ_SYSTEM_SWISS, 2, 4, 2, XQ_SCORING_2_1_0);
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 1);
  /* Match 1 won by its first-named team, match 2 by its second-named: in round 2 each score group
   * holds one team of each colour. */
  result (f, 1, 1, 1, "1-0");
  result (f, 1, 1, 2, "1/2-1/2");
  result (f, 1, 2, 1, "0-1");
  result (f, 1, 2, 2, "1/2-1/2");
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 2);
  d = load (f);
  for (guint m = 1; m <= 2; m++)
    {
      gint64 first2 = game_of (d, 2, m, 1)->red;
      for (guint m1 = 1; m1 <= 2; m1++)
        g_assert_cmpint (game_of (d, 1, m1, 1)->red, !=, first2);
      /* CXA 13.2 within the match */
      g_assert_cmpint (game_of (d, 2, m, 2)->black, ==, first2);
    }
}

static void
test_knockout (Fixture      *f,
               gconstpointer user_data)
{
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (GError)      error = NULL;
  g_autoptr (GArray)      games = NULL;
  XqTeamMatch             m;
  gint64                  first1, first2;

  g_test_summary ("Team knockout: a match level on 局分 goes to the team that did better from board 1 down "
                  "(count-back); level on every board, one decider between the board-1 players in which a draw "
                  "loses for Red");
  make_event (f, XQ_SYSTEM_KNOCKOUT, 2, 4, 2, XQ_SCORING_2_1_0);
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, NULL, &error), ==, 1);
  d = load (f);
  g_assert_cmpuint (d->games->len, ==, 4);
  first1 = game_of (d, 1, 1, 1)->red;
  first2 = game_of (d, 1, 2, 1)->red;
  /* Match 1: each side wins its Red board → level; board 1 won by the first-named: it goes on. */
  result (f, 1, 1, 1, "1-0");
  result (f, 1, 1, 2, "1-0");
  /* Match 2: both boards drawn → level everywhere: a decider. */
  result (f, 1, 2, 1, "1/2-1/2");
  result (f, 1, 2, 2, "1/2-1/2");
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  g_assert_true (xq_team_match (d, 1, 1, &m));
  g_assert_cmpint (m.game_points[0], ==, m.game_points[1]);
  g_assert_cmpint (xq_team_count_back (&m), ==, 1);
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, &games, &error), ==, 1);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpint (g_array_index (games, XqGame, 0).kind, ==, XQ_GAME_DECIDER);
  g_assert_cmpuint (g_array_index (games, XqGame, 0).board, ==, 2);
  g_assert_cmpuint (g_array_index (games, XqGame, 0).game, ==, 3);
  g_assert_cmpint (g_array_index (games, XqGame, 0).red_player, !=, 0);
  /* A draw in the decider: Black goes through. */
  result (f, 1, 2, 3, "1/2-1/2");
  g_clear_pointer (&games, g_array_unref);
  g_assert_cmpuint (xq_desk_pair (f->store, f->event, &games, &error), ==, 2);
  g_assert_no_error (error);
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f);
  {
    const XqGame *decider = game_of (d, 1, 2, 3);
    const XqGame *final1 = game_of (d, 2, 1, 1);
    g_assert_cmpuint (games->len, ==, 2); /* the final on two boards */
    g_assert_true (final1->red == first1 || final1->black == first1);
    g_assert_true (final1->red == decider->black || final1->black == decider->black);
    (void) first2;
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(path, func) g_test_add ("/xq/store/team/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("entries", test_team_entries);
  ADD ("remove-member", test_remove_member);
  ADD ("colours-by-board", test_colours_by_board);
  ADD ("lineup-rules", test_lineup_rules);
  ADD ("match-points", test_match_points);
  ADD ("tiebreaks", test_tiebreaks);
  ADD ("direct", test_direct);
  ADD ("withdrawal", test_withdrawal);
  ADD ("swiss-colours", test_swiss_colours);
  ADD ("knockout", test_knockout);
#undef ADD
  return g_test_run ();
}
