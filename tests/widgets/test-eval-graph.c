/* test-eval-graph.c: the game review under the board (issue 28): the graph of a real game with
 * its rule events drawn, a click that goes to a ply, the panel's progress, Stop and Close, the
 * engine lines with a forbidden first move in the analysis view
 *
 * Against Debian's Fairy-Stockfish (skipped without it), at fixed depths; nothing is timed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-analysis-model.h"
#include "xq-analysis-view.h"
#include "xq-board-view.h"
#include "xq-engine-test.h"
#include "xq-eval-graph.h"
#include "xq-game-model.h"
#include "xq-review-model.h"
#include "xq-review-panel.h"
#include "xq-test-util.h"

static gboolean
is_event_red (XqTestPixel p)
{
  return p.a > 100 && p.r > 180 && p.g < 90 && p.b < 90;
}

static gboolean
is_accent (XqTestPixel p)
{
  return p.b > 180 && p.r < 120 && p.g > 90 && p.g < 170;
}

/* A review of the real game at depth 1: the panel shows, its graph draws a red flag at each
 * forbidden cycle's ply and the current move in blue; a click goes to the ply clicked; another
 * line shown turns the graph stale; Close hides the panel. */
static void
test_graph (void)
{
  XqGameModel            *game;
  XqGame                 *record;
  XqReviewModel          *review;
  XqReviewPanel          *panel;
  XqEvalGraph            *graph;
  GtkWindow              *window;
  g_autoptr (GdkTexture)  texture = NULL;
  g_autoptr (XqTestImage) image = NULL;
  const XqFinding        *events;
  guint                   n_events, timeout;
  GtkWidget              *close;
  GtkGesture             *click = NULL;

  if (!xq_engine_test_have_engine () || (record = xq_engine_test_load_real_game ()) == NULL)
    return;
  game = xq_game_model_new ();
  xq_game_model_take_game (game, record);
  review = xq_review_model_new (game);
  panel = XQ_REVIEW_PANEL (g_object_ref_sink (xq_review_panel_new ()));
  xq_review_panel_set_models (panel, review, game);
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0); /* the panel hides itself until there is a review */

    gtk_widget_set_size_request (box, 640, 200);
    gtk_box_append (GTK_BOX (box), GTK_WIDGET (panel));
    window = xq_test_show (box, 640, 200);
  }
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));

  xq_review_model_set_limit (review, 1, 0);
  xq_review_model_start (review);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (xq_test_find_button (GTK_WIDGET (panel), "_Stop"))));
  timeout = g_timeout_add_seconds (120, xq_engine_test_timeout_cb, (gpointer) "the engine's answer");
  while (xq_review_model_get_running (review))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (xq_test_find_button (GTK_WIDGET (panel), "_Stop"))));
  xq_game_model_set_ply (game, 10);

  graph = XQ_EVAL_GRAPH (xq_review_panel_get_graph (panel));
  xq_test_wait_for_paint (GTK_WIDGET (graph));
  texture = xq_test_render (GTK_WIDGET (graph));
  xq_test_save (texture, "eval-graph");
  image = xq_test_image_new (texture);

  /* A red pennant above the graph at each forbidden cycle's ply; none at the start */
  events = xq_review_model_get_events (review, &n_events);
  g_assert_cmpuint (n_events, >=, 5);
  g_assert_cmpint (xq_review_event_kind (&events[0]), ==, XQ_REVIEW_EVENT_FORBIDDEN);
  g_assert_cmpuint (xq_test_image_count (image, xq_eval_graph_ply_x (graph, events[0].ply) + 3, 5, 2, is_event_red),
                    >, 3);
  g_assert_cmpuint (xq_test_image_count (image, xq_eval_graph_ply_x (graph, 2) + 3, 5, 2, is_event_red), ==, 0);
  /* The current move */
  g_assert_cmpuint (xq_test_image_count (image, xq_eval_graph_ply_x (graph, 10), 50, 1, is_accent), >, 3);

  /* A click on ply 30 goes there */
  {
    GListModel *list = gtk_widget_observe_controllers (GTK_WIDGET (graph));

    for (guint i = 0; i < g_list_model_get_n_items (list) && click == NULL; i++)
      {
        g_autoptr (GObject) controller = g_list_model_get_item (list, i);
        if (GTK_IS_GESTURE_CLICK (controller))
          click = GTK_GESTURE (controller);
      }
    g_object_unref (list);
  }
  g_assert_nonnull (click);
  g_assert_cmpuint (xq_eval_graph_ply_at (graph, xq_eval_graph_ply_x (graph, 30)), ==, 30);
  g_signal_emit_by_name (click, "pressed", 1, xq_eval_graph_ply_x (graph, 30), 50.0);
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 30);
  g_assert_cmpuint (xq_eval_graph_ply_at (graph, -100), ==, G_MAXUINT);

  /* Another line: the review says so, and a click does nothing */
  {
    XqPosition pos = *xq_game_model_get_position (game);
    XqMoveList legal;
    XqMove     other = XQ_MOVE_NONE;

    xq_generate_legal (&pos, &legal);
    for (guint i = 0; i < legal.n && other == XQ_MOVE_NONE; i++)
      if (legal.moves[i] != xq_game_model_get_move_at (game, 31))
        other = legal.moves[i];
    g_assert_true (xq_game_model_play_move (game, other, NULL));
  }
  g_assert_true (xq_review_model_get_stale (review));
  g_assert_nonnull (xq_test_find_label (GTK_WIDGET (panel),
                                        "The game shows another line than the one reviewed: review it again to see "
                                        "this one."));
  g_signal_emit_by_name (click, "pressed", 1, xq_eval_graph_ply_x (graph, 5), 50.0);
  g_assert_cmpuint (xq_game_model_get_ply (game), ==, 31);

  /* Close */
  close = xq_test_find_type (GTK_WIDGET (panel), GTK_TYPE_BUTTON);
  while (close != NULL && g_strcmp0 (gtk_widget_get_tooltip_text (close), "Close the Review") != 0)
    close = gtk_widget_get_next_sibling (close);
  g_assert_nonnull (close);
  g_signal_emit_by_name (close, "clicked");
  g_assert_false (xq_review_model_get_active (review));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));

  gtk_window_destroy (window);
  g_object_unref (window);
  xq_test_flush ();
  g_assert_finalize_object (panel);
  g_object_run_dispose (G_OBJECT (review));
  g_assert_finalize_object (review);
  g_assert_finalize_object (game);
}

