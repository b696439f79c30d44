/* xq-window-recovery.c: the unsaved game kept in the user's state folder
 *
 * While the game differs from its file, it is written (as PGN, with the file it came from and
 * its place there) to $XDG_STATE_HOME/qili/unsaved/unsaved-PID-N.ini, atomically (a synced
 * temporary file renamed), at most once a second while it is edited. The file goes when the game
 * is saved or its changes are discarded; one left behind by a Qili that did not close (a crash,
 * a power cut, kill -9) is offered at the next start.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-window-recovery"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "xq-window-private.h"

#define GROUP "Unsaved"
/* The quiet time after an edit before it is written */
#define DELAY_MS 700

static char *
folder (void)
{
  return g_build_filename (g_get_user_state_dir (), "qili", "unsaved", NULL);
}

static const char *
own_path (XqWindow *self)
{
  static guint n_windows;

  if (self->recovery_path == NULL)
    {
      g_autofree char *dir = folder ();
      g_autofree char *name = g_strdup_printf ("unsaved-%ld-%u.ini", (long) getpid (), ++n_windows);
      self->recovery_path = g_build_filename (dir, name, NULL);
    }
  return self->recovery_path;
}

static void
forget (XqWindow *self)
{
  if (self->recovery_path != NULL)
    g_unlink (self->recovery_path);
}

static gboolean
write_now (gpointer data)
{
  XqWindow            *self = data;
  g_autoptr (GKeyFile) keys = NULL;
  g_autoptr (GError)   error = NULL;
  g_autofree char     *pgn = NULL;
  g_autofree char     *text = NULL;
  g_autofree char     *dir = NULL;
  gsize                len;

  self->recovery_id = 0;
  if (!xq_game_model_get_modified (self->game))
    {
      forget (self);
      return G_SOURCE_REMOVE;
    }
  keys = g_key_file_new ();
  pgn = xq_pgn_write_game (xq_game_model_get_game (self->game), XQ_NOTATION_ICCS);
  g_key_file_set_string (keys, GROUP, "pgn", pgn);
  g_key_file_set_string (keys, GROUP, "title", xq_game_model_get_title (self->game));
  if (self->file != NULL && self->games != NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->file);
      g_key_file_set_string (keys, GROUP, "file", uri);
      g_key_file_set_uint64 (keys, GROUP, "game", self->game_index);
    }
  text = g_key_file_to_data (keys, &len, NULL);
  dir = folder ();
  if (g_mkdir_with_parents (dir, 0700) != 0 ||
      !g_file_set_contents_full (own_path (self), text, (gssize) len,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0600, &error))
    g_debug ("The unsaved game could not be kept: %s", error != NULL ? error->message : dir);
  return G_SOURCE_REMOVE;
}

static void
game_changed_cb (XqWindow *self)
{
  if (!xq_game_model_get_modified (self->game))
    {
      /* Saved, or the changes dropped: nothing to keep */
      g_clear_handle_id (&self->recovery_id, g_source_remove);
      forget (self);
      return;
    }
  if (self->recovery_id == 0)
    self->recovery_id = g_timeout_add (DELAY_MS, write_now, self);
}

