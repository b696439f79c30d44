/* test-desk.c: the tournament desk on a real event file — round robins, withdrawals (seed 000
 * §14) both ways, groups then cross-over (seed 002), knockout deciders, team matches, exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-berger.h"
#include "xq-desk.h"
#include "xq-export.h"
#include "xq-standings.h"
#include "xq-store-private.h"
#include "xq-store.h"

typedef struct
{
  XqStore *store;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer user_data)
{
  g_autofree char   *path = g_build_filename (g_get_user_data_dir (), "desk.db", NULL);
  g_autoptr (GError) error = NULL;

  f->store = xq_store_open (path, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer user_data)
{
  g_assert_finalize_object (f->store);
}

/* An event of @n_players "P1"… rated 2800 − 100 i; @first_player gets the id of P1. */
static gint64
add_event (Fixture    *f,
           XqSystem    system,
           guint       n_players,
           const char *tiebreaks,
           XqScoring   scoring,
           gint64     *first_player)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) tb = tiebreaks != NULL ? xq_tiebreaks_parse (tiebreaks, NULL) : NULL;
  XqEvent            event = { 0 };
  gint64             id;

  event.name = (char *) "Desk test";
  event.system = system;
  event.rounds = system == XQ_SYSTEM_SWISS ? 5 : 0;
  event.scoring = scoring;
  event.games_per_match = system == XQ_SYSTEM_GROUPS ? 2 : 1;
  event.group_count = system == XQ_SYSTEM_GROUPS ? 2 : 0;
  event.tiebreaks = tb;
  id = xq_store_create_event (f->store, &event, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i + 1);
      gint64           player = xq_store_add_player (f->store, id, name, 2800 - 100 * (int) i, NULL, NULL, &error);
      g_assert_no_error (error);
      if (i == 0)
        *first_player = player;
    }
  return id;
}

/* The first event of the file: player ids follow registration, player i + 1 is rated 2800 − 100 i. */
static gint64
make_event (Fixture    *f,
            XqSystem    system,
            guint       n_players,
            const char *tiebreaks,
            XqScoring   scoring)
{
  gint64 first = 0;
  gint64 id = add_event (f, system, n_players, tiebreaks, scoring, &first);

  g_assert_cmpint (first, ==, 1);
  return id;
}

static XqEventData *
load (Fixture *f,
      gint64   event)
{
  g_autoptr (GError) error = NULL;
  XqEventData       *d = xq_store_load_event (f->store, event, &error);

  g_assert_no_error (error);
  return d;
}

static const XqStanding *
standing_of (XqStandings *s,
             gint64       entry)
{
  for (guint i = 0; i < s->rows->len; i++)
    if (g_array_index (s->rows, XqStanding, i).entry_id == entry)
      return &g_array_index (s->rows, XqStanding, i);
  return NULL;
}

static void
assert_checked (Fixture *f,
                gint64   event)
{
  g_autoptr (XqEventData) d = load (f, event);
  g_autoptr (GArray)      v = xq_desk_check (d);

  for (guint i = 0; i < v->len; i++)
    g_test_message ("%s", g_array_index (v, XqViolation, i).message);
  g_assert_cmpuint (v->len, ==, 0);
}

/* Enters @result for every game of @round still without one. */
static void
finish_round (Fixture    *f,
              gint64      event,
              guint       round,
              const char *result)
{
  g_autoptr (XqEventData) d = load (f, event);
  g_autoptr (GError)      error = NULL;

  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      if (g->round == round && g->black != 0 && !g->annulled && g->result == XQ_GAME_RESULT_NONE)
        g_assert_true (xq_desk_set_result (f->store, event, round, g->board, g->game, result, -1, -1, &error));
    }
  g_assert_no_error (error);
}

static void
test_double_roundrobin (Fixture      *f,
                        gconstpointer user_data)
{
  gint64                  event = make_event (f, XQ_SYSTEM_DOUBLE_ROUNDROBIN, 4, NULL, XQ_SCORING_2_1_0);
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (GError)      error = NULL;

  g_test_summary ("A double round robin follows the Berger table, the second cycle with colours reversed");
  for (guint r = 1; r <= 6; r++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, r);
      g_assert_no_error (error);
      finish_round (f, event, r, "1-0");
    }
  g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  d = load (f, event);
  /* Round 1: 1–4, 2–3 (FIDE); round 4 the same pairs reversed. */
  g_assert_cmpint (g_array_index (d->games, XqGame, 0).red, ==, 1);
  g_assert_cmpint (g_array_index (d->games, XqGame, 0).black, ==, 4);
  g_assert_cmpint (g_array_index (d->games, XqGame, 6).red, ==, 4);
  g_assert_cmpint (g_array_index (d->games, XqGame, 6).black, ==, 1);
  assert_checked (f, event);
}

