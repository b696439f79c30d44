/* test-export.c: the ruling report (PDF) and the board drawn for export
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <cairo-svg.h>

#include "xq-board-render.h"
#include "xq-game-model.h"
#include "xq-model-types.h"
#include "xq-ruling-report.h"
#include "xq-test-util.h"

static XqGameModel *
game_from (const char *fen,
           const char *moves)
{
  XqGameModel   *game = xq_game_model_new ();
  XqPosition     pos;
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  g_assert_true (xq_position_from_fen (&pos, fen, NULL));
  xq_game_model_reset (game, &pos);
  for (guint i = 0; list[i] != NULL; i++)
    {
      XqMove move;
      g_assert_true (xq_move_from_iccs (list[i], &move));
      g_assert_true (xq_game_model_play_move (game, move, NULL));
    }
  return game;
}

/* Binary-safe: PDF streams hold NUL bytes */
static gboolean
contains (const char *data,
          gsize       size,
          const char *needle)
{
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= size; i++)
    if (memcmp (data + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

/* The page (pdftotext separates pages by form feeds) that holds the signature lines also holds
 * the verdict. */
static void
assert_signed_under_verdict (const char *path)
{
  const char        *argv[] = { "pdftotext", "-layout", "-enc", "UTF-8", (char *) path, "-", NULL };
  g_autofree char   *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv)     pages = NULL;
  int                status = 0;
  gboolean           found = FALSE;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &text,
                     NULL, &status, &error))
    {
      g_test_message ("pdftotext: %s; the page of the signatures is not checked", error->message);
      return;
    }
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  pages = g_strsplit (text, "\f", -1);
  for (guint i = 0; pages[i] != NULL; i++)
    if (strstr (pages[i], "Arbiter") != NULL)
      {
        g_assert_nonnull (strstr (pages[i], "Verdict"));
        found = TRUE;
      }
  g_assert_true (found);
}

static void
test_ruling_report (void)
{
  /* CXA 1999 细则1: one-sided perpetual check */
  XqGameModel       *game = game_from ("3ak4/5R3/4PP3/9/9/9/9/9/9/3K5 w - - 0 1", "f8e8 e9f9 e8f8 f9e9 f8e8");
  g_autoptr (GBytes) pdf = NULL;
  g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "ruling-report.pdf", NULL);
  const char        *data;
  gsize              size;

  xq_game_model_set_tag (game, "Event", "Club Championship");
  xq_game_model_set_tag (game, "Red", "Red Player");
  xq_game_model_set_tag (game, "Black", "Black Player");
  pdf = xq_ruling_report_pdf (game, XQ_PROFILE_CXA, "traditional", XQ_LANG_ZH_CN);
  data = g_bytes_get_data (pdf, &size);
  g_assert_cmpuint (size, >, 10000);
  g_assert_true (g_str_has_prefix (data, "%PDF-"));
  g_assert_true (g_file_set_contents (path, data, size, NULL));
  /* Two pages: Red must change, and the way out does not fit beside the signatures */
  g_assert_true (contains (data, size, "/Count 2\n"));
  g_test_message ("report written to %s", path);

  /* For a zh_TW arbiter the Chinese half is in traditional characters: another text, as long */
  {
    g_autoptr (GBytes) tw = xq_ruling_report_pdf (game, XQ_PROFILE_CXA, "traditional", XQ_LANG_ZH_TW);
    g_autofree char   *tw_path = g_test_build_filename (G_TEST_BUILT, "ruling-report-zh_TW.pdf", NULL);
    gsize              tw_size;
    const char        *tw_data = g_bytes_get_data (tw, &tw_size);

    g_assert_true (contains (tw_data, tw_size, "/Count 2\n"));
    g_assert_false (g_bytes_equal (pdf, tw));
    g_assert_true (g_file_set_contents (tw_path, tw_data, tw_size, NULL));
  }
  g_assert_finalize_object (game);

  /* Where nobody must change (Red 一杀一闲 — 车八平六 would mate — against idle moves, CXA 25.2
   * and 26.2) there is no way out; what is left is the verdict, and the arbiter signs under it:
   * the signature lines never stand alone on a page of their own. */
  game = game_from ("3k4r/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", "a1b1 i9i8 b1a1 i8i9");
  {
    g_autoptr (GBytes) drawn = xq_ruling_report_pdf (game, XQ_PROFILE_CXA, "traditional", XQ_LANG_ZH_TW);
    g_autofree char   *drawn_path = g_test_build_filename (G_TEST_BUILT, "ruling-report-drawn.pdf", NULL);
    gsize              drawn_size;
    const char        *drawn_data = g_bytes_get_data (drawn, &drawn_size);

    g_assert_false (contains (drawn_data, drawn_size, "How to change"));
    g_assert_true (g_file_set_contents (drawn_path, drawn_data, drawn_size, NULL));
    assert_signed_under_verdict (drawn_path);
  }
  g_assert_finalize_object (game);
}

