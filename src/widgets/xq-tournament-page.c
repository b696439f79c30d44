/* xq-tournament-page.c: the Tournament page — events, players, rounds, standings, crosstable
 *
 * Two pages: the events of the events file, and the event open, with its views (players, rounds,
 * bracket, standings, crosstable) in a view stack. The page owns the XqTournamentModel and hands
 * it to the views; every operation goes through the model, which goes through the store.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-tournament-page"

#include "config.h"

#include "xq-tournament-page.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-bracket-view.h"
#include "xq-crosstable-view.h"
#include "xq-event-dialog.h"
#include "xq-event-item.h"
#include "xq-file-dialogs.h"
#include "xq-players-view.h"
#include "xq-rounds-view.h"
#include "xq-row-box.h"
#include "xq-standings-view.h"
#include "xq-teams-view.h"
#include "xq-tournament-export.h"
#include "xq-tournament-model.h"
#include "xq-tournament-print.h"
#include "xq-tournament-season.h"
#include "xq-tournament-ui.h"

/* An export shows its progress bar once it has taken this long. */
#define EXPORT_PROGRESS_DELAY_MS 300

struct _XqTournamentPage
{
  GtkWidget          parent_instance;

  XqTournamentModel *model;
  XqSeasonModel     *season; /* the register, ratings, publishing (xq-tournament-season.c) */
  GSettings         *settings;
  GCancellable      *export_cancellable;
  guint              export_timeout;
  guint              pulse_timeout;
  guint              squeeze_idle;

  /* Template widgets */
  GtkStack           *stack;
  GtkStack           *events_stack;
  GtkListView        *events_list;
  GtkNoSelection     *events_selection;
  GtkLabel           *file_label;
  GtkLabel           *title_label;
  GtkLabel           *subtitle_label;
  AdwViewStack       *event_stack;
  AdwSqueezer        *switcher_squeezer;
  GtkWidget          *switcher_none;
  AdwViewSwitcherBar *switcher_bar;
  AdwViewStackPage   *bracket_page;
  AdwViewStackPage   *teams_page;
  AdwViewStackPage   *players_page;
  XqTeamsView        *teams_view;
  XqPlayersView      *players_view;
  XqRoundsView       *rounds_view;
  XqBracketView      *bracket_view;
  XqStandingsView    *standings_view;
  XqCrosstableView   *crosstable_view;
  GtkInfoBar         *read_only_bar;
  GtkLabel           *read_only_label;
  GtkInfoBar         *playoff_bar;
  GtkLabel           *playoff_label;
  GtkButton          *playoff_button;
  GtkRevealer        *export_revealer;
  GtkLabel           *export_label;
  GtkProgressBar     *export_progress;
};

G_DEFINE_FINAL_TYPE (XqTournamentPage, xq_tournament_page, GTK_TYPE_WIDGET)