/* Longest run of one colour of @entry over the games of @d played over the board, in round order. */
static guint
longest_colour_run (const XqEventData *d,
                    gint64             entry)
{
  guint best = 0, run = 0;
  char  last = 0;

  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      char          c;

      if (g->black == 0 || (g->red != entry && g->black != entry))
        continue;
      c = g->red == entry ? 'R' : 'B';
      run = c == last ? run + 1 : 1;
      last = c;
      best = MAX (best, run);
    }
  return best;
}

static void
test_double_roundrobin_colours (Fixture      *f,
                                gconstpointer user_data)
{
  g_test_summary ("FIDE C.05 Annex 1: a double round robin paired by the desk (3 to 10 players) gives nobody the "
                  "same colour three games running; an event paired in the old order keeps it (no rematch)");
  for (guint n = 3; n <= 10; n++)
    {
      gint64                  first = 0;
      gint64                  event = add_event (f, XQ_SYSTEM_DOUBLE_ROUNDROBIN, n, NULL, XQ_SCORING_2_1_0, &first);
      guint                   rounds = 2 * (n % 2 == 0 ? n - 1 : n);
      g_autoptr (XqEventData) d = NULL;
      g_autoptr (GError)      error = NULL;

      for (guint r = 1; r <= rounds; r++)
        {
          g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, r);
          g_assert_no_error (error);
          finish_round (f, event, r, r % 3 == 0 ? "1/2-1/2" : "1-0");
        }
      d = load (f, event);
      for (guint i = 0; i < d->entries->len; i++)
        {
          gint64 e = g_array_index (d->entries, XqEntry, i).id;
          if (longest_colour_run (d, e) >= 3)
            g_error ("%u players: %s has one colour three games running", n, g_array_index (d->entries, XqEntry, i).name);
        }
      assert_checked (f, event);
    }

  /* Four players whose round 2 was paired before the swap (Berger round 2): round 3 is Berger 3. */
  {
    gint64                  first = 0;
    gint64                  event = add_event (f, XQ_SYSTEM_DOUBLE_ROUNDROBIN, 4, NULL, XQ_SCORING_2_1_0, &first);
    g_autoptr (XqEventData) d = NULL;
    g_autoptr (GArray)      old = g_array_new (FALSE, TRUE, sizeof (XqGame));
    g_autoptr (GError)      error = NULL;
    XqBergerBoard           boards[2];

    g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 1);
    finish_round (f, event, 1, "1-0");
    d = load (f, event);
    g_assert_cmpuint (xq_berger_round (4, 2, boards), ==, 2);
    for (guint b = 0; b < 2; b++)
      {
        XqGame g = { 0 };
        g.board = b + 1;
        g.game = 1;
        g.red = g_array_index (d->entries, XqEntry, boards[b].red - 1).id;
        g.black = g_array_index (d->entries, XqEntry, boards[b].black - 1).id;
        g_array_append_val (old, g);
      }
    g_assert_true (xq_store_add_round (f->store, event, 2, XQ_STAGE_MAIN, old, &error));
    finish_round (f, event, 2, "1-0");
    for (guint r = 3; r <= 6; r++)
      {
        g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, r);
        g_assert_no_error (error);
        finish_round (f, event, r, "0-1");
      }
    assert_checked (f, event);
  }
}

static void
test_withdraw_annulled (Fixture      *f,
                        gconstpointer user_data)
{
  gint64                  event = make_event (f, XQ_SYSTEM_ROUNDROBIN, 6, NULL, XQ_SCORING_2_1_0);
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (XqStandings) s = NULL;
  gboolean                struck = FALSE;
  int                     total = 0;

  g_test_summary ("Seed 000 §14: a player who withdraws having played fewer than half the games is struck out "
                  "and all his games are annulled, his opponents' results too");
  for (guint r = 1; r <= 2; r++)
    {
      xq_desk_pair (f->store, event, NULL, &error);
      finish_round (f, event, r, "0-1");
    }
  /* Player 6 has played 2 of 5 games. */
  g_assert_true (xq_desk_withdraw (f->store, event, 6, &struck, &error));
  g_assert_no_error (error);
  g_assert_true (struck);
  g_assert_false (xq_desk_withdraw (f->store, event, 6, NULL, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  for (guint r = 3; r <= 5; r++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, r);
      finish_round (f, event, r, "1/2-1/2");
    }
  d = load (f, event);
  s = xq_standings_compute (d, NULL);
  g_assert_cmpuint (s->rows->len, ==, 5);
  g_assert_null (standing_of (s, 6));
  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      if (g->red == 6 || g->black == 6)
        g_assert_true (g->annulled);
    }
  /* The five others played 4 counted games each: 10 games × 2 points. */
  for (guint i = 0; i < s->rows->len; i++)
    total += g_array_index (s->rows, XqStanding, i).points;
  g_assert_cmpint (total, ==, 10 * 4);
  /* Issue 31: in the crosstable the struck player has no place: "–r×", never "0r×" */
  {
    g_autoptr (XqCrosstable) ct = xq_crosstable_new (d, s);
    guint                    seen = 0;

    for (guint i = 0; i < d->games->len; i++)
      {
        const XqGame *g = &g_array_index (d->games, XqGame, i);
        gint64        who = g->red == 6 ? g->black : g->red;
        if ((g->red != 6 && g->black != 6) || who == 0)
          continue;
        {
          g_autoptr (GPtrArray) cells = xq_crosstable_dup_row (ct, who);
          const char           *cell = g_ptr_array_index (cells, g->round - 1);
          g_assert_true (g_str_has_prefix (cell, "–"));
          g_assert_true (g_str_has_suffix (cell, "×"));
          seen++;
        }
      }
    g_assert_cmpuint (seen, ==, 5); /* each of his five games, played or not, annulled */
  }
  assert_checked (f, event);
}

