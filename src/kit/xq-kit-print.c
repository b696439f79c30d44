/* xq-kit-print.c: the kit's documents — the lists, pages, PDF output
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include <cairo-pdf.h>
#include <gio/gio.h>

#include "xq-kit-print-private.h"
#include "xq-kit-prizes.h"
#include "xq-kit-text.h"

static const char *const document_names[] = {
  [XQ_KIT_PAIRINGS_BY_NAME] = "pairings-by-name",
  [XQ_KIT_PAIRINGS] = "pairings",
  [XQ_KIT_SCORE_SHEETS] = "score-sheets",
  [XQ_KIT_TABLE_CARDS] = "table-cards",
  [XQ_KIT_WALL_CHART] = "wall-chart",
  [XQ_KIT_PRIZES] = "prizes",
};

const char *
xq_kit_document_to_string (XqKitDocument document)
{
  g_return_val_if_fail (document < G_N_ELEMENTS (document_names), NULL);
  return document_names[document];
}

gboolean
xq_kit_document_from_string (const char    *text,
                             XqKitDocument *out)
{
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (document_names); i++)
    if (g_str_equal (text, document_names[i]))
      {
        *out = (XqKitDocument) i;
        return TRUE;
      }
  return FALSE;
}

const char *
xq_kit_print_lang (XqKitPrint *self)
{
  switch (xq_kit_event_get_lang (self->event))
    {
    case XQ_LANG_ZH_CN:
      return "zh-cn";
    case XQ_LANG_ZH_TW:
      return "zh-tw";
    case XQ_LANG_EN:
    default:
      return "en";
    }
}

static XqLang
lang_of (XqKitPrint *self)
{
  return xq_kit_event_get_lang (self->event);
}

double
xq_kit_print_text (XqKitPrint *self,
                   cairo_t    *cr,
                   const char *font,
                   const char *text,
                   double      x,
                   double      y,
                   double      width,
                   double      xalign)
{
  g_autoptr (PangoLayout) layout = xq_kit_layout_new (cr, xq_kit_print_lang (self), font);
  int                     w, h;

  pango_layout_set_text (layout, text, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (layout, xalign >= 0.75 ? PANGO_ALIGN_RIGHT : xalign >= 0.25 ? PANGO_ALIGN_CENTER
                                                                                              : PANGO_ALIGN_LEFT);
    }
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  return (double) h / PANGO_SCALE;
}

double
xq_kit_print_text_width (XqKitPrint *self,
                         cairo_t    *cr,
                         const char *font,
                         const char *text)
{
  g_autoptr (PangoLayout) layout = xq_kit_layout_new (cr, xq_kit_print_lang (self), font);
  int                     w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, &h);
  return (double) w / PANGO_SCALE;
}

double
xq_kit_print_frame (XqKitPrint *self,
                    cairo_t    *cr,
                    guint       page)
{
  const XqEventData *data = xq_kit_event_get_data (self->event);
  double             x = XQ_KIT_MARGIN, y = XQ_KIT_MARGIN, w = self->width - 2 * XQ_KIT_MARGIN;
  g_autofree char   *footer = NULL;

  cairo_set_source_rgb (cr, 0, 0, 0);
  y += xq_kit_print_text (self, cr, "Sans Bold 15px", data->event.name, x, y, w, 0);
  y += 2;
  y += xq_kit_print_text (self, cr, "Sans 10.5px", self->subtitle, x, y, w, 0);
  y += 8;
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + w, y);
  cairo_stroke (cr);
  /* Translators: the foot of each printed page: "Qili · page 1 of 3" */
  footer = g_strdup_printf (XQ_T (lang_of (self), "Qili · page %u of %u"), page + 1, self->n_pages);
  cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  xq_kit_print_text (self, cr, "Sans 8px", footer, x, self->height - XQ_KIT_MARGIN + 8, w, 1);
  cairo_set_source_rgb (cr, 0, 0, 0);
  return y + 10;
}

