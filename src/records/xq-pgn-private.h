/* xq-pgn-private.h: the parser of one PGN game, shared by the index and the FEN-file reader
 *
 * The index (xq-pgn-index.c) owns scanning: it finds the games of a file, reads their tag
 * pairs and the comments before their moves, and hands each game's movetext to the parser
 * (xq-pgn-reader.c), which reads one game and knows nothing of files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-pgn.h"

G_BEGIN_DECLS

/* A tag pair as the index read it (value in UTF-8), and where its value starts. */
typedef struct
{
  const char *name;
  const char *value;
  int         line;
  int         column;
} XqPgnTag;

/* The first problem in a game's movetext, where reading stopped (what == NULL: none). */
typedef struct
{
  int   code; /* XqRecordError */
  int   line;
  int   column;
  char *what; /* (transfer full) */
} XqPgnProblem;

/* Reads one game: @tags (the FEN tag gives the start position; FEN and Format are not kept),
 * @intro (nullable: the comment before the moves) and the movetext in @text[0..len) (UTF-8, no
 * NULs), which starts at @line and @column of its file. Reading stops at the first problem:
 * the game is kept up to it (the line marked cut there, xq_game_node_get_cut()) and @problem
 * says what and where. Returns NULL (with @problem set) only when the FEN tag is not a valid
 * position, so that no move can be read. */
XqGame *xq_pgn_parse_game (const XqPgnTag *tags,
                           guint           n_tags,
                           const char     *intro,
                           const char     *text,
                           gsize           len,
                           int             line,
                           int             column,
                           XqPgnProblem   *problem) G_GNUC_WARN_UNUSED_RESULT;

/* Parses movetext only (moves, comments, variations, NAGs, result) and adds it to @game;
 * strict: any problem is an error ("Line L, column C: …"). */
gboolean xq_pgn_parse_movetext (XqGame     *game,
                                const char *text,
                                gsize       len,
                                int         line,
                                int         column,
                                GError    **error);

/* As xq_pgn_parse_movetext(), leniently: what can be read is added to @game, reading stops at
 * the first problem (the line marked cut there) and @problem says what and where. Returns
 * FALSE when it stopped at a problem. */
gboolean xq_pgn_read_movetext (XqGame       *game,
                               const char   *text,
                               gsize         len,
                               int           line,
                               int           column,
                               XqPgnProblem *problem);

/* Result strings of PGN: "1-0", "0-1", "1/2-1/2" or "*"; NULL for anything else.
 * Accepts full-width forms and the Chinese words (红胜, 黑胜, 和棋, …). */
const char *xq_pgn_result_from_text (const char *text,
                                     gssize      len);

G_END_DECLS
