/* xq-publisher.c: the event's pages over HTTP, behind a gate that reads each request head first
 *
 * A connection is accepted by a GSocketService. The gate reads the request head (bounded in size
 * and time), parses it with libsoup's parser and answers anything that is not a GET of one of
 * the event's pages itself, with an error and no page. A request that passes is handed to the
 * SoupServer on a stream that gives the head again (xq-prefix-stream.h); the handler checks it
 * once more and serves the page with Connection: close.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-publish"

#include "config.h"

#include "xq-publisher.h"

#include <ifaddrs.h>
#include <libsoup/soup.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

#include "xq-kit-event.h"
#include "xq-kit-text.h"
#include "xq-prefix-stream.h"
#include "xq-store-watch.h"
#include "xq-store.h"
#include "xq-web-pages.h"

#define MAX_PATH 200
/* What is read and dropped after an error reply (see drained_cb). */
#define DRAIN_MAX     (1024 * 1024)
#define DRAIN_TIMEOUT 2
/* RFC 6585; libsoup 3.2 has no name for it. */
#define STATUS_HEADERS_TOO_LARGE 431

struct _XqPublisher
{
  GObject         parent_instance;

  char           *db_path;
  gint64          event_id;
  XqStore        *store;
  gint64          version; /* data_version when the event was last read; −1: never */
  char           *stamp;   /* digest of the event as last read */
  XqKitEvent     *kits[XQ_N_LANGS];
  GHashTable     *cache; /* "lang/page" → GBytes */

  GSocketService *service;
  SoupServer     *server;
  guint           port;
  char           *url;
  guint           head_timeout_ms;
  guint           n_connections;
  GList          *gates; /* reading a head now */
  guint           served;
  guint           refused;
};

G_DEFINE_FINAL_TYPE (XqPublisher, xq_publisher, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_URL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- The event ---------------------------------------------------------------------------- */

static void
digest_text (GChecksum  *sum,
             const char *text)
{
  g_checksum_update (sum, (const guchar *) (text != NULL ? text : ""), -1);
  g_checksum_update (sum, (const guchar *) "\x1f", 1);
}

static void
digest_int (GChecksum *sum,
            gint64     v)
{
  char buf[24];

  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT ",", v);
  g_checksum_update (sum, (const guchar *) buf, -1);
}

/* What the pages show of @data, as a digest: the stamp of the live pages. */
static char *
digest_of (const XqEventData *data)
{
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA1);

  digest_text (sum, data->event.name);
  digest_int (sum, data->event.system);
  digest_int (sum, data->event.rounds);
  digest_int (sum, data->n_rounds);
  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (data->entries, XqEntry, i);
      digest_int (sum, e->id);
      digest_int (sum, e->number);
      digest_text (sum, e->name);
      digest_text (sum, e->club);
      digest_int (sum, e->rating);
      digest_int (sum, e->withdrawn_round);
      digest_int (sum, e->group);
      for (guint m = 0; e->members != NULL && m < e->members->len; m++)
        digest_int (sum, g_array_index (e->members, gint64, m));
    }
  for (guint i = 0; i < data->players->len; i++)
    {
      const XqPlayer *p = &g_array_index (data->players, XqPlayer, i);
      digest_int (sum, p->id);
      digest_text (sum, p->name);
      digest_text (sum, p->club);
      digest_int (sum, p->rating);
    }
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      gint64        v[] = { g->id, g->round, g->board, g->game, g->kind,
                            g->red, g->black, g->red_player, g->black_player,
                            g->result, g->red_violations, g->black_violations, g->annulled };
      for (guint k = 0; k < G_N_ELEMENTS (v); k++)
        digest_int (sum, v[k]);
    }
  return g_strdup (g_checksum_get_string (sum));
}

static void
forget_pages (XqPublisher *self)
{
  for (int l = 0; l < XQ_N_LANGS; l++)
    g_clear_pointer (&self->kits[l], xq_kit_event_free);
  g_hash_table_remove_all (self->cache);
}

