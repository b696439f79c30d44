/* xq-handout-print.h: a coach's handout — the Library's examples listed, several diagrams a page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-piece-set.h"

G_BEGIN_DECLS

/* Prints @examples (XqExampleItem), six to a page under @title, drawn with @pieces: through the
 * print dialog, or straight to the PDF @export_to with GTK_PRINT_OPERATION_ACTION_EXPORT.
 * @n_pages (out) (optional): the pages printed. */
gboolean xq_handout_print (GtkWindow              *parent,
                           GListModel             *examples,
                           const char             *title,
                           XqPieceSet             *pieces,
                           GtkPrintOperationAction action,
                           const char             *export_to,
                           int                    *n_pages,
                           GError                **error);

G_END_DECLS
