/* test-uci-engine.c: the UCI client against Debian's Fairy-Stockfish, broken engines, and the CLI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "xq-engine-review.h"
#include "xq-uci-engine.h"

/* Red to move mates at once: 车八进八 (b1b9); the black general has no flight square. */
#define MATE_IN_ONE "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"

typedef struct
{
  GMainLoop *loop;
  GError    *error;
  guint      n_done;
  guint      n_info;
  XqMove     best;
} Wait;

static gboolean
have_engine (void)
{
  if (g_file_test (XQ_ENGINE_DEFAULT_PATH, G_FILE_TEST_IS_EXECUTABLE))
    return TRUE;
  g_test_skip ("no " XQ_ENGINE_DEFAULT_PATH " (apt-get install fairy-stockfish)");
  return FALSE;
}

static gboolean
timeout_cb (gpointer data)
{
  g_error ("the engine did not answer in time");
  return G_SOURCE_REMOVE;
}

static void
started_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Wait *wait = data;

  xq_uci_engine_start_finish (XQ_UCI_ENGINE (source), result, &wait->error);
  g_main_loop_quit (wait->loop);
}

static void
done_cb (XqUciEngine *engine,
         guint        best,
         Wait        *wait)
{
  wait->n_done++;
  wait->best = (XqMove) best;
  g_main_loop_quit (wait->loop);
}

static void
info_cb (XqUciEngine *engine,
         Wait        *wait)
{
  wait->n_info++;
}

static void
failed_cb (XqUciEngine  *engine,
           const GError *error,
           Wait         *wait)
{
  g_clear_error (&wait->error);
  wait->error = g_error_copy (error);
  g_main_loop_quit (wait->loop);
}

static XqUciEngine *
start (const char *path,
       Wait       *wait)
{
  XqUciEngine *engine = xq_uci_engine_new (path);
  guint        timeout = g_timeout_add_seconds (30, timeout_cb, NULL);

  wait->loop = g_main_loop_new (NULL, FALSE);
  xq_uci_engine_start_async (engine, NULL, started_cb, wait);
  g_main_loop_run (wait->loop);
  g_source_remove (timeout);
  g_signal_connect (engine, "done", G_CALLBACK (done_cb), wait);
  g_signal_connect (engine, "info", G_CALLBACK (info_cb), wait);
  g_signal_connect (engine, "failed", G_CALLBACK (failed_cb), wait);
  return engine;
}

static void
run (Wait *wait)
{
  guint timeout = g_timeout_add_seconds (30, timeout_cb, NULL);

  g_main_loop_run (wait->loop);
  g_source_remove (timeout);
}

static void
finish (XqUciEngine *engine,
        Wait        *wait)
{
  xq_uci_engine_quit (engine);
  /* The reads still pending give their references back as they see the cancellation. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (engine);
  g_clear_error (&wait->error);
  g_main_loop_unref (wait->loop);
}

static void
test_moves (void)
{
  char buf[8];

  /* ICCS ranks 0–9 (Pikafish, UCCI) and Fairy-Stockfish's 1–10 */
  g_assert_cmpuint (xq_uci_parse_move ("h2e2", FALSE), ==, xq_move_make (xq_square_make (7, 2), xq_square_make (4, 2)));
  g_assert_cmpuint (xq_uci_parse_move ("h3e3", TRUE), ==, xq_move_make (xq_square_make (7, 2), xq_square_make (4, 2)));
  g_assert_cmpuint (xq_uci_parse_move ("b10c8", TRUE), ==, xq_move_make (xq_square_make (1, 9), xq_square_make (2, 7)));
  g_assert_cmpuint (xq_uci_parse_move ("b10c8", FALSE), ==, XQ_MOVE_NONE);
  g_assert_cmpuint (xq_uci_parse_move ("j2e2", FALSE), ==, XQ_MOVE_NONE);
  g_assert_cmpuint (xq_uci_parse_move ("(none)", TRUE), ==, XQ_MOVE_NONE);
  xq_uci_write_move (xq_move_make (xq_square_make (1, 9), xq_square_make (2, 7)), TRUE, buf);
  g_assert_cmpstr (buf, ==, "b10c8");
  xq_uci_write_move (xq_move_make (xq_square_make (1, 9), xq_square_make (2, 7)), FALSE, buf);
  g_assert_cmpstr (buf, ==, "b9c7");
}

