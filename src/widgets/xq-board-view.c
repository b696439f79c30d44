/* xq-board-view.c: the board, its pieces and markers; turns clicks and drags into moves
 *
 * The view asks its model for the position, the last move and the legal targets of a point, and
 * turns input into actions: "game.play-move" (yy) with the from- and to-points while playing;
 * "setup.place" (y), "setup.move" (yy) and "setup.remove" (y) while setting up. It never
 * generates moves itself. The grid is rendered once per size into a texture and the pieces come
 * as cached textures from XqPieceSet, so a frame is a few texture nodes plus the markers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-board-view"

#include "config.h"

#include "xq-board-view.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "xq-board-point.h"
#include "xq-drawing-node.h"
#include "xq-game-model.h"
#include "xq-model-types.h"
#include "xq-move-row.h"
#include "xq-setup-model.h"
#include "xq-text-point.h"
#include "xq-widget-enums.h"

struct _XqBoardView
{
  GtkWidget          parent_instance;

  XqGameModel       *game;
  XqSetupModel      *setup;
  GSignalGroup      *game_signals;
  GSignalGroup      *setup_signals;

  gboolean           flipped;
  gboolean           dark;
  XqBoardCoordinates coordinates;
  XqPieceSet        *pieces;
  GArray            *marks;
  XqMove             hint;  /* the engine's best move, drawn as an arrow */
  GVariant          *hints; /* a(qyb): the engine's lines' first moves, weight, forbidden */

  /* Input */
  XqSquare   selected;
  XqBitboard targets;
  XqSquare   drag_from;
  gboolean   dragging;
  double     drag_start_x, drag_start_y;
  double     drag_x, drag_y;

  /* The keyboard's cursor and the points that hold the focus and name what stands there (made
   * after the first frame, which does not need them) */
  XqSquare   cursor;
  gboolean   keyboard_cursor; /* the user moved into the board with the keyboard: the arrows are its */
  GtkWidget *points[XQ_SQUARES];
  guint      points_idle;
  char      *announcement; /* what the last move or drop did, for the point that has the focus */

  /* The grid drawing and what it was rendered for */
  XqDrawing *grid;
  int        grid_width, grid_height, grid_scale;
  gboolean   grid_dirty;
  gboolean   grid_stored; /* a grid was kept on disk */
};

