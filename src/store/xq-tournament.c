/* xq-tournament.c: names, scoring tables and helpers of the event data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-tournament.h"

#include "xq-catalog.h"
#include "xq-store-error.h"

G_DEFINE_QUARK (xq_store_error_quark, xq_store_error)

static const char *const system_names[] = {
  [XQ_SYSTEM_ROUNDROBIN] = "roundrobin",
  [XQ_SYSTEM_DOUBLE_ROUNDROBIN] = "double-roundrobin",
  [XQ_SYSTEM_SWISS] = "swiss",
  [XQ_SYSTEM_KNOCKOUT] = "knockout",
  [XQ_SYSTEM_GROUPS] = "groups",
};

static const char *const scoring_names[] = {
  [XQ_SCORING_2_1_0] = "2-1-0",
  [XQ_SCORING_3_1_0] = "3-1-0",
  [XQ_SCORING_3_1_0_BLACK2] = "3-1-0-black2",
  [XQ_SCORING_1_HALF_0] = "1-0.5-0",
};

static const char *const method_names[] = {
  [XQ_PAIRING_FOLD] = "fold",
  [XQ_PAIRING_ADJACENT] = "adjacent",
  [XQ_PAIRING_FIRST_LAST] = "first-last",
  [XQ_PAIRING_RANDOM] = "random",
};

static const char *const tiebreak_names[] = {
  [XQ_TIEBREAK_SONNEBORN_BERGER] = "sonneborn-berger",
  [XQ_TIEBREAK_GAME_POINTS] = "game-points",
  [XQ_TIEBREAK_BUCHHOLZ] = "buchholz",
  [XQ_TIEBREAK_PROGRESSIVE] = "progressive",
  [XQ_TIEBREAK_PROGRESSIVE_CUT] = "progressive-cut",
  [XQ_TIEBREAK_EARLIER_ROUNDS] = "earlier-rounds",
  [XQ_TIEBREAK_WINS] = "wins",
  [XQ_TIEBREAK_DIRECT] = "direct",
  [XQ_TIEBREAK_FOULS] = "fouls",
  [XQ_TIEBREAK_BLACK_GAMES] = "black-games",
  [XQ_TIEBREAK_BLACK_WINS] = "black-wins",
  [XQ_TIEBREAK_UNBEATEN] = "unbeaten",
  [XQ_TIEBREAK_NET_WINS] = "net-wins",
  [XQ_TIEBREAK_SHARED] = "shared",
  [XQ_TIEBREAK_PLAYOFF] = "playoff",
  [XQ_TIEBREAK_BOARD_POINTS] = "board-points",
};

static const char *const swiss_rules_names[] = {
  [XQ_SWISS_RULES_QILI] = "qili",
  [XQ_SWISS_RULES_DUTCH] = "dutch",
};

static const char *const round_one_names[] = {
  [XQ_ROUND_ONE_RATING] = "rating",
  [XQ_ROUND_ONE_LOT] = "lot",
};

static const char *const late_entry_names[] = {
  [XQ_LATE_ENTRY_NONE] = "none",
  [XQ_LATE_ENTRY_HALF] = "half",
  [XQ_LATE_ENTRY_ZERO] = "zero",
};

static const char *const team_bye_names[] = {
  [XQ_TEAM_BYE_NONE] = "none",
  [XQ_TEAM_BYE_WIN] = "win",
  [XQ_TEAM_BYE_DRAW] = "draw",
};

static const char *const bye_kind_names[] = {
  [XQ_BYE_PAIRING] = "pairing",
  [XQ_BYE_HALF] = "half",
  [XQ_BYE_ZERO] = "zero",
};

static const char *const kind_names[] = {
  [XQ_GAME_REGULAR] = "regular",
  [XQ_GAME_TIEBREAK] = "tiebreak",
  [XQ_GAME_DECIDER] = "decider",
  [XQ_GAME_PLAYOFF] = "playoff",
};

static const char *const result_names[] = {
  [XQ_GAME_RESULT_NONE] = "",
  [XQ_GAME_RESULT_RED_WIN] = "1-0",
  [XQ_GAME_RESULT_BLACK_WIN] = "0-1",
  [XQ_GAME_RESULT_DRAW] = "1/2-1/2",
  [XQ_GAME_RESULT_RED_WIN_FORFEIT] = "+-",
  [XQ_GAME_RESULT_BLACK_WIN_FORFEIT] = "-+",
  [XQ_GAME_RESULT_DOUBLE_FORFEIT] = "--",
};

typedef struct
{
  const char *name;
  XqTiebreak  list[7];
  guint       n;
} Preset;

/* CXA 2011 article 14 and the seeds (see the report in docs: tie-break presets). */
static const Preset presets[] = {
  { "cxa-14.1",
    { XQ_TIEBREAK_SONNEBORN_BERGER, XQ_TIEBREAK_WINS, XQ_TIEBREAK_DIRECT, XQ_TIEBREAK_FOULS, XQ_TIEBREAK_BLACK_GAMES },
    5 },
  { "cxa-14.2",
    { XQ_TIEBREAK_GAME_POINTS, XQ_TIEBREAK_WINS, XQ_TIEBREAK_DIRECT, XQ_TIEBREAK_FOULS, XQ_TIEBREAK_BLACK_WINS },
    5 },
  { "cxa-14.3.1",
    { XQ_TIEBREAK_BUCHHOLZ, XQ_TIEBREAK_WINS, XQ_TIEBREAK_FOULS, XQ_TIEBREAK_BLACK_GAMES, XQ_TIEBREAK_EARLIER_ROUNDS },
    5 },
  { "cxa-14.3.2",
    { XQ_TIEBREAK_PROGRESSIVE, XQ_TIEBREAK_WINS, XQ_TIEBREAK_FOULS, XQ_TIEBREAK_BLACK_GAMES, XQ_TIEBREAK_PROGRESSIVE_CUT },
    5 },
  { "axf",
    { XQ_TIEBREAK_BUCHHOLZ, XQ_TIEBREAK_DIRECT, XQ_TIEBREAK_WINS, XQ_TIEBREAK_BLACK_WINS, XQ_TIEBREAK_BLACK_GAMES,
      XQ_TIEBREAK_FOULS },
    6 },
  { "seed-000", { XQ_TIEBREAK_DIRECT, XQ_TIEBREAK_UNBEATEN, XQ_TIEBREAK_FOULS, XQ_TIEBREAK_SHARED }, 4 },
  { "seed-002", { XQ_TIEBREAK_DIRECT, XQ_TIEBREAK_NET_WINS, XQ_TIEBREAK_PLAYOFF }, 3 },
  /* Team events, after 场分 (xq-team.h): 局分, direct encounter, opponents' 场分, board count-back. */
  { "cxa-14.5",
    { XQ_TIEBREAK_GAME_POINTS, XQ_TIEBREAK_DIRECT, XQ_TIEBREAK_BUCHHOLZ, XQ_TIEBREAK_BOARD_POINTS },
    4 },
};

