/* xq-season-model.c: the register, ratings, closing and publishing around the open event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-season-model"

#include "config.h"

#include "xq-season-model.h"

#include <glib/gi18n.h>

#include "xq-kit-event.h"
#include "xq-member-item.h"
#include "xq-publisher.h"
#include "xq-web-folder.h"

#define PORT_LAST 8099

struct _XqSeasonModel
{
  GObject            parent_instance;

  XqTournamentModel *tournament;
  GListStore        *members; /* XqMemberItem */
  char              *query;
  GArray            *ratings; /* XqPlayerRating of the open event; NULL: not rated */
  gboolean           closed;
  XqPublisher       *publisher;
  gint64             published_event;
  char              *publish_address; /* NULL: every interface */
  guint              publish_port;    /* 0: the first free of 8080–8099, else any */
};

G_DEFINE_FINAL_TYPE (XqSeasonModel, xq_season_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PUBLISHING,
  PROP_URL,
  PROP_CLOSED,
  N_PROPS
};

enum {
  SIGNAL_RATINGS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static XqStore *
store_of (XqSeasonModel *self,
          GError       **error)
{
  XqStore *store = xq_tournament_model_get_store (self->tournament);

  if (store == NULL)
    g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, _ ("No events file is open"));
  return store;
}

static gint64
event_of (XqSeasonModel *self,
          GError       **error)
{
  gint64 id = xq_tournament_model_get_event_id (self->tournament);

  if (id == 0)
    g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, _ ("No event is open"));
  return id;
}

/* Works the open event's ratings out again. */
static void
update_ratings (XqSeasonModel *self)
{
  const XqEventData *data = xq_tournament_model_get_data (self->tournament);
  gboolean           closed = data != NULL && data->event.season.closed != NULL;

  g_clear_pointer (&self->ratings, g_array_unref);
  if (data != NULL && data->event.season.rating_method != XQ_RATING_NONE)
    self->ratings = xq_event_ratings_of_event (data, 0);
  if (closed != self->closed)
    {
      self->closed = closed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOSED]);
    }
  g_signal_emit (self, signals[SIGNAL_RATINGS_CHANGED], 0);
}

static void
tournament_changed_cb (XqSeasonModel *self)
{
  update_ratings (self);
}

static void
event_id_cb (XqSeasonModel *self)
{
  /* Publishing is of one event: another one opened (or none) stops it. */
  if (self->publisher != NULL && self->published_event != xq_tournament_model_get_event_id (self->tournament))
    xq_season_model_stop_publishing (self);
  update_ratings (self);
}

static void
path_cb (XqSeasonModel *self)
{
  xq_season_model_stop_publishing (self);
  xq_season_model_refresh_members (self, NULL);
}

static void
xq_season_model_dispose (GObject *object)
{
  XqSeasonModel *self = XQ_SEASON_MODEL (object);

  xq_season_model_stop_publishing (self);
  if (self->tournament != NULL)
    g_signal_handlers_disconnect_by_data (self->tournament, self);
  g_clear_object (&self->tournament);
  g_clear_object (&self->members);
  g_clear_pointer (&self->ratings, g_array_unref);
  G_OBJECT_CLASS (xq_season_model_parent_class)->dispose (object);
}

static void
xq_season_model_finalize (GObject *object)
{
  XqSeasonModel *self = XQ_SEASON_MODEL (object);

  g_free (self->query);
  g_free (self->publish_address);
  G_OBJECT_CLASS (xq_season_model_parent_class)->finalize (object);
}

static void
xq_season_model_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  XqSeasonModel *self = XQ_SEASON_MODEL (object);

  switch (prop_id)
    {
    case PROP_PUBLISHING:
      g_value_set_boolean (value, xq_season_model_get_publishing (self));
      break;
    case PROP_URL:
      g_value_set_string (value, xq_season_model_get_url (self));
      break;
    case PROP_CLOSED:
      g_value_set_boolean (value, self->closed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_season_model_class_init (XqSeasonModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_season_model_dispose;
  object_class->finalize = xq_season_model_finalize;
  object_class->get_property = xq_season_model_get_property;

  properties[PROP_PUBLISHING] = g_param_spec_boolean ("publishing", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_URL] = g_param_spec_string ("url", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLOSED] = g_param_spec_boolean ("closed", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_RATINGS_CHANGED] =
    g_signal_new ("ratings-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
xq_season_model_init (XqSeasonModel *self)
{
  self->members = g_list_store_new (XQ_TYPE_MEMBER_ITEM);
}

XqSeasonModel *
xq_season_model_new (XqTournamentModel *tournament)
{
  XqSeasonModel *self;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (tournament), NULL);

  self = g_object_new (XQ_TYPE_SEASON_MODEL, NULL);
  self->tournament = g_object_ref (tournament);
  g_signal_connect_swapped (tournament, "changed", G_CALLBACK (tournament_changed_cb), self);
  g_signal_connect_swapped (tournament, "notify::event-id", G_CALLBACK (event_id_cb), self);
  g_signal_connect_swapped (tournament, "notify::path", G_CALLBACK (path_cb), self);
  xq_season_model_refresh_members (self, NULL);
  update_ratings (self);
  return self;
}

XqTournamentModel *
xq_season_model_get_tournament (XqSeasonModel *self)
{
  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), NULL);
  return self->tournament;
}

/* ---- The register ------------------------------------------------------------------------- */

GListModel *
xq_season_model_get_members (XqSeasonModel *self)
{
  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), NULL);
  return G_LIST_MODEL (self->members);
}

