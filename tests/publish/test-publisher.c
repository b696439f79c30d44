/* test-publisher.c: "Publish on the Local Network" read by real HTTP clients
 *
 * An event made and scored by qili-cli is published on 127.0.0.1 (a free port). A libsoup client
 * reads the pages: the standings page must say what `qili-cli standings` says. 1,000 malformed or
 * hostile requests (path traversal, huge headers, methods other than GET, bodies, garbage, …),
 * sent raw over sockets from another thread, must each get an error status and nothing of the
 * event. A result entered with qili-cli must be on the page within 2 seconds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <libsoup/soup.h>
#include <string.h>
#include <sys/wait.h>

#include "xq-publisher.h"

typedef struct
{
  char        *dir;
  char        *db;
  XqPublisher *publisher;
  char        *base; /* http://127.0.0.1:PORT/ */
  SoupSession *session;
  guint        board; /* the board of round 4 without a result */
} Fixture;

/* Runs qili-cli tournament --db DB ARGS… and returns its stdout; it must succeed. */
static char *
cli (Fixture    *f,
     const char *first,
     ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  char                 *out = NULL;
  g_autofree char      *err = NULL;
  int                   status = 0;
  va_list               args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("QILI_CLI"));
  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--db");
  g_ptr_array_add (argv, f->db);
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    g_error ("qili-cli %s failed: %s", first, err);
  return out;
}

static JsonNode *
cli_json (Fixture    *f,
          const char *a,
          const char *b,
          const char *c)
{
  g_autofree char       *out = cli (f, a, b, c, NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;

  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
setup (Fixture      *f,
       gconstpointer data)
{
  g_autoptr (GError)   error = NULL;
  g_autofree char     *out = NULL;
  g_autoptr (JsonNode) undone = NULL;

  f->dir = g_dir_make_tmp ("qili-publish-XXXXXX", &error);
  g_assert_no_error (error);
  f->db = g_build_filename (f->dir, "club.db", NULL);
  /* 12 players, 4 rounds paired and scored by the real desk; the last result taken back. */
  out = cli (f, "generate", "--players", "12", "--rounds", "4", "--seed", "11", NULL);
  undone = cli_json (f, "undo", "--event", "1");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (undone), "round"), ==, 4);
  f->board = (guint) json_object_get_int_member (json_node_get_object (undone), "board");
  f->publisher = xq_publisher_new (f->db, 1);
  xq_publisher_start (f->publisher, "127.0.0.1", 0, &error);
  g_assert_no_error (error);
  f->base = g_strdup_printf ("http://127.0.0.1:%u/", xq_publisher_get_port (f->publisher));
  /* No proxy: the pages are asked of this machine. */
  f->session = soup_session_new_with_options ("proxy-resolver", NULL, NULL);
}

static void
teardown (Fixture      *f,
          gconstpointer data)
{
  g_autofree char *wal = g_strconcat (f->db, "-wal", NULL), *shm = g_strconcat (f->db, "-shm", NULL);

  gint64           start = g_get_monotonic_time ();

  xq_publisher_stop (f->publisher);
  g_assert_false (xq_publisher_get_running (f->publisher));
  g_clear_object (&f->session);
  /* Connections cut by the stop let go of the publisher as their callbacks run. */
  while (G_OBJECT (f->publisher)->ref_count > 1 && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (f->publisher);
  g_remove (f->db);
  g_remove (wal);
  g_remove (shm);
  g_rmdir (f->dir);
  g_free (f->base);
  g_free (f->db);
  g_free (f->dir);
}

typedef struct
{
  GBytes  *body;
  gboolean done;
  GError  *error;
} Fetch;

static void
fetched_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Fetch *fetch = user_data;

  fetch->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &fetch->error);
  fetch->done = TRUE;
}

