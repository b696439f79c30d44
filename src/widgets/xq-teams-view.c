/* xq-teams-view.c: the teams of a team event (分台制) — add teams and players, board order, line-ups
 *
 * The teams on the left; the selected team's players in board order on the right, a new one typed
 * in the bar above them (Enter adds him last). Alt+↑ and Alt+↓ move the selected player up or down
 * the board order until round 1 is paired, and so does dragging a player onto another row of his
 * team (he takes that place). Below, the line-up of a round typed as registered
 * places ("1 2 4", "-" for an empty board) is checked against the rules as it is typed (seed 000
 * 分台制: the registered order is kept, a reserve may come in) and the reason of a refusal shown;
 * Enter sets it. Until round 1 is paired a team or a player is renamed (F2, or Enter on a player)
 * and removed (Delete) from its list, or by the buttons beside it. Everything goes through the
 * XqTournamentModel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-teams-view"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-bar.h"
#include "xq-player-item.h"
#include "xq-players-view.h"
#include "xq-teams-view-private.h"
#include "xq-tournament-ui.h"

struct _XqTeamsView
{
  GtkWidget          parent_instance;

  XqTournamentModel *model;
  GSignalGroup      *model_signals;
  GListModel        *members; /* of the selected team */
  gboolean           lineup_valid;
  gint64             event_id; /* the event shown: a new one starts with the line-up of the next round */

  /* Template widgets */
  GtkBox             *add_team_box;
  GtkEntry           *team_entry;
  GtkEntry           *club_entry;
  AdwLeaflet         *leaflet;
  GtkWidget          *teams_pane;
  GtkWidget          *team_pane;
  GtkWidget          *back_button;
  GtkListView        *teams_list;
  GtkSingleSelection *teams_selection;
  GtkLabel           *team_label;
  GtkButton          *withdraw_button;
  GtkWidget          *team_edit_box;
  GtkWidget          *member_edit_box;
  GtkBox             *add_player_box;
  GtkEntry           *player_entry;
  GtkSpinButton      *rating_spin;
  GtkListView        *members_list;
  GtkSingleSelection *members_selection;
  GtkLabel           *order_label;
  GtkLabel           *lineup_title;
  GtkSpinButton      *round_spin;
  GtkEntry           *lineup_entry;
  GtkLabel           *lineup_label;
};

