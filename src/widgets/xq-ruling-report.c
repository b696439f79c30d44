/* xq-ruling-report.c: a one-page PDF on a disputed cycle, in Chinese and English
 *
 * Every sentence comes from rules-text, asked once per language, so the report reads the same
 * whatever the user's locale; the form's own labels come in English-Chinese pairs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-ruling-report"

#include "config.h"

#include "xq-ruling-report.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "xq-alternative-item.h"
#include "xq-board-render.h"
#include "xq-catalog.h"
#include "xq-game-model.h"
#include "xq-model-types.h"
#include "xq-text-alternatives.h"
#include "xq-text-analysis.h"
#include "xq-text-cite.h"
#include "xq-text-piece.h"
#include "xq-text-ruling.h"
#include "xq-text.h"

#define PAGE_W 595.0 /* A4 in points */
#define PAGE_H 842.0
#define MARGIN 42.0
/* The signature lines: their labels 24 below the text, the lines 34 below them */
#define SIGNATURES_H (24.0 + 34.0)
/* Latin first, so that English punctuation (’) keeps its width; CJK from the fonts after it */
#define FONTS "Noto Sans, DejaVu Sans, Noto Sans CJK SC, Source Han Sans SC, WenQuanYi Micro Hei, sans-serif"

static cairo_status_t
write_bytes (void                *closure,
             const unsigned char *bytes,
             unsigned int         length)
{
  g_byte_array_append (closure, bytes, length);
  return CAIRO_STATUS_SUCCESS;
}

typedef struct
{
  cairo_t *cr;
  double   y;
  XqLang   chinese; /* the Chinese half: simplified or traditional */
} Page;

/* Writes @text at (@x, page y) within @width; returns its height. */
static double
text_at (Page       *page,
         double      x,
         double      y,
         double      width,
         const char *text,
         double      size,
         gboolean    bold)
{
  PangoLayout          *layout = pango_cairo_create_layout (page->cr);
  PangoFontDescription *desc = pango_font_description_from_string (FONTS);
  int                   w, h;

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (page->cr, x, y);
  pango_cairo_show_layout (page->cr, layout);
  pango_layout_get_size (layout, &w, &h);
  pango_font_description_free (desc);
  g_object_unref (layout);
  return (double) h / PANGO_SCALE;
}

/* The report is a bilingual form whatever the user's language: its labels come in pairs. */
static const struct
{
  const char *en;
  const char *zh; /* simplified, */
  const char *tw; /* and traditional for a zh_TW locale */
} labels[] = {
  { "Ruling report", "棋例裁决报告", "棋例裁決報告" },
  { "Event", "赛事", "賽事" },
  { "Round", "轮次", "輪次" },
  { "Date", "日期", "日期" },
  { "Red", "红方", "紅方" },
  { "Black", "黑方", "黑方" },
  { "Position after", "着后局面", "著後局面" },
  { "Rules", "规则", "規則" },
  { "Moves of the cycle", "循环着法", "循環著法" },
  { "Red’s moves", "红方着法", "紅方著法" },
  { "Black’s moves", "黑方着法", "黑方著法" },
  { "forbidden", "禁止", "禁止" },
  { "allowed", "允许", "允許" },
  { "Verdict", "裁决", "裁決" },
  { "Occurrences", "重复次数", "重複次數" },
  { "Arbiter", "裁判长签名", "裁判長簽名" },
  { "How to change", "如何变着", "如何變著" },
  { "continued", "续", "續" },
};

static const char *
chinese (const Page *page,
         const char *en)
{
  gboolean tw = page->chinese == XQ_LANG_ZH_TW;

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_str_equal (labels[i].en, en))
      return tw ? labels[i].tw : labels[i].zh;
  return en;
}

/* "English · 中文" */
static char *
both (const Page *page,
      const char *en)
{
  return g_strdup_printf ("%s · %s", en, chinese (page, en));
}

static void
rule (Page *page)
{
  cairo_set_line_width (page->cr, 0.6);
  cairo_move_to (page->cr, MARGIN, page->y);
  cairo_line_to (page->cr, PAGE_W - MARGIN, page->y);
  cairo_stroke (page->cr);
  page->y += 6;
}

