/* xq-kit-print-private.h: what the kit's documents share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-kit-print.h"
#include "xq-kit-table.h"

G_BEGIN_DECLS

#define XQ_KIT_MARGIN 36.0 /* half an inch */

struct _XqKitPrint
{
  XqKitEvent   *event;
  XqKitDocument document;
  guint         round;
  char         *title;    /* the document's name */
  char         *subtitle; /* round, date */
  XqKitTable   *table;    /* the lists; NULL for sheets and cards */
  GArray       *boards;   /* sheets and cards: the round's boards (XqKitBoard, borrowed) */
  double        width, height;
  guint         n_pages;
};

/* Pango's language tag for the kit's language ("en", "zh-cn", "zh-tw"). */
const char *xq_kit_print_lang (XqKitPrint *self);
/* Draws @text with @font at @x, @y (top left) within @width (0: unbounded), aligned by @xalign;
 * returns the height drawn. */
double xq_kit_print_text (XqKitPrint *self,
                          cairo_t    *cr,
                          const char *font,
                          const char *text,
                          double      x,
                          double      y,
                          double      width,
                          double      xalign);
/* The width of @text in @font. */
double xq_kit_print_text_width (XqKitPrint *self,
                                cairo_t    *cr,
                                const char *font,
                                const char *text);
/* The page header (event, document, round) and footer (page numbers); returns where the content
 * starts. */
double xq_kit_print_frame (XqKitPrint *self,
                           cairo_t    *cr,
                           guint       page);

/* xq-kit-sheets.c: one page per board. */
void xq_kit_sheets_draw_score_sheet (XqKitPrint       *self,
                                     cairo_t          *cr,
                                     const XqKitBoard *board);
void xq_kit_sheets_draw_table_card (XqKitPrint       *self,
                                    cairo_t          *cr,
                                    const XqKitBoard *board);

G_END_DECLS
