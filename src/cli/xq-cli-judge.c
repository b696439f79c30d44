/* xq-cli-judge.c: qili-cli judge [--rules cxa|axf|1957] [--fen FEN] [--move-limit N --from-ply P] MOVE…
 *
 * When a side must change, "alternatives" lists its legal moves with what each would be
 * (repeats, continues, breaks; xq_way_out) and "alternatives_after" the other side's move they
 * come after (null when the side is to move in the final position).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli.h"
#include "xq-text-alternatives.h"
#include "xq-text-ruling.h"

static void
add_move (JsonBuilder *b,
          XqPosition  *pos,
          XqMove       move)
{
  static const struct
  {
    const char *name;
    XqNotation  notation;
  } forms[] = { { "iccs", XQ_NOTATION_ICCS }, { "chinese", XQ_NOTATION_CHINESE }, { "wxf", XQ_NOTATION_WXF } };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autofree char *text = xq_notation_format (pos, move, forms[i].notation);
      json_builder_set_member_name (b, forms[i].name);
      json_builder_add_string_value (b, text);
    }
}

/* "alternatives": what each move of the side that must change would be (the way out), and
 * "alternatives_after": the other side's move they follow, when it is that side's turn. */
static void
add_verdict (JsonBuilder     *b,
             const XqVerdict *v)
{
  json_builder_set_member_name (b, "result");
  json_builder_add_string_value (b, xq_result_to_string (v->result));
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, xq_reason_to_string (v->reason));
  json_builder_set_member_name (b, "must_change");
  if (v->must_change_set)
    json_builder_add_string_value (b, v->must_change == XQ_RED ? "red" : "black");
  else
    json_builder_add_null_value (b);
}

/* {"first_ply","last_ply","times","red_pattern","black_pattern","balance","result","reason","must_change"} */
static void
add_loop (JsonBuilder       *b,
          const XqCycleLoop *l)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "first_ply");
  json_builder_add_int_value (b, l->first_ply);
  json_builder_set_member_name (b, "last_ply");
  json_builder_add_int_value (b, l->last_ply);
  json_builder_set_member_name (b, "times");
  json_builder_add_int_value (b, l->times);
  json_builder_set_member_name (b, "red_pattern");
  json_builder_add_string_value (b, xq_pattern_to_string (l->side[XQ_RED].pattern));
  json_builder_set_member_name (b, "black_pattern");
  json_builder_add_string_value (b, xq_pattern_to_string (l->side[XQ_BLACK].pattern));
  json_builder_set_member_name (b, "balance");
  json_builder_add_string_value (b, xq_balance_to_string (l->verdict.balance));
  add_verdict (b, &l->verdict);
  json_builder_end_object (b);
}

static void
add_alternatives (JsonBuilder          *b,
                  const XqPosition     *start,
                  GArray               *moves,
                  const XqJudgeOptions *opts,
                  const XqRuling       *r)
{
  g_autofree XqWayOut *w = g_new (XqWayOut, 1);
  XqTextStyle          style;
  XqWayOutText         en_text, zh_text;

  if (!xq_way_out (start, (const XqMove *) moves->data, moves->len, opts, r, w))
    return;
  xq_text_style_init (&style, XQ_LANG_EN, opts->analysis.profile);
  xq_way_out_text_init (&en_text, &style, start, (const XqMove *) moves->data, moves->len, r, w);
  xq_text_style_init (&style, XQ_LANG_ZH_CN, opts->analysis.profile);
  xq_way_out_text_init (&zh_text, &style, start, (const XqMove *) moves->data, moves->len, r, w);
  json_builder_set_member_name (b, "alternatives_after");
  if (w->before != XQ_MOVE_NONE)
    {
      XqPosition final = w->final;
      json_builder_begin_object (b);
      add_move (b, &final, w->before);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "alternatives");
  json_builder_begin_array (b);
  for (guint i = 0; i < w->n; i++)
    {
      const XqAlternative *a = &w->moves[i];
      XqPosition           pos = w->position;
      g_autofree char     *en = xq_text_alternative (&en_text, a);
      g_autofree char     *zh = xq_text_alternative (&zh_text, a);

      json_builder_begin_object (b);
      add_move (b, &pos, a->move);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, xq_alternative_kind_to_string (a->kind));
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, xq_alternative_reason_to_string (a->reason));
      xq_cli_add_explanation (b, en, zh);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

