/* test-pgn.c: PGN reading (tolerant forms, comments, variations, NAGs, errors) and writing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"

static void
test_basic (void)
{
  g_autoptr (XqGame) game = records_test_pgn ("[Game \"Chinese Chess\"]\n"
                                              "[Event \"Club \\\"Open\\\" \\\\ 2024\"]\n"
                                              "[Red \"A\"]\n"
                                              "[Black \"B\"]\n"
                                              "[Result \"1-0\"]\n"
                                              "[Format \"ICCS\"]\n"
                                              "\n"
                                              "1. h2e2 h9g7 2. h0g2 i9h9 1-0\n");
  g_autofree char   *line = records_test_main_line (game);

  g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 i9h9");
  g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, "Club \"Open\" \\ 2024");
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "1-0");
  g_test_summary ("Format is the file's business and not kept; the writer sets it.");
  g_assert_null (xq_game_get_tag (game, "Format"));
  g_assert_cmpuint (xq_game_get_n_tags (game), ==, 5);
  g_assert_true (xq_game_has_standard_start (game));
}

static void
test_fen_tag (void)
{
  g_autoptr (XqGame) game = records_test_pgn ("[FEN \"4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 30\"]\n"
                                              "30... e9d9 31. e1d1 d9e9 *");
  g_autofree char   *line = records_test_main_line (game);
  g_autofree char   *text = xq_pgn_write_game (game, XQ_NOTATION_ICCS);

  g_assert_cmpstr (line, ==, "e9d9 e1d1 d9e9");
  g_assert_null (xq_game_get_tag (game, "FEN"));
  g_assert_false (xq_game_has_standard_start (game));
  g_assert_null (xq_game_get_tag (game, "Result"));
  g_test_summary ("A set-up with Black to move is written with its FEN and numbered from it.");
  g_assert_cmpstr (text, ==,
                   "[FEN \"4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 30\"]\n"
                   "[Format \"ICCS\"]\n"
                   "\n"
                   "30... e9d9 31. e1d1 d9e9 *\n");
}

static void
test_comments (void)
{
  g_autoptr (XqGame) game = records_test_pgn ("[Event \"E\"]\n"
                                              "{intro}\n"
                                              "1. h2e2 {after red} {second} h9g7 (1... b9c7 {in variation})\n"
                                              "(; line comment\n"
                                              "1... c6c5) {after variations} 2. h0g2\r\n"
                                              "{  spaces \r\n and CRLF  } *");
  XqGameNode        *root = xq_game_get_root (game);
  XqGameNode        *red = xq_game_node_get_next (root);
  XqGameNode        *black = xq_game_node_get_next (red);

  g_test_summary ("Comments before the first move, after moves, at the start of variations and after them.");
  g_assert_cmpstr (xq_game_node_get_comment (root), ==, "intro");
  g_assert_cmpstr (xq_game_node_get_comment (red), ==, "after red\nsecond");
  g_assert_cmpuint (xq_game_node_get_n_children (red), ==, 3);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_child (red, 1)), ==, "in variation");
  g_assert_cmpstr (xq_game_node_get_comment_before (xq_game_node_get_child (red, 2)), ==, "line comment");
  g_assert_null (xq_game_node_get_comment (black));
  g_assert_cmpstr (xq_game_node_get_comment_before (xq_game_node_get_next (black)), ==, "after variations");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_next (black)), ==, "spaces \n and CRLF");
}

static void
test_variations (void)
{
  g_autoptr (XqGame) game = records_test_pgn ("1. h2e2 h9g7 (1... b9c7 2. h0g2 (2. b0c2 c6c5) 2... c6c5)"
                                              " (1... h9g7 2. b0c2) 2. h0g2 (2. h0g2) *");
  XqGameNode        *red = xq_game_node_get_next (xq_game_get_root (game));
  XqGameNode        *black = xq_game_node_get_next (red);
  XqGameNode        *alt;

  g_test_summary ("Variations nest; one that repeats a move already there merges with it.");
  g_assert_cmpuint (xq_game_node_get_n_children (red), ==, 2);
  alt = xq_game_node_get_child (red, 1);
  g_assert_cmpuint (xq_game_node_get_n_children (alt), ==, 2);
  g_assert_cmpuint (xq_game_node_get_n_children (xq_game_node_get_next (alt)), ==, 1);
  g_assert_cmpuint (xq_game_node_get_n_children (black), ==, 2);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 9);
}

static void
test_nags (void)
{
  g_autoptr (XqGame) game = records_test_pgn ("1. h2e2! $14 h9g7?! 2. h0g2 $1 i9h9!! 3. i0h0?? b9c7? 4. b0c2!? *");
  XqGameNode        *n = xq_game_node_get_next (xq_game_get_root (game));
  const guint8       expected[][2] = { { 1, 14 }, { 6, 0 }, { 1, 0 }, { 3, 0 }, { 4, 0 }, { 2, 0 }, { 5, 0 } };
  const guint8      *nags;
  guint              count;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++, n = xq_game_node_get_next (n))
    {
      nags = xq_game_node_get_nags (n, &count);
      g_assert_cmpuint (count, ==, expected[i][1] ? 2 : 1);
      g_assert_cmpuint (nags[0], ==, expected[i][0]);
      if (expected[i][1])
        g_assert_cmpuint (nags[1], ==, expected[i][1]);
    }
}

static void
test_tolerant (void)
{
  const char *const texts[] = {
    "1.h2e2h9g7 2.h0g2i9h9",
    "1. h2e2 1... h9g7 2. h0g2 2... i9h9",
    "1.h2e2 h9g72.h0g2i9h9",
    "１．h2e2　h9g7　２．h0g2　i9h9",
    "1、H2-E2 h9g7\n2、h0g2\n\n   2.          i9h9",
    "1 h2e2 h9g7 2 h0g2 i9h9",
    "% escaped line\n1. h2e2 h9g7 ; rest of line\n2. h0g2 …i9h9",
  };

  g_test_summary ("Move numbers glued or missing, moves without spaces, full-width forms, ideographic spaces.");
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (XqGame) game = records_test_pgn (texts[i]);
      g_autofree char   *line = records_test_main_line (game);
      g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 i9h9");
    }
}

static void
test_results (void)
{
  static const struct
  {
    const char *pgn;
    const char *result;
  } cases[] = {
    { "1. h2e2 h9g7 1-0", "1-0" },
    { "1. h2e2 h9g7 0-1", "0-1" },
    { "1. h2e2 h9g7 1/2-1/2", "1/2-1/2" },
    { "1. h2e2 h9g7 *", NULL },
    { "1. h2e2 h9g7", NULL },
    { "1. h2e2 h9g7 红胜", "1-0" },
    { "1. h2e2 h9g7 黑勝", "0-1" },
    { "1. h2e2 h9g7 和棋", "1/2-1/2" },
    { "1. h2e2 h9g7 １－０", "1-0" },
    { "[Result \"0-1\"] 1. h2e2 h9g7 *", "0-1" },
    { "[Result \"*\"] 1. h2e2 h9g7 1-0 {resigned}", "1-0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (XqGame) game = records_test_pgn (cases[i].pgn);
      g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, cases[i].result);
    }
}

typedef struct
{
  const char *name;
  const char *pgn;
  int         code;
  const char *where;
  const char *what;
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "tag-value-open", "[Event \"abc\n1. h2e2", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 8:", "the value of tag Event is not closed" },
  { "tag-not-closed", "[Event \"abc\" x]\n1. h2e2", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 8:", "the value of tag Event is not closed" },
  { "tag-no-name", "[Red \"a\"]\r\n[ \"abc\"]", XQ_RECORD_ERROR_SYNTAX, "Line 2, column 3:", "a tag name" },
  { "comment-open", "1. h2e2 h9g7\n2. h0g2 {never closed\ni9h9", XQ_RECORD_ERROR_SYNTAX, "Line 2, column 9:", "the comment opened here with '{' is not closed" },
  { "close-paren", "1. h2e2 )", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 9:", "')' closes no variation" },
  { "variation-open", "1. h2e2 (1. b2e2 h9g7\n2. h0g2 *", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 9:", "the variation opened here with '(' is not closed" },
  { "variation-first", "(1. h2e2) 1. b2e2", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 1:", "a variation must follow a move" },
  { "variation-nested-start", "1. h2e2 ((1. b2e2))", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 10:", "a variation must follow a move" },
  { "nag", "1. h2e2 $x", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 9:", "'$' must be followed by a number from 0 to 255" },
  { "nag-too-big", "1. h2e2 $256", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 9:", "'$' must be followed" },
  { "stray-brace", "1. h2e2 }", XQ_RECORD_ERROR_SYNTAX, "Line 1, column 9:", "unexpected '}'" },
  { "illegal-red", "[Event \"x\"]\n\n1. h2e2 h9g7\n2. b0b1 b9c7", XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 4, column 4:",
    "move 2 (Red): 'b0b1' is illegal: the piece does not move that way" },
  { "illegal-black", "1. h2e2 b9b8", XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 1, column 9:",
    "move 1 (Black): 'b9b8' is illegal: the piece does not move that way" },
  { "illegal-in-variation", "1. h2e2 h9g7 (1... h7h0)", XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 1, column 20:",
    "move 1 (Black): 'h7h0' is illegal: a cannon captures only over a screen" },
  { "horse-leg", "1. b0d1", XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 1, column 4:",
    "move 1 (Red): 'b0d1' is illegal: the horse's leg is blocked" },
  { "not-a-move", "1. h2e2 zzz", XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 1, column 9:", "'zzz' is not a move in Chinese, WXF or ICCS notation" },
  { "glued-second", "1.h2e2b9b8", XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 1, column 7:", "move 1 (Black): 'b9b8' is illegal" },
  { "fen", "[FEN \"4k4/9/9/9/9/9/9/9/4X4/4K4 w\"]\n1. e1e2", XQ_RECORD_ERROR_BAD_POSITION, "Line 1, column 26:",
    "the FEN tag is not a valid position: Column 20: 'X' is neither a piece letter nor a digit." },
  { "fen-not-ascii", "[FEN \"4k4/9/9/9/9/9/9/9/4车4/4K4 w\"]", XQ_RECORD_ERROR_BAD_POSITION, "Line 1, column 26:",
    "the FEN tag is not a valid position: '车' is neither a piece letter nor a digit" },
  { "fen-check", "[FEN \"4k4/9/9/9/9/9/9/9/4R4/4K4 w\"]", XQ_RECORD_ERROR_BAD_POSITION, "Line 1, column 7:",
    "the FEN tag is not a valid position: The black general on e9 is in check" },
};

static void
test_error (gconstpointer data)
{
  const ErrorCase   *c = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (XqGame) game = xq_pgn_read_game (c->pgn, -1, &error);

  g_assert_null (game);
  records_test_assert_error (error, c->code, c->where, c->what, NULL);
  g_assert_null (strchr (error->message, '\n'));
}

static void
test_too_deep (void)
{
  g_autoptr (GString) pgn = g_string_new ("1. h2e2 ");
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqGame)  game = NULL;

  g_test_summary ("Variations nested deeper than XQ_GAME_MAX_VARIATION_DEPTH are an error, not a deep recursion.");
  for (int i = 0; i <= XQ_GAME_MAX_VARIATION_DEPTH; i++)
    g_string_append (pgn, "(1. h2e2 ");
  game = xq_pgn_read_game (pgn->str, -1, &error);
  g_assert_null (game);
  records_test_assert_error (error, XQ_RECORD_ERROR_TOO_DEEP, "Line 1, column 4509:", "nested more than 500 deep", NULL);

  /* 500 is fine. */
  g_string_assign (pgn, "1. h2e2 ");
  for (int i = 0; i < XQ_GAME_MAX_VARIATION_DEPTH; i++)
    g_string_append (pgn, "(1. b2e2 ");
  for (int i = 0; i < XQ_GAME_MAX_VARIATION_DEPTH; i++)
    g_string_append (pgn, ")");
  g_clear_error (&error);
  game = xq_pgn_read_game (pgn->str, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 2);
}

