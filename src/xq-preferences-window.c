/* xq-preferences-window.c: rule profile, notation, pieces, coordinates, the engine, the review
 *
 * Every row is bound to its GSettings key, so changes apply at once in every window. The
 * engine's repetition-rule row lists the values the engine itself offers: the engine is started
 * (and ended) to ask, when the window opens and when another engine is chosen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-preferences-window"

#include "config.h"

#include "xq-preferences-window.h"

#include <glib/gi18n.h>

#include "xq-engine-review.h"

struct _XqPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings           *settings;

  /* Template widgets */
  AdwComboRow   *profile_row;
  AdwComboRow   *notation_row;
  AdwComboRow   *piece_set_row;
  AdwComboRow   *coordinates_row;
  GtkSwitch     *flip_switch;
  AdwEntryRow   *engine_row;
  GtkSpinButton *lines_spin;
  GtkSpinButton *hash_spin;
  GtkSpinButton *threads_spin;
  AdwComboRow   *rule_row;
  GtkStringList *rule_list;
  GtkSpinButton *dubious_spin;
  GtkSpinButton *mistake_spin;
  GtkSpinButton *blunder_spin;

  XqUciEngine   *probe;       /* asked for its options */
  GStrv          rule_values; /* the values of the rows of rule_row, "" and XQ_ENGINE_RULE_DEFAULT first */
  gboolean       filling;
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

/* Thresholds: centipawns in the settings, pawns on screen */
static gboolean
centipawns_to_pawns (GValue   *value,
                     GVariant *variant,
                     gpointer  user_data)
{
  g_value_set_double (value, g_variant_get_uint32 (variant) / 100.0);
  return TRUE;
}

static GVariant *
pawns_to_centipawns (const GValue       *value,
                     const GVariantType *type,
                     gpointer            user_data)
{
  return g_variant_new_uint32 ((guint32) (g_value_get_double (value) * 100 + 0.5));
}

static void
bind_pawns (XqPreferencesWindow *self,
            const char          *key,
            GtkSpinButton       *spin)
{
  g_settings_bind_with_mapping (self->settings, key, spin, "value", G_SETTINGS_BIND_DEFAULT, centipawns_to_pawns,
                                pawns_to_centipawns, NULL, NULL);
}

static void
rule_selected_cb (XqPreferencesWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->rule_row);

  if (self->filling || self->rule_values == NULL || selected >= g_strv_length (self->rule_values))
    return;
  g_settings_set_string (self->settings, "engine-rule", self->rule_values[selected]);
}

/* The rows of the rule option: follow the profile, the engine's own, then the engine's values
 * (@option NULL: the engine has none, or could not be asked). */
static void
fill_rules (XqPreferencesWindow  *self,
            const XqEngineOption *option,
            const char           *why)
{
  g_autofree char      *current = g_settings_get_string (self->settings, "engine-rule");
  g_autoptr (GPtrArray) values = g_ptr_array_new_null_terminated (4, g_free, TRUE);
  guint                 selected = 0, n_items;

  self->filling = TRUE;
  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->rule_list));
  gtk_string_list_splice (self->rule_list, 0, n_items, NULL);
  gtk_string_list_append (self->rule_list, _ ("Follow the Rule Profile"));
  g_ptr_array_add (values, g_strdup (""));
  gtk_string_list_append (self->rule_list, _ ("The Engine’s Own"));
  g_ptr_array_add (values, g_strdup (XQ_ENGINE_RULE_DEFAULT));
  for (guint i = 0; option != NULL && option->vars[i] != NULL; i++)
    {
      gtk_string_list_append (self->rule_list, option->vars[i]);
      g_ptr_array_add (values, g_strdup (option->vars[i]));
    }
  for (guint i = 0; i < values->len; i++)
    if (g_strcmp0 (g_ptr_array_index (values, i), current) == 0)
      selected = i;
  g_strfreev (self->rule_values);
  self->rule_values = (GStrv) g_ptr_array_steal (values, NULL);
  adw_combo_row_set_selected (self->rule_row, selected);
  gtk_widget_set_sensitive (GTK_WIDGET (self->rule_row), option != NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rule_row), why);
  self->filling = FALSE;
}

static void
drop_probe (XqPreferencesWindow *self)
{
  if (self->probe == NULL)
    return;
  xq_uci_engine_quit (self->probe);
  g_clear_object (&self->probe);
}

static void
probe_started_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr (XqPreferencesWindow) self = user_data;
  g_autoptr (GError)              error = NULL;
  const XqEngineOption           *rule;
  g_autofree char                *why = NULL;

  if (XQ_UCI_ENGINE (source) != self->probe)
    return;
  if (!xq_uci_engine_start_finish (XQ_UCI_ENGINE (source), result, &error))
    {
      fill_rules (self, NULL, _ ("The engine could not be asked for its options"));
      drop_probe (self);
      return;
    }
  rule = xq_uci_engine_get_rule_option (self->probe);
  if (rule != NULL)
    /* TRANSLATORS: the engine's name and its option's name ("Repetition Rule") */
    why = g_strdup_printf (_ ("%s’s option “%s”: following the profile picks the rule book of the game’s profile "
                              "(Chinese for CXA and 1957, Asian for AXF)"),
                           xq_uci_engine_get_name (self->probe), rule->name);
  else
    why = g_strdup_printf (_ ("%s has no repetition-rule option: Qili marks the moves the profile forbids"),
                           xq_uci_engine_get_name (self->probe));
  fill_rules (self, rule, why);
  drop_probe (self);
}

static void
probe_engine (XqPreferencesWindow *self)
{
  g_autofree char *path = g_settings_get_string (self->settings, "engine-path");

  drop_probe (self);
  fill_rules (self, NULL, _ ("Asking the engine…"));
  self->probe = xq_uci_engine_new (*path != '\0' ? path : XQ_ENGINE_DEFAULT_PATH);
  xq_uci_engine_start_async (self->probe, NULL, probe_started_cb, g_object_ref (self));
}

static void
engine_apply_cb (XqPreferencesWindow *self)
{
  g_autofree char *path = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->engine_row))));

  g_settings_set_string (self->settings, "engine-path", path);
  probe_engine (self);
}

static void
xq_preferences_window_dispose (GObject *object)
{
  XqPreferencesWindow *self = XQ_PREFERENCES_WINDOW (object);

  drop_probe (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->rule_values, g_strfreev);

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
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, lines_spin);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, hash_spin);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, threads_spin);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, rule_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, rule_list);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, dubious_spin);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, mistake_spin);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, blunder_spin);
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
  g_settings_bind (self->settings, "analysis-lines", self->lines_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "engine-hash", self->hash_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "engine-threads", self->threads_spin, "value", G_SETTINGS_BIND_DEFAULT);
  bind_pawns (self, "mistake-dubious", self->dubious_spin);
  bind_pawns (self, "mistake-mistake", self->mistake_spin);
  bind_pawns (self, "mistake-blunder", self->blunder_spin);
  g_signal_connect_object (self->rule_row, "notify::selected", G_CALLBACK (rule_selected_cb), self,
                           G_CONNECT_SWAPPED);
  probe_engine (self);
}

GtkWidget *
xq_preferences_window_new (void)
{
  return g_object_new (XQ_TYPE_PREFERENCES_WINDOW, NULL);
}
