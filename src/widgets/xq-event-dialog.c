/* xq-event-dialog.c: creating an event — system, rounds, scoring, rule profile, tie-breaks
 *
 * The tie-breaks start from the system's preset and can be reordered by dragging a row (or with
 * its arrow buttons, from the keyboard), removed, or added from a menu of the ones not listed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-event-dialog"

#include "config.h"

#include "xq-event-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-a11y.h"
#include "xq-tournament-ui.h"

/* The systems in the order the combo row lists them; the team systems (分台制) last. */
static const struct
{
  XqSystem system;
  gboolean team;
} systems[] = {
  { XQ_SYSTEM_SWISS, FALSE },
  { XQ_SYSTEM_ROUNDROBIN, FALSE },
  { XQ_SYSTEM_DOUBLE_ROUNDROBIN, FALSE },
  { XQ_SYSTEM_KNOCKOUT, FALSE },
  { XQ_SYSTEM_GROUPS, FALSE },
  { XQ_SYSTEM_SWISS, TRUE },
  { XQ_SYSTEM_ROUNDROBIN, TRUE },
  { XQ_SYSTEM_DOUBLE_ROUNDROBIN, TRUE },
  { XQ_SYSTEM_KNOCKOUT, TRUE },
};

/* Match points (场分) in the order the combo row lists them. */
static const XqScoring match_points[] = { XQ_SCORING_2_1_0, XQ_SCORING_3_1_0, XQ_SCORING_1_HALF_0 };

struct _XqEventDialog
{
  AdwWindow          parent_instance;

  XqTournamentModel *model;
  GArray            *tiebreaks; /* XqTiebreak, in order */
  gboolean           applying_preset;

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  AdwEntryRow     *name_row;
  AdwComboRow     *system_row;
  AdwActionRow    *rounds_row;
  GtkSpinButton   *rounds_spin;
  AdwComboRow     *rules_row;
  AdwComboRow     *round_one_row;
  AdwComboRow     *method_row;
  AdwComboRow     *late_row;
  AdwActionRow    *groups_row;
  GtkSpinButton   *groups_spin;
  AdwComboRow     *games_row;
  AdwActionRow    *boards_row;
  GtkSpinButton   *boards_spin;
  AdwComboRow     *match_points_row;
  AdwComboRow     *scoring_row;
  AdwComboRow     *profile_row;
  AdwComboRow     *preset_row;
  GtkMenuButton   *add_button;
  GtkListBox      *tiebreak_list;
};

G_DEFINE_FINAL_TYPE (XqEventDialog, xq_event_dialog, ADW_TYPE_WINDOW)

static XqSystem
selected_system (XqEventDialog *self)
{
  guint i = adw_combo_row_get_selected (self->system_row);

  return i < G_N_ELEMENTS (systems) ? systems[i].system : XQ_SYSTEM_SWISS;
}

static gboolean
selected_team (XqEventDialog *self)
{
  guint i = adw_combo_row_get_selected (self->system_row);

  return i < G_N_ELEMENTS (systems) && systems[i].team;
}

static void
update_actions (XqEventDialog *self)
{
  const char      *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_autofree char *clean = g_strstrip (g_strdup (name));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event-dialog.create", *clean != '\0');
}

/* The preset the list is, or the index of "Custom". */
static guint
matching_preset (XqEventDialog *self)
{
  guint i;

  for (i = 0; xq_tournament_ui_presets[i] != NULL; i++)
    {
      g_autoptr (GArray) list = xq_tiebreaks_parse (xq_tournament_ui_presets[i], NULL);
      if (list->len == self->tiebreaks->len &&
          memcmp (list->data, self->tiebreaks->data, list->len * sizeof (XqTiebreak)) == 0)
        return i;
    }
  return i;
}

static void rebuild_list (XqEventDialog *self);

