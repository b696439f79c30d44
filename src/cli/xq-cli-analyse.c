/* xq-cli-analyse.c: qili-cli analyse — a UCI engine's lines for one position, or over a game
 *
 *   analyse [--engine PATH] [--rules R] [--fen FEN] [--depth N | --movetime MS] [--lines N]
 *           [--hash MB] [--threads N] [MOVE…]
 *
 * asks the engine (Debian's Fairy-Stockfish by default) about the position after the moves and
 * prints {"engine","depth","score":{"cp":N}|{"mate":N},"pv":[{"iccs","chinese","wxf"},…],
 * "lines":[{"rank","score","depth","pv","nature","natures","forbidden"},…],"best_allowed"}. The
 * score is from Red's side: a positive number favours Red, {"mate":2} means Red mates in 2.
 * "lines" holds up to N lines (MultiPV, default 1) the rules allow, best first, then the lines
 * among the engine's first N whose first move repeats a position of a cycle the side to move
 * must change (the moves on the command line are the game; "forbidden" says which cycle and
 * clause): the engine is asked for N more lines than there are such moves, so that N allowed
 * lines come whatever it likes. "score", "depth" and "pv" are those of the first line;
 * "best_allowed" names its move.
 *
 *   analyse --review FILE [--game N] [--rules R] [--engine PATH] [--depth D | --movetime MS] …
 *
 * runs the engine over every position of the game (each game of the file without --game) and
 * prints one JSON line per position, as it goes: {"file","game","ply","move","score","depth",
 * "best","forbidden","mark","loss","event"} — the move that led there, the score after it, the
 * best move there among those the rules allow, the glyph the move earns by the score it lost
 * (?! ? ??), and the ruling qili-cli review gives at that ply ("event", its members as review
 * prints them, or null). Files are read as review reads them (exit 3 when read in part).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include <stdio.h>

#include "xq-cli-game.h"
#include "xq-engine-review.h"
#include "xq-text-forbidden.h"

/* Without --depth or --movetime */
#define DEFAULT_DEPTH 12
/* --lines, as in the app */
#define MAX_LINES 5

typedef struct
{
  GMainLoop *loop;
  GError    *error;
  gboolean   done;
} Run;

typedef struct
{
  XqEngineSettings settings;
  XqProfile        profile;
  guint            lines;
} Options;

static void
started_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Run *run = user_data;

  xq_uci_engine_start_finish (XQ_UCI_ENGINE (source), result, &run->error);
  g_main_loop_quit (run->loop);
}

static void
done_cb (XqUciEngine *engine,
         guint        best,
         Run         *run)
{
  run->done = TRUE;
  g_main_loop_quit (run->loop);
}

static void
failed_cb (XqUciEngine  *engine,
           const GError *error,
           Run          *run)
{
  g_clear_error (&run->error);
  run->error = g_error_copy (error);
  g_main_loop_quit (run->loop);
}

static void
add_score (JsonBuilder *b,
           gboolean     is_mate,
           int          score)
{
  json_builder_set_member_name (b, "score");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, is_mate ? "mate" : "cp");
  json_builder_add_int_value (b, score);
  json_builder_end_object (b);
}

static void
add_pv (JsonBuilder        *b,
        const XqPosition   *start,
        const XqEngineInfo *info)
{
  XqPosition pos = *start;

  json_builder_set_member_name (b, "pv");
  json_builder_begin_array (b);
  for (guint i = 0; i < info->pv_length; i++)
    {
      XqUndo undo;

      xq_cli_add_move (b, &pos, info->pv[i]);
      xq_position_make (&pos, info->pv[i], &undo);
    }
  json_builder_end_array (b);
}

/* The forbidden move that @move is, or NULL. */
static const XqForbiddenMove *
find_forbidden (GArray *forbidden,
                XqMove  move)
{
  for (guint i = 0; i < forbidden->len; i++)
    if (g_array_index (forbidden, XqForbiddenMove, i).move == move)
      return &g_array_index (forbidden, XqForbiddenMove, i);
  return NULL;
}

