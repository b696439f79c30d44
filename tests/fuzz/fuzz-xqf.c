/* fuzz-xqf.c: XQF reader; a game read must survive a PGN write and read unchanged
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (XqGame) game = xq_xqf_read (data, size, NULL, &error);

  if (game == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  fuzz_check_pgn_round_trip (game, XQ_NOTATION_ICCS);
  fuzz_check_xqf_round_trip (game);
  return 0;
}
