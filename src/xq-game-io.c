/* xq-game-io.c: game files (PGN, XQF, CBR, CBL, CBF, DhtmlXQ, FEN) to and from XqGameModel
 *
 * The records layer reads the file (XqRecordFile: a PGN collection is indexed by its tags and a
 * game parsed when chosen) and writes PGN; this file hands its games to the model.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-game-io"

#include "config.h"

#include "xq-game-io.h"

#include "xq-game-model.h"
#include "xq-records.h"

struct _XqGameFile
{
  XqRecordFile *records;
  GFile        *file;
  /* A file of one game read in the worker thread too: the game, what of it was not read, or
   * why nothing was; taken by the first xq_game_io_load_game() of game 0. */
  gboolean   first_read;
  XqGame    *first;
  GPtrArray *first_warnings;
  GError    *first_error;
};

static void
clear (XqGameFile *self)
{
  g_clear_pointer (&self->records, xq_record_file_free);
  g_clear_object (&self->file);
  g_clear_pointer (&self->first, xq_game_free);
  g_clear_pointer (&self->first_warnings, g_ptr_array_unref);
  g_clear_error (&self->first_error);
}

/**
 * xq_game_file_new:
 * @bytes: the contents of a PGN, XQF or FEN file, or pasted text
 * @file: (nullable): where @bytes come from
 *
 * Returns: (transfer full) (nullable): the games, or %NULL with @error set
 */
XqGameFile *
xq_game_file_new (GBytes  *bytes,
                  GFile   *file,
                  GError **error)
{
  XqRecordFile *records;
  XqGameFile   *self;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  records = xq_record_file_new (bytes, error);
  if (records == NULL)
    return NULL;
  self = g_rc_box_new0 (XqGameFile);
  self->records = records;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  return self;
}

/* In the worker thread: the file's bytes, its index, and a single game read. */
static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  GFile             *file = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_file_load_bytes (file, cancellable, NULL, &error);
  XqGameFile        *self;

  if (bytes == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  self = xq_game_file_new (bytes, file, &error);
  if (self == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (xq_record_file_get_n_games (self->records) == 1)
    {
      self->first_read = TRUE;
      self->first_warnings = xq_record_warnings_new ();
      self->first = xq_record_file_load_game (self->records, 0, self->first_warnings, &self->first_error);
    }
  g_task_return_pointer (task, self, (GDestroyNotify) xq_game_file_unref);
}

/**
 * xq_game_file_load_async:
 * @file: a PGN, XQF, CBR, CBL, CBF, DhtmlXQ or FEN file
 *
 * Reads @file and indexes its games in a worker thread (and reads its game, when it holds one
 * only), so that the biggest files keep the window responsive.
 */
void
xq_game_file_load_async (GFile              *file,
                         GCancellable       *cancellable,
                         GAsyncReadyCallback callback,
                         gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_game_file_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

/**
 * xq_game_file_load_finish:
 *
 * Returns: (transfer full) (nullable): the games, or %NULL with @error set: a G_IO_ERROR when the
 *   file could not be read, another domain when it could not be opened as games
 */
XqGameFile *
xq_game_file_load_finish (GAsyncResult *result,
                          GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

XqGameFile *
xq_game_file_ref (XqGameFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_rc_box_acquire (self);
}

void
xq_game_file_unref (XqGameFile *self)
{
  g_return_if_fail (self != NULL);

  g_rc_box_release_full (self, (GDestroyNotify) clear);
}

/**
 * xq_game_file_get_file:
 *
 * Returns: (transfer none) (nullable): the file the games were read from
 */
GFile *
xq_game_file_get_file (XqGameFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->file;
}

guint
xq_game_file_get_n_games (XqGameFile *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return xq_record_file_get_n_games (self->records);
}

/**
 * xq_game_file_get_tag:
 *
 * Returns: (transfer none) (nullable): tag @name of game @index, read without loading the game
 */
const char *
xq_game_file_get_tag (XqGameFile *self,
                      guint       index,
                      const char *name)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return xq_record_file_get_tag (self->records, index, name);
}

/**
 * xq_game_file_get_records:
 *
 * Returns: (transfer none): the record file the games are read from
 */
const XqRecordFile *
xq_game_file_get_records (XqGameFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->records;
}

gboolean
xq_game_file_check_game (XqGameFile *self,
                         guint       index,
                         GError    **error)
{
  XqGame *game;

  g_return_val_if_fail (self != NULL, FALSE);

  g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();

  /* Lenient: a game read in part can be opened (the window says what was not read). */
  game = xq_record_file_load_game (self->records, index, warnings, error);
  if (game == NULL)
    return FALSE;
  xq_game_free (game);
  return TRUE;
}

gboolean
xq_game_io_load_game (XqGameFile  *self,
                      guint        index,
                      XqGameModel *model,
                      GPtrArray   *warnings,
                      GError     **error)
{
  XqGame *game;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (XQ_IS_GAME_MODEL (model), FALSE);
  g_return_val_if_fail (warnings != NULL, FALSE);

  if (index == 0 && self->first_read)
    {
      /* Read already, in the worker thread */
      self->first_read = FALSE;
      for (guint i = 0; i < self->first_warnings->len; i++)
        g_ptr_array_add (warnings, xq_record_warning_copy (g_ptr_array_index (self->first_warnings, i)));
      g_clear_pointer (&self->first_warnings, g_ptr_array_unref);
      if (self->first == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&self->first_error));
          return FALSE;
        }
      xq_game_model_take_game (model, g_steal_pointer (&self->first));
      return TRUE;
    }
  game = xq_record_file_load_game (self->records, index, warnings, error);
  if (game == NULL)
    return FALSE;
  xq_game_model_take_game (model, game);
  return TRUE;
}

/**
 * xq_game_io_write_pgn:
 *
 * Returns: (transfer full): the game of @model (tags, every variation, comments) as PGN, its moves
 *   in Chinese notation
 */
char *
xq_game_io_write_pgn (XqGameModel *model)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (model), NULL);

  return xq_pgn_write_game (xq_game_model_get_game (model), XQ_NOTATION_CHINESE);
}
