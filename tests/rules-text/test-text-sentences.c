/* test-text-sentences.c: the sentences for positions of each class, in English and Chinese
 *
 * What an arbiter reads for a check, a chase of an unprotected piece, a protected rook won by a
 * cheaper piece (有根, 细则3), an outnumbered defence (少根), a false root by a pin and by a
 * recapture that would make a cannon's screen, a crossed and an uncrossed pawn attacking, a piece
 * without value, a chase in form only (29.4), the cycles' patterns with their idle moves, the
 * balance of attacks, and the citations of each profile; pieces named as the board shows them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rule-cases.h"
#include "text-walk.h"
#include "xq-text-analysis.h"
#include "xq-text-piece.h"
#include "xq-text-ruling.h"

static GPtrArray *case_files; /* the loaded files, owning their cases */
static GPtrArray *all_cases;  /* const RuleCase * */

static const RuleCase *
find_case (const char *file,
           const char *id)
{
  for (guint i = 0; i < all_cases->len; i++)
    {
      const RuleCase *c = all_cases->pdata[i];
      if (g_str_equal (c->file, file) && g_str_equal (c->id, id))
        return c;
    }
  g_error ("no case %s [%s]", file, id);
}

static void
load_cases (void)
{
  const char *const files[] = { "natures.ini", "protection.ini", "cycles-cxa.ini",
                                "cycles-1957.ini", "cycles-loops.ini", "axf-repetition.ini" };

  case_files = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  all_cases = g_ptr_array_new ();
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      GPtrArray *cases = rule_cases_load (files[i]);
      for (guint j = 0; j < cases->len; j++)
        g_ptr_array_add (all_cases, cases->pdata[j]);
      g_ptr_array_add (case_files, cases);
    }
}

/* The explanation of the last move of a game from @fen (ICCS moves), as the pane writes it. */
static char *
analysis_of (XqLang      lang,
             XqProfile   profile,
             const char *fen,
             const char *moves)
{
  g_auto (GStrv)    list = g_strsplit (moves, " ", -1);
  XqPosition        pos, before;
  XqPositionProblem problem;
  XqAnalysisOptions opts;
  XqMoveAnalysis    a;
  XqTextStyle       style;
  XqMove            move = XQ_MOVE_NONE;
  guint             n = g_strv_length (list);

  g_assert_true (xq_position_from_fen_flags (&pos, fen, XQ_FEN_ALLOW_UNREACHABLE, &problem));
  for (guint i = 0; i < n; i++)
    {
      XqUndo undo;
      g_assert_true (xq_move_from_iccs (list[i], &move));
      g_assert_true (xq_position_is_legal (&pos, move));
      before = pos;
      if (i + 1 < n)
        xq_position_make (&pos, move, &undo);
    }
  xq_analysis_options_init (&opts, profile);
  xq_analyse_move (&pos, move, &opts, &a);
  xq_text_style_init (&style, lang, profile);
  return xq_text_analysis (&style, &before, &a);
}

/* The explanation of move @ply of a case (0: its last). */
static char *
case_analysis_at (XqLang      lang,
                  XqProfile   profile,
                  const char *file,
                  const char *id,
                  guint       ply)
{
  const RuleCase  *c = find_case (file, id);
  GString         *moves = g_string_new (NULL);
  g_autofree char *fen = xq_position_to_fen (&c->start);

  for (guint i = 0; i < (ply ? ply : c->moves->len); i++)
    {
      char iccs[5];
      xq_move_to_iccs (g_array_index (c->moves, XqMove, i), iccs);
      g_string_append_printf (moves, "%s%s", i ? " " : "", iccs);
    }
  {
    char *text = analysis_of (lang, profile, fen, moves->str);
    g_string_free (moves, TRUE);
    return text;
  }
}

static char *
case_analysis (XqLang      lang,
               XqProfile   profile,
               const char *file,
               const char *id)
{
  return case_analysis_at (lang, profile, file, id, 0);
}

static char *
case_ruling (XqLang      lang,
             XqProfile   profile,
             const char *file,
             const char *id)
{
  const RuleCase  *c = find_case (file, id);
  XqJudgeOptions   opts;
  XqRuling         r;
  XqTextStyle      style;
  g_autofree char *limit = rule_case_get (c, "move_limit", "0");
  g_autofree char *from = rule_case_get (c, "from_ply", "0");

  xq_judge_options_init (&opts, profile);
  opts.move_limit = (guint) g_ascii_strtoull (limit, NULL, 10);
  opts.move_limit_from = (guint) g_ascii_strtoull (from, NULL, 10);
  xq_judge (&c->start, (const XqMove *) c->moves->data, c->moves->len, &opts, &r, NULL);
  xq_text_style_init (&style, lang, profile);
  return xq_text_ruling (&style, &c->start, (const XqMove *) c->moves->data, c->moves->len, &r);
}

#define assert_has(text, part)   g_assert_nonnull (strstr ((text), (part)))
#define assert_lacks(text, part) g_assert_null (strstr ((text), (part)))

