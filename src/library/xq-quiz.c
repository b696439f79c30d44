/* xq-quiz.c: questions on the library examples, answered by the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-library"

#include "config.h"

#include "xq-quiz.h"

#include "xq-catalog.h"
#include "xq-text-analysis.h"
#include "xq-text-ruling.h"

struct _XqQuiz
{
  const XqExample *example;
  XqQuizKind       kind;
  guint            ply;
  XqPosition       before; /* NATURE: before the move; VERDICT: after the last move */
  XqMoveAnalysis   analysis;
  XqRuling         ruling;
  guint            answer;
};

static const XqNature nature_options[] = {
  XQ_NATURE_CHECK,
  XQ_NATURE_MATE_THREAT,
  XQ_NATURE_CHASE,
  XQ_NATURE_IDLE,
};

/* The moves worth asking about: stated, and not a repetition of a move already asked (same move
 * from the same position). Fills @plies (1-based), returns how many. */
static guint
nature_plies (const XqExample *example,
              guint           *plies)
{
  guint                  n, count = 0;
  const XqMove          *moves = xq_example_get_moves (example, &n);
  XqPosition             pos = *xq_example_get_start (example);
  g_autofree XqPosition *seen = g_new (XqPosition, n);

  for (guint i = 0; i < n; i++)
    {
      gboolean repeated = FALSE;
      XqUndo   undo;

      for (guint j = 0; j < i && !repeated; j++)
        repeated = moves[j] == moves[i] && xq_position_same (&seen[j], &pos);
      seen[i] = pos;
      if (!repeated && xq_example_get_expected_ply (example, i + 1))
        {
          if (plies)
            plies[count] = i + 1;
          count++;
        }
      xq_position_make (&pos, moves[i], &undo);
    }
  return count;
}

guint
xq_quiz_count (const XqExample *example)
{
  g_return_val_if_fail (example != NULL, 0);

  return (xq_example_get_expected_verdict (example) ? 1 : 0) + nature_plies (example, NULL);
}

static guint
verdict_choice (gboolean must_change_set,
                XqColor  must_change)
{
  if (!must_change_set)
    return XQ_QUIZ_DRAW;
  return must_change == XQ_RED ? XQ_QUIZ_RED_MUST_CHANGE : XQ_QUIZ_BLACK_MUST_CHANGE;
}

XqQuiz *
xq_quiz_new (const XqExample *example,
             guint            index)
{
  g_autoptr (XqQuiz) self = NULL;
  const XqMove      *moves;
  XqJudgeOptions     opts;
  guint              n;

  g_return_val_if_fail (example != NULL, NULL);
  g_return_val_if_fail (index < xq_quiz_count (example), NULL);

  self = g_new0 (XqQuiz, 1);
  self->example = example;
  moves = xq_example_get_moves (example, &n);
  xq_judge_options_init (&opts, xq_example_get_profile (example));

  if (xq_example_get_expected_verdict (example) && index == 0)
    {
      const XqExpectedVerdict *arbiter = xq_example_get_arbiter_verdict (example);

      self->kind = XQ_QUIZ_VERDICT;
      self->ply = n;
      xq_example_get_position (example, n, &self->before);
      xq_judge (xq_example_get_start (example), moves, n, &opts, &self->ruling, NULL);
      /* CXA 27.3: the arbiter sees a defensive point that draws at once, which no move-by-move
       * analysis can; the arbiter's ruling stands where the example gives one. */
      if (arbiter)
        self->answer = verdict_choice (arbiter->must_change_set, arbiter->must_change);
      else if (self->ruling.result == XQ_RESULT_DRAW || !self->ruling.must_change_set)
        self->answer = XQ_QUIZ_DRAW;
      else
        self->answer = verdict_choice (TRUE, self->ruling.must_change);
    }
  else
    {
      g_autofree guint *plies = g_new (guint, n);

      nature_plies (example, plies);
      self->kind = XQ_QUIZ_NATURE;
      self->ply = plies[index - (xq_example_get_expected_verdict (example) ? 1 : 0)];
      xq_example_get_position (example, self->ply - 1, &self->before);
      {
        XqPosition pos = self->before;
        xq_analyse_move (&pos, moves[self->ply - 1], &opts.analysis, &self->analysis);
      }
      for (guint i = 0; i < G_N_ELEMENTS (nature_options); i++)
        if (nature_options[i] == self->analysis.heaviest)
          self->answer = i;
    }
  return g_steal_pointer (&self);
}

void
xq_quiz_free (XqQuiz *self)
{
  g_free (self);
}

