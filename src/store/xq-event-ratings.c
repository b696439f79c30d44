/* xq-event-ratings.c: rating an event game by game (xq-event-ratings.h says which games count)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-event-ratings.h"

/* One rated game as the two players see it. */
typedef struct
{
  guint round;
  guint a, b;  /* rows of the two players */
  int   score; /* half points of a: 2, 1, 0 */
} Rated;

typedef struct
{
  XqPlayerRating row;
  gint64         opponents_sum; /* of the rated opponents' ratings of the event */
  guint          n_all;         /* games against rated opponents, for an unrated player's Ra */
  int            current;       /* the rating reached so far (per-round updates) */
  int            delta;         /* ΣΔR of the round being rated, hundredths */
} Row;

static void
add_row (GArray *rows,
         gint64  player,
         gint64  entry,
         int     rating)
{
  Row r = { 0 };

  r.row.player_id = player;
  r.row.entry_id = entry;
  r.row.rating = MAX (rating, 0);
  r.current = r.row.rating;
  g_array_append_val (rows, r);
}

static int
row_of (GArray *rows,
        gint64  player)
{
  for (guint i = 0; i < rows->len; i++)
    if (g_array_index (rows, Row, i).row.player_id == player)
      return (int) i;
  return -1;
}

/* The players of the event, in entry order (team members in registered order). */
static GArray *
collect_players (const XqEventData *data)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (Row));

  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (data->entries, XqEntry, i);

      if (e->members == NULL)
        {
          add_row (rows, e->player_id, e->id, e->rating);
          continue;
        }
      for (guint m = 0; m < e->members->len; m++)
        {
          gint64          id = g_array_index (e->members, gint64, m);
          const XqPlayer *p = xq_event_data_find_player (data, id);
          if (p != NULL)
            add_row (rows, id, e->id, p->rating);
        }
    }
  return rows;
}

/* Half points of Red in a game played over the board, or −1 when the game is not rated. */
static int
red_score (const XqGame *g)
{
  if (g->annulled || g->black == 0 || g->kind != XQ_GAME_REGULAR)
    return -1;
  switch (g->result)
    {
    case XQ_GAME_RESULT_RED_WIN:
      return 2;
    case XQ_GAME_RESULT_DRAW:
      return 1;
    case XQ_GAME_RESULT_BLACK_WIN:
      return 0;
    case XQ_GAME_RESULT_NONE:
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
    default:
      return -1; /* 5.1: unplayed games are not counted */
    }
}

static GArray *
collect_games (const XqEventData *data,
               GArray            *rows,
               guint              up_to_round)
{
  GArray  *games = g_array_new (FALSE, FALSE, sizeof (Rated));
  gboolean team = data->event.team_boards > 0;

  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      int           score = red_score (g);
      gint64        red = team ? g->red_player : xq_event_data_find_entry (data, g->red)->player_id;
      gint64        black;
      int           a, b;
      Rated         r;

      if (score < 0 || (up_to_round > 0 && g->round > up_to_round))
        continue;
      black = team ? g->black_player : xq_event_data_find_entry (data, g->black)->player_id;
      a = row_of (rows, red);
      b = row_of (rows, black);
      if (a < 0 || b < 0)
        continue; /* a board without its player (never rated) */
      r.round = g->round;
      r.a = (guint) a;
      r.b = (guint) b;
      r.score = score;
      g_array_append_val (games, r);
    }
  return games;
}

/* The games of each rated player against rated opponents, and the K of each. */
static void
count_and_k (GArray                 *rows,
             GArray                 *games,
             const XqRatingSettings *settings,
             GHashTable             *players,
             int                     year)
{
  for (guint i = 0; i < games->len; i++)
    {
      const Rated *g = &g_array_index (games, Rated, i);
      Row         *a = &g_array_index (rows, Row, g->a);
      Row         *b = &g_array_index (rows, Row, g->b);

      if (a->row.rating > 0 && b->row.rating > 0)
        {
          a->row.games++;
          b->row.games++;
        }
      /* Performance and Ra: every game against a rated opponent, a rated player's or not. */
      if (b->row.rating > 0)
        {
          a->n_all++;
          a->opponents_sum += b->row.rating;
          a->row.score += g->score;
        }
      if (a->row.rating > 0)
        {
          b->n_all++;
          b->opponents_sum += a->row.rating;
          b->row.score += 2 - g->score;
        }
    }
  for (guint i = 0; i < rows->len; i++)
    {
      Row                  *r = &g_array_index (rows, Row, i);
      const XqRatingPlayer *p = players != NULL ? g_hash_table_lookup (players, &r->row.player_id) : NULL;
      XqRatingPlayer        who = { 0, 0, -1, 0, 0 }; /* history unknown */

      if (r->row.rating == 0)
        continue;
      if (settings->method == XQ_RATING_CLUB)
        r->row.k = settings->k;
      else
        {
          if (p != NULL)
            who = *p;
          who.rating = r->row.rating; /* the rating of the event */
          r->row.k = xq_rating_fide_k (&who, year, r->row.games);
        }
    }
}

/* Adds each rated player's ΔR of the games of @round (0: all), against the opponents' current
 * ratings. */
