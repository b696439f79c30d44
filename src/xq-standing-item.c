/* xq-standing-item.c: one row of the standings and of the crosstable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-standing-item"

#include "config.h"

#include "xq-standing-item.h"

struct _XqStandingItem
{
  GObject  parent_instance;

  gint64   entry_id;
  guint    rank;
  gboolean shared;
  guint    number;
  char    *name;
  char    *club;
  int      rating;
  char    *points;
  guint    played;
  guint    wins;
  guint    draws;
  guint    losses;
  gboolean withdrawn;
  gboolean playoff;
  char   **values;
  char   **cells;
};

G_DEFINE_FINAL_TYPE (XqStandingItem, xq_standing_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENTRY_ID,
  PROP_RANK,
  PROP_SHARED,
  PROP_NUMBER,
  PROP_NAME,
  PROP_CLUB,
  PROP_RATING,
  PROP_POINTS,
  PROP_PLAYED,
  PROP_WINS,
  PROP_DRAWS,
  PROP_LOSSES,
  PROP_WITHDRAWN,
  PROP_PLAYOFF,
  PROP_VALUES,
  PROP_CELLS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
strv_equal (char *const       *a,
            const char *const *b)
{
  if (a == NULL || b == NULL)
    return a == NULL && b == NULL;
  return g_strv_equal ((const char *const *) a, b);
}

static void
xq_standing_item_finalize (GObject *object)
{
  XqStandingItem *self = XQ_STANDING_ITEM (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->club, g_free);
  g_clear_pointer (&self->points, g_free);
  g_clear_pointer (&self->values, g_strfreev);
  g_clear_pointer (&self->cells, g_strfreev);

  G_OBJECT_CLASS (xq_standing_item_parent_class)->finalize (object);
}

static void
xq_standing_item_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  XqStandingItem *self = XQ_STANDING_ITEM (object);

  switch (prop_id)
    {
    case PROP_ENTRY_ID:
      g_value_set_int64 (value, self->entry_id);
      break;
    case PROP_RANK:
      g_value_set_uint (value, self->rank);
      break;
    case PROP_SHARED:
      g_value_set_boolean (value, self->shared);
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
    case PROP_POINTS:
      g_value_set_string (value, self->points);
      break;
    case PROP_PLAYED:
      g_value_set_uint (value, self->played);
      break;
    case PROP_WINS:
      g_value_set_uint (value, self->wins);
      break;
    case PROP_DRAWS:
      g_value_set_uint (value, self->draws);
      break;
    case PROP_LOSSES:
      g_value_set_uint (value, self->losses);
      break;
    case PROP_WITHDRAWN:
      g_value_set_boolean (value, self->withdrawn);
      break;
    case PROP_PLAYOFF:
      g_value_set_boolean (value, self->playoff);
      break;
    case PROP_VALUES:
      g_value_set_boxed (value, self->values);
      break;
    case PROP_CELLS:
      g_value_set_boxed (value, self->cells);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_standing_item_class_init (XqStandingItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_standing_item_finalize;
  object_class->get_property = xq_standing_item_get_property;

  /* the entry id */
  properties[PROP_ENTRY_ID] = g_param_spec_int64 ("entry-id", NULL, NULL, G_MININT64, G_MAXINT64, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the place, equal for a shared place */
  properties[PROP_RANK] = g_param_spec_uint ("rank", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* shares its place with the row above */
  properties[PROP_SHARED] = g_param_spec_boolean ("shared", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* pairing number */
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* name */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* club */
  properties[PROP_CLUB] = g_param_spec_string ("club", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* rating */
  properties[PROP_RATING] = g_param_spec_int ("rating", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* points ("7.5") */
  properties[PROP_POINTS] = g_param_spec_string ("points", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* games played over the board */
  properties[PROP_PLAYED] = g_param_spec_uint ("played", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* games won over the board */
  properties[PROP_WINS] = g_param_spec_uint ("wins", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* games drawn */
  properties[PROP_DRAWS] = g_param_spec_uint ("draws", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* games lost over the board */
  properties[PROP_LOSSES] = g_param_spec_uint ("losses", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* withdrew (results stand) */
  properties[PROP_WITHDRAWN] = g_param_spec_boolean ("withdrawn", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Level on a deciding place: a play-off is due or being played (xq-playoff.h) */
  properties[PROP_PLAYOFF] = g_param_spec_boolean ("playoff", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the event's tie-breaks, in its order, as text */
  properties[PROP_VALUES] = g_param_spec_boxed ("values", NULL, NULL, G_TYPE_STRV, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the crosstable: one cell per round ("12r1") */
  properties[PROP_CELLS] = g_param_spec_boxed ("cells", NULL, NULL, G_TYPE_STRV, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_standing_item_init (XqStandingItem *self)
{
}

XqStandingItem *
xq_standing_item_new (void)
{
  return g_object_new (XQ_TYPE_STANDING_ITEM, NULL);
}

gint64
xq_standing_item_get_entry_id (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), 0);

  return self->entry_id;
}

guint
xq_standing_item_get_rank (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), 0);

  return self->rank;
}

gboolean
xq_standing_item_get_shared (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), FALSE);

  return self->shared;
}

guint
xq_standing_item_get_number (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), 0);

  return self->number;
}

const char *
xq_standing_item_get_name (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), NULL);

  return self->name;
}

const char *
xq_standing_item_get_club (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), NULL);

  return self->club;
}

int
xq_standing_item_get_rating (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), 0);

  return self->rating;
}