static void
update_actions (XqTournamentPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   file = xq_tournament_model_get_store (self->model) != NULL;
  gboolean   open = xq_tournament_model_get_event_id (self->model) != 0;
  gboolean   busy = xq_tournament_model_get_busy (self->model);
  gboolean   exporting = self->export_cancellable != NULL;
  gboolean   rounds = xq_tournament_model_get_n_rounds (self->model) > 0;
  gboolean   writable = file && !xq_tournament_model_get_read_only (self->model);

  gtk_widget_action_set_enabled (widget, "tournament.new-event", writable && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.open-file", !busy && !exporting);
  gtk_widget_action_set_enabled (widget, "tournament.new-file", !busy && !exporting);
  gtk_widget_action_set_enabled (widget, "tournament.open-event", file && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.duplicate-event", writable && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.delete-event", writable && !busy && !exporting);
  gtk_widget_action_set_enabled (widget, "tournament.close-event", open && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.edit-event", open && writable && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.duplicate-open-event", open && writable && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.delete-open-event", open && writable && !busy && !exporting);
  gtk_widget_action_set_enabled (widget, "tournament.playoff", open && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.print", open && !busy);
  gtk_widget_action_set_enabled (widget, "tournament.export", open && !busy && !exporting && rounds);
  gtk_widget_action_set_enabled (widget, "tournament.export-boards",
                                 open && !busy && !exporting && rounds && xq_tournament_model_get_team_boards (self->model) > 0);
  gtk_widget_action_set_enabled (widget, "tournament.cancel-export", exporting);
  xq_tournament_season_update_actions (self);
}

static void
update_file (XqTournamentPage *self)
{
  const char      *path = xq_tournament_model_get_path (self->model);
  g_autofree char *display = path != NULL ? g_filename_display_name (path) : NULL;
  g_autofree char *base = path != NULL ? g_filename_display_basename (path) : NULL;
  gboolean         read_only = xq_tournament_model_get_read_only (self->model);

  gtk_label_set_text (self->file_label, display != NULL ? display : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->file_label), display);
  if (read_only)
    {
      /* Translators: %s is the name of the events file */
      g_autofree char *text = g_strdup_printf (_ ("“%s” is read-only: its events can be looked at, printed and "
                                                  "exported, but not changed. To change them, copy the file to "
                                                  "a folder you may write to and open the copy."),
                                               base);
      gtk_label_set_text (self->read_only_label, text);
    }
  gtk_info_bar_set_revealed (self->read_only_bar, read_only);
}

static void
read_only_cb (XqTournamentPage *self)
{
  update_file (self);
  update_actions (self);
}

/* "A, B and C" */
static char *
names_text (XqTournamentPage *self,
            GArray           *entries)
{
  const XqEventData  *data = xq_tournament_model_get_data (self->model);
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; i < entries->len; i++)
    {
      const XqEntry *e = xq_event_data_find_entry (data, g_array_index (entries, gint64, i));
      if (i > 0)
        /* Translators: between the names of a list; the last two are joined by " and " */
        g_string_append (out, i + 1 == entries->len ? _ (" and ") : C_ ("list", ", "));
      g_string_append (out, e != NULL ? e->name : "?");
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The banner of play-offs: those due (with the button that schedules them), or those being played. */
static void
update_playoffs (XqTournamentPage *self)
{
  const XqEventData  *data = xq_tournament_model_get_data (self->model);
  GPtrArray          *due = xq_tournament_model_get_playoffs (self->model);
  g_autoptr (GString) text = g_string_new (NULL);
  guint               pending = 0, pending_round = 0, deciders = 0, decider_round = 0;

  if (data != NULL)
    for (guint i = 0; i < data->games->len; i++)
      {
        const XqGame *g = &g_array_index (data->games, XqGame, i);
        if (g->annulled || g->result != XQ_GAME_RESULT_NONE)
          continue;
        if (g->kind == XQ_GAME_PLAYOFF)
          {
            pending++;
            pending_round = g->round;
          }
        else if (g->kind == XQ_GAME_DECIDER)
          {
            deciders++;
            decider_round = g->round;
          }
      }
  for (guint i = 0; data != NULL && i < due->len; i++)
    {
      const XqPlayoff *p = g_ptr_array_index (due, i);
      g_autofree char *names = names_text (self, p->entries);
      g_autofree char *line = NULL;

      if (p->group >= 0)
        /* Translators: %s are players' names, %u a place, %c the letter of a group */
        line = g_strdup_printf (_ ("%s are level for place %u in group %c after every tie-break."), names, p->place,
                                'A' + p->group % 26);
      else
        /* Translators: %s are players' names, %u a place */
        line = g_strdup_printf (_ ("%s are level for place %u after every tie-break."), names, p->place);
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  if (data != NULL && due->len > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, ((const XqPlayoff *) g_ptr_array_index (due, 0))->group >= 0
                               ? _ ("They play off (加赛, event regulations 六.2): one game against each other, colours by lot; a "
                                    "draw counts as a win for Black. Play-offs score no points.")
                               : _ ("They play off (加赛, 1957 rules §13.四): one game against each other, colours by lot; "
                                    "a draw counts as a win for Black. Play-offs score no points."));
      gtk_button_set_label (self->playoff_button, _ ("_Schedule the Play-off"));
    }
  else if (pending > 0)
    {
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%u play-off game of round %u is still to be played. The play-off "
                                           "decides the place; a draw counts as a win for Black.",
                                           "%u play-off games of round %u are still to be played. The play-off "
                                           "decides the place; a draw counts as a win for Black.",
                                           pending),
                              pending, pending_round);
      gtk_button_set_label (self->playoff_button, _ ("_Show the Games"));
    }
  else if (deciders > 0)
    {
      /* A knockout decider is told like a play-off: why it is played and how a draw counts */
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%u decider of round %u is still to be played: its match is level after "
                                           "its games (赛事规程: 若两盘平局加赛一局). In the decider a draw counts as "
                                           "a loss for Red (和棋先手算负); colours are drawn by lot.",
                                           "%u deciders of round %u are still to be played: their matches are level "
                                           "after their games (赛事规程: 若两盘平局加赛一局). In a decider a draw "
                                           "counts as a loss for Red (和棋先手算负); colours are drawn by lot.",
                                           deciders),
                              deciders, decider_round);
      gtk_button_set_label (self->playoff_button, _ ("_Show the Games"));
    }
  {
    g_autoptr (GString) plain = g_string_new (gtk_button_get_label (self->playoff_button));
    g_string_replace (plain, "_", "", 0);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->playoff_button), GTK_ACCESSIBLE_PROPERTY_LABEL, plain->str, -1);
  }
  gtk_label_set_text (self->playoff_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->playoff_button), !xq_tournament_model_get_read_only (self->model) || due->len == 0);
  gtk_info_bar_set_revealed (self->playoff_bar, text->len > 0);
}

static void
playoff_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  XqTournamentPage  *self = XQ_TOURNAMENT_PAGE (widget);
  const XqEventData *data = xq_tournament_model_get_data (self->model);

  adw_view_stack_set_visible_child_name (self->event_stack, "rounds");
  if (xq_tournament_model_get_playoffs (self->model)->len > 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->rounds_view), "rounds.pair", NULL);
      return;
    }
  /* Show the round of the play-off games still to be played. */
  for (guint i = 0; data != NULL && i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if ((g->kind == XQ_GAME_PLAYOFF || g->kind == XQ_GAME_DECIDER) && g->result == XQ_GAME_RESULT_NONE)
        {
          xq_tournament_model_set_round (self->model, g->round);
          break;
        }
    }
}

