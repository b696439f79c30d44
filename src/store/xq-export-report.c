/* xq-export-report.c: TRF-16 header lines and the register's columns of a player line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-export-report.h"

#include <string.h>

#include "xq-export-private.h"
#include "xq-export.h"

/* "YYYY-MM-DD" (or "YYYY") as "YYYY/MM/DD" ("YYYY/00/00"); "" when unknown. */
static char *
trf_date (const char *date,
          gboolean    short_year)
{
  if (date == NULL || strlen (date) < 4)
    return g_strdup ("");
  if (strlen (date) < 10)
    return g_strdup_printf ("%.4s/00/00", date);
  if (short_year)
    return g_strdup_printf ("%.2s/%.2s/%.2s", date + 2, date + 5, date + 8);
  return g_strdup_printf ("%.4s/%.2s/%.2s", date, date + 5, date + 8);
}

static void
line (GString    *out,
      const char *tag,
      const char *text)
{
  GString *l;

  if (text == NULL || *text == '\0')
    return;
  l = g_string_new (tag);
  g_string_append_c (l, ' ');
  xq_export_fixed (l, text, 80);
  g_string_append (out, g_strchomp (l->str));
  g_string_append_c (out, '\n');
  g_string_free (l, TRUE);
}

void
xq_export_trf_header (GString           *out,
                      const XqEventData *data,
                      guint              players,
                      guint              rated,
                      guint              teams,
                      const char        *type)
{
  const XqEventSeason *s = &data->event.season;
  g_autofree char     *start = trf_date (s->start_date, FALSE), *end = trf_date (s->end_date, FALSE);
  g_autofree char     *n = g_strdup_printf ("%u", players), *r = g_strdup_printf ("%u", rated);
  g_autofree char     *t = g_strdup_printf ("%u", teams);
  gboolean             dates = FALSE;

  line (out, "012", data->event.name);
  line (out, "022", s->city);
  line (out, "032", s->federation);
  line (out, "042", start);
  line (out, "052", end);
  line (out, "062", n);
  line (out, "072", r);
  if (teams > 0)
    line (out, "082", t);
  line (out, "092", type);
  line (out, "102", s->chief_arbiter);
  if (s->deputy_arbiters != NULL)
    {
      g_auto (GStrv) deputies = g_strsplit (s->deputy_arbiters, ";", -1);
      for (guint i = 0; deputies[i] != NULL; i++)
        line (out, "112", g_strstrip (deputies[i]));
    }
  line (out, "122", s->time_control);
  for (guint i = 0; s->round_dates != NULL && i < s->round_dates->len; i++)
    dates = dates || *(const char *) g_ptr_array_index (s->round_dates, i) != '\0';
  if (dates)
    {
      /* The round dates from column 92, 10 columns a round, as the rounds of a player line. */
      GString *l = g_string_new ("132");
      g_string_append_printf (l, "%86s", "");
      for (guint i = 0; i < s->round_dates->len; i++)
        {
          g_autofree char *d = trf_date (g_ptr_array_index (s->round_dates, i), TRUE);
          g_string_append_printf (l, "  %8s", d);
        }
      g_string_append (out, g_strchomp (l->str));
      g_string_append_c (out, '\n');
      g_string_free (l, TRUE);
    }
}

static guint
trf_cut_player (GString    *report,
                guint       number,
                const char *name,
                const char *federation_id)
{
  guint cut = 0;

  if (name != NULL && g_utf8_strlen (name, -1) > 33)
    {
      g_string_append_printf (report, "%u %s: the name is cut to 33 characters (TRF columns 15–47)\n", number, name);
      cut++;
    }
  if (federation_id != NULL && g_utf8_strlen (federation_id, -1) > 11)
    {
      g_string_append_printf (report, "%u %s: the federation id %s is cut to 11 characters (TRF columns 58–68)\n",
                              number, name, federation_id);
      cut++;
    }
  return cut;
}

guint
xq_export_trf_cut (const XqEventData *data,
                   GString           *report)
{
  guint cut = 0;

  g_return_val_if_fail (data != NULL, 0);
  g_return_val_if_fail (report != NULL, 0);

  /* Numbered as xq_export_trf numbers them: team events by team order, others by entry number */
  if (data->event.team_boards > 0)
    for (guint i = 0; i < data->players->len; i++)
      {
        const XqPlayer *p = &g_array_index (data->players, XqPlayer, i);
        cut += trf_cut_player (report, i + 1, p->name, p->federation_id);
      }
  else
    for (guint i = 0; i < data->entries->len; i++)
      {
        const XqEntry *e = &g_array_index (data->entries, XqEntry, i);
        cut += trf_cut_player (report, e->number, e->name, e->federation_id);
      }
  return cut;
}

void
xq_export_trf_player (GString           *line_out,
                      const XqEventData *data,
                      guint              number,
                      gint64             player,
                      const char        *name,
                      int                rating,
                      const char        *federation_id)
{
  const XqSeasonPlayer *sp = xq_event_season_find_player (&data->event.season, player);
  g_autofree char      *birth = trf_date (sp != NULL ? sp->birth : NULL, FALSE);
  const char           *sex = sp != NULL && *sp->sex != '\0' ? sp->sex : " ";

  /* 1–3 tag, 5–8 number, 10 sex, 11–13 title, 15–47 name, 49–52 rating, 54–56 federation,
   * 58–68 FIDE id, 70–79 birth date. */
  g_string_append_printf (line_out, "001 %4u %s%3s ", number, sex, sp != NULL ? sp->title : "");
  xq_export_fixed (line_out, name, 33);
  g_string_append_printf (line_out, " %4d ", rating);
  xq_export_fixed (line_out, sp != NULL ? sp->federation : "", 3);
  g_string_append_c (line_out, ' ');
  /* Right-aligned, as FIDE's own example report writes the FIDE id (a longer or non-ASCII
   * national id starts at column 58). */
  if (federation_id != NULL && strlen (federation_id) <= 11 && g_str_is_ascii (federation_id))
    g_string_append_printf (line_out, "%11s", federation_id);
  else
    xq_export_fixed (line_out, federation_id, 11);
  g_string_append_c (line_out, ' ');
  xq_export_fixed (line_out, birth, 10);
  g_string_append_c (line_out, ' ');
}
