/* xq-game-review.c: reviewing the main line of a game record for rulings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-game-review"

#include "config.h"

#include "xq-game-review.h"

#include <stdlib.h>

#include "xq-record-error.h"

GArray *
xq_game_dup_main_line (const XqGame *game)
{
  GArray *moves;

  g_return_val_if_fail (game != NULL, NULL);

  moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  for (XqGameNode *n = xq_game_node_get_next (xq_game_get_root (game)); n != NULL; n = xq_game_node_get_next (n))
    {
      XqMove move = xq_game_node_get_move (n);
      g_array_append_val (moves, move);
    }
  return moves;
}

static gboolean
is_blank (const char *text)
{
  if (text == NULL)
    return TRUE;
  for (; *text != '\0'; text++)
    if (!g_ascii_isspace (*text))
      return FALSE;
  return TRUE;
}

/* A whole number of at most 4 digits, spaces around allowed. */
static gboolean
read_count (const char *text,
            guint      *out)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  guint64          value;

  if (*copy == '\0' || strlen (copy) > 4 || !g_ascii_string_to_unsigned (copy, 10, 0, 9999, &value, NULL))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

gboolean
xq_game_judge_options (const XqGame   *game,
                       XqProfile       profile,
                       XqJudgeOptions *opts,
                       GError        **error)
{
  const char *limit, *from;
  guint       moves = 0, ply = 0, n_plies = 0;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (opts != NULL, FALSE);

  xq_judge_options_init (opts, profile);
  limit = xq_game_get_tag (game, XQ_MOVE_LIMIT_TAG);
  from = xq_game_get_tag (game, XQ_MOVE_LIMIT_FROM_TAG);
  if (is_blank (limit))
    return TRUE;
  if (!read_count (limit, &moves))
    {
      g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_SYNTAX,
                   "tag %s \"%s\" is not a number of moves; no move limit applied", XQ_MOVE_LIMIT_TAG, limit);
      return FALSE;
    }
  for (XqGameNode *n = xq_game_node_get_next (xq_game_get_root (game)); n != NULL; n = xq_game_node_get_next (n))
    n_plies++;
  if (!is_blank (from) && (!read_count (from, &ply) || ply > n_plies))
    {
      g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_SYNTAX,
                   "tag %s \"%s\" is not a ply of the game (0 to %u); no move limit applied", XQ_MOVE_LIMIT_FROM_TAG, from,
                   n_plies);
      return FALSE;
    }
  opts->move_limit = moves;
  opts->move_limit_from = ply;
  return TRUE;
}

guint
xq_game_review (const XqGame         *game,
                const XqJudgeOptions *opts,
                GArray               *findings)
{
  g_autoptr (GArray) moves = NULL;

  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (opts != NULL, 0);
  g_return_val_if_fail (findings != NULL, 0);

  moves = xq_game_dup_main_line (game);
  return xq_review_game (xq_game_get_start (game), (const XqMove *) moves->data, moves->len, opts, findings);
}