static void
add_line (JsonBuilder           *b,
          const XqPosition      *start,
          GArray                *moves,
          const XqPosition      *pos,
          const XqEngineInfo    *info,
          XqProfile              profile,
          const XqForbiddenMove *forbidden)
{
  XqAnalysisOptions analysis;
  XqMoveAnalysis    a;
  XqPosition        copy = *pos;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rank");
  json_builder_add_int_value (b, info->multipv);
  add_score (b, info->is_mate, info->score);
  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, info->depth);
  add_pv (b, pos, info);
  /* What its first move is under the profile (将 杀 捉 抽 兑 献 拦 跟 闲) */
  xq_analysis_options_init (&analysis, profile);
  xq_analyse_move (&copy, info->pv[0], &analysis, &a);
  xq_cli_add_string_or_null (b, "nature", xq_nature_to_string (a.heaviest));
  json_builder_set_member_name (b, "natures");
  json_builder_begin_array (b);
  for (guint bit = 0; bit < XQ_N_NATURES; bit++)
    if (a.natures & (1u << bit))
      json_builder_add_string_value (b, xq_nature_to_string ((XqNature) (1u << bit)));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "forbidden");
  if (forbidden != NULL)
    {
      const XqRuling  *r = &forbidden->ruling;
      XqTextStyle      en, zh;
      g_autofree char *text_en = NULL, *text_zh = NULL;

      xq_text_style_init (&en, XQ_LANG_EN, profile);
      xq_text_style_init (&zh, XQ_LANG_ZH_CN, profile);
      text_en = xq_text_forbidden_move (&en, start, (const XqMove *) moves->data, moves->len, forbidden);
      text_zh = xq_text_forbidden_move (&zh, start, (const XqMove *) moves->data, moves->len, forbidden);
      json_builder_begin_object (b);
      xq_cli_add_string_or_null (b, "pattern", xq_pattern_to_string (r->side[r->must_change].pattern));
      xq_cli_add_string_or_null (b, "reason", xq_reason_to_string (r->reason));
      json_builder_set_member_name (b, "earlier_ply");
      json_builder_add_int_value (b, forbidden->earlier_ply);
      xq_cli_add_explanation (b, text_en, text_zh);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

/* Starts the engine of @options on the loop of @run; FALSE with run->error when it cannot. */
static XqUciEngine *
start_engine (const Options *options,
              Run           *run)
{
  XqUciEngine *engine;

  engine = xq_uci_engine_new (options->settings.engine_path);
  xq_uci_engine_start_async (engine, NULL, started_cb, run);
  g_main_loop_run (run->loop);
  if (run->error == NULL)
    {
      g_signal_connect (engine, "done", G_CALLBACK (done_cb), run);
      g_signal_connect (engine, "failed", G_CALLBACK (failed_cb), run);
      xq_engine_settings_apply (&options->settings, engine, options->profile);
    }
  return engine;
}

static int
engine_failure (Run *run)
{
  int status = xq_cli_error (XQ_CLI_EXIT_FAILURE, "engine: %s", run->error->message);

  g_clear_error (&run->error);
  return status;
}

static int
analyse_position (const Options    *options,
                  const XqPosition *start,
                  GArray           *moves)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (XqUciEngine) engine = NULL;
  g_autoptr (GMainLoop)   loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GArray)      forbidden = g_array_new (FALSE, FALSE, sizeof (XqForbiddenMove));
  const XqEngineInfo     *lines, *first = NULL;
  XqJudgeOptions          opts;
  XqPosition              pos = *start;
  Run                     run = { loop };
  guint                   n_lines, shown = 0;

  for (guint i = 0; i < moves->len; i++)
    {
      XqUndo undo;
      xq_position_make (&pos, g_array_index (moves, XqMove, i), &undo);
    }
  xq_judge_options_init (&opts, options->profile);
  xq_forbidden_moves (start, (const XqMove *) moves->data, moves->len, &opts, forbidden);

  engine = start_engine (options, &run);
  if (run.error == NULL)
    {
      xq_uci_engine_set_lines (engine, options->lines + forbidden->len);
      xq_uci_engine_analyse (engine, &pos, options->settings.depth, options->settings.movetime_ms);
      g_main_loop_run (loop);
    }
  xq_uci_engine_quit_and_wait (engine);
  if (run.error != NULL)
    return engine_failure (&run);

  lines = xq_uci_engine_get_lines (engine, &n_lines);
  for (guint i = 0; i < n_lines && first == NULL; i++)
    if (lines[i].pv_length > 0 && find_forbidden (forbidden, lines[i].pv[0]) == NULL)
      first = &lines[i];
  if (first == NULL)
    first = xq_uci_engine_get_info (engine);

  json_builder_begin_object (b);
  xq_cli_add_string_or_null (b, "engine", xq_uci_engine_get_name (engine));
  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, first->depth);
  add_score (b, first->is_mate, first->score);
  add_pv (b, &pos, first);
  /* The allowed lines, best first; then the forbidden ones the engine put among its first N */
  json_builder_set_member_name (b, "lines");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_lines && shown < options->lines; i++)
    if (lines[i].pv_length > 0 && find_forbidden (forbidden, lines[i].pv[0]) == NULL)
      {
        add_line (b, start, moves, &pos, &lines[i], options->profile, NULL);
        shown++;
      }
  for (guint i = 0; i < n_lines && i < options->lines; i++)
    if (lines[i].pv_length > 0 && find_forbidden (forbidden, lines[i].pv[0]) != NULL)
      add_line (b, start, moves, &pos, &lines[i], options->profile, find_forbidden (forbidden, lines[i].pv[0]));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "best_allowed");
  if (first->pv_length > 0 && find_forbidden (forbidden, first->pv[0]) == NULL)
    xq_cli_add_move (b, &pos, first->pv[0]);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

