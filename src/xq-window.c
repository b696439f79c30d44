/* xq-window.c: the main window
 *
 * The window owns the game, its explanation and, in set-up mode, the position being set up, and
 * hands them to the views. Actions live in xq-window-actions.c, files in xq-window-files.c,
 * export and printing in xq-window-export.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-application.h"
#include "xq-bar.h"
#include "xq-widget-enums.h"
#include "xq-window-private.h"

G_DEFINE_FINAL_TYPE (XqWindow, xq_window, ADW_TYPE_APPLICATION_WINDOW)

static void
update_status (XqWindow *self)
{
  XqPosition      pos = *xq_game_model_get_position (self->game);
  XqPositionState state = xq_position_state (&pos);
  const char     *text;

  if (self->setup != NULL)
    text = _ ("Setting up a position");
  else if (state == XQ_STATE_CHECKMATE)
    text = pos.side == XQ_RED ? _ ("Red is checkmated. Black wins.") : _ ("Black is checkmated. Red wins.");
  else if (state == XQ_STATE_STALEMATE)
    text = pos.side == XQ_RED ? _ ("Red cannot move (困毙). Black wins.") : _ ("Black cannot move (困毙). Red wins.");
  else if (xq_position_in_check (&pos))
    text = pos.side == XQ_RED ? _ ("Red to move, in check") : _ ("Black to move, in check");
  else
    text = pos.side == XQ_RED ? _ ("Red to move") : _ ("Black to move");
  gtk_label_set_text (self->status_label, text);
}

static void
update_title (XqWindow *self)
{
  const char      *title = xq_game_model_get_title (self->game);
  g_autofree char *name = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *window_title = NULL;

  if (self->file != NULL)
    name = g_file_get_basename (self->file);
  if (*title != '\0' && name != NULL)
    subtitle = g_strdup_printf ("%s — %s", title, name);
  else if (*title != '\0')
    subtitle = g_strdup (title);
  else if (name != NULL)
    subtitle = g_steal_pointer (&name);
  else
    subtitle = g_strdup (_ ("New Game"));
  if (xq_game_model_get_modified (self->game))
    {
      char *marked = g_strdup_printf ("• %s", subtitle);
      g_free (subtitle);
      subtitle = marked;
    }
  /* The header's title shows where the switcher does not fit; the subtitle waits for it (the
   * squeezer would measure it, and load its smaller font, for every frame). */
  adw_window_title_set_subtitle (self->window_title,
                                 adw_squeezer_get_visible_child (self->title_squeezer) ==
                                     GTK_WIDGET (self->window_title)
                                   ? subtitle
                                   : "");
  /* Translators: the window's title, the game and the app's name: "Club game — Qili" */
  window_title = g_strdup_printf (_ ("%s — Qili"), subtitle);
  gtk_window_set_title (GTK_WINDOW (self), window_title);

  /* Above the moves: the players, and the event, round and date when the file has them */
  {
    const char *names[] = { "Event", "Round", "Date", "Site" };
    GString    *details = g_string_new (NULL);
    char       *markup;

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        const char *value = xq_game_model_get_tag (self->game, names[i]);
        if (value != NULL && *value != '\0' && g_strcmp0 (value, "?") != 0 && g_strcmp0 (value, title) != 0)
          g_string_append_printf (details, "%s%s", details->len > 0 ? " · " : "", value);
      }
    if (*title != '\0')
      markup = g_markup_printf_escaped ("<b>%s</b>%s<small>%s</small>", title, details->len > 0 ? "\n" : "",
                                        details->str);
    else
      markup = g_markup_printf_escaped ("<small>%s</small>", details->str);
    gtk_label_set_markup (self->game_label, markup);
    gtk_widget_set_visible (GTK_WIDGET (self->game_label), *title != '\0' || details->len > 0);
    g_free (markup);
    g_string_free (details, TRUE);
  }
}

static void
game_changed_cb (XqWindow *self)
{
  update_status (self);
  xq_window_update_actions (self);
}

