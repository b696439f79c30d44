/* test-review.c: review finds, in one pass, what judge says of every prefix of a game
 *
 * The oracle is xq_judge() (what qili-cli judge prints) run on the game up to each ply, from the
 * start: a finding is every prefix whose position occurs for the second or third time (the cycle
 * it closes), checkmate and stalemate, and the first prefix after each capture where judge says
 * "60 moves" (CXA 4.2.4) or "the move limit has run out" (seed 000 限着). Compared over the real
 * game collections of ../shared/data/records/real, under each profile on the 1,391-game file,
 * with a move limit, and on random games that reach the 60-move rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-records.h"

/* Under valgrind (QILI_TEST_QUICK) a sample of the games; all of them in the other builds. */
static gboolean
quick (void)
{
  return g_getenv ("QILI_TEST_QUICK") != NULL;
}

/* Field by field: the whole ruling, as judge prints it and more. */
static gboolean
same_ruling (const XqRuling *a,
             const XqRuling *b,
             GString        *why)
{
#define SAME(field)                                                                                              \
  if (a->field != b->field)                                                                                      \
    {                                                                                                            \
      g_string_append_printf (why, "%s %lld, judge %lld; ", #field, (long long) a->field, (long long) b->field); \
    }
  SAME (result);
  SAME (reason);
  SAME (clause);
  SAME (claimable);
  SAME (has_cycle);
  SAME (must_change_set);
  SAME (repetitions);
  SAME (first_ply);
  SAME (last_ply);
  SAME (balance);
  SAME (plies_without_capture);
  SAME (move_limit_left);
  SAME (limit_check_ply);
  if (a->must_change_set && b->must_change_set)
    SAME (must_change);
  /* the loops and the occurrences, at the same plies */
  SAME (n_loops);
  SAME (changed);
  SAME (previous_ply);
  SAME (previous.result);
  for (guint i = 0; i < MIN (a->n_loops, XQ_MAX_LOOPS) && a->n_loops == b->n_loops; i++)
    {
      SAME (loops[i].first_ply);
      SAME (loops[i].last_ply);
      SAME (loops[i].times);
      SAME (loops[i].verdict.result);
    }
  for (guint i = 0; a->has_cycle && i < MIN (a->repetitions, XQ_MAX_OCCURRENCES); i++)
    SAME (occurrences[i]);
  for (int c = 0; c < XQ_N_COLORS; c++)
    {
      SAME (side[c].pattern);
      SAME (side[c].forbidden);
      SAME (side[c].moves);
      SAME (side[c].checks);
      SAME (side[c].mate_threats);
      SAME (side[c].chases);
      SAME (side[c].idles);
      if (a->side[c].chased != b->side[c].chased)
        g_string_append (why, "chased pieces; ");
      SAME (side[c].same_piece);
    }
#undef SAME
  return why->len == 0;
}

/* What review must find: judge on every prefix. */
static GArray *
judge_every_prefix (const XqPosition     *start,
                    const XqMove         *moves,
                    guint                 n,
                    const XqJudgeOptions *opts)
{
  GArray    *want = g_array_new (FALSE, FALSE, sizeof (XqFinding));
  XqPosition pos = *start;
  guint      last_capture = 0, limit_seen = G_MAXUINT;
  gboolean   sixty_seen = FALSE;

  for (guint p = 0; p <= n; p++)
    {
      XqFinding f = { p };
      gboolean  add = FALSE;

      if (p > 0)
        {
          XqUndo undo;
          xq_position_make (&pos, moves[p - 1], &undo);
          if (undo.captured != XQ_NO_PIECE)
            {
              last_capture = p;
              sixty_seen = FALSE;
            }
        }
      xq_judge (start, moves, p, opts, &f.ruling, NULL);
      switch (f.ruling.reason)
        {
        case XQ_REASON_CHECKMATE:
        case XQ_REASON_STALEMATE:
          add = TRUE;
          break;
        case XQ_REASON_SIXTY_MOVES:
          add = !sixty_seen;
          sixty_seen = TRUE;
          break;
        case XQ_REASON_MOVE_LIMIT:
        case XQ_REASON_MOVE_LIMIT_CHECK:
          add = limit_seen != MAX (opts->move_limit_from, last_capture);
          limit_seen = MAX (opts->move_limit_from, last_capture);
          break;
        default:
          add = f.ruling.has_cycle && (f.ruling.repetitions == 2 || f.ruling.repetitions == 3);
          break;
        }
      if (add)
        g_array_append_val (want, f);
    }
  return want;
}

typedef struct
{
  guint games;
  guint plies;
  guint findings;
  guint cycles;
  guint game_ends;
} Counts;

/* Reviews @moves and compares with the oracle; returns the findings. */
static void
compare_game (const char           *what,
              const XqPosition     *start,
              const XqMove         *moves,
              guint                 n,
              const XqJudgeOptions *opts,
              Counts               *counts)
{
  g_autoptr (GArray) want = judge_every_prefix (start, moves, n, opts);
  g_autoptr (GArray) got = g_array_new (FALSE, FALSE, sizeof (XqFinding));

  xq_review_game (start, moves, n, opts, got);
  for (guint i = 0; i < MAX (want->len, got->len); i++)
    {
      const XqFinding    *w = i < want->len ? &g_array_index (want, XqFinding, i) : NULL;
      const XqFinding    *g = i < got->len ? &g_array_index (got, XqFinding, i) : NULL;
      g_autoptr (GString) why = g_string_new (NULL);

      if (w == NULL || g == NULL || w->ply != g->ply)
        g_error ("%s: finding %u: review at ply %d, judge at ply %d", what, i + 1, g ? (int) g->ply : -1,
                 w ? (int) w->ply : -1);
      if (!same_ruling (&g->ruling, &w->ruling, why))
        g_error ("%s: ply %u: review and judge differ: %s", what, w->ply, why->str);
      if (w->ruling.has_cycle)
        counts->cycles++;
      else
        counts->game_ends++;
    }
  counts->games++;
  counts->plies += n;
  counts->findings += got->len;
}

static void
compare_record (const char *path,
                XqProfile   profile,
                guint       move_limit,
                guint       move_limit_from,
                Counts     *counts)
{
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqRecordFile) file = xq_record_file_new_for_path (path, &error);

  if (file == NULL)
    return; /* not read today: the records tests speak of those */
  for (guint i = 0; i < xq_record_file_get_n_games (file); i += quick () ? 25 : 1)
    {
      g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();
      g_autoptr (XqGame)    game = xq_record_file_load_game (file, i, warnings, NULL); /* up to any damage */
      g_autoptr (GArray)    moves = NULL;
      g_autofree char      *what = NULL;
      XqJudgeOptions        opts;

      if (game == NULL)
        continue;
      moves = xq_game_dup_main_line (game);
      xq_judge_options_init (&opts, profile);
      opts.move_limit = move_limit;
      opts.move_limit_from = MIN (move_limit_from, moves->len);
      what = g_strdup_printf ("%s game %u (%s)", path, i + 1, xq_profile_to_string (profile));
      compare_game (what, xq_game_get_start (game), (const XqMove *) moves->data, moves->len, &opts, counts);
    }
}

