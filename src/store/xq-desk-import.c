/* xq-desk-import.c: a player list read from CSV exactly, or refused where it cannot be (xq-desk.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-csv.h"
#include "xq-desk.h"
#include "xq-names.h"
#include "xq-store-error.h"

enum {
  COL_NAME,
  COL_RATING,
  COL_CLUB,
  COL_FID,
  N_COLS
};

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

static int
column_of (const char *header)
{
  g_autofree char *h = g_utf8_strdown (header, -1);

  g_strstrip (h);
  if (g_str_equal (h, "name") || g_str_equal (h, "姓名"))
    return COL_NAME;
  if (g_str_equal (h, "rating") || g_str_equal (h, "等级分") || g_str_equal (h, "等級分"))
    return COL_RATING;
  if (g_str_equal (h, "club") || g_str_equal (h, "单位") || g_str_equal (h, "單位"))
    return COL_CLUB;
  if (g_str_equal (h, "federation_id") || g_str_equal (h, "id"))
    return COL_FID;
  return -1;
}

/* Field @i of @rec as one line of at most @max characters, spaces around removed. */
static gboolean
one_line_field (const XqCsvRecord *rec,
                guint              i,
                guint              max,
                const char       **out,
                GError           **error)
{
  char *text = g_strstrip ((char *) g_ptr_array_index (rec->fields, i));
  guint col = g_array_index (rec->columns, guint, i);

  if (strpbrk (text, "\r\n") != NULL)
    return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "a line break inside a field"));
  if (g_utf8_strlen (text, -1) > max)
    {
      g_autofree char *what = g_strdup_printf (XQ_T (lang (), "more than %u characters"), max);
      return xq_csv_field_error (error, rec->line, col, what);
    }
  if (!xq_names_one_line (text, max))
    return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "a control character (such as a tab)"));
  *out = text;
  return TRUE;
}

/* Reads record @rec into @spec by the header's @map. */
static gboolean
read_record (const XqCsvRecord *rec,
             const int         *map,
             guint              n_columns,
             XqPlayerSpec      *spec,
             GError           **error)
{
  if (rec->fields->len != n_columns)
    {
      guint            col = g_array_index (rec->columns, guint, MIN (rec->fields->len, n_columns) - 1);
      g_autofree char *what = NULL;

      if (rec->fields->len > n_columns)
        col = g_array_index (rec->columns, guint, n_columns);
      /* Translators: a CSV line with another number of fields than its header; a number such as
       * 1,500 written with a comma is the usual cause */
      what = g_strdup_printf (XQ_T (lang (), "%u fields where the header has %u (write a rating such as 1,500 as 1500)"),
                              rec->fields->len, n_columns);
      return xq_csv_field_error (error, rec->line, col, what);
    }
  for (guint i = 0; i < n_columns; i++)
    {
      const char *text = g_ptr_array_index (rec->fields, i);
      guint       col = g_array_index (rec->columns, guint, i);

      switch (map[i])
        {
        case COL_NAME:
          if (!one_line_field (rec, i, XQ_NAMES_MAX, &spec->name, error))
            return FALSE;
          if (*spec->name == '\0')
            return xq_csv_field_error (error, rec->line, col, XQ_T (lang (), "a player without a name"));
          break;
        case COL_RATING:
          if (!xq_csv_read_number (text, 0, 9999, 0, &spec->rating))
            {
              g_autofree char *what =
                g_strdup_printf (XQ_T (lang (), "the rating “%s” is not a whole number from 0 to 9999"), text);
              return xq_csv_field_error (error, rec->line, col, what);
            }
          break;
        case COL_CLUB:
          if (!one_line_field (rec, i, XQ_NAMES_MAX, &spec->club, error))
            return FALSE;
          break;
        case COL_FID:
          if (!one_line_field (rec, i, 20, &spec->federation_id, error))
            return FALSE;
          break;
        default:
          break;
        }
    }
  return TRUE;
}

/* Refuses a name already entered in the event or earlier in the file. */
static gboolean
check_duplicate (GHashTable         *seen,
                 const XqCsvRecord  *rec,
                 const int          *map,
                 const XqPlayerSpec *spec,
                 GError            **error)
{
  g_autofree char *key = xq_names_key (spec->name);
  gpointer         where = g_hash_table_lookup (seen, key);
  guint            col = 1;

  for (guint i = 0; i < rec->fields->len; i++)
    if (map[i] == COL_NAME)
      col = g_array_index (rec->columns, guint, i);
  if (where != NULL)
    {
      guint line = GPOINTER_TO_UINT (where);
      if (line == G_MAXUINT)
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_DUPLICATE,
                     XQ_T (lang (), "line %u, column %u: “%s” is already entered in the event"), rec->line, col, spec->name);
      else
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_DUPLICATE,
                     XQ_T (lang (), "line %u, column %u: “%s” is already on line %u"), rec->line, col, spec->name, line);
      return FALSE;
    }
  g_hash_table_insert (seen, g_steal_pointer (&key), GUINT_TO_POINTER (rec->line));
  return TRUE;
}

int
xq_desk_import_players (XqStore    *store,
                        gint64      event_id,
                        const char *csv,
                        gsize       length,
                        gboolean    allow_duplicates,
                        GError    **error)
{
  g_autoptr (GArray)      records = NULL;
  g_autoptr (GArray)      specs = g_array_new (FALSE, TRUE, sizeof (XqPlayerSpec));
  g_autoptr (GHashTable)  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (XqEventData) data = NULL;
  const XqCsvRecord      *head;
  int                     map[64];
  gboolean                has_name = FALSE;

  if (length == (gsize) -1)
    length = strlen (csv);
  records = xq_csv_parse (csv, length, error);
  if (records == NULL)
    return -1;
  if (records->len == 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "The player list is empty"));
      return -1;
    }
  head = &g_array_index (records, XqCsvRecord, 0);
  if (head->fields->len > G_N_ELEMENTS (map))
    {
      xq_csv_field_error (error, head->line, g_array_index (head->columns, guint, G_N_ELEMENTS (map)),
                          XQ_T (lang (), "more than 64 columns"));
      return -1;
    }
  for (guint i = 0; i < head->fields->len; i++)
    {
      map[i] = column_of (g_ptr_array_index (head->fields, i));
      for (guint k = 0; k < i; k++)
        if (map[i] >= 0 && map[k] == map[i])
          {
            xq_csv_field_error (error, head->line, g_array_index (head->columns, guint, i),
                                XQ_T (lang (), "a column named twice in the header"));
            return -1;
          }
      has_name = has_name || map[i] == COL_NAME;
    }
  if (!has_name)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "The first line of the player list must name its columns, among them “name”"));
      return -1;
    }

  data = xq_store_load_event (store, event_id, error);
  if (data == NULL)
    return -1;
  for (guint i = 0; i < data->entries->len; i++)
    g_hash_table_insert (seen, xq_names_key (g_array_index (data->entries, XqEntry, i).name), GUINT_TO_POINTER (G_MAXUINT));

  for (guint r = 1; r < records->len; r++)
    {
      const XqCsvRecord *rec = &g_array_index (records, XqCsvRecord, r);
      XqPlayerSpec       spec = { 0 };

      if (!read_record (rec, map, head->fields->len, &spec, error))
        return -1;
      if (!allow_duplicates && !check_duplicate (seen, rec, map, &spec, error))
        return -1;
      g_array_append_val (specs, spec);
    }
  if (specs->len == 0)
    return 0;
  if (!xq_store_add_players (store, event_id, (XqPlayerSpec *) specs->data, specs->len, NULL, error))
    return -1;
  return (int) specs->len;
}
