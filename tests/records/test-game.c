/* test-game.c: the game tree: moves, variations, editing, tags, comments, NAGs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"

static XqMove
iccs (const char *text)
{
  XqMove move = XQ_MOVE_NONE;

  g_assert_true (xq_move_from_iccs (text, &move));
  return move;
}

static XqGameNode *
play (XqGame     *game,
      XqGameNode *node,
      const char *text)
{
  XqMoveProblem problem = XQ_MOVE_NO_PIECE;
  XqGameNode   *child = xq_game_add_move (game, node, iccs (text), &problem);

  g_assert_nonnull (child);
  g_assert_cmpint (problem, ==, XQ_MOVE_OK);
  return child;
}

static void
test_new (void)
{
  g_autoptr (XqGame) game = xq_game_new (NULL);
  XqGameNode        *root = xq_game_get_root (game);
  XqPosition         pos, start;

  g_assert_true (xq_game_has_standard_start (game));
  g_assert_true (xq_game_node_is_root (root));
  g_assert_true (xq_game_node_is_main_line (root));
  g_assert_cmpuint (xq_game_node_get_ply (root), ==, 0);
  g_assert_cmpuint (xq_game_node_get_move (root), ==, XQ_MOVE_NONE);
  g_assert_null (xq_game_node_get_next (root));
  g_assert_null (xq_game_node_get_parent (root));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 0);
  xq_game_get_position (game, root, &pos);
  xq_position_init_start (&start);
  g_assert_true (xq_position_same (&pos, &start));
}

static void
test_set_up_start (void)
{
  XqPosition         start, pos;
  g_autoptr (XqGame) game = NULL;
  XqGameNode        *node;

  g_assert_true (xq_position_from_fen (&start, "4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 30", NULL));
  game = xq_game_new (&start);
  g_assert_false (xq_game_has_standard_start (game));
  node = play (game, xq_game_get_root (game), "e9d9");
  xq_game_get_position (game, node, &pos);
  g_assert_cmpint (xq_position_side (&pos), ==, XQ_RED);
  g_assert_cmpuint (pos.fullmove, ==, 31);
}

static void
test_add_move (void)
{
  g_autoptr (XqGame) game = xq_game_new (NULL);
  XqGameNode        *root = xq_game_get_root (game);
  XqGameNode        *a, *b, *again, *reply;
  XqMoveProblem      problem = XQ_MOVE_OK;
  XqPosition         pos, expected;
  XqUndo             undo;

  g_test_summary ("The first move after a node continues the line; others become variations; "
                  "a move played twice is found, not duplicated; an illegal one is refused with the reason.");
  a = play (game, root, "h2e2");
  b = play (game, root, "b0c2");
  again = play (game, root, "h2e2");
  g_assert_true (again == a);
  g_assert_cmpuint (xq_game_node_get_n_children (root), ==, 2);
  g_assert_true (xq_game_node_get_next (root) == a);
  g_assert_true (xq_game_node_get_child (root, 1) == b);
  g_assert_true (xq_game_node_get_next_sibling (a) == b);
  g_assert_cmpuint (xq_game_node_get_index (b), ==, 1);
  g_assert_true (xq_game_node_find_child (root, iccs ("b0c2")) == b);
  g_assert_true (xq_game_node_is_main_line (a));
  g_assert_false (xq_game_node_is_main_line (b));

  g_assert_null (xq_game_add_move (game, a, iccs ("e0e1"), &problem));
  g_assert_cmpint (problem, ==, XQ_MOVE_NOT_YOUR_PIECE);
  g_assert_null (xq_game_add_move (game, a, iccs ("h2e2"), &problem));
  g_assert_cmpint (problem, ==, XQ_MOVE_NO_PIECE);
  g_assert_null (xq_game_add_move (game, a, iccs ("h9h8"), &problem));
  g_assert_cmpint (problem, ==, XQ_MOVE_BAD_SHAPE);
  g_assert_cmpuint (xq_game_node_get_n_children (a), ==, 0);

  reply = play (game, b, "h9g7");
  g_assert_cmpuint (xq_game_node_get_ply (reply), ==, 2);
  g_assert_false (xq_game_node_is_main_line (reply));
  xq_game_get_position (game, reply, &pos);
  xq_position_init_start (&expected);
  xq_position_make (&expected, iccs ("b0c2"), &undo);
  xq_position_make (&expected, iccs ("h9g7"), &undo);
  g_assert_true (xq_position_same (&pos, &expected));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 3);
  g_assert_true (xq_game_node_get_line_end (root) == a);
  g_assert_true (xq_game_node_get_line_end (b) == reply);
}

static void
test_promote (void)
{
  g_autoptr (XqGame) game = xq_game_new (NULL);
  XqGameNode        *root = xq_game_get_root (game);
  XqGameNode        *a, *a2, *b, *b2, *b3, *c;

  a = play (game, root, "h2e2");
  a2 = play (game, a, "h9g7");
  b = play (game, root, "b2e2");
  b2 = play (game, b, "b9c7");
  b3 = play (game, b2, "h0g2");
  c = play (game, root, "c3c4");

  g_test_summary ("Promoting a node makes the variation it lies in the main continuation where it branches.");
  g_assert_false (xq_game_promote_variation (game, a2));
  g_assert_true (xq_game_promote_variation (game, b3));
  g_assert_true (xq_game_node_get_child (root, 0) == b);
  g_assert_true (xq_game_node_get_child (root, 1) == a);
  g_assert_true (xq_game_node_get_child (root, 2) == c);
  g_assert_true (xq_game_node_is_main_line (b3));
  g_assert_false (xq_game_node_is_main_line (a2));
  g_assert_true (xq_game_promote_variation (game, c));
  g_assert_true (xq_game_node_get_next (root) == c);
  g_assert_true (xq_game_node_get_child (root, 1) == b);
  g_assert_true (xq_game_node_get_child (root, 2) == a);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 6);
}

static void
test_demote (void)
{
  g_autoptr (XqGame) game = xq_game_new (NULL);
  XqGameNode        *root = xq_game_get_root (game);
  XqGameNode        *a, *a2, *b, *c;

  a = play (game, root, "h2e2");
  a2 = play (game, a, "h9g7");
  b = play (game, root, "b2e2");
  c = play (game, root, "c3c4");

  g_test_summary ("Demoting a node moves the variation it lies in one place down where it branches.");
  g_assert_true (xq_game_demote_variation (game, a2));
  g_assert_true (xq_game_node_get_child (root, 0) == b);
  g_assert_true (xq_game_node_get_child (root, 1) == a);
  g_assert_true (xq_game_node_get_child (root, 2) == c);
  g_assert_true (xq_game_demote_variation (game, a));
  g_assert_true (xq_game_node_get_child (root, 2) == a);
  g_assert_true (xq_game_node_get_child (root, 1) == c);
  /* The last of its siblings, with nothing below to demote: no change */
  g_assert_false (xq_game_demote_variation (game, a2));
  g_assert_true (xq_game_node_get_child (root, 2) == a);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 4);
}

