/* xq-bracket-view.c: the groups and the knockout bracket
 *
 * The groups system shows a table per group; knockout rounds are columns of matches, left to
 * right, each a list view over the model's matches of that round (kept up to date in place).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-bracket-view"

#include "config.h"

#include "xq-bracket-view.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-group-table.h"
#include "xq-knockout.h"
#include "xq-match-item.h"
#include "xq-tournament-ui.h"

struct _XqBracketView
{
  GtkWidget          parent_instance;

  XqTournamentModel *model;
  GSignalGroup      *model_signals;
  char              *rounds_shown; /* "round:matches …" of the columns made */
  guint              n_groups;
  guint              n_rounds;

  /* Template widgets */
  GtkListItemFactory *match_factory;
  GtkStack           *stack;
  GtkLabel           *groups_title;
  GtkFlowBox         *groups_box;
  GtkLabel           *bracket_title;
  GtkBox             *bracket_box;
};

G_DEFINE_FINAL_TYPE (XqBracketView, xq_bracket_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Closures of the match cards: they take the item's properties, so that they follow its changes. */

static char **
classes_for (int winner,
             int side)
{
  const char *won[] = { "heading", NULL };
  const char *lost[] = { "dim-label", NULL };
  const char *none[] = { NULL };

  if (winner == 0)
    return g_strdupv ((char **) none);
  return g_strdupv ((char **) (winner == side ? won : lost));
}

static char **
first_classes (GtkListItem *list_item,
               int          winner)
{
  return classes_for (winner, 1);
}

static char **
second_classes (GtkListItem *list_item,
                int          winner)
{
  return classes_for (winner, 2);
}

static char *
second_name (GtkListItem *list_item,
             const char  *name)
{
  if (name == NULL)
    return g_strdup ("");
  return g_strdup (*name == '\0' ? _ ("Bye") : name);
}

static char *
games_text (GtkListItem *list_item,
            const char  *second,
            int          state,
            const char  *games,
            const char  *decided_by)
{
  /* One game says no more than the score. */
  if (second == NULL || *second == '\0' || games == NULL || strchr (games, ' ') == NULL)
    return g_strdup ("");
  if (state == XQ_MATCH_NEEDS_MORE)
    /* Translators: a level knockout match: tie-break games or a decider must be paired */
    return g_strdup_printf (_ ("%s · level, more games due"), games);
  if (decided_by != NULL && *decided_by != '\0')
    /* Translators: the games of a knockout match and how it was won when level ("level; won the decider") */
    return g_strdup_printf (_ ("%s · %s"), games, decided_by);
  return g_strdup (games);
}

/* The games line shows when there is more than one game: one game says no more than the score. */
static gboolean
games_shown (GtkListItem *list_item,
             const char  *second,
             const char  *games)
{
  return second != NULL && *second != '\0' && games != NULL && strchr (games, ' ') != NULL;
}

static gboolean
round_filter (gpointer item,
              gpointer data)
{
  return xq_match_item_get_round (item) == GPOINTER_TO_UINT (data);
}

static void
rebuild_groups (XqBracketView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_flow_box_remove (self->groups_box, child);
  self->n_groups = self->model != NULL ? xq_tournament_model_get_n_groups (self->model) : 0;
  for (guint g = 0; g < self->n_groups; g++)
    {
      g_autoptr (GListModel) rows = xq_tournament_model_dup_group_standings (self->model, g);
      g_autofree char       *title = xq_tournament_ui_group_title (g);

      gtk_flow_box_append (self->groups_box, xq_group_table_new (title, rows));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->groups_title), self->n_groups > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->groups_box), self->n_groups > 0);
}

/* A card of the matches of a round not yet paired: each names where its players come from, the
 * winners of two matches of the round before (boards 2k−1 and 2k meet at board k). */
