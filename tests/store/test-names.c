/* test-names.c: pinyin, type-ahead and alphabetical order of players' names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "xq-names.h"

static void
test_pinyin (void)
{
  static const char *const cases[][3] = {
    /* name, pinyin, initials */
    { "张伟", "zhang wei", "zw" },
    { "胡荣华", "hu rong hua", "hrh" },
    { "单雄信", "shan xiong xin", "sxx" }, /* 单 as a surname: shan, not dan */
    { "曾国藩", "zeng guo fan", "zgf" },   /* 曾 as a surname: zeng, not ceng */
    { "区家乐", "ou jia le", "ojl" },      /* 区 as a surname: ou */
    { "呂欽", "lu qin", "lq" },            /* Traditional characters */
    { "吕钦", "lu qin", "lq" },
    { "Wang Tianyi", "wang tianyi", "wt" },
    { "  Lee,  Chan-wai ", "lee chan wai", "lcw" },
    { "", "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *pinyin = xq_names_pinyin (cases[i][0]);
      g_autofree char *initials = xq_names_initials (cases[i][0]);
      g_assert_cmpstr (pinyin, ==, cases[i][1]);
      g_assert_cmpstr (initials, ==, cases[i][2]);
    }
}

static void
test_match (void)
{
  g_assert_true (xq_names_match ("张伟", "zw"));
  g_assert_true (xq_names_match ("张伟", "z"));
  g_assert_true (xq_names_match ("张伟", "ZW"));
  g_assert_true (xq_names_match ("张伟", "zhangw"));
  g_assert_true (xq_names_match ("张伟", "zhang w"));
  g_assert_true (xq_names_match ("张伟", "张"));
  g_assert_true (xq_names_match ("张伟", "伟"));
  g_assert_true (xq_names_match ("张伟", ""));
  g_assert_true (xq_names_match ("Wang Tianyi", "tian"));
  g_assert_true (xq_names_match ("Wang Tianyi", "wt"));
  g_assert_false (xq_names_match ("张伟", "wz"));
  g_assert_false (xq_names_match ("张伟", "zhangx"));
  g_assert_false (xq_names_match ("张伟", "李"));
  g_assert_false (xq_names_match ("胡荣华", "zw"));
  g_assert_false (xq_names_match ("张伟", "\xff"));
}

static int
compare_keys (gconstpointer a,
              gconstpointer b,
              gpointer      lang)
{
  g_autofree char *ka = xq_names_sort_key (*(const char *const *) a, GPOINTER_TO_INT (lang));
  g_autofree char *kb = xq_names_sort_key (*(const char *const *) b, GPOINTER_TO_INT (lang));
  return strcmp (ka, kb);
}

static void
assert_sorted (XqLang             lang,
               const char *const *input,
               const char *const *expected,
               guint              n)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, (gpointer) input[i]);
  g_ptr_array_sort_with_data (names, compare_keys, GINT_TO_POINTER (lang));
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (g_ptr_array_index (names, i), ==, expected[i]);
}

static void
test_order (void)
{
  static const char *const names[] = { "张伟", "王天一", "安琪", "Brown", "白雪", "adams" };
  /* Pinyin order: an, bai, wang, zhang; Latin names after (zh_CN) or before (en). */
  static const char *const pinyin[] = { "安琪", "白雪", "王天一", "张伟", "adams", "Brown" };
  static const char *const english[] = { "adams", "Brown", "安琪", "白雪", "王天一", "张伟" };
  /* Stroke order (zh_TW): 王 4, 白 5, 安 6, 张 7 strokes. */
  static const char *const stroke[] = { "王天一", "白雪", "安琪", "张伟", "adams", "Brown" };

  assert_sorted (XQ_LANG_ZH_CN, names, pinyin, G_N_ELEMENTS (names));
  assert_sorted (XQ_LANG_EN, names, english, G_N_ELEMENTS (names));
  assert_sorted (XQ_LANG_ZH_TW, names, stroke, G_N_ELEMENTS (names));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xq/store/names/pinyin", test_pinyin);
  g_test_add_func ("/xq/store/names/match", test_match);
  g_test_add_func ("/xq/store/names/order", test_order);
  return g_test_run ();
}