G_DEFINE_FINAL_TYPE (XqBoardView, xq_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SETUP,
  PROP_FLIPPED,
  PROP_COORDINATES,
  PROP_PIECE_SET,
  PROP_MARKS,
  PROP_DARK,
  PROP_HINT,
  PROP_HINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers */

static const XqPosition *
current_position (XqBoardView *self)
{
  if (self->setup != NULL)
    return xq_setup_model_get_position (self->setup);
  if (self->game != NULL)
    return xq_game_model_get_position (self->game);
  return NULL;
}

/* Geometry in widget coordinates, with the panel's corner and the cell snapped to device pixels
 * so that the grid texture and the pieces line up exactly. */
static void
compute_geometry (XqBoardView     *self,
                  XqBoardGeometry *geom)
{
  int    width = gtk_widget_get_width (GTK_WIDGET (self));
  int    height = gtk_widget_get_height (GTK_WIDGET (self));
  int    scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double dx, dy;

  xq_board_geometry_init (geom, width, height, self->flipped);
  dx = round (geom->x * scale) / scale - geom->x;
  dy = round (geom->y * scale) / scale - geom->y;
  geom->x += dx;
  geom->left += dx;
  geom->y += dy;
  geom->top += dy;
}

static void update_points (XqBoardView *self);

static void
clear_selection (XqBoardView *self)
{
  if (self->selected == XQ_SQUARE_NONE && self->drag_from == XQ_SQUARE_NONE)
    return;
  self->selected = XQ_SQUARE_NONE;
  self->targets = XQ_BB_EMPTY;
  self->drag_from = XQ_SQUARE_NONE;
  self->dragging = FALSE;
  update_points (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
select_square (XqBoardView *self,
               XqSquare     sq)
{
  self->selected = sq;
  self->targets = self->game != NULL ? xq_game_model_get_legal_targets (self->game, sq) : XQ_BB_EMPTY;
  update_points (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_description (XqBoardView *self)
{
  const XqPosition *pos = current_position (self);
  g_autofree char  *fen = NULL;
  g_autofree char  *text = NULL;

  if (pos == NULL)
    return;
  fen = xq_position_to_fen (pos);
  text = g_strdup_printf (pos->side == XQ_RED ? _ ("Red to move. %s") : _ ("Black to move. %s"), fen);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* Points: the board for the keyboard and screen readers */

static void
update_points (XqBoardView *self)
{
  const XqPosition *pos = current_position (self);
  XqLang            lang = xq_lang_from_locale ();

  if (self->points[0] == NULL || pos == NULL)
    return;
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    {
      g_autofree char *name = xq_text_point_name (lang, pos, sq);
      g_autofree char *state = NULL;
      char             iccs[3];
      const char      *what = NULL;

      xq_square_to_iccs (sq, iccs);
      if (sq == self->selected)
        what = _ ("picked up");
      else if (xq_bb_test (self->targets, sq))
        what = pos->board[sq] != XQ_NO_PIECE ? _ ("can capture here") : _ ("can move here");
      /* Translators: a point's description: its ICCS name and what the piece picked up can do there */
      state = what != NULL ? g_strdup_printf (_ ("%s, %s"), iccs, what) : g_strdup (iccs);
      if (sq == self->cursor && self->announcement != NULL)
        {
          char *with = g_strdup_printf ("%s %s", self->announcement, state);
          g_free (state);
          state = with;
        }
      xq_board_point_set_texts (XQ_BOARD_POINT (self->points[sq]), name, state);
    }
}

static gboolean
board_has_focus (XqBoardView *self)
{
  return gtk_widget_get_focus_child (GTK_WIDGET (self)) != NULL;
}

/* The cursor is the keyboard's only once the user moved into the board with it (Tab): where the
 * focus came to the board otherwise, the arrow keys are left to the window (they step). */
static gboolean
cursor_active (XqBoardView *self)
{
  return self->keyboard_cursor && board_has_focus (self);
}

static gboolean
make_points_cb (gpointer data)
{
  XqBoardView *self = data;

  self->points_idle = 0;
  if (self->points[0] != NULL)
    return G_SOURCE_REMOVE;
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    {
      self->points[sq] = xq_board_point_new (sq);
      gtk_widget_set_parent (self->points[sq], GTK_WIDGET (self));
    }
  update_points (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
ensure_points (XqBoardView *self)
{
  g_clear_handle_id (&self->points_idle, g_source_remove);
  make_points_cb (self);
}

static void
set_announcement (XqBoardView *self,
                  const char  *text)
{
  g_free (self->announcement);
  self->announcement = g_strdup (text);
}

/* The move just played, said where the focus is: "Red played 炮二平五. Black to move." */
static void
announce_position (XqBoardView *self)
{
  const XqPosition *pos = current_position (self);
  guint             row;
  g_autofree char  *text = NULL;

  set_announcement (self, NULL);
  if (pos == NULL || self->game == NULL || self->setup != NULL || !board_has_focus (self))
    return;
  row = xq_game_model_get_current_row (self->game);
  if (row != G_MAXUINT)
    {
      g_autoptr (XqMoveRow) item = g_list_model_get_item (G_LIST_MODEL (self->game), row);
      if (item != NULL)
        text = g_strdup_printf (pos->side == XQ_RED ? _ ("Black played %s. Red to move.")
                                                    : _ ("Red played %s. Black to move."),
                                xq_move_row_get_text (item));
    }
  set_announcement (self, text);
}

static void
move_cursor (XqBoardView *self,
             int          right,
             int          up)
{
  int file = xq_square_file (self->cursor), rank = xq_square_rank (self->cursor);

  /* Screen directions: Red's side is at the bottom unless the board is flipped. */
  if (self->flipped)
    {
      right = -right;
      up = -up;
    }
  file = CLAMP (file + right, 0, XQ_FILES - 1);
  rank = CLAMP (rank + up, 0, XQ_RANKS - 1);
  self->cursor = xq_square_make (file, rank);
  set_announcement (self, NULL);
  update_points (self);
  if (self->points[self->cursor] != NULL)
    gtk_widget_grab_focus (self->points[self->cursor]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed_cb (XqBoardView           *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  if ((state & gtk_accelerator_get_default_mod_mask ()) != 0 || !cursor_active (self))
    return GDK_EVENT_PROPAGATE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return GDK_EVENT_STOP;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return GDK_EVENT_STOP;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, -1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      set_announcement (self, NULL);
      xq_board_view_activate_square (self, self->cursor);
      update_points (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_Escape:
      if (self->selected == XQ_SQUARE_NONE)
        return GDK_EVENT_PROPAGATE;
      xq_board_view_activate_square (self, self->selected); /* puts it down again */
      update_points (self);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

static void
focus_changed_cb (XqBoardView *self)
{
  if (!board_has_focus (self))
    self->keyboard_cursor = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
play (XqBoardView *self,
      XqSquare     from,
      XqSquare     to)
{
  clear_selection (self);
  gtk_widget_activate_action (GTK_WIDGET (self), "game.play-move", "(yy)", (guchar) from, (guchar) to);
}

/* Signal callbacks */

static void
position_changed_cb (XqBoardView *self)
{
  clear_selection (self);
  update_description (self);
  announce_position (self);
  update_points (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_begin_cb (XqBoardView    *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
  const XqPosition *pos = current_position (self);
  XqBoardGeometry   geom;
  XqSquare          sq;

  compute_geometry (self, &geom);
  sq = xq_board_geometry_hit (&geom, x, y);
  self->drag_start_x = self->drag_x = x;
  self->drag_start_y = self->drag_y = y;
  self->dragging = FALSE;
  self->drag_from = XQ_SQUARE_NONE;
  if (pos != NULL && sq != XQ_SQUARE_NONE && pos->board[sq] != XQ_NO_PIECE)
    self->drag_from = sq;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
drag_update_cb (XqBoardView    *self,
                double          dx,
                double          dy,
                GtkGestureDrag *gesture)
{
  if (self->drag_from == XQ_SQUARE_NONE)
    return;
  self->drag_x = self->drag_start_x + dx;
  self->drag_y = self->drag_start_y + dy;
  if (!self->dragging && gtk_drag_check_threshold (GTK_WIDGET (self), 0, 0, (int) dx, (int) dy))
    {
      self->dragging = TRUE;
      if (self->setup == NULL)
        select_square (self, self->drag_from);
    }
  if (self->dragging)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (XqBoardView    *self,
             double          dx,
             double          dy,
             GtkGestureDrag *gesture)
{
  XqBoardGeometry geom;
  XqSquare        from = self->drag_from;
  XqSquare        to;

  compute_geometry (self, &geom);
  to = xq_board_geometry_hit (&geom, self->drag_start_x + dx, self->drag_start_y + dy);

  if (!self->dragging)
    {
      XqSquare sq = xq_board_geometry_hit (&geom, self->drag_start_x, self->drag_start_y);
      self->drag_from = XQ_SQUARE_NONE;
      if (sq != XQ_SQUARE_NONE)
        xq_board_view_activate_square (self, sq);
      return;
    }

  self->dragging = FALSE;
  self->drag_from = XQ_SQUARE_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (from != XQ_SQUARE_NONE)
    xq_board_view_drop (self, from, to);
}

static void
secondary_pressed_cb (XqBoardView     *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
  XqBoardGeometry geom;
  XqSquare        sq;

  compute_geometry (self, &geom);
  sq = xq_board_geometry_hit (&geom, x, y);
  if (self->setup != NULL && sq != XQ_SQUARE_NONE)
    gtk_widget_activate_action (GTK_WIDGET (self), "setup.remove", "y", (guchar) sq);
  else
    clear_selection (self);
}

/* Drawing */

typedef struct
{
  XqBoardView           *self;
  const XqBoardGeometry *geom;
  int                    scale;
} GridDrawing;

static void
draw_grid (cairo_t *cr,
           gpointer user_data)
{
  GridDrawing   *drawing = user_data;
  XqBoardPalette palette;

  cairo_scale (cr, drawing->scale, drawing->scale);
  cairo_translate (cr, -drawing->geom->x, -drawing->geom->y);
  xq_board_palette_init (&palette, drawing->self->dark);
  xq_board_draw_grid (cr, drawing->geom, &palette, drawing->self->coordinates);
}

static void
ensure_grid (XqBoardView           *self,
             const XqBoardGeometry *geom)
{
  int         scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int         width = (int) ceil (geom->width * scale);
  int         height = (int) ceil (geom->height * scale);
  GridDrawing drawing = { self, geom, scale };

  if (self->grid != NULL && !self->grid_dirty && self->grid_width == width && self->grid_height == height &&
      self->grid_scale == scale)
    return;

  g_clear_pointer (&self->grid, xq_drawing_free);
  {
    /* Everything the grid's pixels depend on, for the drawing kept on disk */
    g_autofree char *key = g_strdup_printf (
      "grid-%s-%d-%d%s%s-%d-%.3f-%.3f-%.3f", PACKAGE_VERSION, XQ_BOARD_RENDER_VERSION, (int) self->coordinates,
      self->dark ? "-dark" : "", geom->flipped ? "-flipped" : "", scale, geom->cell, geom->left - geom->x,
      geom->top - geom->y);
    /* Kept on disk the first time only: the sizes a window takes while resized are not */
    self->grid = xq_drawing_new_cached (key, !self->grid_stored, width, height, draw_grid, &drawing);
    self->grid_stored = TRUE;
  }
  self->grid_width = width;
  self->grid_height = height;
  self->grid_scale = scale;
  self->grid_dirty = FALSE;
}

static void
append_piece (XqBoardView *self,
              GtkSnapshot *snapshot,
              XqPiece      piece,
              double       x,
              double       y,
              double       size,
              int          scale)
{
  int    pixels = (int) round (size * scale);
  double logical = (double) pixels / scale;

  /* The drawing's corner on a device pixel keeps it sharp. */
  xq_snapshot_append_drawing (snapshot, GTK_WIDGET (self), xq_piece_set_get_drawing (self->pieces, piece, pixels),
                              round ((x - logical / 2) * scale) / scale, round ((y - logical / 2) * scale) / scale,
                              scale);
}

/* A ring (@width > 0) or a disc (@width = 0) of @radius around (@x, @y), without a cairo surface. */
static void
append_circle (GtkSnapshot   *snapshot,
               double         x,
               double         y,
               double         radius,
               double         width,
               const GdkRGBA *color)
{
  graphene_rect_t rect = GRAPHENE_RECT_INIT (x - radius, y - radius, 2 * radius, 2 * radius);
  GskRoundedRect  circle;

  gsk_rounded_rect_init_from_rect (&circle, &rect, radius);
  if (width > 0)
    {
      float         widths[4] = { width, width, width, width };
      const GdkRGBA colors[4] = { *color, *color, *color, *color };
      gtk_snapshot_append_border (snapshot, &circle, widths, colors);
    }
  else
    {
      gtk_snapshot_push_rounded_clip (snapshot, &circle);
      gtk_snapshot_append_color (snapshot, color, &rect);
      gtk_snapshot_pop (snapshot);
    }
}

static const GdkRGBA select_blue = { 0.20, 0.52, 0.89, 0.9 };
static const GdkRGBA target_blue = { 0.20, 0.52, 0.89, 0.75 };
static const GdkRGBA capture_red = { 0.88, 0.11, 0.14, 0.85 };
static const GdkRGBA last_blue = { 0.11, 0.44, 0.85, 0.9 };
static const GdkRGBA last_blue_dark = { 0.45, 0.69, 1.0, 0.95 }; /* on the dark board */

static void
append_selection (XqBoardView           *self,
                  GtkSnapshot           *snapshot,
                  const XqBoardGeometry *geom,
                  const XqPosition      *pos)
{
  double x, y, c = geom->cell;

  if (self->selected == XQ_SQUARE_NONE)
    return;

  xq_board_geometry_point (geom, self->selected, &x, &y);
  append_circle (snapshot, x, y, 0.535 * c, 0.07 * c, &select_blue);
  for (XqBitboard t = self->targets; t;)
    {
      XqSquare sq = xq_bb_pop (&t);

      xq_board_geometry_point (geom, sq, &x, &y);
      if (pos->board[sq] != XQ_NO_PIECE)
        append_circle (snapshot, x, y, 0.535 * c, 0.07 * c, &capture_red);
      else
        append_circle (snapshot, x, y, 0.13 * c, 0, &target_blue);
    }
}

/* The keyboard's cursor: a square frame around the point that has the focus */
static void
append_cursor (GtkSnapshot           *snapshot,
               const XqBoardGeometry *geom,
               XqSquare               sq)
{
  double          x, y, half = 0.5 * geom->cell, w = MAX (2.0, 0.06 * geom->cell);
  graphene_rect_t rect;
  GskRoundedRect  frame;
  float           widths[4] = { w, w, w, w };
  const GdkRGBA   colors[4] = { select_blue, select_blue, select_blue, select_blue };

  xq_board_geometry_point (geom, sq, &x, &y);
  graphene_rect_init (&rect, x - half, y - half, 2 * half, 2 * half);
  gsk_rounded_rect_init_from_rect (&frame, &rect, 0.12 * geom->cell);
  gtk_snapshot_append_border (snapshot, &frame, widths, colors);
}

/* The last move: a small ring where the piece stood, corner brackets where it went. */
static void
append_last_move (GtkSnapshot           *snapshot,
                  const XqBoardGeometry *geom,
                  XqMove                 move,
                  gboolean               dark)
{
  double         x, y, c = geom->cell, half = 0.5 * c, arm = 0.16 * c, w = 0.055 * c;
  const GdkRGBA *colour = dark ? &last_blue_dark : &last_blue;

  if (move == XQ_MOVE_NONE)
    return;
  xq_board_geometry_point (geom, xq_move_from (move), &x, &y);
  append_circle (snapshot, x, y, 0.16 * c + 0.0225 * c, 0.045 * c, colour);

  xq_board_geometry_point (geom, xq_move_to (move), &x, &y);
  for (int dx = -1; dx <= 1; dx += 2)
    for (int dy = -1; dy <= 1; dy += 2)
      {
        /* The corner point is (x + dx * half, y + dy * half); arms run inwards from it. */
        double          cx = x + dx * (half + w / 2), cy = y + dy * (half + w / 2);
        graphene_rect_t h = GRAPHENE_RECT_INIT (MIN (cx, cx - dx * arm), cy - w / 2, arm, w);
        graphene_rect_t v = GRAPHENE_RECT_INIT (cx - w / 2, MIN (cy, cy - dy * arm), w, arm);
        gtk_snapshot_append_color (snapshot, colour, &h);
        gtk_snapshot_append_color (snapshot, colour, &v);
      }
}

/* Marks under the pieces (rings, tints) as nodes; arrows over them in a cairo node as small as
 * their bounding box. */
static void
append_marks (const GArray          *marks,
              GtkSnapshot           *snapshot,
              const XqBoardGeometry *geom,
              gboolean               over_pieces)
{
  double          x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  graphene_rect_t bounds;
  cairo_t        *cr;

  for (guint i = 0; i < marks->len; i++)
    {
      const XqMark *mark = &g_array_index (marks, XqMark, i);
      gboolean      is_arrow = mark->from != XQ_SQUARE_NONE && xq_square_is_valid (mark->from);
      double        x, y;

      if (!xq_square_is_valid (mark->to) || is_arrow != over_pieces)
        continue;
      if (is_arrow)
        {
          double fx, fy;
          xq_board_geometry_point (geom, mark->from, &fx, &fy);
          xq_board_geometry_point (geom, mark->to, &x, &y);
          x0 = MIN (x0, MIN (fx, x));
          y0 = MIN (y0, MIN (fy, y));
          x1 = MAX (x1, MAX (fx, x));
          y1 = MAX (y1, MAX (fy, y));
          continue;
        }
      xq_board_geometry_point (geom, mark->to, &x, &y);
      if (mark->kind == XQ_MARK_HIGHLIGHT)
        append_circle (snapshot, x, y, 0.5 * geom->cell, 0, &(GdkRGBA){ 0.96, 0.83, 0.18, 0.45 });
      else if (mark->kind == XQ_MARK_PROBLEM)
        append_circle (snapshot, x, y, 0.56 * geom->cell, 0.11 * geom->cell, &(GdkRGBA){ 0.86, 0.0, 0.0, 1.0 });
      else
        append_circle (snapshot, x, y, 0.5375 * geom->cell, 0.075 * geom->cell,
                       mark->kind == XQ_MARK_SAFE ? &(GdkRGBA){ 0.15, 0.60, 0.30, 0.85 }
                                                  : &(GdkRGBA){ 0.88, 0.11, 0.14, 0.82 });
    }
  if (x0 > x1)
    return;
  graphene_rect_init (&bounds, floor (x0 - geom->cell), floor (y0 - geom->cell), ceil (x1 - x0 + 2 * geom->cell),
                      ceil (y1 - y0 + 2 * geom->cell));
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  xq_board_draw_marks (cr, geom, marks, TRUE);
  cairo_destroy (cr);
}

/* The engine's lines: the weakest first, so that the best is drawn on top; else its best move. */
static void
append_hint (XqBoardView           *self,
             GtkSnapshot           *snapshot,
             const XqBoardGeometry *geom)
{
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (geom->x, geom->y, geom->width, geom->height);
  gsize           n = self->hints != NULL ? g_variant_n_children (self->hints) : 0;
  cairo_t        *cr = gtk_snapshot_append_cairo (snapshot, &bounds);

  if (n == 0)
    xq_board_draw_hint (cr, geom, self->hint, 1.0, FALSE);
  for (gsize i = n; i-- > 0;)
    {
      guint16  move;
      guint8   weight;
      gboolean forbidden;

      g_variant_get_child (self->hints, i, "(qyb)", &move, &weight, &forbidden);
      xq_board_draw_hint (cr, geom, (XqMove) move, weight / 100.0, forbidden);
    }
  cairo_destroy (cr);
}

static void
xq_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  XqBoardView      *self = XQ_BOARD_VIEW (widget);
  const XqPosition *pos = current_position (self);
  int               scale = gtk_widget_get_scale_factor (widget);
  XqBoardGeometry   geom;
  double            size;
  XqMove            last = XQ_MOVE_NONE;
  /* The overlay explains the game's move: while setting up, the set-up's problems are marked instead. */
  const GArray *marks = self->setup != NULL ? xq_setup_model_get_marks (self->setup) : self->marks;
  gboolean      has_marks = marks != NULL && marks->len > 0;

  if (gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
    return;

  compute_geometry (self, &geom);
  ensure_grid (self, &geom);
  xq_snapshot_append_drawing (snapshot, widget, self->grid, geom.x, geom.y, scale);
  if (pos == NULL)
    return;

  if (self->setup == NULL && self->game != NULL)
    last = xq_game_model_get_last_move (self->game);

  /* Under the pieces: rings and tints of the overlay */
  if (has_marks)
    append_marks (marks, snapshot, &geom, FALSE);

  size = xq_board_geometry_piece_size (&geom);
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    {
      double x, y;

      if (pos->board[sq] == XQ_NO_PIECE || (self->dragging && sq == self->drag_from))
        continue;
      xq_board_geometry_point (&geom, sq, &x, &y);
      append_piece (self, snapshot, pos->board[sq], x, y, size, scale);
    }

  /* Over the pieces: last move, selection and targets, arrows */
  append_last_move (snapshot, &geom, last, self->dark);
  append_selection (self, snapshot, &geom, pos);
  if (cursor_active (self))
    append_cursor (snapshot, &geom, self->cursor);
  if (has_marks)
    append_marks (marks, snapshot, &geom, TRUE);

  /* The engine's best move */
  if ((self->hint != XQ_MOVE_NONE || (self->hints != NULL && g_variant_n_children (self->hints) > 0)) &&
      self->setup == NULL)
    append_hint (self, snapshot, &geom);

  /* The dragged piece follows the pointer, a little lifted. */
  if (self->dragging && self->drag_from != XQ_SQUARE_NONE && pos->board[self->drag_from] != XQ_NO_PIECE)
    append_piece (self, snapshot, pos->board[self->drag_from], self->drag_x, self->drag_y, size * 1.08, scale);
}

static void
xq_board_view_measure (GtkWidget     *widget,
                       GtkOrientation orientation,
                       int            for_size,
                       int           *minimum,
                       int           *natural,
                       int           *minimum_baseline,
                       int           *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 270;
      *natural = 600;
    }
  else
    {
      *minimum = 297;
      *natural = 660;
    }
}

static void
xq_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  XqBoardView    *self = XQ_BOARD_VIEW (widget);
  XqBoardGeometry geom;

  if (self->points[0] == NULL)
    return;
  compute_geometry (self, &geom);
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    {
      double x, y;
      int    size = MAX (1, (int) geom.cell);

      xq_board_geometry_point (&geom, sq, &x, &y);
      gtk_widget_size_allocate (self->points[sq],
                                &(GtkAllocation){ (int) (x - size / 2.0), (int) (y - size / 2.0), size, size }, -1);
    }
}

/* Tab enters the board at its cursor and leaves it at once; the arrows move within it. */
static gboolean
xq_board_view_focus (GtkWidget       *widget,
                     GtkDirectionType direction)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);

  if (board_has_focus (self))
    return FALSE;
  ensure_points (self);
  self->keyboard_cursor = TRUE;
  return gtk_widget_grab_focus (self->points[self->cursor]);
}

/* Given the focus by the app (not by the user's Tab): the arrows stay the window's. */
static gboolean
xq_board_view_grab_focus (GtkWidget *widget)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);

  ensure_points (self);
  self->keyboard_cursor = FALSE;
  return gtk_widget_grab_focus (self->points[self->cursor]);
}

static void
xq_board_view_map (GtkWidget *widget)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);

  GTK_WIDGET_CLASS (xq_board_view_parent_class)->map (widget);
  if (self->points[0] == NULL && self->points_idle == 0)
    self->points_idle = g_idle_add_full (G_PRIORITY_LOW, make_points_cb, self, NULL);
}

/* GObject */

static void
xq_board_view_dispose (GObject *object)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->setup_signals != NULL)
    g_signal_group_set_target (self->setup_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->setup_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->setup);
  g_clear_pointer (&self->hints, g_variant_unref);
  g_clear_pointer (&self->grid, xq_drawing_free);
  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_handle_id (&self->points_idle, g_source_remove);
  for (XqSquare sq = 0; sq < XQ_SQUARES; sq++)
    g_clear_pointer (&self->points[sq], gtk_widget_unparent);
  g_clear_pointer (&self->announcement, g_free);

  G_OBJECT_CLASS (xq_board_view_parent_class)->dispose (object);
}

static void
xq_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SETUP:
      g_value_set_object (value, self->setup);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_COORDINATES:
      g_value_set_enum (value, self->coordinates);
      break;
    case PROP_PIECE_SET:
      g_value_set_string (value, xq_board_view_get_piece_set (self));
      break;
    case PROP_MARKS:
      g_value_set_boxed (value, self->marks);
      break;
    case PROP_DARK:
      g_value_set_boolean (value, self->dark);
      break;
    case PROP_HINT:
      g_value_set_uint (value, self->hint);
      break;
    case PROP_HINTS:
      g_value_set_variant (value, self->hints);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      xq_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SETUP:
      xq_board_view_set_setup (self, g_value_get_object (value));
      break;
    case PROP_FLIPPED:
      xq_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_COORDINATES:
      xq_board_view_set_coordinates (self, g_value_get_enum (value));
      break;
    case PROP_PIECE_SET:
      xq_board_view_set_piece_set (self, g_value_get_string (value));
      break;
    case PROP_MARKS:
      xq_board_view_set_marks (self, g_value_get_boxed (value));
      break;
    case PROP_DARK:
      xq_board_view_set_dark (self, g_value_get_boolean (value));
      break;
    case PROP_HINT:
      xq_board_view_set_hint (self, (XqMove) g_value_get_uint (value));
      break;
    case PROP_HINTS:
      xq_board_view_set_hints (self, g_value_get_variant (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_board_view_class_init (XqBoardViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_board_view_dispose;
  object_class->get_property = xq_board_view_get_property;
  object_class->set_property = xq_board_view_set_property;

  widget_class->snapshot = xq_board_view_snapshot;
  widget_class->measure = xq_board_view_measure;
  widget_class->size_allocate = xq_board_view_size_allocate;
  widget_class->focus = xq_board_view_focus;
  widget_class->grab_focus = xq_board_view_grab_focus;
  widget_class->map = xq_board_view_map;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, XQ_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SETUP] =
    g_param_spec_object ("setup", NULL, NULL, XQ_TYPE_SETUP_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COORDINATES] =
    g_param_spec_enum ("coordinates", NULL, NULL, XQ_TYPE_BOARD_COORDINATES, XQ_BOARD_COORDINATES_TRADITIONAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, "traditional",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MARKS] =
    g_param_spec_boxed ("marks", NULL, NULL, XQ_TYPE_MARKS,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DARK] =
    g_param_spec_boolean ("dark", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_HINT] = g_param_spec_uint ("hint", NULL, NULL, 0, G_MAXUINT16, XQ_MOVE_NONE,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HINTS] = g_param_spec_variant ("hints", NULL, NULL, G_VARIANT_TYPE ("a(qyb)"), NULL,
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
xq_board_view_init (XqBoardView *self)
{
  GtkGesture         *drag, *secondary;
  GtkEventController *keys, *focus;

  self->selected = XQ_SQUARE_NONE;
  self->cursor = xq_square_make (4, 0); /* Red's general at the start */
  self->hint = XQ_MOVE_NONE;
  self->drag_from = XQ_SQUARE_NONE;
  self->coordinates = XQ_BOARD_COORDINATES_TRADITIONAL;
  self->pieces = xq_piece_set_lookup ("traditional", NULL);
  self->grid_dirty = TRUE;

  self->game_signals = g_signal_group_new (XQ_TYPE_GAME_MODEL);
  g_signal_group_connect_swapped (self->game_signals, "notify::position", G_CALLBACK (position_changed_cb), self);
  self->setup_signals = g_signal_group_new (XQ_TYPE_SETUP_MODEL);
  g_signal_group_connect_swapped (self->setup_signals, "notify::position", G_CALLBACK (position_changed_cb), self);
  g_signal_group_connect_swapped (self->setup_signals, "notify::marks", G_CALLBACK (gtk_widget_queue_draw), self);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  secondary = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect_swapped (secondary, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));

  keys = gtk_event_controller_key_new ();
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Board"), -1);
}

/* Public API */

GtkWidget *
xq_board_view_new (void)
{
  return g_object_new (XQ_TYPE_BOARD_VIEW, NULL);
}

/**
 * xq_board_view_get_game:
 *
 * Returns: (transfer none) (nullable): the game shown while not setting up
 */
XqGameModel *
xq_board_view_get_game (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

void
xq_board_view_set_game (XqBoardView *self,
                        XqGameModel *game)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || XQ_IS_GAME_MODEL (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  position_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * xq_board_view_get_setup:
 *
 * Returns: (transfer none) (nullable): the position being set up, if any
 */
XqSetupModel *
xq_board_view_get_setup (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);

  return self->setup;
}

/* While a set-up model is set, the view shows and edits it instead of the game. */
void
xq_board_view_set_setup (XqBoardView  *self,
                         XqSetupModel *setup)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (setup == NULL || XQ_IS_SETUP_MODEL (setup));

  if (!g_set_object (&self->setup, setup))
    return;
  g_signal_group_set_target (self->setup_signals, setup);
  position_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETUP]);
}

gboolean
xq_board_view_get_flipped (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);

  return self->flipped;
}

void
xq_board_view_set_flipped (XqBoardView *self,
                           gboolean     flipped)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  self->grid_dirty = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

XqBoardCoordinates
xq_board_view_get_coordinates (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_BOARD_COORDINATES_NONE);

  return self->coordinates;
}

void
xq_board_view_set_coordinates (XqBoardView       *self,
                               XqBoardCoordinates coordinates)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->coordinates == coordinates)
    return;
  self->coordinates = coordinates;
  self->grid_dirty = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COORDINATES]);
}

const char *
xq_board_view_get_piece_set (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);

  return xq_piece_set_get_name (self->pieces);
}

