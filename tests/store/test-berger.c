/* test-berger.c: round-robin schedules against FIDE's Berger tables, and the rule for any size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>

#include "xq-berger.h"

/* tests/data/tournament/berger-tables-3-16.json: FIDE C.05 Annex 1, {"n": [[[red, black], …], …]}. */
static void
test_fide_tables (void)
{
  g_autofree char       *path = g_test_build_filename (G_TEST_DIST, "data", "tournament", "berger-tables-3-16.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;
  JsonObject            *root;

  g_test_summary ("Berger tables for 3 to 16 players equal FIDE's (first-named plays Red; the highest number is the bye)");
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  for (guint n = 3; n <= 16; n++)
    {
      char       key[8];
      JsonArray *rounds;

      g_snprintf (key, sizeof key, "%u", n);
      rounds = json_object_get_array_member (root, key);
      g_assert_cmpuint (json_array_get_length (rounds), ==, xq_berger_n_rounds (n));
      for (guint r = 1; r <= xq_berger_n_rounds (n); r++)
        {
          JsonArray    *expected = json_array_get_array_element (rounds, r - 1);
          XqBergerBoard boards[16];
          guint         count = xq_berger_round (n, r, boards);
          guint         size = n % 2 == 0 ? n : n + 1;

          g_assert_cmpuint (count, ==, json_array_get_length (expected));
          /* FIDE lists each round's games with the bye (for odd n, the game of n + 1) in place;
           * compare as sets of (red, black), the bye being the game of the dummy. */
          for (guint i = 0; i < json_array_get_length (expected); i++)
            {
              JsonArray *game = json_array_get_array_element (expected, i);
              guint      red = (guint) json_array_get_int_element (game, 0);
              guint      black = (guint) json_array_get_int_element (game, 1);
              gboolean   found = FALSE;

              for (guint b = 0; b < count && !found; b++)
                {
                  if (red == size && n % 2 == 1)
                    found = boards[b].black == 0 && boards[b].red == black;
                  else if (black == size && n % 2 == 1)
                    found = boards[b].black == 0 && boards[b].red == red;
                  else
                    found = boards[b].red == red && boards[b].black == black;
                }
              if (!found)
                g_error ("n=%u round %u: FIDE has %u-%u, not in our schedule", n, r, red, black);
            }
          /* Board order as printed by FIDE for even n. */
          if (n % 2 == 0)
            for (guint i = 0; i < count; i++)
              {
                JsonArray *game = json_array_get_array_element (expected, i);
                g_assert_cmpuint (boards[i].red, ==, (guint) json_array_get_int_element (game, 0));
                g_assert_cmpuint (boards[i].black, ==, (guint) json_array_get_int_element (game, 1));
              }
        }
    }
}

/* Any size: everyone meets everyone exactly once, plays once a round, colours balance. */
static void
test_any_size (void)
{
  g_test_summary ("The Berger rule for 2 to 40 players: each pair meets once, one game a round, colours within one");
  for (guint n = 2; n <= 40; n++)
    {
      guint             rounds = xq_berger_n_rounds (n);
      g_autofree guint *met = g_new0 (guint, (n + 1) * (n + 1));
      g_autofree int   *balance = g_new0 (int, n + 1);
      g_autofree guint *byes = g_new0 (guint, n + 1);

      for (guint r = 1; r <= rounds; r++)
        {
          g_autofree XqBergerBoard *boards = g_new (XqBergerBoard, n / 2 + 2);
          g_autofree guint         *seen = g_new0 (guint, n + 1);
          guint                     count = xq_berger_round (n, r, boards);

          g_assert_cmpuint (count, ==, (n + 1) / 2);
          for (guint b = 0; b < count; b++)
            {
              g_assert_cmpuint (boards[b].red, >=, 1);
              g_assert_cmpuint (boards[b].red, <=, n);
              g_assert_cmpuint (seen[boards[b].red]++, ==, 0);
              if (boards[b].black == 0)
                {
                  byes[boards[b].red]++;
                  continue;
                }
              g_assert_cmpuint (seen[boards[b].black]++, ==, 0);
              met[boards[b].red * (n + 1) + boards[b].black]++;
              met[boards[b].black * (n + 1) + boards[b].red]++;
              balance[boards[b].red]++;
              balance[boards[b].black]--;
            }
        }
      for (guint a = 1; a <= n; a++)
        {
          for (guint b = 1; b <= n; b++)
            g_assert_cmpuint (met[a * (n + 1) + b], ==, a == b ? 0 : 1);
          g_assert_cmpint (ABS (balance[a]), <=, 1);
          g_assert_cmpuint (byes[a], ==, n % 2 == 1 ? 1 : 0);
        }
    }
}

/* Players of an @n-player double round robin who get the same colour three games running (byes
 * skipped), with the rounds in the order of xq_berger_double_round or, with @plain, both cycles in
 * Berger order. */
static guint
triple_colours (guint    n,
                gboolean plain)
{
  guint             m = xq_berger_n_rounds (n), count = 0;
  g_autofree char  *colours = g_new0 (char, (n + 1) * (2 * m + 1));
  g_autofree guint *len = g_new0 (guint, n + 1);

  for (guint round = 1; round <= 2 * m; round++)
    {
      g_autofree XqBergerBoard *boards = g_new (XqBergerBoard, n / 2 + 2);
      gboolean                  reversed = round > m;
      guint                     r = plain ? (round - 1) % m + 1 : xq_berger_double_round (n, round, &reversed);
      guint                     k = xq_berger_round (n, r, boards);

      for (guint b = 0; b < k; b++)
        {
          if (boards[b].black == 0)
            continue;
          colours[boards[b].red * (2 * m + 1) + len[boards[b].red]++] = reversed ? 'B' : 'R';
          colours[boards[b].black * (2 * m + 1) + len[boards[b].black]++] = reversed ? 'R' : 'B';
        }
    }
  for (guint p = 1; p <= n; p++)
    {
      const char *c = &colours[p * (2 * m + 1)];
      for (guint i = 2; i < len[p]; i++)
        if (c[i] == c[i - 1] && c[i] == c[i - 2])
          {
            count++;
            break;
          }
    }
  return count;
}

static void
test_double (void)
{
  guint before = 0, after = 0;

  g_test_summary ("FIDE C.05 Annex 1: with the last two rounds of the first cycle swapped, nobody in a double "
                  "round robin of 3 to 16 players has the same colour three games running; each pair meets "
                  "once a cycle");
  for (guint n = 3; n <= 16; n++)
    {
      guint             m = xq_berger_n_rounds (n);
      g_autofree guint *seen = g_new0 (guint, m + 1);
      guint             plain = triple_colours (n, TRUE), now = triple_colours (n, FALSE);

      for (guint round = 1; round <= 2 * m; round++)
        {
          gboolean reversed;
          guint    r = xq_berger_double_round (n, round, &reversed);
          g_assert_cmpuint (r, >=, 1);
          g_assert_cmpuint (r, <=, m);
          g_assert_cmpint (reversed, ==, round > m);
          seen[r]++;
        }
      for (guint r = 1; r <= m; r++)
        g_assert_cmpuint (seen[r], ==, 2);
      g_test_message ("n = %u: %u players with three colours running in Berger order, %u now", n, plain, now);
      if (n % 2 == 0)
        g_assert_cmpuint (plain, ==, 2);
      before += plain;
      after += now;
      g_assert_cmpuint (now, ==, 0);
    }
  g_test_message ("3–16 players: %u players with three colours running before, %u after", before, after);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/xq/store/berger/fide-tables", test_fide_tables);
  g_test_add_func ("/xq/store/berger/any-size", test_any_size);
  g_test_add_func ("/xq/store/berger/double", test_double);
  return g_test_run ();
}