/* A long cycle whose side must change (二捉, CXA 28.12): the way out goes on to a second page,
 * the signatures with it. */
static void
test_ruling_report_two_pages (void)
{
  XqGameModel       *game = game_from ("4k4/9/9/9/C8/9/pp5pp/4B4/9/r1BAKA2r w - - 0 1",
                                       "a5i5 i0h0 i5a5 a0b0 a5h5 h0i0 h5b5 b0a0 b5i5 i0h0 i5a5");
  g_autoptr (GBytes) pdf = xq_ruling_report_pdf (game, XQ_PROFILE_CXA, "traditional", XQ_LANG_ZH_CN);
  g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "ruling-report-long.pdf", NULL);
  gsize              size;
  const char        *data = g_bytes_get_data (pdf, &size);

  g_assert_true (g_file_set_contents (path, data, size, NULL));
  g_assert_true (contains (data, size, "/Count 2\n"));
  g_test_message ("report written to %s", path);
  g_assert_finalize_object (game);
}

/* A real game (Hu Ronghua vs Xu Yinchuan, 2004; the library's real-hu-1022): Black must change
 * after move 12. The cycle's evidence fills the first page; the way out does not fit beside the
 * signatures and starts the second, the signatures under it. */
static void
test_ruling_report_real_game (void)
{
  XqGameModel       *game = game_from (XQ_START_FEN, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2c2 a9b9 a0b0 h7h3 b0b6 "
                                                           "b7a7 b6c6 b9b7 c6c4 c7b5 c4b4 b5d6 b4d4 d6b5 d4b4");
  g_autoptr (GBytes) pdf = NULL;
  g_autofree char   *path = g_test_build_filename (G_TEST_BUILT, "ruling-report-real.pdf", NULL);
  gsize              size;
  const char        *data;

  xq_game_model_set_tag (game, "Event", "China National Xiangqi League 2004");
  xq_game_model_set_tag (game, "Red", "HU RongHua");
  xq_game_model_set_tag (game, "Black", "XU YinChuan");
  pdf = xq_ruling_report_pdf (game, XQ_PROFILE_CXA, "traditional", XQ_LANG_ZH_CN);
  data = g_bytes_get_data (pdf, &size);
  g_assert_true (g_file_set_contents (path, data, size, NULL));
  g_assert_true (contains (data, size, "/Count 2\n"));
  g_test_message ("report written to %s", path);
  g_assert_finalize_object (game);
}

static cairo_status_t
append (void                *closure,
        const unsigned char *bytes,
        unsigned int         length)
{
  g_byte_array_append (closure, bytes, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
test_board_svg (void)
{
  g_autoptr (GByteArray) svg = g_byte_array_new ();
  g_autoptr (GArray)     marks = xq_marks_new ();
  XqBoardPalette         palette;
  XqPosition             pos;
  cairo_surface_t       *surface = cairo_svg_surface_create_for_stream (append, svg, 495, 545);
  cairo_t               *cr = cairo_create (surface);

  xq_position_init_start (&pos);
  xq_marks_add (marks, XQ_MARK_ATTACK, xq_square_make (1, 2), xq_square_make (1, 9));
  xq_board_palette_init (&palette, FALSE);
  xq_board_render (cr, 495, 545, &pos, XQ_MOVE_NONE, marks, xq_piece_set_lookup ("traditional", NULL), FALSE,
                   XQ_BOARD_COORDINATES_TRADITIONAL, &palette);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_assert_cmpuint (svg->len, >, 10000);
  g_assert_true (contains ((const char *) svg->data, svg->len, "<svg"));
}

int
main (int    argc,
      char **argv)
{
  xq_test_init (&argc, &argv);

  g_test_add_func ("/xq/widgets/export/ruling-report", test_ruling_report);
  g_test_add_func ("/xq/widgets/export/ruling-report-two-pages", test_ruling_report_two_pages);
  g_test_add_func ("/xq/widgets/export/ruling-report-real-game", test_ruling_report_real_game);
  g_test_add_func ("/xq/widgets/export/board-svg", test_board_svg);

  return g_test_run ();
}
