/* xq-collection-item.c: a game of a file in the game picker: what it is, and its rulings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-collection-item"

#include "config.h"

#include "xq-collection-item.h"

struct _XqCollectionItem
{
  GObject  parent_instance;

  guint    index;
  char    *description;
  char    *rulings;
  char    *rulings_markup;
  char    *search;
  gboolean forbidden;
};

G_DEFINE_FINAL_TYPE (XqCollectionItem, xq_collection_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_DESCRIPTION,
  PROP_RULINGS,
  PROP_RULINGS_MARKUP,
  PROP_FORBIDDEN,
  PROP_SEARCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_collection_item_finalize (GObject *object)
{
  XqCollectionItem *self = XQ_COLLECTION_ITEM (object);

  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->rulings, g_free);
  g_clear_pointer (&self->rulings_markup, g_free);
  g_clear_pointer (&self->search, g_free);

  G_OBJECT_CLASS (xq_collection_item_parent_class)->finalize (object);
}

static void
xq_collection_item_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  XqCollectionItem *self = XQ_COLLECTION_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_RULINGS:
      g_value_set_string (value, self->rulings);
      break;
    case PROP_RULINGS_MARKUP:
      g_value_set_string (value, self->rulings_markup);
      break;
    case PROP_FORBIDDEN:
      g_value_set_boolean (value, self->forbidden);
      break;
    case PROP_SEARCH:
      g_value_set_string (value, self->search);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_collection_item_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  XqCollectionItem *self = XQ_COLLECTION_ITEM (object);

  switch (prop_id)
    {
    case PROP_FORBIDDEN:
      xq_collection_item_set_forbidden (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_collection_item_class_init (XqCollectionItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  GParamFlags   rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = xq_collection_item_finalize;
  object_class->get_property = xq_collection_item_get_property;
  object_class->set_property = xq_collection_item_set_property;

  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, ro);
  properties[PROP_RULINGS] = g_param_spec_string ("rulings", NULL, NULL, NULL, ro);
  properties[PROP_RULINGS_MARKUP] = g_param_spec_string ("rulings-markup", NULL, NULL, NULL, ro);
  properties[PROP_FORBIDDEN] = g_param_spec_boolean ("forbidden", NULL, NULL, FALSE, rw);
  properties[PROP_SEARCH] = g_param_spec_string ("search", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_collection_item_init (XqCollectionItem *self)
{
}

/**
 * xq_collection_item_new:
 *
 * Returns: (transfer full): a new item, not reviewed
 */
XqCollectionItem *
xq_collection_item_new (guint       index,
                        const char *description)
{
  XqCollectionItem *self = g_object_new (XQ_TYPE_COLLECTION_ITEM, NULL);

  self->index = index;
  self->description = g_strdup (description);
  self->rulings = g_strdup ("");
  self->rulings_markup = g_strdup ("");
  self->search = g_strdup (description);
  return self;
}

guint
xq_collection_item_get_index (XqCollectionItem *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_ITEM (self), 0);

  return self->index;
}

const char *
xq_collection_item_get_description (XqCollectionItem *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_ITEM (self), NULL);

  return self->description;
}

const char *
xq_collection_item_get_rulings (XqCollectionItem *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_ITEM (self), NULL);

  return self->rulings;
}

/* @markup (nullable): the same in Pango markup (the text escaped when NULL). */
void
xq_collection_item_set_rulings (XqCollectionItem *self,
                                const char       *rulings,
                                const char       *markup)
{
  g_return_if_fail (XQ_IS_COLLECTION_ITEM (self));

  if (rulings == NULL)
    rulings = "";
  if (g_str_equal (rulings, self->rulings))
    return;
  g_free (self->rulings);
  self->rulings = g_strdup (rulings);
  g_free (self->rulings_markup);
  self->rulings_markup = markup != NULL ? g_strdup (markup) : g_markup_escape_text (rulings, -1);
  g_free (self->search);
  self->search = g_strdup_printf ("%s %s", self->description, self->rulings);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULINGS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULINGS_MARKUP]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEARCH]);
}

const char *
xq_collection_item_get_rulings_markup (XqCollectionItem *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_ITEM (self), NULL);

  return self->rulings_markup;
}

gboolean
xq_collection_item_get_forbidden (XqCollectionItem *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_ITEM (self), FALSE);

  return self->forbidden;
}

void
xq_collection_item_set_forbidden (XqCollectionItem *self,
                                  gboolean          forbidden)
{
  g_return_if_fail (XQ_IS_COLLECTION_ITEM (self));

  forbidden = !!forbidden;
  if (self->forbidden == forbidden)
    return;
  self->forbidden = forbidden;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FORBIDDEN]);
}

const char *
xq_collection_item_get_search (XqCollectionItem *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_ITEM (self), NULL);

  return self->search;
}
