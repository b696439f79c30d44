/* rule-cases.h: shared helpers of the rule-case tests (tests/data/rulings/NAME.ini)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-rules.h"

G_BEGIN_DECLS

/* One group of a rule-case file. */
typedef struct
{
  char      *file; /* basename of the .ini */
  char      *id;   /* group name */
  GKeyFile  *keys; /* the whole file (shared) */
  XqPosition start;
  GArray    *moves; /* XqMove */
  XqProfile  profile;
} RuleCase;

/* Loads every group of tests/data/rulings/@name; fails the test run on a malformed case (bad FEN,
 * illegal move), naming the case. */
GPtrArray *rule_cases_load (const char *name);
/* Loads @name and adds one test per case under @prefix/<id> running @func; the cases live as long
 * as the returned array. */
GPtrArray *rule_cases_add (const char   *name,
                           const char   *prefix,
                           GTestDataFunc func);
/* A key of the case, or @fallback. */
char *rule_case_get (const RuleCase *c,
                     const char     *key,
                     const char     *fallback);
/* "b7 c5" -> set */
XqBitboard rule_case_squares (const char *text);
/* Marks a case listed as known_failure: reports the reason and makes its failure incomplete
 * rather than fatal; returns TRUE when the case has such a note. */
gboolean rule_case_known_failure (const RuleCase *c);

G_END_DECLS