/* Enter opens the event the focus is on: the list takes the focus whenever it is shown. */
static gboolean
focus_events_idle_cb (gpointer data)
{
  XqTournamentPage *self = data;
  GtkWidget        *list = GTK_WIDGET (self->events_list);
  GtkRoot          *root = gtk_widget_get_root (list);
  GtkWidget        *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (gtk_widget_get_mapped (list) && (focus == NULL || !gtk_widget_is_ancestor (focus, list)))
    gtk_widget_grab_focus (list);
  return G_SOURCE_REMOVE;
}

static void
events_list_map_cb (XqTournamentPage *self)
{
  g_idle_add_full (G_PRIORITY_LOW, focus_events_idle_cb, g_object_ref (self), g_object_unref);
}

static void
update_events (XqTournamentPage *self)
{
  guint n = g_list_model_get_n_items (xq_tournament_model_get_events (self->model));

  gtk_stack_set_visible_child_name (self->events_stack, n > 0 ? "list" : "empty");
}

static void
update_header (XqTournamentPage *self)
{
  const char      *name = xq_tournament_model_get_event_name (self->model);
  XqSystem         system = xq_tournament_model_get_system (self->model);
  guint            n_rounds = xq_tournament_model_get_n_rounds (self->model);
  guint            total = xq_tournament_model_get_total_rounds (self->model);
  guint            n_players = g_list_model_get_n_items (xq_tournament_model_get_players (self->model));
  guint            boards = xq_tournament_model_get_team_boards (self->model);
  gboolean         team = boards > 0;
  g_autofree char *players = NULL;
  g_autofree char *rounds = NULL;
  g_autofree char *subtitle = NULL;

  gtk_label_set_text (self->title_label, name != NULL ? name : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), name);
  if (team)
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u team", "%u teams", n_players), n_players);
  else
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n_players), n_players);
  if (n_rounds == 0)
    rounds = g_strdup (_ ("not started"));
  else if (total > 0)
    rounds = g_strdup_printf (_ ("round %u of %u"), n_rounds, total);
  else
    rounds = g_strdup_printf (_ ("round %u"), n_rounds);
  subtitle = g_strdup_printf ("%s · %s · %s · %s", team ? xq_tournament_ui_team_system (system) : xq_tournament_ui_system (system),
                              players, rounds,
                              xq_tournament_ui_profile (xq_tournament_model_get_profile (self->model)));
  gtk_label_set_text (self->subtitle_label, subtitle);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->subtitle_label), subtitle);

  adw_view_stack_page_set_visible (self->bracket_page,
                                   (system == XQ_SYSTEM_KNOCKOUT && !team) || system == XQ_SYSTEM_GROUPS);
  /* A team event (分台制) enters teams instead of players. */
  adw_view_stack_page_set_visible (self->teams_page, team);
  adw_view_stack_page_set_visible (self->players_page, !team);
  adw_view_stack_page_set_title (self->bracket_page, system == XQ_SYSTEM_GROUPS ? _ ("Groups") : _ ("Bracket"));
}

static void
model_event_cb (XqTournamentPage *self)
{
  gint64 id = xq_tournament_model_get_event_id (self->model);

  gtk_stack_set_visible_child_name (self->stack, id != 0 ? "event" : "events");
  update_header (self);
  if (id != 0)
    {
      /* A new event starts with its players (or teams); one under way with its rounds. */
      adw_view_stack_set_visible_child_name (self->event_stack,
                                             xq_tournament_model_get_n_rounds (self->model) > 0      ? "rounds"
                                             : xq_tournament_model_get_team_boards (self->model) > 0 ? "teams"
                                                                                                     : "players");
      g_settings_set_int64 (self->settings, "last-event", id);
    }
  update_playoffs (self);
  update_actions (self);
}

static void
model_changed_cb (XqTournamentPage *self)
{
  update_header (self);
  update_playoffs (self);
  update_actions (self);
}

/* The events list */

static char *
event_details (GtkListItem *list_item,
               XqEventItem *item)
{
  g_autofree char *players = NULL;
  g_autofree char *rounds = NULL;
  g_autofree char *date = NULL;
  guint            n, total;
  gboolean         team;

  if (item == NULL)
    return g_strdup ("");
  n = xq_event_item_get_n_entries (item);
  team = xq_event_item_get_boards (item) > 0;
  /* A team event (分台制) enters teams: "Team round robin · 4 teams" */
  if (team)
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u team", "%u teams", n), n);
  else
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n), n);
  total = xq_event_item_get_rounds (item);
  if (xq_event_item_get_n_rounds (item) == 0)
    rounds = g_strdup (_ ("not started"));
  else if (total > 0)
    rounds = g_strdup_printf (_ ("round %u of %u"), xq_event_item_get_n_rounds (item), total);
  else
    rounds = g_strdup_printf (_ ("round %u"), xq_event_item_get_n_rounds (item));
  date = g_strndup (xq_event_item_get_created (item), 10);
  return g_strdup_printf ("%s · %s · %s · %s",
                          team ? xq_tournament_ui_team_system (xq_event_item_get_system (item))
                               : xq_tournament_ui_system (xq_event_item_get_system (item)),
                          players, rounds, date);
}

static GVariant *
event_target (GtkListItem *list_item,
              XqEventItem *item)
{
  return g_variant_new_int64 (item != NULL ? xq_event_item_get_id (item) : 0);
}

static void
open_event (XqTournamentPage *self,
            gint64            id)
{
  g_autoptr (GError) error = NULL;

  if (!xq_tournament_model_open_event (self->model, id, &error))
    xq_tournament_ui_error (GTK_WIDGET (self), _ ("Cannot open the event"), error);
}

