/* xq-rounds-view.c: the pairing table of a round, with result entry from the keyboard
 *
 * One key per result on the selected board — 1 Red wins, 0 Black wins, = draw, + and − the
 * forfeits — and the selection moves on to the next board, so that a round's slips are typed in
 * one after the other. R and B add a violation (违例) to Red or Black, Shift takes one back; the
 * store journals every change and Ctrl+Z takes the latest back. A board's button opens the game on
 * the Board page with the players' names and the event's rule profile (win.open-dispute). In a
 * Swiss, Why? (or ?) says in a popover why the selected board is paired so (xq-swiss-explain.h);
 * Changes by Hand swaps a board's colours, un-pairs a board and pairs the players left (each
 * journaled, the rules it breaks in a toast), and shows the event journal with who and when.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-rounds-view"

#include "config.h"

#include "xq-rounds-view.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-bar.h"
#include "xq-board-item.h"
#include "xq-tournament-ui.h"

struct _XqRoundsView
{
  GtkWidget          parent_instance;

  XqTournamentModel *model;
  GSignalGroup      *model_signals;
  GCancellable      *cancellable;

  /* Template widgets */
  GtkLabel            *round_label;
  GtkLabel            *progress_label;
  GtkButton           *pair_button;
  GtkButton           *explain_button;
  GtkPopover          *explain_popover;
  GtkMenuButton       *changes_button;
  GtkPopover          *changes_popover;
  GtkLabel            *journal_label;
  GtkBox              *pair_box;
  GtkDropDown         *red_drop;
  GtkDropDown         *black_drop;
  GArray              *unpaired; /* gint64 player ids of the drop-downs */
  GtkSpinner          *spinner;
  GtkStack            *content_stack;
  GtkColumnView       *column_view;
  GtkColumnViewColumn *board_column;
  GtkSingleSelection  *selection;
  GtkLabel            *hint_label;
};

