/* test-board-view.c: the board rendered offscreen, checked pixel by pixel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-board-point.h"
#include "xq-board-view.h"
#include "xq-game-model.h"
#include "xq-model-types.h"
#include "xq-setup-model.h"
#include "xq-test-util.h"
#include "xq-text-point.h"

#define WIDTH  540
#define HEIGHT 600

typedef struct
{
  GtkWindow   *window;
  XqBoardView *board;
  XqGameModel *game;
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  f->game = xq_game_model_new ();
  f->board = XQ_BOARD_VIEW (g_object_ref_sink (xq_board_view_new ()));
  xq_board_view_set_game (f->board, f->game);
  /* The points (made after the first frame in the app) at once, so that no relayout comes
   * between a paint and a render */
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  f->window = xq_test_show (GTK_WIDGET (f->board), WIDTH, HEIGHT);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  gtk_window_destroy (f->window);
  g_object_unref (f->window);
  xq_test_flush ();
  g_assert_finalize_object (f->board);
  g_assert_finalize_object (f->game);
}

static XqTestImage *
render (Fixture    *f,
        const char *name)
{
  g_autoptr (GdkTexture) texture = NULL;

  xq_test_wait_for_paint (GTK_WIDGET (f->board));
  texture = xq_test_render (GTK_WIDGET (f->board));
  xq_test_save (texture, name);
  return xq_test_image_new (texture);
}

static double
cell (Fixture *f)
{
  double x1, y1, x2, y2;

  g_assert_true (xq_board_view_get_square_center (f->board, xq_square_make (0, 0), &x1, &y1));
  g_assert_true (xq_board_view_get_square_center (f->board, xq_square_make (1, 0), &x2, &y2));
  return fabs (x2 - x1);
}

/* What stands on @sq as drawn: 'r' red piece, 'b' black piece, '.' empty */
static char
drawn_at (Fixture           *f,
          const XqTestImage *image,
          XqSquare           sq)
{
  double x, y;
  int    half = (int) (cell (f) * 0.3);
  guint  red, dark, area = (2 * half + 1) * (2 * half + 1);

  g_assert_true (xq_board_view_get_square_center (f->board, sq, &x, &y));
  red = xq_test_image_count (image, x, y, half, xq_test_is_red);
  dark = xq_test_image_count (image, x, y, half, xq_test_is_dark);
  if (red > area / 20)
    return 'r';
  if (dark > area / 20)
    return 'b';
  return '.';
}

static XqSquare
sq (const char *name)
{
  XqSquare s = XQ_SQUARE_NONE;

  g_assert_true (xq_square_from_iccs (name, &s));
  return s;
}

static void
test_start_position (Fixture      *f,
                     gconstpointer data)
{
  g_autoptr (XqTestImage) image = render (f, "board-start");
  const XqPosition       *pos = xq_game_model_get_position (f->game);

  g_assert_cmpint (image->width, ==, WIDTH);
  /* Every point: a red piece, a black piece or nothing, as in the position */
  for (XqSquare s = 0; s < XQ_SQUARES; s++)
    {
      char expected = pos->board[s] == XQ_NO_PIECE ? '.' : xq_piece_color (pos->board[s]) == XQ_RED ? 'r'
                                                                                                    : 'b';
      char buf[3];

      xq_square_to_iccs (s, buf);
      g_test_message ("%s: expected %c", buf, expected);
      g_assert_cmpint (drawn_at (f, image, s), ==, expected);
    }
  /* Red at the bottom */
  {
    double xr, yr, xb, yb;
    xq_board_view_get_square_center (f->board, sq ("e0"), &xr, &yr);
    xq_board_view_get_square_center (f->board, sq ("e9"), &xb, &yb);
    g_assert_cmpfloat (yr, >, yb);
  }
}

static void
test_flipped (Fixture      *f,
              gconstpointer data)
{
  g_autoptr (XqTestImage) image = NULL;
  double                  xr, yr, xb, yb;

  xq_board_view_set_flipped (f->board, TRUE);
  image = render (f, "board-flipped");
  xq_board_view_get_square_center (f->board, sq ("e0"), &xr, &yr);
  xq_board_view_get_square_center (f->board, sq ("e9"), &xb, &yb);
  g_assert_cmpfloat (yr, <, yb);
  g_assert_cmpint (drawn_at (f, image, sq ("e0")), ==, 'r');
  g_assert_cmpint (drawn_at (f, image, sq ("a9")), ==, 'b');
  /* Red's general is drawn in the top half */
  g_assert_cmpfloat (yr, <, HEIGHT / 2.0);
}

