/* xq-tournament-model.c: an events file and the event open in it, for the tournament page
 *
 * Every change goes through the store (src/store/) and is followed by a reload of the event
 * (xq_store_load_event: a few milliseconds for 1000 players and 11 rounds), from which the lists
 * are brought up to date in place: a row keeps its item and only the properties that changed are
 * notified, so that list views keep their scroll position and selection. Pairing runs in a thread
 * on a connection of its own (a 1000-player Swiss round takes about half a second).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-tournament-model"

#include "config.h"

#include "xq-tournament-model.h"

#include <glib/gi18n.h>

#include "xq-berger.h"
#include "xq-board-item.h"
#include "xq-club.h"
#include "xq-dutch-explain.h"
#include "xq-event-item.h"
#include "xq-export.h"
#include "xq-knockout.h"
#include "xq-match-item.h"
#include "xq-player-item.h"
#include "xq-standing-item.h"
#include "xq-standings.h"
#include "xq-swiss-explain.h"
#include "xq-team.h"

struct _XqTournamentModel
{
  GObject      parent_instance;

  XqStore     *store;
  GListStore  *events;

  gint64       event_id;
  XqEventData *data;
  XqStandings *standings;
  GHashTable  *standing_of; /* entry id → XqStanding * in standings */
  GPtrArray   *playoffs;    /* XqPlayoff: play-offs due now */
  guint        round;
  gboolean     can_undo;
  gboolean     busy;

  GListStore  *players;
  GListStore  *boards;
  GListStore  *table;
  GListStore  *matches;
};

G_DEFINE_FINAL_TYPE (XqTournamentModel, xq_tournament_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_EVENT_ID,
  PROP_EVENT_NAME,
  PROP_SYSTEM,
  PROP_PROFILE,
  PROP_ROUND,
  PROP_N_ROUNDS,
  PROP_TOTAL_ROUNDS,
  PROP_CAN_EDIT_PLAYERS,
  PROP_CAN_PAIR,
  PROP_CAN_REPAIR,
  PROP_CAN_UNDO,
  PROP_BUSY,
  PROP_READ_ONLY,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

/* The state properties, to notify those a change touched. */
typedef struct
{
  gint64    event_id;
  char     *name;
  XqSystem  system;
  XqProfile profile;
  guint     round, n_rounds, total_rounds;
  gboolean  can_edit_players, can_pair, can_repair, can_undo, busy, read_only;
} State;

static void
state_save (XqTournamentModel *self,
            State             *state)
{
  state->event_id = self->event_id;
  state->name = g_strdup (xq_tournament_model_get_event_name (self));
  state->system = xq_tournament_model_get_system (self);
  state->profile = xq_tournament_model_get_profile (self);
  state->round = self->round;
  state->n_rounds = xq_tournament_model_get_n_rounds (self);
  state->total_rounds = xq_tournament_model_get_total_rounds (self);
  state->can_edit_players = xq_tournament_model_get_can_edit_players (self);
  state->can_pair = xq_tournament_model_get_can_pair (self);
  state->can_repair = xq_tournament_model_get_can_repair (self);
  state->can_undo = self->can_undo;
  state->busy = self->busy;
  state->read_only = xq_tournament_model_get_read_only (self);
}

static void
state_notify (XqTournamentModel *self,
              State             *before)
{
  GObject *object = G_OBJECT (self);
  State    now;

  state_save (self, &now);
  g_object_freeze_notify (object);
#define NOTIFY_IF(field, prop)    \
  if (before->field != now.field) \
    g_object_notify_by_pspec (object, properties[prop]);
  NOTIFY_IF (event_id, PROP_EVENT_ID);
  NOTIFY_IF (system, PROP_SYSTEM);
  NOTIFY_IF (profile, PROP_PROFILE);
  NOTIFY_IF (round, PROP_ROUND);
  NOTIFY_IF (n_rounds, PROP_N_ROUNDS);
  NOTIFY_IF (total_rounds, PROP_TOTAL_ROUNDS);
  NOTIFY_IF (can_edit_players, PROP_CAN_EDIT_PLAYERS);
  NOTIFY_IF (can_pair, PROP_CAN_PAIR);
  NOTIFY_IF (can_repair, PROP_CAN_REPAIR);
  NOTIFY_IF (can_undo, PROP_CAN_UNDO);
  NOTIFY_IF (busy, PROP_BUSY);
  NOTIFY_IF (read_only, PROP_READ_ONLY);
#undef NOTIFY_IF
  if (g_strcmp0 (before->name, now.name) != 0)
    g_object_notify_by_pspec (object, properties[PROP_EVENT_NAME]);
  g_object_thaw_notify (object);
  g_free (before->name);
  g_free (now.name);
}

static char *
points_text (int half_points)
{
  if (half_points % 2 == 0)
    return g_strdup_printf ("%d", half_points / 2);
  return g_strdup_printf ("%d.5", half_points / 2);
}

static const char *
result_text (const XqGame *g)
{
  if (g->black == 0)
    return "";
  if (g->annulled)
    return "×";
  switch (g->result)
    {
    case XQ_GAME_RESULT_RED_WIN:
      return "1–0";
    case XQ_GAME_RESULT_BLACK_WIN:
      return "0–1";
    case XQ_GAME_RESULT_DRAW:
      return "½–½";
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
      return "+–";
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
      return "–+";
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
      return "––";
    case XQ_GAME_RESULT_NONE:
    default:
      return "";
    }
}

/* Filling a list in place: the rows that stay keep their items (and are only notified of what
 * changed); new rows get their values before they are added, so that a view never sees an item
 * half made; extra rows go. */
typedef struct
{
  GListStore *store;
  guint       have;
  GPtrArray  *added;
} Fill;

static void
fill_begin (Fill       *fill,
            GListStore *store,
            guint       n)
{
  guint have = g_list_model_get_n_items (G_LIST_MODEL (store));

  if (have > n)
    g_list_store_splice (store, n, have - n, NULL, 0);
  fill->store = store;
  fill->have = MIN (have, n);
  fill->added = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = fill->have; i < n; i++)
    g_ptr_array_add (fill->added, g_object_new (g_list_model_get_item_type (G_LIST_MODEL (store)), NULL));
}

/* Returns: (transfer full): the item of row @i */
static gpointer
fill_item (Fill *fill,
           guint i)
{
  if (i < fill->have)
    return g_list_model_get_item (G_LIST_MODEL (fill->store), i);
  return g_object_ref (g_ptr_array_index (fill->added, i - fill->have));
}

static void
fill_end (Fill *fill)
{
  if (fill->added->len > 0)
    g_list_store_splice (fill->store, fill->have, 0, fill->added->pdata, fill->added->len);
  g_ptr_array_unref (fill->added);
}

static gboolean
entry_withdrawn (const XqEventData *data,
                 gint64             entry_id)
{
  const XqEntry *e = entry_id != 0 ? xq_event_data_find_entry (data, entry_id) : NULL;

  return e != NULL && e->withdrawn_round >= 0;
}

