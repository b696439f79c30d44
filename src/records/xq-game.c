/* xq-game.c: a game record: tags, start position and a tree of moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-game.h"

#include "xq-game-node-private.h"

typedef struct
{
  char *name;
  char *value;
} Tag;

struct _XqGame
{
  XqPosition  start;
  XqGameNode *root;
  GPtrArray  *tags; /* of Tag */
};

static void
tag_free (gpointer data)
{
  Tag *tag = data;

  g_free (tag->name);
  g_free (tag->value);
  g_free (tag);
}

static GPtrArray *
tags_new (void)
{
  return g_ptr_array_new_with_free_func (tag_free);
}

static Tag *
find_tag (const XqGame *self,
          const char   *name,
          guint        *index)
{
  for (guint i = 0; i < self->tags->len; i++)
    {
      Tag *tag = g_ptr_array_index (self->tags, i);
      if (g_ascii_strcasecmp (tag->name, name) == 0)
        {
          if (index)
            *index = i;
          return tag;
        }
    }
  return NULL;
}

/**
 * xq_game_new:
 * @start: (nullable): the start position, NULL for the standard one
 *
 * Returns: (transfer full): a game with no moves and no tags
 */
XqGame *
xq_game_new (const XqPosition *start)
{
  XqGame *self = g_new0 (XqGame, 1);

  if (start != NULL)
    self->start = *start;
  else
    xq_position_init_start (&self->start);
  self->root = xq_game_node_new_root ();
  self->tags = tags_new ();
  return self;
}

/**
 * xq_game_copy:
 *
 * Returns: (transfer full): a deep copy
 */
XqGame *
xq_game_copy (const XqGame *self)
{
  XqGame *copy;

  g_return_val_if_fail (self != NULL, NULL);
  copy = g_new0 (XqGame, 1);
  copy->start = self->start;
  copy->root = xq_game_node_copy_tree (self->root);
  copy->tags = tags_new ();
  for (guint i = 0; i < self->tags->len; i++)
    {
      const Tag *tag = g_ptr_array_index (self->tags, i);
      Tag       *dup = g_new (Tag, 1);
      dup->name = g_strdup (tag->name);
      dup->value = g_strdup (tag->value);
      g_ptr_array_add (copy->tags, dup);
    }
  return copy;
}

void
xq_game_free (XqGame *self)
{
  if (self == NULL)
    return;
  xq_game_node_free_tree (self->root);
  g_ptr_array_unref (self->tags);
  g_free (self);
}

/**
 * xq_game_get_start:
 *
 * Returns: (transfer none): the start position
 */
const XqPosition *
xq_game_get_start (const XqGame *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return &self->start;
}

gboolean
xq_game_has_standard_start (const XqGame *self)
{
  XqPosition start;

  g_return_val_if_fail (self != NULL, FALSE);
  xq_position_init_start (&start);
  return xq_position_same (&self->start, &start) && self->start.fullmove == 1 && self->start.halfmove_clock == 0;
}

/**
 * xq_game_get_root:
 *
 * Returns: (transfer none): the root node
 */
XqGameNode *
xq_game_get_root (const XqGame *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->root;
}

void
xq_game_get_position (const XqGame     *self,
                      const XqGameNode *node,
                      XqPosition       *pos)
{
  g_autofree XqMove *moves = NULL;
  guint              n;

  g_return_if_fail (self != NULL);
  g_return_if_fail (node != NULL);
  g_return_if_fail (pos != NULL);

  *pos = self->start;
  n = node->ply;
  if (n == 0)
    return;
  moves = g_new (XqMove, n);
  for (const XqGameNode *p = node; p->parent != NULL; p = p->parent)
    moves[--n] = p->move;
  g_assert (n == 0);
  for (guint i = 0; i < node->ply; i++)
    {
      XqUndo undo;
      xq_position_make (pos, moves[i], &undo);
    }
}

guint
xq_game_move_number (const XqGame *self,
                     guint         ply)
{
  g_return_val_if_fail (self != NULL, 0);
  /* Not the position's own counter, which is 16 bits. */
  return MAX (self->start.fullmove, 1) + (ply + (xq_position_side (&self->start) == XQ_BLACK ? 1 : 0)) / 2;
}

const char *
xq_game_get_tag (const XqGame *self,
                 const char   *name)
{
  Tag *tag;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  tag = find_tag (self, name, NULL);
  return tag ? tag->value : NULL;
}

gboolean
xq_game_tag_name_is_valid (const char *name)
{
  if (name == NULL || name[0] == '\0')
    return FALSE;
  for (const char *p = name; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '_')
      return FALSE;
  return TRUE;
}

