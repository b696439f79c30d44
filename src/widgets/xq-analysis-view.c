/* xq-analysis-view.c: the engine's evaluation, depth and best line, with a switch to analyse
 *
 * The engine thinks only while the switch is on and the view is on screen: leaving the Board
 * page, folding the sidebar away or closing the window stops the search.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-analysis-view"

#include "config.h"

#include "xq-analysis-view.h"

#include <glib/gi18n.h>

#include "xq-analysis-model.h"

struct _XqAnalysisView
{
  GtkWidget        parent_instance;

  XqAnalysisModel *model;
  GSignalGroup    *model_signals;

  /* Template widgets */
  GtkToggleButton *toggle;
  GtkLabel        *score_label;
  GtkLabel        *depth_label;
  GtkLabel        *line_label;
  GtkLabel        *message_label;
};

G_DEFINE_FINAL_TYPE (XqAnalysisView, xq_analysis_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_active (XqAnalysisView *self)
{
  if (self->model != NULL)
    xq_analysis_model_set_active (self->model, gtk_toggle_button_get_active (self->toggle) &&
                                                 gtk_widget_get_mapped (GTK_WIDGET (self)));
}

static void
update_labels (XqAnalysisView *self)
{
  const char      *score = self->model != NULL ? xq_analysis_model_get_score (self->model) : "";
  const char      *line = self->model != NULL ? xq_analysis_model_get_line (self->model) : "";
  const char      *message = self->model != NULL ? xq_analysis_model_get_message (self->model) : "";
  guint            depth = self->model != NULL ? xq_analysis_model_get_depth (self->model) : 0;
  g_autofree char *depth_text = depth > 0 ? g_strdup_printf (_ ("depth %u"), depth) : g_strdup ("");

  gtk_label_set_text (self->score_label, score);
  gtk_label_set_text (self->depth_label, depth_text);
  gtk_label_set_text (self->line_label, line);
  gtk_label_set_text (self->message_label, message);
  /* Hidden while empty: an empty label still loads its font, for its height */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->score_label)), *score != '\0' || depth > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->line_label), *line != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), *message != '\0');
  if (self->model != NULL && xq_analysis_model_get_failed (self->model))
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
}

/* The model turned itself off (the engine is missing or died): so does the switch. */
static void
model_active_cb (XqAnalysisView *self)
{
  if (!xq_analysis_model_get_active (self->model) && gtk_widget_get_mapped (GTK_WIDGET (self)) &&
      xq_analysis_model_get_failed (self->model))
    gtk_toggle_button_set_active (self->toggle, FALSE);
}

static void
toggled_cb (XqAnalysisView *self)
{
  update_active (self);
}

static void
xq_analysis_view_map (GtkWidget *widget)
{
  /* One name for the switch: AdwButtonContent adds its label to it (GTK 4.8 joins them). */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (XQ_ANALYSIS_VIEW (widget)->toggle),
                                 GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  GTK_WIDGET_CLASS (xq_analysis_view_parent_class)->map (widget);
  update_active (XQ_ANALYSIS_VIEW (widget));
}

static void
xq_analysis_view_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (xq_analysis_view_parent_class)->unmap (widget);
  update_active (XQ_ANALYSIS_VIEW (widget));
}

static void
xq_analysis_view_dispose (GObject *object)
{
  XqAnalysisView *self = XQ_ANALYSIS_VIEW (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_ANALYSIS_VIEW);
  /* The template's top widget is not bound to a field: unparent it too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_analysis_view_parent_class)->dispose (object);
}

static void
xq_analysis_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  XqAnalysisView *self = XQ_ANALYSIS_VIEW (object);

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
xq_analysis_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  XqAnalysisView *self = XQ_ANALYSIS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_analysis_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_analysis_view_class_init (XqAnalysisViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_analysis_view_dispose;
  object_class->get_property = xq_analysis_view_get_property;
  object_class->set_property = xq_analysis_view_set_property;
  widget_class->map = xq_analysis_view_map;
  widget_class->unmap = xq_analysis_view_unmap;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_ANALYSIS_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-analysis-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisView, toggle);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisView, score_label);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisView, depth_label);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisView, line_label);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisView, message_label);
  gtk_widget_class_bind_template_callback (widget_class, toggled_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "analysis");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
xq_analysis_view_init (XqAnalysisView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->model_signals = g_signal_group_new (XQ_TYPE_ANALYSIS_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "notify::score", G_CALLBACK (update_labels), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::depth", G_CALLBACK (update_labels), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::line", G_CALLBACK (update_labels), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::message", G_CALLBACK (update_labels), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::active", G_CALLBACK (model_active_cb), self);
  update_labels (self);
}

GtkWidget *
xq_analysis_view_new (void)
{
  return g_object_new (XQ_TYPE_ANALYSIS_VIEW, NULL);
}

/**
 * xq_analysis_view_get_model:
 *
 * Returns: (transfer none) (nullable): the analysis shown
 */
XqAnalysisModel *
xq_analysis_view_get_model (XqAnalysisView *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_VIEW (self), NULL);

  return self->model;
}

void
xq_analysis_view_set_model (XqAnalysisView  *self,
                            XqAnalysisModel *model)
{
  g_return_if_fail (XQ_IS_ANALYSIS_VIEW (self));
  g_return_if_fail (model == NULL || XQ_IS_ANALYSIS_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  update_labels (self);
  update_active (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}