static void
move_tiebreak (XqEventDialog *self,
               guint          from,
               guint          to)
{
  XqTiebreak t;

  if (from >= self->tiebreaks->len || to >= self->tiebreaks->len || from == to)
    return;
  t = g_array_index (self->tiebreaks, XqTiebreak, from);
  g_array_remove_index (self->tiebreaks, from);
  g_array_insert_val (self->tiebreaks, to, t);
  rebuild_list (self);
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkWidget     *row)
{
  GValue value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_INT);
  g_value_set_int (&value, gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)));
  return gdk_content_provider_new_for_value (&value);
}

static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag,
               GtkWidget     *row)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (row);

  gtk_drag_source_set_icon (source, paintable, 0, 0);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         GtkWidget     *row)
{
  GtkWidget     *dialog = gtk_widget_get_ancestor (row, XQ_TYPE_EVENT_DIALOG);
  XqEventDialog *self = XQ_EVENT_DIALOG (dialog);

  if (!G_VALUE_HOLDS_INT (value))
    return FALSE;
  move_tiebreak (self, (guint) g_value_get_int (value), (guint) gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)));
  return TRUE;
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip,
             const char *action,
             GVariant   *target)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  return button;
}

/* The rows are made here: their number and content follow the list being edited. */
static void
rebuild_list (XqEventDialog *self)
{
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget        *child;
  guint             n = self->tiebreaks->len;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->tiebreak_list))) != NULL)
    gtk_list_box_remove (self->tiebreak_list, child);
  for (guint i = 0; i < n; i++)
    {
      XqTiebreak       t = g_array_index (self->tiebreaks, XqTiebreak, i);
      GtkWidget       *row = adw_action_row_new ();
      GtkWidget       *handle = gtk_image_new_from_icon_name ("list-drag-handle-symbolic");
      GtkWidget       *up, *down, *remove;
      GtkDragSource   *source = gtk_drag_source_new ();
      GtkDropTarget   *target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);
      g_autofree char *title = g_strdup_printf ("%u. %s", i + 1, xq_tournament_ui_tiebreak (t));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), handle);
      up = icon_button ("go-up-symbolic", _ ("Move Up"), "event-dialog.move-tiebreak", g_variant_new ("(uu)", i, i - 1));
      down = icon_button ("go-down-symbolic", _ ("Move Down"), "event-dialog.move-tiebreak",
                          g_variant_new ("(uu)", i, i + 1));
      remove = icon_button ("list-remove-symbolic", _ ("Remove"), "event-dialog.remove-tiebreak", g_variant_new_uint32 (i));
      gtk_widget_set_sensitive (up, i > 0);
      gtk_widget_set_sensitive (down, i + 1 < n);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), up);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), down);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
      gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
      g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), row);
      g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), row);
      g_signal_connect (target, "drop", G_CALLBACK (drop_cb), row);
      gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
      gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (target));
      gtk_list_box_append (self->tiebreak_list, row);
    }
  if (n == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ ("Points only: level players share the place"));
      gtk_widget_add_css_class (row, "dim-label");
      gtk_list_box_append (self->tiebreak_list, row);
    }

  /* The ones not listed can be added. */
  for (guint t = 0; t < XQ_N_TIEBREAKS; t++)
    {
      gboolean listed = FALSE;
      for (guint i = 0; i < n; i++)
        listed |= g_array_index (self->tiebreaks, XqTiebreak, i) == (XqTiebreak) t;
      if (!listed)
        {
          g_autoptr (GMenuItem) item = g_menu_item_new (xq_tournament_ui_tiebreak ((XqTiebreak) t), NULL);
          g_menu_item_set_action_and_target_value (item, "event-dialog.add-tiebreak", g_variant_new_uint32 (t));
          g_menu_append_item (menu, item);
        }
    }
  gtk_menu_button_set_menu_model (self->add_button, G_MENU_MODEL (menu));
  gtk_widget_set_sensitive (GTK_WIDGET (self->add_button), n < XQ_N_TIEBREAKS);

  if (!self->applying_preset)
    {
      self->applying_preset = TRUE;
      adw_combo_row_set_selected (self->preset_row, matching_preset (self));
      self->applying_preset = FALSE;
    }
}

