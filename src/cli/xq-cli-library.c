/* xq-cli-library.c: qili-cli library [--topic TOPIC] [--show ID] [--check] [--quiz]
 *
 * Lists the teaching examples, shows one, or re-judges every example with the engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include "xq-cli.h"
#include "xq-library-check.h"
#include "xq-library.h"
#include "xq-quiz.h"

static void
add_texts (JsonBuilder *b,
           const char  *member,
           const char  *en,
           const char  *zh_cn)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "en");
  json_builder_add_string_value (b, en);
  json_builder_set_member_name (b, "zh_CN");
  json_builder_add_string_value (b, zh_cn);
  json_builder_end_object (b);
}

static void
add_string (JsonBuilder *b,
            const char  *member,
            const char  *value)
{
  json_builder_set_member_name (b, member);
  if (value)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
add_verdict (JsonBuilder             *b,
             const char              *member,
             const XqExpectedVerdict *v)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  add_string (b, "result", xq_result_to_string (v->result));
  add_string (b, "must_change", !v->must_change_set ? NULL : v->must_change == XQ_RED ? "red"
                                                                                      : "black");
  for (int c = 0; c < XQ_N_COLORS; c++)
    if (v->pattern[c] != XQ_PATTERN_NONE)
      add_string (b, c == XQ_RED ? "red_pattern" : "black_pattern", xq_pattern_to_string (v->pattern[c]));
  json_builder_end_object (b);
}

static int
list (const XqLibrary *library,
      const char      *topic_name)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  XqTopic                 topic = XQ_TOPIC_NATURES;

  if (topic_name && !xq_topic_from_string (topic_name, &topic))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT,
                         "unknown topic '%s' (natures, protection, allowed-cycles, forbidden-cycles, cxa-vs-axf)",
                         g_utf8_validate (topic_name, -1, NULL) ? topic_name : "?");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "examples");
  json_builder_begin_array (b);
  for (guint i = 0; i < xq_library_get_n_examples (library); i++)
    {
      const XqExample *e = xq_library_get_example (library, i);
      if (topic_name && xq_example_get_topic (e) != topic)
        continue;
      json_builder_begin_object (b);
      add_string (b, "id", xq_example_get_id (e));
      add_texts (b, "title", xq_example_get_title (e, XQ_LANG_EN), xq_example_get_title (e, XQ_LANG_ZH_CN));
      add_string (b, "profile", xq_profile_to_string (xq_example_get_profile (e)));
      add_string (b, "topic", xq_topic_to_string (xq_example_get_topic (e)));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
show (const XqLibrary *library,
      const char      *id)
{
  const XqExample         *e = xq_library_lookup (library, id);
  g_autoptr (JsonBuilder)  b = json_builder_new ();
  g_autofree char         *fen = NULL;
  const XqExpectedVerdict *verdict, *arbiter;
  guint                    n;

  if (e == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "no example '%s' (qili-cli library lists them)",
                         g_utf8_validate (id, -1, NULL) ? id : "?");
  xq_example_get_moves (e, &n);
  fen = xq_position_to_fen (xq_example_get_start (e));
  verdict = xq_example_get_expected_verdict (e);
  arbiter = xq_example_get_arbiter_verdict (e);

  json_builder_begin_object (b);
  add_string (b, "id", xq_example_get_id (e));
  add_texts (b, "title", xq_example_get_title (e, XQ_LANG_EN), xq_example_get_title (e, XQ_LANG_ZH_CN));
  add_string (b, "topic", xq_topic_to_string (xq_example_get_topic (e)));
  add_string (b, "profile", xq_profile_to_string (xq_example_get_profile (e)));
  add_texts (b, "source", xq_example_get_source (e, XQ_LANG_EN), xq_example_get_source (e, XQ_LANG_ZH_CN));
  add_texts (b, "clause", xq_example_get_clause (e, XQ_LANG_EN), xq_example_get_clause (e, XQ_LANG_ZH_CN));
  add_string (b, "fen", fen);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint ply = 1; ply <= n; ply++)
    {
      const XqExpectedPly *want = xq_example_get_expected_ply (e, ply);
      g_autofree char     *chinese = xq_example_dup_move_text (e, ply, XQ_NOTATION_CHINESE);
      g_autofree char     *iccs = xq_example_dup_move_text (e, ply, XQ_NOTATION_ICCS);

      json_builder_begin_object (b);
      add_string (b, "iccs", iccs);
      add_string (b, "chinese", chinese);
      add_string (b, "source", xq_example_get_source_move (e, ply));
      add_string (b, "heaviest", want ? xq_nature_to_string (want->heaviest) : NULL);
      /* how the lesson counts the move in the cycle, where that differs from the move alone */
      if (want && want->has_counts)
        {
          add_string (b, "counts", xq_nature_to_string (want->counts));
          add_string (b, "counts_by", want->counts_by_arbiter ? "arbiter" : "cycle");
        }
      if (xq_example_get_passes_up (e, ply))
        add_string (b, "passes_up", xq_example_get_passes_up (e, ply));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  if (verdict)
    add_verdict (b, "verdict", verdict);
  if (arbiter)
    {
      add_verdict (b, "arbiter", arbiter);
      add_texts (b, "arbiter_note", xq_example_get_arbiter_note (e, XQ_LANG_EN), xq_example_get_arbiter_note (e, XQ_LANG_ZH_CN));
    }
  add_string (b, "review", xq_example_get_review (e));
  if (xq_example_get_review_pending (e))
    add_string (b, "review_pending", xq_example_get_review_pending (e));
  json_builder_set_member_name (b, "questions");
  json_builder_add_int_value (b, xq_quiz_count (e));
  xq_cli_add_explanation (b, xq_example_get_explanation (e, XQ_LANG_EN), xq_example_get_explanation (e, XQ_LANG_ZH_CN));
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return XQ_CLI_EXIT_OK;
}

