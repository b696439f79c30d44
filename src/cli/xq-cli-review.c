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
 * A game that cannot be read is skipped with one line "qili-cli: warning: FILE: game G, line L[,
 * column C]: <what>" on stderr (a file that cannot be opened: "…: FILE: <what>"; a MoveLimit tag
 * that cannot be applied: "…: game G: <what>"); the exit status is then 3 (read in part), or 2
 * when nothing at all could be read (DESIGN.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include <stdio.h>

#include "xq-cli.h"
#include "xq-records.h"
#include "xq-text-ruling.h"

typedef struct
{
  XqProfile profile;
  gboolean  summary;
  guint     games_read;
  guint     skipped; /* files, games and tags not read or not applied */
} Review;

/* One line "warning: FILE: game G, line L, column C: what" (DESIGN.md): the records layer's
 * messages start with where ("Line 12, column 5: …", "Byte offset 1064 (0x428): …"). */
static void
warn (Review       *review,
      const char   *file,
      guint         game,
      const GError *error)
{
  g_autofree char *message = g_strdup (error->message);
  gboolean         where = g_str_has_prefix (message, "Line ") || g_str_has_prefix (message, "Byte offset ");

  if (where)
    message[0] = g_ascii_tolower (message[0]);
  review->skipped++;
  if (game > 0)
    xq_cli_error (XQ_CLI_EXIT_OK, "warning: %s: game %u%s%s", file, game, where ? ", " : ": ", message);
  else
    xq_cli_error (XQ_CLI_EXIT_OK, "warning: %s: %s", file, message);
}

static void
add_string_or_null (JsonBuilder *b,
                    const char  *name,
                    const char  *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
print_finding (const char      *file,
               guint            game,
               const XqFinding *f)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  const XqRuling         *r = &f->ruling;

  json_builder_begin_object (b);
  add_string_or_null (b, "file", file);
  json_builder_set_member_name (b, "game");
  json_builder_add_int_value (b, game);
  json_builder_set_member_name (b, "ply");
  json_builder_add_int_value (b, f->ply);
  add_string_or_null (b, "result", xq_result_to_string (r->result));
  add_string_or_null (b, "reason", xq_reason_to_string (r->reason));
  add_string_or_null (b, "must_change", !r->must_change_set ? NULL : r->must_change == XQ_RED ? "red"
                                                                                              : "black");
  add_string_or_null (b, "clause", r->clause != XQ_CLAUSE_NONE ? xq_text_clause (XQ_LANG_EN, r->clause) : NULL);
  add_string_or_null (b, "red_pattern", r->has_cycle ? xq_pattern_to_string (r->side[XQ_RED].pattern) : NULL);
  add_string_or_null (b, "black_pattern", r->has_cycle ? xq_pattern_to_string (r->side[XQ_BLACK].pattern) : NULL);
  json_builder_set_member_name (b, "repetitions");
  json_builder_add_int_value (b, r->repetitions);
  json_builder_set_member_name (b, "cycle");
  if (r->has_cycle)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "first_ply");
      json_builder_add_int_value (b, r->first_ply);
      json_builder_set_member_name (b, "last_ply");
      json_builder_add_int_value (b, r->last_ply);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
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
  add_string_or_null (b, "file", file);
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
      warn (review, shown, 0, error);
      return;
    }
  n_games = xq_record_file_get_n_games (file);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr (XqGame) game = xq_record_file_load_game (file, i, &error);
      XqJudgeOptions     opts;

      if (game == NULL)
        {
          warn (review, shown, i + 1, error);
          g_clear_error (&error);
          continue;
        }
      if (!xq_game_judge_options (game, review->profile, &opts, &error))
        {
          warn (review, shown, i + 1, error);
          g_clear_error (&error);
        }
      g_array_set_size (findings, 0);
      xq_game_review (game, &opts, findings);
      review->games_read++;
      if (review->summary)
        xq_review_tally_add_game (&tally, (const XqFinding *) findings->data, findings->len);
      else
        for (guint f = 0; f < findings->len; f++)
          print_finding (shown, i + 1, &g_array_index (findings, XqFinding, f));
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
