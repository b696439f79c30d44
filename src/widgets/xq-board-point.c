/* xq-board-point.c: one of the 90 points of the board, for the keyboard and screen readers
 *
 * A point draws nothing and takes no pointer events (XqBoardView draws the board and handles the
 * pointer); it holds the keyboard focus where the board's cursor is and tells assistive
 * technologies what stands there ("红方三路炮"), as a cell of the board's grid.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-board-point"

#include "config.h"

#include "xq-board-point.h"

struct _XqBoardPoint
{
  GtkWidget parent_instance;

  guint8    square;
  char     *name;
  char     *description;
};

G_DEFINE_FINAL_TYPE (XqBoardPoint, xq_board_point, GTK_TYPE_WIDGET)

static void
xq_board_point_finalize (GObject *object)
{
  XqBoardPoint *self = XQ_BOARD_POINT (object);

  g_free (self->name);
  g_free (self->description);

  G_OBJECT_CLASS (xq_board_point_parent_class)->finalize (object);
}

static void
xq_board_point_class_init (XqBoardPointClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = xq_board_point_finalize;

  gtk_widget_class_set_css_name (widget_class, "point");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

static void
xq_board_point_init (XqBoardPoint *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

GtkWidget *
xq_board_point_new (guint8 square)
{
  XqBoardPoint *self = g_object_new (XQ_TYPE_BOARD_POINT, NULL);

  self->square = square;
  return GTK_WIDGET (self);
}

guint8
xq_board_point_get_square (XqBoardPoint *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_POINT (self), 0);

  return self->square;
}

const char *
xq_board_point_get_name (XqBoardPoint *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_POINT (self), NULL);

  return self->name;
}

const char *
xq_board_point_get_description (XqBoardPoint *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_POINT (self), NULL);

  return self->description;
}

void
xq_board_point_set_texts (XqBoardPoint *self,
                          const char   *name,
                          const char   *description)
{
  g_return_if_fail (XQ_IS_BOARD_POINT (self));

  if (g_strcmp0 (self->name, name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  if (g_strcmp0 (self->description, description) != 0)
    {
      g_free (self->description);
      self->description = g_strdup (description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    }
}
