/* xq-game-io.c: game files (PGN, XQF, FEN) to and from XqGameModel
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
};

static void
clear (XqGameFile *self)
{
  g_clear_pointer (&self->records, xq_record_file_free);
  g_clear_object (&self->file);
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
