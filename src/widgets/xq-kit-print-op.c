/* xq-kit-print-op.c: the kit's documents through GtkPrintOperation
 *
 * The kit lays its pages out in points on the full page (its own margins), so the operation runs
 * in GTK_UNIT_POINTS with use-full-page, on A4 (the wall chart landscape).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit-print-op"

#include "config.h"

#include "xq-kit-print-op.h"

#include <glib/gi18n.h>

#include "xq-file-dialogs.h"
#include "xq-kit-table.h"
#include "xq-qr-view.h"

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                XqKitPrint        *print)
{
  guint pages = xq_kit_print_layout (print, gtk_print_context_get_cairo_context (context), gtk_print_context_get_width (context),
                                     gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, (int) pages);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              XqKitPrint        *print)
{
  xq_kit_print_draw_page (print, gtk_print_context_get_cairo_context (context), (guint) page);
}

/* A4 in the orientation the document wants. */
static void
set_paper (GtkPrintOperation *operation,
           gboolean           landscape)
{
  g_autoptr (GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr (GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);

  gtk_page_setup_set_paper_size (setup, a4);
  gtk_page_setup_set_orientation (setup, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
}

static gboolean
run (GtkPrintOperation      *operation,
     GtkWindow              *parent,
     const char             *name,
     GtkPrintOperationAction action,
     const char             *export_to,
     GError                **error)
{
  GtkPrintOperationResult result;

  gtk_print_operation_set_job_name (operation, name);
  if (export_to != NULL)
    gtk_print_operation_set_export_filename (operation, export_to);
  else
    {
      g_autofree char *file = g_strdup_printf ("%s.pdf", name);
      xq_file_dialog_print_to (operation, file);
    }
  result = gtk_print_operation_run (operation, action, parent, error);
  if (result == GTK_PRINT_OPERATION_RESULT_APPLY && export_to == NULL)
    xq_file_dialog_printed (operation);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}

gboolean
xq_kit_print_op_run (GtkWindow              *parent,
                     XqStore                *store,
                     gint64                  event_id,
                     XqKitDocument           document,
                     guint                   round,
                     XqLang                  lang,
                     GtkPrintOperationAction action,
                     const char             *export_to,
                     int                    *n_pages,
                     GError                **error)
{
  g_autoptr (XqKitEvent)        kit = NULL;
  g_autoptr (XqKitPrint)        print = NULL;
  g_autoptr (GtkPrintOperation) operation = NULL;
  g_autofree char              *name = NULL;
  XqEventData                  *data;
  gboolean                      ok;

  data = store != NULL ? xq_store_load_event (store, event_id, error) : NULL;
  if (data == NULL)
    {
      if (store == NULL)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("No event is open"));
      return FALSE;
    }
  name = g_strdup_printf ("%s %s", data->event.name, xq_kit_document_to_string (document));
  kit = xq_kit_event_new (data, NULL, lang);
  print = xq_kit_print_new (kit, document, round, error);
  if (print == NULL)
    return FALSE;
  operation = gtk_print_operation_new ();
  set_paper (operation, xq_kit_print_get_landscape (print));
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), print);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), print);
  ok = run (operation, parent, name, action, export_to, error);
  if (n_pages != NULL)
    *n_pages = (int) xq_kit_print_get_n_pages (print);
  return ok;
}

typedef struct
{
  const char *title;
  const char *url;
} QrPage;

static void
qr_begin_cb (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             QrPage            *page)
{
  gtk_print_operation_set_n_pages (operation, 1);
}

static void
qr_draw_cb (GtkPrintOperation *operation,
            GtkPrintContext   *context,
            int                n,
            QrPage            *page)
{
  cairo_t                *cr = gtk_print_context_get_cairo_context (context);
  double                  w = gtk_print_context_get_width (context), h = gtk_print_context_get_height (context);
  double                  size = MIN (w, h) * 0.62, y = 72;
  g_autoptr (PangoLayout) title = xq_kit_layout_new (cr, NULL, "Sans Bold 24px");
  g_autoptr (PangoLayout) hint = xq_kit_layout_new (cr, NULL, "Sans 16px");
  g_autoptr (PangoLayout) url = xq_kit_layout_new (cr, NULL, "Sans Bold 20px");
  int                     lw, lh;

  for (int i = 0; i < 3; i++)
    {
      PangoLayout *l = i == 0 ? title : i == 1 ? hint
                                               : url;
      pango_layout_set_width (l, (int) ((w - 96) * PANGO_SCALE));
      pango_layout_set_alignment (l, PANGO_ALIGN_CENTER);
    }
  pango_layout_set_text (title, page->title, -1);
  /* Translators: printed above the QR code of the event's pages */
  pango_layout_set_text (hint, _ ("Pairings, standings and your own games on your phone: scan the code, or type the "
                                  "address, on the club's network"),
                         -1);
  pango_layout_set_text (url, page->url, -1);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, 48, y);
  pango_cairo_show_layout (cr, title);
  pango_layout_get_size (title, &lw, &lh);
  y += (double) lh / PANGO_SCALE + 18;
  cairo_move_to (cr, 48, y);
  pango_cairo_show_layout (cr, hint);
  pango_layout_get_size (hint, &lw, &lh);
  y += (double) lh / PANGO_SCALE + 24;
  xq_qr_view_draw (cr, page->url, (w - size) / 2, y, size);
  y += size + 24;
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, 48, y);
  pango_cairo_show_layout (cr, url);
}

gboolean
xq_kit_print_op_run_qr (GtkWindow              *parent,
                        const char             *title,
                        const char             *url,
                        GtkPrintOperationAction action,
                        const char             *export_to,
                        GError                **error)
{
  g_autoptr (GtkPrintOperation) operation = gtk_print_operation_new ();
  QrPage                        page = { title, url };

  set_paper (operation, FALSE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (qr_begin_cb), &page);
  g_signal_connect (operation, "draw-page", G_CALLBACK (qr_draw_cb), &page);
  return run (operation, parent, title, action, export_to, error);
}
