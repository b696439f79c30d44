/* test-pgn-index.c: multi-game PGN files, the lazy index, encodings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"

static XqPgnIndex *
index_of (const char *text,
          gssize      len)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, len < 0 ? strlen (text) : (gsize) len);

  return xq_pgn_index_new (bytes);
}

static XqGame *
load_ok (XqPgnIndex *index,
         guint       game)
{
  g_autoptr (GError) error = NULL;
  XqGame            *loaded = xq_pgn_index_load_game (index, game, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  return loaded;
}

static const char three_games[] = "[Event \"One\"]\n"
                                  "[Red \"A\"]\n"
                                  "\n"
                                  "1. h2e2 h9g7 1-0\n"
                                  "\n"
                                  "[Event \"Two\"]\n"
                                  "[Red \"B\"]\n"
                                  "\n"
                                  "{A comment with [brackets] and a result 1-0 in it}\n"
                                  "1. c3c4 (1. g3g4) 0-1\n"
                                  "[Event \"Three\"]\n"
                                  "1. b2e2 h7e7 *\n";

static void
test_multi (void)
{
  g_autoptr (XqPgnIndex) index = index_of (three_games, -1);
  g_autoptr (XqGame)     two = NULL;

  g_assert_cmpuint (xq_pgn_index_get_n_games (index), ==, 3);
  g_assert_cmpint (xq_pgn_index_get_encoding (index), ==, XQ_ENCODING_UTF8);
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 0, "Event"), ==, "One");
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 1, "event"), ==, "Two");
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 1, "Red"), ==, "B");
  g_assert_null (xq_pgn_index_get_tag (index, 2, "Red"));
  g_assert_cmpuint (xq_pgn_index_get_n_tags (index, 0), ==, 2);
  g_assert_cmpstr (xq_pgn_index_get_tag_name (index, 0, 1), ==, "Red");
  g_assert_cmpstr (xq_pgn_index_get_tag_value (index, 0, 1), ==, "A");
  g_assert_cmpint (xq_pgn_index_get_line (index, 0), ==, 1);
  g_assert_cmpint (xq_pgn_index_get_line (index, 1), ==, 6);
  g_assert_cmpint (xq_pgn_index_get_line (index, 2), ==, 11);

  two = load_ok (index, 1);
  g_assert_cmpstr (xq_game_get_tag (two, "Result"), ==, "0-1");
  g_assert_cmpuint (xq_game_count_moves (two), ==, 2);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (two)), ==,
                   "A comment with [brackets] and a result 1-0 in it");
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (XqGame) game = load_ok (index, i);
      g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, xq_pgn_index_get_tag (index, i, "Event"));
    }
}

static void
test_read_all (void)
{
  g_autoptr (GBytes)    bytes = g_bytes_new_static (three_games, strlen (three_games));
  g_autoptr (GError)    error = NULL;
  g_autoptr (GPtrArray) games = xq_pgn_read_all (bytes, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 3);
  g_assert_cmpstr (xq_game_get_tag (g_ptr_array_index (games, 2), "Event"), ==, "Three");
}

static void
test_lazy_errors (void)
{
  const char             text[] = "[Event \"Good\"]\n1. h2e2 *\n\n"
                                  "[Event \"Bad\"]\n\n1. h2e2 h9g7\n2. h2e2 *\n\n"
                                  "[Event \"Good too\"]\n1. c3c4 *\n";
  g_autoptr (XqPgnIndex) index = index_of (text, -1);
  g_autoptr (XqGame)     first = NULL;
  g_autoptr (XqGame)     third = NULL;
  g_autoptr (XqGame)     second = NULL;
  g_autoptr (GError)     error = NULL;

  g_test_summary ("A broken game is found when it is opened; the others open, and the error names the file's line.");
  g_assert_cmpuint (xq_pgn_index_get_n_games (index), ==, 3);
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 1, "Event"), ==, "Bad");
  first = load_ok (index, 0);
  third = load_ok (index, 2);
  second = xq_pgn_index_load_game (index, 1, NULL, &error);
  g_assert_null (second);
  records_test_assert_error (error, XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 7, column 4:",
                             "move 2 (Red): 'h2e2' is illegal: there is no piece on that point", NULL);
}

static void
test_no_tags (void)
{
  const char             text[] = "1. h2e2 h9g7 1-0\n1. c3c4 0-1\n\n{comment} 1. b2e2 *\n   1. h0g2 1/2-1/2 {trailing}";
  g_autoptr (XqPgnIndex) index = index_of (text, -1);
  g_autoptr (XqGame)     last = NULL;

  g_test_summary ("Games without tags are told apart by their results.");
  g_assert_cmpuint (xq_pgn_index_get_n_games (index), ==, 4);
  g_assert_cmpint (xq_pgn_index_get_line (index, 3), ==, 5);
  last = load_ok (index, 3);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_next (xq_game_get_root (last))), ==, "trailing");
  g_assert_cmpstr (xq_game_get_tag (last, "Result"), ==, "1/2-1/2");
}

static void
test_empty (void)
{
  g_autoptr (XqPgnIndex) empty = index_of ("", 0);
  g_autoptr (XqPgnIndex) blank = index_of (" \n\r\n\t", -1);

  g_assert_cmpuint (xq_pgn_index_get_n_games (empty), ==, 0);
  g_assert_cmpuint (xq_pgn_index_get_n_games (blank), ==, 0);
}

static void
test_copy (void)
{
  g_autoptr (XqPgnIndex) index = index_of (three_games, -1);
  g_autoptr (XqPgnIndex) copy = xq_pgn_index_copy (index);
  g_autoptr (XqGame)     game = NULL;

  g_clear_pointer (&index, xq_pgn_index_free);
  g_assert_cmpuint (xq_pgn_index_get_n_games (copy), ==, 3);
  g_assert_cmpstr (xq_pgn_index_get_tag (copy, 2, "Event"), ==, "Three");
  game = load_ok (copy, 2);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 2);
}

static char *
convert (const char *utf8,
         const char *charset,
         gsize      *len)
{
  g_autoptr (GError) error = NULL;
  char              *out = g_convert (utf8, -1, charset, "UTF-8", NULL, len, &error);

  g_assert_no_error (error);
  return out;
}

static void
test_gbk (void)
{
  const char             utf8[] = "[Event \"全国象棋锦标赛\"]\n[Red \"吕钦\"]\n[Black \"胡荣华\"]\n"
                                  "{　　中炮对屏风马，红方先行。}\n1. h2e2 {红方架中炮} h9g7 *\n";
  gsize                  len;
  g_autofree char       *gbk = convert (utf8, "GB18030", &len);
  g_autoptr (XqPgnIndex) index = index_of (gbk, (gssize) len);
  g_autoptr (XqGame)     game = NULL;

  g_assert_cmpint (xq_pgn_index_get_encoding (index), ==, XQ_ENCODING_GB18030);
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 0, "Event"), ==, "全国象棋锦标赛");
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 0, "Black"), ==, "胡荣华");
  game = load_ok (index, 0);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (game)), ==, "　　中炮对屏风马，红方先行。");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_next (xq_game_get_root (game))), ==, "红方架中炮");
}

static void
test_big5 (void)
{
  /* 許 is B3 5C in Big5: its second byte is a backslash, which must not escape the quote. */
  const char             utf8[] = "[Event \"全國象棋個人賽\"]\n[Red \"許銀川\"]\n[Black \"呂欽\"]\n"
                                  "{紅方先行，功夫在棋外。}\n1. h2e2 {中炮} h9g7 1-0\n";
  gsize                  len;
  g_autofree char       *big5 = convert (utf8, "BIG5", &len);
  g_autoptr (XqPgnIndex) index = index_of (big5, (gssize) len);
  g_autoptr (XqGame)     game = NULL;

  g_assert_nonnull (memchr (big5, '\\', len));
  g_assert_cmpint (xq_pgn_index_get_encoding (index), ==, XQ_ENCODING_BIG5);
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 0, "Red"), ==, "許銀川");
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 0, "Black"), ==, "呂欽");
  game = load_ok (index, 0);
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, "許銀川");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (game)), ==, "紅方先行，功夫在棋外。");
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "1-0");
}

