/* xq-web-pages.c: HTML of the event's pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include "xq-web-pages.h"

#include <stdlib.h>
#include <string.h>

#include "xq-kit-text.h"

/* Numbers in page names: at most this many digits, no leading zero. */
#define MAX_DIGITS 12

typedef struct
{
  XqKitEvent *ev;
  XqLang      lang;
  GString    *out;
  const char *stamp;
} Page;

static const char css[] =
  ":root{color-scheme:light dark;--fg:#1d1d1d;--bg:#fbfaf8;--line:#ddd7d0;--head:#efe9e2;--accent:#9e1b22;"
  "--red:#c0262d;--dim:#6b6560}\n"
  "@media (prefers-color-scheme:dark){:root{--fg:#ecebea;--bg:#1d1c1b;--line:#3d3a37;--head:#2b2927;"
  "--accent:#7d1a1f;--red:#ff8a80;--dim:#a9a39d}}\n"
  "*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,'Noto Sans CJK SC','WenQuanYi Micro Hei',"
  "sans-serif;color:var(--fg);background:var(--bg)}\n"
  "header{padding:14px 16px 12px;background:var(--accent);color:#fff}h1{margin:0;font-size:1.25em}"
  "header p{margin:2px 0 0;font-size:.9em;opacity:.9}\n"
  "nav{display:flex;flex-wrap:wrap;gap:4px;padding:8px 10px;border-bottom:1px solid var(--line)}"
  "nav a,.tabs a{padding:6px 10px;border-radius:6px;text-decoration:none;color:inherit}"
  "nav a.here,.tabs a.here{background:var(--head);font-weight:600}\n"
  "main{padding:6px 10px 24px;max-width:60em}h2{font-size:1.05em;margin:14px 6px 6px}\n"
  ".tabs{display:flex;flex-wrap:wrap;gap:2px;margin:6px 0}\n"
  ".scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}"
  "th,td{padding:7px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}"
  "th{background:var(--head);font-weight:600;font-size:.88em;white-space:nowrap}"
  ".n{text-align:right;white-space:nowrap}.c{text-align:center;white-space:nowrap}"
  "td a{color:inherit}.red{color:var(--red)}.dim,small{color:var(--dim)}small{display:block;font-size:.8em}"
  "p.note{margin:12px 6px;color:var(--dim)}\n"
  "footer{padding:10px 16px;color:var(--dim);font-size:.8em}\n";

/* Reloads the page when the server's stamp changes. */
static const char live_script[] = "(function(){var s=document.documentElement.getAttribute('data-stamp');"
                                  "function p(){fetch('stamp',{cache:'no-store'}).then(function(r){return r.ok?r.text():s})"
                                  ".then(function(t){if(t!==s)location.reload()}).catch(function(){})}"
                                  "setInterval(p,2000)})();";

static void
text (Page       *pg,
      const char *s)
{
  g_autofree char *esc = g_markup_escape_text (s != NULL ? s : "", -1);
  g_string_append (pg->out, esc);
}

static void
cell (Page       *pg,
      const char *klass,
      const char *s)
{
  if (klass != NULL)
    g_string_append_printf (pg->out, "<td class=\"%s\">", klass);
  else
    g_string_append (pg->out, "<td>");
  text (pg, s);
  g_string_append (pg->out, "</td>");
}

static void
head_cell (Page       *pg,
           const char *klass,
           const char *s)
{
  if (klass != NULL)
    g_string_append_printf (pg->out, "<th class=\"%s\">", klass);
  else
    g_string_append (pg->out, "<th>");
  text (pg, s);
  g_string_append (pg->out, "</th>");
}

static gboolean
is_team (Page *pg)
{
  return xq_kit_event_get_data (pg->ev)->event.team_boards > 0;
}

static gboolean
rated (Page *pg)
{
  GArray *r = xq_kit_event_get_ratings (pg->ev);
  return r != NULL && r->len > 0;
}

