/* xq-record-tree.h: game trees stored in pre-order with "next" and "variation" flags (XQF, CBR)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* One move record as a binary format stores it. */
typedef struct
{
  XqMove   move;
  gboolean next;      /* its first continuation follows */
  gboolean variation; /* after its subtree comes an alternative to it */
  gsize    comment_offset;
  gsize    comment_len;
  gsize    end;       /* offset after the record and its comment */
  gboolean off_board; /* from or to is no point: the move is damaged, the structure is not */
} XqTreeRecord;

/* A comment of the tree, left in the file to be converted once its encoding is known. */
typedef struct
{
  XqGameNode *node;
  gsize       offset;
  gsize       len;
} XqTreeComment;

/* Reads record @number at @offset; FALSE (with @error, nullable) when the file ends or breaks
 * inside it (then nothing after it can be read). */
typedef gboolean (*XqTreeReadFunc) (gconstpointer source,
                                    gsize         offset,
                                    int           number,
                                    XqTreeRecord *r,
                                    GError      **error);

/* Reads the records after the root's (whose "next" flag was set) from @offset into @game, @pos
 * being its start position, appending the comments found to @comments (of XqTreeComment).
 * Strict when @warnings is NULL: the first problem is an error ("Byte offset …"). Lenient
 * otherwise: an illegal or damaged move is skipped with its subtree and the other branches are
 * read; a record the file breaks inside ends the reading and keeps the tree read so far; each
 * is one warning of game @game with its byte offset. */
gboolean xq_record_tree_read (XqGame        *game,
                              XqPosition    *pos,
                              gsize          offset,
                              XqTreeReadFunc read,
                              gconstpointer  source,
                              guint          game_number,
                              GArray        *comments,
                              GPtrArray     *warnings,
                              GError       **error);

/* Sets an error in XQ_RECORD_ERROR whose message starts "Byte offset B (0xB): ". */
gboolean xq_record_tree_fail (GError    **error,
                              int         code,
                              gsize       offset,
                              const char *format,
                              ...) G_GNUC_PRINTF (4, 5);

/* The first @needle in @data[0..len), or NULL (memmem without _GNU_SOURCE). */
const guint8 *xq_record_find_bytes (const guint8 *data,
                                    gsize         len,
                                    const char   *needle,
                                    gsize         needle_len);

G_END_DECLS
