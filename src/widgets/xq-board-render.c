/* xq-board-render.c: drawing the board with cairo (view, export, print)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-board-render"

#include "config.h"

#include "xq-board-render.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "xq-model-types.h"

/* In cells: margin from the outer grid lines to the panel edge, frame offset, piece size. */
#define MARGIN      0.95
#define FRAME       0.52
#define COORD_POS   0.745
#define PIECE_SIZE  0.92
#define BOARD_FONTS "AR PL UKai CN, AR PL UKai TW, KaiTi, STKaiti, Noto Serif CJK SC, Source Han Serif SC, WenQuanYi Micro Hei, Noto Sans CJK SC, serif"

void
xq_board_geometry_init (XqBoardGeometry *geom,
                        double           width,
                        double           height,
                        gboolean         flipped)
{
  double cell = MIN (width / (8 + 2 * MARGIN), height / (9 + 2 * MARGIN));

  geom->cell = MAX (cell, 1.0);
  geom->width = geom->cell * (8 + 2 * MARGIN);
  geom->height = geom->cell * (9 + 2 * MARGIN);
  geom->x = (width - geom->width) / 2;
  geom->y = (height - geom->height) / 2;
  geom->left = geom->x + MARGIN * geom->cell;
  geom->top = geom->y + MARGIN * geom->cell;
  geom->flipped = flipped;
}

static void
visual_of (const XqBoardGeometry *geom,
           XqSquare               sq,
           int                   *col,
           int                   *row)
{
  int file = xq_square_file (sq), rank = xq_square_rank (sq);

  *col = geom->flipped ? XQ_FILES - 1 - file : file;
  *row = geom->flipped ? rank : XQ_RANKS - 1 - rank;
}

static XqSquare
square_of (const XqBoardGeometry *geom,
           int                    col,
           int                    row)
{
  if (!xq_coords_are_valid (col, row))
    return XQ_SQUARE_NONE;
  if (geom->flipped)
    return xq_square_make (XQ_FILES - 1 - col, row);
  return xq_square_make (col, XQ_RANKS - 1 - row);
}

void
xq_board_geometry_point (const XqBoardGeometry *geom,
                         XqSquare               sq,
                         double                *x,
                         double                *y)
{
  int col, row;

  visual_of (geom, sq, &col, &row);
  *x = geom->left + col * geom->cell;
  *y = geom->top + row * geom->cell;
}

/* The point nearest to (@x, @y) if within half a cell, else XQ_SQUARE_NONE. */
XqSquare
xq_board_geometry_hit (const XqBoardGeometry *geom,
                       double                 x,
                       double                 y)
{
  double col = (x - geom->left) / geom->cell;
  double row = (y - geom->top) / geom->cell;
  int    c = (int) floor (col + 0.5), r = (int) floor (row + 0.5);

  if (fabs (col - c) > 0.5 || fabs (row - r) > 0.5)
    return XQ_SQUARE_NONE;
  return square_of (geom, c, r);
}

double
xq_board_geometry_piece_size (const XqBoardGeometry *geom)
{
  return geom->cell * PIECE_SIZE;
}

void
xq_board_palette_init (XqBoardPalette *palette,
                       gboolean        dark)
{
  if (dark)
    *palette = (XqBoardPalette){
      .wood_light = { 0.42, 0.33, 0.23 },
      .wood_dark = { 0.33, 0.25, 0.17 },
      .line = { 0.88, 0.79, 0.62 },
      .text = { 0.90, 0.82, 0.66 },
    };
  else
    *palette = (XqBoardPalette){
      .wood_light = { 0.953, 0.851, 0.639 },
      .wood_dark = { 0.890, 0.741, 0.486 },
      .line = { 0.36, 0.22, 0.10 },
      .text = { 0.40, 0.25, 0.12 },
    };
}

static void
set_rgb (cairo_t     *cr,
         const XqRgb *rgb)
{
  cairo_set_source_rgb (cr, rgb->r, rgb->g, rgb->b);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
line (cairo_t *cr,
      double   x1,
      double   y1,
      double   x2,
      double   y2)
{
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
}

/* Text centred on (@x, @y) at @size user units, with one layout for all the board's texts (a
 * layout per text would make a Pango context, and look fonts up, each time). */
static void
draw_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       size)
{
  PangoFontDescription *desc = pango_font_description_from_string (BOARD_FONTS);
  PangoRectangle        ink, logical;

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  cairo_move_to (cr, x - logical.width / 2.0, y - logical.height / 2.0);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (desc);
}