/* A result the arbiter entered (not the forfeit a withdrawal decided when the round was paired). */
static gboolean
entered_result (const XqEventData *data,
                const XqGame      *g)
{
  if (g->black == 0 || g->result == XQ_GAME_RESULT_NONE)
    return FALSE;
  if (xq_game_result_is_forfeit (g->result) && (entry_withdrawn (data, g->red) || entry_withdrawn (data, g->black)))
    return FALSE;
  return TRUE;
}

static gboolean
rounds_complete (const XqEventData *data)
{
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->black != 0 && !g->annulled && g->result == XQ_GAME_RESULT_NONE)
        return FALSE;
    }
  return TRUE;
}

/* The first bye @entry asked for in a round not yet paired: its round (0: none) and kind. */
static guint
requested_bye_ahead (const XqEventData *data,
                     gint64             entry,
                     XqByeKind         *kind)
{
  /* The requests come by round, then entry. */
  for (guint i = 0; i < data->bye_requests->len; i++)
    {
      const XqByeRequest *r = &g_array_index (data->bye_requests, XqByeRequest, i);
      if (r->entry == entry && r->round > data->n_rounds && r->kind != XQ_BYE_PAIRING)
        {
          *kind = r->kind;
          return r->round;
        }
    }
  *kind = XQ_BYE_PAIRING;
  return 0;
}

static void
update_players (XqTournamentModel *self)
{
  guint n = self->data != NULL ? self->data->entries->len : 0;
  Fill  fill;

  fill_begin (&fill, self->players, n);
  for (guint i = 0; i < n; i++)
    {
      const XqEntry           *e = &g_array_index (self->data->entries, XqEntry, i);
      const XqStanding        *s = g_hash_table_lookup (self->standing_of, &e->id);
      g_autoptr (XqPlayerItem) item = fill_item (&fill, i);
      g_autofree char         *points = points_text (s != NULL ? s->points : 0);
      XqByeKind                bye_kind = XQ_BYE_PAIRING;
      guint                    bye_round = requested_bye_ahead (self->data, e->id, &bye_kind);
      XqPlayerItemValues       v = {
              .entry_id = e->id,
              .player_id = e->player_id,
              .number = e->number,
              .name = e->name,
              .club = e->club,
              .rating = e->rating,
              .federation_id = e->federation_id,
              .withdrawn_round = e->withdrawn_round,
              .struck = e->withdrawn_round >= 0 && xq_standings_entry_struck (self->data, e->id),
              .group = e->group,
              .points = s != NULL ? points : "",
              .bye_round = bye_round,
              .bye_kind = (int) bye_kind,
      };
      xq_player_item_update (item, &v);
    }
  fill_end (&fill);
}

/* The name a board shows for @e: in a team event the player and his team ("Li (Dragons)"), an
 * empty board as the team's alone (its board is forfeited); otherwise the entry's name. */
static char *
team_board_name (const XqEventData *data,
                 const XqEntry     *e,
                 gint64             player,
                 gboolean           board)
{
  const XqPlayer *p;

  if (e == NULL)
    return g_strdup ("");
  if (data->event.team_boards == 0 || !board)
    return g_strdup (e->name);
  p = xq_event_data_find_player (data, player);
  if (p == NULL)
    /* Translators: an empty board of a team match: %s is the team; the board is forfeited */
    return g_strdup_printf (_ ("— · %s"), e->name);
  /* Translators: a player on a board of a team match, then his team */
  return g_strdup_printf (_ ("%s · %s"), p->name, e->name);
}

/* What a board shows in Black's place: the player, or for a board without an opponent which bye it
 * is, for the arbiter to tell the half-point bye a player asked for from the pairing's bye. */
static char *
black_board_name (const XqEventData *data,
                  const XqGame      *g,
                  const XqEntry     *black)
{
  if (g->black != 0)
    return team_board_name (data, black, g->black_player, TRUE);
  switch (g->bye)
    {
    case XQ_BYE_HALF:
      /* Translators: a board without an opponent: the bye a player asked for, a draw's points */
      return g_strdup (_ ("Half-point bye"));
    case XQ_BYE_ZERO:
      /* Translators: a board without an opponent: an absence announced, no points */
      return g_strdup (_ ("Zero-point bye (absent)"));
    case XQ_BYE_PAIRING:
    default:
      return g_strdup (_ ("Bye"));
    }
}

static void
update_boards (XqTournamentModel *self)
{
  g_autoptr (GPtrArray)   games = g_ptr_array_new ();
  g_autoptr (XqStandings) before = NULL;
  g_autoptr (GHashTable)  points_before = g_hash_table_new (g_int64_hash, g_int64_equal);
  Fill                    fill;

  if (self->data != NULL && self->round > 0)
    {
      for (guint i = 0; i < self->data->games->len; i++)
        if (g_array_index (self->data->games, XqGame, i).round == self->round)
          g_ptr_array_add (games, &g_array_index (self->data->games, XqGame, i));
      if (self->round > 1)
        {
          XqStandingsOptions options = { self->round - 1, -1 };
          before = xq_standings_compute (self->data, &options);
          for (guint i = 0; i < before->rows->len; i++)
            {
              XqStanding *row = &g_array_index (before->rows, XqStanding, i);
              g_hash_table_insert (points_before, &row->entry_id, row);
            }
        }
    }
  fill_begin (&fill, self->boards, games->len);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame           *g = g_ptr_array_index (games, i);
      const XqEntry          *red = xq_event_data_find_entry (self->data, g->red);
      const XqEntry          *black = g->black != 0 ? xq_event_data_find_entry (self->data, g->black) : NULL;
      const XqStanding       *rs = g_hash_table_lookup (points_before, &g->red);
      const XqStanding       *bs = g->black != 0 ? g_hash_table_lookup (points_before, &g->black) : NULL;
      g_autofree char        *red_score = points_text (rs != NULL ? rs->points : 0);
      g_autofree char        *black_score = points_text (bs != NULL ? bs->points : 0);
      g_autoptr (XqBoardItem) item = fill_item (&fill, i);
      g_autofree char        *red_label = team_board_name (self->data, red, g->red_player, g->black != 0);
      g_autofree char        *black_label = black_board_name (self->data, g, black);
      XqBoardItemValues       v = {
              .game_id = g->id,
              .round = g->round,
              .board = g->board,
              .game = g->game,
              .kind = g->kind,
              .red_number = red != NULL ? red->number : 0,
              .red_name = red_label,
              .red_score = red_score,
              .black_number = black != NULL ? black->number : 0,
              .black_name = black_label,
              .black_score = black != NULL ? black_score : "",
              .result = g->result,
              .result_text = result_text (g),
              .red_violations = g->red_violations,
              .black_violations = g->black_violations,
              .bye = g->black == 0,
              .annulled = g->annulled,
              .editable = g->black != 0 && !g->annulled,
              .group = self->data->event.team_boards > 0           ? -2
                       : g->stage == XQ_STAGE_GROUP && red != NULL ? red->group
                                                                   : -1,
      };
      xq_board_item_update (item, &v);
    }
  fill_end (&fill);
}

