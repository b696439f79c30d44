/* xq-window-files.c: opening, saving, pasting and dropping games; recent files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window-files"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-a11y.h"
#include "xq-file-dialogs.h"
#include "xq-game-io.h"
#include "xq-game-picker.h"
#include "xq-records.h"
#include "xq-window-private.h"

#define MAX_RECENT 8
/* Game files opened or saved are in this group of the recent files: exports, printed PDFs and
 * pictures (which file dialogs add too) are not. */
#define RECENT_GROUP "qili-game"

typedef struct
{
  XqWindow      *self;
  XqContinueFunc func;
  gpointer       data;
  GDestroyNotify destroy;
} Continuation;

static void
continuation_free (Continuation *cont)
{
  if (cont->destroy != NULL)
    cont->destroy (cont->data);
  g_object_unref (cont->self);
  g_free (cont);
}

static void save_then (XqWindow     *self,
                       Continuation *cont);

static void
discard_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     Continuation     *cont)
{
  if (g_strcmp0 (response, "discard") == 0)
    {
      cont->func (cont->self, cont->data);
      continuation_free (cont);
    }
  else if (g_strcmp0 (response, "save") == 0)
    save_then (cont->self, cont); /* runs it once saved */
  else
    continuation_free (cont);
}

/* Runs @func now, or after the user saved the changes or chose to lose them (Save, Discard or
 * Cancel, as GNOME applications ask). */
void
xq_window_confirm_discard (XqWindow      *self,
                           XqContinueFunc func,
                           gpointer       data,
                           GDestroyNotify destroy)
{
  Continuation    *cont;
  GtkWidget       *dialog;
  const char      *title = xq_game_model_get_title (self->game);
  g_autofree char *name = self->file != NULL ? g_file_get_basename (self->file) : NULL;
  g_autofree char *heading = NULL;

  if (!xq_game_model_get_modified (self->game))
    {
      func (self, data);
      if (destroy != NULL)
        destroy (data);
      return;
    }

  cont = g_new0 (Continuation, 1);
  cont->self = g_object_ref (self);
  cont->func = func;
  cont->data = data;
  cont->destroy = destroy;
  if (*title != '\0')
    heading = g_strdup_printf (_ ("Save Changes to “%s”?"), title);
  else if (name != NULL)
    heading = g_strdup_printf (_ ("Save Changes to “%s”?"), name);
  else
    heading = g_strdup (_ ("Save the New Game?"));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _ ("If you do not save, the changes made since the game was opened or saved "
                                      "will be lost."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "discard", _ ("_Discard"),
                                    "save", _ ("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response_cb), cont);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
add_recent (XqWindow *self,
            GFile    *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *name = g_file_get_basename (file);
  char            *groups[] = { (char *) RECENT_GROUP, NULL };
  GtkRecentData    data = { 0 };

  data.mime_type = (char *) (g_str_has_suffix (name, ".pgn") ? "application/x-chess-pgn" : "application/octet-stream");
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = (char *) "qili %u";
  data.groups = groups;
  gtk_recent_manager_add_full (self->recent, uri, &data);
  xq_file_dialog_remember (XQ_FILE_KIND_GAME, file);
}

/* A file read in part */

/* "game 2, line 14, column 3" or "game 1, byte 1072", translated. */
static char *
describe_place (const XqRecordWarning *w)
{
  if (w->line > 0 && w->column > 0)
    return g_strdup_printf (_ ("game %u, line %d, column %d"), w->game, w->line, w->column);
  if (w->line > 0)
    return g_strdup_printf (_ ("game %u, line %d"), w->game, w->line);
  return g_strdup_printf (_ ("game %u, byte %lu"), w->game, (unsigned long) w->offset);
}

/* The banner's widgets are made the first time it shows: most files are read whole, and the
 * first frame does without them. */
static void
ensure_read_banner (XqWindow *self)
{
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWidget             *box;

  if (self->read_banner_label != NULL)
    return;
  builder = gtk_builder_new_from_resource ("/io/github/qili/Qili/ui/xq-read-banner.ui");
  box = GTK_WIDGET (gtk_builder_get_object (builder, "box"));
  self->read_banner_label = GTK_LABEL (gtk_builder_get_object (builder, "read_banner_label"));
  gtk_revealer_set_child (self->read_banner, box);
  xq_a11y_name_buttons (box);
}

/* Shows (or hides) the banner that says what of the open game could not be read. */
static void
show_read_warnings (XqWindow  *self,
                    GPtrArray *warnings)
{
  g_autofree char *place = NULL;
  g_autofree char *text = NULL;

  g_clear_pointer (&self->read_warnings, g_ptr_array_unref);
  if (warnings == NULL || warnings->len == 0)
    {
      gtk_revealer_set_reveal_child (self->read_banner, FALSE);
      return;
    }
  self->read_warnings = g_ptr_array_ref (warnings);
  place = describe_place (g_ptr_array_index (warnings, 0));
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "This game was read in part: %u part of the file could not be read, at %s.",
                                       "This game was read in part: %u parts of the file could not be read, the first at %s.",
                                       warnings->len),
                          warnings->len, place);
  ensure_read_banner (self);
  gtk_label_set_text (self->read_banner_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->read_banner), TRUE);
  gtk_revealer_set_reveal_child (self->read_banner, TRUE);
}

