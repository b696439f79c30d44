/* xq-dutch-colour.c: colour preferences (C.04.3 A.6) and allocation (E.1–E.5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-dutch-colour.h"

#include <string.h>

void
xq_dutch_colour_init (XqDutchColour *self,
                      const char    *history)
{
  gsize len = strlen (history);
  int   diff = 0;

  for (gsize i = 0; i < len; i++)
    diff += history[i] == 'R' ? 1 : -1;
  self->history = history;
  self->difference = diff;
  if (len == 0)
    {
      self->pref = 0;
      self->strength = XQ_DUTCH_PREF_NONE;
    }
  else if (diff > 1 || diff < -1 || (len >= 2 && history[len - 1] == history[len - 2]))
    {
      /* A.6.a: the difference decides; else the colour of the last two games. */
      if (diff > 1 || diff < -1)
        self->pref = diff > 0 ? -1 : 1;
      else
        self->pref = history[len - 1] == 'R' ? -1 : 1;
      self->strength = XQ_DUTCH_PREF_ABSOLUTE;
    }
  else if (diff != 0)
    {
      self->pref = diff > 0 ? -1 : 1;
      self->strength = XQ_DUTCH_PREF_STRONG;
    }
  else
    {
      self->pref = history[len - 1] == 'R' ? -1 : 1;
      self->strength = XQ_DUTCH_PREF_MILD;
    }
}

static gboolean
decide (XqDutchRule *rule,
        XqDutchRule  which,
        gboolean     hi_red)
{
  if (rule != NULL)
    *rule = which;
  return hi_red;
}

gboolean
xq_dutch_colour_allocate (const XqDutchColour *hi,
                          const XqDutchColour *lo,
                          guint                hi_number,
                          gboolean             initial_red,
                          XqDutchRule         *rule)
{
  gsize la = strlen (hi->history), lb = strlen (lo->history);

  /* E.1: both preferences can be granted (a player without one takes either colour). */
  if ((hi->pref != 0 || lo->pref != 0) && hi->pref != lo->pref)
    return decide (rule, XQ_DUTCH_RULE_BOTH, hi->pref != 0 ? hi->pref > 0 : lo->pref < 0);
  /* E.2: the stronger preference; both absolute (topscorers): the wider colour difference. */
  if (hi->pref != 0)
    {
      if (hi->strength != lo->strength)
        return decide (rule, XQ_DUTCH_RULE_STRONGER, hi->strength > lo->strength ? hi->pref > 0 : lo->pref < 0);
      if (hi->strength == XQ_DUTCH_PREF_ABSOLUTE && ABS (hi->difference) != ABS (lo->difference))
        return decide (rule, XQ_DUTCH_RULE_STRONGER, ABS (hi->difference) > ABS (lo->difference) ? hi->pref > 0 : lo->pref < 0);
    }
  /* E.3: alternate to the most recent game in which one had Red and the other Black. */
  for (gsize i = 1; i <= MIN (la, lb); i++)
    if (hi->history[la - i] != lo->history[lb - i])
      return decide (rule, XQ_DUTCH_RULE_ALTERNATE, hi->history[la - i] == 'B');
  /* E.4: the higher-ranked player's preference. */
  if (hi->pref != 0)
    return decide (rule, XQ_DUTCH_RULE_HIGHER, hi->pref > 0);
  /* E.5: an odd pairing number takes the initial colour. */
  return decide (rule, XQ_DUTCH_RULE_INITIAL, (hi_number % 2 == 1) == initial_red);
}

gboolean
xq_dutch_colour_beyond_two (const XqDutchColour *self,
                            gboolean             red)
{
  int d = self->difference + (red ? 1 : -1);
  return d > 2 || d < -2;
}

gboolean
xq_dutch_colour_third_running (const XqDutchColour *self,
                               gboolean             red)
{
  gsize len = strlen (self->history);
  char  c = red ? 'R' : 'B';
  return len >= 2 && self->history[len - 1] == c && self->history[len - 2] == c;
}
