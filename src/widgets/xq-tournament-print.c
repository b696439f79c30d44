/* xq-tournament-print.c: printing pairing cards, pairings, standings and the crosstable
 *
 * A table is laid out once in begin-print: column widths from the widest cell or heading (the
 * widest text column takes what is left and is cut with an ellipsis), rows per page from the line
 * height; every page repeats the title and the column headings and ends with its number. When the
 * columns do not fit the page, a heading wider than its figures is given a letter and spelt out in
 * a key under the table ("A Buchholz · B Earlier rounds"): a heading is never cut. Pairing cards
 * are result slips, four to an A4 page, with boxes to tick and lines to sign.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-tournament-print"

#include "config.h"

#include "xq-tournament-print.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-board-item.h"
#include "xq-club.h"
#include "xq-file-dialogs.h"
#include "xq-knockout.h"
#include "xq-standing-item.h"
#include "xq-standings.h"
#include "xq-tournament-ui.h"

#define FONT           "Sans 9"
#define HEADING_FONT   "Sans Bold 9"
#define NAME_ROOM      110.0 /* the name column keeps this much before headings become letters */
#define TITLE_FONT     "Sans Bold 13"
#define CELL_PAD       6.0
#define CARDS_PER_PAGE 4

typedef enum {
  ROW_CELLS,
  ROW_SPAN,    /* the last cell takes the rest of the line */
  ROW_HEADING, /* one cell: the heading of a section (a group, the knockout stage) */
} RowKind;

typedef struct
{
  char      *title;
  char      *subtitle;
  GPtrArray *headers; /* char * */
  GArray    *xalign;  /* double per column */
  int        stretch; /* the column that takes the room left, or −1 */
  GPtrArray *rows;    /* GPtrArray of char * */
  GArray    *kinds;   /* RowKind per row */
  gboolean   cards;

  /* Layout, in begin-print */
  double *widths;
  char   *key;  /* the headings given a letter, or NULL */
  char   *note; /* what the cells mean, printed under the table, or NULL */
  double  line_height;
  double  header_height;
  guint   rows_per_page;
  int     n_pages;
} PrintDoc;

static void
print_doc_free (PrintDoc *doc)
{
  g_free (doc->title);
  g_free (doc->subtitle);
  g_ptr_array_unref (doc->headers);
  g_array_unref (doc->xalign);
  g_ptr_array_unref (doc->rows);
  g_array_unref (doc->kinds);
  g_free (doc->widths);
  g_free (doc->key);
  g_free (doc->note);
  g_free (doc);
}

static PrintDoc *
print_doc_new (const char *title,
               const char *subtitle)
{
  PrintDoc *doc = g_new0 (PrintDoc, 1);

  doc->title = g_strdup (title);
  doc->subtitle = g_strdup (subtitle);
  doc->headers = g_ptr_array_new_with_free_func (g_free);
  doc->xalign = g_array_new (FALSE, FALSE, sizeof (double));
  doc->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  doc->kinds = g_array_new (FALSE, FALSE, sizeof (RowKind));
  doc->stretch = -1;
  return doc;
}

static void
add_column (PrintDoc   *doc,
            const char *header,
            double      xalign,
            gboolean    stretch)
{
  if (stretch && doc->stretch < 0)
    doc->stretch = (int) doc->headers->len;
  g_ptr_array_add (doc->headers, g_strdup (header));
  g_array_append_val (doc->xalign, xalign);
}

static GPtrArray *
add_row_of_kind (PrintDoc *doc,
                 RowKind   kind)
{
  GPtrArray *row = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (doc->rows, row);
  g_array_append_val (doc->kinds, kind);
  return row;
}

static GPtrArray *
add_row (PrintDoc *doc)
{
  return add_row_of_kind (doc, ROW_CELLS);
}

static void
add_heading (PrintDoc   *doc,
             const char *text)
{
  g_ptr_array_add (add_row_of_kind (doc, ROW_HEADING), g_strdup (text));
}

static RowKind
row_kind (PrintDoc *doc,
          guint     r)
{
  return g_array_index (doc->kinds, RowKind, r);
}

static void
cell (GPtrArray  *row,
      const char *text)
{
  g_ptr_array_add (row, g_strdup (text != NULL ? text : ""));
}

static void
cell_take (GPtrArray *row,
           char      *text)
{
  g_ptr_array_add (row, text);
}

