/* xq-game-node-private.h: building and freeing game trees (XqGame and the readers)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game-node.h"

G_BEGIN_DECLS

struct _XqGameNode
{
  XqGameNode *parent;
  XqGameNode *first_child;
  XqGameNode *next_sibling;
  char       *comment;
  char       *comment_before;
  char       *cut; /* why the record of this line breaks off after this move */
  guint8     *nags;
  guint       n_nags;
  guint       ply;
  XqMove      move;
};

XqGameNode *xq_game_node_new_root (void) G_GNUC_WARN_UNUSED_RESULT;
/* Appends a child for @move (not checked) as the last child. Returns: (transfer none) */
XqGameNode *xq_game_node_append_child (XqGameNode *self,
                                       XqMove      move);
/* Takes @self out of its parent's children; it and its subtree are then the caller's. */
void xq_game_node_unlink (XqGameNode *self);
/* Frees @self and everything below it, without recursion (lines can be very long). */
void xq_game_node_free_tree (XqGameNode *self);
/* Deep copy of the subtree at @self; the copy has no parent. */
XqGameNode *xq_game_node_copy_tree (const XqGameNode *self) G_GNUC_WARN_UNUSED_RESULT;
/* Same moves, comments and NAGs in the same order, without recursion. */
gboolean xq_game_node_tree_equal (const XqGameNode *a,
                                  const XqGameNode *b);
/* Appends @text to the comment (after), on a new line when there is one already. */
void xq_game_node_append_comment (XqGameNode *self,
                                  const char *text);
void xq_game_node_append_comment_before (XqGameNode *self,
                                         const char *text);
/* Marks the line as cut short after @self: @why says what could not be read (readers only). */
void xq_game_node_set_cut (XqGameNode *self,
                           const char *why);

G_END_DECLS
