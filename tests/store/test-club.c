/* test-club.c: the club night on a real event file — late entries, byes asked for, changes by
 * hand with their warnings and the event journal, forbidden pairs, clubs kept apart, lots, the
 * exports of all of it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-club.h"
#include "xq-desk.h"
#include "xq-export.h"
#include "xq-standings.h"
#include "xq-store.h"
#include "xq-swiss-explain.h"

typedef struct
{
  XqStore *store;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer user_data)
{
  g_autofree char   *path = g_build_filename (g_get_user_data_dir (), "club.db", NULL);
  g_autoptr (GError) error = NULL;

  f->store = xq_store_open (path, &error);
  g_assert_no_error (error);
  xq_store_set_user (f->store, "Arbiter Wang 王裁判");
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer user_data)
{
  g_assert_finalize_object (f->store);
}

/* A Swiss of @rounds rounds and @n players "P1"… (player i + 1 rated 2000 − 10 i, of club "A" for
 * the first half, "B" for the rest); settings from @template when given. */
static gint64
make_swiss (Fixture *f,
            guint    n,
            guint    rounds,
            const XqEvent *template)
{
  g_autoptr (GError) error = NULL;
  XqEvent            event = { 0 };
  gint64             id;

  if (template != NULL)
    event = *template;
  else
    xq_event_set_defaults (&event);
  event.name = (char *) "Club night 周五";
  event.system = XQ_SYSTEM_SWISS;
  event.rounds = rounds;
  event.games_per_match = 1;
  id = xq_store_create_event (f->store, &event, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i + 1);
      g_assert_cmpint (xq_store_add_player (f->store, id, name, 2000 - 10 * (int) i, i < n / 2 ? "A" : "B", NULL, &error), >, 0);
      g_assert_no_error (error);
    }
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

/* Pairs the next round and enters 1-0 on every board with two players. */
static guint
play_round (Fixture *f,
            gint64   event)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) games = NULL;
  guint              round = xq_desk_pair (f->store, event, &games, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    if (g_array_index (games, XqGame, i).black != 0)
      {
        g_assert_true (xq_desk_set_result (f->store, event, round, g_array_index (games, XqGame, i).board, 1, "1-0", -1, -1, &error));
        g_assert_no_error (error);
      }
  return round;
}

static const XqGame *
game_of (const XqEventData *d,
         guint              round,
         gint64             entry)
{
  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame *g = &g_array_index (d->games, XqGame, i);
      if (g->round == round && (g->red == entry || g->black == entry))
        return g;
    }
  return NULL;
}

static int
points_of (const XqEventData *d,
           gint64             entry)
{
  g_autoptr (XqStandings) s = xq_standings_compute (d, NULL);

  for (guint i = 0; i < s->rows->len; i++)
    if (g_array_index (s->rows, XqStanding, i).entry_id == entry)
      return g_array_index (s->rows, XqStanding, i).points;
  g_assert_not_reached ();
  return -1;
}

static const XqEventJournalEntry *
last_journal (const XqEventData *d)
{
  g_assert_cmpuint (d->journal->len, >, 0);
  return &g_array_index (d->journal, XqEventJournalEntry, d->journal->len - 1);
}

