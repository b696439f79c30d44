/* xq-cli-review.c: qili-cli review [--rules cxa|axf|1957] [--summary] FILE…
 *
 * Reads every game of each file (any format the records layer reads) and rules on its main line
 * in one pass (xq_review_game): one JSON line per finding,
 *
 *   {"file":F,"game":G,"ply":P,"result":…,"reason":…,"must_change":"red|black|null","clause":…,
 *    "red_pattern":…,"black_pattern":…,"repetitions":K,"cycle":{"first_ply","last_ply"}|null}
 *
 * where a finding is a position that occurs for the second or third time (the cycle it closes,
 * judged as qili-cli judge judges it; P is the move that closes it, 1-based), or a game-end ruling
 * (60 moves without capture, the move limit of a MoveLimit tag, checkmate, stalemate). With
 * --summary, one line per file instead: games, cycles, forbidden cycles by pattern, game ends.
 *
 * Files are read as qili-cli convert reads them (the records layer, leniently): a damaged game is
 * reviewed up to the damage and a game of which nothing reads is skipped, each part not read one
 * line "qili-cli: warning: FILE: game G, line L[, column C]: <what>" on stderr ("byte offset B
 * (0xB)" in place of the line for XQF, CBR and CBL; a file that cannot be opened: "…: FILE:
 * <what>"; a MoveLimit tag that cannot be applied: "…: game G[, line L]: <what>", L the line where
 * the game starts). The exit status is then 3 (read in part), or 2 when nothing at all could be
 * read (DESIGN.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include <stdio.h>

#include "xq-cli-game.h"

typedef struct
{
  XqProfile profile;
  gboolean  summary;
  guint     games_read;
  guint     skipped; /* files, games and tags not read or not applied */
} Review;

/* @f of game @game (@start + @moves, its main line), with the clause as judge gives it. */
static void
print_finding (const char       *file,
               guint             game,
               const XqPosition *start,
               const XqMove     *moves,
               XqProfile         profile,
               const XqFinding  *f)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  xq_cli_add_string_or_null (b, "file", file);
  json_builder_set_member_name (b, "game");
  json_builder_add_int_value (b, game);
  json_builder_set_member_name (b, "ply");
  json_builder_add_int_value (b, f->ply);
  xq_cli_add_finding (b, start, moves, profile, f);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
}

static void
add_count (JsonBuilder *b,
           const char  *name,
           guint        value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
print_summary (const char          *file,
               guint                n_games,
               const XqReviewTally *t)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  xq_cli_add_string_or_null (b, "file", file);
  add_count (b, "games", n_games);
  add_count (b, "games_read", t->games);
  add_count (b, "games_with_cycles", t->games_with_cycles);
  add_count (b, "games_with_forbidden_cycles", t->games_with_forbidden);
  add_count (b, "cycles", t->cycles);
  add_count (b, "closings", t->closings);
  add_count (b, "forbidden_cycles", t->forbidden_cycles);
  json_builder_set_member_name (b, "forbidden_by_pattern");
  json_builder_begin_object (b);
  for (guint p = 0; p < XQ_N_PATTERNS; p++)
    if (t->by_pattern[p] > 0)
      add_count (b, xq_pattern_to_string ((XqPattern) p), t->by_pattern[p]);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "game_ends");
  json_builder_begin_object (b);
  add_count (b, xq_reason_to_string (XQ_REASON_CHECKMATE), t->checkmates);
  add_count (b, xq_reason_to_string (XQ_REASON_STALEMATE), t->stalemates);
  add_count (b, xq_reason_to_string (XQ_REASON_SIXTY_MOVES), t->sixty_moves);
  add_count (b, xq_reason_to_string (XQ_REASON_MOVE_LIMIT), t->move_limits);
  add_count (b, xq_reason_to_string (XQ_REASON_MOVE_LIMIT_CHECK), t->move_limit_checks);
  json_builder_end_object (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
}

static void
review_file (Review     *review,
             const char *path)
{
  const char              *shown = g_utf8_validate (path, -1, NULL) ? path : "FILE";
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqRecordFile) file = xq_record_file_new_for_path (path, &error);
  g_autoptr (GArray)       findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
  XqReviewTally            tally = { 0 };
  guint                    n_games;

  if (file == NULL)
    {
      review->skipped++;
      xq_cli_error (XQ_CLI_EXIT_OK, "warning: %s: %s", shown, error->message);
      return;
    }
  n_games = xq_record_file_get_n_games (file);
  for (guint i = 0; i < n_games; i++)
    {
      XqJudgeOptions     opts;
      g_autoptr (XqGame) game = xq_cli_load_game (file, shown, i, review->profile, &opts, &review->skipped);
      g_autoptr (GArray) moves = NULL;

      if (game == NULL)
        continue;
      moves = xq_game_dup_main_line (game);
      g_array_set_size (findings, 0);
      xq_review_game (xq_game_get_start (game), (const XqMove *) moves->data, moves->len, &opts, findings);
      review->games_read++;
      if (review->summary)
        xq_review_tally_add_game (&tally, (const XqFinding *) findings->data, findings->len);
      else
        for (guint f = 0; f < findings->len; f++)
          print_finding (shown, i + 1, xq_game_get_start (game), (const XqMove *) moves->data, review->profile,
                         &g_array_index (findings, XqFinding, f));
    }
  if (review->summary)
    print_summary (shown, n_games, &tally);
}

int
xq_cli_review (int    argc,
               char **argv)
{
  g_autofree char *rules = NULL;
  gboolean         summary = FALSE;
  GOptionEntry     entries[] = {
        { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, "Rule profile: cxa (default), axf or 1957", "PROFILE" },
        { "summary", 0, 0, G_OPTION_ARG_NONE, &summary, "One line per file: games, cycles, forbidden cycles by pattern", NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE…");
  Review                     review = { 0 };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv) || !xq_cli_profile (rules, &review.profile))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc < 2)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "review needs at least one FILE");
  review.summary = summary;

  for (int i = 1; i < argc; i++)
    review_file (&review, argv[i]);

  if (fflush (stdout) != 0)
    return xq_cli_error (XQ_CLI_EXIT_FAILURE, "cannot write the output");
  if (review.games_read == 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "no game could be read");
  return review.skipped > 0 ? XQ_CLI_EXIT_PARTIAL : XQ_CLI_EXIT_OK;
}
