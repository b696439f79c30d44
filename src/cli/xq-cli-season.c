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
#include "xq-prizes.h"
#include "xq-publisher.h"
#include "xq-store-season.h"
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

/* ---- The register ------------------------------------------------------------------------- */

static void
member_json (JsonBuilder    *b,
             const XqMember *m)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "member");
  json_builder_add_int_value (b, m->id);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, m->name);
  json_builder_set_member_name (b, "club");
  json_builder_add_string_value (b, m->club);
  json_builder_set_member_name (b, "rating");
  json_builder_add_int_value (b, m->rating);
  json_builder_set_member_name (b, "federation_id");
  json_builder_add_string_value (b, m->federation_id);
  json_builder_set_member_name (b, "federation");
  json_builder_add_string_value (b, m->federation);
  json_builder_set_member_name (b, "title");
  json_builder_add_string_value (b, m->title);
  json_builder_set_member_name (b, "sex");
  json_builder_add_string_value (b, m->sex);
  json_builder_set_member_name (b, "birth");
  json_builder_add_string_value (b, m->birth);
  json_builder_set_member_name (b, "contact");
  json_builder_add_string_value (b, m->contact);
  json_builder_set_member_name (b, "k");
  json_builder_add_int_value (b, m->listed_k);
  json_builder_set_member_name (b, "rated_games");
  json_builder_add_int_value (b, m->rated_games);
  json_builder_set_member_name (b, "highest");
  json_builder_add_int_value (b, m->highest);
  json_builder_end_object (b);
}

static int
print_one (const char *key,
           gint64      value)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, value);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

/* The fields of member add and member edit; unset ones are NULL / −1. */
typedef struct
{
  char *name, *club, *fid, *federation, *title, *sex, *birth, *contact;
  int   rating, k, games;
} MemberOptions;

static void
member_options_clear (MemberOptions *o)
{
  g_free (o->name);
  g_free (o->club);
  g_free (o->fid);
  g_free (o->federation);
  g_free (o->title);
  g_free (o->sex);
  g_free (o->birth);
  g_free (o->contact);
}

static void
add_member_entries (GOptionContext *context,
                    MemberOptions  *o)
{
  GOptionEntry entries[] = {
    { "name", 0, 0, G_OPTION_ARG_STRING, &o->name, "Name", "NAME" },
    { "rating", 0, 0, G_OPTION_ARG_INT, &o->rating, "Rating (0: unrated)", "R" },
    { "club", 0, 0, G_OPTION_ARG_STRING, &o->club, "Club", "C" },
    { "federation-id", 0, 0, G_OPTION_ARG_STRING, &o->fid, "Federation id", "ID" },
    { "federation", 0, 0, G_OPTION_ARG_STRING, &o->federation, "FIDE federation code (CHN, TPE, …)", "F" },
    { "title", 0, 0, G_OPTION_ARG_STRING, &o->title, "Title", "T" },
    { "sex", 0, 0, G_OPTION_ARG_STRING, &o->sex, "m or w", "S" },
    { "birth", 0, 0, G_OPTION_ARG_STRING, &o->birth, "Birth year or date (YYYY or YYYY-MM-DD)", "DATE" },
    { "contact", 0, 0, G_OPTION_ARG_STRING, &o->contact, "Contact (phone, e-mail)", "TEXT" },
    { "k", 0, 0, G_OPTION_ARG_INT, &o->k, "K of a rating list (0: by the FIDE conditions)", "K" },
    { "games", 0, 0, G_OPTION_ARG_INT, &o->games, "Games rated so far", "N" },
    { NULL },
  };

  o->rating = o->k = o->games = -2;
  g_option_context_add_main_entries (context, entries, NULL);
}

/* The options over @m. */
static void
apply_member_options (const MemberOptions *o,
                      XqMember            *m)
{
#define SET(field, value)            \
  G_STMT_START                       \
  {                                  \
    if ((value) != NULL)             \
      {                              \
        g_free (m->field);           \
        m->field = g_strdup (value); \
      }                              \
  }                                  \
  G_STMT_END
  SET (name, o->name);
  SET (club, o->club);
  SET (federation_id, o->fid);
  SET (federation, o->federation);
  SET (title, o->title);
  SET (sex, o->sex);
  SET (birth, o->birth);
  SET (contact, o->contact);
#undef SET
  if (o->rating != -2)
    m->rating = o->rating;
  if (o->k != -2)
    m->listed_k = o->k < 0 ? 101 : (guint) o->k;
  if (o->games != -2)
    m->rated_games = o->games;
}

