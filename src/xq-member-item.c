/* xq-member-item.c: a member of the register as a list item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-member-item"

#include "config.h"

#include "xq-member-item.h"

#include <glib/gi18n.h>

struct _XqMemberItem
{
  GObject  parent_instance;
  XqMember member;
  char    *details;
};

G_DEFINE_FINAL_TYPE (XqMemberItem, xq_member_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_CLUB,
  PROP_RATING,
  PROP_DETAILS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_member_item_finalize (GObject *object)
{
  XqMemberItem *self = XQ_MEMBER_ITEM (object);

  xq_member_clear (&self->member);
  g_free (self->details);
  G_OBJECT_CLASS (xq_member_item_parent_class)->finalize (object);
}

static void
xq_member_item_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  XqMemberItem *self = XQ_MEMBER_ITEM (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->member.id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->member.name);
      break;
    case PROP_CLUB:
      g_value_set_string (value, self->member.club);
      break;
    case PROP_RATING:
      g_value_set_int (value, self->member.rating);
      break;
    case PROP_DETAILS:
      g_value_set_string (value, self->details);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_member_item_class_init (XqMemberItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = xq_member_item_finalize;
  object_class->get_property = xq_member_item_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, ro);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, ro);
  properties[PROP_CLUB] = g_param_spec_string ("club", NULL, NULL, NULL, ro);
  properties[PROP_RATING] = g_param_spec_int ("rating", NULL, NULL, 0, 9999, 0, ro);
  properties[PROP_DETAILS] = g_param_spec_string ("details", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_member_item_init (XqMemberItem *self)
{
}

static char *
dup_or_empty (const char *s)
{
  return g_strdup (s != NULL ? s : "");
}

XqMemberItem *
xq_member_item_new (const XqMember *member)
{
  XqMemberItem *self = g_object_new (XQ_TYPE_MEMBER_ITEM, NULL);
  GPtrArray    *parts = g_ptr_array_new_with_free_func (g_free);

  self->member = (XqMember){ member->id,
                             dup_or_empty (member->name),
                             dup_or_empty (member->club),
                             member->rating,
                             dup_or_empty (member->federation_id),
                             dup_or_empty (member->federation),
                             dup_or_empty (member->title),
                             dup_or_empty (member->sex),
                             dup_or_empty (member->birth),
                             dup_or_empty (member->contact),
                             member->listed_k,
                             member->rated_games,
                             member->highest };
  if (*self->member.club != '\0')
    g_ptr_array_add (parts, g_strdup (self->member.club));
  /* Translators: a member's rating in the register's list; "unrated" when there is none */
  g_ptr_array_add (parts, self->member.rating > 0 ? g_strdup_printf (_ ("rating %d"), self->member.rating) : g_strdup (_ ("unrated")));
  if (*self->member.birth != '\0')
    /* Translators: a member's year of birth in the register's list */
    g_ptr_array_add (parts, g_strdup_printf (_ ("born %.4s"), self->member.birth));
  if (*self->member.federation_id != '\0')
    /* Translators: a member's federation id in the register's list */
    g_ptr_array_add (parts, g_strdup_printf (_ ("ID %s"), self->member.federation_id));
  g_ptr_array_add (parts, NULL);
  self->details = g_strjoinv (" · ", (char **) parts->pdata);
  g_ptr_array_unref (parts);
  return self;
}

const XqMember *
xq_member_item_get_member (XqMemberItem *self)
{
  g_return_val_if_fail (XQ_IS_MEMBER_ITEM (self), NULL);
  return &self->member;
}

gint64
xq_member_item_get_id (XqMemberItem *self)
{
  g_return_val_if_fail (XQ_IS_MEMBER_ITEM (self), 0);
  return self->member.id;
}

const char *
xq_member_item_get_name (XqMemberItem *self)
{
  g_return_val_if_fail (XQ_IS_MEMBER_ITEM (self), NULL);
  return self->member.name;
}

const char *
xq_member_item_get_details (XqMemberItem *self)
{
  g_return_val_if_fail (XQ_IS_MEMBER_ITEM (self), NULL);
  return self->details;
}
