/* xq-cycle-item.c: a move of a repetition cycle: its side, number, text and nature
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-cycle-item"

#include "config.h"

#include "xq-cycle-item.h"

struct _XqCycleItem
{
  GObject  parent_instance;

  char    *side;
  char    *number;
  char    *move;
  char    *nature;
  gboolean red;
  guint    ply;
};

G_DEFINE_FINAL_TYPE (XqCycleItem, xq_cycle_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SIDE,
  PROP_NUMBER,
  PROP_MOVE,
  PROP_NATURE,
  PROP_RED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_cycle_item_finalize (GObject *object)
{
  XqCycleItem *self = XQ_CYCLE_ITEM (object);

  g_clear_pointer (&self->side, g_free);
  g_clear_pointer (&self->number, g_free);
  g_clear_pointer (&self->move, g_free);
  g_clear_pointer (&self->nature, g_free);

  G_OBJECT_CLASS (xq_cycle_item_parent_class)->finalize (object);
}

static void
xq_cycle_item_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqCycleItem *self = XQ_CYCLE_ITEM (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_string (value, self->side);
      break;
    case PROP_NUMBER:
      g_value_set_string (value, self->number);
      break;
    case PROP_MOVE:
      g_value_set_string (value, self->move);
      break;
    case PROP_NATURE:
      g_value_set_string (value, self->nature);
      break;
    case PROP_RED:
      g_value_set_boolean (value, self->red);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_cycle_item_class_init (XqCycleItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_cycle_item_finalize;
  object_class->get_property = xq_cycle_item_get_property;

  properties[PROP_SIDE] =
    g_param_spec_string ("side", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NUMBER] =
    g_param_spec_string ("number", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MOVE] =
    g_param_spec_string ("move", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NATURE] =
    g_param_spec_string ("nature", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RED] =
    g_param_spec_boolean ("red", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_cycle_item_init (XqCycleItem *self)
{
}

/**
 * xq_cycle_item_new:
 *
 * Returns: (transfer full): a new item
 */
XqCycleItem *
xq_cycle_item_new (const char *side,
                   const char *number,
                   const char *move,
                   const char *nature,
                   gboolean    red)
{
  XqCycleItem *self = g_object_new (XQ_TYPE_CYCLE_ITEM, NULL);

  self->side = g_strdup (side);
  self->number = g_strdup (number);
  self->move = g_strdup (move);
  self->nature = g_strdup (nature);
  self->red = !!red;
  return self;
}

const char *
xq_cycle_item_get_side (XqCycleItem *self)
{
  g_return_val_if_fail (XQ_IS_CYCLE_ITEM (self), NULL);

  return self->side;
}

const char *
xq_cycle_item_get_number (XqCycleItem *self)
{
  g_return_val_if_fail (XQ_IS_CYCLE_ITEM (self), NULL);

  return self->number;
}

const char *
xq_cycle_item_get_move (XqCycleItem *self)
{
  g_return_val_if_fail (XQ_IS_CYCLE_ITEM (self), NULL);

  return self->move;
}

const char *
xq_cycle_item_get_nature (XqCycleItem *self)
{
  g_return_val_if_fail (XQ_IS_CYCLE_ITEM (self), NULL);

  return self->nature;
}

gboolean
xq_cycle_item_get_red (XqCycleItem *self)
{
  g_return_val_if_fail (XQ_IS_CYCLE_ITEM (self), FALSE);

  return self->red;
}

guint
xq_cycle_item_get_ply (XqCycleItem *self)
{
  g_return_val_if_fail (XQ_IS_CYCLE_ITEM (self), 0);

  return self->ply;
}

void
xq_cycle_item_set_ply (XqCycleItem *self,
                       guint        ply)
{
  g_return_if_fail (XQ_IS_CYCLE_ITEM (self));

  self->ply = ply;
}
