/* xq-library-check.c: judging a library example with the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-library"

#include "config.h"

#include "xq-library-check.h"

#include "xq-material.h"

static char *
natures_to_string (guint natures)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < XQ_N_NATURES; i++)
    if (natures & (1u << i))
      g_string_append_printf (s, "%s%s", s->len ? " " : "", xq_nature_to_string ((XqNature) (1u << i)));
  return g_string_free (s, FALSE);
}

static char *
squares_to_string (XqBitboard set)
{
  GString *s = g_string_new (NULL);

  while (set)
    {
      char sq[3];
      xq_square_to_iccs (xq_bb_pop (&set), sq);
      g_string_append_printf (s, "%s%s", s->len ? " " : "", sq);
    }
  return g_string_free (s, FALSE);
}

static void
differ (XqExampleCheck *check,
        const char     *format,
        ...) G_GNUC_PRINTF (2, 3);

static void
differ (XqExampleCheck *check,
        const char     *format,
        ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (check->disagreements, g_strdup_vprintf (format, args));
  va_end (args);
  check->agree = FALSE;
}

static void
compare_ply (XqExampleCheck       *check,
             guint                 ply,
             const XqExpectedPly  *want,
             const XqMoveAnalysis *got)
{
  if (want->heaviest != got->heaviest)
    differ (check, "move %u (the move alone): the lesson says %s, the engine %s", ply, xq_nature_to_string (want->heaviest),
            xq_nature_to_string (got->heaviest));
  if (want->natures != 0 && want->natures != got->natures)
    {
      g_autofree char *g = natures_to_string (got->natures), *w = natures_to_string (want->natures);
      differ (check, "move %u: the lesson says natures '%s', the engine '%s'", ply, w, g);
    }
  if (want->has_chased && want->chased != got->chased)
    {
      g_autofree char *g = squares_to_string (got->chased), *w = squares_to_string (want->chased);
      differ (check, "move %u: the lesson says chased '%s', the engine '%s'", ply, w, g);
    }
  for (guint s = 0; s < want->n_status; s++)
    {
      gboolean found = FALSE;
      char     sq[3];

      xq_square_to_iccs (want->status_square[s], sq);
      for (guint t = 0; t < got->n_targets; t++)
        if (got->targets[t].square == want->status_square[s])
          {
            found = TRUE;
            if (got->targets[t].eval.status != want->status[s])
              differ (check, "move %u: the lesson says %s is %s, the engine %s", ply, sq,
                      xq_protection_to_string (want->status[s]), xq_protection_to_string (got->targets[t].eval.status));
          }
      if (!found)
        differ (check, "move %u: the lesson says %s is %s, the engine does not see it attacked", ply, sq,
                xq_protection_to_string (want->status[s]));
    }
}

/* How the moves count in the cycle: the lesson's natures of each side's moves in the cycle (how a
 * move counts there where the lesson says so: a pawn's attack re-counted in mutual attacks,
 * 细则11) tallied against the engine's tally of the cycle. The arbiter's readings (27.3) are the
 * arbiter's verdict's business, so those moves count as the engine sees them alone. */
static void
compare_cycle (XqExampleCheck  *check,
               const XqExample *example)
{
  const XqRuling *r = &check->ruling;
  XqColor         first = xq_position_side (xq_example_get_start (example));

  if (!r->has_cycle)
    return;
  for (int c = 0; c < XQ_N_COLORS; c++)
    {
      guint    tally[4] = { 0 }, want[4];
      gboolean stated = TRUE;

      for (guint ply = r->first_ply; ply <= r->last_ply; ply++)
        {
          const XqExpectedPly *e = xq_example_get_expected_ply (example, ply);
          XqColor              mover = (ply % 2 == 1) ? first : (XqColor) (1 - first);
          XqNature             n;

          if (mover != (XqColor) c)
            continue;
          if (e == NULL)
            {
              stated = FALSE;
              break;
            }
          n = e->has_counts && !e->counts_by_arbiter ? e->counts : e->heaviest;
          tally[n == XQ_NATURE_CHECK ? 0 : n == XQ_NATURE_MATE_THREAT ? 1
                                         : n == XQ_NATURE_CHASE       ? 2
                                                                      : 3]++;
        }
      if (!stated)
        continue;
      want[0] = r->side[c].checks;
      want[1] = r->side[c].mate_threats;
      want[2] = r->side[c].chases;
      want[3] = r->side[c].idles;
      if (memcmp (tally, want, sizeof tally) != 0)
        differ (check,
                "%s's moves in the cycle (plies %u-%u): the lesson counts %u checks, %u mate threats, %u chases, %u idle; "
                "the engine %u, %u, %u, %u",
                c == XQ_RED ? "Red" : "Black", r->first_ply, r->last_ply, tally[0], tally[1], tally[2], tally[3], want[0],
                want[1], want[2], want[3]);
    }
}

gboolean
xq_expected_verdict_matches (const XqExpectedVerdict *verdict,
                             const XqRuling          *ruling)
{
  g_return_val_if_fail (verdict != NULL && ruling != NULL, FALSE);

  if (verdict->result != ruling->result || verdict->must_change_set != ruling->must_change_set)
    return FALSE;
  if (verdict->must_change_set && verdict->must_change != ruling->must_change)
    return FALSE;
  for (int c = 0; c < XQ_N_COLORS; c++)
    if (verdict->pattern[c] != XQ_PATTERN_NONE && (!ruling->has_cycle || verdict->pattern[c] != ruling->side[c].pattern))
      return FALSE;
  if (verdict->reason_set && verdict->reason != ruling->reason)
    return FALSE;
  if (verdict->repetitions && verdict->repetitions != ruling->repetitions)
    return FALSE;
  return TRUE;
}

