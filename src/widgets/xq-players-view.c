/* xq-players-view.c: the entries of the event — add, correct, import, remove, withdraw
 *
 * A column view (number, name, club, rating, points, status) over the model's players, sortable by
 * column and filtered by name; new players are typed in the bar above it, Enter adds them and
 * leaves the cursor in the name field for the next one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-players-view"

#include "config.h"

#include "xq-players-view.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-bar.h"
#include "xq-file-dialogs.h"
#include "xq-player-item.h"
#include "xq-tournament-ui.h"

struct _XqPlayersView
{
  GtkWidget          parent_instance;

  XqTournamentModel *model;
  GSignalGroup      *model_signals;

  /* Template widgets */
  GtkBox             *add_box;
  GtkEntry           *name_entry;
  GtkEntry           *club_entry;
  GtkSpinButton      *rating_spin;
  GtkButton          *import_button;
  GtkLabel           *closed_label;
  GtkMenuButton      *bye_button;
  GtkMenuButton      *apart_button;
  GtkDropDown        *apart_drop;
  GtkLabel           *apart_label;
  GArray             *apart_players; /* gint64: the player ids of the drop-down */
  GtkSearchEntry     *search_entry;
  GtkColumnView      *column_view;
  GtkSingleSelection *selection;
  GtkSortListModel   *sort_model;
  GtkFilterListModel *filter_model;
  GtkStringFilter    *filter;
  GtkLabel           *count_label;
};

G_DEFINE_FINAL_TYPE (XqPlayersView, xq_players_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static XqPlayerItem *
selected_player (XqPlayersView *self)
{
  return gtk_single_selection_get_selected_item (self->selection);
}

/* The round a player entered now joins (a late entry, paired from the next round), or 0 when
 * entries are closed: an individual Swiss takes them until its last round is paired. */
static guint
late_entry_round (XqPlayersView *self)
{
  const XqEventData *d = xq_tournament_model_get_data (self->model);

  if (d == NULL || xq_tournament_model_get_busy (self->model) || xq_tournament_model_get_read_only (self->model) ||
      d->n_rounds == 0 || d->event.system != XQ_SYSTEM_SWISS || d->event.team_boards > 0 || d->n_rounds >= d->event.rounds)
    return 0;
  return d->n_rounds + 1;
}

/* The round a bye may be asked for now: the next of an individual Swiss, or 0. */
static guint
bye_round (XqPlayersView *self)
{
  const XqEventData *d = self->model != NULL ? xq_tournament_model_get_data (self->model) : NULL;

  if (d == NULL || xq_tournament_model_get_read_only (self->model) || d->event.system != XQ_SYSTEM_SWISS ||
      d->event.team_boards > 0 || d->n_rounds >= d->event.rounds)
    return 0;
  return d->n_rounds + 1;
}

static void
update_closed_label (XqPlayersView *self,
                     guint          late)
{
  const XqEventData *d = xq_tournament_model_get_data (self->model);
  g_autofree char   *text = NULL;

  if (late == 0)
    {
      gtk_label_set_text (self->closed_label,
                          _ ("Entries closed when round 1 was paired. Names, clubs and ratings can still be corrected."));
      return;
    }
  switch (d->event.late_entry)
    {
    case XQ_LATE_ENTRY_HALF:
      text = g_strdup_printf (_ ("A player entered now is paired from round %u and gets a half-point bye for each round "
                                 "before it, as the event sets."),
                              late);
      break;
    case XQ_LATE_ENTRY_ZERO:
      text = g_strdup_printf (_ ("A player entered now is paired from round %u and gets a zero-point bye for each round "
                                 "before it, as the event sets."),
                              late);
      break;
    case XQ_LATE_ENTRY_NONE:
    default:
      text = g_strdup_printf (_ ("A player entered now is paired from round %u, with no points for the rounds before "
                                 "it, as the event sets."),
                              late);
      break;
    }
  gtk_label_set_text (self->closed_label, text);
}

/* Shows or hides a button of the bar under the list: its place in the flow box with it, so a
 * hidden button leaves no gap. */
static void
show_button (GtkWidget *button,
             gboolean   visible)
{
  GtkWidget *parent = gtk_widget_get_parent (button);

  gtk_widget_set_visible (GTK_IS_FLOW_BOX_CHILD (parent) ? parent : button, visible);
}

static void
update_actions (XqPlayersView *self)
{
  GtkWidget    *widget = GTK_WIDGET (self);
  gboolean      open = self->model != NULL && xq_tournament_model_get_event_id (self->model) != 0;
  gboolean      busy = open && xq_tournament_model_get_busy (self->model);
  gboolean      edit = open && xq_tournament_model_get_can_edit_players (self->model);
  guint         late = open && !edit ? late_entry_round (self) : 0;
  gboolean      add = edit || late > 0;
  XqPlayerItem *player = selected_player (self);

  gtk_widget_action_set_enabled (widget, "players.add", add);
  gtk_widget_action_set_enabled (widget, "players.import", add);
  gtk_widget_action_set_enabled (widget, "players.edit", open && !busy && player != NULL && xq_player_item_get_player_id (player) != 0);
  gtk_widget_action_set_enabled (widget, "players.remove", edit && player != NULL);
  gtk_widget_action_set_enabled (widget, "players.withdraw", open && !busy && !edit && player != NULL && xq_player_item_get_player_id (player) != 0 && xq_player_item_get_withdrawn_round (player) < 0);
  gtk_widget_action_set_enabled (widget, "players.find", open);
  gtk_widget_action_set_enabled (widget, "players.bye",
                                 !busy && player != NULL && xq_player_item_get_player_id (player) != 0 &&
                                   xq_player_item_get_withdrawn_round (player) < 0 && bye_round (self) > 0);
  show_button (GTK_WIDGET (self->bye_button), bye_round (self) > 0);
  gtk_widget_action_set_enabled (widget, "players.forbid", open && !busy && player != NULL && xq_player_item_get_player_id (player) != 0 && !xq_tournament_model_get_read_only (self->model));
  show_button (GTK_WIDGET (self->apart_button), open && xq_tournament_model_get_system (self->model) == XQ_SYSTEM_SWISS &&
                                                  xq_tournament_model_get_data (self->model)->event.team_boards == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->add_box), add || !open);
  gtk_widget_set_visible (GTK_WIDGET (self->import_button), add || !open);
  if (open && !edit)
    update_closed_label (self, late);
  gtk_widget_set_visible (GTK_WIDGET (self->closed_label), open && !edit);
}