/* A player's name, linked to their page. */
static void
player_link (Page       *pg,
             gint64      player,
             const char *name)
{
  if (player != 0 && xq_kit_event_find_player (pg->ev, player) != NULL)
    {
      g_string_append_printf (pg->out, "<a href=\"player-%" G_GINT64_FORMAT ".html\">", player);
      text (pg, name);
      g_string_append (pg->out, "</a>");
    }
  else
    text (pg, name);
}

static void
begin_page (Page       *pg,
            const char *title,
            const char *here)
{
  const XqEventData *data = xq_kit_event_get_data (pg->ev);
  guint              latest = xq_kit_event_get_latest_round (pg->ev);
  g_autofree char   *round = NULL;
  static const struct
  {
    const char *file;
    const char *label;
  } links[] = {
    /* Translators: the links at the top of the event's web pages */
    { "index.html", XQ_N ("Pairings") },
    { "names", XQ_N ("By name") },
    { "standings.html", XQ_N ("Standings") },
    { "crosstable.html", XQ_N ("Crosstable") },
    { "players.html", XQ_N ("Players") },
  };

  g_string_append_printf (pg->out, "<!DOCTYPE html>\n<html lang=\"%s\"", xq_kit_text_html_lang (pg->lang));
  if (pg->stamp != NULL)
    {
      g_string_append (pg->out, " data-stamp=\"");
      text (pg, pg->stamp);
      g_string_append (pg->out, "\"");
    }
  g_string_append (pg->out, ">\n<head>\n<meta charset=\"utf-8\">\n"
                            "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n"
                            "<meta name=\"generator\" content=\"Qili\">\n<title>");
  text (pg, title);
  g_string_append (pg->out, " · ");
  text (pg, data->event.name);
  g_string_append_printf (pg->out, "</title>\n<style>\n%s</style>\n", css);
  if (pg->stamp != NULL)
    g_string_append_printf (pg->out, "<script>%s</script>\n", live_script);
  g_string_append (pg->out, "</head>\n<body>\n<header><h1>");
  text (pg, data->event.name);
  g_string_append (pg->out, "</h1><p>");
  text (pg, xq_kit_text_system (pg->lang, data->event.system, data->event.team_boards > 0));
  if (latest > 0 && data->event.rounds > 0 && data->event.system == XQ_SYSTEM_SWISS)
    /* Translators: the event's progress under its name */
    round = g_strdup_printf (XQ_T (pg->lang, "round %u of %u"), latest, data->event.rounds);
  else if (latest > 0)
    round = g_strdup_printf (XQ_T (pg->lang, "round %u"), latest);
  if (round != NULL)
    {
      g_string_append (pg->out, " · ");
      text (pg, round);
    }
  g_string_append (pg->out, "</p></header>\n<nav>");
  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    {
      g_autofree char *file = NULL;
      if (g_str_equal (links[i].file, "names"))
        {
          if (latest == 0)
            continue;
          file = g_strdup_printf ("round-%u-names.html", latest);
        }
      else
        file = g_strdup (links[i].file);
      g_string_append_printf (pg->out, "<a href=\"%s\"%s>", file,
                              g_strcmp0 (here, links[i].file) == 0 ? " class=\"here\"" : "");
      text (pg, XQ_T (pg->lang, links[i].label));
      g_string_append (pg->out, "</a>");
    }
  g_string_append (pg->out, "</nav>\n<main>\n");
}

static void
end_page (Page *pg)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char      *time = g_date_time_format (now, "%Y-%m-%d %H:%M");
  g_autofree char      *line = NULL;

  /* Translators: %s is a date and time */
  line = g_strdup_printf (pg->stamp != NULL ? XQ_T (pg->lang, "Updated %s; this page follows the results as they "
                                                              "are entered.")
                                            : XQ_T (pg->lang, "Written %s."),
                          time);
  g_string_append (pg->out, "</main>\n<footer>");
  text (pg, line);
  g_string_append (pg->out, " Qili</footer>\n</body>\n</html>\n");
}