static void
test_pathological (void)
{
  static const char *const cycle[] = { "b0c2", "b9c7", "c2b0", "c7b9" };
  g_autoptr (GString)      glued = g_string_new ("1.");
  g_autoptr (GString)      comments = g_string_new ("1. h2e2");
  g_autoptr (GString)      garbage = g_string_new ("1. ");
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqGame)       game = NULL;
  const char              *comment;

  g_test_summary ("Hostile shapes stay linear: 100,000 glued moves, 100,000 comments on one move, a "
                  "megabyte-long word (its error shows only its start).");
  for (int i = 0; i < 100000; i++)
    g_string_append (glued, cycle[i % 4]);
  game = records_test_pgn (glued->str);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 100000);
  g_clear_pointer (&game, xq_game_free);

  for (int i = 0; i < 100000; i++)
    g_string_append (comments, " {c}");
  game = records_test_pgn (comments->str);
  comment = xq_game_node_get_comment (xq_game_node_get_next (xq_game_get_root (game)));
  g_assert_cmpuint (strlen (comment), ==, 100000 * 2 - 1);
  g_clear_pointer (&game, xq_game_free);

  for (int i = 0; i < 1000000; i++)
    g_string_append_c (garbage, 'x');
  game = xq_pgn_read_game (garbage->str, -1, &error);
  g_assert_null (game);
  records_test_assert_error (error, XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 1, column 4: move 1 (Red): 'xxxxxxxxxxxx…' is not a move",
                             NULL);
  g_assert_cmpuint (strlen (error->message), <, 200);
}

