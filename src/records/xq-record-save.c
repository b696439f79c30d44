/* xq-record-save.c: a game file replaced safely, its previous version kept
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-record-save.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "xq-catalog.h"
#include "xq-record-error.h"

static gboolean
write_durably (const char *path,
               const void *data,
               gsize       len,
               int         mode,
               GError    **error)
{
  /* GLib writes "PATH.XXXXXX" beside @path, fsync()s it and renames it over @path. */
  return g_file_set_contents_full (path, data, (gssize) len,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, mode, error);
}

static gboolean
write_backup (const char *backup,
              const char *data,
              gsize       len,
              GError    **error)
{
  g_autofree char *folder = g_path_get_dirname (backup);

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", folder, g_strerror (saved));
      return FALSE;
    }
  if (!write_durably (backup, data, len, 0600, error))
    {
      g_prefix_error (error, "%s", XQ_T (xq_lang_from_locale (), "the previous version could not be kept: "));
      return FALSE;
    }
  return TRUE;
}

gboolean
xq_record_save (const char *path,
                GBytes     *contents,
                GBytes     *expected,
                const char *backup,
                GError    **error)
{
  g_autofree char *target = NULL;
  g_autofree char *current = NULL;
  gsize            current_len = 0;
  gsize            len;
  const char      *data;
  GStatBuf         st;
  int              mode = 0666;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A link is followed: the file it names is the one replaced, the link stays. */
  target = realpath (path, NULL);
  if (target == NULL)
    target = g_strdup (path);
  if (g_stat (target, &st) == 0)
    {
      GError *read_error = NULL;

      mode = (int) (st.st_mode & 07777);
      if (!g_file_get_contents (target, &current, &current_len, &read_error))
        {
          g_propagate_error (error, read_error);
          return FALSE;
        }
      if (expected != NULL)
        {
          gsize       expected_len;
          const char *expected_data = g_bytes_get_data (expected, &expected_len);

          if (expected_len != current_len || memcmp (expected_data, current, current_len) != 0)
            {
              g_set_error_literal (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_CHANGED,
                                   XQ_T (xq_lang_from_locale (),
                                         "the file was changed on disk since it was opened; it was not overwritten"));
              return FALSE;
            }
        }
      if (backup != NULL && !write_backup (backup, current, current_len, error))
        return FALSE;
    }
  data = g_bytes_get_data (contents, &len);
  return write_durably (target, data != NULL ? data : "", len, mode, error);
}

char *
xq_record_backup_path (const char *path)
{
  g_autofree char *absolute = NULL;
  g_autofree char *base = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *name = NULL;
  char            *dot;

  g_return_val_if_fail (path != NULL, NULL);

  absolute = g_canonicalize_filename (path, NULL);
  hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, absolute, -1);
  hash[8] = '\0';
  base = g_path_get_basename (path);
  dot = strrchr (base, '.');
  if (dot != NULL && dot != base)
    {
      *dot = '\0';
      name = g_strdup_printf ("%s.%s.%s", base, hash, dot + 1);
    }
  else
    name = g_strdup_printf ("%s.%s", base, hash);
  return g_build_filename (g_get_user_data_dir (), "qili", "backups", name, NULL);
}
