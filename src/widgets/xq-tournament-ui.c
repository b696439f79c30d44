/* xq-tournament-ui.c: what the tournament views share: translated names of the settings, messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-tournament-ui"

#include "config.h"

#include "xq-tournament-ui.h"

#include <adwaita.h>
#include <glib/gi18n.h>

const char *const xq_tournament_ui_presets[] = {
  "cxa-14.1",
  "cxa-14.2",
  "cxa-14.3.1",
  "cxa-14.3.2",
  "cxa-14.5",
  "axf",
  "seed-000",
  "seed-002",
  NULL,
};

const char *
xq_tournament_ui_system (XqSystem system)
{
  switch (system)
    {
    case XQ_SYSTEM_ROUNDROBIN:
      return _ ("Round robin");
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
      return _ ("Double round robin");
    case XQ_SYSTEM_SWISS:
      return _ ("Swiss");
    case XQ_SYSTEM_KNOCKOUT:
      return _ ("Knockout");
    case XQ_SYSTEM_GROUPS:
    default:
      return _ ("Groups, then knockout");
    }
}

const char *
xq_tournament_ui_team_system (XqSystem system)
{
  switch (system)
    {
    case XQ_SYSTEM_ROUNDROBIN:
      return _ ("Team round robin (分台制)");
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
      return _ ("Team double round robin (分台制)");
    case XQ_SYSTEM_KNOCKOUT:
      return _ ("Team knockout (分台制)");
    case XQ_SYSTEM_SWISS:
    case XQ_SYSTEM_GROUPS:
    default:
      return _ ("Team Swiss (分台制)");
    }
}

const char *
xq_tournament_ui_match_points (XqScoring scoring)
{
  switch (scoring)
    {
    case XQ_SCORING_3_1_0:
      return _ ("Match won 3, drawn 1, lost 0");
    case XQ_SCORING_1_HALF_0:
      return _ ("Match won 1, drawn ½, lost 0");
    case XQ_SCORING_2_1_0:
    case XQ_SCORING_3_1_0_BLACK2:
    default:
      return _ ("Match won 2, drawn 1, lost 0");
    }
}

const char *
xq_tournament_ui_scoring (XqScoring scoring)
{
  switch (scoring)
    {
    case XQ_SCORING_3_1_0:
      return _ ("Win 3, draw 1, loss 0");
    case XQ_SCORING_3_1_0_BLACK2:
      return _ ("Win 3, draw 1 (with Black 2), loss 0");
    case XQ_SCORING_1_HALF_0:
      return _ ("Win 1, draw ½, loss 0");
    case XQ_SCORING_2_1_0:
    default:
      return _ ("Win 2, draw 1, loss 0");
    }
}

const char *
xq_tournament_ui_method (XqPairingMethod method)
{
  switch (method)
    {
    case XQ_PAIRING_ADJACENT:
      return _ ("Neighbours (临近): 1–2, 3–4");
    case XQ_PAIRING_FIRST_LAST:
      return _ ("First against last (首尾)");
    case XQ_PAIRING_RANDOM:
      return _ ("By lot");
    case XQ_PAIRING_FOLD:
    default:
      return _ ("Top half against bottom half (拦腰)");
    }
}

const char *
xq_tournament_ui_profile (XqProfile profile)
{
  switch (profile)
    {
    case XQ_PROFILE_AXF:
      return _ ("AXF (Asian Xiangqi Federation)");
    case XQ_PROFILE_1957:
      return _ ("1957 national rules");
    case XQ_PROFILE_CXA:
    default:
      return _ ("CXA (Chinese Xiangqi Association)");
    }
}

const char *
xq_tournament_ui_tiebreak (XqTiebreak tiebreak)
{
  switch (tiebreak)
    {
    case XQ_TIEBREAK_SONNEBORN_BERGER:
      return _ ("Sonneborn-Berger (小分)");
    case XQ_TIEBREAK_GAME_POINTS:
      return _ ("Game points (局分)");
    case XQ_TIEBREAK_BUCHHOLZ:
      return _ ("Opponents’ scores, Buchholz (对手分)");
    case XQ_TIEBREAK_PROGRESSIVE:
      return _ ("Progressive score (累进分)");
    case XQ_TIEBREAK_PROGRESSIVE_CUT:
      return _ ("Progressive score without the first rounds");
    case XQ_TIEBREAK_EARLIER_ROUNDS:
      return _ ("Score after earlier rounds");
    case XQ_TIEBREAK_WINS:
      return _ ("Games won (胜局)");
    case XQ_TIEBREAK_DIRECT:
      return _ ("Direct encounter (直胜)");
    case XQ_TIEBREAK_FOULS:
      return _ ("Fewer violations (犯规)");
    case XQ_TIEBREAK_BLACK_GAMES:
      return _ ("Games with Black (后走局数)");
    case XQ_TIEBREAK_BLACK_WINS:
      return _ ("Wins with Black (后走胜局)");
    case XQ_TIEBREAK_UNBEATEN:
      return _ ("Unbeaten");
    case XQ_TIEBREAK_NET_WINS:
      return _ ("Wins minus losses");
    case XQ_TIEBREAK_PLAYOFF:
      return _ ("Play-off (加赛): those still level play one game each");
    case XQ_TIEBREAK_BOARD_POINTS:
      return _ ("Board count-back (台次分): game points on board 1, then board 2, …");
    case XQ_TIEBREAK_SHARED:
    case XQ_N_TIEBREAKS:
    default:
      return _ ("Still level: shared place");
    }
}

const char *
xq_tournament_ui_crosstable_note (gboolean teams)
{
  if (teams)
    return _ ("Each cell: the opposing team’s place in the table, r when this team was named first "
              "(Red on odd boards), then the match’s game points (局分) for and against.");
  return _ ("Each cell: the opponent’s place in the table (– for one who withdrew and is struck from "
            "it), r or b for the colour played, then 1, ½ or 0; + and − for games won or lost without "
            "play, × for annulled games.");
}

const char *
xq_tournament_ui_tiebreak_short (XqTiebreak tiebreak)
{
  switch (tiebreak)
    {
    case XQ_TIEBREAK_SONNEBORN_BERGER:
      /* Translators: column heading, Sonneborn-Berger (小分) */
      return C_ ("tie-break", "SB");
    case XQ_TIEBREAK_GAME_POINTS:
      return C_ ("tie-break", "Game pts");
    case XQ_TIEBREAK_BUCHHOLZ:
      /* Translators: column heading, opponents' scores (对手分) */
      return C_ ("tie-break", "Buchholz");
    case XQ_TIEBREAK_PROGRESSIVE:
      return C_ ("tie-break", "Progr.");
    case XQ_TIEBREAK_PROGRESSIVE_CUT:
      return C_ ("tie-break", "Progr. cut");
    case XQ_TIEBREAK_EARLIER_ROUNDS:
      return C_ ("tie-break", "Earlier rounds");
    case XQ_TIEBREAK_WINS:
      return C_ ("tie-break", "Wins");
    case XQ_TIEBREAK_DIRECT:
      return C_ ("tie-break", "Direct");
    case XQ_TIEBREAK_FOULS:
      return C_ ("tie-break", "Violations");
    case XQ_TIEBREAK_BLACK_GAMES:
      return C_ ("tie-break", "With Black");
    case XQ_TIEBREAK_BLACK_WINS:
      return C_ ("tie-break", "Black wins");
    case XQ_TIEBREAK_UNBEATEN:
      return C_ ("tie-break", "Unbeaten");
    case XQ_TIEBREAK_NET_WINS:
      return C_ ("tie-break", "W − L");
    case XQ_TIEBREAK_PLAYOFF:
      /* Translators: column heading, play-off games won (加赛) */
      return C_ ("tie-break", "Play-off");
    case XQ_TIEBREAK_BOARD_POINTS:
      /* Translators: column heading, game points board by board (台次分) */
      return C_ ("tie-break", "Boards");
    case XQ_TIEBREAK_SHARED:
    case XQ_N_TIEBREAKS:
    default:
      return C_ ("tie-break", "Shared");
    }
}

