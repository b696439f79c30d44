/* xq-eval-graph.c: the reviewed game as a graph of the score, its mistakes and its rule events
 *
 * One point per position, left to right, the score from Red's side up (Red's advantage shaded
 * red above the middle, Black's dark below), through a logistic curve so that a pawn up shows
 * and a rook up is near the top. Moves marked ?! ? ?? are dots in yellow, orange and red with
 * their glyph; each rule event is a flag on a dashed line at its ply — red where a side must
 * change, blue for a cycle nobody must change, orange for a count (60 moves, the move limit),
 * black for the end — with its ruling in the tooltip. The current move is an accent line; a
 * click goes to the ply under the pointer. While the review runs, the graph grows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-eval-graph"

#include "config.h"

#include "xq-eval-graph.h"

#include <glib/gi18n.h>
#include <math.h>

#include "xq-game-model.h"
#include "xq-review-model.h"

/* Space for the flags above and the axis labels on the left (px) */
#define TOP_MARGIN    14
#define BOTTOM_MARGIN 4
#define LEFT_MARGIN   6
#define RIGHT_MARGIN  6
#define GRAPH_HEIGHT  80

struct _XqEvalGraph
{
  GtkWidget      parent_instance;

  XqReviewModel *review;
  XqGameModel   *game;
  GSignalGroup  *review_signals;
  GSignalGroup  *game_signals;
  guint          hover; /* ply under the pointer, or G_MAXUINT */
};

G_DEFINE_FINAL_TYPE (XqEvalGraph, xq_eval_graph, GTK_TYPE_WIDGET)

double
xq_eval_graph_height (int centipawns)
{
  return 2.0 / (1.0 + exp (-centipawns / 250.0)) - 1.0;
}

/* The drawing area inside the margins */
static void
area (XqEvalGraph     *self,
      graphene_rect_t *rect)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  graphene_rect_init (rect, LEFT_MARGIN, TOP_MARGIN, MAX (w - LEFT_MARGIN - RIGHT_MARGIN, 1),
                      MAX (h - TOP_MARGIN - BOTTOM_MARGIN, 1));
}

static guint
n_plies (XqEvalGraph *self)
{
  return self->review != NULL ? xq_review_model_get_n_plies (self->review) : 0;
}

/* What drawing the graph needs: where, and of which review */
typedef struct
{
  XqReviewModel  *review;
  graphene_rect_t r;
  guint           n; /* plies, at least 1 */
} Plot;

static double
plot_x (const Plot *plot,
        guint       ply)
{
  return plot->r.origin.x + plot->r.size.width * ply / plot->n;
}

double
xq_eval_graph_ply_x (XqEvalGraph *self,
                     guint        ply)
{
  Plot plot = { self->review };

  g_return_val_if_fail (XQ_IS_EVAL_GRAPH (self), 0);

  area (self, &plot.r);
  plot.n = MAX (n_plies (self), 1);
  return plot_x (&plot, ply);
}

guint
xq_eval_graph_ply_at (XqEvalGraph *self,
                      double       x)
{
  graphene_rect_t r;
  guint           n;
  double          p;

  g_return_val_if_fail (XQ_IS_EVAL_GRAPH (self), G_MAXUINT);

  if (self->review == NULL || !xq_review_model_get_active (self->review))
    return G_MAXUINT;
  area (self, &r);
  n = n_plies (self);
  if (x < r.origin.x - 4 || x > r.origin.x + r.size.width + 4)
    return G_MAXUINT;
  p = n > 0 ? (x - r.origin.x) / r.size.width * n : 0;
  return (guint) CLAMP (lround (p), 0, (long) n);
}

static double
eval_y (const graphene_rect_t *r,
        const XqEngineEval    *eval)
{
  double mid = r->origin.y + r->size.height / 2;

  return mid - r->size.height / 2 * 0.94 * xq_eval_graph_height (xq_engine_eval_value (eval));
}