static XqKitEvent *
kit_from (XqEventData *data,
          XqLang       lang)
{
  return xq_kit_event_new (data, NULL, lang);
}

/* Reads the event again when the file has changed since. FALSE when it cannot be read. */
static gboolean
refresh (XqPublisher *self,
         XqLang       lang,
         GError     **error)
{
  gint64           version = xq_store_data_version (self->store, error);
  XqEventData     *data;
  g_autofree char *digest = NULL;

  if (version < 0)
    return FALSE;
  if (version == self->version && self->stamp != NULL)
    return TRUE;
  data = xq_store_load_event (self->store, self->event_id, error);
  if (data == NULL)
    return FALSE;
  self->version = version;
  digest = digest_of (data);
  if (g_strcmp0 (digest, self->stamp) != 0)
    {
      forget_pages (self);
      g_free (self->stamp);
      self->stamp = g_steal_pointer (&digest);
    }
  if (self->kits[lang] == NULL)
    self->kits[lang] = kit_from (data, lang);
  else
    xq_event_data_free (data);
  return TRUE;
}

static XqKitEvent *
kit_for (XqPublisher *self,
         XqLang       lang,
         GError     **error)
{
  XqEventData *data;

  if (!refresh (self, lang, error))
    return NULL;
  if (self->kits[lang] != NULL)
    return self->kits[lang];
  data = xq_store_load_event (self->store, self->event_id, error);
  if (data == NULL)
    return NULL;
  self->kits[lang] = kit_from (data, lang);
  return self->kits[lang];
}

/* The page @page in @lang, rendered once per change of the event. (transfer none) (nullable) */
static GBytes *
page_for (XqPublisher *self,
          XqLang       lang,
          const char  *page,
          GError     **error)
{
  XqKitEvent      *kit = kit_for (self, lang, error);
  g_autofree char *key = NULL;
  GBytes          *bytes;

  if (kit == NULL)
    return NULL;
  key = g_strdup_printf ("%d/%s", lang, page);
  bytes = g_hash_table_lookup (self->cache, key);
  if (bytes != NULL)
    return bytes;
  bytes = xq_web_pages_render (kit, page, self->stamp);
  if (bytes == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no page %s", page);
      return NULL;
    }
  g_hash_table_insert (self->cache, g_steal_pointer (&key), bytes);
  return bytes;
}

/* ---- Requests ------------------------------------------------------------------------------ */

static const char *
status_phrase (guint status)
{
  return status == STATUS_HEADERS_TOO_LARGE ? "Request Header Fields Too Large" : soup_status_get_phrase (status);
}

/* The page a request path asks for, or NULL: "/" is the index, "/stamp" the stamp; otherwise
 * one name of letters, digits, '-' and '.', with no "..". */
static char *
page_of_path (const char *path)
{
  gsize len = strlen (path);

  if (len == 0 || path[0] != '/' || len > MAX_PATH)
    return NULL;
  if (len == 1)
    return g_strdup ("index.html");
  for (gsize i = 1; i < len; i++)
    if (!g_ascii_isalnum (path[i]) && path[i] != '-' && path[i] != '.')
      return NULL; /* '/', '%', '?', '#', '\\', spaces, bytes over 127 … */
  if (strstr (path, "..") != NULL || path[1] == '.')
    return NULL;
  return g_strdup (path + 1);
}

/* The request line is "METHOD SP TARGET SP HTTP/1.x" exactly (RFC 9112 3), printable ASCII. */
static gboolean
strict_request_line (const char *head,
                     gsize       length)
{
  const char *eol = memchr (head, '\n', length);
  gsize       len, spaces = 0;

  if (eol == NULL)
    return FALSE;
  len = (gsize) (eol - head);
  if (len > 0 && head[len - 1] == '\r')
    len--;
  for (gsize i = 0; i < len; i++)
    {
      if (head[i] == ' ' && (i == 0 || head[i - 1] == ' '))
        return FALSE;
      if (head[i] == ' ')
        spaces++;
      else if (head[i] < 0x21 || head[i] > 0x7e)
        return FALSE;
    }
  return spaces == 2 && len > 9 && (memcmp (head + len - 9, " HTTP/1.1", 9) == 0 || memcmp (head + len - 9, " HTTP/1.0", 9) == 0);
}

