/* xq-export-team.h: the tables of a team event (分台制) as CSV and printable HTML; TRF-16 with its
 * team lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-export.h"

G_BEGIN_DECLS

/* xq_export_csv for a team event: pairings (a line per board, with the match and its teams),
 * standings (场分, 局分, the tie-breaks), crosstable (teams against teams, 局分 of each match), or
 * boards (each player's results on each board). Returns: (transfer full). */
char *xq_export_team_csv (const XqEventData *data,
                          XqExportTable      table,
                          guint              round) G_GNUC_WARN_UNUSED_RESULT;
/* xq_export_html for a team event. Returns: (transfer full). */
char *xq_export_team_html (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;
/* TRF-16 of a team event: a 001 line per player (numbered in team order, his own board games),
 * then a 013 line per team with its players' numbers. Returns: (transfer full). */
char *xq_export_team_trf (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;

/* "3:1 2:2": the 局分 (game points) of @team in its matches against @opponent, empty when they
 * have not met. Returns: (transfer full). */
char *xq_export_team_scores (const XqEventData *data,
                             gint64             team,
                             gint64             opponent) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