static void
test_withdraw_stand (Fixture      *f,
                     gconstpointer user_data)
{
  gint64                  event = make_event (f, XQ_SYSTEM_ROUNDROBIN, 6, NULL, XQ_SCORING_2_1_0);
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (XqStandings) s = NULL;
  gboolean                struck = TRUE;
  guint                   forfeits = 0;

  g_test_summary ("Seed 000 §14: a player who withdraws having played half the games or more keeps his results "
                  "and loses the remaining games by forfeit");
  for (guint r = 1; r <= 3; r++)
    {
      xq_desk_pair (f->store, event, NULL, &error);
      finish_round (f, event, r, "1/2-1/2");
    }
  g_assert_true (xq_desk_withdraw (f->store, event, 6, &struck, &error));
  g_assert_false (struck);
  for (guint r = 4; r <= 5; r++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, r);
      finish_round (f, event, r, "1/2-1/2");
    }
  d = load (f, event);
  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      if (g->round > 3 && (g->red == 6 || g->black == 6))
        {
          g_assert_true (g->result == (g->red == 6 ? XQ_GAME_RESULT_BLACK_WIN_FORFEIT : XQ_GAME_RESULT_RED_WIN_FORFEIT));
          forfeits++;
        }
    }
  g_assert_cmpuint (forfeits, ==, 2);
  s = xq_standings_compute (d, NULL);
  g_assert_cmpuint (s->rows->len, ==, 6);
  g_assert_cmpint (standing_of (s, 6)->points, ==, 3 * 2);
  g_assert_true (standing_of (s, 6)->withdrawn);
  assert_checked (f, event);
}

static void
test_swiss_withdraw (Fixture      *f,
                     gconstpointer user_data)
{
  gint64             event = make_event (f, XQ_SYSTEM_SWISS, 6, NULL, XQ_SCORING_2_1_0);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) games = NULL;

  g_test_summary ("A Swiss player who withdraws is not paired again; the odd one out gets the bye");
  xq_desk_pair (f->store, event, NULL, &error);
  finish_round (f, event, 1, "1-0");
  g_assert_true (xq_desk_withdraw (f->store, event, 1, NULL, &error));
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 2);
  g_assert_cmpuint (games->len, ==, 3);
  for (guint i = 0; i < games->len; i++)
    {
      g_assert_cmpint (g_array_index (games, XqGame, i).red, !=, 1);
      g_assert_cmpint (g_array_index (games, XqGame, i).black, !=, 1);
    }
  g_assert_cmpint (g_array_index (games, XqGame, 2).black, ==, 0);
  assert_checked (f, event);
}

