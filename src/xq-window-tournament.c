/* xq-window-tournament.c: the Tournament page's way to the Board page (win.open-dispute)
 *
 * A board of the pairing table opens a new game on the Board page named after the event, the round
 * and the two players, with the event's rule profile chosen, for the arbiter to enter the moves
 * (or open the game's file) and see the ruling.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window-tournament"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-window-private.h"

typedef struct
{
  char *red;
  char *black;
  char *event;
  char *round;
  char *profile;
} Dispute;

static void
dispute_free (gpointer data)
{
  Dispute *d = data;

  g_free (d->red);
  g_free (d->black);
  g_free (d->event);
  g_free (d->round);
  g_free (d->profile);
  g_free (d);
}

static void
open_dispute (XqWindow *self,
              gpointer  data)
{
  Dispute  *d = data;
  XqGame   *game = xq_game_new (NULL);
  XqProfile profile;

  xq_game_set_tag (game, "Event", d->event);
  xq_game_set_tag (game, "Round", d->round);
  xq_game_set_tag (game, "Red", d->red);
  xq_game_set_tag (game, "Black", d->black);
  xq_game_model_take_game (self->game, game);
  if (xq_profile_from_string (d->profile, &profile))
    g_settings_set_string (self->settings, "rule-profile", xq_profile_to_string (profile));
  xq_window_set_game_file (self, NULL);
  adw_view_stack_set_visible_child_name (self->view_stack, "board");
  xq_window_toast (self, _ ("Enter the moves of the disputed game, or open its file"));
}

static void
open_dispute_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  Dispute  *d = g_new0 (Dispute, 1);

  g_variant_get (param, "(sssss)", &d->red, &d->black, &d->event, &d->round, &d->profile);
  xq_window_confirm_discard (self, open_dispute, d, dispute_free);
}

void
xq_window_class_init_tournament (GtkWidgetClass *widget_class)
{
  /* (red, black, event, round, rule profile) */
  gtk_widget_class_install_action (widget_class, "win.open-dispute", "(sssss)", open_dispute_action);
}

void
xq_window_ensure_tournament (XqWindow *self)
{
  if (self->tournament_page != NULL)
    return;
  self->tournament_page = XQ_TOURNAMENT_PAGE (xq_tournament_page_new ());
  adw_bin_set_child (self->tournament_bin, GTK_WIDGET (self->tournament_page));
}