/* GET @page with the libsoup client; returns the body, sets *status. */
static char *
fetch (Fixture    *f,
       const char *page,
       const char *accept_language,
       guint      *status)
{
  g_autofree char        *url = g_strconcat (f->base, page, NULL);
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", url);
  Fetch                   fetch = { 0 };
  gsize                   size;
  char                   *text;

  if (accept_language != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", accept_language);
  soup_session_send_and_read_async (f->session, msg, G_PRIORITY_DEFAULT, NULL, fetched_cb, &fetch);
  while (!fetch.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (fetch.error);
  *status = soup_message_get_status (msg);
  text = g_strndup (g_bytes_get_data (fetch.body, &size), g_bytes_get_size (fetch.body));
  g_bytes_unref (fetch.body);
  return text;
}

/* The rows of the standings page: "rank|player|points|name" each. */
static GPtrArray *
page_rows (const char *html)
{
  g_autoptr (GRegex)     re = g_regex_new ("<tr data-rank=\"(\\d+)\" data-points=\"([0-9.]+)\" data-player=\"(\\d+)\">"
                                               "<td class=\"n\">\\d+</td><td><a href=\"player-\\d+\\.html\">([^<]*)</a>",
                                           G_REGEX_DEFAULT, G_REGEX_MATCH_DEFAULT, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  GPtrArray             *rows = g_ptr_array_new_with_free_func (g_free);

  g_regex_match (re, html, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *rank = g_match_info_fetch (match, 1), *points = g_match_info_fetch (match, 2);
      g_autofree char *player = g_match_info_fetch (match, 3), *name = g_match_info_fetch (match, 4);
      g_ptr_array_add (rows, g_strdup_printf ("%s|%s|%s|%s", rank, player, points, name));
      g_match_info_next (match, NULL);
    }
  return rows;
}

static GPtrArray *
cli_rows (JsonNode *standings)
{
  JsonArray *array = json_object_get_array_member (json_node_get_object (standings), "standings");
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject      *o = json_array_get_object_element (array, i);
      double           points = json_object_get_double_member (o, "points");
      g_autofree char *p = points == (int) points ? g_strdup_printf ("%d", (int) points) : g_strdup_printf ("%.1f", points);
      g_autofree char *name = g_markup_escape_text (json_object_get_string_member (o, "name"), -1);
      g_ptr_array_add (rows, g_strdup_printf ("%" G_GINT64_FORMAT "|%" G_GINT64_FORMAT "|%s|%s",
                                              json_object_get_int_member (o, "rank"),
                                              json_object_get_int_member (o, "player"), p, name));
    }
  return rows;
}

static void
test_standings (Fixture      *f,
                gconstpointer data)
{
  g_autoptr (JsonNode)  standings = cli_json (f, "standings", "--event", "1");
  g_autoptr (GPtrArray) expected = cli_rows (standings);
  g_autoptr (GPtrArray) got = NULL;
  g_autofree char      *html = NULL;
  guint                 status = 0;

  g_test_summary ("The standings page, read by a libsoup client, says what qili-cli standings says");
  html = fetch (f, "standings.html", NULL, &status);
  g_assert_cmpuint (status, ==, 200);
  got = page_rows (html);
  g_assert_cmpuint (expected->len, ==, 12);
  g_assert_cmpuint (got->len, ==, expected->len);
  for (guint i = 0; i < got->len; i++)
    g_assert_cmpstr (g_ptr_array_index (got, i), ==, g_ptr_array_index (expected, i));
}

static void
test_pages (Fixture      *f,
            gconstpointer data)
{
  static const char *const pages[] = { "", "index.html", "round-1.html", "round-4-names.html", "standings.html",
                                       "crosstable.html", "players.html", "player-1.html", "player-12.html", "stamp" };
  static const char *const absent[] = { "round-5.html", "round-0.html", "round-01.html", "player-13.html",
                                        "player-0.html", "index.htm", "favicon.ico", "stamp/" };
  guint                    status = 0;

  g_test_summary ("Every page of the event is served; nothing else is");
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *body = fetch (f, pages[i], NULL, &status);
      g_assert_cmpuint (status, ==, 200);
      g_assert_cmpuint (strlen (body), >, 0);
    }
  for (guint i = 0; i < G_N_ELEMENTS (absent); i++)
    {
      g_autofree char *body = fetch (f, absent[i], NULL, &status);
      g_assert_cmpuint (status, ==, 404);
      g_assert_null (strstr (body, "Player"));
    }
  /* The language the phone asks for. */
  {
    g_autofree char *zh = fetch (f, "standings.html", "zh-CN,zh;q=0.9,en;q=0.8", &status);
    g_autofree char *tw = fetch (f, "standings.html", "zh-TW", &status);
    g_autofree char *en = fetch (f, "standings.html", "fr, en;q=0.5", &status);
    g_assert_nonnull (strstr (zh, "<html lang=\"zh-CN\""));
    g_assert_nonnull (strstr (tw, "<html lang=\"zh-TW\""));
    g_assert_nonnull (strstr (en, "<html lang=\"en\""));
  }
}

/* ---- Hostile requests, raw, from another thread ---- */

typedef struct
{
  guint16    port;
  GPtrArray *requests; /* GBytes */
  GPtrArray *replies;  /* char *: what came back (at most 64 KiB) */
  gint       done;
} Barrage;

static GBytes *
bytes_printf (const char *format,
              ...) G_GNUC_PRINTF (1, 2);

static GBytes *
bytes_printf (const char *format,
              ...)
{
  va_list args;
  char   *s;

  va_start (args, format);
  s = g_strdup_vprintf (format, args);
  va_end (args);
  return g_bytes_new_take (s, strlen (s));
}

/* 1,000 requests that must all be refused (QILI_TEST_QUICK: 100). */
static GPtrArray *
hostile_requests (guint n)
{
  static const char *const traversal[] = {
    "/../../../../etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/index.html/../../etc/passwd",
    "/./index.html",
    "//etc/passwd",
    "/..\\..\\windows\\win.ini",
    "/%252e%252e%252fetc%252fpasswd",
    "/standings.html%00.txt",
    "/.git/config",
    "/../club.db",
    "/club.db",
    "/stamp/../club.db",
    "/%c0%ae%c0%ae/etc/passwd",
    "/player-1.html/",
    "/round-1.html?x=../../etc",
    "/standings.html#x",
    "/.",
    "/..",
    "/....//....//etc/passwd",
  };
  static const char *const listing[] = { "/static/", "/players/", "/./", "/index.html/", "/tmp/", "/dev/null",
                                         "/proc/self/environ", "/home/", "/C:/", "/%2f" };
  static const char *const methods[] = { "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE",
                                         "CONNECT", "PROPFIND", "MKCOL", "get", "G ET", "XGET", "COPY" };
  GRand                   *rand = g_rand_new_with_seed (20260601);
  GPtrArray               *out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  for (guint i = 0; out->len < n; i++)
    {
      guint kind = i % 10;
      guint k = g_rand_int (rand);

      switch (kind)
        {
        case 0: /* path traversal */
          g_ptr_array_add (out, bytes_printf ("GET %s HTTP/1.1\r\nHost: localhost\r\n\r\n", traversal[k % G_N_ELEMENTS (traversal)]));
          break;
        case 1: /* directory listings and other files */
          g_ptr_array_add (out, bytes_printf ("GET %s HTTP/1.1\r\nHost: localhost\r\n\r\n", listing[k % G_N_ELEMENTS (listing)]));
          break;
        case 2: /* other methods, with a body or not */
          if (k % 2 == 0)
            g_ptr_array_add (out, bytes_printf ("%s /standings.html HTTP/1.1\r\nHost: localhost\r\nContent-Length: 11\r\n\r\nhello=world",
                                                methods[k / 2 % G_N_ELEMENTS (methods)]));
          else
            g_ptr_array_add (out, bytes_printf ("%s / HTTP/1.1\r\nHost: localhost\r\n\r\n", methods[k / 2 % G_N_ELEMENTS (methods)]));
          break;
          case 3: /* huge headers: 9 KiB to 1 MiB (the big ones now and then) */
          {
            gsize    size = (k % 25 == 0) ? 1024 * 1024 : 9 * 1024 + k % (64 * 1024);
            GString *s = g_string_new ("GET /standings.html HTTP/1.1\r\nHost: localhost\r\nX-Fill: ");
            while (s->len < size)
              g_string_append (s, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
            g_string_append (s, "\r\n\r\n");
            g_ptr_array_add (out, g_string_free_to_bytes (s));
          }
          break;
          case 4: /* many headers within 8 KiB, then too many */
          {
            GString *s = g_string_new ("GET /index.html HTTP/1.1\r\nHost: localhost\r\n");
            for (guint h = 0; h < 600 + k % 400; h++)
              g_string_append_printf (s, "X-H%u: v\r\n", h);
            g_string_append (s, "\r\n");
            g_ptr_array_add (out, g_string_free_to_bytes (s));
          }
          break;
          case 5: /* bodies on a GET, chunked, Expect */
          {
            static const char *const bodies[] = {
              "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello",
              "GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
              "GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\n\r\n",
              "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n",
              "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999999999999999\r\n\r\n",
              "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
            };
            g_ptr_array_add (out, g_bytes_new_static (bodies[k % G_N_ELEMENTS (bodies)], strlen (bodies[k % G_N_ELEMENTS (bodies)])));
          }
          break;
          case 6: /* malformed request lines */
          {
            static const char *const lines[] = {
              "GET\r\n\r\n",
              "GET /\r\n\r\n",
              "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
              "GET / FTP/1.0\r\n\r\n",
              "/ HTTP/1.1\r\nHost: x\r\n\r\n",
              "GET  /  HTTP/1.1\r\nHost: x\r\n\r\n",
              "GET / HTTP/1.1\r\n\r\n",
              "GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n",
              "GET * HTTP/1.1\r\nHost: x\r\n\r\n",
              "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
              "GET / HTTP/1.1\r\nHost: a/b\r\n\r\n",
              "\r\n\r\n",
              "GET /\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n",
            };
            g_ptr_array_add (out, g_bytes_new_static (lines[k % G_N_ELEMENTS (lines)], strlen (lines[k % G_N_ELEMENTS (lines)])));
          }
          break;
          case 7: /* random bytes, NUL bytes included */
          {
            gsize   len = 16 + k % 2000;
            guint8 *junk = g_malloc (len + 4);
            for (gsize b = 0; b < len; b++)
              junk[b] = (guint8) g_rand_int_range (rand, 0, 256);
            memcpy (junk + len, "\r\n\r\n", 4);
            g_ptr_array_add (out, g_bytes_new_take (junk, len + 4));
          }
          break;
        case 8: /* over-long and odd paths */
          if (k % 3 == 0)
            g_ptr_array_add (out, bytes_printf ("GET /玩家.html HTTP/1.1\r\nHost: localhost\r\n\r\n"));
          else if (k % 3 == 1)
            g_ptr_array_add (out, bytes_printf ("GET /player-1.html?admin=1 HTTP/1.1\r\nHost: localhost\r\n\r\n"));
          else
            {
              GString *s = g_string_new ("GET /");
              for (guint c = 0; c < 210 + k % 3000; c++)
                g_string_append_c (s, 'a');
              g_string_append (s, ".html HTTP/1.1\r\nHost: localhost\r\n\r\n");
              g_ptr_array_add (out, g_string_free_to_bytes (s));
            }
          break;
        case 9: /* a NUL inside a valid-looking request, header injection */
        default:
          if (k % 2 == 0)
            g_ptr_array_add (out, g_bytes_new_static ("GET /index.html\0 HTTP/1.1\r\nHost: x\r\n\r\n", 38));
          else
            g_ptr_array_add (out, bytes_printf ("GET /index.html%%0d%%0aSet-Cookie:x HTTP/1.1\r\nHost: x\r\n\r\n"));
          break;
        }
    }
  g_rand_free (rand);
  return out;
}

static gpointer
barrage_thread (gpointer data)
{
  Barrage *b = data;

  for (guint i = 0; i < b->requests->len; i++)
    {
      g_autoptr (GSocketClient)     client = g_socket_client_new ();
      g_autoptr (GSocketConnection) conn = NULL;
      g_autoptr (GError)            error = NULL;
      GString                      *reply = g_string_new (NULL);
      gsize                         size;
      const guint8                 *req = g_bytes_get_data (g_ptr_array_index (b->requests, i), &size);
      char                          buf[4096];
      gssize                        n;

      g_socket_client_set_timeout (client, 10);
      g_socket_client_set_enable_proxy (client, FALSE);
      conn = g_socket_client_connect_to_host (client, "127.0.0.1", b->port, NULL, &error);
      g_assert_no_error (error);
      /* A refused request may be cut short: what could be sent is sent. */
      g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (conn)), req, size, NULL, NULL, NULL);
      g_socket_shutdown (g_socket_connection_get_socket (conn), FALSE, TRUE, NULL);
      while (reply->len < 65536 &&
             (n = g_input_stream_read (g_io_stream_get_input_stream (G_IO_STREAM (conn)), buf, sizeof buf, NULL, NULL)) > 0)
        g_string_append_len (reply, buf, n);
      g_ptr_array_add (b->replies, g_string_free (reply, FALSE));
    }
  g_atomic_int_set (&b->done, 1);
  g_main_context_wakeup (NULL);
  return NULL;
}

