/* xq-game.h: a game record: tags, start position and a tree of moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game-node.h"
#include "xq-rules.h"

G_BEGIN_DECLS

/* Variations may nest this deep (a variation inside a variation …); readers refuse deeper
 * trees so that writers can recurse safely. Lines themselves may be any length. */
#define XQ_GAME_MAX_VARIATION_DEPTH 500

typedef struct _XqGame XqGame;

/* @start (nullable): the start position, NULL for the standard one. */
XqGame *xq_game_new (const XqPosition *start) G_GNUC_WARN_UNUSED_RESULT;
XqGame *xq_game_copy (const XqGame *self) G_GNUC_WARN_UNUSED_RESULT;
void    xq_game_free (XqGame *self);

/* Returns: (transfer none): the position before the first move. */
const XqPosition *xq_game_get_start (const XqGame *self);
/* TRUE when the game starts from the standard opening position. */
gboolean xq_game_has_standard_start (const XqGame *self);
/* Returns: (transfer none): the node of the start position. */
XqGameNode *xq_game_get_root (const XqGame *self);
/* Fills @pos with the position after @node's move, replaying from the start. */
void xq_game_get_position (const XqGame     *self,
                           const XqGameNode *node,
                           XqPosition       *pos);

/* The number of the move played from the position @ply plies after the start ("12" for both
 * "12. …" and "12... …"), counted from the start position's move number. */
guint xq_game_move_number (const XqGame *self,
                           guint         ply);

/* Tags (PGN "tag pairs"), in the order they were set. Names are ASCII letters, digits and '_',
 * looked up without regard to case; values are UTF-8 on one line.
 * Returns: (transfer none) (nullable) */
const char *xq_game_get_tag (const XqGame *self,
                             const char   *name);
/* Replaces a tag in place or appends it; @value NULL removes the tag. Line breaks and tabs in
 * @value become spaces. */
void  xq_game_set_tag (XqGame     *self,
                       const char *name,
                       const char *value);
guint xq_game_get_n_tags (const XqGame *self);
/* Returns: (transfer none): the name of tag @index. */
const char *xq_game_get_tag_name (const XqGame *self,
                                  guint         index);
/* Returns: (transfer none): the value of tag @index. */
const char *xq_game_get_tag_value (const XqGame *self,
                                   guint         index);
/* TRUE for a well-formed tag name. */
gboolean xq_game_tag_name_is_valid (const char *name);

/* Plays @move after @node: returns the child that has the move already, or a new child added
 * after the existing ones (the main continuation when there is none, a variation otherwise).
 * Returns NULL and sets @problem (nullable) when the move is not legal there.
 * Returns: (transfer none) (nullable) */
XqGameNode *xq_game_add_move (XqGame        *self,
                              XqGameNode    *node,
                              XqMove         move,
                              XqMoveProblem *problem);
/* Makes the variation that @node lies in the main continuation where it branches off: the
 * nearest node at or above @node that is not a first child moves to the front of its
 * siblings. Returns FALSE when @node is on the main line of its branch already. */
gboolean xq_game_promote_variation (XqGame     *self,
                                    XqGameNode *node);
/* Moves the variation that @node lies in one place down: the nearest node at or above @node
 * that has a later sibling changes place with it (a main continuation so becomes the first
 * variation). Returns FALSE when no node on the way has a later sibling. */
gboolean xq_game_demote_variation (XqGame     *self,
                                   XqGameNode *node);
/* Deletes @node with everything after it (its variations included) and returns its parent.
 * For the root, deletes every move and returns the root.
 * Returns: (transfer none) */
XqGameNode *xq_game_delete_node (XqGame     *self,
                                 XqGameNode *node);

/* Same tags (in any order), start position, moves, comments and NAGs. */
gboolean xq_game_equal (const XqGame *a,
                        const XqGame *b);
/* Number of moves in the tree (all variations). */
guint xq_game_count_moves (const XqGame *self);
/* TRUE when nothing of the game but its tags was read: its record broke off before the first
 * move (the root is cut, xq_game_node_get_cut()), from the standard start, with no comment. */
gboolean xq_game_holds_only_tags (const XqGame *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqGame, xq_game_free)

G_END_DECLS
