/* xq-desk.c: pairing rounds, results, withdrawals, checks, generated events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-desk.h"

#include <stdlib.h>
#include <string.h>

#include "xq-berger.h"
#include "xq-catalog.h"
#include "xq-dutch.h"
#include "xq-knockout.h"
#include "xq-playoff.h"
#include "xq-standings.h"
#include "xq-swiss.h"
#include "xq-team.h"

static XqLang
lang (void)
{
  return xq_lang_from_locale ();
}

gint64
xq_desk_entry_of_player (const XqEventData *data,
                         gint64             player_id)
{
  for (guint i = 0; i < data->entries->len; i++)
    if (g_array_index (data->entries, XqEntry, i).player_id == player_id)
      return g_array_index (data->entries, XqEntry, i).id;
  /* A team stands for itself (xq_desk_player_of_entry). */
  if (data->event.team_boards > 0 && xq_event_data_find_entry (data, player_id) != NULL)
    return player_id;
  return 0;
}

gint64
xq_desk_player_of_entry (const XqEventData *data,
                         gint64             entry_id)
{
  const XqEntry *e = xq_event_data_find_entry (data, entry_id);

  if (e == NULL)
    return 0;
  return e->player_id != 0 ? e->player_id : e->id;
}

static const char *
entry_name (const XqEventData *data,
            gint64             entry_id)
{
  const XqEntry *e = xq_event_data_find_entry (data, entry_id);
  return e != NULL ? e->name : "?";
}

/* FALSE with the first board of round ≤ @round still without a result. */
static gboolean
rounds_complete (const XqEventData *data,
                 guint              round,
                 GError           **error)
{
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round <= round && g->black != 0 && !g->annulled && g->result == XQ_GAME_RESULT_NONE)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                       XQ_T (lang (), "Round %u is not finished: board %u (%s – %s) has no result"), g->round, g->board,
                       entry_name (data, g->red), entry_name (data, g->black));
          return FALSE;
        }
    }
  return TRUE;
}

/* The entries' pairing order for brackets: rating, then registration. */
static int
seed_cmp (gconstpointer pa,
          gconstpointer pb)
{
  const XqEntry *a = *(XqEntry *const *) pa, *b = *(XqEntry *const *) pb;

  if (a->rating != b->rating)
    return a->rating > b->rating ? -1 : 1;
  return a->number < b->number ? -1 : (a->number > b->number);
}

/* A game against a withdrawn entry: annulled when it was struck out, else forfeited by it. */
static void
apply_withdrawals (const XqEventData *data,
                   XqGame            *g)
{
  const XqEntry *red = xq_event_data_find_entry (data, g->red);
  const XqEntry *black = g->black != 0 ? xq_event_data_find_entry (data, g->black) : NULL;
  gboolean       red_out = red != NULL && red->withdrawn_round >= 0;
  gboolean       black_out = black != NULL && black->withdrawn_round >= 0;

  if (!red_out && !black_out)
    return;
  if ((red_out && xq_standings_entry_struck (data, red->id)) || (black_out && xq_standings_entry_struck (data, black->id)))
    g->annulled = TRUE;
  else if (g->black == 0)
    g->annulled = TRUE; /* a bye for someone who has left */
  else if (red_out && black_out)
    g->result = XQ_GAME_RESULT_DOUBLE_FORFEIT;
  else
    g->result = red_out ? XQ_GAME_RESULT_BLACK_WIN_FORFEIT : XQ_GAME_RESULT_RED_WIN_FORFEIT;
}

