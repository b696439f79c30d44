/* xq-uci-engine.c: a UCI (or UCCI) chess engine in a child process, analysing positions
 *
 * The engine runs in a GSubprocess; its output is read line by line with asynchronous reads on
 * the thread default main context, so nothing here ever waits for it. The conversation:
 *
 *   uci → id name …, option name …, uciok   (UCCI engines: ucci → ucciok)
 *   setoption name UCI_Variant value xiangqi   (engines that play several variants)
 *   isready → readyok
 *   position fen FEN, go depth D | movetime MS | infinite → info …, bestmove M
 *
 * A new position while a search runs sends "stop" and waits for that search's bestmove before
 * the next "position"/"go", so that the answers of two searches never mix. Fairy-Stockfish
 * numbers the ranks 1–10 ("h3e3" for ICCS h2e2): an engine that offers UCI_Variant is taken to
 * do so, the others (Pikafish, UCCI engines) to use ICCS ranks 0–9.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-engine"

#include "config.h"

#include "xq-uci-engine.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

/* How long an engine may take to answer "uci" (then "ucci"), and "isready" (loading its
 * network, for NNUE engines). */
#define HANDSHAKE_SECONDS 5
#define READY_SECONDS     30

typedef enum {
  STATE_NEW,
  STATE_UCI,   /* "uci" sent, waiting for uciok */
  STATE_UCCI,  /* "ucci" sent, waiting for ucciok */
  STATE_READY, /* "isready" sent, waiting for readyok */
  STATE_IDLE,
  STATE_SEARCHING,
  STATE_DEAD,
} State;

struct _XqUciEngine
{
  GObject           parent_instance;

  char             *path;
  char             *name;
  GSubprocess      *process;
  GDataInputStream *out;
  GOutputStream    *in;
  GCancellable     *cancellable;
  GTask            *start_task;
  guint             timeout_id;

  State             state;
  gboolean          ucci;
  gboolean          variants; /* offers UCI_Variant: Fairy-Stockfish */
  gboolean          quitting;

  /* The search running, and the one asked for while it stops */
  XqPosition   searched;
  XqEngineInfo info;
  gboolean     stopping; /* "stop" sent, its bestmove not yet read */
  gboolean     has_next;
  XqPosition   next;
  guint        next_depth, next_movetime;
};

G_DEFINE_FINAL_TYPE (XqUciEngine, xq_uci_engine, G_TYPE_OBJECT)
G_DEFINE_QUARK (xq - engine - error - quark, xq_engine_error)

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

