/* xq-file-dialogs.c: where file dialogs open, and the names they suggest
 *
 * Each kind of file keeps its own folder (GSettings last-folders): games are opened from one
 * folder and reports exported to another, and neither dialog jumps to the other's. A dialog for a
 * kind never used opens in the Documents folder, not in the folder Qili happened to be started
 * from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-file-dialogs"

#include "config.h"

#include "xq-file-dialogs.h"

static GSettings *
settings (void)
{
  static GSettings *shared;

  if (shared == NULL)
    shared = g_settings_new (APP_ID);
  return shared;
}

GFile *
xq_file_dialog_get_folder (const char *kind)
{
  g_autoptr (GVariant) folders = g_settings_get_value (settings (), "last-folders");
  const char          *uri = NULL;
  g_autofree char     *game = NULL;
  const char          *documents;

  g_return_val_if_fail (kind != NULL, NULL);

  if (g_variant_lookup (folders, kind, "&s", &uri) && *uri != '\0')
    {
      GFile *folder = g_file_new_for_uri (uri);
      if (g_file_query_file_type (folder, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_DIRECTORY)
        return folder;
      g_object_unref (folder);
    }
  /* Games: the folder of earlier versions' single setting */
  if (g_str_equal (kind, XQ_FILE_KIND_GAME))
    {
      game = g_settings_get_string (settings (), "last-folder");
      if (*game != '\0')
        {
          GFile *folder = g_file_new_for_uri (game);
          if (g_file_query_file_type (folder, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_DIRECTORY)
            return folder;
          g_object_unref (folder);
        }
    }
  documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

void
xq_file_dialog_remember (const char *kind,
                         GFile      *file)
{
  g_autoptr (GFile)    parent = NULL;
  g_autoptr (GVariant) old = NULL;
  g_autofree char     *uri = NULL;
  GVariantBuilder      builder;
  GVariantIter         iter;
  const char          *key, *value;

  g_return_if_fail (kind != NULL);
  g_return_if_fail (G_IS_FILE (file));

  parent = g_file_get_parent (file);
  if (parent == NULL)
    return;
  uri = g_file_get_uri (parent);
  old = g_settings_get_value (settings (), "last-folders");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&s&s}", &key, &value))
    if (!g_str_equal (key, kind))
      g_variant_builder_add (&builder, "{ss}", key, value);
  g_variant_builder_add (&builder, "{ss}", kind, uri);
  g_settings_set_value (settings (), "last-folders", g_variant_builder_end (&builder));
  if (g_str_equal (kind, XQ_FILE_KIND_GAME))
    g_settings_set_string (settings (), "last-folder", uri);
}

void
xq_file_dialog_print_to (GtkPrintOperation *operation,
                         const char        *name)
{
  g_autoptr (GtkPrintSettings) print = NULL;
  g_autoptr (GFile)            folder = xq_file_dialog_get_folder (XQ_FILE_KIND_PRINT);
  g_autofree char             *clean = xq_file_dialog_clean_name (name);
  g_autoptr (GFile)            file = g_file_get_child (folder, clean);
  g_autofree char             *uri = g_file_get_uri (file);

  g_return_if_fail (GTK_IS_PRINT_OPERATION (operation));

  print = gtk_print_operation_get_print_settings (operation) != NULL
            ? gtk_print_settings_copy (gtk_print_operation_get_print_settings (operation))
            : gtk_print_settings_new ();
  gtk_print_settings_set (print, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
  gtk_print_operation_set_print_settings (operation, print);
}

void
xq_file_dialog_printed (GtkPrintOperation *operation)
{
  GtkPrintSettings *print = gtk_print_operation_get_print_settings (operation);
  const char       *uri = print != NULL ? gtk_print_settings_get (print, GTK_PRINT_SETTINGS_OUTPUT_URI) : NULL;

  if (uri != NULL && g_str_has_prefix (uri, "file:"))
    {
      g_autoptr (GFile) file = g_file_new_for_uri (uri);
      xq_file_dialog_remember (XQ_FILE_KIND_PRINT, file);
    }
}

gboolean
xq_file_dialog_run_print (GtkPrintOperation      *operation,
                          GtkWindow              *parent,
                          GtkPrintOperationAction action,
                          const char             *export_to,
                          const char             *name,
                          GError                **error)
{
  GtkPrintOperationResult result;

  g_return_val_if_fail (GTK_IS_PRINT_OPERATION (operation), FALSE);

  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  if (export_to != NULL)
    gtk_print_operation_set_export_filename (operation, export_to);
  else
    xq_file_dialog_print_to (operation, name);
  result = gtk_print_operation_run (operation, action, parent, error);
  if (result == GTK_PRINT_OPERATION_RESULT_APPLY && export_to == NULL)
    xq_file_dialog_printed (operation);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}

char *
xq_file_dialog_clean_name (const char *name)
{
  GString *out;

  g_return_val_if_fail (name != NULL, NULL);

  out = g_string_new (NULL);
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c == '/' || c == '\\')
        g_string_append_c (out, '-');
      else if (g_unichar_iscntrl (c))
        g_string_append_c (out, ' ');
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

void
xq_file_dialog_prepare (GtkFileChooser *chooser,
                        const char     *kind,
                        const char     *name)
{
  g_autoptr (GFile) folder = xq_file_dialog_get_folder (kind);

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));

  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  if (name != NULL && gtk_file_chooser_get_action (chooser) == GTK_FILE_CHOOSER_ACTION_SAVE)
    {
      g_autofree char *clean = xq_file_dialog_clean_name (name);
      gtk_file_chooser_set_current_name (chooser, clean);
    }
}