G_DEFINE_FINAL_TYPE (XqRoundsView, xq_rounds_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static XqBoardItem *
selected_board (XqRoundsView *self)
{
  return gtk_single_selection_get_selected_item (self->selection);
}

static void
update_actions (XqRoundsView *self)
{
  GtkWidget   *widget = GTK_WIDGET (self);
  gboolean     open = self->model != NULL && xq_tournament_model_get_event_id (self->model) != 0;
  gboolean     busy = open && xq_tournament_model_get_busy (self->model);
  guint        round = open ? xq_tournament_model_get_round (self->model) : 0;
  guint        n_rounds = open ? xq_tournament_model_get_n_rounds (self->model) : 0;
  XqBoardItem *board = selected_board (self);
  gboolean     editable = open && !busy && board != NULL && xq_board_item_get_editable (board) &&
                      !xq_tournament_model_get_read_only (self->model);

  gtk_widget_action_set_enabled (widget, "rounds.pair", open && xq_tournament_model_get_can_pair (self->model));
  gtk_widget_action_set_enabled (widget, "rounds.repair", open && xq_tournament_model_get_can_repair (self->model));
  gtk_widget_action_set_enabled (widget, "rounds.undo", open && xq_tournament_model_get_can_undo (self->model));
  gtk_widget_action_set_enabled (widget, "rounds.previous", open && round > 1);
  gtk_widget_action_set_enabled (widget, "rounds.next", open && round < n_rounds);
  gtk_widget_action_set_enabled (widget, "rounds.result", editable);
  gtk_widget_action_set_enabled (widget, "rounds.violation", editable);
  gtk_widget_action_set_enabled (widget, "rounds.dispute", open && !busy);
  gtk_widget_action_set_enabled (widget, "rounds.swap-colours",
                                 editable && round == n_rounds && xq_board_item_get_result (board) == XQ_GAME_RESULT_NONE &&
                                   !xq_board_item_get_bye (board) && xq_board_item_get_kind (board) == XQ_GAME_REGULAR &&
                                   xq_tournament_model_get_system (self->model) == XQ_SYSTEM_SWISS);
  gtk_widget_set_visible (GTK_WIDGET (self->changes_button),
                          open && xq_tournament_model_get_system (self->model) == XQ_SYSTEM_SWISS && n_rounds > 0);
  gtk_widget_action_set_enabled (widget, "rounds.unpair",
                                 editable && round == n_rounds && xq_board_item_get_result (board) == XQ_GAME_RESULT_NONE &&
                                   xq_board_item_get_kind (board) == XQ_GAME_REGULAR &&
                                   xq_tournament_model_get_system (self->model) == XQ_SYSTEM_SWISS);
  gtk_widget_action_set_enabled (widget, "rounds.pair-players", open && !busy && self->unpaired != NULL && self->unpaired->len > 0);
  gtk_widget_action_set_enabled (widget, "rounds.explain",
                                 open && !busy && round > 0 && board != NULL &&
                                   xq_tournament_model_get_system (self->model) == XQ_SYSTEM_SWISS &&
                                   xq_board_item_get_kind (board) == XQ_GAME_REGULAR && xq_board_item_get_game (board) == 1);
}

/* A round of the groups system says its stage: the group stage is a double round robin in each
 * group (小组循环 of the regulations, then 交叉比赛), its rounds counted; the cross-over after it. */
static char *
groups_round_title (XqRoundsView *self,
                    guint         round)
{
  guint group_rounds = xq_tournament_model_get_group_rounds (self->model);
  int   group = -1;

  if (g_list_model_get_n_items (G_LIST_MODEL (self->selection)) > 0)
    {
      g_autoptr (XqBoardItem) first = g_list_model_get_item (G_LIST_MODEL (self->selection), 0);
      group = xq_board_item_get_group (first);
    }
  if (group >= 0 && group_rounds > 0 && round <= group_rounds)
    /* Translators: the title of a round of the group stage of a groups event */
    return g_strdup_printf (_ ("Group stage (double round robin): round %u of %u"), round, group_rounds);
  if (group >= 0)
    return g_strdup_printf (_ ("Group stage: round %u"), round);
  /* Translators: the title of a round of the knockout after the groups (交叉比赛) */
  return g_strdup_printf (_ ("Cross-over (交叉比赛): round %u"), round);
}

static void
update_labels (XqRoundsView *self)
{
  gboolean         open = self->model != NULL && xq_tournament_model_get_event_id (self->model) != 0;
  guint            round = open ? xq_tournament_model_get_round (self->model) : 0;
  guint            total = open ? xq_tournament_model_get_total_rounds (self->model) : 0;
  guint            n_rounds = open ? xq_tournament_model_get_n_rounds (self->model) : 0;
  GListModel      *boards = G_LIST_MODEL (self->selection);
  guint            n = g_list_model_get_n_items (boards), games = 0, done = 0;
  g_autofree char *title = NULL;
  g_autofree char *progress = NULL;
  g_autofree char *pair = NULL;
  XqSystem         system = open ? xq_tournament_model_get_system (self->model) : XQ_SYSTEM_SWISS;
  gboolean         read_only = open && xq_tournament_model_get_read_only (self->model);
  gboolean         playoff = FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqBoardItem) item = g_list_model_get_item (boards, i);
      playoff |= xq_board_item_get_kind (item) == XQ_GAME_PLAYOFF;
      if (!xq_board_item_get_editable (item))
        continue;
      games++;
      if (xq_board_item_get_result (item) != XQ_GAME_RESULT_NONE)
        done++;
    }
  if (round == 0)
    title = g_strdup (_ ("Not paired yet"));
  else if (system == XQ_SYSTEM_GROUPS)
    title = groups_round_title (self, round);
  else if (total > 0)
    title = g_strdup_printf (_ ("Round %u of %u"), round, total);
  else
    title = g_strdup_printf (_ ("Round %u"), round);
  gtk_label_set_text (self->round_label, title);
  if (round > 0)
    progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u result entered", "%u of %u results entered",
                                             games),
                                done, games);
  gtk_label_set_text (self->progress_label, progress != NULL ? progress : "");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_label), progress != NULL);

  if (open && xq_tournament_model_get_playoffs (self->model)->len > 0)
    pair = g_strdup (_ ("_Schedule the Play-off"));
  else if (total > 0 && n_rounds >= total)
    pair = g_strdup (_ ("All Rounds Paired"));
  else if (system == XQ_SYSTEM_KNOCKOUT || system == XQ_SYSTEM_GROUPS)
    pair = g_strdup (n_rounds == 0 ? _ ("_Pair Round 1") : _ ("_Pair Next"));
  else
    pair = g_strdup_printf (_ ("_Pair Round %u"), n_rounds + 1);
  gtk_button_set_label (self->pair_button, pair);
  {
    g_autoptr (GString) plain = g_string_new (pair);
    g_string_replace (plain, "_", "", 0);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->pair_button), GTK_ACCESSIBLE_PROPERTY_LABEL, plain->str, -1);
  }
  gtk_stack_set_visible_child_name (self->content_stack, n > 0 ? "boards" : "empty");
  /* Nothing to type into a file that cannot be written. */
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), n > 0 && !read_only);
  /* Room for "A · 12 · play-off". */
  gtk_column_view_column_set_fixed_width (self->board_column, playoff ? 150 : 72);
}