/* An unknown name keeps the current set (the settings schema lists the valid ones). */
void
xq_board_view_set_piece_set (XqBoardView *self,
                             const char  *name)
{
  g_autoptr (GError) error = NULL;
  XqPieceSet        *pieces;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (name == NULL || g_strcmp0 (name, xq_piece_set_get_name (self->pieces)) == 0)
    return;
  pieces = xq_piece_set_lookup (name, &error);
  if (pieces == NULL)
    {
      g_message ("%s", error->message);
      return;
    }
  self->pieces = pieces;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
}

/**
 * xq_board_view_get_marks:
 *
 * Returns: (transfer none) (nullable): the overlay, an array of #XqMark
 */
GArray *
xq_board_view_get_marks (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);

  return self->marks;
}

/**
 * xq_board_view_set_marks:
 * @marks: (nullable): an array of #XqMark (see xq_marks_new()); the view keeps a reference
 */
void
xq_board_view_set_marks (XqBoardView *self,
                         GArray      *marks)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->marks == marks)
    return;
  g_clear_pointer (&self->marks, g_array_unref);
  if (marks != NULL)
    self->marks = g_array_ref (marks);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
}

gboolean
xq_board_view_get_dark (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);

  return self->dark;
}

/* Dark boards for the dark style; the window binds this to AdwStyleManager:dark. */
void
xq_board_view_set_dark (XqBoardView *self,
                        gboolean     dark)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  dark = !!dark;
  if (self->dark == dark)
    return;
  self->dark = dark;
  self->grid_dirty = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DARK]);
}

