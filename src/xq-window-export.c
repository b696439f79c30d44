/* xq-window-export.c: exporting the board (PNG, SVG, PDF), printing, the ruling report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window-export"

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>

#include "xq-board-render.h"
#include "xq-file-dialogs.h"
#include "xq-nature-item.h"
#include "xq-ruling-report.h"
#include "xq-window-private.h"

/* The exported board: 1000 px (PNG) or 500 pt (SVG, PDF) wide. */
#define EXPORT_WIDTH 1000.0

/* "Board – Li vs Wang – move 27.png": what is exported, the game, the move shown. */
char *
xq_window_file_name (XqWindow   *self,
                     const char *what,
                     const char *suffix)
{
  const char      *title = xq_game_model_get_title (self->game);
  guint            ply = xq_game_model_get_ply (self->game);
  g_autofree char *move = NULL;
  GString         *name = g_string_new (what);

  if (*title != '\0')
    g_string_append_printf (name, " – %s", title);
  if (ply > 0)
    {
      /* Translators: part of a file name, the number of the move shown ("Ruling – Li vs Wang – move 27.pdf") */
      move = g_strdup_printf (_ ("move %u"), xq_game_model_get_position_at (self->game, ply - 1)->fullmove);
      g_string_append_printf (name, " – %s", move);
    }
  g_string_append_printf (name, ".%s", suffix);
  return g_string_free (name, FALSE);
}