/* Seed 002 group B and A outcomes, by pair and meeting, for the lower-numbered player. */
static char
outcome (gint64 x,
         gint64 y,
         guint  meeting)
{
  static const struct
  {
    gint64 x, y;
    char   first, second;
  } table[] = {
    /* Group A (1 4 5 8): 1 and 4 reach 12 points; 1 beat 4 twice (direct). */
    { 1, 4, 'W', 'W' },
    { 1, 5, 'L', 'L' },
    { 1, 8, 'W', 'W' },
    { 4, 5, 'W', 'W' },
    { 4, 8, 'W', 'W' },
    { 5, 8, 'L', 'L' },
    /* Group B (2 3 6 7): 2 and 3 reach 8 points and drew twice; 2 has more net wins (1 vs 0). */
    { 2, 3, 'D', 'D' },
    { 2, 6, 'W', 'D' },
    { 2, 7, 'D', 'D' },
    { 3, 6, 'W', 'L' },
    { 3, 7, 'W', 'L' },
    { 6, 7, 'D', 'D' },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (table[i].x == x && table[i].y == y)
      return meeting == 1 ? table[i].first : table[i].second;
  g_assert_not_reached ();
}

static void
test_groups_crossover (Fixture      *f,
                       gconstpointer user_data)
{
  gint64                 event = make_event (f, XQ_SYSTEM_GROUPS, 8, "seed-002", XQ_SCORING_3_1_0);
  g_autoptr (GError)     error = NULL;
  g_autoptr (GHashTable) meetings = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GArray)     games = NULL;
  guint                  round;

  g_test_summary ("Seed 002: groups by snake seeding play a double round robin scored 3/1/0, ties broken by "
                  "head-to-head then net wins; the cross-over pairs A1–B2 and B1–A2 in 2-game matches; a level "
                  "match goes to a decider in which a draw counts as a loss for Red");
  for (round = 1; round <= 6; round++)
    {
      g_autoptr (XqEventData) d = NULL;
      g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, round);
      g_assert_no_error (error);
      d = load (f, event);
      for (guint i = 0; i < d->games->len; i++)
        {
          const XqGame *g = &g_array_index (d->games, XqGame, i);
          gint64        x = MIN (g->red, g->black), y = MAX (g->red, g->black);
          gpointer      key = GINT_TO_POINTER ((int) (x * 100 + y));
          guint         meeting;
          char          o;
          const char   *result;

          if (g->round != round || g->black == 0)
            continue;
          g_assert_cmpint (g->stage, ==, XQ_STAGE_GROUP);
          meeting = GPOINTER_TO_UINT (g_hash_table_lookup (meetings, key)) + 1;
          g_hash_table_insert (meetings, key, GUINT_TO_POINTER (meeting));
          o = outcome (x, y, meeting);
          if (o == 'D')
            result = "1/2-1/2";
          else
            result = (o == 'W') == (x == g->red) ? "1-0" : "0-1";
          g_assert_true (xq_desk_set_result (f->store, event, round, g->board, 1, result, -1, -1, &error));
        }
    }
  /* Group tables. */
  {
    g_autoptr (XqEventData) d = load (f, event);
    XqStandingsOptions      a = { 0, 0 }, b = { 0, 1 };
    g_autoptr (XqStandings) sa = xq_standings_compute (d, &a);
    g_autoptr (XqStandings) sb = xq_standings_compute (d, &b);

    g_assert_cmpint (g_array_index (sa->rows, XqStanding, 0).entry_id, ==, 1);
    g_assert_cmpint (g_array_index (sa->rows, XqStanding, 0).points, ==, 24);
    g_assert_cmpint (g_array_index (sa->rows, XqStanding, 1).entry_id, ==, 4);
    g_assert_cmpint (g_array_index (sa->rows, XqStanding, 1).points, ==, 24);
    g_assert_cmpint (g_array_index (sb->rows, XqStanding, 0).entry_id, ==, 2);
    g_assert_cmpint (g_array_index (sb->rows, XqStanding, 1).entry_id, ==, 3);
    g_assert_cmpint (g_array_index (sb->rows, XqStanding, 0).points, ==, g_array_index (sb->rows, XqStanding, 1).points);
    g_assert_cmpfloat (g_array_index (sb->rows, XqStanding, 0).values[XQ_TIEBREAK_NET_WINS], ==, 1);
    g_assert_cmpfloat (g_array_index (sb->rows, XqStanding, 1).values[XQ_TIEBREAK_NET_WINS], ==, 0);
  }
  /* Cross-over: A1 (1) – B2 (3), B1 (2) – A2 (4). */
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 7);
  g_assert_cmpuint (games->len, ==, 4);
  g_assert_cmpint (g_array_index (games, XqGame, 0).red, ==, 1);
  g_assert_cmpint (g_array_index (games, XqGame, 0).black, ==, 3);
  g_assert_cmpint (g_array_index (games, XqGame, 1).red, ==, 3);
  g_assert_cmpint (g_array_index (games, XqGame, 2).red, ==, 2);
  g_assert_cmpint (g_array_index (games, XqGame, 2).black, ==, 4);
  g_clear_pointer (&games, g_array_unref);
  /* Board 1 drawn twice: a decider; board 2 won twice by 2. */
  g_assert_true (xq_desk_set_result (f->store, event, 7, 1, 1, "1/2-1/2", -1, -1, &error));
  g_assert_true (xq_desk_set_result (f->store, event, 7, 1, 2, "1/2-1/2", -1, -1, &error));
  g_assert_true (xq_desk_set_result (f->store, event, 7, 2, 1, "1-0", -1, -1, &error));
  g_assert_true (xq_desk_set_result (f->store, event, 7, 2, 2, "0-1", -1, -1, &error));
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 7);
  g_assert_cmpuint (games->len, ==, 1);
  {
    const XqGame *decider = &g_array_index (games, XqGame, 0);
    gint64        black = decider->black;
    g_assert_cmpint (decider->kind, ==, XQ_GAME_DECIDER);
    g_assert_cmpuint (decider->board, ==, 1);
    g_assert_cmpuint (decider->game, ==, 3);
    g_assert_true (xq_desk_set_result (f->store, event, 7, 1, 3, "1/2-1/2", -1, -1, &error));
    g_clear_pointer (&games, g_array_unref);
    /* The final: the decider's Black (a draw is Red's loss) against 2. */
    g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 8);
    g_assert_no_error (error);
    g_assert_cmpint (g_array_index (games, XqGame, 0).red, ==, black);
    g_assert_cmpint (g_array_index (games, XqGame, 0).black, ==, 2);
  }
  assert_checked (f, event);
}