static const char *
colour_word (Page    *pg,
             gboolean red)
{
  return red ? XQ_T (pg->lang, "Red") : XQ_T (pg->lang, "Black");
}

/* Links to each round's page, @round marked. */
static void
round_tabs (Page    *pg,
            guint    round,
            gboolean names)
{
  guint latest = xq_kit_event_get_latest_round (pg->ev);

  g_string_append (pg->out, "<div class=\"tabs\">");
  g_string_append_printf (pg->out, "<a href=\"round-%u.html\"%s>", round, names ? "" : " class=\"here\"");
  text (pg, XQ_T (pg->lang, "By board"));
  g_string_append_printf (pg->out, "</a><a href=\"round-%u-names.html\"%s>", round, names ? " class=\"here\"" : "");
  text (pg, XQ_T (pg->lang, "By name"));
  g_string_append (pg->out, "</a></div>\n");
  if (latest > 1)
    {
      g_string_append (pg->out, "<div class=\"tabs\">");
      for (guint r = 1; r <= latest; r++)
        g_string_append_printf (pg->out, "<a href=\"round-%u%s.html\"%s>%u</a>", r, names ? "-names" : "",
                                r == round ? " class=\"here\"" : "", r);
      g_string_append (pg->out, "</div>\n");
    }
}

static void
boards_table (Page *pg,
              guint round)
{
  GArray          *boards = xq_kit_event_get_boards (pg->ev, round);
  g_autofree char *heading = g_strdup_printf (XQ_T (pg->lang, "Round %u"), round);

  g_string_append (pg->out, "<h2>");
  text (pg, heading);
  g_string_append (pg->out, "</h2>\n");
  round_tabs (pg, round, FALSE);
  g_string_append (pg->out, "<div class=\"scroll\"><table class=\"boards\">\n<tr>");
  head_cell (pg, "c", XQ_TC (pg->lang, "pairing", "Board"));
  head_cell (pg, NULL, XQ_T (pg->lang, "Red"));
  head_cell (pg, "c", XQ_T (pg->lang, "Result"));
  head_cell (pg, NULL, XQ_T (pg->lang, "Black"));
  g_string_append (pg->out, "</tr>\n");
  for (guint i = 0; i < boards->len; i++)
    {
      const XqKitBoard *b = &g_array_index (boards, XqKitBoard, i);
      g_autofree char  *result = xq_kit_board_result (pg->ev, b);

      g_string_append (pg->out, "<tr>");
      cell (pg, "c", b->label);
      g_string_append (pg->out, "<td class=\"red\">");
      player_link (pg, b->red, b->red_name);
      if (b->red_team != NULL)
        {
          g_string_append (pg->out, "<small>");
          text (pg, b->red_team);
          g_string_append (pg->out, "</small>");
        }
      g_string_append (pg->out, "</td>");
      cell (pg, "c", result);
      g_string_append (pg->out, "<td>");
      if (b->black_name != NULL)
        player_link (pg, b->black, b->black_name);
      if (b->black_team != NULL)
        {
          g_string_append (pg->out, "<small>");
          text (pg, b->black_team);
          g_string_append (pg->out, "</small>");
        }
      g_string_append (pg->out, "</td></tr>\n");
    }
  g_string_append (pg->out, "</table></div>\n");
}

