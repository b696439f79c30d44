/* test-notation.c: moves in Chinese, WXF and ICCS notation, written and read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-rules.h"
#include "xq-text.h"

/* Positions used by the hand cases. Board rows run from Black's back rank (rank 9) down. */
#define START_BLACK     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b"
#define RED_ROOKS       "3k5/9/9/9/9/2R6/9/2R6/9/4K4 w"       /* c4 c2: 前车 后车 on 七 */
#define BLACK_ROOKS     "4k4/9/2r6/9/2r6/9/9/9/9/3K5 b"       /* c7 c5: front is c5, file 3 */
#define RED_HORSES      "3k5/9/9/9/9/9/9/2N6/9/2N1K4 w"       /* c2 c0 */
#define BLACK_CANNONS   "3k5/9/6c2/9/9/6c2/9/9/9/4K4 b"       /* g7 g4: front is g4, file 7 */
#define RED_PAWNS_2     "4k4/9/9/2P6/2P6/9/9/9/9/3K5 w"       /* c6 c5 */
#define RED_PAWNS_3     "4k4/9/2P6/2P6/2P6/9/9/9/9/3K5 w"     /* c7 c6 c5 */
#define RED_PAWNS_4     "4k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w"   /* c8 … c5 */
#define RED_PAWNS_5     "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w" /* c9 … c5 */
#define BLACK_PAWNS_3   "4k4/9/9/9/9/2p6/2p6/2p6/9/3K5 b"     /* c4 c3 c2: front is c2 */
#define BLACK_PAWNS_4   "5k3/9/9/9/9/4p4/4p4/4p4/4p4/3K5 b"   /* e4 … e1: front is e1 */
#define RED_PAWN_FILES  "4k4/9/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w" /* c7 c6 c5 (七), g6 g5 (三) */
#define BLACK_PAWN_FILE "4k4/9/9/9/9/2p3p2/2p3p2/9/9/3K5 b"   /* c4 c3 (3), g4 g3 (7) */
#define RED_ADVISORS    "3k5/9/9/9/9/9/9/3A5/9/3AK4 w"        /* d2 d0 on 六 */
#define BLACK_ADVISORS  "3a1k3/9/3a5/9/9/9/9/9/9/4K4 b"       /* d9 d7 on 4 */
#define RED_ELEPHANTS   "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w"       /* c4 c0 on 七 */
#define SCREEN_HORSE    "4k4/9/9/9/9/9/9/9/4N4/4K4 w"         /* the horse keeps the generals apart */
#define PINNED_HORSE    "4k4/9/9/9/4r4/9/9/9/4N4/4K4 w"       /* the rook pins it */

static void
load (XqPosition *pos,
      const char *fen)
{
  XqPositionProblem problem;

  if (!xq_position_from_fen (pos, fen, &problem))
    g_error ("bad test FEN %s (code %d)", fen, problem.code);
}

static XqMove
iccs (const char *text)
{
  XqMove m = XQ_MOVE_NONE;

  g_assert_true (xq_move_from_iccs (text, &m));
  return m;
}

static const char *
notation_name (XqNotation notation)
{
  return notation == XQ_NOTATION_CHINESE ? "chinese" : notation == XQ_NOTATION_WXF ? "wxf"
                                                                                   : "iccs";
}

/* Writing */

typedef struct
{
  const char *fen;
  const char *iccs;
  const char *chinese;
  const char *wxf;
} FormatCase;

static const FormatCase format_cases[] = {
  /* Red files 一…九 from Red's right, Chinese numerals; Black 1…9 from Black's right, digits. */
  { XQ_START_FEN, "h2e2", "炮二平五", "C2.5" },
  { XQ_START_FEN, "b2e2", "炮八平五", "C8.5" },
  { XQ_START_FEN, "h0g2", "马二进三", "H2+3" },
  { XQ_START_FEN, "b0a2", "马八进九", "H8+9" },
  { XQ_START_FEN, "g0e2", "相三进五", "E3+5" },
  { XQ_START_FEN, "c0a2", "相七进九", "E7+9" },
  { XQ_START_FEN, "f0e1", "仕四进五", "A4+5" },
  { XQ_START_FEN, "d0e1", "仕六进五", "A6+5" },
  { XQ_START_FEN, "e0e1", "帅五进一", "K5+1" },
  { XQ_START_FEN, "g3g4", "兵三进一", "P3+1" },
  { XQ_START_FEN, "a0a2", "车九进二", "R9+2" },
  { XQ_START_FEN, "i0i1", "车一进一", "R1+1" },
  { XQ_START_FEN, "h2h9", "炮二进七", "C2+7" },
  { XQ_START_FEN, "h2h1", "炮二退一", "C2-1" },
  { START_BLACK, "h7e7", "炮8平5", "C8.5" },
  { START_BLACK, "b7e7", "炮2平5", "C2.5" },
  { START_BLACK, "h9g7", "马8进7", "H8+7" },
  { START_BLACK, "b9c7", "马2进3", "H2+3" },
  { START_BLACK, "c9e7", "象3进5", "E3+5" },
  { START_BLACK, "d9e8", "士4进5", "A4+5" },
  { START_BLACK, "e9e8", "将5进1", "K5+1" },
  { START_BLACK, "g6g5", "卒7进1", "P7+1" },
  { START_BLACK, "a9a8", "车1进1", "R1+1" },
  { START_BLACK, "h7h8", "炮8退1", "C8-1" },
  { START_BLACK, "b7b0", "炮2进7", "C2+7" },
  /* Tandem rooks, horses, cannons: 前/后 replace the file; WXF + and - after the letter. */
  { RED_ROOKS, "c4c5", "前车进一", "R++1" },
  { RED_ROOKS, "c2c3", "后车进一", "R-+1" },
  { RED_ROOKS, "c4f4", "前车平四", "R+.4" },
  { RED_ROOKS, "c2c0", "后车退二", "R--2" },
  { RED_ROOKS, "c2e2", "后车平五", "R-.5" },
  { BLACK_ROOKS, "c5c4", "前车进1", "R++1" },
  { BLACK_ROOKS, "c7c8", "后车退1", "R--1" },
  { BLACK_ROOKS, "c7f7", "后车平6", "R-.6" },
  { BLACK_ROOKS, "c5a5", "前车平1", "R+.1" },
  { RED_HORSES, "c2b4", "前马进八", "H++8" },
  { RED_HORSES, "c2e3", "前马进五", "H++5" },
  { RED_HORSES, "c0b2", "后马进八", "H-+8" },
  { RED_HORSES, "c0a1", "后马进九", "H-+9" },
  { RED_HORSES, "c2a1", "前马退九", "H+-9" },
  { BLACK_CANNONS, "g4g0", "前炮进4", "C++4" },
  { BLACK_CANNONS, "g7g8", "后炮退1", "C--1" },
  { BLACK_CANNONS, "g7d7", "后炮平4", "C-.4" },
  { BLACK_CANNONS, "g4e4", "前炮平5", "C+.5" },
  /* Pawns on one file: 2 and 3 by 前 (中) 后, 4 and 5 by 一…五; WXF ++ P+ P3 P- --. */
  { RED_PAWNS_2, "c6c7", "前兵进一", "P++1" },
  { RED_PAWNS_2, "c6b6", "前兵平八", "P+.8" },
  { RED_PAWNS_2, "c5d5", "后兵平六", "P-.6" },
  { RED_PAWNS_3, "c7c8", "前兵进一", "P++1" },
  { RED_PAWNS_3, "c6d6", "中兵平六", "P7.6" },
  { RED_PAWNS_3, "c5b5", "后兵平八", "P-.8" },
  { RED_PAWNS_4, "c8c9", "一兵进一", "+++1" },
  { RED_PAWNS_4, "c7d7", "二兵平六", "P+.6" },
  { RED_PAWNS_4, "c6b6", "三兵平八", "P-.8" },
  { RED_PAWNS_4, "c5d5", "四兵平六", "--.6" },
  { RED_PAWNS_5, "c9d9", "一兵平六", "++.6" },
  { RED_PAWNS_5, "c8b8", "二兵平八", "P+.8" },
  { RED_PAWNS_5, "c7d7", "三兵平六", "P7.6" },
  { RED_PAWNS_5, "c6b6", "四兵平八", "P-.8" },
  { RED_PAWNS_5, "c5d5", "五兵平六", "--.6" },
  { BLACK_PAWNS_3, "c2c1", "前卒进1", "P++1" },
  { BLACK_PAWNS_3, "c3d3", "中卒平4", "P3.4" },
  { BLACK_PAWNS_3, "c4b4", "后卒平2", "P-.2" },
  { BLACK_PAWNS_4, "e1e0", "一卒进1", "+++1" },
  { BLACK_PAWNS_4, "e1d1", "一卒平4", "++.4" },
  { BLACK_PAWNS_4, "e2f2", "二卒平6", "P+.6" },
  { BLACK_PAWNS_4, "e3d3", "三卒平4", "P-.4" },
  { BLACK_PAWNS_4, "e4f4", "四卒平6", "--.6" },
  /* Two files with tandem pawns: position + file instead of the piece name; WXF file first. */
  { RED_PAWN_FILES, "c7c8", "前七进一", "7++1" },
  { RED_PAWN_FILES, "c6d6", "中七平六", "77.6" },
  { RED_PAWN_FILES, "c5b5", "后七平八", "7-.8" },
  { RED_PAWN_FILES, "g6g7", "前三进一", "3++1" },
  { RED_PAWN_FILES, "g5f5", "后三平四", "3-.4" },
  { BLACK_PAWN_FILE, "c3c2", "前3进1", "3++1" },
  { BLACK_PAWN_FILE, "c4d4", "后3平4", "3-.4" },
  { BLACK_PAWN_FILE, "g3g2", "前7进1", "7++1" },
  { BLACK_PAWN_FILE, "g4h4", "后7平8", "7-.8" },
  /* Advisors and elephants on one file keep the file: the direction tells them apart. */
  { RED_ADVISORS, "d0e1", "仕六进五", "A6+5" },
  { RED_ADVISORS, "d2e1", "仕六退五", "A6-5" },
  { BLACK_ADVISORS, "d9e8", "士4进5", "A4+5" },
  { BLACK_ADVISORS, "d7e8", "士4退5", "A4-5" },
  { RED_ELEPHANTS, "c0e2", "相七进五", "E7+5" },
  { RED_ELEPHANTS, "c0a2", "相七进九", "E7+9" },
  { RED_ELEPHANTS, "c4e2", "相七退五", "E7-5" },
  { RED_ELEPHANTS, "c4a2", "相七退九", "E7-9" },
};

