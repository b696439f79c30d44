/* xq-pgn-index.h: the games of a PGN file, listed by their tags and read when asked for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-encoding.h"
#include "xq-game.h"
#include "xq-record-warning.h"

G_BEGIN_DECLS

/* Opening a PGN file only finds where each game starts and reads its tag pairs, so that a
 * collection of thousands of games lists at once; the moves of a game are parsed by
 * xq_pgn_index_load_game(). The text is kept (as the GBytes given) for that. */
typedef struct _XqPgnIndex XqPgnIndex;

/* Detects the encoding (UTF-8 with or without BOM, UTF-16 with BOM, GB18030/GBK, Big5) and
 * indexes @bytes. Never fails on PGN syntax (that is found when a game is loaded); an empty
 * text gives an index of no games.
 * Returns: (transfer full) */
XqPgnIndex *xq_pgn_index_new (GBytes *bytes) G_GNUC_WARN_UNUSED_RESULT;
/* Returns: (transfer full): a copy sharing the text. */
XqPgnIndex *xq_pgn_index_copy (const XqPgnIndex *self) G_GNUC_WARN_UNUSED_RESULT;
void        xq_pgn_index_free (XqPgnIndex *self);

XqEncoding  xq_pgn_index_get_encoding (const XqPgnIndex *self);
guint       xq_pgn_index_get_n_games (const XqPgnIndex *self);
/* The line of the file where game @game starts. */
int xq_pgn_index_get_line (const XqPgnIndex *self,
                           guint             game);

/* The tag pairs of game @game as written (FEN and Format included), values in UTF-8.
 * Returns: (transfer none) (nullable): the value of tag @name (any case). */
const char *xq_pgn_index_get_tag (const XqPgnIndex *self,
                                  guint             game,
                                  const char       *name);
guint       xq_pgn_index_get_n_tags (const XqPgnIndex *self,
                                     guint             game);
/* Returns: (transfer none) */
const char *xq_pgn_index_get_tag_name (const XqPgnIndex *self,
                                       guint             game,
                                       guint             index);
/* Returns: (transfer none) */
const char *xq_pgn_index_get_tag_value (const XqPgnIndex *self,
                                        guint             game,
                                        guint             index);

/* For writing a file's games in place (xq-pgn-edit.c). The text scanned (the file itself, or its
 * UTF-8 form for UTF-16) and, within it, where game @game's own text lies: from the start of its
 * line to the end of its result (or of a comment right after it) or of its last move, blanks
 * after it left out. What lies between games (blank lines, a writer's trailer) is no game's. */
GBytes *xq_pgn_index_get_scanned (const XqPgnIndex *self,
                                  gsize            *start);
void    xq_pgn_index_get_span (const XqPgnIndex *self,
                               guint             game,
                               gsize            *begin,
                               gsize            *end);
/* Where game @game's movetext starts in the scanned text, or G_MAXSIZE when it has none. */
gsize xq_pgn_index_get_moves_offset (const XqPgnIndex *self,
                                     guint             game);
/* The file's bytes as given to xq_pgn_index_new(). */
GBytes *xq_pgn_index_get_file_bytes (const XqPgnIndex *self);

/* Parses game @game (see xq_pgn_read_game()); places are the lines of the file.
 *
 * Strict when @warnings is NULL: any problem is an error ("Line L, column C: …"). Lenient
 * otherwise: a tag that cannot be read is skipped, and the moves are read up to the first
 * problem (that line marked cut, xq_game_node_get_cut()); each skipped part is appended to
 * @warnings (element-type XqRecordWarning, game numbers 1-based). NULL, with one more warning
 * and @error set, only when no move can be read (the FEN tag is not a valid position).
 * Returns: (transfer full) (nullable) */
XqGame *xq_pgn_index_load_game (const XqPgnIndex *self,
                                guint             game,
                                GPtrArray        *warnings,
                                GError          **error) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqPgnIndex, xq_pgn_index_free)

G_END_DECLS
