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
#include "xq-text-ruling.h"
#include "xq-text.h"

#define PAGE_W 595.0 /* A4 in points */
#define PAGE_H 842.0
#define MARGIN 42.0
#define FONTS  "Noto Sans CJK SC, Source Han Sans SC, WenQuanYi Micro Hei, Noto Sans, DejaVu Sans, sans-serif"

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
  const char *zh;
} labels[] = {
  { "Ruling report", "棋例裁决报告" },
  { "Event", "赛事" },
  { "Round", "轮次" },
  { "Date", "日期" },
  { "Red", "红方" },
  { "Black", "黑方" },
  { "Position after", "局面（着后）" },
  { "Rules", "规则" },
  { "Moves of the cycle", "循环着法" },
  { "Red’s moves", "红方着法" },
  { "Black’s moves", "黑方着法" },
  { "forbidden", "禁止" },
  { "allowed", "允许" },
  { "Verdict", "裁决" },
  { "Occurrences", "重复次数" },
  { "Arbiter", "裁判长签名" },
  { "How to change", "如何变着" },
  { "continued", "续" },
};

static const char *
chinese (const char *en)
{
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_str_equal (labels[i].en, en))
      return labels[i].zh;
  return en;
}

/* "English · 中文" */
static char *
both (const char *en)
{
  return g_strdup_printf ("%s · %s", en, chinese (en));
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
  g_autofree char *label = both (label_id);
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
    g_autofree char *title = both ("Ruling report");
    g_autofree char *more = both ("continued");
    g_autofree char *head = g_strdup_printf ("%s (%s)", title, more);
    page->y += text_at (page, MARGIN, page->y, PAGE_W - 2 * MARGIN, head, 8, FALSE) + 8;
  }
}

/* The way out (xq_way_out): the moves of the side that must change, grouped by kind and reason,
 * in both languages; may run onto a second page. */