static void
test_check (void)
{
  g_autofree char *en = case_analysis (XQ_LANG_EN, XQ_PROFILE_CXA, "natures.ini", "check-rook");
  g_autofree char *zh = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "natures.ini", "check-rook");

  g_test_summary ("A check: the piece as the board shows it, CXA's one form of citation (28.1)");
  g_assert_cmpstr (en, ==, "Red’s rook on file 6 gives check (CXA rules art. 28.1).");
  g_assert_cmpstr (zh, ==, "红方六路车将军（《中国象棋竞赛规则》第28.1条）。");
}

static void
test_chase_unprotected (void)
{
  g_autofree char *en = case_analysis (XQ_LANG_EN, XQ_PROFILE_CXA, "natures.ini", "chase-unprotected");
  g_autofree char *zh = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "natures.ini", "chase-unprotected");
  g_autofree char *tw = case_analysis (XQ_LANG_ZH_TW, XQ_PROFILE_CXA, "natures.ini", "chase-unprotected");

  g_test_summary ("A chase of an unprotected piece (28.3, 29.3), in both scripts");
  assert_has (en, "Black’s horse on file 5 is chased by Red’s rook on file 9: the horse is unprotected and can be "
                  "taken next move (CXA rules arts. 28.3, 29.3).");
  assert_has (zh, "红方九路车捉黑方5路马，马无根，下一着即可吃掉（《中国象棋竞赛规则》第28.3、29.3条）。");
  assert_has (tw, "紅方九路俥捉黑方5路馬，馬無根，下一著即可吃掉（《中國象棋競賽規則》第28.3、29.3條）。");
}

static void
test_cheaper_attacker (void)
{
  const RuleCase   *c = find_case ("natures.ini", "chase-by-exchange-cxa");
  g_autofree char  *en = case_analysis (XQ_LANG_EN, XQ_PROFILE_CXA, "natures.ini", "chase-by-exchange-cxa");
  g_autofree char  *zh = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "natures.ini", "chase-by-exchange-cxa");
  XqPosition        pos = c->start;
  XqAnalysisOptions opts;
  XqMoveAnalysis    a;

  g_test_summary ("A horse on a protected rook: 有根, but the exchange wins material (细则3), never 少根");
  g_assert_cmpstr (zh, ==, "红方三路马捉黑方6路车，车虽有根，但以马换车仍可得子（《中国象棋竞赛规则》第29.1、29.3条及细则3）。");
  assert_has (en, "Black’s rook on file 6 is chased by Red’s horse on file 3: the rook is protected, but giving a horse "
                  "for the rook still wins material (CXA rules arts. 29.1, 29.3 and detailed ruling 3).");
  assert_lacks (zh, "少根");
  xq_analysis_options_init (&opts, XQ_PROFILE_CXA);
  xq_analyse_move (&pos, g_array_index (c->moves, XqMove, 0), &opts, &a);
  g_assert_cmpuint (a.n_targets, >=, 1);
  g_assert_cmpint (xq_text_protection_shown (&a.targets[0].eval), ==, XQ_PROTECTION_PROTECTED);
  g_assert_cmpstr (xq_text_protection_term (XQ_LANG_ZH_CN, xq_text_protection_shown (&a.targets[0].eval)), ==, "有根");
}

static void
test_outnumbered (void)
{
  g_autofree char *zh = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "natures.ini", "chase-outnumbered-cxa");

  g_test_summary ("More attackers than defenders: 少根");
  assert_has (zh, "攻多守少，属少根，兑换下来仍可得子（《中国象棋竞赛规则》第29.1、29.3条及细则3）。");
}

static void
test_false_roots (void)
{
  g_autofree char *pin = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "natures.ini", "chase-false-root-pin");
  g_autofree char *pin_en = case_analysis (XQ_LANG_EN, XQ_PROFILE_CXA, "natures.ini", "chase-false-root-pin");
  g_autofree char *screen = case_analysis_at (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "axf-repetition.ini", "fsf-026", 2);

  g_test_summary ("A pinned defender is 被牵制; a defender whose recapture would make a cannon's screen is not");
  assert_has (pin, "黑方6路车被红方四路车牵制，不能离位回吃，属假根");
  assert_has (pin_en, "Black’s rook on file 6 cannot take back, being pinned by Red’s rook on file 4, so its "
                      "protection is false");
  assert_has (screen, "红方五路仕若回吃，就成了黑方4路炮的炮架，帅随即被将军，属假根");
  assert_lacks (screen, "牵制");
  assert_lacks (screen, "露将");
}

