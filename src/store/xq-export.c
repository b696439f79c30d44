/* xq-export.c: CSV, HTML and TRF-16 of an individual event, and what the team exports share
 *
 * The bottom of the exports: xq-export-team.c writes team events with the helpers here
 * (xq-export-private.h) and xq-export-event.c chooses between the two; this file calls neither.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-export.h"

#include <string.h>

#include "xq-club.h"
#include "xq-event-ratings.h"
#include "xq-export-private.h"
#include "xq-export-report.h"
#include "xq-team.h"

const char *
xq_export_tiebreak_title (XqTiebreak tiebreak)
{
  switch (tiebreak)
    {
    case XQ_TIEBREAK_SONNEBORN_BERGER:
      return "Sonneborn-Berger (小分)";
    case XQ_TIEBREAK_GAME_POINTS:
      return "Game points (局分)";
    case XQ_TIEBREAK_BUCHHOLZ:
      return "Opponents’ scores (对手分)";
    case XQ_TIEBREAK_PROGRESSIVE:
      return "Progressive score (累进分)";
    case XQ_TIEBREAK_PROGRESSIVE_CUT:
      return "Progressive score, cut";
    case XQ_TIEBREAK_EARLIER_ROUNDS:
      return "Score after earlier rounds";
    case XQ_TIEBREAK_WINS:
      return "Games won (胜局)";
    case XQ_TIEBREAK_DIRECT:
      return "Direct encounter (直胜)";
    case XQ_TIEBREAK_FOULS:
      return "Violations (犯规)";
    case XQ_TIEBREAK_BLACK_GAMES:
      return "Games with Black (后走局数)";
    case XQ_TIEBREAK_BLACK_WINS:
      return "Wins with Black (后走胜局)";
    case XQ_TIEBREAK_UNBEATEN:
      return "Unbeaten";
    case XQ_TIEBREAK_NET_WINS:
      return "Wins minus losses";
    case XQ_TIEBREAK_PLAYOFF:
      return "Play-off (加赛)";
    case XQ_TIEBREAK_BOARD_POINTS:
      return "Board count-back (台次分)";
    case XQ_TIEBREAK_SHARED:
    default:
      return "Shared place";
    }
}

const char *
xq_export_system_title (XqSystem system)
{
  switch (system)
    {
    case XQ_SYSTEM_ROUNDROBIN:
      return "Round robin";
    case XQ_SYSTEM_DOUBLE_ROUNDROBIN:
      return "Double round robin";
    case XQ_SYSTEM_SWISS:
      return "Swiss";
    case XQ_SYSTEM_KNOCKOUT:
      return "Knockout";
    case XQ_SYSTEM_GROUPS:
    default:
      return "Groups, then knockout";
    }
}

const char *
xq_export_scoring_title (XqScoring scoring)
{
  switch (scoring)
    {
    case XQ_SCORING_3_1_0:
      return "win 3, draw 1, loss 0";
    case XQ_SCORING_3_1_0_BLACK2:
      return "win 3, draw 1 (with Black 2), loss 0";
    case XQ_SCORING_1_HALF_0:
      return "win 1, draw ½, loss 0";
    case XQ_SCORING_2_1_0:
    default:
      return "win 2, draw 1, loss 0";
    }
}

struct _XqCrosstable
{
  const XqEventData *data;
  XqStandings       *standings;
  gboolean           owns_standings;
  GHashTable        *rank;     /* entry id → rank (from the table; struck entries absent) */
  GHashTable        *games_of; /* entry id → GPtrArray of its games (const XqGame *), in order */
};

typedef struct _XqCrosstable Ctx;

static void
add_game_of (Ctx          *ctx,
             gint64        who,
             const XqGame *g)
{
  GPtrArray *list = g_hash_table_lookup (ctx->games_of, &who);

  if (list == NULL)
    {
      list = g_ptr_array_new ();
      g_hash_table_insert (ctx->games_of, g_memdup2 (&who, sizeof who), list);
    }
  g_ptr_array_add (list, (gpointer) g);
}

