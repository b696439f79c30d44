/* xq-teams-view-private.h: what the tests reach of XqTeamsView — the rows dragged and dropped on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-teams-view.h"

G_BEGIN_DECLS

gboolean     xq_teams_view_get_member_row (XqTeamsView    *self,
                                           guint           position,
                                           GtkDragSource **source,
                                           GtkDropTarget **target);
GtkListView *xq_teams_view_get_members_list (XqTeamsView *self);
GtkListView *xq_teams_view_get_teams_list (XqTeamsView *self);

G_END_DECLS
