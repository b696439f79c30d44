/* xqf-writer.h: writes XQF files for the tests (plain 1.0 and encrypted 1.1–1.8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-records.h"

G_BEGIN_DECLS

/* Writes @game as XQF @version (10–18); the keys of versions 11 and later are derived from
 * @seed. Header strings from the tags Title, Event, Date, Site, Red and Black (GBK), the result
 * from Result; comments after moves (and the root's) in GBK. Comments before moves are not
 * written (XQF has none).
 * Returns: (transfer full) */
GBytes *xqf_writer_write (const XqGame *game,
                          int           version,
                          guint32       seed);

G_END_DECLS