/* The header's height (as xq_kit_print_frame draws it). */
static double
frame_height (XqKitPrint *self,
              cairo_t    *cr)
{
  g_autoptr (PangoLayout) a = xq_kit_layout_new (cr, xq_kit_print_lang (self), "Sans Bold 15px");
  g_autoptr (PangoLayout) b = xq_kit_layout_new (cr, xq_kit_print_lang (self), "Sans 10.5px");
  int                     ha, hb, w;

  pango_layout_set_text (a, "国Ag", -1);
  pango_layout_set_text (b, "国Ag", -1);
  pango_layout_get_size (a, &w, &ha);
  pango_layout_get_size (b, &w, &hb);
  return (double) (ha + hb) / PANGO_SCALE + 20;
}

static const char *
colour_word (XqKitPrint *self,
             gboolean    red)
{
  return red ? XQ_T (lang_of (self), "Red") : XQ_T (lang_of (self), "Black");
}

static XqKitTable *
pairings_by_name (XqKitPrint *self)
{
  XqLang      lang = lang_of (self);
  GArray     *seats = xq_kit_event_get_seats (self->event, self->round);
  XqKitTable *t = xq_kit_table_new (12.5);

  xq_kit_table_add_column (t, XQ_TC (lang, "player", "Name"), 0, TRUE, XQ_KIT_CELL_BOLD);
  xq_kit_table_add_column (t, XQ_T (lang, "Club"), 0, FALSE, XQ_KIT_CELL_DIM);
  xq_kit_table_add_column (t, XQ_TC (lang, "pairing", "Board"), 0.5, FALSE, XQ_KIT_CELL_BOLD);
  xq_kit_table_add_column (t, XQ_T (lang, "Plays"), 0.5, FALSE, XQ_KIT_CELL_PLAIN);
  xq_kit_table_add_column (t, XQ_T (lang, "Opponent"), 0, FALSE, XQ_KIT_CELL_PLAIN);
  for (guint i = 0; i < seats->len; i++)
    {
      const XqKitSeat *s = &g_array_index (seats, XqKitSeat, i);
      const char      *cells[] = { s->name, s->club != NULL ? s->club : "", s->board->label,
                              s->opponent != NULL ? colour_word (self, s->red) : "",
                              s->opponent != NULL ? s->opponent : XQ_T (lang, "bye"), NULL };
      xq_kit_table_add_row (t, cells);
      if (s->opponent != NULL && s->red)
        xq_kit_table_style_last (t, 3, XQ_KIT_CELL_RED);
    }
  return t;
}

static XqKitTable *
pairings_by_board (XqKitPrint *self)
{
  XqLang      lang = lang_of (self);
  GArray     *boards = xq_kit_event_get_boards (self->event, self->round);
  XqKitTable *t = xq_kit_table_new (11.5);

  xq_kit_table_add_column (t, XQ_TC (lang, "pairing", "Board"), 0.5, FALSE, XQ_KIT_CELL_BOLD);
  xq_kit_table_add_column (t, XQ_T (lang, "Red"), 0, TRUE, XQ_KIT_CELL_RED);
  xq_kit_table_add_column (t, XQ_T (lang, "Result"), 0.5, FALSE, XQ_KIT_CELL_PLAIN);
  xq_kit_table_add_column (t, XQ_T (lang, "Black"), 0, TRUE, XQ_KIT_CELL_PLAIN);
  for (guint i = 0; i < boards->len; i++)
    {
      const XqKitBoard *b = &g_array_index (boards, XqKitBoard, i);
      g_autofree char  *result = xq_kit_board_result (self->event, b);
      g_autofree char  *red = b->red_team != NULL ? g_strdup_printf ("%s (%s)", b->red_name, b->red_team) : g_strdup (b->red_name);
      g_autofree char  *black = b->black_name == NULL   ? g_strdup ("")
                                : b->black_team != NULL ? g_strdup_printf ("%s (%s)", b->black_name, b->black_team)
                                                        : g_strdup (b->black_name);
      /* A blank to write the result in when there is none yet. */
      const char *cells[] = { b->label, red, *result != '\0' ? result : "________", black, NULL };
      xq_kit_table_add_row (t, cells);
    }
  return t;
}

