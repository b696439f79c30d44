/* xq-move-row.c: one row of the move list (a move of the line, or a variation)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-move-row"

#include "config.h"

#include "xq-move-row.h"

struct _XqMoveRow
{
  GObject  parent_instance;

  guint    ply;
  gboolean is_red;
  gboolean is_variation;
  char    *number;
  char    *text;
  char    *markup;
  char    *comment;
  char    *cut;
};

G_DEFINE_FINAL_TYPE (XqMoveRow, xq_move_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLY,
  PROP_IS_VARIATION,
  PROP_IS_RED,
  PROP_NUMBER,
  PROP_TEXT,
  PROP_MARKUP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_move_row_finalize (GObject *object)
{
  XqMoveRow *self = XQ_MOVE_ROW (object);

  g_clear_pointer (&self->number, g_free);
  g_clear_pointer (&self->text, g_free);
  g_clear_pointer (&self->markup, g_free);
  g_clear_pointer (&self->comment, g_free);
  g_clear_pointer (&self->cut, g_free);

  G_OBJECT_CLASS (xq_move_row_parent_class)->finalize (object);
}

static void
xq_move_row_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  XqMoveRow *self = XQ_MOVE_ROW (object);

  switch (prop_id)
    {
    case PROP_PLY:
      g_value_set_uint (value, self->ply);
      break;
    case PROP_IS_VARIATION:
      g_value_set_boolean (value, self->is_variation);
      break;
    case PROP_IS_RED:
      g_value_set_boolean (value, xq_move_row_get_is_red (self));
      break;
    case PROP_NUMBER:
      g_value_set_string (value, self->number);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_MARKUP:
      g_value_set_string (value, self->markup);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_move_row_class_init (XqMoveRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_move_row_finalize;
  object_class->get_property = xq_move_row_get_property;

  properties[PROP_PLY] =
    g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_IS_VARIATION] =
    g_param_spec_boolean ("is-variation", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_IS_RED] =
    g_param_spec_boolean ("is-red", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NUMBER] =
    g_param_spec_string ("number", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MARKUP] =
    g_param_spec_string ("markup", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_move_row_init (XqMoveRow *self)
{
}

/**
 * xq_move_row_new:
 * @ply: the ply of the move (1 is the first move from the start position)
 * @is_red: whether Red makes the move
 * @is_variation: whether the row lists an alternative to the move at @ply
 * @number: "1." before a Red move, "1…" before a Black move that opens a row, or ""
 * @text: the move (and, for a variation, its first continuation moves)
 *
 * Returns: (transfer full): a new row
 */
XqMoveRow *
xq_move_row_new (guint       ply,
                 gboolean    is_red,
                 gboolean    is_variation,
                 const char *number,
                 const char *text)
{
  XqMoveRow *self = g_object_new (XQ_TYPE_MOVE_ROW, NULL);

  self->ply = ply;
  self->is_red = is_red;
  self->is_variation = is_variation;
  self->number = g_strdup (number);
  self->text = g_strdup (text);
  if (is_variation)
    self->markup = g_markup_printf_escaped ("<i>(%s)</i>", text);
  else
    self->markup = g_markup_escape_text (text, -1);
  return self;
}

guint
xq_move_row_get_ply (XqMoveRow *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_ROW (self), 0);

  return self->ply;
}

gboolean
xq_move_row_get_is_variation (XqMoveRow *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_ROW (self), FALSE);

  return self->is_variation;
}

gboolean
xq_move_row_get_is_red (XqMoveRow *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_ROW (self), FALSE);

  return self->is_red;
}

const char *
xq_move_row_get_number (XqMoveRow *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_ROW (self), NULL);

  return self->number;
}

const char *
xq_move_row_get_text (XqMoveRow *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_ROW (self), NULL);

  return self->text;
}

/**
 * xq_move_row_get_markup:
 *
 * Returns: (transfer none): the text as Pango markup; a variation is set in italics and brackets
 */
const char *
xq_move_row_get_markup (XqMoveRow *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_ROW (self), NULL);

  return self->markup;
}

/**
 * xq_move_row_get_comment:
 *
 * Returns: (transfer none) (nullable): the comment written after the move
 */
const char *
xq_move_row_get_comment (XqMoveRow *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_ROW (self), NULL);

  return self->comment;
}

void
xq_move_row_set_comment (XqMoveRow  *self,
                         const char *comment)
{
  g_return_if_fail (XQ_IS_MOVE_ROW (self));

  g_free (self->comment);
  self->comment = comment != NULL && *comment != '\0' ? g_strdup (comment) : NULL;
}

/**
 * xq_move_row_get_cut:
 *
 * Returns: (transfer none) (nullable): why the record breaks off after the move (a game read
 *   only in part, xq_game_node_get_cut()), or NULL
 */
const char *
xq_move_row_get_cut (XqMoveRow *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_ROW (self), NULL);

  return self->cut;
}

void
xq_move_row_set_cut (XqMoveRow  *self,
                     const char *cut)
{
  g_return_if_fail (XQ_IS_MOVE_ROW (self));

  g_free (self->cut);
  self->cut = g_strdup (cut);
}