static char *
describe_event (XqTournamentModel *model)
{
  g_autofree char *round = g_strdup_printf (_ ("round %u"), xq_tournament_model_get_n_rounds (model));

  return g_strdup_printf ("%s · %s", xq_tournament_ui_system (xq_tournament_model_get_system (model)), round);
}

/* The rows of @table: a standings row (@n_tiebreaks values) or, with @crosstable, a crosstable row. */
static void
standing_rows (PrintDoc          *doc,
               GListModel        *table,
               const XqEventData *data,
               gboolean           crosstable,
               guint              n_tiebreaks)
{
  guint n = g_list_model_get_n_items (table);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqStandingItem) item = g_list_model_get_item (table, i);
      GPtrArray                 *row = add_row (doc);
      const char *const         *values = crosstable ? xq_standing_item_get_cells (item) : xq_standing_item_get_values (item);

      cell_take (row, g_strdup_printf ("%u", xq_standing_item_get_rank (item)));
      cell_take (row, g_strdup_printf ("%u", xq_standing_item_get_number (item)));
      cell (row, xq_standing_item_get_name (item));
      if (crosstable)
        {
          for (guint r = 0; r < data->n_rounds; r++)
            cell (row, values != NULL && r < g_strv_length ((char **) values) ? values[r] : "");
          cell (row, xq_standing_item_get_points (item));
        }
      else
        {
          cell (row, xq_standing_item_get_club (item));
          cell (row, xq_standing_item_get_points (item));
          for (guint t = 0; t < n_tiebreaks; t++)
            cell (row, values != NULL && t < g_strv_length ((char **) values) ? values[t] : "");
          cell_take (row, g_strdup_printf ("%u / %u / %u", xq_standing_item_get_wins (item),
                                           xq_standing_item_get_draws (item), xq_standing_item_get_losses (item)));
        }
    }
}

/* Groups → cross-over: a section per group with its table, then the knockout places (place, number,
 * name, club and how the player went out, across the rest of the line). */
static void
stages_rows (PrintDoc          *doc,
             XqTournamentModel *model,
             guint              n_tiebreaks)
{
  const XqEventData *data = xq_tournament_model_get_data (model);
  g_autoptr (GArray) places = xq_knockout_places (data);

  for (guint g = 0; g < xq_tournament_model_get_n_groups (model); g++)
    {
      g_autoptr (GListModel) rows = xq_tournament_model_dup_group_standings (model, g);
      g_autofree char       *title = xq_tournament_ui_group_title (g);

      add_heading (doc, title);
      standing_rows (doc, rows, data, FALSE, n_tiebreaks);
    }
  if (places->len == 0)
    return;
  add_heading (doc, _ ("Knockout Stage"));
  for (guint i = 0; i < places->len; i++)
    {
      const XqKnockoutPlace *p = &g_array_index (places, XqKnockoutPlace, i);
      const XqEntry         *e = xq_event_data_find_entry (data, p->entry);
      GPtrArray             *row = add_row_of_kind (doc, ROW_SPAN);

      cell_take (row, p->open ? g_strdup ("") : xq_tournament_ui_knockout_place (p));
      cell_take (row, e != NULL ? g_strdup_printf ("%u", e->number) : g_strdup (""));
      cell (row, e != NULL ? e->name : "");
      cell (row, e != NULL ? e->club : "");
      cell_take (row, xq_tournament_ui_knockout_fate (p));
    }
  doc->note = g_strdup (xq_tournament_ui_knockout_note (places));
}

static PrintDoc *
standings_doc (XqTournamentModel *model,
               gboolean           crosstable)
{
  const XqEventData *data = xq_tournament_model_get_data (model);
  GListModel        *table = xq_tournament_model_get_standings (model);
  g_autofree char   *subtitle = describe_event (model);
  PrintDoc          *doc = print_doc_new (xq_tournament_model_get_event_name (model), subtitle);
  g_autoptr (GArray) tbs = xq_standings_criteria (data);

  add_column (doc, _ ("Rank"), 1, FALSE);
  add_column (doc, _ ("No."), 1, FALSE);
  add_column (doc, C_ ("player", "Name"), 0, TRUE);
  if (crosstable)
    {
      for (guint r = 1; r <= data->n_rounds; r++)
        {
          g_autofree char *h = g_strdup_printf ("%u", r);
          add_column (doc, h, 0.5, FALSE);
        }
      add_column (doc, _ ("Points"), 0.5, FALSE);
      doc->note = g_strdup (xq_tournament_ui_crosstable_note (xq_tournament_model_get_team_boards (model) > 0));
    }
  else
    {
      add_column (doc, _ ("Club"), 0, FALSE);
      add_column (doc, _ ("Points"), 0.5, FALSE);
      for (guint t = 0; t < tbs->len; t++)
        add_column (doc, xq_tournament_ui_tiebreak_short (g_array_index (tbs, XqTiebreak, t)), 0.5, FALSE);
      add_column (doc, _ ("W / D / L"), 0.5, FALSE);
    }
  if (!crosstable && xq_tournament_model_get_n_groups (model) > 0)
    {
      stages_rows (doc, model, tbs->len);
      return doc;
    }
  standing_rows (doc, table, data, crosstable, tbs->len);
  return doc;
}