static gboolean
is_tchar (char c)
{
  return g_ascii_isalnum (c) || (c != '\0' && strchr ("!#$%&'*+-.^_`|~", c) != NULL);
}

/* Each header line is "name: value" (RFC 9112 5): a token, no space before the colon, no line
 * folding, no control character in the value. */
static gboolean
strict_header_lines (const char *head,
                     gsize       length)
{
  const char *p = memchr (head, '\n', length), *end = head + length;

  for (p = p + 1; p < end;)
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      const char *q = p;
      gsize       len;

      if (eol == NULL)
        return FALSE;
      len = (gsize) (eol - p);
      if (len > 0 && p[len - 1] == '\r')
        len--;
      if (len == 0)
        return TRUE; /* the blank line */
      while (q < p + len && is_tchar (*q))
        q++;
      if (q == p || q >= p + len || *q != ':')
        return FALSE;
      for (q++; q < p + len; q++)
        if (((guchar) *q < 0x20 && *q != '\t') || *q == 0x7f)
          return FALSE;
      p = eol + 1;
    }
  return FALSE;
}

/* A Host value: a name, an IPv4 or a bracketed IPv6 address, and a port. */
static gboolean
plain_host (const char *host)
{
  if (*host == '\0' || strlen (host) > 255)
    return FALSE;
  for (const char *p = host; *p; p++)
    if (!g_ascii_isalnum (*p) && strchr (".-:[]", *p) == NULL)
      return FALSE;
  return TRUE;
}

guint
xq_publisher_check_head (const char *head,
                         gsize       length,
                         char      **page)
{
  g_autoptr (SoupMessageHeaders) headers = soup_message_headers_new (SOUP_MESSAGE_HEADERS_REQUEST);
  g_autofree char               *method = NULL, *path = NULL;
  SoupHTTPVersion                version;
  guint                          status, lines = 0;
  const char                    *value;

  g_return_val_if_fail (page != NULL, SOUP_STATUS_BAD_REQUEST);

  *page = NULL;
  if (length > XQ_PUBLISHER_MAX_HEAD || memchr (head, '\0', length) != NULL)
    return length > XQ_PUBLISHER_MAX_HEAD ? STATUS_HEADERS_TOO_LARGE : SOUP_STATUS_BAD_REQUEST;
  for (gsize i = 0; i < length; i++)
    if (head[i] == '\n' && ++lines > XQ_PUBLISHER_MAX_HEADERS + 2) /* request line, headers, blank line */
      return STATUS_HEADERS_TOO_LARGE;
  if (!strict_request_line (head, length) || !strict_header_lines (head, length))
    return SOUP_STATUS_BAD_REQUEST;
  status = soup_headers_parse_request (head, (int) length, headers, &method, &path, &version);
  if (!SOUP_STATUS_IS_SUCCESSFUL (status))
    return status;
  if (g_strcmp0 (method, "GET") != 0)
    return SOUP_STATUS_METHOD_NOT_ALLOWED;
  /* No body: a GET here carries none, and none is read. */
  if (soup_message_headers_get_one (headers, "Transfer-Encoding") != NULL ||
      ((value = soup_message_headers_get_one (headers, "Content-Length")) != NULL && !g_str_equal (value, "0")))
    return SOUP_STATUS_BAD_REQUEST;
  if (soup_message_headers_get_one (headers, "Expect") != NULL)
    return SOUP_STATUS_EXPECTATION_FAILED;
  value = soup_message_headers_get_one (headers, "Host");
  if ((version == SOUP_HTTP_1_1 && value == NULL) || (value != NULL && !plain_host (value)))
    return SOUP_STATUS_BAD_REQUEST;
  if (path == NULL || path[0] != '/')
    return SOUP_STATUS_BAD_REQUEST; /* an absolute URI or "*": we are no proxy */
  *page = page_of_path (path);
  return *page != NULL ? SOUP_STATUS_OK : SOUP_STATUS_NOT_FOUND;
}

