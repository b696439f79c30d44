/* xq-mate.c: mate at once or by consecutive checks (CXA 28.2: 走子企图在下一着或连续照将将死对方者)
 *
 * The tree searched holds only checks for the attacker and every legal reply for the defender. It
 * is narrow, but nine or more checks deep it can still grow, so each question has a node budget
 * (XQ_CHECK_SEARCH_BUDGET) and answers "not found" when it runs out.
 *
 * A question is searched to its full depth at once; only when it mates is it deepened from one
 * check up for the shortest mate and its line. A table keeps, per position met, the proven bounds
 * "mates within n checks" and "no mate within n checks" (or none at any depth: the checks ran out
 * on every line) and the check that mated. At the defender's turn a reply into a position already
 * known not to be mated so soon refutes at once; otherwise the reply that refuted at the same ply
 * before (a killer) comes first and, far from the leaves, the replies that leave the attacker the
 * fewest checks. A position met again on the path is a cycle of checks and cut (a mate through it
 * is found shorter from its first occurrence); bounds below such a cut are not kept.
 *
 * Each question starts with an empty table (a new generation of it) and no killers, so its answer
 * depends on the position alone, never on what was asked before: a move judged twice is judged the
 * same (rulings, reviews and the explanation pane agree). Answers of questions without a line are
 * kept per thread, keyed by position, kind of question and depth.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-mate"

#include "config.h"

#include "xq-mate.h"

#include <string.h>

#include "xq-material.h"
#include "xq-movegen.h"
#include "xq-zobrist.h"

#define TT_BITS    15
#define ROOT_BITS  13
#define NO_MATE    127 /* no mate at any depth: the checks run out */
#define MAX_PLY    (XQ_MATE_MAX_CHECKS * 2 + 4)
#define TT_UNKNOWN 0

typedef struct
{
  guint64 key;
  guint32 gen;
  gint8   no_mate; /* no mate within this many checks (NO_MATE: none at all); 0 nothing proven */
  gint8   mate;    /* mate within this many checks; 0 nothing proven */
  XqMove  best;    /* at the attacker's turn: the check that mates */
} TtEntry;

typedef struct
{
  guint64  tag; /* position key ^ kind and depth salt; 0 = empty */
  gboolean mates;
} RootEntry;

typedef struct
{
  TtEntry           *tt;
  guint32            gen;
  RootEntry         *roots;
  XqCheckSearchStats stats;
} ThreadState;

typedef struct
{
  XqPosition *pos;
  TtEntry    *tt;
  guint32     gen;
  guint64     nodes, budget;
  gboolean    exhausted;
  guint       rep_cuts;   /* lines cut by a repeated position */
  guint       depth_cuts; /* lines cut by the depth */
  guint       ply;
  guint64     path[MAX_PLY];
  XqMove      killer[MAX_PLY];
} Search;

static void
thread_state_free (gpointer data)
{
  ThreadState *ts = data;

  g_free (ts->tt);
  g_free (ts->roots);
  g_free (ts);
}

static GPrivate thread_state_key = G_PRIVATE_INIT (thread_state_free);

static ThreadState *
thread_state (void)
{
  ThreadState *ts = g_private_get (&thread_state_key);

  if (ts == NULL)
    {
      ts = g_new0 (ThreadState, 1);
      ts->tt = g_new0 (TtEntry, 1u << TT_BITS);
      ts->roots = g_new0 (RootEntry, 1u << ROOT_BITS);
      g_private_set (&thread_state_key, ts);
    }
  return ts;
}

void
xq_check_search_stats (XqCheckSearchStats *out)
{
  *out = thread_state ()->stats;
}

void
xq_check_search_stats_reset (void)
{
  memset (&thread_state ()->stats, 0, sizeof (XqCheckSearchStats));
}

