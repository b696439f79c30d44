/* test-game-io.c: game files to and from XqGameModel, through the records layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "xq-book-row.h"
#include "xq-game-io.h"
#include "xq-game-model.h"
#include "xq-move-book.h"

static const char *const collection =
  "[Event \"Spring Open\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n[Result \"1-0\"]\n\n"
  "1. 炮二平五 { A central cannon. } 马8进7 (1... 炮8平5 2. 马二进三) 2. 马二进三 1-0\n\n"
  "[Event \"Club Cup\"]\n[Red \"Sun\"]\n[Black \"Zhou\"]\n[Result \"*\"]\n"
  "[FEN \"3k5/4a4/9/9/7n1/9/9/9/9/1R2K4 w - - 0 1\"]\n\n"
  "1. 车八进五 *\n";

static XqGameFile *
open_text (const char *text)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr (GError) error = NULL;
  XqGameFile        *games = xq_game_file_new (bytes, NULL, &error);

  g_assert_no_error (error);
  return games;
}

static void
test_collection (void)
{
  g_autoptr (XqGameFile) games = open_text (collection);
  XqGameModel           *game = xq_game_model_new ();
  g_autoptr (GError)     error = NULL;

  g_assert_cmpuint (xq_game_file_get_n_games (games), ==, 2);
  g_assert_cmpstr (xq_game_file_get_tag (games, 1, "Red"), ==, "Sun");
  g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();

  g_assert_true (xq_game_io_load_game (games, 1, game, warnings, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_cmpstr (xq_game_model_get_title (game), ==, "Sun vs Zhou");
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 1);
  g_assert_false (xq_game_model_get_modified (game));
  g_assert_cmpint (xq_game_model_get_start_position (game)->board[xq_square_make (7, 5)], ==,
                   xq_piece_make (XQ_BLACK, XQ_HORSE));
  g_assert_finalize_object (game);
}

/* A damaged game opens up to the damage; what was not read is said, and where. */
static void
test_partial (void)
{
  g_autoptr (XqGameFile) games = open_text ("[Event \"x\"]\n1. h2e2 h9g7\n2. b0b1 b9c7 *\n");
  XqGameModel           *game = xq_game_model_new ();
  g_autoptr (GPtrArray)  warnings = xq_record_warnings_new ();
  const XqRecordWarning *w;
  XqGameNode            *last;

  g_assert_true (xq_game_io_load_game (games, 0, game, warnings, NULL));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 2);
  g_assert_cmpuint (warnings->len, ==, 1);
  w = g_ptr_array_index (warnings, 0);
  g_assert_cmpuint (w->game, ==, 1);
  g_assert_cmpint (w->line, ==, 3);
  g_assert_cmpint (w->column, ==, 4);
  last = xq_game_node_get_line_end (xq_game_get_root (xq_game_model_get_game (game)));
  g_assert_nonnull (xq_game_node_get_cut (last));
  g_assert_finalize_object (game);
}

