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
 * the next "position"/"go", so that the answers of two searches never mix. Options (MultiPV,
 * Hash, Threads, an engine's rule) are sent only while the engine waits (UCI): asked for during a
 * search, they go out before the next one. Every source (timeouts, reads, the process's end) is
 * attached to the thread-default main context of the thread that made the engine, so an engine
 * made in a worker thread under its own context runs there. Fairy-Stockfish
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
  GMainContext     *context;
  GSource          *timeout;
  GPtrArray        *options;  /* XqEngineOption */
  GPtrArray        *settings; /* "setoption …" lines to send when the engine waits */

  State             state;
  gboolean          ucci;
  gboolean          variants; /* offers UCI_Variant: Fairy-Stockfish */
  gboolean          quitting;

  /* The search running, and the one asked for while it stops */
  XqPosition   searched;
  XqEngineInfo lines[XQ_ENGINE_MAX_LINES];
  guint        n_lines;
  /* The lines of the last depth the engine finished (each line reported at it): what is shown,
   * so that lines of two depths are never mixed (nor sorted by two searches) */
  XqEngineInfo complete[XQ_ENGINE_MAX_LINES];
  guint        n_complete;
  guint        multipv;  /* lines asked for (MultiPV), 1 for engines without the option */
  guint        expected; /* lines the search can give: multipv, or fewer moves */
  gboolean     stopping; /* "stop" sent, its bestmove not yet read */
  gboolean     has_next;
  XqPosition   next;
  guint        next_depth, next_movetime;
  XqMove       next_among[XQ_MAX_MOVES];
  guint        next_n_among;
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
      if (g_str_equal (w, "string"))
        break;
      if (g_str_equal (w, "multipv") && i + 1 < n)
        {
          int k = atoi (words[++i]);
          info->multipv = (guint) MAX (k, 1);
        }
      else if (g_str_equal (w, "depth") && i + 1 < n)
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

guint
xq_uci_info_line_number (const char *line)
{
  const char *p = strstr (line, " multipv ");

  if (p == NULL)
    return 1;
  return (guint) MAX (atoi (p + strlen (" multipv ")), 1);
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
clear_timeout (XqUciEngine *self)
{
  if (self->timeout == NULL)
    return;
  g_source_destroy (self->timeout);
  g_clear_pointer (&self->timeout, g_source_unref);
}

static gboolean handshake_timeout_cb (gpointer data);

/* On the engine's own context (g_timeout_add_seconds() would use the global one). */
static void
set_timeout (XqUciEngine *self,
             guint        seconds)
{
  clear_timeout (self);
  self->timeout = g_timeout_source_new_seconds (seconds);
  g_source_set_callback (self->timeout, handshake_timeout_cb, self, NULL);
  g_source_attach (self->timeout, self->context);
}

/* The options asked for, now that the engine waits for commands. */
static void
send_settings (XqUciEngine *self)
{
  for (guint i = 0; i < self->settings->len; i++)
    send (self, "%s", (const char *) g_ptr_array_index (self->settings, i));
  g_ptr_array_set_size (self->settings, 0);
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

  clear_timeout (self);
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
    guint             movetime_ms,
    const XqMove     *among,
    guint             n_among)
{
  g_autofree char    *fen = xq_position_to_fen (pos);
  g_autoptr (GString) limit = g_string_new (NULL);

  self->searched = *pos;
  memset (self->lines, 0, sizeof self->lines);
  self->n_lines = 0;
  self->n_complete = 0;
  {
    XqPosition copy = *pos;
    XqMoveList legal;

    xq_generate_legal (&copy, &legal);
    self->expected = MIN (MAX (self->multipv, 1), n_among > 0 ? n_among : legal.n);
  }
  send_settings (self);
  send (self, "position fen %s", fen);
  if (depth > 0)
    g_string_printf (limit, "depth %u", depth);
  else if (movetime_ms > 0)
    g_string_printf (limit, self->ucci ? "time %u" : "movetime %u", movetime_ms);
  else
    g_string_assign (limit, self->ucci ? "depth 99" : "infinite");
  if (n_among > 0 && !self->ucci)
    {
      g_string_append (limit, " searchmoves");
      for (guint i = 0; i < n_among; i++)
        {
          char move[8];

          xq_uci_write_move (among[i], self->variants, move);
          g_string_append_printf (limit, " %s", move);
        }
    }
  send (self, "go %s", limit->str);
  set_busy (self, TRUE);
}

static gboolean
handshake_timeout_cb (gpointer data)
{
  XqUciEngine *self = data;

  g_clear_pointer (&self->timeout, g_source_unref);
  if (self->state == STATE_UCI)
    {
      /* No uciok: perhaps a UCCI engine (ElephantEye, old Chinese engines). */
      self->state = STATE_UCCI;
      self->ucci = TRUE;
      send (self, "ucci");
      set_timeout (self, HANDSHAKE_SECONDS);
      return G_SOURCE_REMOVE;
    }
  fail (self, g_error_new (XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_PROTOCOL, "%s does not answer as a UCI or UCCI engine",
                           self->path));
  return G_SOURCE_REMOVE;
}

/* Whether lines 1–@n were all reported at the same depth */
static gboolean
lines_at_one_depth (XqUciEngine *self,
                    guint        n)
{
  for (guint i = 0; i < n; i++)
    if (self->lines[i].depth != self->lines[n - 1].depth || self->lines[i].pv_length == 0)
      return FALSE;
  return TRUE;
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
      else if (g_str_has_prefix (line, "option "))
        {
          XqEngineOption *option = xq_engine_option_parse (line);

          if (option != NULL && g_str_equal (option->name, "UCI_Variant"))
            self->variants = TRUE;
          if (option != NULL)
            g_ptr_array_add (self->options, option);
        }
      else if (g_str_equal (line, "uciok") || g_str_equal (line, "ucciok"))
        {
          clear_timeout (self);
          if (self->variants)
            send (self, "setoption name UCI_Variant value xiangqi");
          /* What was asked for before the engine had said what it offers */
          {
            g_autoptr (GPtrArray) asked = g_steal_pointer (&self->settings);

            self->settings = g_ptr_array_new_with_free_func (g_free);
            for (guint i = 0; i + 1 < asked->len; i += 2)
              xq_uci_engine_set_option (self, g_ptr_array_index (asked, i), g_ptr_array_index (asked, i + 1));
          }
          send_settings (self);
          self->state = STATE_READY;
          send (self, "isready");
          set_timeout (self, READY_SECONDS);
        }
      break;
    case STATE_READY:
      if (g_str_equal (line, "readyok"))
        {
          GTask *task = g_steal_pointer (&self->start_task);

          clear_timeout (self);
          self->state = STATE_IDLE;
          g_task_return_boolean (task, TRUE);
          g_object_unref (task);
        }
      break;
    case STATE_SEARCHING:
      if (g_str_has_prefix (line, "info ") && !self->stopping)
        {
          guint        k = xq_uci_info_line_number (line);
          XqEngineInfo info;

          if (k > XQ_ENGINE_MAX_LINES)
            break;
          info = self->lines[k - 1];
          if (xq_uci_parse_info (line, &self->searched, self->variants, &info))
            {
              info.multipv = k;
              self->lines[k - 1] = info;
              self->n_lines = MAX (self->n_lines, k);
              if (k >= self->expected && lines_at_one_depth (self, k))
                {
                  memcpy (self->complete, self->lines, k * sizeof *self->lines);
                  self->n_complete = k;
                }
              g_signal_emit (self, signals[SIGNAL_INFO], 0);
            }
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
              go (self, &self->next, self->next_depth, self->next_movetime, self->next_among, self->next_n_among);
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
  g_main_context_push_thread_default (self->context);
  g_data_input_stream_read_line_async (self->out, G_PRIORITY_DEFAULT, self->cancellable, line_read_cb,
                                       g_object_ref (self));
  g_main_context_pop_thread_default (self->context);
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
  clear_timeout (self);
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
  g_ptr_array_unref (self->options);
  g_ptr_array_unref (self->settings);
  g_main_context_unref (self->context);

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
  self->multipv = 1;
  self->context = g_main_context_ref_thread_default ();
  self->options = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_engine_option_free);
  self->settings = g_ptr_array_new_with_free_func (g_free);
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
  g_main_context_push_thread_default (self->context);
  g_subprocess_wait_async (self->process, self->cancellable, process_exited_cb, g_object_ref (self));
  g_main_context_pop_thread_default (self->context);

  self->state = STATE_UCI;
  send (self, "uci");
  set_timeout (self, HANDSHAKE_SECONDS);
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
  xq_uci_engine_analyse_among (self, pos, depth, movetime_ms, NULL, 0);
}

void
xq_uci_engine_analyse_among (XqUciEngine      *self,
                             const XqPosition *pos,
                             guint             depth,
                             guint             movetime_ms,
                             const XqMove     *moves,
                             guint             n_moves)
{
  g_return_if_fail (XQ_IS_UCI_ENGINE (self));
  g_return_if_fail (pos != NULL);
  g_return_if_fail (n_moves <= XQ_MAX_MOVES && (moves != NULL || n_moves == 0));

  if (self->state == STATE_SEARCHING)
    {
      /* After the running search has answered its "stop". */
      self->has_next = TRUE;
      self->next = *pos;
      self->next_depth = depth;
      self->next_movetime = movetime_ms;
      self->next_n_among = n_moves;
      if (n_moves > 0)
        memcpy (self->next_among, moves, n_moves * sizeof *moves);
      if (!self->stopping)
        {
          self->stopping = TRUE;
          send (self, "stop");
        }
      return;
    }
  g_return_if_fail (self->state == STATE_IDLE);
  go (self, pos, depth, movetime_ms, moves, n_moves);
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
  /* A start still under way ends now. */
  if (self->start_task != NULL)
    {
      GTask *task = g_steal_pointer (&self->start_task);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "the engine was stopped while starting");
      g_object_unref (task);
    }
  if (self->state == STATE_SEARCHING)
    send (self, "stop");
  send (self, "quit");
  if (self->in != NULL)
    g_output_stream_close (self->in, NULL, NULL);
  self->in = NULL;
  /* An engine that ignores "quit" does not outlive us; the reads pending end at once. */
  g_subprocess_force_exit (self->process);
  g_cancellable_cancel (self->cancellable);
  clear_timeout (self);
  self->state = STATE_DEAD;
}

void
xq_uci_engine_quit_and_wait (XqUciEngine *self)
{
  g_return_if_fail (XQ_IS_UCI_ENGINE (self));

  xq_uci_engine_quit (self);
  /* Killed: this returns once GLib has reaped it (no zombie left either). */
  if (self->process != NULL)
    g_subprocess_wait (self->process, NULL, NULL);
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

  return self->n_complete > 0 ? &self->complete[0] : &self->lines[0];
}

/**
 * xq_uci_engine_get_lines:
 *
 * Returns: (transfer none) (array length=n): the lines of the search running or last done
 */
const XqEngineInfo *
xq_uci_engine_get_lines (XqUciEngine *self,
                         guint       *n)
{
  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), NULL);
  g_return_val_if_fail (n != NULL, NULL);

  if (self->n_complete > 0)
    {
      *n = self->n_complete;
      return self->complete;
    }
  /* Before the first depth is complete: those reported, up to the first gap */
  *n = 0;
  while (*n < self->n_lines && self->lines[*n].depth > 0)
    (*n)++;
  return self->lines;
}

