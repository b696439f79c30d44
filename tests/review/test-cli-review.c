/* test-cli-review.c: qili-cli review, as scripts use it, against qili-cli judge
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs qili-cli with the arguments of @args (NULL-terminated array). */
static void
run_argv (Run         *run,
          const char **args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  const char           *cli = g_getenv ("QILI_CLI");
  int                   wait_status;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &run->out, &run->err, &wait_status,
                &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

#define run_cli(run, ...)                        \
  G_STMT_START                                   \
  {                                              \
    const char *args_[] = { __VA_ARGS__, NULL }; \
    run_argv ((run), args_);                     \
  }                                              \
  G_STMT_END

static GPtrArray *
json_lines (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray     *objects = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError)     error = NULL;

      if (*lines[i] == '\0')
        continue;
      json_parser_load_from_data (parser, lines[i], -1, &error);
      g_assert_no_error (error);
      g_ptr_array_add (objects, json_node_copy (json_parser_get_root (parser)));
    }
  return objects;
}

static JsonObject *
line_object (GPtrArray *lines,
             guint      i)
{
  return json_node_get_object (g_ptr_array_index (lines, i));
}

/* A member as text ("null" for null, numbers printed), for comparing two objects. */
static char *
member_text (JsonObject *o,
             const char *name)
{
  JsonNode *node = json_object_get_member (o, name);

  g_assert_nonnull (node);
  return json_to_string (node, FALSE);
}

static char *
write_temp (const char *name,
            const char *contents)
{
  g_autofree char   *dir = g_dir_make_tmp ("qili-review-XXXXXX", NULL);
  char              *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

static const char three_games[] = "[Event \"Perpetual check\"]\n"
                                  "[FEN \"3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1\"]\n"
                                  "\n"
                                  "1. f8e8 e9f9 2. e8f8 f9e9 3. f8e8 e9f9 4. e8f8 f9e9 5. f8e8 *\n"
                                  "\n"
                                  "[Event \"Broken\"]\n"
                                  "\n"
                                  "1. h2e2 h9g7 2. h0g2 z9z9 *\n"
                                  "\n"
                                  "[Event \"Limit\"]\n"
                                  "[MoveLimit \"3\"]\n"
                                  "[FEN \"3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1\"]\n"
                                  "\n"
                                  "1. a1b1 d9d8 2. b1c1 d8e8 3. c1c2 e8e9 4. c2c3 *\n";

/* Game 1: the cycle of CXA 细则1 closes at plies 4–9 (second and third occurrences; 26.1);
 * game 2 is read up to its bad fourth move (warned, exit 3) and has no finding; game 3 runs out
 * of its 3-move limit at ply 6. */
static void
test_partial_file (void)
{
  g_autofree char      *path = write_temp ("three.pgn", three_games);
  g_auto (Run)          run = { 0 };
  g_autoptr (GPtrArray) lines = NULL;
  g_autofree char      *warning = NULL;

  g_test_summary ("DESIGN.md: a file read in part exits 3 with one warning per part not read");
  run_cli (&run, "review", path);
  g_assert_cmpint (run.status, ==, 3);
  warning = g_strdup_printf ("qili-cli: warning: %s: game 2, line 8, column 22: ", path);
  g_assert_true (g_str_has_prefix (run.err, warning));
  /* one line, for game 2 only */
  g_assert_cmpstr (strchr (run.err, '\n'), ==, "\n");

  lines = json_lines (run.out);
  g_assert_cmpuint (lines->len, ==, 7);
  for (guint i = 0; i < 6; i++)
    {
      JsonObject *o = line_object (lines, i);
      g_assert_cmpstr (json_object_get_string_member (o, "file"), ==, path);
      g_assert_cmpint (json_object_get_int_member (o, "game"), ==, 1);
      g_assert_cmpint (json_object_get_int_member (o, "ply"), ==, 4 + i);
      g_assert_cmpstr (json_object_get_string_member (o, "result"), ==, "0-1");
      g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, "perpetual-check");
      g_assert_cmpstr (json_object_get_string_member (o, "must_change"), ==, "red");
      g_assert_cmpstr (json_object_get_string_member (o, "clause"), ==, "CXA rules art. 26.1 and detailed ruling 1");
      g_assert_cmpstr (json_object_get_string_member (o, "red_pattern"), ==, "perpetual-check");
      g_assert_cmpstr (json_object_get_string_member (o, "black_pattern"), ==, "idle");
      g_assert_cmpint (json_object_get_int_member (o, "repetitions"), ==, i < 4 ? 2 : 3);
    }
  {
    JsonObject *o = line_object (lines, 6);
    g_assert_cmpint (json_object_get_int_member (o, "game"), ==, 3);
    g_assert_cmpint (json_object_get_int_member (o, "ply"), ==, 6);
    g_assert_cmpstr (json_object_get_string_member (o, "result"), ==, "1/2-1/2");
    g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, "move-limit");
    g_assert_true (json_object_get_null_member (o, "must_change"));
    g_assert_true (json_object_get_null_member (o, "red_pattern"));
    g_assert_true (json_object_get_null_member (o, "cycle"));
  }
  remove_temp (path);
}