static void
set_tiebreaks (XqEventDialog *self,
               GArray        *list)
{
  g_array_set_size (self->tiebreaks, 0);
  g_array_append_vals (self->tiebreaks, list->data, list->len);
  rebuild_list (self);
}

static void
preset_changed_cb (XqEventDialog *self)
{
  guint              i = adw_combo_row_get_selected (self->preset_row);
  g_autoptr (GArray) list = NULL;

  if (self->applying_preset || i >= g_strv_length ((char **) xq_tournament_ui_presets))
    return;
  list = xq_tiebreaks_parse (xq_tournament_ui_presets[i], NULL);
  self->applying_preset = TRUE;
  set_tiebreaks (self, list);
  self->applying_preset = FALSE;
}

/* The split inside a score group is Qili's; the Dutch system has its own (S1 against S2). */
static void
rules_changed_cb (XqEventDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->method_row), selected_system (self) == XQ_SYSTEM_SWISS &&
                                                           adw_combo_row_get_selected (self->rules_row) == XQ_SWISS_RULES_QILI);
}

static void
system_changed_cb (XqEventDialog *self)
{
  XqSystem           system = selected_system (self);
  gboolean           team = selected_team (self);
  g_autoptr (GArray) list = team ? xq_tiebreaks_default_team () : xq_tiebreaks_default (system);

  gtk_widget_set_visible (GTK_WIDGET (self->rounds_row), system == XQ_SYSTEM_SWISS);
  gtk_widget_set_visible (GTK_WIDGET (self->rules_row), system == XQ_SYSTEM_SWISS);
  gtk_widget_set_visible (GTK_WIDGET (self->round_one_row), system == XQ_SYSTEM_SWISS);
  rules_changed_cb (self);
  gtk_widget_set_visible (GTK_WIDGET (self->late_row), system == XQ_SYSTEM_SWISS && !team);
  gtk_widget_set_visible (GTK_WIDGET (self->groups_row), system == XQ_SYSTEM_GROUPS);
  gtk_widget_set_visible (GTK_WIDGET (self->games_row),
                          !team && (system == XQ_SYSTEM_KNOCKOUT || system == XQ_SYSTEM_GROUPS));
  gtk_widget_set_visible (GTK_WIDGET (self->boards_row), team);
  gtk_widget_set_visible (GTK_WIDGET (self->match_points_row), team);
  adw_combo_row_set_selected (self->games_row, system == XQ_SYSTEM_GROUPS ? 1 : 0);
  /* Seed 002: groups score 3-1-0. */
  adw_combo_row_set_selected (self->scoring_row, system == XQ_SYSTEM_GROUPS ? XQ_SCORING_3_1_0 : XQ_SCORING_2_1_0);
  set_tiebreaks (self, list);
}

static void
name_changed_cb (XqEventDialog *self)
{
  update_actions (self);
}

static void
name_activated_cb (XqEventDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "event-dialog.create", NULL);
}