static char **
tiebreak_values (const XqEventData *data,
                 const XqStanding  *row)
{
  g_autoptr (GArray) tbs = xq_standings_criteria (data);
  char             **values = g_new0 (char *, tbs->len + 1);

  for (guint t = 0; t < tbs->len; t++)
    values[t] = xq_export_tiebreak_value (row, g_array_index (tbs, XqTiebreak, t));
  return values;
}

static void
fill_standings (const XqEventData *data,
                XqStandings       *standings,
                GListStore        *store,
                gboolean           with_cells)
{
  g_autoptr (XqCrosstable) cross = with_cells ? xq_crosstable_new (data, standings) : NULL;
  guint                    n = standings->rows->len;
  Fill                     fill;

  fill_begin (&fill, store, n);
  for (guint i = 0; i < n; i++)
    {
      const XqStanding          *row = &g_array_index (standings->rows, XqStanding, i);
      const XqEntry             *e = xq_event_data_find_entry (data, row->entry_id);
      g_autoptr (XqStandingItem) item = fill_item (&fill, i);
      g_autofree char           *points = points_text (row->points);
      g_auto (GStrv)             values = tiebreak_values (data, row);
      g_autoptr (GPtrArray)      cells = NULL;
      XqStandingItemValues       v = {
              .entry_id = row->entry_id,
              .rank = row->rank,
              .shared = i > 0 && g_array_index (standings->rows, XqStanding, i - 1).rank == row->rank,
              .number = e->number,
              .name = e->name,
              .club = e->club,
              .rating = e->rating,
              .points = points,
              .played = row->played,
              .wins = row->wins,
              .draws = row->draws,
              .losses = row->losses,
              .withdrawn = row->withdrawn,
              .playoff = row->playoff,
              .values = (const char *const *) values,
      };

      if (cross != NULL)
        {
          cells = xq_crosstable_dup_row (cross, row->entry_id);
          g_ptr_array_add (cells, NULL);
          v.cells = (const char *const *) cells->pdata;
        }
      xq_standing_item_update (item, &v);
    }
  fill_end (&fill);
}

/* The games of the match on @board of @round from @first's side ("1 ½ 0"), and both sides' game
 * points (a win 1, a draw ½, in half points) over its regular and tie-break games; a decider only
 * shows (its draw counts against Red, 和棋先手算负). Returns whether a game has a result. */
static gboolean
match_games (const XqEventData *data,
             guint              round,
             guint              board,
             gint64             first,
             GString           *games,
             int               *first_points,
             int               *second_points,
             gboolean          *tiebreaks,
             XqGameResult      *decider)
{
  gboolean played = FALSE;

  *first_points = *second_points = 0;
  *tiebreaks = FALSE;
  *decider = XQ_GAME_RESULT_NONE;
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      gboolean      red = g->red == first;
      int           pr = 0, pb = 0;
      const char   *symbol;

      if (g->round != round || g->board != board || g->black == 0)
        continue;
      switch (g->result)
        {
        case XQ_GAME_RESULT_RED_WIN:
        case XQ_GAME_RESULT_RED_WIN_FORFEIT:
          pr = 2;
          break;
        case XQ_GAME_RESULT_BLACK_WIN:
        case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
          pb = 2;
          break;
        case XQ_GAME_RESULT_DRAW:
          pr = pb = 1;
          break;
        case XQ_GAME_RESULT_DOUBLE_FORFEIT:
        case XQ_GAME_RESULT_NONE:
        default:
          break;
        }
      played |= g->result != XQ_GAME_RESULT_NONE;
      if (g->result == XQ_GAME_RESULT_NONE)
        symbol = "·";
      else if ((red ? pr : pb) == 2)
        symbol = xq_game_result_is_forfeit (g->result) ? "+" : "1";
      else if ((red ? pr : pb) == 1)
        symbol = "½";
      else
        symbol = xq_game_result_is_forfeit (g->result) ? "−" : "0";
      if (games->len > 0)
        g_string_append_c (games, ' ');
      g_string_append (games, symbol);
      if (g->kind != XQ_GAME_DECIDER)
        {
          *first_points += red ? pr : pb;
          *second_points += red ? pb : pr;
        }
      else
        *decider = g->result;
      *tiebreaks |= g->kind == XQ_GAME_TIEBREAK && g->result != XQ_GAME_RESULT_NONE;
    }
  return played;
}

/* Why a decided match went the way it did when its regular games left it level (seed 002: tie-break
 * games, then a decider in which a draw counts as a loss for Red, 和棋先手算负), else "". */
static const char *
decided_by (XqMatchState state,
            gboolean     tiebreaks,
            XqGameResult decider)
{
  if (state != XQ_MATCH_DECIDED)
    return "";
  if (decider == XQ_GAME_RESULT_DRAW)
    /* Translators: a knockout match decided by a drawn decider game */
    return _ ("level; the decider was drawn, and a draw counts as a loss for Red (和棋先手算负)");
  if (decider != XQ_GAME_RESULT_NONE)
    /* Translators: a knockout match decided by the decider game */
    return _ ("level; won the decider");
  if (tiebreaks)
    /* Translators: a knockout match decided by its two tie-break games */
    return _ ("level; won the tie-break games");
  return "";
}

static void
update_matches (XqTournamentModel *self)
{
  g_autoptr (GPtrArray) firsts = g_ptr_array_new ();
  Fill                  fill;

  if (self->data != NULL)
    for (guint i = 0; i < self->data->games->len; i++)
      {
        const XqGame *g = &g_array_index (self->data->games, XqGame, i);
        if (g->stage == XQ_STAGE_KNOCKOUT && g->game == 1 && g->kind == XQ_GAME_REGULAR)
          g_ptr_array_add (firsts, (gpointer) g);
      }
  fill_begin (&fill, self->matches, firsts->len);
  for (guint i = 0; i < firsts->len; i++)
    {
      const XqGame           *g = g_ptr_array_index (firsts, i);
      const XqEntry          *a = xq_event_data_find_entry (self->data, g->red);
      const XqEntry          *b = g->black != 0 ? xq_event_data_find_entry (self->data, g->black) : NULL;
      g_autoptr (XqMatchItem) item = fill_item (&fill, i);
      g_autoptr (GString)     games = g_string_new (NULL);
      gint64                  winner = 0;
      XqMatchState            state = xq_knockout_match_state (self->data, g->round, g->board, &winner, NULL);
      int                     pa, pb;
      gboolean                played, tiebreaks;
      XqGameResult            decider;
      g_autofree char        *sa = NULL, *sb = NULL;
      XqMatchItemValues       v = { 0 };

      played = match_games (self->data, g->round, g->board, g->red, games, &pa, &pb, &tiebreaks, &decider);
      sa = points_text (pa);
      sb = points_text (pb);
      v.round = g->round;
      v.board = g->board;
      v.first_name = a != NULL ? a->name : "";
      v.second_name = b != NULL ? b->name : "";
      /* Scores once a game of the match has a result. */
      v.first_score = b != NULL && played ? sa : "";
      v.second_score = b != NULL && played ? sb : "";
      v.games = games->str;
      v.state = state;
      v.winner = state != XQ_MATCH_DECIDED ? 0 : winner == g->red ? 1
                                                                  : 2;
      v.decided_by = decided_by (state, tiebreaks, decider);
      xq_match_item_update (item, &v);
    }
  fill_end (&fill);
}

