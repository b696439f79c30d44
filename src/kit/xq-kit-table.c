/* xq-kit-table.c: laying out and drawing a paged table with Pango and cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include "xq-kit-table.h"

#define PAD_X    5.0
#define PAD_Y    3.0
#define MIN_FONT 6.0

typedef struct
{
  char          *heading;
  double         xalign;
  gboolean       stretch;
  XqKitCellStyle style;
  double         width; /* laid out */
} Column;

struct _XqKitTable
{
  double     font_size; /* asked for */
  GArray    *columns;   /* Column */
  GPtrArray *rows;      /* GPtrArray of char * */
  GPtrArray *styles;    /* GByteArray per row: XqKitCellStyle per cell */

  /* Layout */
  char  *lang;
  double size; /* used */
  double row_height;
  double first_height;
  double height;
  guint  first_rows; /* rows on the first page */
  guint  rows_per_page;
};

static void
clear_column (gpointer p)
{
  g_free (((Column *) p)->heading);
}

XqKitTable *
xq_kit_table_new (double font_size)
{
  XqKitTable *self = g_new0 (XqKitTable, 1);

  self->font_size = font_size;
  self->columns = g_array_new (FALSE, TRUE, sizeof (Column));
  g_array_set_clear_func (self->columns, clear_column);
  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  self->styles = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  return self;
}

void
xq_kit_table_free (XqKitTable *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->columns);
  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->styles);
  g_free (self->lang);
  g_free (self);
}

void
xq_kit_table_add_column (XqKitTable    *self,
                         const char    *heading,
                         double         xalign,
                         gboolean       stretch,
                         XqKitCellStyle style)
{
  Column c = { g_strdup (heading), xalign, stretch, style, 0 };

  g_array_append_val (self->columns, c);
}

void
xq_kit_table_add_row (XqKitTable        *self,
                      const char *const *cells)
{
  GPtrArray  *row = g_ptr_array_new_with_free_func (g_free);
  GByteArray *styles = g_byte_array_sized_new (self->columns->len);
  gboolean    ended = FALSE;

  for (guint i = 0; i < self->columns->len; i++)
    {
      guint8 s = (guint8) g_array_index (self->columns, Column, i).style;
      ended = ended || cells[i] == NULL;
      g_ptr_array_add (row, g_strdup (ended ? "" : cells[i]));
      g_byte_array_append (styles, &s, 1);
    }
  g_ptr_array_add (self->rows, row);
  g_ptr_array_add (self->styles, styles);
}

void
xq_kit_table_style_last (XqKitTable    *self,
                         guint          column,
                         XqKitCellStyle style)
{
  GByteArray *styles;

  g_return_if_fail (self->rows->len > 0 && column < self->columns->len);
  styles = g_ptr_array_index (self->styles, self->styles->len - 1);
  styles->data[column] |= (guint8) style;
}

guint
xq_kit_table_get_n_rows (XqKitTable *self)
{
  return self->rows->len;
}

PangoLayout *
xq_kit_layout_new (cairo_t    *cr,
                   const char *lang,
                   const char *font)
{
  PangoLayout          *layout = pango_cairo_create_layout (cr);
  PangoContext         *context = pango_layout_get_context (layout);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  /* Latin letters, digits and ½ from a Latin face; Chinese from the CJK face Sans falls back to
   * (in a Chinese language the CJK face would come first, with its odd ½). */
  if (g_str_equal (pango_font_description_get_family (desc), "Sans"))
    pango_font_description_set_family (desc, "DejaVu Sans, Sans");
  pango_cairo_context_set_resolution (context, 72);
  if (lang != NULL)
    pango_context_set_language (context, pango_language_from_string (lang));
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  return layout;
}

static PangoLayout *
cell_layout (XqKitTable    *self,
             cairo_t       *cr,
             XqKitCellStyle style)
{
  g_autofree char *font = g_strdup_printf ("Sans%s %.1fpx", (style & XQ_KIT_CELL_BOLD) ? " Bold" : "", self->size);

  return xq_kit_layout_new (cr, self->lang, font);
}

static double
text_width (PangoLayout *layout,
            const char  *text)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, &h);
  return (double) w / PANGO_SCALE;
}

/* Column widths at the current size; returns the table's natural width. */
static double
measure (XqKitTable *self,
         cairo_t    *cr)
{
  g_autoptr (PangoLayout) plain = cell_layout (self, cr, XQ_KIT_CELL_PLAIN);
  g_autoptr (PangoLayout) bold = cell_layout (self, cr, XQ_KIT_CELL_BOLD);
  double                  total = 0;
  int                     w, h;

  for (guint c = 0; c < self->columns->len; c++)
    {
      Column *col = &g_array_index (self->columns, Column, c);
      double  max = text_width (bold, col->heading);

      for (guint r = 0; r < self->rows->len; r++)
        {
          GPtrArray  *row = g_ptr_array_index (self->rows, r);
          GByteArray *styles = g_ptr_array_index (self->styles, r);
          max = MAX (max, text_width ((styles->data[c] & XQ_KIT_CELL_BOLD) ? bold : plain, g_ptr_array_index (row, c)));
        }
      col->width = max + 2 * PAD_X;
      total += col->width;
    }
  pango_layout_set_text (plain, "国Ag", -1);
  pango_layout_get_size (plain, &w, &h);
  self->row_height = (double) h / PANGO_SCALE + 2 * PAD_Y;
  return total;
}

