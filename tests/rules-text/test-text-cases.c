/* test-text-cases.c: every sentence for every rule case, checked, and the catalogue of templates
 *
 * Walks every rule-case file (every tests/data/rulings .ini file, the shared AXF cases, and the positions of
 * tests/data/texts/examples.ini made for the templates the cases do not reach) under the CXA, AXF
 * and 1957 profiles in English, simplified and traditional Chinese, and checks each sentence the
 * way an arbiter would read it: no ICCS square in Chinese, no CXA clause outside the CXA profile,
 * 多打对多打 only where both sides attack, no half-width punctuation next to Chinese, no doubled
 * 的 and no chain of colons in one clause, no simplified character in traditional Chinese. Where
 * a side must change, the way out too: its reason for every legal move of that side, with the
 * number of forbidden cycles so covered. Then writes the catalogue, every sentence template of
 * src/rules-text with an example in each language and profile, and compares it with
 * tests/data/texts/catalogue.md (QILI_UPDATE_TEXTS=1 rewrites that file).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "rule-cases.h"
#include "text-checks.h"
#include "text-walk.h"
#include "xq-text-style.h"

static const XqProfile profiles[] = { XQ_PROFILE_CXA, XQ_PROFILE_AXF, XQ_PROFILE_1957 };
static const XqLang    langs[] = { XQ_LANG_EN, XQ_LANG_ZH_CN, XQ_LANG_ZH_TW };

/* One game to write about. */
typedef struct
{
  char      *source; /* "natures.ini [check-rook]" */
  XqPosition start;
  GArray    *moves;
  guint      move_limit;
} Game;

static void
game_free (gpointer data)
{
  Game *g = data;

  g_free (g->source);
  g_array_unref (g->moves);
  g_free (g);
}

static void
add_rule_cases (GPtrArray  *games,
                const char *name)
{
  g_autoptr (GPtrArray) cases = rule_cases_load (name);
  g_autofree char      *base = g_path_get_basename (name);

  for (guint i = 0; i < cases->len; i++)
    {
      const RuleCase  *c = cases->pdata[i];
      Game            *g = g_new0 (Game, 1);
      g_autofree char *limit = rule_case_get (c, "move_limit", "0");

      g->source = g_strdup_printf ("%s [%s]", base, c->id);
      g->start = c->start;
      g->moves = g_array_ref (c->moves);
      g->move_limit = (guint) g_ascii_strtoull (limit, NULL, 10);
      g_ptr_array_add (games, g);
    }
}

/* The AXF cases as shared (../shared/data/rules/axf-repetition-cases.json). */
static void
add_shared_axf (GPtrArray *games)
{
  const char            *shared = g_getenv ("QILI_SHARED_DIR");
  g_autofree char       *path = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;
  JsonArray             *cases;

  if (shared == NULL)
    return;
  path = g_build_filename (shared, "data", "rules", "axf-repetition-cases.json", NULL);
  if (!json_parser_load_from_file (parser, path, &error))
    g_error ("%s: %s", path, error->message);
  cases = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "cases");
  for (guint i = 0; i < json_array_get_length (cases); i++)
    {
      JsonObject       *o = json_array_get_object_element (cases, i);
      JsonArray        *moves = json_object_get_array_member (o, "moves");
      Game             *g = g_new0 (Game, 1);
      XqPositionProblem problem;
      XqPosition        pos;

      g->source = g_strdup_printf ("axf-repetition-cases.json [%s]", json_object_get_string_member (o, "id"));
      if (!xq_position_from_fen_flags (&g->start, json_object_get_string_member (o, "fen"), XQ_FEN_ALLOW_UNREACHABLE,
                                       &problem))
        g_error ("%s: bad FEN", g->source);
      g->moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
      pos = g->start;
      for (guint m = 0; m < json_array_get_length (moves); m++)
        {
          XqMove move;
          XqUndo undo;
          if (!xq_move_from_iccs (json_array_get_string_element (moves, m), &move) || !xq_position_is_legal (&pos, move))
            g_error ("%s: move %u is not legal", g->source, m + 1);
          g_array_append_val (g->moves, move);
          xq_position_make (&pos, move, &undo);
        }
      g_ptr_array_add (games, g);
    }
}