static void
clear_event (XqTournamentModel *self)
{
  g_clear_pointer (&self->standing_of, g_hash_table_unref);
  g_clear_pointer (&self->standings, xq_standings_free);
  g_clear_pointer (&self->playoffs, g_ptr_array_unref);
  g_clear_pointer (&self->data, xq_event_data_free);
  self->event_id = 0;
  self->round = 0;
  self->can_undo = FALSE;
}

/* Brings everything up to date from the store. */
static gboolean
reload (XqTournamentModel *self,
        GError           **error)
{
  g_autoptr (XqEventData) data = NULL;
  g_autoptr (GArray)      journal = NULL;

  data = xq_store_load_event (self->store, self->event_id, error);
  if (data == NULL)
    return FALSE;
  journal = xq_store_list_journal (self->store, self->event_id, 1, error);
  if (journal == NULL)
    return FALSE;

  g_clear_pointer (&self->standing_of, g_hash_table_unref);
  g_clear_pointer (&self->standings, xq_standings_free);
  g_clear_pointer (&self->playoffs, g_ptr_array_unref);
  g_clear_pointer (&self->data, xq_event_data_free);
  self->data = g_steal_pointer (&data);
  self->standings = xq_standings_compute (self->data, NULL);
  self->playoffs = xq_playoffs_due (self->data);
  self->standing_of = g_hash_table_new (g_int64_hash, g_int64_equal);
  for (guint i = 0; i < self->standings->rows->len; i++)
    {
      XqStanding *row = &g_array_index (self->standings->rows, XqStanding, i);
      g_hash_table_insert (self->standing_of, &row->entry_id, row);
    }
  self->can_undo = journal->len > 0;
  if (self->round > self->data->n_rounds || self->round == 0)
    self->round = self->data->n_rounds;

  update_players (self);
  update_boards (self);
  fill_standings (self->data, self->standings, self->table, TRUE);
  update_matches (self);
  return TRUE;
}

/* Reloads after a change, notifies what changed, and says the event changed. */
static gboolean
changed (XqTournamentModel *self,
         GError           **error)
{
  State    before;
  gboolean ok;

  state_save (self, &before);
  ok = reload (self, error);
  state_notify (self, &before);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return ok;
}

static gboolean
refresh_events (XqTournamentModel *self,
                GError           **error)
{
  g_autoptr (GArray)    list = NULL;
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  list = xq_store_list_event_summaries (self->store, error);
  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < list->len; i++)
    {
      const XqEventSummary *s = &g_array_index (list, XqEventSummary, i);
      XqEventItem          *item = xq_event_item_new ();
      XqEventItemValues     v = {
            .id = s->id,
            .name = s->name,
            .system = s->system,
            .profile = s->profile,
            .rounds = s->rounds,
            .n_entries = s->n_entries,
            .n_rounds = s->n_rounds,
            .n_unfinished = s->n_unfinished,
            .created = s->created,
            .boards = s->boards,
      };
      xq_event_item_update (item, &v);
      g_ptr_array_add (items, item);
    }
  g_list_store_splice (self->events, 0, g_list_model_get_n_items (G_LIST_MODEL (self->events)), items->pdata,
                       items->len);
  return TRUE;
}

static gboolean
need_store (XqTournamentModel *self,
            GError           **error)
{
  if (self->store != NULL)
    return TRUE;
  g_set_error_literal (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, "no events file is open");
  return FALSE;
}

static gboolean
need_event (XqTournamentModel *self,
            GError           **error)
{
  if (self->data != NULL && !self->busy)
    return TRUE;
  g_set_error_literal (error, XQ_STORE_ERROR, self->busy ? XQ_STORE_ERROR_BUSY : XQ_STORE_ERROR_NOT_FOUND,
                       self->busy ? "the event is being paired" : "no event is open");
  return FALSE;
}

/* GObject */

static void
xq_tournament_model_dispose (GObject *object)
{
  XqTournamentModel *self = XQ_TOURNAMENT_MODEL (object);

  clear_event (self);
  g_clear_object (&self->store);
  g_clear_object (&self->events);
  g_clear_object (&self->players);
  g_clear_object (&self->boards);
  g_clear_object (&self->table);
  g_clear_object (&self->matches);

  G_OBJECT_CLASS (xq_tournament_model_parent_class)->dispose (object);
}

