/* fuzz-text-formats.c: the readers of text records: CBF (象棋桥's XML), DhtmlXQ, PGN, position lists
 * and WXF read leniently through XqRecordFile
 *
 * The input's first byte chooses the frame: 0 the text as it is, 1 inside a CBF document's
 * <MoveList>, 2 inside a [DhtmlXQ] block after a standard binit, 3 after PGN tags, 4 after the
 * first line of a position list (EPD), 5 after a WXF file's header. Both readings must keep their
 * promises (fuzz_check_lenient()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fuzz-common.h"

static const char *const prefixes[] = {
  "",
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ChineseChessRecord Version=\"1.0\"><Head><FEN>"
  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN></Head><MoveList>"
  "<Move value=\"00-00\"/>",
  "[DhtmlXQ]\n[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]\n",
  "[Event \"x\"]\n[Result \"*\"]\n",
  "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1 ; \xb6\xd4\xc3\xe6\xd0\xa6|\xb9\xef\xad\xb1\xaf\xba\n",
  "FORMAT  WXF\nRED     A ; 1800 ;;\nBLACK   B ; 1700 ;;\n",
};

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GString)      text = NULL;
  g_autoptr (GBytes)       bytes = NULL;
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (GError)       error = NULL;

  if (size == 0)
    return 0;
  text = g_string_new (prefixes[data[0] % G_N_ELEMENTS (prefixes)]);
  g_string_append_len (text, (const char *) data + 1, (gssize) size - 1);
  bytes = g_bytes_new (text->str, text->len);
  file = xq_record_file_new (bytes, &error);
  if (file == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  for (guint i = 0; i < xq_record_file_get_n_games (file) && i < 64; i++)
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