static void
seats_table (Page *pg,
             guint round)
{
  GArray          *seats = xq_kit_event_get_seats (pg->ev, round);
  g_autofree char *heading = g_strdup_printf (XQ_T (pg->lang, "Round %u"), round);

  g_string_append (pg->out, "<h2>");
  text (pg, heading);
  g_string_append (pg->out, "</h2>\n");
  round_tabs (pg, round, TRUE);
  g_string_append (pg->out, "<div class=\"scroll\"><table class=\"seats\">\n<tr>");
  head_cell (pg, NULL, XQ_TC (pg->lang, "player", "Name"));
  head_cell (pg, "c", XQ_TC (pg->lang, "pairing", "Board"));
  head_cell (pg, NULL, XQ_T (pg->lang, "Plays"));
  head_cell (pg, NULL, XQ_T (pg->lang, "Opponent"));
  g_string_append (pg->out, "</tr>\n");
  for (guint i = 0; i < seats->len; i++)
    {
      const XqKitSeat *s = &g_array_index (seats, XqKitSeat, i);

      g_string_append_printf (pg->out, "<tr data-player=\"%" G_GINT64_FORMAT "\"><td>", s->player);
      player_link (pg, s->player, s->name);
      if (s->club != NULL && *s->club != '\0')
        {
          g_string_append (pg->out, "<small>");
          text (pg, s->club);
          g_string_append (pg->out, "</small>");
        }
      g_string_append (pg->out, "</td>");
      cell (pg, "c", s->board->label);
      if (s->opponent == NULL)
        {
          cell (pg, NULL, "");
          cell (pg, "dim", XQ_T (pg->lang, "bye"));
        }
      else
        {
          cell (pg, s->red ? "red" : NULL, colour_word (pg, s->red));
          g_string_append (pg->out, "<td>");
          player_link (pg, s->red ? s->board->black : s->board->red, s->opponent);
          g_string_append (pg->out, "</td>");
        }
      g_string_append (pg->out, "</tr>\n");
    }
  g_string_append (pg->out, "</table></div>\n");
}

static void
rating_cells (Page  *pg,
              gint64 player)
{
  const XqPlayerRating *r = xq_kit_event_get_rating (pg->ev, player);
  g_autofree char      *change = NULL, *perf = NULL;

  if (r != NULL && r->rating > 0 && r->games > 0)
    change = xq_kit_signed (r->change);
  else if (r != NULL && r->rating == 0 && r->new_rating > 0)
    /* Translators: an unrated player's first rating in the standings, e.g. "new 1987" */
    change = g_strdup_printf (XQ_T (pg->lang, "new %d"), r->new_rating);
  if (r != NULL && r->performance > 0)
    perf = g_strdup_printf ("%d", r->performance);
  cell (pg, "n", change != NULL ? change : "");
  cell (pg, "n", perf != NULL ? perf : "");
}