static void
way_out_section (Page                 *page,
                 XqGameModel          *game,
                 const XqMove         *moves,
                 guint                 ply,
                 const XqJudgeOptions *opts,
                 const XqRuling       *ruling)
{
  g_autofree XqWayOut   *w = g_new (XqWayOut, 1);
  g_autoptr (GListStore) en = NULL;
  g_autoptr (GListStore) zh = NULL;
  g_autofree char       *title = both ("How to change");
  g_autofree char       *intro_en = NULL;
  g_autofree char       *intro_zh = NULL;
  double                 col_x = MARGIN + 120;
  guint                  n;

  if (!xq_way_out (xq_game_model_get_start_position (game), moves, ply, opts, ruling, w))
    return;
  en = xq_alternative_items_new (XQ_LANG_EN, w, XQ_NOTATION_CHINESE);
  zh = xq_alternative_items_new (XQ_LANG_ZH_CN, w, XQ_NOTATION_CHINESE);
  n = g_list_model_get_n_items (G_LIST_MODEL (en));
  intro_en = xq_text_way_out (XQ_LANG_EN, w, XQ_NOTATION_CHINESE);
  intro_zh = xq_text_way_out (XQ_LANG_ZH_CN, w, XQ_NOTATION_CHINESE);

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

static char *
move_number (const XqPosition *before)
{
  return g_strdup_printf (before->side == XQ_RED ? "%u." : "%u…", before->fullmove);
}

GBytes *
xq_ruling_report_pdf (XqGameModel *game,
                      XqProfile    profile,
                      const char  *piece_set)
{
  GByteArray                *data = g_byte_array_new ();
  cairo_surface_t           *surface;
  Page                       page = { NULL, MARGIN };
  guint                      ply, first = 0, occurrences;
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

  g_return_val_if_fail (XQ_IS_GAME_MODEL (game), NULL);

  ply = xq_game_model_get_ply (game);
  now = xq_game_model_get_position_at (game, ply);
  moves = g_new (XqMove, MAX (ply, 1));
  analyses = g_new0 (XqMoveAnalysis, MAX (ply, 1));
  for (guint p = 1; p <= ply; p++)
    moves[p - 1] = xq_game_model_get_move_at (game, p);
  xq_judge_options_init (&judge, profile);
  xq_judge (xq_game_model_get_start_position (game), moves, ply, &judge, &ruling, analyses);
  occurrences = ruling.repetitions;
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
  title = both ("Ruling report");
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
      g_autofree char  *move = xq_game_model_format_move_at (game, ply, XQ_NOTATION_CHINESE);
      g_autofree char  *value = g_strdup_printf ("%s %s", number, move);
      info_line (&page, ("Position after"), value);
    }
  {
    g_autofree char *rules = g_ascii_strup (xq_profile_to_string (profile), -1);
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
    g_autofree char *cycle = both (("Moves of the cycle"));
    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, cycle, 11, TRUE) + 4;
  }
  col_x = MARGIN + 120;
  for (guint p = first; first > 0 && p <= ply; p++)
    {
      const XqPosition     *before = xq_game_model_get_position_at (game, p - 1);
      const XqMoveAnalysis *analysis = &analyses[p - 1];
      g_autofree char      *number = move_number (before);
      g_autofree char      *move = xq_game_model_format_move_at (game, p, XQ_NOTATION_CHINESE);
      g_autofree char      *wxf = xq_game_model_format_move_at (game, p, XQ_NOTATION_WXF);
      g_autofree char      *head = NULL;
      g_autofree char      *en = NULL;
      g_autofree char      *zh = NULL;
      double                h;

      head = g_strdup_printf ("%s %s (%s)\n%s %s · %s", number, move, wxf, xq_text_nature_term (analysis->heaviest),
                              xq_text_nature_name (XQ_LANG_EN, analysis->heaviest),
                              xq_text_nature_name (XQ_LANG_ZH_CN, analysis->heaviest));
      en = xq_text_analysis (XQ_LANG_EN, before, analysis);
      zh = xq_text_analysis (XQ_LANG_ZH_CN, before, analysis);

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
      g_autofree char   *label = both (c == XQ_RED ? "Red’s moves" : "Black’s moves");
      g_autofree char   *value = g_strdup_printf ("%s  %s · %s — %s · %s", xq_text_pattern_term (side->pattern),
                                                  xq_text_pattern_name (XQ_LANG_EN, side->pattern),
                                                  xq_text_pattern_name (XQ_LANG_ZH_CN, side->pattern),
                                                side->forbidden ? "forbidden" : "allowed",
                                                  chinese (side->forbidden ? "forbidden" : "allowed"));
      double             h = text_at (&page, MARGIN, page.y, 116, label, 8.5, TRUE);

      h = MAX (h, text_at (&page, col_x, page.y, PAGE_W - MARGIN - col_x, value, 8.5, FALSE));
      page.y += h + 3;
    }
  rule (&page);
  {
    g_autofree char *label = both (("Verdict"));
    g_autofree char *en = xq_text_ruling (XQ_LANG_EN, now, &ruling);
    g_autofree char *zh = xq_text_ruling (XQ_LANG_ZH_CN, now, &ruling);
    g_autofree char *clause = NULL;
    g_autofree char *times = g_strdup_printf ("%s: %u · %s：%u", "Occurrences", occurrences, chinese ("Occurrences"),
                                              occurrences);

    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, label, 11, TRUE) + 4;
    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, en, 9.5, FALSE) + 2;
    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, zh, 9.5, FALSE) + 4;
    if (ruling.clause != XQ_CLAUSE_NONE)
      {
        clause = g_strdup_printf ("%s · %s", xq_text_clause (XQ_LANG_EN, ruling.clause),
                                  xq_text_clause (XQ_LANG_ZH_CN, ruling.clause));
        page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, clause, 9, TRUE) + 2;
      }
    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, times, 8, FALSE) + 8;
  }
  if (ruling.must_change_set)
    {
      /* Measured first: when it does not fit with the signatures, it starts the next page */
      cairo_surface_t *measure = cairo_pdf_surface_create (NULL, PAGE_W, PAGE_H); /* same metrics, no output */
      Page             dry = { cairo_create (measure), MARGIN };

      way_out_section (&dry, game, moves, ply, &judge, &ruling);
      if (page.y + (dry.y - MARGIN) + 24 + 34 > PAGE_H - MARGIN)
        need_room (&page, PAGE_H);
      cairo_destroy (dry.cr);
      cairo_surface_destroy (measure);
      way_out_section (&page, game, moves, ply, &judge, &ruling);
    }

  /* Signatures */
  {
    g_autofree char *arbiter = both (("Arbiter"));
    g_autofree char *date = both (("Date"));
    double           y;

    /* the labels 24 below the text, the lines 32 below them */
    need_room (&page, 24 + 34);
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