G_DEFINE_FINAL_TYPE (XqTeamsView, xq_teams_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
is_open (XqTeamsView *self)
{
  return self->model != NULL && xq_tournament_model_get_event_id (self->model) != 0;
}

static XqPlayerItem *
selected_team (XqTeamsView *self)
{
  return gtk_single_selection_get_selected_item (self->teams_selection);
}

static gint64
selected_team_id (XqTeamsView *self)
{
  XqPlayerItem *team = selected_team (self);
  return team != NULL ? xq_player_item_get_entry_id (team) : 0;
}

static XqPlayerItem *
selected_member (XqTeamsView *self)
{
  return gtk_single_selection_get_selected_item (self->members_selection);
}

/* The board order of the selected team may change: until round 1 is paired (the store refuses after). */
static gboolean
can_reorder (XqTeamsView *self)
{
  return is_open (self) && xq_tournament_model_get_can_edit_players (self->model) && selected_team (self) != NULL;
}

static void
update_actions (XqTeamsView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   open = is_open (self);
  gboolean   busy = open && xq_tournament_model_get_busy (self->model);
  gboolean   writable = open && !busy && !xq_tournament_model_get_read_only (self->model);
  gboolean   entries = open && xq_tournament_model_get_can_edit_players (self->model);
  guint      position = gtk_single_selection_get_selected (self->members_selection);
  guint      n = self->members != NULL ? g_list_model_get_n_items (self->members) : 0;
  gboolean   team = selected_team (self) != NULL;
  gboolean   reorder = can_reorder (self);

  gtk_widget_action_set_enabled (widget, "teams.add-team", entries);
  gtk_widget_action_set_enabled (widget, "teams.add-player", writable && team);
  gtk_widget_action_set_enabled (widget, "teams.move-up", reorder && position != GTK_INVALID_LIST_POSITION && position > 0);
  gtk_widget_action_set_enabled (widget, "teams.move-down", reorder && position != GTK_INVALID_LIST_POSITION && position + 1 < n);
  gtk_widget_action_set_enabled (widget, "teams.set-lineup", writable && team && self->lineup_valid);
  gtk_widget_action_set_enabled (widget, "teams.rename-team", writable && team);
  gtk_widget_action_set_enabled (widget, "teams.remove-team", writable && entries && team);
  gtk_widget_action_set_enabled (widget, "teams.edit-player", writable && position != GTK_INVALID_LIST_POSITION);
  gtk_widget_action_set_enabled (widget, "teams.remove-player",
                                 writable && entries && position != GTK_INVALID_LIST_POSITION);
  gtk_widget_set_visible (self->team_edit_box, open && team);
  gtk_widget_set_visible (self->member_edit_box, open && team);
  gtk_widget_action_set_enabled (widget, "teams.withdraw",
                                 writable && !entries && team && xq_player_item_get_withdrawn_round (selected_team (self)) < 0);
  gtk_widget_set_visible (GTK_WIDGET (self->withdraw_button), open && !entries);
  gtk_widget_set_visible (GTK_WIDGET (self->add_team_box), entries || !open);
}

/* The players of @text ("1 2 4", "-" for an empty board) by registered place; FALSE with the
 * reason when a word is no place of the team. */
static GArray *
parse_lineup (XqTeamsView *self,
              const char  *text,
              GError     **error)
{
  g_auto (GStrv)     words = g_strsplit_set (text, " ,;\t", -1);
  g_autoptr (GArray) players = g_array_new (FALSE, TRUE, sizeof (gint64));
  guint              n = self->members != NULL ? g_list_model_get_n_items (self->members) : 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      char  *end = NULL;
      gint64 place, id = 0;

      if (*words[i] == '\0')
        continue;
      if (g_str_equal (words[i], "-") || g_str_equal (words[i], "–"))
        {
          g_array_append_val (players, id);
          continue;
        }
      place = g_ascii_strtoll (words[i], &end, 10);
      if (end == words[i] || *end != '\0' || place < 1 || place > n)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %s is what was typed, %u the number of players of the team */
                       _ ("“%s” is not a registered place of this team (1 to %u)"), words[i], n);
          return NULL;
        }
      {
        g_autoptr (XqPlayerItem) p = g_list_model_get_item (self->members, (guint) place - 1);
        id = xq_player_item_get_player_id (p);
      }
      g_array_append_val (players, id);
    }
  return g_steal_pointer (&players);
}

static const char *
member_name (XqTeamsView *self,
             gint64       player)
{
  guint n = self->members != NULL ? g_list_model_get_n_items (self->members) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqPlayerItem) p = g_list_model_get_item (self->members, i);
      if (xq_player_item_get_player_id (p) == player)
        return xq_player_item_get_name (p);
    }
  return "?";
}

/* "Board 1: Li · Board 2: — (forfeited)" */
static char *
describe_lineup (XqTeamsView  *self,
                 const gint64 *players,
                 guint         n)
{
  GString *out = g_string_new (NULL);
  guint    boards = xq_tournament_model_get_team_boards (self->model);

  for (guint k = 0; k < boards; k++)
    {
      gint64 p = k < n ? players[k] : 0;
      if (k > 0)
        g_string_append (out, " · ");
      if (p == 0)
        /* Translators: an empty board of a line-up; %u is the board */
        g_string_append_printf (out, _ ("Board %u: — (forfeited)"), k + 1);
      else
        /* Translators: %u is a board, %s the player on it */
        g_string_append_printf (out, _ ("Board %u: %s"), k + 1, member_name (self, p));
    }
  return g_string_free (out, FALSE);
}

