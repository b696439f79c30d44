/* xq-ruling-banner.h: the verdict when the current position closes a cycle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_RULING_BANNER (xq_ruling_banner_get_type ())

G_DECLARE_FINAL_TYPE (XqRulingBanner, xq_ruling_banner, XQ, RULING_BANNER, GtkWidget)

GtkWidget          *xq_ruling_banner_new (void);

XqExplanationModel *xq_ruling_banner_get_model (XqRulingBanner *self);
void                xq_ruling_banner_set_model (XqRulingBanner     *self,
                                                XqExplanationModel *model);

G_END_DECLS
