/* xq-store.c: opening, checking, upgrading an event file; transactions
 *
 * The bottom of the store: every other xq-store-*.c file builds on the statements and
 * transactions here, and this file calls none of them. It opens a file to a schema it is given
 * (XqStoreSchema: the latest version and the upgrade), so the schema's migrations
 * (xq-store-migrations.c, which also holds xq_store_open and xq_store_open_full) sit on top of it;
 * what it trusts of a file without checking it again is in xq-store-seal.c, below it. Reading
 * order: xq-store-seal.c, xq-store.c, xq-store-migrations.c, xq-store-events.c, then
 * xq-store-teams.c on top of it. (xq-store-events.c and xq-store-club.c still call each other:
 * the club night's journal, byes and rounds.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-store.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "xq-catalog.h"
#include "xq-store-private.h"
#include "xq-store-seal.h"

struct _XqStore
{
  GObject     parent_instance;
  sqlite3    *db;
  char       *path;
  char       *backup_path;
  guint       version;
  gboolean    in_transaction;
  gboolean    read_only; /* opened read-only: the file or its folder cannot be written */
  gboolean    checked;   /* known sound before this connection's first write (check_integrity) */
  gboolean    sealed;    /* opened as its seal records it: sound unless changed since (xq-store-seal.h) */
  XqStoreSeal seal;
  gint64      data_version; /* PRAGMA data_version when opened (sealed) or checked */
  gint64      checked_at;   /* real time of the full integrity_check that "checked" rests on */
  char       *damage;       /* what integrity_check found, once it failed */
  char       *user;         /* who makes the changes the event journal records */
};

struct _XqStoreTransaction
{
  XqStore *store;
  gboolean done;
};

G_DEFINE_FINAL_TYPE (XqStore, xq_store, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_SCHEMA_VERSION,
  PROP_READ_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

static int
error_code_for (int rc)
{
  switch (rc & 0xff)
    {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return XQ_STORE_ERROR_CORRUPT;
    case SQLITE_CONSTRAINT:
      return XQ_STORE_ERROR_CONSTRAINT;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return XQ_STORE_ERROR_BUSY;
    case SQLITE_FULL:
      return XQ_STORE_ERROR_FULL;
    case SQLITE_READONLY:
      return XQ_STORE_ERROR_READ_ONLY;
    default:
      return XQ_STORE_ERROR_IO;
    }
}

/* The message of a failed statement or transaction: @what, then why; a full disk and a file that
 * cannot be written are said plainly, since the arbiter can do something about them. */
static void
set_sqlite_error (XqStore    *self,
                  GError    **error,
                  int         rc,
                  const char *what,
                  const char *detail)
{
  g_autofree char *display = self->path != NULL ? g_filename_display_name (self->path) : g_strdup ("?");

  switch (error_code_for (rc))
    {
    case XQ_STORE_ERROR_FULL:
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_FULL,
                   XQ_T (lang (), "%s: the disk is full; nothing was changed in “%s”. Free some space and try again"),
                   what, display);
      break;
    case XQ_STORE_ERROR_READ_ONLY:
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_READ_ONLY,
                   XQ_T (lang (), "%s: “%s” is read-only; nothing was changed"), what, display);
      break;
    default:
      g_set_error (error, XQ_STORE_ERROR, error_code_for (rc), "%s: %s (%d)", what, detail, rc);
      break;
    }
}

gboolean
xq_store_fail (XqStore    *self,
               GError    **error,
               const char *what)
{
  set_sqlite_error (self, error, sqlite3_extended_errcode (self->db), what, sqlite3_errmsg (self->db));
  return FALSE;
}

gboolean
xq_store_fail_read (XqStore *self,
                    GError **error)
{
  return xq_store_fail (self, error, XQ_T (lang (), "Could not read the event file"));
}

sqlite3 *
xq_store_get_db (XqStore *self)
{
  return self->db;
}

gboolean
xq_store_in_transaction (XqStore *self)
{
  return self->in_transaction;
}

sqlite3_stmt *
xq_store_prepare (XqStore    *self,
                  const char *sql,
                  GError    **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      xq_store_fail_read (self, error);
      return NULL;
    }
  return stmt;
}

