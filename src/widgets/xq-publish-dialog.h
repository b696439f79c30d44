/* xq-publish-dialog.h: "Publish on the Local Network" — the switch, the address, its QR code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-season-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_PUBLISH_DIALOG (xq_publish_dialog_get_type ())
G_DECLARE_FINAL_TYPE (XqPublishDialog, xq_publish_dialog, XQ, PUBLISH_DIALOG, AdwWindow)

GtkWidget *xq_publish_dialog_new (XqSeasonModel *season);
/* The switch (for tests): its state follows the season model's "publishing". */
GtkSwitch *xq_publish_dialog_get_switch (XqPublishDialog *self);

G_END_DECLS
