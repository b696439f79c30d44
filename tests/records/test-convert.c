/* test-convert.c: qili-cli convert, as scripts use it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "records-test.h"

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

static void
run_cli (Run        *run,
         const char *input,
         ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  const char           *cli = g_getenv ("QILI_CLI");
  const char           *arg;
  va_list               ap;
  int                   wait_status;

  g_assert_nonnull (cli);
  g_ptr_array_add (args, (gpointer) cli);
  g_ptr_array_add (args, (gpointer) "convert");
  va_start (ap, input);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  if (input != NULL)
    {
      /* Through a file given as "-" on standard input, via the shell. */
      g_autofree char *path = NULL;
      g_autofree char *quoted = NULL;
      int              fd = g_file_open_tmp ("qili-convert-XXXXXX", &path, &error);
      g_assert_no_error (error);
      g_assert_true (g_file_set_contents (path, input, -1, &error));
      close (fd);
      quoted = g_shell_quote (path);
      {
        g_autoptr (GPtrArray) sh = g_ptr_array_new ();
        g_autofree char      *script = g_strdup_printf ("exec \"$0\" convert \"$@\" < %s", quoted);
        g_ptr_array_add (sh, (gpointer) "/bin/sh");
        g_ptr_array_add (sh, (gpointer) "-c");
        g_ptr_array_add (sh, script);
        g_ptr_array_add (sh, (gpointer) cli);
        for (guint i = 2; args->pdata[i] != NULL; i++)
          g_ptr_array_add (sh, args->pdata[i]);
        g_ptr_array_add (sh, NULL);
        g_spawn_sync (NULL, (char **) sh->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &run->out, &run->err, &wait_status,
                      &error);
      }
      g_unlink (path);
    }
  else
    g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &run->out, &run->err, &wait_status,
                  &error);
  g_assert_no_error (error);
  run->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "records", name, NULL);
}

static void
test_json (void)
{
  g_auto (Run)           run = { 0 };
  g_autofree char       *path = data_path ("sample.xqf");
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;
  JsonObject            *root, *game, *tags, *first;
  JsonArray             *moves;

  run_cli (&run, NULL, path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  /* The file is named with one FILE too, as the README has it (issue 27). */
  g_assert_cmpstr (json_object_get_string_member (root, "file"), ==, path);
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "xqf");
  game = json_array_get_object_element (json_object_get_array_member (root, "games"), 0);
  tags = json_object_get_object_member (game, "tags");
  g_assert_cmpstr (json_object_get_string_member (tags, "Red"), ==, "许银川");
  g_assert_cmpstr (json_object_get_string_member (game, "fen"), ==,
                   "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (game, "comment"), "　　象棋让九子"));
  moves = json_object_get_array_member (game, "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 75);
  first = json_array_get_object_element (moves, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "iccs"), ==, "b2e2");
  g_assert_true (json_object_has_member (first, "chinese"));
  g_assert_cmpint (json_object_get_int_member (first, "ply"), ==, 1);
  g_assert_true (json_object_has_member (json_array_get_object_element (moves, 1), "comment"));
}

static void
test_json_variations (void)
{
  g_auto (Run)           run = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;
  JsonArray             *moves, *variations, *inner;
  JsonObject            *black;

  run_cli (&run, "1. h2e2 h9g7 $1 (1... b9c7 {other} 2. h0g2 (2. b0c2)) 2. h0g2 *", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  moves = json_object_get_array_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "games"), 0),
    "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 3);
  black = json_array_get_object_element (moves, 1);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (black, "nags"), 0), ==, 1);
  variations = json_object_get_array_member (black, "variations");
  g_assert_cmpuint (json_array_get_length (variations), ==, 1);
  inner = json_array_get_array_element (variations, 0);
  g_assert_cmpuint (json_array_get_length (inner), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (inner, 0), "iccs"), ==, "b9c7");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (inner, 0), "comment"), ==, "other");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_array_get_object_element (inner, 1), "variations")), ==, 1);
}