static XqKitTable *
wall_chart (XqKitPrint *self)
{
  XqLang             lang = lang_of (self);
  const XqEventData *data = xq_kit_event_get_data (self->event);
  XqStandings       *st = xq_kit_event_get_standings (self->event);
  XqCrosstable      *ct = xq_kit_event_get_crosstable (self->event);
  g_autoptr (GArray) criteria = xq_standings_criteria (data);
  GArray            *ratings = xq_kit_event_get_ratings (self->event);
  gboolean           rated = ratings != NULL && ratings->len > 0 && data->event.team_boards == 0;
  gboolean           team = data->event.team_boards > 0;
  XqKitTable        *t = xq_kit_table_new (10);
  guint              ncols;

  xq_kit_table_add_column (t, XQ_T (lang, "Rank"), 1, FALSE, XQ_KIT_CELL_BOLD);
  /* Translators: the column of pairing numbers on the wall chart */
  xq_kit_table_add_column (t, XQ_T (lang, "No."), 1, FALSE, XQ_KIT_CELL_DIM);
  xq_kit_table_add_column (t, team ? XQ_T (lang, "Team") : XQ_TC (lang, "player", "Name"), 0, TRUE, XQ_KIT_CELL_BOLD);
  if (!team)
    {
      xq_kit_table_add_column (t, XQ_T (lang, "Club"), 0, FALSE, XQ_KIT_CELL_DIM);
      xq_kit_table_add_column (t, XQ_T (lang, "Rating"), 1, FALSE, XQ_KIT_CELL_PLAIN);
    }
  for (guint r = 1; r <= data->n_rounds; r++)
    {
      g_autofree char *h = g_strdup_printf ("%u", r);
      xq_kit_table_add_column (t, h, 0.5, FALSE, XQ_KIT_CELL_PLAIN);
    }
  xq_kit_table_add_column (t, team ? XQ_T (lang, "Match pts") : XQ_T (lang, "Points"), 1, FALSE, XQ_KIT_CELL_BOLD);
  for (guint i = 0; i < criteria->len; i++)
    xq_kit_table_add_column (t, xq_kit_text_tiebreak (lang, g_array_index (criteria, XqTiebreak, i)), 1, FALSE,
                             XQ_KIT_CELL_PLAIN);
  if (rated)
    {
      xq_kit_table_add_column (t, XQ_T (lang, "Rtg +/−"), 1, FALSE, XQ_KIT_CELL_BOLD);
      xq_kit_table_add_column (t, XQ_T (lang, "Perf."), 1, FALSE, XQ_KIT_CELL_PLAIN);
    }
  ncols = 3 + (team ? 0 : 2) + data->n_rounds + 1 + criteria->len + (rated ? 2 : 0);
  for (guint i = 0; i < st->rows->len; i++)
    {
      const XqStanding     *row = &g_array_index (st->rows, XqStanding, i);
      const XqEntry        *e = xq_event_data_find_entry (data, row->entry_id);
      g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray) cross = xq_crosstable_dup_row (ct, row->entry_id);
      const XqPlayerRating *r = xq_kit_event_get_rating (self->event, xq_kit_event_entry_player (self->event, row->entry_id));

      g_ptr_array_add (cells, g_strdup_printf ("%u", row->rank));
      g_ptr_array_add (cells, g_strdup_printf ("%u", e->number));
      g_ptr_array_add (cells, row->withdrawn ? g_strdup_printf (XQ_T (lang, "%s (withdrew)"), e->name) : g_strdup (e->name));
      if (!team)
        {
          g_ptr_array_add (cells, g_strdup (e->club != NULL ? e->club : ""));
          g_ptr_array_add (cells, e->rating > 0 ? g_strdup_printf ("%d", e->rating) : g_strdup (""));
        }
      for (guint c = 0; c < cross->len; c++)
        g_ptr_array_add (cells, g_strdup (g_ptr_array_index (cross, c)));
      g_ptr_array_add (cells, xq_kit_points (row->points));
      for (guint k = 0; k < criteria->len; k++)
        g_ptr_array_add (cells, xq_export_tiebreak_value (row, g_array_index (criteria, XqTiebreak, k)));
      if (rated)
        {
          if (r != NULL && r->rating > 0 && r->games > 0)
            g_ptr_array_add (cells, xq_kit_signed (r->change));
          else if (r != NULL && r->rating == 0 && r->new_rating > 0)
            g_ptr_array_add (cells, g_strdup_printf (XQ_T (lang, "new %d"), r->new_rating));
          else
            g_ptr_array_add (cells, g_strdup (""));
          g_ptr_array_add (cells, r != NULL && r->performance > 0 ? g_strdup_printf ("%d", r->performance) : g_strdup (""));
        }
      g_assert (cells->len == ncols);
      g_ptr_array_add (cells, NULL);
      xq_kit_table_add_row (t, (const char *const *) cells->pdata);
    }
  return t;
}

