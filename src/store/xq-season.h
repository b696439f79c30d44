/* xq-season.h: what an event keeps for the club's season — its rating method, when it was closed,
 * the fields of a rating report, its prizes, and what the register knows of its players
 *
 * Plain data, loaded with the event (xq_store_load_event) into XqEvent.season.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-rating.h"

G_BEGIN_DECLS

/* How players level on points share prizes. */
typedef enum {
  XQ_PRIZE_SPLIT_RANKING, /* by the final ranking, tie-breaks included; a place the ranking shares is shared */
  XQ_PRIZE_SPLIT_POINTS,  /* those level on points share the prizes of their places equally */
  XQ_PRIZE_SPLIT_HORT,    /* half of each prize by the ranking, half shared equally (Hort system) */
} XqPrizeSplit;

typedef struct
{
  char  *category; /* "": by place in the standings */
  guint  place;
  gint64 amount; /* in whole units of the event's money; 0: a prize that is not money */
  char  *label;  /* "奖杯", "a book"; may be "" */
} XqPrize;

/* Who may win a category's prizes: every condition set must hold. */
typedef struct
{
  char *name;
  char *sex;          /* "m", "w" or "" (any) */
  int   born_from;    /* birth year from (0: any) */
  int   born_to;      /* birth year up to (0: any) */
  int   rating_below; /* rating under (0: any) */
  char *club;         /* "" : any */
} XqPrizeCategory;

/* What the register says of a player of the event (the member the player row links to). */
typedef struct
{
  gint64 player;
  gint64 member;
  char  *sex;        /* "m", "w", "" */
  char  *birth;      /* "YYYY" or "YYYY-MM-DD", "" */
  char  *federation; /* FIDE federation code, "CHN" */
  char  *title;
  guint  listed_k;
  int    rated_games; /* −1: unknown */
  int    highest;
} XqSeasonPlayer;

typedef struct
{
  XqRatingMethod rating_method;
  guint          rating_k; /* the club method's K */
  gboolean       rating_per_round;
  char          *closed; /* ISO 8601 UTC: when the ratings went into the register; NULL while open */
  /* The rating report (TRF-16). */
  char        *city;
  char        *federation;
  char        *start_date; /* YYYY-MM-DD or "" */
  char        *end_date;
  char        *chief_arbiter;
  char        *deputy_arbiters;
  char        *time_control;
  GPtrArray   *round_dates; /* char * per round (index 0: round 1), "" when not set */
  XqPrizeSplit prize_split;
  GArray      *prizes;     /* XqPrize, by category, place */
  GArray      *categories; /* XqPrizeCategory, in the order set */
  GArray      *players;    /* XqSeasonPlayer of the players linked to members */
} XqEventSeason;

/* Frees what @season holds (not @season) and zeroes it. */
void xq_event_season_clear (XqEventSeason *season);
/* Empty arrays where NULL. */
void        xq_event_season_init (XqEventSeason *season);

const char *xq_prize_split_to_string (XqPrizeSplit split);
gboolean    xq_prize_split_from_string (const char   *text,
                                        XqPrizeSplit *out);

/* The register's data of @player (transfer none) (nullable). */
const XqSeasonPlayer *xq_event_season_find_player (const XqEventSeason *season,
                                                   gint64               player);
/* The year of a birth date, 0 when unknown. */
int xq_season_birth_year (const char *birth);

G_END_DECLS