static void
update_count (XqPlayersView *self)
{
  guint            n = self->model != NULL ? g_list_model_get_n_items (xq_tournament_model_get_players (self->model)) : 0;
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n), n);

  gtk_label_set_text (self->count_label, text);
}

static void
model_changed_cb (XqPlayersView *self)
{
  update_count (self);
  update_actions (self);
}

static void
selection_changed_cb (XqPlayersView *self)
{
  update_actions (self);
}

static void
search_changed_cb (XqPlayersView *self)
{
  gtk_string_filter_set_search (self->filter, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

/* Closures of the columns: they take the item's properties, so that they follow its changes. */

static char *
rating_text (GtkListItem *list_item,
             int          rating)
{
  return rating > 0 ? g_strdup_printf ("%d", rating) : g_strdup ("");
}

static char *
status_text (GtkListItem *list_item,
             int          withdrawn_round,
             gboolean     struck,
             guint        bye_round,
             int          bye_kind)
{
  /* A bye asked for a round not yet paired shows before the pairing makes it a board. */
  if (withdrawn_round < 0 && bye_round > 0 && bye_kind == XQ_BYE_HALF)
    /* Translators: in the players table's Status column, before that round is paired */
    return g_strdup_printf (_ ("Half-point bye asked for round %u"), bye_round);
  if (withdrawn_round < 0 && bye_round > 0 && bye_kind == XQ_BYE_ZERO)
    /* Translators: in the players table's Status column, before that round is paired: an announced absence */
    return g_strdup_printf (_ ("Zero-point bye (absent) asked for round %u"), bye_round);
  if (withdrawn_round < 0)
    return g_strdup ("");
  if (struck)
    return g_strdup_printf (_ ("Withdrew after round %d; results annulled"), withdrawn_round);
  return g_strdup_printf (_ ("Withdrew after round %d"), withdrawn_round);
}

/* Adding */

static void
add_activate_cb (XqPlayersView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "players.add", NULL);
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  XqPlayersView     *self = XQ_PLAYERS_VIEW (widget);
  g_autoptr (GError) error = NULL;
  XqPlayerSpec       spec = { 0 };
  guint              n;

  gtk_spin_button_update (self->rating_spin);
  spec.name = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  spec.club = gtk_editable_get_text (GTK_EDITABLE (self->club_entry));
  spec.rating = gtk_spin_button_get_value_as_int (self->rating_spin);
  if (xq_tournament_model_add_player (self->model, &spec, &error) == 0)
    {
      xq_tournament_ui_error (widget, _ ("Cannot add the player"), error);
      gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
      return;
    }
  /* Ready for the next one: the club often repeats, the name and rating do not. */
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), "");
  gtk_spin_button_set_value (self->rating_spin, 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
  n = g_list_model_get_n_items (G_LIST_MODEL (self->selection));
  if (n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->column_view), "list.scroll-to-item", "u", n - 1);
}

