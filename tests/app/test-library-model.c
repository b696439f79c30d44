/* test-library-model.c: the teaching library as a list, its search, and the example a game is
 * made from in the explanation, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-example-item.h"
#include "xq-explanation-model.h"
#include "xq-game-model.h"
#include "xq-library-model.h"

static void
test_list (void)
{
  XqLibraryModel *model = xq_library_model_new (XQ_LANG_EN);
  guint           n = g_list_model_get_n_items (G_LIST_MODEL (model));
  XqTopic         last = XQ_TOPIC_NATURES;
  guint           overridden = 0;

  g_assert_cmpuint (n, ==, xq_library_get_n_examples (xq_library_model_get_builtin ()));
  g_assert_cmpuint (n, >=, 70);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (model)) == XQ_TYPE_EXAMPLE_ITEM);
  /* Topic by topic, so that a list can head each topic once */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqExampleItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);

      g_assert_cmpint (xq_example_item_get_topic (item), >=, last);
      last = xq_example_item_get_topic (item);
      g_assert_cmpstr (xq_example_item_get_title (item), !=, "");
      g_assert_cmpstr (xq_example_item_get_explanation (item), !=, "");
      /* The quiz asks about moves and cycles; the false 60-move claim (a 违例) is neither, and
       * the count of violations is the arbiter's record, not a position's. */
      if (g_strcmp0 (xq_example_item_get_id (item), "end-third-violation") != 0)
        g_assert_cmpuint (xq_example_item_get_n_questions (item), >, 0);
      if (xq_example_item_get_overridden (item))
        {
          overridden++;
          g_assert_nonnull (xq_example_item_get_arbiter_note (item));
          g_assert_cmpstr (xq_example_item_get_arbiter_ruling (item), ==, "The arbiter rules a draw");
        }
      else
        g_assert_null (xq_example_item_get_arbiter_ruling (item));
    }
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), n));
  /* 细则13, both examples: the arbiter rules a draw where the engine sees a chase */
  g_assert_cmpuint (overridden, ==, 2);
  g_assert_true (xq_example_item_get_overridden (xq_library_model_lookup (model, "cxa-13a")));
  g_assert_null (xq_library_model_lookup (model, "no-such-example"));
  g_assert_finalize_object (model);
}

static void
test_item (void)
{
  g_autoptr (XqLibraryModel) model = xq_library_model_new (XQ_LANG_EN);
  XqExampleItem             *item = xq_library_model_lookup (model, "cxa-1");
  g_autofree char           *title = NULL;
  g_autofree char           *topic = NULL;

  g_assert_nonnull (item);
  g_assert_cmpstr (xq_example_item_get_id (item), ==, "cxa-1");
  g_assert_cmpint (xq_example_item_get_topic (item), ==, XQ_TOPIC_FORBIDDEN_CYCLES);
  g_assert_cmpstr (xq_example_item_get_topic_title (item), ==, "Forbidden cycles");
  g_assert_cmpstr (xq_example_item_get_rules (item), ==, "CXA rules");
  g_assert_cmpuint (xq_example_item_get_n_moves (item), ==, 5);
  g_assert_false (xq_example_item_get_overridden (item));
  /* The properties the views bind to */
  g_object_get (item, "title", &title, "topic-title", &topic, NULL);
  g_assert_cmpstr (title, ==, "Ruling 1: one-sided perpetual check loses even without another move");
  g_assert_cmpstr (topic, ==, "Forbidden cycles");
  g_assert_cmpstr (xq_example_item_get_rules (xq_library_model_lookup (model, "cmp-check-chase-axf")), ==,
                   "AXF rules");
}

static void
test_chinese (void)
{
  g_autoptr (XqLibraryModel) model = xq_library_model_new (XQ_LANG_ZH_CN);
  XqExampleItem             *item = xq_library_model_lookup (model, "cxa-13a");

  g_assert_cmpint (xq_library_model_get_lang (model), ==, XQ_LANG_ZH_CN);
  g_assert_true (g_str_has_prefix (xq_example_item_get_title (item), "细则13"));
  g_assert_cmpstr (xq_example_item_get_topic_title (item), ==, "允许着法");
  g_assert_true (g_str_has_prefix (xq_example_item_get_arbiter_note (item), "裁判判和"));
  /* Chinese words find Chinese titles; English ones still find the example */
  g_assert_true (xq_example_item_matches (item, "守和"));
  g_assert_true (xq_example_item_matches (item, "drawing point"));
}

static guint
count_matches (XqLibraryModel *model,
               const char     *query)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (model)); i++)
    {
      g_autoptr (XqExampleItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);
      if (xq_example_item_matches (item, query))
        n++;
    }
  return n;
}

