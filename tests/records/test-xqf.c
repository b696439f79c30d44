/* test-xqf.c: XQF 1.0–1.8, plain and encrypted, set-ups, variations, comments, damage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"
#include "xq-game-node-private.h"

static XqGame *
read_xqf (GBytes  *bytes,
          GError **error)
{
  gsize         len;
  const guint8 *data = g_bytes_get_data (bytes, &len);

  return xq_xqf_read (data, len, NULL, error);
}

static XqGame *
read_ok (GBytes *bytes)
{
  g_autoptr (GError) error = NULL;
  XqGame            *game = read_xqf (bytes, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
test_spec_example (void)
{
  g_autoptr (GBytes) bytes = records_test_data ("xqf10-spec-example.xqf");
  g_autoptr (XqGame) game = read_ok (bytes);
  g_autofree char   *line = records_test_main_line (game);

  g_test_summary ("The XQF 1.0 example of the format description (柳大华 vs 吕钦, 1997), byte for byte.");
  g_assert_true (xq_game_has_standard_start (game));
  g_assert_cmpstr (line, ==,
                   "c3c4 h9g7 g3g4 b7c7 c0e2 b9a7 b0c2 a9b9 a0b0 b9b5 b2a2 b5h5 h2h7 c7h7 h0g2 i9h9");
  g_assert_cmpstr (xq_game_get_tag (game, "Title"), ==, "仙人指路对起马局");
  g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, "\"中立杯\"象棋电视快棋赛");
  g_assert_cmpstr (xq_game_get_tag (game, "Date"), ==, "1997年11月16日");
  g_assert_cmpstr (xq_game_get_tag (game, "Site"), ==, "北京");
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, "柳大华");
  g_assert_cmpstr (xq_game_get_tag (game, "Black"), ==, "吕  钦");
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "0-1");
  g_assert_cmpstr (xq_game_get_tag (game, "Annotator"), ==, "刘殿中");
  g_assert_cmpstr (xq_game_get_tag (game, "Author"), ==, "过河象");
}

static void
test_sample (void)
{
  g_autoptr (GBytes) bytes = records_test_data ("sample.xqf");
  g_autoptr (XqGame) game = read_ok (bytes);
  g_autofree char   *fen = xq_position_to_fen (xq_game_get_start (game));
  XqGameNode        *root = xq_game_get_root (game);
  guint              comments = 0;

  g_test_summary ("sample.xqf is XQF 1.8, encrypted: 许银川 gives nine pieces to 聂卫平 (1999).");
  g_assert_cmpuint (g_bytes_get_size (bytes) > 0 ? ((const guint8 *) g_bytes_get_data (bytes, NULL))[2] : 0, ==, 18);
  g_assert_cmpstr (fen, ==, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1");
  g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, "许银川让九子对聂棋圣");
  g_assert_cmpstr (xq_game_get_tag (game, "Date"), ==, "1999.12.09");
  g_assert_cmpstr (xq_game_get_tag (game, "Site"), ==, "广州");
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, "许银川");
  g_assert_cmpstr (xq_game_get_tag (game, "Black"), ==, "聂卫平");
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "1-0");
  g_assert_cmpuint (xq_game_count_moves (game), ==, 75);
  g_assert_true (g_str_has_prefix (xq_game_node_get_comment (root), "　　象棋让九子原属茶余饭后的娱乐"));
  g_assert_true (g_str_has_suffix (xq_game_node_get_comment (root), "执红先行。"));
  for (XqGameNode *n = root; n != NULL; n = xq_game_node_get_next (n))
    if (xq_game_node_get_comment (n) != NULL)
      comments++;
  g_assert_cmpuint (comments, ==, 12);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_line_end (root)), ==,
                   "　　至此，聂棋圣认负。与此同时，另一盘围棋对弈我被屠去一条大龙，已无力再战，遂平分秋色，皆大欢喜。");
}

/* The same game from the GBK PGN: same moves, tags and comments. */
static void
test_sample_matches_pgn (void)
{
  g_autoptr (GBytes)    xqf = records_test_data ("sample.xqf");
  g_autoptr (GBytes)    pgn = records_test_data ("sample-gbk.pgn");
  g_autoptr (XqGame)    from_xqf = read_ok (xqf);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError)    error = NULL;
  XqGame               *from_pgn;
  const char           *tags[] = { "Event", "Date", "Site", "Red", "Black", "Result" };

  games = xq_pgn_read_all (pgn, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  from_pgn = g_ptr_array_index (games, 0);
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    g_assert_cmpstr (xq_game_get_tag (from_pgn, tags[i]), ==, xq_game_get_tag (from_xqf, tags[i]));
  g_assert_true (xq_position_same (xq_game_get_start (from_pgn), xq_game_get_start (from_xqf)));
  g_assert_true (xq_game_node_tree_equal (xq_game_get_root (from_pgn), xq_game_get_root (from_xqf)));
}

