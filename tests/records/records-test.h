/* records-test.h: helpers shared by the records tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-records.h"

G_BEGIN_DECLS

/* g_test_init with English messages whatever the user's locale. */
void records_test_init (int    *argc,
                        char ***argv);

/* The contents of tests/data/records/@name. */
GBytes *records_test_data (const char *name);

/* Parses @pgn (UTF-8), failing the test on error. */
XqGame *records_test_pgn (const char *pgn);

/* The main line as ICCS moves separated by spaces. */
char *records_test_main_line (const XqGame *game);

/* Asserts that @error is XQ_RECORD_ERROR @code and that its message holds each of the
 * NULL-terminated strings that follow. */
void records_test_assert_error (const GError *error,
                                int           code,
                                ...) G_GNUC_NULL_TERMINATED;

/* A random game of up to 60 plies (from a set-up position when @setup), with one-move
 * variations that carry a comment, comments and NAGs, and an Event tag. */
XqGame *records_test_random_game (GRand   *rand,
                                  gboolean setup);

/* The real-world corpus: $QILI_SHARED_DIR/data/records/real (shared/data/records/real). */
const char *records_test_corpus_dir (void);

G_END_DECLS
