/* test-pgn-edit.c: a game saved back into its place in a collection, and the file replaced safely
 *
 * What a coach does to a collection: open a game, annotate it, save. Every byte of the file
 * outside that game must be what it was (compared byte for byte), the file must keep its
 * encoding and line breaks, and the game must read back as edited. Then the write itself: the
 * previous version kept, a file changed on disk not overwritten, a failed write leaving the file
 * as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "records-test.h"

/* Five games in Chinese notation, with Chinese tags and comments; text between games (a blank
 * line, once a writer's remark) must survive an edit. */
static char *
collection_text (const char *eol)
{
  GString *s = g_string_new ("% 象棋谱集 — exported by a club\n\n");

  for (guint i = 0; i < 5; i++)
    {
      g_string_append_printf (s,
                              "[Event \"第%u届全国个人赛\"]\n"
                              "[Red \"许银川%u\"]\n"
                              "[Black \"吕钦\"]\n"
                              "[Result \"1-0\"]\n"
                              "{开局：中炮对屏风马}\n"
                              "1. 炮二平五 马8进7 {黑方正着}\n"
                              "2. 马二进三 车9平8 3. 车一平二 马2进3\n"
                              "1-0\n\n",
                              i + 1, i + 1);
      if (i == 2)
        g_string_append (s, "这是一段说明文字，不属于任何对局。\n\n");
    }
  if (strcmp (eol, "\n") != 0)
    {
      g_auto (GStrv)   lines = g_strsplit (s->str, "\n", -1);
      g_autofree char *joined = g_strjoinv (eol, lines);
      g_string_assign (s, joined);
    }
  return g_string_free (s, FALSE);
}

static GBytes *
encode (const char *utf8,
        const char *charset)
{
  g_autoptr (GError) error = NULL;
  gsize              len;
  char              *out = xq_encoding_from_utf8 (charset, utf8, strlen (utf8), &len, NULL, &error);

  g_assert_no_error (error);
  return g_bytes_new_take (out, len);
}

/* @after is @before with bytes [begin, end) replaced: everything else is byte-identical. */
static void
assert_only_span_changed (GBytes *before,
                          GBytes *after,
                          gsize   begin,
                          gsize   end)
{
  gsize         n_before, n_after;
  const guint8 *b = g_bytes_get_data (before, &n_before);
  const guint8 *a = g_bytes_get_data (after, &n_after);
  gsize         tail = n_before - end;

  g_assert_cmpuint (n_after, >=, begin + tail);
  g_assert_cmpmem (a, begin, b, begin);
  g_assert_cmpmem (a + n_after - tail, tail, b + end, tail);
}

/* Game @game of @bytes with a comment before its first move, one after its second, a glyph and
 * a new tag, as a coach annotates it. */
static XqGame *
annotate (XqPgnIndex *index,
          guint       game,
          const char *comment)
{
  g_autoptr (GError) error = NULL;
  XqGame            *g = xq_pgn_index_load_game (index, game, NULL, &error);
  XqGameNode        *second;

  g_assert_no_error (error);
  xq_game_node_set_comment (xq_game_get_root (g), "赛前介绍");
  second = xq_game_node_get_next (xq_game_node_get_next (xq_game_get_root (g)));
  g_assert_nonnull (second);
  xq_game_node_set_comment (second, comment);
  xq_game_node_clear_nags (second);
  xq_game_node_add_nag (second, 3); /* !! */
  xq_game_set_tag (g, "Annotator", "王教练");
  return g;
}

