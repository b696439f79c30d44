/* xq-drawing-node.c: drawings made once with cairo and kept for every frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-drawing-node"

#include "config.h"

#include "xq-drawing-node.h"

#include <errno.h>
#include <string.h>

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

/* The disk cache: $XDG_CACHE_HOME/qili/drawings/KEY-WxH, the image's pixels as they are in
 * memory after a small header (no compression: a start-up maps a megabyte faster than it
 * inflates a PNG, and writes it in a millisecond). A file is replaced by renaming, never
 * rewritten, so a mapping of the old one stays valid. */

#define CACHE_MAGIC 0x31445851u /* "QXD1" */

typedef struct
{
  guint32 magic, width, height, stride;
} CacheHeader;

static char *
cache_path (const char *key,
            int         width,
            int         height)
{
  g_autofree char *name = g_strdup_printf ("%s-%dx%d", key, width, height);

  return g_build_filename (g_get_user_cache_dir (), "qili", "drawings", name, NULL);
}

static const cairo_user_data_key_t mapping_key;

/* The image's pixels are the file's, mapped (copy on write): no read into a buffer and copy, and
 * only the pages drawn are read in. The mapping lives as long as the image. */
static cairo_surface_t *
read_cache (const char *path,
            int         width,
            int         height)
{
  GMappedFile     *mapped = g_mapped_file_new (path, TRUE, NULL);
  const char      *contents;
  gsize            length;
  CacheHeader      header;
  cairo_surface_t *image;

  if (mapped == NULL)
    return NULL;
  contents = g_mapped_file_get_contents (mapped);
  length = g_mapped_file_get_length (mapped);
  if (contents == NULL || length < sizeof header)
    {
      g_mapped_file_unref (mapped);
      return NULL;
    }
  memcpy (&header, contents, sizeof header);
  if (header.magic != CACHE_MAGIC || header.width != (guint32) width || header.height != (guint32) height ||
      header.stride != (guint32) cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, width) ||
      length != sizeof header + (gsize) header.stride * header.height)
    {
      g_mapped_file_unref (mapped);
      return NULL;
    }
  image = cairo_image_surface_create_for_data ((unsigned char *) contents + sizeof header, CAIRO_FORMAT_ARGB32, width,
                                               height, (int) header.stride);
  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS ||
      cairo_surface_set_user_data (image, &mapping_key, mapped, (cairo_destroy_func_t) g_mapped_file_unref) !=
        CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      g_mapped_file_unref (mapped);
      return NULL;
    }
  return image;
}

static void
write_cache (const char      *path,
             cairo_surface_t *image)
{
  g_autofree char   *dir = g_path_get_dirname (path);
  CacheHeader        header = { CACHE_MAGIC, (guint32) cairo_image_surface_get_width (image),
                                (guint32) cairo_image_surface_get_height (image),
                                (guint32) cairo_image_surface_get_stride (image) };
  gsize              size = (gsize) header.stride * header.height;
  g_autofree char   *contents = g_malloc (sizeof header + size);
  g_autoptr (GError) error = NULL;

  memcpy (contents, &header, sizeof header);
  memcpy (contents + sizeof header, cairo_image_surface_get_data (image), size);
  /* g_file_set_contents writes aside and renames: a reader never sees half a file */
  if (g_mkdir_with_parents (dir, 0700) != 0 || !g_file_set_contents (path, contents, sizeof header + size, &error))
    g_debug ("cannot keep a drawing in %s: %s", path, error != NULL ? error->message : g_strerror (errno));
}

XqDrawing *
xq_drawing_new_cached (const char *key,
                       gboolean    store,
                       int         width,
                       int         height,
                       XqDrawFunc  draw,
                       gpointer    user_data)
{
  g_autofree char *path = NULL;
  cairo_surface_t *image;
  XqDrawing       *self;

  g_return_val_if_fail (key != NULL, NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  path = cache_path (key, width, height);
  image = read_cache (path, width, height);
  if (image != NULL)
    {
      self = g_new0 (XqDrawing, 1);
      self->image = image;
      return self;
    }
  self = xq_drawing_new (width, height, draw, user_data);
  cairo_surface_flush (self->image);
  if (store)
    write_cache (path, self->image);
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