static void
xq_tournament_model_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  XqTournamentModel *self = XQ_TOURNAMENT_MODEL (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, xq_tournament_model_get_path (self));
      break;
    case PROP_EVENT_ID:
      g_value_set_int64 (value, self->event_id);
      break;
    case PROP_EVENT_NAME:
      g_value_set_string (value, xq_tournament_model_get_event_name (self));
      break;
    case PROP_SYSTEM:
      g_value_set_int (value, xq_tournament_model_get_system (self));
      break;
    case PROP_PROFILE:
      g_value_set_int (value, xq_tournament_model_get_profile (self));
      break;
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    case PROP_N_ROUNDS:
      g_value_set_uint (value, xq_tournament_model_get_n_rounds (self));
      break;
    case PROP_TOTAL_ROUNDS:
      g_value_set_uint (value, xq_tournament_model_get_total_rounds (self));
      break;
    case PROP_CAN_EDIT_PLAYERS:
      g_value_set_boolean (value, xq_tournament_model_get_can_edit_players (self));
      break;
    case PROP_CAN_PAIR:
      g_value_set_boolean (value, xq_tournament_model_get_can_pair (self));
      break;
    case PROP_CAN_REPAIR:
      g_value_set_boolean (value, xq_tournament_model_get_can_repair (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, xq_tournament_model_get_can_undo (self));
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, xq_tournament_model_get_read_only (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_tournament_model_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  XqTournamentModel *self = XQ_TOURNAMENT_MODEL (object);

  switch (prop_id)
    {
    case PROP_ROUND:
      xq_tournament_model_set_round (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_tournament_model_class_init (XqTournamentModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = xq_tournament_model_dispose;
  object_class->get_property = xq_tournament_model_get_property;
  object_class->set_property = xq_tournament_model_set_property;

  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL, ro);
  properties[PROP_EVENT_ID] = g_param_spec_int64 ("event-id", NULL, NULL, 0, G_MAXINT64, 0, ro);
  properties[PROP_EVENT_NAME] = g_param_spec_string ("event-name", NULL, NULL, NULL, ro);
  properties[PROP_SYSTEM] = g_param_spec_int ("system", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_PROFILE] = g_param_spec_int ("profile", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_ROUND] = g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ROUNDS] = g_param_spec_uint ("n-rounds", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_TOTAL_ROUNDS] = g_param_spec_uint ("total-rounds", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_CAN_EDIT_PLAYERS] = g_param_spec_boolean ("can-edit-players", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_PAIR] = g_param_spec_boolean ("can-pair", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REPAIR] = g_param_spec_boolean ("can-repair", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE, ro);
  /* The events file opened read-only: nothing can change (the page shows a banner). */
  properties[PROP_READ_ONLY] = g_param_spec_boolean ("read-only", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The open event changed (a result, a pairing, a player, another event): lists are updated. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 0);
}

static void
xq_tournament_model_init (XqTournamentModel *self)
{
  self->events = g_list_store_new (XQ_TYPE_EVENT_ITEM);
  self->players = g_list_store_new (XQ_TYPE_PLAYER_ITEM);
  self->boards = g_list_store_new (XQ_TYPE_BOARD_ITEM);
  self->table = g_list_store_new (XQ_TYPE_STANDING_ITEM);
  self->matches = g_list_store_new (XQ_TYPE_MATCH_ITEM);
}

/* Public API */

XqTournamentModel *
xq_tournament_model_new (void)
{
  return g_object_new (XQ_TYPE_TOURNAMENT_MODEL, NULL);
}

gboolean
xq_tournament_model_open_file (XqTournamentModel *self,
                               const char        *path,
                               GError           **error)
{
  return xq_tournament_model_open_file_full (self, path, XQ_STORE_OPEN_CREATE, error);
}

gboolean
xq_tournament_model_open_file_full (XqTournamentModel *self,
                                    const char        *path,
                                    XqStoreOpenFlags   flags,
                                    GError           **error)
{
  g_autoptr (XqStore) store = NULL;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (!self->busy, FALSE);

  store = xq_store_open_full (path, flags, error);
  if (store == NULL)
    return FALSE;
  xq_tournament_model_close_event (self);
  g_set_object (&self->store, store);
  refresh_events (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
  return TRUE;
}

/**
 * xq_tournament_model_get_path:
 *
 * Returns: (transfer none) (nullable): the events file
 */
const char *
xq_tournament_model_get_path (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return self->store != NULL ? xq_store_get_path (self->store) : NULL;
}

/**
 * xq_tournament_model_get_store:
 *
 * Returns: (transfer none) (nullable): the store of the events file
 */
XqStore *
xq_tournament_model_get_store (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return self->store;
}

/**
 * xq_tournament_model_get_events:
 *
 * Returns: (transfer none): the events of the file (XqEventItem)
 */
GListModel *
xq_tournament_model_get_events (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return G_LIST_MODEL (self->events);
}

gint64
xq_tournament_model_create_event (XqTournamentModel *self,
                                  const XqEvent     *event,
                                  GError           **error)
{
  gint64 id;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  if (!need_store (self, error))
    return 0;
  id = xq_store_create_event (self->store, event, error);
  if (id != 0)
    refresh_events (self, NULL);
  return id;
}

gint64
xq_tournament_model_duplicate_event (XqTournamentModel *self,
                                     gint64             event_id,
                                     const char        *name,
                                     GError           **error)
{
  gint64 id;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  if (!need_store (self, error))
    return 0;
  id = xq_store_duplicate_event (self->store, event_id, name, error);
  if (id != 0)
    refresh_events (self, NULL);
  return id;
}

gboolean
xq_tournament_model_delete_event (XqTournamentModel *self,
                                  gint64             event_id,
                                  GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_store (self, error))
    return FALSE;
  if (event_id == self->event_id)
    {
      if (self->busy)
        return need_event (self, error);
      xq_tournament_model_close_event (self);
    }
  if (!xq_store_delete_event (self->store, event_id, error))
    return FALSE;
  refresh_events (self, NULL);
  return TRUE;
}

gboolean
xq_tournament_model_open_event (XqTournamentModel *self,
                                gint64             event_id,
                                GError           **error)
{
  State before;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);
  g_return_val_if_fail (!self->busy, FALSE);

  if (event_id == 0)
    {
      xq_tournament_model_close_event (self);
      return TRUE;
    }
  if (!need_store (self, error))
    return FALSE;
  state_save (self, &before);
  clear_event (self);
  self->event_id = event_id;
  if (!reload (self, error))
    {
      clear_event (self);
      update_players (self);
      update_boards (self);
      g_list_store_remove_all (self->table);
      update_matches (self);
      state_notify (self, &before);
      return FALSE;
    }
  state_notify (self, &before);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

void
xq_tournament_model_close_event (XqTournamentModel *self)
{
  State before;

  g_return_if_fail (XQ_IS_TOURNAMENT_MODEL (self));

  if (self->data == NULL && self->event_id == 0)
    return;
  state_save (self, &before);
  clear_event (self);
  update_players (self);
  update_boards (self);
  g_list_store_remove_all (self->table);
  update_matches (self);
  if (self->store != NULL)
    refresh_events (self, NULL);
  state_notify (self, &before);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gint64
xq_tournament_model_get_event_id (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  return self->event_id;
}

/**
 * xq_tournament_model_get_data:
 *
 * Returns: (transfer none) (nullable): the open event as loaded; valid until the next change
 */
const XqEventData *
xq_tournament_model_get_data (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return self->data;
}

char *
xq_tournament_model_explain_board (XqTournamentModel *self,
                                   guint              round,
                                   guint              board,
                                   GError           **error)
{
  g_autoptr (XqRoundExplanation) x = NULL;
  XqLang                         lang = xq_lang_from_locale ();

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  if (!need_event (self, error))
    return NULL;
  x = self->data->event.swiss_rules == XQ_SWISS_RULES_DUTCH ? xq_dutch_explain (self->data, round, error) : xq_swiss_explain (self->data, round, error);
  if (x == NULL)
    return NULL;
  for (guint i = 0; i < x->boards->len; i++)
    {
      const XqBoardExplanation *e = &g_array_index (x->boards, XqBoardExplanation, i);
      if (e->board == board)
        return g_strdup_printf ("%s\n\n%s", e->text[lang], x->summary[lang]);
    }
  g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, _ ("Round %u has no board %u"), round, board);
  return NULL;
}

/**
 * xq_tournament_model_get_event_name:
 *
 * Returns: (transfer none) (nullable): the open event's name
 */
const char *
xq_tournament_model_get_event_name (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return self->data != NULL ? self->data->event.name : NULL;
}

XqSystem
xq_tournament_model_get_system (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), XQ_SYSTEM_ROUNDROBIN);

  return self->data != NULL ? self->data->event.system : XQ_SYSTEM_ROUNDROBIN;
}

XqProfile
xq_tournament_model_get_profile (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), XQ_PROFILE_CXA);

  return self->data != NULL ? self->data->event.profile : XQ_PROFILE_CXA;
}

gboolean
xq_tournament_model_update_event (XqTournamentModel *self,
                                  const char        *name,
                                  XqProfile          profile,
                                  GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_store_update_event (self->store, self->event_id, name, profile, error))
    return FALSE;
  refresh_events (self, NULL);
  return changed (self, error);
}

/**
 * xq_tournament_model_get_players:
 *
 * Returns: (transfer none): the entries of the open event (XqPlayerItem), by number
 */
GListModel *
xq_tournament_model_get_players (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return G_LIST_MODEL (self->players);
}

/**
 * xq_tournament_model_get_boards:
 *
 * Returns: (transfer none): the games of the round shown (XqBoardItem)
 */
GListModel *
xq_tournament_model_get_boards (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return G_LIST_MODEL (self->boards);
}