static void
collect_files (const char *dir,
               GPtrArray  *paths)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char      *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_files (path, paths);
      else if (!g_str_has_suffix (name, ".md") && !g_str_has_suffix (name, ".tsv") && !g_str_has_suffix (name, ".json"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

static char *
real_dir (void)
{
  const char *shared = g_getenv ("QILI_SHARED_DIR");

  return shared != NULL ? g_build_filename (shared, "data", "records", "real", NULL) : NULL;
}

static char *
hu_ronghua (void)
{
  g_autofree char *dir = real_dir ();

  return dir ? g_build_filename (dir, "maksimKorzh-wukong-xiangqi", "Hu_Ronghua_1391_UCI_games.pgn", NULL) : NULL;
}

static void
test_real_corpus (void)
{
  g_autofree char      *dir = real_dir ();
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  Counts                counts = { 0 };

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("../shared/data/records/real is not there");
      return;
    }
  collect_files (dir, paths);
  g_ptr_array_sort (paths, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < paths->len; i += quick () ? 10 : 1)
    compare_record (g_ptr_array_index (paths, i), XQ_PROFILE_CXA, 0, 0, &counts);
  g_test_message ("%u files, %u games, %u plies: %u findings (%u cycles closed, %u game ends), as judge says",
                  paths->len, counts.games, counts.plies, counts.findings, counts.cycles, counts.game_ends);
  /* The corpus has about 3,250 games (SOURCES.md); most are read today. */
  g_assert_cmpuint (counts.games, >, quick () ? 50 : 2500);
  /* Every tenth file under the sanitizers closes 18 cycles today. */
  g_assert_cmpuint (counts.cycles, >, quick () ? 10 : 1000);
  g_assert_cmpuint (counts.game_ends, >, 0);
}

static void
test_profiles (gconstpointer data)
{
  XqProfile        profile = GPOINTER_TO_INT (data);
  g_autofree char *path = hu_ronghua ();
  Counts           counts = { 0 };

  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the 1,391-game file is not there");
      return;
    }
  compare_record (path, profile, 0, 0, &counts);
  g_test_message ("%s: %u games, %u findings", xq_profile_to_string (profile), counts.games, counts.findings);
  g_assert_cmpuint (counts.games, ==, quick () ? 56 : 1391);
  g_assert_cmpuint (counts.cycles, >, quick () ? 20 : 1000);
}

