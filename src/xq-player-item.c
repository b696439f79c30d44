/* xq-player-item.c: one entry of the event (a player, or a team), as the players view shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-player-item"

#include "config.h"

#include "xq-player-item.h"

struct _XqPlayerItem
{
  GObject  parent_instance;

  gint64   entry_id;
  gint64   player_id;
  guint    number;
  char    *name;
  char    *club;
  int      rating;
  char    *federation_id;
  int      withdrawn_round;
  gboolean struck;
  int      group;
  char    *points;
  guint    bye_round;
  int      bye_kind;
};

G_DEFINE_FINAL_TYPE (XqPlayerItem, xq_player_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENTRY_ID,
  PROP_PLAYER_ID,
  PROP_NUMBER,
  PROP_NAME,
  PROP_CLUB,
  PROP_RATING,
  PROP_FEDERATION_ID,
  PROP_WITHDRAWN_ROUND,
  PROP_STRUCK,
  PROP_GROUP,
  PROP_POINTS,
  PROP_BYE_ROUND,
  PROP_BYE_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_player_item_finalize (GObject *object)
{
  XqPlayerItem *self = XQ_PLAYER_ITEM (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->club, g_free);
  g_clear_pointer (&self->federation_id, g_free);
  g_clear_pointer (&self->points, g_free);

  G_OBJECT_CLASS (xq_player_item_parent_class)->finalize (object);
}

static void
xq_player_item_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  XqPlayerItem *self = XQ_PLAYER_ITEM (object);

  switch (prop_id)
    {
    case PROP_ENTRY_ID:
      g_value_set_int64 (value, self->entry_id);
      break;
    case PROP_PLAYER_ID:
      g_value_set_int64 (value, self->player_id);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_CLUB:
      g_value_set_string (value, self->club);
      break;
    case PROP_RATING:
      g_value_set_int (value, self->rating);
      break;
    case PROP_FEDERATION_ID:
      g_value_set_string (value, self->federation_id);
      break;
    case PROP_WITHDRAWN_ROUND:
      g_value_set_int (value, self->withdrawn_round);
      break;
    case PROP_STRUCK:
      g_value_set_boolean (value, self->struck);
      break;
    case PROP_GROUP:
      g_value_set_int (value, self->group);
      break;
    case PROP_POINTS:
      g_value_set_string (value, self->points);
      break;
    case PROP_BYE_ROUND:
      g_value_set_uint (value, self->bye_round);
      break;
    case PROP_BYE_KIND:
      g_value_set_int (value, self->bye_kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_player_item_class_init (XqPlayerItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_player_item_finalize;
  object_class->get_property = xq_player_item_get_property;

  /* the entry id in the event */
  properties[PROP_ENTRY_ID] = g_param_spec_int64 ("entry-id", NULL, NULL, G_MININT64, G_MAXINT64, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the player id (0 for a team) */
  properties[PROP_PLAYER_ID] = g_param_spec_int64 ("player-id", NULL, NULL, G_MININT64, G_MAXINT64, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* registration order = pairing number */
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the player's (or team's) name */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the club, or "" */
  properties[PROP_CLUB] = g_param_spec_string ("club", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the rating, 0 when unrated */
  properties[PROP_RATING] = g_param_spec_int ("rating", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the federation id, or "" */
  properties[PROP_FEDERATION_ID] = g_param_spec_string ("federation-id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* -1 while playing; else the round after which they withdrew */
  properties[PROP_WITHDRAWN_ROUND] = g_param_spec_int ("withdrawn-round", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* withdrew before half the games: struck from the table (seed 000 §14) */
  properties[PROP_STRUCK] = g_param_spec_boolean ("struck", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* 0-based group in the groups system, -1 for none */
  properties[PROP_GROUP] = g_param_spec_int ("group", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* points so far ("3.5") */
  properties[PROP_POINTS] = g_param_spec_string ("points", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the next round not yet paired for which the player asked for a bye, or 0 */
  properties[PROP_BYE_ROUND] = g_param_spec_uint ("bye-round", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* which bye that is: an XqByeKind, XQ_BYE_HALF or XQ_BYE_ZERO */
  properties[PROP_BYE_KIND] = g_param_spec_int ("bye-kind", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_player_item_init (XqPlayerItem *self)
{
}

XqPlayerItem *
xq_player_item_new (void)
{
  return g_object_new (XQ_TYPE_PLAYER_ITEM, NULL);
}

gint64
xq_player_item_get_entry_id (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), 0);

  return self->entry_id;
}

gint64
xq_player_item_get_player_id (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), 0);

  return self->player_id;
}

guint
xq_player_item_get_number (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), 0);

  return self->number;
}

const char *
xq_player_item_get_name (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), NULL);

  return self->name;
}

const char *
xq_player_item_get_club (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), NULL);

  return self->club;
}

int
xq_player_item_get_rating (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), 0);

  return self->rating;
}

const char *
xq_player_item_get_federation_id (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), NULL);

  return self->federation_id;
}

int
xq_player_item_get_withdrawn_round (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), 0);

  return self->withdrawn_round;
}

gboolean
xq_player_item_get_struck (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), FALSE);

  return self->struck;
}

int
xq_player_item_get_group (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), 0);

  return self->group;
}

guint
xq_player_item_get_bye_round (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), 0);

  return self->bye_round;
}

int
xq_player_item_get_bye_kind (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), 0);

  return self->bye_kind;
}

const char *
xq_player_item_get_points (XqPlayerItem *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER_ITEM (self), NULL);

  return self->points;
}

void
xq_player_item_update (XqPlayerItem             *self,
                       const XqPlayerItemValues *values)
{
  g_return_if_fail (XQ_IS_PLAYER_ITEM (self));
  g_return_if_fail (values != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->entry_id != values->entry_id)
    {
      self->entry_id = values->entry_id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRY_ID]);
    }
  if (self->player_id != values->player_id)
    {
      self->player_id = values->player_id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_ID]);
    }
  if (self->number != values->number)
    {
      self->number = values->number;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
    }
  if (g_strcmp0 (self->name, values->name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (values->name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }
  if (g_strcmp0 (self->club, values->club) != 0)
    {
      g_free (self->club);
      self->club = g_strdup (values->club);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLUB]);
    }
  if (self->rating != values->rating)
    {
      self->rating = values->rating;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RATING]);
    }
  if (g_strcmp0 (self->federation_id, values->federation_id) != 0)
    {
      g_free (self->federation_id);
      self->federation_id = g_strdup (values->federation_id);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FEDERATION_ID]);
    }
  if (self->withdrawn_round != values->withdrawn_round)
    {
      self->withdrawn_round = values->withdrawn_round;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WITHDRAWN_ROUND]);
    }
  if (self->struck != values->struck)
    {
      self->struck = values->struck;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STRUCK]);
    }
  if (self->group != values->group)
    {
      self->group = values->group;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GROUP]);
    }
  if (g_strcmp0 (self->points, values->points) != 0)
    {
      g_free (self->points);
      self->points = g_strdup (values->points);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINTS]);
    }
  if (self->bye_round != values->bye_round)
    {
      self->bye_round = values->bye_round;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BYE_ROUND]);
    }
  if (self->bye_kind != values->bye_kind)
    {
      self->bye_kind = values->bye_kind;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BYE_KIND]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
