/* xq-members-dialog.c: the club's register — find (type-ahead), add, edit, import; and, picking,
 * entering members in the open event
 *
 * The list follows the search entry as it is typed (a part of the name, pinyin initials, pinyin).
 * Managing, activating a member opens the form (with the member's rating history); picking, it
 * enters the member in the open event and the entry keeps the focus for the next name: type
 * "zw", Enter, type "wty", Enter.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-members-dialog"

#include "config.h"

#include "xq-members-dialog.h"

#include <glib/gi18n.h>

#include "xq-file-dialogs.h"
#include "xq-member-item.h"
#include "xq-row-box.h"
#include "xq-tournament-ui.h"

struct _XqMembersDialog
{
  AdwWindow           parent_instance;

  XqSeasonModel      *season;
  gboolean            pick;
  gint64              editing; /* member in the form; 0: a new one */
  GtkSingleSelection *selection;

  /* Template widgets */
  AdwToastOverlay     *toast_overlay;
  GtkStack            *stack;
  GtkStack            *list_stack;
  GtkSearchEntry      *search_entry;
  GtkListView         *list_view;
  AdwStatusPage       *empty_page;
  AdwWindowTitle      *form_title;
  AdwEntryRow         *name_row;
  AdwEntryRow         *club_row;
  GtkSpinButton       *rating_spin;
  AdwComboRow         *sex_row;
  AdwEntryRow         *birth_row;
  AdwEntryRow         *fid_row;
  AdwEntryRow         *federation_row;
  AdwEntryRow         *title_row;
  AdwEntryRow         *contact_row;
  AdwPreferencesGroup *history_group;
  GtkListBox          *history_list;
};

G_DEFINE_FINAL_TYPE (XqMembersDialog, xq_members_dialog, ADW_TYPE_WINDOW)

static void
toast (XqMembersDialog *self,
       const char      *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

static void
update_empty (XqMembersDialog *self)
{
  GListModel *members = xq_season_model_get_members (self->season);
  gboolean    searching = *gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0';

  gtk_stack_set_visible_child_name (self->list_stack, g_list_model_get_n_items (members) > 0 ? "members" : "empty");
  adw_status_page_set_title (self->empty_page, searching ? _ ("No Member Found") : _ ("No Members"));
}

static void
search_changed_cb (XqMembersDialog *self)
{
  xq_season_model_set_query (self->season, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  update_empty (self);
}

static void
clear_history (XqMembersDialog *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->history_list))) != NULL)
    gtk_list_box_remove (self->history_list, child);
}

static void
fill_history (XqMembersDialog *self,
              gint64           member)
{
  g_autoptr (GArray) history = member > 0 ? xq_season_model_dup_history (self->season, member, NULL) : NULL;

  clear_history (self);
  gtk_widget_set_visible (GTK_WIDGET (self->history_group), history != NULL && history->len > 0);
  for (guint i = 0; history != NULL && i < history->len; i++)
    {
      const XqRatingChange *c = &g_array_index (history, XqRatingChange, i);
      GtkWidget            *row = adw_action_row_new ();
      g_autofree char      *change = c->new_rating - c->old_rating > 0 ? g_strdup_printf ("+%d", c->new_rating - c->old_rating)
                                                                       : g_strdup_printf ("%d", c->new_rating - c->old_rating);
      /* Translators: a line of a member's rating history: date, old and new rating, change, games */
      g_autofree char *subtitle = g_strdup_printf (_ ("%.10s · %d → %d (%s) · %u games"), c->closed, c->old_rating, c->new_rating,
                                                   change, c->games);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), c->event_name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_append (self->history_list, row);
    }
}