static char *
board_number (XqBoardItem *item)
{
  if (xq_board_item_get_game (item) > 1 || xq_board_item_get_kind (item) != XQ_GAME_REGULAR)
    return g_strdup_printf ("%u.%u", xq_board_item_get_board (item), xq_board_item_get_game (item));
  return g_strdup_printf ("%u", xq_board_item_get_board (item));
}

static PrintDoc *
pairings_doc (XqTournamentModel *model,
              gboolean           cards)
{
  GListModel      *boards = xq_tournament_model_get_boards (model);
  guint            n = g_list_model_get_n_items (boards);
  g_autofree char *subtitle = g_strdup_printf (_ ("Round %u"), xq_tournament_model_get_round (model));
  PrintDoc        *doc = print_doc_new (xq_tournament_model_get_event_name (model), subtitle);

  doc->cards = cards;
  add_column (doc, C_ ("pairing", "Board"), 1, FALSE);
  add_column (doc, _ ("No."), 1, FALSE);
  add_column (doc, _ ("Red"), 0, TRUE);
  add_column (doc, _ ("Pts"), 0.5, FALSE);
  add_column (doc, _ ("Result"), 0.5, FALSE);
  add_column (doc, _ ("Pts"), 0.5, FALSE);
  add_column (doc, _ ("No."), 1, FALSE);
  add_column (doc, _ ("Black"), 0, TRUE);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqBoardItem) item = g_list_model_get_item (boards, i);
      GPtrArray              *row;
      gboolean                bye = xq_board_item_get_bye (item);

      if (cards && !xq_board_item_get_editable (item))
        continue;
      row = add_row (doc);
      cell_take (row, board_number (item));
      cell_take (row, g_strdup_printf ("%u", xq_board_item_get_red_number (item)));
      cell (row, xq_board_item_get_red_name (item));
      cell (row, xq_board_item_get_red_score (item));
      cell (row, xq_board_item_get_result_text (item));
      cell (row, bye ? "" : xq_board_item_get_black_score (item));
      cell_take (row, bye ? g_strdup ("") : g_strdup_printf ("%u", xq_board_item_get_black_number (item)));
      cell (row, xq_board_item_get_black_name (item)); /* for a bye, which bye */
    }
  return doc;
}

static PrintDoc *
journal_doc (XqTournamentModel *model)
{
  const XqEventData *data = xq_tournament_model_get_data (model);
  PrintDoc          *doc = print_doc_new (xq_tournament_model_get_event_name (model), _ ("Changes by hand"));
  XqLang             lang = xq_lang_from_locale ();

  add_column (doc, _ ("When"), 0, FALSE);
  add_column (doc, _ ("Who"), 0, FALSE);
  add_column (doc, _ ("What"), 0, TRUE);
  for (guint i = 0; i < data->journal->len; i++)
    {
      const XqEventJournalEntry *j = &g_array_index (data->journal, XqEventJournalEntry, i);
      GPtrArray                 *row = add_row (doc);
      cell_take (row, xq_club_journal_when (j->at));
      cell (row, j->who);
      cell_take (row, xq_club_journal_text (j, lang));
    }
  return doc;
}