const char *
xq_season_model_get_query (XqSeasonModel *self)
{
  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), NULL);
  return self->query;
}

void
xq_season_model_set_query (XqSeasonModel *self,
                           const char    *query)
{
  g_return_if_fail (XQ_IS_SEASON_MODEL (self));

  if (g_strcmp0 (self->query, query) == 0)
    return;
  g_free (self->query);
  self->query = g_strdup (query);
  xq_season_model_refresh_members (self, NULL);
}

gboolean
xq_season_model_refresh_members (XqSeasonModel *self,
                                 GError       **error)
{
  XqStore              *store = xq_tournament_model_get_store (self->tournament);
  g_autoptr (GArray)    members = NULL;
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), FALSE);

  if (store != NULL)
    {
      members = xq_store_list_members (store, self->query, xq_lang_from_locale (), error);
      if (members == NULL)
        return FALSE;
      for (guint i = 0; i < members->len; i++)
        g_ptr_array_add (items, xq_member_item_new (&g_array_index (members, XqMember, i)));
    }
  g_list_store_splice (self->members, 0, g_list_model_get_n_items (G_LIST_MODEL (self->members)), items->pdata, items->len);
  return TRUE;
}

gint64
xq_season_model_add_member (XqSeasonModel  *self,
                            const XqMember *member,
                            GError        **error)
{
  XqStore *store = store_of (self, error);
  gint64   id;

  if (store == NULL || (id = xq_store_add_member (store, member, error)) == 0)
    return 0;
  xq_season_model_refresh_members (self, NULL);
  return id;
}

gboolean
xq_season_model_update_member (XqSeasonModel  *self,
                               const XqMember *member,
                               GError        **error)
{
  XqStore *store = store_of (self, error);

  if (store == NULL || !xq_store_update_member (store, member, error))
    return FALSE;
  xq_season_model_refresh_members (self, NULL);
  /* The open event's players linked to the member changed too. */
  if (xq_tournament_model_get_event_id (self->tournament) != 0)
    xq_tournament_model_open_event (self->tournament, xq_tournament_model_get_event_id (self->tournament), NULL);
  return TRUE;
}

gboolean
xq_season_model_import_members (XqSeasonModel  *self,
                                const char     *csv,
                                gsize           length,
                                XqMemberImport *counts,
                                GError        **error)
{
  XqStore *store = store_of (self, error);

  if (store == NULL || !xq_store_import_members (store, csv, length, counts, error))
    return FALSE;
  xq_season_model_refresh_members (self, NULL);
  return TRUE;
}

GArray *
xq_season_model_dup_history (XqSeasonModel *self,
                             gint64         member_id,
                             GError       **error)
{
  XqStore *store = store_of (self, error);

  return store != NULL ? xq_store_member_history (store, member_id, error) : NULL;
}

gint64
xq_season_model_enter_member (XqSeasonModel *self,
                              gint64         member_id,
                              gint64         team_id,
                              GError       **error)
{
  XqStore           *store = store_of (self, error);
  g_auto (XqMember)  m = { 0 };
  XqPlayerSpec       spec;
  const XqEventData *data = xq_tournament_model_get_data (self->tournament);

  if (store == NULL || event_of (self, error) == 0 || !xq_store_get_member (store, member_id, &m, error))
    return 0;
  for (guint i = 0; data != NULL && i < data->event.season.players->len; i++)
    if (g_array_index (data->event.season.players, XqSeasonPlayer, i).member == member_id)
      {
        g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, _ ("%s is in this event already"), m.name);
        return 0;
      }
  spec = (XqPlayerSpec){ m.name, m.rating, m.club, m.federation_id, m.id };
  if (team_id > 0)
    return xq_tournament_model_add_team_player (self->tournament, team_id, &spec, error);
  return xq_tournament_model_add_player (self->tournament, &spec, error);
}

/* ---- Ratings, closing ---------------------------------------------------------------------- */

GArray *
xq_season_model_get_ratings (XqSeasonModel *self)
{
  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), NULL);
  return self->ratings;
}

gboolean
xq_season_model_get_closed (XqSeasonModel *self)
{
  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), FALSE);
  return self->closed;
}

/* Reads the open event again after a change made here. */
static gboolean
reopen (XqSeasonModel *self,
        GError       **error)
{
  return xq_tournament_model_open_event (self->tournament, xq_tournament_model_get_event_id (self->tournament), error);
}

