/* xq-cli-club.c: qili-cli tournament bye, swap, pair-players, unpair, forbid, club-rounds, lot,
 * draw-lots, journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli-club.h"

#include <stdlib.h>

#include "xq-cli-season.h"
#include "xq-club.h"
#include "xq-dutch-explain.h"
#include "xq-swiss-explain.h"

/* Parses the options of a subcommand: 0, or the exit status after printing why. */
static int
parse_event (GOptionContext *context,
             GOptionEntry   *entries,
             int            *argc,
             char         ***argv)
{
  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, argc, argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  return 0;
}

static int
need_event (gint64 event_id)
{
  return event_id > 0 ? 0 : xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--event ID is required");
}

static void
add_players (JsonBuilder       *b,
             const XqViolation *v)
{
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int k = 0; k < 2; k++)
    if (v->players[k] != 0)
      json_builder_add_int_value (b, v->players[k]);
  json_builder_end_array (b);
}

void
xq_cli_add_violations (JsonBuilder       *b,
                       const char        *member,
                       GArray            *violations,
                       XqCliViolationForm form)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < violations->len; i++)
    {
      const XqViolation *v = &g_array_index (violations, XqViolation, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, v->kind);
      if (form == XQ_CLI_VIOLATION_CHECK)
        {
          json_builder_set_member_name (b, "round");
          json_builder_add_int_value (b, v->round);
          add_players (b, v);
        }
      json_builder_set_member_name (b, "message");
      json_builder_add_string_value (b, v->message);
      if (form == XQ_CLI_VIOLATION_WARNING)
        add_players (b, v);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* Prints {"round", "action", [board,] "warnings"} for a change by hand; the warnings also on stderr. */
static int
print_change (const char *action,
              guint       round,
              guint       board,
              GArray     *warnings)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  for (guint i = 0; i < warnings->len; i++)
    g_printerr ("qili-cli: warning: %s\n", g_array_index (warnings, XqViolation, i).message);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, round);
  json_builder_set_member_name (b, "action");
  json_builder_add_string_value (b, action);
  if (board > 0)
    {
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, board);
    }
  xq_cli_add_violations (b, "warnings", warnings, XQ_CLI_VIOLATION_WARNING);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_club_bye (XqStore *store,
                 int      argc,
                 char   **argv)
{
  gint64       event_id = 0, player = 0;
  int          round = 0;
  gboolean     half = FALSE, zero = FALSE, cancel = FALSE;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "player", 0, 0, G_OPTION_ARG_INT64, &player, "Player", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "A round not yet paired", "R" },
    { "half", 0, 0, G_OPTION_ARG_NONE, &half, "A half-point bye", NULL },
    { "zero", 0, 0, G_OPTION_ARG_NONE, &zero, "A zero-point bye (an absence announced)", NULL },
    { "cancel", 0, 0, G_OPTION_ARG_NONE, &cancel, "Take the request back", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  XqByeKind                  kind;
  int                        status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1 || player <= 0 || round < 1 || half + zero + cancel != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "bye needs --event ID --player ID --round R and one of --half, --zero, --cancel");
  kind = half ? XQ_BYE_HALF : zero ? XQ_BYE_ZERO
                                   : XQ_BYE_PAIRING;
  if (!xq_club_request_bye (store, event_id, player, (guint) round, kind, &error))
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, player);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, round);
  json_builder_set_member_name (b, "bye");
  json_builder_add_string_value (b, cancel ? "none" : xq_bye_kind_to_string (kind));
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_club_swap (XqStore *store,
                  int      argc,
                  char   **argv)
{
  gint64       event_id = 0, a = 0, with = 0;
  int          round = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "The latest round", "R" },
    { "player", 0, 0, G_OPTION_ARG_INT64, &a, "A player", "ID" },
    { "with", 0, 0, G_OPTION_ARG_INT64, &with, "The other player (the same board: their colours swap)", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         warnings = NULL;
  int                        status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1 || round < 1 || a <= 0 || with <= 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "swap needs --event ID --round R --player ID --with ID");
  warnings = xq_club_swap (store, event_id, (guint) round, a, with, &error);
  if (warnings == NULL)
    return xq_cli_season_fail (error);
  return print_change ("swap", (guint) round, 0, warnings);
}