static void
test_info (void)
{
  XqEngineInfo info = { 0 };
  XqPosition   pos;

  xq_position_init_start (&pos);
  g_assert_true (xq_uci_parse_info ("info depth 5 seldepth 5 multipv 1 score cp 108 nodes 695 pv h3e3 h10g8 zz", &pos,
                                    TRUE, &info));
  g_assert_cmpuint (info.depth, ==, 5);
  g_assert_false (info.is_mate);
  g_assert_cmpint (info.score, ==, 108);
  g_assert_cmpuint (info.nodes, ==, 695);
  g_assert_cmpuint (info.pv_length, ==, 2); /* the line stops at what is not a move */

  /* Black to move: the engine's score from Black's side is turned round to Red's */
  pos.side = XQ_BLACK;
  g_assert_true (xq_uci_parse_info ("info depth 7 score mate 3 pv", &pos, TRUE, &info));
  g_assert_true (info.is_mate);
  g_assert_cmpint (info.score, ==, -3);
  g_assert_cmpuint (info.pv_length, ==, 0);

  /* UCCI: a bare score; an illegal move ends the line */
  xq_position_init_start (&pos);
  g_assert_true (xq_uci_parse_info ("info depth 3 score -20 pv h2e2 a0a5", &pos, FALSE, &info));
  g_assert_cmpint (info.score, ==, -20);
  g_assert_cmpuint (info.pv_length, ==, 1);

  g_assert_false (xq_uci_parse_info ("info currmove h3e3 currmovenumber 1", &pos, TRUE, &info));

  /* MultiPV: the line's number */
  g_assert_true (xq_uci_parse_info ("info depth 9 multipv 2 score cp 1 pv h3e3", &pos, TRUE, &info));
  g_assert_cmpuint (info.multipv, ==, 2);
  g_assert_cmpint (info.score, ==, 1);
  g_assert_cmpuint (info.depth, ==, 9);
  g_assert_cmpuint (xq_uci_info_line_number ("info depth 9 multipv 12 score cp 1"), ==, 12);
  g_assert_cmpuint (xq_uci_info_line_number ("info depth 9 score cp 1"), ==, 1);
}

/* Options as engines announce them: UCI with spaces in names and values, combos, UCCI without
 * "name"; the repetition rule recognised and read for a profile. */
static void
test_options (void)
{
  g_autoptr (XqEngineOption) hash = xq_engine_option_parse ("option name Hash type spin default 16 min 1 max 33554432");
  g_autoptr (XqEngineOption) rule = xq_engine_option_parse (
    "option name Repetition Rule type combo default AsianRule var AsianRule var ChineseRule var SkyRule var ComputerRule");
  g_autoptr (XqEngineOption) path = xq_engine_option_parse ("option name SyzygyPath type string default <empty>");
  g_autoptr (XqEngineOption) ucci = xq_engine_option_parse ("option hashsize type spin min 0 max 1024 default 0");
  g_autoptr (XqEngineOption) sixty = xq_engine_option_parse ("option name Sixty Move Rule type check default true");

  g_assert_nonnull (hash);
  g_assert_cmpstr (hash->name, ==, "Hash");
  g_assert_cmpint (hash->type, ==, XQ_ENGINE_OPTION_SPIN);
  g_assert_cmpstr (hash->default_value, ==, "16");
  g_assert_cmpint (hash->min, ==, 1);
  g_assert_cmpint (hash->max, ==, 33554432);
  g_assert_false (xq_engine_option_is_rule (hash));

  g_assert_nonnull (rule);
  g_assert_cmpstr (rule->name, ==, "Repetition Rule");
  g_assert_cmpuint (g_strv_length (rule->vars), ==, 4);
  g_assert_true (xq_engine_option_is_rule (rule));
  g_assert_cmpstr (xq_engine_option_rule_value (rule, "cxa"), ==, "ChineseRule");
  g_assert_cmpstr (xq_engine_option_rule_value (rule, "1957"), ==, "ChineseRule");
  g_assert_cmpstr (xq_engine_option_rule_value (rule, "axf"), ==, "AsianRule");

  g_assert_nonnull (path);
  g_assert_null (path->default_value);
  g_assert_nonnull (ucci);
  g_assert_cmpstr (ucci->name, ==, "hashsize");
  g_assert_cmpint (ucci->max, ==, 1024);
  /* A check box is no rule to choose */
  g_assert_nonnull (sixty);
  g_assert_false (xq_engine_option_is_rule (sixty));

  g_assert_null (xq_engine_option_parse ("option name Broken"));
  g_assert_null (xq_engine_option_parse ("info depth 1"));
}

