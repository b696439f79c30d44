/* xq-prefix-stream.h: an input stream that gives some bytes already read, then the rest
 *
 * The publisher reads and checks a request's head itself before libsoup sees the connection;
 * libsoup then reads the same head from this stream, and the rest from the socket. Pollable
 * when the socket's stream is, as libsoup needs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define XQ_TYPE_PREFIX_STREAM (xq_prefix_stream_get_type ())
G_DECLARE_FINAL_TYPE (XqPrefixStream, xq_prefix_stream, XQ, PREFIX_STREAM, GInputStream)

/* @base must be a GPollableInputStream. Returns: (transfer full). */
GInputStream *xq_prefix_stream_new (GInputStream *base,
                                    GBytes       *prefix) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