/* Options */

/**
 * xq_uci_engine_get_options:
 *
 * Returns: (transfer none) (element-type XqEngineOption): what the engine offers
 */
GPtrArray *
xq_uci_engine_get_options (XqUciEngine *self)
{
  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), NULL);

  return self->options;
}

const XqEngineOption *
xq_uci_engine_find_option (XqUciEngine *self,
                           const char  *name)
{
  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < self->options->len; i++)
    {
      const XqEngineOption *option = g_ptr_array_index (self->options, i);

      if (g_ascii_strcasecmp (option->name, name) == 0)
        return option;
    }
  return NULL;
}

const XqEngineOption *
xq_uci_engine_get_rule_option (XqUciEngine *self)
{
  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), NULL);

  for (guint i = 0; i < self->options->len; i++)
    if (xq_engine_option_is_rule (g_ptr_array_index (self->options, i)))
      return g_ptr_array_index (self->options, i);
  return NULL;
}

/* @name, or what UCCI calls it */
static const XqEngineOption *
find_named (XqUciEngine *self,
            const char  *name)
{
  static const char *const aliases[][2] = { { "Hash", "hashsize" }, { "Threads", "threads" } };
  const XqEngineOption    *option = xq_uci_engine_find_option (self, name);

  for (guint i = 0; i < G_N_ELEMENTS (aliases) && option == NULL; i++)
    if (g_ascii_strcasecmp (name, aliases[i][0]) == 0)
      option = xq_uci_engine_find_option (self, aliases[i][1]);
  return option;
}

