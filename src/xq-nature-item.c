/* xq-nature-item.c: a move nature as a chip: Chinese term, translated name, whether it is the heaviest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-nature-item"

#include "config.h"

#include "xq-nature-item.h"

struct _XqNatureItem
{
  GObject  parent_instance;

  char    *term;
  char    *name;
  gboolean heaviest;
  gboolean attack;
};

G_DEFINE_FINAL_TYPE (XqNatureItem, xq_nature_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TERM,
  PROP_NAME,
  PROP_HEAVIEST,
  PROP_ATTACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_nature_item_finalize (GObject *object)
{
  XqNatureItem *self = XQ_NATURE_ITEM (object);

  g_clear_pointer (&self->term, g_free);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (xq_nature_item_parent_class)->finalize (object);
}

static void
xq_nature_item_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  XqNatureItem *self = XQ_NATURE_ITEM (object);

  switch (prop_id)
    {
    case PROP_TERM:
      g_value_set_string (value, self->term);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_HEAVIEST:
      g_value_set_boolean (value, self->heaviest);
      break;
    case PROP_ATTACK:
      g_value_set_boolean (value, self->attack);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_nature_item_class_init (XqNatureItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_nature_item_finalize;
  object_class->get_property = xq_nature_item_get_property;

  properties[PROP_TERM] =
    g_param_spec_string ("term", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HEAVIEST] =
    g_param_spec_boolean ("heaviest", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTACK] =
    g_param_spec_boolean ("attack", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_nature_item_init (XqNatureItem *self)
{
}

/**
 * xq_nature_item_new:
 *
 * Returns: (transfer full): a new item
 */
XqNatureItem *
xq_nature_item_new (const char *term,
                    const char *name,
                    gboolean    heaviest,
                    gboolean    attack)
{
  XqNatureItem *self = g_object_new (XQ_TYPE_NATURE_ITEM, NULL);

  self->term = g_strdup (term);
  self->name = g_strdup (name);
  self->heaviest = !!heaviest;
  self->attack = !!attack;
  return self;
}

const char *
xq_nature_item_get_term (XqNatureItem *self)
{
  g_return_val_if_fail (XQ_IS_NATURE_ITEM (self), NULL);

  return self->term;
}

const char *
xq_nature_item_get_name (XqNatureItem *self)
{
  g_return_val_if_fail (XQ_IS_NATURE_ITEM (self), NULL);

  return self->name;
}

gboolean
xq_nature_item_get_heaviest (XqNatureItem *self)
{
  g_return_val_if_fail (XQ_IS_NATURE_ITEM (self), FALSE);

  return self->heaviest;
}

gboolean
xq_nature_item_get_attack (XqNatureItem *self)
{
  g_return_val_if_fail (XQ_IS_NATURE_ITEM (self), FALSE);

  return self->attack;
}