static int
param (sqlite3_stmt *stmt,
       const char   *name)
{
  int idx = sqlite3_bind_parameter_index (stmt, name);

  if (idx == 0)
    g_error ("statement has no parameter %s: %s", name, sqlite3_sql (stmt));
  return idx;
}

void
xq_store_bind_int64 (sqlite3_stmt *stmt,
                     const char   *name,
                     gint64        value)
{
  sqlite3_bind_int64 (stmt, param (stmt, name), value);
}

void
xq_store_bind_text (sqlite3_stmt *stmt,
                    const char   *name,
                    const char   *value)
{
  sqlite3_bind_text (stmt, param (stmt, name), value, -1, SQLITE_TRANSIENT);
}

void
xq_store_bind_null (sqlite3_stmt *stmt,
                    const char   *name)
{
  sqlite3_bind_null (stmt, param (stmt, name));
}

gboolean
xq_store_step_done (XqStore      *self,
                    sqlite3_stmt *stmt,
                    GError      **error,
                    const char   *what)
{
  int rc = sqlite3_step (stmt);

  if (rc != SQLITE_DONE)
    return xq_store_fail (self, error, what);
  return TRUE;
}

gboolean
xq_store_step_row (XqStore      *self,
                   sqlite3_stmt *stmt,
                   GError      **error,
                   const char   *not_found)
{
  int rc = sqlite3_step (stmt);

  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc != SQLITE_DONE)
    return xq_store_fail_read (self, error);
  g_set_error_literal (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, not_found);
  return FALSE;
}

gboolean
xq_store_exec (XqStore    *self,
               const char *sql,
               GError    **error)
{
  char *message = NULL;
  int   rc = sqlite3_exec (self->db, sql, NULL, NULL, &message);

  if (rc != SQLITE_OK)
    {
      set_sqlite_error (self, error, sqlite3_extended_errcode (self->db), XQ_T (lang (), "Could not save the change"),
                        message != NULL ? message : sqlite3_errstr (rc));
      sqlite3_free (message);
      return FALSE;
    }
  return TRUE;
}

/* PRAGMA data_version: it changes when another connection commits to the file; -1 on failure. */
static gint64
data_version (XqStore *self)
{
  sqlite3_stmt *stmt = NULL;
  gint64        v = -1;

  if (sqlite3_prepare_v2 (self->db, "PRAGMA data_version", -1, &stmt, NULL) == SQLITE_OK && sqlite3_step (stmt) == SQLITE_ROW)
    v = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return v;
}

static gboolean
wal_empty (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  GStatBuf         st;

  return g_stat (wal, &st) != 0 || st.st_size == 0;
}

/* Whether no other connection has committed to the file since this one checked it. */
static gboolean
unchanged_by_others (XqStore *self)
{
  gint64 v = data_version (self);

  return v >= 0 && v == self->data_version;
}

static void
xq_store_finalize (GObject *object)
{
  XqStore *self = XQ_STORE (object);

  g_assert (!self->in_transaction);
  if (self->db != NULL)
    {
      /* Sealed only by a connection that knew the file sound and saw no other connection write. */
      gboolean seal = self->checked && self->damage == NULL && !self->read_only && unchanged_by_others (self);

      sqlite3_close (self->db);
      if (seal)
        xq_store_seal_write (self->path, self->checked_at);
      else if (self->checked)
        xq_store_seal_forget (self->path);
    }
  g_free (self->path);
  g_free (self->backup_path);
  g_free (self->damage);
  g_free (self->user);
  G_OBJECT_CLASS (xq_store_parent_class)->finalize (object);
}

static void
xq_store_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  XqStore *self = XQ_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_SCHEMA_VERSION:
      g_value_set_uint (value, self->version);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_store_class_init (XqStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_store_finalize;
  object_class->get_property = xq_store_get_property;

  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCHEMA_VERSION] =
    g_param_spec_uint ("schema-version", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_store_init (XqStore *self)
{
}

/* One integer from a PRAGMA or query; FALSE with @error on failure. */
static gboolean
query_int (XqStore    *self,
           const char *sql,
           gint64     *out,
           GError    **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, sql, error);
  int                      rc;

  if (stmt == NULL)
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    *out = sqlite3_column_int64 (stmt, 0);
  else if (rc == SQLITE_DONE)
    *out = 0;
  else
    return xq_store_fail_read (self, error);
  return TRUE;
}