static void
read_details_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  XqWindow           *self = XQ_WINDOW (widget);
  g_autoptr (GString) body = g_string_new (NULL);
  GtkWidget          *dialog;
  GtkWidget          *scrolled;
  GtkWidget          *label;

  if (self->read_warnings == NULL)
    return;
  for (guint i = 0; i < self->read_warnings->len; i++)
    {
      const XqRecordWarning *w = g_ptr_array_index (self->read_warnings, i);
      g_autofree char       *place = describe_place (w);
      g_string_append_printf (body, "%s%s: %s", i > 0 ? "\n\n" : "", place, w->message);
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("Parts Not Read"),
                                   _ ("Qili kept every game and move it could read; these parts of the file were "
                                      "skipped or cut short."));
  label = gtk_label_new (body->str);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
read_dismiss_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  gtk_revealer_set_reveal_child (XQ_WINDOW (widget)->read_banner, FALSE);
}

/* Loads game @index and says what of it could not be read; FALSE when nothing could. */
static gboolean
load_game (XqWindow   *self,
           XqGameFile *games,
           guint       index)
{
  g_autoptr (GError)    error = NULL;
  g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();

  if (!xq_game_io_load_game (games, index, self->game, warnings, &error))
    {
      xq_window_toast (self, error->message);
      show_read_warnings (self, NULL);
      return FALSE;
    }
  xq_window_set_game_file (self, xq_game_file_get_file (games));
  if (self->games != games)
    {
      g_clear_pointer (&self->games, xq_game_file_unref);
      self->games = xq_game_file_ref (games);
    }
  self->game_index = index;
  self->game_partial = warnings->len > 0;
  show_read_warnings (self, warnings);
  xq_window_apply_game_rules (self);
  return TRUE;
}

/* Loading */

typedef struct
{
  XqGameFile *games;
  guint       index;
} Pick;

static void
pick_free (Pick *pick)
{
  xq_game_file_unref (pick->games);
  g_free (pick);
}

static void
load_picked (XqWindow *self,
             gpointer  data)
{
  Pick *pick = data;

  load_game (self, pick->games, pick->index);
}

/* Another game of the file: the changes to the one shown are saved or dropped first. */
static void
picked_cb (XqWindow   *self,
           XqGameFile *games,
           guint       index)
{
  Pick *pick = g_new0 (Pick, 1);

  pick->games = xq_game_file_ref (games);
  pick->index = index;
  xq_window_confirm_discard (self, load_picked, pick, (GDestroyNotify) pick_free);
}

static void
show_games (XqWindow   *self,
            XqGameFile *games)
{
  /* However the game came (command line, Open, drop, recent, paste), it is shown on the board. */
  adw_view_stack_set_visible_child_name (self->view_stack, "board");
  if (xq_game_file_get_n_games (games) == 1)
    {
      load_game (self, games, 0);
      return;
    }
  xq_window_pick_game (self, games, picked_cb);
}

static void
show_games_cont (XqWindow *self,
                 gpointer  data)
{
  show_games (self, data);
}

typedef struct
{
  XqWindow *self;
  GFile    *file;
  XqGame   *restore; /* a game recovered after a crash, to show in place of game restore_index */
  guint     restore_index;
} Opening;

