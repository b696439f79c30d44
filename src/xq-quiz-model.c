/* xq-quiz-model.c: a quiz session over library examples, checked by the engine, with a score
 *
 * The session walks the questions of each example (xq-quiz.h: the verdict of the cycle, then what
 * each stated move is) and keeps a game model for the board: the example played up to the move
 * asked about, so the board shows that move as the last one. The answer is the engine's, checked
 * with xq_quiz_check(); the explanation is the example's text with the engine's sentences.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-quiz-model"

#include "config.h"

#include "xq-quiz-model.h"

#include <glib/gi18n.h>

#include "xq-game-model.h"
#include "xq-model-types.h"
#include "xq-quiz.h"

struct _XqQuizModel
{
  GObject      parent_instance;

  GPtrArray   *examples; /* XqExampleItem with at least one question */
  guint        n_questions;
  guint        first; /* the example the session starts with */

  guint        example_index;
  guint        question_index; /* within the example */
  guint        number;         /* 1-based, over the session */
  XqQuiz      *quiz;
  XqGameModel *game;
  GArray      *marks;
  char        *question;
  char        *progress;
  char        *moves;
  char       **options;
  int          selected;
  gboolean     answered;
  gboolean     correct;
  char        *result;
  char        *explanation;
  guint        n_right;
  guint        n_answered;
  char        *score;
};

