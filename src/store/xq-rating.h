/* xq-rating.h: Elo rating arithmetic as the FIDE Rating Regulations do it
 *
 * Integer arithmetic throughout (expected scores and score fractions in hundredths, as the
 * tables print them), so every figure can be checked by hand against the regulations. The
 * readings (FIDE Handbook B.02, Rating Regulations effective from 1 March 2024; 8.3.1 as amended
 * from 1 October 2025):
 *  - 8.1.2: the expected score PD of a player is read off the table by the difference D to the
 *    opponent: the H column when the player is the higher rated (or level), L when lower; over
 *    735 points it is 1.00 / 0.00.
 *  - 8.3.1 (the 400-point rule): a difference of more than 400 points counts as 400 for a player
 *    rated under 2650; a player rated 2650 or more uses the real difference. The club method
 *    caps every difference at 400.
 *  - 8.3.2: per game ΔR = score − PD (score 1, ½, 0: the event's own points do not matter), and
 *    the change is ΣΔR × K; 8.3.4: rounded to the nearest whole number, 0.5 away from zero.
 *  - 8.3.3: K = 10 once a published rating has reached 2400; else 40 until the end of the year
 *    of the 18th birthday while the rating has stayed under 2300; else 40 until 30 games have
 *    been rated; else 20 (the order in which FIDE's published K follow the four lines). When
 *    K × n (games rated in the period) would exceed 700, K is the largest whole number with
 *    K × n ≤ 700. A K published on a rating list is taken as it is (then capped).
 *  - 8.1.1 and the performance rating (Title Regulations 1.4.9): Rp = Ra + dp, where Ra is the
 *    average rating of the rated opponents, rounded to a whole number with 0.5 rounded up, and dp
 *    is read off table 8.1.1 at the score fraction p rounded to hundredths (0.005 up); a full
 *    score gives +800, none −800.
 *  - 8.2 (a first rating): Ra is the average of the rated opponents and of two hypothetical
 *    opponents rated 1800 with whom the player drew; Ru = Ra + dp at p = (W + 1) / (n + 2),
 *    rounded (0.5 up); at least 5 games against rated opponents; a zero score is disregarded.
 *    FIDE: at most 2200, and not published below 1400; the club method has neither bound.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  XQ_RATING_NONE, /* the event is not rated */
  XQ_RATING_FIDE, /* K per player by the FIDE conditions (8.3.3) */
  XQ_RATING_CLUB, /* one K set by the event for everyone */
} XqRatingMethod;

#define XQ_RATING_CAP              400  /* 8.3.1 */
#define XQ_RATING_CAP_EXEMPT       2650 /* 8.3.1 from 1 October 2025: no cap from this rating */
#define XQ_RATING_K_LIMIT          700  /* 8.3.3: K × n at most */
#define XQ_RATING_FIRST_MIN_GAMES  5    /* 7.1.4: a first rating needs 5 games against rated players */
#define XQ_RATING_FIRST_FLOOR      1400 /* 7.1.4 */
#define XQ_RATING_FIRST_MAX        2200 /* 8.2.3 */
#define XQ_RATING_FIRST_HYPOTHETIC 1800 /* 8.2.2: two hypothetical opponents, drawn */

/* "fide", "club", "none"; from_string returns FALSE for other text. */
const char *xq_rating_method_to_string (XqRatingMethod method);
gboolean    xq_rating_method_from_string (const char     *text,
                                          XqRatingMethod *out);

/* Table 8.1.2: the expected score, in hundredths, of a player whose rating is @difference points
 * above the opponent's (negative: below). No cap is applied here. */
int xq_rating_expected_score (int difference);
/* The difference D the player rated @own uses against @opponent under @method (8.3.1). */
int xq_rating_effective_difference (XqRatingMethod method,
                                    int            own,
                                    int            opponent);
/* Table 8.1.1: the rating difference dp for the score fraction @p_hundredths (0–100). */
int xq_rating_dp (int p_hundredths);

/* ΔR of one game in hundredths: @score_halves (2 won, 1 drawn, 0 lost) − PD. */
int xq_rating_game_delta (XqRatingMethod method,
                          int            own,
                          int            opponent,
                          int            score_halves);
/* ΣΔR (hundredths) × @k rounded as 8.3.4 says: the change in whole rating points. */
int xq_rating_change (int   delta_hundredths,
                      guint k);

/* What K depends on (8.3.3). */
typedef struct
{
  int   rating;      /* the published rating the event starts from */
  guint listed_k;    /* K published on a rating list; 0: work it out from the fields below */
  int   rated_games; /* games rated before the event; −1: unknown (taken as 30 or more) */
  int   highest;     /* highest published rating so far; below @rating: @rating */
  int   birth_year;  /* 0: unknown (not counted as a junior) */
} XqRatingPlayer;

/* K of @player for @n_games rated in an event played in @year (8.3.3, with the 700 limit). */
guint xq_rating_fide_k (const XqRatingPlayer *player,
                        int                   year,
                        guint                 n_games);

/* @sum / @n rounded to a whole number, 0.5 up (Ra); 0 when @n is 0. */
int xq_rating_average (gint64 sum,
                       guint  n);
/* @score_halves / (2 @n) in hundredths, rounded, 0.005 up. */
int xq_rating_score_fraction (int   score_halves,
                              guint n);
/* Rp = Ra + dp of @score_halves in @n games against opponents whose ratings sum to @sum. */
int xq_rating_performance (gint64 opponents_sum,
                           guint  n,
                           int    score_halves);
/* A first rating (8.2) from @n games against rated opponents summing @opponents_sum, scoring
 * @score_halves; 0 when none is due (fewer than 5 games, a zero score, below the floor). */
int xq_rating_first (XqRatingMethod method,
                     gint64         opponents_sum,
                     guint          n,
                     int            score_halves);

G_END_DECLS