static cairo_status_t
write_bytes (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static const XqPosition *
shown_position (XqWindow *self)
{
  if (self->setup != NULL)
    return xq_setup_model_get_position (self->setup);
  return xq_game_model_get_position (self->game);
}

static void
render_board (XqWindow *self,
              cairo_t  *cr,
              double    width,
              double    height)
{
  XqBoardPalette palette;
  XqPieceSet    *pieces = xq_piece_set_lookup (xq_board_view_get_piece_set (self->board_view), NULL);

  xq_board_palette_init (&palette, FALSE);
  xq_board_render (cr, width, height, shown_position (self),
                   self->setup != NULL ? XQ_MOVE_NONE : xq_game_model_get_last_move (self->game),
                   xq_board_view_get_marks (self->board_view), pieces, xq_board_view_get_flipped (self->board_view),
                   xq_board_view_get_coordinates (self->board_view), &palette);
}

/* The board as it is shown (with its arrows), in the format the file name asks for. */
static GBytes *
export_board (XqWindow   *self,
              const char *name)
{
  GByteArray      *data = g_byte_array_new ();
  double           width = EXPORT_WIDTH, height = EXPORT_WIDTH / XQ_BOARD_ASPECT;
  cairo_surface_t *surface;
  cairo_t         *cr;
  g_autofree char *lower = g_ascii_strdown (name, -1);

  if (g_str_has_suffix (lower, ".svg"))
    surface = cairo_svg_surface_create_for_stream (write_bytes, data, width / 2, height / 2);
  else if (g_str_has_suffix (lower, ".pdf"))
    surface = cairo_pdf_surface_create_for_stream (write_bytes, data, width / 2, height / 2);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);

  cr = cairo_create (surface);
  if (cairo_surface_get_type (surface) != CAIRO_SURFACE_TYPE_IMAGE)
    {
      cairo_scale (cr, 0.5, 0.5);
    }
  render_board (self, cr, width, height);
  cairo_destroy (cr);
  if (cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE)
    cairo_surface_write_to_png_stream (surface, write_bytes, data);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  return g_byte_array_free_to_bytes (data);
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    XqWindow        *self)
{
  g_autoptr (GFile)  file = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char   *name = NULL;

  if (response != GTK_RESPONSE_ACCEPT || (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))) == NULL)
    {
      g_object_unref (dialog);
      return;
    }
  g_object_unref (dialog);
  xq_file_dialog_remember (XQ_FILE_KIND_IMAGE, file);

  name = g_file_get_basename (file);
  bytes = export_board (self, name);
  if (!g_file_replace_contents (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL, NULL, &error))
    {
      g_autofree char *message = g_strdup_printf (_ ("Cannot export: %s"), error->message);
      xq_window_toast (self, message);
      return;
    }
  xq_window_toast (self, _ ("Board exported"));
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *suffix)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_suffix (filter, suffix);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
export_board_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqWindow             *self = XQ_WINDOW (widget);
  GtkFileChooserNative *dialog;
  /* Translators: the start of the name of an exported board picture */
  g_autofree char *name = xq_window_file_name (self, _ ("Board"), "png");

  dialog = gtk_file_chooser_native_new (_ ("Export the Board"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _ ("_Export"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  add_filter (GTK_FILE_CHOOSER (dialog), _ ("PNG Image"), "png");
  add_filter (GTK_FILE_CHOOSER (dialog), _ ("SVG Image"), "svg");
  add_filter (GTK_FILE_CHOOSER (dialog), _ ("PDF Document"), "pdf");
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_IMAGE, name);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Printing: the diagram and the game's moves, continued on further pages when needed. */

typedef struct
{
  XqWindow  *self;
  GPtrArray *lines;       /* one round per line: "12. 炮二平五  马8进7" */
  char      *explanation; /* of the move shown, under the diagram (Pango markup), or NULL */
  guint      lines_first_page;
  guint      lines_per_page;
  guint      game_pages; /* then the review's pages (xq-window-review.c) */
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  g_ptr_array_unref (job->lines);
  g_free (job->explanation);
  g_free (job);
}

static GPtrArray *
round_lines (XqGameModel *game)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  GString   *line = NULL;
  guint      n = xq_game_model_get_n_plies (game);

  for (guint ply = 1; ply <= n; ply++)
    {
      const XqPosition *before = xq_game_model_get_position_at (game, ply - 1);
      g_autofree char  *move = xq_game_model_format_move_at (game, ply, xq_game_model_get_notation (game));

      if (before->side == XQ_RED || line == NULL)
        {
          if (line != NULL)
            g_ptr_array_add (lines, g_string_free (line, FALSE));
          line = g_string_new (NULL);
          g_string_append_printf (line, before->side == XQ_RED ? "%u. %s" : "%u. …  %s", before->fullmove, move);
        }
      else
        g_string_append_printf (line, "  %s", move);
    }
  if (line != NULL)
    g_ptr_array_add (lines, g_string_free (line, FALSE));
  return lines;
}

PangoLayout *
xq_window_print_layout (GtkPrintContext *context,
                        const char      *text,
                        double           size,
                        gboolean         bold)
{
  PangoLayout          *layout = gtk_print_context_create_pango_layout (context);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans");

  pango_font_description_set_size (desc, (int) (size * PANGO_SCALE));
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (desc);
  return layout;
}

/* What the explanation pane says of the move shown, as Pango markup: the move, the ruling when it
 * closes a cycle (with its clause), what the move is and the evidence, the game's comment. NULL
 * when there is nothing to say. */
static char *
explanation_markup (XqExplanationModel *model)
{
  g_autoptr (GString) text = g_string_new (NULL);
  const char         *heading = xq_explanation_model_get_heading (model);
  const char         *comment = xq_explanation_model_get_comment (model);
  const char         *status = xq_explanation_model_get_status (model);
  GListModel         *natures = xq_explanation_model_get_natures (model);
  const char *const  *evidence = xq_explanation_model_get_evidence (model);
  gboolean            said = FALSE;

  if (heading != NULL && *heading != '\0')
    {
      g_autofree char *line = g_markup_escape_text (heading, -1);
      g_string_append_printf (text, "<b>%s</b>", line);
    }
  if (xq_explanation_model_get_ruling_active (model))
    {
      g_autofree char *title = g_markup_escape_text (xq_explanation_model_get_ruling_title (model), -1);
      g_autofree char *detail = g_markup_escape_text (xq_explanation_model_get_ruling_detail (model), -1);
      g_autofree char *clause = g_markup_escape_text (xq_explanation_model_get_ruling_clause (model), -1);
      g_string_append_printf (text, "\n<b>%s</b>\n%s\n<i>%s</i>", title, detail, clause);
      said = TRUE;
    }
  if (xq_explanation_model_get_available (model))
    {
      guint n = natures != NULL ? g_list_model_get_n_items (natures) : 0;
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (XqNatureItem) nature = g_list_model_get_item (natures, i);
          g_autofree char         *name = g_markup_escape_text (xq_nature_item_get_name (nature), -1);
          g_string_append_printf (text, "%s%s", i == 0 ? "\n" : " · ", name);
          said = TRUE;
        }
      for (guint i = 0; evidence != NULL && evidence[i] != NULL; i++)
        {
          g_autofree char *line = g_markup_escape_text (evidence[i], -1);
          g_string_append_printf (text, "\n• %s", line);
          said = TRUE;
        }
    }
  else if (status != NULL && *status != '\0')
    {
      g_autofree char *line = g_markup_escape_text (status, -1);
      g_string_append_printf (text, "\n%s", line);
    }
  if (comment != NULL && *comment != '\0')
    {
      g_autofree char *line = g_markup_escape_text (comment, -1);
      g_string_append_printf (text, "\n<i>%s</i>", line);
      said = TRUE;
    }
  return said ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

#define PRINT_LINE 14.0 /* points per line of moves */

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  double height = gtk_print_context_get_height (context);
  double width = gtk_print_context_get_width (context);
  double board_h = (width * 0.62) / XQ_BOARD_ASPECT;
  guint  first, per_page, pages = 1;

  /* Page 1: title, then the diagram with two columns of moves beside it. */
  first = (guint) MAX (1.0, (board_h) / PRINT_LINE) * 1;
  per_page = (guint) MAX (1.0, (height - 40) / PRINT_LINE) * 2;
  job->lines_first_page = first;
  job->lines_per_page = per_page;
  if (job->lines->len > first)
    pages += (job->lines->len - first + per_page - 1) / per_page;
  job->game_pages = pages;
  pages += xq_window_review_print_begin (job->self, context);
  gtk_print_operation_set_n_pages (operation, pages);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintJob          *job)
{
  cairo_t    *cr = gtk_print_context_get_cairo_context (context);
  double      width = gtk_print_context_get_width (context);
  double      y = 0, x_moves, col_width;
  guint       from, to, per_column;
  const char *title = xq_game_model_get_title (job->self->game);

  if ((guint) page >= job->game_pages)
    {
      xq_window_review_print_page (job->self, context, page - job->game_pages);
      return;
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  if (page == 0)
    {
      g_autoptr (PangoLayout) heading = xq_window_print_layout (context, *title != '\0' ? title : _ ("Game"), 14, TRUE);
      const char             *event = xq_game_model_get_tag (job->self->game, "Event");
      double                  board_w = width * 0.62;
      int                     h;

      cairo_move_to (cr, 0, y);
      pango_cairo_show_layout (cr, heading);
      pango_layout_get_pixel_size (heading, NULL, &h);
      y += h + 4;
      if (event != NULL && *title != '\0' && g_strcmp0 (event, title) != 0)
        {
          g_autoptr (PangoLayout) sub = xq_window_print_layout (context, event, 10, FALSE);
          cairo_move_to (cr, 0, y);
          pango_cairo_show_layout (cr, sub);
          pango_layout_get_pixel_size (sub, NULL, &h);
          y += h + 4;
        }
      cairo_save (cr);
      cairo_translate (cr, 0, y + 6);
      render_board (job->self, cr, board_w, board_w / XQ_BOARD_ASPECT);
      cairo_restore (cr);
      if (job->explanation != NULL)
        {
          /* Under the diagram, as wide as it, down to the foot of the page */
          g_autoptr (PangoLayout) text = xq_window_print_layout (context, "", 9, FALSE);
          double                  top = y + 6 + board_w / XQ_BOARD_ASPECT + 12;

          pango_layout_set_markup (text, job->explanation, -1);
          pango_layout_set_width (text, pango_units_from_double (board_w));
          pango_layout_set_height (text, pango_units_from_double (gtk_print_context_get_height (context) - top));
          pango_layout_set_wrap (text, PANGO_WRAP_WORD_CHAR);
          pango_layout_set_ellipsize (text, PANGO_ELLIPSIZE_END);
          cairo_move_to (cr, 0, top);
          pango_cairo_show_layout (cr, text);
        }
      x_moves = board_w + 18;
      col_width = width - x_moves;
      from = 0;
      to = MIN (job->lines->len, job->lines_first_page);
      per_column = to;
      y += 6;
    }
  else
    {
      x_moves = 0;
      col_width = width / 2;
      from = job->lines_first_page + (page - 1) * job->lines_per_page;
      to = MIN (job->lines->len, from + job->lines_per_page);
      per_column = job->lines_per_page / 2;
    }

  for (guint i = from; i < to; i++)
    {
      guint                   k = i - from;
      g_autoptr (PangoLayout) line = xq_window_print_layout (context, g_ptr_array_index (job->lines, i), 10, FALSE);

      cairo_move_to (cr, x_moves + (k / per_column) * col_width, y + (k % per_column) * PRINT_LINE);
      pango_cairo_show_layout (cr, line);
    }
}

/* Prints the diagram and the moves: through the print dialog, or straight to a PDF file with
 * GTK_PRINT_OPERATION_ACTION_EXPORT and @export_to (for tests and scripts). */
gboolean
xq_window_print (XqWindow               *self,
                 GtkPrintOperationAction action,
                 const char             *export_to,
                 int                    *n_pages,
                 GError                **error)
{
  GtkPrintOperation      *operation = gtk_print_operation_new ();
  PrintJob               *job = g_new0 (PrintJob, 1);
  GtkPrintOperationResult result;

  job->self = self;
  job->lines = round_lines (self->game);
  job->explanation = explanation_markup (self->explanation);
  gtk_print_operation_set_job_name (operation, xq_game_model_get_title (self->game));
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  if (export_to != NULL)
    gtk_print_operation_set_export_filename (operation, export_to);
  else
    {
      /* "Print to File" suggests a name from the game, in the folder used last for it */
      /* Translators: the start of the name of a printed game ("Game – Li vs Wang – move 27.pdf") */
      g_autofree char *name = xq_window_file_name (self, _ ("Game"), "pdf");
      xq_file_dialog_print_to (operation, name);
    }
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  result = gtk_print_operation_run (operation, action, GTK_WINDOW (self), error);
  if (result == GTK_PRINT_OPERATION_RESULT_APPLY && export_to == NULL)
    xq_file_dialog_printed (operation);
  if (n_pages != NULL)
    g_object_get (operation, "n-pages", n_pages, NULL);
  g_object_unref (operation);
  print_job_free (job);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  XqWindow          *self = XQ_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!xq_window_print (self, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, NULL, &error))
    xq_window_toast (self, error->message);
}