static void
events_activate_cb (XqTournamentPage *self,
                    guint             position)
{
  g_autoptr (XqEventItem) item = g_list_model_get_item (xq_tournament_model_get_events (self->model), position);

  if (item != NULL && xq_tournament_model_get_store (self->model) != NULL && !xq_tournament_model_get_busy (self->model))
    open_event (self, xq_event_item_get_id (item));
}

static XqEventItem *
find_event (XqTournamentPage *self,
            gint64            id)
{
  GListModel *events = xq_tournament_model_get_events (self->model);

  for (guint i = 0; i < g_list_model_get_n_items (events); i++)
    {
      g_autoptr (XqEventItem) item = g_list_model_get_item (events, i);
      if (xq_event_item_get_id (item) == id)
        return g_steal_pointer (&item);
    }
  return NULL;
}

/* Actions */

static void
new_event_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  XqTournamentPage *self = XQ_TOURNAMENT_PAGE (widget);
  GtkWidget        *dialog = xq_event_dialog_new (self->model);

  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (gtk_widget_get_root (widget)));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_file (XqTournamentPage *self,
           GFile            *file)
{
  g_autofree char   *path = g_file_get_path (file);
  g_autoptr (GError) error = NULL;

  if (path == NULL || !xq_tournament_model_open_file (self->model, path, &error))
    {
      if (error != NULL)
        xq_tournament_ui_error (GTK_WIDGET (self), _ ("Cannot open the events file"), error);
      return;
    }
  g_settings_set_string (self->settings, "events-file", path);
  g_settings_set_int64 (self->settings, "last-event", 0);
  update_file (self);
  update_events (self);
  update_actions (self);
}

static void
file_response_cb (GtkNativeDialog  *dialog,
                  int               response,
                  XqTournamentPage *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file != NULL)
    {
      xq_file_dialog_remember (XQ_FILE_KIND_EVENTS, file);
      open_file (self, file);
    }
}

static void
choose_file (XqTournamentPage *self,
             gboolean          create)
{
  GtkFileChooserNative *dialog;
  GtkFileFilter        *filter = gtk_file_filter_new ();
  const char           *path = xq_tournament_model_get_path (self->model);

  dialog = gtk_file_chooser_native_new (create ? _ ("New Events File") : _ ("Open an Events File"),
                                        GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                        create ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        create ? _ ("_Create") : _ ("_Open"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_filter_set_name (filter, _ ("Qili Events Files"));
  gtk_file_filter_add_suffix (filter, "db");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_EVENTS, create ? _ ("events.db") : NULL);
  /* The default events file lives in the data folder: not where a user keeps files */
  if (path != NULL && !g_str_has_prefix (path, g_get_user_data_dir ()))
    {
      g_autoptr (GFile) current = g_file_new_for_path (path);
      g_autoptr (GFile) folder = g_file_get_parent (current);
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
    }
  g_signal_connect_object (dialog, "response", G_CALLBACK (file_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_file_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  choose_file (XQ_TOURNAMENT_PAGE (widget), FALSE);
}

static void
new_file_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  choose_file (XQ_TOURNAMENT_PAGE (widget), TRUE);
}

static void
open_event_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  open_event (XQ_TOURNAMENT_PAGE (widget), g_variant_get_int64 (param));
}

static void
close_event_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqTournamentPage *self = XQ_TOURNAMENT_PAGE (widget);

  xq_tournament_model_close_event (self->model);
  g_settings_set_int64 (self->settings, "last-event", 0);
}

static gboolean
focus_view_idle_cb (gpointer data)
{
  GtkWidget *view = data;
  GtkRoot   *root = gtk_widget_get_root (view);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* The Rounds view puts the keys on its boards itself. */
  if (gtk_widget_get_mapped (view) && (focus == NULL || !gtk_widget_is_ancestor (focus, view)))
    gtk_widget_child_focus (view, GTK_DIR_TAB_FORWARD);
  return G_SOURCE_REMOVE;
}

/* Alt+1, Alt+2, …: the event's views as the switcher shows them (Players, Rounds, Standings…),
 * without a trip through the header bar with Tab. */
static void
show_view_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  XqTournamentPage      *self = XQ_TOURNAMENT_PAGE (widget);
  guint                  wanted = g_variant_get_uint32 (param), seen = 0;
  g_autoptr (GListModel) pages = G_LIST_MODEL (adw_view_stack_get_pages (self->event_stack));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self->event_stack)))
    return;
  for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
    {
      g_autoptr (AdwViewStackPage) page = g_list_model_get_item (pages, i);
      if (!adw_view_stack_page_get_visible (page) || seen++ != wanted)
        continue;
      adw_view_stack_set_visible_child (self->event_stack, adw_view_stack_page_get_child (page));
      /* Once it is laid out: the Players view's name field, the Rounds view's boards. */
      g_idle_add_full (G_PRIORITY_LOW, focus_view_idle_cb, g_object_ref (adw_view_stack_page_get_child (page)),
                       g_object_unref);
      return;
    }
}

typedef struct
{
  XqTournamentPage *self;
  gint64            id;
  GtkEditable      *entry;
  GtkDropDown      *profile;
} EventDialog;

static void
event_dialog_free (EventDialog *d)
{
  g_object_unref (d->self);
  g_free (d);
}

