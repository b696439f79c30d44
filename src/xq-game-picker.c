/* xq-game-picker.c: choosing one game of a file that holds several
 *
 * Lists each game by its tags (event, round, players, date, result) beside its rulings, found by
 * reviewing every game in a worker thread (XqCollectionReview) while the list is shown: the
 * cycles closed and the forbidden patterns, as qili-cli review finds them. Typing narrows the
 * list (by tags or rulings); a check button keeps the games with a forbidden cycle. A game read
 * only in part says so before its rulings, and the subtitle counts them.
 *
 * A list of positions (an EPD file, such as XQ Wizard's endgame sets) is listed by the names of
 * its positions and the side to move; when none of them has moves there are no rulings to show,
 * and the picker says "positions" and leaves the Rulings column out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-game-picker"

#include "config.h"

#include "xq-game-picker.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-collection-item.h"
#include "xq-collection-review.h"
#include "xq-row-box.h"
#include "xq-text-ruling.h"

struct _XqGamePicker
{
  AdwWindow           parent_instance;

  XqGameFile         *games;
  GListStore         *items;
  GtkStringFilter    *filter;
  GtkCustomFilter    *forbidden_filter;
  GtkFilterListModel *filtered;
  GtkSingleSelection *selection;
  XqCollectionReview *review;
  guint               n_shown_done; /* games whose rulings the items show */
  guint               reveal_id;
  gboolean            positions_only; /* a list of positions without moves: no rulings */
  gboolean            editable;       /* games can be added, duplicated and deleted (PGN) */
  XqProfile           profile;        /* of the review */

  /* Template widgets */
  AdwWindowTitle      *window_title;
  GtkSearchEntry      *search_entry;
  GtkCheckButton      *forbidden_check;
  GtkColumnView       *column_view;
  GtkColumnViewColumn *game_column;
  GtkColumnViewColumn *rulings_column;
  GtkRevealer         *progress_revealer;
  GtkProgressBar      *progress_bar;
};

G_DEFINE_FINAL_TYPE (XqGamePicker, xq_game_picker, ADW_TYPE_WINDOW)

enum {
  SIGNAL_PICKED,
  SIGNAL_EDIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
has_value (const char *value)
{
  return value != NULL && *value != '\0' && g_strcmp0 (value, "?") != 0;
}

/* "3. Li vs Wang · Spring Open · 1-0"; a game without players is named by its title. */
static char *
describe (XqGameFile *games,
          guint       index)
{
  static const char *const names[] = { "Event", "Round", "Date", "Result" };
  const char              *red = xq_game_file_get_tag (games, index, "Red");
  const char              *black = xq_game_file_get_tag (games, index, "Black");
  const char              *title = xq_game_file_get_tag (games, index, "Title");
  GString                 *text = g_string_new (NULL);
  const char              *sep = "";

  g_string_append_printf (text, "%u. ", index + 1);
  if (red != NULL || black != NULL)
    {
      /* Translators: the players of a game in the game picker, Red first */
      g_string_append_printf (text, _ ("%s vs %s"), red ? red : "?", black ? black : "?");
      sep = " · ";
    }
  else if (has_value (title))
    {
      g_string_append (text, title);
      sep = " · ";
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const char *value = xq_game_file_get_tag (games, index, names[i]);
      if (has_value (value))
        {
          g_string_append_printf (text, "%s%s", sep, value);
          sep = " · ";
        }
    }
  return g_string_free (text, FALSE);
}

/* "12. 01.对面笑(一) · Red to move" for a position of a list; @has_moves is set when it has
 * moves. */
static char *
describe_position (const XqRecordFile *records,
                   guint               index,
                   gboolean           *has_moves)
{
  g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();
  g_autoptr (XqGame)    game = xq_record_file_load_game (records, index, warnings, NULL);
  GString              *text = g_string_new (NULL);
  const char           *title;

  g_string_append_printf (text, "%u. ", index + 1);
  if (game == NULL)
    {
      /* Translators: a position of a list in the game picker that cannot be read; %d is the line
       * of the file it stands on */
      g_string_append_printf (text, _ ("Cannot be read (line %d)"), xq_record_file_get_line (records, index));
      return g_string_free (text, FALSE);
    }
  title = xq_game_get_tag (game, "Title");
  if (has_value (title))
    g_string_append_printf (text, "%s · ", title);
  g_string_append (text, xq_position_side (xq_game_get_start (game)) == XQ_RED ? _ ("Red to move") : _ ("Black to move"));
  if (xq_game_count_moves (game) > 0)
    *has_moves = TRUE;
  return g_string_free (text, FALSE);
}

/* "Forbidden: perpetual check (长将), perpetual chase (长捉) · 3 cycles" (禁止: 长将, 长捉),
 * "2 cycles, allowed", "60 moves without capture", "—"; with
 * @markup, in Pango markup with the forbidden patterns in bold. */
static char *
rulings_text (const XqReviewTally *t,
              gboolean             markup)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char      *cycles = NULL;

