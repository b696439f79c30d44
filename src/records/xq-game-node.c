/* xq-game-node.c: one move of a game tree, with its comments, NAGs and continuations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include <string.h>

#include "xq-game-node-private.h"

static char *
dup_comment (const char *comment)
{
  return comment != NULL && comment[0] != '\0' ? g_strdup (comment) : NULL;
}

static void
append_text (char      **field,
             const char *text)
{
  char *joined;

  if (text == NULL || text[0] == '\0')
    return;
  if (*field == NULL)
    {
      *field = g_strdup (text);
      return;
    }
  joined = g_strconcat (*field, "\n", text, NULL);
  g_free (*field);
  *field = joined;
}

static void
free_one (XqGameNode *node)
{
  g_free (node->comment);
  g_free (node->comment_before);
  g_free (node->cut);
  g_free (node->nags);
  g_free (node);
}

XqGameNode *
xq_game_node_new_root (void)
{
  return g_new0 (XqGameNode, 1);
}

XqGameNode *
xq_game_node_append_child (XqGameNode *self,
                           XqMove      move)
{
  XqGameNode  *child = g_new0 (XqGameNode, 1);
  XqGameNode **link = &self->first_child;

  while (*link != NULL)
    link = &(*link)->next_sibling;
  *link = child;
  child->parent = self;
  child->move = move;
  child->ply = self->ply + 1;
  return child;
}

void
xq_game_node_unlink (XqGameNode *self)
{
  XqGameNode **link;

  if (self->parent == NULL)
    return;
  for (link = &self->parent->first_child; *link != self; link = &(*link)->next_sibling)
    g_assert (*link != NULL);
  *link = self->next_sibling;
  self->parent = NULL;
  self->next_sibling = NULL;
}

void
xq_game_node_free_tree (XqGameNode *self)
{
  XqGameNode *todo;

  if (self == NULL)
    return;
  g_return_if_fail (self->parent == NULL);

  /* A work list threaded through next_sibling: each node hands its children to the list
   * before it is freed, so no recursion and no extra memory. */
  self->next_sibling = NULL;
  todo = self;
  while (todo != NULL)
    {
      XqGameNode *node = todo;

      todo = node->next_sibling;
      if (node->first_child != NULL)
        {
          XqGameNode *last = node->first_child;
          while (last->next_sibling != NULL)
            last = last->next_sibling;
          last->next_sibling = todo;
          todo = node->first_child;
        }
      free_one (node);
    }
}

static void
copy_data (XqGameNode       *dst,
           const XqGameNode *src)
{
  dst->comment = g_strdup (src->comment);
  dst->comment_before = g_strdup (src->comment_before);
  dst->cut = g_strdup (src->cut);
  dst->nags = src->n_nags ? g_memdup2 (src->nags, src->n_nags) : NULL;
  dst->n_nags = src->n_nags;
}

typedef struct
{
  const XqGameNode *src;
  XqGameNode       *dst;
} CopyFrame;

XqGameNode *
xq_game_node_copy_tree (const XqGameNode *self)
{
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (CopyFrame));
  XqGameNode        *copy = g_new0 (XqGameNode, 1);
  CopyFrame          frame = { self, copy };

  copy->move = self->move;
  copy->ply = self->ply;
  copy_data (copy, self);
  g_array_append_val (stack, frame);
  while (stack->len > 0)
    {
      CopyFrame top = g_array_index (stack, CopyFrame, stack->len - 1);

      g_array_set_size (stack, stack->len - 1);
      for (const XqGameNode *c = top.src->first_child; c != NULL; c = c->next_sibling)
        {
          CopyFrame next = { c, xq_game_node_append_child (top.dst, c->move) };
          copy_data (next.dst, c);
          g_array_append_val (stack, next);
        }
    }
  return copy;
}

typedef struct
{
  const XqGameNode *a;
  const XqGameNode *b;
} EqualFrame;

gboolean
xq_game_node_tree_equal (const XqGameNode *a,
                         const XqGameNode *b)
{
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (EqualFrame));
  EqualFrame         frame = { a, b };

  g_array_append_val (stack, frame);
  while (stack->len > 0)
    {
      EqualFrame        top = g_array_index (stack, EqualFrame, stack->len - 1);
      const XqGameNode *ca, *cb;

      g_array_set_size (stack, stack->len - 1);
      if (top.a->move != top.b->move || g_strcmp0 (top.a->comment, top.b->comment) != 0 ||
          g_strcmp0 (top.a->comment_before, top.b->comment_before) != 0 || top.a->n_nags != top.b->n_nags ||
          (top.a->n_nags > 0 && memcmp (top.a->nags, top.b->nags, top.a->n_nags) != 0))
        return FALSE;
      for (ca = top.a->first_child, cb = top.b->first_child; ca != NULL && cb != NULL;
           ca = ca->next_sibling, cb = cb->next_sibling)
        {
          EqualFrame next = { ca, cb };
          g_array_append_val (stack, next);
        }
      if (ca != NULL || cb != NULL)
        return FALSE;
    }
  return TRUE;
}