/* Enters every game of @round without a result: @winner(x, y, meeting) names the winner of the
 * meeting-th game of entries x < y (0: a draw). @meetings counts games per pair. */
static void
play_round_by (Fixture    *f,
               gint64      event,
               guint       round,
               GHashTable *meetings,
               gint64 (*winner) (gint64 x, gint64 y, guint meeting))
{
  g_autoptr (XqEventData) d = load (f, event);
  g_autoptr (GError)      error = NULL;

  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      gint64        x = MIN (g->red, g->black), y = MAX (g->red, g->black), w;
      gpointer      key = GINT_TO_POINTER ((int) (x * 1000 + y));
      guint         meeting;
      const char   *result;

      if (g->round != round || g->black == 0 || g->result != XQ_GAME_RESULT_NONE || g->kind != XQ_GAME_REGULAR)
        continue;
      meeting = GPOINTER_TO_UINT (g_hash_table_lookup (meetings, key)) + 1;
      g_hash_table_insert (meetings, key, GUINT_TO_POINTER (meeting));
      w = winner (x, y, meeting);
      result = w == 0 ? "1/2-1/2" : w == g->red ? "1-0"
                                                : "0-1";
      g_assert_true (xq_desk_set_result (f->store, event, round, g->board, g->game, result, -1, -1, &error));
    }
}

/* Groups A = 1, 4, 5 and B = 2, 3, 6 (snake seeding): 1 and 2 win every game; 3 beats 6 twice;
 * 4 and 5 win one game each against the other, so they are level on points, head-to-head and net
 * wins for second place in A. */
static gint64
groups_winner (gint64 x,
               gint64 y,
               guint  meeting)
{
  if (x == 1 || x == 2)
    return x;
  if (x == 3 && y == 6)
    return 3;
  if (x == 4 && y == 5)
    return meeting == 1 ? 4 : 5;
  return x;
}

