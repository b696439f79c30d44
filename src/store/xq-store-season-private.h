/* xq-store-season-private.h: how the event store's general parts call the season's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-store.h"

G_BEGIN_DECLS

/* Inside the transaction that creates event @event_id: its rating method and report fields. */
gboolean xq_store_write_season (XqStore             *self,
                                gint64               event_id,
                                const XqEventSeason *season,
                                GError             **error);
/* Fills data->event.season (and what the register knows of its players). */
gboolean xq_store_load_season (XqStore     *self,
                               XqEventData *data,
                               GError     **error);
/* Inside the transaction that duplicates @from as @to: the rating method, prizes and categories
 * (not the dates, nor whether it was closed). */
gboolean xq_store_copy_season (XqStore *self,
                               gint64   from,
                               gint64   to,
                               GError **error);

G_END_DECLS