static void
test_pawns (void)
{
  /* A crossed pawn on a protected advisor (wxf-016, Red's first move), an uncrossed one on a
   * protected horse. */
  const RuleCase  *c = find_case ("axf-repetition.ini", "wxf-016");
  g_autofree char *fen = xq_position_to_fen (&c->start);
  g_autofree char *crossed = analysis_of (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, fen, "c4h4");
  g_autofree char *crossed_en = analysis_of (XQ_LANG_EN, XQ_PROFILE_CXA, fen, "c4h4");
  g_autofree char *uncrossed = analysis_of (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "2r1k4/9/9/9/2n6/9/2P6/9/9/3K5 w - - 0 1", "c3c4");
  g_autofree char *uncrossed_en = analysis_of (XQ_LANG_EN, XQ_PROFILE_CXA, "2r1k4/9/9/9/2n6/9/2P6/9/9/3K5 w - - 0 1", "c3c4");
  g_autofree char *no_value = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "natures.ini", "no-value-pawn");

  g_test_summary ("25.3 only for a crossed pawn, in the same direction in both languages; 27.2 for an uncrossed one");
  assert_has (crossed, "红方四路兵攻击黑方5路士，士有根，过河兵价值浮动，以兵换士不算得子（《中国象棋竞赛规则》第25.3条及细则10）。");
  assert_has (crossed_en, "Black’s advisor on file 5 is attacked by Red’s pawn on file 4 and protected: a crossed pawn’s "
                          "value floats, and giving it for the advisor does not count as winning material");
  g_assert_cmpstr (uncrossed, ==, "黑方3路马只受红方七路兵攻击，兵本身捉子按闲着处理（《中国象棋竞赛规则》第27.2条）。"
                                  "本着不是将、杀、捉，属闲着（《中国象棋竞赛规则》第28.9条）。");
  assert_lacks (uncrossed_en, "25.3");
  assert_lacks (uncrossed_en, "crossed");
  /* an uncrossed pawn attacked: no value (25.3) */
  g_assert_null (strstr (no_value, "黑方5路卒未过河")); /* not worth a sentence in the pane's paragraph */
}

static void
test_taker_mated (void)
{
  g_autofree char *en = case_analysis (XQ_LANG_EN, XQ_PROFILE_CXA, "natures.ini", "taker-mated");
  g_autofree char *zh = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "natures.ini", "taker-mated");
  g_autofree char *axf = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_AXF, "natures.ini", "taker-mated");

  g_test_summary ("A chase in form only names the capture that would be mated (29.4); AXF applies no 29.4 "
                  "(issue 14), so there the rook already won the cannon before the move, named by its capture");
  assert_has (en, "Taking Black’s cannon on file 8 with R7.2 would get Red mated at once: a chase in form only, counted "
                  "as idle (CXA rules art. 29.4 and detailed ruling 7).");
  assert_has (zh, "若车七平二吃黑方8路炮，红方随即被将死，形式上是捉，按闲着处理（《中国象棋竞赛规则》第29.4条及细则7）。");
  assert_has (axf, "走子前红方已可走车九平二吃黑方8路炮，本着没有产生新的捉，从捉到捉按闲着处理。");
  assert_lacks (axf, "29.4");
}

static void
test_rulings (void)
{
  g_autofree char *cxa = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "cycles-cxa.ini", "cxa-ruling-05");
  g_autofree char *en = case_ruling (XQ_LANG_EN, XQ_PROFILE_CXA, "cycles-cxa.ini", "cxa-ruling-05");
  g_autofree char *check = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_AXF, "cycles-cxa.ini", "cxa-ruling-01");
  g_autofree char *s1957 = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-cxa.ini", "cxa-ruling-01");
  g_autofree char *tw = case_ruling (XQ_LANG_ZH_TW, XQ_PROFILE_CXA, "cycles-cxa.ini", "cxa-ruling-05");

  g_test_summary ("A ruling names the chased piece and the idle move, and cites each profile's own clause");
  /* issue 26: the occurrences' plies, the cycle's moves with their numbers, each side with its
   * clause, and one 裁决 at the end */
  g_assert_cmpstr (cxa, ==,
                   "同一局面已出现2次（第1、5着后）。循环着法：1.……车2平3 2.马六退八 车3平2 3.马八进六。"
                   "红方长捉黑方2路车，属禁止着法（《中国象棋竞赛规则》第28.12条）；"
                   "黑方一捉一闲（闲着为车3平2），属允许着法（《中国象棋竞赛规则》第25.2条）。"
                   "裁决：红方长捉，黑方一捉一闲，属二打一还打；依《中国象棋竞赛规则》第26.4条，红方须变着，不变判负。");
  assert_has (en, "The moves of the cycle: 1... R2.3 2. H6-8 R3.2 3. H8+6.");
  assert_has (en, "Black alternates chases with idle moves (the idle move: R3.2), which is allowed");
  assert_has (en, "Ruling: Red chases perpetually, Black alternates chases with idle moves: two attacks against one "
                  "return attack; under CXA rules art. 26.4, Red must change, or loses.");
  assert_has (tw, "黑方一捉一閒（閒著為車3平2），屬允許著法");
  assert_has (tw, "裁決：紅方長捉，黑方一捉一閒，屬二打一還打；");
  assert_has (check, "裁决：红方长将，黑方闲着；依《亚洲象棋规则》第6条及图1至3，红方须变着，不变判负。");
  assert_lacks (check, "竞赛规则");
  assert_has (s1957, "依1957年规则“禁止着法”第一项“长将”，红方须变着，不变判负。");
}

/* Issue 26: a repetition of several loops is told loop by loop, and where the loop played since
 * the previous occurrence changed the ruling, the text says why. */