static PangoLayout *
layout_for (GtkPrintContext *context,
            const char      *font,
            const char      *text)
{
  PangoLayout          *layout = gtk_print_context_create_pango_layout (context);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
text_width (GtkPrintContext *context,
            const char      *font,
            const char      *text)
{
  g_autoptr (PangoLayout) layout = layout_for (context, font, text);
  int                     w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return w;
}

/* Column widths of @doc: its headings (in their bold face) and cells, padded; the widest figures of
 * each column in @cells. Returns: the width of every column but the stretching one. */
static double
measure_columns (PrintDoc        *doc,
                 GtkPrintContext *context,
                 double          *cells)
{
  guint  n_cols = doc->headers->len;
  double others = 0;

  for (guint c = 0; c < n_cols; c++)
    {
      cells[c] = 0;
      for (guint r = 0; r < doc->rows->len; r++)
        {
          GPtrArray *row = g_ptr_array_index (doc->rows, r);
          /* A heading and a cell that spans the rest of the line set no column's width. */
          if (row_kind (doc, r) == ROW_HEADING || (row_kind (doc, r) == ROW_SPAN && c + 1 == row->len))
            continue;
          if (c < row->len)
            cells[c] = MAX (cells[c], text_width (context, FONT, g_ptr_array_index (row, c)));
        }
      doc->widths[c] = MAX (cells[c], text_width (context, HEADING_FONT, g_ptr_array_index (doc->headers, c))) +
                       2 * CELL_PAD;
      if ((int) c != doc->stretch)
        others += doc->widths[c];
    }
  return others;
}

/* While the columns leave the name too little room, the widest heading that is wider than its
 * figures becomes a letter, spelt out in the key. */
static void
fit_headings (PrintDoc        *doc,
              GtkPrintContext *context,
              double           width)
{
  g_autofree double  *cells = g_new0 (double, doc->headers->len);
  g_autoptr (GString) key = NULL;
  double              others = measure_columns (doc, context, cells);
  char                letter = 'A';

  while (others + (doc->stretch >= 0 ? NAME_ROOM : 0) > width && letter <= 'Z')
    {
      int    widest = -1;
      double gain = 0;

      for (guint c = 0; c < doc->headers->len; c++)
        {
          double g = doc->widths[c] - MAX (cells[c] + 2 * CELL_PAD, text_width (context, HEADING_FONT, "M") + 2 * CELL_PAD);
          if ((int) c != doc->stretch && g > gain && strlen (g_ptr_array_index (doc->headers, c)) > 1)
            {
              gain = g;
              widest = (int) c;
            }
        }
      if (widest < 0)
        break;
      if (key == NULL)
        /* Translators: the start of the key to the letters that stand for column headings */
        key = g_string_new (_ ("Key:"));
      g_string_append_printf (key, " %c %s ·", letter, (char *) g_ptr_array_index (doc->headers, widest));
      g_free (g_ptr_array_index (doc->headers, widest));
      g_ptr_array_index (doc->headers, widest) = g_strdup_printf ("%c", letter++);
      others = measure_columns (doc, context, cells);
    }
  if (key != NULL)
    {
      g_string_truncate (key, key->len - strlen (" ·"));
      doc->key = g_string_free (g_steal_pointer (&key), FALSE);
    }
}

/* The note under the table, wrapped to the page's width. */
static PangoLayout *
note_layout (PrintDoc        *doc,
             GtkPrintContext *context,
             double           width)
{
  PangoLayout *layout = layout_for (context, FONT, doc->note);

  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

/* The room under the rows: the closing rule, the key and the note, and the page number. */
static double
foot_height (PrintDoc        *doc,
             GtkPrintContext *context,
             double           width)
{
  double h = (doc->key != NULL ? 4 : 2) * doc->line_height;

  if (doc->note != NULL)
    {
      g_autoptr (PangoLayout) layout = note_layout (doc, context, width);
      int                     w, lh;

      pango_layout_get_pixel_size (layout, &w, &lh);
      h += lh + doc->line_height;
    }
  return h;
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintDoc          *doc)
{
  double                  width = gtk_print_context_get_width (context);
  double                  height = gtk_print_context_get_height (context);
  guint                   n_cols = doc->headers->len;
  double                  total = 0;
  g_autoptr (PangoLayout) probe = layout_for (context, FONT, "Ag汉");
  int                     w, h;

  pango_layout_get_pixel_size (probe, &w, &h);
  doc->line_height = h + 4;
  doc->header_height = 48 + doc->line_height;
  if (doc->cards)
    {
      guint n = doc->rows->len;
      doc->n_pages = MAX (1, (int) ((n + CARDS_PER_PAGE - 1) / CARDS_PER_PAGE));
      gtk_print_operation_set_n_pages (operation, doc->n_pages);
      return;
    }

  doc->widths = g_new0 (double, n_cols);
  fit_headings (doc, context, width);
  for (guint c = 0; c < n_cols; c++)
    total += doc->widths[c];
  /* The stretching column gives up (or takes) the difference with the page width. */
  if (doc->stretch >= 0)
    {
      double others = total - doc->widths[doc->stretch];
      doc->widths[doc->stretch] = MAX (width - others, 60.0);
    }
  doc->rows_per_page = MAX (1, (guint) ((height - doc->header_height - foot_height (doc, context, width)) / doc->line_height));
  doc->n_pages = MAX (1, (int) ((doc->rows->len + doc->rows_per_page - 1) / doc->rows_per_page));
  gtk_print_operation_set_n_pages (operation, doc->n_pages);
}

static void
show_text (cairo_t         *cr,
           GtkPrintContext *context,
           const char      *font,
           const char      *text,
           double           x,
           double           y,
           double           width,
           double           xalign)
{
  g_autoptr (PangoLayout) layout = layout_for (context, font, text);
  int                     w, h;

  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, width > 0 ? x + (width - w) * xalign : x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_heading (PrintDoc        *doc,
              cairo_t         *cr,
              GtkPrintContext *context,
              int              page)
{
  double           width = gtk_print_context_get_width (context);
  double           height = gtk_print_context_get_height (context);
  g_autofree char *footer = g_strdup_printf (_ ("Page %d of %d"), page + 1, doc->n_pages);

  cairo_set_source_rgb (cr, 0, 0, 0);
  show_text (cr, context, TITLE_FONT, doc->title, 0, 0, width, 0);
  show_text (cr, context, FONT, doc->subtitle, 0, 22, width, 0);
  show_text (cr, context, FONT, footer, 0, height - doc->line_height, width, 1);
}

static void
draw_table_page (PrintDoc        *doc,
                 cairo_t         *cr,
                 GtkPrintContext *context,
                 int              page)
{
  double width = gtk_print_context_get_width (context);
  double y = 48;
  guint  first = (guint) page * doc->rows_per_page;
  guint  last = MIN (first + doc->rows_per_page, doc->rows->len);
  double x = 0;

  /* Headings on a grey band. */
  cairo_set_source_rgb (cr, 0.88, 0.88, 0.88);
  cairo_rectangle (cr, 0, y, width, doc->line_height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint c = 0; c < doc->headers->len; c++)
    {
      show_text (cr, context, HEADING_FONT, g_ptr_array_index (doc->headers, c), x + CELL_PAD, y + 2,
                 doc->widths[c] - 2 * CELL_PAD, g_array_index (doc->xalign, double, c));
      x += doc->widths[c];
    }
  y += doc->line_height;
  for (guint r = first; r < last; r++)
    {
      GPtrArray *row = g_ptr_array_index (doc->rows, r);

      if (row_kind (doc, r) == ROW_HEADING)
        {
          show_text (cr, context, HEADING_FONT, g_ptr_array_index (row, 0), 0, y + 2, width, 0);
          y += doc->line_height;
          continue;
        }
      if ((r - first) % 2 == 1)
        {
          cairo_set_source_rgb (cr, 0.96, 0.96, 0.96);
          cairo_rectangle (cr, 0, y, width, doc->line_height);
          cairo_fill (cr);
          cairo_set_source_rgb (cr, 0, 0, 0);
        }
      x = 0;
      for (guint c = 0; c < doc->headers->len && c < row->len; c++)
        {
          gboolean span = row_kind (doc, r) == ROW_SPAN && c + 1 == row->len;

          show_text (cr, context, FONT, g_ptr_array_index (row, c), x + CELL_PAD, y + 2,
                     (span ? width - x : doc->widths[c]) - 2 * CELL_PAD, span ? 0 : g_array_index (doc->xalign, double, c));
          x += doc->widths[c];
        }
      y += doc->line_height;
    }
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, 0, y);
  cairo_line_to (cr, width, y);
  cairo_stroke (cr);
  y += doc->line_height / 2;
  if (doc->key != NULL)
    {
      show_text (cr, context, FONT, doc->key, 0, y, width, 0);
      y += doc->line_height;
    }
  if (doc->note != NULL)
    {
      g_autoptr (PangoLayout) layout = note_layout (doc, context, width);

      cairo_move_to (cr, 0, y);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
box_with_label (cairo_t         *cr,
                GtkPrintContext *context,
                double           x,
                double           y,
                const char      *label)
{
  cairo_rectangle (cr, x, y + 2, 10, 10);
  cairo_stroke (cr);
  show_text (cr, context, FONT, label, x + 16, y, 0, 0);
}

/* A result slip: who plays whom, boxes for the result, lines for violations and signatures. */
static void
draw_card (PrintDoc        *doc,
           cairo_t         *cr,
           GtkPrintContext *context,
           GPtrArray       *row,
           double           top,
           double           height)
{
  double              width = gtk_print_context_get_width (context);
  double              half = width / 2;
  double              y = top + 10;
  double              line = doc->line_height;
  g_autofree char    *heading = g_strdup_printf (_ ("%s — Board %s"), doc->subtitle, (char *) g_ptr_array_index (row, 0));
  g_autofree char    *red = g_strdup_printf (_ ("Red: %s  %s (%s)"), (char *) g_ptr_array_index (row, 1),
                                             (char *) g_ptr_array_index (row, 2), (char *) g_ptr_array_index (row, 3));
  g_autofree char    *black = g_strdup_printf (_ ("Black: %s  %s (%s)"), (char *) g_ptr_array_index (row, 6),
                                               (char *) g_ptr_array_index (row, 7), (char *) g_ptr_array_index (row, 5));
  static const double dash[] = { 4, 3 };

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.6);
  show_text (cr, context, "Sans Bold 10", doc->title, 0, y, width, 0);
  y += line + 2;
  show_text (cr, context, FONT, heading, 0, y, width, 0);
  y += 1.6 * line;
  show_text (cr, context, "Sans Bold 11", red, 0, y, half - 12, 0);
  show_text (cr, context, "Sans Bold 11", black, half, y, half, 0);
  y += 1.8 * line;
  show_text (cr, context, FONT, _ ("Result:"), 0, y, 0, 0);
  box_with_label (cr, context, 70, y, _ ("Red wins 1–0"));
  box_with_label (cr, context, 70 + 0.27 * width, y, _ ("Draw ½–½"));
  box_with_label (cr, context, 70 + 0.54 * width, y, _ ("Black wins 0–1"));
  y += 1.8 * line;
  show_text (cr, context, FONT, _ ("Violations (违例):  Red ______    Black ______"), 0, y, width, 0);
  y += 2.2 * line;
  show_text (cr, context, FONT, _ ("Red ______________    Black ______________    Arbiter ______________"), 0, y, width, 0);

  /* The cut line below the card. */
  cairo_save (cr);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_move_to (cr, 0, top + height - 4);
  cairo_line_to (cr, width, top + height - 4);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintDoc          *doc)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);

  if (doc->cards)
    {
      double height = (gtk_print_context_get_height (context) - doc->line_height) / CARDS_PER_PAGE;
      guint  first = (guint) page * CARDS_PER_PAGE;

      for (guint i = first; i < first + CARDS_PER_PAGE && i < doc->rows->len; i++)
        draw_card (doc, cr, context, g_ptr_array_index (doc->rows, i), (i - first) * height, height);
      {
        g_autofree char *footer = g_strdup_printf (_ ("Page %d of %d"), page + 1, doc->n_pages);
        show_text (cr, context, FONT, footer, 0, gtk_print_context_get_height (context) - doc->line_height,
                   gtk_print_context_get_width (context), 1);
      }
      return;
    }
  draw_heading (doc, cr, context, page);
  draw_table_page (doc, cr, context, page);
}

gboolean
xq_tournament_print (GtkWindow              *parent,
                     XqTournamentModel      *model,
                     XqPrintKind             kind,
                     GtkPrintOperationAction action,
                     const char             *export_to,
                     int                    *n_pages,
                     GError                **error)
{
  g_autoptr (GtkPrintOperation) operation = NULL;
  PrintDoc                     *doc;
  gboolean                      ok;

  g_return_val_if_fail (XQ_IS_TOURNAMENT_MODEL (model), FALSE);

  if (xq_tournament_model_get_data (model) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("No event is open"));
      return FALSE;
    }
  switch (kind)
    {
    case XQ_PRINT_CARDS:
      doc = pairings_doc (model, TRUE);
      break;
    case XQ_PRINT_PAIRINGS:
      doc = pairings_doc (model, FALSE);
      break;
    case XQ_PRINT_CROSSTABLE:
      doc = standings_doc (model, TRUE);
      break;
    case XQ_PRINT_JOURNAL:
      doc = journal_doc (model);
      break;
    case XQ_PRINT_STANDINGS:
    default:
      doc = standings_doc (model, FALSE);
      break;
    }

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, doc->title);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), doc);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), doc);
  {
    g_autofree char *name = g_strdup_printf ("%s.pdf", doc->title);
    ok = xq_file_dialog_run_print (operation, parent, action, export_to, name, error);
  }
  if (n_pages != NULL)
    *n_pages = doc->n_pages;
  print_doc_free (doc);
  return ok;
}