char *
xq_tournament_ui_standing_name (const char *name,
                                gboolean    withdrawn,
                                gboolean    playoff)
{
  if (name == NULL)
    return g_strdup ("");
  if (withdrawn)
    /* Translators: a player in the standings who has withdrawn from the event */
    return g_strdup_printf (_ ("%s (withdrew)"), name);
  if (playoff)
    /* Translators: a player level with others on a place that a play-off (加赛) decides */
    return g_strdup_printf (_ ("%s · play-off"), name);
  return g_strdup (name);
}

const char *
xq_tournament_ui_preset (const char *preset)
{
  if (g_strcmp0 (preset, "cxa-14.1") == 0)
    return _ ("CXA 14.1 — round robin");
  if (g_strcmp0 (preset, "cxa-14.2") == 0)
    return _ ("CXA 14.2 — team round robin");
  if (g_strcmp0 (preset, "cxa-14.3.1") == 0)
    return _ ("CXA 14.3.1 — Swiss, opponents’ scores");
  if (g_strcmp0 (preset, "cxa-14.3.2") == 0)
    return _ ("CXA 14.3.2 — Swiss, progressive score");
  if (g_strcmp0 (preset, "cxa-14.5") == 0)
    return _ ("CXA 14.5 — team events: game points, direct encounter, opponents’ match points, boards");
  if (g_strcmp0 (preset, "axf") == 0)
    return _ ("AXF");
  if (g_strcmp0 (preset, "seed-000") == 0)
    return _ ("Club rules: direct encounter, unbeaten, violations");
  if (g_strcmp0 (preset, "seed-002") == 0)
    return _ ("Groups: direct encounter, wins minus losses, play-off");
  return _ ("Custom");
}