static void
test_loops (void)
{
  g_autofree char *hu = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "cycles-loops.ini", "hu-21-rook-then-cannon");
  g_autofree char *hu_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_CXA, "cycles-loops.ini", "hu-21-rook-then-cannon");
  g_autofree char *changed = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "cycles-loops.ini", "forbidden-then-allowed");
  g_autofree char *changed_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_CXA, "cycles-loops.ini", "forbidden-then-allowed");
  g_autofree char *changed_tw = case_ruling (XQ_LANG_ZH_TW, XQ_PROFILE_CXA, "cycles-loops.ini", "mutual-then-one-sided");

  g_test_summary ("Each loop of a repetition is told with its moves, its sides and its balance; a ruling that "
                  "changed since the previous occurrence says why (CXA 26.4, 28.15)");
  assert_has (hu, "同一局面已出现3次（第1、5、9着后）。局面经2个不同的循环回到原处，各循环分别判定。");
  assert_has (hu, "第一个循环（第2至5着）：26.……马7进8 27.车七平三 马8退7 28.车三平七。");
  assert_has (hu, "黑方一捉一闲（闲着为马7进8），属允许着法（《中国象棋竞赛规则》第25.2条）；属二打一还打，单看此循环，"
                  "红方须变着。");
  assert_has (hu, "第二个循环（第6至9着）：28.……马7进8 29.炮三平二 马8退7 30.炮二平三。");
  assert_has (hu, "裁决：红方在全部2个循环中均属禁止着法，黑方则不然；依《中国象棋竞赛规则》第26.4条，红方须变着，"
                  "不变判负。");
  assert_lacks (hu, "三打一还打");
  assert_has (hu_en, "Loop 2 (plies 6–9): 28... H7+8 29. C3.2 H8-7 30. C2.3.");
  assert_has (changed, "上一次出现（第4着后）时，红方须变着；此后走出的第二个循环（第5至8着）着法不同：红方一杀一闲"
                       "（闲着为车一进六），在该循环中属允许着法，故裁决改变。");
  assert_has (changed, "裁决：没有一方在全部2个循环中均属禁止着法；依《中国象棋竞赛规则》第26.2条，双方不变作和。");
  assert_has (changed_en, "At the previous occurrence (after ply 4) Red had to change; Loop 2 (plies 5–8) came since, "
                          "with other moves: Red alternates mate threats with idle moves (the idle move: R1+6), which "
                          "is allowed there, so the ruling changes.");
  assert_has (changed_tw, "上一次出現（第4著後）時，雙方不變作和；");
  assert_has (changed_tw, "裁決：黑方在全部2個循環中均屬禁止著法，紅方則不然；");
}