static void
test_gbk_trail_bytes (void)
{
  /* Two-byte characters whose second byte is '[', '\\', ']', '{' or '}'. */
  const char             raw[] = "[Event \"\x81\x5b\x81\x5c\x81\x5d\"]\n"
                                 "[Red \"\x81\x7b\x81\x7d\"]\n"
                                 "{\x81\x7d\x81\x5b \xb7\xc5}\n"
                                 "1. h2e2 {\x81\x7d} h9g7 *\n"
                                 "[Event \"\xb5\xda\xb6\xfe\"]\n1. c3c4 *\n";
  g_autoptr (XqPgnIndex) index = index_of (raw, sizeof raw - 1);
  g_autofree char       *event = g_convert ("\x81\x5b\x81\x5c\x81\x5d", -1, "UTF-8", "GB18030", NULL, NULL, NULL);
  g_autofree char       *red = g_convert ("\x81\x7b\x81\x7d", -1, "UTF-8", "GB18030", NULL, NULL, NULL);
  g_autofree char       *comment = g_convert ("\x81\x7d", -1, "UTF-8", "GB18030", NULL, NULL, NULL);
  g_autoptr (XqGame)     game = NULL;

  g_test_summary ("In GB18030 the ASCII-looking second bytes of characters are not PGN syntax.");
  g_assert_cmpint (xq_pgn_index_get_encoding (index), ==, XQ_ENCODING_GB18030);
  g_assert_cmpuint (xq_pgn_index_get_n_games (index), ==, 2);
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 0, "Event"), ==, event);
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 0, "Red"), ==, red);
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 1, "Event"), ==, "第二");
  game = load_ok (index, 0);
  g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, event);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_next (xq_game_get_root (game))), ==, comment);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 2);
}

