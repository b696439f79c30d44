/* xq-review.c: ruling on every position of a game in one pass
 *
 * What is reported is what xq_judge() says of the game so far, at each position where it says
 * something worth a reviewer's eye: a cycle closed by a position's second or third occurrence
 * (a fourth and later go round the same cycle again), the 60-move rule (CXA 4.2.4) and the
 * arbiter's move limit (限着, seed 000) where they first apply after a capture (under 1957 no
 * 60-move rule, and a limit run out with a check inside it is reported as such), and checkmate or
 * stalemate (CXA 3.1, 3.2) at the end. tests/rules/test-review.c checks this against xq_judge()
 * run on every prefix of real games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-review"

#include "config.h"

#include "xq-review.h"

#include "xq-movegen.h"

struct _XqReview
{
  XqJudgeOptions opts;
  GArray        *hist;         /* XqPosition: hist[0] is the start, hist[p] the position after ply p */
  GArray        *moves;        /* XqMove */
  guint          last_capture; /* the ply of the last capture (0: none) */
  gboolean       sixty_reported;
  guint          limit_reported_from; /* the start of the move-limit count last reported, or G_MAXUINT */
  guint          reported_ply;        /* the last ply reported, or G_MAXUINT */
};

XqReview *
xq_review_new (const XqPosition     *start,
               const XqJudgeOptions *opts)
{
  XqReview *self;

  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (opts != NULL, NULL);

  self = g_new0 (XqReview, 1);
  self->opts = *opts;
  self->hist = g_array_sized_new (FALSE, FALSE, sizeof (XqPosition), 256);
  self->moves = g_array_sized_new (FALSE, FALSE, sizeof (XqMove), 256);
  g_array_append_vals (self->hist, start, 1);
  self->limit_reported_from = G_MAXUINT;
  self->reported_ply = G_MAXUINT;
  return self;
}

void
xq_review_free (XqReview *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->hist);
  g_array_unref (self->moves);
  g_free (self);
}

guint
xq_review_get_ply (const XqReview *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->moves->len;
}

/* xq_judge() on the moves since the last capture: nothing before it can recur, and the counts it
 * keeps (plies without capture, the move limit) start there or later, so the ruling is the one
 * on the whole game, with the cycle's plies moved back in place. */
static void
judge_since_capture (XqReview *self,
                     XqRuling *out)
{
  guint          s = self->last_capture;
  XqJudgeOptions opts = self->opts;

  if (opts.move_limit > 0)
    opts.move_limit_from = opts.move_limit_from > s ? opts.move_limit_from - s : 0;
  xq_judge (&g_array_index (self->hist, XqPosition, s), &g_array_index (self->moves, XqMove, s),
            self->moves->len - s, &opts, out, NULL);
  if (out->has_cycle)
    {
      out->first_ply += s;
      out->last_ply += s;
      for (guint i = 0; i < MIN (out->n_loops, XQ_MAX_LOOPS); i++)
        {
          out->loops[i].first_ply += s;
          out->loops[i].last_ply += s;
        }
      for (guint i = 0; i < MIN (out->repetitions, XQ_MAX_OCCURRENCES); i++)
        out->occurrences[i] += s;
      if (out->changed)
        out->previous_ply += s;
    }
  if (out->limit_check_ply > 0)
    out->limit_check_ply += s;
}

/* Occurrences of the position after the last ply since the last capture (same side to move). */
static guint
occurrences (XqReview *self)
{
  guint             n = self->moves->len;
  const XqPosition *now = &g_array_index (self->hist, XqPosition, n);
  guint             count = 1;

  for (gint k = (gint) n - 2; k >= (gint) self->last_capture; k -= 2)
    {
      const XqPosition *then = &g_array_index (self->hist, XqPosition, k);
      if (then->key == now->key && xq_position_same (then, now))
        count++;
    }
  return count;
}

/* Where the arbiter's move limit counts from now, as xq_judge() counts it. */
static guint
limit_from (const XqReview *self)
{
  return MAX (self->opts.move_limit_from, self->last_capture);
}

static gboolean
limit_run_out (const XqReview *self)
{
  guint n = self->moves->len, from = limit_from (self);
  guint used = n > from ? (n - from) / 2 : 0;

  return self->opts.move_limit > 0 && used >= self->opts.move_limit;
}

