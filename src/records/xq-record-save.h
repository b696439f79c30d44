/* xq-record-save.h: a game file replaced safely, its previous version kept
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Writes @contents to @path without ever leaving a damaged or half-written file: the bytes go to
 * a temporary file in the same folder, which is synced to disk and then renamed over @path (the
 * target, when @path is a symbolic link; its permissions are kept). When @path exists:
 * - @expected (nullable) is what it must still hold (the bytes it was read from): a file changed
 *   on disk since is not overwritten (XQ_RECORD_ERROR_CHANGED);
 * - its current contents are first written the same way to @backup (nullable), the one previous
 *   version kept (its folder is made); nothing is saved when that fails.
 * On failure @path is as it was (G_FILE_ERROR for the file system's errors). */
gboolean xq_record_save (const char *path,
                         GBytes     *contents,
                         GBytes     *expected,
                         const char *backup,
                         GError    **error);

/* Where the previous version of @path is kept: $XDG_DATA_HOME/qili/backups/NAME.HASH.EXT, the
 * hash telling files of the same name apart.
 * Returns: (transfer full) */
char *xq_record_backup_path (const char *path) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
