/* xq-club.c: byes asked for, pairings changed by hand, pairs and clubs kept apart, lots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-club.h"

#include <json-glib/json-glib.h>

#include "xq-catalog.h"
#include "xq-swiss.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

/* The event, which must be an individual Swiss. Returns: (transfer full) (nullable). */
static XqEventData *
load_swiss (XqStore *store,
            gint64   event_id,
            GError **error)
{
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, error);

  if (data == NULL)
    return NULL;
  if (data->event.system != XQ_SYSTEM_SWISS || data->event.team_boards > 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "Byes asked for and pairings changed by hand are for an individual Swiss"));
      return NULL;
    }
  return g_steal_pointer (&data);
}

/* The entry of @player_id, or 0 with NOT_FOUND. */
static const XqEntry *
entry_of (const XqEventData *data,
          gint64             player_id,
          GError           **error)
{
  const XqEntry *e = xq_event_data_find_entry (data, xq_desk_entry_of_player (data, player_id));

  if (e == NULL)
    g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Event %lld has no player %lld"),
                 (long long) data->event.id, (long long) player_id);
  return e;
}

gboolean
xq_club_request_bye (XqStore  *store,
                     gint64    event_id,
                     gint64    player_id,
                     guint     round,
                     XqByeKind kind,
                     GError  **error)
{
  g_autoptr (XqEventData) data = load_swiss (store, event_id, error);
  const XqEntry          *e;
  guint                   asked = 0, limit;

  if (data == NULL || (e = entry_of (data, player_id, error)) == NULL)
    return FALSE;
  if (round < 1 || round > data->event.rounds)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "The Swiss has rounds 1 to %u"),
                   data->event.rounds);
      return FALSE;
    }
  if (round <= data->n_rounds)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Round %u is paired; a bye is asked for before its round is paired"), round);
      return FALSE;
    }
  if (kind == XQ_BYE_PAIRING)
    {
      if (xq_event_data_requested_bye (data, e->id, round) == XQ_BYE_PAIRING)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND,
                       XQ_T (lang (), "%s has asked for no bye in round %u"), e->name, round);
          return FALSE;
        }
      return xq_store_set_bye_request (store, event_id, e->id, round, kind, error);
    }
  if (e->withdrawn_round >= 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "%s has withdrawn"), e->name);
      return FALSE;
    }
  if (MAX (e->joined_round, 1) > round)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "%s plays from round %u"), e->name,
                   e->joined_round);
      return FALSE;
    }
  if (kind == XQ_BYE_HALF && round + data->event.bye_closed_rounds > data->event.rounds)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "The event grants no half-point bye in its last %u rounds"), data->event.bye_closed_rounds);
      return FALSE;
    }
  for (guint i = 0; i < data->bye_requests->len; i++)
    {
      const XqByeRequest *r = &g_array_index (data->bye_requests, XqByeRequest, i);
      if (r->entry == e->id && r->kind == kind && r->round != round)
        asked++;
    }
  limit = kind == XQ_BYE_HALF ? data->event.half_byes : data->event.zero_byes;
  if (asked >= limit)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   kind == XQ_BYE_HALF ? XQ_T (lang (), "The event grants %u half-point byes to a player; %s has had them")
                                       : XQ_T (lang (), "The event grants %u zero-point byes to a player; %s has had them"),
                   limit, e->name);
      return FALSE;
    }
  return xq_store_set_bye_request (store, event_id, e->id, round, kind, error);
}

/* The game of @entry in round @round (the first when there are more), or NULL. */
static XqGame *
game_of (XqEventData *data,
         guint        round,
         gint64       entry)
{
  for (guint i = 0; i < data->games->len; i++)
    {
      XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round == round && g->kind == XQ_GAME_REGULAR && (g->red == entry || g->black == entry))
        return g;
    }
  return NULL;
}

/* The colours @entry played over the board before round @round. */
static GString *
colours_before (const XqEventData *data,
                gint64             entry,
                guint              round)
{
  GString *h = g_string_new (NULL);

  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round >= round || g->annulled || g->black == 0 || g->kind != XQ_GAME_REGULAR ||
          g->result == XQ_GAME_RESULT_NONE || xq_game_result_is_forfeit (g->result))
        continue;
      if (g->red == entry)
        g_string_append_c (h, 'R');
      else if (g->black == entry)
        g_string_append_c (h, 'B');
    }
  return h;
}