/* Where an example comes from reads in the UI's language, like its lesson. */
static void
test_source (void)
{
  g_autoptr (XqLibraryModel) en = xq_library_model_new (XQ_LANG_EN);
  g_autoptr (XqLibraryModel) cn = xq_library_model_new (XQ_LANG_ZH_CN);
  g_autoptr (XqLibraryModel) tw = xq_library_model_new (XQ_LANG_ZH_TW);
  guint                      n = g_list_model_get_n_items (G_LIST_MODEL (en));

  g_test_summary ("Each example's source and clause are given in English, simplified and traditional Chinese");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqExampleItem) e = g_list_model_get_item (G_LIST_MODEL (en), i);
      g_autoptr (XqExampleItem) c = g_list_model_get_item (G_LIST_MODEL (cn), i);
      g_autoptr (XqExampleItem) t = g_list_model_get_item (G_LIST_MODEL (tw), i);

      g_assert_cmpstr (xq_example_item_get_source (c), !=, xq_example_item_get_source (e));
      g_assert_cmpstr (xq_example_item_get_source (t), !=, xq_example_item_get_source (e));
      g_assert_null (strstr (xq_example_item_get_source (c), "named but not printed"));
      g_assert_null (strstr (xq_example_item_get_source (t), "position"));
      g_assert_null (strstr (xq_example_item_get_clause (c), "CXA"));
      g_assert_null (strstr (xq_example_item_get_clause (c), "seed"));
      if (g_str_equal (xq_example_item_get_id (c), "cxa-3"))
        {
          g_assert_nonnull (strstr (xq_example_item_get_source (c), "细则3"));
          g_assert_nonnull (strstr (xq_example_item_get_source (t), "細則3"));
          g_assert_nonnull (strstr (xq_example_item_get_source (e), "named but not printed"));
          g_assert_cmpstr (xq_example_item_get_clause (e), ==, "CXA 26.4; 29.1; 细则3");
          g_assert_cmpstr (xq_example_item_get_clause (c), ==, "竞赛规则第26.4条；第29.1条；细则3");
          g_assert_cmpstr (xq_example_item_get_clause (t), ==, "競賽規則第26.4條；第29.1條；細則3");
        }
    }
}

/* Issue 31: the project's working names never reach a reader ("seed 002 暗根", "Qili rule case
 * check-rook"): the rule texts by their own names, Qili's own examples as such. */
static void
test_public_names (void)
{
  const XqLang langs[] = { XQ_LANG_EN, XQ_LANG_ZH_CN, XQ_LANG_ZH_TW };
  const char  *internal[] = { "seed 0", "seeds", "rule case", "规则用例", "規則用例", "Qili 自", "the seed", "fsf-", "wxf-" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      g_autoptr (XqLibraryModel) model = xq_library_model_new (langs[l]);
      guint                      n = g_list_model_get_n_items (G_LIST_MODEL (model));

      for (guint i = 0; i < n; i++)
        {
          g_autoptr (XqExampleItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);
          const char               *texts[] = { xq_example_item_get_title (item), xq_example_item_get_source (item),
                                                xq_example_item_get_clause (item), xq_example_item_get_explanation (item) };

          for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
            for (guint k = 0; k < G_N_ELEMENTS (internal); k++)
              if (strstr (texts[t], internal[k]) != NULL)
                g_error ("%s (%d): “%s” in “%s”", xq_example_item_get_id (item), langs[l], internal[k], texts[t]);
        }
    }
  {
    g_autofree char *en = xq_example_public_text (XQ_LANG_EN, "CXA 28.16; seed 002 暗根");
    g_autofree char *cn = xq_example_public_text (XQ_LANG_ZH_CN, "Qili 规则用例 check-rook");
    g_autofree char *tw = xq_example_public_text (XQ_LANG_ZH_TW, "seed 000 禁止着法(二)");
    g_autofree char *the = xq_example_public_text (XQ_LANG_EN, "as printed in the seed");
    g_assert_cmpstr (en, ==, "CXA 28.16; the event regulations 暗根");
    g_assert_cmpstr (cn, ==, "棋例自编示例");
    g_assert_cmpstr (tw, ==, "1957年規則 禁止着法(二)");
    g_assert_cmpstr (the, ==, "as printed in the rule text");
  }
}