/* Whether round @stored of @data holds every game of Berger round @r among @entries. */
static gboolean
paired_as_berger (const XqEventData *data,
                  GPtrArray         *entries,
                  guint              stored,
                  guint              r)
{
  guint                     n = entries->len;
  g_autofree XqBergerBoard *boards = g_new (XqBergerBoard, (n + 1) / 2 + 1);
  guint                     count = xq_berger_round (n, r, boards);

  for (guint i = 0; i < count; i++)
    {
      const XqEntry *a = g_ptr_array_index (entries, boards[i].red - 1);
      const XqEntry *b = boards[i].black != 0 ? g_ptr_array_index (entries, boards[i].black - 1) : NULL;
      gboolean       found = FALSE;

      for (guint k = 0; k < data->games->len && !found; k++)
        {
          const XqGame *g = &g_array_index (data->games, XqGame, k);
          found = g->round == stored && g->kind == XQ_GAME_REGULAR &&
                  ((g->red == a->id && g->black == (b != NULL ? b->id : 0)) || (b != NULL && g->red == b->id && g->black == a->id));
        }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* Round @round (1-based over all cycles) among @entries (pointers, in number order), of a single
 * cycle or, with @two_cycles, of a double round robin (xq_berger_double_round). */
static void
berger_games (const XqEventData *data,
              GPtrArray         *entries,
              guint              round,
              gboolean           two_cycles,
              XqStage            stage,
              guint             *board,
              GArray            *games)
{
  guint                     n = entries->len, m = xq_berger_n_rounds (n);
  g_autofree XqBergerBoard *boards = NULL;
  guint                     count, r;
  gboolean                  swap = FALSE;

  if (n < 2 || round > (two_cycles ? 2 * m : m))
    return;
  r = two_cycles ? xq_berger_double_round (n, round, &swap) : round;
  /* An event paired before the last two rounds of the first cycle were swapped keeps its order. */
  if (two_cycles && round == m && m >= 3 && paired_as_berger (data, entries, m - 1, m - 1))
    r = m;
  boards = g_new (XqBergerBoard, (n + 1) / 2 + 1);
  count = xq_berger_round (n, r, boards);
  for (guint i = 0; i < count; i++)
    {
      XqGame         g = { 0 };
      const XqEntry *red = g_ptr_array_index (entries, boards[i].red - 1);
      const XqEntry *black = boards[i].black != 0 ? g_ptr_array_index (entries, boards[i].black - 1) : NULL;

      g.stage = stage;
      g.board = (*board)++;
      g.game = 1;
      if (black != NULL && swap)
        {
          const XqEntry *t = red;
          red = black;
          black = t;
        }
      g.red = red->id;
      g.black = black != NULL ? black->id : 0;
      apply_withdrawals (data, &g);
      g_array_append_val (games, g);
    }
}

static guint
roundrobin_total (const XqEventData *data)
{
  guint m = xq_berger_n_rounds (data->entries->len);
  return data->event.system == XQ_SYSTEM_DOUBLE_ROUNDROBIN ? 2 * m : m;
}

static GArray *
pair_roundrobin (const XqEventData *data,
                 guint              round,
                 GError           **error)
{
  g_autoptr (GPtrArray) entries = g_ptr_array_new ();
  GArray               *games = g_array_new (FALSE, TRUE, sizeof (XqGame));
  guint                 board = 1;

  if (round > roundrobin_total (data))
    {
      g_array_unref (games);
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "Every round of this round robin has been paired"));
      return NULL;
    }
  for (guint i = 0; i < data->entries->len; i++)
    g_ptr_array_add (entries, &g_array_index (data->entries, XqEntry, i));
  berger_games (data, entries, round, data->event.system == XQ_SYSTEM_DOUBLE_ROUNDROBIN, XQ_STAGE_MAIN, &board, games);
  return games;
}

static guint
group_rounds (const XqEventData *data)
{
  guint groups = MAX (data->event.group_count, 1), largest = 0;

  for (guint g = 0; g < groups; g++)
    {
      guint size = 0;
      for (guint i = 0; i < data->entries->len; i++)
        if (g_array_index (data->entries, XqEntry, i).group == (int) g)
          size++;
      largest = MAX (largest, size);
    }
  return 2 * xq_berger_n_rounds (largest);
}

/* Next knockout round from the winners of @round (in board order), or the games still due. */
static GArray *
pair_knockout_next (const XqEventData *data,
                    guint              round,
                    gboolean          *more_games,
                    GError           **error)
{
  g_autoptr (GArray) winners = g_array_new (FALSE, FALSE, sizeof (gint64));
  GArray            *more = g_array_new (FALSE, TRUE, sizeof (XqGame));
  guint              max_board = 0;

  *more_games = FALSE;
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round == round)
        max_board = MAX (max_board, g->board);
    }
  for (guint b = 1; b <= max_board; b++)
    {
      gint64       winner = 0;
      XqMatchState state = xq_team_event (data) ? xq_team_knockout_state (data, round, b, &winner, more)
                                                : xq_knockout_match_state (data, round, b, &winner, more);

      if (state == XQ_MATCH_PLAYING)
        {
          g_array_unref (more);
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                       XQ_T (lang (), "Round %u is not finished: the match on board %u has games without a result"),
                       round, b);
          return NULL;
        }
      if (state == XQ_MATCH_DECIDED)
        g_array_append_val (winners, winner);
    }
  if (more->len > 0)
    {
      *more_games = TRUE;
      return more;
    }
  g_array_set_size (more, 0);
  if (winners->len <= 1)
    {
      g_array_unref (more);
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "The knockout is over; the winner is %s"),
                   winners->len == 1 ? entry_name (data, g_array_index (winners, gint64, 0)) : "?");
      return NULL;
    }
  for (guint i = 0; i + 1 < winners->len; i += 2)
    xq_knockout_add_match (more, round + 1, i / 2 + 1, g_array_index (winners, gint64, i),
                           g_array_index (winners, gint64, i + 1), data->event.games_per_match);
  if (winners->len % 2 == 1)
    xq_knockout_add_match (more, round + 1, winners->len / 2 + 1, g_array_index (winners, gint64, winners->len - 1), 0,
                           data->event.games_per_match);
  return more;
}

