/* fuzz-pgn.c: PGN index and reader; every game read must survive a write and read unchanged, in
 * ICCS and in SAN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fuzz-common.h"

#define MAX_GAMES 64

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GBytes)     bytes = g_bytes_new (data, size);
  g_autoptr (XqPgnIndex) index = xq_pgn_index_new (bytes);
  guint                  n = xq_pgn_index_get_n_games (index);

  for (guint i = 0; i < n && i < MAX_GAMES; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (XqGame) game = xq_pgn_index_load_game (index, i, NULL, &error);

      for (guint t = 0; t < xq_pgn_index_get_n_tags (index, i); t++)
        g_assert_true (g_utf8_validate (xq_pgn_index_get_tag_value (index, i, t), -1, NULL));
      if (game == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          continue;
        }
      fuzz_check_pgn_round_trip (game, XQ_NOTATION_ICCS);
      fuzz_check_pgn_round_trip (game, i % 2 == 0 ? XQ_NOTATION_SAN_WINBOARD : XQ_NOTATION_SAN);
    }
  return 0;
}
