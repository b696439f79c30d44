/* xq-preferences-window.c: rule profile, notation, pieces, coordinates
 *
 * Every row is bound to its GSettings key, so changes apply at once in every window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-preferences-window"

#include "config.h"

#include "xq-preferences-window.h"

struct _XqPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings           *settings;

  /* Template widgets */
  AdwComboRow *profile_row;
  AdwComboRow *notation_row;
  AdwComboRow *piece_set_row;
  AdwComboRow *coordinates_row;
  GtkSwitch   *flip_switch;
  AdwEntryRow *engine_row;
};

G_DEFINE_FINAL_TYPE (XqPreferencesWindow, xq_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The choices of each combo row, in the order of its items. */
static const char *const profile_nicks[] = { "cxa", "axf", "1957", NULL };
static const char *const notation_nicks[] = { "chinese", "wxf", "iccs", NULL };
static const char *const piece_set_names[] = { "traditional", "modern", NULL };
static const char *const coordinates_nicks[] = { "none", "traditional", "iccs", NULL };

static gboolean
nick_to_index (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  const char *const *nicks = user_data;
  const char        *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_nick (const GValue       *value,
               const GVariantType *type,
               gpointer            user_data)
{
  const char *const *nicks = user_data;
  guint              index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[index]);
}

static void
bind_choice (XqPreferencesWindow *self,
             const char          *key,
             AdwComboRow         *row,
             const char *const   *nicks)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT, nick_to_index,
                                index_to_nick, (gpointer) nicks, NULL);
}

static void
engine_apply_cb (XqPreferencesWindow *self)
{
  g_autofree char *path = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->engine_row))));

  g_settings_set_string (self->settings, "engine-path", path);
}

static void
xq_preferences_window_dispose (GObject *object)
{
  XqPreferencesWindow *self = XQ_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (xq_preferences_window_parent_class)->dispose (object);
}

static void
xq_preferences_window_class_init (XqPreferencesWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, profile_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, notation_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, piece_set_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, coordinates_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, flip_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, engine_row);
  gtk_widget_class_bind_template_callback (widget_class, engine_apply_cb);
}

static void
xq_preferences_window_init (XqPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  bind_choice (self, "rule-profile", self->profile_row, profile_nicks);
  bind_choice (self, "notation", self->notation_row, notation_nicks);
  bind_choice (self, "piece-set", self->piece_set_row, piece_set_names);
  bind_choice (self, "coordinates", self->coordinates_row, coordinates_nicks);
  g_settings_bind (self->settings, "board-flipped", self->flip_switch, "active", G_SETTINGS_BIND_DEFAULT);
  /* Taken when applied, not at each key: a half-typed path is no engine */
  {
    g_autofree char *engine = g_settings_get_string (self->settings, "engine-path");
    gtk_editable_set_text (GTK_EDITABLE (self->engine_row), engine);
  }
}

GtkWidget *
xq_preferences_window_new (void)
{
  return g_object_new (XQ_TYPE_PREFERENCES_WINDOW, NULL);
}