/* A mate in one gives a mate score for Red and the mating move. */
static void
test_mate_in_one (void)
{
  Wait                wait = { 0 };
  g_autoptr (GError)  error = NULL;
  XqUciEngine        *engine;
  const XqEngineInfo *info;
  XqPosition          pos;
  XqMove              mate = xq_move_make (xq_square_make (1, 1), xq_square_make (1, 9));

  if (!have_engine ())
    return;
  g_assert_true (xq_position_from_fen (&pos, MATE_IN_ONE, NULL));
  engine = start (XQ_ENGINE_DEFAULT_PATH, &wait);
  g_assert_no_error (wait.error);
  g_assert_true (g_str_has_prefix (xq_uci_engine_get_name (engine), "Fairy-Stockfish"));

  xq_uci_engine_analyse (engine, &pos, 4, 0);
  g_assert_true (xq_uci_engine_get_busy (engine));
  run (&wait);
  g_assert_no_error (wait.error);
  g_assert_false (xq_uci_engine_get_busy (engine));
  info = xq_uci_engine_get_info (engine);
  g_assert_true (info->is_mate);
  g_assert_cmpint (info->score, ==, 1);
  g_assert_cmpuint (info->pv_length, >=, 1);
  g_assert_cmpuint (info->pv[0], ==, mate);
  g_assert_cmpuint (wait.best, ==, mate);
  g_assert_cmpuint (wait.n_info, >, 0);
  finish (engine, &wait);
}

/* A new position while a search runs: the old search is stopped and only the new one answers. */
static void
test_restart (void)
{
  Wait         wait = { 0 };
  XqUciEngine *engine;
  XqPosition   start_pos, mate;

  if (!have_engine ())
    return;
  xq_position_init_start (&start_pos);
  g_assert_true (xq_position_from_fen (&mate, MATE_IN_ONE, NULL));
  engine = start (XQ_ENGINE_DEFAULT_PATH, &wait);
  xq_uci_engine_analyse (engine, &start_pos, 0, 0); /* infinite */
  xq_uci_engine_analyse (engine, &start_pos, 0, 0);
  xq_uci_engine_analyse (engine, &mate, 3, 0);
  run (&wait);
  g_assert_no_error (wait.error);
  g_assert_cmpuint (wait.n_done, ==, 1);
  g_assert_true (xq_uci_engine_get_info (engine)->is_mate);
  g_assert_cmpuint (wait.best, ==, xq_move_make (xq_square_make (1, 1), xq_square_make (1, 9)));

  /* Stopped: no "done" for that search */
  xq_uci_engine_analyse (engine, &start_pos, 0, 0);
  xq_uci_engine_stop (engine);
  while (xq_uci_engine_get_busy (engine))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (wait.n_done, ==, 1);
  finish (engine, &wait);
}

static void
test_missing (void)
{
  Wait         wait = { 0 };
  XqUciEngine *engine = start ("/nonexistent/engine", &wait);

  g_assert_error (wait.error, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_MISSING);
  finish (engine, &wait);
}

static char *
write_script (const char *body)
{
  g_autoptr (GError) error = NULL;
  char              *path = NULL;
  int                fd = g_file_open_tmp ("qili-engine-XXXXXX", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, body, -1, &error));
  g_assert_cmpint (g_chmod (path, 0700), ==, 0);
  return path;
}

/* An engine that dies while it analyses: "failed" with CRASHED, and the next call is harmless. */
static void
test_crash (void)
{
  g_autofree char *path =
    write_script ("#!/bin/sh\nread a; echo 'id name Crasher'; echo uciok; read b; echo readyok; read c; read d; exit 3\n");
  Wait         wait = { 0 };
  XqUciEngine *engine = start (path, &wait);
  XqPosition   pos;

  g_assert_no_error (wait.error);
  g_assert_cmpstr (xq_uci_engine_get_name (engine), ==, "Crasher");
  xq_position_init_start (&pos);
  xq_uci_engine_analyse (engine, &pos, 0, 0);
  run (&wait);
  g_assert_error (wait.error, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_CRASHED);
  xq_uci_engine_stop (engine);
  g_assert_false (xq_uci_engine_get_busy (engine));
  finish (engine, &wait);
  g_unlink (path);
}

/* An engine that announces Hash, Threads, MultiPV and a repetition rule, and writes down what it
 * is told: the settings go out under the engine's own names, the rule follows the profile. */
