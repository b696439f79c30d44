/* test-corpus.c: the files people actually have (shared/data/records/real, SOURCES.md)
 *
 * 682 files from 8 public sources, none written for Qili. Every file in a format Qili reads
 * must read fully, or in part with warnings where the file itself is damaged (SOURCES.md says
 * which: illegal moves in the source, a notation Qili does not read); none is refused. Under
 * the valgrind setup (QILI_TEST_QUICK) every 16th file is read, and none above 64 KiB.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "records-test.h"

/* The damaged files, and what their first warning says. */
static const struct
{
  const char *path;
  const char *first_warning;
} damaged[] = {
  { "hbsxcjp-cchess_c/pgn_zh/神骑突围.pgn_zh", "move 5 (Black): '将５平６' is illegal" }, /* the writer's 前兵 is the rear pawn */
  { "hbsxcjp-cchess_qt/疑难文件/中炮【马8进7】.XQF", "move record 3326, move 17 (Red): c1c4 is illegal" },
  { "hbsxcjp-cchess_qt/疑难文件/中炮对屏风马.XQF", "move record 30273, move 41 (Black): e9e8 is illegal" },
  { "hbsxcjp-cchess_qt/疑难文件/仙人指路全集（史上最全最新版）.XQF", "move record 88461, move 33 (Red): e2g4 is illegal" },
  { "hbsxcjp-cchess_qt/疑难文件/黑用开局库.XQF", "move record 20089, move 33 (Red): e2g4 is illegal" },
  { "walker8088-cchess/bad_manuals/bad_035正马三兵对肋车边马 红进七兵(一).XQF", "move record 130, move 7 (Red): c6c5" },
  { "walker8088-cchess/bad_manuals/bad_五七炮对屏风马进7卒.XQF", "move record 37929, move 69 (Red): a3b9" },
  { "walker8088-cchess/end_game/现代排局/寸土必争 红先胜.xqf", "move record 6, move 3 (Black): e8d8 is illegal" },
  { "walker8088-cchess/tests-data/BadMoveTest3.xqf", "move record 10, move 5 (Black): e1f0 is illegal" },
  { "walker8088-cchess/tests-data/WildHouse.xqf", "move record 582, move 37 (Black): e7f7 is illegal" },
};

/* Files with a known number of games. */
static const struct
{
  const char *path;
  guint       games;
} counts[] = {
  { "maksimKorzh-wukong-xiangqi/games.pgn", 1125 },
  { "maksimKorzh-wukong-xiangqi/Hu_Ronghua_1391_UCI_games.pgn", 1391 },
  { "walker8088-cchess/tests-data/1956年全国象棋锦标赛93局.CBL", 93 },
  /* 36 records under two headings (男子组, 女子组); the last game is in it twice. */
  { "walker8088-cchess/tests-data/1989年龙化杯象棋名师邀请赛35局.CBL", 36 },
  { "xqbase-eleeye/CCGC/01.宝岛一号(先负)相眼竞技(A1-A2).PGN", 1 },
};

typedef struct
{
  guint files, full, partial, games, moves;
} Totals;

static gboolean
claimed (const char *format)
{
  return g_str_has_prefix (format, "PGN") || g_str_has_prefix (format, "XQF") || g_str_has_prefix (format, "CB");
}

static const char *
expected_warning (const char *path)
{
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    if (g_str_equal (damaged[i].path, path))
      return damaged[i].first_warning;
  return NULL;
}

static void
read_one (const char *path,
          Totals     *totals)
{
  g_autofree char         *full = g_build_filename (records_test_corpus_dir (), path, NULL);
  g_autoptr (GError)       error = NULL;
  g_autoptr (XqRecordFile) file = xq_record_file_new_for_path (full, &error);
  g_autoptr (GPtrArray)    warnings = xq_record_warnings_new ();
  const char              *expected = expected_warning (path);
  guint                    read = 0;

  if (file == NULL)
    g_error ("%s is refused: %s", path, error->message);
  for (guint i = 0; i < xq_record_file_get_n_games (file); i++)
    {
      g_autoptr (GError) game_error = NULL;
      g_autoptr (XqGame) game = xq_record_file_load_game (file, i, warnings, &game_error);
      if (game == NULL)
        continue;
      read++;
      totals->moves += xq_game_count_moves (game);
    }
  g_assert_cmpuint (read, >, 0);
  totals->files++;
  totals->games += read;
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (g_str_equal (counts[i].path, path))
      g_assert_cmpuint (read, ==, counts[i].games);
  if (expected == NULL)
    {
      if (warnings->len > 0)
        {
          g_autofree char *w = xq_record_warning_to_string (g_ptr_array_index (warnings, 0));
          g_error ("%s should read fully: %s", path, w);
        }
      totals->full++;
    }
  else
    {
      g_autofree char *w = NULL;
      g_assert_cmpuint (warnings->len, >, 0);
      w = xq_record_warning_to_string (g_ptr_array_index (warnings, 0));
      if (strstr (w, expected) == NULL)
        g_error ("%s: expected \"%s\" in the first warning, got: %s", path, expected, w);
      totals->partial++;
    }
}

