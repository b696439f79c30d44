/* xq-review-model.c: the game reviewed by the engine, move by move, with the rules' events
 *
 * "Review Game": the engine over every position of the line the game shows, at a depth or a
 * time per position (xq_engine_review_run(), which leaves out of each search the moves that
 * would repeat a cycle the side to move must change). The run happens on a worker thread with
 * an engine process of its own; the worker writes each evaluation into an array it shares with
 * the main thread (behind a mutex) and never touches the model: the main thread looks ten times
 * a second how far it got, and once more when it ends. Cancelling wakes the worker at once; the
 * engine is killed and reaped before "running" turns FALSE.
 *
 * The marks (?! ? ??) are worked out from the evaluations on the main thread, so new
 * thresholds re-mark at once; the rule events are qili-cli review's findings on the same line
 * (xq_review_game()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-review-model"

#include "config.h"

#include "xq-review-model.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-engine-text.h"
#include "xq-game-model.h"
#include "xq-model-enums.h"
#include "xq-text-ruling.h"

/* How often the main thread looks at the worker's progress (ms) */
#define POLL_MS 100

/* What the worker and the main thread share. */
typedef struct
{
  GMutex           lock;
  XqEngineSettings settings; /* its strings owned below */
  char            *engine_path;
  char            *rule;
  XqPosition       start;
  GArray          *moves; /* XqMove, read only */
  XqJudgeOptions   opts;
  GCancellable    *cancellable;
  GArray          *evals; /* XqEngineEval: written by the worker under lock */
  char            *engine_name;
  XqReviewModel   *owner; /* main thread only: NULL once the model is gone or has another run */
} Shared;

struct _XqReviewModel
{
  GObject      parent_instance;

  XqGameModel *game;

  /* Settings for the next run */
  char               *engine_path;
  char               *rule;
  guint               hash_mb, threads, depth, movetime_ms;
  XqProfile           profile;
  XqMistakeThresholds thresholds;

  /* The run */
  Shared  *shared; /* NULL when there is no review */
  gboolean running;
  gboolean failed;
  gboolean stale;
  char    *message;
  guint    poll_id;
  GArray  *evals;    /* XqEngineEval: the main thread's copy */
  GArray  *findings; /* XqFinding */
};

G_DEFINE_FINAL_TYPE (XqReviewModel, xq_review_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_ACTIVE,
  PROP_N_DONE,
  PROP_N_PLIES,
  PROP_STALE,
  PROP_MESSAGE,
  PROP_FAILED,
  PROP_PROFILE,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static void
shared_clear (gpointer data)
{
  Shared *shared = data;

  g_mutex_clear (&shared->lock);
  g_free (shared->engine_path);
  g_free (shared->rule);
  g_array_unref (shared->moves);
  g_array_unref (shared->evals);
  g_clear_object (&shared->cancellable);
  g_free (shared->engine_name);
}

static void
shared_unref (Shared *shared)
{
  g_atomic_rc_box_release_full (shared, shared_clear);
}

static void
set_message (XqReviewModel *self,
             const char    *message,
             gboolean       failed)
{
  if (g_strcmp0 (self->message, message) != 0)
    {
      g_free (self->message);
      self->message = g_strdup (message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
    }
  if (self->failed != failed)
    {
      self->failed = failed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAILED]);
    }
}

