/* xq-store-members.c: the register of members, its import, entering a member in an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "xq-catalog.h"
#include "xq-csv.h"
#include "xq-names.h"
#include "xq-store-private.h"
#include "xq-store-season.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

static const char *
col_text (sqlite3_stmt *stmt,
          int           col)
{
  const char *t = (const char *) sqlite3_column_text (stmt, col);
  return t != NULL ? t : "";
}

static const char *
or_empty (const char *text)
{
  return text != NULL ? text : "";
}

void
xq_member_clear (XqMember *m)
{
  g_free (m->name);
  g_free (m->club);
  g_free (m->federation_id);
  g_free (m->federation);
  g_free (m->title);
  g_free (m->sex);
  g_free (m->birth);
  g_free (m->contact);
  *m = (XqMember){ 0 };
}

static void
clear_member (gpointer p)
{
  xq_member_clear (p);
}

static gboolean
valid_birth (const char *birth)
{
  int                   y = 0, m = 0, d = 0;
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr (GDateTime) dt = NULL;
  gsize                 len;

  if (birth == NULL || *birth == '\0')
    return TRUE;
  len = strlen (birth);
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (birth[i]) && !(birth[i] == '-' && (i == 4 || i == 7)))
      return FALSE;
  if (len == 4)
    y = atoi (birth), m = 1, d = 1;
  else if (len == 10)
    y = atoi (birth), m = atoi (birth + 5), d = atoi (birth + 8);
  else
    return FALSE;
  if (y < 1900 || y > g_date_time_get_year (now))
    return FALSE;
  dt = g_date_time_new_utc (y, m, d, 0, 0, 0);
  return dt != NULL;
}

/* The member's name without surrounding spaces, or NULL with INVALID saying what is wrong. */
static char *
check_member (const XqMember *m,
              GError        **error)
{
  g_autofree char *name = m->name != NULL && g_utf8_validate (m->name, -1, NULL) ? g_strstrip (g_strdup (m->name)) : NULL;
  const char      *what = NULL;

  if (name == NULL || *name == '\0')
    what = XQ_T (lang (), "A member needs a name");
  else if (!xq_names_one_line (name, XQ_NAMES_MAX))
    what = XQ_T (lang (), "A name is one line of at most 100 characters");
  else if (m->rating < 0 || m->rating > 9999 || m->highest < 0 || m->highest > 9999)
    what = XQ_T (lang (), "A rating is a whole number from 0 to 9999");
  else if (!xq_names_one_line (m->club, XQ_NAMES_MAX) || !xq_names_one_line (m->federation_id, 20) || !xq_names_one_line (m->contact, 200))
    what = XQ_T (lang (), "A club, federation id or contact is one line (at most 100, 20 and 200 characters)");
  else if (m->federation != NULL && (strlen (m->federation) > 3 || strspn (m->federation, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != strlen (m->federation)))
    what = XQ_T (lang (), "A federation is its FIDE code of up to 3 capital letters (CHN, TPE, MAS)");
  else if (m->title != NULL && (strlen (m->title) > 3 || !xq_names_one_line (m->title, 3)))
    what = XQ_T (lang (), "A title has up to 3 letters");
  else if (m->sex != NULL && *m->sex != '\0' && !g_str_equal (m->sex, "m") && !g_str_equal (m->sex, "w"))
    what = XQ_T (lang (), "Sex is m or w (or left empty)");
  else if (!valid_birth (m->birth))
    what = XQ_T (lang (), "A birth date is YYYY or YYYY-MM-DD, a real date, not in the future");
  else if (m->listed_k > 100 || m->rated_games < -1)
    what = XQ_T (lang (), "K is from 0 to 100, games rated 0 or more");
  if (what != NULL)
    {
      g_set_error_literal (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, what);
      return NULL;
    }
  return g_steal_pointer (&name);
}

static void
bind_member (sqlite3_stmt   *stmt,
             const XqMember *m,
             const char     *name)
{
  xq_store_bind_text (stmt, ":name", name);
  xq_store_bind_text (stmt, ":club", or_empty (m->club));
  xq_store_bind_int64 (stmt, ":rating", m->rating);
  xq_store_bind_text (stmt, ":fid", or_empty (m->federation_id));
  xq_store_bind_text (stmt, ":federation", or_empty (m->federation));
  xq_store_bind_text (stmt, ":title", or_empty (m->title));
  xq_store_bind_text (stmt, ":sex", or_empty (m->sex));
  xq_store_bind_text (stmt, ":birth", or_empty (m->birth));
  xq_store_bind_text (stmt, ":contact", or_empty (m->contact));
  xq_store_bind_int64 (stmt, ":k", m->listed_k);
  xq_store_bind_int64 (stmt, ":games", m->rated_games);
  xq_store_bind_int64 (stmt, ":highest", MAX (m->highest, m->rating));
}

static gint64
insert_member (XqStore        *self,
               const XqMember *m,
               GError        **error)
{
  g_autofree char         *name = check_member (m, error);
  g_autoptr (sqlite3_stmt) stmt = NULL;

  if (name == NULL)
    return 0;
  stmt = xq_store_prepare (self,
                           "INSERT INTO members (name, club, rating, federation_id, federation, title, sex, birth, contact,"
                           " listed_k, rated_games, highest) VALUES (:name, :club, :rating, :fid, :federation, :title, :sex,"
                           " :birth, :contact, :k, :games, :highest)",
                           error);
  if (stmt == NULL)
    return 0;
  bind_member (stmt, m, name);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not add the member")))
    return 0;
  return sqlite3_last_insert_rowid (xq_store_get_db (self));
}

/* Writes @m over member @m->id and corrects the event players linked to it. */
static gboolean
write_member (XqStore        *self,
              const XqMember *m,
              GError        **error)
{
  g_autofree char         *name = check_member (m, error);
  g_autoptr (sqlite3_stmt) stmt = NULL, players = NULL;

  if (name == NULL)
    return FALSE;
  stmt = xq_store_prepare (self,
                           "UPDATE members SET name = :name, club = :club, rating = :rating, federation_id = :fid,"
                           " federation = :federation, title = :title, sex = :sex, birth = :birth, contact = :contact,"
                           " listed_k = :k, rated_games = :games, highest = :highest,"
                           " updated = strftime ('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = :id",
                           error);
  if (stmt == NULL)
    return FALSE;
  bind_member (stmt, m, name);
  xq_store_bind_int64 (stmt, ":id", m->id);
  if (!xq_store_step_done (self, stmt, error, XQ_T (lang (), "Could not change the member")))
    return FALSE;
  if (sqlite3_changes (xq_store_get_db (self)) == 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no member %lld"), (long long) m->id);
      return FALSE;
    }
  /* Events under way or over fixed their ratings when paired (rounds_fix_ratings): the rating
   * reaches only events that have not started. */
  players = xq_store_prepare (self,
                              "UPDATE players SET name = :name, club = :club, federation_id = :fid, rating = :rating"
                              " WHERE member_id = :id",
                              error);
  if (players == NULL)
    return FALSE;
  xq_store_bind_text (players, ":name", name);
  xq_store_bind_text (players, ":club", or_empty (m->club));
  xq_store_bind_text (players, ":fid", or_empty (m->federation_id));
  xq_store_bind_int64 (players, ":rating", m->rating);
  xq_store_bind_int64 (players, ":id", m->id);
  return xq_store_step_done (self, players, error, XQ_T (lang (), "Could not change the member"));
}

gint64
xq_store_add_member (XqStore        *self,
                     const XqMember *member,
                     GError        **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;
  gint64                         id;

  g_return_val_if_fail (XQ_IS_STORE (self), 0);

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return 0;
  id = insert_member (self, member, error);
  if (id == 0 || !xq_store_transaction_commit (tx, error))
    return 0;
  return id;
}

gboolean
xq_store_update_member (XqStore        *self,
                        const XqMember *member,
                        GError        **error)
{
  g_autoptr (XqStoreTransaction) tx = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  tx = xq_store_begin_write (self, error);
  return tx != NULL && write_member (self, member, error) && xq_store_transaction_commit (tx, error);
}

static void
read_member (sqlite3_stmt *stmt,
             XqMember     *m)
{
  m->id = sqlite3_column_int64 (stmt, 0);
  m->name = g_strdup (col_text (stmt, 1));
  m->club = g_strdup (col_text (stmt, 2));
  m->rating = sqlite3_column_int (stmt, 3);
  m->federation_id = g_strdup (col_text (stmt, 4));
  m->federation = g_strdup (col_text (stmt, 5));
  m->title = g_strdup (col_text (stmt, 6));
  m->sex = g_strdup (col_text (stmt, 7));
  m->birth = g_strdup (col_text (stmt, 8));
  m->contact = g_strdup (col_text (stmt, 9));
  m->listed_k = (guint) sqlite3_column_int (stmt, 10);
  m->rated_games = sqlite3_column_int (stmt, 11);
  m->highest = sqlite3_column_int (stmt, 12);
}

#define MEMBER_COLUMNS \
  "id, name, club, rating, federation_id, federation, title, sex, birth, contact, listed_k, rated_games, highest"

gboolean
xq_store_get_member (XqStore  *self,
                     gint64    member_id,
                     XqMember *out,
                     GError  **error)
{
  g_autoptr (sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  stmt = xq_store_prepare (self, "SELECT " MEMBER_COLUMNS " FROM members WHERE id = :id", error);
  if (stmt == NULL)
    return FALSE;
  xq_store_bind_int64 (stmt, ":id", member_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "There is no member %lld"), (long long) member_id);
      return FALSE;
    }
  read_member (stmt, out);
  return TRUE;
}

