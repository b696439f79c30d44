/* xq-test-util.c: rendering widgets offscreen and reading their pixels in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-test-util.h"

#include <glib/gstdio.h>
#include <stdlib.h>

static char *home;

static void
remove_tree (const char *path)
{
  GDir       *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  if (dir != NULL)
    g_dir_close (dir);
  g_rmdir (path);
}

static void
remove_home (void)
{
  if (home != NULL)
    remove_tree (home);
}

/* One set of XDG directories for the whole test program (not per test case, as GLib's
 * G_TEST_OPTION_ISOLATE_DIRS does): GTK's recent-files manager is made once per process and keeps
 * writing to the directory it started with. */
static void
isolate_home (void)
{
  const char *const dirs[] = { "XDG_DATA_HOME", "data", "XDG_CONFIG_HOME", "config", "XDG_CACHE_HOME", "cache",
                               "XDG_STATE_HOME", "state" };

  home = g_dir_make_tmp ("qili-test-XXXXXX", NULL);
  g_assert_nonnull (home);
  g_setenv ("HOME", home, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i += 2)
    {
      g_autofree char *dir = g_build_filename (home, dirs[i + 1], NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (dirs[i], dir, TRUE);
    }
  atexit (remove_home);
}

/* GTK 4.8's own file chooser dialog (the tests run with GTK_USE_PORTAL=0, so GtkFileChooserNative
 * shows it) can snapshot one of its buttons in the frame in which it maps, before that button's first
 * allocation: a warning from inside GTK, seen once in a loaded CI run of the Save As test. Only that
 * warning, and only while such a dialog is shown, is let through; every other warning stays fatal. */
static gboolean
fatal_log_cb (const char    *domain,
              GLogLevelFlags level,
              const char    *message,
              gpointer       data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  if (g_strcmp0 (domain, "Gtk") != 0 || (level & G_LOG_LEVEL_WARNING) == 0 ||
      !g_str_has_prefix (message, "Trying to snapshot GtkButton ") || strstr (message, "without a current allocation") == NULL)
    return TRUE;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return FALSE;
    }
  return TRUE;
}

void
xq_test_init (int    *argc,
              char ***argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  isolate_home ();
  g_test_init (argc, argv, NULL);
  g_test_log_set_fatal_handler (fatal_log_cb, NULL);
  gtk_disable_setlocale ();
  gtk_init ();
  adw_init ();
}

void
xq_test_flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

gboolean
xq_test_activate (GtkWidget  *widget,
                  const char *action,
                  GVariant   *param)
{
  gboolean done = gtk_widget_activate_action_variant (widget, action, param);

  xq_test_flush ();
  return done;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

void
xq_test_wait_for_paint (GtkWidget *widget)
{
  GtkNative     *native = gtk_widget_get_native (widget);
  GdkFrameClock *clock;
  gboolean       painted = FALSE;
  gulong         id;

  g_assert_nonnull (native);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (native));
  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (native));
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  xq_test_flush ();
}

GtkWindow *
xq_test_show (GtkWidget *widget,
              int        width,
              int        height)
{
  GtkWidget *window = gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW);

  if (window == NULL)
    {
      window = gtk_window_new ();
      gtk_window_set_child (GTK_WINDOW (window), widget);
    }
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  xq_test_wait_for_paint (widget);
  return g_object_ref (GTK_WINDOW (window));
}

GdkTexture *
xq_test_render (GtkWidget *widget)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot             *snapshot = gtk_snapshot_new ();
  GskRenderer             *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int                      width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  graphene_rect_t          bounds;
  GskRenderNode           *node;
  GdkTexture              *texture;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  /* Under load (the gui tests run side by side on one display) a widget can still be between two
   * frames of a page change and draw nothing: wait for a few more frames before giving up. */
  for (int tries = 0; node == NULL && tries < 50; tries++)
    {
      xq_test_wait_for_paint (widget);
      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  graphene_rect_init (&bounds, 0, 0, width, height);
  texture = gsk_renderer_render_texture (renderer, node, &bounds);
  gsk_render_node_unref (node);
  return texture;
}