static GPtrArray *
load_games (void)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (game_free);

  add_rule_cases (games, "natures.ini");
  add_rule_cases (games, "protection.ini");
  add_rule_cases (games, "cycles-cxa.ini");
  add_rule_cases (games, "cycles-1957.ini");
  add_rule_cases (games, "cycles-loops.ini");
  add_rule_cases (games, "cycles-chases.ini");
  add_rule_cases (games, "axf-repetition.ini");
  add_rule_cases (games, "threats.ini");
  add_rule_cases (games, "cycles-threats.ini");
  add_shared_axf (games);
  add_rule_cases (games, "../texts/examples.ini");
  return games;
}

/* Checks */

typedef struct
{
  guint texts;
  guint chinese;
  guint non_cxa;
  guint many_vs_many;
  guint forbidden; /* rulings where a side must change at the end of the case, per profile and language */
  guint way_outs;  /* the ways out written */
  guint alternatives;
  guint failures;
} Counts;

static GRegex *re_iccs, *re_cxa, *re_half_width, *re_doubled_de, *re_colons, *re_many, *re_simplified, *re_bare_pattern;

static void
fail (Counts     *counts,
      const char *what,
      const Game *g,
      XqLang      lang,
      XqProfile   profile,
      const char *text)
{
  counts->failures++;
  if (counts->failures <= 40)
    g_test_message ("%s: %s, %s, %s: %s", what, g->source, xq_lang_to_string (lang), xq_profile_to_string (profile),
                    text);
}

static void
check_text (Counts         *counts,
            const Game     *g,
            XqLang          lang,
            XqProfile       profile,
            const XqRuling *ruling,
            const char     *text)
{
  counts->texts++;
  if (lang != XQ_LANG_EN)
    {
      counts->chinese++;
      if (g_regex_match (re_iccs, text, 0, NULL))
        fail (counts, "ICCS square in Chinese text", g, lang, profile, text);
      if (g_regex_match (re_half_width, text, 0, NULL))
        fail (counts, "half-width punctuation next to Chinese", g, lang, profile, text);
      if (g_regex_match (re_doubled_de, text, 0, NULL))
        fail (counts, "doubled 的 in one clause", g, lang, profile, text);
      if (g_regex_match (re_colons, text, 0, NULL))
        fail (counts, "a chain of colons", g, lang, profile, text);
      if (lang == XQ_LANG_ZH_TW && g_regex_match (re_simplified, text, 0, NULL))
        fail (counts, "a simplified character in traditional Chinese", g, lang, profile, text);
    }
  /* English: a side does something ("Red checks perpetually"); a pattern's name is no object of
   * "plays", and a countable name takes its plural ("still perpetual mate threats") */
  if (lang == XQ_LANG_EN && g_regex_match (re_bare_pattern, text, 0, NULL))
    fail (counts, "a pattern's name without article or plural", g, lang, profile, text);
  if (profile != XQ_PROFILE_CXA)
    {
      counts->non_cxa++;
      if (g_regex_match (re_cxa, text, 0, NULL))
        fail (counts, "a CXA clause outside the CXA profile", g, lang, profile, text);
    }
  if (g_regex_match (re_many, text, 0, NULL))
    {
      counts->many_vs_many++;
      if (ruling == NULL || ruling->side[XQ_RED].attacks == 0 || ruling->side[XQ_BLACK].attacks == 0)
        fail (counts, "多打对多打 where a side never attacks", g, lang, profile, text);
    }
}

/* The catalogue: per template, per profile, the first example in each language */

typedef struct
{
  const Game *game;
  guint       ply;
  gboolean    way_out;
  char       *move;
  char       *text[G_N_ELEMENTS (langs)];
} Example;

