#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Rebuilds the fixture databases from their SQL (sqlite3 3.40, Debian 12). The .db files are
# committed so that tests read exactly the bytes an old Qili wrote; run this only to add one.
set -eu
cd "$(dirname "$0")"
for sql in events-v1 events-v1-dangling events-v2 events-v3 events-v4 events-v5 events-v6 newer foreign; do
  rm -f "$sql.db"
  sqlite3 "$sql.db" < "$sql.sql"
done