static gboolean
lines_at_depth (XqAnalysisModel *analysis)
{
  guint                 n;
  const XqAnalysisLine *lines = xq_analysis_model_get_lines (analysis, &n);

  return n > 0 && lines[n - 1].depth == 8 && lines[0].depth == 8;
}

/* The analysis view: the allowed lines, then the forbidden one struck through with its reason,
 * the best allowed move named above them; the board draws an arrow for each line. */
static void
test_analysis_view (void)
{
  const char      *moves[] = { "h6g6", "g9i7", "g6h6", "i7g9" };
  XqGameModel     *game;
  XqAnalysisModel *analysis;
  XqAnalysisView  *view;
  GtkWindow       *window;
  GtkWidget       *label, *row;
  XqPosition       pos;
  guint            timeout, forbidden_rows = 0, rows = 0;

  if (!xq_engine_test_have_engine ())
    return;
  game = xq_game_model_new ();
  g_assert_true (xq_position_from_fen (&pos, "3ak1b2/4a4/4b4/r3C2R1/p8/9/P8/4p4/4p4/5K3 w - - 0 1", NULL));
  xq_game_model_set_start_position (game, &pos);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      XqMove m;
      g_assert_true (xq_move_from_iccs (moves[i], &m));
      g_assert_true (xq_game_model_play_move (game, m, NULL));
    }
  analysis = xq_analysis_model_new (game);
  xq_analysis_model_set_depth_limit (analysis, 8);
  view = XQ_ANALYSIS_VIEW (g_object_ref_sink (xq_analysis_view_new ()));
  xq_analysis_view_set_model (view, analysis);
  window = xq_test_show (GTK_WIDGET (view), 400, 300);
  /* The switch: on (the view is on screen) */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (xq_test_find_type (GTK_WIDGET (view), GTK_TYPE_TOGGLE_BUTTON)),
                                TRUE);
  g_assert_true (xq_analysis_model_get_active (analysis));
  timeout = g_timeout_add_seconds (60, xq_engine_test_timeout_cb, (gpointer) "the engine's answer");
  while (!lines_at_depth (analysis))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  xq_test_flush ();

  label = xq_test_find_label (GTK_WIDGET (view), xq_analysis_model_get_advice (analysis));
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "车二平三"));
  /* Rows: three allowed, then the forbidden one */
  row = gtk_widget_get_first_child (gtk_widget_get_next_sibling (label));
  for (; row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row))
      {
        gboolean forbidden = gtk_widget_has_css_class (row, "forbidden");

        g_assert_true (forbidden_rows == 0 || forbidden); /* after the allowed ones */
        forbidden_rows += forbidden;
        rows++;
      }
  g_assert_cmpuint (rows, ==, 4);
  g_assert_cmpuint (forbidden_rows, ==, 1);
  label = xq_test_find_label (GTK_WIDGET (view), xq_analysis_model_get_lines (analysis, &rows)[3].forbidden);
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (xq_test_find_type (GTK_WIDGET (view), GTK_TYPE_TOGGLE_BUTTON)),
                                FALSE);
  gtk_window_destroy (window);
  g_object_unref (window);
  xq_test_flush ();
  g_assert_finalize_object (view);
  g_object_run_dispose (G_OBJECT (analysis));
  xq_test_flush ();
  g_assert_finalize_object (analysis);
  g_assert_finalize_object (game);
}

