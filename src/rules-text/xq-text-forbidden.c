/* xq-text-forbidden.c: words for a move that would repeat a cycle its side must change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-forbidden"

#include "config.h"

#include "xq-text-forbidden.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-text-ruling.h"

char *
xq_text_forbidden_move (const XqTextStyle     *style,
                        const XqPosition      *start,
                        const XqMove          *moves,
                        guint                  n_moves,
                        const XqForbiddenMove *forbidden)
{
  g_autofree XqMove *line = NULL;
  g_autofree char   *pattern = NULL;
  g_autofree char   *clause = NULL;
  g_autofree char   *reasons = NULL;
  const XqRuling    *r;

  g_return_val_if_fail (style != NULL && start != NULL && forbidden != NULL, NULL);
  g_return_val_if_fail (moves != NULL || n_moves == 0, NULL);

  r = &forbidden->ruling;
  line = g_new (XqMove, n_moves + 1);
  if (n_moves > 0)
    memcpy (line, moves, n_moves * sizeof *moves);
  line[n_moves] = forbidden->move;
  pattern = xq_text_side_pattern (style->lang, r->must_change, &r->side[r->must_change]);
  clause = xq_text_clause (style, start, line, n_moves + 1, r);
  /* TRANSLATORS: a pattern and the clause that forbids it, e.g. "perpetual chase; CXA rules art. 26.4" */
  reasons = clause != NULL ? g_strdup_printf (XQ_T (style->lang, "%s; %s"), pattern, clause) : g_strdup (pattern);
  return g_strdup_printf (XQ_T (style->lang, "Forbidden: repeats the cycle (%s)"), reasons);
}