/* Opens @path for reading only. A file nobody has open (quiet) is read as "immutable" when
 * @immutable allows: SQLite then creates no -wal or -shm (a read-only connection to a WAL file
 * otherwise leaves both behind) and needs no write access anywhere. Otherwise, with locks, as
 * usual: the -wal and -shm exist already or may be created by whoever has the file open. */
static int
open_read_only (const char *path,
                gboolean    immutable,
                sqlite3   **db)
{
  if (immutable && xq_store_file_quiet (path))
    {
      g_autofree char *escaped = g_uri_escape_string (path, "/", FALSE);
      g_autofree char *uri = g_strconcat ("file:", escaped, "?immutable=1", NULL);
      return sqlite3_open_v2 (uri, db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);
    }
  return sqlite3_open_v2 (path, db, SQLITE_OPEN_READONLY, NULL);
}

/* Whether this process may write @path and create its -wal and -shm beside it. */
static gboolean
writable (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  return g_access (path, W_OK) == 0 && g_access (dir, W_OK) == 0;
}

/* A write interrupted (a crash, a kill) in rollback-journal mode leaves a hot -journal, which
 * only a connection that may write rolls back; a read-only one fails on it. When this process may
 * write the file, a first read through such a connection restores the file as it was before that
 * write, as any SQLite program opening it would. */
static void
roll_back_hot_journal (const char *path)
{
  g_autofree char *journal = g_strconcat (path, "-journal", NULL);
  sqlite3         *db = NULL;

  if (!g_file_test (journal, G_FILE_TEST_EXISTS) || !writable (path))
    return;
  if (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL) == SQLITE_OK)
    {
      int rc = sqlite3_exec (db, "SELECT count(*) FROM sqlite_schema", NULL, NULL, NULL);
      g_debug ("%s: hot journal: %s", path, sqlite3_errstr (rc));
    }
  sqlite3_close (db);
}

/* Looks at an existing file through a read-only connection so that nothing in it changes before
 * it is known to be ours, sound and not too new. */
static gboolean
inspect (const char          *path,
         const XqStoreSchema *schema,
         guint               *version,
         gboolean            *sealed,
         XqStoreSeal         *seal,
         GError             **error)
{
  g_autoptr (XqStore)      probe = g_object_new (XQ_TYPE_STORE, NULL);
  g_autofree char         *display = g_filename_display_name (path);
  gint64                   app_id = 0, user_version = 0, n_objects = 0;
  g_autoptr (GError)       local_error = NULL;
  g_autoptr (sqlite3_stmt) check = NULL;
  int                      rc;

  probe->path = g_strdup (path);
  roll_back_hot_journal (path);
  rc = open_read_only (path, TRUE, &probe->db);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_IO, XQ_T (lang (), "Could not open “%s”: %s"), display,
                   probe->db ? sqlite3_errmsg (probe->db) : sqlite3_errstr (rc));
      return FALSE;
    }
  if (!query_int (probe, "PRAGMA application_id", &app_id, &local_error) ||
      !query_int (probe, "PRAGMA user_version", &user_version, &local_error) ||
      (app_id == 0 && !query_int (probe, "SELECT count(*) FROM sqlite_schema", &n_objects, &local_error)))
    {
      if (g_error_matches (local_error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT))
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT,
                     XQ_T (lang (), "“%s” is not an event file or is damaged; it was left as it is"), display);
      else
        g_propagate_prefixed_error (error, g_steal_pointer (&local_error), "%s: ", display);
      return FALSE;
    }
  if (app_id == 0 && user_version == 0 && n_objects == 0)
    {
      *version = 0; /* an empty database: ours to set up */
      return TRUE;
    }
  if (app_id != XQ_STORE_APPLICATION_ID)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_FOREIGN,
                   XQ_T (lang (), "“%s” belongs to another application; it was left as it is"), display);
      return FALSE;
    }
  if (user_version > schema->latest)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_TOO_NEW,
                   XQ_T (lang (), "“%s” was written by a newer Qili (schema version %d, this one knows up to %u); it was left as it is"),
                   display, (int) user_version, schema->latest);
      return FALSE;
    }
  if (user_version < 1)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT,
                   XQ_T (lang (), "“%s” is not an event file or is damaged; it was left as it is"), display);
      return FALSE;
    }
  /* quick_check reads every page: spared when the file is exactly as Qili left it sound. */
  *sealed = xq_store_seal_matches (path, seal);
  if (*sealed)
    {
      *version = (guint) user_version;
      return TRUE;
    }
  check = xq_store_prepare (probe, "PRAGMA quick_check", NULL);
  if (check == NULL || sqlite3_step (check) != SQLITE_ROW ||
      g_strcmp0 ((const char *) sqlite3_column_text (check, 0), "ok") != 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT,
                   XQ_T (lang (), "“%s” is not an event file or is damaged; it was left as it is"), display);
      return FALSE;
    }
  *version = (guint) user_version;
  return TRUE;
}

