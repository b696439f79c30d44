/* xq-season-dialog.c: the open event's rating method, rating report fields and prizes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-season-dialog"

#include "config.h"

#include "xq-season-dialog.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

struct _XqSeasonDialog
{
  AdwWindow      parent_instance;

  XqSeasonModel *season;

  /* Template widgets */
  AdwToastOverlay     *toast_overlay;
  AdwPreferencesGroup *rating_group;
  AdwComboRow         *method_row;
  AdwActionRow        *k_row;
  GtkSpinButton       *k_spin;
  AdwActionRow        *per_round_row;
  GtkSwitch           *per_round_switch;
  AdwEntryRow         *city_row;
  AdwEntryRow         *federation_row;
  AdwEntryRow         *start_row;
  AdwEntryRow         *end_row;
  AdwEntryRow         *arbiter_row;
  AdwEntryRow         *deputies_row;
  AdwEntryRow         *time_control_row;
  AdwEntryRow         *places_row;
  AdwComboRow         *split_row;
  AdwExpanderRow      *category_expander;
  AdwEntryRow         *category_name_row;
  AdwComboRow         *category_sex_row;
  AdwEntryRow         *born_from_row;
  AdwEntryRow         *born_to_row;
  AdwEntryRow         *rating_below_row;
  AdwEntryRow         *category_club_row;
  AdwEntryRow         *category_prizes_row;
  AdwPreferencesGroup *categories_group;
  GtkListBox          *categories_list;
};

G_DEFINE_FINAL_TYPE (XqSeasonDialog, xq_season_dialog, ADW_TYPE_WINDOW)

static const XqRatingMethod methods[] = { XQ_RATING_NONE, XQ_RATING_FIDE, XQ_RATING_CLUB };

static void
clear_prize (gpointer p)
{
  g_free (((XqPrize *) p)->category);
  g_free (((XqPrize *) p)->label);
}

/* "1000, 600, 300 Trophy, Book" into prizes by place; FALSE when an item is not "[AMOUNT] [LABEL]". */
static gboolean
parse_places (const char *text,
              GArray     *out)
{
  g_autofree char *t = g_strdup (text);
  g_auto (GStrv)   items = NULL;
  guint            place = 0;

  /* Chinese commas too. */
  for (char *p = t; *p; p++)
    if (*p == ';')
      *p = ',';
  {
    g_autoptr (GString) s = g_string_new (t);
    g_string_replace (s, "，", ",", 0);
    g_string_replace (s, "、", ",", 0);
    g_free (t);
    t = g_string_free (g_steal_pointer (&s), FALSE);
  }
  items = g_strsplit (t, ",", 200);
  for (guint i = 0; items[i] != NULL; i++)
    {
      char   *item = g_strstrip (items[i]), *end = item;
      XqPrize p = { g_strdup (""), ++place, 0, NULL };

      if (*item == '\0')
        {
          clear_prize (&p);
          if (items[i + 1] == NULL && i > 0)
            break; /* a trailing comma */
          return FALSE;
        }
      if (g_ascii_isdigit (*item))
        {
          gint64 v = g_ascii_strtoll (item, &end, 10);
          if (v < 0 || v > G_GINT64_CONSTANT (1000000000000) || (*end != '\0' && *end != ' '))
            {
              clear_prize (&p);
              return FALSE;
            }
          p.amount = v;
        }
      p.label = g_strstrip (g_strdup (end));
      g_array_append_val (out, p);
    }
  return TRUE;
}

/* The prizes of @category (nullable: by place) written as parse_places reads them. */
static char *
places_text (const XqEventSeason *s,
             const char          *category)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < s->prizes->len; i++)
    {
      const XqPrize *p = &g_array_index (s->prizes, XqPrize, i);
      if (!g_str_equal (p->category, category != NULL ? category : ""))
        continue;
      if (out->len > 0)
        g_string_append (out, ", ");
      if (p->amount > 0 || *p->label == '\0')
        g_string_append_printf (out, "%" G_GINT64_FORMAT, p->amount);
      if (*p->label != '\0')
        g_string_append_printf (out, "%s%s", p->amount > 0 ? " " : "", p->label);
    }
  return g_string_free (out, FALSE);
}

static void
method_changed_cb (XqSeasonDialog *self)
{
  guint       m = adw_combo_row_get_selected (self->method_row);
  const char *what[] = {
    N_ ("Ratings are neither shown nor changed"),
    N_ ("K 40, 20 or 10 by each player's rating, age and games (FIDE 8.3.3)"),
    N_ ("One K for everyone, FIDE's table of expected scores"),
  };

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->method_row), _ (what[MIN (m, G_N_ELEMENTS (what) - 1)]));
  gtk_widget_set_visible (GTK_WIDGET (self->k_row), m == 2);
  gtk_widget_set_visible (GTK_WIDGET (self->per_round_row), m != 0);
}

static void remove_category_cb (GtkButton      *button,
                                XqSeasonDialog *self);

