/* xq-season-model.h: the club's season around the event open in an XqTournamentModel — the
 * register of members, the event's ratings, closing it into the register, publishing its pages
 *
 * Works through the tournament model's store and follows its open event: the ratings are worked
 * out again whenever the event changes, and publishing stops when another event (or file) is
 * opened, when it is switched off, and when the model goes (the app quits).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-lang.h"
#include "xq-store-season.h"
#include "xq-tournament-model.h"

G_BEGIN_DECLS

#define XQ_TYPE_SEASON_MODEL (xq_season_model_get_type ())
G_DECLARE_FINAL_TYPE (XqSeasonModel, xq_season_model, XQ, SEASON_MODEL, GObject)

XqSeasonModel     *xq_season_model_new (XqTournamentModel *tournament) G_GNUC_WARN_UNUSED_RESULT;
XqTournamentModel *xq_season_model_get_tournament (XqSeasonModel *self);

/* The register: XqMemberItem found by the query (xq_names_match), alphabetically. */
GListModel *xq_season_model_get_members (XqSeasonModel *self);
const char *xq_season_model_get_query (XqSeasonModel *self);
void        xq_season_model_set_query (XqSeasonModel *self,
                                       const char    *query);
/* Reads the register again (after another program changed it). */
gboolean xq_season_model_refresh_members (XqSeasonModel *self,
                                          GError       **error);
gint64   xq_season_model_add_member (XqSeasonModel  *self,
                                     const XqMember *member,
                                     GError        **error);
gboolean xq_season_model_update_member (XqSeasonModel  *self,
                                        const XqMember *member,
                                        GError        **error);
gboolean xq_season_model_import_members (XqSeasonModel  *self,
                                         const char     *csv,
                                         gsize           length,
                                         XqMemberImport *counts,
                                         GError        **error);
/* Returns: (transfer full) (element-type XqRatingChange). */
GArray *xq_season_model_dup_history (XqSeasonModel *self,
                                     gint64         member_id,
                                     GError       **error) G_GNUC_WARN_UNUSED_RESULT;
/* Enters member @member_id in the open event (a team event: in team @team_id) at the member's
 * rating; CONSTRAINT when the member is in it already. Returns the player id, 0 on error. */
gint64 xq_season_model_enter_member (XqSeasonModel *self,
                                     gint64         member_id,
                                     gint64         team_id,
                                     GError       **error);

/* The open event's ratings by its method (XqPlayerRating); NULL when it is not rated. Signal
 * "ratings-changed" when they are worked out again. (transfer none) */
GArray *xq_season_model_get_ratings (XqSeasonModel *self);
/* Whether the open event was closed into the register. */
gboolean xq_season_model_get_closed (XqSeasonModel *self);
gboolean xq_season_model_set_rating_method (XqSeasonModel *self,
                                            XqRatingMethod method,
                                            guint          k,
                                            gboolean       per_round,
                                            GError       **error);
gboolean xq_season_model_set_report (XqSeasonModel       *self,
                                     const XqEventSeason *report,
                                     GError             **error);
gboolean xq_season_model_set_prizes (XqSeasonModel         *self,
                                     const XqPrizeCategory *category,
                                     const XqPrize         *prizes,
                                     guint                  n,
                                     GError               **error);
/* Closes the open event into the register; @changes (nullable) gets the ratings applied. */
/* FALSE with the reason (a game without a result) when the open event cannot be closed yet. */
gboolean xq_season_model_can_close (XqSeasonModel *self,
                                    GError       **error);
gboolean xq_season_model_close_event (XqSeasonModel *self,
                                      GArray       **changes,
                                      GError       **error);

/* Publishing the open event's pages on the local network (properties "publishing", "url"). */
gboolean    xq_season_model_get_publishing (XqSeasonModel *self);
const char *xq_season_model_get_url (XqSeasonModel *self);
/* Serves on every interface, port 8080 or the next free one up to 8099 (else any free port). */
gboolean xq_season_model_start_publishing (XqSeasonModel *self,
                                           GError       **error);
void     xq_season_model_stop_publishing (XqSeasonModel *self);
/* Where publishing listens from the next start: @address (NULL: every interface) and @port
 * (0 with an address: any free port). Default: every interface, the first free port of
 * 8080–8099, else any. Tests use 127.0.0.1 and port 0. */
void xq_season_model_set_publish_address (XqSeasonModel *self,
                                          const char    *address,
                                          guint          port);

/* "Export Web Folder": the open event's pages in @lang into @folder. */
gboolean xq_season_model_export_web (XqSeasonModel *self,
                                     const char    *folder,
                                     XqLang         lang,
                                     guint         *n_pages,
                                     GError       **error);

G_END_DECLS
