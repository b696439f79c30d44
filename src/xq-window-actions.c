/* xq-window-actions.c: the window's actions (game.*, setup.*, win.*) and key bindings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-cycle-dialog.h"
#include "xq-text.h"
#include "xq-window-private.h"

void
xq_window_toast (XqWindow   *self,
                 const char *message)
{
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_timeout (toast, 4);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
xq_window_update_actions (XqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   setup = self->setup != NULL;
  guint      ply = xq_game_model_get_ply (self->game);
  guint      n = xq_game_model_get_n_plies (self->game);
  gboolean   ruling = xq_explanation_model_get_ruling_active (self->explanation);

  gtk_widget_action_set_enabled (widget, "game.first", !setup && ply > 0);
  gtk_widget_action_set_enabled (widget, "game.go-to", !setup);
  gtk_widget_action_set_enabled (widget, "win.show-moves", !setup);
  gtk_widget_action_set_enabled (widget, "game.back", !setup && ply > 0);
  gtk_widget_action_set_enabled (widget, "game.forward", !setup && ply < n);
  gtk_widget_action_set_enabled (widget, "game.last", !setup && ply < n);
  gtk_widget_action_set_enabled (widget, "game.undo", !setup && xq_game_model_get_can_undo (self->game));
  gtk_widget_action_set_enabled (widget, "game.redo", !setup && xq_game_model_get_can_redo (self->game));
  gtk_widget_action_set_enabled (widget, "game.play-move", !setup);
  gtk_widget_action_set_enabled (widget, "game.play-text", !setup);
  gtk_widget_action_set_enabled (widget, "game.delete-variation", !setup && ply > 0);
  gtk_widget_action_set_enabled (widget, "game.next-ruling",
                                 !setup && xq_explanation_model_get_next_ruling (self->explanation) != G_MAXUINT);
  gtk_widget_action_set_enabled (widget, "game.previous-ruling",
                                 !setup && xq_explanation_model_get_previous_ruling (self->explanation) != G_MAXUINT);
  gtk_widget_action_set_enabled (widget, "game.promote-variation",
                                 !setup && xq_game_model_get_in_variation (self->game));

  gtk_widget_action_set_enabled (widget, "setup.begin", !setup);
  gtk_widget_action_set_enabled (widget, "setup.done", setup && xq_setup_model_get_valid (self->setup));
  gtk_widget_action_set_enabled (widget, "setup.cancel", setup);
  gtk_widget_action_set_enabled (widget, "setup.place", setup);
  gtk_widget_action_set_enabled (widget, "setup.move", setup);
  gtk_widget_action_set_enabled (widget, "setup.remove", setup);

  gtk_widget_action_set_enabled (widget, "win.new-game", !setup);
  gtk_widget_action_set_enabled (widget, "win.open", !setup);
  gtk_widget_action_set_enabled (widget, "win.open-recent", !setup);
  gtk_widget_action_set_enabled (widget, "win.paste", !setup);
  gtk_widget_action_set_enabled (widget, "win.no-recent", FALSE);
  gtk_widget_action_set_enabled (widget, "win.save", !setup && xq_game_model_get_modified (self->game));
  gtk_widget_action_set_enabled (widget, "win.save-as", !setup);
  gtk_widget_action_set_enabled (widget, "win.choose-game", !setup && self->games != NULL);
  gtk_widget_action_set_enabled (widget, "win.export-board", TRUE);
  gtk_widget_action_set_enabled (widget, "win.print", !setup);
  xq_window_update_review_actions (self);
  /* a ruling without a cycle (the move limit) has no moves to show side by side */
  gtk_widget_action_set_enabled (widget, "win.show-cycle",
                                 !setup && ruling && g_list_model_get_n_items (xq_explanation_model_get_cycle (self->explanation)) > 0);
  gtk_widget_action_set_enabled (widget, "win.export-ruling", !setup && ruling);
  gtk_widget_action_set_enabled (widget, "win.open-dispute", !setup);
  xq_window_update_edit_actions (self);
}

