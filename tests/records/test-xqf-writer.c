/* test-xqf-writer.c: games written as XQF (for XQStudio) and read back (issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "records-test.h"
#include "xq-game-node-private.h"

static XqGame *
read_back (GBytes *bytes)
{
  g_autoptr (GError) error = NULL;
  gsize              len;
  const guint8      *data = g_bytes_get_data (bytes, &len);
  XqGame            *game = xq_xqf_read (data, len, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* @game as XQF keeps it: a comment before a move joined to the one after it, no marks. */
static XqGame *
as_xqf_keeps (const XqGame *game)
{
  XqGame               *copy = xq_game_copy (game);
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, xq_game_get_root (copy));
  while (stack->len > 0)
    {
      XqGameNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      if (node->comment_before != NULL)
        {
          g_autofree char *both = node->comment != NULL ? g_strconcat (node->comment_before, "\n", node->comment, NULL)
                                                        : g_strdup (node->comment_before);
          xq_game_node_set_comment (node, both);
          xq_game_node_set_comment_before (node, NULL);
        }
      xq_game_node_clear_nags (node);
      for (XqGameNode *c = node->first_child; c != NULL; c = c->next_sibling)
        g_ptr_array_add (stack, c);
    }
  return copy;
}

/* The same start, side to move included, and the same tree of moves and comments. */
static gboolean
same_tree (const XqGame *a,
           const XqGame *b)
{
  return xq_position_same (xq_game_get_start (a), xq_game_get_start (b)) &&
         xq_position_side (xq_game_get_start (a)) == xq_position_side (xq_game_get_start (b)) &&
         xq_game_node_tree_equal (xq_game_get_root (a), xq_game_get_root (b));
}

static void
test_spec_example (void)
{
  g_autoptr (GBytes)    spec = records_test_data ("xqf10-spec-example.xqf");
  g_autoptr (XqGame)    game = read_back (spec);
  g_autoptr (GPtrArray) losses = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GBytes)    written = xq_xqf_write (game, losses);

  g_test_summary ("The example of the XQF 1.0 format description (柳大华 vs 吕钦, 1997), read and written again, is "
                  "the same 1,160 bytes: the writer follows the documented layout.");
  g_assert_cmpuint (losses->len, ==, 0);
  g_assert_cmpuint (g_bytes_get_size (written), ==, 1160);
  g_assert_cmpmem (g_bytes_get_data (written, NULL), 1160, g_bytes_get_data (spec, NULL), 1160);
}

static void
test_generated (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1027);
  guint             n = g_getenv ("QILI_TEST_QUICK") != NULL ? 30 : 300;
  guint             moves = 0;

  g_test_summary ("Random games with variations, comments (before moves too), marks and set-up starts read back from "
                  "XQF with the same start and tree, comments before moves joined to the comment after.");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqGame)    game = records_test_random_game (rand, i % 3 == 2);
      g_autoptr (XqGame)    expected = NULL;
      g_autoptr (XqGame)    back = NULL;
      g_autoptr (GBytes)    bytes = NULL;
      g_autoptr (GPtrArray) losses = g_ptr_array_new_with_free_func (g_free);
      XqGameNode           *node = xq_game_node_get_next (xq_game_get_root (game));

      /* A comment before a move, where PGN has them: at the start of a variation */
      for (; node != NULL; node = xq_game_node_get_next (node))
        if (xq_game_node_get_next_sibling (node) != NULL)
          {
            xq_game_node_set_comment_before (xq_game_node_get_next_sibling (node), "before the move");
            break;
          }
      /* Simplified, traditional (in GBK too) and full-width text */
      xq_game_node_set_comment (xq_game_get_root (game), i % 3 == 0   ? "开局\n第二行"
                                                         : i % 3 == 1 ? "對面笑 鐵門栓"
                                                                      : NULL);
      expected = as_xqf_keeps (game);
      bytes = xq_xqf_write (game, losses);
      back = read_back (bytes);
      if (!same_tree (expected, back))
        g_error ("game %u does not read back from XQF", i);
      moves += xq_game_count_moves (game);
    }
  g_test_message ("%u games, %u moves", n, moves);
}

static void
test_start_and_side (void)
{
  XqPosition         start;
  g_autoptr (XqGame) game = NULL;
  g_autoptr (XqGame) back = NULL;
  g_autoptr (GBytes) bytes = NULL;
  const guint8      *data;

  g_test_summary ("A set-up with Black to move and no moves keeps its side (byte 0x32) and is marked 残局 (0x40).");
  g_assert_true (xq_position_from_fen (&start, "3k5/9/9/9/9/9/9/9/3r5/4K4 b", NULL));
  game = xq_game_new (&start);
  bytes = xq_xqf_write (game, NULL);
  data = g_bytes_get_data (bytes, NULL);
  g_assert_cmpuint (data[2], ==, 10);
  g_assert_cmpuint (data[0x32], ==, 1);
  g_assert_cmpuint (data[0x40], ==, 3);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 1024 + 8);
  back = read_back (bytes);
  g_assert_true (same_tree (game, back));
}