static void
add_warning (GArray            *list,
             const XqEventData *data,
             const char        *kind,
             guint              round,
             gint64             a,
             gint64             b,
             char              *message)
{
  XqViolation v = { 0 };

  v.kind = g_strdup (kind);
  v.round = round;
  v.players[0] = xq_desk_player_of_entry (data, a);
  v.players[1] = b != 0 ? xq_desk_player_of_entry (data, b) : 0;
  v.message = message;
  g_array_append_val (list, v);
}

static void
clear_warning (gpointer p)
{
  XqViolation *v = p;

  g_free (v->kind);
  g_free (v->message);
}

static const char *
name_of (const XqEventData *data,
         gint64             entry)
{
  const XqEntry *e = xq_event_data_find_entry (data, entry);
  return e != NULL ? e->name : "?";
}

/* What the boards of round @round holding @entries break (as changed in @data). */
static GArray *
round_warnings (const XqEventData *data,
                guint              round,
                const gint64      *entries,
                guint              n)
{
  GArray *list = g_array_new (FALSE, TRUE, sizeof (XqViolation));

  g_array_set_clear_func (list, clear_warning);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      gboolean      touched = FALSE;

      if (g->round != round || g->kind != XQ_GAME_REGULAR)
        continue;
      for (guint k = 0; k < n; k++)
        touched |= entries[k] != 0 && (g->red == entries[k] || g->black == entries[k]);
      if (!touched)
        continue;
      if (g->black == 0)
        {
          for (guint j = 0; j < data->games->len && g->bye == XQ_BYE_PAIRING; j++)
            {
              const XqGame *h = &g_array_index (data->games, XqGame, j);
              if (h != g && h->black == 0 && h->red == g->red && h->bye == XQ_BYE_PAIRING && !h->annulled)
                {
                  add_warning (list, data, "bye", round, g->red, 0,
                               g_strdup_printf (XQ_T (lang (), "%s has had the bye before (round %u)"),
                                                name_of (data, g->red), h->round));
                  break;
                }
            }
          continue;
        }
      for (guint j = 0; j < data->games->len; j++)
        {
          const XqGame *h = &g_array_index (data->games, XqGame, j);
          if (h != g && !h->annulled && h->black != 0 && h->kind == XQ_GAME_REGULAR &&
              MIN (h->red, h->black) == MIN (g->red, g->black) && MAX (h->red, h->black) == MAX (g->red, g->black))
            {
              add_warning (list, data, "rematch", round, g->red, g->black,
                           g_strdup_printf (XQ_T (lang (), "%s and %s have met (round %u)"), name_of (data, g->red),
                                            name_of (data, g->black), h->round));
              break;
            }
        }
      if (xq_event_data_forbidden (data, g->red, g->black))
        add_warning (list, data, "forbidden", round, g->red, g->black,
                     g_strdup_printf (XQ_T (lang (), "%s and %s are never to meet"), name_of (data, g->red),
                                      name_of (data, g->black)));
      {
        const XqEntry *r = xq_event_data_find_entry (data, g->red), *b = xq_event_data_find_entry (data, g->black);
        if (xq_event_club_round (&data->event, round) && r != NULL && b != NULL && *r->club != '\0' &&
            g_str_equal (r->club, b->club))
          add_warning (list, data, "club", round, g->red, g->black,
                       g_strdup_printf (XQ_T (lang (), "%s and %s are of one club (%s), kept apart in round %u"),
                                        r->name, b->name, r->club, round));
      }
      for (int s = 0; s < 2; s++)
        {
          gint64              entry = s == 0 ? g->red : g->black;
          g_autoptr (GString) h = colours_before (data, entry, round);
          if (!xq_swiss_colour_allowed (h->str, s == 0))
            add_warning (list, data, "colour", round, entry, 0,
                         g_strdup_printf (s == 0 ? XQ_T (lang (), "%s would have Red after %s")
                                                 : XQ_T (lang (), "%s would have Black after %s"),
                                          name_of (data, entry), h->str));
        }
    }
  return list;
}

