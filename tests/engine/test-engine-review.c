/* test-engine-review.c: engine lines that know the repetition rules, and a game reviewed
 * (issue 28), against Debian's Fairy-Stockfish (skipped without it)
 *
 * Every search here is depth-limited (one thread, a fixed depth: the same answer on a loaded
 * machine as on an idle one); nothing is timed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "xq-engine-review.h"
#include "xq-engine-test.h"

/* Runs qili-cli with @args and returns its standard output; the exit status must be @status. */
static char *
cli (int                status,
     const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  char                 *out = NULL;
  g_autofree char      *err = NULL;
  int                   wait_status;

  g_ptr_array_add (argv, (gpointer) g_getenv ("QILI_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_nonnull (g_getenv ("QILI_CLI"));
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &wait_status, &error));
  g_assert_no_error (error);
  if (!WIFEXITED (wait_status) || WEXITSTATUS (wait_status) != status)
    g_error ("qili-cli %s: exit %d, expected %d: %s", args[0], WEXITSTATUS (wait_status), status, err);
  return out;
}

static JsonNode *
parse (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static const char *
first_move (JsonObject *line)
{
  JsonArray *pv = json_object_get_array_member (line, "pv");

  g_assert_cmpuint (json_array_get_length (pv), >=, 1);
  return json_object_get_string_member (json_array_get_object_element (pv, 0), "iccs");
}

/* A score for the side to move: mates first, sooner better. */
static int
score_value (JsonObject *score,
             XqColor     side)
{
  int v;

  if (json_object_has_member (score, "mate"))
    {
      int m = (int) json_object_get_int_member (score, "mate");
      v = m > 0 ? 100000 - m : -100000 - m;
    }
  else
    v = (int) json_object_get_int_member (score, "cp");
  return side == XQ_RED ? v : -v;
}

/* Each line's moves are legal from @pos, the allowed lines come first and best first. */
static void
assert_lines (JsonObject       *root,
              const XqPosition *pos)
{
  JsonArray *lines = json_object_get_array_member (root, "lines");
  gboolean   forbidden_seen = FALSE;
  int        last = G_MAXINT;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      JsonArray  *pv = json_object_get_array_member (line, "pv");
      XqPosition  replay = *pos;
      gboolean    forbidden = !json_object_get_null_member (line, "forbidden");

      for (guint m = 0; m < json_array_get_length (pv); m++)
        {
          XqMove move;
          XqUndo undo;

          g_assert_true (xq_move_from_iccs (json_object_get_string_member (json_array_get_object_element (pv, m), "iccs"),
                                            &move));
          g_assert_true (xq_position_is_legal (&replay, move));
          xq_position_make (&replay, move, &undo);
        }
      g_assert_nonnull (json_object_get_string_member (line, "nature"));
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (line, "natures")), >=, 1);
      if (forbidden)
        forbidden_seen = TRUE;
      else
        {
          int value = score_value (json_object_get_object_member (line, "score"), pos->side);

          g_assert_false (forbidden_seen); /* ranked after every allowed line */
          g_assert_cmpint (value, <=, last);
          last = value;
        }
    }
}

/* Several lines from the start position, and after a move (Black to move). */
static void
test_lines (void)
{
  const char *const    args[] = { "analyse", "--depth", "8", "--lines", "3", NULL };
  const char *const    black[] = { "analyse", "--depth", "8", "--lines", "4", "h2e2", NULL };
  g_autofree char     *out = NULL, *out_black = NULL;
  g_autoptr (JsonNode) root = NULL, root_black = NULL;
  XqPosition           pos;
  XqUndo               undo;
  JsonArray           *lines;

  if (!xq_engine_test_have_engine ())
    return;
  out = cli (0, args);
  root = parse (out);
  lines = json_object_get_array_member (json_node_get_object (root), "lines");
  g_assert_cmpuint (json_array_get_length (lines), ==, 3);
  xq_position_init_start (&pos);
  assert_lines (json_node_get_object (root), &pos);
  /* The first line is the one the top level gives, and the best allowed move */
  g_assert_cmpstr (first_move (json_array_get_object_element (lines, 0)), ==,
                   json_object_get_string_member (json_object_get_object_member (json_node_get_object (root), "best_allowed"),
                                                  "iccs"));
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (lines, i), "rank"), ==, i + 1);

  out_black = cli (0, black);
  root_black = parse (out_black);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (root_black), "lines")),
                    ==, 4);
  xq_position_make (&pos, xq_move_make (xq_square_make (7, 2), xq_square_make (4, 2)), &undo);
  assert_lines (json_node_get_object (root_black), &pos);
}