static GArray *
pair_knockout_first (const XqEventData *data,
                     GError           **error)
{
  g_autoptr (GPtrArray) seeds = g_ptr_array_new ();
  g_autofree guint     *slots = NULL;
  GArray               *games = g_array_new (FALSE, TRUE, sizeof (XqGame));
  guint                 size = 1;

  for (guint i = 0; i < data->entries->len; i++)
    if (g_array_index (data->entries, XqEntry, i).withdrawn_round < 0)
      g_ptr_array_add (seeds, &g_array_index (data->entries, XqEntry, i));
  if (seeds->len < 2)
    {
      g_array_unref (games);
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "A knockout needs at least two players"));
      return NULL;
    }
  g_ptr_array_sort (seeds, seed_cmp);
  while (size < seeds->len)
    size *= 2;
  slots = g_new (guint, size);
  xq_knockout_bracket (size, slots);
  for (guint i = 0; i < size; i += 2)
    {
      guint          s1 = MIN (slots[i], slots[i + 1]), s2 = MAX (slots[i], slots[i + 1]);
      const XqEntry *a = g_ptr_array_index (seeds, s1 - 1);
      const XqEntry *b = s2 <= seeds->len ? g_ptr_array_index (seeds, s2 - 1) : NULL;
      xq_knockout_add_match (games, 1, i / 2 + 1, a->id, b != NULL ? b->id : 0, data->event.games_per_match);
    }
  return games;
}

static GArray *
pair_groups (XqStore     *store,
             XqEventData *data,
             guint        round,
             XqStage     *stage,
             GError     **error)
{
  guint groups = MAX (data->event.group_count, 2), total;

  if (round == 1 && g_array_index (data->entries, XqEntry, 0).group < 0)
    {
      /* Snake seeding by rating: A B B A A B … */
      g_autoptr (GPtrArray) seeds = g_ptr_array_new ();
      g_autofree int       *assign = g_new0 (int, data->entries->len);
      for (guint i = 0; i < data->entries->len; i++)
        g_ptr_array_add (seeds, &g_array_index (data->entries, XqEntry, i));
      g_ptr_array_sort (seeds, seed_cmp);
      for (guint i = 0; i < seeds->len; i++)
        {
          XqEntry *e = g_ptr_array_index (seeds, i);
          guint    lap = i / groups, pos = i % groups;
          e->group = (int) (lap % 2 == 0 ? pos : groups - 1 - pos);
          assign[e->number - 1] = e->group;
        }
      if (!xq_store_set_groups (store, data->event.id, assign, data->entries->len, error))
        return NULL;
    }
  total = group_rounds (data);
  if (round <= total)
    {
      GArray *games = g_array_new (FALSE, TRUE, sizeof (XqGame));
      guint   board = 1;

      *stage = XQ_STAGE_GROUP;
      for (guint gi = 0; gi < groups; gi++)
        {
          g_autoptr (GPtrArray) members = g_ptr_array_new ();
          for (guint i = 0; i < data->entries->len; i++)
            if (g_array_index (data->entries, XqEntry, i).group == (int) gi)
              g_ptr_array_add (members, &g_array_index (data->entries, XqEntry, i));
          /* Smaller groups have finished their cycles: nothing for them this round. */
          if (round <= 2 * xq_berger_n_rounds (members->len))
            berger_games (data, members, round, TRUE, XQ_STAGE_GROUP, &board, games);
        }
      return games;
    }
  *stage = XQ_STAGE_KNOCKOUT;
  if (round == total + 1)
    {
      /* Cross-over (seed 002): A1–B2, B1–A2, C1–D2, D1–C2, … */
      GArray            *games = g_array_new (FALSE, TRUE, sizeof (XqGame));
      g_autofree gint64 *firsts = g_new0 (gint64, groups);
      g_autofree gint64 *seconds = g_new0 (gint64, groups);
      guint              board = 1;

      for (guint gi = 0; gi < groups; gi++)
        {
          XqStandingsOptions      o = { 0, (int) gi };
          g_autoptr (XqStandings) s = xq_standings_compute (data, &o);
          if (s->rows->len > 0)
            firsts[gi] = g_array_index (s->rows, XqStanding, 0).entry_id;
          if (s->rows->len > 1)
            seconds[gi] = g_array_index (s->rows, XqStanding, 1).entry_id;
        }
      for (guint gi = 0; gi + 1 < groups; gi += 2)
        {
          xq_knockout_add_match (games, round, board++, firsts[gi], seconds[gi + 1], data->event.games_per_match);
          xq_knockout_add_match (games, round, board++, firsts[gi + 1], seconds[gi], data->event.games_per_match);
        }
      for (guint i = 0; i < games->len; i++)
        if (g_array_index (games, XqGame, i).red == 0)
          {
            g_array_unref (games);
            g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                         XQ_T (lang (), "Every group needs two players for the cross-over"));
            return NULL;
          }
      return games;
    }
  return NULL; /* handled as a knockout by the caller */
}