/* The journal's detail of a change: the entries concerned, the boards, the warnings. */
static char *
change_detail (const XqEventData *data,
               const gint64      *entries,
               guint              n,
               guint              board,
               GArray            *warnings)
{
  g_autoptr (JsonBuilder)   b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode)      root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "entries");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "entry");
      json_builder_add_int_value (b, entries[i]);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, entries[i] != 0 ? name_of (data, entries[i]) : "");
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  if (board > 0)
    {
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, board);
    }
  json_builder_set_member_name (b, "warnings");
  json_builder_begin_array (b);
  for (guint i = 0; i < warnings->len; i++)
    {
      const XqViolation *v = &g_array_index (warnings, XqViolation, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, v->kind);
      json_builder_set_member_name (b, "message");
      json_builder_add_string_value (b, v->message);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

/* The event for a change by hand of round @round: the latest paired. */
static XqEventData *
load_for_change (XqStore *store,
                 gint64   event_id,
                 guint    round,
                 GError **error)
{
  g_autoptr (XqEventData) data = load_swiss (store, event_id, error);

  if (data == NULL)
    return NULL;
  if (round < 1 || round > data->n_rounds)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Event %lld has no round %u"),
                   (long long) event_id, round);
      return NULL;
    }
  if (round != data->n_rounds)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Only the latest round (%u) can be changed by hand"), data->n_rounds);
      return NULL;
    }
  return g_steal_pointer (&data);
}

static gboolean
check_no_result (const XqGame *g,
                 GError      **error)
{
  if (g->result != XQ_GAME_RESULT_NONE || g->annulled)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Board %u has a result; a pairing is changed by hand before results are entered"),
                   g->board);
      return FALSE;
    }
  return TRUE;
}

/* A player on a board of the round, which is not a bye they asked for. */
static XqGame *
paired_game (XqEventData   *data,
             guint          round,
             const XqEntry *e,
             GError       **error)
{
  XqGame *g = game_of (data, round, e->id);

  if (g == NULL || (g->black == 0 && g->bye != XQ_BYE_PAIRING))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "%s is not paired in round %u"),
                   e->name, round);
      return NULL;
    }
  return check_no_result (g, error) ? g : NULL;
}

GArray *
xq_club_swap (XqStore *store,
              gint64   event_id,
              guint    round,
              gint64   player_a,
              gint64   player_b,
              GError **error)
{
  g_autoptr (XqEventData) data = load_for_change (store, event_id, round, error);
  g_autoptr (GArray)      update = g_array_new (FALSE, TRUE, sizeof (XqGame));
  g_autoptr (GArray)      warnings = NULL;
  g_autofree char        *detail = NULL;
  const XqEntry          *a, *b;
  XqGame                 *ga, *gb;
  gint64                  entries[2];

  if (data == NULL || (a = entry_of (data, player_a, error)) == NULL || (b = entry_of (data, player_b, error)) == NULL)
    return NULL;
  if (a == b)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A swap takes two different players"));
      return NULL;
    }
  if ((ga = paired_game (data, round, a, error)) == NULL || (gb = paired_game (data, round, b, error)) == NULL)
    return NULL;
  entries[0] = a->id;
  entries[1] = b->id;
  if (ga == gb)
    {
      gint64 t = ga->red;
      ga->red = ga->black;
      ga->black = t;
    }
  else
    {
      if (ga->red == a->id)
        ga->red = b->id;
      else
        ga->black = b->id;
      if (gb->red == b->id)
        gb->red = a->id;
      else
        gb->black = a->id;
      g_array_append_val (update, *gb);
    }
  g_array_append_val (update, *ga);
  warnings = round_warnings (data, round, entries, 2);
  detail = change_detail (data, entries, 2, 0, warnings);
  if (!xq_store_change_round (store, event_id, round, NULL, NULL, update, "swap", detail, error))
    return NULL;
  return g_steal_pointer (&warnings);
}