static const char *
document_title (XqLang        lang,
                XqKitDocument document)
{
  switch (document)
    {
    case XQ_KIT_PAIRINGS_BY_NAME:
      /* Translators: printed documents of the event kit */
      return XQ_T (lang, "Pairings by name");
    case XQ_KIT_PAIRINGS:
      return XQ_T (lang, "Pairings by board");
    case XQ_KIT_SCORE_SHEETS:
      return XQ_T (lang, "Score sheets");
    case XQ_KIT_TABLE_CARDS:
      return XQ_T (lang, "Table cards");
    case XQ_KIT_WALL_CHART:
      return XQ_T (lang, "Wall chart");
    case XQ_KIT_PRIZES:
    default:
      return XQ_T (lang, "Prize list");
    }
}

XqKitPrint *
xq_kit_print_new (XqKitEvent   *event,
                  XqKitDocument document,
                  guint         round,
                  GError      **error)
{
  g_autoptr (XqKitPrint) self = g_new0 (XqKitPrint, 1);
  XqLang                 lang = xq_kit_event_get_lang (event);
  g_autoptr (GDateTime)  now = g_date_time_new_now_local ();
  g_autofree char       *date = g_date_time_format (now, "%Y-%m-%d");
  guint                  latest = xq_kit_event_get_latest_round (event);
  gboolean               per_round = document != XQ_KIT_WALL_CHART && document != XQ_KIT_PRIZES;

  g_return_val_if_fail (event != NULL, NULL);

  self->event = event;
  self->document = document;
  self->round = round > 0 ? round : latest;
  self->title = g_strdup (document_title (lang, document));
  if (per_round && (self->round == 0 || self->round > latest))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   self->round == 0 ? XQ_T (lang, "No round has been paired yet: there is nothing to print")
                                    : XQ_T (lang, "There is no round %u to print"),
                   self->round);
      return NULL;
    }
  if (per_round)
    {
      g_autofree char *r = g_strdup_printf (XQ_T (lang, "Round %u"), self->round);
      self->subtitle = g_strdup_printf ("%s · %s · %s", self->title, r, date);
    }
  else if (latest > 0)
    {
      /* The standings of a round still being played are no "after" yet. */
      g_autofree char *r =
        xq_kit_event_is_round_complete (event, latest)
          ? g_strdup_printf (XQ_T (lang, "after round %u"), latest)
          /* Translators: the wall chart's and prize list's subtitle while results are missing */
          : g_strdup_printf (XQ_T (lang, "round %u in progress"), latest);
      self->subtitle = g_strdup_printf ("%s · %s · %s", self->title, r, date);
    }
  else
    self->subtitle = g_strdup_printf ("%s · %s", self->title, date);

  switch (document)
    {
    case XQ_KIT_PAIRINGS_BY_NAME:
      self->table = pairings_by_name (self);
      break;
    case XQ_KIT_PAIRINGS:
      self->table = pairings_by_board (self);
      break;
    case XQ_KIT_WALL_CHART:
      self->table = wall_chart (self);
      break;
    case XQ_KIT_PRIZES:
      self->table = xq_kit_prizes_table (event, error);
      if (self->table == NULL)
        return NULL;
      break;
    case XQ_KIT_SCORE_SHEETS:
    case XQ_KIT_TABLE_CARDS:
    default:
      self->boards = xq_kit_event_get_boards (event, self->round);
      break;
    }
  return g_steal_pointer (&self);
}