static void
standings_page (Page *pg)
{
  const XqEventData *data = xq_kit_event_get_data (pg->ev);
  XqStandings       *st = xq_kit_event_get_standings (pg->ev);
  g_autoptr (GArray) criteria = xq_standings_criteria (data);
  gboolean           team = is_team (pg);

  begin_page (pg, XQ_T (pg->lang, "Standings"), "standings.html");
  g_string_append (pg->out, "<h2>");
  text (pg, XQ_T (pg->lang, "Standings"));
  g_string_append (pg->out, "</h2>\n<div class=\"scroll\"><table class=\"standings\">\n<tr>");
  head_cell (pg, "n", XQ_T (pg->lang, "Rank"));
  head_cell (pg, NULL, team ? XQ_T (pg->lang, "Team") : XQ_TC (pg->lang, "player", "Name"));
  if (!team)
    head_cell (pg, "n", XQ_T (pg->lang, "Rating"));
  head_cell (pg, "n", team ? XQ_T (pg->lang, "Match pts") : XQ_T (pg->lang, "Points"));
  for (guint t = 0; t < criteria->len; t++)
    head_cell (pg, "n", xq_kit_text_tiebreak (pg->lang, g_array_index (criteria, XqTiebreak, t)));
  if (rated (pg) && !team)
    {
      /* Translators: column headings: the rating change and the performance rating */
      head_cell (pg, "n", XQ_T (pg->lang, "Rtg +/−"));
      head_cell (pg, "n", XQ_T (pg->lang, "Perf."));
    }
  g_string_append (pg->out, "</tr>\n");
  for (guint i = 0; i < st->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (st->rows, XqStanding, i);
      gint64            player = xq_kit_event_entry_player (pg->ev, row->entry_id);
      const XqEntry    *e = xq_event_data_find_entry (data, row->entry_id);
      g_autofree char  *rank = g_strdup_printf ("%u", row->rank);
      g_autofree char  *points = xq_kit_points (row->points);
      g_autofree char  *rating = NULL;

      g_string_append_printf (pg->out, "<tr data-rank=\"%u\" data-points=\"%s\"", row->rank, points);
      if (player != 0)
        g_string_append_printf (pg->out, " data-player=\"%" G_GINT64_FORMAT "\"", player);
      g_string_append (pg->out, ">");
      cell (pg, "n", rank);
      g_string_append (pg->out, "<td>");
      player_link (pg, player, e->name);
      if (row->withdrawn)
        {
          g_string_append (pg->out, " <span class=\"dim\">");
          /* Translators: after a name in the standings */
          text (pg, XQ_T (pg->lang, "(withdrew)"));
          g_string_append (pg->out, "</span>");
        }
      if (!team && e->club != NULL && *e->club != '\0')
        {
          g_string_append (pg->out, "<small>");
          text (pg, e->club);
          g_string_append (pg->out, "</small>");
        }
      g_string_append (pg->out, "</td>");
      if (!team)
        {
          rating = e->rating > 0 ? g_strdup_printf ("%d", e->rating) : g_strdup ("");
          cell (pg, "n", rating);
        }
      cell (pg, "n", points);
      for (guint t = 0; t < criteria->len; t++)
        {
          g_autofree char *v = xq_export_tiebreak_value (row, g_array_index (criteria, XqTiebreak, t));
          cell (pg, "n", v);
        }
      if (rated (pg) && !team)
        rating_cells (pg, player);
      g_string_append (pg->out, "</tr>\n");
    }
  g_string_append (pg->out, "</table></div>\n");
  end_page (pg);
}

static void
crosstable_page (Page *pg)
{
  const XqEventData *data = xq_kit_event_get_data (pg->ev);
  XqStandings       *st = xq_kit_event_get_standings (pg->ev);
  XqCrosstable      *ct = xq_kit_event_get_crosstable (pg->ev);

  begin_page (pg, XQ_T (pg->lang, "Crosstable"), "crosstable.html");
  g_string_append (pg->out, "<h2>");
  text (pg, XQ_T (pg->lang, "Crosstable"));
  g_string_append (pg->out, "</h2>\n<div class=\"scroll\"><table class=\"crosstable\">\n<tr>");
  head_cell (pg, "n", XQ_T (pg->lang, "Rank"));
  head_cell (pg, NULL, XQ_TC (pg->lang, "player", "Name"));
  for (guint r = 1; r <= data->n_rounds; r++)
    {
      g_autofree char *h = g_strdup_printf ("%u", r);
      head_cell (pg, "c", h);
    }
  head_cell (pg, "n", XQ_T (pg->lang, "Points"));
  g_string_append (pg->out, "</tr>\n");
  for (guint i = 0; i < st->rows->len; i++)
    {
      const XqStanding     *row = &g_array_index (st->rows, XqStanding, i);
      g_autoptr (GPtrArray) cells = xq_crosstable_dup_row (ct, row->entry_id);
      g_autofree char      *rank = g_strdup_printf ("%u", row->rank);
      g_autofree char      *points = xq_kit_points (row->points);

      g_string_append (pg->out, "<tr>");
      cell (pg, "n", rank);
      g_string_append (pg->out, "<td>");
      player_link (pg, xq_kit_event_entry_player (pg->ev, row->entry_id), xq_kit_event_entry_name (pg->ev, row->entry_id));
      g_string_append (pg->out, "</td>");
      for (guint c = 0; c < cells->len; c++)
        cell (pg, "c", g_ptr_array_index (cells, c));
      cell (pg, "n", points);
      g_string_append (pg->out, "</tr>\n");
    }
  g_string_append (pg->out, "</table></div>\n<p class=\"note\">");
  /* Translators: the key under the crosstable; keep the symbols */
  text (pg, XQ_T (pg->lang, "Each cell: the opponent's place, r or b for the colour played (Red, Black), then 1 ½ 0; + − "
                            "won or lost without play; × annulled."));
  g_string_append (pg->out, "</p>\n");
  end_page (pg);
}

