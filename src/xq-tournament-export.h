/* xq-tournament-export.h: writing an event's tables to a file without blocking the caller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-export.h"

G_BEGIN_DECLS

typedef enum {
  XQ_EXPORT_FORMAT_CSV,  /* one table */
  XQ_EXPORT_FORMAT_HTML, /* a printable page: pairings, standings, crosstable */
  XQ_EXPORT_FORMAT_TRF,  /* FIDE TRF-16 */
} XqExportFormat;

/* Exports event @event_id of the events file @path to @file, in a thread on a connection of its
 * own (the store is used from the main thread only). @table and @round choose the CSV table and
 * the round of its pairings (0: the latest). Cancelling stops it between steps; a file is
 * replaced only once its whole text is ready. */
void xq_tournament_export_async (const char         *path,
                                 gint64              event_id,
                                 XqExportFormat      format,
                                 XqExportTable       table,
                                 guint               round,
                                 GFile              *file,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data);
/* @cut: (out) (optional): what the file's fixed columns could not hold, one line per field
 * ("" when nothing was cut; TRF only). */
gboolean xq_tournament_export_finish (GAsyncResult *result,
                                      char        **cut,
                                      GError      **error);

G_END_DECLS
