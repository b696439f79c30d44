/* fuzz-ccbridge.c: the CBR and CBL readers (象棋桥's binary records and libraries)
 *
 * The input's first byte chooses the container (bit 0: a library of two slots holding the
 * record, with a heading before them) and the board (bit 1: the standard start instead of the
 * input's 90 bytes); the rest fills the board and the moves of a record whose header is the
 * magic and zeros. Both readings must keep their promises (fuzz_check_lenient()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "xq-ccbridge.h"

#define BOARD 2120
#define SLOT  4096

static const guint8 start_board[90] = {
  0x21,
  0x22,
  0x23,
  0x24,
  0x25,
  0x24,
  0x23,
  0x22,
  0x21,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0x26,
  0,
  0,
  0,
  0,
  0,
  0x26,
  0,
  0x27,
  0,
  0x27,
  0,
  0x27,
  0,
  0x27,
  0,
  0x27,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0x17,
  0,
  0x17,
  0,
  0x17,
  0,
  0x17,
  0,
  0x17,
  0,
  0x16,
  0,
  0,
  0,
  0,
  0,
  0x16,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0x11,
  0x12,
  0x13,
  0x14,
  0x15,
  0x14,
  0x13,
  0x12,
  0x11,
};

static GByteArray *
make_record (const guint8 *data,
             size_t        size,
             gboolean      standard)
{
  GByteArray *r = g_byte_array_new ();
  gsize       at = 0;

  g_byte_array_set_size (r, XQ_CBR_HEADER_SIZE);
  memset (r->data, 0, XQ_CBR_HEADER_SIZE);
  memcpy (r->data, "CCBridge Record", 16);
  if (standard)
    memcpy (r->data + BOARD, start_board, 90);
  else
    {
      at = MIN (size, 90);
      memcpy (r->data + BOARD, data, at);
    }
  g_byte_array_append (r, data + at, (guint) (size - at));
  return r;
}

static GBytes *
make_library (GByteArray *record)
{
  GByteArray *lib = g_byte_array_new ();
  gsize       first = 576 + 792;

  g_byte_array_set_size (lib, (guint) (first + 3 * SLOT + record->len));
  memset (lib->data, 0, lib->len);
  memcpy (lib->data, "CCBridgeLibrary", 16);
  lib->data[60] = 1; /* one index slot */
  /* A heading (empty board, no moves), then the record twice. */
  memcpy (lib->data + first, "CCBridge Record", 16);
  lib->data[first + XQ_CBR_HEADER_SIZE] = 1;
  memcpy (lib->data + first + SLOT, record->data, MIN (record->len, SLOT));
  memcpy (lib->data + first + 2 * SLOT, record->data, record->len);
  g_byte_array_set_size (lib, (guint) (first + 2 * SLOT + record->len));
  return g_byte_array_free_to_bytes (lib);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GByteArray)   record = NULL;
  g_autoptr (GBytes)       bytes = NULL;
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (GError)       error = NULL;
  guint8                   mode;

  if (size == 0)
    return 0;
  mode = data[0];
  record = make_record (data + 1, size - 1, (mode & 2) != 0);
  bytes = (mode & 1) ? make_library (record) : g_bytes_new (record->data, record->len);
  file = xq_record_file_new (bytes, &error);
  if (file == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  for (guint i = 0; i < xq_record_file_get_n_games (file); i++)
    {
      g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();
      g_autoptr (GError)    lenient_error = NULL;
      g_autoptr (GError)    strict_error = NULL;
      g_autoptr (XqGame)    lenient = xq_record_file_load_game (file, i, warnings, &lenient_error);
      g_autoptr (XqGame)    strict = xq_record_file_load_game (file, i, NULL, &strict_error);
      fuzz_check_lenient (lenient, strict, warnings);
    }
  return 0;
}