static void
players_page (Page *pg)
{
  GArray  *players = xq_kit_event_get_players (pg->ev);
  gboolean team = is_team (pg);

  begin_page (pg, XQ_T (pg->lang, "Players"), "players.html");
  g_string_append (pg->out, "<h2>");
  text (pg, XQ_T (pg->lang, "Players"));
  g_string_append (pg->out, "</h2>\n<div class=\"scroll\"><table class=\"players\">\n<tr>");
  head_cell (pg, NULL, XQ_TC (pg->lang, "player", "Name"));
  head_cell (pg, NULL, team ? XQ_T (pg->lang, "Team") : XQ_T (pg->lang, "Club"));
  head_cell (pg, "n", XQ_T (pg->lang, "Rating"));
  g_string_append (pg->out, "</tr>\n");
  for (guint i = 0; i < players->len; i++)
    {
      const XqKitPlayer *p = &g_array_index (players, XqKitPlayer, i);
      g_autofree char   *rating = p->rating > 0 ? g_strdup_printf ("%d", p->rating) : g_strdup ("");

      g_string_append (pg->out, "<tr><td>");
      player_link (pg, p->player, p->name);
      g_string_append (pg->out, "</td>");
      cell (pg, NULL, team ? p->team : p->club);
      cell (pg, "n", rating);
      g_string_append (pg->out, "</tr>\n");
    }
  g_string_append (pg->out, "</table></div>\n");
  end_page (pg);
}

static void
player_summary (Page              *pg,
                const XqKitPlayer *p)
{
  XqStandings          *st = xq_kit_event_get_standings (pg->ev);
  const XqPlayerRating *r = xq_kit_event_get_rating (pg->ev, p->player);
  GPtrArray            *parts = g_ptr_array_new_with_free_func (g_free);

  if (p->team != NULL)
    g_ptr_array_add (parts, g_strdup (p->team));
  else if (p->club != NULL && *p->club != '\0')
    g_ptr_array_add (parts, g_strdup (p->club));
  if (p->rating > 0)
    /* Translators: a player's rating on their page */
    g_ptr_array_add (parts, g_strdup_printf (XQ_T (pg->lang, "rating %d"), p->rating));
  for (guint i = 0; p->team == NULL && i < st->rows->len; i++)
    {
      const XqStanding *row = &g_array_index (st->rows, XqStanding, i);
      if (row->entry_id == p->entry)
        {
          g_autofree char *points = xq_kit_points (row->points);
          /* Translators: a player's place and points on their page */
          g_ptr_array_add (parts, g_strdup_printf (XQ_T (pg->lang, "place %u, %s points"), row->rank, points));
        }
    }
  if (r != NULL && r->rating > 0 && r->games > 0)
    {
      g_autofree char *change = xq_kit_signed (r->change);
      /* Translators: the rating change on a player's page */
      g_ptr_array_add (parts, g_strdup_printf (XQ_T (pg->lang, "rating change %s"), change));
    }
  if (r != NULL && r->performance > 0)
    /* Translators: the performance rating and the opponents' average on a player's page */
    g_ptr_array_add (parts, g_strdup_printf (XQ_T (pg->lang, "performance %d (opponents' average %d)"), r->performance,
                                             r->opponents_average));
  g_ptr_array_add (parts, NULL);
  {
    g_autofree char *line = g_strjoinv (" · ", (char **) parts->pdata);
    g_string_append (pg->out, "<p class=\"note\">");
    text (pg, line);
    g_string_append (pg->out, "</p>\n");
  }
  g_ptr_array_unref (parts);
}