/* A writer put a length byte (U+001F) before a tag value, as one program's conversions of XQF
 * files do: the JSON must still be valid, every control character escaped. */
static void
test_json_control_characters (void)
{
  g_auto (Run)           run = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;
  JsonObject            *tags;

  run_cli (&run, "[Event \"\0376 round\"]\n[Site \"\bA\"]\n1. h2e2 h9g7 *\n", "--to", "json", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  for (const char *p = run.out; *p; p++)
    if ((guchar) *p < 0x20)
      g_assert_true (p[0] == '\n' && p[1] == '\0');
  g_assert_nonnull (strstr (run.out, "\"\\u001f6 round\""));
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  tags = json_object_get_object_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "games"), 0),
    "tags");
  g_assert_cmpstr (json_object_get_string_member (tags, "Event"), ==, "\0376 round");
  g_assert_cmpstr (json_object_get_string_member (tags, "Site"), ==, "\bA");
}

static void
test_pgn_fen (void)
{
  g_auto (Run)     pgn = { 0 };
  g_auto (Run)     fen = { 0 };
  g_autofree char *path = data_path ("xqf10-spec-example.xqf");

  run_cli (&pgn, NULL, "--to", "pgn", "--notation", "iccs", path, NULL);
  g_assert_cmpint (pgn.status, ==, 0);
  g_assert_true (g_str_has_prefix (pgn.out, "[Game \"Chinese Chess\"]\n[Event \"\\\"中立杯\\\"象棋电视快棋赛\"]\n"));
  g_assert_nonnull (strstr (pgn.out, "[Format \"ICCS\"]\n\n1. c3c4 h9g7 2. g3g4 b7c7"));
  g_assert_true (g_str_has_suffix (pgn.out, "i9h9 0-1\n"));

  run_cli (&fen, NULL, "--to", "fen", "--notation", "iccs", path, NULL);
  g_assert_cmpint (fen.status, ==, 0);
  g_assert_true (g_str_has_prefix (fen.out, XQ_START_FEN " moves c3c4 h9g7 g3g4 "));
}

static void
test_multi_game (void)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, "[Event \"1\"]\n1. h2e2 *\n[Event \"2\"]\n1. c3c4 *\n", "--to", "fen", "--notation", "iccs", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, XQ_START_FEN " moves h2e2\n" XQ_START_FEN " moves c3c4\n");
}

static void
test_errors (void)
{
  g_auto (Run) illegal = { 0 };
  g_auto (Run) missing = { 0 };
  g_auto (Run) options = { 0 };
  g_auto (Run) second = { 0 };
  g_auto (Run) nothing = { 0 };

  g_test_summary ("Bad input: one line on stderr naming the place; exit status 3 when part was read, 2 when nothing "
                  "was (DESIGN.md's contract).");
  run_cli (&illegal, "[Event \"x\"]\n1. h2e2 h9g7\n2. b0b1 *\n", "--to", "fen", "--notation", "iccs", "-", NULL);
  g_assert_cmpint (illegal.status, ==, 3);
  g_assert_cmpstr (illegal.out, ==, XQ_START_FEN " moves h2e2 h9g7\n");
  g_assert_cmpstr (illegal.err, ==,
                   "qili-cli: warning: -: game 1, line 3, column 4: move 2 (Red): 'b0b1' is illegal: the piece does not "
                   "move that way; the rest of the game was not read\n");

  run_cli (&missing, NULL, "/nonexistent/file.pgn", NULL);
  g_assert_cmpint (missing.status, ==, 2);
  g_assert_true (g_str_has_prefix (missing.err, "qili-cli: /nonexistent/file.pgn: "));

  run_cli (&options, NULL, "--to", "xml", "x.pgn", NULL);
  g_assert_cmpint (options.status, ==, 2);
  g_assert_cmpstr (options.err, ==, "qili-cli: --to must be pgn, fen, xqf or json\n");

  run_cli (&second, "[Event \"1\"]\n1. h2e2 *\n\n[FEN \"9/9/9\"]\n1. h2g4 *\n", "--to", "fen", "--notation", "iccs", "-", NULL);
  g_assert_cmpint (second.status, ==, 3);
  g_assert_cmpstr (second.out, ==, XQ_START_FEN " moves h2e2\n");
  g_assert_true (g_str_has_prefix (second.err, "qili-cli: warning: -: game 2, line 4, column 12: the FEN tag is not a valid position: "));
  g_assert_true (g_str_has_suffix (second.err, "; the game was not read\n"));

  run_cli (&nothing, "[FEN \"9/9/9\"]\n1. h2g4 *\n", "-", NULL);
  g_assert_cmpint (nothing.status, ==, 2);
  g_assert_cmpstr (nothing.out, ==, "");
  g_assert_true (g_str_has_prefix (nothing.err, "qili-cli: -: game 1, line 1, column 12: the FEN tag is not a valid position: "));
}

