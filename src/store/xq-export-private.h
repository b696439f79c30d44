/* xq-export-private.h: what the individual and team exports share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-export.h"
#include "xq-knockout.h"

G_BEGIN_DECLS

/* xq-export.c: the exports of an individual event (xq_export_csv, xq_export_html and
 * xq_export_trf, xq-export-event.c, choose between these and the team event's, xq-export-team.c). */
char *xq_export_individual_csv (const XqEventData *data,
                                XqExportTable      table,
                                guint              round) G_GNUC_WARN_UNUSED_RESULT;
char *xq_export_individual_html (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;
char *xq_export_individual_trf (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;

/* One CSV field (quoted when needed), then "," or, when @last, CRLF. */
void xq_export_csv_field (GString    *out,
                          const char *text,
                          gboolean    last);
/* "3", "3.5" for half points. Returns: (transfer full). */
char *xq_export_points_text (int half_points) G_GNUC_WARN_UNUSED_RESULT;
/* @text escaped for HTML. */
void xq_export_html_text (GString    *out,
                          const char *text);
/* What a reader of the HTML pages calls a tie-break ("Opponents' scores (对手分)"), a system
 * ("Swiss") and a scoring ("win 2, draw 1, loss 0"): never the keys of the CSV and the CLI. */
const char *xq_export_tiebreak_title (XqTiebreak tiebreak);
const char *xq_export_system_title (XqSystem system);
const char *xq_export_scoring_title (XqScoring scoring);
/* @text padded or cut to @width characters (TRF columns). */
void xq_export_fixed (GString    *out,
                      const char *text,
                      guint       width);

/* xq-export-stages.c: a groups event's stages. The groups drawn (0: a single-stage event, or
 * groups not yet drawn): the standings export a table per group, then the knockout places. */
guint xq_export_n_groups (const XqEventData *data);
/* "A" for group 0. Returns: (transfer full). */
char *xq_export_group_letter (guint group) G_GNUC_WARN_UNUSED_RESULT;
/* "1", "5–8" (shared), "" while open. Returns: (transfer full). */
char *xq_export_knockout_place (const XqKnockoutPlace *place) G_GNUC_WARN_UNUSED_RESULT;
/* How the player went out: "Winner", "Lost the final", "Out in: Semi-finals", "Still in: place
 * open". Returns: (transfer full). */
char *xq_export_knockout_fate (const XqKnockoutPlace *place) G_GNUC_WARN_UNUSED_RESULT;
/* The note under the knockout places: shared places, no third-place match. */
const char *xq_export_knockout_note (GArray *places);

G_END_DECLS