typedef struct
{
  XqMember member;
  char    *key;
} Keyed;

static int
compare_keyed (gconstpointer a,
               gconstpointer b)
{
  const Keyed *x = a, *y = b;
  int          c = strcmp (x->key, y->key);
  return c != 0 ? c : (x->member.id > y->member.id) - (x->member.id < y->member.id);
}

GArray *
xq_store_list_members (XqStore    *self,
                       const char *query,
                       XqLang      lang_,
                       GError    **error)
{
  g_autoptr (sqlite3_stmt) stmt = NULL;
  g_autoptr (GArray)       keyed = g_array_new (FALSE, TRUE, sizeof (Keyed));
  GArray                  *out;
  int                      rc;

  g_return_val_if_fail (XQ_IS_STORE (self), NULL);

  stmt = xq_store_prepare (self, "SELECT " MEMBER_COLUMNS " FROM members", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Keyed k = { 0 };
      if (query != NULL && !xq_names_match (col_text (stmt, 1), query))
        continue;
      read_member (stmt, &k.member);
      k.key = xq_names_sort_key (k.member.name, lang_);
      g_array_append_val (keyed, k);
    }
  if (rc != SQLITE_DONE)
    {
      for (guint i = 0; i < keyed->len; i++)
        {
          xq_member_clear (&g_array_index (keyed, Keyed, i).member);
          g_free (g_array_index (keyed, Keyed, i).key);
        }
      xq_store_fail_read (self, error);
      return NULL;
    }
  g_array_sort (keyed, compare_keyed);
  out = g_array_sized_new (FALSE, TRUE, sizeof (XqMember), keyed->len);
  g_array_set_clear_func (out, clear_member);
  for (guint i = 0; i < keyed->len; i++)
    {
      Keyed *k = &g_array_index (keyed, Keyed, i);
      g_array_append_val (out, k->member);
      g_free (k->key);
    }
  return out;
}