static void
test_1957_return_attacks (void)
{
  g_autofree char *e3 = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e3");
  g_autofree char *e3_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e3");
  g_autofree char *e5 = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e5");
  g_autofree char *e6 = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e6");
  g_autofree char *e6_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e6");
  g_autofree char *e6_tw = case_ruling (XQ_LANG_ZH_TW, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e6");
  g_autofree char *e4 = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e4");
  g_autofree char *e4_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e4");
  g_autofree char *e4_tw = case_ruling (XQ_LANG_ZH_TW, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e4");
  g_autofree char *e4_cxa = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "cycles-1957.ini", "seed000-e4");
  g_autofree char *e9 = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e9");
  g_autofree char *d10 = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-d10");
  g_autofree char *d10_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-d10");
  g_autofree char *d10_cxa = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "cycles-1957.ini", "seed000-d10");
  g_autofree char *e9_cxa = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "cycles-1957.ini", "seed000-e9");

  g_test_summary ("Seed 000 例三, 例四, 例五, 例六, 例九: a return attack (a pawn's chase too) draws under 1957, cited by the "
                  "example; neither side is called forbidden: the side attacking once is allowed, the side attacking "
                  "twice is answered, no offence");
  /* 例三: the pawn's chase stays allowed (和棋 八) and answers the perpetual mate threat */
  assert_has (e3, "黑方以卒长捉红方二路车，属允许着法（1957年规则“和棋”第八项“卒兵长捉”）");
  assert_has (e3, "裁决：红方长杀，黑方卒长捉；依1957年规则“疑难棋势”例三“卒长捉红车，车被迫长杀”，双方不变作和。");
  assert_lacks (e3, "判负");
  assert_has (e3_en, "Ruling: Red threatens mate perpetually, Black chases perpetually with pawns; under the 1957 rules, "
                     "“Difficult positions” example 3");
  /* the side attacking twice is no offender either: seed 000 calls it a plain draw (双方不变作和) */
  assert_has (e3, "红方长杀，对方以卒还捉，按1957年规则不算违例；");
  assert_lacks (e3, "禁止着法");
  assert_has (e3_en, "Red threatens mate perpetually, answered by the opponent’s pawn chasing in return, which is no "
                     "offence under the 1957 rules;");
  assert_lacks (e3_en, "forbidden");
  /* 例五: Black chases twice, Red once in return */
  assert_has (e5, "红方一捉一闲（闲着为炮九退三），属允许着法");
  assert_has (e5, "裁决：红方一捉一闲，黑方长捉，属二捉一还打；依1957年规则“疑难棋势”例五“二捉一还打”，双方不变作和。");
  assert_has (e5, "黑方长捉红方九路炮，对方有还打，按1957年规则不算违例。");
  assert_lacks (e5, "禁止着法");
  /* 例六: the side attacking once is allowed, and the verdict does not say both sides attack perpetually */
  assert_has (e6, "黑方一杀一闲（闲着为炮4进2），属允许着法。");
  assert_has (e6, "裁决：红方长捉，黑方一杀一闲，属二打一还打；依1957年规则“疑难棋势”例六“二打一还打”，双方不变作和。");
  assert_lacks (e6, "双方均为禁止着法");
  assert_has (e6_en, "Black alternates mate threats with idle moves (the idle move: C4+2), which is allowed.");
  assert_has (e6, "红方长捉黑方4路炮、黑方5路马，对方有还打，按1957年规则不算违例；");
  assert_lacks (e6, "禁止着法");
  assert_has (e6_en, "Red chases Black’s cannon on file 4 and Black’s horse on file 5 perpetually, answered by the "
                     "opponent’s return attacks, which is no offence under the 1957 rules;");
  assert_lacks (e6_en, "forbidden");
  assert_has (e6_tw, "對方有還打，按1957年規則不算違例；");
  assert_lacks (e6_tw, "禁止著法");
  assert_lacks (e6_en, "both sides attack perpetually");
  assert_has (e6_tw, "依1957年規則「疑難棋勢」例六「二打一還打」，雙方不變作和。");
  /* 例四: both sides chase on every move, each parrying the other's chase: cited by the example; CXA by 26.3 */
  assert_has (e4, "红方长捉黑方7路车");
  assert_has (e4, "黑方长捉红方八路炮、红方五路马");
  assert_has (e4, "裁决：红方长捉，黑方长捉；依1957年规则“疑难棋势”例四“解捉还捉”，双方不变作和。");
  assert_has (e4_en, "Ruling: Red chases perpetually, Black chases perpetually; under the 1957 rules, “Difficult positions” "
                     "example 4, “each move parries a chase and chases in return”, the game is drawn if neither changes.");
  assert_has (e4_tw, "依1957年規則「疑難棋勢」例四「解捉還捉」，雙方不變作和。");
  assert_has (e4_cxa, "裁决：红方长捉，黑方长捉，属长打对长打；依《中国象棋竞赛规则》第26.3条及细则8，双方不变作和。");
  assert_lacks (e4_cxa, "1957");
  /* 和棋 十: the rook chases the horse, the horse the rook, in turn: cited by its own item, not 例四 */
  assert_has (d10, "依1957年规则“和棋”第十项“车、马循环反捉”，双方不变作和。");
  assert_lacks (d10, "例四");
  assert_has (d10_en, "“Drawn games” item 10, “rook and horse chasing each other”");
  assert_has (d10_cxa, "依《中国象棋竞赛规则》第26.3条");
  /* 例九: both forbidden, cited by the example; CXA by its own article */
  assert_has (e9, "依1957年规则“疑难棋势”例九“长捉对一将一还捉”，双方不变作和。");
  assert_has (e9_cxa, "依《中国象棋竞赛规则》第26.3条及细则8，双方不变作和。");
  assert_lacks (e9_cxa, "1957");
}

static void
test_1957_check_and_hidden_chase (void)
{
  g_autofree char *won = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e7a");
  g_autofree char *won_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e7a");
  g_autofree char *none = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e7b");
  g_autofree char *none_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e7b");
  g_autofree char *threat = case_analysis_at (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "seed000-e7a", 4);

  g_test_summary ("Seed 000 例七: one check and a hidden 抽 that wins a piece is 一将一捉 (禁止着法 五), Black must "
                  "change; when the 抽 wins nothing it is 一将一闲 (和棋 六), a draw");
  /* the rook's retreat threatens 车7平4 with check and then the horse */
  assert_has (threat, "车7平4将军后，无论对方怎样应将，红方六路马都要被抽吃（着法：车7平4，帅六平五，车4退1），属捉。");
  assert_has (won, "黑方一将一捉红方六路马，属禁止着法（1957年规则“禁止着法”第五项“一将一捉”）。");
  assert_has (won, "依1957年规则“禁止着法”第五项“一将一捉”，黑方须变着，不变判负。");
  assert_has (won_en, "under the 1957 rules, “Forbidden moves” item 5, “one check, one chase”, Black must change, or loses.");
  assert_has (none, "黑方一将一闲（闲着为车7退1），属允许着法（1957年规则“和棋”第六项“一将一闲”）。");
  assert_has (none, "依1957年规则“和棋”第六项“一将一闲”，双方不变作和。");
  assert_has (none_en, "Black alternates checks with idle moves (the idle move: R7-1), which is allowed (the 1957 rules, "
                       "“Drawn games” item 6, “one check, one idle move”).");
  assert_lacks (none, "判负");
}

