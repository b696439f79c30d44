/* xq-kit-event.c: boards, seats, players, standings and ratings of an event for the kit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include "xq-kit-event.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-names.h"

struct _XqKitEvent
{
  XqEventData  *data;
  GArray       *ratings; /* XqPlayerRating, nullable */
  XqLang        lang;
  XqStandings  *standings;
  XqCrosstable *crosstable;
  GArray       *players; /* XqKitPlayer, alphabetically */
  GHashTable   *boards;  /* round → GArray of XqKitBoard */
  GHashTable   *seats;   /* round → GArray of XqKitSeat */
  guint         latest;
};

static void
clear_board (gpointer p)
{
  XqKitBoard *b = p;
  g_free (b->label);
}

static const XqEntry *
entry_of (XqKitEvent *self,
          gint64      id)
{
  return id != 0 ? xq_event_data_find_entry (self->data, id) : NULL;
}

static gboolean
is_team (XqKitEvent *self)
{
  return self->data->event.team_boards > 0;
}

typedef struct
{
  XqKitPlayer p;
  char       *key;
} Keyed;

static int
compare_keyed (gconstpointer a,
               gconstpointer b)
{
  const Keyed *x = a, *y = b;
  int          c = strcmp (x->key, y->key);
  return c != 0 ? c : (x->p.player > y->p.player) - (x->p.player < y->p.player);
}

static void
collect_players (XqKitEvent *self)
{
  g_autoptr (GArray) keyed = g_array_new (FALSE, TRUE, sizeof (Keyed));

  for (guint i = 0; i < self->data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (self->data->entries, XqEntry, i);
      Keyed          k = { 0 };

      if (e->members == NULL)
        {
          k.p = (XqKitPlayer){ e->player_id, e->id, e->name, e->club, NULL, e->rating, e->federation_id };
          k.key = xq_names_sort_key (e->name, self->lang);
          g_array_append_val (keyed, k);
          continue;
        }
      for (guint m = 0; m < e->members->len; m++)
        {
          const XqPlayer *p = xq_event_data_find_player (self->data, g_array_index (e->members, gint64, m));
          if (p == NULL)
            continue;
          k.p = (XqKitPlayer){ p->id, e->id, p->name, p->club, e->name, p->rating, p->federation_id };
          k.key = xq_names_sort_key (p->name, self->lang);
          g_array_append_val (keyed, k);
        }
    }
  g_array_sort (keyed, compare_keyed);
  self->players = g_array_sized_new (FALSE, TRUE, sizeof (XqKitPlayer), keyed->len);
  for (guint i = 0; i < keyed->len; i++)
    {
      Keyed *k = &g_array_index (keyed, Keyed, i);
      g_array_append_val (self->players, k->p);
      g_free (k->key);
    }
}

XqKitEvent *
xq_kit_event_new (XqEventData *data,
                  GArray      *ratings,
                  XqLang       lang)
{
  XqKitEvent *self = g_new0 (XqKitEvent, 1);

  g_return_val_if_fail (data != NULL, NULL);

  self->data = data;
  /* The event's own method unless the caller worked the ratings out. */
  self->ratings = ratings != NULL ? ratings : xq_event_ratings_of_event (data, 0);
  self->lang = lang;
  self->standings = xq_standings_compute (data, NULL);
  self->crosstable = xq_crosstable_new (data, self->standings);
  self->boards = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_array_unref);
  self->seats = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_array_unref);
  for (guint i = 0; i < data->games->len; i++)
    self->latest = MAX (self->latest, g_array_index (data->games, XqGame, i).round);
  collect_players (self);
  return self;
}

void
xq_kit_event_free (XqKitEvent *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->seats);
  g_hash_table_unref (self->boards);
  g_array_unref (self->players);
  xq_crosstable_free (self->crosstable);
  xq_standings_free (self->standings);
  g_clear_pointer (&self->ratings, g_array_unref);
  xq_event_data_free (self->data);
  g_free (self);
}

const XqEventData *
xq_kit_event_get_data (XqKitEvent *self)
{
  return self->data;
}

XqStandings *
xq_kit_event_get_standings (XqKitEvent *self)
{
  return self->standings;
}

XqCrosstable *
xq_kit_event_get_crosstable (XqKitEvent *self)
{
  return self->crosstable;
}

XqLang
xq_kit_event_get_lang (XqKitEvent *self)
{
  return self->lang;
}

GArray *
xq_kit_event_get_ratings (XqKitEvent *self)
{
  return self->ratings;
}