static void
create_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  XqEventDialog     *self = XQ_EVENT_DIALOG (widget);
  g_autoptr (GError) error = NULL;
  g_autofree char   *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  XqEvent            event = { 0 };
  gint64             id;

  xq_event_set_defaults (&event); /* byes a player may ask for: as qili-cli's create */
  event.name = name;
  event.system = selected_system (self);
  event.rounds = event.system == XQ_SYSTEM_SWISS ? (guint) gtk_spin_button_get_value_as_int (self->rounds_spin) : 0;
  event.scoring = (XqScoring) adw_combo_row_get_selected (self->scoring_row);
  event.method = event.system == XQ_SYSTEM_SWISS ? (XqPairingMethod) adw_combo_row_get_selected (self->method_row)
                                                 : XQ_PAIRING_FOLD;
  if (event.system == XQ_SYSTEM_SWISS)
    {
      event.swiss_rules = (XqSwissRules) adw_combo_row_get_selected (self->rules_row);
      event.round_one = (XqRoundOne) adw_combo_row_get_selected (self->round_one_row);
    }
  event.bye_opponent = XQ_BYE_OPPONENT_LOWEST;
  event.late_entry = event.system == XQ_SYSTEM_SWISS ? (XqLateEntry) adw_combo_row_get_selected (self->late_row)
                                                     : XQ_LATE_ENTRY_NONE;
  event.games_per_match =
    event.system == XQ_SYSTEM_KNOCKOUT || event.system == XQ_SYSTEM_GROUPS ? adw_combo_row_get_selected (self->games_row) + 1 : 1;
  if (selected_team (self))
    {
      guint mp = adw_combo_row_get_selected (self->match_points_row);
      event.team_boards = (guint) gtk_spin_button_get_value_as_int (self->boards_spin);
      event.match_points = mp < G_N_ELEMENTS (match_points) ? match_points[mp] : XQ_SCORING_2_1_0;
      event.games_per_match = 1;
    }
  event.group_count = event.system == XQ_SYSTEM_GROUPS ? (guint) gtk_spin_button_get_value_as_int (self->groups_spin) : 0;
  if (event.group_count % 2 == 1)
    event.group_count++;
  event.random_seed = g_random_int ();
  event.tiebreaks = self->tiebreaks;
  event.profile = (XqProfile) adw_combo_row_get_selected (self->profile_row);

  id = xq_tournament_model_create_event (self->model, &event, &error);
  if (id == 0 || !xq_tournament_model_open_event (self->model, id, &error))
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
      return;
    }
  gtk_window_close (GTK_WINDOW (self));
}

static void
add_tiebreak_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqEventDialog *self = XQ_EVENT_DIALOG (widget);
  XqTiebreak     t = (XqTiebreak) g_variant_get_uint32 (param);

  for (guint i = 0; i < self->tiebreaks->len; i++)
    if (g_array_index (self->tiebreaks, XqTiebreak, i) == t)
      return;
  g_array_append_val (self->tiebreaks, t);
  rebuild_list (self);
}

static void
remove_tiebreak_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  XqEventDialog *self = XQ_EVENT_DIALOG (widget);
  guint          i = g_variant_get_uint32 (param);

  if (i < self->tiebreaks->len)
    {
      g_array_remove_index (self->tiebreaks, i);
      rebuild_list (self);
    }
}

static void
move_tiebreak_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  guint from, to;

  g_variant_get (param, "(uu)", &from, &to);
  move_tiebreak (XQ_EVENT_DIALOG (widget), from, to);
}

static GListModel *
strings (const char *(*name) (int),
         guint n)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, name ((int) i));
  return G_LIST_MODEL (list);
}

static const char *
system_name (int i)
{
  if (systems[i].team)
    return xq_tournament_ui_team_system (systems[i].system);
  return xq_tournament_ui_system (systems[i].system);
}

static const char *
match_points_name (int i)
{
  return xq_tournament_ui_match_points (match_points[i]);
}

static const char *
scoring_name (int i)
{
  return xq_tournament_ui_scoring ((XqScoring) i);
}

static const char *
method_name (int i)
{
  return xq_tournament_ui_method ((XqPairingMethod) i);
}

static const char *
late_name (int i)
{
  switch ((XqLateEntry) i)
    {
    case XQ_LATE_ENTRY_HALF:
      return _ ("A half-point bye");
    case XQ_LATE_ENTRY_ZERO:
      return _ ("A zero-point bye");
    case XQ_LATE_ENTRY_NONE:
    default:
      return _ ("No points");
    }
}

static const char *
rules_name (int i)
{
  return (XqSwissRules) i == XQ_SWISS_RULES_DUTCH ? _ ("FIDE Dutch (C.04.3)") : _ ("Qili's top-down rules");
}

static const char *
round_one_name (int i)
{
  return (XqRoundOne) i == XQ_ROUND_ONE_LOT ? _ ("By lot") : _ ("By rating");
}

