/* xq-quiz-model.h: a quiz session over library examples, checked by the engine, with a score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-example-item.h"
#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_QUIZ_MODEL (xq_quiz_model_get_type ())

G_DECLARE_FINAL_TYPE (XqQuizModel, xq_quiz_model, XQ, QUIZ_MODEL, GObject)

/* Every question of each example of @examples (XqExampleItem, taken as they are now) in turn,
 * from the first question of example @first. */
XqQuizModel *xq_quiz_model_new (GListModel *examples,
                                guint       first) G_GNUC_WARN_UNUSED_RESULT;

/* The board: the example played up to the move asked about (or to its end for a verdict). */
XqGameModel *xq_quiz_model_get_game (XqQuizModel *self);
/* The move asked about as an arrow (an XqMark array), or NULL */
GArray        *xq_quiz_model_get_marks (XqQuizModel *self);
XqExampleItem *xq_quiz_model_get_example (XqQuizModel *self);
/* "Under the CXA rules, what is move 3, 车六平五?" */
const char *xq_quiz_model_get_question (XqQuizModel *self);
/* "Question 3 of 41" */
const char *xq_quiz_model_get_progress (XqQuizModel *self);
/* The moves on the board: "1. 车五平六 将4平5 2. 车六平五" */
const char *xq_quiz_model_get_moves (XqQuizModel *self);
guint       xq_quiz_model_get_n_options (XqQuizModel *self);
/* Choice @index: "Chase (捉)" */
const char *xq_quiz_model_get_option (XqQuizModel *self,
                                      guint        index);
/* The choice made, -1 for none; it can change until the answer is checked. */
int      xq_quiz_model_get_selected (XqQuizModel *self);
void     xq_quiz_model_set_selected (XqQuizModel *self,
                                     int          selected);
gboolean xq_quiz_model_get_answered (XqQuizModel *self);
gboolean xq_quiz_model_get_correct (XqQuizModel *self);
/* The right choice as the engine rules (the arbiter's ruling where it overrides, CXA 27.3) */
guint xq_quiz_model_get_answer (XqQuizModel *self);
/* Once answered: "Right." or "Not quite. The answer: Chase (捉).", else NULL */
const char *xq_quiz_model_get_result (XqQuizModel *self);
/* Once answered: the example's explanation and the engine's sentences, else NULL */
const char *xq_quiz_model_get_explanation (XqQuizModel *self);
guint       xq_quiz_model_get_n_right (XqQuizModel *self);
guint       xq_quiz_model_get_n_answered (XqQuizModel *self);
/* "2 of 3 right" */
const char *xq_quiz_model_get_score (XqQuizModel *self);
gboolean    xq_quiz_model_get_has_next (XqQuizModel *self);
/* The last question is answered */
gboolean xq_quiz_model_get_finished (XqQuizModel *self);

/* Checks the choice made with the engine (xq_quiz_check) and scores it; FALSE when there is no
 * choice or the question is answered already. */
gboolean xq_quiz_model_check (XqQuizModel *self);
/* The next question (whether this one was answered or not); FALSE after the last. */
gboolean xq_quiz_model_next (XqQuizModel *self);
/* From the first question again, the score at zero. */
void xq_quiz_model_restart (XqQuizModel *self);

G_END_DECLS
