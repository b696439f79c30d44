/* xq-standings-view.c: the standings, with a column for each of the event's tie-breaks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-standings-view"

#include "config.h"

#include "xq-standings-view.h"

#include <glib/gi18n.h>

#include "xq-group-table.h"
#include "xq-knockout.h"
#include "xq-rating-columns.h"
#include "xq-standing-item.h"
#include "xq-standings.h"
#include "xq-tournament-ui.h"

struct _XqStandingsView
{
  GtkWidget          parent_instance;

  XqTournamentModel *model;
  GSignalGroup      *model_signals;
  GPtrArray         *tiebreak_columns; /* GtkColumnViewColumn, one per tie-break */
  XqRatingColumns   *rating_columns;   /* rating change and performance of a rated event */
  char              *columns_for;      /* the event and tie-breaks the columns were made for */

  /* Template widgets */
  GtkStack            *stack;
  GtkColumnView       *column_view;
  GtkNoSelection      *selection;
  GtkColumnViewColumn *record_column;
  GtkLabel            *note_label;
  GtkColumnViewColumn *points_column;
  GtkBox              *stages_box;
};

G_DEFINE_FINAL_TYPE (XqStandingsView, xq_standings_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
name_text (GtkListItem *list_item,
           const char  *name,
           gboolean     withdrawn,
           gboolean     playoff)
{
  return xq_tournament_ui_standing_name (name, withdrawn, playoff);
}

static char *
record_text (GtkListItem *list_item,
             guint        wins,
             guint        draws,
             guint        losses)
{
  return g_strdup_printf ("%u / %u / %u", wins, draws, losses);
}

/* One column per tie-break, made again only when the event or its tie-breaks change. */
static void
update_columns (XqStandingsView *self)
{
  const XqEventData  *data = self->model != NULL ? xq_tournament_model_get_data (self->model) : NULL;
  g_autoptr (GArray)  tbs = data != NULL ? xq_standings_criteria (data) : NULL;
  g_autoptr (GString) key = g_string_new (NULL);
  g_autoptr (GString) note = g_string_new (NULL);
  guint               position;

  if (data != NULL)
    {
      g_string_append_printf (key, "%" G_GINT64_FORMAT ":", data->event.id);
      for (guint t = 0; t < tbs->len; t++)
        g_string_append_printf (key, "%d,", g_array_index (tbs, XqTiebreak, t));
    }
  if (g_strcmp0 (key->str, self->columns_for) == 0)
    return;
  g_free (self->columns_for);
  self->columns_for = g_strdup (key->str);

  for (guint i = 0; i < self->tiebreak_columns->len; i++)
    gtk_column_view_remove_column (self->column_view, g_ptr_array_index (self->tiebreak_columns, i));
  g_ptr_array_set_size (self->tiebreak_columns, 0);
  if (tbs == NULL)
    return;
  /* Translators: column heading, 场分: the points of two-game pairings won (seed 000 §13.三) */
  gtk_column_view_column_set_title (self->points_column,
                                    xq_standings_uses_match_points (data) || xq_tournament_model_get_team_boards (self->model) > 0
                                      ? C_ ("standings", "Match pts")
                                      : _ ("Points"));

  /* After Points, before W / D / L. */
  position = g_list_model_get_n_items (gtk_column_view_get_columns (self->column_view)) - 1;
  for (guint t = 0; t < tbs->len; t++)
    {
      XqTiebreak           tb = g_array_index (tbs, XqTiebreak, t);
      GtkColumnViewColumn *column = xq_tournament_ui_strv_column (xq_tournament_ui_tiebreak_short (tb), "values", t);

      gtk_column_view_insert_column (self->column_view, position + t, column);
      g_ptr_array_add (self->tiebreak_columns, column);
      g_string_append_printf (note, "%s%u. %s", t > 0 ? " · " : "", t + 1, xq_tournament_ui_tiebreak (tb));
    }
  if (tbs->len > 0)
    {
      g_autoptr (GString) text = g_string_new (NULL);

      g_string_printf (text, _ ("Tie-breaks in order: %s"), note->str);
      /* A column of several numbers says how it reads (“4 2” is no score of 42) */
      for (guint t = 0; t < tbs->len; t++)
        if (g_array_index (tbs, XqTiebreak, t) == XQ_TIEBREAK_EARLIER_ROUNDS)
          g_string_append_printf (text, "\n%s",
                                  /* Translators: “Earlier rounds” is the tie-break’s column heading, as translated */
                                  _ ("“Earlier rounds” lists a player’s score after the round before the last, then "
                                     "after the round before that, and so on back (“4 2”: 4 points, then 2); the "
                                     "first score that differs decides."));
      gtk_label_set_text (self->note_label, text->str);
    }
  else
    gtk_label_set_text (self->note_label, _ ("No tie-breaks: players level on points share the place."));
}

/* A label of the stages page: a section's heading ("title-4") or a note under it ("caption"). */
static GtkWidget *
stage_label (const char *text,
             const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, style);
  if (g_str_equal (style, "caption"))
    gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* The knockout places as a boxed list: the place before each name, how the player went out under it. */
static GtkWidget *
knockout_list (const XqEventData *data,
               GArray            *places)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Knockout places"), -1);
  for (guint i = 0; i < places->len; i++)
    {
      const XqKnockoutPlace *p = &g_array_index (places, XqKnockoutPlace, i);
      const XqEntry         *e = xq_event_data_find_entry (data, p->entry);
      g_autofree char       *place = xq_tournament_ui_knockout_place (p);
      g_autofree char       *fate = xq_tournament_ui_knockout_fate (p);
      g_autofree char       *title = NULL;
      GtkWidget             *row = adw_action_row_new ();
      GtkWidget             *prefix = gtk_label_new (p->open ? "" : place);

      if (e != NULL)
        title = g_strdup_printf ("%u. %s", e->number, e->name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title != NULL ? title : "");
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), fate);
      gtk_widget_set_size_request (prefix, 40, -1);
      gtk_label_set_xalign (GTK_LABEL (prefix), 1);
      gtk_widget_add_css_class (prefix, "heading");
      gtk_widget_add_css_class (prefix, "numeric");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), prefix);
      if (e != NULL && e->club != NULL && *e->club != '\0')
        {
          GtkWidget *club = gtk_label_new (e->club);

          gtk_label_set_ellipsize (GTK_LABEL (club), PANGO_ELLIPSIZE_END);
          gtk_widget_add_css_class (club, "dim-label");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), club);
        }
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  return list;
}