static gboolean
focus_library_cb (gpointer data)
{
  XqWindow  *self = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (self->library_view != NULL && gtk_widget_get_mapped (GTK_WIDGET (self->library_view)) &&
      (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->library_view))))
    gtk_widget_child_focus (GTK_WIDGET (self->library_view), GTK_DIR_TAB_FORWARD);
  return G_SOURCE_REMOVE;
}

/* After the first frame: what the first frame does not need. The move entry's hint shows Chinese
 * notation, whose font (a CJK font of several megabytes) the first frame otherwise does without. */
static void
after_first_paint_cb (GdkFrameClock *clock,
                      XqWindow      *self)
{
  g_signal_handlers_disconnect_by_func (clock, after_first_paint_cb, self);
  gtk_entry_set_placeholder_text (self->move_entry, _ ("Type a move: 炮二平五, C2.5 or h2e2"));
}

static void
realize_cb (XqWindow *self)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (after_first_paint_cb), self, 0);
}

/* The main menu's popover (all its items and submenus) is built when first opened, not for the
 * first frame. */
static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  XqWindow *self = user_data;

  gtk_menu_button_set_create_popup_func (button, NULL, NULL, NULL);
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (self->primary_menu));
}

/* Where the switcher does not fit, the title shows and the pages' bar under the window; the bar
 * builds its buttons when it gets the stack: when first revealed. The squeezer tells while it is
 * being allocated: the bar is changed after that allocation, not inside it. */
static gboolean
title_squeezed_idle (gpointer data)
{
  XqWindow *self = data;
  gboolean  squeezed = adw_squeezer_get_visible_child (self->title_squeezer) == GTK_WIDGET (self->window_title);

  self->squeeze_idle = 0;
  if (squeezed && adw_view_switcher_bar_get_stack (self->switcher_bar) == NULL)
    adw_view_switcher_bar_set_stack (self->switcher_bar, self->view_stack);
  adw_view_switcher_bar_set_reveal (self->switcher_bar, squeezed);
  update_title (self);
  return G_SOURCE_REMOVE;
}

static void
title_squeezed_cb (XqWindow *self)
{
  if (self->squeeze_idle == 0)
    self->squeeze_idle = g_idle_add (title_squeezed_idle, self);
}

/* The ruling banner never moves or shrinks the board when a cycle closes (a click just after it
 * showed would hit another point): above the moves in the sidebar, or, where the sidebar is folded
 * away, laid over the top of the board's column. */
static void
place_banner (XqWindow *self)
{
  GtkWidget *banner = GTK_WIDGET (self->ruling_banner);
  gboolean   folded = adw_flap_get_folded (self->flap);
  GtkWidget *parent = gtk_widget_get_parent (banner);

  if ((folded && parent == GTK_WIDGET (self->board_overlay)) ||
      (!folded && parent == GTK_WIDGET (self->sidebar_top)))
    return;
  g_object_ref (banner);
  if (parent == GTK_WIDGET (self->sidebar_top))
    gtk_box_remove (self->sidebar_top, banner);
  else
    gtk_overlay_remove_overlay (self->board_overlay, banner);
  if (folded)
    gtk_overlay_add_overlay (self->board_overlay, banner);
  else
    gtk_box_prepend (self->sidebar_top, banner);
  g_object_unref (banner);
}

/* Over the board's column the banner takes the full width and the height it asks at that width
 * (GtkOverlay would ask its height at its natural width, too little once its texts wrap). */
static gboolean
overlay_child_position_cb (GtkOverlay   *overlay,
                           GtkWidget    *child,
                           GdkRectangle *allocation,
                           XqWindow     *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int min, nat;

  if (child != GTK_WIDGET (self->ruling_banner))
    return FALSE;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  allocation->x = 0;
  allocation->y = 0;
  allocation->width = width;
  allocation->height = MIN (nat, gtk_widget_get_height (GTK_WIDGET (overlay)));
  return TRUE;
}

/* The flap folds while it is being allocated: what follows from it (the sidebar's button in the
 * header, where the banner lies) changes after that allocation, not inside it. */