enum {
  SIGNAL_INFO,
  SIGNAL_DONE,
  SIGNAL_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static void        read_next_line (XqUciEngine *self);

/* Moves */

XqMove
xq_uci_parse_move (const char *text,
                   gboolean    ranks_from_one)
{
  int         files[2], ranks[2];
  const char *p = text;

  for (int i = 0; i < 2; i++)
    {
      char *end;
      long  rank;

      if (*p < 'a' || *p > 'i')
        return XQ_MOVE_NONE;
      files[i] = *p++ - 'a';
      if (!g_ascii_isdigit (*p))
        return XQ_MOVE_NONE;
      rank = strtol (p, &end, 10);
      if (end - p > 2)
        return XQ_MOVE_NONE;
      p = end;
      ranks[i] = (int) rank - (ranks_from_one ? 1 : 0);
      if (!xq_coords_are_valid (files[i], ranks[i]))
        return XQ_MOVE_NONE;
    }
  if (*p != '\0' && !g_ascii_isspace (*p))
    return XQ_MOVE_NONE;
  return xq_move_make (xq_square_make (files[0], ranks[0]), xq_square_make (files[1], ranks[1]));
}

void
xq_uci_write_move (XqMove   move,
                   gboolean ranks_from_one,
                   char    *buf)
{
  XqSquare from = xq_move_from (move), to = xq_move_to (move);
  int      add = ranks_from_one ? 1 : 0;

  g_snprintf (buf, 7, "%c%d%c%d", 'a' + xq_square_file (from), xq_square_rank (from) + add, 'a' + xq_square_file (to),
              xq_square_rank (to) + add);
}

gboolean
xq_uci_parse_info (const char       *line,
                   const XqPosition *pos,
                   gboolean          ranks_from_one,
                   XqEngineInfo     *info)
{
  g_auto (GStrv) words = g_strsplit_set (line, " \t", -1);
  gboolean       scored = FALSE;
  guint          n = g_strv_length (words);

  if (n == 0 || g_strcmp0 (words[0], "info") != 0)
    return FALSE;
  for (guint i = 1; i < n; i++)
    {
      const char *w = words[i];

      if (*w == '\0')
        continue;
      if (g_str_equal (w, "multipv") && i + 1 < n && atoi (words[i + 1]) > 1)
        return FALSE; /* only the best line */
      if (g_str_equal (w, "string"))
        break;
      if (g_str_equal (w, "depth") && i + 1 < n)
        info->depth = (guint) atoi (words[++i]);
      else if (g_str_equal (w, "nodes") && i + 1 < n)
        info->nodes = g_ascii_strtoull (words[++i], NULL, 10);
      else if (g_str_equal (w, "score") && i + 1 < n)
        {
          int sign = pos->side == XQ_RED ? 1 : -1;

          if ((g_str_equal (words[i + 1], "cp") || g_str_equal (words[i + 1], "mate")) && i + 2 < n)
            {
              info->is_mate = g_str_equal (words[i + 1], "mate");
              info->score = sign * atoi (words[i + 2]);
              i += 2;
            }
          else /* UCCI: "score 35" */
            {
              info->is_mate = FALSE;
              info->score = sign * atoi (words[++i]);
            }
          scored = TRUE;
        }
      else if (g_str_equal (w, "pv"))
        {
          XqPosition replay = *pos;

          info->pv_length = 0;
          for (i++; i < n && info->pv_length < G_N_ELEMENTS (info->pv); i++)
            {
              XqMove move = xq_uci_parse_move (words[i], ranks_from_one);
              XqUndo undo;

              /* The line stops at the first move our rules do not allow (a broken engine). */
              if (move == XQ_MOVE_NONE || !xq_position_is_legal (&replay, move))
                break;
              xq_position_make (&replay, move, &undo);
              info->pv[info->pv_length++] = move;
            }
          break;
        }
    }
  return scored;
}

/* The conversation */

static void
send (XqUciEngine *self,
      const char  *format,
      ...) G_GNUC_PRINTF (2, 3);

static void
send (XqUciEngine *self,
      const char  *format,
      ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char   *line = NULL;
  va_list            args;

  if (self->in == NULL)
    return;
  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  g_debug ("> %s", line);
  /* A few bytes into a pipe the engine keeps reading: this does not wait. */
  if (!g_output_stream_write_all (self->in, line, strlen (line), NULL, NULL, &error) ||
      !g_output_stream_write_all (self->in, "\n", 1, NULL, NULL, &error) ||
      !g_output_stream_flush (self->in, NULL, &error))
    g_debug ("writing to the engine: %s", error->message);
}

static void
set_busy (XqUciEngine *self,
          gboolean     busy)
{
  State state = busy ? STATE_SEARCHING : STATE_IDLE;

  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Ends the conversation with @error: the start fails, or a running search reports it. */
static void
fail (XqUciEngine *self,
      GError      *error)
{
  gboolean was_started = self->start_task == NULL;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->state = STATE_DEAD;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  if (self->process != NULL)
    g_subprocess_force_exit (self->process);
  self->in = NULL;
  if (!was_started)
    {
      GTask *task = g_steal_pointer (&self->start_task);
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
  g_error_free (error);
}

static void
go (XqUciEngine      *self,
    const XqPosition *pos,
    guint             depth,
    guint             movetime_ms)
{
  g_autofree char *fen = xq_position_to_fen (pos);

  self->searched = *pos;
  memset (&self->info, 0, sizeof self->info);
  send (self, "position fen %s", fen);
  if (depth > 0)
    send (self, "go depth %u", depth);
  else if (movetime_ms > 0)
    send (self, self->ucci ? "go time %u" : "go movetime %u", movetime_ms);
  else
    send (self, self->ucci ? "go depth 99" : "go infinite");
  set_busy (self, TRUE);
}

static gboolean
handshake_timeout_cb (gpointer data)
{
  XqUciEngine *self = data;

  self->timeout_id = 0;
  if (self->state == STATE_UCI)
    {
      /* No uciok: perhaps a UCCI engine (ElephantEye, old Chinese engines). */
      self->state = STATE_UCCI;
      self->ucci = TRUE;
      send (self, "ucci");
      self->timeout_id = g_timeout_add_seconds (HANDSHAKE_SECONDS, handshake_timeout_cb, self);
      return G_SOURCE_REMOVE;
    }
  fail (self, g_error_new (XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_PROTOCOL, "%s does not answer as a UCI or UCCI engine",
                           self->path));
  return G_SOURCE_REMOVE;
}

static void
handle_line (XqUciEngine *self,
             const char  *line)
{
  g_debug ("< %s", line);

  switch (self->state)
    {
    case STATE_UCI:
    case STATE_UCCI:
      if (g_str_has_prefix (line, "id name "))
        {
          g_free (self->name);
          self->name = g_strstrip (g_strdup (line + strlen ("id name ")));
        }
      else if (g_str_has_prefix (line, "option name UCI_Variant "))
        self->variants = TRUE;
      else if (g_str_equal (line, "uciok") || g_str_equal (line, "ucciok"))
        {
          g_clear_handle_id (&self->timeout_id, g_source_remove);
          if (self->variants)
            send (self, "setoption name UCI_Variant value xiangqi");
          self->state = STATE_READY;
          send (self, "isready");
          self->timeout_id = g_timeout_add_seconds (READY_SECONDS, handshake_timeout_cb, self);
        }
      break;
    case STATE_READY:
      if (g_str_equal (line, "readyok"))
        {
          GTask *task = g_steal_pointer (&self->start_task);

          g_clear_handle_id (&self->timeout_id, g_source_remove);
          self->state = STATE_IDLE;
          g_task_return_boolean (task, TRUE);
          g_object_unref (task);
        }
      break;
    case STATE_SEARCHING:
      if (g_str_has_prefix (line, "info ") && !self->stopping)
        {
          if (xq_uci_parse_info (line, &self->searched, self->variants, &self->info))
            g_signal_emit (self, signals[SIGNAL_INFO], 0);
        }
      else if (g_str_has_prefix (line, "bestmove") || g_str_has_prefix (line, "nobestmove"))
        {
          gboolean stopped = self->stopping;
          XqMove   best = XQ_MOVE_NONE;

          self->stopping = FALSE;
          if (g_str_has_prefix (line, "bestmove "))
            best = xq_uci_parse_move (line + strlen ("bestmove "), self->variants);
          if (self->has_next)
            {
              self->has_next = FALSE;
              go (self, &self->next, self->next_depth, self->next_movetime);
              return;
            }
          set_busy (self, FALSE);
          if (!stopped)
            g_signal_emit (self, signals[SIGNAL_DONE], 0, (guint) best);
        }
      break;
    case STATE_NEW:
    case STATE_IDLE:
    case STATE_DEAD:
    default:
      break;
    }
}

static void
line_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr (XqUciEngine) self = user_data;
  g_autoptr (GError)      error = NULL;
  g_autofree char        *line = NULL;
  gsize                   length;

  line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, &length, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->state == STATE_DEAD)
    return;
  if (line == NULL && error != NULL && error->domain == G_CONVERT_ERROR)
    {
      read_next_line (self); /* a line that is not UTF-8: skipped */
      return;
    }
  if (line == NULL)
    {
      if (!self->quitting)
        fail (self, g_error_new (XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_CRASHED, "%s stopped while analysing%s%s", self->path,
                                 error != NULL ? ": " : "", error != NULL ? error->message : ""));
      return;
    }
  g_strchomp (line);
  handle_line (self, line);
  if (self->state != STATE_DEAD)
    read_next_line (self);
}

static void
read_next_line (XqUciEngine *self)
{
  g_data_input_stream_read_line_async (self->out, G_PRIORITY_DEFAULT, self->cancellable, line_read_cb,
                                       g_object_ref (self));
}

/* An engine that dies between two of our lines would have the next write kill us with SIGPIPE:
 * the write fails with EPIPE instead, and the end of its output tells what happened. */
static void
ignore_sigpipe (void)
{
  struct sigaction action;

  if (sigaction (SIGPIPE, NULL, &action) == 0 && action.sa_handler == SIG_DFL)
    {
      action.sa_handler = SIG_IGN;
      sigaction (SIGPIPE, &action, NULL);
    }
}

/* GObject */

static void
xq_uci_engine_dispose (GObject *object)
{
  XqUciEngine *self = XQ_UCI_ENGINE (object);

  xq_uci_engine_quit (self);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->out);
  g_clear_object (&self->process);
  g_clear_object (&self->start_task);