/* The line-up typed, checked as it is typed; the one in force when nothing is typed. */
static void
update_lineup (XqTeamsView *self)
{
  const char        *text = gtk_editable_get_text (GTK_EDITABLE (self->lineup_entry));
  gint64             team = selected_team_id (self);
  guint              round = (guint) gtk_spin_button_get_value_as_int (self->round_spin);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) players = NULL;
  g_autofree char   *markup = NULL;
  g_autofree char   *typed = g_strstrip (g_strdup (text));

  self->lineup_valid = FALSE;
  if (!is_open (self) || team == 0)
    {
      gtk_label_set_text (self->lineup_label, "");
      update_actions (self);
      return;
    }
  if (*typed == '\0')
    {
      g_autoptr (GArray) now = xq_tournament_model_dup_lineup (self->model, team, round);
      g_autofree char   *described = describe_lineup (self, (const gint64 *) now->data, now->len);
      /* Translators: %u is a round, %s the boards and their players */
      markup = g_markup_printf_escaped (_ ("Round %u: %s"), round, described);
      gtk_label_set_markup (self->lineup_label, markup);
      update_actions (self);
      return;
    }
  players = parse_lineup (self, text, &error);
  if (players != NULL &&
      xq_tournament_model_check_lineup (self->model, team, (const gint64 *) players->data, players->len, &error))
    {
      g_autofree char *described = describe_lineup (self, (const gint64 *) players->data, players->len);
      self->lineup_valid = TRUE;
      /* Translators: a line-up that keeps the rules; %s lists its boards */
      markup = g_markup_printf_escaped ("<span foreground=\"#26a269\">✓</span> %s", described);
    }
  else
    /* Translators: a refused line-up; %s is the reason */
    markup = g_markup_printf_escaped ("<span foreground=\"#c01c28\">✗</span> %s", error->message);
  gtk_label_set_markup (self->lineup_label, markup);
  update_actions (self);
}

static void
update_team (XqTeamsView *self)
{
  XqPlayerItem    *team = selected_team (self);
  guint            boards = self->model != NULL ? xq_tournament_model_get_team_boards (self->model) : 0;
  guint            n_rounds = self->model != NULL ? xq_tournament_model_get_n_rounds (self->model) : 0;
  guint            keep = gtk_single_selection_get_selected (self->members_selection);
  g_autofree char *order = NULL;
  g_autofree char *title = NULL;
  gboolean         entries = is_open (self) && xq_tournament_model_get_can_edit_players (self->model);

  g_clear_object (&self->members);
  if (team != NULL && is_open (self))
    self->members = xq_tournament_model_dup_team_members (self->model, xq_player_item_get_entry_id (team));
  gtk_single_selection_set_model (self->members_selection, self->members);
  if (self->members != NULL && keep != GTK_INVALID_LIST_POSITION && keep < g_list_model_get_n_items (self->members))
    gtk_single_selection_set_selected (self->members_selection, keep);
  gtk_label_set_text (self->team_label, team != NULL ? xq_player_item_get_name (team) : "");
  gtk_widget_set_visible (GTK_WIDGET (self->add_player_box), team != NULL);
  if (entries)
    order = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Players sit in this order; those after board %u are reserves. Until round "
                                          "1 is paired, drag a player onto another row, or press Alt+↑ and Alt+↓, to "
                                          "move the player.",
                                          "Players sit in this order; those after board %u are reserves. Until round "
                                          "1 is paired, drag a player onto another row, or press Alt+↑ and Alt+↓, to "
                                          "move the player.",
                                          boards),
                             boards);
  else
    order = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "The registered order is fixed; those after board %u are reserves. A "
                                          "line-up keeps this order: a reserve may come in, players are never swapped.",
                                          "The registered order is fixed; those after board %u are reserves. A "
                                          "line-up keeps this order: a reserve may come in, players are never swapped.",
                                          boards),
                             boards);
  gtk_label_set_text (self->order_label, order);
  gtk_spin_button_set_range (self->round_spin, 1, MAX (1, n_rounds + 1));
  {
    gint64 event = self->model != NULL ? xq_tournament_model_get_event_id (self->model) : 0;
    if (event != self->event_id || n_rounds == 0)
      gtk_spin_button_set_value (self->round_spin, n_rounds + 1);
    self->event_id = event;
  }
  /* Translators: the heading of the line-up editor */
  title = g_strdup (_ ("Line-up of round"));
  gtk_label_set_text (self->lineup_title, title);
  update_lineup (self);
}

static void
show_error (XqTeamsView *self,
            GError      *error)
{
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (window) ? GTK_WINDOW (window) : NULL, NULL, error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
model_changed_cb (XqTeamsView *self)
{
  update_team (self);
}

/* A narrow window (360 px) shows the teams or the team chosen: a team is chosen with a click or
 * Enter, and the back button (or Alt+Left) goes back to the teams. */
static void
folded_cb (XqTeamsView *self)
{
  gboolean folded = adw_leaflet_get_folded (self->leaflet);

  gtk_widget_set_visible (self->back_button, folded);
  gtk_list_view_set_single_click_activate (self->teams_list, folded);
}

static void
team_activate_cb (XqTeamsView *self,
                  guint        position)
{
  gtk_single_selection_set_selected (self->teams_selection, position);
  adw_leaflet_set_visible_child (self->leaflet, self->team_pane);
}

static void
back_clicked_cb (XqTeamsView *self)
{
  adw_leaflet_set_visible_child (self->leaflet, self->teams_pane);
  gtk_widget_grab_focus (GTK_WIDGET (self->teams_list));
}

static void
team_selected_cb (XqTeamsView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->lineup_entry), "");
  update_team (self);
}

