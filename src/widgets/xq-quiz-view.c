/* xq-quiz-view.c: the question, the choices, the answer and the score of a quiz
 *
 * Shows an XqQuizModel (the board beside it shows the model's game). The choices are toggle
 * buttons of the property action "quiz.choose"; "quiz.check" checks the choice with the engine,
 * "quiz.next" asks the next question. Keys: 1–4 choose, Enter checks, N goes on. They are caught
 * before the focused button sees them, so Enter checks the answer rather than pressing a choice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-quiz-view"

#include "config.h"

#include "xq-quiz-view.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-example-item.h"
#include "xq-quiz-model.h"

#define N_OPTION_BUTTONS 4

struct _XqQuizView
{
  GtkWidget     parent_instance;

  XqQuizModel  *model;
  GSignalGroup *model_signals;

  /* Template widgets */
  GtkLabel  *progress_label;
  GtkLabel  *score_label;
  GtkLabel  *example_label;
  GtkLabel  *question_label;
  GtkLabel  *moves_label;
  GtkWidget *option_button_0;
  GtkWidget *option_button_1;
  GtkWidget *option_button_2;
  GtkWidget *option_button_3;
  GtkLabel  *option_label_0;
  GtkLabel  *option_label_1;
  GtkLabel  *option_label_2;
  GtkLabel  *option_label_3;
  GtkWidget *check_button;
  GtkWidget *next_button;
  GtkWidget *feedback_box;
  GtkImage  *result_icon;
  GtkLabel  *result_label;
  GtkLabel  *explanation_label;
  GtkLabel  *finished_label;
};

G_DEFINE_FINAL_TYPE (XqQuizView, xq_quiz_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
option_button (XqQuizView *self,
               guint       index)
{
  GtkWidget *buttons[N_OPTION_BUTTONS] = { self->option_button_0, self->option_button_1, self->option_button_2,
                                           self->option_button_3 };

  return buttons[index];
}

static GtkLabel *
option_label (XqQuizView *self,
              guint       index)
{
  GtkLabel *labels[N_OPTION_BUTTONS] = { self->option_label_0, self->option_label_1, self->option_label_2,
                                         self->option_label_3 };

  return labels[index];
}

static void
update_actions (XqQuizView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   open = self->model != NULL && xq_quiz_model_get_example (self->model) != NULL;
  gboolean   answered = self->model != NULL && xq_quiz_model_get_answered (self->model);

  gtk_widget_action_set_enabled (widget, "quiz.choose", open && !answered);
  gtk_widget_action_set_enabled (widget, "quiz.check",
                                 open && !answered && xq_quiz_model_get_selected (self->model) >= 0);
  gtk_widget_action_set_enabled (widget, "quiz.next", self->model != NULL && xq_quiz_model_get_has_next (self->model));
  gtk_widget_action_set_enabled (widget, "quiz.restart", self->model != NULL);
  gtk_widget_action_set_enabled (widget, "quiz.open-example", open);
}

static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

static void
update (XqQuizView *self)
{
  XqQuizModel   *model = self->model;
  XqExampleItem *example = model != NULL ? xq_quiz_model_get_example (model) : NULL;
  guint          n = model != NULL ? xq_quiz_model_get_n_options (model) : 0;
  gboolean       answered = model != NULL && xq_quiz_model_get_answered (model);
  gboolean       finished = model != NULL && xq_quiz_model_get_finished (model);

  gtk_label_set_text (self->progress_label, model != NULL ? xq_quiz_model_get_progress (model) : "");
  gtk_label_set_text (self->score_label, model != NULL ? xq_quiz_model_get_score (model) : "");
  gtk_label_set_text (self->example_label, example != NULL ? xq_example_item_get_title (example) : "");
  gtk_label_set_text (self->question_label, model != NULL ? xq_quiz_model_get_question (model) : "");
  gtk_label_set_text (self->moves_label, model != NULL ? xq_quiz_model_get_moves (model) : "");

  for (guint i = 0; i < N_OPTION_BUTTONS; i++)
    {
      GtkWidget  *button = option_button (self, i);
      const char *text = i < n ? xq_quiz_model_get_option (model, i) : "";

      gtk_widget_set_visible (button, i < n);
      gtk_label_set_text (option_label (self, i), text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      set_class (button, "right", answered && i == xq_quiz_model_get_answer (model));
      set_class (button, "wrong", answered && (int) i == xq_quiz_model_get_selected (model) && i != xq_quiz_model_get_answer (model));
    }

  gtk_widget_set_visible (self->feedback_box, answered);
  set_class (self->feedback_box, "right", answered && xq_quiz_model_get_correct (model));
  set_class (self->feedback_box, "wrong", answered && !xq_quiz_model_get_correct (model));
  gtk_image_set_from_icon_name (self->result_icon, answered && xq_quiz_model_get_correct (model)
                                                     ? "emblem-ok-symbolic"
                                                     : "dialog-warning-symbolic");
  gtk_label_set_text (self->result_label, answered ? xq_quiz_model_get_result (model) : "");
  gtk_label_set_text (self->explanation_label, answered ? xq_quiz_model_get_explanation (model) : "");

  gtk_widget_set_visible (GTK_WIDGET (self->finished_label), finished);
  if (finished)
    {
      /* Translators: at the end of a quiz; %s is the score, e.g. "7 of 10 right" */
      g_autofree char *text = g_strdup_printf (_ ("The quiz is over: %s."), xq_quiz_model_get_score (model));
      gtk_label_set_text (self->finished_label, text);
    }
  gtk_widget_set_visible (self->check_button, !answered);
  gtk_widget_set_visible (self->next_button, !finished);
  update_actions (self);
}

static void
model_selected_cb (XqQuizView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  update (self);
}

/* Where the keyboard goes next: the choices while asking, the next question once answered. */
static gboolean
xq_quiz_view_grab_focus (GtkWidget *widget)
{
  XqQuizView *self = XQ_QUIZ_VIEW (widget);

  if (self->model != NULL && !xq_quiz_model_get_answered (self->model))
    {
      int selected = xq_quiz_model_get_selected (self->model);
      return gtk_widget_grab_focus (option_button (self, selected >= 0 ? (guint) selected : 0));
    }
  if (gtk_widget_get_visible (self->next_button) && gtk_widget_is_sensitive (self->next_button))
    return gtk_widget_grab_focus (self->next_button);
  return gtk_widget_grab_focus (self->feedback_box) || gtk_widget_child_focus (widget, GTK_DIR_TAB_FORWARD);
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  XqQuizView *self = XQ_QUIZ_VIEW (widget);

  if (self->model != NULL && xq_quiz_model_check (self->model))
    gtk_widget_grab_focus (widget);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqQuizView *self = XQ_QUIZ_VIEW (widget);

  if (self->model != NULL && xq_quiz_model_next (self->model))
    gtk_widget_grab_focus (widget);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  XqQuizView *self = XQ_QUIZ_VIEW (widget);

  if (self->model == NULL)
    return;
  xq_quiz_model_restart (self->model);
  gtk_widget_grab_focus (widget);
}

/* Shows the example asked about on the main board (the window's "win.open-example"). */
static void
open_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqQuizView    *self = XQ_QUIZ_VIEW (widget);
  XqExampleItem *example = self->model != NULL ? xq_quiz_model_get_example (self->model) : NULL;

  if (example != NULL)
    gtk_widget_activate_action (widget, "win.open-example", "s", xq_example_item_get_id (example));
}

static void
add_shortcut (GtkShortcutController *controller,
              guint                  keyval,
              const char            *action,
              GVariant              *args)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0), gtk_named_action_new (action));

  if (args != NULL)
    gtk_shortcut_set_arguments (shortcut, args);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

