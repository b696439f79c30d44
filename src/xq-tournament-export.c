/* xq-tournament-export.c: writing an event's tables to a file without blocking the caller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-tournament-export"

#include "config.h"

#include "xq-tournament-export.h"

#include <string.h>

#include "xq-store.h"

typedef struct
{
  char          *path;
  gint64         event_id;
  XqExportFormat format;
  XqExportTable  table;
  guint          round;
  GFile         *file;
} Job;

static void
job_free (Job *job)
{
  g_free (job->path);
  g_clear_object (&job->file);
  g_free (job);
}

static void
export_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job                    *job = task_data;
  g_autoptr (XqStore)     store = NULL;
  g_autoptr (XqEventData) data = NULL;
  g_autofree char        *text = NULL;
  g_autoptr (GString)     cut = g_string_new (NULL);
  GError                 *error = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  store = xq_store_open_full (job->path, XQ_STORE_OPEN_READ_ONLY, &error);
  if (store == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  data = xq_store_load_event (store, job->event_id, &error);
  g_clear_object (&store);
  if (data == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  switch (job->format)
    {
    case XQ_EXPORT_FORMAT_HTML:
      text = xq_export_html (data);
      break;
    case XQ_EXPORT_FORMAT_TRF:
      text = xq_export_trf (data);
      xq_export_trf_cut (data, cut);
      break;
    case XQ_EXPORT_FORMAT_CSV:
    default:
      text = xq_export_csv (data, job->table, job->round);
      break;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  if (!g_file_replace_contents (job->file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL, cancellable,
                                &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, g_string_free (g_steal_pointer (&cut), FALSE), g_free);
}

void
xq_tournament_export_async (const char         *path,
                            gint64              event_id,
                            XqExportFormat      format,
                            XqExportTable       table,
                            guint               round,
                            GFile              *file,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  Job              *job;

  g_return_if_fail (path != NULL);
  g_return_if_fail (G_IS_FILE (file));

  job = g_new0 (Job, 1);
  job->path = g_strdup (path);
  job->event_id = event_id;
  job->format = format;
  job->table = table;
  job->round = round;
  job->file = g_object_ref (file);
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_tournament_export_async);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, export_thread);
}

gboolean
xq_tournament_export_finish (GAsyncResult *result,
                             char        **cut,
                             GError      **error)
{
  char *text;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  text = g_task_propagate_pointer (G_TASK (result), error);
  if (text == NULL)
    return FALSE;
  if (cut != NULL)
    *cut = text;
  else
    g_free (text);
  return TRUE;
}
