/* xq-drawing-node.c: drawings made once with cairo and kept for every frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-drawing-node"

#include "config.h"

#include "xq-drawing-node.h"

struct _XqDrawing
{
  cairo_surface_t *image;
  GskRenderNode   *node;    /* made on first use by the cairo renderer */
  GdkTexture      *texture; /* made on first use by other renderers */
};

XqDrawing *
xq_drawing_new (int        width,
                int        height,
                XqDrawFunc draw,
                gpointer   user_data)
{
  XqDrawing *self;
  cairo_t   *cr;

  g_return_val_if_fail (width > 0 && height > 0, NULL);
  g_return_val_if_fail (draw != NULL, NULL);

  self = g_new0 (XqDrawing, 1);
  self->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (self->image);
  draw (cr, user_data);
  cairo_destroy (cr);
  cairo_surface_flush (self->image);
  return self;
}

void
xq_drawing_free (XqDrawing *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->node, gsk_render_node_unref);
  g_clear_object (&self->texture);
  cairo_surface_destroy (self->image);
  g_free (self);
}

static GskRenderNode *
get_node (XqDrawing *self)
{
  graphene_rect_t bounds;
  cairo_t        *cr;

  if (self->node != NULL)
    return self->node;
  graphene_rect_init (&bounds, 0, 0, cairo_image_surface_get_width (self->image),
                      cairo_image_surface_get_height (self->image));
  self->node = gsk_cairo_node_new (&bounds);
  cr = gsk_cairo_node_get_draw_context (self->node);
  cairo_set_source_surface (cr, self->image, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  return self->node;
}

/**
 * xq_drawing_get_texture:
 *
 * Returns: (transfer none): the image as a texture, valid while @self lives
 */
GdkTexture *
xq_drawing_get_texture (XqDrawing *self)
{
  int                height = cairo_image_surface_get_height (self->image);
  int                stride = cairo_image_surface_get_stride (self->image);
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->texture != NULL)
    return self->texture;
  /* Cairo's ARGB32 is GDK's default memory format (premultiplied BGRA on little endian). */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (self->image), (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy, cairo_surface_reference (self->image));
  self->texture = gdk_memory_texture_new (cairo_image_surface_get_width (self->image), height, GDK_MEMORY_DEFAULT,
                                          bytes, stride);
  return self->texture;
}

void
xq_snapshot_append_drawing (GtkSnapshot *snapshot,
                            GtkWidget   *widget,
                            XqDrawing   *self,
                            double       x,
                            double       y,
                            int          scale)
{
  GtkNative *native = gtk_widget_get_native (widget);
  gboolean   cairo_renderer = native == NULL || GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native));

  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (self != NULL);

  if (cairo_renderer)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
      if (scale != 1)
        gtk_snapshot_scale (snapshot, 1.0f / scale, 1.0f / scale);
      gtk_snapshot_append_node (snapshot, get_node (self));
      gtk_snapshot_restore (snapshot);
    }
  else
    {
      graphene_rect_t bounds;

      graphene_rect_init (&bounds, x, y, (double) cairo_image_surface_get_width (self->image) / scale,
                          (double) cairo_image_surface_get_height (self->image) / scale);
      gtk_snapshot_append_texture (snapshot, xq_drawing_get_texture (self), &bounds);
    }
}