/* Reviewing a game */

typedef struct
{
  const char         *file;
  guint               game;
  const XqPosition   *start;
  const XqMove       *moves;
  guint               n_moves;
  XqProfile           profile;
  XqPosition          pos;      /* the position before the one being printed */
  XqEngineEval        previous; /* its evaluation */
  const XqFinding    *findings;
  guint               n_findings;
  XqMistakeThresholds thresholds;
} GameReview;

static const char *
nag_text (XqNag nag)
{
  switch (nag)
    {
    case XQ_NAG_DUBIOUS:
      return "?!";
    case XQ_NAG_MISTAKE:
      return "?";
    case XQ_NAG_BLUNDER:
      return "??";
    default:
      return NULL;
    }
}

/* One line per position, printed as soon as its evaluation is in. */
static void
print_eval (const XqEngineEval *eval,
            guint               done,
            guint               total,
            gpointer            user_data)
{
  GameReview             *r = user_data;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  const XqFinding        *event = NULL;
  XqPosition              here = r->pos;

  json_builder_begin_object (b);
  xq_cli_add_string_or_null (b, "file", r->file);
  json_builder_set_member_name (b, "game");
  json_builder_add_int_value (b, r->game);
  json_builder_set_member_name (b, "ply");
  json_builder_add_int_value (b, eval->ply);
  json_builder_set_member_name (b, "move");
  if (eval->ply > 0)
    {
      XqUndo undo;

      xq_cli_add_move (b, &r->pos, r->moves[eval->ply - 1]);
      xq_position_make (&here, r->moves[eval->ply - 1], &undo);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "score");
  json_builder_begin_object (b);
  if (eval->over)
    {
      /* Checkmate or stalemate: the side to move has lost */
      json_builder_set_member_name (b, "mate");
      json_builder_add_int_value (b, 0);
      xq_cli_add_string_or_null (b, "winner", eval->side == XQ_RED ? "black" : "red");
    }
  else
    {
      json_builder_set_member_name (b, eval->is_mate ? "mate" : "cp");
      json_builder_add_int_value (b, eval->score);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, eval->depth);
  json_builder_set_member_name (b, "best");
  if (eval->best != XQ_MOVE_NONE)
    xq_cli_add_move (b, &here, eval->best);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "forbidden");
  json_builder_begin_array (b);
  for (guint i = 0; i < eval->n_forbidden && i < G_N_ELEMENTS (eval->forbidden); i++)
    {
      char iccs[XQ_NOTATION_MAX_SIZE];

      xq_notation_write (&here, eval->forbidden[i], XQ_NOTATION_ICCS, XQ_NOTATION_STYLE_DEFAULT, iccs);
      json_builder_add_string_value (b, iccs);
    }
  json_builder_end_array (b);
  if (eval->ply > 0)
    {
      XqMoveList legal;
      XqPosition before = r->pos;
      int        loss = 0;
      XqNag      nag;

      xq_generate_legal (&before, &legal);
      nag = xq_engine_mark_move (&r->previous, eval, r->moves[eval->ply - 1], legal.n == 1, &r->thresholds, &loss);
      xq_cli_add_string_or_null (b, "mark", nag_text (nag));
      json_builder_set_member_name (b, "loss");
      json_builder_add_int_value (b, loss);
    }
  else
    {
      xq_cli_add_string_or_null (b, "mark", NULL);
      xq_cli_add_string_or_null (b, "loss", NULL);
    }
  for (guint i = 0; i < r->n_findings; i++)
    if (r->findings[i].ply == eval->ply)
      event = &r->findings[i];
  json_builder_set_member_name (b, "event");
  if (event != NULL)
    {
      json_builder_begin_object (b);
      xq_cli_add_finding (b, r->start, r->moves, r->profile, event);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));

  r->previous = *eval;
  r->pos = here;
}