/* The engine's first choice repeats a cycle the side to move must change. */
typedef struct
{
  const char *title;
  const char *rules;
  const char *fen;
  const char *moves;
  const char *forbidden; /* the engine's first choice */
  const char *clause;    /* in the explanation */
  const char *pattern;
} ForbiddenCase;

static const ForbiddenCase forbidden_cases[] = {
  /* Red's rook threatens mate from g6 and h6 in turn while Black's elephant goes back and forth
   * (AXF case wxf-013 read under CXA, tests/data/rulings/cycles-cxa.ini cxa-vs-axf-mate-threats):
   * 长杀 against idle moves, Red must change (CXA 26.4). Any other move loses more than ten pawns,
   * so the engine, which sees no history, keeps the threat going. */
  { "perpetual mate threat, CXA", "cxa", "3ak1b2/4a4/4b4/r3C2R1/p8/9/P8/4p4/4p4/5K3 w - - 0 1",
    "h6g6 g9i7 g6h6 i7g9", "h6g6", "26.4", "perpetual-mate-threat" },
  /* A crossed pawn chases Black's rook from a5 and b5 (AXF rule book diagrams 71–75, as in
   * axf-repetition.ini wxf-107): under AXF the perpetual chase is forbidden; the engine sees a
   * draw by repetition (0) against six pawns lost. */
  { "perpetual chase by a pawn, AXF", "axf", "2bak4/4a4/4b4/1rp6/P2R5/4pp3/9/CC7/4p4/5K3 w - - 0 1",
    "a5b5 b6a6 b5a5 a6b6 a5b5 b6a6", "b5a5", "AXF", "perpetual-chase" },
};

static void
test_forbidden_first_choice (gconstpointer data)
{
  const ForbiddenCase  *c = data;
  g_auto (GStrv)        moves = g_strsplit (c->moves, " ", -1);
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autofree char      *out = NULL;
  g_autoptr (JsonNode)  root = NULL;
  JsonObject           *o, *last, *forbidden;
  JsonArray            *lines;
  XqPosition            pos;
  guint                 n;

  if (!xq_engine_test_have_engine ())
    return;
  g_test_message ("%s", c->title);
  for (const char *a[] = { "analyse", "--rules", c->rules, "--depth", "8", "--lines", "3", "--fen", c->fen }, *const *p = a;
       p < a + G_N_ELEMENTS (a); p++)
    g_ptr_array_add (args, (gpointer) *p);
  for (guint i = 0; moves[i] != NULL; i++)
    g_ptr_array_add (args, moves[i]);
  g_ptr_array_add (args, NULL);
  out = cli (0, (const char *const *) args->pdata);
  root = parse (out);
  o = json_node_get_object (root);
  lines = json_object_get_array_member (o, "lines");
  n = json_array_get_length (lines);

  /* Three allowed lines, then the forbidden one: the engine's own first choice */
  g_assert_cmpuint (n, ==, 4);
  last = json_array_get_object_element (lines, n - 1);
  g_assert_cmpstr (first_move (last), ==, c->forbidden);
  g_assert_cmpint (json_object_get_int_member (last, "rank"), ==, 1);
  forbidden = json_object_get_object_member (last, "forbidden");
  g_assert_nonnull (forbidden);
  g_assert_cmpstr (json_object_get_string_member (forbidden, "pattern"), ==, c->pattern);
  {
    JsonObject *text = json_object_get_object_member (forbidden, "explanation");
    g_assert_true (g_str_has_prefix (json_object_get_string_member (text, "en"), "Forbidden: repeats the cycle ("));
    g_assert_nonnull (strstr (json_object_get_string_member (text, "en"), c->clause));
    g_assert_true (g_str_has_prefix (json_object_get_string_member (text, "zh_CN"), "禁止着法：重复循环（"));
  }
  for (guint i = 0; i + 1 < n; i++)
    g_assert_true (json_object_get_null_member (json_array_get_object_element (lines, i), "forbidden"));

  /* The best allowed move is named, and the top level is its line */
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (o, "best_allowed"), "iccs"), !=,
                   c->forbidden);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (o, "best_allowed"), "iccs"), ==,
                   first_move (json_array_get_object_element (lines, 0)));
  g_assert_cmpstr (json_object_get_string_member (
                     json_array_get_object_element (json_object_get_array_member (o, "pv"), 0), "iccs"),
                   ==, first_move (json_array_get_object_element (lines, 0)));
  g_assert_true (xq_position_from_fen (&pos, c->fen, NULL));
  for (guint i = 0; moves[i] != NULL; i++)
    {
      XqMove m;
      XqUndo undo;
      g_assert_true (xq_move_from_iccs (moves[i], &m));
      xq_position_make (&pos, m, &undo);
    }
  assert_lines (o, &pos);
}

