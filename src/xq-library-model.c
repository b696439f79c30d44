/* xq-library-model.c: the built-in examples of the teaching library as a list
 *
 * The examples are listed topic by topic (the order of XqTopic), in library order within a
 * topic, so that a list can show a heading wherever the topic changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-library-model"

#include "config.h"

#include "xq-library-model.h"

struct _XqLibraryModel
{
  GObject    parent_instance;

  XqLang     lang;
  GPtrArray *items; /* XqExampleItem */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (XqLibraryModel, xq_library_model, G_TYPE_OBJECT, G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_LANG,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
get_item_type (GListModel *model)
{
  return XQ_TYPE_EXAMPLE_ITEM;
}

static guint
get_n_items (GListModel *model)
{
  return XQ_LIBRARY_MODEL (model)->items->len;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  XqLibraryModel *self = XQ_LIBRARY_MODEL (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
xq_library_model_constructed (GObject *object)
{
  XqLibraryModel  *self = XQ_LIBRARY_MODEL (object);
  const XqLibrary *library = xq_library_model_get_builtin ();

  G_OBJECT_CLASS (xq_library_model_parent_class)->constructed (object);

  for (guint topic = 0; topic < XQ_N_TOPICS; topic++)
    {
      g_autoptr (GPtrArray) examples = xq_library_list_topic (library, (XqTopic) topic);

      for (guint i = 0; i < examples->len; i++)
        g_ptr_array_add (self->items, xq_example_item_new (g_ptr_array_index (examples, i), self->lang));
    }
}

static void
xq_library_model_finalize (GObject *object)
{
  XqLibraryModel *self = XQ_LIBRARY_MODEL (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (xq_library_model_parent_class)->finalize (object);
}

static void
xq_library_model_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  XqLibraryModel *self = XQ_LIBRARY_MODEL (object);

  switch (prop_id)
    {
    case PROP_LANG:
      g_value_set_int (value, self->lang);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_library_model_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  XqLibraryModel *self = XQ_LIBRARY_MODEL (object);

  switch (prop_id)
    {
    case PROP_LANG:
      self->lang = (XqLang) g_value_get_int (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_library_model_class_init (XqLibraryModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = xq_library_model_constructed;
  object_class->finalize = xq_library_model_finalize;
  object_class->get_property = xq_library_model_get_property;
  object_class->set_property = xq_library_model_set_property;

  /* An XqLang */
  properties[PROP_LANG] = g_param_spec_int ("lang", NULL, NULL, 0, XQ_N_LANGS - 1, XQ_LANG_EN,
                                            G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_library_model_init (XqLibraryModel *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * xq_library_model_new:
 * @lang: the language of the titles and explanations
 *
 * Returns: (transfer full): the built-in examples
 */
XqLibraryModel *
xq_library_model_new (XqLang lang)
{
  return g_object_new (XQ_TYPE_LIBRARY_MODEL, "lang", (int) lang, NULL);
}

XqLang
xq_library_model_get_lang (XqLibraryModel *self)
{
  g_return_val_if_fail (XQ_IS_LIBRARY_MODEL (self), XQ_LANG_EN);

  return self->lang;
}

/**
 * xq_library_model_lookup:
 *
 * Returns: (transfer none) (nullable): the item of example @id
 */
XqExampleItem *
xq_library_model_lookup (XqLibraryModel *self,
                         const char     *id)
{
  g_return_val_if_fail (XQ_IS_LIBRARY_MODEL (self), NULL);

  for (guint i = 0; id != NULL && i < self->items->len; i++)
    {
      XqExampleItem *item = g_ptr_array_index (self->items, i);
      if (g_strcmp0 (xq_example_item_get_id (item), id) == 0)
        return item;
    }
  return NULL;
}

/**
 * xq_library_model_get_builtin:
 *
 * Returns: (transfer none): the built-in examples, read on first use
 */
const XqLibrary *
xq_library_model_get_builtin (void)
{
  static XqLibrary *library;

  if (g_once_init_enter (&library))
    {
      g_autoptr (GError) error = NULL;
      XqLibrary         *read = xq_library_new_builtin (&error);

      /* The examples are compiled in and checked by the tests: failing here is a broken build. */
      if (read == NULL)
        g_error ("The teaching library cannot be read: %s", error->message);
      g_once_init_leave (&library, read);
    }
  return library;
}
