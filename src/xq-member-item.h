/* xq-member-item.h: a member of the club's register, for the lists that show the register
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "xq-store-season.h"

G_BEGIN_DECLS

#define XQ_TYPE_MEMBER_ITEM (xq_member_item_get_type ())

G_DECLARE_FINAL_TYPE (XqMemberItem, xq_member_item, XQ, MEMBER_ITEM, GObject)

/* A copy of @member. Returns: (transfer full). */
XqMemberItem *xq_member_item_new (const XqMember *member) G_GNUC_WARN_UNUSED_RESULT;

/* The member's data (transfer none). Properties "id", "name", "club", "rating" and "details"
 * (club, rating, birth year and federation id as one line). */
const XqMember *xq_member_item_get_member (XqMemberItem *self);
gint64          xq_member_item_get_id (XqMemberItem *self);
const char     *xq_member_item_get_name (XqMemberItem *self);
const char     *xq_member_item_get_details (XqMemberItem *self);

G_END_DECLS