/* ---- Import ------------------------------------------------------------------------------- */

typedef enum {
  COL_NAME,
  COL_CLUB,
  COL_RATING,
  COL_FID,
  COL_FEDERATION,
  COL_TITLE,
  COL_SEX,
  COL_BIRTH,
  COL_CONTACT,
  COL_K,
  COL_GAMES,
  N_COLS
} Column;

/* Header names, lower case; a header cell is compared lower-cased and trimmed. */
static const char *const headers[N_COLS][10] = {
  [COL_NAME] = { "name", "姓名", "名字", "棋手", "player", NULL },
  [COL_CLUB] = { "club", "单位", "單位", "俱乐部", "俱樂部", "代表队", "代表隊", "省市", "地区", NULL },
  [COL_RATING] = { "rating", "等级分", "等級分", "rtg", "srtng", "elo", NULL },
  [COL_FID] = { "federation_id", "id", "fide_id", "fide id", "编号", "編號", "会员号", "會員號", NULL },
  [COL_FEDERATION] = { "federation", "fed", "协会", "協會", "国家", NULL },
  [COL_TITLE] = { "title", "tit", "称号", "稱號", NULL },
  [COL_SEX] = { "sex", "gender", "性别", "性別", NULL },
  [COL_BIRTH] = { "birth", "born", "birth_year", "b-day", "birthday", "出生", "出生年份", "出生日期", NULL },
  [COL_CONTACT] = { "contact", "phone", "email", "联系方式", "聯絡方式", "电话", "電話", NULL },
  [COL_K] = { "k", "sk", NULL },
  [COL_GAMES] = { "games", "sgm", "gms", "局数", "局數", NULL },
};

