/* xq-store-seal.c: what an event file looked like when Qili last left it checked and sound
 *
 * Before its first write a connection must know the file is sound (xq-store.c): PRAGMA
 * integrity_check reads every page, which on a big file costs more than the write itself. A seal
 * spares it when the file is exactly as a Qili connection left it after such a check and its own
 * writes: after closing as the last connection (the WAL folded into the file), that connection
 * records the file's device, inode, size and modification and change times in this user's cache
 * folder (qili/sealed/, one small file per event file, named by the SHA-256 of its real path). The
 * next opener that finds the file quiet and all of these the same trusts it without quick_check
 * and integrity_check.
 *
 * What changes a file behind Qili's back changes what the seal records: a program writing bytes
 * in place (dd, a hex editor, the sqlite3 shell) sets the change time, which no program can set
 * back; a truncation or an append changes the size; a copy, a sync client or an editor that
 * replaces the file gives another inode. What it cannot see: damage that no write made (a disk
 * losing bits: the seal's full check expires after XQ_STORE_SEAL_MAX_AGE for that), and a write
 * in place by a program that ignores SQLite's locks within the same tick of the file system's
 * clock (1–10 ms, on kernels without fine-grained time stamps) as Qili's own last write.
 *
 * A seal is only a saving: a missing, unreadable, foreign or stale one means a full check, never a
 * refusal, so it is replaced by a rename but without fsync (a power cut costs at most one full check).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-store-seal.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MAGIC "qili-seal 1"

gboolean
xq_store_file_quiet (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);
  g_autofree char *journal = g_strconcat (path, "-journal", NULL);
  GStatBuf         st;

  return (g_stat (wal, &st) != 0 || st.st_size == 0) && !g_file_test (shm, G_FILE_TEST_EXISTS) &&
         !g_file_test (journal, G_FILE_TEST_EXISTS);
}

/* The seal's file for @path, or NULL when @path has no real path. */
static char *
seal_file (const char *path)
{
  g_autofree char *real = realpath (path, NULL);
  g_autofree char *name = NULL;

  if (real == NULL)
    return NULL;
  name = g_compute_checksum_for_string (G_CHECKSUM_SHA256, real, -1);
  return g_build_filename (g_get_user_cache_dir (), "qili", "sealed", name, NULL);
}

static gboolean
stat_now (const char  *path,
          XqStoreSeal *out)
{
  struct stat st;

  if (stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  out->dev = st.st_dev;
  out->ino = st.st_ino;
  out->size = st.st_size;
  out->mtime_sec = st.st_mtim.tv_sec;
  out->mtime_nsec = st.st_mtim.tv_nsec;
  out->ctime_sec = st.st_ctim.tv_sec;
  out->ctime_nsec = st.st_ctim.tv_nsec;
  return TRUE;
}

static gboolean
same_state (const XqStoreSeal *a,
            const XqStoreSeal *b)
{
  return a->dev == b->dev && a->ino == b->ino && a->size == b->size && a->mtime_sec == b->mtime_sec &&
         a->mtime_nsec == b->mtime_nsec && a->ctime_sec == b->ctime_sec && a->ctime_nsec == b->ctime_nsec;
}

static gboolean
read_seal (const char  *path,
           XqStoreSeal *out)
{
  g_autofree char *file = seal_file (path);
  g_autofree char *text = NULL;
  g_auto (GStrv)   words = NULL;
  guint64          v[8];

  if (file == NULL || !g_file_get_contents (file, &text, NULL, NULL) || !g_str_has_prefix (text, MAGIC " "))
    return FALSE;
  words = g_strsplit (g_strstrip (text + strlen (MAGIC " ")), " ", -1);
  if (g_strv_length (words) != G_N_ELEMENTS (v))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (v); i++)
    if (!g_ascii_string_to_unsigned (words[i], 10, 0, G_MAXUINT64, &v[i], NULL))
      return FALSE;
  out->dev = v[0];
  out->ino = v[1];
  out->size = v[2];
  out->mtime_sec = (gint64) v[3];
  out->mtime_nsec = (gint64) v[4];
  out->ctime_sec = (gint64) v[5];
  out->ctime_nsec = (gint64) v[6];
  out->checked_at = (gint64) v[7];
  return TRUE;
}

gboolean
xq_store_seal_still (const char        *path,
                     const XqStoreSeal *seal)
{
  XqStoreSeal now = { 0 };

  return stat_now (path, &now) && same_state (&now, seal);
}

gboolean
xq_store_seal_matches (const char  *path,
                       XqStoreSeal *seal)
{
  XqStoreSeal recorded = { 0 };
  gint64      age;

  if (!xq_store_file_quiet (path) || !read_seal (path, &recorded) || !xq_store_seal_still (path, &recorded))
    return FALSE;
  age = g_get_real_time () - recorded.checked_at;
  if (age < 0 || age > XQ_STORE_SEAL_MAX_AGE)
    return FALSE;
  *seal = recorded;
  return TRUE;
}

void
xq_store_seal_write (const char *path,
                     gint64      checked_at)
{
  g_autofree char   *file = NULL;
  g_autofree char   *dir = NULL;
  g_autofree char   *text = NULL;
  g_autoptr (GError) error = NULL;
  XqStoreSeal        now = { 0 };

  if (!xq_store_file_quiet (path) || !stat_now (path, &now))
    {
      xq_store_seal_forget (path);
      return;
    }
  file = seal_file (path);
  if (file == NULL)
    return;
  dir = g_path_get_dirname (file);
  text = g_strdup_printf (MAGIC " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GINT64_FORMAT
                                " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
                          now.dev, now.ino, now.size, now.mtime_sec, now.mtime_nsec, now.ctime_sec, now.ctime_nsec,
                          checked_at);
  if (g_mkdir_with_parents (dir, 0700) != 0 ||
      !g_file_set_contents_full (file, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("%s: no seal: %s", path, error != NULL ? error->message : g_strerror (errno));
}

void
xq_store_seal_forget (const char *path)
{
  g_autofree char *file = seal_file (path);

  if (file != NULL)
    g_remove (file);
}
