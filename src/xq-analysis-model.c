/* xq-analysis-model.c: engine analysis of the game's current position, for the views
 *
 * While active, every position the game shows is handed to the engine (XqUciEngine, started the
 * first time), which searches until the position changes or the analysis stops: the old search
 * is stopped first, so a quick walk through the game never piles up work. An engine missing,
 * refusing to talk or dying leaves a message and nothing else changes.
 *
 * Several lines at once (MultiPV), each with the nature of its first move under the profile.
 * The engine sees the position, not the game, so it happily recommends a move that repeats a
 * cycle its side must change: the moves that would (xq_forbidden_moves(), on the line shown up
 * to here) are found first, the engine is asked for that many lines more, and such a line is
 * marked and put after the allowed ones, the best allowed move named. The lines are rebuilt at
 * most ten times a second while the engine deepens.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-analysis-model"

#include "config.h"

#include "xq-analysis-model.h"

#include <glib/gi18n.h>

#include "xq-engine-review.h"
#include "xq-engine-text.h"
#include "xq-game-model.h"
#include "xq-model-enums.h"
#include "xq-model-types.h"
#include "xq-text-analysis.h"
#include "xq-text-forbidden.h"

/* Moves of a line shown */
#define LINE_MOVES 10
/* The lines are rebuilt at most this often while the engine deepens (ms) */
#define UPDATE_MS 100

typedef struct
{
  XqMove   move;
  XqNature heaviest;
  guint    natures;
} Natures;

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

  guint         n_lines;
  guint         depth_limit;
  XqProfile     profile;
  guint         hash_mb, threads;
  char         *rule;

  /* The position analysed: the game's line up to it, and what the rules say of its moves */
  XqPosition start;
  XqPosition pos;
  GArray    *game_moves; /* XqMove */
  GArray    *forbidden;  /* XqForbiddenMove */
  GArray    *natures;    /* Natures, of the first moves seen */

  GArray    *lines; /* XqAnalysisLine shown */
  char      *advice;
  GVariant  *hints;
  guint      update_id;
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
  PROP_N_LINES,
  PROP_PROFILE,
  PROP_ADVICE,
  PROP_HINTS,
  N_PROPS
};

enum {
  SIGNAL_LINES_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

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
clear_line (gpointer data)
{
  XqAnalysisLine *line = data;

  g_free (line->score);
  g_free (line->moves);
  g_free (line->natures);
  g_free (line->forbidden);
}

static void
set_hints (XqAnalysisModel *self,
           GVariant        *hints)
{
  g_variant_ref_sink (hints);
  if (self->hints != NULL && g_variant_equal (self->hints, hints))
    {
      g_variant_unref (hints);
      return;
    }
  g_clear_pointer (&self->hints, g_variant_unref);
  self->hints = hints;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINTS]);
}

static void
clear_results (XqAnalysisModel *self)
{
  g_clear_handle_id (&self->update_id, g_source_remove);
  if (self->lines->len > 0)
    {
      g_array_set_size (self->lines, 0);
      g_signal_emit (self, signals[SIGNAL_LINES_CHANGED], 0);
    }
  set_string (self, &self->advice, "", PROP_ADVICE);
  set_hints (self, g_variant_new_array (G_VARIANT_TYPE ("(qyb)"), NULL, 0));
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
  return xq_engine_score_text (info->is_mate, info->score);
}