  G_OBJECT_CLASS (xq_uci_engine_parent_class)->dispose (object);
}

static void
xq_uci_engine_finalize (GObject *object)
{
  XqUciEngine *self = XQ_UCI_ENGINE (object);

  g_free (self->path);
  g_free (self->name);

  G_OBJECT_CLASS (xq_uci_engine_parent_class)->finalize (object);
}

static void
xq_uci_engine_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqUciEngine *self = XQ_UCI_ENGINE (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, xq_uci_engine_get_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_uci_engine_class_init (XqUciEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_uci_engine_dispose;
  object_class->finalize = xq_uci_engine_finalize;
  object_class->get_property = xq_uci_engine_get_property;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The engine went deeper: read xq_uci_engine_get_info(). */
  signals[SIGNAL_INFO] = g_signal_new ("info", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 0);
  /* The search ended by itself, with the engine's best move (an XqMove; XQ_MOVE_NONE if none). */
  signals[SIGNAL_DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The engine exited or stopped answering after it was started. */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
xq_uci_engine_init (XqUciEngine *self)
{
  self->cancellable = g_cancellable_new ();
  self->state = STATE_NEW;
}

/* Public API */

XqUciEngine *
xq_uci_engine_new (const char *path)
{
  XqUciEngine *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (XQ_TYPE_UCI_ENGINE, NULL);
  self->path = g_strdup (path);
  self->name = g_path_get_basename (path);
  return self;
}

const char *
xq_uci_engine_get_path (XqUciEngine *self)
{
  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), NULL);

  return self->path;
}

const char *
xq_uci_engine_get_name (XqUciEngine *self)
{
  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), NULL);

  return self->name;
}

