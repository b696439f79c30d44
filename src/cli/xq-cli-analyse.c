/* xq-cli-analyse.c: qili-cli analyse [--engine PATH] [--fen FEN] [--depth N | --movetime MS] [MOVE…]
 *
 * Asks a UCI engine (Debian's Fairy-Stockfish by default) about the position after the moves and
 * prints {"engine","depth","score":{"cp":N}|{"mate":N},"pv":[{"iccs","chinese","wxf"},…]}. The
 * score is from Red's side: a positive number favours Red, {"mate":2} means Red mates in 2.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli.h"
#include "xq-uci-engine.h"

/* Without --depth or --movetime */
#define DEFAULT_DEPTH 12

typedef struct
{
  GMainLoop *loop;
  GError    *error;
  gboolean   done;
} Run;

static void
started_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Run *run = user_data;

  xq_uci_engine_start_finish (XQ_UCI_ENGINE (source), result, &run->error);
  g_main_loop_quit (run->loop);
}

static void
done_cb (XqUciEngine *engine,
         guint        best,
         Run         *run)
{
  run->done = TRUE;
  g_main_loop_quit (run->loop);
}

static void
failed_cb (XqUciEngine  *engine,
           const GError *error,
           Run          *run)
{
  g_clear_error (&run->error);
  run->error = g_error_copy (error);
  g_main_loop_quit (run->loop);
}

static void
add_pv (JsonBuilder        *b,
        const XqPosition   *start,
        const XqEngineInfo *info)
{
  XqPosition pos = *start;

  json_builder_set_member_name (b, "pv");
  json_builder_begin_array (b);
  for (guint i = 0; i < info->pv_length; i++)
    {
      const XqNotation notations[] = { XQ_NOTATION_ICCS, XQ_NOTATION_CHINESE, XQ_NOTATION_WXF };
      const char      *names[] = { "iccs", "chinese", "wxf" };
      XqUndo           undo;

      json_builder_begin_object (b);
      for (guint n = 0; n < G_N_ELEMENTS (notations); n++)
        {
          char text[XQ_NOTATION_MAX_SIZE];

          xq_notation_write (&pos, info->pv[i], notations[n], XQ_NOTATION_STYLE_DEFAULT, text);
          json_builder_set_member_name (b, names[n]);
          json_builder_add_string_value (b, text);
        }
      json_builder_end_object (b);
      xq_position_make (&pos, info->pv[i], &undo);
    }
  json_builder_end_array (b);
}

int
xq_cli_analyse (int    argc,
                char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *engine_path = NULL;
  int              depth = 0, movetime = 0;
  GOptionEntry     entries[] = {
        { "engine", 0, 0, G_OPTION_ARG_FILENAME, &engine_path, "UCI or UCCI engine (default " XQ_ENGINE_DEFAULT_PATH ")",
          "PATH" },
        { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Start position (default: the opening position)", "FEN" },
        { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "Search this many plies deep (default 12)", "N" },
        { "movetime", 0, 0, G_OPTION_ARG_INT, &movetime, "Search this many milliseconds", "MS" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("[MOVE…]");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (XqUciEngine)    engine = NULL;
  g_autoptr (GMainLoop)      loop = NULL;
  const XqEngineInfo        *info;
  XqPosition                 pos;
  Run                        run = { NULL };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (depth < 0 || movetime < 0 || (depth > 0 && movetime > 0))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "give either --depth N or --movetime MS, with a positive number");
  if (depth > 99)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--depth %d is more than 99", depth);
  if (depth == 0 && movetime == 0)
    depth = DEFAULT_DEPTH;
  if (!xq_cli_position (fen, &pos) || !xq_cli_play (&pos, argv + 1, argc - 1, NULL))
    return XQ_CLI_EXIT_BAD_INPUT;

  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  engine = xq_uci_engine_new (engine_path != NULL ? engine_path : XQ_ENGINE_DEFAULT_PATH);
  xq_uci_engine_start_async (engine, NULL, started_cb, &run);
  g_main_loop_run (loop);
  if (run.error == NULL)
    {
      g_signal_connect (engine, "done", G_CALLBACK (done_cb), &run);
      g_signal_connect (engine, "failed", G_CALLBACK (failed_cb), &run);
      xq_uci_engine_analyse (engine, &pos, (guint) depth, (guint) movetime);
      g_main_loop_run (loop);
    }
  xq_uci_engine_quit (engine);
  if (run.error != NULL)
    {
      int status = xq_cli_error (XQ_CLI_EXIT_FAILURE, "engine: %s", run.error->message);
      g_error_free (run.error);
      return status;
    }

  info = xq_uci_engine_get_info (engine);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "engine");
  json_builder_add_string_value (b, xq_uci_engine_get_name (engine));
  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, info->depth);
  json_builder_set_member_name (b, "score");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, info->is_mate ? "mate" : "cp");
  json_builder_add_int_value (b, info->score);
  json_builder_end_object (b);
  add_pv (b, &pos, info);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}