static void
set_common_headers (SoupMessageHeaders *h)
{
  soup_message_headers_replace (h, "Connection", "close");
  soup_message_headers_replace (h, "Cache-Control", "no-cache");
  soup_message_headers_replace (h, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (h, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (h, "Content-Security-Policy",
                                "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
                                "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; "
                                "frame-ancestors 'none'");
}

static void
reply_error (XqPublisher       *self,
             SoupServerMessage *msg,
             guint              status)
{
  g_autofree char *body = g_strdup_printf ("%u %s\n", status, status_phrase (status));

  self->refused++;
  soup_server_message_set_status (msg, status, NULL);
  if (status == SOUP_STATUS_METHOD_NOT_ALLOWED)
    soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow", "GET");
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_COPY, body, strlen (body));
}

static void
handler_cb (SoupServer        *server,
            SoupServerMessage *msg,
            const char        *path,
            GHashTable        *query,
            gpointer           user_data)
{
  XqPublisher        *self = user_data;
  SoupMessageHeaders *response = soup_server_message_get_response_headers (msg);
  const char         *accept;
  g_autofree char    *page = NULL;
  g_autoptr (GError)  error = NULL;
  XqLang              lang;
  GBytes             *bytes;

  set_common_headers (response);
  /* The gate let only such requests through; this is the second look. */
  if (soup_server_message_get_method (msg) != SOUP_METHOD_GET)
    {
      reply_error (self, msg, SOUP_STATUS_METHOD_NOT_ALLOWED);
      return;
    }
  if (query != NULL || g_uri_get_query (soup_server_message_get_uri (msg)) != NULL ||
      (page = page_of_path (path)) == NULL)
    {
      reply_error (self, msg, SOUP_STATUS_NOT_FOUND);
      return;
    }
  accept = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Accept-Language");
  lang = xq_kit_text_lang_from_accept (accept);
  if (g_str_equal (page, "stamp"))
    {
      if (!refresh (self, lang, &error))
        {
          g_debug ("cannot read the event: %s", error->message);
          reply_error (self, msg, SOUP_STATUS_SERVICE_UNAVAILABLE);
          return;
        }
      self->served++;
      soup_message_headers_replace (response, "Cache-Control", "no-store");
      soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
      soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_COPY, self->stamp, strlen (self->stamp));
      return;
    }
  bytes = page_for (self, lang, page, &error);
  if (bytes == NULL)
    {
      reply_error (self, msg,
                   g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) ? SOUP_STATUS_NOT_FOUND
                                                                             : SOUP_STATUS_SERVICE_UNAVAILABLE);
      return;
    }
  self->served++;
  soup_message_headers_replace (response, "Vary", "Accept-Language");
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, "text/html; charset=utf-8", SOUP_MEMORY_COPY, g_bytes_get_data (bytes, NULL),
                                    g_bytes_get_size (bytes));
}

/* ---- The gate ------------------------------------------------------------------------------ */

typedef struct
{
  XqPublisher       *self;
  GSocketConnection *conn;
  GCancellable      *cancellable;
  guint              timeout_id;
  gboolean           timed_out;
  gboolean           counted;
  guint8             buf[XQ_PUBLISHER_MAX_HEAD];
  gsize              len;
  gsize              drained;
  char              *reply;
} Gate;

static void
gate_free (Gate *gate)
{
  gate->self->gates = g_list_remove (gate->self->gates, gate);
  if (gate->counted && gate->self->n_connections > 0)
    gate->self->n_connections--;
  g_clear_handle_id (&gate->timeout_id, g_source_remove);
  g_clear_object (&gate->cancellable);
  g_clear_object (&gate->conn);
  g_clear_object (&gate->self);
  g_free (gate->reply);
  g_free (gate);
}