typedef struct
{
  char    *msgid;
  gboolean sentence;
  Example  example[G_N_ELEMENTS (profiles)];
} Template;

static void
template_free (gpointer data)
{
  Template *t = data;

  g_free (t->msgid);
  for (guint p = 0; p < G_N_ELEMENTS (profiles); p++)
    {
      g_free (t->example[p].move);
      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
        g_free (t->example[p].text[l]);
    }
  g_free (t);
}

/* The templates of @file in source order: the string literals of XQ_T (…) that hold a format or end
 * a sentence (labels such as "check" are not sentences). */
static void
read_templates (GPtrArray  *templates,
                const char *file)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_DIST, "..", "src", "rules-text", file, NULL);
  g_autofree char   *source = NULL;
  g_autoptr (GError) error = NULL;
  const char        *p;

  if (!g_file_get_contents (path, &source, NULL, &error))
    g_error ("%s: %s", path, error->message);
  for (p = strstr (source, "XQ_T ("); p != NULL; p = strstr (p + 1, "XQ_T ("))
    {
      GString    *msgid = g_string_new (NULL);
      const char *q = strchr (p, ',');
      gboolean    known = FALSE;

      if (q == NULL)
        break;
      for (q++; *q != '\0' && *q != ')'; q++)
        if (*q == '"')
          for (q++; *q != '\0' && *q != '"'; q++)
            {
              if (*q == '\\' && q[1] != '\0')
                q++;
              g_string_append_c (msgid, *q);
            }
      for (guint i = 0; i < templates->len; i++)
        known |= g_str_equal (((Template *) templates->pdata[i])->msgid, msgid->str);
      if (msgid->len > 0 && !known && (strchr (msgid->str, '%') || msgid->str[msgid->len - 1] == '.'))
        {
          Template *t = g_new0 (Template, 1);
          t->sentence = msgid->str[msgid->len - 1] == '.';
          t->msgid = g_string_free (msgid, FALSE);
          g_ptr_array_add (templates, t);
        }
      else
        g_string_free (msgid, TRUE);
    }
}

static Template *
find_template (GPtrArray  *templates,
               const char *msgid)
{
  for (guint i = 0; i < templates->len; i++)
    if (g_str_equal (((Template *) templates->pdata[i])->msgid, msgid))
      return templates->pdata[i];
  return NULL;
}

/* Templates no position reaches: the words for codes the rules do not produce (yet), and shapes
 * the rule cases do not have (an elephant's eye can be cleared by a capture only by a piece moving
 * one point diagonally, and no advisor gets there). */
static const char *const fallbacks[] = {
  "%2$s is attacked by %1$s; it is not counted as a chase.",
  "it is protected by %s",
  "%s cannot take back without exposing its general",
  "%s cannot take back onto a guarded point",
  "%1$s plays %2$s",
  "%s.",
  "%s can take back once the capture clears its eye",
  "Both sides attack: two attacks against two, which is allowed.",
  /* A win through checks whose line the search could not write (out of budget) */
  "After the check %1$s, %2$s is won whatever the reply: a chase by check%3$s.",
  "%1$s checks and, whatever the reply, wins %2$s after it%3$s.",
};

static gboolean
is_fallback (const char *msgid)
{
  for (guint i = 0; i < G_N_ELEMENTS (fallbacks); i++)
    if (g_str_equal (fallbacks[i], msgid))
      return TRUE;
  return FALSE;
}

static const char *
profile_title (XqProfile profile)
{
  switch (profile)
    {
    case XQ_PROFILE_AXF:
      return "AXF";
    case XQ_PROFILE_1957:
      return "1957";
    case XQ_PROFILE_CXA:
    default:
      return "CXA";
    }
}

