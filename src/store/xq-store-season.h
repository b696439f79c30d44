/* xq-store-season.h: the club's season in the event file — the register of members, ratings
 * fixed per event, closing an event into the register with its history, report fields, prizes
 *
 * The register (members): each member once, edited in one place. A player of an event links to
 * a member (players.member_id); entering a member in an event makes the event's player from the
 * member. Editing a member corrects the name, club and federation id of every event's player
 * linked to it and the rating of those whose event has not fixed its ratings yet: an event fixes
 * its ratings when a round is paired (each entry's at the first round it is paired in), so an
 * event under way or over keeps the ratings it was played with.
 *
 * Closing an event (every result entered) works out each rated player's change by the event's
 * method (xq-event-ratings.h), writes it into the member's history, sets the member's rating (and
 * the highest, and the games rated when they are known), and then no round or result of the event
 * can change, nor its rating method (its report fields, round dates and prizes still can). All in
 * one transaction.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-event-ratings.h"
#include "xq-lang.h"
#include "xq-store.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 id;
  char  *name;
  char  *club;
  int    rating; /* 0: unrated */
  char  *federation_id;
  char  *federation; /* FIDE federation code, up to 3 letters */
  char  *title;
  char  *sex;   /* "m", "w" or "" */
  char  *birth; /* "YYYY", "YYYY-MM-DD" or "" */
  char  *contact;
  guint  listed_k;    /* K of a rating list; 0: by the FIDE conditions */
  int    rated_games; /* games rated so far, −1 unknown */
  int    highest;     /* highest rating so far */
} XqMember;

void xq_member_clear (XqMember *member);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (XqMember, xq_member_clear)

/* Adds a member; returns the id, 0 on error (INVALID: what is wrong). */
gint64 xq_store_add_member (XqStore        *self,
                            const XqMember *member,
                            GError        **error);
/* Replaces member @member->id's data (NOT_FOUND, INVALID). */
gboolean xq_store_update_member (XqStore        *self,
                                 const XqMember *member,
                                 GError        **error);
gboolean xq_store_get_member (XqStore  *self,
                              gint64    member_id,
                              XqMember *out,
                              GError  **error);
/* The members @query finds (xq_names_match: a part of the name, pinyin initials, pinyin; NULL:
 * all), alphabetically for @lang. Returns: (transfer full) (element-type XqMember). */
GArray *xq_store_list_members (XqStore    *self,
                               const char *query,
                               XqLang      lang,
                               GError    **error) G_GNUC_WARN_UNUSED_RESULT;

typedef struct
{
  guint added;
  guint updated;
  guint unchanged;
} XqMemberImport;

/* Reads members from CSV (xq-csv.h) with a header naming the columns, in English or Chinese:
 * name (姓名), club (单位), rating (等级分), federation_id (id, 编号), federation (fed), title,
 * sex (性别: m/w, 男/女), birth (出生: YYYY or YYYY-MM-DD), contact (联系方式), k, games (局数);
 * other columns are ignored (a federation's rating list has more). A row updates the member with
 * its federation id, else with its name and club, else adds one: importing a list again adds no
 * one twice. Refused whole, with the line and column, for anything not read exactly (a rating
 * "1,500", a name with a line break, two rows for one member). */
gboolean xq_store_import_members (XqStore        *self,
                                  const char     *csv,
                                  gsize           length,
                                  XqMemberImport *out,
                                  GError        **error);
/* Enters member @member_id in event @event_id (team events: as the last player of team
 * @team_id) at the member's rating; returns the player id, 0 on error (CONSTRAINT when the
 * member is already in the event). */
gint64 xq_store_enter_member (XqStore *self,
                              gint64   event_id,
                              gint64   team_id,
                              gint64   member_id,
                              GError **error);

typedef struct
{
  gint64         event_id; /* 0 when the event was deleted since */
  char          *event_name;
  char          *closed; /* ISO 8601 UTC */
  XqRatingMethod method;
  int            old_rating;
  int            new_rating;
  guint          k;
  guint          games;
  int            score; /* half points */
  int            performance;
} XqRatingChange;

/* Member @member_id's rating history, oldest first. Returns: (transfer full) (element-type XqRatingChange). */
GArray *xq_store_member_history (XqStore *self,
                                 gint64   member_id,
                                 GError **error) G_GNUC_WARN_UNUSED_RESULT;

/* The event's rating method (@k: the club method's K, 1–100). CONSTRAINT once closed. */
gboolean xq_store_set_rating_method (XqStore       *self,
                                     gint64         event_id,
                                     XqRatingMethod method,
                                     guint          k,
                                     gboolean       per_round,
                                     GError       **error);
/* The report fields of @season (city, federation, dates, arbiters, time control) and its prize
 * split; dates must be YYYY-MM-DD or "". */
gboolean xq_store_set_report (XqStore             *self,
                              gint64               event_id,
                              const XqEventSeason *season,
                              GError             **error);
/* The date round @round was played (YYYY-MM-DD, "" to clear). */
gboolean xq_store_set_round_date (XqStore    *self,
                                  gint64      event_id,
                                  guint       round,
                                  const char *date,
                                  GError    **error);
/* Replaces the prizes of @category (NULL: by place in the standings) with @prizes. A category
 * is created or changed with its conditions (@category->name); @n 0 with a category removes it. */
gboolean xq_store_set_prizes (XqStore               *self,
                              gint64                 event_id,
                              const XqPrizeCategory *category,
                              const XqPrize         *prizes,
                              guint                  n,
                              GError               **error);
/* CONSTRAINT, naming the round and board, while a game of @data has no result. */
gboolean xq_event_check_closable (const XqEventData *data,
                                  GError           **error);
/* Closes event @event_id into the register; @ratings (nullable) gets the changes made
 * (XqPlayerRating). CONSTRAINT when closed already or a game has no result. */
gboolean xq_store_close_event (XqStore *self,
                               gint64   event_id,
                               GArray **ratings,
                               GError **error);

G_END_DECLS
