/* fuzz-fen.c: FEN positions and FEN files (a FEN and moves)
 *
 * A FEN that reads must write and read back to the same position; a FEN file that reads must
 * write (start FEN and main line) and read back to the same main line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char   *text = g_strndup ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (XqGame) game = NULL;
  XqPosition         pos, again;
  XqPositionProblem  problem;

  /* The engine's FEN reader on the text as it is (up to a NUL). */
  if (xq_position_from_fen (&pos, text, &problem))
    {
      g_autofree char *fen = xq_position_to_fen (&pos);
      if (!xq_position_from_fen (&again, fen, NULL) || !xq_position_same (&pos, &again) || !xq_position_is_valid (&pos))
        abort ();
    }

  if (!g_utf8_validate (text, -1, NULL))
    return 0;
  game = xq_fen_file_read (text, -1, &error);
  if (game == NULL)
    {
      g_assert_nonnull (error);
      return 0;
    }
  {
    g_autofree char   *written = xq_fen_file_write (game, XQ_NOTATION_ICCS);
    g_autoptr (GError) error2 = NULL;
    g_autoptr (XqGame) back = xq_fen_file_read (written, -1, &error2);
    XqGameNode        *a, *b;

    if (back == NULL || !xq_position_same (xq_game_get_start (game), xq_game_get_start (back)))
      abort ();
    for (a = xq_game_node_get_next (xq_game_get_root (game)), b = xq_game_node_get_next (xq_game_get_root (back));
         a != NULL && b != NULL; a = xq_game_node_get_next (a), b = xq_game_node_get_next (b))
      if (xq_game_node_get_move (a) != xq_game_node_get_move (b))
        abort ();
    if (a != NULL || b != NULL)
      abort ();
  }
  return 0;
}