static void
set_rgba (cairo_t    *cr,
          const char *spec,
          double      alpha)
{
  GdkRGBA c;

  gdk_rgba_parse (&c, spec);
  cairo_set_source_rgba (cr, c.red, c.green, c.blue, alpha);
}

/* The score as a line over two shaded areas */
static void
draw_scores (const Plot    *plot,
             cairo_t       *cr,
             const GdkRGBA *fg)
{
  const graphene_rect_t *r = &plot->r;
  guint                  done = xq_review_model_get_n_done (plot->review);
  double                 mid = r->origin.y + r->size.height / 2;

  if (done == 0)
    return;
  cairo_save (cr);
  cairo_move_to (cr, plot_x (plot, 0), mid);
  for (guint p = 0; p < done; p++)
    cairo_line_to (cr, plot_x (plot, p), eval_y (r, xq_review_model_get_eval (plot->review, p)));
  cairo_line_to (cr, plot_x (plot, done - 1), mid);
  cairo_close_path (cr);
  /* Red's side above the middle, Black's below */
  cairo_save (cr);
  cairo_rectangle (cr, r->origin.x, r->origin.y, r->size.width, r->size.height / 2);
  cairo_clip (cr);
  set_rgba (cr, "#e01b24", 0.35);
  cairo_fill_preserve (cr);
  cairo_restore (cr);
  cairo_rectangle (cr, r->origin.x, mid, r->size.width, r->size.height / 2);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.28);
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_set_line_width (cr, 1.5);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.85);
  for (guint p = 0; p < done; p++)
    {
      double x = plot_x (plot, p), y = eval_y (r, xq_review_model_get_eval (plot->review, p));

      if (p == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
}

static void
draw_marks (const Plot *plot,
            cairo_t    *cr)
{
  const graphene_rect_t *r = &plot->r;
  guint                  done = xq_review_model_get_n_done (plot->review);

  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 9);
  for (guint p = 1; p < done; p++)
    {
      XqNag       nag = xq_review_model_get_mark (plot->review, p, NULL);
      const char *colour = nag == XQ_NAG_BLUNDER ? "#e01b24" : nag == XQ_NAG_MISTAKE ? "#ff7800"
                                                                                     : "#e5a50a";
      const char *glyph = nag == XQ_NAG_BLUNDER ? "??" : nag == XQ_NAG_MISTAKE ? "?"
                                                                               : "?!";
      double      x = plot_x (plot, p), y = eval_y (r, xq_review_model_get_eval (plot->review, p));
      double      ty;

      if (nag == XQ_NAG_NONE)
        continue;
      set_rgba (cr, colour, 1.0);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, nag == XQ_NAG_DUBIOUS ? 2.5 : 3.5, 0, 2 * G_PI);
      cairo_fill (cr);
      if (nag == XQ_NAG_DUBIOUS)
        continue;
      /* The glyph beside the dot, on the side with room */
      ty = y < r->origin.y + 12 ? y + 11 : y - 5;
      cairo_move_to (cr, x + 3, ty);
      cairo_show_text (cr, glyph);
    }
}

static const char *
event_colour (XqReviewEventKind kind)
{
  switch (kind)
    {
    case XQ_REVIEW_EVENT_FORBIDDEN:
      return "#e01b24";
    case XQ_REVIEW_EVENT_CYCLE:
      return "#3584e4";
    case XQ_REVIEW_EVENT_COUNT:
      return "#ff7800";
    case XQ_REVIEW_EVENT_END:
    default:
      return "#5e5c64";
    }
}

