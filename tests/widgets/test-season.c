/* test-season.c: the Tournament page's season — the members register (type-ahead, entering
 * members, the form), the ratings/report/prizes dialog, the standings' rating columns, closing an
 * event into the register, Publish on the Local Network (read by a libsoup client) and the event
 * kit printed to PDF
 *
 * Dialogs are driven as a user drives them: the page's actions open them, text goes into their
 * rows, their own actions save.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <libsoup/soup.h>
#include <string.h>

#include "xq-board-item.h"
#include "xq-kit-print-op.h"
#include "xq-members-dialog.h"
#include "xq-publish-dialog.h"
#include "xq-season-dialog.h"
#include "xq-season-model.h"
#include "xq-standings-view.h"
#include "xq-test-util.h"
#include "xq-tournament-model.h"
#include "xq-tournament-page.h"
#include "xq-tournament-season.h"

typedef struct
{
  GtkWindow         *window;
  XqTournamentPage  *page;
  XqTournamentModel *model;
  XqSeasonModel     *season;
  char              *published; /* a URL served when the window closes */
} Fixture;

static guint get (const char *url,
                  char      **text);

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  GtkWidget         *overlay = adw_toast_overlay_new ();
  g_autofree char   *path = NULL;

  f->page = XQ_TOURNAMENT_PAGE (xq_tournament_page_new ());
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (f->page));
  f->window = GTK_WINDOW (g_object_ref_sink (gtk_window_new ()));
  gtk_window_set_child (f->window, overlay);
  g_object_unref (xq_test_show (GTK_WIDGET (f->page), 1200, 800));
  g_assert_true (xq_tournament_page_ensure_file (f->page, &error));
  g_assert_no_error (error);
  f->model = xq_tournament_page_get_model (f->page);
  f->season = xq_tournament_page_get_season (f->page);
  g_assert_nonnull (f->season);
  /* Tests that start a server listen on the loopback interface, on a free port. */
  xq_season_model_set_publish_address (f->season, "127.0.0.1", 0);
  /* Each test has a file of its own: an empty register and no events. */
  path = g_test_build_filename (G_TEST_BUILT, "test-season.db", NULL);
  g_unlink (path);
  g_assert_true (xq_tournament_model_open_file (f->model, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (xq_tournament_model_get_events (f->model)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (xq_season_model_get_members (f->season)), ==, 0);
}

/* Closes every window but the page's (the dialogs a test opened). */
static void
close_dialogs (Fixture *f)
{
  g_autoptr (GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (l->data != f->window)
      gtk_window_destroy (l->data);
  xq_test_flush ();
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  close_dialogs (f);
  gtk_window_destroy (f->window);
  xq_test_flush ();
  g_assert_finalize_object (f->window);
  /* Publishing stops with the window. */
  if (f->published != NULL)
    {
      g_autofree char *after = NULL;

      g_assert_cmpuint (get (f->published, &after), !=, 200);
      g_free (f->published);
    }
}

/* The open window of @type (a dialog a page action opened), or NULL. */
static GtkWidget *
find_window (GType type)
{
  g_autoptr (GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* The AdwMessageDialog showing @heading, or NULL. */
static AdwMessageDialog *
find_message (const char *heading)
{
  g_autoptr (GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && g_strcmp0 (adw_message_dialog_get_heading (l->data), heading) == 0)
      return l->data;
  return NULL;
}

static void
set_row_text (GtkWidget  *root,
              const char *title,
              const char *text)
{
  GtkWidget *row = xq_test_find_row (root, title);

  g_assert_nonnull (row);
  g_assert_true (GTK_IS_EDITABLE (row));
  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

static void
set_row_spin (GtkWidget  *root,
              const char *title,
              double      value)
{
  GtkWidget *row = xq_test_find_row (root, title);
  GtkWidget *spin;

  g_assert_nonnull (row);
  spin = xq_test_find_type (row, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
}

static gint64
add_member (Fixture    *f,
            const char *name,
            int         rating,
            const char *club)
{
  g_autoptr (GError) error = NULL;
  char               none[] = "";
  XqMember           m = { 0, (char *) name, (char *) club, rating, none, none, none, none, none, none, 0, -1, 0 };
  gint64             id = xq_season_model_add_member (f->season, &m, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static gint64
create_event (Fixture       *f,
              const char    *name,
              XqRatingMethod method)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) tb = xq_tiebreaks_default (XQ_SYSTEM_SWISS);
  XqEvent            event = { 0 };
  gint64             id;

  event.name = (char *) name;
  event.system = XQ_SYSTEM_SWISS;
  event.rounds = 3;
  event.games_per_match = 1;
  event.scoring = XQ_SCORING_2_1_0;
  event.tiebreaks = tb;
  event.profile = XQ_PROFILE_CXA;
  event.season.rating_method = method;
  event.season.rating_k = 20;
  id = xq_tournament_model_create_event (f->model, &event, &error);
  g_assert_no_error (error);
  g_assert_true (xq_tournament_model_open_event (f->model, id, &error));
  g_assert_no_error (error);
  xq_test_flush ();
  return id;
}

static void
pair_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  guint *round = user_data;

  *round = xq_tournament_model_pair_finish (XQ_TOURNAMENT_MODEL (source), result, NULL);
}

static void
pair (Fixture *f)
{
  guint round = G_MAXUINT;

  xq_tournament_model_pair_async (f->model, FALSE, NULL, pair_cb, &round);
  while (round == G_MAXUINT)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (round, >, 0);
  xq_test_flush ();
}

/* Red wins every board of the round shown but @skip (G_MAXUINT: none). */
static void
enter_results (Fixture *f,
               guint    skip)
{
  GListModel *boards = xq_tournament_model_get_boards (f->model);

  for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
    {
      g_autoptr (XqBoardItem) item = g_list_model_get_item (boards, i);
      g_autoptr (GError)      error = NULL;

      if (i == skip || !xq_board_item_get_editable (item))
        continue;
      g_assert_true (xq_tournament_model_set_result (f->model, i, XQ_GAME_RESULT_RED_WIN, &error));
      g_assert_no_error (error);
    }
  xq_test_flush ();
}

static const XqPlayerRating *
rating_of (Fixture *f,
           gint64   player)
{
  GArray *ratings = xq_season_model_get_ratings (f->season);

  g_assert_nonnull (ratings);
  for (guint i = 0; i < ratings->len; i++)
    if (g_array_index (ratings, XqPlayerRating, i).player_id == player)
      return &g_array_index (ratings, XqPlayerRating, i);
  g_assert_not_reached ();
}

static void
test_members_pick (Fixture      *f,
                   gconstpointer data)
{
  const XqEventData *event;
  GtkWidget         *dialog;
  GtkSearchEntry    *entry;
  GListModel        *found;

  g_test_summary ("Picking players from the register: type-ahead by pinyin initials, Enter enters, "
                  "the entry is ready for the next name, Escape clears then closes");
  add_member (f, "张伟", 2150, "北京棋院");
  add_member (f, "王天一", 2700, "杭州");
  add_member (f, "张三", 1600, "北京棋院");
  add_member (f, "Lai Li", 1900, "Club");
  create_event (f, "Register 名册", XQ_RATING_FIDE);
  g_assert_true (xq_test_action_enabled (GTK_WIDGET (f->page), "tournament.add-members") ||
                 gtk_widget_activate_action (GTK_WIDGET (f->page), "tournament.add-members", NULL));
  xq_test_activate (GTK_WIDGET (f->page), "tournament.add-members", NULL);
  dialog = find_window (XQ_TYPE_MEMBERS_DIALOG);
  g_assert_nonnull (dialog);
  entry = xq_members_dialog_get_search_entry (XQ_MEMBERS_DIALOG (dialog));
  found = xq_season_model_get_members (f->season);
  g_assert_cmpuint (g_list_model_get_n_items (found), ==, 4);

  gtk_editable_set_text (GTK_EDITABLE (entry), "zw");
  g_signal_emit_by_name (entry, "search-changed");
  xq_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (found), ==, 1);
  g_signal_emit_by_name (entry, "activate");
  xq_test_flush ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");

  gtk_editable_set_text (GTK_EDITABLE (entry), "wty");
  g_signal_emit_by_name (entry, "search-changed");
  xq_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (found), ==, 1);
  g_signal_emit_by_name (entry, "activate");
  xq_test_flush ();

  /* The same member twice: refused, nothing added. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "zhang wei");
  g_signal_emit_by_name (entry, "search-changed");
  xq_test_flush ();
  g_signal_emit_by_name (entry, "activate");
  xq_test_flush ();

  event = xq_tournament_model_get_data (f->model);
  g_assert_cmpuint (event->entries->len, ==, 2);
  g_assert_cmpstr (g_array_index (event->entries, XqEntry, 0).name, ==, "张伟");
  g_assert_cmpint (g_array_index (event->entries, XqEntry, 0).rating, ==, 2150);
  g_assert_cmpstr (g_array_index (event->entries, XqEntry, 0).club, ==, "北京棋院");
  g_assert_cmpstr (g_array_index (event->entries, XqEntry, 1).name, ==, "王天一");
  g_assert_cmpuint (event->event.season.players->len, ==, 2);

  /* Escape: the first clears what was typed, the next closes the dialog. */
  g_signal_emit_by_name (entry, "stop-search");
  xq_test_flush ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_nonnull (find_window (XQ_TYPE_MEMBERS_DIALOG));
  g_signal_emit_by_name (entry, "stop-search");
  xq_test_flush ();
  g_assert_null (find_window (XQ_TYPE_MEMBERS_DIALOG));
}

static void
test_members_form (Fixture      *f,
                   gconstpointer data)
{
  GtkWidget         *dialog;
  GListModel        *members;
  gint64             id;
  XqMember           m = { 0 };
  const XqEventData *event;

  g_test_summary ("The register's form adds a member and edits one; an event not started takes the edit");
  id = add_member (f, "陈静", 1760, "深圳棋社");
  create_event (f, "Form 表单", XQ_RATING_FIDE);
  g_assert_cmpint (xq_season_model_enter_member (f->season, id, 0, NULL), >, 0);
  xq_test_activate (GTK_WIDGET (f->page), "tournament.members", NULL);
  dialog = find_window (XQ_TYPE_MEMBERS_DIALOG);
  g_assert_nonnull (dialog);
  members = xq_season_model_get_members (f->season);
  g_assert_cmpuint (g_list_model_get_n_items (members), ==, 1);

  /* A new member. */
  g_assert_true (xq_test_activate (dialog, "members.add", NULL));
  set_row_text (dialog, "Name", "黄敏");
  set_row_text (dialog, "Club", "广州象棋会");
  set_row_spin (dialog, "Rating", 1650);
  set_row_text (dialog, "Born (YYYY or YYYY-MM-DD)", "2010");
  g_assert_true (xq_test_activate (dialog, "members.save", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (members), ==, 2);

  /* A wrong birth date: refused with the form kept, nothing saved. */
  g_assert_true (xq_test_activate (dialog, "members.add", NULL));
  set_row_text (dialog, "Name", "周杰");
  set_row_text (dialog, "Born (YYYY or YYYY-MM-DD)", "2012-13-01");
  g_assert_true (xq_test_activate (dialog, "members.save", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (members), ==, 2);
  g_assert_true (xq_test_activate (dialog, "members.back", NULL));

  /* Editing: activating the member in the list opens its form filled in. */
  {
    GtkWidget *list = xq_test_find_type (dialog, GTK_TYPE_LIST_VIEW);
    guint      pos = G_MAXUINT;

    for (guint i = 0; i < g_list_model_get_n_items (members); i++)
      {
        g_autoptr (GObject) item = g_list_model_get_item (members, i);
        g_autofree char    *name = NULL;

        g_object_get (item, "name", &name, NULL);
        if (g_strcmp0 (name, "陈静") == 0)
          pos = i;
      }
    g_assert_cmpuint (pos, !=, G_MAXUINT);
    g_signal_emit_by_name (list, "activate", pos);
    xq_test_flush ();
  }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (xq_test_find_row (dialog, "Club"))), ==, "深圳棋社");
  set_row_spin (dialog, "Rating", 1790);
  g_assert_true (xq_test_activate (dialog, "members.save", NULL));
  g_assert_true (xq_store_get_member (xq_tournament_model_get_store (f->model), id, &m, NULL));
  g_assert_cmpint (m.rating, ==, 1790);
  xq_member_clear (&m);
  /* The event has not started: its player takes the register's new rating. */
  g_assert_true (xq_tournament_model_open_event (f->model, xq_tournament_model_get_event_id (f->model), NULL));
  event = xq_tournament_model_get_data (f->model);
  g_assert_cmpint (g_array_index (event->entries, XqEntry, 0).rating, ==, 1790);
}

static void
test_season_dialog (Fixture      *f,
                    gconstpointer data)
{
  const XqEventData *event;
  GtkWidget         *dialog;
  AdwComboRow       *method;

  g_test_summary ("The ratings, report and prizes dialog sets the club method and its K, the report's city and "
                  "the prizes by place");
  create_event (f, "Season 赛季", XQ_RATING_NONE);
  xq_test_activate (GTK_WIDGET (f->page), "tournament.season", NULL);
  dialog = find_window (XQ_TYPE_SEASON_DIALOG);
  g_assert_nonnull (dialog);
  method = ADW_COMBO_ROW (xq_test_find_row (dialog, "Rating Method"));
  g_assert_nonnull (method);
  g_assert_cmpuint (adw_combo_row_get_selected (method), ==, 0);
  g_assert_false (gtk_widget_get_visible (xq_test_find_row (dialog, "K")));
  adw_combo_row_set_selected (method, 2);
  g_assert_true (gtk_widget_get_visible (xq_test_find_row (dialog, "K")));
  set_row_spin (dialog, "K", 32);
  set_row_text (dialog, "City", "北京");
  set_row_text (dialog, "Prizes by Place", "1000, 600, 300 Trophy");
  g_assert_true (xq_test_activate (dialog, "season.save", NULL));

  event = xq_tournament_model_get_data (f->model);
  g_assert_cmpint (event->event.season.rating_method, ==, XQ_RATING_CLUB);
  g_assert_cmpuint (event->event.season.rating_k, ==, 32);
  g_assert_cmpstr (event->event.season.city, ==, "北京");
  g_assert_cmpuint (event->event.season.prizes->len, ==, 3);
  g_assert_cmpint (g_array_index (event->event.season.prizes, XqPrize, 0).amount, ==, 1000);
  g_assert_cmpint (g_array_index (event->event.season.prizes, XqPrize, 2).amount, ==, 300);
  g_assert_cmpstr (g_array_index (event->event.season.prizes, XqPrize, 2).label, ==, "Trophy");
}

/* The names of the visible columns of the standings. */
static char *
standings_columns (Fixture *f)
{
  GtkWidget  *view = xq_test_find_type (GTK_WIDGET (f->page), XQ_TYPE_STANDINGS_VIEW);
  GtkWidget  *columns = xq_test_find_type (view, GTK_TYPE_COLUMN_VIEW);
  GListModel *list = gtk_column_view_get_columns (GTK_COLUMN_VIEW (columns));
  GString    *out = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (list, i);
      if (gtk_column_view_column_get_visible (column))
        g_string_append_printf (out, "%s|", gtk_column_view_column_get_title (column));
    }
  return g_string_free (out, FALSE);
}

static void
test_rating_columns_and_close (Fixture      *f,
                               gconstpointer data)
{
  const char           *names[] = { "张伟", "王芳", "李娜", "刘洋" };
  const int             ratings[] = { 2150, 1985, 1820, 2240 };
  gint64                members[4];
  g_autofree char      *columns = NULL;
  const XqEventData    *event;
  AdwMessageDialog     *message;
  const XqPlayerRating *r;
  XqMember              m = { 0 };
  gint64                player;

  g_test_summary ("A rated event shows each player's rating change and performance in the standings; it closes "
                  "into the register only once every result is in");
  for (guint i = 0; i < 4; i++)
    members[i] = add_member (f, names[i], ratings[i], "Club");
  create_event (f, "Close 结束", XQ_RATING_FIDE);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (xq_season_model_enter_member (f->season, members[i], 0, NULL), >, 0);
  xq_tournament_page_show_view (f->page, "standings");
  xq_test_flush ();
  pair (f);
  enter_results (f, 1);

  columns = standings_columns (f);
  g_assert_nonnull (strstr (columns, "Rtg +/−|Perf.|"));

  /* A board without a result: the dialog says which, nothing is closed. */
  xq_test_activate (GTK_WIDGET (f->page), "tournament.close-ratings", NULL);
  message = find_message ("Cannot close the event");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (message), "Round 1, board 2 has no result yet"));
  gtk_window_destroy (GTK_WINDOW (message));
  g_assert_false (xq_season_model_get_closed (f->season));

  enter_results (f, G_MAXUINT);
  event = xq_tournament_model_get_data (f->model);
  player = g_array_index (event->entries, XqEntry, 0).player_id;
  r = rating_of (f, player);
  g_assert_cmpint (r->games, ==, 1);
  xq_test_activate (GTK_WIDGET (f->page), "tournament.close-ratings", NULL);
  message = find_message ("Close the Event into the Register?");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (message), "张伟  2150 → "));
  adw_message_dialog_response (message, "close");
  xq_test_flush ();
  g_assert_true (xq_season_model_get_closed (f->season));
  g_assert_false (xq_test_action_enabled (GTK_WIDGET (f->page), "tournament.add-members"));

  /* The register took the change, with a line of history. */
  event = xq_tournament_model_get_data (f->model);
  r = rating_of (f, player);
  g_assert_true (xq_store_get_member (xq_tournament_model_get_store (f->model), members[0], &m, NULL));
  g_assert_cmpint (m.rating, ==, 2150 + r->change);
  g_assert_cmpint (r->change, !=, 0);
  xq_member_clear (&m);
  {
    g_autoptr (GArray) history = xq_season_model_dup_history (f->season, members[0], NULL);
    g_assert_cmpuint (history->len, ==, 1);
    g_assert_cmpint (g_array_index (history, XqRatingChange, 0).old_rating, ==, 2150);
  }
}