const XqPlayerRating *
xq_kit_event_get_rating (XqKitEvent *self,
                         gint64      player)
{
  return player != 0 ? xq_event_ratings_find (self->ratings, player) : NULL;
}

guint
xq_kit_event_get_latest_round (XqKitEvent *self)
{
  return self->latest;
}

gboolean
xq_kit_event_is_round_complete (XqKitEvent *self,
                                guint       round)
{
  return xq_event_data_find_missing_result (self->data, round) == NULL;
}

static const char *
player_name (XqKitEvent *self,
             gint64      player)
{
  const XqPlayer *p = player != 0 ? xq_event_data_find_player (self->data, player) : NULL;
  return p != NULL ? p->name : "—";
}

static char *
board_label (XqKitEvent   *self,
             const XqGame *g)
{
  if (is_team (self))
    return g_strdup_printf ("%u.%u", g->board, g->game);
  if (g->kind == XQ_GAME_PLAYOFF)
    /* Translators: a board of a play-off game (加赛) */
    return g_strdup_printf (XQ_T (self->lang, "%u (play-off)"), g->board);
  if (g->game > 1)
    return g_strdup_printf ("%u (%u)", g->board, g->game);
  return g_strdup_printf ("%u", g->board);
}

static int
compare_games (gconstpointer a,
               gconstpointer b)
{
  const XqGame *x = *(const XqGame *const *) a, *y = *(const XqGame *const *) b;

  if (x->board != y->board)
    return x->board < y->board ? -1 : 1;
  return (x->game > y->game) - (x->game < y->game);
}

GArray *
xq_kit_event_get_boards (XqKitEvent *self,
                         guint       round)
{
  GArray               *boards = g_hash_table_lookup (self->boards, GUINT_TO_POINTER (round));
  g_autoptr (GPtrArray) games = NULL;

  if (boards != NULL)
    return boards;
  games = g_ptr_array_new ();
  for (guint i = 0; i < self->data->games->len; i++)
    {
      const XqGame *g = &g_array_index (self->data->games, XqGame, i);
      if (g->round == round)
        g_ptr_array_add (games, (gpointer) g);
    }
  g_ptr_array_sort (games, compare_games);
  boards = g_array_sized_new (FALSE, TRUE, sizeof (XqKitBoard), games->len);
  g_array_set_clear_func (boards, clear_board);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame  *g = g_ptr_array_index (games, i);
      const XqEntry *red = entry_of (self, g->red), *black = entry_of (self, g->black);
      XqKitBoard     b = { 0 };

      b.game = g;
      b.label = board_label (self, g);
      if (is_team (self))
        {
          b.red = g->red_player;
          b.black = g->black != 0 ? g->black_player : 0;
          b.red_name = player_name (self, g->red_player);
          b.black_name = g->black != 0 ? player_name (self, g->black_player) : NULL;
          b.red_team = red != NULL ? red->name : NULL;
          b.black_team = black != NULL ? black->name : NULL;
        }
      else
        {
          b.red = red != NULL ? red->player_id : 0;
          b.black = black != NULL ? black->player_id : 0;
          b.red_name = red != NULL ? red->name : "—";
          b.black_name = black != NULL ? black->name : NULL;
        }
      g_array_append_val (boards, b);
    }
  g_hash_table_insert (self->boards, GUINT_TO_POINTER (round), boards);
  return boards;
}

typedef struct
{
  XqKitSeat seat;
  char     *key;
} KeyedSeat;

static int
compare_seats (gconstpointer a,
               gconstpointer b)
{
  const KeyedSeat *x = a, *y = b;
  int              c = strcmp (x->key, y->key);
  return c != 0 ? c : (x->seat.player > y->seat.player) - (x->seat.player < y->seat.player);
}

static void
add_seat (XqKitEvent       *self,
          GArray           *keyed,
          const XqKitBoard *b,
          gboolean          red)
{
  KeyedSeat          k = { 0 };
  gint64             who = red ? b->red : b->black;
  const XqKitPlayer *p = xq_kit_event_find_player (self, who);

  if (who == 0)
    return; /* an empty board of a team */
  k.seat.player = who;
  k.seat.name = red ? b->red_name : b->black_name;
  k.seat.club = p != NULL ? (p->team != NULL ? p->team : p->club) : NULL;
  k.seat.board = b;
  k.seat.red = red;
  k.seat.opponent = red ? b->black_name : b->red_name;
  k.key = xq_names_sort_key (k.seat.name, self->lang);
  g_array_append_val (keyed, k);
}