static void
test_sample_round_trip (void)
{
  g_autoptr (GBytes) bytes = records_test_data ("sample.xqf");
  g_autoptr (XqGame) game = read_ok (bytes);

  g_test_summary ("The XQF sample written as PGN in each notation reads back as the same game.");
  for (int n = XQ_NOTATION_CHINESE; n <= XQ_NOTATION_ICCS; n++)
    {
      g_autofree char   *text = xq_pgn_write_game (game, (XqNotation) n);
      g_autoptr (XqGame) back = records_test_pgn (text);
      g_autofree char   *again = xq_pgn_write_game (back, (XqNotation) n);
      g_assert_true (xq_game_equal (game, back));
      g_assert_cmpstr (text, ==, again);
    }
}

/* A game with a set-up, comments everywhere and variations inside variations. */
static XqGame *
make_tree (gboolean black_first)
{
  XqPosition  start;
  XqGame     *game;
  XqGameNode *root, *a, *b, *c, *d;

  if (black_first)
    g_assert_true (xq_position_from_fen (&start, "2bak4/9/4b4/4C4/9/9/9/4B4/4A4/3AK4 b - - 0 12", NULL));
  else
    xq_position_init_start (&start);
  game = xq_game_new (&start);
  xq_game_set_tag (game, "Event", "测试赛");
  xq_game_set_tag (game, "Red", "红方棋手");
  xq_game_set_tag (game, "Black", "黑方棋手");
  xq_game_set_tag (game, "Result", "1/2-1/2");
  root = xq_game_get_root (game);
  xq_game_node_set_comment (root, "开局评注\n第二行");
  if (black_first)
    {
      const char *texts[] = { "e9f9", "e6e5", "e1f2", "d9e8", "e2c4" };
      XqMove      m[5];
      for (int i = 0; i < 5; i++)
        g_assert_true (xq_move_from_iccs (texts[i], &m[i]));
      a = xq_game_add_move (game, root, m[0], NULL);
      b = xq_game_add_move (game, a, m[1], NULL);
      xq_game_node_set_comment (b, "退炮");
      c = xq_game_add_move (game, a, m[2], NULL);
      xq_game_node_set_comment (c, "上仕");
      d = xq_game_add_move (game, root, m[3], NULL);
      g_assert_nonnull (b);
      g_assert_nonnull (c);
      g_assert_nonnull (d);
      g_assert_nonnull (xq_game_add_move (game, d, m[4], NULL));
      return game;
    }
  {
    XqMove      moves[8];
    const char *texts[] = { "h2e2", "h9g7", "h0g2", "i9h9", "b2e2", "b9c7", "c3c4", "c6c5" };
    for (int i = 0; i < 8; i++)
      g_assert_true (xq_move_from_iccs (texts[i], &moves[i]));
    a = xq_game_add_move (game, root, moves[0], NULL);
    xq_game_node_set_comment (a, "中炮");
    b = xq_game_add_move (game, a, moves[1], NULL);
    c = xq_game_add_move (game, b, moves[2], NULL);
    xq_game_add_move (game, c, moves[3], NULL);
    /* Variations of ply 2, one with its own variation. */
    d = xq_game_add_move (game, a, moves[5], NULL);
    xq_game_node_set_comment (d, "屏风马");
    d = xq_game_add_move (game, d, moves[6], NULL);
    xq_game_add_move (game, d, moves[7], NULL);
    d = xq_game_add_move (game, xq_game_node_get_child (a, 1), moves[2], NULL);
    xq_game_node_set_comment (d, "变着中的变着");
    /* And of ply 1. */
    d = xq_game_add_move (game, root, moves[4], NULL);
    xq_game_add_move (game, d, moves[1], NULL);
    xq_game_add_move (game, root, moves[6], NULL);
  }
  return game;
}

static void
assert_same_game (const XqGame *a,
                  const XqGame *b)
{
  const char *tags[] = { "Event", "Red", "Black", "Result" };

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    g_assert_cmpstr (xq_game_get_tag (a, tags[i]), ==, xq_game_get_tag (b, tags[i]));
  g_assert_true (xq_position_same (xq_game_get_start (a), xq_game_get_start (b)));
  g_assert_true (xq_game_node_tree_equal (xq_game_get_root (a), xq_game_get_root (b)));
}