static void
duplicate_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       EventDialog      *d)
{
  g_autoptr (GError) error = NULL;
  gint64             id;

  if (g_strcmp0 (response, "duplicate") == 0)
    {
      id = xq_tournament_model_duplicate_event (d->self->model, d->id, gtk_editable_get_text (d->entry), &error);
      if (id == 0)
        xq_tournament_ui_error (GTK_WIDGET (d->self), _ ("Cannot duplicate the event"), error);
      else
        open_event (d->self, id);
    }
}

static void
entry_activate_cb (GtkEntry         *entry,
                   AdwMessageDialog *dialog)
{
  const char *response = adw_message_dialog_get_default_response (dialog);

  if (response != NULL && adw_message_dialog_get_response_enabled (dialog, response))
    adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
duplicate (XqTournamentPage *self,
           gint64            id)
{
  g_autoptr (XqEventItem) item = find_event (self, id);
  g_autofree char        *name = NULL;
  GtkWidget              *dialog, *entry;
  EventDialog            *d;

  if (item == NULL)
    return;
  /* Translators: the name proposed for a copy of an event */
  name = g_strdup_printf (_ ("%s (copy)"), xq_event_item_get_name (item));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _ ("Duplicate the Event?"),
                                   _ ("The copy has the same settings, tie-breaks and players, but no rounds yet."));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Name of the copy"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "duplicate",
                                    _ ("_Duplicate"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "duplicate", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "duplicate");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  d = g_new0 (EventDialog, 1);
  d->self = g_object_ref (self);
  d->id = id;
  d->entry = GTK_EDITABLE (entry);
  g_signal_connect (entry, "activate", G_CALLBACK (entry_activate_cb), dialog);
  g_signal_connect_data (dialog, "response", G_CALLBACK (duplicate_response_cb), d, (GClosureNotify) event_dialog_free,
                         0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
duplicate_event_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  duplicate (XQ_TOURNAMENT_PAGE (widget), g_variant_get_int64 (param));
}

static void
duplicate_open_event_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  XqTournamentPage *self = XQ_TOURNAMENT_PAGE (widget);

  duplicate (self, xq_tournament_model_get_event_id (self->model));
}

static void
delete_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    EventDialog      *d)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "delete") == 0 && !xq_tournament_model_delete_event (d->self->model, d->id, &error))
    xq_tournament_ui_error (GTK_WIDGET (d->self), _ ("Cannot delete the event"), error);
}

static void delete (XqTournamentPage *self,
                    gint64            id)
{
  g_autoptr (XqEventItem) item = find_event (self, id);
  g_autofree char        *body = NULL;
  GtkWidget              *dialog;
  EventDialog            *d;

  if (item == NULL)
    return;
  body = g_strdup_printf (_ ("“%s”, its players’ entries, pairings and results will be deleted from the events "
                             "file. This cannot be undone."),
                          xq_event_item_get_name (item));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _ ("Delete the Event?"),
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "delete", _ ("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  d = g_new0 (EventDialog, 1);
  d->self = g_object_ref (self);
  d->id = id;
  g_signal_connect_data (dialog, "response", G_CALLBACK (delete_response_cb), d, (GClosureNotify) event_dialog_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_event_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  delete (XQ_TOURNAMENT_PAGE (widget), g_variant_get_int64 (param));
}

static void
delete_open_event_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  XqTournamentPage *self = XQ_TOURNAMENT_PAGE (widget);

  delete (self, xq_tournament_model_get_event_id (self->model));
}

static void
edit_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  EventDialog      *d)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "save") == 0 &&
      !xq_tournament_model_update_event (d->self->model, gtk_editable_get_text (d->entry),
                                         (XqProfile) gtk_drop_down_get_selected (d->profile), &error))
    xq_tournament_ui_error (GTK_WIDGET (d->self), _ ("Cannot save the event"), error);
}

