/* xq-alternative-item.c: moves of the way out that share a kind and a reason
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-alternative-item"

#include "config.h"

#include "xq-alternative-item.h"

#include "xq-text-alternatives.h"
#include "xq-text-piece.h"

struct _XqAlternativeItem
{
  GObject           parent_instance;

  XqAlternativeKind kind;
  char             *heading;
  char             *moves;
  char             *reason;
  guint             n_moves;
  GArray           *move_list; /* of XqMove */
};

G_DEFINE_FINAL_TYPE (XqAlternativeItem, xq_alternative_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KIND,
  PROP_HEADING,
  PROP_MOVES,
  PROP_REASON,
  PROP_N_MOVES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_alternative_item_finalize (GObject *object)
{
  XqAlternativeItem *self = XQ_ALTERNATIVE_ITEM (object);

  g_clear_pointer (&self->heading, g_free);
  g_clear_pointer (&self->moves, g_free);
  g_clear_pointer (&self->reason, g_free);
  g_clear_pointer (&self->move_list, g_array_unref);

  G_OBJECT_CLASS (xq_alternative_item_parent_class)->finalize (object);
}

static void
xq_alternative_item_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  XqAlternativeItem *self = XQ_ALTERNATIVE_ITEM (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_uint (value, self->kind);
      break;
    case PROP_HEADING:
      g_value_set_string (value, self->heading);
      break;
    case PROP_MOVES:
      g_value_set_string (value, self->moves);
      break;
    case PROP_REASON:
      g_value_set_string (value, self->reason);
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, self->n_moves);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_alternative_item_class_init (XqAlternativeItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = xq_alternative_item_finalize;
  object_class->get_property = xq_alternative_item_get_property;

  properties[PROP_KIND] = g_param_spec_uint ("kind", NULL, NULL, 0, XQ_N_ALTERNATIVE_KINDS - 1, 0, ro);
  properties[PROP_HEADING] = g_param_spec_string ("heading", NULL, NULL, NULL, ro);
  properties[PROP_MOVES] = g_param_spec_string ("moves", NULL, NULL, NULL, ro);
  properties[PROP_REASON] = g_param_spec_string ("reason", NULL, NULL, NULL, ro);
  properties[PROP_N_MOVES] = g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_alternative_item_init (XqAlternativeItem *self)
{
}

/**
 * xq_alternative_item_new:
 *
 * Returns: (transfer full): a new item
 */
XqAlternativeItem *
xq_alternative_item_new (XqAlternativeKind kind,
                         const char       *heading,
                         const char       *moves,
                         const char       *reason,
                         guint             n_moves)
{
  XqAlternativeItem *self = g_object_new (XQ_TYPE_ALTERNATIVE_ITEM, NULL);

  self->kind = kind;
  self->heading = g_strdup (heading);
  self->moves = g_strdup (moves);
  self->reason = g_strdup (reason);
  self->n_moves = n_moves;
  self->move_list = g_array_new (FALSE, FALSE, sizeof (XqMove));
  return self;
}

const XqMove *
xq_alternative_item_get_move_list (XqAlternativeItem *self,
                                   guint             *n_moves)
{
  g_return_val_if_fail (XQ_IS_ALTERNATIVE_ITEM (self), NULL);

  *n_moves = self->move_list->len;
  return (const XqMove *) self->move_list->data;
}

XqAlternativeKind
xq_alternative_item_get_kind (XqAlternativeItem *self)
{
  g_return_val_if_fail (XQ_IS_ALTERNATIVE_ITEM (self), XQ_ALTERNATIVE_BREAKS);

  return self->kind;
}

const char *
xq_alternative_item_get_heading (XqAlternativeItem *self)
{
  g_return_val_if_fail (XQ_IS_ALTERNATIVE_ITEM (self), NULL);

  return self->heading;
}

const char *
xq_alternative_item_get_moves (XqAlternativeItem *self)
{
  g_return_val_if_fail (XQ_IS_ALTERNATIVE_ITEM (self), NULL);

  return self->moves;
}

const char *
xq_alternative_item_get_reason (XqAlternativeItem *self)
{
  g_return_val_if_fail (XQ_IS_ALTERNATIVE_ITEM (self), NULL);

  return self->reason;
}

guint
xq_alternative_item_get_n_moves (XqAlternativeItem *self)
{
  g_return_val_if_fail (XQ_IS_ALTERNATIVE_ITEM (self), 0);

  return self->n_moves;
}

GListStore *
xq_alternative_items_new (const XqWayOutText *text)
{
  GListStore           *store = g_list_store_new (XQ_TYPE_ALTERNATIVE_ITEM);
  const XqWayOut       *w;
  g_autoptr (GPtrArray) moves = NULL;
  g_autoptr (GArray)    group = g_array_new (FALSE, FALSE, sizeof (XqMove));
  char                 *reason = NULL;

  g_return_val_if_fail (text != NULL && text->way_out != NULL, store);

  w = text->way_out;
  for (guint i = 0; i <= w->n; i++)
    {
      char *next = i < w->n ? xq_text_alternative_reason (text, &w->moves[i]) : NULL;

      /* A group ends where the kind or the sentence changes. */
      if (reason != NULL && (next == NULL || w->moves[i].kind != w->moves[i - 1].kind || !g_str_equal (next, reason)))
        {
          XqAlternativeKind             kind = w->moves[i - 1].kind;
          g_autofree char              *list = xq_text_join (text->style.lang, moves);
          g_autoptr (XqAlternativeItem) item =
            xq_alternative_item_new (kind, xq_text_alternative_kind (text->style.lang, kind), list, reason, moves->len);
          g_array_append_vals (item->move_list, group->data, group->len);
          g_array_set_size (group, 0);
          g_list_store_append (store, item);
          g_clear_pointer (&moves, g_ptr_array_unref);
          g_clear_pointer (&reason, g_free);
        }
      if (next == NULL)
        break;
      if (moves == NULL)
        moves = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (moves, xq_text_move (&text->style, &w->position, w->moves[i].move));
      g_array_append_val (group, w->moves[i].move);
      if (reason == NULL)
        reason = next;
      else
        g_free (next);
    }
  return store;
}