/* Groups → cross-over: a section per group (its own table) and one with the knockout places. */
static void
rebuild_stages (XqStandingsView *self)
{
  const XqEventData *data = xq_tournament_model_get_data (self->model);
  guint              n_groups = xq_tournament_model_get_n_groups (self->model);
  g_autoptr (GArray) places = xq_knockout_places (data);
  GtkWidget         *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stages_box))) != NULL)
    gtk_box_remove (self->stages_box, child);
  gtk_box_append (self->stages_box, stage_label (_ ("Group Stage"), "title-4"));
  for (guint g = 0; g < n_groups; g++)
    {
      g_autoptr (GListModel) rows = xq_tournament_model_dup_group_standings (self->model, g);
      g_autofree char       *title = xq_tournament_ui_group_title (g);

      gtk_box_append (self->stages_box, xq_group_table_new (title, rows));
    }
  gtk_box_append (self->stages_box, stage_label (gtk_label_get_text (self->note_label), "caption"));
  if (places->len == 0)
    return;
  gtk_box_append (self->stages_box, stage_label (_ ("Knockout Stage"), "title-4"));
  gtk_box_append (self->stages_box, knockout_list (data, places));
  gtk_box_append (self->stages_box, stage_label (xq_tournament_ui_knockout_note (places), "caption"));
}

static void
model_changed_cb (XqStandingsView *self)
{
  guint    n = self->model != NULL ? g_list_model_get_n_items (xq_tournament_model_get_standings (self->model)) : 0;
  gboolean any = n > 0 && xq_tournament_model_get_n_rounds (self->model) > 0;

  update_columns (self);
  xq_rating_columns_update (self->rating_columns, self->model != NULL ? xq_tournament_model_get_data (self->model) : NULL);
  if (any && xq_tournament_model_get_n_groups (self->model) > 0)
    {
      rebuild_stages (self);
      gtk_stack_set_visible_child_name (self->stack, "stages");
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, any ? "table" : "empty");
}

static void
xq_standings_view_dispose (GObject *object)
{
  XqStandingsView *self = XQ_STANDINGS_VIEW (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_pointer (&self->tiebreak_columns, g_ptr_array_unref);
  g_clear_pointer (&self->rating_columns, xq_rating_columns_free);
  g_clear_pointer (&self->columns_for, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_STANDINGS_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_standings_view_parent_class)->dispose (object);
}

static void
xq_standings_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  XqStandingsView *self = XQ_STANDINGS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_standings_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  XqStandingsView *self = XQ_STANDINGS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_standings_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_standings_view_class_init (XqStandingsViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_standings_view_dispose;
  object_class->get_property = xq_standings_view_get_property;
  object_class->set_property = xq_standings_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_TOURNAMENT_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (XQ_TYPE_STANDING_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-standings-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqStandingsView, stack);
  gtk_widget_class_bind_template_child (widget_class, XqStandingsView, column_view);
  gtk_widget_class_bind_template_child (widget_class, XqStandingsView, selection);
  gtk_widget_class_bind_template_child (widget_class, XqStandingsView, record_column);
  gtk_widget_class_bind_template_child (widget_class, XqStandingsView, note_label);
  gtk_widget_class_bind_template_child (widget_class, XqStandingsView, points_column);
  gtk_widget_class_bind_template_child (widget_class, XqStandingsView, stages_box);
  gtk_widget_class_bind_template_callback (widget_class, name_text);
  gtk_widget_class_bind_template_callback (widget_class, record_text);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_standings_view_init (XqStandingsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->tiebreak_columns = g_ptr_array_new_with_free_func (g_object_unref);
  self->rating_columns = xq_rating_columns_new (self->column_view);
  self->model_signals = g_signal_group_new (XQ_TYPE_TOURNAMENT_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb), self);
  model_changed_cb (self);
}

GtkWidget *
xq_standings_view_new (void)
{
  return g_object_new (XQ_TYPE_STANDINGS_VIEW, NULL);
}

/**
 * xq_standings_view_get_model:
 *
 * Returns: (transfer none) (nullable): the model shown
 */
XqTournamentModel *
xq_standings_view_get_model (XqStandingsView *self)
{
  g_return_val_if_fail (XQ_IS_STANDINGS_VIEW (self), NULL);

  return self->model;
}

void
xq_standings_view_set_model (XqStandingsView   *self,
                             XqTournamentModel *model)
{
  g_return_if_fail (XQ_IS_STANDINGS_VIEW (self));
  g_return_if_fail (model == NULL || XQ_IS_TOURNAMENT_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  gtk_no_selection_set_model (self->selection, model != NULL ? xq_tournament_model_get_standings (model) : NULL);
  model_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

/**
 * xq_standings_view_get_column_view:
 *
 * Returns: (transfer none): the table
 */
GtkColumnView *
xq_standings_view_get_column_view (XqStandingsView *self)
{
  g_return_val_if_fail (XQ_IS_STANDINGS_VIEW (self), NULL);

  return self->column_view;
}