static void
member_selected_cb (XqTeamsView *self)
{
  update_actions (self);
}

static void
round_changed_cb (XqTeamsView *self)
{
  update_lineup (self);
}

static void
lineup_changed_cb (XqTeamsView *self)
{
  update_lineup (self);
}

static void
add_team_activate_cb (XqTeamsView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "teams.add-team", NULL);
}

static void
add_player_activate_cb (XqTeamsView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "teams.add-player", NULL);
}

static void
lineup_activate_cb (XqTeamsView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "teams.set-lineup", NULL);
}

static void
add_team_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  XqTeamsView       *self = XQ_TEAMS_VIEW (widget);
  g_autofree char   *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->team_entry))));
  g_autofree char   *club = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->club_entry))));
  g_autoptr (GError) error = NULL;
  gint64             id;

  if (*name == '\0')
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->team_entry));
      return;
    }
  id = xq_tournament_model_add_team (self->model, name, club, &error);
  if (id == 0)
    {
      show_error (self, error);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->team_entry), "");
  /* The new team is the last: select it (its players are a Tab away). The focus stays in the team
   * name, where the next team is typed: names typed on must not become players of a team. */
  gtk_single_selection_set_selected (self->teams_selection, g_list_model_get_n_items (G_LIST_MODEL (self->teams_selection)) - 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->team_entry));
}

static void
add_player_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqTeamsView       *self = XQ_TEAMS_VIEW (widget);
  g_autofree char   *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->player_entry))));
  g_autoptr (GError) error = NULL;
  XqPlayerSpec       spec = { name, gtk_spin_button_get_value_as_int (self->rating_spin), NULL, NULL };

  if (*name == '\0')
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->player_entry));
      return;
    }
  if (xq_tournament_model_add_team_player (self->model, selected_team_id (self), &spec, &error) == 0)
    {
      show_error (self, error);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->player_entry), "");
  gtk_widget_grab_focus (GTK_WIDGET (self->player_entry));
}

/* @player of the selected team to place @to of its board order (from 0); the moved player stays
 * selected and the list keeps the focus. */
static gboolean
move_member (XqTeamsView *self,
             gint64       player,
             guint        to)
{
  g_autoptr (GError) error = NULL;

  if (!xq_tournament_model_move_team_player (self->model, selected_team_id (self), player, to + 1, &error))
    {
      show_error (self, error);
      return FALSE;
    }
  gtk_single_selection_set_selected (self->members_selection, to);
  gtk_widget_grab_focus (GTK_WIDGET (self->members_list));
  return TRUE;
}

static void
move (XqTeamsView *self,
      int          delta)
{
  XqPlayerItem *p = selected_member (self);
  guint         position = gtk_single_selection_get_selected (self->members_selection);

  if (p == NULL)
    return;
  move_member (self, xq_player_item_get_player_id (p), (guint) ((int) position + delta));
}

/* The place of @player in the selected team's board order, or GTK_INVALID_LIST_POSITION. */
static guint
member_position (XqTeamsView *self,
                 gint64       player)
{
  guint n = self->members != NULL ? g_list_model_get_n_items (self->members) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqPlayerItem) p = g_list_model_get_item (self->members, i);
      if (xq_player_item_get_player_id (p) == player)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

typedef struct
{
  XqTeamsView *self;
  gint64       player;
  guint        to;
} DroppedMove;

static void
dropped_move_free (gpointer data)
{
  DroppedMove *m = data;

  g_object_unref (m->self);
  g_free (m);
}

/* The move of a drop, made once GTK is done with the drop: it rebuilds the rows, the dragged and
 * the target one with them. The order may have become fixed in between. */
static gboolean
dropped_move_cb (gpointer data)
{
  DroppedMove *m = data;

  if (can_reorder (m->self) && member_position (m->self, m->player) != GTK_INVALID_LIST_POSITION &&
      m->to < g_list_model_get_n_items (m->self->members))
    move_member (m->self, m->player, m->to);
  return G_SOURCE_REMOVE;
}