static void
test_search (void)
{
  g_autoptr (XqLibraryModel) model = xq_library_model_new (XQ_LANG_EN);
  guint                      all = g_list_model_get_n_items (G_LIST_MODEL (model));

  /* Empty queries match everything */
  g_assert_cmpuint (count_matches (model, NULL), ==, all);
  g_assert_cmpuint (count_matches (model, ""), ==, all);
  g_assert_cmpuint (count_matches (model, "  "), ==, all);
  /* Case does not matter; every word must occur */
  g_assert_true (xq_example_item_matches (xq_library_model_lookup (model, "cxa-1"), "PERPETUAL check"));
  g_assert_false (xq_example_item_matches (xq_library_model_lookup (model, "cxa-1"), "perpetual xylophone"));
  /* Topics, clauses and identifiers are searched too */
  g_assert_cmpuint (count_matches (model, "allowed cycles"), >=, 10);
  g_assert_cmpuint (count_matches (model, "细则13"), ==, 2);
  g_assert_true (xq_example_item_matches (xq_library_model_lookup (model, "s000-8"), "1957"));
  g_assert_cmpuint (count_matches (model, "no example says this"), ==, 0);
}

static void
test_game (void)
{
  g_autoptr (XqLibraryModel) model = xq_library_model_new (XQ_LANG_EN);
  XqExampleItem             *item = xq_library_model_lookup (model, "cxa-1");
  g_autoptr (XqGame)         all = xq_example_item_dup_game (item, G_MAXUINT);
  g_autoptr (XqGame)         two = xq_example_item_dup_game (item, 2);

  g_assert_cmpuint (xq_game_count_moves (all), ==, 5);
  g_assert_cmpuint (xq_game_count_moves (two), ==, 2);
  g_assert_true (xq_position_same (xq_game_get_start (all), xq_example_get_start (xq_example_item_get_example (item))));
  g_assert_cmpstr (xq_game_get_tag (all, XQ_EXAMPLE_TAG), ==, "cxa-1");
  g_assert_cmpstr (xq_game_get_tag (all, "Event"), ==, xq_example_item_get_title (item));
}

/* A game made from an example carries it into the explanation: its text, and where the arbiter
 * overrides the engine, the arbiter's ruling beside the engine's when the cycle closes. */
static void
test_explanation (void)
{
  g_autoptr (XqLibraryModel) library = xq_library_model_new (XQ_LANG_EN);
  XqGameModel               *game = xq_game_model_new ();
  XqExplanationModel        *model = xq_explanation_model_new (game);
  XqExampleItem             *example;
  guint                      n = xq_example_item_get_n_moves (xq_library_model_lookup (library, "cxa-13a"));

  g_assert_null (xq_explanation_model_get_example (model));
  xq_game_model_take_game (game, xq_example_item_dup_game (xq_library_model_lookup (library, "cxa-13a"), G_MAXUINT));
  example = xq_explanation_model_get_example (model);
  g_assert_nonnull (example);
  g_assert_cmpstr (xq_example_item_get_id (example), ==, "cxa-13a");
  g_assert_true (xq_example_item_get_overridden (example));
  g_assert_cmpstr (xq_game_model_get_title (game), ==, xq_example_item_get_title (example));

  /* Before the end: no ruling, nothing to override */
  xq_game_model_set_ply (game, 2);
  g_assert_null (xq_explanation_model_get_ruling_override (model));
  /* At the end the engine rules Red's check-and-chase forbidden; the arbiter rules a draw */
  xq_game_model_set_ply (game, n);
  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_true (xq_explanation_model_get_ruling_forbidden (model));
  g_assert_cmpstr (xq_explanation_model_get_ruling_override (model), ==,
                   "The arbiter rules a draw: the engine cannot see this (CXA 27.3; 细则13).");

  /* Another game drops the example */
  xq_game_model_reset (game, NULL);
  g_assert_null (xq_explanation_model_get_example (model));
  g_assert_null (xq_explanation_model_get_ruling_override (model));

  /* An example without an override never shows one */
  xq_game_model_take_game (game, xq_example_item_dup_game (xq_library_model_lookup (library, "cxa-1"), G_MAXUINT));
  xq_game_model_go_last (game);
  g_assert_true (xq_explanation_model_get_ruling_active (model));
  g_assert_null (xq_explanation_model_get_ruling_override (model));

  g_assert_finalize_object (model);
  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/app/library-model/list", test_list);
  g_test_add_func ("/xq/app/library-model/item", test_item);
  g_test_add_func ("/xq/app/library-model/chinese", test_chinese);
  g_test_add_func ("/xq/app/library-model/source", test_source);
  g_test_add_func ("/xq/app/library-model/public-names", test_public_names);
  g_test_add_func ("/xq/app/library-model/search", test_search);
  g_test_add_func ("/xq/app/library-model/game", test_game);
  g_test_add_func ("/xq/app/library-model/explanation", test_explanation);
  return g_test_run ();
}
