/* xq-cli-perft.c: qili-cli perft [--fen FEN] [--divide] DEPTH
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include <stdlib.h>

#include "xq-cli.h"

#define MAX_DEPTH 12

static void
divide_cb (XqMove   move,
           guint64  nodes,
           gpointer user_data)
{
  JsonBuilder *b = user_data;
  char         iccs[5];

  xq_move_to_iccs (move, iccs);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "move");
  json_builder_add_string_value (b, iccs);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, (gint64) nodes);
  json_builder_end_object (b);
}

int
xq_cli_perft (int    argc,
              char **argv)
{
  g_autofree char *fen = NULL;
  gboolean         divide = FALSE;
  GOptionEntry     entries[] = {
        { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Start from this position", "FEN" },
        { "divide", 0, 0, G_OPTION_ARG_NONE, &divide, "Count below each root move", NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("DEPTH");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  XqPosition                 pos;
  char                      *end = NULL;
  long                       depth;
  gint64                     start;
  double                     seconds;
  guint64                    nodes;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "perft needs exactly one DEPTH");
  depth = strtol (argv[1], &end, 10);
  if (end == argv[1] || *end != '\0' || depth < 0 || depth > MAX_DEPTH)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "DEPTH must be a number from 0 to %d", MAX_DEPTH);
  if (!xq_cli_position (fen, &pos))
    return XQ_CLI_EXIT_BAD_INPUT;

  json_builder_begin_object (b);
  if (divide)
    {
      json_builder_set_member_name (b, "divide");
      json_builder_begin_array (b);
    }
  start = g_get_monotonic_time ();
  nodes = divide ? xq_perft_divide (&pos, (int) depth, divide_cb, b) : xq_perft (&pos, (int) depth);
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  if (divide)
    json_builder_end_array (b);

  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, depth);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, (gint64) nodes);
  json_builder_set_member_name (b, "seconds");
  json_builder_add_double_value (b, seconds);
  json_builder_set_member_name (b, "nodes_per_second");
  json_builder_add_double_value (b, seconds > 0 ? (double) nodes / seconds : 0.0);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}