GArray *
xq_kit_event_get_seats (XqKitEvent *self,
                        guint       round)
{
  GArray            *seats = g_hash_table_lookup (self->seats, GUINT_TO_POINTER (round));
  GArray            *boards;
  g_autoptr (GArray) keyed = NULL;

  if (seats != NULL)
    return seats;
  boards = xq_kit_event_get_boards (self, round);
  keyed = g_array_new (FALSE, TRUE, sizeof (KeyedSeat));
  for (guint i = 0; i < boards->len; i++)
    {
      const XqKitBoard *b = &g_array_index (boards, XqKitBoard, i);
      add_seat (self, keyed, b, TRUE);
      if (b->black != 0)
        add_seat (self, keyed, b, FALSE);
    }
  g_array_sort (keyed, compare_seats);
  seats = g_array_sized_new (FALSE, TRUE, sizeof (XqKitSeat), keyed->len);
  for (guint i = 0; i < keyed->len; i++)
    {
      KeyedSeat *k = &g_array_index (keyed, KeyedSeat, i);
      g_array_append_val (seats, k->seat);
      g_free (k->key);
    }
  g_hash_table_insert (self->seats, GUINT_TO_POINTER (round), seats);
  return seats;
}

GArray *
xq_kit_event_get_players (XqKitEvent *self)
{
  return self->players;
}

const XqKitPlayer *
xq_kit_event_find_player (XqKitEvent *self,
                          gint64      player)
{
  for (guint i = 0; player != 0 && i < self->players->len; i++)
    if (g_array_index (self->players, XqKitPlayer, i).player == player)
      return &g_array_index (self->players, XqKitPlayer, i);
  return NULL;
}

GPtrArray *
xq_kit_event_dup_player_boards (XqKitEvent *self,
                                gint64      player)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint r = 1; r <= self->latest; r++)
    {
      GArray *boards = xq_kit_event_get_boards (self, r);
      for (guint i = 0; i < boards->len; i++)
        {
          XqKitBoard *b = &g_array_index (boards, XqKitBoard, i);
          if (b->red == player || (b->black != 0 && b->black == player))
            g_ptr_array_add (out, b);
        }
    }
  return out;
}

const char *
xq_kit_event_entry_name (XqKitEvent *self,
                         gint64      entry_id)
{
  const XqEntry *e = entry_of (self, entry_id);
  return e != NULL ? e->name : "—";
}

gint64
xq_kit_event_entry_player (XqKitEvent *self,
                           gint64      entry_id)
{
  const XqEntry *e = entry_of (self, entry_id);
  return e != NULL && e->members == NULL ? e->player_id : 0;
}

char *
xq_kit_board_result (XqKitEvent       *self,
                     const XqKitBoard *board)
{
  const XqGame *g = board->game;

  if (g->annulled)
    return g_strdup ("×");
  if (g->black == 0)
    /* Translators: the result column of a board with a bye */
    return g_strdup (XQ_T (self->lang, "bye"));
  switch (g->result)
    {
    case XQ_GAME_RESULT_RED_WIN:
      return g_strdup ("1 – 0");
    case XQ_GAME_RESULT_BLACK_WIN:
      return g_strdup ("0 – 1");
    case XQ_GAME_RESULT_DRAW:
      return g_strdup ("½ – ½");
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
      return g_strdup ("+ – −");
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
      return g_strdup ("− – +");
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
      return g_strdup ("− – −");
    case XQ_GAME_RESULT_NONE:
    default:
      return g_strdup ("");
    }
}

const char *
xq_kit_board_score_for (const XqKitBoard *board,
                        gint64            player)
{
  const XqGame *g = board->game;
  gboolean      red = board->red == player;

  if (g->annulled)
    return "×";
  if (g->black == 0)
    return "+";
  switch (g->result)
    {
    case XQ_GAME_RESULT_RED_WIN:
      return red ? "1" : "0";
    case XQ_GAME_RESULT_BLACK_WIN:
      return red ? "0" : "1";
    case XQ_GAME_RESULT_DRAW:
      return "½";
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
      return red ? "+" : "−";
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
      return red ? "−" : "+";
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
      return "−";
    case XQ_GAME_RESULT_NONE:
    default:
      return "";
    }
}

char *
xq_kit_points (int half_points)
{
  if (half_points % 2 == 0)
    return g_strdup_printf ("%d", half_points / 2);
  return g_strdup_printf ("%s%d.5", half_points < 0 ? "-" : "", ABS (half_points) / 2);
}

char *
xq_kit_signed (int value)
{
  if (value > 0)
    return g_strdup_printf ("+%d", value);
  if (value < 0)
    return g_strdup_printf ("−%d", -value);
  return g_strdup ("0");
}
