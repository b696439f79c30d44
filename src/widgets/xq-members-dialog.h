/* xq-members-dialog.h: the club's register of members (find, add, edit, import), or, picking,
 * entering members in the open event by type-ahead
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-season-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_MEMBERS_DIALOG (xq_members_dialog_get_type ())
G_DECLARE_FINAL_TYPE (XqMembersDialog, xq_members_dialog, XQ, MEMBERS_DIALOG, AdwWindow)

/* With @pick, activating a member (or Enter in the search entry) enters it in the open event. */
GtkWidget      *xq_members_dialog_new (XqSeasonModel *season,
                                       gboolean       pick);
GtkSearchEntry *xq_members_dialog_get_search_entry (XqMembersDialog *self);

G_END_DECLS