static void
opening_free (Opening *opening)
{
  g_object_unref (opening->self);
  g_object_unref (opening->file);
  g_clear_pointer (&opening->restore, xq_game_free);
  g_free (opening);
}

static void file_loaded_cb (GObject      *source,
                            GAsyncResult *result,
                            gpointer      user_data);

/* The recovered game, unsaved, from the file it was read from when that can be read still (so
 * that Save writes it back into its place), else from no file. */
static void
show_restored (XqWindow   *self,
               XqGameFile *games,
               guint       index,
               XqGame     *game)
{
  if (games != NULL && index < xq_game_file_get_n_games (games) && load_game (self, games, index))
    ;
  else
    xq_window_set_game_file (self, NULL);
  adw_view_stack_set_visible_child_name (self->view_stack, "board");
  xq_game_model_take_game (self->game, game);
  xq_game_model_set_modified (self->game, TRUE);
  xq_window_update_actions (self);
}

void
xq_window_restore_game (XqWindow *self,
                        GFile    *file,
                        guint     index,
                        XqGame   *game)
{
  Opening *opening;

  g_return_if_fail (XQ_IS_WINDOW (self));
  g_return_if_fail (game != NULL);

  if (file == NULL)
    {
      show_restored (self, NULL, 0, game);
      return;
    }
  opening = g_new0 (Opening, 1);
  opening->self = g_object_ref (self);
  opening->file = g_object_ref (file);
  opening->restore = game;
  opening->restore_index = index;
  xq_game_file_load_async (file, self->cancellable, file_loaded_cb, opening);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Opening, opening_free)

static void
file_loaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr (Opening) opening = user_data;
  XqWindow           *self = opening->self;
  g_autoptr (GError)  error = NULL;
  XqGameFile         *games;

  games = xq_game_file_load_finish (result, &error);
  if (opening->restore != NULL)
    {
      show_restored (self, games, opening->restore_index, g_steal_pointer (&opening->restore));
      if (games != NULL)
        xq_game_file_unref (games);
      return;
    }
  if (games == NULL)
    {
      g_autofree char *name = g_file_get_basename (opening->file);
      g_autofree char *message = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* A file that cannot be read says why; one that holds no games it can read, which */
      message = error->domain == G_IO_ERROR ? g_strdup (error->message)
                                            : g_strdup_printf (_ ("Cannot open “%s”: %s"), name, error->message);
      xq_window_toast (self, message);
      return;
    }
  add_recent (self, opening->file);
  xq_window_confirm_discard (self, show_games_cont, games, (GDestroyNotify) xq_game_file_unref);
}

void
xq_window_open_file (XqWindow *self,
                     GFile    *file)
{
  Opening *opening;

  g_return_if_fail (XQ_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->setup != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "setup.cancel", NULL);
  /* Read, indexed (and a single game read) in a worker thread: the window stays responsive. */
  opening = g_new0 (Opening, 1);
  opening->self = g_object_ref (self);
  opening->file = g_object_ref (file);
  xq_game_file_load_async (file, self->cancellable, file_loaded_cb, opening);
}

