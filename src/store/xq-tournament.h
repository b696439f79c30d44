/* xq-tournament.h: the plain data of an event (settings, entries, games) and its enums
 *
 * These are value types a GObject model can wrap: XqStore loads an event into an XqEventData and
 * the pairing, scoring and export code work on that without SQL.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-profile.h"
#include "xq-season.h"

G_BEGIN_DECLS

typedef enum {
  XQ_SYSTEM_ROUNDROBIN,
  XQ_SYSTEM_DOUBLE_ROUNDROBIN,
  XQ_SYSTEM_SWISS,
  XQ_SYSTEM_KNOCKOUT,
  XQ_SYSTEM_GROUPS,
} XqSystem;

/* Points of a win / Red draw / Black draw / loss, in half points (so 1-½-0 stays exact). */
typedef enum {
  XQ_SCORING_2_1_0,
  XQ_SCORING_3_1_0,
  XQ_SCORING_3_1_0_BLACK2, /* CXA 13.3: a draw with Black is worth 2 */
  XQ_SCORING_1_HALF_0,
} XqScoring;

/* How a score group (and round 1) is split into boards. */
typedef enum {
  XQ_PAIRING_FOLD,       /* 拦腰: top half against bottom half, 1–(n/2+1) */
  XQ_PAIRING_ADJACENT,   /* 临近: 1–2, 3–4 */
  XQ_PAIRING_FIRST_LAST, /* 首尾: 1–n, 2–(n−1) */
  XQ_PAIRING_RANDOM,     /* by lot (the event's random seed and the round) */
} XqPairingMethod;

/* The rules a Swiss is paired by (xq-swiss.h). */
typedef enum {
  XQ_SWISS_RULES_QILI,  /* top-down by score groups (seed 000 第二轮起由积分多的依序往下编) */
  XQ_SWISS_RULES_DUTCH, /* FIDE Dutch system (C.04.3) */
} XqSwissRules;

/* The order of round 1 (and the pairing numbers after the score): ratings, or numbers drawn by
 * lot (seed 000: 拈阄后以1对2、3对4). */
typedef enum {
  XQ_ROUND_ONE_RATING,
  XQ_ROUND_ONE_LOT,
} XqRoundOne;

/* A board without an opponent: the pairing's bye (a win's points), or a bye a player asked for or
 * was given for a round before a late entry. */
typedef enum {
  XQ_BYE_PAIRING,
  XQ_BYE_HALF, /* a draw's points */
  XQ_BYE_ZERO, /* no points */
} XqByeKind;

/* What a late entrant gets for each round played before they joined. */
typedef enum {
  XQ_LATE_ENTRY_NONE, /* nothing: no game, no points */
  XQ_LATE_ENTRY_HALF, /* a half-point bye */
  XQ_LATE_ENTRY_ZERO, /* a zero-point bye */
} XqLateEntry;

/* The board points (局分) of a team's bye in a team Swiss (the match points are a win's). */
typedef enum {
  XQ_TEAM_BYE_NONE,
  XQ_TEAM_BYE_WIN,  /* every board won */
  XQ_TEAM_BYE_DRAW, /* every board drawn */
} XqTeamBye;

typedef enum {
  XQ_BYE_OPPONENT_LOWEST, /* the bye's virtual opponent has the lowest score in the field */
  XQ_BYE_OPPONENT_ZERO,
} XqByeOpponent;

typedef enum {
  XQ_GAME_RESULT_NONE,
  XQ_GAME_RESULT_RED_WIN,
  XQ_GAME_RESULT_BLACK_WIN,
  XQ_GAME_RESULT_DRAW,
  XQ_GAME_RESULT_RED_WIN_FORFEIT,   /* "+-": Black did not play */
  XQ_GAME_RESULT_BLACK_WIN_FORFEIT, /* "-+": Red did not play */
  XQ_GAME_RESULT_DOUBLE_FORFEIT,    /* "--" */
} XqGameResult;