static void
test_encoding_mark (void)
{
  g_autoptr (XqGame) plain = records_test_pgn ("{這盤棋紅方勝} 1. h2e2 *\n");
  g_autoptr (XqGame) odd = records_test_pgn ("{臟鐂} 1. h2e2 *\n");
  g_autoptr (GBytes) plain_bytes = xq_xqf_write (plain, NULL);
  g_autoptr (GBytes) odd_bytes = xq_xqf_write (odd, NULL);
  g_autoptr (XqGame) plain_back = read_back (plain_bytes);
  g_autoptr (XqGame) odd_back = read_back (odd_bytes);
  const guint8      *p = g_bytes_get_data (plain_bytes, NULL);
  const guint8      *o = g_bytes_get_data (odd_bytes, NULL);
  static const char  zeros[16] = { 0 };

  g_test_summary ("Text in GBK that the reader would take for Big5 gets the mark that says GBK (in reserved header "
                  "bytes XQStudio leaves unused), so that it reads back as written; other files do without.");
  g_assert_cmpmem (p + 0x3f0, 16, zeros, 16);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (plain_back)), ==, "這盤棋紅方勝");
  g_assert_cmpmem (o + 0x3f0, 12, "Qili GB18030", 12);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (odd_back)), ==, "臟鐂");
}

static void
test_tags (void)
{
  g_autoptr (XqGame)    game = records_test_pgn ("[Event \"全国象棋个人赛\"]\n[Round \"3\"]\n[Red \"许银川\"]\n"
                                                    "[Black \"一个很长很长的棋手名字\"]\n[Site \"𠀀 北京\"]\n"
                                                    "[Result \"1-0\"]\n[Opening \"中炮\"]\n\n1. h2e2 $1 h9g7 1-0\n");
  g_autoptr (GPtrArray) losses = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GBytes)    bytes = xq_xqf_write (game, losses);
  g_autoptr (XqGame)    back = read_back (bytes);
  g_autoptr (GString)   said = g_string_new (NULL);

  g_test_summary ("Tags go to the header's fields; what XQF cannot hold is said: a tag it has no field for, a value "
                  "longer than its field (cut on a whole character), a character outside GBK, the marks of moves.");
  for (guint i = 0; i < losses->len; i++)
    g_string_append_printf (said, "%s\n", (const char *) losses->pdata[i]);
  g_test_message ("%s", said->str);
  g_assert_cmpstr (xq_game_get_tag (back, "Event"), ==, "全国象棋个人赛");
  g_assert_cmpstr (xq_game_get_tag (back, "Red"), ==, "许银川");
  g_assert_cmpstr (xq_game_get_tag (back, "Result"), ==, "1-0");
  /* 15 bytes of GBK: seven characters */
  g_assert_cmpstr (xq_game_get_tag (back, "Black"), ==, "一个很长很长的");
  g_assert_cmpstr (xq_game_get_tag (back, "Site"), ==, "𠀀 北京");
  g_assert_null (xq_game_get_tag (back, "Round"));
  g_assert_cmpuint (losses->len, ==, 5);
  g_assert_nonnull (strstr (said->str, "XQF has no place for the tag Round (“3”): it is not written"));
  g_assert_nonnull (strstr (said->str, "XQF has no place for the tag Opening (“中炮”): it is not written"));
  g_assert_nonnull (strstr (said->str, "XQF holds the tag Black in 15 bytes: “棋手名字” is not written"));
  g_assert_nonnull (strstr (said->str, "not in GBK"));
  g_assert_nonnull (strstr (said->str, "marks of moves"));
}

