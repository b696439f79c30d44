/* xq-cli-moves.c: qili-cli moves [--fen FEN]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli.h"

int
xq_cli_moves (int    argc,
              char **argv)
{
  g_autofree char *fen = NULL;
  GOptionEntry     entries[] = {
        { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Position to list the legal moves of", "FEN" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  XqPosition                 pos;
  XqMoveList                 list;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "moves takes no arguments besides --fen");
  if (!xq_cli_position (fen, &pos))
    return XQ_CLI_EXIT_BAD_INPUT;

  xq_generate_legal (&pos, &list);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < list.n; i++)
    {
      g_autofree char *iccs = xq_notation_format (&pos, list.moves[i], XQ_NOTATION_ICCS);
      g_autofree char *wxf = xq_notation_format (&pos, list.moves[i], XQ_NOTATION_WXF);
      g_autofree char *chinese = xq_notation_format (&pos, list.moves[i], XQ_NOTATION_CHINESE);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "iccs");
      json_builder_add_string_value (b, iccs);
      json_builder_set_member_name (b, "wxf");
      json_builder_add_string_value (b, wxf);
      json_builder_set_member_name (b, "chinese");
      json_builder_add_string_value (b, chinese);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}
