/* xq-header-dialog.c: the game's details (tags) edited in one dialog
 *
 * Players, event, round, date, site, result, opening, annotator, and the rules the game is
 * judged by: the rule profile (tag Rules) and the arbiter's move limit (MoveLimit, counted after
 * the ply of MoveLimitFrom, as qili-cli review reads them). Every other tag of the game is kept
 * as it is. Apply sets them all as one edit, which Ctrl+Z undoes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-header-dialog"

#include "config.h"

#include "xq-header-dialog.h"

#include "xq-a11y.h"
#include "xq-records.h"

static const char *const results[] = { "*", "1-0", "0-1", "1/2-1/2" };
static const char *const profiles[] = { NULL, "cxa", "axf", "1957" };

struct _XqHeaderDialog
{
  AdwWindow    parent_instance;

  XqGameModel *game;

  /* Template widgets */
  AdwEntryRow   *red_row;
  AdwEntryRow   *black_row;
  AdwEntryRow   *event_row;
  AdwEntryRow   *round_row;
  AdwEntryRow   *date_row;
  AdwEntryRow   *site_row;
  AdwComboRow   *result_row;
  AdwEntryRow   *opening_row;
  AdwEntryRow   *annotator_row;
  AdwComboRow   *profile_row;
  GtkSpinButton *limit_spin;
  GtkSpinButton *from_spin;
};

G_DEFINE_FINAL_TYPE (XqHeaderDialog, xq_header_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_APPLIED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The text rows and their tags */
static AdwEntryRow **
text_rows (XqHeaderDialog *self,
           const char   ***names)
{
  static const char *const tags[] = { "Red", "Black", "Event", "Round", "Date", "Site", "Opening", "Annotator", NULL };
  static AdwEntryRow      *rows[G_N_ELEMENTS (tags)];

  rows[0] = self->red_row;
  rows[1] = self->black_row;
  rows[2] = self->event_row;
  rows[3] = self->round_row;
  rows[4] = self->date_row;
  rows[5] = self->site_row;
  rows[6] = self->opening_row;
  rows[7] = self->annotator_row;
  rows[8] = NULL;
  *names = (const char **) tags;
  return rows;
}

static guint
index_of (const char *const *list,
          guint              n,
          const char        *value)
{
  for (guint i = 0; i < n; i++)
    if (list[i] != NULL && value != NULL && g_ascii_strcasecmp (list[i], value) == 0)
      return i;
  return 0;
}

static guint
tag_number (XqGameModel *game,
            const char  *name)
{
  const char *value = xq_game_model_get_tag (game, name);
  guint64     n = 0;

  if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 0, 9999, &n, NULL))
    return 0;
  return (guint) n;
}

static void
fill (XqHeaderDialog *self)
{
  const char  **names;
  AdwEntryRow **rows = text_rows (self, &names);

  for (guint i = 0; rows[i] != NULL; i++)
    {
      const char *value = xq_game_model_get_tag (self->game, names[i]);
      gtk_editable_set_text (GTK_EDITABLE (rows[i]), value != NULL ? value : "");
    }
  adw_combo_row_set_selected (self->result_row, index_of (results, G_N_ELEMENTS (results),
                                                          xq_game_model_get_tag (self->game, "Result")));
  adw_combo_row_set_selected (self->profile_row, index_of (profiles, G_N_ELEMENTS (profiles),
                                                           xq_game_model_get_tag (self->game, XQ_RULES_TAG)));
  gtk_spin_button_set_value (self->limit_spin, tag_number (self->game, XQ_MOVE_LIMIT_TAG));
  gtk_spin_button_set_value (self->from_spin, tag_number (self->game, XQ_MOVE_LIMIT_FROM_TAG));
}

