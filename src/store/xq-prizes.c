/* xq-prizes.c: awarding place and category prizes (xq-prizes.h gives the readings)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-prizes.h"

static const XqPrize *
place_prize (const XqEventData *data,
             const char        *category,
             guint              place)
{
  const GArray *prizes = data->event.season.prizes;

  for (guint i = 0; prizes != NULL && i < prizes->len; i++)
    {
      const XqPrize *p = &g_array_index (prizes, XqPrize, i);
      if (p->place == place && g_str_equal (p->category, category))
        return p;
    }
  return NULL;
}

static guint
n_prizes (const XqEventData *data,
          const char        *category)
{
  const GArray *prizes = data->event.season.prizes;
  guint         n = 0;

  for (guint i = 0; prizes != NULL && i < prizes->len; i++)
    n = MAX (n, g_str_equal (g_array_index (prizes, XqPrize, i).category, category) ? g_array_index (prizes, XqPrize, i).place : 0);
  return n;
}

static gint64
money_of (const XqEventData *data,
          guint              place)
{
  const XqPrize *p = place_prize (data, "", place);
  return p != NULL ? p->amount * 100 : 0;
}

gboolean
xq_prizes_qualifies (const XqEventData     *data,
                     const XqPrizeCategory *c,
                     gint64                 entry_id)
{
  const XqEntry        *e = xq_event_data_find_entry (data, entry_id);
  const XqSeasonPlayer *sp;
  int                   born;

  if (e == NULL || e->members != NULL)
    return FALSE; /* categories are for individual events */
  sp = xq_event_season_find_player (&data->event.season, e->player_id);
  born = sp != NULL ? xq_season_birth_year (sp->birth) : 0;
  if (*c->sex != '\0' && (sp == NULL || g_strcmp0 (sp->sex, c->sex) != 0))
    return FALSE;
  if ((c->born_from > 0 && (born == 0 || born < c->born_from)) || (c->born_to > 0 && (born == 0 || born > c->born_to)))
    return FALSE;
  if (c->rating_below > 0 && e->rating >= c->rating_below)
    return FALSE;
  if (*c->club != '\0' && g_strcmp0 (e->club, c->club) != 0)
    return FALSE;
  return TRUE;
}

/* Whether rows @a and @b are level for sharing under @split. */
static gboolean
level (XqPrizeSplit      split,
       const XqStanding *a,
       const XqStanding *b)
{
  if (split == XQ_PRIZE_SPLIT_RANKING)
    return a->rank == b->rank;
  return a->points == b->points;
}

static void
add_award (GArray        *out,
           const char    *category,
           guint          place,
           const XqPrize *prize,
           gint64         entry,
           gint64         cents,
           guint          from,
           guint          to)
{
  XqPrizeAward a = { category, place, prize != NULL ? prize->amount : 0, prize != NULL ? prize->label : "", entry, cents, from, to };

  g_array_append_val (out, a);
}

static void
award_places (const XqEventData *data,
              XqStandings       *st,
              GArray            *out,
              GHashTable        *winners)
{
  XqPrizeSplit split = data->event.season.prize_split;
  guint        n = n_prizes (data, "");
  guint        rows = st->rows->len;

  for (guint a = 0; a < rows && a < n;)
    {
      const XqStanding *first = &g_array_index (st->rows, XqStanding, a);
      guint             b = a;
      gint64            pool = 0;

      /* The group level with row a (places a+1 … b+1). */
      while (b + 1 < rows && level (split, first, &g_array_index (st->rows, XqStanding, b + 1)))
        b++;
      for (guint r = a; r <= b; r++)
        pool += money_of (data, r + 1);
      for (guint r = a; r <= b; r++)
        {
          const XqStanding *row = &g_array_index (st->rows, XqStanding, r);
          const XqPrize    *prize = place_prize (data, "", r + 1);
          guint             count = b - a + 1;
          gint64            cents;

          if (count == 1)
            cents = money_of (data, r + 1);
          else if (split == XQ_PRIZE_SPLIT_HORT)
            cents = money_of (data, r + 1) / 2 + pool / 2 / count;
          else
            cents = pool / count;
          if (prize == NULL && cents == 0)
            continue; /* beyond the prizes, nothing shared */
          add_award (out, "", r + 1, prize, row->entry_id, cents, count > 1 ? a + 1 : r + 1, count > 1 ? b + 1 : r + 1);
          g_hash_table_add (winners, (gpointer) &row->entry_id);
        }
      a = b + 1;
    }
  /* Prizes for places nobody reached (fewer players than prizes). */
  for (guint p = rows + 1; p <= n; p++)
    if (place_prize (data, "", p) != NULL)
      add_award (out, "", p, place_prize (data, "", p), 0, 0, p, p);
}

static void
award_category (const XqEventData     *data,
                XqStandings           *st,
                const XqPrizeCategory *c,
                GArray                *out,
                GHashTable            *winners)
{
  guint n = n_prizes (data, c->name);
  guint r = 0;

  for (guint place = 1; place <= n; place++)
    {
      const XqPrize *prize = place_prize (data, c->name, place);
      gint64         entry = 0;

      for (; r < st->rows->len && entry == 0; r++)
        {
          const XqStanding *row = &g_array_index (st->rows, XqStanding, r);
          if (!g_hash_table_contains (winners, &row->entry_id) && xq_prizes_qualifies (data, c, row->entry_id))
            entry = row->entry_id;
        }
      if (prize == NULL)
        continue;
      if (entry != 0)
        g_hash_table_add (winners, (gpointer) &g_array_index (st->rows, XqStanding, r - 1).entry_id);
      add_award (out, c->name, place, prize, entry, entry != 0 ? prize->amount * 100 : 0, place, place);
    }
}

GArray *
xq_prizes_award (const XqEventData *data,
                 XqStandings       *standings)
{
  GArray                *out = g_array_new (FALSE, TRUE, sizeof (XqPrizeAward));
  g_autoptr (GHashTable) winners = g_hash_table_new (g_int64_hash, g_int64_equal);
  const GArray          *cats = data->event.season.categories;

  g_return_val_if_fail (data != NULL && standings != NULL, out);

  award_places (data, standings, out, winners);
  for (guint i = 0; cats != NULL && i < cats->len; i++)
    award_category (data, standings, &g_array_index (cats, XqPrizeCategory, i), out, winners);
  return out;
}

char *
xq_prizes_money_text (gint64 cents)
{
  if (cents % 100 == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT, cents / 100);
  return g_strdup_printf ("%" G_GINT64_FORMAT ".%02d", cents / 100, (int) (cents % 100));
}
