/* xq-quiz.h: questions on the library examples, keyed to their lessons
 *
 * A quiz asks either what one move of an example is (its heaviest nature: 将 杀 捉 闲) or how
 * the cycle is ruled (who must change), offers a fixed set of choices, knows the lesson's
 * answer (reviewed against the rule text, not taken from the engine) and explains it with the
 * example's text and the engine's sentences.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-library.h"

G_BEGIN_DECLS

typedef enum {
  XQ_QUIZ_NATURE = 0, /* the heaviest nature of one move (27.4) */
  XQ_QUIZ_VERDICT,    /* who must change when the cycle repeats */
} XqQuizKind;

/* The choices of a verdict question, in order. */
typedef enum {
  XQ_QUIZ_RED_MUST_CHANGE = 0,
  XQ_QUIZ_BLACK_MUST_CHANGE,
  XQ_QUIZ_DRAW,
} XqQuizVerdictChoice;

typedef struct _XqQuiz XqQuiz;

/* How many questions @example offers: the verdict when it states one, then one per move with a
 * stated nature (a move repeated from the same position is asked once). */
guint xq_quiz_count (const XqExample *example);
/* Question @index (< xq_quiz_count()) of @example; the engine works out the answer here.
 * @example must outlive the quiz. Returns: (transfer full) */
XqQuiz *xq_quiz_new (const XqExample *example,
                     guint            index) G_GNUC_WARN_UNUSED_RESULT;
void    xq_quiz_free (XqQuiz *self);

/* Returns: (transfer none) */
const XqExample *xq_quiz_get_example (const XqQuiz *self);
XqQuizKind       xq_quiz_get_kind (const XqQuiz *self);
/* The move asked about (1-based) for XQ_QUIZ_NATURE; the number of moves for XQ_QUIZ_VERDICT. */
guint xq_quiz_get_ply (const XqQuiz *self);
/* The position to show with the question: before the move asked about, or after the last move. */
void xq_quiz_get_position (const XqQuiz *self,
                           XqPosition   *out);
/* "Under the CXA rules, what is move 3, 车三平四?" */
char *xq_quiz_dup_question (const XqQuiz *self,
                            XqLang        lang) G_GNUC_WARN_UNUSED_RESULT;
guint xq_quiz_get_n_options (const XqQuiz *self);
/* Choice @index in @lang, e.g. "Chase (捉)". */
const char *xq_quiz_get_option (const XqQuiz *self,
                                XqLang        lang,
                                guint         index);
/* The nature a choice of a nature question stands for (XQ_NATURE_CHECK … XQ_NATURE_IDLE). */
XqNature xq_quiz_option_nature (guint index);
/* Whether a nature question asks how the move counts in the cycle (the lesson says it counts
 * otherwise than the move alone: 细则11, or the arbiter's 闲 of 细则13) rather than the move alone. */
gboolean xq_quiz_asks_cycle (const XqQuiz *self);
/* Whether the move asked about has several natures, so that 27.4 (从重) decides the answer. */
gboolean xq_quiz_weighs_natures (const XqQuiz *self);
/* The answer and choice @index as keys: "check", "mate-threat", "chase", "idle"; "red", "black",
 * "draw" (the side that must change, or a draw). */
const char *xq_quiz_answer_key (const XqQuiz *self);
const char *xq_quiz_option_key (const XqQuiz *self,
                                guint         index);
/* The right choice, as the lesson states it, reviewed against the rule text (how the move counts
 * in the cycle where the question asks that; for a verdict where the arbiter overrides the engine,
 * CXA 27.3, the arbiter's ruling). */
guint    xq_quiz_get_answer (const XqQuiz *self);
gboolean xq_quiz_check (const XqQuiz *self,
                        guint         choice);
/* Why: the example's explanation, then the engine's sentences for the move or the cycle (and the
 * arbiter's note where the arbiter overrides the engine). */
char *xq_quiz_dup_explanation (const XqQuiz *self,
                               XqLang        lang) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqQuiz, xq_quiz_free)

G_END_DECLS
