/* xq-analysis-view.c: the engine's lines, with a switch to analyse
 *
 * The engine thinks only while the switch is on and the view is on screen: leaving the Board
 * page, folding the sidebar away or closing the window stops the search. Each line shows its
 * score from Red's side, its moves in the game's notation, its depth and the nature of its first
 * move; a line whose first move the rules forbid comes last, struck through, with the reason,
 * and the best allowed move is named above the lines.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-analysis-view"

#include "config.h"

#include "xq-analysis-view.h"

#include <glib/gi18n.h>

#include "xq-analysis-model.h"

/* The widgets of one line, made when first needed and kept */
typedef struct
{
  GtkWidget *box;
  GtkLabel  *score;
  GtkLabel  *moves;
  GtkLabel  *details;
  GtkLabel  *forbidden;
} Row;

struct _XqAnalysisView
{
  GtkWidget        parent_instance;

  XqAnalysisModel *model;
  GSignalGroup    *model_signals;
  GArray          *rows; /* Row */

  /* Template widgets */
  GtkToggleButton *toggle;
  GtkLabel        *advice_label;
  GtkWidget       *lines_scroller;
  GtkBox          *lines_box;
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

static GtkLabel *
row_label (GtkWidget  *parent,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (parent), label);
  return GTK_LABEL (label);
}

static Row *
ensure_row (XqAnalysisView *self,
            guint           index)
{
  while (self->rows->len <= index)
    {
      Row        row;
      GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

      row.box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      gtk_widget_add_css_class (row.box, "analysis-line");
      gtk_box_append (GTK_BOX (row.box), top);
      row.score = row_label (top, "analysis-score");
      row.moves = row_label (top, "analysis-moves");
      gtk_label_set_ellipsize (row.moves, PANGO_ELLIPSIZE_END);
      /* Natural widths kept short: the sidebar is as wide as its widest child wants */
      gtk_label_set_max_width_chars (row.moves, 24);
      gtk_widget_set_hexpand (GTK_WIDGET (row.moves), TRUE);
      /* The nature of the first move, as a small chip at the end */
      row.details = row_label (top, "analysis-nature");
      gtk_widget_add_css_class (GTK_WIDGET (row.details), "caption");
      row.forbidden = row_label (row.box, "caption");
      gtk_widget_add_css_class (GTK_WIDGET (row.forbidden), "error");
      gtk_label_set_wrap (row.forbidden, TRUE);
      gtk_label_set_wrap_mode (row.forbidden, PANGO_WRAP_WORD_CHAR);
      /* Measured at its natural width in the scrolled lines (their natural width does not widen
       * the sidebar): about the sidebar's, so that no blank line follows it */
      gtk_label_set_max_width_chars (row.forbidden, 60);
      gtk_box_append (self->lines_box, row.box);
      g_array_append_val (self->rows, row);
    }
  return &g_array_index (self->rows, Row, index);
}

static void
show_line (Row                  *row,
           const XqAnalysisLine *line)
{
  g_autofree char *depth = g_strdup_printf (_ ("depth %u"), line->depth);
  g_autofree char *details = g_strdup_printf ("%s · %s", depth, line->natures);
  g_autofree char *name = g_strdup_printf ("%s, %s, %s%s%s", line->score, line->moves, details,
                                           line->forbidden != NULL ? ". " : "",
                                           line->forbidden != NULL ? line->forbidden : "");

  gtk_label_set_text (row->score, line->score);
  gtk_label_set_text (row->moves, line->moves);
  gtk_widget_set_tooltip_text (row->box, name);
  gtk_label_set_text (row->details, line->natures);
  gtk_label_set_text (row->forbidden, line->forbidden != NULL ? line->forbidden : "");
  gtk_widget_set_visible (GTK_WIDGET (row->forbidden), line->forbidden != NULL);
  if (line->forbidden != NULL)
    gtk_widget_add_css_class (row->box, "forbidden");
  else
    gtk_widget_remove_css_class (row->box, "forbidden");
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->box), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_visible (row->box, TRUE);
}

static void
update_labels (XqAnalysisView *self)
{
  const char           *engine = self->model != NULL ? xq_analysis_model_get_message (self->model) : "";
  g_autofree char      *message = NULL;
  const char           *advice = self->model != NULL ? xq_analysis_model_get_advice (self->model) : "";
  const XqAnalysisLine *lines = NULL;
  guint                 n = 0;

  if (self->model != NULL)
    lines = xq_analysis_model_get_lines (self->model, &n);
  /* The lines share one depth (the engine's last finished one): said once, after the engine */
  if (n > 0 && *engine != '\0' && !xq_analysis_model_get_failed (self->model))
    {
      g_autofree char *depth = g_strdup_printf (_ ("depth %u"), lines[0].depth);
      message = g_strdup_printf ("%s · %s", engine, depth);
    }
  else
    message = g_strdup (engine);
  for (guint i = 0; i < n; i++)
    show_line (ensure_row (self, i), &lines[i]);
  for (guint i = n; i < self->rows->len; i++)
    gtk_widget_set_visible (g_array_index (self->rows, Row, i).box, FALSE);
  gtk_label_set_text (self->advice_label, advice);
  gtk_label_set_text (self->message_label, message);
  /* Hidden while empty: an empty label still loads its font, for its height */
  gtk_widget_set_visible (self->lines_scroller, n > 0 || *advice != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->advice_label), *advice != '\0');
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
  g_clear_pointer (&self->rows, g_array_unref);
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
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisView, advice_label);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisView, lines_scroller);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisView, lines_box);
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

  self->rows = g_array_new (FALSE, FALSE, sizeof (Row));
  self->model_signals = g_signal_group_new (XQ_TYPE_ANALYSIS_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "lines-changed", G_CALLBACK (update_labels), self);
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