/* A player (his id, as dragged) dropped on the row at @to: refused once the order is fixed, for a
 * player of another team and on his own row. */
static gboolean
drop_member (XqTeamsView  *self,
             const GValue *value,
             guint         to)
{
  DroppedMove *m;
  gint64       player;
  guint        from;

  if (!can_reorder (self) || !G_VALUE_HOLDS_INT64 (value))
    return FALSE;
  player = g_value_get_int64 (value);
  from = member_position (self, player);
  if (from == GTK_INVALID_LIST_POSITION || to >= g_list_model_get_n_items (self->members) || from == to)
    return FALSE;
  m = g_new0 (DroppedMove, 1);
  m->self = g_object_ref (self);
  m->player = player;
  m->to = to;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, dropped_move_cb, m, dropped_move_free);
  return TRUE;
}

static XqTeamsView *
view_of (GtkEventController *controller)
{
  return XQ_TEAMS_VIEW (gtk_widget_get_ancestor (gtk_event_controller_get_widget (controller), XQ_TYPE_TEAMS_VIEW));
}

static GdkContentProvider *
member_drag_prepare_cb (GtkDragSource *source,
                        double         x,
                        double         y,
                        GtkListItem   *list_item)
{
  XqTeamsView  *self = view_of (GTK_EVENT_CONTROLLER (source));
  XqPlayerItem *p = gtk_list_item_get_item (list_item);
  GValue        value = G_VALUE_INIT;

  if (self == NULL || p == NULL || !can_reorder (self))
    return NULL;
  /* The row is held where it was pressed. */
  g_object_set_data (G_OBJECT (source), "xq-hot-x", GINT_TO_POINTER ((int) x));
  g_object_set_data (G_OBJECT (source), "xq-hot-y", GINT_TO_POINTER ((int) y));
  g_value_init (&value, G_TYPE_INT64);
  g_value_set_int64 (&value, xq_player_item_get_player_id (p));
  return gdk_content_provider_new_for_value (&value);
}

static void
member_drag_begin_cb (GtkDragSource *source,
                      GdkDrag       *drag,
                      GtkListItem   *list_item)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (gtk_list_item_get_child (list_item));

  gtk_drag_source_set_icon (source, paintable, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (source), "xq-hot-x")),
                            GPOINTER_TO_INT (g_object_get_data (G_OBJECT (source), "xq-hot-y")));
}

static GdkDragAction
member_drop_motion_cb (GtkDropTarget *target,
                       double         x,
                       double         y,
                       GtkListItem   *list_item)
{
  XqTeamsView *self = view_of (GTK_EVENT_CONTROLLER (target));

  return self != NULL && can_reorder (self) ? GDK_ACTION_MOVE : 0;
}

static gboolean
member_drop_cb (GtkDropTarget *target,
                const GValue  *value,
                double         x,
                double         y,
                GtkListItem   *list_item)
{
  XqTeamsView *self = view_of (GTK_EVENT_CONTROLLER (target));

  return self != NULL && drop_member (self, value, gtk_list_item_get_position (list_item));
}

static GtkWidget *
member_label (GtkBox      *row,
              GtkListItem *list_item,
              const char  *property)
{
  GtkWidget     *label = gtk_label_new (NULL);
  GtkExpression *item = gtk_property_expression_new (GTK_TYPE_LIST_ITEM, NULL, "item");
  GtkExpression *value = gtk_property_expression_new (XQ_TYPE_PLAYER_ITEM, item, property);

  gtk_expression_bind (value, label, "label", list_item);
  gtk_box_append (row, label);
  return label;
}