void
xq_header_dialog_apply (XqHeaderDialog *self)
{
  const char     **names;
  AdwEntryRow    **rows;
  GPtrArray       *tag_names, *values;
  g_autofree char *limit = NULL;
  g_autofree char *from = NULL;
  guint            result, profile, limit_moves, from_ply;

  g_return_if_fail (XQ_IS_HEADER_DIALOG (self));

  rows = text_rows (self, &names);
  tag_names = g_ptr_array_new ();
  values = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; rows[i] != NULL; i++)
    {
      g_ptr_array_add (tag_names, (gpointer) names[i]);
      g_ptr_array_add (values, g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (rows[i])))));
    }
  result = adw_combo_row_get_selected (self->result_row);
  /* "*" is the result of a game not known to be over: no tag unless the game had one */
  g_ptr_array_add (tag_names, (gpointer) "Result");
  g_ptr_array_add (values, g_strdup (result < G_N_ELEMENTS (results) &&
                                         (result > 0 || xq_game_model_get_tag (self->game, "Result") != NULL)
                                       ? results[result]
                                       : NULL));
  profile = adw_combo_row_get_selected (self->profile_row);
  g_ptr_array_add (tag_names, (gpointer) XQ_RULES_TAG);
  g_ptr_array_add (values, g_strdup (profile < G_N_ELEMENTS (profiles) ? profiles[profile] : NULL));
  limit_moves = (guint) gtk_spin_button_get_value_as_int (self->limit_spin);
  from_ply = (guint) gtk_spin_button_get_value_as_int (self->from_spin);
  g_ptr_array_add (tag_names, (gpointer) XQ_MOVE_LIMIT_TAG);
  g_ptr_array_add (values, limit_moves > 0 ? g_strdup_printf ("%u", limit_moves) : NULL);
  g_ptr_array_add (tag_names, (gpointer) XQ_MOVE_LIMIT_FROM_TAG);
  g_ptr_array_add (values, limit_moves > 0 && from_ply > 0 ? g_strdup_printf ("%u", from_ply) : NULL);
  g_ptr_array_add (tag_names, NULL);
  g_ptr_array_add (values, NULL);

  xq_game_model_set_tags (self->game, (const char *const *) tag_names->pdata, (const char *const *) values->pdata);
  g_ptr_array_unref (tag_names);
  g_ptr_array_unref (values);
  g_signal_emit (self, signals[SIGNAL_APPLIED], 0);
  gtk_window_close (GTK_WINDOW (self));
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  xq_header_dialog_apply (XQ_HEADER_DIALOG (widget));
}

/* Enter in a row applies, as in any dialog with a default button */
static void
entry_activated_cb (XqHeaderDialog *self)
{
  xq_header_dialog_apply (self);
}

void
xq_header_dialog_set_text (XqHeaderDialog *self,
                           const char     *name,
                           const char     *text)
{
  const char  **names;
  AdwEntryRow **rows;

  g_return_if_fail (XQ_IS_HEADER_DIALOG (self));

  rows = text_rows (self, &names);
  for (guint i = 0; rows[i] != NULL; i++)
    if (g_ascii_strcasecmp (names[i], name) == 0)
      gtk_editable_set_text (GTK_EDITABLE (rows[i]), text);
}

static void
xq_header_dialog_dispose (GObject *object)
{
  XqHeaderDialog *self = XQ_HEADER_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_HEADER_DIALOG);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (xq_header_dialog_parent_class)->dispose (object);
}

static void
xq_header_dialog_class_init (XqHeaderDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_header_dialog_dispose;

  signals[SIGNAL_APPLIED] = g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-header-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, red_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, black_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, event_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, round_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, date_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, site_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, result_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, opening_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, annotator_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, profile_row);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, limit_spin);
  gtk_widget_class_bind_template_child (widget_class, XqHeaderDialog, from_spin);
  gtk_widget_class_bind_template_callback (widget_class, entry_activated_cb);

  gtk_widget_class_install_action (widget_class, "header.apply", NULL, apply_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The focus starts on the first row, ready for typing */
static void
dialog_map_cb (XqHeaderDialog *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->red_row));
}

static void
xq_header_dialog_init (XqHeaderDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_a11y_name_buttons (GTK_WIDGET (self));
  g_signal_connect (self, "map", G_CALLBACK (dialog_map_cb), NULL);
}

/**
 * xq_header_dialog_new:
 *
 * Returns: (transfer none): the dialog (a toplevel, destroyed when closed)
 */
XqHeaderDialog *
xq_header_dialog_new (GtkWindow   *parent,
                      XqGameModel *game)
{
  XqHeaderDialog *self;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (game), NULL);

  self = g_object_new (XQ_TYPE_HEADER_DIALOG, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  fill (self);
  return self;
}