static void
edit_event_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqTournamentPage         *self = XQ_TOURNAMENT_PAGE (widget);
  const char               *profiles[XQ_N_PROFILES + 1] = { NULL };
  GtkWidget                *dialog, *box, *entry, *profile;
  g_autoptr (GtkStringList) list = NULL;
  EventDialog              *d;

  for (guint p = 0; p < XQ_N_PROFILES; p++)
    profiles[p] = xq_tournament_ui_profile ((XqProfile) p);
  list = gtk_string_list_new (profiles);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _ ("Rename the Event"),
                                   _ ("Disputed games of the event are judged by its rule profile."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), xq_tournament_model_get_event_name (self->model));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Name"), -1);
  profile = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (profile), xq_tournament_model_get_profile (self->model));
  gtk_accessible_update_property (GTK_ACCESSIBLE (profile), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Rule profile"), -1);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), profile);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "save", _ ("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  d = g_new0 (EventDialog, 1);
  d->self = g_object_ref (self);
  d->entry = GTK_EDITABLE (entry);
  d->profile = GTK_DROP_DOWN (profile);
  g_signal_connect (entry, "activate", G_CALLBACK (entry_activate_cb), dialog);
  g_signal_connect_data (dialog, "response", G_CALLBACK (edit_response_cb), d, (GClosureNotify) event_dialog_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  XqTournamentPage  *self = XQ_TOURNAMENT_PAGE (widget);
  g_autoptr (GError) error = NULL;

  if (!xq_tournament_page_print (self, g_variant_get_string (param, NULL), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                 NULL, &error))
    xq_tournament_ui_error (widget, _ ("Cannot print"), error);
}

/* What "shown" prints: the table of the view shown (the pairings of the round on Rounds, the
 * crosstable on Crosstable), the standings elsewhere. */
static XqPrintKind
print_kind (XqTournamentPage *self,
            const char       *what)
{
  if (g_str_equal (what, "shown"))
    what = adw_view_stack_get_visible_child_name (self->event_stack);
  if (g_strcmp0 (what, "cards") == 0)
    return XQ_PRINT_CARDS;
  if (g_strcmp0 (what, "pairings") == 0 || g_strcmp0 (what, "rounds") == 0)
    return XQ_PRINT_PAIRINGS;
  if (g_strcmp0 (what, "crosstable") == 0)
    return XQ_PRINT_CROSSTABLE;
  if (g_strcmp0 (what, "journal") == 0)
    return XQ_PRINT_JOURNAL;
  return XQ_PRINT_STANDINGS;
}

/**
 * xq_tournament_page_print:
 * @what: "cards", "pairings", "standings", "crosstable", "journal" (the changes by hand), or
 *   "shown" for the view shown (Ctrl+P)
 * @export_to: (nullable): with GTK_PRINT_OPERATION_ACTION_EXPORT, the PDF file written
 *
 * Prints a table of the open event.
 *
 * Returns: FALSE with @error when it could not be printed
 */
gboolean
xq_tournament_page_print (XqTournamentPage       *self,
                          const char             *what,
                          GtkPrintOperationAction action,
                          const char             *export_to,
                          GError                **error)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_PAGE (self), FALSE);

  return xq_tournament_print (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->model,
                              print_kind (self, what), action, export_to, NULL, error);
}

/* Exports */

static void
stop_export_progress (XqTournamentPage *self)
{
  g_clear_handle_id (&self->export_timeout, g_source_remove);
  g_clear_handle_id (&self->pulse_timeout, g_source_remove);
  gtk_revealer_set_reveal_child (self->export_revealer, FALSE);
}

static gboolean
pulse_cb (gpointer data)
{
  XqTournamentPage *self = data;

  gtk_progress_bar_pulse (self->export_progress);
  return G_SOURCE_CONTINUE;
}

static gboolean
show_export_progress_cb (gpointer data)
{
  XqTournamentPage *self = data;

  self->export_timeout = 0;
  gtk_revealer_set_reveal_child (self->export_revealer, TRUE);
  self->pulse_timeout = g_timeout_add (100, pulse_cb, self);
  return G_SOURCE_REMOVE;
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr (XqTournamentPage) self = user_data;
  g_autoptr (GError)           error = NULL;
  g_autofree char             *cut = NULL;
  gboolean                     cancelled;

  cancelled = g_cancellable_is_cancelled (self->export_cancellable);
  g_clear_object (&self->export_cancellable);
  if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    {
      stop_export_progress (self);
      update_actions (self);
    }
  if (!xq_tournament_export_finish (result, &cut, &error))
    {
      if (!cancelled)
        xq_tournament_ui_error (GTK_WIDGET (self), _ ("Cannot export"), error);
      else
        xq_tournament_ui_toast (GTK_WIDGET (self), _ ("Export cancelled"));
      return;
    }
  if (*cut != '\0')
    {
      /* Written, but a federation must hear what its columns could not hold */
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                  _ ("Exported, with Fields Cut"), NULL);

      adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s\n\n%s",
                                      _ ("The report's fixed columns could not hold these fields whole:"), cut);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  xq_tournament_ui_toast (GTK_WIDGET (self), _ ("Exported"));
}

typedef struct
{
  XqTournamentPage *self;
  XqExportFormat    format;
  XqExportTable     table;
} ExportRequest;

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    ExportRequest   *request)
{
  XqTournamentPage *self = request->self;
  g_autoptr (GFile) file = NULL;
  guint             round;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file != NULL)
    xq_file_dialog_remember (XQ_FILE_KIND_TABLE, file);
  if (file != NULL && self->export_cancellable == NULL && xq_tournament_model_get_store (self->model) != NULL)
    {
      round = request->table == XQ_EXPORT_PAIRINGS ? xq_tournament_model_get_round (self->model) : 0;
      self->export_cancellable = g_cancellable_new ();
      gtk_label_set_text (self->export_label, _ ("Exporting…"));
      self->export_timeout = g_timeout_add (EXPORT_PROGRESS_DELAY_MS, show_export_progress_cb, self);
      xq_tournament_export_async (xq_tournament_model_get_path (self->model),
                                  xq_tournament_model_get_event_id (self->model), request->format, request->table, round,
                                  file, self->export_cancellable, export_done_cb, g_object_ref (self));
      update_actions (self);
    }
  g_object_unref (request->self);
  g_free (request);
}

static void export_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *param);

