/* xq-qr-view.c: drawing a QR code (libqrencode through xq-qr.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-qr-view"

#include "config.h"

#include "xq-qr-view.h"

#include "xq-qr.h"

#define QUIET 4 /* modules of white around the code, as the standard asks */

struct _XqQrView
{
  GtkWidget parent_instance;
  char     *text;
};

G_DEFINE_FINAL_TYPE (XqQrView, xq_qr_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
xq_qr_view_draw (cairo_t    *cr,
                 const char *text,
                 double      x,
                 double      y,
                 double      size)
{
  g_autoptr (XqQr) qr = text != NULL && *text != '\0' ? xq_qr_new (text, NULL) : NULL;
  double           module;

  if (qr == NULL)
    return;
  module = size / (qr->width + 2 * QUIET);
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, size, size);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint my = 0; my < qr->width; my++)
    for (guint mx = 0; mx < qr->width; mx++)
      if (xq_qr_dark (qr, (int) mx, (int) my))
        cairo_rectangle (cr, x + (mx + QUIET) * module, y + (my + QUIET) * module, module, module);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
xq_qr_view_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  XqQrView *self = XQ_QR_VIEW (widget);
  int       w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  int       size = MIN (w, h);
  cairo_t  *cr;

  if (self->text == NULL || *self->text == '\0' || size <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT ((w - size) / 2.0, (h - size) / 2.0, size, size));
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  xq_qr_view_draw (cr, self->text, (w - size) / 2.0, (h - size) / 2.0, size);
  cairo_destroy (cr);
}

static void
xq_qr_view_measure (GtkWidget     *widget,
                    GtkOrientation orientation,
                    int            for_size,
                    int           *minimum,
                    int           *natural,
                    int           *minimum_baseline,
                    int           *natural_baseline)
{
  *minimum = 120;
  *natural = 240;
}

static void
xq_qr_view_finalize (GObject *object)
{
  g_free (XQ_QR_VIEW (object)->text);
  G_OBJECT_CLASS (xq_qr_view_parent_class)->finalize (object);
}

static void
xq_qr_view_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, XQ_QR_VIEW (object)->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_qr_view_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_TEXT:
      xq_qr_view_set_text (XQ_QR_VIEW (object), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_qr_view_class_init (XqQrViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = xq_qr_view_finalize;
  object_class->get_property = xq_qr_view_get_property;
  object_class->set_property = xq_qr_view_set_property;
  widget_class->snapshot = xq_qr_view_snapshot;
  widget_class->measure = xq_qr_view_measure;

  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
xq_qr_view_init (XqQrView *self)
{
}

GtkWidget *
xq_qr_view_new (void)
{
  return g_object_new (XQ_TYPE_QR_VIEW, NULL);
}

const char *
xq_qr_view_get_text (XqQrView *self)
{
  g_return_val_if_fail (XQ_IS_QR_VIEW (self), NULL);
  return self->text;
}

void
xq_qr_view_set_text (XqQrView   *self,
                     const char *text)
{
  g_return_if_fail (XQ_IS_QR_VIEW (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}