/* The arbiter's limit: 20 moves after ply 30, and again after each capture (seed 000); under
 * 1957 a limit run out with a check inside it is reported as such (限着: a new development). */
static void
test_move_limit (void)
{
  g_autofree char *path = hu_ronghua ();
  Counts           counts = { 0 }, counts_1957 = { 0 };

  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the 1,391-game file is not there");
      return;
    }
  compare_record (path, XQ_PROFILE_CXA, 20, 30, &counts);
  compare_record (path, XQ_PROFILE_1957, 20, 30, &counts_1957);
  g_test_message ("%u games, %u game ends; under 1957 %u", counts.games, counts.game_ends, counts_1957.game_ends);
  g_assert_cmpuint (counts.game_ends, >, quick () ? 3 : 100);
  g_assert_cmpuint (counts_1957.game_ends, >, quick () ? 3 : 100);
}

/* Random games in sparse endings: long stretches without capture (the 60-move rule), positions
 * occurring four times and more, mates. */
static void
test_random_games (void)
{
  static const char *const fens[] = {
    "4k4/4a4/9/9/9/9/9/9/9/3RK4 w - - 0 1",
    "4k1r2/4a4/9/9/9/9/9/9/4A4/2R1K4 w - - 0 1",
    "2bak4/9/4b4/9/2n6/9/6N2/4B4/4A4/3AK4 w - - 0 1",
    "3k5/9/9/9/2P3p2/9/9/9/9/4K4 w - - 0 1",
    "3k1a3/9/9/9/9/9/9/9/9/3CK1c2 b - - 0 1",
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240601);
  Counts            counts = { 0 };

  for (guint g = 0; g < 30; g++)
    {
      XqPosition         start, pos;
      g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
      g_autofree char   *what = NULL;
      XqJudgeOptions     opts;

      g_assert_true (xq_position_from_fen (&start, fens[g % G_N_ELEMENTS (fens)], NULL));
      pos = start;
      for (guint p = 0; p < 260; p++)
        {
          XqMoveList list;
          XqUndo     undo;
          XqMove     move;

          xq_generate_legal (&pos, &list);
          if (list.n == 0)
            break;
          move = list.moves[g_rand_int_range (rand, 0, (gint32) list.n)];
          xq_position_make (&pos, move, &undo);
          g_array_append_val (moves, move);
        }
      xq_judge_options_init (&opts, (XqProfile) (g % XQ_N_PROFILES));
      if (g % 3 == 0)
        {
          opts.move_limit = 30;
          opts.move_limit_from = 10;
        }
      what = g_strdup_printf ("random game %u", g);
      compare_game (what, &start, (const XqMove *) moves->data, moves->len, &opts, &counts);
    }
  g_test_message ("%u games, %u plies: %u cycles, %u game ends", counts.games, counts.plies, counts.cycles,
                  counts.game_ends);
  g_assert_cmpuint (counts.game_ends, >, 5);
}

static GArray *
play (const char *fen,
      const char *iccs)
{
  g_auto (GStrv) words = g_strsplit (iccs, " ", -1);
  GArray        *moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  XqPosition     pos;

  g_assert_true (xq_position_from_fen (&pos, fen, NULL));
  for (guint i = 0; words[i] != NULL; i++)
    {
      XqMove m;
      XqUndo undo;
      g_assert_true (xq_move_from_iccs (words[i], &m));
      g_assert_true (xq_position_is_legal (&pos, m));
      xq_position_make (&pos, m, &undo);
      g_array_append_val (moves, m);
    }
  return moves;
}

