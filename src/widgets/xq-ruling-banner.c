/* xq-ruling-banner.c: the verdict when the current position closes a cycle
 *
 * Revealed while the explanation model holds a ruling: the verdict, who must change and the
 * clause, with buttons for the window's "win.show-cycle" and "win.export-ruling". When a side
 * must change, "How to Change…" lists its moves by kind (repeats, keeps the forbidden pattern,
 * breaks the cycle), each group with its reason. Its widgets are made when the first ruling shows:
 * most games never show one, and the first frame does without them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-ruling-banner"

#include "config.h"

#include "xq-ruling-banner.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-alternative-item.h"
#include "xq-bar.h"
#include "xq-explanation-model.h"

struct _XqRulingBanner
{
  GtkWidget           parent_instance;

  XqExplanationModel *model;
  GBindingGroup      *bindings;
  GSignalGroup       *signals;
  gboolean            built; /* the template's widgets are made */

  /* Template widgets */
  GtkRevealer *revealer;
  GtkWidget   *box;
  GtkLabel    *title_label;
  GtkLabel    *detail_label;
  GtkLabel    *clause_label;
  GtkLabel    *override_label;
  GtkWidget   *way_out_button;
  GtkLabel    *way_out_label;
  GtkListBox  *way_out_list;
};

G_DEFINE_FINAL_TYPE (XqRulingBanner, xq_ruling_banner, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A kind of move chosen (a click, Enter): the board draws those moves as arrows. */
static void
alternative_activated_cb (AdwActionRow      *row,
                          XqAlternativeItem *alternative)
{
  guint           n = 0;
  const XqMove   *moves = xq_alternative_item_get_move_list (alternative, &n);
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(yy)"));
  for (guint i = 0; i < n; i++)
    g_variant_builder_add (&builder, "(yy)", (guchar) xq_move_from (moves[i]), (guchar) xq_move_to (moves[i]));
  gtk_widget_activate_action_variant (GTK_WIDGET (row), "win.show-moves", g_variant_builder_end (&builder));
}

static GtkWidget *
create_alternative_row (gpointer item,
                        gpointer user_data)
{
  XqAlternativeItem *alternative = item;
  GtkWidget         *row = adw_action_row_new ();
  GtkWidget         *count;
  g_autofree char   *n = g_strdup_printf ("%u", xq_alternative_item_get_n_moves (alternative));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), xq_alternative_item_get_moves (alternative));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), xq_alternative_item_get_reason (alternative));
  count = gtk_label_new (n);
  gtk_widget_add_css_class (count, "dim-label");
  gtk_widget_set_tooltip_text (count, xq_alternative_item_get_heading (alternative));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), count);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, _ ("Show these moves on the board"));
  g_signal_connect_object (row, "activated", G_CALLBACK (alternative_activated_cb), alternative, 0);
  gtk_widget_add_css_class (row, xq_alternative_item_get_kind (alternative) == XQ_ALTERNATIVE_BREAKS ? "way-out-breaks"
                                                                                                     : "way-out-not");
  return row;
}

/* A heading over the first row of each kind. */
static void
header_cb (GtkListBoxRow *row,
           GtkListBoxRow *before,
           gpointer       user_data)
{
  XqRulingBanner               *self = user_data;
  GListModel                   *model = xq_explanation_model_get_alternatives (self->model);
  g_autoptr (XqAlternativeItem) item = g_list_model_get_item (model, (guint) gtk_list_box_row_get_index (row));
  g_autoptr (XqAlternativeItem) previous =
    before != NULL ? g_list_model_get_item (model, (guint) gtk_list_box_row_get_index (before)) : NULL;
  GtkWidget *label;

  if (item == NULL || (previous != NULL && xq_alternative_item_get_kind (previous) == xq_alternative_item_get_kind (item)))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  label = gtk_label_new (xq_alternative_item_get_heading (item));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "way-out-heading");
  gtk_list_box_row_set_header (row, label);
}

static void
update (XqRulingBanner *self)
{
  const char *clause = self->model != NULL ? xq_explanation_model_get_ruling_clause (self->model) : NULL;
  const char *override = self->model != NULL ? xq_explanation_model_get_ruling_override (self->model) : NULL;

  if (!self->built)
    return;
  if (self->model != NULL && xq_explanation_model_get_ruling_forbidden (self->model))
    gtk_widget_add_css_class (self->box, "forbidden");
  else
    gtk_widget_remove_css_class (self->box, "forbidden");
  gtk_widget_set_visible (GTK_WIDGET (self->clause_label), clause != NULL && *clause != '\0');
  gtk_widget_set_visible (self->way_out_button,
                          self->model != NULL && g_list_model_get_n_items (xq_explanation_model_get_alternatives (self->model)) > 0);
  /* 细则13: where the arbiter rules otherwise, both rulings show */
  gtk_widget_set_visible (GTK_WIDGET (self->override_label), override != NULL);
}