int
xq_desk_draw_lots (XqStore *store,
                   gint64   event_id,
                   GError **error)
{
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, error);
  g_autoptr (GArray)      entries = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (GArray)      lots = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray)      free_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GRand)       rand = NULL;
  g_autofree gboolean    *taken = NULL;
  guint                   n;

  if (data == NULL)
    return -1;
  if (data->n_rounds > 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "The event has started; the numbers drawn by lot are fixed"));
      return -1;
    }
  n = data->entries->len;
  taken = g_new0 (gboolean, n + 2);
  for (guint i = 0; i < n; i++)
    {
      guint lot = g_array_index (data->entries, XqEntry, i).lot;
      if (lot >= 1 && lot <= n)
        taken[lot] = TRUE;
    }
  for (guint k = 1; k <= n; k++)
    if (!taken[k])
      g_array_append_val (free_numbers, k);
  /* The event's lot: the same numbers for the same event and entries. */
  rand = g_rand_new_with_seed ((guint32) (data->event.random_seed ^ 0x4c4f5453));
  for (guint i = 0; i < n; i++)
    {
      const XqEntry *e = &g_array_index (data->entries, XqEntry, i);
      guint          pick, lot;
      if (e->lot >= 1 && e->lot <= n)
        continue;
      pick = (guint) g_rand_int_range (rand, 0, (gint32) free_numbers->len);
      lot = g_array_index (free_numbers, guint, pick);
      g_array_remove_index (free_numbers, pick);
      g_array_append_val (entries, e->id);
      g_array_append_val (lots, lot);
    }
  if (entries->len == 0)
    return 0;
  if (!xq_store_set_lots (store, event_id, (const gint64 *) entries->data, (const guint *) lots->data, entries->len, error))
    return -1;
  return (int) entries->len;
}

guint
xq_desk_pair (XqStore *store,
              gint64   event_id,
              GArray **games_out,
              GError **error)
{
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, error);
  g_autoptr (GArray)      games = NULL;
  guint                   round;
  XqStage                 stage = XQ_STAGE_MAIN;
  gboolean                more = FALSE;

  if (data == NULL)
    return 0;
  round = data->n_rounds + 1;
  if (data->entries->len < 2)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "An event needs at least two entries"));
      return 0;
    }
  if (!rounds_complete (data, data->n_rounds, error))
    return 0;
  /* Round 1 by lot (seed 000: 拈阄后以1对2、3对4): the numbers not drawn yet are drawn now. */
  if (data->event.system == XQ_SYSTEM_SWISS && data->n_rounds == 0 && data->event.round_one == XQ_ROUND_ONE_LOT)
    {
      int drawn = xq_desk_draw_lots (store, event_id, error);
      if (drawn < 0)
        return 0;
      if (drawn > 0)
        {
          g_clear_pointer (&data, xq_event_data_free);
          if ((data = xq_store_load_event (store, event_id, error)) == NULL)
            return 0;
        }
    }

  /* A tie on a deciding place of a finished stage is played off before anything else. */
  {
    g_autoptr (GPtrArray) due = xq_playoffs_due (data);
    if (due->len > 0)
      {
        guint board = 0;
        for (guint i = 0; i < data->games->len; i++)
          if (g_array_index (data->games, XqGame, i).round == data->n_rounds)
            board = MAX (board, g_array_index (data->games, XqGame, i).board);
        games = g_array_new (FALSE, TRUE, sizeof (XqGame));
        for (guint i = 0; i < due->len; i++)
          {
            g_autoptr (GArray) more_games = xq_playoff_games (data, g_ptr_array_index (due, i), data->n_rounds, board + 1);
            board += more_games->len;
            /* A player who has withdrawn (his results standing) forfeits his play-off games. */
            for (guint k = 0; k < more_games->len; k++)
              apply_withdrawals (data, &g_array_index (more_games, XqGame, k));
            g_array_append_vals (games, more_games->data, more_games->len);
          }
        if (!xq_store_add_games (store, event_id, data->n_rounds, games, error))
          return 0;
        if (games_out != NULL)
          *games_out = g_steal_pointer (&games);
        return data->n_rounds;
      }
  }

  switch (data->event.system)
    {
    case XQ_SYSTEM_ROUNDROBIN:
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
      games = pair_roundrobin (data, round, error);
      break;
    case XQ_SYSTEM_SWISS:
      if (round > data->event.rounds)
        {
          g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                       XQ_T (lang (), "All %u rounds of this Swiss have been paired"), data->event.rounds);
          return 0;
        }
      games = data->event.swiss_rules == XQ_SWISS_RULES_DUTCH ? xq_dutch_pair (data, NULL, error) : xq_swiss_pair (data, error);
      if (games != NULL)
        for (guint i = 0; i < games->len; i++)
          apply_withdrawals (data, &g_array_index (games, XqGame, i));
      break;
    case XQ_SYSTEM_KNOCKOUT:
      stage = XQ_STAGE_KNOCKOUT;
      if (round == 1)
        games = pair_knockout_first (data, error);
      else
        games = pair_knockout_next (data, data->n_rounds, &more, error);
      break;
    case XQ_SYSTEM_GROUPS:
    default:
      if (round <= group_rounds (data) + 1 || data->n_rounds == 0)
        {
          games = pair_groups (store, data, round, &stage, error);
          if (games == NULL && error != NULL && *error != NULL)
            return 0;
          if (games != NULL)
            break;
        }
      stage = XQ_STAGE_KNOCKOUT;
      games = pair_knockout_next (data, data->n_rounds, &more, error);
      break;
    }
  if (games == NULL)
    return 0;
  if (more)
    round = data->n_rounds;
  for (guint i = 0; i < games->len; i++)
    {
      g_array_index (games, XqGame, i).round = round;
      g_array_index (games, XqGame, i).stage = stage;
    }
  if (xq_team_event (data) && !more)
    {
      GArray *expanded = xq_team_expand (data, games);
      g_array_unref (games);
      games = expanded;
    }
  if (more ? !xq_store_add_games (store, event_id, round, games, error)
           : !xq_store_add_round (store, event_id, round, stage, games, error))
    return 0;
  if (games_out != NULL)
    *games_out = g_steal_pointer (&games);
  return round;
}

