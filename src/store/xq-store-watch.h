/* xq-store-watch.h: noticing that another connection changed the file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-store.h"

G_BEGIN_DECLS

/* PRAGMA data_version: a number that changes whenever another connection (this process's or
 * another's) has committed a change to the file since the last call; −1 on error. */
gint64 xq_store_data_version (XqStore *self,
                              GError **error);

G_END_DECLS