static void
test_groups_playoff (Fixture      *f,
                     gconstpointer user_data)
{
  gint64                  event = make_event (f, XQ_SYSTEM_GROUPS, 6, "seed-002", XQ_SCORING_3_1_0);
  g_autoptr (GError)      error = NULL;
  g_autoptr (GHashTable)  meetings = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GArray)      games = NULL;
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (XqStandings) a = NULL;
  XqStandingsOptions      in_a = { 0, 0 };
  const XqGame           *playoff;
  gint64                  second;
  guint                   round;

  g_test_summary ("Seed 002 六.2: two players level for second place of a group on points, head-to-head and net "
                  "wins play one play-off game (colours by lot, a draw a win for Black) before the cross-over, "
                  "instead of registration order deciding; its winner is A2; it scores no points");
  for (round = 1; round <= 6; round++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, round);
      g_assert_no_error (error);
      play_round_by (f, event, round, meetings, groups_winner);
    }
  d = load (f, event);
  a = xq_standings_compute (d, &in_a);
  g_assert_cmpint (g_array_index (a->rows, XqStanding, 0).entry_id, ==, 1);
  g_assert_cmpuint (g_array_index (a->rows, XqStanding, 1).rank, ==, 2);
  g_assert_cmpuint (g_array_index (a->rows, XqStanding, 2).rank, ==, 2);
  g_assert_true (g_array_index (a->rows, XqStanding, 1).playoff);
  g_assert_cmpuint (a->playoffs->len, ==, 1);
  g_clear_pointer (&a, xq_standings_free);

  /* Pairing now schedules the play-off in the last group round, not the cross-over. */
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 6);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  playoff = &g_array_index (games, XqGame, 0);
  g_assert_cmpint (playoff->kind, ==, XQ_GAME_PLAYOFF);
  g_assert_cmpint (MIN (playoff->red, playoff->black), ==, 4);
  g_assert_cmpint (MAX (playoff->red, playoff->black), ==, 5);
  second = playoff->black; /* a draw is Black's win */
  /* Until it has a result, the cross-over waits. */
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, event);
  g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_true (xq_desk_set_result (f->store, event, 6, playoff->board, 1, "1/2-1/2", -1, -1, &error));
  g_clear_pointer (&games, g_array_unref);

  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, event);
  a = xq_standings_compute (d, &in_a);
  g_assert_cmpint (g_array_index (a->rows, XqStanding, 1).entry_id, ==, second);
  g_assert_cmpuint (g_array_index (a->rows, XqStanding, 1).rank, ==, 2);
  g_assert_cmpuint (g_array_index (a->rows, XqStanding, 2).rank, ==, 3);
  g_assert_cmpint (g_array_index (a->rows, XqStanding, 1).points, ==, g_array_index (a->rows, XqStanding, 2).points);
  g_assert_cmpuint (a->playoffs->len, ==, 0);

  /* Cross-over: A1 (1) – B2 (3), B1 (2) – A2 (the play-off's winner). */
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 7);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (games, XqGame, 0).red, ==, 1);
  g_assert_cmpint (g_array_index (games, XqGame, 0).black, ==, 3);
  g_assert_cmpint (g_array_index (games, XqGame, 2).red, ==, 2);
  g_assert_cmpint (g_array_index (games, XqGame, 2).black, ==, second);
  assert_checked (f, event);
  {
    g_autofree char *cross = xq_export_csv (d, XQ_EXPORT_CROSSTABLE, 0);
    g_autofree char *trf = xq_export_trf (d);
    g_assert_nonnull (strstr (cross, "(")); /* the play-off cell, in parentheses */
    g_assert_nonnull (trf);
  }
}

static gint64
all_draw (gint64 x,
          gint64 y,
          guint  meeting)
{
  return 0;
}

static void
test_roundrobin_playoff (Fixture      *f,
                         gconstpointer user_data)
{
  gint64                 event = make_event (f, XQ_SYSTEM_ROUNDROBIN, 3, "direct,wins,playoff", XQ_SCORING_2_1_0);
  g_autoptr (GError)     error = NULL;
  g_autoptr (GHashTable) meetings = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GArray)     games = NULL;
  guint                  round;

  g_test_summary ("Seed 000 §13.四: a round robin whose tie-breaks list playoff plays off a tie for first place: "
                  "three level players play one game each; a cycle of wins leaves them level and a second "
                  "play-off is due; a win then decides the place; ties below first place are not played off");
  for (round = 1; round <= 3; round++)
    {
      g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, round);
      play_round_by (f, event, round, meetings, all_draw);
    }
  /* Three play-off games; each wins one. */
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 3);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 3);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      g_assert_cmpint (g->kind, ==, XQ_GAME_PLAYOFF);
      /* 1 beats 2, 2 beats 3, 3 beats 1. */
      gint64 win = MIN (g->red, g->black) == 1 && MAX (g->red, g->black) == 3 ? 3 : MIN (g->red, g->black);
      g_assert_true (xq_desk_set_result (f->store, event, 3, g->board, 1, win == g->red ? "1-0" : "0-1", -1, -1, &error));
    }
  g_clear_pointer (&games, g_array_unref);
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 3);
  g_assert_cmpuint (games->len, ==, 3);
  /* 2 wins both games of the second play-off; 1–3 is a double forfeit. */
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      const char   *r = g->red == 2 ? "1-0" : g->black == 2 ? "0-1"
                                                            : "--";
      g_assert_true (xq_desk_set_result (f->store, event, 3, g->board, 1, r, -1, -1, &error));
    }
  {
    g_autoptr (XqEventData) d = load (f, event);
    g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);
    g_assert_cmpint (g_array_index (s->rows, XqStanding, 0).entry_id, ==, 2);
    g_assert_cmpuint (g_array_index (s->rows, XqStanding, 0).rank, ==, 1);
    g_assert_false (g_array_index (s->rows, XqStanding, 0).playoff);
    /* 1 and 3 share second: only first place is played off. */
    g_assert_cmpuint (g_array_index (s->rows, XqStanding, 1).rank, ==, 2);
    g_assert_cmpuint (g_array_index (s->rows, XqStanding, 2).rank, ==, 2);
    g_assert_cmpuint (s->playoffs->len, ==, 0);
    for (guint i = 0; i < s->rows->len; i++)
      g_assert_cmpint (g_array_index (s->rows, XqStanding, i).points, ==, 4); /* play-offs score nothing */
    /* After round 2 nothing is final: no play-off. */
    {
      XqStandingsOptions      o = { 2, -1 };
      g_autoptr (XqStandings) s2 = xq_standings_compute (d, &o);
      g_assert_cmpuint (s2->playoffs->len, ==, 0);
      g_assert_false (g_array_index (s2->rows, XqStanding, 0).playoff);
    }
  }
  g_clear_pointer (&games, g_array_unref);
  g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  assert_checked (f, event);
}

