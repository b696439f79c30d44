/* cycle-gen.c: repetition cycles made up for tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cycle-gen.h"

#include <string.h>

static const char *const advisor_points[] = { "d0", "f0", "e1", "d2", "f2" };
static const char *const elephant_points[] = { "c0", "g0", "a2", "e2", "i2", "c4", "g4" };

/* @sq seen from Red (@color red) or mirrored for Black. */
static XqSquare
square_for (XqColor     color,
            const char *name)
{
  int file = name[0] - 'a', rank = name[1] - '0';

  return xq_square_make (file, color == XQ_RED ? rank : XQ_RANKS - 1 - rank);
}

static gboolean
put_random (GRand      *rand,
            XqPosition *pos,
            XqColor     color,
            XqKind      kind)
{
  for (int tries = 0; tries < 20; tries++)
    {
      XqSquare sq;

      switch (kind)
        {
        case XQ_ADVISOR:
          sq = square_for (color, advisor_points[g_rand_int_range (rand, 0, G_N_ELEMENTS (advisor_points))]);
          break;
        case XQ_ELEPHANT:
          sq = square_for (color, elephant_points[g_rand_int_range (rand, 0, G_N_ELEMENTS (elephant_points))]);
          break;
          case XQ_PAWN: {
            /* uncrossed on its files of ranks 3–4, or anywhere across the river */
            int rank = g_rand_int_range (rand, 3, XQ_RANKS);
            int file = g_rand_int_range (rand, 0, XQ_FILES);
            if (rank < 5)
              file -= file % 2;
            sq = xq_square_make (file, color == XQ_RED ? rank : XQ_RANKS - 1 - rank);
            break;
          }
        case XQ_ROOK:
        case XQ_HORSE:
        case XQ_CANNON:
        default:
          sq = (XqSquare) g_rand_int_range (rand, 0, XQ_SQUARES);
          break;
        }
      if (xq_position_get (pos, sq) == XQ_NO_PIECE)
        {
          xq_position_put (pos, sq, xq_piece_make (color, kind));
          return TRUE;
        }
    }
  return FALSE;
}

void
cycle_gen_position (GRand      *rand,
                    XqPosition *out,
                    guint       max_pieces)
{
  static const XqKind kinds[] = { XQ_ROOK, XQ_ROOK, XQ_HORSE, XQ_HORSE, XQ_CANNON, XQ_CANNON,
                                  XQ_ADVISOR, XQ_ADVISOR, XQ_ELEPHANT, XQ_ELEPHANT, XQ_PAWN, XQ_PAWN, XQ_PAWN };

  for (;;)
    {
      XqPosition        pos;
      XqPositionProblem problem;
      g_autofree char  *fen = NULL;
      XqMoveList        legal;

      xq_position_init_empty (&pos);
      xq_position_put (&pos, xq_square_make (g_rand_int_range (rand, 3, 6), g_rand_int_range (rand, 0, 3)), xq_piece_make (XQ_RED, XQ_KING));
      xq_position_put (&pos, xq_square_make (g_rand_int_range (rand, 3, 6), g_rand_int_range (rand, 7, 10)), xq_piece_make (XQ_BLACK, XQ_KING));
      for (int c = 0; c < XQ_N_COLORS; c++)
        {
          guint n = (guint) g_rand_int_range (rand, 1, (gint32) max_pieces + 1);
          guint used[G_N_ELEMENTS (kinds)] = { 0 };

          for (guint i = 0; i < n; i++)
            {
              guint k = (guint) g_rand_int_range (rand, 0, G_N_ELEMENTS (kinds));
              if (used[k]++)
                continue;
              put_random (rand, &pos, (XqColor) c, kinds[k]);
            }
        }
      xq_position_set_side (&pos, XQ_RED);
      /* Through FEN: the set-up checks (generals facing, the side not to move in check, counts) */
      fen = xq_position_to_fen (&pos);
      if (!xq_position_from_fen (out, fen, &problem))
        continue;
      if (xq_position_in_check (out))
        continue;
      xq_generate_legal (out, &legal);
      if (legal.n > 0)
        return;
    }
}