/* The same pawn chase under CXA: a pawn's perpetual chase is allowed (CXA 27.2), so the engine's
 * choice stands, unmarked, at the top. */
static void
test_pawn_chase_cxa (void)
{
  const char *const    args[] = { "analyse", "--rules", "cxa", "--depth", "8", "--lines", "3",
                                  "--fen", forbidden_cases[1].fen, "a5b5", "b6a6", "b5a5", "a6b6",
                                  "a5b5", "b6a6", NULL };
  g_autofree char     *out = NULL;
  g_autoptr (JsonNode) root = NULL;
  JsonArray           *lines;

  if (!xq_engine_test_have_engine ())
    return;
  out = cli (0, args);
  root = parse (out);
  lines = json_object_get_array_member (json_node_get_object (root), "lines");
  g_assert_cmpuint (json_array_get_length (lines), ==, 3);
  g_assert_cmpstr (first_move (json_array_get_object_element (lines, 0)), ==, "b5a5");
  for (guint i = 0; i < 3; i++)
    g_assert_true (json_object_get_null_member (json_array_get_object_element (lines, i), "forbidden"));
}

/* Marks by the score lost, from the mover's side; never the engine's own move or a forced one. */
static void
test_marks (void)
{
  XqMistakeThresholds t;
  XqEngineEval        before = { .ply = 10, .side = XQ_RED, .score = 120, .best = 1 };
  XqEngineEval        after = { .ply = 11, .side = XQ_BLACK, .score = 40 };
  int                 loss;

  xq_mistake_thresholds_init (&t);
  g_assert_cmpuint (t.dubious, ==, 80);
  g_assert_cmpuint (t.mistake, ==, 150);
  g_assert_cmpuint (t.blunder, ==, 300);
  t = (XqMistakeThresholds){ 50, 100, 300 };
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, &loss), ==, XQ_NAG_DUBIOUS);
  g_assert_cmpint (loss, ==, 80);
  after.score = 0;
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, &loss), ==, XQ_NAG_MISTAKE);
  after.score = -300;
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, &loss), ==, XQ_NAG_BLUNDER);
  g_assert_cmpint (loss, ==, 420);
  after.score = 79;
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, &loss), ==, XQ_NAG_NONE);
  after.score = -300;
  /* The engine's choice, a forced move */
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 1, FALSE, &t, NULL), ==, XQ_NAG_NONE);
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, TRUE, &t, NULL), ==, XQ_NAG_NONE);
  /* Black's move: a rise in Red's score is Black's loss */
  before = (XqEngineEval){ .ply = 11, .side = XQ_BLACK, .score = -50, .best = 1 };
  after = (XqEngineEval){ .ply = 12, .side = XQ_RED, .score = 60 };
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, &loss), ==, XQ_NAG_MISTAKE);
  g_assert_cmpint (loss, ==, 110);
  after.score = -400; /* better for Black: no loss */
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, &loss), ==, XQ_NAG_NONE);
  g_assert_cmpint (loss, ==, 0);
  /* Far ahead stays far ahead: capped, no mark; a mate let slip to +3 is one */
  before = (XqEngineEval){ .ply = 20, .side = XQ_RED, .score = 2500, .best = 1 };
  after = (XqEngineEval){ .ply = 21, .side = XQ_BLACK, .score = 1400 };
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, NULL), ==, XQ_NAG_NONE);
  before.is_mate = TRUE;
  before.score = 3;
  after.score = 300;
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, &loss), ==, XQ_NAG_BLUNDER);
  g_assert_cmpint (loss, ==, XQ_ENGINE_SCORE_CAP - 300);
  /* Thresholds of 0 mark nothing of that kind */
  t.blunder = 0;
  g_assert_cmpint (xq_engine_mark_move (&before, &after, 2, FALSE, &t, NULL), ==, XQ_NAG_MISTAKE);
  /* Checkmated: the side to move has lost */
  after = (XqEngineEval){ .ply = 21, .side = XQ_BLACK, .over = TRUE };
  g_assert_cmpint (xq_engine_eval_value (&after), ==, XQ_ENGINE_SCORE_CAP);
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    n += *p == '\n';
  return n;
}

