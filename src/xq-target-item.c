/* xq-target-item.c: a row of the protection table: a piece under attack, its attackers and defenders, its status
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-target-item"

#include "config.h"

#include "xq-target-item.h"

#include <glib/gi18n.h>

struct _XqTargetItem
{
  GObject  parent_instance;

  char    *piece;
  char    *square;
  char    *attackers;
  char    *defenders;
  char    *status;
  char    *status_name;
  char    *reason;
  gboolean chased;
  GArray  *marks;
};

G_DEFINE_FINAL_TYPE (XqTargetItem, xq_target_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PIECE,
  PROP_SQUARE,
  PROP_ATTACKERS,
  PROP_DEFENDERS,
  PROP_STATUS,
  PROP_STATUS_NAME,
  PROP_REASON,
  PROP_CHASED,
  PROP_PIECE_SQUARE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_target_item_finalize (GObject *object)
{
  XqTargetItem *self = XQ_TARGET_ITEM (object);

  g_clear_pointer (&self->piece, g_free);
  g_clear_pointer (&self->square, g_free);
  g_clear_pointer (&self->attackers, g_free);
  g_clear_pointer (&self->defenders, g_free);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->status_name, g_free);
  g_clear_pointer (&self->reason, g_free);
  g_clear_pointer (&self->marks, g_array_unref);

  G_OBJECT_CLASS (xq_target_item_parent_class)->finalize (object);
}

static void
xq_target_item_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  XqTargetItem *self = XQ_TARGET_ITEM (object);

  switch (prop_id)
    {
    case PROP_PIECE:
      g_value_set_string (value, self->piece);
      break;
    case PROP_SQUARE:
      g_value_set_string (value, self->square);
      break;
    case PROP_ATTACKERS:
      g_value_set_string (value, self->attackers);
      break;
    case PROP_DEFENDERS:
      g_value_set_string (value, self->defenders);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_STATUS_NAME:
      g_value_set_string (value, self->status_name);
      break;
    case PROP_REASON:
      g_value_set_string (value, self->reason);
      break;
    case PROP_CHASED:
      g_value_set_boolean (value, self->chased);
      break;
    case PROP_PIECE_SQUARE:
      /* Translators: a piece and the rank it stands on, in a table: "Black’s horse on file 8, rank 5" */
      g_value_take_string (value, g_strdup_printf (_ ("%s, %s"), self->piece, self->square));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_target_item_class_init (XqTargetItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_target_item_finalize;
  object_class->get_property = xq_target_item_get_property;

  properties[PROP_PIECE] =
    g_param_spec_string ("piece", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SQUARE] =
    g_param_spec_string ("square", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTACKERS] =
    g_param_spec_string ("attackers", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEFENDERS] =
    g_param_spec_string ("defenders", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS_NAME] =
    g_param_spec_string ("status-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_REASON] =
    g_param_spec_string ("reason", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHASED] =
    g_param_spec_boolean ("chased", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /* "black horse h5", for one table column */
  properties[PROP_PIECE_SQUARE] =
    g_param_spec_string ("piece-square", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_target_item_init (XqTargetItem *self)
{
}

/**
 * xq_target_item_new:
 *
 * Returns: (transfer full): a new item
 */
XqTargetItem *
xq_target_item_new (const char *piece,
                    const char *square,
                    const char *attackers,
                    const char *defenders,
                    const char *status,
                    const char *status_name,
                    const char *reason,
                    gboolean    chased)
{
  XqTargetItem *self = g_object_new (XQ_TYPE_TARGET_ITEM, NULL);

  self->piece = g_strdup (piece);
  self->square = g_strdup (square);
  self->attackers = g_strdup (attackers);
  self->defenders = g_strdup (defenders);
  self->status = g_strdup (status);
  self->status_name = g_strdup (status_name);
  self->reason = g_strdup (reason);
  self->chased = !!chased;
  return self;
}

const char *
xq_target_item_get_piece (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), NULL);

  return self->piece;
}

const char *
xq_target_item_get_square (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), NULL);

  return self->square;
}

const char *
xq_target_item_get_attackers (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), NULL);

  return self->attackers;
}

const char *
xq_target_item_get_defenders (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), NULL);

  return self->defenders;
}

const char *
xq_target_item_get_status (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), NULL);

  return self->status;
}

const char *
xq_target_item_get_status_name (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), NULL);

  return self->status_name;
}

const char *
xq_target_item_get_reason (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), NULL);

  return self->reason;
}

gboolean
xq_target_item_get_chased (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), FALSE);

  return self->chased;
}

/**
 * xq_target_item_get_marks:
 *
 * Returns: (transfer none) (nullable): the arrows of this row
 */
GArray *
xq_target_item_get_marks (XqTargetItem *self)
{
  g_return_val_if_fail (XQ_IS_TARGET_ITEM (self), NULL);

  return self->marks;
}

void
xq_target_item_set_marks (XqTargetItem *self,
                          GArray       *marks)
{
  g_return_if_fail (XQ_IS_TARGET_ITEM (self));

  g_clear_pointer (&self->marks, g_array_unref);
  if (marks != NULL)
    self->marks = g_array_ref (marks);
}
