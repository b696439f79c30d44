/* xq-rating.c: the FIDE tables 8.1.1 and 8.1.2, K, rounding, performance and first ratings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-rating.h"

/* Table 8.1.2: the largest difference D with which the higher rated player's PD is .50, .51,
 * …, .99; above the last, PD is 1.00. */
static const int pd_upper[] = {
  3,
  10,
  17,
  25,
  32,
  39,
  46,
  53,
  61,
  68,
  76,
  83,
  91,
  98,
  106,
  113,
  121,
  129,
  137,
  145,
  153,
  162,
  170,
  179,
  188,
  197,
  206,
  215,
  225,
  235,
  245,
  256,
  267,
  278,
  290,
  302,
  315,
  328,
  344,
  357,
  374,
  391,
  411,
  432,
  456,
  484,
  517,
  559,
  619,
  735,
};

/* Table 8.1.1: dp for p = .50, .51, …, 1.00 (lower p: the negated value at 1 − p). */
static const int dp_upper_half[] = {
  0,
  7,
  14,
  21,
  29,
  36,
  43,
  50,
  57,
  65,
  72,
  80,
  87,
  95,
  102,
  110,
  117,
  125,
  133,
  141,
  149,
  158,
  166,
  175,
  184,
  193,
  202,
  211,
  220,
  230,
  240,
  251,
  262,
  273,
  284,
  296,
  309,
  322,
  336,
  351,
  366,
  383,
  401,
  422,
  444,
  470,
  501,
  538,
  589,
  677,
  800,
};

G_STATIC_ASSERT (G_N_ELEMENTS (pd_upper) == 50);
G_STATIC_ASSERT (G_N_ELEMENTS (dp_upper_half) == 51);

const char *
xq_rating_method_to_string (XqRatingMethod method)
{
  switch (method)
    {
    case XQ_RATING_FIDE:
      return "fide";
    case XQ_RATING_CLUB:
      return "club";
    case XQ_RATING_NONE:
    default:
      return "none";
    }
}

gboolean
xq_rating_method_from_string (const char     *text,
                              XqRatingMethod *out)
{
  static const XqRatingMethod all[] = { XQ_RATING_NONE, XQ_RATING_FIDE, XQ_RATING_CLUB };

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (all); i++)
    if (g_str_equal (text, xq_rating_method_to_string (all[i])))
      {
        *out = all[i];
        return TRUE;
      }
  return FALSE;
}

int
xq_rating_expected_score (int difference)
{
  int d = ABS (difference);
  int higher = 100;

  for (guint i = 0; i < G_N_ELEMENTS (pd_upper); i++)
    if (d <= pd_upper[i])
      {
        higher = 50 + (int) i;
        break;
      }
  return difference >= 0 ? higher : 100 - higher;
}

int
xq_rating_effective_difference (XqRatingMethod method,
                                int            own,
                                int            opponent)
{
  int d = own - opponent;

  if (method == XQ_RATING_FIDE && own >= XQ_RATING_CAP_EXEMPT)
    return d;
  return CLAMP (d, -XQ_RATING_CAP, XQ_RATING_CAP);
}

int
xq_rating_dp (int p_hundredths)
{
  g_return_val_if_fail (p_hundredths >= 0 && p_hundredths <= 100, 0);

  if (p_hundredths >= 50)
    return dp_upper_half[p_hundredths - 50];
  return -dp_upper_half[50 - p_hundredths];
}

int
xq_rating_game_delta (XqRatingMethod method,
                      int            own,
                      int            opponent,
                      int            score_halves)
{
  g_return_val_if_fail (score_halves >= 0 && score_halves <= 2, 0);

  return score_halves * 50 - xq_rating_expected_score (xq_rating_effective_difference (method, own, opponent));
}

int
xq_rating_change (int   delta_hundredths,
                  guint k)
{
  gint64 x = (gint64) delta_hundredths * k; /* hundredths of a rating point */

  /* 8.3.4: to the nearest whole number, 0.5 away from zero. */
  if (x >= 0)
    return (int) ((x + 50) / 100);
  return (int) -((-x + 50) / 100);
}

guint
xq_rating_fide_k (const XqRatingPlayer *player,
                  int                   year,
                  guint                 n_games)
{
  int   highest = MAX (player->highest, player->rating);
  guint k;

  g_return_val_if_fail (player != NULL, 20);

  if (player->listed_k > 0)
    k = player->listed_k;
  else if (highest >= 2400)
    k = 10;
  else if (player->birth_year > 0 && year - player->birth_year <= 18 && highest < 2300)
    k = 40;
  else if (player->rated_games >= 0 && player->rated_games < 30)
    k = 40;
  else
    k = 20;
  if (n_games > 0 && k * n_games > XQ_RATING_K_LIMIT)
    k = XQ_RATING_K_LIMIT / n_games;
  return k;
}

int
xq_rating_average (gint64 sum,
                   guint  n)
{
  if (n == 0)
    return 0;
  /* floor (sum / n + 0.5), ratings being positive */
  return (int) ((2 * sum + n) / (2 * (gint64) n));
}

int
xq_rating_score_fraction (int   score_halves,
                          guint n)
{
  if (n == 0)
    return 0;
  /* floor (score_halves / (2 n) × 100 + 0.5) */
  return (int) (((gint64) score_halves * 100 + n) / (2 * (gint64) n));
}

int
xq_rating_performance (gint64 opponents_sum,
                       guint  n,
                       int    score_halves)
{
  if (n == 0)
    return 0;
  return xq_rating_average (opponents_sum, n) + xq_rating_dp (xq_rating_score_fraction (score_halves, n));
}

int
xq_rating_first (XqRatingMethod method,
                 gint64         opponents_sum,
                 guint          n,
                 int            score_halves)
{
  guint  m = n + 2;
  gint64 num;
  int    ru;

  if (n < XQ_RATING_FIRST_MIN_GAMES || score_halves == 0)
    return 0;
  /* Ra over the opponents and two hypothetical 1800s, drawn with (8.2.2); Ru = Ra + dp, rounded
   * once (8.2.3): (sum + 3600) / m + dp = (sum + 3600 + dp m) / m. */
  num = opponents_sum + 2 * XQ_RATING_FIRST_HYPOTHETIC + (gint64) xq_rating_dp (xq_rating_score_fraction (score_halves + 2, m)) * m;
  ru = xq_rating_average (num, m);
  if (method == XQ_RATING_FIDE)
    {
      ru = MIN (ru, XQ_RATING_FIRST_MAX);
      if (ru < XQ_RATING_FIRST_FLOOR)
        return 0;
    }
  return MAX (ru, 1);
}
