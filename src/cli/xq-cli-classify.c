/* xq-cli-classify.c: qili-cli classify and qili-cli protected
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include <time.h>

#include "xq-cli.h"
#include "xq-text-analysis.h"
#include "xq-text.h"

static void
add_squares (JsonBuilder *b,
             const char  *name,
             XqBitboard   set)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  while (set)
    {
      char buf[3];
      xq_square_to_iccs (xq_bb_pop (&set), buf);
      json_builder_add_string_value (b, buf);
    }
  json_builder_end_array (b);
}

static void
add_piece (JsonBuilder *b,
           const char  *name,
           XqPiece      piece)
{
  char letter[2] = { xq_piece_to_fen_char (piece), '\0' };

  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, letter);
}

static void
add_move (JsonBuilder *b,
          const char  *name,
          XqMove       move)
{
  char iccs[5];

  json_builder_set_member_name (b, name);
  if (move == XQ_MOVE_NONE)
    {
      json_builder_add_null_value (b);
      return;
    }
  xq_move_to_iccs (move, iccs);
  json_builder_add_string_value (b, iccs);
}

static void
add_line (JsonBuilder  *b,
          const char   *name,
          const XqMove *line,
          guint         len)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < len; i++)
    {
      char iccs[5];
      xq_move_to_iccs (line[i], iccs);
      json_builder_add_string_value (b, iccs);
    }
  json_builder_end_array (b);
}

static void
add_ply (JsonBuilder          *b,
         guint                 ply,
         XqPosition           *pos,
         const XqMoveAnalysis *a,
         XqProfile             profile)
{
  char             iccs[5];
  g_autofree char *chinese = xq_notation_format (pos, a->move, XQ_NOTATION_CHINESE);
  g_autofree char *en = NULL;
  g_autofree char *zh = NULL;
  XqTextStyle      style;

  xq_text_style_init (&style, XQ_LANG_EN, profile);
  en = xq_text_analysis (&style, pos, a);
  xq_text_style_init (&style, XQ_LANG_ZH_CN, profile);
  zh = xq_text_analysis (&style, pos, a);

  xq_move_to_iccs (a->move, iccs);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ply");
  json_builder_add_int_value (b, ply);
  json_builder_set_member_name (b, "move");
  json_builder_add_string_value (b, iccs);
  json_builder_set_member_name (b, "chinese");
  json_builder_add_string_value (b, chinese);
  json_builder_set_member_name (b, "natures");
  json_builder_begin_array (b);
  for (int i = 0; i < XQ_N_NATURES; i++)
    if (a->natures & (1u << i))
      json_builder_add_string_value (b, xq_nature_to_string ((XqNature) (1u << i)));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "heaviest");
  json_builder_add_string_value (b, xq_nature_to_string (a->heaviest));
  add_squares (b, "chased", a->chased);
  /* 杀: the mating line cited (checks and first replies), shortest first (CXA 28.2). */
  add_line (b, "mate_line", a->mate_line, a->mate_len);
  /* 抽: the line that wins after the check (29.1). */
  add_line (b, "discovered_line", a->discovered_line, a->discovered_len);
  json_builder_set_member_name (b, "targets");
  json_builder_begin_array (b);
  for (guint i = 0; i < a->n_targets; i++)
    {
      const XqTarget *t = &a->targets[i];
      char            sq[3];
      xq_square_to_iccs (t->square, sq);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "square");
      json_builder_add_string_value (b, sq);
      add_piece (b, "piece", t->piece);
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, xq_protection_to_string (t->eval.status));
      add_squares (b, "attackers", t->attackers);
      add_squares (b, "defenders", t->eval.defenders);
      json_builder_set_member_name (b, "chased");
      json_builder_add_boolean_value (b, t->chased);
      /* Evidence of newness (29.2): the winning capture now, and the one that already won it
       * before the move (null when none did: the chase, if any, is new). */
      add_move (b, "capture", t->winners ? (t->way == XQ_CHASE_BY_CHECKS ? t->check : t->eval.capture) : XQ_MOVE_NONE);
      json_builder_set_member_name (b, "new");
      json_builder_add_boolean_value (b, !t->threatened_before);
      add_move (b, "prior", t->prior);
      json_builder_set_member_name (b, "exclusion");
      json_builder_add_string_value (b, xq_exclusion_to_string (t->exclusion));
      /* A chase through checks: the line that wins the piece (29.1). */
      add_line (b, "line", t->line, t->line_len);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  xq_cli_add_explanation (b, en, zh);
  json_builder_end_object (b);
}

