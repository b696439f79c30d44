/* xq-test-util.h: rendering widgets offscreen and reading their pixels in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* gtk and libadwaita set up for a test under a headless display, with isolated XDG dirs. */
void xq_test_init (int    *argc,
                   char ***argv);
/* Runs the main loop until the window of @widget has been painted once more. */
void xq_test_wait_for_paint (GtkWidget *widget);
/* Runs the main loop while there is something to do. */
void xq_test_flush (void);
/* Activates @action (with @param, nullable) from @widget, then runs the main loop while there is
 * something to do. Returns: whether the action was found. */
gboolean xq_test_activate (GtkWidget  *widget,
                           const char *action,
                           GVariant   *param);

/* Puts @widget in a window of @width x @height (if it has none yet), shows it and waits for the
 * frame. Returns: (transfer full): the window */
GtkWindow *xq_test_show (GtkWidget *widget,
                         int        width,
                         int        height);
/* Renders @widget as it is now into a texture of its size.
 * Returns: (transfer full) */
GdkTexture *xq_test_render (GtkWidget *widget);
/* Writes @texture to $G_TEST_BUILDDIR/@name.png for a person to look at. */
void xq_test_save (GdkTexture *texture,
                   const char *name);

typedef struct
{
  guint8 r, g, b, a;
} XqTestPixel;

/* Reads pixels of a downloaded texture (unpremultiplied). */
typedef struct
{
  int     width, height;
  guint8 *data;
} XqTestImage;

XqTestImage *xq_test_image_new (GdkTexture *texture);
void         xq_test_image_free (XqTestImage *image);
XqTestPixel  xq_test_image_pixel (const XqTestImage *image,
                                  int                x,
                                  int                y);
/* How many pixels of the box centred on (@x, @y), @half pixels each way, satisfy @func. */
guint    xq_test_image_count (const XqTestImage *image,
                              double             x,
                              double             y,
                              int                half,
                              gboolean (*func) (XqTestPixel p));

gboolean xq_test_is_red (XqTestPixel p);
gboolean xq_test_is_dark (XqTestPixel p);
gboolean xq_test_is_blue (XqTestPixel p);
gboolean xq_test_is_green (XqTestPixel p);

/* The first descendant of @root that is a GtkLabel (or GtkButton) with @text, or NULL. */
GtkWidget *xq_test_find_label (GtkWidget  *root,
                               const char *text);
GtkWidget *xq_test_find_button (GtkWidget  *root,
                                const char *label);
/* The first descendant of @root that is an AdwPreferencesRow titled @title (a form's field), or NULL. */
GtkWidget *xq_test_find_row (GtkWidget  *root,
                             const char *title);
/* The first descendant of @root of @type (depth first), or NULL. */
GtkWidget *xq_test_find_type (GtkWidget *root,
                              GType      type);
/* Whether the first button (or other GtkActionable) for @action in @root can be used. */
gboolean xq_test_action_enabled (GtkWidget  *root,
                                 const char *action);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqTestImage, xq_test_image_free)

G_END_DECLS