static void
test_summary (void)
{
  g_autofree char      *path = write_temp ("three.pgn", three_games);
  g_auto (Run)          run = { 0 };
  g_autoptr (GPtrArray) lines = NULL;
  JsonObject           *o, *patterns, *ends;

  run_cli (&run, "review", "--summary", path);
  g_assert_cmpint (run.status, ==, 3);
  lines = json_lines (run.out);
  g_assert_cmpuint (lines->len, ==, 1);
  o = line_object (lines, 0);
  g_assert_cmpstr (json_object_get_string_member (o, "file"), ==, path);
  g_assert_cmpint (json_object_get_int_member (o, "games"), ==, 3);
  /* Game 2 up to its damage */
  g_assert_cmpint (json_object_get_int_member (o, "games_read"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (o, "games_with_cycles"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (o, "cycles"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (o, "closings"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (o, "forbidden_cycles"), ==, 1);
  patterns = json_object_get_object_member (o, "forbidden_by_pattern");
  g_assert_cmpuint (json_object_get_size (patterns), ==, 1);
  g_assert_cmpint (json_object_get_int_member (patterns, "perpetual-check"), ==, 1);
  ends = json_object_get_object_member (o, "game_ends");
  g_assert_cmpint (json_object_get_int_member (ends, "move-limit"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (ends, "checkmate"), ==, 0);
  remove_temp (path);
}

static void
test_missing_files (void)
{
  g_autofree char *path = write_temp ("three.pgn", three_games);
  g_auto (Run)     one = { 0 };
  g_auto (Run)     both = { 0 };

  /* Nothing read at all: bad input. */
  run_cli (&one, "review", "/nonexistent/games.pgn");
  g_assert_cmpint (one.status, ==, 2);
  g_assert_cmpstr (one.out, ==, "");
  g_assert_true (g_str_has_prefix (one.err, "qili-cli: warning: /nonexistent/games.pgn: "));
  g_assert_nonnull (strstr (one.err, "qili-cli: no game could be read\n"));

  /* One file of two: read in part. */
  run_cli (&both, "review", "/nonexistent/games.pgn", path);
  g_assert_cmpint (both.status, ==, 3);
  g_assert_true (g_str_has_prefix (both.err, "qili-cli: warning: /nonexistent/games.pgn: "));
  {
    g_autoptr (GPtrArray) lines = json_lines (both.out);
    g_assert_cmpuint (lines->len, ==, 7);
  }
  remove_temp (path);
}

static void
test_tags_only (void)
{
  g_autofree char *path = write_temp ("tags.pgn", "[Event \"x\"]\n\n1. Zz9 *\n");
  g_auto (Run)     run = { 0 };

  g_test_summary ("A game of which only the tags were read is not reviewed as a game of no moves (issue 27).");
  run_cli (&run, "review", path);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "no move of the game was read, only its tags\n"));
  g_assert_true (g_str_has_suffix (run.err, "qili-cli: no game could be read\n"));
  remove_temp (path);
}

static void
test_bad_tag (void)
{
  g_autofree char *path = write_temp ("tag.pgn", "[Event \"Limit\"]\n"
                                                 "[MoveLimit \"forty\"]\n"
                                                 "\n"
                                                 "1. h2e2 h9g7 *\n");
  g_auto (Run)     run = { 0 };
  g_autofree char *warning = NULL;

  run_cli (&run, "review", path);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_cmpstr (run.out, ==, "");
  /* Where the game starts: its tags */
  warning = g_strdup_printf ("qili-cli: warning: %s: game 1, line 1: tag MoveLimit \"forty\" is not a number of moves",
                             path);
  g_assert_true (g_str_has_prefix (run.err, warning));
  remove_temp (path);
}

static void
test_bad_options (void)
{
  g_auto (Run) none = { 0 };
  g_auto (Run) rules = { 0 };

  run_cli (&none, "review");
  g_assert_cmpint (none.status, ==, 2);
  run_cli (&rules, "review", "--rules", "fide", "x.pgn");
  g_assert_cmpint (rules.status, ==, 2);
  g_assert_true (g_str_has_prefix (rules.err, "qili-cli: "));
}

/* Every finding of a real collection, as judge rules on the game up to that ply. */
static guint
compare_with_judge (const char *path,
                    const char *rules,
                    guint       max_game)
{
  g_auto (Run)          review = { 0 };
  g_auto (Run)          convert = { 0 };
  g_autoptr (GPtrArray) findings = NULL;
  g_auto (GStrv)        games = NULL;
  guint                 compared = 0;

  run_cli (&review, "review", "--rules", rules, path);
  g_assert_cmpint (review.status, ==, 0);
  run_cli (&convert, "convert", "--to", "fen", "--notation", "iccs", path);
  g_assert_cmpint (convert.status, ==, 0);
  games = g_strsplit (convert.out, "\n", -1);
  findings = json_lines (review.out);
  g_assert_cmpuint (findings->len, >, 0);
  for (guint i = 0; i < findings->len; i++)
    {
      JsonObject           *f = line_object (findings, i);
      guint                 game = (guint) json_object_get_int_member (f, "game");
      guint                 ply = (guint) json_object_get_int_member (f, "ply");
      g_auto (GStrv)        words = NULL;
      g_autofree char      *fen = NULL;
      g_autoptr (GPtrArray) args = g_ptr_array_new ();
      g_auto (Run)          judge = { 0 };
      g_autoptr (GPtrArray) ruled = NULL;
      const char *const     fields[] = { "result", "reason", "must_change", "clause", "red_pattern", "black_pattern",
                                         "repetitions", "cycle" };
      guint                 w;

      if (game > max_game)
        break;
      /* "FEN-board side - - 0 1 moves m1 m2 …" */
      words = g_strsplit (games[game - 1], " ", -1);
      for (w = 0; words[w] != NULL && !g_str_equal (words[w], "moves"); w++)
        ;
      g_assert_nonnull (words[w]);
      g_assert_cmpuint (g_strv_length (words + w + 1), >=, ply);
      {
        GString *text = g_string_new (words[0]);
        for (guint k = 1; k < w; k++)
          g_string_append_printf (text, " %s", words[k]);
        fen = g_string_free (text, FALSE);
      }
      g_ptr_array_add (args, (gpointer) "judge");
      g_ptr_array_add (args, (gpointer) "--rules");
      g_ptr_array_add (args, (gpointer) rules);
      g_ptr_array_add (args, (gpointer) "--fen");
      g_ptr_array_add (args, fen);
      for (guint p = 0; p < ply; p++)
        g_ptr_array_add (args, words[w + 1 + p]);
      g_ptr_array_add (args, NULL);
      run_argv (&judge, (const char **) args->pdata);
      g_assert_cmpint (judge.status, ==, 0);
      ruled = json_lines (judge.out);
      for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
        {
          g_autofree char *a = member_text (f, fields[k]);
          g_autofree char *b = member_text (line_object (ruled, 0), fields[k]);
          if (!g_str_equal (a, b))
            g_error ("%s game %u ply %u: review says %s %s, judge %s", path, game, ply, fields[k], a, b);
        }
      compared++;
    }
  if (max_game == G_MAXUINT)
    g_test_message ("%s (%s): %u findings compared with judge", path, rules, compared);
  else
    g_test_message ("%s (%s): %u findings of games 1-%u compared with judge", path, rules, compared, max_game);
  return compared;
}

static void
test_judge_agrees (gconstpointer data)
{
  const char      *rules = data;
  const char      *shared = g_getenv ("QILI_SHARED_DIR");
  g_autofree char *path = NULL;

  if (shared != NULL)
    path = g_build_filename (shared, "data", "records", "real", "maksimKorzh-wukong-xiangqi",
                             "Hu_Ronghua_1391_UCI_games.pgn", NULL);
  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the 1,391-game file is not there");
      return;
    }
  g_assert_cmpuint (compare_with_judge (path, rules, g_getenv ("QILI_TEST_QUICK") ? 10 : 40), >, 10);
}

/* The 象棋桥 libraries of the corpus (CBL, read since issue 16), every game. */
static void
test_judge_agrees_ccbridge (void)
{
  static const char *const names[] = { "1956年全国象棋锦标赛93局.CBL", "1989年龙化杯象棋名师邀请赛35局.CBL" };
  const char              *shared = g_getenv ("QILI_SHARED_DIR");
  guint                    compared = 0;

  for (guint i = 0; shared != NULL && i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path =
        g_build_filename (shared, "data", "records", "real", "walker8088-cchess", "tests-data", names[i], NULL);
      if (g_file_test (path, G_FILE_TEST_EXISTS))
        compared += compare_with_judge (path, "cxa", G_MAXUINT);
    }
  if (compared == 0)
    {
      g_test_skip ("the CBL files of the corpus are not there");
      return;
    }
  /* 49 closings of 21 cycles (13 of them forbidden) and the game ends */
  g_assert_cmpuint (compared, >, 40);
}

/* A DhtmlXQ page: the horses go out and back twice from the start (both idle, CXA 26.2). */
static void
test_judge_agrees_dhtmlxq (void)
{
  g_autofree char *path =
    write_temp ("game.html", "<p>[DhtmlXQ]\n"
                             "[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]\n"
                             "[DhtmlXQ_movelist]796770626779627079677062677962707967[/DhtmlXQ_movelist]\n"
                             "[/DhtmlXQ]</p>\n");

  /* Plies 4 to 9 each close the cycle */
  g_assert_cmpuint (compare_with_judge (path, "cxa", G_MAXUINT), ==, 6);
  remove_temp (path);
}

/* DESIGN.md: judge lists the way out when a side must change, and only then. */
static void
test_judge_alternatives (void)
{
  g_auto (Run)          run = { 0 };
  g_auto (Run)          draw = { 0 };
  g_autoptr (GPtrArray) lines = NULL;
  JsonObject           *o, *after;
  JsonArray            *alternatives;
  guint                 kinds[3] = { 0 };

  run_cli (&run, "judge", "--fen", "3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1", "f8e8", "e9f9", "e8f8", "f9e9", "f8e8");
  g_assert_cmpint (run.status, ==, 0);
  lines = json_lines (run.out);
  o = line_object (lines, 0);
  after = json_object_get_object_member (o, "alternatives_after");
  g_assert_cmpstr (json_object_get_string_member (after, "iccs"), ==, "e9f9");
  g_assert_cmpstr (json_object_get_string_member (after, "chinese"), ==, "将5平6");
  alternatives = json_object_get_array_member (o, "alternatives");
  g_assert_cmpuint (json_array_get_length (alternatives), >, 10);
  for (guint i = 0; i < json_array_get_length (alternatives); i++)
    {
      JsonObject *a = json_array_get_object_element (alternatives, i);
      const char *kind = json_object_get_string_member (a, "kind");
      JsonObject *why = json_object_get_object_member (a, "explanation");

      g_assert_nonnull (json_object_get_string_member (a, "iccs"));
      g_assert_nonnull (json_object_get_string_member (a, "chinese"));
      g_assert_nonnull (json_object_get_string_member (a, "wxf"));
      g_assert_nonnull (strstr (json_object_get_string_member (why, "en"), " (CXA rules art. "));
      g_assert_nonnull (strstr (json_object_get_string_member (why, "zh_CN"), "（《中国象棋竞赛规则》第"));
      if (!g_str_equal (kind, "breaks"))
        g_assert_nonnull (strstr (json_object_get_string_member (why, "zh_CN"), "第26.1条及细则1）"));
      kinds[g_str_equal (kind, "repeats") ? 0 : g_str_equal (kind, "continues") ? 1
                                                                                : 2]++;
      if (g_str_equal (json_object_get_string_member (a, "iccs"), "e8f8"))
        g_assert_cmpstr (kind, ==, "repeats");
      if (g_str_equal (json_object_get_string_member (a, "iccs"), "e8e9"))
        g_assert_cmpstr (kind, ==, "continues");
      if (g_str_equal (json_object_get_string_member (a, "iccs"), "f7g7"))
        g_assert_cmpstr (kind, ==, "breaks");
    }
  g_assert_cmpuint (kinds[0], ==, 1);
  g_assert_cmpuint (kinds[1], ==, 1);

  /* Both sides idle: nobody must change, no list */
  run_cli (&draw, "judge", "--fen", "3k4r/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", "a1b1", "i9i8", "b1a1", "i8i9");
  g_assert_cmpint (draw.status, ==, 0);
  g_assert_null (strstr (draw.out, "alternatives"));
  g_assert_nonnull (strstr (draw.out, "\"reason\":\"both-allowed\""));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/cli/review/partial-file", test_partial_file);
  g_test_add_func ("/xq/cli/review/summary", test_summary);
  g_test_add_func ("/xq/cli/review/missing-files", test_missing_files);
  g_test_add_func ("/xq/cli/review/bad-tag", test_bad_tag);

  g_test_add_func ("/xq/cli/review/tags-only", test_tags_only);
  g_test_add_func ("/xq/cli/review/bad-options", test_bad_options);
  g_test_add_func ("/xq/cli/judge/alternatives", test_judge_alternatives);
  g_test_add_data_func ("/xq/cli/review/judge-agrees/cxa", "cxa", test_judge_agrees);
  g_test_add_data_func ("/xq/cli/review/judge-agrees/axf", "axf", test_judge_agrees);
  g_test_add_func ("/xq/cli/review/judge-agrees/ccbridge", test_judge_agrees_ccbridge);
  g_test_add_func ("/xq/cli/review/judge-agrees/dhtmlxq", test_judge_agrees_dhtmlxq);
  return g_test_run ();
}