static void
test_format (void)
{
  g_test_summary ("Moves are written as in RULES.md §5 and the AXF/WXF notation, for both sides.");
  for (gsize i = 0; i < G_N_ELEMENTS (format_cases); i++)
    {
      const FormatCase *c = &format_cases[i];
      XqPosition        pos;
      XqMove            m = iccs (c->iccs);
      g_autofree char  *chinese = NULL;
      g_autofree char  *wxf = NULL;
      g_autofree char  *coords = NULL;

      load (&pos, c->fen);
      g_assert_cmpint (xq_position_check_move (&pos, m), ==, XQ_MOVE_OK);
      chinese = xq_notation_format (&pos, m, XQ_NOTATION_CHINESE);
      wxf = xq_notation_format (&pos, m, XQ_NOTATION_WXF);
      coords = xq_notation_format (&pos, m, XQ_NOTATION_ICCS);
      if (g_strcmp0 (chinese, c->chinese) != 0 || g_strcmp0 (wxf, c->wxf) != 0)
        g_error ("%s %s: wrote %s %s, expected %s %s", c->fen, c->iccs, chinese, wxf, c->chinese, c->wxf);
      g_assert_cmpstr (coords, ==, c->iccs);
      g_assert_cmpuint (xq_notation_parse (&pos, c->chinese, NULL), ==, m);
      g_assert_cmpuint (xq_notation_parse (&pos, c->wxf, NULL), ==, m);
      g_assert_cmpuint (xq_notation_parse (&pos, c->iccs, NULL), ==, m);
    }
}