void
xq_window_init_recovery (XqWindow *self)
{
  g_signal_connect_object (self->game, "items-changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::modified", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::title", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
}

void
xq_window_dispose_recovery (XqWindow *self)
{
  /* A window closed with its changes kept for later keeps them on disk (it asked first). */
  if (self->recovery_id != 0)
    {
      g_clear_handle_id (&self->recovery_id, g_source_remove);
      write_now (self);
    }
  g_clear_pointer (&self->recovery_path, g_free);
}

/* Offering a game left behind */

typedef struct
{
  XqWindow *self;
  char     *path;
  GKeyFile *keys;
} Offer;

static void
offer_free (Offer *offer)
{
  g_object_unref (offer->self);
  g_free (offer->path);
  g_key_file_unref (offer->keys);
  g_free (offer);
}

static void
offer_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   Offer            *offer)
{
  if (g_strcmp0 (response, "restore") == 0)
    {
      g_autofree char   *pgn = g_key_file_get_string (offer->keys, GROUP, "pgn", NULL);
      g_autofree char   *uri = g_key_file_get_string (offer->keys, GROUP, "file", NULL);
      guint64            index = g_key_file_get_uint64 (offer->keys, GROUP, "game", NULL);
      g_autoptr (GError) error = NULL;
      XqGame            *game = pgn != NULL ? xq_pgn_read_game (pgn, -1, &error) : NULL;

      if (game == NULL)
        {
          g_autofree char *message =
            g_strdup_printf (_ ("The unsaved game could not be read: %s"), error != NULL ? error->message : "");
          xq_window_toast (offer->self, message);
          return; /* the file stays for another try */
        }
      {
        g_autoptr (GFile) file = uri != NULL ? g_file_new_for_uri (uri) : NULL;
        xq_window_restore_game (offer->self, file, (guint) index, game);
      }
      g_unlink (offer->path); /* the window keeps it now, under its own name */
    }
  else if (g_strcmp0 (response, "discard") == 0)
    g_unlink (offer->path);
  /* "later": left where it is, offered again at the next start */
}

gboolean
xq_window_offer_recovery (XqWindow   *self,
                          const char *path)
{
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_autofree char     *title = NULL;
  g_autofree char     *uri = NULL;
  g_autofree char     *body = NULL;
  g_autofree char     *name = NULL;
  GtkWidget           *dialog;
  Offer               *offer;

  g_return_val_if_fail (XQ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, NULL) || !g_key_file_has_key (keys, GROUP, "pgn", NULL))
    return FALSE;
  title = g_key_file_get_string (keys, GROUP, "title", NULL);
  uri = g_key_file_get_string (keys, GROUP, "file", NULL);
  if (uri != NULL)
    {
      g_autoptr (GFile) file = g_file_new_for_uri (uri);
      name = g_file_get_basename (file);
    }
  if (title != NULL && *title != '\0' && name != NULL)
    /* Translators: a game left unsaved, e.g. "“Li vs Wang” of “club.pgn”" */
    body = g_strdup_printf (_ ("Qili closed before the changes to “%s” of “%s” were saved. They can be restored."),
                            title, name);
  else if (name != NULL || (title != NULL && *title != '\0'))
    body = g_strdup_printf (_ ("Qili closed before the changes to “%s” were saved. They can be restored."),
                            name != NULL ? name : title);
  else
    body = g_strdup (_ ("Qili closed before a new game was saved. It can be restored."));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("Restore the Unsaved Game?"), body);
  gtk_window_set_title (GTK_WINDOW (dialog), _ ("Restore the Unsaved Game?"));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "discard", _ ("_Discard"), "later", _ ("_Later"),
                                    "restore", _ ("_Restore"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restore", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  offer = g_new0 (Offer, 1);
  offer->self = g_object_ref (self);
  offer->path = g_strdup (path);
  offer->keys = g_steal_pointer (&keys);
  g_signal_connect_data (dialog, "response", G_CALLBACK (offer_response_cb), offer, (GClosureNotify) offer_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/**
 * xq_window_find_unsaved:
 *
 * Returns: (transfer full) (element-type utf8): the files of games left unsaved by a Qili that did
 *   not close, newest first; those of this process are not among them
 */
GPtrArray *
xq_window_find_unsaved (void)
{
  g_autofree char *dir = folder ();
  g_autofree char *own = g_strdup_printf ("unsaved-%ld-", (long) getpid ());
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray       *found = g_ptr_array_new_with_free_func (g_free);
  const char      *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, "unsaved-") && g_str_has_suffix (name, ".ini") && !g_str_has_prefix (name, own))
      g_ptr_array_add (found, g_build_filename (dir, name, NULL));
  return found;
}