G_DEFINE_FINAL_TYPE (XqQuizModel, xq_quiz_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_MARKS,
  PROP_EXAMPLE,
  PROP_QUESTION,
  PROP_PROGRESS,
  PROP_MOVES,
  PROP_N_OPTIONS,
  PROP_SELECTED,
  PROP_ANSWERED,
  PROP_CORRECT,
  PROP_RESULT,
  PROP_EXPLANATION,
  PROP_SCORE,
  PROP_HAS_NEXT,
  PROP_FINISHED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static XqExampleItem *
current_item (XqQuizModel *self)
{
  if (self->example_index >= self->examples->len)
    return NULL;
  return g_ptr_array_index (self->examples, self->example_index);
}

static XqLang
current_lang (XqQuizModel *self)
{
  XqExampleItem *item = current_item (self);

  return item != NULL ? xq_example_item_get_lang (item) : XQ_LANG_EN;
}

static void
notify (XqQuizModel *self,
        guint        first,
        guint        last)
{
  for (guint prop = first; prop <= last; prop++)
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
update_score (XqQuizModel *self)
{
  g_free (self->score);
  /* Translators: the quiz score, e.g. "2 of 3 right" */
  self->score = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u right", "%u of %u right", self->n_answered),
                                 self->n_right, self->n_answered);
}

/* "1. 车五平六 将4平5 2. 车六平五": the moves on the board, numbered as in a score sheet. */
static char *
moves_text (XqGameModel *game)
{
  guint    n = xq_game_model_get_n_plies (game);
  GString *text = g_string_new (NULL);

  for (guint ply = 1; ply <= n; ply++)
    {
      const XqPosition *before = xq_game_model_get_position_at (game, ply - 1);
      g_autofree char  *move = xq_game_model_format_move_at (game, ply, XQ_NOTATION_CHINESE);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      if (before->side == XQ_RED)
        g_string_append_printf (text, "%u. ", before->fullmove);
      else if (ply == 1)
        g_string_append_printf (text, "%u… ", before->fullmove);
      g_string_append (text, move);
    }
  return g_string_free (text, FALSE);
}

/* Sets up the question the indexes point at (or the end of the session). */
static void
load_question (XqQuizModel *self)
{
  XqExampleItem *item = current_item (self);
  XqLang         lang = current_lang (self);

  g_clear_pointer (&self->quiz, xq_quiz_free);
  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->question, g_free);
  g_clear_pointer (&self->progress, g_free);
  g_clear_pointer (&self->moves, g_free);
  g_clear_pointer (&self->options, g_strfreev);
  g_clear_pointer (&self->result, g_free);
  g_clear_pointer (&self->explanation, g_free);
  self->selected = -1;
  self->answered = FALSE;
  self->correct = FALSE;

  if (item != NULL)
    {
      const XqExample *example = xq_example_item_get_example (item);
      guint            ply, n;
      const XqMove    *moves;

      self->quiz = xq_quiz_new (example, self->question_index);
      ply = xq_quiz_get_ply (self->quiz);
      xq_game_model_take_game (self->game, xq_example_item_dup_game (item, ply));
      xq_game_model_go_last (self->game);
      if (xq_quiz_get_kind (self->quiz) == XQ_QUIZ_NATURE)
        {
          moves = xq_example_get_moves (example, &n);
          self->marks = xq_marks_new ();
          xq_marks_add (self->marks, XQ_MARK_MOVE, xq_move_from (moves[ply - 1]), xq_move_to (moves[ply - 1]));
        }
      self->question = xq_quiz_dup_question (self->quiz, lang);
      /* Translators: where the quiz is, e.g. "Question 3 of 41" */
      self->progress = g_strdup_printf (_ ("Question %u of %u"), self->number, self->n_questions);
      self->moves = moves_text (self->game);
      self->options = g_new0 (char *, xq_quiz_get_n_options (self->quiz) + 1);
      for (guint i = 0; i < xq_quiz_get_n_options (self->quiz); i++)
        self->options[i] = g_strdup (xq_quiz_get_option (self->quiz, lang, i));
    }
  else
    {
      xq_game_model_reset (self->game, NULL);
      self->options = g_new0 (char *, 1);
    }

  g_object_freeze_notify (G_OBJECT (self));
  notify (self, PROP_MARKS, PROP_FINISHED);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
xq_quiz_model_dispose (GObject *object)
{
  XqQuizModel *self = XQ_QUIZ_MODEL (object);

  g_clear_object (&self->game);

  G_OBJECT_CLASS (xq_quiz_model_parent_class)->dispose (object);
}

static void
xq_quiz_model_finalize (GObject *object)
{
  XqQuizModel *self = XQ_QUIZ_MODEL (object);

  g_clear_pointer (&self->examples, g_ptr_array_unref);
  g_clear_pointer (&self->quiz, xq_quiz_free);
  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->question, g_free);
  g_clear_pointer (&self->progress, g_free);
  g_clear_pointer (&self->moves, g_free);
  g_clear_pointer (&self->options, g_strfreev);
  g_clear_pointer (&self->result, g_free);
  g_clear_pointer (&self->explanation, g_free);
  g_clear_pointer (&self->score, g_free);

  G_OBJECT_CLASS (xq_quiz_model_parent_class)->finalize (object);
}