static void
set_running (XqReviewModel *self,
             gboolean       running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* The worker */

static void
eval_done (const XqEngineEval *eval,
           guint               done,
           guint               total,
           gpointer            user_data)
{
  Shared *shared = user_data;

  g_mutex_lock (&shared->lock);
  g_array_append_vals (shared->evals, eval, 1);
  g_mutex_unlock (&shared->lock);
}

static void
review_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Shared            *shared = task_data;
  g_autoptr (GArray) evals = g_array_new (FALSE, FALSE, sizeof (XqEngineEval));
  g_autoptr (GError) error = NULL;
  char              *name = NULL;

  if (!xq_engine_review_run (&shared->settings, &shared->start, (const XqMove *) shared->moves->data,
                             shared->moves->len, &shared->opts, shared->cancellable, eval_done, shared, evals, &name,
                             &error))
    {
      g_free (name);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_mutex_lock (&shared->lock);
  shared->engine_name = name;
  g_mutex_unlock (&shared->lock);
  g_task_return_boolean (task, TRUE);
}

/* The main thread */

/* Takes what the worker did since last time. Returns TRUE when something came. */
static gboolean
collect (XqReviewModel *self)
{
  Shared *shared = self->shared;
  guint   before = self->evals->len;

  g_mutex_lock (&shared->lock);
  if (shared->evals->len > before)
    g_array_append_vals (self->evals, &g_array_index (shared->evals, XqEngineEval, before),
                         shared->evals->len - before);
  g_mutex_unlock (&shared->lock);
  if (self->evals->len == before)
    return FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DONE]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

static gboolean
poll_cb (gpointer data)
{
  XqReviewModel *self = data;

  if (self->shared != NULL)
    collect (self);
  return G_SOURCE_CONTINUE;
}

static void
review_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Shared            *shared = user_data;
  XqReviewModel     *self = shared->owner;
  g_autoptr (GError) error = NULL;
  gboolean           ok = g_task_propagate_boolean (G_TASK (result), &error);

  if (self == NULL)
    {
      shared_unref (shared);
      return;
    }
  g_clear_handle_id (&self->poll_id, g_source_remove);
  collect (self);
  if (ok)
    set_message (self, "", FALSE);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    set_message (self, _ ("The review was stopped."), FALSE);
  else
    {
      g_autofree char *message = xq_engine_problem_text (error, shared->engine_path);
      set_message (self, message, TRUE);
    }
  set_running (self, FALSE);
  shared_unref (shared);
}

static void
check_stale (XqReviewModel *self)
{
  gboolean stale = FALSE;

  if (self->shared != NULL)
    {
      GArray *moves = self->shared->moves;

      stale = xq_game_model_get_n_plies (self->game) != moves->len ||
              !xq_position_same (xq_game_model_get_start_position (self->game), &self->shared->start);
      for (guint p = 1; !stale && p <= moves->len; p++)
        stale = xq_game_model_get_move_at (self->game, p) != g_array_index (moves, XqMove, p - 1);
    }
  if (self->stale == stale)
    return;
  self->stale = stale;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STALE]);
}

/* GObject */

