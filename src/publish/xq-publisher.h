/* xq-publisher.h: "Publish on the Local Network" — the event's pages over HTTP (libsoup 3)
 *
 * Serves the pages of one event (xq-web-pages.h) read-only, in the language each browser asks
 * for, from its own read-only connection to the event file, so that a result entered by the app
 * or by qili-cli is on the pages at the next request (live pages look every 2 seconds).
 *
 * What it answers (everything else gets an error and nothing of the event):
 *  - GET of "/", "/stamp" and the event's page names, and nothing else: no other method (405),
 *    no query, no encoded or dotted path, no directory (404); no file is ever read to answer.
 *  - Bounded requests: the request head is read and checked by the publisher before libsoup sees
 *    the connection: at most 8 KiB and 100 header fields (431) in 10 s (408), no body (400),
 *    at most 64 connections
 *    at once (503); one request per connection (Connection: close); a stalled client is cut
 *    after 15 s.
 * Stopped by xq_publisher_stop() or when the last reference goes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define XQ_PUBLISHER_MAX_HEAD        8192
#define XQ_PUBLISHER_MAX_HEADERS     100
#define XQ_PUBLISHER_MAX_CONNECTIONS 64
#define XQ_PUBLISHER_HEAD_TIMEOUT    10 /* seconds */
#define XQ_PUBLISHER_IO_TIMEOUT      15 /* seconds */
#define XQ_PUBLISHER_DEFAULT_PORT    8080

#define XQ_TYPE_PUBLISHER (xq_publisher_get_type ())
G_DECLARE_FINAL_TYPE (XqPublisher, xq_publisher, XQ, PUBLISHER, GObject)

/* The pages of event @event_id of the event file @db_path. Returns: (transfer full). */
XqPublisher *xq_publisher_new (const char *db_path,
                               gint64      event_id) G_GNUC_WARN_UNUSED_RESULT;

/* Starts serving on @address (an IP address; NULL: every interface) and @port (0: a free one).
 * FALSE with @error when the file cannot be read or the port is taken. */
gboolean xq_publisher_start (XqPublisher *self,
                             const char  *address,
                             guint        port,
                             GError     **error);
void     xq_publisher_stop (XqPublisher *self);

/* Property "running". */
gboolean xq_publisher_get_running (XqPublisher *self);
/* The port served on (0 when stopped). */
guint xq_publisher_get_port (XqPublisher *self);
/* The address for phones on the network: "http://192.168.1.20:8080/" (the machine's address on
 * the local network when serving on every interface). Property "url"; NULL when stopped. */
const char *xq_publisher_get_url (XqPublisher *self);
/* Requests answered with a page, and refused (for tests and the status line). */
guint xq_publisher_get_served (XqPublisher *self);
guint xq_publisher_get_refused (XqPublisher *self);

/* How long a client may take to send a request head (default XQ_PUBLISHER_HEAD_TIMEOUT s). */
void xq_publisher_set_head_timeout (XqPublisher *self,
                                    guint        milliseconds);

/* What the publisher answers to a request head (up to and including its blank line): an HTTP
 * status (200: serve) and, for 200, the page asked for ("index.html", "stamp", …, to be checked
 * against the event's pages). */
guint xq_publisher_check_head (const char *head,
                               gsize       length,
                               char      **page);

G_END_DECLS
