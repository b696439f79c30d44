/* xq-game-io.c: game files (PGN, XQF, FEN) to and from XqGameModel
 *
 * Until the records layer (PGN and XQF readers, game tree) is on this branch, only FEN text is
 * read, and the line shown is written as PGN with its tags.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-game-io"

#include "config.h"

#include "xq-game-io.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-game-model.h"
#include "xq-text.h"

struct _XqGameFile
{
  GFile     *file;
  XqPosition start;
};

XqGameFile *
xq_game_file_new (GBytes  *bytes,
                  GFile   *file,
                  GError **error)
{
  g_autofree char  *text = NULL;
  XqPositionProblem problem;
  XqGameFile       *self;
  gsize             size;
  const char       *data;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  data = g_bytes_get_data (bytes, &size);
  text = g_strstrip (g_strndup (data, size));
  self = g_rc_box_new0 (XqGameFile);
  if (!xq_position_from_fen (&self->start, text, &problem))
    {
      g_autofree char *why = xq_text_position_problem (xq_lang_from_locale (), &problem);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s", why);
      g_rc_box_release (self);
      return NULL;
    }
  self->file = file != NULL ? g_object_ref (file) : NULL;
  return self;
}

static void
clear (XqGameFile *self)
{
  g_clear_object (&self->file);
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

  return 1;
}

const char *
xq_game_file_get_tag (XqGameFile *self,
                      guint       index,
                      const char *name)
{
  g_return_val_if_fail (self != NULL, NULL);

  return NULL;
}

gboolean
xq_game_io_load_game (XqGameFile  *self,
                      guint        index,
                      XqGameModel *model,
                      GError     **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (XQ_IS_GAME_MODEL (model), FALSE);

  xq_game_model_reset (model, &self->start);
  return TRUE;
}

char *
xq_game_io_write_pgn (XqGameModel *model)
{
  GString          *pgn = g_string_new (NULL);
  g_auto (GStrv)    names = xq_game_model_dup_tag_names (model);
  const XqPosition *start = xq_game_model_get_start_position (model);
  XqPosition        standard;
  guint             n = xq_game_model_get_n_plies (model);

  for (guint i = 0; names[i] != NULL; i++)
    g_string_append_printf (pgn, "[%s \"%s\"]\n", names[i], xq_game_model_get_tag (model, names[i]));
  xq_position_init_start (&standard);
  if (!xq_position_same (start, &standard))
    {
      g_autofree char *fen = xq_position_to_fen (start);
      g_string_append_printf (pgn, "[FEN \"%s\"]\n", fen);
    }
  g_string_append (pgn, "[Format \"Chinese\"]\n\n");
  for (guint ply = 1; ply <= n; ply++)
    {
      const XqPosition *before = xq_game_model_get_position_at (model, ply - 1);
      g_autofree char  *move = xq_game_model_format_move_at (model, ply, XQ_NOTATION_CHINESE);

      if (before->side == XQ_RED)
        g_string_append_printf (pgn, "%u. ", before->fullmove);
      else if (ply == 1)
        g_string_append_printf (pgn, "%u... ", before->fullmove);
      g_string_append_printf (pgn, "%s ", move);
    }
  g_string_append (pgn, xq_game_model_get_tag (model, "Result") ? xq_game_model_get_tag (model, "Result") : "*");
  g_string_append_c (pgn, '\n');
  return g_string_free (pgn, FALSE);
}
