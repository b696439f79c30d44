/* xq-bar.c: a bar of a start, a centre and an end child that wraps where the row does not fit
 *
 * Its children, in order, are the start child (a status line, a verdict's texts, a board), an
 * optional centre child and the end child (buttons, a panel). Where all fit in one row, they take
 * it as GtkCenterBox lays them out, the start child never narrower than its natural width (or
 * "start-width"), the end child than its natural width (or "end-width"): a status line is not cut
 * short. Where they do not, the start child takes a row of its own above the others, and
 * where the centre and the end child do not fit in one row either, each takes a row. So a window
 * down to 360 px keeps every control and every word, with no breakpoint: the bar is asked for its
 * height at the width it is given (height-for-width), as wrapping labels are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-bar"

#include "config.h"

#include "xq-bar.h"

struct _XqBar
{
  GtkWidget parent_instance;

  int       spacing;
  int       start_width; /* the least width of the start child in a row; -1: its natural width */
  int       end_width;   /* the least width of the end child in a row; -1: its natural width */
};

G_DEFINE_FINAL_TYPE (XqBar, xq_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPACING,
  PROP_START_WIDTH,
  PROP_END_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  GtkWidget *start, *center, *end;
} Children;

static Children
get_children (XqBar *self)
{
  Children   c = { NULL, NULL, NULL };
  GtkWidget *found[3] = { NULL, NULL, NULL };
  guint      n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL && n < 3;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      found[n++] = child;
  c.start = found[0];
  if (n == 2)
    c.end = found[1];
  else if (n == 3)
    {
      c.center = found[1];
      c.end = found[2];
    }
  return c;
}

static void
measure_child (GtkWidget     *child,
               GtkOrientation orientation,
               int            for_size,
               int           *min,
               int           *nat)
{
  *min = *nat = 0;
  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, min, nat, NULL, NULL);
}