GArray *
xq_club_pair (XqStore *store,
              gint64   event_id,
              guint    round,
              gint64   player_a,
              gint64   player_b,
              GError **error)
{
  g_autoptr (XqEventData) data = load_for_change (store, event_id, round, error);
  g_autoptr (GArray)      add = g_array_new (FALSE, TRUE, sizeof (XqGame));
  g_autoptr (GArray)      remove = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (GArray)      warnings = NULL;
  g_autofree char        *detail = NULL;
  const XqEntry          *e[2] = { NULL, NULL };
  gint64                  entries[2] = { 0, 0 };
  XqGame                  g = { 0 };
  guint                   board = 0;

  if (data == NULL || (e[0] = entry_of (data, player_a, error)) == NULL ||
      (player_b != 0 && (e[1] = entry_of (data, player_b, error)) == NULL))
    return NULL;
  if (e[0] == e[1])
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A board takes two different players"));
      return NULL;
    }
  for (int s = 0; s < 2 && e[s] != NULL; s++)
    {
      XqGame *old = game_of (data, round, e[s]->id);
      entries[s] = e[s]->id;
      if (e[s]->withdrawn_round >= 0 || MAX (e[s]->joined_round, 1) > round)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "%s does not play in round %u"),
                       e[s]->name, round);
          return NULL;
        }
      if (old != NULL && (old->black != 0 || old->bye != XQ_BYE_PAIRING))
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                       old->black != 0 ? XQ_T (lang (), "%s is paired already in round %u (board %u)")
                                       : XQ_T (lang (), "%s has asked for a bye in round %u"),
                       e[s]->name, round, old->board);
          return NULL;
        }
      if (old != NULL)
        {
          /* The pairing's bye makes way for the board. */
          if (!check_no_result (old, error))
            return NULL;
          g_array_append_val (remove, old->id);
          old->kind = XQ_GAME_TIEBREAK; /* out of the round for the checks below */
        }
    }
  /* The lowest board number free in the round (the one an un-pairing left), so that the boards
   * the players look for stay 1, 2, 3… */
  for (gboolean taken = TRUE; taken;)
    {
      board++;
      taken = FALSE;
      for (guint i = 0; i < data->games->len && !taken; i++)
        {
          const XqGame *h = &g_array_index (data->games, XqGame, i);
          taken = h->round == round && h->board == board && h->kind != XQ_GAME_TIEBREAK;
        }
    }
  g.round = round;
  g.board = board;
  g.game = 1;
  g.red = entries[0];
  g.black = entries[1];
  g_array_append_val (add, g);
  g_array_append_val (data->games, g);
  warnings = round_warnings (data, round, entries, 2);
  detail = change_detail (data, entries, entries[1] != 0 ? 2 : 1, g.board, warnings);
  if (!xq_store_change_round (store, event_id, round, remove, add, NULL, "pair", detail, error))
    return NULL;
  return g_steal_pointer (&warnings);
}

GArray *
xq_club_unpair (XqStore *store,
                gint64   event_id,
                guint    round,
                guint    board,
                GError **error)
{
  g_autoptr (XqEventData) data = load_for_change (store, event_id, round, error);
  g_autoptr (GArray)      remove = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (GArray)      warnings = g_array_new (FALSE, TRUE, sizeof (XqViolation));
  g_autofree char        *detail = NULL;
  XqGame                 *g = NULL;
  gint64                  entries[2];

  g_array_set_clear_func (warnings, clear_warning);
  if (data == NULL)
    return NULL;
  for (guint i = 0; i < data->games->len && g == NULL; i++)
    {
      XqGame *h = &g_array_index (data->games, XqGame, i);
      if (h->round == round && h->board == board && h->kind == XQ_GAME_REGULAR)
        g = h;
    }
  if (g == NULL)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Round %u has no board %u"), round, board);
      return NULL;
    }
  if (g->black == 0 && g->bye != XQ_BYE_PAIRING)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Board %u is a bye asked for; take the request back instead"), board);
      return NULL;
    }
  if (!check_no_result (g, error))
    return NULL;
  entries[0] = g->red;
  entries[1] = g->black;
  g_array_append_val (remove, g->id);
  detail = change_detail (data, entries, g->black != 0 ? 2 : 1, board, warnings);
  if (!xq_store_change_round (store, event_id, round, remove, NULL, NULL, "unpair", detail, error))
    return NULL;
  return g_steal_pointer (&warnings);
}

