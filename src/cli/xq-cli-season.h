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

/* member add|edit|list|import|history …; the flags its action opens the file with (add and
 * import make a missing file). */
int              xq_cli_season_member (XqStore *store,
                                       int      argc,
                                       char   **argv);
XqStoreOpenFlags xq_cli_season_member_flags (int    argc,
                                             char **argv);
/* add-player --event E --member M [--team T]: {"player": ID} */
int xq_cli_season_enter_member (XqStore *store,
                                gint64   event_id,
                                gint64   team_id,
                                gint64   member_id);
/* ratings --event E [--round R]: each player's rating, change, performance, opponents' average */
int xq_cli_season_ratings (XqStore *store,
                           int      argc,
                           char   **argv);
/* close --event E: the ratings into the register */
int xq_cli_season_close (XqStore *store,
                         int      argc,
                         char   **argv);
/* details --event E [--city …]: the rating report's fields */
int xq_cli_season_details (XqStore *store,
                           int      argc,
                           char   **argv);
/* prizes --event E [--set …]: the prizes and who wins them */
int xq_cli_season_prizes (XqStore *store,
                          int      argc,
                          char   **argv);

G_END_DECLS