static gboolean
flap_folded_idle (gpointer data)
{
  XqWindow *self = data;

  self->fold_idle = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->sidebar_button), adw_flap_get_folded (self->flap));
  place_banner (self);
  return G_SOURCE_REMOVE;
}

static void
flap_folded_cb (XqWindow *self)
{
  if (self->fold_idle == 0)
    self->fold_idle = g_idle_add (flap_folded_idle, self);
}

static void
page_changed_cb (XqWindow *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->view_stack);

  if (g_strcmp0 (page, "library") == 0)
    {
      xq_window_ensure_library (self);
      /* Its keys (Ctrl+F, the quiz's) belong to the page: the focus goes there with it, once the
       * page is on screen. */
      if (gtk_widget_get_mapped (GTK_WIDGET (self)))
        g_idle_add_full (G_PRIORITY_LOW, focus_library_cb, g_object_ref (self), g_object_unref);
    }
  else if (g_strcmp0 (page, "tournament") == 0)
    xq_window_ensure_tournament (self);
  xq_window_update_actions (self);
}

/* A move typed in any notation: played if legal, the entry then emptied for the next one. */
static void
move_entry_activate_cb (XqWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));

  if (*text == '\0')
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "game.play-text", "s", text);
}

static void
close_now (XqWindow *self,
           gpointer  data)
{
  xq_game_model_set_modified (self->game, FALSE);
  gtk_window_close (GTK_WINDOW (self));
}

/* A game with unsaved moves is not closed without asking. */
static gboolean
close_request_cb (XqWindow *self)
{
  if (xq_game_model_get_modified (self->game))
    {
      xq_window_confirm_discard (self, close_now, NULL, NULL);
      return TRUE;
    }
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  return FALSE;
}

/* GObject */

static void
xq_window_dispose (GObject *object)
{
  XqWindow *self = XQ_WINDOW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->tab_idle, g_source_remove);
  g_clear_handle_id (&self->squeeze_idle, g_source_remove);
  g_clear_handle_id (&self->fold_idle, g_source_remove);
  if (self->analysis != NULL)
    xq_analysis_model_set_active (self->analysis, FALSE);
  if (self->review != NULL)
    xq_review_model_clear (self->review);
  if (self->game != NULL)
    xq_window_dispose_recovery (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_WINDOW);
  self->setup_panel = NULL; /* made on demand in the sidebar stack, gone with it */
  g_clear_object (&self->explanation);
  g_clear_object (&self->analysis);
  g_clear_object (&self->review);
  g_clear_object (&self->setup);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_pointer (&self->games, xq_game_file_unref);
  g_clear_pointer (&self->read_warnings, g_ptr_array_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (xq_window_parent_class)->dispose (object);
}

static void
xq_window_class_init (XqWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_window_dispose;

  g_type_ensure (XQ_TYPE_BAR);
  g_type_ensure (XQ_TYPE_BOARD_VIEW);
  g_type_ensure (XQ_TYPE_MOVE_LIST_VIEW);
  g_type_ensure (XQ_TYPE_EXPLANATION_PANE);
  g_type_ensure (XQ_TYPE_RULING_BANNER);
  g_type_ensure (XQ_TYPE_TOURNAMENT_PAGE);
  g_type_ensure (XQ_TYPE_LIBRARY_VIEW);
  g_type_ensure (XQ_TYPE_ANALYSIS_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, read_banner);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, title_squeezer);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, explanation_pane);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, analysis_view);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, sidebar_paned);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, ruling_banner);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, sidebar_top);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, tournament_bin);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, game_label);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, move_entry);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, library_bin);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_entry_activate_cb);

  xq_window_class_init_actions (widget_class);
  xq_window_class_init_edit (widget_class);
  xq_window_class_init_files (widget_class);
  xq_window_class_init_export (widget_class);
  xq_window_class_init_tournament (widget_class);
  xq_window_class_init_library (widget_class);
  xq_window_class_init_review (widget_class);
}

