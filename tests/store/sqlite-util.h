/* sqlite-util.h: reading an event file straight through SQLite in the store tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <sqlite3.h>

/* The first column of the first row of @sql on @path, NULL when there is none. Read-only; with
 * @immutable as a file nobody has open (no locks, and no -wal or -shm left beside it). */
static inline char *
test_sqlite_text (const char *path,
                  gboolean    immutable,
                  const char *sql)
{
  g_autofree char *uri = g_strconcat ("file:", path, immutable ? "?immutable=1" : "", NULL);
  sqlite3         *db = NULL;
  sqlite3_stmt    *stmt = NULL;
  char            *v = NULL;

  g_assert_cmpint (sqlite3_open_v2 (immutable ? uri : path, &db, SQLITE_OPEN_READONLY | (immutable ? SQLITE_OPEN_URI : 0), NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    v = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return v;
}