/* Imports @contents; returns FALSE when a name is already there (the caller asks). */
static gboolean
import_contents (XqPlayersView *self,
                 GBytes        *contents,
                 gboolean       allow_duplicates,
                 GError       **duplicate)
{
  g_autoptr (GError) error = NULL;
  gsize              length = 0;
  const char        *csv = g_bytes_get_data (contents, &length);
  int                n;

  n = xq_tournament_model_import_players (self->model, csv != NULL ? csv : "", length, allow_duplicates, &error);
  if (n < 0 && g_error_matches (error, XQ_STORE_ERROR, XQ_STORE_ERROR_DUPLICATE))
    {
      g_propagate_error (duplicate, g_steal_pointer (&error));
      return FALSE;
    }
  if (n < 0)
    {
      xq_tournament_ui_error (GTK_WIDGET (self), _ ("Cannot import the players; nothing was imported"), error);
      return TRUE;
    }
  {
    g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player imported",
                                                             "%d players imported", n),
                                                n);
    xq_tournament_ui_toast (GTK_WIDGET (self), message);
  }
  return TRUE;
}

static void
duplicate_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       XqPlayersView    *self)
{
  GBytes *contents = g_object_get_data (G_OBJECT (dialog), "contents");

  if (g_strcmp0 (response, "import") == 0 && self->model != NULL)
    import_contents (self, contents, TRUE, NULL);
}

