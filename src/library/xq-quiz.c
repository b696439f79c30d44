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
  gboolean         in_cycle; /* NATURE: asks how the move counts in the cycle, not the move alone */
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

/* A verdict question asks how a repeated cycle is ruled: not about a game's end (mate, 困毙, the
 * 60-move rule), whose choices would not fit, nor about a game that goes on with no cycle closed
 * ("*": a false 60-move claim, end-third-violation). */
static gboolean
has_verdict_question (const XqExample *example)
{
  const XqExpectedVerdict *v = xq_example_get_expected_verdict (example);

  return v != NULL && v->result != XQ_RESULT_NONE && !xq_expected_verdict_is_game_end (v);
}

guint
xq_quiz_count (const XqExample *example)
{
  g_return_val_if_fail (example != NULL, 0);

  return (has_verdict_question (example) ? 1 : 0) + nature_plies (example, NULL);
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

  opts.move_limit = xq_example_get_move_limit (example, &opts.move_limit_from);
  if (has_verdict_question (example) && index == 0)
    {
      const XqExpectedVerdict *arbiter = xq_example_get_arbiter_verdict (example);

      self->kind = XQ_QUIZ_VERDICT;
      self->ply = n;
      xq_example_get_position (example, n, &self->before);
      xq_judge (xq_example_get_start (example), moves, n, &opts, &self->ruling, NULL);
      /* CXA 27.3: the arbiter sees a defensive point that draws at once, which no move-by-move
       * analysis can; the arbiter's ruling stands where the example gives one. */
      /* The answer is the lesson's, reviewed against the rule text; the engine's ruling only
       * explains (xq_example_check() holds the two together). */
      if (arbiter)
        self->answer = verdict_choice (arbiter->must_change_set, arbiter->must_change);
      else
        {
          const XqExpectedVerdict *v = xq_example_get_expected_verdict (example);
          self->answer = verdict_choice (v->must_change_set, v->must_change);
        }
    }
  else
    {
      g_autofree guint *plies = g_new (guint, n);

      nature_plies (example, plies);
      self->kind = XQ_QUIZ_NATURE;
      self->ply = plies[index - (has_verdict_question (example) ? 1 : 0)];
      xq_example_get_position (example, self->ply - 1, &self->before);
      {
        XqPosition pos = self->before;
        xq_analyse_move (&pos, moves[self->ply - 1], &opts.analysis, &self->analysis);
      }
      {
        const XqExpectedPly *want = xq_example_get_expected_ply (example, self->ply);
        XqNature             key = want->has_counts ? want->counts : want->heaviest;

        self->in_cycle = want->has_counts;
        for (guint i = 0; i < G_N_ELEMENTS (nature_options); i++)
          if (nature_options[i] == key)
            self->answer = i;
      }
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

    g_autofree char *question = NULL;

    if (self->in_cycle)
      /* Translators: the first %s names the rule book, %u is the move's number and the last %s the
       * move, e.g. 兵八平七. The lesson is how the move counts in the repeated cycle (CXA 27.2,
       * 细则11), or as the arbiter reads it (27.3). */
      question = g_strdup_printf (XQ_T (lang, "Under the %s rules, how does move %u, %s, count in the cycle?"), rules,
                                  self->ply, text);
    else
      /* Translators: the first %s names the rule book, %u is the move's number and the last %s the
       * move, e.g. 车三平四. The question is about the move by itself, not the cycle. */
      question = g_strdup_printf (XQ_T (lang, "Under the %s rules, what is move %u, %s, by itself?"), rules, self->ply,
                                  text);
    if (xq_quiz_weighs_natures (self))
      {
        const char *hint = xq_example_get_profile (self->example) == XQ_PROFILE_CXA
                             ? XQ_T (lang, "It has several natures; CXA 27.4 (从重) decides which counts.")
                             : XQ_T (lang, "It has several natures; the heaviest counts (从重).");
        /* Chinese runs on after the full-width question mark, English takes a space */
        return g_strconcat (question, lang == XQ_LANG_EN ? " " : "", hint, NULL);
      }
    return g_steal_pointer (&question);
  }
}

gboolean
xq_quiz_asks_cycle (const XqQuiz *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->kind == XQ_QUIZ_NATURE && self->in_cycle;
}

gboolean
xq_quiz_weighs_natures (const XqQuiz *self)
{
  const XqExpectedPly *want;
  guint                natures, n = 0;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->kind != XQ_QUIZ_NATURE)
    return FALSE;
  want = xq_example_get_expected_ply (self->example, self->ply);
  natures = want->natures ? want->natures : self->analysis.natures;
  for (guint i = 0; i < G_N_ELEMENTS (nature_options) - 1; i++)
    if (natures & nature_options[i])
      n++;
  /* 将、杀、捉 together, or one of them with 兑、献 … that would otherwise make it 闲 */
  return n > 1 || (n == 1 && (natures & ~(guint) (XQ_NATURE_CHECK | XQ_NATURE_MATE_THREAT | XQ_NATURE_CHASE | XQ_NATURE_IDLE)));
}

const char *
xq_quiz_answer_key (const XqQuiz *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->kind == XQ_QUIZ_VERDICT)
    return self->answer == XQ_QUIZ_RED_MUST_CHANGE ? "red" : self->answer == XQ_QUIZ_BLACK_MUST_CHANGE ? "black"
                                                                                                       : "draw";
  return xq_nature_to_string (nature_options[self->answer]);
}

const char *
xq_quiz_option_key (const XqQuiz *self,
                    guint         index)
{
  static const char *const verdicts[] = { "red", "black", "draw" };

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < xq_quiz_get_n_options (self), NULL);

  if (self->kind == XQ_QUIZ_VERDICT)
    return verdicts[index];
  return xq_nature_to_string (nature_options[index]);
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
