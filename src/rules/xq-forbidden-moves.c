/* xq-forbidden-moves.c: the moves that would repeat a cycle their side must change
 *
 * An engine that is shown a position without its history recommends the move it likes best,
 * even one that plays a forbidden cycle on (长将, 长捉, … CXA 24–26, AXF, seed 000). What the
 * rules say of a move is found as "How to Change…" finds it for the side that must change
 * (xq-alternatives.c, XQ_WAY_EARLIER_POSITION): only a move that comes back to a position of
 * the game since the last capture, with the same side to move, can close a cycle, and for those
 * (rare) moves xq_judge() rules on the game with the move added.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-forbidden-moves"

#include "config.h"

#include "xq-forbidden-moves.h"

#include <string.h>

#include "xq-movegen.h"

/* The game, its positions (hist[p] after ply p) and room for one move more. */
typedef struct
{
  const XqPosition *start;
  XqPosition       *hist;
  XqMove           *line;
  guint             n;
  guint             last_capture; /* the ply of the last capture (0: none) */
} Game;

static void
game_init (Game             *g,
           const XqPosition *start,
           const XqMove     *moves,
           guint             n)
{
  g->start = start;
  g->n = n;
  g->hist = g_new (XqPosition, n + 1);
  g->line = g_new (XqMove, n + 1);
  if (n > 0)
    memcpy (g->line, moves, n * sizeof *moves);
  g->last_capture = 0;
  g->hist[0] = *start;
  for (guint i = 0; i < n; i++)
    {
      XqUndo undo;

      g->hist[i + 1] = g->hist[i];
      xq_position_make (&g->hist[i + 1], moves[i], &undo);
      if (undo.captured != XQ_NO_PIECE)
        g->last_capture = i + 1;
    }
}

static void
game_clear (Game *g)
{
  g_free (g->hist);
  g_free (g->line);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Game, game_clear)

/* A cycle needs two moves of each side since the last capture. */
static gboolean
game_can_repeat (const Game *g)
{
  return g->n >= g->last_capture + 3;
}

/* Judges @move after the game. */
static gboolean
judge_move (Game                 *g,
            const XqJudgeOptions *opts,
            XqMove                move,
            XqForbiddenMove      *out)
{
  const XqPosition *hist = g->hist;
  guint             n = g->n;
  XqPosition        after = hist[n];
  XqUndo            undo;
  gint              earlier = -1;
  XqColor           mover = xq_position_side (&hist[n]);
  XqRuling          ruling;

  xq_position_make (&after, move, &undo);
  if (undo.captured != XQ_NO_PIECE || xq_position_state (&after) != XQ_STATE_PLAYING)
    return FALSE;
  for (gint k = (gint) n - 1; k >= (gint) g->last_capture && earlier < 0; k -= 2)
    if (hist[k].key == after.key && xq_position_same (&hist[k], &after))
      earlier = k;
  if (earlier < 0)
    return FALSE;
  g->line[n] = move;
  xq_judge (g->start, g->line, n + 1, opts, &ruling, NULL);
  if (!ruling.has_cycle || !ruling.must_change_set || ruling.must_change != mover)
    return FALSE;
  if (out != NULL)
    {
      out->move = move;
      out->earlier_ply = (guint) earlier;
      out->ruling = ruling;
    }
  return TRUE;
}

guint
xq_forbidden_moves (const XqPosition     *start,
                    const XqMove         *moves,
                    guint                 n,
                    const XqJudgeOptions *opts,
                    GArray               *out)
{
  g_auto (Game) g = { NULL };
  XqMoveList    legal;
  XqPosition    pos;
  guint         found = 0;

  g_return_val_if_fail (start != NULL && opts != NULL && out != NULL, 0);
  g_return_val_if_fail (moves != NULL || n == 0, 0);

  game_init (&g, start, moves, n);
  if (!game_can_repeat (&g))
    return 0;
  pos = g.hist[n];
  xq_generate_legal (&pos, &legal);
  for (guint i = 0; i < legal.n; i++)
    {
      XqForbiddenMove f;

      if (judge_move (&g, opts, legal.moves[i], &f))
        {
          g_array_append_val (out, f);
          found++;
        }
    }
  return found;
}

gboolean
xq_move_is_forbidden (const XqPosition     *start,
                      const XqMove         *moves,
                      guint                 n,
                      const XqJudgeOptions *opts,
                      XqMove                move,
                      XqForbiddenMove      *out)
{
  g_auto (Game) g = { NULL };

  g_return_val_if_fail (start != NULL && opts != NULL, FALSE);
  g_return_val_if_fail (moves != NULL || n == 0, FALSE);

  game_init (&g, start, moves, n);
  if (!game_can_repeat (&g) || !xq_position_is_legal (&g.hist[n], move))
    return FALSE;
  return judge_move (&g, opts, move, out);
}