static void
model_changed_cb (XqRoundsView *self)
{
  update_labels (self);
  update_actions (self);
}

static void
busy_cb (XqRoundsView *self)
{
  gboolean busy = self->model != NULL && xq_tournament_model_get_busy (self->model);

  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  update_actions (self);
}

static void
selection_changed_cb (XqRoundsView *self)
{
  update_actions (self);
}

/* Closures of the columns: they take the item's properties, so that they follow its changes. */

static char *
board_text (GtkListItem *list_item,
            guint        board,
            guint        game,
            int          kind,
            int          group)
{
  g_autofree char *number = NULL;

  if (group == -2)
    {
      /* A team match: match.board, the decider of a level knockout match by its name. */
      if (kind == XQ_GAME_DECIDER)
        /* Translators: the decider of a team knockout match: %u is the match */
        return g_strdup_printf (_ ("%u · decider"), board);
      return g_strdup_printf ("%u.%u", board, game);
    }
  if (kind == XQ_GAME_PLAYOFF)
    /* Translators: a board whose game is a play-off (加赛): it breaks a tie and scores no points */
    number = g_strdup_printf (_ ("%u · play-off"), board);
  else if (kind == XQ_GAME_DECIDER)
    number = g_strdup_printf (_ ("%u · decider"), board);
  else if (game > 1 || kind != XQ_GAME_REGULAR)
    number = g_strdup_printf ("%u.%u", board, game);
  else
    number = g_strdup_printf ("%u", board);

  if (group >= 0)
    /* Translators: a board of a group stage: %c is the group's letter, %s the board number */
    return g_strdup_printf (_ ("%c · %s"), 'A' + group % 26, number);
  return g_steal_pointer (&number);
}

static char *
side_text (guint       number,
           const char *name,
           const char *score)
{
  if (name == NULL)
    return g_strdup ("");
  return g_strdup_printf ("%u  %s  (%s)", number, name, score != NULL ? score : "");
}

static char *
red_text (GtkListItem *list_item,
          guint        number,
          const char  *name,
          const char  *score)
{
  return side_text (number, name, score);
}

static char *
black_text (GtkListItem *list_item,
            gboolean     bye,
            guint        number,
            const char  *name,
            const char  *score)
{
  /* The model names the kind of bye in Black's place */
  if (bye)
    return g_strdup (name != NULL ? name : "");
  return side_text (number, name, score);
}

static char *
violations_text (GtkListItem *list_item,
                 gboolean     editable,
                 guint        red,
                 guint        black)
{
  if (!editable || (red == 0 && black == 0))
    return g_strdup ("");
  /* Translators: violations (违例) of Red and of Black in a game, e.g. "R 1 · B 0" */
  return g_strdup_printf (_ ("R %u · B %u"), red, black);
}

static GVariant *
game_target (GtkListItem *list_item,
             gint64       game_id)
{
  return g_variant_new_int64 (game_id);
}

/* Moving along */

/* The list view inside the column view, which has the list actions. */
static GtkWidget *
inner_list (XqRoundsView *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return NULL;
}