static void
test_hostile (Fixture      *f,
              gconstpointer data)
{
  guint               n = g_getenv ("QILI_TEST_QUICK") != NULL ? 100 : 1000;
  Barrage             b = { 0 };
  g_autoptr (GThread) thread = NULL;
  guint               served_before = xq_publisher_get_served (f->publisher);
  guint               status = 0;
  g_autofree char    *after = NULL;

  g_test_summary ("1,000 malformed or hostile requests (traversal, huge headers, other methods, bodies, garbage) "
                  "each get an error status and nothing of the event");
  b.port = (guint16) xq_publisher_get_port (f->publisher);
  b.requests = hostile_requests (n);
  b.replies = g_ptr_array_new_with_free_func (g_free);
  thread = g_thread_new ("barrage", barrage_thread, &b);
  while (!g_atomic_int_get (&b.done))
    g_main_context_iteration (NULL, TRUE);
  g_thread_join (g_steal_pointer (&thread));

  g_assert_cmpuint (b.replies->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      const char *reply = g_ptr_array_index (b.replies, i);
      guint       code = 0;

      if (!g_str_has_prefix (reply, "HTTP/1.1 ") || (code = (guint) g_ascii_strtoull (reply + 9, NULL, 10)) < 400)
        {
          gsize            size;
          const char      *req = g_bytes_get_data (g_ptr_array_index (b.requests, i), &size);
          g_autofree char *part = g_strndup (req, MIN (size, 120));
          g_autofree char *shown = g_strescape (part, NULL);
          g_error ("request %u (%s…) was answered “%.60s”", i, shown, reply);
        }
      /* Nothing of the event: no page, no player, no file. */
      g_assert_null (strstr (reply, "<html"));
      g_assert_null (strstr (reply, "Player"));
      g_assert_null (strstr (reply, "root:"));
      g_assert_null (strstr (reply, "SQLite"));
    }
  g_assert_cmpuint (xq_publisher_get_served (f->publisher), ==, served_before);
  g_assert_cmpuint (xq_publisher_get_refused (f->publisher), >=, n);
  /* And the pages are still served. */
  after = fetch (f, "standings.html", NULL, &status);
  g_assert_cmpuint (status, ==, 200);
  g_ptr_array_unref (b.requests);
  g_ptr_array_unref (b.replies);
}