static void
test_late_entry (Fixture      *f,
                 gconstpointer user_data)
{
  static const XqLateEntry policies[] = { XQ_LATE_ENTRY_NONE, XQ_LATE_ENTRY_HALF, XQ_LATE_ENTRY_ZERO };
  static const int         expect[] = { 0, 2, 0 };      /* points for two rounds missed, 2-1-0 in half points ×… */
  static const char        codes[] = { ' ', 'H', 'Z' }; /* TRF-16 for each round missed */

  g_test_summary ("A Swiss takes a late entry after round 1: paired from the next round, with nothing, a half-point "
                  "bye or a zero-point bye for each round before (as the event sets), journaled with who and when; "
                  "TRF H and Z codes; a round robin and a Swiss with every round paired refuse");
  for (guint p = 0; p < G_N_ELEMENTS (policies); p++)
    {
      XqEvent template = { 0 };
      g_autoptr (GError)      error = NULL;
      g_autoptr (XqEventData) d = NULL;
      g_autofree char        *trf = NULL, *text = NULL;
      gint64                  event, late, entry;
      const XqEntry          *e;

      xq_event_set_defaults (&template);
      template.late_entry = policies[p];
      event = make_swiss (f, 6, 4, &template);
      play_round (f, event);
      play_round (f, event);
      late = xq_store_add_player (f->store, event, "Late 迟到", 1990, "B", NULL, &error);
      g_assert_no_error (error);
      d = load (f, event);
      entry = xq_desk_entry_of_player (d, late);
      e = xq_event_data_find_entry (d, entry);
      g_assert_cmpuint (e->joined_round, ==, 3);
      g_assert_null (policies[p] == XQ_LATE_ENTRY_NONE ? game_of (d, 1, entry) : NULL);
      if (policies[p] != XQ_LATE_ENTRY_NONE)
        {
          g_assert_cmpint (game_of (d, 1, entry)->bye, ==, policies[p] == XQ_LATE_ENTRY_HALF ? XQ_BYE_HALF : XQ_BYE_ZERO);
          g_assert_cmpint (game_of (d, 2, entry)->black, ==, 0);
        }
      g_assert_cmpint (points_of (d, entry), ==, policies[p] == XQ_LATE_ENTRY_HALF ? 2 * 2 : expect[p]);
      g_assert_cmpstr (last_journal (d)->action, ==, "late-entry");
      g_assert_cmpstr (last_journal (d)->who, ==, "Arbiter Wang 王裁判");
      g_assert_cmpuint (last_journal (d)->round, ==, 3);
      text = xq_club_journal_text (last_journal (d), XQ_LANG_EN);
      g_assert_nonnull (strstr (text, "Late 迟到"));
      trf = xq_export_trf (d);
      if (codes[p] != ' ')
        {
          g_autofree char *code = g_strdup_printf ("0000 - %c  0000 - %c", codes[p], codes[p]);
          g_assert_nonnull (strstr (trf, code));
        }
      g_assert_nonnull (strstr (trf, "BBH  1.0"));
      g_clear_pointer (&d, xq_event_data_free);
      /* Paired from round 3 on, never before. */
      play_round (f, event);
      d = load (f, event);
      g_assert_nonnull (game_of (d, 3, entry));
      g_assert_cmpint (game_of (d, 3, entry)->black == 0 && game_of (d, 3, entry)->bye != XQ_BYE_PAIRING, ==, FALSE);
      g_assert_null (game_of (d, 1, entry) != NULL && game_of (d, 1, entry)->black != 0 ? game_of (d, 1, entry) : NULL);
      /* After the last round is paired, no more. */
      play_round (f, event);
      g_assert_cmpint (xq_store_add_player (f->store, event, "Too late", 1500, NULL, NULL, &error), ==, 0);
      g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
    }
  {
    g_autoptr (GError) error = NULL;
    XqEvent            rr = { 0 };
    gint64             event;
    xq_event_set_defaults (&rr);
    rr.name = (char *) "Round robin";
    rr.system = XQ_SYSTEM_ROUNDROBIN;
    rr.games_per_match = 1;
    event = xq_store_create_event (f->store, &rr, &error);
    for (int i = 0; i < 4; i++)
      g_assert_cmpint (xq_store_add_player (f->store, event, "R", 1500, NULL, NULL, &error), >, 0);
    g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 1);
    g_assert_cmpint (xq_store_add_player (f->store, event, "Late", 1500, NULL, NULL, &error), ==, 0);
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  }
}