static char *
catalogue_text (GPtrArray *templates)
{
  GString *s = g_string_new (NULL);

  g_string_append (s, "# The sentences of the rule texts\n\n"
                      "Every sentence template of `src/rules-text/` (its English msgid), with the first example the rule "
                      "cases give under each profile, in English, simplified Chinese (zh_CN) and traditional Chinese "
                      "(zh_TW). Fragments (no full stop) are shown inside the sentence they were part of. Moves are in "
                      "WXF notation in English and Chinese notation in Chinese, as the app writes them by default; no "
                      "squares, as with the board's default file numbers. The way out (`xq-text-alternatives.c`) is written "
                      "for the final position of each case where a side must change: who must change, then the reason "
                      "for each legal move of that side.\n\n"
                      "Written by `tests/rules-text/test-text-cases.c`; `QILI_UPDATE_TEXTS=1 meson test -C build "
                      "test-text-cases` rewrites it.\n");
  for (guint i = 0; i < templates->len; i++)
    {
      const Template *t = templates->pdata[i];

      g_string_append_printf (s, "\n## %s `%s`\n", t->sentence ? "Sentence" : "Fragment", t->msgid);
      if (is_fallback (t->msgid))
        g_string_append (s, "\nNo rule case reaches it: the words for a code or shape the cases do not have.\n");
      for (guint p = 0; p < G_N_ELEMENTS (profiles); p++)
        {
          const Example *e = &t->example[p];
          if (e->game == NULL)
            {
              g_string_append_printf (s, "\n- %s: not written under this profile.\n", profile_title (profiles[p]));
              continue;
            }
          if (e->ply > 0)
            g_string_append_printf (s, "\n- %s, %s, move %u (%s):\n", profile_title (profiles[p]), e->game->source,
                                    e->ply, e->move);
          else if (e->way_out)
            g_string_append_printf (s, "\n- %s, %s, the way out:\n", profile_title (profiles[p]), e->game->source);
          else
            g_string_append_printf (s, "\n- %s, %s, the ruling:\n", profile_title (profiles[p]), e->game->source);
          for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
            g_string_append_printf (s, "  - %s: %s\n", xq_lang_to_string (langs[l]), e->text[l] ? e->text[l] : "—");
        }
    }
  return g_string_free (s, FALSE);
}

