/* xq-header-dialog.h: the game's details (tags) edited in one dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-game-model.h"

G_BEGIN_DECLS

/* The tag naming the rule profile a game is judged by ("cxa", "axf" or "1957", as qili-cli's
 * --rules); the window switches to it when the game is opened. */
#define XQ_RULES_TAG "Rules"

#define XQ_TYPE_HEADER_DIALOG (xq_header_dialog_get_type ())

G_DECLARE_FINAL_TYPE (XqHeaderDialog, xq_header_dialog, XQ, HEADER_DIALOG, AdwWindow)

/* Shows the tags of @game's game; Apply sets them as one edit (undoable) and emits "applied". */
XqHeaderDialog *xq_header_dialog_new (GtkWindow   *parent,
                                      XqGameModel *game);
/* Sets the text of the row for tag @name (as typing would), for tests. */
void xq_header_dialog_set_text (XqHeaderDialog *self,
                                const char     *name,
                                const char     *text);
/* Applies and closes, as the Apply button does. */
void xq_header_dialog_apply (XqHeaderDialog *self);

G_END_DECLS
