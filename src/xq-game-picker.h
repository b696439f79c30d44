/* xq-game-picker.h: choosing one game of a file that holds several
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-collection-review.h"
#include "xq-game-io.h"

G_BEGIN_DECLS

#define XQ_TYPE_GAME_PICKER (xq_game_picker_get_type ())

G_DECLARE_FINAL_TYPE (XqGamePicker, xq_game_picker, XQ, GAME_PICKER, AdwWindow)

/* What the user asked to do to the file's games ("edit" signal) */
typedef enum {
  XQ_PICKER_ADD,       /* a new game, at the end */
  XQ_PICKER_DUPLICATE, /* a copy of the game, right after it */
  XQ_PICKER_DELETE,    /* the game removed (asked first) */
} XqPickerEdit;

/* Emits "picked" with the index of the chosen game, then closes. */
XqGamePicker *xq_game_picker_new (GtkWindow  *parent,
                                  XqGameFile *games);
XqGameFile   *xq_game_picker_get_games (XqGamePicker *self);
/* Offers adding, duplicating and deleting games ("edit" signal, XqPickerEdit and a game). */
void xq_game_picker_set_editable (XqGamePicker *self,
                                  gboolean      editable);
/* Lists @games (the file after an edit), game @select chosen. */
void xq_game_picker_set_games (XqGamePicker *self,
                               XqGameFile   *games,
                               guint         select);
/* Narrows the list to games whose tags contain @text (as typing in the search entry does). */
void  xq_game_picker_set_search (XqGamePicker *self,
                                 const char   *text);
guint xq_game_picker_get_n_shown (XqGamePicker *self);
/* Reviews every game for rulings (off the main thread), for the Rulings column and the filter. */
void                xq_game_picker_review (XqGamePicker *self,
                                           XqProfile     profile);
XqCollectionReview *xq_game_picker_get_review (XqGamePicker *self);
void                xq_game_picker_set_forbidden_only (XqGamePicker *self,
                                                       gboolean      only);

G_END_DECLS