void
xq_kit_print_free (XqKitPrint *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->table, xq_kit_table_free);
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self);
}

gboolean
xq_kit_print_get_landscape (XqKitPrint *self)
{
  return self->document == XQ_KIT_WALL_CHART;
}

/* The boards a score sheet or table card is printed for: played ones, not byes. */
static gboolean
printed_board (const XqKitBoard *b)
{
  return b->black_name != NULL;
}

static guint
n_printed_boards (XqKitPrint *self)
{
  guint n = 0;

  for (guint i = 0; i < self->boards->len; i++)
    n += printed_board (&g_array_index (self->boards, XqKitBoard, i));
  return n;
}

static const XqKitBoard *
nth_printed_board (XqKitPrint *self,
                   guint       page)
{
  for (guint i = 0; i < self->boards->len; i++)
    {
      const XqKitBoard *b = &g_array_index (self->boards, XqKitBoard, i);
      if (printed_board (b) && page-- == 0)
        return b;
    }
  return NULL;
}

guint
xq_kit_print_layout (XqKitPrint *self,
                     cairo_t    *cr,
                     double      width,
                     double      height)
{
  self->width = width;
  self->height = height;
  if (self->table != NULL)
    {
      double first = height - 2 * XQ_KIT_MARGIN - frame_height (self, cr) - 12;
      self->n_pages = xq_kit_table_layout (self->table, cr, xq_kit_print_lang (self), width - 2 * XQ_KIT_MARGIN, first, first);
    }
  else
    self->n_pages = MAX (n_printed_boards (self), 1);
  return self->n_pages;
}

guint
xq_kit_print_get_n_pages (XqKitPrint *self)
{
  return self->n_pages;
}

void
xq_kit_print_draw_page (XqKitPrint *self,
                        cairo_t    *cr,
                        guint       page)
{
  const XqKitBoard *board;

  g_return_if_fail (page < self->n_pages);

  cairo_save (cr);
  if (self->table != NULL)
    {
      double y = xq_kit_print_frame (self, cr, page);
      xq_kit_table_draw (self->table, cr, page, XQ_KIT_MARGIN, y);
    }
  else if ((board = nth_printed_board (self, page)) == NULL)
    {
      double y = xq_kit_print_frame (self, cr, page);
      xq_kit_print_text (self, cr, "Sans 12px", XQ_T (lang_of (self), "Every board of this round is a bye."), XQ_KIT_MARGIN, y,
                         0, 0);
    }
  else if (self->document == XQ_KIT_SCORE_SHEETS)
    xq_kit_sheets_draw_score_sheet (self, cr, board);
  else
    xq_kit_sheets_draw_table_card (self, cr, board);
  cairo_restore (cr);
}

static cairo_status_t
write_cb (void                *closure,
          const unsigned char *data,
          unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
xq_kit_print_to_pdf (XqKitPrint *self,
                     const char *path,
                     guint      *n_pages,
                     GError    **error)
{
  gboolean               landscape = xq_kit_print_get_landscape (self);
  double                 w = landscape ? XQ_KIT_A4_HEIGHT : XQ_KIT_A4_WIDTH, h = landscape ? XQ_KIT_A4_WIDTH : XQ_KIT_A4_HEIGHT;
  g_autoptr (GByteArray) pdf = g_byte_array_new ();
  cairo_surface_t       *surface = cairo_pdf_surface_create_for_stream (write_cb, pdf, w, h);
  cairo_t               *cr = cairo_create (surface);
  cairo_status_t         status;
  guint                  pages;

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, self->subtitle);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Qili");
  pages = xq_kit_print_layout (self, cr, w, h);
  for (guint p = 0; p < pages; p++)
    {
      xq_kit_print_draw_page (self, cr, p);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "could not make the PDF: %s", cairo_status_to_string (status));
      return FALSE;
    }
  /* Whole or not at all: a temporary file renamed over the old one. */
  if (!g_file_set_contents_full (path, (const char *) pdf->data, (gssize) pdf->len, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error))
    return FALSE;
  if (n_pages != NULL)
    *n_pages = pages;
  return TRUE;
}