gboolean
xq_desk_set_result (XqStore    *store,
                    gint64      event_id,
                    guint       round,
                    guint       board,
                    guint       game,
                    const char *result,
                    int         red_violations,
                    int         black_violations,
                    GError    **error)
{
  XqGame       game_row = { 0 };
  XqGame      *found = &game_row;
  XqGameResult r;

  if (!xq_game_result_from_string (result, &r) || r == XQ_GAME_RESULT_NONE)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "“%s” is not a result: use 1-0, 0-1, 1/2-1/2, +-, -+ or --"),
                   result != NULL && g_utf8_validate (result, -1, NULL) ? result : "?");
      return FALSE;
    }
  if (!xq_store_find_game (store, event_id, round, board, game, &game_row, error))
    return FALSE;
  if (found->black == 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "That board is a bye; it has no result to enter"));
      return FALSE;
    }
  if (found->annulled)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT,
                   XQ_T (lang (), "That game was annulled by a withdrawal; it takes no result"));
      return FALSE;
    }
  if (red_violations > 3 || black_violations > 3)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "A game has at most 3 violations per side; the third one loses it"));
      return FALSE;
    }
  return xq_store_set_result (store, found->id, r, red_violations < 0 ? found->red_violations : (guint) red_violations,
                              black_violations < 0 ? found->black_violations : (guint) black_violations, error);
}

gboolean
xq_desk_withdrawal_preview (const XqEventData *data,
                            gint64             player_id,
                            XqWithdrawal      *out,
                            GError           **error)
{
  gint64         entry = xq_desk_entry_of_player (data, player_id);
  const XqEntry *e;
  guint          paired = 0;

  memset (out, 0, sizeof *out);
  if (entry == 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang (), "Player %lld is not in event %lld"),
                   (long long) player_id, (long long) data->event.id);
      return FALSE;
    }
  e = xq_event_data_find_entry (data, entry);
  if (e->withdrawn_round >= 0)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_CONSTRAINT, XQ_T (lang (), "That player has already withdrawn"));
      return FALSE;
    }
  /* Games played, counting the one still in progress (seed 000 §14). */
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if ((g->red != entry && g->black != entry) || g->annulled || g->kind != XQ_GAME_REGULAR ||
          (data->event.team_boards > 0 && g->game != 1))
        continue;
      paired++;
      if (g->black == 0)
        continue;
      if (g->result == XQ_GAME_RESULT_NONE || !xq_game_result_is_forfeit (g->result))
        out->played++;
      if (g->result != XQ_GAME_RESULT_NONE)
        out->annulled++;
    }
  out->scheduled = xq_event_data_scheduled_games (data);
  out->annul = 2 * out->played < out->scheduled;
  if (!out->annul)
    out->annulled = 0;
  out->remaining = out->scheduled > paired ? out->scheduled - paired : 0;
  return TRUE;
}