static void
rate_games (GArray                 *rows,
            GArray                 *games,
            const XqRatingSettings *settings,
            guint                   round)
{
  for (guint i = 0; i < games->len; i++)
    {
      const Rated *g = &g_array_index (games, Rated, i);
      Row         *a = &g_array_index (rows, Row, g->a);
      Row         *b = &g_array_index (rows, Row, g->b);

      if ((round > 0 && g->round != round) || a->row.rating == 0 || b->row.rating == 0)
        continue;
      int pa = xq_rating_expected_score (xq_rating_effective_difference (settings->method, a->current, b->current));
      int pb = xq_rating_expected_score (xq_rating_effective_difference (settings->method, b->current, a->current));

      a->delta += g->score * 50 - pa;
      b->delta += (2 - g->score) * 50 - pb;
      a->row.expected += pa;
      b->row.expected += pb;
    }
}

/* Turns each rated player's ΔR so far into whole points (8.3.4) and starts the next sum. */
static void
settle (GArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    {
      Row *r = &g_array_index (rows, Row, i);
      int  change;

      if (r->row.rating == 0)
        continue;
      change = xq_rating_change (r->delta, r->row.k);
      r->row.change += change;
      r->delta = 0;
    }
  /* Applied after every player's round is rated: the round's opponents keep the same ratings. */
  for (guint i = 0; i < rows->len; i++)
    {
      Row *r = &g_array_index (rows, Row, i);
      r->current = r->row.rating + r->row.change;
    }
}

GArray *
xq_event_ratings_compute (const XqEventData      *data,
                          const XqRatingSettings *settings,
                          GHashTable             *players,
                          guint                   up_to_round)
{
  GArray               *out = g_array_new (FALSE, TRUE, sizeof (XqPlayerRating));
  g_autoptr (GArray)    rows = NULL;
  g_autoptr (GArray)    games = NULL;
  g_autoptr (GDateTime) now = NULL;
  int                   year = settings->year;
  guint                 last_round = 0;

  g_return_val_if_fail (data != NULL && settings != NULL, out);

  if (settings->method == XQ_RATING_NONE)
    return out;
  if (year <= 0)
    {
      now = g_date_time_new_now_local ();
      year = g_date_time_get_year (now);
    }
  rows = collect_players (data);
  games = collect_games (data, rows, up_to_round);
  count_and_k (rows, games, settings, players, year);
  for (guint i = 0; i < games->len; i++)
    last_round = MAX (last_round, g_array_index (games, Rated, i).round);
  if (settings->per_round)
    for (guint r = 1; r <= last_round; r++)
      {
        rate_games (rows, games, settings, r);
        settle (rows);
      }
  else
    {
      rate_games (rows, games, settings, 0);
      settle (rows);
    }

  for (guint i = 0; i < rows->len; i++)
    {
      Row *r = &g_array_index (rows, Row, i);

      r->row.opponents_average = xq_rating_average (r->opponents_sum, r->n_all);
      r->row.performance = xq_rating_performance (r->opponents_sum, r->n_all, r->row.score);
      if (r->row.rating > 0)
        r->row.new_rating = r->row.rating + r->row.change;
      else
        r->row.new_rating = xq_rating_first (settings->method, r->opponents_sum, r->n_all, r->row.score);
      g_array_append_val (out, r->row);
    }
  return out;
}

const XqPlayerRating *
xq_event_ratings_find (GArray *ratings,
                       gint64  player_id)
{
  for (guint i = 0; ratings != NULL && i < ratings->len; i++)
    if (g_array_index (ratings, XqPlayerRating, i).player_id == player_id)
      return &g_array_index (ratings, XqPlayerRating, i);
  return NULL;
}

GArray *
xq_event_ratings_of_event (const XqEventData *data,
                           guint              up_to_round)
{
  const XqEventSeason   *season = &data->event.season;
  XqRatingSettings       settings = { season->rating_method, season->rating_k, season->rating_per_round, 0 };
  g_autoptr (GHashTable) players = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr (GArray)     inputs = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  if (season->start_date != NULL && g_ascii_isdigit (season->start_date[0]))
    settings.year = xq_season_birth_year (season->start_date);
  else if (season->closed != NULL && g_ascii_isdigit (season->closed[0]))
    settings.year = xq_season_birth_year (season->closed);
  if (settings.k == 0)
    settings.k = 20;
  inputs = g_array_sized_new (FALSE, TRUE, sizeof (XqRatingPlayer), season->players != NULL ? season->players->len : 0);
  g_array_set_size (inputs, season->players != NULL ? season->players->len : 0);
  for (guint i = 0; season->players != NULL && i < season->players->len; i++)
    {
      const XqSeasonPlayer *sp = &g_array_index (season->players, XqSeasonPlayer, i);
      XqRatingPlayer       *in = &g_array_index (inputs, XqRatingPlayer, i);

      in->listed_k = sp->listed_k;
      in->rated_games = sp->rated_games;
      in->highest = sp->highest;
      in->birth_year = xq_season_birth_year (sp->birth);
      g_hash_table_insert (players, (gpointer) &sp->player, in);
    }
  return xq_event_ratings_compute (data, &settings, players, up_to_round);
}
