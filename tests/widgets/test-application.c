/* test-application.c: what the application sets up at start-up, and what it leaves for later
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-app-icons.h"
#include "xq-application.h"
#include "xq-test-util.h"

#define ICONS_PATH "/io/github/qili/Qili/icons"

static gboolean
theme_has_qili_path (GtkIconTheme *theme)
{
  g_auto (GStrv) paths = gtk_icon_theme_get_resource_path (theme);

  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    if (g_str_has_prefix (paths[i], ICONS_PATH))
      return TRUE;
  return FALSE;
}

static void
test_startup (void)
{
  g_autoptr (XqApplication) app = xq_application_new ();
  g_autoptr (GError)        error = NULL;
  GdkDisplay               *display = gdk_display_get_default ();
  GtkIconTheme             *theme = gtk_icon_theme_get_for_display (display);
  GtkWidget                *window, *chip;
  GtkBorder                 padding;

  g_test_summary ("Start-up adds no icon path to the icon theme (GTK 4.8 would read the whole theme a second "
                  "time, 8 % of the start-up CPU: tests/bench/startup.sh) and still applies Qili's style sheet; "
                  "Qili's own icons are there once a widget that shows them asks for them");
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_assert_null (g_application_get_resource_base_path (G_APPLICATION (app)));
  g_assert_false (theme_has_qili_path (theme));

  /* The style sheet: a nature chip (style.css) has its padding, 3 px by 10 px */
  window = gtk_window_new ();
  chip = gtk_label_new ("将");
  gtk_widget_add_css_class (chip, "nature-chip");
  gtk_window_set_child (GTK_WINDOW (window), chip);
  gtk_widget_realize (window);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_padding (gtk_widget_get_style_context (chip), &padding);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_cmpint (padding.top, ==, 3);
  g_assert_cmpint (padding.left, ==, 10);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The About window shows the app's icon */
  g_assert_false (gtk_icon_theme_has_icon (theme, "io.github.qili.Qili-symbolic"));
  xq_app_icons_ensure (display);
  xq_app_icons_ensure (display);
  g_assert_true (theme_has_qili_path (theme));
  g_assert_true (gtk_icon_theme_has_icon (theme, "io.github.qili.Qili-symbolic"));
  g_assert_true (gtk_icon_theme_has_icon (theme, "io.github.qili.Qili"));
  {
    g_auto (GStrv) paths = gtk_icon_theme_get_resource_path (theme);
    guint          n = 0;

    for (guint i = 0; paths[i] != NULL; i++)
      n += g_str_has_prefix (paths[i], ICONS_PATH);
    g_assert_cmpuint (n, ==, 1);
  }
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);
  g_test_add_func ("/xq/widgets/application/startup", test_startup);
  return g_test_run ();
}