static void
test_last_move (Fixture      *f,
                gconstpointer data)
{
  g_autoptr (XqTestImage) image = NULL;
  XqMove                  move;
  double                  x, y, c = cell (f);

  g_assert_true (xq_move_from_iccs ("h2e2", &move));
  g_assert_true (xq_game_model_play_move (f->game, move, NULL));
  image = render (f, "board-last-move");
  g_assert_cmpint (drawn_at (f, image, sq ("e2")), ==, 'r');
  g_assert_cmpint (drawn_at (f, image, sq ("h2")), ==, '.');
  /* Corner brackets around the to-point: blue at its corners */
  xq_board_view_get_square_center (f->board, sq ("e2"), &x, &y);
  g_assert_cmpuint (xq_test_image_count (image, x + 0.47 * c, y + 0.47 * c, 2, xq_test_is_blue), >, 0);
  g_assert_cmpuint (xq_test_image_count (image, x - 0.47 * c, y - 0.47 * c, 2, xq_test_is_blue), >, 0);
  /* A ring where the piece stood */
  xq_board_view_get_square_center (f->board, sq ("h2"), &x, &y);
  g_assert_cmpuint (xq_test_image_count (image, x + 0.16 * c, y, 2, xq_test_is_blue), >, 0);
}

static void
test_marks (Fixture      *f,
            gconstpointer data)
{
  g_autoptr (GArray)      marks = xq_marks_new ();
  g_autoptr (XqTestImage) image = NULL;
  double                  x, y;

  /* An attack arrow along rank 4 (empty) and a defence arrow along rank 5 */
  xq_marks_add (marks, XQ_MARK_ATTACK, sq ("a4"), sq ("i4"));
  xq_marks_add (marks, XQ_MARK_DEFEND, sq ("a5"), sq ("i5"));
  xq_marks_add (marks, XQ_MARK_TARGET, XQ_SQUARE_NONE, sq ("c6"));
  xq_board_view_set_marks (f->board, marks);
  image = render (f, "board-marks");
  xq_board_view_get_square_center (f->board, sq ("e4"), &x, &y);
  g_assert_cmpuint (xq_test_image_count (image, x, y, 2, xq_test_is_red), >, 10);
  xq_board_view_get_square_center (f->board, sq ("e5"), &x, &y);
  g_assert_cmpuint (xq_test_image_count (image, x, y, 2, xq_test_is_green), >, 10);
  g_assert_cmpuint (xq_test_image_count (image, x, y, 2, xq_test_is_red), ==, 0);
  /* The ring around the pawn on c6: red outside the piece */
  xq_board_view_get_square_center (f->board, sq ("c6"), &x, &y);
  g_assert_cmpuint (xq_test_image_count (image, x, y - 0.5 * cell (f), 2, xq_test_is_red), >, 3);

  xq_board_view_set_marks (f->board, NULL);
  g_clear_pointer (&image, xq_test_image_free);
  image = render (f, "board-no-marks");
  xq_board_view_get_square_center (f->board, sq ("e4"), &x, &y);
  g_assert_cmpuint (xq_test_image_count (image, x, y, 2, xq_test_is_red), ==, 0);
}

/* A one-step arrow (a pawn's step, as the engine's best move often is) is drawn too, from near one
 * centre to near the other, over both pieces: the rims of neighbours leave no room for it. */
static void
test_step_arrow (Fixture      *f,
                 gconstpointer data)
{
  const char             *steps[][2] = { { "a4", "b4" }, { "h4", "h5" }, { "e4", "f5" } };
  g_autoptr (GArray)      marks = xq_marks_new ();
  g_autoptr (XqTestImage) image = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    xq_marks_add (marks, XQ_MARK_ATTACK, sq (steps[i][0]), sq (steps[i][1]));
  xq_board_view_set_marks (f->board, marks);
  image = render (f, "board-step-arrow");
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      double x1, y1, x2, y2, len;

      xq_board_view_get_square_center (f->board, sq (steps[i][0]), &x1, &y1);
      xq_board_view_get_square_center (f->board, sq (steps[i][1]), &x2, &y2);
      len = hypot (x2 - x1, y2 - y1);
      g_test_message ("%s-%s", steps[i][0], steps[i][1]);
      /* The middle, and a fifth of a cell from the start: inside the piece that moves */
      g_assert_cmpuint (xq_test_image_count (image, (x1 + x2) / 2, (y1 + y2) / 2, 2, xq_test_is_red), >, 10);
      g_assert_cmpuint (xq_test_image_count (image, x1 + (x2 - x1) / len * 0.2 * cell (f),
                                             y1 + (y2 - y1) / len * 0.2 * cell (f), 1, xq_test_is_red),
                        >, 4);
    }
}

