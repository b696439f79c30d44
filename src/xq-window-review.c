/* xq-window-review.c: the engine's settings for the analysis, and Review Game
 *
 * The analysis follows the preferences (lines, the engine's hash, threads and rule option, the
 * rule profile) and draws its lines on the board. "Review Game" (Ctrl+R) asks for a time or a
 * depth per position, then reviews the line shown on a worker thread; the review panel under
 * the board shows the graph as it grows, with Stop, and once done Write Marks
 * (win.review-write-marks: glyphs and comments into the game, as edits) and Close.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window-review"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-eval-graph.h"
#include "xq-window-private.h"

static void
engine_options_changed_cb (XqWindow *self)
{
  g_autofree char *rule = g_settings_get_string (self->settings, "engine-rule");

  xq_analysis_model_set_engine_options (self->analysis, g_settings_get_uint (self->settings, "engine-hash"),
                                        g_settings_get_uint (self->settings, "engine-threads"), rule);
}

static void
thresholds_changed_cb (XqWindow *self)
{
  XqMistakeThresholds t = {
    g_settings_get_uint (self->settings, "mistake-dubious"),
    g_settings_get_uint (self->settings, "mistake-mistake"),
    g_settings_get_uint (self->settings, "mistake-blunder"),
  };

  xq_review_model_set_thresholds (self->review, &t);
}

/* The review of the line shown, with the engine and the limit of the settings. */
void
xq_window_start_review (XqWindow *self)
{
  g_autofree char *path = NULL, *rule = NULL, *by = NULL;

  g_return_if_fail (XQ_IS_WINDOW (self));

  path = g_settings_get_string (self->settings, "engine-path");
  rule = g_settings_get_string (self->settings, "engine-rule");
  by = g_settings_get_string (self->settings, "review-by");
  xq_review_model_set_engine (self->review, path, g_settings_get_uint (self->settings, "engine-hash"),
                              g_settings_get_uint (self->settings, "engine-threads"), rule);
  if (g_str_equal (by, "depth"))
    xq_review_model_set_limit (self->review, g_settings_get_uint (self->settings, "review-depth"), 0);
  else
    xq_review_model_set_limit (self->review, 0, g_settings_get_uint (self->settings, "review-movetime"));
  thresholds_changed_cb (self);
  xq_review_model_start (self->review);
}

/* The dialog: time or depth per position */

typedef struct
{
  XqWindow      *self;
  GtkDropDown   *by;
  GtkSpinButton *amount;
} ReviewDialog;

static void
by_changed_cb (ReviewDialog *d)
{
  gboolean depth = gtk_drop_down_get_selected (d->by) == 1;

  gtk_spin_button_set_digits (d->amount, depth ? 0 : 1);
  gtk_spin_button_set_range (d->amount, depth ? 1 : 0.1, depth ? 40 : 60);
  gtk_spin_button_set_increments (d->amount, depth ? 1 : 0.1, depth ? 5 : 1);
  if (depth)
    gtk_spin_button_set_value (d->amount, g_settings_get_uint (d->self->settings, "review-depth"));
  else
    gtk_spin_button_set_value (d->amount, g_settings_get_uint (d->self->settings, "review-movetime") / 1000.0);
}

static void
review_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    ReviewDialog     *d)
{
  XqWindow *self = d->self;

  if (g_strcmp0 (response, "review") == 0)
    {
      gboolean depth = gtk_drop_down_get_selected (d->by) == 1;
      double   value = gtk_spin_button_get_value (d->amount);

      g_settings_set_string (self->settings, "review-by", depth ? "depth" : "time");
      if (depth)
        g_settings_set_uint (self->settings, "review-depth", (guint) value);
      else
        g_settings_set_uint (self->settings, "review-movetime", (guint) MAX (10, value * 1000 + 0.5));
      xq_window_start_review (self);
    }
  g_free (d);
}

static void
review_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqWindow         *self = XQ_WINDOW (widget);
  GtkWidget        *dialog, *box, *label;
  g_autofree char  *by = g_settings_get_string (self->settings, "review-by");
  const char *const choices[] = { _ ("Seconds per position"), _ ("Depth per position"), NULL };
  ReviewDialog     *d = g_new0 (ReviewDialog, 1);

  d->self = self;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("Review Game"),
                                   _ ("The engine goes over every position of the line shown. Moves that lose ground "
                                      "are marked ?!, ? or ??, and every rule event is shown with its ruling."));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  d->by = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (choices));
  gtk_drop_down_set_selected (d->by, g_str_equal (by, "depth") ? 1 : 0);
  label = gtk_label_new (_ ("Limit"));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (d->by), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  d->amount = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0.1, 60, 0.1));
  gtk_accessible_update_property (GTK_ACCESSIBLE (d->amount), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Amount"), -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (d->by));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (d->amount));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  by_changed_cb (d);
  g_signal_connect_swapped (d->by, "notify::selected", G_CALLBACK (by_changed_cb), d);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "review", _ ("_Review"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "review", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "review");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (review_response_cb), d);
  gtk_window_present (GTK_WINDOW (dialog));
  /* Enter in the amount reviews at once (the drop-down would take it otherwise) */
  gtk_text_set_activates_default (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (d->amount))), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (d->amount));
}

