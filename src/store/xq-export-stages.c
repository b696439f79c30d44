/* xq-export-stages.c: the stages of a groups event as the exports name them
 *
 * A groups event's standings export as the window shows them: each group's table, then the
 * knockout places (xq_knockout_places). The words are the exports' (English), as the window's
 * are its own (translated, xq-tournament-ui.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-export-private.h"

guint
xq_export_n_groups (const XqEventData *data)
{
  int largest = -1;

  if (data->event.system != XQ_SYSTEM_GROUPS)
    return 0;
  for (guint i = 0; i < data->entries->len; i++)
    largest = MAX (largest, g_array_index (data->entries, XqEntry, i).group);
  return (guint) (largest + 1);
}

char *
xq_export_group_letter (guint group)
{
  return g_strdup_printf ("%c", 'A' + group % 26);
}

char *
xq_export_knockout_place (const XqKnockoutPlace *place)
{
  if (place->open)
    return g_strdup ("");
  if (place->first == place->last)
    return g_strdup_printf ("%u", place->first);
  /* An en dash: a spreadsheet reads "5-8" as a date. */
  return g_strdup_printf ("%u–%u", place->first, place->last);
}

char *
xq_export_knockout_fate (const XqKnockoutPlace *place)
{
  /* The losers of a round of m matches share places m + 1 … */
  guint matches = place->first - 1;

  if (place->open)
    return g_strdup ("Still in: place open");
  if (place->out_round == 0)
    return g_strdup ("Winner");
  switch (matches)
    {
    case 1:
      return g_strdup ("Lost the final");
    case 2:
      return g_strdup ("Out in: Semi-finals");
    case 4:
      return g_strdup ("Out in: Quarter-finals");
    default:
      return g_strdup_printf ("Out in: Round %u", place->out_round);
    }
}

const char *
xq_export_knockout_note (GArray *places)
{
  for (guint i = 0; i < places->len; i++)
    if (g_array_index (places, XqKnockoutPlace, i).open)
      return "Matches still to be decided leave places open; the losers of a round share its places (there is no "
             "match for third place).";
  return "The losers of a round share its places (there is no match for third place).";
}