static void
closed_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_io_stream_close_finish (G_IO_STREAM (source), result, NULL);
  gate_free (user_data);
}

static void
gate_close (Gate *gate)
{
  g_clear_handle_id (&gate->timeout_id, g_source_remove);
  g_io_stream_close_async (G_IO_STREAM (gate->conn), G_PRIORITY_DEFAULT, NULL, closed_cb, gate);
}

static gboolean
drain_timeout_cb (gpointer user_data)
{
  Gate *gate = user_data;

  gate->timeout_id = 0;
  g_cancellable_cancel (gate->cancellable);
  return G_SOURCE_REMOVE;
}

/* After an error reply: what the client still sends is read and dropped (up to DRAIN_MAX bytes,
 * for DRAIN_TIMEOUT seconds) before the socket is closed, so that closing it does not reset the
 * connection under the reply before the client has read it. */
static void
drained_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Gate  *gate = user_data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);

  if (n <= 0 || (gate->drained += (gsize) n) >= DRAIN_MAX)
    {
      gate_close (gate);
      return;
    }
  g_input_stream_read_async (G_INPUT_STREAM (source), gate->buf, sizeof gate->buf, G_PRIORITY_DEFAULT,
                             gate->cancellable, drained_cb, gate);
}

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Gate *gate = user_data;

  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, NULL) ||
      !g_socket_shutdown (g_socket_connection_get_socket (gate->conn), FALSE, TRUE, NULL))
    {
      gate_close (gate);
      return;
    }
  g_clear_handle_id (&gate->timeout_id, g_source_remove);
  g_object_unref (gate->cancellable);
  gate->cancellable = g_cancellable_new ();
  gate->timeout_id = g_timeout_add_seconds (DRAIN_TIMEOUT, drain_timeout_cb, gate);
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (gate->conn)), gate->buf, sizeof gate->buf,
                             G_PRIORITY_DEFAULT, gate->cancellable, drained_cb, gate);
}

/* Answers @status with a short text, and closes. */
static void
gate_refuse (Gate *gate,
             guint status)
{
  const char *phrase = status_phrase (status);
  GString    *reply = g_string_new (NULL);

  gate->self->refused++;
  g_clear_handle_id (&gate->timeout_id, g_source_remove);
  g_string_append_printf (reply,
                          "HTTP/1.1 %u %s\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: %zu\r\n"
                          "Connection: close\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n%s\r\n"
                          "%u %s\n",
                          status, phrase, strlen (phrase) + 5, status == SOUP_STATUS_METHOD_NOT_ALLOWED ? "Allow: GET\r\n" : "",
                          status, phrase);
  gate->reply = g_string_free (reply, FALSE);
  g_output_stream_write_all_async (g_io_stream_get_output_stream (G_IO_STREAM (gate->conn)), gate->reply, strlen (gate->reply),
                                   G_PRIORITY_DEFAULT, NULL, written_cb, gate);
}

typedef struct
{
  GWeakRef           publisher;
  GSocketConnection *conn;
} Handed;

/* The stream handed to libsoup is gone: close the socket, free the place. */
static void
handed_free (gpointer data)
{
  Handed                 *h = data;
  g_autoptr (XqPublisher) self = g_weak_ref_get (&h->publisher);

  if (self != NULL && self->n_connections > 0)
    self->n_connections--;
  g_io_stream_close (G_IO_STREAM (h->conn), NULL, NULL);
  g_object_unref (h->conn);
  g_weak_ref_clear (&h->publisher);
  g_free (h);
}