static GtkWidget *
future_round_card (const char *previous,
                   guint       n_previous,
                   guint       n_matches)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_valign (card, GTK_ALIGN_START);
  gtk_widget_set_size_request (card, 240, -1);
  for (guint k = 1; k <= n_matches; k++)
    {
      GtkWidget *match = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

      gtk_widget_set_margin_start (match, 12);
      gtk_widget_set_margin_end (match, 12);
      gtk_widget_set_margin_top (match, 8);
      gtk_widget_set_margin_bottom (match, 8);
      for (guint side = 0; side < 2; side++)
        {
          guint            from = 2 * k - 1 + side;
          g_autofree char *text = NULL;
          GtkWidget       *label;

          if (from > n_previous)
            text = g_strdup (_ ("Bye"));
          else
            /* Translators: a player still to be decided in a knockout bracket; %s is the round
             * before ("Quarter-finals"), %u the match in it */
            text = g_strdup_printf (_ ("Winner of %s, match %u"), previous, from);
          label = gtk_label_new (text);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          gtk_widget_add_css_class (label, "dim-label");
          gtk_box_append (GTK_BOX (match), label);
        }
      gtk_box_append (GTK_BOX (card), match);
    }
  return card;
}

/* A column per knockout round, made again when rounds or matches come or go; the rounds still to
 * be paired follow as columns of placeholders, so that the whole bracket is seen from the start. */
static void
rebuild_bracket (XqBracketView *self)
{
  GListModel         *matches = self->model != NULL ? xq_tournament_model_get_matches (self->model) : NULL;
  guint               n = matches != NULL ? g_list_model_get_n_items (matches) : 0;
  g_autoptr (GString) shown = g_string_new (NULL);
  g_autoptr (GArray)  rounds = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray)  counts = g_array_new (FALSE, FALSE, sizeof (guint));
  GtkWidget          *child;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqMatchItem) m = g_list_model_get_item (matches, i);
      guint                   r = xq_match_item_get_round (m);

      if (rounds->len == 0 || g_array_index (rounds, guint, rounds->len - 1) != r)
        {
          guint zero = 0;
          g_array_append_val (rounds, r);
          g_array_append_val (counts, zero);
        }
      g_array_index (counts, guint, counts->len - 1)++;
    }
  for (guint i = 0; i < rounds->len; i++)
    g_string_append_printf (shown, "%u:%u ", g_array_index (rounds, guint, i), g_array_index (counts, guint, i));
  self->n_rounds = rounds->len;
  gtk_widget_set_visible (GTK_WIDGET (self->bracket_title), rounds->len > 0);
  if (g_strcmp0 (shown->str, self->rounds_shown) == 0)
    return;
  g_free (self->rounds_shown);
  self->rounds_shown = g_strdup (shown->str);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->bracket_box))) != NULL)
    gtk_box_remove (self->bracket_box, child);
  for (guint i = 0; i < rounds->len; i++)
    {
      guint               r = g_array_index (rounds, guint, i);
      GtkWidget          *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      g_autofree char    *name = xq_tournament_ui_knockout_round (r, g_array_index (counts, guint, i));
      GtkWidget          *title = gtk_label_new (name);
      GtkCustomFilter    *filter = gtk_custom_filter_new (round_filter, GUINT_TO_POINTER (r), NULL);
      GtkFilterListModel *rows = gtk_filter_list_model_new (g_object_ref (matches), GTK_FILTER (filter));
      GtkWidget          *list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (rows))),
                                                    g_object_ref (self->match_factory));

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_add_css_class (title, "heading");
      gtk_widget_add_css_class (list, "card");
      gtk_widget_set_valign (list, GTK_ALIGN_START);
      gtk_widget_set_size_request (list, 240, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_box_append (GTK_BOX (column), title);
      gtk_box_append (GTK_BOX (column), list);
      gtk_box_append (self->bracket_box, column);
    }
  if (rounds->len > 0)
    {
      guint            r = g_array_index (rounds, guint, rounds->len - 1);
      guint            count = g_array_index (counts, guint, counts->len - 1);
      g_autofree char *previous = xq_tournament_ui_knockout_round (r, count);

      while (count > 1)
        {
          GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
          GtkWidget *title;
          char      *name;

          guint      n_previous = count;

          count = (count + 1) / 2;
          r++;
          name = xq_tournament_ui_knockout_round (r, count);
          title = gtk_label_new (name);
          gtk_label_set_xalign (GTK_LABEL (title), 0);
          gtk_widget_add_css_class (title, "heading");
          gtk_widget_add_css_class (title, "dim-label");
          gtk_box_append (GTK_BOX (column), title);
          gtk_box_append (GTK_BOX (column), future_round_card (previous, n_previous, count));
          gtk_accessible_update_property (GTK_ACCESSIBLE (column), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          gtk_box_append (self->bracket_box, column);
          g_free (previous);
          previous = name;
        }
    }
}