/* The ruling report */

static void
report_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    XqWindow        *self)
{
  g_autoptr (GFile)  file = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;

  if (response != GTK_RESPONSE_ACCEPT || (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))) == NULL)
    {
      g_object_unref (dialog);
      return;
    }
  g_object_unref (dialog);

  bytes = xq_ruling_report_pdf (self->game, xq_explanation_model_get_profile (self->explanation),
                                xq_board_view_get_piece_set (self->board_view),
                                xq_lang_from_locale () == XQ_LANG_ZH_TW ? XQ_LANG_ZH_TW : XQ_LANG_ZH_CN);
  if (!g_file_replace_contents (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL, NULL, &error))
    {
      g_autofree char *message = g_strdup_printf (_ ("Cannot export: %s"), error->message);
      xq_window_toast (self, message);
      return;
    }
  xq_window_toast (self, _ ("Ruling report exported"));
}

static void
export_ruling_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  XqWindow             *self = XQ_WINDOW (widget);
  GtkFileChooserNative *dialog;
  /* Translators: the start of the name of a ruling report ("Ruling – Li vs Wang – move 27.pdf") */
  g_autofree char *name = xq_window_file_name (self, _ ("Ruling"), "pdf");

  dialog = gtk_file_chooser_native_new (_ ("Export the Ruling Report"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  add_filter (GTK_FILE_CHOOSER (dialog), _ ("PDF Document"), "pdf");
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_REPORT, name);
  g_signal_connect (dialog, "response", G_CALLBACK (report_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
xq_window_class_init_export (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-board", NULL, export_board_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export-ruling", NULL, export_ruling_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export-board",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
}
