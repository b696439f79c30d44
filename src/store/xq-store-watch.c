/* xq-store-watch.c: PRAGMA data_version
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-store-watch.h"

#include "xq-store-private.h"

gint64
xq_store_data_version (XqStore *self,
                       GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), -1);

  stmt = xq_store_prepare (self, "PRAGMA data_version", error);
  if (stmt == NULL || !xq_store_step_row (self, stmt, error, "PRAGMA data_version"))
    return -1;
  return sqlite3_column_int64 (stmt, 0);
}
