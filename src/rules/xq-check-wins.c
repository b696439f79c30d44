/* xq-check-wins.c: material won through consecutive checks (CXA 29.1 通过连续将军得子)
 *
 * After a check, a piece is won when, whatever the defender answers, the attacker can take it with
 * gain at once, or give another check after which the same holds, within a number of checks (the
 * search of xq-mate.c with the piece as its goal). A check that mates, at once or by force, is a
 * mate and wins no piece as a 抽 (it belongs to 将 and 杀).
 *
 * Most pieces are settled without a search: after a reply that leaves the attacker no check, only
 * a capture at once can win a piece, so a piece not won so after such a reply is not won at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-check-wins"

#include "config.h"

#include "xq-check-wins.h"

#include "xq-material.h"
#include "xq-movegen.h"

typedef struct
{
  const XqThreatOptions *opts;
  gboolean               poison;
} WonData;

static gboolean
piece_won (XqPosition *pos,
           XqSquare    sq,
           int         balance,
           int         pieces,
           int         crossed,
           XqMove     *capture,
           gpointer    data)
{
  const WonData *d = data;

  return xq_threats_piece_is_won (pos, d->opts, sq, balance, pieces, crossed, d->poison, capture);
}

/* What the answers to the question depend on besides the position. */
static guint
won_salt (const WonData *d)
{
  return (guint) d->opts->profile * 64u + (guint) d->opts->poison_checks * 2u + (d->poison ? 1u : 0u);
}

/* The pieces of @among not already lost to a capture at once after each reply that leaves the
 * attacker no check: the others cannot be won (where they stand before the reply). */
static XqBitboard
survivors (XqPosition    *pos,
           const WonData *d,
           XqBitboard     among,
           int            more_checks)
{
  XqMoveList replies, checks;

  xq_generate_evasions (pos, &replies);
  for (guint r = 0; r < replies.n && among; r++)
    {
      XqMove     m = replies.moves[r];
      XqSquare   from = xq_move_from (m), to = xq_move_to (m);
      XqPiece    taken = pos->board[to];
      int        lost = taken ? xq_piece_value (taken) : 0;
      int        pieces = taken && xq_piece_kind (taken) != XQ_PAWN ? -lost : 0;
      int        crossed = taken && xq_piece_kind (taken) == XQ_PAWN && xq_pawn_has_crossed (taken, to) ? -1 : 0;
      XqBitboard left = among, kept = 0;
      XqUndo     undo;

      xq_position_make (pos, m, &undo);
      if (more_checks > 0)
        xq_generate_checks (pos, &checks);
      if (more_checks <= 0 || checks.n == 0)
        {
          while (left)
            {
              XqSquare sq = xq_bb_pop (&left);
              XqSquare now = sq == from ? to : sq; /* a piece that answered the check is won where it went */
              if (xq_threats_piece_is_won (pos, d->opts, now, -lost, pieces, crossed, d->poison, NULL))
                kept |= xq_bb_square (sq);
            }
          among = kept;
        }
      xq_position_unmake (pos, m, &undo);
    }
  return among;
}

XqBitboard
xq_check_wins (XqPosition            *pos,
               const XqThreatOptions *opts,
               XqBitboard             among,
               int                    more_checks,
               gboolean               poison)
{
  WonData    d = { opts, poison };
  XqBitboard left;

  if (among == 0 || !xq_has_evasion (pos))
    return 0; /* nothing asked, or a mate: not a 抽 */
  /* One search for all of them first: when no line wins any, none is won (often answered at once
   * when the check was found to win something, xq_check_wins_any()). A forced mate is a mate, not a
   * 抽 (its lines win every piece). Then, of the pieces not settled by the replies that leave no
   * check, which: all in one search. */
  if (!xq_checks_win_piece (pos, among, more_checks, piece_won, &d, won_salt (&d), NULL, NULL) ||
      (more_checks > 0 && xq_mated_by_checks (pos, more_checks)))
    return 0;
  left = survivors (pos, &d, among, more_checks);
  if (left == 0)
    return 0;
  if ((left & (left - 1)) == 0)
    return left;
  return xq_checks_win_set (pos, left, more_checks, piece_won, &d, won_salt (&d));
}

gboolean
xq_check_wins_any (XqPosition            *pos,
                   const XqThreatOptions *opts,
                   XqBitboard             among,
                   int                    max_checks,
                   const XqMoveList      *skip,
                   gboolean               poison,
                   XqMove                *first,
                   XqMoveList            *all_first,
                   gboolean              *exhausted)
{
  WonData d = { opts, poison };

  return xq_checks_win_any (pos, among, max_checks, skip, piece_won, &d, won_salt (&d), first, all_first, exhausted);
}

guint
xq_check_win_line (XqPosition            *pos,
                   const XqThreatOptions *opts,
                   XqSquare               target,
                   int                    more_checks,
                   XqMove                *line)
{
  WonData d = { opts, xq_threats_poison_applies (opts) };
  guint   n = 0;

  if (!xq_checks_win_piece (pos, xq_bb_square (target), more_checks, piece_won, &d, won_salt (&d), line, &n))
    return 0;
  return n;
}
