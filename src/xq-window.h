/* xq-window.h: the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_WINDOW (xq_window_get_type ())

G_DECLARE_FINAL_TYPE (XqWindow, xq_window, XQ, WINDOW, AdwApplicationWindow)

XqWindow    *xq_window_new (XqApplication *application);

XqGameModel *xq_window_get_game (XqWindow *self);
/* Opens a game file (PGN, XQF, FEN) in this window; a file of several games opens a picker. */
void xq_window_open_file (XqWindow *self,
                          GFile    *file);
/* Reads a game or a FEN from text (pasted or dropped). */
gboolean xq_window_load_text (XqWindow   *self,
                              const char *text,
                              GError    **error);

/* Games left unsaved by a Qili that did not close (xq-window-recovery.c).
 * Returns: (transfer full) (element-type utf8): their files */
GPtrArray *xq_window_find_unsaved (void) G_GNUC_WARN_UNUSED_RESULT;
/* Asks whether to restore the game kept in @path; FALSE when it holds none. */
gboolean xq_window_offer_recovery (XqWindow   *self,
                                   const char *path);

G_END_DECLS
