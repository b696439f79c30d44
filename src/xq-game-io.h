/* xq-game-io.h: game files (PGN, XQF, CBR, CBL, CBF, DhtmlXQ, FEN) to and from XqGameModel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-records.h"
#include "xq-types.h"

G_BEGIN_DECLS

/* The games of one file (or of pasted text). */
typedef struct _XqGameFile XqGameFile;

/* @file (nullable): where @bytes come from (kept for the window title and saving). */
XqGameFile *xq_game_file_new (GBytes  *bytes,
                              GFile   *file,
                              GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Reads and indexes @file in a worker thread (see xq-game-io.c). */
void        xq_game_file_load_async (GFile              *file,
                                     GCancellable       *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer            user_data);
XqGameFile *xq_game_file_load_finish (GAsyncResult *result,
                                      GError      **error) G_GNUC_WARN_UNUSED_RESULT;
XqGameFile *xq_game_file_ref (XqGameFile *self);
void        xq_game_file_unref (XqGameFile *self);
GFile      *xq_game_file_get_file (XqGameFile *self);
guint       xq_game_file_get_n_games (XqGameFile *self);
/* Returns: (transfer none) (nullable): tag @name of game @index ("Event", "Red", "Black", …) */
const char *xq_game_file_get_tag (XqGameFile *self,
                                  guint       index,
                                  const char *name);

/* Returns: (transfer none): the record file the games are read from */
const XqRecordFile *xq_game_file_get_records (XqGameFile *self);

/* Reads game @index to see that it can be read (for pasted text, answered at once). */
gboolean xq_game_file_check_game (XqGameFile *self,
                                  guint       index,
                                  GError    **error);

/* Replaces the game of @model by game @index of @self (not undoable, not modified). The game
 * is read leniently: what could not be read of it is appended to @warnings (element-type
 * XqRecordWarning); FALSE only when nothing of it could be read. */
gboolean xq_game_io_load_game (XqGameFile  *self,
                               guint        index,
                               XqGameModel *model,
                               GPtrArray   *warnings,
                               GError     **error);
/* The game of @model as PGN text. */
char *xq_game_io_write_pgn (XqGameModel *model) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqGameFile, xq_game_file_unref)

G_END_DECLS
