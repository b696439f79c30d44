/* xq-model-types.c: boxed engine values for properties, board marks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-model-types"

#include "config.h"

#include "xq-model-types.h"

#include <string.h>

G_DEFINE_BOXED_TYPE (XqPosition, xq_position, xq_position_copy, xq_position_free)
G_DEFINE_BOXED_TYPE (GArray, xq_marks, g_array_ref, g_array_unref)

/**
 * xq_position_copy:
 * @pos: a position
 *
 * Returns: (transfer full): a heap copy of @pos
 */
XqPosition *
xq_position_copy (const XqPosition *pos)
{
  XqPosition *copy;

  g_return_val_if_fail (pos != NULL, NULL);

  /* 16-byte aligned for the 128-bit boards: glibc's malloc guarantees it on 64-bit. */
  copy = g_new (XqPosition, 1);
  *copy = *pos;
  return copy;
}

void
xq_position_free (XqPosition *pos)
{
  g_free (pos);
}

/**
 * xq_marks_new:
 *
 * Returns: (transfer full): an empty array of #XqMark
 */
GArray *
xq_marks_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (XqMark));
}

void
xq_marks_add (GArray    *marks,
              XqMarkKind kind,
              XqSquare   from,
              XqSquare   to)
{
  XqMark mark = { kind, from, to };

  g_return_if_fail (marks != NULL);

  g_array_append_val (marks, mark);
}

/**
 * xq_term_with_name:
 * @term: the rule-book term (Chinese)
 * @name: its name in the user's language
 *
 * Returns: (transfer full): both, or the name alone when it says the term already
 */
char *
xq_term_with_name (const char *term,
                   const char *name)
{
  g_return_val_if_fail (term != NULL && name != NULL, NULL);

  if (strstr (name, term) != NULL)
    return g_strdup (name);
  return g_strdup_printf ("%s %s", term, name);
}
