/* test-text-sentences.c: the sentences for positions of each class, in English and Chinese
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "text-walk.h"
#include "xq-text-analysis.h"
#include "xq-text-piece.h"
#include "xq-text-ruling.h"

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  return g_test_run ();
}