static void
ctx_init_with (Ctx               *ctx,
               const XqEventData *data,
               XqStandings       *standings)
{
  ctx->data = data;
  ctx->owns_standings = standings == NULL;
  ctx->standings = standings != NULL ? standings : xq_standings_compute (data, NULL);
  ctx->rank = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < ctx->standings->rows->len; i++)
    {
      const XqStanding *r = &g_array_index (ctx->standings->rows, XqStanding, i);
      g_hash_table_insert (ctx->rank, g_memdup2 (&r->entry_id, sizeof (gint64)), GUINT_TO_POINTER (i + 1));
    }
  ctx->games_of = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      add_game_of (ctx, g->red, g);
      if (g->black != 0)
        add_game_of (ctx, g->black, g);
    }
}

static void
ctx_init (Ctx               *ctx,
          const XqEventData *data)
{
  ctx_init_with (ctx, data, NULL);
}

static void
ctx_clear (Ctx *ctx)
{
  if (ctx->owns_standings)
    xq_standings_free (ctx->standings);
  g_hash_table_unref (ctx->rank);
  g_hash_table_unref (ctx->games_of);
}

static const XqEntry *
entry (const XqEventData *data,
       gint64             id)
{
  return xq_event_data_find_entry (data, id);
}

static void
csv_field (GString    *out,
           const char *text,
           gboolean    last)
{
  if (strpbrk (text, ",\"\r\n") != NULL)
    {
      g_string_append_c (out, '"');
      for (const char *p = text; *p; p++)
        {
          if (*p == '"')
            g_string_append_c (out, '"');
          g_string_append_c (out, *p);
        }
      g_string_append_c (out, '"');
    }
  else
    g_string_append (out, text);
  g_string_append (out, last ? "\r\n" : ",");
}

static char *
points_text (int half_points)
{
  if (half_points % 2 == 0)
    return g_strdup_printf ("%d", half_points / 2);
  return g_strdup_printf ("%d.5", half_points / 2);
}

char *
xq_export_tiebreak_value (const XqStanding *row,
                          XqTiebreak        tiebreak)
{
  GArray *vec = xq_standing_tiebreak_vector (row, tiebreak);

  if (tiebreak == XQ_TIEBREAK_PLAYOFF && row->playoff_games == 0)
    return g_strdup (""); /* no play-off played */
  if (vec != NULL)
    {
      GString *s = g_string_new (NULL);
      for (guint i = 0; i < vec->len; i++)
        {
          g_autofree char *p = points_text (g_array_index (vec, int, i));
          if (i > 0)
            g_string_append_c (s, ' ');
          g_string_append (s, p);
        }
      return g_string_free (s, FALSE);
    }
  {
    char buf[G_ASCII_DTOSTR_BUF_SIZE];
    return g_strdup (g_ascii_formatd (buf, sizeof buf, "%g", row->values[tiebreak]));
  }
}

/* The cell of @who's game @g as seen by him: result symbol, from the crosstable's point of view. */
static const char *
symbol_for (const XqEventData *data,
            const XqGame      *g,
            gint64             who)
{
  gboolean red = g->red == who;

  if (g->annulled)
    return "×";
  if (g->black == 0)
    return data->event.system == XQ_SYSTEM_SWISS ? "+" : "–";
  switch (g->result)
    {
    case XQ_GAME_RESULT_RED_WIN:
      return red ? "1" : "0";
    case XQ_GAME_RESULT_BLACK_WIN:
      return red ? "0" : "1";
    case XQ_GAME_RESULT_DRAW:
      return "½";
    case XQ_GAME_RESULT_RED_WIN_FORFEIT:
      return red ? "+" : "−";
    case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
      return red ? "−" : "+";
    case XQ_GAME_RESULT_DOUBLE_FORFEIT:
      return "−";
    case XQ_GAME_RESULT_NONE:
    default:
      return "";
    }
}

static guint
latest_round (const XqEventData *data)
{
  return data->n_rounds;
}

static void
pairings_csv (Ctx     *ctx,
              GString *out,
              guint    round)
{
  const XqEventData *data = ctx->data;

  csv_field (out, "round", FALSE);
  csv_field (out, "board", FALSE);
  csv_field (out, "game", FALSE);
  csv_field (out, "red", FALSE);
  csv_field (out, "black", FALSE);
  csv_field (out, "result", TRUE);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame    *g = &g_array_index (data->games, XqGame, i);
      g_autofree char *r = g_strdup_printf ("%u", g->round);
      g_autofree char *b = g_strdup_printf ("%u", g->board);
      g_autofree char *k = g_strdup_printf ("%u", g->game);

      if (g->round != round)
        continue;
      csv_field (out, r, FALSE);
      csv_field (out, b, FALSE);
      csv_field (out, k, FALSE);
      csv_field (out, entry (data, g->red)->name, FALSE);
      csv_field (out, g->black != 0 ? entry (data, g->black)->name : "(bye)", FALSE);
      csv_field (out, g->annulled ? "annulled" : xq_game_result_to_string (g->result), TRUE);
    }
}