char *
xq_tournament_ui_knockout_round (guint round,
                                 guint n_matches)
{
  switch (n_matches)
    {
    case 1:
      return g_strdup (_ ("Final"));
    case 2:
      return g_strdup (_ ("Semi-finals"));
    case 4:
      return g_strdup (_ ("Quarter-finals"));
    default:
      return g_strdup_printf (_ ("Round %u"), round);
    }
}

void
xq_tournament_ui_toast (GtkWidget  *widget,
                        const char *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  AdwToast  *toast;

  if (overlay == NULL)
    {
      g_message ("%s", message);
      return;
    }
  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 4);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

void
xq_tournament_ui_error (GtkWidget    *widget,
                        const char   *what,
                        const GError *error)
{
  g_autofree char *message = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  message = what != NULL ? g_strdup_printf ("%s: %s", what, error->message) : g_strdup (error->message);
  xq_tournament_ui_toast (widget, message);
}

typedef struct
{
  char *property;
  guint index;
} StrvColumn;

static void
strv_column_free (gpointer data)
{
  StrvColumn *column = data;

  g_free (column->property);
  g_free (column);
}

static void
strv_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               StrvColumn               *column)
{
  GtkWidget     *label = gtk_label_new (NULL);

  PangoAttrList *attrs = pango_attr_list_new ();

  /* A Latin font for "½": alone in a CJK locale it would take the CJK font's glyph. */
  pango_attr_list_insert (attrs, pango_attr_language_new (pango_language_from_string ("en")));
  gtk_label_set_attributes (GTK_LABEL (label), attrs);
  pango_attr_list_unref (attrs);
  gtk_label_set_xalign (GTK_LABEL (label), 0.5);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (list_item, label);
}

static void
strv_update (GObject    *item,
             GParamSpec *pspec,
             GtkLabel   *label)
{
  StrvColumn    *column = g_object_get_data (G_OBJECT (label), "xq-strv-column");
  g_auto (GStrv) values = NULL;

  g_object_get (item, column->property, &values, NULL);
  gtk_label_set_text (label, values != NULL && column->index < g_strv_length (values) ? values[column->index] : "");
}

static void
strv_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              StrvColumn               *column)
{
  GtkWidget       *label = gtk_list_item_get_child (list_item);
  GObject         *item = gtk_list_item_get_item (list_item);
  g_autofree char *signal = g_strdup_printf ("notify::%s", column->property);

  g_object_set_data (G_OBJECT (label), "xq-strv-column", column);
  strv_update (item, NULL, GTK_LABEL (label));
  g_signal_connect_object (item, signal, G_CALLBACK (strv_update), label, 0);
}

static void
strv_unbind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                StrvColumn               *column)
{
  GObject *item = gtk_list_item_get_item (list_item);

  if (item != NULL)
    g_signal_handlers_disconnect_by_func (item, strv_update, gtk_list_item_get_child (list_item));
}

GtkColumnViewColumn *
xq_tournament_ui_strv_column (const char *title,
                              const char *property,
                              guint       index)
{
  GtkListItemFactory  *factory = gtk_signal_list_item_factory_new ();
  StrvColumn          *column = g_new0 (StrvColumn, 1);
  GtkColumnViewColumn *result;

  column->property = g_strdup (property);
  column->index = index;
  g_signal_connect (factory, "setup", G_CALLBACK (strv_setup_cb), column);
  g_signal_connect (factory, "bind", G_CALLBACK (strv_bind_cb), column);
  g_signal_connect (factory, "unbind", G_CALLBACK (strv_unbind_cb), column);
  g_object_set_data_full (G_OBJECT (factory), "xq-strv-column", column, strv_column_free);
  result = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_resizable (result, TRUE);
  return result;
}