/* The texts give ICCS squares only when the board shows ICCS coordinates. */
static gboolean
iccs_coordinates_mapping (GValue   *value,
                          GVariant *variant,
                          gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "iccs") == 0);
  return TRUE;
}

static void
xq_window_init (XqWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The read-in-part banner's Details and the header bar's labelled buttons: one clean name */
  xq_a11y_name_buttons (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);
  g_signal_connect (self, "realize", G_CALLBACK (realize_cb), NULL);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (flap_folded_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_overlay, "get-child-position", G_CALLBACK (overlay_child_position_cb), self, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->sidebar_button), adw_flap_get_folded (self->flap));
  place_banner (self);
  g_signal_connect_object (self->title_squeezer, "notify::visible-child", G_CALLBACK (title_squeezed_cb), self,
                           G_CONNECT_SWAPPED);
  self->settings = g_settings_new (APP_ID);
  self->game = xq_game_model_new ();
  self->explanation = xq_explanation_model_new (self->game);
  self->analysis = xq_analysis_model_new (self->game);

  xq_board_view_set_game (self->board_view, self->game);
  xq_move_list_view_set_game (self->move_list, self->game);
  xq_explanation_pane_set_model (self->explanation_pane, self->explanation);
  xq_ruling_banner_set_model (self->ruling_banner, self->explanation);
  xq_analysis_view_set_model (self->analysis_view, self->analysis);

  /* Preferences */
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "last-page", self->view_stack, "visible-child-name", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "notation", self->game, "notation", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "rule-profile", self->explanation, "profile", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "board-flipped", self->board_view, "flipped", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "coordinates", self->board_view, "coordinates", G_SETTINGS_BIND_GET);
  g_settings_bind_with_mapping (self->settings, "coordinates", self->explanation, "squares", G_SETTINGS_BIND_GET,
                                iccs_coordinates_mapping, NULL, NULL, NULL);
  g_settings_bind (self->settings, "piece-set", self->board_view, "piece-set", G_SETTINGS_BIND_GET);
  g_object_bind_property (adw_style_manager_get_default (), "dark", self->board_view, "dark", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->explanation, "marks", self->board_view, "marks", G_BINDING_SYNC_CREATE);
  g_settings_bind (self->settings, "engine-path", self->analysis, "engine-path", G_SETTINGS_BIND_GET);
  g_object_bind_property (self->analysis, "best-move", self->board_view, "hint", G_BINDING_SYNC_CREATE);
  g_settings_bind (self->settings, "sidebar-divider", self->sidebar_paned, "position", G_SETTINGS_BIND_DEFAULT);

  g_signal_connect_object (self->game, "notify::position", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::n-plies", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::can-undo", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::can-redo", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::in-variation", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::title", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::modified", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::modified", G_CALLBACK (xq_window_update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->explanation, "notify::ruling-active", G_CALLBACK (xq_window_update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->explanation, "notify::next-ruling", G_CALLBACK (xq_window_update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->explanation, "notify::previous-ruling", G_CALLBACK (xq_window_update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);

  xq_window_init_actions (self);
  xq_window_init_files (self);
  xq_window_init_review (self);
  xq_window_init_recovery (self);
  page_changed_cb (self); /* the page of last time */
  update_status (self);
  update_title (self);
  xq_window_update_actions (self);
}

XqWindow *
xq_window_new (XqApplication *application)
{
  return g_object_new (XQ_TYPE_WINDOW, "application", application, NULL);
}

/**
 * xq_window_get_game:
 *
 * Returns: (transfer none): the game shown
 */
XqGameModel *
xq_window_get_game (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), NULL);

  return self->game;
}

/* Called by the file code after a game was loaded or saved. */
void
xq_window_set_game_file (XqWindow *self,
                         GFile    *file)
{
  g_return_if_fail (XQ_IS_WINDOW (self));

  g_set_object (&self->file, file);
  if (file == NULL)
    g_clear_pointer (&self->games, xq_game_file_unref);
  update_title (self);
  update_status (self);
}
