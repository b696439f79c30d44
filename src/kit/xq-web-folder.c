/* xq-web-folder.c: the event's pages written as files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include "xq-web-folder.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "xq-catalog.h"
#include "xq-web-pages.h"

#define GENERATOR_MARK "<meta name=\"generator\" content=\"Qili\">"

/* Whether the file at @path was written by Qili (its head carries the generator mark). */
static gboolean
ours (const char *path)
{
  g_autoptr (GFile)            file = g_file_new_for_path (path);
  g_autoptr (GFileInputStream) in = g_file_read (file, NULL, NULL);
  char                         head[2048];
  gsize                        n = 0;

  if (in == NULL || !g_input_stream_read_all (G_INPUT_STREAM (in), head, sizeof head - 1, &n, NULL, NULL))
    return FALSE;
  head[n] = '\0';
  return strstr (head, GENERATOR_MARK) != NULL;
}

gboolean
xq_web_folder_write (XqKitEvent *event,
                     const char *folder,
                     guint      *n_pages,
                     GError    **error)
{
  g_autoptr (GPtrArray) names = NULL;
  g_autofree char      *display = NULL;
  XqLang                lang = xq_kit_event_get_lang (event);

  g_return_val_if_fail (event != NULL && folder != NULL, FALSE);

  display = g_filename_display_name (folder);
  if (g_file_test (folder, G_FILE_TEST_EXISTS) && !g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY, XQ_T (lang, "“%s” is a file, not a folder"), display);
      return FALSE;
    }
  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), XQ_T (lang, "Could not create the folder “%s”: %s"),
                   display, g_strerror (saved));
      return FALSE;
    }
  names = xq_web_pages_list (event);
  /* Nothing is written unless every file may be. */
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (folder, g_ptr_array_index (names, i), NULL);
      if (g_file_test (path, G_FILE_TEST_EXISTS) && !ours (path))
        {
          g_autofree char *shown = g_filename_display_name (path);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                       XQ_T (lang, "“%s” is not a page Qili wrote; it was left as it is and nothing was exported. "
                                   "Choose an empty folder, or one Qili exported to before."),
                       shown);
          return FALSE;
        }
    }
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char   *path = g_build_filename (folder, g_ptr_array_index (names, i), NULL);
      g_autoptr (GBytes) page = xq_web_pages_render (event, g_ptr_array_index (names, i), NULL);
      gsize              size;
      const char        *data = g_bytes_get_data (page, &size);

      if (!g_file_set_contents_full (path, data, (gssize) size, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error))
        return FALSE;
    }
  if (n_pages != NULL)
    *n_pages = names->len;
  return TRUE;
}
