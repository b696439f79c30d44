/* xq-drawing-node.h: drawings made once with cairo and kept for every frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*XqDrawFunc) (cairo_t *cr,
                            gpointer user_data);

/* An image of what @draw paints, kept in the two forms GSK 4.8 draws again cheaply: a cairo
 * node recording one paint of the image (one blit per frame for the cairo renderer, where a
 * GdkTexture would be converted on every frame and a plain cairo node replayed), and a texture
 * (uploaded once by the GL renderer). */
typedef struct _XqDrawing XqDrawing;

XqDrawing                *xq_drawing_new (int        width,
                                          int        height,
                                          XqDrawFunc draw,
                                          gpointer   user_data) G_GNUC_WARN_UNUSED_RESULT;
/* As xq_drawing_new(), kept on disk under @key (what the drawing depends on, with a version of
 * the code that draws it) in the user's cache folder: a start-up that finds it there reads it
 * instead of drawing. When it is not there, it is drawn, and written there if @store (the first
 * drawing of a view, not every size a window takes while it is resized). */
XqDrawing *xq_drawing_new_cached (const char *key,
                                  gboolean    store,
                                  int         width,
                                  int         height,
                                  XqDrawFunc  draw,
                                  gpointer    user_data) G_GNUC_WARN_UNUSED_RESULT;
void       xq_drawing_free (XqDrawing *self);

/* The image as a texture (made once), e.g. for a GtkImage. */
GdkTexture *xq_drawing_get_texture (XqDrawing *self);

/* Appends @self (made at @scale device pixels per unit) with its top-left corner at (@x, @y),
 * in the form that suits the renderer of @widget. */
void xq_snapshot_append_drawing (GtkSnapshot *snapshot,
                                 GtkWidget   *widget,
                                 XqDrawing   *self,
                                 double       x,
                                 double       y,
                                 int          scale);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqDrawing, xq_drawing_free)

G_END_DECLS
