/* xq-cli.h: shared helpers of the qili-cli subcommands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "xq-rules.h"

G_BEGIN_DECLS

/* Exit statuses of the DESIGN.md contract. */
#define XQ_CLI_EXIT_OK        0
#define XQ_CLI_EXIT_FAILURE   1
#define XQ_CLI_EXIT_BAD_INPUT 2
/* A file read in part: what was read is on stdout, each skipped part a warning on stderr. */
#define XQ_CLI_EXIT_PARTIAL 3

typedef int (*XqCliCommandFunc) (int    argc,
                                 char **argv);

/* Prints "qili-cli: <message>" as one line on stderr and returns @status. */
int xq_cli_error (int         status,
                  const char *format,
                  ...) G_GNUC_PRINTF (2, 3);
/* Writes @node as JSON and a newline on stdout and frees it. */
void xq_cli_print (JsonNode *node);
/* --output FILE: @bytes replace @path atomically, its previous version kept in
 * $XDG_DATA_HOME/qili/backups (xq_record_save()); the exit status, the error said. */
int xq_cli_save_output (const char *path,
                        GBytes     *bytes);
/* @node as the line xq_cli_print() writes (newline included), and frees it.
 * Returns: (transfer full) */
char *xq_cli_json_line (JsonNode *node) G_GNUC_WARN_UNUSED_RESULT;
/* Adds "explanation": {"en": …, "zh_CN": …} to the object being built. */
void xq_cli_add_explanation (JsonBuilder *b,
                             const char  *en,
                             const char  *zh_cn);
/* Adds member @name: @value, or null. */
void xq_cli_add_string_or_null (JsonBuilder *b,
                                const char  *name,
                                const char  *value);
/* Adds a move's {"iccs","chinese","wxf"} (@move legal in @pos). */
void xq_cli_add_move (JsonBuilder      *b,
                      const XqPosition *pos,
                      XqMove            move);
/* Parses options of a subcommand; on error prints it and returns FALSE. */
gboolean xq_cli_parse (GOptionContext *context,
                       int            *argc,
                       char         ***argv);
/* Reads --fen (NULL = start position); on error prints the reason and returns FALSE. */
gboolean xq_cli_position (const char *fen,
                          XqPosition *pos);
/* Plays ICCS moves from argv (in order) on @pos, noting each move in @moves (nullable);
 * on error prints which move and why and returns FALSE. */
gboolean xq_cli_play (XqPosition *pos,
                      char      **argv,
                      int         argc,
                      GArray     *moves);

int      xq_cli_perft (int    argc,
                       char **argv);
int      xq_cli_moves (int    argc,
                       char **argv);
/* Reads --rules (NULL = cxa); on error prints it and returns FALSE. */
gboolean xq_cli_profile (const char *name,
                         XqProfile  *profile);
int      xq_cli_classify (int    argc,
                          char **argv);
int      xq_cli_protected (int    argc,
                           char **argv);
int      xq_cli_judge (int    argc,
                       char **argv);
int      xq_cli_tournament (int    argc,
                            char **argv);
int      xq_cli_library (int    argc,
                         char **argv);
int      xq_cli_convert (int    argc,
                         char **argv);
int      xq_cli_review (int    argc,
                        char **argv);
int      xq_cli_analyse (int    argc,
                         char **argv);

G_END_DECLS