static void
test_selection (Fixture      *f,
                gconstpointer data)
{
  g_autoptr (XqTestImage) image = NULL;
  double                  x, y;

  /* Selecting the cannon on h2 shows its targets: dots on empty points, rings on captures */
  xq_board_view_activate_square (f->board, sq ("h2"));
  g_assert_cmpint (xq_board_view_get_selected (f->board), ==, sq ("h2"));
  g_assert_true (xq_bb_test (xq_board_view_get_targets (f->board), sq ("h9")));
  g_assert_true (xq_bb_test (xq_board_view_get_targets (f->board), sq ("e2")));
  g_assert_false (xq_bb_test (xq_board_view_get_targets (f->board), sq ("h7")));
  image = render (f, "board-selection");
  xq_board_view_get_square_center (f->board, sq ("h4"), &x, &y);
  g_assert_cmpuint (xq_test_image_count (image, x, y, 3, xq_test_is_blue), >, 10);
  xq_board_view_get_square_center (f->board, sq ("h9"), &x, &y);
  g_assert_cmpuint (xq_test_image_count (image, x + 0.5 * cell (f), y, 2, xq_test_is_red), >, 3);

  /* Clicking it again lets it go; clicking another red piece selects that one */
  xq_board_view_activate_square (f->board, sq ("h2"));
  g_assert_cmpint (xq_board_view_get_selected (f->board), ==, XQ_SQUARE_NONE);
  xq_board_view_activate_square (f->board, sq ("b0"));
  xq_board_view_activate_square (f->board, sq ("h0"));
  g_assert_cmpint (xq_board_view_get_selected (f->board), ==, sq ("h0"));

  /* A move of the position clears the selection */
  {
    XqMove move;
    g_assert_true (xq_move_from_iccs ("b2e2", &move));
    xq_game_model_play_move (f->game, move, NULL);
  }
  g_assert_cmpint (xq_board_view_get_selected (f->board), ==, XQ_SQUARE_NONE);
}

static void
test_setup (Fixture      *f,
            gconstpointer data)
{
  XqSetupModel           *setup = xq_setup_model_new (NULL);
  g_autoptr (XqTestImage) image = NULL;

  xq_setup_model_clear (setup);
  xq_setup_model_put (setup, sq ("e0"), xq_piece_make (XQ_RED, XQ_KING));
  xq_setup_model_put (setup, sq ("d9"), xq_piece_make (XQ_BLACK, XQ_KING));
  xq_board_view_set_setup (f->board, setup);
  image = render (f, "board-setup");
  g_assert_cmpint (drawn_at (f, image, sq ("e0")), ==, 'r');
  g_assert_cmpint (drawn_at (f, image, sq ("d9")), ==, 'b');
  g_assert_cmpint (drawn_at (f, image, sq ("a0")), ==, '.');
  xq_board_view_set_setup (f->board, NULL);
  g_assert_finalize_object (setup);
}

static void
test_dark (Fixture      *f,
           gconstpointer data)
{
  g_autoptr (XqTestImage) light = render (f, "board-light");
  g_autoptr (XqTestImage) dark = NULL;
  XqTestPixel             a, b;
  double                  x, y;

  xq_board_view_set_dark (f->board, TRUE);
  dark = render (f, "board-dark");
  /* The wood darkens; the pieces stay readable */
  xq_board_view_get_square_center (f->board, sq ("e4"), &x, &y);
  a = xq_test_image_pixel (light, (int) x + 10, (int) y + 10);
  b = xq_test_image_pixel (dark, (int) x + 10, (int) y + 10);
  g_assert_cmpint (b.r + b.g + b.b, <, a.r + a.g + a.b - 150);
  g_assert_cmpint (drawn_at (f, dark, sq ("e0")), ==, 'r');
  g_assert_cmpint (drawn_at (f, dark, sq ("e9")), ==, 'b');
}

static void
test_piece_sets (Fixture      *f,
                 gconstpointer data)
{
  g_autoptr (XqTestImage) image = NULL;

  xq_board_view_set_piece_set (f->board, "modern");
  g_assert_cmpstr (xq_board_view_get_piece_set (f->board), ==, "modern");
  image = render (f, "board-modern");
  g_assert_cmpint (drawn_at (f, image, sq ("e0")), ==, 'r');
  g_assert_cmpint (drawn_at (f, image, sq ("e9")), ==, 'b');
  g_assert_cmpint (drawn_at (f, image, sq ("e4")), ==, '.');
}

static GtkWidget *
point_at (Fixture *f,
          XqSquare sq)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (f->board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (XQ_IS_BOARD_POINT (child) && xq_board_point_get_square (XQ_BOARD_POINT (child)) == sq)
      return child;
  return NULL;
}

/* Each point is named as the notation names what stands there, in the locale's language and in
 * Chinese; the board takes the focus on its cursor point. */
