/* xq-setup-panel.h: piece palette, side to move and FEN for set-up mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-rules.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_SETUP_PANEL (xq_setup_panel_get_type ())

G_DECLARE_FINAL_TYPE (XqSetupPanel, xq_setup_panel, XQ, SETUP_PANEL, GtkWidget)

GtkWidget    *xq_setup_panel_new (void);

XqSetupModel *xq_setup_panel_get_setup (XqSetupPanel *self);
void          xq_setup_panel_set_setup (XqSetupPanel *self,
                                        XqSetupModel *setup);
/* The palette's piece: what a click on the board places (XQ_NO_PIECE: the eraser). */
XqPiece xq_setup_panel_get_piece (XqSetupPanel *self);
void    xq_setup_panel_set_piece (XqSetupPanel *self,
                                  XqPiece       piece);

G_END_DECLS