int
xq_cli_club_pair (XqStore *store,
                  int      argc,
                  char   **argv)
{
  gint64       event_id = 0, a = 0, with = 0;
  int          round = 0;
  gboolean     bye = FALSE;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "The latest round", "R" },
    { "player", 0, 0, G_OPTION_ARG_INT64, &a, "The player with Red", "ID" },
    { "with", 0, 0, G_OPTION_ARG_INT64, &with, "The player with Black", "ID" },
    { "bye", 0, 0, G_OPTION_ARG_NONE, &bye, "Give the player the pairing's bye", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         warnings = NULL;
  g_autoptr (XqEventData)    data = NULL;
  guint                      board = 0;
  int                        status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1 || round < 1 || a <= 0 || (with <= 0) == !bye)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "pair-players needs --event ID --round R --player ID and --with ID or --bye");
  warnings = xq_club_pair (store, event_id, (guint) round, a, bye ? 0 : with, &error);
  if (warnings == NULL)
    return xq_cli_season_fail (error);
  data = xq_store_load_event (store, event_id, NULL);
  for (guint i = 0; data != NULL && i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round == (guint) round && xq_desk_player_of_entry (data, g->red) == a)
        board = g->board;
    }
  return print_change ("pair", (guint) round, board, warnings);
}

int
xq_cli_club_unpair (XqStore *store,
                    int      argc,
                    char   **argv)
{
  gint64       event_id = 0;
  int          round = 0, board = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "The latest round", "R" },
    { "board", 0, 0, G_OPTION_ARG_INT, &board, "The board to take out", "B" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         warnings = NULL;
  int                        status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1 || round < 1 || board < 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "unpair needs --event ID --round R --board B");
  warnings = xq_club_unpair (store, event_id, (guint) round, (guint) board, &error);
  if (warnings == NULL)
    return xq_cli_season_fail (error);
  return print_change ("unpair", (guint) round, (guint) board, warnings);
}