/* A dashed line at each event's ply, and a flag above the graph */
static void
draw_events (const Plot *plot,
             cairo_t    *cr)
{
  const graphene_rect_t *r = &plot->r;
  const double           dash[] = { 3, 3 };
  double                 top = r->origin.y - TOP_MARGIN;
  guint                  n;
  const XqFinding       *events = xq_review_model_get_events (plot->review, &n);

  for (guint i = 0; i < n; i++)
    {
      double x = floor (plot_x (plot, events[i].ply)) + 0.5;

      set_rgba (cr, event_colour (xq_review_event_kind (&events[i])), 0.9);
      cairo_save (cr);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, r->origin.y);
      cairo_line_to (cr, x, r->origin.y + r->size.height);
      cairo_stroke (cr);
      cairo_restore (cr);
      /* The flag: a pennant on the line */
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, top + 2);
      cairo_line_to (cr, x, r->origin.y);
      cairo_stroke (cr);
      cairo_move_to (cr, x + 0.5, top + 2);
      cairo_line_to (cr, x + 7.5, top + 5.5);
      cairo_line_to (cr, x + 0.5, top + 9);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
}

void
xq_eval_graph_draw (XqReviewModel *review,
                    cairo_t       *cr,
                    double         width,
                    double         height,
                    const GdkRGBA *fg,
                    guint          current)
{
  Plot   plot = { review };
  double mid;

  g_return_if_fail (XQ_IS_REVIEW_MODEL (review));
  g_return_if_fail (cr != NULL && fg != NULL);

  graphene_rect_init (&plot.r, LEFT_MARGIN, TOP_MARGIN, MAX (width - LEFT_MARGIN - RIGHT_MARGIN, 1),
                      MAX (height - TOP_MARGIN - BOTTOM_MARGIN, 1));
  plot.n = MAX (xq_review_model_get_n_plies (review), 1);
  mid = plot.r.origin.y + plot.r.size.height / 2;

  /* The frame: the middle line and faint lines at two pawns either way */
  cairo_save (cr);
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.35);
  cairo_move_to (cr, plot.r.origin.x, floor (mid) + 0.5);
  cairo_line_to (cr, plot.r.origin.x + plot.r.size.width, floor (mid) + 0.5);
  cairo_stroke (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.1);
  for (int sign = -1; sign <= 1; sign += 2)
    {
      double y = floor (mid - sign * plot.r.size.height / 2 * 0.94 * xq_eval_graph_height (200)) + 0.5;
      cairo_move_to (cr, plot.r.origin.x, y);
      cairo_line_to (cr, plot.r.origin.x + plot.r.size.width, y);
    }
  cairo_stroke (cr);

  draw_scores (&plot, cr, fg);
  draw_events (&plot, cr);
  draw_marks (&plot, cr);

  if (current != G_MAXUINT)
    {
      double x = floor (plot_x (&plot, current)) + 0.5;

      set_rgba (cr, "#3584e4", 1.0);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, plot.r.origin.y);
      cairo_line_to (cr, x, plot.r.origin.y + plot.r.size.height);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
xq_eval_graph_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  XqEvalGraph    *self = XQ_EVAL_GRAPH (widget);
  int             w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, w, h);
  GdkRGBA         fg;
  cairo_t        *cr;
  guint           current = G_MAXUINT;

  if (w <= 0 || h <= 0 || self->review == NULL || !xq_review_model_get_active (self->review))
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  if (self->game != NULL && !xq_review_model_get_stale (self->review))
    current = xq_game_model_get_ply (self->game);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  xq_eval_graph_draw (self->review, cr, w, h, &fg, current);

  /* The ply under the pointer */
  if (self->hover != G_MAXUINT)
    {
      graphene_rect_t r;
      double          x = floor (xq_eval_graph_ply_x (self, self->hover)) + 0.5;

      area (self, &r);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.4);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, r.origin.y);
      cairo_line_to (cr, x, r.origin.y + r.size.height);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
xq_eval_graph_measure (GtkWidget     *widget,
                       GtkOrientation orientation,
                       int            for_size,
                       int           *minimum,
                       int           *natural,
                       int           *minimum_baseline,
                       int           *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 480;
    }
  else
    *minimum = *natural = GRAPH_HEIGHT;
}