static void
test_knockout (Fixture      *f,
               gconstpointer user_data)
{
  gint64             event = make_event (f, XQ_SYSTEM_KNOCKOUT, 5, NULL, XQ_SCORING_2_1_0);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) games = NULL;

  g_test_summary ("Knockout: a seeded bracket with byes for the top seeds; a level 1-game match gets two "
                  "tie-break games, then a decider");
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 1);
  /* Bracket of 8: 1–(8), 4–5, 2–(7), 3–(6). */
  g_assert_cmpuint (games->len, ==, 4);
  g_assert_cmpint (g_array_index (games, XqGame, 0).red, ==, 1);
  g_assert_cmpint (g_array_index (games, XqGame, 0).black, ==, 0);
  g_assert_cmpint (g_array_index (games, XqGame, 1).red, ==, 4);
  g_assert_cmpint (g_array_index (games, XqGame, 1).black, ==, 5);
  g_assert_cmpint (g_array_index (games, XqGame, 2).black, ==, 0);
  g_assert_cmpint (g_array_index (games, XqGame, 3).black, ==, 0);
  g_clear_pointer (&games, g_array_unref);

  g_assert_true (xq_desk_set_result (f->store, event, 1, 2, 1, "1/2-1/2", -1, -1, &error));
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 1);
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_cmpint (g_array_index (games, XqGame, 0).kind, ==, XQ_GAME_TIEBREAK);
  g_clear_pointer (&games, g_array_unref);
  g_assert_true (xq_desk_set_result (f->store, event, 1, 2, 2, "1-0", -1, -1, &error));
  g_assert_true (xq_desk_set_result (f->store, event, 1, 2, 3, "1-0", -1, -1, &error));
  g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 1);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpint (g_array_index (games, XqGame, 0).kind, ==, XQ_GAME_DECIDER);
  {
    gint64 red = g_array_index (games, XqGame, 0).red;
    g_clear_pointer (&games, g_array_unref);
    g_assert_true (xq_desk_set_result (f->store, event, 1, 2, 4, "1-0", -1, -1, &error));
    g_assert_cmpuint (xq_desk_pair (f->store, event, &games, &error), ==, 2);
    g_assert_cmpuint (games->len, ==, 2);
    g_assert_cmpint (g_array_index (games, XqGame, 0).red, ==, 1);
    g_assert_cmpint (g_array_index (games, XqGame, 0).black, ==, red);
    g_assert_cmpint (g_array_index (games, XqGame, 1).red, ==, 2);
    g_assert_cmpint (g_array_index (games, XqGame, 1).black, ==, 3);
  }
  finish_round (f, event, 2, "1-0");
  g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 3);
  finish_round (f, event, 3, "0-1");
  g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "P2"));
}

static void
test_team (Fixture      *f,
           gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (XqStandings) s = NULL;
  XqEvent                 event = { 0 };
  gint64                  id, teams[3];

  g_test_summary ("分台制: boards are filled in registered order with colours alternating; match points from "
                  "the sum of board points, game points (局分) kept beside them");
  event.name = (char *) "Teams";
  event.system = XQ_SYSTEM_ROUNDROBIN;
  event.team_boards = 2;
  event.games_per_match = 1;
  event.tiebreaks = NULL;
  id = xq_store_create_event (f->store, &event, &error);
  g_assert_no_error (error);
  g_assert_true (xq_store_exec (f->store,
                                "INSERT INTO players (id, name) VALUES (101, 'A1'), (102, 'A2'), (201, 'B1'), (202, 'B2'),"
                                " (301, 'C1'), (302, 'C2')",
                                &error));
  for (guint t = 0; t < 3; t++)
    {
      gint64           members[2] = { (t + 1) * 100 + 1, (t + 1) * 100 + 2 };
      g_autofree char *name = g_strdup_printf ("Team %c", 'A' + t);
      teams[t] = xq_store_add_team (f->store, id, name, NULL, members, 2, &error);
      g_assert_no_error (error);
    }
  /* Round 1 of 3 teams (Berger): B–C on two boards, A has the bye. */
  g_assert_cmpuint (xq_desk_pair (f->store, id, NULL, &error), ==, 1);
  d = load (f, id);
  g_assert_cmpuint (d->games->len, ==, 3);
  g_assert_cmpint (g_array_index (d->games, XqGame, 0).red_player, ==, 201);
  g_assert_cmpint (g_array_index (d->games, XqGame, 0).black_player, ==, 301);
  g_assert_cmpint (g_array_index (d->games, XqGame, 1).red_player, ==, 302);
  g_assert_cmpint (g_array_index (d->games, XqGame, 1).black_player, ==, 202);
  g_assert_cmpint (g_array_index (d->games, XqGame, 2).black, ==, 0);
  /* B wins board 1, board 2 drawn: B 3 game points to 1, the match to B. */
  g_assert_true (xq_desk_set_result (f->store, id, 1, 1, 1, "1-0", -1, -1, &error));
  g_assert_true (xq_desk_set_result (f->store, id, 1, 1, 2, "1/2-1/2", -1, -1, &error));
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, id);
  s = xq_standings_compute (d, NULL);
  g_assert_cmpint (standing_of (s, teams[1])->points, ==, 4);
  g_assert_cmpint (standing_of (s, teams[1])->game_points, ==, 6);
  g_assert_cmpint (standing_of (s, teams[2])->points, ==, 0);
  g_assert_cmpint (standing_of (s, teams[2])->game_points, ==, 2);
  g_assert_cmpint (standing_of (s, teams[0])->points, ==, 0);
  g_assert_cmpuint (standing_of (s, teams[1])->rank, ==, 1);
}