static void
test_delete (void)
{
  g_autoptr (XqGame) game = xq_game_new (NULL);
  XqGameNode        *root = xq_game_get_root (game);
  XqGameNode        *a, *a2, *a3, *b, *back;

  a = play (game, root, "h2e2");
  a2 = play (game, a, "h9g7");
  a3 = play (game, a2, "h0g2");
  play (game, a2, "b0c2");
  b = play (game, root, "c3c4");
  play (game, b, "c6c5");

  g_test_summary ("Deleting a node removes it and everything after it, variations included.");
  back = xq_game_delete_node (game, a3);
  g_assert_true (back == a2);
  g_assert_cmpuint (xq_game_node_get_n_children (a2), ==, 1);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 5);
  back = xq_game_delete_node (game, a);
  g_assert_true (back == root);
  g_assert_true (xq_game_node_get_next (root) == b);
  g_assert_true (xq_game_node_is_main_line (b));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 2);
  back = xq_game_delete_node (game, root);
  g_assert_true (back == root);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 0);
}

static void
test_tags (void)
{
  g_autoptr (XqGame) game = xq_game_new (NULL);

  xq_game_set_tag (game, "Event", "全国象棋个人赛");
  xq_game_set_tag (game, "Red", "许银川");
  xq_game_set_tag (game, "Black", "吕钦");
  g_assert_cmpstr (xq_game_get_tag (game, "event"), ==, "全国象棋个人赛");
  g_assert_cmpuint (xq_game_get_n_tags (game), ==, 3);

  g_test_summary ("Tags keep their order; setting one again replaces it in place; NULL removes it.");
  xq_game_set_tag (game, "EVENT", "甲级联赛");
  g_assert_cmpuint (xq_game_get_n_tags (game), ==, 3);
  g_assert_cmpstr (xq_game_get_tag_name (game, 0), ==, "Event");
  g_assert_cmpstr (xq_game_get_tag_value (game, 0), ==, "甲级联赛");
  xq_game_set_tag (game, "Red", NULL);
  g_assert_cmpuint (xq_game_get_n_tags (game), ==, 2);
  g_assert_null (xq_game_get_tag (game, "Red"));
  g_assert_cmpstr (xq_game_get_tag_name (game, 1), ==, "Black");

  xq_game_set_tag (game, "Round", "1\n2\t3");
  g_assert_cmpstr (xq_game_get_tag (game, "Round"), ==, "1 2 3");
  g_assert_true (xq_game_tag_name_is_valid ("Red_Team2"));
  g_assert_false (xq_game_tag_name_is_valid ("Red Team"));
  g_assert_false (xq_game_tag_name_is_valid (""));
}

