/* xq-game-model.h: a game (start position and tree of moves) with a current place in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-records.h"
#include "xq-rules.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_GAME_MODEL (xq_game_model_get_type ())

G_DECLARE_FINAL_TYPE (XqGameModel, xq_game_model, XQ, GAME_MODEL, GObject)

XqGameModel      *xq_game_model_new (void) G_GNUC_WARN_UNUSED_RESULT;

const XqPosition *xq_game_model_get_position (XqGameModel *self);
const XqPosition *xq_game_model_get_start_position (XqGameModel *self);
guint             xq_game_model_get_ply (XqGameModel *self);
void              xq_game_model_set_ply (XqGameModel *self,
                                         guint        ply);
guint             xq_game_model_get_n_plies (XqGameModel *self);
XqMove            xq_game_model_get_last_move (XqGameModel *self);
XqNotation        xq_game_model_get_notation (XqGameModel *self);
void              xq_game_model_set_notation (XqGameModel *self,
                                              XqNotation   notation);
gboolean          xq_game_model_get_can_undo (XqGameModel *self);
gboolean          xq_game_model_get_can_redo (XqGameModel *self);
gboolean          xq_game_model_get_in_variation (XqGameModel *self);
gboolean          xq_game_model_get_modified (XqGameModel *self);
void              xq_game_model_set_modified (XqGameModel *self,
                                              gboolean     modified);
const char       *xq_game_model_get_title (XqGameModel *self);

const char       *xq_game_model_get_tag (XqGameModel *self,
                                         const char  *name);
void              xq_game_model_set_tag (XqGameModel *self,
                                         const char  *name,
                                         const char  *value);
char            **xq_game_model_dup_tag_names (XqGameModel *self) G_GNUC_WARN_UNUSED_RESULT;

/* The line shown: the path from the start to the current move, then the main continuation. */
const XqPosition *xq_game_model_get_position_at (XqGameModel *self,
                                                 guint        ply);
XqMove            xq_game_model_get_move_at (XqGameModel *self,
                                             guint        ply);
char             *xq_game_model_format_move_at (XqGameModel *self,
                                                guint        ply,
                                                XqNotation   notation) G_GNUC_WARN_UNUSED_RESULT;
const char       *xq_game_model_get_comment_at (XqGameModel *self,
                                                guint        ply);

/* How often the position after @ply has occurred in the line since the last capture (with the
 * same side to move); *@first_ply is the first move of the latest cycle (the move after the
 * previous occurrence) when it is 2 or more. */
guint xq_game_model_find_cycle (XqGameModel *self,
                                guint        ply,
                                guint       *first_ply);

/* Questions the board asks about the current position. */
XqBitboard    xq_game_model_get_legal_targets (XqGameModel *self,
                                               XqSquare     from);
XqMoveProblem xq_game_model_check_move (XqGameModel *self,
                                        XqMove       move);

/* Navigation (never recorded for undo). */
gboolean xq_game_model_go_first (XqGameModel *self);
gboolean xq_game_model_go_back (XqGameModel *self);
gboolean xq_game_model_go_forward (XqGameModel *self);
gboolean xq_game_model_go_last (XqGameModel *self);
/* Rows are the items of the GListModel: a move of the line, or a variation to enter. */
gboolean xq_game_model_activate_row (XqGameModel *self,
                                     guint        row);
guint    xq_game_model_get_current_row (XqGameModel *self);

/* A new game from @start (NULL: the standard start), as after opening a file: no moves, no tags,
 * nothing to undo, not modified. */
void          xq_game_model_reset (XqGameModel      *self,
                                   const XqPosition *start);
void          xq_game_model_take_game (XqGameModel *self,
                                       XqGame      *game);
const XqGame *xq_game_model_get_game (XqGameModel *self);

/* Edits (recorded for undo). */
gboolean xq_game_model_play_move (XqGameModel   *self,
                                  XqMove         move,
                                  XqMoveProblem *problem);
void     xq_game_model_set_start_position (XqGameModel      *self,
                                           const XqPosition *start);
gboolean xq_game_model_append_moves (XqGameModel  *self,
                                     const XqMove *moves,
                                     guint         n_moves);
gboolean xq_game_model_delete_variation (XqGameModel *self);
gboolean xq_game_model_promote_variation (XqGameModel *self);
/* Moves the variation through the current move one place down (see xq_game_demote_variation()). */
gboolean xq_game_model_demote_variation (XqGameModel *self);
gboolean xq_game_model_get_can_demote (XqGameModel *self);
/* The comment after the current move (at the start: the comment before the first move);
 * setting it is an edit (FALSE when nothing changed). Line breaks are kept; blanks at both ends
 * are not. */
const char *xq_game_model_get_comment (XqGameModel *self);
gboolean    xq_game_model_set_comment (XqGameModel *self,
                                       const char  *comment);
/* The glyph of the current move: NAG 1 to 6 (!, ?, !!, ??, !?, ?!), 0 for none. Setting it
 * replaces the glyph the move had (other NAGs stay); FALSE at the start or when unchanged. */
guint    xq_game_model_get_glyph (XqGameModel *self);
gboolean xq_game_model_set_glyph (XqGameModel *self,
                                  guint        nag);
/* "!", "?", "!!", "??", "!?", "?!" for NAG 1 to 6; "" otherwise. */
const char *xq_game_model_glyph_text (guint nag);
/* Sets tags @names to @values (NULL-terminated, same length; "" or NULL removes a tag) as one
 * edit; FALSE when nothing changed. */
gboolean xq_game_model_set_tags (XqGameModel       *self,
                                 const char *const *names,
                                 const char *const *values);
gboolean xq_game_model_undo (XqGameModel *self);
gboolean xq_game_model_redo (XqGameModel *self);

G_END_DECLS