static void
test_exports (Fixture      *f,
              gconstpointer user_data)
{
  gint64                  event = make_event (f, XQ_SYSTEM_SWISS, 5, NULL, XQ_SCORING_2_1_0);
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  g_autofree char        *csv = NULL, *pairings = NULL, *cross = NULL, *html = NULL, *trf = NULL;
  g_auto (GStrv)          lines = NULL;

  g_test_summary ("Exports: standings, pairings and crosstable as CSV, one printable HTML page, TRF-16 with "
                  "the 2/1/0 point values");
  g_assert_true (xq_store_exec (f->store, "UPDATE players SET name = 'Tom <\"&\"> Lee, Jr.' WHERE id = 5", &error));
  xq_desk_pair (f->store, event, NULL, &error);
  finish_round (f, event, 1, "1-0");
  d = load (f, event);
  csv = xq_export_csv (d, XQ_EXPORT_STANDINGS, 0);
  g_assert_true (g_str_has_prefix (csv, "rank,number,name,club,rating,points,buchholz,wins,fouls,black-games,earlier-rounds\r\n"));
  g_assert_nonnull (strstr (csv, "\"Tom <\"\"&\"\"> Lee, Jr.\""));
  pairings = xq_export_csv (d, XQ_EXPORT_PAIRINGS, 1);
  g_assert_nonnull (strstr (pairings, "1,1,1,P1,P3,1-0\r\n"));
  g_assert_nonnull (strstr (pairings, "(bye)"));
  cross = xq_export_csv (d, XQ_EXPORT_CROSSTABLE, 0);
  g_assert_true (g_str_has_prefix (cross, "rank,name,round 1,points\r\n"));
  html = xq_export_html (d);
  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>"));
  g_assert_nonnull (strstr (html, "Tom &lt;&quot;&amp;&quot;&gt; Lee, Jr."));
  g_assert_null (strstr (html, "<script"));
  g_assert_null (strstr (html, "http"));
  trf = xq_export_trf (d);
  lines = g_strsplit (trf, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "012 Desk test");
  g_assert_nonnull (strstr (trf, "\nBBW  2.0\nBBD  1.0\n"));
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "001    1 "))
      {
        /* Player 1: 2 points in columns 81–84, rank in 86–89, round 1 from column 92. */
        g_assert_cmpuint (strlen (lines[i]), ==, 99);
        g_assert_true (strncmp (lines[i] + 80, " 2.0", 4) == 0);
        g_assert_true (strncmp (lines[i] + 91, "   3 w 1", 8) == 0);
      }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(path, func) g_test_add ("/xq/store/desk/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("double-roundrobin", test_double_roundrobin);
  ADD ("double-roundrobin-colours", test_double_roundrobin_colours);
  ADD ("withdraw-annulled", test_withdraw_annulled);
  ADD ("withdraw-stand", test_withdraw_stand);
  ADD ("swiss-withdraw", test_swiss_withdraw);
  ADD ("groups-crossover", test_groups_crossover);
  ADD ("groups-playoff", test_groups_playoff);
  ADD ("roundrobin-playoff", test_roundrobin_playoff);
  ADD ("knockout", test_knockout);
  ADD ("team", test_team);
  ADD ("exports", test_exports);
#undef ADD
  return g_test_run ();
}