  if (t->cycles > 0)
    cycles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cycle", "%u cycles", t->cycles), t->cycles);
  if (t->forbidden_cycles > 0)
    {
      GString *terms = g_string_new (NULL);

      for (guint p = 0; p < XQ_N_PATTERNS; p++)
        if (t->by_pattern[p] > 0)
          {
            if (terms->len > 0)
              /* Translators: between the patterns of the game picker's Rulings column */
              g_string_append (terms, _ (", "));
            {
              /* The forbidden patterns need no counts nor side to be named */
              XqCycleSide      side = { .pattern = (XqPattern) p };
              XqLang           lang = xq_lang_from_locale ();
              g_autofree char *term = xq_text_side_term (lang, XQ_RED, &side);
              /* In English the pattern in words, the Chinese term after it: "perpetual chase (长捉)" */
              g_autofree char *words = lang == XQ_LANG_EN ? xq_text_side_pattern (lang, XQ_RED, &side) : NULL;
              if (words != NULL)
                g_string_append_printf (terms, "%s (%s)", words, term);
              else
                g_string_append (terms, term);
            }
          }
      /* Translators: the Rulings column of the game picker: the forbidden patterns (长将, 长捉)
       * and how many cycles the game has */
      g_ptr_array_add (parts, g_strdup_printf (_ ("Forbidden: %s · %s"), terms->str, cycles));
      g_string_free (terms, TRUE);
    }
  else if (t->cycles > 0)
    /* Translators: the Rulings column of the game picker; %s is "2 cycles" */
    g_ptr_array_add (parts, g_strdup_printf (_ ("%s, allowed"), cycles));
  if (t->sixty_moves > 0)
    g_ptr_array_add (parts, g_strdup (_ ("60 moves without capture")));
  if (t->move_limits > 0)
    g_ptr_array_add (parts, g_strdup (_ ("move limit reached")));
  if (parts->len == 0)
    return g_strdup ("—");
  /* In markup, escaped, the forbidden patterns (the first part) in bold */
  for (guint i = 0; markup && i < parts->len; i++)
    {
      char *text = parts->pdata[i];
      parts->pdata[i] = i == 0 && t->forbidden_cycles > 0 ? g_markup_printf_escaped ("<b>%s</b>", text)
                                                          : g_markup_escape_text (text, -1);
      g_free (text);
    }
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

static void
update_progress (XqGamePicker *self)
{
  guint            n = xq_collection_review_get_n_games (self->review);
  guint            done = xq_collection_review_get_n_done (self->review);
  guint            forbidden = xq_collection_review_get_n_forbidden (self->review);
  g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", n), n);
  g_autofree char *subtitle = NULL;
  g_autofree char *text = NULL;

  /* The rulings of the games reviewed since last time */
  for (guint i = self->n_shown_done; i < done; i++)
    {
      g_autoptr (XqCollectionItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), i);
      gboolean                     failed = FALSE;
      const XqReviewTally         *tally = xq_collection_review_get_tally (self->review, i, &failed);
      guint                        unread = xq_collection_review_get_n_unread (self->review, i);
      g_autofree char             *rulings = tally != NULL ? rulings_text (tally, FALSE) : g_strdup (_ ("Cannot be read"));
      g_autofree char             *markup = tally != NULL ? rulings_text (tally, TRUE) : NULL;

      if (tally != NULL && unread > 0)
        {
          /* Translators: the Rulings column of the game picker, before the rulings of a game
           * read only in part (a damaged game kept up to the damage) */
          g_autofree char *partial = g_strdup_printf (
            g_dngettext (GETTEXT_PACKAGE, "Read in part (%u part not read)", "Read in part (%u parts not read)", unread),
            unread);
          g_autofree char *escaped = g_markup_printf_escaped ("<i>%s</i>", partial);
          char            *joined = g_strdup_printf ("%s · %s", partial, rulings);
          char            *joined_markup = g_strdup_printf ("%s · %s", escaped, markup);

          g_free (rulings);
          rulings = joined;
          g_free (markup);
          markup = joined_markup;
        }

      xq_collection_item_set_rulings (item, rulings, markup);
      xq_collection_item_set_forbidden (item, tally != NULL && tally->forbidden_cycles > 0);
    }
  if (done > self->n_shown_done &&
      (gtk_check_button_get_active (self->forbidden_check) || *gtk_editable_get_text (GTK_EDITABLE (self->search_entry))))
    gtk_filter_changed (GTK_FILTER (self->forbidden_filter), GTK_FILTER_CHANGE_DIFFERENT);
  self->n_shown_done = done;

