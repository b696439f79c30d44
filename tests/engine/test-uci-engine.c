/* test-uci-engine.c: the UCI client against Debian's Fairy-Stockfish, broken engines, and the CLI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

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
  g_assert_false (xq_uci_parse_info ("info depth 9 multipv 2 score cp 1 pv h3e3", &pos, TRUE, &info));
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
  g_test_add_func ("/xq/engine/uci/mate-in-one", test_mate_in_one);
  g_test_add_func ("/xq/engine/uci/restart", test_restart);
  g_test_add_func ("/xq/engine/uci/missing", test_missing);
  g_test_add_func ("/xq/engine/uci/crash", test_crash);
  g_test_add_func ("/xq/engine/uci/not-an-engine", test_not_an_engine);
  g_test_add_func ("/xq/engine/cli", test_cli);

  return g_test_run ();
}