static int
member_add (XqStore *store,
            int      argc,
            char   **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError)         error = NULL;
  MemberOptions              o = { 0 };
  g_auto (XqMember)          m = { 0 };
  gint64                     id;

  add_member_entries (context, &o);
  if (!xq_cli_parse (context, &argc, &argv))
    {
      member_options_clear (&o);
      return XQ_CLI_EXIT_BAD_INPUT;
    }
  m.rated_games = -1;
  apply_member_options (&o, &m);
  member_options_clear (&o);
  if (argc != 1 || m.name == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "member add needs --name NAME [--rating R] [--club C] …");
  id = xq_store_add_member (store, &m, &error);
  if (id == 0)
    return xq_cli_season_fail (error);
  return print_one ("member", id);
}

static int
member_edit (XqStore *store,
             int      argc,
             char   **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError)         error = NULL;
  MemberOptions              o = { 0 };
  g_auto (XqMember)          m = { 0 };
  gint64                     id = 0;
  GOptionEntry               entries[] = {
                  { "member", 0, 0, G_OPTION_ARG_INT64, &id, "Member", "ID" },
                  { NULL },
  };
  int status = XQ_CLI_EXIT_OK;

  add_member_entries (context, &o);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    status = XQ_CLI_EXIT_BAD_INPUT;
  else if (argc != 1 || id <= 0)
    status = xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "member edit needs --member ID and what changes");
  else if (!xq_store_get_member (store, id, &m, &error))
    status = xq_cli_season_fail (error);
  else
    {
      apply_member_options (&o, &m);
      if (!xq_store_update_member (store, &m, &error))
        status = xq_cli_season_fail (error);
      else
        status = print_one ("member", id);
    }
  member_options_clear (&o);
  return status;
}