gboolean
xq_window_load_text (XqWindow   *self,
                     const char *text,
                     GError    **error)
{
  g_autoptr (GBytes) bytes = NULL;
  XqGameFile        *games;

  g_return_val_if_fail (XQ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  bytes = g_bytes_new (text, strlen (text));
  games = xq_game_file_new (bytes, NULL, error);
  if (games == NULL)
    return FALSE;
  /* Pasted text is one game as a rule: say at once when it cannot be read. */
  if (xq_game_file_get_n_games (games) == 1 && !xq_game_file_check_game (games, 0, error))
    {
      xq_game_file_unref (games);
      return FALSE;
    }
  xq_window_confirm_discard (self, show_games_cont, games, (GDestroyNotify) xq_game_file_unref);
  return TRUE;
}

/* Open */

static GListModel *
game_filters (void)
{
  GListStore              *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  GtkFileFilter           *all = gtk_file_filter_new ();
  GtkFileFilter           *pgn = gtk_file_filter_new ();
  GtkFileFilter           *xqf = gtk_file_filter_new ();
  GtkFileFilter           *fen = gtk_file_filter_new ();
  GtkFileFilter           *ccbridge = gtk_file_filter_new ();
  GtkFileFilter           *dhtmlxq = gtk_file_filter_new ();
  static const char *const ccbridge_suffixes[] = { "cbl", "cbr", "cbf" };
  static const char *const dhtmlxq_suffixes[] = { "txt", "htm", "html" };

  gtk_file_filter_set_name (all, _ ("Xiangqi Games"));
  gtk_file_filter_add_suffix (all, "pgn");
  gtk_file_filter_add_suffix (all, "xqf");
  gtk_file_filter_add_suffix (all, "fen");
  gtk_file_filter_add_suffix (all, "epd");
  gtk_file_filter_add_suffix (all, "wxf");
  gtk_file_filter_add_mime_type (all, "application/x-chess-pgn");
  gtk_file_filter_set_name (pgn, _ ("PGN and WXF Files"));
  gtk_file_filter_add_suffix (pgn, "pgn");
  gtk_file_filter_add_suffix (pgn, "wxf");
  gtk_file_filter_set_name (xqf, _ ("XQF Files"));
  gtk_file_filter_add_suffix (xqf, "xqf");
  gtk_file_filter_set_name (fen, _ ("FEN Files and Position Lists (EPD)"));
  gtk_file_filter_add_suffix (fen, "fen");
  gtk_file_filter_add_suffix (fen, "epd");
  gtk_file_filter_set_name (ccbridge, _ ("CCBridge Files (CBL, CBR, CBF)"));
  gtk_file_filter_set_name (dhtmlxq, _ ("DhtmlXQ Web Pages and Text"));
  for (guint i = 0; i < G_N_ELEMENTS (ccbridge_suffixes); i++)
    {
      gtk_file_filter_add_suffix (all, ccbridge_suffixes[i]);
      gtk_file_filter_add_suffix (ccbridge, ccbridge_suffixes[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (dhtmlxq_suffixes); i++)
    {
      gtk_file_filter_add_suffix (all, dhtmlxq_suffixes[i]);
      gtk_file_filter_add_suffix (dhtmlxq, dhtmlxq_suffixes[i]);
    }
  g_list_store_append (filters, all);
  g_list_store_append (filters, pgn);
  g_list_store_append (filters, xqf);
  g_list_store_append (filters, fen);
  g_list_store_append (filters, ccbridge);
  g_list_store_append (filters, dhtmlxq);
  g_object_unref (ccbridge);
  g_object_unref (dhtmlxq);
  g_object_unref (all);
  g_object_unref (pgn);
  g_object_unref (xqf);
  g_object_unref (fen);
  return G_LIST_MODEL (filters);
}

static void
open_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  XqWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file != NULL)
        xq_window_open_file (self, file);
    }
  g_object_unref (dialog);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqWindow              *self = XQ_WINDOW (widget);
  GtkFileChooserNative  *dialog;
  g_autoptr (GListModel) filters = game_filters ();

  dialog = gtk_file_chooser_native_new (_ ("Open a Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"),
                                        _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  for (guint i = 0; i < g_list_model_get_n_items (filters); i++)
    {
      g_autoptr (GtkFileFilter) filter = g_list_model_get_item (filters, i);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
    }
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_GAME, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  xq_window_open_file (XQ_WINDOW (widget), file);
}

static void
new_game (XqWindow *self,
          gpointer  data)
{
  xq_game_model_reset (self->game, NULL);
  g_clear_object (&self->file);
  xq_window_set_game_file (self, NULL);
  show_read_warnings (self, NULL);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  xq_window_confirm_discard (XQ_WINDOW (widget), new_game, NULL, NULL);
}

/* Save */

/* The game goes back into its place in the file it was read from: a PGN file on disk. Other
 * formats (XQF, CBL/CBR/CBF, DhtmlXQ, FEN) are read but not written: those go to Save As. */
static gboolean
can_save_in_place (XqWindow *self)
{
  GFile *file;

  if (self->games == NULL || (file = xq_game_file_get_file (self->games)) == NULL || !g_file_is_native (file))
    return FALSE;
  /* A game read in part is not written over what could not be read of it */
  if (self->game_partial)
    return FALSE;
  return xq_record_file_get_format (xq_game_file_get_records (self->games)) == XQ_RECORD_FORMAT_PGN &&
         self->game_index < xq_game_file_get_n_games (self->games);
}

/* Replaces the file at @file by @bytes (the previous version kept in the user's data folder)
 * and makes them the games shown, game @index of them. */
static gboolean
write_file (XqWindow *self,
            GFile    *file,
            GBytes   *bytes,
            GBytes   *expected,
            guint     index,
            GError  **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup = NULL;
  XqGameFile      *games;

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _ ("Only files on this computer can be saved"));
      return FALSE;
    }
  backup = xq_record_backup_path (path);
  if (!xq_record_save (path, bytes, expected, backup, error))
    return FALSE;
  games = xq_game_file_new (bytes, file, error);
  if (games == NULL)
    return FALSE;
  g_clear_pointer (&self->games, xq_game_file_unref);
  self->games = games;
  self->game_index = index;
  self->game_partial = FALSE;
  xq_game_model_set_modified (self->game, FALSE);
  add_recent (self, file);
  xq_window_set_game_file (self, file);
  xq_window_update_actions (self);
  return TRUE;
}