XqSquare
xq_board_view_get_selected (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_SQUARE_NONE);

  return self->selected;
}

XqBitboard
xq_board_view_get_targets (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_BB_EMPTY);

  return self->targets;
}

void
xq_board_view_activate_square (XqBoardView *self,
                               XqSquare     sq)
{
  const XqPosition *pos;
  XqPiece           piece;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (xq_square_is_valid (sq));

  pos = current_position (self);
  if (pos == NULL)
    return;

  if (self->setup != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "setup.place", "y", (guchar) sq);
      return;
    }

  piece = pos->board[sq];
  if (self->selected == sq)
    {
      clear_selection (self);
      return;
    }
  if (self->selected != XQ_SQUARE_NONE)
    {
      XqPiece selected = pos->board[self->selected];

      /* Another piece of the same side: select it instead. */
      if (piece != XQ_NO_PIECE && xq_piece_color (piece) == xq_piece_color (selected))
        {
          select_square (self, sq);
          return;
        }
      play (self, self->selected, sq);
      return;
    }
  /* Any piece can be picked up; a move of the wrong side's piece gets its reason from the engine. */
  if (piece != XQ_NO_PIECE)
    select_square (self, sq);
}

void
xq_board_view_drop (XqBoardView *self,
                    XqSquare     from,
                    XqSquare     to)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (xq_square_is_valid (from));

  if (self->setup != NULL)
    {
      if (to == XQ_SQUARE_NONE)
        gtk_widget_activate_action (GTK_WIDGET (self), "setup.remove", "y", (guchar) from);
      else if (to != from)
        gtk_widget_activate_action (GTK_WIDGET (self), "setup.move", "(yy)", (guchar) from, (guchar) to);
      return;
    }
  if (to == XQ_SQUARE_NONE || to == from)
    {
      /* Dropped off the board or back in place: keep the piece selected, as after a click. */
      select_square (self, from);
      return;
    }
  play (self, from, to);
}