static void
test_requested_byes (Fixture      *f,
                     gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  g_autofree char        *trf = NULL;
  XqEvent template = { 0 };
  gint64        event;
  const XqGame *g;

  g_test_summary ("A player asks for a half-point or a zero-point bye before a round is paired: he is left out of "
                  "the pairing, the half-point bye scores a draw, TRF writes H and Z; the event's limits (half-point "
                  "byes per player, zero-point byes, none in the last rounds) and a round already paired are refused");
  xq_event_set_defaults (&template);
  template.half_byes = 1;
  template.zero_byes = 1;
  template.bye_closed_rounds = 1;
  event = make_swiss (f, 6, 4, &template);
  g_assert_true (xq_club_request_bye (f->store, event, 1, 1, XQ_BYE_HALF, &error));
  g_assert_no_error (error);
  g_assert_true (xq_club_request_bye (f->store, event, 2, 1, XQ_BYE_ZERO, &error));
  g_assert_no_error (error);
  /* Limits: a second half-point bye, a half-point bye in the last round, a second zero-point bye. */
  g_assert_false (xq_club_request_bye (f->store, event, 1, 2, XQ_BYE_HALF, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (xq_club_request_bye (f->store, event, 3, 4, XQ_BYE_HALF, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (xq_club_request_bye (f->store, event, 2, 3, XQ_BYE_ZERO, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (xq_club_request_bye (f->store, event, 99, 2, XQ_BYE_ZERO, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (xq_club_request_bye (f->store, event, 3, 5, XQ_BYE_ZERO, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  /* A request taken back, and asked again. */
  g_assert_true (xq_club_request_bye (f->store, event, 2, 1, XQ_BYE_PAIRING, &error));
  g_assert_true (xq_club_request_bye (f->store, event, 2, 1, XQ_BYE_ZERO, &error));
  g_assert_no_error (error);

  play_round (f, event);
  d = load (f, event);
  g = game_of (d, 1, 1);
  g_assert_cmpint (g->black, ==, 0);
  g_assert_cmpint (g->bye, ==, XQ_BYE_HALF);
  g_assert_cmpint (game_of (d, 1, 2)->bye, ==, XQ_BYE_ZERO);
  /* Four players paired on two boards, the two byes after them. */
  g_assert_cmpuint (d->games->len, ==, 4);
  g_assert_cmpint (points_of (d, 1), ==, 2);
  g_assert_cmpint (points_of (d, 2), ==, 0);
  trf = xq_export_trf (d);
  g_assert_nonnull (strstr (trf, "0000 - H"));
  g_assert_nonnull (strstr (trf, "0000 - Z"));
  /* Round 1 is paired: no more byes for it. */
  g_assert_false (xq_club_request_bye (f->store, event, 3, 1, XQ_BYE_ZERO, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  {
    g_autoptr (GArray) check = xq_desk_check (d);
    for (guint i = 0; i < check->len; i++)
      g_test_message ("%s", g_array_index (check, XqViolation, i).message);
    g_assert_cmpuint (check->len, ==, 0);
  }
}

/* The warnings' kinds, joined by commas. */
static char *
kinds (GArray *warnings)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < warnings->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? "," : "", g_array_index (warnings, XqViolation, i).kind);
  return g_string_free (s, FALSE);
}

static void
test_changes_by_hand (Fixture      *f,
                      gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  g_autoptr (GArray)      w = NULL;
  g_autofree char        *k = NULL, *html = NULL;
  XqEvent template = { 0 };
  gint64        event, a, b;
  const XqGame *g1, *g2;

  g_test_summary ("An arbiter swaps two players, pairs two players, gives a bye and takes a board out before results: "
                  "each change is made, journaled with who and when (shown in three languages and in the HTML "
                  "report), and what it breaks (rematch, forbidden pair, colour, a second bye, clubmates in a club "
                  "round) comes back as warnings; boards with a result and earlier rounds are refused");
  xq_event_set_defaults (&template);
  event = make_swiss (f, 6, 5, &template);
  play_round (f, event);
  play_round (f, event);
  g_assert_true (xq_club_forbid (f->store, event, 1, 6, TRUE, &error));
  g_assert_no_error (error);
  d = load (f, event);
  /* Round 2's pairing, players on two different boards. */
  g1 = game_of (d, 2, 1);
  a = g1->red == 1 ? g1->black : g1->red; /* 1's opponent in round 2 */
  b = 0;
  for (gint64 p = 2; p <= 6 && b == 0; p++)
    if (p != a && game_of (d, 2, p) != g1 && game_of (d, 1, p) != game_of (d, 1, 1))
      b = p;
  g_clear_pointer (&d, xq_event_data_free);

  /* Round 1 is not the latest: refused. */
  w = xq_club_swap (f->store, event, 1, 1, 2, &error);
  g_assert_null (w);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  /* Round 2 has results: refused. */
  w = xq_club_swap (f->store, event, 2, 1, b, &error);
  g_assert_null (w);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);

  /* Round 3, before results. */
  g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 3);
  d = load (f, event);
  g1 = game_of (d, 3, 1);
  /* Swap 1 with his round-1 opponent's board partner so that 1 meets his round-1 opponent again. */
  {
    const XqGame *r1 = game_of (d, 1, 1);
    gint64        old = r1->red == 1 ? r1->black : r1->red;
    g2 = game_of (d, 3, old);
    if (g2 == g1)
      {
        /* Already on one board: swapping the other one of g1 elsewhere makes nothing; swap colours instead. */
        w = xq_club_swap (f->store, event, 3, 1, old, &error);
      }
    else
      {
        gint64 partner = g2->red == old ? g2->black : g2->red;
        w = xq_club_swap (f->store, event, 3, 1, partner, &error);
      }
  }
  g_assert_no_error (error);
  g_assert_nonnull (w);
  k = kinds (w);
  g_test_message ("swap warnings: %s", k);
  g_assert_nonnull (strstr (k, "rematch"));
  g_clear_pointer (&w, g_array_unref);
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, event);
  g_assert_cmpstr (last_journal (d)->action, ==, "swap");
  g_assert_cmpstr (last_journal (d)->who, ==, "Arbiter Wang 王裁判");
  g_assert_nonnull (strstr (last_journal (d)->detail, "rematch"));
  for (int l = 0; l < XQ_N_LANGS; l++)
    {
      g_autofree char *text = xq_club_journal_text (last_journal (d), (XqLang) l);
      g_test_message ("%s", text);
      g_assert_nonnull (strstr (text, "P1"));
    }

  /* Take 1's board out: both players are unpaired; then pair 1 with 6, a forbidden pair. */
  {
    guint         board = game_of (d, 3, 1)->board;
    gint64        other = game_of (d, 3, 1)->red == 1 ? game_of (d, 3, 1)->black : game_of (d, 3, 1)->red;
    const XqGame *six = game_of (d, 3, 6);
    guint         six_board = six->board;
    w = xq_club_unpair (f->store, event, 3, board, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (w->len, ==, 0);
    g_clear_pointer (&w, g_array_unref);
    if (six_board != board)
      {
        w = xq_club_unpair (f->store, event, 3, six_board, &error);
        g_assert_no_error (error);
        g_clear_pointer (&w, g_array_unref);
      }
    w = xq_club_pair (f->store, event, 3, 1, 6, &error);
    g_assert_no_error (error);
    k = (g_free (k), kinds (w));
    g_test_message ("pair warnings: %s", k);
    g_assert_nonnull (strstr (k, "forbidden"));
    g_clear_pointer (&w, g_array_unref);
    /* A player already paired cannot be paired again. */
    w = xq_club_pair (f->store, event, 3, 1, other, &error);
    g_assert_null (w);
    g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
    g_clear_error (&error);
    /* The bye by hand to a player who had it: warned. */
    (void) other;
  }
  g_clear_pointer (&d, xq_event_data_free);
  d = load (f, event);
  {
    /* The explanation of round 3 says which boards the arbiter set. */
    g_autoptr (XqRoundExplanation) x = xq_swiss_explain (d, 3, &error);
    guint                          by_hand = 0;
    g_assert_no_error (error);
    for (guint i = 0; i < x->boards->len; i++)
      by_hand += strstr (g_array_index (x->boards, XqBoardExplanation, i).text[XQ_LANG_EN], "Changed by hand") != NULL;
    g_assert_cmpuint (by_hand, >=, 1);
  }
  html = xq_export_html (d);
  g_assert_nonnull (strstr (html, "Changes by hand"));
  g_assert_nonnull (strstr (html, "Arbiter Wang 王裁判"));
  g_assert_nonnull (strstr (html, "never to meet"));
}

static void
test_forbidden_and_clubs (Fixture      *f,
                          gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  XqEvent template = { 0 };
  gint64 event;
  guint  rounds[] = { 1 };

  g_test_summary ("A pair the event forbids is never paired; players of one club are kept apart in the rounds the "
                  "event names (round 1 would pair A against B by rating anyway: here all of club A first)");
  xq_event_set_defaults (&template);
  template.method = XQ_PAIRING_ADJACENT; /* 1–2 3–4 5–6 7–8: clubmates by rating */
  event = make_swiss (f, 8, 3, &template);
  g_assert_true (xq_club_set_club_rounds (f->store, event, rounds, 1, &error));
  g_assert_no_error (error);
  g_assert_true (xq_club_forbid (f->store, event, 5, 6, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 1);
  d = load (f, event);
  for (guint i = 0; i < d->games->len; i++)
    {
      const XqGame  *g = &g_array_index (d->games, XqGame, i);
      const XqEntry *r = xq_event_data_find_entry (d, g->red), *b = xq_event_data_find_entry (d, g->black);
      g_assert_cmpstr (r->club, !=, b->club);
      g_assert_false (xq_event_data_forbidden (d, g->red, g->black));
    }
  g_assert_cmpuint (d->event.club_rounds->len, ==, 1);
  g_assert_cmpuint (d->forbidden->len, ==, 1);
  /* Rounds outside the event refused; the pair allowed again. */
  rounds[0] = 9;
  g_assert_false (xq_club_set_club_rounds (f->store, event, rounds, 1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (xq_club_forbid (f->store, event, 5, 6, FALSE, &error));
  g_assert_false (xq_club_forbid (f->store, event, 5, 6, FALSE, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
}

static void
test_lots (Fixture      *f,
           gconstpointer user_data)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) d = NULL;
  XqEvent template = { 0 };
  gint64 event;

  g_test_summary ("Round 1 by drawn numbers (seed 000: 拈阄后以1对2、3对4): numbers set by hand are kept, the rest "
                  "drawn when round 1 is paired, and round 1 pairs 1–2, 3–4 in the numbers' order; a number twice, "
                  "out of range or after the start is refused");
  xq_event_set_defaults (&template);
  template.round_one = XQ_ROUND_ONE_LOT;
  template.method = XQ_PAIRING_ADJACENT;
  template.random_seed = 7;
  event = make_swiss (f, 6, 3, &template);
  g_assert_true (xq_club_set_lot (f->store, event, 6, 1, &error));
  g_assert_true (xq_club_set_lot (f->store, event, 1, 2, &error));
  g_assert_no_error (error);
  g_assert_false (xq_club_set_lot (f->store, event, 2, 1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (xq_club_set_lot (f->store, event, 2, 7, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (xq_desk_pair (f->store, event, NULL, &error), ==, 1);
  g_assert_no_error (error);
  d = load (f, event);
  {
    gint64 by_lot[7] = { 0 };
    for (guint i = 0; i < d->entries->len; i++)
      {
        const XqEntry *e = &g_array_index (d->entries, XqEntry, i);
        g_assert_cmpuint (e->lot, >=, 1);
        g_assert_cmpuint (e->lot, <=, 6);
        g_assert_cmpint (by_lot[e->lot], ==, 0);
        by_lot[e->lot] = e->id;
      }
    g_assert_cmpint (by_lot[1], ==, 6);
    g_assert_cmpint (by_lot[2], ==, 1);
    /* Board 1: numbers 1 and 2, board 2: 3 and 4 … */
    for (guint b = 0; b < 3; b++)
      {
        const XqGame *g = &g_array_index (d->games, XqGame, b);
        g_assert_true ((g->red == by_lot[2 * b + 1] && g->black == by_lot[2 * b + 2]) ||
                       (g->red == by_lot[2 * b + 2] && g->black == by_lot[2 * b + 1]));
      }
  }
  g_assert_false (xq_club_set_lot (f->store, event, 2, 3, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT);
}

static void
test_journal_when (void)
{
  /* POSIX zones, so that no tzdata is needed: India (UTC+5:30, no summer time) and New York's
   * rule (UTC−5, −4 in summer from the second Sunday of March to the first Sunday of November). */
  static const struct
  {
    const char *tz, *at, *shown;
  } cases[] = {
    { "IST-5:30", "2026-12-06T08:40:38Z", "12/06/26 14:10:38" },
    { "IST-5:30", "2026-12-06T20:00:05Z", "12/07/26 01:30:05" },               /* the next day there */
    { "EST5EDT,M3.2.0,M11.1.0", "2026-12-06T03:15:00Z", "12/05/26 22:15:00" }, /* the day before */
    { "EST5EDT,M3.2.0,M11.1.0", "2026-07-01T12:00:00Z", "07/01/26 08:00:00" }, /* summer time */
    { "UTC0", "2026-12-06T08:40:38Z", "12/06/26 08:40:38" },
    { "IST-5:30", "not a time", "not a time" }, /* shown as stored rather than lost */
    { "IST-5:30", "", "" },
  };
  g_autofree char *saved = g_strdup (g_getenv ("TZ"));

  g_test_summary ("The journal's stamps, stored in UTC, are shown in the local time zone in the locale's date "
                  "and time (here the C locale's %x %X)");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = NULL;
      g_setenv ("TZ", cases[i].tz, TRUE);
      shown = xq_club_journal_when (cases[i].at);
      g_assert_cmpstr (shown, ==, cases[i].shown);
    }
  if (saved != NULL)
    g_setenv ("TZ", saved, TRUE);
  else
    g_unsetenv ("TZ");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(path, func) g_test_add ("/xq/store/club/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("late-entry", test_late_entry);
  ADD ("requested-byes", test_requested_byes);
  ADD ("changes-by-hand", test_changes_by_hand);
  ADD ("forbidden-and-clubs", test_forbidden_and_clubs);
  ADD ("lots", test_lots);
#undef ADD
  g_test_add_func ("/xq/store/club/journal-when", test_journal_when);
  return g_test_run ();
}
