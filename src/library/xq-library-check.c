/* xq-library-check.c: judging a library example with the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-library"

#include "config.h"

#include "xq-library-check.h"

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
    differ (check, "move %u: heaviest nature %s, stated %s", ply, xq_nature_to_string (got->heaviest),
            xq_nature_to_string (want->heaviest));
  if (want->natures != 0 && want->natures != got->natures)
    {
      g_autofree char *g = natures_to_string (got->natures), *w = natures_to_string (want->natures);
      differ (check, "move %u: natures '%s', stated '%s'", ply, g, w);
    }
  if (want->has_chased && want->chased != got->chased)
    {
      g_autofree char *g = squares_to_string (got->chased), *w = squares_to_string (want->chased);
      differ (check, "move %u: chased '%s', stated '%s'", ply, g, w);
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
              differ (check, "move %u: %s is %s, stated %s", ply, sq,
                      xq_protection_to_string (got->targets[t].eval.status), xq_protection_to_string (want->status[s]));
          }
      if (!found)
        differ (check, "move %u: %s is not attacked, stated %s", ply, sq, xq_protection_to_string (want->status[s]));
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
  want = xq_example_get_expected_verdict (example);
  if (want && !xq_expected_verdict_matches (want, &check->ruling))
    {
      const XqRuling *r = &check->ruling;
      differ (check, "verdict %s, %s must change, patterns %s / %s; stated %s, %s must change, patterns %s / %s",
              xq_result_to_string (r->result), must_change_string (r->must_change_set, r->must_change),
              r->has_cycle ? xq_pattern_to_string (r->side[XQ_RED].pattern) : "-",
              r->has_cycle ? xq_pattern_to_string (r->side[XQ_BLACK].pattern) : "-",
              xq_result_to_string (want->result), must_change_string (want->must_change_set, want->must_change),
              want->pattern[XQ_RED] ? xq_pattern_to_string (want->pattern[XQ_RED]) : "-",
              want->pattern[XQ_BLACK] ? xq_pattern_to_string (want->pattern[XQ_BLACK]) : "-");
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