typedef enum {
  XQ_GAME_REGULAR,
  XQ_GAME_TIEBREAK,
  XQ_GAME_DECIDER, /* knockout: a draw counts as a loss for Red (seed 002 和棋先手算负) */
  XQ_GAME_PLAYOFF, /* breaks a tie the criteria leave (seed 002 六.2); scored like a decider */
} XqGameKind;

typedef enum {
  XQ_STAGE_MAIN,
  XQ_STAGE_GROUP,
  XQ_STAGE_KNOCKOUT,
} XqStage;

typedef enum {
  XQ_TIEBREAK_SONNEBORN_BERGER, /* 小分: opponents' scores of games won + half of games drawn */
  XQ_TIEBREAK_GAME_POINTS,      /* 局分: game points (team events); the score otherwise */
  XQ_TIEBREAK_BUCHHOLZ,         /* 对手分 */
  XQ_TIEBREAK_PROGRESSIVE,      /* 累进分: sum of the running score after each round */
  XQ_TIEBREAK_PROGRESSIVE_CUT,  /* 累进分 without round 1, then without rounds 1–2, … */
  XQ_TIEBREAK_EARLIER_ROUNDS,   /* score after round R−1, then after R−2, … */
  XQ_TIEBREAK_WINS,             /* 胜局: games won over the board */
  XQ_TIEBREAK_DIRECT,           /* 直胜: score in the games among the tied players */
  XQ_TIEBREAK_FOULS,            /* 犯规/违例: fewer is better */
  XQ_TIEBREAK_BLACK_GAMES,      /* 后走局数: games played with Black */
  XQ_TIEBREAK_BLACK_WINS,       /* 后走胜局 */
  XQ_TIEBREAK_UNBEATEN,         /* seed 000: no game lost */
  XQ_TIEBREAK_NET_WINS,         /* seed 002: wins − losses */
  XQ_TIEBREAK_SHARED,           /* seed 000: whoever is still level shares the place */
  XQ_TIEBREAK_PLAYOFF,          /* seed 002 六.2, seed 000 §13.四: whoever is still level plays off */
  XQ_TIEBREAK_BOARD_POINTS,     /* 台次分 (team events): game points on board 1, then on board 2, … */
  XQ_N_TIEBREAKS
} XqTiebreak;

typedef struct
{
  gint64          id;
  char           *name;
  XqSystem        system;
  guint           rounds; /* planned rounds (Swiss); 0 = given by the system */
  XqScoring       scoring;
  XqPairingMethod method;
  XqByeOpponent   bye_opponent;
  guint           games_per_match; /* knockout and cross-over matches: 1 or 2 */
  guint           team_boards;     /* > 0: a team event (分台制) with this many boards */
  XqScoring       match_points;    /* team events: 场分 of a match won / drawn / lost (2-1-0, 3-1-0, 1-0.5-0) */
  guint           group_count;     /* groups system: number of groups */
  XqEventSeason   season;          /* ratings, report, prizes (xq-season.h) */
  gint64          random_seed;
  GArray         *tiebreaks; /* XqTiebreak, in order */
  XqProfile       profile;   /* the rule book disputes are judged by */
  XqSwissRules    swiss_rules;
  XqRoundOne      round_one;
  XqLateEntry     late_entry;
  guint           half_byes;         /* half-point byes a player may ask for */
  guint           zero_byes;         /* zero-point byes (announced absences) a player may ask for */
  guint           bye_closed_rounds; /* no half-point bye in the last this many rounds */
  XqTeamBye       team_bye;
  GArray         *club_rounds; /* guint: rounds in which players of one club are kept apart */
} XqEvent;

typedef struct
{
  gint64  id; /* entry id */
  gint64  player_id;
  guint   number; /* registration order = pairing number */
  char   *name;
  char   *club;
  int     rating;
  char   *federation_id;
  int     group;           /* 0-based group index, −1 = none */
  int     withdrawn_round; /* −1: still in; else the round after which they withdrew */
  guint   joined_round;    /* the first round the entry is paired in (1 unless a late entry) */
  guint   lot;             /* the number drawn by lot, 0 = none */
  GArray *members;         /* team entries: player ids in registered order (board order, reserves
                            last); NULL otherwise */
} XqEntry;