static void
test_move_limits (void)
{
  g_autofree char *cxa = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_CXA, "cycles-1957.ini", "cxa-move-limit-check");
  g_autofree char *cxa_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_CXA, "cycles-1957.ini", "cxa-move-limit-check");
  g_autofree char *s1957 = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "s1957-move-limit");
  g_autofree char *check = case_ruling (XQ_LANG_ZH_CN, XQ_PROFILE_1957, "cycles-1957.ini", "s1957-move-limit-check");
  g_autofree char *check_en = case_ruling (XQ_LANG_EN, XQ_PROFILE_1957, "cycles-1957.ini", "s1957-move-limit-check");
  g_autofree char *sixty = case_ruling (XQ_LANG_EN, XQ_PROFILE_1957, "cycles-1957.ini", "s1957-no-sixty-moves");
  g_autofree char *sixty_cxa = case_ruling (XQ_LANG_EN, XQ_PROFILE_CXA, "cycles-1957.ini", "s1957-no-sixty-moves");

  g_test_summary ("Each profile cites its own move limit: CXA 4.2.4 (可酌减), seed 000 限着, where a check is a new "
                  "development; seed 000 has no 60-move rule");
  g_assert_cmpstr (cxa, ==, "裁判员酌减后的自然限着已满，其间双方都没有吃子，判为和棋（《中国象棋竞赛规则》第4.2.4条）。");
  assert_has (cxa_en, "(CXA rules art. 4.2.4)");
  assert_lacks (cxa_en, "1957");
  g_assert_cmpstr (s1957, ==, "裁判员所定限着已满，局势没有新的变化，判为和棋（1957年规则“限着”）。");
  g_assert_cmpstr (check, ==, "裁判员所定限着已满，但其间红方车九进八将军，属新的变化，裁判员可重新限着，不即判和"
                              "（1957年规则“限着”）。");
  assert_has (check_en, "the arbiter may set a new limit instead of declaring the draw (the 1957 rules, “Move limit”).");
  assert_lacks (check_en, "a draw (");
  g_assert_cmpstr (sixty, ==, "No repetition cycle is closed and the game is not over.");
  assert_has (sixty_cxa, "60 moves without a capture: either player may claim a draw (CXA rules art. 4.2.4).");
}

static void
test_axf_clauses (void)
{
  g_autofree char *zh = case_analysis (XQ_LANG_ZH_CN, XQ_PROFILE_AXF, "natures.ini", "cannon-on-rook-cxa");
  g_autofree char *en = case_analysis (XQ_LANG_EN, XQ_PROFILE_AXF, "natures.ini", "cannon-on-rook-cxa");
  const RuleCase  *c = find_case ("axf-repetition.ini", "fsf-000");
  XqJudgeOptions   opts;
  XqRuling         r;
  XqTextStyle      style;
  g_autofree char *clause = NULL;

  g_test_summary ("AXF cites AXF rule and diagram numbers: a cannon chasing a protected rook is rule 15");
  assert_has (zh, "红方七路炮捉黑方3路车，按亚洲规则，炮攻车，车虽有根也算捉（《亚洲象棋规则》第15条及图18至25）。");
  assert_has (en, "(AXF rule 15 and diagrams 18–25)");
  xq_judge_options_init (&opts, XQ_PROFILE_AXF);
  xq_judge (&c->start, (const XqMove *) c->moves->data, c->moves->len, &opts, &r, NULL);
  xq_text_style_init (&style, XQ_LANG_ZH_CN, XQ_PROFILE_AXF);
  clause = xq_text_clause (&style, &c->start, (const XqMove *) c->moves->data, c->moves->len, &r);
  g_assert_cmpstr (clause, ==, "《亚洲象棋规则》第15条及图18至25");
}

static void
test_balance (void)
{
  const RuleCase       *c = find_case ("cycles-cxa.ini", "cxa-ruling-04");
  XqJudgeOptions        opts;
  XqRuling              r;
  XqTextStyle           style;
  g_autoptr (GPtrArray) sentences = NULL;

  g_test_summary ("多打对多打 is said only where both sides attack");
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  xq_judge (&c->start, (const XqMove *) c->moves->data, c->moves->len, &opts, &r, NULL);
  g_assert_cmpuint (r.side[XQ_BLACK].attacks, ==, 0);
  r.balance = XQ_ATTACKS_MANY_VS_MANY; /* as an analysis might report it */
  xq_text_style_init (&style, XQ_LANG_ZH_CN, XQ_PROFILE_CXA);
  sentences = xq_text_ruling_sentences (&style, &c->start, (const XqMove *) c->moves->data, c->moves->len, &r);
  for (guint i = 0; i < sentences->len; i++)
    assert_lacks ((const char *) sentences->pdata[i], "多打");
}

