/* xq-book-row.c: one line of the record book: a round (number, Red's move, Black's move), a
 * variation or a comment
 *
 * Properties for the list's bindings: "number", "red-text" and "black-text" (the variation's or
 * the comment's text is "red-text"), "red-classes"/"black-classes" (CSS classes of the two move
 * buttons, "current" on the current move), "is-round", "is-variation", "is-comment",
 * "red-target"/"black-target" (the game model's row, for the buttons' action).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-book-row"

#include "config.h"

#include "xq-book-row.h"

struct _XqBookRow
{
  GObject       parent_instance;

  XqBookRowKind kind;
  char         *number;
  char         *text[2];
  guint         model_row[2];
  int           current;
};

G_DEFINE_FINAL_TYPE (XqBookRow, xq_book_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_RED_TEXT,
  PROP_BLACK_TEXT,
  PROP_RED_CLASSES,
  PROP_BLACK_CLASSES,
  PROP_RED_TARGET,
  PROP_BLACK_TARGET,
  PROP_HAS_BLACK,
  PROP_IS_ROUND,
  PROP_IS_VARIATION,
  PROP_IS_COMMENT,
  PROP_ACTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char **
classes (XqBookRow *self,
         guint      side)
{
  const char *move[] = { "flat", "book-move", NULL, NULL };

  if (self->kind == XQ_BOOK_ROW_VARIATION)
    move[1] = "book-variation";
  if (self->current == (int) side)
    move[2] = "current";
  return g_strdupv ((char **) move);
}

static void
xq_book_row_finalize (GObject *object)
{
  XqBookRow *self = XQ_BOOK_ROW (object);

  g_free (self->number);
  g_free (self->text[0]);
  g_free (self->text[1]);

  G_OBJECT_CLASS (xq_book_row_parent_class)->finalize (object);
}

static void
xq_book_row_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  XqBookRow *self = XQ_BOOK_ROW (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_string (value, self->number);
      break;
    case PROP_RED_TEXT:
    case PROP_BLACK_TEXT:
      g_value_set_string (value, self->text[prop_id == PROP_BLACK_TEXT]);
      break;
    case PROP_RED_CLASSES:
    case PROP_BLACK_CLASSES:
      g_value_take_boxed (value, classes (self, prop_id == PROP_BLACK_CLASSES));
      break;
    case PROP_RED_TARGET:
    case PROP_BLACK_TARGET:
      g_value_set_variant (value, g_variant_new_uint32 (self->model_row[prop_id == PROP_BLACK_TARGET]));
      break;
    case PROP_HAS_BLACK:
      g_value_set_boolean (value, self->model_row[1] != G_MAXUINT);
      break;
    case PROP_IS_ROUND:
      g_value_set_boolean (value, self->kind == XQ_BOOK_ROW_ROUND);
      break;
    case PROP_IS_VARIATION:
      g_value_set_boolean (value, self->kind == XQ_BOOK_ROW_VARIATION);
      break;
    case PROP_IS_COMMENT:
      g_value_set_boolean (value, self->kind == XQ_BOOK_ROW_COMMENT);
      break;
    case PROP_ACTION:
      /* After the target in the list's bindings: the action needs its (u) target */
      g_value_set_string (value, "move-list.go");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_book_row_class_init (XqBookRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = xq_book_row_finalize;
  object_class->get_property = xq_book_row_get_property;

  properties[PROP_NUMBER] = g_param_spec_string ("number", NULL, NULL, "", ro);
  properties[PROP_RED_TEXT] = g_param_spec_string ("red-text", NULL, NULL, "", ro);
  properties[PROP_BLACK_TEXT] = g_param_spec_string ("black-text", NULL, NULL, "", ro);
  properties[PROP_RED_CLASSES] = g_param_spec_boxed ("red-classes", NULL, NULL, G_TYPE_STRV, ro);
  properties[PROP_BLACK_CLASSES] = g_param_spec_boxed ("black-classes", NULL, NULL, G_TYPE_STRV, ro);
  properties[PROP_RED_TARGET] = g_param_spec_variant ("red-target", NULL, NULL, G_VARIANT_TYPE_UINT32, NULL, ro);
  properties[PROP_BLACK_TARGET] = g_param_spec_variant ("black-target", NULL, NULL, G_VARIANT_TYPE_UINT32, NULL, ro);
  properties[PROP_HAS_BLACK] = g_param_spec_boolean ("has-black", NULL, NULL, FALSE, ro);
  properties[PROP_IS_ROUND] = g_param_spec_boolean ("is-round", NULL, NULL, FALSE, ro);
  properties[PROP_IS_VARIATION] = g_param_spec_boolean ("is-variation", NULL, NULL, FALSE, ro);
  properties[PROP_IS_COMMENT] = g_param_spec_boolean ("is-comment", NULL, NULL, FALSE, ro);
  properties[PROP_ACTION] = g_param_spec_string ("action", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_book_row_init (XqBookRow *self)
{
  self->text[0] = g_strdup ("");
  self->text[1] = g_strdup ("");
  self->model_row[0] = self->model_row[1] = G_MAXUINT;
  self->current = -1;
}

XqBookRow *
xq_book_row_new (XqBookRowKind kind,
                 const char   *number)
{
  XqBookRow *self = g_object_new (XQ_TYPE_BOOK_ROW, NULL);

  self->kind = kind;
  self->number = g_strdup (number != NULL ? number : "");
  return self;
}

XqBookRowKind
xq_book_row_get_kind (XqBookRow *self)
{
  g_return_val_if_fail (XQ_IS_BOOK_ROW (self), XQ_BOOK_ROW_ROUND);

  return self->kind;
}

const char *
xq_book_row_get_number (XqBookRow *self)
{
  g_return_val_if_fail (XQ_IS_BOOK_ROW (self), NULL);

  return self->number;
}

const char *
xq_book_row_get_text (XqBookRow *self,
                      guint      side)
{
  g_return_val_if_fail (XQ_IS_BOOK_ROW (self), NULL);
  g_return_val_if_fail (side < 2, NULL);

  return self->text[side];
}

guint
xq_book_row_get_model_row (XqBookRow *self,
                           guint      side)
{
  g_return_val_if_fail (XQ_IS_BOOK_ROW (self), G_MAXUINT);
  g_return_val_if_fail (side < 2, G_MAXUINT);

  return self->model_row[side];
}

/* While the row is being built, before the list shows it: no notifications. */
void
xq_book_row_set_move (XqBookRow  *self,
                      guint       side,
                      const char *text,
                      guint       model_row)
{
  g_return_if_fail (XQ_IS_BOOK_ROW (self));
  g_return_if_fail (side < 2);

  g_free (self->text[side]);
  self->text[side] = g_strdup (text != NULL ? text : "");
  self->model_row[side] = model_row;
}

int
xq_book_row_get_current (XqBookRow *self)
{
  g_return_val_if_fail (XQ_IS_BOOK_ROW (self), -1);

  return self->current;
}

void
xq_book_row_set_current (XqBookRow *self,
                         int        current)
{
  g_return_if_fail (XQ_IS_BOOK_ROW (self));

  if (self->current == current)
    return;
  self->current = current;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RED_CLASSES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_CLASSES]);
}