static int
check_all (const XqLibrary *library,
           gboolean         verbose)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GPtrArray)   disagree = g_ptr_array_new ();
  g_autoptr (GPtrArray)   checklist = g_ptr_array_new ();
  g_autoptr (GPtrArray)   unreviewed = g_ptr_array_new ();
  g_autoptr (GPtrArray)   pending = g_ptr_array_new ();
  guint                   n = xq_library_get_n_examples (library);

  for (guint i = 0; i < n; i++)
    {
      const XqExample           *e = xq_library_get_example (library, i);
      g_autoptr (XqExampleCheck) check = xq_example_check (e);
      g_autoptr (GPtrArray)      problems = xq_example_review_moves (e);

      if (xq_example_get_review (e) == NULL)
        g_ptr_array_add (unreviewed, (gpointer) xq_example_get_id (e));
      if (xq_example_get_review_pending (e))
        g_ptr_array_add (pending, (gpointer) xq_example_get_id (e));
      else if (problems->len)
        g_ptr_array_add (checklist, (gpointer) xq_example_get_id (e));
      if (verbose)
        for (guint d = 0; d < problems->len; d++)
          xq_cli_error (XQ_CLI_EXIT_OK, "%s: checklist: %s", xq_example_get_id (e), (const char *) problems->pdata[d]);
      if (check->agree)
        continue;
      g_ptr_array_add (disagree, (gpointer) xq_example_get_id (e));
      /* What differs goes to stderr, one line per difference, for whoever fixes it. */
      if (verbose)
        for (guint d = 0; d < check->disagreements->len; d++)
          xq_cli_error (XQ_CLI_EXIT_OK, "%s: %s (the lesson was reviewed: %s)", xq_example_get_id (e),
                        (const char *) check->disagreements->pdata[d],
                        xq_example_get_review (e) ? xq_example_get_review (e) : "not yet");
    }

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "examples");
  json_builder_add_int_value (b, n);
  json_builder_set_member_name (b, "agree");
  json_builder_add_int_value (b, n - disagree->len);
  json_builder_set_member_name (b, "disagree");
  json_builder_begin_array (b);
  for (guint i = 0; i < disagree->len; i++)
    json_builder_add_string_value (b, disagree->pdata[i]);
  json_builder_end_array (b);
  /* The reviewer's checklist (free material passed up without a reason) and lessons not reviewed. */
  json_builder_set_member_name (b, "checklist");
  json_builder_begin_array (b);
  for (guint i = 0; i < checklist->len; i++)
    json_builder_add_string_value (b, checklist->pdata[i]);
  json_builder_end_array (b);
  /* Examples whose review found a fault not fixed yet (said in the example, not hidden). */
  json_builder_set_member_name (b, "pending");
  json_builder_begin_array (b);
  for (guint i = 0; i < pending->len; i++)
    json_builder_add_string_value (b, pending->pdata[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "unreviewed");
  json_builder_begin_array (b);
  for (guint i = 0; i < unreviewed->len; i++)
    json_builder_add_string_value (b, unreviewed->pdata[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  xq_cli_print (json_builder_get_root (b));
  return disagree->len == 0 && checklist->len == 0 && unreviewed->len == 0 ? XQ_CLI_EXIT_OK : XQ_CLI_EXIT_FAILURE;
}

/* Every question of every example, one JSON line each, so that the quiz can be reviewed whole. */
static int
quiz_all (const XqLibrary *library)
{
  for (guint i = 0; i < xq_library_get_n_examples (library); i++)
    {
      const XqExample *e = xq_library_get_example (library, i);

      for (guint q = 0; q < xq_quiz_count (e); q++)
        {
          g_autoptr (XqQuiz)      quiz = xq_quiz_new (e, q);
          g_autoptr (JsonBuilder) b = json_builder_new ();
          g_autofree char        *en = xq_quiz_dup_question (quiz, XQ_LANG_EN);
          g_autofree char        *zh = xq_quiz_dup_question (quiz, XQ_LANG_ZH_CN);
          gboolean                nature = xq_quiz_get_kind (quiz) == XQ_QUIZ_NATURE;

          json_builder_begin_object (b);
          add_string (b, "example", xq_example_get_id (e));
          json_builder_set_member_name (b, "index");
          json_builder_add_int_value (b, q);
          add_string (b, "kind", nature ? "nature" : "verdict");
          json_builder_set_member_name (b, "ply");
          json_builder_add_int_value (b, xq_quiz_get_ply (quiz));
          add_texts (b, "question", en, zh);
          json_builder_set_member_name (b, "choices");
          json_builder_begin_array (b);
          for (guint o = 0; o < xq_quiz_get_n_options (quiz); o++)
            json_builder_add_string_value (b, xq_quiz_option_key (quiz, o));
          json_builder_end_array (b);
          add_string (b, "answer", xq_quiz_answer_key (quiz));
          json_builder_end_object (b);
          xq_cli_print (json_builder_get_root (b));
        }
    }
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_library (int    argc,
                char **argv)
{
  gboolean         check = FALSE, verbose = FALSE, quiz = FALSE;
  g_autofree char *topic = NULL;
  g_autofree char *id = NULL;
  GOptionEntry     entries[] = {
        { "check", 0, 0, G_OPTION_ARG_NONE, &check, "Re-judge every example with the engine", NULL },
        { "quiz", 0, 0, G_OPTION_ARG_NONE, &quiz, "Print every quiz question, one JSON line each", NULL },
        { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "With --check: say on stderr what differs", NULL },
        { "topic", 0, 0, G_OPTION_ARG_STRING, &topic, "List only the examples of this topic", "TOPIC" },
        { "show", 0, 0, G_OPTION_ARG_STRING, &id, "Show one example in full", "ID" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (XqLibrary)      library = NULL;
  g_autoptr (GError)         error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc > 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "library takes no arguments besides its options");
  if ((check ? 1 : 0) + (id ? 1 : 0) + (topic ? 1 : 0) + (quiz ? 1 : 0) > 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--check, --quiz, --show and --topic go one at a time");
  library = xq_library_new_builtin (&error);
  if (library == NULL)
    return xq_cli_error (XQ_CLI_EXIT_FAILURE, "%s", error->message);
  if (check)
    return check_all (library, verbose);
  if (quiz)
    return quiz_all (library);
  if (id)
    return show (library, id);
  return list (library, topic);
}
