/* xq-export-event.c: the CSV, HTML and TRF-16 of an event, individual or team
 *
 * The top of the exports, read last: xq-export.c writes an individual event and holds what both
 * kinds share (xq-export-private.h); xq-export-team.c writes a team event with those helpers;
 * this file only chooses. Neither of the two below calls the other's writers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-export-private.h"
#include "xq-export-team.h"
#include "xq-export.h"

char *
xq_export_csv (const XqEventData *data,
               XqExportTable      table,
               guint              round)
{
  if (data->event.team_boards > 0)
    return xq_export_team_csv (data, table, round);
  return xq_export_individual_csv (data, table, round);
}

char *
xq_export_html (const XqEventData *data)
{
  if (data->event.team_boards > 0)
    return xq_export_team_html (data);
  return xq_export_individual_html (data);
}

char *
xq_export_trf (const XqEventData *data)
{
  if (data->event.team_boards > 0)
    return xq_export_team_trf (data);
  return xq_export_individual_trf (data);
}