void
xq_players_view_import_file (XqPlayersView *self,
                             GFile         *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) contents = NULL;
  GtkWidget         *ask;

  g_return_if_fail (XQ_IS_PLAYERS_VIEW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->model == NULL)
    return;
  contents = g_file_load_bytes (file, NULL, NULL, &error);
  if (contents == NULL)
    {
      xq_tournament_ui_error (GTK_WIDGET (self), _ ("Cannot read the player list"), error);
      return;
    }
  if (import_contents (self, contents, FALSE, &error))
    return;
  /* A name already entered: another person of that name, or the same list twice? */
  ask = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _ ("Import a Name Twice?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (ask), "%s\n\n%s", error->message,
                                  _ ("Nothing was imported. Import the list anyway only if these are different people "
                                     "of the same name."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (ask), "cancel", _ ("_Cancel"), "import", _ ("_Import Anyway"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (ask), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (ask), "cancel");
  g_object_set_data_full (G_OBJECT (ask), "contents", g_bytes_ref (contents), (GDestroyNotify) g_bytes_unref);
  g_signal_connect_object (ask, "response", G_CALLBACK (duplicate_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (ask));
}

static void
import_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    XqPlayersView   *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file == NULL)
    return;
  xq_file_dialog_remember (XQ_FILE_KIND_PLAYERS, file);
  xq_players_view_import_file (self, file);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  GtkFileChooserNative *dialog;
  GtkFileFilter        *filter = gtk_file_filter_new ();

  dialog = gtk_file_chooser_native_new (_ ("Import Players"), GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Import"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_filter_set_name (filter, _ ("CSV Table (name, rating, club)"));
  gtk_file_filter_add_suffix (filter, "csv");
  gtk_file_filter_add_suffix (filter, "txt");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_PLAYERS, NULL);
  g_signal_connect_object (dialog, "response", G_CALLBACK (import_response_cb), widget, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Kept apart */

static void
apart_shown_cb (XqPlayersView *self)
{
  XqPlayerItem       *player = selected_player (self);
  const XqEventData  *d = self->model != NULL ? xq_tournament_model_get_data (self->model) : NULL;
  GtkStringList      *names = gtk_string_list_new (NULL);
  g_autoptr (GString) kept = g_string_new (NULL);
  gint64              me = player != NULL ? xq_player_item_get_player_id (player) : 0;

  g_clear_pointer (&self->apart_players, g_array_unref);
  self->apart_players = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; d != NULL && i < d->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (d->entries, XqEntry, i);
      if (e->player_id == me || e->player_id == 0)
        continue;
      g_array_append_val (self->apart_players, e->player_id);
      gtk_string_list_append (names, e->name);
      if (xq_event_data_forbidden (d, xq_desk_entry_of_player (d, me), e->id))
        g_string_append_printf (kept, "%s%s", kept->len > 0 ? ", " : "", e->name);
    }
  gtk_drop_down_set_model (self->apart_drop, G_LIST_MODEL (names));
  g_object_unref (names);
  if (kept->len > 0)
    {
      /* Translators: the players the selected one is never paired against */
      g_autofree char *text = g_strdup_printf (_ ("Never paired against: %s"), kept->str);
      gtk_label_set_text (self->apart_label, text);
    }
  else
    gtk_label_set_text (self->apart_label, _ ("Kept apart from nobody."));
}

static void
forbid_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqPlayersView     *self = XQ_PLAYERS_VIEW (widget);
  XqPlayerItem      *player = selected_player (self);
  guint              other = gtk_drop_down_get_selected (self->apart_drop);
  gboolean           forbid = g_variant_get_boolean (param);
  g_autoptr (GError) error = NULL;

  if (player == NULL || self->apart_players == NULL || other >= self->apart_players->len)
    return;
  if (!xq_tournament_model_forbid (self->model, xq_player_item_get_player_id (player),
                                   g_array_index (self->apart_players, gint64, other), forbid, &error))
    {
      xq_tournament_ui_error (widget, _ ("Cannot keep the players apart"), error);
      return;
    }
  apart_shown_cb (self);
  gtk_drop_down_set_selected (self->apart_drop, other);
  xq_tournament_ui_toast (widget, forbid ? _ ("Never paired together, journaled") : _ ("May be paired again, journaled"));
}

/* Byes asked for */

static void
bye_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  XqPlayersView     *self = XQ_PLAYERS_VIEW (widget);
  XqPlayerItem      *player = selected_player (self);
  const char        *what = g_variant_get_string (param, NULL);
  guint              round = bye_round (self);
  XqByeKind          kind = g_str_equal (what, "half") ? XQ_BYE_HALF : g_str_equal (what, "zero") ? XQ_BYE_ZERO
                                                                                                  : XQ_BYE_PAIRING;
  g_autoptr (GError) error = NULL;
  g_autofree char   *message = NULL;
  g_autofree char   *name = NULL;

  if (player == NULL || round == 0)
    return;
  name = g_strdup (xq_player_item_get_name (player));
  if (!xq_tournament_model_request_bye (self->model, xq_player_item_get_player_id (player), round, kind, &error))
    {
      xq_tournament_ui_error (widget, _ ("Cannot change the bye"), error);
      return;
    }
  if (kind == XQ_BYE_HALF)
    message = g_strdup_printf (_ ("%s has a half-point bye in round %u"), name, round);
  else if (kind == XQ_BYE_ZERO)
    message = g_strdup_printf (_ ("%s has a zero-point bye in round %u"), name, round);
  else
    message = g_strdup_printf (_ ("%s plays in round %u"), name, round);
  xq_tournament_ui_toast (widget, message);
}