static void
test_tags_only (void)
{
  g_auto (Run) alone = { 0 };
  g_auto (Run) among = { 0 };
  g_auto (Run) empty = { 0 };

  g_test_summary ("A file of which nothing but tags could be read says so: exit 2, not a game of 0 moves presented as "
                  "read; among games that read, its warning says no move was read (issue 27).");
  run_cli (&alone, "[Event \"x\"]\n[Red \"A\"]\n\n1. Zz9 Qq8 *\n", "-", NULL);
  g_assert_cmpint (alone.status, ==, 2);
  g_assert_cmpstr (alone.out, ==, "");
  g_assert_cmpstr (alone.err, ==,
                   "qili-cli: -: game 1, line 4, column 4: move 1 (Red): 'Zz9' is not a move in Chinese, WXF or ICCS "
                   "notation (at character 2); no move of the game was read, only its tags\n");

  run_cli (&among, "[Event \"1\"]\n1. h2e2 *\n[Event \"2\"]\n1. Zz9 *\n", "--to", "fen", "--notation", "iccs", "-",
           NULL);
  g_assert_cmpint (among.status, ==, 3);
  g_assert_cmpstr (among.out, ==, XQ_START_FEN " moves h2e2\n" XQ_START_FEN "\n");
  g_assert_true (g_str_has_suffix (among.err, "; no move of the game was read, only its tags\n"));

  /* A game of no moves that is whole (a header, or a position to set up) is read. */
  run_cli (&empty, "[Event \"x\"]\n\n*\n", "--to", "fen", "-", NULL);
  g_assert_cmpint (empty.status, ==, 0);
  g_assert_cmpstr (empty.out, ==, XQ_START_FEN "\n");
}

