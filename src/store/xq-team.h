/* xq-team.h: team events (分台制) — line-ups, boards and colours, match scores, count-back
 *
 * The rules as the desk applies them (seed 000 第二节 二.(一) 分台制; CXA 13.2 and 14.5 as issue 18
 * names them; the CXA text itself is not in the repository, so where it is silent the reading is
 * stated here and in `qili-cli tournament --help`):
 *  - A team registers its players in order of strength (board order); players after the event's
 *    number of boards are reserves. A member may be added at any time (he goes last). A team's
 *    rating, by which a Swiss's first round and a knockout's bracket seed it, is the mean rating
 *    of its first B players.
 *  - Line-up (seed 000: 台次必须与原报名时排定的名次顺序相适应): each round a team fields at most
 *    B players in registered order — a reserve may come in, the order of those fielded is never
 *    swapped. Without a line-up handed in, the first B members play. Players missing from a
 *    line-up leave the last boards empty; an empty board is lost by forfeit (both empty: both
 *    forfeit), as is the board of a player who is late (entered as a result, +- or -+).
 *  - Colours (CXA 13.2): the first-named team of a match has Red on odd boards and Black on even
 *    boards. In a round robin the Berger table names the first team; in a Swiss the pairing does,
 *    by the teams' colour balance (the colour of board 1 stands for the team's colour).
 *  - Scores: each board scores game points by the event's scoring; a match's 局分 is their sum;
 *    the team with more 局分 wins the match and takes the match points (场分, 2-1-0 by default,
 *    or 3-1-0, 1-0.5-0), level teams a draw's each, a match nobody played (every board double
 *    forfeited) nothing. A Swiss bye scores a match won and no 局分.
 *  - Standings (CXA 14.5, preset cxa-14.5): 场分, then 局分, then direct encounter (场分 in the
 *    matches among the teams still level), then opponents' 场分 (Buchholz), then board count-back
 *    (台次分: 局分 on board 1, then on board 2, …), then the place is shared.
 *  - Knockout: a level match is decided by board count-back — the first board, from board 1 down,
 *    on which the two teams scored differently; if every board is level, the fall-back is one
 *    decider game between the two board-1 players, colours by lot, in which a draw counts as a
 *    loss for Red (和棋先手算负) and a double forfeit sends the first-named (higher seeded) team
 *    through.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-knockout.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

/* Whether @data is a team event. */
gboolean xq_team_event (const XqEventData *data);

/* The players of team @team on boards 1…B in @round: the line-up handed in, else the first B
 * members. @out has room for B (data->event.team_boards); 0 = an empty board. */
void xq_team_lineup (const XqEventData *data,
                     gint64             team,
                     guint              round,
                     gint64            *out);

/* Whether @players (@n of them, board 1 first; 0 = an empty board) is a line-up team @team may
 * field: at most B boards, members of the team only, each once, in registered order. FALSE with
 * INVALID and the reason otherwise. */
gboolean xq_team_check_lineup (const XqEventData *data,
                               gint64             team,
                               const gint64      *players,
                               guint              n,
                               GError           **error);

/* Matches (XqGame: board = the match, red = the first-named team, black = the other, 0 for a
 * bye) made into their board games: game k is board k, the first-named team Red on odd boards,
 * the players from the line-ups; an empty board is a forfeit. A match that already carries a
 * result (a withdrawal) passes it to every board. Returns: (transfer full) (element-type XqGame). */
GArray *xq_team_expand (const XqEventData *data,
                        GArray            *matches);

typedef struct
{
  gint64   first;  /* the first-named team (Red on board 1) */
  gint64   second; /* 0: a bye */
  int      game_points[2];
  int      board_points[2][16]; /* per board, half points */
  guint    boards;
  gboolean complete; /* every board has a result */
} XqTeamMatch;

/* The regular boards of match @match of @round. FALSE when there is no such match. */
gboolean xq_team_match (const XqEventData *data,
                        guint              round,
                        guint              match,
                        XqTeamMatch       *out);

/* +1 when the first-named team wins the match on board count-back, −1 when the other does, 0
 * when every board is level. */
int xq_team_count_back (const XqTeamMatch *match);

/* Knockout state of team match @match of @round (see above); @more (nullable) gets the decider
 * when it NEEDS_MORE. */
XqMatchState xq_team_knockout_state (const XqEventData *data,
                                     guint              round,
                                     guint              match,
                                     gint64            *winner,
                                     GArray            *more);

/* One player's results on one board (individual board prizes): a player who played on several
 * boards has a row for each. */
typedef struct
{
  gint64 player;
  gint64 team;
  guint  board;
  guint  played; /* games with a result, forfeits included */
  guint  wins;
  guint  draws;
  guint  losses;
  guint  forfeits; /* of those played: won or lost without play */
  int    points;   /* half points by the event's scoring */
} XqBoardResult;

/* Every player's board results, board 1 first, then by points, then games played (fewer first).
 * Returns: (transfer full) (element-type XqBoardResult). */
GArray *xq_team_board_results (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;

/* The 局分 (half points) of @team against @opponent in each match between them, appended to
 * @out (int, one per match, round order); returns the number of matches appended. */
guint xq_team_scores_against (const XqEventData *data,
                              gint64             team,
                              gint64             opponent,
                              GArray            *for_team,
                              GArray            *for_opponent);

G_END_DECLS