/* The rows of @standings; in a groups event (@group not NULL), each begins with its stage and group
 * and ends with the knockout column, empty. */
static void
standings_csv_rows (GString           *out,
                    const XqEventData *data,
                    XqStandings       *standings,
                    GArray            *tbs,
                    GArray            *ratings,
                    const char        *group)
{
  gboolean rated = ratings->len > 0, staged = group != NULL;

  for (guint i = 0; i < standings->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (standings->rows, XqStanding, i);
      const XqEntry    *e = entry (data, row->entry_id);
      g_autofree char  *rank = g_strdup_printf ("%u", row->rank);
      g_autofree char  *number = g_strdup_printf ("%u", e->number);
      g_autofree char  *rating = g_strdup_printf ("%d", e->rating);
      g_autofree char  *points = points_text (row->points);

      if (staged)
        {
          csv_field (out, "group", FALSE);
          csv_field (out, group, FALSE);
        }
      csv_field (out, rank, FALSE);
      csv_field (out, number, FALSE);
      csv_field (out, e->name, FALSE);
      csv_field (out, e->club, FALSE);
      csv_field (out, rating, FALSE);
      csv_field (out, points, tbs->len == 0 && !rated && !staged);
      for (guint t = 0; t < tbs->len; t++)
        {
          g_autofree char *v = xq_export_tiebreak_value (row, g_array_index (tbs, XqTiebreak, t));
          csv_field (out, v, t + 1 == tbs->len && !rated && !staged);
        }
      if (rated)
        {
          const XqPlayerRating *r = xq_event_ratings_find (ratings, e->player_id);
          g_autofree char      *change = r != NULL && r->rating > 0 && r->games > 0 ? g_strdup_printf ("%d", r->change) : g_strdup ("");
          g_autofree char      *perf = r != NULL && r->performance > 0 ? g_strdup_printf ("%d", r->performance) : g_strdup ("");
          csv_field (out, change, FALSE);
          csv_field (out, perf, !staged);
        }
      if (staged)
        csv_field (out, "", TRUE);
    }
}

/* A groups event's knockout places, after its groups: stage "knockout", no group, the place
 * ("5–8" when shared, empty while open) in the rank column, nothing in the columns of points,
 * then how the player went out. */
static void
knockout_csv_rows (GString           *out,
                   const XqEventData *data,
                   guint              n_tiebreaks,
                   gboolean           rated)
{
  g_autoptr (GArray) places = xq_knockout_places (data);

  for (guint i = 0; i < places->len; i++)
    {
      const XqKnockoutPlace *p = &g_array_index (places, XqKnockoutPlace, i);
      const XqEntry         *e = entry (data, p->entry);
      g_autofree char       *place = xq_export_knockout_place (p);
      g_autofree char       *number = g_strdup_printf ("%u", e->number);
      g_autofree char       *rating = g_strdup_printf ("%d", e->rating);
      g_autofree char       *fate = xq_export_knockout_fate (p);

      csv_field (out, "knockout", FALSE);
      csv_field (out, "", FALSE);
      csv_field (out, place, FALSE);
      csv_field (out, number, FALSE);
      csv_field (out, e->name, FALSE);
      csv_field (out, e->club, FALSE);
      csv_field (out, rating, FALSE);
      for (guint c = 0; c < 1 + n_tiebreaks + (rated ? 2 : 0); c++)
        csv_field (out, "", FALSE);
      csv_field (out, fate, TRUE);
    }
}

/* The standings; a groups event's as its stages (README, "Exports"): a "stage" and a "group"
 * column first, each group's table (its own ranks), then the knockout places, and a "knockout"
 * column last saying how each player went out. */
