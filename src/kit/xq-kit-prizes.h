/* xq-kit-prizes.h: the prize list of an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-kit-event.h"
#include "xq-kit-table.h"

G_BEGIN_DECLS

/* The prize list as a table, or NULL with @error when the event has no prizes set.
 * Returns: (transfer full) (nullable). */
XqKitTable *xq_kit_prizes_table (XqKitEvent *event,
                                 GError    **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
