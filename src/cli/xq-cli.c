/* xq-cli.c: shared helpers of the qili-cli subcommands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli.h"

#include <stdio.h>
#include <string.h>

#include "xq-records.h"
#include "xq-text.h"

int
xq_cli_error (int         status,
              const char *format,
              ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* One line, whatever the message holds. */
  g_strdelimit (message, "\r\n", ' ');
  fprintf (stderr, "qili-cli: %s\n", message);
  return status;
}

char *
xq_cli_json_line (JsonNode *node)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autofree char          *text = NULL;
  GString                  *line;

  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  json_node_unref (node);
  /* json-glib 1.6 leaves U+001F unescaped; a generator that does not pretty-print writes no
   * control character outside strings, and UTF-8 has no such byte inside a character, so any
   * one left is escaped here. */
  line = g_string_sized_new (strlen (text) + 1);
  for (const char *p = text; *p;)
    {
      const char *q = p;
      while ((guchar) *q >= 0x20)
        q++;
      g_string_append_len (line, p, q - p);
      if (*q != '\0')
        g_string_append_printf (line, "\\u%04x", (guchar) *q++);
      p = q;
    }
  g_string_append_c (line, '\n');
  return g_string_free (line, FALSE);
}

void
xq_cli_print (JsonNode *node)
{
  g_autofree char *line = xq_cli_json_line (node);

  fputs (line, stdout);
  fflush (stdout);
}

void
xq_cli_add_explanation (JsonBuilder *b,
                        const char  *en,
                        const char  *zh_cn)
{
  json_builder_set_member_name (b, "explanation");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "en");
  json_builder_add_string_value (b, en);
  json_builder_set_member_name (b, "zh_CN");
  json_builder_add_string_value (b, zh_cn);
  json_builder_end_object (b);
}

void
xq_cli_add_string_or_null (JsonBuilder *b,
                           const char  *name,
                           const char  *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

void
xq_cli_add_move (JsonBuilder      *b,
                 const XqPosition *pos,
                 XqMove            move)
{
  const XqNotation notations[] = { XQ_NOTATION_ICCS, XQ_NOTATION_CHINESE, XQ_NOTATION_WXF };
  const char      *names[] = { "iccs", "chinese", "wxf" };

  json_builder_begin_object (b);
  for (guint n = 0; n < G_N_ELEMENTS (notations); n++)
    {
      char text[XQ_NOTATION_MAX_SIZE];

      xq_notation_write (pos, move, notations[n], XQ_NOTATION_STYLE_DEFAULT, text);
      json_builder_set_member_name (b, names[n]);
      json_builder_add_string_value (b, text);
    }
  json_builder_end_object (b);
}

gboolean
xq_cli_parse (GOptionContext *context,
              int            *argc,
              char         ***argv)
{
  g_autoptr (GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
xq_cli_position (const char *fen,
                 XqPosition *pos)
{
  XqPositionProblem problem;

  if (fen == NULL)
    {
      xq_position_init_start (pos);
      return TRUE;
    }
  if (!g_utf8_validate (fen, -1, NULL))
    {
      xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "bad FEN: not UTF-8 text");
      return FALSE;
    }
  /* Composed diagrams sometimes put a pawn or an elephant where none can get; the rules still
   * apply, so such a position is judged, with a warning. */
  if (!xq_position_from_fen_flags (pos, fen, XQ_FEN_ALLOW_UNREACHABLE, &problem))
    {
      g_autofree char *why = xq_text_position_problem (XQ_LANG_EN, &problem);
      xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "bad FEN: %s", why);
      return FALSE;
    }
  if (problem.code != XQ_POSITION_OK)
    {
      g_autofree char *why = xq_text_position_problem (XQ_LANG_EN, &problem);
      xq_cli_error (XQ_CLI_EXIT_OK, "warning: %s", why);
    }
  return TRUE;
}

gboolean
xq_cli_play (XqPosition *pos,
             char      **argv,
             int         argc,
             GArray     *moves)
{
  for (int i = 0; i < argc; i++)
    {
      XqMove        move;
      XqMoveProblem problem;

      if (!g_utf8_validate (argv[i], -1, NULL) || !xq_move_from_iccs (argv[i], &move))
        {
          xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "move %d: '%s' is not an ICCS move such as h2e2",
                        i + 1, g_utf8_validate (argv[i], -1, NULL) ? argv[i] : "?");
          return FALSE;
        }
      problem = xq_position_check_move (pos, move);
      if (problem != XQ_MOVE_OK)
        {
          xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "move %d: %s is illegal: %s", i + 1, argv[i],
                        xq_text_move_problem (XQ_LANG_EN, problem));
          return FALSE;
        }
      {
        XqUndo undo;
        xq_position_make (pos, move, &undo);
      }
      if (moves)
        g_array_append_val (moves, move);
    }
  return TRUE;
}

int
xq_cli_save_output (const char *path,
                    GBytes     *bytes)
{
  g_autoptr (GError) error = NULL;
  g_autofree char   *backup = xq_record_backup_path (path);
  const char        *shown = g_utf8_validate (path, -1, NULL) ? path : "OUTPUT";

  if (!xq_record_save (path, bytes, NULL, backup, &error))
    return xq_cli_error (XQ_CLI_EXIT_FAILURE, "%s: %s", shown, error->message);
  return XQ_CLI_EXIT_OK;
}