/* The corner marks of a cannon or pawn point; none past the board's side edges. */
static void
point_marks (cairo_t               *cr,
             const XqBoardGeometry *geom,
             int                    col,
             int                    row)
{
  double x = geom->left + col * geom->cell, y = geom->top + row * geom->cell;
  double gap = 0.08 * geom->cell, len = 0.2 * geom->cell;

  for (int dx = -1; dx <= 1; dx += 2)
    {
      if ((col == 0 && dx < 0) || (col == XQ_FILES - 1 && dx > 0))
        continue;
      for (int dy = -1; dy <= 1; dy += 2)
        {
          cairo_move_to (cr, x + dx * gap, y + dy * (gap + len));
          cairo_line_to (cr, x + dx * gap, y + dy * gap);
          cairo_line_to (cr, x + dx * (gap + len), y + dy * gap);
        }
    }
}

static void
draw_coordinates (cairo_t               *cr,
                  PangoLayout           *layout,
                  const XqBoardGeometry *geom,
                  XqBoardCoordinates     coordinates)
{
  static const char *const red_files[XQ_FILES] = { "九", "八", "七", "六", "五", "四", "三", "二", "一" };
  static const char *const black_files[XQ_FILES] = { "1", "2", "3", "4", "5", "6", "7", "8", "9" };
  double                   cell = geom->cell;
  double                   above = geom->top - COORD_POS * cell;
  double                   below = geom->top + 9 * cell + COORD_POS * cell;
  double                   size = 0.3 * cell;

  for (int col = 0; col < XQ_FILES; col++)
    {
      double x = geom->left + col * cell;

      if (coordinates == XQ_BOARD_COORDINATES_TRADITIONAL)
        {
          /* Red counts files from its right, Black from its right: both sides read their own. */
          const char *bottom = geom->flipped ? black_files[XQ_FILES - 1 - col] : red_files[col];
          const char *top = geom->flipped ? red_files[XQ_FILES - 1 - col] : black_files[col];
          draw_text (cr, layout, top, x, above, size);
          draw_text (cr, layout, bottom, x, below, size);
        }
      else
        {
          char name[2] = { (char) ('a' + (geom->flipped ? XQ_FILES - 1 - col : col)), 0 };
          draw_text (cr, layout, name, x, above, size);
          draw_text (cr, layout, name, x, below, size);
        }
    }

  if (coordinates == XQ_BOARD_COORDINATES_ICCS)
    for (int row = 0; row < XQ_RANKS; row++)
      {
        char name[2] = { (char) ('0' + (geom->flipped ? row : XQ_RANKS - 1 - row)), 0 };
        draw_text (cr, layout, name, geom->left - COORD_POS * cell, geom->top + row * cell, size);
        draw_text (cr, layout, name, geom->left + 8 * cell + COORD_POS * cell, geom->top + row * cell, size);
      }
}

void
xq_board_draw_grid (cairo_t               *cr,
                    const XqBoardGeometry *geom,
                    const XqBoardPalette  *palette,
                    XqBoardCoordinates     coordinates)
{
  static const int cannon_points[][2] = { { 1, 2 }, { 7, 2 }, { 1, 7 }, { 7, 7 } };
  double           cell = geom->cell, left = geom->left, top = geom->top;
  double           right = left + 8 * cell, bottom = top + 9 * cell;
  cairo_pattern_t *wood;
  PangoLayout     *layout;

  cairo_save (cr);

  /* The panel, with a soft grain of light. */
  wood = cairo_pattern_create_linear (geom->x, geom->y, geom->x + geom->width, geom->y + geom->height);
  cairo_pattern_add_color_stop_rgb (wood, 0, palette->wood_light.r, palette->wood_light.g, palette->wood_light.b);
  cairo_pattern_add_color_stop_rgb (wood, 1, palette->wood_dark.r, palette->wood_dark.g, palette->wood_dark.b);
  rounded_rect (cr, geom->x, geom->y, geom->width, geom->height, 0.18 * cell);
  cairo_set_source (cr, wood);
  cairo_fill (cr);
  cairo_pattern_destroy (wood);

  set_rgb (cr, &palette->line);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);

  /* Frame */
  cairo_set_line_width (cr, 0.055 * cell);
  cairo_rectangle (cr, left - FRAME * cell, top - FRAME * cell, 8 * cell + 2 * FRAME * cell,
                   9 * cell + 2 * FRAME * cell);
  cairo_stroke (cr);

  /* Outer grid lines, then the inner ones broken by the river. */
  cairo_set_line_width (cr, 0.04 * cell);
  cairo_rectangle (cr, left, top, 8 * cell, 9 * cell);
  cairo_stroke (cr);

  cairo_set_line_width (cr, 0.022 * cell);
  for (int row = 1; row < 9; row++)
    line (cr, left, top + row * cell, right, top + row * cell);
  for (int col = 1; col < 8; col++)
    {
      line (cr, left + col * cell, top, left + col * cell, top + 4 * cell);
      line (cr, left + col * cell, top + 5 * cell, left + col * cell, bottom);
    }
  /* Palaces */
  line (cr, left + 3 * cell, top, left + 5 * cell, top + 2 * cell);
  line (cr, left + 5 * cell, top, left + 3 * cell, top + 2 * cell);
  line (cr, left + 3 * cell, bottom, left + 5 * cell, bottom - 2 * cell);
  line (cr, left + 5 * cell, bottom, left + 3 * cell, bottom - 2 * cell);
  cairo_stroke (cr);

  /* Cannon and pawn points */
  cairo_set_line_width (cr, 0.022 * cell);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (guint i = 0; i < G_N_ELEMENTS (cannon_points); i++)
    point_marks (cr, geom, cannon_points[i][0], cannon_points[i][1]);
  for (int col = 0; col < XQ_FILES; col += 2)
    {
      point_marks (cr, geom, col, 3);
      point_marks (cr, geom, col, 6);
    }
  cairo_stroke (cr);

  /* The river: 楚河 on Red's left, 汉界 on its right, as on a real board. */
  set_rgb (cr, &palette->text);
  layout = pango_cairo_create_layout (cr);
  draw_text (cr, layout, geom->flipped ? "汉  界" : "楚  河", left + 2 * cell, top + 4.5 * cell, 0.56 * cell);
  draw_text (cr, layout, geom->flipped ? "楚  河" : "汉  界", left + 6 * cell, top + 4.5 * cell, 0.56 * cell);

  if (coordinates != XQ_BOARD_COORDINATES_NONE)
    draw_coordinates (cr, layout, geom, coordinates);
  g_object_unref (layout);

  cairo_restore (cr);
}