void
xq_test_save (GdkTexture *texture,
              const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s.png", name);
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, file, NULL);

  gdk_texture_save_to_png (texture, path);
  g_test_message ("rendered to %s", path);
}

XqTestImage *
xq_test_image_new (GdkTexture *texture)
{
  XqTestImage *image = g_new0 (XqTestImage, 1);

  image->width = gdk_texture_get_width (texture);
  image->height = gdk_texture_get_height (texture);
  image->data = g_malloc ((gsize) image->width * image->height * 4);
  gdk_texture_download (texture, image->data, (gsize) image->width * 4);
  return image;
}

void
xq_test_image_free (XqTestImage *image)
{
  g_free (image->data);
  g_free (image);
}

XqTestPixel
xq_test_image_pixel (const XqTestImage *image,
                     int                x,
                     int                y)
{
  const guint8 *p;
  XqTestPixel   px = { 0, 0, 0, 0 };

  if (x < 0 || y < 0 || x >= image->width || y >= image->height)
    return px;
  /* Downloads are premultiplied B8G8R8A8 on little endian. */
  p = image->data + ((gsize) y * image->width + x) * 4;
  px.a = p[3];
  if (px.a > 0)
    {
      px.r = (guint8) MIN (255, p[2] * 255 / px.a);
      px.g = (guint8) MIN (255, p[1] * 255 / px.a);
      px.b = (guint8) MIN (255, p[0] * 255 / px.a);
    }
  return px;
}

guint
xq_test_image_count (const XqTestImage *image,
                     double             x,
                     double             y,
                     int                half,
                     gboolean (*func) (XqTestPixel p))
{
  guint n = 0;

  for (int dy = -half; dy <= half; dy++)
    for (int dx = -half; dx <= half; dx++)
      if (func (xq_test_image_pixel (image, (int) x + dx, (int) y + dy)))
        n++;
  return n;
}

gboolean
xq_test_is_red (XqTestPixel p)
{
  return p.r > 140 && p.g < 90 && p.b < 90;
}

gboolean
xq_test_is_dark (XqTestPixel p)
{
  return p.a > 200 && p.r < 70 && p.g < 70 && p.b < 70;
}

gboolean
xq_test_is_blue (XqTestPixel p)
{
  return p.b > 150 && p.r < 110 && p.b > p.g + 30;
}

gboolean
xq_test_is_green (XqTestPixel p)
{
  return p.g > 110 && p.r < 110 && p.b < 130 && p.g > p.r + 30;
}

GtkWidget *
xq_test_find_type (GtkWidget *root,
                   GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      found = xq_test_find_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_actionable (GtkWidget  *root,
                 const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_ACTIONABLE (child) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      found = find_actionable (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
xq_test_action_enabled (GtkWidget  *root,
                        const char *action)
{
  GtkWidget *widget = find_actionable (root, action);

  g_assert_nonnull (widget);
  return gtk_widget_get_sensitive (widget);
}

static GtkWidget *
find (GtkWidget  *root,
      const char *text,
      GType       type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (type == GTK_TYPE_LABEL && GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), text) == 0)
        return child;
      if (type == GTK_TYPE_BUTTON && GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), text) == 0)
        return child;
      if (type == ADW_TYPE_PREFERENCES_ROW && ADW_IS_PREFERENCES_ROW (child) &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), text) == 0)
        return child;
      found = find (child, text, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
xq_test_find_row (GtkWidget  *root,
                  const char *title)
{
  return find (root, title, ADW_TYPE_PREFERENCES_ROW);
}

GtkWidget *
xq_test_find_label (GtkWidget  *root,
                    const char *text)
{
  return find (root, text, GTK_TYPE_LABEL);
}

GtkWidget *
xq_test_find_button (GtkWidget  *root,
                     const char *label)
{
  return find (root, label, GTK_TYPE_BUTTON);
}