static void
test_settings (void)
{
  g_autofree char *log = g_build_filename (g_get_tmp_dir (), "qili-engine-settings.log", NULL);
  g_autofree char *body = g_strdup_printf (
    "#!/bin/sh\n"
    "while read line; do echo \"$line\" >> '%s'; case \"$line\" in\n"
    "uci) echo 'id name Ruler'; echo 'option name Hash type spin default 16 min 1 max 1024';\n"
    "  echo 'option name Threads type spin default 1 min 1 max 8';\n"
    "  echo 'option name MultiPV type spin default 1 min 1 max 3';\n"
    "  echo 'option name Repetition Rule type combo default AsianRule var AsianRule var ChineseRule';\n"
    "  echo uciok;;\n"
    "isready) echo readyok;;\n"
    "go*) echo 'bestmove a0a1';;\n"
    "quit) exit 0;;\n"
    "esac; done\n",
    log);
  g_autofree char *path = write_script (body);
  g_autofree char *said = NULL;
  Wait             wait = { 0 };
  XqUciEngine     *engine;
  XqEngineSettings settings = { .hash_mb = 64, .threads = 2 };
  XqPosition       pos;

  g_unlink (log);
  engine = start (path, &wait);
  g_assert_no_error (wait.error);
  g_assert_nonnull (xq_uci_engine_get_rule_option (engine));
  xq_engine_settings_apply (&settings, engine, XQ_PROFILE_CXA);
  /* More lines than it offers: as many as it has */
  g_assert_cmpuint (xq_uci_engine_set_lines (engine, 5), ==, 3);
  g_assert_false (xq_uci_engine_set_option (engine, "Contempt", "0"));
  settings.rule = XQ_ENGINE_RULE_DEFAULT;
  xq_engine_settings_apply (&settings, engine, XQ_PROFILE_AXF);
  settings.rule = "AsianRule";
  xq_engine_settings_apply (&settings, engine, XQ_PROFILE_CXA);
  /* Its answer to a search: it has read everything before */
  xq_position_init_start (&pos);
  xq_uci_engine_analyse (engine, &pos, 1, 0);
  run (&wait);
  g_assert_cmpuint (wait.n_done, ==, 1);
  xq_uci_engine_quit_and_wait (engine);
  finish (engine, &wait);

  g_assert_true (g_file_get_contents (log, &said, NULL, NULL));
  g_assert_nonnull (strstr (said, "setoption name Hash value 64\n"));
  g_assert_nonnull (strstr (said, "setoption name Threads value 2\n"));
  g_assert_nonnull (strstr (said, "setoption name Repetition Rule value ChineseRule\n"));
  g_assert_nonnull (strstr (said, "setoption name MultiPV value 3\n"));
  g_assert_nonnull (strstr (said, "setoption name Repetition Rule value AsianRule\n"));
  g_assert_null (strstr (said, "Contempt"));
  /* No UCI_Variant for an engine that plays only xiangqi */
  g_assert_null (strstr (said, "UCI_Variant"));
  g_unlink (log);
  g_unlink (path);
}

/* Score of a line for the side to move: mates first, sooner better. */
static int
line_value (const XqEngineInfo *line,
            XqColor             side)
{
  int v = line->is_mate ? (line->score > 0 ? 100000 - line->score : -100000 - line->score) : line->score;

  return side == XQ_RED ? v : -v;
}

/* Three lines at once: each legal from the position, numbered 1–3, at the depth asked, sorted
 * best first for the side to move; and for Black to move as well. */