/* "PLY member…" of a ruling: what review and analyse --review must agree on */
static char *
event_key (gint64      ply,
           JsonObject *ruling)
{
  const char *const members[] = { "result", "reason", "must_change", "clause", "red_pattern", "black_pattern",
                                  "repetitions" };
  GString          *key = g_string_new (NULL);

  g_string_append_printf (key, "%" G_GINT64_FORMAT, ply);
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      g_autofree char *text = json_to_string (json_object_get_member (ruling, members[m]), FALSE);
      g_string_append_printf (key, " %s", text);
    }
  return g_string_free (key, FALSE);
}

/* qili-cli analyse --review on a real game marks the rule events qili-cli review finds, at the
 * same plies and with the same rulings; where a move would repeat the forbidden cycle, the best
 * move named is another. */
static void
test_review_real_game (void)
{
  g_autofree char      *path = NULL;
  g_autofree char      *analysed = NULL, *reviewed = NULL;
  g_auto (GStrv)        analysed_lines = NULL, reviewed_lines = NULL;
  g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
  guint                 n_review = 0, n_forbidden = 0, expected_ply = 0;

  if (!xq_engine_test_have_engine () || (path = xq_engine_test_real_game_path ()) == NULL)
    return;
  {
    const char *const args[] = { "analyse", "--review", path, "--depth", "2", NULL };
    const char *const review[] = { "review", path, NULL };
    analysed = cli (0, args);
    reviewed = cli (0, review);
  }
  reviewed_lines = g_strsplit (reviewed, "\n", -1);
  analysed_lines = g_strsplit (analysed, "\n", -1);
  g_assert_cmpuint (count_lines (analysed), ==, 53); /* 52 plies and the start */

  for (guint i = 0; analysed_lines[i] != NULL && *analysed_lines[i] != '\0'; i++)
    {
      g_autoptr (JsonNode) node = parse (analysed_lines[i]);
      JsonObject          *o = json_node_get_object (node);
      JsonArray           *forbidden = json_object_get_array_member (o, "forbidden");

      g_assert_cmpint (json_object_get_int_member (o, "ply"), ==, expected_ply++);
      g_assert_cmpint (json_object_get_int_member (o, "game"), ==, 1);
      g_assert_true (json_object_has_member (json_object_get_object_member (o, "score"), "cp") ||
                     json_object_has_member (json_object_get_object_member (o, "score"), "mate"));
      if (!json_object_get_null_member (o, "best"))
        for (guint k = 0; k < json_array_get_length (forbidden); k++)
          g_assert_cmpstr (json_array_get_string_element (forbidden, k), !=,
                           json_object_get_string_member (json_object_get_object_member (o, "best"), "iccs"));
      n_forbidden += json_array_get_length (forbidden);
      if (!json_object_get_null_member (o, "event"))
        {
          g_ptr_array_add (events,
                           event_key (json_object_get_int_member (o, "ply"), json_object_get_object_member (o, "event")));
        }
    }
  g_assert_cmpuint (n_forbidden, >, 0);

  /* The same events as review, one for one */
  for (guint i = 0; reviewed_lines[i] != NULL && *reviewed_lines[i] != '\0'; i++)
    {
      g_autoptr (JsonNode) node = parse (reviewed_lines[i]);
      JsonObject          *o = json_node_get_object (node);
      g_autofree char     *key = event_key (json_object_get_int_member (o, "ply"), o);

      g_assert_cmpuint (n_review, <, events->len);
      g_assert_cmpstr (key, ==, g_ptr_array_index (events, n_review));
      n_review++;
    }
  g_assert_cmpuint (n_review, ==, events->len);
  g_assert_cmpuint (n_review, >=, 5);
}

/* Our child processes (any state, zombies too). */

typedef struct
{
  GCancellable *cancellable;
  GError       *error;
  guint         evals;
  gboolean      ok;
} Review;

static gpointer
review_thread (gpointer data)
{
  Review            *r = data;
  XqEngineSettings   settings = { .depth = 60 }; /* far longer than the test waits */
  XqJudgeOptions     opts;
  XqPosition         start;
  g_autoptr (GArray) evals = g_array_new (FALSE, FALSE, sizeof (XqEngineEval));

  xq_position_init_start (&start);
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  r->ok = xq_engine_review_run (&settings, &start, NULL, 0, &opts, r->cancellable, NULL, NULL, evals, NULL,
                                &r->error);
  r->evals = evals->len;
  return NULL;
}

