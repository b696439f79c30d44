/* xq-season.c: an event's season data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-season.h"

#include <stdlib.h>

static void
clear_prize (gpointer p)
{
  XqPrize *prize = p;

  g_free (prize->category);
  g_free (prize->label);
}

static void
clear_category (gpointer p)
{
  XqPrizeCategory *c = p;

  g_free (c->name);
  g_free (c->sex);
  g_free (c->club);
}

static void
clear_player (gpointer p)
{
  XqSeasonPlayer *sp = p;

  g_free (sp->sex);
  g_free (sp->birth);
  g_free (sp->federation);
  g_free (sp->title);
}

void
xq_event_season_init (XqEventSeason *season)
{
  if (season->round_dates == NULL)
    season->round_dates = g_ptr_array_new_with_free_func (g_free);
  if (season->prizes == NULL)
    {
      season->prizes = g_array_new (FALSE, TRUE, sizeof (XqPrize));
      g_array_set_clear_func (season->prizes, clear_prize);
    }
  if (season->categories == NULL)
    {
      season->categories = g_array_new (FALSE, TRUE, sizeof (XqPrizeCategory));
      g_array_set_clear_func (season->categories, clear_category);
    }
  if (season->players == NULL)
    {
      season->players = g_array_new (FALSE, TRUE, sizeof (XqSeasonPlayer));
      g_array_set_clear_func (season->players, clear_player);
    }
}

void
xq_event_season_clear (XqEventSeason *season)
{
  g_free (season->closed);
  g_free (season->city);
  g_free (season->federation);
  g_free (season->start_date);
  g_free (season->end_date);
  g_free (season->chief_arbiter);
  g_free (season->deputy_arbiters);
  g_free (season->time_control);
  g_clear_pointer (&season->round_dates, g_ptr_array_unref);
  g_clear_pointer (&season->prizes, g_array_unref);
  g_clear_pointer (&season->categories, g_array_unref);
  g_clear_pointer (&season->players, g_array_unref);
  *season = (XqEventSeason){ 0 };
}

static const char *const split_names[] = { "ranking", "points", "hort" };

const char *
xq_prize_split_to_string (XqPrizeSplit split)
{
  g_return_val_if_fail (split < G_N_ELEMENTS (split_names), "ranking");
  return split_names[split];
}

gboolean
xq_prize_split_from_string (const char   *text,
                            XqPrizeSplit *out)
{
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (split_names); i++)
    if (g_str_equal (text, split_names[i]))
      {
        *out = (XqPrizeSplit) i;
        return TRUE;
      }
  return FALSE;
}

const XqSeasonPlayer *
xq_event_season_find_player (const XqEventSeason *season,
                             gint64               player)
{
  for (guint i = 0; season->players != NULL && i < season->players->len; i++)
    if (g_array_index (season->players, XqSeasonPlayer, i).player == player)
      return &g_array_index (season->players, XqSeasonPlayer, i);
  return NULL;
}

int
xq_season_birth_year (const char *birth)
{
  if (birth == NULL || !g_ascii_isdigit (birth[0]))
    return 0;
  return atoi (birth);
}