static void
test_multipv (void)
{
  const char *fens[] = { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1" };

  if (!have_engine ())
    return;
  for (guint f = 0; f < G_N_ELEMENTS (fens); f++)
    {
      Wait                wait = { 0 };
      XqUciEngine        *engine = start (XQ_ENGINE_DEFAULT_PATH, &wait);
      const XqEngineInfo *lines;
      XqPosition          pos;
      guint               n;

      g_assert_true (xq_position_from_fen (&pos, fens[f], NULL));
      g_assert_cmpuint (xq_uci_engine_set_lines (engine, 3), ==, 3);
      xq_uci_engine_analyse (engine, &pos, 8, 0);
      run (&wait);
      g_assert_no_error (wait.error);
      lines = xq_uci_engine_get_lines (engine, &n);
      g_assert_cmpuint (n, ==, 3);
      for (guint i = 0; i < n; i++)
        {
          XqPosition replay = pos;

          g_assert_cmpuint (lines[i].multipv, ==, i + 1);
          g_assert_cmpuint (lines[i].depth, ==, 8);
          g_assert_cmpuint (lines[i].pv_length, >=, 1);
          for (guint m = 0; m < lines[i].pv_length; m++)
            {
              XqUndo undo;
              g_assert_true (xq_position_is_legal (&replay, lines[i].pv[m]));
              xq_position_make (&replay, lines[i].pv[m], &undo);
            }
          if (i > 0)
            {
              g_assert_cmpint (line_value (&lines[i - 1], pos.side), >=, line_value (&lines[i], pos.side));
              g_assert_cmpuint (lines[i].pv[0], !=, lines[i - 1].pv[0]);
            }
        }
      g_assert_cmpuint (wait.best, ==, lines[0].pv[0]);
      finish (engine, &wait);
    }
}

/* Searching among some moves only: the best move is one of them. */
static void
test_among (void)
{
  Wait         wait = { 0 };
  XqUciEngine *engine;
  XqPosition   pos;
  XqMove       only[2];

  if (!have_engine ())
    return;
  g_assert_true (xq_position_from_fen (&pos, MATE_IN_ONE, NULL));
  /* Not the mate: the king's move or the rook's retreat */
  g_assert_true (xq_move_from_iccs ("d0e0", &only[0]));
  g_assert_true (xq_move_from_iccs ("a8a7", &only[1]));
  engine = start (XQ_ENGINE_DEFAULT_PATH, &wait);
  xq_uci_engine_analyse_among (engine, &pos, 4, 0, only, 2);
  run (&wait);
  g_assert_no_error (wait.error);
  g_assert_true (wait.best == only[0] || wait.best == only[1]);
  g_assert_false (xq_uci_engine_get_info (engine)->is_mate && xq_uci_engine_get_info (engine)->score == 1);
  finish (engine, &wait);
}

/* A program that never answers uci nor ucci (cat echoes them back). */
static void
test_not_an_engine (void)
{
  Wait         wait = { 0 };
  XqUciEngine *engine = start ("/bin/cat", &wait);

  g_assert_error (wait.error, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_PROTOCOL);
  finish (engine, &wait);
}

/* qili-cli analyse: the DESIGN.md contract */
static void
test_cli (void)
{
  const char            *cli = g_getenv ("QILI_CLI");
  g_autofree char       *out = NULL, *err = NULL;
  g_autoptr (GError)     error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject            *root, *first;
  int                    status;

  if (!have_engine ())
    return;
  g_assert_nonnull (cli);
  {
    const char *argv[] = { cli, "analyse", "--fen", MATE_IN_ONE, "--depth", "4", NULL };
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (g_str_has_prefix (json_object_get_string_member (root, "engine"), "Fairy-Stockfish"));
  g_assert_cmpint (json_object_get_int_member (root, "depth"), >=, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "score"), "mate"), ==, 1);
  first = json_array_get_object_element (json_object_get_array_member (root, "pv"), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "iccs"), ==, "b1b9");
  g_assert_cmpstr (json_object_get_string_member (first, "chinese"), ==, "车八进八");
  g_assert_cmpstr (json_object_get_string_member (first, "wxf"), ==, "R8+8");

  /* After moves, from the start position: a centipawn score and a line of legal moves */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  {
    const char *argv[] = { cli, "analyse", "--movetime", "200", "h2e2", "h9g7", NULL };
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  }
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_has_member (json_object_get_object_member (root, "score"), "cp"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "pv")), >=, 1);

  /* No engine there: a one-line error, exit status 1 */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  {
    const char *argv[] = { cli, "analyse", "--engine", "/nonexistent/engine", NULL };
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  }
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, "qili-cli: engine: no engine program at /nonexistent/engine"));

  /* Bad input: exit status 2 */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  {
    const char *argv[] = { cli, "analyse", "--depth", "3", "--movetime", "10", NULL };
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  }
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/engine/uci/moves", test_moves);
  g_test_add_func ("/xq/engine/uci/info", test_info);
  g_test_add_func ("/xq/engine/uci/options", test_options);
  g_test_add_func ("/xq/engine/uci/settings", test_settings);
  g_test_add_func ("/xq/engine/uci/multipv", test_multipv);
  g_test_add_func ("/xq/engine/uci/among", test_among);
  g_test_add_func ("/xq/engine/uci/mate-in-one", test_mate_in_one);
  g_test_add_func ("/xq/engine/uci/restart", test_restart);
  g_test_add_func ("/xq/engine/uci/missing", test_missing);
  g_test_add_func ("/xq/engine/uci/crash", test_crash);
  g_test_add_func ("/xq/engine/uci/not-an-engine", test_not_an_engine);
  g_test_add_func ("/xq/engine/cli", test_cli);

  return g_test_run ();
}