/* Team events: each player's results by board (board prizes), as CSV. */
static void
export_boards_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  g_autoptr (GVariant) what = g_variant_ref_sink (g_variant_new_string ("boards-csv"));

  export_action (widget, "tournament.export", what);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqTournamentPage     *self = XQ_TOURNAMENT_PAGE (widget);
  const char           *what = g_variant_get_string (param, NULL);
  ExportRequest        *request = g_new0 (ExportRequest, 1);
  GtkFileChooserNative *dialog;
  GtkFileFilter        *filter = gtk_file_filter_new ();
  g_autofree char      *name = NULL;
  const char           *suffix = "csv";
  const char           *event = xq_tournament_model_get_event_name (self->model);

  request->self = g_object_ref (self);
  request->format = XQ_EXPORT_FORMAT_CSV;
  request->table = XQ_EXPORT_STANDINGS;
  if (g_str_equal (what, "pairings-csv"))
    {
      request->table = XQ_EXPORT_PAIRINGS;
      /* Translators: a file name: the event's name and the round number */
      name = g_strdup_printf (_ ("%s round %u.csv"), event, xq_tournament_model_get_round (self->model));
    }
  else if (g_str_equal (what, "crosstable-csv"))
    {
      request->table = XQ_EXPORT_CROSSTABLE;
      /* Translators: a file name */
      name = g_strdup_printf (_ ("%s crosstable.csv"), event);
    }
  else if (g_str_equal (what, "boards-csv"))
    {
      request->table = XQ_EXPORT_BOARDS;
      /* Translators: a file name: each player's results board by board (team events) */
      name = g_strdup_printf (_ ("%s board results.csv"), event);
    }
  else if (g_str_equal (what, "html"))
    {
      request->format = XQ_EXPORT_FORMAT_HTML;
      suffix = "html";
    }
  else if (g_str_equal (what, "trf"))
    {
      request->format = XQ_EXPORT_FORMAT_TRF;
      suffix = "trf";
    }
  else
    /* Translators: a file name */
    name = g_strdup_printf (_ ("%s standings.csv"), event);
  if (name == NULL)
    name = g_strdup_printf ("%s.%s", event, suffix);
  g_strdelimit (name, "/\\", '-');

  dialog = gtk_file_chooser_native_new (_ ("Export"), GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_filter_add_suffix (filter, suffix);
  gtk_file_filter_set_name (filter, request->format == XQ_EXPORT_FORMAT_HTML  ? _ ("Web Page")
                                    : request->format == XQ_EXPORT_FORMAT_TRF ? _ ("FIDE Report File")
                                                                              : _ ("CSV Table"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_TABLE, name);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response_cb), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
cancel_export_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  XqTournamentPage *self = XQ_TOURNAMENT_PAGE (widget);

  if (self->export_cancellable != NULL)
    g_cancellable_cancel (self->export_cancellable);
}

static void
xq_tournament_page_map (GtkWidget *widget)
{
  XqTournamentPage  *self = XQ_TOURNAMENT_PAGE (widget);
  g_autoptr (GError) error = NULL;

  GTK_WIDGET_CLASS (xq_tournament_page_parent_class)->map (widget);
  if (!xq_tournament_page_ensure_file (self, &error))
    xq_tournament_ui_error (widget, _ ("Cannot open the events file"), error);
}

/* Where no switcher fits above the views (a 360 px window), the bar under them switches: the HIG's
 * narrow pattern. The bar gets the stack when first revealed (it builds its buttons then), after
 * the allocation in which the squeezer chose, not inside it. */
static gboolean
switcher_squeezed_idle (gpointer data)
{
  XqTournamentPage *self = data;
  gboolean          squeezed = adw_squeezer_get_visible_child (self->switcher_squeezer) == self->switcher_none;

  self->squeeze_idle = 0;
  if (squeezed && adw_view_switcher_bar_get_stack (self->switcher_bar) == NULL)
    adw_view_switcher_bar_set_stack (self->switcher_bar, self->event_stack);
  adw_view_switcher_bar_set_reveal (self->switcher_bar, squeezed);
  return G_SOURCE_REMOVE;
}

static void
switcher_squeezed_cb (XqTournamentPage *self)
{
  if (self->squeeze_idle == 0)
    self->squeeze_idle = g_idle_add (switcher_squeezed_idle, self);
}

static void
xq_tournament_page_dispose (GObject *object)
{
  XqTournamentPage *self = XQ_TOURNAMENT_PAGE (object);

  if (self->export_cancellable != NULL)
    g_cancellable_cancel (self->export_cancellable);
  g_clear_handle_id (&self->export_timeout, g_source_remove);
  g_clear_handle_id (&self->pulse_timeout, g_source_remove);
  g_clear_handle_id (&self->squeeze_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_TOURNAMENT_PAGE);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_object (&self->season);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (xq_tournament_page_parent_class)->dispose (object);
}

