/* xq-eval-graph.h: the reviewed game as a graph of the score, its mistakes and its rule events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_EVAL_GRAPH (xq_eval_graph_get_type ())

G_DECLARE_FINAL_TYPE (XqEvalGraph, xq_eval_graph, XQ, EVAL_GRAPH, GtkWidget)

GtkWidget *xq_eval_graph_new (void);

/* The review drawn, and the game whose current move is marked and which a click moves to the
 * ply clicked. */
void xq_eval_graph_set_models (XqEvalGraph   *self,
                               XqReviewModel *review,
                               XqGameModel   *game);
/* The ply at x (widget coordinates), or G_MAXUINT outside the graph or without a review. */
guint xq_eval_graph_ply_at (XqEvalGraph *self,
                            double       x);
/* The x of @ply's point (for tests). */
double xq_eval_graph_ply_x (XqEvalGraph *self,
                            guint        ply);
/* Draws @review's graph into @width × @height of @cr in @fg (the graph's text colour), with a
 * line at ply @current (G_MAXUINT for none): the widget's drawing, and the printed one. */
void xq_eval_graph_draw (XqReviewModel *review,
                         cairo_t       *cr,
                         double         width,
                         double         height,
                         const GdkRGBA *fg,
                         guint          current);
/* How high a score stands, from -1 (Black wins) to 1 (Red wins): centipawns through a logistic
 * curve, so that the first pawns count most. */
double xq_eval_graph_height (int centipawns);

G_END_DECLS
