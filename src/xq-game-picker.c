/* xq-game-picker.c: choosing one game of a file that holds several
 *
 * Lists each game by its tags (event, round, players, date, result); typing narrows the list.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-game-picker"

#include "config.h"

#include "xq-game-picker.h"

#include <glib/gi18n.h>

struct _XqGamePicker
{
  AdwWindow           parent_instance;

  XqGameFile         *games;
  GtkStringFilter    *filter;
  GtkFilterListModel *filtered;
  GtkSingleSelection *selection;

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkSearchEntry *search_entry;
  GtkListView    *list_view;
};

G_DEFINE_FINAL_TYPE (XqGamePicker, xq_game_picker, ADW_TYPE_WINDOW)

enum {
  SIGNAL_PICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
describe (XqGameFile *games,
          guint       index)
{
  static const char *const names[] = { "Event", "Round", "Date", "Result" };
  const char              *red = xq_game_file_get_tag (games, index, "Red");
  const char              *black = xq_game_file_get_tag (games, index, "Black");
  GString                 *text = g_string_new (NULL);

  g_string_append_printf (text, "%u. ", index + 1);
  if (red != NULL || black != NULL)
    /* Translators: the players of a game in the game picker, Red first */
    g_string_append_printf (text, _ ("%s vs %s"), red ? red : "?", black ? black : "?");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const char *value = xq_game_file_get_tag (games, index, names[i]);
      if (value != NULL && *value != '\0' && g_strcmp0 (value, "?") != 0)
        g_string_append_printf (text, " · %s", value);
    }
  return g_string_free (text, FALSE);
}

static void
pick (XqGamePicker *self,
      guint         position)
{
  g_autoptr (GObject) item = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);

  if (item == NULL)
    return;
  g_signal_emit (self, signals[SIGNAL_PICKED], 0, GPOINTER_TO_UINT (g_object_get_data (item, "index")));
  gtk_window_close (GTK_WINDOW (self));
}

static void
list_activate_cb (XqGamePicker *self,
                  guint         position)
{
  pick (self, position);
}

static void
search_changed_cb (XqGamePicker *self)
{
  gtk_string_filter_set_search (self->filter, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
search_activate_cb (XqGamePicker *self)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) > 0)
    pick (self, 0);
}

static void
xq_game_picker_dispose (GObject *object)
{
  XqGamePicker *self = XQ_GAME_PICKER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_GAME_PICKER);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->games, xq_game_file_unref);

  G_OBJECT_CLASS (xq_game_picker_parent_class)->dispose (object);
}

static void
xq_game_picker_class_init (XqGamePickerClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_game_picker_dispose;

  signals[SIGNAL_PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-game-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, window_title);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, search_entry);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, list_view);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
xq_game_picker_init (XqGamePicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

/**
 * xq_game_picker_new:
 * @parent: the window to stay above
 * @games: the games of the file
 *
 * Returns: (transfer none): the picker (a toplevel, destroyed when closed)
 */
XqGamePicker *
xq_game_picker_new (GtkWindow  *parent,
                    XqGameFile *games)
{
  XqGamePicker    *self;
  GListStore      *store;
  g_autofree char *subtitle = NULL;
  guint            n;

  g_return_val_if_fail (games != NULL, NULL);

  self = g_object_new (XQ_TYPE_GAME_PICKER, "transient-for", parent, NULL);
  self->games = xq_game_file_ref (games);
  n = xq_game_file_get_n_games (games);

  store = g_list_store_new (GTK_TYPE_STRING_OBJECT);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char            *text = describe (games, i);
      g_autoptr (GtkStringObject) item = gtk_string_object_new (text);
      g_object_set_data (G_OBJECT (item), "index", GUINT_TO_POINTER (i));
      g_list_store_append (store, item);
    }
  self->filter = gtk_string_filter_new (gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  gtk_string_filter_set_match_mode (self->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (self->filter, TRUE);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (store), GTK_FILTER (self->filter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->filtered));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));

  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", n), n);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  return self;
}

/**
 * xq_game_picker_get_games:
 *
 * Returns: (transfer none): the games listed
 */
XqGameFile *
xq_game_picker_get_games (XqGamePicker *self)
{
  g_return_val_if_fail (XQ_IS_GAME_PICKER (self), NULL);

  return self->games;
}

void
xq_game_picker_set_search (XqGamePicker *self,
                           const char   *text)
{
  g_return_if_fail (XQ_IS_GAME_PICKER (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
  gtk_string_filter_set_search (self->filter, text);
}

guint
xq_game_picker_get_n_shown (XqGamePicker *self)
{
  g_return_val_if_fail (XQ_IS_GAME_PICKER (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
}