/* A row: place, name, rating; dragged by its player, dropped on to take its place. */
static void
member_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 gpointer                  data)
{
  GtkWidget     *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget     *number, *name, *rating;
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INT64, GDK_ACTION_MOVE);

  gtk_widget_set_margin_start (row, 6);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_top (row, 4);
  gtk_widget_set_margin_bottom (row, 4);
  number = member_label (GTK_BOX (row), list_item, "number");
  gtk_label_set_width_chars (GTK_LABEL (number), 3);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_add_css_class (number, "dim-label");
  name = member_label (GTK_BOX (row), list_item, "name");
  gtk_widget_set_hexpand (name, TRUE);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  rating = member_label (GTK_BOX (row), list_item, "rating");
  gtk_widget_add_css_class (rating, "numeric");
  gtk_widget_add_css_class (rating, "dim-label");

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (member_drag_prepare_cb), list_item);
  g_signal_connect (source, "drag-begin", G_CALLBACK (member_drag_begin_cb), list_item);
  g_signal_connect (target, "motion", G_CALLBACK (member_drop_motion_cb), list_item);
  g_signal_connect (target, "drop", G_CALLBACK (member_drop_cb), list_item);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (target));
  g_object_set_data (G_OBJECT (row), "xq-list-item", list_item);
  g_object_set_data (G_OBJECT (row), "xq-drag-source", source);
  g_object_set_data (G_OBJECT (row), "xq-drop-target", target);
  gtk_list_item_set_child (list_item, row);
}

static void
move_up_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  move (XQ_TEAMS_VIEW (widget), -1);
}

static void
move_down_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  move (XQ_TEAMS_VIEW (widget), 1);
}

static void
set_lineup_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  XqTeamsView       *self = XQ_TEAMS_VIEW (widget);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) players = parse_lineup (self, gtk_editable_get_text (GTK_EDITABLE (self->lineup_entry)), &error);
  guint              round = (guint) gtk_spin_button_get_value_as_int (self->round_spin);

  if (players == NULL ||
      !xq_tournament_model_set_lineup (self->model, round, selected_team_id (self), (const gint64 *) players->data,
                                       players->len, &error))
    {
      show_error (self, error);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->lineup_entry), "");
}

static void
withdraw_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      XqTeamsView      *self)
{
  g_autoptr (GError) error = NULL;
  gint64             team = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "team"));
  gboolean           struck = FALSE;

  if (g_str_equal (response, "withdraw") && !xq_tournament_model_withdraw (self->model, team, &struck, &error))
    show_error (self, error);
}

static void
withdraw_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  XqTeamsView       *self = XQ_TEAMS_VIEW (widget);
  XqPlayerItem      *team = selected_team (self);
  g_autoptr (GError) error = NULL;
  g_autofree char   *body = NULL;
  g_autofree char   *heading = NULL;
  XqWithdrawal       w;
  GtkWidget         *dialog;

  if (team == NULL)
    return;
  /* A team stands for itself where a player id is asked for (xq_desk_entry_of_player). */
  if (!xq_tournament_model_withdrawal_preview (self->model, xq_player_item_get_entry_id (team), &w, &error))
    {
      show_error (self, error);
      return;
    }
  body = xq_players_view_describe_withdrawal (xq_player_item_get_name (team), TRUE,
                                              xq_tournament_model_get_system (self->model), &w);
  heading = g_strdup_printf (_ ("Withdraw %s?"), xq_player_item_get_name (team));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "withdraw", _ ("_Withdraw"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "withdraw", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "team", GSIZE_TO_POINTER ((gsize) xq_player_item_get_entry_id (team)));
  g_signal_connect_object (dialog, "response", G_CALLBACK (withdraw_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Renaming and removing: names may be corrected at any time, a team or a player leaves only
 * before round 1 is paired (the store refuses after: withdraw then). */

static void
rename_team_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqTeamsView  *self = XQ_TEAMS_VIEW (widget);
  XqPlayerItem *team = selected_team (self);

  if (team != NULL && self->model != NULL)
    xq_players_view_correct_team (widget, self->model, team);
}

static void
edit_player_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqTeamsView  *self = XQ_TEAMS_VIEW (widget);
  XqPlayerItem *player = selected_member (self);

  if (player != NULL && self->model != NULL)
    xq_players_view_correct_player (widget, self->model, player);
}

static void
remove_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    XqTeamsView      *self)
{
  g_autoptr (GError) error = NULL;
  gint64             team = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "team"));
  gint64             player = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "player"));
  gboolean           done;

  if (!g_str_equal (response, "remove") || self->model == NULL)
    return;
  done = player != 0 ? xq_tournament_model_remove_team_player (self->model, team, player, &error)
                     : xq_tournament_model_remove_player (self->model, team, &error);
  if (!done)
    show_error (self, error);
}