static const char *
must_change_string (gboolean set,
                    XqColor  color)
{
  return !set ? "nobody" : color == XQ_RED ? "red"
                                           : "black";
}

XqExampleCheck *
xq_example_check (const XqExample *example)
{
  XqExampleCheck          *check;
  const XqMove            *moves;
  const XqExpectedVerdict *want;
  XqJudgeOptions           opts;
  XqPosition               pos;
  guint                    n;

  g_return_val_if_fail (example != NULL, NULL);

  moves = xq_example_get_moves (example, &n);
  check = g_new0 (XqExampleCheck, 1);
  check->n_moves = n;
  check->analyses = g_new0 (XqMoveAnalysis, n);
  check->agree = TRUE;
  check->disagreements = g_ptr_array_new_with_free_func (g_free);

  xq_judge_options_init (&opts, xq_example_get_profile (example));
  opts.move_limit = xq_example_get_move_limit (example, &opts.move_limit_from);
  pos = *xq_example_get_start (example);
  for (guint i = 0; i < n; i++)
    {
      const XqExpectedPly *ply = xq_example_get_expected_ply (example, i + 1);
      XqUndo               undo;

      xq_analyse_move (&pos, moves[i], &opts.analysis, &check->analyses[i]);
      if (ply)
        compare_ply (check, i + 1, ply, &check->analyses[i]);
      xq_position_make (&pos, moves[i], &undo);
    }

  xq_judge (xq_example_get_start (example), moves, n, &opts, &check->ruling, NULL);
  compare_cycle (check, example);
  want = xq_example_get_expected_verdict (example);
  if (want && !xq_expected_verdict_matches (want, &check->ruling))
    {
      const XqRuling *r = &check->ruling;
      differ (check,
              "verdict: the lesson says %s, %s must change, patterns %s / %s, reason %s; the engine %s, %s must change, "
              "patterns %s / %s, reason %s",
              xq_result_to_string (want->result), must_change_string (want->must_change_set, want->must_change),
              want->pattern[XQ_RED] ? xq_pattern_to_string (want->pattern[XQ_RED]) : "-",
              want->pattern[XQ_BLACK] ? xq_pattern_to_string (want->pattern[XQ_BLACK]) : "-",
              want->reason_set ? xq_reason_to_string (want->reason) : "-", xq_result_to_string (r->result), must_change_string (r->must_change_set, r->must_change),
              r->has_cycle ? xq_pattern_to_string (r->side[XQ_RED].pattern) : "-",
              r->has_cycle ? xq_pattern_to_string (r->side[XQ_BLACK].pattern) : "-", xq_reason_to_string (r->reason));
    }
  return check;
}

void
xq_example_check_free (XqExampleCheck *check)
{
  if (check == NULL)
    return;
  g_free (check->analyses);
  g_ptr_array_unref (check->disagreements);
  g_free (check);
}

/* The best material the side to move in @pos can win by a capture (0 when none wins anything),
 * and that capture. */
static int
best_capture (XqPosition *pos,
              XqMove     *out_best)
{
  XqMoveList list;
  int        best = 0;

  *out_best = XQ_MOVE_NONE;
  xq_generate_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      XqCaptureEval eval;

      if (xq_position_get (pos, xq_move_to (list.moves[i])) == XQ_NO_PIECE)
        continue;
      xq_evaluate_capture (pos, list.moves[i], &eval);
      if (eval.gain > best)
        {
          best = eval.gain;
          *out_best = list.moves[i];
        }
    }
  return best;
}

static int
move_gain (XqPosition *pos,
           XqMove      move)
{
  XqCaptureEval eval;

  if (xq_position_get (pos, xq_move_to (move)) == XQ_NO_PIECE)
    return 0;
  xq_evaluate_capture (pos, move, &eval);
  return eval.gain;
}

GPtrArray *
xq_example_review_moves (const XqExample *example)
{
  GPtrArray    *problems;
  const XqMove *moves;
  XqPosition    pos;
  guint         n;

  g_return_val_if_fail (example != NULL, NULL);

  problems = g_ptr_array_new_with_free_func (g_free);
  moves = xq_example_get_moves (example, &n);
  pos = *xq_example_get_start (example);
  for (guint i = 0; i < n; i++)
    {
      XqMove best;
      int    can = best_capture (&pos, &best);
      int    got = move_gain (&pos, moves[i]);
      XqUndo undo;

      /* A pawn's value floats (25.3): only a piece or more counts as free material here. */
      if (can - got >= XQ_VALUE_ADVISOR && xq_example_get_passes_up (example, i + 1) == NULL)
        {
          g_autofree char *played = xq_notation_format (&pos, moves[i], XQ_NOTATION_CHINESE);
          g_autofree char *instead = xq_notation_format (&pos, best, XQ_NOTATION_CHINESE);
          g_ptr_array_add (problems, g_strdup_printf ("move %u %s passes up %s, which wins %d (say why in 'passes_up')",
                                                      i + 1, played, instead, can - got));
        }
      xq_position_make (&pos, moves[i], &undo);
    }
  return problems;
}