static gboolean
pragma (XqStore    *self,
        const char *sql,
        const char *expect,
        GError    **error)
{
  g_autoptr (sqlite3_stmt) stmt = xq_store_prepare (self, sql, error);
  int                      rc;

  if (stmt == NULL)
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return xq_store_fail (self, error, sql);
  if (expect != NULL && (rc != SQLITE_ROW || g_ascii_strcasecmp ((const char *) sqlite3_column_text (stmt, 0), expect) != 0))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_IO, "%s: %s", sql,
                   rc == SQLITE_ROW ? (const char *) sqlite3_column_text (stmt, 0) : "?");
      return FALSE;
    }
  return TRUE;
}

static gboolean
backup (XqStore *self,
        guint    version,
        GError **error)
{
  g_autoptr (GDateTime)    now = g_date_time_new_now_utc ();
  g_autofree char         *stamp = g_date_time_format (now, "%Y%m%dT%H%M%S");
  g_autofree char         *target = g_strdup_printf ("%s.v%u-%s.bak", self->path, version, stamp);
  g_autoptr (sqlite3_stmt) stmt = NULL;

  for (guint i = 2; g_file_test (target, G_FILE_TEST_EXISTS); i++)
    {
      g_free (target);
      target = g_strdup_printf ("%s.v%u-%s-%u.bak", self->path, version, stamp, i);
    }
  stmt = xq_store_prepare (self, "VACUUM INTO :target", error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_text (stmt, ":target", target);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not back the event file up before upgrading it")))
    return FALSE;
  g_debug ("backed up %s to %s", self->path, target);
  self->backup_path = g_steal_pointer (&target);
  return TRUE;
}

/* PRAGMA integrity_check, once per connection, before its first write: a file can pass
 * quick_check (run when it is opened) and still be damaged, e.g. one byte short. A damaged file
 * is then refused for writing for as long as it stays open.
 *
 * Spared when the file was opened as its seal records it (xq-store-seal.c: the last Qili
 * connection left it so after a full check and only its own writes) and is still so now, inside
 * the write lock: no other connection has committed since (PRAGMA data_version) and its inode,
 * size and times are those of the seal (nothing wrote to it in place, e.g. past SQLite's locks). */
static gboolean
check_integrity (XqStore *self,
                 GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = NULL;
  g_autoptr (GString)      found = NULL;
  g_autofree char         *display = NULL;
  int                      rc;
  guint                    lines = 0;

  if (self->checked)
    return TRUE;
  if (self->sealed && self->damage == NULL && unchanged_by_others (self) && xq_store_seal_still (self->path, &self->seal))
    {
      self->checked = TRUE;
      self->checked_at = self->seal.checked_at;
      return TRUE;
    }
  display = g_filename_display_name (self->path);
  if (self->damage == NULL)
    {
      stmt = xq_store_prepare (self, "PRAGMA integrity_check (20)", error);
      if (stmt == NULL)
        return FALSE;
      found = g_string_new (NULL);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          const char *line = (const char *) sqlite3_column_text (stmt, 0);
          if (g_strcmp0 (line, "ok") == 0)
            continue;
          if (lines++ < 3)
            g_string_append_printf (found, "%s%s", found->len > 0 ? "; " : "", line != NULL ? line : "?");
        }
      if (rc != SQLITE_DONE)
        {
          if (error_code_for (sqlite3_extended_errcode (self->db)) != XQ_STORE_ERROR_CORRUPT)
            return xq_store_fail_read (self, error);
          g_string_append_printf (found, "%s%s", found->len > 0 ? "; " : "", sqlite3_errmsg (self->db));
        }
      if (found->len == 0)
        {
          self->checked = TRUE;
          self->checked_at = g_get_real_time ();
          self->data_version = data_version (self);
          return TRUE;
        }
      self->damage = g_string_free (g_steal_pointer (&found), FALSE);
      g_debug ("%s: integrity_check: %s", self->path, self->damage);
    }
  g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CORRUPT,
               XQ_T (lang (), "“%s” is damaged (%s); nothing was written to it. Open a backup copy of it"), display,
               self->damage);
  return FALSE;
}

