/* xq-export.h: pairings, standings and crosstables as CSV and printable HTML; FIDE TRF-16
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-standings.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

typedef enum {
  XQ_EXPORT_PAIRINGS,
  XQ_EXPORT_STANDINGS,
  XQ_EXPORT_CROSSTABLE,
} XqExportTable;

/* One table as CSV (RFC 4180, UTF-8, header line). Pairings are of @round (0 = the latest).
 * Returns: (transfer full). */
char *xq_export_csv (const XqEventData *data,
                     XqExportTable      table,
                     guint              round) G_GNUC_WARN_UNUSED_RESULT;
/* A self-contained printable page: latest pairings, standings with every tie-break, crosstable.
 * Returns: (transfer full). */
char *xq_export_html (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;
/* FIDE Tournament Report File (TRF-16), with the point values of the event's scoring in
 * BBW/BBD/BBL/BBZ/BBF/BBU lines. Returns: (transfer full). */
char *xq_export_trf (const XqEventData *data) G_GNUC_WARN_UNUSED_RESULT;

/* Text of a tie-break value of @row ("12.5", or "30 24 18" for a list). Returns: (transfer full). */
char *xq_export_tiebreak_value (const XqStanding *row,
                                XqTiebreak        tiebreak) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