static char *
temp_file (const char *contents)
{
  g_autoptr (GError) error = NULL;
  char              *path = NULL;
  int                fd = g_file_open_tmp ("qili-convert-XXXXXX.pgn", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_output (void)
{
  g_autofree char   *dir = g_dir_make_tmp ("qili-convert-out-XXXXXX", NULL);
  g_autofree char   *input = temp_file ("[Event \"1\"]\n1. h2e2 *\n\n[Event \"2\"]\n[Round \"3\"]\n"
                                          "[Red \"许银川\"]\n\n1. c3c4 $1 {good} h9g7 *\n");
  g_autofree char   *xqf = g_build_filename (dir, "game.xqf", NULL);
  g_autofree char   *pgn = g_build_filename (dir, "games.pgn", NULL);
  g_autofree char   *data = g_build_filename (dir, "data", NULL);
  g_autofree char   *backups = g_build_filename (data, "qili", "backups", NULL);
  g_autofree char   *written = NULL;
  g_autoptr (XqGame) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir)   kept = NULL;
  g_autofree char   *line = NULL;
  g_auto (Run)       missing = { 0 };
  g_auto (Run)       several = { 0 };
  g_auto (Run)       one = { 0 };
  g_auto (Run)       again = { 0 };
  g_auto (Run)       to_pgn = { 0 };
  g_auto (Run)       stdout_pgn = { 0 };
  g_auto (Run)       beyond = { 0 };
  gsize              len = 0;

  g_test_summary ("convert --to xqf --output FILE writes one game as XQF, a note for each thing XQF cannot hold; "
                  "--output replaces a file safely, its previous version kept; --game picks a game (issue 27).");
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  run_cli (&missing, NULL, "--to", "xqf", input, NULL);
  g_assert_cmpint (missing.status, ==, 2);
  g_assert_cmpstr (missing.err, ==, "qili-cli: --to xqf needs --output FILE\n");

  run_cli (&several, NULL, "--to", "xqf", "--output", xqf, input, NULL);
  g_assert_cmpint (several.status, ==, 2);
  g_assert_cmpstr (several.err, ==, "qili-cli: --to xqf writes one game, and 2 were read (choose one with --game N)\n");
  g_assert_false (g_file_test (xqf, G_FILE_TEST_EXISTS));

  run_cli (&one, NULL, "--to", "xqf", "--output", xqf, "--game", "2", input, NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpstr (one.out, ==, "");
  g_assert_nonnull (strstr (one.err, "qili-cli: note: "));
  g_assert_nonnull (strstr (one.err, ": XQF has no place for the tag Round (“3”): it is not written\n"));
  g_assert_nonnull (strstr (one.err, ": the marks of moves (!, ?, !?) are not written: XQF has none\n"));
  g_assert_true (g_file_get_contents (xqf, &written, &len, &error));
  back = xq_xqf_read ((const guint8 *) written, len, NULL, &error);
  g_assert_no_error (error);
  line = records_test_main_line (back);
  g_assert_cmpstr (line, ==, "c3c4 h9g7");
  g_assert_cmpstr (xq_game_get_tag (back, "Red"), ==, "许银川");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_next (xq_game_get_root (back))), ==, "good");

  /* Again over it: the previous version is kept */
  run_cli (&again, NULL, "--to", "xqf", "--output", xqf, "--game", "1", input, NULL);
  g_assert_cmpint (again.status, ==, 0);
  kept = g_dir_open (backups, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (g_dir_read_name (kept));

  run_cli (&beyond, NULL, "--game", "3", input, NULL);
  g_assert_cmpint (beyond.status, ==, 2);
  g_assert_true (g_str_has_suffix (beyond.err, ": the file holds 2 games, not game 3\n"));

  /* --output with the other forms: what would go to standard output */
  run_cli (&to_pgn, NULL, "--to", "pgn", "--notation", "winboard", "--output", pgn, input, NULL);
  run_cli (&stdout_pgn, NULL, "--to", "pgn", "--notation", "winboard", input, NULL);
  g_assert_cmpint (to_pgn.status, ==, 0);
  g_assert_cmpstr (to_pgn.out, ==, "");
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (pgn, &written, NULL, &error));
  g_assert_cmpstr (written, ==, stdout_pgn.out);
  g_assert_nonnull (strstr (written, "1. c4 $1 {good} 1... Hg7 *"));

  g_unlink (input);
  g_unsetenv ("XDG_DATA_HOME");
}