static void
save_failed (XqWindow     *self,
             GFile        *file,
             const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *message = g_strdup_printf (_ ("Cannot save “%s”: %s"), name, error->message);

  xq_window_toast (self, message);
}

static gboolean
save_in_place (XqWindow *self)
{
  const XqRecordFile *records = xq_game_file_get_records (self->games);
  XqPgnIndex         *index = xq_record_file_get_index (records);
  GFile              *file = xq_game_file_get_file (self->games);
  g_autoptr (GError)  error = NULL;
  g_autoptr (GBytes)  bytes = NULL;

  bytes = xq_pgn_edit_replace (index, self->game_index, xq_game_model_get_game (self->game), &error);
  if (bytes == NULL ||
      !write_file (self, file, bytes, xq_pgn_index_get_file_bytes (index), self->game_index, &error))
    {
      save_failed (self, file, error);
      return FALSE;
    }
  xq_window_toast (self, _ ("Game saved"));
  return TRUE;
}

/* The movetext notations Save As offers, in the order of its choice */
static const char *const notation_ids[] = { "chinese", "wxf", "iccs", "san", "san-winboard" };

/* Save As: the game alone, as a new PGN file (UTF-8), its moves in @notation. */
static gboolean
save_to (XqWindow  *self,
         GFile     *file,
         XqNotation notation)
{
  g_autoptr (GError)    error = NULL;
  g_autoptr (GBytes)    bytes = NULL;
  g_autoptr (GPtrArray) losses = g_ptr_array_new_with_free_func (g_free);
  g_autofree char      *name = g_file_get_basename (file);
  g_autofree char      *lower = g_ascii_strdown (name, -1);

  /* A name ending in .xqf: XQStudio's format (what it cannot hold is said) */
  if (g_str_has_suffix (lower, ".xqf"))
    bytes = xq_xqf_write (xq_game_model_get_game (self->game), losses);
  else
    {
      char *text = xq_pgn_write_game (xq_game_model_get_game (self->game), notation);
      bytes = g_bytes_new_take (text, strlen (text));
    }
  if (!write_file (self, file, bytes, NULL, 0, &error))
    {
      save_failed (self, file, error);
      return FALSE;
    }
  if (losses->len > 0)
    {
      /* Translators: after a game was saved as XQF; %s is the first thing XQF could not hold */
      g_autofree char *message = g_strdup_printf (_ ("Game saved as XQF, which does not keep everything: %s"),
                                                  (const char *) g_ptr_array_index (losses, 0));
      xq_window_toast (self, message);
    }
  else
    xq_window_toast (self, _ ("Game saved"));
  return TRUE;
}

static void
save_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  XqWindow        *self)
{
  Continuation *cont = g_object_steal_data (G_OBJECT (dialog), "continuation");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      const char       *choice = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "notation");
      XqNotation        notation = XQ_NOTATION_CHINESE;

      for (guint i = 0; choice != NULL && i < G_N_ELEMENTS (notation_ids); i++)
        if (g_str_equal (choice, notation_ids[i]))
          notation = (XqNotation) i;
      if (file != NULL && save_to (self, file, notation) && cont != NULL)
        cont->func (cont->self, cont->data);
    }
  if (cont != NULL)
    continuation_free (cont);
  g_object_unref (dialog);
}

