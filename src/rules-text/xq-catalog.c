/* xq-catalog.c: reads the embedded .mo catalogues
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-catalog"

#include "config.h"

#include "xq-catalog.h"

#include <gio/gio.h>
#include <string.h>

#include "xq-catalog-resources.h"

#define MO_MAGIC 0x950412deu

static guint32
read_u32 (const guint8 *data,
          gsize         offset,
          gboolean      swap)
{
  guint32 v;

  memcpy (&v, data + offset, 4);
  return swap ? GUINT32_SWAP_LE_BE (v) : v;
}

/* GNU .mo: magic, revision, count, offset of originals, offset of translations; each table holds
 * (length, offset) pairs. Anything inconsistent makes the catalogue empty, never a crash. */
static GHashTable *
parse_mo (GBytes *bytes)
{
  GHashTable   *table = g_hash_table_new (g_str_hash, g_str_equal);
  gsize         size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  gboolean      swap;
  guint32       n, orig, trans;

  if (size < 28)
    return table;
  swap = read_u32 (data, 0, FALSE) != MO_MAGIC;
  if (read_u32 (data, 0, swap) != MO_MAGIC)
    return table;
  n = read_u32 (data, 8, swap);
  orig = read_u32 (data, 12, swap);
  trans = read_u32 (data, 16, swap);
  if ((guint64) orig + (guint64) n * 8 > size || (guint64) trans + (guint64) n * 8 > size)
    return table;

  for (guint32 i = 0; i < n; i++)
    {
      guint32 olen = read_u32 (data, orig + i * 8, swap), ooff = read_u32 (data, orig + i * 8 + 4, swap);
      guint32 tlen = read_u32 (data, trans + i * 8, swap), toff = read_u32 (data, trans + i * 8 + 4, swap);
      if ((guint64) ooff + olen >= size || (guint64) toff + tlen >= size || olen == 0 || tlen == 0)
        continue;
      /* Strings are NUL-terminated inside the file, which the resource keeps alive. */
      g_hash_table_insert (table, (gpointer) (data + ooff), (gpointer) (data + toff));
    }
  return table;
}

static GHashTable *
load (XqLang   lang,
      GBytes **keep)
{
  g_autofree char *path = g_strdup_printf ("/io/github/qili/Qili/catalog/%s.mo", xq_lang_to_string (lang));
  static gsize     registered = 0;

  /* Registered when first read, not at start-up: GLib searches every registered resource on
   * each lookup, and GTK makes thousands while it reads the icon theme. */
  if (g_once_init_enter (&registered))
    {
      xq_catalog_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  *keep = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (*keep == NULL)
    return g_hash_table_new (g_str_hash, g_str_equal);
  /* The table borrows the strings of the bytes, which are kept for the life of the process. */
  return parse_mo (*keep);
}

static XqCatalogTrace trace_func;
static gpointer       trace_data;

void
xq_catalog_set_trace (XqCatalogTrace func,
                      gpointer       data)
{
  trace_func = func;
  trace_data = data;
}

const char *
xq_catalog_lookup (XqLang      lang,
                   const char *msgid)
{
  static GHashTable *tables[XQ_N_LANGS];
  static GBytes     *bytes[XQ_N_LANGS];
  static gsize       loaded[XQ_N_LANGS];
  const char        *found;

  if (trace_func != NULL && msgid != NULL)
    trace_func (msgid, trace_data);
  if (lang == XQ_LANG_EN || lang >= XQ_N_LANGS || msgid == NULL || msgid[0] == '\0')
    return msgid;
  if (g_once_init_enter (&loaded[lang]))
    {
      tables[lang] = load (lang, &bytes[lang]);
      g_once_init_leave (&loaded[lang], 1);
    }
  found = g_hash_table_lookup (tables[lang], msgid);
  return found ? found : msgid;
}