/* Asks before @team (with @player: that player of it) is removed. */
static void
ask_remove (XqTeamsView  *self,
            XqPlayerItem *team,
            XqPlayerItem *player)
{
  g_autofree char *body = NULL;
  GtkWidget       *dialog;

  if (player != NULL)
    body = g_strdup_printf (_ ("%s leaves %s; the players after them move up one board."),
                            xq_player_item_get_name (player), xq_player_item_get_name (team));
  else
    body = g_strdup_printf (_ ("%s and its players leave the event."), xq_player_item_get_name (team));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   player != NULL ? _ ("Remove the Player?") : _ ("Remove the Team?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "remove", _ ("_Remove"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "remove");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "team", GSIZE_TO_POINTER ((gsize) xq_player_item_get_entry_id (team)));
  if (player != NULL)
    g_object_set_data (G_OBJECT (dialog), "player", GSIZE_TO_POINTER ((gsize) xq_player_item_get_player_id (player)));
  g_signal_connect_object (dialog, "response", G_CALLBACK (remove_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
remove_team_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqTeamsView  *self = XQ_TEAMS_VIEW (widget);
  XqPlayerItem *team = selected_team (self);

  if (team != NULL)
    ask_remove (self, team, NULL);
}

static void
remove_player_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  XqTeamsView  *self = XQ_TEAMS_VIEW (widget);
  XqPlayerItem *team = selected_team (self);
  XqPlayerItem *player = selected_member (self);

  if (team != NULL && player != NULL)
    ask_remove (self, team, player);
}

static void
member_activate_cb (XqTeamsView *self,
                    guint        position)
{
  gtk_single_selection_set_selected (self->members_selection, position);
  gtk_widget_activate_action (GTK_WIDGET (self), "teams.edit-player", NULL);
}

/* F2 renames and Delete removes what @list shows selected: the keys belong to the list, so that
 * the same keys in a text field edit the text. */
static void
add_list_keys (GtkWidget  *list,
               const char *rename,
               const char *remove)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_F2, 0),
                                                          gtk_named_action_new (rename)));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                                                          gtk_named_action_new (remove)));
  gtk_widget_add_controller (list, keys);
}

static void
xq_teams_view_dispose (GObject *object)
{
  XqTeamsView *self = XQ_TEAMS_VIEW (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_object (&self->members);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_TEAMS_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_teams_view_parent_class)->dispose (object);
}

