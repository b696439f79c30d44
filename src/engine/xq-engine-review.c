/* xq-engine-review.c: an engine over every position of a game, with the rules' events
 *
 * One engine process for the whole game, searching position after position at a fixed depth or
 * time. It runs in the caller's thread, on a main context of its own (the engine's reads and
 * timeouts are attached there), so a worker thread can review while the UI thread goes on, and
 * a cancellation wakes it at once: the engine is killed and reaped before this returns.
 *
 * The rules take part in each search: the moves that would repeat a cycle the side to move must
 * change (xq_forbidden_moves()) are left out ("go … searchmoves" with the others), so the best
 * move named is one the player may play, and the score is the score of the position under the
 * rules — an engine shown a position without its history would happily recommend the forbidden
 * repetition.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-engine"

#include "config.h"

#include "xq-engine-review.h"

#include <string.h>

void
xq_engine_settings_apply (const XqEngineSettings *settings,
                          XqUciEngine            *engine,
                          XqProfile               profile)
{
  const XqEngineOption *rule;
  const char           *value = NULL;

  g_return_if_fail (settings != NULL);
  g_return_if_fail (XQ_IS_UCI_ENGINE (engine));

  xq_uci_engine_set_hash (engine, settings->hash_mb);
  xq_uci_engine_set_threads (engine, settings->threads);
  rule = xq_uci_engine_get_rule_option (engine);
  if (rule == NULL || g_strcmp0 (settings->rule, XQ_ENGINE_RULE_DEFAULT) == 0)
    return;
  if (settings->rule == NULL || *settings->rule == '\0')
    value = xq_engine_option_rule_value (rule, xq_profile_to_string (profile));
  else if (g_strv_contains ((const char *const *) rule->vars, settings->rule))
    value = settings->rule;
  if (value != NULL)
    xq_uci_engine_set_option (engine, rule->name, value);
}

int
xq_engine_eval_value (const XqEngineEval *eval)
{
  g_return_val_if_fail (eval != NULL, 0);

  if (eval->over) /* the side to move has lost */
    return eval->side == XQ_RED ? -XQ_ENGINE_SCORE_CAP : XQ_ENGINE_SCORE_CAP;
  if (eval->is_mate)
    return eval->score >= 0 ? XQ_ENGINE_SCORE_CAP : -XQ_ENGINE_SCORE_CAP;
  return CLAMP (eval->score, -XQ_ENGINE_SCORE_CAP, XQ_ENGINE_SCORE_CAP);
}

void
xq_mistake_thresholds_init (XqMistakeThresholds *thresholds)
{
  g_return_if_fail (thresholds != NULL);

  thresholds->dubious = XQ_MISTAKE_DUBIOUS_DEFAULT;
  thresholds->mistake = XQ_MISTAKE_MISTAKE_DEFAULT;
  thresholds->blunder = XQ_MISTAKE_BLUNDER_DEFAULT;
}

XqNag
xq_engine_mark_move (const XqEngineEval        *before,
                     const XqEngineEval        *after,
                     XqMove                     move,
                     gboolean                   only_move,
                     const XqMistakeThresholds *thresholds,
                     int                       *loss)
{
  int drop;

  g_return_val_if_fail (before != NULL && after != NULL && thresholds != NULL, XQ_NAG_NONE);

  /* From the mover's side */
  drop = xq_engine_eval_value (before) - xq_engine_eval_value (after);
  if (before->side == XQ_BLACK)
    drop = -drop;
  drop = MAX (drop, 0);
  if (loss != NULL)
    *loss = drop;
  /* Two searches of a fixed size differ a little even on the best move */
  if (only_move || move == before->best || before->over)
    return XQ_NAG_NONE;
  if (thresholds->blunder > 0 && drop >= (int) thresholds->blunder)
    return XQ_NAG_BLUNDER;
  if (thresholds->mistake > 0 && drop >= (int) thresholds->mistake)
    return XQ_NAG_MISTAKE;
  if (thresholds->dubious > 0 && drop >= (int) thresholds->dubious)
    return XQ_NAG_DUBIOUS;
  return XQ_NAG_NONE;
}

/* The run */

typedef struct
{
  GMainContext *context;
  gboolean      started;
  gboolean      done;
  gboolean      cancelled;
  GError       *error;
  XqMove        best;
} Run;

static void
started_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Run *run = user_data;

  if (xq_uci_engine_start_finish (XQ_UCI_ENGINE (source), result, &run->error))
    run->started = TRUE;
  g_main_context_wakeup (run->context);
}

static void
done_cb (XqUciEngine *engine,
         guint        best,
         Run         *run)
{
  run->done = TRUE;
  run->best = (XqMove) best;
}

static void
failed_cb (XqUciEngine  *engine,
           const GError *error,
           Run          *run)
{
  if (run->error == NULL)
    run->error = g_error_copy (error);
}

static gboolean
cancelled_cb (GCancellable *cancellable,
              gpointer      user_data)
{
  Run *run = user_data;

  run->cancelled = TRUE;
  return G_SOURCE_REMOVE;
}

/* Iterates the run's context until @flag is set, an error comes or the run is cancelled. */
static gboolean
wait_for (Run      *run,
          gboolean *flag)
{
  while (!*flag && run->error == NULL && !run->cancelled)
    g_main_context_iteration (run->context, TRUE);
  return *flag && run->error == NULL && !run->cancelled;
}

