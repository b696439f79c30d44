/* xq-review-panel.h: the game review under the board: its graph, progress, stop, write, close
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_REVIEW_PANEL (xq_review_panel_get_type ())

G_DECLARE_FINAL_TYPE (XqReviewPanel, xq_review_panel, XQ, REVIEW_PANEL, GtkWidget)

GtkWidget *xq_review_panel_new (void);

/* The review shown (the panel shows itself while there is one) and its game. */
void xq_review_panel_set_models (XqReviewPanel *self,
                                 XqReviewModel *review,
                                 XqGameModel   *game);
/* Returns: (transfer none): the graph */
GtkWidget *xq_review_panel_get_graph (XqReviewPanel *self);

G_END_DECLS