/**
 * xq_tournament_model_get_standings:
 *
 * Returns: (transfer none): the standings after every round played (XqStandingItem)
 */
GListModel *
xq_tournament_model_get_standings (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return G_LIST_MODEL (self->table);
}

/**
 * xq_tournament_model_get_matches:
 *
 * Returns: (transfer none): the knockout matches of every round (XqMatchItem), by round and board
 */
GListModel *
xq_tournament_model_get_matches (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  return G_LIST_MODEL (self->matches);
}

GListModel *
xq_tournament_model_dup_group_standings (XqTournamentModel *self,
                                         guint              group)
{
  GListStore *store = g_list_store_new (XQ_TYPE_STANDING_ITEM);

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), G_LIST_MODEL (store));

  if (self->data != NULL && group < xq_tournament_model_get_n_groups (self))
    {
      XqStandingsOptions      options = { 0, (int) group };
      g_autoptr (XqStandings) s = xq_standings_compute (self->data, &options);
      fill_standings (self->data, s, store, FALSE);
    }
  return G_LIST_MODEL (store);
}

guint
xq_tournament_model_get_n_groups (XqTournamentModel *self)
{
  int largest = -1;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  if (self->data == NULL || self->data->event.system != XQ_SYSTEM_GROUPS)
    return 0;
  for (guint i = 0; i < self->data->entries->len; i++)
    largest = MAX (largest, g_array_index (self->data->entries, XqEntry, i).group);
  return (guint) (largest + 1);
}

guint
xq_tournament_model_get_group_rounds (XqTournamentModel *self)
{
  guint groups, largest = 0;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  if (self->data == NULL || self->data->event.system != XQ_SYSTEM_GROUPS)
    return 0;
  /* Each group plays a double round robin (as xq_desk pairs it); before the draw the groups are
   * as even as the entries allow. */
  groups = MAX (self->data->event.group_count, 1);
  for (guint g = 0; g < groups; g++)
    {
      guint size = 0;
      for (guint i = 0; i < self->data->entries->len; i++)
        size += g_array_index (self->data->entries, XqEntry, i).group == (int) g;
      largest = MAX (largest, size);
    }
  if (largest == 0)
    largest = (self->data->entries->len + groups - 1) / groups;
  return largest >= 2 ? 2 * xq_berger_n_rounds (largest) : 0;
}

guint
xq_tournament_model_get_round (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  return self->round;
}

void
xq_tournament_model_set_round (XqTournamentModel *self,
                               guint              round)
{
  g_return_if_fail (XQ_IS_TOURNAMENT_MODEL (self));

  round = MIN (round, xq_tournament_model_get_n_rounds (self));
  if (round == 0 && xq_tournament_model_get_n_rounds (self) > 0)
    round = 1;
  if (round == self->round)
    return;
  self->round = round;
  update_boards (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
}

guint
xq_tournament_model_get_n_rounds (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  return self->data != NULL ? self->data->n_rounds : 0;
}

guint
xq_tournament_model_get_total_rounds (XqTournamentModel *self)
{
  guint n;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  if (self->data == NULL)
    return 0;
  n = self->data->entries->len;
  switch (self->data->event.system)
    {
    case XQ_SYSTEM_ROUNDROBIN:
      return n >= 2 ? xq_berger_n_rounds (n) : 0;
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
      return n >= 2 ? 2 * xq_berger_n_rounds (n) : 0;
    case XQ_SYSTEM_SWISS:
      return self->data->event.rounds;
    case XQ_SYSTEM_KNOCKOUT:
    case XQ_SYSTEM_GROUPS:
    default:
      return 0;
    }
}

gboolean
xq_tournament_model_get_read_only (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  return self->store != NULL && xq_store_get_read_only (self->store);
}

/**
 * xq_tournament_model_get_playoffs:
 *
 * Returns: (transfer none) (element-type XqPlayoff): the play-offs due now in the open event
 */
GPtrArray *
xq_tournament_model_get_playoffs (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  if (self->playoffs == NULL)
    self->playoffs = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_playoff_free);
  return self->playoffs;
}

gboolean
xq_tournament_model_get_can_edit_players (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  return self->data != NULL && !self->busy && self->data->n_rounds == 0 && !xq_tournament_model_get_read_only (self);
}

gboolean
xq_tournament_model_get_can_pair (XqTournamentModel *self)
{
  guint total;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (self->data == NULL || self->busy || self->data->entries->len < 2 || !rounds_complete (self->data) ||
      xq_tournament_model_get_read_only (self))
    return FALSE;
  if (self->playoffs != NULL && self->playoffs->len > 0)
    return TRUE;
  total = xq_tournament_model_get_total_rounds (self);
  return total == 0 || self->data->n_rounds < total;
}

gboolean
xq_tournament_model_get_can_repair (XqTournamentModel *self)
{
  guint latest;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (self->data == NULL || self->busy || self->data->n_rounds == 0 || xq_tournament_model_get_read_only (self))
    return FALSE;
  latest = self->data->n_rounds;
  for (guint i = 0; i < self->data->games->len; i++)
    {
      const XqGame *g = &g_array_index (self->data->games, XqGame, i);
      if (g->round == latest && entered_result (self->data, g))
        return FALSE;
    }
  return TRUE;
}

gboolean
xq_tournament_model_get_can_undo (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  return self->data != NULL && !self->busy && self->can_undo && !xq_tournament_model_get_read_only (self);
}

gboolean
xq_tournament_model_get_busy (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  return self->busy;
}

gint64
xq_tournament_model_add_player (XqTournamentModel  *self,
                                const XqPlayerSpec *spec,
                                GError            **error)
{
  gint64 id = 0;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);
  g_return_val_if_fail (spec != NULL, 0);

  if (!need_event (self, error) || !xq_store_add_players (self->store, self->event_id, spec, 1, &id, error))
    return 0;
  return changed (self, error) ? id : 0;
}

gboolean
xq_tournament_model_update_player (XqTournamentModel  *self,
                                   gint64              player_id,
                                   const XqPlayerSpec *spec,
                                   GError            **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_store_update_player (self->store, player_id, spec, error))
    return FALSE;
  return changed (self, error);
}

gboolean
xq_tournament_model_remove_player (XqTournamentModel *self,
                                   gint64             entry_id,
                                   GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_store_remove_entry (self->store, entry_id, error))
    return FALSE;
  return changed (self, error);
}

int
xq_tournament_model_import_players (XqTournamentModel *self,
                                    const char        *csv,
                                    gsize              length,
                                    gboolean           allow_duplicates,
                                    GError           **error)
{
  int n;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), -1);
  g_return_val_if_fail (csv != NULL, -1);

  if (!need_event (self, error))
    return -1;
  n = xq_desk_import_players (self->store, self->event_id, csv, length, allow_duplicates, error);
  if (n < 0)
    return -1;
  return changed (self, error) ? n : -1;
}

gboolean
xq_tournament_model_withdrawal_preview (XqTournamentModel *self,
                                        gint64             player_id,
                                        XqWithdrawal      *out,
                                        GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!need_event (self, error))
    return FALSE;
  return xq_desk_withdrawal_preview (self->data, player_id, out, error);
}