void
xq_check_search_account (guint64  nodes,
                         gboolean exhausted,
                         gboolean cached)
{
  XqCheckSearchStats *st = &thread_state ()->stats;

  if (cached)
    {
      st->cached++;
      return;
    }
  st->questions++;
  st->nodes += nodes;
  st->max_nodes = MAX (st->max_nodes, nodes);
  if (exhausted)
    st->exhausted++;
}

static void
search_init (Search     *s,
             XqPosition *pos)
{
  ThreadState *ts = thread_state ();

  memset (s, 0, sizeof *s);
  s->pos = pos;
  s->tt = ts->tt;
  /* A new generation empties the table; on wrapping around it is cleared for real. */
  if (++ts->gen == 0)
    {
      memset (ts->tt, 0, sizeof (TtEntry) << TT_BITS);
      ts->gen = 1;
    }
  s->gen = ts->gen;
  s->budget = XQ_CHECK_SEARCH_BUDGET;
  s->path[0] = pos->key;
  for (guint i = 0; i < MAX_PLY; i++)
    s->killer[i] = XQ_MOVE_NONE;
}

static TtEntry *
tt_probe_key (Search *s,
              guint64 key)
{
  TtEntry *e = &s->tt[key & ((1u << TT_BITS) - 1)];

  return e->gen == s->gen && e->key == key ? e : NULL;
}

static TtEntry *
tt_probe (Search *s)
{
  return tt_probe_key (s, s->pos->key);
}

/* The key of the position after @m, without playing it (as xq_position_make() computes it). */
static guint64
key_after (const XqPosition *pos,
           XqMove            m)
{
  XqSquare from = xq_move_from (m), to = xq_move_to (m);
  XqPiece  piece = pos->board[from], taken = pos->board[to];
  guint64  key = pos->key ^ xq_zobrist.piece[piece][from] ^ xq_zobrist.piece[piece][to] ^ xq_zobrist.black_to_move;

  if (taken != XQ_NO_PIECE)
    key ^= xq_zobrist.piece[taken][to];
  return key;
}

static void
tt_store (Search  *s,
          gboolean mates,
          int      depth,
          XqMove   best)
{
  TtEntry *e = &s->tt[s->pos->key & ((1u << TT_BITS) - 1)];

  if (e->gen != s->gen || e->key != s->pos->key)
    {
      e->key = s->pos->key;
      e->gen = s->gen;
      e->no_mate = TT_UNKNOWN;
      e->mate = TT_UNKNOWN;
      e->best = XQ_MOVE_NONE;
    }
  if (mates)
    {
      if (e->mate == TT_UNKNOWN || depth < e->mate)
        e->mate = (gint8) depth;
      if (best != XQ_MOVE_NONE)
        e->best = best;
    }
  else if (depth > e->no_mate)
    e->no_mate = (gint8) depth;
}

/* Answers from the table: TRUE with *mates set when the bounds decide @depth. A bound "no mate
 * within n" that the depth limited counts as a cut by the depth. */
static gboolean
tt_answer (Search        *s,
           const TtEntry *e,
           int            depth,
           gboolean      *mates)
{
  if (e == NULL)
    return FALSE;
  if (e->mate != TT_UNKNOWN && e->mate <= depth)
    {
      *mates = TRUE;
      return TRUE;
    }
  if (depth <= e->no_mate)
    {
      if (e->no_mate != NO_MATE)
        s->depth_cuts++;
      *mates = FALSE;
      return TRUE;
    }
  return FALSE;
}

static void
play (Search *s,
      XqMove  m,
      XqUndo *undo)
{
  xq_position_make (s->pos, m, undo);
  s->nodes++;
  s->path[++s->ply] = s->pos->key;
}

static void
take_back (Search *s,
           XqMove  m,
           XqUndo *undo)
{
  s->ply--;
  xq_position_unmake (s->pos, m, undo);
}

