/* xq-cli-teams.h: the team-event (分台制) parts of qili-cli tournament
 *
 * Each returns XQ_CLI_EXIT_OK after printing its JSON, or −1 with @error set.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-cli.h"
#include "xq-standings.h"
#include "xq-store.h"

G_BEGIN_DECLS

/* "tiebreaks" of a standings row, as an object: each criterion but the shared place by its name,
 * a number or (progressive cut, earlier rounds, board points) an array of points */
void xq_cli_tiebreaks_json (JsonBuilder      *b,
                            GArray           *criteria,
                            const XqStanding *row);
/* add-team: {"team": ID} */
int xq_cli_team_add (XqStore    *store,
                     gint64      event_id,
                     const char *name,
                     const char *club,
                     GError    **error);
/* add-player --team: {"player": ID, "team": ID}, the player last in board order */
int xq_cli_team_add_player (XqStore            *store,
                            gint64              event_id,
                            gint64              team_id,
                            const XqPlayerSpec *spec,
                            GError            **error);
/* lineup: player ids of boards 1…, "-" for an empty board; {"round", "team", "boards": […]} */
int xq_cli_team_lineup (XqStore *store,
                        gint64   event_id,
                        guint    round,
                        gint64   team_id,
                        char   **words,
                        int      n_words,
                        GError **error);
/* pair: {"round": R, "matches": [{"match", "home", "away", "boards": [{"board", "red", "black", …}]}]} */
void xq_cli_team_pair_json (JsonBuilder       *b,
                            const XqEventData *data,
                            guint              round,
                            GArray            *games);
/* standings: {"standings": [{"rank", "team", "name", "club", "match_points", "game_points",
 * "matches", "tiebreaks"}], "boards": [{"board", "player", "name", "team", "played", "points"}]} */
void xq_cli_team_standings_json (JsonBuilder       *b,
                                 const XqEventData *data,
                                 XqStandings       *s);

G_END_DECLS
