/* test-forbidden-moves.c: the moves that would repeat a cycle their side must change (issue 28)
 *
 * What an engine's line is marked with when its first move plays a forbidden cycle on: the hand
 * cases below, and over every rule case of tests/data/rulings where a side must change, the same
 * set as "How to Change…" files under "repeats" (xq_way_out()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rule-cases.h"
#include "xq-rules.h"

typedef struct
{
  XqPosition start;
  XqMove     moves[64];
  guint      n;
} Line;

static void
line_init (Line       *line,
           const char *fen,
           const char *iccs)
{
  g_auto (GStrv) words = g_strsplit (iccs, " ", -1);
  XqPosition     pos;

  g_assert_true (xq_position_from_fen (&line->start, fen, NULL));
  pos = line->start;
  line->n = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      XqUndo undo;

      if (*words[i] == '\0')
        continue;
      g_assert_true (xq_move_from_iccs (words[i], &line->moves[line->n]));
      g_assert_true (xq_position_is_legal (&pos, line->moves[line->n]));
      xq_position_make (&pos, line->moves[line->n], &undo);
      line->n++;
    }
}

static XqMove
move (const char *iccs)
{
  XqMove m;

  g_assert_true (xq_move_from_iccs (iccs, &m));
  return m;
}

static GArray *
forbidden (const Line *line,
           XqProfile   profile)
{
  GArray        *out = g_array_new (FALSE, FALSE, sizeof (XqForbiddenMove));
  XqJudgeOptions opts;

  xq_judge_options_init (&opts, profile);
  xq_forbidden_moves (&line->start, line->moves, line->n, &opts, out);
  return out;
}

/* 细则1 (CXA 26.1): the rook checks from e8 and f8 in turn. After 车四平五 将5平6 车五平四
 * 将6平5, 车四平五 comes back to the position after the first move: Red checks perpetually and
 * must change, so that move is forbidden, under AXF too; every other move is not. */
static void
test_perpetual_check (void)
{
  Line               line;
  g_autoptr (GArray) cxa = NULL, axf = NULL, y1957 = NULL;
  XqForbiddenMove    f;
  XqJudgeOptions     opts;

  line_init (&line, "3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1", "f8e8 e9f9 e8f8 f9e9");
  cxa = forbidden (&line, XQ_PROFILE_CXA);
  g_assert_cmpuint (cxa->len, ==, 1);
  f = g_array_index (cxa, XqForbiddenMove, 0);
  g_assert_cmpuint (f.move, ==, move ("f8e8"));
  g_assert_cmpuint (f.earlier_ply, ==, 1);
  g_assert_true (f.ruling.must_change_set);
  g_assert_cmpint (f.ruling.must_change, ==, XQ_RED);
  g_assert_cmpint (f.ruling.side[XQ_RED].pattern, ==, XQ_PATTERN_PERPETUAL_CHECK);
  g_assert_cmpint (f.ruling.clause, ==, XQ_CLAUSE_CXA_26_1);
  g_assert_cmpuint (f.ruling.last_ply, ==, 5);

  axf = forbidden (&line, XQ_PROFILE_AXF);
  g_assert_cmpuint (axf->len, ==, 1);
  g_assert_cmpint (g_array_index (axf, XqForbiddenMove, 0).ruling.clause, ==, XQ_CLAUSE_AXF_PERPETUAL_CHECK);
  y1957 = forbidden (&line, XQ_PROFILE_1957);
  g_assert_cmpuint (y1957->len, ==, 1);

  /* The same move asked about alone; another check (the pawn's) is no repeat */
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  g_assert_true (xq_move_is_forbidden (&line.start, line.moves, line.n, &opts, move ("f8e8"), NULL));
  g_assert_false (xq_move_is_forbidden (&line.start, line.moves, line.n, &opts, move ("f8f9"), NULL));
  g_assert_false (xq_move_is_forbidden (&line.start, line.moves, line.n, &opts, move ("a0a1"), NULL));
}

/* The side that is not at fault may go back: after 车四平五 (5 plies) Black's 将5平6 returns to
 * the position after ply 2, but the ruling on it makes Red change, not Black. */
static void
test_other_side_free (void)
{
  Line               line;
  g_autoptr (GArray) out = NULL;

  line_init (&line, "3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1", "f8e8 e9f9 e8f8 f9e9 f8e8");
  out = forbidden (&line, XQ_PROFILE_CXA);
  g_assert_cmpuint (out->len, ==, 0);
}

