/* xq-quiz-view.h: the question, the choices, the answer and the score of a quiz
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_QUIZ_VIEW (xq_quiz_view_get_type ())

G_DECLARE_FINAL_TYPE (XqQuizView, xq_quiz_view, XQ, QUIZ_VIEW, GtkWidget)

GtkWidget   *xq_quiz_view_new (void);

XqQuizModel *xq_quiz_view_get_model (XqQuizView *self);
void         xq_quiz_view_set_model (XqQuizView  *self,
                                     XqQuizModel *model);

G_END_DECLS