/* CXA 细则1: Red checks for ever. The start position occurs at plies 0, 4, 8 and 12: the
 * positions of plies 4–11 are second and third occurrences, 12 and 13 fourth ones. */
static void
test_occurrences (void)
{
  const char        *fen = "3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1";
  g_autoptr (GArray) moves = play (fen, "f8e8 e9f9 e8f8 f9e9 f8e8 e9f9 e8f8 f9e9 f8e8 e9f9 e8f8 f9e9 f8e8");
  g_autoptr (GArray) findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
  XqReviewTally      tally = { 0 };
  XqJudgeOptions     opts;
  XqPosition         start;

  g_test_summary ("CXA 26.1, 细则1: every second and third occurrence is a finding, and one cycle");
  g_assert_true (xq_position_from_fen (&start, fen, NULL));
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  g_assert_cmpuint (xq_review_game (&start, (const XqMove *) moves->data, moves->len, &opts, findings), ==, 8);
  for (guint i = 0; i < 8; i++)
    {
      const XqFinding *f = &g_array_index (findings, XqFinding, i);
      g_assert_cmpuint (f->ply, ==, 4 + i);
      g_assert_cmpuint (f->ruling.repetitions, ==, i < 4 ? 2 : 3);
      g_assert_true (f->ruling.must_change_set);
      g_assert_cmpint (f->ruling.must_change, ==, XQ_RED);
      g_assert_cmpint (f->ruling.side[XQ_RED].pattern, ==, XQ_PATTERN_PERPETUAL_CHECK);
      g_assert_cmpuint (f->ruling.first_ply, ==, f->ply - 3);
    }
  xq_review_tally_add_game (&tally, (const XqFinding *) findings->data, findings->len);
  g_assert_cmpuint (tally.closings, ==, 8);
  g_assert_cmpuint (tally.cycles, ==, 1);
  g_assert_cmpuint (tally.forbidden_cycles, ==, 1);
  g_assert_cmpuint (tally.by_pattern[XQ_PATTERN_PERPETUAL_CHECK], ==, 1);
  g_assert_cmpuint (tally.games_with_forbidden, ==, 1);
}

/* Two repetitions apart are two cycles; the first allowed (both sides idle), the second not. */
static void
test_tally_two_cycles (void)
{
  /* Rooks shuffle (idle, 26.2), then Red's rook checks for ever (26.1). */
  const char        *fen = "3k4r/9/9/9/9/9/9/9/R8/4K4 w - - 0 1";
  g_autoptr (GArray) moves = play (fen, "a1b1 i9i8 b1a1 i8i9 a1b1 i9i8 b1a1 i8i9 "
                                        "e0f0 i9i7 a1d1 d9e9 d1e1 e9d9 e1d1 d9e9 d1e1");
  g_autoptr (GArray) findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
  XqReviewTally      tally = { 0 };
  XqJudgeOptions     opts;
  XqPosition         start;

  g_assert_true (xq_position_from_fen (&start, fen, NULL));
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  xq_review_game (&start, (const XqMove *) moves->data, moves->len, &opts, findings);
  xq_review_tally_add_game (&tally, (const XqFinding *) findings->data, findings->len);
  g_assert_cmpuint (tally.cycles, ==, 2);
  g_assert_cmpuint (tally.forbidden_cycles, ==, 1);
  g_assert_cmpuint (tally.by_pattern[XQ_PATTERN_PERPETUAL_CHECK], ==, 1);
  g_assert_cmpuint (tally.games_with_cycles, ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/review/occurrences", test_occurrences);
  g_test_add_func ("/xq/review/tally-two-cycles", test_tally_two_cycles);
  g_test_add_func ("/xq/review/random-games", test_random_games);
  g_test_add_func ("/xq/review/real-corpus", test_real_corpus);
  g_test_add_data_func ("/xq/review/profile/axf", GINT_TO_POINTER (XQ_PROFILE_AXF), test_profiles);
  g_test_add_data_func ("/xq/review/profile/1957", GINT_TO_POINTER (XQ_PROFILE_1957), test_profiles);
  g_test_add_func ("/xq/review/move-limit", test_move_limit);
  return g_test_run ();
}
