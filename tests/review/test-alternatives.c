/* test-alternatives.c: the way out of a forbidden cycle, hand-checked for each pattern
 *
 * Each case is a rule case of tests/data/rulings (or a game made for the point); the kinds of
 * the moves named were worked out on the board by hand, the reason given with each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-rules.h"
#include "xq-text-alternatives.h"

static XqWayOut *
way_out (XqProfile   profile,
         const char *fen,
         const char *iccs,
         XqRuling   *ruling)
{
  g_auto (GStrv)     words = g_strsplit (iccs, " ", -1);
  g_autofree XqMove *moves = g_new (XqMove, g_strv_length (words));
  XqWayOut          *w = g_new0 (XqWayOut, 1);
  XqPosition         start, pos;
  XqJudgeOptions     opts;
  guint              n = 0;

  g_assert_true (xq_position_from_fen (&start, fen, NULL));
  pos = start;
  for (; words[n] != NULL; n++)
    {
      XqUndo undo;
      g_assert_true (xq_move_from_iccs (words[n], &moves[n]));
      g_assert_true (xq_position_is_legal (&pos, moves[n]));
      xq_position_make (&pos, moves[n], &undo);
    }
  xq_judge_options_init (&opts, profile);
  xq_judge (&start, moves, n, &opts, ruling, NULL);
  g_assert_true (ruling->must_change_set);
  g_assert_true (xq_way_out (&start, moves, n, &opts, ruling, w));
  g_assert_cmpint (w->side, ==, ruling->must_change);
  return w;
}

static const XqAlternative *
find (const XqWayOut *w,
      const char     *iccs)
{
  XqMove m;

  g_assert_true (xq_move_from_iccs (iccs, &m));
  for (guint i = 0; i < w->n; i++)
    if (w->moves[i].move == m)
      return &w->moves[i];
  g_error ("%s is not among the alternatives", iccs);
  return NULL;
}

static void
assert_kind (const XqWayOut     *w,
             const char         *iccs,
             XqAlternativeKind   kind,
             XqAlternativeReason reason)
{
  const XqAlternative *a = find (w, iccs);

  if (a->kind != kind || a->reason != reason)
    g_error ("%s: %s/%s, expected %s/%s", iccs, xq_alternative_kind_to_string (a->kind),
             xq_alternative_reason_to_string (a->reason), xq_alternative_kind_to_string (kind),
             xq_alternative_reason_to_string (reason));
}

/* Every legal move is listed once, ordered by kind, and the counts add up. */
static void
assert_complete (const XqWayOut *w)
{
  XqPosition pos = w->position;
  XqMoveList legal;
  guint      counts[XQ_N_ALTERNATIVE_KINDS] = { 0 };

  xq_generate_legal (&pos, &legal);
  g_assert_cmpuint (w->n, ==, legal.n);
  for (guint i = 0; i < w->n; i++)
    {
      g_assert_true (xq_move_list_contains (&legal, w->moves[i].move));
      if (i > 0)
        g_assert_cmpint (w->moves[i - 1].kind, <=, w->moves[i].kind);
      counts[w->moves[i].kind]++;
    }
  for (guint k = 0; k < XQ_N_ALTERNATIVE_KINDS; k++)
    g_assert_cmpuint (counts[k], ==, w->n_of_kind[k]);
  g_assert_cmpuint (counts[XQ_ALTERNATIVE_REPEATS], >=, 1);
}

/* 细则1, 图一: Red's rook checks on every move (长将, 26.1). Black is to move at the end: the
 * list is for after 将5平6 (e9f9), the rook on e8. */