static void
test_record_writer (void)
{
  g_autoptr (XqGame)    game = records_test_pgn ("[Event \"x\"]\n\n1. h2e2 {a} (1. c3c4 {b}) h9g7 $1 *\n");
  g_autoptr (GPtrArray) losses = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError)    error = NULL;
  g_autoptr (GBytes)    pgn = NULL;
  g_autoptr (GBytes)    fen = NULL;
  g_autoptr (GBytes)    xqf = NULL;
  g_autoptr (GBytes)    none = NULL;

  g_test_summary ("xq_record_write_game() writes PGN, XQF and FEN, saying what each cannot hold; other formats are "
                  "refused.");
  pgn = xq_record_write_game (game, XQ_RECORD_FORMAT_PGN, XQ_NOTATION_WXF, losses, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (losses->len, ==, 0);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (pgn, NULL), (gssize) g_bytes_get_size (pgn), "1. C2.5 {a}"));
  fen = xq_record_write_game (game, XQ_RECORD_FORMAT_FEN, XQ_NOTATION_ICCS, losses, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (g_bytes_get_data (fen, NULL), g_bytes_get_size (fen), XQ_START_FEN " moves h2e2 h9g7\n",
                   strlen (XQ_START_FEN " moves h2e2 h9g7\n"));
  g_assert_cmpuint (losses->len, ==, 4); /* tags, comments, marks, variations */
  g_ptr_array_set_size (losses, 0);
  xqf = xq_record_write_game (game, XQ_RECORD_FORMAT_XQF, XQ_NOTATION_CHINESE, losses, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (g_bytes_get_data (xqf, NULL), 3, "XQ\x0a", 3);
  g_assert_cmpuint (losses->len, ==, 1); /* the mark */
  none = xq_record_write_game (game, XQ_RECORD_FORMAT_CBR, XQ_NOTATION_CHINESE, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_UNSUPPORTED);
  g_assert_true (xq_record_format_can_write (XQ_RECORD_FORMAT_XQF));
  g_assert_false (xq_record_format_can_write (XQ_RECORD_FORMAT_WXF));
  g_assert_cmpstr (xq_record_format_get_extension (XQ_RECORD_FORMAT_XQF), ==, "xqf");
}

/* Every game of the real corpus (every 16th file up to 64 KiB under QILI_TEST_QUICK) written as
 * XQF reads back with the same start and tree. */
static void
test_corpus (void)
{
  g_autofree char   *listing = g_build_filename (records_test_corpus_dir (), "baseline-results.tsv", NULL);
  g_autofree char   *text = NULL;
  g_auto (GStrv)     lines = NULL;
  gboolean           quick = g_getenv ("QILI_TEST_QUICK") != NULL;
  guint              files = 0, games = 0, moves = 0, n = 0;
  g_autoptr (GTimer) timer = g_timer_new ();

  g_test_summary ("Every game of the real-world corpus (682 files, 3,386 games) written as XQF reads back with the "
                  "same start, moves, variations and comments.");
  if (!g_file_get_contents (listing, &text, NULL, NULL))
    {
      g_test_skip ("the corpus (shared/data/records/real) is not here");
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto (GStrv)           fields = g_strsplit (lines[i], "\t", 3);
      g_autofree char         *path = NULL;
      g_autoptr (XqRecordFile) file = NULL;

      if (g_strv_length (fields) < 2 ||
          !(g_str_has_prefix (fields[1], "PGN") || g_str_has_prefix (fields[1], "XQF") || g_str_has_prefix (fields[1], "CB")))
        continue;
      path = g_build_filename (records_test_corpus_dir (), fields[0], NULL);
      if (quick)
        {
          GStatBuf st;
          if (n++ % 16 != 0 || g_stat (path, &st) != 0 || st.st_size > 64 * 1024)
            continue;
        }
      file = xq_record_file_new_for_path (path, NULL);
      g_assert_nonnull (file);
      files++;
      for (guint g = 0; g < xq_record_file_get_n_games (file); g++)
        {
          g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();
          g_autoptr (XqGame)    game = xq_record_file_load_game (file, g, warnings, NULL);
          g_autoptr (XqGame)    expected = NULL;
          g_autoptr (XqGame)    back = NULL;
          g_autoptr (GBytes)    bytes = NULL;

          if (game == NULL)
            continue;
          expected = as_xqf_keeps (game);
          bytes = xq_xqf_write (game, NULL);
          back = read_back (bytes);
          if (!same_tree (expected, back))
            g_error ("%s, game %u, does not read back from XQF", fields[0], g + 1);
          games++;
          moves += xq_game_count_moves (game);
        }
    }
  g_test_message ("%u files, %u games, %u moves written as XQF and read back in %.2f s", files, games, moves,
                  g_timer_elapsed (timer, NULL));
  if (!quick)
    g_assert_cmpuint (files, ==, 682);
  g_assert_cmpuint (games, >, 0);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/xqf-writer/spec-example", test_spec_example);
  g_test_add_func ("/xq/records/xqf-writer/generated", test_generated);
  g_test_add_func ("/xq/records/xqf-writer/start-and-side", test_start_and_side);
  g_test_add_func ("/xq/records/xqf-writer/encoding-mark", test_encoding_mark);
  g_test_add_func ("/xq/records/xqf-writer/tags", test_tags);
  g_test_add_func ("/xq/records/xqf-writer/record-writer", test_record_writer);
  g_test_add_func ("/xq/records/xqf-writer/corpus", test_corpus);
  return g_test_run ();
}