static char *
suggested_name (XqWindow *self)
{
  const char *title = xq_game_model_get_title (self->game);

  if (self->file != NULL)
    {
      g_autofree char *base = g_file_get_basename (self->file);
      char            *dot = strrchr (base, '.');
      if (dot != NULL)
        *dot = '\0';
      return g_strdup_printf ("%s.pgn", base);
    }
  if (*title != '\0')
    return g_strdup_printf ("%s.pgn", title);
  return g_strdup (_ ("Game.pgn"));
}

/* @cont (nullable, taken): what to do once saved. */
static void
save_as (XqWindow     *self,
         Continuation *cont)
{
  GtkFileChooserNative *dialog;
  g_autofree char      *name = suggested_name (self);
  GtkFileFilter        *filter = gtk_file_filter_new ();

  dialog = gtk_file_chooser_native_new (_ ("Save the Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"),
                                        _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_filter_set_name (filter, _ ("PGN Files"));
  gtk_file_filter_add_suffix (filter, "pgn");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  /* XQF for XQStudio's users: a name ending in .xqf is written as XQF */
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("XQF Files"));
  gtk_file_filter_add_suffix (filter, "xqf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  xq_file_dialog_prepare (GTK_FILE_CHOOSER (dialog), XQ_FILE_KIND_GAME, name);
  {
    /* Translators: Save As offers the notation of the moves written */
    const char *names[] = { _ ("Chinese (炮二平五)"), _ ("WXF (C2.5)"), _ ("ICCS (h2e2)"),
                            /* Translators: the SAN of pychess and Fairy-Stockfish, ranks 1–10 */
                            _ ("SAN, pychess (Che3)"),
                            /* Translators: the SAN of WinBoard and XBoard, ranks 0–9 */
                            _ ("SAN, WinBoard (Che2)") };
    const char *ids[G_N_ELEMENTS (notation_ids) + 1] = { NULL };
    const char *labels[G_N_ELEMENTS (notation_ids) + 1] = { NULL };
    guint       first = xq_game_model_get_notation (self->game), n = 0;

    /* The board's notation first: GTK 4.8's fallback dialog does not show a choice set before
     * it opens (gtk_file_chooser_set_choice), it shows the first option. */
    if (first >= G_N_ELEMENTS (notation_ids))
      first = XQ_NOTATION_CHINESE;
    ids[n] = notation_ids[first];
    labels[n++] = names[first];
    for (guint i = 0; i < G_N_ELEMENTS (notation_ids); i++)
      if (i != first)
        {
          ids[n] = notation_ids[i];
          labels[n++] = names[i];
        }
    gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (dialog), "notation", _ ("Moves"), ids, labels);
    gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (dialog), "notation", ids[0]);
  }
  if (cont != NULL)
    g_object_set_data (G_OBJECT (dialog), "continuation", cont);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Saves (in place, or through Save As), then runs @cont (nullable, taken) if that worked. */
static void
save_then (XqWindow     *self,
           Continuation *cont)
{
  if (!can_save_in_place (self))
    {
      if (self->game_partial && self->games != NULL)
        xq_window_toast (self, _ ("This game was read in part: it is saved under another name, so that what could "
                                  "not be read stays in its file"));
      save_as (self, cont);
      return;
    }
  if (save_in_place (self) && cont != NULL)
    cont->func (cont->self, cont->data);
  if (cont != NULL)
    continuation_free (cont);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  save_as (XQ_WINDOW (widget), NULL);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  /* Nothing changed, nothing to write (the action is disabled then, too) */
  if (!xq_game_model_get_modified (self->game))
    return;
  save_then (self, NULL);
}

/* Paste and drop */