static const char *
profile_name (int i)
{
  return xq_tournament_ui_profile ((XqProfile) i);
}

static const char *
preset_name (int i)
{
  return xq_tournament_ui_preset (xq_tournament_ui_presets[i]);
}

static void
xq_event_dialog_dispose (GObject *object)
{
  XqEventDialog *self = XQ_EVENT_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_EVENT_DIALOG);
  g_clear_object (&self->model);
  g_clear_pointer (&self->tiebreaks, g_array_unref);

  G_OBJECT_CLASS (xq_event_dialog_parent_class)->dispose (object);
}

static void
xq_event_dialog_class_init (XqEventDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_event_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-event-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, system_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, rounds_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, round_one_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, method_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, late_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, groups_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, groups_spin);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, games_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, boards_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, boards_spin);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, match_points_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, scoring_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, profile_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, preset_row);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, add_button);
  gtk_widget_class_bind_template_child (widget_class, XqEventDialog, tiebreak_list);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, system_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, rules_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, preset_changed_cb);

  gtk_widget_class_install_action (widget_class, "event-dialog.create", NULL, create_action);
  gtk_widget_class_install_action (widget_class, "event-dialog.add-tiebreak", "u", add_tiebreak_action);
  gtk_widget_class_install_action (widget_class, "event-dialog.remove-tiebreak", "u", remove_tiebreak_action);
  gtk_widget_class_install_action (widget_class, "event-dialog.move-tiebreak", "(uu)", move_tiebreak_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
xq_event_dialog_init (XqEventDialog *self)
{
  g_autoptr (GListModel) presets = NULL;

  self->tiebreaks = g_array_new (FALSE, FALSE, sizeof (XqTiebreak));
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));

  adw_combo_row_set_model (self->scoring_row, strings (scoring_name, XQ_SCORING_1_HALF_0 + 1));
  adw_combo_row_set_model (self->rules_row, strings (rules_name, XQ_SWISS_RULES_DUTCH + 1));
  adw_combo_row_set_model (self->round_one_row, strings (round_one_name, XQ_ROUND_ONE_LOT + 1));
  adw_combo_row_set_model (self->method_row, strings (method_name, XQ_PAIRING_RANDOM + 1));
  adw_combo_row_set_model (self->late_row, strings (late_name, XQ_LATE_ENTRY_ZERO + 1));
  adw_combo_row_set_model (self->profile_row, strings (profile_name, XQ_N_PROFILES));
  adw_combo_row_set_model (self->match_points_row, strings (match_points_name, G_N_ELEMENTS (match_points)));
  presets = strings (preset_name, g_strv_length ((char **) xq_tournament_ui_presets));
  gtk_string_list_append (GTK_STRING_LIST (presets), xq_tournament_ui_preset (NULL));
  adw_combo_row_set_model (self->preset_row, presets);
  /* Setting the systems selects the first one and applies its defaults. */
  adw_combo_row_set_model (self->system_row, strings (system_name, G_N_ELEMENTS (systems)));
  system_changed_cb (self);
  update_actions (self);
  /* The name comes first: type it and press Enter. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->name_row));
}

GtkWidget *
xq_event_dialog_new (XqTournamentModel *model)
{
  XqEventDialog *self;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (model), NULL);

  self = g_object_new (XQ_TYPE_EVENT_DIALOG, NULL);
  self->model = g_object_ref (model);
  return GTK_WIDGET (self);
}

/**
 * xq_event_dialog_get_tiebreaks:
 *
 * Returns: (transfer none) (element-type XqTiebreak): the tie-breaks as listed
 */
GArray *
xq_event_dialog_get_tiebreaks (XqEventDialog *self)
{
  g_return_val_if_fail (XQ_IS_EVENT_DIALOG (self), NULL);

  return self->tiebreaks;
}

void
xq_event_dialog_move_tiebreak (XqEventDialog *self,
                               guint          from,
                               guint          to)
{
  g_return_if_fail (XQ_IS_EVENT_DIALOG (self));

  move_tiebreak (self, from, to);
}