static void
select_board (XqRoundsView *self,
              guint         position)
{
  GtkWidget *list = inner_list (self);

  if (position >= g_list_model_get_n_items (G_LIST_MODEL (self->selection)))
    return;
  gtk_single_selection_set_selected (self->selection, position);
  if (list != NULL && gtk_widget_get_mapped (list))
    {
      gtk_widget_activate_action (list, "list.scroll-to-item", "u", position);
      /* Selects again and moves the keyboard focus to the row. */
      if (gtk_widget_has_focus (list) || gtk_widget_get_focus_child (list) != NULL)
        gtk_widget_activate_action (list, "list.select-item", "(ubb)", position, FALSE, FALSE);
    }
}

/* A round opened: its first board still without a result (or the first board). */
static void
select_pending (XqRoundsView *self)
{
  GListModel *boards = G_LIST_MODEL (self->selection);
  guint       n = g_list_model_get_n_items (boards);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqBoardItem) item = g_list_model_get_item (boards, i);
      if (xq_board_item_get_editable (item) && xq_board_item_get_result (item) == XQ_GAME_RESULT_NONE)
        {
          select_board (self, i);
          return;
        }
    }
  select_board (self, 0);
}

/* The result keys go to the table: whenever a round is shown, the table has the keyboard focus,
 * on the board selected. */
static void
focus_board (XqRoundsView *self)
{
  GtkWidget *list = inner_list (self);
  guint      selected = gtk_single_selection_get_selected (self->selection);

  if (list == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)) || selected == GTK_INVALID_LIST_POSITION)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->column_view));
  gtk_widget_activate_action (list, "list.select-item", "(ubb)", selected, FALSE, FALSE);
}

static void
round_changed_cb (XqRoundsView *self)
{
  select_pending (self);
  model_changed_cb (self);
  focus_board (self);
}

static gboolean
focus_board_idle_cb (gpointer data)
{
  focus_board (data);
  return G_SOURCE_REMOVE;
}

/* A popover closed (Why?, Changes by Hand): the keys go back to the board selected, for the next
 * result or the next change, instead of staying on the button that opened it. */
static void
popover_closed_cb (XqRoundsView *self)
{
  g_idle_add_full (G_PRIORITY_LOW, focus_board_idle_cb, g_object_ref (self), g_object_unref);
}

/* Enter (or a double click) on a board opens its game on the Board page: the keyboard's way to
 * the board's button, which leaves the keys to the rows. */
static void
board_activated_cb (XqRoundsView *self,
                    guint         position)
{
  g_autoptr (XqBoardItem) board = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (board != NULL && xq_board_item_get_editable (board))
    gtk_widget_activate_action (GTK_WIDGET (self), "rounds.dispute", "x", xq_board_item_get_game_id (board));
}

/* Shown (its tab chosen, the Tournament page opened): once the rows are laid out. */
static void
map_cb (XqRoundsView *self)
{
  g_idle_add_full (G_PRIORITY_LOW, focus_board_idle_cb, g_object_ref (self), g_object_unref);
}

/* After a result: the next board that takes one, or the same one at the end. */
static void
advance (XqRoundsView *self,
         guint         position)
{
  GListModel *boards = G_LIST_MODEL (self->selection);
  guint       n = g_list_model_get_n_items (boards);

  for (guint i = position + 1; i < n; i++)
    {
      g_autoptr (XqBoardItem) item = g_list_model_get_item (boards, i);
      if (xq_board_item_get_editable (item))
        {
          select_board (self, i);
          return;
        }
    }
  select_board (self, position);
}

/* Actions */

static void
pair_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr (XqRoundsView) self = user_data;
  g_autoptr (GError)       error = NULL;
  guint                    round;

  round = xq_tournament_model_pair_finish (XQ_TOURNAMENT_MODEL (source), result, &error);
  if (round == 0)
    {
      xq_tournament_ui_error (GTK_WIDGET (self), _ ("Cannot pair"), error);
      return;
    }
  if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    {
      select_pending (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->column_view));
    }
}

static void
pair (XqRoundsView *self,
      gboolean      again)
{
  xq_tournament_model_pair_async (self->model, again, self->cancellable, pair_done_cb, g_object_ref (self));
}