gboolean
xq_store_check_writable (XqStore *self,
                         GError **error)
{
  g_autofree char *display = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  if (!self->read_only)
    return TRUE;
  display = g_filename_display_name (self->path);
  g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_READ_ONLY,
               XQ_T (lang (), "“%s” is read-only (no permission to write it or its folder, or a read-only disk); nothing was changed"),
               display);
  return FALSE;
}

/* xq_store_open and xq_store_open_full (xq-store-migrations.c) call this with Qili's schema. */
XqStore *
xq_store_open_schema (const char          *path,
                      XqStoreOpenFlags     flags,
                      const XqStoreSchema *schema,
                      GError             **error)
{
  g_autoptr (XqStore) self = NULL;
  g_autofree char    *dir = NULL;
  g_autofree char    *display = NULL;
  guint               version = 0;
  gboolean            exists, sealed = FALSE;
  XqStoreSeal         seal = { 0 };
  int                 rc;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);
  exists = g_file_test (path, G_FILE_TEST_EXISTS);
  if (exists && g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_IO, XQ_T (lang (), "“%s” is a folder, not an event file"), display);
      return NULL;
    }
  if (!exists && !(flags & XQ_STORE_OPEN_CREATE))
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no event file “%s”"), display);
      return NULL;
    }
  if (exists && !inspect (path, schema, &version, &sealed, &seal, error))
    return NULL;

  self = g_object_new (XQ_TYPE_STORE, NULL);
  self->path = g_strdup (path);

  if (exists && ((flags & XQ_STORE_OPEN_READ_ONLY) || !writable (path)))
    {
      gboolean may_write = writable (path);

      /* Read it as it is: no upgrade, no journal mode, no -wal or -shm. */
      self->read_only = TRUE;
      if (version < schema->latest)
        {
          if (may_write)
            g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_READ_ONLY,
                         XQ_T (lang (), "“%s” is from an older Qili and must be upgraded before it can be read; open it for writing once"),
                         display);
          else
            g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_READ_ONLY,
                         version == 0 ? XQ_T (lang (), "“%s” is read-only and empty; it was left as it is")
                                      : XQ_T (lang (), "“%s” is read-only and from an older Qili; it can be read after an upgrade, which writes to it: copy it to a folder you may write to"),
                         display);
          return NULL;
        }
      /* A file that may be written may be written by someone else meanwhile: read it with locks,
       * through a connection that may write but is kept from it (query_only), so that as the last
       * one to close it removes the -wal and -shm of a WAL file as a writer does; a read-only
       * connection would leave both behind. */
      if (may_write)
        rc = sqlite3_open_v2 (path, &self->db, SQLITE_OPEN_READWRITE, NULL);
      else
        rc = open_read_only (path, TRUE, &self->db);
      if (rc != SQLITE_OK)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_IO, XQ_T (lang (), "Could not open “%s”: %s"), display,
                       self->db ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
          return NULL;
        }
      sqlite3_extended_result_codes (self->db, 1);
      if (!pragma (self, "PRAGMA busy_timeout = 5000", NULL, error) ||
          !pragma (self, "PRAGMA query_only = ON", NULL, error) || !pragma (self, "PRAGMA query_only", "1", error))
        return NULL;
      self->version = version;
      return g_steal_pointer (&self);
    }

  if (!exists)
    {
      dir = g_path_get_dirname (path);
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved = errno;
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_IO, XQ_T (lang (), "Could not create the folder of “%s”: %s"),
                       display, g_strerror (saved));
          return NULL;
        }
    }
  rc = sqlite3_open_v2 (path, &self->db, SQLITE_OPEN_READWRITE | (exists ? 0 : SQLITE_OPEN_CREATE), NULL);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_IO, XQ_T (lang (), "Could not open “%s”: %s"), display,
                   self->db ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
      return NULL;
    }
  sqlite3_extended_result_codes (self->db, 1);
  if (!pragma (self, "PRAGMA busy_timeout = 5000", NULL, error) ||
      !pragma (self, "PRAGMA foreign_keys = ON", NULL, error) ||
      !pragma (self, "PRAGMA foreign_keys", "1", error))
    return NULL;

  /* An upgrade writes: the file must be sound before it is copied and changed. */
  if (version > 0 && version < schema->latest &&
      (!check_integrity (self, error) || !backup (self, version, error)))
    return NULL;
  if (version < schema->latest && !schema->upgrade (self, version, error))
    return NULL;
  /* After the upgrade, so that a refused or failed upgrade leaves even the journal mode alone. */
  if (!pragma (self, "PRAGMA journal_mode = WAL", "wal", error) ||
      !pragma (self, "PRAGMA synchronous = FULL", NULL, error) ||
      !pragma (self, "PRAGMA synchronous", "2", error))
    return NULL;
  /* Still as sealed once this connection reads it: from here on PRAGMA data_version tells of any
   * other connection's commit; one made since the seal was read is in the -wal or in the file. */
  if (sealed && !self->checked)
    {
      self->data_version = data_version (self);
      self->sealed = self->data_version >= 0 && wal_empty (path) && xq_store_seal_still (path, &seal);
      self->seal = seal;
    }
  self->version = schema->latest;
  return g_steal_pointer (&self);
}

