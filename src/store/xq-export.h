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
  XQ_EXPORT_BOARDS, /* team events: each player's results on each board */
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
/* What the TRF's fixed columns cannot hold whole (a name over 33 characters, a federation id over
 * 11): appends one line per field cut to @report; returns how many. A report a federation reads
 * must not lose a player's id without a word. */
guint xq_export_trf_cut (const XqEventData *data,
                         GString           *report);

/* Text of a tie-break value of @row ("12.5", or "30 24 18" for a list). Returns: (transfer full). */
char *xq_export_tiebreak_value (const XqStanding *row,
                                XqTiebreak        tiebreak) G_GNUC_WARN_UNUSED_RESULT;

/* The crosstable of the exports, row by row for a view. */
typedef struct _XqCrosstable XqCrosstable;

/* @standings (of @data) and @data must outlive the crosstable. Returns: (transfer full). */
XqCrosstable *xq_crosstable_new (const XqEventData *data,
                                 XqStandings       *standings) G_GNUC_WARN_UNUSED_RESULT;
void          xq_crosstable_free (XqCrosstable *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqCrosstable, xq_crosstable_free)
/* The cells of @entry_id, one per round: "12r1" (the opponent's place in the table, r/b for the
 * colour played, then 1 ½ 0, + − for unplayed games, × annulled); a bye is "+" or "–".
 * Returns: (transfer full) (element-type utf8). */
GPtrArray *xq_crosstable_dup_row (XqCrosstable *self,
                                  gint64        entry_id) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