gboolean
xq_tournament_model_withdraw (XqTournamentModel *self,
                              gint64             player_id,
                              gboolean          *struck,
                              GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_desk_withdraw (self->store, self->event_id, player_id, struck, error))
    return FALSE;
  return changed (self, error);
}

/* The sentences of @broken, "; " between; takes @broken. */
static gboolean
take_warnings (XqTournamentModel *self,
               GArray            *broken,
               char             **warnings,
               GError           **error)
{
  g_autoptr (GArray)  list = broken;
  g_autoptr (GString) text = g_string_new (NULL);

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < list->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "; " : "", g_array_index (list, XqViolation, i).message);
  if (warnings != NULL)
    *warnings = g_string_free (g_steal_pointer (&text), FALSE);
  return changed (self, error);
}

gboolean
xq_tournament_model_request_bye (XqTournamentModel *self,
                                 gint64             player_id,
                                 guint              round,
                                 XqByeKind          kind,
                                 GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_club_request_bye (self->store, self->event_id, player_id, round, kind, error))
    return FALSE;
  return changed (self, error);
}

gboolean
xq_tournament_model_swap_colours (XqTournamentModel *self,
                                  guint              board,
                                  char             **warnings,
                                  GError           **error)
{
  const XqGame *game = NULL;
  guint         round;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error))
    return FALSE;
  round = self->data->n_rounds;
  for (guint i = 0; i < self->data->games->len && game == NULL; i++)
    {
      const XqGame *g = &g_array_index (self->data->games, XqGame, i);
      if (g->round == round && g->board == board && g->game == 1 && g->kind == XQ_GAME_REGULAR && g->black != 0)
        game = g;
    }
  if (game == NULL)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, _ ("Round %u has no board %u"), round, board);
      return FALSE;
    }
  return take_warnings (self,
                        xq_club_swap (self->store, self->event_id, round, xq_desk_player_of_entry (self->data, game->red),
                                      xq_desk_player_of_entry (self->data, game->black), error),
                        warnings, error);
}

gboolean
xq_tournament_model_forbid (XqTournamentModel *self,
                            gint64             player_a,
                            gint64             player_b,
                            gboolean           forbid,
                            GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_club_forbid (self->store, self->event_id, player_a, player_b, forbid, error))
    return FALSE;
  return changed (self, error);
}

gboolean
xq_tournament_model_unpair (XqTournamentModel *self,
                            guint              board,
                            char             **warnings,
                            GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error))
    return FALSE;
  return take_warnings (self, xq_club_unpair (self->store, self->event_id, self->data->n_rounds, board, error), warnings,
                        error);
}

gboolean
xq_tournament_model_pair_players (XqTournamentModel *self,
                                  gint64             player_a,
                                  gint64             player_b,
                                  char             **warnings,
                                  GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error))
    return FALSE;
  return take_warnings (self, xq_club_pair (self->store, self->event_id, self->data->n_rounds, player_a, player_b, error),
                        warnings, error);
}

GArray *
xq_tournament_model_get_unpaired (XqTournamentModel *self)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint   round;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), out);

  if (self->data == NULL || self->data->n_rounds == 0 || self->data->event.team_boards > 0)
    return out;
  round = self->data->n_rounds;
  for (guint i = 0; i < self->data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (self->data->entries, XqEntry, i);
      gboolean       seated = FALSE;
      gint64         player;

      if (e->withdrawn_round >= 0 || MAX (e->joined_round, 1) > round)
        continue;
      for (guint k = 0; k < self->data->games->len && !seated; k++)
        {
          const XqGame *g = &g_array_index (self->data->games, XqGame, k);
          seated = g->round == round && (g->red == e->id || g->black == e->id);
        }
      player = xq_desk_player_of_entry (self->data, e->id);
      if (!seated)
        g_array_append_val (out, player);
    }
  return out;
}

char *
xq_tournament_model_get_journal_text (XqTournamentModel *self)
{
  g_autoptr (GString) out = g_string_new (NULL);
  XqLang              lang = xq_lang_from_locale ();

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), NULL);

  if (self->data == NULL)
    return g_strdup ("");
  for (guint i = self->data->journal->len; i-- > 0;)
    {
      const XqEventJournalEntry *j = &g_array_index (self->data->journal, XqEventJournalEntry, i);
      g_autofree char           *what = xq_club_journal_text (j, lang);
      g_autofree char           *when = xq_club_journal_when (j->at);
      /* Translators: one change by hand in the event journal: when (local date and time), who, what */
      g_string_append_printf (out, _ ("%s · %s: %s"), when, j->who, what);
      if (i > 0)
        g_string_append_c (out, '\n');
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Pairing in a thread */

typedef struct
{
  char  *path;
  gint64 event_id;
  guint  again; /* the round to take back first, or 0 */
} PairJob;

static void
pair_job_free (PairJob *job)
{
  g_free (job->path);
  g_free (job);
}

static void
pair_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  PairJob            *job = task_data;
  g_autoptr (XqStore) store = NULL;
  GError             *error = NULL;
  guint               round;

  store = xq_store_open_full (job->path, XQ_STORE_OPEN_DEFAULT, &error);
  if (store == NULL || (job->again > 0 && !xq_store_delete_round (store, job->event_id, job->again, &error)))
    {
      g_task_return_error (task, error);
      return;
    }
  round = xq_desk_pair (store, job->event_id, NULL, &error);
  if (round == 0)
    g_task_return_error (task, error);
  else
    g_task_return_int (task, round);
}

static void
pair_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr (GTask)  task = user_data;
  XqTournamentModel *self = g_task_get_source_object (task);
  GError            *error = NULL;
  gssize             round = g_task_propagate_int (G_TASK (result), &error);
  State              before;

  state_save (self, &before);
  self->busy = FALSE;
  if (self->data != NULL)
    {
      g_autoptr (GError) reload_error = NULL;
      if (round > 0)
        self->round = (guint) round;
      if (!reload (self, &reload_error))
        g_warning ("Could not read the event back after pairing: %s", reload_error->message);
    }
  state_notify (self, &before);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (round <= 0)
    g_task_return_error (task, error);
  else
    g_task_return_int (task, round);
}