static void
player_page (Page  *pg,
             gint64 player)
{
  const XqKitPlayer    *p = xq_kit_event_find_player (pg->ev, player);
  g_autoptr (GPtrArray) boards = xq_kit_event_dup_player_boards (pg->ev, player);

  begin_page (pg, p->name, NULL);
  g_string_append (pg->out, "<h2>");
  text (pg, p->name);
  g_string_append (pg->out, "</h2>\n");
  player_summary (pg, p);
  if (boards->len == 0)
    {
      g_string_append (pg->out, "<p class=\"note\">");
      text (pg, XQ_T (pg->lang, "No games yet."));
      g_string_append (pg->out, "</p>\n");
      end_page (pg);
      return;
    }
  g_string_append (pg->out, "<div class=\"scroll\"><table class=\"games\">\n<tr>");
  /* Translators: column headings of a player's games */
  head_cell (pg, "c", XQ_T (pg->lang, "Round"));
  head_cell (pg, "c", XQ_TC (pg->lang, "pairing", "Board"));
  head_cell (pg, NULL, XQ_T (pg->lang, "Plays"));
  head_cell (pg, NULL, XQ_T (pg->lang, "Opponent"));
  head_cell (pg, "c", XQ_T (pg->lang, "Result"));
  g_string_append (pg->out, "</tr>\n");
  for (guint i = 0; i < boards->len; i++)
    {
      const XqKitBoard *b = g_ptr_array_index (boards, i);
      gboolean          red = b->red == player;
      g_autofree char  *round = g_strdup_printf ("%u", b->game->round);

      g_string_append (pg->out, "<tr>");
      cell (pg, "c", round);
      cell (pg, "c", b->label);
      if (b->black_name == NULL)
        {
          cell (pg, NULL, "");
          cell (pg, "dim", XQ_T (pg->lang, "bye"));
        }
      else
        {
          cell (pg, red ? "red" : NULL, colour_word (pg, red));
          g_string_append (pg->out, "<td>");
          player_link (pg, red ? b->black : b->red, red ? b->black_name : b->red_name);
          g_string_append (pg->out, "</td>");
        }
      cell (pg, "c", xq_kit_board_score_for (b, player));
      g_string_append (pg->out, "</tr>\n");
    }
  g_string_append (pg->out, "</table></div>\n");
  end_page (pg);
}

static void
round_page (Page    *pg,
            guint    round,
            gboolean names,
            gboolean index)
{
  g_autofree char *title = round > 0 ? g_strdup_printf (XQ_T (pg->lang, "Round %u"), round) : NULL;

  begin_page (pg, index || round == 0 ? XQ_T (pg->lang, "Pairings") : title,
              index ? "index.html" : names ? "names"
                                           : NULL);
  if (round == 0)
    {
      g_string_append (pg->out, "<p class=\"note\">");
      text (pg, XQ_T (pg->lang, "The first round is not paired yet."));
      g_string_append (pg->out, "</p>\n");
    }
  else if (names)
    seats_table (pg, round);
  else
    boards_table (pg, round);
  end_page (pg);
}

/* The number in @text (digits only, no leading zero, at most MAX_DIGITS), or −1. */
static gint64
parse_number (const char *text,
              gsize       len)
{
  gint64 v = 0;

  if (len == 0 || len > MAX_DIGITS || (text[0] == '0'))
    return -1;
  for (gsize i = 0; i < len; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return -1;
      v = v * 10 + (text[i] - '0');
    }
  return v;
}

typedef enum {
  PAGE_NONE,
  PAGE_INDEX,
  PAGE_ROUND,
  PAGE_NAMES,
  PAGE_STANDINGS,
  PAGE_CROSSTABLE,
  PAGE_PLAYERS,
  PAGE_PLAYER,
} PageKind;

