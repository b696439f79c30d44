/* test-util.h: in-memory events for the store tests (no SQLite): entries, games, results; the
 * bytes of a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-tournament.h"

/* An event with @n entries numbered 1…n (entry id = player id = number), ratings given or
 * descending from 2000. */
static inline XqEventData *
test_event_new (XqSystem    system,
                guint       n,
                const int  *ratings,
                const char *tiebreaks)
{
  XqEventData *data = xq_event_data_new ();
  GArray      *tb = xq_tiebreaks_parse (tiebreaks != NULL ? tiebreaks : "cxa-14.3.1", NULL);

  data->event.id = 1;
  data->event.name = g_strdup ("test");
  data->event.system = system;
  data->event.rounds = 99;
  data->event.scoring = XQ_SCORING_2_1_0;
  data->event.games_per_match = 1;
  g_array_append_vals (data->event.tiebreaks, tb->data, tb->len);
  g_array_unref (tb);
  for (guint i = 0; i < n; i++)
    {
      XqEntry e = { 0 };
      e.id = e.player_id = i + 1;
      e.number = i + 1;
      e.name = g_strdup_printf ("P%u", i + 1);
      e.club = g_strdup ("");
      e.federation_id = g_strdup ("");
      e.rating = ratings != NULL ? ratings[i] : 2000 - (int) i;
      e.group = -1;
      e.withdrawn_round = -1;
      e.joined_round = 1;
      g_array_append_val (data->entries, e);
    }
  return data;
}

/* Adds a game to round @round (creating the round); returns it for further settings. */
static inline XqGame *
test_add_game (XqEventData *data,
               guint        round,
               gint64       red,
               gint64       black,
               XqGameResult result)
{
  XqGame g = { 0 };
  guint  board = 1;

  for (guint i = 0; i < data->games->len; i++)
    if (g_array_index (data->games, XqGame, i).round == round)
      board++;
  g.id = data->games->len + 1;
  g.round = round;
  g.board = board;
  g.game = 1;
  g.red = red;
  g.black = black;
  g.result = black == 0 ? XQ_GAME_RESULT_NONE : result;
  g_array_append_val (data->games, g);
  data->n_rounds = MAX (data->n_rounds, round);
  return &g_array_index (data->games, XqGame, data->games->len - 1);
}

/* Game results by code, e.g. "1-0". */
static inline XqGameResult
test_result (const char *code)
{
  XqGameResult r = XQ_GAME_RESULT_NONE;
  g_assert_true (xq_game_result_from_string (code, &r));
  return r;
}

/* The contents of @path, to compare a file before and after. */
static inline GBytes *
test_read_bytes (const char *path)
{
  g_autoptr (GError) error = NULL;
  char              *contents = NULL;
  gsize              len;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, len);
}
