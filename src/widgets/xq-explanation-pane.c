/* xq-explanation-pane.c: natures, evidence and protection of the current move
 *
 * Shows an XqExplanationModel: the move's natures as chips (Chinese term and translated name, the
 * heaviest marked), the evidence sentences, and the protection table. Selecting a row of the table
 * selects it in the model, whose "marks" the window draws on the board. The profile selector edits
 * the model's profile (the window binds it to the settings). The analysis and the library example
 * (xq-explanation-details.ui) are made when first shown: the start position shows neither.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-explanation-pane"

#include "config.h"

#include "xq-explanation-pane.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-example-item.h"
#include "xq-explanation-model.h"
#include "xq-nature-item.h"
#include "xq-target-item.h"

struct _XqExplanationPane
{
  GtkWidget           parent_instance;

  XqExplanationModel *model;
  GSignalGroup       *model_signals;
  GBindingGroup      *model_bindings;
  gboolean            syncing;

  /* Template widgets (the details: NULL until made) */
  GtkLabel           *heading_label;
  GtkMenuButton      *profile_button;
  GMenuModel         *profile_menu; /* given to the button when first opened */
  GSimpleAction      *profile_action;
  GtkLabel           *comment_label;
  GtkLabel           *status_label;
  GtkWidget          *analysis_box;
  GtkFlowBox         *natures_box;
  GtkLabel           *evidence_label;
  GtkWidget          *targets_heading;
  GtkListBox         *targets_list;
  GtkWidget          *targets_hint;
  GtkSingleSelection *targets_selection;
  GtkLabel           *reason_label;
  GtkLabel           *counters_label;
  GtkWidget          *example_box;
  GtkLabel           *example_caption;
  GtkLabel           *example_title;
  GtkLabel           *example_text;
  GtkWidget          *example_override_box;
  GtkLabel           *example_override_title;
  GtkLabel           *example_override_note;
};

G_DEFINE_FINAL_TYPE (XqExplanationPane, xq_explanation_pane, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
create_chip_cb (gpointer item,
                gpointer user_data)
{
  XqNatureItem    *nature = item;
  g_autofree char *text = xq_term_with_name (xq_nature_item_get_term (nature), xq_nature_item_get_name (nature));
  GtkWidget       *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "nature-chip");
  if (xq_nature_item_get_attack (nature))
    gtk_widget_add_css_class (label, "attack");
  if (xq_nature_item_get_heaviest (nature))
    {
      g_autofree char *tip = g_strdup_printf (_ ("%s: the heaviest nature, the one that counts"), text);
      gtk_widget_add_css_class (label, "heaviest");
      gtk_widget_set_tooltip_text (label, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _ ("heaviest"), -1);
    }
  return label;
}

static void ensure_details (XqExplanationPane *self);

static void
update_evidence (XqExplanationPane *self)
{
  const char *const *evidence = self->model != NULL ? xq_explanation_model_get_evidence (self->model) : NULL;
  GString           *text;

  if (self->analysis_box == NULL)
    return;
  text = g_string_new (NULL);
  for (guint i = 0; evidence != NULL && evidence[i] != NULL; i++)
    g_string_append_printf (text, "%s• %s", i > 0 ? "\n" : "", evidence[i]);
  gtk_label_set_text (self->evidence_label, text->str);
  g_string_free (text, TRUE);
}

static void
update_visibility (XqExplanationPane *self)
{
  const char *status = self->model != NULL ? xq_explanation_model_get_status (self->model) : NULL;
  const char *counters = self->model != NULL ? xq_explanation_model_get_counters (self->model) : NULL;
  gboolean    available = self->model != NULL && xq_explanation_model_get_available (self->model);

  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL && *status != '\0');
  if (available)
    ensure_details (self);
  if (self->analysis_box != NULL)
    gtk_widget_set_visible (self->analysis_box, available);
  gtk_widget_set_visible (GTK_WIDGET (self->counters_label), counters != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->comment_label),
                          self->model != NULL && xq_explanation_model_get_comment (self->model) != NULL);
}