/* Tooltip: the move under the pointer, its score and mark, and any rule event there */
static gboolean
query_tooltip_cb (XqEvalGraph *self,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip)
{
  guint            ply = xq_eval_graph_ply_at (self, x);
  GString         *text;
  guint            n;
  const XqFinding *events;

  if (ply == G_MAXUINT)
    return FALSE;
  text = g_string_new (NULL);
  if (ply == 0)
    {
      const XqEngineEval *start = xq_review_model_get_eval (self->review, 0);
      g_autofree char    *score = start != NULL ? xq_review_format_score (start) : NULL;

      g_string_append_printf (text, _ ("Start: %s"), score != NULL ? score : "…");
    }
  else
    {
      g_autofree char *line = xq_review_model_describe_ply (self->review, ply);
      g_string_append (text, line);
    }
  events = xq_review_model_get_events (self->review, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].ply == ply)
      {
        g_autofree char *event = xq_review_model_describe_event (self->review, i);
        g_string_append_printf (text, "\n%s", event);
      }
  gtk_tooltip_set_text (tooltip, text->str);
  g_string_free (text, TRUE);
  return TRUE;
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           XqEvalGraph              *self)
{
  guint ply = xq_eval_graph_ply_at (self, x);

  if (ply == self->hover)
    return;
  self->hover = ply;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (GtkEventControllerMotion *motion,
          XqEvalGraph              *self)
{
  self->hover = G_MAXUINT;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            XqEvalGraph     *self)
{
  guint ply = xq_eval_graph_ply_at (self, x);

  if (ply == G_MAXUINT || self->game == NULL || xq_review_model_get_stale (self->review) ||
      ply > xq_game_model_get_n_plies (self->game))
    return;
  xq_game_model_set_ply (self->game, ply);
}

static void
changed_cb (XqEvalGraph *self)
{
  g_autofree char *summary = NULL;

  if (self->review != NULL && xq_review_model_get_active (self->review))
    summary = xq_review_model_dup_summary (self->review);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  summary != NULL ? summary : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GObject */

static void
xq_eval_graph_dispose (GObject *object)
{
  XqEvalGraph *self = XQ_EVAL_GRAPH (object);

  if (self->review_signals != NULL)
    g_signal_group_set_target (self->review_signals, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->review_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->review);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (xq_eval_graph_parent_class)->dispose (object);
}

static void
xq_eval_graph_class_init (XqEvalGraphClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_eval_graph_dispose;
  widget_class->snapshot = xq_eval_graph_snapshot;
  widget_class->measure = xq_eval_graph_measure;

  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
xq_eval_graph_init (XqEvalGraph *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture         *click = gtk_gesture_click_new ();

  self->hover = G_MAXUINT;
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Evaluation graph"), -1);

  self->review_signals = g_signal_group_new (XQ_TYPE_REVIEW_MODEL);
  g_signal_group_connect_swapped (self->review_signals, "changed", G_CALLBACK (changed_cb), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::stale", G_CALLBACK (gtk_widget_queue_draw), self);
  self->game_signals = g_signal_group_new (XQ_TYPE_GAME_MODEL);
  g_signal_group_connect_swapped (self->game_signals, "notify::position", G_CALLBACK (gtk_widget_queue_draw), self);
}

GtkWidget *
xq_eval_graph_new (void)
{
  return g_object_new (XQ_TYPE_EVAL_GRAPH, NULL);
}

void
xq_eval_graph_set_models (XqEvalGraph   *self,
                          XqReviewModel *review,
                          XqGameModel   *game)
{
  g_return_if_fail (XQ_IS_EVAL_GRAPH (self));
  g_return_if_fail (review == NULL || XQ_IS_REVIEW_MODEL (review));
  g_return_if_fail (game == NULL || XQ_IS_GAME_MODEL (game));

  g_set_object (&self->review, review);
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->review_signals, review);
  g_signal_group_set_target (self->game_signals, game);
  changed_cb (self);
}
