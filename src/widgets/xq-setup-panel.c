/* xq-setup-panel.c: piece palette, side to move and FEN for set-up mode
 *
 * The panel edits an XqSetupModel: the palette chooses what a click on the board places, the side
 * and FEN edit the model directly, and the engine's verdict on the position is shown as it changes.
 * Done and Cancel are the window's "setup.done" and "setup.cancel"; Done is enabled only for a
 * valid position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-setup-panel"

#include "config.h"

#include "xq-setup-panel.h"

#include "xq-a11y.h"
#include "xq-piece-set.h"
#include "xq-setup-model.h"

struct _XqSetupPanel
{
  GtkWidget      parent_instance;

  XqSetupModel  *setup;
  GSignalGroup  *setup_signals;
  GBindingGroup *setup_bindings;
  int            piece;
  int            side;
  gboolean       typing; /* the FEN entry is being applied to the model */
  char          *piece_set;
  gboolean       palette_drawn;

  /* Template widgets */
  GtkWidget *palette;
  GtkEntry  *fen_entry;
  GtkImage  *status_icon;
  GtkLabel  *message_label;
};

G_DEFINE_FINAL_TYPE (XqSetupPanel, xq_setup_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SETUP,
  PROP_PIECE,
  PROP_SIDE,
  PROP_PIECE_SET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_status (XqSetupPanel *self)
{
  gboolean valid = self->setup != NULL && xq_setup_model_get_valid (self->setup);

  gtk_image_set_from_icon_name (self->status_icon, valid ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), valid ? "status-error" : "status-ok");
  gtk_widget_add_css_class (GTK_WIDGET (self->message_label), valid ? "status-ok" : "status-error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), valid ? "status-error" : "status-ok");
  gtk_widget_add_css_class (GTK_WIDGET (self->status_icon), valid ? "status-ok" : "status-error");
  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
}

static void
setup_fen_cb (XqSetupPanel *self)
{
  if (self->typing || self->setup == NULL)
    return;
  self->typing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), xq_setup_model_get_fen (self->setup));
  gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
  self->typing = FALSE;
}

static void
fen_changed_cb (XqSetupPanel *self,
                GtkEditable  *entry)
{
  gboolean valid;

  if (self->typing || self->setup == NULL)
    return;
  self->typing = TRUE;
  valid = xq_setup_model_set_fen (self->setup, gtk_editable_get_text (entry));
  self->typing = FALSE;
  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->fen_entry), "error");
}

#define PALETTE_SIZE 34

/* The palette shows the board's piece set, drawn when the panel is first shown (not at start-up). */
static void
draw_palette (XqSetupPanel *self)
{
  XqPieceSet *pieces;
  int         scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->palette_drawn = FALSE;
      return;
    }
  pieces = xq_piece_set_lookup (self->piece_set, NULL);
  if (pieces == NULL)
    return;
  for (GtkWidget *button = gtk_widget_get_first_child (self->palette); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      GVariant  *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
      GtkWidget *image = gtk_button_get_child (GTK_BUTTON (button));
      XqPiece    piece;

      if (target == NULL || !GTK_IS_IMAGE (image))
        continue;
      piece = (XqPiece) g_variant_get_int32 (target);
      if (!xq_piece_is_valid (piece))
        continue;
      gtk_image_set_from_paintable (
        GTK_IMAGE (image),
        GDK_PAINTABLE (xq_drawing_get_texture (xq_piece_set_get_drawing (pieces, piece, PALETTE_SIZE * scale))));
    }
  self->palette_drawn = TRUE;
}

static void
map_cb (XqSetupPanel *self)
{
  if (!self->palette_drawn)
    draw_palette (self);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  XqSetupPanel *self = XQ_SETUP_PANEL (widget);

  if (self->setup != NULL)
    xq_setup_model_clear (self->setup);
}

static void
start_position_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  XqSetupPanel *self = XQ_SETUP_PANEL (widget);

  if (self->setup != NULL)
    xq_setup_model_reset_to_start (self->setup);
}

