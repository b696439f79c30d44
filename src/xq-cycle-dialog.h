/* xq-cycle-dialog.h: the moves of a repetition cycle, side by side, with each side's pattern
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_CYCLE_DIALOG (xq_cycle_dialog_get_type ())

G_DECLARE_FINAL_TYPE (XqCycleDialog, xq_cycle_dialog, XQ, CYCLE_DIALOG, AdwWindow)

/* Shows the cycle held by @explanation as it is now. */
GtkWidget *xq_cycle_dialog_new (GtkWindow          *parent,
                                XqExplanationModel *explanation);

G_END_DECLS