/* A client that sends half a head and waits is cut off with 408. */
static void
test_slow_client (Fixture      *f,
                  gconstpointer data)
{
  g_autoptr (GSocketClient)     client = g_socket_client_new ();
  g_autoptr (GSocketConnection) conn = NULL;
  g_autoptr (GError)            error = NULL;
  char                          buf[512] = { 0 };
  gssize                        n = -1;
  gint64                        start;

  g_test_summary ("A request head not finished in time gets 408 Request Timeout");
  xq_publisher_set_head_timeout (f->publisher, 300);
  g_socket_client_set_timeout (client, 10);
  g_socket_client_set_enable_proxy (client, FALSE);
  conn = g_socket_client_connect_to_host (client, "127.0.0.1", (guint16) xq_publisher_get_port (f->publisher), NULL, &error);
  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  /* Half a head, and the socket kept open. */
  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (conn)), "GET / HTTP/1.1\r\nHo", 18, NULL, NULL,
                             &error);
  g_assert_no_error (error);
  g_socket_set_blocking (g_socket_connection_get_socket (conn), FALSE);
  while (n <= 0 && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    {
      g_main_context_iteration (NULL, FALSE);
      n = g_socket_receive (g_socket_connection_get_socket (conn), buf, sizeof buf - 1, NULL, NULL);
      if (n <= 0)
        g_usleep (5000);
    }
  g_assert_cmpint (n, >, 0);
  g_assert_true (g_str_has_prefix (buf, "HTTP/1.1 408 "));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 3 * G_USEC_PER_SEC);
}