gboolean
xq_uci_engine_get_busy (XqUciEngine *self)
{
  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), FALSE);

  return self->state == STATE_SEARCHING;
}

static void
process_exited_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr (XqUciEngine) self = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  /* The output's end tells the rest (line_read_cb); an engine that died before it was read
   * still has its start fail here. */
  if (self->state == STATE_DEAD || self->quitting)
    return;
  if (self->start_task != NULL)
    fail (self, g_error_new (XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_CRASHED, "%s exited while starting", self->path));
}

void
xq_uci_engine_start_async (XqUciEngine        *self,
                           GCancellable       *cancellable,
                           GAsyncReadyCallback callback,
                           gpointer            user_data)
{
  g_autoptr (GTask)  task = NULL;
  g_autoptr (GError) error = NULL;

  g_return_if_fail (XQ_IS_UCI_ENGINE (self));
  g_return_if_fail (self->state == STATE_NEW);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_uci_engine_start_async);
  ignore_sigpipe ();
  if (!g_file_test (self->path, G_FILE_TEST_IS_EXECUTABLE) || g_file_test (self->path, G_FILE_TEST_IS_DIR))
    {
      self->state = STATE_DEAD;
      g_task_return_new_error (task, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_MISSING, "no engine program at %s",
                               self->path);
      return;
    }
  self->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                      G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                    &error, self->path, NULL);
  if (self->process == NULL)
    {
      self->state = STATE_DEAD;
      g_task_return_new_error (task, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_MISSING, "cannot start %s: %s", self->path,
                               error->message);
      return;
    }
  self->in = g_subprocess_get_stdin_pipe (self->process);
  self->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  g_data_input_stream_set_newline_type (self->out, G_DATA_STREAM_NEWLINE_TYPE_ANY);
  self->start_task = g_steal_pointer (&task);
  g_subprocess_wait_async (self->process, self->cancellable, process_exited_cb, g_object_ref (self));

  self->state = STATE_UCI;
  send (self, "uci");
  self->timeout_id = g_timeout_add_seconds (HANDSHAKE_SECONDS, handshake_timeout_cb, self);
  read_next_line (self);
}

gboolean
xq_uci_engine_start_finish (XqUciEngine  *self,
                            GAsyncResult *result,
                            GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
xq_uci_engine_analyse (XqUciEngine      *self,
                       const XqPosition *pos,
                       guint             depth,
                       guint             movetime_ms)
{
  g_return_if_fail (XQ_IS_UCI_ENGINE (self));
  g_return_if_fail (pos != NULL);

  if (self->state == STATE_SEARCHING)
    {
      /* After the running search has answered its "stop". */
      self->has_next = TRUE;
      self->next = *pos;
      self->next_depth = depth;
      self->next_movetime = movetime_ms;
      if (!self->stopping)
        {
          self->stopping = TRUE;
          send (self, "stop");
        }
      return;
    }
  g_return_if_fail (self->state == STATE_IDLE);
  go (self, pos, depth, movetime_ms);
}

void
xq_uci_engine_stop (XqUciEngine *self)
{
  g_return_if_fail (XQ_IS_UCI_ENGINE (self));

  self->has_next = FALSE;
  if (self->state != STATE_SEARCHING || self->stopping)
    return;
  self->stopping = TRUE;
  send (self, "stop");
}

void
xq_uci_engine_quit (XqUciEngine *self)
{
  g_return_if_fail (XQ_IS_UCI_ENGINE (self));

  if (self->process == NULL || self->quitting)
    return;
  self->quitting = TRUE;
  if (self->state == STATE_SEARCHING)
    send (self, "stop");
  send (self, "quit");
  if (self->in != NULL)
    g_output_stream_close (self->in, NULL, NULL);
  self->in = NULL;
  /* An engine that ignores "quit" does not outlive us; the reads pending end at once. */
  g_subprocess_force_exit (self->process);
  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->state = STATE_DEAD;
}

/**
 * xq_uci_engine_get_info:
 *
 * Returns: (transfer none): what the engine said last about the position analysed
 */
const XqEngineInfo *
xq_uci_engine_get_info (XqUciEngine *self)
{
  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), NULL);

  return &self->info;
}