static void
paste_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr (XqWindow) self = user_data;
  g_autoptr (GError)   error = NULL;
  g_autofree char     *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL)
    {
      xq_window_toast (self, _ ("The clipboard holds no text"));
      return;
    }
  if (!xq_window_load_text (self, text, &error))
    {
      g_autofree char *message = g_strdup_printf (_ ("The clipboard holds no game or FEN: %s"), error->message);
      xq_window_toast (self, message);
    }
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), self->cancellable, paste_cb, g_object_ref (self));
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         XqWindow      *self)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = g_value_get_boxed (value);
      if (files == NULL)
        return FALSE;
      xq_window_open_file (self, files->data);
      return TRUE;
    }
  if (G_VALUE_HOLDS (value, G_TYPE_STRING))
    {
      g_autoptr (GError) error = NULL;
      if (!xq_window_load_text (self, g_value_get_string (value), &error))
        {
          xq_window_toast (self, error->message);
          return FALSE;
        }
      return TRUE;
    }
  return FALSE;
}

/* Recent files */

static gint
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified (*(GtkRecentInfo **) a);
  GDateTime *tb = gtk_recent_info_get_modified (*(GtkRecentInfo **) b);

  return g_date_time_compare (tb, ta);
}

/* A game file of Qili's: in its group, or (added before there was one) of a game format. */
static gboolean
is_recent_game (GtkRecentInfo *info)
{
  static const char *const suffixes[] = { ".pgn", ".xqf", ".fen", ".cbl", ".cbr", ".cbf" };
  g_autofree char         *lower = NULL;

  if (gtk_recent_info_has_group (info, RECENT_GROUP))
    return TRUE;
  lower = g_ascii_strdown (gtk_recent_info_get_uri (info), -1);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (lower, suffixes[i]))
      return TRUE;
  return FALSE;
}

/* A menu label shows a file name as it is: "_" is no mnemonic there. */
static char *
menu_label (const char *name)
{
  g_auto (GStrv) parts = g_strsplit (name, "_", -1);

  return g_strjoinv ("__", parts);
}

void
xq_window_update_recent (XqWindow *self)
{
  GList      *items = gtk_recent_manager_get_items (self->recent);
  GPtrArray  *ours = g_ptr_array_new ();
  const char *app = g_get_application_name ();
  guint       shown = 0;

  g_menu_remove_all (self->recent_section);
  for (GList *l = items; l != NULL; l = l->next)
    if ((app == NULL || gtk_recent_info_has_application (l->data, app)) && is_recent_game (l->data))
      g_ptr_array_add (ours, l->data);
  g_ptr_array_sort (ours, compare_recent);
  for (guint i = 0; i < ours->len && shown < MAX_RECENT; i++)
    {
      GtkRecentInfo        *info = g_ptr_array_index (ours, i);
      g_autoptr (GMenuItem) item = NULL;
      g_autofree char      *label = NULL;

      if (!gtk_recent_info_exists (info))
        continue;
      label = menu_label (gtk_recent_info_get_display_name (info));
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent",
                                               g_variant_new_string (gtk_recent_info_get_uri (info)));
      g_menu_append_item (self->recent_section, item);
      shown++;
    }
  if (shown == 0)
    {
      g_autoptr (GMenuItem) none = g_menu_item_new (_ ("No Recent Games"), "win.no-recent");
      g_menu_append_item (self->recent_section, none);
    }
  g_ptr_array_unref (ours);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* The games of the file shown, to open another one or change the collection */
static void
choose_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (self->games != NULL)
    xq_window_pick_game (self, self->games, picked_cb);
}

static void
no_recent_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
}

