/* xq-cli-season.c: qili-cli tournament publish, and the kit's exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli-season.h"

#include <glib-unix.h>
#include <stdio.h>

#include "xq-kit-event.h"
#include "xq-kit-print.h"
#include "xq-publisher.h"
#include "xq-web-folder.h"

int
xq_cli_season_fail (const GError *error)
{
  int status = XQ_CLI_EXIT_BAD_INPUT;

  if (error->domain == G_IO_ERROR ||
      (error->domain == XQ_STORE_ERROR &&
       (error->code == XQ_STORE_ERROR_IO || error->code == XQ_STORE_ERROR_BUSY || error->code == XQ_STORE_ERROR_MIGRATION ||
        error->code == XQ_STORE_ERROR_READ_ONLY || error->code == XQ_STORE_ERROR_FULL)))
    status = XQ_CLI_EXIT_FAILURE;
  return xq_cli_error (status, "%s", error->message);
}

static gboolean
quit_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_CONTINUE;
}

int
xq_cli_season_publish (XqStore *store,
                       int      argc,
                       char   **argv)
{
  gint64           event_id = 0;
  int              port = XQ_PUBLISHER_DEFAULT_PORT, seconds = 0;
  g_autofree char *address = NULL;
  GOptionEntry     entries[] = {
        { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
        { "address", 0, 0, G_OPTION_ARG_STRING, &address, "Serve on this IP address only (default: every interface)", "A" },
        { "port", 0, 0, G_OPTION_ARG_INT, &port, "Port (default 8080; 0: a free one)", "P" },
        { "for", 0, 0, G_OPTION_ARG_INT, &seconds, "Stop after this many seconds (default: when interrupted)", "SECONDS" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (XqPublisher)    publisher = NULL;
  g_autoptr (GMainLoop)      loop = NULL;
  guint                      sources[3];

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (event_id <= 0 || argc != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "publish needs --event ID [--address A] [--port P]");
  if (port < 0 || port > 65535 || seconds < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--port must be 0–65535 and --for 0 or more");
  publisher = xq_publisher_new (xq_store_get_path (store), event_id);
  if (!xq_publisher_start (publisher, address, (guint) port, &error))
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "url");
  json_builder_add_string_value (b, xq_publisher_get_url (publisher));
  json_builder_set_member_name (b, "port");
  json_builder_add_int_value (b, xq_publisher_get_port (publisher));
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  fflush (stdout);

  loop = g_main_loop_new (NULL, FALSE);
  sources[0] = g_unix_signal_add (SIGINT, quit_cb, loop);
  sources[1] = g_unix_signal_add (SIGTERM, quit_cb, loop);
  sources[2] = seconds > 0 ? g_timeout_add_seconds ((guint) seconds, quit_cb, loop) : 0;
  g_main_loop_run (loop);
  for (guint i = 0; i < G_N_ELEMENTS (sources); i++)
    if (sources[i] != 0)
      g_source_remove (sources[i]);
  xq_publisher_stop (publisher);
  return XQ_CLI_EXIT_OK;
}

static gboolean
parse_language (const char *text,
                XqLang     *out)
{
  static const XqLang all[] = { XQ_LANG_EN, XQ_LANG_ZH_CN, XQ_LANG_ZH_TW };

  if (text == NULL)
    {
      *out = xq_lang_from_locale ();
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    if (g_str_equal (text, xq_lang_to_string (all[i])))
      {
        *out = all[i];
        return TRUE;
      }
  return FALSE;
}

int
xq_cli_season_export (XqStore    *store,
                      gint64      event_id,
                      const char *format,
                      const char *document,
                      guint       round,
                      const char *output,
                      const char *language)
{
  g_autoptr (GError)     error = NULL;
  g_autoptr (XqKitEvent) kit = NULL;
  XqEventData           *data;
  XqLang                 lang;

  if (!parse_language (language, &lang))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--language must be en, zh_CN or zh_TW");
  if (output == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--format %s needs --output %s", format,
                         g_str_equal (format, "web") ? "FOLDER" : "FILE");
  if (g_str_equal (format, "web") && document != NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--document is for --format pdf");
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return xq_cli_season_fail (error);
  kit = xq_kit_event_new (data, NULL, lang);
  if (round > xq_kit_event_get_latest_round (kit))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "event %lld has no round %u", (long long) event_id, round);
  if (!g_str_equal (format, "web") && !g_str_equal (format, "pdf"))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--format must be csv, html, trf, web or pdf");
  if (g_str_equal (format, "web"))
    {
      if (!xq_web_folder_write (kit, output, NULL, &error))
        return xq_cli_season_fail (error);
      return XQ_CLI_EXIT_OK;
    }
  {
    g_autoptr (XqKitPrint) print = NULL;
    XqKitDocument          doc;

    if (document == NULL || !xq_kit_document_from_string (document, &doc))
      return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT,
                           "--format pdf needs --document pairings-by-name, pairings, score-sheets, table-cards, wall-chart or prizes");
    if (round > 0 && (doc == XQ_KIT_WALL_CHART || doc == XQ_KIT_PRIZES))
      return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--round is for the documents of a round, not --document %s", document);
    print = xq_kit_print_new (kit, doc, round, &error);
    if (print == NULL || !xq_kit_print_to_pdf (print, output, NULL, &error))
      return xq_cli_error (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) ? XQ_CLI_EXIT_BAD_INPUT : XQ_CLI_EXIT_FAILURE,
                           "%s", error->message);
    return XQ_CLI_EXIT_OK;
  }
}