static void
test_versions (void)
{
  g_test_summary ("Every version 1.0–1.8, with keys from several seeds, reads back the tree it was written from.");
  for (int black_first = 0; black_first < 2; black_first++)
    {
      g_autoptr (XqGame) game = make_tree (black_first);

      g_assert_cmpuint (xq_game_count_moves (game), ==, black_first ? 5 : 11);
      for (int version = 10; version <= 18; version++)
        for (guint32 seed = 1; seed <= 20; seed++)
          {
            g_autoptr (GBytes) bytes = xq_xqf_write_version (game, version, seed, NULL);
            g_autoptr (XqGame) back = read_ok (bytes);
            assert_same_game (game, back);
            if (version == 10)
              break;
          }
    }
}

static void
test_encrypted_differs (void)
{
  g_autoptr (XqGame) game = make_tree (FALSE);
  g_autoptr (GBytes) plain = xq_xqf_write_version (game, 10, 1, NULL);
  g_autoptr (GBytes) enc = xq_xqf_write_version (game, 18, 7, NULL);
  const guint8      *p = g_bytes_get_data (plain, NULL);
  const guint8      *e = g_bytes_get_data (enc, NULL);

  g_test_summary ("The encrypted set-up is not the plain one: the keys matter.");
  g_assert_cmpmem (p, 2, e, 2);
  g_assert_true (memcmp (p + 0x10, e + 0x10, 32) != 0);
}

static GBytes *
patched (GBytes *bytes,
         gsize   offset,
         guint8  value)
{
  gsize         len;
  const guint8 *orig = g_bytes_get_data (bytes, &len);
  guint8       *data = g_memdup2 (orig, len);

  g_assert_cmpuint (offset, <, len);
  data[offset] = value;
  return g_bytes_new_take (data, len);
}

static GBytes *
truncated (GBytes *bytes,
           gsize   len)
{
  return g_bytes_new_from_bytes (bytes, 0, len);
}

static void
assert_fails (GBytes     *bytes,
              int         code,
              const char *offset)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (XqGame) game = read_xqf (bytes, &error);

  g_assert_null (game);
  records_test_assert_error (error, code, offset, NULL);
}

static void
test_damaged (void)
{
  g_autoptr (GBytes) sample = records_test_data ("sample.xqf");
  g_autoptr (GBytes) spec = records_test_data ("xqf10-spec-example.xqf");
  gsize              len = g_bytes_get_size (sample);

  g_test_summary ("Damaged files are errors naming the byte offset.");
  {
    g_autoptr (GBytes) b = truncated (sample, 1000);
    assert_fails (b, XQ_RECORD_ERROR_DAMAGED, "Byte offset 1000 (0x3e8): the file ends inside the 1024-byte XQF header");
  }
  {
    g_autoptr (GBytes) b = truncated (sample, 1026);
    assert_fails (b, XQ_RECORD_ERROR_DAMAGED, "Byte offset 1024 (0x400): the file ends inside move record 0");
  }
  {
    /* Cut inside the last move's comment. */
    g_autoptr (GBytes) b = truncated (sample, len - 2);
    assert_fails (b, XQ_RECORD_ERROR_DAMAGED, "Byte offset 2649 (0xa59): move record 75 has a comment of 100 bytes, more than the file holds");
  }
  {
    /* 1.0 record 3 (at 0x418) moved off the board: from byte 0xff. */
    g_autoptr (GBytes) b = patched (spec, 0x418, 0xff);
    assert_fails (b, XQ_RECORD_ERROR_DAMAGED, "Byte offset 1048 (0x418): move record 3 names a point off the board");
  }
  {
    /* Record 2's comment length (at 0x414) far beyond the end. */
    g_autoptr (GBytes) b = patched (spec, 0x417, 0x40);
    assert_fails (b, XQ_RECORD_ERROR_DAMAGED, "Byte offset 1044 (0x414): move record 2 has a comment of");
  }
  {
    g_autoptr (GBytes) b = patched (sample, 2, 0x13);
    assert_fails (b, XQ_RECORD_ERROR_UNSUPPORTED, "Byte offset 2 (0x2): XQF version 19 is not one of 1.0 to 1.8");
  }
  {
    g_autoptr (GBytes) b = patched (sample, 13, 0x9d);
    assert_fails (b, XQ_RECORD_ERROR_DAMAGED, "Byte offset 12 (0xc): the key bytes of the header do not add up");
  }
  {
    /* 1.0 record 1 (at 0x408): the pawn c3 to c5, two steps. */
    g_autoptr (GBytes) b = patched (spec, 0x409, 0x39);
    assert_fails (b, XQ_RECORD_ERROR_ILLEGAL_MOVE, "Byte offset 1032 (0x408): move record 1, move 1 (Red): c3c5 is illegal: the piece does not move that way");
  }
  {
    /* Black's horse (slot 18) onto Red's rook's point a0. */
    g_autoptr (GBytes) b = patched (spec, 0x11, 0x00);
    assert_fails (b, XQ_RECORD_ERROR_BAD_POSITION, "Byte offset 24 (0x18): two pieces of the set-up stand on a0");
  }
  {
    /* Red's general (slot 5) captured. */
    g_autoptr (GBytes) b = patched (spec, 0x14, 0xff);
    assert_fails (b, XQ_RECORD_ERROR_BAD_POSITION, "Byte offset 16 (0x10): the set-up position is not valid: Red has no general");
  }
  {
    g_autoptr (GBytes) b = g_bytes_new_static ("XY", 2);
    assert_fails (b, XQ_RECORD_ERROR_UNKNOWN_FORMAT, "Byte offset 0 (0x0)");
  }
}