static void
xq_quiz_model_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqQuizModel *self = XQ_QUIZ_MODEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MARKS:
      g_value_set_boxed (value, self->marks);
      break;
    case PROP_EXAMPLE:
      g_value_set_object (value, current_item (self));
      break;
    case PROP_QUESTION:
      g_value_set_string (value, self->question);
      break;
    case PROP_PROGRESS:
      g_value_set_string (value, self->progress);
      break;
    case PROP_MOVES:
      g_value_set_string (value, self->moves);
      break;
    case PROP_N_OPTIONS:
      g_value_set_uint (value, xq_quiz_model_get_n_options (self));
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    case PROP_ANSWERED:
      g_value_set_boolean (value, self->answered);
      break;
    case PROP_CORRECT:
      g_value_set_boolean (value, self->correct);
      break;
    case PROP_RESULT:
      g_value_set_string (value, self->result);
      break;
    case PROP_EXPLANATION:
      g_value_set_string (value, self->explanation);
      break;
    case PROP_SCORE:
      g_value_set_string (value, self->score);
      break;
    case PROP_HAS_NEXT:
      g_value_set_boolean (value, xq_quiz_model_get_has_next (self));
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, xq_quiz_model_get_finished (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_quiz_model_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  XqQuizModel *self = XQ_QUIZ_MODEL (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      xq_quiz_model_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_quiz_model_class_init (XqQuizModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = xq_quiz_model_dispose;
  object_class->finalize = xq_quiz_model_finalize;
  object_class->get_property = xq_quiz_model_get_property;
  object_class->set_property = xq_quiz_model_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, XQ_TYPE_GAME_MODEL, ro);
  properties[PROP_MARKS] = g_param_spec_boxed ("marks", NULL, NULL, XQ_TYPE_MARKS, ro);
  properties[PROP_EXAMPLE] = g_param_spec_object ("example", NULL, NULL, XQ_TYPE_EXAMPLE_ITEM, ro);
  properties[PROP_QUESTION] = g_param_spec_string ("question", NULL, NULL, NULL, ro);
  properties[PROP_PROGRESS] = g_param_spec_string ("progress", NULL, NULL, NULL, ro);
  properties[PROP_MOVES] = g_param_spec_string ("moves", NULL, NULL, NULL, ro);
  properties[PROP_N_OPTIONS] = g_param_spec_uint ("n-options", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_SELECTED] = g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANSWERED] = g_param_spec_boolean ("answered", NULL, NULL, FALSE, ro);
  properties[PROP_CORRECT] = g_param_spec_boolean ("correct", NULL, NULL, FALSE, ro);
  properties[PROP_RESULT] = g_param_spec_string ("result", NULL, NULL, NULL, ro);
  properties[PROP_EXPLANATION] = g_param_spec_string ("explanation", NULL, NULL, NULL, ro);
  properties[PROP_SCORE] = g_param_spec_string ("score", NULL, NULL, NULL, ro);
  properties[PROP_HAS_NEXT] = g_param_spec_boolean ("has-next", NULL, NULL, FALSE, ro);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_quiz_model_init (XqQuizModel *self)
{
  self->examples = g_ptr_array_new_with_free_func (g_object_unref);
  self->game = xq_game_model_new ();
  self->selected = -1;
  update_score (self);
}

/**
 * xq_quiz_model_new:
 * @examples: a #GListModel of #XqExampleItem
 * @first: the position in @examples of the example to start with
 *
 * Returns: (transfer full): a new quiz session at its first question
 */
XqQuizModel *
xq_quiz_model_new (GListModel *examples,
                   guint       first)
{
  XqQuizModel *self;
  guint        n;

  g_return_val_if_fail (G_IS_LIST_MODEL (examples), NULL);

  self = g_object_new (XQ_TYPE_QUIZ_MODEL, NULL);
  n = g_list_model_get_n_items (examples);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqExampleItem) item = g_list_model_get_item (examples, i);
      guint                     count = xq_example_item_get_n_questions (item);

      if (count == 0)
        continue;
      if (i == first)
        self->first = self->examples->len;
      self->n_questions += count;
      g_ptr_array_add (self->examples, g_steal_pointer (&item));
    }
  xq_quiz_model_restart (self);
  return self;
}

/**
 * xq_quiz_model_get_game:
 *
 * Returns: (transfer none): the game the board shows
 */
XqGameModel *
xq_quiz_model_get_game (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return self->game;
}

/**
 * xq_quiz_model_get_marks:
 *
 * Returns: (transfer none) (nullable): the move asked about, as an arrow
 */
GArray *
xq_quiz_model_get_marks (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return self->marks;
}

/**
 * xq_quiz_model_get_example:
 *
 * Returns: (transfer none) (nullable): the example asked about, NULL after the last question
 */
XqExampleItem *
xq_quiz_model_get_example (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return current_item (self);
}

const char *
xq_quiz_model_get_question (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return self->question;
}

const char *
xq_quiz_model_get_progress (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return self->progress;
}

const char *
xq_quiz_model_get_moves (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return self->moves;
}

guint
xq_quiz_model_get_n_options (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), 0);

  return self->options != NULL ? g_strv_length (self->options) : 0;
}