/* The library example the game was made from: its own text, in the user's language, beside the
 * engine's per-move analysis, and the arbiter's ruling where it overrides the engine. */
static void
update_example (XqExplanationPane *self)
{
  XqExampleItem   *example = self->model != NULL ? xq_explanation_model_get_example (self->model) : NULL;
  g_autofree char *caption = NULL;

  if (example != NULL)
    ensure_details (self);
  if (self->example_box != NULL)
    gtk_widget_set_visible (self->example_box, example != NULL);
  if (example == NULL)
    return;
  /* Translators: above the text of a library example on the board; %s is the clause */
  caption = g_strdup_printf (_ ("Library example · %s"), xq_example_item_get_clause (example));
  gtk_label_set_text (self->example_caption, caption);
  gtk_label_set_text (self->example_title, xq_example_item_get_title (example));
  gtk_label_set_text (self->example_text, xq_example_item_get_explanation (example));
  gtk_widget_set_visible (self->example_override_box, xq_example_item_get_overridden (example));
  if (xq_example_item_get_overridden (example))
    {
      gtk_label_set_text (self->example_override_title, _ ("The arbiter overrides the engine"));
      gtk_label_set_text (self->example_override_note, xq_example_item_get_arbiter_note (example));
    }
}

/* The table only when the move attacks something. */
static void
update_targets (XqExplanationPane *self)
{
  gboolean any;

  if (self->analysis_box == NULL)
    return;
  any = g_list_model_get_n_items (G_LIST_MODEL (self->targets_selection)) > 0;
  gtk_widget_set_visible (self->targets_heading, any);
  gtk_widget_set_visible (GTK_WIDGET (self->targets_list), any);
  gtk_widget_set_visible (self->targets_hint, any);
}

static void
update_reason (XqExplanationPane *self)
{
  XqTargetItem *item;

  if (self->analysis_box == NULL)
    return;
  item = gtk_single_selection_get_selected_item (self->targets_selection);
  gtk_label_set_text (self->reason_label, item != NULL ? xq_target_item_get_reason (item) : "");
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), item != NULL);
}

/* A row of the list of pieces attacked: the piece and its status, then who attacks and defends
 * it, every word shown however narrow the pane. */
static GtkWidget *
create_target_row (gpointer item,
                   gpointer user_data)
{
  XqTargetItem    *target = item;
  GtkWidget       *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget       *title, *detail, *row;
  g_autofree char *piece = NULL;
  g_autofree char *who = NULL;

  g_object_get (target, "piece-square", &piece, NULL);
  title = gtk_label_new (NULL);
  {
    g_autofree char *markup = g_markup_printf_escaped ("%s — <b>%s</b>", piece, xq_target_item_get_status_name (target));
    gtk_label_set_markup (GTK_LABEL (title), markup);
  }
  /* Translators: under a piece attacked: who attacks it and who defends it ("—" for nobody) */
  who = g_strdup_printf (_ ("Attackers: %s · Defenders: %s"), xq_target_item_get_attackers (target),
                         xq_target_item_get_defenders (target));
  detail = gtk_label_new (who);
  gtk_widget_add_css_class (detail, "dim-label");
  for (GtkWidget *label = title; label != NULL; label = label == title ? detail : NULL)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  {
    g_autofree char *name = g_strdup_printf ("%s, %s. %s", piece, xq_target_item_get_status_name (target), who);
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  }
  return row;
}

/* The list's selection follows the selection model (changed by the model or by a click). */
static void
select_target_row (XqExplanationPane *self)
{
  guint          selected = gtk_single_selection_get_selected (self->targets_selection);
  GtkListBoxRow *row =
    selected == GTK_INVALID_LIST_POSITION ? NULL : gtk_list_box_get_row_at_index (self->targets_list, (int) selected);

  if (gtk_list_box_get_selected_row (self->targets_list) == row)
    return;
  if (row != NULL)
    gtk_list_box_select_row (self->targets_list, row);
  else
    gtk_list_box_unselect_all (self->targets_list);
}