static void
check_round_trip (const char *pgn,
                  XqNotation  notation)
{
  g_autoptr (XqGame) game = records_test_pgn (pgn);
  g_autofree char   *text = xq_pgn_write_game (game, notation);
  g_autoptr (XqGame) back = records_test_pgn (text);
  g_autofree char   *again = xq_pgn_write_game (back, notation);

  if (!xq_game_equal (game, back))
    g_error ("round trip in %s changed the game:\n%s", xq_pgn_notation_name (notation), text);
  g_assert_cmpstr (text, ==, again);
}

static const char round_trip_game[] =
  "[Game \"Chinese Chess\"]\n"
  "[Event \"Round \\\"trip\\\"\"]\n"
  "[Red \"红方\"]\n"
  "[Black \"黑方\"]\n"
  "[Result \"1/2-1/2\"]\n"
  "{Before the game} {and a second comment}\n"
  "1. h2e2 {central cannon} h9g7 $1 (1... b9c7 {other horse} 2. h0g2 (2. b0c2 c6c5) 2... c6c5)\n"
  " (1... h7e7 2. e2e6 $4 (2. b0c2) {back to the main line}) 2. h0g2 {a}\n"
  "i9h9 3. i0h0 b9c7 4. c3c4 (4. h0h6 {rook} (4. b0c2 b7b5) g6g5)\n"
  "4... g6g5 5. b0c2 {last} 1/2-1/2\n";