int
xq_cli_club_forbid (XqStore *store,
                    int      argc,
                    char   **argv)
{
  gint64       event_id = 0, a = 0, with = 0;
  gboolean     allow = FALSE;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "player", 0, 0, G_OPTION_ARG_INT64, &a, "A player", "ID" },
    { "with", 0, 0, G_OPTION_ARG_INT64, &with, "The player never to meet him", "ID" },
    { "allow", 0, 0, G_OPTION_ARG_NONE, &allow, "Allow the pair again", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  int                        status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1 || a <= 0 || with <= 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "forbid needs --event ID --player ID --with ID [--allow]");
  if (!xq_club_forbid (store, event_id, a, with, !allow, &error))
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, a);
  json_builder_add_int_value (b, with);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "forbidden");
  json_builder_add_boolean_value (b, !allow);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_club_rounds (XqStore *store,
                    int      argc,
                    char   **argv)
{
  gint64       event_id = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("[ROUND…] (none: clubs are no longer kept apart)");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         rounds = g_array_new (FALSE, FALSE, sizeof (guint));
  int                        status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  for (int i = 1; i < argc; i++)
    {
      g_auto (GStrv) parts = g_strsplit (argv[i], ",", -1);
      for (guint k = 0; parts[k] != NULL; k++)
        {
          guint64 r = 0;
          if (*parts[k] == '\0')
            continue;
          if (!g_ascii_string_to_unsigned (parts[k], 10, 1, 99, &r, NULL))
            return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "club-rounds takes round numbers from 1 to 99, not “%s”",
                                 g_utf8_validate (parts[k], -1, NULL) ? parts[k] : "?");
          g_array_append_val (rounds, r);
        }
    }
  {
    g_autofree guint *list = g_new (guint, rounds->len + 1);
    for (guint i = 0; i < rounds->len; i++)
      list[i] = (guint) g_array_index (rounds, guint64, i);
    if (!xq_club_set_club_rounds (store, event_id, list, rounds->len, &error))
      return xq_cli_season_fail (error);
    json_builder_begin_object (b);
    json_builder_set_member_name (b, "club_rounds");
    json_builder_begin_array (b);
    for (guint i = 0; i < rounds->len; i++)
      json_builder_add_int_value (b, list[i]);
    json_builder_end_array (b);
    json_builder_end_object (b);
  }
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_club_lot (XqStore *store,
                 int      argc,
                 char   **argv)
{
  gint64       event_id = 0, player = 0;
  int          number = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "player", 0, 0, G_OPTION_ARG_INT64, &player, "Player", "ID" },
    { "number", 0, 0, G_OPTION_ARG_INT, &number, "The number the player drew", "N" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  int                        status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1 || player <= 0 || number < 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "lot needs --event ID --player ID --number N (1 or more)");
  if (!xq_club_set_lot (store, event_id, player, (guint) number, &error))
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, player);
  json_builder_set_member_name (b, "lot");
  json_builder_add_int_value (b, number);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_club_draw_lots (XqStore *store,
                       int      argc,
                       char   **argv)
{
  gint64       event_id = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  int                        status, drawn;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "draw-lots takes --event ID only");
  drawn = xq_desk_draw_lots (store, event_id, &error);
  if (drawn < 0)
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "drawn");
  json_builder_add_int_value (b, drawn);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_club_journal (XqStore *store,
                     int      argc,
                     char   **argv)
{
  gint64       event_id = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         journal = NULL;
  int                        status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "journal takes --event ID only");
  journal = xq_store_list_event_journal (store, event_id, &error);
  if (journal == NULL)
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "journal");
  json_builder_begin_array (b);
  for (guint i = 0; i < journal->len; i++)
    {
      const XqEventJournalEntry *e = &g_array_index (journal, XqEventJournalEntry, i);
      g_autoptr (JsonParser)     parser = json_parser_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "at");
      json_builder_add_string_value (b, e->at);
      json_builder_set_member_name (b, "who");
      json_builder_add_string_value (b, e->who);
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, e->action);
      json_builder_set_member_name (b, "round");
      if (e->round > 0)
        json_builder_add_int_value (b, e->round);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "text");
      json_builder_begin_object (b);
      for (int l = 0; l < XQ_N_LANGS; l++)
        {
          g_autofree char *text = xq_club_journal_text (e, (XqLang) l);
          json_builder_set_member_name (b, xq_lang_to_string ((XqLang) l));
          json_builder_add_string_value (b, text);
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "detail");
      if (json_parser_load_from_data (parser, e->detail, -1, NULL))
        json_builder_add_value (b, json_node_copy (json_parser_get_root (parser)));
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static void
add_texts (JsonBuilder *b,
           const char  *member,
           char *const *texts)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  for (int l = 0; l < XQ_N_LANGS; l++)
    {
      json_builder_set_member_name (b, xq_lang_to_string ((XqLang) l));
      json_builder_add_string_value (b, texts[l]);
    }
  json_builder_end_object (b);
}

int
xq_cli_club_explain (XqStore *store,
                     int      argc,
                     char   **argv)
{
  gint64       event_id = 0;
  int          round = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "A paired round", "R" },
    { NULL },
  };
  g_autoptr (GOptionContext)     context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)        b = json_builder_new ();
  g_autoptr (GError)             error = NULL;
  g_autoptr (XqEventData)        data = NULL;
  g_autoptr (XqRoundExplanation) x = NULL;
  int                            status;

  if ((status = parse_event (context, entries, &argc, &argv)) != 0 || (status = need_event (event_id)) != 0)
    return status;
  if (argc != 1 || round < 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "explain needs --event ID --round R (1 or more)");
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL || (x = (data->event.swiss_rules == XQ_SWISS_RULES_DUTCH ? xq_dutch_explain : xq_swiss_explain) (data, (guint) round, &error)) == NULL)
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, round);
  add_texts (b, "summary", x->summary);
  json_builder_set_member_name (b, "boards");
  json_builder_begin_array (b);
  for (guint i = 0; i < x->boards->len; i++)
    {
      const XqBoardExplanation *e = &g_array_index (x->boards, XqBoardExplanation, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, e->board);
      json_builder_set_member_name (b, "red");
      json_builder_add_int_value (b, xq_desk_player_of_entry (data, e->red));
      json_builder_set_member_name (b, "black");
      if (e->black != 0)
        json_builder_add_int_value (b, xq_desk_player_of_entry (data, e->black));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "red_points");
      json_builder_add_double_value (b, e->red_points / 2.0);
      if (e->black != 0)
        {
          json_builder_set_member_name (b, "black_points");
          json_builder_add_double_value (b, e->black_points / 2.0);
        }
      xq_cli_add_string_or_null (b, "floated", e->floated);
      add_texts (b, "text", e->text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}
