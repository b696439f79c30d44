/* xq-kit-table.h: a table printed over pages (the kit's lists: pairings, wall chart, prizes)
 *
 * Columns are as wide as their widest cell; one column may take the room left (its cells are
 * cut with an ellipsis when even that is too narrow), and when the table is wider than the page
 * the font shrinks until it fits (down to 6 pt). Rows are split over pages; every page repeats
 * the headings. Text is laid out with Pango at 72 dpi, so sizes are in points on any surface
 * whose unit is the point (a PDF surface, a GtkPrintContext in GTK_UNIT_POINTS).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

typedef struct _XqKitTable XqKitTable;

typedef enum {
  XQ_KIT_CELL_PLAIN = 0,
  XQ_KIT_CELL_BOLD = 1 << 0,
  XQ_KIT_CELL_RED = 1 << 1, /* a Red player's cell */
  XQ_KIT_CELL_DIM = 1 << 2,
} XqKitCellStyle;

XqKitTable *xq_kit_table_new (double font_size) G_GNUC_WARN_UNUSED_RESULT;
void        xq_kit_table_free (XqKitTable *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqKitTable, xq_kit_table_free)

/* @xalign 0 left, 0.5 centred, 1 right; @style applies to the column's cells. */
void xq_kit_table_add_column (XqKitTable    *self,
                              const char    *heading,
                              double         xalign,
                              gboolean       stretch,
                              XqKitCellStyle style);
/* A row of as many cells as columns (NULL-terminated @cells may be shorter: empty cells). */
void xq_kit_table_add_row (XqKitTable        *self,
                           const char *const *cells);
/* Marks cell @column of the last row added with @style (besides the column's). */
void  xq_kit_table_style_last (XqKitTable    *self,
                               guint          column,
                               XqKitCellStyle style);
guint xq_kit_table_get_n_rows (XqKitTable *self);

/* Lays the table out for @width, with @first_height room on the first page and @height on the
 * others; returns the number of pages (at least 1). @lang is the Pango language (CJK forms). */
guint xq_kit_table_layout (XqKitTable *self,
                           cairo_t    *cr,
                           const char *lang,
                           double      width,
                           double      first_height,
                           double      height);
/* Draws page @page (0-based) of the table at @x, @y. */
void xq_kit_table_draw (XqKitTable *self,
                        cairo_t    *cr,
                        guint       page,
                        double      x,
                        double      y);

/* A Pango layout for @cr at 72 dpi in @lang with @font ("Sans Bold 14"). Returns: (transfer full). */
PangoLayout *xq_kit_layout_new (cairo_t    *cr,
                                const char *lang,
                                const char *font) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
