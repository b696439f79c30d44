/* test-event-files.c: event files that are damaged, read-only, missing or on a full disk
 *
 * A damaged file is refused for writing and stays byte for byte as it was; a file this process may
 * not write opens read-only (reading and exports work, every write is refused as read-only); a
 * missing file is not created by anything but a command that creates; a full disk fails the write
 * that does not fit and loses nothing committed; no refused file gets a -wal or -shm beside it.
 * The full disk is a SQLite VFS over the real one that refuses writes past a quota, as a disk with
 * no space left does (ENOSPC: SQLITE_FULL).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <grp.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sqlite-util.h"
#include "test-util.h"
#include "xq-desk.h"
#include "xq-export.h"
#include "xq-standings.h"
#include "xq-store.h"

/* The unprivileged user a test running as root becomes to meet a file it may not write. */
#define NOBODY 65534

static char *
sibling (const char *path,
         const char *suffix)
{
  return g_strconcat (path, suffix, NULL);
}

static void
assert_no_journal_files (const char *path)
{
  g_autofree char *wal = sibling (path, "-wal");
  g_autofree char *shm = sibling (path, "-shm");
  g_autofree char *journal = sibling (path, "-journal");

  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
}

/* A file with one Swiss event of @n players, round 1 paired and board 1 (with @all, every board)
 * won by Red; returns the event id. */
static gint64
make_file (const char *path,
           guint       n,
           gboolean    all)
{
  g_autoptr (GError) error = NULL;
  XqStore           *store = xq_store_open (path, &error);
  XqEvent            event = { 0 };
  gint64             id;

  g_assert_no_error (error);
  event.name = (char *) "Files";
  event.system = XQ_SYSTEM_SWISS;
  event.rounds = 3;
  event.games_per_match = 1;
  id = xq_store_create_event (store, &event, &error);
  g_assert_no_error (error);
  {
    g_autoptr (GPtrArray)    names = g_ptr_array_new_with_free_func (g_free);
    g_autofree XqPlayerSpec *specs = g_new0 (XqPlayerSpec, n);
    for (guint i = 0; i < n; i++)
      {
        g_ptr_array_add (names, g_strdup_printf ("P%u", i + 1));
        specs[i].name = g_ptr_array_index (names, i);
        specs[i].rating = 2000 - (int) i;
      }
    g_assert_true (xq_store_add_players (store, id, specs, n, NULL, &error));
  }
  g_assert_cmpuint (xq_desk_pair (store, id, NULL, &error), ==, 1);
  g_assert_no_error (error);
  for (guint b = 1; b <= (all ? n / 2 : 1); b++)
    g_assert_true (xq_desk_set_result (store, id, 1, b, 1, "1-0", -1, -1, &error));
  g_assert_finalize_object (store);
  assert_no_journal_files (path);
  return id;
}

static void
test_damaged_refused (void)
{
  g_autofree char    *path = g_build_filename (g_get_user_data_dir (), "short.db", NULL);
  g_autoptr (GBytes)  before = NULL, after = NULL;
  g_autoptr (GError)  error = NULL;
  g_autofree char    *quick = NULL, *full = NULL;
  g_autoptr (XqStore) store = NULL;
  gint64              event = make_file (path, 300, FALSE); /* the file's last page holds games */
  GStatBuf            st;
  XqEvent             other = { 0 };

  g_test_summary ("A file one byte short passes quick_check but not integrity_check: every write is refused "
                  "as damaged, the file stays byte for byte as it was, and nothing is left beside it");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (truncate (path, st.st_size - 1), ==, 0);
  quick = test_sqlite_text (path, TRUE, "PRAGMA quick_check");
  full = test_sqlite_text (path, TRUE, "PRAGMA integrity_check");
  g_assert_cmpstr (quick, ==, "ok");
  g_assert_cmpstr (full, !=, "ok");
  before = test_read_bytes (path);

  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_false (xq_desk_set_result (store, event, 1, 2, 1, "0-1", -1, -1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "damaged"));
  g_clear_error (&error);
  /* Every other write too, and a second try. */
  g_assert_cmpint (xq_store_add_player (store, event, "Late", 1500, NULL, NULL, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT);
  g_clear_error (&error);
  other.name = (char *) "Other";
  other.system = XQ_SYSTEM_ROUNDROBIN;
  other.games_per_match = 1;
  g_assert_cmpint (xq_store_create_event (store, &other, &error), ==, 0);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT);
  g_clear_error (&error);
  g_assert_false (xq_desk_set_result (store, event, 1, 2, 1, "0-1", -1, -1, &error));
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT);
  g_assert_finalize_object (g_steal_pointer (&store));

  after = test_read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  assert_no_journal_files (path);
}