gboolean
xq_board_view_get_square_center (XqBoardView *self,
                                 XqSquare     sq,
                                 double      *x,
                                 double      *y)
{
  XqBoardGeometry geom;

  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);

  if (!xq_square_is_valid (sq) || gtk_widget_get_width (GTK_WIDGET (self)) <= 0)
    return FALSE;
  compute_geometry (self, &geom);
  xq_board_geometry_point (&geom, sq, x, y);
  return TRUE;
}

/* Says @text to a screen reader where the board has the focus (the reason a drop was refused). */
void
xq_board_view_announce (XqBoardView *self,
                        const char  *text)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (!board_has_focus (self))
    return;
  set_announcement (self, text);
  update_points (self);
}

/**
 * xq_board_view_get_keyboard_cursor:
 *
 * Returns: whether the keyboard's cursor is in the board (the user moved into it with the keyboard)
 */
gboolean
xq_board_view_get_keyboard_cursor (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);

  return cursor_active (self);
}

/* Whether the focus the board holds came by the keyboard (@keyboard: the arrows move its cursor)
 * or was given by the app or by a click (the arrows are left to the window). */
void
xq_board_view_set_keyboard_cursor (XqBoardView *self,
                                   gboolean     keyboard)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->keyboard_cursor == keyboard)
    return;
  self->keyboard_cursor = keyboard;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