static void
xq_review_model_dispose (GObject *object)
{
  XqReviewModel *self = XQ_REVIEW_MODEL (object);

  xq_review_model_clear (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (xq_review_model_parent_class)->dispose (object);
}

static void
xq_review_model_finalize (GObject *object)
{
  XqReviewModel *self = XQ_REVIEW_MODEL (object);

  g_free (self->engine_path);
  g_free (self->rule);
  g_free (self->message);
  g_array_unref (self->evals);
  g_array_unref (self->findings);

  G_OBJECT_CLASS (xq_review_model_parent_class)->finalize (object);
}

static void
xq_review_model_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  XqReviewModel *self = XQ_REVIEW_MODEL (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, xq_review_model_get_active (self));
      break;
    case PROP_N_DONE:
      g_value_set_uint (value, self->evals->len);
      break;
    case PROP_N_PLIES:
      g_value_set_uint (value, xq_review_model_get_n_plies (self));
      break;
    case PROP_STALE:
      g_value_set_boolean (value, self->stale);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_FAILED:
      g_value_set_boolean (value, self->failed);
      break;
    case PROP_PROFILE:
      g_value_set_enum (value, self->profile);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_review_model_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  XqReviewModel *self = XQ_REVIEW_MODEL (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      xq_review_model_set_profile (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_review_model_class_init (XqReviewModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = xq_review_model_dispose;
  object_class->finalize = xq_review_model_finalize;
  object_class->get_property = xq_review_model_get_property;
  object_class->set_property = xq_review_model_set_property;

  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, ro);
  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE, ro);
  properties[PROP_N_DONE] = g_param_spec_uint ("n-done", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_PLIES] = g_param_spec_uint ("n-plies", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_STALE] = g_param_spec_boolean ("stale", NULL, NULL, FALSE, ro);
  properties[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, "", ro);
  properties[PROP_FAILED] = g_param_spec_boolean ("failed", NULL, NULL, FALSE, ro);
  properties[PROP_PROFILE] = g_param_spec_enum ("profile", NULL, NULL, XQ_TYPE_PROFILE, XQ_PROFILE_CXA,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Evaluations came, or the marks changed. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
xq_review_model_init (XqReviewModel *self)
{
  self->engine_path = g_strdup (XQ_ENGINE_DEFAULT_PATH);
  self->movetime_ms = 500;
  self->profile = XQ_PROFILE_CXA;
  self->message = g_strdup ("");
  xq_mistake_thresholds_init (&self->thresholds);
  self->evals = g_array_new (FALSE, FALSE, sizeof (XqEngineEval));
  self->findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
}

XqReviewModel *
xq_review_model_new (XqGameModel *game)
{
  XqReviewModel *self;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (game), NULL);

  self = g_object_new (XQ_TYPE_REVIEW_MODEL, NULL);
  self->game = g_object_ref (game);
  g_signal_connect_swapped (game, "notify::n-plies", G_CALLBACK (check_stale), self);
  g_signal_connect_swapped (game, "notify::position", G_CALLBACK (check_stale), self);
  return self;
}

/* Settings */

void
xq_review_model_set_engine (XqReviewModel *self,
                            const char    *path,
                            guint          hash_mb,
                            guint          threads,
                            const char    *rule)
{
  g_return_if_fail (XQ_IS_REVIEW_MODEL (self));

  g_free (self->engine_path);
  self->engine_path = g_strdup (path != NULL && *path != '\0' ? path : XQ_ENGINE_DEFAULT_PATH);
  g_free (self->rule);
  self->rule = g_strdup (rule);
  self->hash_mb = hash_mb;
  self->threads = threads;
}

void
xq_review_model_set_limit (XqReviewModel *self,
                           guint          depth,
                           guint          movetime_ms)
{
  g_return_if_fail (XQ_IS_REVIEW_MODEL (self));
  g_return_if_fail (depth > 0 || movetime_ms > 0);

  self->depth = depth;
  self->movetime_ms = depth > 0 ? 0 : movetime_ms;
}

XqProfile
xq_review_model_get_profile (XqReviewModel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), XQ_PROFILE_CXA);

  return self->profile;
}

