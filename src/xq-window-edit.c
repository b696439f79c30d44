/* xq-window-edit.c: a coach's edits of the game: comments, glyphs, variations, its details
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window-edit"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-header-dialog.h"
#include "xq-window-private.h"

/* Comments */

static void
comment_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     XqWindow         *self)
{
  GtkTextView   *view = g_object_get_data (G_OBJECT (dialog), "view");
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter    start, end;

  if (g_strcmp0 (response, "save") == 0)
    {
      g_autofree char *text = NULL;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
      xq_game_model_set_comment (self->game, text);
    }
}

/* Ctrl+Enter in the text saves it (Enter starts a new line). */
static gboolean
comment_key_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                AdwMessageDialog      *dialog)
{
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter) && (state & GDK_CONTROL_MASK))
    {
      adw_message_dialog_response (dialog, "save");
      gtk_window_close (GTK_WINDOW (dialog));
      return GDK_EVENT_STOP;
    }
  return GDK_EVENT_PROPAGATE;
}

/* "3. 车八进五" or "3… 马2进3": the current move as the move list numbers it */
static char *
current_move_text (XqWindow *self)
{
  guint             ply = xq_game_model_get_ply (self->game);
  const XqPosition *before = xq_game_model_get_position_at (self->game, ply - 1);
  g_autofree char  *move = xq_game_model_format_move_at (self->game, ply, xq_game_model_get_notation (self->game));

  return g_strdup_printf (before->side == XQ_RED ? "%u. %s" : "%u… %s", before->fullmove, move);
}

static void
edit_comment_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqWindow           *self = XQ_WINDOW (widget);
  GtkWidget          *dialog, *scrolled, *view;
  GtkEventController *keys;
  const char         *comment = xq_game_model_get_comment (self->game);
  g_autofree char    *body = NULL;

  if (xq_game_model_get_ply (self->game) == 0)
    body = g_strdup (_ ("Before the first move: what the game is, how it was played."));
  else
    {
      g_autofree char *move = current_move_text (self);
      /* Translators: the move a comment follows, e.g. "After 3. 车八进五" */
      body = g_strdup_printf (_ ("After %s"), move);
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("Comment"), body);
  gtk_window_set_title (GTK_WINDOW (dialog), _ ("Comment"));
  view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), comment != NULL ? comment : "", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Comment"), -1);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (comment_key_cb), dialog);
  gtk_widget_add_controller (view, keys);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 140);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_widget_set_size_request (scrolled, 360, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_widget_add_css_class (scrolled, "card");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);
  g_object_set_data (G_OBJECT (dialog), "view", view);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "save", _ ("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (comment_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (view);
}

/* Glyphs and variations */

static void
glyph_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  guint     nag = g_variant_get_uint32 (param);

  if (nag <= 6)
    xq_game_model_set_glyph (self->game, nag);
}

static void
demote_variation_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  xq_game_model_demote_variation (XQ_WINDOW (widget)->game);
}

/* The game's details */

static void
header_applied_cb (XqHeaderDialog *dialog,
                   XqWindow       *self)
{
  xq_window_apply_game_rules (self);
}

static void
edit_header_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqWindow       *self = XQ_WINDOW (widget);
  XqHeaderDialog *dialog = xq_header_dialog_new (GTK_WINDOW (self), self->game);

  g_signal_connect_object (dialog, "applied", G_CALLBACK (header_applied_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The rules a game names (its Rules tag) are those it is judged by. */
void
xq_window_apply_game_rules (XqWindow *self)
{
  const char *rules = xq_game_model_get_tag (self->game, XQ_RULES_TAG);
  XqProfile   profile;

  if (rules != NULL && xq_profile_from_string (rules, &profile) &&
      profile != xq_explanation_model_get_profile (self->explanation))
    g_settings_set_string (self->settings, "rule-profile", xq_profile_to_string (profile));
}

void
xq_window_update_edit_actions (XqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   setup = self->setup != NULL;
  guint      ply = xq_game_model_get_ply (self->game);

  gtk_widget_action_set_enabled (widget, "game.edit-comment", !setup);
  gtk_widget_action_set_enabled (widget, "game.glyph", !setup && ply > 0);
  gtk_widget_action_set_enabled (widget, "game.demote-variation", !setup && xq_game_model_get_can_demote (self->game));
  gtk_widget_action_set_enabled (widget, "win.edit-header", !setup);
}

void
xq_window_class_init_edit (GtkWidgetClass *widget_class)
{
  static const guint glyph_keys[] = { GDK_KEY_0, GDK_KEY_1, GDK_KEY_2, GDK_KEY_3, GDK_KEY_4, GDK_KEY_5, GDK_KEY_6 };

  gtk_widget_class_install_action (widget_class, "game.edit-comment", NULL, edit_comment_action);
  gtk_widget_class_install_action (widget_class, "game.glyph", "u", glyph_action);
  gtk_widget_class_install_action (widget_class, "game.demote-variation", NULL, demote_variation_action);
  gtk_widget_class_install_action (widget_class, "win.edit-header", NULL, edit_header_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, GDK_CONTROL_MASK, "game.edit-comment", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "win.edit-header", NULL);
  /* Alt+1 … Alt+6: ! ? !! ?? !? ?! (NAG 1 to 6, in PGN's order); Alt+0 takes the glyph away */
  for (guint i = 0; i < G_N_ELEMENTS (glyph_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, glyph_keys[i], GDK_ALT_MASK, "game.glyph", "u", i);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, "game.promote-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, "game.demote-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, GDK_CONTROL_MASK, "game.delete-variation", NULL);
}