/* Editing */

typedef struct
{
  GtkWidget         *widget; /* the view the dialog is for: errors and toasts show there */
  XqTournamentModel *model;
  gint64             player_id;
  gint64             entry_id;
  GtkEditable       *name;
  GtkEditable       *club;
  GtkSpinButton     *rating;
  GtkEditable       *federation_id;
} PlayerDialog;

static void
player_dialog_free (PlayerDialog *d)
{
  g_object_unref (d->widget);
  g_clear_object (&d->model);
  g_free (d);
}

static void
edit_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  PlayerDialog     *d)
{
  g_autoptr (GError) error = NULL;
  XqPlayerSpec       spec;

  if (g_strcmp0 (response, "save") != 0 || d->model == NULL)
    return;
  gtk_spin_button_update (d->rating);
  spec.name = gtk_editable_get_text (d->name);
  spec.club = gtk_editable_get_text (d->club);
  spec.rating = gtk_spin_button_get_value_as_int (d->rating);
  spec.federation_id = gtk_editable_get_text (d->federation_id);
  if (!xq_tournament_model_update_player (d->model, d->player_id, &spec, &error))
    xq_tournament_ui_error (d->widget, _ ("Cannot save the player"), error);
}

static GtkWidget *
labelled (GtkWidget  *grid,
          int         row,
          const char *label,
          GtkWidget  *field)
{
  GtkWidget *l = gtk_label_new_with_mnemonic (label);

  gtk_label_set_xalign (GTK_LABEL (l), 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), field);
  gtk_widget_add_css_class (l, "dim-label");
  gtk_widget_set_hexpand (field, TRUE);
  gtk_grid_attach (GTK_GRID (grid), l, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), field, 1, row, 1, 1);
  return field;
}

/* Shows @dialog with the focus in @field, its text selected: F2, a new name, Enter. */
static void
present_at (GtkWidget *dialog,
            GtkWidget *field)
{
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (field);
}

static void
edit_entry_activate_cb (GtkWidget        *entry,
                        AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, "save");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A dialog that corrects @heading's fields, Cancel or Save (Enter in a field saves); the grid it
 * returns in @grid has the name and the club in its first two rows, filled from @item. Returns:
 * the dialog, its PlayerDialog in @d (freed with it, after @response). */
static GtkWidget *
correct_dialog_new (GtkWidget         *widget,
                    XqTournamentModel *model,
                    XqPlayerItem      *item,
                    const char        *heading,
                    const char        *body,
                    GCallback          response,
                    GtkWidget        **grid,
                    PlayerDialog     **d)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), heading, body);
  GtkWidget *name, *club;

  *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (*grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (*grid), 12);
  name = labelled (*grid, 0, _ ("_Name"), gtk_entry_new ());
  club = labelled (*grid, 1, _ ("_Club"), gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (name), xq_player_item_get_name (item));
  gtk_editable_set_text (GTK_EDITABLE (club), xq_player_item_get_club (item));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), *grid);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "save", _ ("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  *d = g_new0 (PlayerDialog, 1);
  (*d)->widget = g_object_ref (widget);
  (*d)->model = g_object_ref (model);
  (*d)->name = GTK_EDITABLE (name);
  (*d)->club = GTK_EDITABLE (club);
  g_signal_connect (name, "activate", G_CALLBACK (edit_entry_activate_cb), dialog);
  g_signal_connect (club, "activate", G_CALLBACK (edit_entry_activate_cb), dialog);
  g_signal_connect_data (dialog, "response", response, *d, (GClosureNotify) player_dialog_free, 0);
  return dialog;
}