static void
pair_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  pair (XQ_ROUNDS_VIEW (widget), FALSE);
}

static void
repair_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  pair (XQ_ROUNDS_VIEW (widget), TRUE);
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  XqRoundsView *self = XQ_ROUNDS_VIEW (widget);
  guint         round = xq_tournament_model_get_round (self->model);

  if (round > 1)
    xq_tournament_model_set_round (self->model, round - 1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqRoundsView *self = XQ_ROUNDS_VIEW (widget);

  xq_tournament_model_set_round (self->model, xq_tournament_model_get_round (self->model) + 1);
}

static void
result_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqRoundsView      *self = XQ_ROUNDS_VIEW (widget);
  guint              position = gtk_single_selection_get_selected (self->selection);
  const char        *code = g_variant_get_string (param, NULL);
  XqGameResult       result = XQ_GAME_RESULT_NONE;
  g_autoptr (GError) error = NULL;

  if (position == GTK_INVALID_LIST_POSITION || (*code != '\0' && !xq_game_result_from_string (code, &result)))
    return;
  if (!xq_tournament_model_set_result (self->model, position, result, &error))
    {
      xq_tournament_ui_error (widget, _ ("Cannot enter the result"), error);
      return;
    }
  if (result != XQ_GAME_RESULT_NONE)
    advance (self, position);
}

static void
violation_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  XqRoundsView      *self = XQ_ROUNDS_VIEW (widget);
  guint              position = gtk_single_selection_get_selected (self->selection);
  const char        *what = g_variant_get_string (param, NULL);
  XqBoardItem       *board = selected_board (self);
  g_autoptr (GError) error = NULL;
  int                red, black;

  if (board == NULL)
    return;
  red = (int) xq_board_item_get_red_violations (board);
  black = (int) xq_board_item_get_black_violations (board);
  if (g_str_equal (what, "red+"))
    red++;
  else if (g_str_equal (what, "red-"))
    red--;
  else if (g_str_equal (what, "black+"))
    black++;
  else if (g_str_equal (what, "black-"))
    black--;
  if (red < 0 || black < 0 || red > 3 || black > 3)
    return;
  if (!xq_tournament_model_set_violations (self->model, position, (guint) red, (guint) black, &error))
    xq_tournament_ui_error (widget, _ ("Cannot record the violation"), error);
  else if (red == 3 || black == 3)
    xq_tournament_ui_toast (widget, _ ("A third violation loses the game"));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqRoundsView      *self = XQ_ROUNDS_VIEW (widget);
  g_autoptr (GError) error = NULL;
  guint              position = G_MAXUINT;

  if (!xq_tournament_model_undo (self->model, &position, &error))
    {
      xq_tournament_ui_error (widget, _ ("Cannot undo"), error);
      return;
    }
  if (position != G_MAXUINT)
    select_board (self, position);
}

static void
dispute_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  XqRoundsView           *self = XQ_ROUNDS_VIEW (widget);
  gint64                  game_id = g_variant_get_int64 (param);
  guint                   position = xq_tournament_model_find_board (self->model, game_id);
  g_autoptr (XqBoardItem) board = NULL;
  g_autofree char        *round = NULL;

  if (position == G_MAXUINT)
    return;
  board = g_list_model_get_item (xq_tournament_model_get_boards (self->model), position);
  round = xq_board_item_get_game (board) > 1 ? g_strdup_printf ("%u.%u", xq_board_item_get_round (board),
                                                                xq_board_item_get_game (board))
                                             : g_strdup_printf ("%u", xq_board_item_get_round (board));
  gtk_single_selection_set_selected (self->selection, position);
  if (!gtk_widget_activate_action (widget, "win.open-dispute", "(sssss)", xq_board_item_get_red_name (board),
                                   xq_board_item_get_black_name (board),
                                   xq_tournament_model_get_event_name (self->model), round,
                                   xq_profile_to_string (xq_tournament_model_get_profile (self->model))))
    g_debug ("no window to open the game in");
}

/* GObject */

/* Changes by hand */

