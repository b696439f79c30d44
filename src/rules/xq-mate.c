/* xq-mate.c: mate by consecutive checks (CXA 28.2: 走子企图在下一着或连续照将将死对方者), and
 * material won through consecutive checks (29.1: 通过连续将军得子)
 *
 * The tree searched holds only checks for the attacker and every legal reply for the defender. A
 * search for mate wins when the defender has no reply; a search for a piece also wins when the
 * attacker can take that piece with gain instead of checking (the piece followed where it goes,
 * the material of the line counted: what the checks took, what the replies took back), or when a
 * check took it and the reply did not win it back. The tree is narrow, but nine or more checks
 * deep it can still grow, so each question has a node budget (XQ_CHECK_SEARCH_BUDGET) and answers
 * "not found" when it runs out.
 *
 * A question is searched to its full depth at once; only when it wins is it deepened from the
 * fewest checks up, for the line to cite. A table keeps, per position met (with the piece sought
 * and the material so far), the proven bounds "wins within n checks" and "no win within n checks"
 * (or none at any depth: the checks ran out on every line) and the check that won. At the
 * defender's turn a reply into a position already known not to lose so soon refutes at once;
 * otherwise the reply that refuted at the same ply before (a killer) comes first and, far from the
 * leaves, the replies that leave the attacker the fewest checks. A position met again on the path
 * is a cycle of checks and cut (a win through it is found shorter from its first occurrence);
 * bounds below such a cut are not kept.
 *
 * Each question starts with an empty table (a new generation of it) and no killers, so its answer
 * depends on the position alone, never on what was asked before: a move judged twice is judged the
 * same (rulings, reviews and the explanation pane agree). Answers of questions without a line are
 * kept per thread, keyed by position, question and depth.
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

#define TT_BITS   15
#define ROOT_BITS 13
#define NEVER     127 /* stored for "no win at any depth": the checks run out on every line */
#define MAX_PLY   (XQ_MATE_MAX_CHECKS * 2 + 4)

/* Bounds are stored as depth + 1, 0 meaning nothing proven. */
typedef struct
{
  guint64 key;
  guint32 gen;
  gint8   no;   /* no win within no - 1 checks (NEVER: at no depth) */
  gint8   yes;  /* a win within yes - 1 checks */
  XqMove  best; /* at the attacker's turn: the check that wins */
} TtEntry;

typedef struct
{
  guint64  tag; /* position key ^ question salt; 0 = empty */
  gboolean wins;
  gboolean exhausted; /* the answer is "not found within the budget" */
  XqMove   first;     /* the first move of a win from the attacker's turn */
} RootEntry;

/* The checks (or, in check, the answers) of a position, kept to be found again: the searches of one
 * move meet the same positions many times. A pure cache: the lists depend on the position alone. */
#define MOVES_BITS 12
#define MOVES_MAX  32

typedef struct
{
  guint64 key; /* position key ^ 1 for answers to a check; 0 = empty */
  guint8  n;
  XqMove  moves[MOVES_MAX];
} MovesEntry;

/* What a search for several pieces proved at a node: the pieces won within a number of checks
 * (exact for that depth, or for every depth when no line was cut by the depth). */
#define SETS_BITS 14

typedef struct
{
  guint64    key;
  guint32    gen;
  gint8      depth; /* NEVER: the same at every depth */
  XqBitboard won;
} SetEntry;

typedef struct
{
  TtEntry           *tt;
  guint32            gen;
  RootEntry         *roots;
  MovesEntry        *moves;
  SetEntry          *sets;
  guint              scope; /* depth of xq_check_search_scope_begin() calls */
  XqMove             killer[MAX_PLY];
  XqCheckSearchStats stats;
} ThreadState;

/* Besides mate, what the attacker may win: NULL @won for a search for mate alone. */
typedef struct
{
  XqPieceWonFunc    won;
  gpointer          data;
  guint64           salt;         /* what @won depends on besides the position: part of every key */
  XqBitboard        targets;      /* the pieces sought, where they stand now */
  gboolean          checks_first; /* not won at the first turn: only through a check */
  const XqMoveList *skip;         /* checks not tried at the first turn (they mate: a 杀, not a 抽) */
  XqMoveList       *all_first;    /* non-NULL: every check that wins at the first turn, not only one */
  gboolean          took;         /* a check took one of them */
  int               balance;      /* material the line has netted for the attacker */
  int               pieces;       /* of which pieces other than pawns */
  int               crossed;      /* and crossed pawns, by number (their value floats, 25.3, 细则10) */
} Goal;