static void
test_round_trip_iccs (void)
{
  g_test_summary ("Read, write, read gives the same tree (tags, moves, variations, comments, NAGs).");
  check_round_trip (round_trip_game, XQ_NOTATION_ICCS);
}

static void
test_round_trip_chinese_wxf (void)
{
  check_round_trip (round_trip_game, XQ_NOTATION_CHINESE);
  check_round_trip (round_trip_game, XQ_NOTATION_WXF);
}

static void
test_round_trip_set_up (void)
{
  check_round_trip ("[FEN \"2bak4/9/4b4/4C4/9/9/9/4B4/4A4/3AK4 b - - 3 12\"]\n"
                    "12... e9f9 (12... d9e8 13. e2c4 {x}) 13. e6e5 *",
                    XQ_NOTATION_ICCS);
  check_round_trip ("[FEN \"2bak4/9/4b4/4C4/9/9/9/4B4/4A4/3AK4 b - - 3 12\"]\n"
                    "12... e9f9 (12... d9e8 13. e2c4 {x}) 13. e6e5 *",
                    XQ_NOTATION_CHINESE);
}

static void
test_write (void)
{
  g_autoptr (XqGame) game = records_test_pgn (round_trip_game);
  g_autofree char   *text = NULL;
  g_autoptr (XqGame) back = NULL;

  xq_game_node_set_comment (xq_game_node_get_line_end (xq_game_get_root (game)), "comment with } inside");
  text = xq_pgn_write_game (game, XQ_NOTATION_ICCS);
  back = records_test_pgn (text);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_line_end (xq_game_get_root (back))), ==,
                   "comment with ｝ inside");
  g_test_summary ("The writer keeps tag order, escapes values, numbers moves and writes '}' as '｝'.");
  g_assert_true (g_str_has_prefix (text, "[Game \"Chinese Chess\"]\n[Event \"Round \\\"trip\\\"\"]\n[Red \"红方\"]\n"));
  g_assert_nonnull (strstr (text, "[Format \"ICCS\"]\n\n{Before the game\nand a second comment} 1. h2e2 {central cannon} 1... h9g7 $1"));
  g_assert_null (strstr (text, "FEN"));
  g_strdelimit (text, "\n", ' ');
  g_assert_true (g_str_has_suffix (text, "{comment with ｝ inside} 1/2-1/2 "));
  g_assert_nonnull (strstr (text, "(1... b9c7 {other horse} 2. h0g2 (2. b0c2 c6c5) 2... c6c5)"));
  g_assert_nonnull (strstr (text, "(1... h7e7 2. e2e6 $4 {back to the main line} (2. b0c2)) 2. h0g2 {a} 2... i9h9"));
}