static void
xq_quiz_view_dispose (GObject *object)
{
  XqQuizView *self = XQ_QUIZ_VIEW (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_QUIZ_VIEW);
  /* The template's top widget is not bound to a field: unparent it too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_quiz_view_parent_class)->dispose (object);
}

static void
xq_quiz_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  XqQuizView *self = XQ_QUIZ_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->model != NULL ? xq_quiz_model_get_selected (self->model) : -1);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_quiz_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  XqQuizView *self = XQ_QUIZ_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_quiz_view_set_model (self, g_value_get_object (value));
      break;
    case PROP_SELECTED:
      /* The model notifies, and the view with it */
      if (self->model != NULL)
        xq_quiz_model_set_selected (self->model, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_quiz_view_class_init (XqQuizViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_quiz_view_dispose;
  object_class->get_property = xq_quiz_view_get_property;
  object_class->set_property = xq_quiz_view_set_property;
  widget_class->grab_focus = xq_quiz_view_grab_focus;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, XQ_TYPE_QUIZ_MODEL,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The choice made, for the "quiz.choose" property action (the model holds it) */
  properties[PROP_SELECTED] = g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-quiz-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, progress_label);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, score_label);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, example_label);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, question_label);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, moves_label);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, option_button_0);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, option_button_1);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, option_button_2);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, option_button_3);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, option_label_0);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, option_label_1);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, option_label_2);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, option_label_3);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, check_button);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, next_button);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, result_icon);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, result_label);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, XqQuizView, finished_label);

  gtk_widget_class_install_property_action (widget_class, "quiz.choose", "selected");
  gtk_widget_class_install_action (widget_class, "quiz.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "quiz.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "quiz.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "quiz.open-example", NULL, open_example_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "quiz");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
xq_quiz_view_init (XqQuizView *self)
{
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));

  self->model_signals = g_signal_group_new (XQ_TYPE_QUIZ_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "notify::selected", G_CALLBACK (model_selected_cb), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::question", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::answered", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->model_signals, "notify::score", G_CALLBACK (update), self);

  /* Keys for a class in front of a projector: caught in the capture phase, before the focused
   * button, and only while their action can run (else the key goes on as usual). */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < N_OPTION_BUTTONS; i++)
    {
      add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_1 + i, "quiz.choose", g_variant_new_int32 ((int) i));
      add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_KP_1 + i, "quiz.choose",
                    g_variant_new_int32 ((int) i));
    }
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Return, "quiz.check", NULL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_KP_Enter, "quiz.check", NULL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_ISO_Enter, "quiz.check", NULL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_n, "quiz.next", NULL);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  update (self);
}

GtkWidget *
xq_quiz_view_new (void)
{
  return g_object_new (XQ_TYPE_QUIZ_VIEW, NULL);
}

/**
 * xq_quiz_view_get_model:
 *
 * Returns: (transfer none) (nullable): the quiz shown
 */
XqQuizModel *
xq_quiz_view_get_model (XqQuizView *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_VIEW (self), NULL);

  return self->model;
}

void
xq_quiz_view_set_model (XqQuizView  *self,
                        XqQuizModel *model)
{
  g_return_if_fail (XQ_IS_QUIZ_VIEW (self));
  g_return_if_fail (model == NULL || XQ_IS_QUIZ_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}