static int
member_list (XqStore *store,
             int      argc,
             char   **argv)
{
  g_autofree char *find = NULL;
  GOptionEntry     entries[] = {
        { "find", 0, 0, G_OPTION_ARG_STRING, &find, "Only members found by a part of the name or its pinyin (initials: zw)", "TEXT" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         members = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "member list takes [--find TEXT] only");
  members = xq_store_list_members (store, find, xq_lang_from_locale (), &error);
  if (members == NULL)
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "members");
  json_builder_begin_array (b);
  for (guint i = 0; i < members->len; i++)
    member_json (b, &g_array_index (members, XqMember, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
member_import (XqStore *store,
               int      argc,
               char   **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE.csv");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autofree char           *text = NULL;
  gsize                      length = 0;
  XqMemberImport             counts = { 0 };

  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "member import needs one CSV file");
  if (!g_file_get_contents (argv[1], &text, &length, &error))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s", error->message);
  if (!xq_store_import_members (store, text, length, &counts, &error))
    {
      g_autofree char *shown = g_filename_display_name (argv[1]);
      if (error->domain == XQ_STORE_ERROR && error->code == XQ_STORE_ERROR_INVALID)
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s: %s; nothing was imported", shown, error->message);
      return xq_cli_season_fail (error);
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "added");
  json_builder_add_int_value (b, counts.added);
  json_builder_set_member_name (b, "updated");
  json_builder_add_int_value (b, counts.updated);
  json_builder_set_member_name (b, "unchanged");
  json_builder_add_int_value (b, counts.unchanged);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
member_history (XqStore *store,
                int      argc,
                char   **argv)
{
  gint64       id = 0;
  GOptionEntry entries[] = {
    { "member", 0, 0, G_OPTION_ARG_INT64, &id, "Member", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         history = NULL;
  g_auto (XqMember)          m = { 0 };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 1 || id <= 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "member history needs --member ID");
  if (!xq_store_get_member (store, id, &m, &error) || (history = xq_store_member_history (store, id, &error)) == NULL)
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "member");
  json_builder_add_int_value (b, id);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, m.name);
  json_builder_set_member_name (b, "rating");
  json_builder_add_int_value (b, m.rating);
  json_builder_set_member_name (b, "history");
  json_builder_begin_array (b);
  for (guint i = 0; i < history->len; i++)
    {
      const XqRatingChange *c = &g_array_index (history, XqRatingChange, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "event");
      if (c->event_id > 0)
        json_builder_add_int_value (b, c->event_id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "event_name");
      json_builder_add_string_value (b, c->event_name);
      json_builder_set_member_name (b, "closed");
      json_builder_add_string_value (b, c->closed);
      json_builder_set_member_name (b, "method");
      json_builder_add_string_value (b, xq_rating_method_to_string (c->method));
      json_builder_set_member_name (b, "old");
      json_builder_add_int_value (b, c->old_rating);
      json_builder_set_member_name (b, "new");
      json_builder_add_int_value (b, c->new_rating);
      json_builder_set_member_name (b, "k");
      json_builder_add_int_value (b, c->k);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, c->games);
      json_builder_set_member_name (b, "score");
      json_builder_add_double_value (b, c->score / 2.0);
      json_builder_set_member_name (b, "performance");
      json_builder_add_int_value (b, c->performance);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static const struct
{
  const char *name;
  int (*func) (XqStore *, int, char **);
  XqStoreOpenFlags flags;
} member_actions[] = {
  { "add", member_add, XQ_STORE_OPEN_CREATE },
  { "edit", member_edit, XQ_STORE_OPEN_DEFAULT },
  { "list", member_list, XQ_STORE_OPEN_READ_ONLY },
  { "import", member_import, XQ_STORE_OPEN_CREATE },
  { "history", member_history, XQ_STORE_OPEN_READ_ONLY },
};

XqStoreOpenFlags
xq_cli_season_member_flags (int    argc,
                            char **argv)
{
  for (int i = 1; i < argc; i++)
    if (argv[i] != NULL && argv[i][0] != '-')
      {
        for (guint k = 0; k < G_N_ELEMENTS (member_actions); k++)
          if (g_str_equal (argv[i], member_actions[k].name))
            return member_actions[k].flags;
        break;
      }
  return XQ_STORE_OPEN_DEFAULT;
}

int
xq_cli_season_member (XqStore *store,
                      int      argc,
                      char   **argv)
{
  for (int i = 1; i < argc; i++)
    if (argv[i][0] != '-')
      {
        for (guint k = 0; k < G_N_ELEMENTS (member_actions); k++)
          if (g_str_equal (argv[i], member_actions[k].name))
            {
              /* The action's words without the action. */
              g_autoptr (GPtrArray) args = g_ptr_array_new ();
              for (int j = 0; j < argc; j++)
                if (j != i)
                  g_ptr_array_add (args, argv[j]);
              g_ptr_array_add (args, NULL);
              return member_actions[k].func (store, (int) args->len - 1, (char **) args->pdata);
            }
        break;
      }
  return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "member needs an action: add, edit, list, import or history");
}

int
xq_cli_season_enter_member (XqStore *store,
                            gint64   event_id,
                            gint64   team_id,
                            gint64   member_id)
{
  g_autoptr (GError) error = NULL;
  gint64             id = xq_store_enter_member (store, event_id, team_id, member_id, &error);

  if (id == 0)
    return xq_cli_season_fail (error);
  return print_one ("player", id);
}

/* ---- Ratings, closing ---------------------------------------------------------------------- */

static const char *
player_name (const XqEventData *data,
             gint64             player)
{
  for (guint i = 0; i < data->entries->len; i++)
    if (g_array_index (data->entries, XqEntry, i).player_id == player)
      return g_array_index (data->entries, XqEntry, i).name;
  {
    const XqPlayer *p = xq_event_data_find_player (data, player);
    return p != NULL ? p->name : "";
  }
}

static void
rating_json (JsonBuilder          *b,
             const XqEventData    *data,
             const XqPlayerRating *r)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, r->player_id);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, player_name (data, r->player_id));
  json_builder_set_member_name (b, "rating");
  json_builder_add_int_value (b, r->rating);
  json_builder_set_member_name (b, "k");
  json_builder_add_int_value (b, r->k);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, r->games);
  json_builder_set_member_name (b, "score");
  json_builder_add_double_value (b, r->score / 2.0);
  /* ΣPD to the hundredth, as the tables give it (a string keeps it exact). */
  json_builder_set_member_name (b, "expected");
  {
    g_autofree char *expected = g_strdup_printf ("%d.%02d", r->expected / 100, r->expected % 100);
    json_builder_add_string_value (b, expected);
  }
  json_builder_set_member_name (b, "change");
  json_builder_add_int_value (b, r->change);
  json_builder_set_member_name (b, "new_rating");
  json_builder_add_int_value (b, r->new_rating);
  json_builder_set_member_name (b, "performance");
  if (r->performance > 0)
    json_builder_add_int_value (b, r->performance);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "opponents_average");
  if (r->opponents_average > 0)
    json_builder_add_int_value (b, r->opponents_average);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

