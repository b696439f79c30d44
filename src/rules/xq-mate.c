/* xq-mate.c: mate at once or by consecutive checks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-mate"

#include "config.h"

#include "xq-mate.h"

#include <string.h>

#include "xq-movegen.h"
#include "xq-tables.h"

/* Where each kind of piece gives check to the general on @k from, for the present occupancy: for
 * pieces that stand off the general's lines and legs, whose move changes no line but at its end. */
typedef struct
{
  XqBitboard lines, legs;
  XqBitboard direct[XQ_N_KINDS];
  gboolean   cannons_on_lines; /* a piece stepping onto such a line may become a cannon's screen */
} CheckSquares;

static void
check_squares (const XqPosition *pos,
               XqColor           us,
               XqSquare          k,
               CheckSquares     *cs)
{
  memset (cs, 0, sizeof *cs);
  for (int d = 0; d < 4; d++)
    {
      XqBitboard ray = xq_tables.rays[k][d], b = ray & pos->occ;
      cs->lines |= ray;
      if (b)
        {
          XqSquare   s1 = xq_ray_nearest (b, (XqDirection) d);
          XqBitboard rest = xq_tables.rays[s1][d], b2 = rest & pos->occ;
          if (b2)
            {
              XqSquare s2 = xq_ray_nearest (b2, (XqDirection) d);
              cs->direct[XQ_CANNON] |= xq_tables.between[s1][s2] | xq_bb_square (s2);
            }
          else
            cs->direct[XQ_CANNON] |= rest;
        }
    }
  for (int i = 0; i < 4; i++)
    if (xq_tables.diagonal[k][i] != XQ_SQUARE_NONE)
      cs->legs |= xq_bb_square (xq_tables.diagonal[k][i]);
  cs->direct[XQ_ROOK] = xq_rook_targets (k, pos->occ, pos->occ_t);
  cs->direct[XQ_HORSE] = xq_horse_attackers_of (k, pos->occ);
  cs->direct[XQ_PAWN] = xq_tables.pawn_attackers[us][k];
  cs->cannons_on_lines = (cs->lines & pos->pieces[xq_piece_make (us, XQ_CANNON)]) != 0;
}

/* The legal answers to a check (xq_generate_legal when not in check), found faster than by testing
 * every move: only the general's moves, moves onto the checker or between it and the general (a
 * horse's leg; for a cannon any empty point between, as a second screen), and moves of the side's
 * own cannon screen can answer a single check. A double check falls back to the full generator.
 * With @first_only, stops at the first answer found. */
static void
evasions (XqPosition *pos,
          XqMoveList *list,
          gboolean    first_only)
{
  XqColor    us = (XqColor) pos->side, them = xq_color_other (us);
  XqSquare   k = pos->king[us];
  XqBitboard checkers, to_ok, from_ok, own;
  XqSquare   c;

  xq_move_list_clear (list);
  checkers = k == XQ_SQUARE_NONE ? 0 : xq_position_attackers (pos, k, them, pos->occ);
  if (checkers == 0 || (checkers & (checkers - 1)) != 0)
    {
      xq_generate_legal (pos, list);
      return;
    }
  c = xq_bb_first (checkers);
  from_ok = xq_bb_square (k);
  to_ok = checkers;
  switch (xq_piece_kind (pos->board[c]))
    {
    case XQ_ROOK:
      to_ok |= xq_tables.between[c][k];
      break;
    case XQ_CANNON:
      to_ok |= xq_tables.between[c][k] & ~pos->occ;
      from_ok |= xq_tables.between[c][k] & pos->by_color[us]; /* the screen, if it is ours */
      break;
      case XQ_HORSE: {
        int      df = xq_square_file (k) - xq_square_file (c), dr = xq_square_rank (k) - xq_square_rank (c);
        XqSquare leg = ABS (df) == 2 ? xq_square_make (xq_square_file (c) + df / 2, xq_square_rank (c))
                                     : xq_square_make (xq_square_file (c), xq_square_rank (c) + dr / 2);
        to_ok |= xq_bb_square (leg);
      }
      break;
    case XQ_PAWN:
    case XQ_KING:
    case XQ_ADVISOR:
    case XQ_ELEPHANT:
    case XQ_NO_KIND:
    default:
      break;
    }

  own = pos->by_color[us];
  while (own)
    {
      XqSquare   from = xq_bb_pop (&own);
      XqBitboard t = xq_position_pseudo_targets (pos, from);
      if (!xq_bb_test (from_ok, from))
        t &= to_ok;
      while (t)
        {
          XqMove m = xq_move_make (from, xq_bb_pop (&t));
          if (xq_position_move_is_safe (pos, m))
            {
              xq_move_list_add (list, m);
              if (first_only)
                return;
            }
        }
    }
}

