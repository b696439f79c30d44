/* xq-web-pages.h: the event's pages for players' phones (served, or written as a web folder)
 *
 * A fixed set of self-contained pages (no file is read to make them, no script or style from
 * elsewhere): index.html (the latest round by board), round-N.html (round N by board),
 * round-N-names.html (round N by name: who plays where), standings.html, crosstable.html,
 * players.html and player-ID.html (one player's games). Links are relative, so the same pages
 * work from a web server's root and from a folder. A live page (served by the app) carries a
 * stamp and a small script that asks for "stamp" every 2 seconds and reloads the page when the
 * event has changed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-kit-event.h"

G_BEGIN_DECLS

/* The names of every page of @event, index.html first. Returns: (transfer full) (element-type utf8). */
GPtrArray *xq_web_pages_list (XqKitEvent *event) G_GNUC_WARN_UNUSED_RESULT;
/* Whether @name is the name of one of @event's pages. */
gboolean xq_web_pages_exists (XqKitEvent *event,
                              const char *name);
/* Page @name of @event; @stamp (nullable) makes it a live page that reloads when the stamp the
 * server gives changes. NULL when @event has no such page. Returns: (transfer full) (nullable). */
GBytes *xq_web_pages_render (XqKitEvent *event,
                             const char *name,
                             const char *stamp) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