/* Sentence case for a short engine reason ("the horse's leg is blocked"). */
static char *
capitalize (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char     buf[8];
  int      len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);

  return g_strdup_printf ("%.*s%s", len, buf, g_utf8_next_char (text));
}

/* game.* */

static void
first_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  xq_game_model_go_first (XQ_WINDOW (widget)->game);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  xq_game_model_go_back (XQ_WINDOW (widget)->game);
}

static void
forward_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  xq_game_model_go_forward (XQ_WINDOW (widget)->game);
}

static void
last_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  xq_game_model_go_last (XQ_WINDOW (widget)->game);
}

/* To the position after move @param (a ply of the line shown): a move of the cycle chosen. */
static void
go_to_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  guint     ply = g_variant_get_uint32 (param);

  if (ply <= xq_game_model_get_n_plies (self->game))
    xq_game_model_set_ply (self->game, ply);
}

/* The moves of a kind of the way out, chosen in "How to Change…": arrows on the board, until the
 * explanation next changes its marks. */
static void
show_moves_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqWindow          *self = XQ_WINDOW (widget);
  g_autoptr (GArray) marks = xq_marks_new ();
  GVariantIter       iter;
  guchar             from, to;

  g_variant_iter_init (&iter, param);
  while (g_variant_iter_next (&iter, "(yy)", &from, &to))
    if (xq_square_is_valid (from) && xq_square_is_valid (to))
      xq_marks_add (marks, XQ_MARK_MOVE, from, to);
  xq_board_view_set_marks (self->board_view, marks);
}

/* To the next (or previous) position of the line where a cycle closes, as review finds them. */
static void
next_ruling_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  guint     ply = g_str_equal (action_name, "game.next-ruling") ? xq_explanation_model_get_next_ruling (self->explanation)
                                                                : xq_explanation_model_get_previous_ruling (self->explanation);

  if (ply != G_MAXUINT)
    xq_game_model_set_ply (self->game, ply);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  xq_game_model_undo (XQ_WINDOW (widget)->game);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  xq_game_model_redo (XQ_WINDOW (widget)->game);
}

static void
play_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  XqWindow     *self = XQ_WINDOW (widget);
  guchar        from, to;
  XqMoveProblem problem;

  g_variant_get (param, "(yy)", &from, &to);
  if (!xq_square_is_valid (from) || !xq_square_is_valid (to))
    return;
  if (!xq_game_model_play_move (self->game, xq_move_make (from, to), &problem))
    {
      g_autofree char *reason = capitalize (xq_text_move_problem (xq_lang_from_locale (), problem));
      xq_window_toast (self, reason);
      xq_board_view_announce (self->board_view, reason);
    }
}

/* "炮二平五", "C2.5" or "h2e2": the move in the current position, or why it is not one. */
static void
play_text_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  XqWindow         *self = XQ_WINDOW (widget);
  const char       *text = g_variant_get_string (param, NULL);
  XqPosition        pos = *xq_game_model_get_position (self->game);
  XqNotationProblem problem;
  XqMove            move = xq_notation_parse (&pos, text, &problem);

  if (move == XQ_MOVE_NONE)
    {
      g_autofree char *why = xq_text_notation_problem (xq_lang_from_locale (), &problem, text);
      xq_window_toast (self, why);
      return;
    }
  xq_game_model_play_move (self->game, move, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
}

static void
delete_variation_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (xq_game_model_delete_variation (self->game))
    xq_window_toast (self, _ ("Move deleted. Undo with Ctrl+Z."));
}

static void
promote_variation_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  xq_game_model_promote_variation (XQ_WINDOW (widget)->game);
}

/* setup.* */

static void
setup_changed_cb (XqWindow *self)
{
  xq_window_update_actions (self);
}