gboolean
xq_club_forbid (XqStore *store,
                gint64   event_id,
                gint64   player_a,
                gint64   player_b,
                gboolean forbid,
                GError **error)
{
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, error);
  const XqEntry          *a, *b;

  if (data == NULL || (a = entry_of (data, player_a, error)) == NULL || (b = entry_of (data, player_b, error)) == NULL)
    return FALSE;
  if (!forbid && !xq_event_data_forbidden (data, a->id, b->id))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "%s and %s are not kept apart"), a->name,
                   b->name);
      return FALSE;
    }
  return xq_store_set_forbidden_pair (store, event_id, a->id, b->id, forbid, error);
}

gboolean
xq_club_set_club_rounds (XqStore     *store,
                         gint64       event_id,
                         const guint *rounds,
                         guint        n,
                         GError     **error)
{
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, error);
  g_autoptr (GArray)      list = g_array_new (FALSE, FALSE, sizeof (guint));
  guint                   last;

  if (data == NULL)
    return FALSE;
  last = data->event.system == XQ_SYSTEM_SWISS ? data->event.rounds : MAX (data->n_rounds, 99);
  for (guint i = 0; i < n; i++)
    {
      if (rounds[i] < 1 || rounds[i] > last)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "The event has rounds 1 to %u"), last);
          return FALSE;
        }
      g_array_append_val (list, rounds[i]);
    }
  return xq_store_set_club_rounds (store, event_id, list, error);
}

gboolean
xq_club_set_lot (XqStore *store,
                 gint64   event_id,
                 gint64   player_id,
                 guint    number,
                 GError **error)
{
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, error);
  const XqEntry          *e;

  if (data == NULL || (e = entry_of (data, player_id, error)) == NULL)
    return FALSE;
  if (data->n_rounds > 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "The event has started; the numbers drawn by lot are fixed"));
      return FALSE;
    }
  if (number < 1 || number > data->entries->len)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "A number drawn is from 1 to %u"),
                   data->entries->len);
      return FALSE;
    }
  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *other = &g_array_index (data->entries, XqEntry, i);
      if (other != e && other->lot == number)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "%s has drawn number %u"),
                       other->name, number);
          return FALSE;
        }
    }
  return xq_store_set_lots (store, event_id, &e->id, &number, 1, error);
}

/* The names of the entries of a journal detail, joined by @sep. */
static char *
detail_names (JsonObject *detail,
              const char *sep)
{
  JsonArray *entries = json_object_has_member (detail, "entries") ? json_object_get_array_member (detail, "entries") : NULL;
  GString   *s = g_string_new (NULL);

  for (guint i = 0; entries != NULL && i < json_array_get_length (entries); i++)
    {
      JsonObject *e = json_array_get_object_element (entries, i);
      const char *name = json_object_get_string_member_with_default (e, "name", "");
      if (*name == '\0')
        continue;
      if (s->len > 0)
        g_string_append (s, sep);
      g_string_append (s, name);
    }
  return g_string_free (s, FALSE);
}

char *
xq_club_journal_when (const char *at)
{
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) stamp = at != NULL ? g_date_time_new_from_iso8601 (at, utc) : NULL;
  g_autoptr (GDateTime) local = stamp != NULL ? g_date_time_to_local (stamp) : NULL;
  char                 *text = local != NULL ? g_date_time_format (local, "%x %X") : NULL;

  return text != NULL ? text : g_strdup (at != NULL ? at : "");
}