char *
xq_store_dup_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "qili", "events.db", NULL);
}

const char *
xq_store_get_user (XqStore *self)
{
  g_return_val_if_fail (XQ_IS_STORE (self), NULL);
  if (self->user == NULL)
    {
      const char *real = g_get_real_name ();
      self->user = g_strdup (real != NULL && *real != '\0' && !g_str_equal (real, "Unknown") ? real : g_get_user_name ());
    }
  return self->user;
}

void
xq_store_set_user (XqStore    *self,
                   const char *user)
{
  g_return_if_fail (XQ_IS_STORE (self));
  g_free (self->user);
  self->user = user != NULL && *user != '\0' ? g_strdup (user) : NULL;
}

const char *
xq_store_get_path (XqStore *self)
{
  g_return_val_if_fail (XQ_IS_STORE (self), NULL);
  return self->path;
}

guint
xq_store_get_schema_version (XqStore *self)
{
  g_return_val_if_fail (XQ_IS_STORE (self), 0);
  return self->version;
}

gboolean
xq_store_get_read_only (XqStore *self)
{
  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);
  return self->read_only;
}

const char *
xq_store_get_backup_path (XqStore *self)
{
  g_return_val_if_fail (XQ_IS_STORE (self), NULL);
  return self->backup_path;
}

XqStoreTransaction *
xq_store_begin_write (XqStore *self,
                      GError **error)
{
  XqStoreTransaction *tx;

  g_return_val_if_fail (XQ_IS_STORE (self), NULL);
  g_assert (!self->in_transaction);

  if (!xq_store_check_writable (self, error))
    return NULL;
  if (!xq_store_exec (self, "BEGIN IMMEDIATE", error))
    return NULL;
  self->in_transaction = TRUE;
  tx = g_new0 (XqStoreTransaction, 1);
  tx->store = g_object_ref (self);
  /* Inside the write lock, so that nobody changes the file between the check and the write. */
  if (!check_integrity (self, error))
    {
      xq_store_transaction_free (tx);
      return NULL;
    }
  return tx;
}

gboolean
xq_store_transaction_commit (XqStoreTransaction *tx,
                             GError            **error)
{
  g_return_val_if_fail (tx != NULL && !tx->done, FALSE);

  if (!xq_store_exec (tx->store, "COMMIT", error))
    return FALSE; /* still open: freeing rolls back */
  tx->done = TRUE;
  tx->store->in_transaction = FALSE;
  return TRUE;
}

void
xq_store_transaction_free (XqStoreTransaction *tx)
{
  if (tx == NULL)
    return;
  if (!tx->done)
    {
      g_autoptr (GError) error = NULL;
      if (!xq_store_exec (tx->store, "ROLLBACK", &error))
        g_debug ("rollback: %s", error->message); /* SQLite may have rolled back already */
      tx->store->in_transaction = FALSE;
    }
  g_object_unref (tx->store);
  g_free (tx);
}