static void
info_line (Page       *page,
           const char *label_id,
           const char *value)
{
  g_autofree char *label = both (page, label_id);
  double           h;

  h = text_at (page, MARGIN, page->y, 120, label, 8.5, TRUE);
  text_at (page, MARGIN + 124, page->y, 180, value != NULL && *value != '\0' ? value : "—", 8.5, FALSE);
  page->y += MAX (h, 11.0) + 1;
}

/* A new page when less than @room is left above the bottom margin. */
static void
need_room (Page  *page,
           double room)
{
  if (page->y + room <= PAGE_H - MARGIN)
    return;
  cairo_show_page (page->cr);
  page->y = MARGIN;
  {
    /* The next page says what it continues */
    g_autofree char *title = both (page, "Ruling report");
    g_autofree char *more = both (page, "continued");
    g_autofree char *head = g_strdup_printf ("%s (%s)", title, more);
    page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, head, 8, FALSE) + 8;
  }
}

/* The way out (xq_way_out): the moves of the side that must change, grouped by kind and reason,
 * in both languages; may run onto a second page. */
static void
way_out_section (Page                 *page,
                 XqGameModel          *game,
                 const XqTextStyle    *en_style,
                 const XqTextStyle    *zh_style,
                 const XqMove         *moves,
                 guint                 ply,
                 const XqJudgeOptions *opts,
                 const XqRuling       *ruling)
{
  const XqPosition      *start = xq_game_model_get_start_position (game);
  g_autofree XqWayOut   *w = g_new (XqWayOut, 1);
  g_autoptr (GListStore) en = NULL;
  g_autoptr (GListStore) zh = NULL;
  g_autofree char       *title = both (page, "How to change");
  g_autofree char       *intro_en = NULL;
  g_autofree char       *intro_zh = NULL;
  XqWayOutText           en_text, zh_text;
  double                 col_x = MARGIN + 120;
  guint                  n;

  if (!xq_way_out (start, moves, ply, opts, ruling, w))
    return;
  xq_way_out_text_init (&en_text, en_style, start, moves, ply, ruling, w);
  xq_way_out_text_init (&zh_text, zh_style, start, moves, ply, ruling, w);
  en = xq_alternative_items_new (&en_text);
  zh = xq_alternative_items_new (&zh_text);
  n = g_list_model_get_n_items (G_LIST_MODEL (en));
  intro_en = xq_text_way_out (&en_text);
  intro_zh = xq_text_way_out (&zh_text);

  need_room (page, 80);
  rule (page);
  page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, title, 11, TRUE) + 4;
  page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, intro_en, 8.5, FALSE) + 1;
  page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, intro_zh, 8.5, FALSE) + 4;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqAlternativeItem) e = g_list_model_get_item (G_LIST_MODEL (en), i);
      g_autoptr (XqAlternativeItem) z = g_list_model_get_item (G_LIST_MODEL (zh), i);
      g_autoptr (XqAlternativeItem) before = i > 0 ? g_list_model_get_item (G_LIST_MODEL (en), i - 1) : NULL;
      double                        h = 0, hr;

      /* The same groups in both languages; if not, English alone */
      if (z != NULL && xq_alternative_item_get_n_moves (z) != xq_alternative_item_get_n_moves (e))
        g_clear_object (&z);
      need_room (page, 40);
      if (before == NULL || xq_alternative_item_get_kind (before) != xq_alternative_item_get_kind (e))
        {
          g_autofree char *kind = z != NULL ? g_strdup_printf ("%s\n%s", xq_alternative_item_get_heading (e),
                                                               xq_alternative_item_get_heading (z))
                                            : g_strdup (xq_alternative_item_get_heading (e));
          h = text_at (page, MARGIN, page->y, 116, kind, 8.5, TRUE);
        }
      hr = text_at (page, col_x, page->y, PAGE_W - MARGIN - col_x,
                    xq_alternative_item_get_moves (z != NULL ? z : e), 8, TRUE);
      hr += text_at (page, col_x, page->y + hr, PAGE_W - MARGIN - col_x, xq_alternative_item_get_reason (e), 7.5,
                     FALSE);
      if (z != NULL)
        hr += text_at (page, col_x, page->y + hr, PAGE_W - MARGIN - col_x, xq_alternative_item_get_reason (z), 7.5,
                       FALSE);
      page->y += MAX (h, hr) + 3;
    }
}

