/* bench-review.c: reviewing a collection in one pass, against judge run on every prefix
 *
 * Usage: bench-review [--rules cxa|axf|1957] [--naive] FILE. Prints one JSON object: games and
 * plies, the seconds to load every game, to review every main line (xq_review_game: one pass,
 * repetitions found incrementally, only a position found is judged), and with --naive to do
 * what a script calling judge on each position would (xq_judge on every prefix, from the start).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>

#include "xq-records.h"

static double
seconds_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (GPtrArray)    games = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_game_free);
  g_autoptr (GArray)       findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
  g_autofree char         *rules = NULL;
  gboolean                 naive = FALSE;
  GOptionEntry             entries[] = {
                { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, "Rule profile", "PROFILE" },
                { "naive", 0, 0, G_OPTION_ARG_NONE, &naive, "Also judge every prefix from the start", NULL },
                { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE");
  XqProfile                  profile = XQ_PROFILE_CXA;
  XqJudgeOptions             opts;
  gint64                     start;
  double                     load_s, review_s, naive_s = 0;
  guint                      plies = 0, naive_rulings = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 ||
      (rules != NULL && !xq_profile_from_string (rules, &profile)))
    {
      fprintf (stderr, "usage: bench-review [--rules cxa|axf|1957] [--naive] FILE\n");
      return 2;
    }
  start = g_get_monotonic_time ();
  file = xq_record_file_new_for_path (argv[1], &error);
  if (file == NULL)
    {
      fprintf (stderr, "bench-review: %s\n", error->message);
      return 1;
    }
  for (guint i = 0; i < xq_record_file_get_n_games (file); i++)
    {
      /* As qili-cli review reads them: a damaged game up to the damage */
      g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();
      XqGame               *game = xq_record_file_load_game (file, i, warnings, NULL);
      if (game != NULL)
        g_ptr_array_add (games, game);
    }
  load_s = seconds_since (start);

  xq_judge_options_init (&opts, profile);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < games->len; i++)
    {
      g_autoptr (GArray) moves = xq_game_dup_main_line (g_ptr_array_index (games, i));
      plies += moves->len;
      xq_review_game (xq_game_get_start (g_ptr_array_index (games, i)), (const XqMove *) moves->data, moves->len, &opts,
                      findings);
    }
  review_s = seconds_since (start);

  if (naive)
    {
      start = g_get_monotonic_time ();
      for (guint i = 0; i < games->len; i++)
        {
          g_autoptr (GArray) moves = xq_game_dup_main_line (g_ptr_array_index (games, i));
          for (guint p = 0; p <= moves->len; p++)
            {
              XqRuling r;
              xq_judge (xq_game_get_start (g_ptr_array_index (games, i)), (const XqMove *) moves->data, p, &opts, &r,
                        NULL);
              naive_rulings += r.result != XQ_RESULT_NONE;
            }
        }
      naive_s = seconds_since (start);
    }

  printf ("{\"games\":%u,\"plies\":%u,\"findings\":%u,\"load_seconds\":%.3f,\"review_seconds\":%.3f", games->len, plies,
          findings->len, load_s, review_s);
  if (naive)
    printf (",\"naive_seconds\":%.3f,\"naive_rulings\":%u", naive_s, naive_rulings);
  printf ("}\n");
  return 0;
}