/* Saving keeps the tags, the variation and the comment: read back, the same game. */
static void
test_round_trip (void)
{
  g_autoptr (XqGameFile) games = open_text (collection);
  g_autoptr (XqGameFile) again = NULL;
  XqGameModel           *game = xq_game_model_new ();
  XqGameModel           *reread = xq_game_model_new ();
  g_autofree char       *pgn = NULL;

  g_autoptr (GPtrArray)  warnings = xq_record_warnings_new ();

  g_assert_true (xq_game_io_load_game (games, 0, game, warnings, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, 4); /* 3 moves and a variation */
  pgn = xq_game_io_write_pgn (game);
  g_assert_nonnull (strstr (pgn, "[Red \"Li\"]"));
  g_assert_nonnull (strstr (pgn, "A central cannon."));
  again = open_text (pgn);
  g_assert_true (xq_game_io_load_game (again, 0, reread, warnings, NULL));
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_true (xq_game_equal (xq_game_model_get_game (game), xq_game_model_get_game (reread)));
  g_assert_finalize_object (game);
  g_assert_finalize_object (reread);
}

static void
test_bad_text (void)
{
  /* The start of a PNG image: binary, and no XQF */
  static const guint8    binary[] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R' };
  g_autoptr (GBytes)     bytes = g_bytes_new_static (binary, sizeof binary);
  g_autoptr (GError)     error = NULL;
  g_autoptr (XqGameFile) games = xq_game_file_new (bytes, NULL, &error);
  /* Text of which nothing can be read (a move read in part would open, with the banner). */
  g_autoptr (XqGameFile) broken = open_text ("[FEN \"9/9/9\"]\n1. 炮二平五 马2进4 *\n");

  g_assert_null (games);
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (xq_game_file_check_game (broken, 0, &error));
  g_assert_nonnull (error);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

/* Reads @path with xq_game_file_load_async(), running the main loop until it is done. */
static XqGameFile *
load_path (const char *path,
           GError    **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GAsyncResult     *result = NULL;
  XqGameFile       *games;

  xq_game_file_load_async (file, NULL, loaded_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  games = xq_game_file_load_finish (result, error);
  g_object_unref (result);
  return games;
}

/* A file read in a worker thread: indexed there, its single game read there too (what of it
 * could not be read still said when it is opened, and again when opened once more). */
static void
test_load_async (void)
{
  g_autofree char       *one = g_build_filename (g_get_tmp_dir (), "qili-game-io-one.pgn", NULL);
  g_autofree char       *two = g_build_filename (g_get_tmp_dir (), "qili-game-io-two.pgn", NULL);
  g_autoptr (XqGameFile) games = NULL;
  g_autoptr (XqGameFile) collection_games = NULL;
  g_autoptr (XqGameFile) missing = NULL;
  g_autoptr (GPtrArray)  warnings = xq_record_warnings_new ();
  g_autoptr (GError)     error = NULL;
  XqGameModel           *game = xq_game_model_new ();

  g_assert_true (g_file_set_contents (one, "[Event \"x\"]\n1. h2e2 h9g7\n2. b0b1 b9c7 *\n", -1, NULL));
  g_assert_true (g_file_set_contents (two, collection, -1, NULL));

  games = load_path (one, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_file_get_n_games (games), ==, 1);
  g_assert_nonnull (xq_game_file_get_file (games));
  g_assert_true (xq_game_io_load_game (games, 0, game, warnings, &error));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 2);
  g_assert_cmpuint (warnings->len, ==, 1);
  g_assert_cmpint (((const XqRecordWarning *) g_ptr_array_index (warnings, 0))->line, ==, 3);
  g_assert_true (xq_game_io_load_game (games, 0, game, warnings, &error));
  g_assert_cmpuint (xq_game_model_get_n_plies (game), ==, 2);
  g_assert_cmpuint (warnings->len, ==, 2);

  collection_games = load_path (two, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_file_get_n_games (collection_games), ==, 2);
  g_assert_true (xq_game_io_load_game (collection_games, 1, game, warnings, &error));
  g_assert_cmpstr (xq_game_model_get_title (game), ==, "Sun vs Zhou");

  missing = load_path ("/nonexistent/qili.pgn", &error);
  g_assert_null (missing);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_unlink (one);
  g_unlink (two);
  g_assert_finalize_object (game);
}

static XqBookRow *
book_row (XqMoveBook *book,
          guint       index)
{
  XqBookRow *item = g_list_model_get_item (G_LIST_MODEL (book), index);

  g_assert_nonnull (item);
  g_object_unref (item); /* the book holds it */
  return item;
}

/* A game cut short says so at its last move: the record book's row after it (or before any
 * move, when none could be read) tells why the rest could not be read. */
static void
test_cut_in_book (void)
{
  static const char *const texts[] = {
    "[Event \"x\"]\n1. h2e2 h9g7\n2. b0b1 b9c7 *\n",      /* cut after Black's move */
    "[Event \"x\"]\n1. h2e2 h9g7\n2. h0g2 h9h1 *\n",      /* cut after Red's, in mid-round */
    "[Event \"x\"]\n1. h2e2 h9g7\n2. h0g2 {fine} zz *\n", /* after a comment */
    "[Event \"x\"]\n1. h2e2 h9g7\n2. h0g2 b9c7 *\n",      /* whole */
  };
  static const guint n_rows[] = { 2, 3, 4, 2 };

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    {
      g_autoptr (XqGameFile) games = open_text (texts[t]);
      XqGameModel           *game = xq_game_model_new ();
      g_autoptr (GPtrArray)  warnings = xq_record_warnings_new ();
      XqMoveBook            *book = NULL;
      XqBookRow             *last;

      g_assert_true (xq_game_io_load_game (games, 0, game, warnings, NULL));
      book = xq_move_book_new (game);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (book)), ==, n_rows[t]);
      last = book_row (book, n_rows[t] - 1);
      if (t == 3)
        {
          g_assert_cmpuint (warnings->len, ==, 0);
          g_assert_cmpint (xq_book_row_get_kind (last), ==, XQ_BOOK_ROW_ROUND);
        }
      else
        {
          g_assert_cmpuint (warnings->len, ==, 1);
          g_assert_cmpint (xq_book_row_get_kind (last), ==, XQ_BOOK_ROW_CUT);
          if (n_rows[t] > 1)
            g_assert_cmpint (xq_book_row_get_kind (book_row (book, n_rows[t] - 2)), !=, XQ_BOOK_ROW_CUT);
          g_test_message ("cut: %s", xq_book_row_get_text (last, 0));
          g_assert_nonnull (strstr (xq_book_row_get_text (last, 0), t == 0 ? "'b0b1'" : t == 1 ? "'h9h1'"
                                                                                               : "zz"));
        }
      g_assert_finalize_object (book);
      g_assert_finalize_object (game);
    }
}

/* A position of a list is named by its title (issue 27). */
static void
test_position_title (void)
{
  g_autoptr (XqGameFile) games = open_text ("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1 ; 01.对面笑\n"
                                            "3k5/9/9/R8/9/9/9/9/9/4K4 w - - 0 1 ; 02.单车杀\n");
  XqGameModel           *game = xq_game_model_new ();
  g_autoptr (GPtrArray)  warnings = xq_record_warnings_new ();

  g_assert_cmpuint (xq_game_file_get_n_games (games), ==, 2);
  g_assert_true (xq_game_io_load_game (games, 1, game, warnings, NULL));
  g_assert_cmpstr (xq_game_model_get_title (game), ==, "02.单车杀");
  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/game-io/collection", test_collection);
  g_test_add_func ("/xq/app/game-io/partial", test_partial);
  g_test_add_func ("/xq/app/game-io/round-trip", test_round_trip);
  g_test_add_func ("/xq/app/game-io/bad-text", test_bad_text);
  g_test_add_func ("/xq/app/game-io/load-async", test_load_async);
  g_test_add_func ("/xq/app/game-io/cut-in-book", test_cut_in_book);
  g_test_add_func ("/xq/app/game-io/position-title", test_position_title);

  return g_test_run ();
}