  if (xq_collection_review_get_running (self->review))
    {
      /* Translators: the game picker's progress while it reviews the games for rulings */
      text = g_strdup_printf (_ ("Reviewing the games for rulings: %u of %u"), done, n);
      gtk_progress_bar_set_fraction (self->progress_bar, n > 0 ? (double) done / n : 1.0);
      gtk_progress_bar_set_text (self->progress_bar, text);
      subtitle = g_strdup (games);
    }
  else if (xq_collection_review_get_cancelled (self->review))
    /* Translators: the game picker's subtitle after the review was stopped */
    subtitle = g_strdup_printf (_ ("%s · reviewed %u, stopped"), games, done);
  else
    /* Translators: the game picker's subtitle; the first %s is "1391 games" */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u with a forbidden cycle",
                                             "%s · %u with a forbidden cycle", forbidden),
                                games, forbidden);
  if (xq_collection_review_get_n_partial (self->review) > 0)
    {
      guint partial = xq_collection_review_get_n_partial (self->review);
      /* Translators: added to the game picker's subtitle: how many games were read only in part */
      g_autofree char *more = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "%s · %u read in part", "%s · %u read in part", partial), subtitle, partial);

      g_free (subtitle);
      subtitle = g_steal_pointer (&more);
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
  if (!xq_collection_review_get_running (self->review))
    {
      g_clear_handle_id (&self->reveal_id, g_source_remove);
      gtk_revealer_set_reveal_child (self->progress_revealer, FALSE);
    }
}

/* The progress shows only when the review takes long. */
static gboolean
reveal_progress_cb (gpointer data)
{
  XqGamePicker *self = data;

  self->reveal_id = 0;
  gtk_revealer_set_reveal_child (self->progress_revealer, xq_collection_review_get_running (self->review));
  return G_SOURCE_REMOVE;
}

static gboolean
forbidden_filter_cb (gpointer item,
                     gpointer data)
{
  XqGamePicker *self = data;

  return !gtk_check_button_get_active (self->forbidden_check) ||
         xq_collection_item_get_forbidden (XQ_COLLECTION_ITEM (item));
}

static void
forbidden_toggled_cb (XqGamePicker *self)
{
  gtk_filter_changed (GTK_FILTER (self->forbidden_filter), gtk_check_button_get_active (self->forbidden_check)
                                                             ? GTK_FILTER_CHANGE_MORE_STRICT
                                                             : GTK_FILTER_CHANGE_LESS_STRICT);
}

static void
cancel_clicked_cb (XqGamePicker *self)
{
  if (self->review != NULL)
    xq_collection_review_cancel (self->review);
}

static void
pick (XqGamePicker *self,
      guint         position)
{
  g_autoptr (XqCollectionItem) item = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);

  if (item == NULL)
    return;
  g_signal_emit (self, signals[SIGNAL_PICKED], 0, xq_collection_item_get_index (item));
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

/* Editing the collection */

static guint
selected_game (XqGamePicker *self)
{
  g_autoptr (XqCollectionItem) item = NULL;
  guint                        position = gtk_single_selection_get_selected (self->selection);

  if (position == GTK_INVALID_LIST_POSITION)
    return G_MAXUINT;
  item = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);
  return item != NULL ? xq_collection_item_get_index (item) : G_MAXUINT;
}

static void
update_edit_actions (XqGamePicker *self)
{
  gboolean selected = self->selection != NULL && selected_game (self) != G_MAXUINT;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.add", self->editable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.duplicate", self->editable && selected);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.delete",
                                 self->editable && selected && self->games != NULL &&
                                   xq_game_file_get_n_games (self->games) > 1);
}

