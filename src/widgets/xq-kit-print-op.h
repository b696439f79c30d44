/* xq-kit-print-op.h: printing the event kit (and the published address as a QR code) through
 * the print dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-kit-print.h"
#include "xq-store.h"

G_BEGIN_DECLS

/* Prints @document of event @event_id of @store (round @round, 0: the latest) in @lang, through
 * the print dialog, or with GTK_PRINT_OPERATION_ACTION_EXPORT straight to the PDF @export_to;
 * @n_pages (nullable). FALSE with @error when there is nothing to print. */
gboolean xq_kit_print_op_run (GtkWindow              *parent,
                              XqStore                *store,
                              gint64                  event_id,
                              XqKitDocument           document,
                              guint                   round,
                              XqLang                  lang,
                              GtkPrintOperationAction action,
                              const char             *export_to,
                              int                    *n_pages,
                              GError                **error);
/* Prints a page with @title, the QR code of @url large, and @url under it. */
gboolean xq_kit_print_op_run_qr (GtkWindow              *parent,
                                 const char             *title,
                                 const char             *url,
                                 GtkPrintOperationAction action,
                                 const char             *export_to,
                                 GError                **error);

G_END_DECLS