static void
test_point_names (Fixture      *f,
                  gconstpointer data)
{
  XqPosition       pos;
  GtkWidget       *point;
  g_autofree char *zh = NULL;
  g_autofree char *zh_horse = NULL;
  g_autofree char *front = NULL;
  g_autofree char *rear = NULL;
  g_autofree char *empty = NULL;
  guint            n = 0;

  xq_test_wait_for_paint (GTK_WIDGET (f->board));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (f->board)));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (f->board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += XQ_IS_BOARD_POINT (child);
  g_assert_cmpuint (n, ==, 90);
  g_assert_cmpuint (xq_board_view_get_cursor (f->board), ==, xq_square_make (4, 0));
  /* The window's focus widget, whether or not the display has made the window active yet. */
  g_assert_true (gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (f->board))) == point_at (f, xq_square_make (4, 0)));

  point = point_at (f, xq_square_make (7, 2)); /* h2 */
  g_assert_cmpstr (xq_board_point_get_name (XQ_BOARD_POINT (point)), ==, "Red's cannon, file 2");
  g_assert_cmpstr (xq_board_point_get_description (XQ_BOARD_POINT (point)), ==, "h2");
  g_assert_cmpstr (xq_board_point_get_name (XQ_BOARD_POINT (point_at (f, xq_square_make (4, 4)))), ==, "empty point e4");

  xq_position_init_start (&pos);
  {
    XqUndo undo;
    xq_position_make (&pos, xq_move_make (xq_square_make (7, 2), xq_square_make (6, 2)), &undo); /* 炮二平三 */
  }
  zh = xq_text_point_name (XQ_LANG_ZH_CN, &pos, xq_square_make (6, 2)); /* g2 is file 3 for Red */
  g_assert_cmpstr (zh, ==, "红方三路炮");
  zh_horse = xq_text_point_name (XQ_LANG_ZH_CN, &pos, xq_square_make (1, 9)); /* b9: Black's file 2 */
  g_assert_cmpstr (zh_horse, ==, "黑方2路马");
  empty = xq_text_point_name (XQ_LANG_ZH_CN, &pos, xq_square_make (4, 4));
  g_assert_cmpstr (empty, ==, "空位 e4");

  /* Two cannons on one file: 前/后, as 前炮进一 writes them */
  g_assert_true (xq_position_from_fen (&pos, "4k4/9/9/9/9/4C4/9/4C4/9/3K5 b - - 0 1", NULL));
  front = xq_text_point_name (XQ_LANG_ZH_CN, &pos, xq_square_make (4, 4));
  rear = xq_text_point_name (XQ_LANG_EN, &pos, xq_square_make (4, 2));
  g_assert_cmpstr (front, ==, "红方五路前炮");
  g_assert_cmpstr (rear, ==, "Red's rear cannon, file 5");

  /* A piece picked up: it and its targets say so */
  xq_board_view_activate_square (f->board, xq_square_make (7, 2));
  g_assert_cmpstr (xq_board_point_get_description (XQ_BOARD_POINT (point)), ==, "h2, picked up");
  g_assert_cmpstr (xq_board_point_get_description (XQ_BOARD_POINT (point_at (f, xq_square_make (4, 2)))), ==, "e2, can move here");
  g_assert_cmpstr (xq_board_point_get_description (XQ_BOARD_POINT (point_at (f, xq_square_make (7, 9)))), ==, "h9, can capture here");
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);

  g_test_add ("/xq/widgets/board-view/start-position", Fixture, NULL, fixture_setup, test_start_position,
              fixture_teardown);
  g_test_add ("/xq/widgets/board-view/flipped", Fixture, NULL, fixture_setup, test_flipped, fixture_teardown);
  g_test_add ("/xq/widgets/board-view/last-move", Fixture, NULL, fixture_setup, test_last_move, fixture_teardown);
  g_test_add ("/xq/widgets/board-view/marks", Fixture, NULL, fixture_setup, test_marks, fixture_teardown);
  g_test_add ("/xq/widgets/board-view/step-arrow", Fixture, NULL, fixture_setup, test_step_arrow, fixture_teardown);
  g_test_add ("/xq/widgets/board-view/selection", Fixture, NULL, fixture_setup, test_selection, fixture_teardown);
  g_test_add ("/xq/widgets/board-view/setup", Fixture, NULL, fixture_setup, test_setup, fixture_teardown);
  g_test_add ("/xq/widgets/board-view/dark", Fixture, NULL, fixture_setup, test_dark, fixture_teardown);
  g_test_add ("/xq/widgets/board-view/point-names", Fixture, NULL, fixture_setup, test_point_names,
              fixture_teardown);
  g_test_add ("/xq/widgets/board-view/piece-sets", Fixture, NULL, fixture_setup, test_piece_sets, fixture_teardown);

  return g_test_run ();
}