/* Sorts @list by @score, lowest first; stable, so the generator's order breaks ties. */
static void
sort_by_score (XqMoveList *list,
               int        *score)
{
  for (guint i = 1; i < list->n; i++)
    {
      XqMove m = list->moves[i];
      int    v = score[i];
      guint  j = i;
      while (j > 0 && score[j - 1] > v)
        {
          list->moves[j] = list->moves[j - 1];
          score[j] = score[j - 1];
          j--;
        }
      list->moves[j] = m;
      score[j] = v;
    }
}

/* @first to the front, then captures by the value taken (the likeliest to mate or to refute). */
static void
order_moves (const XqPosition *pos,
             XqMoveList       *list,
             XqMove            first)
{
  int score[XQ_MAX_MOVES];

  for (guint i = 0; i < list->n; i++)
    {
      XqPiece taken = pos->board[xq_move_to (list->moves[i])];
      score[i] = list->moves[i] == first ? 1000 : taken != XQ_NO_PIECE ? xq_piece_value (taken)
                                                                       : 0;
    }
  /* Insertion sort, stable: the generator's order breaks ties. */
  for (guint i = 1; i < list->n; i++)
    {
      XqMove m = list->moves[i];
      int    v = score[i];
      guint  j = i;
      while (j > 0 && score[j - 1] < v)
        {
          list->moves[j] = list->moves[j - 1];
          score[j] = score[j - 1];
          j--;
        }
      list->moves[j] = m;
      score[j] = v;
    }
}

static gboolean defender_node (Search *s,
                               int     depth);

/* The defender's replies, the killer first, then those that leave the attacker the fewest checks
 * (the likeliest refutations). TRUE when one leaves none: it refutes, and the list is left as is. */
static gboolean
order_replies (Search     *s,
               XqMoveList *replies)
{
  int        score[XQ_MAX_MOVES];
  XqMoveList checks;
  XqMove     killer = s->killer[s->ply];

  for (guint i = 0; i < replies->n; i++)
    {
      XqUndo undo;
      xq_position_make (s->pos, replies->moves[i], &undo);
      xq_generate_checks (s->pos, &checks);
      xq_position_unmake (s->pos, replies->moves[i], &undo);
      if (checks.n == 0)
        return TRUE;
      score[i] = replies->moves[i] == killer ? -1 : (int) checks.n;
    }
  sort_by_score (replies, score);
  return FALSE;
}

/* The attacker to move: a mate within @depth checks? */
static gboolean
attacker_node (Search *s,
               int     depth)
{
  XqMoveList checks;
  TtEntry   *e;
  gboolean   mates = FALSE;
  guint      rep0 = s->rep_cuts, depth0 = s->depth_cuts;

  if (depth <= 0)
    return FALSE;
  e = tt_probe (s);
  if (tt_answer (s, e, depth, &mates))
    return mates;
  for (int i = (int) s->ply - 2; i >= 0; i -= 2)
    if (s->path[i] == s->pos->key)
      {
        s->rep_cuts++;
        return FALSE;
      }
  if (s->nodes >= s->budget)
    {
      s->exhausted = TRUE;
      return FALSE;
    }
  xq_generate_checks (s->pos, &checks);
  order_moves (s->pos, &checks, e ? e->best : XQ_MOVE_NONE);
  for (guint i = 0; i < checks.n; i++)
    {
      XqUndo undo;
      play (s, checks.moves[i], &undo);
      mates = defender_node (s, depth - 1);
      take_back (s, checks.moves[i], &undo);
      if (s->exhausted)
        return FALSE;
      if (mates)
        {
          tt_store (s, TRUE, depth, checks.moves[i]);
          return TRUE;
        }
    }
  if (s->rep_cuts == rep0)
    tt_store (s, FALSE, s->depth_cuts == depth0 ? NO_MATE : depth, XQ_MOVE_NONE);
  return FALSE;
}