static void
fill_categories (XqSeasonDialog *self)
{
  const XqEventData *data = xq_tournament_model_get_data (xq_season_model_get_tournament (self->season));
  GtkWidget         *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->categories_list))) != NULL)
    gtk_list_box_remove (self->categories_list, child);
  gtk_widget_set_visible (GTK_WIDGET (self->categories_group), data != NULL && data->event.season.categories->len > 0);
  for (guint i = 0; data != NULL && i < data->event.season.categories->len; i++)
    {
      const XqPrizeCategory *c = &g_array_index (data->event.season.categories, XqPrizeCategory, i);
      GtkWidget             *row = adw_action_row_new ();
      GtkWidget             *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      g_autofree char       *prizes = places_text (&data->event.season, c->name);
      GPtrArray             *parts = g_ptr_array_new_with_free_func (g_free);
      g_autofree char       *subtitle = NULL;

      if (*c->sex != '\0')
        g_ptr_array_add (parts, g_strdup (g_str_equal (c->sex, "w") ? _ ("women") : _ ("men")));
      if (c->born_from > 0)
        /* Translators: a prize category's condition on the year of birth */
        g_ptr_array_add (parts, g_strdup_printf (_ ("born %d or later"), c->born_from));
      if (c->born_to > 0)
        g_ptr_array_add (parts, g_strdup_printf (_ ("born %d or earlier"), c->born_to));
      if (c->rating_below > 0)
        g_ptr_array_add (parts, g_strdup_printf (_ ("rated under %d"), c->rating_below));
      if (*c->club != '\0')
        g_ptr_array_add (parts, g_strdup (c->club));
      g_ptr_array_add (parts, g_strdup (prizes));
      g_ptr_array_add (parts, NULL);
      subtitle = g_strjoinv (" · ", (char **) parts->pdata);
      g_ptr_array_unref (parts);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), c->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _ ("Remove the Category"));
      g_object_set_data_full (G_OBJECT (remove), "category", g_strdup (c->name), g_free);
      g_signal_connect (remove, "clicked", G_CALLBACK (remove_category_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
      gtk_list_box_append (self->categories_list, row);
    }
}

static void
toast_error (XqSeasonDialog *self,
             const GError   *error)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
}

static void
remove_category_cb (GtkButton      *button,
                    XqSeasonDialog *self)
{
  XqPrizeCategory    c = { g_object_get_data (G_OBJECT (button), "category"), (char *) "", 0, 0, 0, (char *) "" };
  g_autoptr (GError) error = NULL;

  if (!xq_season_model_set_prizes (self->season, &c, NULL, 0, &error))
    toast_error (self, error);
  fill_categories (self);
}

static void
fill (XqSeasonDialog *self)
{
  const XqEventData   *data = xq_tournament_model_get_data (xq_season_model_get_tournament (self->season));
  const XqEventSeason *s;
  g_autofree char     *places = NULL;

  if (data == NULL)
    return;
  s = &data->event.season;
  for (guint i = 0; i < G_N_ELEMENTS (methods); i++)
    if (methods[i] == s->rating_method)
      adw_combo_row_set_selected (self->method_row, i);
  gtk_spin_button_set_value (self->k_spin, s->rating_k > 0 ? s->rating_k : 20);
  gtk_switch_set_active (self->per_round_switch, s->rating_per_round);
  if (s->closed != NULL)
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->method_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->k_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->per_round_row), FALSE);
      adw_preferences_group_set_description (self->rating_group,
                                             _ ("The event is closed: its rating changes are in the register."));
    }
  gtk_editable_set_text (GTK_EDITABLE (self->city_row), s->city);
  gtk_editable_set_text (GTK_EDITABLE (self->federation_row), s->federation);
  gtk_editable_set_text (GTK_EDITABLE (self->start_row), s->start_date);
  gtk_editable_set_text (GTK_EDITABLE (self->end_row), s->end_date);
  gtk_editable_set_text (GTK_EDITABLE (self->arbiter_row), s->chief_arbiter);
  gtk_editable_set_text (GTK_EDITABLE (self->deputies_row), s->deputy_arbiters);
  gtk_editable_set_text (GTK_EDITABLE (self->time_control_row), s->time_control);
  places = places_text (s, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->places_row), places);
  adw_combo_row_set_selected (self->split_row, s->prize_split);
  method_changed_cb (self);
  fill_categories (self);
}

/* A year typed in @row (0 when empty); −1 when it is not one. */
static int
year_of (AdwEntryRow *row)
{
  const char *t = gtk_editable_get_text (GTK_EDITABLE (row));
  char       *end = NULL;
  long        v;

  while (*t == ' ')
    t++;
  if (*t == '\0')
    return 0;
  v = strtol (t, &end, 10);
  if (*end != '\0' || v < 0 || v > 9999)
    return -1;
  return (int) v;
}