void
xq_game_node_append_comment (XqGameNode *self,
                             const char *text)
{
  append_text (&self->comment, text);
}

void
xq_game_node_append_comment_before (XqGameNode *self,
                                    const char *text)
{
  append_text (&self->comment_before, text);
}

/**
 * xq_game_node_get_parent:
 *
 * Returns: (transfer none) (nullable): the node before, NULL for the root.
 */
XqGameNode *
xq_game_node_get_parent (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->parent;
}

/**
 * xq_game_node_get_next:
 *
 * Returns: (transfer none) (nullable): the main continuation.
 */
XqGameNode *
xq_game_node_get_next (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->first_child;
}

/**
 * xq_game_node_get_next_sibling:
 *
 * Returns: (transfer none) (nullable): the next alternative to this move.
 */
XqGameNode *
xq_game_node_get_next_sibling (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->next_sibling;
}

guint
xq_game_node_get_n_children (const XqGameNode *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (const XqGameNode *c = self->first_child; c != NULL; c = c->next_sibling)
    n++;
  return n;
}

XqGameNode *
xq_game_node_get_child (const XqGameNode *self,
                        guint             index)
{
  XqGameNode *c;

  g_return_val_if_fail (self != NULL, NULL);
  for (c = self->first_child; c != NULL && index > 0; c = c->next_sibling)
    index--;
  return c;
}

XqGameNode *
xq_game_node_find_child (const XqGameNode *self,
                         XqMove            move)
{
  g_return_val_if_fail (self != NULL, NULL);
  for (XqGameNode *c = self->first_child; c != NULL; c = c->next_sibling)
    if (c->move == move)
      return c;
  return NULL;
}

guint
xq_game_node_get_index (const XqGameNode *self)
{
  guint index = 0;

  g_return_val_if_fail (self != NULL, 0);
  if (self->parent == NULL)
    return 0;
  for (const XqGameNode *c = self->parent->first_child; c != self; c = c->next_sibling)
    index++;
  return index;
}

/**
 * xq_game_node_get_line_end:
 *
 * Returns: (transfer none): the last node of the line through first children.
 */
XqGameNode *
xq_game_node_get_line_end (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  while (self->first_child != NULL)
    self = self->first_child;
  return (XqGameNode *) self;
}

XqMove
xq_game_node_get_move (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, XQ_MOVE_NONE);
  return self->move;
}

guint
xq_game_node_get_ply (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->ply;
}

gboolean
xq_game_node_is_root (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->parent == NULL;
}

gboolean
xq_game_node_is_main_line (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  for (; self->parent != NULL; self = self->parent)
    if (self->parent->first_child != self)
      return FALSE;
  return TRUE;
}

const char *
xq_game_node_get_comment (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->comment;
}

void
xq_game_node_set_comment (XqGameNode *self,
                          const char *comment)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (comment == NULL || g_utf8_validate (comment, -1, NULL));
  g_free (self->comment);
  self->comment = dup_comment (comment);
}

const char *
xq_game_node_get_comment_before (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->comment_before;
}

void
xq_game_node_set_comment_before (XqGameNode *self,
                                 const char *comment)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (comment == NULL || g_utf8_validate (comment, -1, NULL));
  g_free (self->comment_before);
  self->comment_before = dup_comment (comment);
}

const guint8 *
xq_game_node_get_nags (const XqGameNode *self,
                       guint            *n_nags)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (n_nags != NULL)
    *n_nags = self->n_nags;
  return self->nags;
}

void
xq_game_node_add_nag (XqGameNode *self,
                      guint8      nag)
{
  g_return_if_fail (self != NULL);
  if (nag == XQ_NAG_NONE || (self->n_nags > 0 && memchr (self->nags, nag, self->n_nags) != NULL))
    return;
  self->nags = g_realloc (self->nags, self->n_nags + 1);
  self->nags[self->n_nags++] = nag;
}

void
xq_game_node_clear_nags (XqGameNode *self)
{
  g_return_if_fail (self != NULL);
  g_clear_pointer (&self->nags, g_free);
  self->n_nags = 0;
}

const char *
xq_game_node_get_cut (const XqGameNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->cut;
}

void
xq_game_node_set_cut (XqGameNode *self,
                      const char *why)
{
  g_return_if_fail (self != NULL);
  g_free (self->cut);
  self->cut = g_strdup (why);
}