/* More than 64 connections at once: the next is told to come back later. */
static void
test_connection_limit (Fixture      *f,
                       gconstpointer data)
{
  g_autoptr (GPtrArray)         idle = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GSocketClient)     client = g_socket_client_new ();
  g_autoptr (GError)            error = NULL;
  g_autoptr (GSocketConnection) extra = NULL;
  guint16                       port = (guint16) xq_publisher_get_port (f->publisher);
  char                          buf[256] = { 0 };
  gssize                        n = -1;
  gint64                        start;
  guint                         status = 0;
  g_autofree char              *page = NULL;

  g_test_summary ("At most 64 connections at once; the 65th gets 503 and the pages come back after");
  g_socket_client_set_enable_proxy (client, FALSE);
  for (guint i = 0; i < XQ_PUBLISHER_MAX_CONNECTIONS; i++)
    {
      GSocketConnection *c = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, &error);
      g_assert_no_error (error);
      g_ptr_array_add (idle, c);
      /* Let the server accept it (the listen backlog is short). */
      for (int k = 0; k < 20; k++)
        g_main_context_iteration (NULL, FALSE);
    }
  /* Let the server accept them all. */
  for (int i = 0; i < 200; i++)
    g_main_context_iteration (NULL, FALSE);
  extra = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, &error);
  g_assert_no_error (error);
  g_socket_set_blocking (g_socket_connection_get_socket (extra), FALSE);
  start = g_get_monotonic_time ();
  while (n <= 0 && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    {
      g_main_context_iteration (NULL, FALSE);
      n = g_socket_receive (g_socket_connection_get_socket (extra), buf, sizeof buf - 1, NULL, NULL);
      if (n <= 0)
        g_usleep (2000);
    }
  g_assert_cmpint (n, >, 0);
  g_assert_true (g_str_has_prefix (buf, "HTTP/1.1 503 "));
  g_ptr_array_set_size (idle, 0); /* the idle ones leave */
  for (int i = 0; i < 200; i++)
    g_main_context_iteration (NULL, FALSE);
  page = fetch (f, "index.html", NULL, &status);
  g_assert_cmpuint (status, ==, 200);
}