static char *
line_text (XqAnalysisModel    *self,
           const XqEngineInfo *info)
{
  XqPosition pos = self->pos;
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

static const XqForbiddenMove *
find_forbidden (XqAnalysisModel *self,
                XqMove           move)
{
  for (guint i = 0; i < self->forbidden->len; i++)
    if (g_array_index (self->forbidden, XqForbiddenMove, i).move == move)
      return &g_array_index (self->forbidden, XqForbiddenMove, i);
  return NULL;
}

/* The natures of @move here (cached: the first moves of the lines change seldom). */
static const Natures *
move_natures (XqAnalysisModel *self,
              XqMove           move)
{
  XqAnalysisOptions opts;
  XqMoveAnalysis    a;
  XqPosition        copy = self->pos;
  Natures           n;

  for (guint i = 0; i < self->natures->len; i++)
    if (g_array_index (self->natures, Natures, i).move == move)
      return &g_array_index (self->natures, Natures, i);
  xq_analysis_options_init (&opts, self->profile);
  xq_analyse_move (&copy, move, &opts, &a);
  n = (Natures){ move, a.heaviest, a.natures };
  g_array_append_val (self->natures, n);
  return &g_array_index (self->natures, Natures, self->natures->len - 1);
}

/* "捉 chase · 兑": the heaviest with its name, then the other natures' terms */
static char *
natures_text (const Natures *n)
{
  XqLang           lang = xq_lang_from_locale ();
  GString         *text = g_string_new (NULL);
  g_autofree char *heaviest = xq_term_with_name (xq_text_nature_term (lang, n->heaviest),
                                                 xq_text_nature_name (lang, n->heaviest));

  g_string_append (text, heaviest);
  for (guint bit = 0; bit < XQ_N_NATURES; bit++)
    {
      XqNature nature = (XqNature) (1u << bit);

      if ((n->natures & nature) && nature != n->heaviest && nature != XQ_NATURE_IDLE)
        g_string_append_printf (text, " · %s", xq_text_nature_term (lang, nature));
    }
  return g_string_free (text, FALSE);
}

static void
add_line (XqAnalysisModel    *self,
          const XqEngineInfo *info,
          GVariantBuilder    *hints)
{
  static const guint8    weights[] = { 100, 70, 50, 36, 26, 20 };
  const XqForbiddenMove *forbidden = find_forbidden (self, info->pv[0]);
  const Natures         *natures = move_natures (self, info->pv[0]);
  XqAnalysisLine         line = { info->multipv, info->pv[0] };

  line.score = score_text (info);
  line.depth = info->depth;
  line.moves = line_text (self, info);
  line.heaviest = natures->heaviest;
  line.natures = natures_text (natures);
  if (forbidden != NULL)
    {
      XqTextStyle style;

      xq_text_style_init (&style, xq_lang_from_locale (), self->profile);
      style.notation = xq_game_model_get_notation (self->game);
      line.forbidden = xq_text_forbidden_move (&style, &self->start, (const XqMove *) self->game_moves->data,
                                               self->game_moves->len, forbidden);
    }
  g_array_append_val (self->lines, line);
  g_variant_builder_add (hints, "(qyb)", (guint16) info->pv[0],
                         weights[MIN (self->lines->len - 1, G_N_ELEMENTS (weights) - 1)], forbidden != NULL);
}

static char *
move_text (XqAnalysisModel *self,
           XqMove           move)
{
  char text[XQ_NOTATION_MAX_SIZE];

  xq_notation_write (&self->pos, move, xq_game_model_get_notation (self->game), XQ_NOTATION_STYLE_DEFAULT, text);
  return g_strdup (text);
}

/* The engine's lines as shown: the allowed ones (up to n_lines), then the forbidden ones it
 * ranked among its first n_lines. */
static void
update_lines (XqAnalysisModel *self)
{
  guint               n;
  const XqEngineInfo *lines = xq_uci_engine_get_lines (self->engine, &n);
  const XqEngineInfo *first = NULL;
  g_autofree char    *score = NULL, *line = NULL, *advice = NULL;
  GVariantBuilder     hints;
  guint               shown = 0;
  XqMove              best;

  g_array_set_size (self->lines, 0);
  g_variant_builder_init (&hints, G_VARIANT_TYPE ("a(qyb)"));
  for (guint i = 0; i < n && shown < self->n_lines; i++)
    if (lines[i].pv_length > 0 && find_forbidden (self, lines[i].pv[0]) == NULL)
      {
        add_line (self, &lines[i], &hints);
        first = first != NULL ? first : &lines[i];
        shown++;
      }
  for (guint i = 0; i < n && i < self->n_lines; i++)
    if (lines[i].pv_length > 0 && find_forbidden (self, lines[i].pv[0]) != NULL)
      add_line (self, &lines[i], &hints);
  if (n > 0 && lines[0].pv_length > 0 && find_forbidden (self, lines[0].pv[0]) != NULL)
    {
      g_autofree char *choice = move_text (self, lines[0].pv[0]);
      g_autofree char *allowed = first != NULL ? move_text (self, first->pv[0]) : NULL;
      const char      *side = self->pos.side == XQ_RED ? _ ("Red") : _ ("Black");

      if (allowed != NULL)
        /* TRANSLATORS: the engine's first choice, the side, the best move the rules allow */
        advice = g_strdup_printf (_ ("The engine’s first choice, %s, repeats a cycle %s must change: the best allowed "
                                     "move is %s."),
                                  choice, side, allowed);
      else
        advice = g_strdup_printf (_ ("The engine’s first choice, %s, repeats a cycle %s must change."), choice, side);
    }

  g_object_freeze_notify (G_OBJECT (self));
  score = first != NULL ? score_text (first) : g_strdup ("");
  line = first != NULL ? line_text (self, first) : g_strdup ("");
  set_string (self, &self->score, score, PROP_SCORE);
  set_string (self, &self->line, line, PROP_LINE);
  set_string (self, &self->advice, advice != NULL ? advice : "", PROP_ADVICE);
  set_hints (self, g_variant_builder_end (&hints));
  if (self->depth != (first != NULL ? first->depth : 0))
    {
      self->depth = first != NULL ? first->depth : 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
    }
  best = first != NULL ? first->pv[0] : XQ_MOVE_NONE;
  if (self->best != best)
    {
      self->best = best;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEST_MOVE]);
    }
  g_signal_emit (self, signals[SIGNAL_LINES_CHANGED], 0);
  g_object_thaw_notify (G_OBJECT (self));
}