static int
nat_width (GtkWidget *child)
{
  int min, nat;

  measure_child (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
  return nat;
}

static int
height_for (GtkWidget *child,
            int        width,
            gboolean   natural)
{
  int min, nat;

  measure_child (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat);
  return natural ? nat : min;
}

/* The width the start child keeps in a row. */
static int
start_need (XqBar          *self,
            const Children *c)
{
  int min, nat;

  if (c->start == NULL)
    return 0;
  measure_child (c->start, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
  return self->start_width >= 0 ? MAX (min, self->start_width) : nat;
}

/* The width the end child keeps in a row (a panel beside a board: its least width). */
static int
end_need (XqBar          *self,
          const Children *c)
{
  int min, nat;

  if (c->end == NULL)
    return 0;
  measure_child (c->end, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
  return self->end_width >= 0 ? MAX (min, self->end_width) : nat;
}

/* The width the centre and the end child take side by side. */
static int
tail_width (XqBar          *self,
            const Children *c)
{
  int w = nat_width (c->center) + end_need (self, c);

  if (c->center != NULL && c->end != NULL)
    w += self->spacing;
  return w;
}

/* The widths the centre and the end child are given, in any number of rows: what they ask, at
 * most the bar's @width (their heights are asked for at these widths). */
#define CENTER_W(c, width)    MIN (nat_width ((c)->center), (width))
#define END_W(self, c, width) MIN (end_need ((self), (c)), (width))

static guint
rows_for_width (XqBar          *self,
                const Children *c,
                int             width)
{
  int tail = tail_width (self, c);

  if (c->start == NULL || start_need (self, c) + (tail > 0 ? self->spacing + tail : 0) <= width)
    return 1;
  if (tail <= width)
    return 2;
  return 3;
}

static int
height_for_width (XqBar          *self,
                  const Children *c,
                  int             width,
                  gboolean        natural)
{
  switch (rows_for_width (self, c, width))
    {
      case 1: {
        int tail_w = tail_width (self, c);
        int start_w = c->start != NULL ? width - (tail_w > 0 ? tail_w + self->spacing : 0) : 0;
        return MAX (height_for (c->start, start_w, natural),
                    MAX (height_for (c->center, CENTER_W (c, width), natural), height_for (c->end, END_W (self, c, width), natural)));
      }
    case 2:
      return height_for (c->start, width, natural) + self->spacing +
             MAX (height_for (c->center, CENTER_W (c, width), natural), height_for (c->end, END_W (self, c, width), natural));
    default:
      return height_for (c->start, width, natural) +
             (c->center != NULL ? self->spacing + height_for (c->center, CENTER_W (c, width), natural) : 0) +
             self->spacing + height_for (c->end, END_W (self, c, width), natural);
    }
}

static void
xq_bar_measure (GtkWidget     *widget,
                GtkOrientation orientation,
                int            for_size,
                int           *minimum,
                int           *natural,
                int           *minimum_baseline,
                int           *natural_baseline)
{
  XqBar   *self = XQ_BAR (widget);
  Children c = get_children (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int min_s, nat_s, min_c, nat_c, min_e, nat_e;

      measure_child (c.start, orientation, -1, &min_s, &nat_s);
      measure_child (c.center, orientation, -1, &min_c, &nat_c);
      measure_child (c.end, orientation, -1, &min_e, &nat_e);
      /* Stacked, the widest child; in a row, as a centre box: the centre in the middle */
      *minimum = MAX (min_s, MAX (min_c, min_e));
      if (c.center != NULL)
        *natural = 2 * MAX (start_need (self, &c), end_need (self, &c)) + nat_c + 2 * self->spacing;
      else
        *natural = start_need (self, &c) + MAX (nat_e, end_need (self, &c)) + (c.end != NULL ? self->spacing : 0);
      *natural = MAX (*natural, *minimum);
    }
  else
    {
      int width = for_size;

      if (width < 0)
        {
          int min, nat;
          xq_bar_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
          width = nat;
        }
      *minimum = height_for_width (self, &c, width, FALSE);
      *natural = height_for_width (self, &c, width, TRUE);
    }
}

static GtkSizeRequestMode
xq_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
place (GtkWidget *child,
       int        x,
       int        y,
       int        width,
       int        height)
{
  if (child != NULL)
    gtk_widget_size_allocate (child, &(GtkAllocation){ x, y, MAX (width, 0), MAX (height, 0) }, -1);
}

/* The centre child in the middle of @width when it has room there, else just after @left. */
static int
center_x (int width,
          int center_w,
          int left,
          int right)
{
  int x = (width - center_w) / 2;

  if (x < left)
    x = left;
  if (x + center_w > right)
    x = MAX (left, right - center_w);
  return x;
}

static void
xq_bar_size_allocate (GtkWidget *widget,
                      int        width,
                      int        height,
                      int        baseline)
{
  XqBar   *self = XQ_BAR (widget);
  Children c = get_children (self);
  int      nat_c = MIN (nat_width (c.center), width);
  int      nat_e = END_W (self, &c, width);
  int      sp = self->spacing;
  guint    rows = rows_for_width (self, &c, width);

  switch (rows)
    {
      case 1: {
        int tail_w, start_w, x_c;

        /* The end child at the width it needs ("end-width", else its natural width), the start
         * child (a board, a status line) taking the rest */
        if (c.end != NULL)
          nat_e = MIN (end_need (self, &c), width);
        tail_w = nat_e + (c.center != NULL ? nat_c + (c.end != NULL ? sp : 0) : 0);
        start_w = width - (tail_w > 0 ? tail_w + sp : 0);

        if (c.center != NULL)
          {
            x_c = center_x (width, nat_c, start_need (self, &c) + sp, width - nat_e - sp);
            start_w = x_c - sp;
            place (c.center, x_c, 0, nat_c, height);
          }
        place (c.start, 0, 0, start_w, height);
        place (c.end, width - nat_e, 0, nat_e, height);
        break;
      }
      case 2: {
        /* The start child (a board above its panel) grows into the height the others leave */
        int tail_h = MAX (height_for (c.center, CENTER_W (&c, width), FALSE), height_for (c.end, END_W (self, &c, width), FALSE));
        int h_s = CLAMP (height - sp - tail_h, height_for (c.start, width, FALSE), height_for (c.start, width, TRUE));
        int y = h_s + sp;
        int h = height - y;

        place (c.start, 0, 0, width, h_s);
        if (c.center != NULL)
          place (c.center, center_x (width, nat_c, 0, width - nat_e - sp), y, nat_c, h);
        place (c.end, width - nat_e, y, nat_e, h);
        break;
      }
      default: {
        int h_c = c.center != NULL ? height_for (c.center, CENTER_W (&c, width), FALSE) + sp : 0;
        int h_e = height_for (c.end, END_W (self, &c, width), FALSE);
        /* As in two rows: the start child grows into the height the others leave */
        int h_s = CLAMP (height - sp - h_c - h_e, height_for (c.start, width, FALSE), height_for (c.start, width, TRUE));
        int y = h_s + sp;

        place (c.start, 0, 0, width, h_s);
        if (c.center != NULL)
          place (c.center, (width - nat_c) / 2, y, nat_c, h_c - sp);
        y += h_c;
        place (c.end, width - nat_e, y, nat_e, MAX (height - y, 0));
        break;
      }
    }
}

/* GObject */

static void
xq_bar_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (xq_bar_parent_class)->dispose (object);
}

static void
xq_bar_get_property (GObject    *object,
                     guint       prop_id,
                     GValue     *value,
                     GParamSpec *pspec)
{
  XqBar *self = XQ_BAR (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_START_WIDTH:
      g_value_set_int (value, self->start_width);
      break;
    case PROP_END_WIDTH:
      g_value_set_int (value, self->end_width);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_bar_set_property (GObject      *object,
                     guint         prop_id,
                     const GValue *value,
                     GParamSpec   *pspec)
{
  XqBar *self = XQ_BAR (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      self->spacing = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_START_WIDTH:
      self->start_width = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_END_WIDTH:
      self->end_width = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_bar_class_init (XqBarClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_bar_dispose;
  object_class->get_property = xq_bar_get_property;
  object_class->set_property = xq_bar_set_property;
  widget_class->measure = xq_bar_measure;
  widget_class->size_allocate = xq_bar_size_allocate;
  widget_class->get_request_mode = xq_bar_get_request_mode;

  properties[PROP_SPACING] = g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 6,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_START_WIDTH] =
    g_param_spec_int ("start-width", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_END_WIDTH] =
    g_param_spec_int ("end-width", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_bar_init (XqBar *self)
{
  self->spacing = 6;
  self->start_width = -1;
  self->end_width = -1;
}

GtkWidget *
xq_bar_new (void)
{
  return g_object_new (XQ_TYPE_BAR, NULL);
}

guint
xq_bar_get_rows_for_width (XqBar *self,
                           int    width)
{
  Children c;

  g_return_val_if_fail (XQ_IS_BAR (self), 1);

  c = get_children (self);
  return rows_for_width (self, &c, width);
}
