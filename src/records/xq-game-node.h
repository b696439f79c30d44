/* xq-game-node.h: one move of a game tree, with its comments, NAGs and continuations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-rules.h"

G_BEGIN_DECLS

/* A node stands for the position after its move; the root (no move) for the start position.
 * Its children are the moves played from there: the first child continues the line, the others
 * are variations, in order. Nodes belong to their XqGame and live until it is freed or the node
 * is deleted (xq_game_delete_node()). */
typedef struct _XqGameNode XqGameNode;

/* Numeric Annotation Glyphs that have a short form in movetext ("!", "?", …). */
typedef enum {
  XQ_NAG_NONE = 0,
  XQ_NAG_GOOD = 1,        /* ! */
  XQ_NAG_MISTAKE = 2,     /* ? */
  XQ_NAG_BRILLIANT = 3,   /* !! */
  XQ_NAG_BLUNDER = 4,     /* ?? */
  XQ_NAG_INTERESTING = 5, /* !? */
  XQ_NAG_DUBIOUS = 6,     /* ?! */
} XqNag;

XqGameNode *xq_game_node_get_parent (const XqGameNode *self);
/* The main continuation (first child), or NULL at the end of a line. */
XqGameNode *xq_game_node_get_next (const XqGameNode *self);
/* The next alternative to this move (the next child of the parent), or NULL. */
XqGameNode *xq_game_node_get_next_sibling (const XqGameNode *self);
guint       xq_game_node_get_n_children (const XqGameNode *self);
/* Returns: (transfer none) (nullable): child @index (0 = main continuation). */
XqGameNode *xq_game_node_get_child (const XqGameNode *self,
                                    guint             index);
/* Returns: (transfer none) (nullable): the child reached by @move. */
XqGameNode *xq_game_node_find_child (const XqGameNode *self,
                                     XqMove            move);
/* The position of @self among its parent's children (0 = main continuation); 0 for the root. */
guint xq_game_node_get_index (const XqGameNode *self);
/* The last node of the line that starts at @self and follows first children. */
XqGameNode *xq_game_node_get_line_end (const XqGameNode *self);

/* XQ_MOVE_NONE for the root. */
XqMove xq_game_node_get_move (const XqGameNode *self);
/* Plies from the start position (0 for the root). */
guint    xq_game_node_get_ply (const XqGameNode *self);
gboolean xq_game_node_is_root (const XqGameNode *self);
/* TRUE when every node from the root to @self is a first child. */
gboolean xq_game_node_is_main_line (const XqGameNode *self);

/* The comment after the move (for the root: the comment before the first move of the game).
 * Returns: (transfer none) (nullable) */
const char *xq_game_node_get_comment (const XqGameNode *self);
/* @comment (nullable): "" and NULL both remove it. */
void xq_game_node_set_comment (XqGameNode *self,
                               const char *comment);
/* The comment written before the move, as at the start of a variation.
 * Returns: (transfer none) (nullable) */
const char *xq_game_node_get_comment_before (const XqGameNode *self);
void        xq_game_node_set_comment_before (XqGameNode *self,
                                             const char *comment);

/* Returns: (transfer none) (array length=n_nags) (nullable): the NAGs of the move, in order. */
const guint8 *xq_game_node_get_nags (const XqGameNode *self,
                                     guint            *n_nags);
/* Adds @nag unless it is there already; NAG 0 is ignored. */
void xq_game_node_add_nag (XqGameNode *self,
                           guint8      nag);
void xq_game_node_clear_nags (XqGameNode *self);

/* Why the record of the line breaks off after this move: the reader met a damaged part (an
 * illegal move, a cut file) and kept the game up to it. NULL when the line ends as written.
 * Not part of the game's content: writers and xq_game_equal() ignore it.
 * Returns: (transfer none) (nullable) */
const char *xq_game_node_get_cut (const XqGameNode *self);

G_END_DECLS
