/* xq-berger.c: round-robin schedules by the Berger rule
 *
 * With m = n − 1 (n even; for odd n a dummy n + 1 is the bye), in round r player p meets q when
 * p + q ≡ r + 1 (mod m); the player p with 2p ≡ r + 1 meets n, who has Black in odd rounds and Red
 * in even rounds. Of two players p < q from 1…m, p has Red exactly when q − p is odd. Boards are
 * listed as in the FIDE tables: the game of n first, then (p + k, p − k) for k = 1, 2, ….
 * tests/store/test-berger.c checks every table from 3 to 16 against FIDE's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-berger.h"

guint
xq_berger_n_rounds (guint n)
{
  if (n < 2)
    return 0;
  return n % 2 == 0 ? n - 1 : n;
}

/* 1…m from any integer */
static guint
wrap (int   x,
      guint m)
{
  int r = x % (int) m;

  if (r <= 0)
    r += (int) m;
  return (guint) r;
}

guint
xq_berger_round (guint          n,
                 guint          round,
                 XqBergerBoard *boards)
{
  guint    size = n % 2 == 0 ? n : n + 1;
  guint    m = size - 1;
  guint    p = 0, count = 0;
  gboolean odd = n % 2 == 1;

  g_return_val_if_fail (n >= 2, 0);
  g_return_val_if_fail (round >= 1 && round <= xq_berger_n_rounds (n), 0);

  /* p with 2p ≡ r + 1 (mod m); m is odd, so exactly one exists. */
  for (guint x = 1; x <= m; x++)
    if ((2 * x) % m == (round + 1) % m)
      p = x;
  g_assert (p != 0);

  if (!odd)
    {
      boards[count].red = round % 2 == 1 ? p : size;
      boards[count].black = round % 2 == 1 ? size : p;
      count++;
    }
  for (guint k = 1; k < size / 2; k++)
    {
      guint    a = wrap ((int) p + (int) k, m), b = wrap ((int) p - (int) k, m);
      guint    lo = MIN (a, b), hi = MAX (a, b);
      gboolean lo_red = (hi - lo) % 2 == 1;

      boards[count].red = lo_red ? lo : hi;
      boards[count].black = lo_red ? hi : lo;
      count++;
    }
  if (odd)
    {
      boards[count].red = p;
      boards[count].black = 0;
      count++;
    }
  return count;
}

guint
xq_berger_double_round (guint     n,
                        guint     round,
                        gboolean *reversed)
{
  guint m = xq_berger_n_rounds (n);

  g_return_val_if_fail (round >= 1 && round <= 2 * m, 1);

  *reversed = round > m;
  if (round > m)
    return round - m;
  if (m >= 3 && round >= m - 1)
    return round == m ? m - 1 : m;
  return round;
}