static void
test_comments_nags (void)
{
  g_autoptr (XqGame) game = xq_game_new (NULL);
  XqGameNode        *a = play (game, xq_game_get_root (game), "h2e2");
  const guint8      *nags;
  guint              n;

  xq_game_node_set_comment (a, "中炮");
  xq_game_node_set_comment_before (a, "开局");
  g_assert_cmpstr (xq_game_node_get_comment (a), ==, "中炮");
  g_assert_cmpstr (xq_game_node_get_comment_before (a), ==, "开局");
  xq_game_node_set_comment (a, "");
  g_assert_null (xq_game_node_get_comment (a));
  xq_game_node_set_comment_before (a, NULL);
  g_assert_null (xq_game_node_get_comment_before (a));

  g_assert_null (xq_game_node_get_nags (a, &n));
  g_assert_cmpuint (n, ==, 0);
  xq_game_node_add_nag (a, XQ_NAG_GOOD);
  xq_game_node_add_nag (a, 14);
  xq_game_node_add_nag (a, XQ_NAG_GOOD);
  xq_game_node_add_nag (a, XQ_NAG_NONE);
  nags = xq_game_node_get_nags (a, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (nags[0], ==, 1);
  g_assert_cmpuint (nags[1], ==, 14);
  xq_game_node_clear_nags (a);
  g_assert_null (xq_game_node_get_nags (a, &n));
  g_assert_cmpuint (n, ==, 0);
}

static void
test_copy_equal (void)
{
  g_autoptr (XqGame) game = xq_game_new (NULL);
  g_autoptr (XqGame) copy = NULL;
  g_autoptr (XqGame) other = xq_game_new (NULL);
  XqGameNode        *a = play (game, xq_game_get_root (game), "h2e2");
  XqGameNode        *copied;

  play (game, a, "h9g7");
  play (game, xq_game_get_root (game), "c3c4");
  xq_game_node_set_comment (a, "x");
  xq_game_node_add_nag (a, 3);
  xq_game_set_tag (game, "Red", "A");
  xq_game_set_tag (game, "Black", "B");

  copy = xq_game_copy (game);
  g_assert_true (xq_game_equal (game, copy));
  copied = xq_game_node_get_next (xq_game_get_root (copy));
  g_assert_true (copied != a);
  g_assert_cmpstr (xq_game_node_get_comment (copied), ==, "x");

  g_test_summary ("Tag order does not matter for equality; moves, comments and NAGs do.");
  xq_game_set_tag (other, "Black", "B");
  xq_game_set_tag (other, "Red", "A");
  play (game, a, "b9c7");
  xq_game_node_set_comment (copied, "y");
  g_assert_false (xq_game_equal (game, copy));
  xq_game_node_set_comment (copied, "x");
  g_assert_false (xq_game_equal (game, copy));
  play (copy, copied, "b9c7");
  g_assert_true (xq_game_equal (game, copy));
  xq_game_node_add_nag (copied, 4);
  g_assert_false (xq_game_equal (game, copy));
}

static void
test_long_line (void)
{
  /* Horses out and back: any number of plies, and no position repeats in a way that matters. */
  static const char *const cycle[] = { "b0c2", "b9c7", "c2b0", "c7b9" };
  /* Under valgrind (QILI_TEST_QUICK) a tenth; the full line runs in the other builds. */
  const guint         plies = g_getenv ("QILI_TEST_QUICK") ? 20000 : 200000;
  g_autoptr (GString) pgn = g_string_new ("");
  g_autoptr (GError)  error = NULL;
  g_autoptr (XqGame)  game = NULL;
  g_autoptr (XqGame)  copy = NULL;
  g_autofree char    *text = NULL;
  XqGameNode         *end;
  XqPosition          pos, start;

  g_test_summary ("A line of 200,000 plies is read, copied, compared, written and freed without recursion.");
  for (guint i = 0; i < plies; i++)
    {
      if (i % 2 == 0)
        g_string_append_printf (pgn, "%u. ", i / 2 + 1);
      g_string_append_printf (pgn, "%s ", cycle[i % 4]);
    }
  game = xq_pgn_read_game (pgn->str, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_moves (game), ==, plies);
  end = xq_game_node_get_line_end (xq_game_get_root (game));
  g_assert_cmpuint (xq_game_node_get_ply (end), ==, plies);
  xq_game_get_position (game, end, &pos);
  xq_position_init_start (&start);
  g_assert_true (xq_position_same (&pos, &start));
  copy = xq_game_copy (game);
  g_assert_true (xq_game_equal (game, copy));
  text = xq_pgn_write_game (copy, XQ_NOTATION_ICCS);
  {
    g_autofree char *last = g_strdup_printf ("%u. c2b0", plies / 2);
    g_assert_nonnull (strstr (text, last));
  }
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/game/new", test_new);
  g_test_add_func ("/xq/records/game/set-up-start", test_set_up_start);
  g_test_add_func ("/xq/records/game/add-move", test_add_move);
  g_test_add_func ("/xq/records/game/promote", test_promote);
  g_test_add_func ("/xq/records/game/demote", test_demote);
  g_test_add_func ("/xq/records/game/delete", test_delete);
  g_test_add_func ("/xq/records/game/tags", test_tags);
  g_test_add_func ("/xq/records/game/comments-nags", test_comments_nags);
  g_test_add_func ("/xq/records/game/copy-equal", test_copy_equal);
  g_test_add_func ("/xq/records/game/long-line", test_long_line);
  return g_test_run ();
}