static void
xq_teams_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqTeamsView *self = XQ_TEAMS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_teams_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  XqTeamsView *self = XQ_TEAMS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_teams_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_teams_view_class_init (XqTeamsViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_teams_view_dispose;
  object_class->get_property = xq_teams_view_get_property;
  object_class->set_property = xq_teams_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_TOURNAMENT_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (XQ_TYPE_BAR);
  g_type_ensure (XQ_TYPE_PLAYER_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-teams-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, add_team_box);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, team_entry);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, club_entry);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, leaflet);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, teams_pane);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, team_pane);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, back_button);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, teams_list);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, teams_selection);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, team_label);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, withdraw_button);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, team_edit_box);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, member_edit_box);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, add_player_box);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, player_entry);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, rating_spin);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, members_list);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, members_selection);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, order_label);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, lineup_title);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, round_spin);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, lineup_entry);
  gtk_widget_class_bind_template_child (widget_class, XqTeamsView, lineup_label);
  gtk_widget_class_bind_template_callback (widget_class, team_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, team_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, member_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, round_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, lineup_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, lineup_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_team_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_player_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, member_activate_cb);

  gtk_widget_class_install_action (widget_class, "teams.add-team", NULL, add_team_action);
  gtk_widget_class_install_action (widget_class, "teams.add-player", NULL, add_player_action);
  gtk_widget_class_install_action (widget_class, "teams.move-up", NULL, move_up_action);
  gtk_widget_class_install_action (widget_class, "teams.move-down", NULL, move_down_action);
  gtk_widget_class_install_action (widget_class, "teams.set-lineup", NULL, set_lineup_action);
  gtk_widget_class_install_action (widget_class, "teams.withdraw", NULL, withdraw_action);
  gtk_widget_class_install_action (widget_class, "teams.rename-team", NULL, rename_team_action);
  gtk_widget_class_install_action (widget_class, "teams.remove-team", NULL, remove_team_action);
  gtk_widget_class_install_action (widget_class, "teams.edit-player", NULL, edit_player_action);
  gtk_widget_class_install_action (widget_class, "teams.remove-player", NULL, remove_player_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "teams.move-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "teams.move-down", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_teams_view_init (XqTeamsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));
  add_list_keys (GTK_WIDGET (self->teams_list), "teams.rename-team", "teams.remove-team");
  add_list_keys (GTK_WIDGET (self->members_list), "teams.edit-player", "teams.remove-player");
  {
    g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
    g_signal_connect (factory, "setup", G_CALLBACK (member_setup_cb), NULL);
    gtk_list_view_set_factory (self->members_list, factory);
  }

  /* GtkSpinButton has no "activate" in GTK 4.8; its text field has. */
  g_signal_connect_object (gtk_editable_get_delegate (GTK_EDITABLE (self->rating_spin)), "activate",
                           G_CALLBACK (add_player_activate_cb), self, G_CONNECT_SWAPPED);
  self->model_signals = g_signal_group_new (XQ_TYPE_TOURNAMENT_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::busy", G_CALLBACK (update_actions), self);
  update_team (self);
}

GtkWidget *
xq_teams_view_new (void)
{
  return g_object_new (XQ_TYPE_TEAMS_VIEW, NULL);
}

/**
 * xq_teams_view_get_model:
 *
 * Returns: (transfer none) (nullable): the model shown
 */
XqTournamentModel *
xq_teams_view_get_model (XqTeamsView *self)
{
  g_return_val_if_fail (XQ_IS_TEAMS_VIEW (self), NULL);

  return self->model;
}

void
xq_teams_view_set_model (XqTeamsView       *self,
                         XqTournamentModel *model)
{
  g_return_if_fail (XQ_IS_TEAMS_VIEW (self));
  g_return_if_fail (model == NULL || XQ_IS_TOURNAMENT_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  gtk_single_selection_set_model (self->teams_selection, model != NULL ? xq_tournament_model_get_players (model) : NULL);
  update_team (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

/**
 * xq_teams_view_get_lineup_entry:
 *
 * Returns: (transfer none): the field where a line-up is typed (for tests)
 */
GtkEntry *
xq_teams_view_get_lineup_entry (XqTeamsView *self)
{
  g_return_val_if_fail (XQ_IS_TEAMS_VIEW (self), NULL);

  return self->lineup_entry;
}

/**
 * xq_teams_view_get_lineup_label:
 *
 * Returns: (transfer none): the check of the line-up typed (for tests)
 */
GtkLabel *
xq_teams_view_get_lineup_label (XqTeamsView *self)
{
  g_return_val_if_fail (XQ_IS_TEAMS_VIEW (self), NULL);

  return self->lineup_label;
}

/**
 * xq_teams_view_get_member_row:
 * @position: a place in the board order shown, from 0
 * @source: (out) (optional) (transfer none): the row's drag source
 * @target: (out) (optional) (transfer none): the row's drop target
 *
 * The drag-and-drop controllers of the row at @position of the selected team's players, if the
 * list has made it (for tests).
 *
 * Returns: whether there is such a row
 */
gboolean
xq_teams_view_get_member_row (XqTeamsView    *self,
                              guint           position,
                              GtkDragSource **source,
                              GtkDropTarget **target)
{
  g_return_val_if_fail (XQ_IS_TEAMS_VIEW (self), FALSE);

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->members_list)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      GtkWidget   *row = gtk_widget_get_first_child (w);
      GtkListItem *list_item = row != NULL ? g_object_get_data (G_OBJECT (row), "xq-list-item") : NULL;

      if (list_item == NULL || gtk_list_item_get_item (list_item) == NULL ||
          gtk_list_item_get_position (list_item) != position)
        continue;
      if (source != NULL)
        *source = g_object_get_data (G_OBJECT (row), "xq-drag-source");
      if (target != NULL)
        *target = g_object_get_data (G_OBJECT (row), "xq-drop-target");
      return TRUE;
    }
  return FALSE;
}

/**
 * xq_teams_view_get_members_list:
 *
 * Returns: (transfer none): the list of the selected team's players (for tests)
 */
GtkListView *
xq_teams_view_get_members_list (XqTeamsView *self)
{
  g_return_val_if_fail (XQ_IS_TEAMS_VIEW (self), NULL);

  return self->members_list;
}

/**
 * xq_teams_view_get_teams_list:
 *
 * Returns: (transfer none): the list of the teams
 */
GtkListView *
xq_teams_view_get_teams_list (XqTeamsView *self)
{
  g_return_val_if_fail (XQ_IS_TEAMS_VIEW (self), NULL);

  return self->teams_list;
}
