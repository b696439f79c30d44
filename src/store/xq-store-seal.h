/* xq-store-seal.h: what an event file looked like when Qili last left it checked and sound
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How long a full PRAGMA integrity_check is trusted for a file that nothing has touched since:
 * the first write after that checks it in full again, which catches what no file time shows (a
 * disk that loses bits). */
#define XQ_STORE_SEAL_MAX_AGE (24 * G_TIME_SPAN_HOUR)

/* A file's identity and state as the file system reports them: a change of any byte through the
 * file system (a write in place, a truncation, a copy or a rename over it) changes the change time
 * or the size, or gives another inode. */
typedef struct
{
  guint64 dev, ino, size;
  gint64  mtime_sec, mtime_nsec, ctime_sec, ctime_nsec;
  gint64  checked_at; /* real time (µs) of the last full integrity_check the file passed */
} XqStoreSeal;

/* Whether no connection has @path open nor left a journal: no -shm, no -journal, no -wal with
 * frames in it. */
gboolean xq_store_file_quiet (const char *path);

/* TRUE when @path has a seal of this user's and is now exactly as it then was: no -wal with frames,
 * no -shm, no -journal beside it (nobody has it open, nothing to roll back or forward), the same
 * device, inode, size, modification and change times, and the full check it records is younger
 * than XQ_STORE_SEAL_MAX_AGE. Fills @seal then. */
gboolean xq_store_seal_matches (const char  *path,
                                XqStoreSeal *seal);
/* TRUE when @path's device, inode, size and times are still those of @seal. */
gboolean xq_store_seal_still (const char        *path,
                              const XqStoreSeal *seal);
/* Records @path as it now is, after a full check at @checked_at and only writes by this
 * connection since; nothing when @path is not quiet (another connection has it open, or a journal
 * is left): then the next opener checks it in full. */
void xq_store_seal_write (const char *path,
                          gint64      checked_at);
/* Drops @path's seal. */
void xq_store_seal_forget (const char *path);

G_END_DECLS