/* Edits game @game of @bytes and checks the file around it, the encoding and the game. */
static void
check_replace (GBytes     *bytes,
               guint       game,
               const char *charset)
{
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
  g_autoptr (XqPgnIndex) back = NULL;
  g_autoptr (XqGame)     edited = annotate (index, game, "好棋！");
  g_autoptr (XqGame)     reread = NULL;
  g_autoptr (GBytes)     after = NULL;
  g_autoptr (GError)     error = NULL;
  g_autofree char       *utf8 = NULL;
  guint                  n = xq_pgn_index_get_n_games (index);
  gsize                  begin, end, len;
  const char            *data;

  xq_pgn_index_get_span (index, game, &begin, &end);
  after = xq_pgn_edit_replace (index, game, edited, &error);
  g_assert_no_error (error);
  g_assert_nonnull (after);
  assert_only_span_changed (bytes, after, begin, end);

  /* Still in its encoding: the whole file converts from it strictly */
  data = g_bytes_get_data (after, &len);
  utf8 = g_convert (data, (gssize) len, "UTF-8", charset, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (utf8, "好棋！"));

  back = xq_pgn_index_new (after);
  g_assert_cmpint (xq_pgn_index_get_encoding (back), ==, xq_pgn_index_get_encoding (index));
  g_assert_cmpuint (xq_pgn_index_get_n_games (back), ==, n);
  reread = xq_pgn_index_load_game (back, game, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (xq_game_equal (reread, edited));
  g_assert_cmpstr (xq_game_get_tag (reread, "Annotator"), ==, "王教练");
  /* Every other game reads as before */
  for (guint i = 0; i < n; i++)
    if (i != game)
      {
        g_autoptr (XqGame) a = xq_pgn_index_load_game (index, i, NULL, &error);
        g_autoptr (XqGame) b = xq_pgn_index_load_game (back, i, NULL, &error);
        g_assert_no_error (error);
        g_assert_true (xq_game_equal (a, b));
      }
}

static void
test_replace_gbk (void)
{
  g_autofree char       *text = collection_text ("\n");
  g_autoptr (GBytes)     bytes = encode (text, "GBK");
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);

  g_assert_cmpint (xq_pgn_index_get_encoding (index), ==, XQ_ENCODING_GB18030);
  g_assert_cmpuint (xq_pgn_index_get_n_games (index), ==, 5);
  check_replace (bytes, 0, "GBK"); /* first */
  check_replace (bytes, 2, "GBK"); /* middle, the remark after it kept */
  check_replace (bytes, 4, "GBK"); /* last */
}

static void
test_replace_utf8 (void)
{
  g_autofree char   *text = collection_text ("\n");
  g_autofree char   *bom = g_strconcat ("\xef\xbb\xbf", text, NULL);
  g_autoptr (GBytes) plain = g_bytes_new (text, strlen (text));
  g_autoptr (GBytes) with_bom = g_bytes_new (bom, strlen (bom));

  for (guint game = 0; game < 5; game += 2)
    {
      check_replace (plain, game, "UTF-8");
      check_replace (with_bom, game, "UTF-8");
    }
}