void
xq_game_set_tag (XqGame     *self,
                 const char *name,
                 const char *value)
{
  guint index;
  Tag  *tag;
  char *clean;

  g_return_if_fail (self != NULL);
  g_return_if_fail (xq_game_tag_name_is_valid (name));
  g_return_if_fail (value == NULL || g_utf8_validate (value, -1, NULL));

  tag = find_tag (self, name, &index);
  if (value == NULL)
    {
      if (tag != NULL)
        g_ptr_array_remove_index (self->tags, index);
      return;
    }
  clean = g_strdelimit (g_strdup (value), "\r\n\t", ' ');
  if (tag != NULL)
    {
      g_free (tag->value);
      tag->value = clean;
      return;
    }
  tag = g_new (Tag, 1);
  tag->name = g_strdup (name);
  tag->value = clean;
  g_ptr_array_add (self->tags, tag);
}

guint
xq_game_get_n_tags (const XqGame *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->tags->len;
}

const char *
xq_game_get_tag_name (const XqGame *self,
                      guint         index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->tags->len, NULL);
  return ((Tag *) g_ptr_array_index (self->tags, index))->name;
}

const char *
xq_game_get_tag_value (const XqGame *self,
                       guint         index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->tags->len, NULL);
  return ((Tag *) g_ptr_array_index (self->tags, index))->value;
}

static gboolean
belongs_to (const XqGame     *self,
            const XqGameNode *node)
{
  while (node->parent != NULL)
    node = node->parent;
  return node == self->root;
}

XqGameNode *
xq_game_add_move (XqGame        *self,
                  XqGameNode    *node,
                  XqMove         move,
                  XqMoveProblem *problem)
{
  XqPosition    pos;
  XqMoveProblem why;
  XqGameNode   *child;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (belongs_to (self, node), NULL);

  child = xq_game_node_find_child (node, move);
  if (child != NULL)
    {
      if (problem)
        *problem = XQ_MOVE_OK;
      return child;
    }
  xq_game_get_position (self, node, &pos);
  why = xq_position_check_move (&pos, move);
  if (problem)
    *problem = why;
  if (why != XQ_MOVE_OK)
    return NULL;
  return xq_game_node_append_child (node, move);
}

gboolean
xq_game_promote_variation (XqGame     *self,
                           XqGameNode *node)
{
  XqGameNode *parent;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (belongs_to (self, node), FALSE);

  while (node->parent != NULL && node->parent->first_child == node)
    node = node->parent;
  if (node->parent == NULL)
    return FALSE;
  parent = node->parent;
  xq_game_node_unlink (node);
  node->parent = parent;
  node->next_sibling = parent->first_child;
  parent->first_child = node;
  return TRUE;
}

gboolean
xq_game_demote_variation (XqGame     *self,
                          XqGameNode *node)
{
  XqGameNode *parent, *later;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (belongs_to (self, node), FALSE);

  while (node->parent != NULL && node->next_sibling == NULL)
    node = node->parent;
  if (node->parent == NULL)
    return FALSE;
  parent = node->parent;
  later = node->next_sibling;
  /* unlink @node, then put it right after @later */
  if (parent->first_child == node)
    parent->first_child = later;
  else
    {
      XqGameNode *prev = parent->first_child;
      while (prev->next_sibling != node)
        prev = prev->next_sibling;
      prev->next_sibling = later;
    }
  node->next_sibling = later->next_sibling;
  later->next_sibling = node;
  return TRUE;
}

XqGameNode *
xq_game_delete_node (XqGame     *self,
                     XqGameNode *node)
{
  XqGameNode *parent;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (belongs_to (self, node), NULL);

  if (node->parent == NULL)
    {
      while (node->first_child != NULL)
        {
          XqGameNode *child = node->first_child;
          xq_game_node_unlink (child);
          xq_game_node_free_tree (child);
        }
      return node;
    }
  parent = node->parent;
  xq_game_node_unlink (node);
  xq_game_node_free_tree (node);
  return parent;
}

gboolean
xq_game_equal (const XqGame *a,
               const XqGame *b)
{
  g_return_val_if_fail (a != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);

  if (!xq_position_same (&a->start, &b->start) || a->start.fullmove != b->start.fullmove ||
      a->start.halfmove_clock != b->start.halfmove_clock)
    return FALSE;
  if (a->tags->len != b->tags->len)
    return FALSE;
  for (guint i = 0; i < a->tags->len; i++)
    {
      const Tag  *tag = g_ptr_array_index (a->tags, i);
      const char *other = xq_game_get_tag (b, tag->name);
      if (other == NULL || g_strcmp0 (tag->value, other) != 0)
        return FALSE;
    }
  return xq_game_node_tree_equal (a->root, b->root);
}

guint
xq_game_count_moves (const XqGame *self)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  guint                 n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_ptr_array_add (stack, self->root);
  while (stack->len > 0)
    {
      XqGameNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      for (XqGameNode *c = node->first_child; c != NULL; c = c->next_sibling)
        {
          n++;
          g_ptr_array_add (stack, c);
        }
    }
  return n;
}

gboolean
xq_game_holds_only_tags (const XqGame *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return xq_game_node_get_cut (self->root) != NULL && self->root->first_child == NULL &&
         xq_game_node_get_comment (self->root) == NULL && xq_game_has_standard_start (self);
}