/* For the next review; the events of one done are those of its own profile. */
void
xq_review_model_set_profile (XqReviewModel *self,
                             XqProfile      profile)
{
  g_return_if_fail (XQ_IS_REVIEW_MODEL (self));

  if (self->profile == profile)
    return;
  self->profile = profile;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

void
xq_review_model_set_thresholds (XqReviewModel             *self,
                                const XqMistakeThresholds *thresholds)
{
  g_return_if_fail (XQ_IS_REVIEW_MODEL (self));
  g_return_if_fail (thresholds != NULL);

  if (memcmp (&self->thresholds, thresholds, sizeof *thresholds) == 0)
    return;
  self->thresholds = *thresholds;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The run */

void
xq_review_model_start (XqReviewModel *self)
{
  g_autoptr (GTask) task = NULL;
  g_autofree char  *message = NULL;
  g_autofree char  *name = NULL;
  Shared           *shared;
  guint             n;

  g_return_if_fail (XQ_IS_REVIEW_MODEL (self));

  xq_review_model_clear (self);

  shared = g_atomic_rc_box_new0 (Shared);
  g_mutex_init (&shared->lock);
  shared->engine_path = g_strdup (self->engine_path);
  shared->rule = g_strdup (self->rule);
  shared->settings = (XqEngineSettings){ shared->engine_path, self->depth, self->movetime_ms, self->hash_mb,
                                         self->threads, shared->rule };
  shared->start = *xq_game_model_get_start_position (self->game);
  n = xq_game_model_get_n_plies (self->game);
  shared->moves = g_array_sized_new (FALSE, FALSE, sizeof (XqMove), n);
  for (guint p = 1; p <= n; p++)
    {
      XqMove move = xq_game_model_get_move_at (self->game, p);
      g_array_append_val (shared->moves, move);
    }
  if (!xq_game_judge_options (xq_game_model_get_game (self->game), self->profile, &shared->opts, NULL))
    xq_judge_options_init (&shared->opts, self->profile);
  shared->cancellable = g_cancellable_new ();
  shared->evals = g_array_sized_new (FALSE, FALSE, sizeof (XqEngineEval), n + 1);
  self->shared = shared;

  /* The rule events, as qili-cli review finds them */
  xq_review_game (&shared->start, (const XqMove *) shared->moves->data, n, &shared->opts, self->findings);

  name = g_path_get_basename (self->engine_path);
  message = g_strdup_printf (_ ("Reviewing with %s…"), name);
  set_message (self, message, FALSE);
  self->stale = FALSE;
  shared->owner = self;
  task = g_task_new (NULL, NULL, review_done_cb, g_atomic_rc_box_acquire (shared));
  g_task_set_task_data (task, g_atomic_rc_box_acquire (shared), (GDestroyNotify) shared_unref);
  g_task_run_in_thread (task, review_thread);
  self->poll_id = g_timeout_add (POLL_MS, poll_cb, self);

  set_running (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DONE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STALE]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The running review ends: its worker kills the engine and returns. */
void
xq_review_model_cancel (XqReviewModel *self)
{
  g_return_if_fail (XQ_IS_REVIEW_MODEL (self));

  if (self->shared != NULL && self->running)
    g_cancellable_cancel (self->shared->cancellable);
}

void
xq_review_model_clear (XqReviewModel *self)
{
  gboolean had = FALSE;

  g_return_if_fail (XQ_IS_REVIEW_MODEL (self));

  xq_review_model_cancel (self);
  g_clear_handle_id (&self->poll_id, g_source_remove);
  if (self->shared != NULL)
    {
      /* A run still ending is no longer ours: its end is not reported. */
      self->shared->owner = NULL;
      g_clear_pointer (&self->shared, shared_unref);
      had = TRUE;
    }
  g_array_set_size (self->evals, 0);
  g_array_set_size (self->findings, 0);
  set_running (self, FALSE);
  set_message (self, "", FALSE);
  if (self->stale)
    {
      self->stale = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STALE]);
    }
  if (had && self->game != NULL)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DONE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
    }
}

gboolean
xq_review_model_get_running (XqReviewModel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), FALSE);

  return self->running;
}

gboolean
xq_review_model_get_active (XqReviewModel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), FALSE);

  return self->shared != NULL;
}

guint
xq_review_model_get_n_done (XqReviewModel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), 0);

  return self->evals->len;
}

guint
xq_review_model_get_n_plies (XqReviewModel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), 0);

  return self->shared != NULL ? self->shared->moves->len : 0;
}

gboolean
xq_review_model_get_stale (XqReviewModel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), FALSE);

  return self->stale;
}

const char *
xq_review_model_get_message (XqReviewModel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), NULL);

  return self->message;
}

gboolean
xq_review_model_get_failed (XqReviewModel *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), FALSE);

  return self->failed;
}

/**
 * xq_review_model_get_eval:
 *
 * Returns: (transfer none) (nullable): the evaluation of the position after @ply
 */
const XqEngineEval *
xq_review_model_get_eval (XqReviewModel *self,
                          guint          ply)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), NULL);

  return ply < self->evals->len ? &g_array_index (self->evals, XqEngineEval, ply) : NULL;
}

XqMove
xq_review_model_get_move (XqReviewModel *self,
                          guint          ply)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), XQ_MOVE_NONE);

  if (self->shared == NULL || ply == 0 || ply > self->shared->moves->len)
    return XQ_MOVE_NONE;
  return g_array_index (self->shared->moves, XqMove, ply - 1);
}

/* The position before move @ply of the line reviewed. */
static XqPosition
position_before (XqReviewModel *self,
                 guint          ply)
{
  XqPosition pos = self->shared->start;

  for (guint p = 1; p < ply; p++)
    {
      XqUndo undo;
      xq_position_make (&pos, g_array_index (self->shared->moves, XqMove, p - 1), &undo);
    }
  return pos;
}