void
xq_generate_evasions (XqPosition *pos,
                      XqMoveList *list)
{
  evasions (pos, list, FALSE);
}

void
xq_generate_checks (XqPosition *pos,
                    XqMoveList *list)
{
  XqColor      us = (XqColor) pos->side, them = xq_color_other (us);
  XqSquare     k = pos->king[them];
  XqBitboard   own;
  CheckSquares cs;

  xq_move_list_clear (list);
  if (k == XQ_SQUARE_NONE)
    return;
  check_squares (pos, us, k, &cs);
  /* A piece off the general's lines and legs checks only from its direct check points (no test
   * needed but its general's safety), or may become a cannon's screen on a line; a piece on a
   * line or leg may uncover a check wherever it goes: those moves are tested exactly, without
   * being played. */
  own = pos->by_color[us];
  while (own)
    {
      XqSquare   from = xq_bb_pop (&own);
      XqKind     kind = xq_piece_kind (pos->board[from]);
      XqBitboard targets = xq_position_pseudo_targets (pos, from), direct = 0, tested;

      if (xq_bb_test (cs.lines | cs.legs, from))
        tested = targets;
      else
        {
          direct = targets & cs.direct[kind];
          tested = cs.cannons_on_lines ? targets & cs.lines & ~direct : 0;
        }
      while (direct)
        {
          XqMove m = xq_move_make (from, xq_bb_pop (&direct));
          if (xq_position_move_is_safe (pos, m))
            xq_move_list_add (list, m);
        }
      while (tested)
        {
          XqMove m = xq_move_make (from, xq_bb_pop (&tested));
          if (xq_position_move_gives_check (pos, m) && xq_position_move_is_safe (pos, m))
            xq_move_list_add (list, m);
        }
    }
}

/* Answers of mates_within() are a function of the position and the number of checks, asked again
 * and again by the chase rules (the taker mated, 29.4) on positions that recur across the moves of
 * a game. Each thread keeps a small table of them: the Zobrist key with the number of checks
 * folded in, verified in full on a hit. */
#define MATE_CACHE_BITS 13

typedef struct
{
  guint64  key; /* position key ^ checks salt; 0 = empty */
  gboolean mates;
} MateEntry;

static void
mate_cache_free (gpointer data)
{
  g_free (data);
}

static GPrivate mate_cache_key = G_PRIVATE_INIT (mate_cache_free);

static MateEntry *
mate_cache (void)
{
  MateEntry *table = g_private_get (&mate_cache_key);

  if (table == NULL)
    {
      table = g_new0 (MateEntry, 1u << MATE_CACHE_BITS);
      g_private_set (&mate_cache_key, table);
    }
  return table;
}

static inline guint64
mate_cache_tag (const XqPosition *pos,
                int               checks)
{
  /* Distinct odd multipliers per depth; never 0 for a real key in practice. */
  return pos->key ^ ((guint64) checks * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) ^ 1;
}

static gboolean mates_within (XqPosition *pos,
                              int         checks,
                              XqMove     *line,
                              guint       depth);

/* Does the checking move @m mate with at most @checks checks (@m the first), whatever the replies?
 * With @line, the line through the first reply is written from @depth on, shortest first. */