static void
target_row_selected_cb (XqExplanationPane *self,
                        GtkListBoxRow     *row)
{
  guint position = row != NULL ? (guint) gtk_list_box_row_get_index (row) : GTK_INVALID_LIST_POSITION;

  if (gtk_single_selection_get_selected (self->targets_selection) != position)
    gtk_single_selection_set_selected (self->targets_selection, position);
}

static void
model_selected_target_cb (XqExplanationPane *self)
{
  guint position = xq_explanation_model_get_selected_target (self->model);

  if (self->analysis_box == NULL)
    return;
  self->syncing = TRUE;
  gtk_single_selection_set_selected (self->targets_selection,
                                     position == G_MAXUINT ? GTK_INVALID_LIST_POSITION : position);
  select_target_row (self);
  self->syncing = FALSE;
  update_reason (self);
}

/* The profiles in XqProfile's order, as the menu lists them */
static const char *const profile_names[XQ_N_PROFILES] = { N_ ("CXA rules"), N_ ("AXF rules"), N_ ("1957 rules") };

/* The button says the profile; a screen reader hears "Rule profile" and the button's label. */
static void
show_profile (XqExplanationPane *self,
              XqProfile          profile)
{
  gtk_menu_button_set_label (self->profile_button,
                             _ (profile_names[profile < XQ_N_PROFILES ? profile : XQ_PROFILE_CXA]));
  g_simple_action_set_state (self->profile_action, g_variant_new_uint32 (profile));
}

static void
model_profile_cb (XqExplanationPane *self)
{
  show_profile (self, xq_explanation_model_get_profile (self->model));
}

static void
target_selected_cb (XqExplanationPane *self)
{
  guint selected = gtk_single_selection_get_selected (self->targets_selection);

  update_reason (self);
  if (!self->syncing)
    select_target_row (self);
  if (self->syncing || self->model == NULL)
    return;
  xq_explanation_model_set_selected_target (self->model, selected == GTK_INVALID_LIST_POSITION ? G_MAXUINT : selected);
}

static void
profile_change_state_cb (GSimpleAction *action,
                         GVariant      *state,
                         gpointer       user_data)
{
  XqExplanationPane *self = user_data;
  guint              profile = g_variant_get_uint32 (state);

  if (profile >= XQ_N_PROFILES)
    return;
  show_profile (self, (XqProfile) profile);
  if (self->model != NULL)
    xq_explanation_model_set_profile (self->model, (XqProfile) profile);
}

static void
create_profile_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  XqExplanationPane *self = user_data;

  gtk_menu_button_set_create_popup_func (button, NULL, NULL, NULL);
  gtk_menu_button_set_menu_model (button, self->profile_menu);
}

/* The analysis and the example, from their own file, put after the status line and bound to the
 * model. */