static void
changes_shown_cb (XqRoundsView *self)
{
  g_autofree char   *journal = self->model != NULL ? xq_tournament_model_get_journal_text (self->model) : g_strdup ("");
  GtkStringList     *reds = gtk_string_list_new (NULL), *blacks = gtk_string_list_new (NULL);
  const XqEventData *d = self->model != NULL ? xq_tournament_model_get_data (self->model) : NULL;

  gtk_label_set_text (self->journal_label, *journal != '\0' ? journal : _ ("Nothing has been changed by hand."));
  /* The players un-paired by hand, to be paired again. */
  g_clear_pointer (&self->unpaired, g_array_unref);
  self->unpaired = self->model != NULL ? xq_tournament_model_get_unpaired (self->model) : g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < self->unpaired->len; i++)
    {
      gint64         player = g_array_index (self->unpaired, gint64, i);
      const XqEntry *e = xq_event_data_find_entry (d, xq_desk_entry_of_player (d, player));
      gtk_string_list_append (reds, e != NULL ? e->name : "?");
      gtk_string_list_append (blacks, e != NULL ? e->name : "?");
    }
  gtk_string_list_append (blacks, _ ("The bye"));
  gtk_drop_down_set_model (self->red_drop, G_LIST_MODEL (reds));
  gtk_drop_down_set_model (self->black_drop, G_LIST_MODEL (blacks));
  g_object_unref (reds);
  g_object_unref (blacks);
  if (self->unpaired->len > 1)
    gtk_drop_down_set_selected (self->black_drop, 1);
  gtk_widget_set_visible (GTK_WIDGET (self->pair_box), self->unpaired->len > 0);
  update_actions (self);
}

/* Says what a change by hand did, and which rules it breaks. */
static void
changed_by_hand (XqRoundsView *self,
                 const char   *done,
                 const char   *warnings)
{
  g_autofree char *message = NULL;

  changes_shown_cb (self);
  if (warnings != NULL && *warnings != '\0')
    /* Translators: a change by hand (%s, "Board 3 un-paired") made although it breaks rules (the second %s) */
    message = g_strdup_printf (_ ("%s, though: %s"), done, warnings);
  xq_tournament_ui_toast (GTK_WIDGET (self), message != NULL ? message : done);
}

typedef gboolean (*BoardChange) (XqTournamentModel *model,
                                 guint              board,
                                 char             **warnings,
                                 GError           **error);

/* Makes @change to the selected board; @failed heads the error, @done says what was done. */
static void
change_board (XqRoundsView *self,
              BoardChange   change,
              const char   *failed,
              const char   *done)
{
  XqBoardItem       *board = selected_board (self);
  g_autoptr (GError) error = NULL;
  g_autofree char   *warnings = NULL;

  if (self->model == NULL || board == NULL)
    return;
  if (!change (self->model, xq_board_item_get_board (board), &warnings, &error))
    {
      xq_tournament_ui_error (GTK_WIDGET (self), failed, error);
      return;
    }
  changed_by_hand (self, done, warnings);
}

static void
unpair_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqRoundsView    *self = XQ_ROUNDS_VIEW (widget);
  XqBoardItem     *board = selected_board (self);
  g_autofree char *done = g_strdup_printf (_ ("Board %u un-paired and journaled"), board != NULL ? xq_board_item_get_board (board) : 0);

  change_board (self, xq_tournament_model_unpair, _ ("Cannot un-pair the board"), done);
}

static void
pair_players_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqRoundsView      *self = XQ_ROUNDS_VIEW (widget);
  guint              r = gtk_drop_down_get_selected (self->red_drop), b = gtk_drop_down_get_selected (self->black_drop);
  g_autoptr (GError) error = NULL;
  g_autofree char   *warnings = NULL;
  gint64             red, black;

  if (self->model == NULL || self->unpaired == NULL || r >= self->unpaired->len)
    return;
  red = g_array_index (self->unpaired, gint64, r);
  black = b < self->unpaired->len ? g_array_index (self->unpaired, gint64, b) : 0;
  if (!xq_tournament_model_pair_players (self->model, red, black, &warnings, &error))
    {
      xq_tournament_ui_error (widget, _ ("Cannot pair the players"), error);
      return;
    }
  changed_by_hand (self, _ ("Paired by hand and journaled"), warnings);
}