static void
test_naming (void)
{
  /* Red cannons on file 二 (h2, h5), three red pawns on file 五, pawns on files 七 and 三 two
   * each are not possible together with five on 五; two positions. */
  XqPosition        a, b;
  XqPositionProblem problem;
  XqTextStyle       zh, tw, en;
  g_autofree char  *front = NULL, *rear = NULL, *middle = NULL, *general = NULL, *black = NULL;
  g_autofree char  *tandem = NULL, *second = NULL, *front_en = NULL, *tandem_en = NULL, *rear_tw = NULL;
  g_autofree char  *square = NULL, *with_square = NULL;

  g_test_summary ("Pieces named as the record tells them apart: 前/中/后, 一…五 for pawns, files kept for two files");
  g_assert_true (xq_position_from_fen_flags (&a, "2bak4/9/2n6/4P4/7C1/4P4/4P4/7C1/9/4K4 w - - 0 1",
                                             XQ_FEN_ALLOW_UNREACHABLE, &problem));
  g_assert_true (xq_position_from_fen_flags (&b, "3ak4/9/9/2P1P4/2P1P4/4P4/9/9/9/4K4 w - - 0 1",
                                             XQ_FEN_ALLOW_UNREACHABLE, &problem));
  xq_text_style_init (&zh, XQ_LANG_ZH_CN, XQ_PROFILE_CXA);
  xq_text_style_init (&tw, XQ_LANG_ZH_TW, XQ_PROFILE_CXA);
  xq_text_style_init (&en, XQ_LANG_EN, XQ_PROFILE_CXA);
  front = xq_text_piece (&zh, &a, xq_square_make (7, 5));
  rear = xq_text_piece (&zh, &a, xq_square_make (7, 2));
  rear_tw = xq_text_piece (&tw, &a, xq_square_make (7, 2));
  front_en = xq_text_piece (&en, &a, xq_square_make (7, 5));
  middle = xq_text_piece (&zh, &a, xq_square_make (4, 4));
  general = xq_text_piece (&zh, &a, xq_square_make (4, 0));
  black = xq_text_piece (&zh, &a, xq_square_make (2, 7));
  g_assert_cmpstr (front, ==, "红方前炮");
  g_assert_cmpstr (rear, ==, "红方后炮");
  g_assert_cmpstr (rear_tw, ==, "紅方後炮");
  g_assert_cmpstr (front_en, ==, "Red’s front cannon");
  g_assert_cmpstr (middle, ==, "红方中兵");
  g_assert_cmpstr (general, ==, "红帅");
  g_assert_cmpstr (black, ==, "黑方3路马");
  /* b: pawns on files 七, 五 and 三, two or more on each: the file is kept (前七), five… */
  tandem = xq_text_piece (&zh, &b, xq_square_make (2, 6));
  tandem_en = xq_text_piece (&en, &b, xq_square_make (2, 5));
  second = xq_text_piece (&zh, &b, xq_square_make (4, 5));
  g_assert_cmpstr (tandem, ==, "红方七路前兵");
  g_assert_cmpstr (tandem_en, ==, "Red’s rear pawn on file 7");
  g_assert_cmpstr (second, ==, "红方五路中兵");
  /* squares only when the board shows ICCS coordinates, full width next to Chinese */
  square = xq_text_square (&zh, XQ_RED, xq_square_make (7, 2));
  g_assert_cmpstr (square, ==, "二路宫顶线");
  zh.squares = TRUE;
  with_square = xq_text_piece (&zh, &a, xq_square_make (7, 2));
  g_assert_cmpstr (with_square, ==, "红方后炮（h2）");
}

static void
test_notation (void)
{
  g_autofree char *wxf = NULL, *iccs = NULL;
  const RuleCase  *c = find_case ("cycles-cxa.ini", "cxa-ruling-05");
  XqJudgeOptions   opts;
  XqRuling         r;
  XqTextStyle      style;

  g_test_summary ("Moves in sentences follow the chosen notation");
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  xq_judge (&c->start, (const XqMove *) c->moves->data, c->moves->len, &opts, &r, NULL);
  xq_text_style_init (&style, XQ_LANG_EN, XQ_PROFILE_CXA);
  wxf = xq_text_ruling (&style, &c->start, (const XqMove *) c->moves->data, c->moves->len, &r);
  style.notation = XQ_NOTATION_ICCS;
  iccs = xq_text_ruling (&style, &c->start, (const XqMove *) c->moves->data, c->moves->len, &r);
  assert_has (wxf, "(the idle move: R3.2)");
  assert_has (iccs, "(the idle move: c5b5)");
}

/* What each side does, as the sentence "Red …, which is forbidden" says it: a verb phrase in
 * English for every pattern ("Red checks perpetually", not "Red plays perpetual check"), the term
 * in Chinese. */