static void
leave_setup (XqWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  /* The panel goes away with the focus it held (its FEN entry, its Done button): the board takes
   * it, so that the game's keys work at once (the board's cursor waits for a Tab). */
  if (focus == NULL || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->setup_panel)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  xq_board_view_set_setup (self->board_view, NULL);
  xq_setup_panel_set_setup (self->setup_panel, NULL);
  g_clear_object (&self->setup);
  gtk_stack_set_visible_child_name (self->sidebar_stack, "game");
  gtk_widget_set_visible (GTK_WIDGET (self->ruling_banner), TRUE);
  xq_window_update_actions (self);
  gtk_label_set_text (self->status_label, "");
  xq_window_set_game_file (self, self->file);
}

static void
setup_begin_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (self->setup != NULL)
    return;
  /* The set-up panel is made the first time it is needed, not at start-up. */
  if (self->setup_panel == NULL)
    {
      self->setup_panel = XQ_SETUP_PANEL (xq_setup_panel_new ());
      g_settings_bind (self->settings, "piece-set", self->setup_panel, "piece-set", G_SETTINGS_BIND_GET);
      gtk_stack_add_named (self->sidebar_stack, GTK_WIDGET (self->setup_panel), "setup");
    }
  self->setup = xq_setup_model_new (xq_game_model_get_position (self->game));
  /* ICCS names in the message only when the board shows ICCS coordinates, as in the explanation */
  g_object_bind_property (self->explanation, "squares", self->setup, "squares", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->setup, "notify::valid", G_CALLBACK (setup_changed_cb), self, G_CONNECT_SWAPPED);
  xq_setup_panel_set_setup (self->setup_panel, self->setup);
  xq_board_view_set_setup (self->board_view, self->setup);
  adw_view_stack_set_visible_child_name (self->view_stack, "board");
  gtk_stack_set_visible_child_name (self->sidebar_stack, "setup");
  /* The banner speaks of the game, not of the position being set up. */
  gtk_widget_set_visible (GTK_WIDGET (self->ruling_banner), FALSE);
  adw_flap_set_reveal_flap (self->flap, TRUE);
  xq_window_update_actions (self);
  gtk_label_set_text (self->status_label, _ ("Setting up a position"));
}

static void
setup_done_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (self->setup == NULL || !xq_setup_model_get_valid (self->setup))
    return;
  xq_game_model_set_start_position (self->game, xq_setup_model_get_position (self->setup));
  g_clear_object (&self->file);
  leave_setup (self);
}

static void
setup_cancel_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (self->setup != NULL)
    leave_setup (self);
}

static void
setup_place_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  XqSquare  sq = g_variant_get_byte (param);
  XqPiece   piece = xq_setup_panel_get_piece (self->setup_panel);

  if (self->setup == NULL || !xq_square_is_valid (sq))
    return;
  /* A second click with the same piece takes it away again. */
  if (xq_setup_model_get_position (self->setup)->board[sq] == piece)
    piece = XQ_NO_PIECE;
  xq_setup_model_put (self->setup, sq, piece);
}

static void
setup_move_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  guchar    from, to;

  g_variant_get (param, "(yy)", &from, &to);
  if (self->setup != NULL && xq_square_is_valid (from) && xq_square_is_valid (to))
    xq_setup_model_move (self->setup, from, to);
}

static void
setup_remove_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  XqSquare  sq = g_variant_get_byte (param);

  if (self->setup != NULL && xq_square_is_valid (sq))
    xq_setup_model_put (self->setup, sq, XQ_NO_PIECE);
}

/* win.* */

static void
copy_fen_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  XqWindow        *self = XQ_WINDOW (widget);
  g_autofree char *fen = xq_position_to_fen (self->setup != NULL ? xq_setup_model_get_position (self->setup)
                                                                 : xq_game_model_get_position (self->game));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  xq_window_toast (self, _ ("FEN copied"));
}

static void
move_limit_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        XqWindow         *self)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (dialog));

  if (g_strcmp0 (response, "set") == 0)
    xq_explanation_model_set_move_limit (self->explanation, (guint) gtk_spin_button_get_value_as_int (spin));
}