static void
test_refused_leaves_nothing (void)
{
  g_autofree char    *path = g_build_filename (g_get_user_data_dir (), "newer.db", NULL);
  g_autofree char    *other = g_build_filename (g_get_user_data_dir (), "other.db", NULL);
  g_autoptr (GBytes)  before = NULL, after = NULL;
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = NULL;
  sqlite3            *db = NULL;

  g_test_summary ("A refused file in WAL mode (from a newer Qili, of another application) gets no -wal or -shm "
                  "beside it and stays byte for byte as it was");
  make_file (path, 4, FALSE);
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA user_version = 99", NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
  assert_no_journal_files (path);
  before = test_read_bytes (path);
  store = xq_store_open (path, &error);
  g_assert_null (store);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_TOO_NEW);
  g_clear_error (&error);
  after = test_read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  assert_no_journal_files (path);

  /* Another application's WAL file. */
  g_assert_cmpint (sqlite3_open (other, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA journal_mode = WAL; CREATE TABLE notes (t TEXT); INSERT INTO notes VALUES ('x')",
                                 NULL, NULL, NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
  assert_no_journal_files (other);
  g_clear_pointer (&before, g_bytes_unref);
  g_clear_pointer (&after, g_bytes_unref);
  before = test_read_bytes (other);
  store = xq_store_open (other, &error);
  g_assert_null (store);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_FOREIGN);
  after = test_read_bytes (other);
  g_assert_true (g_bytes_equal (before, after));
  assert_no_journal_files (other);
}

static void
test_missing_not_created (void)
{
  g_autofree char    *dir = g_build_filename (g_get_user_data_dir (), "nowhere", NULL);
  g_autofree char    *path = g_build_filename (dir, "events.db", NULL);
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqStore) store = NULL;

  g_test_summary ("Opening a missing file without XQ_STORE_OPEN_CREATE fails with NOT_FOUND and creates neither "
                  "the file nor its folder");
  store = xq_store_open_full (path, XQ_STORE_OPEN_DEFAULT, &error);
  g_assert_null (store);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  store = xq_store_open_full (path, XQ_STORE_OPEN_READ_ONLY, &error);
  g_assert_null (store);
  g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
}

/* Read-only: a folder and a file this process may not write. Running as root, the test becomes
 * an unprivileged user in a subprocess (root may write anything); otherwise it removes its own
 * write permission. */
static char *ro_dir;

static char *
ro_path (void)
{
  return g_build_filename (ro_dir, "club.db", NULL);
}