static void
gate_hand_over (Gate *gate)
{
  g_autoptr (GBytes)         head = g_bytes_new (gate->buf, gate->len);
  g_autoptr (GInputStream)   in = NULL;
  g_autoptr (GIOStream)      io = NULL;
  g_autoptr (GSocketAddress) local = NULL, remote = NULL;
  g_autoptr (GError)         error = NULL;
  Handed                    *h = g_new0 (Handed, 1);

  g_clear_handle_id (&gate->timeout_id, g_source_remove);
  in = xq_prefix_stream_new (g_io_stream_get_input_stream (G_IO_STREAM (gate->conn)), head);
  io = g_simple_io_stream_new (in, g_io_stream_get_output_stream (G_IO_STREAM (gate->conn)));
  g_weak_ref_init (&h->publisher, gate->self);
  h->conn = g_object_ref (gate->conn);
  g_object_set_data_full (G_OBJECT (io), "xq-publisher-connection", h, handed_free);
  gate->counted = FALSE; /* the place is the handed stream's now */
  local = g_socket_connection_get_local_address (gate->conn, NULL);
  remote = g_socket_connection_get_remote_address (gate->conn, NULL);
  if (local == NULL || remote == NULL || !soup_server_accept_iostream (gate->self->server, io, local, remote, &error))
    g_debug ("could not hand a connection over: %s", error != NULL ? error->message : "no address");
  gate_free (gate);
}

static void read_more (Gate *gate);

/* The end of the head ("\r\n\r\n", or "\n\n" from a lenient client) in what was read. */
static gssize
head_end (const Gate *gate)
{
  for (gsize i = 0; i + 1 < gate->len; i++)
    {
      if (gate->buf[i] == '\n' && gate->buf[i + 1] == '\n')
        return (gssize) (i + 2);
      if (i + 3 < gate->len && memcmp (gate->buf + i, "\r\n\r\n", 4) == 0)
        return (gssize) (i + 4);
    }
  return -1;
}

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Gate              *gate = user_data;
  g_autoptr (GError) error = NULL;
  gssize             n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);
  g_autofree char   *page = NULL;
  gssize             end;
  guint              status;

  if (n < 0)
    {
      if (gate->timed_out)
        gate_refuse (gate, SOUP_STATUS_REQUEST_TIMEOUT);
      else
        gate_close (gate);
      return;
    }
  if (n == 0)
    {
      /* The client gave up; an unfinished head is answered all the same. */
      if (gate->len == 0)
        gate_close (gate);
      else
        gate_refuse (gate, SOUP_STATUS_BAD_REQUEST);
      return;
    }
  gate->len += (gsize) n;
  end = head_end (gate);
  if (end < 0)
    {
      if (gate->len >= sizeof gate->buf)
        gate_refuse (gate, STATUS_HEADERS_TOO_LARGE);
      else
        read_more (gate);
      return;
    }
  status = xq_publisher_check_head ((const char *) gate->buf, (gsize) end, &page);
  if (status == SOUP_STATUS_OK && !g_str_equal (page, "stamp"))
    {
      /* A page of the event? (Names do not depend on the language.) */
      XqKitEvent *kit = kit_for (gate->self, XQ_LANG_EN, NULL);
      if (kit == NULL)
        status = SOUP_STATUS_SERVICE_UNAVAILABLE;
      else if (!xq_web_pages_exists (kit, page))
        status = SOUP_STATUS_NOT_FOUND;
    }
  if (status != SOUP_STATUS_OK)
    gate_refuse (gate, status);
  else
    gate_hand_over (gate);
}

static void
read_more (Gate *gate)
{
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (gate->conn)), gate->buf + gate->len,
                             sizeof gate->buf - gate->len, G_PRIORITY_DEFAULT, gate->cancellable, read_cb, gate);
}

static gboolean
gate_timeout_cb (gpointer user_data)
{
  Gate *gate = user_data;

  gate->timeout_id = 0;
  gate->timed_out = TRUE;
  g_cancellable_cancel (gate->cancellable);
  return G_SOURCE_REMOVE;
}

