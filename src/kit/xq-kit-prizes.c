/* xq-kit-prizes.c: the prize list (who wins what: xq-prizes.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include "xq-kit-prizes.h"

#include <gio/gio.h>

#include "xq-catalog.h"
#include "xq-prizes.h"

XqKitTable *
xq_kit_prizes_table (XqKitEvent *event,
                     GError    **error)
{
  const XqEventData *data = xq_kit_event_get_data (event);
  XqLang             lang = xq_kit_event_get_lang (event);
  g_autoptr (GArray) awards = NULL;
  XqKitTable        *t;

  if (data->event.season.prizes == NULL || data->event.season.prizes->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, XQ_T (lang, "No prizes are set for this event"));
      return NULL;
    }
  awards = xq_prizes_award (data, xq_kit_event_get_standings (event));
  t = xq_kit_table_new (11.5);
  /* Translators: the columns of the prize list */
  xq_kit_table_add_column (t, XQ_T (lang, "Prize"), 0, FALSE, XQ_KIT_CELL_BOLD);
  xq_kit_table_add_column (t, XQ_T (lang, "Amount"), 1, FALSE, XQ_KIT_CELL_BOLD);
  xq_kit_table_add_column (t, XQ_T (lang, "Winner"), 0, TRUE, XQ_KIT_CELL_PLAIN);
  xq_kit_table_add_column (t, XQ_T (lang, "Points"), 1, FALSE, XQ_KIT_CELL_PLAIN);
  xq_kit_table_add_column (t, XQ_T (lang, "Note"), 0, FALSE, XQ_KIT_CELL_DIM);
  for (guint i = 0; i < awards->len; i++)
    {
      const XqPrizeAward *a = &g_array_index (awards, XqPrizeAward, i);
      g_autofree char    *prize = NULL, *money = NULL, *points = NULL, *note = NULL;
      const char         *winner = "—";
      XqStandings        *st = xq_kit_event_get_standings (event);

      if (*a->category == '\0')
        /* Translators: a place prize in the prize list, e.g. "3rd place" or "第 3 名" */
        prize = g_strdup_printf (XQ_T (lang, "Place %u"), a->place);
      else
        prize = g_strdup_printf ("%s %u", a->category, a->place);
      money = a->cents > 0 ? xq_prizes_money_text (a->cents) : g_strdup ("");
      if (a->entry != 0)
        {
          winner = xq_kit_event_entry_name (event, a->entry);
          for (guint r = 0; r < st->rows->len; r++)
            if (g_array_index (st->rows, XqStanding, r).entry_id == a->entry)
              points = xq_kit_points (g_array_index (st->rows, XqStanding, r).points);
        }
      if (a->shared_from != a->shared_to)
        {
          /* Translators: a prize shared by players level on points, e.g. "places 3–5 shared" */
          g_autofree char *shared = g_strdup_printf (XQ_T (lang, "places %u–%u shared"), a->shared_from, a->shared_to);
          note = *a->label != '\0' ? g_strdup_printf ("%s · %s", a->label, shared) : g_steal_pointer (&shared);
        }
      else
        note = g_strdup (a->label);
      {
        const char *cells[] = { prize, money, winner, points != NULL ? points : "", note, NULL };
        xq_kit_table_add_row (t, cells);
      }
    }
  return t;
}