/* A member of a team (team events), with the team it plays for. */
typedef struct
{
  gint64 id; /* player id */
  gint64 team;
  guint  position; /* registered (board) order in the team, 1-based */
  char  *name;
  char  *club;
  int    rating;
  char  *federation_id;
} XqPlayer;

/* One board of a team's line-up for a round (分台制); a board without a row is empty (forfeited). */
typedef struct
{
  guint  round;
  gint64 entry; /* the team */
  guint  board;
  gint64 player;
} XqLineup;

typedef struct
{
  gint64       id;
  guint        round;
  XqStage      stage;
  guint        board;
  guint        game;
  XqGameKind   kind;
  gint64       red;   /* entry id */
  gint64       black; /* entry id, 0 = bye */
  gint64       red_player;
  gint64       black_player;
  XqGameResult result;
  guint        red_violations;
  guint        black_violations;
  gboolean     annulled;
  XqByeKind    bye; /* a bye (black 0): which kind */
} XqGame;

/* A bye asked for a round not yet paired. */
typedef struct
{
  gint64    entry;
  guint     round;
  XqByeKind kind; /* XQ_BYE_HALF or XQ_BYE_ZERO */
} XqByeRequest;

/* One change made by hand, as the event journal keeps it. */
typedef struct
{
  gint64 id;
  char  *at; /* ISO 8601, UTC */
  char  *who;
  char  *action; /* swap, pair, unpair, late-entry, bye, cancel-bye, forbid, allow, club-rounds, lots */
  guint  round;  /* 0: none */
  char  *detail; /* JSON object: the entries and names concerned, the rules the change breaks */
} XqEventJournalEntry;

/* Two entries never to be paired together (first < second). */
typedef struct
{
  gint64 first;
  gint64 second;
} XqForbiddenPair;

typedef struct
{
  XqEvent event;
  GArray *entries;      /* XqEntry, by number */
  GArray *games;        /* XqGame, by round, board, game; in a team event board is the match and game
                           the board of the match */
  GArray *lineups;      /* XqLineup handed in (team events), by round, entry, board */
  GArray *players;      /* XqPlayer: the members of every team (team events), by team number, position */
  GArray *bye_requests; /* XqByeRequest, by round, entry */
  GArray *forbidden;    /* XqForbiddenPair */
  GArray *journal;      /* XqEventJournalEntry: the changes made by hand, oldest first */
  guint   n_rounds;     /* rounds created so far */
} XqEventData;

/* Frees the strings of an XqEventJournalEntry (a clear function). */
void xq_event_journal_entry_clear (gpointer entry);
/* The settings of a new event nobody has chosen: 1 half-point bye, 99 zero-point byes. */
void         xq_event_set_defaults (XqEvent *event);
void         xq_event_data_free (XqEventData *data);
XqEventData *xq_event_data_new (void) G_GNUC_WARN_UNUSED_RESULT;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqEventData, xq_event_data_free)

/* Looks an entry up by id: (transfer none) (nullable). */
const XqEntry *xq_event_data_find_entry (const XqEventData *data,
                                         gint64             entry_id);
/* Looks a team member up by player id: (transfer none) (nullable). */
const XqPlayer *xq_event_data_find_player (const XqEventData *data,
                                           gint64             player_id);
/* Index of the entry in data->entries, or −1. */
int xq_event_data_entry_index (const XqEventData *data,
                               gint64             entry_id);
/* The first game of @round (0: of any round) played over the board or forfeited that has no
 * result yet (a bye and an annulled game need none): (transfer none) (nullable). */
const XqGame *xq_event_data_find_missing_result (const XqEventData *data,
                                                 guint              round);
/* The scheduled number of games of one entry (seed 000 §14 counts withdrawals against it). */
guint xq_event_data_scheduled_games (const XqEventData *data);

