/* xq-rating-columns.c: rating change and performance columns of the standings
 *
 * The texts are worked out once for each change of the event; the columns are made again then,
 * so that every row shows the new values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-rating-columns"

#include "config.h"

#include "xq-rating-columns.h"

#include <glib/gi18n.h>

#include "xq-event-ratings.h"
#include "xq-standing-item.h"

struct _XqRatingColumns
{
  GtkColumnView       *view;
  GtkColumnViewColumn *change;
  GtkColumnViewColumn *performance;
};

typedef struct
{
  char *change;
  char *performance;
} Texts;

static void
texts_free (gpointer p)
{
  Texts *t = p;

  g_free (t->change);
  g_free (t->performance);
  g_free (t);
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         gpointer                  which)
{
  GHashTable  *texts = g_object_get_data (G_OBJECT (factory), "texts");
  GObject     *row = gtk_list_item_get_item (item);
  gint64       entry = row != NULL ? xq_standing_item_get_entry_id (XQ_STANDING_ITEM (row)) : 0;
  const Texts *t = texts != NULL ? g_hash_table_lookup (texts, &entry) : NULL;

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      t == NULL ? "" : GPOINTER_TO_INT (which) == 0 ? t->change
                                                                    : t->performance);
}

static GtkColumnViewColumn *
column (const char *title,
        GHashTable *texts,
        int         which)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_object_set_data_full (G_OBJECT (factory), "texts", g_hash_table_ref (texts), (GDestroyNotify) g_hash_table_unref);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), GINT_TO_POINTER (which));
  return gtk_column_view_column_new (title, factory);
}

XqRatingColumns *
xq_rating_columns_new (GtkColumnView *view)
{
  XqRatingColumns *self = g_new0 (XqRatingColumns, 1);

  self->view = view;
  return self;
}

static void
remove_columns (XqRatingColumns *self)
{
  if (self->change != NULL)
    gtk_column_view_remove_column (self->view, self->change);
  if (self->performance != NULL)
    gtk_column_view_remove_column (self->view, self->performance);
  g_clear_object (&self->change);
  g_clear_object (&self->performance);
}

void
xq_rating_columns_free (XqRatingColumns *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->change);
  g_clear_object (&self->performance);
  g_free (self);
}

void
xq_rating_columns_update (XqRatingColumns   *self,
                          const XqEventData *data)
{
  g_autoptr (GArray)     ratings = NULL;
  g_autoptr (GHashTable) texts = NULL;

  remove_columns (self);
  if (data == NULL || data->event.season.rating_method == XQ_RATING_NONE || data->event.team_boards > 0)
    return;
  ratings = xq_event_ratings_of_event (data, 0);
  texts = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, texts_free);
  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry        *e = &g_array_index (data->entries, XqEntry, i);
      const XqPlayerRating *r = xq_event_ratings_find (ratings, e->player_id);
      Texts                *t = g_new0 (Texts, 1);

      if (r != NULL && r->rating > 0 && r->games > 0)
        t->change = r->change > 0 ? g_strdup_printf ("+%d", r->change) : r->change < 0 ? g_strdup_printf ("−%d", -r->change)
                                                                                       : g_strdup ("0");
      else if (r != NULL && r->rating == 0 && r->new_rating > 0)
        /* Translators: an unrated player's first rating in the standings */
        t->change = g_strdup_printf (_ ("new %d"), r->new_rating);
      else
        t->change = g_strdup ("");
      t->performance = r != NULL && r->performance > 0 ? g_strdup_printf ("%d", r->performance) : g_strdup ("");
      g_hash_table_insert (texts, g_memdup2 (&e->id, sizeof e->id), t);
    }
  /* Translators: column headings of the standings: the rating change and the performance rating */
  self->change = column (C_ ("standings", "Rtg +/−"), texts, 0);
  self->performance = column (C_ ("standings", "Perf."), texts, 1);
  gtk_column_view_append_column (self->view, self->change);
  gtk_column_view_append_column (self->view, self->performance);
}