static void
standings_csv (Ctx     *ctx,
               GString *out)
{
  const XqEventData *data = ctx->data;
  g_autoptr (GArray) tbs = xq_standings_criteria (data);
  g_autoptr (GArray) ratings = xq_event_ratings_of_event (data, 0);
  gboolean           rated = ratings->len > 0;
  guint              groups = xq_export_n_groups (data);
  gboolean           staged = groups > 0;

  if (staged)
    {
      csv_field (out, "stage", FALSE);
      csv_field (out, "group", FALSE);
    }
  csv_field (out, "rank", FALSE);
  csv_field (out, "number", FALSE);
  csv_field (out, "name", FALSE);
  csv_field (out, "club", FALSE);
  csv_field (out, "rating", FALSE);
  csv_field (out, "points", tbs->len == 0 && !rated && !staged);
  for (guint t = 0; t < tbs->len; t++)
    csv_field (out, xq_tiebreak_to_string (g_array_index (tbs, XqTiebreak, t)), t + 1 == tbs->len && !rated && !staged);
  if (rated)
    {
      csv_field (out, "rating_change", FALSE);
      csv_field (out, "performance", !staged);
    }
  if (!staged)
    {
      standings_csv_rows (out, data, ctx->standings, tbs, ratings, NULL);
      return;
    }
  csv_field (out, "knockout", TRUE);
  for (guint g = 0; g < groups; g++)
    {
      XqStandingsOptions      options = { 0, (int) g };
      g_autoptr (XqStandings) s = xq_standings_compute (data, &options);
      g_autofree char        *letter = xq_export_group_letter (g);
      standings_csv_rows (out, data, s, tbs, ratings, letter);
    }
  knockout_csv_rows (out, data, tbs->len, rated);
}

/* "12r1": opponent's place in the table, colour, result; "+" alone for a bye. */
static char *
cross_cell (Ctx          *ctx,
            const XqGame *g,
            gint64        who)
{
  gint64 opp = g->red == who ? g->black : g->red;
  guint  rank;

  if (g->black == 0)
    return g_strdup (symbol_for (ctx->data, g, who));
  rank = GPOINTER_TO_UINT (g_hash_table_lookup (ctx->rank, &opp));
  /* An opponent struck from the table (withdrew before half the games) has no place: "–", never 0 */
  if (rank == 0)
    return g_strdup_printf ("–%s%s", g->red == who ? "r" : "b", symbol_for (ctx->data, g, who));
  return g_strdup_printf ("%u%s%s", rank, g->red == who ? "r" : "b", symbol_for (ctx->data, g, who));
}

/* The games of @who, one cell per round (several games in a round joined by a space). */
static GPtrArray *
cross_row (Ctx   *ctx,
           gint64 who)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *games = g_hash_table_lookup (ctx->games_of, &who);

  for (guint r = 1; r <= ctx->data->n_rounds; r++)
    {
      GString *cell = g_string_new (NULL);
      for (guint k = 0; games != NULL && k < games->len; k++)
        {
          const XqGame    *g = g_ptr_array_index (games, k);
          g_autofree char *c = NULL;

          if (g->round != r)
            continue;
          if (ctx->data->event.team_boards > 0)
            {
              /* A team match: the opponent's place, r when first-named, the match's 局分. */
              gint64 opp = g->red == who ? g->black : g->red;
              if (g->game != 1 || g->kind != XQ_GAME_REGULAR)
                continue;
              if (opp == 0)
                c = g_strdup (symbol_for (ctx->data, g, who));
              else
                {
                  g_autofree char *score = NULL;
                  XqTeamMatch      m;
                  guint            rank = GPOINTER_TO_UINT (g_hash_table_lookup (ctx->rank, &opp));
                  if (xq_team_match (ctx->data, r, g->board, &m) && m.complete)
                    {
                      g_autofree char *a = points_text (m.game_points[m.first == who ? 0 : 1]);
                      g_autofree char *b = points_text (m.game_points[m.first == who ? 1 : 0]);
                      score = g_strdup_printf ("%s:%s", a, b);
                    }
                  c = g_strdup_printf ("%u%s %s", rank, g->red == who ? "r" : "b", score != NULL ? score : "");
                }
              g_string_append (cell, c);
              continue;
            }
          c = cross_cell (ctx, g, who);
          if (cell->len > 0)
            g_string_append_c (cell, ' ');
          if (g->kind == XQ_GAME_PLAYOFF)
            g_string_append_printf (cell, "(%s)", c); /* a play-off: no points */
          else
            g_string_append (cell, c);
        }
      g_ptr_array_add (cells, g_string_free (cell, FALSE));
    }
  return cells;
}