static void
get_cb (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  GBytes           **body = user_data;
  g_autoptr (GError) error = NULL;

  *body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &error);
  if (*body == NULL)
    *body = g_bytes_new (NULL, 0); /* refused: an empty answer */
}

/* GETs @url with the main loop running (the server answers on it); the status, the body. */
static guint
get (const char *url,
     char      **text)
{
  g_autoptr (SoupSession) session = soup_session_new ();
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", url);
  g_autoptr (GBytes)      body = NULL;
  gsize                   len;
  const char             *data;

  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, get_cb, &body);
  while (body == NULL)
    g_main_context_iteration (NULL, TRUE);
  data = g_bytes_get_data (body, &len);
  *text = g_strndup (data != NULL ? data : "", len);
  return soup_message_get_status (msg);
}

static void
test_publish (Fixture      *f,
              gconstpointer data)
{
  GtkWidget       *dialog;
  GtkSwitch       *on;
  g_autofree char *url = NULL;
  g_autofree char *page = NULL;
  g_autofree char *after = NULL;

  g_test_summary ("Publish on the Local Network: off by default, the switch serves the event's pages (read here "
                  "by libsoup), a result entered in the window is on them within 2 s, and stops them; opening "
                  "another event stops them too");
  add_member (f, "张伟", 2150, "北京棋院");
  add_member (f, "王芳", 1980, "上海");
  create_event (f, "Publish 发布", XQ_RATING_FIDE);
  g_assert_cmpint (xq_season_model_enter_member (f->season, 1, 0, NULL), >, 0);
  g_assert_cmpint (xq_season_model_enter_member (f->season, 2, 0, NULL), >, 0);
  pair (f);
  g_assert_false (xq_season_model_get_publishing (f->season));
  xq_test_activate (GTK_WIDGET (f->page), "tournament.publish", NULL);
  dialog = find_window (XQ_TYPE_PUBLISH_DIALOG);
  g_assert_nonnull (dialog);
  on = GTK_SWITCH (xq_test_find_type (dialog, GTK_TYPE_SWITCH));
  g_assert_false (gtk_switch_get_active (on));
  g_assert_false (xq_test_action_enabled (dialog, "publish.copy"));

  gtk_switch_set_active (on, TRUE);
  xq_test_flush ();
  g_assert_true (xq_season_model_get_publishing (f->season));
  url = g_strdup (xq_season_model_get_url (f->season));
  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));
  /* The address is shown as text (and as a QR code beside it). */
  g_assert_nonnull (xq_test_find_row (dialog, url));
  g_assert_cmpuint (get (url, &page), ==, 200);
  g_assert_nonnull (strstr (page, "Publish 发布"));
  {
    g_autofree char *players_url = g_strconcat (url, "players.html", NULL);
    g_autofree char *players = NULL;

    g_assert_cmpuint (get (players_url, &players), ==, 200);
    g_assert_nonnull (strstr (players, "张伟"));
  }
  /* A result entered in the window, as a phone polling round-1.html sees it. */
  {
    g_autofree char *round_url = g_strconcat (url, "round-1.html", NULL);
    g_autofree char *before = NULL;
    gboolean         shown = FALSE;
    gint64           start;

    g_assert_cmpuint (get (round_url, &before), ==, 200);
    g_assert_null (strstr (before, "1 – 0"));
    enter_results (f, G_MAXUINT);
    start = g_get_monotonic_time ();
    while (!shown && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
      {
        g_autofree char *now = NULL;

        g_assert_cmpuint (get (round_url, &now), ==, 200);
        shown = strstr (now, "1 – 0") != NULL;
      }
    g_test_message ("the result was on the page after %.3f s", (g_get_monotonic_time () - start) / 1e6);
    g_assert_true (shown);
    g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  }

  gtk_switch_set_active (on, FALSE);
  xq_test_flush ();
  g_assert_false (xq_season_model_get_publishing (f->season));
  g_assert_cmpuint (get (url, &after), !=, 200);
  g_clear_pointer (&after, g_free);

  /* On again, then another event opened: publishing stops. */
  gtk_switch_set_active (on, TRUE);
  xq_test_flush ();
  g_assert_true (xq_season_model_get_publishing (f->season));
  g_free (url);
  url = g_strdup (xq_season_model_get_url (f->season));
  create_event (f, "Another 另一个", XQ_RATING_NONE);
  g_assert_false (xq_season_model_get_publishing (f->season));
  g_assert_cmpuint (get (url, &after), !=, 200);
  g_clear_pointer (&after, g_free);

  /* On for this event; the window closed (the teardown) stops it too. */
  g_assert_true (xq_season_model_start_publishing (f->season, NULL));
  f->published = g_strdup (xq_season_model_get_url (f->season));
  g_assert_cmpuint (get (f->published, &after), ==, 200);
}