const char *
xq_quiz_model_get_option (XqQuizModel *self,
                          guint        index)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);
  g_return_val_if_fail (index < xq_quiz_model_get_n_options (self), NULL);

  return self->options[index];
}

int
xq_quiz_model_get_selected (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), -1);

  return self->selected;
}

/* Choosing is possible until the answer is checked; an index out of range chooses nothing. */
void
xq_quiz_model_set_selected (XqQuizModel *self,
                            int          selected)
{
  g_return_if_fail (XQ_IS_QUIZ_MODEL (self));

  if (selected < 0 || (guint) selected >= xq_quiz_model_get_n_options (self))
    selected = -1;
  if (self->answered || self->selected == selected)
    return;
  self->selected = selected;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

gboolean
xq_quiz_model_get_answered (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), FALSE);

  return self->answered;
}

gboolean
xq_quiz_model_get_correct (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), FALSE);

  return self->correct;
}

guint
xq_quiz_model_get_answer (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), 0);

  return self->quiz != NULL ? xq_quiz_get_answer (self->quiz) : 0;
}

const char *
xq_quiz_model_get_result (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return self->result;
}

const char *
xq_quiz_model_get_explanation (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return self->explanation;
}

guint
xq_quiz_model_get_n_right (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), 0);

  return self->n_right;
}

guint
xq_quiz_model_get_n_answered (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), 0);

  return self->n_answered;
}

const char *
xq_quiz_model_get_score (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), NULL);

  return self->score;
}

gboolean
xq_quiz_model_get_has_next (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), FALSE);

  return self->number < self->n_questions;
}

gboolean
xq_quiz_model_get_finished (XqQuizModel *self)
{
  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), FALSE);

  return self->quiz == NULL || (self->answered && !xq_quiz_model_get_has_next (self));
}

gboolean
xq_quiz_model_check (XqQuizModel *self)
{
  XqLang lang;
  guint  answer;

  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), FALSE);

  if (self->quiz == NULL || self->answered || self->selected < 0)
    return FALSE;
  lang = current_lang (self);
  answer = xq_quiz_get_answer (self->quiz);
  self->answered = TRUE;
  self->correct = xq_quiz_check (self->quiz, (guint) self->selected);
  self->n_answered++;
  if (self->correct)
    {
      self->n_right++;
      self->result = g_strdup (_ ("Right."));
    }
  else
    /* Translators: after a wrong answer in the quiz; %s is the right choice, e.g. "Chase (捉)" */
    self->result = g_strdup_printf (_ ("Not quite. The answer: %s."), xq_quiz_get_option (self->quiz, lang, answer));
  self->explanation = xq_quiz_dup_explanation (self->quiz, lang);
  update_score (self);

  g_object_freeze_notify (G_OBJECT (self));
  notify (self, PROP_ANSWERED, PROP_SCORE);
  notify (self, PROP_FINISHED, PROP_FINISHED);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
xq_quiz_model_next (XqQuizModel *self)
{
  XqExampleItem *item;

  g_return_val_if_fail (XQ_IS_QUIZ_MODEL (self), FALSE);

  if (!xq_quiz_model_get_has_next (self))
    return FALSE;
  item = current_item (self);
  self->number++;
  if (item != NULL && self->question_index + 1 < xq_example_item_get_n_questions (item))
    self->question_index++;
  else
    {
      /* Round the list: the examples before the first one come after the last. */
      self->example_index = (self->example_index + 1) % self->examples->len;
      self->question_index = 0;
    }
  load_question (self);
  return TRUE;
}

void
xq_quiz_model_restart (XqQuizModel *self)
{
  g_return_if_fail (XQ_IS_QUIZ_MODEL (self));

  self->example_index = self->examples->len > 0 ? self->first : 0;
  self->question_index = 0;
  self->number = self->examples->len > 0 ? 1 : 0;
  self->n_right = 0;
  self->n_answered = 0;
  update_score (self);
  load_question (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
}
