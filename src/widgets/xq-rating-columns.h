/* xq-rating-columns.h: the standings' rating columns — each player's rating change and
 * performance in a rated event (xq-event-ratings.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-tournament.h"

G_BEGIN_DECLS

typedef struct _XqRatingColumns XqRatingColumns;

/* Columns at the end of @view, whose rows are XqStandingItem. */
XqRatingColumns *xq_rating_columns_new (GtkColumnView *view) G_GNUC_WARN_UNUSED_RESULT;
void             xq_rating_columns_free (XqRatingColumns *self);
/* Shows the ratings of @data (nullable): no columns for an event that is not rated. */
void xq_rating_columns_update (XqRatingColumns   *self,
                               const XqEventData *data);

G_END_DECLS