/* The arbiter's move limit (限着, seed 000): moves from the start or the last capture. */
static void
move_limit_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqWindow  *self = XQ_WINDOW (widget);
  GtkWidget *dialog, *spin;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("Move Limit"),
                                   _ ("The number of moves the arbiter allows before the game is drawn, counted "
                                      "from the start or the last capture. 0 sets no limit."));
  spin = gtk_spin_button_new_with_range (0, 200, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), xq_explanation_model_get_move_limit (self->explanation));
  gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Moves"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), spin);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "set", _ ("_Set"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "set", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "set");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (move_limit_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The keyboard shortcuts, built the first time they are asked for. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/qili/Qili/gtk/shortcuts.ui");
  GtkWindow             *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_set_destroy_with_parent (shortcuts, TRUE);
  gtk_window_present (shortcuts);
}

/* The cycle's moves side by side with each side's pattern. */
static void
show_cycle_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (xq_cycle_dialog_new (GTK_WINDOW (self), self->explanation)));
}

/* Keys that step through the game */

/* The focused text field that holds text, if any: it keeps the keys that edit text. An empty one
 * (the move entry after a move was played from it) lets them step through the game. */
static gboolean
focus_has_text (XqWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    {
      if (GTK_IS_TEXT_VIEW (w))
        return TRUE;
      if (GTK_IS_EDITABLE (w))
        return *gtk_editable_get_text (GTK_EDITABLE (w)) != '\0';
    }
  return FALSE;
}

/* The board's own cursor takes the arrows once the user moved into the board with Tab. */
static gboolean
focus_takes_key (XqWindow *self,
                 guint     keyval)
{
  gboolean arrow = keyval == GDK_KEY_Left || keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Left ||
                   keyval == GDK_KEY_KP_Right;

  if (focus_has_text (self))
    return TRUE;
  return arrow && xq_board_view_get_keyboard_cursor (self->board_view);
}

static const char *
step_action_for_key (guint           keyval,
                     GdkModifierType mods)
{
  if (mods == 0)
    switch (keyval)
      {
      case GDK_KEY_Home:
      case GDK_KEY_KP_Home:
        return "game.first";
      case GDK_KEY_Left:
      case GDK_KEY_KP_Left:
        return "game.back";
      case GDK_KEY_Right:
      case GDK_KEY_KP_Right:
        return "game.forward";
      case GDK_KEY_End:
      case GDK_KEY_KP_End:
        return "game.last";
      default:
        return NULL;
      }
  if (mods == GDK_CONTROL_MASK && (keyval == GDK_KEY_z || keyval == GDK_KEY_Z))
    return "game.undo";
  if ((mods == (GDK_CONTROL_MASK | GDK_SHIFT_MASK) && (keyval == GDK_KEY_z || keyval == GDK_KEY_Z)) ||
      (mods == GDK_CONTROL_MASK && (keyval == GDK_KEY_y || keyval == GDK_KEY_Y)))
    return "game.redo";
  return NULL;
}

static gboolean
clear_tab_cb (gpointer data)
{
  XqWindow *self = data;

  self->tab_idle = 0;
  self->focus_by_tab = FALSE;
  return G_SOURCE_REMOVE;
}

/* GtkWindow moves the focus with the arrow keys (a binding of the window class) before any
 * binding of ours could see them, a focused button or list takes Home and End, and a text field
 * Ctrl+Z: so the keys that step through the game and undo moves are caught on their way down to
 * the focused widget, in the capture phase, wherever the focus is on the Board page, except in a
 * text field that holds text and, for the arrows, in the board once the user moved into it with
 * Tab. Menus and popovers (their own surfaces) and the other pages keep the keys. */