static void
ensure_details (XqExplanationPane *self)
{
  g_autoptr (GtkBuilder)      builder = NULL;
  g_autoptr (GtkBuilderScope) scope = NULL;
  GtkWidget                  *box = gtk_widget_get_parent (GTK_WIDGET (self->status_label));

  if (self->analysis_box != NULL)
    return;
  builder = gtk_builder_new ();
  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback (GTK_BUILDER_CSCOPE (scope), target_selected_cb);
  gtk_builder_cscope_add_callback (GTK_BUILDER_CSCOPE (scope), target_row_selected_cb);
  gtk_builder_set_scope (builder, scope);
  gtk_builder_set_current_object (builder, G_OBJECT (self));
  gtk_builder_set_translation_domain (builder, GETTEXT_PACKAGE);
  gtk_builder_add_from_resource (builder, "/io/github/qili/Qili/ui/xq-explanation-details.ui", NULL);

  self->analysis_box = GTK_WIDGET (gtk_builder_get_object (builder, "analysis_box"));
  self->natures_box = GTK_FLOW_BOX (gtk_builder_get_object (builder, "natures_box"));
  self->evidence_label = GTK_LABEL (gtk_builder_get_object (builder, "evidence_label"));
  self->targets_heading = GTK_WIDGET (gtk_builder_get_object (builder, "targets_heading"));
  self->targets_list = GTK_LIST_BOX (gtk_builder_get_object (builder, "targets_list"));
  self->targets_hint = GTK_WIDGET (gtk_builder_get_object (builder, "targets_hint"));
  /* Not a widget: the builder's reference goes with the builder */
  self->targets_selection = g_object_ref (GTK_SINGLE_SELECTION (gtk_builder_get_object (builder, "targets_selection")));
  self->reason_label = GTK_LABEL (gtk_builder_get_object (builder, "reason_label"));
  self->example_box = GTK_WIDGET (gtk_builder_get_object (builder, "example_box"));
  self->example_caption = GTK_LABEL (gtk_builder_get_object (builder, "example_caption"));
  self->example_title = GTK_LABEL (gtk_builder_get_object (builder, "example_title"));
  self->example_text = GTK_LABEL (gtk_builder_get_object (builder, "example_text"));
  self->example_override_box = GTK_WIDGET (gtk_builder_get_object (builder, "example_override_box"));
  self->example_override_title = GTK_LABEL (gtk_builder_get_object (builder, "example_override_title"));
  self->example_override_note = GTK_LABEL (gtk_builder_get_object (builder, "example_override_note"));
  g_assert (self->analysis_box != NULL && self->example_override_note != NULL);

  gtk_widget_set_visible (self->analysis_box, FALSE);
  gtk_box_insert_child_after (GTK_BOX (box), self->analysis_box, GTK_WIDGET (self->status_label));
  gtk_box_insert_child_after (GTK_BOX (box), self->example_box, self->analysis_box);
  g_signal_connect_object (self->targets_selection, "items-changed", G_CALLBACK (update_targets), self,
                           G_CONNECT_SWAPPED);
  gtk_flow_box_bind_model (self->natures_box,
                           self->model != NULL ? xq_explanation_model_get_natures (self->model) : NULL,
                           create_chip_cb, NULL, NULL);
  self->syncing = TRUE;
  gtk_single_selection_set_model (self->targets_selection,
                                  self->model != NULL ? xq_explanation_model_get_targets (self->model) : NULL);
  self->syncing = FALSE;
  gtk_list_box_bind_model (self->targets_list, G_LIST_MODEL (self->targets_selection), create_target_row, NULL, NULL);
  if (self->model != NULL)
    model_selected_target_cb (self);
  update_evidence (self);
  update_targets (self);
  update_reason (self);
}