static void
test_styles (void)
{
  XqPosition pos;
  char       buf[XQ_NOTATION_MAX_SIZE];
  gsize      len;

  load (&pos, START_BLACK);
  len = xq_notation_write (&pos, iccs ("h9g7"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL, buf);
  g_assert_cmpstr (buf, ==, "馬8進7");
  g_assert_cmpuint (len, ==, strlen (buf));
  xq_notation_write (&pos, iccs ("h9g7"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_FULL_WIDTH, buf);
  g_assert_cmpstr (buf, ==, "马８进７");
  xq_notation_write (&pos, iccs ("h7e7"), XQ_NOTATION_CHINESE,
                     XQ_NOTATION_STYLE_TRADITIONAL | XQ_NOTATION_STYLE_FULL_WIDTH, buf);
  g_assert_cmpstr (buf, ==, "砲８平５");
  xq_notation_write (&pos, iccs ("a9a8"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL, buf);
  g_assert_cmpstr (buf, ==, "車1進1");
  xq_notation_write (&pos, iccs ("e9e8"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL, buf);
  g_assert_cmpstr (buf, ==, "將5進1");
  xq_notation_write (&pos, iccs ("h7e7"), XQ_NOTATION_WXF, XQ_NOTATION_STYLE_FULL_WIDTH, buf);
  g_assert_cmpstr (buf, ==, "Ｃ８．５");
  xq_notation_write (&pos, iccs ("h7e7"), XQ_NOTATION_ICCS, XQ_NOTATION_STYLE_DEFAULT, buf);
  g_assert_cmpstr (buf, ==, "h7e7");

  load (&pos, XQ_START_FEN);
  xq_notation_write (&pos, iccs ("h0g2"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL, buf);
  g_assert_cmpstr (buf, ==, "傌二進三");
  xq_notation_write (&pos, iccs ("i0i1"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL, buf);
  g_assert_cmpstr (buf, ==, "俥一進一");
  xq_notation_write (&pos, iccs ("e0e1"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL, buf);
  g_assert_cmpstr (buf, ==, "帥五進一");
  /* Red's numbers are Chinese numerals whatever the width. */
  xq_notation_write (&pos, iccs ("h2e2"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_FULL_WIDTH, buf);
  g_assert_cmpstr (buf, ==, "炮二平五");

  load (&pos, RED_ROOKS);
  xq_notation_write (&pos, iccs ("c2c3"), XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL, buf);
  g_assert_cmpstr (buf, ==, "後俥進一");
}

/* Reading */

typedef struct
{
  const char *fen;
  const char *text;
  const char *iccs;
} ParseCase;

static const ParseCase parse_cases[] = {
  /* Chinese: variants, traditional characters, either kind of number, spaces. */
  { XQ_START_FEN, "炮二平五", "h2e2" },
  { XQ_START_FEN, "砲二平五", "h2e2" },
  { XQ_START_FEN, "包二平五", "h2e2" },
  { XQ_START_FEN, "炮2平5", "h2e2" },
  { XQ_START_FEN, "炮二平5", "h2e2" },
  { XQ_START_FEN, "炮２平５", "h2e2" },
  { XQ_START_FEN, " 炮 二\t平五\n", "h2e2" },
  { XQ_START_FEN, "\u3000炮二平五\u3000", "h2e2" },
  { XQ_START_FEN, "马二进三", "h0g2" },
  { XQ_START_FEN, "馬二進三", "h0g2" },
  { XQ_START_FEN, "傌二进三", "h0g2" },
  { XQ_START_FEN, "䭾二进三", "h0g2" },
  { XQ_START_FEN, "相三进五", "g0e2" },
  { XQ_START_FEN, "象三进五", "g0e2" },
  { XQ_START_FEN, "仕四进五", "f0e1" },
  { XQ_START_FEN, "士四进五", "f0e1" },
  { XQ_START_FEN, "帅五进一", "e0e1" },
  { XQ_START_FEN, "帥五進一", "e0e1" },
  { XQ_START_FEN, "将五进一", "e0e1" },
  { XQ_START_FEN, "將5进1", "e0e1" },
  { XQ_START_FEN, "兵三进一", "g3g4" },
  { XQ_START_FEN, "卒三进一", "g3g4" },
  { XQ_START_FEN, "车一进一", "i0i1" },
  { XQ_START_FEN, "車一進一", "i0i1" },
  { XQ_START_FEN, "俥一进一", "i0i1" },
  { XQ_START_FEN, "伡一进一", "i0i1" },
  { START_BLACK, "炮8平5", "h7e7" },
  { START_BLACK, "包8平5", "h7e7" },
  { START_BLACK, "砲８平５", "h7e7" },
  { START_BLACK, "炮八平五", "h7e7" },
  { START_BLACK, "马8进7", "h9g7" },
  { START_BLACK, "馬８進７", "h9g7" },
  { START_BLACK, "将5进1", "e9e8" },
  { START_BLACK, "將5進1", "e9e8" },
  { START_BLACK, "帅五进一", "e9e8" },
  { START_BLACK, "象3进5", "c9e7" },
  { START_BLACK, "相3进5", "c9e7" },
  { START_BLACK, "士4进5", "d9e8" },
  { START_BLACK, "卒7进1", "g6g5" },
  { START_BLACK, "兵7进1", "g6g5" },
  { START_BLACK, "车9进2", "i9i7" },
  /* Issue 26: an ordinal and the file, with pawns on two files (七 holds c7 c6 c5, 三 holds g6 g5;
   * Black's 3 holds c4 c3, 7 holds g4 g3) */
  { RED_PAWN_FILES, "二七平六", "c6d6" },
  { RED_PAWN_FILES, "三七平八", "c5b5" },
  { RED_PAWN_FILES, "一三平二", "g6h6" },
  { RED_PAWN_FILES, "二兵七平六", "c6d6" },
  { RED_PAWN_FILES, "前三平二", "g6h6" },
  { RED_PAWN_FILES, "前兵三平二", "g6h6" },
  { RED_PAWN_FILES, "中七平八", "c6b6" },
  { BLACK_PAWN_FILE, "二3平4", "c4d4" },
  { BLACK_PAWN_FILE, "一7平6", "g3f3" },
  { BLACK_PAWN_FILE, "二卒7平8", "g4h4" },
  { BLACK_PAWN_FILE, "前3平2", "c3b3" },
  /* WXF: = or nothing for sideways, lower case, B and N, full width. */
  { XQ_START_FEN, "C2.5", "h2e2" },
  { XQ_START_FEN, "c2.5", "h2e2" },
  { XQ_START_FEN, "C2=5", "h2e2" },
  { XQ_START_FEN, "C25", "h2e2" },
  { XQ_START_FEN, "Ｃ２．５", "h2e2" },
  { XQ_START_FEN, "Ｃ２＝５", "h2e2" },
  { XQ_START_FEN, "H2+3", "h0g2" },
  { XQ_START_FEN, "h2+3", "h0g2" },
  { XQ_START_FEN, "N2+3", "h0g2" },
  { XQ_START_FEN, "E3+5", "g0e2" },
  { XQ_START_FEN, "B3+5", "g0e2" },
  { XQ_START_FEN, "A4+5", "f0e1" },
  { XQ_START_FEN, "K5+1", "e0e1" },
  { XQ_START_FEN, "P3+1", "g3g4" },
  { XQ_START_FEN, "r1+1", "i0i1" },
  { XQ_START_FEN, "C2−1", "h2h1" }, /* U+2212 minus sign */
  { START_BLACK, "C8.5", "h7e7" },
  { START_BLACK, "H2+3", "b9c7" },
  { START_BLACK, "K5+1", "e9e8" },
  /* ICCS: dash, upper case, full width. */
  { XQ_START_FEN, "h2e2", "h2e2" },
  { XQ_START_FEN, "H2-E2", "h2e2" },
  { XQ_START_FEN, "H2E2", "h2e2" },
  { XQ_START_FEN, "ｈ２ｅ２", "h2e2" },
  { START_BLACK, "h7e7", "h7e7" },
  /* Tandem pieces, both conventions. */
  { RED_ROOKS, "前车进一", "c4c5" },
  { RED_ROOKS, "车前进一", "c4c5" },
  { RED_ROOKS, "前車進一", "c4c5" },
  { RED_ROOKS, "后车进一", "c2c3" },
  { RED_ROOKS, "後俥進一", "c2c3" },
  { RED_ROOKS, "车后进一", "c2c3" },
  { RED_ROOKS, "车後平五", "c2e2" },
  { RED_ROOKS, "R++1", "c4c5" },
  { RED_ROOKS, "+R+1", "c4c5" },
  { RED_ROOKS, "r++1", "c4c5" },
  { RED_ROOKS, "R-+1", "c2c3" },
  { RED_ROOKS, "-R+1", "c2c3" },
  { RED_ROOKS, "R+=4", "c4f4" },
  { RED_ROOKS, "R+4", "c4f4" },
  { RED_ROOKS, "+R.4", "c4f4" },
  /* Lenient: both rooks are on 七, but only one of them can make the move. */
  { RED_ROOKS, "车七进二", "c4c6" },
  { RED_ROOKS, "R7+2", "c4c6" },
  { RED_ROOKS, "车七退二", "c2c0" },
  { BLACK_ROOKS, "前车进1", "c5c4" },
  { BLACK_ROOKS, "车后退1", "c7c8" },
  { BLACK_ROOKS, "前車平１", "c5a5" },
  { BLACK_ROOKS, "-R.6", "c7f7" },
  { RED_HORSES, "前马进八", "c2b4" },
  { RED_HORSES, "马前进八", "c2b4" },
  { RED_HORSES, "后傌进九", "c0a1" },
  { RED_HORSES, "H-+9", "c0a1" },
  { RED_HORSES, "-H+9", "c0a1" },
  { BLACK_CANNONS, "前炮进4", "g4g0" },
  { BLACK_CANNONS, "前包进四", "g4g0" },
  { BLACK_CANNONS, "炮後退1", "g7g8" },
  { BLACK_CANNONS, "C--1", "g7g8" },
  { BLACK_CANNONS, "-C-1", "g7g8" },
  /* Pawns: 前兵 and 兵前, 5-character 前兵七, ordinals as numerals or digits. */
  { RED_PAWNS_2, "前兵进一", "c6c7" },
  { RED_PAWNS_2, "兵前进一", "c6c7" },
  { RED_PAWNS_2, "後兵平六", "c5d5" },
  { RED_PAWNS_2, "前兵七进一", "c6c7" },
  { RED_PAWNS_2, "P-.6", "c5d5" },
  { RED_PAWNS_3, "中兵平六", "c6d6" },
  { RED_PAWNS_3, "中兵七平六", "c6d6" },
  { RED_PAWNS_3, "P7.6", "c6d6" },
  { RED_PAWNS_3, "P+.8", "c7b7" },
  { RED_PAWNS_3, "+P.8", "c7b7" },
  { RED_PAWNS_3, "P-.8", "c5b5" },
  { RED_PAWNS_4, "一兵进一", "c8c9" },
  { RED_PAWNS_4, "1兵进一", "c8c9" },
  { RED_PAWNS_4, "前兵进一", "c8c9" },
  { RED_PAWNS_4, "后兵平六", "c5d5" },
  { RED_PAWNS_4, "二兵平六", "c7d7" },
  { RED_PAWNS_4, "++.8", "c8b8" },
  { RED_PAWNS_4, "P+.6", "c7d7" },
  { RED_PAWNS_4, "P-.6", "c6d6" },
  { RED_PAWNS_4, "--.6", "c5d5" },
  { RED_PAWNS_5, "中兵平六", "c7d7" },
  { RED_PAWNS_5, "三兵平六", "c7d7" },
  { RED_PAWNS_5, "五兵平八", "c5b5" },
  { RED_PAWNS_5, "P7.6", "c7d7" },
  { RED_PAWNS_5, "--.8", "c5b5" },
  { BLACK_PAWNS_3, "前卒进1", "c2c1" },
  { BLACK_PAWNS_3, "前兵进一", "c2c1" },
  { BLACK_PAWNS_3, "卒中平4", "c3d3" },
  { BLACK_PAWNS_3, "後卒平２", "c4b4" },
  { BLACK_PAWNS_3, "P3.4", "c3d3" },
  { BLACK_PAWNS_3, "P3=4", "c3d3" },
  { BLACK_PAWNS_4, "一卒进1", "e1e0" },
  { BLACK_PAWNS_4, "四卒平6", "e4f4" },
  { BLACK_PAWNS_4, "4卒平6", "e4f4" },
  { BLACK_PAWNS_4, "--.6", "e4f4" },
  { RED_PAWN_FILES, "前七进一", "c7c8" },
  { RED_PAWN_FILES, "前兵七进一", "c7c8" },
  { RED_PAWN_FILES, "中七平六", "c6d6" },
  { RED_PAWN_FILES, "后兵三平四", "g5f5" },
  { RED_PAWN_FILES, "7++1", "c7c8" },
  { RED_PAWN_FILES, "77.6", "c6d6" },
  { RED_PAWN_FILES, "3-.4", "g5f5" },
  /* Of the two rear pawns only the one on 三 can step to 四. */
  { RED_PAWN_FILES, "后兵平四", "g5f5" },
  { BLACK_PAWN_FILE, "前3进1", "c3c2" },
  { BLACK_PAWN_FILE, "后7平8", "g4h4" },
  { BLACK_PAWN_FILE, "前卒七进一", "g3g2" },
  { BLACK_PAWN_FILE, "7-.8", "g4h4" },
  /* Advisors and elephants: file and direction, or a needless 前/后. */
  { RED_ADVISORS, "仕六进五", "d0e1" },
  { RED_ADVISORS, "仕六退五", "d2e1" },
  { RED_ADVISORS, "后仕进五", "d0e1" },
  { RED_ADVISORS, "A6-5", "d2e1" },
  { RED_ADVISORS, "A-+5", "d0e1" },
  { BLACK_ADVISORS, "士4进5", "d9e8" },
  { BLACK_ADVISORS, "士4退5", "d7e8" },
  { RED_ELEPHANTS, "相七退九", "c4a2" },
  { RED_ELEPHANTS, "E7+5", "c0e2" },
  { RED_ELEPHANTS, "B7-5", "c4e2" },
};

static void
test_parse (void)
{
  g_test_summary ("Reading accepts variants, traditional characters, full width and both tandem orders.");
  for (gsize i = 0; i < G_N_ELEMENTS (parse_cases); i++)
    {
      const ParseCase  *c = &parse_cases[i];
      XqPosition        pos;
      XqNotationProblem problem;
      XqMove            m;

      load (&pos, c->fen);
      m = xq_notation_parse (&pos, c->text, &problem);
      if (m != iccs (c->iccs))
        {
          char got[5];

          xq_move_to_iccs (m, got);
          g_error ("%s '%s': read %s (problem %d at %d), expected %s", c->fen, c->text, got, problem.code,
                   problem.column, c->iccs);
        }
      g_assert_cmpint (problem.code, ==, XQ_NOTATION_OK);
    }
}

typedef struct
{
  const char     *fen;
  const char     *text;
  XqNotationError code;
  int             column;
  XqMoveProblem   problem; /* XQ_NOTATION_ILLEGAL */
  const char     *meant;   /* XQ_NOTATION_ILLEGAL: the move identified, NULL for none */
} ErrorCase;

static const ErrorCase error_cases[] = {
  { XQ_START_FEN, "", XQ_NOTATION_EMPTY, 1, 0, NULL },
  { XQ_START_FEN, " \t\u3000", XQ_NOTATION_EMPTY, 1, 0, NULL },
  /* Syntax, with the character column (not byte) of the first thing that does not fit */
  { XQ_START_FEN, "炮二平", XQ_NOTATION_SYNTAX, 4, 0, NULL },
  { XQ_START_FEN, "炮二平五五", XQ_NOTATION_SYNTAX, 5, 0, NULL },
  { XQ_START_FEN, "炮二平五 !", XQ_NOTATION_SYNTAX, 6, 0, NULL },
  { XQ_START_FEN, "炮二平〇", XQ_NOTATION_SYNTAX, 4, 0, NULL },
  { XQ_START_FEN, "炮二二平五", XQ_NOTATION_SYNTAX, 3, 0, NULL },
  { XQ_START_FEN, "进一", XQ_NOTATION_SYNTAX, 1, 0, NULL },
  { XQ_START_FEN, "前进一", XQ_NOTATION_SYNTAX, 2, 0, NULL },
  { XQ_START_FEN, "车进一", XQ_NOTATION_SYNTAX, 2, 0, NULL },
  { XQ_START_FEN, "炮\xff平五", XQ_NOTATION_SYNTAX, 2, 0, NULL },
  { XQ_START_FEN, "炮二\xe5平五", XQ_NOTATION_SYNTAX, 3, 0, NULL },
  { XQ_START_FEN, "\xe7\x82", XQ_NOTATION_SYNTAX, 1, 0, NULL },
  { XQ_START_FEN, "\xc0\xaf", XQ_NOTATION_SYNTAX, 1, 0, NULL },     /* overlong '/' */
  { XQ_START_FEN, "\xed\xa0\x80", XQ_NOTATION_SYNTAX, 1, 0, NULL }, /* a surrogate */
  { XQ_START_FEN, "C2", XQ_NOTATION_SYNTAX, 3, 0, NULL },
  { XQ_START_FEN, "C2.0", XQ_NOTATION_SYNTAX, 4, 0, NULL },
  { XQ_START_FEN, "C2.5x", XQ_NOTATION_SYNTAX, 5, 0, NULL },
  { XQ_START_FEN, "C 2 . 5 +", XQ_NOTATION_SYNTAX, 9, 0, NULL },
  { XQ_START_FEN, "C0.5", XQ_NOTATION_SYNTAX, 2, 0, NULL },
  { XQ_START_FEN, "C2*5", XQ_NOTATION_SYNTAX, 3, 0, NULL },
  { XQ_START_FEN, "#2.5", XQ_NOTATION_SYNTAX, 1, 0, NULL },
  { XQ_START_FEN, "+-.4", XQ_NOTATION_SYNTAX, 2, 0, NULL },
  { XQ_START_FEN, "34.5", XQ_NOTATION_SYNTAX, 2, 0, NULL },
  { XQ_START_FEN, "xyz", XQ_NOTATION_SYNTAX, 2, 0, NULL },
  { XQ_START_FEN, "h2e", XQ_NOTATION_SYNTAX, 4, 0, NULL },
  { XQ_START_FEN, "h2ej", XQ_NOTATION_SYNTAX, 4, 0, NULL },
  { XQ_START_FEN, "h2-e", XQ_NOTATION_SYNTAX, 5, 0, NULL },
  { XQ_START_FEN, "h2e2x", XQ_NOTATION_SYNTAX, 5, 0, NULL },
  /* Unknown piece names */
  { XQ_START_FEN, "猫二平五", XQ_NOTATION_UNKNOWN_PIECE, 1, 0, NULL },
  { XQ_START_FEN, "前猫进一", XQ_NOTATION_UNKNOWN_PIECE, 2, 0, NULL },
  { XQ_START_FEN, "X2.5", XQ_NOTATION_UNKNOWN_PIECE, 1, 0, NULL },
  { XQ_START_FEN, "+X.5", XQ_NOTATION_UNKNOWN_PIECE, 2, 0, NULL },
  /* No such piece on that file or in that place */
  { XQ_START_FEN, "车五进一", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { XQ_START_FEN, "兵二进一", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { XQ_START_FEN, "前车进一", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { XQ_START_FEN, " 一兵进一", XQ_NOTATION_NO_SUCH_PIECE, 2, 0, NULL },
  { XQ_START_FEN, "前三进一", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { XQ_START_FEN, "R5+1", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { XQ_START_FEN, "R+.1", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { XQ_START_FEN, "++.1", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { START_BLACK, "马五进三", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL }, /* none on Black's 5 */
  { RED_PAWNS_2, "中兵进一", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { RED_PAWNS_2, "三兵进一", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL },
  { RED_PAWNS_3, "33.4", XQ_NOTATION_NO_SUCH_PIECE, 1, 0, NULL }, /* no pawn on 3 */
  /* Several pieces fit and more than one could move */
  { RED_ROOKS, "车七进一", XQ_NOTATION_AMBIGUOUS, 1, 0, NULL },
  { RED_ROOKS, "R7+1", XQ_NOTATION_AMBIGUOUS, 1, 0, NULL },
  { RED_PAWNS_2, "兵七平六", XQ_NOTATION_AMBIGUOUS, 1, 0, NULL },
  { RED_PAWN_FILES, "前兵进一", XQ_NOTATION_AMBIGUOUS, 1, 0, NULL },
  /* The target lies off the board: the column of the number */
  { XQ_START_FEN, "车一退一", XQ_NOTATION_OFF_BOARD, 4, 0, NULL },
  { XQ_START_FEN, "R1-1", XQ_NOTATION_OFF_BOARD, 4, 0, NULL },
  { XQ_START_FEN, "马二退三", XQ_NOTATION_OFF_BOARD, 4, 0, NULL },
  { XQ_START_FEN, "炮二进九", XQ_NOTATION_OFF_BOARD, 4, 0, NULL },
  { START_BLACK, "车1退1", XQ_NOTATION_OFF_BOARD, 4, 0, NULL },
  /* A piece and a target, but the move breaks a rule */
  { XQ_START_FEN, "马二进四", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_HORSE_LEG, "h0f1" },
  { XQ_START_FEN, "车一进三", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_OWN_PIECE, "i0i3" },
  { XQ_START_FEN, "车一进四", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_LINE_BLOCKED, "i0i4" },
  { XQ_START_FEN, "炮二进五", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_CANNON_NO_SCREEN, "h2h7" },
  { XQ_START_FEN, "炮二进六", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_LINE_BLOCKED, "h2h8" },
  { XQ_START_FEN, "兵三退一", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_PAWN_BACKWARD, "g3g2" },
  { XQ_START_FEN, "兵三平二", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_PAWN_SIDEWAYS, "g3h3" },
  { XQ_START_FEN, "帅五平四", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_OWN_PIECE, "e0f0" },
  { XQ_START_FEN, "帅五进二", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_BAD_SHAPE, "e0e2" },
  { XQ_START_FEN, "仕四进六", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_BAD_SHAPE, NULL },
  { XQ_START_FEN, "相三进七", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_BAD_SHAPE, NULL },
  { XQ_START_FEN, "马二平三", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_BAD_SHAPE, NULL },
  { XQ_START_FEN, "车一平一", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_SAME_SQUARE, NULL },
  { XQ_START_FEN, "H2.3", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_BAD_SHAPE, NULL },
  { XQ_START_FEN, "h2h2", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_SAME_SQUARE, NULL },
  { XQ_START_FEN, "e0e2", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_BAD_SHAPE, "e0e2" },
  { XQ_START_FEN, "h7e7", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_NOT_YOUR_PIECE, "h7e7" },
  { XQ_START_FEN, "a5a6", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_NO_PIECE, "a5a6" },
  { START_BLACK, "象3进1", XQ_NOTATION_OK, 0, 0, NULL }, /* c9a7 is fine: a control */
  { RED_ELEPHANTS, "相七进三", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_BAD_SHAPE, NULL },
  { SCREEN_HORSE, "马五进四", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_GENERALS_FACE, "e1f3" },
  { PINNED_HORSE, "马五进六", XQ_NOTATION_ILLEGAL, 1, XQ_MOVE_LEAVES_IN_CHECK, "e1d3" },
};

static void
test_errors (void)
{
  g_test_summary ("A move text that is not accepted says why, and where.");
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      const ErrorCase  *c = &error_cases[i];
      XqPosition        pos;
      XqNotationProblem problem;
      XqMove            m;
      g_autofree char  *english = NULL;

      load (&pos, c->fen);
      m = xq_notation_parse (&pos, c->text, &problem);
      if (problem.code != c->code || problem.column != c->column)
        g_error ("'%s': problem %d at column %d, expected %d at %d", c->text, problem.code, problem.column,
                 c->code, c->column);
      if (c->code == XQ_NOTATION_OK)
        {
          g_assert_cmpuint (m, !=, XQ_MOVE_NONE);
          continue;
        }
      g_assert_cmpuint (m, ==, XQ_MOVE_NONE);
      if (c->code == XQ_NOTATION_ILLEGAL)
        {
          g_assert_cmpint (problem.problem, ==, c->problem);
          g_assert_cmpuint (problem.move, ==, c->meant ? iccs (c->meant) : XQ_MOVE_NONE);
        }
      else
        g_assert_cmpuint (problem.move, ==, XQ_MOVE_NONE);
      english = xq_text_notation_problem (XQ_LANG_EN, &problem, c->text);
      g_assert_nonnull (english);
    }
}

static void
test_problem_text (void)
{
  XqPosition        pos;
  XqNotationProblem problem;
  g_autofree char  *syntax = NULL;
  g_autofree char  *illegal = NULL;

  load (&pos, XQ_START_FEN);
  g_assert_cmpuint (xq_notation_parse (&pos, "炮二平", &problem), ==, XQ_MOVE_NONE);
  syntax = xq_text_notation_problem (XQ_LANG_EN, &problem, "炮二平");
  g_assert_nonnull (strstr (syntax, "character 4"));
  g_assert_cmpuint (xq_notation_parse (&pos, "马二进四", &problem), ==, XQ_MOVE_NONE);
  illegal = xq_text_notation_problem (XQ_LANG_EN, &problem, "马二进四");
  g_assert_nonnull (strstr (illegal, "leg"));
}

static void
test_detect (void)
{
  g_assert_cmpint (xq_notation_detect ("炮二平五"), ==, XQ_NOTATION_CHINESE);
  g_assert_cmpint (xq_notation_detect ("马8进7"), ==, XQ_NOTATION_CHINESE);
  g_assert_cmpint (xq_notation_detect ("前兵九进一"), ==, XQ_NOTATION_CHINESE);
  g_assert_cmpint (xq_notation_detect ("C2.5"), ==, XQ_NOTATION_WXF);
  g_assert_cmpint (xq_notation_detect ("c25"), ==, XQ_NOTATION_WXF);
  g_assert_cmpint (xq_notation_detect ("+R.3"), ==, XQ_NOTATION_WXF);
  g_assert_cmpint (xq_notation_detect ("3+.4"), ==, XQ_NOTATION_WXF);
  g_assert_cmpint (xq_notation_detect ("Ｃ２．５"), ==, XQ_NOTATION_WXF);
  g_assert_cmpint (xq_notation_detect ("C2-1"), ==, XQ_NOTATION_WXF);
  g_assert_cmpint (xq_notation_detect ("h2e2"), ==, XQ_NOTATION_ICCS);
  g_assert_cmpint (xq_notation_detect (" H2-E2 "), ==, XQ_NOTATION_ICCS);
  g_assert_cmpint (xq_notation_detect ("ｈ２ｅ２"), ==, XQ_NOTATION_ICCS);
}

/* Any bytes at all: never a crash, never a read past the end, and a move only if it is legal. */
static void
check_any (XqPosition *pos,
           const char *text)
{
  XqNotationProblem problem;
  XqMove            m = xq_notation_parse (pos, text, &problem);

  (void) xq_notation_detect (text);
  if (m != XQ_MOVE_NONE)
    {
      g_assert_cmpint (problem.code, ==, XQ_NOTATION_OK);
      g_assert_true (xq_position_is_legal (pos, m));
    }
  else
    {
      g_assert_cmpint (problem.code, !=, XQ_NOTATION_OK);
      g_assert_cmpint (problem.column, >=, 0);
      if (problem.code == XQ_NOTATION_SYNTAX)
        g_assert_cmpint (problem.column, >=, 1);
    }
}

static void
test_any_input (void)
{
  static const char *const pieces[] = {
    "车",
    "車",
    "俥",
    "马",
    "馬",
    "炮",
    "砲",
    "包",
    "帅",
    "将",
    "仕",
    "士",
    "相",
    "象",
    "兵",
    "卒",
    "前",
    "中",
    "后",
    "後",
    "进",
    "進",
    "退",
    "平",
    "一",
    "二",
    "三",
    "五",
    "九",
    "１",
    "８",
    "＋",
    "．",
    "1",
    "5",
    "9",
    "0",
    "+",
    "-",
    ".",
    "=",
    "R",
    "c",
    "P",
    "h",
    "e",
    "a",
    " ",
    "\xff",
    "\xe7",
    "\x82",
    "猫",
  };
  XqPosition        pos;
  GRand            *rand = g_rand_new_with_seed (20240611);
  g_autofree char  *huge = NULL;
  GString          *text = g_string_new (NULL);
  XqNotationProblem problem;

  g_test_summary ("Arbitrary bytes, invalid UTF-8 and very long texts are refused cleanly.");
  load (&pos, RED_PAWN_FILES);
  for (int i = 0; i < 20000; i++)
    {
      int len = g_rand_int_range (rand, 0, 9);

      g_string_truncate (text, 0);
      if (i % 2 == 0)
        for (int k = 0; k < len; k++)
          g_string_append (text, pieces[g_rand_int_range (rand, 0, (gint32) G_N_ELEMENTS (pieces))]);
      else
        for (int k = 0; k < len; k++)
          g_string_append_c (text, (char) g_rand_int_range (rand, 1, 256));
      check_any (&pos, text->str);
      if (i % 1000 == 0)
        load (&pos, i % 2000 == 0 ? XQ_START_FEN : RED_PAWN_FILES);
    }

  /* Every prefix of every byte of a few texts cut anywhere, even inside a character. */
  for (gsize i = 0; i < G_N_ELEMENTS (parse_cases); i++)
    {
      g_autofree char *copy = g_strdup (parse_cases[i].text);

      load (&pos, parse_cases[i].fen);
      for (gsize cut = strlen (copy) + 1; cut-- > 0;)
        {
          copy[cut] = '\0';
          check_any (&pos, copy);
        }
    }

  huge = g_strnfill (1 << 20, 'C');
  load (&pos, XQ_START_FEN);
  g_assert_cmpuint (xq_notation_parse (&pos, huge, &problem), ==, XQ_MOVE_NONE);
  g_assert_cmpint (problem.code, ==, XQ_NOTATION_SYNTAX);
  g_assert_cmpint (problem.column, ==, 2);
  g_clear_pointer (&huge, g_free);
  huge = g_strnfill (1 << 20, ' ');
  g_assert_cmpuint (xq_notation_parse (&pos, huge, &problem), ==, XQ_MOVE_NONE);
  g_assert_cmpint (problem.code, ==, XQ_NOTATION_EMPTY);
  g_clear_pointer (&huge, g_free);
  text = g_string_truncate (text, 0);
  for (int i = 0; i < 100000; i++)
    g_string_append (text, "炮二平五");
  g_assert_cmpuint (xq_notation_parse (&pos, text->str, &problem), ==, XQ_MOVE_NONE);
  g_assert_cmpint (problem.code, ==, XQ_NOTATION_SYNTAX);
  g_assert_cmpint (problem.column, ==, 5);
  g_assert_cmpuint (xq_notation_parse (&pos, NULL, &problem), ==, XQ_MOVE_NONE);
  g_assert_cmpint (problem.code, ==, XQ_NOTATION_EMPTY);
  g_assert_cmpuint (xq_notation_parse (&pos, "炮二平五", NULL), ==, iccs ("h2e2"));

  g_string_free (text, TRUE);
  g_rand_free (rand);
}

/* Round trip */

/* Extra starting points for the playouts: crossed pawns that gather on a file, with pieces. */
static const char *const playout_seeds[] = {
  XQ_START_FEN,
  "3k5/9/9/9/P1P1P1P1P/p1p1p1p1p/9/9/9/4K4 w",
  "2bak4/4a4/4b4/9/P1P1P1P1P/p1p1p1p1p/9/9/4A4/2BAK4 b",
  "r3k4/9/9/P1P1P1P1P/9/9/p1p1p1p1p/9/9/4K3R w",
  "4k4/9/4c4/P1P1P1P1P/9/9/p1p1p1p1p/4C4/9/3K5 w",
  "3k5/4a4/9/9/P1P1P1P1P/p1p1p1p1p/9/4N4/4A4/4K4 b",
  /* four and five pawns on one file, which random play alone hardly ever builds */
  "2P1k4/2P6/2P6/2P6/2P6/9/9/9/r8/3K5 w",
  "3k5/9/9/2P6/2P6/2P6/2P6/p8/9/4K4 w",
  "5k3/9/9/9/4p4/4p4/4p4/4p4/4p4/3K5 b",
  "4k4/9/9/9/9/6p2/6p2/6p2/6p2/R2K5 b",
};

enum {
  FORM_TANDEM_PIECE, /* 前车, 后马, 前炮 */
  FORM_PAWNS_2,      /* 前兵 / 后兵 of two */
  FORM_PAWNS_3,      /* 中兵 */
  FORM_PAWNS_4,      /* 一兵 … 四兵 of four */
  FORM_PAWNS_5,      /* 五兵 */
  FORM_PAWN_FILES,   /* 前三, 中七 */
  FORM_TWO_ON_FILE,  /* advisors or elephants on one file */
  N_FORMS,
};

typedef struct
{
  guint       positions;
  guint       moves;
  guint       forms[N_FORMS];
  GRand      *rand;
  GHashTable *seen;
} RoundTrip;

static const char *const form_names[N_FORMS] = {
  "tandem rook/horse/cannon",
  "two pawns on a file",
  "three pawns on a file",
  "four pawns on a file",
  "five pawns on a file",
  "tandem pawns on two files",
  "advisors or elephants on one file",
};

/* Traditional characters and full-width digits, as a scorer in Taipei or Hong Kong might write
 * them: 車 馬 砲, or with @alternate the red forms 俥 傌 炮. */
static char *
to_traditional (const char *chinese,
                gboolean    alternate)
{
  static const char *const pairs[][2] = {
    { "车", "車" },
    { "马", "馬" },
    { "炮", "砲" },
    { "帅", "帥" },
    { "将", "將" },
    { "进", "進" },
    { "后", "後" },
  };
  static const char *const red_pairs[][2] = {
    { "车", "俥" },
    { "马", "傌" },
    { "炮", "炮" },
    { "帅", "帥" },
    { "将", "將" },
    { "进", "進" },
    { "后", "後" },
  };
  GString *s = g_string_new (NULL);

  for (const char *p = chinese; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      gboolean done = FALSE;

      if (c >= '0' && c <= '9')
        {
          g_string_append_unichar (s, c + 0xfee0);
          continue;
        }
      for (gsize i = 0; i < G_N_ELEMENTS (pairs) && !done; i++)
        {
          const char *const *pair = alternate ? red_pairs[i] : pairs[i];

          if (g_utf8_get_char (pair[0]) == c)
            {
              g_string_append (s, pair[1]);
              done = TRUE;
            }
        }
      if (!done)
        g_string_append_unichar (s, c);
    }
  return g_string_free (s, FALSE);
}

static void
count_forms (RoundTrip        *rt,
             const XqPosition *pos,
             XqMove            move,
             const char       *chinese)
{
  XqPiece  piece = xq_position_get (pos, xq_move_from (move));
  XqKind   kind = xq_piece_kind (piece);
  gunichar first = g_utf8_get_char (chinese);
  gunichar second = g_utf8_get_char (g_utf8_next_char (chinese));
  int      file = xq_square_file (xq_move_from (move));
  int      on_file = 0;
  gboolean placed = first == g_utf8_get_char ("前") || first == g_utf8_get_char ("中") ||
                    first == g_utf8_get_char ("后");

  for (int r = 0; r < XQ_RANKS; r++)
    on_file += xq_position_get (pos, xq_square_make (file, r)) == piece;
  if (kind == XQ_PAWN && placed && second != g_utf8_get_char ("兵") && second != g_utf8_get_char ("卒"))
    rt->forms[FORM_PAWN_FILES]++;
  else if (kind == XQ_PAWN && placed && on_file == 2)
    rt->forms[FORM_PAWNS_2]++;
  else if (kind == XQ_PAWN && placed && on_file == 3)
    rt->forms[FORM_PAWNS_3]++;
  else if (kind == XQ_PAWN && on_file >= 4)
    rt->forms[on_file == 5 ? FORM_PAWNS_5 : FORM_PAWNS_4]++;
  else if (placed)
    rt->forms[FORM_TANDEM_PIECE]++;
  else if ((kind == XQ_ADVISOR || kind == XQ_ELEPHANT) && on_file == 2)
    rt->forms[FORM_TWO_ON_FILE]++;
}

static void
expect_read_back (XqPosition *pos,
                  XqMove      move,
                  const char *text,
                  const char *what)
{
  XqNotationProblem problem;
  XqMove            m = xq_notation_parse (pos, text, &problem);

  if (m != move)
    {
      g_autofree char *fen = xq_position_to_fen (pos);
      char             want[5], got[5];

      xq_move_to_iccs (move, want);
      xq_move_to_iccs (m, got);
      g_error ("%s: %s '%s' read back as %s (problem %d at column %d), not %s", fen, what, text, got, problem.code,
               problem.column, want);
    }
}

static void
round_trip_position (RoundTrip  *rt,
                     XqPosition *pos)
{
  XqMoveList list;

  if (!g_hash_table_add (rt->seen, g_memdup2 (&pos->key, sizeof pos->key)))
    return;
  rt->positions++;
  xq_generate_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      XqMove           m = list.moves[i];
      char             text[XQ_NOTATION_MAX_SIZE];
      g_autofree char *traditional = NULL;

      for (XqNotation n = XQ_NOTATION_CHINESE; n <= XQ_NOTATION_ICCS; n++)
        {
          xq_notation_write (pos, m, n, XQ_NOTATION_STYLE_DEFAULT, text);
          expect_read_back (pos, m, text, notation_name (n));
        }
      xq_notation_write (pos, m, XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_DEFAULT, text);
      count_forms (rt, pos, m, text);
      traditional = to_traditional (text, (rt->moves & 1) != 0);
      expect_read_back (pos, m, traditional, "traditional");
      if (rt->moves % 16 == 0)
        {
          xq_notation_write (pos, m, XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_TRADITIONAL | XQ_NOTATION_STYLE_FULL_WIDTH,
                             text);
          expect_read_back (pos, m, text, "styled");
          xq_notation_write (pos, m, XQ_NOTATION_WXF, XQ_NOTATION_STYLE_FULL_WIDTH, text);
          expect_read_back (pos, m, text, "full-width wxf");
        }
      rt->moves++;
    }
}

/* A random game from @start: captures and pawn moves are preferred, so that the material goes
 * and pawns pile up on files (the tandem cases) before the game ends. */
static void
playout (RoundTrip        *rt,
         const XqPosition *start,
         int               max_plies)
{
  XqPosition pos = *start;

  for (int ply = 0; ply < max_plies; ply++)
    {
      XqMoveList list, captures, pawns;
      XqMove     m;
      XqUndo     undo;
      double     r = g_rand_double (rt->rand);

      round_trip_position (rt, &pos);
      xq_generate_legal (&pos, &list);
      if (list.n == 0)
        return;
      xq_move_list_clear (&captures);
      xq_move_list_clear (&pawns);
      for (guint i = 0; i < list.n; i++)
        {
          if (xq_position_get (&pos, xq_move_to (list.moves[i])) != XQ_NO_PIECE)
            xq_move_list_add (&captures, list.moves[i]);
          if (xq_piece_kind (xq_position_get (&pos, xq_move_from (list.moves[i]))) == XQ_PAWN)
            xq_move_list_add (&pawns, list.moves[i]);
        }
      if (captures.n > 0 && r < 0.25)
        m = captures.moves[g_rand_int_range (rt->rand, 0, (gint32) captures.n)];
      else if (pawns.n > 0 && r < 0.6)
        m = pawns.moves[g_rand_int_range (rt->rand, 0, (gint32) pawns.n)];
      else
        m = list.moves[g_rand_int_range (rt->rand, 0, (gint32) list.n)];
      xq_position_make (&pos, m, &undo);
    }
}

/* Issue 26: every way a record may name a pawn among several on its file — 前/中/后 or an ordinal
 * (一…五), with its file (前一, 二八, 二4), with 兵/卒 and its file (前兵九, 二兵八), or alone
 * where one file holds several (前兵, 二兵) — reads back as the move, over positions with
 * several pawns on several files (RULES.md §5: "前兵九进一 styles exist — accept both"). */

static const char *const ordinals[] = { "", "一", "二", "三", "四", "五" };

/* The file as the mover writes it: Chinese numerals for Red, digits for Black. */
static void
append_file (GString *s,
             XqColor  color,
             int      file)
{
  static const char *const numerals[] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };

  if (color == XQ_RED)
    g_string_append (s, numerals[file]);
  else
    g_string_append_printf (s, "%d", file);
}

/* Several pawns a side on two or three files across the river, the generals apart. */
static void
pawn_position (GRand      *rand,
               XqPosition *out)
{
  for (;;)
    {
      XqPosition        pos;
      XqPositionProblem problem;
      g_autofree char  *fen = NULL;

      xq_position_init_empty (&pos);
      xq_position_put (&pos, xq_square_make (g_rand_int_range (rand, 3, 6), g_rand_int_range (rand, 0, 3)),
                       xq_piece_make (XQ_RED, XQ_KING));
      xq_position_put (&pos, xq_square_make (g_rand_int_range (rand, 3, 6), g_rand_int_range (rand, 7, 10)),
                       xq_piece_make (XQ_BLACK, XQ_KING));
      for (int c = 0; c < XQ_N_COLORS; c++)
        {
          int pawns = g_rand_int_range (rand, 3, 6), files = g_rand_int_range (rand, 2, 4);
          int file[3];

          for (int f = 0; f < files; f++)
            file[f] = g_rand_int_range (rand, 0, XQ_FILES);
          for (int k = 0; k < pawns; k++)
            {
              /* across the river: ranks 5–9 for Red, 0–4 for Black */
              int      rank = g_rand_int_range (rand, 5, XQ_RANKS);
              XqSquare sq = xq_square_make (file[k % files], c == XQ_RED ? rank : XQ_RANKS - 1 - rank);
              if (xq_position_get (&pos, sq) == XQ_NO_PIECE)
                xq_position_put (&pos, sq, xq_piece_make ((XqColor) c, XQ_PAWN));
            }
        }
      xq_position_set_side (&pos, g_rand_boolean (rand) ? XQ_RED : XQ_BLACK);
      fen = xq_position_to_fen (&pos);
      if (xq_position_from_fen (out, fen, &problem) && !xq_position_in_check (out))
        return;
    }
}

static void
test_pawn_forms (void)
{
  gboolean          quick = g_getenv ("QILI_TEST_QUICK") != NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  guint             positions = quick ? 200 : 3000, forms = 0, with_file = 0, ordinal = 0, without_file = 0;

  g_test_summary ("Every way to name a pawn among several on its file, with or without the file, reads back");
  for (guint n = 0; n < positions; n++)
    {
      XqPosition pos;
      XqMoveList legal;

      pawn_position (rand, &pos);
      xq_generate_legal (&pos, &legal);
      for (guint i = 0; i < legal.n; i++)
        {
          XqMove                m = legal.moves[i];
          XqDesignation         d;
          char                  written[XQ_NOTATION_MAX_SIZE];
          const char           *suffix;
          const char           *pawn;
          g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

          if (xq_piece_kind (xq_position_get (&pos, xq_move_from (m))) != XQ_PAWN)
            continue;
          xq_notation_designate (&pos, xq_move_from (m), &d);
          if (d.count < 2)
            continue;
          /* the action and the number: the writer's last two characters */
          xq_notation_write (&pos, m, XQ_NOTATION_CHINESE, XQ_NOTATION_STYLE_DEFAULT, written);
          suffix = g_utf8_offset_to_pointer (written, g_utf8_strlen (written, -1) - 2);
          pawn = xq_notation_piece_name (d.color, XQ_PAWN, XQ_NOTATION_STYLE_DEFAULT);
          {
            const char *place = NULL;
            if (d.index == 0)
              place = "前";
            else if (d.index == d.count - 1)
              place = "后";
            else if ((d.count == 3 || d.count == 5) && d.index == d.count / 2)
              place = "中";
            for (int form = 0; form < 4; form++)
              {
                GString    *t = g_string_new (NULL);
                const char *lead = form < 2 ? place : ordinals[d.index + 1];

                if (lead == NULL)
                  {
                    g_string_free (t, TRUE);
                    continue;
                  }
                g_string_append (t, lead);
                if (form % 2 == 1)
                  g_string_append (t, pawn); /* 前兵九, 二兵八 */
                append_file (t, d.color, d.file);
                g_string_append (t, suffix);
                g_ptr_array_add (texts, g_string_free (t, FALSE));
                with_file++;
                ordinal += form >= 2;
              }
          }
          /* without the file where one file holds several of them: 前兵, 二兵 */
          if (!d.file_named)
            {
              g_ptr_array_add (texts, g_strconcat (ordinals[d.index + 1], pawn, suffix, NULL));
              without_file++;
            }
          for (guint k = 0; k < texts->len; k++)
            {
              expect_read_back (&pos, m, texts->pdata[k], "pawn form");
              forms++;
            }
        }
    }
  g_test_message ("%u positions: %u pawn forms read back (%u with the file, %u of them by ordinal; %u without it)",
                  positions, forms, with_file, ordinal, without_file);
  g_assert_cmpuint (with_file, >, quick ? 100 : 5000);
  g_assert_cmpuint (ordinal, >, quick ? 50 : 2500);
}

static GPtrArray *
load_epd_fens (void)
{
  g_autofree char   *path = g_test_build_filename (G_TEST_DIST, "data", "perft.epd", NULL);
  g_autofree char   *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv)     lines = NULL;
  GPtrArray         *fens = g_ptr_array_new_with_free_func (g_free);

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *semicolon = strchr (lines[i], ';');

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      if (semicolon)
        *semicolon = '\0';
      g_ptr_array_add (fens, g_strstrip (g_strdup (lines[i])));
    }
  return fens;
}

#define ROUND_TRIP_POSITIONS 100000

static void
test_round_trip (void)
{
  g_autoptr (GPtrArray) fens = load_epd_fens ();
  RoundTrip             rt = { 0 };
  GPtrArray            *starts = g_ptr_array_new_with_free_func (g_free);
  guint                 round = 0;
  /* Under valgrind (QILI_TEST_QUICK) a smaller walk; the full one runs in the other builds. */
  gboolean quick = g_getenv ("QILI_TEST_QUICK") != NULL;
  guint    target = quick ? 2000 : ROUND_TRIP_POSITIONS;

  g_test_summary ("Every legal move of 100,000 positions, written in each notation, reads back as itself.");
  rt.rand = g_rand_new_with_seed (0x9e3779b9);
  rt.seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < fens->len; i++)
    g_ptr_array_add (starts, g_strdup (fens->pdata[i]));
  for (gsize i = 0; i < G_N_ELEMENTS (playout_seeds); i++)
    g_ptr_array_add (starts, g_strdup (playout_seeds[i]));

  for (guint i = 0; i < starts->len; i++)
    {
      XqPosition pos;

      load (&pos, starts->pdata[i]);
      round_trip_position (&rt, &pos);
    }
  while (rt.positions < target)
    {
      XqPosition pos;

      load (&pos, starts->pdata[round % starts->len]);
      playout (&rt, &pos, 300);
      round++;
    }

  g_test_message ("round trip: %u positions (%u playouts), %u moves, each in Chinese, WXF, ICCS and traditional",
                  rt.positions, round, rt.moves);
  for (int f = 0; f < N_FORMS; f++)
    {
      g_test_message ("  %s: %u moves", form_names[f], rt.forms[f]);
      if (!quick)
        g_assert_cmpuint (rt.forms[f], >, 0);
    }
  g_assert_cmpuint (rt.positions, >=, target);

  g_hash_table_unref (rt.seen);
  g_rand_free (rt.rand);
  g_ptr_array_unref (starts);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xq/rules/notation/format", test_format);
  g_test_add_func ("/xq/rules/notation/styles", test_styles);
  g_test_add_func ("/xq/rules/notation/parse", test_parse);
  g_test_add_func ("/xq/rules/notation/errors", test_errors);
  g_test_add_func ("/xq/rules/notation/problem-text", test_problem_text);
  g_test_add_func ("/xq/rules/notation/detect", test_detect);
  g_test_add_func ("/xq/rules/notation/any-input", test_any_input);
  g_test_add_func ("/xq/rules/notation/round-trip", test_round_trip);
  g_test_add_func ("/xq/rules/notation/pawn-forms", test_pawn_forms);
  return g_test_run ();
}