/* Whether the page shows 1 – 0 on board @board. */
static gboolean
page_shows_result (const char *html,
                   guint       board)
{
  g_autofree char *cell = g_strdup_printf ("<tr><td class=\"c\">%u</td>", board);
  const char      *row = strstr (html, cell);
  const char      *end = row != NULL ? strstr (row, "</tr>") : NULL;
  g_autofree char *line = row != NULL && end != NULL ? g_strndup (row, end - row) : NULL;

  return line != NULL && strstr (line, "1 – 0") != NULL;
}

static void
test_live_update (Fixture      *f,
                  gconstpointer data)
{
  g_autofree char *before = NULL, *stamp_before = NULL, *stamp_after = NULL;
  guint            status = 0;
  gint64           start, elapsed;
  gboolean         shown = FALSE;

  g_test_summary ("A result entered with qili-cli is on the page within 2 seconds, and the stamp the live page "
                  "watches changes");
  before = fetch (f, "round-4.html", NULL, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_false (page_shows_result (before, f->board));
  stamp_before = fetch (f, "stamp", NULL, &status);
  g_assert_nonnull (strstr (before, stamp_before)); /* the page carries the stamp it watches */

  {
    g_autofree char *board = g_strdup_printf ("%u", f->board);
    g_free (cli (f, "result", "--event", "1", "--round", "4", "--board", board, "1-0", NULL));
  }
  start = g_get_monotonic_time ();
  while (!shown && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    {
      g_autofree char *page = fetch (f, "round-4.html", NULL, &status);
      shown = page_shows_result (page, f->board);
    }
  elapsed = g_get_monotonic_time () - start;
  g_test_message ("the result was on the page after %.3f s", elapsed / 1e6);
  g_assert_true (shown);
  g_assert_cmpint (elapsed, <, 2 * G_USEC_PER_SEC);
  stamp_after = fetch (f, "stamp", NULL, &status);
  g_assert_cmpstr (stamp_after, !=, stamp_before);
}

static void
test_check_head (void)
{
  g_autofree char *page = NULL;
  char            *p = NULL;

  g_test_summary ("The gate's verdicts on request heads");
  g_assert_cmpuint (xq_publisher_check_head ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", 27, &page), ==, 200);
  g_assert_cmpstr (page, ==, "index.html");
  g_assert_cmpuint (xq_publisher_check_head ("GET /stamp HTTP/1.0\r\n\r\n", 23, &p), ==, 200);
  g_assert_cmpstr (p, ==, "stamp");
  g_free (p);
  g_assert_cmpuint (xq_publisher_check_head ("POST / HTTP/1.1\r\nHost: x\r\n\r\n", 28, &p), ==, 405);
  g_assert_null (p);
  g_assert_cmpuint (xq_publisher_check_head ("GET /a/b HTTP/1.1\r\nHost: x\r\n\r\n", 30, &p), ==, 404);
  g_assert_cmpuint (xq_publisher_check_head ("GET /../x HTTP/1.1\r\nHost: x\r\n\r\n", 31, &p), ==, 404);
  g_assert_cmpuint (xq_publisher_check_head ("GET / HTTP/1.1\r\n\r\n", 18, &p), ==, 400);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/publish/check-head", test_check_head);
  g_test_add ("/xq/publish/standings", Fixture, NULL, setup, test_standings, teardown);
  g_test_add ("/xq/publish/pages", Fixture, NULL, setup, test_pages, teardown);
  g_test_add ("/xq/publish/hostile", Fixture, NULL, setup, test_hostile, teardown);
  g_test_add ("/xq/publish/slow-client", Fixture, NULL, setup, test_slow_client, teardown);
  g_test_add ("/xq/publish/connection-limit", Fixture, NULL, setup, test_connection_limit, teardown);
  g_test_add ("/xq/publish/live-update", Fixture, NULL, setup, test_live_update, teardown);
  return g_test_run ();
}
