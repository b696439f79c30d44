/* xq-kit-print.h: the event kit on paper — pairings by name and by board, score sheets, table
 * cards, the wall chart and the prize list, as PDF or on any cairo surface
 *
 * Pages are A4 (the wall chart landscape) with margins of their own: a GTK print operation draws
 * them in GTK_UNIT_POINTS on the full page. The documents:
 *  - pairings-by-name: everyone of a round alphabetically (ICU order of the kit's language), with
 *    board, colour and opponent: the list for the door;
 *  - pairings: the round by board, with a column to write the result in;
 *  - score-sheets: a 记录纸 per board, filled in with the event, round, board, names, clubs and
 *    colours, 60 numbered moves for each side, the result to tick and three signatures;
 *  - table-cards: a card per board to fold into a tent, the board number large on both faces,
 *    the round's two players under it;
 *  - wall-chart: the crosstable with points, tie-breaks and, in a rated event, each player's rating
 *    change and performance;
 *  - prizes: the prize list (xq-kit-prizes.h), prizes by place and by category.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "xq-kit-event.h"

G_BEGIN_DECLS

typedef enum {
  XQ_KIT_PAIRINGS_BY_NAME,
  XQ_KIT_PAIRINGS,
  XQ_KIT_SCORE_SHEETS,
  XQ_KIT_TABLE_CARDS,
  XQ_KIT_WALL_CHART,
  XQ_KIT_PRIZES,
} XqKitDocument;

#define XQ_KIT_A4_WIDTH  595.276
#define XQ_KIT_A4_HEIGHT 841.890

const char                *xq_kit_document_to_string (XqKitDocument document);
gboolean                   xq_kit_document_from_string (const char    *text,
                                                        XqKitDocument *out);

typedef struct _XqKitPrint XqKitPrint;

/* @document of @event (which must outlive it) for @round (0: the latest). NULL with @error when
 * there is nothing to print: no round paired yet, no prizes set. Returns: (transfer full). */
XqKitPrint *xq_kit_print_new (XqKitEvent   *event,
                              XqKitDocument document,
                              guint         round,
                              GError      **error) G_GNUC_WARN_UNUSED_RESULT;
void        xq_kit_print_free (XqKitPrint *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqKitPrint, xq_kit_print_free)

/* Whether the document is printed landscape (the wall chart). */
gboolean xq_kit_print_get_landscape (XqKitPrint *self);
/* Lays the document out on pages of @width × @height points; returns the number of pages. */
guint xq_kit_print_layout (XqKitPrint *self,
                           cairo_t    *cr,
                           double      width,
                           double      height);
/* The number of pages of the last layout. */
guint xq_kit_print_get_n_pages (XqKitPrint *self);
/* Draws page @page (0-based) of the laid-out document. */
void xq_kit_print_draw_page (XqKitPrint *self,
                             cairo_t    *cr,
                             guint       page);
/* Writes the document as a PDF file at @path, whole or not at all; @n_pages (nullable). */
gboolean xq_kit_print_to_pdf (XqKitPrint *self,
                              const char *path,
                              guint      *n_pages,
                              GError    **error);

G_END_DECLS