/* Processor time of this thread, in microseconds. */
static gint64
thread_cpu_usec (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* The effort of the searches by checks (杀, 抽, the taker mated) over the whole line. */
static void
add_search_stats (JsonBuilder *b)
{
  XqCheckSearchStats st;

  xq_check_search_stats (&st);
  json_builder_set_member_name (b, "check_search");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "questions");
  json_builder_add_int_value (b, (gint64) st.questions);
  json_builder_set_member_name (b, "cached");
  json_builder_add_int_value (b, (gint64) st.cached);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, (gint64) st.nodes);
  json_builder_set_member_name (b, "max_nodes");
  json_builder_add_int_value (b, (gint64) st.max_nodes);
  json_builder_set_member_name (b, "exhausted");
  json_builder_add_int_value (b, (gint64) st.exhausted);
  json_builder_end_object (b);
}

gboolean
xq_cli_profile (const char *name,
                XqProfile  *profile)
{
  *profile = XQ_PROFILE_CXA;
  if (name && !xq_profile_from_string (name, profile))
    {
      xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--rules must be cxa, axf or 1957, not '%s'",
                    g_utf8_validate (name, -1, NULL) ? name : "?");
      return FALSE;
    }
  return TRUE;
}

int
xq_cli_classify (int    argc,
                 char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *rules = NULL;
  GOptionEntry     entries[] = {
        { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Start from this position", "FEN" },
        { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, "Rule profile: cxa (default), axf or 1957", "PROFILE" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("MOVE…");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GArray)         moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  XqAnalysisOptions          opts;
  XqProfile                  profile;
  XqPosition                 pos, start;
  gint64                     t0, c0, elapsed = 0, cpu = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv) || !xq_cli_profile (rules, &profile) || !xq_cli_position (fen, &pos))
    return XQ_CLI_EXIT_BAD_INPUT;
  start = pos;
  /* Check the whole line first, so that an error comes before any output. */
  if (!xq_cli_play (&pos, argv + 1, argc - 1, moves))
    return XQ_CLI_EXIT_BAD_INPUT;
  pos = start;
  xq_analysis_options_init (&opts, profile);
  xq_check_search_stats_reset ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "plies");
  json_builder_begin_array (b);
  for (guint i = 0; i < moves->len; i++)
    {
      XqMove         m = g_array_index (moves, XqMove, i);
      XqMoveAnalysis a;
      XqUndo         undo;

      t0 = g_get_monotonic_time ();
      c0 = thread_cpu_usec ();
      xq_analyse_move (&pos, m, &opts, &a);
      cpu += thread_cpu_usec () - c0;
      elapsed += g_get_monotonic_time () - t0;
      add_ply (b, i + 1, &pos, &a, profile);
      xq_position_make (&pos, m, &undo);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "seconds");
  json_builder_add_double_value (b, (double) elapsed / G_USEC_PER_SEC);
  /* The processor time of the same work: what a busy machine does not inflate. */
  json_builder_set_member_name (b, "cpu_seconds");
  json_builder_add_double_value (b, (double) cpu / G_USEC_PER_SEC);
  add_search_stats (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_protected (int    argc,
                  char **argv)
{
  g_autofree char *fen = NULL;
  GOptionEntry     entries[] = {
        { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Position (the capturing side to move)", "FEN" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("CAPTURE");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  XqPosition                 pos;
  XqMove                     move;
  XqMoveProblem              problem;
  XqCaptureEval              e;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv) || !xq_cli_position (fen, &pos))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "protected needs exactly one CAPTURE move such as h2h9");
  if (!g_utf8_validate (argv[1], -1, NULL) || !xq_move_from_iccs (argv[1], &move))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "'%s' is not an ICCS move such as h2h9",
                         g_utf8_validate (argv[1], -1, NULL) ? argv[1] : "?");
  /* A capture that would expose the capturer's own general is still a question about the target's
   * protection; anything else that breaks the rules of movement is bad input. */
  problem = xq_position_check_move (&pos, move);
  if (problem != XQ_MOVE_OK && problem != XQ_MOVE_LEAVES_IN_CHECK && problem != XQ_MOVE_GENERALS_FACE)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s is not a possible move: %s", argv[1],
                         xq_text_move_problem (XQ_LANG_EN, problem));

  xq_evaluate_capture (&pos, move, &e);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "protected");
  json_builder_add_boolean_value (b, e.defenders != 0);
  json_builder_set_member_name (b, "status");
  json_builder_add_string_value (b, xq_protection_to_string (e.status));
  add_squares (b, "defenders", e.defenders);
  add_squares (b, "hidden_defenders", e.hidden_defenders);
  add_squares (b, "false_defenders", e.false_defenders);
  json_builder_set_member_name (b, "gain");
  json_builder_add_int_value (b, e.gain);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}