static void
swap_colours_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqRoundsView    *self = XQ_ROUNDS_VIEW (widget);
  XqBoardItem     *board = selected_board (self);
  g_autofree char *done =
    g_strdup_printf (_ ("Colours of board %u swapped and journaled"), board != NULL ? xq_board_item_get_board (board) : 0);

  change_board (self, xq_tournament_model_swap_colours, _ ("Cannot swap the colours"), done);
}

/* Why? */

static void
explain_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  XqRoundsView      *self = XQ_ROUNDS_VIEW (widget);
  XqBoardItem       *board = selected_board (self);
  g_autoptr (GError) error = NULL;
  g_autofree char   *text = NULL;
  GtkWidget         *label;

  if (self->model == NULL || board == NULL)
    return;
  text = xq_tournament_model_explain_board (self->model, xq_tournament_model_get_round (self->model),
                                            xq_board_item_get_board (board), &error);
  if (text == NULL)
    {
      xq_tournament_ui_error (widget, _ ("Cannot explain the pairing"), error);
      return;
    }
  if (self->explain_popover == NULL)
    {
      self->explain_popover = GTK_POPOVER (gtk_popover_new ());
      gtk_widget_set_parent (GTK_WIDGET (self->explain_popover), GTK_WIDGET (self->explain_button));
      gtk_popover_set_position (self->explain_popover, GTK_POS_BOTTOM);
      gtk_widget_add_css_class (GTK_WIDGET (self->explain_popover), "explain");
      g_signal_connect_swapped (self->explain_popover, "closed", G_CALLBACK (popover_closed_cb), self);
    }
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_label_set_width_chars (GTK_LABEL (label), 50);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Why this pairing"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  gtk_popover_set_child (self->explain_popover, label);
  gtk_popover_popup (self->explain_popover);
}

/**
 * xq_rounds_view_get_explanation:
 *
 * Returns: (transfer none) (nullable): the popover of Why?, once opened
 */
GtkPopover *
xq_rounds_view_get_explanation (XqRoundsView *self)
{
  g_return_val_if_fail (XQ_IS_ROUNDS_VIEW (self), NULL);

  return self->explain_popover;
}

/**
 * xq_rounds_view_get_journal:
 *
 * Returns: (transfer none): the label of the journal in Changes by Hand
 */
GtkLabel *
xq_rounds_view_get_journal (XqRoundsView *self)
{
  g_return_val_if_fail (XQ_IS_ROUNDS_VIEW (self), NULL);

  return self->journal_label;
}

static void
xq_rounds_view_dispose (GObject *object)
{
  XqRoundsView *self = XQ_ROUNDS_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_pointer (&self->unpaired, g_array_unref);
  if (self->explain_popover != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->explain_popover));
  self->explain_popover = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_ROUNDS_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_rounds_view_parent_class)->dispose (object);
}

static void
xq_rounds_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  XqRoundsView *self = XQ_ROUNDS_VIEW (object);

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
xq_rounds_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  XqRoundsView *self = XQ_ROUNDS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_rounds_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bind_result (GtkWidgetClass *widget_class,
             guint           keyval,
             const char     *code)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, "rounds.result", "s", code);
}