static void
test_side_doing (void)
{
  static const struct
  {
    XqPattern   pattern;
    guint       checks, mate_threats, chases, idles;
    const char *en;
    const char *zh;
  } cases[] = {
    { XQ_PATTERN_PERPETUAL_CHECK, 2, 0, 0, 0, "checks perpetually", "长将" },
    { XQ_PATTERN_PERPETUAL_MATE_THREAT, 0, 2, 0, 0, "threatens mate perpetually", "长杀" },
    { XQ_PATTERN_PERPETUAL_CHASE, 0, 0, 2, 0, "chases perpetually", "长捉" },
    { XQ_PATTERN_CHECK_CHASE, 1, 0, 1, 0, "alternates checks with chases", "一将一捉" },
    { XQ_PATTERN_CHECK_MATE_THREAT, 1, 1, 0, 0, "alternates checks with mate threats", "一将一杀" },
    { XQ_PATTERN_MATE_THREAT_CHASE, 0, 1, 1, 0, "alternates mate threats with chases", "一杀一捉" },
    { XQ_PATTERN_MIXED_ATTACKS, 1, 1, 1, 0, "attacks perpetually with checks, mate threats and chases", "长打" },
    { XQ_PATTERN_CHECK_IDLE, 1, 0, 0, 1, "alternates checks with idle moves", "一将一闲" },
    { XQ_PATTERN_CHECKS_IDLE, 2, 0, 0, 1, "makes two checks to each idle move", "二将一闲" },
    { XQ_PATTERN_CHECKS_IDLE, 3, 0, 0, 1, "makes several checks to each idle move", "数将一闲" },
    { XQ_PATTERN_MATE_THREAT_IDLE, 0, 1, 0, 1, "alternates mate threats with idle moves", "一杀一闲" },
    { XQ_PATTERN_MATE_THREAT_IDLE, 0, 2, 0, 1, "makes two mate threats to each idle move", "二杀一闲" },
    { XQ_PATTERN_CHASE_IDLE, 0, 0, 1, 1, "alternates chases with idle moves", "一捉一闲" },
    { XQ_PATTERN_CHASE_IDLE, 0, 0, 1, 2, "makes one chase to every two idle moves", "一捉二闲" },
    { XQ_PATTERN_ATTACKS_IDLE, 1, 0, 1, 1, "alternates attacks with idle moves", "打中有闲" },
    { XQ_PATTERN_KING_CHASE, 0, 0, 0, 2, "chases perpetually with its general", "帅长捉" },
    { XQ_PATTERN_PAWN_CHASE, 0, 0, 0, 2, "chases perpetually with pawns", "兵长捉" },
    { XQ_PATTERN_EXCHANGE, 0, 0, 0, 2, "offers exchanges perpetually", "长兑" },
    { XQ_PATTERN_SACRIFICE, 0, 0, 0, 2, "offers sacrifices perpetually", "长献" },
    { XQ_PATTERN_BLOCK, 0, 0, 0, 2, "blocks perpetually", "长拦" },
    { XQ_PATTERN_FOLLOW, 0, 0, 0, 2, "follows perpetually", "长跟" },
    { XQ_PATTERN_IDLE, 0, 0, 0, 2, "makes only idle moves", "闲着" },
  };
  gboolean seen[XQ_N_PATTERNS + 1] = { FALSE };

  g_test_summary ("Every pattern reads as what the side does: a verb phrase in English, the term in Chinese");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqCycleSide      side = { 0 };
      g_autofree char *en = NULL, *zh = NULL;

      side.pattern = cases[i].pattern;
      side.checks = cases[i].checks;
      side.mate_threats = cases[i].mate_threats;
      side.chases = cases[i].chases;
      side.idles = cases[i].idles;
      side.attacks = side.checks + side.mate_threats + side.chases;
      side.moves = side.attacks + side.idles;
      en = xq_text_side_doing (XQ_LANG_EN, XQ_RED, &side);
      zh = xq_text_side_doing (XQ_LANG_ZH_CN, XQ_RED, &side);
      g_assert_cmpstr (en, ==, cases[i].en);
      g_assert_cmpstr (zh, ==, cases[i].zh);
      seen[cases[i].pattern] = TRUE;
    }
  for (int p = XQ_PATTERN_PERPETUAL_CHECK; p <= XQ_PATTERN_IDLE; p++)
    g_assert_true (seen[p]);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  load_cases ();
  g_test_add_func ("/xq/rules-text/check", test_check);
  g_test_add_func ("/xq/rules-text/chase-unprotected", test_chase_unprotected);
  g_test_add_func ("/xq/rules-text/cheaper-attacker", test_cheaper_attacker);
  g_test_add_func ("/xq/rules-text/outnumbered", test_outnumbered);
  g_test_add_func ("/xq/rules-text/false-roots", test_false_roots);
  g_test_add_func ("/xq/rules-text/pawns", test_pawns);
  g_test_add_func ("/xq/rules-text/taker-mated", test_taker_mated);
  g_test_add_func ("/xq/rules-text/rulings", test_rulings);
  g_test_add_func ("/xq/rules-text/loops", test_loops);
  g_test_add_func ("/xq/rules-text/side-doing", test_side_doing);
  g_test_add_func ("/xq/rules-text/1957-return-attacks", test_1957_return_attacks);
  g_test_add_func ("/xq/rules-text/1957-check-and-hidden-chase", test_1957_check_and_hidden_chase);
  g_test_add_func ("/xq/rules-text/move-limits", test_move_limits);
  g_test_add_func ("/xq/rules-text/axf-clauses", test_axf_clauses);
  g_test_add_func ("/xq/rules-text/balance", test_balance);
  g_test_add_func ("/xq/rules-text/naming", test_naming);
  g_test_add_func ("/xq/rules-text/notation", test_notation);
  status = g_test_run ();
  g_ptr_array_unref (all_cases);
  g_ptr_array_unref (case_files);
  return status;
}