void
xq_players_view_correct_player (GtkWidget         *widget,
                                XqTournamentModel *model,
                                XqPlayerItem      *player)
{
  GtkWidget    *dialog, *grid, *rating, *fid;
  PlayerDialog *d;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (XQ_IS_TOURNAMENT_MODEL (model));
  g_return_if_fail (XQ_IS_PLAYER_ITEM (player));

  dialog = correct_dialog_new (widget, model, player, _ ("Correct the Player"),
                               _ ("The change shows wherever the player is entered."), G_CALLBACK (edit_response_cb),
                               &grid, &d);
  rating = labelled (grid, 2, _ ("_Rating"), gtk_spin_button_new_with_range (0, 9999, 10));
  fid = labelled (grid, 3, _ ("_Federation ID"), gtk_entry_new ());
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (rating), xq_player_item_get_rating (player));
  gtk_editable_set_text (GTK_EDITABLE (fid), xq_player_item_get_federation_id (player));
  d->player_id = xq_player_item_get_player_id (player);
  d->rating = GTK_SPIN_BUTTON (rating);
  d->federation_id = GTK_EDITABLE (fid);
  g_signal_connect (fid, "activate", G_CALLBACK (edit_entry_activate_cb), dialog);
  g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (rating)), "activate", G_CALLBACK (edit_entry_activate_cb),
                    dialog);
  present_at (dialog, GTK_WIDGET (d->name));
}

static void
team_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  PlayerDialog     *d)
{
  g_autoptr (GError) error = NULL;
  g_autofree char   *name = NULL;
  g_autofree char   *club = NULL;

  if (g_strcmp0 (response, "save") != 0 || d->model == NULL)
    return;
  name = g_strstrip (g_strdup (gtk_editable_get_text (d->name)));
  club = g_strstrip (g_strdup (gtk_editable_get_text (d->club)));
  if (!xq_tournament_model_update_team (d->model, d->entry_id, name, club, &error))
    xq_tournament_ui_error (d->widget, _ ("Cannot rename the team"), error);
}

void
xq_players_view_correct_team (GtkWidget         *widget,
                              XqTournamentModel *model,
                              XqPlayerItem      *team)
{
  GtkWidget    *dialog, *grid;
  PlayerDialog *d;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (XQ_IS_TOURNAMENT_MODEL (model));
  g_return_if_fail (XQ_IS_PLAYER_ITEM (team));

  dialog = correct_dialog_new (widget, model, team, _ ("Rename the Team"),
                               _ ("The new name shows in every pairing, standing and export."),
                               G_CALLBACK (team_response_cb), &grid, &d);
  d->entry_id = xq_player_item_get_entry_id (team);
  present_at (dialog, GTK_WIDGET (d->name));
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqPlayersView *self = XQ_PLAYERS_VIEW (widget);
  XqPlayerItem  *player = selected_player (self);

  if (player != NULL && self->model != NULL)
    xq_players_view_correct_player (widget, self->model, player);
}

static void
row_activate_cb (XqPlayersView *self,
                 guint          position)
{
  gtk_single_selection_set_selected (self->selection, position);
  gtk_widget_activate_action (GTK_WIDGET (self), "players.edit", NULL);
}

/* Removing, withdrawing */

static void
remove_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    PlayerDialog     *d)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "remove") == 0 && d->model != NULL &&
      !xq_tournament_model_remove_player (d->model, d->entry_id, &error))
    xq_tournament_ui_error (d->widget, _ ("Cannot remove the player"), error);
}