static void
xq_rounds_view_class_init (XqRoundsViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_rounds_view_dispose;
  object_class->get_property = xq_rounds_view_get_property;
  object_class->set_property = xq_rounds_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_TOURNAMENT_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (XQ_TYPE_BAR);
  g_type_ensure (XQ_TYPE_BOARD_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-rounds-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, round_label);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, progress_label);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, pair_button);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, explain_button);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, changes_button);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, changes_popover);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, journal_label);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, pair_box);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, red_drop);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, black_drop);
  gtk_widget_class_bind_template_callback (widget_class, changes_shown_cb);
  gtk_widget_class_bind_template_callback (widget_class, popover_closed_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_activated_cb);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, board_column);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, spinner);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, content_stack);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, column_view);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, selection);
  gtk_widget_class_bind_template_child (widget_class, XqRoundsView, hint_label);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_text);
  gtk_widget_class_bind_template_callback (widget_class, red_text);
  gtk_widget_class_bind_template_callback (widget_class, black_text);
  gtk_widget_class_bind_template_callback (widget_class, violations_text);
  gtk_widget_class_bind_template_callback (widget_class, game_target);

  gtk_widget_class_install_action (widget_class, "rounds.pair", NULL, pair_action);
  gtk_widget_class_install_action (widget_class, "rounds.repair", NULL, repair_action);
  gtk_widget_class_install_action (widget_class, "rounds.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "rounds.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "rounds.result", "s", result_action);
  gtk_widget_class_install_action (widget_class, "rounds.violation", "s", violation_action);
  gtk_widget_class_install_action (widget_class, "rounds.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "rounds.dispute", "x", dispute_action);
  gtk_widget_class_install_action (widget_class, "rounds.explain", NULL, explain_action);
  gtk_widget_class_install_action (widget_class, "rounds.swap-colours", NULL, swap_colours_action);
  gtk_widget_class_install_action (widget_class, "rounds.unpair", NULL, unpair_action);
  gtk_widget_class_install_action (widget_class, "rounds.pair-players", NULL, pair_players_action);

  bind_result (widget_class, GDK_KEY_1, "1-0");
  bind_result (widget_class, GDK_KEY_KP_1, "1-0");
  bind_result (widget_class, GDK_KEY_0, "0-1");
  bind_result (widget_class, GDK_KEY_KP_0, "0-1");
  bind_result (widget_class, GDK_KEY_equal, "1/2-1/2");
  bind_result (widget_class, GDK_KEY_KP_Equal, "1/2-1/2");
  bind_result (widget_class, GDK_KEY_KP_Decimal, "1/2-1/2");
  bind_result (widget_class, GDK_KEY_plus, "+-");
  bind_result (widget_class, GDK_KEY_KP_Add, "+-");
  bind_result (widget_class, GDK_KEY_minus, "-+");
  bind_result (widget_class, GDK_KEY_KP_Subtract, "-+");
  bind_result (widget_class, GDK_KEY_asterisk, "--");
  bind_result (widget_class, GDK_KEY_KP_Multiply, "--");
  bind_result (widget_class, GDK_KEY_Delete, "");
  bind_result (widget_class, GDK_KEY_BackSpace, "");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "rounds.violation", "s", "red+");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "rounds.violation", "s", "red-");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, 0, "rounds.violation", "s", "black+");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_B, GDK_SHIFT_MASK, "rounds.violation", "s", "black-");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "rounds.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_SHIFT_MASK, "rounds.explain", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, 0, "rounds.explain", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "rounds.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "rounds.next", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_rounds_view_init (XqRoundsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->model_signals = g_signal_group_new (XQ_TYPE_TOURNAMENT_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::round", G_CALLBACK (round_changed_cb), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::event-id", G_CALLBACK (round_changed_cb), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::busy", G_CALLBACK (busy_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  update_labels (self);
  update_actions (self);
}

GtkWidget *
xq_rounds_view_new (void)
{
  return g_object_new (XQ_TYPE_ROUNDS_VIEW, NULL);
}

/**
 * xq_rounds_view_get_model:
 *
 * Returns: (transfer none) (nullable): the model shown
 */
XqTournamentModel *
xq_rounds_view_get_model (XqRoundsView *self)
{
  g_return_val_if_fail (XQ_IS_ROUNDS_VIEW (self), NULL);

  return self->model;
}

void
xq_rounds_view_set_model (XqRoundsView      *self,
                          XqTournamentModel *model)
{
  g_return_if_fail (XQ_IS_ROUNDS_VIEW (self));
  g_return_if_fail (model == NULL || XQ_IS_TOURNAMENT_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  gtk_single_selection_set_model (self->selection, model != NULL ? xq_tournament_model_get_boards (model) : NULL);
  select_pending (self);
  update_labels (self);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

/**
 * xq_rounds_view_get_selection:
 *
 * Returns: (transfer none): the boards of the round shown, with the one results go to
 */
GtkSingleSelection *
xq_rounds_view_get_selection (XqRoundsView *self)
{
  g_return_val_if_fail (XQ_IS_ROUNDS_VIEW (self), NULL);

  return self->selection;
}