/* Names as used in the file and on the command line; from_string returns FALSE for unknown text. */
const char *xq_system_to_string (XqSystem system);
gboolean    xq_system_from_string (const char *text,
                                   XqSystem   *out);
const char *xq_scoring_to_string (XqScoring scoring);
gboolean    xq_scoring_from_string (const char *text,
                                    XqScoring  *out);
const char *xq_pairing_method_to_string (XqPairingMethod method);
gboolean    xq_pairing_method_from_string (const char      *text,
                                           XqPairingMethod *out);
const char *xq_tiebreak_to_string (XqTiebreak tiebreak);
gboolean    xq_tiebreak_from_string (const char *text,
                                     XqTiebreak *out);
/* A preset name (cxa-14.1, cxa-14.2, cxa-14.3.1, cxa-14.3.2, axf, seed-000, seed-002) or a
 * comma-separated list of tie-break names; NULL with no error set never happens. */
GArray *xq_tiebreaks_parse (const char *text,
                            GError    **error) G_GNUC_WARN_UNUSED_RESULT;
/* The preset used when an event names none. */
GArray *xq_tiebreaks_default (XqSystem system) G_GNUC_WARN_UNUSED_RESULT;
/* The preset of team events (cxa-14.5, see xq-team.h). */
GArray *xq_tiebreaks_default_team (void) G_GNUC_WARN_UNUSED_RESULT;

/* The names used in the file and on the command line: "qili", "dutch"; "rating", "lot"; "none",
 * "half", "zero" (late entries); "win", "draw", "none" (team byes); "pairing", "half", "zero". */
const char *xq_swiss_rules_to_string (XqSwissRules rules);
gboolean    xq_swiss_rules_from_string (const char   *text,
                                        XqSwissRules *out);
const char *xq_round_one_to_string (XqRoundOne order);
gboolean    xq_round_one_from_string (const char *text,
                                      XqRoundOne *out);
const char *xq_late_entry_to_string (XqLateEntry late);
gboolean    xq_late_entry_from_string (const char  *text,
                                       XqLateEntry *out);
const char *xq_team_bye_to_string (XqTeamBye bye);
gboolean    xq_team_bye_from_string (const char *text,
                                     XqTeamBye  *out);
const char *xq_bye_kind_to_string (XqByeKind kind);
gboolean    xq_bye_kind_from_string (const char *text,
                                     XqByeKind  *out);
/* Whether players of one club are kept apart in round @round. */
gboolean xq_event_club_round (const XqEvent *event,
                              guint          round);
/* Whether @a and @b may never be paired (an explicit forbidden pair). */
gboolean xq_event_data_forbidden (const XqEventData *data,
                                  gint64             a,
                                  gint64             b);
/* The bye @entry asked for in round @round: XQ_BYE_HALF, XQ_BYE_ZERO, or XQ_BYE_PAIRING for none. */
XqByeKind xq_event_data_requested_bye (const XqEventData *data,
                                       gint64             entry,
                                       guint              round);

/* "regular", "tiebreak", "decider", "playoff". */
const char *xq_game_kind_to_string (XqGameKind kind);
gboolean    xq_game_kind_from_string (const char *text,
                                      XqGameKind *out);

/* PGN-like codes: "1-0", "0-1", "1/2-1/2", "+-", "-+", "--", "" (none). */
const char *xq_game_result_to_string (XqGameResult result);
gboolean    xq_game_result_from_string (const char   *text,
                                        XqGameResult *out);
gboolean    xq_game_result_is_forfeit (XqGameResult result);

/* Half points a game earns Red / Black under @scoring. */
int xq_scoring_red_points (XqScoring    scoring,
                           XqGameResult result);
int xq_scoring_black_points (XqScoring    scoring,
                             XqGameResult result);
/* Half points of a win under @scoring (the bye's value in a Swiss). */
int xq_scoring_win_points (XqScoring scoring);

/* The lot of board @board of round @round of an event drawn with @seed: colours of deciders and
 * play-offs (even: the first-named entry takes Red). */
guint32 xq_lot (gint64 seed,
                guint  round,
                guint  board);

G_END_DECLS