static gboolean
check_mates (XqPosition *pos,
             XqMove      m,
             int         checks,
             XqMove     *line,
             guint       depth)
{
  XqMoveList replies;
  XqUndo     undo;
  gboolean   mates = TRUE;

  xq_position_make (pos, m, &undo);
  if (checks <= 1 && !line)
    {
      /* The last check must leave no reply at all. */
      XqMoveList one;
      evasions (pos, &one, TRUE);
      mates = one.n == 0;
      xq_position_unmake (pos, m, &undo);
      return mates;
    }
  xq_generate_evasions (pos, &replies);
  if (replies.n > 0)
    {
      if (checks <= 1)
        mates = FALSE;
      for (guint j = 0; mates && j < replies.n; j++)
        {
          XqUndo undo2;
          xq_position_make (pos, replies.moves[j], &undo2);
          if (j == 0 && line)
            {
              /* The cited line takes the shortest mate after this reply (issue 14, class 9). */
              mates = FALSE;
              for (int k = 1; !mates && k < checks; k++)
                mates = mates_within (pos, k, line, depth + 2);
            }
          else
            mates = mates_within (pos, checks - 1, NULL, depth + 2);
          xq_position_unmake (pos, replies.moves[j], &undo2);
        }
    }
  xq_position_unmake (pos, m, &undo);
  if (mates && line && depth < XQ_MATE_MAX_CHECKS * 2)
    {
      line[depth] = m;
      if (depth + 1 < XQ_MATE_MAX_CHECKS * 2)
        line[depth + 1] = replies.n > 0 ? replies.moves[0] : XQ_MOVE_NONE;
    }
  return mates;
}

static gboolean
mates_within (XqPosition *pos,
              int         checks,
              XqMove     *line,
              guint       depth)
{
  XqMoveList list;
  MateEntry *table = NULL, *entry = NULL;
  guint64    tag = 0;
  gboolean   mates = FALSE;

  if (checks <= 0)
    return FALSE;
  if (line == NULL)
    {
      table = mate_cache ();
      tag = mate_cache_tag (pos, checks);
      entry = &table[tag & ((1u << MATE_CACHE_BITS) - 1)];
      if (entry->key == tag)
        return entry->mates;
    }
  xq_generate_checks (pos, &list);
  for (guint i = 0; i < list.n && !mates; i++)
    mates = check_mates (pos, list.moves[i], checks, line, depth);
  if (entry)
    {
      entry->key = tag;
      entry->mates = mates;
    }
  return mates;
}

gboolean
xq_move_mates (XqPosition *pos,
               XqMove      move,
               int         max_checks)
{
  XqUndo   undo;
  gboolean check;

  max_checks = CLAMP (max_checks, 0, XQ_MATE_MAX_CHECKS);
  if (max_checks == 0)
    return FALSE;
  xq_position_make (pos, move, &undo);
  check = xq_position_in_check (pos);
  xq_position_unmake (pos, move, &undo);
  return check && check_mates (pos, move, max_checks, NULL, 0);
}

/* Re-walks the first-reply line to count its length (the search writes moves top-down). */
static guint
line_length (XqPosition *pos,
             XqMove     *line)
{
  XqPosition copy = *pos;
  guint      n = 0;

  while (n < XQ_MATE_MAX_CHECKS * 2 && line[n] != XQ_MOVE_NONE && xq_position_is_legal (&copy, line[n]))
    {
      XqUndo undo;
      xq_position_make (&copy, line[n], &undo);
      n++;
      if (!xq_has_legal_move (&copy))
        break;
    }
  return n;
}

gboolean
xq_mate_by_checks (XqPosition *pos,
                   int         max_checks,
                   XqMove     *line,
                   guint      *line_len)
{
  gboolean found;

  if (line)
    for (int i = 0; i < XQ_MATE_MAX_CHECKS * 2; i++)
      line[i] = XQ_MOVE_NONE;
  if (line_len)
    *line_len = 0;
  max_checks = CLAMP (max_checks, 0, XQ_MATE_MAX_CHECKS);
  if (max_checks == 0)
    return FALSE;
  /* The question first, by one search to the full depth; then, for a line to cite, shortest
   * first: a mate in one comes before a longer line (CXA 28.2). */
  found = mates_within (pos, max_checks, NULL, 0);
  if (found && line)
    {
      found = FALSE;
      for (int n = 1; !found && n <= max_checks; n++)
        found = mates_within (pos, n, line, 0);
    }
  if (found && line && line_len)
    *line_len = line_length (pos, line);
  return found;
}