gboolean
xq_desk_withdraw (XqStore  *store,
                  gint64    event_id,
                  gint64    player_id,
                  gboolean *struck,
                  GError  **error)
{
  g_autoptr (XqEventData) data = xq_store_load_event (store, event_id, error);
  XqWithdrawal            w;

  if (data == NULL)
    return FALSE;
  if (!xq_desk_withdrawal_preview (data, player_id, &w, error))
    return FALSE;
  if (struck != NULL)
    *struck = w.annul;
  return xq_store_withdraw (store, xq_desk_entry_of_player (data, player_id), data->n_rounds, w.annul, NULL, 0, error);
}

static void
clear_violation (gpointer p)
{
  XqViolation *v = p;
  g_free (v->kind);
  g_free (v->message);
}

static void
free_history (gpointer p)
{
  g_string_free (p, TRUE);
}

static void
add_violation (GArray            *list,
               const XqEventData *data,
               const char        *kind,
               guint              round,
               gint64             a,
               gint64             b,
               char              *message)
{
  XqViolation v = { g_strdup (kind), round, { a ? xq_desk_player_of_entry (data, a) : 0, b ? xq_desk_player_of_entry (data, b) : 0 }, message };
  g_array_append_val (list, v);
}

GArray *
xq_desk_check (const XqEventData *data)
{
  GArray                *list = g_array_new (FALSE, TRUE, sizeof (XqViolation));
  g_autoptr (GHashTable) pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) colours = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, free_history);
  g_autoptr (GHashTable) byes = g_hash_table_new (g_int64_hash, g_int64_equal);
  guint                  max_meetings = data->event.system == XQ_SYSTEM_DOUBLE_ROUNDROBIN || data->event.system == XQ_SYSTEM_GROUPS ? 2 : 1;
  gboolean               team = data->event.team_boards > 0;
  int                    total_points = 0, game_points = 0;

  g_array_set_clear_func (list, clear_violation);

  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      gint64        ids[2] = { g->red, g->black };

      if (g->kind != XQ_GAME_REGULAR || (team && g->game != 1) ||
          (g->game != 1 && (data->event.system == XQ_SYSTEM_KNOCKOUT || g->stage == XQ_STAGE_KNOCKOUT)))
        continue;
      /* Each entry once per round. */
      for (int s = 0; s < 2; s++)
        {
          char *key;
          if (ids[s] == 0)
            continue;
          key = g_strdup_printf ("%u:%" G_GINT64_FORMAT, g->round, ids[s]);
          if (g_hash_table_contains (seen, key))
            {
              add_violation (list, data, "double-booking", g->round, ids[s], 0,
                             g_strdup_printf ("%s plays twice in round %u", entry_name (data, ids[s]), g->round));
              g_free (key);
            }
          else
            g_hash_table_add (seen, key);
        }
      if (g->black == 0)
        {
          /* Only the pairing's bye is once per player; a bye asked for is not the pairing's. */
          guint n = GPOINTER_TO_UINT (g_hash_table_lookup (byes, &g->red)) + (g->bye == XQ_BYE_PAIRING ? 1 : 0);
          g_hash_table_insert (byes, (gpointer) &g->red, GUINT_TO_POINTER (n));
          if (data->event.system == XQ_SYSTEM_SWISS && n > 1 && !g->annulled)
            add_violation (list, data, "bye", g->round, g->red, 0,
                           g_strdup_printf ("%s has a second bye in round %u", entry_name (data, g->red), g->round));
          if (g->result != XQ_GAME_RESULT_NONE)
            add_violation (list, data, "score", g->round, g->red, 0,
                           g_strdup_printf ("the bye of %s in round %u carries a result", entry_name (data, g->red), g->round));
          continue;
        }
      {
        g_autofree char *key = g_strdup_printf ("%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT, MIN (g->red, g->black), MAX (g->red, g->black));
        guint            n = GPOINTER_TO_UINT (g_hash_table_lookup (pairs, key)) + 1;
        g_hash_table_insert (pairs, g_strdup (key), GUINT_TO_POINTER (n));
        /* A knockout stage may bring group-mates together again. */
        if (n > max_meetings && g->stage != XQ_STAGE_KNOCKOUT && data->event.system != XQ_SYSTEM_KNOCKOUT)
          add_violation (list, data, "rematch", g->round, g->red, g->black,
                         g_strdup_printf ("%s and %s meet again in round %u", entry_name (data, g->red),
                                          entry_name (data, g->black), g->round));
        if (xq_event_data_forbidden (data, g->red, g->black) && !g->annulled)
          add_violation (list, data, "forbidden", g->round, g->red, g->black,
                         g_strdup_printf ("%s and %s, whom the event keeps apart, meet in round %u",
                                          entry_name (data, g->red), entry_name (data, g->black), g->round));
      }
      if (!g->annulled && g->result != XQ_GAME_RESULT_NONE && !xq_game_result_is_forfeit (g->result) &&
          data->event.system == XQ_SYSTEM_SWISS)
        {
          for (int s = 0; s < 2; s++)
            {
              GString *h = g_hash_table_lookup (colours, &ids[s]);
              if (h == NULL)
                {
                  h = g_string_new (NULL);
                  g_hash_table_insert (colours, g_memdup2 (&ids[s], sizeof (gint64)), h);
                }
              if (!xq_swiss_colour_allowed (h->str, s == 0))
                add_violation (list, data, "colour", g->round, ids[s], 0,
                               g_strdup_printf ("%s gets %s in round %u after “%s”", entry_name (data, ids[s]),
                                                s == 0 ? "Red" : "Black", g->round, h->str));
              g_string_append_c (h, s == 0 ? 'R' : 'B');
            }
        }
      if (g->round < data->n_rounds && !g->annulled && g->result == XQ_GAME_RESULT_NONE)
        add_violation (list, data, "unfinished", g->round, g->red, g->black,
                       g_strdup_printf ("round %u board %u has no result", g->round, g->board));
      {
        const XqEntry *r = xq_event_data_find_entry (data, g->red), *b = xq_event_data_find_entry (data, g->black);
        if (data->event.system == XQ_SYSTEM_SWISS &&
            ((r->withdrawn_round >= 0 && g->round > (guint) r->withdrawn_round && !xq_game_result_is_forfeit (g->result) && !g->annulled) ||
             (b->withdrawn_round >= 0 && g->round > (guint) b->withdrawn_round && !xq_game_result_is_forfeit (g->result) && !g->annulled)))
          add_violation (list, data, "withdrawn", g->round, g->red, g->black,
                         g_strdup_printf ("round %u board %u pairs a player who has withdrawn", g->round, g->board));
      }
    }

  /* Team events: every board's players are their team's members, in registered order within
   * each match (seed 000 分台制). */
  if (team)
    for (guint i = 0; i < data->games->len; i++)
      {
        const XqGame *g = &g_array_index (data->games, XqGame, i);
        for (int s = 0; s < 2 && g->kind == XQ_GAME_REGULAR && g->black != 0; s++)
          {
            gint64          entry = s == 0 ? g->red : g->black, player = s == 0 ? g->red_player : g->black_player;
            const XqPlayer *p = player != 0 ? xq_event_data_find_player (data, player) : NULL;
            if (player == 0)
              continue;
            if (p == NULL || p->team != entry)
              {
                add_violation (list, data, "lineup", g->round, entry, 0,
                               g_strdup_printf ("round %u match %u board %u: player %lld does not play for %s", g->round,
                                                g->board, g->game, (long long) player, entry_name (data, entry)));
                continue;
              }
            /* The next board of the same team in this match must hold a later registered player. */
            for (guint k = 0; k < data->games->len; k++)
              {
                const XqGame   *h = &g_array_index (data->games, XqGame, k);
                gint64          other = h->red == entry ? h->red_player : h->black == entry ? h->black_player
                                                                                            : 0;
                const XqPlayer *q = other != 0 ? xq_event_data_find_player (data, other) : NULL;
                if (h->round != g->round || h->board != g->board || h->kind != XQ_GAME_REGULAR || h->game <= g->game ||
                    q == NULL || q->team != entry)
                  continue;
                if (q->position <= p->position)
                  add_violation (list, data, "lineup", g->round, entry, 0,
                                 g_strdup_printf ("round %u match %u: %s, registered no. %u, plays board %u below %s, registered no. %u, on "
                                                  "board %u: against the registered order",
                                                  g->round, g->board, q->name, q->position, h->game, p->name, p->position,
                                                  g->game));
              }
          }
      }

  /* Score consistency: the table's points are exactly the points of the games and byes. */
  if (!team)
    {
      g_autoptr (XqStandings) s = xq_standings_compute (data, NULL);
      /* In a two-game round robin the table's 局分 are the games' points (its points are 场分). */
      gboolean match_points = xq_standings_uses_match_points (data);
      for (guint i = 0; i < s->rows->len; i++)
        total_points += match_points ? g_array_index (s->rows, XqStanding, i).game_points
                                     : g_array_index (s->rows, XqStanding, i).points;
      for (guint i = 0; i < data->games->len; i++)
        {
          const XqGame *g = &g_array_index (data->games, XqGame, i);
          if (g->annulled || g->kind == XQ_GAME_PLAYOFF || xq_standings_entry_struck (data, g->red) ||
              (g->black != 0 && xq_standings_entry_struck (data, g->black)))
            continue;
          if (data->event.system == XQ_SYSTEM_KNOCKOUT || g->stage == XQ_STAGE_KNOCKOUT)
            {
              if (g->kind != XQ_GAME_REGULAR || g->black == 0)
                continue;
            }
          if (g->black == 0)
            game_points += data->event.system != XQ_SYSTEM_SWISS ? 0
                           : g->bye == XQ_BYE_PAIRING            ? xq_scoring_win_points (data->event.scoring)
                           : g->bye == XQ_BYE_HALF               ? xq_scoring_red_points (data->event.scoring, XQ_GAME_RESULT_DRAW)
                                                                 : 0;
          else
            game_points += xq_standings_game_points (data, g, FALSE) + xq_standings_game_points (data, g, TRUE);
        }
      if (total_points != game_points)
        add_violation (list, data, "score", data->n_rounds, 0, 0,
                       g_strdup_printf ("the standings hold %g points but the games give %g", total_points / 2.0,
                                        game_points / 2.0));
    }
  return list;
}