static gboolean
step_key_cb (XqWindow              *self,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             GtkEventControllerKey *controller)
{
  GdkEvent       *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  const char     *action;

  /* Whether the focus moves by the keyboard: the board's cursor is the user's only then */
  if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_ISO_Left_Tab || keyval == GDK_KEY_KP_Tab)
    {
      self->focus_by_tab = TRUE;
      if (self->tab_idle == 0)
        self->tab_idle = g_idle_add (clear_tab_cb, self);
      return GDK_EVENT_PROPAGATE;
    }
  action = step_action_for_key (keyval, mods);
  if (action == NULL || self->setup != NULL)
    return GDK_EVENT_PROPAGATE;
  if (event != NULL && gdk_event_get_surface (event) != gtk_native_get_surface (GTK_NATIVE (self)))
    return GDK_EVENT_PROPAGATE;
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "board") != 0)
    return GDK_EVENT_PROPAGATE;
  if (focus_takes_key (self, keyval))
    return GDK_EVENT_PROPAGATE;
  /* At either end of the game the key does nothing, but it does not move the focus either. */
  gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
  return GDK_EVENT_STOP;
}

/* The board's cursor is the keyboard's when the focus came into the board by Tab, not when the
 * app put it there or GTK moved it there from a widget that went away (a page switched). */
static void
focus_widget_cb (XqWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean   in_board = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->board_view));

  if (in_board && !self->focus_in_board)
    xq_board_view_set_keyboard_cursor (self->board_view, self->focus_by_tab);
  self->focus_in_board = in_board;
}

void
xq_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.first", NULL, first_action);
  gtk_widget_class_install_action (widget_class, "game.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "game.forward", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "game.last", NULL, last_action);
  gtk_widget_class_install_action (widget_class, "game.next-ruling", NULL, next_ruling_action);
  gtk_widget_class_install_action (widget_class, "game.go-to", "u", go_to_action);
  gtk_widget_class_install_action (widget_class, "win.show-moves", "a(yy)", show_moves_action);
  gtk_widget_class_install_action (widget_class, "game.previous-ruling", NULL, next_ruling_action);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "game.play-move", "(yy)", play_move_action);
  gtk_widget_class_install_action (widget_class, "game.play-text", "s", play_text_action);
  gtk_widget_class_install_action (widget_class, "game.delete-variation", NULL, delete_variation_action);
  gtk_widget_class_install_action (widget_class, "game.promote-variation", NULL, promote_variation_action);

  gtk_widget_class_install_action (widget_class, "setup.begin", NULL, setup_begin_action);
  gtk_widget_class_install_action (widget_class, "setup.done", NULL, setup_done_action);
  gtk_widget_class_install_action (widget_class, "setup.cancel", NULL, setup_cancel_action);
  gtk_widget_class_install_action (widget_class, "setup.place", "y", setup_place_action);
  gtk_widget_class_install_action (widget_class, "setup.move", "(yy)", setup_move_action);
  gtk_widget_class_install_action (widget_class, "setup.remove", "y", setup_remove_action);

  gtk_widget_class_install_action (widget_class, "win.copy-fen", NULL, copy_fen_action);
  gtk_widget_class_install_action (widget_class, "win.show-cycle", NULL, show_cycle_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.move-limit", NULL, move_limit_action);

  /* Home, Left, Right and End, and Ctrl+Z, Shift+Ctrl+Z, Ctrl+Y on the Board page: step_key_cb(),
   * before the focused widget sees them; these bindings serve where it lets them by */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "game.next-ruling", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.previous-ruling",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "game.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "setup.begin", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "setup.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-fen",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "settings.board-flipped", NULL);
}

void
xq_window_init_actions (XqWindow *self)
{
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  const char *const              keys[] = { "board-flipped", "notation", "coordinates", "piece-set", "rule-profile" };
  GtkEventController            *keys_controller;

  /* Preferences that menus and toggle buttons change directly: "settings.board-flipped", … */
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr (GAction) action = g_settings_create_action (self->settings, keys[i]);
      g_action_map_add_action (G_ACTION_MAP (group), action);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "settings", G_ACTION_GROUP (group));

  keys_controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys_controller, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys_controller, "key-pressed", G_CALLBACK (step_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys_controller);
  g_signal_connect_object (self, "notify::focus-widget", G_CALLBACK (focus_widget_cb), self, G_CONNECT_SWAPPED);
}