static gboolean
lookup (const char *const *names,
        guint              n,
        const char        *text,
        int               *out)
{
  if (text == NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (names[i] != NULL && g_str_equal (names[i], text))
      {
        *out = (int) i;
        return TRUE;
      }
  return FALSE;
}

const char *
xq_system_to_string (XqSystem system)
{
  g_return_val_if_fail (system < G_N_ELEMENTS (system_names), NULL);
  return system_names[system];
}

gboolean
xq_system_from_string (const char *text,
                       XqSystem   *out)
{
  int v;

  if (!lookup (system_names, G_N_ELEMENTS (system_names), text, &v))
    return FALSE;
  *out = (XqSystem) v;
  return TRUE;
}

const char *
xq_scoring_to_string (XqScoring scoring)
{
  g_return_val_if_fail (scoring < G_N_ELEMENTS (scoring_names), NULL);
  return scoring_names[scoring];
}

gboolean
xq_scoring_from_string (const char *text,
                        XqScoring  *out)
{
  int v;

  if (!lookup (scoring_names, G_N_ELEMENTS (scoring_names), text, &v))
    return FALSE;
  *out = (XqScoring) v;
  return TRUE;
}

const char *
xq_pairing_method_to_string (XqPairingMethod method)
{
  g_return_val_if_fail (method < G_N_ELEMENTS (method_names), NULL);
  return method_names[method];
}

gboolean
xq_pairing_method_from_string (const char      *text,
                               XqPairingMethod *out)
{
  int v;

  if (!lookup (method_names, G_N_ELEMENTS (method_names), text, &v))
    return FALSE;
  *out = (XqPairingMethod) v;
  return TRUE;
}

const char *
xq_tiebreak_to_string (XqTiebreak tiebreak)
{
  g_return_val_if_fail (tiebreak < G_N_ELEMENTS (tiebreak_names), NULL);
  return tiebreak_names[tiebreak];
}

gboolean
xq_tiebreak_from_string (const char *text,
                         XqTiebreak *out)
{
  int v;

  if (!lookup (tiebreak_names, G_N_ELEMENTS (tiebreak_names), text, &v))
    return FALSE;
  *out = (XqTiebreak) v;
  return TRUE;
}

GArray *
xq_tiebreaks_parse (const char *text,
                    GError    **error)
{
  g_autoptr (GArray) list = g_array_new (FALSE, FALSE, sizeof (XqTiebreak));
  g_auto (GStrv)     parts = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (g_str_equal (presets[i].name, text))
      {
        g_array_append_vals (list, presets[i].list, presets[i].n);
        return g_steal_pointer (&list);
      }

  parts = g_strsplit (text, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      XqTiebreak t;
      char      *part = g_strstrip (parts[i]);

      if (*part == '\0' && parts[1] == NULL)
        break; /* an empty list: points only */
      if (!xq_tiebreak_from_string (part, &t))
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                       XQ_T (xq_lang_from_locale (), "Unknown tie-break “%s” (a preset such as cxa-14.1 or a list such as buchholz,wins)"),
                       g_utf8_validate (part, -1, NULL) ? part : "?");
          return NULL;
        }
      for (guint j = 0; j < list->len; j++)
        if (g_array_index (list, XqTiebreak, j) == t)
          {
            g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                         XQ_T (xq_lang_from_locale (), "Tie-break “%s” is listed twice"), part);
            return NULL;
          }
      g_array_append_val (list, t);
    }
  return g_steal_pointer (&list);
}