static void
test_cases (void)
{
  g_autoptr (GPtrArray) games = load_games ();
  g_autoptr (GPtrArray) templates = g_ptr_array_new_with_free_func (template_free);
  g_autofree char      *catalogue = NULL;
  g_autofree char      *path = g_test_build_filename (G_TEST_DIST, "data", "texts", "catalogue.md", NULL);
  g_autofree char      *committed = NULL;
  Counts                counts = { 0 };
  TextChecks            checks = { 0 };
  guint                 missing = 0;
  /* Under the sanitizers and valgrind (QILI_TEST_QUICK) every eighth game is read, for memory
   * errors; the whole walk, the template coverage and the catalogue run in the plain build. */
  gboolean quick = g_getenv ("QILI_TEST_QUICK") != NULL;

  g_test_summary ("Every sentence for every rule case reads as an arbiter writes it; the catalogue of templates is "
                  "up to date");
  read_templates (templates, "xq-text-analysis.c");
  read_templates (templates, "xq-text-ruling.c");
  read_templates (templates, "xq-text-alternatives.c");

  for (guint gi = 0; gi < games->len; gi += quick ? 8 : 1)
    {
      const Game *g = games->pdata[gi];

      for (guint p = 0; p < G_N_ELEMENTS (profiles); p++)
        {
          GPtrArray *walks[G_N_ELEMENTS (langs)];

          for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
            {
              XqTextStyle style;
              xq_text_style_init (&style, langs[l], profiles[p]);
              walks[l] = text_walk (&style, &g->start, (const XqMove *) g->moves->data, g->moves->len, g->move_limit);
              /* what an arbiter signs (text-checks.h) */
              text_checks_game (&checks, &style, &g->start, (const XqMove *) g->moves->data, g->moves->len, walks[l],
                                g->source);
            }
          for (guint b = 0; b < walks[0]->len; b++)
            {
              const TextBlock *blocks[G_N_ELEMENTS (langs)];
              for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
                {
                  blocks[l] = walks[l]->pdata[b];
                  for (guint u = 0; u < blocks[l]->units->len; u++)
                    check_text (&counts, g, langs[l], profiles[p], blocks[l]->ply == 0 ? &blocks[l]->ruling : NULL,
                                ((TextUnit *) blocks[l]->units->pdata[u])->text);
                  if (blocks[l]->ply == 0 && !blocks[l]->way_out && blocks[l]->ruling.must_change_set &&
                      blocks[l]->ruling.has_cycle && blocks[l]->ruling.last_ply == g->moves->len)
                    {
                      const TextBlock *next = b + 1 < walks[l]->len ? walks[l]->pdata[b + 1] : NULL;
                      counts.forbidden++;
                      if (next == NULL || !next->way_out)
                        fail (&counts, "no way out where a side must change", g, langs[l], profiles[p], "");
                    }
                  if (blocks[l]->way_out)
                    {
                      /* Who must change, how many of each kind, then one reason per legal move */
                      counts.way_outs++;
                      g_assert_cmpuint (blocks[l]->units->len, >, 2);
                      counts.alternatives += blocks[l]->units->len - 2;
                    }
                }
              for (guint u = 0; u < blocks[0]->units->len; u++)
                {
                  const TextUnit *unit = blocks[0]->units->pdata[u];
                  for (guint k = 0; k < unit->templates->len; k++)
                    {
                      Template *t = find_template (templates, unit->templates->pdata[k]);
                      if (t == NULL || t->example[p].game != NULL)
                        continue;
                      t->example[p].game = g;
                      t->example[p].ply = blocks[0]->ply;
                      t->example[p].way_out = blocks[0]->way_out;
                      t->example[p].move = g_strdup (blocks[0]->move);
                      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
                        if (u < blocks[l]->units->len)
                          t->example[p].text[l] = g_strdup (((TextUnit *) blocks[l]->units->pdata[u])->text);
                    }
                }
            }
          for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
            g_ptr_array_unref (walks[l]);
        }
    }

  g_test_message ("%u games, %u texts checked (%u Chinese, %u under AXF or 1957, %u with 多打对多打); %u rulings "
                  "where a side must change, %u ways out, %u moves' reasons",
                  games->len, counts.texts, counts.chinese, counts.non_cxa, counts.many_vs_many, counts.forbidden,
                  counts.way_outs, counts.alternatives);
  g_test_message ("%u cycle rulings (%u of several loops) and %u move texts checked as an arbiter signs them",
                  checks.rulings, checks.multi_loop, checks.move_texts);
  g_assert_cmpuint (counts.failures, ==, 0);
  g_assert_cmpuint (checks.failures, ==, 0);
  if (quick)
    return;
  /* Every forbidden cycle closed at the end of a case has its way out, under each profile that
   * forbids it */
  g_assert_cmpuint (counts.way_outs, ==, counts.forbidden);
  g_assert_cmpuint (counts.way_outs, >, 100);

  for (guint i = 0; i < templates->len; i++)
    {
      const Template *t = templates->pdata[i];
      gboolean        any = FALSE;
      for (guint p = 0; p < G_N_ELEMENTS (profiles); p++)
        any |= t->example[p].game != NULL;
      if (!any && !is_fallback (t->msgid))
        {
          g_test_message ("no example for the template \"%s\": add a position to tests/data/texts/examples.ini",
                          t->msgid);
          missing++;
        }
    }
  g_assert_cmpuint (missing, ==, 0);

  catalogue = catalogue_text (templates);
  if (g_getenv ("QILI_UPDATE_TEXTS") != NULL)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (g_file_set_contents (path, catalogue, -1, &error));
      g_test_message ("wrote %s", path);
    }
  g_assert_true (g_file_get_contents (path, &committed, NULL, NULL));
  if (g_strcmp0 (committed, catalogue) != 0)
    g_test_message ("the catalogue differs from %s: read the new sentences, then rewrite it with QILI_UPDATE_TEXTS=1",
                    path);
  g_assert_cmpstr (committed, ==, catalogue);
}