const char *
xq_standing_item_get_points (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), NULL);

  return self->points;
}

guint
xq_standing_item_get_played (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), 0);

  return self->played;
}

guint
xq_standing_item_get_wins (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), 0);

  return self->wins;
}

guint
xq_standing_item_get_draws (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), 0);

  return self->draws;
}

guint
xq_standing_item_get_losses (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), 0);

  return self->losses;
}

gboolean
xq_standing_item_get_withdrawn (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), FALSE);

  return self->withdrawn;
}

gboolean
xq_standing_item_get_playoff (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), FALSE);

  return self->playoff;
}

const char *const *
xq_standing_item_get_values (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), NULL);

  return (const char *const *) self->values;
}

const char *const *
xq_standing_item_get_cells (XqStandingItem *self)
{
  g_return_val_if_fail (XQ_IS_STANDING_ITEM (self), NULL);

  return (const char *const *) self->cells;
}

void
xq_standing_item_update (XqStandingItem             *self,
                         const XqStandingItemValues *values)
{
  g_return_if_fail (XQ_IS_STANDING_ITEM (self));
  g_return_if_fail (values != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->entry_id != values->entry_id)
    {
      self->entry_id = values->entry_id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRY_ID]);
    }
  if (self->rank != values->rank)
    {
      self->rank = values->rank;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RANK]);
    }
  if (self->shared != values->shared)
    {
      self->shared = values->shared;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHARED]);
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
  if (g_strcmp0 (self->points, values->points) != 0)
    {
      g_free (self->points);
      self->points = g_strdup (values->points);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINTS]);
    }
  if (self->played != values->played)
    {
      self->played = values->played;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYED]);
    }
  if (self->wins != values->wins)
    {
      self->wins = values->wins;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINS]);
    }
  if (self->draws != values->draws)
    {
      self->draws = values->draws;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAWS]);
    }
  if (self->losses != values->losses)
    {
      self->losses = values->losses;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOSSES]);
    }
  if (self->withdrawn != values->withdrawn)
    {
      self->withdrawn = values->withdrawn;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WITHDRAWN]);
    }
  if (self->playoff != values->playoff)
    {
      self->playoff = values->playoff;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYOFF]);
    }
  if (!strv_equal (self->values, values->values))
    {
      g_strfreev (self->values);
      self->values = g_strdupv ((char **) values->values);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUES]);
    }
  if (!strv_equal (self->cells, values->cells))
    {
      g_strfreev (self->cells);
      self->cells = g_strdupv ((char **) values->cells);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CELLS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