static void
ro_body (void)
{
  g_autofree char        *path = ro_path ();
  g_autoptr (GError)      error = NULL;
  g_autoptr (XqStore)     store = NULL;
  g_autoptr (XqEventData) data = NULL;
  g_autoptr (XqStandings) standings = NULL;
  g_autoptr (GArray)      games = NULL;
  g_autofree char        *csv = NULL, *html = NULL, *trf = NULL, *cross = NULL;
  XqEvent                 event = { 0 };
  guint                   refused = 0;

  g_assert_cmpint (g_access (path, W_OK), !=, 0);
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_true (xq_store_get_read_only (store));
  /* Reading: the event, its standings, every export. */
  data = xq_store_load_event (store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (data->entries->len, ==, 9);
  standings = xq_standings_compute (data, NULL);
  g_assert_cmpuint (standings->rows->len, ==, 9);
  csv = xq_export_csv (data, XQ_EXPORT_STANDINGS, 0);
  cross = xq_export_csv (data, XQ_EXPORT_CROSSTABLE, 0);
  html = xq_export_html (data);
  trf = xq_export_trf (data);
  g_assert_nonnull (strstr (csv, "P1"));
  g_assert_nonnull (strstr (cross, "P1"));
  g_assert_nonnull (strstr (html, "P1"));
  g_assert_nonnull (strstr (trf, "P1"));

  /* Every kind of write is refused as read-only. */
#define REFUSED(call)                                             \
  {                                                               \
    g_autoptr (GError) e = NULL;                                  \
    g_assert_false ((call));                                      \
    g_assert_error (e, XQ_STORE_ERROR, XQ_STORE_ERROR_READ_ONLY); \
    g_assert_nonnull (strstr (e->message, "read-only"));          \
    refused++;                                                    \
  }
  REFUSED (xq_desk_set_result (store, 1, 1, 2, 1, "0-1", -1, -1, &e));
  REFUSED (xq_store_add_player (store, 1, "Late", 1500, NULL, NULL, &e) != 0);
  REFUSED (xq_desk_pair (store, 1, &games, &e) != 0);
  REFUSED (xq_store_undo_result (store, 1, NULL, &e));
  REFUSED (xq_desk_withdraw (store, 1, 3, NULL, &e));
  REFUSED (xq_store_update_event (store, 1, "Renamed", XQ_PROFILE_AXF, &e));
  REFUSED (xq_store_delete_event (store, 1, &e));
  event.name = (char *) "New";
  event.system = XQ_SYSTEM_ROUNDROBIN;
  event.games_per_match = 1;
  REFUSED (xq_store_create_event (store, &event, &e) != 0);
#undef REFUSED
  g_assert_cmpuint (refused, ==, 8);
  g_assert_finalize_object (g_steal_pointer (&store));
  assert_no_journal_files (path);
}

static void
test_read_only (void)
{
  g_autofree char   *path = NULL;
  g_autoptr (GBytes) before = NULL, after = NULL;
  g_autoptr (GError) error = NULL;

  g_test_summary ("A file this user may not write opens read-only: standings and every export work, every write "
                  "is refused saying the file is read-only, and nothing changes or appears beside it");
  ro_dir = g_dir_make_tmp ("qili-read-only-XXXXXX", &error);
  g_assert_no_error (error);
  path = ro_path ();
  make_file (path, 9, TRUE);
  before = test_read_bytes (path);
  if (geteuid () == 0)
    {
      /* root owns the file (another user's file, as far as nobody is concerned). */
      g_assert_cmpint (g_chmod (ro_dir, 0755), ==, 0);
      g_assert_cmpint (g_chmod (path, 0644), ==, 0);
      g_setenv ("QILI_TEST_RO_DIR", ro_dir, TRUE);
      g_test_trap_subprocess ("/xq/store/event-files/read-only/nobody", 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
    }
  else
    {
      g_assert_cmpint (g_chmod (path, 0444), ==, 0);
      g_assert_cmpint (g_chmod (ro_dir, 0555), ==, 0);
      ro_body ();
      g_assert_cmpint (g_chmod (ro_dir, 0755), ==, 0);
      g_assert_cmpint (g_chmod (path, 0644), ==, 0);
    }
  after = test_read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  assert_no_journal_files (path);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (ro_dir), ==, 0);
  g_clear_pointer (&ro_dir, g_free);
}

static void
test_read_only_nobody (void)
{
  if (!g_test_subprocess ())
    {
      g_test_skip ("run by /xq/store/event-files/read-only");
      return;
    }
  ro_dir = g_strdup (g_getenv ("QILI_TEST_RO_DIR"));
  g_assert_nonnull (ro_dir);
  g_assert_cmpint (setgroups (0, NULL), ==, 0);
  g_assert_cmpint (setgid (NOBODY), ==, 0);
  g_assert_cmpint (setuid (NOBODY), ==, 0);
  ro_body ();
}

/* The full disk: a VFS that passes everything to the default one but refuses writes once
 * @full_quota bytes have been written (−1: no limit). */
typedef struct
{
  sqlite3_file  base;
  sqlite3_file *real;
} QuotaFile;

static sqlite3_vfs       *real_vfs;
static sqlite3_vfs        quota_vfs;
static sqlite3_io_methods quota_io;
static gint64             full_quota = -1;
static guint              full_refusals;

#define REAL(f) (((QuotaFile *) (f))->real)

static int
quota_close (sqlite3_file *f)
{
  return REAL (f)->pMethods->xClose (REAL (f));
}

static int
quota_read (sqlite3_file *f,
            void         *buf,
            int           amount,
            sqlite3_int64 offset)
{
  return REAL (f)->pMethods->xRead (REAL (f), buf, amount, offset);
}

static int
quota_write (sqlite3_file *f,
             const void   *buf,
             int           amount,
             sqlite3_int64 offset)
{
  if (full_quota >= 0)
    {
      if (amount > full_quota)
        {
          full_refusals++;
          return SQLITE_FULL;
        }
      full_quota -= amount;
    }
  return REAL (f)->pMethods->xWrite (REAL (f), buf, amount, offset);
}

static int
quota_truncate (sqlite3_file *f,
                sqlite3_int64 size)
{
  return REAL (f)->pMethods->xTruncate (REAL (f), size);
}

static int
quota_sync (sqlite3_file *f,
            int           flags)
{
  return REAL (f)->pMethods->xSync (REAL (f), flags);
}

static int
quota_file_size (sqlite3_file  *f,
                 sqlite3_int64 *size)
{
  return REAL (f)->pMethods->xFileSize (REAL (f), size);
}

static int
quota_lock (sqlite3_file *f,
            int           level)
{
  return REAL (f)->pMethods->xLock (REAL (f), level);
}

static int
quota_unlock (sqlite3_file *f,
              int           level)
{
  return REAL (f)->pMethods->xUnlock (REAL (f), level);
}

static int
quota_check_reserved (sqlite3_file *f,
                      int          *out)
{
  return REAL (f)->pMethods->xCheckReservedLock (REAL (f), out);
}

static int
quota_file_control (sqlite3_file *f,
                    int           op,
                    void         *arg)
{
  return REAL (f)->pMethods->xFileControl (REAL (f), op, arg);
}

static int
quota_sector_size (sqlite3_file *f)
{
  return REAL (f)->pMethods->xSectorSize (REAL (f));
}

static int
quota_device (sqlite3_file *f)
{
  return REAL (f)->pMethods->xDeviceCharacteristics (REAL (f));
}

static int
quota_shm_map (sqlite3_file   *f,
               int             region,
               int             size,
               int             extend,
               void volatile **out)
{
  return REAL (f)->pMethods->xShmMap (REAL (f), region, size, extend, out);
}

static int
quota_shm_lock (sqlite3_file *f,
                int           offset,
                int           n,
                int           flags)
{
  return REAL (f)->pMethods->xShmLock (REAL (f), offset, n, flags);
}

static void
quota_shm_barrier (sqlite3_file *f)
{
  REAL (f)->pMethods->xShmBarrier (REAL (f));
}

static int
quota_shm_unmap (sqlite3_file *f,
                 int           delete_flag)
{
  return REAL (f)->pMethods->xShmUnmap (REAL (f), delete_flag);
}

static int
quota_fetch (sqlite3_file *f,
             sqlite3_int64 offset,
             int           amount,
             void        **out)
{
  *out = NULL; /* no memory map: every write goes through quota_write */
  return SQLITE_OK;
}

static int
quota_unfetch (sqlite3_file *f,
               sqlite3_int64 offset,
               void         *p)
{
  return SQLITE_OK;
}

static int
quota_open (sqlite3_vfs  *vfs,
            const char   *name,
            sqlite3_file *file,
            int           flags,
            int          *out_flags)
{
  QuotaFile *q = (QuotaFile *) file;
  int        rc;

  q->real = (sqlite3_file *) &q[1];
  rc = real_vfs->xOpen (real_vfs, name, q->real, flags, out_flags);
  q->base.pMethods = q->real->pMethods != NULL ? &quota_io : NULL;
  return rc;
}

static void
install_quota_vfs (void)
{
  if (real_vfs != NULL)
    return;
  real_vfs = sqlite3_vfs_find (NULL);
  quota_vfs = *real_vfs;
  quota_vfs.zName = "qili-quota";
  quota_vfs.szOsFile = (int) sizeof (QuotaFile) + real_vfs->szOsFile;
  quota_vfs.xOpen = quota_open;
  quota_io.iVersion = 3;
  quota_io.xClose = quota_close;
  quota_io.xRead = quota_read;
  quota_io.xWrite = quota_write;
  quota_io.xTruncate = quota_truncate;
  quota_io.xSync = quota_sync;
  quota_io.xFileSize = quota_file_size;
  quota_io.xLock = quota_lock;
  quota_io.xUnlock = quota_unlock;
  quota_io.xCheckReservedLock = quota_check_reserved;
  quota_io.xFileControl = quota_file_control;
  quota_io.xSectorSize = quota_sector_size;
  quota_io.xDeviceCharacteristics = quota_device;
  quota_io.xShmMap = quota_shm_map;
  quota_io.xShmLock = quota_shm_lock;
  quota_io.xShmBarrier = quota_shm_barrier;
  quota_io.xShmUnmap = quota_shm_unmap;
  quota_io.xFetch = quota_fetch;
  quota_io.xUnfetch = quota_unfetch;
  g_assert_cmpint (sqlite3_vfs_register (&quota_vfs, 1), ==, SQLITE_OK);
}

static void
test_full_disk (void)
{
  g_autofree char    *path = g_build_filename (g_get_user_data_dir (), "full.db", NULL);
  g_autoptr (GError)  error = NULL;
  g_autoptr (GArray)  saved = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (XqStore) store = NULL;
  gint64              event;
  guint               boards = 40, failed_board = 0, failures = 0;

  g_test_summary ("On a full disk a result that does not fit fails saying the disk is full; every result "
                  "saved before it is in the file afterwards, the failed one is not, the file passes "
                  "integrity_check, and once there is space the same result is saved");
  install_quota_vfs ();
  event = make_file (path, 2 * boards, FALSE);
  store = xq_store_open (path, &error);
  g_assert_no_error (error);
  /* Room for a few results. */
  full_quota = 40 * 1024;
  for (guint b = 2; b <= boards; b++)
    {
      if (xq_desk_set_result (store, event, 1, b, 1, b % 2 ? "1-0" : "0-1", -1, -1, &error))
        {
          g_array_append_val (saved, b);
          continue;
        }
      g_assert_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_FULL);
      g_test_message ("board %u: %s", b, error->message);
      g_assert_nonnull (strstr (error->message, "disk is full"));
      g_clear_error (&error);
      if (failed_board == 0)
        failed_board = b;
      failures++;
    }
  g_test_message ("%u results saved, %u refused on the full disk (%u writes refused)", saved->len, failures,
                  full_refusals);
  g_assert_cmpuint (saved->len, >, 0);
  g_assert_cmpuint (failed_board, >, 0);

  /* Space again: the store goes on, nothing was lost. */
  full_quota = -1;
  g_assert_true (xq_desk_set_result (store, event, 1, failed_board, 1, "1/2-1/2", -1, -1, &error));
  g_assert_no_error (error);
  g_assert_finalize_object (g_steal_pointer (&store));
  {
    g_autofree char        *check = test_sqlite_text (path, TRUE, "PRAGMA integrity_check");
    g_autoptr (XqEventData) data = NULL;
    g_assert_cmpstr (check, ==, "ok");
    store = xq_store_open (path, &error);
    g_assert_no_error (error);
    data = xq_store_load_event (store, event, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < data->games->len; i++)
      {
        const XqGame *g = &g_array_index (data->games, XqGame, i);
        gboolean      was_saved = FALSE;
        for (guint k = 0; k < saved->len; k++)
          was_saved |= g_array_index (saved, guint, k) == g->board;
        if (g->board == 1)
          g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_RED_WIN);
        else if (g->board == failed_board)
          g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_DRAW);
        else if (was_saved)
          g_assert_cmpint (g->result, ==, g->board % 2 ? XQ_GAME_RESULT_RED_WIN : XQ_GAME_RESULT_BLACK_WIN);
        else
          g_assert_cmpint (g->result, ==, XQ_GAME_RESULT_NONE);
      }
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/store/event-files/damaged-refused", test_damaged_refused);
  g_test_add_func ("/xq/store/event-files/refused-leaves-nothing", test_refused_leaves_nothing);
  g_test_add_func ("/xq/store/event-files/missing-not-created", test_missing_not_created);
  g_test_add_func ("/xq/store/event-files/read-only", test_read_only);
  g_test_add_func ("/xq/store/event-files/read-only/nobody", test_read_only_nobody);
  g_test_add_func ("/xq/store/event-files/full-disk", test_full_disk);
  return g_test_run ();
}
