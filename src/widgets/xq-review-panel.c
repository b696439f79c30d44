/* xq-review-panel.c: the game review under the board: its graph, progress, stop, write, close
 *
 * Shown while there is a review. While it runs: a progress bar and Stop (the engine ends at
 * once; what was done stays on the graph). Once done: what was marked, Write Marks (the action
 * win.review-write-marks, off while the game shows another line than the one reviewed, when a
 * line says why) and Close.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-review-panel"

#include "config.h"

#include "xq-review-panel.h"

#include <glib/gi18n.h>

#include "xq-eval-graph.h"
#include "xq-review-model.h"

struct _XqReviewPanel
{
  GtkWidget      parent_instance;

  XqReviewModel *review;
  GSignalGroup  *review_signals;

  /* Template widgets */
  GtkLabel       *summary_label;
  GtkProgressBar *progress_bar;
  GtkButton      *stop_button;
  GtkButton      *write_button;
  GtkLabel       *message_label;
  XqEvalGraph    *graph;
};

G_DEFINE_FINAL_TYPE (XqReviewPanel, xq_review_panel, GTK_TYPE_WIDGET)

static void
update (XqReviewPanel *self)
{
  XqReviewModel   *r = self->review;
  gboolean         active = r != NULL && xq_review_model_get_active (r);
  gboolean         running = active && xq_review_model_get_running (r);
  gboolean         stale = active && xq_review_model_get_stale (r);
  const char      *message = active ? xq_review_model_get_message (r) : "";
  g_autofree char *summary = active ? xq_review_model_dup_summary (r) : NULL;
  g_autofree char *progress = NULL;
  guint            done = active ? xq_review_model_get_n_done (r) : 0;
  guint            total = active ? xq_review_model_get_n_plies (r) + 1 : 1;

  gtk_widget_set_visible (GTK_WIDGET (self), active);
  if (!active)
    return;
  /* TRANSLATORS: positions reviewed of all the game's */
  progress = g_strdup_printf (_ ("%u of %u"), done, total);
  gtk_progress_bar_set_fraction (self->progress_bar, (double) done / total);
  gtk_progress_bar_set_text (self->progress_bar, progress);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), running);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), running);
  gtk_widget_set_visible (GTK_WIDGET (self->write_button), !running && done > 0);
  gtk_label_set_text (self->summary_label, summary);
  if (stale)
    message = _ ("The game shows another line than the one reviewed: review it again to see this one.");
  gtk_label_set_text (self->message_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), *message != '\0');
  if (xq_review_model_get_failed (r))
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
}

static void
stop_cb (XqReviewPanel *self)
{
  if (self->review != NULL)
    xq_review_model_cancel (self->review);
}

static void
close_cb (XqReviewPanel *self)
{
  if (self->review != NULL)
    xq_review_model_clear (self->review);
}

/* GObject */

static void
xq_review_panel_dispose (GObject *object)
{
  XqReviewPanel *self = XQ_REVIEW_PANEL (object);

  if (self->review_signals != NULL)
    g_signal_group_set_target (self->review_signals, NULL);
  g_clear_object (&self->review_signals);
  g_clear_object (&self->review);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_REVIEW_PANEL);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_review_panel_parent_class)->dispose (object);
}

static void
xq_review_panel_class_init (XqReviewPanelClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_review_panel_dispose;

  g_type_ensure (XQ_TYPE_EVAL_GRAPH);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-review-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, XqReviewPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, XqReviewPanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, XqReviewPanel, stop_button);
  gtk_widget_class_bind_template_child (widget_class, XqReviewPanel, write_button);
  gtk_widget_class_bind_template_child (widget_class, XqReviewPanel, message_label);
  gtk_widget_class_bind_template_child (widget_class, XqReviewPanel, graph);
  gtk_widget_class_bind_template_callback (widget_class, stop_cb);
  gtk_widget_class_bind_template_callback (widget_class, close_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "reviewpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
xq_review_panel_init (XqReviewPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->review_signals = g_signal_group_new (XQ_TYPE_REVIEW_MODEL);
  g_signal_group_connect_swapped (self->review_signals, "changed", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::running", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::active", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::stale", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::message", G_CALLBACK (update), self);
  update (self);
}

GtkWidget *
xq_review_panel_new (void)
{
  return g_object_new (XQ_TYPE_REVIEW_PANEL, NULL);
}

void
xq_review_panel_set_models (XqReviewPanel *self,
                            XqReviewModel *review,
                            XqGameModel   *game)
{
  g_return_if_fail (XQ_IS_REVIEW_PANEL (self));

  g_set_object (&self->review, review);
  g_signal_group_set_target (self->review_signals, review);
  xq_eval_graph_set_models (self->graph, review, game);
  update (self);
}

/**
 * xq_review_panel_get_graph:
 *
 * Returns: (transfer none): the graph
 */
GtkWidget *
xq_review_panel_get_graph (XqReviewPanel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_PANEL (self), NULL);

  return GTK_WIDGET (self->graph);
}