XqNag
xq_review_model_get_mark (XqReviewModel *self,
                          guint          ply,
                          int           *loss)
{
  const XqEngineEval *before, *after;
  XqPosition          pos;
  XqMoveList          legal;

  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), XQ_NAG_NONE);

  if (loss != NULL)
    *loss = 0;
  if (ply == 0 || ply >= self->evals->len)
    return XQ_NAG_NONE;
  before = &g_array_index (self->evals, XqEngineEval, ply - 1);
  after = &g_array_index (self->evals, XqEngineEval, ply);
  pos = position_before (self, ply);
  xq_generate_legal (&pos, &legal);
  return xq_engine_mark_move (before, after, xq_review_model_get_move (self, ply), legal.n == 1, &self->thresholds,
                              loss);
}

/**
 * xq_review_model_get_events:
 *
 * Returns: (transfer none) (array length=n): the rule events
 */
const XqFinding *
xq_review_model_get_events (XqReviewModel *self,
                            guint         *n)
{
  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), NULL);
  g_return_val_if_fail (n != NULL, NULL);

  *n = self->findings->len;
  return (const XqFinding *) self->findings->data;
}

XqReviewEventKind
xq_review_event_kind (const XqFinding *finding)
{
  g_return_val_if_fail (finding != NULL, XQ_REVIEW_EVENT_CYCLE);

  switch (finding->ruling.reason)
    {
    case XQ_REASON_CHECKMATE:
    case XQ_REASON_STALEMATE:
      return XQ_REVIEW_EVENT_END;
    case XQ_REASON_SIXTY_MOVES:
    case XQ_REASON_MOVE_LIMIT:
    case XQ_REASON_MOVE_LIMIT_CHECK:
      return XQ_REVIEW_EVENT_COUNT;
    default:
      return finding->ruling.must_change_set ? XQ_REVIEW_EVENT_FORBIDDEN : XQ_REVIEW_EVENT_CYCLE;
    }
}

static void
text_style (XqReviewModel *self,
            XqTextStyle   *style)
{
  xq_text_style_init (style, xq_lang_from_locale (), self->shared->opts.analysis.profile);
  style->notation = xq_game_model_get_notation (self->game);
}

char *
xq_review_model_describe_event (XqReviewModel *self,
                                guint          index)
{
  const XqFinding *f;
  const XqRuling  *r;
  g_autofree char *clause = NULL;
  g_autofree char *what = NULL;
  XqTextStyle      style;

  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), NULL);
  g_return_val_if_fail (index < self->findings->len, NULL);

  f = &g_array_index (self->findings, XqFinding, index);
  r = &f->ruling;
  text_style (self, &style);
  clause = xq_text_clause (&style, &self->shared->start, (const XqMove *) self->shared->moves->data, f->ply, r);
  switch (r->reason)
    {
    case XQ_REASON_CHECKMATE:
      what = g_strdup (_ ("Checkmate"));
      break;
    case XQ_REASON_STALEMATE:
      what = g_strdup (_ ("Stalemate (困毙)"));
      break;
    case XQ_REASON_SIXTY_MOVES:
      what = g_strdup (_ ("60 moves without a capture"));
      break;
    case XQ_REASON_MOVE_LIMIT:
      what = g_strdup (_ ("The move limit has run out"));
      break;
    case XQ_REASON_MOVE_LIMIT_CHECK:
      what = g_strdup (_ ("The move limit has run out, with a check inside it"));
      break;
    default:
      if (r->must_change_set)
        {
          g_autofree char *pattern =
            xq_text_side_pattern (style.lang, r->must_change, &r->side[r->must_change]);
          /* TRANSLATORS: "Red must change: perpetual chase" */
          what = g_strdup_printf (r->must_change == XQ_RED ? _ ("Red must change: %s") : _ ("Black must change: %s"),
                                  pattern);
        }
      else
        what = g_strdup (_ ("Repetition, a draw if neither side changes"));
      break;
    }
  if (clause == NULL)
    return g_steal_pointer (&what);
  /* TRANSLATORS: an event and the clause it rests on */
  return g_strdup_printf (_ ("%s (%s)"), what, clause);
}