/* Searches @pos (after @n moves of the game) among the moves the rules allow there. */
static gboolean
search (Run                    *run,
        XqUciEngine            *engine,
        const XqEngineSettings *settings,
        const XqPosition       *start,
        const XqMove           *moves,
        guint                   n,
        const XqJudgeOptions   *opts,
        const XqPosition       *pos,
        XqEngineEval           *eval)
{
  g_autoptr (GArray)  forbidden = g_array_new (FALSE, FALSE, sizeof (XqForbiddenMove));
  XqMove              allowed[XQ_MAX_MOVES];
  guint               n_allowed = 0;
  const XqEngineInfo *info;

  xq_forbidden_moves (start, moves, n, opts, forbidden);
  eval->n_forbidden = forbidden->len;
  for (guint i = 0; i < forbidden->len && i < G_N_ELEMENTS (eval->forbidden); i++)
    eval->forbidden[i] = g_array_index (forbidden, XqForbiddenMove, i).move;
  if (forbidden->len > 0)
    {
      XqPosition copy = *pos;
      XqMoveList legal;

      xq_generate_legal (&copy, &legal);
      for (guint i = 0; i < legal.n; i++)
        {
          gboolean left_out = FALSE;

          for (guint k = 0; k < forbidden->len; k++)
            left_out |= g_array_index (forbidden, XqForbiddenMove, k).move == legal.moves[i];
          if (!left_out)
            allowed[n_allowed++] = legal.moves[i];
        }
    }
  /* Were every move forbidden (never seen to happen), n_allowed 0 lets the engine choose among
   * them all. */

  run->done = FALSE;
  run->best = XQ_MOVE_NONE;
  xq_uci_engine_analyse_among (engine, pos, settings->depth, settings->movetime_ms, allowed, n_allowed);
  if (!wait_for (run, &run->done))
    return FALSE;
  info = xq_uci_engine_get_info (engine);
  eval->is_mate = info->is_mate;
  eval->score = info->score;
  eval->depth = info->depth;
  eval->best = run->best != XQ_MOVE_NONE ? run->best : info->pv_length > 0 ? info->pv[0]
                                                                           : XQ_MOVE_NONE;
  return TRUE;
}

gboolean
xq_engine_review_run (const XqEngineSettings *settings,
                      const XqPosition       *start,
                      const XqMove           *moves,
                      guint                   n_moves,
                      const XqJudgeOptions   *opts,
                      GCancellable           *cancellable,
                      XqEngineReviewFunc      func,
                      gpointer                user_data,
                      GArray                 *evals,
                      char                  **engine_name,
                      GError                **error)
{
  g_autoptr (GMainContext) context = g_main_context_new ();
  g_autoptr (XqUciEngine)  engine = NULL;
  g_autoptr (GSource)      cancel_source = NULL;
  Run                      run = { context };
  XqPosition               pos = *start;
  gboolean                 ok = TRUE;

  g_return_val_if_fail (settings != NULL && start != NULL && opts != NULL && evals != NULL, FALSE);
  g_return_val_if_fail (moves != NULL || n_moves == 0, FALSE);
  g_return_val_if_fail (settings->depth > 0 || settings->movetime_ms > 0, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  g_main_context_push_thread_default (context);
  if (cancellable != NULL)
    {
      cancel_source = g_cancellable_source_new (cancellable);
      g_source_set_callback (cancel_source, G_SOURCE_FUNC (cancelled_cb), &run, NULL);
      g_source_attach (cancel_source, context);
    }

  engine = xq_uci_engine_new (settings->engine_path != NULL ? settings->engine_path : XQ_ENGINE_DEFAULT_PATH);
  g_signal_connect (engine, "done", G_CALLBACK (done_cb), &run);
  g_signal_connect (engine, "failed", G_CALLBACK (failed_cb), &run);
  xq_uci_engine_start_async (engine, NULL, started_cb, &run);
  ok = wait_for (&run, &run.started);
  if (ok)
    {
      xq_engine_settings_apply (settings, engine, opts->analysis.profile);
      xq_uci_engine_set_lines (engine, 1);
      if (engine_name != NULL)
        *engine_name = g_strdup (xq_uci_engine_get_name (engine));
    }

  for (guint p = 0; ok && p <= n_moves; p++)
    {
      XqEngineEval eval = { .ply = p, .side = xq_position_side (&pos), .best = XQ_MOVE_NONE };

      if (xq_position_state (&pos) != XQ_STATE_PLAYING)
        eval.over = TRUE;
      else
        ok = search (&run, engine, settings, start, moves, p, opts, &pos, &eval);
      if (!ok)
        break;
      g_array_append_val (evals, eval);
      if (func != NULL)
        func (&eval, p + 1, n_moves + 1, user_data);
      if (p < n_moves)
        {
          XqUndo undo;
          xq_position_make (&pos, moves[p], &undo);
        }
    }

  /* Nothing of the engine outlives the run: killed, reaped, its reads given back. */
  g_signal_handlers_disconnect_by_data (engine, &run);
  xq_uci_engine_quit_and_wait (engine);
  while (g_main_context_iteration (context, FALSE))
    ;
  if (cancel_source != NULL)
    g_source_destroy (cancel_source);
  g_main_context_pop_thread_default (context);

  if (ok)
    return TRUE;
  if (run.error != NULL)
    g_propagate_error (error, run.error);
  else
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The review was cancelled");
  return FALSE;
}