static gboolean
incoming_cb (GSocketService    *service,
             GSocketConnection *conn,
             GObject           *source,
             gpointer           user_data)
{
  XqPublisher *self = user_data;
  Gate        *gate = g_new0 (Gate, 1);

  g_socket_set_timeout (g_socket_connection_get_socket (conn), XQ_PUBLISHER_IO_TIMEOUT);
  gate->self = g_object_ref (self);
  gate->conn = g_object_ref (conn);
  gate->cancellable = g_cancellable_new ();
  if (self->n_connections >= XQ_PUBLISHER_MAX_CONNECTIONS)
    {
      gate_refuse (gate, SOUP_STATUS_SERVICE_UNAVAILABLE);
      return TRUE;
    }
  self->n_connections++;
  gate->counted = TRUE;
  self->gates = g_list_prepend (self->gates, gate);
  gate->timeout_id = g_timeout_add (self->head_timeout_ms, gate_timeout_cb, gate);
  read_more (gate);
  return TRUE;
}

/* ---- Addresses ----------------------------------------------------------------------------- */

/* The machine's IPv4 address on the local network (a private address preferred), or NULL. */
static char *
lan_address (void)
{
  struct ifaddrs *list = NULL;
  char           *found = NULL;
  int             found_rank = 0;

  if (getifaddrs (&list) != 0)
    return NULL;
  for (struct ifaddrs *i = list; i != NULL; i = i->ifa_next)
    {
      g_autoptr (GInetAddress) addr = NULL;
      const guint8            *b;
      int                      rank;

      if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP) ||
          (i->ifa_flags & IFF_LOOPBACK))
        continue;
      addr = g_inet_address_new_from_bytes ((const guint8 *) &((struct sockaddr_in *) i->ifa_addr)->sin_addr,
                                            G_SOCKET_FAMILY_IPV4);
      b = g_inet_address_to_bytes (addr);
      /* 192.168/16, 10/8, 172.16/12 first; link-local last. */
      rank = (b[0] == 192 && b[1] == 168) || b[0] == 10 || (b[0] == 172 && (b[1] & 0xf0) == 16) ? 3
             : g_inet_address_get_is_link_local (addr)                                          ? 1
                                                                                                : 2;
      if (rank > found_rank)
        {
          g_free (found);
          found = g_inet_address_to_string (addr);
          found_rank = rank;
        }
    }
  freeifaddrs (list);
  return found;
}

static char *
url_for (GInetAddress *bound,
         guint         port)
{
  g_autofree char *host = NULL;

  if (bound == NULL || g_inet_address_get_is_any (bound))
    {
      host = lan_address ();
      if (host == NULL)
        host = g_strdup ("127.0.0.1");
    }
  else
    host = g_inet_address_to_string (bound);
  if (strchr (host, ':') != NULL)
    return g_strdup_printf ("http://[%s]:%u/", host, port);
  return g_strdup_printf ("http://%s:%u/", host, port);
}

/* ---- The object ---------------------------------------------------------------------------- */

static void
xq_publisher_dispose (GObject *object)
{
  XqPublisher *self = XQ_PUBLISHER (object);

  xq_publisher_stop (self);
  forget_pages (self);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (xq_publisher_parent_class)->dispose (object);
}

static void
xq_publisher_finalize (GObject *object)
{
  XqPublisher *self = XQ_PUBLISHER (object);

  g_hash_table_unref (self->cache);
  g_free (self->stamp);
  g_free (self->db_path);
  g_free (self->url);
  G_OBJECT_CLASS (xq_publisher_parent_class)->finalize (object);
}

