/* xq-kit-sheets.c: a score sheet (记录纸) and a table card per board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include "xq-kit-print-private.h"
#include "xq-kit-text.h"

#define MOVES_PER_BLOCK 30 /* two blocks: moves 1–30 and 31–60 */

static XqLang
lang_of (XqKitPrint *self)
{
  return xq_kit_event_get_lang (self->event);
}

static void
set_red (cairo_t *cr)
{
  cairo_set_source_rgb (cr, 0.72, 0.07, 0.1);
}

static void
set_black (cairo_t *cr)
{
  cairo_set_source_rgb (cr, 0, 0, 0);
}

/* A player's box: colour, name, club or team. Returns its height. */
static double
player_box (XqKitPrint *self,
            cairo_t    *cr,
            gboolean    red,
            const char *name,
            const char *club,
            double      x,
            double      y,
            double      w)
{
  XqLang lang = lang_of (self);
  double h = 58, ty = y + 6;

  cairo_set_line_width (cr, red ? 1.6 : 1.2);
  red ? set_red (cr) : set_black (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_stroke (cr);
  ty += xq_kit_print_text (self, cr, "Sans Bold 10px", red ? XQ_T (lang, "Red") : XQ_T (lang, "Black"), x + 8, ty, w - 16, 0);
  set_black (cr);
  ty += xq_kit_print_text (self, cr, "Sans Bold 15px", name, x + 8, ty + 1, w - 16, 0);
  if (club != NULL && *club != '\0')
    {
      cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
      xq_kit_print_text (self, cr, "Sans 10px", club, x + 8, ty + 2, w - 16, 0);
      set_black (cr);
    }
  return h;
}

static const char *
club_of (XqKitPrint *self,
         gint64      player,
         const char *team)
{
  const XqKitPlayer *p;

  if (team != NULL)
    return team;
  p = xq_kit_event_find_player (self->event, player);
  return p != NULL ? p->club : NULL;
}

/* One block of numbered move rows. */
static void
moves_block (XqKitPrint *self,
             cairo_t    *cr,
             guint       first,
             double      x,
             double      y,
             double      w,
             double      row_h)
{
  XqLang lang = lang_of (self);
  double no_w = 30, col = (w - no_w) / 2;

  cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
  cairo_rectangle (cr, x, y, w, row_h);
  cairo_fill (cr);
  set_black (cr);
  /* Translators: the move-number column of a score sheet */
  xq_kit_print_text (self, cr, "Sans Bold 9px", XQ_T (lang, "Move"), x, y + 3, no_w, 0.5);
  set_red (cr);
  xq_kit_print_text (self, cr, "Sans Bold 9px", XQ_T (lang, "Red"), x + no_w, y + 3, col, 0.5);
  set_black (cr);
  xq_kit_print_text (self, cr, "Sans Bold 9px", XQ_T (lang, "Black"), x + no_w + col, y + 3, col, 0.5);
  for (guint i = 0; i < MOVES_PER_BLOCK; i++)
    {
      g_autofree char *n = g_strdup_printf ("%u", first + i);
      double           ry = y + (i + 1) * row_h;

      cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
      xq_kit_print_text (self, cr, "Sans 8.5px", n, x, ry + (row_h - 11) / 2, no_w - 4, 1);
    }
  /* The grid. */
  set_black (cr);
  cairo_set_line_width (cr, 0.6);
  cairo_rectangle (cr, x, y, w, (MOVES_PER_BLOCK + 1) * row_h);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.35);
  for (guint i = 1; i <= MOVES_PER_BLOCK; i++)
    {
      cairo_move_to (cr, x, y + i * row_h);
      cairo_line_to (cr, x + w, y + i * row_h);
    }
  cairo_move_to (cr, x + no_w, y);
  cairo_line_to (cr, x + no_w, y + (MOVES_PER_BLOCK + 1) * row_h);
  cairo_move_to (cr, x + no_w + col, y);
  cairo_line_to (cr, x + no_w + col, y + (MOVES_PER_BLOCK + 1) * row_h);
  cairo_stroke (cr);
}

/* "□ label" boxes in a row; returns the width used. */
static double
tick_box (XqKitPrint *self,
          cairo_t    *cr,
          const char *label,
          double      x,
          double      y)
{
  g_autoptr (PangoLayout) layout = xq_kit_layout_new (cr, xq_kit_print_lang (self), "Sans 10.5px");
  int                     w, h;

  cairo_set_line_width (cr, 0.8);
  cairo_rectangle (cr, x, y + 2, 10, 10);
  cairo_stroke (cr);
  pango_layout_set_text (layout, label, -1);
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, x + 15, y);
  pango_cairo_show_layout (cr, layout);
  return 15 + (double) w / PANGO_SCALE + 22;
}

static void
signature (XqKitPrint *self,
           cairo_t    *cr,
           const char *label,
           double      x,
           double      y,
           double      w)
{
  double h = xq_kit_print_text (self, cr, "Sans 10px", label, x, y, w, 0);

  cairo_set_line_width (cr, 0.6);
  cairo_move_to (cr, x, y + h + 22);
  cairo_line_to (cr, x + w - 14, y + h + 22);
  cairo_stroke (cr);
}