static int
column_of (const char *header)
{
  g_autofree char *h = g_utf8_strdown (header, -1);

  g_strstrip (h);
  for (int c = 0; c < N_COLS; c++)
    for (guint i = 0; headers[c][i] != NULL; i++)
      if (g_str_equal (h, headers[c][i]))
        return c;
  return -1;
}

static char *
read_sex (const char *text)
{
  g_autofree char *t = g_utf8_strdown (text, -1);

  g_strstrip (t);
  if (*t == '\0')
    return g_strdup ("");
  if (g_str_equal (t, "m") || g_str_equal (t, "male") || g_str_equal (t, "男"))
    return g_strdup ("m");
  if (g_str_equal (t, "w") || g_str_equal (t, "f") || g_str_equal (t, "female") || g_str_equal (t, "女"))
    return g_strdup ("w");
  return NULL;
}

/* YYYY, YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD as "YYYY" or "YYYY-MM-DD"; "0000" (a list's unknown)
 * as "". NULL when it is none of these. */
static char *
read_birth (const char *text)
{
  g_autofree char *t = g_strstrip (g_strdup (text));

  if (*t == '\0' || g_str_equal (t, "0000"))
    return g_strdup ("");
  if (strlen (t) == 10 && (t[4] == '/' || t[4] == '.') && t[7] == t[4])
    t[4] = t[7] = '-';
  return valid_birth (t) ? g_steal_pointer (&t) : NULL;
}

/* The member a row stands for: by federation id, else by name and club; 0 for a new one. */
static gint64
find_existing (XqStore        *self,
               const XqMember *m,
               GError        **error)
{
  g_autoptr (sqlite3_stmt) stmt = NULL;
  gboolean                 by_id = m->federation_id != NULL && *m->federation_id != '\0';

  stmt = xq_store_prepare (self,
                           by_id ? "SELECT id FROM members WHERE federation_id = :fid ORDER BY id"
                                 : "SELECT id FROM members WHERE name = :name AND club = :club ORDER BY id",
                           error);
  if (stmt == NULL)
    return -1;
  if (by_id)
    xq_store_bind_text (stmt, ":fid", m->federation_id);
  else
    {
      xq_store_bind_text (stmt, ":name", m->name);
      xq_store_bind_text (stmt, ":club", or_empty (m->club));
    }
  return sqlite3_step (stmt) == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : 0;
}

static gboolean
same_member (const XqMember *a,
             const XqMember *b)
{
  return g_str_equal (a->name, b->name) && g_strcmp0 (a->club, b->club) == 0 && a->rating == b->rating &&
         g_strcmp0 (a->federation_id, b->federation_id) == 0 && g_strcmp0 (a->federation, b->federation) == 0 &&
         g_strcmp0 (a->title, b->title) == 0 && g_strcmp0 (a->sex, b->sex) == 0 && g_strcmp0 (a->birth, b->birth) == 0 &&
         g_strcmp0 (a->contact, b->contact) == 0 && a->listed_k == b->listed_k && a->rated_games == b->rated_games;
}

