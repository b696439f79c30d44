/* xq-window-library.c: examples of the teaching library on the main board
 *
 * The Library page is a page of the window rather than a window of its own: a coach in front of
 * a class projects one window, and the example opens on the same board and explanation pane the
 * class already reads, one click away from the list. "win.open-example" (s) replaces
 * the game by the example (after asking to keep unsaved moves), under the example's rule book.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window-library"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-example-item.h"
#include "xq-library-model.h"
#include "xq-window-private.h"

static void
open_example_now (XqWindow *self,
                  gpointer  data)
{
  const char               *id = data;
  const XqExample          *example = xq_library_lookup (xq_library_model_get_builtin (), id);
  g_autoptr (XqExampleItem) item = NULL;

  if (example == NULL)
    return;
  item = xq_example_item_new (example, xq_lang_from_locale ());
  xq_game_model_take_game (self->game, xq_example_item_dup_game (item, G_MAXUINT));
  g_clear_object (&self->file);
  xq_window_set_game_file (self, NULL);
  /* The example is explained and ruled under its own rule book */
  if (xq_explanation_model_get_profile (self->explanation) != xq_example_get_profile (example))
    {
      g_autofree char *message = NULL;

      xq_explanation_model_set_profile (self->explanation, xq_example_get_profile (example));
      /* Translators: a toast when a library example switches the rules, e.g. "Explained under the AXF rules" */
      message = g_strdup_printf (_ ("Explained under the %s, as the example"), xq_example_item_get_rules (item));
      xq_window_toast (self, message);
    }
  adw_view_stack_set_visible_child_name (self->view_stack, "board");
  adw_flap_set_reveal_flap (self->flap, TRUE);
  xq_window_update_actions (self);
}

static void
open_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqWindow   *self = XQ_WINDOW (widget);
  const char *id = g_variant_get_string (param, NULL);

  if (xq_library_lookup (xq_library_model_get_builtin (), id) == NULL)
    return;
  if (self->setup != NULL)
    gtk_widget_activate_action (widget, "setup.cancel", NULL);
  xq_window_confirm_discard (self, open_example_now, g_strdup (id), g_free);
}

void
xq_window_class_init_library (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open-example", "s", open_example_action);
}

void
xq_window_ensure_library (XqWindow *self)
{
  GtkWidget *board;

  if (self->library_view != NULL)
    return;
  self->library_view = XQ_LIBRARY_VIEW (xq_library_view_new ());
  adw_bin_set_child (self->library_bin, GTK_WIDGET (self->library_view));
  board = xq_library_view_get_board_view (self->library_view);

  /* The page's board looks like the main one (it is never flipped: examples read from Red's side) */
  g_settings_bind (self->settings, "piece-set", board, "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "coordinates", board, "coordinates", G_SETTINGS_BIND_GET);
  g_object_bind_property (adw_style_manager_get_default (), "dark", board, "dark", G_BINDING_SYNC_CREATE);
}
