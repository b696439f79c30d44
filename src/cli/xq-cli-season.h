/* xq-cli-season.h: the club season's parts of qili-cli tournament — publishing the event's
 * pages, the event kit (web folder, PDF documents)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-cli.h"
#include "xq-store.h"

G_BEGIN_DECLS

/* An exit status for a store error (1 for the file's trouble, 2 for bad input), printed. */
int xq_cli_season_fail (const GError *error);

/* publish --event E [--address A] [--port P] [--for SECONDS]: prints {"url","port"} and serves
 * the event's pages until SIGINT or SIGTERM. */
int xq_cli_season_publish (XqStore *store,
                           int      argc,
                           char   **argv);

/* export --format web|pdf of event @event_id: the web folder @output, or the PDF document
 * @document (pairings-by-name, pairings, score-sheets, table-cards, wall-chart, prizes) of round
 * @round (0: the latest) into @output, in @language (NULL: the locale's). */
int xq_cli_season_export (XqStore    *store,
                          gint64      event_id,
                          const char *format,
                          const char *document,
                          guint       round,
                          const char *output,
                          const char *language);

G_END_DECLS
