/* xq-export-private.h: what the individual and team exports share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-tournament.h"

G_BEGIN_DECLS

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

G_END_DECLS