static void
test_utf8_bom_utf16 (void)
{
  const char             utf8[] = "\xef\xbb\xbf[Event \"象棋\"]\r\n1. h2e2 {评注} h9g7 *\r\n";
  gsize                  len16;
  g_autofree char       *utf16 = NULL;
  g_autoptr (XqPgnIndex) bom = index_of (utf8, -1);
  g_autoptr (XqPgnIndex) wide = NULL;
  g_autoptr (XqGame)     game = NULL;
  g_autoptr (XqGame)     game16 = NULL;

  g_assert_cmpint (xq_pgn_index_get_encoding (bom), ==, XQ_ENCODING_UTF8);
  g_assert_cmpstr (xq_pgn_index_get_tag (bom, 0, "Event"), ==, "象棋");
  game = load_ok (bom, 0);

  utf16 = g_convert (utf8 + 3, -1, "UTF-16LE", "UTF-8", NULL, &len16, NULL);
  {
    g_autofree char *with_bom = g_malloc (len16 + 2);
    with_bom[0] = (char) 0xff;
    with_bom[1] = (char) 0xfe;
    memcpy (with_bom + 2, utf16, len16);
    wide = index_of (with_bom, (gssize) len16 + 2);
  }
  g_assert_cmpint (xq_pgn_index_get_encoding (wide), ==, XQ_ENCODING_UTF16LE);
  game16 = load_ok (wide, 0);
  g_assert_true (xq_game_equal (game, game16));
}

static void
test_invalid_bytes (void)
{
  const char             text[] = "[Event \"caf\xc3\xa9\"]\n{bad \xff byte, more text in UTF-8: 象棋 象棋 象棋}\n1. h2e2 *\n";
  g_autoptr (XqPgnIndex) index = index_of (text, -1);
  g_autoptr (XqGame)     game = NULL;

  g_test_summary ("A stray byte in UTF-8 text becomes U+FFFD; the game still opens.");
  g_assert_cmpint (xq_pgn_index_get_encoding (index), ==, XQ_ENCODING_UTF8);
  game = load_ok (index, 0);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (game)), ==,
                   "bad \xef\xbf\xbd byte, more text in UTF-8: 象棋 象棋 象棋");
}