static gboolean
update_cb (gpointer data)
{
  XqAnalysisModel *self = data;

  self->update_id = 0;
  if (self->engine != NULL)
    update_lines (self);
  return G_SOURCE_REMOVE;
}

static void
engine_info_cb (XqAnalysisModel *self)
{
  /* The first answer at once, then at most every UPDATE_MS */
  if (self->lines->len == 0 && self->update_id == 0)
    update_lines (self);
  else if (self->update_id == 0)
    self->update_id = g_timeout_add (UPDATE_MS, update_cb, self);
}

static void
engine_done_cb (XqAnalysisModel *self)
{
  /* The search is over (a limited one, or the engine gave up): what it said last stands. */
  g_clear_handle_id (&self->update_id, g_source_remove);
  update_lines (self);
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

/* The judge options of the game under the profile, with its MoveLimit tags. */
static void
judge_options (XqAnalysisModel *self,
               XqJudgeOptions  *opts)
{
  if (!xq_game_judge_options (xq_game_model_get_game (self->game), self->profile, opts, NULL))
    xq_judge_options_init (opts, self->profile);
}

static void
analyse (XqAnalysisModel *self)
{
  XqJudgeOptions opts;
  guint          ply;

  if (!self->active || !self->ready)
    return;
  clear_results (self);
  self->start = *xq_game_model_get_start_position (self->game);
  self->pos = *xq_game_model_get_position (self->game);
  ply = xq_game_model_get_ply (self->game);
  g_array_set_size (self->game_moves, 0);
  for (guint p = 1; p <= ply; p++)
    {
      XqMove move = xq_game_model_get_move_at (self->game, p);
      g_array_append_val (self->game_moves, move);
    }
  g_array_set_size (self->forbidden, 0);
  g_array_set_size (self->natures, 0);
  if (xq_position_state (&self->pos) != XQ_STATE_PLAYING)
    {
      xq_uci_engine_stop (self->engine);
      set_message (self, _ ("The game is over in this position."), FALSE);
      return;
    }
  judge_options (self, &opts);
  xq_forbidden_moves (&self->start, (const XqMove *) self->game_moves->data, self->game_moves->len, &opts,
                      self->forbidden);
  set_message (self, xq_uci_engine_get_name (self->engine), FALSE);
  xq_uci_engine_set_lines (self->engine, self->n_lines + self->forbidden->len);
  xq_uci_engine_analyse (self->engine, &self->pos, self->depth_limit, 0);
}

static void
apply_engine_options (XqAnalysisModel *self)
{
  XqEngineSettings settings = { .hash_mb = self->hash_mb, .threads = self->threads, .rule = self->rule };

  xq_engine_settings_apply (&settings, self->engine, self->profile);
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
      apply_engine_options (self);
      analyse (self);
      return;
    }
  if (XQ_UCI_ENGINE (source) != self->engine || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  message = xq_engine_problem_text (error, self->engine_path);
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
  g_clear_handle_id (&self->update_id, g_source_remove);
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
  g_free (self->rule);
  g_free (self->advice);
  g_clear_pointer (&self->hints, g_variant_unref);
  g_array_unref (self->game_moves);
  g_array_unref (self->forbidden);
  g_array_unref (self->natures);
  g_array_unref (self->lines);

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
    case PROP_N_LINES:
      g_value_set_uint (value, self->n_lines);
      break;
    case PROP_PROFILE:
      g_value_set_enum (value, self->profile);
      break;
    case PROP_ADVICE:
      g_value_set_string (value, self->advice);
      break;
    case PROP_HINTS:
      g_value_set_variant (value, self->hints);
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
    case PROP_N_LINES:
      xq_analysis_model_set_n_lines (self, g_value_get_uint (value));
      break;
    case PROP_PROFILE:
      xq_analysis_model_set_profile (self, g_value_get_enum (value));
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
  properties[PROP_N_LINES] = g_param_spec_uint ("n-lines", NULL, NULL, 1, XQ_ANALYSIS_MAX_LINES, 3, rw);
  properties[PROP_PROFILE] = g_param_spec_enum ("profile", NULL, NULL, XQ_TYPE_PROFILE, XQ_PROFILE_CXA, rw);
  properties[PROP_ADVICE] = g_param_spec_string ("advice", NULL, NULL, "", ro);
  properties[PROP_HINTS] = g_param_spec_variant ("hints", NULL, NULL, G_VARIANT_TYPE ("a(qyb)"), NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The lines shown changed: read xq_analysis_model_get_lines(). */
  signals[SIGNAL_LINES_CHANGED] = g_signal_new ("lines-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
xq_analysis_model_init (XqAnalysisModel *self)
{
  self->cancellable = g_cancellable_new ();
  self->engine_path = g_strdup (XQ_ENGINE_DEFAULT_PATH);
  self->score = g_strdup ("");
  self->line = g_strdup ("");
  self->message = g_strdup ("");
  self->advice = g_strdup ("");
  self->best = XQ_MOVE_NONE;
  self->n_lines = 3;
  self->profile = XQ_PROFILE_CXA;
  self->game_moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  self->forbidden = g_array_new (FALSE, FALSE, sizeof (XqForbiddenMove));
  self->natures = g_array_new (FALSE, FALSE, sizeof (Natures));
  self->lines = g_array_new (FALSE, FALSE, sizeof (XqAnalysisLine));
  g_array_set_clear_func (self->lines, clear_line);
  self->hints = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("(qyb)"), NULL, 0));
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

guint
xq_analysis_model_get_n_lines (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), 1);

  return self->n_lines;
}

void
xq_analysis_model_set_n_lines (XqAnalysisModel *self,
                               guint            n_lines)
{
  g_return_if_fail (XQ_IS_ANALYSIS_MODEL (self));

  n_lines = CLAMP (n_lines, 1, XQ_ANALYSIS_MAX_LINES);
  if (self->n_lines == n_lines)
    return;
  self->n_lines = n_lines;
  analyse (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_LINES]);
}