/* The class's template is read (and compiled by GTK) when the first ruling shows, not when the
 * window is made: it costs the first frame about 0.7 M instructions otherwise. */
static void
ensure_template (GtkWidgetClass *widget_class)
{
  static gboolean set = FALSE;

  if (set)
    return;
  set = TRUE;
  g_type_ensure (XQ_TYPE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-ruling-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, box);
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, title_label);
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, detail_label);
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, clause_label);
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, override_label);
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, way_out_button);
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, way_out_label);
  gtk_widget_class_bind_template_child (widget_class, XqRulingBanner, way_out_list);
}

/* The template's widgets, bound to the model: made when a ruling first shows. */
static void
build (XqRulingBanner *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  ensure_template (GTK_WIDGET_GET_CLASS (self));
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));
  g_binding_group_bind (self->bindings, "ruling-active", self->revealer, "reveal-child", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "ruling-title", self->title_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "ruling-detail", self->detail_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "ruling-clause", self->clause_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "ruling-override", self->override_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "way-out", self->way_out_label, "label", G_BINDING_SYNC_CREATE);
  gtk_list_box_set_header_func (self->way_out_list, header_cb, self, NULL);
  gtk_list_box_bind_model (self->way_out_list,
                           self->model != NULL ? xq_explanation_model_get_alternatives (self->model) : NULL,
                           create_alternative_row, NULL, NULL);
  update (self);
}

static void
ruling_active_cb (XqRulingBanner *self)
{
  if (self->model != NULL && xq_explanation_model_get_ruling_active (self->model))
    build (self);
}

static void
xq_ruling_banner_dispose (GObject *object)
{
  XqRulingBanner *self = XQ_RULING_BANNER (object);

  if (self->bindings != NULL)
    g_binding_group_set_source (self->bindings, NULL);
  if (self->signals != NULL)
    g_signal_group_set_target (self->signals, NULL);
  g_clear_object (&self->bindings);
  g_clear_object (&self->signals);
  g_clear_object (&self->model);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_RULING_BANNER);
  /* The template's top widget is not bound to a field: unparent it too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_ruling_banner_parent_class)->dispose (object);
}

static void
xq_ruling_banner_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  XqRulingBanner *self = XQ_RULING_BANNER (object);

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
xq_ruling_banner_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  XqRulingBanner *self = XQ_RULING_BANNER (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_ruling_banner_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_ruling_banner_class_init (XqRulingBannerClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_ruling_banner_dispose;
  object_class->get_property = xq_ruling_banner_get_property;
  object_class->set_property = xq_ruling_banner_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_EXPLANATION_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_ruling_banner_init (XqRulingBanner *self)
{
  self->bindings = g_binding_group_new ();
  self->signals = g_signal_group_new (XQ_TYPE_EXPLANATION_MODEL);
  g_signal_group_connect_swapped (self->signals, "notify::ruling-active", G_CALLBACK (ruling_active_cb), self);
  g_signal_group_connect_swapped (self->signals, "notify::ruling-forbidden", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->signals, "notify::ruling-clause", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->signals, "notify::ruling-override", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->signals, "notify::way-out", G_CALLBACK (update), self);
  update (self);
}

GtkWidget *
xq_ruling_banner_new (void)
{
  return g_object_new (XQ_TYPE_RULING_BANNER, NULL);
}

/**
 * xq_ruling_banner_get_model:
 *
 * Returns: (transfer none) (nullable): the explanation whose ruling is shown
 */
XqExplanationModel *
xq_ruling_banner_get_model (XqRulingBanner *self)
{
  g_return_val_if_fail (XQ_IS_RULING_BANNER (self), NULL);

  return self->model;
}

void
xq_ruling_banner_set_model (XqRulingBanner     *self,
                            XqExplanationModel *model)
{
  g_return_if_fail (XQ_IS_RULING_BANNER (self));
  g_return_if_fail (model == NULL || XQ_IS_EXPLANATION_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_binding_group_set_source (self->bindings, model);
  g_signal_group_set_target (self->signals, model);
  if (self->built)
    {
      gtk_list_box_bind_model (self->way_out_list,
                               model != NULL ? xq_explanation_model_get_alternatives (model) : NULL,
                               create_alternative_row, NULL, NULL);
      if (model == NULL)
        gtk_revealer_set_reveal_child (self->revealer, FALSE);
    }
  ruling_active_cb (self);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}