void
xq_tournament_model_pair_async (XqTournamentModel  *self,
                                gboolean            again,
                                GCancellable       *cancellable,
                                GAsyncReadyCallback callback,
                                gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (GTask) thread = NULL;
  GError           *error = NULL;
  PairJob          *job;
  State             before;

  g_return_if_fail (XQ_IS_TOURNAMENT_MODEL (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_tournament_model_pair_async);
  if (!need_event (self, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  job = g_new0 (PairJob, 1);
  job->path = g_strdup (xq_store_get_path (self->store));
  job->event_id = self->event_id;
  job->again = again ? self->data->n_rounds : 0;

  state_save (self, &before);
  self->busy = TRUE;
  state_notify (self, &before);

  /* Pairing is not cancelled halfway: the round is either written or not. The thread's task has
   * no source object: its worker may drop its last reference after the callback, and the model
   * must never be finalized in a worker thread. */
  thread = g_task_new (NULL, NULL, pair_done_cb, g_steal_pointer (&task));
  g_task_set_task_data (thread, job, (GDestroyNotify) pair_job_free);
  g_task_run_in_thread (thread, pair_thread);
}

guint
xq_tournament_model_pair_finish (XqTournamentModel *self,
                                 GAsyncResult      *result,
                                 GError           **error)
{
  gssize round;

  g_return_val_if_fail (g_task_is_valid (result, self), 0);

  round = g_task_propagate_int (G_TASK (result), error);
  return round > 0 ? (guint) round : 0;
}

/* Results */

static XqBoardItem *
board_at (XqTournamentModel *self,
          guint              position,
          GError           **error)
{
  XqBoardItem *item;

  if (!need_event (self, error) || !xq_store_check_writable (self->store, error))
    return NULL;
  item = g_list_model_get_item (G_LIST_MODEL (self->boards), position);
  if (item == NULL)
    {
      g_set_error_literal (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, "no such board");
      return NULL;
    }
  if (!xq_board_item_get_editable (item))
    {
      g_set_error_literal (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                           xq_board_item_get_bye (item) ? "a bye takes no result" : "an annulled game takes no result");
      g_object_unref (item);
      return NULL;
    }
  return item;
}

gboolean
xq_tournament_model_set_result (XqTournamentModel *self,
                                guint              position,
                                XqGameResult       result,
                                GError           **error)
{
  g_autoptr (XqBoardItem) item = NULL;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  item = board_at (self, position, error);
  if (item == NULL)
    return FALSE;
  if (!xq_store_set_result (self->store, xq_board_item_get_game_id (item), result,
                            xq_board_item_get_red_violations (item), xq_board_item_get_black_violations (item), error))
    return FALSE;
  return changed (self, error);
}

gboolean
xq_tournament_model_set_violations (XqTournamentModel *self,
                                    guint              position,
                                    guint              red,
                                    guint              black,
                                    GError           **error)
{
  g_autoptr (XqBoardItem) item = NULL;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  item = board_at (self, position, error);
  if (item == NULL)
    return FALSE;
  if (!xq_store_set_result (self->store, xq_board_item_get_game_id (item), xq_board_item_get_result (item), red, black,
                            error))
    return FALSE;
  return changed (self, error);
}

gboolean
xq_tournament_model_undo (XqTournamentModel *self,
                          guint             *position,
                          GError           **error)
{
  gint64 game_id = 0;
  State  before;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_store_undo_result (self->store, self->event_id, &game_id, error))
    return FALSE;
  state_save (self, &before);
  if (!reload (self, error))
    {
      state_notify (self, &before);
      return FALSE;
    }
  for (guint i = 0; i < self->data->games->len; i++)
    if (g_array_index (self->data->games, XqGame, i).id == game_id)
      {
        self->round = g_array_index (self->data->games, XqGame, i).round;
        update_boards (self);
      }
  state_notify (self, &before);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (position != NULL)
    *position = xq_tournament_model_find_board (self, game_id);
  return TRUE;
}

guint
xq_tournament_model_find_board (XqTournamentModel *self,
                                gint64             game_id)
{
  guint n;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), G_MAXUINT);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->boards));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqBoardItem) item = g_list_model_get_item (G_LIST_MODEL (self->boards), i);
      if (xq_board_item_get_game_id (item) == game_id)
        return i;
    }
  return G_MAXUINT;
}

/* Team events (分台制) */

guint
xq_tournament_model_get_team_boards (XqTournamentModel *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  return self->data != NULL ? self->data->event.team_boards : 0;
}

gint64
xq_tournament_model_add_team (XqTournamentModel *self,
                              const char        *name,
                              const char        *club,
                              GError           **error)
{
  gint64 id;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  if (!need_event (self, error) || (id = xq_store_add_team (self->store, self->event_id, name, club, NULL, 0, error)) == 0)
    return 0;
  return changed (self, error) ? id : 0;
}

gint64
xq_tournament_model_add_team_player (XqTournamentModel  *self,
                                     gint64              team_id,
                                     const XqPlayerSpec *spec,
                                     GError            **error)
{
  gint64 id;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), 0);

  if (!need_event (self, error) ||
      (id = xq_store_add_team_player (self->store, self->event_id, team_id, spec, error)) == 0)
    return 0;
  return changed (self, error) ? id : 0;
}

gboolean
xq_tournament_model_move_team_player (XqTournamentModel *self,
                                      gint64             team_id,
                                      gint64             player_id,
                                      guint              position,
                                      GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_store_move_team_player (self->store, team_id, player_id, position, error))
    return FALSE;
  return changed (self, error);
}

gboolean
xq_tournament_model_remove_team_player (XqTournamentModel *self,
                                        gint64             team_id,
                                        gint64             player_id,
                                        GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_store_remove_team_player (self->store, team_id, player_id, error))
    return FALSE;
  return changed (self, error);
}

gboolean
xq_tournament_model_update_team (XqTournamentModel *self,
                                 gint64             team_id,
                                 const char        *name,
                                 const char        *club,
                                 GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_store_update_team (self->store, team_id, name, club, error))
    return FALSE;
  return changed (self, error);
}

GListModel *
xq_tournament_model_dup_team_members (XqTournamentModel *self,
                                      gint64             team_id)
{
  GListStore *list = g_list_store_new (XQ_TYPE_PLAYER_ITEM);

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), G_LIST_MODEL (list));

  for (guint i = 0; self->data != NULL && i < self->data->players->len; i++)
    {
      const XqPlayer          *p = &g_array_index (self->data->players, XqPlayer, i);
      g_autoptr (XqPlayerItem) item = NULL;
      XqPlayerItemValues       v = {
              .entry_id = p->team,
              .player_id = p->id,
              .number = p->position,
              .name = p->name,
              .club = p->club,
              .rating = p->rating,
              .federation_id = p->federation_id,
              .withdrawn_round = -1,
              .group = -1,
              .points = "",
      };
      if (p->team != team_id)
        continue;
      item = xq_player_item_new ();
      xq_player_item_update (item, &v);
      g_list_store_append (list, item);
    }
  return G_LIST_MODEL (list);
}

GArray *
xq_tournament_model_dup_lineup (XqTournamentModel *self,
                                gint64             team_id,
                                guint              round)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (gint64));

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), out);

  if (self->data == NULL || self->data->event.team_boards == 0)
    return out;
  g_array_set_size (out, self->data->event.team_boards);
  xq_team_lineup (self->data, team_id, round, (gint64 *) out->data);
  return out;
}

gboolean
xq_tournament_model_check_lineup (XqTournamentModel *self,
                                  gint64             team_id,
                                  const gint64      *players,
                                  guint              n,
                                  GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error))
    return FALSE;
  return xq_team_check_lineup (self->data, team_id, players, n, error);
}

gboolean
xq_tournament_model_set_lineup (XqTournamentModel *self,
                                guint              round,
                                gint64             team_id,
                                const gint64      *players,
                                guint              n,
                                GError           **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (self), FALSE);

  if (!need_event (self, error) || !xq_store_set_lineup (self->store, self->event_id, round, team_id, players, n, error))
    return FALSE;
  return changed (self, error);
}
