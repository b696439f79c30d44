/* xq-ruling-plies.c: where the rulings of a line of play are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-ruling-plies"

#include "config.h"

#include "xq-ruling-plies.h"

#include <string.h>

struct _XqRulingPlies
{
  gboolean       valid;
  XqPosition     start;
  XqJudgeOptions opts;
  GArray        *moves; /* XqMove: the line reviewed */
  GArray        *plies; /* guint */
};

XqRulingPlies *
xq_ruling_plies_new (void)
{
  XqRulingPlies *self = g_new0 (XqRulingPlies, 1);

  self->moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  self->plies = g_array_new (FALSE, FALSE, sizeof (guint));
  return self;
}

void
xq_ruling_plies_free (XqRulingPlies *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->moves);
  g_array_unref (self->plies);
  g_free (self);
}

static gboolean
same_options (const XqJudgeOptions *a,
              const XqJudgeOptions *b)
{
  return a->analysis.profile == b->analysis.profile && a->analysis.mate_checks == b->analysis.mate_checks &&
         a->analysis.poison_checks == b->analysis.poison_checks &&
         a->analysis.chase_by_checks == b->analysis.chase_by_checks && a->move_limit == b->move_limit &&
         a->move_limit_from == b->move_limit_from;
}

gboolean
xq_ruling_plies_update (XqRulingPlies        *self,
                        const XqPosition     *start,
                        const XqMove         *moves,
                        guint                 n,
                        const XqJudgeOptions *opts)
{
  g_autoptr (GArray) findings = NULL;
  g_autoptr (GArray) plies = NULL;
  gboolean           changed;

  g_return_val_if_fail (self != NULL && start != NULL && opts != NULL, FALSE);
  g_return_val_if_fail (moves != NULL || n == 0, FALSE);

  if (self->valid && self->moves->len == n && xq_position_same (&self->start, start) &&
      same_options (&self->opts, opts) && (n == 0 || memcmp (self->moves->data, moves, n * sizeof *moves) == 0))
    return FALSE;

  self->valid = TRUE;
  self->start = *start;
  self->opts = *opts;
  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, moves, n);

  findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
  plies = g_array_new (FALSE, FALSE, sizeof (guint));
  xq_review_game (start, moves, n, opts, findings);
  for (guint i = 0; i < findings->len; i++)
    {
      const XqFinding *f = &g_array_index (findings, XqFinding, i);
      if (f->ruling.has_cycle)
        g_array_append_val (plies, f->ply);
    }
  changed = plies->len != self->plies->len ||
            (plies->len > 0 && memcmp (plies->data, self->plies->data, plies->len * sizeof (guint)) != 0);
  g_array_set_size (self->plies, 0);
  g_array_append_vals (self->plies, plies->data, plies->len);
  return changed;
}

guint
xq_ruling_plies_find (const XqRulingPlies *self,
                      guint                ply,
                      gboolean             forward)
{
  g_return_val_if_fail (self != NULL, G_MAXUINT);

  if (forward)
    {
      for (guint i = 0; i < self->plies->len; i++)
        if (g_array_index (self->plies, guint, i) > ply)
          return g_array_index (self->plies, guint, i);
    }
  else
    for (guint i = self->plies->len; i > 0; i--)
      if (g_array_index (self->plies, guint, i - 1) < ply)
        return g_array_index (self->plies, guint, i - 1);
  return G_MAXUINT;
}

const guint *
xq_ruling_plies_get (const XqRulingPlies *self,
                     guint               *n)
{
  g_return_val_if_fail (self != NULL && n != NULL, NULL);

  *n = self->plies->len;
  return (const guint *) self->plies->data;
}