static void
remove_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqPlayersView   *self = XQ_PLAYERS_VIEW (widget);
  XqPlayerItem    *player = selected_player (self);
  g_autofree char *body = NULL;
  GtkWidget       *dialog;
  PlayerDialog    *d;

  if (player == NULL)
    return;
  body = g_strdup_printf (_ ("%s leaves the list; the players after them move up one number."),
                          xq_player_item_get_name (player));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _ ("Remove the Player?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "remove", _ ("_Remove"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "remove");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  d = g_new0 (PlayerDialog, 1);
  d->widget = g_object_ref (GTK_WIDGET (self));
  d->model = self->model != NULL ? g_object_ref (self->model) : NULL;
  d->entry_id = xq_player_item_get_entry_id (player);
  g_signal_connect_data (dialog, "response", G_CALLBACK (remove_response_cb), d, (GClosureNotify) player_dialog_free,
                         0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
withdraw_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      PlayerDialog     *d)
{
  g_autoptr (GError) error = NULL;
  gboolean           struck = FALSE;

  if (g_strcmp0 (response, "withdraw") != 0 || d->model == NULL)
    return;
  if (!xq_tournament_model_withdraw (d->model, d->player_id, &struck, &error))
    xq_tournament_ui_error (d->widget, _ ("Cannot withdraw the player"), error);
  else
    xq_tournament_ui_toast (d->widget,
                            struck ? _ ("Withdrawn; results annulled") : _ ("Withdrawn; results stand"));
}

/* What the rule will do, in words, for the arbiter to confirm (seed 000 §14). */
char *
xq_players_view_describe_withdrawal (const char         *name,
                                     gboolean            team,
                                     XqSystem            system,
                                     const XqWithdrawal *w)
{
  g_autofree char *played = NULL;

  if (team)
    played = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has played %u of %u match", "%s has played %u of %u matches",
                                           w->scheduled),
                              name, w->played, w->scheduled);
  else
    played = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has played %u of %u game", "%s has played %u of %u games",
                                           w->scheduled),
                              name, w->played, w->scheduled);
  if (w->annul)
    {
      if (w->annulled == 0)
        return g_strdup_printf (_ ("%s, fewer than half. They leave the table; no result of theirs counts."),
                                played);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s, fewer than half. They leave the table and their %u result is "
                                           "annulled: it counts for nobody, their opponent included.",
                                           "%s, fewer than half. They leave the table and their %u results are "
                                           "annulled: they count for nobody, their opponents included.",
                                           w->annulled),
                              played, w->annulled);
    }
  if (system == XQ_SYSTEM_SWISS || w->remaining == 0)
    return g_strdup_printf (_ ("%s, half or more. Their results stand and they are not paired again."), played);
  if (team)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s, half or more. Their results stand; the %u match still to come is "
                                         "lost by forfeit.",
                                         "%s, half or more. Their results stand; the %u matches still to come are "
                                         "lost by forfeit.",
                                         w->remaining),
                            played, w->remaining);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s, half or more. Their results stand; the %u game still to come is lost "
                                       "by forfeit.",
                                       "%s, half or more. Their results stand; the %u games still to come are "
                                       "lost by forfeit.",
                                       w->remaining),
                          played, w->remaining);
}