gboolean
xq_review_play (XqReview *self,
                XqMove    move,
                XqRuling *out)
{
  XqPosition next;
  XqUndo     undo;
  guint      n, times;
  gboolean   closing, sixty, limit, report = FALSE;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  next = g_array_index (self->hist, XqPosition, self->moves->len);
  g_return_val_if_fail (xq_position_is_legal (&next, move), FALSE);
  xq_position_make (&next, move, &undo);
  g_array_append_val (self->hist, next);
  g_array_append_val (self->moves, move);
  n = self->moves->len;
  if (undo.captured != XQ_NO_PIECE)
    {
      self->last_capture = n;
      self->sixty_reported = FALSE;
    }

  times = occurrences (self);
  closing = times == 2 || times == 3;
  /* seed 000 has no 60-move rule (xq_judge() gives none under 1957) */
  sixty = !self->sixty_reported && next.halfmove_clock >= 120 && self->opts.analysis.profile != XQ_PROFILE_1957;
  limit = limit_run_out (self) && self->limit_reported_from != limit_from (self) &&
          !(self->sixty_reported && next.halfmove_clock >= 120);
  if (!closing && !sixty && !limit)
    return FALSE;

  judge_since_capture (self, out);
  switch (out->reason)
    {
    case XQ_REASON_CHECKMATE:
    case XQ_REASON_STALEMATE:
      report = TRUE;
      break;
    case XQ_REASON_SIXTY_MOVES:
      report = !self->sixty_reported;
      self->sixty_reported = TRUE;
      break;
    case XQ_REASON_MOVE_LIMIT:
    case XQ_REASON_MOVE_LIMIT_CHECK:
      report = self->limit_reported_from != limit_from (self);
      self->limit_reported_from = limit_from (self);
      break;
    case XQ_REASON_NONE:
    case XQ_REASON_FORBIDDEN_CYCLE:
    case XQ_REASON_PERPETUAL_CHECK:
    case XQ_REASON_BOTH_ALLOWED:
    case XQ_REASON_BOTH_FORBIDDEN:
    case XQ_REASON_RETURN_ATTACK:
    default:
      report = out->has_cycle && (out->repetitions == 2 || out->repetitions == 3);
      break;
    }
  if (report)
    self->reported_ply = n;
  return report;
}

gboolean
xq_review_finish (XqReview *self,
                  XqRuling *out)
{
  guint      n;
  XqPosition final;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  n = self->moves->len;
  if (self->reported_ply == n)
    return FALSE;
  final = g_array_index (self->hist, XqPosition, n);
  if (xq_position_state (&final) == XQ_STATE_PLAYING)
    return FALSE;
  judge_since_capture (self, out);
  self->reported_ply = n;
  return TRUE;
}

guint
xq_review_game (const XqPosition     *start,
                const XqMove         *moves,
                guint                 n_moves,
                const XqJudgeOptions *opts,
                GArray               *findings)
{
  XqReview *review;
  XqFinding f;
  guint     before;

  g_return_val_if_fail (start != NULL, 0);
  g_return_val_if_fail (moves != NULL || n_moves == 0, 0);
  g_return_val_if_fail (findings != NULL, 0);

  before = findings->len;
  review = xq_review_new (start, opts);
  for (guint i = 0; i < n_moves; i++)
    if (xq_review_play (review, moves[i], &f.ruling))
      {
        f.ply = i + 1;
        g_array_append_val (findings, f);
      }
  if (xq_review_finish (review, &f.ruling))
    {
      f.ply = n_moves;
      g_array_append_val (findings, f);
    }
  xq_review_free (review);
  return findings->len - before;
}

void
xq_review_tally_add_game (XqReviewTally   *tally,
                          const XqFinding *findings,
                          guint            n_findings)
{
  guint    cycles = 0, forbidden = 0, last_closing = 0;
  gboolean in_cycle = FALSE, cycle_forbidden = FALSE;

  g_return_if_fail (tally != NULL);
  g_return_if_fail (findings != NULL || n_findings == 0);

  tally->games++;
  for (guint i = 0; i < n_findings; i++)
    {
      const XqRuling *r = &findings[i].ruling;

      switch (r->reason)
        {
        case XQ_REASON_CHECKMATE:
          tally->checkmates++;
          continue;
        case XQ_REASON_STALEMATE:
          tally->stalemates++;
          continue;
        case XQ_REASON_SIXTY_MOVES:
          tally->sixty_moves++;
          continue;
        case XQ_REASON_MOVE_LIMIT:
          tally->move_limits++;
          continue;
        case XQ_REASON_MOVE_LIMIT_CHECK:
          tally->move_limit_checks++;
          continue;
        case XQ_REASON_NONE:
        case XQ_REASON_FORBIDDEN_CYCLE:
        case XQ_REASON_PERPETUAL_CHECK:
        case XQ_REASON_BOTH_ALLOWED:
        case XQ_REASON_BOTH_FORBIDDEN:
        case XQ_REASON_RETURN_ATTACK:
        default:
          break;
        }
      if (!r->has_cycle)
        continue;
      tally->closings++;
      /* A cycle that starts after the last one closed is a new repetition. */
      if (!in_cycle || r->first_ply > last_closing)
        {
          cycles++;
          cycle_forbidden = FALSE;
          in_cycle = TRUE;
        }
      if (r->must_change_set && !cycle_forbidden)
        {
          forbidden++;
          tally->by_pattern[r->side[r->must_change].pattern]++;
          cycle_forbidden = TRUE;
        }
      last_closing = findings[i].ply;
    }
  tally->cycles += cycles;
  tally->forbidden_cycles += forbidden;
  if (cycles > 0)
    tally->games_with_cycles++;
  if (forbidden > 0)
    tally->games_with_forbidden++;
}