static const char *const result_mix[] = { "1-0", "1-0", "1-0", "1-0", "0-1", "0-1", "0-1",
                                          "1/2-1/2", "1/2-1/2", "1/2-1/2", "+-", "-+", "--" };

gint64
xq_desk_generate (XqStore *store,
                  XqSystem system,
                  guint    n_players,
                  guint    n_rounds,
                  guint64  seed,
                  guint   *rounds_played,
                  GError **error)
{
  g_autoptr (GRand)        rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  g_autoptr (GArray)       tiebreaks = NULL;
  g_autofree XqPlayerSpec *specs = NULL;
  g_autoptr (GPtrArray)    names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char         *name = NULL;
  XqEvent                  event = { 0 };
  gint64                   id;
  guint                    total;

  if (n_players < 2 || n_players > 10000)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "Generate 2 to 10000 players"));
      return 0;
    }
  if (system != XQ_SYSTEM_SWISS && system != XQ_SYSTEM_ROUNDROBIN)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang (), "Generated events are Swiss or round robin"));
      return 0;
    }
  total = system == XQ_SYSTEM_ROUNDROBIN ? xq_berger_n_rounds (n_players) : n_rounds;
  if (n_rounds == 0 || (system == XQ_SYSTEM_ROUNDROBIN && n_rounds > total) || n_rounds > 99)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID,
                   XQ_T (lang (), "Generate 1 to %u rounds"), system == XQ_SYSTEM_ROUNDROBIN ? total : 99);
      return 0;
    }
  name = g_strdup_printf ("Generated %s, %u players, seed %" G_GUINT64_FORMAT, xq_system_to_string (system), n_players, seed);
  event.name = name;
  event.system = system;
  event.rounds = system == XQ_SYSTEM_SWISS ? n_rounds : 0;
  event.scoring = XQ_SCORING_2_1_0;
  event.method = XQ_PAIRING_FOLD;
  event.games_per_match = 1;
  event.random_seed = (gint64) seed;
  id = xq_store_create_event (store, &event, error);
  if (id == 0)
    return 0;
  specs = g_new0 (XqPlayerSpec, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      char *player = g_strdup_printf ("Player %04u", i + 1);
      g_ptr_array_add (names, player);
      specs[i].name = player;
      specs[i].rating = g_rand_int_range (rand, 1000, 2600);
    }
  if (!xq_store_add_players (store, id, specs, n_players, NULL, error))
    return 0;

  *rounds_played = 0;
  for (guint r = 1; r <= n_rounds; r++)
    {
      g_autoptr (GArray) games = NULL;
      g_autoptr (GError) local_error = NULL;
      guint              round = xq_desk_pair (store, id, &games, &local_error);

      if (round == 0)
        {
          if (g_error_matches (local_error, XQ_STORE_ERROR, XQ_STORE_ERROR_NO_PAIRING))
            break; /* a real outcome: no further round can be paired */
          g_propagate_error (error, g_steal_pointer (&local_error));
          return 0;
        }
      for (guint i = 0; i < games->len; i++)
        {
          const XqGame *g = &g_array_index (games, XqGame, i);
          const char   *result = result_mix[g_rand_int_range (rand, 0, G_N_ELEMENTS (result_mix))];
          int           rv = g_rand_int_range (rand, 0, 20) == 0 ? 1 : 0;

          if (g->black == 0 || g->annulled || g->result != XQ_GAME_RESULT_NONE)
            continue;
          if (!xq_desk_set_result (store, id, round, g->board, g->game, result, rv, 0, error))
            return 0;
        }
      *rounds_played = round;
    }
  return id;
}