static void
test_data_files (void)
{
  g_autoptr (GBytes)     gbk = records_test_data ("sample-gbk.pgn");
  g_autoptr (GBytes)     bom = records_test_data ("sample-utf8-bom.pgn");
  g_autoptr (GBytes)     big5 = records_test_data ("big5-traditional.pgn");
  g_autoptr (XqPgnIndex) gbk_index = xq_pgn_index_new (gbk);
  g_autoptr (XqPgnIndex) bom_index = xq_pgn_index_new (bom);
  g_autoptr (XqPgnIndex) big5_index = xq_pgn_index_new (big5);

  g_test_summary ("The sample in GBK and in UTF-8 with BOM, and a Big5 game in traditional characters.");
  g_assert_cmpint (xq_pgn_index_get_encoding (gbk_index), ==, XQ_ENCODING_GB18030);
  g_assert_cmpint (xq_pgn_index_get_encoding (bom_index), ==, XQ_ENCODING_UTF8);
  g_assert_cmpint (xq_pgn_index_get_encoding (big5_index), ==, XQ_ENCODING_BIG5);
  g_assert_cmpstr (xq_pgn_index_get_tag (gbk_index, 0, "Red"), ==, "许银川");
  g_assert_cmpstr (xq_pgn_index_get_tag (bom_index, 0, "Red"), ==, "许银川");
  g_assert_cmpstr (xq_pgn_index_get_tag (big5_index, 0, "Red"), ==, "許銀川");
  g_assert_cmpstr (xq_pgn_index_get_tag (big5_index, 0, "Event"), ==, "全國象棋個人賽");
  {
    g_autoptr (XqGame) a = load_ok (gbk_index, 0);
    g_autoptr (XqGame) b = load_ok (bom_index, 0);
    g_autoptr (XqGame) c = load_ok (big5_index, 0);
    g_autofree char   *line = records_test_main_line (c);
    g_assert_true (xq_game_equal (a, b));
    g_assert_cmpuint (xq_game_count_moves (a), ==, 75);
    g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8");
    g_assert_cmpstr (xq_game_node_get_comment (xq_game_get_root (c)), ==, "許銀川先手，中炮對屏風馬。");
  }
}

static void
test_many_games (void)
{
  g_autoptr (GString)    text = g_string_new (NULL);
  g_autoptr (GBytes)     bytes = NULL;
  g_autoptr (XqPgnIndex) index = NULL;
  g_autoptr (XqGame)     game = NULL;

  g_test_summary ("10,000 games are listed by their tags; any one of them opens.");
  for (int i = 0; i < 10000; i++)
    g_string_append_printf (text,
                            "[Game \"Chinese Chess\"]\n[Event \"Event %d\"]\n[Round \"%d\"]\n[Red \"红%d\"]\n"
                            "[Black \"黑%d\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 {%d} 1-0\n\n",
                            i, i % 11, i, i, i);
  bytes = g_string_free_to_bytes (g_steal_pointer (&text));
  index = xq_pgn_index_new (bytes);
  g_assert_cmpuint (xq_pgn_index_get_n_games (index), ==, 10000);
  g_assert_cmpstr (xq_pgn_index_get_tag (index, 9999, "Red"), ==, "红9999");
  g_assert_cmpint (xq_pgn_index_get_line (index, 9999), ==, 9999 * 9 + 1);
  game = load_ok (index, 4321);
  g_assert_cmpstr (xq_game_get_tag (game, "Black"), ==, "黑4321");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_line_end (xq_game_get_root (game))), ==, "4321");
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/pgn-index/multi", test_multi);
  g_test_add_func ("/xq/records/pgn-index/read-all", test_read_all);
  g_test_add_func ("/xq/records/pgn-index/lazy-errors", test_lazy_errors);
  g_test_add_func ("/xq/records/pgn-index/no-tags", test_no_tags);
  g_test_add_func ("/xq/records/pgn-index/empty", test_empty);
  g_test_add_func ("/xq/records/pgn-index/copy", test_copy);
  g_test_add_func ("/xq/records/pgn-index/gbk", test_gbk);
  g_test_add_func ("/xq/records/pgn-index/big5", test_big5);
  g_test_add_func ("/xq/records/pgn-index/gbk-trail-bytes", test_gbk_trail_bytes);
  g_test_add_func ("/xq/records/pgn-index/utf8-bom-utf16", test_utf8_bom_utf16);
  g_test_add_func ("/xq/records/pgn-index/invalid-bytes", test_invalid_bytes);
  g_test_add_func ("/xq/records/pgn-index/data-files", test_data_files);
  g_test_add_func ("/xq/records/pgn-index/many-games", test_many_games);
  return g_test_run ();
}
