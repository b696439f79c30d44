/* xq-analysis-model.c: engine analysis of the game's current position, for the views
 *
 * While active, every position the game shows is handed to the engine (XqUciEngine, started the
 * first time), which searches until the position changes or the analysis stops: the old search
 * is stopped first, so a quick walk through the game never piles up work. An engine missing,
 * refusing to talk or dying leaves a message and nothing else changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-analysis-model"

#include "config.h"

#include "xq-analysis-model.h"

#include <glib/gi18n.h>

#include "xq-game-model.h"

/* Moves of the best line shown */
#define LINE_MOVES 10

struct _XqAnalysisModel
{
  GObject       parent_instance;

  XqGameModel  *game;
  XqUciEngine  *engine;
  GCancellable *cancellable;
  char         *engine_path;
  gboolean      active;
  gboolean      ready;

  char         *score;
  char         *line;
  char         *message;
  guint         depth;
  XqMove        best;
  gboolean      failed;
};

G_DEFINE_FINAL_TYPE (XqAnalysisModel, xq_analysis_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ACTIVE,
  PROP_ENGINE_PATH,
  PROP_SCORE,
  PROP_DEPTH,
  PROP_LINE,
  PROP_BEST_MOVE,
  PROP_MESSAGE,
  PROP_FAILED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_string (XqAnalysisModel *self,
            char           **field,
            const char      *value,
            guint            prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_message (XqAnalysisModel *self,
             const char      *message,
             gboolean         failed)
{
  set_string (self, &self->message, message, PROP_MESSAGE);
  if (self->failed != failed)
    {
      self->failed = failed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAILED]);
    }
}

static void
clear_results (XqAnalysisModel *self)
{
  set_string (self, &self->score, "", PROP_SCORE);
  set_string (self, &self->line, "", PROP_LINE);
  if (self->depth != 0)
    {
      self->depth = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
    }
  if (self->best != XQ_MOVE_NONE)
    {
      self->best = XQ_MOVE_NONE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEST_MOVE]);
    }
}

static void
drop_engine (XqAnalysisModel *self)
{
  if (self->engine == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->engine, self);
  xq_uci_engine_quit (self->engine);
  g_clear_object (&self->engine);
  self->ready = FALSE;
}

static char *
score_text (const XqEngineInfo *info)
{
  if (info->is_mate && info->score > 0)
    return g_strdup_printf (_ ("Red mates in %d"), info->score);
  if (info->is_mate && info->score < 0)
    return g_strdup_printf (_ ("Black mates in %d"), -info->score);
  if (info->is_mate)
    return g_strdup (_ ("Mate"));
  /* Pawns from Red's side, with a sign */
  return g_strdup_printf ("%s%d.%02d", info->score < 0 ? "−" : "+", ABS (info->score) / 100, ABS (info->score) % 100);
}

static char *
line_text (XqAnalysisModel    *self,
           const XqEngineInfo *info)
{
  XqPosition pos = *xq_game_model_get_position (self->game);
  GString   *text = g_string_new (NULL);

  for (guint i = 0; i < info->pv_length && i < LINE_MOVES; i++)
    {
      char   move[XQ_NOTATION_MAX_SIZE];
      XqUndo undo;

      xq_notation_write (&pos, info->pv[i], xq_game_model_get_notation (self->game), XQ_NOTATION_STYLE_DEFAULT, move);
      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", move);
      xq_position_make (&pos, info->pv[i], &undo);
    }
  if (info->pv_length > LINE_MOVES)
    g_string_append (text, " …");
  return g_string_free (text, FALSE);
}