void
xq_kit_sheets_draw_score_sheet (XqKitPrint       *self,
                                cairo_t          *cr,
                                const XqKitBoard *board)
{
  XqLang             lang = lang_of (self);
  const XqEventData *data = xq_kit_event_get_data (self->event);
  double             m = XQ_KIT_MARGIN, w = self->width - 2 * m, y = m, half = (w - 12) / 2;
  double             footer = 118, row_h, x;
  g_autofree char   *line = NULL;

  set_black (cr);
  y += xq_kit_print_text (self, cr, "Sans Bold 16px", data->event.name, m, y, w, 0.5);
  /* Translators: the title of a score sheet (记录纸) */
  y += 2 + xq_kit_print_text (self, cr, "Sans Bold 12px", XQ_T (lang, "Score sheet"), m, y + 2, w, 0.5);
  /* Translators: under the title of a score sheet: round, board and a blank for the date */
  line = g_strdup_printf (XQ_T (lang, "Round %u · Board %s · Date ____________"), board->game->round, board->label);
  y += 4 + xq_kit_print_text (self, cr, "Sans 10.5px", line, m, y + 4, w, 0.5);
  y += 10;
  player_box (self, cr, TRUE, board->red_name, club_of (self, board->red, board->red_team), m, y, half);
  y += player_box (self, cr, FALSE, board->black_name, club_of (self, board->black, board->black_team), m + half + 12, y, half);
  y += 12;

  row_h = MIN (19.0, (self->height - m - footer - y) / (MOVES_PER_BLOCK + 1));
  moves_block (self, cr, 1, m, y, half, row_h);
  moves_block (self, cr, MOVES_PER_BLOCK + 1, m + half + 12, y, half, row_h);
  y += (MOVES_PER_BLOCK + 1) * row_h + 16;

  /* The result and the signatures. */
  x = m;
  set_black (cr);
  xq_kit_print_text (self, cr, "Sans Bold 10.5px", XQ_T (lang, "Result:"), x, y, 0, 0);
  x += xq_kit_print_text_width (self, cr, "Sans Bold 10.5px", XQ_T (lang, "Result:")) + 12;
  x += tick_box (self, cr, XQ_T (lang, "Red wins"), x, y);
  x += tick_box (self, cr, XQ_T (lang, "Draw"), x, y);
  tick_box (self, cr, XQ_T (lang, "Black wins"), x, y);
  y += 30;
  signature (self, cr, XQ_T (lang, "Red's signature"), m, y, w / 3);
  signature (self, cr, XQ_T (lang, "Black's signature"), m + w / 3, y, w / 3);
  signature (self, cr, XQ_T (lang, "Arbiter's signature"), m + 2 * w / 3, y, w / 3);
}

/* One face of a table card, centred in a box of @w × @h at the origin. */
static void
card_face (XqKitPrint       *self,
           cairo_t          *cr,
           const XqKitBoard *board,
           double            w,
           double            h)
{
  XqLang                  lang = lang_of (self);
  const XqEventData      *data = xq_kit_event_get_data (self->event);
  g_autoptr (PangoLayout) number = xq_kit_layout_new (cr, xq_kit_print_lang (self), "Sans Bold 150px");
  g_autofree char        *round = g_strdup_printf (XQ_T (lang, "Round %u"), board->game->round);
  g_autofree char        *top = g_strdup_printf ("%s · %s", data->event.name, round);
  double                  y = 26, m = XQ_KIT_MARGIN;
  int                     nw, nh;

  set_black (cr);
  y += xq_kit_print_text (self, cr, "Sans 12px", top, m, y, w - 2 * m, 0.5);
  y += xq_kit_print_text (self, cr, "Sans Bold 20px", XQ_TC (lang, "pairing", "Board"), m, y + 8, w - 2 * m, 0.5) + 8;
  pango_layout_set_text (number, board->label, -1);
  pango_layout_get_size (number, &nw, &nh);
  cairo_move_to (cr, (w - (double) nw / PANGO_SCALE) / 2, y - 10);
  pango_cairo_show_layout (cr, number);
  y += (double) nh / PANGO_SCALE - 10;
  set_red (cr);
  xq_kit_print_text (self, cr, "Sans Bold 18px", board->red_name, m, y, w / 2 - m - 22, 1);
  set_black (cr);
  xq_kit_print_text (self, cr, "Sans Bold 18px", "–", m, y, w - 2 * m, 0.5);
  xq_kit_print_text (self, cr, "Sans Bold 18px", board->black_name, w / 2 + 22, y, w / 2 - m - 22, 0);
  (void) h;
}

void
xq_kit_sheets_draw_table_card (XqKitPrint       *self,
                               cairo_t          *cr,
                               const XqKitBoard *board)
{
  double half = self->height / 2, w = self->width;
  double dashes[] = { 6, 4 };

  /* The lower half reads from the front; the upper half, turned, from behind the fold. */
  cairo_save (cr);
  cairo_translate (cr, 0, half);
  card_face (self, cr, board, w, half);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_translate (cr, w, half);
  cairo_rotate (cr, G_PI);
  card_face (self, cr, board, w, half);
  cairo_restore (cr);
  /* Fold here. */
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (cr, 0.6);
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_move_to (cr, 0, half);
  cairo_line_to (cr, w, half);
  cairo_stroke (cr);
}
