/* xq-cli-tournament.c: qili-cli tournament [--db FILE] SUBCOMMAND …
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xq-cli-club.h"
#include "xq-cli-season.h"
#include "xq-cli-teams.h"
#include "xq-cli.h"
#include "xq-desk.h"
#include "xq-event-ratings.h"
#include "xq-export.h"
#include "xq-standings.h"
#include "xq-store.h"
#include "xq-team.h"

typedef int (*SubcommandFunc) (XqStore *store,
                               int      argc,
                               char   **argv);

static int
fail (GError *error)
{
  int status = XQ_CLI_EXIT_BAD_INPUT;

  if (error->domain == XQ_STORE_ERROR &&
      (error->code == XQ_STORE_ERROR_IO || error->code == XQ_STORE_ERROR_BUSY || error->code == XQ_STORE_ERROR_MIGRATION ||
       error->code == XQ_STORE_ERROR_READ_ONLY || error->code == XQ_STORE_ERROR_FULL))
    status = XQ_CLI_EXIT_FAILURE;
  return xq_cli_error (status, "%s", error->message);
}

static int
parse_sub (GOptionContext *context,
           GOptionEntry   *entries,
           int            *argc,
           char         ***argv)
{
  g_option_context_add_main_entries (context, entries, NULL);
  return xq_cli_parse (context, argc, argv) ? 0 : XQ_CLI_EXIT_BAD_INPUT;
}

/* parse_sub for a subcommand on one event: @entries set *@event_id, which must then be given. */
static int
parse_event_sub (GOptionContext *context,
                 GOptionEntry   *entries,
                 int            *argc,
                 char         ***argv,
                 const gint64   *event_id)
{
  int status = parse_sub (context, entries, argc, argv);

  if (status != 0)
    return status;
  if (*event_id <= 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--event ID is required");
  return 0;
}

static int
create_cmd (XqStore *store,
            int      argc,
            char   **argv)
{
  g_autofree char *name = NULL, *system = NULL, *scoring = NULL, *tiebreaks = NULL, *method = NULL, *bye = NULL;
  g_autofree char *rules = NULL, *match_points = NULL, *rating_method = NULL;
  g_autofree char *pairing = NULL, *round_one = NULL, *late_entry = NULL, *team_bye = NULL, *club_rounds = NULL;
  int              rounds = 0, games = 0, groups = 0, boards = 0, k = 0;
  int              half_byes = 1, zero_byes = 99, closed = 0;
  gboolean         per_round = FALSE;
  gint64           seed = 0;
  GOptionEntry     entries[] = {
        { "rating-method", 0, 0, G_OPTION_ARG_STRING, &rating_method, "Rate the event: fide (K 40/20/10 by the FIDE conditions) or club (one K); default none", "M" },
        { "k", 0, 0, G_OPTION_ARG_INT, &k, "The club method's K (1–100, default 20)", "K" },
        { "rating-per-round", 0, 0, G_OPTION_ARG_NONE, &per_round, "Rate each round from the ratings after the round before", NULL },
        { "name", 0, 0, G_OPTION_ARG_STRING, &name, "Name of the event", "NAME" },
        { "system", 0, 0, G_OPTION_ARG_STRING, &system, "roundrobin, double-roundrobin, swiss, knockout, groups, or a team system: team-roundrobin, team-double-roundrobin, team-swiss, team-knockout", "SYSTEM" },
        { "boards", 0, 0, G_OPTION_ARG_INT, &boards, "Team systems: boards per match (1–16)", "B" },
        { "match-points", 0, 0, G_OPTION_ARG_STRING, &match_points, "Team systems: 场分 of a match won-drawn-lost, 2-1-0 (default), 3-1-0 or 1-0.5-0", "M" },
        { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "Rounds of a Swiss", "R" },
        { "scoring", 0, 0, G_OPTION_ARG_STRING, &scoring, "2-1-0, 3-1-0, 3-1-0-black2 or 1-0.5-0", "S" },
        { "tiebreaks", 0, 0, G_OPTION_ARG_STRING, &tiebreaks, "A preset (cxa-14.1, cxa-14.2, cxa-14.3.1, cxa-14.3.2, axf, seed-000, seed-002) or a list", "LIST" },
        { "method", 0, 0, G_OPTION_ARG_STRING, &method, "Swiss split: fold, adjacent, first-last or random", "M" },
        { "bye-opponent", 0, 0, G_OPTION_ARG_STRING, &bye, "The bye's opponent in tie-breaks: lowest or zero", "B" },
        { "games-per-match", 0, 0, G_OPTION_ARG_INT, &games, "Knockout matches: 1 or 2 games", "N" },
        { "groups", 0, 0, G_OPTION_ARG_INT, &groups, "Groups system: number of groups (even)", "N" },
        { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the lots", "S" },
        { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, "Rule profile for disputes: cxa (default), axf or 1957", "R" },
        { "pairing", 0, 0, G_OPTION_ARG_STRING, &pairing, "Swiss pairing rules: qili (top-down, default) or dutch (FIDE Dutch, C.04.3)", "RULES" },
        { "round-one", 0, 0, G_OPTION_ARG_STRING, &round_one, "Swiss round 1 by rating (default) or lot (numbers drawn)", "ORDER" },
        { "late-entry", 0, 0, G_OPTION_ARG_STRING, &late_entry, "Swiss late entrants get for each round missed: none (default), half or zero (a bye)", "L" },
        { "half-byes", 0, 0, G_OPTION_ARG_INT, &half_byes, "Half-point byes a player may ask for (0–99, default 1)", "N" },
        { "zero-byes", 0, 0, G_OPTION_ARG_INT, &zero_byes, "Zero-point byes (absences) a player may ask for (0–99, default 99)", "N" },
        { "bye-closed-rounds", 0, 0, G_OPTION_ARG_INT, &closed, "No half-point bye in the last N rounds (0–99, default 0)", "N" },
        { "club-rounds", 0, 0, G_OPTION_ARG_STRING, &club_rounds, "Rounds in which players of one club are kept apart, e.g. 1 or 1,2", "LIST" },
        { "team-bye", 0, 0, G_OPTION_ARG_STRING, &team_bye, "Team Swiss: a bye's board points, none (default), win or draw", "B" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         tb = NULL;
  XqEvent                    event = { 0 };
  g_autoptr (GArray)         club = g_array_new (FALSE, FALSE, sizeof (guint));
  gint64                     id;
  int                        status;

  if ((status = parse_sub (context, entries, &argc, &argv)) != 0)
    return status;
  if (argc != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "create takes options only");
  xq_event_set_defaults (&event);
  if (pairing != NULL && !xq_swiss_rules_from_string (pairing, &event.swiss_rules))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--pairing must be qili or dutch");
  if (round_one != NULL && !xq_round_one_from_string (round_one, &event.round_one))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--round-one must be rating or lot");
  if (late_entry != NULL && !xq_late_entry_from_string (late_entry, &event.late_entry))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--late-entry must be none, half or zero");
  if (team_bye != NULL && !xq_team_bye_from_string (team_bye, &event.team_bye))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--team-bye must be none, win or draw");
  if (half_byes < 0 || half_byes > 99 || zero_byes < 0 || zero_byes > 99 || closed < 0 || closed > 99)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--half-byes, --zero-byes and --bye-closed-rounds must be 0–99");
  event.half_byes = (guint) half_byes;
  event.zero_byes = (guint) zero_byes;
  event.bye_closed_rounds = (guint) closed;
  if (club_rounds != NULL)
    {
      g_auto (GStrv) parts = g_strsplit (club_rounds, ",", -1);
      for (guint i = 0; parts[i] != NULL; i++)
        {
          guint64 r;
          guint   round;
          if (!g_ascii_string_to_unsigned (g_strstrip (parts[i]), 10, 1, 99, &r, NULL))
            return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--club-rounds is a list of rounds from 1 to 99, such as 1 or 1,2");
          round = (guint) r;
          g_array_append_val (club, round);
        }
      event.club_rounds = club;
    }
  if (name == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--name is required");
  if (system != NULL && g_str_has_prefix (system, "team-"))
    {
      if (!xq_system_from_string (system + 5, &event.system) || event.system == XQ_SYSTEM_GROUPS)
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--system team-… must be team-roundrobin, team-double-roundrobin, team-swiss or team-knockout");
      if (boards < 1 || boards > 16)
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "a team system needs --boards B, from 1 to 16");
      if (games > 1)
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "a team match is one match on its boards: no --games-per-match");
      event.team_boards = (guint) boards;
    }
  else if (system == NULL || !xq_system_from_string (system, &event.system))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--system must be roundrobin, double-roundrobin, swiss, knockout, groups, team-roundrobin, team-double-roundrobin, team-swiss or team-knockout");
  else if (boards != 0 || match_points != NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--boards and --match-points are for the team systems (team-…)");
  if (match_points != NULL &&
      (!xq_scoring_from_string (match_points, &event.match_points) || event.match_points == XQ_SCORING_3_1_0_BLACK2))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--match-points must be 2-1-0, 3-1-0 or 1-0.5-0");
  event.scoring = event.system == XQ_SYSTEM_GROUPS ? XQ_SCORING_3_1_0 : XQ_SCORING_2_1_0;
  if (scoring != NULL && !xq_scoring_from_string (scoring, &event.scoring))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--scoring must be 2-1-0, 3-1-0, 3-1-0-black2 or 1-0.5-0");
  if (method != NULL && !xq_pairing_method_from_string (method, &event.method))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--method must be fold, adjacent, first-last or random");
  if (bye != NULL && !g_str_equal (bye, "lowest") && !g_str_equal (bye, "zero"))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--bye-opponent must be lowest or zero");
  event.bye_opponent = bye != NULL && g_str_equal (bye, "zero") ? XQ_BYE_OPPONENT_ZERO : XQ_BYE_OPPONENT_LOWEST;
  if (rounds < 0 || rounds > 99 || games < 0 || games > 2 || groups < 0 || groups > 26)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--rounds must be 1–99, --games-per-match 1 or 2, --groups up to 26");
  if (rules != NULL && !xq_profile_from_string (rules, &event.profile))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--rules must be cxa, axf or 1957");
  if (event.system == XQ_SYSTEM_GROUPS && groups % 2 == 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--groups must be even for the cross-over (A1–B2, B1–A2)");
  if (tiebreaks != NULL)
    {
      tb = xq_tiebreaks_parse (tiebreaks, &error);
      if (tb == NULL)
        return fail (error);
    }
  if (rating_method != NULL && (!xq_rating_method_from_string (rating_method, &event.season.rating_method)))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--rating-method must be fide, club or none");
  if (k != 0 && event.season.rating_method != XQ_RATING_CLUB)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--k is the club method's K: give --rating-method club");
  if (k < 0 || k > 100)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--k must be 1–100");
  if (per_round && event.season.rating_method == XQ_RATING_NONE)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--rating-per-round needs --rating-method fide or club");
  event.season.rating_k = k > 0 ? (guint) k : 20;
  event.season.rating_per_round = per_round;
  event.name = name;
  event.rounds = (guint) rounds;
  event.games_per_match = games > 0 ? (guint) games : event.system == XQ_SYSTEM_GROUPS ? 2
                                                                                       : 1;
  event.group_count = event.system == XQ_SYSTEM_GROUPS ? (groups > 0 ? (guint) groups : 2) : 0;
  event.random_seed = seed;
  event.tiebreaks = tb;
  id = xq_store_create_event (store, &event, &error);
  if (id == 0)
    return fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "event");
  json_builder_add_int_value (b, id);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
add_player_cmd (XqStore *store,
                int      argc,
                char   **argv)
{
  g_autofree char *name = NULL, *club = NULL, *fid = NULL;
  gint64           event_id = 0, team = 0, member = 0;
  int              rating = 0;
  GOptionEntry     entries[] = {
        { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
        { "member", 0, 0, G_OPTION_ARG_INT64, &member, "Enter this member of the register (at the member's rating)", "ID" },
        { "team", 0, 0, G_OPTION_ARG_INT64, &team, "Team events: the player's team (he goes last in board order)", "ID" },
        { "name", 0, 0, G_OPTION_ARG_STRING, &name, "Name", "NAME" },
        { "rating", 0, 0, G_OPTION_ARG_INT, &rating, "Rating", "R" },
        { "club", 0, 0, G_OPTION_ARG_STRING, &club, "Club", "C" },
        { "federation-id", 0, 0, G_OPTION_ARG_STRING, &fid, "Federation id", "ID" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  gint64                     id;
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (member != 0)
    {
      if (argc != 1 || name != NULL || club != NULL || fid != NULL || rating != 0 || member < 0)
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "add-player --member ID takes the member's name, club and rating: no --name, --club, --rating");
      return xq_cli_season_enter_member (store, event_id, team, member);
    }
  if (argc != 1 || name == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "add-player needs --event ID --name NAME [--rating R] [--club C] [--team ID], or --member ID");
  if (team != 0)
    {
      XqPlayerSpec spec = { name, rating, club, fid };
      if ((status = xq_cli_team_add_player (store, event_id, team, &spec, &error)) < 0)
        return fail (error);
      return status;
    }
  {
    g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, &error);
    if (data == NULL)
      return fail (error);
    if (data->event.team_boards > 0)
      return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "event %lld is a team event: add-player needs --team ID", (long long) event_id);
  }
  id = xq_store_add_player (store, event_id, name, rating, club, fid, &error);
  if (id == 0)
    return fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, id);
  {
    /* A late entry (a Swiss under way) says from which round it is paired. */
    g_autoptr (XqEventData) after = xq_store_load_event (store, event_id, NULL);
    const XqEntry          *e = after != NULL ? xq_event_data_find_entry (after, xq_desk_entry_of_player (after, id)) : NULL;
    if (e != NULL && e->joined_round > 1)
      {
        json_builder_set_member_name (b, "joined_round");
        json_builder_add_int_value (b, e->joined_round);
      }
  }
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
add_team_cmd (XqStore *store,
              int      argc,
              char   **argv)
{
  g_autofree char *name = NULL, *club = NULL;
  gint64           event_id = 0;
  GOptionEntry     entries[] = {
        { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
        { "name", 0, 0, G_OPTION_ARG_STRING, &name, "Name of the team", "NAME" },
        { "club", 0, 0, G_OPTION_ARG_STRING, &club, "The club or unit it plays for", "C" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError)         error = NULL;
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (argc != 1 || name == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "add-team needs --event ID --name NAME [--club C]");
  if ((status = xq_cli_team_add (store, event_id, name, club, &error)) < 0)
    return fail (error);
  return status;
}

static int
lineup_cmd (XqStore *store,
            int      argc,
            char   **argv)
{
  gint64       event_id = 0, team = 0;
  int          round = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "Round", "R" },
    { "team", 0, 0, G_OPTION_ARG_INT64, &team, "Team", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("PLAYER… (board 1 first; - leaves a board empty)");
  g_autoptr (GError)         error = NULL;
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (round < 1 || team <= 0 || argc < 2)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "lineup needs --event ID --round R --team ID and the players, board 1 first");
  if ((status = xq_cli_team_lineup (store, event_id, (guint) round, team, argv + 1, argc - 1, &error)) < 0)
    return fail (error);
  return status;
}

static int
import_cmd (XqStore *store,
            int      argc,
            char   **argv)
{
  gint64       event_id = 0;
  gboolean     allow_duplicates = FALSE;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "allow-duplicates", 0, 0, G_OPTION_ARG_NONE, &allow_duplicates, "Enter a name already entered (another person of that name)",
      NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE.csv");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autofree char           *text = NULL;
  g_autofree char           *shown = NULL;
  gsize                      length = 0;
  int                        status, n;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (argc != 2)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "import-players needs one CSV file");
  if (!g_file_get_contents (argv[1], &text, &length, &error))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s", error->message);
  n = xq_desk_import_players (store, event_id, text, length, allow_duplicates, &error);
  shown = g_filename_display_name (argv[1]);
  if (n < 0 && g_error_matches (error, XQ_STORE_ERROR, XQ_STORE_ERROR_DUPLICATE))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s: %s; nothing was imported (--allow-duplicates enters it again)", shown,
                         error->message);
  if (n < 0 && g_error_matches (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s: %s; nothing was imported", shown, error->message);
  if (n < 0)
    return fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "imported");
  json_builder_add_int_value (b, n);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static void
add_player_id (JsonBuilder       *b,
               const XqEventData *data,
               gint64             entry_id)
{
  if (entry_id == 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, xq_desk_player_of_entry (data, entry_id));
}

static int
pair_cmd (XqStore *store,
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
  g_autoptr (GArray)         games = NULL;
  g_autoptr (XqEventData)    data = NULL;
  guint                      round;
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (argc != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "pair takes --event ID only");
  round = xq_desk_pair (store, event_id, &games, &error);
  if (round == 0)
    return fail (error);
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return fail (error);
  if (data->event.team_boards > 0)
    {
      xq_cli_team_pair_json (b, data, round, games);
      xq_cli_print (json_builder_get_root (b));
      return XQ_CLI_EXIT_OK;
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, round);
  json_builder_set_member_name (b, "boards");
  json_builder_begin_array (b);
  for (guint i = 0; i < games->len; i++)
    {
      const XqGame *g = &g_array_index (games, XqGame, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, g->board);
      if (g->game != 1 || g->kind != XQ_GAME_REGULAR || data->event.team_boards > 0 ||
          g->stage == XQ_STAGE_KNOCKOUT)
        {
          json_builder_set_member_name (b, "game");
          json_builder_add_int_value (b, g->game);
          json_builder_set_member_name (b, "kind");
          json_builder_add_string_value (b, xq_game_kind_to_string (g->kind));
        }
      json_builder_set_member_name (b, "red");
      add_player_id (b, data, g->red);
      json_builder_set_member_name (b, "black");
      add_player_id (b, data, g->black);
      if (g->black == 0 && data->event.system == XQ_SYSTEM_SWISS)
        {
          json_builder_set_member_name (b, "bye");
          json_builder_add_string_value (b, xq_bye_kind_to_string (g->bye));
        }
      if (g->result != XQ_GAME_RESULT_NONE || g->annulled)
        {
          json_builder_set_member_name (b, "result");
          json_builder_add_string_value (b, g->annulled ? "annulled" : xq_game_result_to_string (g->result));
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

/* Takes the results out of the words of `result` before GOption sees them: "-+" (Red forfeits)
 * and "--" (both forfeit) look like options to it. A "--" that is the last word or is followed by
 * one of the options of @entries (`-- --board 2`) is the result; any other "--" ends the options
 * and the words after it are results too (`-- -+`). Option values (the word after a --round of
 * @entries) are left alone. @argv keeps the rest, @results gets the results. */
static const GOptionEntry *
find_entry (const GOptionEntry *entries,
            const char         *word)
{
  if (!g_str_has_prefix (word, "--"))
    return NULL;
  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    {
      size_t n = strlen (e->long_name);
      if (strncmp (word + 2, e->long_name, n) == 0 && (word[2 + n] == '\0' || word[2 + n] == '='))
        return e;
    }
  return NULL;
}

static void
take_results (GOptionEntry *entries,
              int          *argc,
              char         *argv[],
              GPtrArray    *results)
{
  int      kept = 1;
  gboolean after_options = FALSE;

  for (int i = 1; i < *argc; i++)
    {
      const char         *word = argv[i];
      const GOptionEntry *entry;
      gboolean            takes_value;

      if (after_options || g_str_equal (word, "-+") ||
          (g_str_equal (word, "--") && (i == *argc - 1 || find_entry (entries, argv[i + 1]) != NULL)))
        {
          g_ptr_array_add (results, argv[i]);
          continue;
        }
      if (g_str_equal (word, "--"))
        {
          after_options = TRUE;
          continue;
        }
      entry = find_entry (entries, word);
      takes_value = entry != NULL && entry->arg != G_OPTION_ARG_NONE && strchr (word, '=') == NULL;
      argv[kept++] = argv[i];
      if (takes_value && i + 1 < *argc)
        argv[kept++] = argv[++i];
    }
  argv[kept] = NULL;
  *argc = kept;
}

/* The refusal of `result --match` when no game is found: the unknown id named, the event first (as
 * for any command on an event that does not exist), then a system without matches, the round,
 * and only then the match and its board. */
static int
unknown_match (XqStore *store,
               gint64   event_id,
               int      round,
               int      match,
               int      board,
               GError  *not_found)
{
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, &error);

  if (data == NULL)
    return fail (error);
  if (!xq_team_event (data))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "event %lld is not a team event: it has no matches (--match is for team events)",
                         (long long) event_id);
  if (round < 1 || (guint) round > data->n_rounds)
    return fail (not_found);
  return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "round %d has no match %d with a board %d", round, match, board);
}

static int
result_cmd (XqStore *store,
            int      argc,
            char   **argv)
{
  gint64 event_id = 0;
  /* G_MININT: not given (the violations stay as they are); -1 typed is refused like 4. */
  int          round = 0, board = 0, game = 1, red_v = G_MININT, black_v = G_MININT, match = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "Round", "R" },
    { "match", 0, 0, G_OPTION_ARG_INT, &match, "Team events: the match (then --board is the board of the match)", "M" },
    { "board", 0, 0, G_OPTION_ARG_INT, &board, "Board", "B" },
    { "game", 0, 0, G_OPTION_ARG_INT, &game, "Game of a match (default 1)", "G" },
    { "red-violations", 0, 0, G_OPTION_ARG_INT, &red_v, "违例 of Red in this game (0–3)", "N" },
    { "black-violations", 0, 0, G_OPTION_ARG_INT, &black_v, "违例 of Black in this game (0–3)", "N" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("1-0|0-1|1/2-1/2|+-|-+|--");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (GPtrArray)      results = g_ptr_array_new ();
  const char                *typed;
  XqGame                     stored = { 0 };
  int                        status;

  take_results (entries, &argc, argv, results);
  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  for (int i = 1; i < argc; i++)
    g_ptr_array_add (results, argv[i]);
  if (results->len != 1 || round < 1 || board < 1 || game < 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "result needs --event ID --round R --board B and one result (1-0, 0-1, 1/2-1/2, +-, -+, --)");
  if ((red_v != G_MININT && (red_v < 0 || red_v > 3)) || (black_v != G_MININT && (black_v < 0 || black_v > 3)))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--red-violations and --black-violations are 0 to 3");
  red_v = red_v == G_MININT ? -1 : red_v;
  black_v = black_v == G_MININT ? -1 : black_v;
  typed = g_ptr_array_index (results, 0);
  if (match < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--match must be 1 or more");
  if (match > 0)
    {
      /* A team match: the board of the match is the game of the stored board (xq-tournament.h). */
      game = board;
      board = match;
    }
  if (!xq_desk_set_result (store, event_id, (guint) round, (guint) board, (guint) game, typed, red_v, black_v, &error))
    {
      if (match > 0 && g_error_matches (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND))
        return unknown_match (store, event_id, round, match, game, error);
      return fail (error);
    }
  /* The reply is what the file holds: three violations make the game a loss (seed 002 三.(1)). */
  if (!xq_store_find_game (store, event_id, (guint) round, (guint) board, (guint) game, &stored, &error))
    return fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, round);
  if (match > 0)
    {
      json_builder_set_member_name (b, "match");
      json_builder_add_int_value (b, match);
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, game);
      json_builder_set_member_name (b, "red");
      json_builder_add_int_value (b, stored.red_player);
      json_builder_set_member_name (b, "black");
      json_builder_add_int_value (b, stored.black_player);
    }
  else
    {
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, board);
      json_builder_set_member_name (b, "game");
      json_builder_add_int_value (b, game);
    }
  json_builder_set_member_name (b, "result");
  json_builder_add_string_value (b, xq_game_result_to_string (stored.result));
  if (!g_str_equal (typed, xq_game_result_to_string (stored.result)))
    {
      json_builder_set_member_name (b, "entered");
      json_builder_add_string_value (b, typed);
    }
  json_builder_set_member_name (b, "red_violations");
  json_builder_add_int_value (b, stored.red_violations);
  json_builder_set_member_name (b, "black_violations");
  json_builder_add_int_value (b, stored.black_violations);
  json_builder_set_member_name (b, "saved");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
undo_cmd (XqStore *store,
          int      argc,
          char   **argv)
{
  gint64       event_id = 0, game_id = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (XqEventData)    data = NULL;
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (!xq_store_undo_result (store, event_id, &game_id, &error))
    return fail (error);
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return fail (error);
  json_builder_begin_object (b);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->id != game_id)
        continue;
      json_builder_set_member_name (b, "round");
      json_builder_add_int_value (b, g->round);
      json_builder_set_member_name (b, "board");
      json_builder_add_int_value (b, g->board);
      json_builder_set_member_name (b, "game");
      json_builder_add_int_value (b, g->game);
      json_builder_set_member_name (b, "result");
      json_builder_add_string_value (b, xq_game_result_to_string (g->result));
    }
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
withdraw_cmd (XqStore *store,
              int      argc,
              char   **argv)
{
  gint64       event_id = 0, player = 0, team = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "player", 0, 0, G_OPTION_ARG_INT64, &player, "Player", "ID" },
    { "team", 0, 0, G_OPTION_ARG_INT64, &team, "Team events: the team", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  gboolean                   struck = FALSE;
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (argc != 1 || (player <= 0) == (team <= 0))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "withdraw needs --event ID and --player ID (or --team ID)");
  if (team > 0)
    {
      g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, &error);
      const XqEntry          *e;
      if (data == NULL)
        return fail (error);
      e = xq_event_data_find_entry (data, team);
      if (data->event.team_boards == 0 || e == NULL || e->player_id != 0)
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "there is no team %lld in event %lld", (long long) team, (long long) event_id);
      player = team; /* a team stands for itself (xq_desk_entry_of_player) */
    }
  if (!xq_desk_withdraw (store, event_id, player, &struck, &error))
    return fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, team > 0 ? "team" : "player");
  json_builder_add_int_value (b, player);
  json_builder_set_member_name (b, "results");
  json_builder_add_string_value (b, struck ? "annulled" : "stand");
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
standings_cmd (XqStore *store,
               int      argc,
               char   **argv)
{
  gint64       event_id = 0;
  int          round = 0, group = -1;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "After this round (default: all)", "R" },
    { "group", 0, 0, G_OPTION_ARG_INT, &group, "Only this group (1 = A) and its group games", "G" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (XqEventData)    data = NULL;
  g_autoptr (XqStandings)    s = NULL;
  g_autoptr (GArray)         criteria = NULL;
  g_autoptr (GArray)         ratings = NULL;
  XqStandingsOptions         o = { 0, -1 };
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (argc != 1 || round < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "standings takes --event ID [--round R] [--group G]");
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return fail (error);
  if ((guint) round > data->n_rounds)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "Event %" G_GINT64_FORMAT " has no round %d (%u paired)", event_id, round,
                         data->n_rounds);
  if (group != -1 && (group < 1 || (guint) group > data->event.group_count))
    return data->event.group_count == 0
             ? xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "Event %" G_GINT64_FORMAT " has no groups", event_id)
             : xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "Event %" G_GINT64_FORMAT " has no group %d (groups 1 to %u)",
                             event_id, group, data->event.group_count);
  o.up_to_round = (guint) round;
  o.group = group > 0 ? group - 1 : -1;
  s = xq_standings_compute (data, &o);
  if (data->event.team_boards > 0)
    {
      xq_cli_team_standings_json (b, data, s);
      xq_cli_print (json_builder_get_root (b));
      return XQ_CLI_EXIT_OK;
    }
  criteria = xq_standings_criteria (data);
  ratings = xq_event_ratings_of_event (data, o.up_to_round);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "standings");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (s->rows, XqStanding, i);
      const XqEntry    *e = xq_event_data_find_entry (data, row->entry_id);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "rank");
      json_builder_add_int_value (b, row->rank);
      json_builder_set_member_name (b, "player");
      json_builder_add_int_value (b, xq_desk_player_of_entry (data, row->entry_id));
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, e->name);
      json_builder_set_member_name (b, "points");
      json_builder_add_double_value (b, row->points / 2.0);
      if (ratings->len > 0)
        {
          const XqPlayerRating *r = xq_event_ratings_find (ratings, e->player_id);
          json_builder_set_member_name (b, "rating");
          json_builder_add_int_value (b, e->rating);
          json_builder_set_member_name (b, "rating_change");
          json_builder_add_int_value (b, r != NULL ? r->change : 0);
          json_builder_set_member_name (b, "performance");
          if (r != NULL && r->performance > 0)
            json_builder_add_int_value (b, r->performance);
          else
            json_builder_add_null_value (b);
        }
      if (e->withdrawn_round >= 0)
        {
          json_builder_set_member_name (b, "withdrawn");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_set_member_name (b, "tiebreaks");
      xq_cli_tiebreaks_json (b, criteria, row);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
export_cmd (XqStore *store,
            int      argc,
            char   **argv)
{
  gint64           event_id = 0;
  int              round = 0;
  g_autofree char *format = NULL, *table = NULL, *output = NULL, *document = NULL, *language = NULL;
  GOptionEntry     entries[] = {
        { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
        { "format", 0, 0, G_OPTION_ARG_STRING, &format, "csv, html, trf, web (a folder of pages) or pdf", "F" },
        { "document", 0, 0, G_OPTION_ARG_STRING, &document, "PDF: pairings-by-name, pairings, score-sheets, table-cards, wall-chart or prizes", "D" },
        { "language", 0, 0, G_OPTION_ARG_STRING, &language, "web and pdf: en, zh_CN or zh_TW (default: the locale's)", "L" },
        { "table", 0, 0, G_OPTION_ARG_STRING, &table, "CSV: pairings, standings (default), crosstable, or boards (team events)", "T" },
        { "round", 0, 0, G_OPTION_ARG_INT, &round, "CSV pairings: this round (default: the latest)", "R" },
        { "output", 0, 0, G_OPTION_ARG_FILENAME, &output, "Write here instead of standard output", "FILE" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError)         error = NULL;
  g_autoptr (XqEventData)    data = NULL;
  g_autofree char           *text = NULL;
  g_autoptr (GString)        cut = NULL;
  XqExportTable              t = XQ_EXPORT_STANDINGS;
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  if (argc != 1 || format == NULL || round < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "export needs --event ID --format csv|html|trf|web|pdf");
  if (g_str_equal (format, "web") || g_str_equal (format, "pdf"))
    return xq_cli_season_export (store, event_id, format, document, (guint) round, output, language);
  if (document != NULL || language != NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--document and --language are for --format web and pdf");
  if (table != NULL)
    {
      if (g_str_equal (table, "pairings"))
        t = XQ_EXPORT_PAIRINGS;
      else if (g_str_equal (table, "crosstable"))
        t = XQ_EXPORT_CROSSTABLE;
      else if (g_str_equal (table, "boards"))
        t = XQ_EXPORT_BOARDS;
      else if (!g_str_equal (table, "standings"))
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--table must be pairings, standings, crosstable or boards");
    }
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return fail (error);
  if (t == XQ_EXPORT_BOARDS && data->event.team_boards == 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--table boards is for team events");
  if (g_str_equal (format, "csv"))
    text = xq_export_csv (data, t, (guint) round);
  else if (g_str_equal (format, "html"))
    text = xq_export_html (data);
  else if (g_str_equal (format, "trf"))
    {
      text = xq_export_trf (data);
      cut = g_string_new (NULL);
      xq_export_trf_cut (data, cut);
    }
  else
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--format must be csv, html or trf");
  if (output != NULL)
    {
      g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
      int                written = xq_cli_save_output (output, bytes);

      if (written != XQ_CLI_EXIT_OK)
        return written;
    }
  else
    {
      fputs (text, stdout);
      fflush (stdout);
    }
  /* Written, but what the TRF's columns could not hold is said (exit 3), never dropped silently */
  if (cut != NULL && cut->len > 0)
    {
      fprintf (stderr, "warning: the TRF's fixed columns cut these fields:\n%s", cut->str);
      return XQ_CLI_EXIT_PARTIAL;
    }
  return XQ_CLI_EXIT_OK;
}

static int
check_cmd (XqStore *store,
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
  g_autoptr (XqEventData)    data = NULL;
  g_autoptr (GArray)         violations = NULL;
  int                        status;

  if ((status = parse_event_sub (context, entries, &argc, &argv, &event_id)) != 0)
    return status;
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return fail (error);
  violations = xq_desk_check (data);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, violations->len == 0);
  xq_cli_add_violations (b, "violations", violations, XQ_CLI_VIOLATION_CHECK);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
generate_cmd (XqStore *store,
              int      argc,
              char   **argv)
{
  int              players = 0, rounds = 0;
  gint64           seed = 0;
  g_autofree char *system = NULL;
  GOptionEntry     entries[] = {
        { "players", 0, 0, G_OPTION_ARG_INT, &players, "Number of players", "N" },
        { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "Number of rounds", "R" },
        { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Random seed", "S" },
        { "system", 0, 0, G_OPTION_ARG_STRING, &system, "swiss (default) or roundrobin", "SYSTEM" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  XqSystem                   sys = XQ_SYSTEM_SWISS;
  guint                      played = 0;
  gint64                     id;
  int                        status;

  if ((status = parse_sub (context, entries, &argc, &argv)) != 0)
    return status;
  if (argc != 1 || players < 2 || rounds < 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "generate needs --players N (≥ 2) --rounds R (≥ 1) --seed S");
  if (system != NULL && !xq_system_from_string (system, &sys))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--system must be swiss or roundrobin");
  id = xq_desk_generate (store, sys, (guint) players, (guint) rounds, (guint64) seed, &played, &error);
  if (id == 0)
    return fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "event");
  json_builder_add_int_value (b, id);
  json_builder_set_member_name (b, "rounds");
  json_builder_add_int_value (b, played);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

/* qili-cli tournament --help: the subcommands and how the desk reads the rules where they leave
 * a choice (the same readings as the README). */
static const char help_text[] =
  "Usage: qili-cli tournament [--db FILE] SUBCOMMAND [OPTIONS…]   (SUBCOMMAND --help for its options)\n"
  "\n"
  "Subcommands: create, add-player, add-team, lineup, import-players, pair, result, undo, withdraw,\n"
  "standings, export, check, generate, member, ratings, close, details, prizes, publish; the club\n"
  "night: bye, swap, pair-players, unpair, forbid, club-rounds, lot, draw-lots, journal, explain. FILE\n"
  "defaults to $XDG_DATA_HOME/qili/events.db; only create and generate make a missing file.\n"
  "--by NAME says who makes a change (the event journal; default the user's name). Output is\n"
  "JSON; errors are one line \"qili-cli: …\" (exit 2 bad input, 1 failure).\n"
  "\n"
  "Results: 1-0, 0-1, 1/2-1/2, +- (Black forfeits), -+ (Red forfeits), -- (both); -+ and -- may be\n"
  "typed like any other result (-- also before another option: -- --board 2; a -- before anything\n"
  "else ends the options: -- -+). The reply gives the result as stored: a side's third violation\n"
  "(--red-violations 3) loses the game whatever was typed (seed 002 三), and the typed one is under\n"
  "\"entered\".\n"
  "\n"
  "Readings where the rules leave a choice:\n"
  "  Points     Per game by the scoring (2-1-0 default; groups 3-1-0, a forfeit win 2, seed 002 二.1).\n"
  "             A double round robin ranks by 场分 (seed 000 §13.三, CXA 14.2): a pairing won, on the\n"
  "             points of its two games, takes a win's points, a level one a draw's points each (two\n"
  "             double forfeits: none); then 局分 (game points), then the tie-breaks, whose opponent\n"
  "             sums use 场分 game by game. After the first cycle the table is a single round robin's.\n"
  "  Bye        A Swiss bye scores a win. In 小分 (Sonneborn-Berger) and 对手分 (Buchholz) it counts as\n"
  "             a game won against a virtual opponent with the lowest score in the field (or 0:\n"
  "             create --bye-opponent zero). In a round robin a bye scores nothing and counts nowhere.\n"
  "  Forfeits   score their points and their opponent in 对手分, 小分 and 直胜, but are no game over\n"
  "             the board: 胜局 and 后走胜局 count wins over the board, and the colour history\n"
  "             (后走局数, Swiss colours) leaves forfeits and byes out. In 净胜局 and 不败 a forfeit\n"
  "             is a result: a forfeit loss (a double forfeit too) is a loss, a forfeit win a win.\n"
  "  Withdrawal seed 000 §14, in every system, in a Swiss too: having played fewer than half of the\n"
  "             scheduled games (planned rounds), the player is struck out and all his games are\n"
  "             annulled, for his opponents too (they count as neither a meeting nor a colour);\n"
  "             otherwise his results stand and the games still to come are forfeited (a Swiss\n"
  "             simply no longer pairs him). The game in progress counts as played.\n"
  "  Swiss      Top-down by score groups (seed 000 第二轮起由积分多的依序往下编; FIDE C.04.1), exact.\n"
  "             Absolute: no rematch, no pair the event forbids, no third game of one colour\n"
  "             running, no colour difference of 3, one pairing bye at most. Then, in this order:\n"
  "             1 everyone paired; 2 clubmates apart in the rounds the event names; 3 the bye to\n"
  "             the lowest-ranked player who may take it; 4 score differences group by group from\n"
  "             the top: the least Σ (score difference)² of the boards whose higher player is in\n"
  "             the group, one group after the other, so a floater meets the nearest score group\n"
  "             and the highest boards are the most level; 5 fewest unmet colour preferences (2 for\n"
  "             an imbalance, 1 for alternation; seed 000: 尽可能 alternate); 6 fewest players\n"
  "             floating the same way as last round; 7 the lowest of a group floats, against the\n"
  "             highest of the group below; 8 the split (fold, adjacent, first-last, lot).\n"
  "             Ranking for pairing: score, rating, registration number.\n"
  "  Dutch      create --pairing dutch: FIDE Dutch (C.04.3), brackets from the top score group\n"
  "             down. Absolute: C.1 no rematch (nor a pair the event forbids), C.2 one pairing-\n"
  "             allocated bye (none after a forfeit win), C.3 no two non-topscorers with the same\n"
  "             absolute colour preference; C.4 the rest of the round can be completed. Then, per\n"
  "             bracket in this order: C.5 most pairs; C.6 least PSD (score differences of pairs and\n"
  "             downfloaters, largest first); C.7 most pairs and least PSD in the next bracket;\n"
  "             C.8-C.9 topscorers' colour difference beyond 2, third colour running (last round);\n"
  "             C.10 unmet colour preferences; C.11 unmet strong ones; C.12-C.15 the same\n"
  "             downfloat/upfloat as one, then two rounds before; C.16-C.19 their score\n"
  "             differences; then C.04.3's order of candidates (fewest exchanges, transpositions).\n"
  "             Colours by E.1-E.5; round 1 the top half against the bottom half, the initial\n"
  "             colour drawn from the event's seed. Clubmates are not kept apart.\n"
  "  Round robin Berger tables (FIDE C.05 Annex 1); a double round robin plays the last two rounds\n"
  "             of the first cycle in reverse order, so nobody has one colour three games running.\n"
  "  Play-off   加赛: entries still level after the tie-breaks before \"playoff\" play off for a\n"
  "             place that decides something: the first two of each group in the groups system\n"
  "             (seed 002 六.2, always), first place where the tie-breaks list playoff (seed 000\n"
  "             §13.四). Once the stage's games are in, pair schedules one game for each two of them\n"
  "             as further boards of the last round, colours by lot; a draw counts as a win for\n"
  "             Black (和棋先手算负). Play-off games won rank them; those still level go by their\n"
  "             games among themselves, and a play-off that separates nobody gets another. Play-offs\n"
  "             score no points and count in no other tie-break. The seed-002 preset ends in playoff.\n"
  "  Knockout   A match is 1 or 2 games (colours swapped). Level on game points (2/1/0), a 1-game\n"
  "             match gets two tie-break games with colours swapped; a match still level, or a level\n"
  "             2-game match (seed 002: 若两盘平局加赛一局), gets one decider, colours by lot, in which\n"
  "             a draw counts as a loss for Red and a double forfeit sends the higher seed through.\n"
  "  Stages     A groups event's standings export by stage, as the Standings view shows them. CSV:\n"
  "             stage and group columns first, knockout last; a group row per player of each group\n"
  "             (A, B, ...) with its rank in the group, then a knockout row per player of the\n"
  "             cross-over: the place in rank (3–4 shared, empty while open), no points, how the\n"
  "             player went out (Winner, Lost the final, Out in: Semi-finals). HTML: a table per\n"
  "             group, then Knockout stage. Other events (and groups not yet drawn): one table.\n"
  "  Import     import-players FILE.csv [--allow-duplicates]: a header naming name and optionally\n"
  "             rating, club, federation_id (also 姓名, 等级分, 单位), read exactly (RFC 4180, UTF-8,\n"
  "             LF or CRLF). Refused, with the line and column and nothing imported: a line with\n"
  "             more or fewer fields than the header (a rating written 1,500), a rating not a whole\n"
  "             number 0-9999, a line break or control character in a field, a NUL byte, CR-only\n"
  "             line ends, a name or club over 100 characters, and a name already entered or twice\n"
  "             in the file (case, width and spaces aside) unless --allow-duplicates.\n"
  "  Files      Refused and left as they are (no -wal or -shm beside): another application's file,\n"
  "             one from a newer Qili, one that is not a database or fails quick_check. Before the\n"
  "             first write the file must pass integrity_check, or every write is refused as damaged.\n"
  "             A file (or folder) this user may not write opens read-only: standings, exports and\n"
  "             check work, writes fail saying the file is read-only (exit 1). A full disk fails the\n"
  "             write saying so and loses nothing saved before (exit 1). Read commands (standings,\n"
  "             export, check, explain, journal, ratings, member list/history, details and prizes\n"
  "             without a change) open the file read-only: never created, never changed.\n"
  "\n"
  "  Teams      分台制 (seed 000 团体比赛 (一)): create --system team-roundrobin, team-double-roundrobin,\n"
  "             team-swiss or team-knockout --boards B; add-team, then add-player --team in board\n"
  "             order (those after board B are reserves). A line-up (lineup --round R --team T\n"
  "             P…, else the first B) keeps the registered order: a reserve may come in, players are\n"
  "             never swapped; an empty board (-, or fewer players) is lost by forfeit. Colours\n"
  "             (CXA 13.2): the first-named team (home) has Red on odd boards, Black on even ones; a\n"
  "             Swiss names it by the teams' colour balance (board 1). A match's 局分 is the sum of\n"
  "             its boards; more 局分 wins the 场分 (--match-points 2-1-0, 3-1-0 or 1-0.5-0), level a\n"
  "             draw's; every board double forfeited: nothing. Standings (CXA 14.5, preset\n"
  "             cxa-14.5): 场分, 局分, direct encounter (场分 among the level teams), opponents' 场分,\n"
  "             board-points (台次分: 局分 on board 1, then board 2, …), shared. Knockout: a level\n"
  "             match goes by board count-back (the first board, from board 1, that was not level);\n"
  "             every board level: one decider between the board-1 players, colours by lot, a draw\n"
  "             losing for Red. result --match M --board B; export --table boards lists each\n"
  "             player's results by board (board prizes).\n"
  "\n"
  "Register   member add --name N [--rating R] [--club C] [--federation-id ID] [--federation F]\n"
  "             [--title T] [--sex m|w] [--birth YYYY[-MM-DD]] [--contact C] [--k K] [--games N];\n"
  "             member edit --member M …; member list [--find TEXT] (a part of the name, pinyin\n"
  "             initials: zw for 张伟, or pinyin); member import FILE.csv (header names columns in English\n"
  "             or Chinese; a member found by federation id, else name and club, is updated: a list\n"
  "             imported twice adds no one twice; anything not read exactly refuses the file, exit 2,\n"
  "             line and column); member history --member M. add-player --event E --member M enters a\n"
  "             member at the member's rating. add and import make a missing file.\n"
  "  Ratings    create --rating-method fide|club [--k K] [--rating-per-round]. FIDE (Rating\n"
  "             Regulations 2024, 8.3.1 as amended October 2025): table 8.1.2, a difference over 400\n"
  "             counts as 400 under 2650, K 10 once 2400, 40 for a junior never 2300 or until 30\n"
  "             games, else 20 (a listed K as it is; K x games <= 700), 0.5 rounded away from zero,\n"
  "             first ratings by 8.2. Club: the same table, every difference capped at 400, one K.\n"
  "             Rated: games over the board between two rated players (not forfeits, byes, annulled,\n"
  "             tie-break, decider or play-off games). An event fixes each entry's rating when its\n"
  "             round is paired. ratings --event E [--round R]: rating, k, games, score, expected,\n"
  "             change, new_rating, performance (Ra + dp, table 8.1.1), opponents_average. close\n"
  "             --event E (every result in): the changes into the register and each member's history;\n"
  "             then no result or round changes. The CXA 等级分 formula is not offered (no official text).\n"
  "  Report     details --event E [--city C] [--federation F] [--start D] [--end D] [--arbiter A]\n"
  "             [--deputies \"A; B\"] [--time-control T] [--prize-split ranking|points|hort] [--round R\n"
  "             --date D]; export --format trf writes them (022–052, 102–132) with each player's sex,\n"
  "             title, federation and birth date from the register.\n"
  "  Prizes     prizes --event E [--set 1:1000,2:600:LABEL] [--category NAME --sex m|w --born-from Y\n"
  "             --born-to Y --rating-below R --club C] [--remove]: places first down the standings,\n"
  "             shared as the event sets (ranking, points: equal shares, hort: half each way), then\n"
  "             categories to those who qualify and won nothing yet (one prize a player).\n"
  "  Publishing  publish --event E [--address A] [--port P] serves the event's pages read-only over HTTP\n"
  "             (default every interface, port 8080; --port 0 a free one) and prints {\"url\",\"port\"};\n"
  "             it serves until interrupted (SIGINT, SIGTERM) or --for SECONDS. GET of the pages only\n"
  "             (index.html, round-N.html, round-N-names.html, standings.html, crosstable.html,\n"
  "             players.html, player-ID.html, and stamp); anything else gets an error status and no page:\n"
  "             other methods 405, other paths 404, a head over 8 KiB or 100 fields 431, a body 400,\n"
  "             a head not sent within 10 s 408, more than 64 connections 503. Pages follow the\n"
  "             browser's language (en, zh-CN, zh-TW) and reload themselves within 2 s of a change.\n"
  "             export --format web --output FOLDER writes the same pages as files (never over a\n"
  "             file Qili did not write); --language en|zh_CN|zh_TW (default: the locale's).\n"
  "  Kit        export --format pdf --document D [--round R] --output FILE prints on A4:\n"
  "             pairings-by-name (alphabetical: pinyin order in zh_CN, strokes in zh_TW; board,\n"
  "             colour, opponent), pairings (by board), score-sheets (a 记录纸 per board played,\n"
  "             names and colours filled in), table-cards (a folding card per board), wall-chart\n"
  "             (landscape crosstable with tie-breaks and rating changes) or prizes; --round is the\n"
  "             round of the first four (default the latest).\n"
  "\n"
  "  Club night (an individual Swiss):\n"
  "             Late entry: add-player or import-players after round 1 enters players from the\n"
  "             next round (\"joined_round\"); for each round before they get what create\n"
  "             --late-entry says: none (no points), half or zero (a bye each, TRF H or Z). A Swiss\n"
  "             takes them until its last round is paired; other systems close at round 1.\n"
  "             Byes asked for: bye --player P --round R --half|--zero (an absence) before round R is\n"
  "             paired, --cancel to take it back; within --half-byes and --zero-byes per player, and\n"
  "             no half-point bye in the last --bye-closed-rounds rounds. The player is left out of\n"
  "             the pairing; a half-point bye scores a draw, both count a virtual opponent like the\n"
  "             pairing's bye. Changes by hand, in the latest round on boards without a result:\n"
  "             swap --player A --with B (one board: colours), pair-players --player A --with B (or\n"
  "             --bye), unpair --board B. Each is made, journaled (who, when) and answered with\n"
  "             \"warnings\": the rules it breaks (rematch, forbidden pair, colour, second bye,\n"
  "             clubmates in a club round), also on stderr. forbid --player A --with B [--allow]:\n"
  "             never paired (absolute). club-rounds R…: clubmates kept apart in those rounds\n"
  "             (criterion 2). lot --player P --number N, draw-lots: numbers for round 1 by lot\n"
  "             (create --round-one lot; the missing ones are drawn when round 1 is paired).\n"
  "             journal: every change by hand, {\"at\",\"who\",\"action\",\"round\",\"text\":{\"en\",\n"
  "             \"zh_CN\",\"zh_TW\"},\"detail\"}; the HTML export prints it too.\n"
  "  Explain    explain --event E --round R: why each board of a paired Swiss round is paired so\n"
  "             — the score groups, the split's partner and why another when another, who floats,\n"
  "             why and to which group, the bye, why each colour (due, how strongly, which rule),\n"
  "             a board set by hand — {\"summary\":{…},\"boards\":[{\"board\",\"red\",\"black\",\n"
  "             \"red_points\",\"black_points\",\"floated\",\"text\":{\"en\",\"zh_CN\",\"zh_TW\"}}]}.\n"
  "\n"
  "Tie-break presets: cxa-14.1, cxa-14.2, cxa-14.3.1, cxa-14.3.2, cxa-14.5, axf, seed-000, seed-002, or a\n"
  "list of sonneborn-berger, game-points, buchholz, progressive, progressive-cut, earlier-rounds, wins,\n"
  "direct, fouls, black-games, black-wins, unbeaten, net-wins, shared, playoff, board-points.\n";

/* Whether @argv (a subcommand's words) has an option named in @names (NULL-terminated), alone
 * or as --name=VALUE. */
static gboolean
has_option (int          argc,
            char       **argv,
            const char **names)
{
  for (int i = 1; i < argc; i++)
    for (guint k = 0; names[k] != NULL; k++)
      {
        size_t n = strlen (names[k]);
        if (strncmp (argv[i], names[k], n) == 0 && (argv[i][n] == '\0' || argv[i][n] == '='))
          return TRUE;
      }
  return FALSE;
}

/* details --event E reads; any other option sets something. */
static XqStoreOpenFlags
details_flags (int    argc,
               char **argv)
{
  for (int i = 1; i < argc; i++)
    if (argv[i][0] == '-' && !g_str_equal (argv[i], "--event") && !g_str_has_prefix (argv[i], "--event="))
      return XQ_STORE_OPEN_DEFAULT;
  return XQ_STORE_OPEN_READ_ONLY;
}

/* prizes reads unless --set or --remove. */
static XqStoreOpenFlags
prizes_flags (int    argc,
              char **argv)
{
  static const char *writes[] = { "--set", "--remove", NULL };

  return has_option (argc, argv, writes) ? XQ_STORE_OPEN_DEFAULT : XQ_STORE_OPEN_READ_ONLY;
}

/* Only create and generate make a missing file; the others need an existing one, and a command
 * that only reads opens it read-only (a read command never leaves a file behind nor changes one,
 * not even its journal mode). @flags_for, when set, chooses by the subcommand's words. */
static const struct
{
  const char      *name;
  SubcommandFunc   func;
  XqStoreOpenFlags flags;
  XqStoreOpenFlags (*flags_for) (int    argc,
                                 char **argv);
} subcommands[] = {
  { "create", create_cmd, XQ_STORE_OPEN_CREATE },
  { "add-player", add_player_cmd, XQ_STORE_OPEN_DEFAULT },
  { "add-team", add_team_cmd, XQ_STORE_OPEN_DEFAULT },
  { "lineup", lineup_cmd, XQ_STORE_OPEN_DEFAULT },
  { "import-players", import_cmd, XQ_STORE_OPEN_DEFAULT },
  { "pair", pair_cmd, XQ_STORE_OPEN_DEFAULT },
  { "result", result_cmd, XQ_STORE_OPEN_DEFAULT },
  { "undo", undo_cmd, XQ_STORE_OPEN_DEFAULT },
  { "withdraw", withdraw_cmd, XQ_STORE_OPEN_DEFAULT },
  { "standings", standings_cmd, XQ_STORE_OPEN_READ_ONLY },
  { "export", export_cmd, XQ_STORE_OPEN_READ_ONLY },
  { "check", check_cmd, XQ_STORE_OPEN_READ_ONLY },
  { "generate", generate_cmd, XQ_STORE_OPEN_CREATE },
  { "publish", xq_cli_season_publish, XQ_STORE_OPEN_READ_ONLY },
  { "member", xq_cli_season_member, XQ_STORE_OPEN_DEFAULT, xq_cli_season_member_flags }, /* add and import: CREATE */
  { "ratings", xq_cli_season_ratings, XQ_STORE_OPEN_READ_ONLY },
  { "close", xq_cli_season_close, XQ_STORE_OPEN_DEFAULT },
  { "details", xq_cli_season_details, XQ_STORE_OPEN_DEFAULT, details_flags },
  { "prizes", xq_cli_season_prizes, XQ_STORE_OPEN_DEFAULT, prizes_flags },
  { "bye", xq_cli_club_bye, XQ_STORE_OPEN_DEFAULT },
  { "swap", xq_cli_club_swap, XQ_STORE_OPEN_DEFAULT },
  { "pair-players", xq_cli_club_pair, XQ_STORE_OPEN_DEFAULT },
  { "unpair", xq_cli_club_unpair, XQ_STORE_OPEN_DEFAULT },
  { "forbid", xq_cli_club_forbid, XQ_STORE_OPEN_DEFAULT },
  { "club-rounds", xq_cli_club_rounds, XQ_STORE_OPEN_DEFAULT },
  { "lot", xq_cli_club_lot, XQ_STORE_OPEN_DEFAULT },
  { "draw-lots", xq_cli_club_draw_lots, XQ_STORE_OPEN_DEFAULT },
  { "journal", xq_cli_club_journal, XQ_STORE_OPEN_READ_ONLY },
  { "explain", xq_cli_club_explain, XQ_STORE_OPEN_READ_ONLY },
};

int
xq_cli_tournament (int    argc,
                   char **argv)
{
  g_autofree char      *db = NULL, *by = NULL;
  g_autoptr (GPtrArray) rest = g_ptr_array_new ();
  g_autoptr (XqStore)   store = NULL;
  g_autoptr (GError)    error = NULL;
  const char           *sub = NULL;

  /* --db may stand anywhere; the first other word names the subcommand. */
  for (int i = 1; i < argc; i++)
    {
      if (sub == NULL && (g_str_equal (argv[i], "--help") || g_str_equal (argv[i], "-h") || g_str_equal (argv[i], "help")))
        {
          fputs (help_text, stdout);
          return XQ_CLI_EXIT_OK;
        }
      if (g_str_equal (argv[i], "--db"))
        {
          if (i + 1 >= argc)
            return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--db needs a FILE");
          g_free (db);
          db = g_strdup (argv[++i]);
        }
      else if (g_str_has_prefix (argv[i], "--db="))
        {
          g_free (db);
          db = g_strdup (argv[i] + 5);
        }
      else if (g_str_equal (argv[i], "--by"))
        {
          if (i + 1 >= argc || !g_utf8_validate (argv[i + 1], -1, NULL) || *argv[i + 1] == '\0')
            return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--by needs a NAME (who makes the change, for the event journal)");
          g_free (by);
          by = g_strdup (argv[++i]);
        }
      else if (sub == NULL && argv[i][0] != '-')
        sub = argv[i];
      else
        g_ptr_array_add (rest, argv[i]);
    }
  if (sub == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT,
                         "tournament needs a subcommand: create, add-player, add-team, lineup, import-players, pair, result, undo, withdraw, standings, export, check, generate");
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (g_str_equal (sub, subcommands[i].name))
      {
        g_autoptr (GPtrArray) args = g_ptr_array_new ();
        g_ptr_array_add (args, (gpointer) sub);
        for (guint k = 0; k < rest->len; k++)
          g_ptr_array_add (args, g_ptr_array_index (rest, k));
        g_ptr_array_add (args, NULL);
        if (db == NULL)
          db = xq_store_dup_default_path ();
        store = xq_store_open_full (db,
                                    subcommands[i].flags_for != NULL ? subcommands[i].flags_for ((int) args->len - 1, (char **) args->pdata)
                                                                     : subcommands[i].flags,
                                    &error);
        if (store == NULL)
          return fail (error);
        xq_store_set_user (store, by);
        return subcommands[i].func (store, (int) args->len - 1, (char **) args->pdata);
      }
  return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "unknown tournament subcommand '%s'",
                       g_utf8_validate (sub, -1, NULL) ? sub : "?");
}