static void
test_every_truncation (void)
{
  g_autoptr (GBytes) sample = records_test_data ("sample.xqf");
  gsize              len = g_bytes_get_size (sample);

  g_test_summary ("Every prefix of sample.xqf is an error (never a crash); only the whole file reads.");
  for (gsize n = 0; n < len; n++)
    {
      g_autoptr (GBytes) b = truncated (sample, n);
      g_autoptr (GError) error = NULL;
      g_autoptr (XqGame) game = read_xqf (b, &error);
      /* Bytes after the last record are not needed. */
      if (game != NULL)
        continue;
      g_assert_nonnull (error);
      g_assert_true (error->code == XQ_RECORD_ERROR_DAMAGED || error->code == XQ_RECORD_ERROR_UNKNOWN_FORMAT);
    }
}

static void
test_garbage_records (void)
{
  g_autoptr (GBytes) sample = records_test_data ("sample.xqf");
  GRand             *rand = g_rand_new_with_seed (42);

  g_test_summary ("Random bytes in the records end in an error or a game, never a crash or a hang.");
  for (int round = 0; round < 2000; round++)
    {
      gsize              len;
      const guint8      *orig = g_bytes_get_data (sample, &len);
      guint8            *data = g_memdup2 (orig, len);
      g_autoptr (GError) error = NULL;
      XqGame            *game;

      for (int k = 0; k < 4; k++)
        data[g_rand_int_range (rand, XQ_XQF_HEADER_SIZE, (gint32) len)] = (guint8) g_rand_int (rand);
      game = xq_xqf_read (data, len, NULL, &error);
      g_assert_true ((game == NULL) != (error == NULL));
      g_clear_pointer (&game, xq_game_free);
      g_free (data);
    }
  g_rand_free (rand);
}

static void
test_too_deep (void)
{
  g_autoptr (XqGame)       game = xq_game_new (NULL);
  g_autoptr (GBytes)       bytes = NULL;
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqGame)       back = NULL;
  static const char *const shuffle[] = { "b0c2", "b9c7", "c2b0", "c7b9" };
  XqGameNode              *node = xq_game_get_root (game);

  g_test_summary ("Variations nested deeper than XQ_GAME_MAX_VARIATION_DEPTH are refused, with the offset.");
  for (int i = 0; i < XQ_GAME_MAX_VARIATION_DEPTH + 5; i++)
    {
      XqMove     m;
      XqPosition pos;
      XqMoveList list;

      g_assert_true (xq_move_from_iccs (shuffle[i % 4], &m));
      xq_game_get_position (game, node, &pos);
      xq_generate_legal (&pos, &list);
      /* Another move first, then the horse as a variation to go on from. */
      g_assert_nonnull (xq_game_add_move (game, node, list.moves[0] == m ? list.moves[1] : list.moves[0], NULL));
      node = xq_game_add_move (game, node, m, NULL);
      g_assert_nonnull (node);
    }
  bytes = xq_xqf_write_version (game, 12, 3, NULL);
  back = read_xqf (bytes, &error);
  g_assert_null (back);
  records_test_assert_error (error, XQ_RECORD_ERROR_TOO_DEEP, "variations are nested more than 500 deep", NULL);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/xqf/spec-example", test_spec_example);
  g_test_add_func ("/xq/records/xqf/sample", test_sample);
  g_test_add_func ("/xq/records/xqf/sample-matches-pgn", test_sample_matches_pgn);
  g_test_add_func ("/xq/records/xqf/sample-round-trip", test_sample_round_trip);
  g_test_add_func ("/xq/records/xqf/versions", test_versions);
  g_test_add_func ("/xq/records/xqf/encrypted-differs", test_encrypted_differs);
  g_test_add_func ("/xq/records/xqf/damaged", test_damaged);
  g_test_add_func ("/xq/records/xqf/every-truncation", test_every_truncation);
  g_test_add_func ("/xq/records/xqf/garbage-records", test_garbage_records);
  g_test_add_func ("/xq/records/xqf/too-deep", test_too_deep);
  return g_test_run ();
}