static void
test_chinese (void)
{
  g_autoptr (XqGame) game = NULL;
  g_autofree char   *line = NULL;
  g_autofree char   *text = NULL;
  g_autoptr (GError) error = NULL;

  g_test_summary ("Chinese movetext: glued moves and numbers, full-width digits, traditional characters, "
                  "WXF and ICCS mixed in.");
  game = records_test_pgn ("1.炮二平五马8进7 2.马二进三車９平８3.车一平二 C8.9 4. h0h6 马2进3");
  line = records_test_main_line (game);
  g_assert_cmpstr (line, ==, "h2e2 h9g7 h0g2 i9h9 i0h0 h7i7 h0h6 b9c7");
  text = xq_pgn_write_game (game, XQ_NOTATION_CHINESE);
  g_assert_nonnull (strstr (text, "1. 炮二平五 马8进7 2. 马二进三 车9平8 3. 车一平二 炮8平9 4. 车二进六 马2进3 *"));

  g_clear_pointer (&game, xq_game_free);
  game = xq_pgn_read_game ("1. 炮二平五 马8进7\n2. 马二进三 马7进5\n", -1, &error);
  g_assert_null (game);
  records_test_assert_error (error, XQ_RECORD_ERROR_ILLEGAL_MOVE, "Line 2, column 9:", "move 2 (Black): '马7进5' is illegal", NULL);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/pgn/basic", test_basic);
  g_test_add_func ("/xq/records/pgn/fen-tag", test_fen_tag);
  g_test_add_func ("/xq/records/pgn/comments", test_comments);
  g_test_add_func ("/xq/records/pgn/variations", test_variations);
  g_test_add_func ("/xq/records/pgn/nags", test_nags);
  g_test_add_func ("/xq/records/pgn/tolerant", test_tolerant);
  g_test_add_func ("/xq/records/pgn/results", test_results);
  for (guint i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/xq/records/pgn/error/%s", error_cases[i].name);
      g_test_add_data_func (path, &error_cases[i], test_error);
    }
  g_test_add_func ("/xq/records/pgn/too-deep", test_too_deep);
  g_test_add_func ("/xq/records/pgn/pathological", test_pathological);
  g_test_add_func ("/xq/records/pgn/round-trip/iccs", test_round_trip_iccs);
  g_test_add_func ("/xq/records/pgn/round-trip/chinese-wxf", test_round_trip_chinese_wxf);
  g_test_add_func ("/xq/records/pgn/round-trip/set-up", test_round_trip_set_up);
  g_test_add_func ("/xq/records/pgn/write", test_write);
  g_test_add_func ("/xq/records/pgn/chinese", test_chinese);
  return g_test_run ();
}