int
xq_cli_season_ratings (XqStore *store,
                       int      argc,
                       char   **argv)
{
  gint64       event_id = 0;
  int          round = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round, "After this round (default: all)", "R" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (XqEventData)    data = NULL;
  g_autoptr (GArray)         ratings = NULL;
  const XqEventSeason       *s;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 1 || event_id <= 0 || round < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "ratings needs --event ID [--round R]");
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return xq_cli_season_fail (error);
  if ((guint) round > data->n_rounds)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "event %lld has no round %d", (long long) event_id, round);
  s = &data->event.season;
  ratings = xq_event_ratings_of_event (data, (guint) round);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "method");
  json_builder_add_string_value (b, xq_rating_method_to_string (s->rating_method));
  if (s->rating_method == XQ_RATING_CLUB)
    {
      json_builder_set_member_name (b, "k");
      json_builder_add_int_value (b, s->rating_k);
    }
  json_builder_set_member_name (b, "per_round");
  json_builder_add_boolean_value (b, s->rating_per_round);
  json_builder_set_member_name (b, "closed");
  if (s->closed != NULL)
    json_builder_add_string_value (b, s->closed);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "ratings");
  json_builder_begin_array (b);
  for (guint i = 0; i < ratings->len; i++)
    rating_json (b, data, &g_array_index (ratings, XqPlayerRating, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_season_close (XqStore *store,
                     int      argc,
                     char   **argv)
{
  gint64       event_id = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (GArray)         changes = NULL;
  g_autoptr (XqEventData)    data = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 1 || event_id <= 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "close needs --event ID");
  if (!xq_store_close_event (store, event_id, &changes, &error))
    return xq_cli_season_fail (error);
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return xq_cli_season_fail (error);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "event");
  json_builder_add_int_value (b, event_id);
  json_builder_set_member_name (b, "closed");
  json_builder_add_string_value (b, data->event.season.closed);
  json_builder_set_member_name (b, "method");
  json_builder_add_string_value (b, xq_rating_method_to_string (data->event.season.rating_method));
  json_builder_set_member_name (b, "ratings");
  json_builder_begin_array (b);
  for (guint i = 0; i < changes->len; i++)
    rating_json (b, data, &g_array_index (changes, XqPlayerRating, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

/* ---- Report fields, prizes ----------------------------------------------------------------- */

static void
details_json (JsonBuilder       *b,
              const XqEventData *data)
{
  const XqEventSeason *s = &data->event.season;
  const struct
  {
    const char *name, *value;
  } fields[] = {
    { "city", s->city },
    { "federation", s->federation },
    { "start", s->start_date },
    { "end", s->end_date },
    { "arbiter", s->chief_arbiter },
    { "deputies", s->deputy_arbiters },
    { "time_control", s->time_control },
    { "prize_split", xq_prize_split_to_string (s->prize_split) },
  };

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "event");
  json_builder_add_int_value (b, data->event.id);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      json_builder_set_member_name (b, fields[i].name);
      json_builder_add_string_value (b, fields[i].value != NULL ? fields[i].value : "");
    }
  json_builder_set_member_name (b, "round_dates");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->round_dates->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (s->round_dates, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
}

int
xq_cli_season_details (XqStore *store,
                       int      argc,
                       char   **argv)
{
  gint64           event_id = 0;
  int              round = 0;
  g_autofree char *city = NULL, *federation = NULL, *start = NULL, *end = NULL, *arbiter = NULL;
  g_autofree char *deputies = NULL, *tc = NULL, *split = NULL, *date = NULL;
  GOptionEntry     entries[] = {
        { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
        { "city", 0, 0, G_OPTION_ARG_STRING, &city, "City", "C" },
        { "federation", 0, 0, G_OPTION_ARG_STRING, &federation, "FIDE federation code of the organiser", "F" },
        { "start", 0, 0, G_OPTION_ARG_STRING, &start, "First day (YYYY-MM-DD)", "DATE" },
        { "end", 0, 0, G_OPTION_ARG_STRING, &end, "Last day (YYYY-MM-DD)", "DATE" },
        { "arbiter", 0, 0, G_OPTION_ARG_STRING, &arbiter, "Chief arbiter", "NAME" },
        { "deputies", 0, 0, G_OPTION_ARG_STRING, &deputies, "Deputy arbiters, separated by ;", "NAMES" },
        { "time-control", 0, 0, G_OPTION_ARG_STRING, &tc, "Time control (90'+30\")", "TEXT" },
        { "prize-split", 0, 0, G_OPTION_ARG_STRING, &split, "How players level share prizes: ranking, points or hort", "S" },
        { "round", 0, 0, G_OPTION_ARG_INT, &round, "With --date: the round", "R" },
        { "date", 0, 0, G_OPTION_ARG_STRING, &date, "With --round: the day it was played (YYYY-MM-DD)", "DATE" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (XqEventData)    data = NULL;
  gboolean                   change;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 1 || event_id <= 0 || (round > 0) != (date != NULL) || round < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "details needs --event ID, and --round R with --date DATE together");
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return xq_cli_season_fail (error);
  change = city != NULL || federation != NULL || start != NULL || end != NULL || arbiter != NULL || deputies != NULL ||
           tc != NULL || split != NULL;
  if (change)
    {
      XqEventSeason *s = &data->event.season;
#define SET(field, value)          \
  if ((value) != NULL)             \
    {                              \
      g_free (s->field);           \
      s->field = g_strdup (value); \
    }
      SET (city, city);
      SET (federation, federation);
      SET (start_date, start);
      SET (end_date, end);
      SET (chief_arbiter, arbiter);
      SET (deputy_arbiters, deputies);
      SET (time_control, tc);
#undef SET
      if (split != NULL && !xq_prize_split_from_string (split, &s->prize_split))
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--prize-split must be ranking, points or hort");
      if (!xq_store_set_report (store, event_id, s, &error))
        return xq_cli_season_fail (error);
    }
  if (date != NULL && !xq_store_set_round_date (store, event_id, (guint) round, date, &error))
    return xq_cli_season_fail (error);
  if (change || date != NULL)
    {
      xq_event_data_free (g_steal_pointer (&data));
      data = xq_store_load_event (store, event_id, &error);
      if (data == NULL)
        return xq_cli_season_fail (error);
    }
  details_json (b, data);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

/* "1:1000,2:600,3:300:奖杯" into prizes; FALSE when it is not that. */
static gboolean
parse_prizes (const char *text,
              GArray     *out)
{
  g_auto (GStrv) items = g_strsplit (text, ",", 200);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto (GStrv) parts = g_strsplit (items[i], ":", 3);
      char          *end = NULL;
      XqPrize        p = { 0 };
      gint64         v;

      if (parts[0] == NULL || parts[1] == NULL)
        return FALSE;
      v = g_ascii_strtoll (g_strstrip (parts[0]), &end, 10);
      if (*end != '\0' || v < 1 || v > 999)
        return FALSE;
      p.place = (guint) v;
      v = g_ascii_strtoll (g_strstrip (parts[1]), &end, 10);
      if (*end != '\0' || v < 0 || v > G_GINT64_CONSTANT (1000000000000))
        return FALSE;
      p.amount = v;
      p.label = g_strdup (parts[2] != NULL ? g_strstrip (parts[2]) : "");
      p.category = g_strdup ("");
      g_array_append_val (out, p);
    }
  return out->len > 0;
}

static void
clear_prize (gpointer p)
{
  g_free (((XqPrize *) p)->category);
  g_free (((XqPrize *) p)->label);
}

int
xq_cli_season_prizes (XqStore *store,
                      int      argc,
                      char   **argv)
{
  gint64           event_id = 0;
  int              born_from = 0, born_to = 0, below = 0;
  gboolean         remove = FALSE;
  g_autofree char *set = NULL, *category = NULL, *sex = NULL, *club = NULL;
  GOptionEntry     entries[] = {
        { "event", 0, 0, G_OPTION_ARG_INT64, &event_id, "Event", "ID" },
        { "set", 0, 0, G_OPTION_ARG_STRING, &set, "The prizes: PLACE:AMOUNT[:LABEL],… (1:1000,2:600,3:300:Trophy)", "LIST" },
        { "category", 0, 0, G_OPTION_ARG_STRING, &category, "The prizes of a category (default: by place)", "NAME" },
        { "sex", 0, 0, G_OPTION_ARG_STRING, &sex, "Category: m or w", "S" },
        { "born-from", 0, 0, G_OPTION_ARG_INT, &born_from, "Category: born in this year or later", "YEAR" },
        { "born-to", 0, 0, G_OPTION_ARG_INT, &born_to, "Category: born in this year or earlier", "YEAR" },
        { "rating-below", 0, 0, G_OPTION_ARG_INT, &below, "Category: rated under this", "R" },
        { "club", 0, 0, G_OPTION_ARG_STRING, &club, "Category: of this club", "C" },
        { "remove", 0, 0, G_OPTION_ARG_NONE, &remove, "Remove the prizes (and the category)", NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GError)         error = NULL;
  g_autoptr (XqEventData)    data = NULL;
  g_autoptr (XqStandings)    st = NULL;
  g_autoptr (GArray)         awards = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 1 || event_id <= 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "prizes needs --event ID [--set LIST | --remove] [--category NAME …]");
  if ((sex != NULL || born_from || born_to || below || club != NULL) && category == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--sex, --born-from, --born-to, --rating-below and --club describe a --category");
  if (sex != NULL && !g_str_equal (sex, "m") && !g_str_equal (sex, "w"))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--sex must be m or w");
  if (born_from < 0 || born_to < 0 || below < 0 || (set != NULL && remove))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "years and ratings are 0 or more; --set or --remove, not both");
  if (set != NULL || remove)
    {
      g_autoptr (GArray) prizes = g_array_new (FALSE, TRUE, sizeof (XqPrize));
      XqPrizeCategory    c = { category, sex != NULL ? sex : (char *) "", born_from, born_to, below, club != NULL ? club : (char *) "" };

      g_array_set_clear_func (prizes, clear_prize);
      if (set != NULL && !parse_prizes (set, prizes))
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--set must be PLACE:AMOUNT[:LABEL],… with whole numbers (1:1000,2:600)");
      if (!xq_store_set_prizes (store, event_id, category != NULL ? &c : NULL, (XqPrize *) prizes->data, prizes->len, &error))
        return xq_cli_season_fail (error);
    }
  data = xq_store_load_event (store, event_id, &error);
  if (data == NULL)
    return xq_cli_season_fail (error);
  st = xq_standings_compute (data, NULL);
  awards = xq_prizes_award (data, st);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "split");
  json_builder_add_string_value (b, xq_prize_split_to_string (data->event.season.prize_split));
  json_builder_set_member_name (b, "prizes");
  json_builder_begin_array (b);
  for (guint i = 0; i < awards->len; i++)
    {
      const XqPrizeAward *a = &g_array_index (awards, XqPrizeAward, i);
      const XqEntry      *e = a->entry != 0 ? xq_event_data_find_entry (data, a->entry) : NULL;
      g_autofree char    *money = xq_prizes_money_text (a->cents);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "category");
      json_builder_add_string_value (b, a->category);
      json_builder_set_member_name (b, "place");
      json_builder_add_int_value (b, a->place);
      json_builder_set_member_name (b, "amount");
      json_builder_add_int_value (b, a->amount);
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, a->label);
      json_builder_set_member_name (b, "player");
      if (e != NULL && e->members == NULL)
        json_builder_add_int_value (b, e->player_id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "name");
      if (e != NULL)
        json_builder_add_string_value (b, e->name);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "receives");
      json_builder_add_string_value (b, money);
      if (a->shared_from != a->shared_to)
        {
          json_builder_set_member_name (b, "shared");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, a->shared_from);
          json_builder_add_int_value (b, a->shared_to);
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}