static void
xq_publisher_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  XqPublisher *self = XQ_PUBLISHER (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, xq_publisher_get_running (self));
      break;
    case PROP_URL:
      g_value_set_string (value, self->url);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_publisher_class_init (XqPublisherClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_publisher_dispose;
  object_class->finalize = xq_publisher_finalize;
  object_class->get_property = xq_publisher_get_property;

  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_URL] = g_param_spec_string ("url", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_publisher_init (XqPublisher *self)
{
  self->version = -1;
  self->head_timeout_ms = XQ_PUBLISHER_HEAD_TIMEOUT * 1000;
  self->cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
}

XqPublisher *
xq_publisher_new (const char *db_path,
                  gint64      event_id)
{
  XqPublisher *self;

  g_return_val_if_fail (db_path != NULL, NULL);

  self = g_object_new (XQ_TYPE_PUBLISHER, NULL);
  self->db_path = g_strdup (db_path);
  self->event_id = event_id;
  return self;
}

gboolean
xq_publisher_start (XqPublisher *self,
                    const char  *address,
                    guint        port,
                    GError     **error)
{
  g_autoptr (GSocketService) service = NULL;
  g_autoptr (GInetAddress)   bound = NULL;

  g_return_val_if_fail (XQ_IS_PUBLISHER (self), FALSE);
  g_return_val_if_fail (port <= 65535, FALSE);

  if (self->service != NULL)
    return TRUE;
  if (self->store == NULL)
    {
      self->store = xq_store_open_full (self->db_path, XQ_STORE_OPEN_READ_ONLY, error);
      if (self->store == NULL)
        return FALSE;
    }
  if (!refresh (self, XQ_LANG_EN, error))
    return FALSE;

  service = g_socket_service_new ();
  if (address != NULL && *address != '\0')
    {
      g_autoptr (GSocketAddress) want = NULL, effective = NULL;

      bound = g_inet_address_new_from_string (address);
      if (bound == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "“%s” is not an IP address", address);
          return FALSE;
        }
      want = g_inet_socket_address_new (bound, (guint16) port);
      if (!g_socket_listener_add_address (G_SOCKET_LISTENER (service), want, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                                          NULL, &effective, error))
        return FALSE;
      port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
    }
  else if (port == 0)
    {
      port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (service), NULL, error);
      if (port == 0)
        return FALSE;
    }
  else if (!g_socket_listener_add_inet_port (G_SOCKET_LISTENER (service), (guint16) port, NULL, error))
    return FALSE;

  self->server = soup_server_new ("server-header", "Qili ", NULL);
  soup_server_add_handler (self->server, NULL, handler_cb, self, NULL);
  self->service = g_steal_pointer (&service);
  g_signal_connect_object (self->service, "incoming", G_CALLBACK (incoming_cb), self, 0);
  g_socket_service_start (self->service);
  self->port = port;
  self->url = url_for (bound, port);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_URL]);
  return TRUE;
}

void
xq_publisher_stop (XqPublisher *self)
{
  g_return_if_fail (XQ_IS_PUBLISHER (self));

  if (self->service == NULL)
    return;
  for (GList *l = self->gates; l != NULL; l = l->next)
    g_cancellable_cancel (((Gate *) l->data)->cancellable);
  g_socket_service_stop (self->service);
  g_socket_listener_close (G_SOCKET_LISTENER (self->service));
  g_signal_handlers_disconnect_by_data (self->service, self);
  g_clear_object (&self->service);
  soup_server_disconnect (self->server);
  g_clear_object (&self->server);
  self->port = 0;
  g_clear_pointer (&self->url, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_URL]);
}

gboolean
xq_publisher_get_running (XqPublisher *self)
{
  g_return_val_if_fail (XQ_IS_PUBLISHER (self), FALSE);
  return self->service != NULL;
}

guint
xq_publisher_get_port (XqPublisher *self)
{
  g_return_val_if_fail (XQ_IS_PUBLISHER (self), 0);
  return self->port;
}

const char *
xq_publisher_get_url (XqPublisher *self)
{
  g_return_val_if_fail (XQ_IS_PUBLISHER (self), NULL);
  return self->url;
}

guint
xq_publisher_get_served (XqPublisher *self)
{
  return self->served;
}

guint
xq_publisher_get_refused (XqPublisher *self)
{
  return self->refused;
}

void
xq_publisher_set_head_timeout (XqPublisher *self,
                               guint        milliseconds)
{
  g_return_if_fail (XQ_IS_PUBLISHER (self));
  self->head_timeout_ms = MAX (milliseconds, 1);
}
