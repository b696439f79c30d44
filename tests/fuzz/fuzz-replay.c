/* fuzz-replay.c: runs a harness on files (a seed corpus, crash reproducers) without libFuzzer
 *
 * Usage: fuzz-X FILE-OR-DIRECTORY…; so that every input the fuzzers were seeded with or found
 * a bug with is run by meson test (also under the sanitizers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>

#include "fuzz-common.h"

static guint
run_path (const char *path)
{
  g_autoptr (GError) error = NULL;
  char              *contents = NULL;
  gsize              len = 0;
  guint              n = 0;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return 0;
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr (GDir)      dir = g_dir_open (path, 0, &error);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char           *name;

      g_assert_no_error (error);
      while ((name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_build_filename (path, name, NULL));
      for (guint i = 0; i < names->len; i++)
        n += run_path (g_ptr_array_index (names, i));
      return n;
    }
  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, len);
  g_free (contents);
  return 1;
}

int
main (int    argc,
      char **argv)
{
  guint n = 0;

  g_setenv ("LANGUAGE", "C", TRUE);
  for (int i = 1; i < argc; i++)
    n += run_path (argv[i]);
  printf ("1..1\nok 1 - %u inputs\n", n);
  return n > 0 ? 0 : 1;
}