GArray *
xq_tiebreaks_default (XqSystem system)
{
  const char *name;

  switch (system)
    {
    case XQ_SYSTEM_SWISS:
      name = "cxa-14.3.1";
      break;
    case XQ_SYSTEM_GROUPS:
      name = "seed-002";
      break;
    case XQ_SYSTEM_KNOCKOUT:
      name = "direct";
      break;
    case XQ_SYSTEM_ROUNDROBIN:
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
    default:
      name = "cxa-14.1";
      break;
    }
  return xq_tiebreaks_parse (name, NULL);
}

GArray *
xq_tiebreaks_default_team (void)
{
  return xq_tiebreaks_parse ("cxa-14.5", NULL);
}

const char *
xq_game_kind_to_string (XqGameKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

gboolean
xq_game_kind_from_string (const char *text,
                          XqGameKind *out)
{
  int v;

  if (!lookup (kind_names, G_N_ELEMENTS (kind_names), text, &v))
    return FALSE;
  *out = (XqGameKind) v;
  return TRUE;
}

const char *
xq_game_result_to_string (XqGameResult result)
{
  g_return_val_if_fail (result < G_N_ELEMENTS (result_names), NULL);
  return result_names[result];
}

gboolean
xq_game_result_from_string (const char   *text,
                            XqGameResult *out)
{
  int v;

  if (!lookup (result_names, G_N_ELEMENTS (result_names), text, &v))
    return FALSE;
  *out = (XqGameResult) v;
  return TRUE;
}

gboolean
xq_game_result_is_forfeit (XqGameResult result)
{
  return result == XQ_GAME_RESULT_RED_WIN_FORFEIT || result == XQ_GAME_RESULT_BLACK_WIN_FORFEIT ||
         result == XQ_GAME_RESULT_DOUBLE_FORFEIT;
}

int
xq_scoring_win_points (XqScoring scoring)
{
  switch (scoring)
    {
    case XQ_SCORING_3_1_0:
    case XQ_SCORING_3_1_0_BLACK2:
      return 6;
    case XQ_SCORING_1_HALF_0:
      return 2;
    case XQ_SCORING_2_1_0:
    default:
      return 4;
    }
}

static int
draw_points (XqScoring scoring,
             gboolean  black)
{
  switch (scoring)
    {
    case XQ_SCORING_3_1_0:
      return 2;
    case XQ_SCORING_3_1_0_BLACK2:
      return black ? 4 : 2;
    case XQ_SCORING_1_HALF_0:
      return 1;
    case XQ_SCORING_2_1_0:
    default:
      return 2;
    }
}

int
xq_scoring_red_points (XqScoring    scoring,
                       XqGameResult result)
{
  switch (result)
    {
    case XQ_GAME_RESULT_RED_WIN:
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
      return xq_scoring_win_points (scoring);
    case XQ_GAME_RESULT_DRAW:
      return draw_points (scoring, FALSE);
    case XQ_GAME_RESULT_NONE:
    case XQ_GAME_RESULT_BLACK_WIN:
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
    default:
      return 0;
    }
}

int
xq_scoring_black_points (XqScoring    scoring,
                         XqGameResult result)
{
  switch (result)
    {
    case XQ_GAME_RESULT_BLACK_WIN:
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
      return xq_scoring_win_points (scoring);
    case XQ_GAME_RESULT_DRAW:
      return draw_points (scoring, TRUE);
    case XQ_GAME_RESULT_NONE:
    case XQ_GAME_RESULT_RED_WIN:
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
    default:
      return 0;
    }
}

static void
clear_entry (gpointer p)
{
  XqEntry *e = p;

  g_free (e->name);
  g_free (e->club);
  g_free (e->federation_id);
  g_clear_pointer (&e->members, g_array_unref);
}

static void
clear_player (gpointer p)
{
  XqPlayer *pl = p;

  g_free (pl->name);
  g_free (pl->club);
  g_free (pl->federation_id);
}

#define NAMES(type, prefix, table)                                     \
  const char *xq_##prefix##_to_string (type value)                     \
  {                                                                    \
    g_return_val_if_fail ((guint) value < G_N_ELEMENTS (table), NULL); \
    return table[value];                                               \
  }                                                                    \
  gboolean xq_##prefix##_from_string (const char *text, type *out)     \
  {                                                                    \
    int v;                                                             \
    if (!lookup (table, G_N_ELEMENTS (table), text, &v))               \
      return FALSE;                                                    \
    *out = (type) v;                                                   \
    return TRUE;                                                       \
  }

NAMES (XqSwissRules, swiss_rules, swiss_rules_names)
NAMES (XqRoundOne, round_one, round_one_names)
NAMES (XqLateEntry, late_entry, late_entry_names)
NAMES (XqTeamBye, team_bye, team_bye_names)
NAMES (XqByeKind, bye_kind, bye_kind_names)

void
xq_event_journal_entry_clear (gpointer p)
{
  XqEventJournalEntry *e = p;

  g_free (e->at);
  g_free (e->who);
  g_free (e->action);
  g_free (e->detail);
}

void
xq_event_set_defaults (XqEvent *event)
{
  event->half_byes = 1;
  event->zero_byes = 99;
}

gboolean
xq_event_club_round (const XqEvent *event,
                     guint          round)
{
  if (event->club_rounds == NULL)
    return FALSE;
  for (guint i = 0; i < event->club_rounds->len; i++)
    if (g_array_index (event->club_rounds, guint, i) == round)
      return TRUE;
  return FALSE;
}

gboolean
xq_event_data_forbidden (const XqEventData *data,
                         gint64             a,
                         gint64             b)
{
  gint64 lo = MIN (a, b), hi = MAX (a, b);

  for (guint i = 0; i < data->forbidden->len; i++)
    {
      const XqForbiddenPair *f = &g_array_index (data->forbidden, XqForbiddenPair, i);
      if (f->first == lo && f->second == hi)
        return TRUE;
    }
  return FALSE;
}

XqByeKind
xq_event_data_requested_bye (const XqEventData *data,
                             gint64             entry,
                             guint              round)
{
  for (guint i = 0; i < data->bye_requests->len; i++)
    {
      const XqByeRequest *r = &g_array_index (data->bye_requests, XqByeRequest, i);
      if (r->entry == entry && r->round == round)
        return r->kind;
    }
  return XQ_BYE_PAIRING;
}

XqEventData *
xq_event_data_new (void)
{
  XqEventData *data = g_new0 (XqEventData, 1);

  data->entries = g_array_new (FALSE, TRUE, sizeof (XqEntry));
  g_array_set_clear_func (data->entries, clear_entry);
  data->games = g_array_new (FALSE, TRUE, sizeof (XqGame));
  data->lineups = g_array_new (FALSE, TRUE, sizeof (XqLineup));
  data->players = g_array_new (FALSE, TRUE, sizeof (XqPlayer));
  g_array_set_clear_func (data->players, clear_player);
  data->event.tiebreaks = g_array_new (FALSE, FALSE, sizeof (XqTiebreak));
  data->event.club_rounds = g_array_new (FALSE, FALSE, sizeof (guint));
  data->bye_requests = g_array_new (FALSE, TRUE, sizeof (XqByeRequest));
  data->forbidden = g_array_new (FALSE, TRUE, sizeof (XqForbiddenPair));
  data->journal = g_array_new (FALSE, TRUE, sizeof (XqEventJournalEntry));
  g_array_set_clear_func (data->journal, xq_event_journal_entry_clear);
  xq_event_set_defaults (&data->event);
  xq_event_season_init (&data->event.season);
  return data;
}

void
xq_event_data_free (XqEventData *data)
{
  if (data == NULL)
    return;
  g_free (data->event.name);
  g_clear_pointer (&data->event.tiebreaks, g_array_unref);
  g_clear_pointer (&data->event.club_rounds, g_array_unref);
  g_clear_pointer (&data->bye_requests, g_array_unref);
  g_clear_pointer (&data->forbidden, g_array_unref);
  g_clear_pointer (&data->journal, g_array_unref);
  xq_event_season_clear (&data->event.season);
  g_clear_pointer (&data->entries, g_array_unref);
  g_clear_pointer (&data->games, g_array_unref);
  g_clear_pointer (&data->lineups, g_array_unref);
  g_clear_pointer (&data->players, g_array_unref);
  g_free (data);
}

const XqPlayer *
xq_event_data_find_player (const XqEventData *data,
                           gint64             player_id)
{
  for (guint i = 0; i < data->players->len; i++)
    if (g_array_index (data->players, XqPlayer, i).id == player_id)
      return &g_array_index (data->players, XqPlayer, i);
  return NULL;
}

int
xq_event_data_entry_index (const XqEventData *data,
                           gint64             entry_id)
{
  for (guint i = 0; i < data->entries->len; i++)
    if (g_array_index (data->entries, XqEntry, i).id == entry_id)
      return (int) i;
  return -1;
}

const XqEntry *
xq_event_data_find_entry (const XqEventData *data,
                          gint64             entry_id)
{
  int i = xq_event_data_entry_index (data, entry_id);

  return i < 0 ? NULL : &g_array_index (data->entries, XqEntry, i);
}

const XqGame *
xq_event_data_find_missing_result (const XqEventData *data,
                                   guint              round)
{
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if ((round == 0 || g->round == round) && g->black != 0 && !g->annulled && g->result == XQ_GAME_RESULT_NONE)
        return g;
    }
  return NULL;
}

guint
xq_event_data_scheduled_games (const XqEventData *data)
{
  guint n = data->entries->len;

  switch (data->event.system)
    {
    case XQ_SYSTEM_ROUNDROBIN:
      return n > 0 ? n - 1 : 0;
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
      return n > 0 ? 2 * (n - 1) : 0;
      case XQ_SYSTEM_GROUPS: {
        guint groups = MAX (data->event.group_count, 1);
        guint size = (n + groups - 1) / groups;
        return size > 0 ? 2 * (size - 1) : 0;
      }
    case XQ_SYSTEM_KNOCKOUT:
      return data->event.games_per_match;
    case XQ_SYSTEM_SWISS:
    default:
      return data->event.rounds;
    }
}

guint32
xq_lot (gint64 seed,
        guint  round,
        guint  board)
{
  guint32 x = (guint32) seed * 2654435761u ^ round * 40503u ^ board * 2246822519u;

  x ^= x >> 15;
  x *= 0x2c1b3c6dU;
  x ^= x >> 12;
  return x;
}
