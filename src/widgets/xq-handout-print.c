/* xq-handout-print.c: a coach's handout — the Library's examples listed, several diagrams a page
 *
 * Six examples to an A4 page, in two columns: each its title, the rule book and clause, the start
 * position with the first move as an arrow (as the Library shows it), and the start of its
 * explanation. Every page is headed by the handout's title and ends with its number.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-handout-print"

#include "config.h"

#include "xq-handout-print.h"

#include <glib/gi18n.h>

#include "xq-board-render.h"
#include "xq-example-item.h"
#include "xq-file-dialogs.h"
#include "xq-game-model.h"
#include "xq-model-types.h"
#include "xq-piece-set.h"

#define COLUMNS  2
#define ROWS     3
#define PER_PAGE (COLUMNS * ROWS)
#define GAP      18.0
#define HEAD     30.0 /* the page's heading */
#define FOOT     16.0 /* the page number */

typedef struct
{
  char       *title;
  GListModel *examples;
  XqPieceSet *pieces; /* (transfer none): sets live as long as the process */
  int         n_pages;
} Handout;

static void
handout_free (Handout *h)
{
  g_free (h->title);
  g_object_unref (h->examples);
  g_free (h);
}

static PangoLayout *
text_at (GtkPrintContext *context,
         cairo_t         *cr,
         const char      *font,
         const char      *text,
         double           x,
         double           y,
         double           width,
         int              lines)
{
  PangoLayout          *layout = gtk_print_context_create_pango_layout (context);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, pango_units_from_double (width));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, -lines);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  return layout;
}

static double
show (GtkPrintContext *context,
      cairo_t         *cr,
      const char      *font,
      const char      *text,
      double           x,
      double           y,
      double           width,
      int              lines)
{
  g_autoptr (PangoLayout) layout = text_at (context, cr, font, text, x, y, width, lines);
  int                     h;

  pango_layout_get_pixel_size (layout, NULL, &h);
  return y + h;
}

/* One example in the cell at @x, @y of @width × @height. */
static void
draw_example (Handout         *h,
              GtkPrintContext *context,
              cairo_t         *cr,
              XqExampleItem   *item,
              double           x,
              double           y,
              double           width,
              double           height)
{
  g_autoptr (XqGameModel) game = xq_game_model_new ();
  g_autoptr (GArray)      marks = xq_marks_new ();
  g_autofree char        *meta = NULL;
  XqBoardPalette          palette;
  XqMove                  first;
  double                  board_w, board_h, top = y;

  xq_game_model_take_game (game, xq_example_item_dup_game (item, G_MAXUINT));
  first = xq_game_model_get_move_at (game, 1);
  if (first != XQ_MOVE_NONE)
    xq_marks_add (marks, XQ_MARK_MOVE, xq_move_from (first), xq_move_to (first));

  cairo_set_source_rgb (cr, 0, 0, 0);
  top = show (context, cr, "Sans Bold 10", xq_example_item_get_title (item), x, top, width, 2);
  /* Translators: the rule book and the clause of a library example, e.g. "CXA rules · CXA 26.4" */
  meta = g_strdup_printf (_ ("%s · %s"), xq_example_item_get_rules (item), xq_example_item_get_clause (item));
  top = show (context, cr, "Sans 8", meta, x, top + 1, width, 1) + 4;

  /* The diagram as large as the cell leaves room for, under three lines of explanation */
  board_h = MIN (height - (top - y) - 44, width / XQ_BOARD_ASPECT);
  board_w = board_h * XQ_BOARD_ASPECT;
  xq_board_palette_init (&palette, FALSE);
  cairo_save (cr);
  cairo_translate (cr, x + (width - board_w) / 2, top);
  xq_board_render (cr, board_w, board_h, xq_game_model_get_start_position (game), XQ_MOVE_NONE, marks, h->pieces, FALSE,
                   XQ_BOARD_COORDINATES_TRADITIONAL, &palette);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  show (context, cr, "Sans 8", xq_example_item_get_explanation (item), x, top + board_h + 4, width, 3);
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                Handout           *h)
{
  guint n = g_list_model_get_n_items (h->examples);

  h->n_pages = MAX (1, (int) ((n + PER_PAGE - 1) / PER_PAGE));
  gtk_print_operation_set_n_pages (operation, h->n_pages);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              Handout           *h)
{
  cairo_t         *cr = gtk_print_context_get_cairo_context (context);
  double           width = gtk_print_context_get_width (context);
  double           height = gtk_print_context_get_height (context);
  double           cell_w = (width - GAP * (COLUMNS - 1)) / COLUMNS;
  double           cell_h = (height - HEAD - FOOT - GAP * (ROWS - 1)) / ROWS;
  guint            n = g_list_model_get_n_items (h->examples);
  g_autofree char *footer = g_strdup_printf (_ ("Page %d of %d"), page + 1, h->n_pages);

  cairo_set_source_rgb (cr, 0, 0, 0);
  show (context, cr, "Sans Bold 13", h->title, 0, 0, width, 1);
  for (guint k = 0; k < PER_PAGE && (guint) page * PER_PAGE + k < n; k++)
    {
      g_autoptr (XqExampleItem) item = g_list_model_get_item (h->examples, (guint) page * PER_PAGE + k);
      double                    x = (k % COLUMNS) * (cell_w + GAP);
      double                    y = HEAD + (k / COLUMNS) * (cell_h + GAP);

      draw_example (h, context, cr, item, x, y, cell_w, cell_h);
    }
  {
    g_autoptr (PangoLayout) layout = text_at (context, cr, "Sans 8", "", 0, 0, width, 1);
    int                     w;

    pango_layout_set_text (layout, footer, -1);
    pango_layout_get_pixel_size (layout, &w, NULL);
    cairo_move_to (cr, width - w, height - FOOT + 4);
    pango_cairo_show_layout (cr, layout);
  }
}

gboolean
xq_handout_print (GtkWindow              *parent,
                  GListModel             *examples,
                  const char             *title,
                  XqPieceSet             *pieces,
                  GtkPrintOperationAction action,
                  const char             *export_to,
                  int                    *n_pages,
                  GError                **error)
{
  g_autoptr (GtkPrintOperation) operation = NULL;
  Handout                      *h;
  gboolean                      ok;

  g_return_val_if_fail (G_IS_LIST_MODEL (examples), FALSE);
  g_return_val_if_fail (title != NULL, FALSE);
  g_return_val_if_fail (XQ_IS_PIECE_SET (pieces), FALSE);

  if (g_list_model_get_n_items (examples) == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("No example is listed: there is nothing to print"));
      return FALSE;
    }
  h = g_new0 (Handout, 1);
  h->title = g_strdup (title);
  h->examples = g_object_ref (examples);
  h->pieces = pieces;
  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, title);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), h);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), h);
  {
    g_autofree char *name = g_strdup_printf ("%s.pdf", title);
    ok = xq_file_dialog_run_print (operation, parent, action, export_to, name, error);
  }
  if (n_pages != NULL)
    *n_pages = h->n_pages;
  handout_free (h);
  return ok;
}