/* The natural width of the stretch columns. */
static double
stretch_width (XqKitTable *self,
               guint      *n)
{
  double w = 0;

  *n = 0;
  for (guint c = 0; c < self->columns->len; c++)
    {
      const Column *col = &g_array_index (self->columns, Column, c);
      if (col->stretch)
        {
          w += col->width;
          (*n)++;
        }
    }
  return w;
}

guint
xq_kit_table_layout (XqKitTable *self,
                     cairo_t    *cr,
                     const char *lang,
                     double      width,
                     double      first_height,
                     double      height)
{
  double total, stretchy;
  guint  n_stretch, rest;

  g_free (self->lang);
  self->lang = g_strdup (lang);
  /* Shrink the font until the fixed columns and usable stretch columns fit. */
  for (self->size = self->font_size;; self->size -= 0.5)
    {
      total = measure (self, cr);
      stretchy = stretch_width (self, &n_stretch);
      if (total <= width || self->size <= MIN_FONT)
        break;
      if (n_stretch > 0 && total - stretchy + MIN (stretchy, n_stretch * 12 * self->size) <= width)
        break;
    }
  /* The stretch columns share the room the others leave, in proportion to their natural width
   * when they must give some up, equally when there is room to spare. */
  if (n_stretch > 0)
    {
      double room = MAX (width - (total - stretchy), n_stretch * 2 * PAD_X);
      for (guint c = 0; c < self->columns->len; c++)
        {
          Column *col = &g_array_index (self->columns, Column, c);
          if (!col->stretch)
            continue;
          if (room < stretchy)
            col->width = room * col->width / stretchy;
          else
            col->width += (room - stretchy) / n_stretch;
        }
    }
  self->first_height = first_height;
  self->height = height;
  /* One row of headings on each page. */
  self->first_rows = (guint) MAX (1.0, first_height / self->row_height - 1);
  self->rows_per_page = (guint) MAX (1.0, height / self->row_height - 1);
  if (self->rows->len <= self->first_rows)
    return 1;
  rest = self->rows->len - self->first_rows;
  return 1 + (rest + self->rows_per_page - 1) / self->rows_per_page;
}

static void
draw_cell (XqKitTable    *self,
           cairo_t       *cr,
           PangoLayout   *layout,
           const Column  *col,
           const char    *text,
           XqKitCellStyle style,
           double         x,
           double         y)
{
  int    w, h;
  double inner = col->width - 2 * PAD_X;

  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (inner * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, col->xalign >= 0.75 ? PANGO_ALIGN_RIGHT : col->xalign >= 0.25 ? PANGO_ALIGN_CENTER
                                                                                                    : PANGO_ALIGN_LEFT);
  pango_layout_get_size (layout, &w, &h);
  if (style & XQ_KIT_CELL_RED)
    cairo_set_source_rgb (cr, 0.72, 0.07, 0.1);
  else if (style & XQ_KIT_CELL_DIM)
    cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  else
    cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, x + PAD_X, y + (self->row_height - (double) h / PANGO_SCALE) / 2);
  pango_cairo_show_layout (cr, layout);
}

void
xq_kit_table_draw (XqKitTable *self,
                   cairo_t    *cr,
                   guint       page,
                   double      x,
                   double      y)
{
  g_autoptr (PangoLayout) plain = cell_layout (self, cr, XQ_KIT_CELL_PLAIN);
  g_autoptr (PangoLayout) bold = cell_layout (self, cr, XQ_KIT_CELL_BOLD);
  guint                   first = page == 0 ? 0 : self->first_rows + (page - 1) * self->rows_per_page;
  guint                   n = page == 0 ? self->first_rows : self->rows_per_page;
  double                  width = 0, cx;

  for (guint c = 0; c < self->columns->len; c++)
    width += g_array_index (self->columns, Column, c).width;
  cairo_save (cr);
  /* Headings on a grey band. */
  cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
  cairo_rectangle (cr, x, y, width, self->row_height);
  cairo_fill (cr);
  cx = x;
  for (guint c = 0; c < self->columns->len; c++)
    {
      const Column *col = &g_array_index (self->columns, Column, c);
      draw_cell (self, cr, bold, col, col->heading, XQ_KIT_CELL_BOLD, cx, y);
      cx += col->width;
    }
  y += self->row_height;
  cairo_set_line_width (cr, 0.5);
  for (guint r = first; r < self->rows->len && r < first + n; r++)
    {
      GPtrArray  *row = g_ptr_array_index (self->rows, r);
      GByteArray *styles = g_ptr_array_index (self->styles, r);

      cx = x;
      for (guint c = 0; c < self->columns->len; c++)
        {
          const Column  *col = &g_array_index (self->columns, Column, c);
          XqKitCellStyle style = styles->data[c];
          draw_cell (self, cr, (style & XQ_KIT_CELL_BOLD) ? bold : plain, col, g_ptr_array_index (row, c), style, cx, y);
          cx += col->width;
        }
      y += self->row_height;
      cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + width, y);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}