char *
xq_review_format_score (const XqEngineEval *eval)
{
  g_return_val_if_fail (eval != NULL, NULL);

  if (eval->over)
    return g_strdup (eval->side == XQ_RED ? _ ("Black wins") : _ ("Red wins"));
  return xq_engine_score_text (eval->is_mate, eval->score);
}

/* "12." for Red's move, "12…" for Black's */
static char *
move_number (XqReviewModel *self,
             guint          ply)
{
  guint shift = self->shared->start.side == XQ_BLACK ? 1 : 0;
  guint number = (ply + shift + 1) / 2;

  return g_strdup_printf ((ply + shift) % 2 == 1 ? "%u." : "%u…", number);
}

char *
xq_review_model_describe_ply (XqReviewModel *self,
                              guint          ply)
{
  const XqEngineEval *after;
  XqPosition          before;
  char                move[XQ_NOTATION_MAX_SIZE];
  g_autofree char    *number = NULL, *score = NULL, *text = NULL;
  XqNag               nag;
  int                 loss;
  XqNotation          notation;

  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), NULL);

  if (self->shared == NULL || ply == 0 || ply > self->shared->moves->len)
    return g_strdup ("");
  notation = xq_game_model_get_notation (self->game);
  before = position_before (self, ply);
  xq_notation_write (&before, xq_review_model_get_move (self, ply), notation, XQ_NOTATION_STYLE_DEFAULT, move);
  number = move_number (self, ply);
  after = xq_review_model_get_eval (self, ply);
  if (after == NULL)
    return g_strdup_printf ("%s %s", number, move);
  score = xq_review_format_score (after);
  nag = xq_review_model_get_mark (self, ply, &loss);
  text = g_strdup_printf ("%s %s%s %s", number, move, xq_game_model_glyph_text (nag), score);
  if (nag != XQ_NAG_NONE)
    {
      const XqEngineEval *prev = xq_review_model_get_eval (self, ply - 1);
      char                best[XQ_NOTATION_MAX_SIZE];

      xq_notation_write (&before, prev->best, notation, XQ_NOTATION_STYLE_DEFAULT, best);
      /* TRANSLATORS: the score lost in pawns, and the move the engine would have played */
      return g_strdup_printf (_ ("%s (lost %d.%02d; %s was the engine’s choice)"), text, loss / 100, loss % 100, best);
    }
  return g_steal_pointer (&text);
}

char *
xq_review_model_dup_summary (XqReviewModel *self)
{
  guint    counts[XQ_N_COLORS][3] = { { 0 } };
  GString *text = g_string_new (NULL);
  guint    n_events = self->findings->len;

  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), NULL);

  for (guint ply = 1; ply < self->evals->len; ply++)
    {
      XqNag nag = xq_review_model_get_mark (self, ply, NULL);
      int   side = g_array_index (self->evals, XqEngineEval, ply - 1).side;

      if (nag == XQ_NAG_DUBIOUS)
        counts[side][0]++;
      else if (nag == XQ_NAG_MISTAKE)
        counts[side][1]++;
      else if (nag == XQ_NAG_BLUNDER)
        counts[side][2]++;
    }
  for (int side = 0; side < XQ_N_COLORS; side++)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* TRANSLATORS: how many moves of a side are marked ?!, ? and ?? */
      g_string_append_printf (text, side == XQ_RED ? _ ("Red: %u ?!, %u ?, %u ??") : _ ("Black: %u ?!, %u ?, %u ??"),
                              counts[side][0], counts[side][1], counts[side][2]);
    }
  g_string_append (text, " · ");
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u rule event", "%u rule events", n_events), n_events);
  return g_string_free (text, FALSE);
}