static void
show_form (XqMembersDialog *self,
           const XqMember  *m)
{
  const char *sex = m != NULL ? m->sex : "";

  self->editing = m != NULL ? m->id : 0;
  adw_window_title_set_title (self->form_title, m != NULL ? m->name : _ ("New Member"));
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), m != NULL ? m->name : "");
  gtk_editable_set_text (GTK_EDITABLE (self->club_row), m != NULL ? m->club : "");
  gtk_spin_button_set_value (self->rating_spin, m != NULL ? m->rating : 0);
  adw_combo_row_set_selected (self->sex_row, g_strcmp0 (sex, "m") == 0 ? 1 : g_strcmp0 (sex, "w") == 0 ? 2
                                                                                                       : 0);
  gtk_editable_set_text (GTK_EDITABLE (self->birth_row), m != NULL ? m->birth : "");
  gtk_editable_set_text (GTK_EDITABLE (self->fid_row), m != NULL ? m->federation_id : "");
  gtk_editable_set_text (GTK_EDITABLE (self->federation_row), m != NULL ? m->federation : "");
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), m != NULL ? m->title : "");
  gtk_editable_set_text (GTK_EDITABLE (self->contact_row), m != NULL ? m->contact : "");
  fill_history (self, self->editing);
  gtk_stack_set_visible_child_name (self->stack, "form");
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

static void
show_list (XqMembersDialog *self)
{
  gtk_stack_set_visible_child_name (self->stack, "list");
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Enters @item in the open event; says so. */
static void
enter (XqMembersDialog *self,
       XqMemberItem    *item)
{
  g_autoptr (GError) error = NULL;

  if (xq_season_model_enter_member (self->season, xq_member_item_get_id (item), 0, &error) == 0)
    {
      toast (self, error->message);
      return;
    }
  {
    /* Translators: %s is a player's name */
    g_autofree char *text = g_strdup_printf (_ ("%s entered"), xq_member_item_get_name (item));
    toast (self, text);
  }
  /* The next name. */
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
activate_item (XqMembersDialog *self,
               XqMemberItem    *item)
{
  if (self->pick)
    enter (self, item);
  else
    show_form (self, xq_member_item_get_member (item));
}

static void
row_activated_cb (XqMembersDialog *self,
                  guint            position)
{
  g_autoptr (XqMemberItem) item = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (item != NULL)
    activate_item (self, item);
}

/* Enter in the search entry: the member found, when the search finds one (or the first). */
static void
search_activate_cb (XqMembersDialog *self)
{
  g_autoptr (XqMemberItem) item = g_list_model_get_item (xq_season_model_get_members (self->season), 0);

  if (item != NULL)
    activate_item (self, item);
}

/* Escape in the search entry: the first clears what was typed, the next closes (HIG) */
static void
search_stop_cb (XqMembersDialog *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
form_activated_cb (XqMembersDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "members.save", NULL);
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  show_form (XQ_MEMBERS_DIALOG (widget), NULL);
}

static void
list_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  show_list (XQ_MEMBERS_DIALOG (widget));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqMembersDialog         *self = XQ_MEMBERS_DIALOG (widget);
  g_autoptr (GError)       error = NULL;
  static const char *const sexes[] = { "", "m", "w" };
  g_auto (XqMember)        m = { 0 };
  gint64                   id;

  if (self->editing > 0 && !xq_store_get_member (xq_tournament_model_get_store (xq_season_model_get_tournament (self->season)),
                                                 self->editing, &m, &error))
    {
      toast (self, error->message);
      return;
    }
  if (self->editing == 0)
    m.rated_games = -1;
#define TAKE(field, row)                                                          \
  G_STMT_START                                                                    \
  {                                                                               \
    g_free (m.field);                                                             \
    m.field = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)))); \
  }                                                                               \
  G_STMT_END
  TAKE (name, self->name_row);
  TAKE (club, self->club_row);
  TAKE (birth, self->birth_row);
  TAKE (federation_id, self->fid_row);
  TAKE (federation, self->federation_row);
  TAKE (title, self->title_row);
  TAKE (contact, self->contact_row);
#undef TAKE
  g_free (m.sex);
  m.sex = g_strdup (sexes[MIN (adw_combo_row_get_selected (self->sex_row), 2)]);
  gtk_spin_button_update (self->rating_spin);
  m.rating = gtk_spin_button_get_value_as_int (self->rating_spin);
  if (self->editing > 0)
    id = xq_season_model_update_member (self->season, &m, &error) ? self->editing : 0;
  else
    id = xq_season_model_add_member (self->season, &m, &error);
  if (id == 0)
    {
      toast (self, error->message);
      return;
    }
  if (self->pick && self->editing == 0 && xq_season_model_enter_member (self->season, id, 0, &error) == 0)
    toast (self, error->message);
  show_list (self);
  update_empty (self);
}