static void
xq_setup_panel_dispose (GObject *object)
{
  XqSetupPanel *self = XQ_SETUP_PANEL (object);

  if (self->setup_signals != NULL)
    g_signal_group_set_target (self->setup_signals, NULL);
  if (self->setup_bindings != NULL)
    g_binding_group_set_source (self->setup_bindings, NULL);
  g_clear_object (&self->setup_signals);
  g_clear_object (&self->setup_bindings);
  g_clear_object (&self->setup);
  g_clear_pointer (&self->piece_set, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_SETUP_PANEL);
  /* The template's top widget is not bound to a field: unparent it too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_setup_panel_parent_class)->dispose (object);
}

static void
xq_setup_panel_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  XqSetupPanel *self = XQ_SETUP_PANEL (object);

  switch (prop_id)
    {
    case PROP_SETUP:
      g_value_set_object (value, self->setup);
      break;
    case PROP_PIECE:
      g_value_set_int (value, self->piece);
      break;
    case PROP_SIDE:
      g_value_set_int (value, self->side);
      break;
    case PROP_PIECE_SET:
      g_value_set_string (value, self->piece_set);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_setup_panel_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  XqSetupPanel *self = XQ_SETUP_PANEL (object);

  switch (prop_id)
    {
    case PROP_SETUP:
      xq_setup_panel_set_setup (self, g_value_get_object (value));
      break;
    case PROP_PIECE:
      xq_setup_panel_set_piece (self, (XqPiece) g_value_get_int (value));
      break;
    case PROP_SIDE:
      if (self->side != g_value_get_int (value))
        {
          self->side = g_value_get_int (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_PIECE_SET:
      if (g_strcmp0 (self->piece_set, g_value_get_string (value)) != 0)
        {
          g_free (self->piece_set);
          self->piece_set = g_value_dup_string (value);
          draw_palette (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_setup_panel_class_init (XqSetupPanelClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_setup_panel_dispose;
  object_class->get_property = xq_setup_panel_get_property;
  object_class->set_property = xq_setup_panel_set_property;

  properties[PROP_SETUP] =
    g_param_spec_object ("setup", NULL, NULL, XQ_TYPE_SETUP_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE] =
    g_param_spec_int ("piece", NULL, NULL, 0, XQ_N_PIECES - 1, xq_piece_make (XQ_RED, XQ_ROOK),
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Mirrors the model's side, for the "setup.side" toggle buttons. */
  properties[PROP_SIDE] =
    g_param_spec_int ("side", NULL, NULL, XQ_RED, XQ_BLACK, XQ_RED,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, "traditional",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-setup-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, XqSetupPanel, palette);
  gtk_widget_class_bind_template_child (widget_class, XqSetupPanel, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, XqSetupPanel, status_icon);
  gtk_widget_class_bind_template_child (widget_class, XqSetupPanel, message_label);
  gtk_widget_class_bind_template_callback (widget_class, fen_changed_cb);

  gtk_widget_class_install_property_action (widget_class, "setup.select-piece", "piece");
  gtk_widget_class_install_property_action (widget_class, "setup.side", "side");
  gtk_widget_class_install_action (widget_class, "setup.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "setup.start-position", NULL, start_position_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_setup_panel_init (XqSetupPanel *self)
{
  self->piece = xq_piece_make (XQ_RED, XQ_ROOK);
  self->piece_set = g_strdup ("traditional");
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);

  self->setup_signals = g_signal_group_new (XQ_TYPE_SETUP_MODEL);
  g_signal_group_connect_swapped (self->setup_signals, "notify::fen", G_CALLBACK (setup_fen_cb), self);
  g_signal_group_connect_swapped (self->setup_signals, "notify::valid", G_CALLBACK (update_status), self);

  self->setup_bindings = g_binding_group_new ();
  g_binding_group_bind (self->setup_bindings, "message", self->message_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->setup_bindings, "side", self, "side", G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  update_status (self);
}

GtkWidget *
xq_setup_panel_new (void)
{
  return g_object_new (XQ_TYPE_SETUP_PANEL, NULL);
}

/**
 * xq_setup_panel_get_setup:
 *
 * Returns: (transfer none) (nullable): the position being set up
 */
XqSetupModel *
xq_setup_panel_get_setup (XqSetupPanel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_PANEL (self), NULL);

  return self->setup;
}

void
xq_setup_panel_set_setup (XqSetupPanel *self,
                          XqSetupModel *setup)
{
  g_return_if_fail (XQ_IS_SETUP_PANEL (self));
  g_return_if_fail (setup == NULL || XQ_IS_SETUP_MODEL (setup));

  if (!g_set_object (&self->setup, setup))
    return;
  g_signal_group_set_target (self->setup_signals, setup);
  g_binding_group_set_source (self->setup_bindings, setup);
  setup_fen_cb (self);
  update_status (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETUP]);
}

XqPiece
xq_setup_panel_get_piece (XqSetupPanel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_PANEL (self), XQ_NO_PIECE);

  return (XqPiece) self->piece;
}

void
xq_setup_panel_set_piece (XqSetupPanel *self,
                          XqPiece       piece)
{
  g_return_if_fail (XQ_IS_SETUP_PANEL (self));
  g_return_if_fail (piece == XQ_NO_PIECE || xq_piece_is_valid (piece));

  if (self->piece == piece)
    return;
  self->piece = piece;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE]);
}