/* The verdict with its clause and the number of occurrences, in both languages. */
static void
verdict_section (Page              *page,
                 XqGameModel       *game,
                 const XqTextStyle *en_style,
                 const XqTextStyle *zh_style,
                 const XqMove      *moves,
                 guint              ply,
                 const XqRuling    *ruling)
{
  g_autofree char  *label = both (page, "Verdict");
  const XqPosition *start = xq_game_model_get_start_position (game);
  g_autofree char  *en = xq_text_ruling (en_style, start, moves, ply, ruling);
  g_autofree char  *zh = xq_text_ruling (zh_style, start, moves, ply, ruling);
  g_autofree char  *en_clause = xq_text_clause (en_style, start, moves, ply, ruling);
  g_autofree char  *zh_clause = xq_text_clause (zh_style, start, moves, ply, ruling);
  g_autofree char  *times = g_strdup_printf ("%s: %u · %s：%u", "Occurrences", ruling->repetitions,
                                             chinese (page, "Occurrences"), ruling->repetitions);

  rule (page);
  page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, label, 11, TRUE) + 4;
  page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, en, 9.5, FALSE) + 2;
  page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, zh, 9.5, FALSE) + 4;
  if (en_clause != NULL && zh_clause != NULL)
    {
      g_autofree char *clause = g_strdup_printf ("%s · %s", en_clause, zh_clause);
      page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, clause, 9, TRUE) + 2;
    }
  page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, times, 8, FALSE) + 8;
}

static char *
move_number (const XqPosition *before)
{
  return g_strdup_printf (before->side == XQ_RED ? "%u." : "%u…", before->fullmove);
}

/* A move in Chinese notation, in the report's script */
static char *
chinese_move (const XqTextStyle *zh_style,
              const XqPosition  *before,
              XqMove             move)
{
  XqTextStyle style = *zh_style;

  style.notation = XQ_NOTATION_CHINESE;
  return xq_text_move (&style, before, move);
}