void
xq_window_class_init_files (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.no-recent", NULL, no_recent_action);
  gtk_widget_class_install_action (widget_class, "win.choose-game", NULL, choose_game_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.read-details", NULL, read_details_action);
  gtk_widget_class_install_action (widget_class, "win.read-dismiss", NULL, read_dismiss_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.choose-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste", NULL);
}

void
xq_window_init_files (XqWindow *self)
{
  GtkDropTarget *target;
  GType          types[] = { GDK_TYPE_FILE_LIST, G_TYPE_STRING };

  target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  self->recent = gtk_recent_manager_get_default ();
  g_signal_connect_object (self->recent, "changed", G_CALLBACK (xq_window_update_recent), self, G_CONNECT_SWAPPED);
  xq_window_update_recent (self);
}

/* The game picker */

typedef struct
{
  XqWindow        *self;
  XqGamePickedFunc func;
} PickData;

static void
picker_picked_cb (XqGamePicker *picker,
                  guint         index,
                  PickData     *data)
{
  data->func (data->self, xq_game_picker_get_games (picker), index);
}

/* A game file on disk that Qili writes: its collection can be changed. */
static gboolean
games_writable (XqGameFile *games)
{
  GFile *file = xq_game_file_get_file (games);

  return file != NULL && g_file_is_native (file) &&
         xq_record_file_get_format (xq_game_file_get_records (games)) == XQ_RECORD_FORMAT_PGN;
}

/* A new game for a collection: the tags a game record has, unknown yet */
static XqGame *
blank_game (void)
{
  XqGame *game = xq_game_new (NULL);

  xq_game_set_tag (game, "Event", "?");
  xq_game_set_tag (game, "Red", "?");
  xq_game_set_tag (game, "Black", "?");
  xq_game_set_tag (game, "Result", "*");
  return game;
}

/* Adds, duplicates or deletes a game of the picker's file, written as a save is: in place, the
 * other games' bytes kept, the previous version kept. The game shown keeps its place. */
static void
picker_edit_cb (XqGamePicker *picker,
                guint         what,
                guint         game,
                PickData     *data)
{
  XqWindow          *self = data->self;
  XqGameFile        *games = xq_game_picker_get_games (picker);
  GFile             *file = xq_game_file_get_file (games);
  XqPgnIndex        *index = xq_record_file_get_index (xq_game_file_get_records (games));
  guint              n = xq_game_file_get_n_games (games);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char   *path = g_file_get_path (file);
  g_autofree char   *backup = NULL;
  XqGameFile        *after;
  guint              select;
  gboolean           same = self->games != NULL && xq_game_file_get_file (self->games) != NULL &&
                  g_file_equal (xq_game_file_get_file (self->games), file);
  const char *done;

  if (index == NULL || path == NULL)
    return;
  switch (what)
    {
      case XQ_PICKER_ADD: {
        g_autoptr (XqGame) blank = blank_game ();
        bytes = xq_pgn_edit_insert (index, G_MAXUINT, blank, &error);
        select = n;
        done = _ ("New game added to the file");
      }
      break;
    case XQ_PICKER_DUPLICATE:
      bytes = xq_pgn_edit_duplicate (index, game, &error);
      select = game + 1;
      done = _ ("Game duplicated");
      break;
    case XQ_PICKER_DELETE:
    default:
      bytes = xq_pgn_edit_delete (index, game, &error);
      select = MIN (game, n - 2);
      done = _ ("Game deleted. The file as it was is kept as a backup.");
      break;
    }
  backup = xq_record_backup_path (path);
  if (bytes == NULL || !xq_record_save (path, bytes, xq_pgn_index_get_file_bytes (index), backup, &error) ||
      (after = xq_game_file_new (bytes, file, &error)) == NULL)
    {
      save_failed (self, file, error);
      return;
    }
  xq_game_picker_set_games (picker, after, select);
  if (same)
    {
      if (what == XQ_PICKER_DELETE && game == self->game_index)
        {
          /* The game shown is no longer in the file: it stays on the board, unsaved */
          xq_window_set_game_file (self, NULL);
          xq_game_model_set_modified (self->game, TRUE);
        }
      else
        {
          if (what == XQ_PICKER_DELETE && game < self->game_index)
            self->game_index--;
          else if (what == XQ_PICKER_DUPLICATE && game < self->game_index)
            self->game_index++;
          g_clear_pointer (&self->games, xq_game_file_unref);
          self->games = xq_game_file_ref (after);
        }
    }
  xq_game_file_unref (after);
  xq_window_toast (self, done);
}

void
xq_window_pick_game (XqWindow        *self,
                     XqGameFile      *games,
                     XqGamePickedFunc func)
{
  XqGamePicker *picker = xq_game_picker_new (GTK_WINDOW (self), games);
  PickData     *data = g_new0 (PickData, 1);

  data->self = self;
  data->func = func;
  g_signal_connect_data (picker, "picked", G_CALLBACK (picker_picked_cb), data, (GClosureNotify) g_free, 0);
  g_signal_connect (picker, "edit", G_CALLBACK (picker_edit_cb), data);
  xq_game_picker_set_editable (picker, games_writable (games));
  /* The Rulings column, under the rules the board judges by */
  xq_game_picker_review (picker, xq_explanation_model_get_profile (self->explanation));
  gtk_window_present (GTK_WINDOW (picker));
}