/* Which page @name is, with its number; PAGE_NONE for anything else. */
static PageKind
parse_name (XqKitEvent *ev,
            const char *name,
            gint64     *number)
{
  gsize len = strlen (name);

  *number = 0;
  if (g_str_equal (name, "index.html"))
    return PAGE_INDEX;
  if (g_str_equal (name, "standings.html"))
    return PAGE_STANDINGS;
  if (g_str_equal (name, "crosstable.html"))
    return PAGE_CROSSTABLE;
  if (g_str_equal (name, "players.html"))
    return PAGE_PLAYERS;
  if (g_str_has_prefix (name, "round-") && g_str_has_suffix (name, "-names.html"))
    {
      *number = parse_number (name + 6, len - 6 - strlen ("-names.html"));
      return *number >= 1 && *number <= xq_kit_event_get_latest_round (ev) ? PAGE_NAMES : PAGE_NONE;
    }
  if (g_str_has_prefix (name, "round-") && g_str_has_suffix (name, ".html"))
    {
      *number = parse_number (name + 6, len - 6 - strlen (".html"));
      return *number >= 1 && *number <= xq_kit_event_get_latest_round (ev) ? PAGE_ROUND : PAGE_NONE;
    }
  if (g_str_has_prefix (name, "player-") && g_str_has_suffix (name, ".html"))
    {
      *number = parse_number (name + 7, len - 7 - strlen (".html"));
      return *number >= 1 && xq_kit_event_find_player (ev, *number) != NULL ? PAGE_PLAYER : PAGE_NONE;
    }
  return PAGE_NONE;
}

gboolean
xq_web_pages_exists (XqKitEvent *event,
                     const char *name)
{
  gint64 n;

  g_return_val_if_fail (event != NULL && name != NULL, FALSE);
  return parse_name (event, name, &n) != PAGE_NONE;
}

GPtrArray *
xq_web_pages_list (XqKitEvent *event)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GArray    *players = xq_kit_event_get_players (event);

  g_ptr_array_add (names, g_strdup ("index.html"));
  for (guint r = 1; r <= xq_kit_event_get_latest_round (event); r++)
    {
      g_ptr_array_add (names, g_strdup_printf ("round-%u.html", r));
      g_ptr_array_add (names, g_strdup_printf ("round-%u-names.html", r));
    }
  g_ptr_array_add (names, g_strdup ("standings.html"));
  g_ptr_array_add (names, g_strdup ("crosstable.html"));
  g_ptr_array_add (names, g_strdup ("players.html"));
  for (guint i = 0; i < players->len; i++)
    g_ptr_array_add (names, g_strdup_printf ("player-%" G_GINT64_FORMAT ".html", g_array_index (players, XqKitPlayer, i).player));
  return names;
}

GBytes *
xq_web_pages_render (XqKitEvent *event,
                     const char *name,
                     const char *stamp)
{
  Page     pg = { event, xq_kit_event_get_lang (event), NULL, stamp };
  gint64   n;
  PageKind kind;

  g_return_val_if_fail (event != NULL && name != NULL, NULL);

  kind = parse_name (event, name, &n);
  if (kind == PAGE_NONE)
    return NULL;
  pg.out = g_string_new (NULL);
  switch (kind)
    {
    case PAGE_INDEX:
      round_page (&pg, xq_kit_event_get_latest_round (event), FALSE, TRUE);
      break;
    case PAGE_ROUND:
      round_page (&pg, (guint) n, FALSE, FALSE);
      break;
    case PAGE_NAMES:
      round_page (&pg, (guint) n, TRUE, FALSE);
      break;
    case PAGE_STANDINGS:
      standings_page (&pg);
      break;
    case PAGE_CROSSTABLE:
      crosstable_page (&pg);
      break;
    case PAGE_PLAYERS:
      players_page (&pg);
      break;
    case PAGE_PLAYER:
      player_page (&pg, n);
      break;
    case PAGE_NONE:
    default:
      g_assert_not_reached ();
    }
  return g_string_free_to_bytes (pg.out);
}