/* Puts field @c of @rec into @m (a field the file has replaces the member's). */
static gboolean
take_field (XqMember          *m,
            int                c,
            const XqCsvRecord *rec,
            guint              i,
            GError           **error)
{
  const char *text = g_ptr_array_index (rec->fields, i);
  guint       col = g_array_index (rec->columns, guint, i);
  int         n;
  char       *s;

  switch (c)
    {
    case COL_NAME:
      if (strpbrk (text, "\r\n") != NULL)
        return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "a name with a line break"));
      g_free (m->name);
      m->name = g_strstrip (g_strdup (text));
      if (*m->name == '\0')
        return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "a member without a name"));
      if (g_utf8_strlen (m->name, -1) > XQ_NAMES_MAX)
        return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "a name of more than 100 characters"));
      return TRUE;
    case COL_RATING:
      if (!xq_csv_read_number (text, 0, 9999, 0, &n))
        {
          g_autofree char *what = g_strdup_printf (XQ_T (lang (), "the rating “%s” is not a whole number from 0 to 9999"), text);
          return xq_csv_field_error (error, rec->line, col, what);
        }
      m->rating = n;
      return TRUE;
    case COL_K:
      if (!xq_csv_read_number (text, 0, 100, 0, &n))
        return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "K is a whole number from 0 to 100"));
      m->listed_k = (guint) n;
      return TRUE;
    case COL_GAMES:
      if (!xq_csv_read_number (text, 0, 99999, -1, &n))
        return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "the games rated are a whole number"));
      m->rated_games = n;
      return TRUE;
    case COL_SEX:
      if ((s = read_sex (text)) == NULL)
        return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "sex is m or w (男 or 女)"));
      g_free (m->sex);
      m->sex = s;
      return TRUE;
    case COL_BIRTH:
      if ((s = read_birth (text)) == NULL)
        return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "a birth date is YYYY or YYYY-MM-DD"));
      g_free (m->birth);
      m->birth = s;
      return TRUE;
      default: {
        char **field = c == COL_CLUB ? &m->club : c == COL_FID        ? &m->federation_id
                                                : c == COL_FEDERATION ? &m->federation
                                                : c == COL_TITLE      ? &m->title
                                                                      : &m->contact;
        if (strpbrk (text, "\r\n") != NULL)
          return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "a line break inside a field"));
        g_free (*field);
        *field = g_strstrip (g_strdup (text));
        if (c == COL_FEDERATION)
          {
            char *up = g_ascii_strup (*field, -1);
            g_free (*field);
            *field = up;
          }
        return TRUE;
      }
    }
}