static void
model_changed_cb (XqBracketView *self)
{
  rebuild_groups (self);
  rebuild_bracket (self);
  gtk_stack_set_visible_child_name (self->stack, self->n_groups > 0 || self->n_rounds > 0 ? "content" : "empty");
}

static void
xq_bracket_view_dispose (GObject *object)
{
  XqBracketView *self = XQ_BRACKET_VIEW (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_pointer (&self->rounds_shown, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_BRACKET_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (xq_bracket_view_parent_class)->dispose (object);
}

static void
xq_bracket_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  XqBracketView *self = XQ_BRACKET_VIEW (object);

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
xq_bracket_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  XqBracketView *self = XQ_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      xq_bracket_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_bracket_view_class_init (XqBracketViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_bracket_view_dispose;
  object_class->get_property = xq_bracket_view_get_property;
  object_class->set_property = xq_bracket_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, XQ_TYPE_TOURNAMENT_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (XQ_TYPE_MATCH_ITEM);
  g_type_ensure (XQ_TYPE_GROUP_TABLE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/qili/Qili/ui/xq-bracket-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqBracketView, match_factory);
  gtk_widget_class_bind_template_child (widget_class, XqBracketView, stack);
  gtk_widget_class_bind_template_child (widget_class, XqBracketView, groups_title);
  gtk_widget_class_bind_template_child (widget_class, XqBracketView, groups_box);
  gtk_widget_class_bind_template_child (widget_class, XqBracketView, bracket_title);
  gtk_widget_class_bind_template_child (widget_class, XqBracketView, bracket_box);
  gtk_widget_class_bind_template_callback (widget_class, first_classes);
  gtk_widget_class_bind_template_callback (widget_class, second_classes);
  gtk_widget_class_bind_template_callback (widget_class, second_name);
  gtk_widget_class_bind_template_callback (widget_class, games_text);
  gtk_widget_class_bind_template_callback (widget_class, games_shown);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_bracket_view_init (XqBracketView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->model_signals = g_signal_group_new (XQ_TYPE_TOURNAMENT_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb), self);
  model_changed_cb (self);
}

GtkWidget *
xq_bracket_view_new (void)
{
  return g_object_new (XQ_TYPE_BRACKET_VIEW, NULL);
}

/**
 * xq_bracket_view_get_model:
 *
 * Returns: (transfer none) (nullable): the model shown
 */
XqTournamentModel *
xq_bracket_view_get_model (XqBracketView *self)
{
  g_return_val_if_fail (XQ_IS_BRACKET_VIEW (self), NULL);

  return self->model;
}

void
xq_bracket_view_set_model (XqBracketView     *self,
                           XqTournamentModel *model)
{
  g_return_if_fail (XQ_IS_BRACKET_VIEW (self));
  g_return_if_fail (model == NULL || XQ_IS_TOURNAMENT_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  g_clear_pointer (&self->rounds_shown, g_free);
  model_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

guint
xq_bracket_view_get_n_groups (XqBracketView *self)
{
  g_return_val_if_fail (XQ_IS_BRACKET_VIEW (self), 0);

  return self->n_groups;
}

guint
xq_bracket_view_get_n_rounds (XqBracketView *self)
{
  g_return_val_if_fail (XQ_IS_BRACKET_VIEW (self), 0);

  return self->n_rounds;
}