GPtrArray *
xq_review_model_dup_report (XqReviewModel *self)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  Shared    *shared;
  char      *limit, *name;

  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), NULL);

  if (self->shared == NULL)
    return lines;
  shared = self->shared;
  g_mutex_lock (&shared->lock);
  name = g_strdup (shared->engine_name != NULL ? shared->engine_name : shared->engine_path);
  g_mutex_unlock (&shared->lock);
  if (shared->settings.depth > 0)
    limit = g_strdup_printf (_ ("depth %u per position"), shared->settings.depth);
  else
    limit = g_strdup_printf (_ ("%.1f s per position"), shared->settings.movetime_ms / 1000.0);
  /* TRANSLATORS: the engine's name and how long it thought */
  g_ptr_array_add (lines, g_strdup_printf (_ ("Reviewed by %s, %s"), name, limit));
  g_free (limit);
  g_free (name);
  g_ptr_array_add (lines, xq_review_model_dup_summary (self));
  g_ptr_array_add (lines, g_strdup (""));
  for (guint ply = 0; ply <= shared->moves->len; ply++)
    {
      gboolean marked = ply > 0 && xq_review_model_get_mark (self, ply, NULL) != XQ_NAG_NONE;
      gboolean shown = FALSE;

      for (guint i = 0; i < self->findings->len; i++)
        if (g_array_index (self->findings, XqFinding, i).ply == ply)
          {
            g_autofree char *event = xq_review_model_describe_event (self, i);

            if (!shown && ply > 0)
              g_ptr_array_add (lines, xq_review_model_describe_ply (self, ply));
            shown = TRUE;
            g_ptr_array_add (lines, g_strdup_printf ("    %s", event));
          }
      if (marked && !shown)
        g_ptr_array_add (lines, xq_review_model_describe_ply (self, ply));
    }
  return lines;
}

/* What the review says of ply @ply, for its comment ("" when nothing) */
static char *
ply_note (XqReviewModel *self,
          guint          ply,
          XqNag         *nag)
{
  GString *note = g_string_new (NULL);
  int      loss = 0;

  *nag = xq_review_model_get_mark (self, ply, &loss);
  if (*nag != XQ_NAG_NONE)
    {
      const XqEngineEval *before = xq_review_model_get_eval (self, ply - 1);
      XqPosition          pos = position_before (self, ply);
      char                best[XQ_NOTATION_MAX_SIZE];

      xq_notation_write (&pos, before->best, xq_game_model_get_notation (self->game), XQ_NOTATION_STYLE_DEFAULT,
                         best);
      /* TRANSLATORS: a comment written into the game: the glyph, the score lost in pawns, a move */
      g_string_append_printf (note, _ ("Review: %s loses %d.%02d; the engine’s choice was %s."), xq_game_model_glyph_text (*nag),
                              loss / 100, loss % 100, best);
    }
  for (guint i = 0; i < self->findings->len; i++)
    if (g_array_index (self->findings, XqFinding, i).ply == ply)
      {
        g_autofree char *event = xq_review_model_describe_event (self, i);

        if (note->len > 0)
          g_string_append_c (note, '\n');
        /* TRANSLATORS: a comment written into the game: a rule event and its ruling */
        g_string_append_printf (note, _ ("Review: %s."), event);
      }
  return g_string_free (note, FALSE);
}

guint
xq_review_model_write_marks (XqReviewModel *self)
{
  guint current, written = 0;

  g_return_val_if_fail (XQ_IS_REVIEW_MODEL (self), 0);

  if (self->shared == NULL || self->running || self->stale)
    return 0;
  current = xq_game_model_get_ply (self->game);
  for (guint ply = 0; ply <= self->shared->moves->len && ply < self->evals->len; ply++)
    {
      XqNag            nag;
      g_autofree char *note = ply_note (self, ply, &nag);
      const char      *comment;
      gboolean         changed = FALSE;

      if (*note == '\0')
        continue;
      xq_game_model_set_ply (self->game, ply);
      if (nag != XQ_NAG_NONE && xq_game_model_get_glyph (self->game) == 0)
        changed |= xq_game_model_set_glyph (self->game, nag);
      comment = xq_game_model_get_comment (self->game);
      if (comment == NULL || strstr (comment, note) == NULL)
        {
          g_autofree char *text = comment != NULL && *comment != '\0' ? g_strdup_printf ("%s\n%s", comment, note)
                                                                      : g_strdup (note);
          changed |= xq_game_model_set_comment (self->game, text);
        }
      written += changed;
    }
  xq_game_model_set_ply (self->game, current);
  return written;
}