gboolean
xq_store_import_members (XqStore        *self,
                         const char     *csv,
                         gsize           length,
                         XqMemberImport *out,
                         GError        **error)
{
  g_autoptr (GArray)             records = NULL;
  g_autoptr (XqStoreTransaction) tx = NULL;
  g_autoptr (GHashTable)         seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  int                            map[64];
  XqMemberImport                 counts = { 0 };
  const XqCsvRecord             *head;

  g_return_val_if_fail (XQ_IS_STORE (self), FALSE);

  records = xq_csv_parse (csv, length, error);
  if (records == NULL)
    return FALSE;
  if (records->len == 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "The file is empty"));
      return FALSE;
    }
  head = &g_array_index (records, XqCsvRecord, 0);
  if (head->fields->len > G_N_ELEMENTS (map))
    return xq_csv_field_error (error, head->line, g_array_index (head->columns, guint, G_N_ELEMENTS (map)),
                               XQ_T (lang (), "more than 64 columns"));
  {
    gboolean has_name = FALSE;
    for (guint i = 0; i < head->fields->len; i++)
      {
        map[i] = column_of (g_ptr_array_index (head->fields, i));
        for (guint k = 0; k < i; k++)
          if (map[i] >= 0 && map[k] == map[i])
            return xq_csv_field_error (error, head->line, g_array_index (head->columns, guint, i),
                                       XQ_T (lang (), "a column named twice in the header"));
        has_name = has_name || map[i] == COL_NAME;
      }
    if (!has_name)
      return xq_csv_field_error (error, head->line, 1,
                                 XQ_T (lang (), "the header names no name column (name or 姓名; also club, rating, federation_id, "
                                                "federation, title, sex, birth, contact, k, games)"));
  }

  tx = xq_store_begin_write (self, error);
  if (tx == NULL)
    return FALSE;
  for (guint r = 1; r < records->len; r++)
    {
      const XqCsvRecord *rec = &g_array_index (records, XqCsvRecord, r);
      g_auto (XqMember)  m = { 0 };
      g_auto (XqMember)  old = { 0 };
      g_autofree char   *key = NULL;
      gint64             existing;

      if (rec->fields->len != head->fields->len)
        {
          g_autofree char *what = g_strdup_printf (XQ_T (lang (), "%u fields where the header has %u"), rec->fields->len,
                                                   head->fields->len);
          return xq_csv_field_error (error, rec->line, 1, what);
        }
      for (guint i = 0; i < rec->fields->len; i++)
        if (map[i] == COL_NAME && !take_field (&m, map[i], rec, i, error))
          return FALSE;
      for (guint i = 0; i < rec->fields->len; i++)
        if (map[i] == COL_FID || map[i] == COL_CLUB)
          if (!take_field (&m, map[i], rec, i, error))
            return FALSE;
      existing = find_existing (self, &m, error);
      if (existing < 0)
        return FALSE;
      if (existing > 0)
        {
          if (!xq_store_get_member (self, existing, &old, error))
            return FALSE;
          /* The file's fields over the member's. */
          g_free (m.name), g_free (m.club), g_free (m.federation_id);
          m = (XqMember){ existing, g_strdup (old.name), g_strdup (old.club), old.rating, g_strdup (old.federation_id),
                          g_strdup (old.federation), g_strdup (old.title), g_strdup (old.sex), g_strdup (old.birth),
                          g_strdup (old.contact), old.listed_k, old.rated_games, old.highest };
        }
      else
        m.rated_games = -1;
      for (guint i = 0; i < rec->fields->len; i++)
        if (map[i] >= 0 && !take_field (&m, map[i], rec, i, error))
          return FALSE;
      /* One row a member. */
      key = *or_empty (m.federation_id) != '\0' ? g_strconcat ("id\x1f", m.federation_id, NULL)
                                                : g_strconcat ("nc\x1f", m.name, "\x1f", or_empty (m.club), NULL);
      if (g_hash_table_contains (seen, key))
        {
          g_autofree char *what = g_strdup_printf (XQ_T (lang (), "%s (%s) is on line %u too; give each a federation id to tell "
                                                                  "them apart"),
                                                   m.name, or_empty (m.club), GPOINTER_TO_UINT (g_hash_table_lookup (seen, key)));
          return xq_csv_field_error (error, rec->line, 1, what);
        }
      g_hash_table_insert (seen, g_steal_pointer (&key), GUINT_TO_POINTER (rec->line));
      {
        g_autoptr (GError) local = NULL;
        gboolean           ok;
        if (existing == 0)
          {
            ok = insert_member (self, &m, &local) > 0;
            counts.added += ok;
          }
        else if (same_member (&m, &old))
          {
            ok = TRUE;
            counts.unchanged++;
          }
        else
          {
            ok = write_member (self, &m, &local);
            counts.updated += ok;
          }
        if (!ok)
          {
            g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "line %u: %s"), rec->line, local->message);
            return FALSE;
          }
      }
    }
  if (!xq_store_transaction_commit (tx, error))
    return FALSE;
  if (out != NULL)
    *out = counts;
  return TRUE;
}

/* ---- Entering a member -------------------------------------------------------------------- */

gint64
xq_store_enter_member (XqStore *self,
                       gint64   event_id,
                       gint64   team_id,
                       gint64   member_id,
                       GError **error)
{
  g_auto (XqMember)        m = { 0 };
  g_autoptr (sqlite3_stmt) in = NULL;
  XqPlayerSpec             spec;
  gint64                   id = 0;

  g_return_val_if_fail (XQ_IS_STORE (self), 0);

  if (!xq_store_get_member (self, member_id, &m, error) || !xq_store_check_event_exists (self, event_id, error))
    return 0;
  in = xq_store_prepare (self,
                         "SELECT 1 FROM players p WHERE p.member_id = :member AND p.id IN"
                         " (SELECT player_id FROM entries WHERE event_id = :event AND player_id IS NOT NULL"
                         "  UNION SELECT tm.player_id FROM team_members tm JOIN entries e ON e.id = tm.entry_id"
                         "  WHERE e.event_id = :event)",
                         error);
  if (in == NULL)
    return 0;
  xq_store_bind_int64 (in, ":member", member_id);
  xq_store_bind_int64 (in, ":event", event_id);
  if (sqlite3_step (in) == SQLITE_ROW)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "%s is in this event already"), m.name);
      return 0;
    }
  spec = (XqPlayerSpec){ m.name, m.rating, m.club, m.federation_id, m.id };
  if (team_id > 0)
    return xq_store_add_team_player (self, event_id, team_id, &spec, error);
  if (!xq_store_add_players (self, event_id, &spec, 1, &id, error))
    return 0;
  return id;
}