static void
import_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    XqMembersDialog *self)
{
  g_autoptr (GFile)  file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char   *text = NULL;
  gsize              length = 0;
  XqMemberImport     counts = { 0 };

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  if (file == NULL)
    return;
  xq_file_dialog_remember (XQ_FILE_KIND_PLAYERS, file);
  if (!g_file_load_contents (file, NULL, &text, &length, NULL, &error) ||
      !xq_season_model_import_members (self->season, text, length, &counts, &error))
    {
      /* Translators: %s says where the file cannot be read, e.g. "line 3, column 2: …" */
      g_autofree char *msg = g_strdup_printf (_ ("Nothing was imported: %s"), error->message);
      toast (self, msg);
      return;
    }
  {
    /* Translators: after importing members: how many were added, updated, already the same */
    g_autofree char *msg = g_strdup_printf (_ ("%u added, %u updated, %u unchanged"), counts.added, counts.updated, counts.unchanged);
    toast (self, msg);
  }
  update_empty (self);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqMembersDialog          *self = XQ_MEMBERS_DIALOG (widget);
  GtkFileChooserNative     *dialog;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  dialog = gtk_file_chooser_native_new (_ ("Import Members"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Import"), NULL);
  gtk_file_filter_set_name (filter, _ ("CSV files"));
  gtk_file_filter_add_suffix (filter, "csv");
  gtk_file_filter_add_mime_type (filter, "text/csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_PLAYERS, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (import_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
escape_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqMembersDialog *self = XQ_MEMBERS_DIALOG (widget);

  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "form"))
    show_list (self);
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
xq_members_dialog_dispose (GObject *object)
{
  XqMembersDialog *self = XQ_MEMBERS_DIALOG (object);

  if (self->season != NULL)
    xq_season_model_set_query (self->season, NULL);
  g_clear_object (&self->season);
  g_clear_object (&self->selection);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_MEMBERS_DIALOG);
  G_OBJECT_CLASS (xq_members_dialog_parent_class)->dispose (object);
}

static void
xq_members_dialog_class_init (XqMembersDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_members_dialog_dispose;

  g_type_ensure (XQ_TYPE_MEMBER_ITEM);
  g_type_ensure (XQ_TYPE_ROW_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-members-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, list_stack);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, search_entry);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, list_view);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, empty_page);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, form_title);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, club_row);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, rating_spin);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, sex_row);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, birth_row);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, fid_row);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, federation_row);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, title_row);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, contact_row);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, history_group);
  gtk_widget_class_bind_template_child (widget_class, XqMembersDialog, history_list);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stop_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, form_activated_cb);
  gtk_widget_class_install_action (widget_class, "members.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "members.back", NULL, list_action);
  gtk_widget_class_install_action (widget_class, "members.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "members.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "members.find", NULL, list_action);
  gtk_widget_class_install_action (widget_class, "members.escape", NULL, escape_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "members.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "members.find", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "members.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "members.escape", NULL);
}

static void
xq_members_dialog_init (XqMembersDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
xq_members_dialog_new (XqSeasonModel *season,
                       gboolean       pick)
{
  XqMembersDialog *self = g_object_new (XQ_TYPE_MEMBERS_DIALOG, NULL);

  self->season = g_object_ref (season);
  self->pick = pick;
  xq_season_model_set_query (season, NULL);
  xq_season_model_refresh_members (season, NULL);
  self->selection = gtk_single_selection_new (g_object_ref (xq_season_model_get_members (season)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  if (pick)
    gtk_window_set_title (GTK_WINDOW (self), _ ("Add Players from the Register"));
  update_empty (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  return GTK_WIDGET (self);
}

GtkSearchEntry *
xq_members_dialog_get_search_entry (XqMembersDialog *self)
{
  g_return_val_if_fail (XQ_IS_MEMBERS_DIALOG (self), NULL);
  return self->search_entry;
}
