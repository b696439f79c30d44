/* xq-playoff.c: play-offs due and their games (format in xq-playoff.h), on top of the standings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-playoff.h"

#include "xq-standings.h"

static void
take_playoffs (GPtrArray   *due,
               XqStandings *standings)
{
  for (guint i = 0; i < standings->playoffs->len; i++)
    g_ptr_array_add (due, g_ptr_array_steal_index (standings->playoffs, i--));
}

GPtrArray *
xq_playoffs_due (const XqEventData *data)
{
  GPtrArray *due = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_playoff_free);

  if (data->event.system == XQ_SYSTEM_GROUPS)
    {
      guint groups = MAX (data->event.group_count, 1);

      /* Once the cross-over is paired the groups are decided. */
      for (guint i = 0; i < data->games->len; i++)
        if (g_array_index (data->games, XqGame, i).stage == XQ_STAGE_KNOCKOUT)
          return due;
      for (guint g = 0; g < groups; g++)
        {
          XqStandingsOptions      o = { 0, (int) g };
          g_autoptr (XqStandings) s = xq_standings_compute (data, &o);
          take_playoffs (due, s);
        }
    }
  else if (data->event.system != XQ_SYSTEM_KNOCKOUT)
    {
      g_autoptr (XqStandings) s = xq_standings_compute (data, NULL);
      take_playoffs (due, s);
    }
  return due;
}

GArray *
xq_playoff_games (const XqEventData *data,
                  const XqPlayoff   *playoff,
                  guint              round,
                  guint              first_board)
{
  GArray *games = g_array_new (FALSE, TRUE, sizeof (XqGame));
  guint   board = first_board;

  for (guint i = 0; i < playoff->entries->len; i++)
    for (guint j = i + 1; j < playoff->entries->len; j++)
      {
        XqGame   g = { 0 };
        gint64   a = g_array_index (playoff->entries, gint64, i), b = g_array_index (playoff->entries, gint64, j);
        gboolean a_red = xq_lot (data->event.random_seed, round, board) % 2 == 0;

        g.round = round;
        g.stage = playoff->group >= 0 ? XQ_STAGE_GROUP : XQ_STAGE_MAIN;
        g.board = board++;
        g.game = 1;
        g.kind = XQ_GAME_PLAYOFF;
        g.red = a_red ? a : b;
        g.black = a_red ? b : a;
        g_array_append_val (games, g);
      }
  return games;
}