static void
mark_colour (cairo_t   *cr,
             XqMarkKind kind)
{
  switch (kind)
    {
    case XQ_MARK_ATTACK:
    case XQ_MARK_TARGET:
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.82);
      break;
    case XQ_MARK_DEFEND:
    case XQ_MARK_SAFE:
      cairo_set_source_rgba (cr, 0.15, 0.60, 0.30, 0.85);
      break;
    case XQ_MARK_HIDDEN:
      cairo_set_source_rgba (cr, 0.11, 0.44, 0.85, 0.85);
      break;
    case XQ_MARK_MOVE:
      cairo_set_source_rgba (cr, 0.38, 0.21, 0.51, 0.75);
      break;
    case XQ_MARK_PROBLEM:
      cairo_set_source_rgba (cr, 0.86, 0.0, 0.0, 1.0);
      break;
    case XQ_MARK_HIGHLIGHT:
    default:
      cairo_set_source_rgba (cr, 0.96, 0.83, 0.18, 0.45);
      break;
    }
}

/* An arrow between two points, shortened so that it starts and ends at the piece rims; between
 * neighbouring points (a pawn's step, an advisor's) the rims leave no room, so it runs from near
 * one centre to near the other, over both pieces. */
static void
arrow_scaled (cairo_t               *cr,
              const XqBoardGeometry *geom,
              XqSquare               from,
              XqSquare               to,
              gboolean               dashed,
              double                 scale)
{
  double x1, y1, x2, y2, dx, dy, len, ux, uy;
  double cell = geom->cell, shaft = 0.055 * cell * scale, head_len = 0.34 * cell * MAX (scale, 0.7),
         head_w = 0.2 * cell * scale;
  double start = 0.3 * cell, end = 0.36 * cell;

  xq_board_geometry_point (geom, from, &x1, &y1);
  xq_board_geometry_point (geom, to, &x2, &y2);
  dx = x2 - x1;
  dy = y2 - y1;
  len = hypot (dx, dy);
  if (len < 1.5 * cell)
    {
      start = 0.12 * cell;
      end = 0.18 * cell;
    }
  if (len < start + end + head_len)
    return;
  ux = dx / len;
  uy = dy / len;
  x1 += ux * start;
  y1 += uy * start;
  x2 -= ux * end;
  y2 -= uy * end;
  len -= start + end;

  cairo_save (cr);
  cairo_translate (cr, x1, y1);
  cairo_rotate (cr, atan2 (uy, ux));
  if (dashed)
    {
      double dash[] = { 0.16 * cell, 0.1 * cell };
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, 2 * shaft);
      line (cr, 0, 0, len - head_len, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  else
    {
      cairo_move_to (cr, 0, -shaft);
      cairo_line_to (cr, len - head_len, -shaft);
      cairo_line_to (cr, len - head_len, shaft);
      cairo_line_to (cr, 0, shaft);
      cairo_close_path (cr);
    }
  cairo_move_to (cr, len - head_len, -head_w);
  cairo_line_to (cr, len, 0);
  cairo_line_to (cr, len - head_len, head_w);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
arrow (cairo_t               *cr,
       const XqBoardGeometry *geom,
       XqSquare               from,
       XqSquare               to,
       gboolean               dashed)
{
  arrow_scaled (cr, geom, from, to, dashed, 1.0);
}

void
xq_board_draw_hint (cairo_t               *cr,
                    const XqBoardGeometry *geom,
                    XqMove                 move,
                    double                 weight,
                    gboolean               forbidden)
{
  weight = CLAMP (weight, 0.0, 1.0);
  cairo_save (cr);
  if (forbidden) /* dashed, in a muted red: the rules forbid it */
    cairo_set_source_rgba (cr, 0.72, 0.16, 0.16, 0.45 + 0.3 * weight);
  else
    cairo_set_source_rgba (cr, 0.38, 0.21, 0.51, 0.3 + 0.5 * weight);
  arrow_scaled (cr, geom, xq_move_from (move), xq_move_to (move), forbidden, 0.45 + 0.55 * weight);
  cairo_restore (cr);
}

void
xq_board_draw_marks (cairo_t               *cr,
                     const XqBoardGeometry *geom,
                     const GArray          *marks,
                     gboolean               over_pieces)
{
  if (marks == NULL)
    return;

  cairo_save (cr);
  for (guint i = 0; i < marks->len; i++)
    {
      const XqMark *mark = &g_array_index (marks, XqMark, i);
      gboolean      is_arrow = mark->from != XQ_SQUARE_NONE && xq_square_is_valid (mark->from);
      double        x, y;

      if (!xq_square_is_valid (mark->to) || is_arrow != over_pieces)
        continue;
      mark_colour (cr, mark->kind);
      if (is_arrow)
        {
          arrow (cr, geom, mark->from, mark->to, mark->kind == XQ_MARK_HIDDEN);
          continue;
        }
      xq_board_geometry_point (geom, mark->to, &x, &y);
      cairo_new_sub_path (cr);
      if (mark->kind == XQ_MARK_HIGHLIGHT)
        {
          cairo_arc (cr, x, y, 0.5 * geom->cell, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      else
        {
          cairo_set_line_width (cr, 0.075 * geom->cell);
          cairo_arc (cr, x, y, 0.5 * geom->cell, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}

void
xq_board_draw_last_move (cairo_t               *cr,
                         const XqBoardGeometry *geom,
                         XqMove                 move)
{
  double x, y, half = 0.5 * geom->cell, arm = 0.16 * geom->cell;

  if (move == XQ_MOVE_NONE)
    return;

  cairo_save (cr);
  cairo_set_source_rgba (cr, 0.11, 0.44, 0.85, 0.9);

  /* The from-point: a small hollow ring where the piece stood. */
  xq_board_geometry_point (geom, xq_move_from (move), &x, &y);
  cairo_set_line_width (cr, 0.045 * geom->cell);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, 0.16 * geom->cell, 0, 2 * G_PI);
  cairo_stroke (cr);

  /* The to-point: corner brackets around the piece. */
  xq_board_geometry_point (geom, xq_move_to (move), &x, &y);
  cairo_set_line_width (cr, 0.055 * geom->cell);
  for (int dx = -1; dx <= 1; dx += 2)
    for (int dy = -1; dy <= 1; dy += 2)
      {
        cairo_move_to (cr, x + dx * half, y + dy * (half - arm));
        cairo_line_to (cr, x + dx * half, y + dy * half);
        cairo_line_to (cr, x + dx * (half - arm), y + dy * half);
      }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
xq_board_render (cairo_t              *cr,
                 double                width,
                 double                height,
                 const XqPosition     *position,
                 XqMove                last_move,
                 const GArray         *marks,
                 XqPieceSet           *pieces,
                 gboolean              flipped,
                 XqBoardCoordinates    coordinates,
                 const XqBoardPalette *palette)
{
  XqBoardGeometry geom;
  double          size;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (position != NULL);
  g_return_if_fail (XQ_IS_PIECE_SET (pieces));

  xq_board_geometry_init (&geom, width, height, flipped);
  size = xq_board_geometry_piece_size (&geom);
  xq_board_draw_grid (cr, &geom, palette, coordinates);
  xq_board_draw_marks (cr, &geom, marks, FALSE);
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    if (position->board[sq] != XQ_NO_PIECE)
      {
        double x, y;
        xq_board_geometry_point (&geom, sq, &x, &y);
        xq_piece_set_render (pieces, cr, position->board[sq], x, y, size);
      }
  xq_board_draw_last_move (cr, &geom, last_move);
  xq_board_draw_marks (cr, &geom, marks, TRUE);
}