static void
xq_explanation_pane_dispose (GObject *object)
{
  XqExplanationPane *self = XQ_EXPLANATION_PANE (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  if (self->model_bindings != NULL)
    g_binding_group_set_source (self->model_bindings, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model_bindings);
  g_clear_object (&self->model);
  g_clear_object (&self->profile_action);
  if (self->targets_list != NULL)
    gtk_list_box_bind_model (self->targets_list, NULL, NULL, NULL, NULL);
  self->targets_list = NULL;
  g_clear_object (&self->targets_selection);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_EXPLANATION_PANE);
  /* The template's top widget is not bound to a field: unparent it too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_explanation_pane_parent_class)->dispose (object);
}

static void
xq_explanation_pane_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  XqExplanationPane *self = XQ_EXPLANATION_PANE (object);

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
xq_explanation_pane_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  XqExplanationPane *self = XQ_EXPLANATION_PANE (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_explanation_pane_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_explanation_pane_class_init (XqExplanationPaneClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_explanation_pane_dispose;
  object_class->get_property = xq_explanation_pane_get_property;
  object_class->set_property = xq_explanation_pane_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_EXPLANATION_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (XQ_TYPE_TARGET_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-explanation-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, XqExplanationPane, heading_label);
  gtk_widget_class_bind_template_child (widget_class, XqExplanationPane, profile_button);
  gtk_widget_class_bind_template_child (widget_class, XqExplanationPane, profile_menu);
  gtk_widget_class_bind_template_child (widget_class, XqExplanationPane, comment_label);
  gtk_widget_class_bind_template_child (widget_class, XqExplanationPane, status_label);
  gtk_widget_class_bind_template_child (widget_class, XqExplanationPane, counters_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "explanation");
}

static void
xq_explanation_pane_init (XqExplanationPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
    GtkWidget                     *toggle = gtk_widget_get_first_child (GTK_WIDGET (self->profile_button));

    self->profile_action = g_simple_action_new_stateful ("profile", G_VARIANT_TYPE_UINT32, g_variant_new_uint32 (0));
    g_signal_connect_object (self->profile_action, "change-state", G_CALLBACK (profile_change_state_cb), self, 0);
    g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (self->profile_action));
    gtk_widget_insert_action_group (GTK_WIDGET (self), "explanation", G_ACTION_GROUP (group));
    gtk_menu_button_set_create_popup_func (self->profile_button, create_profile_menu_cb, self, NULL);
    if (toggle != NULL)
      {
        gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Rule profile"), -1);
        gtk_accessible_reset_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      }
    show_profile (self, XQ_PROFILE_CXA);
  }

  self->model_bindings = g_binding_group_new ();
  g_binding_group_bind (self->model_bindings, "heading", self->heading_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->model_bindings, "status", self->status_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->model_bindings, "counters", self->counters_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->model_bindings, "comment", self->comment_label, "label", G_BINDING_SYNC_CREATE);

  self->model_signals = g_signal_group_new (XQ_TYPE_EXPLANATION_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "notify::evidence", G_CALLBACK (update_evidence), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::status", G_CALLBACK (update_visibility), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::available", G_CALLBACK (update_visibility), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::counters", G_CALLBACK (update_visibility), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::comment", G_CALLBACK (update_visibility), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::selected-target", G_CALLBACK (model_selected_target_cb),
                                  self);
  g_signal_group_connect_swapped (self->model_signals, "notify::profile", G_CALLBACK (model_profile_cb), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::example", G_CALLBACK (update_example), self);
  update_visibility (self);
  update_targets (self);
  update_reason (self);
}

GtkWidget *
xq_explanation_pane_new (void)
{
  return g_object_new (XQ_TYPE_EXPLANATION_PANE, NULL);
}

/**
 * xq_explanation_pane_get_model:
 *
 * Returns: (transfer none) (nullable): the explanation shown
 */
XqExplanationModel *
xq_explanation_pane_get_model (XqExplanationPane *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_PANE (self), NULL);

  return self->model;
}

void
xq_explanation_pane_set_model (XqExplanationPane  *self,
                               XqExplanationModel *model)
{
  g_return_if_fail (XQ_IS_EXPLANATION_PANE (self));
  g_return_if_fail (model == NULL || XQ_IS_EXPLANATION_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  g_binding_group_set_source (self->model_bindings, model);
  if (self->analysis_box != NULL)
    {
      gtk_flow_box_bind_model (self->natures_box, model != NULL ? xq_explanation_model_get_natures (model) : NULL,
                               create_chip_cb, NULL, NULL);
      self->syncing = TRUE;
      gtk_single_selection_set_model (self->targets_selection,
                                      model != NULL ? xq_explanation_model_get_targets (model) : NULL);
      self->syncing = FALSE;
    }
  if (model != NULL)
    {
      model_profile_cb (self);
      model_selected_target_cb (self);
    }
  update_evidence (self);
  update_visibility (self);
  update_targets (self);
  update_example (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}
