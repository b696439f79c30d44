/* xq-board-render.h: drawing the board with cairo (view, export, print)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "xq-piece-set.h"
#include "xq-rules.h"

G_BEGIN_DECLS

typedef enum {
  XQ_BOARD_COORDINATES_NONE = 0,
  XQ_BOARD_COORDINATES_TRADITIONAL = 1, /* Red 九…一 below, Black 1…9 above */
  XQ_BOARD_COORDINATES_ICCS = 2,        /* a–i, 0–9 */
} XqBoardCoordinates;

/* Where the 90 points are in a drawing area. All in user units of the cairo context. */
typedef struct
{
  double   x, y, width, height; /* the board panel */
  double   left, top;           /* the point in the top-left corner of the grid */
  double   cell;                /* distance between neighbouring points */
  gboolean flipped;             /* Black at the bottom */
} XqBoardGeometry;

/* Drawings kept on disk (xq_drawing_new_cached()) carry this in their key: raise it whenever
 * the grid or its texts are drawn differently. */
#define XQ_BOARD_RENDER_VERSION 1

/* The panel's width to height ratio. */
#define XQ_BOARD_ASPECT (9.9 / 10.9)

void     xq_board_geometry_init (XqBoardGeometry *geom,
                                 double           width,
                                 double           height,
                                 gboolean         flipped);
void     xq_board_geometry_point (const XqBoardGeometry *geom,
                                  XqSquare               sq,
                                  double                *x,
                                  double                *y);
XqSquare xq_board_geometry_hit (const XqBoardGeometry *geom,
                                double                 x,
                                double                 y);
double   xq_board_geometry_piece_size (const XqBoardGeometry *geom);

typedef struct
{
  double r, g, b;
} XqRgb;

typedef struct
{
  XqRgb wood_light, wood_dark, line, text;
} XqBoardPalette;

void xq_board_palette_init (XqBoardPalette *palette,
                            gboolean        dark);

/* Panel, grid, river, palaces, point marks and coordinates. */
void xq_board_draw_grid (cairo_t               *cr,
                         const XqBoardGeometry *geom,
                         const XqBoardPalette  *palette,
                         XqBoardCoordinates     coordinates);
/* Rings, tints and arrows of @marks (an array of XqMark); @over_pieces picks arrows or the rest. */
void xq_board_draw_marks (cairo_t               *cr,
                          const XqBoardGeometry *geom,
                          const GArray          *marks,
                          gboolean               over_pieces);
/* An engine's move as an arrow: thicker and stronger by @weight (0–1), dashed in red when the
 * rules forbid it. */
void xq_board_draw_hint (cairo_t               *cr,
                         const XqBoardGeometry *geom,
                         XqMove                 move,
                         double                 weight,
                         gboolean               forbidden);
/* The markers of the last move. */
void xq_board_draw_last_move (cairo_t               *cr,
                              const XqBoardGeometry *geom,
                              XqMove                 move);
/* Everything, as vectors: for PNG/SVG/PDF export and printing. */
void xq_board_render (cairo_t              *cr,
                      double                width,
                      double                height,
                      const XqPosition     *position,
                      XqMove                last_move,
                      const GArray         *marks,
                      XqPieceSet           *pieces,
                      gboolean              flipped,
                      XqBoardCoordinates    coordinates,
                      const XqBoardPalette *palette);

G_END_DECLS
