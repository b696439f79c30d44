/* xq-swiss-explain.h: why a Swiss round is paired as it is, in words
 *
 * For each board of a paired round: the score groups of its players, why they meet (the split of
 * their group; or who floats, why, and to which group; or the bye, asked for or the pairing's),
 * why the split's partner was not taken when he was not (the rule or the criterion that decided,
 * by comparing the boards as paired with the boards swapped), and why each player has his colour
 * (the colour he was due, how strongly, the rule that forced it). A board changed by hand says so
 * with the journal's words. Sentences in English, zh_CN and zh_TW, citing seed 000 and the
 * criteria of xq-swiss.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

typedef struct
{
  guint  board;
  gint64 red;        /* entry */
  gint64 black;      /* entry, 0: a bye */
  int    red_points; /* half points before the round */
  int    black_points;
  char  *floated; /* "red-down", "black-down" (who floated down to the other), NULL: one score group */
  char  *text[XQ_N_LANGS];
} XqBoardExplanation;

typedef struct
{
  guint   round;
  char   *summary[XQ_N_LANGS]; /* the rules used and the score groups */
  GArray *boards;              /* XqBoardExplanation, by board */
} XqRoundExplanation;

/* Explains round @round (paired) of the Swiss @data. NOT_FOUND for a round not paired, INVALID for
 * an event that is not a Swiss. Returns: (transfer full) (nullable). */
XqRoundExplanation *xq_swiss_explain (const XqEventData *data,
                                      guint              round,
                                      GError           **error) G_GNUC_WARN_UNUSED_RESULT;
void                xq_round_explanation_free (XqRoundExplanation *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqRoundExplanation, xq_round_explanation_free)

G_END_DECLS