int
xq_cli_judge (int    argc,
              char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *rules = NULL;
  int              move_limit = 0, from_ply = 0;
  GOptionEntry     entries[] = {
        { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Start from this position", "FEN" },
        { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, "Rule profile: cxa (default), axf or 1957", "PROFILE" },
        { "move-limit", 0, 0, G_OPTION_ARG_INT, &move_limit, "Arbiter's move limit (限着), in moves", "N" },
        { "from-ply", 0, 0, G_OPTION_ARG_INT, &from_ply, "Ply after which the move limit counts", "P" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("MOVE…");
  g_autoptr (JsonBuilder)    b = json_builder_new ();
  g_autoptr (GArray)         moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  g_autofree char           *en = NULL, *zh = NULL, *clause = NULL;
  XqJudgeOptions             opts;
  XqProfile                  profile;
  XqPosition                 start, pos;
  XqRuling                   r;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv) || !xq_cli_profile (rules, &profile) || !xq_cli_position (fen, &start))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (move_limit < 0 || from_ply < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--move-limit and --from-ply must not be negative");
  pos = start;
  if (!xq_cli_play (&pos, argv + 1, argc - 1, moves))
    return XQ_CLI_EXIT_BAD_INPUT;
  if ((guint) from_ply > moves->len)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--from-ply %d is after the last move (%u)", from_ply, moves->len);

  xq_judge_options_init (&opts, profile);
  opts.move_limit = (guint) move_limit;
  opts.move_limit_from = (guint) from_ply;
  xq_judge (&start, (const XqMove *) moves->data, moves->len, &opts, &r, NULL);
  {
    XqTextStyle style;

    xq_text_style_init (&style, XQ_LANG_EN, profile);
    en = xq_text_ruling (&style, &start, (const XqMove *) moves->data, moves->len, &r);
    clause = xq_text_clause (&style, &start, (const XqMove *) moves->data, moves->len, &r);
    xq_text_style_init (&style, XQ_LANG_ZH_CN, profile);
    zh = xq_text_ruling (&style, &start, (const XqMove *) moves->data, moves->len, &r);
  }

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "result");
  json_builder_add_string_value (b, xq_result_to_string (r.result));
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, xq_reason_to_string (r.reason));
  json_builder_set_member_name (b, "must_change");
  if (r.must_change_set)
    json_builder_add_string_value (b, r.must_change == XQ_RED ? "red" : "black");
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "clause");
  if (clause != NULL)
    json_builder_add_string_value (b, clause);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "repetitions");
  json_builder_add_int_value (b, r.repetitions);
  json_builder_set_member_name (b, "cycle");
  if (r.has_cycle)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "first_ply");
      json_builder_add_int_value (b, r.first_ply);
      json_builder_set_member_name (b, "last_ply");
      json_builder_add_int_value (b, r.last_ply);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "red_pattern");
  if (r.has_cycle)
    json_builder_add_string_value (b, xq_pattern_to_string (r.side[XQ_RED].pattern));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "black_pattern");
  if (r.has_cycle)
    json_builder_add_string_value (b, xq_pattern_to_string (r.side[XQ_BLACK].pattern));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "balance");
  if (r.has_cycle)
    json_builder_add_string_value (b, xq_balance_to_string (r.balance));
  else
    json_builder_add_null_value (b);
  if (r.has_cycle)
    {
      /* The plies after which the position stood, and the loops of the cycle (issue 26). */
      json_builder_set_member_name (b, "occurrences");
      json_builder_begin_array (b);
      for (guint i = 0; i < MIN (r.repetitions, XQ_MAX_OCCURRENCES); i++)
        json_builder_add_int_value (b, r.occurrences[i]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "loops");
      json_builder_begin_array (b);
      for (guint i = 0; i < MIN (r.n_loops, XQ_MAX_LOOPS); i++)
        add_loop (b, &r.loops[i]);
      json_builder_end_array (b);
      if (r.changed)
        {
          json_builder_set_member_name (b, "previous");
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "ply");
          json_builder_add_int_value (b, r.previous_ply);
          add_verdict (b, &r.previous);
          json_builder_set_member_name (b, "changed_by_loop");
          json_builder_add_int_value (b, r.changing_loop);
          json_builder_end_object (b);
        }
    }
  json_builder_set_member_name (b, "claimable");
  json_builder_add_boolean_value (b, r.claimable);
  json_builder_set_member_name (b, "plies_without_capture");
  json_builder_add_int_value (b, r.plies_without_capture);
  if (r.move_limit_left >= 0 || opts.move_limit > 0)
    {
      json_builder_set_member_name (b, "move_limit_left");
      json_builder_add_int_value (b, MAX (0, r.move_limit_left));
    }
  if (r.limit_check_ply > 0)
    {
      /* 1957 限着: the last check inside the limit, a new development */
      json_builder_set_member_name (b, "limit_check_ply");
      json_builder_add_int_value (b, r.limit_check_ply);
    }
  xq_cli_add_explanation (b, en, zh);
  add_alternatives (b, &start, moves, &opts, &r);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}
