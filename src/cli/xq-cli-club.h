/* xq-cli-club.h: the club night's parts of qili-cli tournament — byes asked for, pairings
 * changed by hand, pairs and clubs kept apart, lots, the event journal, the explanation of a
 * round's pairing
 *
 * Each is a subcommand: it parses its options, prints its JSON and returns the exit status.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-cli.h"
#include "xq-store.h"

G_BEGIN_DECLS

/* How a pairing-rule violation (XqViolation) is written: `check`'s "violations" name the round,
 * {"kind","round","players":[…],"message"}; the "warnings" of a change by hand (swap,
 * pair-players, unpair) do not, {"kind","message","players":[…]}. Both are the CLI's contract,
 * byte for byte. */
typedef enum {
  XQ_CLI_VIOLATION_CHECK,
  XQ_CLI_VIOLATION_WARNING,
} XqCliViolationForm;

/* Adds member @member: [violation, …] of @violations (XqViolation) to the object being built. */
void xq_cli_add_violations (JsonBuilder       *b,
                            const char        *member,
                            GArray            *violations,
                            XqCliViolationForm form);

/* bye --event E --player P --round R --half|--zero|--cancel */
int xq_cli_club_bye (XqStore *store,
                     int      argc,
                     char   **argv);
/* swap --event E --round R --player A --with B */
int xq_cli_club_swap (XqStore *store,
                      int      argc,
                      char   **argv);
/* pair-players --event E --round R --player A (--with B | --bye) */
int xq_cli_club_pair (XqStore *store,
                      int      argc,
                      char   **argv);
/* unpair --event E --round R --board B */
int xq_cli_club_unpair (XqStore *store,
                        int      argc,
                        char   **argv);
/* forbid --event E --player A --with B [--allow] */
int xq_cli_club_forbid (XqStore *store,
                        int      argc,
                        char   **argv);
/* club-rounds --event E [ROUND…] */
int xq_cli_club_rounds (XqStore *store,
                        int      argc,
                        char   **argv);
/* lot --event E --player P --number N; draw-lots --event E */
int xq_cli_club_lot (XqStore *store,
                     int      argc,
                     char   **argv);
int xq_cli_club_draw_lots (XqStore *store,
                           int      argc,
                           char   **argv);
/* explain --event E --round R */
int xq_cli_club_explain (XqStore *store,
                         int      argc,
                         char   **argv);
/* journal --event E */
int xq_cli_club_journal (XqStore *store,
                         int      argc,
                         char   **argv);

G_END_DECLS