static void
xq_tournament_page_class_init (XqTournamentPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_tournament_page_dispose;
  widget_class->map = xq_tournament_page_map;

  g_type_ensure (XQ_TYPE_EVENT_ITEM);
  g_type_ensure (XQ_TYPE_ROW_BOX);
  g_type_ensure (XQ_TYPE_PLAYERS_VIEW);
  g_type_ensure (XQ_TYPE_TEAMS_VIEW);
  g_type_ensure (XQ_TYPE_ROUNDS_VIEW);
  g_type_ensure (XQ_TYPE_BRACKET_VIEW);
  g_type_ensure (XQ_TYPE_STANDINGS_VIEW);
  g_type_ensure (XQ_TYPE_CROSSTABLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-tournament-page.ui");
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, stack);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, events_stack);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, events_list);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, events_selection);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, file_label);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, event_stack);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, switcher_squeezer);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, switcher_none);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, bracket_page);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, players_view);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, teams_page);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, players_page);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, teams_view);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, rounds_view);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, bracket_view);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, standings_view);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, crosstable_view);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, read_only_bar);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, read_only_label);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, playoff_bar);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, playoff_label);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, playoff_button);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, export_revealer);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, export_label);
  gtk_widget_class_bind_template_child (widget_class, XqTournamentPage, export_progress);
  gtk_widget_class_bind_template_callback (widget_class, events_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, switcher_squeezed_cb);
  gtk_widget_class_bind_template_callback (widget_class, event_details);
  gtk_widget_class_bind_template_callback (widget_class, event_target);

  gtk_widget_class_install_action (widget_class, "tournament.new-event", NULL, new_event_action);
  gtk_widget_class_install_action (widget_class, "tournament.open-file", NULL, open_file_action);
  gtk_widget_class_install_action (widget_class, "tournament.new-file", NULL, new_file_action);
  gtk_widget_class_install_action (widget_class, "tournament.open-event", "x", open_event_action);
  gtk_widget_class_install_action (widget_class, "tournament.duplicate-event", "x", duplicate_event_action);
  gtk_widget_class_install_action (widget_class, "tournament.delete-event", "x", delete_event_action);
  gtk_widget_class_install_action (widget_class, "tournament.close-event", NULL, close_event_action);
  gtk_widget_class_install_action (widget_class, "tournament.edit-event", NULL, edit_event_action);
  gtk_widget_class_install_action (widget_class, "tournament.duplicate-open-event", NULL, duplicate_open_event_action);
  gtk_widget_class_install_action (widget_class, "tournament.delete-open-event", NULL, delete_open_event_action);
  gtk_widget_class_install_action (widget_class, "tournament.print", "s", print_action);
  gtk_widget_class_install_action (widget_class, "tournament.export", "s", export_action);
  gtk_widget_class_install_action (widget_class, "tournament.export-boards", NULL, export_boards_action);
  gtk_widget_class_install_action (widget_class, "tournament.cancel-export", NULL, cancel_export_action);
  gtk_widget_class_install_action (widget_class, "tournament.playoff", NULL, playoff_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "tournament.new-event", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "tournament.close-event", NULL);
  gtk_widget_class_install_action (widget_class, "tournament.show-view", "u", show_view_action);
  for (guint i = 0; i < 6; i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_ALT_MASK, "tournament.show-view", "u", i);
  xq_tournament_season_class_init (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "tournament.print", "s", "shown");

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_tournament_page_init (XqTournamentPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));
  g_signal_connect_object (self->events_list, "map", G_CALLBACK (events_list_map_cb), self, G_CONNECT_SWAPPED);

  self->settings = g_settings_new (APP_ID);
  self->model = xq_tournament_model_new ();
  self->season = xq_season_model_new (self->model);
  gtk_no_selection_set_model (self->events_selection, xq_tournament_model_get_events (self->model));
  xq_players_view_set_model (self->players_view, self->model);
  xq_teams_view_set_model (self->teams_view, self->model);
  xq_rounds_view_set_model (self->rounds_view, self->model);
  xq_bracket_view_set_model (self->bracket_view, self->model);
  xq_standings_view_set_model (self->standings_view, self->model);
  xq_crosstable_view_set_model (self->crosstable_view, self->model);

  g_signal_connect_object (xq_tournament_model_get_events (self->model), "items-changed", G_CALLBACK (update_events),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::event-id", G_CALLBACK (model_event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::busy", G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "changed", G_CALLBACK (model_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::read-only", G_CALLBACK (read_only_cb), self, G_CONNECT_SWAPPED);
  update_events (self);
  update_header (self);
  update_actions (self);
}

GtkWidget *
xq_tournament_page_new (void)
{
  return g_object_new (XQ_TYPE_TOURNAMENT_PAGE, NULL);
}

XqSeasonModel *
xq_tournament_page_get_season (XqTournamentPage *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_PAGE (self), NULL);
  return self->season;
}

XqTournamentModel *
xq_tournament_page_get_model (XqTournamentPage *self)
{
  g_return_val_if_fail (XQ_IS_TOURNAMENT_PAGE (self), NULL);

  return self->model;
}

gboolean
xq_tournament_page_ensure_file (XqTournamentPage *self,
                                GError          **error)
{
  g_autofree char *path = NULL;
  gint64           last;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_PAGE (self), FALSE);

  if (xq_tournament_model_get_store (self->model) != NULL)
    return TRUE;
  path = g_settings_get_string (self->settings, "events-file");
  if (*path == '\0')
    {
      g_free (path);
      path = xq_store_dup_default_path ();
    }
  if (!xq_tournament_model_open_file (self->model, path, error))
    return FALSE;
  update_file (self);
  update_events (self);
  update_actions (self);
  /* Back to the event of last time, if it is still there. */
  last = g_settings_get_int64 (self->settings, "last-event");
  if (last != 0)
    {
      g_autoptr (XqEventItem) item = find_event (self, last);
      if (item != NULL)
        open_event (self, last);
    }
  return TRUE;
}

void
xq_tournament_page_show_view (XqTournamentPage *self,
                              const char       *name)
{
  g_return_if_fail (XQ_IS_TOURNAMENT_PAGE (self));

  adw_view_stack_set_visible_child_name (self->event_stack, name);
}