char *
xq_club_journal_text (const XqEventJournalEntry *entry,
                      XqLang                     l)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonObject) empty = NULL;
  JsonObject            *detail = NULL;
  g_autofree char       *names = NULL, *second = NULL;
  g_autofree char       *text = NULL;
  const char            *and_ = XQ_T (l, " and ");
  JsonArray             *entries, *warnings;
  guint                  board = 0;
  GString               *out;

  if (json_parser_load_from_data (parser, entry->detail != NULL ? entry->detail : "{}", -1, NULL) &&
      JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    detail = json_node_get_object (json_parser_get_root (parser));
  else
    detail = empty = json_object_new ();
  names = detail_names (detail, and_);
  entries = json_object_has_member (detail, "entries") ? json_object_get_array_member (detail, "entries") : NULL;
  if (entries != NULL && json_array_get_length (entries) >= 2)
    second = g_strdup (json_object_get_string_member_with_default (json_array_get_object_element (entries, 1), "name", ""));
  board = (guint) json_object_get_int_member_with_default (detail, "board", 0);

  if (g_str_equal (entry->action, "swap"))
    text = g_strdup_printf (XQ_T (l, "Round %u: %s swapped by hand"), entry->round, names);
  else if (g_str_equal (entry->action, "pair") && second != NULL && *second != '\0')
    text = g_strdup_printf (XQ_T (l, "Round %u: %s paired by hand on board %u"), entry->round, names, board);
  else if (g_str_equal (entry->action, "pair"))
    text = g_strdup_printf (XQ_T (l, "Round %u: the bye given by hand to %s"), entry->round, names);
  else if (g_str_equal (entry->action, "unpair"))
    text = g_strdup_printf (XQ_T (l, "Round %u: board %u (%s) taken out of the pairing by hand"), entry->round, board,
                            names);
  else if (g_str_equal (entry->action, "late-entry"))
    {
      const char *missed = json_object_get_string_member_with_default (detail, "missed", "none");
      text = g_strdup_printf (g_str_equal (missed, "half")   ? XQ_T (l, "Late entry from round %u: %s (a half-point bye for each round before)")
                              : g_str_equal (missed, "zero") ? XQ_T (l, "Late entry from round %u: %s (a zero-point bye for each round before)")
                                                             : XQ_T (l, "Late entry from round %u: %s (no points for the rounds before)"),
                              entry->round, names);
    }
  else if (g_str_equal (entry->action, "bye"))
    text = g_strdup_printf (g_str_equal (json_object_get_string_member_with_default (detail, "kind", ""), "half")
                              ? XQ_T (l, "Round %u: %s asks for a half-point bye")
                              : XQ_T (l, "Round %u: %s asks for a zero-point bye (absent)"),
                            entry->round, names);
  else if (g_str_equal (entry->action, "cancel-bye"))
    text = g_strdup_printf (XQ_T (l, "Round %u: %s takes back the bye asked for"), entry->round, names);
  else if (g_str_equal (entry->action, "forbid"))
    text = g_strdup_printf (XQ_T (l, "%s are never to be paired"), names);
  else if (g_str_equal (entry->action, "allow"))
    text = g_strdup_printf (XQ_T (l, "%s may be paired again"), names);
  else if (g_str_equal (entry->action, "club-rounds"))
    {
      JsonArray *rounds = json_object_has_member (detail, "rounds") ? json_object_get_array_member (detail, "rounds") : NULL;
      GString   *list = g_string_new (NULL);
      for (guint i = 0; rounds != NULL && i < json_array_get_length (rounds); i++)
        g_string_append_printf (list, "%s%" G_GINT64_FORMAT, i > 0 ? ", " : "", json_array_get_int_element (rounds, i));
      text = list->len > 0 ? g_strdup_printf (XQ_T (l, "Players of one club are kept apart in rounds %s"), list->str)
                           : g_strdup (XQ_T (l, "Players of one club are no longer kept apart"));
      g_string_free (list, TRUE);
    }
  else if (g_str_equal (entry->action, "lots"))
    text = g_strdup (XQ_T (l, "Numbers drawn by lot"));
  else
    text = g_strdup (entry->action);

  out = g_string_new (text);
  warnings = json_object_has_member (detail, "warnings") ? json_object_get_array_member (detail, "warnings") : NULL;
  if (warnings != NULL && json_array_get_length (warnings) > 0)
    {
      g_string_append (out, XQ_T (l, " — against the rules: "));
      for (guint i = 0; i < json_array_get_length (warnings); i++)
        {
          JsonObject *w = json_array_get_object_element (warnings, i);
          g_string_append_printf (out, "%s%s", i > 0 ? "; " : "", json_object_get_string_member_with_default (w, "message", ""));
        }
    }
  return g_string_free (out, FALSE);
}