XqCrosstable *
xq_crosstable_new (const XqEventData *data,
                   XqStandings       *standings)
{
  XqCrosstable *self = g_new0 (XqCrosstable, 1);

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (standings != NULL, NULL);

  ctx_init_with (self, data, standings);
  return self;
}

void
xq_crosstable_free (XqCrosstable *self)
{
  if (self == NULL)
    return;
  ctx_clear (self);
  g_free (self);
}

GPtrArray *
xq_crosstable_dup_row (XqCrosstable *self,
                       gint64        entry_id)
{
  g_return_val_if_fail (self != NULL, NULL);

  return cross_row (self, entry_id);
}

static void
crosstable_csv (Ctx     *ctx,
                GString *out)
{
  csv_field (out, "rank", FALSE);
  csv_field (out, "name", FALSE);
  for (guint r = 1; r <= ctx->data->n_rounds; r++)
    {
      g_autofree char *h = g_strdup_printf ("round %u", r);
      csv_field (out, h, FALSE);
    }
  csv_field (out, "points", TRUE);
  for (guint i = 0; i < ctx->standings->rows->len; i++)
    {
      const XqStanding     *row = &g_array_index (ctx->standings->rows, XqStanding, i);
      g_autoptr (GPtrArray) cells = cross_row (ctx, row->entry_id);
      g_autofree char      *rank = g_strdup_printf ("%u", row->rank);
      g_autofree char      *points = points_text (row->points);

      csv_field (out, rank, FALSE);
      csv_field (out, entry (ctx->data, row->entry_id)->name, FALSE);
      for (guint c = 0; c < cells->len; c++)
        csv_field (out, g_ptr_array_index (cells, c), FALSE);
      csv_field (out, points, TRUE);
    }
}

char *
xq_export_individual_csv (const XqEventData *data,
                          XqExportTable      table,
                          guint              round)
{
  GString *out;
  Ctx      ctx;

  out = g_string_new (NULL);
  ctx_init (&ctx, data);
  switch (table)
    {
    case XQ_EXPORT_PAIRINGS:
      pairings_csv (&ctx, out, round > 0 ? round : latest_round (data));
      break;
    case XQ_EXPORT_CROSSTABLE:
      crosstable_csv (&ctx, out);
      break;
    case XQ_EXPORT_STANDINGS:
    case XQ_EXPORT_BOARDS: /* individual events have no boards table: the standings */
    default:
      standings_csv (&ctx, out);
      break;
    }
  ctx_clear (&ctx);
  return g_string_free (out, FALSE);
}

static void
html_text (GString    *out,
           const char *text)
{
  g_autofree char *esc = g_markup_escape_text (text, -1);
  g_string_append (out, esc);
}