static void
withdraw_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  XqPlayersView     *self = XQ_PLAYERS_VIEW (widget);
  XqPlayerItem      *player = selected_player (self);
  g_autoptr (GError) error = NULL;
  g_autofree char   *body = NULL;
  g_autofree char   *heading = NULL;
  XqWithdrawal       w;
  GtkWidget         *dialog;
  PlayerDialog      *d;

  if (player == NULL)
    return;
  if (!xq_tournament_model_withdrawal_preview (self->model, xq_player_item_get_player_id (player), &w, &error))
    {
      xq_tournament_ui_error (widget, _ ("Cannot withdraw the player"), error);
      return;
    }
  body = xq_players_view_describe_withdrawal (xq_player_item_get_name (player), FALSE,
                                              xq_tournament_model_get_system (self->model), &w);
  heading = g_strdup_printf (_ ("Withdraw %s?"), xq_player_item_get_name (player));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "withdraw",
                                    _ ("_Withdraw"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "withdraw", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  d = g_new0 (PlayerDialog, 1);
  d->widget = g_object_ref (GTK_WIDGET (self));
  d->model = self->model != NULL ? g_object_ref (self->model) : NULL;
  d->player_id = xq_player_item_get_player_id (player);
  g_signal_connect_data (dialog, "response", G_CALLBACK (withdraw_response_cb), d,
                         (GClosureNotify) player_dialog_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
find_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  gtk_widget_grab_focus (GTK_WIDGET (XQ_PLAYERS_VIEW (widget)->search_entry));
}

/* GObject */

static void
xq_players_view_dispose (GObject *object)
{
  XqPlayersView *self = XQ_PLAYERS_VIEW (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_pointer (&self->apart_players, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_PLAYERS_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_players_view_parent_class)->dispose (object);
}

static void
xq_players_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  XqPlayersView *self = XQ_PLAYERS_VIEW (object);

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
xq_players_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  XqPlayersView *self = XQ_PLAYERS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_players_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_players_view_class_init (XqPlayersViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_players_view_dispose;
  object_class->get_property = xq_players_view_get_property;
  object_class->set_property = xq_players_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_TOURNAMENT_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (XQ_TYPE_BAR);
  g_type_ensure (XQ_TYPE_PLAYER_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-players-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, add_box);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, name_entry);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, club_entry);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, rating_spin);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, import_button);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, closed_label);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, bye_button);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, apart_button);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, apart_drop);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, apart_label);
  gtk_widget_class_bind_template_callback (widget_class, apart_shown_cb);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, column_view);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, selection);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, sort_model);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, filter_model);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, filter);
  gtk_widget_class_bind_template_child (widget_class, XqPlayersView, count_label);
  gtk_widget_class_bind_template_callback (widget_class, add_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, rating_text);
  gtk_widget_class_bind_template_callback (widget_class, status_text);

  gtk_widget_class_install_action (widget_class, "players.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "players.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "players.edit", NULL, edit_action);
  gtk_widget_class_install_action (widget_class, "players.remove", NULL, remove_action);
  gtk_widget_class_install_action (widget_class, "players.withdraw", NULL, withdraw_action);
  gtk_widget_class_install_action (widget_class, "players.bye", "s", bye_action);
  gtk_widget_class_install_action (widget_class, "players.forbid", "b", forbid_action);
  gtk_widget_class_install_action (widget_class, "players.find", NULL, find_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "players.find", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "players.remove", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_players_view_init (XqPlayersView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));

  gtk_sort_list_model_set_sorter (self->sort_model, gtk_column_view_get_sorter (self->column_view));
  /* GtkSpinButton has no "activate" in GTK 4.8; its text field has. */
  g_signal_connect_object (gtk_editable_get_delegate (GTK_EDITABLE (self->rating_spin)), "activate",
                           G_CALLBACK (add_activate_cb), self, G_CONNECT_SWAPPED);
  self->model_signals = g_signal_group_new (XQ_TYPE_TOURNAMENT_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::busy", G_CALLBACK (update_actions), self);
  update_count (self);
  update_actions (self);
}

GtkWidget *
xq_players_view_new (void)
{
  return g_object_new (XQ_TYPE_PLAYERS_VIEW, NULL);
}

/**
 * xq_players_view_get_model:
 *
 * Returns: (transfer none) (nullable): the model shown
 */
XqTournamentModel *
xq_players_view_get_model (XqPlayersView *self)
{
  g_return_val_if_fail (XQ_IS_PLAYERS_VIEW (self), NULL);

  return self->model;
}

void
xq_players_view_set_model (XqPlayersView     *self,
                           XqTournamentModel *model)
{
  g_return_if_fail (XQ_IS_PLAYERS_VIEW (self));
  g_return_if_fail (model == NULL || XQ_IS_TOURNAMENT_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  gtk_filter_list_model_set_model (self->filter_model, model != NULL ? xq_tournament_model_get_players (model) : NULL);
  update_count (self);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

/**
 * xq_players_view_get_list:
 *
 * Returns: (transfer none): the rows as shown (filtered and sorted), with the selection
 */
GtkSingleSelection *
xq_players_view_get_list (XqPlayersView *self)
{
  g_return_val_if_fail (XQ_IS_PLAYERS_VIEW (self), NULL);

  return self->selection;
}

/**
 * xq_players_view_get_column_view:
 *
 * Returns: (transfer none): the table
 */
GtkColumnView *
xq_players_view_get_column_view (XqPlayersView *self)
{
  g_return_val_if_fail (XQ_IS_PLAYERS_VIEW (self), NULL);

  return self->column_view;
}