/* A Windows file keeps CRLF in the game written too. */
static void
test_replace_crlf (void)
{
  g_autofree char       *text = collection_text ("\r\n");
  g_autoptr (GBytes)     bytes = encode (text, "GBK");
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
  g_autoptr (XqGame)     edited = annotate (index, 1, "好棋");
  g_autoptr (GBytes)     after = NULL;
  g_autoptr (GError)     error = NULL;
  gsize                  len;
  const char            *data;

  check_replace (bytes, 1, "GBK");
  after = xq_pgn_edit_replace (index, 1, edited, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (after, &len);
  for (gsize i = 0; i < len; i++)
    if (data[i] == '\n')
      g_assert_cmpint (data[i - 1], ==, '\r');
}

/* A character GBK cannot hold is an error naming it and its line; the file is not touched. */
static void
test_replace_unencodable (void)
{
  g_autofree char       *text = collection_text ("\n");
  g_autoptr (GBytes)     bytes = encode (text, "GBK");
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
  g_autoptr (XqGame)     edited = annotate (index, 3, "한국어 주석");
  g_autoptr (GBytes)     after = NULL;
  g_autoptr (GError)     error = NULL;

  after = xq_pgn_edit_replace (index, 3, edited, &error);
  g_assert_null (after);
  records_test_assert_error (error, XQ_RECORD_ERROR_ENCODING, "Line ", "“한”", "U+D55C", "GBK", NULL);
}

/* Big5 files write their moves as they do: traditional characters, full-width digits. */
static void
test_replace_big5_style (void)
{
  g_autoptr (GBytes)     bytes = records_test_data ("big5-traditional.pgn");
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
  g_autoptr (XqGame)     edited = NULL;
  g_autoptr (GBytes)     after = NULL;
  g_autoptr (GError)     error = NULL;
  g_autofree char       *utf8 = NULL;
  XqNotation             notation;
  XqNotationStyle        style;
  gsize                  len, begin, end;
  const char            *data;

  xq_pgn_edit_get_notation (index, 0, &notation, &style);
  g_assert_cmpint (notation, ==, XQ_NOTATION_CHINESE);
  g_assert_cmpint (style, ==, XQ_NOTATION_STYLE_TRADITIONAL | XQ_NOTATION_STYLE_FULL_WIDTH | XQ_PGN_STYLE_SHARED_NAMES);
  edited = xq_pgn_index_load_game (index, 0, NULL, &error);
  g_assert_no_error (error);
  xq_game_node_set_comment (xq_game_node_get_next (xq_game_get_root (edited)), "佳著");
  xq_pgn_index_get_span (index, 0, &begin, &end);
  after = xq_pgn_edit_replace (index, 0, edited, &error);
  g_assert_no_error (error);
  assert_only_span_changed (bytes, after, begin, end);
  data = g_bytes_get_data (after, &len);
  utf8 = g_convert (data, (gssize) len, "UTF-8", "BIG5", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (utf8, "馬８進７"));
  g_assert_nonnull (strstr (utf8, "車一平二"));
  g_assert_nonnull (strstr (utf8, "{佳著}"));
}

/* Western files keep their SAN: WinBoard's ranks 0–9 with H and E, pychess's 1–10 with N and B. */
static void
test_replace_san (void)
{
  static const struct
  {
    const char *text;
    XqNotation  notation;
    const char *move; /* Red's first move as written back */
  } files[] = {
    { "[Event \"A\"]\n[Variant \"xiangqi\"]\n\n1. Che2 Hg7 2. Hg2 Rh9 *\n\n"
      "[Event \"B\"]\n[Variant \"xiangqi\"]\n\n1. Cbe2 Hc7 *\n",
      XQ_NOTATION_SAN_WINBOARD, "1. Che2 " },
    { "[Event \"A\"]\n[Variant \"xiangqi\"]\n\n1. Che3 Ng8 2. Ng3 Rh10 *\n\n"
      "[Event \"B\"]\n[Variant \"xiangqi\"]\n\n1. Cbe3 Nc8 *\n",
      XQ_NOTATION_SAN, "1. Che3 " },
  };

  for (guint k = 0; k < G_N_ELEMENTS (files); k++)
    {
      g_autoptr (GBytes)     bytes = g_bytes_new_static (files[k].text, strlen (files[k].text));
      g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
      g_autoptr (GError)     error = NULL;
      g_autoptr (XqGame)     game = xq_pgn_index_load_game (index, 0, NULL, &error);
      g_autoptr (GBytes)     after = NULL;
      g_autofree char       *text = NULL;
      XqNotation             notation;
      XqNotationStyle        style;
      gsize                  begin, end;

      g_assert_no_error (error);
      xq_pgn_edit_get_notation (index, 0, &notation, &style);
      g_assert_cmpint (notation, ==, files[k].notation);
      xq_game_node_set_comment (xq_game_node_get_next (xq_game_get_root (game)), "central cannon");
      xq_pgn_index_get_span (index, 0, &begin, &end);
      after = xq_pgn_edit_replace (index, 0, game, &error);
      g_assert_no_error (error);
      assert_only_span_changed (bytes, after, begin, end);
      text = g_strndup (g_bytes_get_data (after, NULL), g_bytes_get_size (after));
      g_assert_nonnull (strstr (text, files[k].move));
      g_assert_nonnull (strstr (text, "{central cannon}"));
    }
}

/* UTF-16 is spliced as UTF-8 and encoded back: the rest of the file is the same bytes. */
static void
test_replace_utf16 (void)
{
  g_autofree char       *text = collection_text ("\n");
  g_autofree char       *with_bom = g_strconcat ("\xef\xbb\xbf", text, NULL);
  gsize                  len;
  char                  *utf16 = g_convert (with_bom, -1, "UTF-16LE", "UTF-8", NULL, &len, NULL);
  g_autoptr (GBytes)     bytes = g_bytes_new_take (utf16, len);
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
  g_autoptr (XqGame)     edited = annotate (index, 4, "好棋");
  g_autoptr (GBytes)     after = NULL;
  g_autoptr (GError)     error = NULL;
  gsize                  n_after;
  const guint8          *a, *b;

  g_assert_cmpint (xq_pgn_index_get_encoding (index), ==, XQ_ENCODING_UTF16LE);
  after = xq_pgn_edit_replace (index, 4, edited, &error);
  g_assert_no_error (error);
  /* The last game changed: everything before it is the same bytes */
  a = g_bytes_get_data (after, &n_after);
  b = (const guint8 *) utf16;
  {
    gsize begin, end;
    xq_pgn_index_get_span (index, 4, &begin, &end);
    /* begin is in the UTF-8 text: its UTF-16 offset is two bytes per character here (BMP) */
    gsize prefix = 2 + 2 * (gsize) g_utf8_strlen (text, (gssize) begin);
    g_assert_cmpmem (a, prefix, b, prefix);
  }
  {
    g_autoptr (XqPgnIndex) back = xq_pgn_index_new (after);
    g_autoptr (XqGame)     reread = xq_pgn_index_load_game (back, 4, NULL, &error);
    g_assert_no_error (error);
    g_assert_true (xq_game_equal (reread, edited));
  }
}

/* The 1,391-game file of the shared corpus: games 1, 5, 696 and 1,391 saved in place. */
static void
test_replace_real_collection (void)
{
  g_autofree char       *path = g_build_filename (g_getenv ("QILI_SHARED_DIR") ? g_getenv ("QILI_SHARED_DIR") : "../shared", "data",
                                            "records", "real", "maksimKorzh-wukong-xiangqi", "Hu_Ronghua_1391_UCI_games.pgn", NULL);
  g_autoptr (GError)     error = NULL;
  char                  *contents;
  gsize                  len;
  g_autoptr (GBytes)     bytes = NULL;
  g_autoptr (XqPgnIndex) index = NULL;
  const guint            games[] = { 0, 4, 695, 1390 };

  if (!g_file_get_contents (path, &contents, &len, NULL))
    {
      g_test_skip ("the 1,391-game file is not there");
      return;
    }
  bytes = g_bytes_new_take (contents, len);
  index = xq_pgn_index_new (bytes);
  g_assert_cmpuint (xq_pgn_index_get_n_games (index), ==, 1391);
  for (guint k = 0; k < G_N_ELEMENTS (games); k++)
    {
      g_autoptr (XqGame)     edited = xq_pgn_index_load_game (index, games[k], NULL, &error);
      g_autoptr (GBytes)     after = NULL;
      g_autoptr (XqPgnIndex) back = NULL;
      XqNotation             notation;
      XqNotationStyle        style;
      gsize                  begin, end, n_after;
      const char            *a;

      g_assert_no_error (error);
      xq_pgn_edit_get_notation (index, games[k], &notation, &style);
      g_assert_cmpint (notation, ==, XQ_NOTATION_ICCS);
      xq_game_node_set_comment (xq_game_node_get_next (xq_game_get_root (edited)), "A sharp start");
      xq_pgn_index_get_span (index, games[k], &begin, &end);
      after = xq_pgn_edit_replace (index, games[k], edited, &error);
      g_assert_no_error (error);
      assert_only_span_changed (bytes, after, begin, end);
      a = g_bytes_get_data (after, &n_after);
      /* The moves stay ICCS, as the file writes them */
      g_assert_nonnull (g_strstr_len (a + begin, (gssize) (n_after - begin), "{A sharp start}"));
      back = xq_pgn_index_new (after);
      g_assert_cmpuint (xq_pgn_index_get_n_games (back), ==, 1391);
    }
}

/* A game with neither a Format tag nor a result token (as the 1,391-game file writes its games)
 * gets neither when a comment is added: the only change in its text is the comment. */
static void
test_replace_keeps_form (void)
{
  const char            *text = "[Event \"Club\"]\n[Red \"A\"]\n[Black \"B\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9\n\n"
                                "[Event \"Club\"]\n[Red \"C\"]\n[Black \"D\"]\n\n1. b2e2 b9c7 2. b0c2\n";
  const char            *expected = "[Event \"Club\"]\n[Red \"A\"]\n[Black \"B\"]\n\n1. h2e2 {A sharp start} 1... h9g7 2. h0g2 i9h9\n\n"
                                    "[Event \"Club\"]\n[Red \"C\"]\n[Black \"D\"]\n\n1. b2e2 b9c7 2. b0c2\n";
  g_autoptr (GBytes)     bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
  g_autoptr (GError)     error = NULL;
  g_autoptr (XqGame)     edited = xq_pgn_index_load_game (index, 0, NULL, &error);
  g_autoptr (GBytes)     after = NULL;
  g_autofree char       *got = NULL;
  gsize                  len;
  const char            *data;

  g_assert_no_error (error);
  xq_game_node_set_comment (xq_game_node_get_next (xq_game_get_root (edited)), "A sharp start");
  after = xq_pgn_edit_replace (index, 0, edited, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (after, &len);
  got = g_strndup (data, len);
  g_assert_cmpstr (got, ==, expected);

  /* A result set in the game is written, as asked */
  xq_game_set_tag (edited, "Result", "1-0");
  g_clear_pointer (&after, g_bytes_unref);
  after = xq_pgn_edit_replace (index, 0, edited, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (after, &len);
  g_assert_nonnull (g_strstr_len (data, (gssize) len, "i9h9 1-0\n"));
  g_assert_null (g_strstr_len (data, (gssize) len, "[Format"));
}

static void
test_insert_duplicate_delete (void)
{
  g_autofree char       *text = collection_text ("\n");
  g_autoptr (GBytes)     bytes = encode (text, "GBK");
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
  g_autoptr (GError)     error = NULL;
  gsize                  begin, end, begin3, end3;

  /* A new game after the last one */
  {
    g_autoptr (XqGame)     game = xq_game_new (NULL);
    g_autoptr (GBytes)     after = NULL;
    g_autoptr (XqPgnIndex) back = NULL;
    g_autoptr (XqGame)     reread = NULL;

    xq_game_set_tag (game, "Event", "新对局");
    XqMove move;

    g_assert_true (xq_move_from_iccs ("h2e2", &move));
    xq_game_add_move (game, xq_game_get_root (game), move, NULL);
    after = xq_pgn_edit_insert (index, G_MAXUINT, game, &error);
    g_assert_no_error (error);
    back = xq_pgn_index_new (after);
    g_assert_cmpuint (xq_pgn_index_get_n_games (back), ==, 6);
    reread = xq_pgn_index_load_game (back, 5, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (xq_game_get_tag (reread, "Event"), ==, "新对局");
    /* The file before the insertion point is untouched */
    xq_pgn_index_get_span (index, 4, &begin, &end);
    g_assert_cmpmem (g_bytes_get_data (after, NULL), end, g_bytes_get_data (bytes, NULL), end);
  }
  /* A copy of game 2 right after it, byte for byte */
  {
    g_autoptr (GBytes)     after = xq_pgn_edit_duplicate (index, 2, &error);
    g_autoptr (XqPgnIndex) back = NULL;
    const char            *a;

    g_assert_no_error (error);
    back = xq_pgn_index_new (after);
    g_assert_cmpuint (xq_pgn_index_get_n_games (back), ==, 6);
    xq_pgn_index_get_span (index, 2, &begin, &end);
    xq_pgn_index_get_span (back, 3, &begin3, &end3);
    a = g_bytes_get_data (after, NULL);
    g_assert_cmpmem (a + begin3, end3 - begin3, (const char *) g_bytes_get_data (bytes, NULL) + begin, end - begin);
    g_assert_cmpmem (a, end, g_bytes_get_data (bytes, NULL), end);
  }
  /* Delete the middle game, then the last: the others' bytes stay */
  for (guint k = 0; k < 2; k++)
    {
      guint                  victim = k == 0 ? 2 : 4;
      g_autoptr (GBytes)     after = xq_pgn_edit_delete (index, victim, &error);
      g_autoptr (XqPgnIndex) back = NULL;

      g_assert_no_error (error);
      back = xq_pgn_index_new (after);
      g_assert_cmpuint (xq_pgn_index_get_n_games (back), ==, 4);
      for (guint i = 0, j = 0; i < 5; i++)
        {
          gsize b1, e1, b2, e2;
          if (i == victim)
            continue;
          xq_pgn_index_get_span (index, i, &b1, &e1);
          xq_pgn_index_get_span (back, j++, &b2, &e2);
          g_assert_cmpmem ((const char *) g_bytes_get_data (after, NULL) + b2, e2 - b2,
                           (const char *) g_bytes_get_data (bytes, NULL) + b1, e1 - b1);
        }
    }
  /* The only game of a file stays */
  {
    g_autoptr (GBytes)     one = g_bytes_new_static ("[Event \"x\"]\n\n1. h2e2 *\n", 24);
    g_autoptr (XqPgnIndex) single = xq_pgn_index_new (one);
    g_autoptr (GBytes)     after = xq_pgn_edit_delete (single, 0, &error);
    g_assert_null (after);
    g_assert_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME);
  }
}

/* Saving */

static char *
temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char              *dir = g_dir_make_tmp ("qili-save-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char      *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_dir (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

static guint
count_files (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint            n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
assert_file (const char *path,
             const char *expected)
{
  g_autofree char *contents = NULL;
  gsize            len;

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_assert_cmpmem (contents, len, expected, strlen (expected));
}

/* The previous version is kept, the new one written, permissions kept, and the backup
 * replaced by the next save (one backup). */
static void
test_save_backup (void)
{
  g_autofree char   *dir = temp_dir ();
  g_autofree char   *path = g_build_filename (dir, "games.pgn", NULL);
  g_autofree char   *backup = g_build_filename (dir, "backups", "games.pgn", NULL);
  g_autoptr (GBytes) v1 = g_bytes_new_static ("version 1", 9);
  g_autoptr (GBytes) v2 = g_bytes_new_static ("version 2", 9);
  g_autoptr (GBytes) v3 = g_bytes_new_static ("version 3", 9);
  g_autoptr (GError) error = NULL;
  GStatBuf           st;

  g_assert_true (g_file_set_contents (path, "version 1", -1, NULL));
  g_chmod (path, 0640);
  g_assert_true (xq_record_save (path, v2, v1, backup, &error));
  g_assert_no_error (error);
  assert_file (path, "version 2");
  assert_file (backup, "version 1");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  g_assert_true (xq_record_save (path, v3, v2, backup, &error));
  assert_file (path, "version 3");
  assert_file (backup, "version 2");
  /* No temporary file left beside them */
  g_assert_cmpuint (count_files (dir), ==, 2);
  remove_dir (dir);
}

/* A file changed by another program since it was read is not overwritten. */
static void
test_save_changed_on_disk (void)
{
  g_autofree char   *dir = temp_dir ();
  g_autofree char   *path = g_build_filename (dir, "games.pgn", NULL);
  g_autofree char   *backup = g_build_filename (dir, "games.bak", NULL);
  g_autoptr (GBytes) read = g_bytes_new_static ("as read", 7);
  g_autoptr (GBytes) mine = g_bytes_new_static ("mine", 4);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "changed by another program", -1, NULL));
  g_assert_false (xq_record_save (path, mine, read, backup, &error));
  g_assert_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_CHANGED);
  assert_file (path, "changed by another program");
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  remove_dir (dir);
}

/* A write that fails half-way (here the file size limit, as a full disk would) leaves the
 * original as it was, and no temporary file. */
static void
test_save_failed_write (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  if (g_test_subprocess ())
    {
      struct rlimit      limit = { 4096, 4096 };
      g_autoptr (GError) error = NULL;
      char              *big = g_malloc0 (64 * 1024);
      g_autoptr (GBytes) contents = g_bytes_new_take (big, 64 * 1024);
      g_autoptr (GBytes) expected = g_bytes_new_static ("the original", 12);

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      g_assert_false (xq_record_save (g_getenv ("QILI_TEST_SAVE_PATH"), contents, expected, NULL, &error));
      g_assert_true (error != NULL && error->domain == G_FILE_ERROR);
      return;
    }
  dir = temp_dir ();
  path = g_build_filename (dir, "games.pgn", NULL);
  g_assert_true (g_file_set_contents (path, "the original", -1, NULL));
  g_setenv ("QILI_TEST_SAVE_PATH", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  assert_file (path, "the original");
  g_assert_cmpuint (count_files (dir), ==, 1);
  remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);

  g_test_add_func ("/xq/records/pgn-edit/replace-gbk", test_replace_gbk);
  g_test_add_func ("/xq/records/pgn-edit/replace-utf8", test_replace_utf8);
  g_test_add_func ("/xq/records/pgn-edit/replace-crlf", test_replace_crlf);
  g_test_add_func ("/xq/records/pgn-edit/replace-unencodable", test_replace_unencodable);
  g_test_add_func ("/xq/records/pgn-edit/replace-big5-style", test_replace_big5_style);
  g_test_add_func ("/xq/records/pgn-edit/replace-utf16", test_replace_utf16);
  g_test_add_func ("/xq/records/pgn-edit/replace-san", test_replace_san);
  g_test_add_func ("/xq/records/pgn-edit/replace-real-collection", test_replace_real_collection);
  g_test_add_func ("/xq/records/pgn-edit/replace-keeps-form", test_replace_keeps_form);
  g_test_add_func ("/xq/records/pgn-edit/insert-duplicate-delete", test_insert_duplicate_delete);
  g_test_add_func ("/xq/records/save/backup", test_save_backup);
  g_test_add_func ("/xq/records/save/changed-on-disk", test_save_changed_on_disk);
  g_test_add_func ("/xq/records/save/failed-write", test_save_failed_write);
  return g_test_run ();
}