/* The board draws each line's first move: the best thickest; a forbidden one dashed in red. */
static void
test_board_hints (void)
{
  XqGameModel            *game = xq_game_model_new ();
  XqBoardView            *board = XQ_BOARD_VIEW (g_object_ref_sink (xq_board_view_new ()));
  GtkWindow              *window;
  GVariantBuilder         hints;
  XqMove                  first, second;
  double                  x1, y1, x2, y2;
  g_autoptr (GdkTexture)  texture = NULL;
  g_autoptr (XqTestImage) image = NULL;

  xq_board_view_set_game (board, game);
  window = xq_test_show (GTK_WIDGET (board), 540, 600);
  g_assert_true (xq_move_from_iccs ("h0g2", &first));  /* 马二进三 */
  g_assert_true (xq_move_from_iccs ("b2b6", &second)); /* 炮八进四 */
  g_variant_builder_init (&hints, G_VARIANT_TYPE ("a(qyb)"));
  g_variant_builder_add (&hints, "(qyb)", (guint16) first, (guint8) 100, FALSE);
  g_variant_builder_add (&hints, "(qyb)", (guint16) second, (guint8) 70, TRUE);
  xq_board_view_set_hints (board, g_variant_builder_end (&hints));
  xq_test_wait_for_paint (GTK_WIDGET (board));
  texture = xq_test_render (GTK_WIDGET (board));
  xq_test_save (texture, "board-hints");
  image = xq_test_image_new (texture);

  /* The forbidden arrow's middle (b4, an empty point) is red */
  g_assert_true (xq_board_view_get_square_center (board, xq_square_make (1, 4), &x1, &y1));
  g_assert_cmpuint (xq_test_image_count (image, x1, y1, 3, xq_test_is_red), >, 5);
  /* The best move's arrow crosses between h0 and g2, over no piece */
  g_assert_true (xq_board_view_get_square_center (board, xq_square_make (7, 0), &x1, &y1));
  g_assert_true (xq_board_view_get_square_center (board, xq_square_make (6, 2), &x2, &y2));
  g_assert_cmpuint (xq_test_image_count (image, (x1 + x2) / 2, (y1 + y2) / 2, 2, xq_test_is_red), ==, 0);

  gtk_window_destroy (window);
  g_object_unref (window);
  xq_test_flush ();
  g_assert_finalize_object (board);
  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);

  g_test_add_func ("/xq/widgets/eval-graph/graph", test_graph);
  g_test_add_func ("/xq/widgets/eval-graph/analysis-view", test_analysis_view);
  g_test_add_func ("/xq/widgets/eval-graph/board-hints", test_board_hints);

  return g_test_run ();
}