/* The defender to move, in check: mated within @depth more checks, whatever the reply? */
static gboolean
defender_node (Search *s,
               int     depth)
{
  XqMoveList replies;
  TtEntry   *e;
  gboolean   mates = FALSE;
  guint      rep0 = s->rep_cuts, depth0 = s->depth_cuts;

  if (depth <= 0)
    {
      if (!xq_has_evasion (s->pos))
        return TRUE;
      s->depth_cuts++;
      return FALSE;
    }
  e = tt_probe (s);
  if (tt_answer (s, e, depth, &mates))
    return mates;
  xq_generate_evasions (s->pos, &replies);
  if (replies.n == 0)
    return TRUE;
  /* A reply into a position already known not to be mated so soon refutes at once. */
  for (guint i = 0; i < replies.n; i++)
    {
      TtEntry *known = tt_probe_key (s, key_after (s->pos, replies.moves[i]));
      if (known && depth <= known->no_mate)
        {
          if (known->no_mate != NO_MATE)
            s->depth_cuts++;
          s->killer[s->ply] = replies.moves[i];
          if (s->rep_cuts == rep0)
            tt_store (s, FALSE, known->no_mate == NO_MATE ? NO_MATE : depth, XQ_MOVE_NONE);
          return FALSE;
        }
    }
  if (depth < 3)
    order_moves (s->pos, &replies, s->killer[s->ply]);
  else if (order_replies (s, &replies))
    {
      /* A reply after which no check is left refutes at any depth. */
      if (s->rep_cuts == rep0)
        tt_store (s, FALSE, NO_MATE, XQ_MOVE_NONE);
      return FALSE;
    }
  for (guint i = 0; i < replies.n; i++)
    {
      XqUndo undo;
      play (s, replies.moves[i], &undo);
      mates = attacker_node (s, depth);
      take_back (s, replies.moves[i], &undo);
      if (s->exhausted)
        return FALSE;
      if (!mates)
        {
          s->killer[s->ply] = replies.moves[i];
          if (s->rep_cuts == rep0)
            tt_store (s, FALSE, s->depth_cuts == depth0 ? NO_MATE : depth, XQ_MOVE_NONE);
          return FALSE;
        }
    }
  tt_store (s, TRUE, depth, XQ_MOVE_NONE);
  return TRUE;
}

/* The fewest checks, up to @max, that mate from here (attacker or defender to move), or 0. The
 * question is asked to the full depth at once (most answers are "no", and deepening would search
 * every depth below again); only a mate is then deepened from one check up, with a new allowance
 * of nodes, for the line to cite (a budget run out there keeps the depth found first). */
static int
shortest_mate (Search  *s,
               gboolean attacker,
               int      max)
{
  if (!(attacker ? attacker_node (s, max) : defender_node (s, max)))
    return 0;
  s->budget = s->nodes + XQ_CHECK_SEARCH_BUDGET;
  for (int depth = attacker ? 1 : 0; depth < max; depth++)
    {
      gboolean mates = attacker ? attacker_node (s, depth) : defender_node (s, depth);
      if (s->exhausted)
        break;
      if (mates)
        return attacker ? depth : depth + 1;
    }
  s->exhausted = FALSE;
  return attacker ? max : max + 1;
}

/* Writes the line of a mate in exactly @depth checks from the attacker's turn: the first check that
 * mates so soon, then the reply that holds out longest, and on. Returns the length written. */
