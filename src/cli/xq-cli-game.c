/* xq-cli-game.c: helpers of the qili-cli subcommands that read game files (review, analyse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli-game.h"

#include "xq-text-ruling.h"

void
xq_cli_add_finding (JsonBuilder      *b,
                    const XqPosition *start,
                    const XqMove     *moves,
                    XqProfile         profile,
                    const XqFinding  *f)
{
  const XqRuling  *r = &f->ruling;
  g_autofree char *clause = NULL;
  XqTextStyle      style;

  xq_text_style_init (&style, XQ_LANG_EN, profile);
  clause = xq_text_clause (&style, start, moves, f->ply, r);
  xq_cli_add_string_or_null (b, "result", xq_result_to_string (r->result));
  xq_cli_add_string_or_null (b, "reason", xq_reason_to_string (r->reason));
  xq_cli_add_string_or_null (b, "must_change", !r->must_change_set ? NULL : r->must_change == XQ_RED ? "red"
                                                                                                     : "black");
  xq_cli_add_string_or_null (b, "clause", clause);
  xq_cli_add_string_or_null (b, "red_pattern", r->has_cycle ? xq_pattern_to_string (r->side[XQ_RED].pattern) : NULL);
  xq_cli_add_string_or_null (b, "black_pattern",
                             r->has_cycle ? xq_pattern_to_string (r->side[XQ_BLACK].pattern) : NULL);
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
}

/* One line "warning: FILE: game G, line L, column C: what" (DESIGN.md) */
static void
warn (const char            *shown,
      const XqRecordWarning *warning,
      guint                 *skipped)
{
  g_autofree char *where = xq_record_warning_to_string (warning);

  (*skipped)++;
  xq_cli_error (XQ_CLI_EXIT_OK, "warning: %s: %s", shown, where);
}

XqGame *
xq_cli_load_game (XqRecordFile   *file,
                  const char     *shown,
                  guint           index,
                  XqProfile       profile,
                  XqJudgeOptions *opts,
                  guint          *skipped)
{
  g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();
  g_autoptr (GError)    error = NULL;
  g_autoptr (XqGame)    game = xq_record_file_load_game (file, index, warnings, &error);

  /* Each part not read, and the game up to there */
  for (guint k = 0; k < warnings->len; k++)
    warn (shown, g_ptr_array_index (warnings, k), skipped);
  g_clear_error (&error);
  /* Only tags read (the warning said so): nothing to review. */
  if (game == NULL || xq_game_holds_only_tags (game))
    return NULL;
  if (!xq_game_judge_options (game, profile, opts, &error))
    {
      g_autoptr (XqRecordWarning) tag = xq_record_warning_new (
        index + 1, xq_record_file_get_format (file) == XQ_RECORD_FORMAT_PGN ? xq_record_file_get_line (file, index) : 0,
        0, -1, (XqRecordError) error->code, error->message);
      warn (shown, tag, skipped);
    }
  return g_steal_pointer (&game);
}