static void
delete_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    XqGamePicker     *self)
{
  guint game = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "game"));

  if (g_strcmp0 (response, "delete") == 0)
    g_signal_emit (self, signals[SIGNAL_EDIT], 0, (guint) XQ_PICKER_DELETE, game);
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqGamePicker    *self = XQ_GAME_PICKER (widget);
  guint            game = selected_game (self);
  GtkWidget       *dialog;
  g_autofree char *what = NULL;
  g_autofree char *heading = NULL;

  if (!self->editable)
    return;
  if (g_str_equal (action_name, "picker.add"))
    {
      g_signal_emit (self, signals[SIGNAL_EDIT], 0, (guint) XQ_PICKER_ADD, game);
      return;
    }
  if (game == G_MAXUINT)
    return;
  if (g_str_equal (action_name, "picker.duplicate"))
    {
      g_signal_emit (self, signals[SIGNAL_EDIT], 0, (guint) XQ_PICKER_DUPLICATE, game);
      return;
    }
  /* Deleting asks first: it changes the file at once */
  what = describe (self->games, game);
  /* Translators: the question before a game is deleted from its file; %u is its number */
  heading = g_strdup_printf (_ ("Delete Game %u?"), game + 1);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _ ("“%s” will be removed from the file. The other games stay as they are, and "
                                     "the file as it was is kept as a backup."),
                                  what);
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "delete", _ ("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "game", GUINT_TO_POINTER (game));
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
xq_game_picker_dispose (GObject *object)
{
  XqGamePicker *self = XQ_GAME_PICKER (object);

  g_clear_handle_id (&self->reveal_id, g_source_remove);
  if (self->review != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->review, self);
      xq_collection_review_cancel (self->review);
      g_clear_object (&self->review);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_GAME_PICKER);
  g_clear_object (&self->selection);
  g_clear_object (&self->items);
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
  /* (XqPickerEdit what, guint game): the user asked to change the file's collection */
  signals[SIGNAL_EDIT] = g_signal_new ("edit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  gtk_widget_class_install_action (widget_class, "picker.add", NULL, edit_action);
  gtk_widget_class_install_action (widget_class, "picker.duplicate", NULL, edit_action);
  gtk_widget_class_install_action (widget_class, "picker.delete", NULL, edit_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "picker.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "picker.duplicate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "picker.delete", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-game-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, window_title);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, search_entry);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, forbidden_check);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, column_view);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, game_column);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, rulings_column);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, XqGamePicker, progress_bar);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, forbidden_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);

  g_type_ensure (XQ_TYPE_COLLECTION_ITEM);
  g_type_ensure (XQ_TYPE_ROW_BOX);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The focus starts in the search, not on the header's first button: Enter there opens the first
 * game shown, it never adds one. */
static void
picker_map_cb (XqGamePicker *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
xq_game_picker_init (XqGamePicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));
  g_signal_connect (self, "map", G_CALLBACK (picker_map_cb), NULL);
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
  XqGamePicker       *self;
  g_autofree char    *subtitle = NULL;
  GtkFilter          *every;
  guint               n;
  const XqRecordFile *records;
  gboolean            positions, has_moves = FALSE;

  g_return_val_if_fail (games != NULL, NULL);

  self = g_object_new (XQ_TYPE_GAME_PICKER, "transient-for", parent, NULL);
  self->games = xq_game_file_ref (games);
  n = xq_game_file_get_n_games (games);
  records = xq_game_file_get_records (games);
  positions = xq_record_file_get_format (records) == XQ_RECORD_FORMAT_EPD;

  self->items = g_list_store_new (XQ_TYPE_COLLECTION_ITEM);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char             *text = positions ? describe_position (records, i, &has_moves) : describe (games, i);
      g_autoptr (XqCollectionItem) item = xq_collection_item_new (i, text);
      g_list_store_append (self->items, item);
    }
  self->filter = gtk_string_filter_new (gtk_property_expression_new (XQ_TYPE_COLLECTION_ITEM, NULL, "search"));
  gtk_string_filter_set_match_mode (self->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (self->filter, TRUE);
  self->forbidden_filter = gtk_custom_filter_new (forbidden_filter_cb, self, NULL);
  every = GTK_FILTER (gtk_every_filter_new ());
  gtk_multi_filter_append (GTK_MULTI_FILTER (every), GTK_FILTER (self->filter));
  gtk_multi_filter_append (GTK_MULTI_FILTER (every), GTK_FILTER (self->forbidden_filter));
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->items)), every);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->filtered));
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (update_edit_actions), self);
  update_edit_actions (self);

  if (positions && !has_moves)
    {
      /* Nothing to rule on: the positions and their names */
      self->positions_only = TRUE;
      gtk_window_set_title (GTK_WINDOW (self), _ ("Choose a Position"));
      adw_window_title_set_title (self->window_title, _ ("Choose a Position"));
      g_object_set (self->search_entry, "placeholder-text", _ ("Search names of positions…"), NULL);
      /* Translators: the title of the game picker's column when it lists positions */
      gtk_column_view_column_set_title (self->game_column, _ ("Position"));
      gtk_column_view_remove_column (self->column_view, self->rulings_column);
      gtk_widget_set_visible (GTK_WIDGET (self->forbidden_check), FALSE);
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u position", "%u positions", n), n);
    }
  else
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