/* 一将一闲 is allowed (seed 001 允许着法(7), CXA 26.2): going round again is no forbidden move. */
static void
test_allowed_cycle (void)
{
  Line               line;
  g_autoptr (GArray) out = NULL;
  XqRuling           ruling;
  XqJudgeOptions     opts;

  line_init (&line, "4ka3/9/9/1N7/9/9/9/9/9/5K3 w - - 0 1", "b6c8 e9d9 c8b6 d9e9");
  /* Played on, the cycle is allowed for both */
  line.moves[line.n] = move ("b6c8");
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  xq_judge (&line.start, line.moves, line.n + 1, &opts, &ruling, NULL);
  g_assert_true (ruling.has_cycle);
  g_assert_false (ruling.must_change_set);
  out = forbidden (&line, XQ_PROFILE_CXA);
  g_assert_cmpuint (out->len, ==, 0);
}

/* 细则4 (CXA 26.4): the rook chases the horse perpetually; its chase back is forbidden. Too few
 * moves since the last capture: nothing can repeat. */
static void
test_perpetual_chase (void)
{
  Line               line;
  g_autoptr (GArray) out = NULL, early = NULL;

  line_init (&line, "r4k3/9/9/9/9/9/4p4/9/N2R5/3K5 w - - 0 1", "d1e1 e3d3 e1d1 d3e3");
  out = forbidden (&line, XQ_PROFILE_CXA);
  g_assert_cmpuint (out->len, ==, 1);
  g_assert_cmpuint (g_array_index (out, XqForbiddenMove, 0).move, ==, move ("d1e1"));
  g_assert_cmpint (g_array_index (out, XqForbiddenMove, 0).ruling.side[XQ_RED].pattern, ==,
                   XQ_PATTERN_PERPETUAL_CHASE);

  line_init (&line, "r4k3/9/9/9/9/9/4p4/9/N2R5/3K5 w - - 0 1", "d1e1 e3d3 e1d1");
  early = forbidden (&line, XQ_PROFILE_CXA);
  g_assert_cmpuint (early->len, ==, 0);
}

/* Over every rule case where a side must change and is to move at the end: the forbidden moves
 * are exactly what "How to Change…" calls repeats. */
static void
test_same_as_way_out (void)
{
  const char *files[] = { "cycles-cxa.ini", "cycles-chases.ini", "cycles-1957.ini", "axf-repetition.ini" };
  guint       compared = 0;

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr (GPtrArray) cases = rule_cases_load (files[f]);

      for (guint i = 0; i < cases->len; i++)
        {
          const RuleCase      *c = g_ptr_array_index (cases, i);
          const XqMove        *moves = (const XqMove *) c->moves->data;
          guint                n = c->moves->len;
          g_autoptr (GArray)   out = g_array_new (FALSE, FALSE, sizeof (XqForbiddenMove));
          g_autofree XqWayOut *w = g_new0 (XqWayOut, 1);
          XqJudgeOptions       opts;
          XqRuling             ruling;
          guint                repeats = 0;

          xq_judge_options_init (&opts, c->profile);
          xq_judge (&c->start, moves, n, &opts, &ruling, NULL);
          if (!xq_way_out (&c->start, moves, n, &opts, &ruling, w) || w->before != XQ_MOVE_NONE)
            continue;
          xq_forbidden_moves (&c->start, moves, n, &opts, out);
          for (guint k = 0; k < w->n; k++)
            {
              gboolean listed = FALSE;

              for (guint j = 0; j < out->len; j++)
                listed |= g_array_index (out, XqForbiddenMove, j).move == w->moves[k].move;
              if (listed != (w->moves[k].kind == XQ_ALTERNATIVE_REPEATS))
                g_error ("%s/%s: move %u: forbidden %d, way out says %s", c->file, c->id, k, listed,
                         xq_alternative_kind_to_string (w->moves[k].kind));
              repeats += w->moves[k].kind == XQ_ALTERNATIVE_REPEATS;
            }
          g_assert_cmpuint (repeats, ==, out->len);
          g_assert_cmpuint (repeats, >=, 1);
          compared++;
        }
    }
  g_test_message ("%u cases compared", compared);
  g_assert_cmpuint (compared, >=, 20);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/review/forbidden-moves/perpetual-check", test_perpetual_check);
  g_test_add_func ("/xq/review/forbidden-moves/other-side-free", test_other_side_free);
  g_test_add_func ("/xq/review/forbidden-moves/allowed-cycle", test_allowed_cycle);
  g_test_add_func ("/xq/review/forbidden-moves/perpetual-chase", test_perpetual_chase);
  g_test_add_func ("/xq/review/forbidden-moves/same-as-way-out", test_same_as_way_out);

  return g_test_run ();
}