/* One table of standings: rank, name, club, rating, points, the tie-breaks, the rating change. */
static void
html_standings (GString           *out,
                const XqEventData *data,
                XqStandings       *standings,
                GArray            *tbs,
                GArray            *ratings)
{
  g_string_append (out, "<table>\n<tr><th>Rank</th><th>Name</th><th>Club</th><th>Rating</th><th>Points</th>");
  for (guint t = 0; t < tbs->len; t++)
    {
      g_string_append (out, "<th>");
      html_text (out, xq_export_tiebreak_title (g_array_index (tbs, XqTiebreak, t)));
      g_string_append (out, "</th>");
    }
  if (ratings->len > 0)
    g_string_append (out, "<th>Rating change</th><th>Performance</th>");
  g_string_append (out, "</tr>\n");
  for (guint i = 0; i < standings->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (standings->rows, XqStanding, i);
      const XqEntry    *e = entry (data, row->entry_id);
      g_autofree char  *points = points_text (row->points);

      g_string_append_printf (out, "<tr><td>%u</td><td class=\"name\">", row->rank);
      html_text (out, e->name);
      g_string_append (out, "</td><td class=\"name\">");
      html_text (out, e->club);
      g_string_append_printf (out, "</td><td>%d</td><td>%s</td>", e->rating, points);
      for (guint t = 0; t < tbs->len; t++)
        {
          g_autofree char *v = xq_export_tiebreak_value (row, g_array_index (tbs, XqTiebreak, t));
          g_string_append (out, "<td>");
          html_text (out, v);
          g_string_append (out, "</td>");
        }
      if (ratings->len > 0)
        {
          const XqPlayerRating *r = xq_event_ratings_find (ratings, e->player_id);
          if (r != NULL && r->rating > 0 && r->games > 0)
            g_string_append_printf (out, "<td>%+d</td>", r->change);
          else
            g_string_append (out, "<td></td>");
          if (r != NULL && r->performance > 0)
            g_string_append_printf (out, "<td>%d</td>", r->performance);
          else
            g_string_append (out, "<td></td>");
        }
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</table>\n");
}

/* A groups event's knockout places (none before the cross-over): place, name, club, rating and
 * how the player went out, then what shared and open places mean. */
static void
html_knockout (GString           *out,
               const XqEventData *data)
{
  g_autoptr (GArray) places = xq_knockout_places (data);

  if (places->len == 0)
    return;
  g_string_append (out, "<h3>Knockout stage</h3>\n<table>\n<tr><th>Place</th><th>Name</th><th>Club</th><th>Rating</th>"
                        "<th>Knockout</th></tr>\n");
  for (guint i = 0; i < places->len; i++)
    {
      const XqKnockoutPlace *p = &g_array_index (places, XqKnockoutPlace, i);
      const XqEntry         *e = entry (data, p->entry);
      g_autofree char       *place = xq_export_knockout_place (p);
      g_autofree char       *fate = xq_export_knockout_fate (p);

      g_string_append (out, "<tr><td>");
      html_text (out, place);
      g_string_append (out, "</td><td class=\"name\">");
      html_text (out, e->name);
      g_string_append (out, "</td><td class=\"name\">");
      html_text (out, e->club);
      g_string_append_printf (out, "</td><td>%d</td><td class=\"name\">", e->rating);
      html_text (out, fate);
      g_string_append (out, "</td></tr>\n");
    }
  g_string_append (out, "</table>\n<p>");
  html_text (out, xq_export_knockout_note (places));
  g_string_append (out, "</p>\n");
}

char *
xq_export_individual_html (const XqEventData *data)
{
  GString           *out;
  Ctx                ctx;
  g_autoptr (GArray) tbs = xq_standings_criteria (data);
  g_autoptr (GArray) ratings = xq_event_ratings_of_event (data, 0);
  guint              round = latest_round (data);

  out = g_string_new (NULL);
  ctx_init (&ctx, data);
  g_string_append (out, "<!DOCTYPE html>\n<html lang=\"zh\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
  html_text (out, data->event.name);
  g_string_append (out,
                   "</title>\n<style>\n"
                   "body{font-family:'Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif;margin:2em;color:#000}\n"
                   "table{border-collapse:collapse;margin:1em 0;font-size:10pt}\n"
                   "th,td{border:1px solid #888;padding:2px 6px;text-align:center}\n"
                   "td.name{text-align:left}\nh1{font-size:16pt}h2{font-size:13pt;page-break-after:avoid}\n"
                   "section{page-break-inside:auto}\n@media print{body{margin:0}section{page-break-before:always}"
                   "section:first-of-type{page-break-before:auto}}\n"
                   "</style>\n</head>\n<body>\n<h1>");
  html_text (out, data->event.name);
  g_string_append_printf (out, "</h1>\n<p>%s · %s · round %u</p>\n", xq_export_system_title (data->event.system),
                          xq_export_scoring_title (data->event.scoring), round);

  /* Pairings of the latest round. */
  g_string_append_printf (out, "<section>\n<h2>Round %u</h2>\n<table>\n<tr><th>Board</th><th>Red</th><th>Result</th><th>Black</th></tr>\n", round);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      if (g->round != round)
        continue;
      g_string_append_printf (out, "<tr><td>%u%s</td><td class=\"name\">", g->board, g->kind == XQ_GAME_PLAYOFF ? " (play-off)" : "");
      html_text (out, entry (data, g->red)->name);
      g_string_append (out, "</td><td>");
      html_text (out, g->annulled ? "×" : g->black == 0 ? ""
                                                        : xq_game_result_to_string (g->result));
      g_string_append (out, "</td><td class=\"name\">");
      html_text (out, g->black != 0           ? entry (data, g->black)->name
                      : g->bye == XQ_BYE_HALF ? "(half-point bye)"
                      : g->bye == XQ_BYE_ZERO ? "(zero-point bye)"
                                              : "(bye)");
      g_string_append (out, "</td></tr>\n");
    }
  g_string_append (out, "</table>\n</section>\n");

  /* Standings; a groups event's as its stages: a table per group, then the knockout places. */
  g_string_append (out, "<section>\n<h2>Standings</h2>\n");
  if (xq_export_n_groups (data) == 0)
    html_standings (out, data, ctx.standings, tbs, ratings);
  for (guint g = 0; g < xq_export_n_groups (data); g++)
    {
      XqStandingsOptions      options = { 0, (int) g };
      g_autoptr (XqStandings) s = xq_standings_compute (data, &options);
      g_autofree char        *letter = xq_export_group_letter (g);
      g_string_append_printf (out, "<h3>Group %s</h3>\n", letter);
      html_standings (out, data, s, tbs, ratings);
    }
  if (xq_export_n_groups (data) > 0)
    html_knockout (out, data);
  g_string_append (out, "</section>\n");

  /* Crosstable. */
  g_string_append (out, "<section>\n<h2>Crosstable</h2>\n<table>\n<tr><th>Rank</th><th>Name</th>");
  for (guint r = 1; r <= data->n_rounds; r++)
    g_string_append_printf (out, "<th>%u</th>", r);
  g_string_append (out, "<th>Points</th></tr>\n");
  for (guint i = 0; i < ctx.standings->rows->len; i++)
    {
      const XqStanding     *row = &g_array_index (ctx.standings->rows, XqStanding, i);
      g_autoptr (GPtrArray) cells = cross_row (&ctx, row->entry_id);
      g_autofree char      *points = points_text (row->points);

      g_string_append_printf (out, "<tr><td>%u</td><td class=\"name\">", row->rank);
      html_text (out, entry (data, row->entry_id)->name);
      g_string_append (out, "</td>");
      for (guint c = 0; c < cells->len; c++)
        {
          g_string_append (out, "<td>");
          html_text (out, g_ptr_array_index (cells, c));
          g_string_append (out, "</td>");
        }
      g_string_append_printf (out, "<td>%s</td></tr>\n", points);
    }
  g_string_append (out, "</table>\n<p>r/b: Red/Black; 1 ½ 0: won, drawn, lost; + −: won, lost without play; ×: annulled; "
                        "–: an opponent struck from the table (withdrew); "
                        "(…): a play-off game, which scores no points.</p>\n</section>\n");

  /* The event journal: every change made by hand, who made it and when. */
  if (data->journal->len > 0)
    {
      g_string_append (out, "<section>\n<h2>Changes by hand</h2>\n<table>\n<tr><th>When (UTC)</th><th>Who</th><th>What</th></tr>\n");
      for (guint i = 0; i < data->journal->len; i++)
        {
          const XqEventJournalEntry *j = &g_array_index (data->journal, XqEventJournalEntry, i);
          g_autofree char           *text = xq_club_journal_text (j, XQ_LANG_EN);
          g_string_append (out, "<tr><td>");
          html_text (out, j->at);
          g_string_append (out, "</td><td class=\"name\">");
          html_text (out, j->who);
          g_string_append (out, "</td><td class=\"name\">");
          html_text (out, text);
          g_string_append (out, "</td></tr>\n");
        }
      g_string_append (out, "</table>\n</section>\n");
    }
  g_string_append (out, "</body>\n</html>\n");
  ctx_clear (&ctx);
  return g_string_free (out, FALSE);
}

/* Pads or cuts @text to @width characters (not bytes); a control character (a line break, a tab)
 * is a space, so that nothing a name holds can break a fixed-width line. */
static void
fixed (GString    *out,
       const char *text,
       guint       width)
{
  const char *p = text;
  guint       n = 0;

  for (; *p != '\0' && n < width; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);
      g_string_append_unichar (out, g_unichar_iscntrl (c) ? ' ' : c);
    }
  for (; n < width; n++)
    g_string_append_c (out, ' ');
}