static void
test_several_files (void)
{
  g_autofree char       *whole = temp_file ("[Event \"1\"]\n1. h2e2 *\n[Event \"2\"]\n1. c3c4 *\n");
  g_autofree char       *part = temp_file ("[Event \"3\"]\n1. h2e2 h9g7\n2. b0b1 *\n");
  g_autofree char       *none = temp_file ("[FEN \"9/9/9\"]\n1. h2g4 *\n");
  g_autofree char       *warn_part = NULL;
  g_autofree char       *warn_none = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;
  g_auto (Run)           all = { 0 };
  g_auto (Run)           some = { 0 };
  g_auto (Run)           json = { 0 };
  g_auto (Run)           nothing = { 0 };
  g_auto (Run)           twice = { 0 };
  g_auto (GStrv)         lines = NULL;
  JsonObject            *second;

  g_test_summary ("Several FILEs are one run: the games of all in order, one warning line per part not read naming its "
                  "file, exit 0 / 3 / 2 over the whole run (DESIGN.md's contract).");
  run_cli (&all, "[Event \"s\"]\n1. b2e2 *\n", "--to", "fen", "--notation", "iccs", whole, "-", NULL);
  g_assert_cmpint (all.status, ==, 0);
  g_assert_cmpstr (all.err, ==, "");
  g_assert_cmpstr (all.out, ==,
                   XQ_START_FEN " moves h2e2\n" XQ_START_FEN " moves c3c4\n" XQ_START_FEN " moves b2e2\n");

  /* One file read in part, one not at all, one missing: what was read, and a line for each */
  run_cli (&some, NULL, "--to", "fen", "--notation", "iccs", part, none, "/nonexistent/file.pgn", whole, NULL);
  g_assert_cmpint (some.status, ==, 3);
  g_assert_cmpstr (some.out, ==,
                   XQ_START_FEN " moves h2e2 h9g7\n" XQ_START_FEN " moves h2e2\n" XQ_START_FEN " moves c3c4\n");
  lines = g_strsplit (some.err, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  warn_part = g_strdup_printf ("qili-cli: warning: %s: game 1, line 3, column 4: move 2 (Red): 'b0b1' is illegal", part);
  warn_none = g_strdup_printf ("qili-cli: warning: %s: game 1, line 1, column 12: the FEN tag is not a valid position", none);
  g_assert_true (g_str_has_prefix (lines[0], warn_part));
  g_assert_true (g_str_has_prefix (lines[1], warn_none));
  g_assert_true (g_str_has_prefix (lines[2], "qili-cli: warning: /nonexistent/file.pgn: "));
  g_assert_cmpstr (lines[3], ==, "");

  /* JSON: one object per line, each naming its file */
  run_cli (&json, NULL, whole, part, NULL);
  g_assert_cmpint (json.status, ==, 3);
  g_clear_pointer (&lines, g_strfreev);
  lines = g_strsplit (json.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  json_parser_load_from_data (parser, lines[1], -1, &error);
  g_assert_no_error (error);
  second = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (second, "file"), ==, part);
  g_assert_cmpstr (json_object_get_string_member (second, "format"), ==, "pgn");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (second, "games")), ==, 1);

  run_cli (&nothing, NULL, none, "/nonexistent/file.pgn", NULL);
  g_assert_cmpint (nothing.status, ==, 2);
  g_assert_cmpstr (nothing.out, ==, "");
  g_assert_true (g_str_has_suffix (nothing.err, "qili-cli: no game could be read\n"));

  run_cli (&twice, "1. h2e2 *\n", "-", "-", NULL);
  g_assert_cmpint (twice.status, ==, 2);
  g_assert_cmpstr (twice.err, ==, "qili-cli: standard input (\"-\") can be read only once\n");

  g_unlink (whole);
  g_unlink (part);
  g_unlink (none);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/convert/json", test_json);
  g_test_add_func ("/xq/records/convert/json-variations", test_json_variations);
  g_test_add_func ("/xq/records/convert/json-control-characters", test_json_control_characters);
  g_test_add_func ("/xq/records/convert/pgn-fen", test_pgn_fen);
  g_test_add_func ("/xq/records/convert/multi-game", test_multi_game);
  g_test_add_func ("/xq/records/convert/errors", test_errors);
  g_test_add_func ("/xq/records/convert/tags-only", test_tags_only);
  g_test_add_func ("/xq/records/convert/several-files", test_several_files);
  g_test_add_func ("/xq/records/convert/output", test_output);
  return g_test_run ();
}