/* The checks catch what the issue listed as wrong. */
static void
test_checks_catch (void)
{
  const char *const bad[] = {
    "红方捉闲交替黑马，黑方闲着。多打对多打，属允许着法。", /* 多打对多打 where Black never attacks */
    "无根的f0的红马",                                       /* an ICCS square, doubled 的 */
    "依CXA 28.3红方须变着",                                 /* a CXA clause under AXF */
    "红马(f0)被牵制",                                       /* half-width parentheses */
    "红方：长捉：黑马",                                     /* a chain of colons */
  };
  Game     g;
  XqRuling r;

  memset (&g, 0, sizeof g);
  memset (&r, 0, sizeof r);
  g.source = (char *) "the issue's examples";
  r.side[XQ_RED].attacks = 2;
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      Counts counts = { 0 };
      check_text (&counts, &g, XQ_LANG_ZH_CN, XQ_PROFILE_AXF, &r, bad[i]);
      g_assert_cmpuint (counts.failures, >=, 1);
    }
  /* English pattern names as objects of "plays", or countable without article or plural */
  {
    const char *const bad_en[] = {
      "Red plays perpetual mate threat, which is forbidden.",
      "Black plays one chase, one idle move (the idle move: R3.2), which is allowed.",
      "Threatens mate again: still perpetual mate threat, which would be ruled the same.",
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad_en); i++)
      {
        Counts counts = { 0 };
        check_text (&counts, &g, XQ_LANG_EN, XQ_PROFILE_CXA, &r, bad_en[i]);
        g_assert_cmpuint (counts.failures, ==, 1);
      }
  }
  /* Simplified characters in a zh_TW text */
  {
    Counts counts = { 0 };
    check_text (&counts, &g, XQ_LANG_ZH_TW, XQ_PROFILE_CXA, &r, "紅方必须變著。");
    g_assert_cmpuint (counts.failures, ==, 1);
    check_text (&counts, &g, XQ_LANG_ZH_TW, XQ_PROFILE_CXA, &r, "紅方必須變著（《中國象棋競賽規則》第26.4條）。");
    g_assert_cmpuint (counts.failures, ==, 1);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* Chinese is CJK ideographs and full-width forms; an ICCS square is a file letter and a rank digit
   * standing alone. */
  re_iccs = g_regex_new ("(?<![A-Za-z])[a-i][0-9](?![0-9])", 0, 0, NULL);
  re_cxa = g_regex_new ("CXA|中国象棋竞赛规则|中國象棋競賽規則|细则|細則|detailed ruling|art\\. |\\b2[4-9]\\.[0-9]", 0, 0, NULL);
  re_half_width = g_regex_new ("[\\x{4e00}-\\x{9fff}][()\\[\\],;:!?]|[()\\[\\],;:!?][\\x{4e00}-\\x{9fff}]", 0, 0, NULL);
  re_doubled_de = g_regex_new ("的[^，。；：、（）]*的", 0, 0, NULL);
  re_colons = g_regex_new ("：[^。；]*：", 0, 0, NULL);
  re_bare_pattern = g_regex_new ("\\bplays (perpetual|one |several |attacks |idle )|(?<!“)\\bperpetual mate threat(?![s”])", 0, 0, NULL);
  re_many = g_regex_new ("多打对多打|多打對多打|several attacks against several", 0, 0, NULL);
  /* Characters of the rule texts that traditional Chinese writes otherwise (将 將, 着 著, 闲 閒 …) */
  re_simplified = g_regex_new ("[将变着规则红须续这为闲长杀马车帅兑献拦条项图属无对种复环质决动从后应该头线边过还进说没开关问题满离护击举钱传]", 0,
                               0, NULL);
  g_test_add_func ("/xq/rules-text/checks-catch", test_checks_catch);
  g_test_add_func ("/xq/rules-text/cases", test_cases);
  return g_test_run ();
}