static void
trf_points_line (GString    *out,
                 const char *tag,
                 int         half_points)
{
  g_string_append_printf (out, "%s %4.1f\n", tag, half_points / 2.0);
}

char *
xq_export_individual_trf (const XqEventData *data)
{
  GString *out;
  Ctx      ctx;
  int      win = xq_scoring_win_points (data->event.scoring);
  int      draw = xq_scoring_red_points (data->event.scoring, XQ_GAME_RESULT_DRAW);
  guint    rated = 0;

  out = g_string_new (NULL);
  ctx_init (&ctx, data);
  for (guint i = 0; i < data->entries->len; i++)
    if (g_array_index (data->entries, XqEntry, i).rating > 0)
      rated++;
  xq_export_trf_header (out, data, data->entries->len, rated, 0,
                        data->event.system == XQ_SYSTEM_SWISS ? "Swiss system" : xq_system_to_string (data->event.system));
  /* Point values (the BBx lines read by pairing engines; TRF-16 itself assumes 1/½/0). */
  trf_points_line (out, "BBW", win);
  trf_points_line (out, "BBD", draw);
  trf_points_line (out, "BBL", 0);
  trf_points_line (out, "BBZ", 0);
  trf_points_line (out, "BBF", 0);
  trf_points_line (out, "BBU", data->event.system == XQ_SYSTEM_SWISS ? win : 0);
  trf_points_line (out, "BBH", data->event.system == XQ_SYSTEM_SWISS ? draw : 0);

  for (guint i = 0; i < data->entries->len; i++)
    {
      const XqEntry *e = &g_array_index (data->entries, XqEntry, i);
      int            points = 0;
      guint          rank = GPOINTER_TO_UINT (g_hash_table_lookup (ctx.rank, &e->id));
      GString       *line = g_string_new (NULL);

      if (rank > 0)
        points = g_array_index (ctx.standings->rows, XqStanding, rank - 1).points;
      /* Columns 1–89: tag, starting rank, sex, title, name, rating, federation, FIDE id, birth,
       * points, rank; then 10 columns a round from column 92. */
      xq_export_trf_player (line, data, e->number, e->player_id, e->name, e->rating, e->federation_id);
      g_string_append_printf (line, "%4.1f %4u", points / 2.0, rank);
      for (guint r = 1; r <= data->n_rounds; r++)
        {
          const XqGame *found = NULL;
          GPtrArray    *games = g_hash_table_lookup (ctx.games_of, &e->id);
          for (guint k = 0; games != NULL && k < games->len; k++)
            {
              const XqGame *g = g_ptr_array_index (games, k);
              if (g->round == r && g->game == 1 && g->kind == XQ_GAME_REGULAR)
                found = g;
            }
          if (found == NULL || found->annulled)
            g_string_append (line, "          ");
          else if (found->black == 0)
            /* TRF-16: U the pairing's bye, H a half-point bye, Z a zero-point bye (asked for, or a round
             * before a late entry). */
            g_string_append_printf (line, "  0000 - %c",
                                    data->event.system != XQ_SYSTEM_SWISS ? 'Z'
                                    : found->bye == XQ_BYE_HALF           ? 'H'
                                    : found->bye == XQ_BYE_ZERO           ? 'Z'
                                                                          : 'U');
          else
            {
              gboolean       red = found->red == e->id;
              const XqEntry *opp = entry (data, red ? found->black : found->red);
              char           res = ' ';
              switch (found->result)
                {
                case XQ_GAME_RESULT_RED_WIN:
                  res = red ? '1' : '0';
                  break;
                case XQ_GAME_RESULT_BLACK_WIN:
                  res = red ? '0' : '1';
                  break;
                case XQ_GAME_RESULT_DRAW:
                  res = '=';
                  break;
                case XQ_GAME_RESULT_RED_WIN_FORFEIT:
                  res = red ? '+' : '-';
                  break;
                case XQ_GAME_RESULT_BLACK_WIN_FORFEIT:
                  res = red ? '-' : '+';
                  break;
                case XQ_GAME_RESULT_DOUBLE_FORFEIT:
                  res = '-';
                  break;
                case XQ_GAME_RESULT_NONE:
                default:
                  res = ' ';
                  break;
                }
              g_string_append_printf (line, "  %4u %c %c", opp->number, red ? 'w' : 'b', res);
            }
        }
      g_string_append (out, g_strchomp (line->str));
      g_string_append_c (out, '\n');
      g_string_free (line, TRUE);
    }
  ctx_clear (&ctx);
  return g_string_free (out, FALSE);
}

void
xq_export_csv_field (GString    *out,
                     const char *text,
                     gboolean    last)
{
  csv_field (out, text, last);
}

char *
xq_export_points_text (int half_points)
{
  return points_text (half_points);
}

void
xq_export_html_text (GString    *out,
                     const char *text)
{
  html_text (out, text);
}

void
xq_export_fixed (GString    *out,
                 const char *text,
                 guint       width)
{
  fixed (out, text, width);
}