XqProfile
xq_analysis_model_get_profile (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), XQ_PROFILE_CXA);

  return self->profile;
}

/* Another profile: other natures, other forbidden moves, perhaps the engine's rule. */
void
xq_analysis_model_set_profile (XqAnalysisModel *self,
                               XqProfile        profile)
{
  g_return_if_fail (XQ_IS_ANALYSIS_MODEL (self));

  if (self->profile == profile)
    return;
  self->profile = profile;
  if (self->ready)
    apply_engine_options (self);
  analyse (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

void
xq_analysis_model_set_engine_options (XqAnalysisModel *self,
                                      guint            hash_mb,
                                      guint            threads,
                                      const char      *rule)
{
  g_return_if_fail (XQ_IS_ANALYSIS_MODEL (self));

  if (self->hash_mb == hash_mb && self->threads == threads && g_strcmp0 (self->rule, rule) == 0)
    return;
  self->hash_mb = hash_mb;
  self->threads = threads;
  g_free (self->rule);
  self->rule = g_strdup (rule);
  if (!self->ready)
    return;
  /* Sent while the engine waits: before the search that starts again */
  apply_engine_options (self);
  analyse (self);
}

void
xq_analysis_model_set_depth_limit (XqAnalysisModel *self,
                                   guint            depth)
{
  g_return_if_fail (XQ_IS_ANALYSIS_MODEL (self));

  if (self->depth_limit == depth)
    return;
  self->depth_limit = depth;
  analyse (self);
}

/**
 * xq_analysis_model_get_lines:
 *
 * Returns: (transfer none) (array length=n): the lines shown
 */
const XqAnalysisLine *
xq_analysis_model_get_lines (XqAnalysisModel *self,
                             guint           *n)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), NULL);
  g_return_val_if_fail (n != NULL, NULL);

  *n = self->lines->len;
  return (const XqAnalysisLine *) self->lines->data;
}

const char *
xq_analysis_model_get_advice (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), NULL);

  return self->advice;
}

/**
 * xq_analysis_model_get_hints:
 *
 * Returns: (transfer none): the arrows to draw
 */
GVariant *
xq_analysis_model_get_hints (XqAnalysisModel *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_MODEL (self), NULL);

  return self->hints;
}
