/* xq-group-table.h: the table of one group (groups system)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define XQ_TYPE_GROUP_TABLE (xq_group_table_get_type ())

G_DECLARE_FINAL_TYPE (XqGroupTable, xq_group_table, XQ, GROUP_TABLE, GtkWidget)

/* @rows: XqStandingItem of the group, in table order. */
GtkWidget *xq_group_table_new (const char *title,
                               GListModel *rows) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