/**
 * xq_game_picker_review:
 * @profile: the rules to judge by
 *
 * Reviews every game for rulings in a worker thread, filling the Rulings column as the games
 * come in; stopped when the picker closes. A list of positions without moves is not reviewed.
 */
void
xq_game_picker_review (XqGamePicker *self,
                       XqProfile     profile)
{
  g_return_if_fail (XQ_IS_GAME_PICKER (self));
  g_return_if_fail (self->review == NULL);

  if (self->positions_only)
    return;
  self->profile = profile;
  self->review = xq_collection_review_new (xq_game_file_get_records (self->games), profile);
  g_signal_connect_swapped (self->review, "notify::n-done", G_CALLBACK (update_progress), self);
  g_signal_connect_swapped (self->review, "notify::running", G_CALLBACK (update_progress), self);
  xq_collection_review_start (self->review);
  self->reveal_id = g_timeout_add (300, reveal_progress_cb, self);
  update_progress (self);
}

/**
 * xq_game_picker_get_review:
 *
 * Returns: (transfer none) (nullable): the review of the games, once started
 */
XqCollectionReview *
xq_game_picker_get_review (XqGamePicker *self)
{
  g_return_val_if_fail (XQ_IS_GAME_PICKER (self), NULL);

  return self->review;
}

/* Shows only the games with a forbidden cycle (as the check button does). */
void
xq_game_picker_set_forbidden_only (XqGamePicker *self,
                                   gboolean      only)
{
  g_return_if_fail (XQ_IS_GAME_PICKER (self));

  gtk_check_button_set_active (self->forbidden_check, only);
}

/* Games can be added, duplicated and deleted (the window writes the file: a PGN file). */
void
xq_game_picker_set_editable (XqGamePicker *self,
                             gboolean      editable)
{
  g_return_if_fail (XQ_IS_GAME_PICKER (self));

  self->editable = editable;
  update_edit_actions (self);
}

/* Lists @games, the file as it is after an edit, with game @select chosen. */
void
xq_game_picker_set_games (XqGamePicker *self,
                          XqGameFile   *games,
                          guint         select)
{
  guint n;

  g_return_if_fail (XQ_IS_GAME_PICKER (self));
  g_return_if_fail (games != NULL);

  xq_game_file_ref (games);
  g_clear_pointer (&self->games, xq_game_file_unref);
  self->games = games;
  n = xq_game_file_get_n_games (games);
  g_list_store_remove_all (self->items);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char             *text = describe (games, i);
      g_autoptr (XqCollectionItem) item = xq_collection_item_new (i, text);
      g_list_store_append (self->items, item);
    }
  /* The rulings of the games as they are now */
  if (self->review != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->review, self);
      xq_collection_review_cancel (self->review);
      g_clear_object (&self->review);
      g_clear_handle_id (&self->reveal_id, g_source_remove);
      self->n_shown_done = 0;
      xq_game_picker_review (self, self->profile);
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->filtered)); i++)
    {
      g_autoptr (XqCollectionItem) item = g_list_model_get_item (G_LIST_MODEL (self->filtered), i);
      if (xq_collection_item_get_index (item) == select)
        {
          gtk_single_selection_set_selected (self->selection, i);
          break;
        }
    }
  update_edit_actions (self);
}