static void
engine_info_cb (XqAnalysisModel *self)
{
  const XqEngineInfo *info = xq_uci_engine_get_info (self->engine);
  g_autofree char    *score = score_text (info);
  g_autofree char    *line = line_text (self, info);
  XqMove              best = info->pv_length > 0 ? info->pv[0] : XQ_MOVE_NONE;

  g_object_freeze_notify (G_OBJECT (self));
  set_string (self, &self->score, score, PROP_SCORE);
  set_string (self, &self->line, line, PROP_LINE);
  if (self->depth != info->depth)
    {
      self->depth = info->depth;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
    }
  if (self->best != best)
    {
      self->best = best;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEST_MOVE]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static void
engine_done_cb (XqAnalysisModel *self)
{
  /* The position has no legal move, or the engine gave up its search: what it said stands. */
}

static void
engine_failed_cb (XqAnalysisModel *self,
                  const GError    *error)
{
  g_autofree char *message = g_strdup_printf (_ ("The engine stopped while analysing (%s). Turn the analysis on to "
                                                 "start it again."),
                                              xq_uci_engine_get_name (self->engine));

  drop_engine (self);
  clear_results (self);
  set_message (self, message, TRUE);
  self->active = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

static void
analyse (XqAnalysisModel *self)
{
  XqPosition pos;

  if (!self->active || !self->ready)
    return;
  clear_results (self);
  pos = *xq_game_model_get_position (self->game);
  if (xq_position_state (&pos) != XQ_STATE_PLAYING)
    {
      xq_uci_engine_stop (self->engine);
      set_message (self, _ ("The game is over in this position."), FALSE);
      return;
    }
  set_message (self, xq_uci_engine_get_name (self->engine), FALSE);
  xq_uci_engine_analyse (self->engine, &pos, 0, 0);
}

static void
engine_started_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr (XqAnalysisModel) self = user_data;
  g_autoptr (GError)          error = NULL;
  g_autofree char            *message = NULL;

  if (xq_uci_engine_start_finish (XQ_UCI_ENGINE (source), result, &error))
    {
      if (XQ_UCI_ENGINE (source) != self->engine)
        return;
      self->ready = TRUE;
      analyse (self);
      return;
    }
  if (XQ_UCI_ENGINE (source) != self->engine || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (g_error_matches (error, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_MISSING))
    message = g_strdup_printf (_ ("There is no engine at %s. Install Fairy-Stockfish (the fairy-stockfish "
                                  "package) or choose an engine in Preferences."),
                               self->engine_path);
  else if (g_error_matches (error, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_PROTOCOL))
    message = g_strdup_printf (_ ("%s does not answer as a UCI or UCCI engine. Choose another engine in "
                                  "Preferences."),
                               self->engine_path);
  else
    message = g_strdup_printf (_ ("The engine %s stopped while starting."), self->engine_path);
  drop_engine (self);
  set_message (self, message, TRUE);
  self->active = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

static void
start_engine (XqAnalysisModel *self)
{
  g_autofree char *message = NULL;

  self->engine = xq_uci_engine_new (self->engine_path);
  g_signal_connect_swapped (self->engine, "info", G_CALLBACK (engine_info_cb), self);
  g_signal_connect_swapped (self->engine, "done", G_CALLBACK (engine_done_cb), self);
  g_signal_connect_swapped (self->engine, "failed", G_CALLBACK (engine_failed_cb), self);
  message = g_strdup_printf (_ ("Starting %s…"), xq_uci_engine_get_name (self->engine));
  set_message (self, message, FALSE);
  xq_uci_engine_start_async (self->engine, self->cancellable, engine_started_cb, g_object_ref (self));
}

/* GObject */

static void
xq_analysis_model_dispose (GObject *object)
{
  XqAnalysisModel *self = XQ_ANALYSIS_MODEL (object);

  g_cancellable_cancel (self->cancellable);
  drop_engine (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (xq_analysis_model_parent_class)->dispose (object);
}

static void
xq_analysis_model_finalize (GObject *object)
{
  XqAnalysisModel *self = XQ_ANALYSIS_MODEL (object);

  g_free (self->engine_path);
  g_free (self->score);
  g_free (self->line);
  g_free (self->message);

  G_OBJECT_CLASS (xq_analysis_model_parent_class)->finalize (object);
}

static void
xq_analysis_model_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  XqAnalysisModel *self = XQ_ANALYSIS_MODEL (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_ENGINE_PATH:
      g_value_set_string (value, self->engine_path);
      break;
    case PROP_SCORE:
      g_value_set_string (value, self->score);
      break;
    case PROP_DEPTH:
      g_value_set_uint (value, self->depth);
      break;
    case PROP_LINE:
      g_value_set_string (value, self->line);
      break;
    case PROP_BEST_MOVE:
      g_value_set_uint (value, self->best);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_FAILED:
      g_value_set_boolean (value, self->failed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_analysis_model_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  XqAnalysisModel *self = XQ_ANALYSIS_MODEL (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      xq_analysis_model_set_active (self, g_value_get_boolean (value));
      break;
    case PROP_ENGINE_PATH:
      xq_analysis_model_set_engine_path (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_analysis_model_class_init (XqAnalysisModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  GParamFlags   rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = xq_analysis_model_dispose;
  object_class->finalize = xq_analysis_model_finalize;
  object_class->get_property = xq_analysis_model_get_property;
  object_class->set_property = xq_analysis_model_set_property;

  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE, rw);
  properties[PROP_ENGINE_PATH] = g_param_spec_string ("engine-path", NULL, NULL, XQ_ENGINE_DEFAULT_PATH, rw);
  properties[PROP_SCORE] = g_param_spec_string ("score", NULL, NULL, "", ro);
  properties[PROP_DEPTH] = g_param_spec_uint ("depth", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_LINE] = g_param_spec_string ("line", NULL, NULL, "", ro);
  properties[PROP_BEST_MOVE] = g_param_spec_uint ("best-move", NULL, NULL, 0, G_MAXUINT16, XQ_MOVE_NONE, ro);
  properties[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, "", ro);
  properties[PROP_FAILED] = g_param_spec_boolean ("failed", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_analysis_model_init (XqAnalysisModel *self)
{
  self->cancellable = g_cancellable_new ();
  self->engine_path = g_strdup (XQ_ENGINE_DEFAULT_PATH);
  self->score = g_strdup ("");
  self->line = g_strdup ("");
  self->message = g_strdup ("");
  self->best = XQ_MOVE_NONE;
}

XqAnalysisModel *
xq_analysis_model_new (XqGameModel *game)
{
  XqAnalysisModel *self;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (game), NULL);

  self = g_object_new (XQ_TYPE_ANALYSIS_MODEL, NULL);
  self->game = g_object_ref (game);
  g_signal_connect_swapped (game, "notify::position", G_CALLBACK (analyse), self);
  g_signal_connect_swapped (game, "notify::notation", G_CALLBACK (analyse), self);
  return self;
}

gboolean
xq_analysis_model_get_active (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), FALSE);

  return self->active;
}

/* Off: the search stops at once (the process stays, for a quick start next time). */
void
xq_analysis_model_set_active (XqAnalysisModel *self,
                              gboolean         active)
{
  g_return_if_fail (XQ_IS_ANALYSIS_MODEL (self));

  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  if (!active)
    {
      if (self->engine != NULL)
        xq_uci_engine_stop (self->engine);
      clear_results (self);
      if (!self->failed)
        set_message (self, "", FALSE);
    }
  else if (self->engine == NULL)
    start_engine (self);
  else
    analyse (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

const char *
xq_analysis_model_get_engine_path (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), NULL);

  return self->engine_path;
}

/* Another engine: the running one ends; analysis goes on with the new one if it was on. */
void
xq_analysis_model_set_engine_path (XqAnalysisModel *self,
                                   const char      *path)
{
  g_return_if_fail (XQ_IS_ANALYSIS_MODEL (self));

  if (path == NULL || *path == '\0')
    path = XQ_ENGINE_DEFAULT_PATH;
  if (g_strcmp0 (self->engine_path, path) == 0)
    return;
  g_free (self->engine_path);
  self->engine_path = g_strdup (path);
  drop_engine (self);
  clear_results (self);
  set_message (self, "", FALSE);
  if (self->active)
    start_engine (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENGINE_PATH]);
}

const char *
xq_analysis_model_get_score (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), NULL);

  return self->score;
}

guint
xq_analysis_model_get_depth (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), 0);

  return self->depth;
}

const char *
xq_analysis_model_get_line (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), NULL);

  return self->line;
}

guint
xq_analysis_model_get_best_move (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), XQ_MOVE_NONE);

  return self->best;
}

const char *
xq_analysis_model_get_message (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), NULL);

  return self->message;
}

gboolean
xq_analysis_model_get_failed (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), FALSE);

  return self->failed;
}