XqSquare
xq_board_view_get_cursor (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_SQUARE_NONE);

  return self->cursor;
}

XqMove
xq_board_view_get_hint (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_MOVE_NONE);

  return self->hint;
}

/**
 * xq_board_view_get_hints:
 *
 * Returns: (transfer none) (nullable): the engine's lines drawn
 */
GVariant *
xq_board_view_get_hints (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);

  return self->hints;
}

/* The first moves of an engine's lines, a(qyb): move, weight 0–100 and whether the rules forbid
 * it; drawn as arrows over the pieces instead of the hint. NULL or empty for none. */
void
xq_board_view_set_hints (XqBoardView *self,
                         GVariant    *hints)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (hints == NULL || g_variant_is_of_type (hints, G_VARIANT_TYPE ("a(qyb)")));

  if (self->hints == hints || (self->hints != NULL && hints != NULL && g_variant_equal (self->hints, hints)))
    return;
  g_clear_pointer (&self->hints, g_variant_unref);
  self->hints = hints != NULL ? g_variant_ref_sink (hints) : NULL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINTS]);
}

/* A move to draw as an arrow over the pieces (the engine's best move), XQ_MOVE_NONE for none. */
void
xq_board_view_set_hint (XqBoardView *self,
                        XqMove       hint)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->hint == hint)
    return;
  self->hint = hint;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
}