static void
test_corpus (void)
{
  g_autofree char   *listing = g_build_filename (records_test_corpus_dir (), "baseline-results.tsv", NULL);
  g_autofree char   *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv)     lines = NULL;
  gboolean           quick = g_getenv ("QILI_TEST_QUICK") != NULL;
  Totals             totals = { 0 };
  guint              n = 0;

  g_test_summary ("Every file of the real-world corpus in a format Qili reads reads fully, or in part with warnings "
                  "where SOURCES.md says the file is damaged; none is refused (issue 16).");
  if (!g_file_get_contents (listing, &text, NULL, &error))
    {
      g_test_skip ("the corpus (shared/data/records/real) is not here");
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], "\t", 3);
      if (g_strv_length (fields) < 2 || !claimed (fields[1]))
        continue;
      if (quick)
        {
          g_autofree char *full = g_build_filename (records_test_corpus_dir (), fields[0], NULL);
          GStatBuf         st;
          if (n++ % 16 != 0 || g_stat (full, &st) != 0 || st.st_size > 64 * 1024)
            continue;
        }
      read_one (fields[0], &totals);
    }
  g_test_message ("%u files: %u read fully, %u in part; %u games, %u moves", totals.files, totals.full,
                  totals.partial, totals.games, totals.moves);
  if (!quick)
    {
      g_assert_cmpuint (totals.files, ==, 682);
      g_assert_cmpuint (totals.partial, ==, G_N_ELEMENTS (damaged));
    }
}

/* What the readers make of particular damage. */
static void
test_repairs (void)
{
  g_autofree char         *path = g_build_filename (records_test_corpus_dir (), "maksimKorzh-wukong-xiangqi", "games.pgn", NULL);
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (GError)       error = NULL;

  g_test_summary ("A tag value with inner quotes reads as its writer meant; text after a result starts no game.");
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the corpus (shared/data/records/real) is not here");
      return;
    }
  file = xq_record_file_new_for_path (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (xq_record_file_get_tag (file, 757, "Event"), ==, "\"Huangshan Cup\" National GM,CM Tournament 2002");
  g_assert_cmpstr (xq_record_file_get_tag (file, 757, "Red"), ==, "XU YinChuan");
}

/* The WinBoard game (SAN, ranks 0–9), not read before issue 27. */
static void
test_winboard (void)
{
  g_autofree char         *path = g_build_filename (records_test_corpus_dir (), "maksimKorzh-wukong-xiangqi",
                                                    "WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0).pgn", NULL);
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (XqGame)       game = NULL;
  g_autoptr (GError)       error = NULL;
  g_autofree char         *line = NULL;

  g_test_summary ("A game WinBoard wrote in SAN reads whole: 87 plies, to 44. Hf7# (d6f7).");
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the corpus (shared/data/records/real) is not here");
      return;
    }
  file = xq_record_file_new_for_path (path, &error);
  g_assert_no_error (error);
  game = xq_record_file_load_game (file, 0, NULL, &error);
  g_assert_no_error (error);
  line = records_test_main_line (game);
  g_assert_true (g_str_has_prefix (line, "h2e2 b7g7 e2e6 g7g3 "));
  g_assert_true (g_str_has_suffix (line, " a0a3 d4f5 a3f3 f5d6 f3f8 d6f7"));
  g_assert_cmpuint (xq_game_node_get_ply (xq_game_node_get_line_end (xq_game_get_root (game))), ==, 87);
}

/* damaged/: XQF files cut short or with bytes overwritten (made from the real ones). */
static void
test_damaged (void)
{
  g_autofree char   *dir_path = g_build_filename (records_test_corpus_dir (), "damaged", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir)   dir = g_dir_open (dir_path, 0, &error);
  const char        *name;
  guint              n = 0;

  g_test_summary ("A damaged XQF keeps what can be read: a file cut inside its header keeps the set-up, one cut in "
                  "its moves the moves before the cut, each with a warning; overwritten bytes in the moves skip them.");
  if (dir == NULL)
    {
      g_test_skip ("the corpus (shared/data/records/real) is not here");
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char         *path = g_build_filename (dir_path, name, NULL);
      g_autoptr (XqRecordFile) file = NULL;
      g_autoptr (GPtrArray)    warnings = xq_record_warnings_new ();
      g_autoptr (XqGame)       game = NULL;
      g_autoptr (GError)       game_error = NULL;

      if (!g_str_has_suffix (name, ".xqf"))
        continue;
      file = xq_record_file_new_for_path (path, &error);
      if (file == NULL)
        g_error ("damaged/%s is refused: %s", name, error->message);
      game = xq_record_file_load_game (file, 0, warnings, &game_error);
      g_assert_nonnull (game);
      if (g_str_has_prefix (name, "trunc"))
        g_assert_cmpuint (warnings->len, >, 0);
      n++;
    }
  g_assert_cmpuint (n, ==, 20);
}

int
main (int    argc,
      char **argv)
{
  records_test_init (&argc, &argv);
  g_test_add_func ("/xq/records/corpus/every-file", test_corpus);
  g_test_add_func ("/xq/records/corpus/repairs", test_repairs);
  g_test_add_func ("/xq/records/corpus/winboard", test_winboard);
  g_test_add_func ("/xq/records/corpus/damaged", test_damaged);
  return g_test_run ();
}