/* Can @m in @pos be played back later (no capture, not a pawn's step forward)? */
static gboolean
reversible (const XqPosition *pos,
            XqMove            m)
{
  XqSquare from = xq_move_from (m), to = xq_move_to (m);

  if (xq_position_get (pos, to) != XQ_NO_PIECE)
    return FALSE;
  if (xq_piece_kind (xq_position_get (pos, from)) == XQ_PAWN && xq_square_rank (from) != xq_square_rank (to))
    return FALSE;
  return TRUE;
}

/* The reversible moves of the side to move, the attacking ones first when @attacks (returns how
 * many attack). */
static guint
candidates (const XqPosition        *pos,
            const XqAnalysisOptions *opts,
            gboolean                 attacks,
            XqMoveList              *out)
{
  XqMoveList legal, quiet;
  guint      n_attacks = 0;

  xq_generate_legal ((XqPosition *) pos, &legal);
  xq_move_list_clear (out);
  xq_move_list_clear (&quiet);
  for (guint i = 0; i < legal.n; i++)
    {
      XqMove         m = legal.moves[i];
      XqPosition     copy = *pos;
      XqMoveAnalysis a;

      if (!reversible (pos, m))
        continue;
      if (!attacks)
        {
          xq_move_list_add (out, m);
          continue;
        }
      xq_analyse_move (&copy, m, opts, &a);
      if (a.heaviest != XQ_NATURE_IDLE)
        {
          xq_move_list_add (out, m);
          n_attacks++;
        }
      else
        xq_move_list_add (&quiet, m);
    }
  for (guint i = 0; i < quiet.n; i++)
    xq_move_list_add (out, quiet.moves[i]);
  return n_attacks;
}

static XqMove
pick (GRand            *rand,
      const XqMoveList *list,
      guint             n_attacks,
      gboolean          prefer_attack)
{
  if (list->n == 0)
    return XQ_MOVE_NONE;
  if (prefer_attack && n_attacks > 0)
    return list->moves[g_rand_int_range (rand, 0, (gint32) n_attacks)];
  return list->moves[g_rand_int_range (rand, 0, (gint32) list->n)];
}

gboolean
cycle_gen_loop (GRand                   *rand,
                const XqPosition        *pos,
                const XqAnalysisOptions *opts,
                gboolean                 attacks,
                XqMove                   loop[4])
{
  for (int tries = 0; tries < 8; tries++)
    {
      XqPosition p = *pos;
      XqMoveList list;
      XqUndo     undo;
      guint      n_attacks;

      n_attacks = candidates (&p, opts, attacks, &list);
      loop[0] = pick (rand, &list, n_attacks, attacks);
      if (loop[0] == XQ_MOVE_NONE)
        return FALSE;
      xq_position_make (&p, loop[0], &undo);
      n_attacks = candidates (&p, opts, attacks, &list);
      loop[1] = pick (rand, &list, n_attacks, attacks && g_rand_boolean (rand));
      if (loop[1] == XQ_MOVE_NONE)
        continue;
      xq_position_make (&p, loop[1], &undo);
      loop[2] = xq_move_make (xq_move_to (loop[0]), xq_move_from (loop[0]));
      if (!xq_position_is_legal (&p, loop[2]))
        continue;
      xq_position_make (&p, loop[2], &undo);
      loop[3] = xq_move_make (xq_move_to (loop[1]), xq_move_from (loop[1]));
      if (!xq_position_is_legal (&p, loop[3]))
        continue;
      xq_position_make (&p, loop[3], &undo);
      if (xq_position_same (&p, pos))
        return TRUE;
    }
  return FALSE;
}

gboolean
cycle_gen_game (GRand                   *rand,
                const XqPosition        *pos,
                const XqAnalysisOptions *opts,
                const char              *pattern,
                GArray                  *moves)
{
  XqMove loops[26][4];
  guint  made = 0;

  for (const char *p = pattern; *p; p++)
    {
      guint k = (guint) (*p - 'A');

      g_return_val_if_fail (k < G_N_ELEMENTS (loops), FALSE);
      while (made <= k)
        {
          if (!cycle_gen_loop (rand, pos, opts, TRUE, loops[made]))
            return FALSE;
          /* a new letter is a different loop */
          for (guint j = 0; j < made; j++)
            if (memcmp (loops[j], loops[made], sizeof loops[made]) == 0)
              return FALSE;
          made++;
        }
      g_array_append_vals (moves, loops[k], 4);
    }
  return TRUE;
}