static void
test_perpetual_check (gconstpointer data)
{
  XqProfile            profile = GPOINTER_TO_INT (data);
  XqRuling             r;
  g_autofree XqWayOut *w = way_out (profile, "3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1", "f8e8 e9f9 e8f8 f9e9 f8e8", &r);
  char                 before[6];

  g_test_summary ("CXA 26.1 (AXF likewise): perpetual check; a check continues it, anything else is a change");
  xq_move_to_iccs (w->before, before);
  g_assert_cmpstr (before, ==, "e9f9");
  g_assert_cmpint (w->pattern, ==, XQ_PATTERN_PERPETUAL_CHECK);
  assert_complete (w);
  /* 车五平四 is the cycle's move */
  assert_kind (w, "e8f8", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  /* 车五进一 checks along the top rank (the king may take the rook: still a check) */
  assert_kind (w, "e8e9", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_CHECK_AGAIN);
  /* 兵四进一: the pawn checks, the rook guards f8, e9 is the rook's: mate */
  assert_kind (w, "f7f8", XQ_ALTERNATIVE_BREAKS, XQ_WAY_CHECKMATE);
  /* 兵四平三 attacks nothing */
  assert_kind (w, "f7g7", XQ_ALTERNATIVE_BREAKS, XQ_WAY_IDLE);
  /* 车五平九 keeps 兵四进一 mate in hand: a mate threat, not a check */
  assert_kind (w, "e8a8", XQ_ALTERNATIVE_BREAKS, XQ_WAY_OTHER_ATTACK);
  g_assert_cmpint (find (w, "e8a8")->nature, ==, XQ_NATURE_MATE_THREAT);
}

/* 细则2, 图二: 车三平四 checks, 车四平三 chases the unprotected horse (一将一捉, 26.4). */
static void
test_check_chase (void)
{
  XqRuling             r;
  g_autofree XqWayOut *w = way_out (XQ_PROFILE_CXA, "5k3/6n2/9/9/9/6R2/9/9/9/3K5 w - - 0 1", "g4f4 f9e9 f4g4 e9f9 g4f4", &r);

  g_assert_cmpint (w->pattern, ==, XQ_PATTERN_CHECK_CHASE);
  assert_complete (w);
  assert_kind (w, "f4g4", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  /* 车四平五 checks the king, now on e9, along the file */
  assert_kind (w, "f4e4", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_CHECK_AGAIN);
  /* 车四进四 stands beside the horse on g8: no one guards it, and it cannot take the rook */
  assert_kind (w, "f4f8", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_CHASE_AGAIN);
  g_assert_true (find (w, "f4f8")->targets == xq_bb_square (xq_square_make (6, 8)));
  /* 车四平九 wins the horse through consecutive checks (车九进五+ 将5进1... 车九退一+ and 车九平三,
   * 29.1 通过连续将军得子): a chase again; 帅六进一 attacks nothing */
  assert_kind (w, "f4a4", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_CHASE_AGAIN);
  assert_kind (w, "d0d1", XQ_ALTERNATIVE_BREAKS, XQ_WAY_IDLE);
}

/* 细则4, 图四: the rook chases the crossed pawn from file to file (长捉, 26.4). */
static void
test_perpetual_chase (void)
{
  XqRuling             r;
  g_autofree XqWayOut *w = way_out (XQ_PROFILE_CXA, "r4k3/9/9/9/9/9/4p4/9/N2R5/3K5 w - - 0 1", "d1e1 e3d3 e1d1 d3e3 d1e1", &r);

  g_assert_cmpint (w->pattern, ==, XQ_PATTERN_PERPETUAL_CHASE);
  assert_complete (w);
  /* after 卒5平4 the pawn stands on d3 */
  assert_kind (w, "e1d1", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  /* 车五进二 attacks d3 along the third rank: the same pawn */
  assert_kind (w, "e1e3", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_CHASE_AGAIN);
  /* 车五平四 checks on the f-file: another kind of attack */
  assert_kind (w, "e1f1", XQ_ALTERNATIVE_BREAKS, XQ_WAY_OTHER_ATTACK);
  /* 车五平三 threatens 车三进八 check, then the rook on a9 falls (抽): another piece */
  assert_kind (w, "e1g1", XQ_ALTERNATIVE_BREAKS, XQ_WAY_OTHER_TARGET);
  /* 马九进八 attacks nothing of value */
  assert_kind (w, "a1b3", XQ_ALTERNATIVE_BREAKS, XQ_WAY_IDLE);
}

/* Hu Ronghua file, game 21 (issue 26): the red rook, then the red cannon chase the black pieces
 * (长捉). A capture is a change whatever the capturer attacks next: at ply 54 车三进二 (g4g6)
 * takes the horse and then attacks the chased cannon, 炮三进四 (g2g6) takes the same horse, and
 * both break the cycle; at ply 59, the horse chased in the cycle, 车七平二 (c4h4) takes it and
 * ends that chase. */
static void
test_takes_chased (void)
{
  static const char *const fen = "2b1ka1r1/4a1c2/2P6/pr4n1p/4p4/6R2/P3P3P/C1N3C2/4N4/2BAKAB2 w - - 5 26";
  XqRuling                 r;
  g_autofree XqWayOut     *w = way_out (XQ_PROFILE_CXA, fen, "g4c4 g6h4 c4g4 h4g6", &r);
  g_autofree XqWayOut     *later = NULL;

  g_assert_cmpint (w->pattern, ==, XQ_PATTERN_PERPETUAL_CHASE);
  assert_complete (w);
  assert_kind (w, "g4c4", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  assert_kind (w, "g4g6", XQ_ALTERNATIVE_BREAKS, XQ_WAY_CAPTURE);
  assert_kind (w, "g2g6", XQ_ALTERNATIVE_BREAKS, XQ_WAY_CAPTURE);
  /* the rook along the rank still attacks the cannon: the same chase goes on */
  assert_kind (w, "g4h4", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_CHASE_AGAIN);

  later = way_out (XQ_PROFILE_CXA, fen, "g4c4 g6h4 c4g4 h4g6 g4c4 g6h4 g2h2 h4g6 h2g2", &r);
  assert_complete (later);
  assert_kind (later, "c4h4", XQ_ALTERNATIVE_BREAKS, XQ_WAY_TAKES_CHASED);
}

/* wxf-013 under CXA: the rook threatens mate on every move (长杀, 26.4; AXF allows it). Red is to
 * move at the end. */
static void
test_perpetual_mate_threat (void)
{
  XqRuling             r;
  g_autofree XqWayOut *w = way_out (XQ_PROFILE_CXA, "3ak1b2/4a4/4b4/r3C2R1/p8/9/P8/4p4/4p4/5K3 w - - 0 1",
                                    "h6g6 g9i7 g6h6 i7g9 h6g6 g9i7", &r);

  g_assert_cmpint (w->pattern, ==, XQ_PATTERN_PERPETUAL_MATE_THREAT);
  g_assert_cmpint (w->before, ==, XQ_MOVE_NONE);
  assert_complete (w);
  assert_kind (w, "g6h6", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  /* 车三平四 keeps the mating line with the cannon */
  assert_kind (w, "g6f6", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_MATE_THREAT_AGAIN);
  /* 炮五进二 takes the advisor on e8 over the elephant */
  assert_kind (w, "e6e8", XQ_ALTERNATIVE_BREAKS, XQ_WAY_CAPTURE);
  g_assert_cmpint (find (w, "e6e8")->captured, ==, xq_piece_make (XQ_BLACK, XQ_ADVISOR));
  /* 车三进三 checks */
  assert_kind (w, "g6g9", XQ_ALTERNATIVE_BREAKS, XQ_WAY_OTHER_ATTACK);
  assert_kind (w, "g6g0", XQ_ALTERNATIVE_BREAKS, XQ_WAY_IDLE);
}

/* 二捉一: cxa-vs-axf-two-pieces, the cannon chases the two rooks in turn (长捉, 28.12). After
 * 车1平2 the rooks stand on b0 and h0. */
static void
test_two_pieces (void)
{
  XqRuling             r;
  g_autofree XqWayOut *w = way_out (XQ_PROFILE_CXA, "4k4/9/9/9/C8/9/pp5pp/4B4/9/r1BAKA2r w - - 0 1",
                                    "a5i5 i0h0 i5a5 a0b0 a5h5 h0i0 h5b5 b0a0 b5i5 i0h0 i5a5", &r);

  assert_complete (w);
  assert_kind (w, "a5h5", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  /* 炮九平八 aims at the rook on b0 over the pawn: one of the pieces the cycle chases */
  assert_kind (w, "a5b5", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_CHASE_AGAIN);
  /* 炮九平一: no rook on the i-file any more */
  assert_kind (w, "a5i5", XQ_ALTERNATIVE_BREAKS, XQ_WAY_IDLE);
}

/* fsf-000 under AXF: the cannon chases the rook (AXF perpetual chase). */
static void
test_axf_chase (void)
{
  XqRuling             r;
  g_autofree XqWayOut *w = way_out (XQ_PROFILE_AXF, "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
                                    "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2", &r);

  g_assert_cmpint (w->clause, ==, XQ_CLAUSE_AXF_PERPETUAL_CHASE);
  assert_complete (w);
  assert_kind (w, "a2b2", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  assert_kind (w, "i0h0", XQ_ALTERNATIVE_BREAKS, XQ_WAY_IDLE);
  g_assert_cmpuint (w->n_of_kind[XQ_ALTERNATIVE_CONTINUES], ==, 0);
}

/* After two idle rook moves on the a-file, the rook checks from a1-d1 and d1-e1 (长将 from the
 * first occurrence of the final position on); back to a1 re-forms the position after ply 3, but
 * that cycle holds an idle move (数将一闲, allowed): a change. 车六进七 leaves the king no move.
 * (The idle moves come before the repeated stretch: since issue 14 the patterns are those of the
 * whole stretch from the first occurrence, so an idle move inside it would make 数将一闲.) */
static void
test_earlier_position_allowed (void)
{
  XqRuling             r;
  g_autofree XqWayOut *w = way_out (XQ_PROFILE_CXA, "3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1",
                                    "a1a2 d9e9 a2a1 e9d9 a1d1 d9e9 d1e1 e9d9 e1d1", &r);

  assert_complete (w);
  assert_kind (w, "d1e1", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  assert_kind (w, "d1a1", XQ_ALTERNATIVE_BREAKS, XQ_WAY_IDLE);
  assert_kind (w, "d1d9", XQ_ALTERNATIVE_CONTINUES, XQ_WAY_CHECK_AGAIN);
  /* d8 takes e8 and d9 from the king, f9 faces the red general: 困毙 */
  assert_kind (w, "d1d8", XQ_ALTERNATIVE_BREAKS, XQ_WAY_STALEMATE);
}

/* A random game: rook and cannon threaten mate on every move (长杀). Back to a2 re-forms the
 * position after ply 17, and the cycle from there is all mate threats again. */
static void
test_earlier_position_forbidden (void)
{
  XqRuling             r;
  g_autofree XqWayOut *w = way_out (XQ_PROFILE_CXA, "4k4/9/9/9/9/9/9/9/4C4/R2K5 w - - 0 1",
                                    "e1e3 e9f9 a0a8 f9e9 e3e1 e9f9 a8a2 f9e9 d0e0 e9d9 e1e2 d9d8 e2e5 d8d9 e5e9 "
                                    "d9d8 e9e8 d8d7 a2a0 d7d8 a0a5 d8d7 a5a0",
                                    &r);

  assert_complete (w);
  assert_kind (w, "a0a5", XQ_ALTERNATIVE_REPEATS, XQ_WAY_CYCLE_MOVE);
  assert_kind (w, "a0a2", XQ_ALTERNATIVE_REPEATS, XQ_WAY_EARLIER_POSITION);
  g_assert_cmpuint (find (w, "a0a2")->earlier_ply, ==, 17);
}

static void
test_nobody_must_change (void)
{
  const char          *fen = "3k4r/9/9/9/9/9/9/9/R8/4K4 w - - 0 1";
  const char          *iccs[] = { "a1b1", "i9i8", "b1a1", "i8i9" };
  XqMove               moves[4];
  XqPosition           start;
  XqJudgeOptions       opts;
  XqRuling             r;
  g_autofree XqWayOut *w = g_new0 (XqWayOut, 1);

  g_assert_true (xq_position_from_fen (&start, fen, NULL));
  for (guint i = 0; i < 4; i++)
    g_assert_true (xq_move_from_iccs (iccs[i], &moves[i]));
  xq_judge_options_init (&opts, XQ_PROFILE_CXA);
  xq_judge (&start, moves, 4, &opts, &r, NULL);
  g_assert_true (r.has_cycle);
  g_assert_false (r.must_change_set);
  g_assert_false (xq_way_out (&start, moves, 4, &opts, &r, w));
}

/* The sentences about @iccs of the way out of @fen + @moves, under @profile in @lang. */
static char *
alternative_text (XqProfile   profile,
                  XqLang      lang,
                  const char *fen,
                  const char *line,
                  const char *iccs)
{
  g_auto (GStrv)       words = g_strsplit (line, " ", -1);
  g_autofree XqMove   *moves = g_new (XqMove, g_strv_length (words));
  g_autofree XqWayOut *w = NULL;
  XqPosition           start;
  XqRuling             r;
  XqTextStyle          style;
  XqWayOutText         text;
  guint                n = 0;

  g_assert_true (xq_position_from_fen (&start, fen, NULL));
  for (; words[n] != NULL; n++)
    g_assert_true (xq_move_from_iccs (words[n], &moves[n]));
  w = way_out (profile, fen, line, &r);
  xq_text_style_init (&style, lang, profile);
  xq_way_out_text_init (&text, &style, &start, moves, n, &r, w);
  if (iccs == NULL)
    return xq_text_way_out (&text);
  return xq_text_alternative (&text, find (w, iccs));
}

/* The sentences cite each profile's own clause, name the pieces as the board does and write
 * the moves in the style's notation (issue 15). */
static void
test_texts (void)
{
  const char      *fen = "r4k3/9/9/9/9/9/4p4/9/N2R5/3K5 w - - 0 1", *line = "d1e1 e3d3 e1d1 d3e3 d1e1";
  g_autofree char *again_en = alternative_text (XQ_PROFILE_CXA, XQ_LANG_EN, fen, line, "e1e3");
  g_autofree char *again_zh = alternative_text (XQ_PROFILE_CXA, XQ_LANG_ZH_CN, fen, line, "e1e3");
  g_autofree char *again_tw = alternative_text (XQ_PROFILE_CXA, XQ_LANG_ZH_TW, fen, line, "e1e3");
  g_autofree char *again_1957 = alternative_text (XQ_PROFILE_1957, XQ_LANG_ZH_CN, fen, line, "e1e3");
  g_autofree char *idle_zh = alternative_text (XQ_PROFILE_CXA, XQ_LANG_ZH_CN, fen, line, "a1b3");
  g_autofree char *intro_en = alternative_text (XQ_PROFILE_CXA, XQ_LANG_EN, fen, line, NULL);
  g_autofree char *intro_zh = alternative_text (XQ_PROFILE_CXA, XQ_LANG_ZH_CN, fen, line, NULL);
  g_autofree char *intro_tw = alternative_text (XQ_PROFILE_CXA, XQ_LANG_ZH_TW, fen, line, NULL);

  g_assert_cmpstr (again_en, ==,
                   "R5+2: chases Black’s pawn on file 4 again: still perpetual chase, which would be ruled the same (CXA "
                   "rules art. 26.4).");
  /* the move is the sentence's subject (issue 26) */
  g_assert_cmpstr (again_zh, ==, "车五进二：仍捉黑方4路卒，仍属长捉，裁决相同（《中国象棋竞赛规则》第26.4条）。");
  g_assert_cmpstr (again_tw, ==, "俥五進二：仍捉黑方4路卒，仍屬長捉，裁決相同（《中國象棋競賽規則》第26.4條）。");
  /* Seed 000 by its section and item, no CXA number */
  g_assert_cmpstr (again_1957, ==, "车五进二：仍捉黑方4路卒，仍属长捉，裁决相同（1957年规则“禁止着法”第四项“长捉无根子”）。");
  /* An idle move cites what 闲 is */
  g_assert_cmpstr (idle_zh, ==, "马九进八：闲着，属变着，允许（《中国象棋竞赛规则》第28.9条）。");
  /* The other side's move in the style's notation: WXF in English, Chinese in Chinese */
  g_assert_cmpstr (intro_en, ==,
                   "If Black goes on with P5.4, Red must change (CXA rules art. 26.4). Red has 21 legal moves: 1 "
                   "repeating the cycle, 1 keeping the forbidden pattern, 19 breaking it.");
  g_assert_cmpstr (intro_zh, ==,
                   "若黑方续走卒5平4，红方必须变着（《中国象棋竞赛规则》第26.4条）。红方共有21种合法着法：重复循环1"
                   "种，性质未变1种，属变着19种。");
  g_assert_cmpstr (intro_tw, ==,
                   "若黑方續走卒5平4，紅方必須變著（《中國象棋競賽規則》第26.4條）。紅方共有21種合法著法：重複循環1"
                   "種，性質未變1種，屬變著19種。");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/xq/alternatives/perpetual-check/cxa", GINT_TO_POINTER (XQ_PROFILE_CXA), test_perpetual_check);
  g_test_add_data_func ("/xq/alternatives/perpetual-check/axf", GINT_TO_POINTER (XQ_PROFILE_AXF), test_perpetual_check);
  g_test_add_func ("/xq/alternatives/check-chase", test_check_chase);
  g_test_add_func ("/xq/alternatives/perpetual-chase", test_perpetual_chase);
  g_test_add_func ("/xq/alternatives/takes-chased", test_takes_chased);
  g_test_add_func ("/xq/alternatives/perpetual-mate-threat", test_perpetual_mate_threat);
  g_test_add_func ("/xq/alternatives/two-pieces", test_two_pieces);
  g_test_add_func ("/xq/alternatives/axf-chase", test_axf_chase);
  g_test_add_func ("/xq/alternatives/earlier-position-allowed", test_earlier_position_allowed);
  g_test_add_func ("/xq/alternatives/earlier-position-forbidden", test_earlier_position_forbidden);
  g_test_add_func ("/xq/alternatives/nobody-must-change", test_nobody_must_change);
  g_test_add_func ("/xq/alternatives/texts", test_texts);
  return g_test_run ();
}
