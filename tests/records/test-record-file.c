/* test-record-file.c: opening any game file: format detection, errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "records-test.h"

static XqRecordFile *
open_text (const char *text,
           gsize       len,
           GError    **error)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, len);

  return xq_record_file_new (bytes, error);
}

static void
test_formats (void)
{
  g_autoptr (GBytes)       xqf = records_test_data ("sample.xqf");
  g_autoptr (GBytes)       pgn = records_test_data ("sample-gbk.pgn");
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqRecordFile) xqf_file = xq_record_file_new (xqf, &error);
  g_autoptr (XqRecordFile) pgn_file = NULL;
  g_autoptr (XqRecordFile) fen_file = NULL;
  g_autoptr (XqRecordFile) copy = NULL;
  g_autoptr (XqGame)       game = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (xq_record_file_get_format (xqf_file), ==, XQ_RECORD_FORMAT_XQF);
  g_assert_cmpuint (xq_record_file_get_n_games (xqf_file), ==, 1);
  g_assert_cmpstr (xq_record_file_get_tag (xqf_file, 0, "Black"), ==, "聂卫平");
  g_assert_null (xq_record_file_get_index (xqf_file));
  game = xq_record_file_load_game (xqf_file, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 75);

  pgn_file = xq_record_file_new (pgn, &error);
  g_assert_no_error (error);
  g_assert_cmpint (xq_record_file_get_format (pgn_file), ==, XQ_RECORD_FORMAT_PGN);
  g_assert_cmpstr (xq_record_file_get_tag (pgn_file, 0, "Black"), ==, "聂卫平");
  g_assert_nonnull (xq_record_file_get_index (pgn_file));
  g_assert_cmpint (xq_record_file_get_line (pgn_file, 0), ==, 1);

  fen_file = open_text (XQ_START_FEN " moves h2e2", strlen (XQ_START_FEN) + 11, &error);
  g_assert_no_error (error);
  g_assert_cmpint (xq_record_file_get_format (fen_file), ==, XQ_RECORD_FORMAT_FEN);
  copy = xq_record_file_copy (fen_file);
  g_clear_pointer (&game, xq_game_free);
  game = xq_record_file_load_game (copy, 0, NULL, &error);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 1);
  g_assert_cmpstr (xq_record_format_to_string (XQ_RECORD_FORMAT_FEN), ==, "fen");
}

static void
test_errors (void)
{
  static const guint8      binary[] = { 0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0 };
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqRecordFile) file = open_text ((const char *) binary, sizeof binary, &error);

  g_assert_null (file);
  records_test_assert_error (error, XQ_RECORD_ERROR_UNKNOWN_FORMAT, "binary data", NULL);
  g_clear_error (&error);
  file = open_text ("", 0, &error);
  records_test_assert_error (error, XQ_RECORD_ERROR_NO_GAME, "no game", NULL);
  g_clear_error (&error);
  {
    /* No bytes at all, held as a NULL pointer (fuzz-text-formats: crashes/empty-file-null-data) */
    g_autoptr (GBytes)       none = g_bytes_new (NULL, 0);
    g_autoptr (XqRecordFile) empty = xq_record_file_new (none, &error);

    g_assert_null (g_bytes_get_data (none, NULL));
    g_assert_null (empty);
    records_test_assert_error (error, XQ_RECORD_ERROR_NO_GAME, "no game", NULL);
    g_clear_error (&error);
  }
  file = open_text ("XQ\x0a", 3, &error);
  records_test_assert_error (error, XQ_RECORD_ERROR_DAMAGED, "Byte offset 3 (0x3)", NULL);
  g_clear_error (&error);
  file = xq_record_file_new_for_path ("/nonexistent/game.pgn", &error);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/record-file/formats", test_formats);
  g_test_add_func ("/xq/records/record-file/errors", test_errors);
  return g_test_run ();
}
