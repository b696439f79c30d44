/* xq-prefix-stream.c: prefix bytes, then the base stream
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-publish"

#include "config.h"

#include "xq-prefix-stream.h"

#include <string.h>

struct _XqPrefixStream
{
  GInputStream  parent_instance;
  GInputStream *base;
  GBytes       *prefix;
  gsize         offset; /* of the prefix given out so far */
};

static void pollable_iface_init (GPollableInputStreamInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (XqPrefixStream, xq_prefix_stream, G_TYPE_INPUT_STREAM, G_IMPLEMENT_INTERFACE (G_TYPE_POLLABLE_INPUT_STREAM, pollable_iface_init))

static gsize
prefix_left (XqPrefixStream *self)
{
  return self->prefix != NULL ? g_bytes_get_size (self->prefix) - self->offset : 0;
}

/* Copies prefix bytes into @buffer; returns how many. */
static gssize
take_prefix (XqPrefixStream *self,
             void           *buffer,
             gsize           count)
{
  gsize         n = MIN (count, prefix_left (self));
  const guint8 *data = g_bytes_get_data (self->prefix, NULL);

  memcpy (buffer, data + self->offset, n);
  self->offset += n;
  return (gssize) n;
}

static gssize
xq_prefix_stream_read (GInputStream *stream,
                       void         *buffer,
                       gsize         count,
                       GCancellable *cancellable,
                       GError      **error)
{
  XqPrefixStream *self = XQ_PREFIX_STREAM (stream);

  if (prefix_left (self) > 0)
    return take_prefix (self, buffer, count);
  return g_input_stream_read (self->base, buffer, count, cancellable, error);
}

static gboolean
xq_prefix_stream_close (GInputStream *stream,
                        GCancellable *cancellable,
                        GError      **error)
{
  XqPrefixStream *self = XQ_PREFIX_STREAM (stream);

  return g_input_stream_close (self->base, cancellable, error);
}

static gboolean
can_poll (GPollableInputStream *stream)
{
  XqPrefixStream *self = XQ_PREFIX_STREAM (stream);

  return g_pollable_input_stream_can_poll (G_POLLABLE_INPUT_STREAM (self->base));
}

static gboolean
is_readable (GPollableInputStream *stream)
{
  XqPrefixStream *self = XQ_PREFIX_STREAM (stream);

  return prefix_left (self) > 0 || g_pollable_input_stream_is_readable (G_POLLABLE_INPUT_STREAM (self->base));
}

static GSource *
create_source (GPollableInputStream *stream,
               GCancellable         *cancellable)
{
  XqPrefixStream *self = XQ_PREFIX_STREAM (stream);
  GSource        *base_source, *source;

  if (prefix_left (self) > 0)
    {
      /* Readable now. */
      source = g_pollable_source_new (G_OBJECT (stream));
      g_source_set_ready_time (source, 0);
      if (cancellable != NULL)
        {
          GSource *c = g_cancellable_source_new (cancellable);
          g_source_set_dummy_callback (c);
          g_source_add_child_source (source, c);
          g_source_unref (c);
        }
      return source;
    }
  base_source = g_pollable_input_stream_create_source (G_POLLABLE_INPUT_STREAM (self->base), NULL);
  source = g_pollable_source_new_full (stream, base_source, cancellable);
  g_source_unref (base_source);
  return source;
}

static gssize
read_nonblocking (GPollableInputStream *stream,
                  void                 *buffer,
                  gsize                 count,
                  GError              **error)
{
  XqPrefixStream *self = XQ_PREFIX_STREAM (stream);

  if (prefix_left (self) > 0)
    return take_prefix (self, buffer, count);
  return g_pollable_input_stream_read_nonblocking (G_POLLABLE_INPUT_STREAM (self->base), buffer, count, NULL, error);
}

static void
pollable_iface_init (GPollableInputStreamInterface *iface)
{
  iface->can_poll = can_poll;
  iface->is_readable = is_readable;
  iface->create_source = create_source;
  iface->read_nonblocking = read_nonblocking;
}

static void
xq_prefix_stream_finalize (GObject *object)
{
  XqPrefixStream *self = XQ_PREFIX_STREAM (object);

  g_clear_object (&self->base);
  g_clear_pointer (&self->prefix, g_bytes_unref);
  G_OBJECT_CLASS (xq_prefix_stream_parent_class)->finalize (object);
}

static void
xq_prefix_stream_class_init (XqPrefixStreamClass *klass)
{
  GObjectClass      *object_class = G_OBJECT_CLASS (klass);
  GInputStreamClass *stream_class = G_INPUT_STREAM_CLASS (klass);

  object_class->finalize = xq_prefix_stream_finalize;
  stream_class->read_fn = xq_prefix_stream_read;
  stream_class->close_fn = xq_prefix_stream_close;
}

static void
xq_prefix_stream_init (XqPrefixStream *self)
{
}

GInputStream *
xq_prefix_stream_new (GInputStream *base,
                      GBytes       *prefix)
{
  XqPrefixStream *self;

  g_return_val_if_fail (G_IS_POLLABLE_INPUT_STREAM (base), NULL);

  self = g_object_new (XQ_TYPE_PREFIX_STREAM, NULL);
  self->base = g_object_ref (base);
  self->prefix = prefix != NULL ? g_bytes_ref (prefix) : NULL;
  return G_INPUT_STREAM (self);
}