typedef struct
{
  XqPosition *pos;
  MovesEntry *moves;
  SetEntry   *sets;
  TtEntry    *tt;
  guint32     gen;
  Goal        goal;
  guint64     nodes, budget;
  gboolean    exhausted;
  guint       rep_cuts;   /* lines cut by a repeated position */
  guint       depth_cuts; /* lines cut by the depth */
  guint       ply;
  guint64     path[MAX_PLY];
  XqMove     *killer; /* MAX_PLY entries: the thread's, kept through a scope */
  XqMove      first;  /* the winning move found at the first turn */
} Search;

static void
thread_state_free (gpointer data)
{
  ThreadState *ts = data;

  g_free (ts->tt);
  g_free (ts->roots);
  g_free (ts->moves);
  g_free (ts->sets);
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
      ts->moves = g_new0 (MovesEntry, 1u << MOVES_BITS);
      ts->sets = g_new0 (SetEntry, 1u << SETS_BITS);
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
new_generation (ThreadState *ts)
{
  if (++ts->gen == 0)
    {
      memset (ts->tt, 0, sizeof (TtEntry) << TT_BITS);
      memset (ts->sets, 0, sizeof (SetEntry) << SETS_BITS);
      ts->gen = 1;
    }
}

void
xq_check_search_scope_begin (void)
{
  ThreadState *ts = thread_state ();

  if (ts->scope++ == 0)
    {
      new_generation (ts);
      for (guint i = 0; i < MAX_PLY; i++)
        ts->killer[i] = XQ_MOVE_NONE;
    }
}

void
xq_check_search_scope_end (void)
{
  ThreadState *ts = thread_state ();

  g_return_if_fail (ts->scope > 0);
  ts->scope--;
}

static void
search_init (Search     *s,
             XqPosition *pos)
{
  ThreadState *ts = thread_state ();

  memset (s, 0, sizeof *s);
  s->pos = pos;
  s->tt = ts->tt;
  s->moves = ts->moves;
  s->sets = ts->sets;
  /* A new generation empties the table (inside a scope, the scope began one); on wrapping around
   * it is cleared for real. */
  if (ts->scope == 0)
    new_generation (ts);
  s->gen = ts->gen;
  s->budget = XQ_CHECK_SEARCH_BUDGET;
  s->first = XQ_MOVE_NONE;
  s->killer = ts->killer;
  if (ts->scope == 0)
    for (guint i = 0; i < MAX_PLY; i++)
      s->killer[i] = XQ_MOVE_NONE;
}

/* The checks of the side to move (@answers FALSE), or its answers to a check (TRUE). */
static void
moves_of (Search     *s,
          gboolean    answers,
          XqMoveList *list)
{
  guint64     key = s->pos->key ^ (answers ? 1 : 0);
  MovesEntry *e = &s->moves[(key >> 7) & ((1u << MOVES_BITS) - 1)];

  if (e->key == key && key != 0)
    {
      list->n = e->n;
      memcpy (list->moves, e->moves, e->n * sizeof (XqMove));
      return;
    }
  if (answers)
    xq_generate_evasions (s->pos, list);
  else
    xq_generate_checks (s->pos, list);
  if (list->n <= MOVES_MAX)
    {
      e->key = key;
      e->n = (guint8) list->n;
      memcpy (e->moves, list->moves, list->n * sizeof (XqMove));
    }
}

/* splitmix64's finaliser: well-spread constants for the goal's part of a key. */
static inline guint64
mix (guint64 x)
{
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

/* The goal's part of a node's key: where the pieces sought stand, whether a check took one, and
 * the material so far. */
static inline guint64
goal_key (const Goal *g,
          XqBitboard  targets,
          gboolean    took,
          int         balance,
          int         pieces,
          int         crossed)
{
  guint64 key;

  if (g->won == NULL)
    return 0;
  key = mix (G_GUINT64_CONSTANT (0x2545f491) + (guint64) (balance + 1000) * 2 + (took ? 1 : 0)) ^ mix (g->salt + 77) ^
        mix (G_GUINT64_CONSTANT (0x68e31da4) + (guint64) (pieces + 1000) * 64 + (guint64) (crossed + 32));
  while (targets)
    key ^= mix (G_GUINT64_CONSTANT (0x51ed270b) + (guint64) xq_bb_pop (&targets));
  return key;
}

static inline guint64
node_key (const Search *s)
{
  return s->pos->key ^
         goal_key (&s->goal, s->goal.targets, s->goal.took, s->goal.balance, s->goal.pieces, s->goal.crossed);
}

/* Adds the material of @piece taken on @sq, @sign for the attacker or against: to @pieces, or for a
 * crossed pawn to @crossed (an uncrossed pawn is no material, 25.3). */
static inline void
material_of (XqPiece  piece,
             XqSquare sq,
             int      sign,
             int     *pieces,
             int     *crossed)
{
  if (piece == XQ_NO_PIECE)
    return;
  if (xq_piece_kind (piece) != XQ_PAWN)
    *pieces += sign * xq_piece_value (piece);
  else if (xq_pawn_has_crossed (piece, sq))
    *crossed += sign;
}

/* Does the line trade crossed pawns against pieces? Then it wins nothing (25.3, 细则10). */
static inline gboolean
line_floats (int pieces,
             int crossed)
{
  return (pieces > 0 && crossed < 0) || (pieces < 0 && crossed > 0);
}

/* The key of the node after @m, without playing it (as xq_position_make() computes it; the
 * piece sought followed, the material taken counted for @attacker or against). */
static guint64
key_after (const Search *s,
           XqMove        m,
           gboolean      attacker)
{
  const XqPosition *pos = s->pos;
  XqSquare          from = xq_move_from (m), to = xq_move_to (m);
  XqPiece           piece = pos->board[from], taken = pos->board[to];
  guint64           key = pos->key ^ xq_zobrist.piece[piece][from] ^ xq_zobrist.piece[piece][to] ^ xq_zobrist.black_to_move;
  XqBitboard        targets = s->goal.targets;
  gboolean          took = s->goal.took;
  int               value = taken != XQ_NO_PIECE ? xq_piece_value (taken) : 0;

  if (taken != XQ_NO_PIECE)
    key ^= xq_zobrist.piece[taken][to];
  if (attacker && xq_bb_test (targets, to))
    {
      targets &= ~xq_bb_square (to);
      took = TRUE;
    }
  else if (!attacker && xq_bb_test (targets, from))
    targets = (targets & ~xq_bb_square (from)) | xq_bb_square (to);
  {
    int sign = attacker ? 1 : -1, pieces = s->goal.pieces, crossed = s->goal.crossed;
    material_of (taken, to, sign, &pieces, &crossed);
    return key ^ goal_key (&s->goal, targets, took, s->goal.balance + sign * value, pieces, crossed);
  }
}

static TtEntry *
tt_probe_key (Search *s,
              guint64 key)
{
  TtEntry *e = &s->tt[key & ((1u << TT_BITS) - 1)];

  return e->gen == s->gen && e->key == key ? e : NULL;
}

static void
tt_store (Search  *s,
          gboolean wins,
          int      depth,
          XqMove   best)
{
  guint64  key = node_key (s);
  TtEntry *e = &s->tt[key & ((1u << TT_BITS) - 1)];
  gint8    bound = (gint8) (depth == NEVER ? NEVER : depth + 1);

  if (e->gen != s->gen || e->key != key)
    {
      e->key = key;
      e->gen = s->gen;
      e->no = 0;
      e->yes = 0;
      e->best = XQ_MOVE_NONE;
    }
  if (wins)
    {
      if (e->yes == 0 || bound < e->yes)
        e->yes = bound;
      if (best != XQ_MOVE_NONE)
        e->best = best;
    }
  else if (bound > e->no)
    e->no = bound;
}

/* A "no win" bound that decides @depth: at no depth, or at least that deep. */
static inline gboolean
no_bound_holds (const TtEntry *e,
                int            depth)
{
  return e->no == NEVER || (e->no != 0 && depth <= e->no - 1);
}

/* Answers from the table: TRUE with *wins set when the bounds decide @depth. A bound "no win
 * within n" that the depth limited counts as a cut by the depth. */
static gboolean
tt_answer (Search        *s,
           const TtEntry *e,
           int            depth,
           gboolean      *wins)
{
  if (e == NULL)
    return FALSE;
  if (e->yes != 0 && e->yes - 1 <= depth)
    {
      *wins = TRUE;
      return TRUE;
    }
  if (no_bound_holds (e, depth))
    {
      if (e->no != NEVER)
        s->depth_cuts++;
      *wins = FALSE;
      return TRUE;
    }
  return FALSE;
}

/* Plays @m, following the goal: a capture by the attacker takes the piece sought or adds to the
 * material, one by the defender takes back; the piece sought is followed where it goes. */
static void
play (Search  *s,
      XqMove   m,
      gboolean attacker,
      Goal    *saved,
      XqUndo  *undo)
{
  XqSquare from = xq_move_from (m), to = xq_move_to (m);
  XqPiece  taken = s->pos->board[to];
  int      value = taken != XQ_NO_PIECE ? xq_piece_value (taken) : 0;

  *saved = s->goal;
  if (s->goal.won)
    {
      if (attacker && s->goal.checks_first && s->ply == 0)
        {
          /* The first check: what it takes, it takes directly, not through checks, and the line
           * starts after it (as a question asked after the check would). */
          s->goal.targets &= ~xq_bb_square (to);
        }
      else if (attacker)
        {
          s->goal.balance += value;
          material_of (taken, to, 1, &s->goal.pieces, &s->goal.crossed);
          if (xq_bb_test (s->goal.targets, to))
            {
              s->goal.targets &= ~xq_bb_square (to);
              s->goal.took = TRUE;
            }
        }
      else
        {
          s->goal.balance -= value;
          material_of (taken, to, -1, &s->goal.pieces, &s->goal.crossed);
          if (xq_bb_test (s->goal.targets, from))
            s->goal.targets = (s->goal.targets & ~xq_bb_square (from)) | xq_bb_square (to);
        }
    }
  xq_position_make (s->pos, m, undo);
  s->nodes++;
  s->path[++s->ply] = node_key (s);
}

static void
take_back (Search     *s,
           XqMove      m,
           const Goal *saved,
           XqUndo     *undo)
{
  s->ply--;
  xq_position_unmake (s->pos, m, undo);
  s->goal = *saved;
}

/* Is the goal reached now, at the attacker's turn, without another check: a piece sought taken by
 * a check and not won back, or one that can be taken with gain at once (@capture gets the
 * capture)? */
static gboolean
goal_reached (Search *s,
              XqMove *capture)
{
  const Goal *g = &s->goal;
  XqBitboard  targets = g->targets;

  if (g->won == NULL || (g->checks_first && s->ply == 0))
    return FALSE;
  if (g->took && g->balance > 0 && !line_floats (g->pieces, g->crossed))
    return TRUE;
  while (targets)
    if (g->won (s->pos, xq_bb_pop (&targets), g->balance, g->pieces, g->crossed, capture, g->data))
      return TRUE;
  return FALSE;
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

/* @first to the front, then captures by the value taken (the likeliest to win or to refute). */
static void
order_moves (const XqPosition *pos,
             XqMoveList       *list,
             XqMove            first)
{
  int score[XQ_MAX_MOVES];

  for (guint i = 0; i < list->n; i++)
    {
      XqPiece taken = pos->board[xq_move_to (list->moves[i])];
      score[i] = list->moves[i] == first ? -1000 : taken != XQ_NO_PIECE ? -xq_piece_value (taken)
                                                                        : 0;
    }
  sort_by_score (list, score);
}

/* The defender's replies, the killer first, then those that leave the attacker the fewest checks
 * (the likeliest refutations). In a search for mate, TRUE when one leaves none: it refutes, and the
 * list is left as is. */
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
      moves_of (s, FALSE, &checks);
      xq_position_unmake (s->pos, replies->moves[i], &undo);
      if (checks.n == 0 && s->goal.won == NULL)
        return TRUE;
      score[i] = replies->moves[i] == killer ? -1 : (int) checks.n;
    }
  sort_by_score (replies, score);
  return FALSE;
}

static gboolean defender_node (Search *s,
                               int     depth);

/* The attacker to move: a win within @depth checks? */
static gboolean
attacker_node (Search *s,
               int     depth)
{
  XqMoveList checks;
  TtEntry   *e;
  gboolean   wins = FALSE;
  guint      rep0 = s->rep_cuts, depth0 = s->depth_cuts;
  guint64    key;

  if (depth <= 0 && s->goal.won == NULL)
    return FALSE;
  key = node_key (s);
  e = s->ply == 0 && s->goal.checks_first ? NULL : tt_probe_key (s, key);
  if (tt_answer (s, e, depth, &wins))
    return wins;
  if (goal_reached (s, NULL))
    {
      tt_store (s, TRUE, 0, XQ_MOVE_NONE);
      return TRUE;
    }

  if (depth <= 0)
    {
      s->depth_cuts++;
      return FALSE;
    }
  for (int i = (int) s->ply - 2; i >= 0; i -= 2)
    if (s->path[i] == key)
      {
        s->rep_cuts++;
        return FALSE;
      }
  if (s->nodes >= s->budget)
    {
      s->exhausted = TRUE;
      return FALSE;
    }
  moves_of (s, FALSE, &checks);
  order_moves (s->pos, &checks, e ? e->best : XQ_MOVE_NONE);
  for (guint i = 0; i < checks.n; i++)
    {
      XqUndo undo;
      Goal   saved;
      if (s->ply == 0 && s->goal.skip && xq_move_list_contains (s->goal.skip, checks.moves[i]))
        continue;
      play (s, checks.moves[i], TRUE, &saved, &undo);
      wins = defender_node (s, depth - 1);
      take_back (s, checks.moves[i], &saved, &undo);
      if (s->exhausted)
        return FALSE;
      if (wins && s->ply == 0 && s->goal.all_first)
        {
          if (s->first == XQ_MOVE_NONE)
            s->first = checks.moves[i];
          xq_move_list_add (s->goal.all_first, checks.moves[i]);
          continue;
        }
      if (wins)
        {
          if (s->ply == 0)
            s->first = checks.moves[i];
          if (!(s->ply == 0 && s->goal.checks_first))
            tt_store (s, TRUE, depth, checks.moves[i]);
          return TRUE;
        }
    }
  if (s->ply == 0 && s->goal.all_first && s->goal.all_first->n > 0)
    return TRUE;
  if (s->rep_cuts == rep0 && !(s->ply == 0 && s->goal.checks_first))
    tt_store (s, FALSE, s->depth_cuts == depth0 ? NEVER : depth, XQ_MOVE_NONE);
  return FALSE;
}

/* The defender to move, in check: lost within @depth more checks, whatever the reply? */
static gboolean
defender_node (Search *s,
               int     depth)
{
  XqMoveList replies;
  TtEntry   *e;
  gboolean   wins = FALSE;
  guint      rep0 = s->rep_cuts, depth0 = s->depth_cuts;

  if (depth <= 0 && s->goal.won == NULL)
    {
      if (!xq_has_evasion (s->pos))
        return TRUE;
      s->depth_cuts++;
      return FALSE;
    }
  e = tt_probe_key (s, node_key (s));
  if (tt_answer (s, e, depth, &wins))
    return wins;
  moves_of (s, TRUE, &replies);
  if (replies.n == 0)
    return TRUE;
  /* A reply into a position already known not to lose so soon refutes at once. */
  for (guint i = 0; i < replies.n; i++)
    {
      TtEntry *known = tt_probe_key (s, key_after (s, replies.moves[i], FALSE));
      if (known && no_bound_holds (known, depth))
        {
          if (known->no != NEVER)
            s->depth_cuts++;
          s->killer[s->ply] = replies.moves[i];
          if (s->rep_cuts == rep0)
            tt_store (s, FALSE, known->no == NEVER ? NEVER : depth, XQ_MOVE_NONE);
          return FALSE;
        }
    }
  if (depth < 3)
    order_moves (s->pos, &replies, s->killer[s->ply]);
  else if (order_replies (s, &replies))
    {
      /* A reply after which no check is left refutes a mate at any depth. */
      if (s->rep_cuts == rep0)
        tt_store (s, FALSE, NEVER, XQ_MOVE_NONE);
      return FALSE;
    }
  for (guint i = 0; i < replies.n; i++)
    {
      XqUndo undo;
      Goal   saved;
      play (s, replies.moves[i], FALSE, &saved, &undo);
      wins = attacker_node (s, depth);
      take_back (s, replies.moves[i], &saved, &undo);
      if (s->exhausted)
        return FALSE;
      if (!wins)
        {
          s->killer[s->ply] = replies.moves[i];
          if (s->rep_cuts == rep0)
            tt_store (s, FALSE, s->depth_cuts == depth0 ? NEVER : depth, XQ_MOVE_NONE);
          return FALSE;
        }
    }
  tt_store (s, TRUE, depth, XQ_MOVE_NONE);
  return TRUE;
}

/* Searches for several pieces at once: the pieces won (where they stand now) in every line. */

static SetEntry *
set_probe (Search *s,
           guint64 key,
           int     depth)
{
  SetEntry *e = &s->sets[(key >> 3) & ((1u << SETS_BITS) - 1)];

  if (e->gen == s->gen && e->key == key && (e->depth == NEVER || e->depth == depth))
    {
      if (e->depth != NEVER)
        s->depth_cuts++;
      return e;
    }
  return NULL;
}

static void
set_store (Search    *s,
           guint64    key,
           int        depth,
           XqBitboard won)
{
  SetEntry *e = &s->sets[(key >> 3) & ((1u << SETS_BITS) - 1)];

  e->key = key;
  e->gen = s->gen;
  e->depth = (gint8) depth;
  e->won = won;
}

static XqBitboard defender_set (Search  *s,
                                int      depth,
                                XqSquare taken);

/* The attacker to move: which of the pieces sought can it win, at once or through at most @depth
 * checks? */
static XqBitboard
attacker_set (Search *s,
              int     depth)
{
  XqMoveList checks;
  XqBitboard want = s->goal.targets, won = 0;
  guint      rep0 = s->rep_cuts, depth0 = s->depth_cuts;
  guint64    key = node_key (s) ^ G_GUINT64_CONSTANT (0x7f4a7c15);
  SetEntry  *e;

  for (XqBitboard t = want; t;)
    {
      XqSquare sq = xq_bb_pop (&t);
      if (s->goal.won (s->pos, sq, s->goal.balance, s->goal.pieces, s->goal.crossed, NULL, s->goal.data))
        won |= xq_bb_square (sq);
    }
  if (won == want)
    return won;
  if (depth <= 0)
    {
      s->depth_cuts++;
      return won;
    }
  if ((e = set_probe (s, key, depth)) != NULL)
    return e->won;
  for (int i = (int) s->ply - 2; i >= 0; i -= 2)
    if (s->path[i] == node_key (s))
      {
        s->rep_cuts++;
        return won;
      }
  if (s->nodes >= s->budget)
    {
      s->exhausted = TRUE;
      return won;
    }
  moves_of (s, FALSE, &checks);
  order_moves (s->pos, &checks, XQ_MOVE_NONE);
  for (guint i = 0; i < checks.n && won != want; i++)
    {
      XqMove     c = checks.moves[i];
      XqSquare   to = xq_move_to (c);
      XqSquare   taken = xq_bb_test (s->goal.targets, to) ? to : XQ_SQUARE_NONE;
      XqBitboard before = s->goal.targets;
      XqUndo     undo;
      Goal       saved;

      /* Only the pieces not yet won are sought after the check. */
      s->goal.targets = want & ~won;
      play (s, c, TRUE, &saved, &undo);
      s->goal.took = FALSE; /* a piece taken by the check is settled by the replies */
      won |= defender_set (s, depth - 1, taken);
      take_back (s, c, &saved, &undo);
      s->goal.targets = before;
      if (s->exhausted)
        return won;
    }
  if (s->rep_cuts == rep0)
    set_store (s, key, s->depth_cuts == depth0 ? NEVER : depth, won);
  return won;
}

/* The defender to move, in check (@taken: where stood a piece sought the check took, or NONE):
 * which of the pieces sought does it lose whatever it answers? */
static XqBitboard
defender_set (Search  *s,
              int      depth,
              XqSquare taken)
{
  XqMoveList replies;
  XqBitboard common = s->goal.targets | (taken != XQ_SQUARE_NONE ? xq_bb_square (taken) : 0);
  guint      rep0 = s->rep_cuts, depth0 = s->depth_cuts;
  guint64    key = node_key (s) ^ (taken != XQ_SQUARE_NONE ? mix (taken + 500) : 0) ^ G_GUINT64_CONSTANT (0x3c6ef372);
  SetEntry  *e;

  if ((e = set_probe (s, key, depth)) != NULL)
    return e->won;
  moves_of (s, TRUE, &replies);
  if (replies.n == 0)
    return common; /* mated: everything is lost */
  if (depth >= 3)
    {
      if (order_replies (s, &replies))
        {
          /* A reply that leaves no check: only a capture at once can win a piece there. */
        }
    }
  else
    order_moves (s->pos, &replies, s->killer[s->ply]);
  for (guint i = 0; i < replies.n && common && !s->exhausted; i++)
    {
      XqMove     r = replies.moves[i];
      XqSquare   from = xq_move_from (r), to = xq_move_to (r);
      XqBitboard lost = 0, want = common & ~(taken != XQ_SQUARE_NONE ? xq_bb_square (taken) : 0);
      XqBitboard before = s->goal.targets;
      XqUndo     undo;
      Goal       saved;

      s->goal.targets = want;
      play (s, r, FALSE, &saved, &undo);
      if (taken != XQ_SQUARE_NONE && (common & xq_bb_square (taken)) && s->goal.balance > 0 &&
          !line_floats (s->goal.pieces, s->goal.crossed))
        lost |= xq_bb_square (taken);
      if (s->goal.targets)
        {
          XqBitboard got = attacker_set (s, depth);
          /* A piece that answered the check is named where it stood. */
          if (xq_bb_test (want, from) && xq_bb_test (got, to))
            got = (got & ~xq_bb_square (to)) | xq_bb_square (from);
          lost |= got & want;
        }
      take_back (s, r, &saved, &undo);
      s->goal.targets = before;
      if ((common & ~lost) != 0)
        s->killer[s->ply] = r;
      common &= lost;
    }
  if (s->exhausted)
    return 0;
  if (s->rep_cuts == rep0)
    set_store (s, key, s->depth_cuts == depth0 ? NEVER : depth, common);
  return common;
}

static gboolean
node (Search  *s,
      gboolean attacker,
      int      depth)
{
  return attacker ? attacker_node (s, depth) : defender_node (s, depth);
}

/* The fewest checks, up to @max, that win from here (attacker or defender to move), or -1. The
 * question is asked to the full depth at once (most answers are "no", and deepening would search
 * every depth below again); only a win is then deepened from the fewest checks up, with a new
 * allowance of nodes, for the line to cite (a budget run out there keeps the depth found first).
 * At the defender's turn the check just given is not counted. */
static int
fewest_checks (Search  *s,
               gboolean attacker,
               int      max)
{
  int first = attacker && s->goal.won == NULL ? 1 : 0;

  if (!node (s, attacker, max))
    return -1;
  s->budget = s->nodes + XQ_CHECK_SEARCH_BUDGET;
  for (int depth = first; depth < max; depth++)
    {
      gboolean wins = node (s, attacker, depth);
      if (s->exhausted)
        break;
      if (wins)
        return depth;
    }
  s->exhausted = FALSE;
  return max;
}

static guint write_defender (Search *s,
                             int     depth,
                             XqMove *line,
                             guint   n);

/* Writes the line of a win in exactly @depth checks from the attacker's turn: the capture that
 * wins at once, or the first check that wins so soon, the reply that holds out longest, and on.
 * Returns the length written. */
static guint
write_attacker (Search *s,
                int     depth,
                XqMove *line,
                guint   n)
{
  XqMoveList checks;
  XqMove     capture = XQ_MOVE_NONE;
  TtEntry   *e = tt_probe_key (s, node_key (s));

  if (n >= XQ_MATE_LINE_MAX)
    return n;
  if (goal_reached (s, &capture))
    {
      if (capture != XQ_MOVE_NONE)
        line[n++] = capture;
      return n;
    }
  if (depth <= 0)
    return n;
  moves_of (s, FALSE, &checks);
  order_moves (s->pos, &checks, e ? e->best : XQ_MOVE_NONE);
  for (guint i = 0; i < checks.n; i++)
    {
      XqUndo   undo;
      Goal     saved;
      gboolean wins;

      play (s, checks.moves[i], TRUE, &saved, &undo);
      wins = defender_node (s, depth - 1);
      if (wins && !s->exhausted)
        {
          line[n++] = checks.moves[i];
          n = write_defender (s, depth - 1, line, n);
        }
      take_back (s, checks.moves[i], &saved, &undo);
      if (wins || s->exhausted)
        return n;
    }
  return n;
}

/* The reply that holds out longest, then the attacker's line. */
static guint
write_defender (Search *s,
                int     depth,
                XqMove *line,
                guint   n)
{
  XqMoveList replies;
  XqMove     reply = XQ_MOVE_NONE;
  int        longest = -1;

  if (n >= XQ_MATE_LINE_MAX)
    return n;
  moves_of (s, TRUE, &replies);
  for (guint j = 0; j < replies.n; j++)
    {
      XqUndo u;
      Goal   saved;
      int    k;
      play (s, replies.moves[j], FALSE, &saved, &u);
      k = fewest_checks (s, TRUE, depth);
      take_back (s, replies.moves[j], &saved, &u);
      if (k > longest)
        {
          longest = k;
          reply = replies.moves[j];
        }
    }
  if (reply != XQ_MOVE_NONE)
    {
      XqUndo u;
      Goal   saved;
      line[n++] = reply;
      play (s, reply, FALSE, &saved, &u);
      n = write_attacker (s, longest, line, n);
      take_back (s, reply, &saved, &u);
    }
  return n;
}

static inline guint64
root_tag (const XqPosition *pos,
          guint64           question)
{
  /* Never 0 for a real key in practice. */
  return pos->key ^ mix (question) ^ 1;
}

/* One question without a line: from the cache of this thread's earlier answers, else searched. */
static gboolean
ask (Search  *s,
     gboolean attacker,
     int      depth,
     guint64  question)
{
  ThreadState *ts = thread_state ();
  guint64      tag = root_tag (s->pos, question);
  RootEntry   *entry = &ts->roots[tag & ((1u << ROOT_BITS) - 1)];
  gboolean     wins;

  if (ts->scope == 0 && entry->tag == tag)
    {
      xq_check_search_account (0, FALSE, TRUE);
      s->first = entry->first;
      s->exhausted = entry->exhausted;
      return entry->wins;
    }
  wins = node (s, attacker, depth);
  xq_check_search_account (s->nodes, s->exhausted, FALSE);
  if (ts->scope > 0)
    return wins;
  entry->tag = tag;
  entry->wins = wins;
  entry->exhausted = s->exhausted;
  entry->first = s->first;
  return wins;
}

/* A question asked with or without its line: the line is written with the same table (a line cut
 * short by the budget is still a line). */
static gboolean
answer (Search  *s,
        gboolean attacker,
        int      depth,
        guint64  question,
        XqMove  *line,
        guint   *line_len)
{
  int      k;
  gboolean exhausted;
  guint    n = 0;

  if (line == NULL)
    return ask (s, attacker, depth, question);
  k = fewest_checks (s, attacker, depth);
  exhausted = s->exhausted;
  if (k >= 0)
    {
      s->budget = s->nodes + XQ_CHECK_SEARCH_BUDGET;
      s->exhausted = FALSE;
      n = attacker ? write_attacker (s, k, line, 0) : write_defender (s, k, line, 0);
    }
  if (line_len)
    *line_len = n;
  xq_check_search_account (s->nodes, exhausted, FALSE);
  return k >= 0;
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
    mates = xq_mated_by_checks (pos, max_checks - 1);
  xq_position_unmake (pos, move, &undo);
  return mates;
}

gboolean
xq_mated_by_checks (XqPosition *pos,
                    int         more_checks)
{
  Search s;

  more_checks = CLAMP (more_checks, 0, XQ_MATE_MAX_CHECKS - 1);
  search_init (&s, pos);
  return ask (&s, FALSE, more_checks, (guint64) more_checks * 4 + 1);
}

gboolean
xq_mate_by_checks (XqPosition *pos,
                   int         max_checks,
                   XqMove     *line,
                   guint      *line_len)
{
  Search s;

  if (line)
    for (int i = 0; i < XQ_MATE_LINE_MAX; i++)
      line[i] = XQ_MOVE_NONE;
  if (line_len)
    *line_len = 0;
  max_checks = CLAMP (max_checks, 0, XQ_MATE_MAX_CHECKS);
  if (max_checks == 0)
    return FALSE;
  search_init (&s, pos);
  return answer (&s, TRUE, max_checks, (guint64) max_checks * 4, line, line_len);
}

gboolean
xq_checks_win_piece (XqPosition    *pos,
                     XqBitboard     targets,
                     int            more_checks,
                     XqPieceWonFunc won,
                     gpointer       data,
                     guint          salt,
                     XqMove        *line,
                     guint         *line_len)
{
  Search  s;
  guint64 question = mix ((guint64) salt * 32 + (guint64) more_checks);

  if (line_len)
    *line_len = 0;
  more_checks = CLAMP (more_checks, 0, XQ_MATE_MAX_CHECKS - 1);
  search_init (&s, pos);
  s.goal.won = won;
  s.goal.data = data;
  s.goal.salt = salt;
  s.goal.targets = targets;
  for (XqBitboard t = targets; t;)
    question = mix (question ^ xq_bb_pop (&t));
  return answer (&s, FALSE, more_checks, (question << 2) | 2, line, line_len);
}

XqBitboard
xq_checks_win_set (XqPosition    *pos,
                   XqBitboard     targets,
                   int            more_checks,
                   XqPieceWonFunc won,
                   gpointer       data,
                   guint          salt)
{
  Search     s;
  XqBitboard lost;

  more_checks = CLAMP (more_checks, 0, XQ_MATE_MAX_CHECKS - 1);
  if (targets == 0)
    return 0;
  search_init (&s, pos);
  s.goal.won = won;
  s.goal.data = data;
  s.goal.salt = salt;
  s.goal.targets = targets;
  lost = defender_set (&s, more_checks, XQ_SQUARE_NONE);
  xq_check_search_account (s.nodes, s.exhausted, FALSE);
  return lost & targets;
}

gboolean
xq_checks_win_any (XqPosition       *pos,
                   XqBitboard        targets,
                   int               max_checks,
                   const XqMoveList *skip,
                   XqPieceWonFunc    won,
                   gpointer          data,
                   guint             salt,
                   XqMove           *first,
                   XqMoveList       *all_first,
                   gboolean         *exhausted)
{
  Search   s;
  guint64  question = mix ((guint64) salt * 32 + (guint64) max_checks + 16);
  gboolean wins;

  if (first)
    *first = XQ_MOVE_NONE;
  if (exhausted)
    *exhausted = FALSE;
  max_checks = CLAMP (max_checks, 0, XQ_MATE_MAX_CHECKS);
  if (max_checks == 0 || targets == 0)
    return FALSE;
  search_init (&s, pos);
  s.goal.won = won;
  s.goal.data = data;
  s.goal.salt = salt;
  s.goal.targets = targets;
  s.goal.checks_first = TRUE;
  s.goal.skip = skip;
  s.goal.all_first = all_first;
  if (all_first)
    xq_move_list_clear (all_first);
  for (XqBitboard t = targets; t;)
    question = mix (question ^ xq_bb_pop (&t));
  for (guint i = 0; skip && i < skip->n; i++)
    question = mix (question ^ ((guint64) skip->moves[i] << 8));
  if (all_first)
    {
      /* Every winning check is wanted: searched, never answered from the kept answers. */
      wins = attacker_node (&s, max_checks);
      xq_check_search_account (s.nodes, s.exhausted, FALSE);
    }
  else
    wins = ask (&s, TRUE, max_checks, (question << 2) | 3);
  if (exhausted)
    *exhausted = s.exhausted;
  if (first)
    *first = wins ? s.first : XQ_MOVE_NONE;
  return wins;
}