gboolean
xq_season_model_set_rating_method (XqSeasonModel *self,
                                   XqRatingMethod method,
                                   guint          k,
                                   gboolean       per_round,
                                   GError       **error)
{
  XqStore *store = store_of (self, error);
  gint64   event = store != NULL ? event_of (self, error) : 0;

  return event != 0 && xq_store_set_rating_method (store, event, method, k, per_round, error) && reopen (self, error);
}

gboolean
xq_season_model_set_report (XqSeasonModel       *self,
                            const XqEventSeason *report,
                            GError             **error)
{
  XqStore *store = store_of (self, error);
  gint64   event = store != NULL ? event_of (self, error) : 0;

  return event != 0 && xq_store_set_report (store, event, report, error) && reopen (self, error);
}

gboolean
xq_season_model_set_prizes (XqSeasonModel         *self,
                            const XqPrizeCategory *category,
                            const XqPrize         *prizes,
                            guint                  n,
                            GError               **error)
{
  XqStore *store = store_of (self, error);
  gint64   event = store != NULL ? event_of (self, error) : 0;

  return event != 0 && xq_store_set_prizes (store, event, category, prizes, n, error) && reopen (self, error);
}

gboolean
xq_season_model_can_close (XqSeasonModel *self,
                           GError       **error)
{
  const XqEventData *data;

  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), FALSE);
  data = xq_tournament_model_get_data (self->tournament);
  if (data == NULL || event_of (self, error) == 0)
    return FALSE;
  return xq_event_check_closable (data, error);
}

gboolean
xq_season_model_close_event (XqSeasonModel *self,
                             GArray       **changes,
                             GError       **error)
{
  XqStore *store = store_of (self, error);
  gint64   event = store != NULL ? event_of (self, error) : 0;

  if (event == 0 || !xq_store_close_event (store, event, changes, error))
    return FALSE;
  xq_season_model_refresh_members (self, NULL);
  return reopen (self, error);
}

/* ---- Publishing ---------------------------------------------------------------------------- */

gboolean
xq_season_model_get_publishing (XqSeasonModel *self)
{
  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), FALSE);
  return self->publisher != NULL && xq_publisher_get_running (self->publisher);
}

const char *
xq_season_model_get_url (XqSeasonModel *self)
{
  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), NULL);
  return self->publisher != NULL ? xq_publisher_get_url (self->publisher) : NULL;
}

gboolean
xq_season_model_start_publishing (XqSeasonModel *self,
                                  GError       **error)
{
  const char        *path = xq_tournament_model_get_path (self->tournament);
  gint64             event = event_of (self, error);
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (XQ_IS_SEASON_MODEL (self), FALSE);

  if (event == 0 || path == NULL)
    return FALSE;
  if (xq_season_model_get_publishing (self))
    return TRUE;
  g_clear_object (&self->publisher);
  self->publisher = xq_publisher_new (path, event);
  if (self->publish_address != NULL || self->publish_port != 0)
    xq_publisher_start (self->publisher, self->publish_address, self->publish_port, &local);
  else
    for (guint port = XQ_PUBLISHER_DEFAULT_PORT; port <= PORT_LAST + 1; port++)
      {
        g_clear_error (&local);
        /* After the ports of our range, any free one. */
        if (xq_publisher_start (self->publisher, NULL, port <= PORT_LAST ? port : 0, &local))
          break;
        if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE))
          break;
      }
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      g_clear_object (&self->publisher);
      return FALSE;
    }
  self->published_event = event;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PUBLISHING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_URL]);
  return TRUE;
}

void
xq_season_model_set_publish_address (XqSeasonModel *self,
                                     const char    *address,
                                     guint          port)
{
  g_return_if_fail (XQ_IS_SEASON_MODEL (self));

  g_free (self->publish_address);
  self->publish_address = g_strdup (address);
  self->publish_port = port;
}

void
xq_season_model_stop_publishing (XqSeasonModel *self)
{
  g_return_if_fail (XQ_IS_SEASON_MODEL (self));

  if (self->publisher == NULL)
    return;
  xq_publisher_stop (self->publisher);
  g_clear_object (&self->publisher);
  self->published_event = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PUBLISHING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_URL]);
}

gboolean
xq_season_model_export_web (XqSeasonModel *self,
                            const char    *folder,
                            XqLang         lang,
                            guint         *n_pages,
                            GError       **error)
{
  XqStore               *store = store_of (self, error);
  gint64                 event = store != NULL ? event_of (self, error) : 0;
  XqEventData           *data;
  g_autoptr (XqKitEvent) kit = NULL;

  if (event == 0 || (data = xq_store_load_event (store, event, error)) == NULL)
    return FALSE;
  kit = xq_kit_event_new (data, NULL, lang);
  return xq_web_folder_write (kit, folder, n_pages, error);
}
