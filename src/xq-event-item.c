/* xq-event-item.c: one event of the events file, as the list of events shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-event-item"

#include "config.h"

#include "xq-event-item.h"

struct _XqEventItem
{
  GObject parent_instance;

  gint64  id;
  char   *name;
  int     system;
  int     profile;
  guint   rounds;
  guint   n_entries;
  guint   n_rounds;
  guint   n_unfinished;
  guint   boards;
  char   *created;
};

G_DEFINE_FINAL_TYPE (XqEventItem, xq_event_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_SYSTEM,
  PROP_PROFILE,
  PROP_ROUNDS,
  PROP_N_ENTRIES,
  PROP_N_ROUNDS,
  PROP_N_UNFINISHED,
  PROP_CREATED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_event_item_finalize (GObject *object)
{
  XqEventItem *self = XQ_EVENT_ITEM (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->created, g_free);

  G_OBJECT_CLASS (xq_event_item_parent_class)->finalize (object);
}

static void
xq_event_item_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqEventItem *self = XQ_EVENT_ITEM (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_SYSTEM:
      g_value_set_int (value, self->system);
      break;
    case PROP_PROFILE:
      g_value_set_int (value, self->profile);
      break;
    case PROP_ROUNDS:
      g_value_set_uint (value, self->rounds);
      break;
    case PROP_N_ENTRIES:
      g_value_set_uint (value, self->n_entries);
      break;
    case PROP_N_ROUNDS:
      g_value_set_uint (value, self->n_rounds);
      break;
    case PROP_N_UNFINISHED:
      g_value_set_uint (value, self->n_unfinished);
      break;
    case PROP_CREATED:
      g_value_set_string (value, self->created);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_event_item_class_init (XqEventItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_event_item_finalize;
  object_class->get_property = xq_event_item_get_property;

  /* the event id */
  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, G_MININT64, G_MAXINT64, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the event's name */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* XqSystem */
  properties[PROP_SYSTEM] = g_param_spec_int ("system", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* XqProfile: the rule book of its disputes */
  properties[PROP_PROFILE] = g_param_spec_int ("profile", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* planned rounds (Swiss); 0 = given by the system */
  properties[PROP_ROUNDS] = g_param_spec_uint ("rounds", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* players (or teams) entered */
  properties[PROP_N_ENTRIES] = g_param_spec_uint ("n-entries", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* rounds paired so far */
  properties[PROP_N_ROUNDS] = g_param_spec_uint ("n-rounds", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* games paired but without a result */
  properties[PROP_N_UNFINISHED] = g_param_spec_uint ("n-unfinished", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* when it was created, ISO 8601 UTC */
  properties[PROP_CREATED] = g_param_spec_string ("created", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_event_item_init (XqEventItem *self)
{
}

XqEventItem *
xq_event_item_new (void)
{
  return g_object_new (XQ_TYPE_EVENT_ITEM, NULL);
}

gint64
xq_event_item_get_id (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), 0);

  return self->id;
}

const char *
xq_event_item_get_name (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), NULL);

  return self->name;
}

int
xq_event_item_get_system (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), 0);

  return self->system;
}

int
xq_event_item_get_profile (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), 0);

  return self->profile;
}

guint
xq_event_item_get_rounds (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), 0);

  return self->rounds;
}

guint
xq_event_item_get_n_entries (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), 0);

  return self->n_entries;
}

guint
xq_event_item_get_n_rounds (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), 0);

  return self->n_rounds;
}

guint
xq_event_item_get_n_unfinished (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), 0);

  return self->n_unfinished;
}

const char *
xq_event_item_get_created (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), NULL);

  return self->created;
}

void
xq_event_item_update (XqEventItem             *self,
                      const XqEventItemValues *values)
{
  g_return_if_fail (XQ_IS_EVENT_ITEM (self));
  g_return_if_fail (values != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->id != values->id)
    {
      self->id = values->id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
    }
  if (g_strcmp0 (self->name, values->name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (values->name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }
  if (self->system != values->system)
    {
      self->system = values->system;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SYSTEM]);
    }
  if (self->profile != values->profile)
    {
      self->profile = values->profile;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
    }
  if (self->rounds != values->rounds)
    {
      self->rounds = values->rounds;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS]);
    }
  if (self->n_entries != values->n_entries)
    {
      self->n_entries = values->n_entries;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ENTRIES]);
    }
  if (self->n_rounds != values->n_rounds)
    {
      self->n_rounds = values->n_rounds;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROUNDS]);
    }
  if (self->n_unfinished != values->n_unfinished)
    {
      self->n_unfinished = values->n_unfinished;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_UNFINISHED]);
    }
  if (g_strcmp0 (self->created, values->created) != 0)
    {
      g_free (self->created);
      self->created = g_strdup (values->created);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CREATED]);
    }
  self->boards = values->boards;
  g_object_thaw_notify (G_OBJECT (self));
}

guint
xq_event_item_get_boards (XqEventItem *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_ITEM (self), 0);

  return self->boards;
}