static guint
write_line (Search *s,
            int     depth,
            XqMove *line,
            guint   n)
{
  XqMoveList checks;
  TtEntry   *e = tt_probe (s);

  if (depth <= 0 || n + 1 > XQ_MATE_LINE_MAX)
    return n;
  xq_generate_checks (s->pos, &checks);
  order_moves (s->pos, &checks, e ? e->best : XQ_MOVE_NONE);
  for (guint i = 0; i < checks.n; i++)
    {
      XqMove     c = checks.moves[i];
      XqUndo     undo;
      XqMoveList replies;
      XqMove     reply = XQ_MOVE_NONE;
      int        longest = 0;
      gboolean   mates;

      play (s, c, &undo);
      mates = defender_node (s, depth - 1);
      if (!mates || s->exhausted)
        {
          take_back (s, c, &undo);
          if (s->exhausted)
            return n;
          continue;
        }
      line[n++] = c;
      xq_generate_evasions (s->pos, &replies);
      for (guint j = 0; j < replies.n; j++)
        {
          XqUndo u;
          int    k;
          play (s, replies.moves[j], &u);
          k = shortest_mate (s, TRUE, depth - 1);
          take_back (s, replies.moves[j], &u);
          if (k > longest)
            {
              longest = k;
              reply = replies.moves[j];
            }
        }
      if (reply != XQ_MOVE_NONE && n + 1 < XQ_MATE_LINE_MAX)
        {
          XqUndo u;
          line[n++] = reply;
          play (s, reply, &u);
          n = write_line (s, longest, line, n);
          take_back (s, reply, &u);
        }
      take_back (s, c, &undo);
      return n;
    }
  return n;
}

static inline guint64
root_tag (const XqPosition *pos,
          gboolean          attacker,
          int               checks)
{
  /* Distinct odd multipliers per depth and kind; never 0 for a real key in practice. */
  return pos->key ^ ((guint64) (checks * 2 + (attacker ? 1 : 0)) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) ^ 1;
}

/* One question without a line: from the cache of this thread's earlier answers, else searched. */
static gboolean
ask (XqPosition *pos,
     gboolean    attacker,
     int         max_checks)
{
  ThreadState *ts = thread_state ();
  guint64      tag = root_tag (pos, attacker, max_checks);
  RootEntry   *entry = &ts->roots[tag & ((1u << ROOT_BITS) - 1)];
  Search       s;
  gboolean     mates;
  int          max = attacker ? max_checks : max_checks - 1;

  if (entry->tag == tag)
    {
      xq_check_search_account (0, FALSE, TRUE);
      return entry->mates;
    }
  search_init (&s, pos);
  mates = attacker ? attacker_node (&s, max) : defender_node (&s, max);
  xq_check_search_account (s.nodes, s.exhausted, FALSE);
  entry->tag = tag;
  entry->mates = mates;
  return mates;
}

gboolean
xq_move_mates (XqPosition *pos,
               XqMove      move,
               int         max_checks)
{
  XqUndo   undo;
  gboolean mates = FALSE;

  max_checks = CLAMP (max_checks, 0, XQ_MATE_MAX_CHECKS);
  if (max_checks == 0)
    return FALSE;
  xq_position_make (pos, move, &undo);
  if (xq_position_in_check (pos))
    mates = ask (pos, FALSE, max_checks);
  xq_position_unmake (pos, move, &undo);
  return mates;
}

gboolean
xq_mate_by_checks (XqPosition *pos,
                   int         max_checks,
                   XqMove     *line,
                   guint      *line_len)
{
  Search   s;
  int      depth;
  gboolean exhausted;

  if (line)
    for (int i = 0; i < XQ_MATE_LINE_MAX; i++)
      line[i] = XQ_MOVE_NONE;
  if (line_len)
    *line_len = 0;
  max_checks = CLAMP (max_checks, 0, XQ_MATE_MAX_CHECKS);
  if (max_checks == 0)
    return FALSE;
  if (line == NULL)
    return ask (pos, TRUE, max_checks);

  search_init (&s, pos);
  depth = shortest_mate (&s, TRUE, max_checks);
  exhausted = s.exhausted;
  if (depth > 0)
    {
      /* The line is written with the same table; a line cut short by the budget is still a line. */
      guint n;
      s.budget = s.nodes + XQ_CHECK_SEARCH_BUDGET;
      s.exhausted = FALSE;
      n = write_line (&s, depth, line, 0);
      if (line_len)
        *line_len = n;
    }
  xq_check_search_account (s.nodes, exhausted, FALSE);
  return depth > 0;
}