static gboolean
review_game (const Options  *options,
             const char     *shown,
             guint           number,
             const XqGame   *game,
             XqJudgeOptions *opts)
{
  g_autoptr (GArray) moves = xq_game_dup_main_line (game);
  g_autoptr (GArray) findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
  g_autoptr (GArray) evals = g_array_new (FALSE, FALSE, sizeof (XqEngineEval));
  g_autoptr (GError) error = NULL;
  GameReview         r = { shown, number, xq_game_get_start (game), (const XqMove *) moves->data, moves->len,
                           options->profile };

  r.pos = *r.start;
  xq_mistake_thresholds_init (&r.thresholds);
  xq_review_game (r.start, r.moves, r.n_moves, opts, findings);
  r.findings = (const XqFinding *) findings->data;
  r.n_findings = findings->len;
  if (!xq_engine_review_run (&options->settings, r.start, r.moves, r.n_moves, opts, NULL, print_eval, &r, evals,
                             NULL, &error))
    {
      xq_cli_error (XQ_CLI_EXIT_FAILURE, "engine: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

static int
review_file (const Options *options,
             const char    *path,
             int            game_number)
{
  const char              *shown = g_utf8_validate (path, -1, NULL) ? path : "FILE";
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqRecordFile) file = xq_record_file_new_for_path (path, &error);
  guint                    n_games, skipped = 0, read = 0;

  if (file == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s: %s", shown, error->message);
  n_games = xq_record_file_get_n_games (file);
  if (game_number > 0 && (guint) game_number > n_games)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "%s has %u game%s, not %d", shown, n_games, n_games == 1 ? "" : "s",
                         game_number);
  for (guint i = game_number > 0 ? (guint) game_number - 1 : 0; i < n_games; i++)
    {
      XqJudgeOptions     opts;
      g_autoptr (XqGame) game = xq_cli_load_game (file, shown, i, options->profile, &opts, &skipped);

      if (game != NULL)
        {
          if (!review_game (options, shown, i + 1, game, &opts))
            return XQ_CLI_EXIT_FAILURE;
          read++;
        }
      if (game_number > 0)
        break;
    }
  if (read == 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "no game could be read");
  return skipped > 0 ? XQ_CLI_EXIT_PARTIAL : XQ_CLI_EXIT_OK;
}

int
xq_cli_analyse (int    argc,
                char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *engine_path = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *review = NULL;
  int              depth = 0, movetime = 0, lines = 1, hash = 0, threads = 0, game = 0;
  GOptionEntry     entries[] = {
        { "engine", 0, 0, G_OPTION_ARG_FILENAME, &engine_path, "UCI or UCCI engine (default " XQ_ENGINE_DEFAULT_PATH ")",
          "PATH" },
        { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, "Rule profile: cxa (default), axf or 1957", "PROFILE" },
        { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Start position (default: the opening position)", "FEN" },
        { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "Search this many plies deep (default 12)", "N" },
        { "movetime", 0, 0, G_OPTION_ARG_INT, &movetime, "Search this many milliseconds", "MS" },
        { "lines", 0, 0, G_OPTION_ARG_INT, &lines, "Lines of play to give, 1–5 (MultiPV; default 1)", "N" },
        { "hash", 0, 0, G_OPTION_ARG_INT, &hash, "The engine's hash table in MB", "MB" },
        { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "The engine's search threads", "N" },
        { "review", 0, 0, G_OPTION_ARG_FILENAME, &review, "Every position of the games of FILE, one line each", "FILE" },
        { "game", 0, 0, G_OPTION_ARG_INT, &game, "With --review: only game N of the file (from 1)", "N" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("[MOVE…]");
  g_autoptr (GArray)         moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  XqPosition                 start, pos;
  Options                    options = { { 0 } };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv) || !xq_cli_profile (rules, &options.profile))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (depth < 0 || movetime < 0 || (depth > 0 && movetime > 0))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "give either --depth N or --movetime MS, with a positive number");
  if (depth > 99)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--depth %d is more than 99", depth);
  if (lines < 1 || lines > MAX_LINES)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--lines %d: give 1 to %d", lines, MAX_LINES);
  if (hash < 0 || threads < 0 || game < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--hash, --threads and --game take positive numbers");
  if (review == NULL && game > 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--game goes with --review FILE");
  if (review != NULL && (fen != NULL || argc > 1))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--review FILE takes its positions from the file: no --fen or moves");
  if (depth == 0 && movetime == 0)
    depth = DEFAULT_DEPTH;
  options.settings.engine_path = engine_path != NULL ? engine_path : XQ_ENGINE_DEFAULT_PATH;
  options.settings.depth = (guint) depth;
  options.settings.movetime_ms = (guint) movetime;
  options.settings.hash_mb = (guint) hash;
  options.settings.threads = (guint) threads;
  options.lines = (guint) lines;

  if (review != NULL)
    return review_file (&options, review, game);
  if (!xq_cli_position (fen, &start))
    return XQ_CLI_EXIT_BAD_INPUT;
  pos = start;
  if (!xq_cli_play (&pos, argv + 1, argc - 1, moves))
    return XQ_CLI_EXIT_BAD_INPUT;
  return analyse_position (&options, &start, moves);
}