GBytes *
xq_ruling_report_pdf (XqGameModel *game,
                      XqProfile    profile,
                      const char  *piece_set,
                      XqLang       chinese_lang)
{
  GByteArray                *data = g_byte_array_new ();
  cairo_surface_t           *surface;
  Page                       page = { NULL, MARGIN, XQ_LANG_ZH_CN };
  guint                      ply, first = 0;
  const XqPosition          *now;
  XqBoardPalette             palette;
  XqPieceSet                *pieces;
  XqJudgeOptions             judge;
  XqRuling                   ruling;
  double                     board_w = 230, board_h = board_w / XQ_BOARD_ASPECT, top, col_x;
  g_autoptr (GArray)         marks = xq_marks_new ();
  g_autofree char           *title = NULL;
  g_autofree XqMove         *moves = NULL;
  g_autofree XqMoveAnalysis *analyses = NULL;
  XqTextStyle                en_style, zh_style;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (game), NULL);

  /* The Chinese half in the script asked for; moves in the move list's notation; the diagram
   * shows file numbers, so no text gives ICCS squares. */
  xq_text_style_init (&en_style, XQ_LANG_EN, profile);
  page.chinese = chinese_lang == XQ_LANG_ZH_TW ? XQ_LANG_ZH_TW : XQ_LANG_ZH_CN;
  xq_text_style_init (&zh_style, page.chinese, profile);
  en_style.notation = zh_style.notation = xq_game_model_get_notation (game);
  ply = xq_game_model_get_ply (game);
  now = xq_game_model_get_position_at (game, ply);
  moves = g_new (XqMove, MAX (ply, 1));
  analyses = g_new0 (XqMoveAnalysis, MAX (ply, 1));
  for (guint p = 1; p <= ply; p++)
    moves[p - 1] = xq_game_model_get_move_at (game, p);
  xq_judge_options_init (&judge, profile);
  xq_judge (xq_game_model_get_start_position (game), moves, ply, &judge, &ruling, analyses);
  /* Room for the way out on the same page */
  if (ruling.must_change_set)
    {
      board_w = 170;
      board_h = board_w / XQ_BOARD_ASPECT;
    }
  first = ruling.has_cycle ? ruling.first_ply : 0;
  pieces = xq_piece_set_lookup (piece_set != NULL ? piece_set : "traditional", NULL);
  if (pieces == NULL)
    pieces = xq_piece_set_lookup ("traditional", NULL);

  surface = cairo_pdf_surface_create_for_stream (write_bytes, data, PAGE_W, PAGE_H);
  page.cr = cairo_create (surface);
  cairo_set_source_rgb (page.cr, 0, 0, 0);

  /* Title and game */
  title = both (&page, "Ruling report");
  page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, title, 16, TRUE) + 6;
  rule (&page);

  top = page.y;
  info_line (&page, ("Event"), xq_game_model_get_tag (game, "Event"));
  info_line (&page, ("Round"), xq_game_model_get_tag (game, "Round"));
  info_line (&page, ("Date"), xq_game_model_get_tag (game, "Date"));
  info_line (&page, ("Red"), xq_game_model_get_tag (game, "Red"));
  info_line (&page, ("Black"), xq_game_model_get_tag (game, "Black"));
  if (ply > 0)
    {
      const XqPosition *before = xq_game_model_get_position_at (game, ply - 1);
      g_autofree char  *number = move_number (before);
      g_autofree char  *move = chinese_move (&zh_style, before, xq_game_model_get_move_at (game, ply));
      g_autofree char  *value = g_strdup_printf ("%s %s", number, move);
      info_line (&page, ("Position after"), value);
    }
  {
    const char      *book = xq_text_book_name (&en_style);
    g_autofree char *rules = g_strdup_printf ("%s · %s", g_str_has_prefix (book, "the ") ? book + 4 : book,
                                              xq_text_book_name (&zh_style));
    info_line (&page, ("Rules"), rules);
  }

  /* The diagram, to the right of the game information, with the cycle's moves as arrows */
  for (guint p = first; first > 0 && p <= ply; p++)
    {
      XqMove m = xq_game_model_get_move_at (game, p);
      xq_marks_add (marks, XQ_MARK_MOVE, xq_move_from (m), xq_move_to (m));
    }
  xq_board_palette_init (&palette, FALSE);
  cairo_save (page.cr);
  cairo_translate (page.cr, PAGE_W - MARGIN - board_w, top);
  xq_board_render (page.cr, board_w, board_h, now, XQ_MOVE_NONE, marks, pieces, FALSE,
                   XQ_BOARD_COORDINATES_TRADITIONAL, &palette);
  cairo_restore (page.cr);
  page.y = MAX (page.y, top + board_h) + 8;
  rule (&page);

  /* The cycle's moves, each with its nature and evidence in both languages */
  {
    g_autofree char *cycle = both (&page, "Moves of the cycle");
    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, cycle, 11, TRUE) + 4;
  }
  col_x = MARGIN + 120;
  for (guint p = first; first > 0 && p <= ply; p++)
    {
      const XqPosition     *before = xq_game_model_get_position_at (game, p - 1);
      const XqMoveAnalysis *analysis = &analyses[p - 1];
      g_autofree char      *number = move_number (before);
      g_autofree char      *move = chinese_move (&zh_style, before, xq_game_model_get_move_at (game, p));
      g_autofree char      *wxf = xq_game_model_format_move_at (game, p, XQ_NOTATION_WXF);
      g_autofree char      *head = NULL;
      g_autofree char      *en = NULL;
      g_autofree char      *zh = NULL;
      double                h;

      head = g_strdup_printf ("%s %s (%s)\n%s %s · %s", number, move, wxf, xq_text_nature_term (zh_style.lang, analysis->heaviest),
                              xq_text_nature_name (XQ_LANG_EN, analysis->heaviest),
                              xq_text_nature_name (zh_style.lang, analysis->heaviest));
      en = xq_text_analysis (&en_style, before, analysis);
      zh = xq_text_analysis (&zh_style, before, analysis);

      h = text_at (&page, MARGIN, page.y, 116, head, 8.5, TRUE);
      {
        double he = text_at (&page, col_x, page.y, PAGE_W - MARGIN - col_x, en, 7.5, FALSE);
        double hz = text_at (&page, col_x, page.y + he + 1, PAGE_W - MARGIN - col_x, zh, 7.5, FALSE);
        h = MAX (h, he + hz + 1);
      }
      page.y += h + 5;
    }
  rule (&page);

  /* Each side's pattern, then the verdict with its clause */
  for (int c = XQ_RED; ruling.has_cycle && c <= XQ_BLACK; c++)
    {
      const XqCycleSide *side = &ruling.side[c];
      g_autofree char   *label = both (&page, c == XQ_RED ? "Red’s moves" : "Black’s moves");
      /* the profile's own terms (AXF: no 数捉一闲); a pattern the other side's return attacks excuse
       * (三打一还打, 1957 还打) is not held against the side (issue 26) */
      gboolean         held = side->forbidden && !side->excused;
      g_autofree char *term = xq_text_side_term_styled (&zh_style, (XqColor) c, side);
      g_autofree char *name = xq_text_side_term_styled (&en_style, (XqColor) c, side);
      g_autofree char *value = g_strdup_printf ("%s · %s — %s · %s", name, term, held ? "forbidden" : "allowed",
                                                chinese (&page, held ? "forbidden" : "allowed"));
      double           h = text_at (&page, MARGIN, page.y, 116, label, 8.5, TRUE);

      h = MAX (h, text_at (&page, col_x, page.y, PAGE_W - MARGIN - col_x, value, 8.5, FALSE));
      page.y += h + 3;
    }
  {
    /* Measured first: the verdict starts the next page rather than leave the signatures alone on
     * one (the arbiter signs under the verdict) */
    cairo_surface_t *measure = cairo_pdf_surface_create (NULL, PAGE_W, PAGE_H); /* same metrics, no output */
    Page             dry = { cairo_create (measure), MARGIN, page.chinese };
    double           below = ruling.must_change_set ? 0 : SIGNATURES_H;

    verdict_section (&dry, game, &en_style, &zh_style, moves, ply, &ruling);
    if (page.y + (dry.y - MARGIN) + below > PAGE_H - MARGIN)
      need_room (&page, PAGE_H);
    cairo_destroy (dry.cr);
    cairo_surface_destroy (measure);
  }
  verdict_section (&page, game, &en_style, &zh_style, moves, ply, &ruling);
  if (ruling.must_change_set)
    {
      /* Measured first: when it does not fit with the signatures, it starts the next page */
      cairo_surface_t *measure = cairo_pdf_surface_create (NULL, PAGE_W, PAGE_H); /* same metrics, no output */
      Page             dry = { cairo_create (measure), MARGIN, page.chinese };

      way_out_section (&dry, game, &en_style, &zh_style, moves, ply, &judge, &ruling);
      if (page.y + (dry.y - MARGIN) + SIGNATURES_H > PAGE_H - MARGIN)
        need_room (&page, PAGE_H);
      cairo_destroy (dry.cr);
      cairo_surface_destroy (measure);
      way_out_section (&page, game, &en_style, &zh_style, moves, ply, &judge, &ruling);
    }

  /* Signatures */
  {
    g_autofree char *arbiter = both (&page, "Arbiter");
    g_autofree char *date = both (&page, "Date");
    double           y;

    /* the labels 24 below the text, the lines 32 below them */
    need_room (&page, SIGNATURES_H);
    y = MAX (page.y + 24, PAGE_H - MARGIN - 40);

    text_at (&page, MARGIN, y, 200, arbiter, 9, FALSE);
    text_at (&page, PAGE_W / 2 + 20, y, 200, date, 9, FALSE);
    cairo_set_line_width (page.cr, 0.6);
    cairo_move_to (page.cr, MARGIN, y + 32);
    cairo_line_to (page.cr, PAGE_W / 2 - 20, y + 32);
    cairo_move_to (page.cr, PAGE_W / 2 + 20, y + 32);
    cairo_line_to (page.cr, PAGE_W - MARGIN, y + 32);
    cairo_stroke (page.cr);
  }

  cairo_show_page (page.cr);
  cairo_destroy (page.cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  return g_byte_array_free_to_bytes (data);
}
