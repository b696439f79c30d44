/* xq-ruling-report.c: a one-page PDF on a disputed cycle, in Chinese and English
 *
 * Every sentence comes from rules-text, asked once per language, so the report reads the same
 * whatever the user's locale. Labels are looked up in the same catalogues (XQ_T).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-ruling-report"

#include "config.h"

#include "xq-ruling-report.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "xq-board-render.h"
#include "xq-catalog.h"
#include "xq-game-model.h"
#include "xq-model-types.h"
#include "xq-text-analysis.h"
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

/* "English · 中文" for a label known to the catalogues. */
static char *
both (const char *msgid)
{
  return g_strdup_printf ("%s · %s", msgid, XQ_T (XQ_LANG_ZH_CN, msgid));
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
  GByteArray        *data = g_byte_array_new ();
  cairo_surface_t   *surface;
  Page               page = { NULL, MARGIN };
  guint              ply, first = 0, occurrences;
  const XqPosition  *now;
  XqBoardPalette     palette;
  XqPieceSet        *pieces;
  XqAnalysisOptions  opts;
  double             board_w = 230, board_h = board_w / XQ_BOARD_ASPECT, top, col_x;
  g_autoptr (GArray) marks = xq_marks_new ();
  g_autofree char   *title = NULL;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (game), NULL);

  ply = xq_game_model_get_ply (game);
  now = xq_game_model_get_position_at (game, ply);
  occurrences = xq_game_model_find_cycle (game, ply, &first);
  pieces = xq_piece_set_lookup (piece_set != NULL ? piece_set : "traditional", NULL);
  if (pieces == NULL)
    pieces = xq_piece_set_lookup ("traditional", NULL);
  xq_analysis_options_init (&opts, profile);

  surface = cairo_pdf_surface_create_for_stream (write_bytes, data, PAGE_W, PAGE_H);
  page.cr = cairo_create (surface);
  cairo_set_source_rgb (page.cr, 0, 0, 0);

  /* Title and game */
  title = g_strdup_printf ("%s · %s", XQ_T (XQ_LANG_EN, "Ruling report"), XQ_T (XQ_LANG_ZH_CN, "Ruling report"));
  page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, title, 16, TRUE) + 6;
  rule (&page);

  top = page.y;
  info_line (&page, XQ_N ("Event"), xq_game_model_get_tag (game, "Event"));
  info_line (&page, XQ_N ("Round"), xq_game_model_get_tag (game, "Round"));
  info_line (&page, XQ_N ("Date"), xq_game_model_get_tag (game, "Date"));
  info_line (&page, XQ_N ("Red"), xq_game_model_get_tag (game, "Red"));
  info_line (&page, XQ_N ("Black"), xq_game_model_get_tag (game, "Black"));
  if (ply > 0)
    {
      const XqPosition *before = xq_game_model_get_position_at (game, ply - 1);
      g_autofree char  *number = move_number (before);
      g_autofree char  *move = xq_game_model_format_move_at (game, ply, XQ_NOTATION_CHINESE);
      g_autofree char  *value = g_strdup_printf ("%s %s", number, move);
      info_line (&page, XQ_N ("Position after"), value);
    }
  {
    g_autofree char *times = g_strdup_printf ("%u", occurrences);
    g_autofree char *rules = g_ascii_strup (xq_profile_to_string (profile), -1);
    info_line (&page, XQ_N ("Rules"), rules);
    info_line (&page, XQ_N ("Occurrences"), times);
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
    g_autofree char *cycle = both (XQ_N ("Moves of the cycle"));
    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, cycle, 11, TRUE) + 4;
  }
  col_x = MARGIN + 120;
  for (guint p = first; first > 0 && p <= ply; p++)
    {
      const XqPosition *before = xq_game_model_get_position_at (game, p - 1);
      XqPosition        pos = *before;
      XqMoveAnalysis    analysis;
      g_autofree char  *number = move_number (before);
      g_autofree char  *move = xq_game_model_format_move_at (game, p, XQ_NOTATION_CHINESE);
      g_autofree char  *wxf = xq_game_model_format_move_at (game, p, XQ_NOTATION_WXF);
      g_autofree char  *head = NULL;
      g_autofree char  *en = NULL;
      g_autofree char  *zh = NULL;
      double            h;

      xq_analyse_move (&pos, xq_game_model_get_move_at (game, p), &opts, &analysis);
      head = g_strdup_printf ("%s %s (%s)\n%s %s · %s", number, move, wxf, xq_text_nature_term (analysis.heaviest),
                              xq_text_nature_name (XQ_LANG_EN, analysis.heaviest),
                              xq_text_nature_name (XQ_LANG_ZH_CN, analysis.heaviest));
      en = xq_text_analysis (XQ_LANG_EN, before, &analysis);
      zh = xq_text_analysis (XQ_LANG_ZH_CN, before, &analysis);

      h = text_at (&page, MARGIN, page.y, 116, head, 8.5, TRUE);
      {
        double he = text_at (&page, col_x, page.y, PAGE_W - MARGIN - col_x, en, 7.5, FALSE);
        double hz = text_at (&page, col_x, page.y + he + 1, PAGE_W - MARGIN - col_x, zh, 7.5, FALSE);
        h = MAX (h, he + hz + 1);
      }
      page.y += h + 5;
    }
  rule (&page);

  /* The verdict */
  {
    g_autofree char *label = both (XQ_N ("Verdict"));
    g_autofree char *note_en = NULL;
    g_autofree char *note_zh = NULL;

    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, label, 11, TRUE) + 4;
    note_en = g_strdup_printf (XQ_T (XQ_LANG_EN, "The position has occurred %u times."), occurrences);
    note_zh = g_strdup_printf (XQ_T (XQ_LANG_ZH_CN, "The position has occurred %u times."), occurrences);
    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, note_en, 9, FALSE) + 2;
    page.y += text_at (&page, MARGIN, page.y, PAGE_W - 2 * MARGIN, note_zh, 9, FALSE) + 8;
  }

  /* Signatures */
  {
    g_autofree char *arbiter = both (XQ_N ("Arbiter"));
    g_autofree char *date = both (XQ_N ("Date"));
    double           y = MAX (page.y + 24, PAGE_H - MARGIN - 40);

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