static gboolean
save_category (XqSeasonDialog *self,
               GError        **error)
{
  g_autofree char         *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->category_name_row))));
  g_autoptr (GArray)       prizes = g_array_new (FALSE, TRUE, sizeof (XqPrize));
  static const char *const sexes[] = { "", "m", "w" };
  XqPrizeCategory          c = { name, (char *) sexes[MIN (adw_combo_row_get_selected (self->category_sex_row), 2)], year_of (self->born_from_row),
                                 year_of (self->born_to_row), year_of (self->rating_below_row),
                                 (char *) gtk_editable_get_text (GTK_EDITABLE (self->category_club_row)) };

  g_array_set_clear_func (prizes, clear_prize);
  if (*name == '\0')
    return TRUE; /* no category being added */
  if (c.born_from < 0 || c.born_to < 0 || c.rating_below < 0 ||
      !parse_places (gtk_editable_get_text (GTK_EDITABLE (self->category_prizes_row)), prizes) || prizes->len == 0)
    {
      g_set_error_literal (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                           _ ("A category needs its prizes (200, 100) and years or a rating as whole numbers"));
      return FALSE;
    }
  return xq_season_model_set_prizes (self->season, &c, (XqPrize *) prizes->data, prizes->len, error);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  XqSeasonDialog    *self = XQ_SEASON_DIALOG (widget);
  const XqEventData *data = xq_tournament_model_get_data (xq_season_model_get_tournament (self->season));
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) places = g_array_new (FALSE, TRUE, sizeof (XqPrize));
  XqEventSeason      report = { 0 };
  XqRatingMethod     method = methods[MIN (adw_combo_row_get_selected (self->method_row), 2)];

  g_array_set_clear_func (places, clear_prize);
  if (data == NULL)
    return;
  if (!parse_places (gtk_editable_get_text (GTK_EDITABLE (self->places_row)), places))
    {
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (_ ("Prizes by place are amounts separated by commas: 1000, 600, 300")));
      return;
    }
  report.city = (char *) gtk_editable_get_text (GTK_EDITABLE (self->city_row));
  report.federation = (char *) gtk_editable_get_text (GTK_EDITABLE (self->federation_row));
  report.start_date = (char *) gtk_editable_get_text (GTK_EDITABLE (self->start_row));
  report.end_date = (char *) gtk_editable_get_text (GTK_EDITABLE (self->end_row));
  report.chief_arbiter = (char *) gtk_editable_get_text (GTK_EDITABLE (self->arbiter_row));
  report.deputy_arbiters = (char *) gtk_editable_get_text (GTK_EDITABLE (self->deputies_row));
  report.time_control = (char *) gtk_editable_get_text (GTK_EDITABLE (self->time_control_row));
  report.prize_split = (XqPrizeSplit) MIN (adw_combo_row_get_selected (self->split_row), 2);
  gtk_spin_button_update (self->k_spin);
  if ((data->event.season.closed == NULL &&
       (method != data->event.season.rating_method || (guint) gtk_spin_button_get_value_as_int (self->k_spin) != data->event.season.rating_k ||
        gtk_switch_get_active (self->per_round_switch) != data->event.season.rating_per_round) &&
       !xq_season_model_set_rating_method (self->season, method, (guint) gtk_spin_button_get_value_as_int (self->k_spin),
                                           gtk_switch_get_active (self->per_round_switch), &error)) ||
      !xq_season_model_set_report (self->season, &report, &error) ||
      !xq_season_model_set_prizes (self->season, NULL, (XqPrize *) places->data, places->len, &error) || !save_category (self, &error))
    {
      toast_error (self, error);
      return;
    }
  gtk_window_close (GTK_WINDOW (self));
}

static void
xq_season_dialog_dispose (GObject *object)
{
  XqSeasonDialog *self = XQ_SEASON_DIALOG (object);

  g_clear_object (&self->season);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_SEASON_DIALOG);
  G_OBJECT_CLASS (xq_season_dialog_parent_class)->dispose (object);
}

static void
xq_season_dialog_class_init (XqSeasonDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_season_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-season-dialog.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, XqSeasonDialog, name)
  BIND (toast_overlay);
  BIND (rating_group);
  BIND (method_row);
  BIND (k_row);
  BIND (k_spin);
  BIND (per_round_row);
  BIND (per_round_switch);
  BIND (city_row);
  BIND (federation_row);
  BIND (start_row);
  BIND (end_row);
  BIND (arbiter_row);
  BIND (deputies_row);
  BIND (time_control_row);
  BIND (places_row);
  BIND (split_row);
  BIND (category_expander);
  BIND (category_name_row);
  BIND (category_sex_row);
  BIND (born_from_row);
  BIND (born_to_row);
  BIND (rating_below_row);
  BIND (category_club_row);
  BIND (category_prizes_row);
  BIND (categories_group);
  BIND (categories_list);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, method_changed_cb);
  gtk_widget_class_install_action (widget_class, "season.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "season.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
xq_season_dialog_init (XqSeasonDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
xq_season_dialog_new (XqSeasonModel *season)
{
  XqSeasonDialog *self = g_object_new (XQ_TYPE_SEASON_DIALOG, NULL);

  self->season = g_object_ref (season);
  fill (self);
  return GTK_WIDGET (self);
}