gboolean
xq_uci_engine_set_option (XqUciEngine *self,
                          const char  *name,
                          const char  *value)
{
  const XqEngineOption *option;
  char                 *line;

  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), FALSE);
  g_return_val_if_fail (name != NULL && value != NULL, FALSE);

  if (self->state == STATE_DEAD)
    return FALSE;
  if (self->state == STATE_NEW || self->state == STATE_UCI || self->state == STATE_UCCI)
    {
      /* Not yet known whether it has the option: asked again once it has said (uciok). */
      g_ptr_array_add (self->settings, g_strdup (name));
      g_ptr_array_add (self->settings, g_strdup (value));
      return TRUE;
    }
  option = find_named (self, name);
  if (option == NULL)
    return FALSE;
  line = self->ucci ? g_strdup_printf ("setoption %s %s", option->name, value)
                    : g_strdup_printf ("setoption name %s value %s", option->name, value);
  g_ptr_array_add (self->settings, line);
  if (self->state == STATE_IDLE)
    send_settings (self);
  return TRUE;
}

static void
set_number (XqUciEngine *self,
            const char  *name,
            guint        value)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  if (value > 0)
    xq_uci_engine_set_option (self, name, text);
}

void
xq_uci_engine_set_hash (XqUciEngine *self,
                        guint        megabytes)
{
  g_return_if_fail (XQ_IS_UCI_ENGINE (self));

  set_number (self, "Hash", megabytes);
}

void
xq_uci_engine_set_threads (XqUciEngine *self,
                           guint        threads)
{
  g_return_if_fail (XQ_IS_UCI_ENGINE (self));

  set_number (self, "Threads", threads);
}

guint
xq_uci_engine_set_lines (XqUciEngine *self,
                         guint        lines)
{
  const XqEngineOption *option;
  g_autofree char      *text = NULL;

  g_return_val_if_fail (XQ_IS_UCI_ENGINE (self), 1);
  g_return_val_if_fail (self->state == STATE_IDLE || self->state == STATE_SEARCHING, 1);

  option = xq_uci_engine_find_option (self, "MultiPV");
  if (option == NULL || lines <= 1)
    {
      if (option != NULL)
        xq_uci_engine_set_option (self, "MultiPV", "1");
      self->multipv = 1;
      return 1;
    }
  lines = MIN (lines, XQ_ENGINE_MAX_LINES);
  if (option->max > 0 && option->max < G_MAXINT64)
    lines = (guint) MIN ((gint64) lines, option->max);
  text = g_strdup_printf ("%u", lines);
  xq_uci_engine_set_option (self, "MultiPV", text);
  self->multipv = lines;
  return lines;
}