static void
test_kit_print (Fixture      *f,
                gconstpointer data)
{
  const XqKitDocument docs[] = { XQ_KIT_PAIRINGS_BY_NAME, XQ_KIT_SCORE_SHEETS, XQ_KIT_TABLE_CARDS, XQ_KIT_WALL_CHART };
  const char         *names[] = { "pairings-by-name", "score-sheets", "table-cards", "wall-chart" };
  const int           pages[] = { 1, 2, 2, 1 }; /* a score sheet and a table card a board */
  const char         *players[] = { "张伟", "王芳", "李娜", "刘洋" };

  g_test_summary ("The event kit goes through the print operation: here straight to PDF, a page a document, but a "
                  "score sheet and a table card a board; the address page prints as well");
  create_event (f, "Kit 用品", XQ_RATING_FIDE);
  for (guint i = 0; i < 4; i++)
    {
      XqPlayerSpec spec = { players[i], 2000 - 10 * (int) i, "Club", NULL, 0 };
      g_assert_cmpint (xq_tournament_model_add_player (f->model, &spec, NULL), >, 0);
    }
  pair (f);
  for (guint k = 0; k < G_N_ELEMENTS (docs); k++)
    {
      g_autofree char   *file = g_strdup_printf ("season-kit-%s.pdf", names[k]);
      g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, file, NULL);
      g_autofree char   *contents = NULL;
      g_autoptr (GError) error = NULL;
      int                n_pages = 0;

      g_unlink (path);
      g_assert_true (xq_kit_print_op_run (f->window, xq_tournament_model_get_store (f->model),
                                          xq_tournament_model_get_event_id (f->model), docs[k], 0, XQ_LANG_EN,
                                          GTK_PRINT_OPERATION_ACTION_EXPORT, path, &n_pages, &error));
      g_assert_no_error (error);
      g_assert_cmpint (n_pages, ==, pages[k]);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_true (g_str_has_prefix (contents, "%PDF"));
    }
  {
    g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "season-kit-address.pdf", NULL);
    g_autoptr (GError) error = NULL;

    g_assert_true (xq_kit_print_op_run_qr (f->window, "Kit 用品", "http://192.0.2.1:8080/", GTK_PRINT_OPERATION_ACTION_EXPORT,
                                           path, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  }
  /* No prizes set: nothing to print, said so. */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "season-kit-prizes.pdf", NULL);

    g_assert_false (xq_kit_print_op_run (f->window, xq_tournament_model_get_store (f->model),
                                         xq_tournament_model_get_event_id (f->model), XQ_KIT_PRIZES, 0, XQ_LANG_EN,
                                         GTK_PRINT_OPERATION_ACTION_EXPORT, path, NULL, &error));
    g_assert_nonnull (error);
  }
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
#define ADD(path, func) g_test_add ("/xq/widgets/season/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("members-pick", test_members_pick);
  ADD ("members-form", test_members_form);
  ADD ("season-dialog", test_season_dialog);
  ADD ("rating-columns-and-close", test_rating_columns_and_close);
  ADD ("publish", test_publish);
  ADD ("kit-print", test_kit_print);
#undef ADD
  return g_test_run ();
}