const XqExample *
xq_quiz_get_example (const XqQuiz *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->example;
}

XqQuizKind
xq_quiz_get_kind (const XqQuiz *self)
{
  g_return_val_if_fail (self != NULL, XQ_QUIZ_NATURE);

  return self->kind;
}

guint
xq_quiz_get_ply (const XqQuiz *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->ply;
}

void
xq_quiz_get_position (const XqQuiz *self,
                      XqPosition   *out)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (out != NULL);

  *out = self->before;
}

static const char *
profile_name (XqLang    lang,
              XqProfile profile)
{
  switch (profile)
    {
    case XQ_PROFILE_AXF:
      return XQ_T (lang, "AXF");
    case XQ_PROFILE_1957:
      return XQ_T (lang, "1957");
    case XQ_PROFILE_CXA:
    default:
      return XQ_T (lang, "CXA");
    }
}

char *
xq_quiz_dup_question (const XqQuiz *self,
                      XqLang        lang)
{
  const char *rules;

  g_return_val_if_fail (self != NULL, NULL);

  rules = profile_name (lang, xq_example_get_profile (self->example));
  if (self->kind == XQ_QUIZ_VERDICT)
    return g_strdup_printf (XQ_T (lang, "The moves repeat and nobody changes. Under the %s rules, how is the cycle ruled?"),
                            rules);
  {
    const char      *source = xq_example_get_source_move (self->example, self->ply);
    g_autofree char *text = source ? g_strdup (source) : xq_example_dup_move_text (self->example, self->ply, XQ_NOTATION_CHINESE);

    /* Translators: the first %s names the rule book, %u is the move's number and the last %s the
     * move, e.g. 车三平四. */
    return g_strdup_printf (XQ_T (lang, "Under the %s rules, what is move %u, %s?"), rules, self->ply, text);
  }
}

guint
xq_quiz_get_n_options (const XqQuiz *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->kind == XQ_QUIZ_VERDICT ? 3 : G_N_ELEMENTS (nature_options);
}

XqNature
xq_quiz_option_nature (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (nature_options), XQ_NATURE_IDLE);

  return nature_options[index];
}

const char *
xq_quiz_get_option (const XqQuiz *self,
                    XqLang        lang,
                    guint         index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < xq_quiz_get_n_options (self), NULL);

  if (self->kind == XQ_QUIZ_VERDICT)
    switch ((XqQuizVerdictChoice) index)
      {
      case XQ_QUIZ_RED_MUST_CHANGE:
        return XQ_T (lang, "Red must change; if not, Red loses");
      case XQ_QUIZ_BLACK_MUST_CHANGE:
        return XQ_T (lang, "Black must change; if not, Black loses");
      case XQ_QUIZ_DRAW:
      default:
        return XQ_T (lang, "Neither must change: a draw");
      }
  switch (nature_options[index])
    {
    case XQ_NATURE_CHECK:
      return XQ_T (lang, "Check (将)");
    case XQ_NATURE_MATE_THREAT:
      return XQ_T (lang, "Mate threat (杀)");
    case XQ_NATURE_CHASE:
      return XQ_T (lang, "Chase (捉)");
    case XQ_NATURE_IDLE:
    default:
      return XQ_T (lang, "Idle move (闲)");
    }
}

guint
xq_quiz_get_answer (const XqQuiz *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->answer;
}

gboolean
xq_quiz_check (const XqQuiz *self,
               guint         choice)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return choice == self->answer;
}

char *
xq_quiz_dup_explanation (const XqQuiz *self,
                         XqLang        lang)
{
  GString         *s;
  g_autofree char *engine = NULL;
  XqTextStyle      style;

  g_return_val_if_fail (self != NULL, NULL);

  xq_text_style_init (&style, lang, xq_example_get_profile (self->example));

  s = g_string_new (xq_example_get_explanation (self->example, lang));
  if (self->kind == XQ_QUIZ_VERDICT)
    {
      const char   *note = xq_example_get_arbiter_note (self->example, lang);

      guint         n;
      const XqMove *moves = xq_example_get_moves (self->example, &n);

      engine = xq_text_ruling (&style, xq_example_get_start (self->example), moves, n, &self->ruling);
      if (note)
        g_string_append_printf (s, "\n\n%s\n\n%s %s", note, XQ_T (lang, "The engine alone rules:"), engine);
      else
        g_string_append_printf (s, "\n\n%s", engine);
    }
  else
    {
      engine = xq_text_analysis (&style, &self->before, &self->analysis);
      g_string_append_printf (s, "\n\n%s", engine);
    }
  return g_string_free (s, FALSE);
}