/* Cancelled while the engine thinks: the run ends at once and leaves no engine process behind. */
static void
test_cancel (void)
{
  Review   r = { g_cancellable_new () };
  GThread *thread;
  guint    before = xq_engine_test_count_children ();
  gint64   deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  if (!xq_engine_test_have_engine ())
    {
      g_object_unref (r.cancellable);
      return;
    }
  thread = g_thread_new ("review", review_thread, &r);
  while (xq_engine_test_count_children () == before)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (10000);
    }
  g_usleep (200000); /* searching by now */
  g_cancellable_cancel (r.cancellable);
  g_thread_join (thread);
  g_assert_false (r.ok);
  g_assert_error (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (r.evals, ==, 0);
  g_assert_cmpuint (xq_engine_test_count_children (), ==, before);
  g_clear_error (&r.error);
  g_object_unref (r.cancellable);
}

static void
count_cb (const XqEngineEval *eval,
          guint               done,
          guint               total,
          gpointer            user_data)
{
  guint *calls = user_data;

  g_assert_cmpuint (done, ==, eval->ply + 1);
  g_assert_cmpuint (total, ==, 6);
  (*calls)++;
}

/* A short game to mate: every position, in order; the mated one not searched. */
static void
test_run (void)
{
  XqEngineSettings   settings = { .depth = 3 };
  XqJudgeOptions     opts;
  XqPosition         start;
  XqMove             moves[5];
  g_autoptr (GArray) evals = g_array_new (FALSE, FALSE, sizeof (XqEngineEval));
  g_autoptr (GError) error = NULL;
  g_autofree char   *name = NULL;
  guint              calls = 0;

  if (!xq_engine_test_have_engine ())
    return;
  /* Red's rook mates on b9 from the mate-in-one position after two waiting moves each */
  g_assert_true (xq_position_from_fen (&start, "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1", NULL));
  g_assert_true (xq_move_from_iccs ("d0d1", &moves[0]));
  g_assert_true (xq_move_from_iccs ("e9f9", &moves[1]));
  g_assert_true (xq_move_from_iccs ("d1d0", &moves[2]));
  g_assert_true (xq_move_from_iccs ("f9e9", &moves[3]));
  g_assert_true (xq_move_from_iccs ("b1b9", &moves[4]));
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  g_assert_true (xq_engine_review_run (&settings, &start, moves, 5, &opts, NULL, count_cb, &calls, evals, &name,
                                       &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (name, "Fairy-Stockfish"));
  g_assert_cmpuint (calls, ==, 6);
  g_assert_cmpuint (evals->len, ==, 6);
  for (guint i = 0; i < evals->len; i++)
    g_assert_cmpuint (g_array_index (evals, XqEngineEval, i).ply, ==, i);
  /* At the start Red mates in one, and says so */
  g_assert_true (g_array_index (evals, XqEngineEval, 0).is_mate);
  g_assert_cmpint (g_array_index (evals, XqEngineEval, 0).score, ==, 1);
  g_assert_cmpuint (g_array_index (evals, XqEngineEval, 0).best, ==, moves[4]);
  /* The last position is mate: not searched, lost for Black */
  g_assert_true (g_array_index (evals, XqEngineEval, 5).over);
  g_assert_cmpuint (g_array_index (evals, XqEngineEval, 5).best, ==, XQ_MOVE_NONE);
  g_assert_cmpint (xq_engine_eval_value (&g_array_index (evals, XqEngineEval, 5)), ==, XQ_ENGINE_SCORE_CAP);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/engine/review/marks", test_marks);
  g_test_add_func ("/xq/engine/analyse/lines", test_lines);
  for (guint i = 0; i < G_N_ELEMENTS (forbidden_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/xq/engine/analyse/forbidden-first-choice/%u", i + 1);
      g_test_add_data_func (name, &forbidden_cases[i], test_forbidden_first_choice);
    }
  g_test_add_func ("/xq/engine/analyse/pawn-chase-cxa", test_pawn_chase_cxa);
  g_test_add_func ("/xq/engine/review/run", test_run);
  g_test_add_func ("/xq/engine/review/cancel", test_cancel);
  g_test_add_func ("/xq/engine/review/real-game", test_review_real_game);

  return g_test_run ();
}
