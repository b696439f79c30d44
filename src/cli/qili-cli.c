/* qili-cli.c: the command-line face of the rules, records and store layers
 *
 * All output is JSON on stdout; errors are one line "qili-cli: <message>" on stderr with exit
 * status 2 for bad input and 1 for other failures (DESIGN.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include <locale.h>
#include <stdio.h>

#include "xq-cli.h"

typedef struct
{
  const char      *name;
  XqCliCommandFunc func;
  const char      *usage;
} Command;

static const Command commands[] = {
  { "perft", xq_cli_perft, "perft [--fen FEN] [--divide] DEPTH" },
  { "moves", xq_cli_moves, "moves [--fen FEN]" },
  { "classify", xq_cli_classify, "classify [--rules cxa|axf|1957] [--fen FEN] MOVE…" },
  { "protected", xq_cli_protected, "protected [--fen FEN] CAPTURE" },
  { "judge", xq_cli_judge, "judge [--rules cxa|axf|1957] [--fen FEN] [--move-limit N --from-ply P] MOVE…" },
  { "tournament", xq_cli_tournament,
    "tournament [--db FILE] create|add-player|import-players|pair|result|undo|withdraw|standings|export|check|generate …" },
  { "library", xq_cli_library, "library [--topic TOPIC | --show ID | --check [--verbose] | --quiz]" },
  { "convert", xq_cli_convert,
    "convert [--to pgn|fen|xqf|json] [--notation chinese|wxf|iccs|san|winboard] [--game N] [--output FILE] FILE…" },
  { "review", xq_cli_review, "review [--rules cxa|axf|1957] [--summary] FILE…" },
  { "analyse", xq_cli_analyse,
    "analyse [--engine PATH] [--rules cxa|axf|1957] [--fen FEN] [--depth N | --movetime MS] [--lines N] [--hash MB] "
    "[--threads N] [MOVE…]" },
  { "analyse", xq_cli_analyse,
    "analyse --review FILE [--game N] [--rules cxa|axf|1957] [--engine PATH] [--depth N | --movetime MS]" },
};

static int
usage (FILE *out)
{
  fprintf (out, "Usage: qili-cli COMMAND [OPTIONS…]\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  qili-cli %s\n", commands[i].usage);
  return out == stdout ? XQ_CLI_EXIT_OK : XQ_CLI_EXIT_BAD_INPUT;
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");

  if (argc < 2)
    return usage (stderr);
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    return usage (stdout);
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("qili-cli %s\n", PACKAGE_VERSION);
      return XQ_CLI_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].func (argc - 1, argv + 1);
  return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "unknown command '%s' (try qili-cli --help)",
                       g_utf8_validate (argv[1], -1, NULL) ? argv[1] : "?");
}