static void
write_marks_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqWindow        *self = XQ_WINDOW (widget);
  guint            n = xq_review_model_write_marks (self->review);
  g_autofree char *message = NULL;

  if (n == 0)
    message = g_strdup (_ ("The marks are in the game already"));
  else
    message = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "Marks written into %u move", "Marks written into %u moves", n), n);
  xq_window_toast (self, message);
}

/* Printing: a heading, the graph, then the report's lines, continued on further pages */

#define REVIEW_LINE     13.0 /* points per line */
#define REVIEW_GRAPH_PT 140.0

static gboolean
printable (XqWindow *self)
{
  return xq_review_model_get_active (self->review) && !xq_review_model_get_stale (self->review) &&
         xq_review_model_get_n_done (self->review) > 0;
}

/* Lines on the first page (under the heading and the graph) and on each further one */
static void
lines_per_page (GtkPrintContext *context,
                guint           *first,
                guint           *further)
{
  double height = gtk_print_context_get_height (context);

  *first = (guint) MAX (1.0, (height - REVIEW_GRAPH_PT - 40) / REVIEW_LINE);
  *further = (guint) MAX (1.0, height / REVIEW_LINE);
}

guint
xq_window_review_print_begin (XqWindow        *self,
                              GtkPrintContext *context)
{
  g_autoptr (GPtrArray) report = NULL;
  guint                 first, further;

  if (!printable (self))
    return 0;
  report = xq_review_model_dup_report (self->review);
  lines_per_page (context, &first, &further);
  return 1 + (report->len > first ? (report->len - first + further - 1) / further : 0);
}

void
xq_window_review_print_page (XqWindow        *self,
                             GtkPrintContext *context,
                             guint            page)
{
  cairo_t              *cr = gtk_print_context_get_cairo_context (context);
  double                width = gtk_print_context_get_width (context), y = 0;
  g_autoptr (GPtrArray) report = xq_review_model_dup_report (self->review);
  guint                 first, further, from, to;

  lines_per_page (context, &first, &further);
  cairo_set_source_rgb (cr, 0, 0, 0);
  if (page == 0)
    {
      g_autoptr (PangoLayout) heading = xq_window_print_layout (context, _ ("Game Review"), 14, TRUE);
      const GdkRGBA           black = { 0, 0, 0, 1 };
      int                     h;

      cairo_move_to (cr, 0, 0);
      pango_cairo_show_layout (cr, heading);
      pango_layout_get_pixel_size (heading, NULL, &h);
      cairo_save (cr);
      cairo_translate (cr, 0, h + 6);
      xq_eval_graph_draw (self->review, cr, width, REVIEW_GRAPH_PT, &black, G_MAXUINT);
      cairo_restore (cr);
      y = h + 6 + REVIEW_GRAPH_PT + 12;
      from = 0;
      to = MIN (report->len, first);
    }
  else
    {
      from = first + (page - 1) * further;
      to = MIN (report->len, from + further);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = from; i < to; i++)
    {
      g_autoptr (PangoLayout) line = xq_window_print_layout (context, g_ptr_array_index (report, i), 9.5, i < 2);

      cairo_move_to (cr, 0, y + (i - from) * REVIEW_LINE);
      pango_cairo_show_layout (cr, line);
    }
}

void
xq_window_update_review_actions (XqWindow *self)
{
  gboolean setup = self->setup != NULL;
  /* Before the review is made, and once it is gone (the window's end) */
  gboolean done = self->review != NULL && xq_review_model_get_active (self->review) &&
                  !xq_review_model_get_running (self->review);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-game", !setup && self->review != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-write-marks",
                                 !setup && done && !xq_review_model_get_stale (self->review) &&
                                   xq_review_model_get_n_done (self->review) > 0);
}

void
xq_window_class_init_review (GtkWidgetClass *widget_class)
{
  g_type_ensure (XQ_TYPE_REVIEW_PANEL);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, review_panel);
  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, review_game_action);
  gtk_widget_class_install_action (widget_class, "win.review-write-marks", NULL, write_marks_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.review-game", NULL);
}

void
xq_window_init_review (XqWindow *self)
{
  const char *const engine_keys[] = { "changed::engine-hash", "changed::engine-threads", "changed::engine-rule" };
  const char *const threshold_keys[] = { "changed::mistake-dubious", "changed::mistake-mistake",
                                         "changed::mistake-blunder" };

  self->review = xq_review_model_new (self->game);
  xq_review_panel_set_models (self->review_panel, self->review, self->game);

  g_settings_bind (self->settings, "analysis-lines", self->analysis, "n-lines", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "rule-profile", self->analysis, "profile", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "rule-profile", self->review, "profile", G_SETTINGS_BIND_GET);
  for (guint i = 0; i < G_N_ELEMENTS (engine_keys); i++)
    g_signal_connect_object (self->settings, engine_keys[i], G_CALLBACK (engine_options_changed_cb), self,
                             G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (threshold_keys); i++)
    g_signal_connect_object (self->settings, threshold_keys[i], G_CALLBACK (thresholds_changed_cb), self,
                             G_CONNECT_SWAPPED);
  engine_options_changed_cb (self);
  thresholds_changed_cb (self);
  g_object_bind_property (self->analysis, "hints", self->board_view, "hints", G_BINDING_SYNC_CREATE);

  g_signal_connect_object (self->review, "notify::running", G_CALLBACK (xq_window_update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->review, "notify::active", G_CALLBACK (xq_window_update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->review, "notify::stale", G_CALLBACK (xq_window_update_actions), self,
                           G_CONNECT_SWAPPED);
}
